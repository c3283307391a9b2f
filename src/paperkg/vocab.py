"""The paperkg RDF vocabulary: the ``pkg:`` namespace, prefixes and IRI helpers.

The vocabulary is a contract with SPARQL users (see ``docs/architecture.md``
and the ontology in ``paperkg/data/ontology.ttl``): terms are only ever added,
never renamed. ``PKG`` is an rdflib :class:`~rdflib.namespace.DefinedNamespace`
with ``_fail = True``, so a misspelt term raises instead of minting a new IRI.

Examples:
    >>> str(PKG.Comparison)
    'https://w3id.org/paperkg/ontology#Comparison'
    >>> paper_iri("2502.12345")
    rdflib.term.URIRef('https://w3id.org/paperkg/id/paper/2502.12345')
    >>> comparison_iri("tawa", 1)
    rdflib.term.URIRef('https://w3id.org/paperkg/id/comparison/tawa/1')
    >>> PKG.Comparsion
    Traceback (most recent call last):
    ...
    AttributeError: term 'Comparsion' not in namespace 'https://w3id.org/paperkg/ontology#'
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from rdflib import Namespace, URIRef
from rdflib import namespace as _namespace

if TYPE_CHECKING:
    from rdflib import Graph

    from paperkg.model import Entity

__all__ = [
    "PKG",
    "ID",
    "SCHEMA",
    "ONTOLOGY_IRI",
    "ONTOLOGY_VERSION",
    "ONTOLOGY_VERSION_IRI",
    "DATASET_IRI",
    "TECHNIQUE_SCHEME",
    "METRIC_SCHEME",
    "PREFIXES",
    "SPARQL_PREFIXES",
    "paper_iri",
    "entity_iri",
    "comparison_iri",
    "metric_iri",
    "direction_iri",
    "sparql_prologue",
    "ontology_text",
    "ontology_graph",
    "technique_concepts",
    "technique_triples",
]

#: Where every resource of a built graph lives.
ID = Namespace("https://w3id.org/paperkg/id/")
SCHEMA = Namespace("https://schema.org/")

#: The ontology and the version a built graph declares it follows
#: (``dcterms:conformsTo`` on :data:`DATASET_IRI`).
ONTOLOGY_IRI = URIRef("https://w3id.org/paperkg/ontology")
ONTOLOGY_VERSION = "0.2.0"
ONTOLOGY_VERSION_IRI = URIRef(f"https://w3id.org/paperkg/ontology/{ONTOLOGY_VERSION}")

#: The node describing a built graph as a whole.
DATASET_IRI = ID["dataset"]
#: SKOS concept schemes of the technique taxonomy and of the metrics.
TECHNIQUE_SCHEME = ID["scheme/techniques"]
METRIC_SCHEME = ID["scheme/metrics"]


class PKG(_namespace.DefinedNamespace):
    """Terms of ``pkg: <https://w3id.org/paperkg/ontology#>`` (see ontology.ttl)."""

    _NS = Namespace("https://w3id.org/paperkg/ontology#")
    _fail = True

    # classes
    Paper: URIRef  # a paper (also schema:ScholarlyArticle)
    Technique: URIRef  # a technique (also skos:Concept)
    Hardware: URIRef  # a piece of hardware
    System: URIRef  # a named method, system, library or model
    Baseline: URIRef  # a system some paper compares against
    Comparison: URIRef  # one comparison a paper claims
    Metric: URIRef  # what a comparison measures (also skos:Concept)
    Direction: URIRef  # who wins a comparison
    # individuals of pkg:Direction
    Better: URIRef
    Worse: URIRef
    Parity: URIRef

    # paper properties
    authorCount: URIRef
    upvotes: URIRef
    arxivId: URIRef
    hardwareClass: URIRef
    proposes: URIRef
    usesTechnique: URIRef
    evaluatedOn: URIRef
    comparesAgainst: URIRef
    reports: URIRef
    # system properties
    introducedBy: URIRef
    outperforms: URIRef
    comparedWith: URIRef
    # comparison properties
    subject: URIRef
    baseline: URIRef
    baselineDescription: URIRef
    metric: URIRef
    value: URIRef
    valueMax: URIRef
    unit: URIRef
    qualifier: URIRef
    direction: URIRef
    onHardware: URIRef
    evidence: URIRef
    evidenceStart: URIRef
    evidenceEnd: URIRef
    rule: URIRef
    confidence: URIRef
    # dataset
    ontologyVersion: URIRef


#: Prefixes bound in every serialization and predeclared in ``paperkg query``:
#: the vocabularies, then one per kind of resource (``paper:``, ``system:``, ...).
PREFIXES: dict[str, str] = {
    "pkg": str(PKG._NS),
    "dcterms": "http://purl.org/dc/terms/",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "owl": "http://www.w3.org/2002/07/owl#",
    "prov": "http://www.w3.org/ns/prov#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
    "schema": str(SCHEMA),
    "void": "http://rdfs.org/ns/void#",
    "id": str(ID),
    "paper": str(ID["paper/"]),
    "system": str(ID["system/"]),
    "technique": str(ID["technique/"]),
    "hardware": str(ID["hardware/"]),
    "metric": str(ID["metric/"]),
}

