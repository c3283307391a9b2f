"""SHACL validation: good graphs conform, broken ones are reported."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Graph, Literal, Namespace
from rdflib.namespace import RDF
from typer.testing import CliRunner

from paperkg.cli import app
from paperkg.export.rdf import RDF_FORMATS, to_rdf
from paperkg.validate import validate_file, validate_graph
from paperkg.vocab import PKG, comparison_iri, entity_iri, paper_iri

XSD = Namespace("http://www.w3.org/2001/XMLSchema#")  # a plain Namespace: pytest's collection probes attributes


@pytest.fixture()
def graph(sample_kg) -> Graph:
    return to_rdf(sample_kg)


def test_sample_graph_conforms(graph: Graph) -> None:
    result = validate_graph(graph)
    assert result.conforms, [str(v) for v in result.violations]


def _problems(graph: Graph) -> list[str]:
    result = validate_graph(graph)
    assert not result.conforms
    return [str(v) for v in result.violations]


def test_missing_metric_is_a_violation(graph: Graph) -> None:
    c = comparison_iri("tawa", 1)
    graph.remove((c, PKG.metric, None))
    problems = _problems(graph)
    assert any(str(c) in p and "pkg:metric" in p for p in problems), problems


def test_value_that_is_not_a_decimal_is_a_violation(graph: Graph) -> None:
    c = comparison_iri("tawa", 1)
    graph.set((c, PKG.value, Literal("1.1")))
    assert any("pkg:value" in p for p in _problems(graph))
    graph.set((c, PKG.value, Literal(1.1, datatype=XSD.double)))
    assert any("pkg:value" in p for p in _problems(graph))


def test_comparison_without_any_baseline_is_a_violation(graph: Graph) -> None:
    c = comparison_iri("moe-serve", 1)
    graph.remove((c, PKG.baselineDescription, None))
    assert any(str(c) in p for p in _problems(graph))


def test_comparison_without_paper_or_evidence_is_a_violation(graph: Graph) -> None:
    c = comparison_iri("tawa", 2)
    graph.remove((paper_iri("tawa"), PKG.reports, c))
    graph.remove((c, PKG.evidence, None))
    problems = _problems(graph)
    assert any("^pkg:reports" in p for p in problems), problems
    assert any("pkg:evidence" in p for p in problems), problems


def test_evidence_offsets_must_match_the_abstract(graph: Graph) -> None:
    c = comparison_iri("tawa", 1)
    graph.set((c, PKG.evidenceStart, Literal(3)))
    assert any("evidence is not the paper's abstract" in p for p in _problems(graph))


def test_subject_must_be_a_system_or_paper(graph: Graph) -> None:
    graph.remove((entity_iri("system", "tawa"), RDF.type, PKG.System))
    assert any("subject" in p for p in _problems(graph))


def test_value_above_its_maximum_is_a_violation(graph: Graph) -> None:
    graph.set((comparison_iri("moe-serve", 2), PKG.valueMax, Literal("2.0", datatype=XSD.decimal)))
    assert any("pkg:value" in p for p in _problems(graph))


def test_missing_ontology_version_is_a_violation(graph: Graph) -> None:
    from paperkg.vocab import DATASET_IRI

    graph.remove((DATASET_IRI, None, None))
    assert _problems(graph)


def test_validate_command(sample_ttl: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    ok = runner.invoke(app, ["validate", str(sample_ttl)])
    assert ok.exit_code == 0, ok.output
    assert "conforms" in ok.output

    broken = Graph().parse(sample_ttl)
    broken.remove((comparison_iri("tawa", 1), PKG.metric, None))
    bad_path = tmp_path / "broken.nt"
    bad_path.write_text(broken.serialize(format="nt"))
    bad = runner.invoke(app, ["validate", str(bad_path)])
    assert bad.exit_code == 1
    assert "comparison/tawa/1" in bad.output and "pkg:metric" in bad.output

    garbage = tmp_path / "garbage.ttl"
    garbage.write_text("this is not turtle .\n")
    res = runner.invoke(app, ["validate", str(garbage)])
    assert res.exit_code == 1 and "garbage.ttl" in res.output


def test_validate_names_a_missing_or_unreadable_file_once(
    sample_ttl: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "copy.ttl").write_bytes(sample_ttl.read_bytes())
    (tmp_path / "notes.txt").write_text("hello\n")
    runner = CliRunner()
    missing = runner.invoke(app, ["validate", "nosuch.ttl"])
    assert missing.exit_code == 1
    assert missing.output.strip() == "error: nosuch.ttl: no such file"  # this folder's file, not its parent's
    suffix = runner.invoke(app, ["validate", "notes.txt"])
    assert suffix.exit_code == 1 and suffix.output.count("notes.txt") == 1
    relative = runner.invoke(app, ["validate", "sub/copy.ttl"])
    assert relative.exit_code == 0 and "conforms" in relative.output


@pytest.mark.parametrize("fmt", list(RDF_FORMATS))
def test_seed_build_conforms(seed_build: Path, fmt: str) -> None:
    """Every serialization of the seed build passes every shape."""
    result = validate_file(seed_build / f"paperkg{RDF_FORMATS[fmt][0]}")
    assert result.triples > 1000
    assert result.conforms, [str(v) for v in result.violations[:20]]
