"""The sentence starts of ``paperkg_sentences`` are spaCy's sentencizer plus line breaks (invented texts)."""

from __future__ import annotations

import random
import re

import pytest
import spacy
from spacy.attrs import SENT_START

from paperkg.extract.components import SentenceBreaks, sentences
from paperkg.extract.pipeline import build_nlp


@pytest.fixture(scope="module")
def nlp():
    return build_nlp()


def _reference_starts(nlp, text: str) -> list[int]:
    """spaCy's sentencizer after a start at the first token of every line."""
    doc = nlp.make_doc(text)
    for m in re.finditer(r"\n\s*(?=\S)", text):
        span = doc.char_span(m.end(), m.end() + 1, alignment_mode="expand")
        if span is not None and span.start > 0:
            doc[span.start].is_sent_start = True
    return spacy.pipeline.Sentencizer()(doc).to_array([SENT_START]).tolist()


def _reference_sentences(doc) -> list[tuple[int, int, int, int]]:
    """Token and stripped character offsets of ``doc.sents``."""
    out = []
    for sent in doc.sents:
        start, end = sent.start_char, sent.end_char
        while end > start and doc.text[end - 1].isspace():
            end -= 1
        while start < end and doc.text[start].isspace():
            start += 1
        out.append((sent.start, sent.end, start, end))
    return out


#: Pieces of invented text: words, sentence-final characters (also outside the BMP: U+11047, and a
#: non-final emoji), punctuation around them, abbreviations, numbers and every kind of whitespace.
PIECES = [
    "Kestrel", "runs", "fast", "3.5x", "e.g.", "al.", "Fig.", "A10G.", "v2", ".", ".", "!", "?", "...", "?!",
    "\u3002", "\uff01", "\U00011047", "\U0001f600", ")", "(", '"', "'", "]", ",", ";", "-", "\u2014",
    " ", " ", " ", "  ", "\n", "\n\n", "\n  ", "\t", "\u00a0", "",
]


def test_sentence_starts_match_spacys_sentencizer_on_random_texts(nlp):
    rng = random.Random(11)
    for _ in range(3_000):
        text = "".join(rng.choice(PIECES) + rng.choice(["", " ", " ", "\n"]) for _ in range(rng.randint(0, 25)))
        doc = nlp.make_doc(text)
        doc.user_data["paperkg_text"] = text
        doc = SentenceBreaks()(doc)
        assert doc.to_array([SENT_START]).tolist() == _reference_starts(nlp, text), repr(text)
        if len(doc):
            assert [tuple(s) for s in sentences(doc)] == _reference_sentences(doc), repr(text)


@pytest.mark.parametrize("text", ["Kestrel\n\nIt runs \U00011047 Then it waits \U0001f600 here. Done", "A \U00011047) B"])
def test_sentence_final_characters_beyond_the_bmp(nlp, text):
    doc = nlp(text)
    assert doc.to_array([SENT_START]).tolist() == _reference_starts(nlp, text)
    assert [t.text for t in doc if t.is_sent_start][-2:] in (["Then", "Done"], ["A", "B"])


#: Written texts with line breaks, abbreviations, odd whitespace and punctuation runs.
TEXTS = [
    "Quill: Fast Kernels\n\nWe present Quill. It is 2.1x faster than cuBLAS! Really? Yes (see Fig. 3).",
    "A title without a colon\n\nFirst line.\nSecond line without a stop\n\n  Third... paragraph!) Next one.",
    "T\n\nDao et al. show approx. 3x gains, cf. Eq. 2. The runs used MI250X. Then we scaled out.",
    "Heron\n\nTensor and pipeline parallelism (TP, PP) on 8×H100 GPUs; DP elsewhere.\tTabbed. \u3002Done",
    "",
    "Only a title",
    "X\n\n!!! ?? .. Start after punctuation only. \"Quoted.\" (Parenthesised.) [Bracketed!] end",
]


@pytest.mark.parametrize("text", TEXTS)
def test_sentence_starts_match_spacys_sentencizer_with_line_breaks(nlp, text):
    assert nlp(text).to_array([SENT_START]).tolist() == _reference_starts(nlp, text)


@pytest.mark.parametrize(
    "text, sentences_after_title",
    [
        # a name that ends in a capital closes its sentence ("... comparable to DeepZ. We ...")
        ("Quill runs in time comparable to ZorbZ. We also show how to scale it.", 2),
        ("Quill beats TensorRT. We show more.", 2),
        # abbreviations keep their periods
        ("Quill runs on e.g. phones in the U.S. market.", 1),
    ],
)
def test_a_period_after_a_final_capital_ends_the_sentence(nlp, text, sentences_after_title):
    doc = nlp("Quill: A Title\n\n" + text)
    assert len(list(doc.sents)) - 1 == sentences_after_title
