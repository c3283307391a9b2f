"""The local process-pool executor: order, bounded submission, errors, arguments."""

from __future__ import annotations

import operator
import os

import pytest

from paperkg.executors import LocalExecutor, _ordered, chunked, make_executor


def test_local_executor_returns_results_in_input_order_from_several_processes() -> None:
    with LocalExecutor(2) as pool:
        values = list(pool.map(operator.neg, range(200), window=3))
        pids = set(pool.map(_pid, range(40)))
    assert values == [-i for i in range(200)]
    assert os.getpid() not in pids  # the work ran in the workers, not here


def _pid(_: object) -> int:
    return os.getpid()


def test_worker_errors_reach_the_caller() -> None:
    with LocalExecutor(2) as pool, pytest.raises(ValueError, match="invalid literal"):
        list(pool.map(int, ["1", "2", "x", "4"]))


def test_map_outside_the_with_block_is_refused() -> None:
    with pytest.raises(RuntimeError, match="outside"):
        LocalExecutor(1).map(abs, [1])


def test_ordered_keeps_at_most_window_items_in_flight() -> None:
    in_flight: list[int] = []
    peak = 0

    def submit(item: int) -> int:
        nonlocal peak
        in_flight.append(item)
        peak = max(peak, len(in_flight))
        return item

    def result(item: int) -> int:
        in_flight.remove(item)
        return item * 10

    assert list(_ordered(submit, result, range(50), window=4)) == [i * 10 for i in range(50)]
    assert peak == 4


def test_chunks_cover_the_input_in_order() -> None:
    items = list(range(1001))
    chunks = chunked(items, 64)
    assert [x for c in chunks for x in c] == items
    assert max(map(len, chunks)) == 64
    with pytest.raises(ValueError):
        chunked(items, 0)


def test_scheduler_needs_the_dask_executor() -> None:
    with pytest.raises(ValueError, match="dask"):
        make_executor("local", scheduler="tcp://127.0.0.1:8786")
