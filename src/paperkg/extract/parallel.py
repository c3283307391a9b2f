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

Each worker process has one spaCy pipeline (:func:`worker_nlp`), built and
warmed once (:func:`warm_worker`: the rules' lazily compiled regexes and
tables too): forked workers inherit it from this process, which builds it
before the pool starts, workers of a fork server from the server (which
imports :mod:`paperkg.extract.warm`), Dask workers build it on their first
task. Forked workers also inherit the papers, so a task is only a range of
indices; other workers get the chunk of papers. Workers send back only
compact facts (:func:`encode_facts`: plain tuples, without the evidence
sentences, which are slices of the abstracts this process already has),
never spaCy ``Doc`` objects (shipping Docs between processes is what makes
``nlp.pipe(n_process=2)`` slower than one process). Extraction is per paper,
so the output is the same for any number of jobs, any chunking and any
executor.

Examples:
    >>> [stop - start for start, stop in chunk_bounds(1_000, 2)]
    [250, 188, 141, 106, 79, 59, 45, 33, 25, 19, 16, 16, 16, 7]
    >>> {stop - start for start, stop in chunk_bounds(100_000, 2)[:300]}
    {256}
"""

from __future__ import annotations

import contextlib
import functools
import gc
import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from paperkg.model import Comparison, Entity, Paper, PaperFacts

__all__ = [
    "MIN_PARALLEL",
    "ExtractStats",
    "chunk_bounds",
    "decode_facts",
    "encode_facts",
    "extract_chunk",
    "extract_encoded",
    "extract_facts",
    "extract_serial",
    "warm_worker",
    "worker_nlp",
]

#: Below this many papers to extract, the local executor runs in-process:
#: worker start-up (importing spaCy, building the pipeline) would cost more
#: than the second core saves.
MIN_PARALLEL = 400

_MIN_CHUNK = 16
_MAX_CHUNK = 256


@dataclass
class ExtractStats:
    """What :func:`extract_facts` did: papers seen, served from the cache, extracted."""

    papers: int = 0
    cached: int = 0
    extracted: int = 0
    workers: int = 0


def chunk_bounds(papers: int, workers: int, most: int = _MAX_CHUNK) -> list[tuple[int, int]]:
    """The tasks' ``(start, stop)`` ranges: large first, smaller towards the end (guided scheduling).

    Each task takes a ``2 * workers``-th of the papers still left, between 16
    and ``most`` (256): a worker runs a task's papers through the pipeline as
    one batch, and a batch of 256 costs about 6% less CPU per paper than one
    of 64 (see ``paperkg.extract._BATCH_SIZE``), while the small last tasks
    keep every worker busy until the end. Tasks are handed out in order, each
    to the next free worker.

    Examples:
        >>> chunk_bounds(40, 2)
        [(0, 16), (16, 32), (32, 40)]
        >>> chunk_bounds(0, 2)
        []
    """
    bounds: list[tuple[int, int]] = []
    start = 0
    while start < papers:
        size = max(_MIN_CHUNK, min(most, math.ceil((papers - start) / (2 * max(1, workers)))))
        bounds.append((start, min(papers, start + size)))
        start += size
    return bounds


@functools.cache
def worker_nlp() -> Any:
    """This process's spaCy pipeline, built once on first use."""
    from paperkg.extract import build_nlp

    return build_nlp()


#: A sample abstract that takes extraction through its rules once, so their
#: lazily built regexes and tables exist before the workers fork.
_WARM_PAPER = Paper(
    key="paperkg-warm-up",
    title="Quill: Fast Tensor and Pipeline Parallel Serving on GPUs",
    abstract=(
        "We present Quill (QL), a novel system that overlaps all-to-all communication with expert computation and offloads "
        "the KV cache to host memory, combining data and tensor parallelism. Prefill and decode phases run on "
        "separate GPUs. On 8 NVIDIA H100 GPUs, Quill achieves up to 2.1x higher throughput than vLLM and "
        "reduces latency by 35% compared to DeepSpeed, with 4-bit quantization and speculative decoding."
    ),
)


_warmed: list[Any] = []  # the pipeline warm_worker last ran


def warm_worker() -> None:
    """Build this process's pipeline and run it once on a sample paper (once per pipeline).

    Called before forking workers (they inherit everything warm) and as the
    initializer of workers that do not fork from a warm process.
    """
    from paperkg import extract

    nlp = worker_nlp()
    if not _warmed or _warmed[0] is not nlp:
        extract.extract_batch([_WARM_PAPER], nlp)
        _warmed[:] = [nlp]


def _init_worker() -> None:
    warm_worker()


