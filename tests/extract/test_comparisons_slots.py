"""Comparison phrasing families of the ninth session: baselines in unusual slots, owner prefixes, unusual number
forms, metric words away from speed and value-less kept measures (sentences and names invented for these tests)."""

from __future__ import annotations

import pytest

from paperkg.extract import extract_paper
from paperkg.extract.vocab import cues
from paperkg.model import Paper
from tests.extract.claim_rows import TITLE, baselines, rows


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an owner word before an unknown product's name is dropped in a baseline slot
        ("Quill answers queries 12x faster than Microsoft Zorbstore.", [("zorbstore", "speedup", 12.0, None, None, "better")]),
        ("Quill is 3.5x quicker than existing stores such as Baidu Quarrel and Tencent Plinth.",
         [("quarrel", "speedup", 3.5, None, None, "better"), ("plinth", "speedup", 3.5, None, None, "better")]),
        # ... but a device keeps its vendor ("an AMD Zorbic CPU")
        ("The Quill chip is 9x faster than an AMD Zorbic CPU.", [("amd-zorbic", "speedup", 9.0, None, None, "better")]),
        # an acronym after a known framework names a part of it
        ("Quill cuts save time by 6.1x compared to PyTorch ZCP.", [("pytorch-zcp", "speedup", 6.1, None, None, "better")]),
        ("Quill is 2x faster than cuBLAS GEMM.", [("cublas", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_owner_prefix_and_product_acronym(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "With X as the baseline, ..." frames the values after it (a counted setting word is not part of the name)
        ("With 32-thread Zorblax as the baseline, Quill still reaches a 3.3-9.1x speedup.",
         [("zorblax", "speedup", 3.3, 9.1, None, "better")]),
        ("Taking the stock planner as the reference, Quill lowers cost by 27%.",
         [("the stock planner", "cost", 27.0, None, None, "better")]),
        # a gerund clause names the baseline it builds or runs
        ("Index construction in Quill is 4.4~19× faster than building a Zorblax index on a CPU.",
         [("zorblax", "speedup", 4.4, 19.0, None, "better")]),
        ("Quill is 2x faster than running ZorbDB.", [("zorbdb", "speedup", 2.0, None, None, "better")]),
        # a parenthesised value between the comparative and "than"
        ("Quill decodes markedly faster (up to 6× faster on our cluster) than prior methods such as Zorblax, while "
         "using 3× less peak memory.",
         [("zorblax", "speedup", 6.0, None, "up to", "better"), ("zorblax", "memory", 3.0, None, None, "better")]),
        # an opening "Compared with X," keeps a value that a later cue with its own value does not take
        ("Compared with Zorblax, Quill needs 61% less memory, and sharding over 4 nodes cuts training time by a "
         "factor of 3 relative to a single server.",
         [("zorblax", "memory", 61.0, None, None, "better"), ("a single server", "speedup", 3.0, None, None, "better")]),
    ],
)
def test_baselines_in_unusual_slots(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N times the <measure> of X": a ratio against X (a resource it needs is no claim)
        ("One Quill worker handles roughly 40 times the throughput of a single-node Zorb7 implementation.",
         [("zorb7", "throughput", 40.0, None, "about", "better")]),
        ("Quill needs 3 times the memory of Zorb7.", []),
        # a capital X after "more than" is a value, not a name
        ("Quill improves fairness by more than 1.8X over Zorblax.", [("zorblax", "other", 1.8, None, "at least", "better")]),
        # a score's change written "<score> change of N"
        ("Quill keeps comparable quality (an FID change of at most 1.7 compared to 40 for naive rounding).",
         [(None, "accuracy", 1.7, None, "up to", "better")]),
    ],
)
def test_number_forms(sentence, expected):
    got = rows(sentence)
    assert got[: len(expected)] == expected if expected else got == []


def test_value_not_read_as_name():
    assert baselines("Quill improves fairness by more than 1.8X and is 20% cheaper than Zorblax.") == ("zorblax",)


@pytest.mark.parametrize(
    "sentence, metric",
    [
        ("Quill improves fairness by 1.9x over Zorblax.", "other"),
        ("Quill is 30% more cluster efficient than Zorblax.", "utilization"),
        ("Quill is nearly 6x more communication-efficient than Zorblax.", "communication"),
        ("Quill uses 20x fewer GPU cycles than Zorblax.", "cost"),
        ("Quill saves up to 35% of GPUs compared to Zorblax.", "cost"),
        ("Quill shortens the makespan by 21% compared to Zorblax.", "other"),
    ],
)
def test_metric_words(sentence, metric):
    assert rows(sentence)[0][1] == metric


@pytest.mark.parametrize(
    "sentence, kept",
    [
        # a kept measure beside a measured claim: fairness and sample efficiency have no metric of their own
        ("Quill raises GPU utilization by 28% without compromising fairness.", ("other", "parity")),
        ("Quill trains 3x faster without sacrificing sample efficiency.", ("other", "parity")),
        ("Quill packs 2x more jobs per GPU without violating SLOs.", ("latency", "parity")),
        ("Quill is up to 3.1x faster while only minimally affecting output quality.", ("accuracy", "parity")),
        ("Quill cuts the number of servers by up to 30% while providing the same throughput.", ("throughput", "parity")),
    ],
)
def test_kept_measures(sentence, kept):
    assert (rows(sentence)[-1][1], rows(sentence)[-1][5]) == kept


def test_operating_point_is_not_a_claim():
    # "at 95% recall" is where the speeds are compared
    assert rows("Quill is 4.2x faster than Zorblax at 95% recall.") == [("zorblax", "speedup", 4.2, None, None, "better")]


def test_ratio_sign_then_full_stop_ends_the_sentence():
    f = extract_paper(Paper(key="p", title=TITLE, abstract="We present Quill. Compared to Zorblax and Plinth, Quill cuts stalls "
                                                           "by 12.5×. For reads and writes, Quill gains 3.3× and 2.2×, respectively."))
    assert [(c.baseline, c.value) for c in f.comparisons if c.value in (3.3, 2.2)] == [(None, 3.3), (None, 2.2)]


@pytest.mark.parametrize("cue", [pytest.param(c, id=c["word"]) for c in cues()["owner"]])
def test_owner_words(cue):
    # every owner word of data/comparison_cues.jsonl is dropped before an unknown product's name
    assert extract_paper(Paper(key="k", title="FooNet: A System", abstract=cue["example"])).baselines == ("quillstore",)
