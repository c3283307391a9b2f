"""networkx export: the documented schema, node-link JSON, GraphML, and the same graph from every format."""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
import pytest

from paperkg.export.nx import SEP, from_networkx, load_graph, render_json, to_networkx, write_json
from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts

ABSTRACT = (
    "We present Tawa. Tawa achieves up to 1.1x speedup over cuBLAS on H100 GPUs. "
    "It is 30% faster than state-of-the-art compilers. It matches FlashAttention-3."
)


def _sentence(n: int) -> tuple[str, int, int]:
    """The n-th sentence of ABSTRACT with its offsets."""
    text = ["We present Tawa.", "Tawa achieves up to 1.1x speedup over cuBLAS on H100 GPUs.",
            "It is 30% faster than state-of-the-art compilers.", "It matches FlashAttention-3."][n]
    start = ABSTRACT.index(text)
    return text, start, start + len(text)


def _kg(entity_order: int = 1) -> KnowledgeGraph:
    e1, s1, t1 = _sentence(1)
    e2, s2, t2 = _sentence(2)
    e3, s3, t3 = _sentence(3)
    papers = [
        Paper(
            key="2510.00001",
            title="Tawa: Automatic Warp Specialization",
            abstract=ABSTRACT,
            alt_titles=("Automatic Warp Specialization",),
            sources=("seeds/a.txt", "seeds/b.txt"),
            identifiers=("2510.00001",),
            issued="--04-04",
            author_count=5,
            upvotes=12,
            arxiv_id="2510.00001",
            url="https://arxiv.org/abs/2510.00001",
        ),
        Paper(key="lonely", title="A paper with nothing extracted", abstract="Nothing to see."),
    ]
    facts = [
        PaperFacts(
            paper="2510.00001",
            proposes=("tawa",),
            techniques=("warp-specialization",),
            hardware=("nvidia-h100",),
            hardware_classes=("gpu",),
            baselines=("cublas", "flashattention-3"),
            comparisons=(
                Comparison("tawa", "cublas", "speedup", e1, s1, t1, "over", value=1.1, unit="x",
                           qualifier="up to", hardware="nvidia-h100", confidence=0.9),
                Comparison(None, None, "speedup", e2, s2, t2, "than", value=30.0, unit="%",
                           baseline_text="state-of-the-art compilers"),
                Comparison("tawa", "flashattention-3", "speedup", e3, s3, t3, "matches", direction="parity"),
            ),
            entities=(Entity("system", "tawa", "Tawa"), Entity("system", "cublas", "cuBLAS"),
                      Entity("system", "flashattention-3", "FlashAttention-3")),
        )
    ]
    vocab = [
        Entity("hardware", "nvidia-h100", "NVIDIA H100", aliases=("H100", "H100 GPU")),
        Entity("technique", "warp-specialization", "warp specialization", broader=("gpu-kernels",)),
        Entity("technique", "gpu-kernels", "GPU kernels"),
        Entity("technique", "unused", "never mentioned"),
        Entity("system", "cublas", "cuBLAS", aliases=("CUBLAS",)),
    ]
    return KnowledgeGraph.from_parts(papers, vocab[::entity_order], facts)


def assert_same_graph(a: nx.MultiDiGraph, b: nx.MultiDiGraph) -> None:
    """Same nodes, edges (with keys) and every attribute."""
    assert a.is_directed() and a.is_multigraph() and b.is_directed() and b.is_multigraph()
    assert dict(a.nodes(data=True)) == dict(b.nodes(data=True))
    assert sorted(a.edges(keys=True, data=True)) == sorted(b.edges(keys=True, data=True))


def test_nodes_follow_the_schema() -> None:
    G = to_networkx(_kg())
    assert sorted(G.nodes) == [
        "hardware:nvidia-h100",
        "paper:2510.00001",
        "paper:lonely",
        "system:cublas",
        "system:flashattention-3",
        "system:tawa",
        "technique:gpu-kernels",
        "technique:warp-specialization",
    ]
    assert G.nodes["paper:2510.00001"] == {
        "kind": "paper",
        "label": "Tawa: Automatic Warp Specialization",
        "title": "Tawa: Automatic Warp Specialization",
        "alt_titles": "Automatic Warp Specialization",
        "abstract": ABSTRACT,
        "issued": "--04-04",
        "author_count": 5,
        "upvotes": 12,
        "url": "https://arxiv.org/abs/2510.00001",
        "arxiv_id": "2510.00001",
        "identifiers": "2510.00001",
        "sources": "seeds/a.txt | seeds/b.txt",
    }
    assert G.nodes["paper:lonely"] == {
        "kind": "paper", "label": "A paper with nothing extracted", "title": "A paper with nothing extracted",
        "abstract": "Nothing to see.",
    }
    assert G.nodes["system:cublas"] == {"kind": "system", "label": "cuBLAS", "aliases": "CUBLAS"}
    assert G.nodes["technique:warp-specialization"] == {
        "kind": "technique", "label": "warp specialization", "broader": "gpu-kernels",
    }
    assert G.nodes["hardware:nvidia-h100"]["aliases"] == SEP.join(("H100", "H100 GPU"))


