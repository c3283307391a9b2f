"""The shortcuts of the vocabulary ruler and the proposed-systems rules find what the plain versions find (invented texts)."""

from __future__ import annotations

import random
import re

import pytest

from paperkg.extract.quantities import letters_first
from paperkg.extract.techniques import top_level_branches
from paperkg.extract.vocab import requirements

SOURCES = sorted({p.pattern for p in requirements().values()}) + [
    r"\bab?c|\bs?x|\b_y|\b9z\b|x\by|(?:\bq|r)s|[|\]]\bt|\bu[|]v",
]


@pytest.mark.parametrize("source", SOURCES)
def test_boundary_after_the_first_letter_finds_the_same_matches(source):
    fast, plain = re.compile(letters_first(source)), re.compile(source)
    rng = random.Random(len(source))
    words = re.findall(r"[a-z0-9]{1,}", source) or ["x"]
    odd = ["_", "é", "١", "ſ", "-", " ", "  ", "\n", "(", "1", "a", "x", ".", ","]
    for _ in range(2_000):
        text = "".join(rng.choice(words + odd) + rng.choice(["", "", " ", "_", "é"]) for _ in range(rng.randint(0, 10)))
        assert [m.span() for m in fast.finditer(text)] == [m.span() for m in plain.finditer(text)], (source, text)


def test_top_level_alternatives_rejoin_to_the_source():
    for source in SOURCES:
        parts = top_level_branches(source)
        assert "|".join(parts) == source
        for part in parts:
            re.compile(part)  # each alternative is a regex of its own: no split inside a group or class


