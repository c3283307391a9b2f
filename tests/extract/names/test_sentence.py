"""Tests of :mod:`paperkg.extract.names.sentence`: names proposed in a sentence."""

from __future__ import annotations

import pytest

from paperkg.extract.names import proposed_in_sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "We have built a tool to emulate FP6 math in FooFlow, Caffix, and Neox for our tests.",
        "We implemented a pass to rewrite graphs on Quarry, Tessel and Vexa for the experiments.",
    ],
)
def test_frameworks_a_method_is_placed_in_are_not_proposed(sentence):
    assert proposed_in_sentence(sentence, ("built", "implemented")) == []


def test_an_apposition_after_a_description_still_names_the_work():
    assert proposed_in_sentence("We present a new scheduler, Quill, for shared clusters.", ("present",)) == ["Quill"]
