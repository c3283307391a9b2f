"""What the HTML page shows: node and edge records computed from the networkx graph.

:func:`page_data` picks the nodes to draw (:func:`select_nodes`), lays them out
(:func:`paperkg.export.html_layout.layout`) and gathers, from the *whole* graph,
what each tooltip says. Everything here is plain data (str, int, float, lists,
dicts); the page's script turns it into DOM text nodes, never into HTML, and
:func:`script_json` embeds it so that no paper text can end the ``<script>``.

Which nodes a capped page keeps (the rule the page states): every node is
ranked by its degree in the whole graph (its number of distinct neighbours,
through edges of any relation and direction), highest first, ties broken
by label then node key; the first ``max_nodes`` are drawn. With a focus node,
the candidates are the nodes within ``hops`` links of it (directions ignored),
ranked by distance first, then by the same rule. Big pages also cap the
edges drawn (see :data:`EDGES_PER_NODE`).

Examples:
    >>> comparison_label({"metric": "speedup", "value": 1.1, "unit": "x"})
    '1.1× speedup'
    >>> short_label("Tawa: Automatic Warp Specialization for Modern GPUs")
    'Tawa'
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

__all__ = [
    "KIND_ORDER",
    "KIND_STYLE",
    "LARGE_GRAPH_NODES",
    "LARGE_GRAPH_EDGES",
    "EDGES_PER_NODE",
    "LABEL_DRAW_THRESHOLD",
    "SMALL_FONT",
    "NODE_SIZE",
    "NodeNotFound",
    "PartsGraph",
    "comparison_label",
    "format_number",
    "json_text",
    "page_data",
    "resolve_focus",
    "safe_url",
    "script_json",
    "select_nodes",
    "short_label",
    "size_value",
]

#: Node kinds in legend order.
KIND_ORDER: tuple[str, ...] = ("paper", "system", "technique", "hardware")

#: Legend name, colour (Okabe-Ito, colour-blind safe) and vis-network shape per node kind.
KIND_STYLE: dict[str, dict[str, str]] = {
    "paper": {"name": "Paper", "color": "#0072B2", "shape": "dot"},
    "system": {"name": "System / baseline", "color": "#D55E00", "shape": "diamond"},
    "technique": {"name": "Technique", "color": "#009E73", "shape": "triangle"},
    "hardware": {"name": "Hardware", "color": "#CC79A7", "shape": "square"},
    "other": {"name": "Other", "color": "#7F7F7F", "shape": "dot"},
}

#: Above this many nodes or edges the page switches to its big-graph mode
#: (no edge labels, straight edges, edges hidden while dragging or zooming).
LARGE_GRAPH_NODES = 600
LARGE_GRAPH_EDGES = 2500

#: In big-graph mode at most ``max(LARGE_GRAPH_EDGES, EDGES_PER_NODE * nodes)``
#: edges are drawn: every comparison first, then the links between the
#: best-ranked nodes (drawing time grows with edges, and a denser picture
#: shows nothing more).
EDGES_PER_NODE = 3

#: vis-network node size and label font range (world units) and the on-screen
#: font size under which a label is not drawn; node size and font follow degree.
NODE_SIZE = (6.0, 30.0)
LABEL_DRAW_THRESHOLD = 10.0
#: Label font (world units) of nodes that are not hubs: readable from zoom ~0.8 on.
SMALL_FONT = 12.0

_UNIT_TEXT = {"x": "×", "%": "%", "points": " pts"}
_TITLE_HEAD = re.compile(r"^\s*([^:]{2,40}?)\s*:\s+\S")
_LIST_SHOWN = 6


class NodeNotFound(ValueError):
    """``--focus`` named no node of the graph, or several."""


def script_json(value: Any) -> str:
    """JSON text that is safe inside an HTML ``<script>`` element.

    ``<``, ``>`` and ``&`` become ``\\u003c``-style escapes, so ``</script>``
    or ``<!--`` in a paper title cannot end or alter the script element;
    U+2028/U+2029 are escaped too. Keys keep their order, so output is
    deterministic.

    Examples:
        >>> script_json({"t": "</script><img src=x onerror=alert(1)>"})
        '{"t":"\\\\u003c/script\\\\u003e\\\\u003cimg src=x onerror=alert(1)\\\\u003e"}'
        >>> json.loads(script_json(["a & b \\u2028"])) == ["a & b \\u2028"]
        True
    """
    return json_text(json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False))


def json_text(text: str) -> str:
    r"""Escape JSON text for a ``<script>`` element (see :func:`script_json`).

    ``<``, ``>`` and ``&`` can only occur inside JSON strings, where the
    ``\uXXXX`` escapes mean the same characters.

    Examples:
        >>> json_text('{"a": "</script>"}')
        '{"a": "\\u003c/script\\u003e"}'
    """
    for raw, escaped in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(raw, escaped)
    return text


def safe_url(url: Any) -> str | None:
    """``url`` if it is an absolute http(s) link, else ``None`` (no ``javascript:``).

    Examples:
        >>> safe_url("https://arxiv.org/abs/2510.00001")
        'https://arxiv.org/abs/2510.00001'
        >>> safe_url("javascript:alert(1)") is None, safe_url(" JaVaScRiPt:x") is None
        (True, True)
    """
    if not isinstance(url, str):
        return None
    url = url.strip()
    return url if re.match(r"^https?://[^\s\"'<>]+$", url, re.IGNORECASE) else None


def short_label(text: str, limit: int = 28) -> str:
    """A short node label: a title's name before its colon, else the text cut at a word.

    Examples:
        >>> short_label("Mutual-Supervised Learning for Sequential-to-Parallel Code Translation")
        'Mutual-Supervised Learning…'
        >>> short_label("cuBLAS")
        'cuBLAS'
    """
    text = " ".join(str(text).split())
    head = _TITLE_HEAD.match(text)
    if head:
        return head.group(1)
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0] if " " in text[:limit] else text[:limit]
    return cut.rstrip(" ,;:-") + "…"


def format_number(value: float) -> str:
    """A number as a paper would print it: no trailing zeros, no exponent.

    Examples:
        >>> format_number(1.1), format_number(3.0), format_number(0.125), format_number(1e6)
        ('1.1', '3', '0.125', '1000000')
    """
    value = float(value)
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return f"{value:.4f}".rstrip("0").rstrip(".")


def _amount(attrs: dict[str, Any]) -> str:
    """``"1.1×"``, ``"2.4–8×"``, ``"30%"``, ``"2 pts"``, ``"71.2 BLEU"`` or ``""``."""
    value = attrs.get("value")
    if value is None:
        return ""
    text = format_number(value)
    if attrs.get("value_max") is not None:
        text += "–" + format_number(attrs["value_max"])
    unit = attrs.get("unit")
    if unit:
        text += _UNIT_TEXT.get(unit, " " + str(unit))
    return text


def comparison_label(attrs: dict[str, Any]) -> str:
    """The compact label of a comparison edge: amount and metric.

    Examples:
        >>> comparison_label({"metric": "latency", "value": 30, "unit": "%"})
        '30% latency'
        >>> comparison_label({"metric": "speedup", "value": 2.36, "value_max": 8.02, "unit": "x"})
        '2.36–8.02× speedup'
        >>> comparison_label({"metric": "accuracy", "direction": "parity"})
        'on par (accuracy)'
        >>> comparison_label({"metric": "other", "value": 3, "unit": "x"})
        '3×'
    """
    amount = _amount(attrs)
    metric = str(attrs.get("metric") or "other")
    if not amount:
        return f"on par ({metric})" if attrs.get("direction") == "parity" else metric
    return amount if metric == "other" else f"{amount} {metric}"


def _label(G, node: str) -> str:
    data = _brief(G, node) if node in G else {}
    return str(data.get("label") or data.get("title") or node.partition(":")[2] or node)


def _brief(G, node: str) -> dict[str, Any]:
    """The node's attributes, or the few a :class:`PartsGraph` makes cheaply (kind, label, title)."""
    return G.brief(node) if isinstance(G, PartsGraph) else G.nodes[node]


