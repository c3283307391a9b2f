"""Entity families of the ninth session's second round (invented sentences): network-card kind words after a
baseline's name, number formats that are never named baselines, long forms dropped beside their proposed acronym,
frameworks a method is placed in, capitalised parts introduced as "a new component", and technique cues
(sparsely activated models, prompt/token disaggregation, remote accesses overlapped with computation, compute
moved to another device rather than memory offloaded)."""

from __future__ import annotations

import pytest

from paperkg.extract.names import proposed_in_sentence, secondary_names
from tests.extract.claim_rows import facts


# --- baselines written with a kind word ----------------------------------------------------------------------

@pytest.mark.parametrize(
    "abstract, expected",
    [
        # a DPU / smartNIC / NIC after the name is the device's kind, not part of its name
        ("We present Quill. Compared to the Zorb-9 DPU and the Kestrel smartNIC, Quill answers 12x and 5x faster, "
         "respectively.", {"zorb-9", "kestrel"}),
        ("We present Quill. Quill cuts the energy per query by 7x compared with the Orca-X NIC.", {"orca-x"}),
    ],
)
def test_network_card_kind_words_are_dropped(abstract, expected):
    assert set(facts(abstract).baselines) == expected


def test_a_vendor_alone_before_a_card_kind_is_no_name():
    f = facts("We present Quill. Quill runs 3x faster than the NVIDIA DPU on packet filters.")
    assert "nvidia" not in f.baselines and "nvidia-dpu" not in f.baselines


@pytest.mark.parametrize(
    "abstract",
    [
        "We present Quill. Quill keeps FP6 weights and outperforms INT4 in several aspects, including coverage (81% vs. 60%).",
        "We present Quill. Quill matches the quality of BF16 while using 2.1x less memory than W8A8.",
        "We present Quill. The E2M3 variant of Quill reaches 1.2x the accuracy retention of E3M2.",
    ],
)
def test_number_formats_are_not_named_baselines(abstract):
    f = facts(abstract)
    assert not f.baselines
    assert all(c.baseline is None for c in f.comparisons)


# --- proposed names ------------------------------------------------------------------------------------------

def test_long_form_beside_its_acronym_keeps_the_short_name():
    f = facts("We introduce a new layout called Zig-Zag Tiling (ZZT) that packs tiles densely. ZZT cuts padding by 40%.",
              title="Quill: Dense Packing via Zig-Zag Tiling")
    assert "zzt" in f.proposes and "zig-zag-tiling" not in f.proposes


@pytest.mark.parametrize(
    "sentence",
    [
        "We have built a tool to emulate FP6 math in FooFlow, Caffix, and Neox for our tests.",
        "We implemented a pass to rewrite graphs on Quarry, Tessel and Vexa for the experiments.",
    ],
)
def test_frameworks_a_method_is_placed_in_are_not_proposed(sentence):
    assert proposed_in_sentence(sentence, ("built", "implemented")) == []


def test_an_apposition_after_a_description_still_names_the_work():
    assert proposed_in_sentence("We present a new scheduler, Quill, for shared clusters.", ("present",)) == ["Quill"]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("We design a Token Ledger, a new component that tracks every write.", ["Token Ledger"]),
        ("We add a Route Keeper, a novel scheduling module for bursts.", ["Route Keeper"]),
        # a known or generic word is no name; nor is a phrase the abstract also writes in lowercase
        ("We design a Transformer, a new model of the cache.", []),
    ],
)
def test_capitalised_part_introduced_as_a_new_component(sentence, expected):
    assert secondary_names(sentence, ["Kestrel"], sentence) == expected


def test_capitalised_part_written_lowercase_elsewhere_is_not_a_name():
    ab = "We design a Token Ledger, a new component that tracks writes. Each token ledger entry is small."
    assert secondary_names(ab.split(". ")[0] + ".", ["Kestrel"], ab) == []


# --- techniques ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "abstract, technique",
    [
        ("We present Quill. Large sparsely activated networks need 4x less energy per token than dense ones.",
         "mixture-of-experts"),
        ("We present Quill. Sparsely-activated language models are routed by Quill across hosts.", "mixture-of-experts"),
        ("We present Quill. Quill applies prompt/token disaggregation so long prompts never stall generation.",
         "disaggregated-serving"),
        ("We present Quill. In Quill, prompt and token phases are fully decoupled onto separate GPU pools.",
         "disaggregated-serving"),
        ("We present Quill. Quill overlaps remote parameter fetches with the computation of each batch.",
         "communication-overlap"),
    ],
)
def test_technique_cues(abstract, technique):
    assert technique in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract, technique",
    [
        # sparse activations of neurons are not experts
        ("We present Quill. Quill skips sparsely activated neurons in the feed-forward layers.", "mixture-of-experts"),
        # "prompt tokens" alone is no disaggregation
        ("We present Quill. Quill compresses prompt tokens before decoding.", "disaggregated-serving"),
        # local data loading overlapped with computation is not communication
        ("We present Quill. Quill overlaps disk reads with the computation of each batch.", "communication-overlap"),
        # moving queries to GPUs moves compute, not memory; "compared to CPU-only" is no offloading target
        ("We present Quill. Quill offloads large queries to GPUs, a 1.5x gain compared to CPU-only execution.",
         "offloading"),
    ],
)
def test_technique_cues_do_not_fire_on_neighbours(abstract, technique):
    assert technique not in facts(abstract).techniques


