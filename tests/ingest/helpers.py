"""Paths shared by the ingest tests."""

from __future__ import annotations

import shutil
from pathlib import Path

__all__ = ["ROOT", "FIXTURES", "MIXED_KEYS", "copy_mixed_inputs"]

#: The repository root.
ROOT = Path(__file__).resolve().parents[2]
#: tests/fixtures/ingest
FIXTURES = ROOT / "tests" / "fixtures" / "ingest"

#: The papers of the mixed fixture folder; every bad-input run must still hold them all.
MIXED_KEYS = frozenset({"1909.08053", "2105.13120", "2410.12168", "2502.19811", "2510.14719"})


def copy_mixed_inputs(tmp_path: Path) -> Path:
    """A writable copy of the mixed fixture folder (Daily Papers text, JSON, JSONL, Atom, BibTeX)."""
    folder = tmp_path / "inputs"
    shutil.copytree(FIXTURES / "mixed", folder)
    return folder
