"""Comparisons end to end through the spaCy pipeline (sentences written for these tests)."""

from __future__ import annotations

import random
import re

import pytest

from paperkg.extract import IMPLICIT_BASELINE, comparisons, extract_paper
from paperkg.model import Paper

TITLE = "Quill: Fast Serving for Large Models"


def facts(abstract: str, title: str = TITLE):
    return extract_paper(Paper(key="p", title=title, abstract=abstract))


def row(c):
    return (c.baseline or c.baseline_text, c.value, c.value_max, c.unit, c.qualifier, c.metric, c.direction)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # named baselines from the vocabulary, filler stripped
        ("We present Quill. Quill achieves up to 2.3× higher throughput than vLLM.",
         [("vllm", 2.3, None, "x", "up to", "throughput", "better")]),
        ("We present Quill. Quill is 1.6x faster than the heavily tuned cuDNN convolution kernels.",
         [("cudnn", 1.6, None, "x", None, "speedup", "better")]),
        ("We present Quill. It reduces p99 latency by 38% compared to SGLang.",
         [("sglang", 38.0, None, "%", None, "latency", "better")]),
        # aliases resolve to one id
        ("We present Quill. Quill outperforms FA3 by 1.2× on long sequences.",
         [("flashattention-3", 1.2, None, "x", None, "speedup", "better")]),
        # names no vocabulary knows
        ("We present Quill. Quill cuts memory use by 3.1x over ZipServe.",
         [("zipserve", 3.1, None, "x", None, "memory", "better")]),
        ("We present Quill. Quill beats HydraKV-2 by 17% in goodput.",
         [("hydrakv-2", 17.0, None, "%", None, "throughput", "better")]),
        # generic, unnamed baselines stay text
        ("We present Quill. Quill delivers 4.2× lower cost than existing serving frameworks.",
         [("existing serving frameworks", 4.2, None, "x", None, "cost", "better")]),
        # ranges and qualifiers
        ("We present Quill. Quill lowers energy by 1.3-2.7x relative to TensorRT-LLM.",
         [("tensorrt-llm", 1.3, 2.7, "x", None, "energy", "better")]),
        ("We present Quill. On average, Quill attains 1.45× speedup over DeepSpeed.",
         [("deepspeed", 1.45, None, "x", "average", "speedup", "better")]),
        # parity and worse
        ("We present Quill. Quill matches the accuracy of Llama 3 while using half the memory.",
         [("llama-3", None, None, None, None, "accuracy", "parity")]),
        ("We present Quill. Quill adds a 4% latency overhead compared to vLLM.",
         [("vllm", 4.0, None, "%", None, "latency", "worse")]),
        # no number, explicit comparison
        ("We present Quill. Experiments show that Quill consistently outperforms Orca in throughput.",
         [("orca", None, None, None, None, "throughput", "better")]),
        # absolute numbers are not comparisons
        ("We present Quill. Quill reaches 81.5% accuracy and serves 900 tokens/s on one GPU.", []),
        # orders of magnitude
        ("We present Quill. Quill is over two orders of magnitude faster than a naive Python implementation.",
         [("a naive Python implementation", 100.0, None, "x", "at least", "speedup", "better")]),
        # a written name followed by a kind word is still the name
        ("We present Quill. Quill runs 2.2x faster than the Zorblax kernels.",
         [("zorblax", 2.2, None, "x", None, "speedup", "better")]),
        ("We present Quill. Quill outperforms the 3F2B schedule up to 12% in throughput.",
         [("3f2b", 12.0, None, "%", "up to", "throughput", "better")]),
        ("We present Quill. Quill is 3x faster than the FP16 baseline.",
         [("the FP16 baseline", 3.0, None, "x", None, "speedup", "better")]),
        # "X trained with NAME": the name is the baseline
        ("We present Quill. Quill trains sparse models 1.5x faster than models trained with the popular Zephyr library.",
         [("zephyr", 1.5, None, "x", None, "speedup", "better")]),
        # a hardware product after a cue is a named baseline
        ("We present Quill. The Quill chip delivers 1.9x higher performance per watt than the NVIDIA H100.",
         [("nvidia-h100", 1.9, None, "x", None, "energy", "better")]),
        # qualifiers: "an average speedup of", "up to" over a value list
        ("We present Quill. Quill achieves an average speedup of 1.8x over Orca.",
         [("orca", 1.8, None, "x", "average", "speedup", "better")]),
        ("We present Quill. Quill outperforms Orca, vLLM, and SGLang by up to 3.1x, 2.2x, and 1.4x, respectively.",
         [("orca", 3.1, None, "x", "up to", "speedup", "better"), ("vllm", 2.2, None, "x", "up to", "speedup", "better"),
          ("sglang", 1.4, None, "x", "up to", "speedup", "better")]),
        # the metric noun right after the number
        ("We present Quill. Quill is 20% cheaper than vLLM.",
         [("vllm", 20.0, None, "%", None, "cost", "better")]),
        ("We present Quill. Quill trains with 3x larger batches than Megatron-LM.",
         [("megatron-lm", 3.0, None, "x", None, "scale", "better")]),
    ],
)
def test_sentence(sentence, expected):
    assert [row(c) for c in facts(sentence).comparisons] == expected


def test_respectively_aligns_values_and_baselines():
    f = facts("We present Quill. Compared with Alpa and GSPMD, Quill improves training throughput by 1.4× and 2.2×, respectively.")
    assert [(c.baseline, c.value) for c in f.comparisons] == [("alpa", 1.4), ("gspmd", 2.2)]
    assert f.baselines == ("alpa", "gspmd")


def test_coordinated_list_with_such_as():
    f = facts("We present Quill. Against compilers such as TVM and XLA, as well as libraries like cuBLAS and CUTLASS, "
              "Quill is 1.1x, 1.3x, 1.5x and 1.7x faster, respectively.")
    assert [(c.baseline, c.value) for c in f.comparisons] == [("tvm", 1.1), ("xla", 1.3), ("cublas", 1.5), ("cutlass", 1.7)]


def test_score_units_align_in_order():
    f = facts("We present Quill. Quill improves over Marian by 2.5 and 4.1 in BLEU and ROUGE scores.")
    assert [(c.baseline, c.value, c.unit, c.metric) for c in f.comparisons] == [
        ("marian", 2.5, "BLEU", "accuracy"), ("marian", 4.1, "ROUGE", "accuracy")]


def test_hardware_comes_from_the_evaluation_setting():
    f = facts("We present Quill. We evaluate Quill on NVIDIA H200 GPUs with models up to 70B parameters. "
              "Quill achieves 1.8× higher throughput than vLLM.")
    (c,) = f.comparisons
    assert c.hardware == "nvidia-h200"
    assert f.hardware == ("nvidia-h200",)


def test_two_devices_leave_the_hardware_open():
    f = facts("We present Quill. On both A100 and H100 GPUs, Quill is 1.5× faster than vLLM.")
    (c,) = f.comparisons
    assert c.hardware is None
    assert f.hardware == ("nvidia-a100", "nvidia-h100")


def test_subject_is_the_proposed_system():
    f = facts("We present Quill, a serving engine. Quill is 2× faster than vLLM.")
    assert f.comparisons[0].subject == "quill"
    g = facts("We propose a new scheduling method. It is 2× faster than vLLM.", title="On Scheduling for LLM Serving")
    assert g.comparisons[0].subject is None


def test_evidence_is_an_exact_substring_with_offsets():
    abstract = "Serving is costly. We present Quill.  It runs 3× faster than Orca (a batching system)."
    f = facts(abstract)
    (c,) = f.comparisons
    assert abstract[c.start:c.end] == c.evidence
    assert c.evidence.startswith("It runs")
    assert c.rule and 0 < c.confidence <= 1


def test_background_sentences_before_the_contribution_are_skipped():
    f = facts("Prior systems such as Orca are 2× faster than naive batching. We present Quill, which is 1.3× faster than Orca.")
    assert [(c.baseline, c.value) for c in f.comparisons] == [("orca", 1.3)]


def test_every_referenced_system_has_an_entity():
    f = facts("We present Quill. Quill is 2× faster than ZipServe and 3× faster than vLLM.")
    ids = {e.id for e in f.entities}
    assert {"quill", "zipserve", "vllm"} <= ids
    assert {e.id: e.label for e in f.entities}["vllm"] == "vLLM"


def test_a_baseline_gets_the_same_id_in_every_paper():
    a = extract_paper(Paper(key="a", title="RosettaX: Translating Loops", abstract="We present RosettaX, a translator."))
    b = facts("We present Quill. Quill improves BLEU by 3.2 points over RosettaX.")
    assert a.proposes == ("rosettax",)
    assert b.baselines == ("rosettax",)


@pytest.mark.parametrize(
    "abstract, techniques, hardware",
    [
        ("We combine tensor and pipeline parallelism on Gaudi2 accelerators.",
         {"tensor-parallelism", "pipeline-parallelism", "hybrid-parallelism"}, {"intel-gaudi2"}),
        ("Experts are sharded with EP while attention uses data parallelism on TPU v5e pods.",
         {"expert-parallelism", "data-parallelism"}, {"google-tpu-v5e"}),
        ("We train with ZeRO-3 and activation checkpointing on 80GB A100 GPUs.",
         {"sharded-data-parallelism", "activation-recomputation"}, {"nvidia-a100-80gb"}),
        ("Our MI300X kernels overlap the all-to-all with expert computation.",
         {"communication-overlap"}, {"amd-mi300x"}),
        ("The draft model proposes tokens for speculative decoding on an RTX 4090.",
         {"speculative-decoding"}, {"nvidia-rtx-4090"}),
        ("We study DP on Markov chains.", set(), set()),
    ],
)
def test_techniques_and_hardware(abstract, techniques, hardware):
    f = facts(abstract, title="A Study")
    assert set(f.techniques) == techniques
    assert set(f.hardware) == hardware


def test_case_matters_for_names_that_are_words():
    f = facts("We climb the ladder of abstraction. We present Quill, 2x faster than Ladder.", title="A Study")
    assert f.baselines == ("ladder",)
    assert facts("We climb the ladder of abstraction.", title="A Study").entities == ()


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # examples after a generic head: the names are the baselines
        ("We present Quill. Quill is 1.7x faster than existing engines, such as LightLLM and SGLang.",
         [("lightllm", 1.7), ("sglang", 1.7)]),
        ("We present Quill. Quill beats prior schedulers, including Llumnix and DistServe, by up to 2.4x.",
         [("llumnix", 2.4), ("distserve", 2.4)]),
        # a citation inside the baseline phrase is skipped
        ("We present Quill. Quill is 1.3x faster than GPipe (Huang et al., 2019) and PipeDream.",
         [("gpipe", 1.3), ("pipedream", 1.3)]),
        # a variant glued to a known name is a system of its own
        ("We present Quill. Quill trains 2.1x faster than PipeDream-Flush.", [("pipedream-flush", 2.1)]),
        # a comma followed by the sentence's subject does not extend the list
        ("We present Quill. Against hand-written Triton kernels, Quill attains a geomean speedup of 1.12x.",
         [("triton", 1.12)]),
    ],
)
def test_baseline_lists(sentence, expected):
    assert [(c.baseline, c.value) for c in facts(sentence).comparisons] == expected


def test_match_or_outperform_is_parity():
    (c,) = facts("We present Quill. Quill matches or outperforms Orca on every workload.").comparisons
    assert (c.baseline, c.direction) == ("orca", "parity")


def test_implicit_baselines_are_described():
    (c,) = facts("We present Quill. Quill delivers a 2.5x speedup on long prompts.").comparisons
    assert c.baseline is None and c.baseline_text and c.value == 2.5


# ----------------------------------------------------------------------------- metric, value, qualifier


def metric_rows(sentence, title=TITLE):
    return [(c.baseline or (None if c.baseline_text == IMPLICIT_BASELINE else c.baseline_text), c.metric, c.value,
             c.qualifier, c.direction) for c in facts("We present Quill. " + sentence, title=title).comparisons]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measure named right after the number wins over words further away
        ("Quill serves 5.2x more requests than Orca while keeping a latency target.",
         [("orca", "throughput", 5.2, None, "better")]),
        ("Quill is 310x more cost-effective than a GPU cluster.",
         [("a GPU cluster", "cost", 310.0, None, "better")]),
        ("Quill handles 12x longer sequences than Megatron-LM.",
         [("megatron-lm", "scale", 12.0, None, "better")]),
        # the head of the noun phrase: "latency speedup" is a speedup, "memory overhead" is memory
        ("Quill shows a latency speedup of up to 2.9x over Orca.",
         [("orca", "speedup", 2.9, "up to", "better")]),
        ("Quill cuts the activation memory overhead by 6x compared to DeepSpeed.",
         [("deepspeed", "memory", 6.0, None, "better")]),
        # two measures coordinated after one number give two comparisons
        ("Quill delivers 5.1x better latency and cost than existing engines.",
         [("existing engines", "latency", 5.1, None, "better"), ("existing engines", "cost", 5.1, None, "better")]),
        # the object of the verb sets the measure of the values after its "by", across an elliptic clause
        ("Quill improves the goodput of small models by 1.5x with the same level of latency compared to vLLM.",
         [("vllm", "throughput", 1.5, None, "better")]),
        ("Quill improves the serving throughput of Zorb-7B by 1.3x; and Zorb-70B by 2.2x.",
         [(None, "throughput", 1.3, None, "better"), (None, "throughput", 2.2, None, "better")]),
        ("Quill reduces tail latencies by an order of magnitude compared to SGLang.",
         [("sglang", "latency", 10.0, "about", "better")]),
        # a measure held fixed is a condition, not the measure
        ("On reasoning benchmarks, Quill beats Orca by 4.2% on average using the same context length.",
         [("orca", "accuracy", 4.2, "average", "better")]),
        # kernels compete on speed, models on benchmarks compete on quality
        ("Quill kernels are on par with cuBLAS.",
         [("cublas", "speedup", None, None, "parity")]),
        ("Quill surpasses Llama 3 on coding and math benchmarks.",
         [("llama-3", "accuracy", None, None, "better")]),
        # numbers that are not comparisons
        ("Quill with 15% retained tokens improves the throughput over Orca by up to 3x.",
         [("orca", "throughput", 3.0, "up to", "better")]),
        ("Quill reaches 48% MFU, which is 12% faster than the 43% of Megatron-LM.",
         [(None, "speedup", 12.0, None, "better")]),
        ("Quill reaches 610 TFLOPs/s (71% utilization) and a 1.4x speedup.",
         [(None, "speedup", 1.4, None, "better")]),
        ("Quill achieves 2.5x lower 99% latency compared to Orca.",
         [("orca", "latency", 2.5, None, "better")]),
        ("Quill uses double buffering to hide loads.", []),
        # "several orders of magnitude" is a change with no number
        ("Quill raises the number of served adapters by several orders of magnitude compared to vLLM.",
         [("vllm", "scale", None, None, "better")]),
        # a qualifier opening coordinated values covers them
        ("Quill offers up to 3.5x faster and 7x cheaper inference than dense models.",
         [("dense models", "speedup", 3.5, "up to", "better"), ("dense models", "cost", 7.0, "up to", "better")]),
        ("Quill achieves up to 2x higher throughput and a 1.5x lower latency than Orca.",
         [("orca", "throughput", 2.0, "up to", "better"), ("orca", "latency", 1.5, None, "better")]),
        ("Quill reaches an average 31x speedup (with a maximum of 402x) over serial code.",
         [("serial code", "speedup", 31.0, "average", "better"), ("serial code", "speedup", 402.0, "max", "better")]),
        # keeping quality is a parity claim beside the measured one
        ("Quill is 2.1x faster than vLLM without compromising output quality.",
         [("vllm", "speedup", 2.1, None, "better"), ("vllm", "accuracy", None, None, "parity")]),
        ("Quill runs 1.9x faster while retaining model accuracy.",
         [(None, "speedup", 1.9, None, "better"), (None, "accuracy", None, None, "parity")]),
        ("Quill stores weights in 3 bits with negligible accuracy loss.",
         [(None, "accuracy", None, None, "parity")]),
        ("Quill cuts token usage by 40% compared to existing methods while keeping accuracy within 2 percentage points.",
         [("existing methods", "cost", 40.0, None, "better"), ("existing methods", "accuracy", 2.0, "up to", "parity")]),
        ("Quill needs 3x less memory than models that reach the same quality.",
         [("models", "memory", 3.0, None, "better")]),
        # a side claim with no number beside a measured one
        ("Quill is 40x faster than exact solvers, with only small losses in accuracy.",
         [("exact solvers", "speedup", 40.0, None, "better"), ("exact solvers", "accuracy", None, None, "worse")]),
        ("Quill cuts memory by 3x compared to existing engines while substantially improving decode throughput.",
         [("existing engines", "memory", 3.0, None, "better"), ("existing engines", "throughput", None, None, "better")]),
        ("Quill kernels match the output of cuDNN bit-for-bit.", [("cudnn", "accuracy", None, None, "parity")]),
        ("Quill serves 9x more requests than vLLM while only adding 3 ms latency per token.",
         [("vllm", "throughput", 9.0, None, "better"), ("vllm", "latency", None, None, "worse")]),
        # a measure joined by hyphens to what it measures; shrinking a model is memory
        ("Quill achieves a 41% per-request-latency reduction compared to Orca.",
         [("orca", "latency", 41.0, None, "better")]),
        ("Quill compresses the model size by 3.1x relative to GPTQ.",
         [("gptq", "memory", 3.1, None, "better")]),
        ("Quill cuts the KV cache memory by half compared to vLLM.",
         [("vllm", "memory", 2.0, None, "better")]),
        # a count that names no measure; a size given as the setting
        ("Quill trains the same model with 2.5x fewer GPUs than ZeRO-3.",
         [("zero-3", "other", 2.5, None, "better")]),
        ("Quill kernels outperform Marlin by 1.3x at batch size 16.",
         [("marlin", "speedup", 1.3, None, "better")]),
        ("Quill gains 0.8 points of accuracy over GPTQ.",
         [("gptq", "accuracy", 0.8, None, "better")]),
        # a share of the baseline's level is a comparison with it; a share of the peak is not
        ("Quill keeps 96.5% of the accuracy of the BF16 model at 3 bits.",
         [("the BF16 model", "accuracy", 96.5, None, "worse")]),
        ("Quill reaches 71% of the peak throughput of the H100.", []),
        ("Quill attains up to a 1.4x latency gain over Orca.", [("orca", "speedup", 1.4, "up to", "better")]),
        ("On language modeling, Quill stays competitive to Mamba on a range of sequence lengths.",
         [("mamba", "accuracy", None, None, "parity")]),
        # a condition is no claim
        ("Quill sheds load when the queue exceeds the budget.", []),
    ],
)
def test_metric_value_and_qualifier(sentence, expected):
    assert metric_rows(sentence) == expected


