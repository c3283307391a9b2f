"""Tests of :mod:`paperkg.extract.names.apposed`: names in apposition to the paper's own work."""

from __future__ import annotations

import pytest

from paperkg.extract.names import resulting_apposed


@pytest.mark.parametrize(
    "sentence, name",
    [
        ("Our approach, SwiftAgg, reduces the traffic of each worker.", "SwiftAgg"),
        ("Our admission policy, QuotaGate, admits jobs by priority.", "QuotaGate"),
        ("Our new scheduling policy, Kestrel-Q, admits jobs.", "Kestrel-Q"),
        ("Our approach, however, is slower on small jobs.", None),
        ("Our results, Table 2, show the gains.", None),
        ("We note that our approach, SwiftAgg, is simple.", None),
        ("Our strongest baseline, FooNet, is slower on small jobs.", None),
    ],
)
def test_our_apposed(sentence, name):
    from paperkg.extract.names import our_apposed

    assert our_apposed(sentence) == name


@pytest.mark.parametrize(
    "sentence, name",
    [
        ("The resulting dataset, WebQuill-Mini, holds 4M pairs.", "WebQuill-Mini"),
        ("With one set of settings, the resulting agent, Deep Replay Learner (DRL2), wins on Atari.", "DRL2"),
        ("Trained this way, the resulting system, HeronServe, answers in 20 ms.", "HeronServe"),
        ("The fine-tuned model, CodeQuill, built on Zorb-16B, writes 41% more correct code.", "CodeQuill"),
        ("The proposed accelerator, Heronix, runs at 1 GHz.", "Heronix"),
        ("Our student is distilled from Zorb-70B; the distilled model, Wren-1B, answers in 9 ms.", "Wren-1B"),
        # near misses: a teacher or base model named after its kind, a finetuned model's description
        ("The fine-tuned model, however, forgets.", None),
        ("The pretrained model, Zorb-16B, is the base.", None),
        ("The resulting model, however, is small.", None),
        ("The resulting speedup, 2x, helps.", None),
    ],
)
def test_resulting_apposed(sentence, name):
    assert resulting_apposed(sentence) == name


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We present Kestrel, a vector index. At the heart of Kestrel is LIRA, a lightweight rebalancing protocol. "
         "LIRA cuts update cost by 2x.", ("kestrel", "lira")),
        ("We present Kestrel, a vector index. At the core of our design lies a planner, FlowMint, that splits work.",
         ("kestrel", "flowmint")),
        ("We present Kestrel, a vector index. At the heart of PyTorch is Autograd, a tape.", ("kestrel",)),
    ],
)
def test_the_named_part_at_the_heart_of_the_system(abstract, proposes):
    from tests.extract.claim_rows import facts

    assert facts(abstract, title="Kestrel: Fresh Vector Search").proposes == proposes


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We present Kestrel. To cut dispatch cost, Kestrel provides a high-performance M2N communication library. "
         "Compared with NCCL, our M2N library cuts latency by 68%.", ("kestrel", "m2n")),
        ("We present Kestrel. Our ZipLoad loader streams shards.", ("kestrel",)),  # not a kind of part it lists
        ("We present Kestrel. Kestrel provides an LRU cache manager and a JIT compiler.", ("kestrel",)),
        ("We present Kestrel. Kestrel features the TorchDynamo compiler, which it extends.", ("kestrel",)),  # "the": known
    ],
)
def test_made_up_names_of_the_parts_the_system_provides(abstract, proposes):
    from tests.extract.claim_rows import facts

    assert facts(abstract, title="Kestrel: Fast MoE Serving").proposes == proposes


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We present Kestrel, a spot-market trainer. Its parameter server, AgileQ, adapts to revocations. Its "
         "BidBrainX component bids on spot machines.", ("kestrel", "agileq", "bidbrainx")),
        ("We present Kestrel, a spot-market trainer. Its main rival, PyTorch, is slower.", ("kestrel",)),
        ("We present Kestrel, a spot-market trainer. Its closest competitor, FooTrain, is slower.", ("kestrel",)),
        ("We present Kestrel, a spot-market trainer. Its predecessor, FooTrain, was slower.", ("kestrel",)),
    ],
)
def test_named_parts_after_its(abstract, proposes):
    from tests.extract.claim_rows import facts

    assert facts(abstract, title="Kestrel: Cheap Training on Spot Markets").proposes == proposes


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We present Quill, a secure inference system. Our first component, Athena, is a compiler. The second "
         "component, Borea, is a protocol. Finally, our third component, Cyra, is a hardening technique.",
         ("quill", "athena", "borea", "cyra")),
        ("We present Quill. We provide a method we call Graph Block Training that scales training.",
         ("quill", "graph-block-training")),
        ("We present Quill. As a result, we recommend a hybrid which we refer to as StableAdamX because it avoids "
         "spikes.", ("quill", "stableadamx")),
        ("We present Quill. We refer to prior work for details.", ("quill",)),
        ("In this paper, we present Quill that optimizes the well-known Deep Graph Library (DGL) for full-batch "
         "training.", ("quill",)),
    ],
)
def test_counted_parts_names_we_give_and_what_we_optimize(abstract, proposes):
    from tests.extract.claim_rows import facts

    assert facts(abstract, title="Quill: Fast Secure Inference").proposes == proposes


def test_the_plural_of_the_proposed_name_is_the_same_system():
    from tests.extract.claim_rows import facts

    assert facts("We present FooNet. FooNets, a family of models, beat others.", title="FooNet: Fast Nets").proposes == ("foonet",)


def test_parts_named_after_a_plural_kind():
    from tests.extract.claim_rows import facts

    f = facts("Preprocessing is costly. We implement our strategies in a system called Kestrel, with the policies "
              "AutoPlace and AutoOrderX.", title="Kestrel: Cheap Preprocessing")
    assert f.proposes == ("kestrel", "autoplace", "autoorderx")
    f = facts("We present Kestrel. Kestrel runs with the schedulers Linux and Windows.", title="Kestrel: Cheap Preprocessing")
    assert f.proposes == ("kestrel",)


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We propose Quill, a method for fine-tuning. A lighter variant, Quill++, further removes adapters.",
         ("quill", "quill++")),
        ("We propose Quill, a method for fine-tuning. A smaller version, QuillTiny, runs on phones.", ("quill", "quilltiny")),
        # near miss: someone else's variant
        ("We propose Quill, a method for fine-tuning. A popular variant, ZorbNet, is slower.", ("quill",)),
    ],
)
def test_named_variants_of_the_papers_system(abstract, proposes):
    from paperkg.extract import extract_paper
    from paperkg.model import Paper

    assert extract_paper(Paper(key="k", title="Adapters for Fine-Tuning", abstract=abstract)).proposes == proposes
