"""Analysis functions on hand-built graphs (exact results), the `paperkg analyze` command, and the seed build."""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
import pytest
from typer.testing import CliRunner

from paperkg import analysis
from paperkg.cli import app
from paperkg.export.nx import to_networkx, write_json
from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts

runner = CliRunner()


def claim(subject, baseline, value=None, *, direction="better", metric="speedup", unit="x", **more) -> Comparison:
    text = f"{subject} vs {baseline}: {value}."
    return Comparison(subject, baseline, metric, text, 0, len(text), "test", value=value, unit=unit,
                      direction=direction, **more)


def graph(*papers: tuple[str, str | None, tuple[Comparison, ...]], techniques: dict[str, tuple[str, ...]] | None = None,
          hardware: dict[str, tuple[str, ...]] | None = None) -> nx.MultiDiGraph:
    """A graph of papers ``(key, issued, comparisons)``; systems get capitalised labels."""
    techniques, hardware = techniques or {}, hardware or {}
    ps, facts = [], []
    for key, issued, comparisons in papers:
        ps.append(Paper(key, f"Paper {key.upper()}", "...", issued=issued))
        systems = {s for c in comparisons for s in (c.subject, c.baseline) if s}
        facts.append(PaperFacts(
            key, comparisons=comparisons, techniques=techniques.get(key, ()), hardware=hardware.get(key, ()),
            baselines=tuple(sorted({c.baseline for c in comparisons if c.baseline})),
            entities=tuple(Entity("system", s, s.capitalize()) for s in sorted(systems)),
        ))
    return to_networkx(KnowledgeGraph.from_parts(ps, [], facts))


# -- leaderboard ---------------------------------------------------------------------------------


def test_leaderboard_sorts_by_value_with_claims_without_a_number_last() -> None:
    G = graph(
        ("p1", None, (claim("a", "base", 1.5), claim("b", "base", None, direction="parity"))),
        ("p2", None, (claim("c", "base", 3.0, metric="throughput"), claim("c", "other", 9.0))),
    )
    rows = analysis.baseline_leaderboard(G, "BASE")
    assert [(r["subject_label"], r["value"], r["direction"]) for r in rows] == [
        ("C", 3.0, "better"), ("A", 1.5, "better"), ("B", None, "parity"),
    ]
    assert [r["paper"] for r in rows] == ["paper:p2", "paper:p1", "paper:p1"]
    assert [r["title"] for r in analysis.baseline_leaderboard(G, "system:base", metric="throughput")] == ["Paper P2"]


def test_leaderboard_matches_label_id_and_alias_but_not_substrings() -> None:
    kg = KnowledgeGraph.from_parts(
        [Paper("p", "P", "...")],
        [Entity("system", "cublas", "cuBLAS", aliases=("CUBLAS GEMM",))],
        [PaperFacts("p", baselines=("cublas",), comparisons=(claim("x", "cublas", 2.0),),
                    entities=(Entity("system", "x", "X"),))],
    )
    G = to_networkx(kg)
    for name in ("cuBLAS", "cublas", "CUBLAS", "system:cublas", "cublas gemm", " cuBLAS "):
        assert len(analysis.baseline_leaderboard(G, name)) == 1, name
    with pytest.raises(LookupError, match="no system named 'cub'"):
        analysis.baseline_leaderboard(G, "cub")


# -- baselines ----------------------------------------------------------------------------------


def test_most_compared_baselines_counts_papers_and_claims() -> None:
    G = graph(
        ("p1", None, (claim("a", "vllm", 2.0), claim("a", "vllm", 3.0, metric="latency"))),
        ("p2", None, (claim("b", "vllm", 1.2), claim("b", "sglang", 1.1))),
        ("p3", None, (claim("c", "sglang", 1.3),)),
    )
    rows = analysis.most_compared_baselines(G, None)
    assert [(r["label"], r["papers"], r["claims"]) for r in rows] == [("Vllm", 2, 3), ("Sglang", 2, 2)]
    assert analysis.most_compared_baselines(G, 1)[0]["baseline"] == "system:vllm"


