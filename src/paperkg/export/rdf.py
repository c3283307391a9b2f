"""RDF export: a :class:`~paperkg.model.KnowledgeGraph` as RDF text, an rdflib graph, and back.

The graph follows the ``pkg:`` vocabulary (``paperkg/data/ontology.ttl``;
IRIs in ``docs/architecture.md``). The mapping is defined once
(:class:`_Nodes`, one subject at a time, terms kept as N-Triples text) and the
three writers stream from it without building an rdflib graph, so a corpus of
100,000 papers serializes in seconds. There are no blank nodes, so every
serialization is deterministic and Turtle, N-Triples and JSON-LD parse back to
isomorphic graphs:

* N-Triples: one line per triple, lines sorted, no repeats;
* Turtle: prefixes declared, one block per subject (types first, predicates
  and objects sorted), papers each followed by their comparisons;
* JSON-LD: the context of ``paperkg/data/context.jsonld`` embedded, nodes
  sorted by ``@id``, keys and values sorted.

:func:`to_rdf` parses the N-Triples into an rdflib graph when one is wanted
(validation, :func:`from_rdf`, small graphs).

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

__all__ = [
    "RDF_FORMATS",
    "to_rdf",
    "rdf_triples",
    "iter_rdf",
    "render_rdf",
    "render_rdf_bytes",
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


def _decimal_lexical(value: float) -> str:
    """The ``xsd:decimal`` lexical form of ``value``: the shortest repr, never an exponent.

    Examples:
        >>> [_decimal_lexical(v) for v in (1.1, 30.0, 1e-05, 2e20)]
        ['1.1', '30.0', '0.00001', '200000000000000000000']
    """
    return format(Decimal(repr(float(value))), "f")


def _decimal(value: float):
    """An ``xsd:decimal`` rdflib literal whose lexical form is :func:`_decimal_lexical`.

    Examples:
        >>> str(_decimal(1.1)), _decimal(1.1).datatype.split("#")[1]
        ('1.1', 'decimal')
    """
    from rdflib import Literal
    from rdflib.namespace import XSD

    return Literal(_decimal_lexical(value), datatype=XSD.decimal)


# -- the mapping, as N-Triples terms -----------------------------------------------------------
#
# Every term is kept as its N-Triples text: an IRI as ``<iri>``, a literal as
# ``"escaped"`` or ``"lexical"^^<datatype>``. That text is already valid Turtle
# and, for a plain literal, a valid JSON string (the escapes below are the ones
# N-Triples, Turtle and JSON share), so the three writers only re-spell IRIs.

_XSD_NS = "http://www.w3.org/2001/XMLSchema#"
_RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
_NEEDS_ESCAPE = re.compile(r'[\x00-\x1f"\\]')
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
_ESCAPE_TABLE = str.maketrans({**{chr(i): f"\\u{i:04X}" for i in range(0x20)}, **_ESCAPES})


def _escape_nt(text: str) -> str:
    """``text`` escaped for a quoted N-Triples, Turtle or JSON string.

    Examples:
        >>> print(_escape_nt('say "hi"\\n\\tbye\\x01'))
        say \\"hi\\"\\n\\tbye\\u0001
    """
    if _NEEDS_ESCAPE.search(text) is None:
        return text
    return text.translate(_ESCAPE_TABLE)


def _lit(text: str) -> str:
    return f'"{_escape_nt(text)}"'


def _typed(lexical: str, xsd_name: str) -> str:
    return f'"{lexical}"^^<{_XSD_NS}{xsd_name}>'


def _issued_nt(issued: str) -> str:
    for pattern, name in _DATE_TYPES:
        if pattern.match(issued):
            return _typed(issued, name)
    return _lit(issued)


def nt_term(term) -> str:
    """An rdflib term in N-Triples syntax (IRIs and literals; there are no blank nodes).

    Examples:
        >>> from rdflib import Literal, URIRef
        >>> nt_term(URIRef("urn:a")), nt_term(Literal("7", datatype=URIRef("urn:int")))
        ('<urn:a>', '"7"^^<urn:int>')
    """
    from rdflib import Literal

    if isinstance(term, Literal):
        text = _lit(str(term))
        if term.language:
            return f"{text}@{term.language}"
        if term.datatype:
            return f"{text}^^<{term.datatype}>"
        return text
    return f"<{term}>"


def nt_line(triple) -> str:
    """One N-Triples line (without the newline) of a triple of rdflib terms.

    Examples:
        >>> from rdflib import Literal, URIRef
        >>> nt_line((URIRef("urn:a"), URIRef("urn:p"), Literal('say "hi"\\n')))
        '<urn:a> <urn:p> "say \\\\"hi\\\\"\\\\n" .'
    """
    s, p, o = triple
    return f"{nt_term(s)} {nt_term(p)} {nt_term(o)} ."


class _V:
    """The vocabulary's IRIs as N-Triples terms (class attributes, filled once by :func:`_vocab`)."""


