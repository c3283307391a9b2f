"""The knowledge graph as a networkx ``MultiDiGraph``: the one place its schema is documented.

:func:`to_networkx` turns a :class:`~paperkg.model.KnowledgeGraph` into a
``networkx.MultiDiGraph``; :func:`render_json` / :func:`write_json` save it as
node-link JSON (``graphs/paperkg.json``); :func:`load_graph` reads back any
output paperkg writes (node-link JSON, Turtle, N-Triples, JSON-LD, an
Oxigraph store folder) and gives the same graph for each;
:func:`from_networkx` goes back to the model.

Nodes
    Keys are ``"<kind>:<id>"``: ``paper:<key>``, ``system:cublas``,
    ``technique:tensor-parallelism``, ``hardware:nvidia-h100``. Every node has
    ``kind`` (``paper``, ``system``, ``technique``, ``hardware``) and
    ``label`` (a paper's label is its title).

    ============ ================================================================
    kind         further attributes
    ============ ================================================================
    paper        ``title``, ``alt_titles``, ``abstract``, ``issued``,
                 ``author_count`` (int), ``upvotes`` (int), ``url``,
                 ``arxiv_id``, ``identifiers``, ``sources``
    system       ``aliases``
    technique    ``aliases``, ``broader`` (technique ids)
    hardware     ``aliases``
    ============ ================================================================

Edges
    Every edge has ``relation``; its key names it too, except for comparisons,
    whose key is ``"<paper key>/<n>"`` (the n-th comparison of that paper,
    from 1) so several claims between the same two nodes stay apart.

    ================ ==================================================== ===================
    ``relation``     from -> to                                           key
    ================ ==================================================== ===================
    proposes         paper -> system                                      ``proposes``
    uses_technique   paper -> technique                                   ``uses_technique``
    evaluated_on     paper -> hardware                                    ``evaluated_on``
    compares_with    paper -> system (a named baseline)                   ``compares_with``
    broader          technique -> broader technique                       ``broader``
    comparison       subject (the system, or the paper when its           ``<paper key>/<n>``
                     contribution has no name) -> baseline system (the
                     paper node when the baseline is unnamed)
    ================ ==================================================== ===================

    Comparison edges carry ``paper`` (the paper's node key), ``subject`` and
    ``baseline`` (node keys; ``baseline`` only when named), ``baseline_text``
    (the words naming an unnamed baseline), ``metric``, ``value`` and
    ``value_max`` (floats), ``unit`` (``"x"``, ``"%"``, ``"points"``, a score
    name), ``qualifier`` (``"up to"``, ``"average"``, ...), ``direction``
    (``"better"``: the subject wins, ``"worse"``, ``"parity"``), ``hardware``
    (a node key), ``evidence`` (the sentence, a substring of the abstract),
    ``start`` and ``end`` (its offsets in the abstract), ``rule`` and
    ``confidence``.

Values are scalars only (str, int, float), so ``nx.write_graphml`` can write
the graph: lists are sorted and joined with ``" | "`` (see :data:`SEP`;
``G.nodes[n]["aliases"].split(" | ")`` gives the list back) and ``None``
values and empty lists are left out.

Examples:
    >>> from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts
    >>> tawa = Paper(key="2510.00001", title="Tawa: Automatic Warp Specialization",
    ...              abstract="Tawa achieves up to 1.1x speedup over cuBLAS on H100 GPUs.",
    ...              issued="2025-10-01", sources=("a.txt", "b.txt"))
    >>> c = Comparison(subject="tawa", baseline="cublas", metric="speedup", value=1.1,
    ...                unit="x", qualifier="up to", hardware="nvidia-h100",
    ...                evidence=tawa.abstract, start=0, end=len(tawa.abstract), rule="over")
    >>> facts = PaperFacts(paper="2510.00001", proposes=("tawa",), hardware=("nvidia-h100",),
    ...                    techniques=("warp-specialization",), baselines=("cublas",),
    ...                    comparisons=(c,),
    ...                    entities=(Entity("system", "tawa", "Tawa"), Entity("system", "cublas", "cuBLAS")))
    >>> vocab = [Entity("hardware", "nvidia-h100", "NVIDIA H100", aliases=("H100",)),
    ...          Entity("technique", "warp-specialization", "warp specialization")]
    >>> G = to_networkx(KnowledgeGraph.from_parts([tawa], vocab, [facts]))
    >>> sorted(G.nodes)
    ['hardware:nvidia-h100', 'paper:2510.00001', 'system:cublas', 'system:tawa', 'technique:warp-specialization']
    >>> G.nodes["paper:2510.00001"]["sources"]
    'a.txt | b.txt'
    >>> G.nodes["hardware:nvidia-h100"]
    {'kind': 'hardware', 'label': 'NVIDIA H100', 'aliases': 'H100'}
    >>> sorted(G.edges(keys=True))[:2]
    [('paper:2510.00001', 'hardware:nvidia-h100', 'evaluated_on'), ('paper:2510.00001', 'system:cublas', 'compares_with')]
    >>> claim = G.edges["system:tawa", "system:cublas", "2510.00001/1"]
    >>> claim["value"], claim["unit"], claim["qualifier"], claim["hardware"]
    (1.1, 'x', 'up to', 'hardware:nvidia-h100')
    >>> import io
    >>> nx.write_graphml(G, io.BytesIO())  # scalar attributes only
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

import networkx as nx

from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts, node_key

__all__ = [
    "SEP",
    "RELATIONS",
    "to_networkx",
    "graph_parts",
    "LazyAttrs",
    "from_networkx",
    "render_json",
    "iter_json",
    "write_json",
    "load_graph",
]

#: Separator of joined list values in node attributes.
SEP = " | "

#: Every edge ``relation`` value.
RELATIONS: tuple[str, ...] = (
    "proposes",
    "uses_technique",
    "evaluated_on",
    "compares_with",
    "broader",
    "comparison",
)

_RDF_SUFFIXES = {".ttl": "turtle", ".nt": "nt", ".jsonld": "json-ld"}


def _scalars(pairs: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """Attributes with lists sorted and joined by :data:`SEP`; ``None`` and empty lists dropped.

    Lists are sorted because RDF keeps no order among repeated values: sorted,
    every format gives the same graph.

    Examples:
        >>> _scalars([("a", ("y", "x")), ("b", None), ("c", ()), ("d", 0)])
        {'a': 'x | y', 'd': 0}
    """
    out: dict[str, Any] = {}
    for name, value in pairs:
        if isinstance(value, (tuple, list)):
            if not value:
                continue
            value = SEP.join(sorted(value))
        if value is not None:
            out[name] = value
    return out


def _split(value: Any) -> tuple[str, ...]:
    """Undo :func:`_scalars` for a joined list.

    Examples:
        >>> _split("a | b"), _split(None)
        (('a', 'b'), ())
    """
    return tuple(str(value).split(SEP)) if value not in (None, "") else ()


def _paper_attrs(paper: Paper) -> dict[str, Any]:
    return _scalars(
        [
            ("kind", "paper"),
            ("label", paper.title),
            ("title", paper.title),
            ("alt_titles", paper.alt_titles),
            ("abstract", paper.abstract),
            ("issued", paper.issued),
            ("author_count", paper.author_count),
            ("upvotes", paper.upvotes),
            ("url", paper.url),
            ("arxiv_id", paper.arxiv_id),
            ("identifiers", paper.identifiers),
            ("sources", paper.sources),
        ]
    )


def _entity_attrs(entity: Entity) -> dict[str, Any]:
    pairs: list[tuple[str, Any]] = [("kind", entity.kind), ("label", entity.label), ("aliases", entity.aliases)]
    if entity.kind == "technique":
        pairs.append(("broader", entity.broader))
    return _scalars(pairs)


def _comparison_attrs(paper_key: str, c: Comparison) -> dict[str, Any]:
    paper_node = node_key("paper", paper_key)
    return _scalars(
        [
            ("relation", "comparison"),
            ("paper", paper_node),
            ("subject", node_key("system", c.subject) if c.subject else paper_node),
            ("baseline", node_key("system", c.baseline) if c.baseline else None),
            ("baseline_text", c.baseline_text),
            ("metric", c.metric),
            ("value", None if c.value is None else float(c.value)),
            ("value_max", None if c.value_max is None else float(c.value_max)),
            ("unit", c.unit),
            ("qualifier", c.qualifier),
            ("direction", c.direction),
            ("hardware", node_key("hardware", c.hardware) if c.hardware else None),
            ("evidence", c.evidence),
            ("start", c.start),
            ("end", c.end),
            ("rule", c.rule),
            ("confidence", float(c.confidence)),
        ]
    )


class LazyAttrs(Mapping):
    """A read-only mapping whose attribute dicts are made on access, from one compact source per key.

    Nothing made is kept, so a pass over a large graph holds one node's or
    edge's attributes at a time.

    Examples:
        >>> m = LazyAttrs({"a": 1, "b": 2}, lambda key, n: {"key": key, "double": 2 * n})
        >>> m["b"], len(m), "a" in m, list(m)
        ({'key': 'b', 'double': 4}, 2, True, ['a', 'b'])
    """

    def __init__(
        self,
        sources: dict,
        make: Callable[[Any, Any], dict[str, Any]],
        brief: Callable[[Any, Any], dict[str, Any]] | None = None,
    ) -> None:
        self._sources = sources
        self._make = make
        self._brief = brief or make

    def __getitem__(self, key: Any) -> dict[str, Any]:
        return self._make(key, self._sources[key])

    def brief(self, key: Any) -> dict[str, Any]:
        """Some of ``self[key]``, cheaper to make (see :func:`graph_parts`)."""
        return self._brief(key, self._sources[key])

    def __contains__(self, key: object) -> bool:
        return key in self._sources

    def __iter__(self) -> Iterator[Any]:
        return iter(self._sources)

    def __len__(self) -> int:
        return len(self._sources)


def _node_attrs(node: str, source: Paper | Entity | None) -> dict[str, Any]:
    if isinstance(source, Paper):
        return _paper_attrs(source)
    if isinstance(source, Entity):
        return _entity_attrs(source)
    kind, _, ident = node.partition(":")  # an id no entity describes still gets a labelled node
    return {"kind": kind, "label": ident}


def _node_brief(node: str, source: Paper | Entity | None) -> dict[str, Any]:
    if isinstance(source, Paper):
        return {"kind": "paper", "label": source.title, "title": source.title}
    if isinstance(source, Entity):
        return {"kind": source.kind, "label": source.label}
    return _node_attrs(node, source)


def _edge_attrs(_: tuple[str, str, str], source: str | tuple[str, Comparison]) -> dict[str, Any]:
    if isinstance(source, str):
        return {"relation": source}
    return _comparison_attrs(*source)


_LINK_BRIEFS = {relation: {"relation": relation} for relation in RELATIONS}  # shared: read, never changed


def _edge_brief(_: tuple[str, str, str], source: str | tuple[str, Comparison]) -> dict[str, Any]:
    if isinstance(source, str):
        return _LINK_BRIEFS[source]
    paper_key, c = source
    brief = {"relation": "comparison", "paper": node_key("paper", paper_key)}
    if c.baseline:
        brief["baseline"] = node_key("system", c.baseline)
    if c.hardware:
        brief["hardware"] = node_key("hardware", c.hardware)
    return brief


def graph_parts(kg: KnowledgeGraph) -> tuple[LazyAttrs, LazyAttrs]:
    """The graph's content without networkx: node attributes by node key, edge attributes by ``(u, v, key)``.

    The same nodes, edges and attributes as :func:`to_networkx` (which adds
    them in sorted order); the mappings are not sorted, and each attribute
    dict is made when it is looked up (:class:`LazyAttrs`). ``brief(key)`` gives
    the few attributes a page ranks and counts by: a node's ``kind``,
    ``label`` and ``title``; an edge's ``relation``, and a comparison's
    ``paper``, ``baseline`` and ``hardware``.

    Examples:
        >>> from paperkg.model import Paper
        >>> nodes, edges = graph_parts(KnowledgeGraph.from_parts([Paper("p1", "T", "A.")], [], []))
        >>> dict(nodes), dict(edges)
        ({'paper:p1': {'kind': 'paper', 'label': 'T', 'title': 'T', 'abstract': 'A.'}}, {})
    """
    nodes: dict[str, Paper | Entity | None] = {}
    for paper in kg.papers.values():
        nodes[node_key("paper", paper.key)] = paper
    used = kg.used_entities()
    for entity in used:
        nodes[entity.key] = entity

    edges: dict[tuple[str, str, str], str | tuple[str, Comparison]] = {}
    for key, facts in kg.facts.items():
        paper_node = node_key("paper", key)
        if paper_node not in nodes:
            continue
        for ident in facts.proposes:
            edges[(paper_node, node_key("system", ident), "proposes")] = "proposes"
        for ident in facts.techniques:
            edges[(paper_node, node_key("technique", ident), "uses_technique")] = "uses_technique"
        for ident in facts.hardware:
            edges[(paper_node, node_key("hardware", ident), "evaluated_on")] = "evaluated_on"
        for ident in facts.baselines:
            edges[(paper_node, node_key("system", ident), "compares_with")] = "compares_with"
        for n, c in enumerate(facts.comparisons, start=1):
            subject = node_key("system", c.subject) if c.subject else paper_node
            baseline = node_key("system", c.baseline) if c.baseline else paper_node
            edges[(subject, baseline, f"{key}/{n}")] = (key, c)
    for entity in used:
        if entity.kind == "technique":
            for broader in entity.broader:
                edges[(entity.key, node_key("technique", broader), "broader")] = "broader"

    for u, v, _ in edges:
        for node in (u, v):
            if node not in nodes:
                nodes[node] = None
    return LazyAttrs(nodes, _node_attrs, _node_brief), LazyAttrs(edges, _edge_attrs, _edge_brief)


def to_networkx(kg: KnowledgeGraph) -> nx.MultiDiGraph:
    """The knowledge graph as a ``MultiDiGraph`` (schema: this module's docstring).

    Nodes and edges are inserted in sorted order, so the graph, and every file
    written from it, is the same for the same input. Entities no paper refers
    to are left out (see :meth:`KnowledgeGraph.used_entities`).

    Args:
        kg: The knowledge graph.

    Returns:
        A new ``networkx.MultiDiGraph``.

    Examples:
        >>> from paperkg.model import Paper
        >>> G = to_networkx(KnowledgeGraph.from_parts([Paper("p1", "A title", "An abstract.")], [], []))
        >>> dict(G.nodes(data="kind"))
        {'paper:p1': 'paper'}
    """
    G = nx.MultiDiGraph()
    nodes, edges = graph_parts(kg)
    for node in sorted(nodes):
        G.add_node(node, **nodes[node])
    for u, v, k in sorted(edges):
        G.add_edge(u, v, key=k, **edges[(u, v, k)])
    return G


def from_networkx(G: nx.MultiDiGraph) -> KnowledgeGraph:
    """Back from a graph in this module's schema to a :class:`KnowledgeGraph`.

    ``to_networkx(from_networkx(G))`` gives ``G`` again (facts the schema does
    not hold, such as generic hardware classes, are not recovered).

    Examples:
        >>> from paperkg.model import Paper
        >>> kg = KnowledgeGraph.from_parts([Paper("p1", "A title", "An abstract.", issued="--04-04")], [], [])
        >>> from_networkx(to_networkx(kg)).papers["p1"].issued
        '--04-04'
    """
    papers: list[Paper] = []
    entities: list[Entity] = []
    for node, data in G.nodes(data=True):
        kind, _, ident = node.partition(":")
        if kind == "paper":
            papers.append(
                Paper(
                    key=ident,
                    title=data.get("title", data.get("label", "")),
                    abstract=data.get("abstract", ""),
                    alt_titles=_split(data.get("alt_titles")),
                    sources=_split(data.get("sources")),
                    identifiers=_split(data.get("identifiers")),
                    issued=data.get("issued"),
                    author_count=data.get("author_count"),
                    upvotes=data.get("upvotes"),
                    arxiv_id=data.get("arxiv_id"),
                    url=data.get("url"),
                )
            )
        else:
            entities.append(
                Entity(
                    kind=kind,
                    id=ident,
                    label=data.get("label", ident),
                    aliases=_split(data.get("aliases")),
                    broader=_split(data.get("broader")),
                )
            )

    links: dict[str, dict[str, list[str]]] = {}
    claims: dict[str, list[tuple[int, Comparison]]] = {}
    for u, v, k, data in G.edges(keys=True, data=True):
        relation = data.get("relation")
        if relation == "comparison":
            paper_key, _, n = str(k).rpartition("/")
            claims.setdefault(paper_key, []).append((int(n), _comparison_from_attrs(data)))
        elif relation in ("proposes", "uses_technique", "evaluated_on", "compares_with"):
            links.setdefault(u.partition(":")[2], {}).setdefault(relation, []).append(v.partition(":")[2])

    facts = []
    for paper in papers:
        rel = links.get(paper.key, {})
        facts.append(
            PaperFacts(
                paper=paper.key,
                proposes=tuple(sorted(rel.get("proposes", ()))),
                techniques=tuple(sorted(rel.get("uses_technique", ()))),
                hardware=tuple(sorted(rel.get("evaluated_on", ()))),
                baselines=tuple(sorted(rel.get("compares_with", ()))),
                comparisons=tuple(c for _, c in sorted(claims.get(paper.key, []), key=lambda nc: nc[0])),
            )
        )
    return KnowledgeGraph.from_parts(papers, entities, facts)


def _comparison_from_attrs(data: Mapping[str, Any]) -> Comparison:
    def ident(name: str) -> str | None:
        value = data.get(name)
        return value.partition(":")[2] if value and value.startswith(("system:", "hardware:")) else None

    return Comparison(
        subject=ident("subject"),
        baseline=ident("baseline"),
        baseline_text=data.get("baseline_text"),
        metric=data.get("metric", "other"),
        value=data.get("value"),
        value_max=data.get("value_max"),
        unit=data.get("unit"),
        qualifier=data.get("qualifier"),
        direction=data.get("direction", "better"),
        hardware=ident("hardware"),
        evidence=data.get("evidence", ""),
        start=int(data.get("start", 0)),
        end=int(data.get("end", 0)),
        rule=data.get("rule", ""),
        confidence=float(data.get("confidence", 1.0)),
    )


def _graph_json(G: nx.MultiDiGraph) -> str:
    data = nx.node_link_data(G, edges="edges")
    data["nodes"].sort(key=lambda n: n["id"])
    data["edges"].sort(key=lambda e: (e["source"], e["target"], str(e["key"])))
    return json.dumps(data, sort_keys=True, indent=1, ensure_ascii=False) + "\n"


def render_json(kg: KnowledgeGraph | nx.MultiDiGraph) -> str:
    """Node-link JSON of the graph (``nx.node_link_data(G, edges="edges")``).

    Nodes and edges are sorted and keys too, so the same graph always gives
    the same text. Read it back with :func:`load_graph`.

    Args:
        kg: A knowledge graph, or a graph already made by :func:`to_networkx`.

    Examples:
        >>> from paperkg.model import Paper
        >>> text = render_json(KnowledgeGraph.from_parts([Paper("p1", "T", "A.")], [], []))
        >>> json.loads(text)["nodes"]
        [{'abstract': 'A.', 'id': 'paper:p1', 'kind': 'paper', 'label': 'T', 'title': 'T'}]
    """
    if isinstance(kg, nx.Graph):
        return _graph_json(kg)
    return "".join(iter_json(kg))


# The layout json.dumps(data, sort_keys=True, indent=1) gives node-link data,
# written a batch of nodes or edges at a time by the C encoder: each is a
# flat object, and an encoded string never holds a raw newline, so the
# separators below can be put in place by plain text replacement.
_ITEM = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(",\n   ", ": "))
_BATCH = 1024


def iter_json(kg: KnowledgeGraph, *, parts: tuple[LazyAttrs, LazyAttrs] | None = None) -> Iterator[str]:
    """:func:`render_json` of a knowledge graph in pieces, straight from the model.

    The text is the same as ``render_json(to_networkx(kg))`` (no networkx
    graph is built), so a large graph can be written without holding the whole
    text in memory. ``parts`` is :func:`graph_parts` of ``kg`` when already made.

    Examples:
        >>> from paperkg.model import Paper
        >>> kg = KnowledgeGraph.from_parts([Paper("p1", "T", "A.")], [], [])
        >>> "".join(iter_json(kg)) == _graph_json(to_networkx(kg))
        True
    """
    nodes, edges = parts if parts is not None else graph_parts(kg)
    yield '{\n "directed": true,\n "edges": '
    items = ({**edges[key], "source": key[0], "target": key[1], "key": key[2]} for key in sorted(edges))
    yield from _json_list(items)
    yield ',\n "graph": {},\n "multigraph": true,\n "nodes": '
    yield from _json_list({**nodes[key], "id": key} for key in sorted(nodes))
    yield "\n}\n"


def _json_list(items: Iterable[dict[str, Any]]) -> Iterator[str]:
    """A list of flat objects as ``json.dumps(..., indent=1)`` lays it out one level down.

    Examples:
        >>> items = [{"b": 1, "a": "x},\\n   {"}, {"c": 2.5}]
        >>> "".join(_json_list(items)) == json.dumps({"k": items}, indent=1, sort_keys=True)[8:-2]
        True
        >>> "".join(_json_list([]))
        '[]'
    """
    batch: list[dict[str, Any]] = []
    first = True
    for item in items:
        batch.append(item)
        if len(batch) >= _BATCH:
            yield ("[\n  " if first else ",\n  ") + _json_batch(batch)
            first = False
            batch = []
    if batch:
        yield ("[\n  " if first else ",\n  ") + _json_batch(batch)
        first = False
    yield "[]" if first else "\n ]"


def _json_batch(batch: list[dict[str, Any]]) -> str:
    """Non-empty flat objects laid out as list items of ``indent=1`` output, joined."""
    text = _ITEM.encode(batch)[2:-2]  # '[{' ... '}]' stripped
    return "{\n   " + text.replace("},\n   {", "\n  },\n  {\n   ") + "\n  }"


def write_json(kg: KnowledgeGraph | nx.MultiDiGraph, path: str | os.PathLike[str]) -> None:
    """Write :func:`render_json` to ``path`` atomically."""
    from paperkg.io import atomic_write_text

    atomic_write_text(path, render_json(kg))


def load_graph(path: str | os.PathLike[str]) -> nx.MultiDiGraph:
    """Read any graph output of paperkg as a ``MultiDiGraph`` in this module's schema.

    Args:
        path: Node-link JSON (``.json``), RDF (``.ttl``, ``.nt``, ``.jsonld``)
            or an Oxigraph store folder (``paperkg build --store oxigraph:DIR``).
            RDF is read back into the model with
            :func:`paperkg.export.rdf.from_rdf`, so every format gives the
            same nodes, edges and attributes.

    Returns:
        The graph.

    Raises:
        FileNotFoundError: ``path`` does not exist.
        ValueError: The file is not a graph paperkg can read (the message
            names the file, and the line for broken JSON).

    Examples:
        >>> import tempfile, pathlib
        >>> from paperkg.model import Paper
        >>> kg = KnowledgeGraph.from_parts([Paper("p1", "T", "A.")], [], [])
        >>> path = pathlib.Path(tempfile.mkdtemp()) / "g.json"
        >>> write_json(kg, path)
        >>> nx.utils.graphs_equal(load_graph(path), to_networkx(kg))
        True
    """
    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"{p}: no such graph file or store folder")
    if p.is_dir():
        return to_networkx(_from_store(p))
    suffix = p.suffix.lower()
    if suffix == ".json":
        return _load_json(p)
    if suffix in _RDF_SUFFIXES:
        return to_networkx(_from_rdf(p))
    raise ValueError(
        f"{p}: unknown graph format {suffix or '(no extension)'!r}; "
        "expected .json (node-link), .ttl, .nt, .jsonld or an Oxigraph store folder"
    )


def _from_rdf(path: Path) -> KnowledgeGraph:
    from paperkg.export.rdf import from_rdf

    return from_rdf(path)


def _from_store(path: Path) -> KnowledgeGraph:
    """Read an on-disk Oxigraph store (read-only) back into the model."""
    from pyoxigraph import DefaultGraph, RdfFormat
    from rdflib import Graph

    from paperkg.export.rdf import from_rdf
    from paperkg.store import open_store

    store = open_store(path)
    data = store.dump(format=RdfFormat.N_TRIPLES, from_graph=DefaultGraph())
    graph = Graph(bind_namespaces="none")
    graph.parse(data=data.decode("utf-8"), format="nt")
    return from_rdf(graph)


def _load_json(path: Path) -> nx.MultiDiGraph:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as err:
        raise ValueError(f"{path}: not UTF-8 text ({err.reason} at byte {err.start})") from None
    except json.JSONDecodeError as err:
        raise ValueError(f"{path}:{err.lineno}:{err.colno}: invalid JSON: {err.msg}") from None
    if not isinstance(data, dict) or not isinstance(data.get("nodes"), list) or "edges" not in data:
        raise ValueError(f"{path}: not node-link JSON of a paperkg graph (no 'nodes'/'edges' lists)")
    G = nx.node_link_graph(data, directed=True, multigraph=True, edges="edges")
    if not isinstance(G, nx.MultiDiGraph):  # the file said otherwise; keep our contract
        G = nx.MultiDiGraph(G)
    return G
