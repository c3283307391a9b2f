"""Extraction quality against a gold annotation (``benchmarks/gold/GUIDELINE.md``).

:func:`evaluate` builds the graph of the gold papers, exports it to RDF and
reads every prediction back **with SPARQL** (:func:`predictions_from_rdf`), so
what is scored is what a SPARQL user of the graph sees. Gold rows are matched
to graph papers by normalised title (alternative titles included).

Scores (micro-averaged precision, recall, F1 over all papers):

* ``papers``: gold rows found in the graph;
* ``systems``, ``techniques``, ``hardware``, ``baselines``: (paper, item)
  pairs; names are compared by canonical id (vocabulary aliases resolved,
  then :func:`~paperkg.model.slugify`), so case, spacing and aliases
  ("FA3" / "FlashAttention-3") do not matter;
* ``comparisons``: comparisons with a named baseline; a match is the same
  paper, the same baseline and a value within 1% (both ``None`` match);
* ``claims``: every comparison; a gold comparison with an unnamed baseline
  matches on paper and value alone;
* the accuracy of metric, unit, qualifier and direction (better, worse,
  parity) on matched comparisons and on matched claims. Among the
  predictions a gold comparison may match, one of the same metric and
  direction is preferred, then one of the same metric.

Examples:
    >>> s = Score(tp=9, fp=1, fn=3)
    >>> round(s.precision, 3), round(s.recall, 3), round(s.f1, 3)
    (0.9, 0.75, 0.818)
    >>> normalize_title("PanGu-$α$: Large-scale Models") == normalize_title("PanGu-α: Large-Scale Models")
    True
    >>> values_match(1.1, 1.105), values_match(1.1, 1.2), values_match(None, None)
    (True, False, True)
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from paperkg.model import slugify

__all__ = [
    "ACCURACY_FIELDS",
    "CATEGORIES",
    "Score",
    "PaperPrediction",
    "Evaluation",
    "normalize_title",
    "canonical_name",
    "values_match",
    "load_gold",
    "predictions_from_rdf",
    "score",
    "evaluate",
]

#: The scored categories, in report order.
CATEGORIES: tuple[str, ...] = ("papers", "systems", "techniques", "hardware", "baselines", "comparisons", "claims")

#: The fields whose accuracy is measured on matched comparisons and claims, in report order.
ACCURACY_FIELDS: tuple[str, ...] = ("metric", "unit", "qualifier", "direction")


@dataclass
class Score:
    """True positives, false positives, false negatives of one category."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass
class PaperPrediction:
    """What the graph says about one paper, as read back with SPARQL."""

    iri: str
    titles: tuple[str, ...]
    systems: set[str] = field(default_factory=set)
    techniques: set[str] = field(default_factory=set)
    hardware: set[str] = field(default_factory=set)
    baselines: set[str] = field(default_factory=set)
    comparisons: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Evaluation:
    """Scores, accuracies and (for ``--errors``) every miss and extra."""

    scores: dict[str, Score] = field(default_factory=lambda: {c: Score() for c in CATEGORIES})
    accuracy: dict[str, tuple[int, int]] = field(default_factory=dict)  # "comparisons.metric" -> (right, total)
    errors: list[dict[str, Any]] = field(default_factory=list)
    gold_rows: int = 0

    def as_dict(self) -> dict[str, Any]:
        """Plain data for ``--json``."""
        return {
            "gold_rows": self.gold_rows,
            "scores": {
                c: {"precision": round(s.precision, 4), "recall": round(s.recall, 4), "f1": round(s.f1, 4),
                    "tp": s.tp, "fp": s.fp, "fn": s.fn}
                for c, s in self.scores.items()
            },
            "accuracy": {k: {"accuracy": round(r / t, 4) if t else None, "right": r, "total": t}
                         for k, (r, t) in sorted(self.accuracy.items())},
        }


def normalize_title(title: str) -> str:
    """Lowercase ASCII letters and digits only (LaTeX, accents and spacing ignored)."""
    text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]", "", text)


