"""The shortcuts of the technique cues and the vocabulary ruler find exactly what the plain searches find (invented texts)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
import spacy
from spacy.attrs import ENT_ID, ENT_IOB, ENT_TYPE

from paperkg.extract.components.vocabulary_ruler import VocabularyRuler, _requirement_regex
from paperkg.extract.techniques import _cue_searchers, coordinated_techniques, cue_techniques, technique_ids
from paperkg.extract.vocab import requirements

EXAMPLES = [
    json.loads(line)["example"]
    for line in (Path(__file__).resolve().parents[2] / "src/paperkg/data/technique_cues.jsonl").read_text().splitlines()
    if line.strip()
]


def _guard_texts(rng: random.Random) -> list[str]:
    """Example sentences, their near misses, and random strings of the words the guards are made of."""
    words = sorted({w for _, _, parts in _cue_searchers() for part in parts for ws in part.required for w in ws})
    glue = [" ", "  ", "-", ", ", " and ", " the ", "-side ", "s ", ".", "\n", "x"]
    texts = [e.lower() for e in EXAMPLES]
    texts += [" ".join(t.split()[:i] + t.split()[i + 1:]) for t in texts for i in range(len(t.split()))]
    for _ in range(3_000):
        texts.append("".join(rng.choice(words) + rng.choice(glue) for _ in range(rng.randint(1, 8))))
    return texts


def test_split_guards_match_where_the_whole_guard_does():
    rng = random.Random(3)
    split = [part for _, _, parts in _cue_searchers() for part in parts if part.guard_alternatives]
    assert len(split) >= 5
    for text in _guard_texts(rng):
        for part in split:
            whole = part.guard.search(text) is not None
            alone = any(word in text and regex.search(text) for word, regex in part.guard_alternatives)
            assert alone == whole, (part.guard.pattern, text)


def test_technique_ids_are_the_coordinations_and_the_cues():
    rng = random.Random(9)
    pieces = ["tensor", "data", "pipeline", "intra-", "inter-operator", "model", "parallelism", "parallel",
              "partitioning", "(", ")", "e.g.,", "and", "or", ",", "/", "combine them", "composed", "mixed",
              "precision", ". ", "\n", " ", "- ", "offload", "to host memory", "gpus", "İ", "Tensor"]
    texts = EXAMPLES + [
        "".join(rng.choice(pieces) + rng.choice([" ", "", " ", "-"]) for _ in range(rng.randint(0, 30)))
        for _ in range(2_000)
    ]
    for text in texts:
        assert technique_ids(text) == coordinated_techniques(text) | cue_techniques(text), text


@pytest.mark.parametrize("pattern", sorted(set(requirements().values()), key=lambda p: p.pattern))
def test_requirement_twin_finds_the_case_insensitive_matches(pattern):
    rng = random.Random(hash(pattern.pattern) & 0xFFFF)
    words = re.findall(r"[a-z]{2,}", pattern.pattern) or ["gpu"]
    odd = ["ſ", "ı", "İ", "é", "×", "k", "s", "i", " ", "-", ", ", "\n", "1", "0"]
    for _ in range(300):
        text = "".join(rng.choice(words + odd) + rng.choice(["", " "]) for _ in range(rng.randint(0, 12))).lower()
        expected = [m.span() for m in pattern.finditer(text)]
        assert [m.span() for m in _requirement_regex(pattern, text).finditer(text)] == expected, text


def test_vocabulary_ruler_leaves_entity_ids_outside_its_entities():
    nlp = spacy.blank("en")
    ruler = VocabularyRuler(nlp)
    ruler.add_patterns([{"label": "SYSTEM", "pattern": "quill", "id": "test-quill"}])
    text = "Old tag here, then Quill runs."
    doc = nlp.make_doc(text)
    doc.user_data["paperkg_text"] = text
    doc[1].ent_id_ = "kept-id"
    ruler(doc)
    arr = doc.to_array([ENT_IOB, ENT_TYPE, ENT_ID]).tolist()
    assert doc.vocab.strings[arr[1][2]] == "kept-id" and arr[1][0] == 2
    assert [(e.text, e.label_, e.ent_id_, e.start_char, e.end_char) for e in doc.ents] == [
        ("Quill", "SYSTEM", "test-quill", 19, 24)
    ]


def test_kind_regexes_with_grouped_alternatives_match_as_the_plain_alternation():
    from paperkg.extract.techniques import _SEP, _coordination, _kind_regex, parallelism_kinds

    alt = "|".join(_kind_regex(k) for k in sorted(parallelism_kinds(), key=len, reverse=True))
    plain = [
        re.compile(rf"\b(?P<list>(?:{alt})(?:{_SEP}(?:{alt}))+)\s*(?:-|\s)(?:model\s+)?(?:parallel\w*|partitioning)"),
        re.compile(rf"\bparallel\w*(?:\s+\w+){{0,2}}\s*\((?:e\.g\.,?\s*|i\.e\.,?\s*|such\s+as\s+)?"
                   rf"(?P<list>(?:{alt})(?:{_SEP}(?:{alt}))+)\)"),
        re.compile(rf"\b(?:{alt})\b"),
        re.compile(rf"\b(?:{alt})[\s-]+(?:model[\s-]+)?(?:parallel|parallelism|parallelisms|partitioning)\b"),
    ]
    rng = random.Random(21)
    pieces = sorted(parallelism_kinds()) + ["op", "inter", "intra", "sharded", "fully", "level", "parallel",
                                            "parallelism", "partitioning", "(", ")", "e.g.,", "and", "or", ",", "/"]
    for _ in range(5_000):
        text = "".join(rng.choice(pieces) + rng.choice([" ", "-", "", ", ", " and "]) for _ in range(rng.randint(0, 10)))
        for fast, slow in zip(_coordination(), plain):
            assert [(m.span(), m.groupdict()) for m in fast.finditer(text)] == \
                [(m.span(), m.groupdict()) for m in slow.finditer(text)], (slow.pattern[:40], text)


def test_ellipses_expand_as_the_regex_substitution():
    from paperkg.extract.techniques import _ELLIPSIS, _expand_ellipsis

    rng = random.Random(13)
    words = ["inter", "intra", "data", "a", "x1", "é", "_", "", "Op", "pre"]
    def ellipsis() -> str:  # "inter- and intra-operator", often spoilt
        return (rng.choice(words) + rng.choice(["-", "-", "-", "", "--"]) + rng.choice([" ", " ", "  ", "\n", "", "\t"])
                + rng.choice(["and", "or", "&", "/", "x", ""]) + rng.choice([" ", " ", " ", "", "- "]) + rng.choice(words)
                + rng.choice(["-", "-", "-", "", " "]) + rng.choice(words + ["operator", "parallel"]))
    for _ in range(30_000):
        text = "".join(ellipsis() + rng.choice(["", " ", ",", "-", "- ", "x"]) for _ in range(rng.randint(0, 4)))
        expected = _ELLIPSIS.sub(lambda m: f"{m['a']}-{m['head']} {m['conj']} {m['b']}-{m['head']}", text)
        assert _expand_ellipsis(text) == expected, text


def test_matches_at_word_starts_are_the_matches_after_a_word_boundary():
    from paperkg.extract.techniques import _after_without_boundary, _coordination, _word_start_matches

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


def _longest_first_reference(matches):
    """``longest_first`` as it was written before its shortcut for disjoint matches."""
    ordered = sorted(matches)
    result = []
    seen: set[int] = set()
    for match in sorted(ordered, key=lambda m: (m[1] - m[0], -m[0]), reverse=True):
        start, end = match[0], match[1]
        if start not in seen and end - 1 not in seen:
            result.append(match)
            seen.update(range(start, end))
    return sorted(result, key=lambda m: m[0])


def test_longest_first_shortcut_keeps_the_filter():
    from paperkg.extract.components import longest_first

    rng = random.Random(5)
    for _ in range(20_000):
        matches = []
        for _ in range(rng.randint(0, 6)):
            start = rng.randint(0, 12)
            matches.append((start, start + rng.choice([0, 1, 1, 1, 2, 3]), rng.choice("AB"), rng.choice("xy")))
        assert longest_first(list(matches)) == _longest_first_reference(matches), matches
