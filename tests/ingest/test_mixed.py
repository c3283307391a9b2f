"""A folder mixing Daily Papers text, HF JSON, JSONL, Atom and BibTeX with overlapping papers."""

from __future__ import annotations

import os

import pytest

from paperkg.ingest import load_papers

from .helpers import FIXTURES, ROOT

MIXED = "tests/fixtures/ingest/mixed"


@pytest.fixture(scope="module")
def mixed():
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        return load_papers([MIXED])
    finally:
        os.chdir(cwd)


def test_one_paper_per_work(mixed) -> None:
    assert [p.key for p in mixed.papers] == ["1909.08053", "2105.13120", "2410.12168", "2502.19811", "2510.14719"]
    assert mixed.records_read == 9
    assert mixed.duplicates_merged == 4
    assert mixed.rejected == [] and mixed.warnings == []
    titles = [p.title for p in mixed.papers]
    assert len({t.casefold() for t in titles}) == len(titles)


def test_overlapping_papers_keep_every_source_and_id(mixed) -> None:
    papers = {p.key: p for p in mixed.papers}
    tawa = papers["2510.14719"]
    # the listing has no id: it joins by title; JSON and BibTeX join by arXiv id
    assert tawa.sources == (f"{MIXED}/hf_daily.json", f"{MIXED}/listing.txt", f"{MIXED}/zotero.bib")
    assert tawa.identifiers == ("10.48550/arXiv.2510.14719", "2510.14719")
    assert tawa.author_count == 11 and tawa.upvotes == 7
    assert "achieving up to 1.1× speedup over highly optimized cuBLAS GEMM kernels." in tawa.abstract
    seq = papers["2105.13120"]
    assert seq.sources == (f"{MIXED}/arxiv_query.atom", f"{MIXED}/listing.txt", f"{MIXED}/papers.jsonl")
    assert seq.identifiers == ("arXiv:2105.13120v3", "http://arxiv.org/abs/2105.13120v3")
    assert seq.url == "http://arxiv.org/abs/2105.13120v3"
    assert seq.issued == "2021-05-26"
    assert "13.7× and 3.0× maximum batch size" in seq.abstract


def test_comet_and_comet_stay_two_papers(mixed) -> None:
    papers = {p.key: p for p in mixed.papers}
    assert papers["2502.19811"].title.startswith("Comet: Fine-grained")
    assert papers["2410.12168"].title.startswith("COMET: Towards")
    assert "COMET-W4Ax GPU kernels" in papers["2410.12168"].abstract


def test_mixed_with_the_format_fixtures_and_seeds() -> None:
    result = load_papers([FIXTURES / "mixed", FIXTURES / "formats", ROOT / "seeds"])
    keys = [p.key for p in result.papers]
    assert len(keys) == len(set(keys))
    by_key = {p.key: p for p in result.papers}
    # Tawa: seeds (twice), listing, HF JSON, JSONL dump, BibTeX -> one paper
    tawa = [p for p in result.papers if p.title.startswith("Tawa:")]
    assert len(tawa) == 1 and tawa[0].key == "2510.14719" and len(tawa[0].sources) == 6
    # the speculative decoding paper from Atom and BibTeX
    assert len(by_key["2211.17192"].sources) == 2
    # vLLM from the JSON export and BibTeX share a DOI
    [vllm] = [p for p in result.papers if "PagedAttention" in p.title]
    assert vllm.identifiers == ("10.1145/3600006.3613165",) and len(vllm.sources) == 2
    assert len({p.title.casefold() for p in result.papers}) == len(result.papers)