def test_an_evaluation_of_others_products_claims_nothing():
    abstract = "We benchmark the Zorb X2 chip against an NVIDIA A100 server: it delivers 1.4x higher throughput."
    assert facts(abstract, title="Zorb X2 Accelerators: An Evaluation for LLM Inference").comparisons == ()
    assert facts(abstract, title="A Survey of LLM Accelerators").comparisons == ()


# ----------------------------------------------------------------------------- baseline names, lists and alignment


def pairs(abstract, title=TITLE):
    return [(c.baseline, c.value) for c in facts(abstract, title=title).comparisons if c.baseline]


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # a counted kind word, then the names; the value list aligns with the name list in order
        ("We present Quill. Quill improves throughput over three popular engines Zorblax, Fenwick-Serve, and HydraKV "
         "by up to 12x, 9x, and 2x on long prompts.",
         [("zorblax", 12.0), ("fenwick-serve", 9.0), ("hydrakv", 2.0)]),
        ("We present Quill. Quill achieves 1.5x and 2.5x speedups over Zorblax and Fenwick.",
         [("zorblax", 1.5), ("fenwick", 2.5)]),
        ("We present Quill. Compared to Zorblax, Fenwick, and HydraKV, Quill reduces latency by 20%, 30%, and 40%.",
         [("zorblax", 20.0), ("fenwick", 30.0), ("hydrakv", 40.0)]),
        ("We present Quill. Compared with Zorblax (2.1x) and Fenwick (1.5x), Quill has the lowest latency.",
         [("zorblax", 2.1), ("fenwick", 1.5)]),
        # examples after a generic head and its qualifying phrase
        ("We present Quill. Quill achieves a 1.4x speedup compared with state-of-the-art systems for sparse models, "
         "including Zorblax, Fenwick, and Grail Layer.",
         [("zorblax", 1.4), ("fenwick", 1.4), ("grail-layer", 1.4)]),
        ("We present Quill. Quill is 3x faster than state-of-the-art concurrent maps, including the lock-free map "
         "from Zorblax and the Java ConcurrentHashMap.",
         [("zorblax", 3.0), ("java-concurrenthashmap", 3.0)]),
        ("We present Quill. Quill beats three baselines: Zorblax, Fenwick, and the ring allreduce by 1.2x, 1.5x, and 2x.",
         [("zorblax", 1.2), ("fenwick", 1.5), ("ring-allreduce", 2.0)]),
        # slash lists in parentheses
        ("We present Quill. Quill kernels run on par with vendor libraries (cuBLAS / cuDNN).",
         [("cublas", None), ("cudnn", None)]),
        # a technique written as a proper name is also a baseline
        ("We present Quill. Quill cuts memory by 3x compared to ZeRO-Infinity.", [("zero-infinity", 3.0)]),
        ("We present Quill. Quill reduces the communication volume of ZeRO by 4x.", [("zero", 4.0)]),
        ("We present Quill. Quill outperforms the 1F1B schedule by 18% in throughput.", [("1f1b", 18.0)]),
        # ... but a model whose measure improves is the workload, not a baseline
        ("We present Quill. Quill improves the serving throughput of Zorb-7B by 2x.", []),
        # model variants stay apart from their family
        ("We present Quill. Quill surpasses GPT-3.5 Turbo and Llama 2 70B chat on dialogue benchmarks.",
         [("gpt-3.5-turbo", None), ("llama-2-70b-chat", None)]),
        ("We present Quill. Quill reaches the performance of o3-mini (high) on math benchmarks.", [("o3-mini-high", None)]),
        # a shared head word: "Gated and Sliding Attention"
        ("We present Quill. Quill offers clear advantages over Gated and Sliding Attention in accuracy.",
         [("gated-attention", None), ("sliding-attention", None)]),
        # plural acronyms and "<X>-LLMs" are kinds of things
        ("We present Quill. Quill outperforms AR-LLMs by 2.3% and is 2x faster than contemporary DSAs.", []),
        # a baseline closing the sentence covers values in its earlier clauses
        ("We present Quill. Quill raises throughput by 1.2x on short prompts; and by 2.4x on long prompts, compared to Zorblax.",
         [("zorblax", 1.2), ("zorblax", 2.4)]),
        # a sentence opening with the baseline frames the next one
        ("We present Quill. Compared with Zorblax, Quill has superior latency. In our experiments, Quill reduces latency by 30%.",
         [("zorblax", None), ("zorblax", 30.0)]),
        # "respectively" values follow the list that closes the sentence before
        ("We present Quill. We evaluate Quill across three designs: systolic grid, Zorblax, and Fenwick-2. "
         "Quill improves area efficiency by 1.2x, 1.3x, and 1.4x, respectively.",
         [("systolic-grid", 1.2), ("zorblax", 1.3), ("fenwick-2", 1.4)]),
        # ... but not a list of the models it runs
        ("We present Quill. We evaluate Quill on three models: Zorb-7B, Zorb-13B, and Zorb-70B. "
         "Quill is faster by 1.2x, 1.3x, and 1.4x, respectively.", []),
        # "A by x and B by y": each value goes with the name before its "by"
        ("We present Quill. Quill outperforms Zorblax by 1.5x, Fenwick by 2x, and HydraKV by 3x.",
         [("zorblax", 1.5), ("fenwick", 2.0), ("hydrakv", 3.0)]),
        ("We present Quill. Quill reaches up to 2.3x higher throughput than Zorblax and 1.8x than Fenwick.",
         [("zorblax", 2.3), ("fenwick", 1.8)]),
        # examples after a relative phrase; glued slash lists; a stack written with a slash
        ("We present Quill. Quill is 2x faster than systems using paged memory, such as Zorblax.", [("zorblax", 2.0)]),
        ("We present Quill. Quill is 3x faster than cuBLAS/cuDNN.", [("cublas", 3.0), ("cudnn", 3.0)]),
        ("We present Quill. Quill matches the JAX/Zorblax reference in accuracy.", [("jax-zorblax", None)]),
        # a hardware product after a cue is a baseline; "a/an ... system" describes a setup
        ("We present Quill. The Quill chip is 1.9x faster than the NVIDIA A100 and 3x faster than a V100 GPU server.",
         [("nvidia-a100", 1.9)]),
        # a proper technique name right after a system belongs to it; languages and "X-optimized" are no names
        ("We present Quill. Quill trains 1.4x faster than DeepSpeed ZeRO-3.", [("deepspeed-zero-3", 1.4)]),
        ("We present Quill. Quill is 1.2x faster than hand-written CUDA and 2x faster than CUDA-optimized Zorblax.",
         [("zorblax", 2.0)]),
        # an organisation's own feature is named; its generic systems are not
        ("We present Quill. Quill is 1.4x faster than Zorbcorp's latest batched tool calling.",
         [("zorbcorp-s-batched-tool-calling", 1.4)]),
        ("We present Quill. Quill is 2x faster than Zorbcorp's production system.", []),
        # a command-line tool with its flags
        ("We present Quill. Quill code runs 1.3x faster than gcc -O3 builds.", [("gcc", 1.3)]),
        # ... and the word stays a name later in the abstract
        ("We present Quill. Quill compresses 5% better than zstd -19. Without its cache, Quill still beats zstd.",
         [("zstd", 5.0), ("zstd", None)]),
    ],
)
def test_baseline_names_and_alignment(abstract, expected):
    assert pairs(abstract) == expected


def test_superior_quality_against_an_unnamed_baseline_is_a_claim():
    (c,) = facts("We present Quill. Trained on 512 chips, Quill reaches far superior quality compared to the prior art.").comparisons
    assert (c.baseline, c.baseline_text, c.value, c.direction) == (None, "the prior art", None, "better")


# ----------------------------------------------------------------------------- the fast paths give the same answers

# words that build sentences full of cues, near-cues and boundaries ("-than", "vs.", "on-par", "(over")
_PIECES = ["than", "over", "vs.", "vs", "versus", "compared", "to", "with", "on", "par", "on-par", "matches", "match",
           "outperforms", "similar", "accuracy", "comparable", "performance", "faster", "lower", "halving", "twice",
           "orders", "of", "magnitude", "the", "x", "quill", "1.5x", "-", "(", ")", ",", ".", " ", " ", " ", "é", "_"]


def _random_texts(n: int, seed: int = 8) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(_PIECES) + rng.choice(["", " ", " ", "-"]) for _ in range(rng.randint(0, 14)))
            for _ in range(n)]


def test_prefilter_lowered_agrees_with_the_prefilter_regex():
    texts = _random_texts(20_000) + ["than x", "-than x", "a-than", "über than", "_than", "twice", "atwice", "-lower"]
    for text in texts:
        assert comparisons.prefilter_lowered(text) == (comparisons._prefilter_regex().search(text) is not None), text


def test_cues_grouped_by_their_openings_match_as_the_plain_alternation():
    plain = re.compile(rf"(?<![\w-])(?:{'|'.join(comparisons._cue_parts())})(?![\w-])")
    for text in _random_texts(20_000, seed=9):
        got = [(m.span(), m.group(0)) for m in comparisons._baseline_cue_regex().finditer(text)]
        assert got == [(m.span(), m.group(0)) for m in plain.finditer(text)], text


def test_quality_context_agrees_with_its_regex():
    texts = ["accuracy", "-accuracy", "xaccuracy", "pass@1", "the llms.", "a language model", "kernels"]
    texts += [t + " " + w for t in _random_texts(2_000, seed=10) for w in ("bleu", "-f1", "f1x")]
    for text in texts:
        assert comparisons.quality_context(text) == (comparisons._QUALITY_CONTEXT.search(text) is not None), text


@pytest.mark.parametrize("regex, words", [
    (comparisons._SMALL_LOSS, comparisons._SMALL_LOSS_WORDS),
    (comparisons._SIDE_COST, comparisons._SIDE_COST_WORDS),
    (comparisons._SIDE_GAIN, comparisons._SIDE_GAIN_WORDS),
    (comparisons._NO_LOSS, comparisons._NO_LOSS_WORDS),
    (comparisons._KEEPS, comparisons._KEEPS_WORDS),
])
def test_gate_words_occur_in_every_match(regex, words):
    """A regex skipped when none of its gate words occurs must need one of them in every match."""
    phrases = [
        "with only minor accuracy loss", "at the cost of a slight drop in quality", "incurring marginal degradation of "
        "performance", "while adding only 5 ms latency", "with incurring an extra memory", "while significantly reducing "
        "tail latency", "and improving throughput", "with negligible accuracy loss", "no quality penalty",
        "negligible drop in model accuracy", "without compromising output quality", "without any accuracy loss",
        "while maintaining model accuracy", "and achieving near-fp16 accuracy", "with identical outputs",
        "maintains almost the same quality", "with similar accuracy", "yielding comparable perplexity",
    ]
    matched = 0
    for phrase in phrases:
        for m in regex.finditer(phrase):
            matched += 1
            assert comparisons._has_any(m.group(0), words), (phrase, m.group(0))
    assert matched  # the phrases exercise the regex


def test_a_respectively_list_after_a_colon_still_names_the_baselines():
    """The sentence before is read as a Span only when needed: a "respectively" list after a colon still works."""
    found = facts("We present Quill. We compare against three systems: Zorbal, Quexa, and Vintar. "
                  "Quill is 1.2x, 1.5x, and 2x faster, respectively.").comparisons
    assert sorted((c.baseline, c.value) for c in found) == [("quexa", 1.5), ("vintar", 2.0), ("zorbal", 1.2)]


