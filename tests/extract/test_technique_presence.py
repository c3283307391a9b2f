"""The one-pass word presence and the written guards of the technique cues change nothing (invented texts)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from paperkg.extract.quantities import lowered
from paperkg.extract.techniques import (
    coordinated_techniques,
    cue_techniques,
    hybrid_techniques,
    kind_mentions,
    technique_cues,
    technique_ids,
)
from paperkg.extract.techniques.contains import _Contains
from paperkg.extract.techniques.hybrid import _COMBINE, _COMBINE_THEM, _SENTENCE_END, _kinds_in, _sentences
from paperkg.extract.techniques.cue_regexes import _written_guards
from paperkg.extract.techniques.cue_matching import _cue_ids
from paperkg.extract.techniques.word_presence import _needles, _presence

CUES = [
    json.loads(line)
    for line in (Path(__file__).resolve().parents[2] / "src/paperkg/data/technique_cues.jsonl").read_text().splitlines()
    if line.strip()
]
#: whitespace that ``str.split()`` cuts at, some of it rare, and near misses that are not whitespace
GLUE = [" ", " ", "  ", " ", " ", "-", "", ", ", ". ", "; ", "\n", "\t", "\u00a0", "\u2009", "\x1c", "\u200b", "/", "(", ")", "_", "x", "é"]


def _reference_cue_ids(text: str) -> set[str]:
    """The cues as written: each regex searched whenever its trigger occurs in the lowered text."""
    return {ident for ident, trigger, regex in technique_cues() if trigger in text and regex.search(text)}


def _reference_hybrid(text: str) -> set[str]:
    """``hybrid_techniques`` as written first: every sentence tried, no word looked for beforehand."""
    recent: list[str] = []
    for sentence in _SENTENCE_END.split(lowered(text)):
        names = "parallel" in sentence or "partitioning" in sentence
        if names and _COMBINE.search(sentence) and len(_kinds_in(sentence)) >= 2:
            return {"hybrid-parallelism"}
        if any(recent) and _COMBINE_THEM.search(sentence) and any(len(_kinds_in(r)) >= 2 for r in recent if r):
            return {"hybrid-parallelism"}
        recent = [*recent[-1:], sentence if names else ""]
    return set()


def _reference_technique_ids(text: str) -> set[str]:
    """``technique_ids`` as the sum of its plain parts (each searching words as it needs them)."""
    lower = lowered(text)
    return coordinated_techniques(text) | _reference_cue_ids(lower) | kind_mentions(text) | _reference_hybrid(text)


def _texts(rng: random.Random, n: int) -> list[str]:
    """Cue examples with words cut out, and random strings of the needle words, their pieces and odd separators."""
    needles = sorted(_needles()[0])
    pieces = needles + [w[: len(w) // 2] for w in needles] + [w[len(w) // 2:] for w in needles]
    pieces += ["parallelism", "tensor", "data", "pipeline", "and", "combine them", "4", "four", "to", "bits", "İ", "K"]
    pieces += ["data and pipeline parallelism", "expert parallelism", "composed", "unified", "mixed", "precision",
               "co-optimize", "hybrid", "the integration of", "combine these", "! ", "? ", ".\n", "\n\n"] * 3
    pieces += sorted({w for c in CUES for w in re.findall(r"[a-z]{2,}", c["regex"])})  # the cues' own words
    texts = [c["example"] for c in CUES]
    texts += [" ".join(t.split()[:i] + t.split()[i + 1:]) for t in texts[: len(CUES)] for i in range(len(t.split()))]
    for _ in range(n):
        texts.append("".join(rng.choice(pieces) + rng.choice(GLUE) for _ in range(rng.randint(0, 25))))
    return texts


def test_presence_knows_each_needle_as_a_substring_search():
    rng = random.Random(11)
    absent = _needles()[0]
    assert len(absent) > 100 and "parallel" in absent and "bit" in absent
    for text in _texts(rng, 6_000):
        text = text.lower()
        has = _presence(text)
        assert {w for w in absent if has[w]} == {w for w in absent if w in text}, text
        assert has[" in parallel"] == (" in parallel" in text), text  # not a needle: searched when asked


def test_cue_ids_are_the_plain_cue_searches():
    rng = random.Random(12)
    for text in _texts(rng, 6_000):
        text = lowered(text)
        assert _cue_ids(text, _presence(text)) == _reference_cue_ids(text), text
        assert _cue_ids(text, _Contains(text)) == _reference_cue_ids(text), text


def test_technique_ids_are_the_plain_parts():
    rng = random.Random(13)
    for text in _texts(rng, 6_000):
        assert technique_ids(text) == _reference_technique_ids(text), text
        assert cue_techniques(text) == _reference_cue_ids(lowered(text)) | kind_mentions(text) | _reference_hybrid(text)
        assert hybrid_techniques(text) == _reference_hybrid(text), text


def test_sentences_until_an_offset_are_the_first_sentences():
    rng = random.Random(16)
    pieces = ["a", "B", "1", ".", "!", "?", " ", "  ", "\n", "\t", "(", "\"", "“", "e.g.", "x"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 20))).lower()
        starts = [0] + [m.end() for m in _SENTENCE_END.finditer(text)]
        until = rng.randint(1, len(text) + 2)
        expected = [s for s, start in zip(_SENTENCE_END.split(text), starts) if start < until]
        assert _sentences(text, until) == expected, (text, until)


def _number_bits(rng: random.Random) -> str:
    """Phrases around "4-bit", often spoilt."""
    return (rng.choice(["", "to", "at", "in", "with", "using", "into", "down to", "downto", "x", "tó"])
            + rng.choice([" ", "  ", "\t", "\n", "", "-"])
            + rng.choice(["1", "2", "4", "7", "8", "0", "16", "one", "two", "three", "four", "five", "eight", "weight", "x"])
            + rng.choice([" ", "-", "", "  ", "\n", "--", "_"])
            + rng.choice(["bit", "bits", "bitwidth", "bit_", "bits-", "b1t", "arbitrary", "orbit"])
            + rng.choice(["", " ", " of address", " address", " entropy", " information", " weights", ".", "s"]))


def test_written_guards_hold_in_every_match_of_their_cue():
    rng = random.Random(14)
    guarded = [(regex, guard) for (_, _, regex), guard in zip(technique_cues(), _written_guards()) if guard is not None]
    assert guarded
    matched = 0
    for _ in range(30_000):
        text = "".join(_number_bits(rng) + rng.choice(GLUE) for _ in range(rng.randint(1, 4))).lower()
        for regex, guard in guarded:
            if regex.search(text):
                matched += 1
                assert guard.search(text), (guard.pattern, text)
        assert _cue_ids(text, _presence(text)) == _reference_cue_ids(text), text
    assert matched > 1_000  # the phrases do reach the cues


def test_quantization_guard_is_the_number_before_bit():
    """The guard matches where "<number>[\\s-]bits?\\b" does: the lookbehinds are that run of the cue read backwards."""
    (guard,) = [g for g, (ident, _, _) in zip(_written_guards(), technique_cues()) if g is not None and ident == "quantization"]
    forward = re.compile(r"(?:1|2|3|4|5|6|8|one|two|three|four|eight)[\s-]bits?\b")
    rng = random.Random(15)
    for _ in range(30_000):
        text = "".join(_number_bits(rng) for _ in range(rng.randint(1, 3))).lower()
        assert (guard.search(text) is None) == (forward.search(text) is None), text


def _hybrid_sentence(rng: random.Random) -> str:
    """A sentence that may name kinds of parallelism and may combine them, often spoilt."""
    kinds = ["tensor", "data", "pipeline", "expert", "intra- and inter-operator", "sequence", "x"]
    words = ["combined", "combine them", "combine these", "composes", "unify", "mixed", "mixed precision", "co-optimizes",
             "hybrid", "the integration of", "jointly", "optimizes", "uses", ""]
    heads = ["parallelism", "parallel", "partitioning", "model parallelism", "parallelisms", "paralle", ""]
    parts = [rng.choice(words), rng.choice(kinds), rng.choice(["and", ",", "/", "or", "with"]), rng.choice(kinds),
             rng.choice(heads), rng.choice(words)]
    rng.shuffle(parts) if rng.random() < 0.3 else None
    return " ".join(p for p in parts if rng.random() < 0.85)


def test_hybrid_is_the_plain_sentence_rule():
    rng = random.Random(17)
    breaks = [". ", ". ", "! ", "? ", "\n", ".\n\n", " e.g. ", " ", "; "]
    hybrids = 0
    for _ in range(20_000):
        text = "".join(_hybrid_sentence(rng) + rng.choice(breaks) for _ in range(rng.randint(0, 5)))
        expected = _reference_hybrid(text)
        hybrids += bool(expected)
        assert hybrid_techniques(text) == expected, text
        assert technique_ids(text) == _reference_technique_ids(text), text
    assert 1_000 < hybrids < 19_000


def test_technique_ids_of_a_lowered_text_need_no_second_lowering():
    """``is_lowered`` skips a lowering that would change nothing (odd letters included: İ, final sigma)."""
    rng = random.Random(19)
    odd = ["İ", "Σ", "ΑΣ ", "ß", "K", "ǅ", "ﬁ"]
    for text in _texts(rng, 3_000):
        text = "".join(c + rng.choice(odd) if rng.random() < 0.02 else c for c in text)
        assert lowered(lowered(text)) == lowered(text), text
        assert technique_ids(lowered(text), is_lowered=True) == technique_ids(text), text
