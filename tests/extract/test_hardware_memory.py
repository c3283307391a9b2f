"""Tests of a device's memory variant read from the size written after its name (:mod:`paperkg.extract.hardware_memory`)."""

from __future__ import annotations

import pytest

from paperkg.extract import extract_paper
from paperkg.model import Paper


@pytest.mark.parametrize(
    "abstract, hardware",
    [
        # "<device> with N GB (of) memory": the vocabulary's N GB variant, for the paper and for its comparisons
        ("On an NVIDIA A100 GPU with 40 GiB of memory, Quill is 2x faster than Zorbix.", "nvidia-a100-40gb"),
        ("Evaluated on H100 GPUs with 80 GB memory, Quill is 2x faster than Zorbix.", "nvidia-h100-80gb"),
        ("On a server of eight A800 GPUs, each with 80GB of HBM2e memory, Quill is 2x faster than Zorbix.",
         "nvidia-a800-80gb"),
        ("On a V100-SXM2 GPU with 32 GB of memory, Quill is 2x faster than Zorbix.", "nvidia-v100-32gb"),
        # near misses: a size in DRAM (often the host's), a size with no listed variant, no size at all
        ("On an NVIDIA V100 GPU with 16GB of DRAM, Quill is 2x faster than Zorbix.", "nvidia-v100"),
        ("On an NVIDIA A100 GPU with 48 GB of memory, Quill is 2x faster than Zorbix.", "nvidia-a100"),
        ("On an NVIDIA A100 GPU, Quill is 2x faster than Zorbix.", "nvidia-a100"),
    ],
)
def test_memory_variant_of_a_device(abstract, hardware):
    facts = extract_paper(Paper(key="p", title="Quill: Fast Serving", abstract=abstract))
    assert facts.hardware == (hardware,)
    assert [c.hardware for c in facts.comparisons] == [hardware]
