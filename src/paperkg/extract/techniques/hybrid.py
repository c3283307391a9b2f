"""Hybrid parallelism: a sentence that combines several kinds of parallelism.

:func:`hybrid_techniques` asks for a word of combination ("composed", "unifies", "the integration of") in a
sentence naming two kinds or more, or "combine them" right after such a sentence. The words every match of the
combination regexes holds (:func:`_combine_words`, :func:`_them_words`) gate the search, and only the sentences
before the last of them are cut (:func:`_sentences`).

Examples:
    >>> hybrid_techniques("Quill unifies expert and data parallelism.")
    {'hybrid-parallelism'}
    >>> _sentences("one. two!\\nthree")
    ['one.', 'two!', 'three']
"""

from __future__ import annotations

import functools
import re

from paperkg.extract.quantities import lowered
from paperkg.extract.regex_literals import required_literals

from .regex_pieces import top_level_branches
from .kind_words import _HYBRID
from .coordinations import coordinated_techniques
from .single_kinds import kind_mentions
from .contains import _Contains


_COMBINE = re.compile(
    r"\b(?:combin\w*|compos(?:e|es|ed|ing|ition)\b|integrat\w*|unif(?:y|ies|ied|ying)\b|co-?optimi\w*|jointly|"
    r"hybrid|mix(?:es|ed|ing)?\b(?![\s-]*precision)|interplay)"
)
_COMBINE_THEM = re.compile(r"\bcombin\w*\s+(?:them|these|those|both|the\s+two|all\s+three|all\s+of\s+them)\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[a-z0-9(\"“])|\n+")
# the same breaks, found from the sentence-final character or line break (which re can skip ahead to, as it
# cannot to a lookbehind), not tried at every position
_SENTENCE_BREAK = re.compile(r"[.!?\n](?:(?<=[.!?])(?P<space>\s+)(?=[a-z0-9(\"“])|(?<=\n)\n*)")


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
