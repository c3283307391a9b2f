"""RDF export: a :class:`~paperkg.model.KnowledgeGraph` as an rdflib graph and back.

The graph follows the ``pkg:`` vocabulary (``paperkg/data/ontology.ttl``;
IRIs in ``docs/architecture.md``). There are no blank nodes, so every
serialization is deterministic and Turtle, N-Triples and JSON-LD parse back to
isomorphic graphs:

* Turtle: rdflib's serializer (subjects, predicates and objects sorted);
* N-Triples: one line per triple, lines sorted (written without rdflib, so a
  large graph never has to sit in an rdflib store);
* JSON-LD: the context of ``paperkg/data/context.jsonld`` embedded, nodes
  sorted by ``@id``, keys and values sorted.

Examples:
    >>> from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts
    >>> p = Paper(key="tawa", title="Tawa", abstract="Tawa is 1.1x faster than cuBLAS.", issued="--04-04")
    >>> c = Comparison("tawa", "cublas", "speedup", "Tawa is 1.1x faster than cuBLAS.", 0, 32, "r", value=1.1, unit="x")
    >>> f = PaperFacts("tawa", proposes=("tawa",), baselines=("cublas",), comparisons=(c,),
    ...                entities=(Entity("system", "tawa", "Tawa"), Entity("system", "cublas", "cuBLAS")))
    >>> kg = KnowledgeGraph.from_parts([p], [], [f])
    >>> g = to_rdf(kg)
    >>> from paperkg.vocab import PKG, comparison_iri
    >>> g.value(comparison_iri("tawa", 1), PKG.value)
    rdflib.term.Literal('1.1', datatype=rdflib.term.URIRef('http://www.w3.org/2001/XMLSchema#decimal'))
    >>> from_rdf(g).facts["tawa"].comparisons == (c,)
    True
    >>> from rdflib import Graph
    >>> back = from_rdf(Graph().parse(data=render_rdf(kg, "ttl"), format="turtle"))
    >>> render_rdf(back, "nt") == render_rdf(kg, "nt")
    True
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterator
from decimal import Decimal
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts

if TYPE_CHECKING:
    from rdflib import Graph
    from rdflib.term import Identifier

__all__ = [
    "RDF_FORMATS",
    "to_rdf",
    "rdf_triples",
    "render_rdf",
    "write_rdf",
    "from_rdf",
    "load_rdf",
    "jsonld_context",
    "issued_literal",
    "nt_line",
    "nt_term",
]

#: Serializations: name -> (file suffix, rdflib parser name).
RDF_FORMATS: dict[str, tuple[str, str]] = {
    "ttl": (".ttl", "turtle"),
    "nt": (".nt", "nt"),
    "jsonld": (".jsonld", "json-ld"),
}

_DATE_TYPES = (
    (re.compile(r"^\d{4}-\d{2}-\d{2}$"), "date"),
    (re.compile(r"^\d{4}-\d{2}$"), "gYearMonth"),
    (re.compile(r"^\d{4}$"), "gYear"),
    (re.compile(r"^--\d{2}-\d{2}$"), "gMonthDay"),
)
# An IRI safe to write as <...> in N-Triples and Turtle.
_SAFE_IRI = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s<>\"{}|\\^`]*$")


def issued_literal(issued: str):
    """The typed literal of a publication date (full or partial).

    Examples:
        >>> issued_literal("2025-12-09").datatype.split("#")[1]
        'date'
        >>> issued_literal("2025-12").datatype.split("#")[1]
        'gYearMonth'
        >>> issued_literal("--04-04").datatype.split("#")[1]
        'gMonthDay'
        >>> issued_literal("spring 2024").datatype is None
        True
    """
    from rdflib import Literal
    from rdflib.namespace import XSD

    for pattern, name in _DATE_TYPES:
        if pattern.match(issued):
            return Literal(issued, datatype=XSD[name])
    return Literal(issued)


def _decimal(value: float):
    """An ``xsd:decimal`` literal whose lexical form is the shortest repr of ``value``.

    Examples:
        >>> str(_decimal(1.1)), str(_decimal(30.0)), str(_decimal(1e-05)), str(_decimal(2e20))
        ('1.1', '30.0', '0.00001', '200000000000000000000')
    """
    from rdflib import Literal
    from rdflib.namespace import XSD

    return Literal(format(Decimal(repr(float(value))), "f"), datatype=XSD.decimal)


def _integer(value: int):
    from rdflib import Literal
    from rdflib.namespace import XSD

    return Literal(str(int(value)), datatype=XSD.integer)


def rdf_triples(kg: KnowledgeGraph) -> Iterator[tuple[Identifier, Identifier, Identifier]]:
    """Every triple of the RDF form of ``kg`` (possibly with repeats), as rdflib terms.

    This is the single definition of the mapping; :func:`to_rdf` and
    :func:`render_rdf` both consume it.
    """
    from rdflib import Literal, URIRef
    from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, VOID

    from paperkg.model import METRICS
    from paperkg.vocab import (
        DATASET_IRI,
        METRIC_SCHEME,
        ONTOLOGY_VERSION,
        ONTOLOGY_VERSION_IRI,
        PKG,
        SCHEMA,
        TECHNIQUE_SCHEME,
        comparison_iri,
        direction_iri,
        entity_iri,
        metric_iri,
        paper_iri,
        technique_triples,
    )

    # the dataset and the ontology it follows
    yield DATASET_IRI, RDF.type, VOID.Dataset
    yield DATASET_IRI, DCTERMS.conformsTo, ONTOLOGY_VERSION_IRI
    yield DATASET_IRI, PKG.ontologyVersion, Literal(ONTOLOGY_VERSION)
    yield ONTOLOGY_VERSION_IRI, RDF.type, OWL.Ontology

    # metric concepts (the closed set of model.METRICS)
    yield METRIC_SCHEME, RDF.type, SKOS.ConceptScheme
    yield METRIC_SCHEME, SKOS.prefLabel, Literal("comparison metrics")
    for name in METRICS:
        m = metric_iri(name)
        yield m, RDF.type, PKG.Metric
        yield m, RDF.type, SKOS.Concept
        yield m, RDFS.label, Literal(name)
        yield m, SKOS.prefLabel, Literal(name)
        yield m, SKOS.notation, Literal(name)
        yield m, SKOS.inScheme, METRIC_SCHEME

    # entities some paper uses
    used = kg.used_entities()
    if any(e.kind == "technique" for e in used):
        yield TECHNIQUE_SCHEME, RDF.type, SKOS.ConceptScheme
        yield TECHNIQUE_SCHEME, SKOS.prefLabel, Literal("techniques")
    baselines = {s for f in kg.facts.values() for s in f.baselines}
    baselines.update(c.baseline for _, c in kg.comparisons() if c.baseline)
    introduced_by: dict[str, list[str]] = defaultdict(list)  # kg.introduced_by, for every system at once
    for key, f in kg.facts.items():
        for s in f.proposes:
            introduced_by[s].append(key)
    for ent in used:
        node = entity_iri(ent.kind, ent.id)
        yield node, RDFS.label, Literal(ent.label)
        for alias in ent.aliases:
            yield node, SKOS.altLabel, Literal(alias)
        if ent.kind == "technique":
            yield from technique_triples(ent)
        elif ent.kind == "hardware":
            yield node, RDF.type, PKG.Hardware
        else:
            yield node, RDF.type, PKG.System
            if ent.id in baselines:
                yield node, RDF.type, PKG.Baseline
            for key in introduced_by.get(ent.id, ()):
                yield node, PKG.introducedBy, paper_iri(key)

    # papers
    for paper in kg.papers.values():
        node = paper_iri(paper.key)
        yield node, RDF.type, PKG.Paper
        yield node, RDF.type, SCHEMA.ScholarlyArticle
        yield node, DCTERMS.title, Literal(paper.title)
        for alt in paper.alt_titles:
            yield node, DCTERMS.alternative, Literal(alt)
        if paper.abstract:
            yield node, DCTERMS.abstract, Literal(paper.abstract)
        if paper.issued:
            yield node, DCTERMS.issued, issued_literal(paper.issued)
        for ident in paper.identifiers:
            yield node, DCTERMS.identifier, Literal(ident)
        for source in paper.sources:
            yield node, DCTERMS.source, Literal(source)
        for author in paper.authors:
            yield node, DCTERMS.creator, Literal(author)
        if paper.author_count is not None:
            yield node, PKG.authorCount, _integer(paper.author_count)
        if paper.upvotes is not None:
            yield node, PKG.upvotes, _integer(paper.upvotes)
        if paper.arxiv_id:
            yield node, PKG.arxivId, Literal(paper.arxiv_id)
        if paper.url:
            if _SAFE_IRI.match(paper.url):
                yield node, SCHEMA.url, URIRef(paper.url)
            else:  # not writable as an IRI: keep the text
                yield node, SCHEMA.url, Literal(paper.url)

        facts = kg.facts.get(paper.key)
        if facts is None:
            continue
        for s in facts.proposes:
            yield node, PKG.proposes, entity_iri("system", s)
        for t in facts.techniques:
            yield node, PKG.usesTechnique, entity_iri("technique", t)
        # a comparison's hardware and named baseline count as the paper's too
        for h in sorted(set(facts.hardware).union(c.hardware for c in facts.comparisons if c.hardware)):
            yield node, PKG.evaluatedOn, entity_iri("hardware", h)
        for h in facts.hardware_classes:
            yield node, PKG.hardwareClass, Literal(h)
        for b in sorted(set(facts.baselines).union(c.baseline for c in facts.comparisons if c.baseline)):
            yield node, PKG.comparesAgainst, entity_iri("system", b)
        for n, c in enumerate(facts.comparisons, start=1):
            yield from _comparison_triples(node, comparison_iri(paper.key, n), c)


def _comparison_triples(paper: URIRef, node: URIRef, c: Comparison):
    from rdflib import Literal
    from rdflib.namespace import PROV, RDF

    from paperkg.vocab import PKG, direction_iri, entity_iri, metric_iri

    subject = entity_iri("system", c.subject) if c.subject else paper
    yield paper, PKG.reports, node
    yield node, RDF.type, PKG.Comparison
    yield node, PROV.wasDerivedFrom, paper
    yield node, PKG.subject, subject
    if c.baseline:
        yield node, PKG.baseline, entity_iri("system", c.baseline)
    if c.baseline_text:
        yield node, PKG.baselineDescription, Literal(c.baseline_text)
    yield node, PKG.metric, metric_iri(c.metric)
    if c.value is not None:
        yield node, PKG.value, _decimal(c.value)
    if c.value_max is not None:
        yield node, PKG.valueMax, _decimal(c.value_max)
    if c.unit:
        yield node, PKG.unit, Literal(c.unit)
    if c.qualifier:
        yield node, PKG.qualifier, Literal(c.qualifier)
    yield node, PKG.direction, direction_iri(c.direction)
    if c.hardware:
        yield node, PKG.onHardware, entity_iri("hardware", c.hardware)
    yield node, PKG.evidence, Literal(c.evidence)
    yield node, PKG.evidenceStart, _integer(c.start)
    yield node, PKG.evidenceEnd, _integer(c.end)
    yield node, PKG.rule, Literal(c.rule)
    yield node, PKG.confidence, _decimal(c.confidence)
    # shortcut edges between named systems: who was compared with whom, who beat whom
    if c.subject and c.baseline:
        baseline = entity_iri("system", c.baseline)
        yield subject, PKG.comparedWith, baseline
        yield baseline, PKG.comparedWith, subject
        if c.direction == "better":
            yield subject, PKG.outperforms, baseline
        elif c.direction == "worse":
            yield baseline, PKG.outperforms, subject


def _bind_prefixes(graph: Graph) -> None:
    from paperkg.vocab import PREFIXES

    for name, iri in PREFIXES.items():
        graph.bind(name, iri, override=True, replace=True)


def to_rdf(kg: KnowledgeGraph) -> Graph:
    """The RDF graph of ``kg`` (an in-memory :class:`rdflib.Graph`, prefixes bound)."""
    from rdflib import Graph

    graph = Graph(bind_namespaces="none")
    _bind_prefixes(graph)
    for triple in rdf_triples(kg):
        graph.add(triple)
    return graph


@cache
def jsonld_context() -> dict:
    """The JSON-LD context (``paperkg/data/context.jsonld``'s ``@context``); do not mutate."""
    text = resources.files("paperkg.data").joinpath("context.jsonld").read_text(encoding="utf-8")
    return json.loads(text)["@context"]


def _escape_nt(text: str) -> str:
    return (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    )


def nt_term(term) -> str:
    """A term in N-Triples syntax (IRIs and literals; there are no blank nodes)."""
    from rdflib import Literal

    if isinstance(term, Literal):
        text = f'"{_escape_nt(str(term))}"'
        if term.language:
            return f"{text}@{term.language}"
        if term.datatype:
            return f"{text}^^<{term.datatype}>"
        return text
    return f"<{term}>"


def nt_line(triple) -> str:
    """One N-Triples line (without the newline).

    Examples:
        >>> from rdflib import Literal, URIRef
        >>> nt_line((URIRef("urn:a"), URIRef("urn:p"), Literal('say "hi"\\n')))
        '<urn:a> <urn:p> "say \\\\"hi\\\\"\\\\n" .'
    """
    s, p, o = triple
    return f"{nt_term(s)} {nt_term(p)} {nt_term(o)} ."


def _render_nt(kg: KnowledgeGraph) -> str:
    from rdflib import URIRef

    iris: dict[str, str] = {}  # IRIs repeat a lot (predicates, classes, shared entities)

    def term(t) -> str:
        if type(t) is URIRef:
            text = iris.get(t)
            if text is None:
                text = iris[t] = f"<{t}>"
            return text
        return nt_term(t)

    lines = sorted({f"{term(s)} {term(p)} {term(o)} ." for s, p, o in rdf_triples(kg)})
    return "".join(line + "\n" for line in lines)


def _sorted_json(value):
    """Sort every JSON-LD array (there are no ``@list`` values) so output is stable."""
    if isinstance(value, dict):
        return {k: _sorted_json(v) for k, v in sorted(value.items())}
    if isinstance(value, list):
        items = [_sorted_json(v) for v in value]
        return sorted(items, key=lambda v: json.dumps(v, sort_keys=True, ensure_ascii=False))
    return value


def _render_jsonld(graph: Graph) -> str:
    context = jsonld_context()
    data = json.loads(graph.serialize(format="json-ld", context=context, auto_compact=False))
    nodes = data.get("@graph", data if isinstance(data, list) else [data])
    nodes = [n for n in nodes if isinstance(n, dict) and set(n) - {"@context", "@id"}]
    for node in nodes:
        node.pop("@context", None)
    document = {"@context": context, "@graph": sorted(_sorted_json(nodes), key=lambda n: n["@id"])}
    return json.dumps(document, indent=2, ensure_ascii=False, sort_keys=False) + "\n"


def render_rdf(kg: KnowledgeGraph, fmt: str = "ttl") -> str:
    """Serialize ``kg`` as ``"ttl"`` (Turtle), ``"nt"`` (N-Triples) or ``"jsonld"``.

    The output is byte-identical for the same graph, whatever the hash seed.

    Raises:
        ValueError: for an unknown format.
    """
    if fmt not in RDF_FORMATS:
        raise ValueError(f"unknown RDF format {fmt!r}; choose from {', '.join(RDF_FORMATS)}")
    if fmt == "nt":
        return _render_nt(kg)
    graph = to_rdf(kg)
    if fmt == "jsonld":
        return _render_jsonld(graph)
    return graph.serialize(format="turtle")


def write_rdf(kg: KnowledgeGraph, path: str | Path, fmt: str | None = None) -> None:
    """Write ``kg`` to ``path`` atomically; the format defaults from the suffix (.ttl, .nt, .jsonld)."""
    from paperkg.io import atomic_write_text

    path = Path(path)
    if fmt is None:
        fmt = _format_of(path)
    atomic_write_text(path, render_rdf(kg, fmt))


def _format_of(path: Path) -> str:
    for name, (suffix, _) in RDF_FORMATS.items():
        if path.name.endswith(suffix):
            return name
    if path.suffix == ".json":
        return "jsonld"
    raise ValueError(f"{path}: cannot tell the RDF format from the suffix; use .ttl, .nt or .jsonld")


def load_rdf(path: str | Path) -> Graph:
    """Parse an RDF file (format from its suffix) into an rdflib graph.

    Raises:
        ValueError: naming the file and the parser's message when it does not parse.
    """
    from rdflib import Graph

    path = Path(path)
    parser = RDF_FORMATS[_format_of(path)][1]
    graph = Graph(bind_namespaces="none")
    _bind_prefixes(graph)
    try:
        graph.parse(path, format=parser)
    except FileNotFoundError:
        raise
    except Exception as err:  # rdflib raises many types; name the file
        raise ValueError(f"{path}: not valid {parser}: {err}") from err
    return graph


# -- the inverse mapping ----------------------------------------------------------------------


def _tail(iri, prefix: str) -> str:
    text = str(iri)
    if not text.startswith(prefix):
        raise ValueError(f"unexpected IRI {text} (expected one under {prefix})")
    return text[len(prefix):]


def from_rdf(graph: Graph | str | Path) -> KnowledgeGraph:
    """Rebuild the :class:`KnowledgeGraph` that :func:`to_rdf` turned into ``graph``.

    Args:
        graph: An rdflib graph, or the path of a Turtle / N-Triples / JSON-LD file.

    Returns:
        The graph's papers, the entities in it and each paper's facts
        (authors come back sorted; RDF has no order for repeated values).
    """
    from rdflib import Graph
    from rdflib.namespace import DCTERMS, RDF, RDFS, SKOS

    from paperkg.vocab import ID, PKG, SCHEMA

    if not isinstance(graph, Graph):
        graph = load_rdf(graph)

    def values(s, p) -> list[str]:
        return sorted(str(o) for o in graph.objects(s, p))

    def one(s, p):
        return graph.value(s, p)

    def text(s, p) -> str | None:
        v = one(s, p)
        return None if v is None else str(v)

    def integer(s, p) -> int | None:
        v = one(s, p)
        return None if v is None else int(str(v))

    entities: list[Entity] = []
    for kind, cls in (("technique", PKG.Technique), ("hardware", PKG.Hardware), ("system", PKG.System)):
        prefix = f"{ID}{kind}/"
        for node in sorted(graph.subjects(RDF.type, cls)):
            entities.append(
                Entity(
                    kind=kind,
                    id=_tail(node, prefix),
                    label=text(node, RDFS.label) or text(node, SKOS.prefLabel) or _tail(node, prefix),
                    aliases=tuple(values(node, SKOS.altLabel)),
                    broader=tuple(_tail(b, prefix) for b in sorted(graph.objects(node, SKOS.broader))),
                )
            )
    systems = {e.id: e for e in entities if e.kind == "system"}

    papers: list[Paper] = []
    facts: list[PaperFacts] = []
    paper_prefix = f"{ID}paper/"
    for node in sorted(graph.subjects(RDF.type, PKG.Paper)):
        key = _tail(node, paper_prefix)
        url = one(node, SCHEMA.url)
        papers.append(
            Paper(
                key=key,
                title=text(node, DCTERMS.title) or "",
                abstract=text(node, DCTERMS.abstract) or "",
                alt_titles=tuple(values(node, DCTERMS.alternative)),
                sources=tuple(values(node, DCTERMS.source)),
                identifiers=tuple(values(node, DCTERMS.identifier)),
                issued=text(node, DCTERMS.issued),
                author_count=integer(node, PKG.authorCount),
                authors=tuple(values(node, DCTERMS.creator)),
                upvotes=integer(node, PKG.upvotes),
                arxiv_id=text(node, PKG.arxivId),
                url=None if url is None else str(url),
            )
        )
        comparisons = []
        cmp_prefix = f"{ID}comparison/{key}/"
        for c in graph.objects(node, PKG.reports):
            comparisons.append((int(_tail(c, cmp_prefix)), _comparison_from(graph, c, node)))
        comparisons.sort(key=lambda pair: pair[0])
        links = {
            name: tuple(_tail(o, f"{ID}{kind}/") for o in sorted(graph.objects(node, prop)))
            for name, kind, prop in (
                ("proposes", "system", PKG.proposes),
                ("techniques", "technique", PKG.usesTechnique),
                ("hardware", "hardware", PKG.evaluatedOn),
                ("baselines", "system", PKG.comparesAgainst),
            )
        }
        cmps = tuple(c for _, c in comparisons)
        referenced = set(links["proposes"]) | set(links["baselines"])
        referenced.update(s for c in cmps for s in (c.subject, c.baseline) if s)
        facts.append(
            PaperFacts(
                paper=key,
                hardware_classes=tuple(values(node, PKG.hardwareClass)),
                comparisons=cmps,
                entities=tuple(systems[s] for s in sorted(referenced) if s in systems),
                **links,
            )
        )

    return KnowledgeGraph.from_parts(papers, entities, facts)


def _comparison_from(graph: Graph, node, paper) -> Comparison:
    from paperkg.vocab import ID, PKG

    def text(p) -> str | None:
        v = graph.value(node, p)
        return None if v is None else str(v)

    def number(p) -> float | None:
        v = graph.value(node, p)
        return None if v is None else float(str(v))

    subject = graph.value(node, PKG.subject)
    baseline = graph.value(node, PKG.baseline)
    hardware = graph.value(node, PKG.onHardware)
    direction = graph.value(node, PKG.direction)
    return Comparison(
        subject=None if subject is None or subject == paper else _tail(subject, f"{ID}system/"),
        baseline=None if baseline is None else _tail(baseline, f"{ID}system/"),
        metric=_tail(graph.value(node, PKG.metric), f"{ID}metric/"),
        evidence=text(PKG.evidence) or "",
        start=int(text(PKG.evidenceStart) or 0),
        end=int(text(PKG.evidenceEnd) or 0),
        rule=text(PKG.rule) or "",
        baseline_text=text(PKG.baselineDescription),
        value=number(PKG.value),
        value_max=number(PKG.valueMax),
        unit=text(PKG.unit),
        qualifier=text(PKG.qualifier),
        direction=_tail(direction, str(PKG._NS)).lower() if direction is not None else "better",
        hardware=None if hardware is None else _tail(hardware, f"{ID}hardware/"),
        confidence=number(PKG.confidence) if graph.value(node, PKG.confidence) is not None else 1.0,
    )
