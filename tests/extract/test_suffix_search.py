"""``SuffixSearch`` finds exactly what spaCy's compiled suffix alternation finds, and the pipeline's tokenizer uses it."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import spacy
from spacy.util import compile_suffix_regex

from paperkg.extract.pipeline import build_nlp
from paperkg.extract.suffix_search import SuffixSearch, final_characters

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def nlp():
    return build_nlp()


@pytest.fixture(scope="module")
def corpus_words() -> list[str]:
    """Every whitespace-separated word of the seed listings and the gold files, with its first and last character cut."""
    words: set[str] = set()
    for path in sorted((ROOT / "seeds").glob("*")) + sorted((ROOT / "benchmarks" / "gold").glob("*.jsonl")):
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".jsonl":
            text = " ".join(str(json.loads(line).get(key, "")) for line in text.splitlines() if line.strip()
                            for key in ("title", "abstract", "text"))
        words.update(text.split())
    assert len(words) > 10_000
    return sorted({variant for word in words for variant in (word, word[1:], word[:-1])})


def _span(match):
    return match.span() if match else None


def _entries(nlp) -> list[str]:
    """The suffix pieces of the pipeline's tokenizer."""
    return list(nlp.tokenizer.suffix_search.__self__.pieces)


def test_the_pipeline_tokenizer_searches_suffixes_with_it(nlp):
    assert isinstance(nlp.tokenizer.suffix_search.__self__, SuffixSearch)
    assert len(_entries(nlp)) > len(spacy.blank("en").Defaults.suffixes)


def test_same_matches_as_the_whole_alternation_on_corpus_words(nlp, corpus_words):
    entries = _entries(nlp)
    whole, fast = compile_suffix_regex(entries).search, SuffixSearch(entries).search
    differ = [w for w in corpus_words if _span(whole(w)) != _span(fast(w))]
    assert differ == []


def test_same_matches_on_random_strings_of_suffix_characters(nlp):
    entries = _entries(nlp)
    whole, fast = compile_suffix_regex(entries).search, SuffixSearch(entries).search
    rng = random.Random(7)
    alphabet = list(".,;:!?)(][}'\"’‘”%$€£0123456789kmKMGBTgtsSxX×–—…°FCAZaz\n ²µ/") + ["'s", "km", "…", "."]
    strings = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14))) for _ in range(30_000)]
    strings += ["", ".", "..", "a" + "." * 12, "X.", "DeepZ.", "MI250X.", "3.5×.", "12km/h", "30°F.", "GPU's", "ab.\n"]
    differ = [s for s in strings if _span(whole(s)) != _span(fast(s))]
    assert differ == []


@pytest.mark.parametrize(
    ("entries", "text", "expected"),
    [
        ([r"\d+", ","], "GPU42", "42"),  # a piece ending in a category is tried for every last character
        ([r"x?", ","], "abc", ""),  # a piece that can match nothing matches at the end
        ([r"\.\.+", r"\."], "wait...", "..."),  # the leftmost match wins over a later piece
        ([r"(?=\.)\.", ","], "end.", "."),
        ([r"(?i:s)", ","], "GPUS", "S"),  # a case-insensitive group is tried for every character
        ([r"a(?:bc)?", ","], "xab", None),
        ([r"a(?:bc)?", ","], "xabc", "abc"),
    ],
)
def test_pieces_it_cannot_narrow_still_match(entries, text, expected):
    match = SuffixSearch(entries).search(text)
    assert (match.group() if match else None) == expected
    assert _span(match) == _span(compile_suffix_regex(entries).search(text))


@pytest.mark.parametrize(
    ("piece", "finals"),
    [
        (",", [(44, 44)]),
        (r"(?<=[0-9])(?:km|m/s)", [(109, 109), (115, 115)]),
        (r"[a-c]", [(97, 99)]),
        (r"\.\.+", [(46, 46)]),
        (r"ab?", [(98, 98), (97, 97)]),  # an optional last character: the one before may end it too
        (r"a(?=b)", [(97, 97)]),  # a lookahead consumes nothing
        (r"\d", None),
        (r"[^a]", None),
        (r"x*", None),
        (r"(?i)a", None),
        (r"(", None),  # not a regex: searched as the whole alternation does
    ],
)
def test_final_characters(piece, finals):
    assert final_characters(piece) == finals


def test_tokens_equal_those_of_the_whole_alternation(nlp, corpus_words):
    reference = build_nlp().tokenizer
    reference.suffix_search = compile_suffix_regex(_entries(nlp)).search
    text = " ".join(corpus_words)
    assert [t.text for t in nlp.tokenizer(text)] == [t.text for t in reference(text)]


def test_the_tokenizer_still_serializes(nlp):
    restored = spacy.blank("en").tokenizer.from_bytes(nlp.tokenizer.to_bytes())
    text = "On 8xH100 GPUs (vs. A100s), Quill's latency fell 35%... at 12km/h."
    assert [t.text for t in restored(text)] == [t.text for t in nlp.tokenizer(text)]
