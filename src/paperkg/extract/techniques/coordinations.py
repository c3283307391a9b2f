"""Kinds of parallelism named in a coordination sharing its head word ("tensor and pipeline parallelism").

:func:`coordinated_techniques` finds the lists before the head ("data, operator, and pipeline parallelism") and
the lists in parentheses after it ("parallelism techniques (data, pipeline, tensor)"), searched only in windows
around the head words (:mod:`.head_words`).

Examples:
    >>> sorted(coordinated_techniques("a planner mixing data/tensor parallelism"))
    ['data-parallelism', 'tensor-parallelism']
    >>> sorted(coordinated_techniques("parallel schemes (e.g., pipeline, data)"))
    ['data-parallelism', 'pipeline-parallelism']
"""

from __future__ import annotations

import bisect
import functools
import re
from typing import Iterator

from paperkg.extract.quantities import is_word_char, lowered

from .kind_words import _coordination, _expand_ellipsis, _lookup
from .head_words import _heads, _listed_heads


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
