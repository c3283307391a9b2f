"""The HTML page in real headless Chromium, with the network unreachable.

Every http(s) request the page makes is aborted and recorded, and any such
request fails the test, as does any console error, page error or dialog.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import networkx as nx
import pytest

from paperkg.browser import OfflinePage
from paperkg.export.html import write_html

pytestmark = pytest.mark.browser





class Page(OfflinePage):
    """The graph page, opened offline, once its script says it is ready."""

    def __init__(self, browser, path: Path) -> None:
        super().__init__(browser, path)
        self.page.wait_for_function("window.paperkg && window.paperkg.ready === true", timeout=20_000)

    def node_on_screen(self, node: str) -> tuple[float, float]:
        """Viewport coordinates of a node's centre."""
        return tuple(
            self.js(
                """id => { const p = paperkg.network.getPosition(id), d = paperkg.network.canvasToDOM(p);
                   const r = document.getElementById('network').getBoundingClientRect();
                   return [r.left + d.x, r.top + d.y]; }""",
                node,
            )
        )

    def assert_clean(self) -> None:
        assert self.requests == [], f"the page tried the network: {self.requests}"
        assert self.errors == [], f"console errors: {self.errors}"
        assert self.dialogs == [], f"dialogs opened: {self.dialogs}"
        assert self.js("window.__xss") is None, "an XSS payload ran"


@pytest.fixture()
def opened(browser, html_graph: nx.MultiDiGraph, tmp_path: Path) -> Iterator[Page]:
    path = tmp_path / "graph.html"
    write_html(html_graph, path)
    page = Page(browser, path)
    yield page
    page.assert_clean()
    page.close()


def test_page_draws_every_node_and_edge(opened: Page, html_graph: nx.MultiDiGraph) -> None:
    counts = opened.js(
        """() => [paperkg.nodes.length, paperkg.edges.length,
                  Object.keys(paperkg.network.getPositions()).length,
                  paperkg.network.body.nodeIndices.length, paperkg.network.body.edgeIndices.length]"""
    )
    n, m = html_graph.number_of_nodes(), html_graph.number_of_edges()
    assert counts == [n, m, n, n, m]
    assert opened.js("document.querySelectorAll('#network canvas').length") == 1
    legend = opened.page.locator("#legend li").all_inner_texts()
    assert [t.split("\n")[0].strip() for t in legend][:4] == ["Paper", "System / baseline", "Technique", "Hardware"]


def test_search_finds_and_focuses_the_node(opened: Page) -> None:
    opened.page.fill("#search", "cublas")
    opened.page.press("#search", "Enter")
    opened.page.wait_for_timeout(700)  # the focus animation
    assert opened.js("paperkg.network.getSelectedNodes()") == ["system:cublas"]
    assert opened.js("paperkg.focused") == "system:cublas"
    # the view now frames cuBLAS and its neighbours, zoomed in
    for node in ("system:cublas", "system:tawa", "paper:tawa"):
        x, y = opened.node_on_screen(node)
        box = opened.page.locator("#network").bounding_box()
        assert box["x"] < x < box["x"] + box["width"] and box["y"] < y < box["y"] + box["height"], node
    assert opened.js("paperkg.network.getScale()") > 1.0
    assert opened.js("paperkg.highlighted") == "system:cublas"
    assert opened.page.inner_text("#search-status") == "Found: cuBLAS"
    opened.page.fill("#search", "zzz nothing")
    opened.page.press("#search", "Enter")
    assert "No node matches" in opened.page.inner_text("#search-status")


def test_type_filter_hides_exactly_that_type(opened: Page, html_graph: nx.MultiDiGraph) -> None:
    opened.page.locator("#legend input[value=technique]").uncheck()
    hidden = opened.js("paperkg.nodes.get({filter: n => n.hidden}).map(n => n.id).sort()")
    assert hidden == sorted(n for n, k in html_graph.nodes(data="kind") if k == "technique")
    drawn = opened.js("paperkg.network.body.nodeIndices.length")
    assert drawn == html_graph.number_of_nodes() - len(hidden)
    opened.page.locator("#metrics input[value=speedup]").uncheck()
    hidden_edges = opened.js("paperkg.edges.get({filter: e => e.hidden}).map(e => e.id)")
    speedups = [k for u, v, k, m in html_graph.edges(keys=True, data="metric") if m == "speedup"]
    assert len(hidden_edges) == len(speedups) == 2
    opened.page.click("#reset")
    assert opened.js("paperkg.nodes.get({filter: n => n.hidden}).length") == 0
    assert opened.js("paperkg.edges.get({filter: e => e.hidden}).length") == 0


