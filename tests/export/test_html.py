"""The HTML page, without a browser: content, safety, determinism, subgraphs, ``paperkg show``.

The page in a real browser is tested in ``tests/browser/test_html_browser.py``.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import networkx as nx
import pytest
from typer.testing import CliRunner

from paperkg.cli import app
from paperkg.export.html import DEFAULT_MAX_NODES, render_html, write_html
from paperkg.export.html_data import NodeNotFound, page_data, resolve_focus, select_nodes
from paperkg.export.html_layout import layout
from paperkg.export.nx import from_networkx, write_json


class _Tags(HTMLParser):
    """Every start tag with its attributes, and the text of each <script>."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[tuple[dict[str, str | None], str]] = []
        self._in_script: dict[str, str | None] | None = None

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = dict(attrs)
            self.scripts.append((self._in_script, ""))

    def handle_data(self, data):
        if self._in_script is not None:
            attrs, text = self.scripts[-1]
            self.scripts[-1] = (attrs, text + data)

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = None


def _parse(page: str) -> _Tags:
    parser = _Tags()
    parser.feed(page)
    return parser


def _embedded(page: str) -> dict:
    """The JSON the page's script reads (the only data script)."""
    data = [text for attrs, text in _parse(page).scripts if attrs.get("type") == "application/json"]
    assert len(data) == 1
    return json.loads(data[0])


@pytest.fixture(scope="module")
def page(html_graph: nx.MultiDiGraph) -> str:
    return render_html(html_graph)


def test_page_is_one_file_with_no_external_resource(page: str) -> None:
    tags = _parse(page).tags
    assert [t for t, a in tags if t == "link"] == []
    scripts = [a for t, a in tags if t == "script"]
    assert len(scripts) == 3 and all("src" not in a for a in scripts)
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page, re.IGNORECASE)
    assert not re.search(r"url\(\s*['\"]?(https?:)?//", page, re.IGNORECASE)
    assert "@import" not in page
    assert "vis.Network" in page and "@version 9.1.2" in page  # vis-network itself is inlined


def test_page_embeds_every_node_and_edge(html_graph: nx.MultiDiGraph, page: str) -> None:
    data = _embedded(page)
    assert {n["id"] for n in data["nodes"]} == set(html_graph.nodes)
    assert len(data["edges"]) == html_graph.number_of_edges()
    assert len({e["id"] for e in data["edges"]}) == len(data["edges"])
    assert data["meta"]["shown_nodes"] == data["meta"]["total_nodes"] == html_graph.number_of_nodes()
    assert data["meta"]["rule"] == "every node"
    assert data["options"]["physics"]["enabled"] is False
    assert data["options"]["layout"]["improvedLayout"] is False
    assert all(isinstance(n["x"], float) and isinstance(n["y"], float) for n in data["nodes"])


def test_comparison_edges_carry_a_compact_label_and_their_evidence(html_graph: nx.MultiDiGraph, page: str) -> None:
    edges = {(e["from"], e["to"], e.get("label")): e for e in _embedded(page)["edges"]}
    tawa = edges[("system:tawa", "system:cublas", "1.1× speedup")]
    assert tawa["metric"] == "speedup" and tawa["dir"] == "better"
    assert tawa["tip"]["evidence"] == "Tawa reaches up to 1.1x speedup over cuBLAS on NVIDIA H100 GPUs."
    assert tawa["tip"]["paper"] == "Tawa: Automatic Warp Specialization for Modern GPUs"
    assert ["Claim", "up to 1.1× speedup"] in tawa["tip"]["rows"]
    assert ["On", "NVIDIA H100"] in tawa["tip"]["rows"]
    assert ("system:fastserve", "system:vllm", "30% latency") in edges
    unnamed = edges[("paper:serve", "paper:serve", "1.5× throughput")]
    assert ["Baseline", "state-of-the-art <b>serving</b> systems"] in unnamed["tip"]["rows"]


def test_node_tooltips_say_what_the_issue_asks(page: str) -> None:
    nodes = {n["id"]: n for n in _embedded(page)["nodes"]}
    tawa = nodes["paper:tawa"]
    rows = dict(tawa["rows"])
    assert tawa["name"] == "Tawa: Automatic Warp Specialization for Modern GPUs"
    assert tawa["label"] == "Tawa"
    assert (rows["Date"], rows["Authors"], rows["Proposes"]) == ("Oct 1, 2025", "7", "Tawa")
    assert tawa["url"] == "https://arxiv.org/abs/2510.00001"
    assert dict(nodes["paper:evil"]["rows"])["Date"] == "Apr 4 (year not given)"
    vllm = dict(nodes["system:vllm"]["rows"])
    assert vllm["Baseline in"] == "2 comparisons from 2 papers"
    assert vllm["Proposed in"] == "no paper in this graph"
    assert dict(nodes["system:tawa"]["rows"])["Proposed in"] == "Tawa: Automatic Warp Specialization for Modern GPUs"
    assert dict(nodes["hardware:nvidia-h100"]["rows"])["Papers"] == "1"
    assert dict(nodes["technique:tensor-parallelism"]["rows"])["Papers"] == "1"
    assert nodes["system:vllm"]["deg"] > nodes["system:cublas"]["deg"]  # size follows degree


