"""A read-only SPARQL 1.1 Protocol endpoint on localhost: Oxigraph's own server.

``paperkg serve`` runs ``oxigraph serve-read-only`` (the server from the
``oxigraph`` package on PyPI, installed with paperkg) over an on-disk store. A
graph file is first bulk-loaded into a temporary store, removed again when the
server stops. The endpoint answers ``GET /query?query=...`` and ``POST /query``
(form or ``application/sparql-query``) with SPARQL results in JSON, XML, CSV
or TSV by content negotiation, and refuses updates.

Examples:
    >>> endpoint_url("localhost", 7878)
    'http://localhost:7878/query'
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

__all__ = ["ServeError", "find_server", "endpoint_url", "free_port", "wait_until_ready", "serve"]


class ServeError(RuntimeError):
    """The endpoint could not start."""


def find_server() -> str:
    """The path of the ``oxigraph`` server executable (beside this Python first, then on PATH).

    Raises:
        ServeError: when it is not installed.
    """
    for candidate in (Path(sys.executable).parent / "oxigraph", Path(sys.executable).parent / "oxigraph.exe"):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    found = shutil.which("oxigraph")
    if found:
        return found
    raise ServeError("the Oxigraph server is not installed: pip install 'oxigraph>=0.5'")


def endpoint_url(host: str, port: int) -> str:
    """The SPARQL query endpoint URL of a server on ``host:port``."""
    return f"http://{host}:{port}/query"


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port that is free on ``host`` right now."""
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def wait_until_ready(url: str, timeout: float = 30.0, process: subprocess.Popen | None = None) -> None:
    """Poll ``url`` with a trivial ASK query until it answers.

    Raises:
        ServeError: on timeout, or when ``process`` exits first.
    """
    deadline = time.monotonic() + timeout
    probe = url + "?query=ASK%7B%7D"
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise ServeError(f"the server exited with code {process.returncode}")
        try:
            with urllib.request.urlopen(probe, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise ServeError(f"no answer from {url} after {timeout:.0f} s")


def _die_with_parent() -> None:  # pragma: no cover - runs in the child
    """Linux: have the kernel stop the server if paperkg itself is killed."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _interrupt(signum, frame) -> None:
    """SIGTERM handler: stop like Ctrl-C, so the server and temporary store are cleaned up."""
    raise KeyboardInterrupt


def serve(
    graph: str | os.PathLike[str] | None = None,
    store: str | os.PathLike[str] | None = None,
    *,
    host: str = "localhost",
    port: int = 7878,
    on_ready: Callable[[str], None] | None = None,
) -> int:
    """Serve ``graph`` (an RDF file) or ``store`` (``oxigraph:DIR``) read-only until stopped.

    Blocks until the server exits or this process receives SIGINT / SIGTERM;
    the server is then stopped and any temporary store removed.

    Args:
        graph: A .ttl / .nt / .jsonld file, loaded into a temporary store.
        store: An on-disk store made by ``paperkg build --store``.
        host: Interface to listen on (keep it local).
        port: TCP port.
        on_ready: Called with the endpoint URL once it answers queries.

    Returns:
        The server's exit code (0 after a clean stop).

    Raises:
        ServeError: when neither or both sources are given, the source is
            missing, or the server does not come up.
    """
    from paperkg.store import is_store, store_path, write_store_from_file

    if (graph is None) == (store is None):
        raise ServeError("give either a graph file or --store oxigraph:DIR")
    server = find_server()
    tmp: Path | None = None
    try:
        if graph is not None:
            if not Path(graph).is_file():
                raise ServeError(f"{graph}: no such graph file")
            tmp = Path(tempfile.mkdtemp(prefix="paperkg-serve-"))
            location = write_store_from_file(graph, tmp / "store")
        else:
            location = store_path(store)
            if not is_store(location):
                raise ServeError(f"{location}: no Oxigraph store here (build one with `paperkg build --store`)")
        command = [server, "serve-read-only", "--location", str(location), "--bind", f"{host}:{port}"]
        process = subprocess.Popen(
            command, preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None
        )
        previous = signal.signal(signal.SIGTERM, _interrupt)
        try:
            url = endpoint_url(host, port)
            wait_until_ready(url, process=process)
            if on_ready is not None:
                on_ready(url)
            return process.wait()
        except KeyboardInterrupt:
            return 0
        finally:
            signal.signal(signal.SIGTERM, previous)
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
