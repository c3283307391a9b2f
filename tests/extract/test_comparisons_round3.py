"""Comparison phrasing families of the ninth session's third round: a saving in a "while" clause after a gain over
named baselines, and "N% cheaper" as a cost change (sentences and names invented for these tests)."""

from __future__ import annotations

import pytest

from tests.extract.claim_rows import rows


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the saving after the gain is against the same baseline
        ("Quill outperforms Zorblax by 1.5x on latency, while also saving an order of magnitude of memory.",
         [("zorblax", "latency", 1.5, None, None, "better"), ("zorblax", "memory", 10.0, None, "about", "better")]),
        ("Quill is 1.5x faster than Zorblax while saving 3x in memory.",
         [("zorblax", "speedup", 1.5, None, None, "better"), ("zorblax", "memory", 3.0, None, None, "better")]),
        ("Quill is 2.2x faster than Orca-X, while using 4x less memory.",
         [("orca-x", "speedup", 2.2, None, None, "better"), ("orca-x", "memory", 4.0, None, None, "better")]),
        ("Quill beats Zorblax by 30% in speed while using 2x fewer GPUs.",
         [("zorblax", "speedup", 30.0, None, None, "better"), ("zorblax", "other", 2.0, None, None, "better")]),
    ],
)
def test_saving_after_gain_keeps_baseline(sentence, expected):
    assert rows(sentence) == expected


def test_using_more_is_no_saving_against_the_baseline():
    # "while using 3x more memory" is not a saving: it is not given the gain's baseline
    assert all(r[0] != "zorblax" for r in rows("Quill is 1.5x faster than Zorblax while using 3x more memory.")[1:])


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Compared with Zorblax, Quill is 30% cheaper.", [("zorblax", "cost", 30.0, None, None, "better")]),
        ("Quill is 30% cheaper.", [(None, "cost", 30.0, None, None, "better")]),
        # a frame with an example list: one claim per named member; a parity beside it
        ("Against hosted services such as Zorblax and Orca-X, our routers are 30% cheaper.",
         [("zorblax", "cost", 30.0, None, None, "better"), ("orca-x", "cost", 30.0, None, None, "better")]),
        ("Against Zorblax, our routers reach the same accuracy while being over 30% cheaper.",
         [("zorblax", "cost", 30.0, None, "at least", "better"), ("zorblax", "accuracy", None, None, None, "parity")]),
    ],
)
def test_percent_cheaper_is_a_cost_change(sentence, expected):
    assert rows(sentence) == expected


def test_percent_of_a_price_is_no_change():
    assert rows("Quill costs 30% of the price of Zorblax.") == []


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "communicating N times less": a communication saving, against the baseline of the claim before it
        ("Quill matches the loss of Zorblax while communicating 300 times less.",
         [("zorblax", "communication", 300.0, None, None, "better"), ("zorblax", "accuracy", None, None, None, "parity")]),
        ("Quill is 2x faster than Zorblax while communicating 5x less.",
         [("zorblax", "speedup", 2.0, None, None, "better"), ("zorblax", "communication", 5.0, None, None, "better")]),
    ],
)
def test_communicating_less_is_a_communication_saving(sentence, expected):
    assert rows(sentence) == expected


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
