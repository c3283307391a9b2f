"""On-disk Oxigraph stores: write, replace, open read-only, query."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from paperkg.cli import app
from paperkg.export.rdf import render_rdf
from paperkg.query import select_rows
from paperkg.store import batches, is_store, open_store, store_path, write_store, write_store_from_file

COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"


def test_write_and_query_a_store(sample_kg, tmp_path: Path) -> None:
    target = write_store(sample_kg, f"oxigraph:{tmp_path / 'db'}")
    assert target == tmp_path / "db" and is_store(target)
    triples = len(render_rdf(sample_kg, "nt").splitlines())
    assert select_rows(open_store(target), COUNT) == [{"n": triples}]


def test_store_is_replaced_not_appended(sample_kg, sample_ttl: Path, tmp_path: Path) -> None:
    db = tmp_path / "db"
    write_store_from_file(sample_ttl, db)
    write_store(render_rdf(sample_kg, "nt"), db)  # again, from text
    triples = len(render_rdf(sample_kg, "nt").splitlines())
    assert select_rows(open_store(db), COUNT) == [{"n": triples}]
    assert not [p for p in tmp_path.iterdir() if p.name != "db"]  # no temporary folders left behind


def test_read_only_store_refuses_updates(sample_kg, tmp_path: Path) -> None:
    store = open_store(write_store(sample_kg, tmp_path / "db"))
    with pytest.raises((OSError, RuntimeError), match="read-write"):
        store.update("INSERT DATA { <urn:a> <urn:b> <urn:c> }")


def test_refuses_to_overwrite_other_folders(sample_kg, tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "notes.txt").write_text("keep me")
    with pytest.raises(FileExistsError):
        write_store(sample_kg, tmp_path / "docs")
    assert (tmp_path / "docs" / "notes.txt").read_text() == "keep me"


def test_bad_specs() -> None:
    with pytest.raises(ValueError, match="oxigraph:DIR"):
        store_path("blazegraph:x")
    with pytest.raises(ValueError):
        store_path("oxigraph:")
    with pytest.raises(FileNotFoundError, match="no Oxigraph store"):
        open_store("oxigraph:/nonexistent/store")


def test_query_command_on_a_store(sample_kg, tmp_path: Path) -> None:
    write_store(sample_kg, tmp_path / "db")
    runner = CliRunner()
    res = runner.invoke(
        app, ["query", "--store", f"oxigraph:{tmp_path / 'db'}", "SELECT (COUNT(?p) AS ?n) WHERE { ?p a pkg:Paper }", "-f", "csv"]
    )
    assert res.exit_code == 0, res.output
    assert res.output.splitlines() == ["n", "3"]
    res = runner.invoke(app, ["query", "--store", f"oxigraph:{tmp_path / 'db'}", "DROP ALL"])
    assert res.exit_code == 1 and "read-only" in res.output
    res = runner.invoke(app, ["query", "--store", f"oxigraph:{tmp_path / 'none'}", "ASK {}"])
    assert res.exit_code == 1 and "no Oxigraph store" in res.output


@pytest.mark.parametrize("fmt", ["nt", "ttl"])
def test_build_with_store(tmp_path: Path, fmt: str) -> None:
    """``paperkg build --store oxigraph:DIR`` fills the store with exactly the built graph (loaded from that output)."""
    import rdflib

    listing = tmp_path / "listing.txt"
    listing.write_text(
        "Quill: Tile Scheduling for Tensor Cores\n\n"
        "Quill is a compiler that schedules tiles for tensor cores. Measured on NVIDIA H100 GPUs, Quill "
        "reaches up to 1.3x speedup over tuned cuBLAS GEMM kernels.\n\n"
        "• 7 authors\n·\nDec 9, 2025\n\n"
    )
    out = tmp_path / "out"
    res = CliRunner().invoke(
        app, ["build", str(listing), "--out", str(out), "-f", fmt, "--store", f"oxigraph:{out / 'store'}", "-q", "--no-cache"]
    )
    assert res.exit_code == 0, res.output
    triples = len(rdflib.Graph().parse(out / f"paperkg.{fmt}"))
    assert select_rows(open_store(out / "store"), COUNT) == [{"n": triples}]
    assert select_rows(open_store(out / "store"), "SELECT (COUNT(?p) AS ?n) WHERE { ?p a pkg:Paper }") == [{"n": 1}]


@pytest.mark.parametrize("fmt", ["ttl", "nt"])
def test_loading_in_small_batches_keeps_every_triple(sample_kg, tmp_path: Path, monkeypatch, fmt: str) -> None:
    import paperkg.store

    graph_file = tmp_path / f"g.{fmt}"
    graph_file.write_text(render_rdf(sample_kg, fmt), encoding="utf-8")
    whole = write_store(sample_kg, f"oxigraph:{tmp_path / 'whole'}")
    monkeypatch.setattr(paperkg.store, "BATCH_BYTES", 200)  # many pieces, each parsed on its own
    loaded = []
    monkeypatch.setattr(paperkg.store, "batches", lambda *a, **kw: loaded.extend(batches(*a, **kw)) or loaded)
    batched = write_store_from_file(graph_file, f"oxigraph:{tmp_path / 'batched'}", written_by_paperkg=True)
    triples = []
    for folder in (whole, batched):
        store = open_store(f"oxigraph:{folder}")
        triples.append(sorted(str(q) for q in store.quads_for_pattern(None, None, None)))
        del store
    assert len(loaded) > 5  # the file really went in as many pieces
    assert triples[0] == triples[1] and len(triples[0]) > 50


def _triples(folder: Path) -> list[str]:
    store = open_store(f"oxigraph:{folder}")
    found = sorted(str(q) for q in store.quads_for_pattern(None, None, None))
    del store
    return found


def test_background_load_swaps_in_on_finish(sample_kg, tmp_path: Path) -> None:
    from paperkg.store import StoreLoad

    graph_file = tmp_path / "g.ttl"
    graph_file.write_text(render_rdf(sample_kg, "ttl"), encoding="utf-8")
    expected = _triples(write_store(sample_kg, tmp_path / "expected"))
    db = write_store("<urn:a> <urn:b> <urn:c> .\n", tmp_path / "db")  # an older store to replace
    loading = StoreLoad(graph_file, f"oxigraph:{db}")
    graph_file.rename(tmp_path / "renamed.ttl")  # the build renames its staged file while the load runs
    assert loading.finish() == db
    assert _triples(db) == expected and len(expected) > 50
    assert sorted(p.name for p in tmp_path.iterdir()) == ["db", "expected", "renamed.ttl"]


def test_cancelled_background_load_keeps_the_old_store(sample_kg, tmp_path: Path) -> None:
    from paperkg.store import StoreLoad

    graph_file = tmp_path / "g.nt"
    graph_file.write_text(render_rdf(sample_kg, "nt"), encoding="utf-8")
    db = write_store("<urn:a> <urn:b> <urn:c> .\n", tmp_path / "db")
    StoreLoad(graph_file, db).cancel()
    assert _triples(db) == ["<urn:a> <urn:b> <urn:c>"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["db", "g.nt"]  # the half-filled folder is gone


def test_background_load_refuses_other_folders_at_once(sample_kg, tmp_path: Path) -> None:
    from paperkg.store import StoreLoad

    graph_file = tmp_path / "g.nt"
    graph_file.write_text(render_rdf(sample_kg, "nt"), encoding="utf-8")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "notes.txt").write_text("keep me")
    with pytest.raises(FileExistsError, match="refusing"):
        StoreLoad(graph_file, tmp_path / "docs")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["docs", "g.nt"]


def test_build_refuses_a_store_folder_that_is_not_a_store_before_working(tmp_path: Path) -> None:
    listing = tmp_path / "listing.txt"
    listing.write_text("Tawa: Warp Specialization\n\nTawa is a compiler.\n\n• 7 authors\n·\nDec 9, 2025\n\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "notes.txt").write_text("keep me")
    out = tmp_path / "out"
    res = CliRunner().invoke(app, ["build", str(listing), "--out", str(out), "--store", f"oxigraph:{tmp_path / 'docs'}", "-q"])
    assert res.exit_code == 2
    assert "not an Oxigraph store" in res.output and "nothing was written" in res.output
    assert not out.exists() and (tmp_path / "docs" / "notes.txt").read_text() == "keep me"


def test_failed_build_keeps_the_old_store(tmp_path: Path, monkeypatch) -> None:
    """An output failing after the store load started: no outputs, the old store untouched, no leftovers."""
    import paperkg.export.nx

    listing = tmp_path / "listing.txt"
    listing.write_text("Tawa: Warp Specialization\n\nTawa is a compiler.\n\n• 7 authors\n·\nDec 9, 2025\n\n")
    out = tmp_path / "out"
    db = write_store("<urn:a> <urn:b> <urn:c> .\n", out / "store")

    def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(paperkg.export.nx, "iter_json", broken)
    from paperkg.build import build

    with pytest.raises(RuntimeError, match="disk on fire"):
        build([listing], out, formats=["ttl", "json"], store=f"oxigraph:{db}")
    assert _triples(db) == ["<urn:a> <urn:b> <urn:c>"]
    assert sorted(p.name for p in out.iterdir()) == ["store"]


@pytest.mark.parametrize("fmt", ["ttl", "nt"])
def test_background_load_follows_a_file_still_being_written(sample_kg, tmp_path: Path, monkeypatch, fmt: str) -> None:
    """The loader reads the file as it grows (and waits at its end) until told it is complete."""
    import time

    import paperkg.store
    from paperkg.store import StoreLoad

    monkeypatch.setattr(paperkg.store, "BATCH_BYTES", 300)  # many pieces, most cut while the file grows
    text = render_rdf(sample_kg, fmt).encode("utf-8")
    graph_file = tmp_path / f"g.{fmt}"
    with graph_file.open("wb", buffering=0) as out:
        loading = StoreLoad(graph_file, tmp_path / "db", still_written=True)
        for start in range(0, len(text), 97):
            out.write(text[start : start + 97])
            time.sleep(0.001)  # the loader reaches the end of what is written many times
    loading.written()
    assert loading.finish() == tmp_path / "db"
    expected = _triples(write_store(sample_kg, tmp_path / "expected"))
    assert _triples(tmp_path / "db") == expected and len(expected) > 50
