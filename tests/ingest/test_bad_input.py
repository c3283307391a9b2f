"""Bad input: each case names the file (and line or record), and the rest is still read."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from paperkg.ingest import load_papers

from .helpers import MIXED_KEYS, copy_mixed_inputs

GOOD_KEYS = set(MIXED_KEYS)


@pytest.fixture
def inputs(tmp_path: Path) -> Path:
    return copy_mixed_inputs(tmp_path)


def load(folder: Path):
    result = load_papers([folder])
    assert GOOD_KEYS <= {p.key for p in result.papers}
    return result


def messages(problems) -> list[str]:
    return [str(p) for p in problems]


def test_empty_file(inputs: Path) -> None:
    (inputs / "empty.jsonl").write_bytes(b"")
    (inputs / "blank.txt").write_text("\n  \n\t\n")
    result = load(inputs)
    assert messages(result.rejected) == [
        f"{(inputs / 'blank.txt').as_posix()}: empty file (skipped)",
        f"{(inputs / 'empty.jsonl').as_posix()}: empty file (skipped)",
    ]


def test_binary_file(inputs: Path) -> None:
    (inputs / "figure.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4)
    (inputs / "dump.json").write_bytes(bytes(range(1, 32)) * 100)
    result = load(inputs)
    assert messages(result.rejected) == [
        f"{(inputs / 'dump.json').as_posix()}: binary file, not text (skipped)",
        f"{(inputs / 'figure.png').as_posix()}: binary file, not text (skipped)",
    ]


def test_non_utf8_text_is_decoded_with_a_warning(inputs: Path) -> None:
    listing = (
        "Daily Papers\n\nNaïve Caching Considered Harmful\n\n"
        "We show that naïve caching wastes 30% of memory – and fix it with Über-Cache, 2times faster.\n\n"
        "  • 2 authors\n·\nMar 3, 2024\n"
    )
    (inputs / "latin.txt").write_bytes(listing.encode("cp1252"))
    result = load(inputs)
    [paper] = [p for p in result.papers if p.title.startswith("Naïve")]
    assert paper.abstract == "We show that naïve caching wastes 30% of memory – and fix it with Über-Cache, 2× faster."
    assert result.rejected == []
    assert messages(result.warnings) == [
        f"{(inputs / 'latin.txt').as_posix()}: not valid UTF-8 (byte 0xef at offset 16); decoded as cp1252"
    ]


def test_broken_json_line(inputs: Path) -> None:
    (inputs / "more.jsonl").write_text(
        '{"title": "Kept One", "abstract": "First."}\n'
        '{"title": "Broken", "abstract": "no closing brace"\n'
        '{"title": "Kept Two", "abstract": "Third."}\n'
    )
    result = load(inputs)
    assert {"kept-one", "kept-two"} <= {p.key for p in result.papers}
    assert messages(result.rejected) == [
        f"{(inputs / 'more.jsonl').as_posix()}:2: broken JSON (skipped): Expecting ',' delimiter at column 51"
    ]
    assert result.records_read == 9 + 3  # the broken line counts as a record read (and rejected)


def test_record_without_title(inputs: Path) -> None:
    (inputs / "untitled.json").write_text('[\n {"abstract": "No title here."},\n {"title": "  ", "summary": "Blank."}\n]\n')
    (inputs / "untitled.jsonl").write_text('{"title": "Fine", "abstract": "x"}\n{"summary": "No title."}\n')
    result = load(inputs)
    assert messages(result.rejected) == [
        f"{(inputs / 'untitled.json').as_posix()}: record 1: record without title (skipped)",
        f"{(inputs / 'untitled.json').as_posix()}: record 2: record without title (skipped)",
        f"{(inputs / 'untitled.jsonl').as_posix()}:2: record without title (skipped)",
    ]
    assert len(result.papers) == 6
    assert result.records_read - len(result.papers) - 3 == result.duplicates_merged


def test_record_without_abstract_is_kept(inputs: Path) -> None:
    (inputs / "bare.jsonl").write_text('{"title": "A Paper Without Abstract", "id": "2501.00002"}\n')
    result = load(inputs)
    [paper] = [p for p in result.papers if p.key == "2501.00002"]
    assert paper.abstract == "" and paper.title == "A Paper Without Abstract"
    assert result.rejected == []
    assert messages(result.warnings) == [
        f"{(inputs / 'bare.jsonl').as_posix()}:1: no abstract for 'A Paper Without Abstract' (kept, nothing to extract)"
    ]


def test_unknown_format(inputs: Path) -> None:
    (inputs / "table.csv").write_text("title,abstract\nA,B\n")
    (inputs / "notes.txt").write_text("Remember to read these papers next week.\n")
    result = load(inputs)
    assert messages(result.rejected) == [
        f"{(inputs / name).as_posix()}: unknown format: not a Daily Papers listing, JSON, JSONL, arXiv Atom or BibTeX "
        "(skipped; --input-format forces a reader)"
        for name in ("notes.txt", "table.csv")
    ]


def test_missing_file(inputs: Path) -> None:
    result = load_papers([inputs, inputs / "nope.jsonl"])
    assert GOOD_KEYS <= {p.key for p in result.papers}
    assert messages(result.rejected) == [f"{(inputs / 'nope.jsonl').as_posix()}: no such file or directory"]


def test_abstract_of_several_megabytes(inputs: Path) -> None:
    sentence = "Our system reaches up to 1.1times speedup over cuBLAS with $\\sim$3 GPUs on NVIDIA H100. "
    big = sentence * 60_000  # about 5 MB
    other = "Memory use falls by 40% when pages are shared between requests in the serving engine. " * 60_000
    (inputs / "huge.jsonl").write_text(
        '{"title": "A Very Long Abstract", "abstract": "' + big.replace("\\", "\\\\") + '"}\n'
        '{"title": "Another Long One", "abstract": "' + other + '"}\n'
    )
    started = time.perf_counter()
    result = load(inputs)
    assert time.perf_counter() - started < 60
    [paper] = [p for p in result.papers if p.title == "A Very Long Abstract"]
    assert len(paper.abstract) > 4_500_000
    assert paper.abstract.startswith("Our system reaches up to 1.1× speedup over cuBLAS with ~3 GPUs on NVIDIA H100.")
    [other_paper] = [p for p in result.papers if p.title == "Another Long One"]
    assert len(other_paper.abstract) > 4_500_000
    assert result.rejected == [] and result.warnings == []
