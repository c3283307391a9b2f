"""Which names a paper proposes (sentences written for these tests)."""

from __future__ import annotations

import pytest

from paperkg.extract import extract_paper
from paperkg.model import Paper


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        ("Fast Attention for Long Prompts", "In this paper we present Kestrel, a runtime for long-context inference.", ("kestrel",)),
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
        ("Faster Inference Using Leapfrog Decoding", "We introduce Leapfrog decoding, a lossless speculative decoding scheme.",
         ("leapfrog-decoding",)),
        ("QuickGen: Text Generation", "QuickGen employs Adaptive BlockMerge, a novel composition strategy.",
         ("quickgen", "adaptive-blockmerge")),
        # the name before the comma; the acronym belongs to the description
        ("Vireo of Experts", "We introduce Vireo 4x9B, a Gated Mixture of Experts (GMoE) language model.", ("vireo-4x9b",)),
        # "X proposes Y" and "which we name Y" add more names
        ("Kestrel: Serving Adapters", "We present Kestrel, a system. To cut fragmentation, Kestrel proposes Shared Paging, "
         "which uses one memory pool.", ("kestrel", "shared-paging")),
        ("HeronTune: Cheap Finetuning", "We present HeronTune. Our strongest model line, which we name Heron, beats the rest.",
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
        ("Inside a Datacenter Accelerator", "This paper studies an in-house ASIC, called a Neural Processing Unit (NPU), used "
         "in production since 2019.", ("npu",)),
    ],
)
def test_proposed_systems(title, abstract, proposes):
    facts = extract_paper(Paper(key="p", title=title, abstract=abstract))
    assert facts.proposes == proposes
    assert {e.id for e in facts.entities} >= set(proposes)


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # secondary parts named in apposition, in a sentence about the paper's own system
        ("Kestrel: Prompt Scheduling", "We propose Kestrel, a serving platform. Kestrel uses a distributed routing "
         "algorithm, R7, that balances load.", ("kestrel", "r7")),
        ("Kestrel: Batch Inference", "We propose Kestrel, an inference system. Kestrel introduces a novel CPU-GPU "
         "overlap schedule, LoomPipe, with paged weights, and a cost model, HRX, based on rooflines.",
         ("kestrel", "loompipe", "hrx")),
        ("Kestrel: Cheap RLHF", "This paper introduces Kestrel, a novel system. For example, its Fused Engine, "
         "Kestrel-FE, can train a 13B model in 9 hours.", ("kestrel", "kestrel-fe")),
        # names right after "It/Name introduces", a list of them
        ("Kestrel: Inference at Wafer Scale", "We introduce Kestrel, a wafer-scale system. It also introduces "
         "TileGEMM and TileGEMV, the first kernels for meshes.", ("kestrel", "tilegemm", "tilegemv")),
        ("Kestrel: Inference at Wafer Scale", "We introduce Kestrel, a wafer-scale system. Kestrel is guided by a "
         "novel QTRM model of the chip.", ("kestrel", "qtrm")),
        # parts named in parentheses after a description, and used again
        ("Kestrel: Tiny Learning", "We propose Kestrel, which designs the compact search space (NanoSearch) and the "
         "small runtime (NanoRun). NanoSearch prunes layers. NanoRun plans memory.", ("kestrel", "nanosearch", "nanorun")),
        # a capitalised phrase introduced by the system and used again as a subject
        ("Kestrel: Unified Training", "We present Kestrel, a training architecture. It introduces a Gradient Pool "
         "abstraction for summing gradients. Gradient Pool runs on spare CPUs.", ("kestrel", "gradient-pool")),
        # a hyphenated sibling of the proposed name
        ("Kestrel-Chat: Easy RLHF", "This paper introduces Kestrel-Chat, a novel system. Kestrel-Chat offers a "
         "Kestrel-Align pipeline that mirrors the usual recipe.", ("kestrel-chat", "kestrel-align")),
        # near misses: others' products, comparisons, evaluation settings, acronyms defined before
        ("Kestrel: Prompt Scheduling", "We propose Kestrel, a serving platform. Kestrel outperforms a state-of-the-art "
         "system, FooServe, by 2x.", ("kestrel",)),
        ("Kestrel: Prompt Scheduling", "We propose Kestrel, a serving platform. We build Kestrel on a serving engine, "
         "FooServe, and a cache, BarCache.", ("kestrel",)),
        ("Kestrel: Prompt Scheduling", "We propose Kestrel, a serving platform. Prior work uses a routing algorithm, "
         "R7, that balances load.", ("kestrel",)),
        ("Kestrel: Patch Parallelism", "Patch Parallelism (PP) splits images. We propose Kestrel. Kestrel develops PP "
         "to cut traffic.", ("kestrel",)),
        ("Kestrel: Experts", "We propose Kestrel, a novel EP algorithm for skewed experts.", ("kestrel",)),
        ("Kestrel: Tiny Learning", "We propose Kestrel, which reuses the compact search space (NanoSearch) once.",
         ("kestrel",)),
        ("Kestrel: Unified Training", "We present Kestrel. It introduces a Gradient Pool abstraction for sums.",
         ("kestrel",)),
        ("Kestrel: Prompt Scheduling", "We propose Kestrel. We evaluate Kestrel on a production trace, AzureConv, "
         "and a dataset, ChatLog.", ("kestrel",)),
        ("Kestrel: Cheap Tuning", "We propose Kestrel. We fine-tune the small model (FooLM-7B) with it. FooLM-7B "
         "improves.", ("kestrel",)),
        ("Kestrel: Cheap Tuning", "We propose Kestrel. Kestrel tunes the base model (FooLM-7B) cheaply. FooLM-7B "
         "improves.", ("kestrel",)),
    ],
)
def test_secondary_names(title, abstract, proposes):
    facts = extract_paper(Paper(key="p", title=title, abstract=abstract))
    assert facts.proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # a plain capitalised name at the end of a title, built by the paper and used as a subject
        ("Faster Expert Training with Marlin", "Experts are slow. We design and build Marlin to fix the all-to-all. "
         "Marlin schedules transfers.", ("marlin",)),
        ("Scaling Retrieval using Osprey", "Retrieval is slow. In this paper we present Osprey for sharded indexes. "
         "Osprey is 2x faster than a flat index.", ("osprey",)),
        ("Faster Expert Training with Marlin", "Marlin is a popular optimizer. Marlin converges fast.", ()),
        # "Project Name": the bare name the abstract uses
        ("A Cloud-Scale Processor for Fast AI", "This paper describes the processor for Project Heron, a production "
         "system. The Heron NPU is fast.", ("heron",)),
        ("A Cloud-Scale Processor for Fast AI", "This paper describes the processor for Project Heron, a production "
         "system.", ()),
        # a title that opens with the long form of an acronym the paper develops
        ("Sparse Routing Network for Fast Search", "In this work, we develop a sparse routing network (SRN) for it. "
         "SRN is fast.", ("srn",)),
        ("Fast Search with Sparse Routing", "In this work, we develop a sparse routing network (SRN). SRN is fast.", ()),
        # "our proposed <title head> system"
        ("Pre-sorted MoE: Fast Experts", "Experts are slow. Our proposed Pre-sorted MoE system sorts them.",
         ("pre-sorted-moe",)),
        ("Pre-sorted MoE: Fast Experts", "Experts are slow. Pre-sorted MoE sorts them.", ()),
        # a lowercase dotted name in apposition
        ("np.flow: Streaming Arrays", "We present np.flow, a library for streaming arrays.", ("np.flow",)),
        ("Streaming Arrays", "We present np.flow to users of streams.", ()),
        # a release number the abstract never uses is not part of the name; a variant digit is
        ("KestrelNet 1.0: Sparse Prefill", "We introduce KestrelNet, a sparse method.", ("kestrelnet",)),
        ("KestrelNet v2.1: Sparse Prefill", "To fill fast, we introduce KestrelNet, a sparse method.", ("kestrelnet",)),
        ("KestrelNet 2.1: Sparse Prefill", "KestrelNet 2.1 improves on KestrelNet.", ("kestrelnet-2.1",)),
        ("KestrelNet-3: Sparse Prefill", "We introduce KestrelNet-3, a sparse method.", ("kestrelnet-3",)),
    ],
)
def test_title_names_without_a_prefix(title, abstract, proposes):
    facts = extract_paper(Paper(key="p", title=title, abstract=abstract))
    assert facts.proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # a second capitalised word after "we call" belongs to the name
        ("Faster Causal Attention", "We propose an extension to blockwise attention, which we call Braided Attention, "
         "to fix the imbalance.", ("braided-attention",)),
        ("Faster Causal Attention", "We add a scheduler, which we call Quill, to fix the imbalance.", ("quill",)),
        ("Faster Causal Attention", "We call the scheduler Once In a while.", ()),
        # the acronym of a task or field is no system, however it is capitalised
        ("Towards Cheaper Expert Inference", "We profile two tasks, namely Speech Recognition (SR) and Machine "
         "Translation (MT), and find their bottlenecks.", ()),
        ("Towards Cheaper Expert Inference", "We study expert models on Question Answering (QA) and find two bottlenecks.",
         ()),
        ("Towards Cheaper Expert Inference", "We propose a method, namely Adaptive Prefix Routing (APR), for experts.",
         ("apr",)),
        # coordinated proposal verbs: the name follows the last one
        ("Elastic Cluster Scheduling", "Jobs wait too long. We design and implement Kestrel, a scheduler for clusters.",
         ("kestrel",)),
        ("Elastic Cluster Scheduling", "Jobs wait too long. We design, build, and evaluate Kestrel, an elastic scheduler.",
         ("kestrel",)),
        ("Elastic Cluster Scheduling", "Jobs wait too long. We design and evaluate a new elastic scheduler.", ()),
        # a name in apposition late in the object of a proposal verb
        ("Removing Input Stalls", "Stalls are common. We design and implement three techniques in a data-loading "
         "library, FlowLoad, to mitigate stalls.", ("flowload",)),
        ("Removing Input Stalls", "Stalls are common. We build two caches into a new input pipeline, FlowFeed, for "
         "training.", ("flowfeed",)),
        ("Removing Input Stalls", "Stalls are common. We implement our techniques in a popular framework, FooTorch, "
         "and show large gains.", ()),
        ("Removing Input Stalls", "Stalls are common. We build our cache on a widely used engine, FooServe, to cut "
         "stalls.", ()),
        # a made-up name in parentheses after a short description of what the paper builds
        ("Compressed Embedding Tables", "Tables are large. We design and build fused kernels (TT-Gather) to "
         "evaluate the design.", ("tt-gather",)),
        ("Compressed Embedding Tables", "Tables are large. We propose a lightweight lookup scheduler (LookSched) that "
         "adapts to load.", ("looksched",)),
        ("Compressed Embedding Tables", "Tables are large. We build our kernels on a popular library (FooBLAS) for "
         "speed.", ()),
        ("Compressed Embedding Tables", "Tables are large. We develop a key-value (KV) store for them.", ()),
        ("Compressed Embedding Tables", "Tables are large. We propose a novel embedding layer (NEL) for them.", ()),
    ],
)
def test_names_in_less_common_positions(title, abstract, proposes):
    facts = extract_paper(Paper(key="p", title=title, abstract=abstract))
    assert facts.proposes == proposes


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We present Kestrel, a serving system. Our admission policy, QuotaGate, admits jobs by priority.",
         ("kestrel", "quotagate")),
        ("We present Kestrel, a serving system. Our approach, Kestrel, admits jobs by priority.", ("kestrel",)),
        ("We present Kestrel, a serving system. Our approach, however, is slower on small jobs.", ("kestrel",)),
    ],
)
def test_our_apposed_secondary_names(abstract, proposes):
    facts = extract_paper(Paper(key="p", title="Kestrel: Serving with Priorities", abstract=abstract))
    assert facts.proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # a title without a name: the paper's system is named only in "Our approach, X, ..."
        ("Scaling Gradient Aggregation with Programmable Switches",
         "Gradient exchange limits data-parallel training. Our approach, SwiftAgg, aggregates gradients in the switch "
         "and cuts the traffic of each worker.", ("swiftagg",)),
        ("Fair Admission for Shared Inference Clusters",
         "Shared clusters admit jobs unfairly. Our admission policy, QuotaGate, admits jobs by priority.",
         ("quotagate",)),
        # near misses: someone else's system, an aside, a name already found
        ("Scaling Gradient Aggregation with Programmable Switches",
         "Gradient exchange limits training. Our strongest baseline, FooNet, is slower on small jobs.", ()),
        ("Scaling Gradient Aggregation with Programmable Switches",
         "Gradient exchange limits training. Our approach, however, is slower on small jobs.", ()),
        ("Scaling Gradient Aggregation with Programmable Switches",
         "We present Kestrel, an aggregation service. Our approach, SwiftAgg, cuts the traffic.", ("kestrel", "swiftagg")),
    ],
)
def test_our_apposed_names_an_unnamed_papers_system(title, abstract, proposes):
    facts = extract_paper(Paper(key="p", title=title, abstract=abstract))
    assert facts.proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # "our <description>, Name," in the middle of a sentence, the name plain or made up
        ("Predictable Inference Serving from the Ground Up",
         "Tail latency hurts serving. We evaluate our implementation, Falcon, using production traces and show "
         "that Falcon meets tight targets.", ("falcon",)),
        ("Faster Inner-Product Search with Skewed Codebooks",
         "We develop new loss functions. On two benchmarks, our open-source library, QuickANN, answers twice as "
         "many queries per second.", ("quickann",)),
        ("Faster Inner-Product Search with Skewed Codebooks",
         "We develop new loss functions. Finally, we deploy our prototype service, Heronix, in two data centers.",
         ("heronix",)),
        # near misses: someone else's system described as ours, an aside, a lowercase word
        ("Faster Inner-Product Search with Skewed Codebooks",
         "We develop new loss functions. We compare against our strongest baseline, FooIndex, on two benchmarks.", ()),
        ("Faster Inner-Product Search with Skewed Codebooks",
         "We develop new loss functions. In our experiments, however, the gains shrink.", ()),
        ("Faster Inner-Product Search with Skewed Codebooks",
         "We develop new loss functions. We run our code, and it is fast.", ()),
    ],
)
def test_name_apposed_to_our_description_within_a_sentence(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # the title holds the long form (not at its start), the abstract defines the short name after it
        ("Using Two Frameworks to Train Kestrel-Heron LM 70B, a Large Multilingual Model",
         "We report how we trained the biggest open multilingual model, Kestrel-Heron LM 70B (KH-LM), "
         "with 70 billion parameters.", ("kh-lm",)),
        ("How We Trained QuokkaVision Net on Ten Thousand Chips",
         "In this note we describe the training of a vision backbone, QuokkaVision Net (QVN), on our cluster.",
         ("qvn",)),
        # near misses: a long form the title does not name, a task acronym
        ("How We Trained a Large Vision Backbone on Ten Thousand Chips",
         "In this note we describe the training of a vision backbone, QuokkaVision Net (QVN), on our cluster.", ()),
        ("How We Trained Large Models for Machine Translation",
         "In this paper we study Neural Machine Translation (NMT) at scale.", ()),
    ],
)
def test_short_name_defined_after_a_long_form_from_the_title(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # named parts of the paper's system introduced with a naming word
        ("Kestrel: Co-Designing Topology and Placement",
         "We propose Kestrel, a network fabric. Kestrel then uses a graph-inspired algorithm called HopPerms to "
         "find routes.", ("kestrel", "hopperms")),
        ("Kestrel: Co-Designing Topology and Placement",
         "We propose Kestrel, a network fabric. It relies on a greedy solver named RouteMix for placement.",
         ("kestrel", "routemix")),
        # two named algorithms, each with its own relative clause
        ("Kestrel: A Cluster Manager for Training Jobs",
         "We present Kestrel, a cluster manager. We propose two scheduling policies, Adaptive 2D-LAS, which uses "
         "partial information, and Blind FooQ, which needs none, that aim to cut queueing delays.",
         ("kestrel", "adaptive-2d-las", "blind-fooq")),
        ("Kestrel: A Cluster Manager for Training Jobs",
         "We present Kestrel, a cluster manager. We propose two schedulers, Greedy-LAS and Tiered-FIFO, to cut delays.",
         ("kestrel", "greedy-las", "tiered-fifo")),
        # near misses: a baseline given a name in a comparison, a standard method, a lowercase term, one list item
        ("Kestrel: Co-Designing Topology and Placement",
         "We propose Kestrel, a network fabric. Kestrel outperforms a scheduler called FooSched by 2x.", ("kestrel",)),
        ("Kestrel: Co-Designing Topology and Placement",
         "We propose Kestrel, a network fabric. Kestrel keeps the standard heuristic called FooSched.", ("kestrel",)),
        ("Kestrel: Co-Designing Topology and Placement",
         "We propose Kestrel, a network fabric. It uses a method called sampling.", ("kestrel",)),
        ("Kestrel: A Cluster Manager for Training Jobs",
         "We present Kestrel, a cluster manager. We propose two policies, one of which is blind, and the other, "
         "which is not, for placement.", ("kestrel",)),
    ],
)
def test_named_algorithms_the_paper_introduces(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # a title head the abstract coins in quotes, however it is cased there
        ("Lazy Merge: Faster Caches for Agents",
         'Agents repeat work. To fix this, we introduce "lazy merge", a two-step policy that cuts recomputation.',
         ("lazy-merge",)),
        ("Lazy Merge: Faster Caches for Agents",
         "Agents repeat work. To fix this, we introduce \u201cLazy Merge\u201d, a policy that cuts recomputation.",
         ("lazy-merge",)),
        # a title head the abstract writes only as a lowercase method phrase: no system name
        ("Just-In-Time Snapshots: Cheap Recovery from Training Failures",
         "Failures are frequent. We propose a new approach of just-in-time snapshots that recovers quickly.", ()),
        ("Lazy-Merge Caching: Faster Caches for Agents",
         "Agents repeat work. We propose lazy-merge caching, which cuts recomputation by 2x.", ()),
        # near misses: the head written with its capitals too, or with a made-up word
        ("Lazy-Merge Caching: Faster Caches for Agents",
         "Agents repeat work. We propose Lazy-Merge Caching; lazy-merge caching cuts recomputation.",
         ("lazy-merge-caching",)),
        ("PyKestrel Distributed: Experiences Scaling Training",
         "This paper presents the PyKestrel distributed module and its design.", ("pykestrel-distributed",)),
    ],
)
def test_title_heads_coined_in_quotes_or_written_as_phrases(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # the abstract names the system by a shorter form of the title head only
        ("HERON RL: Scalable Agents with Central Inference",
         "We present a scalable reinforcement learning agent called HERON (Highly Efficient RL). HERON is fast.",
         ("heron",)),
        ("KestrelX Serve: Fast Multi-Tenant Serving",
         "We present a serving engine called KestrelX. KestrelX cuts latency.", ("kestrelx",)),
        # near misses: the abstract also writes the whole head, or names something else
        ("KestrelX Serve: Fast Multi-Tenant Serving",
         "We present KestrelX Serve, a serving engine built on a planner called KestrelX.",
         ("kestrelx-serve", "kestrelx")),
        ("KestrelX Serve: Fast Multi-Tenant Serving",
         "We present a serving engine whose planner is called Heron.", ("kestrelx-serve", "heron")),
    ],
)
def test_title_head_superseded_by_the_abstracts_shorter_name(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # a capitalised long form with its acronym, in apposition to a description of the paper's own work
        ("Kestrel: Training on Microcontrollers",
         "We propose Kestrel, a co-design. The method is realized by a compact training runtime, Frugal Graph Executor "
         "(FGE), which folds the backward graph.", ("kestrel", "fge")),
        ("Heron: Graph Learning on GPUs",
         "Heron exposes an edge-centric programming model, Gather-Reduce-Scatter with Message Functions (GRS-MF), "
         "and schedules it on many GPUs.", ("heron", "grs-mf")),
        ("Heron: Graph Learning on GPUs",
         "We present Heron. Its planner is driven by a learned cost model, Adaptive Shard Estimator (ASE).", ("heron", "ase")),
        # near misses: someone else's thing, a setting, a comparison, a measure
        ("Heron: Graph Learning on GPUs",
         "We present Heron. It runs on a popular framework, Message Passing Interface (MPI), at scale.", ("heron",)),
        ("Heron: Graph Learning on GPUs",
         "We present Heron. Compared with a strong baseline system, Zero Redundancy Optimizer (ZRO), it is faster.",
         ("heron",)),
        ("Heron: Graph Learning on GPUs",
         "We present Heron. It reaches a low error, Mean Absolute Error (MAE), of 0.1.", ("heron",)),
    ],
)
def test_long_form_in_apposition_names_a_part(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # capitalised phrases as the whole object of a proposal verb, and a made-up name proposed in the passive
        ("Kestrel: Faster Protein Folding",
         "We present Kestrel, a fast implementation. We propose Elastic Ribbon Sharding and Lazy Halo Exchange to "
         "improve scaling. Moreover, TileFold is proposed to cut memory during inference.",
         ("kestrel", "elastic-ribbon-sharding", "lazy-halo-exchange", "tilefold")),
        ("Kestrel: Faster Protein Folding",
         "We present Kestrel, a fast implementation. We also introduce Streaming Block Caches for long inputs.",
         ("kestrel", "streaming-block-caches")),
        ("Kestrel: Faster Protein Folding",
         "We present Kestrel. In addition, ChunkPilot and RingSwap are introduced to balance the devices.",
         ("kestrel", "chunkpilot", "ringswap")),
        # near misses: a phrase the abstract also writes in lowercase, a field, a past-tense or contrasted proposal
        ("Kestrel: Faster Protein Folding",
         "We present Kestrel. We propose Sparse Refresh to skip layers; sparse refresh saves memory.", ("kestrel",)),
        ("Kestrel: Faster Protein Folding",
         "We present Kestrel. We propose Machine Translation models for it.", ("kestrel",)),
        ("Kestrel: Faster Protein Folding",
         "We present Kestrel. Earlier, FoldCache was proposed to cut memory.", ("kestrel",)),
        ("Kestrel: Faster Protein Folding",
         "We present Kestrel. FoldCache is proposed to cut memory, but it fails on long inputs.", ("kestrel",)),
    ],
)
def test_capitalised_objects_and_passive_proposals(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # "X-aware", "X-efficient", "X-friendly" describe a component, however X is written
        ("Kestrel: Fine-Tuning Many Adapters",
         "Kestrel introduces a novel LoRA-aware pipeline scheme, along with a new QLoRA-efficient operator.",
         ("kestrel",)),
        ("Kestrel: Fine-Tuning Many Adapters",
         "Kestrel introduces a novel MoE-friendly router and a new FlashAttn-centric kernel.", ("kestrel",)),
    ],
)
def test_hyphenated_adjectives_are_no_names(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


def baselines(abstract: str) -> tuple[str, ...]:
    return extract_paper(Paper(key="p", title="Kestrel: Fast Forecasts", abstract=abstract)).baselines


@pytest.mark.parametrize(
    "abstract",
    [
        "Kestrel matches the Ocean Model (OM), a Numerical Weather Prediction (NWP) model. Kestrel is 900 times faster "
        "than traditional NWP models.",
        "Kestrel is 40 times faster than classic CFD solvers for turbulent flows.",
        "Kestrel is 3 times more accurate than LSTM models on this task.",
    ],
)
def test_acronyms_of_fields_and_model_kinds_are_no_baselines(abstract):
    assert not {"nwp", "cfd", "lstm"} & set(baselines(abstract))


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # "Long Form, or ACR," after a proposal verb: the acronym is the name
        ("We propose Gated Tile Fusion, or GTF, which fuses tiles across layers.", ("gtf",)),
        # "which we call Long Form (ACR)": the acronym, not the long form cut at a kind word
        ("We train a sparse model, which we call Braided Expert Model (BEM).", ("bem",)),
        # "a <kind>, Name (Long Form)": a backronym in parentheses
        ("Our search discovers a simple optimizer, Kite (KInetic Trust Estimation).", ("kite",)),
        # near misses: no acronym of the long form; letters out of order; a compared baseline
        ("We propose Gated Tile Fusion, or fusion for short, which fuses tiles.", ("gated-tile-fusion",)),
        ("Our search discovers a simple optimizer, Kite (Gradient Trust Estimation).", ()),
        # "we call the resulting <kind> the Name"; "which we call the lowercase long form (ACR)", the acronym taking
        # more letters of a word than its initial
        ("We convert the dense layers to a compact format. We call the resulting layer the QZ-layer.", ("qz-layer",)),
        ("We stack residual blocks, which we call the cascading residual network (CARN).", ("carn",)),
        # near misses: "the" and a kind word are not a name; initials that the acronym does not hold in order
        ("We call the resulting layer the dense layer.", ()),
        ("We stack residual blocks, which we call the stacked block network (CARN).", ()),
    ],
)
def test_names_written_with_their_long_forms(abstract, expected):
    f = extract_paper(Paper(key="p", title="Searching Programs for Training", abstract=abstract))
    assert f.proposes == expected


