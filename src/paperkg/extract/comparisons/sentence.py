"""The sentence rule: one sentence to the comparisons it claims, and a baseline carried from the sentence before.

:func:`sentence_comparisons` runs the steps in order (see :mod:`paperkg.extract.comparisons`): the prefilter
(:mod:`.cues`), quantities, baseline cues (:mod:`.baseline_cues`), the pairing rule (:mod:`.pairing`), then the
claims with no number (:mod:`.parity`), shares (:mod:`.shares`) and the other phrasing families
(:mod:`.phrasings`). :func:`carry_baseline` lets a sentence whose numbers name no baseline keep the one named
baseline of the sentence before. Both work on spaCy sentence spans; tests/extract/comparisons/ holds their examples.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence

from paperkg.extract.quantities import Quantity, find_quantities

from .metrics import FOR_THEN_UP_TO

from .records import BaselineItem, CueHit, Found, Lazy, _slug, mentions_word
from .cues import _LIST_SEP, _has_any, _has_digit, baseline_level, is_comparative, of_peak
from .parity import _parity_claims
from .studies import is_study_doc, names_own_design, reports_others_finding
from .baselines import _sentence_lower, _tokens_after, enumerated_names, parse_baselines
from .baseline_cues import _late_examples, _times_of_hits, cue_hits
from .shares import (
    _WHILE_BEING,
    _being_values_of,
    _cost_fraction_claims,
    _resource_claims,
    _share_claims,
    _terms_claims,
)
from .phrasings import (
    _TIME_VERSUS,
    _time_versus_claims,
    BOUNDED_LOSS_WORDS,
    OTHER_FAILS_WORDS,
    HELD_BOUND_WORDS,
    _BEYOND_MEMORY,
    _MEMORY_LIMIT_WORDS,
    _MOST_KEPT,
    _MOST_KEPT_VERBS,
    _ORIGINAL_WORDS,
    _SAME_LEVEL,
    _VALUE_VERSUS,
    _baseline_own_change,
    _beyond_memory_claims,
    _bounded_loss_claims,
    _held_bound_claims,
    _contrast_claims,
    _from_to_time_claims,
    _level_not_claim,
    _level_then_cue_claims,
    _listed_measure_claims,
    _loss_then_outperforming,
    _may_contrast,
    _most_kept_claims,
    _named_earlier_parity,
    _neutral_gap,
    _original_of_own,
    _other_fails_claims,
    _other_subject_claims,
    _owner_measure_claims,
    _peer_words,
    _possessed_measure_claims,
    _same_level_claims,
    _same_measure_unit,
    _time_owner,
    _times_than_quantities,
    _times_the_quantities,
    _value_versus_claims,
    _variant_bases,
    _without_proposed,
)
from .pairing import _paired_claims, _parity_value_split


_SPEEDISH = re.compile(r"\b(?:kernels?|speed\w*|faster|latency|throughput|runtime|gemm|flops)\b")
_BASELINE_NUMBER = re.compile(r"\s*(?:\w+\s+){0,2}?(?:achieved|obtained|reported|attained|reached)\s+by\b")
_FRAME_OPENING = re.compile(r"^(?:compared\s+(?:to|with)|in\s+comparison\s+(?:to|with)|relative\s+to|against|versus)\s")


def carry_baseline(previous: Sequence[Found], found: list[Found], previous_text: str = "", previous_sent=None,
                   text: str = "", proposed: Sequence[str] = ()) -> list[Found]:
    """A sentence whose numbers name no baseline at all keeps the one named baseline of the sentence before when
    that sentence opened with it ("Compared with X, ours is faster. It cuts latency by 37%." -> X); its values
    "respectively" follow the list that closes the sentence before ("...across three designs: A, B, and C.
    Ours improves them by 1.2x, 1.3x, and 1.5x, respectively.").

    Examples:
        >>> f = Found("zorb", "Zorb", None, "latency", None, None, None, None, "better", "cue:compared with", 0.7)
        >>> g = Found(None, None, None, "latency", 37.0, None, "%", None, "better", "quantity", 0.6)
        >>> [c.baseline for c in carry_baseline([f], [g], "compared with zorb, ours is faster.")]
        ['zorb']
        >>> carry_baseline([f], [g], "ours is faster than zorb.") == [g]
        True
    """
    if not found:
        return found
    if previous_sent is not None and may_name_these(text) and not any(f.baseline for f in found) \
            and (these := _THESE_SYSTEMS.search(text)) is not None:
        return _these_systems(found, these, previous_sent, proposed)
    if any(f.baseline or f.baseline_text or f.rule != "quantity" for f in found):
        return found
    if previous_sent is not None and "respectively" in text and ":" in previous_text and all(f.value is not None for f in found):
        names = enumerated_names(previous_sent)
        if len(names) > 1 and len(found) % len(names) == 0:
            return [f._replace(baseline=it.id, baseline_label=it.name, rule="quantity+respectively (previous sentence)", confidence=0.5)
                    for f, it in zip(found, names * (len(found) // len(names)))]
    if not previous or not _FRAME_OPENING.match(previous_text):
        return found
    named = {(f.baseline, f.baseline_label) for f in previous}
    if len(named) != 1 or any(not f.baseline for f in previous):
        return found
    sid, label = next(iter(named))
    return [f._replace(baseline=sid, baseline_label=label, rule="quantity+previous sentence", confidence=0.5) for f in found]


#: "relative to these two systems", "than both baselines": the systems the sentence before named
_THESE_SYSTEMS = re.compile(
    r"\b(?:compared\s+(?:to|with)|relative\s+to|against|over|than|versus|vs\.?)\s+(?P<det>these|those|both|the\s+two|the\s+three)\s+"
    r"(?:(?P<n>two|three|four)\s+)?(?:[\w-]+\s+)?(?:systems|baselines|frameworks|engines|approaches|methods|designs|schemes|"
    r"solutions|libraries|implementations|compilers|alternatives)\b"
)
#: the words of a ``_THESE_SYSTEMS`` determiner: a sentence without one is not searched
_THESE_WORDS = ("these ", "those ", "both ", "the two ", "the three ")
_COMPARED_WORDS = ("compar", "against", "baseline", "versus", " vs", " than ", "outperform", "evaluat", "benchmark")
_COUNTS = {"two": 2, "three": 3, "four": 4, "both": 2, "the two": 2, "the three": 3}


def may_name_these(text: str) -> bool:
    """Whether a (lowercased) sentence may compare with "these (two) systems" of the sentence before (a cheap test:
    :func:`carry_baseline` then needs that sentence).

    Examples:
        >>> may_name_these("relative to these two systems, ours is 2x faster"), may_name_these("ours is 2x faster")
        (True, False)
    """
    return _has_any(text, _THESE_WORDS)


def _these_systems(found: list[Found], these: re.Match, previous_sent, proposed: Sequence[str]) -> list[Found]:
    """``found`` against each system the sentence ``previous_sent`` names (not one of ``proposed``), when there are
    as many as "these two systems" counts; else ``found`` as it is."""
    if not _has_any(previous_sent.text.lower(), _COMPARED_WORDS):
        return found  # "Quill builds on PyTorch and Triton.": systems used, not compared with
    own = {p.lower() for p in proposed}
    names = list(dict.fromkeys(e.text for e in previous_sent.ents if e.label_ == "SYSTEM" and e.text.lower() not in own))
    count = _COUNTS.get(these.group("n") or " ".join(these.group("det").split()))
    if not names or count is not None and len(names) != count:
        return found
    return [f._replace(baseline=_slug(name), baseline_label=name, baseline_text=None, rule="quantity+these (previous sentence)",
                       confidence=0.5) for f in found for name in names]


_LISTING = re.compile(r"(?:,|\band\b|\bor\b|/|\bvs\.?|\()")
# "... with 8 GPUs and 26.1% on four nodes": the next value of a list, right after its "and" (a longer setting between)
_AND_NEXT_VALUE = re.compile(r"[^\d.;:]\s(?:and|or)\s$")
# "models grow about 1.5x every year", "costs fall 30% annually": a rate of change over time, not the paper's gain
_PER_PERIOD = re.compile(r"\s*(?:(?:every|per|each|a)\s+(?:years?|months?)|annually|yearly|monthly|year[\s-]over[\s-]year)\b")
_OF_EDGE = re.compile(r"\bof\s*$|^\s*of\b")


_OWN_REFERENCE = re.compile(r"\b(?:of|than|over|versus|vs|compared|relative|against)\b")


def kept_reference_baseline(found: list[Found], text: str, quantities: Sequence) -> list[Found]:
    """``found`` with its values that name no baseline given the one baseline a kept measure names: "reduces the KV
    cache by 2x while maintaining the same accuracy as MQA" saves 2x against MQA too.

    Only when every value names no baseline, the sentence's parity claims name one and the same baseline, and a
    "while" follows the last value with no reference of its own in between ("1.3x the speed of A, while matching
    B": the 1.3x is A's), or comes before the first value with none after it ("as fast as a B-tree while using 83x
    less space").

    Examples:
        >>> gain = Found(None, None, None, "memory", 2.0, None, "x", None, "better", "quantity", 0.6)
        >>> kept = Found("mqa", "MQA", None, "accuracy", None, None, None, None, "parity", "parity-phrase", 0.6)
        >>> from paperkg.extract.quantities import find_quantities
        >>> t = "it cuts the cache by 2x while keeping the same accuracy as mqa"
        >>> [f.baseline for f in kept_reference_baseline([gain, kept], t, find_quantities(t))]
        ['mqa', 'mqa']
        >>> t2 = "it runs at 2x the speed of a, while matching mqa"
        >>> [f.baseline for f in kept_reference_baseline([gain, kept], t2, find_quantities(t2))]
        [None, 'mqa']
        >>> t3 = "it is as fast as mqa at query time while using 2x less memory"
        >>> [f.baseline for f in kept_reference_baseline([gain, kept], t3, find_quantities(t3))]
        ['mqa', 'mqa']
        >>> t4 = "it is as fast as mqa while using 2x less memory than gqa"  # the value names its own
        >>> [f.baseline for f in kept_reference_baseline([gain, kept], t4, find_quantities(t4))]
        [None, 'mqa']
    """
    last = max(q.end for q in quantities)
    cut = text.find("while ", last)
    if cut < 0 or _OWN_REFERENCE.search(text, last, cut):
        # or the kept measure first: "is as fast as a B-tree while using up to 83x less space"; the values after
        # the "while" name no reference of their own
        first = min(q.start for q in quantities)
        cut = text.rfind("while ", 0, first)
        if cut < 0 or _OWN_REFERENCE.search(text, cut):
            return found
    valued = [f for f in found if f.value is not None]
    kept = {(f.baseline, f.baseline_label) for f in found if f.direction == "parity" and f.value is None}
    if not valued or len(kept) != 1 or any(f.baseline or f.baseline_text for f in valued):
        return found
    baseline, label = next(iter(kept))
    if baseline is None:
        return found
    return [f._replace(baseline=baseline, baseline_label=label) if f.value is not None else f for f in found]


def _leads_list(text: str, first: Quantity, then: Quantity) -> bool:
    """Whether value ``first`` opens the value list that comparative value ``then`` continues: the same unit, only a
    list separator between ("3.2% and 6.2% more accurate than X and Y, respectively", "3.1%, 1.4%, and 0.6% better").

    Examples:
        >>> t = "is 3.2% and 6.2% more accurate than x"
        >>> a, b = find_quantities(t)
        >>> _leads_list(t, a, b), _leads_list("reaches 71% accuracy and 6.2% more", *find_quantities("reaches 71% accuracy and 6.2% more"))
        (True, False)
    """
    return first.unit == then.unit and first.value is not None and _LIST_SEP.match(text[first.end: then.start]) is not None \
        and not baseline_level(text, first)


def _in_hardware_name(sent, q: Quantity) -> bool:
    """Whether the number of ``q`` is the model number of a named device ("1.78x on the RTX 3090 and 2.09x")."""
    if q.value is None or q.value < 100 or not q.value.is_integer():
        return False
    span = sent.char_span(q.start, q.start + len(str(int(q.value))))
    return span is not None and span[0].ent_type_ == "HARDWARE"


#: Verbs of a measure kept ("while preserving the accuracy of X"), the gate of :func:`_kept_of_named`.
_KEPT_OF_VERBS = ("preserv", "retain", "maintain", "keep")
_KEPT_OF = re.compile(r"\b(?:preserv|retain|maintain|keep)\w*\s+(?:the\s+|its\s+)?(?:[\w-]+\s+)?"
                      r"(?:accuracy|quality|performance)\s+of\s+")


def _kept_of_named(sent, text: str, hits: list[CueHit]) -> list[CueHit]:
    """``hits`` plus a parity cue for each measure kept from a named system ("..., while preserving the final
    accuracy of Zorbix": Zorbix is the baseline of the kept measure, not the sentence's other baseline).

    Examples:
        >>> t = "2x faster, while preserving the final accuracy of zorbix"
        >>> t[_KEPT_OF.search(t).end():]
        'zorbix'
    """
    out = list(hits)
    for m in _KEPT_OF.finditer(text):
        if any(h.start <= m.start() < h.end for h in hits):
            continue  # already the phrase of a cue
        items, end_char, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=False)
        named = tuple(it for it in items if it.id)
        if named:
            out.append(CueHit(m.start(), end_char - sent.start_char, "kept of", "parity", named, False, m.end()))
    return sorted(out, key=lambda h: h.start) if len(out) > len(hits) else hits


def _time_cut_of_cue(found: list[Found], cut: list[Found]) -> tuple[list[Found], list[Found]]:
    """``found`` and the time cuts ``cut`` of a sentence whose cue names the baseline but gave it no value
    ("Compared with X, ours reduces training time from 10 hours to 4 hours"): the cut is against the cue's
    baseline, and the cue's valueless time or speed claims give way to it. Cuts with a baseline of their own, or a
    sentence with no such cue claim, are left as they are.

    Examples:
        >>> cue = Found("x", "X", None, "latency", None, None, None, None, "better", "cue:compared with", 0.7)
        >>> cut = Found(None, None, None, "latency", 4.0, None, "hours", None, "better", "from-to", 0.6)
        >>> found, cuts = _time_cut_of_cue([cue], [cut])
        >>> found, [(c.baseline, c.value, c.unit) for c in cuts]
        ([], [('x', 4.0, 'hours')])
    """
    framed = [f for f in found if f.value is None and f.rule.startswith("cue:") and f.direction == "better"
              and f.metric in ("latency", "speedup") and (f.baseline or f.baseline_text)]
    if not framed or any(c.baseline or c.baseline_text for c in cut):
        return found, cut
    against = list(dict.fromkeys((f.baseline, f.baseline_label, f.baseline_text) for f in framed))
    cut = [c._replace(baseline=b, baseline_label=label, baseline_text=t) for c in cut for b, label, t in against]
    return [f for f in found if f not in framed], cut


def sentence_comparisons(sent, *, proposed: Sequence[str] = (), quality: bool | Callable[[], bool] = False) -> list[Found]:
    """Every comparison the sentence ``sent`` (a spaCy ``Span``) claims.

    Args:
        sent: A sentence of a doc annotated by the entity ruler.
        proposed: Lowercased names of the systems the paper proposes (never a
            baseline of their own paper).
        quality: The paper measures quality (see :func:`quality_context`): a
            bare "performance" then means accuracy rather than speed. Or a
            function that answers it, asked only when a rule needs the answer.
    """
    text = _sentence_lower(sent)
    if is_study_doc(sent.doc) and not any(mentions_word(text, p.lower()) for p in proposed) and not names_own_design(text):
        # an evaluation or survey of others' products claims nothing of its own; a sentence of one that names the
        # system it presents ("A Study of ...": "with Crystal, queries run 25x faster than ...") claims for it
        return []
    if reports_others_finding(text):
        return []  # "The original work by X et al. shows that ...": their result, not the paper's
    if text.rstrip(" )\"'”’").endswith("?"):
        return []  # "Can decentralized algorithms be faster than centralized ones?": a question, no claim
    paper_quality = quality if callable(quality) else functools.partial(bool, quality)
    # a sentence about speed means speed
    sentence_quality = Lazy(lambda: paper_quality() and not _SPEEDISH.search(text))
    hits = cue_hits(sent, text)
    if hits and proposed:
        proposed_slugs = {_slug(p) for p in proposed}
        hits = [_without_proposed(h, proposed_slugs) for h in hits]
        # "1-bit Adam": a variant of "adam"
        bases = _variant_bases(tuple(proposed)) if "-" in "|".join(proposed_slugs) else None
        if bases and any(it.id in bases for h in hits for it in h.items) and _has_any(text, _ORIGINAL_WORDS):
            hits = [_original_of_own(h, proposed_slugs, sent.text) for h in hits]
    hits = [h for h in hits if h.items]
    quantities = []
    previous_q = None
    # "within 10% of X": the bound of a loss against X (qualifier "max")
    within = {h.start for h in hits if h.cue == "within"} if "within " in text else ()
    gap_to = {h.start for h in hits if h.cue == "gap to"} if "gap of " in text else ()
    absolute_share = False
    found_quantities = find_quantities(text)
    plain_run: list[Quantity] = []  # the last values read that are no comparison by themselves, in one list
    if "times the " in text:
        found_quantities = _times_the_quantities(text, found_quantities)
    found_quantities = [q for q in found_quantities if not _in_hardware_name(sent, q)]
    for q in _times_than_quantities(text, found_quantities, hits) if hits and "times " in text else found_quantities:
        comparative = is_comparative(text, q)
        if not comparative and q.unit == "%":
            absolute_share = True  # "compared with 91.7% for X": the baseline's own value (see _value_versus_claims)
        if within and not comparative and q.end + 1 in within:
            comparative, q = True, q._replace(qualifier="max")
        elif gap_to and not comparative and q.end + 1 in gap_to:
            comparative = True  # "a gap of 1.1 points to X": the size of a loss against X
        if not comparative and previous_q is not None and _same_measure_unit(previous_q, q) and not baseline_level(text, q) \
                and (q.start - previous_q.end < 30 or q.start - previous_q.end < 70 and _AND_NEXT_VALUE.search(text, max(0, q.start - 8), q.start)) \
                and _LISTING.search(text[previous_q.end: q.start]) \
                and not _OF_EDGE.search(text[max(0, q.start - 5): q.end + 5][:5]) and not of_peak(text, q):
            comparative = True  # "(12.3% for 1.5B and 7.5% for 7B)"
        if not comparative and previous_q is not None and q.unit in ("%", "x") and previous_q.unit in ("%", "x") \
                and q.qualifier == previous_q.qualifier == "up to" and FOR_THEN_UP_TO.fullmatch(text, previous_q.end, q.start):
            comparative = True  # "speedups of up to 3.8x for A and up to 15% for B": one gain, two units
        if comparative and not _BASELINE_NUMBER.match(text, q.end):
            if plain_run and _leads_list(text, plain_run[-1], q):
                quantities.extend(plain_run)  # "3.2% and 6.2% more accurate than": the list's first values too
            quantities.append(q)
            previous_q = q
        elif not comparative:
            previous_q = None
        if comparative:
            plain_run = []
        elif plain_run and _leads_list(text, plain_run[-1], q):
            plain_run.append(q)
        else:
            plain_run = [q]
    if quantities and ("year" in text or "annual" in text or "month" in text):
        quantities = [q for q in quantities if not _PER_PERIOD.match(text, q.end)]  # "grow 1.5x every year": a trend
    if quantities and ("real" in text or "slo" in text):
        quantities = [q for q in quantities if not _level_not_claim(text, q)]
    # drop quantities inside a baseline phrase ("over 8 GPUs" never gets here, but "GPT-3.5" might)
    if quantities and hits:
        quantities = [q for q in quantities if not any(h.start <= q.start < h.end and h.end - h.start > 0 and
                                                       any(it.name and it.name in text[q.start - 8: q.end + 8] for it in h.items) for h in hits)]
    if quantities and (times_of := _times_of_hits(sent, text, quantities)):
        if proposed:
            times_of = [_without_proposed(h, {_slug(p) for p in proposed}) for h in times_of]
        hits = sorted(hits + [h for h in times_of if h.items], key=lambda h: h.start)
        if "such as " in text and (late := _late_examples(sent, text, hits)):
            hits = late  # "2x the throughput of systems that ..., such as A": A is the baseline
    # "a 100x difference in compute" sizes a gap; "a 2x difference over X" still names a baseline
    if quantities and ("gap" in text or "differen" in text or "dispar" in text or "discrepan" in text):  # _GAP_AFTER's words
        quantities = [q for q in quantities if not _neutral_gap(text, q) or any(0 <= h.start - q.end < 60 for h in hits)]
    if quantities and ("while " in text or "whereas " in text):
        # "..., while the goodput of competing systems drops by over 80%": the baselines' own change, not a claim
        quantities = [q for q in quantities if not _baseline_own_change(text, q)]
    # with neither a number nor a cue, only the claims below (a share, a resource, a kept measure) may be made
    found = _paired_claims(text, hits, quantities, sentence_quality) if quantities or hits else []
    if found and quantities and hits and (" in " in text or " by " in text):
        found = _listed_measure_claims(text, hits, quantities, found, sentence_quality)
    if found and "being " in text and _WHILE_BEING.search(text):
        named = {(f.baseline, f.baseline_label) for f in found if f.baseline}
        if len(named) == 1:  # "reduce the size of X by 40%, while being 60% faster": X's too
            found = _being_values_of(found, [BaselineItem(label, sid, None) for sid, label in named])
    if found and any(f.direction == "parity" and f.value is not None for f in found):
        found = _parity_value_split(text, hits, quantities, found, sentence_quality)
    if found and any(f.direction == "worse" and f.value is not None for f in found):
        found = _loss_then_outperforming(text, hits, quantities, found)
    found = _terms_claims(text, hits, _resource_claims(sent, text, hits, _share_claims(sent, text, found, paper_quality)))
    found = _cost_fraction_claims(text, hits, found)
    if found and ("while " in text or "whereas " in text) and ("slower" in text or "faster" in text or "worse" in text):
        found = _other_subject_claims(sent, text, found, proposed)
    if " from " in text and (cut := _from_to_time_claims(text, found, sent)):
        found, cut = _time_cut_of_cue(found, cut)
        found = _time_owner(sent, text, found, cut, proposed)
    if ("where" in text or "while " in text) and _has_digit(text) and _may_contrast(text, found_quantities):
        found = found + _contrast_claims(sent, text, found_quantities, found, paper_quality, proposed)
    if (absolute_share or found) and ("compared " in text or "vs" in text or "versus " in text) and _VALUE_VERSUS.search(text):
        found = _value_versus_claims(sent, text, found, paper_quality)
    if ("instead of" in text or "compared " in text or "rather than" in text or " vs" in text or "versus" in text) \
            and _has_digit(text) and _TIME_VERSUS.search(text):
        found = _time_versus_claims(sent, text, found)
    if absolute_share and hits:
        found = _level_then_cue_claims(text, hits, found_quantities, quantities, found)
    if (hits or "compare " in text) and not (found and found[0].value is not None) and _peer_words(text) \
            and not any(f.value is not None for f in found):
        found = _named_earlier_parity(sent, text, hits, found, proposed, sentence_quality)
    if ("most of t" in text or "all of t" in text) and _has_any(text, _MOST_KEPT_VERBS) and _MOST_KEPT.search(text):
        found = _most_kept_claims(sent, text, found, sentence_quality)
    if "same level " in text and _SAME_LEVEL.search(text):
        found = _same_level_claims(sent, text, found)
    if "%" in text and _has_any(text, BOUNDED_LOSS_WORDS):
        found = _bounded_loss_claims(text, found_quantities, found)
    if ("%" in text or "point" in text) and _has_any(text, HELD_BOUND_WORDS):
        found = _held_bound_claims(text, found_quantities, found)
    if " of " in text and _has_any(text, _KEPT_OF_VERBS):
        hits = _kept_of_named(sent, text, hits)
    found = _parity_claims(text, hits, found, paper_quality)
    if len(found) > 1 and "while " in text and found_quantities:
        found = kept_reference_baseline(found, text, found_quantities)
    if "memory " in text and (" the " in text or " than " in text) and _has_any(text, _MEMORY_LIMIT_WORDS) \
            and _BEYOND_MEMORY.search(text):
        found = _beyond_memory_claims(text, found)
    if (" whereas " in text or " while " in text or " but " in text or " and " in text or " that " in text
            or " where " in text or " which " in text) and _has_any(text, OTHER_FAILS_WORDS):
        found = _other_fails_claims(sent, text, found, proposed)
    if found and "linear" in text:
        found = [f for f in found if not (f.value is None and f.baseline_text and _LINEAR.match(f.baseline_text))]
    if found and (" its " in text or " their " in text):
        found = _possessed_measure_claims(found, sentence_quality)
    if found and ("'s " in text or "’s " in text):
        found = _owner_measure_claims(found, sentence_quality)
    return found


# "(265-15,500x real-time)": a speed against playback; "3.4x more requests within 95% SLO attainment": a condition
# "the scaling efficiency stays close to linear": an ideal, not a baseline
_LINEAR = re.compile(r"^(?:near[\s-]?|almost\s+|nearly\s+)?linear(?:ly)?(?:\s+scaling|\s+speedups?)?$")
