"""The fast paths of the name rules give what the plain versions give (random and invented texts)."""

from __future__ import annotations

import random
import re

from paperkg.extract.components.contribution import _CONTRIBUTION, _contributes
from paperkg.extract.components.proposed_systems import _hinted, _proposal_verbs
from paperkg.extract.names import acronym_for, word_then
from paperkg.extract.names.shapes import _FUNCTION_WORDS
from paperkg.extract.names.acronyms import _capital_initials, _initials, _subsequence, _words_before_definition
from paperkg.extract.names.cues import _NAME_TOKEN, _proposal_regex
from paperkg.extract.names.sentence import _OBJECT_HEAD
from paperkg.extract.names.proposals import (
    _ACRONYM_PAREN,
    _INTRO_ACRONYM,
    _OUR_NOVEL,
    _OUR_NOVEL_TAIL,
    _has_intro_acronym,
)


def _plain_acronym_for(text: str, acronym: str) -> str | None:
    """``acronym_for`` as it was: every candidate's initials computed from scratch, no early stop."""
    before = _words_before_definition(text, acronym)
    if before is None:
        return None
    words = before.split()
    upper = re.sub(r"[^A-Z]", "", acronym)
    letters = upper.lower() if len(upper) >= 2 else re.sub(r"[^a-z]", "", acronym.lower())
    if not letters:
        return None
    for start in range(len(words) - 1, -1, -1):
        cand = words[start:]
        init = _initials(cand)
        init_no_small = _initials([w for w in cand if w.lower() not in _FUNCTION_WORDS])
        for option in (init, init_no_small):
            if option == letters or (len(letters) >= 2 and option.startswith(letters[0]) and _subsequence(letters, option)
                                     and len(option) <= len(letters) + 2 and cand[0][0].lower() == letters[0]):
                if len(cand) >= 2 or "-" in cand[0]:
                    return " ".join(cand)
        if len(cand) >= 2 and _capital_initials(cand) == letters:
            return " ".join(cand)
    return None


WORDS = ["Fast", "fast", "Paged", "paged", "Cache", "of", "the", "for", "a", "Vision", "MoE", "Mo-E", "Block-Attention",
         "to", "Serve", "route", "-", "x", "Xy", "FlashAttention", "İnfer", "Ünit", "and"]


def test_acronym_for_matches_the_plain_version():
    rng = random.Random(5)
    for _ in range(20_000):
        words = [rng.choice(WORDS) for _ in range(rng.randint(0, 11))]
        acronym = rng.choice(["FPC", "VMoE", "V-MoE", "RTS", "BA", "FA", "Fpc", "X", "FPCS", "fpc", "İU", "TokFold"])
        text = " ".join(words) + rng.choice([" ", "  ", "\n"]) + f"({acronym})" + rng.choice(["", " more"])
        assert acronym_for(text, acronym) == _plain_acronym_for(text, acronym), (text, acronym)


def _plain_proposal_regex(verbs: tuple[str, ...]) -> re.Pattern[str]:
    """The proposal regex as it was: one flat alternation of the verbs, longest first."""
    alt = "|".join(sorted((re.escape(v.lower()) for v in verbs), key=len, reverse=True))
    return re.compile(
        rf"\b(?:we|this\s+(?:paper|work|article|study|report)|the\s+paper|here)\b[^.;]{{0,120}}?\b(?:{alt})\b\s*(?P<obj>.*)",
        re.DOTALL,
    )


_PLAIN_INTRO_ACRONYM = re.compile(
    r"\b(?:we\s+(?:\w+\s+){0,3}?(?:propose|present|introduce|develop|design|call|name|term|dub)\w*|proposed|proposing|"
    r"introducing|presenting|named|called|namely|dubbed|termed|coined|novel|our)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?P<long>(?:[\w'-]+\s+){0,7}?[\w'-]+)\s*\(\s*(?P<acr>[A-Za-z][\w.+!*-]*[\w+!*]?)\s*\)",
    re.IGNORECASE,
)

PIECES = ["we", "We", "WE", "this paper", "this work", "the paper", "here", "Here", "propose", "proposed", "proposes",
          "present", "presenting", "put forward", "puts forward", "put", "build", "built", "builds", "named", "namely",
          "novel", "our", "Our", "called", "coined", "dubbed", "termed", "introducing", "a", "the", "an", "Fast",
          "Paged", "Cache", "(FPC)", "( FPC )", "(fpc)", ".", ";", ",", "-", "x", "ſ", "K", "İ", "re", "represent"]


def _random_sentence(rng: random.Random) -> str:
    return "".join(rng.choice(PIECES) + rng.choice([" ", " ", "", "\n", "-"]) for _ in range(rng.randint(0, 18)))


