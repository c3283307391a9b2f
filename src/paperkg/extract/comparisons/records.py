"""The records the comparison rules pass between them, and the cached name tests they share.

:class:`BaselineItem` is one baseline after a cue (a named system, or unnamed text), :class:`CueHit` a baseline cue
in a sentence with its items, and :class:`Found` one comparison of a sentence, built against a baseline item by
:func:`found_against`. :class:`Lazy` holds a value computed on first use (whether the abstract measures quality).
Every other module of :mod:`paperkg.extract.comparisons` imports from this one; it imports none of them.

Examples:
    >>> found_against(BaselineItem("Orca-X", "orca-x", None), "speedup", 2.7, None, "x", "up to", "better",
    ...               "quantity+over", 0.9).baseline
    'orca-x'
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import NamedTuple

from paperkg.extract.names import is_dotted_name, is_name_like
from paperkg.model import slugify


def _name_or_dotted(word: str, *, capitalised_ok: bool = False) -> bool:
    """:func:`is_name_like`, or a dotted code name ("than jax.numpy", see :func:`is_dotted_name`)."""
    return is_name_like(word, capitalised_ok=capitalised_ok) or is_dotted_name(word)


# pure functions called for every word of every baseline phrase: cached (bounded) here
_name_like = functools.lru_cache(maxsize=8192)(_name_or_dotted)
_slug = functools.lru_cache(maxsize=8192)(slugify)


class BaselineItem(NamedTuple):
    """One baseline after a cue: a name (with its system id) or unnamed text."""

    name: str | None
    id: str | None
    text: str | None


class CueHit(NamedTuple):
    """A baseline cue in a sentence and what follows it (offsets in the sentence text)."""

    start: int
    end: int
    cue: str
    direction: str | None
    items: tuple[BaselineItem, ...]
    verb: bool
    phrase_start: int = 0


class Found(NamedTuple):
    """A comparison found in one sentence (before it becomes a :class:`~paperkg.model.Comparison`)."""

    baseline: str | None
    baseline_label: str | None
    baseline_text: str | None
    metric: str
    value: float | None
    value_max: float | None
    unit: str | None
    qualifier: str | None
    direction: str
    rule: str
    confidence: float


def found_against(item: BaselineItem | None, metric: str, value: float | None, value_max: float | None,
                  unit: str | None, qualifier: str | None, direction: str, rule: str, confidence: float) -> Found:
    """A :class:`Found` against the baseline ``item``: a named one gives its id and name, an unnamed one its text,
    ``None`` (a claim with no baseline) neither.

    Examples:
        >>> found_against(BaselineItem("Orca-X", "orca-x", None), "speedup", 2.7, None, "x", None, "better", "cue:over",
        ...               0.9)[:3]
        ('orca-x', 'Orca-X', None)
        >>> found_against(BaselineItem(None, None, "prior systems"), "latency", None, None, None, None, "better",
        ...               "cue:than", 0.7)[:3]
        (None, None, 'prior systems')
        >>> found_against(None, "cost", 0.5, None, "x", None, "better", "cost-fraction", 0.6)[:3]
        (None, None, None)
    """
    if item is None:
        return Found(None, None, None, metric, value, value_max, unit, qualifier, direction, rule, confidence)
    if item.id:
        return Found(item.id, item.name, None, metric, value, value_max, unit, qualifier, direction, rule, confidence)
    return Found(None, None, item.text, metric, value, value_max, unit, qualifier, direction, rule, confidence)


class Lazy:
    """The value of a function of no arguments, computed on the first call and kept (cheaper to build than a
    ``functools.cache`` wrapper, for a value that one sentence or one doc may need).

    Examples:
        >>> calls = []
        >>> flag = Lazy(lambda: calls.append(1) or True)
        >>> flag(), flag(), len(calls)
        (True, True, 1)
    """

    __slots__ = ("_function", "_value")

    def __init__(self, function: Callable[[], bool]) -> None:
        self._function: Callable[[], bool] | None = function
        self._value = False

    def __call__(self) -> bool:
        if self._function is not None:
            self._value, self._function = self._function(), None
        return self._value


def mentions_word(text: str, name: str) -> bool:
    """Whether ``name`` occurs in ``text`` as a whole word (both lowercased; a hyphen joins words).

    Examples:
        >>> mentions_word("with crystal, queries run faster.", "crystal"), mentions_word("crystalline", "crystal")
        (True, False)
        >>> mentions_word("crystal-based", "crystal")
        False
    """
    pos = text.find(name)
    while pos >= 0:
        before = text[pos - 1] if pos else " "
        after = text[pos + len(name)] if pos + len(name) < len(text) else " "
        if not (before.isalnum() or before == "-") and not (after.isalnum() or after == "-"):
            return True
        pos = text.find(name, pos + 1)
    return False
