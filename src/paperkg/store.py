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
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

if TYPE_CHECKING:
    from pyoxigraph import Store

    from paperkg.model import KnowledgeGraph

__all__ = [
    "store_path",
    "check_store_target",
    "is_store",
    "open_store",
    "memory_store",
    "load_store",
    "write_store",
    "write_store_from_file",
    "batches",
    "StoreLoad",
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


def check_store_target(spec: str | os.PathLike[str]) -> Path:
    """The folder of ``spec`` if a store may be written there (new, empty or a store), else raise.

    Raises:
        ValueError: for a spec that is not ``oxigraph:DIR``.
        FileExistsError: when the folder holds something else than a store.
    """
    target = store_path(spec)
    _check_target(target)
    return target


def _check_target(target: Path) -> None:
    if target.exists() and not (target.is_dir() and (is_store(target) or not any(target.iterdir()))):
        raise FileExistsError(f"{target} exists and is not an Oxigraph store; refusing to overwrite it")


def _fresh_folder(target: Path) -> Path:
    """An empty folder beside ``target`` to fill a store in."""
    target.parent.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))


def _fill(folder: Path, fill) -> None:
    """Open a store in ``folder``, run ``fill(store)``, write it out and close it."""
    from pyoxigraph import Store

    store = Store(str(folder))
    fill(store)
    store.flush()
    store.optimize()
    del store  # release the RocksDB lock before the folder is moved


def _swap_in(fresh: Path, target: Path) -> Path:
    """Move the filled store ``fresh`` to ``target``, replacing the store there."""
    old = None
    if target.exists():
        old = target.with_name(f".{target.name}.old")
        shutil.rmtree(old, ignore_errors=True)
        target.rename(old)
    fresh.rename(target)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
    return target


def _replace_store(target: Path, fill) -> Path:
    """Fill a fresh store beside ``target``, then swap it in; return ``target``."""
    _check_target(target)
    fresh = _fresh_folder(target)
    try:
        _fill(fresh, fill)
        return _swap_in(fresh, target)
    except BaseException:
        shutil.rmtree(fresh, ignore_errors=True)
        raise


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


def batches(handle: BinaryIO, *, turtle: bool, size: int | None = None) -> Iterator[bytes]:
    """An RDF file read in pieces of about ``size`` bytes that each parse on their own.

    N-Triples split after any line. Turtle as paperkg writes it (``@prefix`` lines
    first, one block per subject, blocks separated by an empty line, no
    multi-line literals) splits at an empty line, each piece with the prefixes.
    The file is read in blocks and cut with ``bytes.rfind``, not line by line:
    a background load then leaves the interpreter to the thread rendering the
    other outputs.

    Examples:
        >>> text = b"@prefix p: <urn:p#> .\\n\\np:a p:b 1 .\\n\\np:c p:d 2 .\\n"
        >>> [piece.decode() for piece in batches(io.BytesIO(text), turtle=True, size=1)]
        ['@prefix p: <urn:p#> .\\n\\np:a p:b 1 .\\n\\n', '@prefix p: <urn:p#> .\\np:c p:d 2 .\\n']
        >>> [piece.decode() for piece in batches(io.BytesIO(b"<a> <b> 1 .\\n<c> <d> 2 .\\n"), turtle=False, size=14)]
        ['<a> <b> 1 .\\n', '<c> <d> 2 .\\n']
    """
    size = size or BATCH_BYTES
    header = b""
    rest = b""
    if turtle:
        while (line := handle.readline()).startswith(b"@prefix"):
            header += line
        rest = line
    boundary = b"\n\n" if turtle else b"\n"
    block = handle.read(size)
    while block:
        rest += block
        block = handle.read(size)
        if not block:  # rest is the end of the file
            break
        cut = rest.rfind(boundary)
        if cut >= 0:
            cut += len(boundary)
            yield header + rest[:cut]
            rest = rest[cut:]
    if rest.strip():
        yield header + rest


