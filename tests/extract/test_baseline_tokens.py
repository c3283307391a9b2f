"""The token-level shortcuts of baseline parsing give what the plain spaCy reads give (texts written for these tests)."""

from __future__ import annotations

import random

import pytest

from paperkg.extract.comparisons.baselines import _has_name, _may_name, _phrase_text, _span_text, _words
from paperkg.extract.comparisons.records import _name_like
from paperkg.extract.names import is_name_like
from paperkg.extract.pipeline import build_nlp

TEXTS = [
    "Quill\n\nQuill is 2.1x faster than cuBLAS/cuDNN and xz -9e, e.g., Hogwild! and C++ (o3-mini, high).",
    "A title\n\nIt beats OpenAI's recent parallel function calling, the state-of-the-art baselines: A, B, and C.",
    "T\n\nCompared to those of FlashAttention-3 (Dao et al., 2023) and Llama-2-7B-chat’s outputs... it is faster!",
    "Heron\n\nOver ÉCOLE, ǅungla, \U0001d400lpha and \u0661\u0662x runs -- on 8×H100 GPUs; as well as gcc -O3 [sic].",
    "X",
]


@pytest.fixture(scope="module")
def docs():
    nlp = build_nlp()
    return [nlp(text) for text in TEXTS]


def _plain_words(tokens):
    """The grouping as first written (one branch per way of gluing)."""
    groups = []
    for tok in tokens:
        if groups and not groups[-1][-1].whitespace_ and not tok.is_punct | (tok.text in "-+/.'’!") and groups[-1][-1].text not in ",;:":
            groups[-1].append(tok)
        elif groups and not groups[-1][-1].whitespace_ and tok.text in "-+/.!’'" and not tok.whitespace_:
            groups[-1].append(tok)
        elif groups and not groups[-1][-1].whitespace_ and tok.text in "+!":
            groups[-1].append(tok)
        else:
            groups.append([tok])
    return groups


def test_span_text_is_the_span_text(docs):
    for doc in docs:
        for a in range(len(doc) + 2):
            for b in range(max(a - 1, 0), len(doc) + 3):  # offsets are never negative
                assert _span_text(doc, a, b) == doc[a:b].text, (a, b)


def test_phrase_text_joins_the_tokens(docs):
    rng = random.Random(8)
    for doc in docs:
        for a in range(len(doc)):
            for b in range(a + 1, min(len(doc), a + 12) + 1):
                tokens = list(doc[a:b])
                assert _phrase_text(tokens) == "".join(t.text_with_ws for t in tokens)
                kept = sorted(rng.sample(tokens, max(1, len(tokens) // 2)), key=lambda t: t.i)  # gaps, as after a citation
                assert _phrase_text(kept) == "".join(t.text_with_ws for t in kept)


def test_word_groups_and_names_as_first_written(docs):
    for doc in docs:
        for a in range(len(doc)):
            for b in range(a + 1, min(len(doc), a + 10) + 1):
                tokens = list(doc[a:b])
                assert [[t.i for t in g] for g in _words(tokens)] == [[t.i for t in g] for g in _plain_words(tokens)]
                plain = any(t.ent_type_ in ("SYSTEM", "TECHNIQUE") or _name_like(t.text, capitalised_ok=not t.is_sent_start)
                            for t in tokens)
                assert _has_name(tokens) == plain


def test_a_name_like_word_makes_its_text_pass_the_name_check():
    # is_name_like needs a capital (any script), a digit (any script) or "!"; lowercase-only text never holds a name
    alphabet = "ab-z.!'’/+É\u01c5\U0001d400\u0661\u00b2é 7XßİK"
    rng = random.Random(3)
    for _ in range(20000):
        word = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 7)))
        for text in (word, f"the {word} baselines", f"{word}, and more"):
            if is_name_like(word, capitalised_ok=True) or is_name_like(word):
                assert _may_name(text), (word, text)
