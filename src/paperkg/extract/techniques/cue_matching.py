"""Whether the cues match a text: required words first, then the guard, then the regex.

:func:`_cue_ids` runs the cues whose trigger word the text holds (:func:`_cues_by_trigger`); :func:`_matches` (and
:func:`_part_matches`, which takes a plain dict too) tests one alternative; :func:`_search` checks the word
boundary a part left out.

Examples:
    >>> _search(re.compile("shard"), "reshard, shard", True)
    True
    >>> text = "communication and computation are overlapped."
    >>> sorted(_cue_ids(text, _Contains(text)))
    ['communication-overlap']
"""

from __future__ import annotations

import functools
import re

from paperkg.extract.quantities import is_word_char

from .contains import _Contains
from .cue_regexes import _CuePart, _cue_searchers


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
