"""Importing this module builds this process's extraction pipeline.

It exists for :class:`~paperkg.executors.LocalExecutor`'s fork server: the
server imports it once (``multiprocessing`` "preload"), so every worker
process forked from the server starts with spaCy imported and the pipeline
of :func:`~paperkg.extract.parallel.worker_nlp` already built, instead of
each worker building its own. Nothing else should import it.
"""

from __future__ import annotations

from paperkg.extract.parallel import worker_nlp

__all__: list[str] = []

worker_nlp()
