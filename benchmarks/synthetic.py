"""Synthetic corpora of any size, made from the seed abstracts.

Each synthetic paper takes the sentence structure of one seed abstract and
swaps most sentences for sentences at the same position in other seed
abstracts; then every system name a seed title introduces ("Tawa: ...") is
replaced by the paper's own made-up name, and every standalone number
("1.1×", "30%", "2.36~8.02×", "8 GPUs") is scaled by a random factor. Titles
and abstracts are therefore distinct (nothing can be served from a cache or
merged as a duplicate) while reading like the real thing: the same
vocabulary, the same comparison phrasing, the same length. Output is
deterministic for a given size and seed.

Usage::

    python benchmarks/synthetic.py 10000 /tmp/corpus-10k.jsonl

writes one JSON object per line (``id``, ``title``, ``abstract``,
``published``), the shape paperkg's JSONL reader takes.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

__all__ = ["SEEDS", "load_seed_abstracts", "synthesize", "write_corpus", "made_up_name"]

#: The seed listings shipped with the repository.
SEEDS = Path(__file__).resolve().parent.parent / "seeds"

_SYLLABLES = (
    "ka", "to", "mi", "ra", "ve", "lu", "so", "ne", "di", "fa", "go", "hu", "ji", "pe", "qua", "bi",
    "zo", "xe", "wa", "yu", "ce", "no", "ti", "la", "mo", "ru", "se", "vi", "da", "ke", "po", "lin",
)  # fmt: skip
_SUFFIXES = ("", "", "", "-2", "LM", "X", "++", "-Serve", "Flow", "-MoE", "Opt", "3")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\"'])")
_NUMBER_WORD = re.compile(
    r"^(?P<lead>[(\[~≈]*)(?P<a>\d+(?:\.\d+)?)(?:(?P<sep>[~–-])(?P<b>\d+(?:\.\d+)?))?"
    r"(?P<unit>×|x|%|times)?(?P<trail>[)\],.;:]*)$"
)
_TITLE_NAME = re.compile(r"^([A-Z][\w.+\-]*(?: [A-Z0-9][\w.+\-]*){0,2}):\s")


def load_seed_abstracts(folder: Path = SEEDS) -> list[tuple[str, str]]:
    """``(title, abstract)`` of every distinct seed paper, read by paperkg's own ingest."""
    from paperkg.ingest import load_papers

    papers = load_papers([folder]).papers
    return [(p.title, p.abstract) for p in papers if p.abstract]


def made_up_name(index: int, rng: random.Random) -> str:
    """A system name unique to ``index`` ("Kamira", "TOVELU-2", "RazoFlow").

    Examples:
        >>> made_up_name(0, random.Random(0)) != made_up_name(1, random.Random(0))
        True
    """
    parts = []
    value = index
    for _ in range(4):
        parts.append(_SYLLABLES[value % len(_SYLLABLES)])
        value //= len(_SYLLABLES)
    while len(parts) > 2 and parts[-1] == _SYLLABLES[0]:
        parts.pop()
    stem = "".join(parts)
    style = rng.random()
    if style < 0.25:
        stem = stem.upper()
    elif style < 0.5:
        stem = "".join(p.capitalize() for p in parts)
    else:
        stem = stem.capitalize()
    return stem + rng.choice(_SUFFIXES)


def _scale(text: str, factor: float) -> str:
    if "." in text:
        decimals = len(text.split(".")[1])
        return f"{max(float(text) * factor, 10**-decimals):.{decimals}f}"
    return str(max(1, round(int(text) * factor)))


def _vary_numbers(sentence: str, rng: random.Random) -> str:
    words = sentence.split(" ")
    for i, word in enumerate(words):
        m = _NUMBER_WORD.match(word)
        if not m or (len(m["a"]) == 4 and m["a"].startswith(("19", "20")) and not m["unit"]):
            continue  # not a number, or a year
        factor = rng.uniform(0.7, 1.4)
        a = _scale(m["a"], factor)
        b = _scale(m["b"], factor) if m["b"] else None
        if m["unit"] == "%" and float(m["a"]) < 100 and float(a) >= 100:
            a = m["a"]
        words[i] = f"{m['lead']}{a}{m['sep'] + b if b else ''}{m['unit'] or ''}{m['trail']}"
    return " ".join(words)


def synthesize(seeds: Sequence[tuple[str, str]], count: int, *, seed: int = 0) -> Iterator[dict[str, str]]:
    """``count`` synthetic papers made from ``seeds`` (see the module docstring).

    Args:
        seeds: ``(title, abstract)`` pairs.
        count: Papers to make.
        seed: Random seed; the same arguments always give the same corpus.

    Yields:
        ``{"id", "title", "abstract", "published"}`` dicts.

    Examples:
        >>> seeds = [("Tawa: Fast Kernels", "We present Tawa. Tawa is 1.1× faster than cuBLAS on 8 GPUs."),
        ...          ("Making MoE Cheaper", "MoE is costly. We cut cost by 30% over vLLM.")]
        >>> papers = list(synthesize(seeds, 3))
        >>> len({p["title"] for p in papers}), "Tawa" in " ".join(p["abstract"] for p in papers)
        (3, False)
    """
    split = [(title, _SENTENCE_END.split(abstract.strip())) for title, abstract in seeds]
    names = sorted({m[1] for title, _ in seeds if (m := _TITLE_NAME.match(title))}, key=len, reverse=True)
    name_re = re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b") if names else None
    by_position: dict[int, list[str]] = {}
    for _, sentences in split:
        for pos, sentence in enumerate(sentences):
            by_position.setdefault(min(pos, 9), []).append(sentence)
    for index in range(count):
        rng = random.Random(f"{seed}:{index}")
        title, sentences = split[rng.randrange(len(split))]
        name = made_up_name(index, rng)
        mixed = [
            s if rng.random() < 0.3 else rng.choice(by_position[min(pos, 9)]) for pos, s in enumerate(sentences)
        ]
        abstract = " ".join(_vary_numbers(s, rng) for s in mixed)
        m = _TITLE_NAME.match(title)
        new_title = f"{name}: {title[m.end():]}" if m else f"{name}: {title}"
        if name_re is not None:
            abstract = name_re.sub(name, abstract)
        day = 1 + index % 28
        month = 1 + (index // 28) % 12
        yield {
            "id": f"synthetic-{seed}-{index:07d}",
            "title": new_title,
            "abstract": abstract,
            "published": f"2025-{month:02d}-{day:02d}",
        }


def write_corpus(path: str | Path, count: int, *, seed: int = 0, seeds: Sequence[tuple[str, str]] | None = None) -> Path:
    """Write ``count`` synthetic papers to ``path`` as JSONL and return the path."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("w", encoding="utf-8") as handle:
        for paper in synthesize(seeds if seeds is not None else load_seed_abstracts(), count, seed=seed):
            handle.write(json.dumps(paper, ensure_ascii=False) + "\n")
    return target


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("count", type=int, help="number of papers")
    parser.add_argument("out", type=Path, help="JSONL file to write")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    args = parser.parse_args(argv)
    write_corpus(args.out, args.count, seed=args.seed)
    print(f"wrote {args.count} papers to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
