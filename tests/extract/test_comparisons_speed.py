"""The faster forms of the comparison and quantity regexes match exactly what their plain forms match."""

from __future__ import annotations

import random
import re

import pytest

from paperkg.extract import comparisons

_PIECES = ["a", "x", "é", "-", "(", ")", ",", ";", ".", ":", "~", ">", "<", "\n", "2", "3.5", "%", "up", "to"]


def _texts(words: list[str], n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    vocabulary = words + [w + "s" for w in words[:20]] + _PIECES
    return ["".join(rng.choice(vocabulary) + rng.choice(["", " ", " ", "  ", "-"]) for _ in range(rng.randint(0, 16)))
            for _ in range(n)]


def _words(alternation: str) -> list[str]:
    return [re.sub(r"\\s\+|\[\\s-\]\?", " ", w).replace("\\w*", "ing").replace("s?", "").replace("n?", "n")
            for w in alternation.split("|")]


@pytest.mark.parametrize("fast, plain, words", [
    (comparisons._COMPARATIVE, rf"\b(?:{comparisons._COMPARATIVE_WORDS})\b", comparisons._COMPARATIVE_WORDS),
    (comparisons._SEGMENT_STOP, rf"\b(?:{comparisons._SEGMENT_STOP_WORDS})\b|[,;:()]", comparisons._SEGMENT_STOP_WORDS),
    (comparisons._CONTROLLED, rf"\b(?:{comparisons._CONTROLLED_WORDS})\s+(?:[\w-]+\s+){{0,2}}$|\bwhen\s+(?:[\w-]+\s+){{0,3}}$",
     comparisons._CONTROLLED_WORDS + "|when"),
    (comparisons._PRE_GLUE, rf"(?:\s|\(|:|~|∼|≈|\b(?:{comparisons._PRE_GLUE_WORDS})\b)*$", comparisons._PRE_GLUE_WORDS),
    (comparisons._CHANGE_NOUN, rf"\s*\b(?:{comparisons._CHANGE_NOUN_WORDS})\s*$", comparisons._CHANGE_NOUN_WORDS),
])
def test_words_grouped_by_their_openings_match_as_the_plain_alternation(fast, plain, words):
    plain = re.compile(plain)
    rng = random.Random(12)
    for text in _texts(_words(words), 4_000, seed=13):
        assert [m.span() for m in fast.finditer(text)] == [m.span() for m in plain.finditer(text)], text
        lo = rng.randint(0, len(text))
        hi = rng.randint(lo, len(text))
        got, want = fast.search(text, lo, hi), plain.search(text, lo, hi)
        assert (got and got.span()) == (want and want.span()), (text, lo, hi)


def test_phrase_before_is_the_regex_group():
    texts = _texts(["and", "while", "latency", "a" * 30], 4_000, seed=14) + ["", "(", "x" * 60, "a, " + "y" * 50 + "\n"]
    for text in texts:
        assert comparisons._phrase_before(text) == comparisons._PHRASE_BEFORE.search(text).group(0), text


def test_qualifier_end_matches_only_after_its_last_words():
    """``is_comparative`` strips a qualifier only when the text ends with one of ``_QUALIFIER_LAST``."""
    words = ["up", "to", "over", "more", "than", "about", "around", "approximately", "nearly", "almost", "at", "least",
             "less", "below", "above", "under", "within", "moreover", "tool"]
    for text in _texts(words, 6_000, seed=15):
        if comparisons._QUALIFIER_END.search(text):
            assert text.rstrip().endswith(comparisons._QUALIFIER_LAST), text


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


def test_baseline_cues_are_the_matches_of_the_cue_regex():
    rng = random.Random(17)
    cues = [re.sub(r"\\s\+|\(\?:\\s\+\\w\+\)\?", " ", p).replace("\\", "") for p in comparisons._cue_parts()]
    pieces = cues + ["-", "_", " ", ",", ".", "(", "x", "é", "2x", "\n"]
    texts = ["".join(rng.choice(pieces) + rng.choice(["", "", " ", "-"]) for _ in range(rng.randint(0, 12)))
             for _ in range(20_000)]
    for text in texts:
        got = [(m.span(), m.group(0)) for m in comparisons._baseline_cues(text)]
        assert got == [(m.span(), m.group(0)) for m in comparisons._baseline_cue_regex().finditer(text)], text


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


def test_has_digit_is_the_digit_regex():
    rng = random.Random(19)
    pieces = ["a", " ", "-", "x", "é", "\u0663", "\u00b2", "\u2167", "\uff15", "0", "7", "9", ".", "ß"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
        assert comparisons._has_digit(text) == (re.search(r"\d", text) is not None), text


# ----------------------------------------------------------------------------- token lookup, hint gates


def _tokens_after_reference(sent, char_end: int) -> int:
    """The Span-based reading that ``comparisons._tokens_after`` replaced."""
    doc = sent.doc
    full = doc.text
    char = sent.start_char + char_end
    while char < sent.end_char and full[char].isspace():
        char += 1
    if char >= sent.end_char:
        return sent.end
    span = doc.char_span(char, char + 1, alignment_mode="expand")
    if span is None:
        return sent.end
    tok = doc[span.start]
    return tok.i if tok.idx >= char else min(tok.i + 1, sent.end)


@pytest.mark.parametrize("text", [
    "FooNet is 2.5x faster than Zorblax-3 (Smith et al., 2023) on A100s.",
    "Title  here\n\nIt  beats   BarLib,\tand \n BazKit  by 30%.  Done .",
    "x\u00a0y  than\u2009QuxDB\u3000and \u200bNorf!",
])
def test_tokens_after_is_the_char_span_token(text):
    import spacy

    doc = spacy.blank("en")(text)
    for a in range(len(doc)):
        for b in range(a + 1, len(doc) + 1):
            sent = doc[a:b]
            for offset in range(0, sent.end_char - sent.start_char + 2):
                assert comparisons._tokens_after(sent, offset) == _tokens_after_reference(sent, offset), (a, b, offset)


@pytest.mark.parametrize("text, expected", [
    ("the method retains fp16 accuracy", True),
    ("with negligible increase in perplexity", True),
    ("we keep the same level of quality", True),
    ("it maintains a queue of requests", False),  # a verb, but no reference word
    ("a dense fp16 baseline", False),  # reference words, but no verb
    ("2x faster than the unpruned model", False),
])
def test_kept_reference_gate(text, expected):
    assert comparisons._kept_reference(text) is expected


def test_kept_reference_gate_is_the_hint_regex_it_replaced():
    hint = re.compile(r"maintain|preserv|retain|keep|increase in")  # the one scan the substring tests replaced

    def before(text: str) -> bool:
        if hint.search(text) is None:
            return False
        return "increase in" in text and "perplex" in text or comparisons._has_any(text, comparisons._REFERENCE_WORDS)

    words = ["maintain", "maintains", "preserving", "retain", "keeps", "increase", "in", "perplexity", "same", "level",
             "fp16", "-bit", "dense", "precision", "unpruned", "accuracy", "the", "of"]
    for text in _texts(words, 3000, 7):
        assert comparisons._kept_reference(text) == before(text), text


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
