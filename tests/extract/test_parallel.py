"""Parallel extraction: worker processes give the same facts and files as one process."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

import paperkg.extract.parallel as parallel
from paperkg.build import OUTPUT_FORMATS
from paperkg.cli import app
from paperkg.executors import LocalExecutor
from paperkg.extract.parallel import ExtractStats, chunk_bounds, extract_facts
from paperkg.model import Paper, PaperFacts

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"
runner = CliRunner()


@pytest.fixture(scope="module")
def seed_papers() -> list[Paper]:
    from paperkg.ingest import load_papers

    return list(load_papers([SEEDS]).papers)


@pytest.fixture(scope="module")
def serial_facts(seed_papers: list[Paper]) -> list[PaperFacts]:
    return list(extract_facts(seed_papers, jobs=1))


def test_two_worker_processes_give_the_facts_of_one_process(
    seed_papers: list[Paper], serial_facts: list[PaperFacts], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(parallel, "MIN_PARALLEL", 0)
    stats = ExtractStats()
    facts = list(extract_facts(seed_papers, jobs=2, stats=stats))
    assert stats.workers == 2
    assert [f.paper for f in facts] == [p.key for p in seed_papers]  # in order
    assert facts == serial_facts


def test_facts_travel_encoded_without_their_evidence(seed_papers: list[Paper], serial_facts: list[PaperFacts]) -> None:
    rows = [parallel.encode_facts(f, p.abstract) for p, f in zip(seed_papers, serial_facts)]
    assert [parallel.decode_facts(row, p.abstract) for p, row in zip(seed_papers, rows)] == serial_facts
    encoded = [c for row in rows for c in row[6]]
    assert encoded and all(c[0] is None for c in encoded)  # evidence is rebuilt from the abstract
    assert all(isinstance(x, (str, int, float, tuple, type(None))) for row in rows for x in row)


def test_forked_workers_start_warm_and_read_the_papers_they_inherited(
    seed_papers: list[Paper], serial_facts: list[PaperFacts], monkeypatch: pytest.MonkeyPatch
) -> None:
    from paperkg.executors import default_start_method

    if default_start_method() != "fork":
        pytest.skip("workers are forked only from a process without threads")
    monkeypatch.setattr(parallel, "MIN_PARALLEL", 0)
    tasks: list[object] = []
    real_map = LocalExecutor.map
    monkeypatch.setattr(LocalExecutor, "map", lambda self, fn, items, **kw: real_map(self, fn, tasks.extend(items) or list(tasks), **kw))
    assert list(extract_facts(seed_papers, jobs=2)) == serial_facts
    assert tasks and all(isinstance(t, tuple) and len(t) == 2 for t in tasks)  # index ranges, not pickled papers
    assert parallel._SHARED == ()  # released after the run
    assert parallel._warmed and parallel._warmed[0] is parallel.worker_nlp()  # warmed here, before the fork


def test_the_public_extract_papers_dispatches_to_the_pool(
    seed_papers: list[Paper], serial_facts: list[PaperFacts], monkeypatch: pytest.MonkeyPatch
) -> None:
    from paperkg.extract import extract_papers

    monkeypatch.setattr(parallel, "MIN_PARALLEL", 0)
    assert list(extract_papers(seed_papers[:40], jobs=2)) == serial_facts[:40]
    assert list(extract_papers(seed_papers[:5], jobs=1)) == serial_facts[:5]


def test_small_inputs_are_extracted_in_process(seed_papers: list[Paper], monkeypatch: pytest.MonkeyPatch) -> None:
    import paperkg.extract

    calls: list[int] = []
    real = paperkg.extract.facts_from_doc
    monkeypatch.setattr(paperkg.extract, "facts_from_doc", lambda p, doc: calls.append(os.getpid()) or real(p, doc))
    stats = ExtractStats()
    list(extract_facts(seed_papers[:12], jobs=2, stats=stats))
    assert parallel.MIN_PARALLEL > 12
    assert stats.workers == 1 and calls == [os.getpid()] * 12


# test modules are not importable in workers (importlib mode): ship code as text to a builtin
_PIPELINES_BUILT = (
    "(__import__('os').getpid(), "
    "__import__('paperkg.extract.parallel', fromlist=['_']).worker_nlp.cache_info().misses)"
)


def test_each_worker_builds_its_pipeline_once_at_start() -> None:
    with LocalExecutor(2, initializer=parallel._init_worker) as pool:
        seen = dict(pool.map(eval, [_PIPELINES_BUILT] * 16, window=8))
    assert seen and set(seen.values()) == {1}  # built by the initializer, never again
    assert os.getpid() not in seen


@pytest.mark.parametrize("papers, workers", [(1, 2), (17, 2), (1_000, 2), (10_000, 2), (2_000, 8), (100_000, 3)])
def test_chunks_cover_every_paper_once_large_first_and_bounded(papers: int, workers: int) -> None:
    bounds = chunk_bounds(papers, workers)
    assert [i for start, stop in bounds for i in range(start, stop)] == list(range(papers))
    sizes = [stop - start for start, stop in bounds]
    assert max(sizes) <= 256 and all(size >= 16 for size in sizes[:-1])
    assert sizes == sorted(sizes, reverse=True)  # the small tasks come last, to balance the workers
    assert len(sizes) >= 2 * workers or papers < 32 * workers


def test_cli_jobs_1_and_jobs_2_write_byte_identical_files(
    seed_build: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    monkeypatch.setattr(parallel, "MIN_PARALLEL", 0)  # use the pool even for 118 papers
    formats = [arg for fmt in OUTPUT_FORMATS for arg in ("--format", fmt)]
    out = tmp_path / "two"
    result = runner.invoke(app, ["build", "seeds", "--out", str(out), "--jobs", "2", "--no-cache", "-q", *formats])
    assert result.exit_code == 0, result.output
    for name in OUTPUT_FORMATS.values():
        assert (out / name).read_bytes() == (seed_build / name).read_bytes(), name
    assert not (tmp_path / ".paperkg-cache").exists()  # --no-cache wrote no cache


def test_cli_caches_beside_the_output_by_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    args = ["build", "seeds", "--out", str(tmp_path / "graphs"), "-q", "--format", "json"]
    first = runner.invoke(app, args)
    second = runner.invoke(app, args)
    assert first.exit_code == 0 and second.exit_code == 0, first.output + second.output
    assert (tmp_path / ".paperkg-cache" / "facts.sqlite").is_file()
    assert "extracted 118 papers, 0 from the cache" in first.output
    assert "extracted 0 papers, 118 from the cache" in second.output


def test_cli_rejects_a_scheduler_without_dask(tmp_path: Path) -> None:
    result = runner.invoke(app, ["build", "seeds", "--out", str(tmp_path), "--scheduler", "tcp://127.0.0.1:1"])
    assert result.exit_code == 2
    assert "--executor dask" in result.output


_FRESH_PROCESS_RUN = """
import json, sys
import paperkg.extract.parallel as parallel
from paperkg.executors import default_start_method
from paperkg.ingest import load_papers
papers = load_papers([sys.argv[1]]).papers
parallel.MIN_PARALLEL = 0
start = default_start_method()  # a fresh process has no threads: its workers are forked
stats = parallel.ExtractStats()
forked = list(parallel.extract_facts(papers, jobs=2, stats=stats))
print(json.dumps({"start": start, "workers": stats.workers, "same": forked == list(parallel.extract_serial(papers))}))
"""


def test_forked_workers_in_a_fresh_process_give_the_serial_facts() -> None:
    """What ``paperkg build --jobs 2`` does (pytest's own process has threads, so it cannot fork safely)."""
    import json
    import subprocess
    import sys

    run = subprocess.run([sys.executable, "-c", _FRESH_PROCESS_RUN, str(SEEDS)], capture_output=True, text=True,
                         timeout=600, check=True)
    assert json.loads(run.stdout.strip().splitlines()[-1]) == {"start": "fork", "workers": 2, "same": True}