def test_grouped_proposal_regex_matches_the_flat_one():
    verbs = _proposal_verbs() + ("put", "p", "build upon")
    fast, plain = _proposal_regex(verbs), _plain_proposal_regex(verbs)
    rng = random.Random(3)
    for _ in range(20_000):
        text = _random_sentence(rng).lower()
        a, b = fast.search(text), plain.search(text)
        assert (a and (a.span(), a.start("obj"))) == (b and (b.span(), b.start("obj"))), text


def test_grouped_intro_acronym_regex_matches_the_flat_one():
    rng = random.Random(4)
    for _ in range(20_000):
        text = _random_sentence(rng)
        fast = [(m.span(), m.group("long"), m.group("acr")) for m in _INTRO_ACRONYM.finditer(text)]
        assert fast == [(m.span(), m.group("long"), m.group("acr")) for m in _PLAIN_INTRO_ACRONYM.finditer(text)], text


def _plain_proposal_hint() -> re.Pattern[str]:
    """The proposal hint as a plain alternation: a word that starts with a proposal-verb stem or a naming word."""
    stems = {w.lower()[:5] for w in _proposal_verbs()} | {"call", "name", "dub", "term", "coin", "novel"}
    return re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, stems))) + ")")


def test_proposal_hint_matches_the_plain_alternation():
    plain = _plain_proposal_hint()
    rng = random.Random(6)
    for _ in range(20_000):
        text = _random_sentence(rng).lower()
        assert _hinted()(text) == bool(plain.search(text)), text


def test_word_start_tests_are_their_regexes():
    hint = _plain_proposal_hint()
    rng = random.Random(8)
    pieces = PIECES + ["é", "_", "1", "\t", "(", "\u00a0", "call", "dub", "coin", "terms", "builds", "ours", "in this work",
                       "this\tstudy", "there", "answer", "herein"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", " ", "_", "/"]) for _ in range(rng.randint(0, 12))).lower()
        assert _hinted()(text) == bool(hint.search(text)), text
        assert _contributes(text) == bool(_CONTRIBUTION.search(text)), text


def test_intro_acronym_prefilters_pass_every_sentence_with_a_match():
    rng = random.Random(9)
    for _ in range(20_000):
        text = _random_sentence(rng)
        found = _INTRO_ACRONYM.search(text) is not None
        assert _has_intro_acronym(text) == found, text
        assert not found or _ACRONYM_PAREN.search(text), text


def test_word_then_finds_what_finditer_finds():
    rng = random.Random(10)
    pieces = ["Kes", "Kestrel", "Kestrel-", "-2", "-33", "2", "x", "_", " ", "  ", "\n", "é", "١", "proposes", "presents",
              "Shared", "Paging", ",", ".", "(", "Kes-trel", "K.", "K"]
    tails = [re.compile(r"-\d+\b"), re.compile(r"\s+(?:proposes|introduces|presents)\s+(?P<name>[A-Z][\w+!-]*(?:\s+[A-Z][\w+!-]*)?)")]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 14)))
        word = rng.choice(["Kestrel", "Kes", "K.", "Kes-trel", "-2", "x"])
        tail = rng.choice(tails)
        expected = [(m.start(), m.group()) for m in re.finditer(r"\b" + re.escape(word) + tail.pattern, text)]
        assert [(start, text[start: m.end()]) for start, m in word_then(text, word, tail)] == expected, (text, word)


_NT = _NAME_TOKEN
_PLAIN_OBJECT_HEAD = re.compile(
    rf"^(?:the\s+|a\s+)?(?P<list>(?:{_NT})(?:\s(?:{_NT}))?(?:\s*(?:,|and|,\s*and)\s*(?:{_NT})){{0,3}})(?=\s*(?:,|:|\(|\.|;|\bis\b|\bwhich\b|\bthat\b|\ba\b|\ban\b|\bto\b|\bfor\b|\bas\b|\bby\b|\bwith\b|\busing\b|\bin\b|\bon\b|$))"
)


def test_object_head_matches_the_plain_lookahead():
    rng = random.Random(12)
    pieces = ["Corvid", "X", "a", "an", "the", "and", ",", ", and", "is", "isn't", "which", "to", "tool", "on", "only",
              "(", ".", ";", ":", "A100", "Flow-2", "as", "by", "with", "using", "in", "inside", "x"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) + rng.choice([" ", "", "  "]) for _ in range(rng.randint(0, 9)))
        a, b = _OBJECT_HEAD.match(text), _PLAIN_OBJECT_HEAD.match(text)
        assert (a and a.group("list")) == (b and b.group("list")), text


def test_our_novel_tail_is_in_every_match():
    rng = random.Random(13)
    pieces = ["FlowPack", "qSlab", "Adaptive", "BlockMerge", ",", ", our", ", a", ", an", "novel", "new", "newer", "proposed",
              "our", "a", "an", " ", "  ", "\n", "x"]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) + rng.choice([" ", ""]) for _ in range(rng.randint(0, 10)))
        assert not _OUR_NOVEL.search(text) or _OUR_NOVEL_TAIL.search(text), text


