"""Shared fixtures (spaCy's rule: one conftest for the whole suite)."""

from __future__ import annotations

from pathlib import Path

import pytest

#: The repository root (tests run from anywhere).
ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "seeds"
GOLD = ROOT / "benchmarks" / "gold" / "seeds.jsonl"


@pytest.fixture(scope="session")
def seed_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build ``seeds/`` once per test session, in every output format; returns the folder.

    The real pipeline end to end: ingest, the spaCy extraction, RDF, networkx, HTML.
    """
    import os

    from paperkg.build import OUTPUT_FORMATS, build

    out = tmp_path_factory.mktemp("seed-build")
    cwd = os.getcwd()
    os.chdir(ROOT)  # sources are recorded as the user names them: "seeds/..."
    try:
        build(["seeds"], out, formats=list(OUTPUT_FORMATS), jobs=1)
    finally:
        os.chdir(cwd)
    return out


#: Text that would run script if a page ever parsed paper text as HTML: each payload sets ``window.__xss``.
XSS_TITLE = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">: an XSS title'


@pytest.fixture(scope="session")
def html_graph():
    """A small hand-built graph for the HTML page tests, with hostile text in it.

    Four papers (one whose title, abstract, evidence and URL carry script
    payloads), three systems, two techniques, two pieces of hardware and four
    comparisons; made through the real ``to_networkx``.
    """
    from paperkg.export.nx import to_networkx
    from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts

    tawa_abs = "Tawa reaches up to 1.1x speedup over cuBLAS on NVIDIA H100 GPUs."
    evil_abs = 'EvilSys </script><script>window.__xss = 3</script> is 2x faster than vLLM <img src=x onerror="window.__xss=4">.'
    papers = [
        Paper("tawa", "Tawa: Automatic Warp Specialization for Modern GPUs", tawa_abs, issued="2025-10-01",
              author_count=7, url="https://arxiv.org/abs/2510.00001", arxiv_id="2510.00001"),
        Paper("evil", XSS_TITLE, evil_abs, issued="--04-04", author_count=1, url="javascript:window.__xss=5"),
        Paper("serve", "FastServe: Speculative Decoding at Scale", "FastServe cuts latency by 30% compared to vLLM.",
              issued="2025-12-09", author_count=12),
        Paper("moe", "MoE Training Without Tears", "We use tensor parallelism and mixture-of-experts on A100 GPUs."),
    ]
    ents = [
        Entity("system", "tawa", "Tawa"),
        Entity("system", "cublas", "cuBLAS"),
        Entity("system", "vllm", "vLLM"),
        Entity("system", "evilsys", "EvilSys<svg onload=window.__xss=6>"),
        Entity("system", "fastserve", "FastServe"),
        Entity("technique", "tensor-parallelism", "tensor parallelism", aliases=("TP",)),
        Entity("technique", "speculative-decoding", "speculative decoding"),
        Entity("hardware", "nvidia-h100", "NVIDIA H100", aliases=("H100",)),
        Entity("hardware", "nvidia-a100", "NVIDIA A100", aliases=("A100",)),
    ]

    def claim(text, subject, baseline, metric, value, unit, **kw):
        return Comparison(subject=subject, baseline=baseline, metric=metric, value=value, unit=unit,
                          evidence=text, start=0, end=len(text), rule="test", **kw)

    facts = [
        PaperFacts("tawa", proposes=("tawa",), hardware=("nvidia-h100",), baselines=("cublas",),
                   comparisons=(claim(tawa_abs, "tawa", "cublas", "speedup", 1.1, "x", qualifier="up to",
                                      hardware="nvidia-h100"),)),
        PaperFacts("evil", proposes=("evilsys",), baselines=("vllm",),
                   comparisons=(claim(evil_abs, "evilsys", "vllm", "speedup", 2.0, "x"),)),
        PaperFacts("serve", proposes=("fastserve",), techniques=("speculative-decoding",), baselines=("vllm",),
                   comparisons=(claim(papers[2].abstract, "fastserve", "vllm", "latency", 30.0, "%"),
                                claim(papers[2].abstract, None, None, "throughput", 1.5, "x",
                                      baseline_text="state-of-the-art <b>serving</b> systems"))),
        PaperFacts("moe", techniques=("tensor-parallelism",), hardware=("nvidia-a100",)),
    ]
    return to_networkx(KnowledgeGraph.from_parts(papers, ents, facts))


@pytest.fixture(scope="session")
def sample_kg():
    """A small hand-built KnowledgeGraph for the RDF side (export, validation, queries, store, serve).

    * ``tawa`` proposes Tawa: up to 1.1x speedup over cuBLAS on NVIDIA H100 (better),
      1.2x over Triton, parity with FlashAttention-3; issued 2025-10-01.
    * ``moe-serve`` (issued ``--04-04``, no year) has no system name: 1.5x higher
      throughput than "state-of-the-art serving systems" (unnamed baseline) and 2.5x
      over vLLM on NVIDIA A100; it uses mixture-of-experts, expert parallelism and
      tensor parallelism.
    * ``triton-study`` claims Triton beats Tawa (contradicting ``tawa``), 30% lower latency.
    * Techniques: tensor-parallelism -> model-parallelism -> parallelism,
      expert-parallelism -> parallelism; quantization is in the vocabulary but unused.
    """
    from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts

    def claim(abstract, sentence, subject, baseline, metric, value=None, unit=None, **kw):
        start = abstract.index(sentence)
        return Comparison(subject=subject, baseline=baseline, metric=metric, value=value, unit=unit,
                          evidence=sentence, start=start, end=start + len(sentence), rule="test-rule", **kw)

    tawa_s1 = ("Evaluation on NVIDIA H100 GPUs across representative LLM kernels shows that Tawa delivers high "
               "hardware utilization, achieving up to 1.1x speedup over highly optimized cuBLAS GEMM kernels.")
    tawa_s2 = ("For attention workloads, Tawa attains 1.2x speedup over Triton and matches the performance of "
               "the hand-optimized FlashAttention-3 kernel.")
    tawa_abs = "Tawa is a compiler that uses warp specialization on \"modern\" GPUs.\n" + tawa_s1 + " " + tawa_s2
    moe_s1 = "Our system achieves 1.5x higher throughput than state-of-the-art serving systems."
    moe_s2 = "On NVIDIA A100 GPUs it serves mixture-of-experts models 2.5-3.0x faster than vLLM."
    moe_abs = ("We serve mixture-of-experts models with expert parallelism and tensor parallelism. "
               + moe_s1 + " " + moe_s2)
    study_s = "Triton kernels reach 30% lower latency than Tawa on NVIDIA H100."
    study_abs = "We study GPU kernel compilers. " + study_s

    papers = [
        Paper("tawa", "Tawa: Automatic Warp Specialization for Modern GPUs with Asynchronous References", tawa_abs,
              alt_titles=("Tawa: Warp Specialization",), sources=("seeds/a.txt", "seeds/b.txt"),
              identifiers=("2510.18236",), issued="2025-10-01", author_count=7, authors=("A. Author", "B. Author"),
              upvotes=12, arxiv_id="2510.18236", url="https://arxiv.org/abs/2510.18236"),
        Paper("moe-serve", "Serving Mixture-of-Experts at Scale", moe_abs, sources=("seeds/a.txt",),
              issued="--04-04", author_count=3),
        Paper("triton-study", "A Study of GPU Kernel Compilers", study_abs, sources=("seeds/c.txt",),
              issued="2024-06"),
    ]
    vocabulary = [
        Entity("technique", "parallelism", "parallelism"),
        Entity("technique", "model-parallelism", "model parallelism", ("MP",), ("parallelism",)),
        Entity("technique", "tensor-parallelism", "tensor parallelism", ("TP", "tensor model parallelism"),
               ("model-parallelism",)),
        Entity("technique", "expert-parallelism", "expert parallelism", ("EP",), ("parallelism",)),
        Entity("technique", "mixture-of-experts", "mixture of experts", ("MoE",)),
        Entity("technique", "warp-specialization", "warp specialization"),
        Entity("technique", "quantization", "quantization"),
        Entity("hardware", "nvidia-h100", "NVIDIA H100", ("H100",)),
        Entity("hardware", "nvidia-a100", "NVIDIA A100", ("A100",)),
        Entity("system", "cublas", "cuBLAS"),
        Entity("system", "triton", "Triton"),
        Entity("system", "vllm", "vLLM"),
        Entity("system", "flashattention-3", "FlashAttention-3"),
    ]
    facts = [
        PaperFacts(
            "tawa", proposes=("tawa",), techniques=("warp-specialization",), hardware=("nvidia-h100",),
            hardware_classes=("gpu",), baselines=("cublas", "flashattention-3", "triton"),
            comparisons=(
                claim(tawa_abs, tawa_s1, "tawa", "cublas", "speedup", 1.1, "x", qualifier="up to",
                      hardware="nvidia-h100"),
                claim(tawa_abs, tawa_s2, "tawa", "triton", "speedup", 1.2, "x", hardware="nvidia-h100"),
                claim(tawa_abs, tawa_s2, "tawa", "flashattention-3", "speedup", direction="parity",
                      hardware="nvidia-h100", confidence=0.8),
            ),
            entities=(Entity("system", "tawa", "Tawa"),),
        ),
        PaperFacts(
            "moe-serve", techniques=("expert-parallelism", "mixture-of-experts", "tensor-parallelism"),
            hardware=("nvidia-a100",), baselines=("vllm",),
            comparisons=(
                claim(moe_abs, moe_s1, None, None, "throughput", 1.5, "x",
                      baseline_text="state-of-the-art serving systems"),
                claim(moe_abs, moe_s2, None, "vllm", "speedup", 2.5, "x", value_max=3.0, hardware="nvidia-a100"),
            ),
        ),
        PaperFacts(
            "triton-study", hardware=("nvidia-h100",), baselines=("tawa",),
            comparisons=(claim(study_abs, study_s, "triton", "tawa", "latency", 30.0, "%", hardware="nvidia-h100"),),
        ),
    ]
    return KnowledgeGraph.from_parts(papers, vocabulary, facts)


@pytest.fixture(scope="session")
def sample_ttl(sample_kg, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``sample_kg`` written as Turtle (a session-wide temporary file)."""
    from paperkg.export.rdf import write_rdf

    path = tmp_path_factory.mktemp("sample-rdf") / "sample.ttl"
    write_rdf(sample_kg, path)
    return path


@pytest.fixture(scope="session")
def browser():
    """Headless Debian Chromium driven by Playwright (see :mod:`paperkg.browser`); skips without it."""
    from paperkg.browser import CHROMIUM, chromium_available, launch

    if not chromium_available():
        pytest.skip(f"{CHROMIUM} is absent (scripts/test.sh installs Debian's chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright (the test extra) is not installed")
    with sync_api.sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()
