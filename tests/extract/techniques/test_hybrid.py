"""Tests of :mod:`paperkg.extract.techniques.hybrid`: the words of combination that gate the combination regexes."""

from __future__ import annotations

import random

from paperkg.extract.techniques.hybrid import _COMBINE


def test_combine_words_are_in_every_match_of_the_combination_regex():
    """Each alternative of ``_COMBINE`` (its optional hyphens spelt both ways) requires one of the words."""
    from paperkg.extract.regex_literals import required_literals
    from paperkg.extract.techniques import top_level_branches
    from paperkg.extract.techniques.hybrid import _combine_words, _hyphen_spellings

    words = _combine_words()
    assert "" not in words and "optimi" not in words and {"co-optimi", "cooptimi", "combin"} <= words
    branches = top_level_branches(_COMBINE.pattern.removeprefix(r"\b(?:").removesuffix(")"))
    assert len(branches) > 5
    for branch in branches:
        for spelling in _hyphen_spellings(branch):
            assert any(all(any(w in option for w in words) for option in options)
                       for options in required_literals(spelling, shortest=1)), spelling
    rng = random.Random(18)
    pieces = ["co", "-", "optimize", "optimization", "combined", "compose", "composition", "unify", "unified",
              "integrates", "jointly", "hybrid", "mix", "mixes", "mixture", "mixed", "precision", "interplay", " ", "\n"]
    hits = 0
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 6)))
        if _COMBINE.search(text):
            hits += 1
            assert any(word in text for word in words), text
    assert hits > 5_000
