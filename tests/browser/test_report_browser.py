"""The HTML report in real headless Chromium with the network unreachable: every plot drawn, nothing fetched.

Every http(s) request is aborted and recorded; any such request fails the
test, as does a console error, a page error or a dialog. The run writes a PNG
screenshot of the seed report into its tmp folder; set
``PAPERKG_REPORT_PNG=docs/img/report.png`` to also write it there (the README's
picture), or run this file as a script:
``python tests/browser/test_report_browser.py [graphs/paperkg.json] [docs/img/report.png]``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from paperkg.browser import OfflinePage, launch
from paperkg.report import PLOTS, write_report

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


class Opened(OfflinePage):
    """A report opened offline, with what it tried to do."""

    def __init__(self, browser, path: Path) -> None:
        super().__init__(browser, path, viewport=(1280, 900))

    def plots(self) -> list[dict]:
        """Each plot's name, drawn size and number of drawn elements."""
        return self.page.evaluate(
            """() => [...document.querySelectorAll('figure svg')].map(svg => {
                 const r = svg.getBoundingClientRect();
                 return {name: svg.dataset.plot, width: r.width, height: r.height,
                         shapes: svg.querySelectorAll('path, text, use, rect').length};
               })"""
        )

EVIL = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2; alert(2)">'


def _evil_graph():
    from paperkg.export.nx import to_networkx
    from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts

    text = f"{EVIL} is 2x faster than cuBLAS."
    claim = Comparison("evil", "cublas", "speedup", text, 0, len(text), "r", value=2.0, unit="x", hardware="h")
    return to_networkx(
        KnowledgeGraph.from_parts(
            [Paper("evil", f"Title {EVIL}", text, issued="2025-01-01")],
            [Entity("hardware", "h", f"GPU {EVIL}")],
            [PaperFacts("evil", proposes=("evil",), hardware=("h",), baselines=("cublas",), comparisons=(claim,),
                        entities=(Entity("system", "evil", f"Sys {EVIL}"), Entity("system", "cublas", "cuBLAS")))],
        )
    )





@pytest.mark.slow
def test_seed_report_renders_every_plot_offline(browser, seed_build: Path, tmp_path: Path) -> None:
    from paperkg.export.nx import load_graph

    report = write_report(load_graph(seed_build / "paperkg.json"), tmp_path, source="paperkg.json")
    opened = Opened(browser, report)
    try:
        plots = opened.plots()
        assert [p["name"] for p in plots] == list(PLOTS)
        assert opened.page.locator("svg").count() == len(PLOTS) == 5
        for plot in plots:
            assert plot["width"] > 300 and plot["height"] > 100, plot
            assert plot["shapes"] > 10, plot
        assert "118 papers" in opened.page.locator("header").inner_text()
        assert opened.page.locator("#leaderboards table").count() >= 1
        png = tmp_path / "report.png"
        opened.page.screenshot(path=str(png), full_page=True)
        data = png.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 50_000
        target = os.environ.get("PAPERKG_REPORT_PNG")
        if target:
            Path(target).parent.mkdir(parents=True, exist_ok=True)
            Path(target).write_bytes(data)
        assert opened.requests == []
        assert opened.errors == [] and opened.dialogs == []
    finally:
        opened.close()


def test_hostile_paper_text_shows_as_text_and_runs_nothing(browser, tmp_path: Path) -> None:
    report = write_report(_evil_graph(), tmp_path)
    opened = Opened(browser, report)
    try:
        assert opened.page.locator("figure svg").count() == 5
        assert opened.page.locator("main script, main img").count() == 0
        assert EVIL in opened.page.locator("#leaderboards").inner_text()
        assert opened.page.evaluate("() => window.__pwned === undefined")
        assert opened.dialogs == [] and opened.errors == [] and opened.requests == []
    finally:
        opened.close()


def _write_screenshot(graph: Path, png: Path) -> None:
    """Write the report of ``graph`` and a screenshot ``png`` of its top (summary and plots) for the README."""
    import tempfile

    from playwright.sync_api import sync_playwright

    from paperkg.export.nx import load_graph

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        report = write_report(load_graph(graph), tmp, source=graph.name)
        b = launch(p)
        opened = Opened(b, report)
        png.parent.mkdir(parents=True, exist_ok=True)
        bottom = opened.page.evaluate("() => document.querySelector('#plots').getBoundingClientRect().bottom")
        opened.page.set_viewport_size({"width": 1280, "height": int(bottom) + 24})
        opened.page.screenshot(path=str(png))  # header, summary and the plots
        b.close()
        if opened.requests or opened.errors:
            raise SystemExit(f"the report fetched {opened.requests} / logged {opened.errors}")
    print(f"wrote {png}")


if __name__ == "__main__":
    _write_screenshot(
        Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "graphs" / "paperkg.json",
        Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "docs" / "img" / "report.png",
    )