@cache
def _vocab() -> type[_V]:
    from paperkg.model import METRICS
    from paperkg.vocab import (
        DATASET_IRI,
        ID,
        METRIC_SCHEME,
        ONTOLOGY_VERSION,
        ONTOLOGY_VERSION_IRI,
        PKG,
        PREFIXES,
        SCHEMA,
        TECHNIQUE_SCHEME,
    )

    ns = {name: iri for name, iri in PREFIXES.items()}
    v = _V
    iri = lambda text: f"<{text}>"  # noqa: E731
    for name, prefix, local in (
        ("type", "rdf", "type"), ("label", "rdfs", "label"),
        ("title", "dcterms", "title"), ("alternative", "dcterms", "alternative"),
        ("abstract", "dcterms", "abstract"), ("issued", "dcterms", "issued"),
        ("identifier", "dcterms", "identifier"), ("source", "dcterms", "source"),
        ("creator", "dcterms", "creator"), ("conformsTo", "dcterms", "conformsTo"),
        ("prefLabel", "skos", "prefLabel"), ("altLabel", "skos", "altLabel"),
        ("notation", "skos", "notation"), ("inScheme", "skos", "inScheme"),
        ("Concept", "skos", "Concept"), ("ConceptScheme", "skos", "ConceptScheme"),
        ("wasDerivedFrom", "prov", "wasDerivedFrom"), ("Dataset", "void", "Dataset"),
        ("Ontology", "owl", "Ontology"),
    ):
        setattr(v, name, iri(ns[prefix] + local))
    v.ScholarlyArticle, v.url = iri(SCHEMA.ScholarlyArticle), iri(SCHEMA.url)
    for name in PKG.__annotations__:
        setattr(v, f"pkg_{name}", iri(PKG[name]))
    v.dataset, v.ontology_version_iri = iri(DATASET_IRI), iri(ONTOLOGY_VERSION_IRI)
    v.ontology_version = _lit(ONTOLOGY_VERSION)
    v.metric_scheme, v.technique_scheme = iri(METRIC_SCHEME), iri(TECHNIQUE_SCHEME)
    v.id, v.pkg_ns = str(ID), str(PKG._NS)
    v.paper, v.comparison = f"<{ID}paper/", f"<{ID}comparison/"
    v.system, v.technique, v.hardware = f"<{ID}system/", f"<{ID}technique/", f"<{ID}hardware/"
    v.metrics = {name: iri(f"{ID}metric/{name}") for name in METRICS}
    v.directions = {d: iri(PKG[d.capitalize()]) for d in ("better", "worse", "parity")}
    v.integer = f'"^^<{_XSD_NS}integer>'
    v.decimal = f'"^^<{_XSD_NS}decimal>'
    return v


