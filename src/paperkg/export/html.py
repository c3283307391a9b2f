"""The knowledge graph as one self-contained, interactive HTML page.

:func:`render_html` returns the page as a string; :func:`write_html` writes it
atomically. The page works from ``file://`` with no network: vis-network's
script and stylesheet (copied from the pyvis package into
``paperkg/data/html/``) and the page's own script and style are inlined; no CDN
script, style or font is referenced.

What the page offers: colour and shape per node kind with a legend that doubles
as a filter; node size by degree; hover tooltips for nodes and for comparison
edges (the claim, the evidence sentence, the paper); a search box; filters by
metric; click to highlight a neighbourhood; a reset button; a physics toggle.
Positions are computed in Python (:mod:`paperkg.export.html_layout`), so the
browser draws at once and physics stays off unless asked for.

Safety: paper text reaches the page only as JSON inside
``<script type="application/json">`` (escaped by
:func:`paperkg.export.html_data.script_json`) and is put into the document as
text nodes (``textContent``), never as HTML; links are kept only when they are
``http(s)://``.

Size: by default at most :data:`DEFAULT_MAX_NODES` nodes are drawn (the
best-connected ones, see :mod:`paperkg.export.html_data`); the page says what
was left out. ``paperkg show --focus NAME --hops N`` draws the neighbourhood of
one node instead.

Examples:
    >>> import networkx as nx
    >>> G = nx.MultiDiGraph()
    >>> G.add_node("paper:p1", kind="paper", label="<b>Bold</b>: a title", title="<b>Bold</b>: a title")
    >>> page = render_html(G)
    >>> page.startswith("<!DOCTYPE html>"), "<b>Bold</b>" in page
    (True, False)
    >>> page == render_html(G)
    True
"""

from __future__ import annotations

import functools
import os
from typing import Any

from paperkg.model import KnowledgeGraph

__all__ = ["DEFAULT_MAX_NODES", "render_html", "write_html"]

#: Nodes drawn by default; enough for the seed corpus in full, and a page that
#: opens within seconds for any corpus (a 100,000-paper graph is cut to its
#: best-connected nodes; ``paperkg show --max-nodes`` or ``--focus`` shows more).
DEFAULT_MAX_NODES = 1000

_ASSETS = ("page.html", "page.js", "page.css", "vis-network.min.js", "vis-network.css")


@functools.cache
def _asset(name: str) -> str:
    """The text of a file under ``paperkg/data/html/``, checked once so it cannot end its element."""
    from importlib.resources import files

    text = files("paperkg").joinpath("data", "html", name).read_text(encoding="utf-8")
    lowered = text.lower()
    if name.endswith(".js") and ("</script" in lowered or "<!--" in lowered):
        raise ValueError(f"paperkg/data/html/{name}: contains '</script' or '<!--' and cannot be inlined")
    if name.endswith(".css") and "</style" in lowered:
        raise ValueError(f"paperkg/data/html/{name}: contains '</style' and cannot be inlined")
    return text


def _graph(kg_or_graph: KnowledgeGraph | Any, focus: str | None = None):
    """The graph :func:`~paperkg.export.html_data.page_data` reads.

    A knowledge graph drawn without a focus becomes a light read-only view
    (:class:`~paperkg.export.html_data.PartsGraph`): no networkx graph of a
    large corpus is built just to draw its best-connected nodes.
    """
    if isinstance(kg_or_graph, KnowledgeGraph):
        if focus is None:
            from paperkg.export.html_data import PartsGraph
            from paperkg.export.nx import graph_parts

            return PartsGraph(*graph_parts(kg_or_graph))
        from paperkg.export.nx import to_networkx

        return to_networkx(kg_or_graph)
    return kg_or_graph