def test_click_highlights_the_neighbourhood_and_dims_the_rest(opened: Page) -> None:
    x, y = opened.node_on_screen("system:cublas")
    opened.page.mouse.click(x, y)
    assert opened.js("paperkg.highlighted") == "system:cublas"
    opacity = "Object.fromEntries(paperkg.nodes.getIds().map(id => [id, paperkg.network.body.nodes[id].options.opacity]))"
    dimmed = {node for node, o in opened.js(opacity).items() if o is not None and o < 0.5}
    assert dimmed == set(opened.js("paperkg.nodes.getIds()")) - {"system:cublas", "system:tawa", "paper:tawa"}
    edge_opacity = "paperkg.edges.getIds().filter(id => paperkg.network.body.edges[id].options.color.opacity < 0.5).length"
    assert opened.js(edge_opacity) == opened.js("paperkg.edges.length") - 2  # only compares_with and the claim stay
    assert "cuBLAS" in opened.page.inner_text("#details")
    opened.page.click("#reset")
    assert opened.js("paperkg.highlighted") is None
    assert not [o for o in opened.js(opacity).values() if o is not None and o < 1]
    assert opened.js(edge_opacity) == 0


def test_hover_shows_a_tooltip_and_evidence(opened: Page) -> None:
    x, y = opened.node_on_screen("paper:tawa")
    opened.page.mouse.move(x, y)
    opened.page.wait_for_selector("#tooltip:not([hidden])")
    tip = opened.page.inner_text("#tooltip")
    assert "Tawa: Automatic Warp Specialization for Modern GPUs" in tip
    assert "Oct 1, 2025" in tip and "Authors" in tip
    edge = opened.js("paperkg.edges.get({filter: e => e.label === '1.1× speedup'})[0].id")
    opened.js("id => paperkg.network.body.emitter.emit('hoverEdge', {edge: id, pointer: {DOM: {x: 50, y: 50}}})", edge)
    tip = opened.page.inner_text("#tooltip")
    assert "Tawa reaches up to 1.1x speedup over cuBLAS" in tip
    assert "From: Tawa: Automatic Warp Specialization" in tip


def test_hostile_text_is_shown_as_text_and_runs_nothing(opened: Page, html_graph: nx.MultiDiGraph) -> None:
    title = html_graph.nodes["paper:evil"]["title"]
    x, y = opened.node_on_screen("paper:evil")
    opened.page.mouse.move(x, y)
    opened.page.wait_for_selector("#tooltip:not([hidden])")
    assert title in opened.page.inner_text("#tooltip")
    opened.page.mouse.click(x, y)
    assert opened.page.inner_text("#details .card-title") == title
    assert opened.js("document.querySelectorAll('#details img, #details script, #tooltip img, svg').length") == 0
    assert opened.js("document.querySelectorAll('a[href^=javascript]').length") == 0
    opened.page.fill("#search", "EvilSys")
    opened.page.press("#search", "Enter")
    opened.page.wait_for_timeout(600)
    for edge in opened.js("paperkg.edges.getIds()"):
        opened.js("id => paperkg.network.body.emitter.emit('hoverEdge', {edge: id, pointer: {DOM: {x: 60, y: 60}}})", edge)
    assert opened.js("document.querySelectorAll('img, iframe, object, embed').length") == 0
    # opened.assert_clean() (run by the fixture) checks window.__xss and dialogs


def test_physics_toggle_settles(opened: Page) -> None:
    opened.page.check("#physics")
    opened.page.wait_for_function("paperkg.settled === true", timeout=20_000)  # the simulation stops by itself
    opened.page.uncheck("#physics")
    assert opened.js("paperkg.network.physics.physicsEnabled") is False


def test_screenshot_of_a_page(opened: Page, tmp_path: Path) -> None:
    shot = tmp_path / "graph.png"
    opened.page.screenshot(path=str(shot))
    assert shot.stat().st_size > 20_000


@pytest.mark.slow
def test_seed_graph_page_and_screenshot(browser, seed_build: Path, tmp_path: Path) -> None:
    """The committed-style page of the seed build: loads offline, draws all of it, screenshot saved."""
    from paperkg.export.nx import load_graph

    G = load_graph(seed_build / "paperkg.json")
    page = Page(browser, seed_build / "paperkg.html")
    try:
        counts = page.js("() => [paperkg.nodes.length, paperkg.edges.length, paperkg.network.body.nodeIndices.length]")
        assert counts == [G.number_of_nodes(), G.number_of_edges(), G.number_of_nodes()]
        assert page.js("paperkg.meta.by_kind.paper") == [118, 118]
        found = page.js("paperkg.search('Tawa')")
        assert found is not None
        page.page.click("#reset")
        page.page.screenshot(path=str(tmp_path / "seed-graph.png"))
        assert (tmp_path / "seed-graph.png").stat().st_size > 50_000
        page.assert_clean()
    finally:
        page.close()
