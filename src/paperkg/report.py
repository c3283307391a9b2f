"""A self-contained HTML report of the graph: summary, plots, leaderboards, disagreements.

``paperkg report`` calls :func:`write_report`. The page is one HTML file with
its styles inline and every plot an inline SVG drawn by matplotlib: it loads
no script, font or image, so it works offline (its Content-Security-Policy
forbids any request). All text taken from papers is escaped.

Output is deterministic: the SVGs are drawn without dates and with a fixed
``svg.hashsalt`` per plot, and nothing in the page depends on the time or the
machine, so the same graph always gives the same bytes.

Examples:
    >>> from paperkg.analysis import _example
    >>> page = render_report(_example(), title="Example")
    >>> page.count("<svg"), "Tawa: warp specialization" in page
    (5, True)
"""

from __future__ import annotations

import io
import math
import os
import re
from collections import defaultdict
from functools import cache
from html import escape
from importlib import resources
from pathlib import Path
from string import Template
from typing import Any

import networkx as nx

from paperkg import analysis

__all__ = ["PLOTS", "REPORT_FILE", "report_figures", "render_report", "write_report"]

#: File name of the report inside the ``--out`` folder.
REPORT_FILE = "report.html"

#: The plots of the report: name -> caption.
PLOTS: dict[str, str] = {
    "claims-per-baseline": "Claims per baseline: the systems papers measure themselves against most.",
    "claimed-factors": "Claimed improvement factors (values in x) by metric, log scale; each dot is one claim.",
    "papers-per-technique": "Papers per technique.",
    "hardware-coverage": "Papers per piece of hardware, by year of the paper (undated: no year known).",
    "dominance": "Who beats whom: an arrow A -> B when a paper claims A beats B (most compared systems).",
}

_COLORS = ["#2f6fb0", "#e07b39", "#3c9d5d", "#b0413e", "#7d5ba6", "#8c6d46", "#d264a8", "#6b7b8c", "#b5a43a", "#2aa3b8"]
_DPI = 72  # with SVG output this only sets the px size of the drawing


@cache
def _template() -> Template:
    text = resources.files("paperkg.data").joinpath("report/report.html").read_text(encoding="utf-8")
    return Template(text)


def _plain(text: Any, width: int = 40) -> str:
    """Text safe for a matplotlib label: no mathtext, at most ``width`` characters.

    Examples:
        >>> _plain("$100 budget")
        '\\\\$100 budget'
        >>> _plain("A very long system name indeed", width=12)
        'A very long…'
    """
    text = " ".join(str(text).split())
    if len(text) > width:
        text = text[: width - 1].rstrip() + "…"
    return text.replace("$", r"\$")


def _figure(width: float, height: float):
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=_DPI)
    return fig, fig.add_subplot()


def _svg(fig, name: str) -> str:
    """The figure as an inline ``<svg>`` element (no XML prolog), reproducibly."""
    import matplotlib

    with matplotlib.rc_context({"svg.hashsalt": f"paperkg-{name}", "svg.fonttype": "none", "svg.image_inline": True}):
        buf = io.StringIO()
        fig.savefig(buf, format="svg", metadata={"Date": None}, bbox_inches="tight")
    text = buf.getvalue()
    text = text[text.index("<svg") :]
    return text.replace("<svg ", f'<svg role="img" aria-label="{escape(name)}" data-plot="{escape(name)}" ', 1).strip()


def _no_data(ax, message: str = "no data in this graph") -> None:
    ax.text(0.5, 0.5, message, ha="center", va="center", color="#616e7c", transform=ax.transAxes)
    ax.set_axis_off()


def _style(ax) -> None:
    ax.spines[["top", "right"]].set_visible(False)
    ax.tick_params(labelsize=9)


def _barh(name: str, labels: list[str], values: list[int], xlabel: str, color: str) -> str:
    fig, ax = _figure(7.0, max(2.2, 0.28 * len(labels) + 1.0))
    if not labels:
        _no_data(ax)
    else:
        y = list(range(len(labels)))[::-1]
        ax.barh(y, values, color=color)
        ax.set_yticks(y, [_plain(l) for l in labels])
        ax.set_xlabel(xlabel)
        for yi, v in zip(y, values, strict=True):
            ax.text(v, yi, f" {v}", va="center", fontsize=8)
        ax.xaxis.get_major_locator().set_params(integer=True)
        _style(ax)
    return _svg(fig, name)


def _plot_claims_per_baseline(G: nx.MultiDiGraph, top: int) -> str:
    rows = sorted(analysis.most_compared_baselines(G, None), key=lambda r: (-r["claims"], -r["papers"]))[:top]
    return _barh(
        "claims-per-baseline", [r["label"] for r in rows], [r["claims"] for r in rows], "claims", _COLORS[0]
    )


