"""Entity families of the tenth session's fifth round (invented sentences): an overlapped prefetching stage (a
host-to-device transfer hidden behind compute) is communication overlap; overlapping other work (I/O, decryption,
loading) with computation is not, as the earlier gold files and seeds annotate it."""

from __future__ import annotations

import pytest

from tests.extract.claim_rows import facts


@pytest.mark.parametrize(
    "abstract",
    [
        "Quill adds a fully overlapped tensor prefetching stage between layers.",
        "Each worker of Orca-X runs an overlapped prefetching loop.",
    ],
)
def test_overlapped_prefetching_is_communication_overlap(abstract):
    assert "communication-overlap" in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract",
    [
        "Quill overlaps the scan with the following iterations.",
        "Our scheduler may reorder and overlap jobs with varied memory demands.",
        "Many prompts have overlapping prefixes and shared computation.",
        "Quill overlaps shard decompression with the forward computation.",
    ],
)
def test_other_overlaps_are_no_communication_overlap(abstract):
    assert "communication-overlap" not in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract",
    [
        "Quill is on par with CorvexKit's speedup.",
        "Quill beats CorvexKit's throughput by 2x.",
        "Quill reaches 1.2x over FP16, running on par with or surpassing CorvexKit\u2019s speedup.",
    ],
)
def test_a_possessive_measure_names_its_owner_as_the_baseline(abstract):
    assert facts(abstract).baselines == ("corvexkit",)


def test_an_owner_of_named_or_other_things_keeps_its_reading():
    # the possessive rule is only for measures; an owner's kernels stay as before
    assert "corvexkit-s-speedup" not in facts("Quill outperforms CorvexKit's kernels by 2x.").baselines


@pytest.mark.parametrize("sentence, hw", [("Quill trains on eight GTX 1080 Ti cards.", "nvidia-gtx-1080ti"),
                                          ("Quill runs on an RTX 3090 Ti.", "nvidia-rtx-3090ti")])
def test_ti_cards_use_the_gold_id_spelling(sentence, hw):
    assert hw in facts(sentence).hardware
