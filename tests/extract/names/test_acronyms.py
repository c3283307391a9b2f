"""Tests of :mod:`paperkg.extract.names.acronyms`: acronyms and their long forms."""

from __future__ import annotations

import pytest

from paperkg.extract.names import acronym_for, own_short_form, short_forms

from tests.extract.claim_rows import facts


def test_acronym_needs_matching_initials():
    text = "We design Elastic Sequence Sharding (ESS) for long inputs."
    assert acronym_for(text, "ESS") == "Elastic Sequence Sharding"
    assert acronym_for("a kernel (ours) is fast", "OURS") is None


@pytest.mark.parametrize(
    "long_form, acronym, generic",
    [
        ("Numerical Weather Prediction", "NWP", True),
        ("Computational Fluid Dynamics", "CFD", True),
        ("Automatic Speech Recognition", "ASR", True),
        ("Integrated Forecasting System", "IFS", False),
        ("Tiny Training Engine", "TTE", False),
        ("Quantization-Aware Prediction", "QAP", False),
    ],
)
def test_generic_long_forms_of_fields_and_tasks(long_form, acronym, generic):
    from paperkg.extract.names import generic_long_form

    assert generic_long_form(long_form, acronym) is generic


@pytest.mark.parametrize(
    "text, expected",
    [
        ("outperforming an optimized implementation of Tensorflow (TF) on the best GPU", {"TF": "Tensorflow"}),
        ("compared with PyTorch Geometric (PyG), our sampler", {"PyG": "PyTorch Geometric"}),
        ("against DeepSpeed (DS) and Megatron-LM (MLM)", {"DS": "DeepSpeed", "MLM": "Megatron-LM"}),
        # not names: lowercase long forms, a setting in parentheses, a single capital, a word without the letters
        ("the key-value (KV) cache", {}),
        ("on eight GPUs (H100) at batch 1", {}),
        ("Figure (A) shows", {}),
        ("Triton (TF) kernels", {}),
    ],
)
def test_short_forms_of_names(text, expected):
    assert short_forms(text) == expected


@pytest.mark.parametrize(
    "name, text, short",
    [
        ("RecPipeAccel", "Thus we design RecPipeAccel (RPAccel), a custom accelerator.", "RPAccel"),
        ("FlowScheduler", "We build FlowScheduler (FlowS) on Kubernetes.", "FlowS"),
        ("Quill", "Quill (ours) is faster.", None),  # not a name
        ("FooNet", "FooNet (ZedNet) is faster.", None),  # not its letters
        ("QPlan", "QPlan (QPlanner) is faster.", None),  # longer, not a short form
    ],
)
def test_own_short_form(name, text, short):
    assert own_short_form(name, text) == short


def test_a_body_name_goes_by_its_short_form_but_the_title_name_stays():
    f = facts("We present a co-design. We design RecPipeAccel (RPAccel), a custom accelerator. RPAccel cuts tail "
              "latency by 3x.", title="Co-designing Recommendation Models and Hardware")
    assert f.proposes == ("rpaccel",)
    f = facts("We present ThunderKittens (TK), a framework for kernels. TK is 2x faster than FlashAttention-2.",
              title="ThunderKittens: Simple, Fast Kernels")
    assert f.proposes == ("thunderkittens",)
