"""Tests of evaluations and surveys of others' products (:mod:`paperkg.extract.comparisons.studies`)."""

from __future__ import annotations

import random

from paperkg.extract.comparisons.studies import _STUDY_TITLE, is_study_title

from tests.extract.comparisons.helpers import facts, random_texts


def test_an_evaluation_of_others_products_claims_nothing():
    abstract = "We benchmark the Zorb X2 chip against an NVIDIA A100 server: it delivers 1.4x higher throughput."
    assert facts(abstract, title="Zorb X2 Accelerators: An Evaluation for LLM Inference").comparisons == ()
    assert facts(abstract, title="A Survey of LLM Accelerators").comparisons == ()


def test_a_study_claims_for_the_system_it_presents_in_the_sentences_naming_it():
    title = "A Study of GPU and CPU Performance for Join Processing"
    own = ("We present Zorbjoin, a library of tiled join kernels. With Zorbjoin on an A100, joins run 12x faster than "
           "Plinthdb, a commercial GPU database.")
    found = facts(own, title=title).comparisons
    assert [(c.baseline, c.value, c.direction) for c in found] == [("plinthdb", 12.0, "better")]
    # the study's findings about products it does not present stay out, even beside a presented benchmark suite
    others = ("We present Zorbsuite, a benchmark suite of 12 workloads. Our evaluation shows that the Plinth chip is "
              "9x faster than an Intel Xeon CPU.")
    assert facts(others, title=title).comparisons == ()
    assert facts("The Plinth chip is 9x faster than an Intel Xeon CPU.", title=title).comparisons == ()


def test_study_titles_need_one_of_their_head_nouns():
    """is_study_title skips its regex when no head noun occurs: every alternative of the regex needs one."""
    titles = ["An Empirical Study of Zorb Kernels", "Zorb: A Comparative Analysis", "A Survey on Quill Serving",
              "Dissecting the Zorb GPU", "Quill: An Evaluation for LLM Inference", "Characterisation of Quill",
              "Benchmarking Quill", "A Review of Zorb", "Demystifying Quill", "Quill: Fast Serving", "A Measurement Study"]
    titles += [t.title() for t in random_texts(3_000, seed=12)]
    words = ["a", "an", "empirical", "study", "analysis", "of", "on", "survey", "review", ":", "evaluation", "x"]
    rng = random.Random(13)
    titles += [" ".join(rng.choice(words) for _ in range(rng.randint(1, 6))) for _ in range(3_000)]
    for title in titles:
        assert is_study_title(title) == bool(_STUDY_TITLE.search(title.lower())), title


def test_a_sentence_citing_others_findings_claims_nothing():
    from tests.extract.claim_rows import rows

    assert rows("The original work by Zorb et al. shows that a learned index beats a B-tree by up to 3x.") == []
    assert rows("Plinth et al. (2021) reported that Zorblax is 2x faster than Frobnic.") == []
    assert rows("Prior work by Zorb et al. found that pruning cuts memory by 40%.") == []
    # near misses: a cited baseline in the paper's own claim stays a claim
    assert rows("Compared to Zorb et al., Quill is 2x faster.") != []
    assert rows("Quill beats the learned index from Zorb et al. by up to 2.2x.") != []


def test_a_studys_own_design_claims():
    title = "A Systematic Study of LLM Serving on Multi-core NPUs"
    abstract = ("We study how LLM serving maps onto multi-core NPUs. Existing designs run the stages 2x slower than "
                "the peak. Our solution achieves 1.3x-6.0x speedup over state-of-the-art designs.")
    assert [(c.value, c.value_max) for c in facts(abstract, title=title).comparisons] == [(1.3, 6.0)]
    # near miss: without its own design, a study claims nothing
    assert facts(abstract.replace("Our solution", "Tuning"), title=title).comparisons == ()