class _Nodes:
    """The RDF form of a :class:`KnowledgeGraph`, one subject at a time.

    ``small`` holds the description of every subject but papers and
    comparisons (entities, concept schemes, the dataset: few, and described
    from several places); papers and their comparisons are described on demand
    by :meth:`paper` and :meth:`comparison`, so a writer never holds more than
    one paper's triples. A description is a list of ``(predicate, object)``
    N-Triples terms, possibly with repeats.
    """

    def __init__(self, kg: KnowledgeGraph) -> None:
        from paperkg.vocab import technique_triples

        v = self.v = _vocab()
        self.kg = kg
        self._decimals: dict[float, str] = {}
        small: dict[str, list[tuple[str, str]]] = defaultdict(list)
        self.small = small

        small[v.dataset] += [(v.type, v.Dataset), (v.conformsTo, v.ontology_version_iri),
                             (v.pkg_ontologyVersion, v.ontology_version)]
        small[v.ontology_version_iri].append((v.type, v.Ontology))
        small[v.metric_scheme] += [(v.type, v.ConceptScheme), (v.prefLabel, _lit("comparison metrics"))]
        for name, m in v.metrics.items():
            label = _lit(name)
            small[m] += [(v.type, v.pkg_Metric), (v.type, v.Concept), (v.label, label), (v.prefLabel, label),
                         (v.notation, label), (v.inScheme, v.metric_scheme)]

        used = kg.used_entities()
        if any(e.kind == "technique" for e in used):
            small[v.technique_scheme] += [(v.type, v.ConceptScheme), (v.prefLabel, _lit("techniques"))]
        baselines = {s for f in kg.facts.values() for s in f.baselines}
        introduced_by: dict[str, list[str]] = defaultdict(list)
        for key, f in kg.facts.items():
            for s in f.proposes:
                introduced_by[s].append(key)
            for c in f.comparisons:
                if c.baseline:
                    baselines.add(c.baseline)
                    if c.subject:  # shortcut edges between named systems: who was compared with whom, who won
                        subject, baseline = f"{v.system}{c.subject}>", f"{v.system}{c.baseline}>"
                        small[subject].append((v.pkg_comparedWith, baseline))
                        small[baseline].append((v.pkg_comparedWith, subject))
                        if c.direction == "better":
                            small[subject].append((v.pkg_outperforms, baseline))
                        elif c.direction == "worse":
                            small[baseline].append((v.pkg_outperforms, subject))
        for ent in used:
            node = f"<{v.id}{ent.kind}/{ent.id}>"
            pairs = small[node]
            pairs.append((v.label, _lit(ent.label)))
            pairs.extend((v.altLabel, _lit(alias)) for alias in ent.aliases)
            if ent.kind == "technique":
                for s, p, o in technique_triples(ent):
                    small[nt_term(s)].append((nt_term(p), nt_term(o)))
            elif ent.kind == "hardware":
                pairs.append((v.type, v.pkg_Hardware))
            else:
                pairs.append((v.type, v.pkg_System))
                if ent.id in baselines:
                    pairs.append((v.type, v.pkg_Baseline))
                pairs.extend((v.pkg_introducedBy, f"{v.paper}{key}>") for key in introduced_by.get(ent.id, ()))

    def _dec(self, value: float) -> str:
        text = self._decimals.get(value)
        if text is None:
            text = self._decimals[value] = f'"{_decimal_lexical(value)}{self.v.decimal}'
        return text

    def paper(self, paper: Paper) -> list[tuple[str, str]]:
        """The description of a paper (with the ``pkg:reports`` links to its comparisons)."""
        v = self.v
        pairs = [(v.type, v.pkg_Paper), (v.type, v.ScholarlyArticle), (v.title, _lit(paper.title))]
        pairs.extend((v.alternative, _lit(alt)) for alt in paper.alt_titles)
        if paper.abstract:
            pairs.append((v.abstract, _lit(paper.abstract)))
        if paper.issued:
            pairs.append((v.issued, _issued_nt(paper.issued)))
        pairs.extend((v.identifier, _lit(ident)) for ident in paper.identifiers)
        pairs.extend((v.source, _lit(source)) for source in paper.sources)
        pairs.extend((v.creator, _lit(author)) for author in paper.authors)
        if paper.author_count is not None:
            pairs.append((v.pkg_authorCount, f'"{int(paper.author_count)}{v.integer}'))
        if paper.upvotes is not None:
            pairs.append((v.pkg_upvotes, f'"{int(paper.upvotes)}{v.integer}'))
        if paper.arxiv_id:
            pairs.append((v.pkg_arxivId, _lit(paper.arxiv_id)))
        if paper.url:  # an IRI when it can be written as one, else the text
            pairs.append((v.url, f"<{paper.url}>" if _SAFE_IRI.match(paper.url) else _lit(paper.url)))
        facts = self.kg.facts.get(paper.key)
        if facts is None:
            return pairs
        system, technique, hardware = v.system, v.technique, v.hardware
        pairs.extend((v.pkg_proposes, f"{system}{s}>") for s in facts.proposes)
        pairs.extend((v.pkg_usesTechnique, f"{technique}{t}>") for t in facts.techniques)
        # a comparison's hardware and named baseline count as the paper's too
        hw = set(facts.hardware)
        hw.update(c.hardware for c in facts.comparisons if c.hardware)
        pairs.extend((v.pkg_evaluatedOn, f"{hardware}{h}>") for h in hw)
        pairs.extend((v.pkg_hardwareClass, _lit(h)) for h in facts.hardware_classes)
        against = set(facts.baselines)
        against.update(c.baseline for c in facts.comparisons if c.baseline)
        pairs.extend((v.pkg_comparesAgainst, f"{system}{b}>") for b in against)
        prefix = f"{v.comparison}{paper.key}/"
        pairs.extend((v.pkg_reports, f"{prefix}{n}>") for n in range(1, len(facts.comparisons) + 1))
        return pairs

    def comparison(self, paper_node: str, c: Comparison) -> list[tuple[str, str]]:
        """The description of one comparison of the paper ``paper_node``."""
        v = self.v
        pairs = [
            (v.type, v.pkg_Comparison),
            (v.wasDerivedFrom, paper_node),
            (v.pkg_subject, f"{v.system}{c.subject}>" if c.subject else paper_node),
            (v.pkg_metric, v.metrics.get(c.metric) or f"<{v.id}metric/{c.metric}>"),
            (v.pkg_direction, v.directions.get(c.direction) or f"<{v.pkg_ns}{c.direction.capitalize()}>"),
            (v.pkg_evidence, _lit(c.evidence)),
            (v.pkg_evidenceStart, f'"{int(c.start)}{v.integer}'),
            (v.pkg_evidenceEnd, f'"{int(c.end)}{v.integer}'),
            (v.pkg_rule, _lit(c.rule)),
            (v.pkg_confidence, self._dec(c.confidence)),
        ]
        if c.baseline:
            pairs.append((v.pkg_baseline, f"{v.system}{c.baseline}>"))
        if c.baseline_text:
            pairs.append((v.pkg_baselineDescription, _lit(c.baseline_text)))
        if c.value is not None:
            pairs.append((v.pkg_value, self._dec(c.value)))
        if c.value_max is not None:
            pairs.append((v.pkg_valueMax, self._dec(c.value_max)))
        if c.unit:
            pairs.append((v.pkg_unit, _lit(c.unit)))
        if c.qualifier:
            pairs.append((v.pkg_qualifier, _lit(c.qualifier)))
        if c.hardware:
            pairs.append((v.pkg_onHardware, f"{v.hardware}{c.hardware}>"))
        return pairs

    def papers(self) -> Iterator[tuple[str, Paper, tuple[Comparison, ...]]]:
        """``(paper node, paper, comparisons)`` for every paper, by key."""
        kg, prefix = self.kg, self.v.paper
        for key in sorted(kg.papers):
            facts = kg.facts.get(key)
            yield f"{prefix}{key}>", kg.papers[key], facts.comparisons if facts else ()

    def in_order(self) -> Iterator[tuple[str, list[tuple[str, str]]]]:
        """Every ``(subject, description)``, subjects sorted as N-Triples text."""
        index: list[tuple[str, int, object, object]] = [(s, 0, None, None) for s in self.small]
        for node, paper, comparisons in self.papers():
            index.append((node, 1, paper, None))
            prefix = f"{self.v.comparison}{paper.key}/"
            index.extend((f"{prefix}{n}>", 2, node, c) for n, c in enumerate(comparisons, start=1))
        index.sort(key=lambda item: item[0])
        for subject, kind, a, b in index:
            if kind == 0:
                yield subject, self.small[subject]
            elif kind == 1:
                yield subject, self.paper(a)
            else:
                yield subject, self.comparison(a, b)

    def grouped(self) -> Iterator[tuple[str, list[tuple[str, str]]]]:
        """Every ``(subject, description)``: the dataset, the other small subjects, then each paper followed by its comparisons."""
        v = self.v
        first = (v.dataset, v.ontology_version_iri)
        for subject in first:
            yield subject, self.small[subject]
        for subject in sorted(s for s in self.small if s not in first):
            yield subject, self.small[subject]
        for node, paper, comparisons in self.papers():
            yield node, self.paper(paper)
            prefix = f"{v.comparison}{paper.key}/"
            for n, c in enumerate(comparisons, start=1):
                yield f"{prefix}{n}>", self.comparison(node, c)


