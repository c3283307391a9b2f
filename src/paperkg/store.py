"""On-disk Oxigraph stores: bulk-load a built graph, open it for queries.

A store is a folder that pyoxigraph (RocksDB) owns. ``paperkg build --store
oxigraph:DIR`` fills one from the N-Triples rendering of the graph, so a corpus
of 100,000 papers never has to sit in an rdflib graph; ``paperkg query --store``
and ``paperkg serve --store`` open it read-only.

Examples:
    >>> store_path("oxigraph:graphs/store")
    PosixPath('graphs/store')
    >>> store_path("graphs/store")
    PosixPath('graphs/store')
    >>> store_path("virtuoso:x")
    Traceback (most recent call last):
    ...
    ValueError: unsupported store 'virtuoso:x': use oxigraph:DIR
"""

from __future__ import annotations

import io
import os
import shutil
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyoxigraph import Store

    from paperkg.model import KnowledgeGraph

__all__ = [
    "store_path",
    "is_store",
    "open_store",
    "memory_store",
    "load_store",
    "write_store",
    "write_store_from_file",
    "batches",
    "BATCH_BYTES",
    "store_size",
]

# pyoxigraph's parser name per file suffix
_SUFFIX_FORMATS = {".ttl": "TURTLE", ".nt": "N_TRIPLES", ".jsonld": "JSON_LD", ".nq": "N_QUADS"}


def store_path(spec: str | os.PathLike[str]) -> Path:
    """The folder of a store given as ``oxigraph:DIR`` (or just ``DIR``).

    Raises:
        ValueError: for another scheme than ``oxigraph:``.
    """
    text = os.fspath(spec)
    scheme, sep, rest = text.partition(":")
    if sep and len(scheme) > 1:  # "C:\\..." is a Windows drive, not a scheme
        if scheme != "oxigraph":
            raise ValueError(f"unsupported store {text!r}: use oxigraph:DIR")
        text = rest
    if not text:
        raise ValueError("empty store folder: use oxigraph:DIR")
    return Path(text)


