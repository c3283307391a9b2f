"""Choose a reader per input: by content first, then by file extension.

Also turns bytes into text (UTF-8, else a fallback with a warning) and walks
folders.

Examples:
    >>> sniff_format('[{"title": "Tawa"}]')
    'json'
    >>> sniff_format('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">')
    'atom'
    >>> sniff_format("@article{tawa25, title={Tawa}}")
    'bibtex'
    >>> sniff_format("a,b,c\\n1,2,3\\n") is None
    True
    >>> normalize_format("BIB")
    'bibtex'
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from pathlib import Path

from paperkg.ingest.dailypapers import looks_like_dailypapers
from paperkg.ingest.problems import Problems

__all__ = [
    "FORMATS",
    "EXTENSIONS",
    "normalize_format",
    "sniff_format",
    "choose_format",
    "decode_bytes",
    "walk_inputs",
]

#: The readers, by the name ``--input-format`` takes.
FORMATS: tuple[str, ...] = ("dailypapers", "json", "jsonl", "atom", "bibtex")

_ALIASES = {
    "daily": "dailypapers",
    "daily-papers": "dailypapers",
    "hf": "dailypapers",
    "text": "dailypapers",
    "txt": "dailypapers",
    "ndjson": "jsonl",
    "xml": "atom",
    "arxiv": "atom",
    "bib": "bibtex",
}

#: File extensions (lowercase, with the dot) -> reader.
EXTENSIONS: dict[str, str] = {
    ".txt": "dailypapers",
    ".text": "dailypapers",
    ".json": "json",
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".atom": "atom",
    ".xml": "atom",
    ".bib": "bibtex",
    ".bibtex": "bibtex",
}

_BIBTEX_ENTRY = re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]", re.MULTILINE)
_SNIFF_CHARS = 20000


def normalize_format(name: str) -> str:
    """The canonical reader name for ``name`` (case and common aliases allowed).

    Raises:
        ValueError: When no reader has that name.
    """
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in FORMATS:
        raise ValueError(f"unknown input format {name!r}; choose from {', '.join(FORMATS)}")
    return key


def sniff_format(text: str) -> str | None:
    """The reader the content itself calls for, or ``None`` when unsure."""
    head = text[:_SNIFF_CHARS].lstrip("\ufeff \t\r\n")
    if head.startswith("<"):
        return "atom" if ("<feed" in head or "http://www.w3.org/2005/Atom" in head) else None
    if head.startswith(("[", "{")):
        return "json"
    if _BIBTEX_ENTRY.search(head):
        return "bibtex"
    if looks_like_dailypapers(head):
        return "dailypapers"
    return None


def choose_format(text: str, name: str) -> str | None:
    """The reader for a file: sniffed from its content, else from its extension.

    A ``.txt`` file must look like a Daily Papers listing; other text is an
    unknown format (``--input-format dailypapers`` forces it).

    Examples:
        >>> choose_format('{"title": "x"}\\n{"title": "y"}\\n', "dump.txt")
        'json'
        >>> choose_format("", "library.bib")
        'bibtex'
        >>> choose_format("just some words", "notes.txt") is None
        True
    """
    sniffed = sniff_format(text)
    if sniffed:
        return sniffed
    by_extension = EXTENSIONS.get(Path(name).suffix.lower())
    if by_extension == "dailypapers":
        return None
    return by_extension


def decode_bytes(data: bytes, source: str, problems: Problems) -> str | None:
    """Decode a file's bytes, or report why it is skipped.

    UTF-8 (with or without BOM) and UTF-16 with a BOM are read as such; other
    bytes fall back to cp1252 (then Latin-1) with a warning. Empty files and
    binary files (NUL bytes or many control characters) are rejected.

    Examples:
        >>> p = Problems()
        >>> decode_bytes("naïve".encode("cp1252"), "x.txt", p)
        'naïve'
        >>> str(p.warnings[0])
        'x.txt: not valid UTF-8 (byte 0xef at offset 2); decoded as cp1252'
        >>> decode_bytes(b"\\x89PNG\\r\\n\\x1a\\n\\x00\\x00", "x.png", p) is None
        True
        >>> str(p.rejected[0])
        'x.png: binary file, not text (skipped)'
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            text = data.decode("utf-16")
        except UnicodeDecodeError:
            text = None
        if text is not None:
            return _non_empty(text, source, problems)
    head = data[:8192]
    if b"\x00" in head or _control_ratio(head) > 0.1:
        problems.reject(source, "", "binary file, not text (skipped)", record=False)
        return None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        bad = data[error.start]
        for fallback in ("cp1252", "latin-1"):
            try:
                text = data.decode(fallback)
            except UnicodeDecodeError:
                continue
            problems.warn(
                source, "", f"not valid UTF-8 (byte 0x{bad:02x} at offset {error.start}); decoded as {fallback}"
            )
            break
    return _non_empty(text, source, problems)


def _non_empty(text: str, source: str, problems: Problems) -> str | None:
    if not text.strip():
        problems.reject(source, "", "empty file (skipped)", record=False)
        return None
    return text


def _control_ratio(data: bytes) -> float:
    if not data:
        return 0.0
    controls = sum(1 for byte in data if byte < 32 and byte not in (9, 10, 12, 13))
    return controls / len(data)


def walk_inputs(
    inputs: list[str | Path], problems: Problems, *, skip: Sequence[str | Path] = ()
) -> Iterator[tuple[str, Path | None]]:
    """Expand inputs into ``(source name, path)`` pairs; ``path`` is None for stdin.

    Folders are walked recursively in sorted order, skipping hidden files and
    folders and the folders in ``skip`` (a build's own output folder, so that
    ``paperkg build . --out graphs`` does not read last run's graph files as
    input); source names keep the folder as the user wrote it
    (``seeds/000_x.txt``). A file or folder named in ``inputs`` is always read.
    Inputs that do not exist are reported.
    """
    skipped = [Path(folder).resolve() for folder in skip]
    for item in inputs:
        name = str(item)
        if name == "-":
            yield "<stdin>", None
            continue
        path = Path(item)
        if path.is_dir():
            files = sorted(
                (p for p in path.rglob("*") if p.is_file()),
                key=lambda p: p.relative_to(path).as_posix(),
            )
            root = path.resolve()
            inside = [folder.relative_to(root).parts for folder in skipped if folder != root and folder.is_relative_to(root)]
            found = False
            for file in files:
                relative = file.relative_to(path)
                if any(part.startswith(".") for part in relative.parts):
                    continue
                if any(relative.parts[: len(parts)] == parts for parts in inside):
                    continue
                found = True
                yield (path / relative).as_posix(), file
            if not found:
                problems.warn(name, "", "folder holds no files")
        elif path.is_file():
            yield path.as_posix(), path
        elif path.exists():
            problems.reject(name, "", "not a regular file (skipped)", record=False)
        else:
            problems.reject(name, "", "no such file or directory", record=False)
