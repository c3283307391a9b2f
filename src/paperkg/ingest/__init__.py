"""Ingest: read paper listings in any supported format, clean them, merge duplicates.

The entry point is :func:`load_papers`. Accepted inputs, alone or mixed, as
files, folders (walked recursively in sorted order) or ``-`` (standard input):

* Hugging Face Daily Papers listings saved as text (``seeds/``),
* JSON (a list, or an object holding one) and JSONL, with common field names,
  including the Hugging Face daily-papers API shape (``{"paper": {...}}``),
* arXiv API Atom feeds,
* BibTeX with ``abstract`` fields.

Bad input never stops a run: each skipped file or record, and each oddity
worth a look, is reported as a :class:`Problem` naming the file and line or
record, and everything else is still read.

Examples:
    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.jsonl").write_text(
    ...     '{"id": "2510.14719", "title": "Tawa", "summary": "Up to 1.1times faster."}\\n'
    ...     '{"title": "Tawa", "abstract": "Up to 1.1times faster.", "url": "https://arxiv.org/abs/2510.14719v1"}\\n'
    ...     '{"title": "broken\\n')
    >>> result = load_papers([folder])
    >>> [(p.key, p.abstract) for p in result.papers]
    [('2510.14719', 'Up to 1.1× faster.')]
    >>> result.records_read, result.duplicates_merged, len(result.rejected)
    (3, 1, 1)
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from paperkg.ingest.cleanup import clean_text
from paperkg.ingest.dedupe import merge_records
from paperkg.ingest.detect import FORMATS, choose_format, decode_bytes, normalize_format, walk_inputs
from paperkg.ingest.problems import Problem, Problems
from paperkg.model import Paper, Record

__all__ = [
    "FORMATS",
    "LoadResult",
    "Problem",
    "Problems",
    "clean_text",
    "load_papers",
    "merge_records",
    "parse_records",
    "read_records",
]


@dataclass
class LoadResult:
    """What :func:`load_papers` read.

    Attributes:
        papers: Distinct papers, merged, sorted by key.
        records_read: Every record or listing entry read, rejected ones included.
        duplicates_merged: Records folded into another record's paper
            (``records_read - len(papers) - rejected records``).
        rejected: Records and files that were skipped.
        warnings: Input kept but noteworthy (encoding fallback, no abstract...).
    """

    papers: list[Paper] = field(default_factory=list)
    records_read: int = 0
    duplicates_merged: int = 0
    rejected: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)


def load_papers(
    inputs: Sequence[str | Path],
    *,
    input_format: str | None = None,
    stdin: TextIO | None = None,
    jobs: int | None = 1,
    skip: Sequence[str | Path] = (),
) -> LoadResult:
    """Read every input, clean the text and merge duplicates into papers.

    Args:
        inputs: Files, folders, or ``"-"`` for standard input.
        input_format: Read every input with this reader (see :data:`FORMATS`)
            instead of choosing one per file.
        stdin: Stream read for ``"-"`` (default: ``sys.stdin``).
        jobs: Worker processes for the duplicate search of a large input
            (see :func:`merge_records`); the result is the same for any number.
        skip: Folders not read when a folder input holds them (a build's
            output folder); see :func:`walk_inputs`.

    Returns:
        A :class:`LoadResult`.

    Raises:
        ValueError: When ``input_format`` names no reader.
    """
    forced = normalize_format(input_format) if input_format else None
    problems = Problems()
    records: list[Record] = []
    for source, path in walk_inputs(list(inputs), problems, skip=skip):
        if path is None:
            stream = stdin if stdin is not None else sys.stdin
            buffer = getattr(stream, "buffer", None)
            data = buffer.read() if buffer is not None else stream.read().encode("utf-8")
        else:
            try:
                data = path.read_bytes()
            except OSError as error:
                problems.reject(source, "", f"cannot be read ({error.strerror or error})", record=False)
                continue
        text = decode_bytes(data, source, problems)
        del data  # only the text is held while records are read
        if text is not None:
            records.extend(parse_records(text, source, problems, input_format=forced))
    text = None  # the last file's text is not needed while duplicates are searched
    papers = merge_records(records, jobs=jobs)
    read = len(records) + problems.rejected_records
    return LoadResult(
        papers=papers,
        records_read=read,
        duplicates_merged=len(records) - len(papers),
        rejected=problems.rejected,
        warnings=problems.warnings,
    )


def read_records(
    path: str | Path,
    *,
    input_format: str | None = None,
    problems: Problems | None = None,
) -> Iterator[Record]:
    """Yield the records of one file (no merging).

    Args:
        path: The file.
        input_format: Force a reader instead of choosing by content/extension.
        problems: Collects what was skipped; a fresh collector when omitted.
    """
    problems = problems if problems is not None else Problems()
    source = Path(path).as_posix()
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        problems.reject(source, "", "no such file or directory", record=False)
        return
    except OSError as error:
        problems.reject(source, "", f"cannot be read ({error.strerror or error})", record=False)
        return
    forced = normalize_format(input_format) if input_format else None
    yield from parse_records(data, source, problems, input_format=forced)


def parse_records(
    data: bytes | str,
    source: str,
    problems: Problems,
    *,
    input_format: str | None = None,
) -> Iterator[Record]:
    """Yield the records held in ``data`` (a file's bytes or text).

    Args:
        data: The content.
        source: Its name, used in records and messages.
        problems: Collects what was skipped and warnings.
        input_format: A reader name; chosen from content and ``source`` when None.
    """
    text = decode_bytes(data, source, problems) if isinstance(data, bytes) else data
    if text is None:
        return
    fmt = normalize_format(input_format) if input_format else choose_format(text, source)
    if fmt is None:
        problems.reject(
            source,
            "",
            "unknown format: not a Daily Papers listing, JSON, JSONL, arXiv Atom or BibTeX "
            "(skipped; --input-format forces a reader)",
            record=False,
        )
        return
    yield from _reader(fmt)(text, source, problems)


def _reader(fmt: str):
    if fmt == "dailypapers":
        from paperkg.ingest.dailypapers import read_dailypapers

        return read_dailypapers
    if fmt in ("json", "jsonl"):
        from paperkg.ingest.jsonrecords import read_json

        return read_json
    if fmt == "atom":
        from paperkg.ingest.atom import read_atom

        return read_atom
    from paperkg.ingest.bibtex import read_bibtex

    return read_bibtex
