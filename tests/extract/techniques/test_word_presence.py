"""Tests of :mod:`paperkg.extract.techniques.word_presence`: the needles of a word are its substrings."""

from __future__ import annotations

import random

from paperkg.extract.techniques.word_presence import _needles


def test_needles_of_a_word_are_its_substrings():
    """The one-regex test for "no needle at all" in :func:`_needles_in` loses none."""
    from paperkg.extract.techniques.word_presence import _needles_in

    rng = random.Random(20)
    needles = sorted(_needles()[0])
    pieces = needles + [w[:-1] for w in needles] + [w[1:] for w in needles] + ["-", ",", "x", "é", "0"]
    for _ in range(20_000):
        word = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 3)))
        assert _needles_in(word) == {n for n in needles if n in word}, word