def test_edges_follow_the_schema() -> None:
    G = to_networkx(_kg())
    plain = sorted((u, v, k) for u, v, k, rel in G.edges(keys=True, data="relation") if rel != "comparison")
    assert plain == [
        ("paper:2510.00001", "hardware:nvidia-h100", "evaluated_on"),
        ("paper:2510.00001", "system:cublas", "compares_with"),
        ("paper:2510.00001", "system:flashattention-3", "compares_with"),
        ("paper:2510.00001", "system:tawa", "proposes"),
        ("paper:2510.00001", "technique:warp-specialization", "uses_technique"),
        ("technique:warp-specialization", "technique:gpu-kernels", "broader"),
    ]
    assert all(G.edges[e]["relation"] == e[2] for e in plain)

    first = G.edges["system:tawa", "system:cublas", "2510.00001/1"]
    assert first == {
        "relation": "comparison",
        "paper": "paper:2510.00001",
        "subject": "system:tawa",
        "baseline": "system:cublas",
        "metric": "speedup",
        "value": 1.1,
        "unit": "x",
        "qualifier": "up to",
        "direction": "better",
        "hardware": "hardware:nvidia-h100",
        "evidence": "Tawa achieves up to 1.1x speedup over cuBLAS on H100 GPUs.",
        "start": first["start"],
        "end": first["end"],
        "rule": "over",
        "confidence": 0.9,
    }
    assert ABSTRACT[first["start"] : first["end"]] == first["evidence"]
    # unnamed subject and unnamed baseline: from the paper, to the paper, the words kept
    unnamed = G.edges["paper:2510.00001", "paper:2510.00001", "2510.00001/2"]
    assert unnamed["subject"] == "paper:2510.00001"
    assert "baseline" not in unnamed
    assert unnamed["baseline_text"] == "state-of-the-art compilers"
    assert unnamed["value"] == 30.0 and isinstance(unnamed["value"], float)
    parity = G.edges["system:tawa", "system:flashattention-3", "2510.00001/3"]
    assert parity["direction"] == "parity" and "value" not in parity and "hardware" not in parity


def test_every_attribute_is_a_scalar_and_graphml_writes_it(tmp_path: Path) -> None:
    G = to_networkx(_kg())
    for _, data in G.nodes(data=True):
        assert all(isinstance(v, (str, int, float)) for v in data.values()), data
    for _, _, data in G.edges(data=True):
        assert all(isinstance(v, (str, int, float)) for v in data.values()), data
    path = tmp_path / "g.graphml"
    nx.write_graphml(G, path)
    back = nx.read_graphml(path, force_multigraph=True)
    assert sorted(back.nodes) == sorted(G.nodes)
    assert back.number_of_edges() == G.number_of_edges()
    assert back.nodes["paper:2510.00001"]["author_count"] == 5
    assert back.edges["system:tawa", "system:cublas", "2510.00001/1"]["value"] == 1.1


def test_render_json_is_sorted_node_link_and_independent_of_input_order() -> None:
    text = render_json(_kg())
    assert text == render_json(_kg(entity_order=-1))
    assert text == render_json(to_networkx(_kg()))
    data = json.loads(text)
    assert data["directed"] is True and data["multigraph"] is True
    ids = [n["id"] for n in data["nodes"]]
    assert ids == sorted(ids)
    edges = [(e["source"], e["target"], e["key"]) for e in data["edges"]]
    assert edges == sorted(edges)
    assert text.endswith("}\n")
    assert json.dumps(data, sort_keys=True, indent=1, ensure_ascii=False) + "\n" == text


def test_write_json_and_load_graph_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "out" / "paperkg.json"
    write_json(_kg(), path)
    assert path.read_text(encoding="utf-8") == render_json(_kg())
    assert_same_graph(load_graph(path), to_networkx(_kg()))
    assert_same_graph(load_graph(str(path)), to_networkx(_kg()))


def test_from_networkx_gives_back_the_model() -> None:
    kg = _kg()
    back = from_networkx(to_networkx(kg))
    assert back.papers == kg.papers
    assert back.facts["2510.00001"].comparisons == kg.facts["2510.00001"].comparisons
    assert back.facts["2510.00001"].proposes == ("tawa",)
    assert_same_graph(to_networkx(back), to_networkx(kg))