def extract_serial(papers: Iterable[Paper]) -> Iterator[PaperFacts]:
    """Extract ``papers`` in this process, in order, batch by batch (cached pipeline)."""
    from paperkg import extract

    nlp = worker_nlp()
    size = extract._BATCH_SIZE  # papers per nlp.pipe batch: larger batches cost less CPU
    batch: list[Paper] = []
    for paper in papers:
        batch.append(paper)
        if len(batch) >= size:
            yield from extract.extract_batch(batch, nlp)
            batch = []
    if batch:
        yield from extract.extract_batch(batch, nlp)


def extract_chunk(papers: Sequence[Paper]) -> list[PaperFacts]:
    """The facts of a chunk of papers, in order."""
    return list(extract_serial(papers))


_COMPARISON_FIELDS = tuple(f for f in Comparison.__dataclass_fields__ if f != "evidence")
_EVIDENCE_AT = list(Comparison.__dataclass_fields__).index("evidence")
_ENTITY_FIELDS = tuple(Entity.__dataclass_fields__)


def encode_facts(facts: PaperFacts, abstract: str) -> tuple:
    """``facts`` as plain tuples, cheap to pickle; :func:`decode_facts` gives them back.

    A comparison's evidence is left out when it is the slice ``abstract[start:end]``
    (always, for extracted facts), so it does not travel between processes.

    Examples:
        >>> from paperkg.model import Comparison, Entity
        >>> c = Comparison(subject="q", baseline="v", metric="speedup", evidence="2x", start=3, end=5, rule="r")
        >>> f = PaperFacts(paper="k", proposes=("q",), comparisons=(c,), entities=(Entity("system", "q", "Q"),))
        >>> decode_facts(encode_facts(f, "is 2x"), "is 2x") == f
        True
    """
    comparisons = tuple(
        (None if c.evidence == abstract[c.start: c.end] else c.evidence, *(getattr(c, name) for name in _COMPARISON_FIELDS))
        for c in facts.comparisons
    )
    entities = tuple(tuple(getattr(e, name) for name in _ENTITY_FIELDS) for e in facts.entities)
    return (facts.paper, facts.proposes, facts.techniques, facts.hardware, facts.hardware_classes, facts.baselines,
            comparisons, entities)


def decode_facts(row: tuple, abstract: str) -> PaperFacts:
    """The :class:`PaperFacts` that :func:`encode_facts` encoded (``abstract``: the same paper's abstract)."""
    paper, proposes, techniques, hardware, classes, baselines, comparisons, entities = row
    at = _EVIDENCE_AT
    return PaperFacts(
        paper, proposes, techniques, hardware, classes, baselines,
        tuple(
            Comparison(*c[1: at + 1], abstract[c[at + 1]: c[at + 2]] if c[0] is None else c[0], *c[at + 1:])
            for c in comparisons
        ),
        tuple(Entity(*e) for e in entities),
    )


def extract_encoded(papers: Sequence[Paper]) -> list[tuple]:
    """The worker task: the facts of a chunk of papers, in order, encoded (:func:`encode_facts`)."""
    return [encode_facts(facts, paper.abstract) for paper, facts in zip(papers, extract_serial(papers))]


#: The papers of the current run, for forked workers (they inherit them): a task is then a range of indices.
_SHARED: Sequence[Paper] = ()


def _extract_range(bounds: tuple[int, int]) -> list[tuple]:
    """The worker task in a forked worker: :func:`extract_encoded` of ``_SHARED[start:stop]``."""
    start, stop = bounds
    return extract_encoded(_SHARED[start:stop])


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
    forked = executor == "local" and default_start_method() == "fork"
    if forked:
        # built and warmed once here, inherited by every forked worker, with the papers
        warm_worker()
        runner = make_executor("local", jobs=jobs, start_method="fork")
    elif executor == "local":
        runner = make_executor("local", jobs=jobs, initializer=_init_worker, preload=["paperkg.extract.warm"])
    else:
        runner = make_executor(executor, jobs=jobs, scheduler=scheduler)
    with _shared(papers if forked else ()), runner:
        workers = runner.workers()
        stats.workers = workers
        bounds = chunk_bounds(len(papers), workers)
        if forked:
            encoded = runner.map(_extract_range, bounds)
        else:
            encoded = runner.map(extract_encoded, (papers[start:stop] for start, stop in bounds))
        for (start, stop), rows in zip(bounds, encoded):
            for paper, row in zip(papers[start:stop], rows):
                yield decode_facts(row, paper.abstract)


@contextlib.contextmanager
def _shared(papers: Sequence[Paper]) -> Iterator[None]:
    """Publish ``papers`` to forked workers for the duration, with the garbage collector's objects frozen.

    Freezing keeps the collector from touching the objects the workers
    inherit (which would copy their memory pages, one by one).
    """
    global _SHARED
    _SHARED = papers
    frozen = bool(papers)
    if frozen:
        gc.freeze()
    try:
        yield
    finally:
        _SHARED = ()
        if frozen:
            gc.unfreeze()


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
