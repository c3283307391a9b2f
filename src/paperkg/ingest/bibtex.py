"""Reader for BibTeX libraries (Zotero, arXiv or publisher exports) with abstracts.

Parsing is done by bibtexparser 2. Each entry gives one record: ``title``,
``abstract``, ``author`` ("Last, First and ..."), ``year`` + ``month`` (or
``date``), ``url``; the record id is the ``doi`` when there is one, else the
citation key; an arXiv id is taken from ``eprint`` (with
``archivePrefix = arXiv``), the ``url`` or ``journal = {arXiv preprint
arXiv:...}``. LaTeX in titles and abstracts becomes Unicode and protective
braces (``{T}awa``) are dropped. A block bibtexparser cannot parse is
reported with its line and skipped.

Examples:
    >>> from paperkg.ingest.problems import Problems
    >>> bib = '''@article{tawa25,
    ...   title = {{Tawa}: Automatic Warp Specialization},
    ...   author = {Lovelace, Ada and Alan Turing},
    ...   journal = {arXiv preprint arXiv:2510.14719},
    ...   year = {2025}, month = oct,
    ...   abstract = {Up to 1.1$\\\\times$ faster than \\\\texttt{cuBLAS}.}}'''
    >>> [r] = read_bibtex(bib, "lib.bib", Problems())
    >>> r.title, r.abstract, r.authors, r.issued, r.arxiv_id, r.identifier, r.location
    ('Tawa: Automatic Warp Specialization', 'Up to 1.1× faster than cuBLAS.', ('Ada Lovelace', 'Alan Turing'), '2025-10', '2510.14719', 'tawa25', 'entry tawa25')
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator

from paperkg.ingest.cleanup import clean_text
from paperkg.ingest.common import find_arxiv_id, make_record, parse_date
from paperkg.ingest.problems import Problems
from paperkg.model import Record

__all__ = ["read_bibtex"]

_BRACE = re.compile(r"(?<!\\)[{}]")
_AND = re.compile(r"\s+and\s+", re.IGNORECASE)


def read_bibtex(text: str, source: str, problems: Problems) -> Iterator[Record]:
    """Yield one record per BibTeX entry.

    Args:
        text: The ``.bib`` content.
        source: The file name for records and messages.
        problems: Collects skipped entries and warnings.
    """
    import bibtexparser

    logger = logging.getLogger("bibtexparser")
    level = logger.level
    logger.setLevel(logging.CRITICAL)  # failed blocks are reported below, not logged
    try:
        library = bibtexparser.parse_string(text)
    finally:
        logger.setLevel(level)
    for block in library.failed_blocks:
        problems.reject(source, f"line {block.start_line + 1}", "BibTeX entry that cannot be parsed (skipped)")
    if not library.entries and not library.failed_blocks:
        problems.reject(source, "", "no BibTeX entries found (skipped)", record=False)
    for entry in library.entries:
        fields = {key.lower(): str(field.value) for key, field in entry.fields_dict.items()}
        if "title" not in fields:
            where = f"entry {entry.key}"
            problems.reject(source, where, f"record without title (line {entry.start_line + 1}, skipped)")
            continue
        authors = _authors(fields.get("author", ""))
        eprint = fields.get("eprint") if fields.get("archiveprefix", "arxiv").lower() == "arxiv" else None
        if "date" in fields:
            issued = parse_date(fields["date"])
        else:
            issued = parse_date(fields.get("year"), month=fields.get("month"))
        record = make_record(
            problems,
            title=_latex(fields.get("title")),
            abstract=_latex(fields.get("abstract")),
            source=source,
            location=f"entry {entry.key}",
            issued=issued,
            authors=authors,
            identifier=fields.get("doi") or entry.key,
            url=fields.get("url"),
            arxiv_id=find_arxiv_id(eprint, fields.get("url"), fields.get("journal"), fields.get("doi")),
        )
        if record is not None:
            yield record


def _latex(value: str | None) -> str | None:
    """LaTeX to text, then protective braces dropped."""
    if value is None:
        return None
    return _BRACE.sub("", clean_text(value))


def _authors(value: str) -> tuple[str, ...]:
    names = []
    for name in _AND.split(_latex(value) or ""):
        name = name.strip()
        if "," in name:
            last, _, first = name.partition(",")
            name = f"{first.strip()} {last.strip()}".strip()
        if name and name.lower() != "others":
            names.append(name)
    return tuple(names)
