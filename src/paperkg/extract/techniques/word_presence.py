"""Which of the cue words (needles) a text contains, found in one pass over its words.

:func:`_needles` gathers every word the cues test for; :func:`_presence` marks those a text holds by looking each
of its whitespace-separated words up once (:func:`_needles_in`, remembered across texts in :data:`_WORD_NEEDLES`).

Examples:
    >>> has = _presence("communication is overlapped")
    >>> has["overlap"], has["tensor"]
    (True, False)
"""

from __future__ import annotations

import functools
import re
from itertools import chain

from paperkg.extract.quantities import by_prefix

from .contains import _Contains
from .hybrid import _combine_words
from .cue_regexes import _cue_searchers


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
