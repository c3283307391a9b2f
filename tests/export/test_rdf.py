"""RDF export: the vocabulary contract, determinism and round trips."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from decimal import Decimal

import pytest
from dataclasses import replace

from rdflib import BNode, Graph, Literal, Namespace, URIRef
from rdflib.compare import isomorphic
from rdflib.namespace import DCTERMS, PROV, RDF, RDFS, SKOS

from paperkg.export.rdf import RDF_FORMATS, from_rdf, jsonld_context, render_rdf, to_rdf, write_rdf
from paperkg.model import KnowledgeGraph, Paper
from paperkg.vocab import (
    DATASET_IRI,
    ONTOLOGY_VERSION_IRI,
    PKG,
    PREFIXES,
    SCHEMA,
    TECHNIQUE_SCHEME,
    comparison_iri,
    entity_iri,
    metric_iri,
    paper_iri,
)

XSD = Namespace("http://www.w3.org/2001/XMLSchema#")  # a plain Namespace: pytest's collection probes attributes
SYSTEM = lambda i: entity_iri("system", i)  # noqa: E731
TECH = lambda i: entity_iri("technique", i)  # noqa: E731
HW = lambda i: entity_iri("hardware", i)  # noqa: E731


@pytest.fixture(scope="module")
def graph(sample_kg) -> Graph:
    return to_rdf(sample_kg)


def test_papers_are_typed_and_described(graph: Graph) -> None:
    tawa = paper_iri("tawa")
    assert set(graph.subjects(RDF.type, PKG.Paper)) == {paper_iri(k) for k in ("tawa", "moe-serve", "triton-study")}
    assert (tawa, RDF.type, SCHEMA.ScholarlyArticle) in graph
    assert graph.value(tawa, DCTERMS.title).startswith("Tawa: Automatic Warp Specialization")
    assert set(graph.objects(tawa, DCTERMS.alternative)) == {Literal("Tawa: Warp Specialization")}
    assert set(graph.objects(tawa, DCTERMS.source)) == {Literal("seeds/a.txt"), Literal("seeds/b.txt")}
    assert graph.value(tawa, DCTERMS.identifier) == Literal("2510.18236")
    assert graph.value(tawa, PKG.authorCount) == Literal(7)
    assert graph.value(tawa, PKG.upvotes) == Literal(12)
    assert graph.value(tawa, PKG.arxivId) == Literal("2510.18236")
    assert graph.value(tawa, SCHEMA.url) == URIRef("https://arxiv.org/abs/2510.18236")
    assert graph.value(tawa, PKG.hardwareClass) == Literal("gpu")
    assert "warp specialization" in graph.value(tawa, DCTERMS.abstract)


@pytest.mark.parametrize(
    ("key", "lexical", "datatype"),
    [("tawa", "2025-10-01", XSD.date), ("moe-serve", "--04-04", XSD.gMonthDay), ("triton-study", "2024-06", XSD.gYearMonth)],
)
def test_issued_dates_are_typed_and_partial_dates_stay_partial(graph, key, lexical, datatype) -> None:
    issued = graph.value(paper_iri(key), DCTERMS.issued)
    assert (str(issued), issued.datatype) == (lexical, datatype)


def test_tawa_comparison_has_every_field(graph: Graph) -> None:
    c = comparison_iri("tawa", 1)
    assert graph.value(c, RDF.type) == PKG.Comparison
    assert (paper_iri("tawa"), PKG.reports, c) in graph
    assert graph.value(c, PROV.wasDerivedFrom) == paper_iri("tawa")
    assert graph.value(c, PKG.subject) == SYSTEM("tawa")
    assert graph.value(c, PKG.baseline) == SYSTEM("cublas")
    assert graph.value(c, PKG.metric) == metric_iri("speedup")
    value = graph.value(c, PKG.value)
    assert value.datatype == XSD.decimal and value.toPython() == Decimal("1.1")
    assert graph.value(c, PKG.unit) == Literal("x")
    assert graph.value(c, PKG.qualifier) == Literal("up to")
    assert graph.value(c, PKG.direction) == PKG.Better
    assert graph.value(c, PKG.onHardware) == HW("nvidia-h100")
    assert graph.value(HW("nvidia-h100"), RDFS.label) == Literal("NVIDIA H100")
    evidence = str(graph.value(c, PKG.evidence))
    assert "up to 1.1x speedup over highly optimized cuBLAS" in evidence
    start, end = (graph.value(c, p).toPython() for p in (PKG.evidenceStart, PKG.evidenceEnd))
    assert str(graph.value(paper_iri("tawa"), DCTERMS.abstract))[start:end] == evidence
    assert graph.value(c, PKG.rule) == Literal("test-rule")
    assert graph.value(c, PKG.confidence).toPython() == Decimal("1.0")


def test_unnamed_baseline_and_unnamed_subject(graph: Graph) -> None:
    c = comparison_iri("moe-serve", 1)
    assert graph.value(c, PKG.subject) == paper_iri("moe-serve")  # no system name: the paper is the subject
    assert graph.value(c, PKG.baseline) is None
    assert graph.value(c, PKG.baselineDescription) == Literal("state-of-the-art serving systems")
    ranged = comparison_iri("moe-serve", 2)
    assert (graph.value(ranged, PKG.value).toPython(), graph.value(ranged, PKG.valueMax).toPython()) == (
        Decimal("2.5"),
        Decimal("3.0"),
    )


def test_parity_comparison_has_no_value_and_no_outperforms(graph: Graph) -> None:
    c = comparison_iri("tawa", 3)
    assert graph.value(c, PKG.direction) == PKG.Parity
    assert graph.value(c, PKG.value) is None
    assert (SYSTEM("tawa"), PKG.comparedWith, SYSTEM("flashattention-3")) in graph
    assert (SYSTEM("tawa"), PKG.outperforms, SYSTEM("flashattention-3")) not in graph


def test_systems_baselines_and_shortcut_edges(graph: Graph) -> None:
    assert (SYSTEM("tawa"), PKG.introducedBy, paper_iri("tawa")) in graph
    assert (paper_iri("tawa"), PKG.proposes, SYSTEM("tawa")) in graph
    assert set(graph.subjects(RDF.type, PKG.Baseline)) == {
        SYSTEM(s) for s in ("cublas", "triton", "flashattention-3", "vllm", "tawa")
    }
    assert set(graph.objects(SYSTEM("tawa"), PKG.outperforms)) == {SYSTEM("cublas"), SYSTEM("triton")}
    assert (SYSTEM("triton"), PKG.outperforms, SYSTEM("tawa")) in graph
    assert (paper_iri("tawa"), PKG.comparesAgainst, SYSTEM("cublas")) in graph
    assert (paper_iri("tawa"), PKG.evaluatedOn, HW("nvidia-h100")) in graph


def test_techniques_are_skos_concepts_with_their_taxonomy(graph: Graph) -> None:
    tp = TECH("tensor-parallelism")
    assert {PKG.Technique, SKOS.Concept} <= set(graph.objects(tp, RDF.type))
    assert graph.value(tp, SKOS.prefLabel) == Literal("tensor parallelism")
    assert set(graph.objects(tp, SKOS.altLabel)) == {Literal("TP"), Literal("tensor model parallelism")}
    assert graph.value(tp, SKOS.notation) == Literal("tensor-parallelism")
    assert graph.value(tp, SKOS.inScheme) == TECHNIQUE_SCHEME
    # broader techniques nobody mentions directly come along so the taxonomy is complete
    assert graph.value(tp, SKOS.broader) == TECH("model-parallelism")
    assert graph.value(TECH("model-parallelism"), SKOS.broader) == TECH("parallelism")
    assert (TECH("parallelism"), SKOS.topConceptOf, TECHNIQUE_SCHEME) in graph


def test_only_used_entities_are_exported(graph: Graph) -> None:
    assert (TECH("quantization"), None, None) not in graph
    assert (TECH("mixture-of-experts"), RDF.type, PKG.Technique) in graph


def test_metrics_are_a_concept_scheme(graph: Graph) -> None:
    from paperkg.model import METRICS

    assert {graph.value(m, RDFS.label).toPython() for m in graph.subjects(RDF.type, PKG.Metric)} == set(METRICS)


def test_graph_declares_its_ontology_version(graph: Graph) -> None:
    from paperkg.vocab import ONTOLOGY_VERSION

    assert graph.value(DATASET_IRI, DCTERMS.conformsTo) == ONTOLOGY_VERSION_IRI
    assert graph.value(DATASET_IRI, PKG.ontologyVersion) == Literal(ONTOLOGY_VERSION)


def test_no_blank_nodes(graph: Graph) -> None:
    assert not [t for t in graph if any(isinstance(x, BNode) for x in t)]


@pytest.mark.parametrize("fmt", list(RDF_FORMATS))
def test_round_trip_is_isomorphic(sample_kg, graph, fmt) -> None:
    parsed = Graph().parse(data=render_rdf(sample_kg, fmt), format=RDF_FORMATS[fmt][1])
    assert isomorphic(parsed, graph)
    # and from_rdf inverts to_rdf: rendering the rebuilt graph gives the same bytes
    assert render_rdf(from_rdf(parsed), "nt") == render_rdf(sample_kg, "nt")


def test_from_rdf_gives_back_the_model(sample_kg, graph) -> None:
    back = from_rdf(graph)
    def without_entities(facts):
        return {k: replace(f, entities=()) for k, f in facts.items()}

    assert without_entities(back.facts) == without_entities(sample_kg.facts)  # comparisons in order
    assert {e.id for e in back.facts["tawa"].entities} == {"tawa", "cublas", "triton", "flashattention-3"}
    assert back.papers["moe-serve"] == sample_kg.papers["moe-serve"]
    assert back.papers["tawa"].authors == tuple(sorted(sample_kg.papers["tawa"].authors))
    assert {e.key for e in back.entities.values()} == {e.key for e in sample_kg.used_entities()}


def test_ntriples_are_sorted_unique_lines(sample_kg) -> None:
    lines = render_rdf(sample_kg, "nt").splitlines()
    assert lines == sorted(set(lines))
    assert all(line.endswith(" .") for line in lines)


def test_literals_with_quotes_and_newlines_survive_ntriples(sample_kg) -> None:
    parsed = Graph().parse(data=render_rdf(sample_kg, "nt"), format="nt")
    assert '"modern" GPUs.\nEvaluation' in str(parsed.value(paper_iri("tawa"), DCTERMS.abstract))


def test_jsonld_embeds_the_shipped_context(sample_kg) -> None:
    doc = json.loads(render_rdf(sample_kg, "jsonld"))
    assert doc["@context"] == jsonld_context() == PREFIXES
    ids = [node["@id"] for node in doc["@graph"]]
    assert ids == sorted(ids)


def test_context_file_is_usable_standalone(sample_kg) -> None:
    """A JSON-LD document that references the context by content compacts the same IRIs."""
    from importlib import resources

    context = json.loads(resources.files("paperkg.data").joinpath("context.jsonld").read_text())
    doc = {**context, "@id": "paper:tawa", "@type": "pkg:Paper", "dcterms:title": "Tawa"}
    g = Graph().parse(data=json.dumps(doc), format="json-ld")
    assert (paper_iri("tawa"), RDF.type, PKG.Paper) in g


def test_turtle_uses_the_prefixes(sample_kg) -> None:
    ttl = render_rdf(sample_kg, "ttl")
    assert "@prefix pkg: <https://w3id.org/paperkg/ontology#> ." in ttl
    assert "system:cublas" in ttl


def test_output_is_identical_under_another_hash_seed(sample_kg, tmp_path) -> None:
    """Set iteration order changes with PYTHONHASHSEED; the bytes must not."""
    for fmt in RDF_FORMATS:
        write_rdf(sample_kg, tmp_path / f"here.{fmt}")
    script = (
        "import sys; sys.path.insert(0, 'tests'); import conftest\n"
        "from paperkg.export.rdf import write_rdf\n"
        "kg = conftest.sample_kg._get_wrapped_function()()\n"
        f"for fmt in ('ttl', 'nt', 'jsonld'): write_rdf(kg, r'{tmp_path}/there.' + fmt)\n"
    )
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    subprocess.run([sys.executable, "-c", script], cwd=root, env=env, check=True)
    for fmt in RDF_FORMATS:
        assert (tmp_path / f"here.{fmt}").read_bytes() == (tmp_path / f"there.{fmt}").read_bytes(), fmt


def test_write_rdf_picks_the_format_from_the_suffix(sample_kg, tmp_path) -> None:
    write_rdf(sample_kg, tmp_path / "g.nt")
    assert (tmp_path / "g.nt").read_text() == render_rdf(sample_kg, "nt")
    with pytest.raises(ValueError, match="suffix"):
        write_rdf(sample_kg, tmp_path / "g.rdf")
    with pytest.raises(ValueError, match="unknown RDF format"):
        render_rdf(sample_kg, "xml")


def test_unsafe_url_is_kept_as_text() -> None:
    kg = KnowledgeGraph.from_parts([Paper("p", "P", "", url="https://x.org/a b")], [], [])
    g = to_rdf(kg)
    assert g.value(paper_iri("p"), SCHEMA.url) == Literal("https://x.org/a b")
    Graph().parse(data=render_rdf(kg, "nt"), format="nt")  # still valid N-Triples


def test_seed_build_rdf(seed_build) -> None:
    """The seed build: 118 papers; Tawa's claim over cuBLAS, in all three serializations."""
    from paperkg.query import select_rows
    from paperkg.store import memory_store

    query = """
        SELECT ?n ?value ?unit ?qualifier ?hw ?evidence WHERE {
          { SELECT (COUNT(?p) AS ?n) WHERE { ?p a pkg:Paper } }
          ?c pkg:subject/rdfs:label "Tawa" ; pkg:baseline/rdfs:label "cuBLAS" ;
             pkg:value ?value ; pkg:unit ?unit ; pkg:qualifier ?qualifier ;
             pkg:onHardware/rdfs:label ?hw ; pkg:evidence ?evidence .
        }"""
    for fmt in RDF_FORMATS:
        rows = select_rows(memory_store(seed_build / f"paperkg{RDF_FORMATS[fmt][0]}"), query)
        assert len(rows) == 1, fmt
        row = rows[0]
        assert (row["n"], row["value"], row["unit"], row["qualifier"], row["hw"]) == (118, 1.1, "x", "up to", "NVIDIA H100")
        assert "speedup over highly optimized cuBLAS" in row["evidence"]