def test_metric_words_grouped_by_their_openings_match_as_the_plain_alternation():
    from paperkg.extract.vocab import cues

    words = sorted({w.lower() for c in cues()["metric"] for w in c["words"]} | {"performance"}, key=lambda w: (-len(w), w))
    plain_parts = [re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w) + r"(?:e?s)?" for w in words]
    plain = re.compile(rf"(?<!\w)(?<!\blow-)(?<!\bhigh-)(?:{'|'.join(plain_parts)})(?![\w-])")
    rng = random.Random(11)
    vocabulary = [w.rstrip("*") for w in words] + ["low-", "high-", "-", " ", " ", "s", "es", "x", "(", "é"]
    texts = ["".join(rng.choice(vocabulary) + rng.choice(["", " ", " "]) for _ in range(rng.randint(1, 12)))
             for _ in range(5_000)]
    for text in texts:
        got = [(m.span(), m.group(0)) for m in comparisons._metric_regex()[0].finditer(text)]
        assert got == [(m.span(), m.group(0)) for m in plain.finditer(text)], text


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a device named after a cue is a named baseline, with its count, article or vendor before it
        ("We present Quill. Quill delivers 4.4x speedup and 2.7x energy efficiency over eight NVIDIA A100 GPUs.",
         [("nvidia-a100", 4.4, None, "x", None, "speedup", "better"), ("nvidia-a100", 2.7, None, "x", None, "energy", "better")]),
        ("We present Quill. The Quill chip is 9x faster than an AMD Zorbic CPU.",
         [("amd-zorbic", 9.0, None, "x", None, "speedup", "better")]),
        ("We present Quill. Quill has 3x better energy efficiency than server GPUs (e.g., NVIDIA H100).",
         [("nvidia-h100", 3.0, None, "x", None, "energy", "better")]),
        # a name before a class noun is the name
        ("We present Quill. Quill achieves 2.4x speedup over the Zeta accelerator.",
         [("zeta", 2.4, None, "x", None, "speedup", "better")]),
        # a value list far before "than" + a name list pairs in order
        ("We present Quill. Quill yields a peak speedup of up to 9x and 4.5x, and a mean response that is both higher "
         "and more stable across 10,000 matrix shapes than state-of-the-art math libraries such as rocBLAS and cuBLAS.",
         [("rocblas", 9.0, None, "x", "up to", "speedup", "better"), ("cublas", 4.5, None, "x", "up to", "speedup", "better")]),
        # values aligned with a list of measures, one measure each
        ("We present Quill. Compared with Zorb, Quill has 2.5×, 12× and 4× better throughput, energy efficiency and area.",
         [("zorb", 2.5, None, "x", None, "throughput", "better"), ("zorb", 12.0, None, "x", None, "energy", "better"),
          ("zorb", 4.0, None, "x", None, "other", "better")]),
        # a generic head before a list of names is not a baseline of its own
        ("We present Quill. Quill outperforms popular inference engines, ONNX Runtime and TensorRT, by up to 1.6×.",
         [("onnx-runtime", 1.6, None, "x", "up to", "speedup", "better"), ("tensorrt", 1.6, None, "x", "up to", "speedup", "better")]),
        # "geometric mean" after a label word; the label list shares the measure after its last value
        ("We present Quill. Quill provides a 1.9× prefill and 1.2× decode geometric mean speedup on one GPU.",
         [(IMPLICIT_BASELINE, 1.9, None, "x", "geomean", "speedup", "better"),
          (IMPLICIT_BASELINE, 1.2, None, "x", "geomean", "speedup", "better")]),
        # tuning time is not a speedup
        ("We present Quill. Quill cuts the tuning time by 15× compared with Ansor.",
         [("ansor", 15.0, None, "x", None, "other", "better")]),
        # parity phrases with no number
        ("We present Quill. Quill keeps the distribution of the sampled tokens unchanged and the output remains "
         "identical to that of the original model.",
         [(IMPLICIT_BASELINE, None, None, None, None, "accuracy", "parity")]),
        ("We present Quill, a pruning method that achieves high speedups with negligible accuracy loss.",
         [(IMPLICIT_BASELINE, None, None, None, None, "accuracy", "parity")]),
        ("We present Quill. Quill enables lossless compression to 3-bit weights.",
         [(IMPLICIT_BASELINE, None, None, None, None, "accuracy", "parity")]),
        # a share of the baseline's resources
        ("We present Quill. Quill reaches comparable performance with Zorblax-13B, with only about 35% of computations.",
         [("zorblax-13b", 35.0, None, "%", "about", "cost", "better"), ("zorblax-13b", None, None, None, None, "speedup", "parity")]),
        ("We present Quill. It consumes only 1/4 of the energy used to train Zorblax-3.",
         [("zorblax-3", 4.0, None, "x", None, "energy", "better")]),
        # ordinary words are no cues
        ("We present Quill. The placement is formulated as a bipartite graph matching problem solved in seconds.", []),
        ("We present Quill. When applied to the Zorblax models, Quill lowers perplexity.", []),
    ],
)
def test_dev_patterns(sentence, expected):
    assert [row(c) for c in facts(sentence).comparisons] == expected


def test_opening_average_covers_every_value_and_respectively_skips_a_leading_value():
    f = facts("We present Quill. Tests show that, on average, Quill reduces DRAM access by 8.0× with no accuracy loss, "
              "and achieves 1.5×, 40× speedup, and 1.2×, 900× energy savings over Zorb accelerator, Blip accelerator, respectively.")
    rows = [(c.baseline or c.baseline_text, c.value, c.qualifier, c.metric) for c in f.comparisons]
    assert rows[:5] == [(IMPLICIT_BASELINE, 8.0, "average", "communication"), ("zorb", 1.5, "average", "speedup"),
                        ("blip", 40.0, "average", "speedup"), ("zorb", 1.2, "average", "energy"),
                        ("blip", 900.0, "average", "energy")]
    # the kept measure is one claim, not one per baseline of the list
    assert [(c.baseline or c.baseline_text, c.direction) for c in f.comparisons[5:]] == [(IMPLICIT_BASELINE, "parity")]


def test_semicolon_clauses_keep_the_measure():
    f = facts("We present Quill. Moving data to SRAM gives Quill 90× energy saving; pruning saves 6×; sharing gives 4×.")
    assert [(c.value, c.metric) for c in f.comparisons] == [(90.0, "energy"), (6.0, "energy"), (4.0, "energy")]


def test_second_object_of_a_verb_keeps_its_measure():
    f = facts("We present Quill. Compared to prior systems, Quill reduces the cache size by 2.5× and the total delay "
              "in loading contexts by 2.2× with negligible impact on the answer quality.")
    assert [(c.value, c.metric, c.direction) for c in f.comparisons] == [
        (2.5, "memory", "better"), (2.2, "latency", "better"), (None, "accuracy", "parity")]


def test_a_bare_device_class_refers_to_the_device_compared_before():
    f = facts("We present Quill. We compare the Quill chip to a server-class Zorbic CPU and an NVIDIA V100 GPU. "
              "Quill is about 12X faster than its contemporary GPU or CPU.")
    assert [(c.baseline, c.value) for c in f.comparisons] == [("nvidia-v100", 12.0), ("zorbic", 12.0)]
    # with no device compared before, the class stays unnamed
    g = facts("We present Quill. Quill is about 12X faster than its contemporary GPU.")
    assert [(c.baseline, c.baseline_text) for c in g.comparisons] == [(None, "its contemporary GPU")]


def test_a_hyphenated_number_starts_an_unnamed_baseline():
    f = facts("We present Quill. Quill yields faster inference than 16-bit baselines.")
    assert [(c.baseline_text, c.metric) for c in f.comparisons] == [("16-bit baselines", "speedup")]


def test_value_times_a_device_compared_before():
    f = facts("We present Quill. We compare the Quill chip to a Zorbic CPU and an NVIDIA V100 GPU. "
              "A faster memory would raise its TOPS/Watt to nearly 60X the GPU and 150X the CPU.")
    assert [(c.baseline, c.value, c.qualifier, c.metric) for c in f.comparisons] == [
        ("nvidia-v100", 60.0, "about", "energy"), ("zorbic", 150.0, "about", "energy")]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the baseline's own level after "better than" is no claim
        ("We present Quill. Quill reaches 91.5% accuracy on the task, where no model had done better than 60%.", []),
        # a size increase is scale
        ("We present Quill. Quill trains 20B-parameter models on one GPU, an 8x increase in size compared to Zorch.",
         [("zorch", 8.0, "scale")]),
    ],
)
def test_levels_and_sizes(sentence, expected):
    assert [(c.baseline, c.value, c.metric) for c in facts(sentence).comparisons] == expected


def test_more_efficient_in_terms_of_a_list_of_measures():
    f = facts("We present Quill. Quill matches the full-precision baseline model in perplexity, while being far more "
              "cost-effective in terms of latency, memory, and energy consumption.")
    assert [(c.baseline_text, c.metric, c.direction) for c in f.comparisons] == [
        ("the full-precision baseline model", "accuracy", "parity"), ("the full-precision baseline model", "latency", "better"),
        ("the full-precision baseline model", "memory", "better"), ("the full-precision baseline model", "energy", "better")]


def test_or_coordinated_values_share_the_qualifier():
    f = facts("We present Quill. Quill can serve requests at up to 8× higher rates or 5× more burstiness.")
    assert [(c.value, c.qualifier, c.metric) for c in f.comparisons] == [(8.0, "up to", "throughput"), (5.0, "up to", "other")]


def test_study_titles_need_one_of_their_head_nouns():
    """is_study_title skips its regex when no head noun occurs: every alternative of the regex needs one."""
    titles = ["An Empirical Study of Zorb Kernels", "Zorb: A Comparative Analysis", "A Survey on Quill Serving",
              "Dissecting the Zorb GPU", "Quill: An Evaluation for LLM Inference", "Characterisation of Quill",
              "Benchmarking Quill", "A Review of Zorb", "Demystifying Quill", "Quill: Fast Serving", "A Measurement Study"]
    titles += [t.title() for t in _random_texts(3_000, seed=12)]
    words = ["a", "an", "empirical", "study", "analysis", "of", "on", "survey", "review", ":", "evaluation", "x"]
    rng = random.Random(13)
    titles += [" ".join(rng.choice(words) for _ in range(rng.randint(1, 6))) for _ in range(3_000)]
    for title in titles:
        assert comparisons.is_study_title(title) == bool(comparisons._STUDY_TITLE.search(title.lower())), title


def test_contribution_sentences_need_one_of_their_words():
    from paperkg.extract import components

    texts = ["we present quill.", "in this paper, quill", "our system", "here, quill", "this work shows", "ours is",
             "the weights", "flower", "where", "hour", "thus"] + _random_texts(3_000, seed=14)
    for text in texts:
        assert components._contribution(text) == (components._CONTRIBUTION.search(text) is not None), text


@pytest.mark.parametrize("abstract, metric", [
    ("We present Quill. Quill improves accuracy on reasoning benchmarks. Quill outperforms Zorb by 12%.", "accuracy"),
    ("We present Quill. Quill speeds up GEMM kernels. Quill outperforms Zorb by 12%.", "speedup"),
    ("We present Quill. Quill improves accuracy on reasoning benchmarks. Quill kernels outperform Zorb by 12%.",
     "speedup"),
])
def test_bare_performance_follows_the_paper_and_the_sentence(abstract, metric):
    """The paper's quality flag is computed only when a bare "performance" needs it, with the same answer."""
    assert [(c.baseline, c.metric) for c in facts(abstract).comparisons if c.value == 12.0] == [("zorb", metric)]


@pytest.mark.parametrize("regex", [comparisons._BASELINE_VALUE_BEFORE, comparisons._BETTER_THAN_BEFORE])
def test_baseline_value_regexes_need_a_gate_word(regex):
    """is_comparative searches these only when a gate word occurs: each match holds one."""
    pieces = ["than", "the", "a", "its", "compared", "to", "with", "relative", "versus", "vs", "vs.", "better", "faster",
              "x", "-", "_", "é", "2"]
    rng = random.Random(15)
    matched = 0
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", " ", " ", "  "]) for _ in range(rng.randint(0, 6)))
        m = regex.search(text)
        if m:
            matched += 1
            assert comparisons._has_any(m.group(0), comparisons._BASELINE_VALUE_WORDS), text
    assert matched > 20  # the texts exercise the regex


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a coordinated generic head, then the names it introduces
        ("We present Quill. Quill outperforms vendor libraries and state-of-the-art compilers, including Zorbix, "
         "Quattro and Blipper, by up to 21.4×.",
         [("zorbix", 21.4, "up to"), ("quattro", 21.4, "up to"), ("blipper", 21.4, "up to")]),
        ("We present Quill. Quill is 2× faster than hand-tuned kernels and existing compilers such as Zorbix and Quattro.",
         [("zorbix", 2.0, None), ("quattro", 2.0, None)]),
        ("We present Quill. Quill beats expert libraries or auto-tuners including Zorbix and Quattro by 3×.",
         [("zorbix", 3.0, None), ("quattro", 3.0, None)]),
        # "i.e.," after a generic head: the names, with their values in order
        ("We present Quill. Quill outperforms the state-of-the-art library, i.e., Zorbix and Quattro by an average of "
         "2.9× and 1.5×, respectively.",
         [("zorbix", 2.9, "average"), ("quattro", 1.5, "average")]),
        ("We present Quill. Quill is 4× faster than existing kernels, i.e., Zorbix.", [("zorbix", 4.0, None)]),
        # near misses: no example marker, or a name in the second conjunct, or the marker in another clause
        ("We present Quill. Quill outperforms vendor libraries and state-of-the-art compilers by up to 21.4×.",
         [("vendor libraries", 21.4, "up to")]),
        ("We present Quill. Quill outperforms existing systems and Zorbix, including Quattro, by 2×.",
         [("existing systems", 2.0, None)]),
        ("We present Quill. Quill beats vendor libraries and compilers by 2×, including on large models.",
         [("vendor libraries", 2.0, None)]),
    ],
)
def test_names_after_a_generic_head(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.value, c.qualifier) for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a long form with its acronym: the acronym names the baseline
        ("We present Quill. Quill outperforms the Acme Collective Transfer Library (ACTL) by up to 6.7×.", ["actl"]),
        ("We present Quill. Quill is 2× faster than the Parallel Tensor Engine (PTE) and Zorbix.", ["pte", "zorbix"]),
        ("We present Quill. Quill is 2× faster than the Zorb Redundancy Optimizer (ZeRO-2).", ["zero-2"]),
        # "&" inside a name does not split it
        ("We present Quill. Quill beats the Wide & Shallow Network (WSN) by 3% in accuracy.", ["wsn"]),
        ("We present Quill. Quill beats the Wide & Shallow Network by 3% in accuracy.", ["wide-shallow-network"]),
        # two known systems joined by "&" stay two
        ("We present Quill. Quill outperforms vLLM & SGLang by 2×.", ["vllm", "sglang"]),
        # near misses: a parenthesis that is no acronym of the words before it
        ("We present Quill. Quill outperforms Zorbix (FP16) by 2×.", ["zorbix"]),
        ("We present Quill. Quill outperforms the Acme Transfer Library (QX) by 2×.", ["acme-transfer-library"]),
        # near miss: more words after the acronym, read as before
        ("We present Quill. Quill is 2× faster than the Zorb Redundancy Optimizer (ZRO) baselines.",
         ["zorb-redundancy-optimizer"]),
    ],
)
def test_long_form_with_acronym_and_ampersand(sentence, expected):
    assert [c.baseline for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # each value goes to the baselines of its own "over"
        ("We present Quill. Quill achieves improvements of 1.26× to 7.42× over pure data parallelism and up to 3.22× "
         "over Zorbix and Quattro.",
         [("pure data parallelism", 1.26, 7.42), ("zorbix", 3.22, None), ("quattro", 3.22, None)]),
        ("We present Quill. Quill achieves 1.3× to 2.5× speedup over Blipper and up to 4× over Zorbix and Quattro.",
         [("blipper", 1.3, 2.5), ("zorbix", 4.0, None), ("quattro", 4.0, None)]),
    ],
)
def test_values_go_to_the_baselines_of_their_own_cue(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.value, c.value_max) for c in facts(sentence).comparisons] == expected


def test_one_value_keeps_one_measure_for_every_baseline():
    f = facts("We present Quill. Quill always achieves superior system throughput, with improvements of 2× over pure "
              "data parallelism and up to 3.2× over Zorbix and Quattro.")
    assert {(c.value, c.metric) for c in f.comparisons if c.value} == {(2.0, "throughput"), (3.2, "throughput")}


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measures listed after the values, in order, for "respectively"
        ("We present Quill. Quill yields improvements of 14.8×, 5.5×, and 7.5× in throughput, energy, and "
         "computational density (respectively), relative to Zorbix.",
         [(14.8, "throughput"), (5.5, "energy"), (7.5, "other")]),
        ("We present Quill. Compared to Zorbix, Quill is 3×, 2× and 4× better in latency, memory footprint and cost, "
         "respectively.",
         [(3.0, "latency"), (2.0, "memory"), (4.0, "cost")]),
        # the measures before the values still win
        ("We present Quill. Quill reduces latency and memory by 30% and 40% over Zorbix, respectively.",
         [(30.0, "latency"), (40.0, "memory")]),
        # near miss: "respectively" over settings, not measures
        ("We present Quill. Quill achieves 3× and 2× lower latency than Zorbix on A100 and H100, respectively.",
         [(3.0, "latency"), (2.0, "latency")]),
    ],
)
def test_respectively_measures_after_the_values(sentence, expected):
    assert [(c.value, c.metric) for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the baselines' own change in a "while" clause is not a claim
        ("We present Quill. Longer prefixes decrease Quill throughput by less than 15%, while the throughput of "
         "baselines drops by over 90%.", [15.0]),
        ("We present Quill. Quill loses 2% accuracy at 4 bits, whereas the accuracy of prior methods degrades by up to 12%.",
         []),
        ("We present Quill. Quill is 2× faster than Zorbix, while existing systems' memory grows by 3×.", [2.0]),
        # near misses: our own change in the "while" clause stays
        ("We present Quill. Quill is 2× faster than Zorbix, while its memory use drops by 30%.", [2.0, 30.0]),
        ("We present Quill. Quill is 2× faster than Zorbix, while reducing memory by 30%.", [2.0, 30.0]),
    ],
)
def test_the_baselines_own_change_is_no_claim(sentence, expected):
    assert [c.value for c in facts(sentence).comparisons if c.value is not None] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a percentile is not a percentage
        ("We present Quill. Quill reduces the 95%ile inference time by an average of 1.6× over Zorbix.", [1.6]),
        ("We present Quill. Quill cuts the 99%-ile latency by 40% compared to Zorbix.", [40.0]),
        ("We present Quill. Quill cuts the 99th-percentile latency by 40% compared to Zorbix.", [40.0]),
    ],
)
def test_percentiles_are_not_values(sentence, expected):
    assert [c.value for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a device beside ours, inside "GPU supercomputer"
        ("We present Quill. Compared with a contemporary NVIDIA V100 GPU supercomputer, Quill delivers 0.96× to 1.5× "
         "the performance.", [("nvidia-v100", None)]),
        ("We present Quill. Quill is 3× faster than a comparable NVIDIA A100 GPU supercomputer.", [("nvidia-a100", None)]),
        # near miss: a cluster with an article stays a setup, kept as text
        ("We present Quill. Quill is 2× faster than a V100 GPU cluster.", [(None, "a V100 GPU cluster")]),
        # "NAME-based solutions": the name they build on
        ("We present Quill. Quill runs 2.4-3.4× faster than MobileZorb and ZorbNAS-based solutions.",
         [("mobilezorb", None), ("zorbnas", None)]),
        ("We present Quill. Quill is 2× faster than Quattro-based approaches.", [("quattro", None)]),
        # near misses: a generic word before "-based", or no kind word after
        ("We present Quill. Quill is 2× faster than GPU-based solutions.", [(None, "GPU-based solutions")]),
        ("We present Quill. Quill is 2× faster than CNN-based approaches.", [(None, "CNN-based approaches")]),
    ],
)
def test_device_supercomputers_and_based_on_names(sentence, expected):
    assert [(c.baseline, c.baseline_text) for c in facts(sentence).comparisons] == expected


