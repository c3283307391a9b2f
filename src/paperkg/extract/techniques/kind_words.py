"""The kinds of parallelism, their words, and the regexes built from them.

:func:`parallelism_kinds` reads the kind words ("tensor", "intra-layer") from the technique vocabulary
(``data/techniques.jsonl``); :func:`_coordination` builds from them the regexes of a coordination and of a single
kind; :func:`_lookup` maps the words of a match back to a technique id; :func:`_expand_ellipsis` writes
"inter- and intra-operator" out in full before any of them runs.

Examples:
    >>> parallelism_kinds()["pipeline"], _lookup("intra layer")
    ('pipeline-parallelism', 'tensor-parallelism')
    >>> _expand_ellipsis("pre- and post-norm")
    'pre-norm and post-norm'
"""

from __future__ import annotations

import functools
import re

from paperkg.extract.quantities import by_prefix
from paperkg.extract.vocab import entity_index, load_jsonl


_HYBRID = "hybrid-parallelism"
# "<modifier> [model] parallelism" / "<modifier> partitioning" in the vocabulary
_KIND_PHRASE = re.compile(r"^(?P<kind>.+?)(?:[\s-]model)?[\s-](?:parallelism|partitioning)$")
# "inter- and intra-operator": the first word of a coordination leaves its head to the second
_ELLIPSIS = re.compile(r"\b(?P<a>[a-z]+)-\s+(?P<conj>and|or|&|/)\s+(?P<b>[a-z]+)-(?P<head>[a-z]+)\b")
_SEP = r"-?\s*(?:,\s*and|,\s*or|,|/|\band\b|\bor\b|&)\s*"


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
    alt = by_prefix([_kind_regex(k) for k in sorted(parallelism_kinds(), key=len, reverse=True)])
    before = re.compile(
        rf"\b(?P<list>(?:{alt})(?:{_SEP}(?:{alt}))+)\s*(?:-|\s)(?:model\s+)?(?:parallel\w*|partitioning)"
    )
    after = re.compile(
        rf"\bparallel\w*(?:\s+\w+){{0,2}}\s*\((?:e\.g\.,?\s*|i\.e\.,?\s*|such\s+as\s+)?(?P<list>(?:{alt})(?:{_SEP}(?:{alt}))+)\)"
    )
    item = re.compile(rf"\b(?:{alt})\b")
    single = re.compile(rf"\b(?:{alt})[\s-]+(?:model[\s-]+)?(?:parallel|parallelism|parallelisms|partitioning)\b")
    return before, after, item, single


_SPACES = re.compile(r"\s+")
_INNER_SPACE = re.compile(r"(?<=\w) (?=\w)")


def _lookup(words: str) -> str | None:
    kinds = parallelism_kinds()
    flat = _SPACES.sub(" ", words)
    for candidate in (flat, flat.replace("-", " "), _INNER_SPACE.sub("-", flat)):
        if candidate in kinds:
            return kinds[candidate]
    return None


_HYPHEN_SPACE = re.compile(r"-\s")


def _expand_ellipsis(text: str) -> str:
    """``"inter- and intra-operator"`` -> ``"inter-operator and intra-operator"`` (length may change).

    What ``_ELLIPSIS.sub`` gives, tried only where it can match: every
    ellipsis opens with the run of letters before a hyphen and a space, so
    each such hyphen names the one place a match can start.

    Examples:
        >>> _expand_ellipsis("data- or model-parallel runs, pre- and post-norm, x- and y")
        'data-parallel or model-parallel runs, pre-norm and post-norm, x- and y'
    """
    pieces: list[str] = []
    last = 0
    for hyphen in _HYPHEN_SPACE.finditer(text):
        start = hyphen.start()
        while start > 0 and "a" <= text[start - 1] <= "z":
            start -= 1
        m = _ELLIPSIS.match(text, start) if start >= last else None  # a start before ``last``: overlaps a match
        if m is not None:
            pieces += [text[last:start], f"{m['a']}-{m['head']} {m['conj']} {m['b']}-{m['head']}"]
            last = m.end()
    if not pieces:
        return text
    pieces.append(text[last:])
    return "".join(pieces)