def _degrees(G) -> dict[str, int]:
    """Number of distinct neighbours of each node (either direction, self excluded).

    Examples:
        >>> import networkx as nx
        >>> G = nx.MultiDiGraph([("p", "s"), ("p", "s"), ("s", "p"), ("p", "p"), ("p", "t")])
        >>> _degrees(G)
        {'p': 2, 's': 1, 't': 1}
    """
    if isinstance(G, PartsGraph):
        return G.degrees()
    adj = G.adj
    pred = G.pred if G.is_directed() else G.adj
    return {n: len((adj[n].keys() | pred[n].keys()) - {n}) for n in G}


def _rank_key(G, degree: dict[str, int], node: str) -> tuple:
    return (-degree.get(node, 0), _label(G, node).casefold(), node)


def resolve_focus(G, name: str) -> str:
    """The node key that ``name`` designates.

    Tried in order: a node key (``system:tawa``); a label, title, other title
    or alias equal to ``name`` (case ignored); a node whose id is
    ``slugify(name)``; a single label containing ``name``.

    Raises:
        NodeNotFound: No node matches, or several do (the message lists them).

    Examples:
        >>> import networkx as nx
        >>> G = nx.MultiDiGraph()
        >>> G.add_node("system:tawa", kind="system", label="Tawa")
        >>> G.add_node("hardware:nvidia-h100", kind="hardware", label="NVIDIA H100", aliases="H100")
        >>> resolve_focus(G, "h100"), resolve_focus(G, "TAWA"), resolve_focus(G, "system:tawa")
        ('hardware:nvidia-h100', 'system:tawa', 'system:tawa')
    """
    from paperkg.model import slugify

    if name in G:
        return name
    wanted = " ".join(name.split()).casefold()
    exact = []
    for node, data in G.nodes(data=True):
        names = [data.get("label"), data.get("title")]
        for field in ("alt_titles", "aliases"):
            names += str(data.get(field) or "").split(" | ")
        if any(n and " ".join(str(n).split()).casefold() == wanted for n in names):
            exact.append(node)
    if not exact:
        slug = slugify(name)
        exact = [node for node in G if node.partition(":")[2] == slug]
    if not exact:
        exact = [node for node in G if wanted in _label(G, node).casefold()]
    if len(exact) == 1:
        return exact[0]
    if not exact:
        raise NodeNotFound(f"--focus {name!r}: no node has that name, title or key")
    degree = _degrees(G)
    exact.sort(key=lambda node: _rank_key(G, degree, node))
    listed = ", ".join(f"{n} ({_label(G, n)})" for n in exact[:5])
    more = f" and {len(exact) - 5} more" if len(exact) > 5 else ""
    raise NodeNotFound(f"--focus {name!r} matches {len(exact)} nodes: {listed}{more}; give a node key instead")


