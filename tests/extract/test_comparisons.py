"""Comparisons end to end through the spaCy pipeline (sentences written for these tests)."""

from __future__ import annotations

import pytest

from paperkg.extract import extract_paper
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
