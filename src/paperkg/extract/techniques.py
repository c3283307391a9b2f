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
  each with an example sentence, and optionally a ``guard``: a regex that
  every match of the cue contains a match of, cheaper to search (tried first).

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

import bisect
import functools
import re
from itertools import chain
from typing import Iterator, NamedTuple

from paperkg.extract.quantities import by_prefix, is_word_char, lowered
from paperkg.extract.regex_literals import required_literals
from paperkg.extract.vocab import entity_index, load_jsonl, requirements

__all__ = [
    "technique_ids",
    "coordinated_techniques",
    "kind_mentions",
    "hybrid_techniques",
    "cue_techniques",
    "technique_cues",
    "parallelism_kinds",
    "top_level_branches",
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
# the same breaks, found from the sentence-final character or line break (which re can skip ahead to, as it
# cannot to a lookbehind), not tried at every position
_SENTENCE_BREAK = re.compile(r"[.!?\n](?:(?<=[.!?])(?P<space>\s+)(?=[a-z0-9(\"“])|(?<=\n)\n*)")


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


def coordinated_techniques(text: str) -> set[str]:
    """Kinds of parallelism named in a coordination that shares the word "parallelism"."""
    return _coordinated(_expand_ellipsis(lowered(text)))


def _coordinated(text: str) -> set[str]:
    """:func:`coordinated_techniques` of a lowered text whose ellipses are expanded (:func:`_expand_ellipsis`)."""
    before, after, item, _ = _coordination()
    found: set[str] = set()
    heads = _heads(text)
    listed = _listed_heads(text) if heads else []
    for pos in heads:
        # only look around each "parallel..."/"partitioning": cheaper than scanning the whole text
        window_start = max(0, pos - 120)
        end = pos + 160
        # a match of ``before`` ends with a head word that a list ends right before (see _listed_heads)
        k = bisect.bisect_left(listed, window_start)
        if k < len(listed) and listed[k] < end:
            lists = [m.group("list") for m in before.finditer(text, window_start, end)]
        else:
            lists = []
        if text.find("(", window_start, end) >= 0:  # every match of ``after`` holds a "("
            lists += [m.group("list") for m in _word_start_matches(_after_without_boundary(), text, window_start, end)]
        if lists:
            found |= _listed_ids(lists, item)
    return found


def _listed_ids(lists: list[str], item: re.Pattern[str]) -> set[str]:
    """The technique ids of the kinds (``item`` matches) in coordinated lists ("tensor, pipeline and data")."""
    return {ident for words in lists for k in item.finditer(words) if (ident := _lookup(k.group(0)))}


@functools.cache
def _after_without_boundary() -> re.Pattern[str]:
    """The ``after`` regex of :func:`_coordination` without its leading ``\\b``.

    It then opens with "parallel", which :mod:`re` skips ahead to (see :func:`_word_start_matches`).
    """
    after = _coordination()[1]
    assert after.pattern.startswith("\\bparallel")
    return re.compile(after.pattern[2:])


def _word_start_matches(regex: re.Pattern[str], text: str, pos: int, endpos: int) -> Iterator[re.Match[str]]:
    """``finditer`` of ``\\b`` followed by ``regex`` (non-empty matches): the matches of ``regex`` that start a word.

    The leftmost match of ``regex`` that starts where ``\\b`` holds is the
    leftmost match of ``\\b`` + ``regex``, and the same match.

    Examples:
        >>> [m.span() for m in _word_start_matches(re.compile("lap+"), "lap overlap lapp", 0, 16)]
        [(0, 3), (12, 16)]
    """
    while True:
        m = regex.search(text, pos, endpos)
        if m is None:
            return
        p = m.start()
        if (p > 0 and is_word_char(text[p - 1])) != is_word_char(text[p]):
            yield m
            pos = m.end() if m.end() > p else p + 1
        else:
            pos = p + 1


#: ``_SEP`` read backwards (each alternative reversed; ``\\b`` holds between the same two characters either way)
_SEP_REVERSED = r"\s*(?:dna\s*,|ro\s*,|,|/|\bdna\b|\bro\b|&)\s*-?"


@functools.cache
def _list_tail() -> re.Pattern[str]:
    """What the text before a head word reads, backwards, when a match of ``before`` ends with that head.

    ``before`` (:func:`_coordination`) is a list of kinds, then the head:
    ``<kind> <sep> <kind> [-\\s] [model] parallel...``. Its last two kinds,
    the separator between them and what follows up to the head end where
    the head starts; read backwards from there they are a match of this
    regex at the start (the same regex with every piece reversed).

    Examples:
        >>> text = "we use data, tensor model parallelism"
        >>> _list_tail().match(text[: text.index("parallelism")][::-1]) is not None
        True
        >>> text = "we use tensor parallelism"
        >>> _list_tail().match(text[: text.index("parallelism")][::-1]) is None
        True
    """
    alt = _kinds_reversed()
    return re.compile(rf"(?:\s+ledom)?(?:-|\s)\s*(?:{alt}){_SEP_REVERSED}(?:{alt})")


@functools.cache
def _kinds_reversed() -> str:
    """The alternatives of the kind words (as in :func:`_coordination`), each read backwards."""
    return by_prefix([_kind_regex(k[::-1]) for k in sorted(parallelism_kinds(), key=len, reverse=True)])


@functools.cache
def _single_tail() -> re.Pattern[str]:
    """What the text before a head word reads, backwards, when a match of ``single`` ends with that head.

    ``single`` (:func:`_coordination`) is ``\\b<kind>[\\s-]+(?:model[\\s-]+)?``
    and the head; this is that part with every piece reversed, the ``\\b``
    last (it holds between the same two characters either way).

    Examples:
        >>> text = "an intra-layer model- parallel run"
        >>> _single_tail().match(text[: text.index("parallel")][::-1]) is not None
        True
        >>> _single_tail().match("a metadata parallel run"[:14][::-1]) is None
        True
    """
    return re.compile(rf"(?:[\s-]+ledom)?[\s-]+(?:{_kinds_reversed()})\b")


def _listed_heads(text: str) -> list[int]:
    """Offsets of the head words (any, ascending) that a list of kinds ends right before (:func:`_list_tail`).

    Every match of ``before`` (:func:`_coordination`) ends with one of these
    heads: a window without one holds no match.

    Examples:
        >>> _listed_heads("tensor parallelism; data and pipeline parallel stages; data/model partitioning")
        [38, 66]
    """
    return _heads_after(text, _list_tail())


def _heads_after(text: str, tail: re.Pattern[str]) -> list[int]:
    """Offsets of the head words (ascending) where ``tail`` matches the text before them read backwards.

    Examples:
        >>> _heads_after("data parallel, tensor partitioning, parallel", re.compile(" rosnet"))
        [22]
    """
    parallel, partitioning, backwards = _head_words(text)
    n = len(text)
    return sorted(h for heads in (parallel, partitioning) for h in heads if tail.match(backwards, n - h))


def _heads(text: str) -> list[int]:
    """Offsets of the head words of a parallelism coordination, at most one per 160 characters.

    Of each head word, its first offset, then the first one 160 characters on
    at least, and so on (read from :func:`_head_words`).

    Examples:
        >>> _heads("data parallelism" + " " * 150 + "pipeline parallel; tensor parallel partitioning")
        [5, 175, 201]
    """
    out: list[int] = []
    for positions in _head_words(text)[:2]:
        after = 0
        for pos in positions:
            if pos >= after:
                out.append(pos)
                after = pos + 160
    return sorted(out)


@functools.lru_cache(maxsize=4)
def _head_words(text: str) -> tuple[tuple[int, ...], tuple[int, ...], str]:
    """Every offset of "parallel" and of "partitioning" in ``text``, and ``text`` backwards ("" without either).

    Asked for by :func:`_coordinated` and :func:`_kinds` on the same text, hence the small memory.

    Examples:
        >>> _head_words("tensor parallel partitioning")
        ((7,), (16,), 'gninoititrap lellarap rosnet')
    """
    parallel = tuple(_all_positions(text, "parallel"))
    partitioning = tuple(_all_positions(text, "partitioning"))
    return parallel, partitioning, text[::-1] if parallel or partitioning else ""


def kind_mentions(text: str) -> set[str]:
    """Kinds of parallelism named one at a time in any spelling the phrase list lacks.

    Examples:
        >>> sorted(kind_mentions("an intra-layer model parallel approach and data- and pipeline-parallel runs"))
        ['data-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
    """
    text = lowered(text)
    if "parallel" not in text and "partitioning" not in text:
        return set()
    return _kinds(_expand_ellipsis(text))


def _kinds(text: str, known: set[str] | frozenset[str] = frozenset()) -> set[str]:
    """:func:`kind_mentions` of a lowered text whose ellipses are expanded (:func:`_expand_ellipsis`).

    ``known``: ids found otherwise, whose adjective spellings need no test of their context.
    """
    found: set[str] = set()
    for words in _single_mentions(text):
        ident = _lookup(_HEAD_WORD.sub("", words))
        if ident and (ident in known or not (words.endswith("parallel") and _adjective_out_of_context(ident, words, text))) \
                and not (words.endswith("partitioning") and ident not in known and not _partitioned_across_devices(words, text)):
            found.add(ident)
    return found


#: After "<kind> partitioning": the devices the parts go to ("across 8 GPUs", "among the workers").
_ACROSS_DEVICES = re.compile(
    r"[^.;]{0,80}?\b(?:across|among|over|onto|between|to)\s+(?:the\s+|all\s+|multiple\s+|many\s+|several\s+|different\s+|"
    r"\d+\s+|two\s+|four\s+|eight\s+)?(?:[\w-]+\s+)?(?:gpus|devices|workers|nodes|ranks|replicas|machines|accelerators|chips|tpus|servers)\b"
)


def _partitioned_across_devices(words: str, text: str) -> bool:
    """Whether a "<kind> partitioning" mention (``words``, in the lowered ``text``) sends its parts to devices.

    "data partitioning" or "tensor partitioning" alone is how data or a
    message is cut (a graph's partitions, chunks of a transfer); it is a kind
    of parallelism where the parts go to devices.

    Examples:
        >>> _partitioned_across_devices("data partitioning", "data partitioning across 8 gpus speeds it up.")
        True
        >>> _partitioned_across_devices("data partitioning", "the management of data partitioning, scheduling and caching.")
        False
    """
    pos = text.find(words)
    while pos >= 0:
        if _ACROSS_DEVICES.match(text, pos + len(words)):
            return True
        pos = text.find(words, pos + 1)
    return False


_HYPHENS_SPACES = re.compile(r"[\s-]+")


def _adjective_out_of_context(ident: str, words: str, text: str) -> bool:
    """Whether an adjective spelling ("data-parallel") lacks the context its vocabulary entry ``requires``.

    "GPUs excel at data-parallel tasks" speaks of a kind of workload, not of
    data-parallel training: the phrase list asks for a training context of
    that spelling, and so does this search of the same kind word.

    Examples:
        >>> _adjective_out_of_context("data-parallelism", "data-parallel", "gpus excel at data-parallel tasks.")
        True
        >>> _adjective_out_of_context("data-parallelism", "data parallel", "data parallel workers train it.")
        False
        >>> _adjective_out_of_context("tensor-parallelism", "tensor-parallel", "tensor-parallel ranks.")
        False
    """
    form = _HYPHENS_SPACES.sub("-", words)
    req = requirements().get((ident, form)) or requirements().get((ident, form.replace("-", " ")))
    return req is not None and req.search(text) is None


@functools.cache
def _longest_kind() -> int:
    """Length of the longest kind word; 0 when a kind word holds a head word (windows would be unsafe)."""
    kinds = parallelism_kinds()
    if any("parallel" in k or "partitioning" in k for k in kinds):
        return 0
    return max(map(len, kinds), default=0)


def _single_mentions(text: str) -> list[str]:
    """What ``single.finditer(text)`` matches (``single`` from :func:`_coordination`), searched near head words only.

    Every match ends with a head word ("parallel...", "partitioning") and
    starts at most a kind word, separators and "model" before it, so each
    search runs from there (or from the end of the previous match) to the
    end of the head's word: the same leftmost, non-overlapping matches as
    one search over the whole text, without trying every position.

    Examples:
        >>> _single_mentions("tensor parallelism, then a data- parallel stage and intra-layer model partitioning")
        ['tensor parallelism', 'data- parallel', 'intra-layer model partitioning']
    """
    _, _, _, single = _coordination()
    longest = _longest_kind()
    if not longest:
        return [m.group(0) for m in single.finditer(text)]
    parallel, partitioning, _ = _head_words(text)
    heads = sorted(parallel + partitioning)
    # a match ends with a head that a kind ends right before (_single_tail): none in a window, no search there
    named = _heads_after(text, _single_tail()) if heads else []
    out: list[str] = []
    pos = 0
    for head in heads:
        end = _WORD_REST.match(text, head).end()
        if end <= pos:
            continue
        k = bisect.bisect_left(named, pos)  # every search starts at ``pos`` or later
        if k == len(named) or named[k] >= end:
            continue
        start = _separators_before(text, head)
        if text.endswith("model", 0, start):
            start = min(start, _separators_before(text, start - len("model")))
        for m in single.finditer(text, max(pos, start - longest - 1), end):
            out.append(m.group(0))
            pos = m.end()
    return out


_WORD_REST = re.compile(r"\w*")


def _all_positions(text: str, word: str) -> list[int]:
    """Every offset of ``word`` in ``text``."""
    out = []
    pos = text.find(word)
    while pos >= 0:
        out.append(pos)
        pos = text.find(word, pos + 1)
    return out


def _separators_before(text: str, pos: int) -> int:
    """Start of the run of whitespace and hyphens that ends at ``pos``."""
    while pos > 0 and (text[pos - 1] == "-" or text[pos - 1].isspace()):
        pos -= 1
    return pos


def _kinds_in(sentence: str) -> set[str]:
    """Distinct kinds of parallelism a sentence names (alone or in a coordination)."""
    return coordinated_techniques(sentence) | kind_mentions(sentence)


@functools.cache
def _combine_words() -> frozenset[str]:
    """Words one of which every match of the combination regexes contains ("combin", "unif", "co-optimi"...).

    The longest word each alternative of ``_COMBINE`` requires, its optional
    hyphens spelt both ways: "co-?optimi" requires "co-optimi" or "cooptimi",
    more telling than the "optimi" of most abstracts ("optimization").

    Examples:
        >>> sorted(_combine_words())[:4]
        ['co-optimi', 'combin', 'compos', 'cooptimi']
    """
    words: set[str] = set()
    for branch in top_level_branches(_COMBINE.pattern.removeprefix(r"\b(?:").removesuffix(")")):
        for spelling in _hyphen_spellings(branch):
            required = required_literals(spelling, shortest=1)
            if not required:
                return frozenset([""])
            words |= max(required, key=lambda options: min(map(len, options)))
    # _COMBINE_THEM needs "combin", which _COMBINE's words already hold
    return frozenset(words) if any("combin" in word for word in words) else frozenset([""])


def _hyphen_spellings(pattern: str) -> list[str]:
    """``pattern`` with each optional hyphen (``-?``) written both ways: the patterns whose matches are its matches.

    Examples:
        >>> _hyphen_spellings("co-?op-?t"), _hyphen_spellings("mix")
        (['co-op-t', 'co-opt', 'coop-t', 'coopt'], ['mix'])
    """
    head, optional, rest = pattern.partition("-?")
    if not optional:
        return [pattern]
    return [head + hyphen + tail for hyphen in ("-", "") for tail in _hyphen_spellings(rest)]


@functools.cache
def _them_words() -> frozenset[str]:
    """Words one of which every match of ``_COMBINE_THEM`` contains ("combin"); ``{""}`` if none can be read.

    Examples:
        >>> sorted(_them_words())
        ['combin']
    """
    required = required_literals(_COMBINE_THEM.pattern)
    return required[0] if required else frozenset([""])


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
    return _hybrid(text, _Contains(text))


def _hybrid(text: str, has: _Contains) -> set[str]:
    """:func:`hybrid_techniques` of a lowered text; ``has``: which words ``text`` contains."""
    if not has["parallel"] and not has["partitioning"]:
        return set()
    words = list(filter(has.__getitem__, _combine_words()))
    if not words:
        return set()  # no word of combination anywhere: no sentence can say "combined"
    them = _them_words()
    them = them if any(map(has.__getitem__, them)) else ()  # none of them anywhere: no sentence says "combine them"
    before = last = ""  # the two sentences before ("" for none, or one that names no parallelism)
    kinds: dict[str, int] = {}  # sentence -> number of kinds, computed only where a combination word asks

    def several(sentence: str) -> bool:
        if sentence not in kinds:
            kinds[sentence] = len(_kinds_in(sentence))
        return kinds[sentence] >= 2

    # a sentence after the last of those words can neither say "combined" nor "combine them"
    last_word = max(text.rfind(word) for word in (*words, *them))
    for sentence in _sentences(text, until=last_word + 1):
        names = "parallel" in sentence or "partitioning" in sentence
        # each regex runs only on a sentence holding a word its every match holds
        if names and any(map(sentence.__contains__, words)) and _COMBINE.search(sentence) and several(sentence):
            return {_HYBRID}
        if ((before or last) and any(map(sentence.__contains__, them)) and _COMBINE_THEM.search(sentence)
                and any(several(r) for r in (before, last) if r)):
            return {_HYBRID}
        before, last = last, (sentence if names else "")
    return set()


def _sentences(text: str, until: int | None = None) -> list[str]:
    """``_SENTENCE_END.split(text)``: the text cut after sentence-final punctuation and at line breaks.

    With ``until``, only the sentences that start before that offset.

    Examples:
        >>> _sentences("one. two!\\n\\nthree. Four? (five)")
        ['one.', 'two!', 'three. Four?', '(five)']
        >>> _sentences("one. two!\\n\\nthree. Four? (five)", until=6)
        ['one.', 'two!']
    """
    out = []
    last = 0
    for m in _SENTENCE_BREAK.finditer(text):
        out.append(text[last: m.start("space") if m.group("space") is not None else m.start()])
        last = m.end()
        if until is not None and last >= until:
            return out
    out.append(text[last:])
    return out


@functools.cache
def technique_cues() -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """``(technique id, trigger word, compiled regex)`` from ``data/technique_cues.jsonl``."""
    return tuple((r["id"], r["trigger"], re.compile(r["regex"])) for r in load_jsonl("technique_cues.jsonl"))


@functools.cache
def _written_guards() -> tuple[re.Pattern[str] | None, ...]:
    """The ``guard`` of each cue of :func:`technique_cues` (``None`` without one), in the same order.

    A guard is a necessary condition written by hand where :func:`_guard`
    finds none worth searching: every match of the cue regex contains a match
    of it. The quantization cue's guard, for one, starts at the literal "bit"
    (which :mod:`re` skips ahead to) and looks behind for the "4-"/"four "
    every match holds, instead of trying "to"/"at"/"in"... at every word.
    """
    return tuple(re.compile(r["guard"]) if "guard" in r else None for r in load_jsonl("technique_cues.jsonl"))


class _CuePart(NamedTuple):
    """One top-level alternative of a cue regex, ready to search (see :func:`_cue_searchers`)."""

    regex: re.Pattern[str]
    boundary: bool
    required: tuple[frozenset[str], ...]
    guard: re.Pattern[str] | None
    #: the guard as one regex per alternative of its opening group, with a word each needs (:func:`_split_guard`)
    guard_alternatives: tuple[tuple[str, re.Pattern[str]], ...] = ()
    #: ``regex`` the same way, when each of those words has three letters at least (:func:`_split_regex`)
    alternatives: tuple[tuple[str, re.Pattern[str]], ...] = ()
    #: the guard without the lookahead it ends with (:func:`_without_closing_lookahead`), which it cannot match without
    guard_base: str | None = None


@functools.cache
def _cue_searchers() -> tuple[tuple[str, str, tuple[_CuePart, ...]], ...]:
    """:func:`technique_cues` ready to search: ``(id, trigger, (part, ...))``, one :class:`_CuePart` per alternative.

    A cue regex matches where one of its top-level alternatives does, so each
    alternative is searched alone; one that opens with ``\\b`` and a letter
    is kept without its ``\\b`` (``boundary`` true, :func:`_search` checks the
    word boundary): a leading literal lets :mod:`re` skip ahead to it, where a
    leading ``\\b`` makes it try every position. ``required``: sets of
    words one of which the text must contain for the alternative to match
    (:func:`required_literals`), tested before the regex runs; ``guard``: a
    short piece of the alternative that any match contains (:func:`_guard`),
    searched before the whole alternative when it is cheap to search (the
    cue's own guard instead, when it has one: :func:`_written_guards`).
    """
    out = []
    for (ident, trigger, regex), written in zip(technique_cues(), _written_guards()):
        parts = []
        try:
            for branch in top_level_branches(regex.pattern) if regex.flags == re.UNICODE else [regex.pattern]:
                required = required_literals(branch)
                guard = _guard(branch) if regex.flags == re.UNICODE and written is None else None
                guard_regex = re.compile(guard) if guard else written
                alternatives = _split_guard(guard) if guard else ()
                base = _without_closing_lookahead(guard) if guard else None
                if branch.startswith("\\b") and (branch[2:3].isalpha() or _few_first_letters(branch[2:])):
                    parts.append(_CuePart(re.compile(branch[2:]), True, required, guard_regex, alternatives,
                                          _split_regex(branch[2:]), base))
                else:
                    parts.append(_CuePart(re.compile(branch), False, required, guard_regex, alternatives, (), base))
        except re.error:  # an alternative that cannot stand alone (a back reference): the regex as it is
            parts = [_CuePart(regex, False, (), written)]
        out.append((ident, trigger, tuple(parts)))
    return tuple(out)


def _without_closing_lookahead(pattern: str) -> str | None:
    """``pattern`` (no top-level ``|``) without the positive lookahead it ends with; ``None`` if it ends otherwise.

    Wherever ``pattern`` matches, what is left matches too (the lookahead only
    adds a condition): when that finds nothing in a text, neither does ``pattern``.

    Examples:
        >>> _without_closing_lookahead(r"a\\s+b(?=[^.]*c)")
        'a\\\\s+b'
        >>> [_without_closing_lookahead(p) for p in (r"a(?!b)", r"a(?=b)?", r"(?=a)")]
        [None, None, None]
    """
    items = _regex_items(pattern)
    atom, quantifier = items[-1]
    if len(items) < 2 or quantifier or not atom.startswith("(?="):
        return None
    return pattern[: len(pattern) - len(atom)]


def _split_guard(guard: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """A guard that opens with a group of alternatives, as one regex per alternative: ``((word, regex), ...)``.

    ``(?:a|b)rest`` matches where ``arest`` or ``brest`` does, and each of
    those opens with a literal that :mod:`re` can skip ahead to, where the
    group makes it try the alternatives at every letter they may start with.
    ``word``: the letters each alternative opens with, which the text must
    contain. ``()`` when the guard does not open with such a group (or the
    group is repeated or optional).

    Examples:
        >>> [(w, r.pattern) for w, r in _split_guard(r"(?:gpus?|hbm)\\s+memory")]
        [('gpu', 'gpus?\\\\s+memory'), ('hbm', 'hbm\\\\s+memory')]
        >>> _split_guard(r"(?:gpus?|hbm)?\\s+memory"), _split_guard(r"memory\\s+(?:gpus?|hbm)")
        ((), ())
    """
    if not _few_first_letters(guard, most=10):
        return ()
    group, quantifier = _regex_items(guard)[0]
    if quantifier:
        return ()
    rest = guard[len(group):]
    out = []
    for alternative in top_level_branches(group[3:-1]):
        word = _LEADING_LETTERS.match(alternative).group(0)
        if alternative[len(word): len(word) + 1] in ("?", "*", "{"):
            word = word[:-1]  # the last letter may be left out
        out.append((word, re.compile(alternative + rest)))
    return tuple(out)


_LEADING_LETTERS = re.compile(r"[a-z]*")


def _split_regex(pattern: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """:func:`_split_guard` of a cue alternative, kept only when every word it names has three letters at least.

    ``(?:a|b)rest`` matches somewhere exactly when ``arest`` or ``brest``
    does; each of those opens with a literal that :mod:`re` skips ahead to,
    and only those whose word the text holds are searched. Short words
    ("to", "at") are in most texts: searching their regexes one by one
    would cost more than the one search.

    Examples:
        >>> [(w, r.pattern) for w, r in _split_regex(r"(?:plans?|strateg(?:y|ies))\\s+for")]
        [('plan', 'plans?\\\\s+for'), ('strateg', 'strateg(?:y|ies)\\\\s+for')]
        >>> _split_regex(r"(?:to|into)\\s+\\d")
        ()
    """
    alternatives = _split_guard(pattern)
    return alternatives if all(len(word) >= 3 for word, _ in alternatives) else ()


#: A quantifier after an atom: ``*``, ``+``, ``?``, ``{m}``, ``{m,n}``, ``{,n}``, lazy or possessive (``{}`` is literal).
_QUANTIFIER = re.compile(r"(?:[*+?]|\{(?:\d+(?:,\d*)?|,\d*)\})[?+]?")


def _regex_items(pattern: str) -> list[tuple[str, str]]:
    """``pattern`` (no top-level ``|``) as its sequence of ``(atom, quantifier)``: characters, escapes, classes, groups.

    Examples:
        >>> _regex_items(r"\\bab+[^.;]{0,60}?(?:c|d)?\\s+")
        [('\\\\b', ''), ('a', ''), ('b', '+'), ('[^.;]', '{0,60}?'), ('(?:c|d)', '?'), ('\\\\s', '+')]
        >>> _regex_items(r"x{}y{,2}")
        [('x', ''), ('{', ''), ('}', ''), ('y', '{,2}')]
    """
    items = []
    i = 0
    while i < len(pattern):
        j = _atom_end(pattern, i)
        m = _QUANTIFIER.match(pattern, j)
        quantifier = m.group(0) if m else ""
        items.append((pattern[i:j], quantifier))
        i = j + len(quantifier)
    return items


def _atom_end(pattern: str, i: int) -> int:
    """Where the atom starting at ``pattern[i]`` ends: an escape, a character class, a (nested) group or one character."""
    c = pattern[i]
    if c == "\\":
        return i + 2
    if c == "[":
        j = i + 1
        if pattern[j: j + 1] == "^":
            j += 1
        if pattern[j: j + 1] == "]":
            j += 1  # a "]" right after "[" or "[^" is a literal
        while pattern[j] != "]":
            j += 2 if pattern[j] == "\\" else 1
        return j + 1
    if c == "(":
        j = i + 1
        while pattern[j] != ")":
            j = _atom_end(pattern, j)
        return j + 1
    return i + 1


def _max_repeat(quantifier: str) -> int:
    """The most repetitions a quantifier allows (a large number for no bound).

    Examples:
        >>> [_max_repeat(q) for q in ("", "?", "+", "{0,60}?", "{3}", "{2,}")]
        [1, 1, 1000000, 60, 3, 1000000]
    """
    if not quantifier or quantifier[0] == "?":
        return 1
    if quantifier[0] in "*+":
        return 1_000_000
    low, comma, high = quantifier[1: quantifier.index("}")].partition(",")
    if not comma:
        return int(low)
    return int(high) if high else 1_000_000


def _guard(branch: str) -> str | None:
    """A piece of ``branch`` that every match of it contains, cheap to search first; ``None`` if none is worth it.

    A match of a sequence of atoms holds a match of every contiguous run of
    them, so each run between the wide gaps (``[^.;]{0,60}?``, ``\\w*``,
    ``(?:\\w+\\s+){0,3}``) and lookbehinds is a necessary condition. A
    lookahead stays at the end of its run: in a match of the branch it holds
    where the run's part of the match ends, so the run with it is necessary
    too, and more selective. The guard is the run requiring the most words
    (:func:`required_literals`, two at least), with its leading atoms dropped
    as long as that loses no required word, kept only when it opens with a
    letter or a group of at most ten first letters (:func:`_few_first_letters`),
    which :mod:`re` can skip ahead to.

    Examples:
        >>> _guard(r"\\b(?:generat\\w*|writ\\w*)\\s+(?:\\w+\\s+){0,3}(?:cuda|mpi)\\s+(?:code|kernels?)\\b(?=x)")
        '(?:cuda|mpi)\\\\s+(?:code|kernels?)\\\\b(?=x)'
        >>> _guard(r"\\bcombin\\w*\\s+them") is None
        True
    """
    runs: list[list[str]] = [[]]
    for atom, quantifier in _regex_items(branch):
        lookahead = atom.startswith(("(?=", "(?!"))
        if lookahead and not quantifier:
            runs[-1].append(atom)  # a lookahead holds where the run's match ends in any match of the branch
            runs.append([])
        elif lookahead or atom.startswith(("(?<=", "(?<!")):
            runs.append([])
        elif _max_repeat(quantifier) > 1 and atom not in ("\\s", "[\\s-]", " ", "-"):
            runs.append([])
        else:
            runs[-1].append(atom + quantifier)
    best: tuple[int, int] | None = None
    guard = None
    for run in runs:
        required = required_literals("".join(run))
        if len(required) < 2:
            continue
        k = 0
        while k + 1 < len(run) and required_literals("".join(run[k + 1:])) == required:
            k += 1
        piece = "".join(run[k:])
        if not (piece[:1].isalpha() or _few_first_letters(piece, most=10)):
            continue
        key = (len(required), min(len(word) for words in required for word in words))
        if best is None or key > best:
            best, guard = key, piece
    return guard


def _few_first_letters(pattern: str, most: int = 6) -> bool:
    """Whether ``pattern`` opens with a group of alternatives that all start with a letter, at most ``most`` distinct ones.

    Such a regex lets :mod:`re` skip to those letters once the ``\\b``
    before it is left out; with many first letters the skipping does not pay.

    Examples:
        >>> _few_first_letters(r"(?:gpus?|devices?|hbm)\\b"), _few_first_letters(r"(?:a|b|c|d|e|f|g)x")
        (True, False)
        >>> _few_first_letters(r"(?:\\d+|two)x"), _few_first_letters(r"(?:llms?|language\\s+models?|[(]x)\\b")
        (False, False)
        >>> _few_first_letters(r"(?:llms?|language\\s+models?|g\\)?)\\b")
        True
    """
    if not pattern.startswith("(?:"):
        return False
    alternatives = top_level_branches(pattern[3: _atom_end(pattern, 0) - 1])
    firsts = {a[:1] for a in alternatives}
    return all(f.isalpha() for f in firsts) and len(firsts) <= most


def top_level_branches(pattern: str) -> list[str]:
    """``pattern`` split at each ``|`` outside groups and character classes.

    Examples:
        >>> top_level_branches(r"\\bab(?:c|d)[|]|\\(e|f")
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
        if (p > 0 and is_word_char(text[p - 1])) != (p < len(text) and is_word_char(text[p])):
            return True  # \\b holds at p
        pos = p + 1


def technique_ids(text: str, known: set[str] | frozenset[str] = frozenset(), *, is_lowered: bool = False) -> set[str]:
    """``coordinated_techniques(text) | cue_techniques(text)``, the work they share done once.

    The text is lowered once, its ellipses expanded once, and the words the
    cues look for are found in one pass over its words (see :func:`_presence`).

    ``known``: ids the caller has found otherwise. Cues that could only find
    one of them again are not searched, so the result may or may not hold
    them; ``technique_ids(text, known) | known == technique_ids(text) | known``.

    ``is_lowered``: ``text`` is :func:`~paperkg.extract.quantities.lowered`
    already (which lowering again would not change), as a doc's
    ``lower_text_of`` is.

    Examples:
        >>> sorted(technique_ids("We combine tensor and pipeline parallelism and overlap all-reduce with compute."))
        ['communication-overlap', 'hybrid-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
        >>> sorted(technique_ids("We overlap all-reduce with compute.", {"communication-overlap"}))
        []
    """
    if not is_lowered:
        text = lowered(text)
    has = _presence(text)
    if not has["parallel"] and not has["partitioning"]:
        # expanding an ellipsis neither adds nor removes these head words: without them only the cues can match
        return _cue_ids(text, has, known)
    expanded = _expand_ellipsis(text)
    found = _coordinated(expanded) | _kinds(expanded, known)
    found |= _cue_ids(text, has, found | known if known else found)  # an id found already: its cues not searched
    if _HYBRID not in found and _HYBRID not in known:
        found |= _hybrid(text, has)
    return found


def cue_techniques(text: str) -> set[str]:
    """Technique ids whose cue regex matches ``text`` (run only when the cue's trigger word occurs).

    Kinds of parallelism in spellings the phrase list lacks (:func:`kind_mentions`)
    and hybrid parallelism by combination (:func:`hybrid_techniques`) are cues too.
    """
    text = lowered(text)
    has = _presence(text)
    return _cue_ids(text, has) | kind_mentions(text) | _hybrid(text, has)


class _Contains(dict):
    """``has[word]``: whether ``text`` contains ``word``, searched on first use and remembered.

    The cues of a text share many words.

    ``known``: words whose answer is known beforehand (see :func:`_presence`).
    ``guards``: the answers of cue guards, by guard pattern (see :func:`_part_matches`).

    Examples:
        >>> has = _Contains("tensor cores")
        >>> has["core"], has["gpu"], dict(has)
        (True, False, {'core': True, 'gpu': False})
    """

    def __init__(self, text: str, known: dict[str, bool] | None = None) -> None:
        super().__init__(known or ())
        self.text = text
        self.guards: dict[str, bool] = {}

    def __missing__(self, word: str) -> bool:
        present = self[word] = word in self.text
        return present


@functools.cache
def _needles() -> tuple[dict[str, bool], dict[str, tuple[str, ...]]]:
    """The words the cues test for (:class:`_Contains`), each marked absent, and the same words by first three letters.

    Triggers, the words of combination, the head words and every required
    word of a cue alternative or of its guard, except words with whitespace
    in them or shorter than three characters (those are searched as they come).

    Examples:
        >>> absent, by_start = _needles()
        >>> absent["overlap"], "overlap" in by_start["ove"], " in parallel" in absent
        (False, True, False)
    """
    words = {"parallel", "partitioning", *_combine_words()}
    for _, trigger, parts in _cue_searchers():
        words.add(trigger)
        for part in parts:
            words.update(word for required in part.required for word in required)
            words.update(word for word, _ in part.guard_alternatives)
    kept = sorted(word for word in words if len(word) >= 3 and not any(c.isspace() for c in word))
    by_start: dict[str, list[str]] = {}
    for word in kept:
        by_start.setdefault(word[:3], []).append(word)
    return dict.fromkeys(kept, False), {start: tuple(group) for start, group in by_start.items()}


_NONE: frozenset[str] = frozenset()


#: How many words :data:`_WORD_NEEDLES` remembers at most (it forgets them all past that).
_MOST_REMEMBERED = 1 << 17


def _needles_in(word: str) -> frozenset[str]:
    """The words of :func:`_needles` that ``word`` (no whitespace) contains.

    Examples:
        >>> sorted(_needles_in("all-reduce,"))
        ['all', 'reduce']
    """
    if _any_needle().search(word) is None:  # most words hold none: one search instead of a look-up per position
        return _NONE
    get = _needles()[1].get
    found = [n for i in range(len(word) - 2) for n in get(word[i: i + 3], ()) if word.startswith(n, i)]
    return frozenset(found) if found else _NONE


@functools.cache
def _any_needle() -> re.Pattern[str]:
    """A regex that matches where a word of :func:`_needles` starts: it finds one in a text exactly when one occurs.

    Examples:
        >>> _any_needle().search("all-reduce") is not None, _any_needle().search("the") is None
        (True, True)
    """
    return re.compile(by_prefix([re.escape(word) for word in _needles()[0]]))


class _WordNeedles(dict):
    """``word -> ((needle, True), ...)``: :func:`_needles_in` of a word as dict items (``None``: none), made when asked.

    Words repeat from text to text, hence the memory; a hit is one plain
    dict lookup, cheaper than a call through :func:`functools.cache`. It is
    unbounded, so :func:`_presence` empties it when it grows past
    ``_MOST_REMEMBERED``.

    Examples:
        >>> dict(_WordNeedles()["all-reduce,"]) == {"all": True, "reduce": True}, _WordNeedles()["the"]
        (True, None)
    """

    def __missing__(self, word: str) -> tuple[tuple[str, bool], ...] | None:
        found = _needles_in(word)
        present = self[word] = tuple((needle, True) for needle in sorted(found)) if found else None
        return present


_WORD_NEEDLES = _WordNeedles()


def _presence(text: str) -> _Contains:
    """A :class:`_Contains` for ``text`` that knows beforehand which words of :func:`_needles` it contains.

    A word without whitespace occurs in ``text`` exactly when it occurs in
    one of the whitespace-separated words of ``text``: one pass over those
    (:func:`_needles_in`, remembered per word in :data:`_WORD_NEEDLES`)
    instead of one search of the whole text per word.

    Examples:
        >>> has = _presence("we overlap the all-reduce")
        >>> has["overlap"], has["all"], has["reduce"], has["tensor"], " in parallel" in has
        (True, True, True, False, False)
    """
    if len(_WORD_NEEDLES) > _MOST_REMEMBERED:
        _WORD_NEEDLES.clear()
    has = _Contains(text, _needles()[0])
    has.update(chain.from_iterable(filter(None, map(_WORD_NEEDLES.__getitem__, text.split()))))
    return has


@functools.cache
def _cues_by_trigger() -> dict[str, tuple[tuple[str, tuple[_CuePart, ...]], ...]]:
    """:func:`_cue_searchers` grouped by trigger word: ``{trigger: ((id, parts), ...)}``, in the order of the cues."""
    groups: dict[str, list[tuple[str, tuple[_CuePart, ...]]]] = {}
    for ident, trigger, parts in _cue_searchers():
        groups.setdefault(trigger, []).append((ident, parts))
    return {trigger: tuple(cues) for trigger, cues in groups.items()}


def _cue_ids(text: str, has: _Contains, known: set[str] | frozenset[str] = frozenset()) -> set[str]:
    """Ids of the cues of ``data/technique_cues.jsonl`` that match the lowered ``text``, those in ``known`` left out."""
    found: set[str] = set()
    groups = _cues_by_trigger()
    for trigger in filter(has.__getitem__, groups):  # the triggers the text holds
        for ident, parts in groups[trigger]:
            if ident in found or ident in known:
                continue
            for part in parts:
                if _matches(part, text, has):
                    found.add(ident)
                    break
    return found


def _part_matches(part: _CuePart, text: str, has: _Contains | dict[str, bool]) -> bool:
    """Whether one alternative of a cue matches ``text``: required words, then the guard, then the regex.

    ``has`` (a :class:`_Contains` of ``text``) remembers which words and guards
    ``text`` contains, across calls on the same text; a plain dict of known
    words will do too.

    Examples:
        >>> part = _cue_searchers()[0][2][0]
        >>> _part_matches(part, "overlaps all-reduce with compute", {}), _part_matches(part, "overlaps compute", {})
        (True, False)
    """
    return _matches(part, text, has if isinstance(has, _Contains) else _Contains(text, has))


def _matches(part: _CuePart, text: str, has: _Contains) -> bool:
    """:func:`_part_matches` given a :class:`_Contains` of ``text``."""
    for words in part.required:
        if not any(map(has.__getitem__, words)):
            return False
    if part.guard is not None:
        guarded = has.guards.get(part.guard.pattern)  # alternatives of a cue often share their guard
        if guarded is None:
            # or share it but for a closing lookahead: where that shorter guard failed, this one fails too
            failed = part.guard_base is not None and has.guards.get(part.guard_base) is False
            guarded = has.guards[part.guard.pattern] = not failed and _guard_matches(part, text, has)
        if not guarded:
            return False
    if part.alternatives:
        return any(has[word] and _search(regex, text, True) for word, regex in part.alternatives)
    return _search(part.regex, text, part.boundary)


def _guard_matches(part: _CuePart, text: str, has: _Contains) -> bool:
    """Whether the guard of ``part`` matches ``text``: one alternative at a time when it is split (:func:`_split_guard`)."""
    if not part.guard_alternatives:
        return part.guard.search(text) is not None
    return any(has[word] and regex.search(text) is not None for word, regex in part.guard_alternatives)
