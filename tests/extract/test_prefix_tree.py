"""Alternations grouped as a tree of shared openings (``by_prefix``) match exactly what the plain alternations match."""

from __future__ import annotations

import random
import re

import pytest

from paperkg.extract.comparisons import cues as cue_rules, metrics as metric_rules, parity as parity_rules
from paperkg.extract.quantities import by_prefix

_FILL = ["-", " ", "  ", ",", ".", "(", "/", "\n", "é", "x", "2", "s", "es", "ing", "low-", "high-", "in-", "_"]


def _texts(words: list[str], n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    pieces = words + [w[: len(w) // 2] for w in words] + _FILL
    return ["".join(rng.choice(pieces) + rng.choice(["", " ", " ", "-", "\t"]) for _ in range(rng.randint(0, 12)))
            for _ in range(n)]


def _assert_same(fast: re.Pattern[str], plain: re.Pattern[str], texts: list[str]) -> int:
    rng = random.Random(41)
    found = 0
    for text in texts:
        want = [(m.span(), m.group(0)) for m in plain.finditer(text)]
        assert [(m.span(), m.group(0)) for m in fast.finditer(text)] == want, text
        found += len(want)
        lo = rng.randint(0, len(text))
        hi = rng.randint(lo, len(text))
        assert [m.span() for m in fast.finditer(text, lo, hi)] == [m.span() for m in plain.finditer(text, lo, hi)], (text, lo, hi)
    return found


def test_by_prefix_keeps_the_order_of_parts_that_share_an_opening():
    parts = ["speed\\ up", "speedup", "speed\\w*", "spee", "s\\w*", "s?x", "sp(?:e)?d", "\\-x", "-y", "(?:ab)", "ab"]
    words = ["speed up", "speedup", "speeds", "spee", "sx", "x", "spd", "sped", "-x", "-y", "ab", "s"]
    plain = re.compile("|".join(parts))
    assert by_prefix(parts).startswith("s(?:pee(?:d(?:")  # deeper than the first letter
    assert _assert_same(re.compile(by_prefix(parts)), plain, _texts(words, 5_000, seed=42)) > 1_000


def _metric_parts() -> list[str]:
    from paperkg.extract.vocab import cues

    words = [w for c in cues()["metric"] for w in c["words"]] + ["performance"]
    parts = []
    for w in sorted({w.lower() for w in words}, key=lambda w: (-len(w), w)):
        parts.append(re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w) + r"(?:e?s)?")
    return parts


def test_metric_regex_matches_as_the_plain_alternation():
    from paperkg.extract.vocab import cues

    plain = re.compile(rf"(?<!\w)(?<!\blow-)(?<!\bhigh-)(?<!\bin-)(?:{'|'.join(_metric_parts())})(?![\w-])")
    words = [w.lower().rstrip("*") for c in cues()["metric"] for w in c["words"]]
    assert _assert_same(cue_rules._metric_regex()[0], plain, _texts(words, 20_000, seed=43)) > 5_000


def test_worse_regex_matches_as_the_plain_alternation():
    from paperkg.extract.vocab import cues

    words = [c["word"] for c in cues()["worse"]]
    parts = []
    for w in sorted({w.lower() for w in words}, key=lambda w: (-len(w), w)):
        parts.append(re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w) + r"(?:e?s)?")
    plain = re.compile(rf"\b(?:{'|'.join(parts)})\b")
    texts = _texts([w.lower().rstrip("*") for w in words], 10_000, seed=44)
    assert _assert_same(cue_rules._worse_regex(), plain, texts) > 1_000


@pytest.mark.parametrize("after_symbol", [False, True])
def test_prefilter_tree_finds_a_match_where_the_plain_regexes_do(after_symbol):
    cue_words = "|".join(cue_rules._cue_parts())
    if after_symbol:
        plain = re.compile(rf"\W(?:(?<!-)(?:{cue_words})(?![\w-])|(?:{cue_rules._PREFILTER_WORDS}))")
    else:
        plain = re.compile(rf"(?:{cue_words})(?![\w-])|(?:{cue_rules._PREFILTER_WORDS})")
    tree = re.compile(cue_rules._prefilter_tree(False)) if not after_symbol else cue_rules._prefilter_parts()[1]
    words = [re.sub(r"\\s\+|\(\?:\\s\+\\w\+\)\?|\[\\s-\]", " ", p).replace("\\", "").replace("?", "")
             for p in list(cue_rules._cue_parts()) + cue_rules._PREFILTER_WORDS.split("|")]
    hits = 0
    for text in _texts(words, 20_000, seed=45):
        for pos in range(0, len(text) + 1, 5):
            want = plain.match(text, pos) if not after_symbol else plain.search(text, pos)
            got = tree.match(text, pos) if not after_symbol else tree.search(text, pos)
            assert (got is None) == (want is None), (text, pos)
            hits += want is not None
    assert hits > 5_000


def test_glue_and_change_words_are_plain_words():
    """``_glue_start`` reads ``_PRE_GLUE``'s words as whole words, ``_CHANGE_NOUN_ENDS`` its nouns with their "s"."""
    assert all(w.isalpha() and w.islower() for w in metric_rules._GLUE_WORDS)
    assert all(re.fullmatch(r"[a-z]+s\?", w) for w in metric_rules._CHANGE_NOUN_WORDS.split("|"))


def test_glue_start_is_where_the_glue_regex_match_starts():
    words = sorted(metric_rules._GLUE_WORDS) + ["speedup", "latency", "x", "_of", "of_", "é", "3.7", "1", "ab"]
    pieces = words + ["(", ":", "~", "∼", "≈", " ", "\n", "\u00a0", "-", ",", ")", "."]
    rng = random.Random(46)
    starts = 0
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", " ", " "]) for _ in range(rng.randint(0, 10)))
        end = rng.randint(0, len(text))
        start = rng.randint(0, end)
        want = metric_rules._PRE_GLUE.search(text, start, end).start()
        assert metric_rules._glue_start(text, start, end) == want, (text, start, end)
        starts += want < end
    assert starts > 3_000


def test_change_noun_matches_only_texts_ending_with_a_change_noun():
    words = [w[:-2] for w in metric_rules._CHANGE_NOUN_WORDS.split("|")]
    found = 0
    for text in _texts(words + [w + "s" for w in words], 20_000, seed=47):
        m = metric_rules._CHANGE_NOUN.search(text)
        if m is not None:
            found += 1
            assert text.rstrip().endswith(metric_rules._CHANGE_NOUN_ENDS), text
    assert found > 1_000


def _assert_gated(pattern: re.Pattern[str], gate: re.Pattern[str], pieces: list[str], seed: int, minimum: int) -> None:
    """On random texts made of ``pieces``, ``gate`` finds something wherever ``pattern`` does (found ``minimum`` times at least)."""
    rng = random.Random(seed)
    found = 0
    for _ in range(40_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", "", " "]) for _ in range(rng.randint(1, 12)))
        if pattern.search(text):
            found += 1
            assert gate.search(text), text
    assert found > minimum


def test_every_quantity_holds_a_digit_with_a_unit_after_it():
    """``find_quantities`` runs ``_QUANTITY`` only on texts where ``_UNIT_AFTER_DIGIT`` finds something."""
    from paperkg.extract import quantities as q

    pieces = ["1", "23", "4.5", ".5", "1,234", "1e5", "2e-3", "x", "×", "%", "fold", "-fold", "times", "times the", "percent",
              "percentage points", "points", "pp", "p.p.", "~", "-", "--", "–", "to", "+", "<", ">", ".", ",", "and", "bleu",
              "rouge-l", "f1", "pass@1", "em", "the", "a", "(", "2023", "xl", "\n"]
    _assert_gated(q._QUANTITY, q._UNIT_AFTER_DIGIT, pieces, seed=48, minimum=5_000)


def test_every_score_list_opens_with_a_number_list():
    """``find_quantities`` looks for score lists only where ``_NUMBER_LIST`` finds something."""
    from paperkg.extract import quantities as q

    pieces = ["1", "23", "4.5", ".5", "1,234", "1e5", ",", " , ", "and", ", and", " ", "in", "on", "for", "terms of",
              "points", "bleu", "codebleu", "rouge-l", "f1", "em", "x", "%", "1.56 and 6.92", "2,3", "in bleu and codebleu",
              "on f1, em", "points in terms of rouge-l and bleu", ".5 and .7"]
    _assert_gated(q._SCORE_LIST, q._NUMBER_LIST, pieces, seed=49, minimum=500)


def test_no_loss_phrases_need_a_no_loss_measure_word():
    """Alone in its sentence a kept measure is read only from ``_NO_LOSS``: each of its matches holds one of
    ``_NO_LOSS_MEASURES``."""
    pieces = re.findall(r"[a-z]+", parity_rules._NO_LOSS.pattern) + [
        "negligible accuracy loss", "no quality degradation", "negligible loss in", "minimal perplexity impact",
        "no impact on the", "response quality", "distribution of the generated text",
        "remains unchanged", "the output stays", "identical", "lossless compression", "lossless 6 and 8 bit", "4-bit", "no", "of", "in"]
    found = 0
    for text in _texts(pieces, 30_000, seed=50):
        for m in parity_rules._NO_LOSS.finditer(text):
            found += 1
            assert any(w in m.group(0) for w in parity_rules._NO_LOSS_MEASURES), m.group(0)
    assert found > 500
