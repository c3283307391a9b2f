"""``paperkg build`` on bad input: messages name the file, exit 0, ``--strict`` exits 1; only missing inputs exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from paperkg.cli import app

from .helpers import FIXTURES, MIXED_KEYS, copy_mixed_inputs

runner = CliRunner()

GOOD_KEYS = set(MIXED_KEYS)


@pytest.fixture
def inputs(tmp_path: Path) -> Path:
    return copy_mixed_inputs(tmp_path)


def build(tmp_path: Path, *args: str):
    out = tmp_path / "out"
    result = runner.invoke(app, ["build", *args, "--out", str(out), "--format", "json", "--quiet", "--no-cache"])
    papers = set()
    if (out / "paperkg.json").exists():
        graph = json.loads((out / "paperkg.json").read_text(encoding="utf-8"))
        papers = {n["id"].removeprefix("paper:") for n in graph["nodes"] if n.get("kind") == "paper"}
    return result, papers


def squash(text: str) -> str:
    """Text without whitespace: rich wraps long lines (and paths) anywhere."""
    return "".join(text.split())


def add_bad_files(folder: Path) -> None:
    (folder / "empty.jsonl").write_bytes(b"")
    (folder / "figure.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    (folder / "latin.json").write_bytes('[{"title": "Naïve Caching", "abstract": "Über-fast caching."}]'.encode("cp1252"))
    (folder / "more.jsonl").write_text(
        '{"title": "Kept", "abstract": "Fine."}\n{"title": "Broken", \n{"abstract": "No title."}\n{"title": "Bare"}\n'
    )
    (folder / "table.csv").write_text("title,abstract\nA,B\n")


def test_clean_input_exits_0_even_with_strict(tmp_path: Path, inputs: Path) -> None:
    result, papers = build(tmp_path, str(inputs), "--strict")
    assert result.exit_code == 0, result.output
    assert papers == GOOD_KEYS
    assert squash("read 9 input listings -> 5 distinct papers (4 duplicates merged, 0 rejected)") in squash(result.output)


def test_bad_input_is_reported_and_the_rest_is_built(tmp_path: Path, inputs: Path) -> None:
    add_bad_files(inputs)
    missing = tmp_path / "missing.bib"
    result, papers = build(tmp_path, str(inputs), str(missing))
    assert result.exit_code == 0, result.output
    assert GOOD_KEYS | {"kept", "bare", "naive-caching"} == papers
    output = squash(result.output)
    for message in (
        f"{inputs.as_posix()}/empty.jsonl: empty file (skipped)",
        f"{inputs.as_posix()}/figure.png: binary file, not text (skipped)",
        f"{inputs.as_posix()}/latin.json: not valid UTF-8 (byte 0xef at offset 14); decoded as cp1252",
        f"{inputs.as_posix()}/more.jsonl:2: broken JSON (skipped)",
        f"{inputs.as_posix()}/more.jsonl:3: record without title (skipped)",
        f"{inputs.as_posix()}/more.jsonl:4: no abstract for 'Bare' (kept, nothing to extract)",
        f"{inputs.as_posix()}/table.csv: unknown format",
        f"{missing.as_posix()}: no such file or directory",
    ):
        assert squash(message) in output
    # 9 good records + latin 1 + more.jsonl 4 (2 of them rejected)
    assert squash("read 14 input listings -> 8 distinct papers (4 duplicates merged, 6 rejected)") in output


def test_strict_turns_warnings_into_exit_1(tmp_path: Path, inputs: Path) -> None:
    (inputs / "bare.jsonl").write_text('{"title": "Bare"}\n')
    result, papers = build(tmp_path, str(inputs), "--strict")
    assert result.exit_code == 1
    assert squash("bare.jsonl:1: no abstract for 'Bare'") in squash(result.output)
    assert papers == GOOD_KEYS | {"bare"}  # the graph is still written


def test_strict_with_a_missing_file_exits_1(tmp_path: Path, inputs: Path) -> None:
    result, papers = build(tmp_path, str(inputs), str(tmp_path / "nope.jsonl"), "--strict")
    assert result.exit_code == 1
    assert papers == GOOD_KEYS


def test_unknown_input_format_is_a_usage_error(tmp_path: Path, inputs: Path) -> None:
    result, papers = build(tmp_path, str(inputs), "--input-format", "csv")
    assert result.exit_code == 2
    assert "unknown input format 'csv'" in result.output
    assert papers == set()


def test_stdin(tmp_path: Path) -> None:
    out = tmp_path / "out"
    text = (FIXTURES / "formats" / "dump.jsonl").read_text(encoding="utf-8")
    result = runner.invoke(app, ["build", "-", "--out", str(out), "--format", "json", "--quiet", "--no-cache"], input=text)
    assert result.exit_code == 0, result.output
    graph = json.loads((out / "paperkg.json").read_text(encoding="utf-8"))
    assert {n["id"] for n in graph["nodes"] if n.get("kind") == "paper"} == {
        "paper:2510.14719",
        "paper:2105.13120",
        "paper:cs-0112017",
    }


def test_abstract_of_several_megabytes_builds(tmp_path: Path, inputs: Path) -> None:
    big = "Our system reaches up to 1.1times speedup over cuBLAS on NVIDIA H100 GPUs. " * 40_000  # ~3 MB
    (inputs / "huge.jsonl").write_text(json.dumps({"title": "A Huge Abstract", "abstract": big}) + "\n")
    result, papers = build(tmp_path, str(inputs))
    assert result.exit_code == 0, result.output
    assert papers == GOOD_KEYS | {"a-huge-abstract"}


def test_only_missing_inputs_fail_before_writing_anything(tmp_path: Path) -> None:
    result, papers = build(tmp_path, str(tmp_path / "nowhere"), str(tmp_path / "gone.jsonl"))
    assert result.exit_code == 2
    assert "nosuchfileordirectory" in squash(result.output) and "gone.jsonl" in squash(result.output)
    assert not (tmp_path / "out").exists() and papers == set()

