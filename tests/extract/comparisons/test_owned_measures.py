"""Tests of baselines named through the measure a paper changes (:mod:`paperkg.extract.comparisons.owned_measures`)."""

from __future__ import annotations

import pytest

from paperkg.extract.comparisons.baselines import _sentence_lower
from paperkg.extract.comparisons.owned_measures import owned_measure_hits
from paperkg.extract.parallel import worker_nlp

from .helpers import q4_rows


def _hits(sentence: str) -> list[tuple[str, tuple[str, ...]]]:
    doc = worker_nlp()("Quill: A Title\n\nWe present Quill. " + sentence)
    sent = list(doc.sents)[-1]
    return [(h.cue, tuple(it.id or it.text for it in h.items)) for h in owned_measure_hits(sent, _sentence_lower(sent))]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill reduces the communication volume of Zorbix by 4x.", [("of", ("zorbix",))]),
        ("Quill reduces Zorbert's latency by 40%.", [("of", ("zorbert",))]),
        ("Quill speeds up Zorbix-LM inference by up to 1.5x.", [("speeds up", ("zorbix-lm",))]),
        ("Ported to Zorbix, the partitioning alone speeds Zorbix up by 1.3x.", [("speeds up", ("zorbix",))]),
        ("Quill runs at a fraction of the cost of a cluster.", [("fraction of", ("a cluster",))]),
        ("Quill reaches Zorb-4-level performance.", [("level of", ("zorb-4",))]),
        # near misses: a model served, a class of methods, a fraction of things, a level of people
        ("Quill improves the serving throughput of Llama-7B by 2x.", []),
        ("Quill speeds up the training of conventional ZBDT by 20 times.", []),
        ("Quill samples a fraction of the vertices of the graph.", []),
        ("Quill reaches human-level accuracy.", []),
        # a model made smaller: its own size, or the model as the object of a shrinking verb, one hit per name
        ("Quill reduces the size of Zorbnet-50 by 12x.", [("of", ("zorbnet-50",))]),
        ("Quill cuts the storage required by Zorbnet by 35x.", [("of", ("zorbnet",))]),
        ("Quill cuts the parameters of VGG-16 by 13x.", [("of", ("vgg-16",))]),
        ("It compresses Zorbert by 4x.", [("shrinks", ("zorbert",))]),
        ("Pruning reduces Zorbnet by 5.46x, Zorb-S by 7.40x and Quaxnet by 1.28x.",
         [("shrinks", ("zorbnet",)), ("shrinks", ("zorb-s",)), ("shrinks", ("quaxnet",))]),
        # near misses: a model's serving measure, a measure word as the object, a lowercase object
        ("Quill reduces the latency of Llama-7B by 2x.", []),
        ("Quill reduces latency by 20%.", []),
        ("Quill prunes the model by 50%.", []),
        ("Quill reduces DRAM by 30%.", []),
    ],
)
def test_owned_measure_hits(sentence, expected):
    assert _hits(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # each value after "by" is the model's before it; a loss beside the list is the whole list's, unnamed
        ("Reductions in model size are large, reducing Zorbnet by 5.46x, Zorb-S by 7.40x and Quaxnet by 1.28x, with a small "
         "loss in accuracy.",
         [("zorbnet", "memory", 5.46, "x", None, "better"), ("zorb-s", "memory", 7.4, "x", None, "better"),
          ("quaxnet", "memory", 1.28, "x", None, "better"), (None, "accuracy", None, None, None, "worse")]),
        ("Quill compresses Zorbert by 4x with no loss of accuracy.",
         [("zorbert", "memory", 4.0, "x", None, "better"), ("zorbert", "accuracy", None, None, None, "parity")]),
        # owners listed after the first: each value is its own owner's
        ("Quill reduces the communication volume of Zorbix by 4x, Quaxo by 3x and Fizzle by 2x.",
         [("zorbix", "communication", 4.0, "x", None, "better"), ("quaxo", "communication", 3.0, "x", None, "better"),
          ("fizzle", "communication", 2.0, "x", None, "better")]),
        ("Without losing image quality, we reduce the computation of Zorbgan by 21x and Quaxgan by 12x.",
         [("zorbgan", "speedup", 21.0, "x", None, "better"), ("quaxgan", "speedup", 12.0, "x", None, "better"),
          (None, "accuracy", None, None, None, "parity")]),
        # near misses: a measure after the value is no owner; a cue after the value keeps it
        ("Quill reduces the communication volume of Zorbix by 4x, and latency by 2x.",
         [("zorbix", "communication", 4.0, "x", None, "better"), ("zorbix", "latency", 2.0, "x", None, "better")]),
        ("Quill reduces the overhead of Zorbix by up to 100x compared to existing implementations.",
         [("existing implementations", "other", 100.0, "x", "up to", "better")]),
    ],
)
def test_shrunk_models_are_the_baselines_of_their_values(sentence, expected):
    assert q4_rows(sentence) == expected
