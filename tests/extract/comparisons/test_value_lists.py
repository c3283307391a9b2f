"""Tests of value lists (:mod:`paperkg.extract.comparisons.value_lists`): shared measures and qualifiers."""

from __future__ import annotations

import pytest

from paperkg.extract import IMPLICIT_BASELINE
from paperkg.extract.comparisons.value_lists import _list_group
from paperkg.extract.quantities import find_quantities

from tests.extract.claim_rows import rows
from tests.extract.comparisons.helpers import facts, metric_rows


def test_opening_average_covers_every_value_and_respectively_skips_a_leading_value():
    f = facts("We present Quill. Tests show that, on average, Quill reduces DRAM access by 8.0× with no accuracy loss, "
              "and achieves 1.5×, 40× speedup, and 1.2×, 900× energy savings over Zorb accelerator, Blip accelerator, respectively.")
    rows = [(c.baseline or c.baseline_text, c.value, c.qualifier, c.metric) for c in f.comparisons]
    assert rows[:5] == [(IMPLICIT_BASELINE, 8.0, "average", "communication"), ("zorb", 1.5, "average", "speedup"),
                        ("blip", 40.0, "average", "speedup"), ("zorb", 1.2, "average", "energy"),
                        ("blip", 900.0, "average", "energy")]
    # the kept measure is one claim, not one per baseline of the list
    assert [(c.baseline or c.baseline_text, c.direction) for c in f.comparisons[5:]] == [(IMPLICIT_BASELINE, "parity")]


def test_or_coordinated_values_share_the_qualifier():
    f = facts("We present Quill. Quill can serve requests at up to 8× higher rates or 5× more burstiness.")
    assert [(c.value, c.qualifier, c.metric) for c in f.comparisons] == [(8.0, "up to", "throughput"), (5.0, "up to", "other")]


def test_a_value_list_and_a_lone_value():
    """``_list_group``: a value with no other value within 60 characters is a list of its own (the early return);
    values joined by commas and "and" form one list, in order."""
    from paperkg.extract.quantities import find_quantities

    text = "it reaches 2.1x, 1.8x and 1.5x on three models, while the new cache design also uses 40% less memory than before"
    qs = find_quantities(text)
    assert [q.value for q in qs] == [2.1, 1.8, 1.5, 40.0]
    assert [q.value for q in _list_group(qs[1], qs, text)] == [2.1, 1.8, 1.5]
    assert _list_group(qs[3], qs, text) == [qs[3]]
    # near but not listed: its own list, by the full reading
    near = "2.1x on a, then 40% on b"
    qs = find_quantities(near)
    assert [_list_group(q, qs, near) for q in qs] == [[qs[0]], [qs[1]]]


def test_percentages_listed_before_the_comparative_are_all_claims():
    """Only the last value of "3.2% and 6.2% more accurate" touches the comparative; the list's others are gains too."""
    def claims(sentence):
        return [(c.baseline, c.value) for c in facts("We present Quill. " + sentence).comparisons]

    assert claims("Quill is 3.2% and 6.2% more accurate than Zorbnet and Plinth, respectively.") == [("zorbnet", 3.2), ("plinth", 6.2)]
    assert claims("Quill is 3.1%, 1.4%, and 0.6% better than Zorb-CTC.") == [("zorb-ctc", 3.1), ("zorb-ctc", 1.4), ("zorb-ctc", 0.6)]
    # a remark on each name's kind does not end the list
    assert claims("Quill is 3.2% and 6.2% more accurate than Zorbnet (CNN-based) and Plinth (ViT-based), respectively.") == [
        ("zorbnet", 3.2), ("plinth", 6.2)]
    # near misses: a level before the comparative clause, a baseline's own value
    assert claims("Quill reaches 71% accuracy and is 6.2% more accurate than Zorbnet.") == [("zorbnet", 6.2)]
    assert claims("Quill reaches 76.7% accuracy, compared with 71.2% for Zorbnet.") == [("zorbnet", 76.7)]


def test_a_gain_named_in_parentheses_before_than():
    def claims(sentence):
        return [(c.baseline, c.value, c.metric) for c in facts("We present Quill. " + sentence).comparisons if c.baseline]

    assert claims("Quill has lower top-1 error (absolute 7.8%) than recent Zorbnet on ImageNet.") == [("zorbnet", 7.8, "accuracy")]
    assert claims("Quill has lower error (relative 12%) than Zorbnet.") == [("zorbnet", 12.0, "accuracy")]
    assert claims("Quill has lower error (7.8%) than Zorbnet.") == [("zorbnet", 7.8, "accuracy")]


def test_ranges_with_the_same_lower_bound_are_two_claims():
    # "1.1-1.6x and 1.1-1.2x": two ranges that share their lower bound, both kept
    sentence = "Quill improves throughput by 1.1-1.6x and 1.1-1.2x on A100 and H100, respectively, over Zorb."
    assert [(c.value, c.value_max) for c in facts("We present Quill. " + sentence).comparisons] == [(1.1, 1.6), (1.1, 1.2)]
    assert metric_rows(sentence) == [("zorb", "throughput", 1.1, None, "better")] * 2


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # one qualifier before a list governs its values, also when a value's setting is a hyphenated noun that starts
        # like a verb ("reduce-scatter")
        ("Quill outperforms Zorbix by up to 12x for reduce-scatter, 5x for all-gather and 3x for broadcast.",
         [("zorbix", "speedup", 12.0, None, "up to", "better"), ("zorbix", "speedup", 5.0, None, "up to", "better"),
          ("zorbix", "speedup", 3.0, None, "up to", "better")]),
        ("Quill beats Zorbix by up to 9x on scan kernels, 4x on reduce-heavy kernels and 2x on sorts.",
         [("zorbix", "speedup", 9.0, None, "up to", "better"), ("zorbix", "speedup", 4.0, None, "up to", "better"),
          ("zorbix", "speedup", 2.0, None, "up to", "better")]),
        # near miss: a value with its own verb keeps its own (no) qualifier
        ("Quill is up to 3x faster than Zorbix and reduces memory by 2x.",
         [("zorbix", "speedup", 3.0, None, "up to", "better"), ("zorbix", "memory", 2.0, None, None, "better")]),
    ],
)
def test_list_qualifier_through_a_hyphenated_setting(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a range bounds itself: it takes no qualifier from the value it is coordinated with
        ("Quill delivers more than 6x faster compilation and 1.5-4x faster execution than Zorbix.",
         [("zorbix", "speedup", 6.0, None, "at least", "better"), ("zorbix", "speedup", 1.5, 4.0, None, "better")]),
        ("Quill reaches up to 4x higher throughput and 30-40% lower latency than Zorbix.",
         [("zorbix", "throughput", 4.0, None, "up to", "better"), ("zorbix", "latency", 30.0, 40.0, None, "better")]),
        # near miss: a single value still shares the qualifier
        ("Quill reaches up to 4x higher throughput and 3x lower latency than Zorbix.",
         [("zorbix", "throughput", 4.0, None, "up to", "better"), ("zorbix", "latency", 3.0, None, "up to", "better")]),
    ],
)
def test_a_range_keeps_no_shared_qualifier(sentence, expected):
    assert rows(sentence) == expected
