"""Tests of the data-driven cue regexes, the prefilter and the gates of :mod:`paperkg.extract.comparisons.cues`."""

from __future__ import annotations

import random
import re

import pytest

from paperkg.extract.comparisons.cues import (
    _BASELINE_VALUE_BEFORE,
    _BASELINE_VALUE_WORDS,
    _BETTER_THAN_BEFORE,
    _COMPARATIVE,
    _COMPARATIVE_WORDS,
    _PHRASE_BEFORE,
    _QUALIFIER_END,
    _QUALIFIER_LAST,
    _baseline_cue_regex,
    _cue_parts,
    _has_any,
    _has_digit,
    _metric_regex,
    _phrase_before,
    _prefilter_regex,
    prefilter_lowered,
)
from paperkg.extract.comparisons.metrics import (
    _CHANGE_NOUN,
    _CHANGE_NOUN_WORDS,
    _CONTROLLED,
    _CONTROLLED_WORDS,
    _PRE_GLUE,
    _PRE_GLUE_WORDS,
    _SEGMENT_STOP,
    _SEGMENT_STOP_WORDS,
)
from paperkg.extract.vocab import cues

from tests.extract.comparisons.helpers import alternation_words, facts, metric_rows, random_texts, random_word_texts


def test_prefilter_lowered_agrees_with_the_prefilter_regex():
    texts = random_texts(20_000) + ["than x", "-than x", "a-than", "über than", "_than", "twice", "atwice", "-lower"]
    for text in texts:
        assert prefilter_lowered(text) == (_prefilter_regex().search(text) is not None), text


def test_cues_grouped_by_their_openings_match_as_the_plain_alternation():
    plain = re.compile(rf"(?<![\w-])(?:{'|'.join(_cue_parts())})(?![\w-])")
    for text in random_texts(20_000, seed=9):
        got = [(m.span(), m.group(0)) for m in _baseline_cue_regex().finditer(text)]
        assert got == [(m.span(), m.group(0)) for m in plain.finditer(text)], text


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
        got = [(m.span(), m.group(0)) for m in _metric_regex()[0].finditer(text)]
        assert got == [(m.span(), m.group(0)) for m in plain.finditer(text)], text


@pytest.mark.parametrize("regex", [_BASELINE_VALUE_BEFORE, _BETTER_THAN_BEFORE])
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
            assert _has_any(m.group(0), _BASELINE_VALUE_WORDS), text
    assert matched > 20  # the texts exercise the regex


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a percentile is not a percentage
        ("We present Quill. Quill reduces the 90%ile inference latency by an average of 1.7× over Zorbix.", [1.7]),
        ("We present Quill. Quill cuts the 99%-ile latency by 40% compared to Zorbix.", [40.0]),
        ("We present Quill. Quill cuts the 99th-percentile latency by 40% compared to Zorbix.", [40.0]),
    ],
)
def test_percentiles_are_not_values(sentence, expected):
    assert [c.value for c in facts(sentence).comparisons] == expected


def test_has_any_is_a_substring_test():
    assert _has_any("no loss in accuracy", ("drop", "loss"))
    assert not _has_any("no change", ("drop", "loss"))
    assert not _has_any("anything", ())


@pytest.mark.parametrize("fast, plain, words", [
    (_COMPARATIVE, rf"\b(?:{_COMPARATIVE_WORDS})\b", _COMPARATIVE_WORDS),
    (_SEGMENT_STOP, rf"\b(?:{_SEGMENT_STOP_WORDS})\b|[,;:()]", _SEGMENT_STOP_WORDS),
    (_CONTROLLED, rf"\b(?:{_CONTROLLED_WORDS})\s+(?:[\w-]+\s+){{0,2}}$|\bwhen\s+(?:[\w-]+\s+){{0,3}}$",
     _CONTROLLED_WORDS + "|when"),
    (_PRE_GLUE, rf"(?:\s|\(|:|~|∼|≈|\b(?:{_PRE_GLUE_WORDS})\b)*$", _PRE_GLUE_WORDS),
    (_CHANGE_NOUN, rf"\s*\b(?:{_CHANGE_NOUN_WORDS})\s*$", _CHANGE_NOUN_WORDS),
])
def test_words_grouped_by_their_openings_match_as_the_plain_alternation(fast, plain, words):
    plain = re.compile(plain)
    rng = random.Random(12)
    for text in random_word_texts(alternation_words(words), 4_000, seed=13):
        assert [m.span() for m in fast.finditer(text)] == [m.span() for m in plain.finditer(text)], text
        lo = rng.randint(0, len(text))
        hi = rng.randint(lo, len(text))
        got, want = fast.search(text, lo, hi), plain.search(text, lo, hi)
        assert (got and got.span()) == (want and want.span()), (text, lo, hi)


def test_phrase_before_is_the_regex_group():
    texts = random_word_texts(["and", "while", "latency", "a" * 30], 4_000, seed=14) + ["", "(", "x" * 60, "a, " + "y" * 50 + "\n"]
    for text in texts:
        assert _phrase_before(text) == _PHRASE_BEFORE.search(text).group(0), text


def test_qualifier_end_matches_only_after_its_last_words():
    """``is_comparative`` strips a qualifier only when the text ends with one of ``_QUALIFIER_LAST``."""
    words = ["up", "to", "over", "more", "than", "about", "around", "approximately", "nearly", "almost", "at", "least",
             "less", "below", "above", "under", "within", "moreover", "tool"]
    for text in random_word_texts(words, 6_000, seed=15):
        if _QUALIFIER_END.search(text):
            assert text.rstrip().endswith(_QUALIFIER_LAST), text