def canonical_name(name: str) -> str:
    """A system name's canonical id: its vocabulary id, else its slug.

    Examples:
        >>> canonical_name("FA3"), canonical_name("Megatron"), canonical_name("CodeRosetta")
        ('flashattention-3', 'megatron-lm', 'coderosetta')
    """
    from paperkg.extract.vocab import alias_index

    index = alias_index()
    return index.get(name.lower()) or index.get(slugify(name)) or slugify(name)


def values_match(gold: float | None, pred: float | None, tolerance: float = 0.01) -> bool:
    """Whether two values agree within ``tolerance`` (relative); two ``None`` agree."""
    if gold is None or pred is None:
        return gold is None and pred is None
    return abs(gold - pred) <= tolerance * max(abs(gold), 1e-9)


def load_gold(path: str | Path) -> list[dict[str, Any]]:
    """Read a gold JSONL file; errors name the file and line."""
    rows = []
    with open(path, encoding="utf-8") as handle:
        for lineno, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}, line {lineno}: {exc.msg}") from None
            if "title" not in row:
                raise ValueError(f"{path}, line {lineno}: a gold row needs a 'title'")
            rows.append(row)
    return rows


_PREFIXES = """
PREFIX pkg: <https://w3id.org/paperkg/ontology#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
"""

_Q_PAPERS = _PREFIXES + """
SELECT ?paper ?title WHERE {
  ?paper a pkg:Paper .
  { ?paper dcterms:title ?title } UNION { ?paper dcterms:alternative ?title }
}"""

_Q_LINKS = _PREFIXES + """
SELECT ?paper ?rel ?target WHERE {
  VALUES ?rel { pkg:proposes pkg:usesTechnique pkg:evaluatedOn pkg:comparesAgainst }
  ?paper a pkg:Paper ; ?rel ?target .
}"""

_Q_COMPARISONS = _PREFIXES + """
SELECT ?paper ?c ?baseline ?text ?metric ?value ?valueMax ?unit ?qualifier ?direction ?evidence WHERE {
  ?paper pkg:reports ?c .
  ?c pkg:metric ?metric .
  OPTIONAL { ?c pkg:baseline ?baseline }
  OPTIONAL { ?c pkg:baselineDescription ?text }
  OPTIONAL { ?c pkg:value ?value }
  OPTIONAL { ?c pkg:valueMax ?valueMax }
  OPTIONAL { ?c pkg:unit ?unit }
  OPTIONAL { ?c pkg:qualifier ?qualifier }
  OPTIONAL { ?c pkg:direction ?direction }
  OPTIONAL { ?c pkg:evidence ?evidence }
}"""


def _tail(iri: Any) -> str:
    return re.split(r"[/#]", str(iri).rstrip("/"))[-1]


def predictions_from_rdf(graph: Any) -> list[PaperPrediction]:
    """Every paper's predictions, read from an RDF graph (rdflib) with SPARQL."""
    papers: dict[str, PaperPrediction] = {}
    titles: dict[str, list[str]] = {}
    for row in graph.query(_Q_PAPERS):
        titles.setdefault(str(row.paper), []).append(str(row.title))
    for iri, names in sorted(titles.items()):
        papers[iri] = PaperPrediction(iri, tuple(names))
    slots = {"proposes": "systems", "usesTechnique": "techniques", "evaluatedOn": "hardware", "comparesAgainst": "baselines"}
    for row in graph.query(_Q_LINKS):
        pred = papers.get(str(row.paper))
        if pred is not None:
            getattr(pred, slots[str(row.rel).rsplit("#", 1)[-1]]).add(_tail(row.target))
    comparisons: dict[str, dict[str, Any]] = {}
    for row in graph.query(_Q_COMPARISONS):
        comparisons[str(row.c)] = {
            "paper": str(row.paper),
            "baseline": _tail(row.baseline) if row.baseline is not None else None,
            "baseline_text": str(row.text) if row.text is not None else None,
            "metric": _tail(row.metric),
            "value": float(row.value) if row.value is not None else None,
            "value_max": float(row.valueMax) if row.valueMax is not None else None,
            "unit": str(row.unit) if row.unit is not None else None,
            "qualifier": str(row.qualifier) if row.qualifier is not None else None,
            "direction": _tail(row.direction).lower() if row.direction is not None else None,
            "evidence": str(row.evidence) if row.evidence is not None else "",
            "iri": str(row.c),
        }
    for iri in sorted(comparisons, key=_comparison_order):
        c = comparisons[iri]
        if c["paper"] in papers:
            papers[c["paper"]].comparisons.append(c)
    return list(papers.values())


