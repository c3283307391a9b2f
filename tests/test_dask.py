"""Extraction on a Dask cluster gives the same facts and files as a local build."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from paperkg.build import OUTPUT_FORMATS
from paperkg.cli import app
from paperkg.executors import DaskExecutor
from paperkg.extract.parallel import ExtractStats, extract_facts

pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def cluster_address() -> Iterator[str]:
    """A real two-process Dask cluster on this machine, as a user's remote one would be."""
    from distributed import LocalCluster

    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=logging.ERROR
    ) as cluster:
        yield cluster.scheduler_address


def test_dask_executor_returns_results_in_order(cluster_address: str) -> None:
    with DaskExecutor(cluster_address) as dask:
        assert dask.workers() == 2
        assert list(dask.map(abs, range(-50, 0), window=3)) == list(range(50, 0, -1))


def test_extraction_on_a_cluster_matches_one_process(cluster_address: str) -> None:
    from paperkg.ingest import load_papers

    papers = list(load_papers([ROOT / "seeds"]).papers)
    stats = ExtractStats()
    on_cluster = list(extract_facts(papers, executor="dask", scheduler=cluster_address, stats=stats))
    assert stats.workers == 2
    assert on_cluster == list(extract_facts(papers, jobs=1))


def test_cli_dask_build_writes_the_bytes_of_the_local_build(
    seed_build: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    formats = [arg for fmt in OUTPUT_FORMATS for arg in ("--format", fmt)]
    out = tmp_path / "dask"
    args = ["build", "seeds", "--out", str(out), "--executor", "dask", "--jobs", "2", "--no-cache", "-q", *formats]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    for name in OUTPUT_FORMATS.values():
        assert (out / name).read_bytes() == (seed_build / name).read_bytes(), name