def _vis_options(large: bool) -> dict[str, Any]:
    """vis-network options: positions are given, so no layout pass and physics off."""
    from paperkg.export.html_data import LABEL_DRAW_THRESHOLD, NODE_SIZE, SMALL_FONT

    return {
        "autoResize": True,
        "layout": {"improvedLayout": False, "randomSeed": 1},
        "physics": {
            "enabled": False,
            "solver": "barnesHut",
            "barnesHut": {"gravitationalConstant": -3000, "springLength": 90, "springConstant": 0.02, "damping": 0.3},
            "stabilization": {"enabled": False},
            "minVelocity": 1.0,
            "maxVelocity": 30,
        },
        "interaction": {
            "hover": True,
            "tooltipDelay": 120,
            "hideEdgesOnDrag": large,
            "hideEdgesOnZoom": large,
            "navigationButtons": False,
            "keyboard": False,
            "multiselect": False,
        },
        "nodes": {
            "borderWidth": 1,
            "borderWidthSelected": 3,
            "scaling": {
                "min": NODE_SIZE[0],
                "max": NODE_SIZE[1],
                "label": {"enabled": False, "maxVisible": 20, "drawThreshold": LABEL_DRAW_THRESHOLD},
            },
            "font": {
                "size": SMALL_FONT,
                "face": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
                "color": "#1d2430",
                "strokeWidth": 3,
                "strokeColor": "#ffffff",
            },
        },
        "edges": {
            "smooth": False if large else {"enabled": True, "type": "continuous", "roundness": 0.15},
            "width": 1,
            "selectionWidth": 1.5,
            "arrows": {"to": {"enabled": True, "scaleFactor": 0.45}},
            "font": {
                "size": 10,
                "face": "system-ui, sans-serif",
                "color": "#333333",
                "strokeWidth": 3,
                "strokeColor": "#ffffff",
                "align": "middle",
            },
            "scaling": {"label": {"drawThreshold": 9, "maxVisible": 16}},
        },
    }


def render_html(
    kg_or_graph: KnowledgeGraph | Any,
    *,
    max_nodes: int | None = DEFAULT_MAX_NODES,
    focus: str | None = None,
    hops: int = 1,
    title: str = "paperkg",
) -> str:
    """The interactive page of a graph, as one self-contained HTML string.

    Args:
        kg_or_graph: A :class:`~paperkg.model.KnowledgeGraph`, or the
            ``MultiDiGraph`` of :func:`paperkg.export.nx.to_networkx`.
        max_nodes: Draw at most this many nodes (``None``: every node).
        focus: Name, title, alias or key of a node: draw its neighbourhood.
        hops: With ``focus``: how many links away nodes are kept.
        title: Page title and heading.

    Returns:
        The HTML text; the same graph and arguments give the same text.

    Raises:
        paperkg.export.html_data.NodeNotFound: ``focus`` names no node, or several.
    """
    from jinja2 import Environment, FunctionLoader
    from markupsafe import Markup
    from pyvis.network import Network

    from paperkg import __version__
    from paperkg.export.html_data import json_text, page_data, script_json

    G = _graph(kg_or_graph, focus)
    data = page_data(G, max_nodes=max_nodes, focus=focus, hops=hops, title=title)
    large = data["meta"]["large"]

    # pyvis holds the node and edge lists and the options and renders our
    # template (its own loads Bootstrap from a CDN); the lists are filled
    # directly, not with add_node/add_edge, which check duplicates one by one.
    net = Network(directed=True, cdn_resources="in_line", heading=title)
    net.nodes = data["nodes"]
    net.edges = data["edges"]
    net.options = _vis_options(large)
    env = Environment(loader=FunctionLoader(_asset), autoescape=True, keep_trailing_newline=True)
    env.filters["script_json"] = lambda value: Markup(script_json(value))
    env.filters["json_text"] = lambda text: Markup(json_text(text))
    env.globals.update(
        meta=data["meta"],
        kinds=data["kinds"],
        version=__version__,
        vis_js=Markup(_asset("vis-network.min.js")),
        vis_css=Markup(_asset("vis-network.css")),
        page_js=Markup(_asset("page.js")),
        page_css=Markup(_asset("page.css")),
    )
    net.templateEnv = env
    net.path = "page.html"
    return net.generate_html()


def write_html(kg_or_graph: KnowledgeGraph | Any, path: str | os.PathLike[str], **kw: Any) -> None:
    """Write :func:`render_html` (same keyword arguments) to ``path`` atomically."""
    from paperkg.io import atomic_write_text

    atomic_write_text(path, render_html(kg_or_graph, **kw))
