"""Tests of speed gates of :mod:`paperkg.extract.quantities`: each fast path matches what the plain regex matched."""

from __future__ import annotations

import random
import re


def test_quantity_regex_matches_as_with_plain_numbers_and_score_names():
    from paperkg.extract import quantities as q

    scores = "|".join(dict.fromkeys(re.escape(s.lower()) for s in q.SCORE_UNITS))
    plain = re.compile(
        rf"(?=[<>≤≥~≈\d.])(?<![\w.])(?P<lt>[<>≤≥~≈]\s?)?(?P<a>{q._NUM})(?P<plus>\+)?"
        rf"(?:(?P<ua>{q._X}|{q._PCT}){q._RANGE_SEP}(?P<b1>{q._NUM}))?"
        rf"(?:{q._RANGE_SEP}(?P<b2>{q._NUM}))?"
        rf"(?P<unit>{q._X}|{q._PCT}|{q._PTS}|\s(?:{scores})\b)(?P<plus2>\+)?",
    )
    pair = re.compile(rf"\s(?:{scores})\s?(?:,|,?\s?and)\s?(?:{scores})")
    rng = random.Random(16)
    pieces = ["1", "23", "4.5", ".5", "1,234", "12,34", "1e5", "2e-3", "x", "×", "%", "fold", "times", "percent",
              "points", "pp", "~", "-", "--", "–", "to", "+", "<", ">", ".", ",", "and", "bleu", "rouge-l", "f1", "fid",
              "pass@1", "the", "e", "a", "(", "in", "2023"]
    texts = ["".join(rng.choice(pieces) + rng.choice(["", "", " "]) for _ in range(rng.randint(1, 14)))
             for _ in range(30_000)]
    for text in texts:
        got = [(m.span(), m.groupdict()) for m in q._QUANTITY.finditer(text)]
        assert got == [(m.span(), m.groupdict()) for m in plain.finditer(text)], text
        assert bool(q._SCORE_PAIR.search(text)) == bool(pair.search(text)), text


def test_every_versus_match_holds_its_hint():
    from paperkg.extract import quantities as q

    rng = random.Random(18)
    pieces = ["1", "23", "4.5", ".5", "1,234", "1e5", "%", "vs", "vs.", "versus", "compared to", "compared", "to", "x",
              " ", " ", "\t", "a", "-"]
    for _ in range(30_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", "", " "]) for _ in range(rng.randint(1, 10)))
        digit = re.search(r"\d", text)
        for m in q._VERSUS.finditer(text):
            assert q._VERSUS_HINT.search(text, digit.start()), text


def test_word_hints_cover_every_times_word_match():
    """find_quantities searches ``_TIMES_WORD`` only in texts holding a hint: every match must hold one."""
    from paperkg.extract.quantities import _TIMES_WORD, _WORD_HINTS
    from paperkg.extract.regex_literals import required_literals

    necessary = required_literals(_TIMES_WORD.pattern, shortest=4)
    assert any(all(any(h in word for h in _WORD_HINTS) for word in words) for words in necessary)
    for phrase in ("halves the cost", "cut in half", "reduced by half", "doubles throughput", "double the speed",
                   "twice faster", "three times lower", "ten-fold", "halving memory"):
        assert _TIMES_WORD.search(phrase), phrase
        assert any(h in phrase for h in _WORD_HINTS), phrase
    assert not any(h in "these challenges remain" for h in _WORD_HINTS)
