"""Tests of :mod:`paperkg.extract.names.titles`: names in titles."""

from __future__ import annotations

import pytest

from paperkg.extract.names import proposed_in_title, title_head_proposed

from tests.extract.claim_rows import facts


def test_title_head_named_again_by_an_apposition():
    assert title_head_proposed("Kite Merge: Fast Decoding", "Our method, Kite Merge, splits the sum.") == "Kite Merge"
    assert title_head_proposed("Kite Merge: Fast Decoding", "The prior method, Kite Merge, is slow.") is None
    f = facts("Decoding is slow. Our algorithm, Kite Merge, for splitting sums over devices, is fast.",
              title="Kite Merge: Topology-aware Decoding on Clusters")
    assert f.proposes == ("kite-merge",)


@pytest.mark.parametrize(
    "title, name",
    [
        ("Zephyrine: Fast Sparse Kernels for Tensor Cores", "Zephyrine"),
        ("KVFlow2: Prefix-Aware Serving of Agentic Workflows", "KVFlow2"),
        ("Pipe-Rider: Elastic Pipelines", "Pipe-Rider"),
        ("Scaling Expert Routing with QuokkaMoE", "QuokkaMoE"),
        ("Towards Faster Decoding: A Study of Draft Models", None),
        ("On the Limits of Tensor Parallelism", None),
        ("Memory Matters: Revisiting Offloading", None),
        ("Orbit v2: A Reconfigurable Training Machine", "Orbit v2"),
        ("The QX-tree: A Learned Index for Skewed Keys", "QX-tree"),
        ("The FlatKV Store: Fast Lookups", "The FlatKV Store"),
        ("The Bottleneck: Why Accelerators Idle", None),
        # capitalised words with a version number name a system; one word and a number is a part of a series
        ("Deep Speech 2: End-to-End Recognition at Scale", "Deep Speech 2"),
        ("Part 2: Scaling Laws Revisited", None),
        ("Lessons From 10 Years of Serving", None),
        # a made-up word, then what it is for; not a field's acronym nor a plain word
        ("ZorbTrees for Real-time Rendering of Radiance Fields", "ZorbTrees"),
        ("DNNs for Edge Devices", None),
        ("Caching for Faster Serving", None),
    ],
)
def test_title_names(title, name):
    assert proposed_in_title(title) == name


def test_a_title_naming_its_system_with_an_article_proposes_the_name_the_abstract_uses():
    f = facts("We present the QX-tree, a learned index. The QX-tree answers lookups 3x faster than a B-tree.",
              title="The QX-tree: A Learned Index for Skewed Keys")
    assert f.proposes == ("qx-tree",)
