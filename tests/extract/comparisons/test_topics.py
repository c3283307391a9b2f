"""Tests of the measure of a bare gain from the paper's topic (:mod:`paperkg.extract.comparisons.topics`)."""

from __future__ import annotations

import pytest

from tests.extract.comparisons.helpers import facts


def _metrics(title: str, sentence: str) -> list[tuple]:
    return [(c.baseline, c.metric, c.value) for c in facts("We present Kestrel. " + sentence, title=title).comparisons]


@pytest.mark.parametrize(
    "title, sentence, expected",
    [
        # a network transport's, congestion control's or collective library's gain naming no measure: communication
        ("Kestrel: A Multipath Transport for Training Clusters", "Kestrel outperforms Zorbix by up to 6x on synthetic workloads.",
         [("zorbix", "communication", 6.0)]),
        ("Kestrel: Sender-Based Congestion Control for Datacenters", "Kestrel outperforms Zorbix by up to 50% while being fairer.",
         [("zorbix", "communication", 50.0)]),
        ("Kestrel: Efficient Collective Communication on Mixed Fabrics",
         "The schedules of Kestrel perform up to 52% better than Zorbix, the vendor's own communication library.",
         [("zorbix", "communication", 52.0)]),
        # near misses: a measure named keeps its own; another topic keeps the default; no value keeps its measure
        ("Kestrel: A Multipath Transport for Training Clusters", "Kestrel is 3x faster than Zorbix.",
         [("zorbix", "speedup", 3.0)]),
        ("Kestrel: A Multipath Transport for Training Clusters", "Kestrel cuts tail latency by 40% compared with Zorbix.",
         [("zorbix", "latency", 40.0)]),
        ("Kestrel: A Sparse GEMM Accelerator with Flexible Interconnects", "Kestrel outperforms Zorbix by up to 6x.",
         [("zorbix", "speedup", 6.0)]),
        ("Kestrel: Entropic Optimal Transport at Scale", "Kestrel outperforms Zorbix by up to 6x.",
         [("zorbix", "speedup", 6.0)]),
        # (nor a paper that overlaps compute with collectives: its gains are speed)
        ("Kestrel: Fine-grained Overlap of Compute and Collectives", "Kestrel outperforms Zorbix by up to 6x.",
         [("zorbix", "speedup", 6.0)]),
    ],
)
def test_a_network_papers_bare_gain_is_communication(title, sentence, expected):
    assert _metrics(title, sentence) == expected


@pytest.mark.parametrize(
    "title, expected",
    [
        ("Kestrel: A Multipath Transport for Training Clusters", True),
        ("Kestrel: Receiver-Driven Congestion Control", True),
        ("Kestrel: Topology-Aware Collective Communications", True),
        ("Kestrel: Programmable Network Fabrics for Training", True),
        ("Kestrel: Load Balancing in Data-Center Networks", True),
        ("Kestrel: RDMA for Parameter Servers", True),
        ("Kestrel: Entropic Optimal Transport at Scale", False),
        ("Kestrel: Overlapping Compute and Collectives", False),
        ("Kestrel: Networked Sensing with Small Models", False),
        ("Kestrel: Fast Serving for Large Models", False),
    ],
)
def test_network_titles(title, expected):
    from paperkg.extract.comparisons.topics import network_title

    assert network_title(title) is expected
