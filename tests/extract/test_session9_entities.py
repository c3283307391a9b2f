"""Entity families added in the ninth session: owner-prefixed and vocabulary baselines, baselines named in
"we compare X against A and B" sentences, factors that are not names, generic field acronyms, titles named
again in an apposition, parts named after "a novel ... called", phones and board variants (invented sentences)."""

from __future__ import annotations

import pytest

from paperkg.extract.names import compared_names, is_name_like, named_part, title_head_proposed
from tests.extract.claim_rows import facts


# --- baselines ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "abstract, expected",
    [
        # a vendor or owner word before a known name is not part of it
        ("We present Quill. Quill answers queries 12x faster than Microsoft SPTAG and Acme Vearch.", {"sptag", "vearch"}),
        ("We present Quill. Quill lifts GPU utilization by 4x over NVIDIA MPS.", {"nvidia-mps"}),
        ("We present Quill. Quill raises utilization by 3x over MPS on NVIDIA GPUs.", {"nvidia-mps"}),
        # a checkpointing library written with its framework's name is that library, not the framework
        ("We present Quill. Quill cuts save stalls by 9x compared with PyTorch DCP.", {"pytorch-dcp"}),
        ("We present Quill. Quill trains embeddings 5x faster than PyTorch-BigGraph and DGL-KE.", {"pytorch-biggraph", "dgl-ke"}),
    ],
)
def test_vocabulary_baselines(abstract, expected):
    assert set(facts(abstract).baselines) == expected


def test_mps_alone_needs_a_gpu_sharing_context():
    # "MPS" without NVIDIA/CUDA around it is not the multi-process service
    f = facts("We present Quill. On a laptop, Quill runs 2x faster than the MPS backend of a deep learning library.")
    assert "nvidia-mps" not in f.baselines


@pytest.mark.parametrize(
    "sentence, proposed, names",
    [
        ("We compare Quill against three mature engines, Zorblax, Orca-X and Heron, on nine tasks.", ["Quill"],
         ["Zorblax", "Orca-X", "Heron"]),
        ("We also compare our planner to widely used tools such as Zorblax and the Heron framework.", ["Quill"],
         ["Zorblax", "Heron"]),
        ("We compare against Zorblax Serve in terms of cost.", ["Quill"], ["Zorblax Serve"]),
        # someone else's system on the compared side, or only generic items: no baseline
        ("We compare Zorblax with Heron on a benchmark.", ["Quill"], []),
        ("We compare Quill with the best prior planners across many workloads.", ["Quill"], []),
        ("We compare Quill to the strongest prior art.", ["Quill"], []),
    ],
)
def test_compared_names(sentence, proposed, names):
    assert [sentence[a:b] for a, b in compared_names(sentence, proposed)] == names


def test_compared_names_are_baselines_without_a_number():
    f = facts("We present Quill, a planner. We compare Quill against two mature engines, Zorblax and Orca-X, "
              "on a wide set of workloads. Quill is up to 3x faster.")
    assert set(f.baselines) == {"zorblax", "orca-x"}


def test_a_compared_device_is_not_a_system_baseline():
    f = facts("We present Quill, a planner. We compare Quill against Zorblax and an NVIDIA A100 GPU on ten tasks.")
    assert set(f.baselines) == {"zorblax"}


def test_a_factor_is_not_a_name():
    assert not is_name_like("2.25X") and not is_name_like("3X")
    assert is_name_like("X3D") and is_name_like("3DGS")


def test_a_generic_field_acronym_is_not_a_baseline():
    f = facts("Swarm learning (SL) trains models across phones, and federated learning (FL) keeps data local. "
              "We present Quill. Asynchronous FL in Quill converges 4x faster than synchronous FL.")
    assert "fl" not in f.baselines


# --- proposed systems --------------------------------------------------------------------------------------

def test_title_head_named_again_by_an_apposition():
    assert title_head_proposed("Kite Merge: Fast Decoding", "Our method, Kite Merge, splits the sum.") == "Kite Merge"
    assert title_head_proposed("Kite Merge: Fast Decoding", "The prior method, Kite Merge, is slow.") is None
    f = facts("Decoding is slow. Our algorithm, Kite Merge, for splitting sums over devices, is fast.",
              title="Kite Merge: Topology-aware Decoding on Clusters")
    assert f.proposes == ("kite-merge",)


def test_novel_part_called_after_we():
    assert named_part("We reach it with a new weighting rule called W-mix.") == ["W-mix"]
    f = facts("We present Quill (Queue Inspired Load Leveler), a scheduler. We reach stable training by pairing "
              "queues with a novel importance correction called Q-trace.", title="Quill: Scalable Agents")
    assert f.proposes == ("quill", "q-trace")


# --- hardware ----------------------------------------------------------------------------------------------

def hardware(abstract: str) -> set[str]:
    return set(facts(abstract).hardware)


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # phones as test devices, each model and variant its own id
        ("Latency drops by 40% on a Samsung Galaxy S24 Ultra and by 30% on an iPhone 15 Pro.",
         {"samsung-s24-ultra", "apple-iphone-15-pro"}),
        ("We run the model on a Samsung S22 and an iPhone 13 Pro Max.", {"samsung-s22", "apple-iphone-13-pro-max"}),
        ("A Google Pixel 8 Pro and a Pixel 7 Pro serve as test phones.", {"google-pixel-8-pro", "google-pixel-7-pro"}),
        # board variants are not merged with the base model
        ("Edge runs use a Raspberry Pi 4B and a Raspberry Pi 4.", {"raspberry-pi-4b", "raspberry-pi-4"}),
        ("We test a Raspberry Pi 3B+ next to a Raspberry Pi 3B.", {"raspberry-pi-3b-plus", "raspberry-pi-3b"}),
        # a research SSD board (storage: no class)
        ("The prototype is built on a Cosmos+ OpenSSD board.", {"openssd"}),
    ],
)
def test_devices(abstract, expected):
    assert hardware(abstract) == expected


def test_a_storage_board_adds_no_class():
    assert facts("The prototype is built on an OpenSSD board.").hardware_classes == ()


# --- techniques --------------------------------------------------------------------------------------------

def test_parallelism_configurations_need_a_parallelism_context():
    # named in passing (checkpoints resharded after a change of setup): no technique
    f = facts("We present Quill, a store for training snapshots that survives changes in node counts and "
              "parallelism configurations.")
    assert "hybrid-parallelism" not in f.techniques
    # beside named parallelism dimensions, a search over them: combined parallelism
    f = facts("We present Quill, which picks parallelism configurations that mix tensor and pipeline parallelism.")
    assert "hybrid-parallelism" in f.techniques
