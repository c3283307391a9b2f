"""The systems a paper proposes and the baselines it names, end to end (invented abstracts): the rules of
:mod:`paperkg.extract.components` over the names of :mod:`paperkg.extract.names`.
"""

from __future__ import annotations

import pytest

from tests.extract.claim_rows import baselines, facts


NAMELESS = "Shrinking Language Models Under Tight Memory Budgets"


def test_mps_alone_needs_a_gpu_sharing_context():
    # "MPS" without NVIDIA/CUDA around it is not the multi-process service
    f = facts("We present Quill. On a laptop, Quill runs 2x faster than the MPS backend of a deep learning library.")
    assert "nvidia-mps" not in f.baselines


def test_compared_names_are_baselines_without_a_number():
    f = facts("We present Quill, a planner. We compare Quill against two mature engines, Zorblax and Orca-X, "
              "on a wide set of workloads. Quill is up to 3x faster.")
    assert set(f.baselines) == {"zorblax", "orca-x"}


def test_a_compared_device_is_not_a_system_baseline():
    f = facts("We present Quill, a planner. We compare Quill against Zorblax and an NVIDIA A100 GPU on ten tasks.")
    assert set(f.baselines) == {"zorblax"}


def test_a_generic_field_acronym_is_not_a_baseline():
    f = facts("Swarm learning (SL) trains models across phones, and federated learning (FL) keeps data local. "
              "We present Quill. Asynchronous FL in Quill converges 4x faster than synchronous FL.")
    assert "fl" not in f.baselines


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


def test_long_form_beside_its_acronym_keeps_the_short_name():
    f = facts("We introduce a new layout called Zig-Zag Tiling (ZZT) that packs tiles densely. ZZT cuts padding by 40%.",
              title="Quill: Dense Packing via Zig-Zag Tiling")
    assert "zzt" in f.proposes and "zig-zag-tiling" not in f.proposes


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
    "abstract, parts",
    [
        # short names that spell the long form's initials
        ("We present Quill, a scheduler for agent programs. It adds two placement policies: Round Budget Planning "
         "(RBP) for short programs, and Graph-Aware Budget Planning (GABP) for branching ones.", {"rbp", "gabp"}),
        # short names that do not (the parenthesis defines them all the same)
        ("We present Quill, a recovery service. Quill consists of three modules: the Node Health Watcher Service "
         "(NHW), the Job Relaunch Controller (JRX), and the Snapshot Offload Engine (SOE).", {"nhw", "jrx", "soe"}),
        # "including" in place of the colon
        ("We present Quill, a quantizer. Quill comprises two learned parts including Soft Range Clamping (SRC) and "
         "Learned Scale Shifting (LSS).", {"src", "lss"}),
    ],
)
def test_counted_list_of_defined_parts(abstract, parts):
    assert {"quill"} | parts <= set(facts(abstract).proposes)


@pytest.mark.parametrize(
    "abstract",
    [
        # the count and the parentheses disagree
        "We present Quill. Quill consists of three modules: the Node Health Watcher (NHW) and a relaunch step.",
        # a comparison lists someone else's systems
        "We present Quill. Quill beats two systems: Orca Serve (OS) and Brisk Engine (BE) by 2.7x.",
        # a sentence about someone else's work
        "We present Quill. Earlier fleets used two modules: Node Health Watcher (NHW) and Job Relaunch Controller (JRC).",
    ],
)
def test_counted_list_needs_our_sentence_and_matching_count(abstract):
    got = set(facts(abstract).proposes)
    assert not got & {"nhw", "os", "be", "jrc"}


def test_counted_list_of_apposed_names():
    f = facts("We present Quill, a framework for sparse training. Within Quill we built two engines for sparse "
              "tasks: Quill Sync, a lock-free update loop, and Brisk, an adaptive batch planner. Quill trains 2.7x "
              "larger models.")
    assert {"quill", "quill-sync", "brisk"} <= set(f.proposes)


@pytest.mark.parametrize(
    "abstract",
    [
        # the count and the names disagree
        "We present Quill. Within Quill we built three engines: Quill Sync, a loop, and Brisk, a planner.",
        # a name written in lowercase elsewhere is a common word
        "We present Quill. Within Quill we built two engines: Quill Sync, a loop, and Brisk, a planner. Each brisk "
        "step is short.",
        # someone else's list
        "We present Quill. Earlier fleets used two engines: Orca Sync, a loop, and Brisk, a planner.",
    ],
)
def test_counted_apposed_list_needs_matching_count_and_our_sentence(abstract):
    assert "brisk" not in set(facts(abstract).proposes)