def select_nodes(
    G, *, max_nodes: int | None, focus: str | None = None, hops: int = 1, degree: dict[str, int] | None = None
) -> list[str]:
    """The nodes a page draws, most important first (the rule: module docstring).

    Args:
        G: The networkx graph.
        max_nodes: Cap on the number of nodes (``None``: no cap).
        focus: A node key (see :func:`resolve_focus`) to centre on.
        hops: With ``focus``: keep nodes at most this many links away.

    Examples:
        >>> import networkx as nx
        >>> G = nx.MultiDiGraph([("p:1", "s:a"), ("p:2", "s:a"), ("p:2", "s:b"), ("p:3", "s:b"), ("p:3", "s:c")])
        >>> select_nodes(G, max_nodes=3)   # degree 2 each; then by label
        ['p:2', 'p:3', 's:a']
        >>> select_nodes(G, max_nodes=None, focus="s:a", hops=1)
        ['s:a', 'p:2', 'p:1']
    """
    degree = _degrees(G) if degree is None else degree
    if focus is None:
        ranked = sorted(G, key=lambda node: _rank_key(G, degree, node))
    else:
        import networkx as nx

        distance = nx.single_source_shortest_path_length(G.to_undirected(as_view=True), focus, cutoff=max(hops, 0))
        ranked = sorted(distance, key=lambda node: (distance[node], *_rank_key(G, degree, node)))
    return ranked if max_nodes is None else ranked[: max(max_nodes, 1)]


