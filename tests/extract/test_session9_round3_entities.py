"""Entity families of the ninth session's third round (invented sentences): the named parts of a counted list
after a colon, each a capitalised long form with its short name in parentheses."""

from __future__ import annotations

import pytest

from tests.extract.claim_rows import facts


@pytest.mark.parametrize(
    "abstract, parts",
    [
        # short names that spell the long form's initials
        ("We present Quill, a scheduler for agent programs. It adds two placement policies: Round Budget Planning "
         "(RBP) for short programs, and Graph-Aware Budget Planning (GABP) for branching ones.", {"rbp", "gabp"}),
        # short names that do not (the parenthesis defines them all the same)
        ("We present Quill, a recovery service. Quill consists of three modules: the Node Health Watcher Service "
         "(NHW), the Job Relaunch Controller (JRX), and the Snapshot Offload Engine (SOE).", {"nhw", "jrx", "soe"}),
        # "including" in place of the colon
        ("We present Quill, a quantizer. Quill comprises two learned parts including Soft Range Clamping (SRC) and "
         "Learned Scale Shifting (LSS).", {"src", "lss"}),
    ],
)
def test_counted_list_of_defined_parts(abstract, parts):
    assert {"quill"} | parts <= set(facts(abstract).proposes)


@pytest.mark.parametrize(
    "abstract",
    [
        # the count and the parentheses disagree
        "We present Quill. Quill consists of three modules: the Node Health Watcher (NHW) and a relaunch step.",
        # a comparison lists someone else's systems
        "We present Quill. Quill beats two systems: Orca Serve (OS) and Brisk Engine (BE) by 2.7x.",
        # a sentence about someone else's work
        "We present Quill. Earlier fleets used two modules: Node Health Watcher (NHW) and Job Relaunch Controller (JRC).",
    ],
)
def test_counted_list_needs_our_sentence_and_matching_count(abstract):
    got = set(facts(abstract).proposes)
    assert not got & {"nhw", "os", "be", "jrc"}


def test_counted_list_of_apposed_names():
    f = facts("We present Quill, a framework for sparse training. Within Quill we built two engines for sparse "
              "tasks: Quill Sync, a lock-free update loop, and Brisk, an adaptive batch planner. Quill trains 2.7x "
              "larger models.")
    assert {"quill", "quill-sync", "brisk"} <= set(f.proposes)


@pytest.mark.parametrize(
    "abstract",
    [
        # the count and the names disagree
        "We present Quill. Within Quill we built three engines: Quill Sync, a loop, and Brisk, a planner.",
        # a name written in lowercase elsewhere is a common word
        "We present Quill. Within Quill we built two engines: Quill Sync, a loop, and Brisk, a planner. Each brisk "
        "step is short.",
        # someone else's list
        "We present Quill. Earlier fleets used two engines: Orca Sync, a loop, and Brisk, a planner.",
    ],
)
def test_counted_apposed_list_needs_matching_count_and_our_sentence(abstract):
    assert "brisk" not in set(facts(abstract).proposes)


@pytest.mark.parametrize(
    "title, abstract, expected, dropped",
    [
        # a company word before a coded product name in the title: the abstract names it without the company
        ("Alibaba QX-9: A Fabric for Training Clusters", "We present QX-9, a two-tier fabric. QX-9 cuts job time "
         "by 2.7x.", "qx-9", "alibaba-qx-9"),
        # a plain word after the company is the name only with it
        ("Google Vizor: A Tuning Service", "We present Google Vizor, a tuning service. Vizor runs at scale.",
         "google-vizor", "vizor"),
    ],
)
def test_company_word_before_a_title_name(title, abstract, expected, dropped):
    got = set(facts(abstract, title=title).proposes)
    assert expected in got and dropped not in got


def test_our_earlier_work_is_not_the_contribution():
    f = facts("Kernels are slow. Our earlier work, QuillKernel, fused 8-bit products into one pass and ran 2x faster "
              "than Orca-X. In this paper we propose QuillKernel3, which uses 4-bit products.",
              title="QuillKernel3: Faster Fused Kernels")
    assert "quillkernel3" in f.proposes and "quillkernel" not in f.proposes