@pytest.mark.parametrize(
    "title, abstract, expected, dropped",
    [
        # a company word before a coded product name in the title: the abstract names it without the company
        ("Alibaba QX-9: A Fabric for Training Clusters", "We present QX-9, a two-tier fabric. QX-9 cuts job time "
         "by 2.7x.", "qx-9", "alibaba-qx-9"),
        # a plain word after the company is the name only with it
        ("Google Vizor: A Tuning Service", "We present Google Vizor, a tuning service. Vizor runs at scale.",
         "google-vizor", "vizor"),
    ],
)
def test_company_word_before_a_title_name(title, abstract, expected, dropped):
    got = set(facts(abstract, title=title).proposes)
    assert expected in got and dropped not in got


def test_our_earlier_work_is_not_the_contribution():
    f = facts("Kernels are slow. Our earlier work, QuillKernel, fused 8-bit products into one pass and ran 2x faster "
              "than Orca-X. In this paper we propose QuillKernel3, which uses 4-bit products.",
              title="QuillKernel3: Faster Fused Kernels")
    assert "quillkernel3" in f.proposes and "quillkernel" not in f.proposes


def test_proposed_name_is_not_the_device_it_shares_a_name_with():
    f = facts("We propose Trillium, a sandbox for accelerator kernels. Trillium runs on NVIDIA GPUs with 9% overhead.",
              title="Trillium: Sandboxed Kernels for Shared Accelerators")
    assert "trillium" in f.proposes
    assert f.hardware == ("nvidia-gpu",)


@pytest.mark.parametrize(
    "abstract, name",
    [
        ("This paper introduces rolling patch attention (RPA) to cut the cost of long video models. RPA is fast.", "rpa"),
        ("We propose staggered gradient folding (SGF), which halves the memory of fine-tuning.", "sgf"),
    ],
)
def test_lowercase_definition_as_the_whole_object_is_a_name(abstract, name):
    assert name in facts(abstract, title="Faster Training of Long Video Models").proposes


@pytest.mark.parametrize(
    "abstract",
    [
        # a defined term inside a description ("a new paradigm, ...")
        "We propose a new paradigm, elastic batching (EB), for serving many adapters.",
        # the definition modifies a noun
        "We propose rolling patch attention (RPA) based scheduling for video models.",
        # a known term is nobody's new name
        "We introduce tensor parallelism (TP) to the planner for large models.",
        "We introduce large language models (LLMs) to compiler testing.",
    ],
)
def test_lowercase_definition_elsewhere_stays_generic(abstract):
    f = facts(abstract, title="Faster Training of Long Video Models")
    assert not {"eb", "rpa", "tp", "llms"} & set(f.proposes)


def test_hyphenated_pytorch_ddp_is_its_own_baseline():
    assert baselines("Quill trains 1.4x faster than PyTorch-DDP on eight nodes.") == ("pytorch-ddp",)


@pytest.mark.parametrize(
    "sentence",
    [
        "Then we define a metric called Span Weight (SW) to rank the blocks of a model.",
        "To compare plans, it uses a stability measure termed Route Stability Index (RSI).",
    ],
)
def test_a_named_metric_is_not_a_system(sentence):
    f = facts("We present Quill, a pruner for language models. " + sentence)
    assert f.proposes == ("quill",)


def test_a_named_method_after_called_stays_a_system():
    f = facts("We present Quill, a pruner. Quill uses a new method called Span Weight Pruning (SWP) to drop blocks.")
    assert "swp" in f.proposes


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We present Quill, a fast planner for shared racks, and CorpusNine, a public corpus of rack traces.",
         ("quill", "corpusnine")),
        ("Here we report Quill, a trainable copy of Orca-X, and TraceBank2, the largest open set of traces.",
         ("quill", "tracebank2")),
        # a known system in the second slot is someone else's
        ("We present Quill, a planner built on top of a runtime, and DeepSpeed, a popular library.", ("quill",)),
        # a second clause of its own
        ("We present Quill, a planner; we test it on racks, and CorpusNine, a set of traces.", ("quill",)),
    ],
)
def test_second_apposed_name_of_the_object(abstract, proposes):
    assert facts(abstract).proposes == proposes