def rdf_triples(kg: KnowledgeGraph) -> Iterator[tuple[str, str, str]]:
    """Every triple of the RDF form of ``kg``, as N-Triples terms, sorted and without repeats.

    This is the single definition of the mapping; every writer and :func:`to_rdf` consume it.

    Examples:
        >>> from paperkg.model import Paper
        >>> kg = KnowledgeGraph.from_parts([Paper("p", "A title", "")], [], [])
        >>> [t for t in rdf_triples(kg) if t[0].endswith("/paper/p>")][-1]
        ('<https://w3id.org/paperkg/id/paper/p>', '<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>', '<https://w3id.org/paperkg/ontology#Paper>')
    """
    for subject, pairs in _Nodes(kg).in_order():
        for p, o in sorted(set(pairs)):
            yield subject, p, o


def _iter_nt(kg: KnowledgeGraph) -> Iterator[str]:
    for subject, pairs in _Nodes(kg).in_order():
        yield "".join([f"{subject} {p} {o} .\n" for p, o in sorted(set(pairs))])


# -- Turtle and JSON-LD: re-spell the IRIs -------------------------------------------------------

# a local name written without escapes (a conservative subset of Turtle's PN_LOCAL)
_LOCAL = re.compile(r"^[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?$")
_TURTLE_NUMBER = {
    "integer": re.compile(r"^[+-]?[0-9]+$"),
    "decimal": re.compile(r"^[+-]?[0-9]*\.[0-9]+$"),
}


