"""Tests of devices named by product line and model (:mod:`paperkg.extract.hardware_models`)."""

from __future__ import annotations

import pytest

from paperkg.export.rdf import from_rdf, to_rdf
from paperkg.extract import extract_paper, vocabulary_entities
from paperkg.extract.hardware_models import device_models, model_class
from paperkg.extract.vocab import entity_index, load_jsonl
from paperkg.model import KnowledgeGraph, Paper
from paperkg.validate import validate_graph

FAMILIES = load_jsonl("hardware_models.jsonl")


@pytest.mark.parametrize("family", FAMILIES, ids=[f["family"] for f in FAMILIES])
def test_every_family_reads_its_example(family):
    assert [d.id for d in device_models(family["example"])] == [family["expect"]]
    assert model_class(family["expect"]) == family["class"] or family["family"] == "arm-cortex-m"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("a Tesla K20X, a GRID K2 and a GeForce GTX 980", ["nvidia-k20x", "nvidia-k2", "nvidia-gtx-980"]),
        ("an RTX 4060 Ti and a GTX 1080Ti", ["nvidia-rtx-4060-ti", "nvidia-gtx-1080ti"]),
        ("a Galaxy Note8, a Samsung Galaxy S10+ and a Galaxy S6 Edge", ["samsung-note8", "samsung-s10-plus", "samsung-s6-edge"]),
        ("a Snapdragon 8 Gen 2 and an iPhone XS Max", ["qualcomm-snapdragon-8-gen-2", "apple-iphone-xs-max"]),
        ("an Arm Cortex-M33 and a Cortex-A76", ["arm-cortex-m33", "arm-cortex-a76"]),
        ("on four Tesla K20X-based nodes", ["nvidia-k20x"]),
        # near misses: plurals, lowercase words, an Apple GPU, a letter and a number without a product line
        ("eight RTX 4090s", []),
        ("we grid search over a galaxy of tesla coils", []),
        ("the Apple M2 GPU", []),
        ("the S6 model and version 8", []),
    ],
)
def test_device_models(text, expected):
    assert [d.id for d in device_models(text)] == expected


def _facts(abstract: str):
    return extract_paper(Paper(key="p", title="Quill: Fast Inference on Small Devices", abstract=abstract))


def test_unlisted_devices_become_hardware_with_their_class_and_label():
    f = _facts("We present Quill. Quill runs 2x faster than Zorbix on a Samsung Galaxy S6 and on a Tesla K20X.")
    assert "samsung-s6" not in {e.id for e in vocabulary_entities()}  # the point: the vocabulary does not list it
    assert f.hardware == ("nvidia-k20x", "samsung-s6")
    assert f.hardware_classes == ("cpu", "gpu")
    assert {(e.kind, e.id, e.label) for e in f.entities if e.kind == "hardware"} == {
        ("hardware", "nvidia-k20x", "NVIDIA K20X"), ("hardware", "samsung-s6", "Samsung Galaxy S6")}


def test_a_device_model_replaces_the_vocabulary_family_inside_it_but_not_a_listed_device():
    f = _facts("We present Quill. Quill runs on an NVIDIA Jetson TX1 board and on two NVIDIA A800-80GB GPUs.")
    assert "nvidia-jetson-tx1" in f.hardware and "nvidia-jetson" not in f.hardware
    assert [e.id for e in f.entities if e.kind == "hardware"] == []  # both listed in the vocabulary
    assert ("hardware", "nvidia-jetson-tx1") in entity_index()


def test_the_comparison_names_an_unlisted_device_as_its_hardware():
    f = _facts("We present Quill. On a Tesla K20X, Quill is 3x faster than Zorbix.")
    assert [(c.baseline, c.value, c.hardware) for c in f.comparisons] == [("zorbix", 3.0, "nvidia-k20x")]


def test_an_unlisted_device_survives_rdf_and_shacl():
    paper = Paper(key="p", title="Quill: Fast Inference", abstract="We present Quill. On a Tesla K20X, Quill is 3x faster than Zorbix.")
    kg = KnowledgeGraph.from_parts([paper], vocabulary_entities(), [extract_paper(paper)])
    graph = to_rdf(kg)
    result = validate_graph(graph)
    assert result.conforms, [str(v) for v in result.violations]
    back = from_rdf(graph)
    assert back.entity("hardware", "nvidia-k20x").label == "NVIDIA K20X"