def _plot_claimed_factors(G: nx.MultiDiGraph) -> str:
    by_metric: dict[str, list[float]] = defaultdict(list)
    for _, _, _, d in analysis.comparison_edges(G):
        value = d.get("value")
        if d.get("unit") == "x" and isinstance(value, (int, float)) and value > 0:
            by_metric[str(d.get("metric"))].append(float(value))
    metrics = sorted(by_metric, key=lambda m: (-len(by_metric[m]), m))
    fig, ax = _figure(7.0, 3.6)
    if not metrics:
        _no_data(ax, "no claims with a factor (x) in this graph")
        return _svg(fig, "claimed-factors")
    data = [sorted(by_metric[m]) for m in metrics]
    ax.boxplot(data, positions=range(len(metrics)), widths=0.5, showfliers=False,
               medianprops={"color": _COLORS[1]}, boxprops={"color": "#6b7b8c"})
    for i, values in enumerate(data):
        n = len(values)
        offsets = [((j * 0.618) % 1.0 - 0.5) * 0.4 for j in range(n)]  # golden-ratio jitter: spread, reproducible
        ax.scatter([i + o for o in offsets], values, s=14, alpha=0.7, color=_COLORS[i % len(_COLORS)], zorder=3)
    ax.set_yscale("log")
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter

    values = [v for vs in data for v in vs]
    decades = math.log10(max(values) / min(values)) if min(values) > 0 else 0.0
    ax.yaxis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0) if decades <= 2 else (1.0,)))
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}x"))
    ax.yaxis.set_minor_formatter(NullFormatter())
    ax.set_xticks(range(len(metrics)), [f"{m}\n(n={len(v)})" for m, v in zip(metrics, data, strict=True)])
    ax.set_ylabel("claimed factor (x), log scale")
    ax.axhline(1.0, color="#bcccdc", linewidth=1, zorder=0)
    _style(ax)
    return _svg(fig, "claimed-factors")


def _plot_papers_per_technique(G: nx.MultiDiGraph, top: int) -> str:
    rows = analysis.technique_usage(G)[:top]
    return _barh("papers-per-technique", [r["label"] for r in rows], [r["papers"] for r in rows], "papers", _COLORS[2])