class _Compactor:
    """IRIs as prefixed names (``pkg:Paper``) when a prefix fits, memoised (IRIs repeat a lot)."""

    def __init__(self, local: re.Pattern[str] | None) -> None:
        from paperkg.vocab import PREFIXES

        self.namespaces = {iri: name for name, iri in PREFIXES.items()}
        self.local = local
        self.cache: dict[str, str | None] = {}

    def __call__(self, term: str) -> str | None:
        """The prefixed name of the IRI ``<...>``, or ``None`` when no prefix fits."""
        name = self.cache.get(term, "")
        if name == "":
            iri = term[1:-1]
            cut = max(iri.rfind("/"), iri.rfind("#")) + 1
            prefix = self.namespaces.get(iri[:cut])
            local = iri[cut:]
            name = None
            if prefix is not None and local and (self.local is None or self.local.match(local)):
                name = f"{prefix}:{local}"
            if len(self.cache) < 1_000_000:
                self.cache[term] = name
        return name


def _turtle_prologue() -> str:
    from paperkg.vocab import PREFIXES

    return "".join(f"@prefix {name}: <{iri}> .\n" for name, iri in sorted(PREFIXES.items()))


def _iter_turtle(kg: KnowledgeGraph) -> Iterator[str]:
    compact = _Compactor(_LOCAL)
    spelt: dict[str, str] = {}  # N-Triples IRI or typed literal -> Turtle (they repeat a lot)

    def spell(term: str) -> str:
        if term[0] == "<":
            text = compact(term) or term
        else:  # a typed literal: a bare number when Turtle allows it, else "lexical"^^prefix:type
            lexical, _, datatype = term[1:].rpartition('"^^')
            number = _TURTLE_NUMBER.get(datatype[len(_XSD_NS) + 1:-1]) if datatype.startswith(f"<{_XSD_NS}") else None
            text = lexical if number is not None and number.match(lexical) else f'"{lexical}"^^{spell(datatype)}'
        if len(spelt) < 2_000_000:
            spelt[term] = text
        return text

    rdf_type, get = _RDF_TYPE, spelt.get
    yield _turtle_prologue()
    for subject, pairs in _Nodes(kg).grouped():
        types: list[str] = []
        parts: list[str] = []
        last = None
        for p, o in sorted(set(pairs)):
            if o[-1] != '"':  # a plain literal's N-Triples text is Turtle already
                o = get(o) or spell(o)
            if p == rdf_type:
                types.append(o)
            elif p == last:
                parts.append(",\n        " + o)
            else:
                parts.append(f" ;\n    {get(p) or spell(p)} {o}")
                last = p
        head = get(subject) or spell(subject)
        if types:
            yield f"\n{head} a {', '.join(types)}{''.join(parts)} .\n"
        else:
            yield f"\n{head} {''.join(parts)[6:]} .\n"


