"""Text from the user's files reaches the terminal as written: brackets are never read as rich markup."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from paperkg.cli import app
from paperkg.cli.messages import error, plain, terminal, warning

runner = CliRunner()

TITLE = "Quill [/bold] [red]: Serving LLMs [b]fast[/b]"
ABSTRACT = "We present Quill. Quill achieves 2.1x higher throughput than vLLM [/i] on 8 H100 GPUs [1]."


@pytest.fixture(scope="module")
def bracketed_build(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    root = tmp_path_factory.mktemp("brackets")
    folder = root / "in[/red]"
    folder.mkdir(parents=True)  # ("in[" holding "red]": a path whose text holds "[/red]")
    (folder / "papers.jsonl").write_text(json.dumps({"title": TITLE, "abstract": ABSTRACT}) + "\n{broken\n")
    out = root / "out[/b]"
    result = runner.invoke(app, ["build", str(folder), "--out", str(out), "--no-cache", "-q"])
    assert result.exit_code == 0, result.output
    return out, result.output


def test_messages_print_their_text_literally(capsys: pytest.CaptureFixture[str]) -> None:
    console = terminal(width=40, color_system=None)
    error(console, "a[/red]b")
    warning(console, "[bold]x")
    plain(console, "wrote out[/b]/paperkg.ttl, and a long line that is not wrapped at forty columns")
    assert capsys.readouterr().out.splitlines() == [
        "error: a[/red]b",
        "warning: [bold]x",
        "wrote out[/b]/paperkg.ttl, and a long line that is not wrapped at forty columns",
    ]


def test_build_names_bracketed_folders_and_files_as_they_are(bracketed_build: tuple[Path, str]) -> None:
    out, output = bracketed_build
    assert "in[/red]/papers.jsonl:2: broken JSON (skipped)" in output.replace("\\", "/")
    assert f"wrote {out / 'paperkg.ttl'}" in output
    assert "read 2 input listings -> 1 distinct paper (0 duplicates merged, 1 rejected)" in output  # singular nouns
    assert "; 1 comparison\n" in output


def test_tables_of_paper_text_show_brackets(bracketed_build: tuple[Path, str]) -> None:
    out, _ = bracketed_build
    wide = {"COLUMNS": "400"}  # (no folding inside a table cell)
    board = runner.invoke(app, ["analyze", str(out / "paperkg.json"), "leaderboard", "vLLM", "--evidence"], env=wide)
    assert board.exit_code == 0, board.output
    assert "than vLLM [/i] on 8 H100 GPUs [1]." in board.output  # the evidence sentence
    titles = runner.invoke(app, ["query", str(out / "paperkg.ttl"), "SELECT ?t WHERE { ?p a pkg:Paper ; dcterms:title ?t }"],
                           env=wide)
    assert titles.exit_code == 0, titles.output
    assert TITLE in titles.output
