"""The throughput benchmark's report: the README table, partial sizes included."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

throughput = pytest.importorskip("throughput")

INFO = {"cores": 2, "cpu": "test cpu", "memory_gb": 24, "os": "Linux", "python": "3.11", "spacy": "3.8", "paperkg": "0"}


def _full(n: int, **kw) -> dict:
    row = {
        "abstracts": n, "ingest_s": 1.0, "tokenizer_s": 1.0, "tokenizer_rate": 3000.0, "extract_1_rate": 1200.0,
        "cpu_rate": 1300.0, "ratio": 0.4, "cpu_ratio": 0.41, "extract_n_s": 2.0, "extract_n_rate": 2200.0,
        "speedup": 1.8, "end_to_end_s": 100.0, "end_to_end_rate": n / 100.0, "peak_rss": 2**30, "exit_code": 0,
        "output_bytes": {"json": 2**20}, "load": 1.0,
        "outputs": {"json": {"seconds": 2.0, "bytes": 2**20, "peak_rss": 2**29}},
    }  # fmt: skip
    row.update(kw)
    return row


def test_table_marks_misses_and_lists_the_build_to_each_output() -> None:
    text = throughput.table([_full(1000), _full(100_000, end_to_end_s=200.0, speedup=1.2)], INFO, 2)
    lines = text.splitlines()
    first = next(line for line in lines if line.startswith("| 1,000 |"))
    big = next(line for line in lines if line.startswith("| 100,000 |"))
    assert "✗" not in first
    assert "200.0 ✗" in big and "1.20x ✗" in big
    json_row = next(line for line in lines if line.startswith("| 1,000 | json |"))
    assert "| 5.0 | 200 |" in json_row  # 1 s ingest + 2 s extraction + 2 s rendering: 1,000 / 5 s


def test_table_shows_a_size_stopped_part_way() -> None:
    stopped = {"abstracts": 100_000, "ingest_s": 9.0, "tokenizer_s": 30.0, "tokenizer_rate": 3333.0, "stopped": 60}
    text = throughput.table([_full(1000), stopped], INFO, 2)
    row = next(line for line in text.splitlines() if line.startswith("| 100,000 |"))
    assert "| 9.0 | 3,333 | stopped |" in row
    assert "stopped ✗" in row


def test_table_lists_both_readings_of_the_natural_abstracts() -> None:
    natural = {
        "abstracts": 221,
        "readings": [
            {"tokenizer_rate": 1200.0, "extract_rate": 600.0, "ratio": 0.5},
            {"tokenizer_rate": 9000.0, "extract_rate": 1150.0, "ratio": 0.128},
        ],
    }
    lines = throughput.table([_full(1000)], INFO, 2, natural).splitlines()
    assert any(line.startswith("The 221 distinct abstracts") for line in lines)
    assert "| first (fresh pipelines) | 1,200 | 600 | 0.50 |" in lines
    assert next(line for line in lines if line.startswith("| second")).endswith("| 9,000 | 1,150 | 0.13 |")
    assert not any("distinct abstracts" in line for line in throughput.table([_full(1000)], INFO, 2).splitlines())


def test_natural_papers_are_the_distinct_seed_and_gold_abstracts() -> None:
    from paperkg.extract import doc_text

    papers = throughput.natural_papers()
    texts = [doc_text(p) for p in papers]
    assert len(texts) == len(set(texts)) > 200  # 118 seed papers + the dev sets, each once
    assert all(p.abstract for p in papers)


def test_repeated_runs_report_the_median_of_each_timing_and_agree_only_if_all_agree() -> None:
    runs = [
        {"one": 1.0, "many": 0.70, "same": True, "label": "first"},
        {"one": 0.8, "many": 0.45, "same": True, "label": "second"},
        {"one": 0.9, "many": 0.50, "same": False, "label": "third"},
    ]
    merged = throughput.median_runs(runs)
    assert merged == {"one": 0.9, "many": 0.50, "same": False, "label": "first"}
    assert throughput.median_runs(runs[:2])["same"] is True


def test_table_lists_incremental_builds_and_marks_a_rebuild_that_extracted_too_much() -> None:
    good = {"added": 10, "cold_s": 9.0, "added_s": 4.2, "extracted": 10, "cached": 9990, "same_bytes": True,
            "exit_code": 0}  # fmt: skip
    bad = dict(good, extracted=10_000, cached=0, same_bytes=False)
    lines = throughput.table([_full(10_000, incremental=good), _full(1000, incremental=bad)], INFO, 2).splitlines()
    assert any(line.startswith("Incremental builds:") for line in lines)
    assert "| 10,000 | 9.0 | 4.2 | 10 / 9,990 | yes |" in lines
    assert "| 1,000 | 9.0 | 4.2 | 10,000 / 0 ✗ | no ✗ |" in lines
    assert not any(line.startswith("Incremental") for line in throughput.table([_full(1000)], INFO, 2).splitlines())


def test_incremental_build_extracts_only_the_added_papers_and_writes_the_uncached_bytes(tmp_path: Path) -> None:
    import synthetic

    corpus = synthetic.write_corpus(tmp_path / "corpus.jsonl", 30)
    reference = tmp_path / "uncached"
    seconds, _, code = throughput.bench_end_to_end(corpus, reference, jobs=1, timeout=600, store=False)
    assert code == 0 and seconds > 0
    result = throughput.bench_incremental(corpus, tmp_path / "work", jobs=1, timeout=600, reference=reference)
    assert result["exit_code"] == 0 and result["cold_s"] > 0 and result["added_s"] > 0
    assert (result["extracted"], result["cached"]) == (10, 20)
    assert result["same_bytes"] is True
    (reference / "paperkg.json").write_bytes(b"{}")  # a reference that differs is reported as such
    assert throughput.bench_incremental(corpus, tmp_path / "work", jobs=1, timeout=600, reference=reference)["same_bytes"] is False
