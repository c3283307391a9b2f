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
    "required_literals",
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


_SPACES = re.compile(r"\s+")
_INNER_SPACE = re.compile(r"(?<=\w) (?=\w)")
_HEAD_WORD = re.compile(r"[\s-]+(?:model[\s-]+)?(?:parallel\w*|partitioning)$")


def _lookup(words: str) -> str | None:
    kinds = parallelism_kinds()
    flat = _SPACES.sub(" ", words)
    for candidate in (flat, flat.replace("-", " "), _INNER_SPACE.sub("-", flat)):
        if candidate in kinds:
            return kinds[candidate]
    return None


_HYPHEN_SPACE = re.compile(r"-\s")


def _expand_ellipsis(text: str) -> str:
    """``"inter- and intra-operator"`` -> ``"inter-operator and intra-operator"`` (length may change)."""
    if not _HYPHEN_SPACE.search(text):
        return text  # every ellipsis has a hyphen before a space: nothing to expand
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
        words = _HEAD_WORD.sub("", m.group(0))
        ident = _lookup(words)
        if ident:
            found.add(ident)
    return found


def _kinds_in(sentence: str) -> set[str]:
    """Distinct kinds of parallelism a sentence names (alone or in a coordination)."""
    return coordinated_techniques(sentence) | kind_mentions(sentence)


@functools.cache
def _combine_words() -> frozenset[str]:
    """Words one of which every match of the combination regexes contains ("combin", "unif", "hybrid"...)."""
    required = required_literals(_COMBINE.pattern, shortest=1)
    # _COMBINE_THEM needs "combin", which _COMBINE's words already hold
    return required[0] if len(required) == 1 and any("combin" in word for word in required[0]) else frozenset([""])


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
    if not any(word in text for word in _combine_words()):
        return set()  # no word of combination anywhere: no sentence can say "combined"
    recent: list[str] = []  # the two sentences before ("" for one that names no parallelism)
    kinds: dict[str, int] = {}  # sentence -> number of kinds, computed only where a combination word asks

    def several(sentence: str) -> bool:
        if sentence not in kinds:
            kinds[sentence] = len(_kinds_in(sentence))
        return kinds[sentence] >= 2

    for sentence in _SENTENCE_END.split(text):
        names = "parallel" in sentence or "partitioning" in sentence
        if names and _COMBINE.search(sentence) and several(sentence):
            return {_HYBRID}
        if any(recent) and _COMBINE_THEM.search(sentence) and any(several(r) for r in recent if r):
            return {_HYBRID}
        recent = [*recent[-1:], sentence if names else ""]
    return set()


@functools.cache
def technique_cues() -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """``(technique id, trigger word, compiled regex)`` from ``data/technique_cues.jsonl``."""
    return tuple((r["id"], r["trigger"], re.compile(r["regex"])) for r in load_jsonl("technique_cues.jsonl"))


@functools.cache
def _cue_searchers() -> tuple[tuple[str, str, tuple[tuple[re.Pattern[str], bool, tuple[frozenset[str], ...]], ...]], ...]:
    """:func:`technique_cues` ready to search: ``(id, trigger, ((regex, boundary, required), ...))``.

    A cue regex matches where one of its top-level alternatives does, so each
    alternative is searched alone; one that opens with ``\\b`` and a letter
    is kept without its ``\\b`` (``boundary`` true, :func:`_search` checks the
    word boundary): a leading literal lets :mod:`re` skip ahead to it, where a
    leading ``\\b`` makes it try every position. ``required``: sets of
    words one of which the text must contain for the alternative to match
    (:func:`required_literals`), tested before the regex runs.
    """
    out = []
    for ident, trigger, regex in technique_cues():
        parts = []
        try:
            for branch in _top_level_branches(regex.pattern) if regex.flags == re.UNICODE else [regex.pattern]:
                required = required_literals(branch)
                if branch.startswith("\\b") and (branch[2:3].isalpha() or _few_first_letters(branch[2:])):
                    parts.append((re.compile(branch[2:]), True, required))
                else:
                    parts.append((re.compile(branch), False, required))
        except re.error:  # an alternative that cannot stand alone (a back reference): the regex as it is
            parts = [(regex, False, ())]
        out.append((ident, trigger, tuple(parts)))
    return tuple(out)


