"""spaCy's tokenizer regexes, made cheaper for the words it meets the first time: the same matches.

spaCy's tokenizer splits a word it has not seen before by calling
``prefix_search(word)``, ``suffix_search(word)`` and ``url_match(word)``
(then caches the result). Its prefix and suffix regexes are alternations of
~100 pieces each anchored at the start (``^piece``) or the end (``piece$``),
and ``re.search`` tries every piece at every position of the word: on a
fresh corpus those searches are most of what a new word costs. A prefix
match starts at the word's first character and a suffix match ends at its
last, though, so only the pieces that can start (end) with that character
can match, and the first of those, in order, is the alternation's match.

* :class:`AffixSearch` reads from each piece's parse the characters it can
  start or end with (:func:`edge_characters`) and searches a word with the
  alternation of just those pieces, compiled once per set of pieces (ahead
  for the printable ASCII characters). A piece it cannot read that way is
  kept for every character; a word that ends in a line break (``$`` also
  matches before one) is searched with the whole alternation.
* :class:`UrlMatch` skips spaCy's URL regex for a word without a full stop:
  every host name and IP address it matches has one (read from the pattern
  by :func:`always_holds`).

Both keep the regex's ``pattern`` (spaCy serializes a tokenizer's regexes as
``search.__self__.pattern``).

Examples:
    >>> import spacy
    >>> search = AffixSearch(spacy.blank("en").Defaults.suffixes).search
    >>> [m.group() if m else None for m in map(search, ["GPUs),", "12km", "wait....", "fast", "GPU's"])]
    [',', 'km', '....', None, "'s"]
    >>> prefix = AffixSearch(spacy.blank("en").Defaults.prefixes, at_start=True).search
    >>> [m.group() if m else None for m in map(prefix, ['"(GPU', "$5", "fast"])]
    ['"', '$', None]
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["AffixSearch", "UrlMatch", "always_holds", "edge_characters"]


def edge_characters(piece: str, at_start: bool = False) -> list[tuple[int, int]] | None:
    """The characters a match of ``piece`` can end (or start) with, as code-point ranges; ``None`` when any (or unknown).

    Read from the parse of the stdlib's regex engine: a literal, a character
    class of literals and ranges, an alternation or a group of those,
    repeated or not; zero-width items (lookarounds, anchors) are stepped
    over. Anything else (a negated class, ``\\d``, case-insensitive flags, a
    piece that can match nothing) gives ``None``.

    Examples:
        >>> edge_characters("(?<=[0-9])(?:km|m/s)"), edge_characters(r"\\.\\.+"), edge_characters(r"\\d")
        ([(109, 109), (115, 115)], [(46, 46)], None)
        >>> edge_characters("(?:km|m/s)", at_start=True)
        [(107, 107), (109, 109)]
    """
    try:
        from re import _constants, _parser  # the stdlib regex engine's parser (Python >= 3.11)

        parsed = _parser.parse(piece)
        if parsed.state.flags & _constants.SRE_FLAG_IGNORECASE:
            return None
        return _edge(list(parsed), _constants, at_start)
    except Exception:  # noqa: BLE001 - a piece we cannot read is kept for every character
        return None


def _edge(items: list, sre, at_start: bool) -> list[tuple[int, int]] | None:
    """The first or last characters of a sequence of parsed items (``None``: any), stepping over zero-width ones."""
    ranges: list[tuple[int, int]] = []
    for op, arg in items if at_start else reversed(items):
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue  # zero width: the next character (the one before, at the end) is the edge
        if op is sre.LITERAL:
            return ranges + [(arg, arg)]
        if op is sre.IN:
            for kind, value in arg:
                if kind is sre.LITERAL:
                    ranges.append((value, value))
                elif kind is sre.RANGE:
                    ranges.append(value)
                else:  # NEGATE, CATEGORY (\d, \w, ...): not read
                    return None
            return ranges
        if op is sre.SUBPATTERN:
            if arg[1] & sre.SRE_FLAG_IGNORECASE:
                return None
            inner = _edge(list(arg[-1]), sre, at_start)
        elif op is sre.BRANCH:
            inner = []
            for branch in arg[1]:
                part = _edge(list(branch), sre, at_start)
                if part is None:
                    return None
                inner += part
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, _, body = arg
            inner = _edge(list(body), sre, at_start)
            if inner is not None and low == 0:
                ranges += inner
                continue  # it may match nothing: the next item may be the edge
        else:
            return None
        # (an item whose edge characters could be read consumes at least one: _edge is None for one that may not)
        return None if inner is None else ranges + inner
    return None  # the piece can match the empty string: any character may follow (or precede) it


class AffixSearch:
    """A drop-in ``prefix_search`` or ``suffix_search`` for a spaCy tokenizer: ``AffixSearch(entries).search``.

    Args:
        entries: The pieces, as spaCy's ``compile_suffix_regex`` (or
            ``compile_prefix_regex``) takes them: each becomes ``piece$``
            (``^piece``); blank ones are dropped.
        at_start: Prefixes (``^piece``) rather than suffixes.

    ``pieces`` are the non-blank entries; ``pattern`` is the whole alternation
    that spaCy's function builds from them.
    """

    def __init__(self, entries: Iterable[str], *, at_start: bool = False) -> None:
        self.at_start = at_start
        self.pieces = tuple(piece for piece in entries if piece.strip())
        self.pattern = self._alternation(self.pieces)
        self._whole = re.compile(self.pattern)
        self._edges = [edge_characters(piece, at_start) for piece in self.pieces]
        self._by_char: dict[str, re.Pattern[str] | None] = {} if at_start else {"\n": self._whole}
        self._by_pieces: dict[tuple[int, ...], re.Pattern[str] | None] = {}
        for code in range(33, 127):  # the printable ASCII characters, before any worker process forks from this one
            self._by_char[chr(code)] = self._regex_for(chr(code))

    def _alternation(self, pieces: Iterable[str]) -> str:
        return "|".join("^" + piece for piece in pieces) if self.at_start else "|".join(piece + "$" for piece in pieces)

    def search(self, text: str) -> re.Match[str] | None:
        """The match in ``text``: what the whole alternation's ``search`` returns."""
        if not text:
            return self._whole.search(text)
        char = text[0] if self.at_start else text[-1]
        try:
            regex = self._by_char[char]
        except KeyError:
            regex = self._by_char[char] = self._regex_for(char)
        return regex.search(text) if regex is not None else None

    def _regex_for(self, char: str) -> re.Pattern[str] | None:
        """The alternation, in order, of the pieces that can start (end) with ``char`` (``None``: no piece can)."""
        code = ord(char)
        kept = tuple(
            i for i, ranges in enumerate(self._edges) if ranges is None or any(lo <= code <= hi for lo, hi in ranges)
        )
        if kept not in self._by_pieces:
            self._by_pieces[kept] = re.compile(self._alternation(self.pieces[i] for i in kept)) if kept else None
        return self._by_pieces[kept]


