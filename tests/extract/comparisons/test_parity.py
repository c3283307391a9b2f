"""Tests of claims without a number (:mod:`paperkg.extract.comparisons.parity`): kept measures, side gains, no overhead.
"""

from __future__ import annotations

import re

import pytest

from paperkg.extract import IMPLICIT_BASELINE
from paperkg.extract.comparisons.cues import _has_any
from paperkg.extract.comparisons.parity import (
    _KEEPS,
    _KEEPS_WORDS,
    _NO_LOSS,
    _NO_LOSS_WORDS,
    _REFERENCE_WORDS,
    _SIDE_COST,
    _SIDE_COST_WORDS,
    _SIDE_GAIN,
    _SIDE_GAIN_WORDS,
    _SMALL_LOSS,
    _SMALL_LOSS_WORDS,
    _kept_reference,
)

from tests.extract.claim_rows import rows
from tests.extract.comparisons.helpers import _rows, metric_rows, random_word_texts


@pytest.mark.parametrize("regex, words", [
    (_SMALL_LOSS, _SMALL_LOSS_WORDS),
    (_SIDE_COST, _SIDE_COST_WORDS),
    (_SIDE_GAIN, _SIDE_GAIN_WORDS),
    (_NO_LOSS, _NO_LOSS_WORDS),
    (_KEEPS, _KEEPS_WORDS),
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
            assert _has_any(m.group(0), words), (phrase, m.group(0))
    assert matched  # the phrases exercise the regex


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measure of the full, dense or higher-precision model kept, with no number: parity with it
        ("Quill prunes the model to half its weights in one shot, without any fine-tuning, at minimal loss of "
         "accuracy.", [(None, "accuracy", None, None, "parity")]),
        ("Quill removes half of the weights with negligible increase in perplexity.",
         [(None, "accuracy", None, None, "parity")]),
        ("We show that Quill is able to improve performance and reduce memory consumption, while also maintaining "
         "the same level of output quality.", [(None, "accuracy", None, None, "parity")]),
        ("On language modeling tasks, our 4-bit optimizers maintain 16-bit performance.",
         [(None, "accuracy", None, None, "parity")]),
        ("Quill is 2x faster than Zorbix while preserving the same level of accuracy.",
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # near misses: a goal, a setting, a loss of time, a large increase
        ("The challenge is to maintain the same level of output quality.", []),
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
        ("We measure better downstream accuracy with no overhead in step time.", []),
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
        # "without a decline in the quality of ..." beside a measured gain: quality parity
        ("Quill achieves a 2.1x speedup over Zorbix without a decline in the quality of its replies.",
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
        ("The main idea is that most tensors can use 8-bit formats without compromising model accuracy.", []),
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
        # a gain named before its value ("at a speed-up of ..."), beside a parity in another measure
        ("At a speed-up of about 2 to 3 times on most datasets, Quill keeps accuracy comparable to Zorbert.",
         [("zorbert", "speedup", 2.0, "about", "better"), ("zorbert", "accuracy", None, None, "parity")]),
        # the saving as a noun: a reduction, savings
        ("Quill can match the answer quality of Zorb-4 with up to 98% cost reduction.",
         [("zorb-4", "cost", 98.0, "up to", "better"), ("zorb-4", "accuracy", None, None, "parity")]),
        ("Quill matches the accuracy of Zorbix with 40% memory savings.",
         [("zorbix", "memory", 40.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # the measure after the baseline; a later clause with its own comparative is a gain, not parity
        ("Quill matches Zorbix in GLUE quality with up to 27% fewer parameters, and achieves up to 9.1x higher throughput.",
         [("zorbix", "memory", 27.0, "up to", "better"), ("zorbix", "throughput", 9.1, "up to", "better"),
          ("zorbix", "accuracy", None, None, "parity")]),
        # the value inside the baseline phrase is the baseline's budget, never the earlier cue's
        ("Quill layers are more compute-efficient than Zorbix, and reach the same perplexity as dense networks trained "
         "with twice the compute budget.",
         [("dense networks trained with twice the compute budget", "cost", 2.0, None, "better"),
          ("zorbix", "cost", None, None, "better"),
          ("dense networks trained with twice the compute budget", "accuracy", None, None, "parity")]),
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
        ("Quill consumes a third of the energy needed to train Zorbix, while still achieving better zero-shot accuracy.",
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
        # "close to" a device's limit in a design sentence compares nothing
        ("First, Quill cuts prompts into equal-size chunks so that the GPU always runs close to its "
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
        ("Here we show, as a first, 3-bit training of 13B models while completely preserving model quality.",
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
        # a kept measure with a small-loss word and modifiers, beside a measured claim: parity against its baseline
        ("Quill achieves up to 3.1x speedup over Zorbix, with minimal generation quality degradation.",
         [("zorbix", "speedup", 3.1, "up to", "better"), ("zorbix", "accuracy", None, None, "parity")]),
        ("Quill runs 2.4x faster than Zorbix with little end-to-end accuracy loss.",
         [("zorbix", "speedup", 2.4, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # a shared convergence point
        ("Quill trains 1.7x faster than Quattro while still converging to the same accuracy.",
         [("quattro", "speedup", 1.7, None, "better"), ("quattro", "accuracy", None, None, "parity")]),
        ("Quill is 2.2x faster than Zorbix and converges to a similar final model quality.",
         [("zorbix", "speedup", 2.2, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # "matches their/its <measure>": the measure, against the baselines of the numbers
        ("Quill achieves up to 1.6x speedup over systems such as Zorbix and Quattro, and it matches their output quality.",
         [("zorbix", "speedup", 1.6, "up to", "better"), ("quattro", "speedup", 1.6, "up to", "better"),
          ("zorbix", "accuracy", None, None, "parity"), ("quattro", "accuracy", None, None, "parity")]),
        ("Quill is 2x faster than Zorbix and matches its accuracy.",
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # "even better <measure>" beside a number
        ("Compared with Zorbix, Quill cuts the serving cost by up to 4x while achieving even better latency.",
         [("zorbix", "cost", 4.0, "up to", "better"), ("zorbix", "latency", None, None, "better")]),
        ("Quill extends the batch size 3x over Zorbix, and consistently shows significantly higher execution speed.",
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
        ("Quill plans robot moves up to 1.7x faster, while the robots keep the same grasp success rate as before.",
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
        ("Quill reduces memory by 40% without impairing latency.",
         [(None, "memory", 40.0, None, None, "better"), (None, "latency", None, None, None, "parity")]),
        ("Quill cuts memory use by 35% without impairing output quality.",
         [(None, "memory", 35.0, None, None, "better"), (None, "accuracy", None, None, None, "parity")]),
        ("Quill shrinks the cache with negligible generation quality loss.",
         [(None, "accuracy", None, None, None, "parity")]),
    ],
)
def test_kept_measures(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a side gain with no number, in a finite verb after "and": against the same baselines
        ("Quill reaches 1.2-2.5x the throughput of Zorblax and Plinth and significantly lowers latency.",
         [("zorblax", "throughput", 1.2, 2.5, None, "better"), ("plinth", "throughput", 1.2, 2.5, None, "better"),
          ("zorblax", "latency", None, None, None, "better"), ("plinth", "latency", None, None, None, "better")]),
        ("Quill raises training throughput by up to 2.8x over existing systems, and also improves scalability.",
         [("existing systems", "throughput", 2.8, None, "up to", "better"),
          ("existing systems", "scale", None, None, None, "better")]),
        # a number after the verb is its own claim
        ("Quill reaches 2.5x the throughput of Zorblax and reduces latency by 30%.",
         [("zorblax", "throughput", 2.5, None, None, "better"), ("zorblax", "latency", 30.0, None, None, "better")]),
    ],
)
def test_side_gain_in_a_finite_verb(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a resource saving with no number in a "with lower/smaller ..." phrase closing a comparison
        ("Quill delivers a 2x speedup over Zorblax with lower memory usage.",
         [("zorblax", "speedup", 2.0, None, None, "better"), ("zorblax", "memory", None, None, None, "better")]),
        ("Quill runs 1.5x~6.2x faster than five existing solutions, respectively, with much smaller memory footprints.",
         [("existing solutions", "speedup", 1.5, 6.2, None, "better"), ("existing solutions", "memory", None, None, None, "better")]),
        # a setting, not a saving: a device or cloud "with less/lower ..." and no comparison before it
        ("Quill reaches 54% of peak on rented nodes with lower memory bandwidth.", []),
        ("Quill is 2x faster than Zorblax with smaller batch sizes.", [("zorblax", "speedup", 2.0, None, None, "better")]),
        # "with a comparable accuracy": the article does not hide the kept measure
        ("Quill achieves a 1.4x speedup over Zorblax with a comparable accuracy.",
         [("zorblax", "speedup", 1.4, None, None, "better"), ("zorblax", "accuracy", None, None, None, "parity")]),
    ],
)
def test_with_lower_resource_and_kept_accuracy(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a finite "keeps/maintains the <quality>" alone in its sentence: quality parity against the unnamed original
        ("Quill comes at no cost: it maintains the output quality while needing no retraining.",
         [(None, "accuracy", None, None, None, "parity")]),
        ("The compressed model preserves its generation quality.", [(None, "accuracy", None, None, None, "parity")]),
        # near misses: a goal, a level of a named system (left to the cue rules), a design statement
        ("Our goal is a system that keeps the output quality.", []),
        ("Quill speeds up attention on long contexts without sacrificing accuracy.", []),
    ],
)
def test_kept_quality_alone(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, kept",
    [
        # a kept measure beside a measured claim: fairness and sample efficiency have no metric of their own
        ("Quill raises GPU utilization by 28% without compromising fairness.", ("other", "parity")),
        ("Quill trains 3x faster without sacrificing sample efficiency.", ("other", "parity")),
        ("Quill packs 2x more jobs per GPU without violating SLOs.", ("latency", "parity")),
        ("Quill is up to 3.1x faster while only minimally affecting output quality.", ("accuracy", "parity")),
        ("Quill cuts the number of servers by up to 30% while providing the same throughput.", ("throughput", "parity")),
    ],
)
def test_kept_measure_phrases(sentence, kept):
    assert (rows(sentence)[-1][1], rows(sentence)[-1][5]) == kept


@pytest.mark.parametrize("text, expected", [
    ("the method retains fp16 accuracy", True),
    ("with negligible increase in perplexity", True),
    ("we keep the same level of quality", True),
    ("it maintains a queue of requests", False),  # a verb, but no reference word
    ("a dense fp16 baseline", False),  # reference words, but no verb
    ("2x faster than the unpruned model", False),
])
def test_kept_reference_gate(text, expected):
    assert _kept_reference(text) is expected


def test_kept_reference_gate_is_the_hint_regex_it_replaced():
    hint = re.compile(r"maintain|preserv|retain|keep|increase in")  # the one scan the substring tests replaced

    def before(text: str) -> bool:
        if hint.search(text) is None:
            return False
        return "increase in" in text and "perplex" in text or _has_any(text, _REFERENCE_WORDS)

    words = ["maintain", "maintains", "preserving", "retain", "keeps", "increase", "in", "perplexity", "same", "level",
             "fp16", "-bit", "dense", "precision", "unpruned", "accuracy", "the", "of"]
    for text in random_word_texts(words, 3000, 7):
        assert _kept_reference(text) == before(text), text


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # small losses with no number, beside a measured gain
        ("Quill serves requests 8x faster than the dense baseline, while the ROUGE score falls by just a few tenths.",
         [("the dense baseline", "speedup", 8.0, None, "better"), ("the dense baseline", "accuracy", None, None, "worse")]),
        ("Quill is 3x faster than Zorbix and incurs only minor quality degradation.",
         [("zorbix", "speedup", 3.0, None, "better"), ("zorbix", "accuracy", None, None, "worse")]),
        # near miss: alone in its sentence, a small drop is no claim
        ("On long prompts the ROUGE score falls by just a few tenths.", []),
    ],
)
def test_small_losses_without_a_number(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a kept measure said with a possessive
        ("Quill lowers latency by 2.1x and raises throughput by 2.4x, while preserving the model's accuracy.",
         [(None, "latency", 2.1, None, None, "better"), (None, "throughput", 2.4, None, None, "better"),
          (None, "accuracy", None, None, None, "parity")]),
        # "is not compromised": nothing lost, said alone in its sentence too
        ("We also show that test accuracies are not materially compromised.", [(None, "accuracy", None, None, None, "parity")]),
        ("Quill prunes half of the weights, and the accuracy is not affected.",
         [(None, "accuracy", None, None, None, "parity")]),
        # a wish is no claim
        ("It remains unclear whether accuracy is not compromised by pruning.", []),
    ],
)
def test_kept_measures_with_possessives_and_negations(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a value that names no baseline, then "while" keeping a measure of a named baseline: the value is against it
        ("Quill shrinks the KV cache by another 2x while maintaining nearly the same accuracy as unmodified Zorblax.",
         [("zorblax", "memory", 2.0, None, None, "better"), ("zorblax", "accuracy", None, None, None, "parity")]),
        ("Quill cuts latency by 30% while matching the accuracy of Zorblax.",
         [("zorblax", "latency", 30.0, None, None, "better"), ("zorblax", "accuracy", None, None, None, "parity")]),
    ],
)
def test_a_kept_reference_is_the_baseline_of_the_values_before_it(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Our experiments show that Quill drops 99% of the updates without damaging the final accuracy.",
         [(None, "accuracy", None, None, None, "parity")]),
        ("Quill trains 2x faster without reducing accuracy.",
         [(None, "speedup", 2.0, None, None, "better"), (None, "accuracy", None, None, None, "parity")]),
        ("Quill halves memory without diminishing model quality.",
         [(None, "memory", 2.0, None, None, "better"), (None, "accuracy", None, None, None, "parity")]),
        # near miss: what is not reduced is no quality measure
        ("Quill trains 2x faster without reducing the batch size.", [(None, "speedup", 2.0, None, None, "better")]),
    ],
)
def test_more_verbs_of_a_kept_measure(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill matches and sometimes exceeds the performance of Zorblax.", "parity"),
        ("Quill matches or even surpasses the accuracy of Zorblax.", "parity"),
        ("Quill matches and often outperforms Zorblax.", "parity"),
        # near miss: an unhedged "and exceeds" with a number is a gain
        ("Quill matches and exceeds Zorblax by 2x.", "better"),
    ],
)
def test_hedged_better_after_matches_is_parity(sentence, expected):
    assert [r[5] for r in rows(sentence)] == [expected]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("On real data, Quill is as fast as a cache-efficient ZTree at query time while using up to 83x less space.",
         [("ztree", "memory", 83.0), ("ztree", "speedup", None)]),
        # no "while": the saving is a claim of its own
        ("Quill is as fast as ZTree on lookups, and its index needs 2x less memory.",
         [(None, "memory", 2.0), ("ztree", "speedup", None)]),
    ],
)
def test_values_after_while_share_the_baseline_of_the_parity_before_it(sentence, expected):
    assert sorted(((r[0], r[1], r[2]) for r in rows(sentence)), key=str) == sorted(expected, key=str)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "comparable or better accuracy" beside a gain is parity (the weaker reading), against the same baseline
        ("Compared with Zorbix, Quill improves training time by up to 3x while achieving comparable or better model "
         "accuracy.", [("zorbix", "speedup", 3.0, "up to", "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # near miss: "better accuracy" alone is a gain
        ("Quill improves training time by up to 3x over Zorbix while achieving better accuracy.",
         [("zorbix", "speedup", 3.0, "up to", "better"), ("zorbix", "accuracy", None, None, "better")]),
    ],
)
def test_comparable_or_better_beside_a_gain(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the subject's comparative adjectives after "while being": gains against the parity's baseline, whose bare
        # parity is then quality
        ("Quill performs on par with Zorbformer while being much more memory-efficient and much faster on long inputs.",
         [("zorbformer", "accuracy", None, None, "parity"), ("zorbformer", "memory", None, None, "better"),
          ("zorbformer", "speedup", None, None, "better")]),
        ("Quill performs on par with Zorbformer, while being much more memory- and time-efficient.",
         [("zorbformer", "accuracy", None, None, "parity"), ("zorbformer", "memory", None, None, "better"),
          ("zorbformer", "speedup", None, None, "better")]),
        # near misses: a speed measure named for the parity keeps it; a comparative with its own baseline
        ("Quill reaches throughput on par with Zorb while being much smaller.",
         [("zorb", "throughput", None, None, "parity"), ("zorb", "memory", None, None, "better")]),
        ("Quill matches Zorb in accuracy while being faster than Plinth.",
         [("zorb", "accuracy", None, None, "parity"), ("plinth", "speedup", None, None, "better")]),
        ("Quill matches Zorb while being trained on less data.", [("zorb", "other", None, None, "parity")]),
    ],
)
def test_comparative_adjectives_while_being(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # beside a speed gain, the performance kept is quality
        ("Quill is 3x faster than Zorbix without loss of performance.",
         [("zorbix", "speedup", 3.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        # near miss: comparable performance with another baseline is that baseline's speed
        ("Quill outperforms Zorbix by 7.5x and achieves comparable performance with Plinth.",
         [("zorbix", "speedup", 7.5, None, "better"), ("plinth", "speedup", None, None, "parity")]),
    ],
)
def test_performance_kept_beside_a_speed_gain_is_quality(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a quality kept "of" the outputs, beside a speed gain over the same baselines
        ("Quill is up to 10 times faster than Zorb while producing models of similar accuracy.",
         [("zorb", "speedup", 10.0, "up to", "better"), ("zorb", "accuracy", None, None, "parity")]),
        # "matching or improving" is parity, the weaker reading
        ("Quill runs 2x faster than Zorb while matching or improving its accuracy.",
         [("zorb", "speedup", 2.0, None, "better"), ("zorb", "accuracy", None, None, "parity")]),
        # near miss: a model of similar size is a setting, no quality kept
        ("Quill runs 2x faster than Zorb on a model of similar size.", [("zorb", "speedup", 2.0, None, "better")]),
    ],
)
def test_quality_kept_of_outputs_and_hedged_matching(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the quality both runs reach is the condition of the speedup, not a claim of its own
        ("Quill trains 1.8x faster than Zorb to reach the same accuracy.", [("zorb", "speedup", 1.8, None, "better")]),
        ("Quill converges 3x faster than Plinth to attain a similar validation loss.",
         [("plinth", "speedup", 3.0, None, "better")]),
        # near misses: a quality kept beside the gain, "the same or better", and no gain at all stay parity
        ("Quill trains 1.8x faster than Zorb while reaching the same accuracy.",
         [("zorb", "speedup", 1.8, None, "better"), ("zorb", "accuracy", None, None, "parity")]),
        ("Quill is able to reach the same accuracy as Zorb.", [("zorb", "accuracy", None, None, "parity")]),
    ],
)
def test_quality_reached_as_the_condition_of_a_speedup(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a quality kept intact or left unaffected is kept, alone or beside a gain
        ("Executing the speculated experts keeps downstream task accuracy intact.", [(None, "accuracy", None, None, "parity")]),
        ("Quill cuts latency by 2x, leaving model quality largely unaffected.",
         [(None, "latency", 2.0, None, "better"), (None, "accuracy", None, None, "parity")]),
        # near miss: a thing kept intact is no measure
        ("Quill keeps the tensor layout intact in memory.", []),
    ],
)
def test_quality_kept_intact(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Across our experiments, model accuracy remains comparable.", [(None, "accuracy", None, None, "parity")]),
        ("Quill leaves model accuracy untouched.", [(None, "accuracy", None, None, "parity")]),
        # near miss: a speed that remains comparable is no quality kept
        ("Latency remains comparable.", []),
    ],
)
def test_quality_remains_comparable_or_untouched(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "without lowering/worsening <quality>" keeps it, as "without compromising" does
        ("Quill cuts latency by 2x over Zorbix without lowering the quality of the answers.",
         [("zorbix", "latency", 2.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        ("Compared with Zorbix, Quill halves the memory use without worsening model accuracy.",
         [("zorbix", "memory", 2.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        # "<quality> is preserved", "<quality> is left intact": nothing lost, said of the result
        ("Quill cuts latency by 2x over Zorbix, and the accuracy is fully preserved.",
         [("zorbix", "latency", 2.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        ("Quill serves 3x more requests than Zorbix, and image quality is left intact.",
         [("zorbix", "throughput", 3.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        # near misses: a wish, and a drop that is a gain of its own
        ("The goal is that accuracy is preserved.", []),
        ("Quill cuts latency by 2x over Zorbix by lowering the precision.", [("zorbix", "latency", 2.0, None, None, "better")]),
    ],
)
def test_kept_quality_lowering_and_preserved(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a side gain keeps its claim whatever adverb sizes it ("drastically", "considerably", "even")
        ("Quill performs on par with Zorbix while drastically reducing communication overhead.",
         [("zorbix", "speedup", None, None, None, "parity"), ("zorbix", "communication", None, None, None, "better")]),
        ("Quill matches the accuracy of Zorbix while considerably lowering the memory footprint.",
         [("zorbix", "accuracy", None, None, None, "parity"), ("zorbix", "memory", None, None, None, "better")]),
        ("Quill cuts latency by 40% over Zorbix and even reduces the energy use.",
         [("zorbix", "latency", 40.0, None, None, "better"), ("zorbix", "energy", None, None, None, "better")]),
    ],
)
def test_side_gains_with_an_adverb(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "equal or lower <loss>", "the same validation loss": a loss reached equal is a quality kept (the hedged
        # parity, not also a gain)
        ("Compared with Zorbix, Quill shortens training time and reaches equal or lower test loss.",
         [("zorbix", "speedup", None, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        ("Compared with Zorbix, Quill halves the training time and reaches the same validation loss.",
         [("zorbix", "speedup", 2.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        # near miss: a loss cut by a number is a gain
        ("Quill cuts the loss by 20% compared with Zorbix.", [("zorbix", "accuracy", 20.0, None, None, "better")]),
    ],
)
def test_a_loss_reached_equal_is_parity(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a speed measure kept beside a gain: "without giving up throughput", "without any loss of throughput",
        # "at a similar throughput" (parity against the gain's baseline)
        ("Quill shortens the queueing delay by 20% over Zorbix without giving up throughput.",
         [("zorbix", "latency", 20.0, None, None, "better"), ("zorbix", "throughput", None, None, None, "parity")]),
        ("Quill draws 30% less power than Zorbix, without any loss of serving throughput.",
         [("zorbix", "energy", 30.0, None, None, "better"), ("zorbix", "throughput", None, None, None, "parity")]),
        ("Quill reduces memory by 3x over Zorbix without a loss in decoding latency.",
         [("zorbix", "memory", 3.0, None, None, "better"), ("zorbix", "latency", None, None, None, "parity")]),
        ("Quill needs 5x less energy than Zorbix at a similar throughput.",
         [("zorbix", "energy", 5.0, None, None, "better"), ("zorbix", "throughput", None, None, None, "parity")]),
        ("Quill lowers cost by 2x relative to Zorbix at the same serving throughput.",
         [("zorbix", "cost", 2.0, None, None, "better"), ("zorbix", "throughput", None, None, None, "parity")]),
        # near misses: a throughput given up, a similar cost (no speed measure), a throughput with no gain beside it
        ("Quill reduces memory by 3x over Zorbix while giving up throughput.",
         [("zorbix", "memory", 3.0, None, None, "better")]),
        ("Quill reduces memory by 3x over Zorbix at a similar cost.", [("zorbix", "memory", 3.0, None, None, "better")]),
        ("Quill runs at a similar throughput.", []),
    ],
)
def test_speed_kept_given_up_lost_or_similar(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "while preserving the (final) accuracy of X": the kept measure's baseline is the named X
        ("Quill needs 40% less time-to-accuracy than prior schedulers, while preserving the final accuracy of Zorbix.",
         [("prior schedulers", "speedup", 40.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        ("Quill is 2x faster than existing systems while keeping the final accuracy of Zorbix.",
         [("existing systems", "speedup", 2.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        ("Quill is 2x faster than Fenwick while maintaining the model quality of Zorbix.",
         [("fenwick", "speedup", 2.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        # near misses: an unnamed reference, no "of X": the sentence's baseline keeps the claim
        ("Quill is 2x faster than Fenwick while preserving the accuracy of the original model.",
         [("fenwick", "speedup", 2.0, None, None, "better"), ("fenwick", "accuracy", None, None, None, "parity")]),
        ("Quill is 2x faster than Fenwick while preserving accuracy.",
         [("fenwick", "speedup", 2.0, None, None, "better"), ("fenwick", "accuracy", None, None, None, "parity")]),
    ],
)
def test_kept_measure_of_a_named_system(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "while saving (substantial) cost", "while shortening the training time": side gains against the same baseline
        ("Quill matches the performance of Zorbix while saving considerable cost.",
         [("zorbix", "speedup", None, None, None, "parity"), ("zorbix", "cost", None, None, None, "better")]),
        ("Quill is 2x faster than Zorbix while saving memory.",
         [("zorbix", "speedup", 2.0, None, None, "better"), ("zorbix", "memory", None, None, None, "better")]),
        ("Quill serves up to 5x more requests per second than Zorbix while shortening the training time.",
         [("zorbix", "throughput", 5.0, None, "up to", "better"), ("zorbix", "speedup", None, None, None, "better")]),
        # near misses: a saving with its own number, a saving of no measure
        ("Quill is 2x faster than Zorbix while saving 30% of the energy.",
         [("zorbix", "speedup", 2.0, None, None, "better"), ("zorbix", "energy", 30.0, None, None, "better")]),
        ("Quill is 2x faster than Zorbix while saving time.", [("zorbix", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_side_gain_saving_or_shortening(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a small loss of throughput beside a gain: a throughput claim (worse), as a small accuracy loss is one
        ("Compared with Zorbix, Quill shrinks the cache footprint by 4x, with a minor drop in throughput.",
         [("zorbix", "memory", 4.0, None, None, "better"), ("zorbix", "throughput", None, None, None, "worse")]),
        ("Quill cuts memory by 3x over Zorbix, with a slight throughput drop.",
         [("zorbix", "memory", 3.0, None, None, "better"), ("zorbix", "throughput", None, None, None, "worse")]),
        ("Quill cuts memory by 3x over Zorbix with a small accuracy loss.",
         [("zorbix", "memory", 3.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "worse")]),
        # near miss: a small gain is no loss
        ("Quill cuts memory by 3x over Zorbix with a small throughput gain.", [("zorbix", "memory", 3.0, None, None, "better")]),
    ],
)
def test_small_throughput_loss(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "with negligible loss of throughput", "with no drop in latency": the speed kept, and no quality claim
        ("Quill cuts memory by 2x over Zorbix, with negligible loss of throughput.",
         [("zorbix", "memory", 2.0, None, None, "better"), ("zorbix", "throughput", None, None, None, "parity")]),
        ("Compared with Zorbix, Quill saves the most memory, with negligible loss of throughput.",
         [("zorbix", "memory", None, None, None, "better"), ("zorbix", "throughput", None, None, None, "parity")]),
        ("Quill cuts memory by 2x over Zorbix, with no drop in serving latency.",
         [("zorbix", "memory", 2.0, None, None, "better"), ("zorbix", "latency", None, None, None, "parity")]),
        # near miss: a training loss is a quality measure
        ("Compared with Zorbix, Quill achieves a lower training loss.", [("zorbix", "accuracy", None, None, None, "better")]),
    ],
)
def test_negligible_loss_of_speed(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "..., with accuracy on par": the measure kept beside the gain; "more efficiently than X" is a speed claim
        ("Quill fine-tunes noticeably more efficiently than Zorbix, with output quality on par.",
         [("zorbix", "speedup", None, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        ("Quill runs 2x faster than Zorbix, with accuracy on par.",
         [("zorbix", "speedup", 2.0, None, None, "better"), ("zorbix", "accuracy", None, None, None, "parity")]),
        ("Quill cuts memory by 2x over Zorbix, with throughput on par.",
         [("zorbix", "memory", 2.0, None, None, "better"), ("zorbix", "throughput", None, None, None, "parity")]),
        # near miss: no gain beside it
        ("Quill runs with throughput on par.", []),
    ],
)
def test_with_measure_on_par(sentence, expected):
    assert rows(sentence) == expected
