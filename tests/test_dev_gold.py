"""Format of the development gold sets ``benchmarks/gold/dev.jsonl`` and ``dev2.jsonl`` to ``dev17.jsonl`` (see ``DEV.md``).

Only the shape of the annotation is checked here (fields, allowed values,
evidence copied from the abstract); extraction quality on them is measured with
``paperkg evaluate benchmarks/gold/dev.jsonl`` and held to floors in ``test_evaluate.py``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: each development file with the prefix of its row ids (D001, D002, ... and E001, ...; two letters from dev26 on: AA001)
DEV_FILES = {ROOT / "benchmarks" / "gold" / "dev.jsonl": "D", ROOT / "benchmarks" / "gold" / "dev2.jsonl": "E",
             ROOT / "benchmarks" / "gold" / "dev3.jsonl": "F",
             ROOT / "benchmarks" / "gold" / "dev4.jsonl": "G",
             ROOT / "benchmarks" / "gold" / "dev5.jsonl": "H",
             ROOT / "benchmarks" / "gold" / "dev6.jsonl": "I",
             ROOT / "benchmarks" / "gold" / "dev7.jsonl": "J",
             ROOT / "benchmarks" / "gold" / "dev8.jsonl": "K",
             ROOT / "benchmarks" / "gold" / "dev9.jsonl": "L",
             ROOT / "benchmarks" / "gold" / "dev10.jsonl": "M",
             ROOT / "benchmarks" / "gold" / "dev11.jsonl": "N",
             ROOT / "benchmarks" / "gold" / "dev12.jsonl": "P",
             ROOT / "benchmarks" / "gold" / "dev13.jsonl": "Q",
             ROOT / "benchmarks" / "gold" / "dev14.jsonl": "R",
             ROOT / "benchmarks" / "gold" / "dev15.jsonl": "T",
             ROOT / "benchmarks" / "gold" / "dev16.jsonl": "U",
             ROOT / "benchmarks" / "gold" / "dev17.jsonl": "V",
             ROOT / "benchmarks" / "gold" / "dev18.jsonl": "W",
             ROOT / "benchmarks" / "gold" / "dev19.jsonl": "X",
             ROOT / "benchmarks" / "gold" / "dev20.jsonl": "Y",
             ROOT / "benchmarks" / "gold" / "dev21.jsonl": "Z",
             ROOT / "benchmarks" / "gold" / "dev22.jsonl": "A",
             ROOT / "benchmarks" / "gold" / "dev23.jsonl": "B",
             ROOT / "benchmarks" / "gold" / "dev24.jsonl": "C",
             ROOT / "benchmarks" / "gold" / "dev25.jsonl": "O",
             ROOT / "benchmarks" / "gold" / "dev26.jsonl": "AA",
             ROOT / "benchmarks" / "gold" / "dev27.jsonl": "AB",
             ROOT / "benchmarks" / "gold" / "dev28.jsonl": "AC",
             ROOT / "benchmarks" / "gold" / "dev29.jsonl": "AD",
             ROOT / "benchmarks" / "gold" / "dev30.jsonl": "AE",
             ROOT / "benchmarks" / "gold" / "dev31.jsonl": "AF",
             ROOT / "benchmarks" / "gold" / "dev32.jsonl": "AG"}
GUIDELINE = ROOT / "benchmarks" / "gold" / "GUIDELINE.md"

ROW_FIELDS = ("id", "title", "systems", "techniques", "hardware", "hardware_classes", "baselines",
              "comparisons", "notes", "abstract")
COMPARISON_FIELDS = ("subject", "baseline", "metric", "value", "value_max", "unit", "qualifier", "direction",
                     "hardware", "evidence")
METRICS = {"speedup", "throughput", "latency", "memory", "accuracy", "cost", "energy", "communication", "scale",
           "utilization", "other"}
QUALIFIERS = {None, "up to", "average", "geomean", "max", "about", "at least"}
DIRECTIONS = {"better", "worse", "parity"}
HARDWARE_CLASSES = {"gpu", "cpu", "fpga", "tpu", "npu", "asic", "iot-processor", "cluster"}
HARDWARE_ID = re.compile(r"^[a-z0-9]+(?:[-.][a-z0-9]+)*$")


def _rows(path: Path) -> list[dict]:
    rows = []
    for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as exc:  # pragma: no cover - reported as a failure
                pytest.fail(f"{path}, line {lineno}: {exc.msg}")
    return rows


ROWS_BY_FILE = {path: _rows(path) for path in DEV_FILES}
ROWS = [row for rows in ROWS_BY_FILE.values() for row in rows]


def _guideline_techniques() -> set[str]:
    """The technique ids of the guideline's table (first column of its rows)."""
    text = GUIDELINE.read_text(encoding="utf-8")
    return set(re.findall(r"^\| ([a-z][a-z-]+) \|", text, flags=re.MULTILINE)) - {"id"}