@pytest.mark.parametrize("fmt", ["ttl", "nt", "jsonld"])
def test_rdf_files_load_as_the_same_graph(tmp_path: Path, fmt: str) -> None:
    from paperkg.export.rdf import render_rdf

    path = tmp_path / f"paperkg.{fmt}"
    path.write_text(render_rdf(_kg(), fmt), encoding="utf-8")
    assert_same_graph(load_graph(path), to_networkx(_kg()))


def test_an_oxigraph_store_loads_as_the_same_graph(tmp_path: Path) -> None:
    from paperkg.store import write_store

    write_store(_kg(), tmp_path / "store")
    assert_same_graph(load_graph(tmp_path / "store"), to_networkx(_kg()))


def test_load_graph_names_the_file_on_bad_input(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="nope.json"):
        load_graph(tmp_path / "nope.json")
    other = tmp_path / "graph.gexf"
    other.write_text("<gexf/>")
    with pytest.raises(ValueError, match=r"graph\.gexf: unknown graph format '\.gexf'"):
        load_graph(other)
    broken = tmp_path / "broken.json"
    broken.write_text('{"nodes": [\n  {"id": "a"},\n  oops\n]}\n')
    with pytest.raises(ValueError, match=r"broken\.json:3:3: invalid JSON"):
        load_graph(broken)
    wrong = tmp_path / "list.json"
    wrong.write_text("[1, 2]")
    with pytest.raises(ValueError, match="list.json: not node-link JSON"):
        load_graph(wrong)
    empty_dir = tmp_path / "empty"
    empty_dir.mkdir()
    with pytest.raises(FileNotFoundError, match="no Oxigraph store"):
        load_graph(empty_dir)


def test_load_graph_is_exported_from_the_package(tmp_path: Path) -> None:
    import paperkg

    write_json(_kg(), tmp_path / "g.json")
    assert paperkg.load_graph is load_graph
    assert paperkg.to_networkx is to_networkx


# -- the seed build, end to end ---------------------------------------------------------------


@pytest.mark.slow
def test_seed_build_json_has_118_paper_nodes(seed_build: Path) -> None:
    G = load_graph(seed_build / "paperkg.json")
    kinds = nx.get_node_attributes(G, "kind")
    assert sum(1 for k in kinds.values() if k == "paper") == 118
    assert set(kinds.values()) <= {"paper", "system", "technique", "hardware"}
    assert all("label" in d for _, d in G.nodes(data=True))
    assert all(d.get("relation") for _, _, d in G.edges(data=True))


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["ttl", "nt", "jsonld"])
def test_seed_build_gives_the_same_graph_from_every_format(seed_build: Path, fmt: str) -> None:
    assert_same_graph(load_graph(seed_build / f"paperkg.{fmt}"), load_graph(seed_build / "paperkg.json"))


@pytest.mark.slow
def test_seed_build_writes_graphml(seed_build: Path, tmp_path: Path) -> None:
    G = load_graph(seed_build / "paperkg.json")
    nx.write_graphml(G, tmp_path / "seeds.graphml")
    assert nx.read_graphml(tmp_path / "seeds.graphml", force_multigraph=True).number_of_edges() == G.number_of_edges()


def _networkx_json(G: nx.MultiDiGraph) -> str:
    """Node-link JSON the slow way: networkx's data, sorted, dumped with indent=1."""
    data = nx.node_link_data(G, edges="edges")
    data["nodes"].sort(key=lambda n: n["id"])
    data["edges"].sort(key=lambda e: (e["source"], e["target"], str(e["key"])))
    return json.dumps(data, sort_keys=True, indent=1, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("order", [1, -1])
def test_json_streamed_from_the_model_is_networkx_node_link_json(order: int) -> None:
    from paperkg.export import nx as export_nx

    kg = _kg(order)
    expected = _networkx_json(to_networkx(kg))
    assert render_json(kg) == expected
    assert render_json(to_networkx(kg)) == expected
    old_batch = export_nx._BATCH
    try:  # the pieces join up the same whatever the batch size
        export_nx._BATCH = 1
        assert "".join(export_nx.iter_json(kg)) == expected
    finally:
        export_nx._BATCH = old_batch
    empty = KnowledgeGraph.from_parts([], [], [])
    assert render_json(empty) == _networkx_json(to_networkx(empty))


def test_graph_parts_are_the_networkx_graph() -> None:
    from paperkg.export.nx import graph_parts

    kg = _kg()
    nodes, edges = graph_parts(kg)
    G = to_networkx(kg)
    assert dict(nodes) == dict(G.nodes(data=True))
    assert {k: dict(v) for k, v in edges.items()} == {(u, v, k): d for u, v, k, d in G.edges(keys=True, data=True)}
