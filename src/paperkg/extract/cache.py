"""An on-disk cache of extracted facts, so rebuilding a grown corpus is quick.

Each paper's :class:`~paperkg.model.PaperFacts` is stored under two keys:

* the paper's **fingerprint**: a hash of what extraction reads from it (key,
  title, alternative titles, abstract), see :func:`paper_fingerprint`;
* the **extractor version**: a hash of the extraction code, the data model,
  the data files (vocabularies, patterns, cues), paperkg's and spaCy's
  versions, see :func:`extractor_version`. Editing a vocabulary file or a rule therefore
  invalidates every entry; a new paper or an edited abstract misses alone.

The store is one SQLite file (``facts.sqlite`` in the cache folder), facts are
kept as compact JSON (no pickle: a cache file can never run code). Entries of
other extractor versions are dropped when new ones are written, so the file
does not grow without bound. A hit returns exactly the facts extraction would
produce, so caching never changes output bytes.

Examples:
    >>> from paperkg.model import Comparison, Entity, PaperFacts
    >>> f = PaperFacts(paper="p1", proposes=("corvid",),
    ...     comparisons=(Comparison("corvid", "cublas", "speedup", "Corvid is 1.1x faster.",
    ...                             0, 20, "over", value=1.1, unit="x"),),
    ...     entities=(Entity("system", "corvid", "Corvid", aliases=("CORVID",)),))
    >>> decode_facts(encode_facts(f)) == f
    True
"""

from __future__ import annotations

import functools
import hashlib
import json
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import fields
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from paperkg.model import Comparison, Entity, Paper, PaperFacts

__all__ = [
    "CACHE_DIRNAME",
    "FactsCache",
    "decode_facts",
    "default_cache_dir",
    "encode_facts",
    "extractor_version",
    "paper_fingerprint",
]

