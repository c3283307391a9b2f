"""Tests of :mod:`paperkg.extract.names.shapes`: what looks like a name."""

from __future__ import annotations

import pytest

from paperkg.extract import extract_paper
from paperkg.extract.names import is_name_like
from paperkg.model import Paper
from paperkg.extract.names.shapes import is_number_format


def test_a_factor_is_not_a_name():
    assert not is_name_like("2.25X") and not is_name_like("3X")
    assert is_name_like("X3D") and is_name_like("3DGS")


@pytest.mark.parametrize(
    "word, expected",
    [("GraphPipe", True), ("DSP-7", True), ("ZX3", True), ("kernels", False), ("LLMs", False), ("GPUs", False)],
)
def test_name_shapes(word, expected):
    assert is_name_like(word) is expected


def test_participles_after_a_hyphen_are_adjectives():
    """"a novel GPU-accelerated placement framework, Quill": the hyphenated participle describes, it names nothing."""
    assert [is_name_like(w) for w in ("GPU-accelerated", "LLM-powered", "CXL-enabled", "RL-guided", "GPU-resident")] == [False] * 5
    assert is_name_like("Zorb-Accel") and is_name_like("Quill-2")
    facts = extract_paper(Paper(key="k", title="Quill: Placement on GPUs",
                                abstract="We propose a novel GPU-accelerated placement framework, Quill, for chips."))
    assert facts.proposes == ("quill",)


@pytest.mark.parametrize("name, expected", [("16-bit", True), ("4-bits", True), ("FP16", True), ("Bit16", False), ("16-bitfoo", False)])
def test_bit_widths_are_number_formats(name, expected):
    """A bit width ("the 16-bit model") is what a model computes in, never a system's name."""
    assert is_number_format(name) is expected
