"""Helpers of the comparison tests: the facts of an invented sentence or abstract, random texts for
the fast-path equivalence tests.
"""

from __future__ import annotations

import random
import re

from paperkg.extract import IMPLICIT_BASELINE, extract_paper
from paperkg.model import Paper


TITLE = "Quill: Fast Serving for Large Models"


def facts(abstract: str, title: str = TITLE):
    return extract_paper(Paper(key="p", title=title, abstract=abstract))


def row(c):
    return (c.baseline or c.baseline_text, c.value, c.value_max, c.unit, c.qualifier, c.metric, c.direction)


def metric_rows(sentence, title=TITLE):
    return [(c.baseline or (None if c.baseline_text == IMPLICIT_BASELINE else c.baseline_text), c.metric, c.value,
             c.qualifier, c.direction) for c in facts("We present Quill. " + sentence, title=title).comparisons]


def pairs(abstract, title=TITLE):
    return [(c.baseline, c.value) for c in facts(abstract, title=title).comparisons if c.baseline]


# words that build sentences full of cues, near-cues and boundaries ("-than", "vs.", "on-par", "(over")
CUE_PIECES = ["than", "over", "vs.", "vs", "versus", "compared", "to", "with", "on", "par", "on-par", "matches", "match",
              "outperforms", "similar", "accuracy", "comparable", "performance", "faster", "lower", "halving", "twice",
              "orders", "of", "magnitude", "the", "x", "quill", "1.5x", "-", "(", ")", ",", ".", " ", " ", " ", "é", "_"]


def random_texts(n: int, seed: int = 8) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(CUE_PIECES) + rng.choice(["", " ", " ", "-"]) for _ in range(rng.randint(0, 14)))
            for _ in range(n)]


def q4_rows(sentence):
    return [(c.baseline or (None if c.baseline_text == IMPLICIT_BASELINE else c.baseline_text), c.metric, c.value,
             c.unit, c.qualifier, c.direction) for c in facts("We present Quill. " + sentence).comparisons]


def _rows(sentence: str) -> set[tuple]:
    return {(c.baseline or c.baseline_text, c.metric, c.value, c.direction)
            for c in facts("We present Quill. " + sentence).comparisons}


WORD_PIECES = ["a", "x", "é", "-", "(", ")", ",", ";", ".", ":", "~", ">", "<", "\n", "2", "3.5", "%", "up", "to"]


def random_word_texts(words: list[str], n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    vocabulary = words + [w + "s" for w in words[:20]] + WORD_PIECES
    return ["".join(rng.choice(vocabulary) + rng.choice(["", " ", " ", "  ", "-"]) for _ in range(rng.randint(0, 16)))
            for _ in range(n)]


def alternation_words(alternation: str) -> list[str]:
    return [re.sub(r"\\s\+|\[\\s-\]\?", " ", w).replace("\\w*", "ing").replace("s?", "").replace("n?", "n")
            for w in alternation.split("|")]