@pytest.mark.parametrize("fmt", list(RDF_FORMATS))
def test_round_trip_in_oxigraph(sample_kg, fmt) -> None:
    """Oxigraph's parsers read every serialization back to exactly the N-Triples' triples."""
    import pyoxigraph as ox

    formats = {"ttl": ox.RdfFormat.TURTLE, "nt": ox.RdfFormat.N_TRIPLES, "jsonld": ox.RdfFormat.JSON_LD}
    expected = set(ox.parse(render_rdf(sample_kg, "nt"), format=ox.RdfFormat.N_TRIPLES))
    assert set(ox.parse(render_rdf(sample_kg, fmt), format=formats[fmt])) == expected
    assert len(expected) == len(render_rdf(sample_kg, "nt").splitlines())


def test_awkward_text_and_numbers_survive_every_format() -> None:
    """Control characters, quotes, backslashes, non-ASCII text; a decimal with no dot; an unsafe URL."""
    from paperkg.model import Comparison, PaperFacts

    text = 'Tab\there, bell\x07, "quoted" \\ back\\slash, CR\r\nLF, 1.1× faster, emoji \U0001F680.'
    c = Comparison(None, None, "speedup", text, 0, len(text), "r", value=2e20, value_max=3.5, unit="x")
    kg = KnowledgeGraph.from_parts(
        [Paper("odd.key-1", text, text, authors=("B", "A", "A"), url="https://x.org/a b", issued="2024")], [],
        [PaperFacts("odd.key-1", comparisons=(c,))],
    )
    reference = to_rdf(kg)
    for fmt in RDF_FORMATS:
        parsed = Graph().parse(data=render_rdf(kg, fmt), format=RDF_FORMATS[fmt][1])
        assert isomorphic(parsed, reference), fmt
        assert str(parsed.value(paper_iri("odd.key-1"), DCTERMS.title)) == text
        value = parsed.value(comparison_iri("odd.key-1", 1), PKG.value)
        assert (str(value), value.datatype) == ("200000000000000000000", XSD.decimal)
    assert set(reference.objects(paper_iri("odd.key-1"), DCTERMS.creator)) == {Literal("A"), Literal("B")}


