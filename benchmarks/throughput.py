"""Throughput benchmark: how fast paperkg extracts and builds, at any corpus size.

For each size (default 1,000 / 10,000 / 100,000 abstracts) it writes a
synthetic corpus made from the seed abstracts (``benchmarks/synthetic.py``:
names and numbers varied, so no cache can help; kept between runs) and
measures, in one run:

* **tokenizer**: the bare ``spacy.blank("en")`` tokenizer over the same
  texts extraction reads (title, blank line, abstract; ``nlp.pipe``), the
  yardstick;
* **extraction, 1 job**: paperkg's extraction alone, in this process;
* **extraction, N jobs**: the same through the worker pool (forking the workers included;
  both extraction runs start from a fresh pipeline built outside the timing);
* **end to end**: ``paperkg build CORPUS --no-cache --store oxigraph:DIR`` in a
  child process with the default outputs, wall time and peak RSS of the whole
  process tree (sampled with psutil);
* **incremental build** (sizes up to ``--incremental-max``, default 10,000):
  ``paperkg build`` with the facts cache, first of all but the last 10
  papers (the cache empty), then of the whole corpus: the seconds each takes,
  how many papers the second extracted and took from the cache, and whether
  it wrote the same bytes as the uncached end-to-end build;
* **natural abstracts**: the bare tokenizer and 1-job extraction over the
  distinct abstracts of the seed listings and the gold files, read twice by
  the same fresh pipelines: how much both gain once spaCy has seen the words;
* **each output**: the build to one output, ingest + extraction on N jobs +
  rendering that output from the graph (the facts of the 1-job run, nothing
  is extracted again): seconds, abstracts/s, ratio to the tokenizer, peak
  RSS while rendering, size.

Each size runs in its own child process with a time limit (``--size-timeout``),
so a slow size cannot hang the run: what it measured before the limit is
kept and the table marks the rest as stopped. It prints markdown tables for
the README, with the machine described, and writes the raw numbers to
``OUT/throughput.json``. Run it from the repository root::

    python benchmarks/throughput.py                      # 1k, 10k, 100k
    python benchmarks/throughput.py --sizes 1000,10000   # quicker
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from synthetic import SEEDS, load_seed_abstracts, write_corpus  # noqa: E402

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


def bench_extraction(papers: list, jobs: int) -> dict:
    """Wall and CPU seconds for 1 job (in-process) and for ``jobs`` workers; whether outputs agree; the facts.

    CPU seconds say what the machine would do unloaded: on a shared machine
    the wall time also counts the time other processes had the cores.
    """
    from paperkg.extract.parallel import extract_facts, extract_serial, warm_worker, worker_nlp

    # Both runs start from a fresh pipeline built and warmed outside the timing
    # (as the tokenizer's is; a build pays that second once, whatever --jobs):
    # the worker processes, forked from this one, inherit it; then the 1-job
    # run gets its own fresh one.
    worker_nlp.cache_clear()
    warm_worker()
    started, cpu, children = time.perf_counter(), time.process_time(), _children_cpu()
    parallel = list(extract_facts(papers, jobs=jobs))  # workers are forked children, waited for at the end
    many = time.perf_counter() - started
    many_cpu = time.process_time() - cpu + _children_cpu() - children
    worker_nlp.cache_clear()
    warm_worker()
    started, cpu = time.perf_counter(), time.process_time()
    serial = list(extract_serial(papers))
    one, one_cpu = time.perf_counter() - started, time.process_time() - cpu
    same = serial == parallel
    del parallel
    return {"one": one, "one_cpu": one_cpu, "many": many, "many_cpu": many_cpu, "same": same, "facts": serial}


def median_runs(runs: list[dict]) -> dict:
    """The median of each timing over repeated runs (the first run's other values).

    A run of a second or less moves by 10% from one repetition to the next on
    a shared machine; the median of a few is what the table reports.

    Examples:
        >>> median_runs([{"one": 3.0, "same": True}, {"one": 1.0, "same": True}, {"one": 2.0, "same": False}])
        {'one': 2.0, 'same': False}
    """
    merged = dict(runs[0])
    for key, value in runs[0].items():
        if isinstance(value, bool):
            merged[key] = all(run[key] for run in runs)
        elif isinstance(value, float):
            merged[key] = statistics.median(run[key] for run in runs)
    return merged


def _run_build(command: list[str], timeout: float) -> tuple[float, int, int, str]:
    """Seconds, peak RSS (bytes, process tree), exit code (-9: timed out) and stderr of a ``paperkg build``."""
    started = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    with PeakRSS(proc.pid) as rss:
        try:
            _, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_tree(proc.pid)
            _, err = proc.communicate()
            return time.perf_counter() - started, rss.peak, -9, err.decode(errors="replace")
    seconds = time.perf_counter() - started
    text = err.decode(errors="replace")
    if proc.returncode:
        print(text[-2000:], file=sys.stderr)
    return seconds, rss.peak, proc.returncode, text


def bench_end_to_end(corpus: Path, out: Path, jobs: int, timeout: float, store: bool) -> tuple[float, int, int]:
    """Seconds, peak RSS (bytes, process tree) and exit code of ``paperkg build`` (-9: timed out)."""
    shutil.rmtree(out, ignore_errors=True)
    command = [sys.executable, "-m", "paperkg", "build", str(corpus), "--out", str(out), "--no-cache", "-q"]
    command += ["--jobs", str(jobs)]
    if store:
        command += ["--store", f"oxigraph:{out / 'store'}"]
    seconds, peak, code, _ = _run_build(command, timeout)
    return seconds, peak, code


#: What ``paperkg build`` says about the facts cache ("extracted 10 papers, 9990 from the cache in DIR").
_CACHE_SUMMARY = re.compile(r"extracted (\d+) papers?, (\d+) from the cache")

#: Papers the incremental build adds to a corpus whose other papers are cached.
ADDED_PAPERS = 10


def bench_incremental(corpus: Path, work: Path, jobs: int, timeout: float, reference: Path | None = None) -> dict:
    """``paperkg build`` with the facts cache: all but the last 10 papers (cache empty), then all of them.

    Returns the seconds of both builds (``cold_s``, ``added_s``), what the
    second extracted and took from the cache (read from its summary), its
    exit code, and whether every output file it wrote has the bytes of the
    same file in ``reference`` (an uncached build of ``corpus``; ``None``
    when there is none to compare).
    """
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    lines = corpus.read_text(encoding="utf-8").splitlines(keepends=True)
    fewer = work / f"all-but-{ADDED_PAPERS}.jsonl"
    fewer.write_text("".join(lines[:-ADDED_PAPERS]), encoding="utf-8")
    out, cache = work / "out", work / "cache"
    result: dict = {"added": min(ADDED_PAPERS, len(lines))}
    for key, source in (("cold_s", fewer), ("added_s", corpus)):
        command = [sys.executable, "-m", "paperkg", "build", str(source), "--out", str(out), "--cache", str(cache),
                   "-q", "--jobs", str(jobs)]
        seconds, _, code, err = _run_build(command, timeout)
        result[key] = seconds
        result["exit_code"] = code
        if code:
            return result
    summary = _CACHE_SUMMARY.search(err)
    if summary:
        result["extracted"], result["cached"] = int(summary[1]), int(summary[2])
    if reference is not None and reference.is_dir():
        written = sorted(p for p in out.iterdir() if p.is_file())
        result["same_bytes"] = bool(written) and all(
            (reference / p.name).is_file() and (reference / p.name).read_bytes() == p.read_bytes() for p in written
        )
    return result


def _kill_tree(pid: int) -> None:
    import psutil

    parent = psutil.Process(pid)
    for proc in [*parent.children(recursive=True), parent]:
        try:
            proc.kill()
        except psutil.Error:
            pass


def bench_outputs(kg, formats: list[str]) -> dict[str, dict[str, float]]:
    """Per output format: seconds to render it from ``kg``, its bytes, and peak RSS while rendering."""
    import gc

    from paperkg.build import render_outputs

    results = {}
    for fmt in formats:
        gc.collect()
        with PeakRSS(os.getpid(), interval=0.05, rescan=10**9) as rss:
            rendered, seconds = timed(render_outputs, kg, [fmt])
        size = sum(len(v) for v in rendered.values())
        del rendered
        results[fmt] = {"seconds": seconds, "bytes": size, "peak_rss": rss.peak}
        print(f"  {fmt}: {seconds:.1f} s, {size / 2**20:.1f} MiB, peak {rss.peak / 2**30:.2f} GiB", file=sys.stderr)
    return results


def natural_papers() -> list:
    """The distinct papers of the seed listings and the gold files: natural text, not recombined."""
    from paperkg.extract import doc_text
    from paperkg.ingest import load_papers

    gold = sorted((Path(__file__).resolve().parent / "gold").glob("*.jsonl"))
    papers, seen = [], set()
    for paper in load_papers([SEEDS, *gold]).papers:
        text = doc_text(paper)
        if paper.abstract and text not in seen:
            seen.add(text)
            papers.append(paper)
    return papers


def bench_natural() -> dict:
    """Bare tokenizer and 1-job extraction over :func:`natural_papers`, read twice by the same pipelines.

    The first reading meets every word for the first time (spaCy builds a
    lexeme and tokenizes each new word from scratch); the second finds every
    word in its caches, as a large corpus mostly does. Rates are per CPU-second.
    """
    import spacy

    from paperkg.extract import doc_text
    from paperkg.extract.parallel import extract_serial, warm_worker, worker_nlp

    papers = natural_papers()
    texts = [doc_text(p) for p in papers]
    nlp = spacy.blank("en")
    worker_nlp.cache_clear()
    warm_worker()
    readings = []
    for _ in range(2):
        cpu = time.process_time()
        for _ in nlp.pipe(texts, batch_size=256):
            pass
        tokenizer = time.process_time() - cpu
        cpu = time.process_time()
        for _ in extract_serial(papers):
            pass
        extraction = time.process_time() - cpu
        readings.append({"tokenizer_rate": len(texts) / tokenizer, "extract_rate": len(texts) / extraction,
                         "ratio": tokenizer / extraction})
    return {"abstracts": len(texts), "readings": readings}


def corpus_for(size: int, out: Path, seeds: list[tuple[str, str]]) -> Path:
    """The synthetic corpus of ``size`` papers: written once, reused while generator and seeds are unchanged."""
    import hashlib

    path = out / f"corpus-{size}.jsonl"
    stamp = path.with_name(path.name + ".stamp")
    generator = Path(__file__).resolve().parent / "synthetic.py"
    wanted = f"{size} {hashlib.sha1(generator.read_bytes() + repr(seeds).encode()).hexdigest()}\n"
    if path.exists() and stamp.exists() and stamp.read_text() == wanted:
        return path
    write_corpus(path, size, seeds=seeds)
    stamp.write_text(wanted)
    return path


def run_size(size: int, args: argparse.Namespace, result: dict, save) -> None:
    """Measure one corpus size, filling ``result`` and calling ``save()`` after each step."""
    from paperkg.extract import vocabulary_entities
    from paperkg.ingest import load_papers
    from paperkg.model import KnowledgeGraph

    seeds = load_seed_abstracts()
    corpus = corpus_for(size, args.out, seeds)
    cpu = time.process_time()
    loaded, load_s = timed(load_papers, [corpus])
    papers = loaded.papers
    n = len(papers)
    result.update(abstracts=n, ingest_s=load_s, ingest_cpu_s=time.process_time() - cpu)
    print(f"[{size}] {n} papers read in {load_s:.1f} s", file=sys.stderr)
    save()
    from paperkg.extract import doc_text

    repeats = args.repeats if args.repeats is not None else (3 if size <= 10_000 else 1)
    texts = [doc_text(p) for p in papers]  # what extraction reads: the title, a blank line, the abstract
    tok_s, tok_cpu = (statistics.median(t) for t in zip(*(bench_tokenizer(texts) for _ in range(repeats))))
    del texts
    result.update(tokenizer_s=tok_s, tokenizer_cpu_s=tok_cpu, tokenizer_rate=n / tok_s, repeats=repeats)
    print(f"[{size}] tokenizer {tok_s:.1f} s ({tok_cpu:.1f} s CPU)", file=sys.stderr)
    save()
    runs = [bench_extraction(papers, args.jobs)]
    facts = runs[0].pop("facts")
    for _ in range(repeats - 1):
        runs.append(bench_extraction(papers, args.jobs))
        runs[-1].pop("facts")
    ex = median_runs(runs)
    result["speedups"] = [run["one"] / run["many"] for run in runs]
    one_s, many_s = ex["one"], ex["many"]
    result.update(
        extract_1_s=one_s,
        extract_1_cpu_s=ex["one_cpu"],
        extract_1_rate=n / one_s,
        cpu_rate=n / ex["one_cpu"],
        ratio=tok_s / one_s,
        cpu_ratio=tok_cpu / ex["one_cpu"],
        extract_n_s=many_s,
        extract_n_cpu_s=ex["many_cpu"],
        extract_n_rate=n / many_s,
        speedup=one_s / many_s,
        jobs_identical=ex["same"],
        load=os.getloadavg()[0],
    )
    print(
        f"[{size}] extraction 1 job {one_s:.1f} s ({ex['one_cpu']:.1f} s CPU), {args.jobs} jobs {many_s:.1f} s "
        f"({ex['many_cpu']:.1f} s CPU), same={ex['same']}; load {os.getloadavg()[0]:.1f}",
        file=sys.stderr,
    )
    save()
    built = args.out / f"build-{size}"
    e2e_s, peak, code = bench_end_to_end(corpus, built, args.jobs, args.timeout, args.store)
    sizes = {}
    if code == 0:
        sizes = {p.suffix[1:]: p.stat().st_size for p in built.iterdir() if p.is_file()}
        if (built / "store").is_dir():
            sizes["store"] = sum(p.stat().st_size for p in (built / "store").rglob("*") if p.is_file())
    result.update(end_to_end_s=e2e_s, end_to_end_rate=n / e2e_s, peak_rss=peak, exit_code=code, output_bytes=sizes)
    print(f"[{size}] end to end {e2e_s:.1f} s, peak {peak / 2**30:.2f} GiB, exit {code}", file=sys.stderr)
    save()
    if size <= args.incremental_max:
        inc = bench_incremental(corpus, args.out / f"incremental-{size}", args.jobs, args.timeout,
                                built if code == 0 else None)
        result["incremental"] = inc
        print(f"[{size}] incremental: {inc}", file=sys.stderr)
        save()
    if args.formats and size <= args.render_max:
        kg = KnowledgeGraph.from_parts(papers, vocabulary_entities(), facts)
        del facts, loaded, papers
        result["outputs"] = {}
        for fmt in args.formats:  # one at a time, saved as they come: a slow format leaves the others measured
            result["outputs"].update(bench_outputs(kg, [fmt]))
            save()


def _child(size: int, args: argparse.Namespace) -> None:
    """Run one size in this (child) process; results go to ``OUT/size-SIZE.json`` step by step."""
    target = args.out / f"size-{size}.json"
    result: dict = {"abstracts": size}

    def save() -> None:
        target.write_text(json.dumps(result, indent=2))

    save()
    run_size(size, args, result, save)


def run_size_limited(size: int, args: argparse.Namespace, argv: list[str]) -> dict:
    """Run one size in a child process stopped after ``--size-timeout`` seconds; what it measured."""
    target = args.out / f"size-{size}.json"
    target.unlink(missing_ok=True)
    command = [sys.executable, str(Path(__file__).resolve()), *argv, "--one-size", str(size)]
    proc = subprocess.Popen(command)
    stopped = False
    try:
        proc.wait(timeout=args.size_timeout)
    except subprocess.TimeoutExpired:
        _kill_tree(proc.pid)
        proc.wait()
        stopped = True
        print(f"[{size}] stopped after {args.size_timeout:.0f} s (--size-timeout)", file=sys.stderr)
    result = json.loads(target.read_text()) if target.exists() else {"abstracts": size}
    if stopped:
        result["stopped"] = args.size_timeout
    elif proc.returncode:
        result["failed"] = proc.returncode
    return result


def _ok(flag: bool) -> str:
    return "" if flag else " ✗"


def _cell(r: dict, name: str, fmt: str) -> str:
    """A measured number formatted, or why it is missing."""
    if name in r:
        return fmt.format(r[name])
    return "stopped" if "stopped" in r else "failed" if "failed" in r else "–"


def _table_head(intro: str, *columns: str) -> list[str]:
    """A blank line, ``intro``, a blank line and a markdown table's head: columns right-aligned, or left with a
    trailing ``:`` (dropped from the name).

    Examples:
        >>> _table_head("Sizes:", "name:", "size")[2:]
        ['', '| name | size |', '|---|---:|']
    """
    names = [c.removesuffix(":") for c in columns]
    rules = ["---" if c.endswith(":") else "---:" for c in columns]
    return ["", intro, "", f"| {' | '.join(names)} |", f"|{'|'.join(rules)}|"]


def table(results: list[dict], info: dict, jobs: int, natural: dict | None = None) -> str:
    """The README tables: throughput per corpus size, the build to each output, incremental builds, natural abstracts."""
    lines = [
        f"Machine: {info['cores']} cores, {info['cpu']}, {info['memory_gb']} GB RAM; {info['os']}; "
        f"Python {info['python']}, spaCy {info['spacy']}, paperkg {info['paperkg']}.",
        "",
        f"| abstracts | ingest (s) | bare tokenizer (abs/s) | extraction, 1 job (abs/s) | per CPU-second | ratio to "
        f"tokenizer (wall / CPU) | extraction, {jobs} jobs (abs/s) | speedup | end-to-end build (s) | abs/s | "
        "peak RSS | outputs | load |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ]
    for r in results:
        n = r["abstracts"]
        code = r.get("exit_code")
        if code is None:
            e2e = _cell(r, "end_to_end_s", "{}") + " ✗"
        elif code == -9:
            e2e = f"> {r['end_to_end_s']:.0f} (stopped) ✗"
        elif code:
            e2e = f"failed (exit {code}) ✗"
        else:
            e2e = f"{r['end_to_end_s']:.1f}{_ok(n < 100_000 or r['end_to_end_s'] < TARGET_SECONDS_100K)}"
        files = ", ".join(f"{k} {v / 2**20:.1f} MiB" for k, v in sorted(r.get("output_bytes", {}).items()))
        if "speedup" not in r:
            speedup = _cell(r, "speedup", "")
        elif n < MIN_PARALLEL:
            speedup = "(in-process)"
        else:
            speedup = f"{r['speedup']:.2f}x{_ok(r['speedup'] >= TARGET_SPEEDUP or jobs < 2)}"
        rate = _cell(r, "extract_1_rate", "{:,.0f}")
        if "extract_1_rate" in r:
            rate += _ok(r["extract_1_rate"] >= TARGET_RATE_PER_CORE)
        ratio = "–"
        if "ratio" in r:
            ratio = f"{r['ratio']:.2f}{_ok(r['ratio'] >= TARGET_RATIO)} / {r['cpu_ratio']:.2f}"
        peak = "–"
        if "peak_rss" in r:
            peak = f"{r['peak_rss'] / 2**30:.2f} GiB{_ok(r['peak_rss'] / 2**30 < TARGET_RSS_GB)}"
        e2e_rate = f"{r['end_to_end_rate']:,.0f}" if code == 0 else "–"
        lines.append(
            f"| {n:,} | {_cell(r, 'ingest_s', '{:.1f}')} | {_cell(r, 'tokenizer_rate', '{:,.0f}')} | {rate} | "
            f"{_cell(r, 'cpu_rate', '{:,.0f}')} | {ratio} | {_cell(r, 'extract_n_rate', '{:,.0f}')} | {speedup} | "
            f"{e2e} | {e2e_rate} | {peak} | {files} | {_cell(r, 'load', '{:.1f}')} |"
        )
    rows = [r for r in results if r.get("outputs")]
    if rows:
        lines += _table_head(
            f"The build to each output: ingest + extraction on {jobs} jobs + rendering that output from the graph "
            "(seconds, abstracts/s, ratio to the bare tokenizer); rendering alone; peak RSS while rendering; size. "
            "Rendering is timed here in the benchmark's own process, which holds the corpus, the facts and the graph "
            "and renders the output in memory; `paperkg build` streams it to disk (its peak is the end-to-end column above):",
            "abstracts", "output:", "build (s)", "abs/s", "ratio to tokenizer", "rendering (s)", "peak RSS", "size",
        )
        for r in rows:
            for fmt, o in sorted(r["outputs"].items()):
                total = r["ingest_s"] + r["extract_n_s"] + o["seconds"]
                rate = r["abstracts"] / total
                lines.append(
                    f"| {r['abstracts']:,} | {fmt} | {total:.1f} | {rate:,.0f} | {rate / r['tokenizer_rate']:.2f} | "
                    f"{o['seconds']:.1f} | {o['peak_rss'] / 2**30:.2f} GiB | {o['bytes'] / 2**20:.1f} MiB |"
                )
    rows = [r for r in results if r.get("incremental")]
    if rows:
        lines += _table_head(
            f"Incremental builds: `paperkg build` with the facts cache, first of all but the last {ADDED_PAPERS} "
            "papers (the cache empty), then of the whole corpus; what the second build extracted and took from the "
            "cache, and whether it wrote the bytes of the uncached end-to-end build:",
            "abstracts", "build, cache empty (s)", f"{ADDED_PAPERS} papers added (s)", "extracted / from the cache:",
            "same bytes as uncached:",
        )
        for r in rows:
            inc = r["incremental"]
            if inc.get("exit_code"):
                lines.append(f"| {r['abstracts']:,} | failed (exit {inc['exit_code']}) ✗ | – | – | – |")
                continue
            counts = f"{inc['extracted']:,} / {inc['cached']:,}" if "extracted" in inc else "–"
            if "extracted" in inc:
                counts += _ok(inc["extracted"] == inc["added"])
            same = "–" if "same_bytes" not in inc else "yes" if inc["same_bytes"] else "no ✗"
            lines.append(f"| {r['abstracts']:,} | {inc['cold_s']:.1f} | {inc['added_s']:.1f} | {counts} | {same} |")
    if natural:
        lines += _table_head(
            f"The {natural['abstracts']} distinct abstracts of the seed listings and the gold files (natural text, "
            "not recombined), read twice by the same fresh pipelines, per CPU-second:",
            "reading:", "bare tokenizer (abs/s)", "extraction, 1 job (abs/s)", "ratio to tokenizer",
        )
        for name, r in zip(("first (fresh pipelines)", "second (the same texts again: every word in the caches)"), natural["readings"]):
            lines.append(f"| {name} | {r['tokenizer_rate']:,.0f} | {r['extract_rate']:,.0f} | {r['ratio']:.2f} |")
    lines += [
        "",
        f"Targets: extraction >= {TARGET_RATE_PER_CORE:,} abstracts/s on one core and >= {TARGET_RATIO} of the bare "
        f"tokenizer; {jobs} jobs >= {TARGET_SPEEDUP}x one job; 100,000 abstracts end to end < {TARGET_SECONDS_100K} s "
        f"and < {TARGET_RSS_GB:g} GiB peak RSS (✗ marks a miss). *per CPU-second* and the CPU ratio count only "
        "the CPU time the process got; *load* is the 1-minute load average at the end of the size's "
        "extraction runs (above the core count, other processes shared the cores and wall-clock rates understate). "
        "*stopped*: the size reached --size-timeout before that step.",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from paperkg.build import OUTPUT_FORMATS
    from paperkg.executors import default_jobs

    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,100000", help="comma-separated corpus sizes")
    parser.add_argument("--jobs", type=int, default=max(2, default_jobs()), help="jobs of the parallel runs")
    parser.add_argument("--out", type=Path, default=Path("benchmarks/out"), help="folder for corpora and builds")
    parser.add_argument("--timeout", type=float, default=900, help="seconds an end-to-end build may take (default 900)")
    parser.add_argument(
        "--size-timeout",
        type=float,
        default=2400,
        help="seconds one corpus size may take in all (default 2400); a size past it is stopped and the run goes on",
    )
    parser.add_argument(
        "--render-max", type=int, default=100_000, help="time each output format separately up to this size"
    )
    parser.add_argument(
        "--formats",
        default=",".join(OUTPUT_FORMATS),
        help=f"output formats to time one by one (default all: {','.join(OUTPUT_FORMATS)}; '' for none)",
    )
    parser.add_argument(
        "--repeats",
        type=int,
        default=None,
        help="time the tokenizer and extraction this many times and report the medians "
        "(default 3 up to 10,000 abstracts, else 1)",
    )
    parser.add_argument("--no-store", dest="store", action="store_false", help="end-to-end build without --store")
    parser.add_argument(
        "--incremental-max",
        type=int,
        default=10_000,
        help=f"time the incremental build ({ADDED_PAPERS} papers added to a cached corpus) up to this size "
        "(default 10,000; 0 for none)",
    )
    parser.add_argument("--one-size", type=int, default=None, help=argparse.SUPPRESS)  # the per-size child
    args = parser.parse_args(argv)
    args.sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s]
    args.formats = [f for f in args.formats.split(",") if f]
    args.out.mkdir(parents=True, exist_ok=True)
    if args.one_size is not None:
        _child(args.one_size, args)
        return 0

    info = machine()
    natural = bench_natural()
    print(f"natural abstracts: {natural}", file=sys.stderr)
    results = []
    for size in args.sizes:
        results.append(run_size_limited(size, args, argv))
        (args.out / "throughput.json").write_text(
            json.dumps({"machine": info, "results": results, "natural": natural}, indent=2)
        )
        (args.out / "throughput.md").write_text(table(results, info, args.jobs, natural) + "\n")
    print(table(results, info, args.jobs, natural))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
