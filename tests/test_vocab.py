"""The pkg: vocabulary and the ontology file agree, and every term is documented."""

from __future__ import annotations

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import OWL, RDF, RDFS, SKOS

from paperkg.export.rdf import to_rdf
from paperkg.model import METRICS
from paperkg.vocab import (
    ONTOLOGY_IRI,
    ONTOLOGY_VERSION,
    ONTOLOGY_VERSION_IRI,
    PKG,
    PREFIXES,
    TECHNIQUE_SCHEME,
    entity_iri,
    metric_iri,
    ontology_graph,
    ontology_text,
)

TERMS = sorted(str(t) for t in PKG.__annotations__)


@pytest.fixture(scope="module")
def ontology() -> Graph:
    return Graph().parse(data=ontology_text(), format="turtle")


def test_ontology_version_matches_the_code(ontology: Graph) -> None:
    assert ontology.value(ONTOLOGY_IRI, OWL.versionInfo) == Literal(ONTOLOGY_VERSION)
    assert ontology.value(ONTOLOGY_IRI, OWL.versionIRI) == ONTOLOGY_VERSION_IRI


@pytest.mark.parametrize("name", TERMS)
def test_every_term_is_declared_with_label_and_comment(ontology: Graph, name: str) -> None:
    term = PKG[name]
    kinds = set(ontology.objects(term, RDF.type))
    assert kinds, f"pkg:{name} is not declared in ontology.ttl"
    assert ontology.value(term, RDFS.label) is not None
    assert ontology.value(term, RDFS.comment) is not None
    if kinds & {OWL.ObjectProperty, OWL.DatatypeProperty}:
        assert ontology.value(term, RDFS.domain) is not None, f"pkg:{name} has no domain"
        assert ontology.value(term, RDFS.range) is not None, f"pkg:{name} has no range"


def test_every_declared_term_is_in_the_code(ontology: Graph) -> None:
    ns = str(PKG._NS)
    declared = {str(s)[len(ns):] for s in ontology.subjects(RDF.type, None) if str(s).startswith(ns)}
    assert declared == set(TERMS)


def test_every_predicate_and_class_of_a_graph_is_declared(ontology: Graph, sample_kg) -> None:
    graph = to_rdf(sample_kg)
    reused = tuple(PREFIXES[p] for p in ("dcterms", "skos", "rdf", "rdfs", "owl", "prov", "schema", "void", "xsd"))
    for term in set(graph.predicates()) | set(graph.objects(None, RDF.type)):
        if str(term).startswith(str(PKG._NS)):
            assert (term, RDF.type, None) in ontology, term
        else:
            assert str(term).startswith(reused), term


def test_metric_scheme_is_the_model_metrics(ontology: Graph) -> None:
    metrics = {str(ontology.value(m, SKOS.notation)) for m in ontology.subjects(RDF.type, URIRef(PKG.Metric))}
    assert metrics == set(METRICS)
    assert all(ontology.value(metric_iri(m), SKOS.definition) for m in METRICS)


def test_ontology_graph_carries_the_technique_taxonomy() -> None:
    from paperkg.extract import vocabulary_entities

    graph = ontology_graph()
    techniques = [e for e in vocabulary_entities() if e.kind == "technique"]
    assert techniques
    for ent in techniques:
        node = entity_iri("technique", ent.id)
        assert (node, SKOS.inScheme, TECHNIQUE_SCHEME) in graph
        assert graph.value(node, SKOS.prefLabel) == Literal(ent.label)
        for b in ent.broader:
            assert (node, SKOS.broader, entity_iri("technique", b)) in graph
            assert (entity_iri("technique", b), RDF.type, PKG.Technique) in graph, f"{ent.id}: broader {b} unknown"
    ids = {e.id for e in techniques}
    assert {"tensor-parallelism", "mixture-of-experts", "speculative-decoding"} <= ids


def test_misspelt_term_raises() -> None:
    with pytest.raises(AttributeError):
        PKG.outperform  # noqa: B018
