"""``paperkg serve``: a real SPARQL 1.1 Protocol endpoint queried with SPARQLWrapper."""

from __future__ import annotations

import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from SPARQLWrapper import CSV, JSON, POST, XML, SPARQLWrapper

from paperkg.serve import ServeError, endpoint_url, free_port, serve, wait_until_ready
from paperkg.store import write_store

TAWA = """
PREFIX pkg: <https://w3id.org/paperkg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?baseline ?value ?unit ?qualifier ?hw WHERE {
  ?c pkg:subject <https://w3id.org/paperkg/id/system/tawa> ;
     pkg:baseline/rdfs:label "cuBLAS" ;
     pkg:baseline/rdfs:label ?baseline ;
     pkg:value ?value ; pkg:unit ?unit ; pkg:qualifier ?qualifier ;
     pkg:onHardware/rdfs:label ?hw .
}"""


def _start(args: list[str]) -> Iterator[str]:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "paperkg", "serve", *args, "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    url = endpoint_url("localhost", port)
    try:
        wait_until_ready(url, timeout=60, process=process)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    assert process.returncode == 0, process.stdout.read() if process.stdout else ""
    with pytest.raises(OSError):  # the server went away with paperkg
        urllib.request.urlopen(url + "?query=ASK%7B%7D", timeout=2)


@pytest.fixture(scope="module")
def endpoint(sample_ttl: Path) -> Iterator[str]:
    yield from _start([str(sample_ttl)])


def test_sparqlwrapper_select_json(endpoint: str) -> None:
    client = SPARQLWrapper(endpoint)
    client.setQuery(TAWA)
    client.setReturnFormat(JSON)
    bindings = client.queryAndConvert()["results"]["bindings"]
    assert [(b["baseline"]["value"], b["value"]["value"], b["unit"]["value"], b["qualifier"]["value"], b["hw"]["value"])
            for b in bindings] == [("cuBLAS", "1.1", "x", "up to", "NVIDIA H100")]


def test_sparqlwrapper_post_and_other_formats(endpoint: str) -> None:
    client = SPARQLWrapper(endpoint)
    client.setMethod(POST)
    client.setQuery("SELECT (COUNT(?p) AS ?n) WHERE { ?p a <https://w3id.org/paperkg/ontology#Paper> }")
    client.setReturnFormat(CSV)
    assert client.queryAndConvert().decode().split() == ["n", "3"]
    client.setReturnFormat(XML)
    xml = client.queryAndConvert().toxml()
    assert "<literal" in xml and ">3<" in xml


def test_endpoint_is_read_only(endpoint: str) -> None:
    base = endpoint.rsplit("/", 1)[0]
    request = urllib.request.Request(
        base + "/update",
        data=urllib.parse.urlencode({"update": "CLEAR ALL"}).encode(),
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    with pytest.raises(urllib.error.HTTPError) as info:
        urllib.request.urlopen(request, timeout=10)
    assert info.value.code in (403, 405)
    client = SPARQLWrapper(endpoint)
    client.setQuery("ASK { ?p a <https://w3id.org/paperkg/ontology#Paper> }")
    client.setReturnFormat(JSON)
    assert client.queryAndConvert()["boolean"] is True  # nothing was cleared


def test_serve_a_store(sample_kg, tmp_path: Path) -> None:
    write_store(sample_kg, tmp_path / "db")
    for url in _start(["--store", f"oxigraph:{tmp_path / 'db'}"]):
        client = SPARQLWrapper(url)
        client.setQuery("ASK { <https://w3id.org/paperkg/id/system/tawa> ?p ?o }")
        client.setReturnFormat(JSON)
        assert client.queryAndConvert()["boolean"] is True


def test_serve_errors(tmp_path: Path) -> None:
    with pytest.raises(ServeError, match="either"):
        serve()
    with pytest.raises(ServeError, match="no such graph file"):
        serve(tmp_path / "missing.ttl")
    with pytest.raises(ServeError, match="no Oxigraph store"):
        serve(store=tmp_path)
