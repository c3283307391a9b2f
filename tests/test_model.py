"""The library-free model: identity rules and graph assembly."""

from __future__ import annotations

import pickle

import pytest

from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts, slugify


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("H100", "H200"),
        ("FlashAttention-2", "FlashAttention-3"),
        ("A100-40GB", "A100-80GB"),
        ("TPU v5e", "TPU v5p"),
        ("Llama-2-7B", "Llama-2-70B"),
    ],
)
def test_slugs_never_merge_names_that_differ_in_a_digit_or_variant(a: str, b: str) -> None:
    assert slugify(a) != slugify(b)


@pytest.mark.parametrize(
    ("name", "slug"),
    [("Megatron-LM", "megatron-lm"), ("NVIDIA  H100", "nvidia-h100"), ("naïve", "naive"), ("***", "x")],
)
def test_slugify(name: str, slug: str) -> None:
    assert slugify(name) == slug


def _facts() -> PaperFacts:
    cmp = Comparison(
        subject="tawa", baseline="cublas", metric="speedup", evidence="e", start=0, end=1, rule="r", value=1.1
    )
    return PaperFacts(
        paper="p1",
        proposes=("tawa",),
        techniques=("tensor-parallelism",),
        baselines=("cublas",),
        comparisons=(cmp,),
        entities=(Entity("system", "tawa", "Tawa"), Entity("system", "cublas", "cuBLAS from facts")),
    )


def test_vocabulary_labels_win_over_labels_seen_in_facts() -> None:
    vocab = [Entity("system", "cublas", "cuBLAS")]
    kg = KnowledgeGraph.from_parts([Paper("p1", "T", "A")], vocab, [_facts()])
    assert kg.entity("system", "cublas").label == "cuBLAS"


def test_used_entities_follow_broader_links_and_skip_unused_vocabulary() -> None:
    vocab = [
        Entity("technique", "tensor-parallelism", "tensor parallelism", broader=("model-parallelism",)),
        Entity("technique", "model-parallelism", "model parallelism", broader=("parallelism",)),
        Entity("technique", "parallelism", "parallelism"),
        Entity("hardware", "nvidia-h200", "NVIDIA H200"),
    ]
    kg = KnowledgeGraph.from_parts([Paper("p1", "T", "A")], vocab, [_facts()])
    keys = {e.key for e in kg.used_entities()}
    assert keys == {
        "technique:tensor-parallelism",
        "technique:model-parallelism",
        "technique:parallelism",
        "system:tawa",
        "system:cublas",
    }


def test_facts_pickle_round_trip() -> None:
    facts = _facts()
    assert pickle.loads(pickle.dumps(facts)) == facts