@pytest.mark.parametrize(
    "title, abstract, expected",
    [
        # a title head that the abstract quotes in lowercase with an acronym: the acronym names it
        ("Selection via Proxy: Efficient Data Selection",
         'We evaluate this "selection via proxy" (SVP) approach on several datasets.', ("svp",)),
        # near miss: quoted without an acronym, the title's head
        ("Selection via Proxy: Efficient Data Selection", 'We evaluate this "selection via proxy" approach.',
         ("selection-via-proxy",)),
    ],
)
def test_a_quoted_title_head_with_an_acronym(title, abstract, expected):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == expected


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # known models implemented or deployed on a device: evaluated, not proposed
        ("Spatial Dataflow Acceleration for Transformer Inference on FPGAs",
         "We study dataflow accelerators. To validate the design, we have implemented BERT and GPT2 on an Alveo "
         "U280 FPGA device.", ()),
        ("Inference at the Edge with Tiny Kernels",
         "We present tiny kernels for phones. We deploy MobileNet and ResNet-50 on a Pixel 7 smartphone.", ()),
        # a new name implemented on a device is still proposed
        ("Fast Kernels for Mobile Inference",
         "We design and implement Quillnet on commodity smartphones.", ("quillnet",)),
    ],
)
def test_known_models_put_on_a_device_are_not_proposed(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("Modern CPUs hold a rare gem, Single-Instruction-Multiple-Data (SIMD) registers, which allow fast lookups. "
         "We propose Quillattn, an attention kernel.", ("quillattn",)),
        ("Accelerators pair compute with stacked memory, High Bandwidth Memory (HBM) stacks, for bandwidth. "
         "We propose Quillmem, a memory planner.", ("quillmem",)),
    ],
)
def test_long_forms_of_generic_acronyms_are_not_names(abstract, proposes):
    assert extract_paper(Paper(key="p", title="Fast Kernels", abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We present a sequence of improvements. For the largest data set, our system SALIENT achieves a speedup of 3x "
         "over a standard PyG implementation.", ("salient",)),
        ("We study sparse training. Experiments show that our prototype QuillKV reduces memory by 2x.", ("quillkv",)),
        # a known system after "our system" is someone else's, and a plain word is no name
        ("We study serving. In our setup, our system vLLM runs on one GPU.", ()),
        ("We study serving. Our system first profiles the model.", ()),
    ],
)
def test_names_right_after_our_kind(abstract, proposes):
    assert extract_paper(Paper(key="p", title="Fast Graph Learning at Scale", abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # "Name, a recent method, ...": prior work the title builds on, not the paper's own
        ("GaLore, a recent method, reduces memory by projecting gradients. We introduce Q-GaLore, a novel approach.",
         ("q-galore",)),
        # near miss: "Name, a novel ..." opening a sentence is still the paper's own
        ("GaLore, a novel method, reduces memory by projecting gradients.", ("q-galore", "galore")),
    ],
)
def test_a_sentence_opening_with_prior_work_in_apposition(abstract, expected):
    assert extract_paper(Paper(key="p", title="Q-GaLore: Quantized GaLore with INT4 Projection",
                               abstract=abstract)).proposes == expected


