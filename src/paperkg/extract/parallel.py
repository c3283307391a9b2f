"""Extraction at any corpus size: worker processes, a Dask cluster, a cache.

:func:`extract_facts` is what ``paperkg build`` runs. It

1. looks every paper up in the :class:`~paperkg.extract.cache.FactsCache`
   (when one is given) and extracts only the misses;
2. extracts them in this process when that is cheapest (one job, or fewer
   than :data:`MIN_PARALLEL` papers: starting workers costs more than it
   saves), else in chunks of papers on a :class:`~paperkg.executors.LocalExecutor`
   (``jobs`` processes) or a :class:`~paperkg.executors.DaskExecutor`;
3. yields one :class:`~paperkg.model.PaperFacts` per paper, **in the order of
   the papers**, whatever ran where.

Each worker process has one spaCy pipeline (:func:`worker_nlp`), built once:
forked workers inherit it from this process, workers of a fork server from
the server (which imports :mod:`paperkg.extract.warm`), Dask workers build it
on their first task. Workers send back only compact, picklable
``PaperFacts``, never spaCy ``Doc`` objects (shipping Docs between processes
is what makes ``nlp.pipe(n_process=2)`` slower than one process). Extraction
is per paper, so the output is the same for any number of jobs, any chunking
and any executor.

Examples:
    >>> chunk_size(100_000, 2)
    256
    >>> chunk_size(1_000, 2)
    63
    >>> chunk_size(10, 4)
    16
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from paperkg.model import Paper, PaperFacts

__all__ = [
    "MIN_PARALLEL",
    "ExtractStats",
    "chunk_size",
    "extract_chunk",
    "extract_facts",
    "extract_serial",
    "worker_nlp",
]

#: Below this many papers to extract, the local executor runs in-process:
#: worker start-up (importing spaCy, building the pipeline) would cost more
#: than the second core saves.
MIN_PARALLEL = 400

_MIN_CHUNK = 16
_MAX_CHUNK = 256
_CHUNKS_PER_WORKER = 8  # enough chunks to balance load, few enough to amortise IPC
_BATCH = 64  # papers per nlp.pipe batch in one process


@dataclass
class ExtractStats:
    """What :func:`extract_facts` did: papers seen, served from the cache, extracted."""

    papers: int = 0
    cached: int = 0
    extracted: int = 0
    workers: int = 0


def chunk_size(papers: int, workers: int) -> int:
    """Papers per task: about eight tasks per worker, between 16 and 256.

    Examples:
        >>> chunk_size(0, 1)
        16
    """
    wanted = math.ceil(papers / max(1, workers * _CHUNKS_PER_WORKER))
    return max(_MIN_CHUNK, min(_MAX_CHUNK, wanted))


@functools.cache
def worker_nlp() -> Any:
    """This process's spaCy pipeline, built once on first use."""
    from paperkg.extract import build_nlp

    return build_nlp()


def _init_worker() -> None:
    worker_nlp()


def extract_serial(papers: Iterable[Paper]) -> Iterator[PaperFacts]:
    """Extract ``papers`` in this process, in order, batch by batch (cached pipeline)."""
    from paperkg import extract

    nlp = worker_nlp()
    batch: list[Paper] = []
    for paper in papers:
        batch.append(paper)
        if len(batch) >= _BATCH:
            yield from extract.extract_batch(batch, nlp)
            batch = []
    if batch:
        yield from extract.extract_batch(batch, nlp)


def extract_chunk(papers: Sequence[Paper]) -> list[PaperFacts]:
    """The worker task: the facts of a chunk of papers, in order."""
    return list(extract_serial(papers))


def _extract_many(
    papers: list[Paper], jobs: int, executor: str, scheduler: str | None, stats: ExtractStats
) -> Iterator[PaperFacts]:
    from paperkg.executors import default_start_method, make_executor

    if executor == "local" and (jobs <= 1 or len(papers) < MIN_PARALLEL):
        stats.workers = 1
        yield from extract_serial(papers)
        return
    if not papers:
        return
    if executor == "local":
        if default_start_method() == "fork":
            worker_nlp()  # built once here, inherited by every forked worker
        runner = make_executor("local", jobs=jobs, initializer=_init_worker, preload=["paperkg.extract.warm"])
    else:
        runner = make_executor(executor, jobs=jobs, scheduler=scheduler)
    with runner:
        workers = runner.workers()
        stats.workers = workers
        size = chunk_size(len(papers), workers)
        chunks = (papers[i : i + size] for i in range(0, len(papers), size))
        for facts in runner.map(extract_chunk, chunks):
            yield from facts


def extract_facts(
    papers: Iterable[Paper],
    *,
    jobs: int | None = None,
    executor: str = "local",
    scheduler: str | None = None,
    cache: str | Path | Any | None = None,
    stats: ExtractStats | None = None,
) -> Iterator[PaperFacts]:
    """The facts of every paper, in order, extracted where it is fastest.

    Args:
        papers: The papers.
        jobs: Worker processes (``None``: one per core). With ``"local"``,
            one job or a small input runs in this process.
        executor: ``"local"`` (process pool) or ``"dask"``.
        scheduler: Dask scheduler address (``None``: a ``LocalCluster``).
        cache: A cache folder or an open
            :class:`~paperkg.extract.cache.FactsCache`; ``None`` disables it.
        stats: Filled in with counts when given.

    Yields:
        One :class:`PaperFacts` per paper, in the order of ``papers``.
    """
    from paperkg.executors import EXECUTORS, default_jobs

    if executor not in EXECUTORS:
        raise ValueError(f"unknown executor {executor!r}; choose from {', '.join(EXECUTORS)}")
    stats = stats if stats is not None else ExtractStats()
    papers = list(papers)
    jobs = jobs or default_jobs()
    stats.papers = len(papers)
    if cache is None:
        stats.extracted = len(papers)
        yield from _extract_many(papers, jobs, executor, scheduler, stats)
        return

    from paperkg.extract.cache import FactsCache, paper_fingerprint

    store = cache if isinstance(cache, FactsCache) else FactsCache(cache)
    try:
        fingerprints = [paper_fingerprint(p) for p in papers]
        hits = store.get(fingerprints)
        todo = [p for p, fp in zip(papers, fingerprints) if fp not in hits]
        stats.cached = len(papers) - len(todo)
        stats.extracted = len(todo)
        fresh = _extract_many(todo, jobs, executor, scheduler, stats)
        new: list[tuple[str, PaperFacts]] = []
        for fingerprint in fingerprints:
            facts = hits.get(fingerprint)
            if facts is None:
                facts = next(fresh)
                new.append((fingerprint, facts))
                if len(new) >= 2_000:
                    store.put(new)
                    new = []
            yield facts
        if new:
            store.put(new)
        fresh.close()
    finally:
        if store is not cache:
            store.close()