def test_a_name_after_an_example_marker_stands_alone():
    assert [c.baseline for c in facts("We present Quill. Quill is 4× faster than existing kernels, e.g., Zorbix.").comparisons] \
        == ["zorbix"]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "than using X": what is used is the baseline
        ("We present Quill. Quill is 3× faster than using Zorbix.", [("zorbix", None)]),
        ("We present Quill. Quill is 3× faster than using Zorbix and Quattro.", [("zorbix", None), ("quattro", None)]),
        # near misses: a setting after "using" stays unnamed or gives nothing
        ("We present Quill. Quill is 2× faster than using a single GPU.", [(None, "a single GPU")]),
        ("We present Quill. Quill is 2× faster than using 8 GPUs.", [(None, IMPLICIT_BASELINE)]),
    ],
)
def test_than_using_a_name(sentence, expected):
    assert [(c.baseline, c.baseline_text) for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N times as fast as X": a ratio over X
        ("We present Quill. Quill is twice as fast as Zorbix.", [("zorbix", 2.0)]),
        ("We present Quill. Quill is three times as fast as Zorbix and Quattro.", [("zorbix", 3.0), ("quattro", 3.0)]),
        ("We present Quill. Quill kernels run 4 times as fast as Zorbix.", [("zorbix", 4.0)]),
        # near misses: a size, not a ratio over a baseline
        ("We present Quill. Quill holds three times as large a cache.", []),
        ("We present Quill. The Quill cluster is 3 times as large as the Zorbix cluster.", []),
    ],
)
def test_times_as_fast_as(sentence, expected):
    assert [(c.baseline, c.value) for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # on-chip and flash memory words are memory; "memory-efficient than X" is a memory claim
        ("Quill uses 3.5× less SRAM and 5.7× less Flash compared to Zorbix.",
         [("zorbix", "memory", 3.5, None, "better"), ("zorbix", "memory", 5.7, None, "better")]),
        ("Quill runs 2.4-3.4× faster than Zorbix with 3.7-4.1× smaller peak SRAM.",
         [("zorbix", "speedup", 2.4, None, "better"), ("zorbix", "memory", 3.7, None, "better")]),
        ("Quill is more memory-efficient than common methods such as Zorbix.",
         [("zorbix", "memory", None, None, "better")]),
        # the serving time of a request is its latency; a throughput unit per GPU-second is throughput
        ("Quill reduces end-to-end serving time by 29% on average compared with Zorbix.",
         [("zorbix", "latency", 29.0, "average", "better")]),
        ("For tokens per GPU-second, Quill achieves up to 3.8× and 3.6× improvement over Zorbix and Quattro, "
         "respectively.",
         [("zorbix", "throughput", 3.8, "up to", "better"), ("quattro", "throughput", 3.6, "up to", "better")]),
        # near misses: the training time stays a speedup, a plain improvement stays a speedup
        ("Quill reduces end-to-end training time by 29% compared with Zorbix.",
         [("zorbix", "speedup", 29.0, None, "better")]),
        ("Quill achieves up to 3.8× improvement over Zorbix.", [("zorbix", "speedup", 3.8, "up to", "better")]),
    ],
)
def test_memory_latency_and_throughput_words(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N improvement in A and B": one claim per measure
        ("Quill achieves more than an order of magnitude improvement in latency and throughput over Zorbix.",
         [("zorbix", "latency", 10.0, "at least", "better"), ("zorbix", "throughput", 10.0, "at least", "better")]),
        ("Quill yields 40% savings in memory and cost compared with Zorbix.",
         [("zorbix", "memory", 40.0, None, "better"), ("zorbix", "cost", 40.0, None, "better")]),
        # near misses: a second value of its own, a second measure after the baseline, two devices
        ("Quill gives a 3× improvement in latency and a 2× improvement in throughput over Zorbix.",
         [("zorbix", "latency", 3.0, None, "better"), ("zorbix", "throughput", 2.0, None, "better")]),
        ("Quill gives a 3× improvement in latency over Zorbix and higher throughput.",
         [("zorbix", "latency", 3.0, None, "better")]),
        ("Quill gives a 3× improvement in latency on A100 and H100 over Zorbix.",
         [("zorbix", "latency", 3.0, None, "better")]),
    ],
)
def test_a_gain_in_two_measures(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measure of the full, dense or higher-precision model kept, with no number: parity with it
        ("Quill prunes the model to half its weights in one shot, without any retraining, at minimal loss of "
         "accuracy.", [(None, "accuracy", None, None, "parity")]),
        ("Quill removes half of the weights with negligible increase in perplexity.",
         [(None, "accuracy", None, None, "parity")]),
        ("We show that Quill is able to improve performance and reduce memory consumption, while also maintaining "
         "the same level of model quality.", [(None, "accuracy", None, None, "parity")]),
        ("On language modeling tasks, our 4-bit optimizers maintain 16-bit performance.",
         [(None, "accuracy", None, None, "parity")]),
        ("Quill is 2x faster than Zorbix while preserving the same level of accuracy.",
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # near misses: a goal, a setting, a loss of time, a large increase
        ("The challenge is to maintain the same level of model quality.", []),
        ("Quill keeps the same level of throughput.", []),
        ("Quill maintains 16-bit weights in memory.", []),
        ("Quill causes a large increase in perplexity.", []),
    ],
)
def test_parity_with_the_full_model(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a purpose clause states a design goal, not a measured result
        ("Quill combines double buffering and coalescing to ensure high throughput, low memory footprint, and "
         "update semantics similar to Zorbix.", []),
        ("Quill adds a cost model to help find plans with higher throughput than existing systems.", []),
        ("Quill uses a planner to guarantee latency comparable to Zorbix.", []),
        # near misses: a result after the purpose clause, a result reached by a means
        ("We tune Quill to ensure fairness, and it achieves accuracy comparable to Zorbix.",
         [("zorbix", "accuracy", None, None, "parity")]),
        ("Quill uses a search to find the plan, and it runs faster than Zorbix.",
         [("zorbix", "speedup", None, None, "better")]),
        ("Quill exploits sparsity to achieve significantly lower latency than Zorbix.",
         [("zorbix", "latency", None, None, "better")]),
    ],
)
def test_a_design_goal_is_no_claim(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an accelerator is a device, not a speedup word, even where the window after the number cuts it
        ("Evaluations show that Quill achieves 200× better wafer-scale accelerator utilization than Zorbix.",
         [("zorbix", "utilization", 200.0, None, "better")]),
        ("Quill achieves 3× higher accelerator utilization than Zorbix.",
         [("zorbix", "utilization", 3.0, None, "better")]),
        # a percentage after "outperforms" with no measure word is the paper's main measure, even far from the verb
        ("For large training jobs, Quill outperforms the state-of-the-art open source parameter servers by up to 84%.",
         [("the state-of-the-art open source parameter servers", "speedup", 84.0, "up to", "better")]),
        # near misses: the verb "accelerates" is still a speedup; a measure word still wins
        ("Quill accelerates training by 30% over Zorbix.", [("zorbix", "speedup", 30.0, None, "better")]),
        ("Quill outperforms the open source Zorbix and Quattro in memory by up to 84% and 45%, respectively.",
         [("zorbix", "memory", 84.0, "up to", "better"), ("quattro", "memory", 45.0, "up to", "better")]),
    ],
)
def test_accelerators_and_distant_outperforms(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a cost ratio said in words, against the compared baseline
        ("Compared with a Zorbix cluster, Quill delivers 1.5× the speed while costing roughly half as much.",
         [("a Zorbix cluster", "speedup", 1.5, None, "better"), ("a Zorbix cluster", "cost", 2.0, "about", "better")]),
        ("Quill matches Zorbix at a third of the price.", [("zorbix", "cost", 3.0, None, "better")]),
        ("Quill is 2× faster than Zorbix at half the cost.",
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "cost", 2.0, None, "better")]),
        # near misses: half of another quantity, a halved cost found as a number
        ("Quill runs at half the batch size and is 2× faster than Zorbix.", [("zorbix", "speedup", 2.0, None, "better")]),
        ("Quill halves the cost of serving compared to Zorbix.", [("zorbix", "cost", 2.0, None, "better")]),
    ],
)
def test_a_cost_fraction_in_words(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a measure said to cost nothing, with no number: parity on that measure (implicit baseline alone)
        ("Quill also incurs no overhead on inference throughput.", [(None, "throughput", None, None, "parity")]),
        ("Moreover, the checkpointer adds zero overhead to training throughput for large models.",
         [(None, "throughput", None, None, "parity")]),
        ("Quill introduces no additional slowdown in end-to-end latency.", [(None, "latency", None, None, "parity")]),
        # two measures before "overhead", the baseline from the cue right after
        ("Quill shrinks the model 3x, and this compression comes with no accuracy or training time overhead compared "
         "to the dense baseline.",
         [(None, "speedup", 3.0, None, "better"), ("the dense baseline", "accuracy", None, None, "parity"),
          ("the dense baseline", "speedup", None, None, "parity")]),
        ("Quill is 2x faster than Zorbix, with no accuracy nor memory overhead compared to Zorbix.",
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity"),
          ("zorbix", "memory", None, None, "parity")]),
        # near misses: a goal, a "with" adjunct alone, no measure, a baseline's property, a small overhead
        ("Ideally, a checkpointer should incur no overhead on training throughput.", []),
        ("We measure better downstream accuracy with no overhead in training time.", []),
        ("Quill incurs no overhead.", []),
        ("Zorbix has no overhead on throughput but wastes memory.", []),
        ("Quill introduces a small overhead on throughput.", []),
    ],
)
def test_no_overhead_on_a_measure_is_parity(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "without any decline in the quality of ..." beside a measured gain: quality parity
        ("Quill achieves a 2.1x speedup over Zorbix without any decline in the quality of the generated text.",
         [("zorbix", "speedup", 2.1, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        ("Quill runs 1.8x faster without a drop in accuracy.",
         [(None, "speedup", 1.8, None, "better"), (None, "accuracy", None, None, "parity")]),
        # alone, only in a sentence that reports a measured result (and passes the prefilter: a number here)
        ("Our results show that Quill scales linearly to 64 GPUs without compromising model accuracy.",
         [(None, "accuracy", None, None, "parity")]),
        ("Experiments demonstrate that on 12 tasks Quill converges quickly without sacrificing output quality.",
         [(None, "accuracy", None, None, "parity")]),
        # near misses: no quality measure, a design statement, an insight, no result marker
        ("Quill is 2x faster, without any decline in the number of requests served.",
         [(None, "speedup", 2.0, None, "better")]),
        ("Our results show that Quill scales linearly to 64 GPUs without compromising the flexibility of the API.", []),
        ("Our key insight is that most tensors can use 8-bit formats without compromising model accuracy.", []),
        ("Quill speeds up attention on 128K contexts without sacrificing accuracy.", []),
    ],
)
def test_a_quality_kept_without_a_number(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a parity cue naming one measure, then a saving in another: the saving is a gain, the measure is parity
        ("Quill obtains the same accuracy as the strongest baselines in half the time.",
         [("the strongest baselines", "speedup", 2.0, None, "better"),
          ("the strongest baselines", "accuracy", None, None, "parity")]),
        ("Quill matches the accuracy of Zorbix with 3x less memory.",
         [("zorbix", "memory", 3.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        ("Quill attains comparable perplexity to Zorbix using 2.5x fewer GPUs.",
         [("zorbix", "other", 2.5, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # the value inside the baseline phrase is the baseline's budget, never the earlier cue's
        ("Quill layers are more compute-efficient than Zorbix, and reach the same perplexity as dense models trained "
         "with twice the compute budget.",
         [("dense models trained with twice the compute budget", "cost", 2.0, None, "better"),
          ("zorbix", "cost", None, None, "better"),
          ("dense models trained with twice the compute budget", "accuracy", None, None, "parity")]),
        # near misses: the value measures the parity's own measure; a separate clause with its own baseline
        ("Quill matches the throughput of Zorbix (1.04x).", [("zorbix", "throughput", 1.04, None, "parity")]),
        ("Quill reaches the same accuracy as Zorbix and runs 2x faster than Quattro.",
         [("quattro", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
    ],
)
def test_parity_in_one_measure_with_a_saving_in_another(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "more <measure>-efficient than A and B" with no number: one gain per baseline
        ("Experiments show that Quill layers are more compute-efficient than Zorbix and Quattro.",
         [("zorbix", "cost", None, None, "better"), ("quattro", "cost", None, None, "better")]),
        ("Quill is more energy-efficient than Zorbix.", [("zorbix", "energy", None, None, "better")]),
        # a side gain with no number after a measured one, against the sentence's baseline
        ("Quill improves throughput by up to 3x compared with prior caching methods, while offering substantially "
         "better model accuracy.",
         [("prior caching methods", "throughput", 3.0, "up to", "better"),
          ("prior caching methods", "accuracy", None, None, "better")]),
        ("Quill consumes a third of the energy used to train Zorbix, while still achieving better zero-shot accuracy.",
         [("zorbix", "energy", 3.0, None, "better"), ("zorbix", "accuracy", None, None, "better")]),
        # near misses: the side gain has its own number; no measure named
        ("Quill is 2x faster than Zorbix, while achieving higher throughput by 30% on long prompts.",
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "throughput", 30.0, None, "better")]),
        ("Quill is 2x faster than Zorbix while offering better programmability.",
         [("zorbix", "speedup", 2.0, None, "better")]),
    ],
)
def test_gains_without_a_number(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "respectively" aligns the value list right before it with its own measures, not an earlier value's
        ("Quill uses 38% less resources all the while lowering average TTFT and average JCT by 97% and 47%, "
         "respectively.",
         [(None, "cost", 38.0, None, "better"), (None, "latency", 97.0, None, "better"),
          (None, "latency", 47.0, None, "better")]),
        ("Quill needs 2x less memory and cuts latency and cost by 30% and 40%, respectively.",
         [(None, "memory", 2.0, None, "better"), (None, "latency", 30.0, None, "better"),
          (None, "cost", 40.0, None, "better")]),
        # a smaller model is memory, a larger one scale
        ("Quill achieves 117 times and 112 times model size compression on the two datasets, respectively.",
         [(None, "memory", 117.0, None, "better"), (None, "memory", 112.0, None, "better")]),
        ("Quill attains a 9x model size reduction.", [(None, "memory", 9.0, None, "better")]),
        # near misses: one list only; a larger model
        ("Quill cuts latency and cost by 30% and 40%, respectively.",
         [(None, "latency", 30.0, None, "better"), (None, "cost", 40.0, None, "better")]),
        ("Quill trains with a 4x larger model size than Zorbix.", [("zorbix", "scale", 4.0, None, "better")]),
    ],
)
def test_values_align_with_their_own_measures(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "close to" a device's limit in a design sentence compares nothing
        ("First, Quill splits prompts into fixed-size chunks so that the accelerator always runs close to its "
         "compute-saturated limit.", []),
        ("Quill keeps every GPU close to its peak memory bandwidth by prefetching weights.", []),
        # near miss: close to a baseline's measure
        ("Quill gets close to the throughput of Zorbix.", [("zorbix", "throughput", None, None, "parity")]),
    ],
)
def test_close_to_a_limit_is_no_parity(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a bounded loss, then ", outperforming X": the loss is against the implicit reference, the gain over X
        ("Quill reaches less than 1% accuracy loss with 4-bit weights, outperforming existing methods.",
         [(None, "accuracy", 1.0, "up to", "worse"), ("existing methods", "accuracy", None, None, "better")]),
        ("With 3-bit keys, Quill shows a 0.2 perplexity degradation on C4, surpassing Zorbix.",
         [(None, "accuracy", 0.2, None, "worse"), ("zorbix", "accuracy", None, None, "better")]),
        # near misses: the verb first, a worse cue of its own
        ("Quill outperforms Zorbix with a 1% accuracy drop.", [("zorbix", "accuracy", 1.0, None, "worse")]),
        ("Quill shows a 3% accuracy drop compared to Zorbix.", [("zorbix", "accuracy", 3.0, None, "worse")]),
    ],
)
def test_a_loss_then_outperforming(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "superior <measure>" far before "compared with" a list of baselines: one gain per baseline, on that measure
        ("Extensive experiments validate Quill's superior accuracy across diverse bit-width configurations such as "
         "W4A4, W6A6, W4A16, W3A16 and W2A16 on all model families compared with previous methods such as Zorbix, "
         "Quattro and Fizzle.",
         [("zorbix", "accuracy", None, None, "better"), ("quattro", "accuracy", None, None, "better"),
          ("fizzle", "accuracy", None, None, "better")]),
        # near miss: "superior" describes something else in another clause
        ("Given the superior memory bandwidth of HBM3 across all of our evaluated platforms, precisions and "
         "configurations, we evaluate Quill as compared with Zorbix.", []),
    ],
)
def test_a_distant_superior_before_compared_with(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "competitive/similar <measure> compared to X" with no number: parity on that measure
        ("Quill delivers competitive performance compared to existing kernel libraries on every GPU.",
         [("existing kernel libraries", "speedup", None, None, "parity")]),
        ("Quill attains similar throughput compared with Zorbix.", [("zorbix", "throughput", None, None, "parity")]),
        # near misses: a gain, no baseline
        ("Quill achieves higher throughput compared with Zorbix.", [("zorbix", "throughput", None, None, "better")]),
        ("Quill delivers competitive performance.", []),
    ],
)
def test_parity_words_before_compared_to(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a generic head with the name in parentheses before the subject: every value of the sentence takes the name
        ("Compared to the state-of-the-art (Zorbix), Quill delivers up to 6x faster model synchronization and "
         "cuts training time by up to 35%.",
         [("zorbix", "communication", 6.0, "up to", "better"), ("zorbix", "speedup", 35.0, "up to", "better")]),
        ("Relative to prior serving systems (Zorbix and Quattro), Quill reduces latency by 30%.",
         [("zorbix", "latency", 30.0, None, "better"), ("quattro", "latency", 30.0, None, "better")]),
        ("In comparison with the strongest baseline (Zorbix), Quill cuts cost by 45%.",
         [("zorbix", "cost", 45.0, None, "better")]),
        ("Quill outperforms existing compilers (Zorbix and Quattro) by 1.8x on average.",
         [("zorbix", "speedup", 1.8, "average", "better"), ("quattro", "speedup", 1.8, "average", "better")]),
        # near miss: a setting in parentheses is no name
        ("Compared with the default setting (batch size 8), Quill is 2x faster.",
         [("the default setting", "speedup", 2.0, None, "better")]),
        # a value per name in parentheses, each with its own measure words
        ("Quill outperforms frameworks such as Zorbix (4.1× faster) and Quattro (2.5× faster) on all graphs.",
         [("zorbix", "speedup", 4.1, None, "better"), ("quattro", "speedup", 2.5, None, "better")]),
        ("Quill outperforms Zorbix (2.1x higher throughput) and Quattro (30% lower latency).",
         [("zorbix", "throughput", 2.1, None, "better"), ("quattro", "latency", 30.0, None, "better")]),
        ("Compared with Zorbix (30% lower latency), Quattro (2x speedup) and Fenwick (up to 3.1x speedup), Quill wins.",
         [("zorbix", "latency", 30.0, None, "better"), ("quattro", "speedup", 2.0, None, "better"),
          ("fenwick", "speedup", 3.1, "up to", "better")]),
        ("Quill beats existing systems such as Zorbix (by 2x) and Quattro (by 40%).",
         [("zorbix", "speedup", 2.0, None, "better"), ("quattro", "speedup", 40.0, None, "better")]),
        # near miss: a parenthesis that is no value does not continue the list
        ("Against Zorbix, Quattro (a strong baseline) attains 2x.", [("zorbix", "speedup", 2.0, None, "better")]),
    ],
)
def test_names_in_parentheses(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "within N% of X": a bounded loss against X (worse, max); "its" is the baseline named before
        ("On an H100 GPU, Quill runs within 10% of Zorbix in the forward pass.",
         [("zorbix", "speedup", 10.0, "max", "worse")]),
        ("Quill stays within 0.5 points of the accuracy of Quattro-7B.",
         [("quattro-7b", "accuracy", 0.5, "max", "worse")]),
        ("Quill uses 4x less memory than a GPU-only deployment while staying within 20% of its throughput.",
         [("a GPU-only deployment", "memory", 4.0, None, "better"),
          ("a GPU-only deployment", "throughput", 20.0, "max", "worse")]),
        # another value of the sentence keeps its own direction
        ("Quill runs within 8% of Zorbix on short inputs and reaches 1.3x its speed on long ones.",
         [("zorbix", "speedup", 8.0, "max", "worse"), ("zorbix", "speedup", 1.3, None, "better")]),
        # near misses: a level reached, a time limit, a share
        ("Quill reaches throughput within 5% of the theoretical peak.", []),
        ("Quill keeps latency within 5% of optimal.", []),
        ("Quill finishes within 10 minutes of launch.", []),
    ],
)
def test_within_a_bound_of_a_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "instead of NAME" with a gain in the sentence: NAME is the baseline
        ("When the trainer uses Quill instead of the state-of-the-art Zorbix data loading library, training time is "
         "reduced (by as much as 5x on one server).", [("zorbix", "speedup", 5.0, "up to", "better")]),
        ("Using Quill instead of Quattro improves throughput by 2.1x.", [("quattro", "throughput", 2.1, None, "better")]),
        # near misses: an unnamed design choice is no baseline; no value, no claim
        ("Quill keeps the cache in CPU memory instead of GPU memory, which cuts cost by 40%.",
         [(None, "cost", 40.0, None, "better")]),
        ("Quill runs on Zorbix instead of Quattro.", []),
    ],
)
def test_instead_of_a_named_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the name who made the baseline: "plans generated by NAME('s planner)"
        ("Quill consistently outperforms strategies generated by Zorbix's planner by up to 3.2x.",
         [("zorbix", "speedup", 3.2, "up to", "better")]),
        ("Quill outperforms kernels produced by Quattro by 1.5x.", [("quattro", "speedup", 1.5, None, "better")]),
        # a kind word after the name: "the NAME data loading library"
        ("Quill is 2x faster than the Zorbix graph engine.", [("zorbix", "speedup", 2.0, None, "better")]),
        # near misses: "by" before the value; a precision is no name
        ("Quill outperforms kernels generated by 2x.", [("kernels generated", "speedup", 2.0, None, "better")]),
        ("Quill is 2x faster than the FP16 mixed precision baseline.",
         [("the FP16 mixed precision baseline", "speedup", 2.0, None, "better")]),
        # "saves N% of X": the saved share is a gain
        ("Quill outperforms Zorbix by 1.6x and saves 12% of memory consumption.",
         [("zorbix", "speedup", 1.6, None, "better"), ("zorbix", "memory", 12.0, None, "better")]),
        ("Quill spends 12% of its time in communication.", []),
    ],
)
def test_who_made_the_baseline_and_saved_shares(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # our value, then "compared with" the baseline's value "for" the baseline
        ("The chip reaches an accuracy of 76.1% on the digit task, compared with 90.4% for a conventional digital "
         "computer.", [("a conventional digital computer", "accuracy", 76.1, None, "worse")]),
        ("Quill reaches 94.1% top-1 accuracy, compared with 91.2% for Zorbix.", [("zorbix", "accuracy", 94.1, None, "better")]),
        ("Quill attains 71.3% accuracy vs. 69.0% for Zorbix.", [("zorbix", "accuracy", 71.3, None, "better")]),
        ("Quill keeps the error rate at 2.1%, versus 4.5% for the dense baseline.",
         [("the dense baseline", "accuracy", 2.1, None, "better")]),
        # near misses: no baseline after the second value; a sentence claimed already
        ("Quill reaches 80% utilization, compared with 40% in prior work.", []),
        ("Quill improves accuracy by 3% over Zorbix, reaching 80.1% compared with 77.1% for Zorbix.",
         [("zorbix", "accuracy", 3.0, None, "better"), ("zorbix", "accuracy", 80.1, None, "better")]),
    ],
)
def test_our_value_compared_with_the_baselines_value(sentence, expected):
    assert metric_rows(sentence) == expected