def required_literals(pattern: str, *, shortest: int = 3) -> tuple[frozenset[str], ...]:
    """Sets of words a text must hold, one of each set, for ``pattern`` (no flags) to match anywhere in it.

    A necessary condition read from the parsed regex: runs of literal
    characters that every match contains, and for a group of alternatives
    the union of one such run per alternative. Sets with a word shorter
    than ``shortest`` are left out (too common to rule anything out).
    Most selective sets first.

    Examples:
        >>> [sorted(words) for words in required_literals(r"\\b(?:offload|spill)\\w*\\s+to\\s+(?:host|cxl)\\s+memory\\b")]
        [['memory'], ['offload', 'spill'], ['cxl', 'host']]
        >>> [sorted(words) for words in required_literals(r"(?:the\\s+)?gpus?|cpu")]
        [['cpu', 'gpu']]
        >>> required_literals(r"a(?:bc)?d")
        ()
    """
    from re import _constants as c, _parser

    def seq(items) -> list[frozenset[str]]:
        out: list[frozenset[str]] = []
        run: list[str] = []
        for op, av in items:
            if op is c.LITERAL:
                run.append(chr(av))
                continue
            if run:
                out.append(frozenset(["".join(run)]))
                run = []
            if op is c.SUBPATTERN:
                if av[1] or av[2]:
                    continue  # flags changed inside the group: nothing assumed
                out.extend(seq(av[3]))
            elif op is c.ATOMIC_GROUP:
                out.extend(seq(av))
            elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1:
                out.extend(seq(av[2]))
            elif op is c.BRANCH:
                union: set[str] = set()
                for alternative in av[1]:
                    sets = seq(alternative)
                    if not sets:
                        break
                    union |= best(sets)
                else:
                    out.append(frozenset(union))
            # anything else (classes, anchors, assertions, optional parts) requires nothing
        if run:
            out.append(frozenset(["".join(run)]))
        return out

    def best(sets: list[frozenset[str]]) -> frozenset[str]:
        return max(sets, key=lambda words: (min(map(len, words)), -len(words)))

    sets = [words for words in dict.fromkeys(seq(_parser.parse(pattern).data)) if words and min(map(len, words)) >= shortest]
    return tuple(sorted(sets, key=lambda words: (len(words), -min(map(len, words)), sorted(words))))


def _few_first_letters(pattern: str, most: int = 6) -> bool:
    """Whether ``pattern`` opens with a group of alternatives that all start with a letter, at most ``most`` distinct ones.

    Such a regex lets :mod:`re` skip to those letters once the ``\\b``
    before it is left out; with many first letters the skipping does not pay.

    Examples:
        >>> _few_first_letters(r"(?:gpus?|devices?|hbm)\\b"), _few_first_letters(r"(?:a|b|c|d|e|f|g)x")
        (True, False)
        >>> _few_first_letters(r"(?:\\d+|two)x")
        False
    """
    if not pattern.startswith("(?:"):
        return False
    depth = 0
    for i, c in enumerate(pattern):
        if c == "\\" or c == "[":
            return False  # an escape or a class in the group: keep it simple
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                alternatives = _top_level_branches(pattern[3:i])
                firsts = {a[:1] for a in alternatives}
                return all(f.isalpha() for f in firsts) and len(firsts) <= most
    return False


def _top_level_branches(pattern: str) -> list[str]:
    """``pattern`` split at each ``|`` outside groups and character classes.

    Examples:
        >>> _top_level_branches(r"\\bab(?:c|d)[|]|\\(e|f")
        ['\\\\bab(?:c|d)[|]', '\\\\(e', 'f']
    """
    branches, depth, i, in_class, start = [], 0, 0, False, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            if pattern[i + 1: i + 2] == "^":
                i += 1
            if pattern[i + 1: i + 2] == "]":
                i += 1  # a "]" right after "[" or "[^" is a literal
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            branches.append(pattern[start:i])
            start = i + 1
        i += 1
    branches.append(pattern[start:])
    return branches


def _search(regex: re.Pattern[str], text: str, boundary: bool) -> bool:
    """Whether ``regex`` matches ``text``; with ``boundary``, only at a word start (the ``\\b`` left out).

    Examples:
        >>> _search(re.compile("lap"), "overlap lapse", True), _search(re.compile("lap"), "overlap", True)
        (True, False)
    """
    if not boundary:
        return regex.search(text) is not None
    pos = 0
    while True:
        m = regex.search(text, pos)
        if m is None:
            return False
        p = m.start()
        if (p > 0 and _is_word(text[p - 1])) != (p < len(text) and _is_word(text[p])):
            return True  # \\b holds at p
        pos = p + 1


def _is_word(ch: str) -> bool:
    """``\\w`` of :mod:`re` on ``str``: alphanumeric or underscore."""
    return ch.isalnum() or ch == "_"


def cue_techniques(text: str) -> set[str]:
    """Technique ids whose cue regex matches ``text`` (run only when the cue's trigger word occurs).

    Kinds of parallelism in spellings the phrase list lacks (:func:`kind_mentions`)
    and hybrid parallelism by combination (:func:`hybrid_techniques`) are cues too.
    """
    text = lowered(text)
    found = {
        ident for ident, trigger, parts in _cue_searchers()
        if trigger in text and any(
            all(any(word in text for word in words) for words in required) and _search(regex, text, boundary)
            for regex, boundary, required in parts
        )
    }
    return found | kind_mentions(text) | hybrid_techniques(text)
