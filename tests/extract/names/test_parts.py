"""Tests of :mod:`paperkg.extract.names.parts`: named parts of the proposed system."""

from __future__ import annotations

from paperkg.extract.names import named_part

from tests.extract.claim_rows import facts


def test_novel_part_called_after_we():
    assert named_part("We reach it with a new weighting rule called W-mix.") == ["W-mix"]
    f = facts("We present Quill (Queue Inspired Load Leveler), a scheduler. We reach stable training by pairing "
              "queues with a novel importance correction called Q-trace.", title="Quill: Scalable Agents")
    assert f.proposes == ("quill", "q-trace")


def test_counted_names_after_a_described_kind_and_a_colon():
    from paperkg.extract.names import counted_names

    s = "We develop two tools that deduplicate corpora: ExactCut, which drops repeats, and NearCut, which merges."
    assert counted_names(s) == ["ExactCut", "NearCut"]
    f = facts("Web corpora repeat text. " + s + " Training on the result cuts memorized output by 10x.",
              title="Deduplicating Training Data Helps Language Models")
    assert f.proposes == ("exactcut", "nearcut")


def test_a_counted_word_is_not_a_named_part():
    f = facts("Kestrel trains on transient machines. Its parameter server, AgileQ, adapts to revocations through a "
              "novel 3-stage active-backup approach.", title="Kestrel: Elastic Training on Spot Markets")
    assert f.proposes == ("kestrel", "agileq")  # not "3-stage"


def test_parts_named_after_a_comma_in_a_sentence_about_our_proposal():
    f = facts("We propose Zeta, a near-memory design. A prototype of our proposal shows that the custom DIMMs, called "
              "ZetaDIMM, and the memory node that houses them, called ZetaNode, are practical to build.",
              title="Zeta: Near-Memory Processing for Embeddings")
    assert f.proposes == ("zeta", "zetadimm", "zetanode")
    f = facts("We propose Zeta, a near-memory design. Zeta beats a prior scheduler, called FooSched, by 2x.",
              title="Zeta: Near-Memory Processing for Embeddings")
    assert f.proposes == ("zeta",)
