"""Answers about the field, computed over the networkx graph.

Every function here is pure: it takes a graph in the schema of
:mod:`paperkg.export.nx` (``paperkg.load_graph(path)`` gives one), leaves it
untouched, and returns plain Python values (lists of dicts, dicts, a derived
``DiGraph``), so the results print as tables (``paperkg analyze``), serialize
as JSON (``--json``) and feed the HTML report (``paperkg report``).

Rows name nodes by their keys (``"system:cublas"``) and carry labels beside
them (``"cuBLAS"``). Where a function ranks, ties are broken by label, then
key, so results never depend on the order the graph was built in.

The examples run on a small hand-built graph (:func:`_example`): four papers,
Tawa and FastKern both beat cuBLAS, Tawa beats Triton in one paper while
another paper has Triton beating Tawa, and a fourth paper with no facts.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterator
from itertools import combinations
from typing import Any

import networkx as nx

__all__ = [
    "comparison_edges",
    "find_nodes",
    "node_label",
    "claim_rows",
    "claim_text",
    "baseline_leaderboard",
    "most_compared_baselines",
    "dominance_graph",
    "contradictions",
    "technique_usage",
    "technique_cooccurrence",
    "hardware_coverage",
    "central_systems",
    "communities",
    "graph_summary",
]

_YEAR = re.compile(r"^(\d{4})")


def _example() -> nx.MultiDiGraph:
    """The small graph the examples of this module run on (built from model objects)."""
    from paperkg.export.nx import to_networkx
    from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts

    def claim(subject, baseline, value, unit="x", metric="speedup", **more):
        text = f"{subject or 'We'} beats {baseline or more.get('baseline_text')} by {value}{unit}."
        return Comparison(subject, baseline, metric, text, 0, len(text), "example", value=value, unit=unit, **more)

    papers = [
        Paper("p1", "Tawa: warp specialization", "...", issued="2025-10-01"),
        Paper("p2", "FastKern: quantized kernels", "...", issued="--04-04"),
        Paper("p3", "Triton revisited", "...", issued="2024-05-02"),
        Paper("p4", "A survey with no claims", "..."),
    ]
    vocab = [
        Entity("system", "cublas", "cuBLAS"),
        Entity("system", "triton", "Triton"),
        Entity("system", "tawa", "Tawa"),
        Entity("system", "fastkern", "FastKern"),
        Entity("hardware", "nvidia-h100", "NVIDIA H100", aliases=("H100",)),
        Entity("hardware", "nvidia-a100", "NVIDIA A100"),
        Entity("technique", "warp-specialization", "warp specialization"),
        Entity("technique", "quantization", "quantization"),
    ]
    facts = [
        PaperFacts(
            "p1", proposes=("tawa",), techniques=("warp-specialization",), hardware=("nvidia-h100",),
            baselines=("cublas", "triton"),
            comparisons=(
                claim("tawa", "cublas", 1.1, qualifier="up to", hardware="nvidia-h100"),
                claim("tawa", "triton", 1.2, hardware="nvidia-h100"),
            ),
        ),
        PaperFacts(
            "p2", proposes=("fastkern",), techniques=("quantization", "warp-specialization"),
            hardware=("nvidia-h100",), baselines=("cublas", "tawa"),
            comparisons=(
                claim("fastkern", "cublas", 2.5, qualifier="average"),
                claim("fastkern", "tawa", 1.3),
            ),
        ),
        PaperFacts(
            "p3", techniques=("quantization",), hardware=("nvidia-a100",), baselines=("fastkern", "tawa"),
            comparisons=(
                claim("triton", "tawa", 1.05, hardware="nvidia-a100"),
                claim("triton", "fastkern", 1.5, metric="throughput"),
                claim(None, None, 30.0, unit="%", baseline_text="hand-written kernels"),
            ),
        ),
    ]
    return to_networkx(KnowledgeGraph.from_parts(papers, vocab, facts))


def node_label(G: nx.MultiDiGraph, node: str | None) -> str | None:
    """The label of a node (its key when it has none or is not in the graph).

    Examples:
        >>> node_label(_example(), "system:cublas"), node_label(_example(), "system:nope"), node_label(_example(), None)
        ('cuBLAS', 'system:nope', None)
    """
    if node is None:
        return None
    return G.nodes[node].get("label", node) if node in G else node


_label = node_label


def _sort_label(G: nx.MultiDiGraph, node: str) -> tuple[str, str]:
    return (str(_label(G, node)).casefold(), node)


def _nodes_of(G: nx.MultiDiGraph, kind: str) -> list[str]:
    return sorted(n for n, k in G.nodes(data="kind") if k == kind)


def _year(issued: Any) -> int | None:
    """The year of an ``issued`` date; ``None`` for a partial ``--MM-DD`` date or none.

    Examples:
        >>> _year("2025-12-09"), _year("2024"), _year("--04-04"), _year(None)
        (2025, 2024, None, None)
    """
    match = _YEAR.match(issued) if isinstance(issued, str) else None
    return int(match.group(1)) if match else None


def comparison_edges(G: nx.MultiDiGraph) -> Iterator[tuple[str, str, str, dict[str, Any]]]:
    """Every comparison edge as ``(subject node, baseline node, key, attributes)``, sorted by key.

    Examples:
        >>> G = _example()
        >>> [k for _, _, k, _ in comparison_edges(G)]
        ['p1/1', 'p1/2', 'p2/1', 'p2/2', 'p3/1', 'p3/2', 'p3/3']
    """
    edges = [(u, v, k, d) for u, v, k, d in G.edges(keys=True, data=True) if d.get("relation") == "comparison"]
    yield from sorted(edges, key=lambda e: _claim_order(e[2]))


def _claim_order(key: str) -> tuple[str, int]:
    paper, _, n = str(key).rpartition("/")
    return (paper, int(n)) if n.isdigit() else (str(key), 0)


def find_nodes(G: nx.MultiDiGraph, name: str, kind: str | None = "system") -> list[str]:
    """Nodes whose key, id, label or an alias equals ``name``, ignoring case.

    Args:
        G: The graph.
        name: ``"cuBLAS"``, ``"cublas"`` or ``"system:cublas"``.
        kind: Only nodes of this kind (``None``: any kind).

    Returns:
        The matching node keys, sorted.

    Examples:
        >>> G = _example()
        >>> find_nodes(G, "CUBLAS"), find_nodes(G, "h100", kind="hardware"), find_nodes(G, "nothing")
        (['system:cublas'], ['hardware:nvidia-h100'], [])
    """
    wanted = name.strip().casefold()
    found = []
    for node, data in G.nodes(data=True):
        if kind is not None and data.get("kind") != kind:
            continue
        names = {node, node.partition(":")[2], str(data.get("label", ""))}
        names.update(str(data.get("aliases", "")).split(" | "))
        if wanted in {n.casefold() for n in names if n}:
            found.append(node)
    return sorted(found)


def _claim_row(G: nx.MultiDiGraph, u: str, v: str, data: dict[str, Any]) -> dict[str, Any]:
    paper = data.get("paper")
    baseline = data.get("baseline")
    return {
        "paper": paper,
        "title": G.nodes[paper].get("title", _label(G, paper)) if paper in G else paper,
        "issued": G.nodes[paper].get("issued") if paper in G else None,
        "subject": data.get("subject", u),
        "subject_label": _label(G, data.get("subject", u)),
        "baseline": baseline,
        "baseline_label": _label(G, baseline) if baseline else data.get("baseline_text"),
        "metric": data.get("metric"),
        "value": data.get("value"),
        "value_max": data.get("value_max"),
        "unit": data.get("unit"),
        "qualifier": data.get("qualifier"),
        "direction": data.get("direction"),
        "hardware": data.get("hardware"),
        "hardware_label": _label(G, data.get("hardware")),
        "evidence": data.get("evidence"),
    }


def claim_rows(G: nx.MultiDiGraph) -> list[dict[str, Any]]:
    """Every claim of the graph as a row (the fields of :func:`baseline_leaderboard`), in paper order.

    Examples:
        >>> [(r["subject_label"], r["baseline_label"], r["value"]) for r in claim_rows(_example())][-2:]
        [('Triton', 'FastKern', 1.5), ('Triton revisited', 'hand-written kernels', 30.0)]
    """
    return [_claim_row(G, u, v, d) for u, v, _, d in comparison_edges(G)]


def _number(value: Any) -> str:
    """A number as people write it (no trailing ``.0``).

    Examples:
        >>> _number(30.0), _number(1.1), _number(None), _number(12)
        ('30', '1.1', '', '12')
    """
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def claim_text(row: dict[str, Any]) -> str:
    """How a claim's number reads: qualifier, value (or range) and unit.

    Args:
        row: A claim row (:func:`claim_rows`), or any dict with ``value``,
            ``value_max``, ``unit`` and ``qualifier``.

    Examples:
        >>> claim_text({"qualifier": "up to", "value": 1.1, "value_max": None, "unit": "x"})
        'up to 1.1x'
        >>> claim_text({"qualifier": None, "value": 2.0, "value_max": 8.5, "unit": "%"})
        '2–8.5%'
        >>> claim_text({"qualifier": None, "value": None, "value_max": None, "unit": None})
        '—'
    """
    if row.get("value") is None:
        return "—"
    number = _number(row["value"]) + (f"–{_number(row['value_max'])}" if row.get("value_max") is not None else "")
    unit = row.get("unit") or ""
    text = number + (unit if unit in ("x", "%") else f" {unit}" if unit else "")
    return f"{row['qualifier']} {text}" if row.get("qualifier") else text


def baseline_leaderboard(G: nx.MultiDiGraph, name: str, metric: str | None = None) -> list[dict[str, Any]]:
    """Every claim made over one baseline, best value first.

    Args:
        G: The graph.
        name: The baseline, by label, id or alias, ignoring case (``"cuBLAS"``).
        metric: Only claims of this metric (``"speedup"``, ``"throughput"``, ...).

    Returns:
        One dict per claim, sorted by ``value`` (highest first; claims without
        a number last), then paper title: ``paper`` and ``title``, ``issued``,
        ``subject`` and ``subject_label`` (the system that beats it, or the
        paper when its contribution has no name), ``baseline`` and
        ``baseline_label``, ``metric``, ``value``, ``value_max``, ``unit``,
        ``qualifier``, ``direction``, ``hardware`` and ``hardware_label``,
        ``evidence``.

    Raises:
        LookupError: No system in the graph has that name.

    Examples:
        >>> G = _example()
        >>> rows = baseline_leaderboard(G, "cublas")
        >>> [(r["subject_label"], r["value"], r["unit"], r["qualifier"], r["hardware_label"]) for r in rows]
        [('FastKern', 2.5, 'x', 'average', None), ('Tawa', 1.1, 'x', 'up to', 'NVIDIA H100')]
        >>> rows[1]["title"], rows[1]["evidence"]
        ('Tawa: warp specialization', 'tawa beats cublas by 1.1x.')
        >>> baseline_leaderboard(G, "Tawa", metric="throughput")
        []
    """
    targets = set(find_nodes(G, name, kind="system"))
    if not targets:
        raise LookupError(f"no system named {name!r} in the graph")
    rows = [
        _claim_row(G, u, v, d)
        for u, v, _, d in comparison_edges(G)
        if d.get("baseline") in targets and (metric is None or d.get("metric") == metric)
    ]
    rows.sort(key=lambda r: (r["value"] is None, -(r["value"] or 0.0), str(r["title"]).casefold(), r["paper"]))
    return rows


def most_compared_baselines(G: nx.MultiDiGraph, n: int | None = 10) -> list[dict[str, Any]]:
    """The systems papers compare against most.

    Args:
        G: The graph.
        n: How many to return (``None``: all).

    Returns:
        Dicts ``baseline`` (node key), ``label``, ``papers`` (how many papers
        compare against it) and ``claims`` (comparison edges to it), sorted by
        papers, then claims, highest first.

    Examples:
        >>> [(r["label"], r["papers"], r["claims"]) for r in most_compared_baselines(_example(), 3)]
        [('cuBLAS', 2, 2), ('Tawa', 2, 2), ('FastKern', 1, 1)]
    """
    papers: dict[str, set[str]] = defaultdict(set)
    claims: Counter[str] = Counter()
    for u, v, data in G.edges(data=True):
        if data.get("relation") == "compares_with":
            papers[v].add(u)
        elif data.get("relation") == "comparison" and data.get("baseline"):
            papers[data["baseline"]].add(data.get("paper"))
            claims[data["baseline"]] += 1
    rows = [
        {"baseline": b, "label": _label(G, b), "papers": len(p), "claims": claims[b]}
        for b, p in papers.items()
    ]
    rows.sort(key=lambda r: (-r["papers"], -r["claims"], *_sort_label(G, r["baseline"])))
    return rows if n is None else rows[:n]


def _winner_loser(data: dict[str, Any]) -> tuple[str, str] | None:
    """``(winner, loser)`` of a comparison between two named systems; ``None`` for parity or an unnamed side."""
    subject, baseline = data.get("subject", ""), data.get("baseline")
    if not baseline or not subject.startswith("system:") or subject == baseline:
        return None
    if data.get("direction", "better") == "better":
        return subject, baseline
    if data.get("direction") == "worse":
        return baseline, subject
    return None


def dominance_graph(G: nx.MultiDiGraph) -> nx.DiGraph:
    """Systems linked winner -> loser: an edge ``A -> B`` when some paper claims A beats B.

    A claim with direction ``"worse"`` (the baseline wins) points the other
    way; parity claims and claims with an unnamed side add no edge.

    Returns:
        A ``DiGraph`` over system nodes (with their ``label``); each edge has
        ``weight`` (the number of claims) and ``papers`` (their paper keys,
        sorted).

    Examples:
        >>> D = dominance_graph(_example())
        >>> sorted(D.edges(data="weight"))[:3]
        [('system:fastkern', 'system:cublas', 1), ('system:fastkern', 'system:tawa', 1), ('system:tawa', 'system:cublas', 1)]
        >>> D.edges["system:tawa", "system:triton"]["papers"]
        ('paper:p1',)
    """
    claims: dict[tuple[str, str], list[str]] = defaultdict(list)
    for _, _, _, data in comparison_edges(G):
        pair = _winner_loser(data)
        if pair:
            claims[pair].append(data.get("paper"))
    D = nx.DiGraph()
    for node in sorted({n for pair in claims for n in pair}):
        D.add_node(node, label=_label(G, node))
    for (winner, loser), papers in sorted(claims.items()):
        D.add_edge(winner, loser, weight=len(papers), papers=tuple(sorted(set(papers))))
    return D


def _canonical_cycle(cycle: list[str]) -> list[str]:
    """A cycle rotated to start at its smallest node.

    Examples:
        >>> _canonical_cycle(["c", "a", "b"])
        ['a', 'b', 'c']
    """
    i = cycle.index(min(cycle))
    return cycle[i:] + cycle[:i]


def contradictions(G: nx.MultiDiGraph, *, same_metric: bool = False, max_cycle: int = 4) -> dict[str, Any]:
    """Claims that cannot all be read as "better": dominance cycles and papers that disagree.

    Args:
        G: The graph.
        same_metric: Count a disagreement only between claims of the same
            metric (being faster in one paper and less accurate in another is
            then no contradiction).
        max_cycle: Longest cycle to look for (the number of cycles grows fast
            with their length on big graphs).

    Returns:
        ``{"cycles": [...], "disagreements": [...]}``. A cycle is a list of
        system keys (A beats B, B beats C, ..., the last beats A), rotated to
        start at its smallest key. A disagreement is a pair of systems ``a``,
        ``b`` (with ``a_label``, ``b_label``, ``metric`` when
        ``same_metric``) where one paper has A beat B and another paper has B
        beat A or the two on par; ``claims`` lists every claim about the pair
        (``paper``, ``title``, ``winner`` (a key, ``None`` for parity),
        ``metric``, ``value``, ``unit``, ``qualifier``, ``evidence``).

    Examples:
        >>> found = contradictions(_example())
        >>> found["cycles"]
        [['system:fastkern', 'system:tawa', 'system:triton'], ['system:tawa', 'system:triton']]
        >>> [(d["a_label"], d["b_label"], [(c["paper"], c["winner"]) for c in d["claims"]])
        ...  for d in found["disagreements"]]
        [('Tawa', 'Triton', [('paper:p1', 'system:tawa'), ('paper:p3', 'system:triton')])]
    """
    D = dominance_graph(G)
    cycles = sorted(_canonical_cycle(list(c)) for c in nx.simple_cycles(D, length_bound=max_cycle))

    groups: dict[tuple[str, ...], list[dict[str, Any]]] = defaultdict(list)
    for _, _, _, data in comparison_edges(G):
        subject, baseline = data.get("subject", ""), data.get("baseline")
        if not baseline or not subject.startswith("system:") or subject == baseline:
            continue
        a, b = sorted((subject, baseline))
        direction = data.get("direction", "better")
        winner = None if direction == "parity" else (subject if direction == "better" else baseline)
        group = (a, b, data.get("metric")) if same_metric else (a, b)
        paper = data.get("paper")
        groups[group].append(
            {
                "paper": paper,
                "title": G.nodes[paper].get("title") if paper in G else None,
                "winner": winner,
                "metric": data.get("metric"),
                "value": data.get("value"),
                "unit": data.get("unit"),
                "qualifier": data.get("qualifier"),
                "evidence": data.get("evidence"),
            }
        )
    disagreements = []
    for group, claims in sorted(groups.items()):
        outcomes: dict[str, set[str | None]] = defaultdict(set)
        for c in claims:
            outcomes[c["paper"]].add(c["winner"])
        disagree = any(
            x != y for p, q in combinations(sorted(outcomes), 2) for x in outcomes[p] for y in outcomes[q]
        )
        if disagree:
            row: dict[str, Any] = {"a": group[0], "b": group[1], "a_label": _label(G, group[0]),
                                   "b_label": _label(G, group[1])}
            if same_metric:
                row["metric"] = group[2]
            row["claims"] = claims
            disagreements.append(row)
    return {"cycles": cycles, "disagreements": disagreements}


def technique_cooccurrence(G: nx.MultiDiGraph) -> list[dict[str, Any]]:
    """Pairs of techniques used by the same papers.

    Returns:
        Dicts ``a``, ``b`` (technique keys, ``a < b``), ``a_label``,
        ``b_label``, ``papers`` (how many papers use both), most frequent
        first.

    Examples:
        >>> [(r["a_label"], r["b_label"], r["papers"]) for r in technique_cooccurrence(_example())]
        [('quantization', 'warp specialization', 1)]
    """
    by_paper: dict[str, set[str]] = defaultdict(set)
    for u, v, data in G.edges(data=True):
        if data.get("relation") == "uses_technique":
            by_paper[u].add(v)
    pairs: Counter[tuple[str, str]] = Counter()
    for techniques in by_paper.values():
        pairs.update(combinations(sorted(techniques), 2))
    rows = [
        {"a": a, "b": b, "a_label": _label(G, a), "b_label": _label(G, b), "papers": count}
        for (a, b), count in pairs.items()
    ]
    rows.sort(key=lambda r: (-r["papers"], str(r["a_label"]).casefold(), str(r["b_label"]).casefold(), r["a"], r["b"]))
    return rows


def technique_usage(G: nx.MultiDiGraph) -> list[dict[str, Any]]:
    """Papers per technique (papers that use it directly), most used first.

    Returns:
        Dicts ``technique`` (key), ``label`` and ``papers``.

    Examples:
        >>> [(r["label"], r["papers"]) for r in technique_usage(_example())]
        [('quantization', 2), ('warp specialization', 2)]
    """
    counts: Counter[str] = Counter(v for _, v, d in G.edges(data=True) if d.get("relation") == "uses_technique")
    rows = [{"technique": t, "label": _label(G, t), "papers": n} for t, n in counts.items()]
    rows.sort(key=lambda r: (-r["papers"], *_sort_label(G, r["technique"])))
    return rows


def hardware_coverage(G: nx.MultiDiGraph) -> list[dict[str, Any]]:
    """Papers per piece of hardware, and per year where the papers' dates have one.

    A paper counts for a piece of hardware when it is evaluated on it or one
    of its claims names it. Partial dates (``--MM-DD``, month and day with no
    year) and missing dates count as ``undated``.

    Returns:
        Dicts ``hardware`` (key), ``label``, ``papers``, ``by_year`` (year ->
        papers, ascending) and ``undated``, most papers first.

    Examples:
        >>> [(r["label"], r["papers"], r["by_year"], r["undated"]) for r in hardware_coverage(_example())]
        [('NVIDIA H100', 2, {2025: 1}, 1), ('NVIDIA A100', 1, {2024: 1}, 0)]
    """
    papers: dict[str, set[str]] = defaultdict(set)
    for u, v, data in G.edges(data=True):
        if data.get("relation") == "evaluated_on":
            papers[v].add(u)
        elif data.get("relation") == "comparison" and data.get("hardware"):
            papers[data["hardware"]].add(data.get("paper"))
    rows = []
    for hw, keys in papers.items():
        years = Counter(_year(G.nodes[p].get("issued")) if p in G else None for p in keys)
        undated = years.pop(None, 0)
        rows.append(
            {"hardware": hw, "label": _label(G, hw), "papers": len(keys),
             "by_year": dict(sorted(years.items())), "undated": undated}
        )
    rows.sort(key=lambda r: (-r["papers"], *_sort_label(G, r["hardware"])))
    return rows


def central_systems(
    G: nx.MultiDiGraph, n: int | None = 10, *, reverse: bool = False, alpha: float = 0.85
) -> list[dict[str, Any]]:
    """Systems ranked by PageRank on the :func:`dominance_graph` (weighted by claims).

    Rank flows from winner to loser, so systems that many (well-ranked)
    systems measure themselves against rank highest: the field's reference
    points. With ``reverse=True`` it flows from loser to winner instead,
    ranking systems that beat systems that beat others.

    Args:
        G: The graph.
        n: How many to return (``None``: all).
        reverse: Rank winners instead of reference points.
        alpha: PageRank damping factor.

    Returns:
        Dicts ``system`` (key), ``label``, ``score`` (rounded to 6 places),
        ``wins`` and ``losses`` (claims won and lost), highest score first.

    Examples:
        >>> [(r["label"], r["score"], r["wins"], r["losses"]) for r in central_systems(_example(), 2)]
        [('cuBLAS', 0.304056, 0, 2), ('Tawa', 0.27922, 2, 2)]
        >>> central_systems(_example(), 1, reverse=True)[0]["label"]
        'Triton'
    """
    D = dominance_graph(G)
    if D.number_of_nodes() == 0:
        return []
    ranked = nx.pagerank(D.reverse(copy=True) if reverse else D, alpha=alpha, weight="weight")
    rows = [
        {
            "system": s,
            "label": _label(G, s),
            "score": round(score, 6),
            "wins": int(D.out_degree(s, weight="weight")),
            "losses": int(D.in_degree(s, weight="weight")),
        }
        for s, score in ranked.items()
    ]
    rows.sort(key=lambda r: (-r["score"], *_sort_label(G, r["system"])))
    return rows if n is None else rows[:n]


def communities(G: nx.MultiDiGraph, *, seed: int = 0, resolution: float = 1.0) -> list[dict[str, Any]]:
    """Groups of papers that share techniques and baselines (networkx's Louvain).

    Louvain runs on the graph linking each paper to the techniques it uses
    and the named baselines it compares against (so it stays linear in the
    size of the corpus, unlike a paper-paper projection), with a fixed
    ``seed``, so the result is the same every time; each community's papers
    form a group. Papers sharing nothing form groups of one.

    Returns:
        Dicts ``papers`` (keys, sorted), ``titles``, ``size``, and the most
        shared ``techniques`` and ``baselines`` (labels, at most 3 each,
        most shared first); largest group first.

    Examples:
        >>> [(c["papers"], c["techniques"], c["baselines"]) for c in communities(_example())]
        [(['paper:p2', 'paper:p3'], ['quantization', 'warp specialization'], ['Tawa', 'cuBLAS', 'FastKern']), (['paper:p1'], ['warp specialization'], ['cuBLAS', 'Triton']), (['paper:p4'], [], [])]
    """
    shared: dict[str, set[str]] = defaultdict(set)
    for u, v, data in G.edges(data=True):
        if data.get("relation") in ("uses_technique", "compares_with"):
            shared[u].add(v)
    papers = _nodes_of(G, "paper")
    B = nx.Graph()
    B.add_nodes_from(papers)
    for paper in papers:
        B.add_edges_from((paper, item) for item in sorted(shared.get(paper, ())))
    found = nx.community.louvain_communities(B, resolution=resolution, seed=seed) if papers else []
    groups = [members for c in found if (members := sorted(n for n in c if G.nodes[n].get("kind") == "paper"))]
    rows = []
    for members in groups:
        items = Counter(item for p in members for item in shared.get(p, ()))

        def top(kind: str) -> list[str]:
            chosen = [i for i in items if G.nodes[i].get("kind") == kind]
            chosen.sort(key=lambda i: (-items[i], *_sort_label(G, i)))
            return [str(_label(G, i)) for i in chosen[:3]]

        rows.append(
            {
                "papers": members,
                "titles": [G.nodes[p].get("title", p) for p in members],
                "size": len(members),
                "techniques": top("technique"),
                "baselines": top("system"),
            }
        )
    rows.sort(key=lambda r: (-r["size"], r["papers"]))
    return rows


def graph_summary(G: nx.MultiDiGraph) -> dict[str, Any]:
    """Counts that describe the graph at a glance.

    Returns:
        ``nodes`` and ``edges`` (totals), ``nodes_by_kind``,
        ``edges_by_relation``, ``comparisons``, ``components`` (weakly
        connected), ``largest_component`` (nodes in it), ``isolated`` (nodes
        without any edge) and ``density`` (of the directed multigraph,
        rounded to 6 places).

    Examples:
        >>> s = graph_summary(_example())
        >>> s["nodes"], s["nodes_by_kind"], s["edges"], s["comparisons"]
        (12, {'paper': 4, 'system': 4, 'technique': 2, 'hardware': 2}, 22, 7)
        >>> s["components"], s["largest_component"], s["isolated"], s["density"]
        (2, 11, 1, 0.166667)
    """
    kinds = Counter(kind for _, kind in G.nodes(data="kind"))
    order = ["paper", "system", "technique", "hardware"]
    by_kind = {k: kinds.get(k, 0) for k in order}
    by_kind.update(sorted((k, n) for k, n in kinds.items() if k not in order))
    relations = Counter(rel for _, _, rel in G.edges(data="relation"))
    components = list(nx.weakly_connected_components(G)) if len(G) else []
    return {
        "nodes": G.number_of_nodes(),
        "nodes_by_kind": by_kind,
        "edges": G.number_of_edges(),
        "edges_by_relation": dict(sorted(relations.items(), key=lambda kv: (-kv[1], str(kv[0])))),
        "comparisons": relations.get("comparison", 0),
        "components": len(components),
        "largest_component": max((len(c) for c in components), default=0),
        "isolated": nx.number_of_isolates(G),
        "density": round(nx.density(G), 6) if len(G) > 1 else 0.0,
    }