class PartsGraph:
    """The few read-only parts of a networkx ``MultiDiGraph`` that :func:`page_data` uses.

    Made from node and edge attribute mappings (see
    :func:`paperkg.export.nx.graph_parts`, whose attributes are made only
    when looked up), so a page of a large
    :class:`~paperkg.model.KnowledgeGraph` is drawn without building the
    whole networkx graph first: only node keys and edge keys are held for
    every node and edge. Enough for :func:`page_data` without a focus node;
    a focus needs a real networkx graph.

    Examples:
        >>> G = PartsGraph({"p:1": {"kind": "paper", "label": "A"}, "s:a": {"kind": "system", "label": "a"}},
        ...                {("p:1", "s:a", "proposes"): {"relation": "proposes"}})
        >>> _degrees(G), G.number_of_edges(), list(G.edges(keys=True)), G.nodes["s:a"]["label"]
        ({'p:1': 1, 's:a': 1}, 1, [('p:1', 's:a', 'proposes')], 'a')
    """

    def __init__(
        self, nodes: Mapping[str, dict[str, Any]], edges: Mapping[tuple[str, str, str], dict[str, Any]]
    ) -> None:
        self.nodes = nodes
        self._order = sorted(nodes)
        self._edge_attrs = edges
        self._edge_keys = list(edges)

    def degrees(self) -> dict[str, int]:
        """Number of distinct neighbours of each node (either direction, self excluded), as :func:`_degrees`."""
        pairs = {(u, v) if u < v else (v, u) for u, v, _ in self._edge_keys if u != v}
        count = Counter(u for u, _ in pairs)
        count.update(v for _, v in pairs)
        return {node: count.get(node, 0) for node in self._order}

    def __contains__(self, node: object) -> bool:
        return node in self.nodes

    def brief(self, node: str) -> dict[str, Any]:
        """A node's ``kind``, ``label`` (and ``title``) when the node mapping can make them alone, else all."""
        brief = getattr(self.nodes, "brief", None)
        return brief(node) if brief is not None else self.nodes[node]

    def brief_edges(self) -> Iterator[tuple[str, str, dict[str, Any]]]:
        """``(u, v, attributes)`` of every edge, with only the attributes a page counts when that is cheaper."""
        brief = getattr(self._edge_attrs, "brief", None) or self._edge_attrs.__getitem__
        for key in self._edge_keys:
            yield key[0], key[1], brief(key)

    def __iter__(self) -> Iterator[str]:
        return iter(self._order)

    def is_directed(self) -> bool:
        return True

    def number_of_nodes(self) -> int:
        return len(self._order)

    def number_of_edges(self) -> int:
        return len(self._edge_keys)

    def edges_among(self, nodes: set[str]) -> list[tuple[str, str, str, dict[str, Any]]]:
        """``(u, v, key, attributes)`` of the edges between ``nodes``; only their attributes are made."""
        attrs = self._edge_attrs
        return [(u, v, k, attrs[(u, v, k)]) for u, v, k in self._edge_keys if u in nodes and v in nodes]

    def edges(self, *, keys: bool = False, data: bool = False) -> Iterator[tuple]:
        """Edges in no particular order (every use here sorts or counts them)."""
        attrs = self._edge_attrs
        for u, v, k in self._edge_keys:
            if keys:
                yield (u, v, k, attrs[(u, v, k)]) if data else (u, v, k)
            else:
                yield (u, v, attrs[(u, v, k)]) if data else (u, v)


class _Index:
    """Per-node facts gathered in one pass over every edge of the whole graph.

    Only facts about ``nodes`` are kept when it is given (the drawn nodes:
    the only ones whose tooltips are written).
    """

    def __init__(self, G, nodes: set[str] | None = None) -> None:
        self.out: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self.into: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self.claims_by_paper: Counter[str] = Counter()
        self.baseline_claims: Counter[str] = Counter()
        self.baseline_papers: dict[str, set[str]] = defaultdict(set)
        self.subject_claims: Counter[str] = Counter()
        self.hardware_claims: Counter[str] = Counter()
        wanted = (lambda node: True) if nodes is None else nodes.__contains__
        edges = G.brief_edges() if isinstance(G, PartsGraph) else G.edges(data=True)
        for u, v, data in edges:
            relation = data.get("relation")
            if relation == "comparison":
                paper = data.get("paper", "")
                if wanted(paper):
                    self.claims_by_paper[paper] += 1
                baseline = data.get("baseline")
                if baseline and wanted(baseline):
                    self.baseline_claims[baseline] += 1
                    self.baseline_papers[baseline].add(paper)
                if wanted(u):
                    self.subject_claims[u] += 1
                hardware = data.get("hardware")
                if hardware and wanted(hardware):
                    self.hardware_claims[hardware] += 1
            else:
                if wanted(u):
                    self.out[u][relation].append(v)
                if wanted(v):
                    self.into[v][relation].append(u)
                    if relation == "compares_with":
                        self.baseline_papers[v].add(u)