def test_turtle_is_readable(sample_kg) -> None:
    """Prefixes, the dataset and its ontology version first, one block per subject, types as ``a``."""
    from paperkg.vocab import ONTOLOGY_VERSION

    ttl = render_rdf(sample_kg, "ttl")
    blocks = ttl.split("\n\n")
    assert all(line.startswith("@prefix ") for line in blocks[0].splitlines())
    assert blocks[1].startswith("id:dataset a void:Dataset ;")
    assert f'pkg:ontologyVersion "{ONTOLOGY_VERSION}"' in blocks[1]
    assert blocks[2] == f"<{ONTOLOGY_VERSION_IRI}> a owl:Ontology ."
    subjects = [b.split(" ", 1)[0] for b in blocks[1:]]
    assert len(subjects) == len(set(subjects))  # each subject described once
    tawa = next(b for b in blocks if b.startswith("paper:tawa "))
    assert tawa.startswith("paper:tawa a schema:ScholarlyArticle, pkg:Paper ;")
    assert "    pkg:value 1.1 ." in ttl and "pkg:authorCount 7 ;" in tawa
    # a paper's comparisons follow it
    assert blocks[blocks.index(tawa) + 1].startswith(f"<{comparison_iri('tawa', 1)}> a pkg:Comparison ;")


@pytest.mark.parametrize("fmt", list(RDF_FORMATS))
def test_streamed_chunks_and_bytes_equal_the_text(sample_kg, fmt) -> None:
    from paperkg.export.rdf import iter_rdf, render_rdf_bytes

    text = render_rdf(sample_kg, fmt)
    assert "".join(iter_rdf(sample_kg, fmt)) == text
    assert render_rdf_bytes(sample_kg, fmt) == text.encode("utf-8")


def test_rdf_triples_are_the_ntriples(sample_kg) -> None:
    from paperkg.export.rdf import rdf_triples

    triples = list(rdf_triples(sample_kg))
    assert [f"{s} {p} {o} ." for s, p, o in triples] == render_rdf(sample_kg, "nt").splitlines()
