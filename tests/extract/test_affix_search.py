"""``AffixSearch`` and ``UrlMatch`` find exactly what spaCy's compiled regexes find, and the pipeline's tokenizer uses them."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
import spacy
from spacy.util import compile_prefix_regex, compile_suffix_regex

from paperkg.extract.affix_search import AffixSearch, UrlMatch, always_holds, edge_characters
from paperkg.extract.pipeline import build_nlp

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def nlp():
    return build_nlp()


@pytest.fixture(scope="module")
def corpus_words() -> list[str]:
    """Every whitespace-separated word of the seed listings and the gold files, also with its first or last character cut."""
    words: set[str] = set()
    for path in sorted((ROOT / "seeds").glob("*")) + sorted((ROOT / "benchmarks" / "gold").glob("*.jsonl")):
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".jsonl":
            text = " ".join(str(json.loads(line).get(key, "")) for line in text.splitlines() if line.strip()
                            for key in ("title", "abstract", "text"))
        words.update(text.split())
    assert len(words) > 10_000
    return sorted({variant for word in words for variant in (word, word[1:], word[:-1])})


@pytest.fixture(scope="module")
def random_strings() -> list[str]:
    """Short strings of the characters affixes and URLs are made of, and a few edge cases."""
    rng = random.Random(7)
    alphabet = list(".,;:!?)(][}'\"’‘”%$€£0123456789kmKMGBTgtsSxX×–—…°FCAZaz\n ²µ/@#-+") + ["'s", "km", "www", "://"]
    strings = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14))) for _ in range(30_000)]
    return strings + ["", ".", "..", "a" + "." * 12, "X.", "DeepZ.", "MI250X.", "3.5×.", "12km/h", "30°F.", "GPU's",
                      "ab.\n", "$5", "(GPU", "…and", "https://x.org/a", "192.168.0.1", "a@b.com", "localhost:80"]


def _span(match):
    return match.span() if match else None


def _suffixes(nlp) -> list[str]:
    return list(nlp.tokenizer.suffix_search.__self__.pieces)


def test_the_pipeline_tokenizer_uses_them(nlp):
    assert isinstance(nlp.tokenizer.suffix_search.__self__, AffixSearch)
    assert isinstance(nlp.tokenizer.prefix_search.__self__, AffixSearch)
    assert isinstance(nlp.tokenizer.url_match.__self__, UrlMatch)
    assert len(_suffixes(nlp)) > len(spacy.blank("en").Defaults.suffixes)  # spaCy's and ours


def test_the_patterns_are_spacys():
    plain = spacy.blank("en").tokenizer
    ours = build_nlp().tokenizer
    assert ours.prefix_search.__self__.pattern == plain.prefix_search.__self__.pattern
    assert ours.url_match.__self__.pattern == plain.url_match.__self__.pattern


def test_suffixes_match_as_the_whole_alternation(nlp, corpus_words, random_strings):
    entries = _suffixes(nlp)
    whole, fast = compile_suffix_regex(entries).search, AffixSearch(entries).search
    assert [s for s in corpus_words + random_strings if _span(whole(s)) != _span(fast(s))] == []


def test_prefixes_match_as_the_whole_alternation(corpus_words, random_strings):
    entries = spacy.blank("en").Defaults.prefixes
    whole, fast = compile_prefix_regex(entries).search, AffixSearch(entries, at_start=True).search
    assert [s for s in corpus_words + random_strings if _span(whole(s)) != _span(fast(s))] == []


def test_urls_match_as_spacys_regex(corpus_words, random_strings):
    regex = spacy.blank("en").tokenizer.url_match.__self__
    fast = UrlMatch(regex).match
    assert [s for s in corpus_words + random_strings if _span(regex.match(s)) != _span(fast(s))] == []
    assert fast("see https://example.org/x") is None and fast("https://example.org/x") is not None


def test_spacys_url_pattern_needs_a_full_stop():
    assert UrlMatch(spacy.blank("en").tokenizer.url_match.__self__).needs_stop


def test_a_url_pattern_that_does_not_need_a_full_stop_is_always_tried():
    url = UrlMatch(re.compile(r"^localhost(?::\d+)?$"))
    assert not url.needs_stop
    assert url.match("localhost:80") is not None


@pytest.mark.parametrize(
    ("pattern", "holds"),
    [
        (r"a\.b", True),
        (r"a[.]b", True),
        (r"(?:x|y)\.", True),
        (r"(?:x\.|y\.z)", True),  # every branch has it
        (r"(?:x\.|y)", False),
        (r"(?:\.)?a", False),  # optional
        (r"(?:a\.)+", True),
        (r"(?:a\.)*", False),
        (r"(?=\.)a", False),  # a lookahead is not read
        (r"[.,]", False),
        (r"(", False),
    ],
)
def test_always_holds(pattern, holds):
    assert always_holds(pattern, ".") is holds


@pytest.mark.parametrize(
    ("entries", "at_start", "text", "expected"),
    [
        ([r"\d+", ","], False, "GPU42", "42"),  # a piece ending in a category is tried for every last character
        ([r"x?", ","], False, "abc", ""),  # a piece that can match nothing matches at the end
        ([r"\.\.+", r"\."], False, "wait...", "..."),  # the leftmost match wins over a later piece
        ([r"(?=\.)\.", ","], False, "end.", "."),
        ([r"(?i:s)", ","], False, "GPUS", "S"),  # a case-insensitive group is tried for every character
        ([r"a(?:bc)?", ","], False, "xab", None),
        ([r"a(?:bc)?", ","], False, "xabc", "abc"),
        ([r"\(", r"\(\("], True, "((x", "("),  # the first piece in order wins at the start
        ([r"\w", r"\("], True, "(x", "("),
        ([r"(?<=x)y", r"y"], True, "yz", "y"),
    ],
)
def test_pieces_it_cannot_narrow_still_match(entries, at_start, text, expected):
    match = AffixSearch(entries, at_start=at_start).search(text)
    assert (match.group() if match else None) == expected
    whole = (compile_prefix_regex if at_start else compile_suffix_regex)(entries)
    assert _span(match) == _span(whole.search(text))


@pytest.mark.parametrize(
    ("piece", "at_start", "edges"),
    [
        (",", False, [(44, 44)]),
        (r"(?<=[0-9])(?:km|m/s)", False, [(109, 109), (115, 115)]),
        (r"(?<=[0-9])(?:km|m/s)", True, [(107, 107), (109, 109)]),
        (r"[a-c]", False, [(97, 99)]),
        (r"\.\.+", False, [(46, 46)]),
        (r"ab?", False, [(98, 98), (97, 97)]),  # an optional last character: the one before may end it too
        (r"a?b", True, [(97, 97), (98, 98)]),
        (r"a(?=b)", False, [(97, 97)]),  # a lookahead consumes nothing
        (r"\d", False, None),
        (r"[^a]", False, None),
        (r"x*", False, None),
        (r"(?i)a", False, None),
        (r"(", False, None),  # not a regex: searched as the whole alternation does
    ],
)
def test_edge_characters(piece, at_start, edges):
    assert edge_characters(piece, at_start) == edges


def test_tokens_equal_those_of_spacys_regexes(nlp, corpus_words):
    plain = spacy.blank("en").tokenizer
    reference = build_nlp().tokenizer
    reference.suffix_search = compile_suffix_regex(_suffixes(nlp)).search
    reference.prefix_search = plain.prefix_search
    reference.url_match = plain.url_match
    text = " ".join(corpus_words) + " see https://example.org/x?y=1, (www.foo.com). $5 ...and"
    assert [t.text for t in nlp.tokenizer(text)] == [t.text for t in reference(text)]


def test_the_tokenizer_still_serializes(nlp):
    restored = spacy.blank("en").tokenizer.from_bytes(nlp.tokenizer.to_bytes())
    text = "On 8xH100 GPUs (vs. A100s), Quill's latency fell 35%... at 12km/h, see https://quill.dev/x."
    assert [t.text for t in restored(text)] == [t.text for t in nlp.tokenizer(text)]
