"""A share of the baseline's level: "99% of the accuracy of X", "half the energy of X", "a tenth of X's cost".

Each rule reads one family (:func:`_share_claims`, :func:`_resource_claims`, :func:`_cost_fraction_claims`,
:func:`_terms_claims`) and parses the baseline after it (:mod:`.baselines`); below 100% a kept share is a loss
(worse), a resource share a saving (better).

Examples:
    >>> _SHARE_OF.search("reaching 99% of the accuracy of orca-x").group(0)
    '99% of the accuracy of '
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from paperkg.extract.quantities import qualifier_before

from .records import BaselineItem, CueHit, Found, found_against
from .cues import PERFORMANCE, _has_any
from .metrics import _first_metric, _head, _metric_hits
from .baselines import _item_at, _tokens_after, parse_baselines


# "reaching 98.1% of the quality level of X", "retains 97% of the accuracy of the FP16 model"
_SHARE_OF = re.compile(
    r"(?:(?P<lo>\d+(?:\.\d+)?)\s?%?\s?[-–]\s?)?(?P<num>\d+(?:\.\d+)?)\s?%\s+(?:(?:of\s+(?:the\s+|its\s+|their\s+)?|the\s+)"
    r"(?:[\w-]+\s+){0,2}?"
    r"(?P<m>accuracy|performance|quality|score|throughput|speed)|(?P<m2>performance|quality))(?:\s+level)?\s+(?:of|achieved\s+by|reached\s+by)\s+"
)


#: "within" (and a hedge) right before a share: the share bounds a gap ("within 3% of the throughput of X").
_WITHIN_END = re.compile(r"\bwithin\s+(?:about\s+|around\s+|only\s+|roughly\s+|just\s+)?$")
#: The metric of a share's measure word; "performance" depends on the abstract, the rest is accuracy.
_SHARE_METRICS = {"throughput": "throughput", "speed": "speedup"}


def _bounded_within(text: str, at: int, value: float, metric: str, found: list[Found]) -> list[Found] | None:
    """``found`` with its "within" bound of ``value`` read in the measure ``metric`` that the share at ``at`` names
    ("within 3% of the throughput of X", "within 2% of X's accuracy": one bounded loss, not a second claim), or
    ``None`` when the share bounds no such claim.

    Examples:
        >>> f = Found("x", "X", None, "other", 3.0, None, "%", "max", "worse", "quantity+within", 0.9)
        >>> [g.metric for g in _bounded_within("within 3% of the throughput of x", 7, 3.0, "throughput", [f])]
        ['throughput']
        >>> _bounded_within("reaches 3% of the throughput of x", 8, 3.0, "throughput", [f]) is None
        True
    """
    if not any(f.value == value and f.rule == "quantity+within" for f in found) \
            or not _WITHIN_END.search(text, max(0, at - 24), at):
        return None
    return [f._replace(metric=metric) if f.value == value and f.rule == "quantity+within" and f.metric == "other" else f
            for f in found]


_PEAK = re.compile(r"\b(?:peak|theoretical|maximum|max|ideal|roofline|attainable|available)\b")


def _share_low(low: str | None, value: float) -> float | None:
    """The low end of a share range ("53-99%" -> 53.0), none without a range or when it is not below the high end.

    Examples:
        >>> _share_low("53", 99.0), _share_low(None, 99.0), _share_low("99", 53.0)
        (53.0, None, None)
    """
    return float(low) if low is not None and float(low) < value else None


_WHILE_BEING = re.compile(r",?\s+(?:while|whilst|and)\s+(?:also\s+)?being\s")


def _being_values_of(found: list[Found], items: Sequence[BaselineItem]) -> list[Found]:
    """"93% of the performance of X, while being 4x smaller and 6x faster": the values of the sentence left
    without a baseline are against X too (one claim per named baseline)."""
    out: list[Found] = []
    for f in found:
        if f.baseline is None and f.baseline_text is None and f.value is not None and f.rule == "quantity":
            out.extend(f._replace(baseline=it.id, baseline_label=it.name, rule="quantity+share") for it in items)
        else:
            out.append(f)
    return out


# "retains 93% of the original model's accuracy", "95% of Orca's score", "90% of Orca's throughput": the owner of the
# level is the baseline
_SHARE_OWNED = re.compile(
    r"(?P<num>\d+(?:\.\d+)?)\s?%\s+of\s+(?P<owner>(?:the\s+)?(?:[\w.-]+\s+){0,2}?[\w.-]+)['’]s\s+(?:[\w-]+\s+){0,3}?"
    r"(?P<m>accuracy|performance|quality|scores?|throughput|speed)\b"
)
#: The stems of the verbs that keep a share of a level ("retains", "maintaining"); every kept-share match holds one.
_KEPT_SHARE_HINTS = ("retain", "maintain", "preserv", "keep", "recover")
_KEPT_SHARE_VERB = r"\b(?:" + "|".join(_KEPT_SHARE_HINTS) + r")\w*\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|over\s+|more\s+than\s+)?"
# "retains 97% of the zero-shot accuracy" (no owner): a kept share of the unnamed original's level
_KEPT_SHARE = re.compile(
    _KEPT_SHARE_VERB + r"(?P<num>\d+(?:\.\d+)?)\s?%\s+of\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?P<m>accuracy|performance|quality|scores?)\b(?!\s+(?:of|achieved|reached)\b|['’])"
)
# "maintaining 98%, 97% and 91% of the zero-shot accuracy of the dense model respectively": one share per value
_KEPT_SHARES = re.compile(
    _KEPT_SHARE_VERB + r"(?P<nums>\d+(?:\.\d+)?\s?%(?:\s*,\s*\d+(?:\.\d+)?\s?%)*,?\s+and\s+\d+(?:\.\d+)?\s?%)\s+"
    r"(?:of\s+(?:the\s+|its\s+|their\s+)?)?(?:[\w-]+\s+){0,3}?(?P<m>accuracy|performance|quality|scores?)\s+of\s+"
)
_PERCENT_VALUE = re.compile(r"\d+(?:\.\d+)?(?=\s?%)")


# "cuts the serving cost to 61% of that of the unpruned model": our level as a share of the baseline's, lower
_REDUCED_TO_SHARE = re.compile(
    r"\b(?:reduc|cut|lower|decreas|shrink|bring|brought)\w*\s+(?P<obj>[^,;]{1,60}?)\s+to\s+(?:about\s+|around\s+|only\s+|just\s+)?"
    r"(?P<num>\d+(?:\.\d+)?)\s?%\s+of\s+(?:that|those)\s+(?:of|for|with|in)\s+"
)


def _reduced_share_claims(sent, text: str, out: list[Found]) -> list[Found]:
    """``out`` plus "reduces <measure> to N% of that of X": a gain over X whose value is the share kept (the
    X-vs-Y convention: our value), the metric that of the measure's words (else "other").

    Examples:
        >>> _REDUCED_TO_SHARE.search("we cut the serving cost to 61% of that of the unpruned model").group("obj", "num")
        ('the serving cost', '61')
    """
    for m in _REDUCED_TO_SHARE.finditer(text):
        value = float(m.group("num"))
        if value >= 100 or any(f.value == value for f in out):
            continue
        items, _, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        metric = _first_metric(text, m.start("obj"), m.end("obj")) or "other"
        for item in items or (None,):
            out.append(found_against(
                item, metric=metric, value=value, value_max=None,
                unit="%", qualifier=None, direction="better", rule="reduced-to-share", confidence=0.5,
            ))
    return out


def _owned_share_claims(sent, text: str, out: list[Found], quality: Callable[[], bool]) -> list[Found]:
    """``out`` plus the kept shares that :data:`_SHARE_OF` does not read: a level owned by the baseline ("93% of
    the dense model's accuracy"), a kept share with no owner (against the unnamed original), and a list of kept
    shares of one baseline's level; worse below 100%. A value already read is not read again.

    Examples:
        >>> bool(_SHARE_OWNED.search("keeps 93% of the full model's few-shot accuracy"))
        True
        >>> bool(_KEPT_SHARE.search("retains 97% of the zero-shot accuracy.")), bool(_KEPT_SHARE.search(
        ...     "retains 97% of the accuracy of x"))
        (True, False)
        >>> _KEPT_SHARES.search("maintaining 98%, 97% and 91% task accuracy of the dense model").group("nums")
        '98%, 97% and 91%'
    """
    if "% of th" in text and " to " in text:
        out = _reduced_share_claims(sent, text, out)
    for m in _SHARE_OWNED.finditer(text):
        value = float(m.group("num"))
        if value >= 100 or _PEAK.search(text, m.start(), m.end()):
            continue
        metric = ("accuracy" if quality() else "speedup") if m.group("m") == "performance" \
            else _SHARE_METRICS.get(m.group("m"), "accuracy")
        if any(f.value == value for f in out):
            out = _bounded_within(text, m.start(), value, metric, out) or out
            continue
        item = _item_at(sent, m.start("owner"), m.end("owner"))
        if item is None:
            continue
        out.append(found_against(
            item, metric=metric, value=value, value_max=None, unit="%", qualifier=qualifier_before(text[: m.start()]),
            direction="worse", rule="share-of", confidence=0.6,
        ))
    if not _has_any(text, _KEPT_SHARE_HINTS):
        return out
    for m in _KEPT_SHARE.finditer(text):
        value = float(m.group("num"))
        if value >= 100 or any(f.value == value for f in out) or _PEAK.search(text, m.start(), m.end()):
            continue
        out.append(Found(
            baseline=None, baseline_label=None, baseline_text=None, metric="accuracy", value=value, value_max=None,
            unit="%", qualifier=qualifier_before(text[: m.start("num")]), direction="worse", rule="share-kept",
            confidence=0.5,
        ))
    for m in _KEPT_SHARES.finditer(text):
        values = [float(v) for v in _PERCENT_VALUE.findall(m.group("nums"))]
        if any(v >= 100 for v in values) or any(f.value in values for f in out):
            continue
        items, _, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        item = items[0] if len(items) == 1 else None
        for value in values:
            out.append(found_against(
                item, metric="accuracy", value=value,
                value_max=None, unit="%", qualifier=None, direction="worse", rule="share-kept", confidence=0.5,
            ))
    return out


def _share_claims(sent, text: str, found: list[Found], quality: Callable[[], bool]) -> list[Found]:
    """``found`` plus "N% of the accuracy of X": X's level as a share, a comparison with X (worse below 100%)."""
    if "% " not in text:
        return found
    if "% of" not in text and "% the " not in text and "% performance of" not in text and "% quality of" not in text:
        # "96.8% the performance of X", "97% performance of X" too
        return _owned_share_claims(sent, text, list(found), quality) if _has_any(text, _KEPT_SHARE_HINTS) else found
    out = list(found)
    for m in _SHARE_OF.finditer(text):
        if _PEAK.search(text, m.start(), m.end()):
            continue  # "75% of the peak throughput": a utilization level, not a comparison
        value = float(m.group("num"))
        low = _share_low(m.group("lo"), value)  # "53-99% of the throughput of X": the range
        word = m.group("m") or m.group("m2")
        if word == "performance":
            metric = "accuracy" if quality() else "speedup"
        else:
            metric = _SHARE_METRICS.get(word, "accuracy")
        if (bounded := _bounded_within(text, m.start(), value, metric, out)) is not None:
            out = bounded
            continue
        items, _, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        if items and all(it.id for it in items) and "being " in text and _WHILE_BEING.search(text, m.end()):
            out = _being_values_of(out, items)
        for item in items or (None,):
            out.append(found_against(
                item, metric=metric, value=low if low is not None else value, value_max=value if low is not None else None,
                unit="%", qualifier=qualifier_before(text[: m.start()]),
                direction="worse" if value < 100 else "better", rule="share-of", confidence=0.7,
            ))
    return _owned_share_claims(sent, text, out, quality)


# "with only about 40% of the computations", "requires half of the compute", "consumes 1/4 of the energy needed to
# train X": the resources the contribution needs, as a share of the baseline's
_RESOURCE_SHARE = re.compile(
    r"\b(?:with|using|uses?|requir\w*|consum\w*|needs?|needing|at)\s+(?P<q>only\s+|just\s+|as\s+little\s+as\s+|less\s+than\s+)?"
    r"(?P<about>about\s+|around\s+|roughly\s+|approximately\s+)?"
    r"(?P<num>\d+(?:\.\d+)?\s?%|half|a\s+third|one\s+third|a\s+quarter|one\s+quarter|1/\d+)\s+of\s+(?:the\s+|its\s+)?"
    r"(?P<m>computations?|compute|flops|energy|cost|memory)\b"
)
_RESOURCE_METRIC = {"energy": "energy", "memory": "memory"}
#: What every ``_RESOURCE_SHARE`` match holds in its amount ("30%", "half", "a third", "a quarter", "1/8").
_RESOURCE_AMOUNTS = ("%", "half", "third", "quarter", "1/")
_OF_NEXT = re.compile(r"\s+(?:that\s+|those\s+)?of\s+(?=\S)")
_FRACTIONS = {"half": 2.0, "a third": 3.0, "one third": 3.0, "a quarter": 4.0, "one quarter": 4.0}
_USED_BY = re.compile(r"\s+(?:[\w-]+\s+){0,2}?(?:used|needed|required|spent|consumed)\s+(?:to\s+train|to\s+run|by|for|in)\s+")


def _resource_claims(sent, text: str, hits: Sequence[CueHit], found: list[Found]) -> list[Found]:
    """``found`` plus the resource shares of the sentence (see ``_RESOURCE_SHARE``), each against the baseline
    the share names ("used to train X") or the sentence's first compared baseline."""
    if " of " not in text or not ("comput" in text or "flops" in text or "energy" in text or "cost" in text
                                  or "memory" in text) or not _has_any(text, _RESOURCE_AMOUNTS):
        return found
    matches = list(_RESOURCE_SHARE.finditer(text))
    if not matches:
        return found
    named: Sequence[BaselineItem] = ()
    for m in matches:
        used = _USED_BY.match(text, m.end())
        if used:
            named, _, _ = parse_baselines(sent, _tokens_after(sent, used.end()), strong=True)
            if named:
                break
        used = _OF_NEXT.match(text, m.end())  # "1/500 of the memory of X": a named system only (not "of the GPU")
        if used:
            at = _tokens_after(sent, used.end())
            named, _, _ = parse_baselines(sent, at, strong=True)
            device = any(t.ent_type_ in ("HARDWARE", "HWCLASS") for t in sent.doc[at: min(at + 3, sent.end)])
            named = named if named and not device and all(it.id for it in named) else ()
            if named:
                break
    out = list(found)
    for m in matches:
        before = [h for h in hits if h.end <= m.start()]
        # "only 3% of the compute compared to training X from scratch": the cue right after the share names its baseline
        next_to = [h for h in hits if m.end() <= h.start <= m.end() + 2 and h.items]
        items: Sequence[BaselineItem | None] = named or (next_to[0].items if next_to else before[-1].items if before
                                                         else hits[0].items if hits else (None,))
        raw = re.sub(r"\s+", " ", m.group("num"))
        if raw.endswith("%"):
            value, unit = float(raw.rstrip("% ")), "%"
        elif raw.startswith("1/"):
            value, unit = float(raw[2:]), "x"
        else:
            value, unit = _FRACTIONS[raw], "x"
        if value <= 0 or unit == "%" and value >= 100 or any(f.value == value for f in found) \
                or m.group("m") == "memory" and not named:
            continue  # "uses 1/4 of the memory" alone is a share, not a saving
        qualifier = "up to" if m.group("q") and "little" in m.group("q") else "about" if m.group("about") else \
            "at least" if m.group("q") and "less" in m.group("q") else None
        for item in items:
            out.append(found_against(
                item, metric=_RESOURCE_METRIC.get(m.group("m"), "cost"), value=value, value_max=None, unit=unit,
                qualifier=qualifier, direction="better", rule="resource-share", confidence=0.6,
            ))
    return out


# "while costing about half as much", "at a third of the price": a cost ratio in words
_COST_FRACTION = re.compile(
    r"\b(?:cost(?:s|ing)?\s+(?P<about>about\s+|around\s+|roughly\s+|approximately\s+)?(?P<num>half|a\s+third|one\s+third|"
    r"a\s+quarter|one\s+quarter)\s+as\s+much|at\s+(?P<about2>about\s+|around\s+|roughly\s+|approximately\s+)?"
    r"(?P<num2>half|a\s+third|one\s+third|a\s+quarter|one\s+quarter)\s+(?:of\s+)?the\s+(?:cost|price))\b"
)


def _cost_fraction_claims(text: str, hits: Sequence[CueHit], found: list[Found]) -> list[Found]:
    """``found`` plus a cost ratio said in words ("while costing about half as much" -> 2x lower cost), against
    the sentence's compared baseline before it (else its first, else the implicit one)."""
    if "cost" not in text and "price" not in text or not ("half" in text or "third" in text or "quarter" in text):
        return found
    out = list(found)
    for m in _COST_FRACTION.finditer(text):
        raw = re.sub(r"\s+", " ", m.group("num") or m.group("num2"))
        value = _FRACTIONS[raw]
        if any(f.metric == "cost" and f.value == value for f in found):
            continue
        before = [h for h in hits if h.end <= m.start()]
        items: Sequence[BaselineItem | None] = before[-1].items if before else hits[0].items if hits else (None,)
        for item in items:
            key = (item.id, None) if item and item.id else (None, item.text if item else None)
            # "matches X at half the cost": the cost is the ratio's, not a valueless claim of the cue
            out = [f for f in out if not (f.metric == "cost" and f.value is None and (f.baseline, f.baseline_text) == key)]
            out.append(found_against(
                item, metric="cost", value=value, value_max=None, unit="x",
                qualifier="about" if m.group("about") or m.group("about2") else None, direction="better",
                rule="cost-fraction", confidence=0.6,
            ))
    return out


# "far more cost-effective in terms of memory, latency, throughput, and energy": a gain in each measure
_MORE_EFFICIENT_IN_TERMS = re.compile(
    r"\b(?:more|higher)\s+(?:cost-effective|cost-efficient|efficient|efficiency)\s+in\s+terms\s+of\s+(?P<list>[^.;()]{3,120})"
)


def _terms_claims(text: str, hits: Sequence[CueHit], found: list[Found]) -> list[Found]:
    """``found`` plus one claim with no number per measure of "more efficient in terms of A, B and C", against the
    sentence's last compared baseline before it (else an unnamed one); measures with a number already are skipped."""
    if "in terms of" not in text:
        return found
    out = list(found)
    for m in _MORE_EFFICIENT_IN_TERMS.finditer(text):
        words = re.split(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\s*", m.group("list").strip())
        metrics = []
        for word in words:
            hits_here = _metric_hits(word, 0, len(word))
            if not hits_here:
                break  # the list ends at the first word that names no measure
            metrics.append(_head(hits_here, word)[2])
        if len(metrics) < 2:
            continue
        before = [h for h in hits if h.end <= m.start()]
        items: Sequence[BaselineItem | None] = before[-1].items if before else (None,)
        for metric in dict.fromkeys(metrics):
            if metric in (PERFORMANCE, "other") or any(f.metric == metric and f.direction == "better" for f in out):
                continue
            for item in items:
                out.append(found_against(
                    item, metric=metric, value=None, value_max=None, unit=None, qualifier=None,
                    direction="better", rule="in-terms-of", confidence=0.5,
                ))
    return out
