"""``paperkg query`` and paperkg.query: read-only SPARQL with a table or standard result formats."""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from paperkg.cli import app
from paperkg.query import QueryError, open_source, parse_param, query_text, run_query, select_rows

COUNT = "SELECT (COUNT(?p) AS ?n) WHERE { ?p a pkg:Paper }"
TAWA = """SELECT ?baseline ?value WHERE {
  ?c pkg:subject system:tawa ; pkg:baseline/rdfs:label ?baseline ; pkg:value ?value .
} ORDER BY ?value"""

runner = CliRunner()


def test_prefixes_are_predeclared(sample_ttl: Path) -> None:
    store = open_source(graph=sample_ttl)
    assert select_rows(store, COUNT) == [{"n": 3}]
    assert select_rows(store, TAWA) == [{"baseline": "cuBLAS", "value": 1.1}, {"baseline": "Triton", "value": 1.2}]


def test_table_is_the_default(sample_ttl: Path) -> None:
    res = runner.invoke(app, ["query", str(sample_ttl), TAWA])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert any("baseline" in line and "value" in line for line in lines[:3])
    assert any("cuBLAS" in line and "1.1" in line for line in lines)
    assert lines[-1] == "2 rows"


def test_csv_tsv_json_xml(sample_ttl: Path) -> None:
    out = {fmt: runner.invoke(app, ["query", str(sample_ttl), TAWA, "--format", fmt]) for fmt in ("csv", "tsv", "json", "xml")}
    assert all(r.exit_code == 0 for r in out.values()), {k: r.output for k, r in out.items()}
    rows = list(csv.DictReader(io.StringIO(out["csv"].output)))
    assert rows == [{"baseline": "cuBLAS", "value": "1.1"}, {"baseline": "Triton", "value": "1.2"}]
    assert out["tsv"].output.splitlines()[0] == "?baseline\t?value"
    assert '"cuBLAS"' in out["tsv"].output
    doc = json.loads(out["json"].output)
    assert doc["head"]["vars"] == ["baseline", "value"]
    assert doc["results"]["bindings"][0]["value"]["datatype"].endswith("#decimal")
    root = ET.fromstring(out["xml"].output)
    assert root.tag.endswith("sparql")


def test_query_from_file_and_ask(sample_ttl: Path, tmp_path: Path) -> None:
    q = tmp_path / "q.rq"
    q.write_text("# does Tawa beat cuBLAS?\nASK { system:tawa pkg:outperforms system:cublas }\n")
    res = runner.invoke(app, ["query", str(sample_ttl), "--file", str(q)])
    assert res.exit_code == 0 and res.output == "true\n"
    res = runner.invoke(app, ["query", str(sample_ttl), "--file", str(q), "-f", "json"])
    assert json.loads(res.output)["boolean"] is True


def test_construct_gives_ntriples(sample_ttl: Path) -> None:
    res = runner.invoke(app, ["query", str(sample_ttl), "CONSTRUCT { ?a pkg:outperforms ?b } WHERE { ?a pkg:outperforms ?b }"])
    assert res.exit_code == 0
    assert "<https://w3id.org/paperkg/id/system/tawa> <https://w3id.org/paperkg/ontology#outperforms>" in res.output


@pytest.mark.parametrize(
    "update",
    [
        "INSERT DATA { system:x a pkg:System }",
        "PREFIX ex: <urn:ex#>\n# comment\ndelete where { ?s ?p ?o }",
        "CLEAR ALL",
        "LOAD <http://example.org/x.ttl>",
    ],
)
def test_updates_are_refused(sample_ttl: Path, update: str) -> None:
    res = runner.invoke(app, ["query", str(sample_ttl), update])
    assert res.exit_code == 1
    assert "read-only" in res.output
    with pytest.raises(QueryError, match="read-only"):
        run_query(open_source(graph=sample_ttl), update)


def test_syntax_error_shows_where(sample_ttl: Path, tmp_path: Path) -> None:
    bad = "SELECT ?p WHERE {\n  ?p a pkg:Paper ;\n     dcterms:title ?t FILTER(\n}"
    with pytest.raises(QueryError) as info:
        run_query(open_source(graph=sample_ttl), bad)
    line, column = info.value.line, info.value.column
    assert line == 4 and column >= 1
    assert f"line 4, column {column}" in str(info.value)
    assert str(info.value).endswith("\n  }\n  " + " " * (column - 1) + "^")  # the line and a pointer under it
    q = tmp_path / "bad.rq"
    q.write_text(bad)
    res = runner.invoke(app, ["query", str(sample_ttl), "--file", str(q)])
    assert res.exit_code == 1
    assert "bad.rq:4" in res.output and f"line 4, column {column}" in res.output


def test_params_bind_variables(sample_ttl: Path) -> None:
    store = open_source(graph=sample_ttl)
    query = "SELECT ?value ?baseline WHERE { ?c pkg:baseline ?baseline ; pkg:value ?value }"
    rows = select_rows(store, query, dict([parse_param("baseline=system:cublas")]))
    assert rows == [{"value": 1.1, "baseline": "https://w3id.org/paperkg/id/system/cublas"}]
    res = runner.invoke(app, ["query", str(sample_ttl), query, "-p", "baseline=system:vllm", "-f", "csv"])
    assert res.exit_code == 0 and res.output.splitlines()[1:] == ["2.5,https://w3id.org/paperkg/id/system/vllm"]


def test_parse_param_kinds() -> None:
    assert parse_param("n=3")[1].datatype.value.endswith("#integer")
    assert parse_param("x=-0.5")[1].datatype.value.endswith("#decimal")
    assert parse_param("u=<urn:a>")[1].value == "urn:a"
    assert parse_param("t=up to")[1].value == "up to"
    with pytest.raises(QueryError):
        parse_param("novalue")


def test_usage_errors(sample_ttl: Path, tmp_path: Path) -> None:
    assert runner.invoke(app, ["query"]).exit_code == 2
    assert runner.invoke(app, ["query", str(sample_ttl)]).exit_code == 2  # no query
    assert runner.invoke(app, ["query", str(sample_ttl), COUNT, "-f", "yaml"]).exit_code == 2
    missing = runner.invoke(app, ["query", str(tmp_path / "nope.ttl"), COUNT])
    assert missing.exit_code == 1 and "nope.ttl" in missing.output
    broken = tmp_path / "broken.ttl"
    broken.write_text("<a> <b> .\n")
    res = runner.invoke(app, ["query", str(broken), COUNT])
    assert res.exit_code == 1 and "broken.ttl" in res.output


def test_query_text_formats_directly(sample_ttl: Path) -> None:
    store = open_source(graph=sample_ttl)
    assert query_text(store, COUNT, "csv").splitlines() == ["n", "3"]
    with pytest.raises(QueryError, match="unknown format"):
        query_text(store, COUNT, "yaml")


def test_seed_build_count(seed_build: Path) -> None:
    res = runner.invoke(app, ["query", str(seed_build / "paperkg.ttl"), COUNT, "-f", "csv"])
    assert res.exit_code == 0 and res.output.splitlines() == ["n", "118"]