def _listing(G, nodes: Iterable[str]) -> str:
    names = sorted({_label(G, n) for n in nodes}, key=lambda name: (name.casefold(), name))
    shown = "; ".join(names[:_LIST_SHOWN])
    return shown + (f"; and {len(names) - _LIST_SHOWN} more" if len(names) > _LIST_SHOWN else "")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _date(issued: Any) -> str:
    """Readable date; a partial ``--MM-DD`` says the year is unknown.

    Examples:
        >>> _date("2025-12-09"), _date("--04-04"), _date("2024")
        ('Dec 9, 2025', 'Apr 4 (year not given)', '2024')
    """
    text = str(issued)
    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)", text)
    if m:
        return f"{_MONTHS[int(m[2]) - 1]} {int(m[3])}, {m[1]}"
    m = re.fullmatch(r"--(\d\d)-(\d\d)", text)
    if m:
        return f"{_MONTHS[int(m[1]) - 1]} {int(m[2])} (year not given)"
    m = re.fullmatch(r"(\d{4})-(\d\d)", text)
    if m:
        return f"{_MONTHS[int(m[2]) - 1]} {m[1]}"
    return text


def _node_rows(G, node: str, data: dict[str, Any], index: _Index) -> list[list[str]]:
    kind = data.get("kind")
    out, into = index.out.get(node, {}), index.into.get(node, {})
    rows: list[list[str]] = []

    def add(name: str, value: Any) -> None:
        if value not in (None, "", 0):
            rows.append([name, str(value)])

    if kind == "paper":
        add("Also titled", "; ".join(t for t in str(data.get("alt_titles") or "").split(" | ") if t))
        add("Date", _date(data["issued"]) if data.get("issued") else None)
        add("Authors", data.get("author_count"))
        add("Upvotes", data.get("upvotes"))
        add("Proposes", _listing(G, out.get("proposes", ())))
        add("Techniques", _listing(G, out.get("uses_technique", ())))
        add("Hardware", _listing(G, out.get("evaluated_on", ())))
        add("Compared with", _listing(G, out.get("compares_with", ())))
        add("Claims", index.claims_by_paper.get(node))
        add("arXiv", data.get("arxiv_id"))
    elif kind == "system":
        proposers = into.get("proposes", ())
        add("Proposed in", _listing(G, proposers) if proposers else "no paper in this graph")
        claims, papers = index.baseline_claims.get(node, 0), len(index.baseline_papers.get(node, ()))
        add("Baseline in", f"{_plural(claims, 'comparison')} from {_plural(papers, 'paper')}" if claims or papers else "never")
        add("Wins claimed", index.subject_claims.get(node))
        add("Also known as", "; ".join(a for a in str(data.get("aliases") or "").split(" | ") if a))
    elif kind in ("technique", "hardware"):
        relation = "uses_technique" if kind == "technique" else "evaluated_on"
        add("Papers", len(set(into.get(relation, ()))) or "none")
        if kind == "hardware":
            add("Claims measured on it", index.hardware_claims.get(node))
        else:
            add("Broader", _listing(G, out.get("broader", ())))
            add("Narrower", _listing(G, into.get("broader", ())))
        add("Also known as", "; ".join(a for a in str(data.get("aliases") or "").split(" | ") if a))
    return rows


def _paper_url(data: dict[str, Any]) -> str | None:
    url = safe_url(data.get("url"))
    if url is None and data.get("arxiv_id") and re.fullmatch(r"[\w./-]+", str(data["arxiv_id"])):
        url = f"https://arxiv.org/abs/{data['arxiv_id']}"
    return url


