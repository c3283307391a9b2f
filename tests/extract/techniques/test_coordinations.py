"""Tests of :mod:`paperkg.extract.techniques.coordinations`: the word-start shortcut matches as ``\\b`` would."""

from __future__ import annotations

import random


def test_matches_at_word_starts_are_the_matches_after_a_word_boundary():
    from paperkg.extract.techniques.kind_words import _coordination
    from paperkg.extract.techniques.coordinations import _after_without_boundary, _word_start_matches

    after = _coordination()[1]
    rng = random.Random(17)
    def phrase() -> str:  # "parallelism techniques (data, tensor)", often spoilt
        return (rng.choice(["", "x", "_", "é", " "]) + rng.choice(["parallel", "parallelism", "paralle"])
                + rng.choice(["", " techniques", " of two kinds"]) + rng.choice([" (", "(", " "]) + rng.choice(["", "e.g., "])
                + rng.choice(["data", "tensor", "x"]) + rng.choice([", ", " and ", "/", " "])
                + rng.choice(["pipeline", "expert", "y"]) + rng.choice([")", "", ") "]))
    for _ in range(20_000):
        text = "".join(phrase() for _ in range(rng.randint(0, 4)))
        pos, endpos = sorted(rng.randint(0, len(text)) for _ in range(2)) if rng.random() < 0.5 else (0, len(text))
        got = [(m.span(), m.group("list")) for m in _word_start_matches(_after_without_boundary(), text, pos, endpos)]
        assert got == [(m.span(), m.group("list")) for m in after.finditer(text, pos, endpos)], (text, pos, endpos)


def test_zero_style_sharding_is_a_kind_of_parallelism_in_coordinations():
    from paperkg.extract.techniques import coordinated_techniques

    assert coordinated_techniques("compatible with data and ZeRO-style parallelism") == {
        "data-parallelism", "sharded-data-parallelism"}
    assert coordinated_techniques("existing parallelism, including data/tensor/zero/pipeline parallelism") == {
        "data-parallelism", "tensor-parallelism", "sharded-data-parallelism", "pipeline-parallelism"}
    assert coordinated_techniques("zero-bubble pipeline parallelism") == set()