def _jsonld_value(term: str, compact: _Compactor) -> str:
    """One object as JSON text (its N-Triples text is a JSON string for a plain literal)."""
    if term[0] == "<":
        return f'{{"@id": "{compact(term) or term[1:-1]}"}}'
    if term[-1] != ">":
        return term
    lexical, _, datatype = term[1:].rpartition('"^^')
    if datatype == f"<{_XSD_NS}integer>" and _TURTLE_NUMBER["integer"].match(lexical):
        return str(int(lexical))
    return f'{{"@type": "{compact(datatype) or datatype[1:-1]}", "@value": "{lexical}"}}'


def _iter_jsonld(kg: KnowledgeGraph) -> Iterator[str]:
    compact = _Compactor(None)
    nodes = _Nodes(kg)

    def name(term: str) -> str:
        return compact(term) or term[1:-1]

    # nodes sorted by their @id as written
    index = [(name(s), s, 0, None, None) for s in nodes.small]
    for node, paper, comparisons in nodes.papers():
        index.append((name(node), node, 1, paper, None))
        prefix = f"{nodes.v.comparison}{paper.key}/"
        index.extend((name(f"{prefix}{n}>"), None, 2, node, (n, c)) for n, c in enumerate(comparisons, start=1))
    index.sort(key=lambda item: item[0])

    rdf_type, spelt, keys = _RDF_TYPE, {}, {}
    context = json.dumps({"@context": jsonld_context()}, indent=2, ensure_ascii=False)
    yield context[:-2] + ',\n  "@graph": ['
    sep = "\n"
    for ident, subject, kind, a, b in index:
        if kind == 0:
            pairs = nodes.small[subject]
        elif kind == 1:
            pairs = nodes.paper(a)
        else:
            pairs = nodes.comparison(a, b[1])
        by_key: dict[str, list[str]] = {}
        for p, o in sorted(set(pairs)):
            if p == rdf_type:
                by_key.setdefault('"@type"', []).append(f'"{name(o)}"')
                continue
            if o[-1] != '"':  # an IRI or a typed literal (they repeat a lot)
                value = spelt.get(o)
                if value is None:
                    value = _jsonld_value(o, compact)
                    if len(spelt) < 2_000_000:
                        spelt[o] = value
                o = value
            key = keys.get(p)
            if key is None:
                key = keys[p] = f'"{name(p)}"'
            values = by_key.get(key)
            if values is None:
                by_key[key] = [o]
            else:
                values.append(o)
        members = [f'      "@id": "{ident}"']
        for key in sorted(by_key):
            values = by_key[key]
            members.append(f"      {key}: {values[0] if len(values) == 1 else '[' + ', '.join(values) + ']'}")
        yield sep + "    {\n" + ",\n".join(members) + "\n    }"
        sep = ",\n"
    yield "\n  ]\n}\n"


