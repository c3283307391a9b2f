"""Reader for arXiv API Atom feeds (``http://export.arxiv.org/api/query?...``).

Each ``entry`` gives one record: ``title``, ``summary`` (the abstract),
``author/name``, ``published`` and ``id`` (``http://arxiv.org/abs/2502.12345v1``,
from which the arXiv id is taken without its version); the ``alternate`` link
is the record's URL. Parsing is done by feedparser; a feed whose XML is
broken is still read as far as feedparser gets, with a warning.

Examples:
    >>> from paperkg.ingest.problems import Problems
    >>> feed = '''<feed xmlns="http://www.w3.org/2005/Atom"><entry>
    ...   <id>http://arxiv.org/abs/2510.14719v2</id><published>2025-10-16T14:20:00Z</published>
    ...   <title>Tawa:
    ...     Automatic Warp Specialization</title>
    ...   <summary>Up to 1.1$\\\\times$ speedup.</summary>
    ...   <author><name>Ada Lovelace</name></author></entry></feed>'''
    >>> [r] = read_atom(feed, "q.atom", Problems())
    >>> r.title, r.abstract, r.arxiv_id, r.issued, r.authors, r.location
    ('Tawa: Automatic Warp Specialization', 'Up to 1.1× speedup.', '2510.14719', '2025-10-16', ('Ada Lovelace',), 'entry 1')
"""

from __future__ import annotations

import html
import io
import re
from collections.abc import Iterator

from paperkg.ingest.common import author_names, make_record, parse_date
from paperkg.ingest.problems import Problems
from paperkg.model import Record

__all__ = ["read_atom"]

_XML_ENCODING = re.compile(r"""^(\s*<\?xml[^>]*?encoding\s*=\s*)["'][^"']*["']""")
_TAG = re.compile(r"<[^>]{0,2000}>")


def read_atom(text: str, source: str, problems: Problems) -> Iterator[Record]:
    """Yield one record per ``entry`` of an Atom feed.

    Args:
        text: The feed (already decoded).
        source: The file name for records and messages.
        problems: Collects skipped entries and warnings.
    """
    import feedparser

    # the text is decoded already: make the XML declaration say so
    data = _XML_ENCODING.sub(r'\1"utf-8"', text, count=1).encode("utf-8")
    feed = feedparser.parse(io.BytesIO(data))
    if feed.bozo and not feed.entries:
        problems.reject(source, "", f"not a readable Atom feed: {_reason(feed)} (skipped)", record=False)
        return
    if not feed.entries:
        problems.reject(source, "", "no Atom entries found (skipped)", record=False)
        return
    if feed.bozo:
        problems.warn(source, "", f"XML problem: {_reason(feed)} (entries before it were read)")
    for number, entry in enumerate(feed.entries, start=1):
        record = make_record(
            problems,
            title=entry.get("title"),
            abstract=_plain(entry, "summary"),
            source=source,
            location=f"entry {number}",
            issued=parse_date(entry.get("published") or entry.get("updated")),
            authors=author_names(entry.get("authors")),
            identifier=entry.get("id"),
            url=_alternate(entry),
        )
        if record is not None:
            yield record


def _reason(feed) -> str:
    error = feed.get("bozo_exception")
    line = getattr(error, "getLineNumber", lambda: None)()
    message = getattr(error, "getMessage", lambda: str(error))()
    return f"{message} at line {line}" if line else str(message)


def _plain(entry, name: str) -> str | None:
    value = entry.get(name)
    if not isinstance(value, str):
        return None
    detail = entry.get(f"{name}_detail") or {}
    if "html" in (detail.get("type") or ""):
        value = html.unescape(_TAG.sub(" ", value))
    return value


def _alternate(entry) -> str | None:
    for link in entry.get("links") or ():
        if link.get("rel") == "alternate" and link.get("href"):
            return link["href"]
    return entry.get("link")
