"""How fast the HTML page opens for a big graph, in headless Chromium.

Builds a synthetic graph in paperkg's networkx schema (by default 20,000
nodes: papers, systems, techniques, hardware, with ``proposes``,
``uses_technique``, ``evaluated_on``, ``compares_with`` and ``comparison``
edges, degrees skewed like a real corpus), renders the page with
``render_html`` and opens it from ``file://`` in headless Chromium with every
network request aborted. For each cap on drawn nodes (the default first) it
reports:

* ``render s``: Python time of ``render_html`` (selection, layout, HTML);
* ``MB``: page size;
* ``interactive s``: from the start of navigation until vis-network has drawn
  the graph and the page's controls are live (``window.paperkg.ready``, set
  on vis-network's first ``afterDrawing``), as measured by the page itself
  (``performance.now()``);
* ``search ms`` / ``filter ms``: a search that focuses a node, and hiding
  then showing every paper node, timed in the page.

Usage::

    python benchmarks/html_benchmark.py                 # 20,000 nodes; default cap, 3000, no cap
    python benchmarks/html_benchmark.py --nodes 5000 --caps default

Prints a Markdown table (for the README). Needs /usr/bin/chromium and playwright.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

import networkx as nx

METRICS = ("speedup", "throughput", "latency", "memory", "accuracy")


def synthetic_graph(n_nodes: int = 20_000, seed: int = 0) -> nx.MultiDiGraph:
    """A graph in the schema of ``paperkg.export.nx`` with ``n_nodes`` nodes.

    80% papers, 15% systems, 3% techniques, 2% hardware; each paper proposes a
    system, uses 1-3 techniques, is evaluated on 1-2 pieces of hardware and
    compares with 1-3 baselines (popular ones more often), with one
    comparison edge per baseline.

    Examples:
        >>> G = synthetic_graph(500)
        >>> G.number_of_nodes()
        500
    """
    rng = random.Random(seed)
    n_papers = int(n_nodes * 0.80)
    n_systems = int(n_nodes * 0.15)
    n_tech = int(n_nodes * 0.03)
    n_hw = n_nodes - n_papers - n_systems - n_tech
    G = nx.MultiDiGraph()
    systems = [f"system:s{i}" for i in range(n_systems)]
    techs = [f"technique:t{i}" for i in range(n_tech)]
    hardware = [f"hardware:h{i}" for i in range(n_hw)]
    for i, key in enumerate(systems):
        G.add_node(key, kind="system", label=f"System-{i}")
    for i, key in enumerate(techs):
        G.add_node(key, kind="technique", label=f"technique {i}")
    for i, key in enumerate(hardware):
        G.add_node(key, kind="hardware", label=f"GPU model {i}")

    def popular(items: list[str]) -> str:  # Zipf-like choice
        return items[min(int(rng.paretovariate(1.2)) - 1, len(items) - 1)]

    for i in range(n_papers):
        paper = f"paper:p{i}"
        title = f"Paper {i}: a synthetic study of system {i % n_systems}"
        G.add_node(paper, kind="paper", label=title, title=title, issued="2025-01-01", author_count=rng.randint(1, 20))
        own = systems[i % n_systems]
        G.add_edge(paper, own, key="proposes", relation="proposes")
        for t in {popular(techs) for _ in range(rng.randint(1, 3))}:
            G.add_edge(paper, t, key="uses_technique", relation="uses_technique")
        for h in {popular(hardware) for _ in range(rng.randint(1, 2))}:
            G.add_edge(paper, h, key="evaluated_on", relation="evaluated_on")
        for n, base in enumerate(sorted({popular(systems) for _ in range(rng.randint(1, 3))} - {own}), start=1):
            G.add_edge(paper, base, key="compares_with", relation="compares_with")
            value = round(rng.uniform(1.05, 4.0), 2)
            G.add_edge(
                own, base, key=f"p{i}/{n}", relation="comparison", paper=paper, subject=own, baseline=base,
                metric=rng.choice(METRICS), value=value, unit="x", direction="better",
                evidence=f"{G.nodes[own]['label']} is {value}x faster than {G.nodes[base]['label']}.",
            )  # fmt: skip
    return G


def measure(browser, path: Path) -> dict[str, float]:
    """Open ``path`` with the network blocked; the page's own timings."""
    from paperkg.browser import OfflinePage

    started = time.perf_counter()
    opened = OfflinePage(browser, path)
    page = opened.page
    page.wait_for_function("window.paperkg && window.paperkg.ready === true", timeout=300_000, polling=50)
    wall = time.perf_counter() - started
    ready = page.evaluate("window.paperkg.readyAt") / 1000
    timings = page.evaluate(
        """() => {
          const t0 = performance.now();
          const label = paperkg.nodes.get()[Math.floor(paperkg.nodes.length / 2)].label;
          paperkg.search(label);
          const t1 = performance.now();
          paperkg.setKindVisible('paper', false);
          paperkg.setKindVisible('paper', true);
          const t2 = performance.now();
          return [t1 - t0, t2 - t1, paperkg.nodes.length, paperkg.edges.length];
        }"""
    )
    opened.close()
    if opened.requests or opened.errors:
        raise RuntimeError(f"{path}: network requests {opened.requests[:3]} / console errors {opened.errors[:3]}")
    return {"interactive": ready, "wall": wall, "search_ms": timings[0], "filter_ms": timings[1], "nodes": timings[2], "edges": timings[3]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nodes", type=int, default=20_000, help="Nodes of the synthetic graph.")
    parser.add_argument("--caps", nargs="+", default=["default", "3000", "none"], help="max_nodes values: default, none or numbers.")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    from paperkg.browser import launch
    from paperkg.export.html import DEFAULT_MAX_NODES, render_html

    G = synthetic_graph(args.nodes)
    print(f"synthetic graph: {G.number_of_nodes():,} nodes, {G.number_of_edges():,} edges", file=sys.stderr)
    rows = []
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        browser = launch(p)
        for cap in args.caps:
            max_nodes = DEFAULT_MAX_NODES if cap == "default" else None if cap == "none" else int(cap)
            started = time.perf_counter()
            html = render_html(G, max_nodes=max_nodes)
            render_s = time.perf_counter() - started
            path = Path(tmp) / f"page-{cap}.html"
            path.write_text(html, encoding="utf-8")
            m = measure(browser, path)
            name = f"default ({DEFAULT_MAX_NODES})" if cap == "default" else "no cap" if cap == "none" else cap
            rows.append((name, m["nodes"], m["edges"], render_s, len(html.encode()) / 1e6, m["interactive"], m["search_ms"], m["filter_ms"]))
            print(f"  {name}: interactive in {m['interactive']:.2f} s", file=sys.stderr)
        browser.close()

    print(f"\nHTML page of a synthetic {G.number_of_nodes():,}-node, {G.number_of_edges():,}-edge graph, headless Chromium, network blocked:\n")
    print("| max nodes | drawn nodes | drawn edges | render s | MB | interactive s | search ms | filter ms |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, nodes, edges, render_s, mb, ready, search_ms, filter_ms in rows:
        print(f"| {name} | {nodes:,} | {edges:,} | {render_s:.2f} | {mb:.1f} | {ready:.2f} | {search_ms:.0f} | {filter_ms:.0f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