# -- dominance and contradictions -----------------------------------------------------------------


def test_dominance_follows_direction() -> None:
    G = graph(("p1", None, (claim("a", "b", 2.0), claim("a", "c", 0.8, direction="worse"),
                            claim("a", "d", None, direction="parity"), claim(None, "e", 3.0))))
    D = analysis.dominance_graph(G)
    assert sorted(D.edges) == [("system:a", "system:b"), ("system:c", "system:a")]
    assert D.nodes["system:a"]["label"] == "A"


def test_contradictions_need_two_papers_that_disagree() -> None:
    G = graph(
        # one paper: faster but bigger is no contradiction
        ("p1", None, (claim("a", "b", 2.0), claim("a", "b", 1.5, direction="worse", metric="memory"))),
        # another paper: B on par with A, and C beats A while A beats C elsewhere
        ("p2", None, (claim("b", "a", None, direction="parity"), claim("c", "a", 1.1))),
        ("p3", None, (claim("a", "c", 1.2, metric="accuracy", unit="points"),)),
    )
    found = analysis.contradictions(G)
    pairs = [(d["a"], d["b"]) for d in found["disagreements"]]
    assert pairs == [("system:a", "system:b"), ("system:a", "system:c")]
    ab = found["disagreements"][0]
    assert [(c["paper"], c["winner"]) for c in ab["claims"]] == [
        ("paper:p1", "system:a"), ("paper:p1", "system:b"), ("paper:p2", None),
    ]
    assert found["cycles"] == [["system:a", "system:b"], ["system:a", "system:c"]]
    # by metric: A-B speedup (win vs parity) still disagrees; A-C speedup vs accuracy does not
    same = analysis.contradictions(G, same_metric=True)["disagreements"]
    assert [(d["a"], d["b"], d["metric"]) for d in same] == [("system:a", "system:b", "speedup")]


def test_one_paper_alone_never_contradicts_itself() -> None:
    G = graph(("p1", None, (claim("a", "b", 2.0), claim("b", "a", 1.1))))
    found = analysis.contradictions(G)
    assert found["disagreements"] == []
    assert found["cycles"] == [["system:a", "system:b"]]


def test_long_cycles_are_bounded() -> None:
    G = graph(("p1", None, (claim("a", "b", 2.0), claim("b", "c", 2.0), claim("c", "d", 2.0), claim("d", "a", 2.0))))
    assert analysis.contradictions(G)["cycles"] == [["system:a", "system:b", "system:c", "system:d"]]
    assert analysis.contradictions(G, max_cycle=3)["cycles"] == []


# -- techniques, hardware ----------------------------------------------------------------------


def test_technique_usage_and_cooccurrence() -> None:
    G = graph(("p1", None, ()), ("p2", None, ()), ("p3", None, ()),
              techniques={"p1": ("moe", "ep", "tp"), "p2": ("moe", "ep"), "p3": ("tp",)})
    assert [(r["technique"], r["papers"]) for r in analysis.technique_usage(G)] == [
        ("technique:ep", 2), ("technique:moe", 2), ("technique:tp", 2),
    ]
    assert [(r["a"], r["b"], r["papers"]) for r in analysis.technique_cooccurrence(G)] == [
        ("technique:ep", "technique:moe", 2), ("technique:ep", "technique:tp", 1), ("technique:moe", "technique:tp", 1),
    ]


def test_hardware_coverage_by_year_keeps_partial_dates_undated() -> None:
    G = graph(
        ("p1", "2025-12-09", ()), ("p2", "--04-04", ()), ("p3", "2024", ()), ("p4", None, ()),
        ("p5", "2025-01", (claim("a", "b", 2.0, hardware="tpu"),)),
        hardware={"p1": ("h100",), "p2": ("h100",), "p3": ("h100", "tpu"), "p4": ("h100",)},
    )
    rows = analysis.hardware_coverage(G)
    assert [(r["hardware"], r["papers"], r["by_year"], r["undated"]) for r in rows] == [
        ("hardware:h100", 4, {2024: 1, 2025: 1}, 2),
        ("hardware:tpu", 2, {2024: 1, 2025: 1}, 0),
    ]