def _comparison_order(iri: str) -> tuple[str, int]:
    head, _, n = iri.rpartition("/")
    return (head, int(n) if n.isdigit() else 0)


def _match_rows(gold: Sequence[dict[str, Any]], preds: Sequence[PaperPrediction]) -> list[tuple[dict[str, Any], PaperPrediction | None]]:
    """Pair each gold row with its paper; a paper annotated under two titles is scored once (its preferred title)."""
    by_title: dict[str, PaperPrediction] = {}
    for p in preds:
        for t in p.titles:
            by_title.setdefault(normalize_title(t), p)
    preferred = {normalize_title(p.titles[0]) if p.titles else "": p for p in preds}
    pairs: list[tuple[dict[str, Any], PaperPrediction | None]] = []
    claimed: dict[str, int] = {}
    for row in gold:
        p = by_title.get(normalize_title(row["title"]))
        if p is None:
            pairs.append((row, None))
            continue
        is_preferred = preferred.get(normalize_title(row["title"])) is p
        if p.iri in claimed:
            if is_preferred:
                pairs[claimed[p.iri]] = (pairs[claimed[p.iri]][0], "duplicate")  # type: ignore[assignment]
            else:
                pairs.append((row, "duplicate"))  # type: ignore[arg-type]
                continue
        claimed[p.iri] = len(pairs)
        pairs.append((row, p))
    return [(r, p) for r, p in pairs if p != "duplicate"]


def _set_score(ev: Evaluation, category: str, title: str, gold: Iterable[str], pred: Iterable[str]) -> None:
    g, p = set(gold), set(pred)
    s = ev.scores[category]
    s.tp += len(g & p)
    s.fn += len(g - p)
    s.fp += len(p - g)
    for item in sorted(g - p):
        ev.errors.append({"category": category, "kind": "miss", "paper": title, "item": item})
    for item in sorted(p - g):
        ev.errors.append({"category": category, "kind": "extra", "paper": title, "item": item})


def _describe(c: dict[str, Any]) -> str:
    who = c.get("baseline") or f"[{c.get('baseline_text')}]"
    value = "" if c.get("value") is None else f" {c['value']:g}{c.get('unit') or ''}"
    rng = "" if c.get("value_max") is None else f"-{c['value_max']:g}"
    return f"vs {who}: {c.get('metric')}{value}{rng} ({c.get('qualifier') or '-'}, {c.get('direction')})"


def _match_comparisons(gold: list[dict[str, Any]], pred: list[dict[str, Any]], *, named_only: bool) -> tuple[list[tuple[dict, dict]], list[dict], list[dict]]:
    """One-to-one matching of gold and predicted comparisons of one paper."""
    remaining = list(pred)
    pairs: list[tuple[dict, dict]] = []
    missed: list[dict] = []

    def key(c: dict[str, Any]) -> str | None:
        return canonical_name(c["baseline"]) if c.get("baseline") else None

    # named gold first: they are the stricter ones
    order = sorted(gold, key=lambda c: c.get("baseline") is None)
    for g in order:
        gb = key(g)
        candidates = [
            p for p in remaining
            if values_match(g.get("value"), p.get("value")) and (gb is None or key(p) == gb)
        ]
        if gb is None and not named_only:
            candidates.sort(key=lambda p: p.get("baseline") is not None)
        if candidates:
            same_metric = [p for p in candidates if p.get("metric") == g.get("metric")]
            best = next((p for p in same_metric if p.get("direction") == g.get("direction")),
                        same_metric[0] if same_metric else candidates[0])
            remaining.remove(best)
            pairs.append((g, best))
        else:
            missed.append(g)
    return pairs, missed, remaining


