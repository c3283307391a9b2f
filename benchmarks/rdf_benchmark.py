"""RDF at scale: rdflib in memory vs an on-disk Oxigraph store, in one run.

Builds the seed graph with the real pipeline, varies it into a synthetic corpus
of ``--papers`` papers (``rdf_synthetic.py``), then measures:

* rendering: paperkg's own writers (N-Triples, Turtle, JSON-LD; CPU seconds),
  each streamed to a file, and the file sizes;
* load time: the N-Triples bulk-loaded into an on-disk Oxigraph store
  (``paperkg.store.write_store_from_file``, the same bulk load as
  ``paperkg build --store``), and parsed into an rdflib ``Graph``;
* every query of ``queries/`` on both, evaluated and every solution read,
  with the parameters the README documents; both engines must return the
  same number of rows. Oxigraph runs each query three times (the first,
  cold run and the best are kept); rdflib runs it once with a time limit
  (``--rdflib-timeout``, default 120 s; a SIGALRM stops the query), reported
  as ``> limit`` when hit rather than waited for.

Usage::

    python benchmarks/rdf_benchmark.py                        # 100,000 papers, both engines
    python benchmarks/rdf_benchmark.py --papers 10000         # a smaller full run
    python benchmarks/rdf_benchmark.py --no-rdflib            # Oxigraph only (load + queries)

Prints a Markdown table and writes it with the raw numbers to ``--out``
(default ``benchmarks/out/``). Exits with status 1 when an Oxigraph query
takes 1 s or more.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import signal
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from rdf_synthetic import synthesize  # noqa: E402

#: Each library query with the parameters the benchmark binds (as the README documents them).
QUERIES: dict[str, dict[str, str]] = {
    "leaderboard": {"baseline": "system:cublas"},
    "most-compared-baselines": {},
    "papers-per-technique": {},
    "hardware-coverage": {},
    "claims-above-threshold": {"hardware": "hardware:nvidia-h100", "threshold": "1.05"},
    "contradicting-claims": {},
    "moe-cooccurring-techniques": {},
}


def _seed_graph():
    from paperkg.build import build_graph

    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        return build_graph(["seeds"], jobs=1)
    finally:
        os.chdir(cwd)


def _timed(fn, *args, **kwargs):
    started = time.perf_counter()
    result = fn(*args, **kwargs)
    return result, time.perf_counter() - started


def _oxigraph_run(store, text: str, params: dict[str, str]) -> tuple[int, float]:
    from paperkg.query import execute, parse_param

    bound = dict(parse_param(f"{k}={v}") for k, v in params.items())
    started = time.perf_counter()
    rows = sum(1 for _ in execute(store, text, bound))
    return rows, time.perf_counter() - started


class _Timeout(Exception):
    pass


def _rdflib_run(graph, text: str, timeout: float) -> tuple[int | None, float | None]:
    """Rows and seconds of ``text`` on the rdflib graph, or ``(None, None)`` past ``timeout`` seconds.

    rdflib evaluates in Python, so a SIGALRM handler can stop it mid-query
    (no child process: forking a graph of millions of triples would copy it).
    """
    from paperkg.vocab import SPARQL_PREFIXES

    def stop(signum, frame):
        raise _Timeout

    previous = signal.signal(signal.SIGALRM, stop)
    started = time.perf_counter()
    try:
        signal.setitimer(signal.ITIMER_REAL, timeout)
        rows = sum(1 for _ in graph.query(text, initNs=SPARQL_PREFIXES))
        return rows, time.perf_counter() - started
    except _Timeout:
        return None, None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _size(path: Path) -> int:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    return path.stat().st_size


def _mb(n: int) -> str:
    return f"{n / 1e6:,.1f} MB"


def _secs(s: float | None, limit: float) -> str:
    if s is None:
        return f"> {limit:.0f} s"
    return f"{s * 1000:,.0f} ms" if s < 1 else f"{s:,.1f} s"


def _render(kg, fmt: str, path: Path) -> float:
    """Stream ``kg`` in ``fmt`` into ``path``; return the CPU seconds it took."""
    from paperkg.export.rdf import iter_rdf

    started = time.process_time()
    with open(path, "wb") as handle:
        for chunk in iter_rdf(kg, fmt):
            handle.write(chunk.encode("utf-8"))
    return time.process_time() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--papers", type=int, default=100_000, help="synthetic corpus size (default 100000)")
    parser.add_argument("--out", type=Path, default=HERE / "out", help="folder for the files, store and results")
    parser.add_argument("--rdflib-timeout", type=float, default=120.0, help="seconds per rdflib query (default 120)")
    parser.add_argument("--no-rdflib", action="store_true", help="Oxigraph only: skip loading and querying with rdflib")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    from paperkg.query import bind_params, parse_params
    from paperkg.store import open_store, write_store_from_file

    out = args.out / f"rdf-{args.papers}"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    log = lambda *a: print(*a, file=sys.stderr, flush=True)  # noqa: E731
    run_started = time.perf_counter()

    log("building the seed graph ...")
    seed_kg, t_seed = _timed(_seed_graph)
    kg, t_syn = _timed(synthesize, seed_kg, args.papers, args.seed)
    comparisons = sum(len(f.comparisons) for f in kg.facts.values())
    log(f"{len(kg.papers):,} papers, {comparisons:,} comparisons (seed build {t_seed:.1f} s, variation {t_syn:.1f} s)")

    render = {}
    for fmt, name in (("nt", "paperkg.nt"), ("ttl", "paperkg.ttl"), ("jsonld", "paperkg.jsonld")):
        render[fmt] = _render(kg, fmt, out / name)
        log(f"{name}: {_mb((out / name).stat().st_size)}, rendered in {render[fmt]:.1f} s CPU")
    nt_path = out / "paperkg.nt"
    with open(nt_path, "rb") as handle:
        triples = sum(chunk.count(b"\n") for chunk in iter(lambda: handle.read(1 << 24), b""))
    del kg

    store_dir = out / "store"
    _, t_ox_load = _timed(write_store_from_file, nt_path, f"oxigraph:{store_dir}")
    log(f"{triples:,} triples; Oxigraph store bulk-loaded in {t_ox_load:.1f} s")
    store = open_store(store_dir)

    graph, t_rdflib_load = None, None
    if not args.no_rdflib:
        from rdflib import Graph

        graph = Graph()
        _, t_rdflib_load = _timed(graph.parse, nt_path, format="nt")
        log(f"rdflib loaded {len(graph):,} triples in {t_rdflib_load:.1f} s")

    results = []
    for name, params in QUERIES.items():
        text = (ROOT / "queries" / f"{name}.rq").read_text(encoding="utf-8")
        # set the parameters in the text (the queries' VALUES lines), so both engines run the same query
        text, rest = bind_params(text, parse_params([f"{k}={v}" for k, v in params.items()]))
        assert not rest, rest
        runs = [_oxigraph_run(store, text, {}) for _ in range(3)]
        ox_rows, ox_cold = runs[0]
        ox_best = min(s for _, s in runs)
        rdf_rows = rdf_s = None
        if graph is not None:
            rdf_rows, rdf_s = _rdflib_run(graph, text, args.rdflib_timeout)
            if rdf_rows is not None and rdf_rows != ox_rows:
                raise SystemExit(f"{name}: rdflib returned {rdf_rows} rows, Oxigraph {ox_rows}")
        results.append({"query": name, "params": params, "rows": ox_rows, "oxigraph_s": ox_best,
                        "oxigraph_cold_s": ox_cold, "rdflib_s": rdf_s})
        rdflib_note = "" if graph is None else f", rdflib {f'{rdf_s:.2f} s' if rdf_s is not None else 'over the limit'}"
        log(f"{name}: {ox_rows} rows; Oxigraph {ox_best:.3f} s (cold {ox_cold:.3f} s){rdflib_note}")

    sizes = {name: _size(out / name) for name in ("paperkg.nt", "paperkg.ttl", "paperkg.jsonld", "store")}
    summary = {
        "papers": args.papers, "comparisons": comparisons, "triples": triples, "sizes": sizes,
        "render_cpu_s": render, "oxigraph_load_s": t_ox_load, "rdflib_load_s": t_rdflib_load,
        "rdflib_timeout_s": None if graph is None else args.rdflib_timeout, "queries": results,
        "run_s": time.perf_counter() - run_started,
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "machine": f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
    }
    lim = args.rdflib_timeout
    lines = [
        f"{args.papers:,} synthetic papers, {comparisons:,} comparisons, {triples:,} triples ({summary['machine']}).",
        "",
        "| output | size | paperkg writes it in (CPU) |",
        "|---|---:|---:|",
        f"| N-Triples | {_mb(sizes['paperkg.nt'])} | {render['nt']:.1f} s |",
        f"| Turtle | {_mb(sizes['paperkg.ttl'])} | {render['ttl']:.1f} s |",
        f"| JSON-LD | {_mb(sizes['paperkg.jsonld'])} | {render['jsonld']:.1f} s |",
        f"| Oxigraph store (on disk) | {_mb(sizes['store'])} | |",
        "",
    ]
    if graph is None:
        lines += ["| | Oxigraph (on disk) |", "|---|---:|", f"| bulk-load the N-Triples | {_secs(t_ox_load, lim)} |"]
        for r in results:
            lines.append(f"| {_label(r)} | {_secs(r['oxigraph_s'], lim)} |")
    else:
        lines += [
            "| | rdflib (in memory) | Oxigraph (on disk) | rdflib / Oxigraph |",
            "|---|---:|---:|---:|",
            f"| load the N-Triples | {_secs(t_rdflib_load, lim)} | {_secs(t_ox_load, lim)} | {t_rdflib_load / t_ox_load:,.1f}x |",
        ]
        for r in results:
            ratio = f"{r['rdflib_s'] / r['oxigraph_s']:,.0f}x" if r["rdflib_s"] is not None else f"> {lim / r['oxigraph_s']:,.0f}x"
            lines.append(f"| {_label(r)} | {_secs(r['rdflib_s'], lim)} | {_secs(r['oxigraph_s'], lim)} | {ratio} |")
        finished = [r for r in results if r["rdflib_s"] is not None]
        capped = len(results) - len(finished)
        if finished:
            total_rdflib = sum(r["rdflib_s"] for r in finished)
            total_ox = sum(r["oxigraph_s"] for r in finished)
            lines += ["", f"Over the {len(finished)} queries rdflib finished, Oxigraph answered {total_rdflib / total_ox:,.0f}x faster "
                      f"({total_rdflib:,.1f} s vs {total_ox:,.2f} s)."]
        if capped:
            lines += ["", f"`> {lim:.0f} s`: rdflib was stopped after {lim:.0f} s on {capped} quer{'y' if capped == 1 else 'ies'} "
                      "(the ratio is then a lower bound)."]
    slowest = max(max(r["oxigraph_s"], r["oxigraph_cold_s"]) for r in results)
    lines += ["", f"Oxigraph: best of 3 runs per query; slowest query {slowest:.3f} s counting the first (cold) run. "
              f"Whole benchmark: {summary['run_s'] / 60:.1f} min, peak RSS {summary['peak_rss_mb'] / 1024:.1f} GB."]
    table = "\n".join(lines) + "\n"
    suffix = "-oxigraph" if graph is None else ""
    (args.out / f"rdf-{args.papers}{suffix}.md").write_text(table, encoding="utf-8")
    (args.out / f"rdf-{args.papers}{suffix}.json").write_text(json.dumps(summary, indent=2), encoding="utf-8")
    print(table)
    slow = [r["query"] for r in results if max(r["oxigraph_s"], r["oxigraph_cold_s"]) >= 1.0]
    if slow:
        print(f"queries at or over 1 s with Oxigraph: {', '.join(slow)}", file=sys.stderr)
        return 1
    return 0


def _label(r: dict) -> str:
    params = " ".join(f"{k}={v}" for k, v in r["params"].items())
    return f"`{r['query']}.rq`" + (f" ({params})" if params else "") + f", {r['rows']:,} rows"


if __name__ == "__main__":
    raise SystemExit(main())
