"""The fourth round's shortcuts in the technique rules find exactly what the plain searches find (invented texts)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from paperkg.extract.quantities import lowered
from paperkg.extract.techniques import parallelism_kinds, technique_ids
from paperkg.extract.techniques.kind_words import _coordination, _expand_ellipsis
from paperkg.extract.techniques.head_words import _head_words, _heads
from paperkg.extract.techniques.coordinations import (
    _after_without_boundary,
    _coordinated,
    _listed_ids,
    _word_start_matches,
)
from paperkg.extract.techniques.single_kinds import _single_mentions
from paperkg.extract.techniques.cue_regexes import _cue_searchers
from paperkg.extract.techniques.cue_matching import _search

CUES_FILE = Path(__file__).resolve().parents[2] / "src/paperkg/data/technique_cues.jsonl"
#: separators, near misses of separators and words around a coordination
GLUE = [" ", "", "  ", "-", "- ", " -", ", ", ",", " , ", " and ", "and", " or ", "or", "/", " / ", " & ", ", and ",
        ",and ", ", or ", " band ", " ord ", "\n", " model ", "model", " models ", ". ", "(", ")", " e.g., ", " x "]
SEPARATORS = [", ", " and ", " or ", "/", ", and ", " & ", "-, ", " ,and "]
BEFORE_HEAD = [" ", "-", " model ", "-model-", " -", "  "]
HEADS = ["parallelism", "parallel", "partitioning", "parallelization", "partition", "paralle"]


def _coordination_texts(rng: random.Random, n: int) -> list[str]:
    """Random runs of kind words (in their spellings and reversed halves), separators and head words."""
    kinds = sorted(parallelism_kinds())
    pieces = kinds + [k.replace(" ", "-") for k in kinds] + [k.upper() for k in kinds[:4]]
    pieces += [k[: len(k) // 2] for k in kinds] + ["inter-", "intra-", "dataset", "metadata", "we use", "the"]
    texts = []
    for _ in range(n):
        words = []
        for _ in range(rng.randint(1, 6)):  # phrases: kinds between separators, then (mostly) a head
            for _ in range(rng.randint(1, 4)):
                words += [rng.choice(pieces), rng.choice(SEPARATORS if rng.random() < 0.6 else GLUE)]
            words[-1] = rng.choice(BEFORE_HEAD if rng.random() < 0.7 else GLUE)
            if rng.random() < 0.8:
                words += [rng.choice(HEADS), rng.choice(GLUE)]
        texts.append("".join(words))
    return texts


def _reference_coordinated(text: str) -> set[str]:
    """``_coordinated`` before the list-tail shortcut: ``before`` searched around every head."""
    before, after, item, _ = _coordination()
    found: set[str] = set()
    for pos in _heads(text):
        window_start, end = max(0, pos - 120), pos + 160
        lists = [m.group("list") for m in before.finditer(text, window_start, end)]
        if text.find("(", window_start, end) >= 0:
            lists += [m.group("list") for m in _word_start_matches(_after_without_boundary(), text, window_start, end)]
        found |= _listed_ids(lists, item)
    return found


def test_coordinations_found_with_the_list_tail_shortcut_are_the_plain_ones():
    rng = random.Random(41)
    found = 0
    for text in _coordination_texts(rng, 8_000):
        text = _expand_ellipsis(lowered(text))
        expected = _reference_coordinated(text)
        assert _coordinated(text) == expected, text
        found += bool(expected)
    assert found > 1_000  # the texts hold coordinations often enough to test something


def test_single_mentions_found_with_the_kind_tail_shortcut_are_those_of_one_plain_search():
    rng = random.Random(42)
    single = _coordination()[3]
    found = 0
    for text in _coordination_texts(rng, 8_000):
        text = _expand_ellipsis(lowered(text))
        expected = [m.group(0) for m in single.finditer(text)]
        assert _single_mentions(text) == expected, text
        found += bool(expected)
    assert found > 3_000


def _plain_heads(text: str) -> list[int]:
    out = []
    for word in ("parallel", "partitioning"):
        pos = text.find(word)
        while pos >= 0:
            out.append(pos)
            pos = text.find(word, pos + 160)
    return sorted(out)


def test_heads_are_one_per_160_characters_of_each_head_word():
    rng = random.Random(43)
    pieces = ["parallel", "partitioning", "parallelparallel", "partition", " ", "x" * 40, "y" * 150, "-"]
    for _ in range(5_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        assert _heads(text) == _plain_heads(text), text
        parallel, partitioning, backwards = _head_words(text)
        assert backwards == (text[::-1] if "parallel" in text or "partitioning" in text else "")


def _cue_texts(rng: random.Random, n: int) -> list[str]:
    """Cue examples, their near misses, and random strings of the words the cue alternatives are made of."""
    examples = [json.loads(line)["example"].lower() for line in CUES_FILE.read_text().splitlines() if line.strip()]
    words = sorted({w for _, _, parts in _cue_searchers() for part in parts for ws in part.required for w in ws})
    words += sorted({w for _, _, parts in _cue_searchers() for part in parts for w, _ in part.alternatives})
    glue = [" ", "  ", "-", ", ", " and ", " the ", " to ", " for ", "s ", ".", "\n", "x", "ing ", " 4 "]
    texts = examples + [" ".join(t.split()[:i] + t.split()[i + 1:]) for t in examples for i in range(len(t.split()))]
    for _ in range(n):
        texts.append("".join(rng.choice(words) + rng.choice(glue) for _ in range(rng.randint(1, 12))))
    return texts


def test_cue_alternatives_searched_one_by_one_match_where_the_whole_alternative_does():
    rng = random.Random(44)
    split = [part for _, _, parts in _cue_searchers() for part in parts if part.alternatives]
    assert len(split) >= 5
    matched = 0
    for text in _cue_texts(rng, 4_000):
        for part in split:
            whole = _search(part.regex, text, part.boundary)
            alone = any(word in text and _search(regex, text, True) for word, regex in part.alternatives)
            assert alone == whole, (part.regex.pattern, text)
            matched += whole
    assert matched > 100


def test_ids_known_beforehand_change_nothing_once_added_back():
    rng = random.Random(45)
    ids = sorted({ident for ident, _, _ in _cue_searchers()} | set(parallelism_kinds().values()) | {"hybrid-parallelism"})
    texts = _cue_texts(rng, 1_500) + _coordination_texts(rng, 1_500)
    texts += ["We combine tensor and pipeline parallelism. " + t for t in texts[:300]]
    for text in texts:
        full = technique_ids(text)
        for known in (set(), set(full), set(rng.sample(ids, 5)), set(rng.sample(sorted(full), len(full) // 2))):
            assert technique_ids(text, known) | known == full | known, (text, known)


def test_the_component_leaves_out_what_the_ruler_found_and_the_facts_stay_whole():
    from paperkg.extract import facts_from_doc
    from paperkg.extract.components import lower_text_of, mentions
    from paperkg.extract.pipeline import build_nlp
    from paperkg.model import Paper

    nlp = build_nlp()
    abstracts = [
        "We combine tensor and pipeline parallelism and overlap the all-reduce with computation.",
        "Our system uses 4-bit quantization and offloads the KV cache to host memory while GPUs compute.",
        "Data, pipeline, and tensor parallelism are composed per layer; prefill and decode run on separate GPUs.",
        "A plain abstract about graph databases.",
    ]
    overlapped = 0
    for abstract in abstracts:
        paper = Paper(key="x", title="A title", abstract=abstract)
        doc = nlp(f"A title\n\n{abstract}")
        ruler = {m.id for m in mentions(doc) if m.label == "TECHNIQUE"}
        cues = technique_ids(lower_text_of(doc))
        assert not ruler & set(doc._.techniques), abstract
        assert set(doc._.techniques) == cues - ruler, abstract
        assert set(facts_from_doc(paper, doc).techniques) == ruler | cues, abstract
        overlapped += bool(ruler & cues)
    assert overlapped >= 2  # the ruler and the cues do find the same technique in some
