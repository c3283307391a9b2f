"""Cheap necessary conditions derived from a cue regex, searched before the regex itself.

:func:`_guard` picks a run of a branch that every match contains (read with :mod:`.regex_pieces` and
:func:`~paperkg.extract.regex_literals.required_literals`); :func:`_without_closing_lookahead` drops the lookahead a
guard ends with; :func:`_split_guard` and :func:`_split_regex` turn a pattern that opens with a group of
alternatives into one regex per alternative, each with the word it opens with.

Examples:
    >>> _guard(r"\\bspill\\w*\\s+(?:\\w+\\s+){0,3}to\\s+host\\s+memory\\b")
    'host\\\\s+memory\\\\b'
    >>> [(w, r.pattern) for w, r in _split_regex(r"(?:fuse[sd]?|merg\\w+)\\s+kernels")]
    [('fuse', 'fuse[sd]?\\\\s+kernels'), ('merg', 'merg\\\\w+\\\\s+kernels')]
"""

from __future__ import annotations

import re

from paperkg.extract.regex_literals import required_literals

from .regex_pieces import _few_first_letters, _max_repeat, _regex_items, top_level_branches


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