#: The prefixes SPARQL queries may use without declaring them.
SPARQL_PREFIXES: dict[str, str] = dict(PREFIXES)


def paper_iri(key: str) -> URIRef:
    """The IRI of a paper: ``id/paper/<key>``."""
    return ID[f"paper/{key}"]


def entity_iri(kind: str, ident: str) -> URIRef:
    """The IRI of a technique, hardware or system: ``id/<kind>/<id>``.

    Examples:
        >>> entity_iri("hardware", "nvidia-h100")
        rdflib.term.URIRef('https://w3id.org/paperkg/id/hardware/nvidia-h100')
    """
    return ID[f"{kind}/{ident}"]


def comparison_iri(paper_key: str, n: int) -> URIRef:
    """The IRI of a paper's ``n``-th comparison (from 1): ``id/comparison/<key>/<n>``."""
    return ID[f"comparison/{paper_key}/{n}"]


def metric_iri(name: str) -> URIRef:
    """The IRI of a metric concept: ``id/metric/<name>``.

    Examples:
        >>> metric_iri("speedup")
        rdflib.term.URIRef('https://w3id.org/paperkg/id/metric/speedup')
    """
    return ID[f"metric/{name}"]


def direction_iri(direction: str) -> URIRef:
    """``pkg:Better``, ``pkg:Worse`` or ``pkg:Parity`` for a direction name.

    Examples:
        >>> direction_iri("parity") == PKG.Parity
        True
    """
    return PKG[direction.capitalize()]


def sparql_prologue(prefixes: dict[str, str] | None = None) -> str:
    """``PREFIX`` lines for ``prefixes`` (default :data:`SPARQL_PREFIXES`).

    Examples:
        >>> sparql_prologue({"pkg": "https://w3id.org/paperkg/ontology#"})
        'PREFIX pkg: <https://w3id.org/paperkg/ontology#>\\n'
    """
    prefixes = SPARQL_PREFIXES if prefixes is None else prefixes
    return "".join(f"PREFIX {name}: <{iri}>\n" for name, iri in prefixes.items())


@cache
def ontology_text() -> str:
    """The hand-written part of the ontology (``paperkg/data/ontology.ttl``) as Turtle."""
    return resources.files("paperkg.data").joinpath("ontology.ttl").read_text(encoding="utf-8")


def technique_concepts(entities: "list[Entity] | tuple[Entity, ...]") -> "Graph":
    """The SKOS technique taxonomy of the technique entities among ``entities``.

    Examples:
        >>> from paperkg.model import Entity
        >>> g = technique_concepts([Entity("technique", "tensor-parallelism", "tensor parallelism",
        ...                                ("TP",), ("model-parallelism",))])
        >>> from rdflib.namespace import SKOS
        >>> g.value(entity_iri("technique", "tensor-parallelism"), SKOS.broader)
        rdflib.term.URIRef('https://w3id.org/paperkg/id/technique/model-parallelism')
    """
    from rdflib import Graph

    graph = Graph(bind_namespaces="none")
    for name, iri in PREFIXES.items():
        graph.bind(name, iri)
    for ent in entities:
        if ent.kind == "technique":
            for triple in technique_triples(ent):
                graph.add(triple)
    return graph


def technique_triples(ent: "Entity"):
    """The triples describing one technique as a SKOS concept of :data:`TECHNIQUE_SCHEME`."""
    from rdflib import Literal
    from rdflib.namespace import RDF, RDFS, SKOS

    node = entity_iri("technique", ent.id)
    yield node, RDF.type, PKG.Technique
    yield node, RDF.type, SKOS.Concept
    yield node, RDFS.label, Literal(ent.label)
    yield node, SKOS.prefLabel, Literal(ent.label)
    yield node, SKOS.notation, Literal(ent.id)
    yield node, SKOS.inScheme, TECHNIQUE_SCHEME
    for alias in ent.aliases:
        yield node, SKOS.altLabel, Literal(alias)
    for b in ent.broader:
        yield node, SKOS.broader, entity_iri("technique", b)
    if not ent.broader:
        yield node, SKOS.topConceptOf, TECHNIQUE_SCHEME
        yield TECHNIQUE_SCHEME, SKOS.hasTopConcept, node


def ontology_graph(with_techniques: bool = True) -> "Graph":
    """The whole ontology: ``ontology.ttl`` plus the technique taxonomy.

    Args:
        with_techniques: Add the SKOS concepts of every technique in the
            vocabulary data file (``paperkg.extract.vocabulary_entities()``).

    Returns:
        A new rdflib graph (callers may change it).
    """
    from rdflib import Graph

    graph = Graph(bind_namespaces="none")
    for name, iri in PREFIXES.items():
        graph.bind(name, iri)
    graph.parse(data=ontology_text(), format="turtle")
    if with_techniques:
        from paperkg.extract import vocabulary_entities

        graph += technique_concepts(vocabulary_entities())
    return graph
