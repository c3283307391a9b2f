"""Claim rules for phrasing families that pairing a value with its cue does not read.

Two values side by side ("12 ms versus 30 ms", "71% whereas X reaches 64%"), a level then a cue ("93% accuracy,
higher than X"), times cut from one value to another ("from 3 hours to 20 minutes"), another system as the subject
("X is 2x slower"), parity with names given earlier, measures listed after a value ("2x better in latency and
energy"), kept shares ("keeps most of the quality of X"), and the filters that drop a baseline's own change or the
proposed system named as a baseline. Each returns the sentence's :class:`Found` list with its claims added;
:func:`~.sentence.sentence_comparisons` calls them behind cheap substring gates.

Examples:
    >>> owner_measure("Orca-X's accuracy"), owner_measure("Orca-X's kernels")
    (("Orca-X's", 'accuracy'), None)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence

from paperkg.extract.quantities import Quantity, find_quantities, is_word_char, qualifier_before

from .records import BaselineItem, CueHit, Found, _name_like, _slug, found_against
from .cues import PERFORMANCE, _PRONOUNS, _SCORE_DELTA_UNITS, _STOP_WORDS, _fillers, _has_any, _metric_regex
from .value_lists import _clause_bounds
from .metrics import _cue_metric_word, _first_metric, _metric_hits, _metric_word, _resolve, metric_of
from .baselines import _item_at, _tokens_after, parse_baselines
from .baseline_cues import _COMPARE_TO, _SETTING_INNER, _WITHIN_LEVEL
from .owned_measures import _MODEL_FAMILY


_OWN_CHANGE = re.compile(
    r"\b(?:while|whereas)\s+(?P<subj>[^,;]{1,60}?)\s+(?:drops?|dropped|falls?|fell|degrades?|degraded|decreases?|"
    r"decreased|declines?|declined|increases?|increased|grows?|grew|rises?|rose|deteriorates?|deteriorated)\s+"
    r"(?:by\s+)?(?:up\s+to\s+|over\s+|more\s+than\s+|about\s+|nearly\s+|almost\s+|as\s+much\s+as\s+|only\s+)?[<>~]?\s*$"
)
_OTHERS_SUBJECT = re.compile(r"\b(?:baselines?|existing|prior|previous|other|competing|competitors?|state-of-the-art|sota|"
                             r"conventional|vanilla|naive|theirs|those)\b")


def _baseline_own_change(text: str, q: Quantity) -> bool:
    """Whether the value ``q`` is the change of the baselines' own measure in a "while"/"whereas" clause ("...,
    while the goodput of competing systems drops by over 80%"): what happens to them, not a claim of the paper.

    Examples:
        >>> t = "ours falls by less than 12%, while the goodput of competing systems drops by over 80%"
        >>> [_baseline_own_change(t, q) for q in find_quantities(t)]
        [False, True]
        >>> t = "x is 2x faster, while its latency drops by 30%"
        >>> [_baseline_own_change(t, q) for q in find_quantities(t)]
        [False, False]
    """
    lo = max(0, q.start - 110)
    at = max(text.rfind("while ", lo, q.start), text.rfind("whereas ", lo, q.start))
    if at < 0:
        return False  # no "while" clause right before the value
    m = _OWN_CHANGE.match(text, at, q.start)  # from the last "while": the clause the value ends
    return m is not None and _OTHERS_SUBJECT.search(m.group("subj")) is not None


def _without_proposed(hit: CueHit, proposed_slugs: set[str]) -> CueHit:
    """``hit`` without the named items that are the paper's own systems (``hit`` itself when it names none).

    Examples:
        >>> own, other = BaselineItem("Zorb", "zorb", None), BaselineItem(None, None, "existing systems")
        >>> hit = CueHit(0, 4, "over", None, (own, other), False)
        >>> _without_proposed(hit, {"zorb"}).items == (other,), _without_proposed(hit, {"corvid"}) is hit
        (True, True)
    """
    items = tuple(it for it in hit.items if not (it.id and (it.id in proposed_slugs or _slug(it.name or "") in proposed_slugs)))
    return hit if len(items) == len(hit.items) else hit._replace(items=items)


_ORIGINAL_WORDS = ("uncompressed", "unquantized", "full-precision", "full precision", "original", "vanilla", "unpruned",
                   "32-bit", "16-bit", "fp32", "fp16", "bf16")
_ORIGINAL = re.compile(r"\b(?:uncompressed|unquantized|full[\s-]precision|original|vanilla|unpruned|32-bit|16-bit|fp32|fp16|"
                       r"bf16)\s+(?:\S+\s+)?$")


@functools.lru_cache(maxsize=256)
def _variant_bases(proposed: tuple[str, ...]) -> frozenset[str]:
    """The systems the proposed ones are hyphen-joined variants of, by the last word of their ids.

    Examples:
        >>> sorted(_variant_bases(("1-bit Adam", "Quill")))
        ['adam']
    """
    return frozenset(s.rsplit("-", 1)[1] for s in map(_slug, proposed) if "-" in s)


def _original_of_own(hit: CueHit, proposed_slugs: set[str], text: str) -> CueHit:
    """``hit`` with a named item that is the unmodified original of a proposed system ("1-bit Adam" against
    "uncompressed Adam") kept as words: the paper's own method before its change, not another system.

    Examples:
        >>> hit = CueHit(0, 29, "same as", "parity", (BaselineItem("Adam", "adam", None),), True, 12)
        >>> _original_of_own(hit, {"1-bit-adam"}, "the same as uncompressed Adam").items
        (BaselineItem(name=None, id=None, text='uncompressed Adam'),)
        >>> _original_of_own(hit, {"1-bit-adam"}, "the same as the best Adam").items[0].id
        'adam'
    """
    items = []
    for it in hit.items:
        if it.id and any(s.endswith("-" + it.id) for s in proposed_slugs) and it.name \
                and (k := text.find(it.name, hit.phrase_start, hit.end)) >= 0 and _ORIGINAL.search(text, hit.phrase_start, k):
            it = BaselineItem(None, None, text[hit.phrase_start: k + len(it.name)].strip())
        items.append(it)
    return hit._replace(items=tuple(items))


# "reaches 76.7% accuracy, compared with 91.7% for a digital computer": our value, then the baseline's
_VALUE_VERSUS = re.compile(
    r"\b(?:compared\s+(?:with|to)|versus|vs\.?)\s+(?:only\s+|just\s+)?(?P<b>\d+(?:\.\d+)?)\s?(?P<u>%|percent\b)\s+"
    r"(?:for|by|(?:achieved|obtained|reached|attained)\s+by)\s+"
)
# "..., compared to 23.6% by X and 10.8% by Y": the next baseline's value after the previous baseline
_MORE_VERSUS = re.compile(r"\s*(?:,\s*)?(?:and\s+)?(?P<b>\d+(?:\.\d+)?)\s?(?:%|percent\b)\s+"
                          r"(?:for|by|(?:achieved|obtained|reached|attained)\s+by)\s+")
# measures where less is better: a lower value of ours is the gain
_LESS_IS_BETTER = re.compile(r"\b(?:error|latenc|loss|perplexit|overhead|miss|time|memory|cost|energy|power|footprint)")


def _value_versus_claims(sent, text: str, found: list[Found], quality: Callable[[], bool]) -> list[Found]:
    """A value of ours, then "compared with" the baseline's value "for" the baseline (same unit, same sentence, no
    claim of its own yet): the claim is our value; it is better when it is higher (lower for a measure where less is
    better), else worse."""
    out = []
    for m in _VALUE_VERSUS.finditer(text):
        ours = [q for q in find_quantities(text[: m.start()]) if q.unit == "%" and q.value is not None]
        if not ours or m.start() - ours[-1].end > 120 or ";" in text[ours[-1].end: m.start()]:
            continue
        q = ours[-1]
        # "cuts misses by 8.9% over LRU, compared with 7.1% for X": our gain over LRU against X's own gain
        gain = next((f for f in found if (f.baseline or f.baseline_text) and f.value == q.value and f.unit == "%"), None)
        if gain is None and any(f.baseline or f.baseline_text for f in found):
            continue  # "improves accuracy by 3% over X, reaching 80.1% compared with 77.1% for X": claimed already
        items, end, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        if not items:
            continue
        theirs = [(float(m.group("b")), items)]
        # "compared to 23.6% by X and 10.8% by Y": a value per further baseline
        while (more := _MORE_VERSUS.match(text, end - sent.start_char)) is not None:
            items, end, _ = parse_baselines(sent, _tokens_after(sent, more.end()), strong=True)
            if not items:
                break
            theirs.append((float(more.group("b")), items))
        if gain is not None:
            for value, items in theirs:
                # their gain is no claim of ours; ours is larger or not, with no number of its own against them
                found = [f for f in found if not (f.value == value and f.unit == "%")]
                out.extend(found_against(item, metric=gain.metric, value=None, value_max=None, unit=None, qualifier=None,
                                         direction="better" if q.value > value else "worse", rule="value-versus",
                                         confidence=0.7)
                           for item in items if item.id and not any(f.baseline == item.id for f in found))
            continue
        lo = _clause_bounds(text, q.start)[0]
        metric = _resolve(metric_of(text, q.start, q.end, lo, m.start(), q.unit), q.unit, quality)
        less = _LESS_IS_BETTER.search(text, lo, m.start()) is not None
        for value, items in theirs:
            # "71.3% accuracy vs. 69.0% for X" read as two values with no baseline: one claim against X
            found = [f for f in found if not (f.baseline is None and f.baseline_text is None and f.value in (q.value, value))]
            direction = "parity" if q.value == value else "better" if (q.value > value) != less else "worse"
            for item in items:
                out.append(found_against(
                    item, metric=metric, value=q.value, value_max=q.value_max, unit=q.unit, qualifier=q.qualifier,
                    direction=direction, rule="value-versus", confidence=0.7,
                ))
    return found + out


# "takes 3.5 GPU-hours instead of 5000 GPU-hours for X", "5 GPU hours, compared to the 5000 GPU hours used by X": our
# time or resource use against the baseline's, both stated (no ratio given: a claim without a number)
_TIME_UNIT = r"(?:gpu[-\s]?)?(?:hours?|hrs?|days?|minutes?|mins?|seconds?|secs?|ms)\b"
_TIME_VERSUS = re.compile(
    rf"(?<![\w.])(?P<ours>\d+(?:\.\d+)?)\s?(?P<u>{_TIME_UNIT})[^.;:()%]{{0,60}}?\b(?:instead\s+of|rather\s+than|"
    rf"compared\s+(?:with|to)|versus|vs\.?)\s+(?:the\s+|only\s+)?(?P<theirs>\d+(?:\.\d+)?)\s?(?P<u2>{_TIME_UNIT})"
    r"\s+(?:(?:used|required|needed|taken|spent)\s+)?(?:by|for|with|of)\s+(?=\S)"
)


def _time_unit(unit: str) -> tuple[bool, str]:
    """Whether a time unit counts GPU time, and the unit ("GPU-hours" -> (True, "h"), "mins" -> (False, "min")).

    Examples:
        >>> _time_unit("gpu-hours") == _time_unit("gpu hrs"), _time_unit("gpu-hours") == _time_unit("gpu-days")
        (True, False)
    """
    gpu = unit.startswith("gpu")
    word = unit[3:].lstrip(" -") if gpu else unit
    return gpu, "ms" if word == "ms" else "h" if word.startswith("h") else word[:3]


def _time_versus_claims(sent, text: str, found: list[Found]) -> list[Found]:
    """``found`` plus a claim against X for each "our time instead of (compared to) their time for (used by) X"
    (a saving when ours is smaller; GPU-hours are a cost, other times a speed), without a number: the sentence
    states both times, not their ratio.

    Examples:
        >>> bool(_TIME_VERSUS.search("the search takes 3.5 gpu-hours instead of 5000 gpu-hours for autoaugment"))
        True
    """
    out = []
    for m in _TIME_VERSUS.finditer(text):
        ours, theirs = float(m.group("ours")), float(m.group("theirs"))
        if _time_unit(m.group("u")) != _time_unit(m.group("u2")) or ours == theirs:
            continue  # "2 hours instead of 3 days" compares across units: left to the values' own claims
        items, _, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        metric = "cost" if m.group("u").startswith("gpu") else "speedup"
        for item in items:
            if item.id and not any(f.baseline == item.id and f.metric == metric for f in found + out):
                out.append(found_against(item, metric=metric, value=None, value_max=None, unit=None, qualifier=None,
                                         direction="better" if ours < theirs else "worse", rule="time-versus",
                                         confidence=0.7))
    return found + out


# "a test error of 1.93%, which is on par with X", "2.1% error with 5M parameters, better than X": our quality level,
# then a comma and the cue (its comparative before "than")
_LEVEL_TO_CUE = re.compile(r"^%[^;%×]{0,60}?,\s+(?:which\s+(?:is|was)\s+|that\s+is\s+)?(?:(?:also|still|even|slightly|"
                           r"significantly|much|well|far)\s+)?(?:(?:better|higher|lower|worse)\s+)?$")
_LEVEL_QUALITY = re.compile(r"\b(?:error|accurac|perplexit|score|bleu|f1|top-[15])")


def _level_then_cue_claims(text: str, hits: Sequence[CueHit], found_quantities: Sequence[Quantity],
                           comparative: Sequence[Quantity], found: list[Found]) -> list[Found]:
    """``found`` with the quality level of ours ("a test error of 1.93%") as the value of the cue right after it
    (", which is on par with X", ", better than X"): that claim carries the level (accuracy), once per baseline."""
    out = list(found)
    for hit in hits:
        if hit.verb and hit.direction != "parity":
            continue  # "a record accuracy of 99.2%, surpassing X": a record, and a claim of its own without the value
        q = next((q for q in reversed(found_quantities) if q.end <= hit.start), None)
        if q is None or q.unit != "%" or q in comparative or not _LEVEL_TO_CUE.match(text[q.end - 1: hit.start]) \
                or not _LEVEL_QUALITY.search(text, max(0, q.start - 30), hit.start):
            continue
        direction = hit.direction or "better"
        keys = {(it.id, it.text) for it in hit.items}
        if any(f.value == q.value for f in out if (f.baseline, f.baseline_text) in keys):
            continue
        out = [f for f in out if not (f.value is None and (f.baseline, f.baseline_text) in keys
                                      and f.metric in ("accuracy", "other"))]
        for item in hit.items:
            out.append(found_against(
                item, metric="accuracy", value=q.value, value_max=q.value_max, unit=q.unit, qualifier=q.qualifier,
                direction=direction, rule="level+" + hit.cue, confidence=0.7,
            ))
    return out


_REAL_TIME_AFTER = re.compile(r"\s*(?:faster\s+than\s+)?real[\s-]?time\b")
_SLO_LEVEL_AFTER = re.compile(r"\s*(?:(?:latency|tail|p\d+|tpot|ttft)\s+)?slos?\s+(?:attainment|compliance|satisfaction)\b")
_CONDITION_BEFORE = re.compile(r"\b(?:within|at|under|with|for|meeting|maintaining|keeping|guaranteeing|achieving)\s+"
                               r"(?:an?\s+|the\s+)?$")


def _level_not_claim(text: str, q: Quantity) -> bool:
    """Whether ``q`` is a level, not a gain: a speed against real time ("265x real-time") or an SLO attainment
    that conditions a claim ("within 99% SLO attainment").

    Examples:
        >>> from paperkg.extract.quantities import find_quantities
        >>> t = "3.4x more requests within 95% slo attainment, at 150x real-time"
        >>> [_level_not_claim(t, q) for q in find_quantities(t)]
        [False, True, True]
        >>> t = "it improves slo attainment by 35%"
        >>> [_level_not_claim(t, q) for q in find_quantities(t)]
        [False]
    """
    if _REAL_TIME_AFTER.match(text, q.end):
        return True
    return q.unit == "%" and bool(_SLO_LEVEL_AFTER.match(text, q.end)) \
        and bool(_CONDITION_BEFORE.search(text, max(0, q.start - 25), q.start))


# "fit models up to 9 times the GPU memory limit", "sequences 8x larger than the device memory capacity": a scale
_BEYOND_MEMORY = re.compile(
    r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s?(?:×|x|times)\s+(?:larger\s+than\s+|bigger\s+than\s+|the\s+size\s+of\s+)?"
    r"(?:the\s+|a\s+)?(?:(?:available|aggregate|total|single|gpu|gpu's|device|accelerator|physical|hbm|on-chip|main)\s+){0,2}"
    r"memory\s+(?:limits?|capacity|capacities|size|budget)\b(?!\s+of\b)"
)


#: What every ``_BEYOND_MEMORY`` match holds after its "memory" (substring tests before the regex).
_MEMORY_LIMIT_WORDS = ("limit", "capacit", "size", "budget")


def _beyond_memory_claims(text: str, found: list[Found]) -> list[Found]:
    """``found`` with each "N times the GPU memory limit" a scale claim with no baseline (the ratio reached
    beyond what fits; not a memory saving)."""
    out = list(found)
    for m in _BEYOND_MEMORY.finditer(text):
        value = float(m.group("n"))
        same = [k for k, f in enumerate(out) if f.value == value and f.unit == "x"]
        if same:
            for k in same:
                out[k] = out[k]._replace(metric="scale", baseline=None, baseline_label=None, baseline_text=None)
            continue
        out.append(Found(None, None, None, "scale", value, None, "x", qualifier_before(text[: m.start()]), "better",
                         "beyond-memory", 0.6))
    return out


_POSSESSED_MEASURE = re.compile(r"^(?:its|their)\s+(?:[\w-]+\s+){0,2}?(?P<m>accurac(?:y|ies)|quality|perplexity|performance|"
                                r"throughput|latenc(?:y|ies))$")


def _possessed_measure_claims(found: list[Found], quality: Callable[[], bool]) -> list[Found]:
    """``found`` with each number-less claim against "its/their <measure>" ("..., and it matches their model
    quality") made a claim on that measure against the baselines the sentence's numbers are compared with (or
    against no named one)."""
    antecedents = list(dict.fromkeys((f.baseline, f.baseline_label, f.baseline_text) for f in found
                                     if f.value is not None and (f.baseline or f.baseline_text)))
    out: list[Found] = []
    for f in found:
        m = _POSSESSED_MEASURE.match(f.baseline_text) if f.value is None and f.baseline_text else None
        if m is None:
            out.append(f)
            continue
        word = m.group("m")
        metric = _resolve(PERFORMANCE, None, quality) if word == "performance" else (
            "latency" if word.startswith("latenc") else "throughput" if word == "throughput" else "accuracy")
        for baseline, label, text in antecedents or [(None, None, None)]:
            claim = f._replace(baseline=baseline, baseline_label=label, baseline_text=text, metric=metric)
            if claim not in out:
                out.append(claim)
    return out


# "matches the baseline's predictive performance", "matches Zorbix's accuracy": the measure of a possessor
_OWNER_MEASURE = re.compile(r"^(?P<b>.+?)['’]s\s+(?:[\w-]+\s+){0,2}?(?P<m>accurac(?:y|ies)|quality|perplexity|performance|"
                            r"throughput|latenc(?:y|ies)|success\s+rates?|speedups?)$", re.IGNORECASE)


def owner_measure(phrase: str) -> tuple[str, str] | None:
    """The possessor and the measure word of a baseline phrase that names a measure of its possessor ("the
    baseline's predictive performance"), or None.

    Examples:
        >>> owner_measure("the baseline's predictive performance"), owner_measure("Zorbix’s accuracy")
        (("the baseline's", 'performance'), ('Zorbix’s', 'accuracy'))
        >>> owner_measure("NVIDIA's cuBLAS"), owner_measure("the teacher")
        (None, None)
    """
    m = _OWNER_MEASURE.match(phrase)
    return (phrase[: m.end("b") + 2], m.group("m").lower()) if m else None


def _owner_measure_claims(found: list[Found], quality: Callable[[], bool]) -> list[Found]:
    """``found`` with each number-less claim whose baseline words name a measure of their possessor ("can match the
    baseline's predictive performance") made a claim on that measure against the possessor."""
    out: list[Found] = []
    for f in found:
        owned = owner_measure(f.baseline_text or f.baseline_label or "")
        if owned is None:
            out.append(f)
            continue
        owner, word = owned
        metric = f.metric  # "surpasses Zorbix's speedup" with a value or a metric read: only the owner changes
        if f.value is None and f.metric == "other":
            predictive = "predictive " in (f.baseline_text or f.baseline_label or "").lower()  # a model's quality
            metric = ("accuracy" if predictive else _resolve(PERFORMANCE, None, quality)) if word == "performance" else (
                "latency" if word.startswith("latenc") else "throughput" if word == "throughput" else
                "speedup" if word.startswith("speedup") else "accuracy")
        if f.baseline_text:
            out.append(f._replace(baseline_text=owner, metric=metric))
        else:
            name = owner[:-2]
            out.append(f._replace(baseline=_slug(name), baseline_label=name, metric=metric))
    return out


def _same_measure_unit(a: Quantity, b: Quantity) -> bool:
    """Whether two listed values share their unit, or are both quality scores ("by 2.9 BLEU and 1.7 CodeBLEU").

    Examples:
        >>> q = lambda unit: Quantity(0, 1, 1.0, None, unit, None)
        >>> [_same_measure_unit(q(a), q(b)) for a, b in (("%", "%"), ("BLEU", "CodeBLEU"), ("BLEU", "%"))]
        [True, True, False]
    """
    return a.unit == b.unit or (a.unit in _SCORE_DELTA_UNITS and b.unit in _SCORE_DELTA_UNITS)


_TIME_UNITS = r"milliseconds?|ms|seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?"
#: Seconds per time unit, by the unit's first letters, longest first (``_unit_seconds``).
_SECONDS = (("mil", 0.001, "ms"), ("ms", 0.001, "ms"), ("mi", 60.0, "minutes"), ("mo", 2592000.0, "months"),
            ("s", 1.0, "seconds"), ("h", 3600.0, "hours"), ("d", 86400.0, "days"), ("w", 604800.0, "weeks"))
#: Absolute durations a contrast sets against each other (seconds and longer: "3 ms latency" is a level reached)
_TIME_VALUE = re.compile(r"(?<![\w.])(?P<n>\d++(?:\.\d++)?+)\s?(?P<u>seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)"
                         r"(?![\w/-])")
_TIME_HINTS = ("seconds", "minutes", "hour", " day", "week", "month", " mins", " secs", " hrs")
#: "reduced from 4 days to just 50 minutes", "cuts the time to train from 12 hours to 40 minutes"
_FROM_TO_TIME = re.compile(
    rf"from\s+(?:about\s+|around\s+|over\s+|nearly\s+|roughly\s+|more\s+than\s+)?(?P<a>\d+(?:\.\d+)?)\s?(?P<ua>{_TIME_UNITS})"
    rf"(?:\s+\((?P<who>[^()\d][^()]{{0,30}})\))?\s+(?:down\s+)?to\s+(?P<q>just\s+|only\s+|under\s+|about\s+|around\s+|roughly\s+|less\s+than\s+|nearly\s+)?"
    rf"(?P<b>\d+(?:\.\d+)?)\s?(?P<ub>{_TIME_UNITS})(?![\w/-])"
)
_TIME_CUT_BEFORE = re.compile(r"\b(?:reduc|cut|shorten|lower|decreas|drop|fall|fell|brought|bring|shrink|shrank|shrunk|slash|"
                              r"time|latenc|duration|runtime|took|takes)\w*\b[^,;()]{0,50}$")


def _unit_seconds(unit: str) -> tuple[float, str]:
    """Seconds in one ``unit`` of time, and the unit's name in a record.

    Examples:
        >>> _unit_seconds("min"), _unit_seconds("days"), _unit_seconds("ms"), _unit_seconds("months")
        ((60.0, 'minutes'), (86400.0, 'days'), (0.001, 'ms'), (2592000.0, 'months'))
    """
    unit = unit.lower()
    return next((sec, name) for first, sec, name in _SECONDS if unit.startswith(first))


# "..., while Zorblax is about 2x slower": a named system as the subject of a trailing clause, with its own value
_OTHER_SUBJECT = re.compile(
    r"\b(?:while|whereas)\s+(?P<subj>[^,;]{1,40}?)\s+(?:is|are|was|were|runs?|remains?)\s+"
    r"(?:about\s+|roughly\s+|around\s+|nearly\s+|up\s+to\s+|over\s+)?(?P<num>\d+(?:\.\d+)?)\s?(?:x|×|%)\s+"
    r"(?P<cmp>slower|faster|worse|better)\b"
)
_OTHER_FLIP = {"slower": "better", "worse": "better", "faster": "worse", "better": "worse"}


def _other_subject_claims(sent, text: str, found: list[Found], proposed: Sequence[str]) -> list[Found]:
    """``found`` with the value of a trailing "while X is N x slower" clause made a claim against X, its direction
    read from our side ("Quill is 3x faster than A, while B is 2x slower": better than B by 2x, not worse than A).
    A subject that is no name, or the paper's own system, leaves ``found`` as it is.

    Examples:
        >>> _OTHER_SUBJECT.search("as fast as a, while zorb is about 2x slower in tests").group("subj", "num", "cmp")
        ('zorb', '2', 'slower')
    """
    own = {_slug(p) for p in proposed}
    for m in _OTHER_SUBJECT.finditer(text):
        item = _item_at(sent, m.start("subj"), m.end("subj"))
        if item is None or not item.id or item.id in own or _slug(item.name or "") in own:
            continue
        value = float(m.group("num"))
        direction = _OTHER_FLIP[m.group("cmp")]
        out = []
        for f in found:
            if f.value != value or f.direction == "parity" and not f.rule.startswith("quantity+"):
                out.append(f)
                continue
            if f.direction == "parity":  # the parity cue before keeps its own claim, with no value
                out.append(f._replace(value=None, value_max=None, unit=None, qualifier=None,
                                      rule="cue:" + f.rule[len("quantity+"):]))
            out.append(f._replace(baseline=item.id, baseline_label=item.name, baseline_text=None, direction=direction,
                                  rule=f.rule + "+other-subject"))
        found = out
        # "as fast as A and B, while C is 2x slower": the value paired with each earlier parity name is C's, once
        found = list({(f.baseline, f.baseline_text, f.metric, f.value, f.direction, f.rule): f for f in found}.values())
    return found


def _from_to_time_claims(text: str, found: Sequence[Found], sent=None) -> list[Found]:
    """A time cut "from" one duration "to" a shorter one ("tuning time can be cut from 4 days to just 50
    minutes"): a latency gain whose value is the new time, with its unit, against the implicit old setup (the
    X-vs-Y convention: our value). A longer time, or a span with no cut or time word before it ("scales from 1 to 8
    hours of video"), is none. A name in parentheses after the old time ("from 812s (Orca) to 540s") is whose
    time it was: the baseline (read from the sentence ``sent`` when given).

    Examples:
        >>> [(f.value, f.unit, f.metric) for f in _from_to_time_claims("training time drops from 3 days to 76 minutes", [])]
        [(76.0, 'minutes', 'latency')]
        >>> _from_to_time_claims("the window grows from 1 hour to 8 hours", []), _from_to_time_claims("from 3 h to 1 h", [])
        ([], [])
    """
    out = []
    for m in _FROM_TO_TIME.finditer(text):
        if m.start() and is_word_char(text[m.start() - 1]):
            continue
        (a_sec, _), (b_sec, unit) = _unit_seconds(m.group("ua")), _unit_seconds(m.group("ub"))
        value = float(m.group("b"))
        if value * b_sec >= float(m.group("a")) * a_sec or not _TIME_CUT_BEFORE.search(text, max(0, m.start() - 70), m.start()) \
                or any(f.value == value for f in found):
            continue
        qualifier = "max" if m.group("q") and m.group("q").startswith(("under", "less")) else \
            "about" if m.group("q") and m.group("q").startswith(("about", "around", "roughly", "nearly")) else None
        item = _item_at(sent, m.start("who"), m.end("who")) if m.group("who") and sent is not None else None
        if item is not None and item.id:
            out.append(Found(item.id, item.name, None, "latency", value, None, unit, qualifier, "better", "from-to", 0.6))
            continue
        out.append(Found(None, None, None, "latency", value, None, unit, qualifier, "better", "from-to", 0.6))
    return out


# "reduces the overall Zorbix training time from 9 days to 52 hours": the named system whose time is cut
_OWNED_TIME = re.compile(
    r"\b(?:reduc|cut|shorten|lower|slash|bring|brought|decreas)\w*\s+(?:the\s+)?(?:overall\s+|total\s+|end-to-end\s+)?"
    r"(?P<name>[A-Za-z][\w.+-]*[A-Za-z0-9])(?:'s|’s)?\s+(?:[a-z-]+\s+){0,2}?(?:time|latency|runtime|duration)\s+from\s"
)


def _time_owner(sent, text: str, found: list[Found], cut: list[Found], proposed: Sequence[str]) -> list[Found]:
    """``found`` plus the time cuts ``cut``; when the cut time belongs to a named system ("reduces the Zorbix
    training time from 3 days to 5 hours"), that system is their baseline, and also the baseline of the
    sentence's claims that have none ("... and achieves a 7x speedup for inference")."""
    m = _OWNED_TIME.search(text) if "from" in text else None
    name = sent.text[m.start("name"): m.end("name")] if m else None  # ``text`` is lowercased
    if not name or not _name_like(name, capitalised_ok=True) or _slug(name) in {_slug(p) for p in proposed} \
            or name.lower() in _STOP_WORDS or name.lower() in _fillers() or _MODEL_FAMILY.match(name.lower()):
        return found + cut  # "reduces BERT training time": a model's training, not a system's
    at = sent.start_char + m.start("name")
    tok = next((t for t in sent if t.idx == at), None)
    if tok is None or tok.ent_type_ not in ("", "SYSTEM"):
        return found + cut
    sid = tok.ent_id_ if tok.ent_type_ == "SYSTEM" and tok.ent_id_ else _slug(name)
    return [f._replace(baseline=sid, baseline_label=name) if f.baseline is None and f.baseline_text is None else f
            for f in found + cut]


#: "a 100-1,000x difference in compute", "a 10x gap between CPUs and GPUs": a neutral gap, no side wins
_GAP_AFTER = re.compile(r"\s*(?:[\w-]+\s+){0,1}?(?:differences?|gaps?|disparit(?:y|ies)|discrepanc(?:y|ies))\b")
_GAP_CLOSED_BEFORE = re.compile(r"\b(?:clos|narrow|bridg|reduc|shrink|cut|halv|lower|eliminat|overcom)\w*\s+(?:[\w-]+\s+){0,4}$")


def _neutral_gap(text: str, q: Quantity) -> bool:
    """Whether the value ``q`` sizes a neutral gap ("their phone counterparts show at least a 200-2,000x
    difference in compute capability": who is better is not said, nor is it the paper's system) rather than a gain
    (a gap the system closes or narrows is left to the other rules).

    Examples:
        >>> t = "they exhibit a 100x difference in memory, and a 10x performance gap remains"
        >>> [_neutral_gap(t, q) for q in find_quantities(t)]
        [True, True]
        >>> t = "it narrows the 3x gap to fp16 and cuts latency by 2x"
        >>> [_neutral_gap(t, q) for q in find_quantities(t)]
        [False, False]
    """
    return _GAP_AFTER.match(text, q.end) is not None and not _GAP_CLOSED_BEFORE.search(text, max(0, q.start - 50), q.start)


_WHILE_USING = re.compile(r"(?:\s+(?:in|on)\s+(?:[\w-]+\s+){0,3}?[\w-]+)?,?\s+(?:while|whilst)\s+(?:using|requiring|consuming|needing|taking|costing|with)\s+"
                          r"(?:only\s+|just\s+|up\s+to\s+|about\s+|around\s+|nearly\s+|roughly\s+|over\s+|as\s+little\s+as\s+)?")
_SAVING_NEXT = re.compile(r"\s*(?:less|fewer|smaller|lower|cheaper)\b")


def _saving_beside_cue(text: str, cue_end: int, q: Quantity) -> bool:
    """Whether ``q`` is a saving in a "while using" clause right after a verb cue's baselines ("outperforms X while
    using up to 4.5x fewer GPUs": the saving is against X too).

    Examples:
        >>> t = "it outperforms x while using up to 4.5x fewer gpus"
        >>> [_saving_beside_cue(t, 16, q) for q in find_quantities(t)]
        [True]
        >>> t = "it outperforms x in end-to-end throughput, while using 2x less memory"
        >>> [_saving_beside_cue(t, 16, q) for q in find_quantities(t)]
        [True]
        >>> t = "it outperforms x while reaching 4.5x higher throughput"
        >>> [_saving_beside_cue(t, 16, q) for q in find_quantities(t)]
        [False]
    """
    if _WHILE_USING.fullmatch(text, cue_end, q.start) is not None:
        return _is_saving(text, q)
    # "matches X at half the cost", "with half the GPUs": a halved resource right after the cue's baselines
    return text.startswith("half the ", q.start) and _AT_HALF.fullmatch(text, cue_end, q.start) is not None


_AT_HALF = re.compile(r",?\s+(?:at|with|using|for)\s+(?:only\s+|just\s+|about\s+|roughly\s+|nearly\s+)?")


def _is_saving(text: str, q: Quantity) -> bool:
    """Whether value ``q`` is less of something used: "3x less memory", "2x fewer GPUs", "half the memory"."""
    return _SAVING_NEXT.match(text, q.end) is not None or text.startswith("half the ", q.start)


# "outperforms X by 1.5x in speed while saving 3x in memory", "2x faster than X while using 3x less memory": the
# gap from the cue's names to a saving in a "while" clause that follows the gain
_GAIN_THEN_SAVING = re.compile(
    r"(?:\s+by\s+(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+)?[\d.,]+\s*(?:x|×|%)"
    r"(?:\s+(?:in|on|for)\s+(?:[\w-]+\s+){0,2}?[\w-]+)?)?,?\s+(?:while|whilst)\s+(?:also\s+)?"
    r"(?P<v>saving|using|requiring|consuming|needing|communicating|transferring)\s+"
    r"(?:only\s+|just\s+|up\s+to\s+|about\s+|around\s+|nearly\s+|roughly\s+|over\s+|as\s+little\s+as\s+)?"
)


def _saving_after_gain(text: str, cue_end: int, q: Quantity) -> bool:
    """Whether ``q`` is a saving in a "while" clause right after a gain over a cue's baselines ("is 2x faster than X
    while using 3x less memory", "outperforms X by 40% while saving 5x in memory": the saving is against X too).

    Examples:
        >>> t = "it is 2x faster than x while using 3x less memory"
        >>> [_saving_after_gain(t, 22, q) for q in find_quantities(t)]
        [False, True]
        >>> t = "it outperforms x by 40% in speed while saving 5x in memory"
        >>> [_saving_after_gain(t, 16, q) for q in find_quantities(t)]
        [False, True]
        >>> t = "it is 2x faster than x while using 3x more memory"
        >>> [_saving_after_gain(t, 22, q) for q in find_quantities(t)]
        [False, False]
    """
    m = _GAIN_THEN_SAVING.fullmatch(text, cue_end, q.start)
    return m is not None and (m.group("v") == "saving" or _is_saving(text, q))


#: "..., where/whereas/while" opening a contrast clause about others
_CONTRAST = re.compile(r"wh(?:ereas|ere|ile)\s+(?!(?:using|keeping|maintaining|achieving|reducing|being|it|we|our)\b)")
_SUBJECT_END = re.compile(r"\s(?:plateau\w*|reach\w*|achiev\w*|attain\w*|stall\w*|saturat\w*|remain\w*|stay\w*|top\w*\s+out|"
                          r"gets?|got|only|just|would|will|can|could|still|requir\w*|takes?|took|needs?|needed|suffer\w*|"
                          r"drops?|dropped|falls?|fell|fails?|failed|los\w*|is|are|was|were|has|have|had|cannot)\b")
_CHANGE_BEFORE = re.compile(r"\b(?:by|loses?|lost|losing|gains?|gained|drops?|dropped|degrades?|degraded)\s+"
                            r"(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|only\s+|just\s+|less\s+than\s+)?$")
_ERROR_BEFORE = re.compile(r"\b(?:error|loss|perplexity|miss)\w*\s+(?:\w+\s+){0,3}$")
_EXAMPLES_OPEN = re.compile(r"\b(?:like|such\s+as|including|e\.g\.,?)\s+")


def _contrast_values(text: str, quantities: Sequence[Quantity], at: int) -> list[tuple[Quantity, str, float]]:
    """Absolute values a contrast at ``at`` may set against each other: ``(quantity, kind, scale)``, kind "%", or
    "time" when no percentage follows the contrast but a duration may."""
    values = [(q, "%", 1.0) for q in quantities if q.unit == "%" and q.value is not None]
    if not any(at <= q.start < at + 160 for q, _, _ in values) and _has_any(text[at: at + 160], _TIME_HINTS):
        for m in _TIME_VALUE.finditer(text):
            sec, unit = _unit_seconds(m.group("u"))
            values.append((Quantity(m.start(), m.end(), float(m.group("n")), None, unit, qualifier_before(text[: m.start()])),
                           "time", sec))
    return sorted(values, key=lambda v: v[0].start)


def _may_contrast(text: str, quantities: Sequence[Quantity]) -> bool:
    """Whether :func:`_contrast_claims` may find two values to set against each other: two percentages among
    ``quantities``, or a duration word (see :func:`_contrast_values`; cheap tests before its regexes).

    Examples:
        >>> t = "it reaches 95% recall, where others plateau at 50%"
        >>> _may_contrast(t, find_quantities(t)), _may_contrast("it takes 3 hours, where x takes 9 days", [])
        (True, True)
        >>> t = "it is 2x faster, while using 30% less memory"
        >>> _may_contrast(t, find_quantities(t))
        False
    """
    return sum(1 for q in quantities if q.unit == "%" and q.value is not None) >= 2 or _has_any(text, _TIME_HINTS)


def _contrast_claims(sent, text: str, quantities: Sequence[Quantity], found: Sequence[Found],
                     quality: Callable[[], bool], proposed: Sequence[str] = ()) -> list[Found]:
    """Our absolute value, then a contrast clause with others' value of the same kind ("95%+ recall ..., where
    algorithms like A and B plateau at around 50%"; "in 6.5 hours, whereas the reference computation would take 9.5
    days"): a claim with our value against the others (those the clause names after "like"/"such as", else its
    subject when it reads like a baseline), better when ours wins (lower for times and less-is-better measures)."""
    out: list[Found] = []
    for m in _CONTRAST.finditer(text):
        if not m.start() or text[m.start() - 1] not in " ,":
            continue  # "elsewhere", "somewhere"
        values = _contrast_values(text, quantities, m.end())
        if len(values) < 2:
            continue
        theirs = next((v for v in values if v[0].start >= m.end()), None)
        if theirs is None or theirs[0].start - m.end() > 160 or ";" in text[m.end(): theirs[0].start]:
            continue
        ours = [v for v in values if v[0].end <= m.start() and v[1] == theirs[1]]
        if not ours or m.start() - ours[-1][0].end > 150 or ";" in text[ours[-1][0].end: m.start()]:
            continue
        q, kind, sec = ours[-1]
        if any(f.value == q.value for f in list(found) + out):
            continue  # claimed already
        if _CHANGE_BEFORE.search(text, max(0, q.start - 25), q.start) or \
                _CHANGE_BEFORE.search(text, max(0, theirs[0].start - 25), theirs[0].start):
            continue  # "loses 2%, whereas prior methods degrade by 12%": changes, not levels
        subject = text[m.end(): theirs[0].start]
        others = _OTHERS_SUBJECT.search(subject) is not None or "reference" in subject
        if not others and subject == sent.text[m.end(): theirs[0].start]:
            continue  # neither others' words nor a name (no capital letter): "while the model reaches 60%"
        marker = _EXAMPLES_OPEN.search(subject)
        start = m.end() + marker.end() if marker else m.end()
        verb = _SUBJECT_END.search(text, start, theirs[0].start)  # the subject ends at its verb
        clause = sent.doc[sent.start: _tokens_after(sent, verb.start() + 1)] if verb else sent
        items, _, _ = parse_baselines(clause, _tokens_after(clause, start), strong=marker is not None)
        proposed_slugs = {_slug(p) for p in proposed}
        if not items or any(it.id in proposed_slugs or _slug(it.text or "") in proposed_slugs for it in items):
            continue
        if not all(it.id for it in items) and not others:
            continue
        lo = _clause_bounds(text, q.start)[0]
        if kind == "time":
            metric, less = "latency", True
            mine, other = q.value * sec, theirs[0].value * theirs[2]
        else:
            metric = _resolve(metric_of(text, q.start, q.end, lo, m.start(), q.unit), q.unit, quality)
            # the value's own measure words: "< 3ms latency and 95% recall" is a recall
            less = metric in ("latency", "memory", "cost", "energy") or _LESS_IS_BETTER.match(
                text[q.end: q.end + 30].lstrip(" +)"), 0) is not None or _ERROR_BEFORE.search(text, max(lo, q.start - 30), q.start)
            mine, other = q.value, theirs[0].value
        direction = "parity" if mine == other else "better" if (mine > other) != less else "worse"
        for item in items:
            out.append(found_against(
                item, metric=metric, value=q.value, value_max=q.value_max, unit=q.unit, qualifier=q.qualifier,
                direction=direction, rule="contrast", confidence=0.6,
            ))
    return out


#: "32 times longer than X", "up to 5 times larger than X", "4 times more requests than X" (``find_quantities``
#: leaves "N times longer/larger/more" alone: without "than" the phrase may be a setting, "5 times larger models")
_TIMES_THAN = re.compile(r"times(?=\s+(?:longer|larger|bigger|more(?:\s+[\w-]+){0,3}?)\s+than\b)")
_NUMBER_END = re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s?$")


def _times_than_quantities(text: str, quantities: list[Quantity], hits: Sequence[CueHit]) -> list[Quantity]:
    """``quantities`` with each "N times longer/larger/more ... than" ratio added, in text order, when a baseline
    follows its "than" (in ``hits``): "inputs are 24 times longer than generated replies" compares no system.

    Examples:
        >>> t = "sequences 32 times longer than a and up to 5 times longer than b"
        >>> than = [CueHit(k, k + 6, "than", None, (BaselineItem("a", "a", None),), False) for k in (26, 58)]
        >>> [(q.value, q.unit, q.qualifier) for q in _times_than_quantities(t, [], than)]
        [(32.0, 'x', None), (5.0, 'x', 'up to')]
        >>> _times_than_quantities(t, [], []), _times_than_quantities("models 5 times larger in size", [], than)
        ([], [])
    """
    extra = []
    for m in _TIMES_THAN.finditer(text):
        n = _NUMBER_END.search(text, max(0, m.start() - 12), m.start())
        if n is not None and not any(q.start <= n.start() < q.end for q in quantities) \
                and any(h.cue == "than" and 0 < h.start - m.end() < 40 for h in hits):
            extra.append(Quantity(n.start(), m.end(), float(n.group("n")), None, "x", qualifier_before(text[: n.start()])))
    return sorted(quantities + extra, key=lambda q: q.start) if extra else quantities


#: Measures where "N times the X of Y" is a gain ("3 times the memory of Y" is a need, not a claim).
_MORE_IS_BETTER = frozenset(("throughput", "speedup", "utilization", PERFORMANCE))
_TIMES_THE = re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s+times(?=\s+the\s+(?P<m>(?:[\w-]+\s+){1,3}?)of\s)")


def _times_the_quantities(text: str, quantities: list[Quantity]) -> list[Quantity]:
    """``quantities`` with each "N times the <measure> of" ratio added, in text order ("30 times the throughput of
    X": a ratio against X, see :func:`_times_of_hits`); the words between "the" and "of" must name a measure ("4
    times the number of GPUs of" is a setting).

    Examples:
        >>> [(q.value, q.unit, q.qualifier) for q in _times_the_quantities("roughly 12 times the throughput of x", [])]
        [(12.0, 'x', 'about')]
        >>> _times_the_quantities("uses 4 times the number of gpus of x", []), _times_the_quantities("3 times the memory of x", [])
        ([], [])
    """
    extra = [Quantity(m.start(), m.end(), float(m.group("n")), None, "x", qualifier_before(text[: m.start()]))
             for m in _TIMES_THE.finditer(text)
             if _first_metric(text, m.start("m"), m.end("m")) in _MORE_IS_BETTER
             and not any(q.start <= m.start() < q.end for q in quantities)]
    return sorted(quantities + extra, key=lambda q: q.start) if extra else quantities


# "we compare A to B and find that it achieves comparable throughput and latency", "Compared to B, A shows similar
# accuracy": a verb, a parity adjective and the measures it holds equal, with the baseline named earlier
_PARITY_ADJECTIVES = r"(?:comparable|similar|equivalent|on[\s-]par|competitive|identical)"
_PEER_ADJECTIVE = re.compile(rf"\b{_PARITY_ADJECTIVES}\s")
_PEER_EARLIER = re.compile(
    r"\b(?:achiev\w*|deliver\w*|attain\w*|obtain\w*|reach\w*|provid\w*|offer\w*|yield\w*|show\w*|exhibit\w*|find|"
    r"observe\w*|demonstrat\w*|sustain\w*|get|gets|getting)\s+(?:a\s+|an\s+|the\s+)?(?:(?:broadly|largely|roughly)\s+)?"
    rf"{_PARITY_ADJECTIVES}\s+$"
)


def _peer_words(text: str) -> bool:
    """Whether ``text`` holds a word of ``_PEER_ADJECTIVE`` (substring tests before that regex).

    Examples:
        >>> _peer_words("it shows similar accuracy"), _peer_words("it is 2x faster")
        (True, False)
    """
    return "comparable" in text or "similar" in text or "equivalent" in text or "on par" in text or "on-par" in text \
        or "competitive" in text or "identical" in text


# where the measures after the adjective end
_PEER_STOP = re.compile(r"[,;.()]|\s(?:while|whereas|on|for|in|at|across|when|with|under|despite|to|as|than|compared|"
                        r"relative|versus|vs|but|which|that|using|by|and\s+(?:it|we|our|a|an|the|is|are|also))\b")
_PURPOSE_END = re.compile(r"(?<!able\s)\bto\s+$")


def _named_earlier_parity(sent, text: str, hits: Sequence[CueHit], found: list[Found], proposed: Sequence[str],
                          quality: Callable[[], bool]) -> list[Found]:
    """``found`` plus the parity of each measure that a verb and a parity adjective hold equal with no cue after
    them ("... and find that it achieves comparable throughput and latency"), against the baseline named earlier
    in the sentence: the last cue's ("Compared to B, ...") or the object of "compare A to/with/against B"; an
    uninformed claim of that cue ("other") is replaced."""
    out = list(found)
    for a in _PEER_ADJECTIVE.finditer(text):
        m = _PEER_EARLIER.search(text, max(0, a.start() - 40), a.end())
        if m is None:
            continue
        if _PURPOSE_END.search(text, max(0, m.start() - 12), m.start()):
            continue  # "to achieve comparable accuracy": a goal (but "is able to achieve")
        stop = _PEER_STOP.search(text, m.end(), m.end() + 60)
        end = stop.start() if stop else min(len(text), m.end() + 60)
        if any(h.start <= end + 1 < h.end or h.start == end + 1 for h in hits) or _SETTING_INNER.search(text, m.end(), end):
            continue  # "comparable accuracy to X": the cue's own claim; "comparable latency budgets": a setting
        metrics = [_metric_word(w.group(0)) for w in _metric_regex()[0].finditer(text, m.end(), end)]
        metrics = list(dict.fromkeys(_resolve(x, None, quality) for x in metrics if x))
        metrics = [x for x in metrics if x not in ("scale", "other")]
        if not metrics:
            continue
        hit = next((h for h in reversed(hits) if h.end <= m.start()), None)
        if hit is None and "compare " in text:
            c = next((c for c in _COMPARE_TO.finditer(text, 0, m.start())), None)
            if c is not None:
                items, end_char, phrase_start = parse_baselines(sent, _tokens_after(sent, c.end()), strong=True)
                hit = CueHit(c.start(), end_char - sent.start_char, "compare", None, items, False,
                             phrase_start - sent.start_char)
                if proposed:
                    hit = _without_proposed(hit, {_slug(p) for p in proposed})
                if hit.end > m.start():
                    hit = None
        if hit is None or not hit.items:
            continue
        keys = {(it.id, None if it.id else it.text) for it in hit.items}
        out = [f for f in out if not (f.value is None and f.metric == "other" and f.rule == f"cue:{hit.cue}"
                                      and (f.baseline, f.baseline_text) in keys)]
        for item in hit.items:
            for metric in metrics:
                key = (item.id, None if item.id else item.text)
                if any(f.metric == metric and (f.baseline, f.baseline_text) == key for f in out):
                    continue
                out.append(found_against(
                    item, metric=metric, value=None, value_max=None,
                    unit=None, qualifier=None, direction="parity", rule="parity-named-earlier", confidence=0.6,
                ))
    return out


def _loss_then_outperforming(text: str, hits: Sequence[CueHit], quantities: Sequence[Quantity],
                             found: list[Found]) -> list[Found]:
    """``found`` with a loss that a later "..., outperforming X" follows split in two: the loss against the
    implicit reference, and a gain over X with no number ("< 0.1 perplexity degradation with 3-bit weights,
    outperforming existing approaches": X is not what the model lost accuracy to)."""
    out = list(found)
    for k, f in enumerate(found):
        if f.direction != "worse" or f.value is None or not f.rule.startswith("quantity+"):
            continue
        hit = next((h for h in hits if h.cue == f.rule[len("quantity+"):]), None)
        if hit is None or not hit.verb or hit.direction != "better" or not any(
                q.value == f.value and q.end <= hit.start and "," in text[q.end: hit.start] for q in quantities):
            continue  # "outperforms X with a 1% accuracy loss": the loss may be X's
        out[k] = f._replace(baseline=None, baseline_label=None, baseline_text=None, rule="quantity")
        if not any(g.value is None and g.direction == "better" and (g.baseline, g.baseline_text) == (f.baseline, f.baseline_text)
                   for g in out):
            out.append(f._replace(value=None, value_max=None, unit=None, qualifier=None, direction="better",
                                  rule=f"cue:{hit.cue}", confidence=0.7))
    return out


#: The "in ..." that follows a verb cue's baselines, up to where a setting or another clause starts.
_IN_MEASURE = re.compile(r" in\s+(?:terms\s+of\s+)?(?P<m>[^,;:()]*?)(?=\s+(?:across|on|for|with|under|at|when|while|whereas|"
                         r"but|by|compared|over|than|using|without|which|thanks|due|as|in)\b|[,;:()]|\.?$)")


def _measures_named_after(text: str, end: int, hi: int) -> list[str]:
    """The measures named in the "in ..." complement right after a verb cue's baselines ("outperforms A, B and C in
    BERT inference latency across sequence lengths": latency, not the speed a subject "the runtime" suggests, nor the
    setting after "across"); empty when the complement names none ("in most settings").

    Examples:
        >>> t = "the runtime outperforms a and b in gpt decoding latency across mixed sequence lengths."
        >>> _measures_named_after(t, t.index(" in "), len(t))
        ['latency']
        >>> t = "the faster kernel beats a in terms of memory and throughput."
        >>> _measures_named_after(t, t.index(" in "), len(t))
        ['memory', 'throughput']
        >>> _measures_named_after("the runtime beats a in most settings.", 16, 37)
        []
        >>> _measures_named_after("the runtime beats a in sequence lengths up to 8k.", 16, 50)
        []
    """
    m = _IN_MEASURE.match(text, end, hi)
    if m is None:
        return []
    words = (_cue_metric_word(w.group(0).lower()) for w in _metric_regex()[0].finditer(text, m.start("m"), m.end("m")))
    # "in sequence lengths up to 8K", "in large batch sizes": a setting, not the measure
    return list(dict.fromkeys(w for w in words if w and w not in ("other", "scale")))


# "outperforms X in both speed and scalability, and improves MFU by 2.9x", "outperforms X by achieving a better FID
# score and reducing compute by 2.3x": the measures right after the verb cue's baselines, before a second predicate
_LISTED_IN = re.compile(r",?\s+(?:in\s+(?:terms\s+of\s+)?(?:both\s+)?|by\s+(?:achieving|delivering|providing|offering|attaining|"
                        r"yielding|obtaining|showing)\s+(?:an?\s+)?(?:\w+ly\s+)?(?:better|higher|lower|superior|improved|"
                        r"stronger)\s+)")
# what ends the measures: a second predicate ("..., and improves"), or a break (then no claim)
_LISTED_NEXT = re.compile(r",?\s+and\s+(?!\d)[a-z]+(?:s|ing)\b|[,;:()]")


def listed_measures(text: str, end: int) -> tuple[int, list[str]]:
    """The measures named right after a verb cue's baselines (ending at ``end``) when a second predicate follows
    ("outperforms X in both speed and scalability, and improves ..."): ``(end of the measures, metrics)``, or
    ``(end, [])``.

    Examples:
        >>> t = "ours outperforms x, in both serving speed and scalability, and improves mfu by up to 2x."
        >>> listed_measures(t, 18)
        (57, ['speedup', 'scale'])
        >>> t = "ours outperforms x by achieving a better clip score and reducing the compute by 2x."
        >>> listed_measures(t, 18)
        (51, ['accuracy'])
        >>> listed_measures("ours beats x in throughput by 2x.", 12), listed_measures("ours beats x in most settings, and y.", 12)
        ((12, []), (12, []))
    """
    m = _LISTED_IN.match(text, end)
    if m is None:
        return end, []
    stop = _LISTED_NEXT.search(text, m.end() + 1, m.end() + 81)
    if stop is None or "and" not in stop.group(0):
        return end, []
    metrics = []
    for w in _metric_regex()[0].finditer(text, m.end(), stop.start()):
        word = w.group(0).lower()
        metric = _cue_metric_word(word)
        # "in sequence lengths", "in large batch sizes": a setting; "scalability" is the measure
        if metric and metric != "other" and (metric != "scale" or word.startswith("scalab")) and metric not in metrics:
            metrics.append(metric)
    return stop.start(), metrics


def _listed_measure_claims(text: str, hits: Sequence[CueHit], quantities: Sequence[Quantity], found: list[Found],
                           quality: Callable[[], bool]) -> list[Found]:
    """``found`` plus a claim without a number for each measure a verb cue's complement names when the cue's number
    belongs to a later predicate ("outperforms A and B in both speed and scalability, and improves MFU by 2.88x":
    A and B are also beaten on speed and on scale)."""
    out = list(found)
    for hit in hits:
        if not hit.verb or not text.startswith((" in ", ", in ", " by "), hit.end):
            continue
        stop, metrics = listed_measures(text, hit.end)
        if not metrics or any(hit.end <= q.start < stop for q in quantities):
            continue  # "outperforms X in throughput by 2x": the number is the measure's own
        for item in hit.items:
            key = (item.id, item.name if item.id else None, None if item.id else item.text)
            for metric in metrics:
                metric = _resolve(metric, None, quality) if metric == PERFORMANCE else metric
                if any((f.baseline, f.baseline_label, f.baseline_text) == key and f.metric == metric and f.value is None
                       for f in out):
                    continue
                out.append(Found(baseline=key[0], baseline_label=key[1], baseline_text=key[2], metric=metric, value=None,
                                 value_max=None, unit=None, qualifier=None, direction=hit.direction or "better",
                                 rule=f"listed:{hit.cue}", confidence=0.6))
    return out


# "keeps most of the quality of the teacher", "retains nearly all of the quality of the dense model": parity with it
_MOST_KEPT = re.compile(r"\b(?:keep|retain|preserv|recover|maintain)\w*\s+(?:most|nearly\s+all|almost\s+all)\s+"
                        r"of\s+(?=(?:the|its|their)\s+(?:[\w-]+\s+){0,2}?(?P<m>accurac(?:y|ies)|quality|performance|"
                        r"perplexity)\s+of\s)")


_MOST_KEPT_VERBS = ("keep", "retain", "preserv", "recover", "maintain")  # every _MOST_KEPT match holds one


def _kept_parity(items: Sequence[BaselineItem], metric: str, rule: str) -> list[Found]:
    """A number-less parity claim on ``metric`` against each baseline of ``items`` whose measure is said to be kept
    or matched (not a pronoun: "most of the accuracy of it" names nothing)."""
    return [found_against(item, metric=metric, value=None, value_max=None, unit=None,
                          qualifier=None, direction="parity", rule=rule, confidence=0.6)
            for item in items if not (item.text and item.text.lower() in _PRONOUNS)]


def _most_kept_claims(sent, text: str, found: list[Found], quality: Callable[[], bool]) -> list[Found]:
    """``found`` plus a parity claim for each "keeps most of the quality of X" (X's measure kept, near enough)."""
    out = list(found)
    for m in _MOST_KEPT.finditer(text):
        items, _, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        word = m.group("m")
        metric = _resolve(PERFORMANCE, None, quality) if word == "performance" else "accuracy"
        out.extend(_kept_parity(items, metric, "most-kept"))
    return out


# "reduce the compute cost (GPU time and power) to the same level of greedy sampling": parity with it
_SAME_LEVEL = re.compile(r"\b(?:reduc|lower|cut|bring|brought|decreas|shrink|shrank)\w*\s+(?P<obj>[^,;]{1,80}?)\s+(?:down\s+)?"
                         r"to\s+the\s+same\s+level\s+of\s+")  # "... level as X": the "same as" cue's


def _same_level_claims(sent, text: str, found: list[Found]) -> list[Found]:
    """``found`` plus a parity claim for each measure cut "to the same level of X" (X's own level)."""
    out = list(found)
    for m in _SAME_LEVEL.finditer(text):
        hits = _metric_hits(text, m.start("obj"), m.end("obj"))
        if not hits:
            continue
        metric = hits[0][2]  # "the compute cost (GPU time and GPU memory)": the cost
        items, _, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        out.extend(_kept_parity(items, metric, "same-level"))
    return out


_SUPERIOR_MEASURE = re.compile(r"\bsuperior\s+")


def _superior_measure(text: str, lo: int, hi: int, quality: Callable[[], bool]) -> list[str]:
    """The measure named right after the last "superior" of ``text[lo:hi]`` ("validate X's superior performance
    across many settings compared with Y": the claim is on performance, however far the cue).

    Examples:
        >>> _superior_measure("its superior accuracy across ten settings compared with y", 0, 45, lambda: False)
        ['accuracy']
    """
    found = list(_SUPERIOR_MEASURE.finditer(text, lo, hi))
    if not found:
        return []
    hits = _metric_hits(text, found[-1].end(), min(hi, found[-1].end() + 30))
    return [_resolve(hits[0][2], None, quality)] if hits and hits[0][0] == found[-1].end() else []


# bounded losses with no comparative word: "with less than 3% error", "(<2% gap)", "adds under 1% to the training
# time", "costs only about 8% of throughput": the bound of a loss against the implicit reference (worse, "max")
_BOUND_BEFORE = re.compile(r"(?:\bless\s+than|\bunder|\bbelow|\bat\s+most|<|≤)\s*$")
_ERROR_AFTER = re.compile(r"\s*\)?\s*(?:(?:relative|prediction|estimation|simulation|modell?ing|average|mean|absolute)\s+)?"
                          r"(?P<w>errors?|error\s+rates?|gaps?)\b(?!\s+(?:reduction|decrease|cut))")
_ERROR_BEFORE = re.compile(r"\b(?:errors?|error\s+rates?|gaps?)\s+(?:of\s+|is\s+|stays\s+|remains\s+)$")
_ADDS_BEFORE = re.compile(r"\badd(?:s|ed|ing)?\s+(?:only\s+|just\s+)?$")
_ADDS_TO = re.compile(r"\s+to\s+(?:the\s+|its\s+|their\s+)?(?P<p>(?:[\w-]+\s+){0,3}?(?:time|latency|runtime|run\s+time|"
                      r"iteration|step|memory|footprint|cost|energy|power))\b")
_COSTS_SHARE = re.compile(r"\bcost(?:s|ing)?\s+(?:only\s+|just\s+)?(?:about\s+|around\s+|roughly\s+|~\s*)?$")
_OF_GAIN_MEASURE = re.compile(r"\s+(?:of|in)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?P<m>throughput|speed|"
                              r"performance|accuracy)\b")
_BOUNDED_REDUCED = re.compile(r"\b(?:reduc|lower|cut|decreas|bring|brought|brings|minimi)\w*\s+(?:[\w-]+\s+){0,4}$")
#: The words one of which every bounded-loss match holds.
BOUNDED_LOSS_WORDS = ("error", "gap", " add", "cost")


def _bounded_loss_claims(text: str, found_quantities: Sequence[Quantity], found: list[Found]) -> list[Found]:
    """``found`` with a worse claim ("max") for each value bounding a loss that no comparative word marks: an error
    or a gap under a bound, a share added to a time, a share of a gain measure that a change costs.

    Examples:
        >>> t = "it predicts step time with less than 4.1% error rate."
        >>> [(f.metric, f.value, f.qualifier, f.direction) for f in _bounded_loss_claims(t, find_quantities(t), [])]
        [('accuracy', 4.1, 'max', 'worse')]
        >>> t = "the checkpoints add less than 0.2% to the total training time."
        >>> [(f.metric, f.value) for f in _bounded_loss_claims(t, find_quantities(t), [])]
        [('latency', 0.2)]
        >>> t = "it lowers the error to less than 4.1%."  # a bound reached by a reduction: not a loss
        >>> _bounded_loss_claims(t, find_quantities(t), [])
        []
    """
    out = found
    for q in found_quantities:
        if q.unit != "%" or q.value is None or any(f.value == q.value for f in found):
            continue
        before = text[max(0, q.start - 40): q.start]
        m = _BOUND_BEFORE.search(before)
        head = before[: m.start()] if m else before
        bound = m is not None or text[q.start] in "<≤"  # "less than 2%", "(<2% gap)"
        metric, qualifier = None, "max"
        if bound and (_ERROR_AFTER.match(text, q.end) or _ERROR_BEFORE.search(head)):
            if _BOUNDED_REDUCED.search(head):
                continue  # "lowers the error to below 2%": a gain, read elsewhere
            word = (_ERROR_AFTER.match(text, q.end) or _ERROR_BEFORE.search(head)).group(0)
            metric = "other" if "gap" in word else "accuracy"
        elif "add" in head and _ADDS_BEFORE.search(head) and (to := _ADDS_TO.match(text, q.end)):
            added = to.group("p")  # a time added to is a latency loss (the guideline's overhead convention)
            metric = "latency" if "time" in added or "step" in added or "iteration" in added \
                else _first_metric(text, to.start("p"), to.end()) or "other"
        elif "cost" in before and _COSTS_SHARE.search(before) and (of := _OF_GAIN_MEASURE.match(text, q.end)):
            metric = _first_metric(text, of.start("m"), of.end()) or "other"
            qualifier = q.qualifier  # "costs only about 8% of throughput"
        if metric is None:
            continue
        if out is found:
            out = list(found)
        out.append(Found(None, None, None, metric, q.value, q.value_max, q.unit, qualifier, "worse", "bounded-loss", 0.6))
    return out


# a loss held under a bound by a verb of keeping: "the quality change stays under 0.4%", "its extra tuning cost remains
# below 3%" (a change word before the verb), "keeps the batch job's p95 latency within 8% of an isolated run", "stays
# within 2 points of the score reached by the dense model" (a bound relative to a reference): worse, "max"
_HELD_CHANGE = re.compile(r"(?:^|[\s(])(?P<p>(?:[\w'’-]+\s+){0,3}?(?:change|changes|drop|drops|loss|degradation|increase|"
                          r"cost|costs|overhead|slowdown|difference))\s+(?:stays?|stayed|remains?|remained|is|was|are|were|"
                          r"(?:is|are)\s+kept|(?:is|are)\s+held)\s+(?:well\s+|always\s+|still\s+)?"
                          r"(?:within|below|under|less\s+than|at\s+most)\s*$")
_HELD_WITHIN = re.compile(r"\b(?:stays?|stayed|staying|remains?|remained|remaining|keeps?|kept|keeping|holds?|held|"
                          r"holding)\s+(?P<p>[^,;:()]{0,50}?)\bwithin\s+(?:about\s+|roughly\s+|~\s*)?$")
_OF_REFERENCE = re.compile(r"\s+of\s+(?:the\s+|its\s+|their\s+)?(?P<r>[^,;:()]{0,40})")
#: The words one of which every held-bound match holds (the verbs of both regexes).
HELD_BOUND_WORDS = ("stay", "remain", " is ", " are ", " was ", " were ", "keep", "kept", "hold", "held")


def _held_bound_claims(text: str, found_quantities: Sequence[Quantity], found: list[Found]) -> list[Found]:
    """``found`` with a worse claim ("max") for each share or point count bounding a loss that a verb of keeping
    holds: a change word before it ("the quality change stays under 0.4%"), or a bound relative to a reference
    after it ("keeps its p95 latency within 8% of an isolated run"), the measure named before the bound or, else,
    right after "of". A level reached ("within 3% of the peak") and a kept level with no change word ("keeps the
    miss rate below 2%") are no loss.

    Examples:
        >>> t = "the model's quality change stays under 0.4% on all tasks."
        >>> [(f.metric, f.value, f.qualifier, f.direction) for f in _held_bound_claims(t, find_quantities(t), [])]
        [('accuracy', 0.4, 'max', 'worse')]
        >>> t = "it keeps the batch job's p95 latency within 8% of an isolated run."
        >>> [(f.metric, f.value) for f in _held_bound_claims(t, find_quantities(t), [])]
        [('latency', 8.0)]
        >>> t = "it keeps the miss rate below 2% and stays within 3% of the peak throughput."
        >>> _held_bound_claims(t, find_quantities(t), [])
        []
    """
    out = found
    for q in found_quantities:
        if q.unit not in ("%", "points") or q.value is None or any(f.value == q.value for f in found):
            continue
        if not _has_any(text[max(0, q.start - 12): q.start], ("within", "below", "under", "than", "most")):
            continue  # every match of both regexes ends with one of these words
        lo = max(0, q.start - 90)
        metric = None
        if (m := _HELD_CHANGE.search(text, lo, q.start)) is not None:
            metric = _first_metric(text, m.start("p"), m.end("p"))
        elif "within" in text[lo: q.start] and (m := _HELD_WITHIN.search(text, lo, q.start)) is not None \
                and (of := _OF_REFERENCE.match(text, q.end)) is not None and not _WITHIN_LEVEL.search(of.group("r")):
            metric = _first_metric(text, m.start("p"), m.end("p")) or _first_metric(text, of.start("r"), of.end("r"))
        if metric is None or metric == PERFORMANCE:
            continue
        if out is found:
            out = list(found)
        out.append(Found(None, None, None, metric, q.value, q.value_max, q.unit, "max", "worse", "held-bound", 0.6))
    return out



# "..., whereas X slows down as inputs grow", "and Y runs out of memory", "a model that Z fails to train": a named
# other system failing where ours does not (a claim against it with no number)
_OTHER_FAILS = re.compile(
    r"\b(?:whereas|while|but|and|that)\s+(?P<subj>[^,;]{1,40}?)\s+(?:(?:at|on|with|under|in)\s+[^,;]{1,30}?\s+)?"
    r"(?P<verb>slows?\s+down|runs?\s+out\s+of\s+memory|degrades?\s+to|"
    r"(?:fails?|is\s+unable)\s+to\s+(?:train|fine-tune|finetune|run|fit|scale|handle|serve|load)|"
    r"cannot\s+(?:train|fine-tune|finetune|run|fit|scale|handle|serve|load))\b"
)
#: What every ``_OTHER_FAILS`` or ``_OTHERS_TIME_OUT`` match holds (cheap tests before the regexes).
OTHER_FAILS_WORDS = ("slow down", "slows down", "out of memory", "degrade", "fail", "unable to", "cannot ", "time out",
                     "times out", "timed out")
# "solves in seconds instances on which the solvers A, B and C time out": each named system that times out
_OTHERS_TIME_OUT = re.compile(r"\b(?:whereas|while|but|where|on\s+which|in\s+which|for\s+which)\s+(?P<subj>[^;]{1,90}?)\s+"
                              r"(?:all\s+|both\s+|still\s+)?(?:times?\s+out|timed\s+out)\b")


def _other_fails_claims(sent, text: str, found: list[Found], proposed: Sequence[str]) -> list[Found]:
    """``found`` plus a claim with no number against each named system that a clause says fails where ours does not
    ("ours keeps its throughput flat, whereas X slows down steadily": better than X on throughput; "Y runs out of
    memory" or "Z fails to fine-tune it": better on scale; "W degrades to a perplexity of 90": on accuracy).

    Examples:
        >>> _OTHER_FAILS.search("flat, whereas zorb slows down as it grows").group("subj", "verb")
        ('zorb', 'slows down')
        >>> _OTHER_FAILS.search("while zorb at the same width degrades to a perplexity of 90").group("subj")
        'zorb'
    """
    own = {_slug(p) for p in proposed}
    out = list(found)
    for m in _OTHER_FAILS.finditer(text):
        item = _item_at(sent, m.start("subj"), m.end("subj"))
        if item is None or not item.id or item.id in own or _slug(item.name or "") in own:
            continue  # "while the model degrades to ...": no named other system
        verb = m.group("verb")
        if verb.startswith("slow"):
            before = _metric_hits(text, 0, m.start())
            metric = before[-1][2] if before and before[-1][2] in ("throughput", "latency", "speedup") else "speedup"
        elif verb.startswith("degrade"):
            metric = "accuracy"
        else:
            metric = "scale"  # out of memory, or unable to train at all: what it can handle
        if any(f.baseline == item.id and f.metric == metric for f in out):
            continue
        out.append(found_against(item, metric=metric, value=None, value_max=None, unit=None, qualifier=None,
                                 direction="better", rule="other-fails", confidence=0.6))
    for m in _OTHERS_TIME_OUT.finditer(text) if "out" in text else ():
        clause = sent.doc[sent.start: _tokens_after(sent, m.end("subj"))]  # the subject alone, not "times out"
        items, _, _ = parse_baselines(clause, _tokens_after(clause, m.start("subj")), strong=True)
        for item in items:
            if not item.id or item.id in own \
                    or any(f.baseline == item.id and f.metric == "speedup" for f in out):
                continue
            out.append(found_against(item, metric="speedup", value=None, value_max=None, unit=None, qualifier=None,
                                     direction="better", rule="other-fails", confidence=0.6))
    return out