# --- seventh session: metrics (Q4) ---


def q4_rows(sentence):
    return [(c.baseline or (None if c.baseline_text == IMPLICIT_BASELINE else c.baseline_text), c.metric, c.value,
             c.unit, c.qualifier, c.direction) for c in facts("We present Quill. " + sentence).comparisons]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a change of a quality score in the score's own units: the unit is the score, a decline a loss
        ("Quill speeds up sampling by 2.1x with only a 0.08 decline in CLIP Score.",
         [(None, "speedup", 2.1, "x", None, "better"), (None, "accuracy", 0.08, "CLIP Score", None, "worse")]),
        ("Quill cuts memory by 3x with a slight decrease of 0.4 in BLEU.",
         [(None, "memory", 3.0, "x", None, "better"), (None, "accuracy", 0.4, "BLEU", None, "worse")]),
        ("Quill halves the latency with a 0.3 increase in perplexity.",
         [(None, "latency", 2.0, "x", None, "better"), (None, "accuracy", 0.3, "perplexity", None, "worse")]),
        # the score named before "by", or before its number with a comparative
        ("Quill improves BLEU by 1.3 over Zorbix.", [("zorbix", "accuracy", 1.3, "BLEU", None, "better")]),
        ("The perplexity of Quill rises by only 0.05 relative to the FP16 model.",
         [("the FP16 model", "accuracy", 0.05, "perplexity", None, "worse")]),
        ("Quill improves CodeBLEU by at least 4.6 points compared to Zorbix.",
         [("zorbix", "accuracy", 4.6, "CodeBLEU", "at least", "better")]),
        ("Quill's samples reach 1.4 lower FID than Zorbix.", [("zorbix", "accuracy", 1.4, "FID", None, "better")]),
        # listed score deltas share their baseline; each ratio after a score delta keeps its own measure
        ("Quill yields +1.2 mIoU and +0.8 mAP over Zorbix.",
         [("zorbix", "accuracy", 1.2, "mIoU", None, "better"), ("zorbix", "accuracy", 0.8, "mAP", None, "better")]),
        ("Quill outperforms Zorbix by 2.9 BLEU and 1.7 chrF points.",
         [("zorbix", "accuracy", 2.9, "BLEU", None, "better"), ("zorbix", "accuracy", 1.7, "chrF", None, "better")]),
        ("Quill gives a 1.8x speedup on Zorb-7B with a 0.1 decline in BLEU, and 2.6x on Zorb-70B with a 0.3 decline "
         "in BLEU.", [(None, "speedup", 1.8, "x", None, "better"), (None, "accuracy", 0.1, "BLEU", None, "worse"),
                      (None, "speedup", 2.6, "x", None, "better"), (None, "accuracy", 0.3, "BLEU", None, "worse")]),
        # near misses: an absolute score; a share or points as the unit
        ("Quill reaches 31.2 BLEU on the news benchmark.", []),
        ("Quill reaches 31.2 BLEU and 0.8 chrF on the news benchmark.", []),
        ("Quill improves BLEU by 12% over Zorbix.", [("zorbix", "accuracy", 12.0, "%", None, "better")]),
        ("Quill achieves 2.3 points better perplexity than Zorbix.",
         [("zorbix", "accuracy", 2.3, "points", None, "better")]),
    ],
)
def test_quality_deltas_in_score_units(sentence, expected):
    assert q4_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "less than N" against the larger value of the others' clause: the bound of ours ("max"), ours the better;
        # a bare overhead takes the measure the others' clause names
        ("Quill incurs less than 2% overhead, whereas checkpointing every hour costs up to 20% of training throughput.",
         [(None, "throughput", 2.0, "%", "max", "better")]),
        ("Quill's accuracy drops by less than 0.5%, whereas prior pruning methods lose up to 6%.",
         [(None, "accuracy", 0.5, "%", "max", "better")]),
        # "within N": the bound of a loss, its measure named before the bound
        ("Quill keeps the overhead within 4%.", [(None, "other", 4.0, "%", "max", "worse")]),
        ("Quill bounds the runtime overhead within 3%.", [(None, "speedup", 3.0, "%", "max", "worse")]),
        # a loss kept under a bound ("keeps/limits ... below", "stays under"): its bound, as "within N" (session 9)
        ("Quill keeps the accuracy loss below 1% compared to the FP16 model.",
         [("the FP16 model", "accuracy", 1.0, "%", "max", "worse")]),
        ("Quill keeps the latency overhead under 5%, while cutting memory by 40%.",
         [(None, "latency", 5.0, "%", "max", "worse"), (None, "memory", 40.0, "%", None, "better")]),
        # near misses: a bound with no contrast and no verb of keeping stays "up to" (a loss named before it is ours);
        # a reduced loss; a parity bound
        ("Quill adds less than 2% latency overhead compared to Zorbix.", [("zorbix", "latency", 2.0, "%", "up to", "worse")]),
        ("Quill reduces the overhead to below 2%.", [(None, "other", 2.0, "%", "up to", "better")]),
        ("Quill cuts token usage by 40% compared to existing methods while keeping accuracy within 2 percentage points.",
         [("existing methods", "cost", 40.0, "%", None, "better"), ("existing methods", "accuracy", 2.0, "points", "up to", "parity")]),
    ],
)
def test_bounds_read_as_max(sentence, expected):
    assert q4_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # shrinking "the size of" a model is memory; changing "the number of" things is a count with no measure
        ("Quill reduces the size of ResNet-50 by 12x without loss of accuracy.",
         [(None, "memory", 12.0, "x", None, "better"), (None, "accuracy", None, None, None, "parity")]),
        ("Quill shrinks the size of the vector index by 3x compared to Zorbix.",
         [("zorbix", "memory", 3.0, "x", None, "better")]),
        ("Quill reduces the number of kernel launches by 4x.", [(None, "other", 4.0, "x", None, "better")]),
        ("Quill cuts the number of pipeline bubbles by 40% compared to Zorbix.",
         [("zorbix", "other", 40.0, "%", None, "better")]),
        # a job completion time is a latency
        ("Quill improves the average JCT by up to 3.1x over Zorbix.", [("zorbix", "latency", 3.1, "x", "up to", "better")]),
        ("Quill reduces average job completion times by 40% relative to Zorbix.",
         [("zorbix", "latency", 40.0, "%", None, "better")]),
        ("Quill shortens the job completion time by 2.2x.", [(None, "latency", 2.2, "x", None, "better")]),
        # near misses: a measure word in the object wins; the completion time of an operation is its speed
        ("Quill reduces the latency of the model by 2x.", [(None, "latency", 2.0, "x", None, "better")]),
        ("Quill reduces the completion time of all-reduce by 2x.", [(None, "speedup", 2.0, "x", None, "better")]),
    ],
)
def test_sizes_counts_and_job_completion_times(sentence, expected):
    assert q4_rows(sentence) == expected


