"""Technique mentions the phrase ruler cannot see.

* Coordinated kinds of parallelism share one head noun: "tensor and pipeline
  parallelism", "data/pipeline/model parallelism", "parallelism techniques
  (data, pipeline, tensor)", "data, operator, and pipeline parallelism",
  "inter- and intra-operator parallelism". The kind words come from the
  technique vocabulary (``data/techniques.jsonl``): the id of every
  ``*-parallelism`` technique and the modifier of each of its
  "<modifier> parallelism" / "<modifier> partitioning" phrases.
* Several kinds of parallelism named in one sentence together with a word of
  combination ("composed", "unifies", "the integration of") are hybrid
  parallelism; so is "combine them" right after a sentence naming several.
* Phrasings too varied for a phrase list ("overlaps the all-reduce with
  computation") are regular expressions in ``data/technique_cues.jsonl``,
  each with an example sentence.

Examples:
    >>> sorted(coordinated_techniques("combining tensor and pipeline model parallelism"))
    ['pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(coordinated_techniques("parallelism techniques (data, pipeline, tensor)"))
    ['data-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(coordinated_techniques("plans that unify data, operator, and pipeline parallelism"))
    ['data-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(coordinated_techniques("automating inter- and intra-operator parallelism"))
    ['pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(hybrid_techniques("Expert and data parallelism are composed per layer."))
    ['hybrid-parallelism']
    >>> sorted(cue_techniques("Communication and computation are overlapped."))
    ['communication-overlap']
"""

from __future__ import annotations

import functools
import re

from paperkg.extract.quantities import lowered
from paperkg.extract.vocab import entity_index, load_jsonl

__all__ = [
    "coordinated_techniques",
    "kind_mentions",
    "hybrid_techniques",
    "cue_techniques",
    "technique_cues",
    "parallelism_kinds",
]

_HYBRID = "hybrid-parallelism"
# "<modifier> [model] parallelism" / "<modifier> partitioning" in the vocabulary
_KIND_PHRASE = re.compile(r"^(?P<kind>.+?)(?:[\s-]model)?[\s-](?:parallelism|partitioning)$")
# "inter- and intra-operator": the first word of a coordination leaves its head to the second
_ELLIPSIS = re.compile(r"\b(?P<a>[a-z]+)-\s+(?P<conj>and|or|&|/)\s+(?P<b>[a-z]+)-(?P<head>[a-z]+)\b")
_SEP = r"-?\s*(?:,\s*and|,\s*or|,|/|\band\b|\bor\b|&)\s*"
_COMBINE = re.compile(
    r"\b(?:combin\w*|compos(?:e|es|ed|ing|ition)\b|integrat\w*|unif(?:y|ies|ied|ying)\b|co-?optimi\w*|jointly|"
    r"hybrid|mix(?:es|ed|ing)?\b(?![\s-]*precision)|interplay)"
)
_COMBINE_THEM = re.compile(r"\bcombin\w*\s+(?:them|these|those|both|the\s+two|all\s+three|all\s+of\s+them)\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[a-z0-9(\"“])|\n+")


@functools.cache
def parallelism_kinds() -> dict[str, str]:
    """Kind word -> parallelism technique id ("tensor" and "intra-layer" -> tensor-parallelism).

    Read from the technique vocabulary: each ``*-parallelism`` id (hybrid
    parallelism aside) and the modifier of its "<modifier> parallelism"
    phrases. A read-only view is not needed: callers get the cached dict and
    never write to it.

    Examples:
        >>> kinds = parallelism_kinds()
        >>> kinds["tensor"], kinds["intra-layer"], kinds["inter-operator"], kinds["intra-data"]
        ('tensor-parallelism', 'tensor-parallelism', 'pipeline-parallelism', 'context-parallelism')
    """
    kinds: dict[str, str] = {}
    for kind, ident in entity_index():
        if kind == "technique" and ident.endswith("-parallelism") and ident != _HYBRID:
            kinds[ident[: -len("-parallelism")].replace("-", " ")] = ident
    for r in load_jsonl("techniques.jsonl"):
        pattern, ident = r.get("pattern"), r["id"]
        if not isinstance(pattern, str) or not ident.endswith("-parallelism") or ident == _HYBRID:
            continue
        m = _KIND_PHRASE.match(pattern.lower())
        if m and m.group("kind") not in ("auto", "automatic"):
            kinds.setdefault(m.group("kind"), ident)
    return kinds


def _kind_regex(kind: str) -> str:
    return re.escape(kind).replace(r"\-", r"[\s-]").replace(r"\ ", r"[\s-]")