def test_word_start_test_finds_where_the_first_match_starts():
    from paperkg.extract.components.contribution import _contributes
    from paperkg.extract.components.proposed_systems import _hinted
    from paperkg.extract.names.proposals import _has_intro_acronym

    rng = random.Random(31)
    pieces = ["we", "our", "here", "this paper", "propose", "call", "dub", "novel", "(FPC)", "Fast Paged Cache", "answer",
              "é", "_", "1", "—", "\u00a0", "(", "-", " ", "  ", "\n", "x", "We", "İ", "ſ"]
    for _ in range(10_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", " ", "_", "/", "é"]) for _ in range(rng.randint(0, 12)))
        for test in (_hinted(), _contributes, _has_intro_acronym):
            m = test.plain.search(text)
            assert test.start(text) == (m.start() if m else None), (test.plain.pattern[:30], text)


def test_every_sentence_name_holds_the_tail_looked_for_first():
    from paperkg.extract.components.proposed_systems import _SENT_NAME, _SENT_NAME_TAIL

    rng = random.Random(32)
    pieces = ["Corvid", "Flow-2", "(FC)", "( FC )", ",", ", a", ", an", ", the", ",\ta", "a", "an", "the", "then", " ", "\n"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", " ", "  "]) for _ in range(rng.randint(0, 8)))
        assert not _SENT_NAME.match(text) or _SENT_NAME_TAIL.search(text), text


def test_vocabulary_ruler_writes_multi_token_entities():
    import spacy

    from paperkg.extract.components import VocabularyRuler

    nlp = spacy.blank("en")
    ruler = VocabularyRuler(nlp)
    ruler.add_patterns([{"label": "TECHNIQUE", "pattern": "quill fusion", "id": "test-quill-fusion"},
                        {"label": "SYSTEM", "pattern": "heron", "id": "test-heron"}])
    text = "Heron uses quill fusion and Quill Fusion too."
    doc = nlp.make_doc(text)
    doc.user_data["paperkg_text"] = text
    ruler(doc)
    assert [(e.text, e.label_, e.ent_id_) for e in doc.ents] == [
        ("Heron", "SYSTEM", "test-heron"),
        ("quill fusion", "TECHNIQUE", "test-quill-fusion"),
        ("Quill Fusion", "TECHNIQUE", "test-quill-fusion"),
    ]
    assert [t.ent_iob_ for t in doc] == ["B", "O", "B", "I", "O", "B", "I", "O", "O"]


def test_names_given_by_us_need_a_contribution_word_or_a_verb():
    from paperkg.extract.components.contribution import _contributes
    from paperkg.extract.names import named_by_us
    from paperkg.extract.quantities import lowered

    rng = random.Random(33)
    given = 0
    pieces = ["we", "We", "name", "call", "dub", "term", "it", "them", "this model", "Heron", "Corvid", "proposes",
              "introduces", "presents", "Shared Paging", "_", "é", "Σ", "İ", "(", ",", "-", ".", " ", "\t", "\n", "x"]
    for _ in range(20_000):
        def junk() -> str:
            return "".join(rng.choice(pieces) + rng.choice([" ", "", "  ", "_", "\n"]) for _ in range(rng.randint(0, 4)))
        giver = rng.choice(["we", "We", "xwe", "_we", "éwe", "(we", "Corvid", "Heron", "Kestrel", "ΣCorvid"])
        verb = rng.choice(["name", "call", "dub", "term", "proposes", "introduces", "presents", "names"])
        named = rng.choice(["Heron", "Shared Paging", "QuillNet", "it Heron", "this model Heron", "x", ""])
        text = junk() + giver + rng.choice([" ", "\t", "", "  "]) + verb + rng.choice([" ", "  ", ""]) + named + junk()
        if named_by_us(text, ["Corvid", "Heron"]):
            given += 1
            assert _contributes(lowered(text)) or any(verb in text for verb in ("proposes", "introduces", "presents")), text
    assert given > 500


def test_proposal_subject_after_any_word_character():
    from paperkg.extract.components.proposed_systems import _proposal_verbs
    from paperkg.extract.names.cues import _proposal_regex

    verbs = _proposal_verbs()
    alt = "|".join(re.escape(v) for v in sorted((v.lower() for v in verbs), key=lambda v: len(re.escape(v)), reverse=True))
    plain = re.compile(
        rf"\b(?:we|this\s+(?:paper|work|article|study|report)|the\s+paper|here)\b[^.;]{{0,120}}?\b(?:{alt})\b\s*(?P<obj>.*)",
        re.DOTALL,
    )
    fast = _proposal_regex(verbs)
    rng = random.Random(34)
    lead = ["", " ", "_", "1", "é", "ſ", "x", "-", "(", "\n", "١", "ω"]
    subjects = ["we", "this paper", "this  work", "the paper", "here", "there", "the", "this", "w", "wee"]
    rest = ["propose", "present", "build", "x", ".", ";", " ", "presents", "proposed", "an", "tool", "_"]
    for _ in range(20_000):
        text = "".join(rng.choice(lead) + rng.choice(subjects) + rng.choice(lead) + rng.choice(rest) + rng.choice([" ", ""])
                       for _ in range(rng.randint(0, 4)))
        a, b = fast.search(text), plain.search(text)
        assert (a and (a.span(), a.start("obj"))) == (b and (b.span(), b.start("obj"))), text


@pytest.mark.parametrize("pattern", sorted(set(requirements().values()), key=lambda p: p.pattern))
def test_requirement_search_at_its_openings_finds_the_first_match(pattern):
    """Every match opens with one of the strings read from the regex, and the search tried only there finds the first."""
    from paperkg.extract.components.vocabulary_ruler import _requirement_search
    from paperkg.extract.regex_literals import match_openings

    openings = match_openings(pattern.pattern)
    rng = random.Random(len(pattern.pattern))
    words = re.findall(r"[a-z0-9]{2,}", pattern.pattern) or ["gpu"]
    odd = ["ſ", "é", "_", " ", "  ", "-", ", ", " and ", " or ", "/", "\n", "1", "x", "the "]
    for _ in range(500):
        text = "".join(rng.choice(words + odd) + rng.choice(["", " ", " ", "s "]) for _ in range(rng.randint(0, 14)))
        matches = list(pattern.finditer(text))
        if openings is not None:
            assert all(text.startswith(openings, m.start()) for m in matches), (pattern.pattern, text)
        found = _requirement_search(pattern, text)
        assert (found.span() if found else None) == (matches[0].span() if matches else None), (pattern.pattern, text)


def test_vocabulary_matches_read_from_token_offsets_as_from_tokens():
    """The match offsets read from the token starts and the text are those the tokens give (odd whitespace too)."""
    from paperkg.extract.components import VocabularyRuler, token_starts
    from paperkg.extract.pipeline import build_nlp

    nlp = build_nlp()
    ruler = nlp.get_pipe("vocabulary_ruler")
    plain = VocabularyRuler(nlp)
    plain._labels, plain._hashes, plain.phrase_matcher = ruler._labels, ruler._hashes, ruler.phrase_matcher
    plain._space_tokens = True  # read every offset from the tokens
    rng = random.Random(43)
    pieces = ["tensor parallelism", "H100", "NVIDIA H100 GPUs", "Ladder", "ladder", "DP", "data parallel", "vLLM", "KV cache",
              "x", ",", ".", "(", ")", "-", " ", "  ", "\n", "\t", "\u00a0", "é"]
    for _ in range(2_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", " ", " ", "  ", "\n"]) for _ in range(rng.randint(0, 12)))
        doc = nlp.make_doc(text)
        doc.user_data["paperkg_text"] = text
        token_starts(doc)
        assert ruler.match(doc) == plain.match(doc), repr(text)
