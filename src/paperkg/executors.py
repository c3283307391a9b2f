"""Where work runs: a local process pool or a Dask cluster, results in order.

Both executors have the same small interface, :meth:`map`: apply a picklable
module-level function to each item and yield the results **in the order of the
items**, keeping only a bounded number of items in flight (so a 100,000-paper
corpus never sits pickled in a queue all at once). They are context managers:
workers start on ``__enter__`` and stop on ``__exit__``.

* :class:`LocalExecutor`: ``jobs`` worker processes on this machine
  (``forkserver`` start, so a parent holding threads, such as a progress bar,
  is safe to start them from); an ``initializer`` runs once per worker.
* :class:`DaskExecutor`: a Dask ``distributed`` cluster, either an existing
  one (``scheduler="tcp://host:8786"``) or a ``LocalCluster`` of ``jobs``
  single-threaded worker processes started for the run (no dashboard, quiet
  logs). Workers need the same paperkg version installed.

Examples:
    >>> chunked(range(7), 3)
    [[0, 1, 2], [3, 4, 5], [6]]
    >>> default_jobs() >= 1
    True
"""

from __future__ import annotations

import logging
import os
import warnings
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

__all__ = [
    "EXECUTORS",
    "DaskExecutor",
    "LocalExecutor",
    "chunked",
    "default_jobs",
    "default_start_method",
    "make_executor",
]

T = TypeVar("T")
R = TypeVar("R")

#: Executor names accepted by :func:`make_executor` (and ``paperkg build --executor``).
EXECUTORS: tuple[str, ...] = ("local", "dask")


def default_jobs() -> int:
    """The number of CPU cores this process may use (at least 1).

    Examples:
        >>> isinstance(default_jobs(), int)
        True
    """
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on Linux
        return max(1, os.cpu_count() or 1)


def chunked(items: Iterable[T], size: int) -> list[list[T]]:
    """Split ``items`` into consecutive lists of at most ``size`` items.

    Args:
        items: Anything iterable.
        size: Chunk length (>= 1).

    Returns:
        The chunks, in order; empty when ``items`` is.

    Examples:
        >>> chunked("abcde", 2)
        [['a', 'b'], ['c', 'd'], ['e']]
        >>> chunked([], 4)
        []
    """
    if size < 1:
        raise ValueError(f"chunk size must be >= 1, got {size}")
    chunks: list[list[T]] = []
    current: list[T] = []
    for item in items:
        current.append(item)
        if len(current) == size:
            chunks.append(current)
            current = []
    if current:
        chunks.append(current)
    return chunks


def _ordered(submit: Callable[[Any], Any], result: Callable[[Any], R], items: Iterable[Any], window: int) -> Iterator[R]:
    """Submit ``items`` keeping at most ``window`` in flight; yield results in order."""
    pending: deque[Any] = deque()
    for item in items:
        pending.append(submit(item))
        if len(pending) >= window:
            yield result(pending.popleft())
    while pending:
        yield result(pending.popleft())


def default_start_method() -> str:
    """``"fork"`` when this process runs no other thread and can fork, else ``"forkserver"`` (or ``"spawn"``)."""
    import multiprocessing
    import threading

    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return "fork"
    return "forkserver" if "forkserver" in methods else "spawn"


class LocalExecutor:
    """A pool of ``jobs`` worker processes on this machine.

    Args:
        jobs: Number of worker processes (``None``: one per core).
        initializer: Called once in each worker when it starts (e.g. to build
            a spaCy pipeline), with ``initargs``.
        initargs: Arguments for ``initializer``.
        preload: Modules the fork server imports once, so workers start with
            them already imported (they are forked from it).
        start_method: ``"fork"``, ``"forkserver"`` or ``"spawn"``; by default
            ``"fork"`` when this process runs no other thread (workers then
            start at once and share what this process has loaded; forking a
            process with threads can deadlock), else ``"forkserver"``.
    """

    def __init__(
        self,
        jobs: int | None = None,
        *,
        initializer: Callable[..., None] | None = None,
        initargs: Sequence[Any] = (),
        preload: Sequence[str] = (),
        start_method: str | None = None,
    ) -> None:
        self.jobs = jobs or default_jobs()
        self.start_method = start_method
        self._initializer = initializer
        self._initargs = tuple(initargs)
        self._preload = list(preload)
        self._pool: Any = None

    def __enter__(self) -> "LocalExecutor":
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        method = self.start_method or default_start_method()
        context = multiprocessing.get_context(method)
        if method == "forkserver":
            # Always preload something: only then does the fork server inherit
            # this process's sys.path (and main module), as spawned workers would.
            context.set_forkserver_preload(["paperkg", *self._preload])
        self._pool = ProcessPoolExecutor(
            max_workers=self.jobs, mp_context=context, initializer=self._initializer, initargs=self._initargs
        )
        return self

    def __exit__(self, exc_type: Any, *_: Any) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=exc_type is not None)
            self._pool = None

    def workers(self) -> int:
        """Worker processes of the pool."""
        return self.jobs

    def map(self, fn: Callable[[T], R], items: Iterable[T], *, window: int | None = None) -> Iterator[R]:
        """Yield ``fn(item)`` for each item, in order, computed by the workers.

        Args:
            fn: A picklable (module-level) function.
            items: Its arguments, one call each.
            window: Items in flight at most (default: four per worker).
        """
        if self._pool is None:
            raise RuntimeError("LocalExecutor.map() called outside 'with LocalExecutor(...)'")
        pool = self._pool
        return _ordered(lambda item: pool.submit(fn, item), lambda fut: fut.result(), items, window or 4 * self.jobs)


