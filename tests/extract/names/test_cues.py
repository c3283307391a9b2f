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


@pytest.mark.parametrize(
    "abstract, baselines",
    [
        ("We present Quill. We evaluate Quill on many kernels relative to vendor libraries (Zorblas) and tensor "
         "compilers (TACOX and Heron).", ("heron", "tacox", "zorblas")),
        ("We present Quill. We evaluate Quill against two engines, Zorblax and Orca-X, on ten tasks.", ("orca-x", "zorblax")),
        ("We present Quill. We evaluate Quill with Zorblax on ten tasks.", ()),  # "with": a setting, not a rival
        ("We present Quill. We evaluate it against prior results (see Section 5).", ()),
    ],
)
def test_baselines_named_by_evaluate_against_or_in_parentheses_after_their_class(abstract, baselines):
    from tests.extract.claim_rows import facts

    assert facts(abstract, title="Quill: Sparse Tensor Algebra").baselines == baselines
