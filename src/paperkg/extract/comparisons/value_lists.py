"""Value lists and clauses: which quantities of a sentence form one list, and which go with which cue.

A list of values ("1.2x, 1.5x, and 2x") shares its measure, unit and qualifier (:func:`_list_group`,
:func:`_list_qualifier`); "over A, B and C by 3x, 2x and 1.5x" aligns values with names (:func:`_aligned_values`);
clause breaks bound the search for a value's cue (:func:`_clause_bounds`). Pure functions over the sentence text and
its :class:`~paperkg.extract.quantities.Quantity` list, used by :mod:`.metrics` and by the pairing rule
(:mod:`.pairing`).

Examples:
    >>> from paperkg.extract.quantities import find_quantities
    >>> t = "quill is 1.2x, 1.5x, and 2x faster than a, b, and c"
    >>> qs = find_quantities(t)
    >>> [q.value for q in _list_group(qs[0], qs, t)]
    [1.2, 1.5, 2.0]
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from paperkg.extract.quantities import Quantity, letters_first, qualifier_after

from .records import CueHit
from .cues import _LIST_SEP


# with its "\b"s behind their letters (see letters_first), every alternative opens with one of ";.,w": the engine
# skips straight to those characters
_CLAUSE_BREAK = re.compile(letters_first(
    r";|\.\s|,\s+(?:while|whereas|but|and\s+(?:it|we|our|they))\b|\bwhile\b|\bwhereas\b|"
    r",\s+(?:and\s+)?(?:the|its|our|their|this|it|we|which)\s",
))


def _list_last(q: Quantity, quantities: Sequence[Quantity], text: str) -> Quantity:
    """The last quantity of the list ("1.2x, 1.5x and 2x") that ``q`` belongs to."""
    last = q
    for other in quantities:
        if other.start > last.end and _LIST_SEP.match(text[last.end: other.start]):
            last = other
    return last


def _same_unit(a: Quantity, b: Quantity) -> bool:
    """Whether two quantities have the same unit."""
    return a.unit == b.unit


def _list_group(q: Quantity, quantities: Sequence[Quantity], text: str) -> list[Quantity]:
    """The value list ("1.2x, 1.5x and 2x") that ``q`` belongs to, in order (``[q]`` alone)."""
    for o in quantities:  # a plain loop: most values have no neighbour
        if o is not q and abs(o.start - q.start) < 60:
            break
    else:
        return [q]
    ordered = sorted(quantities, key=lambda o: o.start)
    k = next((n for n, o in enumerate(ordered) if o is q), None)
    if k is None:
        return [q]
    lo = hi = k
    while lo > 0 and _LIST_SEP.match(text[ordered[lo - 1].end: ordered[lo].start]):
        lo -= 1
    while hi + 1 < len(ordered) and _LIST_SEP.match(text[ordered[hi].end: ordered[hi + 1].start]):
        hi += 1
    return ordered[lo: hi + 1]


_COORDINATED = re.compile(r"(?:,|\band|\bor)\s+$")
_COORDINATED_NEXT = re.compile(r"\s*(?:(?:for|on|with|in)\s+[\w.-]+(?:\s+[\w.-]+)?\s*|[a-z-]+\s+)?(?:,|,?\s*and)\s*")
_OWN_VERB = re.compile(
    r"[;]|\b(?:achiev\w*|deliver\w*|reduc(?:e|es|ed|ing)|improv(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|outperform\w*|"
    r"provid\w*|yield\w*|obtain\w*|offer\w*|enabl\w*|reach\w*|is|are|was|were|while|whereas|but|which|that|"
    r"respectively|only|still|further|also)\b(?!-)"  # "reduce-scatter", "offer-based": a hyphenated noun, no verb
)


def _list_qualifier(q: Quantity, quantities: Sequence[Quantity], text: str, depth: int = 0) -> str | None:
    """The qualifier of ``q``, else the one that opens its value list ("up to 3.8x, 2.6x, and 1.7x"), also through
    coordinated values that take it ("up to 1.2x higher A, 1.8x fewer B, and 14x lower C": all three)."""
    if q.qualifier is not None:
        return q.qualifier
    first = q
    for other in sorted(quantities, key=lambda o: -o.start):
        if other.end <= first.start and _LIST_SEP.match(text[other.end: first.start]) and other.unit == first.unit:
            first = other
    if first is not q:
        return first.qualifier if first.qualifier in ("up to", "about", "at least", "average", "geomean") else None
    # "up to 4.5x faster and 9x cheaper", "an average 1.61x runtime improvement and 37% energy reduction":
    # a value coordinated with a qualified one, with no verb of its own, shares the qualifier
    # a range bounds itself: "over 10x faster A and 2-3x faster B" (the 2-3x is no "at least")
    previous = [o for o in quantities if o.end <= q.start] if q.value_max is None else []
    if previous:
        other = max(previous, key=lambda o: o.end)
        between = text[other.end: q.start]
        if len(between) <= 90 and _COORDINATED.search(between) and not _OWN_VERB.search(between) \
                and "magnitude" not in text[other.start: other.end]:  # "an order of magnitude": its own "about"
            qualifier = other.qualifier
            if qualifier is None and depth < 4:
                qualifier = _list_qualifier(other, quantities, text, depth + 1)  # the list's earlier value took one
            if qualifier in ("up to", "about", "at least", "average", "geomean"):
                return qualifier
    # "12.3% for 1.5B and 7.5% for 7B models on average": a closing average covers the values it follows
    following = [o for o in quantities if o.start >= q.end]
    if following:
        other = min(following, key=lambda o: o.start)
        if other.unit == q.unit and other.qualifier in ("average", "geomean") \
                and _COORDINATED_NEXT.fullmatch(text, q.end, other.start) \
                and qualifier_after(text[other.end: other.end + 60]) == other.qualifier:
            return other.qualifier
    return None


def _takes_direction(hit: CueHit, q: Quantity) -> bool:
    """Whether the value ``q`` paired with ``hit`` takes the cue's direction: after "within N% of X" only its bound
    N does ("runs within 10% of X and reaches 1.3x its speed on long inputs": the 1.3x is no loss).

    Examples:
        >>> hit = CueHit(20, 40, "within", "worse", (), False, 23)
        >>> bound, other = Quantity(15, 19, 10.0, None, "%", None), Quantity(60, 64, 1.3, None, "x", None)
        >>> _takes_direction(hit, bound), _takes_direction(hit, other)
        (True, False)
    """
    return hit.cue != "within" or q.end + 1 == hit.start


_AND_OWN_VALUE = re.compile(r"[^;]{0,120}\b(?:and|but|while)\s+(?:(?:is|runs|becomes|achieves|delivers|offers|provides|yields|"
                            r"attains|obtains|reaches|gives|shows)\s+)?"
                            r"(?:up\s+to\s+|about\s+|nearly\s+|over\s+|roughly\s+|around\s+)?$")
_OWN_COMPARATIVE = re.compile(r"\s*(?:faster|quicker|higher|better|lower|smaller|larger)\b")


def _parity_then_own_value(text: str, hit: CueHit, q: Quantity) -> bool:
    """Whether the value ``q`` after a parity cue opens a claim of its own, joined by "and"/"but" and carrying its
    own comparative: "on par with X for small inputs and up to 2x faster for large ones" is parity with X, then a
    2x gain over X (the value does not take the parity).

    Examples:
        >>> t = "is on par with x for small inputs and up to 2x faster for large ones"
        >>> hit = CueHit(3, 16, "on par with", "parity", (), False, 15)
        >>> _parity_then_own_value(t, hit, Quantity(44, 46, 2.0, None, "x", "up to"))
        True
        >>> t3 = "matches x in quality with 27% fewer parameters, and achieves up to 9.1x higher throughput"
        >>> _parity_then_own_value(t3, CueHit(0, 7, "matches", "parity", (), True, 8), Quantity(67, 71, 9.1, None, "x", "up to"))
        True
        >>> t2 = "is on par with x, reaching 2x the batch size"
        >>> _parity_then_own_value(t2, hit, Quantity(27, 29, 2.0, None, "x", None))
        False
    """
    return hit.direction == "parity" and q.start >= hit.end and _AND_OWN_VALUE.fullmatch(text, hit.end, q.start) is not None \
        and _OWN_COMPARATIVE.match(text, q.end) is not None


_PAREN_OPEN_END = re.compile(r"\((?:by\s+)?(?:up\s+to\s+|~\s*)?$")
_PAREN_VALUE_SPAN = re.compile(r"\((?:by\s+)?(?:up\s+to\s+|~\s*)?\d[^()]{0,40}\)")


#: A relative clause right after a baseline phrase, up to its comma: " that support near-unlimited sequence lengths,"
_RELATIVE_CLAUSE = re.compile(r" (?:that|which) [^,;()]{1,80}(?=,)")


def _baseline_words(hit: CueHit, text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` holding the baseline words of ``hit``: its phrase, less a value in parentheses after a
    name, whose words name that value's measure ("A (2.1x higher throughput) and B (1.5x)").

    Examples:
        >>> t = "over a (2x lower latency) and b (3x)"
        >>> _baseline_words(CueHit(0, len(t), "over", None, (), False, 5), t)
        [(5, 7), (25, 32), (36, 36)]
    """
    lo, hi = hit.phrase_start, hit.end
    if text.startswith((" that ", " which "), hi) and (clause := _RELATIVE_CLAUSE.match(text, hi)) is not None:
        hi = clause.end()  # "outperforms methods that support long sequences, by 77%": what the baselines do
    if "(" not in text[lo:hi]:
        return [(lo, hi)]
    out = []
    for m in _PAREN_VALUE_SPAN.finditer(text, lo, hi):
        out.append((lo, m.start()))
        lo = m.end()
    out.append((lo, hi))
    return out