def test_title_name_with_its_article():
    f = facts("We introduce The QRX Kernel Smith, an agentic framework that rewrites slow operators. "
              "The QRX Kernel Smith is 1.8x faster than Orca-X on ten tasks.",
              title="The QRX Kernel Smith: Agentic Operator Rewriting")
    assert f.proposes == ("the-qrx-kernel-smith",)


def test_title_head_with_an_article_the_abstract_never_writes_is_not_the_name():
    f = facts("We present QuillC, a compiler for ragged tensors. QuillC is 1.5x faster than Orca-X.",
              title="The QuillC Ragged Compiler: Compiling Ragged Tensors")
    assert f.proposes == ("quillc",)


@pytest.mark.parametrize(
    "abstract, name",
    [
        ("In this paper, we introduce Jacobi Decoding, an exact sampler that fills many positions per step.", "jacobi-decoding"),
        ("We propose a small change to Orca-X, which we call Windowed Attention, to skip far tokens.", "windowed-attention"),
    ],
)
def test_a_capitalised_technique_name_the_paper_proposes_is_its_system(abstract, name):
    assert name in facts(abstract, title="Faster Sampling for Long Prompts").proposes


@pytest.mark.parametrize(
    "abstract",
    [
        "In this paper, we introduce jacobi decoding to a new serving stack for long prompts.",
        "We present a planner that adds Jacobi decoding to serving engines for long prompts.",
    ],
)
def test_a_technique_in_lowercase_or_as_an_acronym_stays_a_technique(abstract):
    assert facts(abstract, title="Faster Sampling for Long Prompts").proposes == ()


@pytest.mark.parametrize(
    "abstract",
    [
        "Quill is on par with CorvexKit's speedup.",
        "Quill beats CorvexKit's throughput by 2x.",
        "Quill reaches 1.2x over FP16, running on par with or surpassing CorvexKit\u2019s speedup.",
    ],
)
def test_a_possessive_measure_names_its_owner_as_the_baseline(abstract):
    assert facts(abstract).baselines == ("corvexkit",)


def test_an_owner_of_named_or_other_things_keeps_its_reading():
    # the possessive rule is only for measures; an owner's kernels stay as before
    assert "corvexkit-s-speedup" not in facts("Quill outperforms CorvexKit's kernels by 2x.").baselines


@pytest.mark.parametrize(
    "abstract, name",
    [
        ("We split each batch into chunks. We call the method Shard Relay (ShardRelay).", "shardrelay"),
        ("Our codec, called LumoPack, packs weights into two bits.", "lumopack"),
        ("We evaluate our prototype, named Brisko, on two clusters.", "brisko"),
    ],
)
def test_naming_phrases_give_the_proposed_name(abstract, name):
    assert facts(abstract, NAMELESS).proposes == (name,)


def test_a_word_before_a_kind_after_an_article_is_no_name():
    abstract = "Model pruning (MP) is a common technique. Here we propose a MP approach that keeps accuracy."
    assert facts(abstract, NAMELESS).proposes == ()


@pytest.mark.parametrize("title", [NAMELESS, "Quill: Distilling Retrieval Models"])
def test_the_resulting_dataset_named_between_commas_is_proposed(title):
    abstract = "We relabel the pairs with a teacher. The resulting synthetic corpus, WebQuill-Mini, holds 4M pairs."
    assert "webquill-mini" in facts(abstract, title).proposes


def test_a_resulting_measure_is_no_name():
    abstract = "We relabel the pairs with a teacher. The resulting dataset, however, stays small."
    assert facts(abstract, NAMELESS).proposes == ()


def test_a_title_case_title_head_written_mid_sentence_is_the_proposed_name():
    abstract = "Harbor Bench offers a platform to train policies on one GPU. Policies trained with Harbor Bench transfer well."
    assert facts(abstract, "Harbor Bench: Fast Physics Simulation for Robots").proposes == ("harbor-bench",)


@pytest.mark.parametrize(
    "abstract",
    [
        "Harbor Bench offers a platform. Policies train fast.",  # never mid-sentence
        "Harbor Bench offers a platform. Policies run on a harbor bench.",  # written in lowercase too
    ],
)
def test_a_title_case_head_without_that_evidence_stays_unnamed(abstract):
    assert facts(abstract, "Harbor Bench: Fast Physics Simulation for Robots").proposes == ()