def _plot_hardware_coverage(G: nx.MultiDiGraph, top: int) -> str:
    rows = analysis.hardware_coverage(G)[:top]
    fig, ax = _figure(7.0, max(2.2, 0.3 * len(rows) + 1.2))
    if not rows:
        _no_data(ax)
        return _svg(fig, "hardware-coverage")
    years = sorted({y for r in rows for y in r["by_year"]})
    columns: list[tuple[str, list[int]]] = [(str(y), [r["by_year"].get(y, 0) for r in rows]) for y in years]
    columns.append(("undated", [r["undated"] for r in rows]))
    y = list(range(len(rows)))[::-1]
    left = [0] * len(rows)
    for i, (name, counts) in enumerate(columns):
        if not any(counts):
            continue
        color = "#bcccdc" if name == "undated" else _COLORS[i % len(_COLORS)]
        ax.barh(y, counts, left=left, color=color, label=name)
        left = [a + b for a, b in zip(left, counts, strict=True)]
    ax.set_yticks(y, [_plain(r["label"]) for r in rows])
    ax.set_xlabel("papers")
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.legend(fontsize=8, frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    _style(ax)
    return _svg(fig, "hardware-coverage")


def _plot_dominance(G: nx.MultiDiGraph, top: int) -> str:
    D = analysis.dominance_graph(G)
    fig, ax = _figure(7.0, 5.0)
    if D.number_of_edges() == 0:
        _no_data(ax, "no claims between two named systems in this graph")
        return _svg(fig, "dominance")
    degree = dict(D.degree(weight="weight"))
    keep = sorted(D, key=lambda n: (-degree[n], n))[:top]
    S = D.subgraph(keep).copy()
    S.remove_nodes_from([n for n in list(S) if S.degree(n) == 0])
    if S.number_of_edges() == 0:
        _no_data(ax, "no claims among the most compared systems")
        return _svg(fig, "dominance")
    # a circle, components kept together and each ordered by degree: readable at any size, reproducible
    order = []
    for component in sorted(nx.weakly_connected_components(S), key=lambda c: (-len(c), min(c))):
        order += sorted(component, key=lambda n: (-degree[n], n))
    pos = {n: (math.cos(2 * math.pi * i / len(order)), math.sin(2 * math.pi * i / len(order)))
           for i, n in enumerate(order)}
    biggest = max(degree[n] for n in S)
    for u, v, w in sorted(S.edges(data="weight")):
        ax.annotate(
            "", xy=pos[v], xytext=pos[u],
            arrowprops={"arrowstyle": "-|>,head_length=0.7,head_width=0.35", "color": "#9aa5b1",
                        "lw": min(0.8 + 0.4 * w, 3.0),
                        "shrinkA": 9, "shrinkB": 9, "connectionstyle": "arc3,rad=0.12"},
        )
    nodes = sorted(S)
    ax.scatter([pos[n][0] for n in nodes], [pos[n][1] for n in nodes],
               s=[60 + 340 * degree[n] / biggest for n in nodes], color=_COLORS[0], zorder=3, alpha=0.9)
    for n in nodes:
        x, y = pos[n]
        ax.annotate(_plain(S.nodes[n].get("label", n), 24), (x, y), xytext=(14 * x, 10 * y),
                    textcoords="offset points", ha="left" if x > 0.2 else "right" if x < -0.2 else "center",
                    va="bottom" if y > 0.2 else "top" if y < -0.2 else "center", fontsize=8, zorder=4)
    ax.set_aspect("equal")
    ax.margins(0.3)
    ax.set_axis_off()
    return _svg(fig, "dominance")


def report_figures(G: nx.MultiDiGraph, *, top: int = 15) -> dict[str, str]:
    """Every plot of the report, as inline SVG text, in the order of :data:`PLOTS`.

    Args:
        G: The graph (schema of :mod:`paperkg.export.nx`).
        top: How many bars (baselines, techniques, hardware) and dominance
            nodes to draw at most.
    """
    return {
        "claims-per-baseline": _plot_claims_per_baseline(G, top),
        "claimed-factors": _plot_claimed_factors(G),
        "papers-per-technique": _plot_papers_per_technique(G, top),
        "hardware-coverage": _plot_hardware_coverage(G, top),
        "dominance": _plot_dominance(G, 20),
    }


# -- HTML pieces -----------------------------------------------------------------------------


def _e(value: Any) -> str:
    return "" if value is None else escape(str(value))


def _table(headers: list[str], rows: list[list[str]], numeric: frozenset[int] = frozenset()) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "\n".join(
        "<tr>" + "".join(f'<td class="num">{c}</td>' if i in numeric else f"<td>{c}</td>" for i, c in enumerate(r))
        + "</tr>"
        for r in rows
    )
    return f"<table>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>"


def _summary_section(G: nx.MultiDiGraph) -> str:
    s = analysis.graph_summary(G)
    cards = [(n, f"{kind} nodes") for kind, n in s["nodes_by_kind"].items()]
    cards += [(s["comparisons"], "claims (comparisons)"), (s["edges"], "edges"),
              (s["components"], "connected components"), (s["isolated"], "isolated nodes")]
    html = "".join(f'<div class="card"><b>{_e(n)}</b><span>{_e(label)}</span></div>' for n, label in cards)
    return (
        '<section id="summary"><h2>Summary</h2>\n'
        f'<div class="cards">{html}</div>\n'
        f'<p class="muted">{_e(s["nodes"])} nodes, {_e(s["edges"])} edges, density {_e(s["density"])}; '
        f'the largest connected component holds {_e(s["largest_component"])} nodes.</p></section>'
    )


def _plots_section(G: nx.MultiDiGraph) -> str:
    figures = report_figures(G)
    items = "\n".join(
        f'<figure id="plot-{name}">\n{svg}\n<figcaption>{escape(PLOTS[name])}</figcaption>\n</figure>'
        for name, svg in figures.items()
    )
    return f'<section id="plots"><h2>Plots</h2>\n<div class="plots">\n{items}\n</div></section>'


def _leaderboards_section(G: nx.MultiDiGraph, boards: int) -> str:
    parts = ['<section id="leaderboards"><h2>Leaderboards of the most compared baselines</h2>']
    top = analysis.most_compared_baselines(G, boards)
    if not top:
        parts.append('<p class="muted">No named baselines in this graph.</p>')
    for entry in top:
        rows = analysis.baseline_leaderboard(G, entry["baseline"])
        parts.append(
            f'<h3>{_e(entry["label"])} <span class="muted">({_e(entry["papers"])} papers, '
            f'{_e(entry["claims"])} claims)</span></h3>'
        )
        if not rows:
            parts.append('<p class="muted">Compared against without a stated claim.</p>')
            continue
        table_rows = [
            [
                _e(r["subject_label"]),
                _e(analysis.claim_text(r)),
                _e(r["metric"]),
                _e(r["direction"]),
                _e(r["hardware_label"]),
                _e(r["title"]),
                f'<span class="ev">{_e(r["evidence"])}</span>',
            ]
            for r in rows
        ]
        parts.append(_table(["subject", "claim", "metric", "direction", "hardware", "paper", "evidence"],
                            table_rows, frozenset({1})))
    parts.append("</section>")
    return "\n".join(parts)


def _contradictions_section(G: nx.MultiDiGraph) -> str:
    found = analysis.contradictions(G)
    parts = ['<section id="contradictions"><h2>Disagreements and cycles</h2>']
    if not found["disagreements"] and not found["cycles"]:
        parts.append('<p class="muted">No two papers disagree about a pair of systems, and no cycles.</p>')
    for d in found["disagreements"]:
        parts.append(f"<h3>{_e(d['a_label'])} vs {_e(d['b_label'])}</h3>")
        rows = []
        for c in d["claims"]:
            winner = "parity" if c["winner"] is None else analysis.node_label(G, c["winner"])
            rows.append([_e(winner), _e(analysis.claim_text(c)), _e(c["metric"]), _e(c["title"]),
                         f'<span class="ev">{_e(c["evidence"])}</span>'])
        parts.append(_table(["winner", "claim", "metric", "paper", "evidence"], rows, frozenset({1})))
    if found["cycles"]:
        items = "".join(
            "<li>" + " beats ".join(_e(analysis.node_label(G, n)) for n in cycle + cycle[:1]) + "</li>"
            for cycle in found["cycles"]
        )
        parts.append(f'<h3>Cycles ("A beats B beats ... beats A")</h3><ul class="plain">{items}</ul>')
    parts.append("</section>")
    return "\n".join(parts)


def _central_section(G: nx.MultiDiGraph) -> str:
    rows = analysis.central_systems(G, 15)
    parts = ['<section id="central"><h2>Central systems</h2>',
             '<p class="muted">PageRank on the graph of who beats whom: systems many others measure '
             "themselves against rank highest.</p>"]
    if rows:
        parts.append(_table(["system", "score", "claims won", "claims lost"],
                            [[_e(r["label"]), _e(r["score"]), _e(r["wins"]), _e(r["losses"])] for r in rows],
                            frozenset({1, 2, 3})))
    else:
        parts.append('<p class="muted">No claims between named systems.</p>')
    parts.append("</section>")
    return "\n".join(parts)


def _communities_section(G: nx.MultiDiGraph, shown: int = 10) -> str:
    groups = [c for c in analysis.communities(G) if c["size"] > 1]
    parts = ['<section id="communities"><h2>Communities of papers</h2>',
             '<p class="muted">Papers grouped by the techniques and baselines they share (Louvain).</p>']
    if not groups:
        parts.append('<p class="muted">No papers share a technique or a baseline.</p>')
    rows = [
        [_e(c["size"]), _e(", ".join(c["techniques"])), _e(", ".join(c["baselines"])),
         _e("; ".join(c["titles"][:4]) + (" …" if c["size"] > 4 else ""))]
        for c in groups[:shown]
    ]
    if rows:
        parts.append(_table(["papers", "shared techniques", "shared baselines", "for example"], rows, frozenset({0})))
    parts.append("</section>")
    return "\n".join(parts)


def render_report(G: nx.MultiDiGraph, *, title: str = "paperkg report", source: str | None = None,
                  leaderboards: int = 5) -> str:
    """The report as one self-contained HTML page.

    Args:
        G: The graph (schema of :mod:`paperkg.export.nx`).
        title: The page title.
        source: What the graph was read from, shown under the title.
        leaderboards: How many of the most compared baselines get a leaderboard.
    """
    from paperkg import __version__

    s = analysis.graph_summary(G)
    subtitle = f"{s['nodes_by_kind'].get('paper', 0)} papers, {s['comparisons']} claims"
    if source:
        subtitle += f" · {source}"
    body = "\n".join(
        [
            _summary_section(G),
            _plots_section(G),
            _leaderboards_section(G, leaderboards),
            _contradictions_section(G),
            _central_section(G),
            _communities_section(G),
        ]
    )
    page = _template().substitute(title=escape(title), subtitle=escape(subtitle), body=body,
                                  version=escape(__version__))
    return re.sub(r"[ \t]+\n", "\n", page)


def write_report(G: nx.MultiDiGraph, out: str | os.PathLike[str], *, source: str | None = None) -> Path:
    """Write :func:`render_report` to ``out/report.html`` atomically; returns the file's path."""
    from paperkg.io import atomic_write_text

    path = Path(out) / REPORT_FILE
    atomic_write_text(path, render_report(G, source=source))
    return path