def _bind_prefixes(graph: Graph) -> None:
    from paperkg.vocab import PREFIXES

    for name, iri in PREFIXES.items():
        graph.bind(name, iri, override=True, replace=True)


def to_rdf(kg: KnowledgeGraph) -> Graph:
    """The RDF graph of ``kg`` (an in-memory :class:`rdflib.Graph`, prefixes bound).

    It is parsed from the N-Triples rendering, so it holds exactly what every serialization writes.
    """
    from rdflib import Graph

    graph = Graph(bind_namespaces="none")
    _bind_prefixes(graph)
    graph.parse(data=render_rdf(kg, "nt"), format="nt")
    return graph


@cache
def jsonld_context() -> dict:
    """The JSON-LD context (``paperkg/data/context.jsonld``'s ``@context``); do not mutate."""
    text = resources.files("paperkg.data").joinpath("context.jsonld").read_text(encoding="utf-8")
    return json.loads(text)["@context"]


def iter_rdf(kg: KnowledgeGraph, fmt: str = "ttl") -> Iterator[str]:
    """The serialization of ``kg`` in ``fmt`` as a stream of text chunks (see :func:`render_rdf`).

    Nothing but the output is built: no rdflib graph, and only one paper's
    triples at a time, so a writer can send the chunks to a file or a store as
    they come.

    Raises:
        ValueError: for an unknown format.
    """
    if fmt not in RDF_FORMATS:
        raise ValueError(f"unknown RDF format {fmt!r}; choose from {', '.join(RDF_FORMATS)}")
    writer = {"nt": _iter_nt, "ttl": _iter_turtle, "jsonld": _iter_jsonld}[fmt]
    return writer(kg)


def render_rdf(kg: KnowledgeGraph, fmt: str = "ttl") -> str:
    """Serialize ``kg`` as ``"ttl"`` (Turtle), ``"nt"`` (N-Triples) or ``"jsonld"``.

    The output is byte-identical for the same graph, whatever the hash seed:

    * N-Triples: one line per triple, lines sorted, no repeats;
    * Turtle: the prefixes of :data:`paperkg.vocab.PREFIXES`; the dataset (and
      the ontology version it conforms to) first, then entities and concept
      schemes sorted, then each paper followed by its comparisons; a subject's
      types first (``a``), then its predicates and objects sorted;
    * JSON-LD: the context of ``paperkg/data/context.jsonld`` embedded, one
      node per subject sorted by ``@id``, keys and values sorted.

    Raises:
        ValueError: for an unknown format.
    """
    return "".join(iter_rdf(kg, fmt))


def render_rdf_bytes(kg: KnowledgeGraph, fmt: str = "ttl") -> bytes:
    """:func:`render_rdf` encoded as UTF-8, without holding the whole text as a ``str`` too."""
    import io

    buffer = io.BytesIO()
    for chunk in iter_rdf(kg, fmt):
        buffer.write(chunk.encode("utf-8"))
    return buffer.getvalue()


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
        FileNotFoundError: when there is no such file.
        ValueError: naming the file and the parser's message when it does not parse,
            or when the suffix names no RDF format.
    """
    from rdflib import Graph

    path = Path(path)
    parser = RDF_FORMATS[_format_of(path)][1]
    if not path.is_file():  # (rdflib would read a missing relative path as a URL and name another file)
        raise FileNotFoundError(f"{path}: no such file")
    graph = Graph(bind_namespaces="none")
    _bind_prefixes(graph)
    try:
        graph.parse(path.resolve(), format=parser)
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