# --- seventh session: baseline slots (Q2) ---


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a verb cue's "in <measure>" names the measure: not the subject's words ("the runtime"), nor a setting
        ("On a single GPU, the runtime outperforms Zorbix, Quattro and Brisket in BERT inference latency across "
         "variable sequence lengths.",
         [("zorbix", "latency", None, None, "better"), ("quattro", "latency", None, None, "better"),
          ("brisket", "latency", None, None, "better")]),
        ("The faster engine beats Zorbix and Quattro in terms of memory footprint and throughput on long prompts.",
         [("zorbix", "memory", None, None, "better"), ("zorbix", "throughput", None, None, "better"),
          ("quattro", "memory", None, None, "better"), ("quattro", "throughput", None, None, "better")]),
        ("Our lightweight runtime surpasses Zorbix in accuracy on every benchmark.",
         [("zorbix", "accuracy", None, None, "better")]),
        ("The runtime outperforms Zorbix in both latency and throughput.",
         [("zorbix", "latency", None, None, "better"), ("zorbix", "throughput", None, None, "better")]),
        # near misses: an "in" that names no measure, or a setting, leaves the other words their say
        ("The runtime outperforms Zorbix in most settings.", [("zorbix", "speedup", None, None, "better")]),
        ("The faster runtime outperforms Zorbix in sequence lengths up to 8K.",
         [("zorbix", "speedup", None, None, "better"), ("zorbix", "scale", None, None, "better")]),
    ],
)
def test_one_record_per_measure_the_verb_names(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N x that of X", "N x the <measure> of X": X is the baseline of the multiple
        ("Quill achieves near-linear scaling efficiency, which is up to 1.27x that of Zorbix.",
         [("zorbix", "utilization", 1.27, "up to", "better")]),
        ("The throughput of Quill is 2.4x that of Zorbix on eight GPUs.", [("zorbix", "throughput", 2.4, None, "better")]),
        ("Quill delivers 3.1x the throughput of Zorbix.", [("zorbix", "throughput", 3.1, None, "better")]),
        ("Quill sustains twice the goodput of Quattro.", [("quattro", "throughput", 2.0, None, "better")]),
        ("The throughput of Quill is up to 2.9x that of existing training systems.",
         [("existing training systems", "throughput", 2.9, "up to", "better")]),
        # near misses: no measure between "the" and "of" (a count), a served model is no baseline
        ("Quill uses 2x the number of GPUs of Zorbix.", [(None, "speedup", 2.0, None, "better")]),
        ("Quill delivers 2x the throughput of Llama-7B served on one GPU.", [(None, "throughput", 2.0, None, "better")]),
    ],
)
def test_a_multiple_of_the_baselines_measure(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N times longer/larger/more ... than X": one record per value and baseline
        ("Quill trains sequences 32 times longer than Zorbix and up to 4 times longer than previous memory-efficient "
         "methods.", [("zorbix", "scale", 32.0, None, "better"),
                      ("previous memory-efficient methods", "scale", 4.0, "up to", "better")]),
        ("Quill fits models 6 times larger than Quattro on one node.", [("quattro", "scale", 6.0, None, "better")]),
        ("Quill serves 3 times more requests than Zorbix.", [("zorbix", "throughput", 3.0, None, "better")]),
        # near misses: no baseline after "than"; no "than" at all
        ("We find that prompts are on average 37 times longer than generated outputs.", []),
        ("Quill trains 5 times larger models.", []),
    ],
)
def test_times_longer_than_a_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a value sizing a neutral gap or difference claims nothing
        ("Their nearest mobile counterparts exhibit at least a 100-1,000x difference in compute capability and memory.", []),
        ("There is a 10x gap between CPU and GPU memory bandwidth.", []),
        # near misses: a difference over a named baseline; a gap the system narrows
        ("Quill shows a 2x throughput difference over Zorbix.", [("zorbix", "throughput", 2.0, None, "better")]),
        ("Quill narrows the 3x gap to FP16 kernels.", [(None, "speedup", 3.0, None, "better")]),
    ],
)
def test_a_neutral_gap_is_no_claim(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a time cut "from" one duration "to" a shorter one: our (new) time, its unit
        ("With Quill, training time can be reduced from 3 days to just 76 minutes.", [(None, "latency", 76.0, None, "better")]),
        ("Quill cuts the end-to-end latency from 12 hours to 40 minutes.", [(None, "latency", 40.0, None, "better")]),
        ("The time to checkpoint drops from 90 seconds to 4 seconds with Quill.", [(None, "latency", 4.0, None, "better")]),
        # near misses: a longer time, a span of settings
        ("The evaluation window grows from 1 hour to 8 hours.", []),
        ("We profile jobs that run from 2 hours to 3 days.", []),
    ],
)
def test_a_time_cut_from_to(sentence, expected):
    assert metric_rows(sentence) == expected
    if expected:
        assert [c.unit for c in facts("We present Quill. " + sentence).comparisons] == [
            "minutes" if "minutes" in sentence else "seconds"]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # our value, then a contrast clause with others' value: named after "like"/"such as", or a baseline subject
        ("Quill reaches 95%+ recall on one node, where state-of-the-art indices like Zorbix and Quattro plateau at "
         "around 50% recall.",
         [("zorbix", "accuracy", 95.0, "at least", "better"), ("quattro", "accuracy", 95.0, "at least", "better")]),
        ("Quill finishes the simulation in 6.5 hours, whereas the reference solver would take 9.5 days.",
         [("the reference solver", "latency", 6.5, None, "better")]),
        ("Quill keeps the error rate at 2%, whereas prior methods reach 5%.", [("prior methods", "accuracy", 2.0, None, "better")]),
        ("Quill reaches 45% MFU, while Zorbix achieves only 30%.", [("zorbix", "utilization", 45.0, None, "better")]),
        # near misses: no baseline in the contrast clause, no subject at all, our own system, another quantity
        ("Quill reaches 80% accuracy on A, while the model reaches 60% on B.", []),
        ("Quill reaches 80% accuracy on A, while achieving 60% on B.", []),
        ("Zorbix reaches 40% MFU, whereas Quill achieves 60%.", []),
        ("Quill reaches 45% MFU on eight GPUs, where each GPU holds 30% of the cache.", []),
    ],
)
def test_our_value_against_a_contrast_clause(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "<verb cue> X while using N x fewer/less Y": the saving is against X, and the cue keeps its own claim
        ("Quill outperforms Zorbix while using up to 4.5x fewer GPUs.",
         [("zorbix", "other", 4.5, "up to", "better"), ("zorbix", "other", None, None, "better")]),
        ("Quill matches Zorbix while requiring 3x less memory.",
         [("zorbix", "memory", 3.0, None, "better"), ("zorbix", "other", None, None, "parity")]),
        ("Quill outperforms Zorbix in throughput, while using 30% less energy.",
         [("zorbix", "energy", 30.0, None, "better"), ("zorbix", "throughput", None, None, "better")]),
    ],
)
def test_a_saving_beside_a_verb_cue(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        # near misses of the contrast: changes on both sides are no levels
        "Quill loses 2% accuracy at 4 bits, whereas prior methods lose 9%.",
        "Quill keeps 98% of the accuracy, while the accuracy of existing methods drops by 20%.",
    ],
)
def test_a_contrast_of_changes_is_no_level_claim(sentence):
    # (a kept share alone, "keeps 98% of the accuracy", is a worse claim against the unnamed original: not the contrast)
    assert not [r for r in metric_rows(sentence) if r[2] in (2.0, 98.0) and r[0] is not None]