#: Folder name of the default cache, created beside the output folder.
CACHE_DIRNAME = ".paperkg-cache"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS facts (
    version TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    facts TEXT NOT NULL,
    PRIMARY KEY (version, fingerprint)
) WITHOUT ROWID
"""

_BATCH = 500  # SQLite allows 999 parameters per statement in old builds


def default_cache_dir(out: str | Path) -> Path:
    """The cache folder used for an output folder: ``.paperkg-cache`` beside it.

    Examples:
        >>> default_cache_dir("graphs").as_posix()
        '.paperkg-cache'
        >>> default_cache_dir("/tmp/run/graphs").as_posix()
        '/tmp/run/.paperkg-cache'
    """
    return Path(out).parent / CACHE_DIRNAME


def paper_fingerprint(paper: Paper) -> str:
    """A hash of everything extraction reads from ``paper``.

    Examples:
        >>> a = Paper(key="p", title="T", abstract="A 1.1x speedup.")
        >>> b = Paper(key="p", title="T", abstract="A 1.2x speedup.")
        >>> paper_fingerprint(a) == paper_fingerprint(a), paper_fingerprint(a) == paper_fingerprint(b)
        (True, False)
    """
    content = json.dumps([paper.key, paper.title, list(paper.alt_titles), paper.abstract], ensure_ascii=False)
    return hashlib.blake2b(content.encode("utf-8"), digest_size=16).hexdigest()


def _walk(node: Traversable, prefix: str = "", *, deep: bool = True) -> Iterator[tuple[str, Traversable]]:
    for child in sorted(node.iterdir(), key=lambda c: c.name):
        name = f"{prefix}{child.name}"
        if child.is_dir():
            if deep and child.name != "__pycache__" and not child.name.startswith("."):
                yield from _walk(child, name + "/")
        elif not child.name.endswith((".pyc", ".pyo")) and not child.name.startswith("."):
            yield name, child


def _extractor_files(package: Traversable) -> Iterator[tuple[str, Traversable]]:
    """What extraction is made of: its code, the data model, the data files."""
    for name in ("__init__.py", "model.py"):
        yield name, package / name
    yield from _walk(package / "extract", "extract/")
    yield from _walk(package / "data", "data/", deep=False)  # not the page assets in data/html, data/report


@functools.cache
def _installed_version() -> str:
    return _tree_version(files("paperkg"))


def _tree_version(package: Traversable) -> str:
    import spacy

    from paperkg import __version__

    digest = hashlib.blake2b(digest_size=16)
    digest.update(f"paperkg {__version__}; spaCy {spacy.__version__}\n".encode())
    for name, item in _extractor_files(package):
        digest.update(name.encode("utf-8") + b"\0")
        digest.update(hashlib.blake2b(item.read_bytes(), digest_size=16).digest())
    return digest.hexdigest()


def extractor_version(root: str | Path | None = None) -> str:
    """A hash that changes whenever extraction could produce different facts.

    It covers the extraction code (every file under ``paperkg/extract/``),
    the data model (``model.py``), every data file directly in
    ``paperkg/data/`` (vocabularies, patterns, cue lists; not the HTML page
    assets in its subfolders), paperkg's version and spaCy's version.
    Extraction must therefore keep its code and data there, as it does.

    Args:
        root: Hash this folder instead of the installed package (not
            memoised; the installed package's hash is computed once per process).

    Examples:
        >>> len(extractor_version())
        32
    """
    return _installed_version() if root is None else _tree_version(Path(root))


def _plain(value: object) -> object:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _tupled(value: object) -> object:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


@functools.cache
def _names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def _row(obj: object) -> list[object]:
    return [_plain(getattr(obj, name)) for name in _names(type(obj))]


def encode_facts(facts: PaperFacts) -> str:
    """Compact JSON of ``facts`` (fields in declaration order; see :func:`decode_facts`)."""
    row = []
    for name in _names(PaperFacts):
        value = getattr(facts, name)
        if name in ("comparisons", "entities"):
            row.append([_row(item) for item in value])
        else:
            row.append(_plain(value))
    return json.dumps(row, ensure_ascii=False, separators=(",", ":"))


def decode_facts(text: str) -> PaperFacts:
    """The :class:`PaperFacts` that :func:`encode_facts` wrote (equal to the original)."""
    values = json.loads(text)
    kwargs = {}
    for name, value in zip(_names(PaperFacts), values, strict=True):
        if name == "comparisons":
            kwargs[name] = tuple(Comparison(*[_tupled(v) for v in item]) for item in value)
        elif name == "entities":
            kwargs[name] = tuple(Entity(*[_tupled(v) for v in item]) for item in value)
        else:
            kwargs[name] = _tupled(value)
    return PaperFacts(**kwargs)


class FactsCache:
    """Extracted facts on disk, by paper fingerprint and extractor version.

    Args:
        folder: The cache folder (created when missing).
        version: The extractor version (default: :func:`extractor_version`).

    Examples:
        >>> import tempfile
        >>> cache = FactsCache(tempfile.mkdtemp(), version="v1")
        >>> cache.put([("fp1", PaperFacts(paper="p1", techniques=("moe",)))])
        >>> cache.get(["fp1", "fp2"])
        {'fp1': PaperFacts(paper='p1', proposes=(), techniques=('moe',), hardware=(), hardware_classes=(), baselines=(), comparisons=(), entities=())}
        >>> cache.close()
    """

    def __init__(self, folder: str | Path, *, version: str | None = None) -> None:
        self.folder = Path(folder)
        self.version = version or extractor_version()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / "facts.sqlite"
        self._db = sqlite3.connect(self.path, timeout=60)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute(_SCHEMA)
        self._pruned = False

    def __enter__(self) -> "FactsCache":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        """Commit and close the database."""
        if self._db is not None:
            self._db.commit()
            self._db.close()
            self._db = None  # type: ignore[assignment]

    def get(self, fingerprints: Sequence[str]) -> dict[str, PaperFacts]:
        """The cached facts of those fingerprints that have some (others are left out)."""
        found: dict[str, PaperFacts] = {}
        unique = list(dict.fromkeys(fingerprints))
        for start in range(0, len(unique), _BATCH):
            batch = unique[start : start + _BATCH]
            marks = ",".join("?" * len(batch))
            rows = self._db.execute(
                f"SELECT fingerprint, facts FROM facts WHERE version = ? AND fingerprint IN ({marks})",
                [self.version, *batch],
            )
            for fingerprint, text in rows:
                found[fingerprint] = decode_facts(text)
        return found

    def put(self, items: Iterable[tuple[str, PaperFacts]]) -> None:
        """Store ``(fingerprint, facts)`` pairs; entries of other versions are dropped once."""
        if not self._pruned:
            self._db.execute("DELETE FROM facts WHERE version != ?", [self.version])
            self._pruned = True
        self._db.executemany(
            "INSERT OR REPLACE INTO facts (version, fingerprint, facts) VALUES (?, ?, ?)",
            ((self.version, fp, encode_facts(f)) for fp, f in items),
        )
        self._db.commit()

    def __len__(self) -> int:
        (count,) = self._db.execute("SELECT count(*) FROM facts WHERE version = ?", [self.version]).fetchone()
        return count
