"""RDF at scale: rdflib in memory vs an on-disk Oxigraph store, in one run.

Builds the seed graph with the real pipeline, varies it into a synthetic corpus
of ``--papers`` papers (``rdf_synthetic.py``), renders it as N-Triples, then
measures:

* file sizes: N-Triples (paperkg's writer), Turtle and JSON-LD (written by
  Oxigraph from the store: rdflib takes minutes for these at 100,000 papers),
  and the Oxigraph store folder;
* load time: the N-Triples into an rdflib ``Graph``, and bulk-loaded into an
  on-disk Oxigraph store (``paperkg.store.write_store``, what
  ``paperkg build --store`` does);
* every query of ``queries/`` on both, evaluated and every solution read,
  with the parameters the README documents; both engines must return the
  same number of rows. rdflib queries run in a forked child with a time limit
  (``--rdflib-timeout``), reported as ``>`` that limit when hit.

Usage::

    python benchmarks/rdf_benchmark.py                  # 100,000 papers
    python benchmarks/rdf_benchmark.py --papers 2000    # a quick run

Prints a Markdown table and writes it with the raw numbers to ``--out``
(default ``benchmarks/out/``).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import shutil
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


def _rdflib_child(graph, text: str, params: dict[str, str], conn) -> None:  # runs in a forked child
    from rdflib import Literal, URIRef, Variable

    from paperkg.query import parse_param
    from paperkg.vocab import SPARQL_PREFIXES

    bindings = {}
    for k, v in params.items():
        term = parse_param(f"{k}={v}")[1]
        if term.__class__.__name__ == "NamedNode":
            bindings[Variable(k)] = URIRef(term.value)
        else:
            bindings[Variable(k)] = Literal(term.value, datatype=URIRef(term.datatype.value))
    started = time.perf_counter()
    rows = sum(1 for _ in graph.query(text, initNs=SPARQL_PREFIXES, initBindings=bindings))
    conn.send((rows, time.perf_counter() - started))
    conn.close()


def _rdflib_run(graph, text: str, params: dict[str, str], timeout: float) -> tuple[int | None, float | None]:
    ctx = multiprocessing.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_rdflib_child, args=(graph, text, params, child))
    proc.start()
    child.close()
    if parent.poll(timeout):
        rows, seconds = parent.recv()
        proc.join()
        return rows, seconds
    proc.kill()
    proc.join()
    return None, None


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--papers", type=int, default=100_000, help="synthetic corpus size (default 100000)")
    parser.add_argument("--out", type=Path, default=HERE / "out", help="folder for the files, store and results")
    parser.add_argument("--rdflib-timeout", type=float, default=300.0, help="seconds per rdflib query (default 300)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    from pyoxigraph import DefaultGraph, RdfFormat
    from rdflib import Graph

    from paperkg.vocab import PREFIXES

    from paperkg.export.rdf import render_rdf
    from paperkg.query import bind_params, parse_params
    from paperkg.store import open_store, write_store

    out = args.out / f"rdf-{args.papers}"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    log = lambda *a: print(*a, file=sys.stderr, flush=True)  # noqa: E731

    log("building the seed graph ...")
    seed_kg, t_seed = _timed(_seed_graph)
    kg, t_syn = _timed(synthesize, seed_kg, args.papers, args.seed)
    comparisons = sum(len(f.comparisons) for f in kg.facts.values())
    log(f"{len(kg.papers):,} papers, {comparisons:,} comparisons (seed build {t_seed:.1f} s, variation {t_syn:.1f} s)")

    nt, t_render = _timed(render_rdf, kg, "nt")
    nt_path = out / "paperkg.nt"
    nt_path.write_text(nt, encoding="utf-8")
    triples = nt.count("\n")
    log(f"{triples:,} triples; N-Triples rendered in {t_render:.1f} s")
    del kg

    store_dir = out / "store"
    _, t_ox_load = _timed(write_store, nt.encode("utf-8"), f"oxigraph:{store_dir}")
    del nt
    log(f"Oxigraph store loaded in {t_ox_load:.1f} s")
    store = open_store(store_dir)
    for suffix, fmt in ((".ttl", RdfFormat.TURTLE), (".jsonld", RdfFormat.JSON_LD)):
        store.dump(str(out / f"paperkg{suffix}"), format=fmt, from_graph=DefaultGraph(), prefixes=PREFIXES)

    graph = Graph()
    _, t_rdflib_load = _timed(graph.parse, nt_path, format="nt")
    log(f"rdflib loaded {len(graph):,} triples in {t_rdflib_load:.1f} s")

    results = []
    for name, params in QUERIES.items():
        text = (ROOT / "queries" / f"{name}.rq").read_text(encoding="utf-8")
        # set the parameters in the text (the queries' VALUES lines), so both engines run the same query
        text, rest = bind_params(text, parse_params([f"{k}={v}" for k, v in params.items()]))
        assert not rest, rest
        ox_rows, ox_s = _oxigraph_run(store, text, {})
        ox_rows2, ox_s2 = _oxigraph_run(store, text, {})  # warm
        rdf_rows, rdf_s = _rdflib_run(graph, text, {}, args.rdflib_timeout)
        if rdf_rows is not None and rdf_rows != ox_rows:
            raise SystemExit(f"{name}: rdflib returned {rdf_rows} rows, Oxigraph {ox_rows}")
        results.append({"query": name, "params": params, "rows": ox_rows, "oxigraph_s": min(ox_s, ox_s2),
                        "oxigraph_cold_s": ox_s, "rdflib_s": rdf_s})
        log(f"{name}: {ox_rows} rows; Oxigraph {min(ox_s, ox_s2):.3f} s, rdflib {rdf_s if rdf_s else 'timeout'}")

    sizes = {name: _size(out / name) for name in ("paperkg.nt", "paperkg.ttl", "paperkg.jsonld", "store")}
    summary = {
        "papers": args.papers, "comparisons": comparisons, "triples": triples, "sizes": sizes,
        "render_nt_s": t_render, "oxigraph_load_s": t_ox_load, "rdflib_load_s": t_rdflib_load,
        "rdflib_timeout_s": args.rdflib_timeout, "queries": results,
        "machine": f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
    }
    lim = args.rdflib_timeout
    lines = [
        f"{args.papers:,} synthetic papers, {comparisons:,} comparisons, {triples:,} triples ({summary['machine']}).",
        "",
        "| | size |",
        "|---|---:|",
        f"| N-Triples | {_mb(sizes['paperkg.nt'])} |",
        f"| Turtle | {_mb(sizes['paperkg.ttl'])} |",
        f"| JSON-LD | {_mb(sizes['paperkg.jsonld'])} |",
        f"| Oxigraph store (on disk) | {_mb(sizes['store'])} |",
        "",
        "| | rdflib (in memory) | Oxigraph (on disk) | rdflib / Oxigraph |",
        "|---|---:|---:|---:|",
        f"| load the N-Triples | {_secs(t_rdflib_load, lim)} | {_secs(t_ox_load, lim)} | {t_rdflib_load / t_ox_load:,.1f}x |",
    ]
    for r in results:
        ratio = f"{r['rdflib_s'] / r['oxigraph_s']:,.0f}x" if r["rdflib_s"] else f"> {lim / r['oxigraph_s']:,.0f}x"
        params = " ".join(f"{k}={v}" for k, v in r["params"].items())
        label = f"`{r['query']}.rq`" + (f" ({params})" if params else "")
        lines.append(f"| {label}, {r['rows']:,} rows | {_secs(r['rdflib_s'], lim)} | {_secs(r['oxigraph_s'], lim)} | {ratio} |")
    finished = [r for r in results if r["rdflib_s"]]
    if finished:
        total_rdflib = sum(r["rdflib_s"] for r in finished)
        total_ox = sum(r["oxigraph_s"] for r in finished)
        lines += ["", f"Over the {len(finished)} queries rdflib finished, Oxigraph answered {total_rdflib / total_ox:,.0f}x faster "
                  f"({total_rdflib:,.1f} s vs {total_ox:,.2f} s); slowest Oxigraph query "
                  f"{max(r['oxigraph_s'] for r in results):.3f} s."]
    table = "\n".join(lines) + "\n"
    (args.out / f"rdf-{args.papers}.md").write_text(table, encoding="utf-8")
    (args.out / f"rdf-{args.papers}.json").write_text(json.dumps(summary, indent=2), encoding="utf-8")
    print(table)
    slow = [r["query"] for r in results if r["oxigraph_s"] >= 1.0]
    if slow:
        print(f"queries at or over 1 s with Oxigraph: {', '.join(slow)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
