"""Reader for JSON (a list of records, or an object holding one) and JSONL.

Field names accepted (the first present wins):

=============  ===========================================================
field          names
=============  ===========================================================
title          ``title``
abstract       ``abstract``, ``summary``
record id      ``id``, ``arxiv_id``, ``arxivId``, ``paper_id``, ``paperId``, ``doi``
authors        ``authors`` (strings or ``{"name": ...}`` objects, or one string)
date           ``published``, ``publishedAt``, ``published_at``, ``date``, ``issued``, ``year``
link           ``url``, ``link``, ``arxiv_url``, ``abs_url``
upvotes        ``upvotes``
=============  ===========================================================

The Hugging Face daily-papers API shape, where each item wraps a ``paper``
object (``[{"paper": {"id": ..., "title": ..., "summary": ...}, ...}]``), is
read too: the paper's fields win over the wrapper's. A top-level object is
either holds the list under ``papers``, ``results``, ``items``, ``data``,
``entries`` or ``records``, or is one record.

In JSONL a broken line is reported (``file:line``) and skipped; the other
lines are still read.

Examples:
    >>> from paperkg.ingest.problems import Problems
    >>> p = Problems()
    >>> text = '{"paper": {"id": "2510.14719", "title": "Tawa", "summary": "Fast.", "upvotes": 3}}\\n{oops\\n'
    >>> [(r.title, r.arxiv_id, r.upvotes, r.location) for r in read_json(text, "hf.jsonl", p)]
    [('Tawa', '2510.14719', 3, 'line 1')]
    >>> str(p.rejected[0])
    'hf.jsonl:2: broken JSON (skipped): Expecting property name enclosed in double quotes at column 2'
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from paperkg.ingest.common import author_names, make_record, parse_date, to_int
from paperkg.ingest.problems import Problems
from paperkg.model import Record

__all__ = ["read_json"]

_ABSTRACT = ("abstract", "summary")
_ID = ("id", "arxiv_id", "arxivId", "paper_id", "paperId", "doi")
_DATE = ("published", "publishedAt", "published_at", "date", "issued", "year")
_URL = ("url", "link", "arxiv_url", "abs_url")
_LIST_KEYS = ("papers", "results", "items", "data", "entries", "records")


def read_json(text: str, source: str, problems: Problems) -> Iterator[Record]:
    """Yield the records of a JSON document or a JSONL file.

    Args:
        text: The file content.
        source: The file name for records and messages.
        problems: Collects skipped records and warnings.
    """
    if _first_line_parses(text):  # JSONL: one JSON value per line
        yield from _read_lines(text, source, problems)
        return
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        problems.reject(
            source,
            f"line {error.lineno}",
            f"broken JSON (file skipped): {_described(error)}",
            record=False,
        )
        return
    yield from _read_value(data, source, "record {n}", problems)


def _read_value(data: object, source: str, location: str, problems: Problems) -> Iterator[Record]:
    """Records of one JSON value: a record, a list of them, or an object holding a list.

    ``location`` is a template; ``{n}`` is the item's number in a list.
    """
    listed = _wrapped_list(data)
    if listed is not None:
        data = listed
        if "{n}" not in location:
            location += ", record {n}"
    if isinstance(data, list):
        for number, item in enumerate(data, start=1):
            yield from _record(item, source, location.format(n=number), problems)
    else:
        yield from _record(data, source, location.format(n=1), problems)


# Line breaks str.splitlines() knows besides "\n"; text without them is split lazily.
_OTHER_BREAKS = ("\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")


def _lines(text: str) -> Iterator[str]:
    """``text.splitlines()``, one line at a time (a big file is not copied into a list of lines).

    Examples:
        >>> for text in ["", "\\n", "a\\n\\nb", "a\\n", "a\\r\\nb\\u2028c"]:
        ...     assert list(_lines(text)) == text.splitlines()
    """
    if any(brk in text for brk in _OTHER_BREAKS):
        yield from text.splitlines()
        return
    start, size = 0, len(text)
    while start < size:
        end = text.find("\n", start)
        if end < 0:
            end = size
        yield text[start:end]
        start = end + 1


def _first_line_parses(text: str) -> bool:
    for line in _lines(text):
        if line.strip():
            try:
                json.loads(line)
            except json.JSONDecodeError:
                return False
            return True
    return False


def _described(error: json.JSONDecodeError) -> str:
    """What is wrong and the column where it is ("Unterminated string starting at column 7", not "... at at ...").

    Examples:
        >>> try:
        ...     json.loads('{"a": "b')
        ... except json.JSONDecodeError as error:
        ...     _described(error)
        'Unterminated string starting at column 7'
    """
    return f"{error.msg.removesuffix(' at')} at column {error.colno}"


def _read_lines(text: str, source: str, problems: Problems) -> Iterator[Record]:
    for number, line in enumerate(_lines(text), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as error:
            problems.reject(source, f"line {number}", f"broken JSON (skipped): {_described(error)}")
            continue
        template = f"line {number}, record {{n}}" if isinstance(value, list) else f"line {number}"
        yield from _read_value(value, source, template, problems)


def _wrapped_list(data: object) -> list | None:
    """The list of papers an object holds (``{"papers": [...]}``), if it is such a wrapper."""
    if not isinstance(data, dict) or "title" in data or isinstance(data.get("paper"), dict):
        return None
    return next((data[k] for k in _LIST_KEYS if isinstance(data.get(k), list)), None)


def _first(fields: dict, names: tuple[str, ...]) -> object:
    for name in names:
        value = fields.get(name)
        if value not in (None, "", []):
            return value
    return None


def _record(item: object, source: str, location: str, problems: Problems) -> Iterator[Record]:
    if not isinstance(item, dict):
        problems.reject(source, location, f"expected a JSON object, found {type(item).__name__} (skipped)")
        return
    fields = dict(item)
    if isinstance(item.get("paper"), dict):
        fields.update({k: v for k, v in item["paper"].items() if v not in (None, "", [])})
    date = _first(fields, _DATE)
    identifier = _first(fields, _ID)
    authors = author_names(fields.get("authors"))
    record = make_record(
        problems,
        title=fields.get("title"),
        abstract=_first(fields, _ABSTRACT),
        source=source,
        location=location,
        issued=parse_date(str(date)) if date is not None else None,
        authors=authors,
        author_count=to_int(fields.get("author_count")) or (len(authors) or None),
        upvotes=to_int(fields.get("upvotes")),
        identifier=str(identifier) if isinstance(identifier, (str, int)) else None,
        url=_first(fields, _URL),
        arxiv_id=None,
    )
    if record is not None:
        yield record