@pytest.mark.parametrize(
    "title, abstract, expected",
    [
        # a known name with its article in the title, then "the Pile" in the abstract: one name
        ("The Pile: An 800GB Dataset of Diverse Text", "We present the Pile: an English text corpus. The Pile is built from 22 subsets.",
         ("the-pile",)),
        # the plural of an acronym the abstract proposes names one kind of model
        ("Spherical Fourier Neural Operators: Stable Dynamics on the Sphere",
         "We introduce SFNOs, a family of operators on the sphere. We apply SFNOs to forecasting.", ("sfno",)),
        # near miss: a title's own plural name stays as written
        ("CLLMs: Consistency Large Language Models", "We present CLLMs, models refined for Jacobi decoding.", ("cllms",)),
    ],
)
def test_articles_and_plural_acronyms_in_proposed_names(title, abstract, expected):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == expected


@pytest.mark.parametrize(
    "title, abstract, expected",
    [
        # a plain capitalised word in apposition to the paper's own description is its name
        ("Learning in situ: a randomized experiment in video streaming",
         "We ran a randomized trial. Our platform, Zephyr, hosts the experiment.", ("zephyr",)),
        ("Efficient Neural Audio Synthesis",
         "Finally, we propose a new generation scheme based on subscaling, Subscale QuillRNN, that generates 16 samples "
         "per step.", ("subscale-quillrnn",)),
        # near miss: a plain word in apposition to someone else's work is not the paper's
        ("Quill: Fast Serving", "We build on a popular framework, Zephyr, and propose Quill.", ("quill",)),
        # a digit before the "s" makes a variant, not a plural
        ("FastSpeech 2: Fast Text to Speech", "We propose FastSpeech 2. We further design FastSpeech 2s, the first "
         "attempt to generate waveforms directly.", ("fastspeech-2", "fastspeech-2s")),
        # counted parts whose descriptions are relative clauses, after a sentence opening with the title name's head
        ("cuQuill SDK: A Library for Quantum Science", "We present the cuQuill SDK. cuQuill consists of two libraries: "
         "cuStateQ, which simulates state vectors, and cuNetQ, which contracts tensor networks.",
         ("cuquill-sdk", "custateq", "cunetq")),
    ],
)
def test_plain_names_variants_and_parts_by_position(title, abstract, expected):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == expected


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # a known system the title ends with is the platform when the abstract names a system of its own
        ("Portable Serving on Small Devices with DeepSpeed",
         "We present Kestrel, a scheduler for edge devices. Kestrel is 2x faster than prior schedulers.", ("kestrel",)),
        ("Low-Precision Inference with TensorRT",
         "We present Brisket, a calibration tool for int4 models. Brisket is 2x faster than prior tools.", ("brisket",)),
        # near miss: with no name of its own, the known system of the title is the paper's (an engineering report)
        ("Efficient Training on GPU Clusters Using JAX", "We show how to train models with JAX on thousands of GPUs.",
         ("jax",)),
        # a known system opening a background sentence "X, a ...", beside the title's own name, is the platform
        ("Kestrel: Unleashing the Power of PyTorch for Serving",
         "PyTorch, a modern deep learning framework that runs models eagerly, is slow. We present Kestrel, a compiler "
         "built on it.", ("kestrel",)),
        ("Kestrel: Making the Most of DeepSpeed on Small Clusters",
         "DeepSpeed, an optimization library that shards model states, is hard to tune. We present Kestrel, a tuner for it.",
         ("kestrel",)),
    ],
)
def test_a_known_system_beside_the_papers_own_name(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes


@pytest.mark.parametrize(
    "title, abstract, proposes",
    [
        # a title head opening with a descriptive compound names a topic, unless the abstract writes it as a name
        ("GPU-Accelerated Graph Sampling: Fast and Updatable",
         "We present Kestrel, a GPU-native sampler. Current GPU-accelerated graph sampling systems fall short.", ("kestrel",)),
        ("Hardware-Aware Sparse Attention: A Study of Kernels", "We study how sparse attention kernels map to GPUs.", ()),
        # near miss: a head the abstract writes as in the title is a name
        ("Cache-Aware ZorbKV: Fast Lookups", "We present Cache-Aware ZorbKV, a store that is 2x faster than Fenwick.",
         ("cache-aware-zorbkv",)),
    ],
)
def test_a_descriptive_title_head_is_no_name(title, abstract, proposes):
    assert extract_paper(Paper(key="p", title=title, abstract=abstract)).proposes == proposes
