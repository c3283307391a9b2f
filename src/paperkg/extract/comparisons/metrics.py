"""The metric of a comparison: which measure (speedup, latency, memory, accuracy, ...) a number or cue is about.

:func:`metric_of` takes the nearest metric word around a number; :func:`_quantity_metrics` reads the measure named
right after the number, else right before it, else the object of the verb whose "by" the number follows;
:func:`_context_metric` names the measure of a cue without a number. The bare word "performance" stays a
placeholder (:data:`PERFORMANCE`) until :func:`resolve_performance` knows whether the abstract measures quality.
Built on the metric-word regex of :mod:`.cues` and the value lists of :mod:`.value_lists`.

Examples:
    >>> metric_of("It cuts latency by 30%.", 19, 22)
    'latency'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence

from paperkg.extract.quantities import Quantity, by_prefix, is_word_char, letters_first, lowered

from .cues import PERFORMANCE, _REMOVES_SHARE, _SCORE_DELTA_UNITS, _SCORE_METRIC_UNITS, _metric_regex, sparsity_setting_at
from .value_lists import _clause_bounds, _list_group, _list_last, _same_unit


_COMPARATIVE_VERB = re.compile(r"\b(?:outperform\w*|beat\w*|surpass\w*|exceed\w*|improv\w*)\b")
_PLURAL_END = re.compile(r"e?s$")


@functools.lru_cache(maxsize=4096)  # a pure function of the word; the fallback scans every metric word
def _metric_word(word: str) -> str | None:
    words = _metric_regex()[1]
    metric = words.get(word) or words.get(word.rstrip("s")) or words.get(_PLURAL_END.sub("", word))
    if metric is None:
        metric = next((v for k, v in words.items() if word.startswith(k) and k.endswith(("t", "at"))), None)
    return metric


@functools.lru_cache(maxsize=4096)
def _cue_metric_word(word: str) -> str | None:
    """The metric of a measure word near a cue without a number (a looser prefix rule than :func:`_metric_word`)."""
    words = _metric_regex()[1]
    metric = words.get(word) or words.get(_PLURAL_END.sub("", word))
    if metric is None:
        metric = next((v for kk, v in words.items() if word.startswith(kk)), None)
    return metric


def _inside(pos: int, ranges: Sequence[tuple[int, int]]) -> bool:
    """Whether ``pos`` falls in one of the half-open ``ranges`` (a plain loop: called for every metric word).

    Examples:
        >>> _inside(3, [(0, 2), (3, 5)]), _inside(5, [(3, 5)]), _inside(0, [])
        (True, False, False)
    """
    for a, b in ranges:
        if a <= pos < b:
            return True
    return False


def _first_metric(text: str, lo: int, hi: int, exclude: Sequence[tuple[int, int]] = ()) -> str | None:
    """The metric of the first metric word in ``text[lo:hi]`` outside the ``exclude`` ranges."""
    for m in _metric_regex()[0].finditer(text, lo, max(lo, hi)):
        if _inside(m.start(), exclude):
            continue
        metric = _metric_word(m.group(0))
        if metric:
            return metric
    return None


_QUALITY_WORDS = (
    r"accuracy|accurate|pass@|bleu|rouge|perplexity|reasoning|benchmarks? scores?|aime|gsm8k|mmlu|humaneval|"
    r"swe-bench|f1|exact match|win rate|success rate|translation quality|image quality|llms?|language models?|"
    r"language modeling|zero-shot|few-shot|downstream tasks?|image recognition|image classification|object detection|"
    r"semantic segmentation|glue|superglue|squad|weather forecasting|weather forecasts?|forecast skill"
)
_QUALITY_CONTEXT = re.compile(rf"\b(?:{_QUALITY_WORDS})\b")
# the same test, faster on a whole abstract: every word starts with a letter, so its "\b" before is the text's
# start or a non-word character (see _prefilter_parts); grouped by their openings (see by_prefix; the same texts match)
_QUALITY_AT_START = re.compile(rf"(?:{by_prefix(_QUALITY_WORDS.split('|'))})\b")
_QUALITY_AFTER_SYMBOL = re.compile(rf"\W(?:{by_prefix(_QUALITY_WORDS.split('|'))})\b")


def quality_context(text: str) -> bool:
    """Whether a (lowercased) abstract measures quality, so that a bare "performance" means accuracy.

    Examples:
        >>> quality_context("pass@1 rises on reasoning benchmarks"), quality_context("the kernel is fast")
        (True, False)
    """
    return _QUALITY_AT_START.match(text) is not None or _QUALITY_AFTER_SYMBOL.search(text) is not None


def resolve_performance(metric: str, unit: str | None, quality: bool) -> str:
    """Turn the "performance" placeholder into a metric: ratios are speedups; else accuracy in a quality paper.

    Examples:
        >>> resolve_performance(PERFORMANCE, "x", True), resolve_performance(PERFORMANCE, "%", True)
        ('speedup', 'accuracy')
        >>> resolve_performance("latency", None, True)
        'latency'
    """
    if metric != PERFORMANCE:
        return metric
    if unit == "x":
        return "speedup"
    return "accuracy" if quality else "speedup"


def _resolve(metric: str, unit: str | None, quality: Callable[[], bool]) -> str:
    """:func:`resolve_performance`, asking ``quality`` only when the answer depends on it.

    Examples:
        >>> _resolve("latency", "%", lambda: 1 / 0), _resolve(PERFORMANCE, "%", lambda: True)
        ('latency', 'accuracy')
    """
    return resolve_performance(metric, unit, metric == PERFORMANCE and unit != "x" and quality())


_SPEED_VERB = re.compile(r"\b(?:speeds?\s+up|sped\s+up|accelerat\w*)\b[^,;]{0,60}?\bby\s+(?:up\s+to\s+|about\s+|over\s+|around\s+|roughly\s+|nearly\s+)?[<>~]?\s*$")


def metric_of(
    text: str,
    start: int,
    end: int,
    lo: int = 0,
    hi: int | None = None,
    unit: str | None = None,
    exclude: Sequence[tuple[int, int]] = (),
) -> str:
    """The metric of the quantity at ``text[start:end]``: the nearest metric word in ``text[lo:hi]``.

    Words after the number count a little more than words before it.

    Examples:
        >>> s = "It cuts latency by 30% and memory by 2×."
        >>> metric_of(s, 19, 22, 0, 27), metric_of(s, 37, 39, 22)
        ('latency', 'memory')
        >>> metric_of("achieving 1.2× over Triton", 10, 14, unit="x")
        'speedup'
    """
    if unit in ("BLEU", "CodeBLEU", "F1", "LPIPS", "perplexity", "ROUGE", "ROUGE-L", "mAP", "Pass@1", "pass@1", "points"):
        return "accuracy"
    hi = len(text) if hi is None else hi
    text = lowered(text)
    if _SPEED_VERB.search(text, max(lo, start - 90), start):
        return "speedup"  # "speeds up the sublayers by 30%"
    regex, words = _metric_regex()
    best: tuple[float, str] | None = None
    for m in regex.finditer(text, lo, hi):
        if _inside(m.start(), exclude):
            continue  # words of a baseline phrase describe the baseline, not the measure
        metric = _metric_word(m.group(0))
        if metric is None or held_setting(text, metric, m.start()):
            continue
        if m.start() >= end:
            dist = (m.start() - end) * 0.8
        elif m.end() <= start:
            dist = float(start - m.end())
        else:
            continue
        if best is None or dist < best[0]:
            best = (dist, metric)
    if best is not None:
        return best[1]
    if unit == "x":
        return "speedup"
    # "outperforms X by 32%": the paper's main measure, speed or quality (see resolve_performance)
    return PERFORMANCE if unit == "%" and _COMPARATIVE_VERB.search(text, max(lo, start - 120), start) else "other"


# ----------------------------------------------------------------------------- the metric of one quantity

# words that name a measure only right after the number ("1234x more cost-effective", "27x longer")
# "4x smaller", "40 times smaller than that of X": a smaller model or state is a memory saving
_TIGHT_ONLY = {"cost-effective": "cost", "cost-efficient": "cost", "longer": "scale", "larger": "scale", "bigger": "scale",
               "smaller": "memory"}
_TIGHT_ONLY_RE = re.compile(r"(?<![\w-])(?:cost-effective|cost-efficient|longer|larger|bigger|smaller)(?![\w-])")
# the noun phrase right after a number ends at a preposition or a clause word
_GAIN_NOUN = re.compile(r"\s+(?:gains?|improvements?)\b")
_LESS_TIME = re.compile(r"\s*(?:less|shorter)\s+(?:[a-z-]+\s+)?(?:time|wall-clock\s+time)\b")
_COUNT_NOUN = re.compile(r"\s*(?:fewer|less|tighter|stricter)\s+(?!time\b)[a-z][\w-]*")
_SEGMENT_STOP_WORDS = (
    "in|on|for|than|over|compared|across|at|under|versus|vs|relative|when|using|by|of|from|to|against|per|within|"
    "without|via|through|during|while|whereas|with|and|or|but|yet|which|that|as"
)
_SEGMENT_STOP = re.compile(rf"\b(?:{by_prefix(_SEGMENT_STOP_WORDS.split('|'))})\b|[,;:()]")
_TIGHT_STOP2 = re.compile(letters_first(
    r",|;|\band\b|\bwhile\b|\bwith\b|\bwithout\b|\bwhereas\b|\byet\b|\bbut\b|\bwhich\b|\bthat\b"
))
# a measure held fixed is a condition, not the measure: "under the same TTFT SLO", "using the same context length"
_CONTROLLED_WORDS = (
    r"same|equal|identical|fixed|similar|comparable|given|equivalent|matched|constant|equal|various|varying|"
    r"different|diverse|range\s+of|variety\s+of"
)
_CONTROLLED = re.compile(
    rf"\b(?:{by_prefix(_CONTROLLED_WORDS.split('|'))})\s+(?:[\w-]+\s+){{0,2}}$|\bwhen\s+(?:[\w-]+\s+){{0,3}}$"
)
# the words between a measure and its number: "speedups close to the ideal 4x", "latency overhead (7.1%)"
_PRE_GLUE_WORDS = (
    "of|by|up|to|about|around|approximately|roughly|nearly|almost|over|more|than|at|least|an?|the|"
    "average|averaging|ideal|theoretical|close|reaching|reaches|reached|as|much|high|geomean|geometric|mean|maximum|"
    "max|only|just|some|upwards|in|excess|is|are|was|were|be|within|under|below|less"
)
_PRE_GLUE = re.compile(rf"(?:\s|\(|:|~|∼|≈|\b(?:{by_prefix(_PRE_GLUE_WORDS.split('|'))})\b)*$")
_CHANGE_NOUN_WORDS = (
    "reductions?|decreases?|improvements?|gains?|savings?|increases?|drops?|cuts?|boosts?|enhancements?|"
    "advantages?|benefits?|ratios?|factors?"
)
_CHANGE_NOUN = re.compile(rf"\s*\b(?:{by_prefix(_CHANGE_NOUN_WORDS.split('|'))})\s*$")
#: How a ``_CHANGE_NOUN`` match ends, before its spaces: a text that ends otherwise is not searched.
_CHANGE_NOUN_ENDS = tuple(end for word in _CHANGE_NOUN_WORDS.split("|") for end in (word[:-2], word[:-2] + "s"))
#: The elements of ``_PRE_GLUE`` (see :func:`_glue_start`): single characters, besides spaces, and whole words.
_GLUE_CHARS = frozenset("(:~∼≈")
_GLUE_WORDS = frozenset(w for part in _PRE_GLUE_WORDS.split("|") for w in (("a", "an") if part == "an?" else (part,)))


def _glue_start(text: str, start: int, end: int) -> int:
    """``_PRE_GLUE.search(text, start, end).start()``: where the words and marks that may sit between a measure and
    its number ("speedup of up to 3.7x", "overhead (7.1%)") begin, reading back from ``end`` to ``start`` at most.

    Every character of a ``_PRE_GLUE`` match is a space, one of ``_GLUE_CHARS``, or part of a whole word (the
    regex's ``\b`` on both sides; the text ends at ``end``) in ``_GLUE_WORDS``, so the leftmost match starts where
    reading back finds anything else.

    Examples:
        >>> t = "a speedup of up to 3.7x"
        >>> _glue_start(t, 0, 19), _PRE_GLUE.search(t, 0, 19).start()
        (9, 9)
        >>> _glue_start("latency (", 0, 9), _glue_start("it was about", 4, 12), _glue_start("in", 1, 2)
        (7, 6, 2)
    """
    k = end
    while k > start:
        c = text[k - 1]
        if c.isspace() or c in _GLUE_CHARS:
            k -= 1
        elif is_word_char(c):
            i = k - 1
            while i > 0 and is_word_char(text[i - 1]):
                i -= 1
            if i < start or text[i:k] not in _GLUE_WORDS:
                return k
            k = i
        else:
            return k
    return k


_PAIR_AFTER = re.compile(letters_first(r"\s*(?:,|\band\b|\bor\b|&|/)\s*(?:the\s+)?"))
_PAIR_BEFORE = re.compile(letters_first(r"\s*(?:,|\band\b|\bor\b|&|/)\s*$"))
_REDUCING = re.compile(r"^(?:reduc|lower|cut|decreas|shrink|compress|minimi|trim|slash|sav|halv)")
# a verb and its object before "by N": "improves the serving throughput of X by 2x", "reduces tail latencies by"
_VO_VERB = re.compile(
    r"\b(?:improv\w*|increas\w*|reduc\w*|lower(?:s|ed|ing)?|cuts?|cutting|boost\w*|rais\w*|decreas\w*|shrink\w*|"
    r"accelerat\w*|speeds?\s+up|sped\s+up|speeding\s+up|enhanc\w*|lifts?|lifted|lifting|slash\w*|trim\w*|minimi\w*|"
    r"compress\w*|sav(?:e|es|ed|ing))\b"
)
_BY_END = re.compile(
    letters_first(
        r"\bby\s+(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|almost\s+|approximately\s+|at\s+least\s+|"
        r"more\s+than\s+|as\s+much\s+as\s+|an?\s+average\s+of\s+|an?\s+factor\s+of\s+|a\s+factor\s+of\s+|~\s*|>\s*)*$"
    )
)
_GIVES_BEFORE = re.compile(r"\b(?:saves?|gives?|yields?|brings?|provides?|contributes?|adds?|offers?|delivers?)\s+"
                           r"(?:another\s+|an?\s+(?:additional|further)\s+)?(?:[<>~]\s*)?$")
_SECOND_OBJECT = re.compile(
    r"\s*(?:up\s+to\s+|about\s+|over\s+|nearly\s+)?[\d.,~∼–-]+\s?(?:[×x%]|times)?\s*(?:,\s*)?(?:and|while)\s+"
    r"(?:also\s+)?(?:the\s+|its\s+|their\s+)?"
)
_IN_TERMS = re.compile(r"^\W*(?:in\s+terms\s+of|regarding|with\s+respect\s+to|for)\s+([^,;]{1,40}),")
_SPEED_VERB_WORD = re.compile(r"^(?:accelerat|speed|sped)")
_BY_WORD = re.compile(r"\bby\b")
_OF_WORD = re.compile(r"\bof\b")
_OBJECT_BREAK = re.compile(r"[,;]|\b(?:while|whereas|but|than|over|compared)\b")


def _metric_hits(text: str, lo: int, hi: int, exclude: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int, str]]:
    """``(start, end, metric)`` of every metric word in ``text[lo:hi]``, outside ``exclude`` and not held fixed."""
    out = []
    for m in _metric_regex()[0].finditer(text, lo, max(lo, hi)):
        if _inside(m.start(), exclude):
            continue
        metric = _metric_word(m.group(0))
        if metric is None or held_setting(text, metric, m.start()):
            continue
        out.append((m.start(), m.end(), metric))
    return out


def held_setting(text: str, metric: str, at: int) -> bool:
    """Whether the measure word of ``metric`` at ``at`` names a setting the comparison holds, not its measure:
    held fixed ("at the same accuracy"), a scale it runs at ("at batch size 32", "for sequence length 8K"), or a
    forecast's lead time ("at lead times of one and three days").

    Examples:
        >>> t = "2x faster at batch size 32 and at lead times of three days"
        >>> held_setting(t, "scale", t.index("batch")), held_setting(t, "latency", t.index("days"))
        (True, True)
        >>> held_setting("it cuts latency by half", "latency", 8)
        False
        >>> t = "2x faster at the cost of 3% more memory"
        >>> held_setting(t, "cost", t.index("cost")), held_setting("it cuts the cost of training", "cost", 12)
        (True, False)
    """
    return _CONTROLLED.search(text, max(0, at - 40), at) is not None \
        or metric == "scale" and _AT_SCALE.search(text, max(0, at - 12), at) is not None \
        or metric == "latency" and "lead" in text and _LEAD_TIME.search(text, max(0, at - 40), at) is not None \
        or metric == "other" and text.startswith("sparsity", at) and sparsity_setting_at(text, at) \
        or metric == "cost" and text.startswith("cost of ", at) and text.endswith("at the ", 0, at)  # the idiom: a trade


_AT_SCALE = re.compile(r"\b(?:at|for|under)\s+(?:an?\s+|the\s+)?$")
_LEAD_TIME = re.compile(r"\blead[\s-]times?\b[^,;.]{0,30}$")


def _head(hits: Sequence[tuple[int, int, str]], text: str) -> tuple[int, int, str]:
    """The head of a noun phrase's metric words: the last, unless it is an overhead of an earlier one
    ("GPU memory overhead" is memory, "latency speedup" is speedup)."""
    last = hits[-1]
    if len(hits) > 1 and text[last[0]: last[1]].startswith(("overhead", "cost")) and not text[hits[-2][1]: last[0]].strip(" -"):
        return hits[-2]
    return last


def _pairs_after(text: str, end: int, hi: int, exclude) -> list[str]:
    """Measures coordinated after a head word: "7.3x better latency and cost" -> ["cost"]."""
    out = []
    regex = _metric_regex()[0]
    while True:
        glue = _PAIR_AFTER.match(text, end, hi)
        if not glue or glue.end() == end:
            return out
        m = regex.match(text, glue.end(), hi)
        if not m or _inside(m.start(), exclude):
            return out
        metric = _metric_word(m.group(0))
        if metric is None:
            return out
        out.append(metric)
        end = m.end()


def _tight_after(text: str, q: Quantity, hi: int, exclude) -> tuple[str, ...]:
    """The measure named right after the number: its noun phrase, else the first measure before the next clause word."""
    limit = min(hi, q.end + 30)
    stop = _TIGHT_STOP2.search(text, q.end, limit)
    window_end = stop.start() if stop else limit
    seg = _SEGMENT_STOP.search(text, q.end, window_end)
    seg_end = seg.start() if seg else window_end
    window = _metric_hits(text, q.end, window_end, exclude)
    in_segment = [h for h in window if h[0] < seg_end]  # "performance per watt" may run past the stop word
    if in_segment:
        head = _head(in_segment, text)
        if head[2] == "other" and text.startswith("overhead", head[0]) and (on := _OVERHEAD_ON.match(text, head[1])):
            # "less than 2% overhead in the end-to-end latency": an overhead on the measure that follows
            named = [h for h in _metric_hits(text, on.end(), min(len(text), on.end() + 30), exclude) if h[2] != "other"]
            if named:
                return (named[0][2],)
        if q.unit == "x" and head[2] == "latency" and _GAIN_NOUN.match(text, head[1]):
            return ("speedup",)  # "1.35x latency gain": a speedup factor
        if head[2] == "memory" and _LARGER_HELD.fullmatch(text, q.end, head[0]):
            return ("scale",)  # "2x larger KV caches": more held, a capacity gain
        return (head[2], *_pairs_after(text, head[1], min(hi, q.end + 60), exclude))
    if _LESS_TIME.match(text, q.end):
        return ("speedup",)  # "20x-30x less time", "3x shorter training time": the same work done faster
    only = _TIGHT_ONLY_RE.search(text, q.end, seg_end)
    if only:
        return (_TIGHT_ONLY[only.group(0)],)
    if not window and _COUNT_NOUN.match(text, q.end, seg_end):
        return ("other",)  # "1.5x fewer GPUs", "3x fewer parameters": a count that names no measure
    if window and " in " in text[q.end: window[0][0] + 1] and _GAIN_IN.fullmatch(text, q.end, window[0][0]):
        # "an order of magnitude gain in latency and throughput": every measure of the pair
        return (window[0][2], *_pairs_after(text, window[0][1], min(hi, q.end + 60), exclude))
    return (window[0][2],) if window else ()


_LARGER_HELD = re.compile(r"\s+(?:larger|bigger)\s+")
#: After "overhead": the measure it weighs on ("overhead in the end-to-end latency", "overhead on training throughput").
_OVERHEAD_ON = re.compile(r"\s+(?:in|on|to)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?(?=[\w-]+)")
#: A change noun and "in" between a number and its measures ("10x improvement in latency and throughput").
_GAIN_IN = re.compile(r"\s+(?:improvements?|gains?|reductions?|increases?|decreases?|savings?)\s+in\s+(?:the\s+|both\s+)?")


def _tight_before(text: str, q: Quantity, lo: int, exclude) -> tuple[str, ...]:
    """The measure right before the number: "speedup of up to 3.7x", "latency overhead (7.1%)",
    "energy and latency decrease up to 87%"."""
    start = max(lo, q.start - 70)
    end = _glue_start(text, start, q.start)
    change = _CHANGE_NOUN.search(text, start, end) if text[start:end].rstrip().endswith(_CHANGE_NOUN_ENDS) else None
    if change:
        end = change.start()
    hits = [h for h in _metric_hits(text, start, end, exclude) if text[h[1]: end].strip(" -") == "" or h is None]
    if not hits:
        return ()
    # the head word ends the phrase; a modifier just before it ("latency speedup") stays a modifier
    near = [h for h in _metric_hits(text, max(start, hits[-1][0] - 25), hits[-1][1], exclude)
            if not text[h[1]: hits[-1][0]].strip(" -") or h is hits[-1]]
    head = _head(near or hits, text)
    metrics = [head[2]]
    # "energy and latency decrease up to 87%": coordinated measures before the number
    first = near[0][0] if near else head[0]
    while True:
        glue_before = _PAIR_BEFORE.search(text, start, first)
        if not glue_before:
            break
        prev = [h for h in _metric_hits(text, start, glue_before.start(), exclude) if h[1] == glue_before.start()]
        if not prev:
            break
        metrics.insert(0, prev[-1][2])
        first = prev[-1][0]
    return tuple(dict.fromkeys(metrics))


def _verb_object(text: str, q: Quantity, lo: int, exclude) -> str | None:
    """The measure that a verb's object names, for the values after its "by": "improves the throughput of X by
    2-4x", "reduces the p99 latencies of X by an order of magnitude", "...; and Y by 2.4x" (the same verb)."""
    by = _BY_END.search(text, max(0, q.start - 60), q.start)
    if by is None:
        return None
    verbs = list(_VO_VERB.finditer(text, max(0, by.start() - 160), by.start()))
    for verb in reversed(verbs):
        between = text[verb.end(): by.start()]
        first_by = _BY_WORD.search(between)
        obj_end = verb.end() + first_by.start() if first_by else by.start()
        obj = text[verb.end(): obj_end]
        if _OBJECT_BREAK.search(obj) or len(obj) > 90:
            return None
        if first_by and not _VO_VERB.search(between, first_by.end()):
            # "reduces the size by 3x and the overall stall in loading by 2x": the second object of the same verb
            second = _SECOND_OBJECT.match(text, obj_end + 2)
            if second is not None:
                hits = _metric_hits(text, second.end(), by.start(), exclude)
                if hits:
                    return hits[0][2]
        if first_by and (_VO_VERB.search(between, first_by.end()) or _metric_hits(text, obj_end, by.start(), exclude)):
            return None  # another verb or measure in between: not this verb's value
        hits = _metric_hits(text, verb.end(), obj_end, exclude)
        word = verb.group(0)
        if hits:
            of = _OF_WORD.search(obj)
            before_of = [h for h in hits if not of or h[0] < verb.end() + of.start()]
            head = _head(before_of or hits, text)
            metric = head[2]
            if metric == "scale" and _REDUCING.match(word) and "size" in text[head[0]: head[1]]:
                return "memory"  # "reduces model size by 3.7x"
            if metric == "other" and _SPEED_VERB_WORD.match(word):
                return "speedup"  # "accelerates dynamic sparsity computation by 5.9x": the work named, sped up
            return metric
        if _SPEED_VERB_WORD.match(word):
            return "speedup"
        if word.lower().startswith(("compress", "shrink")) and q.unit == "x":
            return "memory"  # "compresses FooBERT by 4x": a model made that many times smaller
        return _counted_object(obj, word)
    return None


_SIZE_OF = re.compile(r"\s*(?:the\s+|its\s+|their\s+)?(?:total\s+|overall\s+|storage\s+|on-disk\s+)?size\s+of\s")
_NUMBER_OF = re.compile(r"\s*(?:the\s+|its\s+|their\s+)?(?:total\s+|overall\s+)?number\s+of\s")


def _counted_object(obj: str, verb: str) -> str | None:
    """The measure of a verb's object that names no measure word: shrinking "the size of" a model is memory, changing
    "the number of" things a count that names no measure ("other", as "3x fewer GPUs").

    Examples:
        >>> _counted_object(" the size of zorb-12 ", "reduced"), _counted_object(" the number of links ", "reduces")
        ('memory', 'other')
        >>> _counted_object(" the size of the batch ", "increases"), _counted_object(" the model ", "cuts")
        (None, None)
    """
    if "size" in obj and _REDUCING.match(verb) and _SIZE_OF.match(obj):
        return "memory"  # "reduced the size of Zorb-12 by 30x"
    if "number" in obj and _NUMBER_OF.match(obj):
        return "other"  # "reduces the number of links by 7x"
    return None


def _quantity_metrics(
    text: str,
    q: Quantity,
    lo: int,
    hi: int,
    quantities: Sequence[Quantity],
    previous: tuple[Quantity, str] | None,
    exclude: Sequence[tuple[int, int]],
) -> tuple[str, ...]:
    """The measure(s) of the quantity ``q`` of ``text`` (one, or several: "7.3x better latency and cost").

    In order: a measure named right after the number ("20% lower cost"), right before it ("speedup of up
    to 3.7x"), the object of the verb whose "by" it follows ("improves the throughput of X by 2x"), the
    measure after the last value of its list ("3x and 2.4x higher throughput"), an opening "In terms of X",
    the previous value of the clause, else the nearest measure word (see :func:`metric_of`).
    """
    if text.startswith("half", q.start) and _HALF_MACHINES.match(text, q.end):
        return ("cost",)  # "with half the GPUs": the machines paid for
    metrics = _quantity_metrics_raw(text, q, lo, hi, quantities, previous, exclude)
    if metrics[0] == "memory" and text.startswith(" smaller", q.end) \
            and (subject := _SUBJECT_IS.search(text, max(lo, q.start - 40), q.start)) is not None \
            and (hits := _metric_hits(text, subject.start("m"), subject.end("m"), exclude)) and hits[-1][2] != "memory":
        return (hits[-1][2], *metrics[1:])  # "its search cost is 420x smaller than X's": the subject is the measure
    if metrics[0] == "scale" and _SHRINK_SIZE.search(text, max(lo, q.start - 80), q.end + 30):
        return ("memory", *metrics[1:])  # "reduces model size by 3.7x", "4x smaller model size"
    if text.startswith(" of ", q.end) and ("remov" in text or "eliminat" in text) \
            and _REMOVES_SHARE.search(text, max(lo, q.start - 30), q.start):
        return (_removed_measure(text, q.end),)  # "removes up to 75% of the scheduling gaps": what is removed, only
    if metrics[0] == "other" and text.startswith(" of ", q.end) and _SAVED_MACHINES.match(text, q.end) \
            and _SAVE_BEFORE.search(text, max(lo, q.start - 30), q.start):
        return ("cost", *metrics[1:])  # "saves up to 35% of GPUs": the resources paid for
    return metrics


#: "<measure> is (about) ": the subject whose size a following "N x smaller" states
_SUBJECT_IS = re.compile(r"(?P<m>\b[\w-]+(?:\s+[\w-]+)?)(?:\s+of\s+[\w'’-]+)?\s+(?:is|are|was|were|becomes?)\s+"
                         r"(?:up\s+to\s+|about\s+|roughly\s+|nearly\s+|only\s+|over\s+)?$")


#: What follows the "of" of a share removed (after ``cues._REMOVES_SHARE``).
_REMOVED_OBJECT = re.compile(
    r" of\s+(?:the\s+|its\s+|their\s+|all\s+)?(?P<obj>(?:(?!(?:with|without|while|for|in|on|by|and|at|to)\b)[\w-]+\s+){0,2}"
    r"(?!(?:with|without|while|for|in|on|by|and|at|to)\b)[\w-]+)"
)
#: Removed things whose share is a saving of memory: "removes up to 25% of the model parameters".
_REMOVED_WEIGHTS = re.compile(r"\b(?:parameters|weights)$")


def _removed_measure(text: str, at: int) -> str:
    """The measure of a share removed, read from what is removed only (at ``at``: " of ..."): weights or
    parameters are memory, a measure word names its own, anything else ("the scheduling gaps", "the data") is other.

    Examples:
        >>> _removed_measure("removes up to 25% of the model parameters", 17)
        'memory'
        >>> _removed_measure("removes up to 75% of the scheduling gaps without loss of accuracy", 17)
        'other'
        >>> _removed_measure("removes up to 30% of the communication volume", 17)
        'communication'
    """
    m = _REMOVED_OBJECT.match(text, at)
    if m is None:
        return "other"
    if _REMOVED_WEIGHTS.search(m.group("obj")):
        return "memory"
    hits = _metric_hits(text, m.start("obj"), m.end("obj"))
    return hits[-1][2] if hits and hits[-1][2] != PERFORMANCE else "other"


#: Machines and what they provide, paid for: a saving of them is a cost saving.
_MACHINES = r"(?:gpus|cpus|machines|servers|nodes|instances|accelerators|devices|resources|hardware)\b"
#: "half the GPUs", "half the nodes": machines halved (after a ``quantities._HALF_THE`` verb)
_HALF_MACHINES = re.compile(rf"\s+the\s+(?:[\w-]+\s+)?{_MACHINES}")
#: "saves 35% of (the) GPUs", "cuts 20% of servers": machines not used are a cost saving (after a saving verb)
_SAVED_MACHINES = re.compile(rf" of\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?{_MACHINES}")
_SAVE_BEFORE = re.compile(r"\b(?:sav(?:e|es|ed|ing)|cut(?:s|ting)?)\s+(?:up\s+to\s+|about\s+|around\s+|nearly\s+|over\s+)?$")


_SHRINK_SIZE = re.compile(
    r"\b(?:reduc\w*|shrink\w*|compress\w*|cuts?|lower\w*|decreas\w*|smaller)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:model\s+)?size\b"
)


#: "up to 3.8x for A and up to 15% for B": the second value of one gain, stated per workload
FOR_THEN_UP_TO = re.compile(r"\s+for\s+[^,;:()]{1,60}?\s+and\s+(?:by\s+)?(?:up\s+to\s+)?")


def _quantity_metrics_raw(
    text: str,
    q: Quantity,
    lo: int,
    hi: int,
    quantities: Sequence[Quantity],
    previous: tuple[Quantity, str] | None,
    exclude: Sequence[tuple[int, int]],
) -> tuple[str, ...]:
    if q.unit in _SCORE_METRIC_UNITS:
        return ("accuracy",)
    if previous is not None and previous[0] is not q and q.qualifier == "up to" \
            and FOR_THEN_UP_TO.fullmatch(text, previous[0].end, q.start):
        return (previous[1],)  # "speedups of up to 3.8x for A and up to 15% for B": B's gain is a speedup too
    if " from " in text[max(lo, q.start - 40): q.start] and (moved := _moved_from(text, q, lo, exclude)):
        return (moved,)  # "GPU utilization climbs from 46% to 90%": the subject's measure, whatever follows
    if "exceed" in text[max(lo, q.start - 20): q.start] and (bound := _EXCEEDED.search(text, max(lo, q.start - 60), q.start)) \
            and (hits := _metric_hits(text, bound.start(), bound.end(), exclude)):
        return (hits[-1][2],)  # "the speedups exceed 5x": the measure that exceeds the value
    group = _list_group(q, quantities, text)
    if len(group) > 1:
        # "2.1x, 14x and 5x better throughput, area efficiency and energy efficiency": one measure each, in order
        listed = _tight_after(text, group[-1], len(text), exclude)
        if len(listed) == len(group) and len(set(listed)) > 1:
            return (listed[group.index(q)],)
    after = _tight_after(text, q, hi, exclude)
    if after and text.startswith(" at ", q.end) and (verb := _verb_object(text, q, lo, exclude)):
        return (verb,)  # "speeds up the model by up to 2x at 16k context length": the setting is not the measure
    if after and after[0] != PERFORMANCE:
        # "speedups of up to 3.8x for collective communication": what follows "for" is the workload sped up
        if not (text.startswith(" for ", q.end) and (before := _tight_before(text, q, lo, exclude))):
            return after
        return before
    before = _tight_before(text, q, lo, exclude)
    if before:
        return before
    verb = _verb_object(text, q, lo, exclude)
    if verb:
        return (verb,)
    if after:
        return after
    group_last = _list_last(q, quantities, text)
    if group_last is q:
        nxt = next((o for o in quantities if o.start > q.end), None)
        if nxt is not None and _same_unit(nxt, q) and _LABELLED_SEP.fullmatch(text, q.end, nxt.start):
            group_last = nxt
    if group_last is not q:
        listed = _tight_after(text, group_last, len(text), exclude)
        if listed and not _SPEED_VERB.search(text, max(0, q.start - 90), q.start):
            return listed  # "3x and 2.4x higher throughput"
    opening = _IN_TERMS.match(text)
    if opening and opening.end() <= q.start:
        terms = _metric_hits(text, opening.start(1), opening.end(1))
        if terms:
            return (_head(terms, text)[2],)
    same_clause = previous is not None and previous[0] is not q and \
        _clause_bounds(text, previous[0].start)[0] == _clause_bounds(text, q.start)[0] \
        and not (previous[0].unit in _SCORE_DELTA_UNITS and q.unit not in _SCORE_DELTA_UNITS)  # a score names its own
    if same_clause and previous is not None and not _metric_hits(text, previous[0].end, q.start, exclude):
        return (previous[1],)  # "throughput improves by 1.35x over A and 1.6x over B"
    if previous is not None and previous[0] is not q and previous[1] not in ("other", PERFORMANCE):
        # "... gives 120x energy saving; exploiting sparsity saves 10x; sharing gives 8x": a parallel list of clauses
        semi = text.rfind(";", previous[0].end, q.start)
        if semi >= 0 and _GIVES_BEFORE.search(text, semi, q.start) \
                and all(h[2] == "other" for h in _metric_hits(text, semi, q.start, exclude)) \
                and not _metric_hits(text, q.end, hi, exclude):
            return (previous[1],)
    return (metric_of(text, q.start, q.end, lo, hi, q.unit, exclude),)


#: "<measure> climbs from A to ": the verb and the old level before the new one (the measure is the verb's subject)
_MOVED_FROM = re.compile(r"\s(?:climb|rise|rose|grow|grew|increase|improve|jump|go(?:es)?\s+up|drop|fall|fell|decrease|shrink|"
                         r"shrank)\w*\s+from\s+(?:[\d.,]+\s?(?:%|x|×)?\s+to\s+)?$")  # (a value read as "from A to B" opens at A)


#: "<measure> exceed(s) ": a measure bounded below by the value after it.
_EXCEEDED = re.compile(r"[\w-]+\s+(?:consistently\s+|always\s+)?exceed(?:s|ed)?\s+$")


def _moved_from(text: str, q: Quantity, lo: int, exclude) -> str | None:
    """The measure whose level moves "from A to" the value ``q``: the last measure word of the words before the verb.

    Examples:
        >>> t = "average gpu utilization climbs from 46.4% to 90.45%, and model accuracy is preserved"
        >>> _moved_from(t, Quantity(45, 51, 90.45, None, "%", None), 0, ())
        'utilization'
        >>> _moved_from(t, Quantity(36, 51, 90.45, None, "%", None), 0, ())  # read as one value "from 46.4% to 90.45%"
        'utilization'
        >>> _moved_from("it rises from 2 to 5%", Quantity(17, 19, 5.0, None, "%", None), 0, ()) is None
        True
    """
    lo = _clause_bounds(text, q.start)[0]  # (the ``lo`` of a value may start after the old level)
    m = _MOVED_FROM.search(text, max(lo, q.start - 60), q.start)
    if m is None:
        return None
    hits = _metric_hits(text, max(lo, m.start() - 40), m.start(), exclude)
    return hits[-1][2] if hits else None


_PERFORMS = re.compile(r"\b(?:perform\w*|compete\w*|competitive\w*)\s+(?:\w+\s+)?(?:competitively|comparably|similarly|"
                       r"on\s+par|as\s+well|better|favou?rably|strongly|with|against|to)\b")
_KERNELISH = re.compile(r"\b(?:kernels?|gemms?|compilers?|librar(?:y|ies)|cublas|cudnn|cutlass|assembly|"
                        r"matrix\s+multiplications?|convolutions?|operators?)\b")
_QUALITYISH = re.compile(r"\b(?:benchmarks?|tasks?|downstream|language\s+modeling|reasoning|translation|generation\s+quality|"
                         r"human\s+evaluation|leaderboards?)\b")
_EXACTLY = re.compile(r"\b(?:token-for-token|bit-for-bit|bit-exact|bitwise|numerically|outputs?\s+of|identical\s+outputs?)\b")


def _context_metric(text: str, lo: int, hi: int) -> list[str]:
    """The measure of a comparison that names none: "performs competitively" is the paper's main measure
    (``PERFORMANCE``, see :func:`resolve_performance`), kernels and compilers compete on speed, models on
    benchmarks compete on quality.

    Examples:
        >>> _context_metric("our kernels match cublas", 0, 24)
        ['speedup']
        >>> _context_metric("it beats x on reasoning benchmarks", 0, 34)
        ['accuracy']
        >>> _context_metric("it beats x on many downstream evaluations", 0, 41)
        ['accuracy']
        >>> _context_metric("it beats x", 0, 10), _context_metric("it performs on par with x", 0, 25)
        ([], ['@performance'])
    """
    if _PERFORMS.search(text, lo, hi):
        return [PERFORMANCE]
    if _EXACTLY.search(text, lo, hi):
        return ["accuracy"]  # "matches the reference token-for-token"
    if _KERNELISH.search(text, lo, hi):
        return ["speedup"]
    if _QUALITYISH.search(text, lo, hi):
        return ["accuracy"]
    return []


# "2.27x inference and 1.41x training speedup": one label word after each value, the measure after the last
_LABELLED_SEP = re.compile(r"\s+[a-z][a-z-]*\s+(?:and|or)\s+")
_LISTED_AFTER = re.compile(r"\s*(?:[a-z-]+\s+){0,2}?(?:in|for)\s+(?:terms\s+of\s+)?(?:the\s+|their\s+)?")
_LISTED_STOP = re.compile(r"[;:()]|\b(?:over|than|compared|relative|versus|vs|against|across|on|when|with|while|by)\b")
_LISTED_SPLIT = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)\s*")


def _metrics_listed_after(text: str, start: int, stop: int) -> list[str]:
    """The measures listed after a value list, in order, for "respectively" ("... in throughput, energy, and
    computational density"): one per item, "other" for an item that names none; no measures when the list does not
    open with "in"/"for" or its first item names none.

    Examples:
        >>> t = "1.5x, 2x, and 3x better in latency, energy, and area density (respectively)"
        >>> _metrics_listed_after(t, 16, t.index("respectively"))
        ['latency', 'energy', 'other']
        >>> _metrics_listed_after("3x and 2x on a100 and h100, respectively", 9, 28)
        []
    """
    opening = _LISTED_AFTER.match(text, start, stop)
    if opening is None:
        return []
    stop_word = _LISTED_STOP.search(text, opening.end(), stop)
    words = text[opening.end(): stop_word.start() if stop_word else stop].strip(" ,")
    metrics = []
    for word in _LISTED_SPLIT.split(words):
        hits = _metric_hits(word, 0, len(word))
        metrics.append(_head(hits, word)[2] if hits else "other")
    return metrics if metrics and metrics[0] != "other" else []
