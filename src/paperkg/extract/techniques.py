"""Technique mentions the phrase ruler cannot see.

* Coordinated kinds of parallelism share one head noun: "tensor and pipeline
  parallelism", "data/pipeline/model parallelism", "parallelism techniques
  (data, pipeline, tensor)". The kinds come from the technique ids ending in
  ``-parallelism`` in ``data/techniques.jsonl``.
* Phrasings too varied for a phrase list ("overlaps the all-reduce with
  computation") are regular expressions in ``data/technique_cues.jsonl``,
  each with an example sentence.

Examples:
    >>> sorted(coordinated_techniques("combining tensor and pipeline model parallelism"))
    ['pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(coordinated_techniques("parallelism techniques (data, pipeline, tensor)"))
    ['data-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(cue_techniques("Communication and computation are overlapped."))
    ['communication-overlap']
"""

from __future__ import annotations

import functools
import re

from paperkg.extract.quantities import lowered
from paperkg.extract.vocab import entity_index, load_jsonl

__all__ = ["coordinated_techniques", "cue_techniques", "technique_cues"]


@functools.cache
def _kinds() -> dict[str, str]:
    kinds = {}
    for kind, ident in entity_index():
        if kind == "technique" and ident.endswith("-parallelism") and ident != "hybrid-parallelism":
            kinds[ident[: -len("-parallelism")].replace("-", " ")] = ident
    return kinds


@functools.cache
def _coordination() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    alt = "|".join(sorted((re.escape(k) for k in _kinds()), key=len, reverse=True))
    sep = r"\s*(?:,\s*and|,\s*or|,|/|\band\b|\bor\b|&)\s*"
    before = re.compile(rf"\b(?P<list>(?:{alt})(?:{sep}(?:{alt}))+)\s*(?:-|\s)(?:model\s+)?parallel\w*")
    after = re.compile(
        rf"\bparallel\w*(?:\s+\w+){{0,2}}\s*\((?:e\.g\.,?\s*|i\.e\.,?\s*|such\s+as\s+)?(?P<list>(?:{alt})(?:{sep}(?:{alt}))+)\)"
    )
    item = re.compile(rf"\b(?:{alt})\b")
    return before, after, item


def coordinated_techniques(text: str) -> set[str]:
    """Kinds of parallelism named in a coordination that shares the word "parallelism"."""
    text = lowered(text)
    before, after, item = _coordination()
    kinds = _kinds()
    found: set[str] = set()
    pos = text.find("parallel")
    while pos >= 0:
        # only look around each "parallel...": cheaper than scanning the whole text
        window_start = max(0, pos - 90)
        for regex in (before, after):
            for m in regex.finditer(text, window_start, pos + 120):
                for k in item.finditer(m.group("list")):
                    found.add(kinds[re.sub(r"\s+", " ", k.group(0))])
        pos = text.find("parallel", pos + 120)
    return found


@functools.cache
def technique_cues() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """``(technique id, trigger word, compiled regex)`` from ``data/technique_cues.jsonl``."""
    return tuple((r["id"], r["trigger"], re.compile(r["regex"])) for r in load_jsonl("technique_cues.jsonl"))


def cue_techniques(text: str) -> set[str]:
    """Technique ids whose cue regex matches ``text`` (run only when the cue's trigger word occurs)."""
    text = lowered(text)
    return {ident for ident, trigger, regex in technique_cues() if trigger in text and regex.search(text)}
