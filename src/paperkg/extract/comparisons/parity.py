"""Claims without a number of their own: a kept measure, a side gain or cost, no overhead.

"without compromising accuracy" (:func:`parity_phrases`), "while reducing memory use" (:func:`side_claims`),
"with negligible overhead" (:func:`no_overhead_phrases`), "maintains high accuracy" (:func:`reported_kept_measures`),
"at the same speed" (:func:`speed_kept_phrases`): each phrase gives a claim on its own measure against the baseline
of the sentence (:func:`_parity_claims`). Every regex is gated behind a cheap substring test (:func:`_has_any`).

Examples:
    >>> parity_phrases("quill cuts cost by 40% without compromising accuracy")
    [(23, 52, 'accuracy')]
    >>> side_claims("quill is 2x faster while reducing memory use")
    [(19, 44, 'memory', 'better')]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

from paperkg.extract.quantities import find_quantities

from .records import BaselineItem, CueHit, Found, found_against
from .cues import LESS_IS_BETTER_METRICS, PERFORMANCE, _HW_HEADS, _has_any
from .metrics import _head, _metric_hits
from .shares import _WHILE_BEING


_METRICS = frozenset("speedup throughput latency memory accuracy cost energy communication scale utilization other".split())
_KEPT = r"(?P<m>accurac(?:y|ies)|quality|perplexity|fidelity|performance|outputs?|results|distribution|latenc(?:y|ies))"
_QUALITY_WORDS = r"accurac(?:y|ies)|quality|perplexity|fidelity|performance|outputs?|results|distribution|success\s+rates?"
_QUALITY_KEPT = rf"(?P<m>{_QUALITY_WORDS})"
# "with negligible accuracy loss", "incurring no quality degradation": a claim even alone in its sentence
_NO_LOSS = re.compile(
    r"\b(?:negligible|no|zero|(?:nearly|almost|virtually)\s+no)\s+(?:model\s+|output\s+|generation\s+|inference\s+|task\s+)?"
    r"(?P<m>accuracy|quality|perplexity)\s+"
    r"(?:loss|drop|degradation|penalty|decrease)\b|"
    r"\b(?:negligible|minimal)\s+(?:loss|drop|degradation|decrease)\s+(?:in|of)\s+(?:model\s+|output\s+)?"
    r"(?P<m2>accuracy|quality|perplexity)\b|"
    # "with minimal accuracy impact", "with negligible impact on the response quality"
    r"\b(?:negligible|minimal|no|zero)\s+(?:model\s+)?(?P<m6>accuracy|quality|perplexity)\s+impact\b|"
    r"\b(?:negligible|minimal|no|zero)\s+(?:impact|effect)\s+on\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?P<m7>accuracy|quality|perplexity)\b|"
    # "the distribution of the output tokens remains unchanged", "the output stays identical to ..."
    r"\b(?P<m8>distribution|outputs?)\s+(?:of\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?)?(?:remains?|stays?)\s+"
    r"(?:unchanged|identical|the\s+same)\b|"
    # "lossless compression", "lossless 6 and 8 bit models": no quality lost to the compression
    r"\b(?P<m9>lossless)\s+(?:compression|quantization|\d+(?:\s*(?:and|or|,)\s*\d+)?[\s-]bits?)\b"
)
# the measure of the full or higher-precision model kept, also alone: "with negligible increase in perplexity",
# "maintaining the same level of answer quality", "maintain 32-bit performance", "retains FP16 accuracy"
_KEPT_REFERENCE = re.compile(
    r"\b(?:negligible|minimal|no)\s+increase\s+in\s+(?:the\s+)?(?:model\s+)?(?P<m10>perplexity)\b|"
    r"\b(?:maintain|preserv|retain|keep)\w*\s+(?:almost\s+|nearly\s+|virtually\s+)?(?:the\s+same\s+level\s+of|"
    r"(?:the\s+)?(?:\d+-bit|fp\d+|bf16|full[\s-]precision|dense|unquantized|uncompressed|unpruned))\s+"
    r"(?:model\s+|output\s+)?(?P<m11>accuracy|quality|perplexity|performance)\b"
)
#: A measure left as it was ("the accuracy remains unchanged", "keeps accuracy intact").
_UNTOUCHED = r"unchanged|unaffected|intact|untouched"
# more ways to say nothing was lost, also alone: "with no loss in accuracy", "incurs almost no end-to-end metrics
# loss", "causes no measurable drop in downstream task metrics", "the accuracy remains unchanged" (after a verb of
# result or "with": "a synchronous approach has no loss of accuracy" is a property of a kind)
_NO_LOSS_WIDE = re.compile(
    r"\b(?:with|at|incur\w*|caus\w*|show\w*|suffer\w*|exhibit\w*|yield\w*|observ\w*|introduc\w*|lead\w*\s+to|"
    r"result\w*\s+in)\s+(?P<no>(?:no|zero|(?:nearly|almost|virtually|practically|essentially)\s+no|negligible)\s+"
    r"(?:(?:measurable|noticeable|significant|observable|perceptible|appreciable|discernible)\s+)?"
    r"(?:(?:loss|losses|drops?|degradation|decrease)\s+(?:in|of|on)\s+(?:the\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?P<a>accuracy|quality|perplexity|metrics?|performance|fidelity)|"
    r"(?:[\w-]+\s+){0,2}?(?P<b>accuracy|quality|perplexity|metrics?|performance|fidelity)\s+"
    r"(?:loss|losses|drops?|degradation|decrease|penalty)))\b|"
    r"\b(?P<c>accuracy|quality|perplexity)\s+(?:of\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?)?(?:remains?|stays?)\s+"
    r"(?:virtually\s+|essentially\s+|largely\s+|almost\s+)?(?:" + _UNTOUCHED + r"|comparable|similar)\b|"
    # "model accuracy is preserved", "image quality is left intact": said of the result, nothing lost
    r"\b(?P<e>accuracy|quality|perplexity)\s+(?:of\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?)?(?:is|are|was|were)\s+"
    r"(?:fully\s+|largely\s+|well\s+|still\s+)?(?:preserved|(?:left\s+)?(?:" + _UNTOUCHED + r"))\b|"
    # "keeps downstream task accuracy intact", "leaving model quality largely unaffected"
    r"\b(?:keep|keeps|kept|keeping|leave|leaves|leaving|left)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?P<d>accuracy|quality|perplexity)\s+(?:virtually\s+|essentially\s+|largely\s+|almost\s+|fully\s+)?"
    r"(?:" + _UNTOUCHED + r")\b"
)


def _wide_gate(text: str) -> bool:
    """Whether ``text`` may hold a ``_NO_LOSS_WIDE`` phrase: every match holds one of these words, and one of
    ``_NO_LOSS_WORDS`` (its loss word, or "remain"/"stay").

    Examples:
        >>> _wide_gate("with no loss in accuracy"), _wide_gate("a loss function")
        (True, False)
    """
    return "no " in text or "negligible" in text or "unchanged" in text or "unaffected" in text or "intact" in text \
        or "untouched" in text or "remain" in text or "stay" in text or "preserved" in text


# a wish, a goal or a difficulty before the phrase: "the goal is to ... with no loss in accuracy"
_WISH_BEFORE = re.compile(r"\b(?:goals?|aims?|aiming|seeks?|seeking|striv\w*|challeng\w*|difficult\w*|hard|cannot|can't|"
                          r"unable|fail\w*|struggl\w*|whether|how\s+to|ideally|should|must|need\s+to)\b")


def no_loss_wide(text: str) -> list[tuple[int, int, str]]:
    """The phrases of ``_NO_LOSS_WIDE`` (nothing lost of a quality measure) that are no wish or goal:
    ``(start, end, measure word)`` each.

    Examples:
        >>> no_loss_wide("it stores weights in 4 bits with no loss in accuracy")
        [(33, 52, 'accuracy')]
        >>> no_loss_wide("a synchronous scheme has no loss of accuracy"), no_loss_wide("again with no loss in quality")
        ([], [])
        >>> [p[2] for p in no_loss_wide("it shows almost no end-to-end metrics loss")]
        ['accuracy']
        >>> no_loss_wide("the goal is 4 bits with no loss in accuracy"), no_loss_wide("with no loss of packets")
        ([], [])
    """
    out = []
    for m in _NO_LOSS_WIDE.finditer(text):
        if _WISH_BEFORE.search(text, 0, m.start()) or text.endswith("again ", 0, m.start()):
            continue  # "it remains challenging to ... with no loss in accuracy"; "again with no loss": said before
        word = m.group("a") or m.group("b") or m.group("c") or m.group("d") or m.group("e")
        start = m.start("no") if m.group("no") else m.start()
        out.append((start, m.end(), "accuracy" if word.startswith("metric") else word))
    return out


#: What every match of ``_KEPT_REFERENCE`` holds: one of its verbs or "increase in" (substring tests) ...
_KEPT_HINTS = ("maintain", "preserv", "retain", "keep", "increase in")
#: ... and, besides its verb, one of these words: a sentence with none of them is not searched.
_REFERENCE_WORDS = ("same level", "-bit", "fp", "bf16", "precision", "dense", "unquantized", "uncompressed", "unpruned")
# the rest only beside another comparison of the same sentence
_KEEPS = re.compile(
    # "without compromising generation quality", "without any accuracy loss"
    r"\bwithout\s+(?:any\s+|an?\s+|significantly\s+|noticeably\s+)?(?:compromising|sacrificing|hurting|degrading|losing|harming|damaging|reducing|diminishing|lowering|worsening|"
    r"impairing|jeopardi[sz]ing|impacting|affecting|changing|altering|changes?\s+(?:to|in)|(?:loss|decline|drop|degradation|decrease|reduction)\s+(?:of|in))\s+"
    r"(?:the\s+|its\s+|their\s+|any\s+)?(?:[\w-]+\s+){0,2}" + _QUALITY_KEPT + r"\b|"
    r"\bwithout\s+(?:any\s+)?(?P<m3>accuracy|quality|perplexity)\s+(?:loss|drop|degradation)\b|"
    # "while retaining model accuracy", "while achieving similar tail latencies", "and achieving near-FP16 accuracy"
    r"\b(?:while|whilst|and)\s+(?:still\s+|also\s+)?(?:fully\s+|completely\s+|entirely\s+)?"
    r"(?:maintaining|preserving|retaining|keeping|achieving|matching|attaining)\s+"
    r"(?P<body>(?:[\w./+'’-]+\s+){0,4}?)" + _KEPT.replace("?P<m>", "?P<m4>") + r"\b|"
    # "with identical outputs", "maintain almost the same quality", "with similar accuracy to"
    r"\b(?:with|at|of|maintain\w*|achiev\w*|keep\w*|produc\w*|yield\w*|reach\w*|preserv\w*)\s+(?:almost\s+|nearly\s+|virtually\s+|"
    r"exactly\s+)?(?:the\s+|an?\s+)?(?:same|identical|similar|comparable|equivalent|equal|near[\s-][\w.-]+)\s+(?:[\w-]+\s+){0,2}?"
    # (a loss reached equal, "reaches equal or lower test loss", is a quality kept too)
    rf"(?P<m5>{_QUALITY_WORDS}|(?:test\s+|training\s+|validation\s+|evaluation\s+)?loss)\b"
)
# "while minimally affecting output quality", "barely impacting accuracy": searched only where "ly <verb>ing" is
_BARELY_HURT = re.compile(
    r"\b(?:minimally|barely|hardly|negligibly|only\s+slightly)\s+(?:impacting|affecting|hurting|degrading|reducing|changing)\s+"
    r"(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?" + _QUALITY_KEPT + r"\b"
)
_BARELY_HURT_WORDS = ("ly impacting", "ly affecting", "ly hurting", "ly degrading", "ly reducing", "ly changing")
_NOT_PARITY = re.compile(r"\b\d|\b(?:higher|better|lower|improv\w*|superior|greater|more|less|fewer|increas\w*|reduc\w*|best|"
                         r"state-of-the-art|sota)\b")
_PURPOSE_TO = re.compile(r"(?<!able )\bto\s+$")
#: "comparable or better": a parity word with a gain beside it, read as parity (the weaker claim)
_PARITY_OR_BETTER_BODY = re.compile(r"^(?:the\s+)?(?:same|similar|comparable|equivalent|identical)\s+or\s+(?:even\s+)?"
                                    r"(?:slightly\s+)?(?:better|higher|improved)\s+|"
                                    # "while matching or improving the accuracy of X": the verb's hedge, still parity
                                    r"^or\s+(?:even\s+)?(?:slightly\s+)?(?:improving|exceeding|surpassing)\s+")
_RELATIVE_BEFORE = re.compile(r"\b(?:that|which|who)\s+$")
#: "2x faster than X to reach the same accuracy": the quality both runs reach, the condition of the speedup
_PURPOSE_REACH = re.compile(r"(?<!able )\bto\s+(?:reach|achieve|attain|match|hit)\s+(?:the\s+|a\s+)?"
                            r"(?:same|similar|comparable|equivalent|identical)\b(?!\s+or\s+(?:even\s+)?(?:better|higher))")
_CONDITION_AFTER = re.compile(r"\s+(?:targets?|constraints?|slos?|budgets?|requirements?|bounds?|limits?|thresholds?|"
                             r"guarantees?|goals?)\b")
_GAIN_AFTER = re.compile(r"\s+(?:improvements?|gains?|boosts?|increases?)\b")
_WITHIN = re.compile(
    r"\s*(?:loss\s+|drop\s+|degradation\s+)?(?:within|below|under|of\s+less\s+than|less\s+than|of\s+at\s+most)\s+"
)


# a side claim with no number beside a measured one: "..., with only small losses in accuracy" (worse),
# "... while significantly reducing inference latency" (better)
_SMALL_LOSS = re.compile(
    r"\b(?:with|at\s+the\s+cost\s+of|incur(?:s|red|ring)?|suffer(?:s|ed|ing)?)\s+(?:only\s+)?(?:an?\s+)?"
    r"(?:small|minor|slight|minimal|modest|marginal)\s+"
    r"(?:(?P<w1>accuracy|quality|performance|throughput)\s+(?:loss|losses|drops?|degradation|decrease)|"
    r"(?:loss|losses|drops?|degradation|decrease)\s+(?:in|of)\s+(?P<w2>accuracy|quality|performance|throughput))\b|"
    # "as the ROUGE score falls by just a few tenths", "and accuracy decreases only slightly"
    r"\b(?P<w3>accuracy|quality|score)\s+(?:only\s+)?(?:drops?|decreases?|declines?|falls?|degrades?)\s+(?:by\s+)?"
    r"(?:only\s+|just\s+)?(?:a\s+few\s+tenths|slightly|marginally)\b"
)
_SIDE_GAIN_OBJECT = (r"\s+(?:the\s+|its\s+|their\s+)?"
                     r"(?P<obj>(?:(?!(?:by|with|in|on|for|to|of|and|while|compared|than|over)\b)[\w-]+\s+){0,2}"
                     r"(?!(?:by|with|in|on|for|to|of|and|while|compared|than|over)\b)[\w-]+)")
#: Adverbs of a side gain's size ("while drastically reducing", "and even improves", "and markedly lowers").
_SIDE_ADVERBS = (r"significantly\s+|substantially\s+|greatly\s+|dramatically\s+|drastically\s+|considerably\s+|"
                 r"markedly\s+|notably\s+|largely\s+")
_SIDE_GAIN = re.compile(
    r"\b(?:while|and)\s+(?:also\s+|still\s+|further\s+|even\s+)?(?:" + _SIDE_ADVERBS + r")?"
    r"(?:improving|increasing|boosting|enhancing|reducing|lowering|cutting|decreasing|saving|shortening)" + _SIDE_GAIN_OBJECT
)
# "... and significantly lowers latency", "can reach 2x the throughput of X and reduce latency": a finite verb after
# "and" (matched only at each " and ": the verb stems are too common to gate a search)
_SIDE_GAIN_FINITE = re.compile(
    r"and\s+(?:also\s+|still\s+|further\s+|even\s+)?(?:" + _SIDE_ADVERBS + r")?"
    r"(?:improves?|increases?|boosts?|enhances?|reduces?|lowers?|decreases?)" + _SIDE_GAIN_OBJECT
)
_SIDE_COST = re.compile(
    r"\b(?:while|with)\s+(?:only\s+)?(?:adding|incurring|introducing)\s+(?:only\s+)?(?:an?\s+)?"
    r"(?P<obj>(?:[\w.]+\s+){0,2}?(?:latency|overheads?|memory))\b"
)
_NEGLIGIBLE = re.compile(r"(?:minimal|negligible|no|little|zero)\b")
_NUMBER_SOON = re.compile(r"\s*\(?\s*(?:of\s+|by\s+)?(?:only\s+|just\s+)?[<~]?\d")
_MEANS_BEFORE = re.compile(r"\bby\s+(?:\w+\s+)?\w+ing\b[^,;]*$")
_BY_SOON = re.compile(r"[^,;]{0,60}?\bby\b|\s*\d")


# Words that every match of a regex above contains (one of each alternative's required words): a sentence with
# none of them is not searched. Keep in step with the regexes.
_SMALL_LOSS_WORDS = ("small", "minor", "slight", "minimal", "modest", "marginal", "tenths")
_SIDE_COST_WORDS = ("adding", "incurring", "introducing")
_SIDE_GAIN_WORDS = ("improving", "increasing", "boosting", "enhancing", "reducing", "lowering", "cutting", "decreasing",
                    "saving", "shortening")
_NO_LOSS_WORDS = ("loss", "drop", "degradation", "penalty", "decrease", "impact", "effect", "remain", "stay", "lossless",
                  "intact", "unaffected", "unchanged", "untouched", "preserved")
_KEEPS_WORDS = ("without", "maintaining", "preserving", "retaining", "keeping", "achieving", "matching", "attaining",
                "same", "identical", "similar", "comparable", "equivalent", "near", "equal")


#: What every match of ``_NO_LOSS`` and ``_KEEPS`` holds (its measure word, or "lossless"): a sentence with none of
#: them keeps no measure (see :func:`parity_phrases`).
_KEPT_MEASURES = ("accura", " loss", "quality", "perplex", "output", "performance", "latenc", "distribution", "fidelity", "results",
                  "lossless", "success rate")
#: What every match of ``_NO_LOSS`` holds (the measure words of ``_KEPT_MEASURES`` that it names); ``_NO_LOSS_WIDE``
#: may name "performance" or "metrics" instead (see :func:`_alone_performance`).
_NO_LOSS_MEASURES = ("accura", "quality", "perplex", "output", "distribution", "lossless")
#: The measure words of ``_SMALL_LOSS``: every match holds one.
_SMALL_LOSS_MEASURES = ("accuracy", "quality", "performance", "score", "throughput")
# "..., while offering considerably better model accuracy", "while still achieving better zero-shot performance"
_SIDE_BETTER = re.compile(
    r"\b(?:while|whilst|and)\s+(?:also\s+|still\s+|consistently\s+)?(?:offering|providing|delivering|achieving|attaining|yielding|giving|"
    r"exhibit(?:s|ing)|shows|offers|delivers|achieves|provides|yields)\s+"
    r"(?:(?:substantially|significantly|much|considerably|consistently|notably|slightly|even)\s+)?"
    r"(?:better|higher|lower|superior|improved)\s+(?P<obj>(?:[\w-]+\s+){0,4}[\w-]+)\b"
)
_SIDE_BETTER_WORDS = ("better", "higher", "lower", "superior", "improved")
#: The present-tense verbs of ``_SIDE_BETTER`` ("and consistently exhibits higher speed"): no "while" or "-ing" to gate on.
_SIDE_BETTER_PRESENT = ("exhibits", "shows", "offers", "delivers", "achieves", "provides", "yields")
_SIDE_BETTER_VERBS = ("offering", "providing", "delivering", "achieving", "attaining", "yielding", "giving", "exhibit", "shows",
                      "offers", "delivers", "achieves", "provides", "yields")


# "..., while being much more memory-efficient and much faster": comparative adjectives of the sentence's subject
# after shares._WHILE_BEING
_BEING_ADJECTIVE = re.compile(
    r"(?:(?:much|significantly|substantially|considerably|far|notably|also|even|slightly)\s+)?"
    r"(?:(?:more\s+(?P<kind>(?:(?:[a-z]+)-?\s*(?:and|,)\s*)?[a-z]+)-efficient)|(?P<adj>faster|quicker|smaller|lighter|cheaper|"
    r"more\s+accurate))(?:\s*,?\s*(?:and\s+)?)"
)
_THAN_NEXT = re.compile(r"\s*(?:than|compared|relative|over|versus|vs)\b")
#: The measure of an "X-efficient" kind ("memory-efficient", "time-efficient") or a comparative adjective.
_BEING_MEASURES = {"memory": "memory", "time": "speedup", "compute": "cost", "computation": "cost", "energy": "energy",
                   "parameter": "memory", "cost": "cost", "data": "other", "sample": "other", "faster": "speedup",
                   "quicker": "speedup", "smaller": "memory", "lighter": "memory", "cheaper": "cost",
                   "more accurate": "accuracy"}


def _being_better(text: str) -> list[tuple[int, int, str, str]]:
    """Gains with no number stated as the subject's comparative adjectives after "while being" ("performs on par
    with X while being much more memory-efficient and much faster"): ``(start, end, measure, "better")`` each.

    Examples:
        >>> [m for _, _, m, _ in _being_better("on par with x while being much more memory-efficient and much faster")]
        ['memory', 'speedup']
        >>> [m for _, _, m, _ in _being_better("on par with x, while being much more memory- and time-efficient.")]
        ['memory', 'speedup']
        >>> _being_better("while being trained on less data"), _being_better("while being 2x faster")
        ([], [])
    """
    out = []
    for m in _WHILE_BEING.finditer(text):
        at = m.end()
        while (a := _BEING_ADJECTIVE.match(text, at)) is not None and a.end() > at:
            if _THAN_NEXT.match(text, a.end()):
                break  # "while being faster than X": a cue with its own baseline
            if a.group("kind"):
                for kind in re.split(r"-?\s*(?:and|,)\s*", a.group("kind")):
                    if (measure := _BEING_MEASURES.get(kind := kind.strip("- "))) is not None:
                        k = text.find(kind, a.start("kind"))
                        out.append((k, k + len(kind), measure, "better"))  # each measure at its word
            elif (measure := _BEING_MEASURES.get(a.group("adj"))) is not None:
                out.append((a.start("adj"), a.end("adj"), measure, "better"))
            at = a.end()
    return out


_SPEED_METRICS = ("speedup", "throughput", "latency")
#: A measure said to be kept ("without loss of performance", "while maintaining performance"), not matched to a
#: baseline ("comparable performance with X").
_KEPT_WORDING = re.compile(r"\b(?:without|no|maintain\w*|preserv\w*|retain\w*|keep\w*|negligible|minimal)\b")


def _parity_beside_speed(text: str, found: list[Found]) -> list[Found]:
    """``found`` with a bare parity ("performs on par with X") read as quality when the sentence goes on to say the
    subject is faster or leaner ("..., while being much faster"): one does not match X's speed while beating it.
    A speed measure named before the "while" keeps its parity ("throughput on par with X while being smaller")."""
    being = _being_better(text)
    if not being or not any(m in _SPEED_METRICS + ("memory",) for _, _, m, _ in being):
        return found
    start = being[0][0]
    if any(m in _SPEED_METRICS for _, _, m in _metric_hits(text, 0, start)):
        return found
    return [f._replace(metric="accuracy") if f.direction == "parity" and f.value is None and f.metric in _SPEED_METRICS
            else f for f in found]


def _side_better(text: str) -> list[tuple[int, int, str, str]]:
    """Gains with no number beside a measured one ("..., while offering considerably better model accuracy"):
    ``(start, end, measure, "better")`` each, the measure the first named after the comparative.

    Examples:
        >>> _side_better("2x faster than x, while offering considerably better model accuracy")
        [(18, 67, 'accuracy', 'better')]
        >>> _side_better("while achieving higher throughput by 2x"), _side_better("while offering better programmability")
        ([], [])
    """
    if not (_has_any(text, _SIDE_BETTER_WORDS) and _has_any(text, _SIDE_BETTER_VERBS)):
        return []
    out = []
    for m in _SIDE_BETTER.finditer(text):
        hits = _metric_hits(text, m.start("obj"), m.end("obj"))
        if not hits or _BY_SOON.match(text, hits[0][1]) or _NUMBER_SOON.match(text, hits[0][1]):
            continue  # "while achieving higher throughput by 2x": the number is found on its own
        out.append((m.start(), hits[0][1], hits[0][2], "better"))
    return out


# "... over X with smaller memory footprints": a saving with no number, in a "with" phrase (resources only: "with
# smaller batch sizes" is a setting)
_WITH_LESS = re.compile(
    r"with\s+(?:(?:much|significantly|substantially|considerably|far)\s+)?(?:smaller|lower|reduced)\s+"
    r"(?P<obj>(?:[\w-]+\s+){0,2}[\w-]+)\b"
)
_WITH_LESS_WORDS = ("smaller", "lower", "reduced")
# the "with" phrase closes a comparison ("... over X with ..."), not a setting ("on a cloud with lower bandwidth")
_COMPARED_BEFORE = re.compile(r"\b(?:over|than|compared\s+(?:to|with)|relative\s+to|versus|vs\.?)\s+(?![\d.])[^;()]{1,70}$")


def _with_less(text: str) -> list[tuple[int, int, str, str]]:
    """Savings with no number in a "with smaller/lower ..." phrase beside a measured claim: ``(start, end, measure,
    "better")`` each, for resource measures only.

    Examples:
        >>> _with_less("a 2x speedup over x with smaller memory footprints")
        [(20, 39, 'memory', 'better')]
        >>> _with_less("a 2x speedup over x with smaller batch sizes"), _with_less("over x with lower latency by 20%")
        ([], [])
        >>> _with_less("runs at 50% of peak on a cloud with lower memory capacity than x")  # a setting
        []
    """
    out = []
    at = text.find("with ")
    while at >= 0:
        m = _WITH_LESS.match(text, at) if at == 0 or not text[at - 1].isalnum() else None
        at = text.find("with ", at + 5)
        if m is None:
            continue
        hits = _metric_hits(text, m.start("obj"), m.end("obj"))
        if not hits or _BY_SOON.match(text, hits[0][1]) or _NUMBER_SOON.match(text, hits[0][1]):
            continue
        metric = _head(hits, text)[2]
        if metric in LESS_IS_BETTER_METRICS and _COMPARED_BEFORE.search(text, max(0, m.start() - 90), m.start()) \
                and text[max(0, m.start() - 12): m.start()].split()[-1:] not in ([w] for w in _HW_HEADS):
            out.append((m.start(), hits[0][1], metric, "better"))
    return out


# "..., while using very little extra memory", "while requiring less GPU memory": a saving with no number
_SIDE_SAVING = re.compile(
    r"(?:using|requiring|consuming|needing)\s+(?:only\s+)?"
    r"(?:very\s+|far\s+|much\s+|significantly\s+|substantially\s+|considerably\s+|dramatically\s+)?(?:little|less|fewer|lower|smaller)\s+"
    r"(?P<obj>(?:[\w-]+\s+){0,2}[\w-]+)\b"
)
_SAVING_BEFORE = re.compile(r"\b(?:while|whilst|and|by)\s+(?:also\s+|still\s+)?$")
_SAVING_VERBS = (" using ", " requiring ", " consuming ", " needing ")


def _side_saving(text: str) -> list[tuple[int, int, str, str]]:
    """Savings with no number beside another claim ("matches X while using very little optimizer memory"):
    ``(start, end, measure, "better")`` each, the measure the first named in the object.

    Examples:
        >>> _side_saving("it matches x while using very little extra storage for its index")
        [(13, 50, 'memory', 'better')]
        >>> _side_saving("it matches x while using less data"), _side_saving("it matches x while using 4x fewer gpus")
        ([], [])
    """
    out = []
    for verb in _SAVING_VERBS:  # each phrase looked for only where its verb is
        at = text.find(verb)
        while at >= 0:
            m = _SIDE_SAVING.match(text, at + 1)
            before = _SAVING_BEFORE.search(text, max(0, at - 15), at + 1) if m is not None else None
            if before is not None:
                hits = _metric_hits(text, m.start("obj"), m.end("obj"))
                if hits and not (_BY_SOON.match(text, hits[0][1]) or _NUMBER_SOON.match(text, hits[0][1])):
                    out.append((before.start(), hits[0][1], hits[0][2], "better"))
            at = text.find(verb, at + 1)
    return sorted(out) if len(out) > 1 else out


def side_claims(text: str) -> list[tuple[int, int, str, str]]:
    """Claims with no number beside a measured one: ``(start, end, measure, direction)`` each.

    Examples:
        >>> side_claims("a 3x speedup over X, with only small losses in accuracy")
        [(21, 55, 'accuracy', 'worse')]
        >>> side_claims("accuracy on par with X while significantly reducing inference latency")
        [(23, 69, 'latency', 'better')]
        >>> side_claims("2x less memory while reducing latency by 30%")
        []
    """
    out = []
    for m in _SMALL_LOSS.finditer(text) if _has_any(text, _SMALL_LOSS_MEASURES) and _has_any(text, _SMALL_LOSS_WORDS) else ():
        # "small losses in performance": in quality; "a slight throughput loss": in speed
        out.append((m.start(), m.end(), "throughput" if "throughput" in (m.group("w1"), m.group("w2")) else "accuracy", "worse"))
    for m in _SIDE_COST.finditer(text) if _has_any(text, _SIDE_COST_WORDS) else ():
        if _NEGLIGIBLE.match(m.group("obj")):
            continue  # "while adding minimal overhead": nothing lost, no claim
        if _BY_SOON.match(text, m.end()) or _NUMBER_SOON.match(text, m.end()):
            continue  # "adding only negligible latency overhead (7.1%)": the number is found on its own
        hits = _metric_hits(text, m.start("obj"), m.end("obj"))
        if hits:
            out.append((m.start(), m.end(), _head(hits, text)[2], "worse"))
    out.extend(_side_better(text))
    if "while being " in text or "whilst being " in text:
        out.extend(p for p in _being_better(text) if not any(a <= p[0] < b and p[2] == m for a, b, m, _ in out))
    if "with " in text and _has_any(text, _WITH_LESS_WORDS):
        out.extend(p for p in _with_less(text) if not any(a <= p[0] < b for a, b, _, _ in out))
    if " using " in text or " requiring " in text or " consuming " in text or " needing " in text:  # _SAVING_VERBS
        out.extend(p for p in _side_saving(text) if not any(a <= p[0] < b for a, b, _, _ in out))
    gains = list(_SIDE_GAIN.finditer(text)) if _has_any(text, _SIDE_GAIN_WORDS) else []
    at = text.find(" and ")
    while at >= 0:
        if (m := _SIDE_GAIN_FINITE.match(text, at + 1)) is not None:
            gains.append(m)
        at = text.find(" and ", at + 5)
    for m in sorted(gains, key=lambda g: g.start()):
        if _BY_SOON.match(text, m.end()) or _MEANS_BEFORE.search(text, max(0, m.start() - 80), m.start()):
            continue  # "while reducing costs by 33%": found on its own; "by batching and reducing X": a means
        hits = _metric_hits(text, m.start("obj"), m.end("obj"))
        if hits:
            out.append((m.start(), m.end(), _head(hits, text)[2], "better"))
    return out


# "incurs no overhead on serving throughput", "with zero accuracy nor training time overhead": each measure named
# is kept (parity); a "with" phrase only beside another comparison of the sentence
_NO_OVERHEAD = re.compile(
    r"\b(?P<verb>incur\w*|introduc\w*|add(?:s|ed|ing)?|impos\w*|caus\w*|with)\s+"
    r"(?:almost\s+|virtually\s+|nearly\s+)?(?:no|zero)\s+(?:additional\s+|extra\s+)?(?P<pre>(?:[\w-]+\s+){0,4}?)"
    r"(?:overheads?|slowdowns?|penalty|penalties)\b"
    r"(?:\s+(?:on|to|in|for)\s+(?:the\s+|its\s+|their\s+)?(?P<obj>(?:[\w-]+\s+){0,2}[\w-]+))?"
)
_NO_OVERHEAD_WORDS = ("overhead", "slowdown", "penalt")
_GOAL_BEFORE = re.compile(r"\b(?:should|must|would|could|to|ideally)\s+(?:\w+\s+)?$")


def no_overhead_phrases(text: str, alone: bool = False) -> list[tuple[int, int, str]]:
    """Measures said to cost nothing ("incurs no overhead on serving throughput"): ``(start, end, metric)`` each.

    ``alone``: the sentence has no other comparison, so a "with no ... overhead" adjunct does not count.

    Examples:
        >>> no_overhead_phrases("it incurs no overhead on serving throughput")
        [(3, 43, 'throughput')]
        >>> [p[2] for p in no_overhead_phrases("it comes with zero accuracy nor training time overhead")]
        ['accuracy', 'speedup']
        >>> no_overhead_phrases("it comes with zero accuracy nor training time overhead", alone=True)
        []
        >>> no_overhead_phrases("a good checkpointer should incur no overhead on throughput"), no_overhead_phrases("no overhead")
        ([], [])
    """
    if not (("no " in text or "zero " in text) and _has_any(text, _NO_OVERHEAD_WORDS)):
        return []
    out = []
    for m in _NO_OVERHEAD.finditer(text):
        if alone and m.group("verb") == "with" or _GOAL_BEFORE.search(text, max(0, m.start() - 25), m.start()):
            continue  # "with no overhead in step time" alone: a property; "should incur no overhead": a goal
        metrics = [h[2] for h in _metric_hits(text, m.start("pre"), m.end("pre"))]
        if m.group("obj"):
            hits = _metric_hits(text, m.start("obj"), m.end("obj"))
            if hits:
                metrics.append(_head(hits, text)[2])
        for metric in dict.fromkeys(metrics):
            if metric in _METRICS and metric not in ("scale", "other"):
                out.append((m.start(), m.end(), metric))
    return out


def _kept_reference(text: str) -> bool:
    """Whether ``text`` may hold a ``_KEPT_REFERENCE`` phrase (cheap tests before that regex).

    Examples:
        >>> _kept_reference("they maintain 32-bit performance"), _kept_reference("with negligible increase in perplexity")
        (True, True)
        >>> _kept_reference("it maintains a queue"), _kept_reference("a 2x speedup")
        (False, False)
    """
    if not _has_any(text, _KEPT_HINTS):
        return False
    if "increase in" in text and "perplex" in text:
        return True
    return _has_any(text, _REFERENCE_WORDS)


#: "Our results show that", "experiments demonstrate": a sentence that reports a measured result
_RESULT_MARKER = re.compile(r"\b(?:results?|experiments?|evaluations?|measurements?)\s+(?:\w+\s+){0,2}?"
                            r"(?:show|shows|demonstrate|demonstrates|indicate|indicates|confirm|confirms)\b")


#: "we demonstrate", "we show that": the authors report a result
_WE_SHOW = re.compile(r"\bwe\s+(?:also\s+|further\s+|empirically\s+|experimentally\s+)?"
                      r"(?:show|demonstrate|find|observe|confirm|verify|validate)\b")
# "while fully maintaining the accuracy", "while preserving model quality": a quality measure kept
_KEEPS_WHILE = re.compile(
    r"\b(?:while|whilst)\s+(?:still\s+|also\s+)?(?:fully\s+|completely\s+|entirely\s+|largely\s+)?"
    r"(?:maintaining|preserving|retaining|keeping)\s+(?P<body>(?:[\w./+'’-]+\s+){0,3}?)"
    r"(?P<m>accuracy|quality|perplexity|fidelity|performance)\b"
)


def _keeping(text: str) -> bool:
    """Whether ``text`` may hold a verb of ``_KEEPS_WHILE`` (maintaining, retaining, preserving, keeping).

    Examples:
        >>> _keeping("while retaining accuracy"), _keeping("while reducing latency")
        (True, False)
    """
    return "aining" in text or "serving" in text or "keeping" in text


# a level rather than a kept reference: "while maintaining high accuracy"
_LEVEL_WORDS = re.compile(r"\b(?:high|good|strong|low|reasonable|acceptable|competitive|decent|excellent|great|"
                          r"satisfactory|sufficient)\b")


#: "it maintains the generation quality": a quality measure the system keeps, said alone (no "of X" after it)
_KEEPS_FINITE = re.compile(
    r"\b(?:maintains|preserves|retains|keeps)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?P<m>accuracy|quality|perplexity|fidelity)(?=\s*(?:[,.;:)]|$)|\s+(?:while|whilst|and|but|across|on|in|for|under)\b)"
)


_KEEPS_FINITE_WORDS = ("maintains ", "preserves ", "retains ", "keeps ")


def reported_kept_measures(text: str) -> list[tuple[int, int, str]]:
    """The quality measures a sentence that reports a result ("we demonstrate", "our results show") says are kept
    ("while fully maintaining the accuracy", "without any loss of accuracy"), alone in it: ``(start, end, measure
    word)`` each; elsewhere such a phrase may be a design goal.

    Examples:
        >>> reported_kept_measures("we demonstrate 8-bit training while fully maintaining the accuracy")
        [(30, 66, 'accuracy')]
        >>> reported_kept_measures("we find that it prunes half the weights without any loss of accuracy")
        [(40, 68, 'accuracy')]
        >>> reported_kept_measures("it prunes half the weights while preserving model quality")
        []
        >>> reported_kept_measures("we show that it runs in 8 bits while maintaining high accuracy")
        []
        >>> reported_kept_measures("it cuts memory by half without hurting accuracy")  # may be the design goal
        []
        >>> reported_kept_measures("it keeps the output quality."), reported_kept_measures("it keeps the quality of x")
        ([(3, 27, 'quality')], [])
    """
    keeping = "while" in text and _keeping(text)
    finite = [(m.start(), m.end(), m.group("m")) for m in _KEEPS_FINITE.finditer(text)] if "s " in text else []
    if not ("without" in text or keeping or finite):
        return []
    if not (_RESULT_MARKER.search(text) or "we " in text and _WE_SHOW.search(text)):
        if not finite:
            return []
        return [p for p in finite if not _WISH_BEFORE.search(text, 0, p[0])]  # "it keeps the output quality"
    out = _measured_without(text) if "without" in text else []
    out.extend(p for p in finite if not any(a <= p[0] < b for a, b, _ in out))
    if keeping:
        for m in _KEEPS_WHILE.finditer(text):
            if not (_NOT_PARITY.search(m.group("body")) or _LEVEL_WORDS.search(m.group("body"))):
                out.append((m.start(), m.end(), m.group("m")))
    return [p for p in out if not _WISH_BEFORE.search(text, 0, p[0])]


def _measured_without(text: str) -> list[tuple[int, int, str]]:
    """The "without compromising accuracy" phrases of a sentence that reports a result, alone in it ("Our results
    show that X scales linearly without compromising model accuracy"); elsewhere such a phrase may be a goal.

    Examples:
        >>> _measured_without("our results show that it scales linearly without compromising model accuracy")
        [(41, 76, 'accuracy')]
    """
    out = []
    for m in _KEEPS.finditer(text):
        if m.group(0).startswith("without"):
            out.append((m.start(), m.end(), m.group("m") or m.group("m3")))
    return out


# "with minimal generation quality degradation", "with little end-to-end accuracy loss": a kept measure, even alone
_MINIMAL_LOSS = re.compile(
    r"\b(?:minimal|negligible|little|no|zero)\s+(?:[\w-]+\s+){0,2}?(?P<m>accuracy|quality|perplexity)\s+"
    r"(?:loss(?:es)?|drops?|degradation|decrease)\b"
)
# "while converging to the same loss", "and converges to a similar final model quality": beside another claim
_CONVERGES_SAME = re.compile(
    r"\bconverg\w*\s+to\s+(?:the\s+|a\s+)?(?:same|similar|comparable|identical|equivalent)\s+(?:[\w-]+\s+){0,2}?"
    r"(?P<m>accuracy|quality|perplexity)\b"
)
_LOSS_NOUNS = ("loss", "drop", "degradation", "decrease")
_LOSS_OPENERS = ("minimal", "negligible", "little", "no ", "zero")  # every _MINIMAL_LOSS match opens with one


def _loss_kept_phrases(text: str, alone: bool = False) -> list[tuple[int, int, str]]:
    """Kept measures said with a small loss word or a shared convergence point: ``(start, end, measure word)`` each.

    ``alone``: the sentence has no other comparison; a convergence point then says nothing about a baseline.

    Examples:
        >>> _loss_kept_phrases("2x faster, with minimal generation quality degradation")
        [(16, 54, 'quality')]
        >>> [p[2] for p in _loss_kept_phrases("3x faster while converging to the same final accuracy")]
        ['accuracy']
        >>> _loss_kept_phrases("training converges to the same accuracy", alone=True), _loss_kept_phrases("minimal loss")
        ([], [])
        >>> _loss_kept_phrases("4-bit weights with minimal accuracy loss", alone=True), _loss_kept_phrases("tuned for no accuracy loss")
        ([], [])
    """
    out = [(m.start(), m.end(), m.group("m")) for m in _MINIMAL_LOSS.finditer(text)
           if not (alone and m.group(0).startswith(("minimal", "little")))  # alone, a small loss may still be a loss
           and not text.endswith("for ", 0, m.start())]  # "... training for minimal accuracy loss": a purpose
    if not alone and "converg" in text:
        out.extend((m.start(), m.end(), m.group("m")) for m in _CONVERGES_SAME.finditer(text))
    return out


# "test accuracies are not materially compromised", "the model quality is not affected": nothing lost, said alone too
_NOT_HURT = re.compile(
    r"\b(?P<m>accurac(?:y|ies)|quality|perplexity)\s+(?:of\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?)?"
    r"(?:is|are|was|were|remains?|stays?)\s+not\s+(?:significantly\s+|materially\s+|noticeably\s+|substantially\s+|"
    r"adversely\s+|meaningfully\s+|measurably\s+)?(?:compromised|affected|degraded|sacrificed|hurt|impacted|harmed)\b"
)


def not_hurt(text: str) -> list[tuple[int, int, str]]:
    """The "accuracy is not compromised" phrases of ``text`` that are no wish or goal: ``(start, end, measure word)``.

    Examples:
        >>> not_hurt("showing that test accuracies are not materially compromised")
        [(18, 59, 'accuracies')]
        >>> not_hurt("the goal is that accuracy is not compromised"), not_hurt("the cache is not affected")
        ([], [])
    """
    return [(m.start(), m.end(), m.group("m")) for m in _NOT_HURT.finditer(text)
            if not _WISH_BEFORE.search(text, 0, m.start())]


def parity_phrases(text: str, alone: bool = False) -> list[tuple[int, int, str]]:
    """Claims that a measure is kept ("without compromising accuracy"): ``(start, end, measure word)`` each.

    ``alone``: the sentence has no other comparison, so only the explicit
    no-loss phrases count ("with negligible accuracy loss").

    Examples:
        >>> parity_phrases("it runs 2x faster without compromising output quality.")
        [(18, 53, 'quality')]
        >>> parity_phrases("it runs 2x faster while retaining model accuracy", alone=True)
        []
        >>> [p[2] for p in parity_phrases("weights drop to 3 bits with negligible loss in accuracy", alone=True)]
        ['accuracy']
        >>> parity_phrases("and reaches higher accuracy while achieving better quality")
        []
    """
    out = []
    lossy = _has_any(text, _NO_LOSS_WORDS)
    for m in _NO_LOSS.finditer(text) if lossy else ():
        out.append((m.start(), m.end(), next(g for g in m.groups() if g)))
    if lossy and _wide_gate(text):
        out.extend(p for p in no_loss_wide(text) if not any(a <= p[0] < b or p[0] <= a < p[1] for a, b, _ in out))
    if " not " in text and "ed" in text:
        out.extend(p for p in not_hurt(text) if not any(a <= p[0] < b or p[0] <= a < p[1] for a, b, _ in out))
        out.sort()
    if _kept_reference(text):
        for m in _KEPT_REFERENCE.finditer(text):
            if m.lastgroup == "m11" and _PURPOSE_TO.search(text, max(0, m.start() - 12), m.start()):
                continue  # "to maintain the same level of accuracy": a goal, not a result (but "is able to maintain")
            out.append((m.start(), m.end(), m.group("m10") or m.group("m11")))
        out.sort()
    # every loss noun is a word of _NO_LOSS_WORDS: without one of those, none
    if lossy and _has_any(text, _LOSS_NOUNS) and _has_any(text, _LOSS_OPENERS) or "converg" in text:
        out.extend(p for p in _loss_kept_phrases(text, alone) if not any(a <= p[0] < b for a, b, _ in out))
        out.sort()
    kept = out[:]
    out.extend(p for p in no_overhead_phrases(text, alone) if not any(a <= p[0] < b for a, b, _ in kept))
    if alone:
        if "without" in text or "while" in text and _keeping(text) or _has_any(text, _KEEPS_FINITE_WORDS):
            out.extend(p for p in reported_kept_measures(text) if not any(a <= p[0] < b for a, b, _ in out))
        return out
    for m in _KEEPS.finditer(text) if _has_any(text, _KEEPS_WORDS) else ():
        if any(a <= m.start() < b for a, b, _ in out):
            continue
        if m.group("body") is not None and _NOT_PARITY.search(_PARITY_OR_BETTER_BODY.sub("", m.group("body"))):
            continue  # "while achieving higher accuracy": a gain, not parity (but "comparable or better" is parity)
        word = next(g for g in (m.group("m"), m.group("m3"), m.group("m4"), m.group("m5")) if g)
        out.append((m.start(), m.end(), word))
    if "ly " in text and _has_any(text, _BARELY_HURT_WORDS):
        out.extend((m.start(), m.end(), m.group("m")) for m in _BARELY_HURT.finditer(text)
                   if not any(a <= m.start() < b for a, b, _ in out))
    out.sort()
    return out


def _alone_performance(text: str) -> bool:
    """Whether a sentence may say its "performance" or "metrics" are kept (cheap tests before
    :func:`parity_phrases`: "with no performance loss", "we show ... without degrading performance").

    Examples:
        >>> _alone_performance("with no performance loss"), _alone_performance("high performance kernels")
        (True, False)
    """
    return "without" in text or "while" in text and _keeping(text) or _wide_gate(text) and _has_any(text, _NO_LOSS_WORDS)


# a speed measure kept beside another claim: "without any throughput loss", "with no latency degradation",
# "without giving up throughput", "without any loss of serving throughput",
# "while maintaining the same serving throughput" (a level, "while maintaining high throughput", is no parity),
# "no additional inference latency", "at a similar throughput"
_SPEED_KEPT_WITHOUT = re.compile(
    r"without\s+(?:any\s+|an?\s+|noticeable\s+|significant\s+|measurable\s+)*(?:(?:compromising|sacrificing|hurting|"
    r"impairing|jeopardi[sz]ing|degrading|losing|reducing|impacting|affecting|violating|giving\s+up)\s+"
    r"(?:the\s+|its\s+|their\s+|any\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?P<m>throughput|latency|slos?|fairness|(?:sample|data)\s+efficiency)|"
    r"(?:[\w-]+\s+)?(?P<m2>throughput|latency)\s+(?:loss(?:es)?|drops?|degradation|penalty|penalties|decrease|reduction)|"
    r"(?:loss(?:es)?|drops?|degradation|decrease|reduction)\s+(?:of|in)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?"
    r"(?P<m3>throughput|latency))\b"
)
_SPEED_KEPT_WITH = re.compile(
    r"with\s+(?:no|zero|negligible)\s+(?:(?:[\w-]+\s+)?(?P<m>throughput|latency)\s+(?:loss(?:es)?|drops?|degradation|penalty|"
    r"decrease|reduction)|(?:loss|drop|degradation|decrease|reduction)\s+(?:of|in)\s+(?:the\s+)?(?:[\w-]+\s+)?"
    r"(?P<m2>throughput|latency))\b"
)
_SPEED_KEPT_VERB = re.compile(
    r"(?:maintaining|preserving|keeping|retaining|sustaining)\s+"
    r"(?P<body>(?:the\s+same\s+|similar\s+|comparable\s+|equivalent\s+|(?:the\s+|its\s+|their\s+)?(?:original\s+|baseline\s+)?)"
    r"(?:[\w-]+\s+)?)(?P<m>throughput)\b"
)
#: Kept measures of ``_SPEED_KEPT_WITHOUT`` besides speed (their claims' metric: "other"; SLOs are latency), and the
#: words that gate the search for them.
_OTHER_KEPT_WORDS = ("fairness", "sample efficien", "data efficien", "slo")
_KEEPING_BEFORE = re.compile(r"\b(?:while|and)\s+(?:still\s+)?$")
# "while providing the same throughput", "and delivering comparable throughput": a speed measure kept
_SAME_SPEED_GIVEN = re.compile(r"\b(?:while|whilst|and)\s+(?:still\s+)?(?:providing|delivering|offering|sustaining|achieving|"
                               r"attaining|serving)\s+(?:the\s+same|similar|comparable|equivalent)\s+(?:[\w-]+\s+)?(?P<m>throughput)\b")
# "5x less energy at a similar throughput", "at the same serving throughput": the speed held while another gain is had
_AT_SAME_SPEED = re.compile(r"\bat\s+(?:a\s+|the\s+)?(?:same|similar|comparable|equivalent)\s+(?:[\w-]+\s+)?(?P<m>throughput)\b")
# "with output quality on par", "with its accuracy on par": a measure kept, said after it
_WITH_ON_PAR = re.compile(r"\bwith\s+(?:the\s+|its\s+|their\s+)?(?:model\s+|output\s+|generation\s+)?"
                          r"(?P<m>accuracy|quality|perplexity|throughput|latency)\s+on\s+par\b")
_KEEPING_VERBS = ("maintaining ", "preserving ", "keeping ", "retaining ", "sustaining ")
# "and no additional inference latency", "with zero extra latency"
_NO_ADDED_LATENCY = re.compile(r"\b(?:no|zero)\s+(?:additional|extra|added)\s+(?:[\w-]+\s+)?(?P<m>latency)\b")


def _starts(text: str, word: str) -> Iterator[int]:
    """The offsets where ``word`` starts a word of ``text``.

    Examples:
        >>> list(_starts("with no loss, notwithstanding with", "with"))
        [0, 30]
    """
    at = text.find(word)
    while at >= 0:
        if at == 0 or not text[at - 1].isalnum():
            yield at
        at = text.find(word, at + 1)


def speed_kept_phrases(text: str) -> list[tuple[int, int, str, str]]:
    """Speed measures said to be kept ("... by 30% without any throughput loss"): ``(start, end, measure,
    "parity")`` each; a claim only beside another one of the sentence. Each phrase is looked for only where its
    opening word is.

    Examples:
        >>> speed_kept_phrases("it cuts energy by 30% without any throughput loss")
        [(22, 49, 'throughput', 'parity')]
        >>> [p[2] for p in speed_kept_phrases("it halves memory while maintaining the same serving throughput")]
        ['throughput']
        >>> [p[2] for p in speed_kept_phrases("it cuts cost by 40% with no latency degradation, and no extra latency")]
        ['latency', 'latency']
        >>> speed_kept_phrases("it halves memory while maintaining high throughput"), speed_kept_phrases("no throughput")
        ([], [])
    """
    out = []
    if "without " in text:
        for at in _starts(text, "without "):
            if (m := _SPEED_KEPT_WITHOUT.match(text, at)) is not None:
                out.append((m.start(), m.end(), m.group("m") or m.group("m2") or m.group("m3"), "parity"))
    if "with no " in text or "with zero " in text or "with negligible " in text:
        for at in _starts(text, "with "):
            if (m := _SPEED_KEPT_WITH.match(text, at)) is not None:
                out.append((m.start(), m.end(), m.group("m") or m.group("m2"), "parity"))
    if "throughput" in text:
        for verb in _KEEPING_VERBS:
            if verb in text:
                for at in _starts(text, verb):
                    m = _SPEED_KEPT_VERB.match(text, at)
                    # "while maintaining high throughput": a level, not kept
                    if m is not None and _KEEPING_BEFORE.search(text, max(0, at - 16), at) \
                            and not _LEVEL_WORDS.search(m.group("body")):
                        out.append((_KEEPING_BEFORE.search(text, max(0, at - 16), at).start(), m.end(), m.group("m"), "parity"))
    if "latency" in text and ("additional " in text or "extra " in text or "added " in text):
        out.extend((m.start(), m.end(), m.group("m"), "parity") for m in _NO_ADDED_LATENCY.finditer(text))
    if "throughput" in text and ("same " in text or "similar " in text or "comparable " in text or "equivalent " in text):
        out.extend((m.start(), m.end(), m.group("m"), "parity") for m in _SAME_SPEED_GIVEN.finditer(text)
                   if not any(a <= m.start() < b for a, b, _, _ in out))
        if "at " in text:
            out.extend((m.start(), m.end(), m.group("m"), "parity") for m in _AT_SAME_SPEED.finditer(text)
                       if not any(a <= m.start() < b for a, b, _, _ in out))
    return sorted(out) if len(out) > 1 else out


def _parity_claims(text: str, hits: Sequence[CueHit], found: list[Found], quality: Callable[[], bool]) -> list[Found]:
    """``found`` plus the comparisons with no number that say a measure is kept ("2x faster than X without
    compromising accuracy"); a cue right after the phrase ("with negligible loss relative to X") gives the baseline,
    and its own claim without a number is replaced."""
    # alone in its sentence, a kept measure needs a _NO_LOSS phrase (see parity_phrases), which holds fewer words
    measured = _has_any(text, _KEPT_MEASURES if found else _NO_LOSS_MEASURES) or not found and _kept_reference(text) \
        or _has_any(text, _NO_OVERHEAD_WORDS) or ("performance" in text or "metric" in text) and _alone_performance(text)
    # "without any throughput loss": a speed measure kept, beside another claim
    speed_kept = speed_kept_phrases(text) if found and ("throughput" in text or "latency" in text or "without " in text
                                                         and _has_any(text, _OTHER_KEPT_WORDS)) else []
    if not measured and not speed_kept and not (found and ("while" in text or "ing " in text or _has_any(text, _SIDE_BETTER_PRESENT)
                                                           or _has_any(text, _SMALL_LOSS_WORDS) or "on par" in text)):
        return found  # no measure kept (see _KEPT_MEASURES), and no side claim asked for
    out: list[Found] = []
    if found and ("while being " in text or "whilst being " in text):
        found = _parity_beside_speed(text, found)
    phrases = [(a, b, w, "parity") for a, b, w in parity_phrases(text, alone=not found)] if measured else []
    if speed_kept:
        phrases.extend(p for p in speed_kept if not any(a <= p[0] < b or p[0] <= a < p[1] for a, b, _, _ in phrases))
    if found:
        phrases.extend(p for p in side_claims(text) if not any(a <= p[0] < b for a, b, _, _ in phrases))
    if found and "on par" in text:
        # "..., with output quality on par": the measure kept beside the gain
        phrases.extend((m.start(), m.end(), m.group("m"), "parity") for m in _WITH_ON_PAR.finditer(text)
                       if not any(a <= m.start() < b for a, b, _, _ in phrases))
    for start, end, word, direction in phrases:
        if word.startswith(("latenc", "slo")):
            metric = "latency"  # "without sacrificing SLOs": the latency targets kept
        elif word.startswith(_OTHER_KEPT_WORDS):
            metric = "other"  # "without compromising fairness": a kept measure with no metric of its own
        elif word == "performance" or word == PERFORMANCE:
            # "6.2x lower latency ... without loss of performance": beside a speed gain the kept performance is quality
            metric = "accuracy" if quality() or direction == "parity" and _KEPT_WORDING.search(text, start, end) and any(
                f.metric in _SPEED_METRICS and f.value is not None for f in found) else "speedup"
        elif direction in ("better", "worse") and word in _METRICS:
            metric = word  # already a metric
        elif word in _METRICS:
            metric = word  # a kept measure named by its metric ("no overhead on throughput")
        else:
            metric = "accuracy"
        # the baseline: a cue right after the phrase ("similar accuracy to X"), else the nearest cue before it
        after = [h for h in hits if start <= h.start <= end + 25]
        before = [h for h in hits if h.end <= start]
        hit = after[0] if after else (before[-1] if before else None)
        if any(h.phrase_start <= start < h.end for h in hits) or _RELATIVE_BEFORE.search(text, max(0, start - 8), start) \
                or _GAIN_AFTER.match(text, end) or _CONDITION_AFTER.match(text, end) \
                or text.startswith("to ", max(0, start - 3)) and _PURPOSE_REACH.match(text, start - 3) \
                and any(f.value is not None for f in found):
            # "than X that achieves the same quality", "the same performance improvement": not ours;
            # "2x faster than X to reach the same accuracy": the quality both reach, a condition of the speedup
            continue
        if after:
            found = [f for f in found if not (f.value is None and f.rule == f"cue:{hit.cue}")]
        if hit is None and hits and found:
            hit = next((h for h in hits if any(f.rule.endswith("+" + h.cue) for f in found)), None)
            if hit is not None and len(hit.items) > 1:
                hit = None  # a kept measure before a list of baselines is no claim about each of them
        if hit is not None and hit.cue in ("shrinks", "of") and any(h.cue == "shrinks" for h in hits) \
                and sum(h.cue in ("shrinks", "of") for h in hits) > 1:
            hit = None  # "reducing A by 5x, B by 7x ..., with a small loss in accuracy": a loss of the whole list
        items: Sequence[BaselineItem | None] = hit.items if hit is not None else (None,)
        value = value_max = unit = qualifier = None
        within = _WITHIN.match(text, end)
        if within:
            q = next(iter(find_quantities(text[within.end(): within.end() + 30])), None)
            if q is not None and q.start == 0:
                if any(f.rule == "quantity+within" and f.value == q.value for f in found):
                    continue  # "maintaining accuracy within 5% of X": the bound of a loss against X, claimed already
                value, value_max, unit, qualifier = q.value, q.value_max, q.unit, "up to"
        for item in items:
            key = (item.id, item.text) if item and item.id else (None, item.text if item else None)
            if direction == "parity" and " or " in text[start:end]:
                # "reaches equal or lower test loss": the hedged parity, not also a gain of the same measure
                found = [f for f in found if not (f.value is None and f.metric == metric and f.direction == "better"
                                                  and (f.baseline, f.baseline_text) == key)]
            if any(f.metric == metric and (f.value is None or direction != "parity") and (f.baseline, f.baseline_text) == key
                   and (f.direction == "parity" or direction != "parity") for f in list(found) + out):
                continue
            if direction != "parity" and any(f.metric == metric and f.value is not None for f in found):
                continue  # the measure already has its number in this sentence
            out.append(found_against(
                item, metric=metric, value=value, value_max=value_max, unit=unit, qualifier=qualifier,
                direction=direction, rule="parity-phrase" if direction == "parity" else "side-phrase", confidence=0.6,
            ))
    return found + (_shared_baseline(found, out) if out and found else out)


def _shared_baseline(found: Sequence[Found], side: list[Found]) -> list[Found]:
    """``side`` with each side claim that no cue gave a baseline against the one baseline all the sentence's
    measured claims share ("consumes 1/4 of the energy needed to train X ..., while still achieving better
    performance": X's)."""
    if not any(f.rule == "side-phrase" and f.baseline is None and f.baseline_text is None for f in side):
        return side
    keys = {(f.baseline, f.baseline_label, f.baseline_text) for f in found if f.value is not None}
    if len(keys) != 1:
        return side
    baseline, label, text = next(iter(keys))
    if baseline is None and text is None:
        return side
    return [f._replace(baseline=baseline, baseline_label=label, baseline_text=text)
            if f.rule == "side-phrase" and f.baseline is None and f.baseline_text is None else f for f in side]