def is_store(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a folder holding an Oxigraph (RocksDB) store."""
    return (Path(path) / "CURRENT").is_file()


def open_store(spec: str | os.PathLike[str], *, read_only: bool = True) -> Store:
    """Open an existing on-disk store (read-only by default).

    Raises:
        FileNotFoundError: when the folder is not an Oxigraph store.
    """
    from pyoxigraph import Store

    path = store_path(spec)
    if not is_store(path):
        raise FileNotFoundError(f"{path}: no Oxigraph store here (build one with `paperkg build --store oxigraph:{path}`)")
    return Store.read_only(str(path)) if read_only else Store(str(path))


def _rdf_format(path: Path):
    from pyoxigraph import RdfFormat

    for suffix, name in _SUFFIX_FORMATS.items():
        if path.name.endswith(suffix):
            return getattr(RdfFormat, name)
    raise ValueError(f"{path}: cannot tell the RDF format from the suffix; use .ttl, .nt or .jsonld")


def memory_store(graph_file: str | os.PathLike[str]) -> Store:
    """A new in-memory Oxigraph store holding the triples of an RDF file.

    Raises:
        ValueError: naming the file, line and column when it does not parse.
    """
    from pyoxigraph import Store

    path = Path(graph_file)
    store = Store()
    try:
        store.bulk_load(path=str(path), format=_rdf_format(path))
    except SyntaxError as err:
        raise ValueError(f"{path}: {err}") from err
    return store


def load_store(store: Store, source: str | bytes | os.PathLike[str], fmt: str = "nt") -> None:
    """Bulk-load RDF text (``fmt`` ``"nt"``, ``"ttl"`` or ``"jsonld"``) or a file path into ``store``."""
    from pyoxigraph import RdfFormat

    formats = {"nt": RdfFormat.N_TRIPLES, "ttl": RdfFormat.TURTLE, "jsonld": RdfFormat.JSON_LD}
    if isinstance(source, (str, bytes)):
        store.bulk_load(source, format=formats[fmt])
    else:
        path = Path(source)
        store.bulk_load(path=str(path), format=_rdf_format(path))
    store.flush()


def _replace_store(target: Path, fill) -> Path:
    """Fill a fresh store beside ``target``, then swap it in; return ``target``."""
    from pyoxigraph import Store

    if target.exists() and not (target.is_dir() and (is_store(target) or not any(target.iterdir()))):
        raise FileExistsError(f"{target} exists and is not an Oxigraph store; refusing to overwrite it")
    target.parent.mkdir(parents=True, exist_ok=True)
    fresh = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        store = Store(str(fresh))
        fill(store)
        store.flush()
        store.optimize()
        del store  # release the RocksDB lock before moving the folder
        old = None
        if target.exists():
            old = target.with_name(f".{target.name}.old")
            shutil.rmtree(old, ignore_errors=True)
            target.rename(old)
        fresh.rename(target)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(fresh, ignore_errors=True)
        raise
    return target


def write_store(kg_or_ntriples: KnowledgeGraph | str | bytes, spec: str | os.PathLike[str]) -> Path:
    """Write a graph into the on-disk store ``spec``, replacing what it held.

    Args:
        kg_or_ntriples: A :class:`~paperkg.model.KnowledgeGraph` (its
            N-Triples are streamed into Oxigraph's bulk loader as they are
            written), or its N-Triples rendering (what ``paperkg build``
            already has in hand when it writes ``paperkg.nt``).
        spec: ``oxigraph:DIR`` or ``DIR``. The store is filled in a new folder
            and swapped in, so readers never see half a graph.

    Returns:
        The store's folder.
    """
    if isinstance(kg_or_ntriples, (str, bytes)):
        data = kg_or_ntriples
        return _replace_store(store_path(spec), lambda store: load_store(store, data, "nt"))
    from paperkg.export.rdf import iter_rdf

    kg = kg_or_ntriples

    def fill(store: Store) -> None:  # stream the N-Triples into the bulk loader, never the whole text at once
        from pyoxigraph import RdfFormat

        store.bulk_load(_ChunkReader(iter_rdf(kg, "nt")), format=RdfFormat.N_TRIPLES)

    return _replace_store(store_path(spec), fill)


class _ChunkReader(io.RawIOBase):
    """A binary file over an iterator of text chunks (UTF-8 encoded as they are read).

    Examples:
        >>> _ChunkReader(iter(["ab", "", "cd\u00e9"])).read()
        b'abcd\\xc3\\xa9'
    """

    def __init__(self, chunks) -> None:
        super().__init__()
        self._chunks = chunks
        self._data = memoryview(b"")

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        while not self._data:
            chunk = next(self._chunks, None)
            if chunk is None:
                return 0
            self._data = memoryview(chunk.encode("utf-8"))
        n = min(len(buffer), len(self._data))
        buffer[:n] = self._data[:n]
        self._data = self._data[n:]
        return n


#: Bytes of RDF text per bulk load when a file is loaded in batches: Oxigraph's bulk
#: loader holds a batch in memory, so batches bound the memory of loading a huge graph.
BATCH_BYTES = 64 * 2**20


def batches(lines: Iterable[bytes], *, turtle: bool, size: int = BATCH_BYTES) -> Iterator[bytes]:
    """RDF text in pieces of about ``size`` bytes that each parse on their own.

    N-Triples split at any line. Turtle as paperkg writes it (``@prefix`` lines
    first, one block per subject, blocks separated by an empty line, no
    multi-line literals) splits at an empty line, each piece with the prefixes.

    Examples:
        >>> text = b"@prefix p: <urn:p#> .\\n\\np:a p:b 1 .\\n\\np:c p:d 2 .\\n"
        >>> [piece.decode() for piece in batches(text.splitlines(keepends=True), turtle=True, size=1)]
        ['@prefix p: <urn:p#> .\\n\\n', '@prefix p: <urn:p#> .\\np:a p:b 1 .\\n\\n', '@prefix p: <urn:p#> .\\np:c p:d 2 .\\n']
    """
    header: list[bytes] = []
    piece: list[bytes] = []
    filled = 0
    for line in lines:
        if turtle and line.startswith(b"@prefix"):
            header.append(line)
            continue
        piece.append(line)
        filled += len(line)
        if filled >= size and (not turtle or line == b"\n"):
            yield b"".join(header + piece)
            piece, filled = [], 0
    if piece:
        yield b"".join(header + piece)


def write_store_from_file(
    graph_file: str | os.PathLike[str], spec: str | os.PathLike[str], *, written_by_paperkg: bool = False
) -> Path:
    """Bulk-load an RDF file (.ttl, .nt, .jsonld) into the on-disk store ``spec``, replacing it.

    N-Triples, and Turtle that paperkg wrote itself (``written_by_paperkg``), are
    loaded in batches of :data:`BATCH_BYTES`, so memory stays bounded whatever the
    size of the graph; other files are loaded in one piece.
    """
    path = Path(graph_file)
    turtle = path.name.endswith(".ttl")
    if not (path.name.endswith(".nt") or (turtle and written_by_paperkg)):
        return _replace_store(store_path(spec), lambda store: load_store(store, path))

    def fill(store: Store) -> None:
        from pyoxigraph import RdfFormat

        with path.open("rb") as handle:
            for piece in batches(handle, turtle=turtle, size=BATCH_BYTES):
                store.bulk_load(piece, format=RdfFormat.TURTLE if turtle else RdfFormat.N_TRIPLES)

    return _replace_store(store_path(spec), fill)


def store_size(spec: str | os.PathLike[str]) -> int:
    """Bytes the store's folder takes on disk."""
    root = store_path(spec)
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file())