def _batched_fill(source: Path | BinaryIO, turtle: bool, stop: threading.Event | None = None):
    """A ``fill(store)`` that bulk-loads a file (path or open handle) in :func:`batches`, until ``stop`` is set."""

    def fill(store: Store) -> None:
        from pyoxigraph import RdfFormat

        with source.open("rb") if isinstance(source, Path) else source as handle:
            for piece in batches(handle, turtle=turtle, size=BATCH_BYTES):
                if stop is not None and stop.is_set():
                    return
                store.bulk_load(piece, format=RdfFormat.TURTLE if turtle else RdfFormat.N_TRIPLES)

    return fill


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
    return _replace_store(store_path(spec), _batched_fill(path, turtle))


class _GrowingFile(io.RawIOBase):
    """A file read while another thread may still be writing it.

    At the end of what is written so far a read waits until more arrives or
    ``written`` is set (then the end of the file is the end).
    """

    def __init__(self, handle: BinaryIO, written: threading.Event) -> None:
        super().__init__()
        self._handle = handle
        self._written = written

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        while True:
            done = self._written.is_set()  # read before reading: what was written by then is all there is
            n = self._handle.readinto(buffer)
            if n or done:
                return n or 0
            self._written.wait(0.05)

    def close(self) -> None:
        self._handle.close()
        super().close()


class StoreLoad:
    """A store filled from an RDF file in a background thread, while the file is still being written if need be.

    ``paperkg build`` starts one as soon as it creates the Turtle (or
    N-Triples) output, with ``still_written=True``: the loader follows the
    file as it grows, and keeps going while the other outputs render.
    Oxigraph's bulk loader runs without holding Python's interpreter lock, so
    the work overlaps; the file on disk is the buffer between writer and
    loader, so memory does not grow when the loader lags. The store is filled
    in a new folder; :meth:`finish` waits for it and swaps it in,
    :meth:`cancel` stops it and removes the folder, so a failed build leaves
    the old store as it was.

    Raises:
        FileExistsError: at once, when ``spec`` is a folder that is not a store.
    """

    def __init__(
        self,
        graph_file: str | os.PathLike[str],
        spec: str | os.PathLike[str],
        *,
        turtle: bool | None = None,
        still_written: bool = False,
    ) -> None:
        """Start loading ``graph_file`` (Turtle if ``turtle``, else N-Triples; by default from its suffix).

        With ``still_written``, the file is followed until :meth:`written` is called.
        """
        self.target = check_store_target(spec)
        path = Path(graph_file)
        self._fresh = _fresh_folder(self.target)
        try:
            raw = path.open("rb", buffering=0)  # opened here: the file may be renamed while the thread reads it
        except OSError:
            shutil.rmtree(self._fresh, ignore_errors=True)
            raise
        self._written = threading.Event()
        if not still_written:
            self._written.set()
        handle = io.BufferedReader(_GrowingFile(raw, self._written), buffer_size=1 << 20)
        self._stop = threading.Event()
        self._error: BaseException | None = None
        turtle = path.name.endswith(".ttl") if turtle is None else turtle
        fill = _batched_fill(handle, turtle=turtle, stop=self._stop)
        self._thread = threading.Thread(target=self._run, args=(fill,), name="paperkg-store-load", daemon=True)
        self._thread.start()

    def _run(self, fill) -> None:
        try:
            _fill(self._fresh, fill)
        except BaseException as err:  # handed to the thread that calls finish()
            self._error = err

    def written(self) -> None:
        """The file is complete: the loader reads to its end and stops there."""
        self._written.set()

    def finish(self) -> Path:
        """Wait for the load, swap the store in and return its folder (re-raises what the load raised)."""
        self._written.set()
        self._thread.join()
        try:
            if self._error is not None:
                raise self._error
            return _swap_in(self._fresh, self.target)
        except BaseException:
            shutil.rmtree(self._fresh, ignore_errors=True)
            raise

    def cancel(self) -> None:
        """Stop after the current batch and remove the half-filled folder."""
        self._stop.set()
        self._written.set()
        self._thread.join()
        shutil.rmtree(self._fresh, ignore_errors=True)


def store_size(spec: str | os.PathLike[str]) -> int:
    """Bytes the store's folder takes on disk."""
    root = store_path(spec)
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file())