def test_offloading_to_the_cpu_still_counts():
    assert "offloading" in facts("We present Quill. Quill offloads optimizer states to the CPU to fit larger models.").techniques


# --- hardware ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "abstract, hardware",
    [
        ("We present Quill. Quill runs 2x faster on an NVIDIA A100X than on a workstation.", "nvidia-a100x"),
        ("We present Quill. We profile Quill on a Quadro P4000 and four other cards.", "nvidia-p4000"),
        ("We present Quill. Predictions go from the NVIDIA P4000 to larger cards.", "nvidia-p4000"),
    ],
)
def test_new_hardware_ids(abstract, hardware):
    assert hardware in facts(abstract).hardware


def test_a100x_is_not_merged_with_a100():
    f = facts("We present Quill. Quill runs on an A100X converged card.")
    assert "nvidia-a100x" in f.hardware and "nvidia-a100" not in f.hardware


def test_a_studied_feature_called_a_new_case_is_not_proposed():
    f = facts("Split Engine Mode (SEM) is a feature shipped by a vendor. Our work looks at hosting models under SEM, "
              "a new case of the bin packing problem. We further propose a solution, SEM-pack.",
              title="Serving Models with Split Engines: A Packing Problem")
    assert "sem" not in f.proposes and "sem-pack" in f.proposes


def test_classic_methods_listed_as_examples_are_not_proposed():
    f = facts("We propose Quill. Quill is a pipeline that blends new algorithms and classic ones, including a greedy "
              "heuristic, Simulated Cooling (SC), and a beam search.")
    assert f.proposes == ("quill",)


def test_title_case_part_after_composed_of():
    f = facts("This paper presents Quill, a data pipeline composed of a shared store and a Token Relay Service (TRS) "
              "that scales out. TRS removes stalls.")
    assert {"quill", "trs"} <= set(f.proposes)


@pytest.mark.parametrize(
    "abstract, hardware",
    [
        ("We present Quill. Quill runs on H100 DGX nodes.", "nvidia-dgx-h100"),
        ("We present Quill. Quill runs on A100 DGX systems.", "nvidia-dgx-a100"),
    ],
)
def test_gpu_model_before_dgx(abstract, hardware):
    f = facts(abstract)
    assert hardware in f.hardware and "nvidia-dgx" not in f.hardware


def test_capitalised_parts_listed_after_comprises():
    f = facts("We introduce Quill, a checker for cloud fleets. It comprises a Tracker, which scores every node, and a "
              "Picker, which decides when to probe. Quill cuts outages by 3x.")
    assert {"quill", "tracker", "picker"} <= set(f.proposes)


@pytest.mark.parametrize(
    "abstract",
    [
        # the same words written in lowercase elsewhere are common nouns
        "We introduce Quill. It comprises a Tracker, which scores nodes. Each tracker runs on one host.",
        # a sentence about someone else's system
        "We introduce Quill. Prior fleets comprise a Tracker, which scores nodes.",
    ],
)
def test_capitalised_parts_need_our_sentence_and_no_lowercase_use(abstract):
    assert "tracker" not in facts(abstract).proposes


@pytest.mark.parametrize(
    "abstract, expected",
    [
        ("We present Quill. Quill adds slack-aware batching, which fills every slot of a step with pending requests.", True),
        ("We present Quill. Each query is served with deadline-driven batching of the pending prompts.", True),
        # pipeline micro-batches, a property of models and the state of the art are no request batching
        ("We present Quill. Quill trains with micro-batching so that requests of the pipeline stay busy.", False),
        ("We present Quill. Quill exploits model-specific batching properties of inference requests.", False),
        ("We present Quill. Despite state-of-the-art batching, requests still wait in queues.", False),
    ],
)
def test_hyphenated_request_batching(abstract, expected):
    assert ("batching" in facts(abstract).techniques) is expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        ("We present Quill. Quill keeps expert weights in flash memory and pages each into DRAM when it fires.", True),
        ("We present Quill. Quill streams layers from the flash storage of a phone on demand.", True),
        # FlashAttention and flash memory as a device feature are no offloading
        ("We present Quill. Quill fuses kernels like FlashAttention to cut memory traffic.", False),
        ("We present Quill. The phone ships 256 GB of flash memory and 12 GB of DRAM.", False),
    ],
)
def test_flash_memory_offloading(abstract, expected):
    assert ("offloading" in facts(abstract).techniques) is expected


@pytest.mark.parametrize(
    "abstract, hardware, absent",
    [
        ("We present Quill. Quill aggregates gradients inside a Tofino switch.", "intel-tofino", "intel-tofino2"),
        ("We present Quill. Quill aggregates gradients inside a Tofino2 switch.", "intel-tofino2", "intel-tofino"),
        ("We present Quill. Quill synthesizes collectives for an Azure NDv2 topology.", "azure-ndv2", None),
        ("We present Quill. Quill is compared with the TPUv1 of an earlier paper.", "google-tpu-v1", "google-tpu-v2"),
    ],
)
def test_switch_cloud_and_first_generation_ids(abstract, hardware, absent):
    f = facts(abstract)
    assert hardware in f.hardware and absent not in f.hardware


def test_lowercase_tofino_word_is_no_hardware():
    assert "intel-tofino" not in facts("We present Quill. The tofino of our lab is unrelated.").hardware
