"""Choosing a reader, walking folders, standard input, --input-format."""

from __future__ import annotations

import io
import shutil

import pytest

from paperkg.ingest import load_papers
from paperkg.ingest.detect import choose_format, normalize_format, sniff_format

from .helpers import FIXTURES

FORMATS = FIXTURES / "formats"


@pytest.mark.parametrize(
    ("name", "fmt"),
    [
        ("hf_api.json", "json"),
        ("scholar_export.json", "json"),
        ("dump.jsonl", "json"),
        ("arxiv_api.atom", "atom"),
        ("zotero_library.bib", "bibtex"),
    ],
)
def test_fixtures_are_sniffed(name: str, fmt: str) -> None:
    assert sniff_format((FORMATS / name).read_text(encoding="utf-8")) == fmt


def test_content_beats_extension() -> None:
    assert choose_format((FORMATS / "zotero_library.bib").read_text(), "export.txt") == "bibtex"
    assert choose_format((FIXTURES / "mixed" / "listing.txt").read_text(), "page.dat") == "dailypapers"
    assert choose_format("% only a comment", "library.bib") == "bibtex"
    assert choose_format("plain prose, no structure", "notes.txt") is None
    assert choose_format("a,b\n1,2\n", "table.csv") is None


def test_format_names() -> None:
    assert [normalize_format(n) for n in ("JSONL", "bib", "xml", "daily", "json")] == [
        "jsonl",
        "bibtex",
        "atom",
        "dailypapers",
        "json",
    ]
    with pytest.raises(ValueError, match="unknown input format 'csv'; choose from dailypapers, json"):
        normalize_format("csv")


def test_folders_are_walked_recursively_in_sorted_order(tmp_path) -> None:
    (tmp_path / "b" / "deeper").mkdir(parents=True)
    (tmp_path / ".hidden").mkdir()
    shutil.copy(FORMATS / "dump.jsonl", tmp_path / "b" / "deeper" / "z.jsonl")
    shutil.copy(FORMATS / "hf_api.json", tmp_path / "a.json")
    shutil.copy(FORMATS / "arxiv_api.atom", tmp_path / ".hidden" / "skipped.atom")
    (tmp_path / ".DS_Store").write_bytes(b"\x00\x00\x00\x01Bud1")
    result = load_papers([tmp_path])
    sources = sorted({s for p in result.papers for s in p.sources})
    assert sources == [(tmp_path / "a.json").as_posix(), (tmp_path / "b/deeper/z.jsonl").as_posix()]
    assert result.records_read == 5 and result.rejected == []


def test_skipped_folders_are_not_walked_unless_named(tmp_path, monkeypatch) -> None:
    (tmp_path / "out" / "store").mkdir(parents=True)
    shutil.copy(FORMATS / "hf_api.json", tmp_path / "hf.json")
    shutil.copy(FORMATS / "dump.jsonl", tmp_path / "out" / "z.jsonl")
    shutil.copy(FORMATS / "arxiv_api.atom", tmp_path / "out" / "store" / "a.atom")
    (tmp_path / "outer.jsonl").write_text((FORMATS / "dump.jsonl").read_text())  # a prefix of "out" is not inside it
    monkeypatch.chdir(tmp_path)

    def sources(inputs, skip):
        return sorted({s for p in load_papers(inputs, skip=skip).papers for s in p.sources})

    assert sources(["."], ["out"]) == ["hf.json", "outer.jsonl"]
    assert sources([tmp_path], [tmp_path / "out" / "store"]) == sorted(
        (tmp_path / name).as_posix() for name in ("hf.json", "out/z.jsonl", "outer.jsonl")
    )
    # a skipped folder named as an input, or the input itself, is read
    assert sources(["out"], ["out"]) == ["out/store/a.atom", "out/z.jsonl"]
    assert sources(["out/z.jsonl"], ["out"]) == ["out/z.jsonl"]


def test_sources_keep_the_folder_as_named(tmp_path, monkeypatch) -> None:
    (tmp_path / "in").mkdir()
    shutil.copy(FORMATS / "hf_api.json", tmp_path / "in" / "hf.json")
    monkeypatch.chdir(tmp_path)
    assert load_papers(["in"]).papers[0].sources == ("in/hf.json",)
    assert load_papers(["in/hf.json"]).papers[0].sources == ("in/hf.json",)


def test_stdin() -> None:
    text = (FORMATS / "dump.jsonl").read_text()
    result = load_papers(["-"], stdin=io.StringIO(text))
    assert [p.arxiv_id for p in result.papers] == ["2105.13120", "2510.14719", "cs/0112017"]
    assert result.papers[0].sources == ("<stdin>",)


def test_stdin_bytes_with_fallback_encoding() -> None:
    class Binary(io.TextIOWrapper):
        pass

    stream = Binary(io.BytesIO('{"title": "Naïve", "abstract": "Über"}\n'.encode("cp1252")), encoding="utf-8")
    result = load_papers(["-"], stdin=stream)
    assert [(p.title, p.abstract) for p in result.papers] == [("Naïve", "Über")]
    assert [str(w) for w in result.warnings] == ["<stdin>: not valid UTF-8 (byte 0xef at offset 13); decoded as cp1252"]


def test_input_format_overrides_detection(tmp_path) -> None:
    plain = tmp_path / "plain.txt"
    plain.write_text("Alpha: A Compiler\n\nWe present Alpha. It is fast.\n")
    assert load_papers([plain]).papers == []
    [paper] = load_papers([plain], input_format="dailypapers").papers
    assert paper.title == "Alpha: A Compiler"
    with pytest.raises(ValueError, match="unknown input format"):
        load_papers([plain], input_format="csv")
