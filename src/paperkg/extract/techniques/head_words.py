"""Where the head words "parallel..." and "partitioning" are, and which of them a kind word ends right before.

A coordination or a single kind always ends with a head word, so the finders above search only near these offsets:
:func:`_head_words` finds them (remembering the last few texts), :func:`_heads` keeps one per window,
:func:`_listed_heads` and :func:`_heads_after` keep those that a list of kinds or a kind ends right before, read
backwards from the head with regexes reversed piece by piece (:func:`_list_tail`, :func:`_single_tail`).

Examples:
    >>> _head_words("pipeline partitioning")
    ((), (9,), 'gninoititrap enilepip')
    >>> _listed_heads("data and tensor parallel stages; model partitioning")
    [16]
"""

from __future__ import annotations

import functools
import re

from paperkg.extract.quantities import by_prefix

from .kind_words import _kind_regex, parallelism_kinds


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


def _all_positions(text: str, word: str) -> list[int]:
    """Every offset of ``word`` in ``text``."""
    out = []
    pos = text.find(word)
    while pos >= 0:
        out.append(pos)
        pos = text.find(word, pos + 1)
    return out