def _last_hit_free(hits: Sequence[CueHit], aligned: set[int]) -> bool:
    """Whether the sentence's last cue did not already take an aligned value list."""
    return len(hits) - 1 not in aligned


_ALIGN_GAP_AFTER = re.compile(r"^\s*(?:,\s*)?(?:by\s+|with\s+)?(?:up\s+to\s+|about\s+|around\s+|roughly\s+|nearly\s+|over\s+|an?\s+average\s+of\s+)?$")
_ALIGN_GAP_BEFORE = re.compile(r"^\s*(?:[\w-]+\s+){0,3}(?:speed-?ups?|improvements?|gains?|reductions?|faster|higher|lower|better|less|more|"
                               r"fewer|smaller|larger|savings?)?\s*(?:[\w-]+\s+){0,2}$")


def _aligned_values(hit: CueHit, quantities: Sequence[Quantity], text: str) -> list[Quantity]:
    """The value list, right after or right before a cue with several names, as long as its name list."""
    n = len(hit.items)
    inside = [q for q in quantities if hit.phrase_start <= q.start <= hit.end + 6]  # "B (by 2x)"
    if len(inside) == n and all(_PAREN_OPEN_END.search(text, max(0, q.start - 12), q.start) for q in inside):
        return inside  # "A (2.1x) and B (1.5x)"
    later = [q for q in quantities if q.start >= hit.end]
    opening = not text[: hit.start].strip() and text[hit.end: hit.end + 2].strip().startswith(",")
    if later and (_ALIGN_GAP_AFTER.match(text[hit.end: later[0].start]) or opening):
        group = [later[0]]
        for q in later[1:]:
            if not _LIST_SEP.match(text[group[-1].end: q.start]):
                break
            group.append(q)
        if len(group) == n and (_ALIGN_GAP_AFTER.match(text[hit.end: later[0].start]) or len(later) == n):
            return group
    earlier = [q for q in quantities if q.end <= hit.start]
    if earlier and _ALIGN_GAP_BEFORE.match(text[earlier[-1].end: hit.start]) and len(text[earlier[-1].end: hit.start]) < 40:
        group = [earlier[-1]]
        for q in reversed(earlier[:-1]):
            if not _LIST_SEP.match(text[q.end: group[0].start]):
                break
            group.insert(0, q)
        if len(group) == n:
            return group
    return []


def _distant_values(hit: CueHit, hits: Sequence[CueHit], quantities: Sequence[Quantity], text: str) -> list[Quantity]:
    """"up to 14x and 6.7x ... across many shapes than A and B": the one value list of the sentence before a cue
    with as many names, with no other cue or value in between, pairs with the names in order."""
    n = len(hit.items)
    earlier = [q for q in quantities if q.end <= hit.start]
    if len(earlier) != n:
        return []
    group = _list_group(earlier[-1], earlier, text)
    if len(group) != n or any(h is not hit and group[-1].end <= h.start < hit.start for h in hits) \
            or ";" in text[group[-1].end: hit.start] or hit.start - group[-1].end > 220:
        return []
    return group


@functools.lru_cache(maxsize=64)  # asked again for each value of the sentence
def _clause_breaks(text: str) -> tuple[tuple[int, int], ...]:
    return tuple((m.start(), m.end()) for m in _CLAUSE_BREAK.finditer(text))


def _clause_bounds(text: str, pos: int) -> tuple[int, int]:
    lo, hi = 0, len(text)
    for start, end in _clause_breaks(text):
        if end <= pos:
            lo = end
        elif start >= pos:
            hi = start
            break
    return lo, hi
