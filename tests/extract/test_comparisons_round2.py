"""Comparison phrasing families of the ninth session's second round: device kind words after a baseline's name,
parity then a gain of its own, kept measures, devices of a setting listed after a generic baseline, "(from N)" range
ends, a measure "of" the baselines, values listed after a setting, loss bounds, "than both" and appositives after
coordinated adjectives (sentences and names invented for these tests)."""

from __future__ import annotations

import pytest

from paperkg.extract.quantities import find_quantities
from tests.extract.claim_rows import rows


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a device kind word after an unknown product's name is not part of the name
        ("Compared with the Zorb-9 DPU and the Plinth smartNIC, Quill is 12x and 4x faster, respectively.",
         [("zorb-9", "speedup", 12.0, None, None, "better"), ("plinth", "speedup", 4.0, None, None, "better")]),
        ("Quill is 3x faster than a Zorblax NIC.", [("zorblax", "speedup", 3.0, None, None, "better")]),
        # but an all-caps name alone stays a name
        ("Quill is 3x faster than ZORBLAX.", [("zorblax", "speedup", 3.0, None, None, "better")]),
    ],
)
def test_device_kind_word_after_name(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # parity with X, then "and up to N faster": two claims, the value not read as parity
        ("Quill is on par with Zorblax for small inputs and up to 2.2x faster for large ones.",
         [("zorblax", "speedup", 2.2, None, "up to", "better"), ("zorblax", "speedup", None, None, None, "parity")]),
        # a value that is the parity's own stays parity
        ("Quill performs on par with Zorblax.", [("zorblax", "speedup", None, None, None, "parity")]),
    ],
)
def test_parity_then_own_gain(sentence, expected):
    assert rows(sentence) == expected


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
        # the examples after "on <devices>, including" are the devices of the setting, not baselines
        ("Quill achieves up to 2.5x lower latency than existing runtimes on popular CPUs, including Zorbon X7 and "
         "Plinth Q2 processors.", [("existing runtimes", "latency", 2.5, None, "up to", "better")]),
        # examples of the baselines themselves are still baselines
        ("Quill is 2x faster than existing runtimes, including Zorblax and Plinth.",
         [("zorblax", "speedup", 2.0, None, None, "better"), ("plinth", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_devices_of_a_setting_are_not_baselines(sentence, expected):
    assert rows(sentence) == expected


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
        # "the <hyphenated measure> of X and Y": the baselines after "of"
        ("At 25 Gbps, compared with the dense all-gather of Zorblax and Plinth, Quill reduces communication time by "
         "2.1x and 2.8x, respectively, on large models.",
         [("zorblax", "communication", 2.1, None, None, "better"), ("plinth", "communication", 2.8, None, None, "better")]),
    ],
)
def test_measure_of_baselines(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a second value right after "and", past a longer setting ("on one node with 8 GPUs")
        ("Quill saves up to 21.5% energy on one node with 8 GPUs and 26.1% on four nodes with 32 GPUs.",
         [(None, "energy", 21.5, None, "up to", "better"), (None, "energy", 26.1, None, "up to", "better")]),
        # a loss kept under a bound: its bound ("max"), the measure named by the loss
        ("Quill recovers quickly, while its throughput overhead in normal runs stays below 4%.",
         [(None, "throughput", 4.0, None, "max", "worse")]),
    ],
)
def test_listed_values_and_bounds(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "than both": the two baselines named before in the sentence
        ("Compared with Zorblax and Plinth, Quill cuts latency by up to 9X and 4.2X, respectively, and it also runs "
         "faster than both on phones.",
         [("zorblax", "latency", 9.0, None, "up to", "better"), ("plinth", "latency", 4.2, None, "up to", "better"),
          ("zorblax", "speedup", None, None, None, "better"), ("plinth", "speedup", None, None, None, "better")]),
        # "both" before names is not a back-reference
        ("Quill is 2x faster than Zorblax, and it is also faster than both Plinth and Vexa.",
         [("zorblax", "speedup", 2.0, None, None, "better"), ("plinth", "speedup", None, None, None, "better"),
          ("vexa", "speedup", None, None, None, "better")]),
        # an appositive name after coordinated adjectives ("a specialized, serverful store, X")
        ("Quill is 100x faster than a generic cloud function platform, Zorblax, and 3.5x faster than a "
         "specialized, serverful key-value store, Plinth, when training a small model.",
         [("zorblax", "speedup", 100.0, None, None, "better"), ("plinth", "speedup", 3.5, None, None, "better")]),
    ],
)
def test_back_references_and_appositives(sentence, expected):
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


def test_up_to_over_a_longer_value_list():
    # "up to" opening a list of three coordinated values covers all of them
    assert rows("Quill achieves up to 1.2× higher throughput, 1.8× fewer SLO misses, and 14.5× lower cost than Zorblax.") == [
        ("zorblax", "throughput", 1.2, None, "up to", "better"), ("zorblax", "other", 1.8, None, "up to", "better"),
        ("zorblax", "cost", 14.5, None, "up to", "better")]
    # a value with a verb of its own does not take it
    assert rows("Quill achieves up to 1.2× higher throughput than Zorblax and it cuts cost by 14.5×.") == [
        ("zorblax", "throughput", 1.2, None, "up to", "better"), ("zorblax", "cost", 14.5, None, None, "better")]
