"""The data-driven regexes of the comparison rules, the cheap sentence prefilter, and :func:`is_comparative`.

Cue words ("over", "than", "compared to", "outperforms", ...), metric words, fillers and generic heads come from
``data/comparison_cues.jsonl`` (see :func:`paperkg.extract.vocab.cues`) and become regexes once, on first use
(``functools.cache``). :func:`prefilter` / :func:`prefilter_lowered` let through only sentences with a number or
a comparison cue; :func:`is_comparative` keeps the quantities that read as a comparison. This module sits right
above :mod:`.records`; the rule modules import their regexes and gates from it.

Examples:
    >>> prefilter("Quill is 2.7x faster than Orca-X."), prefilter("We release the code.")
    (True, False)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from paperkg.extract.quantities import Quantity, by_prefix, letters_first, lowered, score_change_direction
from paperkg.extract.vocab import cues


def _alternation(words: Sequence[str]) -> str:
    parts = []
    for w in sorted({w.lower() for w in words}, key=lambda w: (-len(w), w)):
        if w.endswith("*"):
            parts.append(re.escape(w[:-1]) + r"\w*")
        else:
            parts.append(re.escape(w) + r"(?:e?s)?")
    return by_prefix(parts)  # longest first within each shared opening: the same words match, faster


@functools.cache
def _cue_parts() -> tuple[str, ...]:
    """The regex of every baseline cue, longest first."""
    parts = []
    for c in sorted(cues()["baseline"], key=lambda c: len(c["cue"]), reverse=True):
        part = re.escape(c["cue"]).replace(r"\ ", r"\s+")
        # "similar accuracy to", "the same convergence speed as", "comparable or even slightly improved results with":
        # the measure (two words at most) may sit inside, after an "or better" of a parity adjective
        part = re.sub(r"^(comparable|similar|competitive|superior|close|same)(\\s\+)",
                      r"\1(?:\\s+or\\s+(?:even\\s+)?(?:\\w+ly\\s+)?(?:better|improved|superior|higher))?"
                      r"(?:\\s+(?!(?:or|and|compared|relative|when|in|as|to|with|than)\\b)[\\w-]+){0,2}?\2", part)
        # "lags slightly behind", "remains far behind", "falls well short of": an adverb of degree may sit inside
        part = re.sub(r"^(\w+\\s\+)(behind|short)", r"\1(?:(?:\\w+ly|far|well|still)\\s+)?\2", part)
        # "competes favorably with": an adverb between a verb of competing and its preposition
        part = re.sub(r"^(compet(?:e|es|ing)\\s\+)(with|against)$", r"\1(?:\\w+ly\\s+)?\2", part)
        parts.append(part)
    return tuple(parts)


@functools.cache
def _baseline_cue_regex() -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{by_prefix(_cue_parts())})(?![\w-])")


_PREFILTER_WORDS = (r"twice|orders?[\s-]of[\s-]magnitude|halv|doubl|better|faster|superior|lower|higher|negligible|minimal|"
                    r"lossless|unchanged|intact|untouched|remains?\s+identical|remains?\s+comparable|remains?\s+similar|"
                    r"as\s+fast\s+as|as\s+quick\s+as|as\s+efficient\s+as|"
                    r"maintain\w*\s+the\s+same\s+level|preserv\w*\s+the\s+same\s+level|retain\w*\s+the\s+same\s+level|"
                    r"no\s+(?:[\w-]+\s+){0,2}overhead|no\s+(?:[\w-]+\s+){0,2}slowdown|zero\s+(?:[\w-]+\s+){0,2}overhead|"
                    r"no\s+(?:[\w-]+\s+){0,3}loss|no\s+(?:[\w-]+\s+){0,3}drop|no\s+(?:[\w-]+\s+){0,3}degradation|unaffected|"
                    r"compare\s[^.;]{0,120}?\bcomparable|compare\s[^.;]{0,120}?\bsimilar|compare\s[^.;]{0,120}?\bequivalent|"
                    r"compare\s[^.;]{0,120}?\bidentical|compare\s[^.;]{0,120}?\bcompetitive|compare\s[^.;]{0,120}?\bon[\s-]par" +
                    # "keeps most of the quality of X" (see _MOST_KEPT)
                    r"|most\s+of\s+t" +
                    # "at a fraction of the cost of X" (see owned_measures._FRACTION_OF)
                    r"|fraction\s+of\s" +
                    # "instances on which the solvers A and B time out" (see phrasings._OTHERS_TIME_OUT)
                    r"|time\s+out|times\s+out|timed\s+out" +
                    # "NeRF-comparable quality", "GPT-4-level performance" (see owned_measures._LEVEL_OF)
                    "".join(rf"|{w}\s+{m}" for w in ("comparable", "level") for m in ("quality", "performance", "accuracy")) +
                    # "it maintains the output quality" (see reported_kept_measures)
                    r"|maintains\s|preserves\s|retains\s|keeps\s" +
                    # "accuracy is not materially compromised" (see parity.not_hurt)
                    "".join(rf"|not\s+(?:\w+ly\s+)?{w}" for w in "compromised affected degraded sacrificed hurt impacted harmed".split()))
_DIGIT = re.compile(r"\d")


@functools.cache
def _prefilter_regex() -> re.Pattern[str]:
    """A digit, a baseline cue or a number word: the sentences worth a closer look."""
    return re.compile(r"\d|" + _baseline_cue_regex().pattern + rf"|\b(?:{_PREFILTER_WORDS})")


@functools.cache
def _prefilter_parts() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """:func:`_prefilter_regex` without its digit, as two regexes that find the same sentences faster.

    A cue needs no word character or hyphen before it, a number word no word character: so either it opens the
    text (the first regex, anchored with ``match``), or a non-word character comes right before it (the second,
    which starts with that character, so the engine skips every letter without trying a cue). Cues and number
    words sit in one tree of opening letters (:func:`_prefilter_tree`), read once per character.
    """
    return re.compile(_prefilter_tree(False)), re.compile(rf"\W(?:{_prefilter_tree(True)})")


def _prefilter_tree(after_symbol: bool) -> str:
    r"""The cues and the number words of the prefilter as one tree of opening letters (see
    :func:`~paperkg.extract.quantities.by_prefix`): ``L(?:(?<!-.)(?:cues after L)(?![\w-])|words after L)`` per
    letter ``L``. A text has a match where the plain alternation has one (the prefilter asks only whether there is
    one); ``after_symbol``: a cue needs no hyphen before its letter (``(?<!-.)``, one character back once ``L`` is
    read).

    Examples:
        >>> tree = _prefilter_tree(True)
        >>> "|t(?:(?<!-.)(?:" in tree, [bool(re.search(rf"\W(?:{tree})", t)) for t in (" a-than b", " a twice", " x than")]
        (True, [False, True, True])
    """
    groups: dict[str, tuple[list[str], list[str]]] = {}
    for part, kind in [(p, 0) for p in _cue_parts()] + [(w, 1) for w in _PREFILTER_WORDS.split("|")]:
        if not part[:1].isalpha() or part[1:2] in ("?", "*", "+", "{"):
            raise ValueError(f"prefilter part {part!r} must open with a plain letter")
        groups.setdefault(part[0], ([], []))[kind].append(part[1:])
    alternatives = []
    for letter, (cue_rests, word_rests) in groups.items():
        inner = []
        if cue_rests:
            inner.append(rf"{'(?<!-.)' if after_symbol else ''}(?:{by_prefix(cue_rests)})(?![\w-])")
        if word_rests:
            inner.append(f"(?:{by_prefix(word_rests)})")
        alternatives.append(f"{letter}(?:{'|'.join(inner)})")
    return "|".join(alternatives)


def _has_digit(text: str) -> bool:
    r"""Whether ``text`` holds a digit (``\d``); on ASCII text (the ten digits only) ten substring tests, about
    twice as fast as the regex.

    Examples:
        >>> _has_digit("gpt-4o"), _has_digit("no digits here"), _has_digit("٣ in arabic"), _has_digit("é")
        (True, False, True, False)
    """
    if text.isascii():
        for digit in "0123456789":  # a plain loop: cheaper than ``any(map(...))``
            if digit in text:
                return True
        return False
    return _DIGIT.search(text) is not None


def prefilter_lowered(text: str) -> bool:
    """:func:`prefilter` of a lowercased sentence (what ``_prefilter_regex().search`` answers, about twice as fast).

    Examples:
        >>> prefilter_lowered("we present corvid, a compiler."), prefilter_lowered("it beats triton.")
        (False, True)
        >>> prefilter_lowered("faster-than-light"), prefilter_lowered("non-faster"), prefilter_lowered("x-than y")
        (True, True, False)
    """
    if _has_digit(text):
        return True
    at_start, after_symbol = _prefilter_parts()
    return at_start.match(text) is not None or after_symbol.search(text) is not None


@functools.cache
def _cue_info() -> dict[str, str | None]:
    return {c["cue"].lower(): c.get("direction") for c in cues()["baseline"]}


@functools.cache
def _metric_regex() -> tuple[re.Pattern[str], dict[str, str]]:
    words: dict[str, str] = {}
    for c in cues()["metric"]:
        for w in c["words"]:
            words.setdefault(w.lower().rstrip("*"), c["metric"])
    # "performance" alone is speed for a kernel and quality for a model: resolved per paper
    words.setdefault("performance", PERFORMANCE)
    alt = _alternation([w for c in cues()["metric"] for w in c["words"]] + ["performance"])
    # a hyphen may join a measure to what it measures ("inter-token-latency"), not to an adjective ("low-latency")
    # nor to a place ("in-memory": where the data lives, not a measure of memory)
    return re.compile(rf"(?<!\w)(?<!\blow-)(?<!\bhigh-)(?<!\bin-)(?:{alt})(?![\w-])"), words


@functools.cache
def _worse_regex() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{_alternation([c['word'] for c in cues()['worse']])})\b")


@functools.cache
def _fillers() -> frozenset[str]:
    return frozenset(c["word"].lower() for c in cues()["filler"])


@functools.cache
def _generic_heads() -> frozenset[str]:
    return frozenset(c["word"].lower() for c in cues()["generic_head"])


_COMPARATIVE_WORDS = (
    r"reduc\w*|improv\w*|increas\w*|decreas\w*|higher|lower|less|fewer|more|faster|slower|cheaper|better|worse|gains?|boost\w*|"
    r"speed[\s-]?ups?|slowdowns?|sav\w*|cuts?|cutting|lift\w*|rais\w*|outperform\w*|surpass\w*|exceed\w*|overheads?|degrad\w*|drops?|loss|"
    r"accelerat(?!ors?\b)\w*|shorten\w*|shrink\w*|smaller|larger|greater|enhanc\w*|advantage|margin|over|than|compared|relative|"
    r"lowering|raising|trim\w*|eliminat\w*|higher|up|penalty|versus|vs|ris\w*|fall\w*|grow\w*|jump\w*|climb\w*|comparison|"
    r"geomean|geometric|sharper|crisper"
)
# grouped by their openings (see by_prefix): the same words match, faster
_COMPARATIVE = re.compile(rf"\b(?:{by_prefix(_COMPARATIVE_WORDS.split('|'))})\b")
_STOP_WORDS = frozenset(
    "by on in at for across while when with under using via through without during respectively which that who "
    "where whereas but because thanks despite from to into achieving reaching delivering yielding providing "
    "enabling resulting offering attaining obtaining demonstrating showing making reducing improving "
    "while whilst since if although though whose thereby even especially particularly per is are was "
    "were has have had can could will would may might does do achieves achieve delivers deliver reduces reduce "
    "improves improve after before until once upon and/or "
    # "the speedup over X reaches/exceeds 3x": a verb after the baseline ends its phrase
    "reaches reached exceeds exceeded remains remained stays stayed becomes".split()
)
_HW_HEADS = frozenset("gpu gpus chip chips accelerator accelerators system systems cluster clusters pod pods tpu tpus cpu cpus "
                      "processor processors device devices server servers node nodes card cards platform platforms soc".split())


_PRONOUNS = frozenset("it them they this that these those others one ones itself themselves ours".split())
_LIST_SEP = re.compile(r"^\s*(?:,|,?\s*and|,?\s*or|/|;)?\s*$")


def prefilter(text: str) -> bool:
    """Whether a sentence is worth analysing: it has a digit or a comparison cue.

    Examples:
        >>> prefilter("We present Corvid, a compiler.")
        False
        >>> prefilter("Corvid is 1.2x faster than Triton.")
        True
    """
    return prefilter_lowered(lowered(text))


_BASELINE_VALUE_BEFORE = re.compile(
    r"(?:(?<!\bless\s)(?<!\bmore\s)(?<!\bfewer\s)\bthan\s+(?:the|a|an|its|their)|\b(?:compared\s+(?:to|with)|relative\s+to|versus|vs\.?)(?:\s+(?:the|a|an|its|their))?)\s+$"
)
_BETTER_THAN_BEFORE = re.compile(r"\b(?:better|worse|higher|lower|faster|slower)\s+than\s+$")
#: What every match of the two regexes above holds: text with none of them is not searched.
_BASELINE_VALUE_WORDS = ("than", "compared", "relative", "versus", "vs")
_OF_QUALITY = re.compile(r"^\s*of\s+(?:model\s+|top-1\s+|average\s+)?(?:accuracy|quality|perplexity)\b")
_WITH_BEFORE = re.compile(letters_first(r"\bwith\s+(?:only\s+|just\s+)?$"))
_COMPARATIVE_OR_METRIC_AFTER = re.compile(
    r"^\s*(?:higher|lower|less|fewer|more|faster|slower|better|worse|smaller|larger|greater|cheaper|shorter|longer|"
    r"reduc\w*|improv\w*|increas\w*|decreas\w*|gains?|savings?|speed-?ups?|overheads?|degradation|drops?|loss|penalty)\b"
    # "with only 9% accuracy degradation": a measure word or two, then the change
    r"|^\s*(?:[a-z][\w-]*\s+){1,2}?(?:degradation|drops?|loss|penalty|slowdown|overheads?|reduction|increase|"
    r"improvement|gains?|savings?)\b"
)
_LEVEL_AFTER = re.compile(r"^\s*\)?\s*(?:[\w-]+\s+){0,2}?(?:utili[sz]ation|mfu|hfu)\b")
# "at 95% recall", "at the same 90% accuracy": a quality level at which speeds are compared
_AT_END = re.compile(r"\bat\s+$")
_OPERATING_POINT = re.compile(r"\s*(?:top-\d+\s+)?(?:recall|precision|accuracy)\b(?!\s+(?:gains?|improvements?|increases?|drops?|loss))")
_PERCENTILE_AFTER = re.compile(r"^\s*(?:tail\s+|end-to-end\s+|request\s+)?(?:latenc|percentile|response\s+time|ttft|tpot)")
_CUE_SOON = re.compile(r"^[^.;]{0,40}\b(?:compared|than|relative|versus|baselines?)\b")
_BY_VALUES_BEFORE = re.compile(
    letters_first(
        r"\bby\s+(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|an?\s+average\s+of\s+|as\s+much\s+as\s+|"
        r"more\s+than\s+|at\s+least\s+|almost\s+|approximately\s+)?"
        r"[<>~]?\s*(?:[\d.]+\s?%?\s?(?:,|,?\s?and)\s?)*$"
    )
)
_OF_AFTER = re.compile(r"^\s*of\b")
_SAVES_SHARE = re.compile(r"\b(?:sav(?:e|es|ed|ing)|cut(?:s|ting)?|reduc(?:e|es|ed|ing))\s+"
                          r"(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|approximately\s+)?$")
# "removes up to 75% of the scheduling gaps": a bounded share removed is a gain; an unbounded one ("remove 50% of the data with
# little loss", "removing 25% of the layers") is the operating point of the claim that follows
_REMOVES_SHARE = re.compile(r"\b(?:remov|eliminat)(?:e|es|ed)\s+(?:up\s+to|as\s+much\s+as|over|more\s+than|nearly|almost)\s+$")
_GAIN_AFTER_PAREN = re.compile(r"\s*\)\s*(?:[a-z][\w-]*\s+){0,2}?(?:savings?|reductions?|improvements?|gains?|speed-?ups?)\b")
# "varies by up to", "vary by about", "differ by as much as": the spread of a measure over a population
_BASELINE_SIZE_AFTER = re.compile(r"\s+(?:larger|bigger)\s+(?:[\w-]+\s+)?(?:models?|networks?|llms?|variants?|counterparts?|"
                                  r"teachers?|baselines?)\b", re.IGNORECASE)
#: The cues whose object may be a baseline described by its size ("competing with 7x larger models").
_SIZE_CUES = (r"(?:competing|compete|competes|competitive)\s+with|rival\w*|match\w*|comparable\s+to|on\s+par\s+with|"
              r"outperform\w*")
_CUE_BEFORE_SIZE = re.compile(rf"\b(?:{_SIZE_CUES}|beat\w*|surpass\w*|exceed\w*|than|over)\s+"
                              r"(?:the\s+(?:accuracy|performance|quality)\s+of\s+)?"
                              r"(?:a\s+|an\s+|the\s+|even\s+|much\s+|models\s+that\s+are\s+)?(?:up\s+to\s+)?$", re.IGNORECASE)
_SIZE_BASELINE_AND = re.compile(rf"\b(?:{_SIZE_CUES})\s+[\d.]+\s?[x×]\s+(?:larger|bigger)\s+[\w-]+\s+and\s+$", re.IGNORECASE)
_BASELINE_LEVEL_BEFORE = re.compile(r"\b(?:exceed\w*|surpass\w*|beat\w*|than|outperform\w*|match\w*|versus|vs\.?)\s+the\s+$",
                                    re.IGNORECASE)
_EXTENT_BEFORE = re.compile(r"\bspan(?:s|ning|ned)?\s+(?:over\s+|across\s+)?(?:about\s+|nearly\s+|more\s+than\s+|over\s+)?$")
_SPREAD_BEFORE = re.compile(r"\b(?:var(?:y|ies|ied|ying)|differ(?:s|ed|ing)?)\s+(?:widely\s+|greatly\s+)?by\s+"
                            r"(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|as\s+much\s+as\s+|more\s+than\s+)?$")
_QUALIFIER_END = re.compile(letters_first(
    r"(?:\bup\s+to|\bover|\bmore\s+than|\babout|\baround|\bapproximately|\bnearly|\balmost|\bat\s+least|"
    r"\bless\s+than|\bbelow|\babove|\bunder|\bwithin|~|>|<)\s*$"
))
_CLAUSE_WORD = re.compile(r"\b(?:and|while|which|whereas)\b")
_PHRASE_AFTER = re.compile(r"^[^,;.()]{0,45}")
_PHRASE_BEFORE = re.compile(r"[^,;.()]{0,45}$")
#: How every ``_QUALIFIER_END`` match ends, before its spaces.
_QUALIFIER_LAST = ("to", "over", "than", "about", "around", "approximately", "nearly", "almost", "least", "below", "above",
                   "under", "within", "~", ">", "<")


def _phrase_before(text: str) -> str:
    """``_PHRASE_BEFORE.search(text).group(0)``: the end of ``text`` after its last ``,;.()`` (at most 45 characters).

    Examples:
        >>> _phrase_before("a (b, c) d"), _phrase_before("no break"), _phrase_before("ends.")
        (' d', 'no break', '')
    """
    cut = max(map(text.rfind, ",;.()")) + 1
    if len(text) - cut <= 45:
        return text[cut:]  # the first position the regex tries after the last break, and it matches to the end
    return _PHRASE_BEFORE.search(text).group(0)


def baseline_level(text: str, q: Quantity) -> bool:
    """Whether ratio ``q`` is the level the baseline reached, named after a cue: "exceeding the 9.56x of X".

    Examples:
        >>> from paperkg.extract.quantities import find_quantities
        >>> t = "reach 9.64x, exceeding the 9.56x of the best human"
        >>> [baseline_level(t, q) for q in find_quantities(t)]
        [False, True]
    """
    return q.unit == "x" and text.startswith(" of ", q.end) \
        and _BASELINE_LEVEL_BEFORE.search(text, max(0, q.start - 30), q.start) is not None


_PAREN_KIND_END = re.compile(r"\(\s*(?:absolute|relative)\s+$")
# "at an 8x upscaling factor", "for 4x super-resolution": the size of the images made, a setting
_IMAGE_SCALE_AFTER = re.compile(r"\s*(?:up-?scaling|up-?sampling|down-?sampling|super-resolution|magnification|zoom|"
                                r"scal(?:e|ing)\s+factors?)\b", re.IGNORECASE)

#: "62% of the theoretical peak", "75% of peak FLOPS", "80% of the hardware's peak bandwidth": a level, not a gain
_OF_PEAK = re.compile(r"\s+of\s+(?:the\s+)?(?:(?:theoretical|hardware(?:'s)?|gpu(?:'s)?|device(?:'s)?|achievable|attainable|"
                      r"maximum)\s+)?peak\b", re.IGNORECASE)
#: "at 90% sparsity", "with 50% unstructured sparsity", "pruned to 75% weight sparsity": the sparsity a result is
#: measured at, a setting (neither a value of its own nor the measure of a value)
_AT_SPARSITY = re.compile(r"\b(?:at|with|under|to|for)\s+(?:an?\s+)?(?P<v>[~≈<>]?\s?[\d.]+\s?%)\s*"
                          r"(?:(?:unstructured|structured|weight|activation|block|random)\s+)?(?P<w>sparsity)\b")


def sparsity_setting_at(text: str, at: int) -> bool:
    """Whether the value or the word "sparsity" at ``at`` of the lowercased ``text`` is part of the sparsity a result
    is measured at ("3.4x over dense kernels at 90% sparsity").

    Examples:
        >>> t = "3.4x over dense kernels at 90% sparsity, and 20% higher sparsity"
        >>> sparsity_setting_at(t, t.index("90")), sparsity_setting_at(t, t.index("sparsity")), sparsity_setting_at(t, t.index("20"))
        (True, True, False)
    """
    if "spars" not in text:
        return False
    return any(at in (m.start("v"), m.start("w")) for m in _AT_SPARSITY.finditer(text, max(0, at - 40), at + 60))


def of_peak(text: str, q: Quantity) -> bool:
    """Whether percentage ``q`` is a share of the hardware's peak ("reaches 62% of the theoretical peak"): a level.

    Examples:
        >>> from paperkg.extract.quantities import find_quantities
        >>> t = "it is 20% faster and reaches 62% of the theoretical peak"
        >>> [of_peak(t, q) for q in find_quantities(t)]
        [False, True]
    """
    return q.unit == "%" and "peak" in text and _OF_PEAK.match(text, q.end) is not None


def is_comparative(text: str, q: Quantity) -> bool:
    """Whether quantity ``q`` in ``text`` reads as a comparison rather than an absolute result.

    Ratios always do; percentages, points and scores need a comparative word nearby.

    Examples:
        >>> from paperkg.extract.quantities import find_quantities
        >>> t = "It reaches 71.9% accuracy and cuts latency by 30%."
        >>> [is_comparative(t, q) for q in find_quantities(t)]
        [False, True]
    """
    if ("var" in text or "differ" in text) and _SPREAD_BEFORE.search(text, max(0, q.start - 40), q.start):
        return False  # "energy per query varies by up to 90x across models": a spread, not a change of one system
    if "span" in text and "magnitude" in text[q.start: q.end] and _EXTENT_BEFORE.search(text, max(0, q.start - 24), q.start):
        return False  # "compute scales spanning four orders of magnitude": the extent of a range, not a change
    if baseline_level(text, q):
        return False  # "slightly exceeding the 9.56x of the fastest human submission": the baseline's own level
    if of_peak(text, q):
        return False  # "reaches 37.8% to 62.3% of the theoretical peak FLOPs/s": a level of the hardware's peak
    if q.unit == "%" and sparsity_setting_at(text, q.start):
        return False  # "3.4x over dense kernels at 90% sparsity": the sparsity measured at, a setting
    if q.unit == "x" and _IMAGE_SCALE_AFTER.match(text, q.end):
        return False  # "runs faster than X at an 8x upscaling factor": the setting, not a gain
    if q.unit == "x":
        # "competing with 7x larger models", "outperforms a 14x larger model": the size of the baseline, not a gain
        return not (("larger" in text or "bigger" in text) and (
            _BASELINE_SIZE_AFTER.match(text, q.end) and _CUE_BEFORE_SIZE.search(text, max(0, q.start - 40), q.start)
            # "... 7x larger models and 5x higher dimensional embeddings": the second size of the same baseline
            or _SIZE_BASELINE_AND.search(text, max(0, q.start - 50), q.start)))
    if q.unit in _SCORE_DELTA_UNITS and (text[q.start - 1: q.start] == "+"
                                         or score_change_direction(text, q) is not None):
        return True  # "a 0.07 decline in BLEU score", "a 0.5 perplexity increase", "+1.2 mIoU": a change of the score
    text = lowered(text)
    before = text[max(0, q.start - 45): q.start]
    after = text[q.end: q.end + 45]
    if _BY_VALUES_BEFORE.search(before):
        return True
    if _OF_AFTER.match(after) and q.unit != "points" and not _OF_QUALITY.match(after):
        if q.unit == "%" and ("sav" in before or "cut" in before or "reduc" in before) and _SAVES_SHARE.search(before):
            return True  # "saves 12% of memory consumption": the share saved is the change
        if q.unit == "%" and ("remov" in before or "eliminat" in before) and _REMOVES_SHARE.search(before):
            return True  # "removes up to 75% of the scheduling gaps": the share removed, at most
        return False  # "4% of training time", "72% of peak": a share, not a change
    if _has_any(before, _BASELINE_VALUE_WORDS) and (_BASELINE_VALUE_BEFORE.search(before) or _BETTER_THAN_BEFORE.search(before)):
        return False  # "31% faster than the 38.5% we would get", "better than 50%": the baseline's own value
    if _WITH_BEFORE.search(before) and not _COMPARATIVE_OR_METRIC_AFTER.match(after) and not _CUE_SOON.search(after):
        return False  # "with 20% heavy hitters": a setting, not a change
    if q.unit == "%" and q.value in (50.0, 90.0, 95.0, 99.0, 99.9) and _PERCENTILE_AFTER.match(after):
        return False  # "3.5x lower 99% latency": a percentile, not a change
    if _LEVEL_AFTER.match(after) and not _CUE_SOON.search(after):
        return False  # "(75% utilization)", "54% MFU": a level reached, not a change
    if q.unit == "%" and before.endswith("at ") and _OPERATING_POINT.match(after) and _AT_END.search(before):
        return False  # "3x faster than X at 95% recall": the operating point of the comparison, not a change
    # "over 99%", "up to 60%": qualifiers, not comparisons
    if before.rstrip().endswith(_QUALIFIER_LAST):
        before = _QUALIFIER_END.sub("", before)
    if before.rstrip().endswith("("):
        before = before.rstrip()[:-1]
    elif before.endswith(("absolute ", "relative ")) and (paren := _PAREN_KIND_END.search(before)) is not None:
        before = before[: paren.start()]  # "lower top-1 error (absolute 7.8%) than X": the kind of the gain
    if after[:3].lstrip().startswith(")") and _GAIN_AFTER_PAREN.match(after):
        return True  # "significant (often over 20%) memory savings": the value of the gain named after it
    after_words = _CLAUSE_WORD.split(_PHRASE_AFTER.match(after).group(0))[0]
    before_words = _CLAUSE_WORD.split(_phrase_before(before))[-1]
    return bool(_COMPARATIVE.search(after_words) or _COMPARATIVE.search(before_words))


#: Placeholder metric of the bare word "performance" (see :func:`resolve_performance`).
PERFORMANCE = "@performance"
#: Measures where less is better: a rise of one is a loss, a saving in one a gain.
LESS_IS_BETTER_METRICS = frozenset(("latency", "memory", "cost", "energy", "communication"))
_SCORE_METRIC_UNITS = frozenset(("BLEU", "CodeBLEU", "F1", "LPIPS", "perplexity", "ROUGE", "ROUGE-L", "mAP", "Pass@1",
                                 "pass@1", "points", "METEOR", "chrF", "FID", "PSNR", "SSIM", "mIoU", "AUROC", "AUC", "EM"))
_SCORE_METRIC_UNITS |= {"CLIP Score", "CLIPScore", "BERTScore", "WER"}
#: The units of a change of a quality score in its own units (see :func:`score_change_direction`).
_SCORE_DELTA_UNITS = _SCORE_METRIC_UNITS - {"points"}


def _has_any(text: str, words: Sequence[str]) -> bool:
    """Whether one of ``words`` occurs in ``text`` (as a substring: a cheap test before a regex that needs one).

    Examples:
        >>> _has_any("without loss", ("loss", "drop")), _has_any("a 2x speedup", ("loss", "drop"))
        (True, False)
    """
    for word in words:  # a plain loop: cheaper than ``any(map(...))`` for the few words of a gate
        if word in text:
            return True
    return False