class DaskExecutor:
    """Run tasks on a Dask ``distributed`` cluster.

    Args:
        scheduler: Address of a running scheduler (``"tcp://10.0.0.5:8786"``);
            ``None`` starts a ``LocalCluster`` for the duration of the ``with``.
        jobs: Worker processes of that ``LocalCluster`` (``None``: one per
            core); ignored for an existing cluster, whose size is used.
    """

    def __init__(self, scheduler: str | None = None, *, jobs: int | None = None) -> None:
        self.scheduler = scheduler
        self.jobs = jobs or default_jobs()
        self._client: Any = None
        self._cluster: Any = None

    def __enter__(self) -> "DaskExecutor":
        try:
            from distributed import Client, LocalCluster
        except ImportError as exc:  # pragma: no cover - depends on the installation
            raise RuntimeError(
                "the dask executor needs dask.distributed: pip install 'paperkg[dask]'"
            ) from exc
        if self.scheduler:
            self._client = Client(self.scheduler, set_as_default=False)
            return self
        with warnings.catch_warnings():
            # without a dashboard the scheduler still serves health checks over
            # HTTP, on 8787 when free; when it is not, it says so and moves on
            warnings.filterwarnings("ignore", message="Port .* is already in use", category=UserWarning)
            self._cluster = LocalCluster(
                n_workers=self.jobs,
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                silence_logs=logging.ERROR,
            )
        self._client = Client(self._cluster, set_as_default=False)
        return self

    def __exit__(self, *_: Any) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None
        if self._cluster is not None:
            self._cluster.close()
            self._cluster = None

    def workers(self) -> int:
        """Worker threads the cluster has now (at least 1)."""
        if self._client is None:
            return self.jobs
        return max(1, sum(self._client.nthreads().values()))

    def map(self, fn: Callable[[T], R], items: Iterable[T], *, window: int | None = None) -> Iterator[R]:
        """Yield ``fn(item)`` for each item, in order, computed on the cluster.

        Args:
            fn: A module-level function importable on the workers.
            items: Its arguments, one task each.
            window: Tasks in flight at most (default: four per worker thread).
        """
        if self._client is None:
            raise RuntimeError("DaskExecutor.map() called outside 'with DaskExecutor(...)'")
        client = self._client
        return _ordered(
            lambda item: client.submit(fn, item, pure=False),
            lambda fut: fut.result(),
            items,
            window or 4 * self.workers(),
        )


def make_executor(name: str = "local", *, jobs: int | None = None, scheduler: str | None = None, **local: Any) -> Any:
    """An executor by name: ``"local"`` (:class:`LocalExecutor`) or ``"dask"`` (:class:`DaskExecutor`).

    Args:
        name: One of :data:`EXECUTORS`.
        jobs: Worker processes.
        scheduler: Dask scheduler address (``"dask"`` only).
        **local: Extra keyword arguments for :class:`LocalExecutor`.

    Examples:
        >>> make_executor("local", jobs=2).jobs
        2
        >>> make_executor("spark")
        Traceback (most recent call last):
        ValueError: unknown executor 'spark'; choose from local, dask
    """
    if name == "local":
        if scheduler:
            raise ValueError("--scheduler only applies to --executor dask")
        return LocalExecutor(jobs, **local)
    if name == "dask":
        return DaskExecutor(scheduler, jobs=jobs)
    raise ValueError(f"unknown executor {name!r}; choose from {', '.join(EXECUTORS)}")
