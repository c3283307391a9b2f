"""Tests of whole sentences and abstracts through the sentence rule (:mod:`paperkg.extract.comparisons.sentence`)."""

from __future__ import annotations

import pytest

from paperkg.extract import IMPLICIT_BASELINE, extract_paper
from paperkg.extract.quantities import find_quantities
from paperkg.model import Paper

from tests.extract.claim_rows import rows
from tests.extract.comparisons.helpers import TITLE, facts, metric_rows, random_texts, row


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
        # the halved memory is a 2x saving against the same baseline
        ("We present Quill. Quill matches the accuracy of Llama 3 while using half the memory.",
         [("llama-3", 2.0, None, "x", None, "memory", "better"), ("llama-3", None, None, None, None, "accuracy", "parity")]),
        ("We present Quill. Quill adds a 4% latency overhead compared to vLLM.",
         [("vllm", 4.0, None, "%", None, "latency", "worse")]),
        # no number, explicit comparison
        ("We present Quill. Experiments show that Quill consistently outperforms Orca in throughput.",
         [("orca", None, None, None, None, "throughput", "better")]),
        # absolute numbers are not comparisons
        ("We present Quill. Quill reaches 81.5% accuracy and serves 900 tokens/s on one GPU.", []),
        # orders of magnitude
        ("We present Quill. Quill is over 2 orders of magnitude faster than a naive Python implementation.",
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


def test_superior_quality_against_an_unnamed_baseline_is_a_claim():
    (c,) = facts("We present Quill. Trained on 512 chips, Quill reaches far superior quality compared to the prior art.").comparisons
    assert (c.baseline, c.baseline_text, c.value, c.direction) == (None, "the prior art", None, "better")


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
        ("We present Quill. Quill yields a top speedup of up to 9x and 4.5x, and a mean response that is both higher "
         "and more stable across 10,000 matrix shapes than leading math libraries such as rocBLAS and cuBLAS.",
         [("rocblas", 9.0, None, "x", "up to", "speedup", "better"), ("cublas", 4.5, None, "x", "up to", "speedup", "better")]),
        # values aligned with a list of measures, one measure each
        ("We present Quill. Compared with Zorb, Quill has 2.5×, 4× and 12× better throughput, area and energy efficiency.",
         [("zorb", 2.5, None, "x", None, "throughput", "better"), ("zorb", 4.0, None, "x", None, "other", "better"),
          ("zorb", 12.0, None, "x", None, "energy", "better")]),
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
        ("We present Quill. It consumes only 1/4 of the energy needed to train Zorblax-3.",
         [("zorblax-3", 4.0, None, "x", None, "energy", "better")]),
        # ordinary words are no cues
        ("We present Quill. The placement is cast as a bipartite matching problem solved in seconds.", []),
        ("We present Quill. When applied to the Zorblax models, Quill lowers perplexity.", []),
    ],
)
def test_dev_patterns(sentence, expected):
    assert [row(c) for c in facts(sentence).comparisons] == expected


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


def test_contribution_sentences_need_one_of_their_words():
    from paperkg.extract.components.contribution import _CONTRIBUTION, _contribution

    texts = ["we present quill.", "in this paper, quill", "our system", "here, quill", "this work shows", "ours is",
             "the weights", "flower", "where", "hour", "thus"] + random_texts(3_000, seed=14)
    for text in texts:
        assert _contribution(text) == (_CONTRIBUTION.search(text) is not None), text


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # speed against real time, an SLO attainment that conditions the claim, an ideal of linear scaling
        ("Quill reaches 2-3 orders of magnitude speedups (270-8,000x real-time) over Zorbix.",
         [("zorbix", "speedup", 100.0, None, "better")]),
        ("Quill transcribes audio at 120x real-time, 3x faster than Zorbix.", [("zorbix", "speedup", 3.0, None, "better")]),
        ("Quill serves 2.1x more requests within 95% SLO attainment than Zorbix.",
         [("zorbix", "throughput", 2.1, None, "better")]),
        ("Quill serves 2.1x more requests than Zorbix at 90% SLO attainment.", [("zorbix", "throughput", 2.1, None, "better")]),
        ("Quill overlaps transfers with compute, so that the scaling efficiency stays close to linear.", []),
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


def test_from_low_end_in_parentheses():
    qs = find_quantities("beats a and b by up to 6.1x (from 1.9x) and 22.5x (from 3.2x), respectively")
    assert [(q.value, q.value_max, q.qualifier) for q in qs] == [(1.9, 6.1, "up to"), (3.2, 22.5, None)]
    assert rows("Quill beats Zorblax and Plinth by up to 6.1x (from 1.9x) and 22.5x (from 3.2x), respectively.") == [
        ("zorblax", "speedup", 1.9, 6.1, "up to", "better"), ("plinth", "speedup", 3.2, 22.5, "up to", "better")]
    # a "(from N)" of a larger N is no range end
    assert [(q.value, q.value_max) for q in find_quantities("a 2x cut (from 5x)")] == [(2.0, None), (5.0, None)]


