"""Throughput benchmark: how fast paperkg extracts and builds, at any corpus size.

For each size (default 1,000 / 10,000 / 100,000 abstracts) it writes a
synthetic corpus made from the seed abstracts (``benchmarks/synthetic.py``:
names and numbers varied, so no cache can help) and measures, in one run:

* **tokenizer**: the bare ``spacy.blank("en")`` tokenizer over the same
  abstracts (``nlp.pipe``), the yardstick;
* **extraction, 1 job**: paperkg's extraction alone, in this process;
* **extraction, N jobs**: the same through the worker pool (start-up included);
* **end to end**: ``paperkg build CORPUS --no-cache`` in a child process with
  the default outputs, wall time and peak RSS of the whole process tree
  (sampled with psutil);
* **each output**: time to render each output format from the built graph,
  and its size.

It prints markdown tables for the README, with the machine described, and
writes the raw numbers to ``OUT/throughput.json``. Run it from the
repository root::

    python benchmarks/throughput.py                      # 1k, 10k, 100k
    python benchmarks/throughput.py --sizes 1000,10000   # quicker
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from synthetic import load_seed_abstracts, write_corpus  # noqa: E402

from paperkg.extract.parallel import MIN_PARALLEL  # noqa: E402

TARGET_RATE_PER_CORE = 1_000
TARGET_RATIO = 0.35
TARGET_SPEEDUP = 1.7
TARGET_SECONDS_100K = 180
TARGET_RSS_GB = 2.0


def machine() -> dict[str, str | int]:
    """Cores, CPU model, memory, Python, spaCy and paperkg versions."""
    import psutil
    import spacy

    import paperkg

    model = platform.processor() or "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "cores": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1,
        "cpu": model,
        "memory_gb": round(psutil.virtual_memory().total / 2**30),
        "python": platform.python_version(),
        "spacy": spacy.__version__,
        "paperkg": paperkg.__version__,
        "os": f"{platform.system()} {platform.release()}",
    }


class PeakRSS:
    """Sample the summed RSS of a process and all its children until stopped."""

    def __init__(self, pid: int, interval: float = 0.1, rescan: int = 10) -> None:
        import psutil

        self.process = psutil.Process(pid)
        self.interval = interval
        self.rescan = rescan  # look for new child processes every this many samples (cheap sampling)
        self.peak = 0
        self._procs = [self.process]
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _sample(self, rescan: bool) -> int:
        import psutil

        if rescan:
            try:
                self._procs = [self.process, *self.process.children(recursive=True)]
            except psutil.Error:
                return 0
        total = 0
        for proc in self._procs:
            try:
                total += proc.memory_info().rss
            except psutil.Error:
                pass
        return total

    def _run(self) -> None:
        count = 0
        while not self._stop.is_set():
            self.peak = max(self.peak, self._sample(count % self.rescan == 0))
            count += 1
            self._stop.wait(self.interval)

    def __enter__(self) -> "PeakRSS":
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join()


def timed(fn, *args, **kwargs):
    started = time.perf_counter()
    result = fn(*args, **kwargs)
    return result, time.perf_counter() - started


def _children_cpu() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def bench_tokenizer(texts: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of the bare ``spacy.blank("en")`` over ``texts``."""
    import spacy

    nlp = spacy.blank("en")
    started, cpu = time.perf_counter(), time.process_time()
    for _ in nlp.pipe(texts, batch_size=256):
        pass
    return time.perf_counter() - started, time.process_time() - cpu


def bench_extraction(papers: list, jobs: int) -> dict[str, float | bool]:
    """Wall and CPU seconds for 1 job (in-process) and for ``jobs`` workers; whether outputs agree.

    CPU seconds say what the machine would do unloaded: on a shared machine
    the wall time also counts the time other processes had the cores.
    """
    from paperkg.extract.parallel import extract_facts, extract_serial, worker_nlp

    # Workers first, from a process without a pipeline: each worker builds its
    # own (start-up included in the timing) and starts with cold caches.
    worker_nlp.cache_clear()
    started, cpu, children = time.perf_counter(), time.process_time(), _children_cpu()
    parallel = list(extract_facts(papers, jobs=jobs))  # workers are forked children, waited for at the end
    many = time.perf_counter() - started
    many_cpu = time.process_time() - cpu + _children_cpu() - children
    worker_nlp.cache_clear()
    worker_nlp()  # a fresh pipeline, built outside the timing as the tokenizer's is
    started, cpu = time.perf_counter(), time.process_time()
    serial = list(extract_serial(papers))
    one, one_cpu = time.perf_counter() - started, time.process_time() - cpu
    return {"one": one, "one_cpu": one_cpu, "many": many, "many_cpu": many_cpu, "same": serial == parallel}