# -- central systems, communities, summary -----------------------------------------------------


def test_central_systems_rank_the_common_reference_first() -> None:
    G = graph(("p1", None, (claim("a", "ref", 2.0), claim("b", "ref", 2.0), claim("c", "ref", 2.0),
                            claim("a", "b", 1.1))))
    rows = analysis.central_systems(G, None)
    assert rows[0]["system"] == "system:ref" and rows[0]["losses"] == 3 and rows[0]["wins"] == 0
    assert abs(sum(r["score"] for r in rows) - 1.0) < 1e-5
    assert analysis.central_systems(G, 1, reverse=True)[0]["system"] == "system:a"
    assert analysis.central_systems(graph(("p", None, ())), 5) == []


def test_communities_partition_every_paper_and_are_reproducible() -> None:
    G = graph(
        ("p1", None, (claim("x", "vllm", 2.0),)), ("p2", None, (claim("y", "vllm", 2.0),)),
        ("p3", None, (claim("z", "megatron", 2.0),)), ("p4", None, (claim("w", "megatron", 2.0),)),
        ("p5", None, ()),
        techniques={"p1": ("kv-cache",), "p2": ("kv-cache",), "p3": ("tp",), "p4": ("tp",)},
    )
    groups = analysis.communities(G)
    assert [g["papers"] for g in groups] == [["paper:p1", "paper:p2"], ["paper:p3", "paper:p4"], ["paper:p5"]]
    assert groups[0]["techniques"] == ["kv-cache"] and groups[0]["baselines"] == ["Vllm"]
    assert groups == analysis.communities(G)


def test_graph_summary_of_an_empty_graph() -> None:
    s = analysis.graph_summary(nx.MultiDiGraph())
    assert s["nodes"] == 0 and s["edges"] == 0 and s["components"] == 0 and s["density"] == 0.0
    assert s["nodes_by_kind"] == {"paper": 0, "system": 0, "technique": 0, "hardware": 0}


def test_analysis_leaves_the_graph_untouched() -> None:
    G = analysis._example()
    before = (dict(G.nodes(data=True)), sorted(G.edges(keys=True, data=True)))
    for fn in (analysis.dominance_graph, analysis.contradictions, analysis.central_systems, analysis.communities,
               analysis.graph_summary, analysis.hardware_coverage, analysis.technique_cooccurrence):
        fn(G)
    assert (dict(G.nodes(data=True)), sorted(G.edges(keys=True, data=True))) == before


# -- paperkg analyze ----------------------------------------------------------------------------


@pytest.fixture()
def example_json(tmp_path: Path) -> Path:
    path = tmp_path / "g.json"
    write_json(analysis._example(), path)
    return path


