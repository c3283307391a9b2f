"""Tests of :mod:`paperkg.extract.names.cues`: the names a paper compares itself against."""

from __future__ import annotations

import pytest

from paperkg.extract.names import compared_names


@pytest.mark.parametrize(
    "sentence, proposed, names",
    [
        ("We compare Quill against three mature engines, Zorblax, Orca-X and Heron, on nine tasks.", ["Quill"],
         ["Zorblax", "Orca-X", "Heron"]),
        ("We also compare our planner to widely used tools such as Zorblax and the Heron framework.", ["Quill"],
         ["Zorblax", "Heron"]),
        ("We compare against Zorblax Serve in terms of cost.", ["Quill"], ["Zorblax Serve"]),
        # someone else's system on the compared side, or only generic items: no baseline
        ("We compare Zorblax with Heron on a benchmark.", ["Quill"], []),
        ("We compare Quill with the best prior planners across many workloads.", ["Quill"], []),
        ("We compare Quill to the strongest prior art.", ["Quill"], []),
    ],
)
def test_compared_names(sentence, proposed, names):
    assert [sentence[a:b] for a, b in compared_names(sentence, proposed)] == names