def test_hostile_text_cannot_leave_its_json_and_survives_as_text(html_graph: nx.MultiDiGraph, page: str) -> None:
    title = html_graph.nodes["paper:evil"]["title"]
    assert "<script>" in title
    for payload in ("<script>window.__xss", "<img src=x onerror", "<svg onload", "</script><script>", "<b>serving</b>"):
        assert payload not in page
    assert page.lower().count("</script>") == 3  # only our own three script elements end
    nodes = {n["id"]: n for n in _embedded(page)["nodes"]}
    assert nodes["paper:evil"]["name"] == title  # unchanged text, to be shown with textContent
    assert "url" not in nodes["paper:evil"]  # javascript: links are dropped
    assert "innerHTML" not in page.split("@version 9.1.2")[-1].split("paperkg page script")[-1]


def test_rendering_is_deterministic_and_accepts_the_model_too(html_graph: nx.MultiDiGraph, page: str) -> None:
    assert render_html(html_graph) == page
    assert render_html(from_networkx(html_graph)) == page
    assert render_html(html_graph, title="other") != page


def test_write_html_writes_only_the_page(html_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    write_html(html_graph, tmp_path / "out" / "g.html", max_nodes=4)
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["g.html", "out"]  # no pyvis lib/ folder
    assert _embedded((tmp_path / "out" / "g.html").read_text(encoding="utf-8"))["meta"]["shown_nodes"] == 4


def test_a_capped_page_keeps_the_best_connected_nodes_and_says_what_is_left_out(html_graph: nx.MultiDiGraph) -> None:
    degree = {n: len(set(nx.all_neighbors(html_graph, n)) - {n}) for n in html_graph}
    data = page_data(html_graph, max_nodes=5)
    kept = [n["id"] for n in data["nodes"]]
    assert len(kept) == 5
    assert min(degree[n] for n in kept) >= max(degree[n] for n in html_graph if n not in kept)
    assert kept[0] == "system:vllm"  # most distinct neighbours first
    meta = data["meta"]
    assert meta["rule"] == "the 5 best-connected nodes (by degree, then name)"
    assert sum(total - shown for shown, total in meta["by_kind"].values()) == html_graph.number_of_nodes() - 5
    assert meta["shown_edges"] == html_graph.subgraph(kept).number_of_edges()


def test_focus_draws_the_neighbourhood(html_graph: nx.MultiDiGraph) -> None:
    assert resolve_focus(html_graph, "tawa") == "system:tawa"
    assert resolve_focus(html_graph, "H100") == "hardware:nvidia-h100"
    one = page_data(html_graph, max_nodes=None, focus="cuBLAS", hops=1)
    assert sorted(n["id"] for n in one["nodes"]) == ["paper:tawa", "system:cublas", "system:tawa"]
    assert one["meta"]["focus"] == "system:cublas" and "within 1 link of cuBLAS" in one["meta"]["rule"]
    two = page_data(html_graph, max_nodes=None, focus="system:cublas", hops=2)
    assert "hardware:nvidia-h100" in {n["id"] for n in two["nodes"]}
    assert select_nodes(html_graph, max_nodes=2, focus="system:cublas", hops=3)[0] == "system:cublas"
    with pytest.raises(NodeNotFound, match="no node"):
        page_data(html_graph, max_nodes=None, focus="no such thing")
    with pytest.raises(NodeNotFound, match="matches 2 nodes"):
        resolve_focus(html_graph, "nvidia")


def test_big_graphs_switch_to_big_graph_mode() -> None:
    G = nx.MultiDiGraph()
    for i in range(1100):
        G.add_node(f"paper:{i}", kind="paper", label=f"Paper {i}", title=f"Paper {i}")
        G.add_edge(f"paper:{i}", f"system:s{i % 30}", key="proposes", relation="proposes")
    for j in range(30):
        G.nodes[f"system:s{j}"].update(kind="system", label=f"S{j}")
    data = _embedded(render_html(G))
    assert data["meta"]["large"] is True
    assert data["meta"]["shown_nodes"] == DEFAULT_MAX_NODES == 1000 and data["meta"]["total_nodes"] == 1130
    assert data["options"]["edges"]["smooth"] is False
    assert data["options"]["interaction"]["hideEdgesOnDrag"] is True


def test_layout_is_deterministic_and_separates_nodes() -> None:
    G = nx.barabasi_albert_graph(300, 2, seed=3)
    nodes = [str(n) for n in G]
    edges = [(str(u), str(v)) for u, v in G.edges]
    pos = layout(nodes, edges)
    assert pos == layout(nodes, edges)
    import numpy as np

    xy = np.array([pos[n] for n in nodes])
    d = np.sqrt(((xy[:, None, :] - xy[None, :, :]) ** 2).sum(-1)) + np.eye(len(nodes)) * 1e9
    assert np.median(d.min(axis=1)) > 20  # nodes are spread out, not piled up


def test_cli_show_writes_a_page_and_a_focused_page(html_graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    graph = tmp_path / "paperkg.json"
    write_json(html_graph, graph)
    runner = CliRunner()
    result = runner.invoke(app, ["show", str(graph)])
    assert result.exit_code == 0, result.output
    assert _embedded((tmp_path / "paperkg.html").read_text(encoding="utf-8"))["meta"]["shown_nodes"] == 13
    result = runner.invoke(app, ["show", str(graph), "--focus", "vLLM", "--hops", "1", "--max-nodes", "3", "--out", str(tmp_path / "v.html")])
    assert result.exit_code == 0, result.output
    meta = _embedded((tmp_path / "v.html").read_text(encoding="utf-8"))["meta"]
    assert (meta["focus"], meta["shown_nodes"]) == ("system:vllm", 3)
    result = runner.invoke(app, ["show", str(graph), "--focus", "nothing like this"])
    assert result.exit_code == 2 and "no node" in result.output
    result = runner.invoke(app, ["show", str(tmp_path / "missing.json")])
    assert result.exit_code == 2


def test_big_pages_cap_their_edges_but_keep_the_claims() -> None:
    G = nx.MultiDiGraph()
    for j in range(20):
        G.add_node(f"system:s{j}", kind="system", label=f"S{j}")
    for i in range(700):
        G.add_node(f"paper:{i}", kind="paper", label=f"P{i}", title=f"P{i}")
        for j in range(5):
            G.add_edge(f"paper:{i}", f"system:s{(i + j) % 20}", key="uses_technique", relation="uses_technique")
    for i in range(100):
        G.add_edge(f"system:s{i % 20}", f"system:s{(i + 1) % 20}", key=f"{i}/1", relation="comparison",
                   paper=f"paper:{i}", metric="speedup", value=1.5, unit="x", evidence="E.")
    data = page_data(G, max_nodes=None)
    assert data["meta"]["large"] and data["meta"]["edges_between"] == 3600
    assert data["meta"]["shown_edges"] == len(data["edges"]) == 2500
    assert sum(e["rel"] == "comparison" for e in data["edges"]) == 100


@pytest.mark.slow
def test_seed_page_is_what_show_writes_from_any_built_format(seed_build: Path) -> None:
    """``paperkg show graphs/paperkg.json`` (or .ttl) redraws exactly the page ``paperkg build`` wrote."""
    from paperkg.export.nx import load_graph

    built = (seed_build / "paperkg.html").read_text(encoding="utf-8")
    for name in ("paperkg.json", "paperkg.ttl"):
        assert render_html(load_graph(seed_build / name)) == built, name
    data = _embedded(built)
    assert data["meta"]["by_kind"]["paper"] == [118, 118]
    tawa = [e for e in data["edges"] if e["from"] == "system:tawa" and e["to"] == "system:cublas"]
    assert [e.get("label") for e in tawa] == ["1.1× speedup"]
    assert "Tawa" in tawa[0]["tip"]["evidence"] and tawa[0]["tip"]["paper"].startswith("Tawa:")


@pytest.mark.parametrize("max_nodes", [1, 5, 9, None])
def test_a_page_drawn_from_the_model_is_the_page_of_its_networkx_graph(html_graph: nx.MultiDiGraph, max_nodes) -> None:
    from paperkg.export.html import _graph
    from paperkg.export.html_data import PartsGraph

    kg = from_networkx(html_graph)
    assert isinstance(_graph(kg), PartsGraph)  # no networkx graph is built for the model
    assert render_html(kg, max_nodes=max_nodes) == render_html(html_graph, max_nodes=max_nodes)
    assert page_data(_graph(kg), max_nodes=max_nodes) == page_data(html_graph, max_nodes=max_nodes)
