"""spaCy's suffix regex, with only the pieces that can end in a word's last character: the same matches, cheaper.

spaCy's tokenizer splits suffixes off a word it meets for the first time by
calling ``suffix_search(word)`` until it returns nothing. Its suffix regex is
one alternation of ~80 pieces, each anchored at the end (``piece$``), and
``re.search`` tries every piece at every position of the word: on a fresh
corpus that is the tokenizer's largest cost. A match ends at the end of the
word, though, so only the pieces that can end in the word's last character
can match, and the leftmost match of those (the first such piece, in order,
at that place) is the leftmost match of all. :class:`SuffixSearch` reads
from each piece's parse the characters it can end in, and searches a word
with the alternation of just those pieces (compiled once per set of pieces,
ahead for the printable ASCII characters); a piece it cannot read that way is kept for every character, and a
word that ends in a line break (``$`` also matches before one) is searched
with the whole alternation.

Examples:
    >>> import spacy
    >>> search = SuffixSearch(spacy.blank("en").Defaults.suffixes).search
    >>> [m.group() if m else None for m in map(search, ["GPUs),", "12km", "wait....", "fast", "GPU's"])]
    [',', 'km', '....', None, "'s"]
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["SuffixSearch", "final_characters"]


def final_characters(piece: str) -> list[tuple[int, int]] | None:
    """The characters a match of ``piece`` can end in, as code-point ranges; ``None`` when any (or unknown).

    Read from the parse of the stdlib's regex engine: a literal, a character
    class of literals and ranges, an alternation or a group of those,
    repeated or not; zero-width items (lookarounds, anchors) before them are
    skipped. Anything else (a negated class, ``\\d``, flags, a piece that can
    match nothing) gives ``None``.

    Examples:
        >>> final_characters("(?<=[0-9])(?:km|m/s)"), final_characters(r"\\.\\.+"), final_characters(r"\\d")
        ([(109, 109), (115, 115)], [(46, 46)], None)
    """
    try:
        from re import _constants, _parser  # the stdlib regex engine's parser (Python >= 3.11)

        parsed = _parser.parse(piece)
    except Exception:  # noqa: BLE001 - a piece we cannot read is kept for every character
        return None
    if parsed.state.flags & (_constants.SRE_FLAG_IGNORECASE | _constants.SRE_FLAG_VERBOSE):
        return None
    return _ends(list(parsed), _constants)


def _ends(items: list, sre) -> list[tuple[int, int]] | None:
    """The final characters of a sequence of parsed items (``None``: any), walking back over zero-width ones."""
    ranges: list[tuple[int, int]] = []
    for op, arg in reversed(items):
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue  # zero width: the character before it ends the match
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
            inner = _ends(list(arg[-1]), sre)
        elif op is sre.BRANCH:
            inner = []
            for branch in arg[1]:
                part = _ends(list(branch), sre)
                if part is None:
                    return None
                inner += part
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, _, body = arg
            inner = _ends(list(body), sre)
            if inner is not None and low == 0:
                ranges += inner
                continue  # it may match nothing: the item before may end the match
        else:
            return None
        # (an item whose final characters could be read consumes at least one: _ends is None for one that may not)
        return None if inner is None else ranges + inner
    return None  # the piece can match the empty string: it ends wherever the word does


class SuffixSearch:
    """A drop-in ``suffix_search`` for a spaCy tokenizer: ``SuffixSearch(entries).search``.

    Args:
        entries: The suffix pieces, as spaCy's ``compile_suffix_regex`` takes
            them (each becomes ``piece$``; blank ones are dropped).

    ``pieces`` are the non-blank entries; ``pattern`` is the whole alternation
    that ``compile_suffix_regex`` builds from them (spaCy serializes a
    tokenizer's ``suffix_search.__self__.pattern``).
    """

    def __init__(self, entries: Iterable[str]) -> None:
        self.pieces = tuple(piece for piece in entries if piece.strip())
        self.pattern = "|".join(piece + "$" for piece in self.pieces)
        self._whole = re.compile(self.pattern)
        self._finals = [final_characters(piece) for piece in self.pieces]
        self._by_last: dict[str, re.Pattern[str] | None] = {"\n": self._whole}
        self._by_pieces: dict[tuple[int, ...], re.Pattern[str] | None] = {}
        for code in range(33, 127):  # the printable ASCII characters, before any worker process forks from this one
            self._by_last[chr(code)] = self._regex_ending_in(chr(code))

    def search(self, text: str) -> re.Match[str] | None:
        """The leftmost suffix match in ``text``: what the whole alternation's ``search`` returns."""
        if not text:
            return self._whole.search(text)
        last = text[-1]
        try:
            regex = self._by_last[last]
        except KeyError:
            regex = self._by_last[last] = self._regex_ending_in(last)
        return regex.search(text) if regex is not None else None

    def _regex_ending_in(self, char: str) -> re.Pattern[str] | None:
        """The alternation, in order, of the pieces that can end in ``char`` (``None``: no piece can)."""
        code = ord(char)
        kept = tuple(
            i for i, ranges in enumerate(self._finals) if ranges is None or any(lo <= code <= hi for lo, hi in ranges)
        )
        if kept not in self._by_pieces:
            self._by_pieces[kept] = re.compile("|".join(self.pieces[i] + "$" for i in kept)) if kept else None
        return self._by_pieces[kept]