def _edge_record(G, u: str, v: str, key: Any, data: dict[str, Any], *, labels: bool, parallel: int) -> dict[str, Any]:
    relation = str(data.get("relation") or "link")
    record: dict[str, Any] = {"id": f"{u}\u2192{v}#{key}", "from": u, "to": v, "rel": relation}
    if parallel:
        record["bend"] = parallel
    if relation != "comparison":
        return record
    label = comparison_label(data)
    record["metric"] = str(data.get("metric") or "other")
    record["dir"] = str(data.get("direction") or "better")
    if labels:
        record["label"] = label
    baseline = _label(G, data["baseline"]) if data.get("baseline") else data.get("baseline_text") or "an unnamed baseline"
    subject = short_label(_label(G, data.get("subject") or u), 60)
    claim = " ".join(x for x in (data.get("qualifier"), label) if x)
    rows = [["Claim", claim], ["Baseline", str(baseline)]]
    if data.get("hardware"):
        rows.append(["On", _label(G, data["hardware"])])
    rows.append(["Outcome", {"better": f"{subject} is better", "worse": f"{subject} is worse", "parity": "on par"}.get(record["dir"], record["dir"])])
    paper = data.get("paper")
    record["tip"] = {
        "head": f"{subject} vs {baseline}",
        "rows": rows,
        "evidence": str(data.get("evidence") or ""),
        "paper": _label(G, paper) if paper else "",
    }
    return record


def _display_label(G, node: str) -> str:
    data = G.nodes[node]
    if (data.get("kind") or node.partition(":")[0]) == "paper":
        return short_label(str(data.get("title") or data.get("label") or node))
    return short_label(_label(G, node), 40)


def size_value(degree: int) -> float:
    """What vis-network scales node size and label font by: the square root of the degree.

    So a node's area, not its radius, grows with its number of neighbours.

    Examples:
        >>> size_value(0), size_value(16)
        (1.0, 4.0)
    """
    return round(max(1.0, float(degree)) ** 0.5, 4)


