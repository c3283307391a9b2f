"""Work the components share through the doc is the work each would do alone (invented texts)."""

from __future__ import annotations

import random
import re

import pytest

from paperkg.extract.components import (
    RESULTS,
    Mention,
    keep_mention,
    lower_text_of,
    mentions,
    result,
    set_result,
    text_of,
)
from paperkg.extract.components.sentence_breaks import _final_chars, _final_positions
from paperkg.extract.components.vocabulary_ruler import _defined_otherwise
from paperkg.extract.pipeline import build_nlp
from paperkg.extract.vocab import exact_forms, requirements


@pytest.fixture(scope="module")
def nlp():
    return build_nlp()


ABSTRACTS = [
    "Heron: Sharded Decoding\n\nWe present Heron, a serving system. On 8 NVIDIA H100 GPUs, Heron is 2.1x faster "
    "than vLLM. It also cuts latency by 30% over TGI.",
    "Kestrel\n\nLarge models are slow. This paper introduces Kestrel (KST), a compiler. Compared with TVM, it "
    "runs 1.4x faster on A100 GPUs. Here we also study DP and TP with data parallelism.",
    "A Study of Kernels\n\nExisting kernels are tuned by hand. Our tuner beats cuBLAS by 12%. It needs no code.",
    "Plain title\n\nNothing is compared here. The approach, however, is 3x faster than the old one.",
]


@pytest.mark.parametrize("text", ABSTRACTS)
def test_results_read_and_written_as_the_extensions(nlp, text):
    doc = nlp(text)
    for name in RESULTS:
        assert result(doc, name) == getattr(doc._, name)
    doc._.proposed = ("Other",)
    assert result(doc, "proposed") == ("Other",)
    set_result(doc, "comparisons", ("x",))
    assert doc._.comparisons == ("x",)
    assert result(nlp.make_doc("x"), "techniques") == ()


@pytest.mark.parametrize("text", ABSTRACTS)
def test_comparisons_without_the_contribution_flags_of_the_proposed_systems(nlp, text):
    """The comparison finder asks itself about a sentence ProposedSystems did not ask about: same comparisons."""
    doc = nlp(text)
    finder = nlp.get_pipe("paperkg_comparisons")
    shared = finder.match(doc)
    doc.user_data.pop("paperkg_contributes")
    assert finder.match(doc) == shared


def _reference_keep(doc, mention: Mention) -> bool:
    """:func:`keep_mention` as a regex per mention: the requirement matched anywhere but at the mention itself."""
    key = (mention.id, mention.text.lower())
    forms = exact_forms().get(key)
    if forms is not None and mention.text not in forms:
        return False
    pattern = requirements().get(key)
    if pattern is None:
        return True
    if mention.text.isupper() and _defined_otherwise(text_of(doc), mention.text, mention.id):
        return False
    low = lower_text_of(doc)
    return any(m.start() < mention.start_char or m.end() > mention.end_char for m in pattern.finditer(low))


def test_requirements_asked_again_in_the_same_doc(nlp):
    """A phrase mentioned several times reads its requirement's matches once: the same answers, in any order."""
    rng = random.Random(5)
    entries = sorted(requirements())
    fillers = ["the model", "weights", "parallel training", "on GPUs", "in the cluster", "tokens", "we", ",", "."]
    for _ in range(300):
        ident, phrase = rng.choice(entries)
        parts = [phrase, phrase.upper(), rng.choice(fillers), phrase, rng.choice(fillers), phrase]
        rng.shuffle(parts)
        doc = nlp.make_doc("T\n\n" + " ".join(parts))
        low = lower_text_of(doc)
        mentions = []
        for m in re.finditer(re.escape(phrase.lower()), low):
            span = doc.char_span(m.start(), m.end())
            if span is not None:
                mentions.append(Mention(span.start, span.end, m.start(), m.end(), "TECHNIQUE", ident, span.text))
        rng.shuffle(mentions)
        for mention in mentions + mentions[::-1]:
            assert keep_mention(doc, mention) == _reference_keep(doc, mention), (doc.text, mention)


def test_sentence_final_positions_are_those_of_the_sentence_final_characters():
    rng = random.Random(3)
    pieces = ["a", "b c", ".", "!", "?", "...", "3.5", " ", "\n", "(", ")", "é", "×", "—", "\u3002", "\uff01",
              "\U00011047", "\U0001f600"]
    final = _final_chars()
    for _ in range(3_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 20)))
        assert _final_positions(text) == [i for i, c in enumerate(text) if c in final], repr(text)


#: Phrases whose vocabulary entries ask for an exact casing or a context, written in several casings.
CASED_TEXTS = [
    "Lynx: Fast Serving\n\nOn Hopper GPUs and a hopper of requests, Lynx runs a Tensor Processing Unit and a "
    "TENSOR PROCESSING UNIT. DP and TP with data parallelism; V100s and V100S cards.",
    "Wren\n\nThe ladder of Ladder runs on Ampere and ampere boards without a GPU in sight. Dojo and the Tesla Dojo.",
    "Tern\n\nWe train with DP (dual pruning) on Volta, VOLTA and volta nodes of a cluster of NVIDIA GPUs.",
]


@pytest.mark.parametrize("text", CASED_TEXTS)
def test_ruler_keeps_what_keep_mention_keeps(nlp, text):
    """The ruler tests only the ``requires`` context of a mention: its exact casing was checked before the longest match."""
    doc = nlp(text)
    kept = list(mentions(doc))
    assert kept and all(keep_mention(doc, m) for m in kept)
    ruler = nlp.get_pipe("vocabulary_ruler")
    candidates = {(s, e) for _, s, e in ruler.phrase_matcher(doc)}
    assert {(m.start, m.end) for m in kept} <= candidates


@pytest.mark.parametrize("text", ABSTRACTS[:3] + [
    "Wren\n\nIt runs on the H100", "Wren\n\nOn H100,A100 and TPU v4.  Then vLLM\tand TGI  lag behind vLLM",
])
def test_mention_offsets_are_those_of_their_spans(nlp, text):
    """The ruler reads the character offsets of a mention from the token offsets: the span's own (text end, odd spaces)."""
    doc = nlp(text)
    assert mentions(doc)
    for m in mentions(doc):
        span = doc[m.start: m.end]
        assert (m.start_char, m.end_char, m.text) == (span.start_char, span.end_char, span.text)
