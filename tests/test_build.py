"""``paperkg build`` end to end on the seeds: files, summary, determinism, the committed graph."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from paperkg.build import DEFAULT_FORMATS, OUTPUT_FORMATS
from paperkg.cli import app

ROOT = Path(__file__).resolve().parents[1]

runner = CliRunner()


def test_help_explains_every_command() -> None:
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    assert "build" in result.output


def test_python_dash_m_runs_the_cli() -> None:
    proc = subprocess.run([sys.executable, "-m", "paperkg", "--version"], capture_output=True, text=True, check=False)
    assert proc.returncode == 0
    assert proc.stdout.startswith("paperkg ")


def test_build_writes_exactly_the_default_outputs_and_a_summary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    out = tmp_path / "graphs"
    result = runner.invoke(app, ["build", "seeds", "--out", str(out), "--quiet"])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == sorted(OUTPUT_FORMATS[f] for f in DEFAULT_FORMATS)
    assert "150 input listings" in result.output
    assert "118 distinct papers" in result.output
    assert "comparisons" in result.output


def test_a_build_into_its_input_folder_does_not_read_its_own_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # `paperkg build . --out graphs` twice, with a store and a cache in the folder too: the second run reads only the listing
    for listing in sorted((ROOT / "seeds").iterdir())[:1]:
        (tmp_path / listing.name).write_bytes(listing.read_bytes())
    monkeypatch.chdir(tmp_path)
    command = ["build", ".", "--out", "graphs", "--store", "oxigraph:store", "--cache", "facts", "--quiet", "--strict"]
    first = runner.invoke(app, command)
    assert first.exit_code == 0, first.output
    written = {name: (tmp_path / "graphs" / name).read_bytes() for name in ("paperkg.ttl", "paperkg.json", "paperkg.html")}
    second = runner.invoke(app, command)
    assert second.exit_code == 0, second.output
    assert "warning" not in second.output and ", 0 rejected)" in second.output
    assert second.output.splitlines()[-4:-2] == first.output.splitlines()[-4:-2]  # the same counts
    assert {name: (tmp_path / "graphs" / name).read_bytes() for name in written} == written


def test_building_twice_gives_byte_identical_files(seed_build: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from paperkg.build import build

    monkeypatch.chdir(ROOT)
    build(["seeds"], tmp_path, formats=list(OUTPUT_FORMATS), jobs=1)
    for name in OUTPUT_FORMATS.values():
        assert (tmp_path / name).read_bytes() == (seed_build / name).read_bytes(), name


def test_committed_graphs_equal_a_fresh_build_of_the_seeds(seed_build: Path) -> None:
    for fmt in DEFAULT_FORMATS:
        name = OUTPUT_FORMATS[fmt]
        committed = ROOT / "graphs" / name
        assert committed.exists(), f"graphs/{name} is not committed: run `paperkg build seeds --out graphs`"
        assert committed.read_bytes() == (seed_build / name).read_bytes(), (
            f"graphs/{name} differs from a fresh build of seeds/: rebuild with `paperkg build seeds --out graphs`"
        )


def test_unknown_output_format_is_a_clear_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["build", "seeds", "--out", str(tmp_path), "--format", "docx"])
    assert result.exit_code == 2
    assert "unknown --format docx" in result.output
    assert not any(tmp_path.iterdir())


def test_streamed_json_and_page_are_what_networkx_gives(seed_build: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The build writes the JSON piece by piece and draws the page from the model, not from a networkx graph."""
    from paperkg.build import build_graph
    from paperkg.export.html import render_html
    from paperkg.export.nx import _graph_json, to_networkx

    monkeypatch.chdir(ROOT)
    G = to_networkx(build_graph(["seeds"], jobs=1))
    assert (seed_build / "paperkg.json").read_text(encoding="utf-8") == _graph_json(G)
    assert (seed_build / "paperkg.html").read_text(encoding="utf-8") == render_html(G)
    assert (seed_build / "paperkg.json").stat().st_mode & 0o777 == (seed_build / "paperkg.ttl").stat().st_mode & 0o777
