"""The example queries of ``queries/``: each one's answer is checked against the model itself.

Every query runs on the hand-built ``sample_kg`` (exact rows known) and on the seed
build; the expected answer is computed in Python from the :class:`KnowledgeGraph`
(``from_rdf`` of the same file), so the SPARQL semantics are tested, not copied.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from paperkg.export.rdf import from_rdf
from paperkg.model import KnowledgeGraph
from paperkg.query import parse_params, select_rows
from paperkg.store import memory_store
from paperkg.vocab import ID

ROOT = Path(__file__).resolve().parents[1]
QUERIES = ROOT / "queries"
NAMES = sorted(p.stem for p in QUERIES.glob("*.rq"))


def run(store, name: str, **params: str) -> list[dict]:
    text = (QUERIES / f"{name}.rq").read_text(encoding="utf-8")
    return select_rows(store, text, parse_params([f"{k}={v}" for k, v in params.items()]))


def iri(kind: str, ident: str) -> str:
    return f"{ID}{kind}/{ident}"


def tail(value: str) -> str:
    return value.rsplit("/", 1)[-1]


# -- expected answers, from the model ---------------------------------------------------------


def ancestors(kg: KnowledgeGraph, technique: str) -> set[str]:
    """The technique and every broader one (skos:broader*)."""
    seen, stack = set(), [technique]
    while stack:
        t = stack.pop()
        if t not in seen:
            seen.add(t)
            ent = kg.entity("technique", t)
            stack.extend(ent.broader if ent else ())
    return seen


def expected_papers_per_technique(kg: KnowledgeGraph) -> dict[str, tuple[int, int]]:
    direct, total = Counter(), Counter()
    for f in kg.facts.values():
        direct.update(set(f.techniques))
        total.update(set().union(*(ancestors(kg, t) for t in f.techniques)) if f.techniques else set())
    return {t: (direct[t], n) for t, n in total.items()}


def expected_baselines(kg: KnowledgeGraph) -> dict[str, tuple[int, int]]:
    papers, claims = {}, Counter()
    for key, f in kg.facts.items():
        for b in f.baselines:
            papers.setdefault(b, set()).add(key)
        for c in f.comparisons:
            if c.baseline:
                papers.setdefault(c.baseline, set()).add(key)
                claims[c.baseline] += 1
    return {b: (len(p), claims[b]) for b, p in papers.items()}


def expected_hardware(kg: KnowledgeGraph) -> dict[str, tuple[int, int]]:
    papers, claims = {}, Counter()
    for key, f in kg.facts.items():
        for h in f.hardware:
            papers.setdefault(h, set()).add(key)
        for c in f.comparisons:
            if c.hardware:
                papers.setdefault(c.hardware, set()).add(key)
                claims[c.hardware] += 1
    return {h: (len(p), claims[h]) for h, p in papers.items()}


def wins(kg: KnowledgeGraph) -> set[tuple[str, str, str]]:
    """(winner, loser, paper) for every claim between two named systems."""
    out = set()
    for key, c in kg.comparisons():
        if c.subject and c.baseline and c.direction == "better":
            out.add((c.subject, c.baseline, key))
        elif c.subject and c.baseline and c.direction == "worse":
            out.add((c.baseline, c.subject, key))
    return out


def expected_contradictions(kg: KnowledgeGraph) -> set[tuple[str, str, str, str]]:
    w = wins(kg)
    return {(a, b, p1, p2) for a, b, p1 in w for b2, a2, p2 in w if (a2, b2) == (a, b) and p1 != p2 and a < b}


def expected_moe(kg: KnowledgeGraph, focus: str = "mixture-of-experts") -> dict[str, int]:
    counts = Counter()
    for f in kg.facts.values():
        if any(focus in ancestors(kg, t) for t in f.techniques):
            counts.update(t for t in set(f.techniques) if focus not in ancestors(kg, t))
    return dict(counts)


# -- fixtures ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def sample(sample_ttl: Path):
    return memory_store(sample_ttl), from_rdf(sample_ttl)


@pytest.fixture(scope="module")
def seeds(seed_build: Path):
    return memory_store(seed_build / "paperkg.ttl"), from_rdf(seed_build / "paperkg.ttl")


@pytest.fixture(params=["sample", "seeds"])
def graph(request):
    return request.getfixturevalue(request.param)


# -- the library itself -----------------------------------------------------------------------


def test_the_library_has_the_documented_queries() -> None:
    assert NAMES == [
        "claims-above-threshold",
        "contradicting-claims",
        "hardware-coverage",
        "leaderboard",
        "moe-cooccurring-techniques",
        "most-compared-baselines",
        "papers-per-technique",
    ]
    readme = (QUERIES / "README.md").read_text(encoding="utf-8")
    for name in NAMES:
        assert f"{name}.rq" in readme, f"{name}.rq is not documented in queries/README.md"
        assert (QUERIES / f"{name}.rq").read_text().startswith("# "), f"{name}.rq has no header comment"


# -- each query --------------------------------------------------------------------------------


def test_leaderboard_over_cublas_holds_tawa(graph) -> None:
    store, kg = graph
    rows = run(store, "leaderboard", baseline="system:cublas")
    assert {r["baseline"] for r in rows} == {iri("system", "cublas")}
    assert len(rows) == sum(c.baseline == "cublas" for _, c in kg.comparisons())
    tawa = [r for r in rows if r["subjectLabel"] == "Tawa"]
    assert [(r["value"], r["unit"], r["qualifier"], r["metricLabel"], r["direction"], r["hardwareLabel"]) for r in tawa] == [
        (1.1, "x", "up to", "speedup", "better", "NVIDIA H100")
    ]
    assert "cuBLAS" in tawa[0]["evidence"]


def test_leaderboard_defaults_to_cublas_and_vllm(graph) -> None:
    store, kg = graph
    rows = run(store, "leaderboard")
    assert sorted((tail(r["paper"]), r["evidence"]) for r in rows) == sorted(
        (k, c.evidence) for k, c in kg.comparisons() if c.baseline in ("cublas", "vllm")
    )


def test_leaderboard_every_baseline(graph) -> None:
    store, kg = graph
    rows = run(store, "leaderboard", baseline="UNDEF")
    assert len(rows) == sum(1 for _, c in kg.comparisons() if c.baseline)
    labels = [r["baselineLabel"].lower() for r in rows]
    assert labels == sorted(labels)
    two = run(store, "leaderboard", baseline="system:triton")
    assert len(two) == sum(c.baseline == "triton" for _, c in kg.comparisons())


def test_most_compared_baselines(graph) -> None:
    store, kg = graph
    rows = run(store, "most-compared-baselines")
    assert {tail(r["baseline"]): (r["papers"], r["claims"]) for r in rows} == expected_baselines(kg)
    assert [r["papers"] for r in rows] == sorted((r["papers"] for r in rows), reverse=True)


def test_papers_per_technique_counts_narrower_techniques(graph) -> None:
    store, kg = graph
    rows = run(store, "papers-per-technique")
    assert {tail(r["technique"]): (r["directPapers"], r["papers"]) for r in rows} == expected_papers_per_technique(kg)


def test_papers_per_technique_on_the_sample(sample) -> None:
    rows = {tail(r["technique"]): (r["directPapers"], r["papers"]) for r in run(sample[0], "papers-per-technique")}
    assert rows["parallelism"] == (0, 1)  # only through tensor -> model -> parallelism and expert parallelism
    assert rows["model-parallelism"] == (0, 1)
    assert "quantization" not in rows


def test_hardware_coverage(graph) -> None:
    store, kg = graph
    rows = run(store, "hardware-coverage")
    assert {tail(r["hardware"]): (r["papers"], r["claims"]) for r in rows} == expected_hardware(kg)


@pytest.mark.parametrize(("hardware", "threshold"), [("nvidia-h100", "1.1"), ("nvidia-a100", "2"), ("nvidia-h100", "1.15")])
def test_claims_above_threshold_on_hardware(graph, hardware: str, threshold: str) -> None:
    store, kg = graph
    rows = run(store, "claims-above-threshold", hardware=f"hardware:{hardware}", threshold=threshold)
    expected = sorted(
        (key, c.evidence)
        for key, c in kg.comparisons()
        if c.hardware == hardware and c.unit == "x" and c.direction == "better" and c.value is not None
        and max(c.value, c.value_max or c.value) >= float(threshold)
    )
    assert sorted((tail(r["paper"]), r["evidence"]) for r in rows) == expected
    assert all(r["threshold"] == float(threshold) for r in rows)


def test_claims_above_threshold_defaults(sample) -> None:
    assert run(sample[0], "claims-above-threshold") == []  # at least 2x on NVIDIA H100: none
    rows = run(sample[0], "claims-above-threshold", hardware="UNDEF")
    assert [(r["hardwareLabel"], r["value"], r["valueMax"]) for r in rows] == [("NVIDIA A100", 2.5, 3.0)]
    rows = run(sample[0], "claims-above-threshold", threshold="1.15")
    assert [(r["subjectLabel"], r["baselineLabel"], r["value"]) for r in rows] == [("Tawa", "Triton", 1.2)]


def test_contradicting_claims(graph) -> None:
    store, kg = graph
    rows = run(store, "contradicting-claims")
    got = {(tail(r["a"]), tail(r["b"]), tail(r["paperAB"]), tail(r["paperBA"])) for r in rows}
    assert got == expected_contradictions(kg)


def test_contradicting_claims_on_the_sample(sample) -> None:
    rows = run(sample[0], "contradicting-claims")
    assert [(r["aLabel"], r["bLabel"], tail(r["paperAB"]), tail(r["paperBA"])) for r in rows] == [
        ("Tawa", "Triton", "tawa", "triton-study")
    ]


def test_techniques_cooccurring_with_moe(graph) -> None:
    store, kg = graph
    rows = run(store, "moe-cooccurring-techniques")
    assert {tail(r["technique"]): r["papers"] for r in rows} == expected_moe(kg)


def test_moe_on_the_sample(sample) -> None:
    rows = run(sample[0], "moe-cooccurring-techniques")
    assert {r["label"]: r["papers"] for r in rows} == {"expert parallelism": 1, "tensor parallelism": 1}
    rows = run(sample[0], "moe-cooccurring-techniques", focus="technique:model-parallelism")
    assert {r["label"]: r["papers"] for r in rows} == {"expert parallelism": 1, "mixture of experts": 1}



@pytest.mark.parametrize("name", NAMES)
def test_rdflib_gives_the_same_answer(graph, name: str) -> None:
    """The queries are plain SPARQL 1.1: rdflib (what the benchmark compares with) returns the same rows."""
    from rdflib import Graph

    from paperkg.vocab import SPARQL_PREFIXES

    store, kg = graph
    text = (QUERIES / f"{name}.rq").read_text(encoding="utf-8")
    nt = "".join(f"{q.subject} {q.predicate} {q.object} .\n" for q in store.quads_for_pattern(None, None, None))
    rdflib_rows = list(Graph().parse(data=nt, format="nt").query(text, initNs=SPARQL_PREFIXES))
    assert len(rdflib_rows) == len(select_rows(store, text))
