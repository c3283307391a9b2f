"""The pairing rule: each comparative value of a sentence with its baseline cue, as :class:`Found` s.

:func:`_paired_claims` gives each value the next cue of its clause (else the previous one in the sentence),
aligns "respectively" values and baselines in order, splits a parity cue from a value of its own
(:func:`_parity_value_split`), reads a bound as a maximum ("within 1%", "less than 2x"), and adds a claim with no
value for each cue left without a number ("outperforms X", "matches X"). Built on :mod:`.value_lists`,
:mod:`.metrics` and :mod:`.baseline_cues`; :func:`~.sentence.sentence_comparisons` calls it.

Examples:
    >>> _parity_before_cue("we reach comparable accuracy "), _parity_before_cue("we reach higher throughput ")
    ('accuracy', None)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from paperkg.extract.quantities import Quantity, find_quantities, letters_first, score_change_direction

from .records import BaselineItem, CueHit, Found, found_against
from .cues import LESS_IS_BETTER_METRICS, PERFORMANCE, _COMPARATIVE, _LIST_SEP, _SCORE_DELTA_UNITS, _has_any, _metric_regex, _worse_regex
from .value_lists import (
    _aligned_values,
    _baseline_words,
    _clause_bounds,
    _distant_values,
    _last_hit_free,
    _list_group,
    _list_qualifier,
    _parity_then_own_value,
    _takes_direction,
)
from .metrics import (
    _context_metric,
    _cue_metric_word,
    _first_metric,
    _metric_hits,
    _metric_word,
    _metrics_listed_after,
    _quantity_metrics,
    _resolve,
    held_setting,
)
from .baseline_cues import _BY_VALUE, _SENTENCE_END, _antecedent_measure
from .polarity import CUTTING, comparative_direction, loss_of_value
from .phrasings import (
    _measures_named_after,
    _same_measure_unit,
    _saving_after_gain,
    _saving_beside_cue,
    _superior_measure,
)


_WEAK_PARITY = frozenset(["same as", "similar to", "close to", "as well as", "as good as"])
_POSSESSIVE_END = re.compile(r"['’]s\s$")
_RESPECTIVELY = re.compile(r"\brespectively\b")
_CONDITIONAL_BEFORE = re.compile(r"\b(?:when|whenever|if|until|unless|once)\s+(?:the\s+|a\s+|its\s+)?(?:[\w-]+\s+){0,2}$")
_AT_LEAST_END = re.compile(r"\bat\s+least\s+$")
# (a cut is a gain too: "Compared with X, ours shortens training time", "... cuts the completion times", "... saves memory")
_GAIN_TRAILING = re.compile(r"\b(?:improv|reduc|lower|higher|faster|better|outperform|superior|accelerat|speed|more|less|fewer|"
                            r"surpass|exceed|excel|advantage|gain|boost|shorten|cut|decreas|shrink|shrank|slash|sav|halv)")
_SUPERIOR_BEFORE = re.compile(r"\bsuperior\b")
# "... over X on single-core workloads and 14.7% on ...": the setting of the value before, then the next value
_SETTING_AND_NEXT = re.compile(r"\s+(?:on|for|in|at|with)\s+[^,;()%]{1,60}?\s+and\s+(?:by\s+)?(?:up\s+to\s+|about\s+)?")
_BY_GAP = re.compile(r"\s+by\s+(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|~\s*)?")
#: "... 2.2x speedups and (also) outperforms X": a verb cue coordinated after a value
_AND_VERB_END = re.compile(r"\band\s+(?:also\s+|further\s+|even\s+|consistently\s+|significantly\s+)?$")
_RUNS_WITHIN = re.compile(
    r"\b(?:runs?|running|ran|executes?|executing|completes?|finishes?)\s+(?:\w+\s+)?within\s+(?:\S+\s+){0,2}$"
)
_OPEN_PAREN = re.compile(r"\s*\(\s*")
# "beats A by 1.7x (mean) and (by) 2.1x (peak)": the second value is A's too
_BY_SECOND = re.compile(rf"\s+{_BY_VALUE}\s*,?\s+and\s+(?:by\s+)?(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|~\s*)?")
_OWN_CUE_AFTER = re.compile(r"\s*(?:over|than|compared\s+(?:to|with)|relative\s+to|versus|vs\.?|against)\s")
# "..., perform comparably to": a comma, then at most the cue's verb, before a later parity cue
_LATER_VERB_CLAUSE = re.compile(r",\s+(?:and\s+)?(?:[a-z]+\s+){0,2}$")
_LESS_TAIL = re.compile(r"\b(?:less|fewer|lower|smaller|reduc\w*|no)\b")
# "a GLUE score of 77.7, 0.6 lower than X": points of a score below the baseline's (not of an error rate)
_POINTS_BELOW = re.compile(r"\s?(?:points?\s)?(?:lower|worse)\s+than\b")
_ERROR_SCORE = re.compile(r"\b(?:error|errors|wer|cer|perplexity|ppl|fid|loss)\b")
# "a 4% increase in latency": a rise of a measure where less is better is a loss
_RISE_IN = re.compile(r"\s*(?:increases?|rises?)\s+in\b")


#: "with negligible loss of", "without any drop in": the measure after it is kept, not the gain of a cue without a number
_KEPT_LOSS_BEFORE = re.compile(r"\b(?:negligible|no|zero|minimal|without(?:\s+any)?)\s+(?:loss|drop|degradation|decrease)\s+"
                               r"(?:of|in)\s+(?:the\s+)?(?:[\w-]+\s+)?$")
_LOSS_OF_SPEED = re.compile(r"\s+(?:of|in)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:throughput|latency)\b")
#: "at the (small) cost of (only) (fewer than) N": the value after it is a price paid, a loss.
_AT_COST_OF = re.compile(r"\bat\s+(?:the|a)\s+(?:\w+\s+)?cost\s+of\s+(?:only\s+|just\s+)?"
                         r"(?:(?:fewer|less|more)\s+than\s+|up\s+to\s+|about\s+|around\s+|roughly\s+|an?\s+)?$")


def _rise_of_loss(tail: str, metric: str) -> bool:
    """Whether the value before ``tail`` is a rise of a measure where less is better ("a 4% increase in latency").

    Examples:
        >>> _rise_of_loss(" increase in tail latency", "latency"), _rise_of_loss(" increase in throughput", "throughput")
        (True, False)
        >>> _rise_of_loss(" lower latency", "latency")
        False
    """
    return metric in LESS_IS_BETTER_METRICS and ("increase" in tail[:14] or "rise" in tail[:10]) \
        and _RISE_IN.match(tail) is not None


# "..., and accuracy drops by 4 points": a joined clause of its own; its words say nothing of the value before it;
# nor do those of a small side loss ("by 4x with minimal accuracy loss")
_JOINED_CLAUSE = re.compile(
    r",\s+(?:and|but|while|whereas|yet)\s|"
    r"\s+with\s+(?:a\s+|only\s+(?:a\s+)?)?(?:minimal|negligible|little|no|small|marginal|minor|slight)\s")
# "accuracy drops by 4 points", "throughput decreased by 12%": a measure where more is better, falling by the value
_FALL_BY = re.compile(
    r"\b(?:accuracy|throughput|quality|score|recall|precision|f1|bleu|goodput|utili[sz]ation|hit\s+rate)\s+"
    r"(?:(?:drop|fall|declin|decreas|degrad)\w*|fell)\s+(?:only\s+|slightly\s+|just\s+|marginally\s+)?by\s+"
    r"(?:only\s+|just\s+|up\s+to\s+|about\s+|around\s+|roughly\s+|nearly\s+|less\s+than\s+)?$"
)


# ", on average." closing the sentence, after the last value's measure words
_CLOSING_AVERAGE = re.compile(r"[^\d,;]{0,40},\s*on\s+average\s*[.;]?\s*$")


def _closing_average_clause(text: str, quantities) -> int | None:
    """Where the clause starts whose values a closing ", on average." qualifies ("saving 32x training time and 26x
    cost, on average."), or ``None``.

    Examples:
        >>> from paperkg.extract.quantities import find_quantities
        >>> t = "It scales out; it saves 32x training time and 26x cost, on average."
        >>> _closing_average_clause(t, find_quantities(t))
        14
        >>> t = "It saves 32x training time and 26x cost on average for ResNet."
        >>> _closing_average_clause(t, find_quantities(t)) is None
        True
    """
    if not quantities:
        return None
    last = max(quantities, key=lambda q: q.end)
    if _CLOSING_AVERAGE.match(text, last.end) is None:
        return None
    return _clause_bounds(text, last.start)[0]


def _clause_tail(tail: str) -> str:
    """``tail`` (the words after a value) up to a joined clause of its own.

    Examples:
        >>> _clause_tail(" faster than vLLM, and accuracy drops by")
        ' faster than vLLM'
        >>> _clause_tail(" slower than cuBLAS on small matrices")
        ' slower than cuBLAS on small matrices'
        >>> _clause_tail(" with minimal accuracy loss")
        ''
    """
    joined = _JOINED_CLAUSE.search(tail)
    return tail[: joined.start()] if joined else tail


def _falls_by(head: str, metric: str) -> bool:
    """Whether the value after ``head`` is the fall of a measure where more is better ("accuracy drops by 4 points").

    Examples:
        >>> _falls_by("and accuracy drops by ", "accuracy"), _falls_by("while throughput decreased by only ", "throughput")
        (True, True)
        >>> _falls_by("and latency drops by ", "latency"), _falls_by("it reduces accuracy loss by ", "accuracy")
        (False, False)
    """
    return metric not in LESS_IS_BETTER_METRICS and _FALL_BY.search(head) is not None  # (the sentence is lowercased)


_PARITY_BEFORE_CUE = re.compile(
    r"\b(?:competitive|comparable|similar|equivalent|on-par)\s+(?:[\w-]+\s+)?(?P<m>performance|accuracy|quality|"
    r"perplexity|throughput|latency|speed|results)\s+$"
)


def _parity_before_cue(window: str) -> str | None:
    """The measure whose parity the words before a "compared to" cue claim ("we achieve competitive performance
    compared to X"), if they claim one.

    Examples:
        >>> _parity_before_cue("we achieve competitive performance "), _parity_before_cue("we achieve higher throughput ")
        ('performance', None)
    """
    if not ("compar" in window or "competitive" in window or "similar" in window or "equivalent" in window
            or "on-par" in window):
        return None
    m = _PARITY_BEFORE_CUE.search(window)
    return m.group("m") if m else None


def _negated_loss(tail: str) -> bool:
    """Whether the loss word after a value is negated ("2x faster without a drop in accuracy": no loss, no worse).

    Examples:
        >>> _negated_loss(" faster without a drop in accuracy"), _negated_loss(" slowdown without tuning")
        (True, False)
    """
    m = _worse_regex().search(tail)
    return m is not None and "without" in tail[: m.start()]


#: A saving after a value ("in half the time", "with 3x less memory", "using 2.5x fewer GPUs")
# "at a speed-up of about 2 to 3 times, ..." : the value of a gain named before it, never a parity's
_GAIN_NOUN_BEFORE = re.compile(r"\b(?:speed-?ups?|accelerations?)\s+of\s+(?:about\s+|up\s+to\s+|around\s+|roughly\s+)?$")
_SAVING = re.compile(r"\b(?:less|fewer|smaller|lower|cheaper|faster|half|third|quarter|reductions?|savings?|decreases?)\b")


def _measure_inside(text: str, hit: CueHit) -> bool:
    """Whether a parity cue names its own measure between its words ("the same convergence speed as X"): a value
    before it ("cuts traffic by 4x and provides the same convergence rate as X") is then no parity.

    Examples:
        >>> _measure_inside("the same convergence speed as x", CueHit(4, 31, "same as", "parity", (), True, 30))
        True
        >>> _measure_inside("the same as x", CueHit(4, 13, "same as", "parity", (), True, 12))
        False
    """
    return any(_metric_word(w.group(0)) for w in _metric_regex()[0].finditer(text, hit.start, hit.phrase_start))


# "a speed comparable to", "quality close to", "accuracy on par with": the measure word, at most an adverb, the cue
_WORD_BEFORE_CUE = re.compile(r"([a-z-]+)\s+(?:(?:very|fairly|quite|roughly|nearly|almost|much|highly)\s+)?$")


def _measure_before_parity(text: str, hit: CueHit, lo: int) -> str | None:
    """The measure (a metric or ``PERFORMANCE``) named by the word right before a parity cue: "at a speed comparable
    to X" holds speed equal, "quality close to Y" holds quality equal; None when that word names no measure.

    Examples:
        >>> t = "it reaches quality close to zorb at a speed comparable to fenn"
        >>> h = CueHit(t.index("comparable"), len(t), "comparable to", "parity", (), True, t.index("fenn"))
        >>> _measure_before_parity(t, h, 0)
        'speedup'
        >>> h2 = CueHit(t.index("close"), t.index(" at"), "close to", "parity", (), True, t.index("zorb"))
        >>> _measure_before_parity(t, h2, 0)
        'accuracy'
    """
    m = _WORD_BEFORE_CUE.search(text, max(lo, hit.start - 40), hit.start)
    return _cue_metric_word(m.group(1)) if m is not None else None


def _parity_value_split(text: str, hits: Sequence[CueHit], quantities: Sequence[Quantity], found: list[Found],
                        quality: Callable[[], bool]) -> list[Found]:
    """``found`` with each value that a parity cue naming another measure governs read as a gain, plus that
    measure's parity: "the same accuracy as X in half the time" is accuracy parity with X and a 2x speedup over X
    (as "comparable performance with X, with only 40% of computations"); "the same perplexity as models trained with
    twice the compute" is accuracy parity with them, the 2x their size or budget."""
    out = list(found)
    for k, f in enumerate(found):
        if f.direction != "parity" or f.value is None or not f.rule.startswith("quantity+"):
            continue
        cue = f.rule[len("quantity+"):]
        hit = next((h for h in hits if h.cue == cue and h.direction == "parity"), None)
        q_at = None if hit is None else next(
            (q for q in quantities if q.value == f.value and (q.start >= hit.end and _SAVING.search(text, q.start, q.end + 25)
                                                              or _GAIN_NOUN_BEFORE.search(text, max(0, q.start - 24), q.start)
                                                              or hit.phrase_start < q.start < hit.end
                                                              or q.end <= hit.start and _measure_inside(text, hit))), None)
        if q_at is None:
            continue  # no saving after the baseline, nor the baseline's size ("matching models with twice the parameters")
        # the measure the cue holds equal ("the same accuracy as": held by the cue, so no _CONTROLLED test)
        named = [_metric_word(m.group(0)) for m in _metric_regex()[0].finditer(text, max(0, hit.start - 30), hit.phrase_start)]
        named = [m for m in named if m]
        if not named and q_at is not None and q_at.start > hit.end:
            # "matches X in GLUE quality with 27% fewer parameters": the measure after the baseline, before the value
            named = [m for _, _, m in _metric_hits(text, hit.end, q_at.start)][:1]
        if not named:
            continue
        measure = _resolve(named[-1], None, quality)
        if measure in (f.metric, "other", "scale"):
            continue  # "matches the throughput of X (1.04x)": the value is the parity's own
        out[k] = f._replace(direction="better")
        if not any(g.value is None and g.metric == measure and (g.baseline, g.baseline_text) == (f.baseline, f.baseline_text)
                   for g in out):
            out.append(f._replace(metric=measure, value=None, value_max=None, unit=None, qualifier=None,
                                  rule=f"cue:{cue}", confidence=0.7))
    return out


_PURPOSE = re.compile(
    r"\bto\s+(?:ensure|guarantee|help\s+(?:\w+\s+)?(?:find|search|identify|choose|select|pick)|find|search\s+for|identify)\b"
    r"(?![^.;:]*\b(?:while|whereas|but|which|thus|resulting|outperform\w*|achieves|achieved|delivers|delivered|shows?|"
    r"showed|is|are|was|were|and\s+(?:it|we|they|this|our|its|thus|so|then))\b)[^.;:]*$"
)
#: Cues that are adjectives, not finite verbs: a purpose clause may hold them ("to ensure semantics similar to X").
_ADJECTIVE_CUES = ("similar", "comparable", "close", "on par", "equivalent", "competitive", "same", "superior")


def _is_purpose(before: str) -> bool:
    """Whether the (lowercased) text before a cue ends inside a purpose clause: "... to ensure high throughput,
    low memory footprint, and semantics similar to", "a model to help search plans with higher throughput than"
    (a design goal, not a measured result).

    Examples:
        >>> _is_purpose("the scheme is designed to ensure low memory footprint similar to")
        True
        >>> _is_purpose("we use it to ensure safety, and it outperforms"), _is_purpose("it runs faster than")
        (False, False)
    """
    return _PURPOSE.search(before) is not None


def _respective_values(values: list[Quantity], text: str) -> tuple[list[Quantity], int]:
    """The values a "respectively" aligns with their measures, and where those measures may start: the value list
    right before it, without a value of an earlier clause ("uses 38% less energy while lowering A and B by 97% and
    47%, respectively": 97% and 47%, measures after the 38%); else all ``values``, measures from the start.

    Examples:
        >>> t = "uses 38% less energy while lowering a and b by 97% and 47%, respectively"
        >>> vals, start = _respective_values(find_quantities(t), t)
        >>> [q.value for q in vals], t[start:start + 9]
        ([97.0, 47.0], ' lowering')
        >>> len(_respective_values(find_quantities("a and b by 2x and 3x, respectively"), "")[0])
        2
    """
    if len(values) < 3:
        return values, 0
    tail = _list_group(values[-1], values, text)
    if len(tail) < 2 or len(tail) == len(values) or tail[0] not in values:
        return values, 0
    start = values[values.index(tail[0]) - 1].end
    joint = _RESPECTIVE_JOINT.search(text, start, tail[0].start)  # past the earlier value's own measure
    return tail, joint.end() if joint else start


_RESPECTIVE_JOINT = re.compile(r"[,;]|\b(?:and|while|whereas|but)\b")


def _last_clause_break(text: str, lo: int, hi: int) -> int:
    """Where the last clause of ``text[lo:hi]`` starts, after a colon, a semicolon or ", but" (``lo`` if none).

    Examples:
        >>> t = "A is slower, but B wins: it cuts c by 2x"
        >>> t[_last_clause_break(t, 0, len(t)):]
        ' it cuts c by 2x'
        >>> _last_clause_break("it cuts c and d by 2x", 0, 21)
        0
    """
    cut = max(text.rfind(":", lo, hi), text.rfind(";", lo, hi))
    but = text.rfind(", but ", lo, hi)
    if but > cut:
        cut = but + 5
    return cut + 1 if cut >= lo else lo


def _holding_hit(text: str, q: Quantity, hits: Sequence[CueHit]) -> CueHit | None:
    """The cue whose baseline phrase holds the value, if one does ("faster than A, and the same perplexity as dense
    models trained with twice the compute": the twice is the dense models', never A's)."""
    for h in hits:
        if h.phrase_start < q.start < h.end and h.start < h.phrase_start and any(
                it.text and not it.id and it.text.lower().find(text[q.start: q.end]) > 0 for it in h.items):
            return h
    return None


_WITHIN_END = re.compile(r"\bwithin\s+$")
_LESS_THAN_END = re.compile(letters_first(r"(?:\bless\s+than|\bfewer\s+than|\bbelow|\bunder|<|≤)\s*$"))
# "..., whereas X costs", "while the baselines drop": a clause of its own (not "while cutting memory", ours)
_CONTRAST_NEXT = re.compile(
    r"\s*(?:,\s*)?(?:while|whereas)\s+(?!(?:also|still|simultaneously|at|only)\b|(?:cutt|reduc|improv|lower|increas|"
    r"boost|sav|achiev|deliver|provid|offer|serv|us|maintain|keep|preserv|retain|enabl|yield|reach|attain|gain|speed|"
    r"accelerat|outperform|match|support|run|requir|consum|add|incur|decreas|hav|being|scal|handl|process)ing\b)"
)


# a loss held under a bound: "keeping the slowdown to less than 2%", "its overhead stays below 3%"
_KEPT_BELOW = re.compile(r"\b(?:keep(?:s|ing)?|kept|limit(?:s|ing|ed)?|cap(?:s|ping|ped)?|stay(?:s|ing)?|remain(?:s|ing)?)\s"
                         r"[^,;.\d]{0,50}?\b(?:to\s+)?(?:less\s+than|below|under)\s+$")


def _bound_as_max(text: str, q: Quantity, metric: str, qualifier: str, direction: str) -> tuple[str, str, str]:
    """``(metric, qualifier, direction)`` of the value ``q`` that a bound word qualifies ("up to"): the bound of a
    loss ("max") when it is "within N" ("keeps the overhead within 3.5%"), or "less than N" in a contrast with a
    larger value of the others ("less than 2% overhead, whereas X costs up to 9% of step throughput": ours is
    the better; a bare overhead takes the measure named on their side).

    Examples:
        >>> t = "ours adds less than 2% overhead, whereas the rest cost up to 9% of step throughput"
        >>> _bound_as_max(t, find_quantities(t)[0], "other", "up to", "worse")
        ('throughput', 'max', 'better')
        >>> t = "it keeps the overhead within 3.5%"
        >>> _bound_as_max(t, find_quantities(t)[0], "other", "up to", "better")
        ('other', 'max', 'worse')
        >>> t = "while keeping the slowdown to less than 2%"  # a loss held under a bound
        >>> _bound_as_max(t, find_quantities(t)[0], "speedup", "up to", "worse")
        ('speedup', 'max', 'worse')
        >>> t = "with accuracy losses of less than 2%"  # no contrast: a bound read as "up to"
        >>> _bound_as_max(t, find_quantities(t)[0], "accuracy", "up to", "worse")
        ('accuracy', 'up to', 'worse')
    """
    before = text[max(0, q.start - 12): q.start]
    if "within" in before and direction != "parity" and _WITHIN_END.search(before):
        return metric, "max", _bounded_loss(text, q, direction)  # "keeps the overhead within 3.5%"
    if direction != "parity" and (kept := _KEPT_BELOW.search(text, max(0, q.start - 70), q.start)):
        if metric == "other":  # "its throughput overhead stays below 3%": the measure the bounded loss names
            metric = _first_metric(text, max(0, kept.start() - 40), q.start) or metric
        return metric, "max", _bounded_loss(text, q, direction)  # "keeping the slowdown to less than 2%"
    if not _LESS_THAN_END.search(before):
        return metric, qualifier, direction
    contrast = _CONTRAST_NEXT.search(text, q.end, q.end + 60) if "while " in text or "whereas " in text else None
    if contrast is not None and not _CLAUSE_BREAK_BEFORE_CONTRAST.search(text, q.end, contrast.start()):
        clause = text[contrast.end(): contrast.end() + 100]
        theirs = next((o for o in find_quantities(clause)
                       if o.unit == q.unit and o.value is not None and o.value > q.value), None)
        if theirs is not None:
            if metric == "other" and _OF_AFTER_THEIRS.match(clause, theirs.end):
                metric = _first_metric(clause, theirs.end, theirs.end + 40) or metric  # "costs up to 8% of throughput"
            return metric, "max", "better"
    return metric, qualifier, _bounded_loss(text, q, direction)  # "accuracy losses of less than 2%"


def _bounded_loss(text: str, q: Quantity, direction: str) -> str:
    """The direction of the value ``q`` that a bound follows: a loss named before it ("the latency overhead under 5%",
    "accuracy losses of less than 2%") is ours, unless reduced ("reduces the overhead to below 2%").

    Examples:
        >>> t = "with accuracy losses of less than 2%"
        >>> _bounded_loss(t, find_quantities(t)[0], "better")
        'worse'
        >>> t = "it reduces the overhead to below 2%"
        >>> _bounded_loss(t, find_quantities(t)[0], "better")
        'better'
    """
    lo = max(0, q.start - 40)
    if direction == "better" and _worse_regex().search(text, lo, q.start) \
            and not CUTTING.search(text, lo, q.start):
        return "worse"
    return direction


_CLAUSE_BREAK_BEFORE_CONTRAST = re.compile(r"[;:]|\d")
_OF_AFTER_THEIRS = re.compile(r"\s*of\s")


_BY_MARGIN = re.compile(r"[^,;]{0,80}?\bby\s+(?:a\s+)?(?:large|significant|wide|substantial|considerable|huge|big|clear|"
                        r"great|notable|sizable|sizeable)\s+margins?\b")

_UP_TO_END = re.compile(r"\bup\s+to\s+$")
_AND_UP_TO = re.compile(r"^\s*(?:[\w-]+\s+){0,4}?(?:reductions?|savings?|improvements?|increases?|gains?|speed-?ups?)\s+"
                        r"and\s+(?:an?\s+)?up\s+to\s+$")


def _parallel_up_to(text: str, q: Quantity, other: Quantity) -> bool:
    """Whether ``q`` and ``other`` are parallel "up to" gains of one cue: "up to 90% traffic reduction and up to 4x
    speedup over X" (both against X), unlike "2.8x speedups and a 30% improvement over X"."""
    return _UP_TO_END.search(text, max(0, q.start - 8), q.start) is not None \
        and _AND_UP_TO.match(text[q.end: other.start]) is not None


_FRAME_END = re.compile(r"\s*(?:(?:on|for|in|across|at|under)\s[^,;]*)?[.!]?\s*$")
_FRAME_CUES = ("compared to", "compared with", "relative to", "in comparison to", "in comparison with",
               "when compared to")


def _frame_cue_ends_clause(text: str, hit: CueHit) -> bool:
    """Whether ``hit`` is a "compared to X" that closes its clause: it frames every value of the clause before it
    ("4x higher throughput and 70% less energy compared to X"), unlike "a 30% improvement over X", whose "over"
    binds to the gain before it."""
    return hit.cue in _FRAME_CUES and _FRAME_END.match(text, hit.end) is not None


#: a comparative right after a value: "3x higher throughput", "40% lower latency", "2x more tokens per second"
_COMPARATIVE_AFTER = re.compile(r" (?:higher|lower|more|less|fewer|better|faster|smaller|larger|cheaper|shorter|greater)\b")


def _coordinated_comparatives(text: str, q: Quantity, hit: CueHit) -> bool:
    """Whether ``q`` opens one of coordinated comparatives that one "than" closes: "3x higher throughput and 40% lower
    latency than X" (both against X, whatever their units), unlike "2.8x speedups and a 30% improvement over X".

    Examples:
        >>> t = "3x higher throughput and 40% lower latency than X"
        >>> hit = CueHit(43, 47, "than", None, (), False, 48)
        >>> _coordinated_comparatives(t, Quantity(0, 2, 3.0, None, "x", None), hit)
        True
        >>> t = "2.8x speedups and a 30% lower cost than X"
        >>> _coordinated_comparatives(t, Quantity(0, 4, 2.8, None, "x", None), CueHit(32, 36, "than", None, (), False, 37))
        False
    """
    return hit.cue == "than" and _COMPARATIVE_AFTER.match(text, q.end) is not None \
        and " and " in text[q.end: hit.start] and "," not in text[q.end: hit.start]


def _paired_claims(
    text: str, hits: list[CueHit], quantities: list[Quantity], sentence_quality: Callable[[], bool]
) -> list[Found]:
    """The claims of a sentence's comparative ``quantities`` (each paired with its cue) and of its cues left
    without a number (see :func:`sentence_comparisons`, steps 4 and 5)."""
    all_quantities = list(quantities)
    found: list[Found] = []
    used_hits: set[int] = set()
    respectively = _RESPECTIVELY.search(text) if "respectively" in text else None
    assigned: list[tuple[Quantity, CueHit | None, BaselineItem | None]] = []
    if respectively and hits:
        # values before "respectively" aligned with the items of the cue they belong to
        hit = next((h for h in hits if h.start < respectively.start() and len(h.items) > 1), None)
        if hit is not None:
            group = [q for q in quantities if q.start < respectively.start()]
            n = len(hit.items)
            # "reduces X by 10x, and achieves 1.6x, 3x ... over A, B, respectively": a leading value outside the lists
            while len(group) > n and len(group) % n and not _LIST_SEP.match(text[group[0].end: group[1].start]):
                group = group[1:]
            if group and len(group) % n == 0:
                for k, q in enumerate(group):
                    assigned.append((q, hit, hit.items[k % n]))
                used_hits.add(hits.index(hit))
                quantities = [q for q in quantities if q not in group]
    aligned: set[int] = set(used_hits)
    for k, hit in enumerate(hits):
        # "over A, B, and C by up to 29x, 29x, and 3x": a value list as long as the name list, in order
        if k in used_hits or len(hit.items) < 2 or sum(1 for it in hit.items if it.id) < 2:
            continue
        group = _aligned_values(hit, quantities, text) or _distant_values(hit, hits, quantities, text)
        if group:
            assigned.extend((q, hit, it) for q, it in zip(group, hit.items))
            used_hits.add(k)
            aligned.add(k)
            quantities = [q for q in quantities if q not in group]
    side_savings: list[float | None] = []
    for q in quantities:
        lo, hi = _clause_bounds(text, q.start)
        after = [h for k, h in enumerate(hits) if h.start >= q.end and h.start < hi and k not in aligned]
        before = [h for h in hits if h.end <= q.start]
        hit = None
        if before and before[-1].verb and ("whil" in text or "half" in text) and _saving_beside_cue(text, before[-1].end, q):
            # "outperforms X while using 4.5x fewer GPUs": X's too; the cue keeps its own claim (no used_hits)
            assigned.extend((q, before[-1]._replace(direction=None), item) for item in before[-1].items)
            side_savings.append(q.value)  # a saving: better, even beside "matches X"
            continue
        if before and "whil" in text and before[-1].items and _saving_after_gain(text, before[-1].end, q):
            # "2x faster than X while using 3x less memory": the saving is against X too
            assigned.extend((q, before[-1]._replace(direction=None), item) for item in before[-1].items)
            side_savings.append(q.value)
            continue
        if before and _OPEN_PAREN.fullmatch(text[before[-1].end: q.start]):
            hit = before[-1]  # "parity with MJX (1.04x)"
        elif before and (before[-1].verb or before[-1].cue == "shrinks"
                         or before[-1].cue == "of" and after and after[0].cue == "shrinks") \
                and (_BY_GAP.fullmatch(text, before[-1].end, q.start)
                                              or " and " in text and _BY_SECOND.fullmatch(text, before[-1].end, q.start)):
            hit = before[-1]  # "outperforms A by 1.5x and B by 2x": the value after "by" is A's (so is a second one)
        elif before and _SETTING_AND_NEXT.fullmatch(text, before[-1].end, q.start) and before[-1].items \
                and (not after or "," in text[q.end: after[0].start]):
            hit = before[-1]  # "by 8.1% over X on A and 14.7% on B, outperforming Y": the second value is X's too
        elif after and after[0].verb and "," in text[q.end: after[0].start] and "margin" in text \
                and _BY_MARGIN.match(text, after[0].end):
            hit = None  # "by 62% ..., outperforming prior art by a large margin": that cue has its own size, no number
        elif after:
            nearest = after[0]
            between = text[q.end: nearest.start]
            # "2.8x speedups and a 30% improvement over X": X is the 30%'s baseline only
            other_units = "," not in between and any(
                o.start > q.end and o.end <= nearest.start and not _same_measure_unit(o, q)
                and not (" up to" in between and _parallel_up_to(text, q, o)) for o in quantities)
            if len(between) < 140 and (not other_units or _frame_cue_ends_clause(text, nearest)
                                       or _coordinated_comparatives(text, q, nearest)) \
                    and not (nearest.direction == "parity" and nearest.verb and _OWN_CUE_AFTER.match(between)
                             and _LATER_VERB_CLAUSE.search(between)):
                # "cut errors by 9% over X, perform comparably to Y": the value has its own cue (even one whose phrase
                # names no baseline we read); Y's parity is a later clause of its own
                hit = nearest
            if hit is not None and nearest.verb and nearest.direction != "parity" and _AND_VERB_END.search(between) \
                    and any(o.start >= nearest.end and _BY_GAP.fullmatch(text, nearest.end, o.start) for o in all_quantities):
                hit = None  # "reaches 2.2x speedups and outperforms X by 36%": the first value is no claim against X
            if hit is not None and "," in between and _worse_regex().search(between.split(",", 1)[0][:40]) \
                    and any(q.end < o.start and o.end <= nearest.start for o in all_quantities):
                hit = None  # "with only 9% accuracy loss, and 2x faster than X": the loss is not against X
            if hit is not None and before and before[0].cue in _FRAME_CUES and not text[: before[0].start].strip() \
                    and "," in between and any(q.end < o.start and o.end <= nearest.start for o in all_quantities):
                # "Compared with A, ours needs 61% less memory, and ... by 3x relative to B": the opening frame is
                # the 88%'s; the later cue has its own value
                hit = before[0]
        if hit is None and before:
            last = before[-1]
            # an earlier cue of the same clause, or a sentence-opening "Compared to X, ..."
            if last.start >= lo or not text[: last.start].strip() or text[last.end: last.end + 3].lstrip().startswith(","):
                hit = last
        if hit is None and hits and hits[-1].start > q.end and not hits[-1].verb and _last_hit_free(hits, aligned) \
                and _SENTENCE_END.match(text, hits[-1].end) and text[: hits[-1].start].rstrip().endswith(","):
            hit = hits[-1]  # "... by 1.2x on A; and B by 2.4x on C, compared to X.": X closes the whole sentence
        hit = (_holding_hit(text, q, hits) if hits else None) or hit
        if hit is None:
            assigned.append((q, None, None))
            continue
        used_hits.add(hits.index(hit))
        for item in hit.items:
            assigned.append((q, hit, item))
    # metrics aligned with "respectively" ("latency and memory by 30% and 40%, respectively")
    metrics_in_order: dict[Quantity, str] = {}
    if respectively:
        group = [q for q, _, _ in assigned if q.start < respectively.start()]
        uniq, measures_from = _respective_values(list(dict.fromkeys(group)), text)
        if uniq:
            # "GPUs reach lower latency, but ours is more efficient: it improves A by 4x and 3x over X and Y,
            # respectively": the measures of an earlier clause are not the values' own
            measures_from = max(measures_from, _last_clause_break(text, measures_from, uniq[0].start))
        regex, words = _metric_regex()
        mwords = [words.get(m.group(0).lower(), None) for m in regex.finditer(text, measures_from, uniq[0].start)] if uniq else []
        mwords = [m for m in dict.fromkeys(w for w in mwords if w)]
        if len(uniq) > 1 and len(mwords) == len(uniq):
            metrics_in_order = dict(zip(uniq, mwords))
        elif len(uniq) > 1:
            # "14.8x, 5.5x, and 7.5x in throughput, energy, and density, respectively": the measures after the values
            listed = _metrics_listed_after(text, uniq[-1].end, respectively.start())
            if len(listed) == len(uniq):
                metrics_in_order = dict(zip(uniq, listed))
    # "..., on average, ours reduces X by 10x and achieves 1.6x, 3x ...": an opening average covers every value
    opening_average = "on average," in text and bool(all_quantities) and text.find("on average,") < all_quantities[0].start
    closing_average = _closing_average_clause(text, all_quantities) if "on average" in text else None
    positions = sorted({q.start for q, _, _ in assigned} | {q.end for q, _, _ in assigned})
    exclude = [r for h in hits for r in _baseline_words(h, text)]
    assigned.sort(key=lambda a: a[0].start)
    previous: tuple[Quantity, str] | None = None
    previous_raw: tuple[str, list[str]] = ("other", [])
    for q, hit, item in assigned:
        prev_end = max([p for p in positions if p <= q.start and p != q.start] or [0])
        nexts = [qq.start for qq, _, _ in assigned if qq.start > q.start]
        lo, hi = _clause_bounds(text, q.start)
        lo = max(lo, prev_end if prev_end < q.start else lo)
        hi = min([hi] + nexts) if nexts else hi
        metric = metrics_in_order.get(q)
        if metric is None and previous is not None and previous[0] is q:
            metric, more_metrics = previous_raw  # the next baseline of the same value: the same measure(s)
        elif metric is None:
            metric, *more_metrics = _quantity_metrics(text, q, lo, hi, all_quantities, previous, exclude)
            previous_raw = (metric, more_metrics)
        else:
            more_metrics = []
        if hit is not None and hit.cue == "that of" and (held := _antecedent_measure(text, q.start, lo)):
            metric, more_metrics = held, []  # "90% scaling efficiency, which is 1.3x that of X": the efficiency's
        metric = _resolve(metric, q.unit, sentence_quality)
        if metric == "other" and hit is not None and hit.cue == "within" \
                and _RUNS_WITHIN.search(text, max(0, q.start - 40), q.start):
            metric = "speedup"  # "runs within 10% of X": its speed
        if previous is None or previous[0] is not q:
            previous = (q, metric)
        direction = "better"
        own_value = hit is not None and hit.direction == "parity" and _parity_then_own_value(text, hit, q)
        if hit is not None and hit.direction in ("parity", "worse") and _takes_direction(hit, q) and not own_value:
            direction = hit.direction
        tail = _clause_tail(text[q.end: min(hi, q.end + 40)])
        head = text[max(lo, q.start - 30): q.start]
        if _worse_regex().search(tail) and not CUTTING.search(head) and not _LESS_TAIL.search(tail[:14]) \
                and not ("without" in tail and _negated_loss(tail)) and not loss_of_value(tail):
            # (a loss ending the tail names the next value: "by 2x with an accuracy loss of 1%")
            direction = "worse" if direction == "better" else direction
        elif direction == "better" and _rise_of_loss(tail, metric):
            direction = "worse"  # "with a 4% increase in latency"
        elif direction == "better" and "cost of " in head and _AT_COST_OF.search(head):
            direction = "worse"  # "2x faster at the cost of 10% more memory": the price paid
        elif direction == "better" and comparative_direction(tail, head) == "worse":
            direction = "worse"  # "with 12% lower throughput than X", "incurs 5% higher latency"
        elif direction == "better" and loss_of_value(text[max(lo, q.start - 60): q.start], metric):
            direction = "worse"  # "an overhead of up to 2.2x over X", "with an accuracy drop of only 2%"
        elif direction == "better" and _falls_by(text[max(0, q.start - 50): q.start], metric):
            direction = "worse"  # "and accuracy drops by 4 points"
        elif direction == "better" and q.unit == "points" and _POINTS_BELOW.match(text, q.end) \
                and not _ERROR_SCORE.search(text, max(0, q.start - 40), q.start):
            direction = "worse"  # "a score of 77.7, 0.6 lower than X"
        if q.unit in _SCORE_DELTA_UNITS:
            direction = score_change_direction(text, q) or direction  # "a 0.5 increase in perplexity": a loss
        qualifier = _list_qualifier(q, all_quantities, text) or ("average" if opening_average else None) or (
            "average" if closing_average is not None and closing_average <= q.start else None)
        if qualifier == "up to" and q.value is not None:
            metric, qualifier, direction = _bound_as_max(text, q, metric, qualifier, direction)
        for one_metric in dict.fromkeys([metric] + [_resolve(m, q.unit, sentence_quality) for m in more_metrics]):
            found.append(found_against(
                item, metric=one_metric, value=q.value, value_max=q.value_max, unit=q.unit,
                qualifier=qualifier, direction=direction,
                rule=f"quantity+{hit.cue}" if hit else "quantity", confidence=0.9 if hit else 0.6,
            ))
            if own_value:  # the parity the cue states, before the value's own gain, in the measure it names
                held = next((m for _, _, m in _metric_hits(text, hit.end, q.start)), None)
                found.append(found[-1]._replace(
                    metric=_resolve(held, None, sentence_quality) if held else found[-1].metric, value=None,
                    value_max=None, unit=None, qualifier=None, direction="parity", rule=f"cue:{hit.cue}", confidence=0.7))
    # cues left without a number: "outperforms X", "matches X", "faster than X"
    for k, hit in enumerate(hits):
        if k in used_hits or hit.cue == "when applied to":
            continue  # "when applied to X": the setting of a number, never a claim of its own
        if not hit.verb and hit.cue not in ("than", "compared to", "compared with", "relative to", "over", "in comparison to", "in comparison with", "when compared to", "versus", "vs.", "vs", "against"):
            continue
        lo, hi = _clause_bounds(text, hit.start)
        if not text[: hit.start].strip() or hit.cue in _FRAME_CUES and text[: hit.start].rstrip().endswith(("that,", "that")) \
                and text[hit.end: hit.end + 90].find(", ") >= 0:
            # "Compared with X, ours has superior latency", "... show that, compared with X, ours ...": the whole sentence
            hi = len(text)
        held_equal = None  # "competitive performance compared to X": the measure the words before the cue hold equal
        if not hit.verb:
            window = text[max(lo, hit.start - 100): hit.start]
            trailing = text[hit.end: hi]
            held_equal = _parity_before_cue(window)
            if not (_COMPARATIVE.search(window.replace("over", "")) or _SUPERIOR_BEFORE.search(text, max(lo, hit.start - 160), hit.start)
                    or _GAIN_TRAILING.search(trailing) or held_equal):
                continue
        if hit.verb and _CONDITIONAL_BEFORE.search(text, max(0, hit.start - 40), hit.start):
            continue  # "when TTFT exceeds the SLO": a condition, not a claim
        if (not hit.verb or hit.cue.startswith(_ADJECTIVE_CUES)) and " to " in text[max(0, hit.start - 160): hit.start] \
                and _is_purpose(text[max(0, hit.start - 160): hit.start]):
            continue  # "... to ensure high throughput similar to X": a design goal, not a result
        direction = hit.direction or ("parity" if held_equal else "better")
        regex = _metric_regex()[0]
        metrics = []
        # after "than", "compared to": the measure of the comparative before the cue ("higher throughput
        # compared to X, reaching a batch size of 144"); after a verb cue, the words after it
        window_lo, window_hi = max(lo, hit.start - 80), min(hi, hit.end + 120)
        if not hit.verb and text[: hit.start].strip() and _metric_hits(text, window_lo, hit.start):
            window_hi = hit.start
        for m in regex.finditer(text, window_lo, window_hi):
            if (hit.phrase_start <= m.start() < hit.end and not _POSSESSIVE_END.search(text, max(0, m.start() - 3), m.start())) \
                    or any(h.phrase_start <= m.start() < h.end for h in hits if h.start > hit.end):
                continue  # "AR-LLMs of the same scale", "..., and outperform compression methods": baselines' words
                # (but "matches X's accuracy": the measure of X the cue compares)
            metric = _cue_metric_word(m.group(0).lower())
            if metric and (m.group(0).lower() in ("loss", "losses") and _LOSS_OF_SPEED.match(text, m.end())
                           or metric in ("throughput", "latency")
                           and _KEPT_LOSS_BEFORE.search(text, max(0, m.start() - 40), m.start())):
                continue  # "with negligible loss of throughput": a speed kept (see .parity), no gain of the cue's
            if metric and not hit.start <= m.start() < hit.end and held_setting(text, metric, m.start()):
                continue  # "on a range of sequence lengths", "at lead times of three days": a setting (but "the same
                # accuracy as X" is the claim)
            if metric and metric not in metrics and metric != "other":
                metrics.append(metric)
        if len(metrics) > 1 and direction == "parity" and hit.cue.startswith(_ADJECTIVE_CUES) \
                and (own := _measure_before_parity(text, hit, lo)):
            # "quality close to A at a speed comparable to B": each parity holds its own measure word equal
            metrics = [_resolve(own, None, sentence_quality)]
        if hit.verb and len(metrics) > 1 and text.startswith(" in ", hit.end):
            # "outperforms A and B in inference latency": the measure the verb's "in" names, not its subject's words
            metrics = _measures_named_after(text, hit.end, hi) or metrics
        if PERFORMANCE in metrics:
            # "superior performance on latency and throughput": the specific words win
            metrics = [m for m in metrics if m != PERFORMANCE] or [_resolve(PERFORMANCE, None, sentence_quality)]
        if not metrics and hit.verb and "margin" in text and _BY_MARGIN.match(text, hit.end, hi):
            metrics = [_resolve(PERFORMANCE, None, sentence_quality)]  # "outperforms X by a large margin": its performance
        if not metrics and not hit.verb and "superior" in text:
            metrics = _superior_measure(text, max(lo, hit.start - 160), hit.start, sentence_quality)
        if not metrics and direction == "parity" and held_equal:
            # "similar throughput compared with X": the measure held equal (a _CONTROLLED word, so not found above)
            metrics = [_resolve(_metric_word(held_equal) or PERFORMANCE, None, sentence_quality)]
        if not metrics:
            metrics = [_resolve(m, None, sentence_quality) for m in _context_metric(text, lo, hi)]
        if not metrics and direction == "parity" and "results" in text[hit.start: hit.phrase_start]:
            metrics = ["accuracy"]  # "comparable or even improved results with X": the results' quality (as when kept)
        if hit.cue.startswith(("than",)) and not metrics:
            metrics = ["other"]
        if not metrics and hit.cue in _WEAK_PARITY:
            continue  # "the same as a serial one": no measure, no claim
        if not metrics and found and found[-1].value not in side_savings:
            metrics = [found[-1].metric]  # "1.2x speedup over A and matches B": same measure
        for item in hit.items:
            for metric in metrics[:2] or ["other"]:
                found.append(found_against(
                    item, metric=metric, value=None, value_max=None, unit=None,
                    qualifier="at least" if _AT_LEAST_END.search(text, max(0, hit.start - 12), hit.start) else None,
                    direction=direction, rule=f"cue:{hit.cue}", confidence=0.7,
                ))
    opening = hits[0] if hits and 0 in used_hits and hits[0].cue in _FRAME_CUES and not text[: hits[0].start].strip() else None
    if opening is not None and opening.items and _has_any(text, _COMPARATIVE_ADJECTIVES):
        found.extend(_framed_comparatives(text, opening, all_quantities, found, sentence_quality))
    if opening is not None and opening.items and ("faster" in text or "quicker" in text) and all_quantities \
            and not any(f.metric == "speedup" for f in found) and (m := _MUCH_FASTER.search(text, opening.end)):
        # "Compared with X, ours restores checkpoints much faster and cuts latency by 30%": the speed against X too
        found.extend(found_against(item, metric="speedup", value=None, value_max=None, unit=None, qualifier=None,
                                   direction="better", rule=f"cue:{opening.cue}", confidence=0.6) for item in opening.items)
    return found


#: A speed comparative sized by an adverb, with no "than" of its own ("restores checkpoints considerably faster").
_MUCH_FASTER = re.compile(r"\b(?:much|considerably|significantly|substantially|markedly|far|notably|dramatically)\s+"
                          r"(?:faster|quicker)\b(?!\s+than\b)")
#: Comparative adjectives before a measure ("higher recall", "lower query and update latency").
_COMPARATIVE_ADJECTIVES = ("higher ", "lower ", "better ", "smaller ", "shorter ")
_COMPARATIVE_MEASURE = re.compile(r"\b(?:higher|lower|better|smaller|shorter)\s+(?P<words>(?:[\w-]+\s+){0,3}?[\w-]+)\b")


def _framed_comparatives(text: str, opening: CueHit, quantities: Sequence[Quantity], found: list[Found],
                         sentence_quality: Callable[[], bool]) -> list[Found]:
    """The claims with no number of an opening "Compared with X," whose own values took the cue: "Compared with X,
    ours reaches higher recall with lower latency, and it cuts memory by 66%" (recall and latency against X too),
    each a measure named right after a comparative, in a clause with no value, and not claimed already."""
    out: list[Found] = []
    claimed = {f.metric for f in found}
    for m in _COMPARATIVE_MEASURE.finditer(text, opening.end):
        lo, hi = _clause_bounds(text, m.start())
        if any(lo <= q.start < hi for q in quantities):
            continue  # "2x lower latency": the value's own claim
        hits = _metric_hits(text, m.start("words"), m.end("words"))
        if not hits:
            continue
        metric = _resolve(hits[-1][2], None, sentence_quality)
        if metric in claimed or metric == "other":
            continue
        claimed.add(metric)
        out.extend(found_against(item, metric=metric, value=None, value_max=None, unit=None, qualifier=None,
                                 direction="better", rule=f"cue:{opening.cue}", confidence=0.6) for item in opening.items)
    return out
