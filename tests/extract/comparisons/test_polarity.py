"""Tests of which way a comparative value points (:mod:`paperkg.extract.comparisons.polarity`)."""

from __future__ import annotations

import pytest

from paperkg.extract.comparisons.polarity import comparative_direction, loss_of_value
from tests.extract.comparisons.helpers import metric_rows


@pytest.mark.parametrize(
    "tail, expected",
    [
        # the comparative moves the measure the way it is better: a gain
        (" lower latency than Blipper", "better"),
        (" higher accuracy on GLUE", "better"),
        (" fewer cache misses", "better"),
        (" shorter job completion time", "better"),
        (" more energy-efficient than Blipper", "better"),
        (" more cost-effective", "better"),
        (" higher energy efficiency", "better"),
        (" lower accuracy degradation", "better"),
        (" higher cache hit rate", "better"),
        (" lower bubble ratio than GPipe", "better"),
        (" higher memory capacity", "better"),
        (" higher latency SLO attainment", "better"),
        # the other way: a loss
        (" lower throughput than Blipper", "worse"),
        (" higher tail latency than Blipper", "worse"),
        (" more GPU memory usage", "worse"),
        (" higher power consumption", "worse"),
        (" more energy per query than Blipper", "worse"),
        (" longer training time", "worse"),
        (" additional training time compared with the base model", "worse"),
        (" more steps to converge", "worse"),
        (" higher time-to-first-token than Blipper", "worse"),
        (" lower time-to-accuracy", "better"),
        (" more area", "worse"),
        (" lower hit rate", "worse"),
        # nothing to read: no comparative, no phrase, an unknown head, or a phrase whose words disagree
        (" faster than Blipper", None),
        (" lower than Blipper", None),
        (", and 3x lower latency", None),
        (" lower tokens per joule", None),
        (" higher memory bandwidth", None),
        (" higher arithmetic intensity", None),
        (" fewer GPUs than Blipper", None),
        (" lower peak memory utilization", None),
        (" lower tail latency reductions", None),
        (" lower-latency inference", None),
    ],
)
def test_comparative_direction(tail, expected):
    assert comparative_direction(tail) == expected


@pytest.mark.parametrize("head", ["and it sustains up to ", "it tolerates ", "Quill handles ", "which supports about "])
def test_more_load_after_a_verb_of_capacity_reads_nothing(head):
    assert comparative_direction(" higher burst traffic than Blipper", head) is None
    assert comparative_direction(" higher burst traffic than Blipper", "it generates ") == "worse"


@pytest.mark.parametrize(
    "head, metric, expected",
    [
        ("incurs an overhead of up to ", None, True),
        ("with an accuracy drop of only ", "accuracy", True),
        ("at a throughput penalty of less than ", "throughput", True),
        ("suffers slowdowns of about ", "speedup", True),
        ("adding only a small latency overhead (", "latency", True),
        ("with a drop of ", "latency", False),  # a drop in latency is a gain
        ("it reduces the overhead of ", None, False),
        ("and eliminates slowdowns of ", None, False),
        ("reaching a speedup of ", "speedup", False),
        ("the overhead of checkpointing by ", None, False),
    ],
)
def test_loss_of_value(head, metric, expected):
    assert loss_of_value(head, metric) is expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill reaches 12% lower throughput than Blipper.", [("blipper", 12.0, "worse")]),
        ("Quill incurs 9% higher tail latency than Blipper.", [("blipper", 9.0, "worse")]),
        ("Quill uses 30% more GPU memory than Blipper.", [("blipper", 30.0, "worse")]),
        ("Quill cuts tail latency by 2x, at the cost of 25% more computation than Blipper.",
         [("blipper", 2.0, "better"), ("blipper", 25.0, "worse")]),
        ("Quill has 2x higher time-to-first-token than Blipper but 3x lower time per output token.",
         [("blipper", 2.0, "worse"), ("blipper", 3.0, "better")]),
        ("Quill adds an overhead of up to 1.8x over Blipper.", [("blipper", 1.8, "worse")]),
        ("Quill adds only a small latency overhead (4.2%) over Blipper.", [("blipper", 4.2, "worse")]),
        # a loss that names the next value is not the value before it
        ("Quill halves memory with an accuracy drop of only 0.4% relative to Blipper.",
         [("blipper", 2.0, "better"), ("blipper", 0.4, "worse")]),
        ("Quill speeds up training by 2x with an accuracy loss of 1% relative to Blipper.",
         [("blipper", 2.0, "better"), ("blipper", 1.0, "worse")]),
        # gains stay gains
        ("Quill reaches 12% higher throughput and 30% lower latency than Blipper.",
         [("blipper", 12.0, "better"), ("blipper", 30.0, "better")]),
        ("Quill sustains 4x higher request traffic than Blipper.", [("blipper", 4.0, "better")]),
        ("Quill shows 40% lower peak memory utilization than Blipper.", [("blipper", 40.0, "better")]),
        ("Quill cuts memory by 2x with a drop of 5% in latency compared to Blipper.",
         [("blipper", 2.0, "better"), ("blipper", 5.0, "better")]),
    ],
)
def test_losses_read_in_claims(sentence, expected):
    assert [(b, value, direction) for b, _, value, _, direction in metric_rows(sentence)] == expected
