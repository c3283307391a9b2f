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
from paperkg.extract.techniques import coordinated_techniques, cue_techniques, technique_ids
from paperkg.extract.techniques.cue_regexes import _cue_searchers
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
