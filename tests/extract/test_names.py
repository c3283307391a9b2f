"""Which names a paper proposes (sentences written for these tests)."""

from __future__ import annotations

import pytest

from paperkg.extract import extract_paper
from paperkg.extract.names import acronym_for, is_name_like, proposed_in_title
from paperkg.model import Paper


@pytest.mark.parametrize(
    "title, name",
    [
        ("Zephyrine: Fast Sparse Kernels for Tensor Cores", "Zephyrine"),
        ("KVFlow2: Prefix-Aware Serving of Agentic Workflows", "KVFlow2"),
        ("Pipe-Rider: Elastic Pipelines", "Pipe-Rider"),
        ("Scaling Expert Routing with QuokkaMoE", "QuokkaMoE"),
        ("Towards Faster Decoding: A Study of Draft Models", None),
        ("On the Limits of Tensor Parallelism", None),
        ("Memory Matters: Revisiting Offloading", None),
        ("Orbit v2: A Reconfigurable Training Machine", "Orbit v2"),
    ],
)
def test_title_names(title, name):
    assert proposed_in_title(title) == name


@pytest.mark.parametrize(
    "word, expected",
    [("GraphPipe", True), ("DSP-7", True), ("ZX3", True), ("kernels", False), ("LLMs", False), ("GPUs", False)],
)
def test_name_shapes(word, expected):
    assert is_name_like(word) is expected


def test_acronym_needs_matching_initials():
    text = "We design Elastic Sequence Sharding (ESS) for long inputs."
    assert acronym_for(text, "ESS") == "Elastic Sequence Sharding"
    assert acronym_for("a kernel (ours) is fast", "OURS") is None


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        ("Fast Attention for Long Inputs", "In this paper we present Kestrel, a runtime for long-context inference.", ("kestrel",)),
        ("Serving at Scale", "We introduce a scheduler called BatchWeaver that packs requests.", ("batchweaver",)),
        ("Elastic Sharding", "We propose Elastic Sequence Sharding (ESS), which splits long inputs.", ("ess",)),
        ("Lumen: Learned Placement", "Lumen places experts on devices.", ("lumen",)),
        ("A Study of Quantized Inference", "We propose a new method that reduces memory by 2x.", ()),
        ("Tuning Kernels", "We present GridTune and CostNet, two tools for autotuning.", ("gridtune", "costnet")),
        # a device the paper designs is its system; an evaluation of one proposes nothing
        ("TPU v5e: A Cost-Efficient Pod for Inference", "We present TPU v5e, a chip for serving.", ("tpu-v5e",)),
        ("Gaudi 3 Accelerators: An Evaluation for Serving", "We evaluate Intel Gaudi 3 and find it is 1.3x faster than the H100.", ()),
        ("Dissecting the H100", "We present H100 microbenchmark results.", ()),
        # numbered variants of the proposed name
        ("Quokka: Decoding Heads", "We present Quokka. Quokka-1 trains heads on a frozen model, while Quokka-2 trains jointly.",
         ("quokka", "quokka-1", "quokka-2")),
        # a title "Vendor ACR" whose abstract defines the acronym: the acronym
        ("TorchX FSDP: Lessons from Sharding", "We describe TorchX Fully Sharded Data Parallel (FSDP), a solution for large models.",
         ("fsdp",)),
        # a method head noun stays in the name
        ("Faster Inference Using Leapfrog Decoding", "We introduce Leapfrog decoding, an exact parallel decoding algorithm.",
         ("leapfrog-decoding",)),
        ("QuickGen: Text Generation", "QuickGen employs Adaptive BlockMerge, a novel composition strategy.",
         ("quickgen", "adaptive-blockmerge")),
        # the name before the comma; the acronym belongs to the description
        ("Vireo of Experts", "We introduce Vireo 4x9B, a Sparse Mixture of Experts (SMoE) language model.", ("vireo-4x9b",)),
        # "X proposes Y" and "which we name Y" add more names
        ("Kestrel: Serving Adapters", "We present Kestrel, a system. To cut fragmentation, Kestrel proposes Shared Paging, "
         "which uses one memory pool.", ("kestrel", "shared-paging")),
        ("HeronTune: Cheap Finetuning", "We present HeronTune. Our best model family, which we name Heron, beats the rest.",
         ("herontune", "heron")),
    ],
)
def test_proposed_systems(title, abstract, proposes):
    facts = extract_paper(Paper(key="p", title=title, abstract=abstract))
    assert facts.proposes == proposes
    assert {e.id for e in facts.entities} >= set(proposes)