def test_has_digit_is_the_digit_regex():
    rng = random.Random(19)
    pieces = ["a", " ", "-", "x", "é", "\u0663", "\u00b2", "\u2167", "\uff15", "0", "7", "9", ".", "ß"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
        assert _has_digit(text) == (re.search(r"\d", text) is not None), text


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "with only N% <measure> degradation": a change, not a setting
        ("Quill tolerates failed hosts with only 7% throughput degradation.", [(None, "throughput", 7.0, None, "worse")]),
        ("Quill prunes heads with 9% latency overhead.", [(None, "latency", 9.0, None, "worse")]),
        # near miss: "with N% <noun>" naming a setting stays none
        ("Quill trains with 30% sparse weights.", []),
    ],
)
def test_with_a_share_then_a_measured_change(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the spread of a measure over a population is no change of one system
        ("Across vendors, the idle draw of accelerators varies by up to 40x.", []),
        ("Kernel runtimes differ by as much as 6x between the two compilers.", []),
        # a value in parentheses before the gain it sizes is a change
        ("Quill brings notable (often more than 25%) memory savings at no extra cost.",
         [(None, "memory", 25.0, "at least", "better")]),
        # near misses: a change "by" a value stays one; a share in parentheses stays none
        ("Quill cuts the idle power draw by up to 40x.", [(None, "energy", 40.0, "up to", "better")]),
        ("Quill answers most prompts (about 70%) from its cache.", []),
    ],
)
def test_a_spread_is_no_change_and_a_parenthesised_gain_is(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an image scale is the setting of the comparison, not a gain
        ("Quill runs faster than Zorbix and Quaxo at an 8x upscaling factor.",
         [("zorbix", "speedup", None, None, "better"), ("quaxo", "speedup", None, None, "better")]),
        ("Quill is 3x faster than Zorbix for 4x super-resolution.", [("zorbix", "speedup", 3.0, None, "better")]),
        # "sharper" compares quality
        ("Quill produces sharper results than Zorbix at large scales.", [("zorbix", "accuracy", None, None, "better")]),
        # near miss: a ratio before other words is a gain
        ("Quill shows an 8x speedup over Zorbix on upscaling workloads.", [("zorbix", "speedup", 8.0, None, "better")]),
    ],
)
def test_image_scales_are_settings_and_sharper_is_quality(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the sparsity a result is measured at is a setting: no claim of its own, and not the measure of the gain
        ("Quill achieves speedups of 3.4x over cuBLAS at 90% sparsity and 5.4x at 95% sparsity.",
         [("cublas", "speedup", 3.4, None, "better"), ("cublas", "speedup", 5.4, None, "better")]),
        # the list's second value shares the geometric mean of the first
        ("Quill achieves geometric mean speedups of 3.4x over cuBLAS at 90% sparsity and 5.4x at 95% sparsity.",
         [("cublas", "speedup", 3.4, "geomean", "better"), ("cublas", "speedup", 5.4, "geomean", "better")]),
        ("With 50% unstructured sparsity, Quill is 2.1x faster than Zorb.", [("zorb", "speedup", 2.1, None, "better")]),
        # near miss: a sparsity gained is a claim
        ("Quill reaches 20% higher sparsity than Zorb.", [("zorb", "other", 20.0, None, "better")]),
    ],
)
def test_sparsity_measured_at_is_a_setting(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a share of the hardware's peak is a level, even after a gain over a baseline
        ("Quill exceeds Zorb by 12.1% in TFLOPs/s and reaches 37.8% to 62.3% of the theoretical peak FLOPs/s.",
         [("zorb", "throughput", 12.1, None, "better")]),
        ("Quill reaches 75% of peak FLOPS, 20% more than Zorb.", [("zorb", "other", 20.0, None, "better")]),
    ],
)
def test_a_share_of_the_peak_is_a_level(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "by more than N%", "by at least N%" after a comparative verb: the size of the gain
        ("Quill beats Zorbix by more than 20%.", [("zorbix", "speedup", 20.0, None, "at least", "better")]),
        ("Quill beats Zorbix in throughput by at least 15%.", [("zorbix", "throughput", 15.0, None, "at least", "better")]),
        # near miss: a level reached is no comparison
        ("Quill achieves more than 90% accuracy.", []),
    ],
)
def test_by_more_than_a_share(sentence, expected):
    from tests.extract.claim_rows import rows
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "removes/eliminates up to N% of X": a bounded share removed is a gain, its measure read from X only
        ("On 64 GPUs, Quill removes up to 75% of the scheduling gaps.", [(None, "other", 75.0, None, "up to", "better")]),
        ("Quill eliminates over 60% of the idle time.", [(None, "other", 60.0, None, "at least", "better")]),
        ("Quill can remove up to 25% of the model parameters.", [(None, "memory", 25.0, None, "up to", "better")]),
        ("Quill removes up to 30% of the communication volume compared with Zorbix.",
         [("zorbix", "communication", 30.0, None, "up to", "better")]),
        # near misses: an unbounded share removed is the operating point of what follows
        ("Quill can remove 50% of the data in each epoch.", []),
        ("Removing 25% of the layers, Quill keeps its accuracy.", [(None, "accuracy", None, None, None, "parity")]),
    ],
)
def test_bounded_share_removed(sentence, expected):
    from tests.extract.claim_rows import rows
    assert rows(sentence) == expected
