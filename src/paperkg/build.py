"""The whole pipeline: read inputs, extract facts, assemble the graph, write it.

``build`` is what ``paperkg build`` calls. It renders the outputs one at a
time, stages each beside its target, and renames them all only once every one
succeeded, so a run that fails part-way leaves the previous outputs untouched
(and only one output is held in memory at a time).
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from paperkg.model import KnowledgeGraph

__all__ = ["BuildSummary", "OUTPUT_FORMATS", "DEFAULT_FORMATS", "build", "build_graph"]

#: Output formats ``build`` can write: name -> file name in the output folder.
OUTPUT_FORMATS: dict[str, str] = {
    "ttl": "paperkg.ttl",
    "nt": "paperkg.nt",
    "jsonld": "paperkg.jsonld",
    "json": "paperkg.json",
    "html": "paperkg.html",
}

#: What ``paperkg build`` writes when no ``--format`` is given.
DEFAULT_FORMATS: tuple[str, ...] = ("ttl", "json", "html")


@dataclass
class BuildSummary:
    """What a build read, made and wrote; printed at the end of ``paperkg build``."""

    records_read: int = 0
    papers: int = 0
    duplicates_merged: int = 0
    rejected: list = field(default_factory=list)
    warnings: list = field(default_factory=list)
    nodes: dict[str, int] = field(default_factory=dict)
    comparisons: int = 0
    outputs: list[Path] = field(default_factory=list)
    seconds: float = 0.0
    extracted: int = 0
    cached: int = 0


ProgressHook = Callable[[int, int], None]


def build_graph(
    inputs: Sequence[str | Path],
    *,
    input_format: str | None = None,
    jobs: int | None = 1,
    progress: ProgressHook | None = None,
    summary: BuildSummary | None = None,
    executor: str = "local",
    scheduler: str | None = None,
    cache: str | Path | None = None,
    skip: Sequence[str | Path] = (),
) -> KnowledgeGraph:
    """Read ``inputs`` and extract a :class:`KnowledgeGraph` (nothing is written).

    Args:
        inputs: Files or folders (``"-"`` reads standard input).
        input_format: Force one reader instead of guessing per file.
        jobs: Worker processes for extraction (``None``: one per core).
        progress: Called as ``progress(done, total)`` while papers are extracted.
        summary: Filled in with counts when given.
        executor: Where extraction runs: ``"local"`` processes or ``"dask"``.
        scheduler: Dask scheduler address (``None``: a local Dask cluster).
        cache: Folder of the extracted-facts cache (``None``: no cache).
        skip: Folders not read when a folder input holds them (:func:`build`
            passes its output folder and store).
    """
    from paperkg.extract import vocabulary_entities
    from paperkg.extract.parallel import ExtractStats, extract_facts
    from paperkg.ingest import load_papers

    summary = summary if summary is not None else BuildSummary()
    loaded = load_papers(inputs, input_format=input_format, jobs=jobs if executor == "local" else 1, skip=skip)
    papers = loaded.papers
    summary.records_read = loaded.records_read
    summary.duplicates_merged = loaded.duplicates_merged
    summary.rejected = list(loaded.rejected)
    summary.warnings = list(loaded.warnings)
    summary.papers = len(papers)

    facts = []
    total = len(papers)
    if progress:
        progress(0, total)
    stats = ExtractStats()
    extracted = extract_facts(papers, jobs=jobs, executor=executor, scheduler=scheduler, cache=cache, stats=stats)
    for done, fact in enumerate(extracted, start=1):
        facts.append(fact)
        if progress:
            progress(done, total)
    summary.extracted, summary.cached = stats.extracted, stats.cached
    kg = KnowledgeGraph.from_parts(papers, vocabulary_entities(), facts)
    _count(kg, summary)
    return kg


def _count(kg: KnowledgeGraph, summary: BuildSummary) -> None:
    kinds = Counter(e.kind for e in kg.used_entities())
    summary.nodes = {"paper": len(kg.papers), **{k: kinds.get(k, 0) for k in ("system", "technique", "hardware")}}
    summary.comparisons = sum(len(f.comparisons) for f in kg.facts.values())


def render_outputs(kg: KnowledgeGraph, formats: Iterable[str]) -> dict[str, bytes]:
    """Render each requested output format to bytes (file name -> content)."""
    rendered: dict[str, bytes] = {}
    for fmt in formats:
        name = OUTPUT_FORMATS[fmt]
        if fmt in ("ttl", "nt", "jsonld"):
            from paperkg.export.rdf import render_rdf

            rendered[name] = render_rdf(kg, fmt).encode("utf-8")
        elif fmt == "json":
            from paperkg.export.nx import render_json

            rendered[name] = render_json(kg).encode("utf-8")
        elif fmt == "html":
            from paperkg.export.html import render_html

            rendered[name] = render_html(kg).encode("utf-8")
    return rendered


def _write_chunks(path: Path, chunks: Iterable[str], opened: Callable[[Path], None] | None = None) -> None:
    """Write text chunks as UTF-8 to ``path`` through a temporary file and a rename.

    ``opened(tmp)`` is called with the temporary file's path once it exists, before anything is written.
    """
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            if opened is not None:
                opened(Path(tmp))
            for chunk in chunks:
                handle.write(chunk)
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)  # mkstemp makes 0600; outputs get the usual mode
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def build(
    inputs: Sequence[str | Path] = ("seeds",),
    out: str | Path = "graphs",
    *,
    formats: Iterable[str] = DEFAULT_FORMATS,
    input_format: str | None = None,
    jobs: int | None = 1,
    progress: ProgressHook | None = None,
    executor: str = "local",
    scheduler: str | None = None,
    cache: str | Path | None = None,
    store: str | Path | None = None,
) -> BuildSummary:
    """Build the graph of ``inputs`` and write it into the folder ``out``.

    ``jobs``, ``executor``, ``scheduler`` and ``cache`` are passed to
    :func:`build_graph`; none of them changes the bytes written.
    ``store`` (``oxigraph:DIR``) also bulk-loads the graph into an on-disk
    Oxigraph store, replacing what it held (see :mod:`paperkg.store`).

    A folder input is read without ``out``, the store and the cache folders
    inside it, so a build into a folder within its input (``build(["."],
    "graphs")``) never reads its own earlier output.

    Returns:
        A :class:`BuildSummary` (counts, skipped input, files written, seconds).
    """
    from paperkg.io import atomic_write_bytes
    from paperkg.store import store_path

    started = time.perf_counter()
    summary = BuildSummary()
    formats = list(dict.fromkeys(formats))
    unknown = [f for f in formats if f not in OUTPUT_FORMATS]
    if unknown:
        raise ValueError(f"unknown output format(s) {unknown}; choose from {sorted(OUTPUT_FORMATS)}")
    kg = build_graph(
        inputs,
        input_format=input_format,
        jobs=jobs,
        progress=progress,
        summary=summary,
        executor=executor,
        scheduler=scheduler,
        cache=cache,
        skip=[out, *([store_path(store)] if store is not None else []), *([cache] if cache is not None else [])],
    )
    out_dir = Path(out)
    staged: list[tuple[Path, Path]] = []
    loading = None  # the store, filled from the first Turtle/N-Triples output in a thread while others render
    try:
        # one output in memory at a time: each is staged beside its target as
        # soon as it is rendered, and all are renamed once every one succeeded
        parts = None  # node and edge attributes made on demand, shared by the JSON and the page
        for fmt in formats:
            if fmt in ("json", "html"):
                from paperkg.export.nx import graph_parts

                parts = parts or graph_parts(kg)
            if fmt == "json":  # streamed to disk: the largest output is never held whole
                from paperkg.export.nx import iter_json

                name = OUTPUT_FORMATS[fmt]
                _write_chunks(out_dir / f".{name}.staged", iter_json(kg, parts=parts))
                staged.append((out_dir / f".{name}.staged", out_dir / name))
                continue
            if fmt == "html":
                from paperkg.export.html import render_html
                from paperkg.export.html_data import PartsGraph

                rendered = {OUTPUT_FORMATS[fmt]: render_html(PartsGraph(*parts)).encode("utf-8")}
            elif fmt in ("ttl", "nt", "jsonld"):  # streamed to disk as well
                from paperkg.export.rdf import iter_rdf

                name = OUTPUT_FORMATS[fmt]
                # the store follows the first Turtle or N-Triples file from its first byte (Oxigraph loads both)
                feeds_store = store is not None and loading is None and fmt != "jsonld"

                def start_loading(tmp: Path) -> None:
                    from paperkg.store import StoreLoad

                    nonlocal loading
                    loading = StoreLoad(tmp, store, turtle=fmt == "ttl", still_written=True)

                _write_chunks(out_dir / f".{name}.staged", iter_rdf(kg, fmt), opened=start_loading if feeds_store else None)
                staged.append((out_dir / f".{name}.staged", out_dir / name))
                if feeds_store:
                    loading.written()
                continue
            else:
                rendered = render_outputs(kg, [fmt])
            for name, data in rendered.items():
                atomic_write_bytes(out_dir / f".{name}.staged", data)
                staged.append((out_dir / f".{name}.staged", out_dir / name))
            rendered = data = None  # free this output before rendering the next
        for tmp, target in staged:
            os.replace(tmp, target)
            summary.outputs.append(target)
    except BaseException:
        if loading is not None:
            loading.cancel()  # the old store stays as it was
        raise
    finally:
        for tmp, _ in staged:
            tmp.unlink(missing_ok=True)
    if loading is not None:  # the graph is freed while the loader finishes
        kg = parts = None
        summary.outputs.append(loading.finish())
    elif store is not None:  # no Turtle or N-Triples output: the store is filled from the graph
        from paperkg.store import write_store

        summary.outputs.append(write_store(kg, store))
    summary.seconds = time.perf_counter() - started
    return summary
