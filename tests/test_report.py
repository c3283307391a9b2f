"""The HTML report: every plot inline, escaped paper text, no network, deterministic; `paperkg report`."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import networkx as nx
import pytest
from typer.testing import CliRunner

from paperkg.analysis import _example
from paperkg.cli import app
from paperkg.export.nx import to_networkx, write_json
from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts
from paperkg.report import PLOTS, REPORT_FILE, render_report, report_figures, write_report

runner = CliRunner()

EVIL = '<script>alert(1)</script><img src=x onerror="alert(2)">'


class _Fetches(HTMLParser):
    """Collects every attribute value or CSS url a browser could fetch."""

    URL_ATTRS = {"src", "href", "xlink:href", "action", "data", "poster", "srcset", "background"}

    def __init__(self) -> None:
        super().__init__()
        self.refs: list[str] = []
        self.tags: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        for name, value in attrs:
            if name in self.URL_ATTRS and value and not value.startswith(("#", "data:")):
                self.refs.append(f"{tag} {name}={value}")
            if name == "style" and value and "url(" in value:
                self.refs.append(f"{tag} style={value}")

    def handle_data(self, data: str) -> None:
        if "@import" in data or re.search(r"url\((?!#|data:)", data):
            self.refs.append(data[:80])


def _fetches(page: str) -> tuple[list[str], set[str]]:
    """What the page would fetch, and the tags it has (parsed as HTML, so escaped text is not a tag)."""
    parser = _Fetches()
    parser.feed(page)
    return parser.refs, parser.tags


def _external_references(page: str) -> list[str]:
    return _fetches(page)[0]


def _evil_graph() -> nx.MultiDiGraph:
    text = f"{EVIL} is 2x faster than cuBLAS $x$."
    kg = KnowledgeGraph.from_parts(
        [Paper("evil", f"Title {EVIL}", text, issued="2025-01-01")],
        [Entity("hardware", "h", f"GPU {EVIL}")],
        [PaperFacts("evil", proposes=("evil",), hardware=("h",), techniques=("t",), baselines=("cublas",),
                    comparisons=(Comparison("evil", "cublas", "speedup", text, 0, len(text), "r", value=2.0,
                                            unit="x", hardware="h"),),
                    entities=(Entity("system", "evil", f"Sys {EVIL} $1$"), Entity("system", "cublas", "cuBLAS")))],
    )
    return to_networkx(kg)


def test_report_has_every_plot_inline_as_svg() -> None:
    page = render_report(_example())
    assert page.count("<svg") == len(PLOTS) == 5
    for name in PLOTS:
        assert f'<figure id="plot-{name}">' in page
        assert f'data-plot="{name}"' in page
    assert "<?xml" not in page and "<!DOCTYPE svg" not in page


def test_report_shows_summary_leaderboards_and_disagreements() -> None:
    page = render_report(_example(), title="Example")
    assert "<title>Example</title>" in page
    leaderboards = page[page.index('id="leaderboards"') : page.index('id="contradictions"')]
    assert leaderboards.index("cuBLAS") < leaderboards.index("average 2.5x") < leaderboards.index("up to 1.1x")
    contradictions = page[page.index('id="contradictions"') : page.index('id="central"')]
    assert "Tawa vs Triton" in contradictions
    assert "FastKern beats Tawa beats Triton beats FastKern" in contradictions


def test_report_is_deterministic_and_fetches_nothing() -> None:
    page = render_report(_example())
    assert page == render_report(_example())
    assert _external_references(page) == []
    assert "<script" not in page.lower()
    assert "Content-Security-Policy" in page and "default-src 'none'" in page


def test_report_escapes_paper_text_everywhere() -> None:
    page = render_report(_evil_graph())
    assert "<script>" not in page and "<img" not in page
    tags = _fetches(page)[1]
    assert "script" not in tags and "img" not in tags
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert _external_references(page) == []
    assert page.count("<svg") == 5


def test_report_of_an_empty_graph_still_draws_every_plot() -> None:
    G = to_networkx(KnowledgeGraph.from_parts([Paper("p", "Only paper", "...")], [], []))
    page = render_report(G)
    assert page.count("<svg") == 5
    assert page.count("no data in this graph") >= 3


def test_figures_are_reproducible_svg() -> None:
    first, second = report_figures(_example()), report_figures(_example())
    assert list(first) == list(PLOTS)
    assert first == second
    assert all(svg.startswith("<svg ") and svg.endswith("</svg>") for svg in first.values())
    assert all("<dc:date>" not in svg for svg in first.values())


def test_write_report_and_the_command(tmp_path: Path) -> None:
    path = write_report(_example(), tmp_path / "a")
    assert path == tmp_path / "a" / REPORT_FILE
    write_json(_example(), tmp_path / "g.json")
    result = runner.invoke(app, ["report", str(tmp_path / "g.json"), "--out", str(tmp_path / "b")])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (tmp_path / "b").iterdir()) == [REPORT_FILE]
    written = (tmp_path / "b" / REPORT_FILE).read_text(encoding="utf-8")
    assert written == render_report(_example(), source="g.json")
    missing = runner.invoke(app, ["report", str(tmp_path / "none.json"), "--out", str(tmp_path / "c")])
    assert missing.exit_code == 2 and not (tmp_path / "c").exists()


@pytest.mark.slow
def test_report_of_the_seed_build(seed_build: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["report", str(seed_build / "paperkg.json"), "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    page = (tmp_path / REPORT_FILE).read_text(encoding="utf-8")
    assert page.count("<svg") == 5
    assert "118 papers" in page
    assert _external_references(page) == []
    again = runner.invoke(app, ["report", str(seed_build / "paperkg.json"), "--out", str(tmp_path / "again")])
    assert again.exit_code == 0
    assert (tmp_path / "again" / REPORT_FILE).read_bytes() == (tmp_path / REPORT_FILE).read_bytes()
