"""Shared reader helpers: arXiv ids, dates, authors, record building."""

from __future__ import annotations

import pytest

from paperkg.ingest import Problems
from paperkg.ingest.common import author_names, find_arxiv_id, make_record, parse_date


@pytest.mark.parametrize(
    ("text", "arxiv_id"),
    [
        ("2502.12345", "2502.12345"),
        ("2502.12345v2", "2502.12345"),
        ("arXiv:2502.12345v2", "2502.12345"),
        ("arxiv: 1909.08053", "1909.08053"),
        ("http://arxiv.org/abs/2502.12345v1", "2502.12345"),
        ("https://arxiv.org/pdf/2401.00001v3.pdf", "2401.00001"),
        ("https://huggingface.co/papers/2510.14719", "2510.14719"),
        ("10.48550/arXiv.2510.14719", "2510.14719"),
        ("arXiv preprint arXiv:2104.12369", "2104.12369"),
        ("cs/0112017", "cs/0112017"),
        ("cs/0112017v1", "cs/0112017"),
        ("http://arxiv.org/abs/hep-th/9901001v2", "hep-th/9901001"),
        ("math.AG/0601001", "math.AG/0601001"),
        ("0704.0001", "0704.0001"),
        ("10.1145/3600006.3613165", None),
        ("https://dl.acm.org/doi/10.1145/3600006.3613165", None),
        ("tawa25", None),
        ("12345.6789", None),
        ("", None),
    ],
)
def test_find_arxiv_id(text: str, arxiv_id: str | None) -> None:
    assert find_arxiv_id(text) == arxiv_id


@pytest.mark.parametrize(
    ("text", "issued"),
    [
        ("Dec 9, 2025", "2025-12-09"),
        ("Apr 4", "--04-04"),
        ("Sept 22", "--09-22"),
        ("2025-02-17T18:59:59Z", "2025-02-17"),
        ("2025-02-17", "2025-02-17"),
        ("2001-12", "2001-12"),
        ("2019", "2019"),
        ("9 December 2025", "2025-12-09"),
        ("February 2024", "2024-02"),
        ("Feb 30", None),
        ("Feb 29, 2023", None),
        ("Feb 29, 2024", "2024-02-29"),
        ("2025-13-01", None),
        ("soon", None),
        (None, None),
    ],
)
def test_parse_date(text: str | None, issued: str | None) -> None:
    assert parse_date(text) == issued


def test_parse_date_with_bibtex_month() -> None:
    assert parse_date("2023", month="jul") == "2023-07"
    assert parse_date("2023", month="7") == "2023-07"
    assert parse_date("2023", month="July") == "2023-07"
    assert parse_date("2023", month="nonsense") == "2023"


def test_author_names() -> None:
    assert author_names(["A  B", {"name": "C D"}, {"fullname": "E F"}, 3, None]) == ("A B", "C D", "E F")
    assert author_names("A B and C D; E F") == ("A B", "C D", "E F")
    assert author_names(None) == ()


def test_make_record_cleans_and_reports() -> None:
    problems = Problems()
    rec = make_record(problems, title="  A\n title ", abstract=None, source="s.json", location="record 4")
    assert (rec.title, rec.abstract) == ("A title", "")
    assert [str(p) for p in problems.warnings] == ["s.json: record 4: no abstract for 'A title' (kept, nothing to extract)"]
    assert make_record(problems, title=None, abstract="x", source="s.json", location="record 5") is None
    assert make_record(problems, title=["not", "text"], abstract="x", source="s.json", location="record 6") is None
    assert [str(p) for p in problems.rejected] == [
        "s.json: record 5: record without title (skipped)",
        "s.json: record 6: record without title (skipped)",
    ]
    assert problems.rejected_records == 2