def bench_end_to_end(corpus: Path, out: Path, jobs: int, timeout: float) -> tuple[float, int, int]:
    """Seconds, peak RSS (bytes, process tree) and exit code of ``paperkg build`` (-9: timed out)."""
    shutil.rmtree(out, ignore_errors=True)
    command = [sys.executable, "-m", "paperkg", "build", str(corpus), "--out", str(out), "--no-cache", "-q"]
    command += ["--jobs", str(jobs)]
    started = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    with PeakRSS(proc.pid) as rss:
        try:
            _, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_tree(proc.pid)
            _, err = proc.communicate()
            return time.perf_counter() - started, rss.peak, -9
    seconds = time.perf_counter() - started
    if proc.returncode:
        print(err.decode(errors="replace")[-2000:], file=sys.stderr)
    return seconds, rss.peak, proc.returncode


def _kill_tree(pid: int) -> None:
    import psutil

    parent = psutil.Process(pid)
    for proc in [*parent.children(recursive=True), parent]:
        try:
            proc.kill()
        except psutil.Error:
            pass


def bench_outputs(corpus: Path, formats: list[str], jobs: int) -> dict[str, dict[str, float]]:
    """Per output format: seconds to render it from the built graph, and bytes."""
    from paperkg.build import build_graph, render_outputs

    kg = build_graph([corpus], jobs=jobs)
    results = {}
    for fmt in formats:
        rendered, seconds = timed(render_outputs, kg, [fmt])
        results[fmt] = {"seconds": seconds, "bytes": sum(len(v) for v in rendered.values())}
        del rendered
    return results


def run_size(size: int, args: argparse.Namespace, seeds: list[tuple[str, str]]) -> dict:
    from paperkg.ingest import load_papers

    corpus = write_corpus(args.out / f"corpus-{size}.jsonl", size, seeds=seeds)
    loaded, load_s = timed(load_papers, [corpus])
    papers = loaded.papers
    texts = [p.abstract for p in papers]
    print(f"[{size}] {len(papers)} papers read in {load_s:.1f} s", file=sys.stderr)
    tok_s, tok_cpu = bench_tokenizer(texts)
    print(f"[{size}] tokenizer {tok_s:.1f} s ({tok_cpu:.1f} s CPU)", file=sys.stderr)
    ex = bench_extraction(papers, args.jobs)
    one_s, many_s, same = ex["one"], ex["many"], ex["same"]
    print(
        f"[{size}] extraction 1 job {one_s:.1f} s ({ex['one_cpu']:.1f} s CPU), {args.jobs} jobs {many_s:.1f} s "
        f"({ex['many_cpu']:.1f} s CPU), same={same}; load {os.getloadavg()[0]:.1f}",
        file=sys.stderr,
    )
    e2e_s, peak, code = bench_end_to_end(corpus, args.out / f"build-{size}", args.jobs, args.timeout)
    print(f"[{size}] end to end {e2e_s:.1f} s, peak {peak / 2**30:.2f} GiB, exit {code}", file=sys.stderr)
    sizes = {}
    if code == 0:
        sizes = {p.suffix[1:]: p.stat().st_size for p in (args.out / f"build-{size}").iterdir() if p.is_file()}
    outputs = bench_outputs(corpus, args.formats, args.jobs) if args.formats and size <= args.render_max else {}
    n = len(papers)
    return {
        "abstracts": n,
        "ingest_s": load_s,
        "tokenizer_s": tok_s,
        "tokenizer_cpu_s": tok_cpu,
        "extract_1_cpu_s": ex["one_cpu"],
        "extract_n_cpu_s": ex["many_cpu"],
        "cpu_rate": n / ex["one_cpu"],
        "cpu_ratio": tok_cpu / ex["one_cpu"],
        "load": os.getloadavg()[0],
        "tokenizer_rate": n / tok_s,
        "extract_1_s": one_s,
        "extract_1_rate": n / one_s,
        "ratio": tok_s / one_s,
        "extract_n_s": many_s,
        "extract_n_rate": n / many_s,
        "speedup": one_s / many_s,
        "jobs_identical": same,
        "end_to_end_s": e2e_s,
        "end_to_end_rate": n / e2e_s,
        "peak_rss": peak,
        "exit_code": code,
        "output_bytes": sizes,
        "outputs": outputs,
    }


def _ok(flag: bool) -> str:
    return "" if flag else " ✗"


