"""The local process-pool executor: order, bounded submission, errors, arguments."""

from __future__ import annotations

import operator
import os

import pytest

from paperkg.executors import LocalExecutor, _ordered, chunked, make_executor


def test_local_executor_returns_results_in_input_order_from_several_processes() -> None:
    with LocalExecutor(2) as pool:
        values = list(pool.map(operator.neg, range(200), window=3))
        # test modules are not importable in workers (importlib mode): ship code as text to a builtin
        pids = set(pool.map(eval, ["__import__('os').getpid()"] * 40))
    assert values == [-i for i in range(200)]
    assert pids and os.getpid() not in pids  # the work ran in the workers, not here


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


@pytest.mark.parametrize("method", ["fork", "forkserver"])
def test_every_start_method_gives_the_same_ordered_results(method: str) -> None:
    with LocalExecutor(2, start_method=method) as pool:
        assert pool.start_method == method
        assert list(pool.map(abs, range(-30, 0), window=2)) == list(range(30, 0, -1))


def test_fork_is_used_only_without_other_threads() -> None:
    import threading

    from paperkg.executors import default_start_method

    assert default_start_method() in ("fork", "forkserver", "spawn")
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait)
    thread.start()
    try:
        assert default_start_method() != "fork"
    finally:
        stop.set()
        thread.join()
