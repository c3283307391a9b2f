"""Comparison tables (CSV, Markdown) and `paperkg export comparisons`."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from paperkg.analysis import _example
from paperkg.cli import app
from paperkg.export.nx import to_networkx, write_json
from paperkg.export.table import COLUMNS, comparison_table, render_comparisons, render_csv, render_markdown, write_comparisons
from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts

runner = CliRunner()


def test_one_row_per_claim_in_paper_order() -> None:
    rows = comparison_table(_example())
    assert [(r["paper"], r["subject"], r["baseline"], r["value"]) for r in rows] == [
        ("p1", "Tawa", "cuBLAS", "1.1"),
        ("p1", "Tawa", "Triton", "1.2"),
        ("p2", "FastKern", "cuBLAS", "2.5"),
        ("p2", "FastKern", "Tawa", "1.3"),
        ("p3", "Triton", "Tawa", "1.05"),
        ("p3", "Triton", "FastKern", "1.5"),
        ("p3", "Triton revisited", "hand-written kernels", "30"),
    ]
    assert rows[0] == {
        "paper": "p1", "title": "Tawa: warp specialization", "subject": "Tawa", "baseline": "cuBLAS",
        "metric": "speedup", "value": "1.1", "value_max": "", "unit": "x", "qualifier": "up to",
        "direction": "better", "hardware": "NVIDIA H100", "evidence": "tawa beats cublas by 1.1x.",
    }


def test_baseline_filter_orders_like_the_leaderboard() -> None:
    rows = comparison_table(_example(), baseline="tawa")
    assert [(r["subject"], r["value"]) for r in rows] == [("FastKern", "1.3"), ("Triton", "1.05")]
    with pytest.raises(LookupError):
        comparison_table(_example(), baseline="nobody")


def test_csv_round_trips_through_the_csv_module() -> None:
    text = render_comparisons(_example(), "csv")
    back = list(csv.DictReader(io.StringIO(text)))
    assert back == comparison_table(_example())
    assert text.splitlines()[0] == ",".join(COLUMNS)


def test_markdown_cells_cannot_break_the_table_or_inject_html() -> None:
    text = "A | B\nsaid <b>so</b> & more, 3x faster than C."
    kg = KnowledgeGraph.from_parts(
        [Paper("p", "Pipes | and <script>", text)], [],
        [PaperFacts("p", comparisons=(Comparison("a", "c", "speedup", text, 0, len(text), "r", value=3.0, unit="x"),),
                    entities=(Entity("system", "a", "A|1"), Entity("system", "c", "C")))],
    )
    md = render_markdown(comparison_table(to_networkx(kg)))
    lines = md.splitlines()
    assert len(lines) == 3
    assert all(len(re.split(r"(?<!\\)\|", line)) == len(COLUMNS) + 2 for line in lines)
    assert "Pipes \\| and &lt;script&gt;" in lines[2]
    assert "A \\| B said &lt;b&gt;so&lt;/b&gt; &amp; more" in lines[2]
    assert "<" not in lines[2]


def test_empty_graph_gives_only_the_header() -> None:
    G = to_networkx(KnowledgeGraph.from_parts([Paper("p", "T", "A.")], [], []))
    assert render_csv(comparison_table(G)) == ",".join(COLUMNS) + "\n"
    assert len(render_comparisons(G, "md").splitlines()) == 2
    with pytest.raises(ValueError, match="unknown table format 'xlsx'"):
        render_comparisons(G, "xlsx")


def test_write_comparisons_guesses_the_format(tmp_path: Path) -> None:
    write_comparisons(_example(), tmp_path / "t.md")
    write_comparisons(_example(), tmp_path / "t.csv")
    assert (tmp_path / "t.md").read_text(encoding="utf-8").startswith("| paper |")
    assert (tmp_path / "t.csv").read_text(encoding="utf-8").startswith("paper,title,")


def test_export_comparisons_command(tmp_path: Path) -> None:
    graph = tmp_path / "g.json"
    write_json(_example(), graph)
    out = runner.invoke(app, ["export", "comparisons", str(graph), "--baseline", "cuBLAS", "--format", "csv"])
    assert out.exit_code == 0, out.output
    assert [r["subject"] for r in csv.DictReader(io.StringIO(out.stdout))] == ["FastKern", "Tawa"]

    result = runner.invoke(app, ["export", "comparisons", str(graph), "-f", "md", "--out", str(tmp_path / "c.md")])
    assert result.exit_code == 0, result.output
    assert "7 claims" in result.output
    assert (tmp_path / "c.md").read_text(encoding="utf-8") == render_comparisons(_example(), "md")

    assert runner.invoke(app, ["export", "comparisons", str(graph), "-f", "xlsx"]).exit_code == 2
    unknown = runner.invoke(app, ["export", "comparisons", str(graph), "--baseline", "cuBLA"])
    assert unknown.exit_code == 1 and "did you mean cuBLAS" in unknown.output


@pytest.mark.slow
def test_export_of_the_seed_build(seed_build: Path) -> None:
    result = runner.invoke(app, ["export", "comparisons", str(seed_build / "paperkg.ttl"), "--baseline", "cuBLAS"])
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert any(r["subject"] == "Tawa" and r["value"] == "1.1" and r["unit"] == "x" for r in rows)