def table(results: list[dict], info: dict, jobs: int) -> str:
    """The README tables: throughput per corpus size, then each output on its own."""
    lines = [
        f"Machine: {info['cores']} cores, {info['cpu']}, {info['memory_gb']} GB RAM; {info['os']}; "
        f"Python {info['python']}, spaCy {info['spacy']}, paperkg {info['paperkg']}.",
        "",
        f"| abstracts | bare tokenizer (abs/s) | extraction, 1 job (abs/s) | per CPU-second | ratio to tokenizer "
        f"(wall / CPU) | extraction, {jobs} jobs (abs/s) | speedup | end-to-end build (s) | peak RSS | outputs | load |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ]
    for r in results:
        e2e_ok = r["exit_code"] == 0 and (r["abstracts"] < 100_000 or r["end_to_end_s"] < TARGET_SECONDS_100K)
        if r["exit_code"] == -9:
            e2e = f"> {r['end_to_end_s']:.0f} (stopped) ✗"
        elif r["exit_code"]:
            e2e = f"failed (exit {r['exit_code']}) ✗"
        else:
            e2e = f"{r['end_to_end_s']:.1f}{_ok(e2e_ok)}"
        files = ", ".join(f"{k} {v / 2**20:.1f} MiB" for k, v in sorted(r.get("output_bytes", {}).items()))
        speedup = f"{r['speedup']:.2f}x{_ok(r['speedup'] >= TARGET_SPEEDUP or jobs < 2)}"
        if r["abstracts"] < MIN_PARALLEL:
            speedup = "(in-process)"
        lines.append(
            f"| {r['abstracts']:,} | {r['tokenizer_rate']:,.0f} | {r['extract_1_rate']:,.0f}"
            f"{_ok(r['extract_1_rate'] >= TARGET_RATE_PER_CORE)} | {r['cpu_rate']:,.0f} | "
            f"{r['ratio']:.2f}{_ok(r['ratio'] >= TARGET_RATIO)} / {r['cpu_ratio']:.2f} | "
            f"{r['extract_n_rate']:,.0f} | {speedup} | "
            f"{e2e} | {r['peak_rss'] / 2**30:.2f} GiB{_ok(r['peak_rss'] / 2**30 < TARGET_RSS_GB)} | {files} | "
            f"{r['load']:.1f} |"
        )
    formats = sorted({f for r in results for f in r["outputs"]})
    if formats:
        lines += [
            "",
            "Rendering each output from the built graph (seconds / size):",
            "",
            "| abstracts | " + " | ".join(formats) + " |",
            "|---:|" + "---:|" * len(formats),
        ]
        for r in results:
            if not r["outputs"]:
                continue
            cells = [
                f"{r['outputs'][f]['seconds']:.1f} s / {r['outputs'][f]['bytes'] / 2**20:.1f} MiB" if f in r["outputs"] else ""
                for f in formats
            ]
            lines.append(f"| {r['abstracts']:,} | " + " | ".join(cells) + " |")
    lines += [
        "",
        f"Targets: extraction >= {TARGET_RATE_PER_CORE:,} abstracts/s on one core and >= {TARGET_RATIO} of the bare "
        f"tokenizer; {jobs} jobs >= {TARGET_SPEEDUP}x one job; 100,000 abstracts end to end < {TARGET_SECONDS_100K} s "
        f"and < {TARGET_RSS_GB:g} GiB peak RSS (✗ marks a miss). *per CPU-second* and the CPU ratio count only "
        "the CPU time the process got; *load* is the 1-minute load average at the end of the size's "
        "extraction runs (above the core count, other processes shared the cores and wall-clock rates understate).",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from paperkg.build import OUTPUT_FORMATS
    from paperkg.executors import default_jobs

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000", help="comma-separated corpus sizes")
    parser.add_argument("--jobs", type=int, default=max(2, default_jobs()), help="jobs of the parallel runs")
    parser.add_argument("--out", type=Path, default=Path("benchmarks/out"), help="folder for corpora and builds")
    parser.add_argument("--timeout", type=float, default=900, help="seconds an end-to-end build may take (default 900)")
    parser.add_argument(
        "--render-max", type=int, default=10_000, help="time each output format separately up to this size (default 10000)"
    )
    parser.add_argument(
        "--formats",
        default=",".join(OUTPUT_FORMATS),
        help=f"output formats to time one by one (default all: {','.join(OUTPUT_FORMATS)}; '' for none)",
    )
    args = parser.parse_args(argv)
    args.sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s]
    args.formats = [f for f in args.formats.split(",") if f]
    args.out.mkdir(parents=True, exist_ok=True)

    info = machine()
    seeds = load_seed_abstracts()
    results = []
    for size in args.sizes:
        results.append(run_size(size, args, seeds))
        (args.out / "throughput.json").write_text(json.dumps({"machine": info, "results": results}, indent=2))
        (args.out / "throughput.md").write_text(table(results, info, args.jobs) + "\n")
    print(table(results, info, args.jobs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