def _hub_count(n: int) -> int:
    """How many nodes are labelled at the first view.

    Examples:
        >>> _hub_count(13), _hub_count(345), _hub_count(1000)
        (13, 43, 60)
    """
    return n if n <= 20 else min(60, max(20, n // 8))


def _declutter(positions, edges, kept: list[str], labels: dict[str, str], values: dict[str, float]):
    """Spread the hubs so their labels do not collide at the first view (see html_layout.declutter)."""
    import numpy as np

    from paperkg.export.html_layout import VIEW, declutter, fit_zoom, repack

    low, high = min(values.values(), default=1.0), max(values.values(), default=1.0)

    def box(node: str, font: float) -> tuple[float, float, float]:
        scale = 0.5 if high == low else (values[node] - low) / (high - low)
        size = NODE_SIZE[0] + scale * (NODE_SIZE[1] - NODE_SIZE[0])
        return max(size, 0.34 * font * len(labels[node]) + 4), size, size + 1.4 * font

    hubs = kept[: _hub_count(len(kept))]
    for rotate in (True, False):  # spreading stretches components: turn and pack them again
        positions, _ = declutter(positions, hubs, box, margin=NODE_SIZE[1])
        positions = repack(positions, edges, rotate=rotate)
    xy = np.array(list(positions.values()), dtype=float).reshape(-1, 2)
    font = min(max(13.0 / fit_zoom(xy, NODE_SIZE[1], VIEW), 14.0), 72.0) if len(xy) else 14.0
    return (positions, round(font, 1)), set(hubs)


def page_data(
    G,
    *,
    max_nodes: int | None,
    focus: str | None = None,
    hops: int = 1,
    title: str = "paperkg",
) -> dict[str, Any]:
    """Everything the page draws, as JSON-ready data.

    Args:
        G: A ``MultiDiGraph`` in the schema of :mod:`paperkg.export.nx`.
        max_nodes: Cap on drawn nodes (``None``: all).
        focus: Name or key of a node to centre on (see :func:`resolve_focus`).
        hops: With ``focus``: how many links away nodes are kept.
        title: The page title.

    Returns:
        ``{"meta": ..., "kinds": ..., "nodes": [...], "edges": [...]}``.

    Raises:
        NodeNotFound: ``focus`` names no node, or several.

    Examples:
        >>> import networkx as nx
        >>> G = nx.MultiDiGraph()
        >>> G.add_node("paper:p1", kind="paper", label="Tawa: warps", title="Tawa: warps")
        >>> G.add_node("system:tawa", kind="system", label="Tawa")
        >>> G.add_edge("paper:p1", "system:tawa", key="proposes", relation="proposes")
        'proposes'
        >>> d = page_data(G, max_nodes=None)
        >>> [n["label"] for n in d["nodes"]], d["meta"]["shown_edges"]
        (['Tawa', 'Tawa'], 1)
    """
    from paperkg.export.html_layout import layout

    focus_key = resolve_focus(G, focus) if focus else None
    degree = _degrees(G)
    kept = select_nodes(G, max_nodes=max_nodes, focus=focus_key, hops=hops, degree=degree)
    kept_set = set(kept)
    index = _Index(G, kept_set)

    if isinstance(G, PartsGraph):
        sub_edges = G.edges_among(kept_set)
    else:
        sub_edges = [(u, v, k, d) for u, v, k, d in G.edges(keys=True, data=True) if u in kept_set and v in kept_set]
    sub_edges.sort(key=lambda e: (e[0], e[1], str(e[2])))
    large = len(kept) > LARGE_GRAPH_NODES or len(sub_edges) > LARGE_GRAPH_EDGES
    edges_between = len(sub_edges)
    budget = max(LARGE_GRAPH_EDGES, EDGES_PER_NODE * len(kept))
    if large and len(sub_edges) > budget:
        rank = {n: i for i, n in enumerate(kept)}
        by_importance = sorted(
            sub_edges,
            key=lambda e: (e[3].get("relation") != "comparison", rank[e[0]] + rank[e[1]], e[0], e[1], str(e[2])),
        )
        sub_edges = sorted(by_importance[:budget], key=lambda e: (e[0], e[1], str(e[2])))
    pairs = [(u, v) for u, v, _, _ in sub_edges]
    positions = layout(kept, pairs)
    labels = {n: _display_label(G, n) for n in kept}
    values = {n: size_value(degree.get(n, 0)) for n in kept}
    (positions, hub_font), hubs = _declutter(positions, pairs, kept, labels, values)

    nodes = []
    for node in kept:
        data = G.nodes[node]
        kind = str(data.get("kind") or node.partition(":")[0])
        kind = kind if kind in KIND_STYLE else "other"
        name = str(data.get("title") or data.get("label") or node)
        record: dict[str, Any] = {
            "id": node,
            "label": labels[node],
            "kind": kind,
            "x": positions[node][0],
            "y": positions[node][1],
            "deg": degree.get(node, 0),
            "value": values[node],
            "font": hub_font if node in hubs else SMALL_FONT,
            "name": name,
            "rows": _node_rows(G, node, data, index),
        }
        url = _paper_url(data) if kind == "paper" else None
        if url:
            record["url"] = url
        aliases = " | ".join(str(data.get(f)) for f in ("aliases", "alt_titles") if data.get(f))
        if aliases:
            record["aka"] = aliases
        nodes.append(record)

    seen_pairs: Counter[tuple[str, str]] = Counter()
    edges = []
    for u, v, k, d in sub_edges:
        pair = (min(u, v), max(u, v))
        parallel = seen_pairs[pair]
        seen_pairs[pair] += 1
        edges.append(_edge_record(G, u, v, k, d, labels=not large, parallel=0 if large else parallel))

    total_by_kind = Counter(str(_brief(G, n).get("kind") or "other") for n in G)
    shown_by_kind = Counter(n["kind"] for n in nodes)
    metrics = sorted({e["metric"] for e in edges if "metric" in e})
    if focus_key:
        rule = (
            f"nodes within {_plural(hops, 'link')} of {_label(G, focus_key)}"
            + (f", the {max_nodes} nearest and best connected" if max_nodes is not None and len(kept) >= max_nodes else "")
        )
    elif max_nodes is not None and len(kept) < G.number_of_nodes():
        rule = f"the {len(kept)} best-connected nodes (by degree, then name)"
    else:
        rule = "every node"
    meta = {
        "title": title,
        "total_nodes": G.number_of_nodes(),
        "total_edges": G.number_of_edges(),
        "shown_nodes": len(nodes),
        "shown_edges": len(edges),
        "by_kind": {k: [shown_by_kind.get(k, 0), total_by_kind.get(k, 0)] for k in KIND_ORDER + ("other",) if total_by_kind.get(k)},
        "rule": rule,
        "edges_between": edges_between,
        "focus": focus_key,
        "hops": hops if focus_key else None,
        "large": large,
        "metrics": metrics,
    }
    kinds = {k: KIND_STYLE[k] for k in KIND_ORDER + ("other",) if k in total_by_kind or k in shown_by_kind}
    return {"meta": meta, "kinds": kinds, "nodes": nodes, "edges": edges}
