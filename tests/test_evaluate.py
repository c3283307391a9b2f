"""The evaluation: scoring rules on hand-made predictions, the seed-gold floors, the command."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from paperkg.cli import app
from paperkg.evaluate import PaperPrediction, canonical_name, evaluate, normalize_title, score, values_match
from tests.conftest import GOLD, ROOT


def _cmp(baseline=None, value=None, metric="speedup", unit="x", qualifier=None, text=None, direction="better"):
    return {"baseline": baseline, "baseline_text": text, "value": value, "metric": metric, "unit": unit,
            "qualifier": qualifier, "direction": direction, "value_max": None}


GOLD_ROW = {
    "title": "Quill: Fast Serving",
    "systems": ["Quill"],
    "techniques": ["kv-cache", "batching"],
    "hardware": ["nvidia-h100"],
    "baselines": ["vLLM", "FA3"],
    "comparisons": [
        _cmp("vLLM", 2.0, "throughput"),
        _cmp("FA3", None, "speedup", None),
        _cmp(None, 30.0, "latency", "%", text="existing systems"),
    ],
}


def _pred(**kw):
    base = dict(iri="https://w3id.org/paperkg/id/paper/quill", titles=("Quill: Fast Serving",))
    base.update(kw)
    return PaperPrediction(**base)


def test_perfect_prediction_scores_one():
    pred = _pred(systems={"quill"}, techniques={"kv-cache", "batching"}, hardware={"nvidia-h100"},
                 baselines={"vllm", "flashattention-3"},
                 comparisons=[_cmp("vllm", 2.01, "throughput"), _cmp("flashattention-3", None, "speedup", None),
                              _cmp(None, 30.0, "latency", "%", text="other words")])
    ev = score([GOLD_ROW], [pred])
    assert all(s.f1 == 1.0 for s in ev.scores.values())
    assert ev.accuracy["comparisons.metric"] == (2, 2)
    assert ev.errors == []


def test_direction_accuracy_prefers_a_prediction_of_the_same_direction():
    gold = dict(GOLD_ROW, comparisons=[_cmp("vLLM", None, "accuracy", None, direction="parity"),
                                       _cmp("vLLM", 12.0, "throughput", "%", direction="worse")])
    # the valueless "better" accuracy claim comes first, but the gold parity one pairs with the parity prediction
    pred = _pred(comparisons=[_cmp("vllm", None, "accuracy", None), _cmp("vllm", None, "accuracy", None, direction="parity"),
                              _cmp("vllm", 12.0, "throughput", "%")])
    ev = score([gold], [pred])
    assert ev.scores["comparisons"].tp == 2
    assert ev.accuracy["comparisons.direction"] == (1, 2)  # the 12% is read as a gain, gold says a loss
    assert ev.accuracy["claims.metric"] == (2, 2)
    wrong = [e["item"] for e in ev.errors if e["category"] == "comparisons.direction"]
    assert wrong == ["vs vLLM: throughput 12% (-, worse): gold 'worse', predicted 'better'"]


def test_misses_and_extras_are_counted_and_listed():
    pred = _pred(systems={"quill", "extra"}, techniques={"kv-cache"}, baselines={"vllm"},
                 comparisons=[_cmp("vllm", 2.5, "throughput"), _cmp("orca", 1.3)])
    ev = score([GOLD_ROW], [pred])
    s = ev.scores
    assert (s["systems"].tp, s["systems"].fp, s["systems"].fn) == (1, 1, 0)
    assert (s["techniques"].tp, s["techniques"].fn) == (1, 1)
    assert (s["hardware"].tp, s["hardware"].fn) == (0, 1)
    assert (s["comparisons"].tp, s["comparisons"].fp, s["comparisons"].fn) == (0, 2, 2)
    # the unnamed gold claim (30%) is missed; no prediction has that value
    assert (s["claims"].tp, s["claims"].fp, s["claims"].fn) == (0, 2, 3)
    kinds = {(e["category"], e["kind"]) for e in ev.errors}
    assert {("systems", "extra"), ("techniques", "miss"), ("comparisons", "miss"), ("comparisons", "extra")} <= kinds


def test_unnamed_gold_claims_match_on_value_alone():
    pred = _pred(comparisons=[_cmp("orca", 30.0, "latency", "%")])
    ev = score([GOLD_ROW], [pred])
    assert ev.scores["claims"].tp == 1
    assert ev.scores["comparisons"].fp == 1


def test_unmatched_titles_count_as_paper_errors():
    ev = score([GOLD_ROW], [_pred(titles=("Another Paper",))])
    assert (ev.scores["papers"].tp, ev.scores["papers"].fp, ev.scores["papers"].fn) == (0, 1, 1)


def test_a_paper_under_two_titles_is_scored_once():
    alt = dict(GOLD_ROW, title="Fast Serving (old title)")
    pred = _pred(titles=("Quill: Fast Serving", "Fast Serving (old title)"), systems={"quill"})
    ev = score([GOLD_ROW, alt], [pred])
    assert ev.scores["papers"].tp == 1 and ev.scores["papers"].fn == 0
    assert ev.scores["systems"].tp == 1


@pytest.mark.parametrize("a, b, same", [(1.1, 1.109, True), (100, 101.5, False), (None, None, True), (None, 0.0, False)])
def test_values_match(a, b, same):
    assert values_match(a, b) is same


def test_names_compare_by_canonical_id():
    assert canonical_name("Megatron") == canonical_name("Megatron-LM")
    assert canonical_name("H100") != canonical_name("H200")
    assert normalize_title("M^{3}ViT: A  Model") == normalize_title("M3ViT: a model")


#: Floors measured on the seed gold (see README); a regression below them fails.
FLOORS = {
    "papers": 1.0,
    "systems": 0.89,
    "techniques": 0.97,
    "hardware": 0.96,
    "baselines": 0.91,
    "comparisons": 0.90,
    "claims": 0.87,
}
ACCURACY_FLOORS = {"comparisons.metric": 0.90, "comparisons.unit": 0.98, "comparisons.qualifier": 0.97,
                   "comparisons.direction": 0.96, "claims.direction": 0.95}


@pytest.fixture(scope="module")
def seed_evaluation():
    import os

    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        return evaluate(GOLD, ["seeds"])
    finally:
        os.chdir(cwd)


@pytest.mark.slow
@pytest.mark.parametrize("category", sorted(FLOORS))
def test_seed_gold_f1_floor(seed_evaluation, category):
    assert seed_evaluation.scores[category].f1 >= FLOORS[category]


@pytest.mark.slow
@pytest.mark.parametrize("key", sorted(ACCURACY_FLOORS))
def test_seed_gold_accuracy_floor(seed_evaluation, key):
    right, total = seed_evaluation.accuracy[key]
    assert total and right / total >= ACCURACY_FLOORS[key]


#: Floors on the development gold files (abstracts in the file; see benchmarks/gold/DEV.md), measured with the seeds'.
DEV_FLOORS = {
    "dev.jsonl": {"papers": 1.0, "systems": 0.92, "techniques": 0.96, "hardware": 0.99, "baselines": 0.94,
                  "comparisons": 0.91, "claims": 0.92, "comparisons.metric": 0.95},
    "dev2.jsonl": {"papers": 1.0, "systems": 0.99, "techniques": 0.99, "hardware": 0.99, "baselines": 0.92,
                   "comparisons": 0.91, "claims": 0.92, "comparisons.metric": 0.96},
    "dev3.jsonl": {"papers": 1.0, "systems": 0.94, "techniques": 0.91, "hardware": 0.97, "baselines": 0.97,
                   "comparisons": 0.94, "claims": 0.95, "comparisons.metric": 0.89},
    "dev4.jsonl": {"papers": 1.0, "systems": 0.93, "techniques": 0.92, "hardware": 0.99, "baselines": 0.92,
                   "comparisons": 0.89, "claims": 0.94, "comparisons.metric": 0.94},
    # dev5 records a model whose size a method cuts ("reduced the size of VGG-16 by 49x") as the workload; the rules
    # name it as the baseline, as the seeds' gold and dev7, dev18 and dev25 do (see DEV.md)
    "dev5.jsonl": {"papers": 1.0, "systems": 0.94, "techniques": 0.95, "hardware": 0.99, "baselines": 0.91,
                   "comparisons": 0.90, "claims": 0.91, "comparisons.metric": 0.90},
    "dev6.jsonl": {"papers": 1.0, "systems": 0.97, "techniques": 0.96, "hardware": 0.99, "baselines": 0.95,
                   "comparisons": 0.92, "claims": 0.94, "comparisons.metric": 0.87},
    "dev7.jsonl": {"papers": 1.0, "systems": 0.93, "techniques": 0.86, "hardware": 0.99, "baselines": 0.94,
                   "comparisons": 0.91, "claims": 0.86, "comparisons.metric": 0.87},
    "dev8.jsonl": {"papers": 1.0, "systems": 0.95, "techniques": 0.93, "hardware": 0.95, "baselines": 0.97,
                   "comparisons": 0.98, "claims": 0.91, "comparisons.metric": 0.94},
    "dev9.jsonl": {"papers": 1.0, "systems": 0.94, "techniques": 0.96, "hardware": 0.97, "baselines": 0.97,
                   "comparisons": 0.96, "claims": 0.86, "comparisons.metric": 0.99},
    "dev10.jsonl": {"papers": 1.0, "systems": 0.91, "techniques": 0.91, "hardware": 0.96, "baselines": 0.85,
                    "comparisons": 0.80, "claims": 0.79, "comparisons.metric": 0.94},
    "dev11.jsonl": {"papers": 1.0, "systems": 0.94, "techniques": 0.88, "hardware": 0.92, "baselines": 0.82,
                    "comparisons": 0.82, "claims": 0.81, "comparisons.metric": 0.95},
    "dev12.jsonl": {"papers": 1.0, "systems": 0.82, "techniques": 0.80, "hardware": 0.94, "baselines": 0.58,
                    "comparisons": 0.50, "claims": 0.68, "comparisons.metric": 0.82},
    "dev13.jsonl": {"papers": 1.0, "systems": 0.82, "techniques": 0.88, "hardware": 0.98, "baselines": 0.80,
                    "comparisons": 0.75, "claims": 0.73, "comparisons.metric": 0.82},
    "dev14.jsonl": {"papers": 1.0, "systems": 0.93, "techniques": 0.88, "hardware": 0.95, "baselines": 0.81,
                    "comparisons": 0.87, "claims": 0.87, "comparisons.metric": 0.94},
    "dev15.jsonl": {"papers": 1.0, "systems": 0.91, "techniques": 0.89, "hardware": 0.92, "baselines": 0.91,
                    "comparisons": 0.90, "claims": 0.88, "comparisons.metric": 0.90},
    "dev16.jsonl": {"papers": 1.0, "systems": 0.89, "techniques": 0.87, "hardware": 0.85, "baselines": 0.87,
                    "comparisons": 0.68, "claims": 0.76, "comparisons.metric": 0.81},
    "dev17.jsonl": {"papers": 1.0, "systems": 0.93, "techniques": 0.86, "hardware": 0.91, "baselines": 0.84,
                    "comparisons": 0.75, "claims": 0.81, "comparisons.metric": 0.88},
    "dev18.jsonl": {"papers": 1.0, "systems": 0.85, "techniques": 0.92, "hardware": 0.85, "baselines": 0.80,
                    "comparisons": 0.70, "claims": 0.73, "comparisons.metric": 0.77},
    "dev19.jsonl": {"papers": 1.0, "systems": 0.78, "techniques": 0.73, "hardware": 0.76, "baselines": 0.86,
                    "comparisons": 0.77, "claims": 0.84, "comparisons.metric": 0.68},
    "dev20.jsonl": {"papers": 1.0, "systems": 0.89, "techniques": 0.81, "hardware": 0.38, "baselines": 0.83,
                    "comparisons": 0.72, "claims": 0.80, "comparisons.metric": 0.64},
    "dev21.jsonl": {"papers": 1.0, "systems": 0.80, "techniques": 0.82, "hardware": 0.94, "baselines": 0.82,
                    "comparisons": 0.77, "claims": 0.73, "comparisons.metric": 0.78},
    # dev12 and dev22 name "Universal Checkpointing (UCP)" and "Monarch Mixer (M2)" by the title's long form; the rules
    # take the acronym the abstract defines, as the seeds' gold does (LLEP, GLA, PPD, ...; see DEV.md)
    "dev22.jsonl": {"papers": 1.0, "systems": 0.85, "techniques": 0.78, "hardware": 0.70, "baselines": 0.82,
                    "comparisons": 0.75, "claims": 0.74, "comparisons.metric": 0.89},
    "dev23.jsonl": {"papers": 1.0, "systems": 0.86, "techniques": 0.78, "hardware": 0.78, "baselines": 0.88,
                    "comparisons": 0.79, "claims": 0.80, "comparisons.metric": 0.86},
    # dev24 records "reduce the computation of CycleGAN by 21x" as cost; the rules read "computation" as no cost word
    # (a cost word there lowered metric accuracy in dev7, dev10, dev16 and dev19), so the newly named claims miss it
    "dev24.jsonl": {"papers": 1.0, "systems": 0.87, "techniques": 0.86, "hardware": 0.98, "baselines": 0.79,
                    "comparisons": 0.72, "claims": 0.75, "comparisons.metric": 0.85},
    "dev25.jsonl": {"papers": 1.0, "systems": 0.86, "techniques": 0.99, "hardware": 0.99, "baselines": 0.78,
                    "comparisons": 0.76, "claims": 0.78, "comparisons.metric": 0.62},
    # dev26 and dev27 were held out until the eighteenth session, which tuned on them and on dev28 and dev29 (see DEV.md)
    "dev26.jsonl": {"papers": 1.0, "systems": 0.81, "techniques": 0.88, "hardware": 0.85, "baselines": 0.78,
                    "comparisons": 0.70, "claims": 0.76, "comparisons.metric": 0.90},
    "dev27.jsonl": {"papers": 1.0, "systems": 0.89, "techniques": 0.99, "hardware": 0.73, "baselines": 0.77,
                    "comparisons": 0.73, "claims": 0.69, "comparisons.metric": 0.91},
    "dev28.jsonl": {"papers": 1.0, "systems": 0.90, "techniques": 0.92, "hardware": 0.99, "baselines": 0.92,
                    "comparisons": 0.96, "claims": 0.87, "comparisons.metric": 0.99},
    "dev29.jsonl": {"papers": 1.0, "systems": 0.88, "techniques": 0.87, "hardware": 0.99, "baselines": 0.89,
                    "comparisons": 0.87, "claims": 0.83, "comparisons.metric": 0.82},
    # dev30 was held out until the twenty-first session, which tuned on it (see DEV.md)
    "dev30.jsonl": {"papers": 1.0, "systems": 0.94, "techniques": 0.95, "hardware": 0.95, "baselines": 0.93,
                    "comparisons": 0.82, "claims": 0.86, "comparisons.metric": 0.92},
    # dev31 was held out until the twenty-second session, which tuned on it (see DEV.md)
    "dev31.jsonl": {"papers": 1.0, "systems": 0.81, "techniques": 0.83, "hardware": 0.72, "baselines": 0.80,
                    "comparisons": 0.80, "claims": 0.85, "comparisons.metric": 0.79},
    # held out, never tuned on: floors just below its current figures guard against regressions only
    "dev32.jsonl": {"papers": 1.0, "systems": 0.76, "techniques": 0.84, "hardware": 0.84, "baselines": 0.55,
                    "comparisons": 0.51, "claims": 0.75, "comparisons.metric": 0.89},
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(DEV_FLOORS))
def test_dev_gold_floors(name):
    ev = evaluate(ROOT / "benchmarks" / "gold" / name)
    got = {category: score.f1 for category, score in ev.scores.items()}
    right, total = ev.accuracy["comparisons.metric"]
    got["comparisons.metric"] = right / total
    below = {k: round(got[k], 3) for k, floor in DEV_FLOORS[name].items() if got[k] < floor}
    assert not below, f"{name}: below the floor: {below}"


@pytest.mark.slow
def test_seed_gold_matches_every_row(seed_evaluation):
    assert seed_evaluation.gold_rows == 119
    assert seed_evaluation.scores["papers"].tp == 118


def test_command_prints_the_table_and_json(tmp_path):
    gold = tmp_path / "gold.jsonl"
    row = {
        "title": "Quill: Fast Serving for Large Models",
        "abstract": "We present Quill, a serving engine. On NVIDIA H100 GPUs, Quill achieves up to 2.1× higher "
                    "throughput than vLLM and matches the accuracy of the original model.",
        "systems": ["Quill"], "techniques": [], "hardware": ["nvidia-h100"], "baselines": ["vLLM"],
        "comparisons": [_cmp("vLLM", 2.1, "throughput", qualifier="up to")],
    }
    gold.write_text(json.dumps(row) + "\n", encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(app, ["evaluate", str(gold), "--errors"])
    assert result.exit_code == 0, result.output
    assert "comparisons" in result.output and "precision" in result.output
    result = runner.invoke(app, ["evaluate", str(gold), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["scores"]["papers"]["f1"] == 1.0
    assert data["scores"]["comparisons"]["tp"] == 1
    assert data["scores"]["hardware"]["f1"] == 1.0


def test_command_rejects_a_missing_gold_file(tmp_path):
    result = CliRunner().invoke(app, ["evaluate", str(tmp_path / "nope.jsonl")])
    assert result.exit_code == 2
