"""Helpers every reader shares: dates, arXiv ids, authors, building a Record.

Examples:
    >>> find_arxiv_id("http://arxiv.org/abs/2502.12345v1")
    '2502.12345'
    >>> parse_date("Apr 4")
    '--04-04'
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from paperkg.ingest.cleanup import clean_text
from paperkg.ingest.problems import Problems
from paperkg.model import Record

__all__ = ["MONTHS", "find_arxiv_id", "parse_date", "author_names", "to_int", "make_record"]

#: Month abbreviations (lowercase, three letters) -> month number.
MONTHS: dict[str, int] = {
    m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1)
}

# New style "2502.12345" (4.4 or 4.5 digits) and old style "cs/0112017",
# "math.AG/0601001", optionally behind "arXiv:" or an arxiv.org URL, with an
# optional version suffix that is dropped.
_ARXIV_NEW = r"\d{4}\.\d{4,5}"
_ARXIV_OLD = r"[a-z][a-z-]*(?:\.[A-Z]{2})?/\d{7}"
_ARXIV_ID = re.compile(rf"^(?:arxiv:\s*)?({_ARXIV_NEW}|{_ARXIV_OLD})(?:v\d+)?$", re.IGNORECASE)
_ARXIV_PREFIX = r"(?:arxiv\.org/(?:abs|pdf|html)/|huggingface\.co/papers/|10\.48550/arxiv\.|arxiv:\s*)"
_ARXIV_URL = re.compile(rf"{_ARXIV_PREFIX}({_ARXIV_NEW}|{_ARXIV_OLD})(?:v\d+)?", re.IGNORECASE)

_ISO_DATE = re.compile(r"^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ].*)?$")
_MONTH_DAY_YEAR = re.compile(r"^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?$")
_DAY_MONTH_YEAR = re.compile(r"^(\d{1,2})\s+([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})$")
_MONTH_YEAR = re.compile(r"^([A-Za-z]{3})[a-z]*\.?,?\s+(\d{4})$")


def find_arxiv_id(*texts: str | None) -> str | None:
    """The first arXiv id (without version) in an id, ``arXiv:`` string or URL.

    Args:
        *texts: Candidate strings, tried in order; ``None`` is skipped.

    Returns:
        The id (``"2502.12345"``, ``"cs/0112017"``) or ``None``.

    Examples:
        >>> find_arxiv_id("2502.12345")
        '2502.12345'
        >>> find_arxiv_id("arXiv:2502.12345v2")
        '2502.12345'
        >>> find_arxiv_id(None, "https://arxiv.org/pdf/2401.00001v3.pdf")
        '2401.00001'
        >>> find_arxiv_id("cs/0112017v1")
        'cs/0112017'
        >>> find_arxiv_id("http://arxiv.org/abs/math.AG/0601001")
        'math.AG/0601001'
        >>> find_arxiv_id("10.1145/3600006.3613165") is None
        True
    """
    for text in texts:
        if not text:
            continue
        text = str(text).strip()
        match = _ARXIV_ID.match(text) or _ARXIV_URL.search(text)
        if match:
            return match.group(1)
    return None


def parse_date(text: str | None, *, month: str | None = None) -> str | None:
    """Normalise a date to ``YYYY-MM-DD``, ``YYYY-MM``, ``YYYY`` or ``--MM-DD``.

    A date without a year stays partial (``xsd:gMonthDay``); no year is ever
    invented.

    Args:
        text: The date as written, or a year when ``month`` is given.
        month: A BibTeX-style month ("feb", "February", "2") to go with a year.

    Returns:
        The normalised date, or ``None`` when it cannot be read.

    Examples:
        >>> parse_date("Dec 9, 2025")
        '2025-12-09'
        >>> parse_date("2025-02-17T03:04:05.000Z")
        '2025-02-17'
        >>> parse_date("9 December 2025")
        '2025-12-09'
        >>> parse_date("2024", month="feb")
        '2024-02'
        >>> parse_date("Feb 30") is None
        True
    """
    if text is None:
        return None
    text = str(text).strip()
    if month and re.fullmatch(r"\d{4}", text):
        m = _month_number(month)
        return f"{text}-{m:02d}" if m else text
    if match := _ISO_DATE.match(text):
        year, mon, day = match.groups()
        return _format(int(year), int(mon) if mon else None, int(day) if day else None)
    if match := _MONTH_DAY_YEAR.match(text):
        mon, day, year = match.groups()
        return _format(int(year) if year else None, _month_number(mon), int(day))
    if match := _DAY_MONTH_YEAR.match(text):
        day, mon, year = match.groups()
        return _format(int(year), _month_number(mon), int(day))
    if match := _MONTH_YEAR.match(text):
        mon, year = match.groups()
        return _format(int(year), _month_number(mon), None)
    return None


def _month_number(text: str) -> int | None:
    text = text.strip().lower()
    if text.isdigit():
        return int(text) if 1 <= int(text) <= 12 else None
    return MONTHS.get(text[:3])


_DAYS_IN_MONTH = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _format(year: int | None, month: int | None, day: int | None) -> str | None:
    if month is not None and not 1 <= month <= 12:
        return None
    if day is not None and (month is None or not 1 <= day <= _DAYS_IN_MONTH[month - 1]):
        return None
    if year is None:
        return f"--{month:02d}-{day:02d}" if month and day else None
    if year == 0 or (day == 29 and month == 2 and not (year % 4 == 0 and (year % 100 != 0 or year % 400 == 0))):
        return None
    if month is None:
        return f"{year:04d}"
    if day is None:
        return f"{year:04d}-{month:02d}"
    return f"{year:04d}-{month:02d}-{day:02d}"


def author_names(value: object) -> tuple[str, ...]:
    """Author names from a string, a list of strings or ``{"name": ...}`` objects.

    Examples:
        >>> author_names([{"name": "Ada Lovelace"}, "Alan  Turing", {"user": "x"}])
        ('Ada Lovelace', 'Alan Turing')
        >>> author_names("Ada Lovelace and Alan Turing")
        ('Ada Lovelace', 'Alan Turing')
    """
    if value is None:
        return ()
    if isinstance(value, str):
        items: Iterable[object] = re.split(r"\s+and\s+|;", value)
    elif isinstance(value, (list, tuple)):
        items = value
    else:
        items = [value]
    names = []
    for item in items:
        if isinstance(item, dict):
            item = item.get("name") or item.get("fullname") or item.get("full_name")
        if isinstance(item, str) and (name := clean_text(item)):
            names.append(name)
    return tuple(names)


def to_int(value: object) -> int | None:
    """An int from an int or a numeric string; ``None`` otherwise.

    Examples:
        >>> to_int("12"), to_int(3), to_int("many"), to_int(True)
        (12, 3, None, None)
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def make_record(
    problems: Problems,
    *,
    title: object,
    abstract: object,
    source: str,
    location: str,
    issued: str | None = None,
    authors: tuple[str, ...] = (),
    author_count: int | None = None,
    upvotes: int | None = None,
    identifier: object = None,
    url: object = None,
    arxiv_id: str | None = None,
) -> Record | None:
    """Clean the text fields and build a :class:`Record`, or reject it.

    A record without a title is rejected; one without an abstract is kept
    (it becomes a paper with no extracted facts) and a warning is reported.

    Examples:
        >>> p = Problems()
        >>> r = make_record(p, title="Tawa", abstract="1.1times faster", source="a.json",
        ...                 location="record 1", url="https://arxiv.org/abs/2510.14719v2")
        >>> r.abstract, r.arxiv_id
        ('1.1× faster', '2510.14719')
        >>> make_record(p, title=" ", abstract="x", source="a.json", location="record 2") is None
        True
        >>> str(p.rejected[0])
        'a.json: record 2: record without title (skipped)'
    """
    title_text = clean_text(title) if isinstance(title, str) else ""
    if not title_text:
        problems.reject(source, location, "record without title (skipped)")
        return None
    abstract_text = clean_text(abstract) if isinstance(abstract, str) else ""
    if not abstract_text:
        problems.warn(source, location, f"no abstract for {_short(title_text)!r} (kept, nothing to extract)")
    ident = str(identifier).strip() if identifier not in (None, "") else None
    link = str(url).strip() if isinstance(url, str) and url.strip() else None
    if authors and author_count is None:
        author_count = len(authors)
    return Record(
        title=title_text,
        abstract=abstract_text,
        source=source,
        location=location,
        issued=issued,
        author_count=author_count,
        authors=authors,
        upvotes=upvotes,
        identifier=ident,
        arxiv_id=arxiv_id or find_arxiv_id(ident, link),
        url=link,
    )


def _short(text: str, width: int = 60) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"
