"""Importing this module builds and warms this process's extraction pipeline.

It exists for :class:`~paperkg.executors.LocalExecutor`'s fork server: the
server imports it once (``multiprocessing`` "preload"), so every worker
process forked from the server starts with spaCy imported, the pipeline of
:func:`~paperkg.extract.parallel.worker_nlp` built and its rules' caches
filled (:func:`~paperkg.extract.parallel.warm_worker`), instead of each
worker doing it. Nothing else should import it.
"""

from __future__ import annotations

from paperkg.extract.parallel import warm_worker

__all__: list[str] = []

warm_worker()