@functools.cache
def _coordination() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    alt = "|".join(_kind_regex(k) for k in sorted(parallelism_kinds(), key=len, reverse=True))
    before = re.compile(
        rf"\b(?P<list>(?:{alt})(?:{_SEP}(?:{alt}))+)\s*(?:-|\s)(?:model\s+)?(?:parallel\w*|partitioning)"
    )
    after = re.compile(
        rf"\bparallel\w*(?:\s+\w+){{0,2}}\s*\((?:e\.g\.,?\s*|i\.e\.,?\s*|such\s+as\s+)?(?P<list>(?:{alt})(?:{_SEP}(?:{alt}))+)\)"
    )
    item = re.compile(rf"\b(?:{alt})\b")
    single = re.compile(rf"\b(?:{alt})[\s-]+(?:model[\s-]+)?(?:parallel|parallelism|parallelisms|partitioning)\b")
    return before, after, item, single


def _lookup(words: str) -> str | None:
    kinds = parallelism_kinds()
    flat = re.sub(r"\s+", " ", words)
    for candidate in (flat, flat.replace("-", " "), re.sub(r"(?<=\w) (?=\w)", "-", flat)):
        if candidate in kinds:
            return kinds[candidate]
    return None


def _expand_ellipsis(text: str) -> str:
    """``"inter- and intra-operator"`` -> ``"inter-operator and intra-operator"`` (length may change)."""
    return _ELLIPSIS.sub(lambda m: f"{m['a']}-{m['head']} {m['conj']} {m['b']}-{m['head']}", text)


def coordinated_techniques(text: str) -> set[str]:
    """Kinds of parallelism named in a coordination that shares the word "parallelism"."""
    text = lowered(text)
    if "-" in text:
        text = _expand_ellipsis(text)
    before, after, item, _ = _coordination()
    found: set[str] = set()
    for pos in _heads(text):
        # only look around each "parallel..."/"partitioning": cheaper than scanning the whole text
        window_start = max(0, pos - 120)
        for regex in (before, after):
            for m in regex.finditer(text, window_start, pos + 160):
                for k in item.finditer(m.group("list")):
                    ident = _lookup(k.group(0))
                    if ident:
                        found.add(ident)
    return found


def _heads(text: str) -> list[int]:
    """Offsets of the head words of a parallelism coordination, at most one per 160 characters."""
    out: list[int] = []
    for word in ("parallel", "partitioning"):
        pos = text.find(word)
        while pos >= 0:
            out.append(pos)
            pos = text.find(word, pos + 160)
    return sorted(out)


def kind_mentions(text: str) -> set[str]:
    """Kinds of parallelism named one at a time in any spelling the phrase list lacks.

    Examples:
        >>> sorted(kind_mentions("an intra-layer model parallel approach and data- and pipeline-parallel runs"))
        ['data-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
    """
    text = lowered(text)
    if "parallel" not in text and "partitioning" not in text:
        return set()
    _, _, _, single = _coordination()
    found: set[str] = set()
    for m in single.finditer(_expand_ellipsis(text) if "-" in text else text):
        words = re.sub(r"[\s-]+(?:model[\s-]+)?(?:parallel\w*|partitioning)$", "", m.group(0))
        ident = _lookup(words)
        if ident:
            found.add(ident)
    return found


def _kinds_in(sentence: str) -> set[str]:
    """Distinct kinds of parallelism a sentence names (alone or in a coordination)."""
    return coordinated_techniques(sentence) | kind_mentions(sentence)


def hybrid_techniques(text: str) -> set[str]:
    """``{"hybrid-parallelism"}`` when a sentence combines several kinds of parallelism.

    A sentence must name two kinds or more and a word of combination
    ("combine", "composed", "unify", "the integration of", "hybrid"), or say
    "combine them/these" within two sentences after one that names two kinds
    or more.

    Examples:
        >>> hybrid_techniques("It integrates pipeline parallelism and data parallelism.")
        {'hybrid-parallelism'}
        >>> hybrid_techniques("We use tensor parallelism. Pipeline parallelism is orthogonal to it.")
        set()
    """
    text = lowered(text)
    if "parallel" not in text and "partitioning" not in text:
        return set()
    recent: list[set[str]] = []  # the kinds of the two sentences before
    for sentence in _SENTENCE_END.split(text):
        kinds = _kinds_in(sentence) if "parallel" in sentence or "partitioning" in sentence else set()
        if len(kinds) >= 2 and _COMBINE.search(sentence):
            return {_HYBRID}
        if any(len(k) >= 2 for k in recent) and _COMBINE_THEM.search(sentence):
            return {_HYBRID}
        recent = [*recent[-1:], kinds]
    return set()


@functools.cache
def technique_cues() -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """``(technique id, trigger word, compiled regex)`` from ``data/technique_cues.jsonl``."""
    return tuple((r["id"], r["trigger"], re.compile(r["regex"])) for r in load_jsonl("technique_cues.jsonl"))


def cue_techniques(text: str) -> set[str]:
    """Technique ids whose cue regex matches ``text`` (run only when the cue's trigger word occurs).

    Kinds of parallelism in spellings the phrase list lacks (:func:`kind_mentions`)
    and hybrid parallelism by combination (:func:`hybrid_techniques`) are cues too.
    """
    text = lowered(text)
    found = {ident for ident, trigger, regex in technique_cues() if trigger in text and regex.search(text)}
    return found | kind_mentions(text) | hybrid_techniques(text)