# --- seventh session: value-less parity (Q1) ---


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "no / almost no / virtually no" loss, drop or degradation "in/of" a quality measure: parity, even alone
        ("Quill compresses the weights to 4 bits with no loss in accuracy.", [(None, "accuracy", None, None, "parity")]),
        ("Quill stores the cache in 3 bits with almost no loss of model quality.",
         [(None, "accuracy", None, None, "parity")]),
        ("Quill quantizes activations to 8 bits with virtually no degradation in perplexity.",
         [(None, "accuracy", None, None, "parity")]),
        ("Experiments confirm that Quill scales to 1024 GPUs with no degradation in accuracy.",
         [(None, "accuracy", None, None, "parity")]),
        # words between the negation and the measure ("no end-to-end accuracy loss", "no task metric drop")
        ("Extensive experiments confirm that Quill incurs almost no end-to-end accuracy loss on diverse models.",
         [(None, "accuracy", None, None, "parity")]),
        ("Our evaluation shows that Quill causes no measurable drop in downstream task metrics.",
         [(None, "accuracy", None, None, "parity")]),
        ("Quill trims the model to 30% of its size with nearly no task metric loss.",
         [(None, "accuracy", None, None, "parity")]),
        # the measure said to stay the same
        ("On all benchmarks, the model accuracy remains unchanged after Quill prunes the weights.",
         [(None, "accuracy", None, None, "parity")]),
        # beside a measured gain: the gain and the parity
        ("Quill cuts memory by 3x with no drop in model quality.",
         [(None, "memory", 3.0, None, "better"), (None, "accuracy", None, None, "parity")]),
        # near misses: a loss function, a goal, a challenge, no measure, a loss in speed
        ("Quill needs no extra loss term for 4-bit training.", []),
        ("The goal of Quill is to quantize models to 4 bits with no loss in accuracy.", []),
        ("It remains challenging to prune 50% of the weights with no loss in accuracy.", []),
        ("Quill streams the data with no loss of packets.", []),
    ],
)
def test_no_loss_of_a_quality_measure(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # alone in a sentence that reports a result ("we demonstrate", "we show"), a kept measure is parity
        ("We demonstrate that Quill trains ResNet-50 with 8-bit gradients while fully maintaining accuracy.",
         [(None, "accuracy", None, None, "parity")]),
        ("We show that Quill trains transformers in 4-bit precision while retaining the accuracy of the original model.",
         [(None, "accuracy", None, None, "parity")]),
        ("Here we demonstrate, for the first time, 4-bit training of 7B models while completely preserving model quality.",
         [(None, "accuracy", None, None, "parity")]),
        ("We find that Quill reaches 2:4 sparsity on 20 models without any loss of accuracy.",
         [(None, "accuracy", None, None, "parity")]),
        # near misses: no result reported (a design sentence), an absolute level, no measure, a purpose
        ("Quill prunes 60% of the weights while preserving model quality.", []),
        ("We show that Quill trains 8-bit models while maintaining high accuracy.", []),
        ("We show that Quill serves 8 models while maintaining a queue per model.", []),
        ("We show how to train 8-bit models while maintaining accuracy.", []),
    ],
)
def test_kept_measure_in_a_reported_result(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # two words between the parity adjective and its "to/with/as": the measure named in between
        ("Quill achieves the same end-to-end latency as Zorbix.", [("zorbix", "latency", None, None, "parity")]),
        ("Quill achieves similar model quality to Zorbix on 12 tasks.", [("zorbix", "accuracy", None, None, "parity")]),
        ("Quill reaches the same final accuracy as Zorbix in half the training time.",
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        ("Quill sustains comparable decoding throughput with Zorbix on long prompts.",
         [("zorbix", "throughput", None, None, "parity")]),
        # "comparable or (even slightly) better": parity (as "match or outperform")
        ("Quill achieves comparable or even slightly better accuracy than Zorbix.",
         [("zorbix", "accuracy", None, None, "parity")]),
        ("Quill obtains similar or marginally improved quality compared with Zorbix.",
         [("zorbix", "accuracy", None, None, "parity")]),
        ("Quill yields comparable or even marginally improved results with Zorbix and Quattro.",
         [("zorbix", "accuracy", None, None, "parity"), ("quattro", "accuracy", None, None, "parity")]),
        # near misses: a setting, a likeness in kind, a plain gain
        ("Quill uses the same batch size as Zorbix.", []),
        ("Quill trains models of similar size to Zorbix and is 2x faster.", [(None, "speedup", 2.0, None, "better")]),
        ("Quill is similar in spirit to Zorbix.", []),
        ("Quill achieves slightly better accuracy than Zorbix.", [("zorbix", "accuracy", None, None, "better")]),
    ],
)
def test_parity_adjective_before_its_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the baseline named in an earlier clause ("we compare A to B", "Compared to B,"), the parity words later
        ("We compare Quill to the Zorbix serving system and find that it achieves comparable throughput and latency.",
         [("zorbix", "throughput", None, None, "parity"), ("zorbix", "latency", None, None, "parity")]),
        ("We compare Quill with Zorbix and show that it delivers equivalent model quality.",
         [("zorbix", "accuracy", None, None, "parity")]),
        ("Compared to Zorbix, Quill achieves comparable accuracy.", [("zorbix", "accuracy", None, None, "parity")]),
        ("When compared against Zorbix, Quill shows similar throughput and latency.",
         [("zorbix", "throughput", None, None, "parity"), ("zorbix", "latency", None, None, "parity")]),
        ("We evaluate Quill against Zorbix and observe comparable accuracy on all tasks.",
         [("zorbix", "accuracy", None, None, "parity")]),
        # near misses: a setting held equal, hardware, a property of the baseline, a purpose, no measure
        ("We compare Quill to Zorbix under comparable latency budgets.", []),
        ("We compare Quill to Zorbix on comparable hardware.", []),
        ("We compare Quill to Zorbix, a system with comparable throughput.", []),
        ("We compare Quill to Zorbix to achieve comparable accuracy.", []),
        ("Compared to Zorbix, Quill is a simpler design.", []),
    ],
)
def test_parity_with_a_baseline_named_earlier(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, title, expected",
    [
        # a value before a parity cue that names its own measure is a gain; the named measure is the parity
        ("Quill is 2x faster and reaches the same accuracy as Zorbix.", TITLE,
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        ("Quill cuts memory use by up to 4x and keeps the same end-to-end latency as Zorbix.", TITLE,
         [("zorbix", "memory", 4.0, "up to", "better"), ("zorbix", "latency", None, None, "parity")]),
        # the unmodified original of the paper's own method is no other system ("4-bit Zorbix" vs "full-precision
        # Zorbix"), kept as words; any other mention of the name stays a named baseline
        ("4-bit Zorbix cuts memory by 3x and reaches the same final accuracy as full-precision Zorbix.",
         "4-bit Zorbix: Memory-Efficient Optimizers",
         [("full-precision Zorbix", "memory", 3.0, None, "better"), ("full-precision Zorbix", "accuracy", None, None, "parity")]),
        ("4-bit Zorbix converges 2x faster than Quattro.", "4-bit Zorbix: Memory-Efficient Optimizers",
         [("quattro", "speedup", 2.0, None, "better")]),
        # a serving variant of a known framework is its own system
        ("Quill serves 1.5x more requests per second than PyTorch Serving.", TITLE,
         [("pytorch-serving", "throughput", 1.5, None, "better")]),
        # "accelerators" names hardware, no comparative: a network "over" which they talk is no baseline
        ("Quill shards the model across 2 pods of accelerators connected over a data center network.", TITLE, []),
    ],
)
def test_parity_cue_after_a_gain_and_own_originals(sentence, title, expected):
    assert metric_rows(sentence, title=title) == expected


# --- seventh session, round 2: parity, non-claims, metrics (R2) ---


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a kept measure with a small-loss word and modifiers, beside a measured claim: parity against its baseline
        ("Quill achieves up to 3.1x speedup over Zorbix, with minimal generation quality degradation.",
         [("zorbix", "speedup", 3.1, "up to", "better"), ("zorbix", "accuracy", None, None, "parity")]),
        ("Quill runs 2.4x faster than Zorbix with little end-to-end accuracy loss.",
         [("zorbix", "speedup", 2.4, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # a shared convergence point
        ("Quill trains 1.7x faster than Quattro while converging to the same accuracy.",
         [("quattro", "speedup", 1.7, None, "better"), ("quattro", "accuracy", None, None, "parity")]),
        ("Quill is 2.2x faster than Zorbix and converges to a similar final model quality.",
         [("zorbix", "speedup", 2.2, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # "matches their/its <measure>": the measure, against the baselines of the numbers
        ("Quill achieves up to 1.6x speedup over systems such as Zorbix and Quattro, and it matches their model quality.",
         [("zorbix", "speedup", 1.6, "up to", "better"), ("quattro", "speedup", 1.6, "up to", "better"),
          ("zorbix", "accuracy", None, None, "parity"), ("quattro", "accuracy", None, None, "parity")]),
        ("Quill is 2x faster than Zorbix and matches its accuracy.",
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # "even better <measure>" beside a number
        ("Compared with Zorbix, Quill cuts the serving cost by up to 4x while achieving even better latency.",
         [("zorbix", "cost", 4.0, "up to", "better"), ("zorbix", "latency", None, None, "better")]),
        ("Quill extends the batch size 3x over Zorbix, and consistently exhibits significantly higher execution speed.",
         [("zorbix", "scale", 3.0, None, "better"), ("zorbix", "speedup", None, None, "better")]),
        # near misses: a goal, a convergence with no other claim, a gain with its own number, a small loss alone
        ("Quill is 2x faster than Zorbix, and we tune it for minimal accuracy loss.",
         [("zorbix", "speedup", 2.0, None, "better")]),
        ("Training with Quill converges to the same accuracy.", []),
        ("Quill cuts memory by 2x over Zorbix and achieves higher throughput (1.5x).",
         [("zorbix", "memory", 2.0, None, "better"), ("zorbix", "throughput", 1.5, None, "better")]),
        ("Quill stores weights in 3 bits with minimal accuracy loss.", []),
    ],
)
def test_r2_valueless_parity_and_gains_beside_a_number(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N times of X" (for "N times that of X"), and bare numbers sharing the unit of the last one
        ("Quill extends the model sizes 2.1 and 2.9 times of Zorbix on one node and on 16 nodes respectively.",
         [("zorbix", "scale", 2.1, None, "better"), ("zorbix", "scale", 2.9, None, "better")]),
        ("The throughput of Quill is 1.7 times of Quattro.", [("quattro", "throughput", 1.7, None, "better")]),
        # "N times the GPU memory limit": a scale with no baseline
        ("Quill can train models up to 12 times the GPU memory limit.", [(None, "scale", 12.0, "up to", "better")]),
        ("Quill fits sequences 8x larger than the device memory capacity.", [(None, "scale", 8.0, None, "better")]),
        # "higher computing efficiency than X": utilization
        ("On eight GPUs, Quill achieves higher computing efficiency than Zorbix at every model size.",
         [("zorbix", "utilization", None, None, "better")]),
        # near misses: a measure after "times of", the memory of a baseline
        ("Quill achieves 3.5 times of speedup over Zorbix.", [("zorbix", "speedup", 3.5, None, "better")]),
        ("Quill needs 3 times the memory capacity of Zorbix.", []),
    ],
)
def test_r2_scale_and_efficiency_wording(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # speed against real time, an SLO attainment that conditions the claim, an ideal of linear scaling
        ("Quill achieves two to three orders of magnitude speedups (310-9,000x real-time) over Zorbix.",
         [("zorbix", "speedup", 100.0, None, "better")]),
        ("Quill transcribes audio at 120x real-time, 3x faster than Zorbix.", [("zorbix", "speedup", 3.0, None, "better")]),
        ("Quill serves 2.1x more requests within 95% SLO attainment than Zorbix.",
         [("zorbix", "throughput", 2.1, None, "better")]),
        ("Quill serves 2.1x more requests than Zorbix at 90% SLO attainment.", [("zorbix", "throughput", 2.1, None, "better")]),
        ("Quill overlaps communication with computation, so that the scaling efficiency is kept close to linear.", []),
        # near misses: an SLO attainment gain is a claim; a baseline after "close to" stays
        ("Quill raises SLO attainment by 35% over Zorbix.", [("zorbix", 35.0)]),
        ("Quill reaches throughput close to Zorbix.", [("zorbix", None)]),
    ],
)
def test_r2_numbers_that_are_not_claims(sentence, expected):
    rows = metric_rows(sentence)
    if expected and len(expected[0]) == 2:
        assert [(r[0], r[2]) for r in rows] == expected
    else:
        assert rows == expected


@pytest.mark.parametrize(
    "tail, expected",
    [
        # a kept measure within a range, with no reference named: parity, the range its bound
        (".", [("zorbix", None, "accuracy", 1.0, 5.0, "up to", "parity")]),
        # "within N% of X": the bound of a loss against X (the gold's convention), and no parity record beside it
        (" of the reference.", [(None, "the reference", "accuracy", 1.0, 5.0, "max", "worse")]),
        (" of the reference Zorbix detector.", [("zorbix", None, "accuracy", 1.0, 5.0, "max", "worse")]),
    ],
)
def test_r2_a_bounded_parity_keeps_its_range(tail, expected):
    rows = [(c.baseline, c.baseline_text, c.metric, c.value, c.value_max, c.qualifier, c.direction) for c in facts(
        "We present Quill. Quill runs 4x faster than Zorbix while maintaining accuracy within 1-5%" + tail).comparisons]
    assert rows == [("zorbix", None, "speedup", 4.0, None, None, "better")] + expected


@pytest.mark.parametrize(
    "sentence, metric",
    [
        # job completion time is a latency
        ("Quill reduces the average completion time by 30% compared to Zorbix.", "latency"),
        ("Quill reduces the average training task completion time by 25% compared to Zorbix.", "latency"),
        ("Quill cuts the tail job completion times by 1.6x over Zorbix.", "latency"),
        # a compression ratio of the cache is a memory saving
        ("Quill achieves up to 20x compression of the KV cache over Zorbix.", "memory"),
        # AUC is a quality score
        ("Quill reaches a 0.5% higher AUC than Zorbix.", "accuracy"),
        # requests processed at higher rates: throughput
        ("Quill can process requests at rates 1.8-12.7x higher than Zorbix under latency constraints.", "throughput"),
        # data transferred is communication
        ("Quill achieves up to 90% data transferring reduction compared to Zorbix.", "communication"),
        # "outperforms X by a significant margin" with no measure: its performance (speed in a systems sentence)
        ("Quill outperforms Zorbix by a significant margin on small graphs.", "speedup"),
        ("Quill outperforms prior systems by large margins.", "speedup"),
    ],
)
def test_r2_metric_words(sentence, metric):
    assert [r[1] for r in metric_rows(sentence)] == [metric]


# --- seventh session, round 2: baseline slots (R1) ---


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a generic head with a technique word ("offloading systems"), then "including" and four names: each is a baseline
        ("Quill cuts latency by 2.1-4.3x compared with state-of-the-art offloading systems, including Zorbix-Serve, "
         "Fen.cpp, Marlo Cache and Quattro.",
         ["zorbix-serve", "fen.cpp", "marlo-cache", "quattro"]),
        ("Quill is 3x faster than popular quantization toolkits, including Zorbix, Fen.js and Marlo Kit.",
         ["zorbix", "fen.js", "marlo-kit"]),
        # an appositive list between commas after an unnamed kind
        ("Quill outperforms the state-of-the-art serverless platforms, Zorbix and QUATTRO, by 2x-5x in throughput.",
         ["zorbix", "quattro"]),
        ("Quill beats two strong baselines, Zorbix and Fenwick, by up to 40% in accuracy.", ["zorbix", "fenwick"]),
        ("Quill outperforms existing schedulers, Zorbix, Fenwick, and Marlo, by 3x.", ["zorbix", "fenwick", "marlo"]),
        ("Quill outperforms the strongest baseline, Zorbix, by 40%.", ["zorbix"]),
        # near misses: the names start a new clause, or the list goes on with an unnamed phrase
        ("Compared with existing systems, Zorbix and Fenwick both run out of memory, while Quill is 2x faster.", []),
        ("Quill is 2x faster than existing systems, Zorbix and the other baselines.", []),
        ("Quill is 2x faster than prior systems, Zorbix included.", []),
    ],
)
def test_named_list_after_a_generic_head(sentence, expected):
    named = [c.baseline for c in facts("We present Quill. " + sentence).comparisons if c.baseline]
    assert named == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a known name with a title-case product word is its own baseline
        ("Quill is 2x faster than Clipper and TensorFlow Serving.", ["clipper", "tensorflow-serving"]),
        ("Quill serves 3x more requests than PyTorch Mobile.", ["pytorch-mobile"]),
        ("Quill trains 2x faster than PyTorch Lightning on eight GPUs.", ["pytorch-lightning"]),
        # near misses: a lowercase kind word, an all-caps word, a stop word after the name
        ("Quill is 2x faster than the PyTorch implementation.", ["pytorch"]),
        ("Quill is 2x faster than PyTorch on eight GPUs.", ["pytorch"]),
        ("Quill is 2x faster than cuBLAS GEMM kernels.", ["cublas"]),
    ],
)
def test_a_known_name_with_a_product_word(sentence, expected):
    named = [c.baseline for c in facts("We present Quill. " + sentence).comparisons if c.baseline]
    assert named == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "those trained/produced by X": X is the baseline
        ("Models trained with Quill reach the same accuracy as those trained by Zorbix DDP.",
         [("zorbix-ddp", "accuracy", None, None, "parity")]),
        ("Quill matches the quality of those served by Zorbix.", [("zorbix", "accuracy", None, None, "parity")]),
        # a range within a named reference model, with a kind word after the name
        ("Quill keeps accuracy within 1-5% of the reference Zorbix detector.", [("zorbix", "accuracy", 1.0, "max", "worse")]),
        ("Quill stays within 2%-3% of the Fenwick classifier in accuracy.", [("fenwick", "accuracy", 2.0, "max", "worse")]),
        # near miss: within a range of a level is no baseline
        ("Quill keeps accuracy within 1-5% of the theoretical peak.", []),
    ],
)
def test_baselines_in_unusual_slots(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a share of another system's resource, the system after "of"
        ("Quill uses less than 1/1000 of the memory of Zorbix and Fenwick.",
         [("zorbix", "memory", 1000.0, "at least", "better"), ("fenwick", "memory", 1000.0, "at least", "better")]),
        ("Quill needs only 1/10 of the energy of Zorbix.", [("zorbix", "energy", 10.0, None, "better")]),
        ("Quill trains the model using 1/8 of the memory required by Zorbix.", [("zorbix", "memory", 8.0, None, "better")]),
        # near misses: a share of the device's memory, a share with no other system
        ("Quill uses 30% of the memory of a GPU for activations.", []),
        ("Quill uses 30% of the memory of an NVIDIA A100 for activations.", []),
        ("Quill stores the table using 1/4 of the memory.", []),
    ],
)
def test_a_share_of_a_named_systems_resource(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a range of the baseline's level keeps both ends
        ("Quill achieves 53-99% of the throughput of a hypothetical baseline with infinite memory.",
         [("a hypothetical baseline", 53.0, 99.0)]),
        ("Quill reaches 60%-95% of the accuracy of Zorbix.", [("zorbix", 60.0, 95.0)]),
        ("Quill achieves 92% of the throughput of Zorbix.", [("zorbix", 92.0, None)]),
    ],
)
def test_a_share_range_of_the_baselines_level(sentence, expected):
    rows = [(c.baseline or c.baseline_text, c.value, c.value_max) for c in facts("We present Quill. " + sentence).comparisons]
    assert rows == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # parallel "up to A ... and up to B over X": both values are against X
        ("Quill achieves up to 96.8% data transfer reduction and up to 4.8x speedup over the state-of-the-art system Zorbix.",
         [("zorbix", 96.8), ("zorbix", 4.8)]),
        ("Quill achieves up to 50% memory reduction and up to 2x speedup over Zorbix.", [("zorbix", 50.0), ("zorbix", 2.0)]),
        # near misses: no parallel "up to", the first value stands alone
        ("Quill achieves 2.8x speedups and a 30% improvement over Zorbix.", [(None, 2.8), ("zorbix", 30.0)]),
        ("Quill achieves up to 2.8x speedups and 30% lower cost than Zorbix.", [(None, 2.8), ("zorbix", 30.0)]),
    ],
)
def test_parallel_up_to_values_share_the_baseline(sentence, expected):
    assert [(c.baseline, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the named system whose time is cut is the baseline, also of the sentence's other claims without one
        ("Quill reduces overall Zorbix training time from 11 days to 67 hours and achieves 7.5-9.5x speedup for "
         "long-sequence inference.", [("zorbix", "speedup", 7.5), ("zorbix", "latency", 67.0)]),
        ("Quill cuts the Fenwick's end-to-end latency from 3 hours to 20 minutes.", [("fenwick", "latency", 20.0)]),
        ("Quill reduces the Zorbix-Fold inference latency from 3 hours to 20 minutes, and reaches 2x higher throughput "
         "than Fenwick.", [("fenwick", "throughput", 2.0), ("zorbix-fold", "latency", 20.0)]),
        # near misses: no name, the proposed system itself, a hardware class, a model family
        ("Quill reduces the training time from 11 days to 67 hours.", [(None, "latency", 67.0)]),
        ("Quill reduces Quill training time from 11 days to 67 hours.", [(None, "latency", 67.0)]),
        ("Quill reduces the GPU training time from 3 days to 76 minutes.", [(None, "latency", 76.0)]),
        ("Quill reduces BERT training time from 3 days to 76 minutes.", [(None, "latency", 76.0)]),
    ],
)
def test_a_named_systems_time_cut_from_to(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


# ----------------------------------------------------------------------------- speed gates, output unchanged


def test_the_resource_share_gate_holds_every_amount_the_regex_reads():
    """``_resource_claims`` searches ``_RESOURCE_SHARE`` only where one of ``_RESOURCE_AMOUNTS`` occurs: every
    amount the regex reads ("30%", "half", "a third", "a quarter", "1/8") must hold one, or a claim would be lost."""
    from paperkg.extract.regex_literals import required_literals

    sets = required_literals(comparisons._RESOURCE_SHARE.pattern, shortest=1)
    amounts = next(words for words in sets if "half" in words)
    assert all(any(gate in word for gate in comparisons._RESOURCE_AMOUNTS) for word in amounts)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill needs only 1/4 of the compute of Zorbix.", [("zorbix", "cost", 4.0, None, "better")]),
        # no amount the regex reads: the gate skips the sentence, and the regex would find nothing either
        ("Quill needs only a fraction of the memory of Zorbix.", []),
        ("Quill needs only some of the energy of Zorbix.", []),
    ],
)
def test_a_resource_share_behind_its_amount_gate(sentence, expected):
    assert metric_rows(sentence) == expected


def test_has_any_is_a_substring_test():
    assert comparisons._has_any("no loss in accuracy", ("drop", "loss"))
    assert not comparisons._has_any("no change", ("drop", "loss"))
    assert not comparisons._has_any("anything", ())


def test_a_value_list_and_a_lone_value():
    """``_list_group``: a value with no other value within 60 characters is a list of its own (the early return);
    values joined by commas and "and" form one list, in order."""
    from paperkg.extract.quantities import find_quantities

    text = "it reaches 2.1x, 1.8x and 1.5x on three models, while the new cache design also uses 40% less memory than before"
    qs = find_quantities(text)
    assert [q.value for q in qs] == [2.1, 1.8, 1.5, 40.0]
    assert [q.value for q in comparisons._list_group(qs[1], qs, text)] == [2.1, 1.8, 1.5]
    assert comparisons._list_group(qs[3], qs, text) == [qs[3]]
    # near but not listed: its own list, by the full reading
    near = "2.1x on a, then 40% on b"
    qs = find_quantities(near)
    assert [comparisons._list_group(q, qs, near) for q in qs] == [[qs[0]], [qs[1]]]


def test_the_as_fast_as_gate():
    """``cue_hits`` reads the "as fast as" phrases only where " as " occurs: each phrase holds it."""
    assert all(" as " in words for words in comparisons._AS_FAST_AS_WORDS)
    rows = metric_rows("Quill is twice as fast as Zorbix.")
    assert [(r[0], r[2]) for r in rows] == [("zorbix", 2.0)]


