"""The fast paths of extraction give exactly what the plain spaCy / regex versions give (texts written for these tests)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
import spacy
from spacy.attrs import ENT_ID, ENT_IOB, ENT_TYPE

from paperkg.extract.components import VocabularyRuler
from paperkg.extract.names.acronyms import _words_before_definition
from paperkg.extract.pipeline import build_nlp
from paperkg.extract.regex_literals import required_literals
from paperkg.extract.techniques import technique_cues
from paperkg.extract.techniques.kind_words import _coordination
from paperkg.extract.techniques.single_kinds import _single_mentions
from paperkg.extract.techniques.hybrid import _SENTENCE_END, _sentences
from paperkg.extract.techniques.cue_regexes import _cue_searchers
from paperkg.extract.techniques.cue_matching import _part_matches, _search

@pytest.fixture(scope="module")
def nlp():
    return build_nlp()


@spacy.util.registry.misc("paperkg_test.sorted_longest_filter.v1")
def _sorted_longest_filter():
    """The entity filter the vocabulary ruler had: matches sorted by (start, end, label, id), then longest first."""

    def keep(entities, spans):
        ordered = sorted(list(entities) + list(spans), key=lambda sp: (sp.start, sp.end, sp.label_, sp.id_))
        return spacy.util.filter_spans(ordered)

    return keep


def test_vocabulary_ruler_writes_the_entities_of_spacys_span_ruler(nlp):
    patterns = [
        {"label": "SYSTEM", "pattern": "quill", "id": "test-quill"},
        {"label": "TECHNIQUE", "pattern": "pipeline parallelism", "id": "test-pipeline"},
        {"label": "TECHNIQUE", "pattern": "parallelism", "id": "test-parallelism"},
        {"label": "HARDWARE", "pattern": "h100", "id": "test-h100"},
        {"label": "SYSTEM", "pattern": "h100", "id": "test-a-system"},  # a tie: the smallest (label, id) wins
    ]
    plain = spacy.blank("en")
    reference = plain.add_pipe("span_ruler", config={"spans_key": None, "annotate_ents": True, "overwrite": True,
                                                     "phrase_matcher_attr": "LOWER",
                                                     "ents_filter": {"@misc": "paperkg_test.sorted_longest_filter.v1"}})
    reference.add_patterns(patterns)
    ours = VocabularyRuler(plain)
    ours.add_patterns(patterns)
    text = "QUILL uses pipeline parallelism on H100 GPUs; Quill's parallelism on h100."
    expected = reference(plain.make_doc(text))
    doc = plain.make_doc(text)
    doc.user_data["paperkg_text"] = text
    got = ours(doc)
    attrs = [ENT_IOB, ENT_TYPE, ENT_ID]
    assert got.to_array(attrs).tolist() == expected.to_array(attrs).tolist()
    assert [(e.text, e.label_, e.ent_id_) for e in got.ents] == [
        ("QUILL", "SYSTEM", "test-quill"), ("pipeline parallelism", "TECHNIQUE", "test-pipeline"),
        ("H100", "HARDWARE", "test-h100"), ("Quill", "SYSTEM", "test-quill"), ("parallelism", "TECHNIQUE", "test-parallelism"),
        ("h100", "HARDWARE", "test-h100"),
    ]


def test_words_before_a_definition_are_the_regex_group():
    rng = random.Random(7)
    alphabet = ["a", "B", "_", "'", "-", " ", "\n", "(", ")", "AB", "é", "1", ".", "\u00a0"]
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
        acronym = rng.choice(["AB", "A", "A B", "B-", "A.B", " A"])
        for _ in range(rng.randint(0, 2)):
            k = rng.randint(0, len(text))
            text = text[:k] + "(" + rng.choice(["", " "]) + acronym + rng.choice(["", "\t"]) + ")" + text[k:]
        m = re.search(r"((?:[\w'-]+\s+){1,8})\(\s*" + re.escape(acronym) + r"\s*\)", text)
        assert _words_before_definition(text, acronym) == (m.group(1) if m else None), (text, acronym)


CUE_TEXTS = [
    "the runtime overlaps gradient all-reduce with the backward pass computation.",
    "we offload activations to host memory and keep weights in cpu memory while gpus compute.",
    "prefill and decode instances run on separate nodes; an imbalanced workload hurts.",
    "requests can join the batch at any iteration; layers are partitioned across gpus.",
    "nothing relevant here at all, only words.",
]


@pytest.mark.parametrize("text", CUE_TEXTS)
def test_cue_search_agrees_with_each_cue_regex(text):
    for (ident, trigger, regex), (_, _, parts) in zip(technique_cues(), _cue_searchers()):
        expected = regex.search(text) is not None
        has: dict[str, bool] = {}
        assert any(_part_matches(part, text, has) for part in parts) == expected, (ident, text)


def _cue_example_texts() -> list[str]:
    """Every cue's example sentence, lowercased, and each with words cut out (near misses)."""
    texts = []
    for line in (Path(__file__).resolve().parents[2] / "src/paperkg/data/technique_cues.jsonl").read_text().splitlines():
        if line.strip():
            example = json.loads(line)["example"].lower()
            words = example.split()
            texts.append(example)
            texts.extend(" ".join(words[:i] + words[i + 1:]) for i in range(len(words)))
    return texts


def test_guards_are_necessary_for_their_alternative():
    """A match of a cue alternative always holds a match of its guard; and the guards do run (not all None)."""
    texts = _cue_example_texts() + CUE_TEXTS
    guarded = [part for _, _, parts in _cue_searchers() for part in parts if part.guard is not None]
    assert len(guarded) >= 5
    for part in guarded:
        for text in texts:
            if part.regex.search(text) and (not part.boundary or _search(part.regex, text, True)):
                assert part.guard.search(text), (part.guard.pattern, text)


def test_cue_search_with_guards_agrees_on_near_misses():
    for example in _cue_example_texts():
        for (ident, _, regex), (_, _, parts) in zip(technique_cues(), _cue_searchers()):
            assert any(_part_matches(part, example, {}) for part in parts) == (regex.search(example) is not None), (ident, example)


def _single_reference(text: str) -> list[str]:
    return [m.group(0) for m in _coordination()[3].finditer(text)]


def test_kind_mentions_near_head_words_match_one_search_over_the_text():
    rng = random.Random(11)
    pieces = ["tensor", "data", "pipeline", "intra-layer", "inter-operator", "model", "parallel", "parallelism",
              "parallelisms", "partitioning", "parallelization", " ", "  ", "-", "- ", "\n", ",", "and", "x", "é"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", " ", "-"]) for _ in range(rng.randint(0, 12)))
        assert _single_mentions(text) == _single_reference(text), text


def test_sentence_split_is_the_regex_split():
    rng = random.Random(5)
    alphabet = ["a", "B", ".", "!", "?", " ", "\n", "(", '"', "“", "1", "\t", "x. ", "\u00a0", "\n\n", ". "]
    for _ in range(50_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 25)))
        assert _sentences(text) == _SENTENCE_END.split(text), text


def test_required_literals_hold_in_every_match():
    for _, _, regex in technique_cues():
        for text in CUE_TEXTS:
            m = regex.search(text)
            if m is None:
                continue
            for words in required_literals(regex.pattern):
                assert any(w in text for w in words), (regex.pattern, text, sorted(words))
