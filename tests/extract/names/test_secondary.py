"""Tests of :mod:`paperkg.extract.names.secondary`: named components beside the main name."""

from __future__ import annotations

import pytest

from paperkg.extract.names import secondary_names


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("We design a Token Ledger, a new component that tracks every write.", ["Token Ledger"]),
        ("We add a Route Keeper, a novel scheduling module for bursts.", ["Route Keeper"]),
        # a known or generic word is no name; nor is a phrase the abstract also writes in lowercase
        ("We design a Transformer, a new model of the cache.", []),
    ],
)
def test_capitalised_part_introduced_as_a_new_component(sentence, expected):
    assert secondary_names(sentence, ["Kestrel"], sentence) == expected


def test_capitalised_part_written_lowercase_elsewhere_is_not_a_name():
    ab = "We design a Token Ledger, a new component that tracks writes. Each token ledger entry is small."
    assert secondary_names(ab.split(". ")[0] + ".", ["Kestrel"], ab) == []


@pytest.mark.parametrize(
    "proposed",
    [["Kestrel"], ["Kestrel", "Kestrel-Chat"], ["MoE-Lite"], ["Kestrel-Chat", "Kestrel-Chat"], ["Ab-Cd", "Kestrel"], []],
)
def test_sibling_prefixes_skipped_without_a_hyphen(proposed):
    """The speed-up that skips :func:`sibling_prefixes` for names without a hyphen reads the same prefixes and sentences."""
    from paperkg.extract.names import sibling_prefix_in, sibling_prefixes
    from paperkg.extract.names.secondary import _hyphen_prefixes, _siblings

    assert _hyphen_prefixes(proposed) == sibling_prefixes(tuple(proposed))
    sentence = "Kestrel-Chat adds a robust Kestrel-RLHF pipeline and a MoE-Lite-Fast link."
    prefixes = sibling_prefixes(tuple(proposed))
    expected = bool(prefixes) and any(
        sentence.count(p) > sum(sentence.count(n) for n in set(proposed) if n.startswith(p)) for p in prefixes
    )
    assert sibling_prefix_in(sentence, proposed) == expected
    assert bool(_siblings(sentence, proposed, {})) == (expected and "Kestrel-" in prefixes and "Kestrel-RLHF" not in proposed)
