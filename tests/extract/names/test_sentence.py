"""Tests of :mod:`paperkg.extract.names.sentence`: names proposed in a sentence."""

from __future__ import annotations

import pytest

from paperkg.extract.names import proposed_in_sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "We have built a tool to emulate FP6 math in FooFlow, Caffix, and Neox for our tests.",
        "We implemented a pass to rewrite graphs on Quarry, Tessel and Vexa for the experiments.",
    ],
)
def test_frameworks_a_method_is_placed_in_are_not_proposed(sentence):
    assert proposed_in_sentence(sentence, ("built", "implemented")) == []


def test_an_apposition_after_a_description_still_names_the_work():
    assert proposed_in_sentence("We present a new scheduler, Quill, for shared clusters.", ("present",)) == ["Quill"]


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We present two systems: Alpha-Q and Beta-Q. Alpha-Q is 2x faster than vLLM.", ("alpha-q", "beta-q")),
        ("We propose two approximations to dense layers: Bin-Nets and XOR-Nets. Bin-Nets save 32x memory.",
         ("bin-nets", "xor-nets")),
        ("We call the resulting agents Kite-Q for discrete actions and Kite-P for continuous control. Kite-Q beats "
         "Rainbow by 2x.", ("kite-q", "kite-p")),
        ("Using one architecture, the resulting agent, Recurrent Replay Kite (R2K2), quadruples the previous score.",
         ("r2k2",)),
        ("We propose two techniques: Quantization and Pruning. Together they cut memory by 4x.", ()),
    ],
)
def test_names_listed_after_a_colon_or_given_to_the_resulting_work(abstract, proposes):
    from tests.extract.claim_rows import facts

    assert facts(abstract, title="Learning Placement Policies for Sharded Embedding Tables").proposes == proposes


def test_an_acronym_the_purpose_acts_on_is_not_proposed():
    from paperkg.extract import extract_paper
    from paperkg.model import Paper

    abstract = ("We introduce a method to render Zorbic Radiance Fields (ZRFs) in real time using QuillCubes, an octree "
                "representation. Our approach may enable new applications such as 6-DOF visualization.")
    assert extract_paper(Paper(key="k", title="QuillCubes for Real-time Rendering", abstract=abstract)).proposes == ("quillcubes",)
    # near miss: the acronym of what the paper introduces
    both = "We introduce Zorbic Radiance Caching (ZRC), a method to render scenes in real time."
    assert extract_paper(Paper(key="k", title="Fast Rendering", abstract=both)).proposes == ("zrc",)


@pytest.mark.parametrize(
    "sentence, names",
    [
        # each item of a list of defined names after a colon, each opened by an article
        ("We propose two heuristics: a Greedy Packer (GP) that fills nodes in one pass, and an Adaptive Greedy Packer "
         "(AGP) that improves on GP.", ["GP", "AGP"]),
        # the object of each later proposal verb
        ("We (1) characterize the overheads, (2) present QuillSpec, a correct batch decoder, and (3) introduce "
         "ZorbSpec, which keeps a sliding pool.", ["QuillSpec", "ZorbSpec"]),
        # near misses: what a study compares after a colon, and a later verb with a generic object
        ("We present a comparison of three models: Message Passing Interface (MPI), Open Multi-Processing (OpenMP), "
         "and Compute Unified Device Architecture (CUDA).", []),
        ("We present QuillSpec, and introduce a new benchmark suite.", ["QuillSpec"]),
    ],
)
def test_listed_definitions_and_later_verbs(sentence, names):
    assert proposed_in_sentence(sentence, ("propose", "present", "introduce")) == names
