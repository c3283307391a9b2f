"""Tests of baselines named through the measure a paper changes (:mod:`paperkg.extract.comparisons.owned_measures`)."""

from __future__ import annotations

import pytest

from paperkg.extract.comparisons.baselines import _sentence_lower
from paperkg.extract.comparisons.owned_measures import owned_measure_hits
from paperkg.extract.parallel import worker_nlp


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
    ],
)
def test_owned_measure_hits(sentence, expected):
    assert _hits(sentence) == expected
