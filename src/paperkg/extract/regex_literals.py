"""What every match of a regex must contain or open with, read from the parsed regex.

The rules gate their regexes with cheap string tests: a regex is searched
only when a text holds the words every match of it holds
(:func:`required_literals`), or tried only where the strings its matches
open with occur (:func:`match_openings`, :func:`search_at`). Both read the
regex's parse tree from :mod:`re`'s own parser (``re._parser``, the module
behind :func:`re.compile`), so they see exactly the regex :mod:`re` runs.

Examples:
    >>> [sorted(words) for words in required_literals(r"\\b(?:gpu|cpu)\\s+memory\\b")]
    [['memory'], ['cpu', 'gpu']]
    >>> match_openings(r"\\b(?:gpu|cpu)\\s+memory\\b")
    ('gpu', 'cpu')
"""

from __future__ import annotations

import functools
import heapq
import re
from collections.abc import Iterable

__all__ = ["required_literals", "match_openings", "search_at"]


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


def search_at(regex: re.Pattern[str], text: str, openings: Iterable[str]) -> re.Match[str] | None:
    """``regex.search(text)`` for a regex whose every match opens with one of the strings ``openings``.

    The regex is tried only where those strings occur, leftmost first: a few
    string searches instead of a regex tried at every position (which is
    slow when no literal opens it).

    Examples:
        >>> search_at(re.compile(r"\\b(?:x86|arm)\\s+cpus?"), "harm and arm cpu", ("x86", "arm")).span()
        (9, 16)
        >>> search_at(re.compile(r"ab+"), "a ac", ("a",)) is None
        True
    """
    heads = [(p, w) for w in openings if (p := text.find(w)) >= 0]
    heapq.heapify(heads)
    while heads:
        p, w = heads[0]
        m = regex.match(text, p)
        if m:
            return m
        p = text.find(w, p + 1)
        if p < 0:
            heapq.heappop(heads)
        else:
            heapq.heapreplace(heads, (p, w))
    return None


@functools.cache
def match_openings(source: str, most: int = 16) -> tuple[str, ...] | None:
    """Strings one of which every match of regex ``source`` (no flags) opens with; ``None`` when none are known
    (a match may open with a class, an optional part...) or more than ``most``.

    Read from the parsed regex: the literal characters a sequence opens with
    (after zero-width assertions such as ``\\b``), extended by the openings
    of a group of alternatives right after them.

    Examples:
        >>> match_openings(r"\\bgpus?\\b|nvidia|(?:ten|ro)sor cores?|to (?:the )?cpu")
        ('gpu', 'nvidia', 'ten', 'ro', 'to ')
        >>> match_openings(r"\\b(?:a|b)x|\\w+"), match_openings(r"(?:a|)b")
        (None, None)
    """
    from re import _constants as c, _parser

    def openings(items) -> list[str] | None:
        run: list[str] = []
        for op, av in items:
            if op is c.LITERAL:
                run.append(chr(av))
                continue
            if not run and op in (c.AT, c.ASSERT, c.ASSERT_NOT):
                continue  # zero-width: the match still opens with what follows
            tails = None
            if op is c.SUBPATTERN and not av[1] and not av[2]:
                tails = openings(av[3])
            elif op is c.BRANCH:
                tails = []
                for alternative in av[1]:
                    more = openings(alternative)
                    if more is None:
                        tails = None
                        break
                    tails.extend(more)
            head = "".join(run)
            if tails:
                return [head + tail for tail in tails]
            return [head] if head else None
        return ["".join(run)] if run else None

    found = openings(_parser.parse(source).data)
    return tuple(dict.fromkeys(found)) if found and len(found) <= most else None