def test_ratio_from_to_is_a_range():
    assert [(q.value, q.value_max) for q in find_quantities("a compression ratio from 200x to 500x")] == [(200.0, 500.0)]
    # a plain "from A to B" is still the new value
    assert [(q.value, q.value_max) for q in find_quantities("accuracy rose from 40% to 70%")] == [(70.0, None)]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "by orders of magnitude" with no count: a change with no number, as "several"
        ("Quill reduces the tuning cost by orders of magnitude.", [(None, "cost", None, None, None, "better")]),
        ("Quill cuts the tuning cost by many orders of magnitude.", [(None, "cost", None, None, None, "better")]),
        ("Quill reduces the tuning cost by two orders of magnitude.", [(None, "cost", 100.0, None, "about", "better")]),
        # no "by": a span, not a change
        ("Search spaces span orders of magnitude in size.", []),
    ],
)
def test_orders_of_magnitude_without_count(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N times the <measure> of X": a ratio against X (a resource it needs is no claim)
        ("One Quill worker handles roughly 40 times the throughput of a single-node Zorb7 implementation.",
         [("zorb7", "throughput", 40.0, None, "about", "better")]),
        ("Quill needs 3 times the memory of Zorb7.", []),
        # a capital X after "more than" is a value, not a name
        ("Quill improves fairness by more than 1.8X over Zorblax.", [("zorblax", "other", 1.8, None, "at least", "better")]),
        # a score's change written "<score> change of N"
        ("Quill keeps comparable quality (an FID change of at most 1.7 compared to 40 for naive rounding).",
         [(None, "accuracy", 1.7, None, "up to", "better")]),
    ],
)
def test_number_forms(sentence, expected):
    got = rows(sentence)
    assert got[: len(expected)] == expected if expected else got == []


def test_operating_point_is_not_a_claim():
    # "at 95% recall" is where the speeds are compared
    assert rows("Quill is 4.2x faster than Zorblax at 95% recall.") == [("zorblax", "speedup", 4.2, None, None, "better")]


def test_ratio_sign_then_full_stop_ends_the_sentence():
    f = extract_paper(Paper(key="p", title=TITLE, abstract="We present Quill. Compared to Zorblax and Plinth, Quill cuts stalls "
                                                           "by 12.5×. For reads and writes, Quill gains 3.3× and 2.2×, respectively."))
    assert [(c.baseline, c.value) for c in f.comparisons if c.value in (3.3, 2.2)] == [(None, 3.3), (None, 2.2)]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a growth rate per year is a trend, not the paper's gain
        ("Compute demand rises about 1.8x every year, and Quill is 2x faster than Zorbix.",
         [("zorbix", "speedup", 2.0, None, "better")]),
        # near miss: "per year of use" after a comparison leaves it alone
        ("Quill is 2x faster than Zorbix per year of use.", [("zorbix", "speedup", 2.0, None, "better")]),
    ],
)
def test_growth_per_period_is_no_claim(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a question asks; the answer after it claims
        ("Can Quill be 2x faster than Zorbix? We show Quill is 1.5x faster than Zorbix.",
         [("zorbix", "speedup", 1.5, None, "better")]),
        ("But is sparse training really faster than dense training (e.g., Zorbix)?", []),
    ],
)
def test_questions_claim_nothing(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # values against "these two systems" name the systems of the sentence before
        ("We present Quill. We compare against vLLM, which colocates both stages, and DistServe, which splits them. "
         "Relative to these two systems, Quill raises goodput by up to 1.5x.",
         [("vllm", 1.5), ("distserve", 1.5)]),
        ("We present Quill. We evaluate Quill against vLLM and SGLang. Compared to both baselines, Quill cuts latency by 30%.",
         [("vllm", 30.0), ("sglang", 30.0)]),
        # near misses: a count that differs from the names before, and no determiner, leave the values unnamed
        ("We present Quill. We compare against vLLM, SGLang and DistServe. "
         "Relative to these two systems, Quill raises goodput by up to 1.5x.", [(None, 1.5)]),
        ("We present Quill. We compare against vLLM and SGLang. Quill raises goodput by up to 1.5x.", [(None, 1.5)]),
        # near miss: systems the sentence before uses, not compares with
        ("We present Quill. Quill builds on vLLM and SGLang. Compared to both baselines, Quill cuts latency by 30%.",
         [(None, 30.0)]),
    ],
)
def test_these_systems_name_the_systems_before(abstract, expected):
    assert [(c.baseline, c.value) for c in facts(abstract).comparisons] == expected


def test_a_device_model_number_is_no_value():
    # "1.78x on the RTX 3090 and 2.09x": 3090 names the device, not a value listed with 2.09x
    assert [c.value for c in facts("We present Quill. Quill delivers up to 1.66x speedup on the L40S, 1.78x on the "
                                   "RTX 3090 and 2.09x on the A40.").comparisons] == [1.66, 1.78, 2.09]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a time cut in a sentence whose cue names the baseline: the cut is against that baseline, once
        ("Compared with Zorbix, Quill reduces training time from 12 hours to 5 hours.",
         [("zorbix", "latency", 5.0, None, "better")]),
        ("Quill shortens the tuning time from 3 days to 9 hours relative to Zorbix.",
         [("zorbix", "latency", 9.0, None, "better")]),
        ("Against Zorbix and Fenwick, Quill cuts recovery time from 40 minutes to 6 minutes.",
         [("zorbix", "latency", 6.0, None, "better"), ("fenwick", "latency", 6.0, None, "better")]),
        # near misses: a cut with its own owner in parentheses, and a cut with no cue
        ("Compared with Zorbix, Quill cuts the run from 812 seconds (Fenwick) to 540 seconds.",
         [("zorbix", "other", None, None, "better"), ("fenwick", "latency", 540.0, None, "better")]),
        ("Quill reduces training time from 12 hours to 5 hours.", [(None, "latency", 5.0, None, "better")]),
    ],
)
def test_a_time_cut_takes_the_baseline_of_the_cue(sentence, expected):
    assert metric_rows(sentence) == expected
