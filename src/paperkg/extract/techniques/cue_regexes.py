"""The technique cue regexes of ``data/technique_cues.jsonl``, made ready to search.

:func:`technique_cues` reads them; :func:`_cue_searchers` splits each into its top-level alternatives
(:class:`_CuePart`), each with the words it requires, its guard (derived by :mod:`.cue_guards`, or written in the
file: :func:`_written_guards`) and, where it opens with a letter, without its leading ``\\b``.

Examples:
    >>> ident, trigger, parts = _cue_searchers()[0]
    >>> ident == technique_cues()[0][0], len(parts) >= 1
    (True, True)
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from paperkg.extract.regex_literals import required_literals
from paperkg.extract.vocab import load_jsonl

from .regex_pieces import _few_first_letters, top_level_branches
from .cue_guards import _guard, _split_guard, _split_regex, _without_closing_lookahead


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
