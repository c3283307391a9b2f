"""Tests of :mod:`paperkg.extract.names.subjects`: the subject of the claims, when nothing else names the system."""

from __future__ import annotations

import pytest

from paperkg.extract.names import claim_subject

from tests.extract.claim_rows import facts

UNNAMED_TITLE = "Learning Placement Policies for Sharded Embedding Tables"


@pytest.mark.parametrize(
    "sentences, name",
    [
        (["Tessera places tables with a learned policy.", "In our tests, Tessera reduces step time by 31% over greedy placement."], "Tessera"),
        (["We show that the policy is general.", "On 64 GPUs, PLX-2 is 1.8x faster than expert placement."], "PLX-2"),
        (["Results show that RouteNet consistently outperforms hand-tuned heuristics by 12%."], "RouteNet"),
        (["Across workloads, KVbox is more accurate than sampling-based estimators."], "KVbox"),
        # a baseline named after a comparison cue is never the subject
        (["Our policy is 2x faster than Tessera.", "Tessera reduces memory by 10%."], None),
        # a capitalised word that only opens sentences, or that the abstract also writes in lowercase
        (["Sharding reduces memory by 40%.", "Sharding is hard."], None),
        (["We find that Placement improves speed by 2x.", "Good placement matters."], None),
        # no number and no "than": no measured claim
        (["We show that Tessera improves placement quality."], None),
        # a generic word is not a name
        (["On average, GPUs achieve 2x the throughput of CPUs."], None),
    ],
)
def test_claim_subject(sentences, name):
    assert claim_subject(sentences) == name


def test_the_most_mentioned_subject_wins():
    sentences = ["Tessera learns placements and Shardy splits tables.", "Tessera reduces step time by 20%.",
                 "Shardy reduces memory by 10%, and Tessera is 2x faster than greedy placement."]
    assert claim_subject(sentences) == "Tessera"


def test_known_devices_and_techniques_are_not_subjects_but_known_systems_may_be():
    sentences = ["We find that H100 improves throughput by 2x."]
    assert claim_subject(sentences, {"h100": "HARDWARE"}) is None
    assert claim_subject(["Our tests show that Quokka reduces latency by 2x."], {"quokka": "SYSTEM"}) == "Quokka"


def test_an_unannounced_system_is_proposed_and_its_claims_are_its_own():
    f = facts("Embedding tables outgrow one GPU. Tessera learns where to place each table with reinforcement "
              "learning. On a 16-GPU cluster, Tessera reduces the training step time by 31% compared to greedy "
              "placement.", title=UNNAMED_TITLE)
    assert f.proposes == ("tessera",)
    assert [c.subject for c in f.comparisons] == ["tessera"]


def test_a_paper_that_names_its_system_keeps_that_name_only():
    f = facts("We present Tessera, a placement planner. Tessera reduces step time by 31% over greedy placement, "
              "and Shardy reduces it by 5%.", title=UNNAMED_TITLE)
    assert f.proposes == ("tessera",)
