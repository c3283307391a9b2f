"""Reader for Hugging Face Daily Papers listings saved as text (``seeds/``).

A listing page starts with a header ("new", "Get trending papers in your
email inbox!", "Subscribe", "Daily Papers", "byAK and the research
community", the page date), then one entry per paper, blocks separated by
blank lines::

    Tawa: Automatic Warp Specialization for Modern GPUs ...   <- title line

    Modern GPUs feature specialized hardware units ...         <- abstract

      • 11 authors                                             <- optional meta
    ·                                                             block: authors
    Dec 9, 2025                                                   or organisation,
                                                                  "·", date and
                                                                  upvotes
A date with no year ("Apr 4 2": April 4, 2 upvotes) stays a partial date
``--04-04``. The record's location is the line of its title.

Examples:
    >>> from paperkg.ingest.problems import Problems
    >>> text = "Daily Papers\\n\\nTawa: Warps\\n\\nWe present Tawa.\\n\\n  • 11 authors\\n·\\nApr 4 2\\n"
    >>> [r] = read_dailypapers(text, "page.txt", Problems())
    >>> r.title, r.location, r.issued, r.author_count, r.upvotes
    ('Tawa: Warps', 'line 3', '--04-04', 11, 2)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from paperkg.ingest.common import make_record, parse_date
from paperkg.ingest.problems import Problems
from paperkg.model import Record

__all__ = ["read_dailypapers", "looks_like_dailypapers"]

#: Lines of the page header (compared case-insensitively), skipped anywhere.
HEADER_LINES: frozenset[str] = frozenset(
    {"new", "get trending papers in your email inbox!", "subscribe", "daily papers", "byak and the research community"}
)

_AUTHORS = re.compile(r"^[•*·-]?\s*(\d+)\s+authors?$", re.IGNORECASE)
_SEPARATOR = "·"
_DATE = re.compile(
    r"^((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:,\s*\d{4})?)(?:\s+(\d+))?$"
)
# Two sentences in one line: "...systems. We present..." (not a title).
_SENTENCE_BREAK = re.compile(r"[a-z0-9)]{2}\.\s+[A-Z]")
_MAX_TITLE = 300


@dataclass
class _Entry:
    title: str
    line: int
    abstract: list[str] = field(default_factory=list)
    issued: str | None = None
    author_count: int | None = None
    upvotes: int | None = None


def looks_like_dailypapers(text: str) -> bool:
    """Whether ``text`` looks like a saved Daily Papers listing.

    Examples:
        >>> looks_like_dailypapers("new\\n\\nDaily Papers\\n\\nMay 19\\n")
        True
        >>> looks_like_dailypapers("T\\n\\nAbstract.\\n\\n  • 3 authors\\n·\\nMay 4, 2017\\n")
        True
        >>> looks_like_dailypapers('{"title": "x"}')
        False
    """
    head = text[:20000]
    if re.search(r"^\s*Daily Papers\s*$", head, re.MULTILINE | re.IGNORECASE):
        return True
    return bool(re.search(r"^\s*•\s*\d+\s+authors?\s*\n\s*·\s*$", head, re.MULTILINE))


def read_dailypapers(text: str, source: str, problems: Problems) -> Iterator[Record]:
    """Yield one :class:`Record` per listing entry of a Daily Papers page.

    Args:
        text: The page as text.
        source: The file name to record (as the user named it).
        problems: Collects skipped entries and warnings.

    Yields:
        Records in page order; entries without a title are reported instead.
    """
    entry: _Entry | None = None
    seen_title = False
    skipped = False  # the entry just rejected: its meta block goes with it
    for line_no, lines in _blocks(text):
        stripped = [ln.strip() for ln in lines]
        if all(ln.lower() in HEADER_LINES for ln in stripped):
            continue
        meta = _meta(stripped)
        if meta is not None:
            if not seen_title:
                continue  # the page's own date in the header
            if entry is None:
                if not skipped:
                    problems.warn(source, f"line {line_no}", "author/date lines without a paper before them (ignored)")
                skipped = False
                continue
            entry.issued, entry.author_count, entry.upvotes = meta
            yield from _finish(entry, source, problems)
            entry = None
            continue
        block = " ".join(ln for ln in stripped if ln)
        if entry is not None and not _title_like(stripped):
            entry.abstract.append(block)  # the abstract (or a further paragraph of it)
        else:
            if entry is not None:
                yield from _finish(entry, source, problems)
            if not _title_like(stripped):
                # a paragraph where a title should be: an entry without a title
                problems.reject(source, f"line {line_no}", "record without title (skipped)")
                entry, skipped = None, True
                continue
            entry, skipped = _Entry(title=block, line=line_no), False
            seen_title = True
    if entry is not None:
        yield from _finish(entry, source, problems)


def _blocks(text: str) -> Iterator[tuple[int, list[str]]]:
    """Runs of non-blank lines with the 1-based number of their first line."""
    current: list[str] = []
    start = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            if not current:
                start = number
            current.append(line)
        elif current:
            yield start, current
            current = []
    if current:
        yield start, current


def _meta(lines: list[str]) -> tuple[str | None, int | None, int | None] | None:
    """``(issued, author_count, upvotes)`` when the block is a meta block."""
    if not (_SEPARATOR in lines or all(_AUTHORS.match(ln) or _DATE.match(ln) for ln in lines)):
        return None
    issued = author_count = upvotes = None
    for line in lines:
        if match := _AUTHORS.match(line):
            author_count = int(match.group(1))
        elif match := _DATE.match(line):
            issued = parse_date(match.group(1))
            upvotes = int(match.group(2)) if match.group(2) else None
        # anything else is an organisation line ("apple Apple"): not recorded
    return issued, author_count, upvotes


def _title_like(lines: list[str]) -> bool:
    if len(lines) != 1:
        return False
    line = lines[0]
    return len(line) <= _MAX_TITLE and not line.endswith(".") and not _SENTENCE_BREAK.search(line)


def _finish(entry: _Entry, source: str, problems: Problems) -> Iterator[Record]:
    record = make_record(
        problems,
        title=entry.title,
        abstract=" ".join(entry.abstract),
        source=source,
        location=f"line {entry.line}",
        issued=entry.issued,
        author_count=entry.author_count,
        upvotes=entry.upvotes,
    )
    if record is not None:
        yield record