def test_analyze_leaderboard_prints_a_table(example_json: Path) -> None:
    result = runner.invoke(app, ["analyze", str(example_json), "leaderboard", "cuBLAS"], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    fast = next(i for i, line in enumerate(lines) if "FastKern" in line)
    tawa = next(i for i, line in enumerate(lines) if "up to 1.1x" in line)
    assert fast < tawa and "NVIDIA H100" in lines[tawa]


@pytest.mark.parametrize(
    ("question", "check"),
    [
        ("summary", lambda r: r["nodes_by_kind"]["paper"] == 4),
        ("baselines", lambda r: r[0]["label"] == "cuBLAS"),
        ("contradictions", lambda r: r["disagreements"][0]["a_label"] == "Tawa"),
        ("techniques", lambda r: r["cooccurrence"][0]["papers"] == 1),
        ("hardware", lambda r: r[0]["by_year"] == {"2025": 1}),
        ("central", lambda r: r[0]["label"] == "cuBLAS"),
        ("communities", lambda r: [c["size"] for c in r] == [2, 1, 1]),
    ],
)
def test_analyze_json_answers_every_question(example_json: Path, question: str, check) -> None:
    result = runner.invoke(app, ["analyze", str(example_json), question, "--json"])
    assert result.exit_code == 0, result.output
    assert check(json.loads(result.output))
    text = runner.invoke(app, ["analyze", str(example_json), question], env={"COLUMNS": "200"})
    assert text.exit_code == 0, text.output
    assert text.output.strip()


def test_analyze_defaults_to_graphs_paperkg_json(example_json: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(example_json.parent)
    (example_json.parent / "graphs").mkdir()
    example_json.rename(example_json.parent / "graphs" / "paperkg.json")
    result = runner.invoke(app, ["analyze", "leaderboard", "tawa", "--json"])
    assert result.exit_code == 0, result.output
    assert [r["subject_label"] for r in json.loads(result.output)] == ["FastKern", "Triton"]


def test_analyze_errors_are_clear(example_json: Path, tmp_path: Path) -> None:
    unknown = runner.invoke(app, ["analyze", str(example_json), "leaderboard", "cuBLA"])
    assert unknown.exit_code == 1
    assert "no system named 'cuBLA'" in unknown.output and "did you mean cuBLAS" in unknown.output
    assert runner.invoke(app, ["analyze", str(example_json), "leaderboard"]).exit_code == 2
    assert runner.invoke(app, ["analyze", str(example_json), "weather"]).exit_code == 2
    missing = runner.invoke(app, ["analyze", str(tmp_path / "none.json"), "summary"])
    assert missing.exit_code == 2 and "none.json" in missing.output


def test_analyze_prints_titles_with_brackets_as_text(tmp_path: Path) -> None:
    kg = KnowledgeGraph.from_parts(
        [Paper("p", "[bold]Not markup[/bold] [red]", "...")], [],
        [PaperFacts("p", comparisons=(claim("x", "y", 2.0),),
                    entities=(Entity("system", "x", "X"), Entity("system", "y", "Y")))],
    )
    write_json(kg, tmp_path / "g.json")
    result = runner.invoke(app, ["analyze", str(tmp_path / "g.json"), "leaderboard", "y"], env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    assert "[bold]Not markup[/bold] [red]" in result.output


# -- the seed build ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def seed_graph(seed_build: Path) -> nx.MultiDiGraph:
    from paperkg.export.nx import load_graph

    return load_graph(seed_build / "paperkg.json")


@pytest.mark.slow
def test_seed_cublas_leaderboard_holds_tawa_at_1_1x(seed_graph: nx.MultiDiGraph) -> None:
    rows = analysis.baseline_leaderboard(seed_graph, "cuBLAS")
    tawa = [r for r in rows if r["subject_label"] == "Tawa"]
    assert tawa, [r["subject_label"] for r in rows]
    assert tawa[0]["value"] == 1.1 and tawa[0]["unit"] == "x" and tawa[0]["qualifier"] == "up to"
    assert tawa[0]["title"].startswith("Tawa")
    assert "cuBLAS" in tawa[0]["evidence"]


@pytest.mark.slow
def test_seed_summary_counts_118_papers(seed_graph: nx.MultiDiGraph) -> None:
    summary = analysis.graph_summary(seed_graph)
    assert summary["nodes_by_kind"]["paper"] == 118
    assert summary["comparisons"] > 0
    assert summary["nodes"] == seed_graph.number_of_nodes()


@pytest.mark.slow
def test_every_analysis_runs_on_the_seeds_and_serializes(seed_graph: nx.MultiDiGraph) -> None:
    answers = {
        "baselines": analysis.most_compared_baselines(seed_graph, 10),
        "contradictions": analysis.contradictions(seed_graph),
        "cooccurrence": analysis.technique_cooccurrence(seed_graph),
        "hardware": analysis.hardware_coverage(seed_graph),
        "central": analysis.central_systems(seed_graph),
        "communities": analysis.communities(seed_graph),
    }
    json.dumps(answers, default=list)
    assert answers["baselines"] and answers["hardware"] and answers["central"]
    papers = [p for c in answers["communities"] for p in c["papers"]]
    assert len(papers) == len(set(papers)) == 118