def test_allowed_sets_are_the_guideline_s() -> None:
    text = GUIDELINE.read_text(encoding="utf-8")
    assert len(_guideline_techniques()) == 26
    for word in METRICS | {q for q in QUALIFIERS if q} | DIRECTIONS | HARDWARE_CLASSES:
        assert f'"{word}"' in text or f"{word}," in text or f"{word}." in text, word


@pytest.mark.parametrize("path", list(DEV_FILES), ids=[p.name for p in DEV_FILES])
def test_ids_are_sequential(path: Path) -> None:
    rows = ROWS_BY_FILE[path]
    assert len(rows) >= 40
    assert [r["id"] for r in rows] == [f"{DEV_FILES[path]}{i:03d}" for i in range(1, len(rows) + 1)]


def test_titles_are_unique_across_the_files() -> None:
    titles = [r["title"].lower() for r in ROWS]
    assert len(set(titles)) == len(titles)


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_row_follows_the_guideline(row: dict) -> None:
    techniques = _guideline_techniques()
    assert set(row) == set(ROW_FIELDS), set(row) ^ set(ROW_FIELDS)
    assert row["title"].strip() and len(row["abstract"]) > 200
    for key in ("systems", "techniques", "hardware", "hardware_classes", "baselines"):
        assert isinstance(row[key], list) and len(set(row[key])) == len(row[key]), key
        assert all(isinstance(x, str) and x.strip() == x and x for x in row[key]), key
    assert set(row["techniques"]) <= techniques, set(row["techniques"]) - techniques
    assert all(HARDWARE_ID.match(h) for h in row["hardware"]), row["hardware"]
    assert set(row["hardware_classes"]) <= HARDWARE_CLASSES
    assert isinstance(row["notes"], str)
    # a clean Unicode abstract, as the ingest cleanup leaves it
    assert not re.search(r"\$(?!\d)", row["abstract"]) and "\\" not in row["abstract"]  # no LaTeX; "$300" is a price


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_comparisons_follow_the_guideline(row: dict) -> None:
    for c in row["comparisons"]:
        assert set(COMPARISON_FIELDS) <= set(c), set(COMPARISON_FIELDS) - set(c)
        extra = set(c) - set(COMPARISON_FIELDS)
        if c["baseline"] is None:
            assert extra == {"baseline_text"}, extra  # unnamed baselines carry their words (or null)
            assert c["baseline_text"] is None or c["baseline_text"] in c["evidence"] or c["baseline_text"] in row["abstract"]
        else:
            assert not extra, extra
            assert c["baseline"] in row["baselines"], c["baseline"]
        assert c["metric"] in METRICS
        assert c["qualifier"] in QUALIFIERS
        assert c["direction"] in DIRECTIONS
        assert c["hardware"] is None or c["hardware"] in row["hardware"], c["hardware"]
        assert c["value"] is None or isinstance(c["value"], float)
        assert c["value_max"] is None or (isinstance(c["value_max"], float) and c["value"] is not None
                                          and c["value_max"] > c["value"])
        assert c["unit"] is None or (isinstance(c["unit"], str) and c["value"] is not None)
        assert c["evidence"] and c["evidence"] in row["abstract"], c["evidence"][:80]


@pytest.mark.parametrize("path", list(DEV_FILES), ids=[p.name for p in DEV_FILES])
def test_the_json_reader_reads_every_row(path: Path) -> None:
    """``paperkg evaluate`` builds from the file itself: the JSONL reader must see title and abstract."""
    from paperkg.ingest.jsonrecords import read_json
    from paperkg.ingest.problems import Problems

    problems = Problems()
    records = list(read_json(path.read_text(encoding="utf-8"), path.name, problems))
    assert not problems.rejected
    assert [(r.title, r.abstract) for r in records] == [(row["title"], row["abstract"]) for row in ROWS_BY_FILE[path]]
