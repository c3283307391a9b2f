"""BibTeX libraries, read with bibtexparser 2."""

from __future__ import annotations

from paperkg.ingest import Problems, read_records
from paperkg.ingest.bibtex import read_bibtex

from .helpers import FIXTURES

LIBRARY = FIXTURES / "formats" / "zotero_library.bib"


def test_zotero_library() -> None:
    problems = Problems()
    speculative, pangu, vllm = read_records(LIBRARY, problems=problems)
    assert speculative.title == "Fast Inference from Transformers via Speculative Decoding"
    assert speculative.authors == ("Yaniv Leviathan", "Matan Kalman", "Yossi Matias")
    assert speculative.issued == "2023-07"
    assert speculative.arxiv_id == "2211.17192"
    assert speculative.identifier == "leviathan2023fast" and speculative.location == "entry leviathan2023fast"
    assert pangu.title == "PanGu-α: Large-scale Autoregressive Pretrained Chinese Language Models with Auto-parallel Computation"
    assert pangu.arxiv_id == "2104.12369"  # from journal = {arXiv preprint arXiv:...}
    assert "using five dimensions of parallelism" in pangu.abstract
    assert vllm.identifier == "10.1145/3600006.3613165" and vllm.arxiv_id is None
    assert vllm.url == "https://dl.acm.org/doi/10.1145/3600006.3613165"
    assert "build vLLM on top of it. vLLM improves the throughput of popular LLMs by 2-4× with" in vllm.abstract
    assert [str(p) for p in problems.rejected] == [
        f"{LIBRARY.as_posix()}: entry notitle2024: record without title (line 33, skipped)"
    ]


def test_unparsable_block_is_reported_and_the_rest_read() -> None:
    problems = Problems()
    text = "@misc{a, title = {A}, abstract = {x}}\n\n@misc{broken, title = {B\n\n@misc{c, title = {C}, abstract = {z}}\n"
    assert [r.title for r in read_bibtex(text, "l.bib", problems)] == ["A", "C"]
    assert [str(p) for p in problems.rejected] == ["l.bib:3: BibTeX entry that cannot be parsed (skipped)"]


def test_arxiv_doi_and_quoted_fields() -> None:
    text = '@article{k, title = "Quoted {GPU} Title", doi = {10.48550/arXiv.2502.12345}, date = {2025-02-17}}'
    [rec] = read_bibtex(text, "q.bib", Problems())
    assert (rec.title, rec.arxiv_id, rec.identifier, rec.issued) == (
        "Quoted GPU Title",
        "2502.12345",
        "10.48550/arXiv.2502.12345",
        "2025-02-17",
    )