def always_holds(pattern: str, char: str) -> bool:
    """Whether every match of ``pattern`` holds ``char``: one of the literal sets every match holds
    (:func:`~paperkg.extract.regex_literals.required_literals`) has it in each word (``False`` when not readable).

    Examples:
        >>> always_holds(r"(?:[a-z]+\\.)+[a-z]{2,}", "."), always_holds(r"[a-z]+(?:\\.[a-z]+)?", ".")
        (True, False)
    """
    from paperkg.extract.regex_literals import required_literals

    try:
        if re.compile(pattern).flags & re.IGNORECASE and char.lower() != char.upper():
            return False  # (required_literals reads a pattern without flags)
        sets = required_literals(pattern, shortest=1)
    except re.error:
        return False
    return any(all(char in word for word in words) for words in sets)


class UrlMatch:
    """A URL regex's ``match``, skipped for a word without a full stop when every match needs one: ``UrlMatch(regex).match``.

    spaCy's URL pattern needs one: the host is an IP address (``1.2.3.4``) or
    a dotted name ending in a top-level domain (:func:`always_holds` reads it
    from the pattern, so a pattern that does not is always tried).

    Examples:
        >>> from spacy.lang.tokenizer_exceptions import URL_MATCH
        >>> url = UrlMatch(URL_MATCH.__self__)
        >>> url.needs_stop, bool(url.match("https://github.com/foo")), url.match("localhost:8080"), url.match("H100")
        (True, True, None, None)
    """

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.pattern = regex.pattern
        self.needs_stop = always_holds(regex.pattern, ".")
        self._match = regex.match

    def match(self, text: str) -> re.Match[str] | None:
        """``regex.match(text)``, or ``None`` at once for a text without ``"."`` when every match has one."""
        return self._match(text) if "." in text or not self.needs_stop else None