def _rows(sentence: str) -> set[tuple]:
    return {(c.baseline or c.baseline_text, c.metric, c.value, c.direction)
            for c in facts("We present Quill. " + sentence).comparisons}


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measures a verb cue's "in ..." complement lists, beside a number of a second predicate
        ("Quill outperforms Zorbix and Fenwick in both serving throughput and scalability, and improves GPU "
         "utilization by up to 1.9x.",
         {("zorbix", "utilization", 1.9, "better"), ("fenwick", "utilization", 1.9, "better"),
          ("zorbix", "throughput", None, "better"), ("zorbix", "scale", None, "better"),
          ("fenwick", "throughput", None, "better"), ("fenwick", "scale", None, "better")}),
        ("Quill surpasses Zorbix in terms of latency and memory footprint, and cuts energy by 35%.",
         {("zorbix", "energy", 35.0, "better"), ("zorbix", "latency", None, "better"), ("zorbix", "memory", None, "better")}),
        ("Quill beats Zorbix by achieving higher accuracy and reducing training cost by up to 2.5x.",
         {("zorbix", "cost", 2.5, "better"), ("zorbix", "accuracy", None, "better")}),
        # near misses: the number is the listed measure's own, a restatement after a colon, no measure listed
        ("Quill outperforms Zorbix in throughput by 2.1x.", {("zorbix", "throughput", 2.1, "better")}),
        ("Quill outperforms Zorbix in terms of both latency and throughput: 3.1x higher throughput at the same latency.",
         {("zorbix", "throughput", 3.1, "better")}),
        ("Quill outperforms Zorbix in most settings, and reduces latency by 20%.", {("zorbix", "latency", 20.0, "better")}),
    ],
)
def test_measures_listed_after_a_verb_cue_beside_a_number(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "keeps most of the accuracy of X": parity with X
        ("On phones, the small model keeps most of the accuracy of the large one.", {("the large one", "accuracy", None, "parity")}),
        ("The pruned network recovers most of the accuracy of Zorbix-L while running 2.3x faster.",
         {(IMPLICIT_BASELINE, "speedup", 2.3, "better"), ("zorbix-l", "accuracy", None, "parity")}),
        ("Quill retains nearly all of the quality of the dense Zorbix model while halving memory.",
         {(IMPLICIT_BASELINE, "memory", 2.0, "better"), ("zorbix", "accuracy", None, "parity")}),
        # near misses: no measure of a baseline
        ("Quill keeps most of the weights in memory.", set()),
        ("Quill retains most of its accuracy after pruning.", set()),
    ],
)
def test_most_of_a_baselines_measure_kept(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a speed measure kept beside a number
        ("Quill cuts energy by 30% without any throughput loss.",
         {(IMPLICIT_BASELINE, "energy", 30.0, "better"), (IMPLICIT_BASELINE, "throughput", None, "parity")}),
        ("Quill reduces memory by 1.6x while maintaining the same serving throughput.",
         {(IMPLICIT_BASELINE, "memory", 1.6, "better"), (IMPLICIT_BASELINE, "throughput", None, "parity")}),
        ("Quill lowers cost by 40% with no latency degradation.",
         {(IMPLICIT_BASELINE, "cost", 40.0, "better"), (IMPLICIT_BASELINE, "latency", None, "parity")}),
        ("Quill matches Zorbix in accuracy with no extra latency.",
         {("zorbix", "accuracy", None, "parity"), ("zorbix", "latency", None, "parity")}),
        # near misses: a level, and alone in its sentence
        ("Quill reduces memory by 2x while maintaining high throughput.", {(IMPLICIT_BASELINE, "memory", 2.0, "better")}),
        ("Quill runs without any throughput loss.", set()),
        ("Quill introduces no additional inference latency.", set()),
    ],
)
def test_speed_kept_beside_another_claim(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a saving with no number beside a parity claim
        ("Quill matches Zorbix while requiring less GPU memory.",
         {("zorbix", "other", None, "parity"), ("zorbix", "memory", None, "better")}),
        ("Quill achieves accuracy similar to Zorbix while consuming far less energy.",
         {("zorbix", "accuracy", None, "parity"), ("zorbix", "energy", None, "better")}),
        ("We obtain comparable results to the standard Fenwick recipe, while using very little extra memory.",
         {("fenwick", "accuracy", None, "parity"), ("fenwick", "memory", None, "better")}),
        # near misses: no measure saved; the number is found on its own
        ("Quill matches Zorbix while using less data.", {("zorbix", "other", None, "parity")}),
        ("Quill matches Zorbix while using 4x fewer GPUs.",
         {("zorbix", "other", 4.0, "better"), ("zorbix", "other", None, "parity")}),
    ],
)
def test_a_saving_without_a_number_beside_a_parity_claim(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a kept success rate, beside a number
        ("Quill plans robot moves up to 1.7x faster, while the robots keep the same task success rate as before.",
         {(IMPLICIT_BASELINE, "speedup", 1.7, "better"), (IMPLICIT_BASELINE, "accuracy", None, "parity")}),
        ("Quill is 3x faster than Zorbix while keeping the same success rate.",
         {("zorbix", "speedup", 3.0, "better"), ("zorbix", "accuracy", None, "parity")}),
        # near miss: a gain, not kept
        ("Quill is 3x faster than Zorbix and raises the success rate.", {("zorbix", "speedup", 3.0, "better")}),
    ],
)
def test_a_kept_success_rate(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measure a possessive baseline phrase names
        ("Quill can match the reference model's predictive performance.", {("the reference model's", "accuracy", None, "parity")}),
        ("Quill matches Zorbix's throughput.", {("zorbix", "throughput", None, "parity")}),
        ("Quill matches the original model's quality.", {("the original model's", "accuracy", None, "parity")}),
        # near miss: a possessive name, no measure
        ("Quill outperforms NVIDIA's cuBLAS.", {("cublas", "speedup", None, "better")}),
    ],
)
def test_a_measure_of_a_possessive_baseline(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a baseline per device
        ("Quill is on par with or faster than oneDNN on CPU and cuBLAS on GPU.",
         {("onednn", "speedup", None, "parity"), ("cublas", "speedup", None, "parity")}),
        ("Quill is 2x faster than MKL on CPUs and cuBLAS on GPUs.",
         {("intel-mkl", "speedup", 2.0, "better"), ("cublas", "speedup", 2.0, "better")}),
        # near miss: a second predicate, not a second baseline
        ("Quill is 2x faster than MKL on CPUs and reduces memory by 3x.",
         {("intel-mkl", "speedup", 2.0, "better"), ("intel-mkl", "memory", 3.0, "better")}),
    ],
)
def test_a_baseline_per_device(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # unnamed baselines: full fine-tuning, earlier records, an optimizer named with its kind word
        ("Quill performs on par or better than fine-tuning in answer quality.", {("fine-tuning", "accuracy", None, "parity")}),
        ("This is faster than the previously published records.", {("the previously published records", "speedup", None, "better")}),
        ("Quill converges 2x faster than the Zorbix optimizer.", {("zorbix", "speedup", 2.0, "better")}),
        # a reason after the name is not part of it
        ("Quill is more memory-efficient than Zorbix as it only keeps one moment.", {("zorbix", "memory", None, "better")}),
        # near miss: no baseline word
        ("Quill is faster than expected.", set()),
    ],
)
def test_more_unnamed_baseline_phrases(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a measure cut to a baseline's level
        ("Quill serves 1.8x faster and reduces the computational cost (GPU hours and energy) to the same level of "
         "plain decoding.", {(IMPLICIT_BASELINE, "speedup", 1.8, "better"), ("plain decoding", "cost", None, "parity")}),
        ("Quill cuts the energy use to the same level of a dense baseline on 8 GPUs.",
         {("a dense baseline", "energy", None, "parity")}),
        # near miss: no measure
        ("Quill reduces the number of layers to the same level of Zorbix on 8 GPUs.", set()),
    ],
)
def test_a_measure_cut_to_a_baselines_level(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N× speedup than X" (a non-native "speedup over X"), a slash pair of names, a second value with its own cue
        ("Quill achieves up to 3.1× speedup than Zorbix/Fenwick, and 1.4× speedup than Tarn.",
         [("zorbix", 3.1), ("fenwick", 3.1), ("tarn", 1.4)]),
        ("Quill brings a 25% improvement than Zorbix on long prompts.", [("zorbix", 25.0)]),
        ("Quill shows 2x gains than Fenwick.", [("fenwick", 2.0)]),
        # near miss: "than" with neither a comparative nor a value before it keeps no claim
        ("The speedup than expected was small for Zorbix.", []),
    ],
)
def test_speedup_than_a_baseline(sentence, expected):
    assert [(c.baseline, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an appositive name after an unnamed head, its kind word after it ("service", "library")
        ("Compared to the leading data loading service, Zorbix service, Quill cuts training time by up to 2.9×.",
         [("zorbix", "speedup", 2.9)]),
        ("Quill is 1.7x faster than the strongest baseline, Fenwick library, on A100 GPUs.", [("fenwick", "speedup", 1.7)]),
        # a lowercase dotted code name is a name
        ("Compared to the leading data service, np.stream, Quill improves throughput by 2.1×.",
         [("np.stream", "throughput", 2.1)]),
        ("Quill is 2x faster than torchx.fuse.", [("torchx.fuse", "speedup", 2.0)]),
        ("Quill is 2x faster than Google's internal Zorbix service.", [("zorbix", "speedup", 2.0)]),
        # near misses: no name after the head's comma, an abbreviation is no name
        ("Compared to the leading data service, Quill improves throughput by 2.1×.",
         [("the leading data service", "throughput", 2.1)]),
        ("Quill is 2x faster than prior work, e.g. tensor fusion.", [("prior work, e.g. tensor fusion", "speedup", 2.0)]),
    ],
)
def test_appositive_and_dotted_baseline_names(sentence, expected):
    rows = [(c.baseline or c.baseline_text, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons]
    assert rows == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "compared to X" closing the clause frames every value before it, whatever their units
        ("Quill shows up to 2.6x gain in throughput and 45% reduction in energy consumption compared to Zorbix.",
         [("zorbix", "throughput", 2.6), ("zorbix", "energy", 45.0)]),
        ("Quill achieves 3x higher throughput and 40% lower cost compared with Fenwick on A100 GPUs.",
         [("fenwick", "throughput", 3.0), ("fenwick", "cost", 40.0)]),
        # near miss: "over X" binds to the gain right before it
        ("Quill achieves 2.8x speedups across tasks and a 30% improvement over Zorbix.",
         [(None, "speedup", 2.8), ("zorbix", "speedup", 30.0)]),
    ],
)
def test_a_closing_compared_to_frames_every_value(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "them, such as A and B" at the end: the members of the unnamed baselines before
        ("Quill is clearly better than small state-of-the-art baselines on pruning, with only about 40% "
         "of the latency of them, such as Zorb-PKD and DistilZorb.", ["zorb-pkd", "distilzorb"]),
        ("Quill is 2x faster than prior compilers and uses half the memory of them, such as Zorbix and Fenwick.",
         ["zorbix", "fenwick"]),
        # near miss: the examples of a setting ("long prompts") are no baselines
        ("Quill outperforms existing serving systems by up to 2.1x on long prompts, such as Zorbix and Fenwick.",
         ["existing serving systems"]),
    ],
)
def test_late_such_as_names_the_baselines(sentence, expected):
    assert [c.baseline or c.baseline_text for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # our quality level, then ", which is on par with X" / ", better than X": the level is the claim's value
        ("On SVHN, Quill reaches a test error of 1.93%, which is on par with ZorbNet (Doe et al., 2019), whose "
         "test error is 1.88%.", [("zorbnet", "accuracy", 1.93, "parity")]),
        ("On CIFAR-10, Quill achieves 2.1% test error with only 5M parameters, better than the previous "
         "state-of-the-art architecture FenNet-B.", [("fennet-b", "accuracy", 2.1, "better")]),
        ("Quill reaches 76.3% top-1 accuracy, comparable to ZorbNet.", [("zorbnet", "accuracy", 76.3, "parity")]),
        # near misses: a record that a verb surpasses keeps its claim without the value; a change keeps its own
        ("Quill reaches a record accuracy of 99.2% on MNIST, surpassing ZorbNet.",
         [("zorbnet", "accuracy", None, "better")]),
        ("Quill reaches 76.3% top-1 accuracy, which is 1.2% higher accuracy than ZorbNet.",
         [("zorbnet", "accuracy", 1.2, "better")]),
    ],
)
def test_a_quality_level_then_its_cue(sentence, expected):
    rows = [(c.baseline, c.metric, c.value, c.direction) for c in facts("We present Quill. " + sentence).comparisons]
    assert rows == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # compute saved is a cost; a smaller model or state is memory
        ("Quill saves up to 3x the pre-training compute on C4 over Zorbix.", [("zorbix", "cost", 3.0)]),
        ("Quill beats Zorbix by cutting the training compute by up to 1.9x.", [("zorbix", "cost", 1.9)]),
        ("Quill needs 3x less compute than Fenwick.", [("fenwick", "cost", 3.0)]),
        ("The index of Quill is over 40 times smaller than that of Zorbix.", [("zorbix", "memory", 40.0)]),
        ("Quill is 3x smaller and 2x faster than Fenwick.", [("fenwick", "memory", 3.0), ("fenwick", "speedup", 2.0)]),
        # near misses: a named measure wins over "smaller"; compute utilization is utilization
        ("Quill yields a 2x smaller error than Fenwick.", [("fenwick", "accuracy", 2.0)]),
        ("Quill reaches 2x higher compute utilization than Fenwick.", [("fenwick", "utilization", 2.0)]),
    ],
)
def test_compute_savings_and_smaller_sizes(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N% the performance of X" (no "of"), then "while being" values: X's too
        ("Quill reaches over 93.1% the accuracy of its teacher ZorbNet-Large, while being 4.2x smaller and 6.3x "
         "faster.", [("zorbnet-large", "memory", 4.2), ("zorbnet-large", "speedup", 6.3), ("zorbnet-large", "accuracy", 93.1)]),
        ("Quill is 2x faster than Fenwick, while being 30% smaller.", [("fenwick", "speedup", 2.0), ("fenwick", "memory", 30.0)]),
        # near miss: without "being", a later value keeps no baseline
        ("Quill achieves 95% of the accuracy of ZorbNet on GLUE and is 3x faster on GPUs.",
         [(None, "speedup", 3.0), ("zorbnet", "accuracy", 95.0)]),
    ],
)
def test_while_being_values_share_the_baseline(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "in half the time taken by X": X is the baseline of the time
        ("On 16 nodes, Quill finds a good schedule in half the time taken by Zorbix.", [("zorbix", "speedup", 2.0)]),
        ("Quill converges 2x faster, in half the time required by Fenwick.", [("fenwick", "speedup", 2.0)]),
        # near miss: a model whose measure is raised is the workload, not a baseline
        ("Quill boosts the accuracy of ViT-L by up to 2% on ImageNet.", [(None, "accuracy", 2.0)]),
        ("Quill reduces the latency of ResNet-50 by 2x.", [(None, "latency", 2.0)]),
    ],
)
def test_time_taken_by_and_model_owners(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # each listed baseline with its own device
        ("Quill is 2x faster than Zorbix on the A100 and Fenwick on TPUs.", ["zorbix", "fenwick"]),
        ("Quill is 1.5x faster than the vendor libraries Zorblas on CPU and Fenblas on GPU.", ["zorblas", "fenblas"]),
        # near misses: a second device with no name, an unnamed rest
        ("Quill is 2x faster than Zorbix on GPUs and on CPUs.", ["zorbix"]),
        ("Quill is 2x faster than Zorbix on GPU and the rest on CPU.", ["zorbix"]),
    ],
)
def test_baselines_listed_with_their_devices(sentence, expected):
    assert [c.baseline for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill is 1000x less expensive than the standard Zorbix baseline.", [("zorbix", "cost", 1000.0)]),
        ("Quill lowers the data movement cost by 1.4x over Fenwick.", [("fenwick", "communication", 1.4)]),
        # near miss: "less" before another noun stays a count
        ("Quill needs 3x less tuning than Fenwick.", [("fenwick", "other", 3.0)]),
    ],
)
def test_expense_and_memory_movement_measures(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "keeps the accuracy of X within N%": X is the baseline of the bound (a loss of at most N)
        ("Quill maintains the accuracy of Zorbix within 1% across tasks.", [("zorbix", "accuracy", 1.0, "max", "worse")]),
        ("Quill keeps the accuracy of the FP16 baseline within 0.5 points on all tasks.",
         [("the FP16 baseline", "accuracy", 0.5, "max", "worse")]),
        # near misses: no number after "within"; "within N% of X" keeps its own reading
        ("Quill keeps the accuracy of Zorbix within a small margin.", []),
        ("Quill keeps the accuracy within 1% of the FP16 baseline.", [("the FP16 baseline", "accuracy", 1.0, "max", "worse")]),
    ],
)
def test_kept_accuracy_of_a_baseline_within_a_bound(sentence, expected):
    rows = [(c.baseline or c.baseline_text, c.metric, c.value, c.qualifier, c.direction)
            for c in facts("We present Quill. " + sentence).comparisons]
    assert rows == expected
