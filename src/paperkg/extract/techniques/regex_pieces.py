"""A regex pattern read as pieces: its top-level branches and its sequence of atoms with their quantifiers.

The lowest layer of :mod:`paperkg.extract.techniques`, a small regex reader that works on the pattern text:
:func:`top_level_branches` splits at the ``|`` outside groups and classes, :func:`_regex_items` cuts a branch into
``(atom, quantifier)`` pairs (:func:`_atom_end`, :func:`_max_repeat`), and :func:`_few_first_letters` tells
whether a pattern opens with a small group of alternatives that each start with a letter.

Examples:
    >>> top_level_branches(r"\\bsplit\\w*|(?:a|b)c")
    ['\\\\bsplit\\\\w*', '(?:a|b)c']
    >>> _regex_items(r"ab?(?:c|d)\\s+")
    [('a', ''), ('b', '?'), ('(?:c|d)', ''), ('\\\\s', '+')]
"""

from __future__ import annotations

import re


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
