"""Round 5 families (sentences invented for these tests)."""

from __future__ import annotations

import pytest

from tests.extract.test_comparisons import facts, row


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # "X's <measure>" behind a comparison: the owner is the baseline, also when the measure is already read
        ("We present Quill. Quill achieves a 1.3x speedup over Orca-X, running on par with or surpassing "
         "Zorbix's speedup.",
         [("orca-x", 1.3, None, "x", None, "speedup", "better"),
          ("zorbix", None, None, None, None, "speedup", "parity")]),
        ("We present Quill. Quill matches Zorbix's accuracy while using 2x less memory.",
         [("zorbix", 2.0, None, "x", None, "memory", "better"),
          ("zorbix", None, None, None, None, "accuracy", "parity")]),
    ],
)
def test_owner_measure_names_the_owner(abstract, expected):
    f = facts(abstract)
    assert [row(c) for c in f.comparisons] == expected
    assert all("-s-" not in b for b in f.baselines)


def test_version_after_compared_name_is_not_a_listed_value():
    # "than Zorbix 2.4 and 1.3x faster": 2.4 is Zorbix's version, not a second ratio sharing the "x"
    f = facts("We present Quill. Quill is 1.7x faster than Zorbix 2.4 and 1.3x faster than Orca-X.")
    assert [c.value for c in f.comparisons] == [1.7, 1.3]
    # a plain list still shares its unit
    f = facts("We present Quill. Quill is 2.2 and 3.5x faster than Orca-X on two workloads.")
    assert sorted(c.value for c in f.comparisons) == [2.2, 3.5]
