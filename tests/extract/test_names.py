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
        # an acronym of a lowercase generic term is no name; the system named next is
        ("Serving Long Inputs", "We propose a new batching paradigm, elastic token batching (ETB), to absorb bursts. "
         "Based on ETB, we build Corvina, a serving system.", ("corvina",)),
        ("Wren: A Sparse Accelerator", "Wren achieves this with a proposed mapping, called column stationary (CS), on chip.",
         ("wren",)),
        # "a Name (ACR)": a hyphenated acronym of a capitalised name is the name
        ("Scaling Speech with Sparse Layers", "We present an Audio MoE (A-MoE), a sparse version of an audio encoder.",
         ("a-moe",)),
        # "N things, X and Y": every name of the apposition
        ("JAX 5: Faster Compilation", "This paper introduces two additions to a popular array library, TraceKit and FuseKit, "
         "which compile programs ahead of time.", ("jax-5", "tracekit", "fusekit")),
        ("Three Frameworks Compared", "This paper presents a comparison of three frameworks, GridTune, CostNet and RunFast.", ()),
        # "novel parts such as X": the paper's own named parts, never others' work
        ("Lynx: Structured Generation", "The runtime speeds up decoding with novel optimizations such as SpanCache for "
         "prefix reuse.", ("lynx", "spancache")),
        ("Lynx: Structured Generation", "Earlier systems introduced novel caches such as SpanCache, related work shows.", ("lynx",)),
        # a lowercase-led CamelCase name in "X, a new ..."
        ("Lynx: Kernel Generation", "At the core of Lynx is qTile, a new tile abstraction.", ("lynx", "qtile")),
        ("Prune & Merge: Faster Token Reduction", "We reduce tokens in vision transformers.", ("prune-merge",)),
        # a naming word makes a class word a name: the device the paper describes
        ("Inside a Datacenter Accelerator", "This paper evaluates a custom ASIC, called a Neural Processing Unit (NPU), used "
         "in production since 2019.", ("npu",)),
    ],
)
def test_proposed_systems(title, abstract, proposes):
    facts = extract_paper(Paper(key="p", title=title, abstract=abstract))
    assert facts.proposes == proposes
    assert {e.id for e in facts.entities} >= set(proposes)