def test_words_before_a_definition_in_long_texts():
    rng = random.Random(14)
    pieces = ["Fast", "x", "é", "don't", "pre-fill", "_", "1", " ", " ", "  ", "\n", "\u00a0", ".", ",", "(", "(FPC)",
              "( FPC )", "(FPC"]
    for _ in range(10_000):
        text = "".join(rng.choice(pieces) + rng.choice([" ", "", "\t"]) for _ in range(rng.randint(0, 40)))
        m = re.search(r"((?:[\w'-]+\s+){1,8})\(\s*FPC\s*\)", text)
        assert _words_before_definition(text, "FPC") == (m.group(1) if m else None), text


def test_initials_skip_the_split_and_the_capital_scan_only_where_they_change_nothing():
    def plain_initials(words):
        return "".join(p[0].lower() for w in words for p in re.split(r"[-/]", w) if p)

    def plain_capitals(words):
        return "".join(p[0].lower() + "".join(ch.lower() for ch in p[1:] if ch.isupper())
                       for w in words for p in re.split(r"[-/]", w) if p)

    rng = random.Random(12)
    pieces = ["a", "B", "cd", "Ef", "MoE", "-", "/", "--", "1", "x2", "É", "é", "ǅ", "ǆ", "İ", "ß", "_", "Σ", "ς", "ᾈ"]
    for _ in range(20_000):
        words = ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 5))) for _ in range(rng.randint(1, 3))]
        assert _initials(words) == plain_initials(words), words
        assert _capital_initials(words) == plain_capitals(words), words


def test_proposed_in_sentence_reads_the_sentence_as_the_doc_lowercased_it():
    from paperkg.extract.names import proposed_in_sentence
    from paperkg.extract.quantities import lowered

    verbs = _proposal_verbs()
    # the doc's lowercasing keeps "İ" (its lowercase is longer) and lowers "Σ" without its word-final form
    doc = "İnto the ΟΔΟΣ: notes.\n\nWe present ΟΔΟΣ Kestrel, a cache. Here we introduce FlowΣ (FΣ), a fix."
    full_low = lowered(doc)
    for sentence in ("We present ΟΔΟΣ Kestrel, a cache.", "Here we introduce FlowΣ (FΣ), a fix."):
        start = doc.index(sentence)
        low = full_low[start: start + len(sentence)]
        assert proposed_in_sentence(sentence, verbs, low) == proposed_in_sentence(sentence, verbs)


def test_ascii_searches_answer_as_the_test_does_on_ascii_sentences():
    # ProposedSystems calls the two searches itself on an ASCII abstract: they must agree with the test on every slice
    rng = random.Random(8)
    words = ["we", "We", "propose", "proposal", "here", "where", "there", "our", "four", "this paper", "named",
             "unnamed", "(we", "re-design", "x_call", "_novel", "novel", "9dub", "put forward", "puts", "1.5x", ","]
    seps = [" ", "  ", "-", "(", ")", "/", "\n", ".", "", ", "]
    for test in (_hinted(), _contributes):
        first, second = test.ascii_searches()
        for _ in range(5_000):
            text = "".join(rng.choice(words) + rng.choice(seps) for _ in range(rng.randint(0, 8)))
            text = text.lower() if rng.random() < 0.5 else text
            assert text.isascii()
            assert ((first(text) or second(text)) is not None) == test(text), text


def test_acronym_for_remembered_answers_match_fresh_ones():
    from paperkg.extract.names import acronym_for

    cases = [("we propose Adaptive Prefix Routing (APR), a method", "APR"),
             ("we propose Adaptive Prefix Routing (APR), a method", "AP"),
             ("the system (see Section 3)", "SEE"), ("a framework, Route to Serve (RTS), for agents", "RTS")]
    first = [acronym_for(text, acr) for text, acr in cases]
    assert first == ["Adaptive Prefix Routing", None, None, "Route to Serve"]
    acronym_for.cache_clear()
    assert [acronym_for(text, acr) for text, acr in reversed(cases)] == first[::-1]


def test_introduced_acronyms_read_up_to_the_last_parenthesis_as_the_whole_sentence():
    # the cue search and finditer stop at the last ")": every match ends with one, so the matches are the same
    rng = random.Random(13)
    tails = ["", " and more words after it", " (see 3) then", ")", " x) we propose Fast Paged Cache", "(", " Here."]
    for _ in range(20_000):
        text = _random_sentence(rng) + rng.choice(tails)
        whole = [(m.span(), m.group("long"), m.group("acr")) for m in _INTRO_ACRONYM.finditer(text)]
        last = text.rfind(")") + 1
        first = _has_intro_acronym.start(text, last)
        cut = [(m.span(), m.group("long"), m.group("acr")) for m in _INTRO_ACRONYM.finditer(text, first, last)] \
            if first is not None else []
        assert cut == whole, text
