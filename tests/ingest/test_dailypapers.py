"""The Daily Papers listing reader, on the seeds and on small pages."""

from __future__ import annotations

import os

import pytest

from paperkg.ingest import load_papers
from paperkg.ingest.dailypapers import looks_like_dailypapers, read_dailypapers
from paperkg.ingest.problems import Problems

from .helpers import ROOT

HEADER = "new\n\nGet trending papers in your email inbox!\n\nSubscribe\n\nDaily Papers\n\nbyAK and the research community\n\nMay 19\n\n"
ABSTRACT_A = "We present Alpha, a compiler. It is 2times faster than Beta on NVIDIA H100 GPUs."
ABSTRACT_B = "We study Gamma. Experiments show that Gamma reduces latency by 30% over Delta."


def read(text: str) -> tuple[list, Problems]:
    problems = Problems()
    return list(read_dailypapers(text, "page.txt", problems)), problems


@pytest.fixture(scope="module")
def seeds():
    cwd = os.getcwd()
    os.chdir(ROOT)  # sources as the user names them: "seeds/..."
    try:
        return load_papers(["seeds"])
    finally:
        os.chdir(cwd)


def test_seeds_hold_150_listings_of_118_papers(seeds) -> None:
    assert seeds.records_read == 150
    assert len(seeds.papers) == 118
    assert seeds.duplicates_merged == 32
    assert seeds.rejected == [] and seeds.warnings == []


def test_seed_papers_are_sorted_and_keys_unique(seeds) -> None:
    keys = [p.key for p in seeds.papers]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys)
    assert all(len(k) <= 80 for k in keys)


def test_seed_versions_under_two_titles_merge(seeds) -> None:
    [paper] = [p for p in seeds.papers if "Sequential-to-Parallel Code Translation" in p.title]
    assert paper.title == "QiMeng-MuPa: Mutual-Supervised Learning for Sequential-to-Parallel Code Translation"
    assert paper.alt_titles == ("Mutual-Supervised Learning for Sequential-to-Parallel Code Translation",)
    assert paper.sources == ("seeds/000_bb22b9fa9b819595.txt", "seeds/001_a1fb4e134b8e7470.txt")
    assert paper.key == "qimeng-mupa-mutual-supervised-learning-for-sequential-to-parallel-code"


def test_seed_paper_on_three_pages_records_every_source(seeds) -> None:
    [paper] = [p for p in seeds.papers if p.title.startswith("Sequence Parallelism: Long Sequence Training")]
    assert paper.sources == tuple(sorted(f"seeds/{p.name}" for p in (ROOT / "seeds").glob("*.txt")))
    assert paper.issued == "2021-05-26"
    assert paper.author_count == 5
    assert "13.7× and 3.0× maximum batch size" in paper.abstract


def test_seed_tawa(seeds) -> None:
    [paper] = [p for p in seeds.papers if p.title.startswith("Tawa:")]
    assert paper.key == "tawa-automatic-warp-specialization-for-modern-gpus-with-asynchronous-references"
    assert paper.issued == "2025-12-09"
    assert paper.author_count == 11
    assert "achieving up to 1.1× speedup over highly optimized cuBLAS GEMM kernels." in paper.abstract


def test_seed_partial_dates_keep_no_year(seeds) -> None:
    issued = [p.issued for p in seeds.papers if p.issued]
    partial = [d for d in issued if d.startswith("--")]
    assert partial and all(len(d) == 7 for d in partial)
    assert all(len(d) == 10 for d in issued if not d.startswith("--"))
    assert "--04-04" in partial


def test_seed_upvotes_and_organisation_lines(seeds) -> None:
    with_upvotes = [p for p in seeds.papers if p.upvotes]
    assert with_upvotes and max(p.upvotes for p in with_upvotes) == 6
    # "apple Apple" / "·" / "Oct 15, 2025 2": an organisation instead of authors
    [apple] = [p for p in seeds.papers if p.issued == "2025-10-15"]
    assert apple.upvotes == 2 and apple.author_count is None


def test_page_entries_with_and_without_meta() -> None:
    text = HEADER + (
        "Alpha: A Compiler\n\n" + ABSTRACT_A + "\n\n  • 3 authors\n·\nApr 4 2\n\n"
        "Gamma: Fast Serving\n\n" + ABSTRACT_B + "\n\n"
        "Epsilon: No Meta Either\n\nWe describe Epsilon. It works.\n\n"
        "furiosa-ai FuriosaAI\n·\nOct 6, 2025 12\n"
    )
    records, problems = read(text)
    assert [(r.title, r.location, r.issued, r.author_count, r.upvotes) for r in records] == [
        ("Alpha: A Compiler", "line 13", "--04-04", 3, 2),
        ("Gamma: Fast Serving", "line 21", None, None, None),
        ("Epsilon: No Meta Either", "line 25", "2025-10-06", None, 12),
    ]
    assert records[0].abstract == "We present Alpha, a compiler. It is 2× faster than Beta on NVIDIA H100 GPUs."
    assert records[0].source == "page.txt"
    assert problems.rejected == [] and problems.warnings == []


def test_titles_with_question_or_exclamation_marks() -> None:
    text = "Hogwild! Inference: Parallel Generation\n\n" + ABSTRACT_A + "\n\nWhere to Split? A Pareto Analysis\n\n" + ABSTRACT_B
    records, _ = read(text)
    assert [r.title for r in records] == ["Hogwild! Inference: Parallel Generation", "Where to Split? A Pareto Analysis"]


def test_entry_without_abstract_is_kept_with_a_warning() -> None:
    records, problems = read("Alpha: A Compiler\n\n  • 3 authors\n·\nDec 9, 2025\n\nGamma: Fast Serving\n\n" + ABSTRACT_B)
    assert [(r.title, r.abstract) for r in records] == [("Alpha: A Compiler", ""), ("Gamma: Fast Serving", ABSTRACT_B)]
    assert [str(p) for p in problems.warnings] == [
        "page.txt:1: no abstract for 'Alpha: A Compiler' (kept, nothing to extract)"
    ]


def test_abstract_without_title_is_rejected() -> None:
    text = "Alpha: A Compiler\n\n" + ABSTRACT_A + "\n\n  • 3 authors\n·\nDec 9, 2025\n\n" + ABSTRACT_B + "\n\n  • 2 authors\n·\nJan 1, 2024\n"
    records, problems = read(text)
    assert [r.title for r in records] == ["Alpha: A Compiler"]
    assert [str(p) for p in problems.rejected] == ["page.txt:9: record without title (skipped)"]
    assert problems.warnings == []  # its author/date lines went with it


def test_meta_block_without_any_entry_is_warned_about() -> None:
    text = "Alpha: A Compiler\n\n" + ABSTRACT_A + "\n\n  • 3 authors\n·\nDec 9, 2025\n\n  • 2 authors\n·\nJan 1, 2024\n"
    records, problems = read(text)
    assert [r.issued for r in records] == ["2025-12-09"]
    assert [str(p) for p in problems.warnings] == [
        "page.txt:9: author/date lines without a paper before them (ignored)"
    ]


def test_sniffing() -> None:
    assert looks_like_dailypapers(HEADER)
    assert looks_like_dailypapers("Alpha\n\n" + ABSTRACT_A + "\n\n  • 3 authors\n·\nDec 9, 2025\n")
    assert not looks_like_dailypapers("Alpha\n\n" + ABSTRACT_A)
