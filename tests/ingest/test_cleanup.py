"""The cleanup table, case by case, and the seeds after cleanup."""

from __future__ import annotations

import re
import time

import pytest

from paperkg.ingest import load_papers
from paperkg.ingest.cleanup import clean_text

from .helpers import ROOT

CASES = [
    # flattened LaTeX in the seeds
    ("achieving up to 1.1times speedup over cuBLAS", "achieving up to 1.1× speedup over cuBLAS"),
    ("achieves 2.36sim 8.02times inference speed-up", "achieves 2.36~8.02× inference speed-up"),
    ("which is 3.65 sim 39.14times faster", "which is 3.65~39.14× faster"),
    ("using 4sim 8 GPUs", "using 4~8 GPUs"),
    ("in sim500-billion parameter models", "in ~500-billion parameter models"),
    ("we achieve up to sim 7.7times memory savings", "we achieve up to ~7.7× memory savings"),
    ("on 8timesRTX 4090 GPUs", "on 8×RTX 4090 GPUs"),
    ("up to 7.07times/2.86times faster", "up to 7.07×/2.86× faster"),
    ("(2-4times compared to optimized baselines)", "(2-4× compared to optimized baselines)"),
    ("in ZhrightarrowEn, DerightarrowEn and EnrightarrowZh", "in Zh→En, De→En and En→Zh"),
    ("reaching 50-73\\% of the theoretical maximum", "reaching 50-73% of the theoretical maximum"),
    ('and a na\\"ive NPU+PIM design', "and a naïve NPU+PIM design"),
    ("single-task inference, M^{3}ViT achieves", "single-task inference, M^3ViT achieves"),
    ("M^3ViT: Mixture-of-Experts", "M^3ViT: Mixture-of-Experts"),
    ("the relative L_{1} error is reduced by 7\\%--54\\%", "the relative L_1 error is reduced by 7%--54%"),
    ("gradients {g(1),g(2),ldots,g(J)}", "gradients {g(1),g(2),…,g(J)}"),
    ("tokens\\textemdash discrete units", "tokens—discrete units"),
    # LaTeX from arXiv, BibTeX and JSON sources
    ("a 2-4$\\times$ speedup", "a 2-4× speedup"),
    ("a $2.88\\times$ kernel speedup", "a 2.88× kernel speedup"),
    ("$\\sim$30% fewer", "~30% fewer"),
    ("on \\texttt{vLLM} and \\textbf{SGLang}", "on vLLM and SGLang"),
    ("it is \\emph{not} lossless", "it is not lossless"),
    ("PanGu-$α$: Large-scale", "PanGu-α: Large-scale"),
    ("PanGu-$\\alpha$: Large-scale", "PanGu-α: Large-scale"),
    ("Gr\\\"{o}bner and \\'{E}cole", "Gröbner and École"),
    ("see \\href{https://x.org}{the code}", "see the code"),
    ("an $O(n^2)$ cost", "an O(n^2) cost"),
    # whitespace
    ("  two\n  lines\tand\u00a0spaces  ", "two lines and spaces"),
    ("soft\u00adhyphen and zero\u200bwidth", "softhyphen and zerowidth"),
    # real words and plain text are left alone
    ("three times faster and 7.1 times fewer", "three times faster and 7.1 times fewer"),
    ("low decoding runtimes and sometimes", "low decoding runtimes and sometimes"),
    ("simulation, similar, simple, simultaneously, SimBench", "simulation, similar, simple, simultaneously, SimBench"),
    ("zero sim-to-sim gap", "zero sim-to-sim gap"),
    ("costs $5 and $10 per run", "costs $5 and $10 per run"),
    ("for <$10 in compute cost", "for <$10 in compute cost"),
    ("up to ~9% and ~1.9x faster", "up to ~9% and ~1.9x faster"),
    ("pipelines--a process", "pipelines--a process"),
    ("Theta(n^2 d) and 10^5--10^6 accelerators", "Theta(n^2 d) and 10^5--10^6 accelerators"),
    ("C:\\Users\\me and \\unknownmacro{x}", "C:\\Users\\me and \\unknownmacro{x}"),
    ("", ""),
]


@pytest.mark.parametrize(("raw", "clean"), CASES)
def test_clean_text_case(raw: str, clean: str) -> None:
    assert clean_text(raw) == clean


@pytest.mark.parametrize(("raw", "clean"), CASES)
def test_clean_text_is_idempotent(raw: str, clean: str) -> None:
    assert clean_text(clean_text(raw)) == clean_text(raw)


# A math artifact: "times"/"sim" glued to a number, "sim" between or before numbers,
# an arrow macro name, or LaTeX markup left over.
ARTIFACT = re.compile(r"\d(?:times|sim)|\d\s?sim\s?\d|(?<![A-Za-z])sim\s?\d|rightarrow|leftarrow|\\[A-Za-z%\"]|\$\\|\^\{")


@pytest.fixture(scope="module")
def seed_papers():
    return load_papers([ROOT / "seeds"]).papers


def test_seed_abstracts_hold_no_math_artifacts(seed_papers) -> None:
    found = [(p.key, m.group(0)) for p in seed_papers for m in ARTIFACT.finditer(p.title + " " + p.abstract)]
    assert found == []


def test_seed_raw_text_does_hold_artifacts() -> None:
    """The check above is meaningful: the raw seeds are full of them."""
    raw = "".join(path.read_text(encoding="utf-8") for path in sorted((ROOT / "seeds").glob("*.txt")))
    assert len(ARTIFACT.findall(raw)) > 30


def test_seed_real_words_survive(seed_papers) -> None:
    text = " ".join(p.abstract for p in seed_papers)
    for word in ("runtimes", "simulation", "similar", "simultaneous", "7.1 times", "2.4 times", "training times"):
        assert word in text
    assert "1.1× speedup over highly optimized cuBLAS" in text
    assert "Zh→En, De→En and En→Zh" in text


def test_seed_cleanup_is_a_fixed_point(seed_papers) -> None:
    for paper in seed_papers:
        assert clean_text(paper.abstract) == paper.abstract
        assert clean_text(paper.title) == paper.title


def test_clean_text_is_linear_on_megabytes() -> None:
    chunk = "We get 1.1times speedup with \\emph{x} and $\\sim$3 GPUs over 2.36sim 8.02times baselines. "
    big = chunk * 40_000  # ~3.6 MB
    started = time.perf_counter()
    out = clean_text(big)
    assert time.perf_counter() - started < 20
    assert out.startswith("We get 1.1× speedup with x and ~3 GPUs over 2.36~8.02× baselines.")
    # an unclosed brace or dollar does not make the scan quadratic
    started = time.perf_counter()
    clean_text("\\emph{" + "word " * 400_000 + " $" + "a " * 200_000)
    assert time.perf_counter() - started < 20


def test_whitespace_is_collapsed_as_the_regex_defines_it() -> None:
    import random
    import sys
    import unicodedata

    spaces = [chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()]
    assert all(re.fullmatch(r"\s", c) for c in spaces)  # str.split() and \s agree on what whitespace is
    rng = random.Random(2)
    atoms = [*spaces, " ", "  ", "a", "é", "e\u0301", "1", "\u200b"]  # nothing but whitespace to clean up
    for _ in range(3000):
        text = "".join(rng.choice(atoms) for _ in range(rng.randrange(0, 12)))
        plain = unicodedata.normalize("NFC", text).replace("\u200b", "")
        assert clean_text(text) == re.sub(r"\s{2,}|[^\S ]", " ", plain).strip(), repr(text)