def score(gold: Sequence[dict[str, Any]], preds: Sequence[PaperPrediction]) -> Evaluation:
    """Score predictions against gold rows (see the module docstring)."""
    ev = Evaluation(gold_rows=len(gold))
    pairs = _match_rows(gold, preds)
    matched_iris = {p.iri for _, p in pairs if p is not None}
    papers = ev.scores["papers"]
    for row, p in pairs:
        title = row["title"]
        if p is None:
            papers.fn += 1
            ev.errors.append({"category": "papers", "kind": "miss", "paper": title, "item": title})
            continue
        papers.tp += 1
        _set_score(ev, "systems", title, (canonical_name(s) for s in row.get("systems", [])), p.systems)
        _set_score(ev, "techniques", title, row.get("techniques", []), p.techniques)
        _set_score(ev, "hardware", title, row.get("hardware", []), p.hardware)
        _set_score(ev, "baselines", title, (canonical_name(b) for b in row.get("baselines", [])), p.baselines)
        gold_cmp = list(row.get("comparisons", []))
        for category, named_only in (("comparisons", True), ("claims", False)):
            g_list = [c for c in gold_cmp if c.get("baseline")] if named_only else gold_cmp
            p_list = [c for c in p.comparisons if c.get("baseline")] if named_only else p.comparisons
            matched, missed, extra = _match_comparisons(g_list, p_list, named_only=named_only)
            s = ev.scores[category]
            s.tp += len(matched)
            s.fn += len(missed)
            s.fp += len(extra)
            for g, pc in matched:
                for fld in ACCURACY_FIELDS:
                    right, total = ev.accuracy.get(f"{category}.{fld}", (0, 0))
                    ok = (g.get(fld) or None) == (pc.get(fld) or None)
                    ev.accuracy[f"{category}.{fld}"] = (right + ok, total + 1)
                    if not ok:
                        ev.errors.append({"category": f"{category}.{fld}", "kind": "wrong", "paper": title,
                                          "item": f"{_describe(g)}: gold {g.get(fld)!r}, predicted {pc.get(fld)!r}"})
            for g in missed:
                ev.errors.append({"category": category, "kind": "miss", "paper": title, "item": _describe(g),
                                  "evidence": g.get("evidence", "")})
            for pc in extra:
                ev.errors.append({"category": category, "kind": "extra", "paper": title, "item": _describe(pc),
                                  "evidence": pc.get("evidence", "")})
    for p in preds:
        if p.iri not in matched_iris:
            papers.fp += 1
            ev.errors.append({"category": "papers", "kind": "extra", "paper": p.titles[0] if p.titles else p.iri, "item": p.iri})
    return ev


def evaluate(gold_path: str | Path, inputs: Sequence[str | Path] | None = None, *, jobs: int | None = 1) -> Evaluation:
    """Build the graph of the gold papers, export it to RDF, read it back with SPARQL and score it.

    Args:
        gold_path: Gold JSONL (``benchmarks/gold/GUIDELINE.md``).
        inputs: Files or folders to build from. Default: the gold file itself
            when its rows carry an ``abstract``, else ``seeds/``.
        jobs: Extraction worker processes.
    """
    from paperkg.build import build_graph
    from paperkg.export.rdf import to_rdf

    gold = load_gold(gold_path)
    if not inputs:
        inputs = [gold_path] if gold and all("abstract" in r for r in gold) else ["seeds"]
    kg = build_graph([str(i) for i in inputs], jobs=jobs)
    graph = to_rdf(kg)
    return score(gold, predictions_from_rdf(graph))
