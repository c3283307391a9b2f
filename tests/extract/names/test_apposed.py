"""Tests of :mod:`paperkg.extract.names.apposed`: names in apposition to the paper's own work."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "sentence, name",
    [
        ("Our approach, SwiftAgg, reduces the traffic of each worker.", "SwiftAgg"),
        ("Our admission policy, QuotaGate, admits jobs by priority.", "QuotaGate"),
        ("Our new scheduling policy, Kestrel-Q, admits jobs.", "Kestrel-Q"),
        ("Our approach, however, is slower on small jobs.", None),
        ("Our results, Table 2, show the gains.", None),
        ("We note that our approach, SwiftAgg, is simple.", None),
        ("Our strongest baseline, FooNet, is slower on small jobs.", None),
    ],
)
def test_our_apposed(sentence, name):
    from paperkg.extract.names import our_apposed

    assert our_apposed(sentence) == name
