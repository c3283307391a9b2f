"""Which way a comparative value points: "12% lower throughput than X" is a loss, "12% lower latency" a gain.

A value followed by a comparative ("higher", "lower", "more", "fewer", "longer", ...) and the measure it
qualifies is a gain when the comparative moves the measure the way it is better ("lower latency", "higher
accuracy", "fewer errors") and a loss when it moves it the other way ("lower throughput", "higher latency", "more
memory").

The measure is the head of the phrase the comparative opens (the phrase ends at a preposition, a
conjunction or punctuation): its last word, or the word before a generic head ("memory usage", "error rate",
"bubble ratio"); of a hyphenated word, its last part ("energy-efficient"), or the part before a "to"
("time-to-first-token" is a time). When another word of the phrase is better on the other side, the phrase is
read only when the comparative moves the head the way it is better ("higher energy efficiency", "lower accuracy
loss"); "lower peak memory utilization" is left alone (a memory saving, not a fall in utilization). Nothing is
read when the data does not know the head ("higher memory bandwidth", "tokens per joule"), when the comparative
has no phrase ("12% lower than X"), or after a verb of capacity ("sustains 8x higher burst traffic", "tolerates
3x longer delays": more of a load is a gain), so the caller keeps what it had. The comparatives, the side each
measure is better on and the generic heads are data: the ``comparative``, ``polarity`` and ``measure_head``
entries of ``data/comparison_cues.jsonl``, where the loss nouns of the ``worse`` entries ("overhead", "drop")
count as measures better lower.

A value that a loss noun names ("an overhead of up to 2.2x", "an accuracy drop of only 2%") is a loss too
(:func:`loss_of_value`), unless the loss is being cut ("reduces the slowdown of ...").

Examples:
    >>> comparative_direction(" lower throughput than vLLM"), comparative_direction(" higher latency than vLLM")
    ('worse', 'worse')
    >>> comparative_direction(" lower latency than vLLM"), comparative_direction(" higher energy efficiency")
    ('better', 'better')
    >>> comparative_direction(" more memory-efficient than X"), comparative_direction(" more GPU memory usage")
    ('better', 'worse')
    >>> comparative_direction(" lower tokens per joule") is None, comparative_direction(" lower than X") is None
    (True, True)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from paperkg.extract.vocab import cues

from .cues import LESS_IS_BETTER_METRICS

__all__ = ["CUTTING", "comparative_direction", "loss_of_value"]

#: Words that end the phrase a comparative opens: "higher throughput than X", "lower latency on H100".
_PHRASE_END = frozenset(
    "than compared relative over versus vs against with without on for in at when while across and or but per "
    "under of from to by as via through during".split()
)
_WORD = re.compile(r"[^\s,;:.()\[\]]+|[,;:.()\[\]]")
_LONGEST_PHRASE = 4


@functools.cache
def _tables() -> tuple[Mapping[str, str], Mapping[str, str], frozenset[str]]:
    """The sense of each comparative word, the side each measure word is better on, the generic heads."""
    sense = {w: c["sense"] for c in cues().get("comparative", ()) for w in c["words"]}
    better = {w: c["better"] for c in cues().get("polarity", ()) for w in c["words"]}
    for c in cues().get("worse", ()):  # the loss nouns ("overhead", "drop"): less of one is better
        for w in (c["word"], c["word"] + "s", c["word"] + "es"):
            better.setdefault(w, "lower")
    heads = frozenset(w for c in cues().get("measure_head", ()) for w in c["words"])
    return sense, better, heads


_CAPACITY_VERB = re.compile(
    r"\b(?:sustain|tolerat|support|handl|serv|accommodat|withstand|absorb|admit|scal)\w*\s+"
    r"(?:(?:up\s+to|about|around|nearly|roughly|over|an?|the)\s+)*$"
)


def _last_part(word: str) -> str:
    """The part of a hyphenated word that names what it is: "energy-efficient", "time-to-first-token"."""
    parts = word.split("-")
    return parts[parts.index("to") - 1] if "to" in parts[1:] else parts[-1]


def _measure_side(phrase: list[str], sense: str) -> str | None:
    """The side ("higher" or "lower") on which the measure ``phrase`` names is better, else ``None``."""
    _, better, heads = _tables()
    words = [_last_part(w) for w in phrase]
    at = len(words) - 2 if len(words) > 1 and words[-1] in heads else len(words) - 1
    side = better.get(words[at])
    if side is None or side == sense:
        return side
    if any(better.get(w, side) != side for w in words[:at]):
        return None  # "lower peak memory utilization": a memory saving, not a loss of utilization
    return side


def comparative_direction(tail: str, head: str = "") -> str | None:
    """``"better"`` or ``"worse"`` for the value that ``tail`` (the text right after it) qualifies with a
    comparative and a measure the data knows, else ``None``; ``head`` is the text right before the value.

    Examples:
        >>> comparative_direction(" fewer errors"), comparative_direction(" longer training time than X")
        ('better', 'worse')
        >>> comparative_direction(" higher memory capacity"), comparative_direction(" lower hit rate")
        ('better', 'worse')
        >>> comparative_direction(" lower peak memory utilization") is None, comparative_direction(", and 3x less") is None
        (True, True)
        >>> comparative_direction(" higher burst traffic", "and tolerates up to ") is None
        True
    """
    sense, _, _ = _tables()
    words = _WORD.findall(tail[:80].lower())
    if not words or words[0] not in sense or _CAPACITY_VERB.search(head[-40:].lower()):
        return None
    phrase: list[str] = []
    for word in words[1:]:
        if word in _PHRASE_END or not word[0].isalnum():
            break
        phrase.append(word)
        if len(phrase) > _LONGEST_PHRASE:
            return None
    if not phrase:
        return None
    side = _measure_side(phrase, sense[words[0]])
    if side is None:
        return None
    return "better" if side == sense[words[0]] else "worse"


#: Words that cut a loss rather than report it: "reduces the overhead of ...", "hides the slowdown" (also read by
#: :mod:`.pairing` before a value whose tail names a loss).
CUTTING = re.compile(r"\b(?:reduc|lower|cut|eliminat|minimi|mitigat|avoid|hid|sav|remov|halv|shrink)")


@functools.cache
def _loss_of() -> re.Pattern[str]:
    """A loss noun (the ``worse`` words of the data), "of" and hedges, ending the text before a value."""
    nouns = "|".join(sorted((re.escape(c["word"]) for c in cues().get("worse", ())), key=lambda w: (-len(w), w)))
    return re.compile(
        rf"\b(?P<noun>{nouns})(?:e?s)?(?:\s+of\s+|\s*\(\s*)(?:(?:only|just|merely|up\s+to|under|below|less\s+than|"
        rf"at\s+most|about|around|roughly|approximately|nearly|some)\s+)*$"
    )


def loss_of_value(head: str, metric: str | None = None) -> bool:
    """Whether the value after ``head`` (the text right before it) is the size of a loss that ``head`` names: "an
    overhead of 2x", "a latency overhead (7%)". A drop of a measure where less is better (``metric``) is a gain.

    Examples:
        >>> loss_of_value("incurs an overhead of up to "), loss_of_value("with an accuracy drop of only ")
        (True, True)
        >>> loss_of_value("adding only a small latency overhead ("), loss_of_value("with a drop of ", "latency")
        (True, False)
        >>> loss_of_value("it reduces the overhead of "), loss_of_value("a speedup of ")
        (False, False)
    """
    head = head[-60:].lower()
    loss = _loss_of().search(head)
    if loss is None or CUTTING.search(head, 0, loss.start()):
        return False
    return not (loss.group("noun") == "drop" and metric in LESS_IS_BETTER_METRICS)
