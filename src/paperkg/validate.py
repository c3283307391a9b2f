"""SHACL validation of a paperkg graph against ``paperkg/data/shapes.ttl`` (pyshacl).

Examples:
    >>> from paperkg.model import Comparison, KnowledgeGraph, Paper, PaperFacts
    >>> p = Paper(key="p", title="P", abstract="P is 2x faster than prior work.")
    >>> c = Comparison(None, None, "speedup", "P is 2x faster than prior work.", 0, 31, "r",
    ...                baseline_text="prior work", value=2.0, unit="x")
    >>> from paperkg.export.rdf import to_rdf
    >>> validate_graph(to_rdf(KnowledgeGraph.from_parts([p], [], [PaperFacts("p", comparisons=(c,))]))).conforms
    True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rdflib import Graph

__all__ = ["Violation", "ValidationResult", "shapes_graph", "validate_graph", "validate_file"]


@dataclass(frozen=True, slots=True)
class Violation:
    """One SHACL result: the node, the property path, the message and the offending value."""

    focus: str
    path: str | None
    message: str
    value: str | None = None
    severity: str = "Violation"

    def __str__(self) -> str:
        where = f" {self.path}" if self.path else ""
        value = f" (value: {self.value})" if self.value not in (None, self.focus) else ""
        return f"{self.severity}: <{self.focus}>{where}: {self.message}{value}"


@dataclass(slots=True)
class ValidationResult:
    """What pyshacl found: ``conforms`` and every result, sorted."""

    conforms: bool
    violations: list[Violation] = field(default_factory=list)
    triples: int = 0


@cache
def _shapes_text() -> str:
    return resources.files("paperkg.data").joinpath("shapes.ttl").read_text(encoding="utf-8")


def shapes_graph() -> Graph:
    """The SHACL shapes graph (a new rdflib graph each call)."""
    from rdflib import Graph

    return Graph().parse(data=_shapes_text(), format="turtle")


def _short(term) -> str | None:
    if term is None:
        return None
    from paperkg.vocab import PREFIXES

    text = str(term)
    for name, iri in PREFIXES.items():
        if text.startswith(iri) and name != "id":
            return f"{name}:{text[len(iri):]}"
    return text


def validate_graph(graph: Graph) -> ValidationResult:
    """Validate ``graph`` against the paperkg shapes (no inference).

    Returns:
        A :class:`ValidationResult`; ``conforms`` is False when any shape is violated.
    """
    from pyshacl import validate
    from rdflib import Graph
    from rdflib.namespace import SH

    conforms, report, _ = validate(
        graph, shacl_graph=shapes_graph(), inference="none", advanced=True, allow_warnings=True
    )
    assert isinstance(report, Graph)
    violations = []
    for result in report.subjects(SH.resultSeverity, None):
        path = report.value(result, SH.resultPath)
        if path is not None and not isinstance(path, type(SH.path)):
            inverse = report.value(path, SH.inversePath)
            path = f"^{_short(inverse)}" if inverse is not None else str(path)
        else:
            path = _short(path)
        violations.append(
            Violation(
                focus=str(report.value(result, SH.focusNode)),
                path=path,
                message=str(report.value(result, SH.resultMessage) or "constraint not met"),
                value=None if report.value(result, SH.value) is None else str(report.value(result, SH.value)),
                severity=str(report.value(result, SH.resultSeverity)).rsplit("#", 1)[-1],
            )
        )
    violations.sort(key=lambda v: (v.focus, v.path or "", v.message, v.value or ""))
    return ValidationResult(conforms=bool(conforms), violations=violations, triples=len(graph))


def validate_file(path: str | Path) -> ValidationResult:
    """Parse an RDF file (.ttl, .nt, .jsonld) and validate it."""
    from paperkg.export.rdf import load_rdf

    return validate_graph(load_rdf(path))
