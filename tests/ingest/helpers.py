"""Paths shared by the ingest tests."""

from __future__ import annotations

from pathlib import Path

__all__ = ["ROOT", "FIXTURES"]

#: The repository root.
ROOT = Path(__file__).resolve().parents[2]
#: tests/fixtures/ingest
FIXTURES = ROOT / "tests" / "fixtures" / "ingest"
