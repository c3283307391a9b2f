"""Comparison rules: from one sentence to the comparisons it claims.

The work per sentence, in order (see :func:`sentence_comparisons`):

1. a cheap filter: only sentences with a number or a comparison cue go on;
2. quantities (:func:`paperkg.extract.quantities.find_quantities`), kept when
   they read as a comparison (a ratio, or a percentage next to a comparative
   word such as "lower", "reduces", "faster");
3. baseline cues ("over", "than", "compared to", "outperforms", "matches"...,
   from ``data/comparison_cues.jsonl``) and the baseline phrase after each,
   split into named baselines (vocabulary systems, or unknown names shaped
   like names, filler stripped, coordinated lists split) or kept as text
   for unnamed baselines ("state-of-the-art serving systems");
4. each quantity is paired with the next cue of its clause, else the
   previous one in the sentence; "respectively" aligns values and baselines
   in order, and so does a value list as long as the name list next to it
   ("over A, B and C by 3x, 2x and 1.5x"); a baseline closing the sentence
   covers its earlier clauses; a cue left without a number still gives a
   comparison with no value ("outperforms X", "matches X"); across sentences
   (:func:`carry_baseline`), a sentence opening with "Compared with X," frames
   the next one, and "respectively" values follow a list closing the sentence
   before ("...three designs: A, B, and C.");
5. metric (see :func:`_quantity_metrics`: the measure named right after the
   number, else right before it, else the object of the verb whose "by" the
   number follows, else the nearest measure word), direction (parity cue, or
   a loss word such as "overhead"), qualifier (from the quantity, or shared
   with the value list it opens);
6. claims with no number beside a measured one: a kept measure ("without
   compromising accuracy" -> parity), a side gain or loss ("while reducing
   latency", "with small losses in accuracy"), and a share of the baseline's
   level ("99% of the accuracy of X"). An evaluation or survey of others'
   products (:func:`is_study_title`) claims nothing.

The rules work on a spaCy sentence ``Span`` whose doc went through the entity
ruler; everything else is plain regular expressions over the sentence text.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

from paperkg.extract.names import NUMBER_FORMAT_START, acronym_for, is_dotted_name, is_name_like
from paperkg.extract.quantities import (
    AS_GAIN,
    Quantity,
    by_prefix,
    is_word_char,
    find_quantities,
    letters_first,
    lowered,
    qualifier_after,
    qualifier_before,
    score_change_direction,
)
from paperkg.extract.vocab import cues, owner_words
from paperkg.model import slugify


def _name_or_dotted(word: str, *, capitalised_ok: bool = False) -> bool:
    """:func:`is_name_like`, or a dotted code name ("than jax.numpy", see :func:`is_dotted_name`)."""
    return is_name_like(word, capitalised_ok=capitalised_ok) or is_dotted_name(word)


# pure functions called for every word of every baseline phrase: cached (bounded) here
_name_like = functools.lru_cache(maxsize=8192)(_name_or_dotted)
_slug = functools.lru_cache(maxsize=8192)(slugify)

__all__ = [
    "BaselineItem",
    "CueHit",
    "Found",
    "Lazy",
    "sentence_comparisons",
    "carry_baseline",
    "metric_of",
    "is_comparative",
    "prefilter",
    "prefilter_lowered",
]


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


# ----------------------------------------------------------------------------- data-driven regexes


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
        parts.append(part)
    return tuple(parts)


@functools.cache
def _baseline_cue_regex() -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-])(?:{by_prefix(_cue_parts())})(?![\w-])")


_PREFILTER_WORDS = (r"twice|orders?[\s-]of[\s-]magnitude|halv|doubl|better|faster|superior|lower|higher|negligible|minimal|"
                    r"lossless|unchanged|remains?\s+identical|as\s+fast\s+as|as\s+quick\s+as|as\s+efficient\s+as|"
                    r"maintain\w*\s+the\s+same\s+level|preserv\w*\s+the\s+same\s+level|retain\w*\s+the\s+same\s+level|"
                    r"no\s+(?:[\w-]+\s+){0,2}overhead|no\s+(?:[\w-]+\s+){0,2}slowdown|zero\s+(?:[\w-]+\s+){0,2}overhead|"
                    r"no\s+(?:[\w-]+\s+){0,3}loss|no\s+(?:[\w-]+\s+){0,3}drop|no\s+(?:[\w-]+\s+){0,3}degradation|unaffected|"
                    r"compare\s[^.;]{0,120}?\bcomparable|compare\s[^.;]{0,120}?\bsimilar|compare\s[^.;]{0,120}?\bequivalent|"
                    r"compare\s[^.;]{0,120}?\bidentical|compare\s[^.;]{0,120}?\bcompetitive|compare\s[^.;]{0,120}?\bon[\s-]par" +
                    # "keeps most of the accuracy of X" (see _MOST_KEPT)
                    r"|most\s+of\s+t" +
                    # "it maintains the output quality" (see reported_kept_measures)
                    r"|maintains\s|preserves\s|retains\s|keeps\s")
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
    return re.compile(rf"(?<!\w)(?<!\blow-)(?<!\bhigh-)(?:{alt})(?![\w-])"), words


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
    r"speed[\s-]?ups?|sav\w*|cuts?|cutting|lift\w*|rais\w*|outperform\w*|surpass\w*|exceed\w*|overheads?|degrad\w*|drops?|loss|"
    r"accelerat(?!ors?\b)\w*|shorten\w*|shrink\w*|smaller|larger|greater|enhanc\w*|advantage|margin|over|than|compared|relative|"
    r"lowering|raising|trim\w*|eliminat\w*|higher|up|penalty|versus|vs|ris\w*|fall\w*|grow\w*|jump\w*|climb\w*|comparison|"
    r"geomean|geometric"
)
# grouped by their openings (see by_prefix): the same words match, faster
_COMPARATIVE = re.compile(rf"\b(?:{by_prefix(_COMPARATIVE_WORDS.split('|'))})\b")
_VERB_CUES = re.compile(
    r"^(?:(?:achiev|reach)\w*\s+the\s+performance\s+of|approach\w*\s+the\s+(?:performance|accuracy)\s+of|advantages?\s+over|outperform\w*|outpac\w*|beat\w*|surpass\w*|exceed\w*|improv\w*\s+(?:over|upon)|improvements?\s+(?:over|upon)|superior\s+to|match\w*|"
    r"comparable\s+\w+|on[\s-]par\s+with|competitive\s+\w+|compete\s+with|rival\w*|as\s+good\s+as|as\s+well\s+as|"
    r"close\s+to|similar\s+to|same\s+as|no\s+worse\s+than|lags\s+behind|falls\s+short\s+of|trails|comparably\s+\w+|"
    r"competitively\s+\w+|parity\s+with|when\s+applied\s+to)$",
)
_BASELINE_WORDS = re.compile(
    r"\b(?:existing|prior|previous|state[\s-]of[\s-]the[\s-]art|sota|standard|conventional|baselines?|naive|naïve|default|"
    r"original|vanilla|pure|plain|traditional|sequential|serial|unoptimized|non-\w+|dense|full|single|prevailing|mainstream|"
    r"popular|leading|widely|commercial|closed-source|open-source|reference|uniform|static|hand-\w+|cutting-edge|"
    r"alternatives?|counterparts?|other|strong|competing|recent|best|manual|expert|human|heuristics?|cpu|gpu|"
    r"fp16|fp32|bf16|implementations?|methods?|approach(?:es)?|systems?|frameworks?|solutions?|techniques?|works?|"
    r"models?|kernels?|libraries|library|engines?|schemes?|designs?|algorithms?|strategies|strategy|accelerators?|"
    r"compilers?|policies|tools|versions?|samplers?|solvers?|simulators?|predictors?|schedulers?|benchmarks?|"
    r"llms?|transformers?|decoding|execution|rebuilds?|plans?|deployments?|caching|only|datasets?|"
    r"fine-tuning|finetuning|previously|records?)\b",
)
_STOP_WORDS = frozenset(
    "by on in at for across while when with under using via through without during respectively which that who "
    "where whereas but because thanks despite from to into achieving reaching delivering yielding providing "
    "enabling resulting offering attaining obtaining demonstrating showing making reducing improving "
    "while whilst since if although though whose thereby even especially particularly per is are was "
    "were has have had can could will would may might does do achieves achieve delivers deliver reduces reduce "
    "improves improve and/or".split()
)
_ADJECTIVE_END = re.compile(r"(?:ed|al|ive|ic|ous|ent|ant|ary|ar|ful|less|able|ible|est|er)$")
_COMPARATIVE_VERB = re.compile(r"\b(?:outperform\w*|beat\w*|surpass\w*|exceed\w*|improv\w*)\b")
_SPEEDISH = re.compile(r"\b(?:kernels?|speed\w*|faster|latency|throughput|runtime|gemm|flops)\b")
_NAME_HEADS = frozenset(
    "model models system framework library engine compiler kernel kernels runtime scheduler implementation server "
    "simulator toolkit package".split()
)
# kind words after a written name that keep it the head: "the 1F1B schedule", "Hugging Face implementations"
_NAMED_HEADS = frozenset(
    "implementation implementations library libraries framework frameworks kernel kernels schedule schedules "
    "version versions configuration configurations model models system systems engine engines baseline scheme method "
    "approach algorithm design architecture policy detector detectors classifier classifiers solver solvers "
    "scheduler schedulers planner planners service services".split()
) | frozenset("optimizer optimizers regime recipe index indexes indices".split())  # "the Quill optimizer", "the standard Quill recipe", "a Quill index"
_ARTICLES = frozenset(("the", "a", "an"))
#: Network-card kinds written after a product's name ("the Zorb-9 DPU", "a Quill smartNIC"): the kind, not the name.
_NIC_KINDS = frozenset("dpu dpus smartnic smartnics nic nics".split())
_HW_HEADS = frozenset("gpu gpus chip chips accelerator accelerators system systems cluster clusters pod pods tpu tpus cpu cpus "
                      "processor processors device devices server servers node nodes card cards platform platforms soc".split())
# device nouns: "an Intel Xeon CPU", "the Foo accelerator" name one product (not "an H100 system", a setup)
_DEVICE_HEADS = frozenset("gpu gpus cpu cpus chip chips accelerator accelerators processor processors card cards tpu tpus "
                          "fpga fpgas npu npus soc supercomputer supercomputers ipu ipus".split()) | _NIC_KINDS
_VENDORS = frozenset("nvidia amd intel google xilinx amd-xilinx qualcomm apple arm huawei graphcore cerebras".split())
_EXAMPLE_MARKERS = frozenset(["such", "including", "e.g.", "e.g", "like", "namely", "i.e."])
#: One-token words after a comma that open the list of examples of a generic baseline (", including A and B").
_LIST_OPENERS = frozenset(["including", "like", "e.g.", "i.e.", "namely"])
_WEAK_PARITY = frozenset(["same as", "similar to", "close to", "as well as", "as good as"])
_CLAUSE_PRONOUNS = frozenset("it they we he she this these those each both".split())
_PRONOUNS = frozenset("it them they this that these those others one ones itself themselves ours".split())
_SIZE = re.compile(r"^\d+(?:\.\d+)?[BMK]$")
_BASELINE_NUMBER = re.compile(r"\s*(?:\w+\s+){0,2}?(?:achieved|obtained|reported|attained|reached)\s+by\b")
_LIST_SEP = re.compile(r"^\s*(?:,|,?\s*and|,?\s*or|/|;)?\s*$")
_RESPECTIVELY = re.compile(r"\brespectively\b")
# with its "\b"s behind their letters (see letters_first), every alternative opens with one of ";.,w": the engine
# skips straight to those characters
_CLAUSE_BREAK = re.compile(letters_first(
    r";|\.\s|,\s+(?:while|whereas|but|and\s+(?:it|we|our|they))\b|\bwhile\b|\bwhereas\b|"
    r",\s+(?:and\s+)?(?:the|its|our|their|this|it|we|which)\s",
))
_COMPARATIVE_THAN = re.compile(
    r"\b(?:better|faster|slower|higher|lower|more|less|fewer|smaller|larger|greater|cheaper|stronger|worse|"
    r"shorter|longer|quicker|superior|accurate|efficient|effective|robust)\b(?:\s+\w+){0,3}\s*$",
)

# "faster (up to 3x in our runs) than X": an aside in parentheses between the comparative and "than"
_ASIDE_END = re.compile(r"\([^()]{1,70}\)\s$")
# "higher and more consistent across 32,824 problem shapes than X": the comparative a few words back
_COMPARATIVE_THAN_FAR = re.compile(
    r"\b(?:better|faster|higher|lower|more|less|fewer|smaller|larger|greater|cheaper|worse|superior)\s+"
    r"(?:(?!than\b|rather\b|other\b)[\w.,%-]+\s+){1,7}$"
)

# a noun right before "matching" makes it a noun ("graph matching", "pattern matching"), unlike "while/thus matching"
_NOUN_BEFORE_MATCHING = re.compile(
    r"\b(?!(?:while|and|or|thus|thereby|by|even|also|still|nearly|almost|closely|fully|roughly|further|all|"
    r"simultaneously|effectively|consistently|largely|often|sometimes|that|which|to|can|could|may|might|will|would|"
    r"should|must|does|do|not|yet|but|only|just|exactly|virtually|generally|mostly|substantially|approximately)\b)"
    r"[a-z][a-z-]*(?<!ly)\s+$"
)


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
    r"(?:\bthan\s+(?:the|a|an|its|their)|\b(?:compared\s+(?:to|with)|relative\s+to|versus|vs\.?)(?:\s+(?:the|a|an|its|their))?)\s+$"
)
_BETTER_THAN_BEFORE = re.compile(r"\b(?:better|worse|higher|lower|faster|slower)\s+than\s+$")
#: What every match of the two regexes above holds: text with none of them is not searched.
_BASELINE_VALUE_WORDS = ("than", "compared", "relative", "versus", "vs")
_OF_QUALITY = re.compile(r"^\s*of\s+(?:model\s+|top-1\s+|average\s+)?(?:accuracy|quality|perplexity)\b")
_WITH_BEFORE = re.compile(letters_first(r"\bwith\s+(?:only\s+|just\s+)?$"))
_COMPARATIVE_OR_METRIC_AFTER = re.compile(
    r"^\s*(?:higher|lower|less|fewer|more|faster|slower|better|worse|smaller|larger|greater|cheaper|shorter|longer|"
    r"reduc\w*|improv\w*|increas\w*|decreas\w*|gains?|savings?|speed-?ups?|overheads?|degradation|drops?|loss|penalty)\b"
)
_LEVEL_AFTER = re.compile(r"^\s*\)?\s*(?:[\w-]+\s+){0,2}?(?:utili[sz]ation|mfu|hfu)\b")
# "at 95% recall", "at the same 90% accuracy": a quality level at which speeds are compared
_AT_END = re.compile(r"\bat\s+$")
_OPERATING_POINT = re.compile(r"\s*(?:top-\d+\s+)?(?:recall|precision|accuracy)\b(?!\s+(?:gains?|improvements?|increases?|drops?|loss))")
_PERCENTILE_AFTER = re.compile(r"^\s*(?:tail\s+|end-to-end\s+|request\s+)?(?:latenc|percentile|response\s+time|ttft|tpot)")
_CUE_SOON = re.compile(r"^[^.;]{0,40}\b(?:compared|than|relative|versus|baselines?)\b")
_BY_VALUES_BEFORE = re.compile(
    letters_first(
        r"\bby\s+(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|an?\s+average\s+of\s+|as\s+much\s+as\s+)?"
        r"[<>~]?\s*(?:[\d.]+\s?%?\s?(?:,|,?\s?and)\s?)*$"
    )
)
_OF_AFTER = re.compile(r"^\s*of\b")
_SAVES_SHARE = re.compile(r"\b(?:sav(?:e|es|ed|ing)|cut(?:s|ting)?|reduc(?:e|es|ed|ing))\s+"
                          r"(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|approximately\s+)?$")
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


def is_comparative(text: str, q: Quantity) -> bool:
    """Whether quantity ``q`` in ``text`` reads as a comparison rather than an absolute result.

    Ratios always do; percentages, points and scores need a comparative word nearby.

    Examples:
        >>> t = "It reaches 71.9% accuracy and cuts latency by 30%."
        >>> [is_comparative(t, q) for q in find_quantities(t)]
        [False, True]
    """
    if q.unit == "x":
        return True
    if q.unit in _SCORE_DELTA_UNITS and (text[q.start - 1: q.start] == "+"
                                         or score_change_direction(text, q) is not None):
        return True  # "a 0.05 decline in CLIP Score", "a 0.5 perplexity increase", "+1.2 mIoU": a change of the score
    text = lowered(text)
    before = text[max(0, q.start - 45): q.start]
    after = text[q.end: q.end + 45]
    if _BY_VALUES_BEFORE.search(before):
        return True
    if _OF_AFTER.match(after) and q.unit != "points" and not _OF_QUALITY.match(after):
        if q.unit == "%" and ("sav" in before or "cut" in before or "reduc" in before) and _SAVES_SHARE.search(before):
            return True  # "saves 12% of memory consumption": the share saved is the change
        return False  # "4% of training time", "72% of peak": a share, not a change
    if _has_any(before, _BASELINE_VALUE_WORDS) and (_BASELINE_VALUE_BEFORE.search(before) or _BETTER_THAN_BEFORE.search(before)):
        return False  # "29% faster than the 42.1% we would achieve", "better than 50%": the baseline's own value
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
    after_words = _CLAUSE_WORD.split(_PHRASE_AFTER.match(after).group(0))[0]
    before_words = _CLAUSE_WORD.split(_phrase_before(before))[-1]
    return bool(_COMPARATIVE.search(after_words) or _COMPARATIVE.search(before_words))


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


#: Placeholder metric of the bare word "performance" (see :func:`resolve_performance`).
PERFORMANCE = "@performance"
_QUALITY_WORDS = (
    r"accuracy|accurate|pass@|bleu|rouge|perplexity|reasoning|benchmarks? scores?|aime|gsm8k|mmlu|humaneval|"
    r"swe-bench|f1|exact match|win rate|success rate|translation quality|image quality|llms?|language models?|"
    r"language modeling|zero-shot|few-shot|downstream tasks?|image recognition|image classification|object detection|"
    r"semantic segmentation"
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
        if metric is None or _CONTROLLED.search(text, max(0, m.start() - 40), m.start()) \
                or metric == "scale" and _AT_SCALE.search(text, max(0, m.start() - 12), m.start()):
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
        if metric is None or _CONTROLLED.search(text, max(0, m.start() - 40), m.start()):
            continue
        if metric == "scale" and _AT_SCALE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "at batch size 32", "for sequence length 8K": a setting
        out.append((m.start(), m.end(), metric))
    return out


_AT_SCALE = re.compile(r"\b(?:at|for|under)\s+(?:an?\s+|the\s+)?$")


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
        if q.unit == "x" and head[2] == "latency" and _GAIN_NOUN.match(text, head[1]):
            return ("speedup",)  # "1.35x latency gain": a speedup factor
        return (head[2], *_pairs_after(text, head[1], min(hi, q.end + 60), exclude))
    only = _TIGHT_ONLY_RE.search(text, q.end, seg_end)
    if only:
        return (_TIGHT_ONLY[only.group(0)],)
    if not window and _COUNT_NOUN.match(text, q.end, seg_end):
        return ("other",)  # "1.5x fewer GPUs", "3x fewer parameters": a count that names no measure
    if window and " in " in text[q.end: window[0][0] + 1] and _GAIN_IN.fullmatch(text, q.end, window[0][0]):
        # "an order of magnitude improvement in latency and throughput": every measure of the pair
        return (window[0][2], *_pairs_after(text, window[0][1], min(hi, q.end + 60), exclude))
    return (window[0][2],) if window else ()


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
    2-4x", "reduces tail latencies by an order of magnitude", "...; and Y by 2.4x" (the same verb)."""
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
            # "reduces the size by 3x and the total delay in fetching by 2x": the second object of the same verb
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
            return metric
        if _SPEED_VERB_WORD.match(word):
            return "speedup"
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
        return "other"  # "reduces the number of connections by 9x"
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
    metrics = _quantity_metrics_raw(text, q, lo, hi, quantities, previous, exclude)
    if metrics[0] == "scale" and _SHRINK_SIZE.search(text, max(lo, q.start - 80), q.end + 30):
        return ("memory", *metrics[1:])  # "reduces model size by 3.7x", "4x smaller model size"
    if metrics[0] == "other" and text.startswith(" of ", q.end) and _SAVED_MACHINES.match(text, q.end) \
            and _SAVE_BEFORE.search(text, max(lo, q.start - 30), q.start):
        return ("cost", *metrics[1:])  # "saves up to 35% of GPUs": the resources paid for
    return metrics


#: "saves 35% of (the) GPUs", "cuts 20% of servers": machines not used are a cost saving (after a saving verb)
_SAVED_MACHINES = re.compile(r" of\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?(?:gpus|cpus|machines|servers|nodes|instances|"
                             r"accelerators|devices|resources)\b")
_SAVE_BEFORE = re.compile(r"\b(?:sav(?:e|es|ed|ing)|cut(?:s|ting)?)\s+(?:up\s+to\s+|about\s+|around\s+|nearly\s+|over\s+)?$")


_SHRINK_SIZE = re.compile(
    r"\b(?:reduc\w*|shrink\w*|compress\w*|cuts?|lower\w*|decreas\w*|smaller)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:model\s+)?size\b"
)


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
    group = _list_group(q, quantities, text)
    if len(group) > 1:
        # "2.9x, 19x and 3x better throughput, energy efficiency and area efficiency": one measure each, in order
        listed = _tight_after(text, group[-1], len(text), exclude)
        if len(listed) == len(group) and len(set(listed)) > 1:
            return (listed[group.index(q)],)
    after = _tight_after(text, q, hi, exclude)
    if after and after[0] != PERFORMANCE:
        return after
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


_METRICS = frozenset("speedup throughput latency memory accuracy cost energy communication scale utilization other".split())
_PERFORMS = re.compile(r"\b(?:perform\w*|compete\w*|competitive\w*)\s+(?:\w+\s+)?(?:competitively|comparably|similarly|"
                       r"on\s+par|as\s+well|better|favou?rably|strongly|with|against|to)\b")
_KERNELISH = re.compile(r"\b(?:kernels?|gemms?|compilers?|librar(?:y|ies)|cublas|cudnn|cutlass|assembly|"
                        r"matrix\s+multiplications?|convolutions?|operators?)\b")
_QUALITYISH = re.compile(r"\b(?:benchmarks?|tasks?|downstream|language\s+modeling|reasoning|translation|generation\s+quality|"
                         r"human\s+evaluation|leaderboards?)\b")
_EXACTLY = re.compile(r"\b(?:token-for-token|bit-for-bit|bit-exact|bitwise|numerically|outputs?\s+of|identical\s+outputs?)\b")
_CONDITIONAL_BEFORE = re.compile(r"\b(?:when|whenever|if|until|unless|once)\s+(?:the\s+|a\s+|its\s+)?(?:[\w-]+\s+){0,2}$")
_AT_LEAST_END = re.compile(r"\bat\s+least\s+$")


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


_SCORE_METRIC_UNITS = frozenset(("BLEU", "CodeBLEU", "F1", "LPIPS", "perplexity", "ROUGE", "ROUGE-L", "mAP", "Pass@1",
                                 "pass@1", "points", "METEOR", "chrF", "FID", "PSNR", "SSIM", "mIoU", "AUROC", "AUC", "EM"))
_SCORE_METRIC_UNITS |= {"CLIP Score", "CLIPScore", "BERTScore", "WER"}
#: The units of a change of a quality score in its own units (see :func:`score_change_direction`).
_SCORE_DELTA_UNITS = _SCORE_METRIC_UNITS - {"points"}


# ----------------------------------------------------------------------------- a share of the baseline's level

# "reaching 99.3% of the performance level of X", "retains 97% of the accuracy of the FP16 model"
_SHARE_OF = re.compile(
    r"(?:(?P<lo>\d+(?:\.\d+)?)\s?%?\s?[-–]\s?)?(?P<num>\d+(?:\.\d+)?)\s?%\s+(?:of\s+(?:the\s+|its\s+|their\s+)?|the\s+)"
    r"(?:[\w-]+\s+){0,2}?"
    r"(?P<m>accuracy|performance|quality|score|throughput|speed)(?:\s+level)?\s+(?:of|achieved\s+by|reached\s+by)\s+"
)


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


# "retains 93% of the original model's accuracy", "95% of Orca's score": the owner of the level is the baseline
_SHARE_OWNED = re.compile(
    r"(?P<num>\d+(?:\.\d+)?)\s?%\s+of\s+(?P<owner>(?:the\s+)?(?:[\w.-]+\s+){0,2}?[\w.-]+)['’]s\s+(?:[\w-]+\s+){0,3}?"
    r"(?P<m>accuracy|performance|quality|scores?)\b"
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
            out.append(Found(
                baseline=item.id if item and item.id else None, baseline_label=item.name if item and item.id else None,
                baseline_text=item.text if item and not item.id else None, metric=metric, value=value, value_max=None,
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
        if value >= 100 or any(f.value == value for f in out) or _PEAK.search(text, m.start(), m.end()):
            continue
        item = _item_at(sent, m.start("owner"), m.end("owner"))
        if item is None:
            continue
        metric = ("accuracy" if quality() else "speedup") if m.group("m") == "performance" else "accuracy"
        out.append(Found(
            baseline=item.id, baseline_label=item.name if item.id else None, baseline_text=None if item.id else item.text,
            metric=metric, value=value, value_max=None, unit="%", qualifier=qualifier_before(text[: m.start()]),
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
            out.append(Found(
                baseline=item.id if item and item.id else None, baseline_label=item.name if item and item.id else None,
                baseline_text=item.text if item and not item.id else None, metric="accuracy", value=value,
                value_max=None, unit="%", qualifier=None, direction="worse", rule="share-kept", confidence=0.5,
            ))
    return out


def _share_claims(sent, text: str, found: list[Found], quality: Callable[[], bool]) -> list[Found]:
    """``found`` plus "N% of the accuracy of X": X's level as a share, a comparison with X (worse below 100%)."""
    if "% " not in text:
        return found
    if "% of" not in text and "% the " not in text:  # "96.8% the performance of X" too
        return _owned_share_claims(sent, text, list(found), quality) if _has_any(text, _KEPT_SHARE_HINTS) else found
    out = list(found)
    for m in _SHARE_OF.finditer(text):
        if _PEAK.search(text, m.start(), m.end()):
            continue  # "75% of the peak throughput": a utilization level, not a comparison
        value = float(m.group("num"))
        low = _share_low(m.group("lo"), value)  # "53-99% of the throughput of X": the range
        word = m.group("m")
        if word == "performance":
            metric = "accuracy" if quality() else "speedup"
        else:
            metric = {"throughput": "throughput", "speed": "speedup"}.get(word, "accuracy")
        items, _, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        if items and all(it.id for it in items) and "being " in text and _WHILE_BEING.search(text, m.end()):
            out = _being_values_of(out, items)
        for item in items or (None,):
            out.append(Found(
                baseline=item.id if item and item.id else None,
                baseline_label=item.name if item and item.id else None,
                baseline_text=item.text if item and not item.id else None,
                metric=metric, value=low if low is not None else value, value_max=value if low is not None else None,
                unit="%", qualifier=qualifier_before(text[: m.start()]),
                direction="worse" if value < 100 else "better", rule="share-of", confidence=0.7,
            ))
    return _owned_share_claims(sent, text, out, quality)


# "with only about 40% of the computations", "requires half of the compute", "consumes 1/3 of the energy used to
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
        used = _OF_NEXT.match(text, m.end())  # "1/1000 of the memory of X": a named system only (not "of the GPU")
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
            out.append(Found(
                baseline=item.id if item and item.id else None,
                baseline_label=item.name if item and item.id else None,
                baseline_text=item.text if item and not item.id else None,
                metric=_RESOURCE_METRIC.get(m.group("m"), "cost"), value=value, value_max=None, unit=unit,
                qualifier=qualifier, direction="better", rule="resource-share", confidence=0.6,
            ))
    return out


# "while costing roughly half as much", "at a third of the price": a cost ratio in words
_COST_FRACTION = re.compile(
    r"\b(?:cost(?:s|ing)?\s+(?P<about>about\s+|around\s+|roughly\s+|approximately\s+)?(?P<num>half|a\s+third|one\s+third|"
    r"a\s+quarter|one\s+quarter)\s+as\s+much|at\s+(?P<about2>about\s+|around\s+|roughly\s+|approximately\s+)?"
    r"(?P<num2>half|a\s+third|one\s+third|a\s+quarter|one\s+quarter)\s+(?:of\s+)?the\s+(?:cost|price))\b"
)


def _cost_fraction_claims(text: str, hits: Sequence[CueHit], found: list[Found]) -> list[Found]:
    """``found`` plus a cost ratio said in words ("while costing roughly half as much" -> 2x lower cost), against
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
            out.append(Found(
                baseline=item.id if item and item.id else None,
                baseline_label=item.name if item and item.id else None,
                baseline_text=item.text if item and not item.id else None,
                metric="cost", value=value, value_max=None, unit="x",
                qualifier="about" if m.group("about") or m.group("about2") else None, direction="better",
                rule="cost-fraction", confidence=0.6,
            ))
    return out


# "significantly more cost-effective in terms of latency, memory, throughput, and energy": a gain in each measure
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
                out.append(Found(
                    baseline=item.id if item and item.id else None,
                    baseline_label=item.name if item and item.id else None,
                    baseline_text=item.text if item and not item.id else None,
                    metric=metric, value=None, value_max=None, unit=None, qualifier=None,
                    direction="better", rule="in-terms-of", confidence=0.5,
                ))
    return out


# ----------------------------------------------------------------------------- studies

_STUDY_ADJ = r"(?:empirical|comparative|systematic|comprehensive|critical|experimental|performance|measurement)"
_STUDY_TITLE = re.compile(
    rf"^(?:an?\s+)?(?:{_STUDY_ADJ}\s+)*(?:evaluation|survey|review|characteri[sz]ation|benchmarking|dissecting|demystifying)\b"
    rf"|^(?:an?\s+)?(?:{_STUDY_ADJ}\s+)*(?:study|analysis)\s+(?:of|on)\b|^(?:an?\s+)?{_STUDY_ADJ}\s+(?:study|analysis)\b"
    rf"|:\s*(?:an?\s+)?(?:{_STUDY_ADJ}\s+)*(?:evaluation|survey|review|characteri[sz]ation)\b"
    rf"|:\s*(?:an?\s+)?{_STUDY_ADJ}\s+(?:study|analysis)\b"
    rf"|\b(?:a|an)\s+(?:{_STUDY_ADJ}\s+)*(?:survey|review)\b"
)


#: The head nouns of ``_STUDY_TITLE``: every match holds one, a title with none is not searched.
_STUDY_HEADS = ("evaluation", "survey", "review", "characteri", "benchmarking", "dissecting", "demystifying", "study",
                "analysis")


def is_study_title(title: str) -> bool:
    """Whether a title announces an evaluation, survey or review of existing work (whose comparisons between the
    products it studies are not claims of its own).

    Examples:
        >>> is_study_title("Zorb Accelerators: An Evaluation for LLM Inference"), is_study_title("A Survey on MoE")
        (True, True)
        >>> is_study_title("Zorb: Fast Serving"), is_study_title("Analysis and Optimized Allocation for Zorb")
        (False, False)
    """
    low = title.lower()
    return any(map(low.__contains__, _STUDY_HEADS)) and _STUDY_TITLE.search(low) is not None


def is_study_doc(doc) -> bool:
    """:func:`is_study_title` of the doc's title, computed once per doc."""
    cached = doc.user_data.get("paperkg_study")
    if cached is None:
        from paperkg.extract.components import text_of, title_end

        cached = doc.user_data["paperkg_study"] = is_study_title(text_of(doc)[: title_end(doc)])
    return cached


# ----------------------------------------------------------------------------- parity without a number

_KEPT = r"(?P<m>accurac(?:y|ies)|quality|perplexity|fidelity|performance|outputs?|results|distribution|latenc(?:y|ies))"
_QUALITY_KEPT = r"(?P<m>accurac(?:y|ies)|quality|perplexity|fidelity|performance|outputs?|results|distribution|success\s+rates?)"
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
    # "the distribution of the generated text remains unchanged", "the output stays identical to ..."
    r"\b(?P<m8>distribution|outputs?)\s+(?:of\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?)?(?:remains?|stays?)\s+"
    r"(?:unchanged|identical|the\s+same)\b|"
    # "lossless compression", "lossless 6 and 8 bit models": no quality lost to the compression
    r"\b(?P<m9>lossless)\s+(?:compression|quantization|\d+(?:\s*(?:and|or|,)\s*\d+)?[\s-]bits?)\b"
)
# the measure of the full or higher-precision model kept, also alone: "with negligible increase in perplexity",
# "maintaining the same level of model quality", "maintain 32-bit performance", "retains FP16 accuracy"
_KEPT_REFERENCE = re.compile(
    r"\b(?:negligible|minimal|no)\s+increase\s+in\s+(?:the\s+)?(?:model\s+)?(?P<m10>perplexity)\b|"
    r"\b(?:maintain|preserv|retain|keep)\w*\s+(?:almost\s+|nearly\s+|virtually\s+)?(?:the\s+same\s+level\s+of|"
    r"(?:the\s+)?(?:\d+-bit|fp\d+|bf16|full[\s-]precision|dense|unquantized|uncompressed|unpruned))\s+"
    r"(?:model\s+|output\s+)?(?P<m11>accuracy|quality|perplexity|performance)\b"
)
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
    r"(?:virtually\s+|essentially\s+|largely\s+|almost\s+)?(?:unchanged|unaffected|intact)\b"
)


def _wide_gate(text: str) -> bool:
    """Whether ``text`` may hold a ``_NO_LOSS_WIDE`` phrase: every match holds one of these words, and one of
    ``_NO_LOSS_WORDS`` (its loss word, or "remain"/"stay").

    Examples:
        >>> _wide_gate("with no loss in accuracy"), _wide_gate("a loss function")
        (True, False)
    """
    return "no " in text or "negligible" in text or "unchanged" in text or "unaffected" in text or "intact" in text


# a wish, a goal or a difficulty before the phrase: "the goal is to ... with no loss in accuracy"
_WISH_BEFORE = re.compile(r"\b(?:goals?|aims?|aiming|seeks?|seeking|striv\w*|challeng\w*|difficult\w*|hard|cannot|can't|"
                          r"unable|fail\w*|struggl\w*|whether|how\s+to|ideally|should|must|need\s+to)\b")


def no_loss_wide(text: str) -> list[tuple[int, int, str]]:
    """The phrases of ``_NO_LOSS_WIDE`` (nothing lost of a quality measure) that are no wish or goal:
    ``(start, end, measure word)`` each.

    Examples:
        >>> no_loss_wide("it stores weights in 4 bits with no loss in accuracy")
        [(33, 52, 'accuracy')]
        >>> no_loss_wide("a synchronous scheme has no loss of accuracy"), no_loss_wide("again with no loss of accuracy")
        ([], [])
        >>> [p[2] for p in no_loss_wide("it incurs almost no end-to-end metrics loss")]
        ['accuracy']
        >>> no_loss_wide("the goal is 4 bits with no loss in accuracy"), no_loss_wide("with no loss of packets")
        ([], [])
    """
    out = []
    for m in _NO_LOSS_WIDE.finditer(text):
        if _WISH_BEFORE.search(text, 0, m.start()) or text.endswith("again ", 0, m.start()):
            continue  # "it remains challenging to ... with no loss in accuracy"; "again with no loss": said before
        word = m.group("a") or m.group("b") or m.group("c")
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
    r"\bwithout\s+(?:any\s+|an?\s+|significantly\s+|noticeably\s+)?(?:compromising|sacrificing|hurting|degrading|losing|harming|"
    r"impairing|jeopardi[sz]ing|impacting|affecting|changing|altering|changes?\s+(?:to|in)|(?:loss|decline|drop|degradation|decrease|reduction)\s+(?:of|in))\s+"
    r"(?:the\s+|its\s+|their\s+|any\s+)?(?:[\w-]+\s+){0,2}" + _QUALITY_KEPT + r"\b|"
    r"\bwithout\s+(?:any\s+)?(?P<m3>accuracy|quality|perplexity)\s+(?:loss|drop|degradation)\b|"
    # "while retaining model accuracy", "while achieving similar tail latencies", "and achieving near-FP16 accuracy"
    r"\b(?:while|whilst|and)\s+(?:still\s+|also\s+)?(?:fully\s+|completely\s+|entirely\s+)?"
    r"(?:maintaining|preserving|retaining|keeping|achieving|matching|attaining)\s+"
    r"(?P<body>(?:[\w./+-]+\s+){0,4}?)" + _KEPT.replace("?P<m>", "?P<m4>") + r"\b|"
    # "with identical outputs", "maintain almost the same quality", "with similar accuracy to"
    r"\b(?:with|at|maintain\w*|achiev\w*|keep\w*|produc\w*|yield\w*|reach\w*|preserv\w*)\s+(?:almost\s+|nearly\s+|virtually\s+|"
    r"exactly\s+)?(?:the\s+|an?\s+)?(?:same|identical|similar|comparable|equivalent|near[\s-][\w.-]+)\s+(?:[\w-]+\s+){0,2}?"
    + _QUALITY_KEPT.replace("?P<m>", "?P<m5>") + r"\b"
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
_RELATIVE_BEFORE = re.compile(r"\b(?:that|which|who)\s+$")
_CONDITION_AFTER = re.compile(r"\s+(?:targets?|constraints?|slos?|budgets?|requirements?|bounds?|limits?|thresholds?|"
                             r"guarantees?|goals?)\b")
_GAIN_AFTER = re.compile(r"\s+(?:improvements?|gains?|boosts?|increases?)\b")
_WITHIN = re.compile(
    r"\s*(?:loss\s+|drop\s+|degradation\s+)?(?:within|below|under|of\s+less\s+than|less\s+than|of\s+at\s+most)\s+"
)


# a side claim with no number beside a measured one: "..., with only small losses in accuracy" (worse),
# "... while significantly reducing inference latency" (better)
_SMALL_LOSS = re.compile(
    r"\b(?:with|at\s+the\s+cost\s+of|incurring)\s+(?:only\s+)?(?:an?\s+)?(?:small|minor|slight|minimal|modest|marginal)\s+"
    r"(?:(?P<w1>accuracy|quality|performance)\s+(?:loss|losses|drops?|degradation|decrease)|"
    r"(?:loss|losses|drops?|degradation|decrease)\s+(?:in|of)\s+(?P<w2>accuracy|quality|performance))\b"
)
_SIDE_GAIN_OBJECT = (r"\s+(?:the\s+|its\s+|their\s+)?"
                     r"(?P<obj>(?:(?!(?:by|with|in|on|for|to|of|and|while|compared|than|over)\b)[\w-]+\s+){0,2}"
                     r"(?!(?:by|with|in|on|for|to|of|and|while|compared|than|over)\b)[\w-]+)")
_SIDE_GAIN = re.compile(
    r"\b(?:while|and)\s+(?:also\s+|still\s+|further\s+)?(?:significantly\s+|substantially\s+|greatly\s+|dramatically\s+)?"
    r"(?:improving|increasing|boosting|enhancing|reducing|lowering|cutting|decreasing)" + _SIDE_GAIN_OBJECT
)
# "... and significantly lowers latency", "can reach 2x the throughput of X and reduce latency": a finite verb after
# "and" (matched only at each " and ": the verb stems are too common to gate a search)
_SIDE_GAIN_FINITE = re.compile(
    r"and\s+(?:also\s+|still\s+|further\s+)?(?:significantly\s+|substantially\s+|greatly\s+|dramatically\s+)?"
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
_SMALL_LOSS_WORDS = ("small", "minor", "slight", "minimal", "modest", "marginal")
_SIDE_COST_WORDS = ("adding", "incurring", "introducing")
_SIDE_GAIN_WORDS = ("improving", "increasing", "boosting", "enhancing", "reducing", "lowering", "cutting", "decreasing")
_NO_LOSS_WORDS = ("loss", "drop", "degradation", "penalty", "decrease", "impact", "effect", "remain", "stay", "lossless")
_KEEPS_WORDS = ("without", "maintaining", "preserving", "retaining", "keeping", "achieving", "matching", "attaining",
                "same", "identical", "similar", "comparable", "equivalent", "near")


#: What every match of ``_NO_LOSS`` and ``_KEEPS`` holds (its measure word, or "lossless"): a sentence with none of
#: them keeps no measure (see :func:`parity_phrases`).
_KEPT_MEASURES = ("accura", "quality", "perplex", "output", "performance", "latenc", "distribution", "fidelity", "results",
                  "lossless", "success rate")
#: What every match of ``_NO_LOSS`` holds (the measure words of ``_KEPT_MEASURES`` that it names); ``_NO_LOSS_WIDE``
#: may name "performance" or "metrics" instead (see :func:`_alone_performance`).
_NO_LOSS_MEASURES = ("accura", "quality", "perplex", "output", "distribution", "lossless")
#: The measure words of ``_SMALL_LOSS``: every match holds one.
_SMALL_LOSS_MEASURES = ("accuracy", "quality", "performance")


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


# "..., while offering substantially better model accuracy", "while still achieving better zero-shot performance"
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


def _side_better(text: str) -> list[tuple[int, int, str, str]]:
    """Gains with no number beside a measured one ("..., while offering substantially better model accuracy"):
    ``(start, end, measure, "better")`` each, the measure the first named after the comparative.

    Examples:
        >>> _side_better("2x faster than x, while offering substantially better model accuracy")
        [(18, 68, 'accuracy', 'better')]
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
_WITH_LESS_METRICS = frozenset(("memory", "energy", "latency", "cost", "communication"))


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
        if metric in _WITH_LESS_METRICS and _COMPARED_BEFORE.search(text, max(0, m.start() - 90), m.start()) \
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
        word = m.group("w1") or m.group("w2")
        out.append((m.start(), m.end(), "accuracy", "worse"))  # "small losses in performance": in quality
    for m in _SIDE_COST.finditer(text) if _has_any(text, _SIDE_COST_WORDS) else ():
        if _NEGLIGIBLE.match(m.group("obj")):
            continue  # "while adding minimal overhead": nothing lost, no claim
        if _BY_SOON.match(text, m.end()) or _NUMBER_SOON.match(text, m.end()):
            continue  # "adding only negligible latency overhead (7.1%)": the number is found on its own
        hits = _metric_hits(text, m.start("obj"), m.end("obj"))
        if hits:
            out.append((m.start(), m.end(), _head(hits, text)[2], "worse"))
    out.extend(_side_better(text))
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


# "incurs no overhead on training throughput", "with no accuracy nor training time overhead": each measure named
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
    """Measures said to cost nothing ("incurs no overhead on training throughput"): ``(start, end, metric)`` each.

    ``alone``: the sentence has no other comparison, so a "with no ... overhead" adjunct does not count.

    Examples:
        >>> no_overhead_phrases("it incurs no overhead on training throughput")
        [(3, 44, 'throughput')]
        >>> [p[2] for p in no_overhead_phrases("it comes with no accuracy nor training time overhead")]
        ['accuracy', 'speedup']
        >>> no_overhead_phrases("it comes with no accuracy nor training time overhead", alone=True)
        []
        >>> no_overhead_phrases("a good checkpointer should incur no overhead on throughput"), no_overhead_phrases("no overhead")
        ([], [])
    """
    if not (("no " in text or "zero " in text) and _has_any(text, _NO_OVERHEAD_WORDS)):
        return []
    out = []
    for m in _NO_OVERHEAD.finditer(text):
        if alone and m.group("verb") == "with" or _GOAL_BEFORE.search(text, max(0, m.start() - 25), m.start()):
            continue  # "with no overhead in training time" alone: a property; "should incur no overhead": a goal
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
    r"(?:maintaining|preserving|retaining|keeping)\s+(?P<body>(?:[\w./+-]+\s+){0,3}?)"
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
# "while converging to the same accuracy", "and converges to a similar final model quality": beside another claim
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
        if m.group("body") is not None and _NOT_PARITY.search(m.group("body")):
            continue  # "while achieving higher accuracy": a gain, not parity
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
# "while maintaining the same serving throughput" (a level, "while maintaining high throughput", is no parity),
# "no additional inference latency"
_SPEED_KEPT_WITHOUT = re.compile(
    r"without\s+(?:any\s+|an?\s+|noticeable\s+|significant\s+|measurable\s+)*(?:(?:compromising|sacrificing|hurting|"
    r"impairing|jeopardi[sz]ing|degrading|losing|reducing|impacting|affecting|violating)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?P<m>throughput|latency|slos?|fairness|(?:sample|data)\s+efficiency)|"
    r"(?:[\w-]+\s+)?(?P<m2>throughput|latency)\s+(?:loss(?:es)?|drops?|degradation|penalty|penalties|decrease|reduction))\b"
)
_SPEED_KEPT_WITH = re.compile(
    r"with\s+(?:no|zero|negligible)\s+(?:[\w-]+\s+)?(?P<m>throughput|latency)\s+(?:loss(?:es)?|drops?|degradation|penalty|"
    r"decrease|reduction)\b"
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
                out.append((m.start(), m.end(), m.group("m") or m.group("m2"), "parity"))
    if "with no " in text or "with zero " in text or "with negligible " in text:
        for at in _starts(text, "with "):
            if (m := _SPEED_KEPT_WITH.match(text, at)) is not None:
                out.append((m.start(), m.end(), m.group("m"), "parity"))
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
    if not measured and not speed_kept and not (found and ("while" in text or "ing " in text or _has_any(text, _SIDE_BETTER_PRESENT))):
        return found  # no measure kept (see _KEPT_MEASURES), and no side claim asked for
    out: list[Found] = []
    phrases = [(a, b, w, "parity") for a, b, w in parity_phrases(text, alone=not found)] if measured else []
    if speed_kept:
        phrases.extend(p for p in speed_kept if not any(a <= p[0] < b or p[0] <= a < p[1] for a, b, _, _ in phrases))
    if found:
        phrases.extend(p for p in side_claims(text) if not any(a <= p[0] < b for a, b, _, _ in phrases))
    for start, end, word, direction in phrases:
        if word.startswith(("latenc", "slo")):
            metric = "latency"  # "without sacrificing SLOs": the latency targets kept
        elif word.startswith(_OTHER_KEPT_WORDS):
            metric = "other"  # "without compromising fairness": a kept measure with no metric of its own
        elif word == "performance" or word == PERFORMANCE:
            metric = "accuracy" if quality() else "speedup"
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
                or _GAIN_AFTER.match(text, end) or _CONDITION_AFTER.match(text, end):
            continue  # "than X that achieves the same quality", "the same performance improvement": not ours
        if after:
            found = [f for f in found if not (f.value is None and f.rule == f"cue:{hit.cue}")]
        if hit is None and hits and found:
            hit = next((h for h in hits if any(f.rule.endswith("+" + h.cue) for f in found)), None)
            if hit is not None and len(hit.items) > 1:
                hit = None  # a kept measure before a list of baselines is no claim about each of them
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
            if any(f.metric == metric and (f.value is None or direction != "parity") and (f.baseline, f.baseline_text) == key
                   and (f.direction == "parity" or direction != "parity") for f in list(found) + out):
                continue
            if direction != "parity" and any(f.metric == metric and f.value is not None for f in found):
                continue  # the measure already has its number in this sentence
            out.append(Found(
                baseline=item.id if item and item.id else None,
                baseline_label=item.name if item and item.id else None,
                baseline_text=item.text if item and not item.id else None,
                metric=metric, value=value, value_max=value_max, unit=unit, qualifier=qualifier,
                direction=direction, rule="parity-phrase" if direction == "parity" else "side-phrase", confidence=0.6,
            ))
    return found + (_shared_baseline(found, out) if out and found else out)


def _shared_baseline(found: Sequence[Found], side: list[Found]) -> list[Found]:
    """``side`` with each side claim that no cue gave a baseline against the one baseline all the sentence's
    measured claims share ("consumes 1/3 of the energy used to train X ..., while still achieving better
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


# ----------------------------------------------------------------------------- baseline phrases


@functools.cache
def _components():
    """The module :mod:`paperkg.extract.components` (which imports this one), imported once, on first use."""
    from paperkg.extract import components

    return components


def _sentence_lower(sent) -> str:
    """The lowercased text of a sentence, sliced from the doc's cached lowercased text."""
    return _components().lower_text_of(sent.doc)[sent.start_char: sent.end_char]


def _tokens_after(sent, char_end: int) -> int:
    """Index (in the doc) of the first token of ``sent`` starting at or after sentence offset ``char_end``."""
    doc = sent.doc
    components = _components()
    full = components.text_of(doc)
    char = sent.start_char + char_end
    end_char = sent.end_char
    while char < end_char and full[char].isspace():
        char += 1
    if char >= end_char:
        return sent.end
    # the token whose text (or trailing space) holds ``char``, as ``doc.char_span(char, char + 1, "expand")`` finds
    # it: tokens tile the text, so it is the last token starting at or before ``char`` (no Span or Token is made);
    # bisected in place (a memoryview reads its items as ints: cheaper than numpy's searchsorted on one value)
    starts = memoryview(components.token_starts(doc))
    k = bisect.bisect_right(starts, char) - 1
    return k if starts[k] >= char else min(k + 1, sent.end)


def _words(tokens) -> list[list]:
    """Group tokens written without spaces between them ("FlashAttention-3", "C++", "o3-mini")."""
    groups: list[list] = []
    prev = None  # the token before, the last of the last group
    for tok in tokens:
        text = tok.text
        if prev is not None and not prev.whitespace_ and (
            not tok.is_punct | (text in "-+/.'’!") and prev.text not in ",;:"
            or text in "-+/.!’'" and not tok.whitespace_
            or text in "+!"
        ):
            groups[-1].append(tok)
        else:
            groups.append([tok])
        prev = tok
    return groups


def _word_text(group) -> str:
    if len(group) == 1:
        return group[0].text.strip()  # its text_with_ws only adds a space that strip() drops
    return "".join(t.text_with_ws for t in group).strip()


def _device_then_next(doc, j: int, end: int) -> int | None:
    """After "on" at ``j``: a device ("CPU", "the A100") then "and"/"," and a name, the index of that name; else none."""
    k = j + 1
    if k < end and doc[k].lower_ == "the":
        k += 1
    start = k
    while k < end and k < start + 3 and doc[k].ent_type_ in ("HARDWARE", "HWCLASS"):
        k += 1
    if k == start or k >= end or doc[k].lower_ not in (",", "and"):
        return None
    k += 2 if doc[k].text == "," and k + 1 < end and doc[k + 1].lower_ == "and" else 1
    if k < end and (doc[k].ent_type_ == "SYSTEM" or _name_like(doc[k].text, capitalised_ok=True)):
        return k
    return None


def _slash_names(left, right) -> bool:
    """Whether the tokens around a "/" are two unknown names ("Zorbix/Fenwick"; not "TCP/IP", "I/O": short parts)."""
    return not left.ent_type_ and not right.ent_type_ and len(left.text) > 2 and len(right.text) > 2 \
        and not left.whitespace_ and _name_like(left.text, capitalised_ok=True) \
        and _name_like(right.text, capitalised_ok=True)


def _is_list_item_start(doc, i: int, end: int) -> bool:
    """Whether a new named list item starts at token ``i`` (after fillers)."""
    fillers = _fillers()
    k = i
    heads = _generic_heads()
    while k < end and k < i + 12 and (
        (low := (tok := doc[k]).lower_) in fillers or low in heads or tok.text in ("-", "such", "as", "like", "including")
        or (tok.is_lower and not tok.is_punct and low not in _STOP_WORDS
            and (_ADJECTIVE_END.search(low) or k + 1 < len(doc) and doc[k + 1].text == "-" or doc[k - 1].text == "-"))
    ):
        if tok.ent_type_ in ("SYSTEM", "TECHNIQUE"):
            break
        k += 1
    i = k
    if i >= end:
        return False
    tok = doc[i]
    if tok.ent_type_ in ("SYSTEM", "TECHNIQUE"):
        return True
    if tok.ent_type_ == "HWCLASS" and tok.ent_id_ in doc.user_data.get("paperkg_devices", ()):
        return True  # "than its contemporary GPU or CPU": both devices compared before
    return _name_like(tok.text, capitalised_ok=True) and not tok.is_sent_start


def _device_setting(cur) -> int | None:
    """The index in the tokens ``cur`` of an "on"/"across" that opens the devices a generic baseline runs on, when
    ``cur`` ends with a device word ("existing runtimes on popular CPUs"), else ``None``: the examples listed after
    it then name devices of the setting, not baselines.

    Examples:
        >>> import spacy
        >>> doc = spacy.blank("en")("existing runtimes on popular CPUs")
        >>> _device_setting(list(doc)), _device_setting(list(doc)[:2])
        (2, None)
    """
    if len(cur) < 3 or not (cur[-1].lower_ in _DEVICE_HEADS or cur[-1].ent_type_ == "HWCLASS"):
        return None
    for k in range(len(cur) - 2, 0, -1):
        if cur[k].lower_ in ("on", "across"):
            return k
    return None


def parse_baselines(sent, i: int, *, strong: bool) -> tuple[tuple[BaselineItem, ...], int, int]:
    """Baseline items starting at doc token ``i`` of ``sent``; returns ``(items, end char in doc)``.

    ``strong`` is true after verb cues ("outperforms"), where any noun phrase
    is a baseline; after prepositions ("over", "than") an unnamed phrase must
    read like a baseline ("existing systems", "the FP16 baseline"). The third
    value is the doc character offset where the baseline words start.
    """
    doc = sent.doc
    end = sent.end
    first = doc[i] if i < end else None  # the token at ``i``, made again only when ``i`` moves
    # "compared to those of X", "than that in X"
    if i + 1 < end and first.lower_ in ("that", "those", "what") and doc[i + 1].lower_ in ("of", "in", "from", "with", "by"):
        i += 2
        first = doc[i] if i < end else None
    if i + 1 < end and first.lower_ == "using" and doc[i + 1].lower_ not in _STOP_WORDS:
        i += 1  # "3x faster than using cuBLAS": what is used is the baseline
        first = doc[i]
    elif i + 2 < end and first.lower_ in _GERUNDS:
        # "5x faster than building a Zorblax index": the named thing the clause builds or runs (a name only)
        k = i + 2 if doc[i + 1].lower_ in _ARTICLES else i + 1
        if k < end and (doc[k].ent_type_ == "SYSTEM" or _name_like(doc[k].text, capitalised_ok=True)):
            i = k
            first = doc[i]
    # "matches the performance of X": skip to X
    j = i
    if j < end and first.lower_ in ("the", "its", "their"):
        k = j + 1
        while k < end and k <= j + 5 and (tok := doc[k]).lower_ != "of" and tok.ent_type_ == "" \
                and (not tok.is_punct or tok.text == "-" and not doc[k - 1].whitespace_ and not tok.whitespace_):
            k += 1  # "the dense all-reduce of X": a hyphenated word is one word of the measure
        if k < end and doc[k].lower_ == "of" and k > j + 1 and doc[k - 1].whitespace_:  # not "state-of-the-art"
            i = k + 1
            first = doc[i] if i < end else None
    if i + 3 < end and first.lower_ in ("that", "those") and doc[i + 2].lower_ in ("by", "with", "using") \
            and doc[i + 1].lower_ in _MADE_WITH and _has_name(doc[i + 3: i + 4]):
        i += 3  # "the same accuracy as those trained by X": X made them
        first = doc[i]
    start_char = first.idx if first is not None else sent.end_char
    if first is not None and (first.like_num and first.ent_type_ == "" or _VALUE_WORD.match(first.text)):
        # "over three leading inference systems A, B and C": a counted kind word, then the names
        glued = not first.whitespace_ and i + 1 < end and doc[i + 1].text == "-"  # "16-bit baselines"
        if glued:
            pass
        elif not (first.is_alpha and any(t.lower_ in _generic_heads() for t in doc[i + 1: min(end, i + 5)])
                  or any(t.ent_type_ == "HARDWARE" for t in doc[i + 1: min(end, i + 4)])):
            return (), first.idx, start_char
        else:
            i += 1
    items: list[list] = []
    cur: list = []
    j = i
    while j < end:
        tok = doc[j]
        low = tok.lower_
        orth = tok.text  # read once: every test below looks at it
        if orth in ";:()[].,/" or low in _LIST_WORDS:  # the rules up to the stop words look at no other token
            # read once: cur does not change before a rule applies; a lowercase technique is a kind ("offloading systems")
            unnamed = orth == "," and cur and not _has_name_word(cur)
            if unnamed and _span_text(doc, j + 1, j + 3).lower() in ("such as", "e.g.", "e.g. ,", "i.e.") \
                    or (unnamed and j + 1 < end and doc[j + 1].lower_ in _LIST_OPENERS):
                if (k := _device_setting(cur)) is not None:
                    cur = cur[:k]  # "than existing runtimes on popular CPUs, including A and B": A and B are devices
                    break
                cur.append(tok)  # "state-of-the-art systems, such as A and B": the names follow
                j += 1
                continue
            if unnamed and len(cur) <= 3 and cur[0].lower_ in _ARTICLES and cur[-1].is_alpha and cur[-1].is_lower \
                    and _ADJECTIVE_END.search(cur[-1].lower_) and j + 1 < end and doc[j + 1].is_alpha \
                    and doc[j + 1].is_lower and doc[j + 1].lower_ not in _STOP_WORDS and doc[j + 1].lower_ not in _LIST_OPENERS:
                cur.append(tok)  # "a specialized, serverful store, Zorblax": a comma between two adjectives
                j += 1
                continue
            if orth == "," and cur and any(t.lower_ in _EXAMPLE_MARKERS for t in cur) and not _has_name(_last_word(cur)):
                if cur[-1].lower_ in ("e.g.", "i.e.") and _is_list_item_start(doc, j + 1, end):
                    cur = []  # "kernels, i.e., Zorbix": the name alone (not glued to the marker)
                j += 1  # "frameworks, e.g., A and B": the list follows the marker
                continue
            if unnamed:
                # an appositive name: "the strongest baseline, EAGLE3"
                k = j + 1
                run = []
                while k < end and (doc[k].ent_type_ == "SYSTEM" or _name_like(doc[k].text, capitalised_ok=True)
                                   or (run and not doc[k - 1].whitespace_ and doc[k].text in "-.")):
                    run.append(doc[k])
                    k += 1
                listed, stop = _appositive_list(doc, run, k, end) if run and k < end and doc[k].lower_ in (",", "and", "or") else ([], k)
                if listed:
                    items.extend(listed)  # "the leading serverless platforms, A and B, by 2x": the names
                    cur = []
                    j = stop
                    break
                if run and k + 1 < end and doc[k].lower_ in _NAMED_HEADS and doc[k + 1].is_punct:
                    k += 1  # "the leading data service, Zephyr service, by 2x": the name, its kind word after it
                if run and (k >= end or doc[k].is_punct):
                    items.append(run)
                    cur = []
                    j = k
                    break
            if orth == "&" and cur and not (cur[-1].ent_type_ == "SYSTEM" and j + 1 < end and doc[j + 1].ent_type_ == "SYSTEM"):
                cur.append(tok)  # "the Wide & Deep Model": "&" joins the words of one name, not two known systems
                j += 1
                continue
            if orth == "," or low in ("and", "or", "&") or (low == "as" and _span_text(doc, j + 1, j + 3).lower() == "well as"):
                skip = 3 if low == "as" else 1
                k = j + skip
                if orth == "," and k < end and doc[k].lower_ in ("and", "or"):
                    k += 1
                elif orth == "," and k + 2 < end and _span_text(doc, k, k + 3).lower() == "as well as":
                    k += 3
                bare_comma = orth == "," and k == j + 1
                if cur and (_has_name(cur) or (k < end and doc[k].ent_type_ == "SYSTEM")
                            or cur[-1].ent_type_ == "HWCLASS" and cur[-1].ent_id_ in doc.user_data.get("paperkg_devices", ())) \
                        and _is_list_item_start(doc, k, end) \
                        and (not bare_comma or _ends_list_item(doc, k, end)):
                    items.append(cur)
                    cur = []
                    j = k
                    continue
                if low in ("and", "or") and cur and not _has_name(cur) and _has_any(_span_text(doc, j, end), _MARKER_WORDS) \
                        and (marker := _examples_ahead(doc, j, end)) is not None:
                    j = marker  # "vendor libraries and state-of-the-art compilers, including A and B": the examples
                    continue
                break
            if orth == "(" and cur:
                close = next((k for k in range(j + 1, min(end, j + 20)) if doc[k].text == ")"), None)
                short = _acronym_of(cur, doc[j + 1: close]) if close is not None and close <= j + 6 and (
                    close + 1 >= end or doc[close + 1].is_punct or doc[close + 1].lower_ in _STOP_WORDS
                    or doc[close + 1].lower_ in ("and", "or")) else None  # the phrase ends at the acronym
                if short is not None:
                    cur = short  # "the Acme Collective Transfer Library (ACTL)": the acronym names the baseline
                    j = close + 1
                    continue
                if close is not None and _CITATION.search(_span_text(doc, j + 1, close)):
                    j = close + 1  # a citation: "(Dao, 2023)", "(Sun et al., 2023a)"
                    continue
                if close is not None and _has_name(cur) and close + 1 < end and (doc[close + 1].text == "," or doc[close + 1].lower_ in ("and", "or")) \
                        and _PAREN_VALUE.match(_span_text(doc, j + 1, close)) \
                        and _is_list_item_start(doc, close + 3 if _span_text(doc, close + 1, close + 3).lower() == ", and" else close + 2, end):
                    j = close + 1  # "Compared with A (2.1x) and B (1.5x)": a value per name, the list goes on
                    continue
            # without a ")" among the 19 tokens read above there are no names in parentheses (at most 16 tokens)
            if orth == "(" and cur and close is not None and not _has_name([t for t in cur if t.ent_type_ != "HWCLASS"]) \
                    and _tool_with_flag(cur) is None:
                inner = _parenthesised_names(doc, j + 1, end)
                if inner:
                    items.append(("names", inner))
                    cur = []
                    j = close + 1  # "the state-of-the-art (NCCL), ...": the phrase ends at the ")"
                    break
            if orth == ":" and cur and not _has_name(cur):
                listed, stop = colon_list(doc, j + 1, end)
                if listed:
                    items.append(("names", listed))  # "against three baselines: A, B, and C"
                    cur = []
                    j = stop
                    break
            if orth in ";:()[]." and not (orth == "." and tok.whitespace_ == "" and j + 1 < end):
                if orth == "(" and cur and j + 2 < end and doc[j + 2].text == ")" and len(doc[j + 1].text) < 8 and doc[j + 1].is_alpha and doc[j + 1].is_lower:
                    cur.extend(doc[j: j + 3])
                    j += 3
                    continue
                break
            if low == "up" and j + 1 < end and doc[j + 1].lower_ == "to":
                break
            if low == "as" and cur and j + 1 < end and doc[j + 1].lower_ in _CLAUSE_PRONOUNS:
                break  # "cheaper than Quill as it only caches the keys": a reason, not the name
            if orth == "/" and cur and j + 1 < end and (
                    cur[-1].ent_type_ == "SYSTEM" and doc[j + 1].ent_type_ == "SYSTEM" and doc[j + 1].ent_iob_ == "B"
                    or _slash_names(cur[-1], doc[j + 1])):
                items.append(cur)  # "cuBLAS/cuDNN": two known systems; "Zorbix/Fenwick": two names
                cur = []
                j += 1
                continue
            if low in ("with", "using", "on") and cur and cur[-1].lower_ in ("trained", "built", "implemented", "served", "run", "running") \
                    and tok.ent_type_ == "":
                cur.append(tok)  # "MoEs trained with the Tutel library": the name follows
                j += 1
                continue
        if low == "on" and cur and (k := _device_then_next(doc, j, end)) is not None and _has_name(cur):
            items.append(cur)  # "than oneDNN on CPU and cuBLAS on GPU": each name with its own device
            cur = []
            j = k
            continue
        if low in _STOP_WORDS and tok.ent_type_ == "" or (tok.like_num and orth[:1].isdigit() and not _SIZE.match(orth) and tok.ent_type_ == ""):
            if not (cur and tok.like_num and doc[j - 1].whitespace_ == "") \
                    and not (tok.like_num and not tok.whitespace_ and j + 1 < end and doc[j + 1].text == "-"):
                if low == "by" and cur and cur[-1].lower_ in _MADE_BY and j + 1 < end and _has_name(doc[j + 1: j + 2]):
                    k = j + 1  # "strategies generated by Zorbix's planner": the name follows, its owner if possessive
                    while k + 1 < min(end, j + 6) and not doc[k].whitespace_ and doc[k + 1].text not in ("'s", "’s"):
                        k += 1
                    if k + 1 < end and doc[k + 1].text in ("'s", "’s"):
                        items.append(list(doc[j + 1: k + 1]))
                        cur = []
                        j = k + 2
                        while j < end and doc[j].is_alpha and doc[j].is_lower and doc[j].lower_ not in _STOP_WORDS:
                            j += 1  # the owner's component ("planner"): the owner is the baseline
                        break
                    cur.append(tok)
                    j += 1
                    continue
                if low == "by" and cur and cur[-1].lower_ in _MADE_BY and not _has_name(cur) \
                        and _has_any(_span_text(doc, j + 1, min(end, j + 15)).lower(), _MARKER_WORDS):
                    cur.append(tok)  # "plans generated by leading systems such as A and B": the examples follow
                    j += 1
                    continue
                if low == "from" and cur and cur[-1].is_lower and not cur[-1].lower_.endswith("ed") and _name_then_stop(doc, j + 1, end):
                    cur.append(tok)  # "the concurrent skiplist from Folly": the name follows
                    j += 1
                    continue
                marker = _examples_ahead(doc, j, end) if cur and low in _QUALIFIER_PREPS and not _has_name(cur) else None
                if marker is None:
                    break
                j = marker  # "state-of-the-art systems for large models, including A and B": the examples
                continue
        if orth == "," or len(cur) >= 14 and low not in _EXAMPLE_MARKERS and not any(t.lower_ in _EXAMPLE_MARKERS for t in cur[-12:]) \
                or len(cur) >= 24:
            break
        cur.append(tok)
        j += 1
    if cur:
        items.append(cur)
    if len(items) >= 3 and not isinstance(items[0], tuple) and items[0][-1].i + 1 < end and doc[items[0][-1].i + 1].text == "," \
            and not _has_name(items[0]) and all(not isinstance(t, tuple) and _has_name(t) for t in items[1:]):
        items = items[1:]  # "state-of-the-art frameworks, A and B": the kind word introduces the names
    out = []
    for toks in items:
        if isinstance(toks, tuple):
            out.extend(toks[1])
            continue
        item = _item(toks, strong=strong)
        if item is not None:
            out.append(item)
    known = doc.user_data.setdefault("paperkg_baseline_names", {})
    if known and len(items) == 1 and not out and not isinstance(items[0], tuple):
        word = _word_text(items[0]).lower()
        if word in known:
            out = [BaselineItem(known[word], _slug(known[word]), None)]  # "xz" alone, named before
    if out and known:
        # a word already read as a baseline name in this abstract stays one ("beating xz -9e ... beats xz alone")
        out = [BaselineItem(known[it.text.lower()], _slug(known[it.text.lower()]), None) if it.id is None and it.text
               and it.text.lower() in known else it for it in out]
    if out:
        known.update((it.name.lower(), it.name) for it in out if it.id and it.name)
    if len(out) > 1 and out[-1].name and " " in out[-1].name and out[-1].name.rsplit(" ", 1)[1].lower() in _SHARED_HEADS:
        # "over Linear and Softmax Attention": the earlier bare words share the last item's head
        head = out[-1].name.rsplit(" ", 1)[1]
        out = [BaselineItem(f"{it.name} {head}", _slug(f"{it.name} {head}"), None)
               if it.name and it.name.isalpha() and it.name[:1].isupper() and it.id == _slug(it.name) and it.name.lower() not in _vocab_names()
               else it for it in out[:-1]] + out[-1:]
    end_char = (last := doc[j - 1]).idx + len(last) if j > i else doc[i].idx if i < len(doc) else sent.end_char
    return tuple(out), end_char, start_char


#: Verbs whose gerund may open a baseline written as a clause ("than building an X index", "over running X").
_GERUNDS = frozenset("building running executing training serving deploying applying calling invoking querying".split())
_VALUE_WORD = re.compile(r"^[\d.]+[×xX%]?$")  # "than 2.25X": a value, never a name
#: Participles after which "by NAME" names who made the baseline: "plans generated by NAME", "kernels produced by NAME".
_MADE_BY = frozenset("generated produced found chosen selected created computed derived given obtained returned emitted "
                     "compiled written searched suggested recommended tuned planned made".split())
#: Participles in "those trained by X", "that produced with X": X made the compared results.
_MADE_WITH = _MADE_BY | frozenset("trained served run executed optimized optimised learned scheduled processed".split())
#: The words (lowercased) that parse_baselines' list rules look at, besides punctuation.
_LIST_WORDS = frozenset(("and", "or", "&", "as", "up", "with", "using", "on"))
_CITATION = re.compile(r"\bet al\b|\b(?:19|20)\d\d[a-z]?\b")

#: Kind words a coordinated list may share: "Linear and Softmax Attention", "Top-k and Nucleus Sampling".
_SHARED_HEADS = frozenset("attention transformer transformers decoding sampling parallelism scaling search caching quantization pruning".split())


@functools.cache
def _vocab_names() -> frozenset[str]:
    from paperkg.extract.vocab import alias_index

    return frozenset(alias_index())


_QUALIFIER_PREPS = frozenset(("for", "in", "on", "with", "without", "from", "across", "under", "at", "using", "that", "which",
                              "built"))


#: What every example marker that :func:`_examples_ahead` reads after "and" holds: a phrase with none is not read.
_MARKER_WORDS = ("including", "such as", "like", "e.g.", "i.e.", "namely")


def _examples_ahead(doc, j: int, end: int) -> int | None:
    """After a generic baseline, a short qualifying phrase, then ", including A, B" or ", such as A":
    the index of that comma, else ``None``. The phrase may also be a second generic baseline coordinated by "and"
    or "or" ("vendor libraries and state-of-the-art compilers, including A and B"), with no name of its own."""
    coordinated = doc[j].lower_ in ("and", "or")
    if not coordinated and doc[j].lower_ not in _QUALIFIER_PREPS:
        return None
    for k in range(j + 1, min(end - 1, j + (12 if coordinated else 9))):
        tok = doc[k]
        if coordinated and (tok.ent_type_ == "SYSTEM" or not (tok.is_lower or tok.is_punct) and _name_like(tok.text, capitalised_ok=True)):
            return None
        if coordinated and (tok.lower_ == "including" or tok.lower_ == "such" and doc[k + 1].lower_ == "as"):
            return k  # "... and existing compilers such as A": the marker without a comma
        if tok.text == "," and (doc[k + 1].lower_ in _LIST_OPENERS
                                or _span_text(doc, k + 1, k + 3).lower() == "such as"):
            if doc[j].lower_ in ("on", "across") and _device_setting(list(doc[j - 1: k])) is not None:
                return None  # "runtimes on popular CPUs, including A and B": the devices of the setting
            return k
        if not coordinated and tok.text == "(" and k + 1 < end and (doc[k + 1].lower_ in _LIST_OPENERS or doc[k + 1].lower_ in ("eg", "such")) \
                and not any(t.ent_type_ in ("HARDWARE", "HWCLASS") for t in doc[j: min(end, k + 16)]):
            return k  # "plain systems without encryption (e.g., A, B and C)": the names in the parenthesis
        if tok.is_punct and tok.text not in "-/" or tok.like_num or tok.lower_ in _CLAUSE_WORDS:
            return None
    return None


def _acronym_of(long_form, inner) -> list | None:
    """The tokens of ``inner`` (a parenthesis after the words ``long_form``) when they are one word defined as the
    acronym of those words ("Acme Collective Transfer Library (ACTL)", "Wide & Deep Model (WDM)"), else ``None``. A
    long form the vocabulary knows as a system stays the name unless the acronym is one too."""
    if not inner or any(t.whitespace_ for t in inner[:-1]):
        return None
    short = "".join(t.text for t in inner)
    if not short[:1].isupper() or sum(c.isupper() for c in short) < 2 \
            or not any(t.text[:1].upper() == short[0] for t in long_form):
        return None  # no acronym, or none whose first letter opens a word before it
    if any(t.ent_type_ == "SYSTEM" for t in long_form) and not any(t.ent_type_ == "SYSTEM" for t in inner) \
            or any(t.ent_type_ in ("HARDWARE", "HWCLASS") for t in inner):
        return None  # a known system, or a device ("Zorblax Processing Unit (ZPUv3)"): read as before
    words = [t.text if t.text != "&" else "and" for t in long_form]
    if acronym_for(f"{' '.join(words)} ({short})", short) is None:
        return None
    return list(inner)


def _name_then_stop(doc, k: int, end: int) -> bool:
    """Whether a name starts at token ``k`` and its phrase ends there (a separator, a stop word or the end follows)."""
    if k >= end or not (doc[k].ent_type_ == "SYSTEM" or _name_like(doc[k].text, capitalised_ok=True)):
        return False
    k += 1
    while k < end and (doc[k].ent_type_ == "SYSTEM" and doc[k].ent_iob_ == "I" or not doc[k - 1].whitespace_ and not doc[k].is_punct):
        k += 1
    return k >= end or doc[k].is_punct or doc[k].lower_ in _STOP_WORDS or doc[k].lower_ == "and"


_CLAUSE_WORDS = frozenset("by while when which that where whereas but and or is are was were achieving reaching".split())


def enumerated_names(sent) -> list[BaselineItem]:
    """The list after the last colon of ``sent`` when it runs to the sentence end ("...: A, B, and C.")."""
    doc = sent.doc
    colon = next((t.i for t in reversed(sent) if t.text == ":"), None)
    if colon is None or colon == sent.start or doc[colon - 1].lower_ not in _LISTED_KINDS:
        return []  # "on three models: A, B, C" lists workloads, not baselines
    names, stop = colon_list(doc, colon + 1, sent.end)
    if stop < sent.end and not all(t.is_punct for t in doc[stop: sent.end]) \
            or any(t.ent_type_ in ("HARDWARE", "HWCLASS") or _MODEL_SIZE.search(t.lower_) for t in doc[colon + 1: stop]):
        return []
    return names


_LISTED_KINDS = frozenset(
    "baselines systems architectures designs methods approaches frameworks libraries implementations schemes techniques "
    "engines compilers accelerators kernels algorithms solutions strategies policies competitors alternatives".split()
)


def colon_list(doc, i: int, end: int) -> tuple[list[BaselineItem], int]:
    """An enumeration after a colon, every item a name ("...: systolic array, 3D-Cube, and 2D-Matrix."), and the
    token index where it stops (the sentence end, or "by" before the values); no items when the words after the
    colon are not a plain list of two or more short items."""
    pieces: list[list] = [[]]
    k = i
    while k < end and not (doc[k].text in (".", ";") and (doc[k].whitespace_ or k + 1 >= end)):
        tok = doc[k]
        if tok.lower_ in ("by", "respectively") and pieces[-1]:
            break
        if tok.text == "," or tok.lower_ in ("and", "or"):
            if pieces[-1]:
                pieces.append([])
        elif tok.text in "():;" or tok.like_num and tok.ent_type_ == "" and not tok.text[:1].isalpha() \
                or tok.lower_ in _STOP_WORDS and tok.lower_ not in ("and", "or"):
            return [], i
        elif not (tok.lower_ in _ARTICLES and not pieces[-1]):
            pieces[-1].append(tok)
        k += 1
    pieces = [p for p in pieces if p]
    if len(pieces) < 2 or any(len(p) > 5 for p in pieces):
        return [], i
    names = []
    for piece in pieces:
        item = _item(piece, strong=True)
        if item is not None and item.id:
            names.append(item)
        else:
            text = "".join(t.text_with_ws for t in piece).strip()
            names.append(BaselineItem(text, _slug(text), None))
    return names, k


def _parenthesised_names(doc, i: int, end: int) -> list[BaselineItem]:
    """Named items inside a parenthesis that starts at token ``i``: "(Allo and DFX)", "(e.g., Masstree)"."""
    k = i
    while k < end and doc[k].text != ")":
        k += 1
    if k >= end or k - i > 16:
        return []
    pieces: list[list] = [[]]
    for tok in doc[i:k]:
        if tok.text in (",", ";") or tok.lower_ in ("and", "or", "e.g.", "i.e.", "eg", "ie", "e.g", "such", "as", "including", "like") \
                or tok.text == "/":
            pieces.append([])
        else:
            pieces[-1].append(tok)
    names = []
    for piece in pieces:
        if not piece:
            continue
        item = _item(piece, strong=True)
        if item is None or item.id is None:
            return []
        names.append(item)
    return names


def _last_word(tokens) -> list:
    """The tokens of the last space-delimited word of ``tokens`` ("Orca-X" from "such as Orca-X")."""
    k = len(tokens) - 1
    while k > 0 and not tokens[k - 1].whitespace_:
        k -= 1
    return tokens[k:]


def _ends_list_item(doc, k: int, end: int) -> bool:
    """After a bare comma: the name at ``k`` is a list item only if a comma, "and"/"or" or the end follows it
    ("over A, B and C"), not a verb ("Against A, B attains ...")."""
    start = k
    while k < end and (doc[k].ent_type_ or not doc[k].whitespace_ or _name_like(doc[k].text, capitalised_ok=True)
                       or doc[k].lower_ in _fillers() or k > start and not doc[k - 1].whitespace_):
        if doc[k].text in (",", ")", ".", "("):
            break
        k += 1
    if k < end and doc[k].text == "(":  # "A (2x faster), B (3x) and C (4x)": a value in parentheses ends the item
        close = next((c for c in range(k + 1, min(end, k + 9)) if doc[c].text == ")"), None)
        return close is not None and _PAREN_VALUE.match(_span_text(doc, k + 1, close)) is not None
    return k >= end or doc[k].text in (",", ")", ".", ";") or doc[k].lower_ in ("and", "or", "as", "respectively")


def _span_text(doc, a: int, b: int) -> str:
    """``doc[a:b].text`` (``a``, ``b`` not negative), sliced from the doc's cached text (no ``Span`` is made)."""
    b = min(b, len(doc))
    if a >= b:
        return ""
    last = doc[b - 1]
    return _components().text_of(doc)[doc[a].idx: last.idx + len(last)]


def _phrase_text(tokens) -> str:
    """The text of ``tokens`` (in doc order), each with its trailing space; a slice of the doc's text when they are
    contiguous."""
    first, last = tokens[0], tokens[-1]
    if last.i - first.i == len(tokens) - 1:
        return _components().text_of(first.doc)[first.idx: last.idx + len(last) + len(last.whitespace_)]
    return "".join(t.text_with_ws for t in tokens)


def _may_name(text: str) -> bool:
    """Whether a word of ``text`` may be name-like: :func:`is_name_like` needs a capital, a digit or a "!".

    Examples:
        >>> _may_name("the state-of-the-art baselines"), _may_name("existing Systems"), _may_name("top-5 methods")
        (False, True, True)
        >>> _may_name("yahoo! search"), _may_name("—"), _may_name("\u0661\u0662 runs"), _may_name("jax.numpy service")
        (True, True, True, True)
    """
    return not text.islower() or "!" in text or _DIGIT.search(text) is not None or "." in text


def _has_name_word(tokens) -> bool:
    """:func:`_has_name` without lowercase technique words: "offloading systems" is a kind of system, unnamed."""
    return _has_name([t for t in tokens if not (t.ent_type_ == "TECHNIQUE" and t.is_lower)])


def _appositive_list(doc, run, k: int, end: int) -> tuple[list[list], int]:
    """After an unnamed kind and a comma, the name ``run`` then "and"/"or" at ``k``: the names of the list
    ("the leading platforms, A, B and C, by 2x") and the token after them; none unless the list ends at a
    punctuation mark or the sentence end ("systems, A and the rest" is no list)."""
    names = [run]
    while k < end and (doc[k].text == "," or doc[k].lower_ in ("and", "or")):
        last = doc[k].lower_ in ("and", "or") or k + 1 < end and doc[k + 1].lower_ in ("and", "or")
        if doc[k].text == "," and not last and not (k + 1 < end and _name_like(doc[k + 1].text, capitalised_ok=True)):
            break  # "A and B, by 2x": the comma ends the list
        k += 2 if doc[k].text == "," and last else 1
        nxt = []
        while k < end and (doc[k].ent_type_ == "SYSTEM" or _name_like(doc[k].text, capitalised_ok=True)
                           or (nxt and not doc[k - 1].whitespace_ and doc[k].text in "-.")):
            nxt.append(doc[k])
            k += 1
        if not nxt:
            return [], k
        names.append(nxt)
        if last:
            break
    if k < end and not doc[k].is_punct:
        return [], k
    return names, k


def _has_name(tokens) -> bool:
    # a lowercase word or punctuation is never name-like: is_name_like needs a capital, a digit or "!"
    return any(t.ent_type_ in ("SYSTEM", "TECHNIQUE") or not (t.is_alpha and t.is_lower or t.is_punct)
               and _name_like(t.text, capitalised_ok=not t.is_sent_start) for t in tokens)


def _item_at(sent, start: int, end: int) -> BaselineItem | None:
    """The baseline item (strong reading) that sentence characters ``start``-``end`` name: a subject, an owner, a
    name in parentheses; None when the span holds no token."""
    first, last = _tokens_after(sent, start), _tokens_after(sent, end)
    return _item(list(sent.doc[first: last]), strong=True) if last > first else None


def _item(tokens, *, strong: bool) -> BaselineItem | None:
    """Turn the tokens of one baseline phrase into a named or unnamed :class:`BaselineItem`."""
    text = _phrase_text(tokens).strip().rstrip(",.;:")
    lower = text.lower()
    if not text or lower in _PRONOUNS:
        return None
    if "paperkg_devices" in tokens[0].doc.user_data:
        # "than its contemporary GPU", "than the GPU appliance": the device of that class compared before
        words = [t for t in tokens if not t.is_punct]
        classes = [t for t in words if t.ent_type_ == "HWCLASS"]
        if len(classes) == 1 and not classes[0].lower_.endswith("s") \
                and all(t.ent_type_ == "HWCLASS" or t.lower_ in _BACK_REFERENCE for t in words):
            known = tokens[0].doc.user_data["paperkg_devices"].get(classes[0].ent_id_)
            if known is not None:
                return known
    fillers = _fillers()
    labels = {t.ent_type_ for t in tokens}  # read once: most phrases name no entity, and the steps below skip then
    hardware_words = "HARDWARE" in labels or "HWCLASS" in labels
    # 1. a vocabulary system: the last one is the head ("CUTLASS ... FlashAttention-3 kernel")
    systems = _entity_runs(tokens, "SYSTEM") if "SYSTEM" in labels else []
    if systems:
        run = systems[-1]
        name = "".join(t.text_with_ws for t in run).strip()
        sid = run[0].ent_id_
        after = tokens[tokens.index(run[-1]) + 1:] if run[-1] in tokens else []
        # a variant glued to a known name is another system: "PipeDream-Flush", "Orca-2"
        glued = run[-1]
        if len(after) >= 2 and after[0].text == "/" and not glued.whitespace_ and not after[0].whitespace_ \
                and after[1].ent_type_ == "" and _name_like(after[1].text, capitalised_ok=True):
            name = f"{name}/{after[1].text}"  # "PyTorch/CUDA": the stack is the baseline
            sid = _slug(name)
            glued = after[1]
            after = after[2:]
        while len(after) >= 2 and not glued.whitespace_ and after[0].text == "-" and not after[0].whitespace_ \
                and (after[1].text[:1].isupper() or after[1].text[:1].isdigit() or after[1].lower_ in _VARIANT_WORDS) \
                and after[1].ent_type_ == "":
            name = f"{name}-{after[1].text}"  # "Llama-2-7B-chat", "Qwen2.5-72B-Instruct"
            sid = _slug(name)
            glued = after[1]
            after = after[2:]
        if after and _SIZE.match(after[0].text):
            name = f"{name} {after[0].text}"
            sid = _slug(name)
            after = after[1:]
        # a variant word is another model: "Llama 2 70B chat", "Qwen2 Instruct", "Foo Turbo"
        if after and after[0].lower_ in _VARIANT_WORDS and after[0].ent_type_ == "" and (after[0].text[:1].isupper() or after[0].lower_ in ("chat", "instruct")):
            name = f"{name} {after[0].text}"
            sid = _slug(name)
        elif after and after[0].ent_type_ == "TECHNIQUE" and after[0].ent_iob_ == "B" and run[-1].whitespace_ \
                and _proper_technique(tech := _entity_runs(after, "TECHNIQUE")[0], _word_text(tech)):
            name = f"{name} {_word_text(tech)}"  # "DeepSpeed ZeRO-3"
            sid = _slug(name)
        elif len(after) >= 3 and after[0].text == "(" and after[2].text == ")" and after[1].lower_ in ("high", "low", "medium"):
            name = f"{name} ({after[1].text})"  # a reasoning-effort setting: "o3-mini (high)"
            sid = _slug(name)
        elif after and glued.whitespace_ and (longer := _title_words(after)):
            name = f"{name} {longer}"  # "TensorFlow Serving", "PyTorch Lightning": a product of the known name
            sid = _slug(name)
        elif len(after) == 1 and glued.whitespace_ and _product_acronym(after[0]):
            name = f"{name} {after[0].text}"  # "Torchlet DCX": a component of the known name, named by its acronym
            sid = _slug(name)
        return BaselineItem(name, sid, None)
    # 2. an unknown name ("SpecRouter", "Java ConcurrentSkipListMap", "standard EP")
    groups = _words(tokens) if _may_name(text) else []  # 2. and 3. need a name-like word
    based = _based_on_name(groups, fillers) if "-based " in text and not hardware_words else None
    if based is not None:
        return BaselineItem(based, _slug(based), None)  # "FooNAS-based solutions": the name they build on
    runs: list[list] = []
    cur_run: list = []
    possessive = False
    for g in groups:
        gtext = _word_text(g)
        owner = gtext.endswith(("'s", "’s"))
        possessive = possessive or owner
        hard = hardware_words and any(t.ent_type_ in ("HARDWARE", "HWCLASS") for t in g) or owner
        # a technique written as a proper name is also a baseline name ("ZeRO", "the 1F1B schedule")
        technique = "TECHNIQUE" in labels and any(t.ent_type_ == "TECHNIQUE" for t in g) and not _proper_technique(g, gtext)
        if not hard and not technique and gtext.lower() not in fillers and not NUMBER_FORMAT_START.match(gtext) and not _KIND_WORD.search(gtext) \
                and not (cur_run and gtext.lower() in _DEVICE_HEADS) \
                and gtext.lower() not in _NIC_KINDS \
                and not (gtext[:1].isdigit() and _COUNTED_SETTING.match(gtext)) and (
            _name_like(gtext, capitalised_ok=not g[0].is_sent_start) or (cur_run and _SIZE.match(gtext))
            # "Switch Transformer", "Sparse Attention": a capitalised kind word continues a name
            or (cur_run and gtext[:1].isupper() and gtext.isalpha() and gtext.lower() not in _STOP_WORDS)
            or (cur_run and gtext == "&")  # "Wide & Deep Model": one name
        ):
            cur_run.append(g)
        else:
            if cur_run:
                runs.append(cur_run[:-1] if _word_text(cur_run[-1]) == "&" else cur_run)
            cur_run = []
    if cur_run:
        runs.append(cur_run[:-1] if _word_text(cur_run[-1]) == "&" else cur_run)
    if runs:
        run = runs[-1]
        last_tok = run[-1][-1]
        rest = [t for t in tokens if t.i > last_tok.i]
        rest_words = [t.lower_ for t in rest if not t.is_punct]
        if len(run) > 1 and _word_text(run[0]).lower() in owner_words() and not any(w in _DEVICE_HEADS for w in rest_words):
            run = run[1:]  # "over Zorbco Quillstore": the product, without its maker (a device keeps it: "an AMD X CPU")
        # the name must be the head of the phrase: "MAC approaches", "the FP16 baseline" are unnamed;
        # a CamelCase or versioned name may still carry a kind word ("the ZipKV engine")
        run_text = " ".join(_word_text(g) for g in run)
        shaped = _SHAPED.search(run_text) is not None
        if run_text.lower() in _LANGUAGES:
            pass  # "hand-written CUDA", "the MPI implementation": a language, not a system
        elif not rest_words or rest_words == ["model"] or (shaped and len(rest_words) == 1 and rest_words[0] in _NAME_HEADS) \
                or (len(rest_words) == 1 and rest_words[0] in _DEVICE_HEADS and run_text[:1].isupper()
                    and run_text.lower() not in _VENDORS) \
                or (len(rest_words) == 1 and rest_words[0] in _NAMED_HEADS and not NUMBER_FORMAT_START.match(run_text)) \
                or (len(rest_words) in (2, 3) and rest_words[-1] in _NAMED_HEADS and _compound_head(rest, run_text)):
            return _remember_device(BaselineItem(run_text, _slug(run_text), None), rest)
    # 3. an organisation's own feature: "OpenAI's (recent) parallel function calling" (needs a possessive word)
    owned = _owned_feature(groups, fillers) if possessive else None
    if owned:
        return BaselineItem(owned, _slug(owned), None)
    # 4. a technique named as the baseline ("over tensor parallelism", "than Ring Attention")
    run = _heading_entity(tokens, "TECHNIQUE", fillers) if "TECHNIQUE" in labels else None
    if run and run[0].lower_ not in _GENERIC_TECHNIQUES:
        name = "".join(t.text_with_ws for t in run).strip()
        return BaselineItem(name, _slug(name), None)
    # 4. a specific hardware product as the head ("than the NVIDIA A100", "over TPU v3 chips")
    hardware = _hardware_item(tokens, fillers) if "HARDWARE" in labels else None
    if hardware is not None:
        return hardware
    # 5. a command-line tool with its flags: "xz -9e", "gcc -O3" (a flag starts with "-")
    tool = _tool_with_flag(tokens) if " -" in text else None  # a flag comes after a space
    if tool is not None:
        return BaselineItem(tool.text, _slug(tool.text), None)
    # 6. an unnamed baseline, kept as written
    if hardware_words or strong or _BASELINE_WORDS.search(lower):
        if len(text) > 2 and not lower.startswith(("this ", "these ", "which", "that ")):
            return BaselineItem(None, None, text)
    return None


def _title_words(after) -> str | None:
    """The one or two title-case words that end a baseline phrase right after a known name, as one string:
    "Serving" in "TensorFlow Serving"; none when anything else follows or a word is a known entity or a
    stop word ("vLLM on", "cuBLAS GEMM").

    Examples:
        >>> import spacy
        >>> doc = spacy.blank("en")("Serving Engine , and")
        >>> _title_words(doc[:2]), _title_words(doc[:3]), _title_words(doc[:4]), _title_words(doc[3:])
        ('Serving Engine', 'Serving Engine', None, None)
    """
    words = [t for t in after if not t.is_punct]
    if not 1 <= len(words) <= 2 or any(t.is_punct for t in after[:len(words)]):
        return None
    for t in words:
        text = t.text
        if len(text) < 3 or not text.isalpha() or not text[0].isupper() or not text[1:].islower() or t.ent_type_ \
                or t.lower_ in _STOP_WORDS:
            return None
    return " ".join(t.text for t in words)


#: Acronyms of kinds of computation or hardware, never a product's component after a known name ("cuBLAS GEMM").
_KIND_ACRONYMS = frozenset("gemm gemv spmm spmv api apis sdk gpu gpus cpu cpus tpu npu llm llms dnn dnns cnn rnn mlp moe "
                           "io kv fp int ops ir jit aot hpc ml ai nlp cv simd ssd hbm dram ipu".split()) | _NIC_KINDS


def _product_acronym(tok) -> bool:
    """Whether the one token ``tok`` that ends a baseline phrase after a known name is an acronym naming a part
    of it ("PyTorch DDP"-like): 2 to 5 capitals, no entity, not a kind (``_KIND_ACRONYMS``)."""
    text = tok.text
    return 2 <= len(text) <= 5 and text.isalpha() and text.isupper() and tok.ent_type_ == "" \
        and tok.lower_ not in _KIND_ACRONYMS


def _compound_head(rest, run_text: str) -> bool:
    """Whether the words ``rest`` after a name are lowercase nouns before a kind word, all plain (no entity, no
    stop word): "the ZipLoad data loading library", "the Zorblax graph engine" keep the name as the head."""
    return not NUMBER_FORMAT_START.match(run_text) and all(
        t.is_alpha and t.is_lower and t.ent_type_ == "" and t.lower_ not in _STOP_WORDS for t in rest)


#: Kind words after "NAME-based" that make NAME the baseline: "FooNAS-based solutions".
_BASED_KINDS = frozenset("solution solutions approach approaches method methods system systems design designs baseline "
                         "baselines implementation implementations framework frameworks".split())


def _based_on_name(groups, fillers: frozenset[str]) -> str | None:
    """"(the) NAME-based solutions/approaches/methods": NAME, when it reads as a name and only fillers come before it
    (word groups as :func:`_words` makes them), else ``None``."""
    if len(groups) < 2 or _word_text(groups[-1]).lower() not in _BASED_KINDS:
        return None
    word = _word_text(groups[-2])
    if not word.lower().endswith("-based") or any(_word_text(g).lower() not in fillers for g in groups[:-2]):
        return None
    name = word[: -len("-based")]
    if groups[-2][0].ent_type_ in ("TECHNIQUE", "HWCLASS") or not _name_like(name, capitalised_ok=not groups[-2][0].is_sent_start):
        return None
    return name


def _hardware_item(tokens, fillers: frozenset[str]) -> BaselineItem | None:
    """A specific hardware product heading the phrase ("than the NVIDIA A100", "over TPU v3 chips"), else ``None``
    (``None`` too when no token is a ``HARDWARE`` mention: callers skip the call then).

    "an NVIDIA H100 system" describes a setup (kept as text); a count or "a/an" before a device noun still names
    the device ("over four NVIDIA V100 GPUs", "than an X CPU").
    """
    counted = {t.lower_ for t in tokens if t.like_num and t.ent_type_ == ""} | _VENDORS | _PEER_WORDS
    doc = tokens[0].doc
    # a hyphenated modifier before the device: "a server-class Intel Xeon CPU"
    counted |= {t.lower_ for t in tokens if t.ent_type_ == "" and (t.text == "-" or t.is_lower and (
        t.i + 1 < len(doc) and doc[t.i + 1].text == "-" and not t.whitespace_ or t.i > 0 and doc[t.i - 1].text == "-"
        and not doc[t.i - 1].whitespace_))}
    run = _heading_entity(tokens, "HARDWARE", ((fillers | {"the"}) - {"a", "an"}) | counted, heads=_HW_HEADS)
    if run is None:
        run = _heading_entity(tokens, "HARDWARE", fillers | {"the", "a", "an"} | counted, heads=_DEVICE_HEADS)
        if run is not None and not any(t.lower_ in _DEVICE_HEADS for t in tokens if t.i > run[-1].i):
            run = None  # "an NVIDIA H100" alone after an article: a setup more often than a baseline
    if not run:
        return None
    vendor = [t for t in tokens if t.i < run[0].i and t.lower_ in _VENDORS][-1:]
    name = "".join(t.text_with_ws for t in vendor + run).strip()
    return _remember_device(BaselineItem(name, run[0].ent_id_ or _slug(name), None), [t for t in tokens if t.i > run[-1].i])


#: Words that place a device beside the paper's own: "a contemporary NVIDIA V100 GPU supercomputer".
_PEER_WORDS = frozenset("contemporary comparable equivalent".split())
_BACK_REFERENCE = frozenset("the its their our contemporary same baseline reference appliance system server platform "
                            "counterpart comparable".split())


def _remember_device(item: BaselineItem, after) -> BaselineItem:
    """Remember a named device baseline under its class ("an Intel Xeon CPU" -> cpu), so that a later bare
    "the CPU" of the same abstract names it again; returns ``item``."""
    classes = [t.ent_id_ for t in after if t.ent_type_ == "HWCLASS"]
    if classes and after:
        after[0].doc.user_data.setdefault("paperkg_devices", {})[classes[0]] = item
    return item


_SHAPED = re.compile(r"[a-z][A-Z]|[A-Za-z]\d|\d[A-Za-z]")
# "16-thread X", "8-GPU X", "4-node X": the setting the baseline runs in, not part of its name
_COUNTED_SETTING = re.compile(r"^\d+-(?i:threads?|cores?|nodes?|gpus?|cpus?|machines?|workers?|sockets?|process(?:es)?|way)$")
#: Programming languages and parallel programming models: what a baseline is written in, not a baseline.
_LANGUAGES = frozenset("cuda hip sycl opencl openmp openacc mpi c c++ fortran rust julia python java javascript typescript "
                       "ptx sass triton-lang assembly verilog".split())
_VARIANT_WORDS = frozenset("chat instruct base large small medium xl xxl pro turbo ultra mini nano flash lite plus max "
                           "serving".split())
# plural acronyms and "<X>-LLMs" name kinds of things ("DSAs", "AR-LLMs"), not one system
_KIND_WORD = re.compile(r"^[A-Z]{2,}(?:s|es)$|-(?:LLMs|GPUs|CPUs|DNNs|models|systems|kernels)$|"
                        r"-(?i:aware|based|driven|style|like|free|efficient|friendly|centric|oriented|specific|optimi[sz]ed|"
                        r"accelerated|enabled|powered|tuned|native|only|compatible)$")
# technique aliases that stay generic even when written in capitals
_GENERIC_TECHNIQUES = frozenset("moe moes smoe kv kvs kvcache".split())


def _proper_technique(group, text: str) -> bool:
    """Whether a technique mention is written as a proper name ("ZeRO", "1F1B", "Ring Attention"): the whole word
    group is the entity, not lowercase, no precision format and no generic acronym ("MoE", "KV")."""
    return (all(t.ent_type_ == "TECHNIQUE" for t in group) and not text.islower() and not NUMBER_FORMAT_START.match(text)
            and text.lower() not in _GENERIC_TECHNIQUES and not group[0].is_sent_start)


_TIME_WORDS = frozenset("recent latest new newest current own native".split())


def _owned_feature(groups, fillers) -> str | None:
    """"OpenAI's recent parallel function calling" -> "OpenAI's parallel function calling": a capitalised owner
    with a possessive, then only lowercase words whose last is no generic kind word."""
    for k, g in enumerate(groups):
        text = _word_text(g)
        if not text.endswith(("'s", "’s")) or not text[:1].isupper() or any(t.ent_type_ for t in g):
            continue
        words = [_word_text(w) for w in groups[k + 1:]]
        kept = [w for w in words if w.lower() not in fillers and w.lower() not in _TIME_WORDS]
        if kept and len(words) <= 5 and all(w.islower() and w.replace("-", "").isalpha() for w in words) \
                and kept[-1] not in _generic_heads() and not _BASELINE_WORDS.search(kept[-1]):
            return f"{text} {' '.join(kept)}"
        return None
    return None


_FLAG = re.compile(r"^--?[A-Za-z0-9][\w=.-]*$")


def _tool_with_flag(tokens):
    """The lowercase word written right before a command-line flag ("xz -9e", "gcc -O3"), else ``None``."""
    for a, b in zip(tokens, tokens[1:]):
        if a.is_lower and a.is_alpha and len(a.text) <= 10 and a.lower_ not in _STOP_WORDS and a.lower_ not in _ARTICLES \
                and _FLAG.match(b.text) and a.whitespace_:
            return a
    return None


def _heading_entity(tokens, label: str, before_ok, heads=frozenset()) -> list | None:
    """The last ``label`` entity of a phrase when it heads it: only ``before_ok`` words before, only ``heads`` after."""
    runs = _entity_runs(tokens, label)
    if not runs:
        return None
    run = runs[-1]
    rest = [t.lower_ for t in tokens if t.i > run[-1].i and not t.is_punct]
    before = [t.lower_ for t in tokens if t.i < run[0].i]
    if all(w in heads for w in rest) and all(w in before_ok for w in before):
        return run
    return None


def _entity_runs(tokens, label: str) -> list[list]:
    runs: list[list] = []
    for t in tokens:
        if t.ent_type_ != label:
            continue
        if runs and runs[-1][-1].i == t.i - 1 and t.ent_iob_ == "I":
            runs[-1].append(t)
        else:
            runs.append([t])
    return runs


_OWNER_CUE = re.compile(
    r"\b(?:reduc\w*|cut\w*|lower\w*|improv\w*|increas\w*|boost\w*|decreas\w*|halv\w*)\s+(?:the\s+)?((?:[\w/-]+\s+){0,3}?)of\s+(?=\S)"
)
_BY_NEXT = re.compile(r"\s+by\s")
# language-model families: "the latency of Llama 2" names the workload, not a baseline
_MODEL_FAMILY = re.compile(r"(?:llama|gpt|opt|bloom|mistral|mixtral|qwen|gemma|phi|falcon|t5|mt5|bert|roberta|vicuna|deepseek|"
                           r"claude|gemini|palm|chinchilla|gopher|pythia|olmo|yi|baichuan|internlm|chatglm|glm|"
                           r"vit|deit|swin|resnet|resnext|convnext|vgg|efficientnet|unet)(?:\b|[-\d.])")
_MODEL_SIZE = re.compile(r"\d(?:\.\d+)?[bm]\b")


def _owner_hits(sent, text: str) -> list[CueHit]:
    """"reduces the communication volume of ZeRO by 4x": a named system whose measure is cut or raised by a number
    is the baseline (not a model being served: "the throughput of Llama-7B")."""
    hits = []
    for m in _OWNER_CUE.finditer(text):
        if not _first_metric(text, m.start(1), m.end(1) + 1):
            continue
        items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.end()), strong=False)
        stop = end - sent.start_char
        if not items or not all(it.id for it in items) or not _BY_NEXT.match(text, stop, stop + 4) \
                or _MODEL_SIZE.search(text, m.end(), stop) or any(_MODEL_FAMILY.match(it.id) for it in items):
            continue
        hits.append(CueHit(m.end() - 3, stop, "of", "better", items, False, phrase_start - sent.start_char))
    return hits


_PERFORMS_END = re.compile(r"\b(?:performs?|performing|works?|scales?)\s*$")
_MODAL_END = re.compile(r"\b(?:to|can|could|may|might)\s*$")
_MATCHER_END = re.compile(r"\b(?:kernels?|models?|systems?|we|they|methods?|results?)\s*$")
_ACHIEVED_BY = re.compile(r"\s*(?:the\s+)?[\d.~∼–-]+\s?[×x%]?\s+(?:\w+\s+){0,2}?(?:achieved|obtained|reported|attained|reached)\s+by\s")
_PARITY_OR = re.compile(r"\b(?:match(?:es|ing)?|comparable\s+to|on\s+par\s+with)\s+or\s+$")
# "comparable or even slightly better accuracy than", "similar or better quality compared with": no worse, parity
_PARITY_OR_BETTER = re.compile(
    r"\b(?:comparable|comparably|similar|equivalent|on[\s-]par|competitive|the\s+same)(?:\s+(?:to|with))?\s+or\s+"
    r"(?:even\s+)?(?:\w+ly\s+)?(?:better|improved|superior|higher|greater|stronger|faster)\b(?:\s+[\w-]+){0,3}\s*$"
)
# the words inside "the same ... as", "similar ... to" that name a setting held equal rather than a measure
_SETTING_INNER = re.compile(r"\b(?:batch|size|sizes|number|budgets?|settings?|hardware|configurations?|conditions?|"
                            r"setups?|scale|architectures?|spirit|design)\b")
_INNER = re.compile(r"\w+\s+(?P<or>or\s+(?:\w+\s+){1,3}?(?:better|improved|superior|higher)\s+)?(?P<w>.*?)\s*\w+$")


def _inner_measure(text: str, start: int, end: int) -> bool:
    """Whether the words inside a parity cue ``text[start:end]`` ("the same convergence speed as") may be its
    measure: no setting ("the same batch size as"), and with two words or an "or better", a measure word last
    ("similar model quality to", not "the same local operator as").

    Examples:
        >>> [_inner_measure(t, 0, len(t)) for t in ("same convergence speed as", "similar accuracy to", "same batch as")]
        [True, True, False]
        >>> [_inner_measure(t, 0, len(t)) for t in ("same local operator as", "comparable or even better results with")]
        [False, True]
    """
    m = _INNER.match(text, start, end)
    if m is None or _SETTING_INNER.search(text, start, end):
        return m is None
    words = m.group("w").split()
    if len(words) < 2 and not m.group("or"):
        return True
    if words and words[-1] == "results":
        return True
    return any(w.end() == m.end("w") and _metric_word(w.group(0))
               for w in _metric_regex()[0].finditer(text, m.start("w"), m.end("w")))


_INNER_OPENING = re.compile(r"(?:comparable|similar|competitive|superior|close|same)\s")


@functools.cache
def _inner_cues() -> frozenset[str]:
    """The cues whose words may hold their measure ("the same convergence speed as"; see :func:`_cue_parts`)."""
    return frozenset(c["cue"].lower() for c in cues()["baseline"] if _INNER_OPENING.match(c["cue"].lower()))


_SPACES = re.compile(r"\s+")
_CUE_INNER_WORD = re.compile(r"^(comparable|similar|competitive|superior|close|same) .+ (to|with|as)$")


@functools.lru_cache(maxsize=1024)
def _cue_name(matched: str) -> str:
    """The cue of a match of :func:`_baseline_cue_regex` ("similar  accuracy to" -> "similar to")."""
    return _CUE_INNER_WORD.sub(r"\1 \2", _SPACES.sub(" ", matched.lower()))


@functools.lru_cache(maxsize=256)
def _is_verb_cue(cue: str) -> bool:
    """Whether a cue is a verb ("outperforms", "matches"), after which any noun phrase is a baseline."""
    return _VERB_CUES.match(cue) is not None


@functools.cache
def _cue_scan() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """:func:`_baseline_cue_regex` without its lookbehind, and the character that lookbehind needs before a cue."""
    cues = by_prefix(_cue_parts())
    return re.compile(rf"(?:{cues})(?![\w-])"), re.compile(rf"\W(?<!-)(?=(?:{cues})(?![\w-]))")


def _baseline_cues(text: str) -> Iterator[re.Match[str]]:
    """The matches of ``_baseline_cue_regex().finditer(text)``, found faster.

    A cue needs no word character or hyphen before it: it opens the text, or the search finds the character
    before it (the engine skips every letter without trying a cue, see :func:`_prefilter_parts`), searching from
    one character before the end of the previous cue.

    Examples:
        >>> [m.group(0) for m in _baseline_cues("than x, faster than-y and vs. a-than z versus w")]
        ['than', 'vs.', 'versus']
    """
    at_cue, before_cue = _cue_scan()
    m = at_cue.match(text)
    end = 0
    if m is not None:
        yield m
        end = m.end()
    while (before := before_cue.search(text, max(end - 1, 0))) is not None:
        m = at_cue.match(text, before.end())
        yield m
        end = m.end()


# "oneDNN on CPU and cuBLAS on GPU": a baseline per device, the device after each
_ON_DEVICE_AND = re.compile(r"\s+on\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}?(?:cpus?|gpus?|tpus?|npus?|fpgas?|arm|x86|"
                            r"mobile|edge|devices?|platforms?)\s*,?\s+and\s+")


def _per_device_items(sent, text: str, items: tuple[BaselineItem, ...], end: int) -> tuple[tuple[BaselineItem, ...], int]:
    """``items`` (ending at doc character ``end``) and the named baselines of each "... and Y on GPU" after them
    ("on par with oneDNN on CPU and cuBLAS on GPU": oneDNN and cuBLAS), with the new end."""
    while (m := _ON_DEVICE_AND.match(text, end - sent.start_char)) is not None:
        more, more_end, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=False)
        if not more or not all(it.id for it in more):
            break  # "... on GPUs and reduces memory": no second baseline
        items, end = items + tuple(it for it in more if it not in items), more_end
    return items, end


def cue_hits(sent, text: str | None = None) -> list[CueHit]:
    """Every baseline cue in ``sent`` with the baselines that follow it (``text``: its lowercased text, if known)."""
    if text is None:
        text = _sentence_lower(sent)
    if "compare " in text and sent.doc[sent.start: sent.end].ents:
        # "We compare the chip to an Intel Xeon CPU and an NVIDIA K80 GPU": no claim, but the devices it names
        # are the ones a later "than the GPU" means
        for m in _COMPARE_TO.finditer(text):
            parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
    hits: list[CueHit] = _owner_hits(sent, text) if " of " in text and " by " in text else []
    devices = sent.doc.user_data.get("paperkg_devices")
    if devices and " the " in text:
        for m in _TIMES_THE_DEVICE.finditer(text):
            known = devices.get(m.group("c"))
            if known is not None:
                hits.append(CueHit(m.start("the"), m.end(), "times the", "better", (known,), False, m.start("c")))
    if " as " in text and _has_any(text, _AS_FAST_AS_WORDS):  # each holds " as " (before its second "as")
        for m in _AS_FAST_AS.finditer(text):  # "twice as fast as X", "3 times as efficient as X"
            items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.end()), strong=False)
            if items:
                hits.append(CueHit(m.start("as"), end - sent.start_char, "times as", "better", items, False,
                                   phrase_start - sent.start_char))
    info = _cue_info()
    or_better = " or " in text
    inner_cues = _inner_cues()  # read once per sentence, not once per cue
    for m in _baseline_cues(text):
        cue = _cue_name(m.group(0))
        if cue == "than" and not _COMPARATIVE_THAN.search(text[: m.start()]) and not _VALUE_BEFORE.search(text, max(0, m.start() - 32), m.start()) \
                and not _COMPARATIVE_THAN_FAR.search(text, max(0, m.start() - 90), m.start()) \
                and not (text.endswith(") ", 0, m.start()) and (aside := _ASIDE_END.search(text, max(0, m.start() - 80), m.start()))
                         and _COMPARATIVE_THAN.search(text[: aside.start()])):
            continue  # "1.8x than SGLang" in "2.3x higher than vLLM and 1.8x than SGLang" keeps its cue
        if cue in ("as well as",) and not _PERFORMS_END.search(text[: m.start()]):
            continue
        if cue == "match" and _MODAL_END.search(text[: m.start()]) is None and \
                _MATCHER_END.search(text[: m.start()]) is None:
            continue
        if cue == "matching" and _NOUN_BEFORE_MATCHING.search(text, max(0, m.start() - 25), m.start()):
            continue  # "a bipartite graph matching problem", "prefix match": a noun, not a comparison
        if cue in inner_cues and m.end() - m.start() > len(cue) + 1 and not _inner_measure(text, m.start(), m.end()):
            continue  # "the same batch size as X", "the same local operator as X": a setting or a kind, no claim
        i = _tokens_after(sent, m.end())
        by = _ACHIEVED_BY.match(text[m.end():])
        if by:
            i = _tokens_after(sent, m.end() + by.end())
        verb = _is_verb_cue(cue)
        direction = info.get(cue)
        if verb and _PARITY_OR.search(text[max(0, m.start() - 40): m.start()]):
            direction = "parity"  # "matches or outperforms X": the claim is parity
        elif or_better and not verb and text.find(" or ", max(0, m.start() - 70), m.start()) >= 0 \
                and _PARITY_OR_BETTER.search(text[max(0, m.start() - 70): m.start()]):
            direction = "parity"  # "comparable or even slightly better accuracy than X": parity, as above
        items, end, phrase_start = parse_baselines(sent, i, strong=verb)
        if not items and hits and text.startswith(("both", "either"), phrase_start - sent.start_char) \
                and (both := _both_items(text, phrase_start - sent.start_char, hits)):
            items, end = both[0], both[1] + sent.start_char  # "Compared with A and B, ... faster than both on CPUs"
        if items and text.startswith(" on ", end - sent.start_char):
            items, end = _per_device_items(sent, text, items, end)
        if not items or cue == "exceed" and not all(it.id for it in items):
            continue  # "exceed the memory capacity of GPUs" compares nothing
        hits.append(CueHit(m.start(), end - sent.start_char, cue, direction, items, verb, phrase_start - sent.start_char))
        if verb:
            hits.extend(_next_by_pairs(sent, text, hits[-1]))
    if " as " in text and ("baseline" in text or "reference" in text) and _has_any(text, _TAKEN_AS_WORDS) \
            and (taken_as := _taken_as_hits(sent, text)):
        hits = sorted(hits + taken_as, key=lambda h: h.start)
    if hits and "such as " in text and (late := _late_examples(sent, text, hits)):
        hits = late
    if "time " in text and _has_any(text, _TIME_TAKEN_WORDS) and (taken := _time_taken_hits(sent, text)):
        hits = sorted(hits + taken, key=lambda h: h.start)
    if "within " in text and (within := _within_hits(sent, text, hits)):
        hits = sorted(hits + within, key=lambda h: h.start)
    if "instead of" in text and (instead := _instead_hits(sent, text)):
        return sorted(hits + instead, key=lambda h: h.start)
    return sorted(hits, key=lambda h: h.start) if hits and hits[0].cue in ("of", "times the", "times as") else hits


# "..., with 28% of the time of them, such as A and B.": "them" (or the kind word itself) right before the examples
# "With X as the baseline, ours ...", "taking X as the reference": X is what the sentence's values compare against
_TAKEN_AS = re.compile(r"\b(?:with|using|taking|choosing|treating)\s+(?P<x>[^,;()]{1,60}?)\s+as\s+(?:the\s+|a\s+|our\s+)?"
                       r"(?:reference|baseline)s?\b")


#: What every ``_TAKEN_AS`` match holds (cheap to look for).
_TAKEN_AS_WORDS = ("as the baseline", "as a baseline", "as baseline", "as our baseline", "as the reference",
                   "as a reference", "as reference")


def _taken_as_hits(sent, text: str) -> list[CueHit]:
    """The cue hits of "with X as the baseline" phrases (see ``_TAKEN_AS``): the baseline X, the hit ending after
    "baseline" (a comma then makes it frame the clause that follows).

    Examples:
        >>> from paperkg.extract import build_nlp
        >>> doc = build_nlp()("With 8-core Zorblax as the baseline, ours is 3x faster.")
        >>> [(h.cue, [it.name for it in h.items]) for h in _taken_as_hits(doc[:], doc.text.lower())]
        [('as the baseline', ['Zorblax'])]
    """
    out = []
    for m in _TAKEN_AS.finditer(text):
        items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.start("x")), strong=True)
        if items and end - sent.start_char <= m.end() + 1:
            # an unnamed baseline: its words, without "as the baseline"
            items = tuple(it._replace(text=sent.text[m.start("x"): m.end("x")]) if it.text else it for it in items)
            out.append(CueHit(m.start(), m.end(), "as the baseline", None, items, False, phrase_start - sent.start_char))
    return out


_PLURAL_KINDS = tuple("baselines systems methods approaches frameworks solutions works techniques libraries compilers "
                      "engines implementations".split())
_LATE_KINDS = tuple(f" {w}" for w in ("them",) + _PLURAL_KINDS)


def _late_examples(sent, text: str, hits: list[CueHit]) -> list[CueHit] | None:
    """"better than state-of-the-art baselines on X, with 40% of their size, such as A and B.": the names that close
    the sentence after "such as" are the members of the last unnamed baseline before them (an unnamed plural kind),
    when "them" or a kind word sits right before "such as"; ``None`` when the sentence has no such list."""
    at = text.rfind(", such as ")
    if at < 0 or not text.endswith(_LATE_KINDS, 0, at):
        return None
    k = max((j for j, h in enumerate(hits) if h.end <= at), default=None)
    if k is None or not all(it.text and not it.id for it in hits[k].items) \
            or not _GENERIC_PLURAL.search(hits[k].items[-1].text.lower()):
        return None
    items, end, _ = parse_baselines(sent, _tokens_after(sent, at + 10), strong=True)
    if not items or not all(it.id for it in items) or not _SENTENCE_END.match(text, end - sent.start_char):
        return None
    return hits[:k] + [hits[k]._replace(items=items)] + hits[k + 1:]


# an unnamed baseline of such a kind (or "models") may have its members listed late
_GENERIC_PLURAL = re.compile(r"(?:" + "|".join(_PLURAL_KINDS + ("models",)) + r")$")


_TIME_TAKEN_BY = re.compile(r"\btime\s+(?:taken|required|needed|spent|used)\s+by\s+")
_TIME_TAKEN_WORDS = ("time taken", "time required", "time needed", "time spent", "time used")  # what a match holds


def _time_taken_hits(sent, text: str) -> list[CueHit]:
    """"in half the time taken by X", "in 40% of the time required by X": X, named, is the baseline of the time."""
    hits = []
    for m in _TIME_TAKEN_BY.finditer(text):
        items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        if items and all(it.id for it in items):
            hits.append(CueHit(m.start(), end - sent.start_char, "time taken by", "better", items, False,
                               phrase_start - sent.start_char))
    return hits


#: "up to 1.27x that of X", "2.1x the throughput of X": a multiple of the baseline's own measure
# "2.5 times of X" (a common non-native form of "2.5 times that of X") too, unless a measure follows ("3x of speedup")
_TIMES_OF = re.compile(r"\s+(?P<of>(?:that|those)\s+of|the\s+(?P<m>(?:[\w-]+\s+){1,3}?)of|(?P<bare>of))\s+(?=\S)")
_TIMES_OF_NEXT = (" that of ", " those of ", " the ", " of ")


def _times_of_hits(sent, text: str, quantities: Sequence[Quantity]) -> list[CueHit]:
    """"MiCS's efficiency is up to 1.27x that of X", "achieves 2.1x the throughput of X": X, named or not, is the
    baseline of the value before it (the words between "the" and "of" must name a measure: "2x the number of GPUs
    of X" is a setting; "the latency of Llama-7B" names the model served, not a baseline)."""
    hits = []
    for q in quantities:
        if q.unit != "x" or not text.startswith(_TIMES_OF_NEXT, q.end) or (m := _TIMES_OF.match(text, q.end)) is None:
            continue
        if m.group("m") is not None and not _first_metric(text, m.start("m"), m.end("m")):
            continue
        if m.group("bare") is not None and (q.unit != "x" or _first_metric(text, m.end(), m.end() + 25)):
            continue  # "3.5x of speedup": the measure, not a baseline
        items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.start("of")), strong=False)
        if not items or m.group("m") is not None and any(_MODEL_FAMILY.match((it.id or it.text).lower()) for it in items):
            continue
        hits.append(CueHit(m.start("of"), end - sent.start_char, "that of", None, items, False, phrase_start - sent.start_char))
    return hits


_WHICH_IS_END = re.compile(r",\s+which\s+(?:is|are|was|were)\s+(?:up\s+to\s+|about\s+|around\s+|nearly\s+|roughly\s+|over\s+)?$")


def _antecedent_measure(text: str, start: int, lo: int) -> str | None:
    """The measure a ", which is N times that of X" refers back to (the last one named before the comma), when the
    value's own clause names none.

    Examples:
        >>> t = "it reaches near-linear scaling efficiency, which is up to 1.27x that of x"
        >>> _antecedent_measure(t, t.index("1.27"), t.index(" which"))
        'utilization'
        >>> _antecedent_measure("it is 2x that of x", 6, 0) is None
        True
    """
    m = _WHICH_IS_END.search(text, max(0, lo - 12), start)
    if m is None or _first_metric(text, m.end(), start):
        return None
    hits = _metric_hits(text, max(0, m.start() - 60), m.start())
    return hits[-1][2] if hits else None


# "raise the efficiency to 70x the GPU": the value times a device compared before
_TIMES_THE_DEVICE = re.compile(r"\d\s?[×x]\s+(?P<the>(?:that\s+of\s+)?the)\s+(?P<c>gpu|cpu|tpu|fpga|npu)\b")
_AS_FAST_AS = re.compile(rf"(?:\btwice|\btimes|\d\s?[×x])\s+(?P<as>as\s+{AS_GAIN}\s+as)\s+")
#: What every ``_AS_FAST_AS`` match holds: a sentence with none of them is not searched.
_AS_FAST_AS_WORDS = ("as fast as ", "as quick as ", "as efficient as ")
_COMPARE_TO = re.compile(r"\bcompare\s+(?:the\s+|our\s+|its\s+)?(?:[\w-]+\s+){1,3}?(?:to|with|against)\s+")
_GAIN_TRAILING = re.compile(r"\b(?:improv|reduc|lower|higher|faster|better|outperform|superior|accelerat|speed|more|less|fewer|"
                            r"surpass|exceed|excel|advantage|gain|boost)")
_SUPERIOR_BEFORE = re.compile(r"\bsuperior\b")
_BY_GAP = re.compile(r"\s+by\s+(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|~\s*)?")
# "3.3x speedup than X" (a common non-native form of "a 3.3x speedup over X"): the gain noun may sit between
_VALUE_BEFORE = re.compile(r"\d\s?(?:[×x%]|times)\s*(?:(?:speed-?ups?|improvements?|gains?)\s*)?$")
_BY_VALUE_AND = re.compile(r"\s+by\s+(?:up\s+to\s+|about\s+|over\s+|nearly\s+|~\s*)?[\d.,]+\s?(?:[×x%]|times|points?|pp)?\s*(?:,\s*and|,|and)\s+")


def _next_by_pairs(sent, text: str, hit: CueHit) -> list[CueHit]:
    """"outperforms A by 1.5x and B by 2x": each later "NAME by N" pair is a cue of its own."""
    out = []
    while True:
        m = _BY_VALUE_AND.match(text, hit.end)
        if not m:
            return out
        items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.end()), strong=False)
        stop = end - sent.start_char
        if not items or not all(it.id for it in items) or not _BY_NEXT.match(text, stop, stop + 4):
            return out
        hit = CueHit(m.end(), stop, hit.cue, hit.direction, items, hit.verb, phrase_start - sent.start_char)
        out.append(hit)


# "runs within 10% of X", "stays within 0.5 points of its accuracy": a bounded loss against X
_WITHIN_OF = re.compile(
    r"\bwithin\s+(?:about\s+|roughly\s+|approximately\s+|~\s*)?(?:[\d.]+\s?%?\s?[-–]\s?)?[\d.]+\s?(?:%|percent\b|[×x]|percentage\s+points?\b|points?\b)"
    r"\s+(?P<of>of)\s+(?P<own>(?:its|their)\s+)?"
)
_RUNS_WITHIN = re.compile(
    r"\b(?:runs?|running|ran|executes?|executing|completes?|finishes?)\s+(?:\w+\s+)?within\s+(?:\S+\s+){0,2}$"
)
# "within 5% of the theoretical peak", "of optimal": a level reached, not a baseline
_WITHIN_LEVEL = re.compile(r"\b(?:peak|theoretical|ideal|roofline|optimal|optimum|bound|limit|maximum|hardware)\b")


def _within_hits(sent, text: str, hits: Sequence[CueHit]) -> list[CueHit]:
    """"runs within 10% of X": a cue "within" (direction worse) at "of", with X as its baseline; "within 23% of its
    throughput" refers to the baseline named last before it in the sentence."""
    out = []
    for m in _WITHIN_OF.finditer(text):
        if m.group("own"):
            earlier = [h for h in hits if h.end <= m.start() and h.items]
            if not earlier:
                continue
            items, stop = earlier[-1].items, m.end()
        else:
            items, end, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=False)
            stop = end - sent.start_char
            if not items or _WITHIN_LEVEL.search(text, m.end(), stop):
                continue
        out.append(CueHit(m.start("of"), stop, "within", "worse", items, False, m.end()))
    return out + _kept_within_hits(sent, text) if " of " in text else out


# "keep the accuracy of their FP32 counterparts within 1%": the baseline named before its bound
_KEPT_OF = re.compile(r"\b(?:keeps?|keeping|kept|maintains?|maintaining|maintained|retains?|retaining|retained|preserves?|"
                      r"preserving|preserved)\s+(?:the\s+)?(?:accuracy|quality|performance|perplexity)\s+of\s+(?=\S)")
_WITHIN_AFTER = re.compile(r"[^,;()]{1,60}?\s(?P<w>within)\s+(?:about\s+|roughly\s+|approximately\s+|~\s*)?[\d.]+\s?"
                           r"(?:%|percent\b|points?\b)")


def _kept_within_hits(sent, text: str) -> list[CueHit]:
    """"keeps the accuracy of X within 1%": a cue "within" (direction worse) right after the bound, X its baseline."""
    out = []
    for m in _KEPT_OF.finditer(text):
        bound = _WITHIN_AFTER.match(text, m.end())
        if bound is None:
            continue
        a, b = _tokens_after(sent, m.end()), _tokens_after(sent, bound.start("w"))
        item = _item(sent.doc[a: b], strong=True) if a < b else None
        if item is not None:
            # at the character after the bound, where "within 1% of X" has its "of" (see sentence_comparisons)
            out.append(CueHit(bound.end() + 1, bound.end() + 1, "within", "worse", (item,), False, m.end()))
    return out


_INSTEAD_OF = re.compile(r"\binstead\s+of\s+")


def _instead_hits(sent, text: str) -> list[CueHit]:
    """"when X runs on Ours instead of the state-of-the-art NAME library, ... by 5x": a cue "instead of", kept only
    when every baseline after it is a name (an unnamed "instead of GPU memory" is a design choice, not a baseline);
    like "over", it gives a claim only to a value of its sentence."""
    out = []
    for m in _INSTEAD_OF.finditer(text):
        items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.end()), strong=False)
        if items and all(it.id for it in items):
            out.append(CueHit(m.start(), end - sent.start_char, "instead of", None, items, False,
                              phrase_start - sent.start_char))
    return out


# ----------------------------------------------------------------------------- the sentence rule


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
# "2.27x inference and 1.41x training speedup": one label word after each value, the measure after the last
_LABELLED_SEP = re.compile(r"\s+[a-z][a-z-]*\s+(?:and|or)\s+")
_OWN_VERB = re.compile(
    r"[;]|\b(?:achiev\w*|deliver\w*|reduc(?:e|es|ed|ing)|improv(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|outperform\w*|"
    r"provid\w*|yield\w*|obtain\w*|offer\w*|enabl\w*|reach\w*|is|are|was|were|while|whereas|but|which|that|"
    r"respectively|only|still|further|also)\b"
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
        return first.qualifier if first.qualifier in ("up to", "about", "at least", "average") else None
    # "up to 4.5x faster and 9x cheaper", "an average 1.61x runtime improvement and 37% energy reduction":
    # a value coordinated with a qualified one, with no verb of its own, shares the qualifier
    previous = [o for o in quantities if o.end <= q.start]
    if previous:
        other = max(previous, key=lambda o: o.end)
        between = text[other.end: q.start]
        if len(between) <= 90 and _COORDINATED.search(between) and not _OWN_VERB.search(between):
            qualifier = other.qualifier
            if qualifier is None and depth < 4:
                qualifier = _list_qualifier(other, quantities, text, depth + 1)  # the list's earlier value took one
            if qualifier in ("up to", "about", "at least", "average"):
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


# "(2.1x)", "(by 40%)", "(4.03x faster)": a value in parentheses after a name, with at most two words of its own
_PAREN_VALUE = re.compile(r"^(?:by\s+)?(?:up\s+to\s+|~\s*)?[\d.]+\s*[×x%]?(?:\s*[-–~]\s*[\d.]+\s*[×x%]?)?(?:\s+[a-z][a-z-]*){0,2}$")
_SENTENCE_END = re.compile(r"\s*[.!]?\s*$")


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


# "..., and it also runs faster than both on phones": the baselines named before, together
_BOTH = re.compile(r"(?:both|either)(?:\s+of\s+them)?(?=\s+(?:on|in|at|for|with|across|under|when)\b|\s*[,;.]|\s*$)")


def _both_items(text: str, at: int, hits: Sequence[CueHit]) -> tuple[tuple[BaselineItem, ...], int] | None:
    """The named baselines of the nearest cue of ``hits`` naming two or more, and the offset after the pronoun,
    when "both"/"either" stands alone at ``at`` (sentence offset; no name after it), else ``None``.

    Examples:
        >>> t = "compared with a and b, ours is 2x faster, and it is faster than both on cpus"
        >>> named = CueHit(0, 21, "compared with", None, (BaselineItem("A", "a", None), BaselineItem("B", "b", None)), False, 14)
        >>> [it.id for it in _both_items(t, 64, [named])[0]]
        ['a', 'b']
    """
    m = _BOTH.match(text, at)
    prev = next((h for h in reversed(hits) if sum(1 for it in h.items if it.id) >= 2), None) if m else None
    if prev is None:
        return None
    return tuple(it for it in prev.items if it.id), m.end()


_AND_OWN_VALUE = re.compile(r"[^;]{0,70}\b(?:and|but|while)\s+(?:is\s+|runs\s+|becomes\s+)?"
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
        >>> t2 = "is on par with x, reaching 2x the batch size"
        >>> _parity_then_own_value(t2, hit, Quantity(27, 29, 2.0, None, "x", None))
        False
    """
    return hit.direction == "parity" and q.start >= hit.end and _AND_OWN_VALUE.fullmatch(text, hit.end, q.start) is not None \
        and _OWN_COMPARATIVE.match(text, q.end) is not None


_PAREN_OPEN_END = re.compile(r"\((?:by\s+)?(?:up\s+to\s+|~\s*)?$")
_PAREN_VALUE_SPAN = re.compile(r"\((?:by\s+)?(?:up\s+to\s+|~\s*)?\d[^()]{0,40}\)")


def _baseline_words(hit: CueHit, text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` holding the baseline words of ``hit``: its phrase, less a value in parentheses after a
    name, whose words name that value's measure ("A (2.1x higher throughput) and B (1.5x)").

    Examples:
        >>> t = "over a (2x lower latency) and b (3x)"
        >>> _baseline_words(CueHit(0, len(t), "over", None, (), False, 5), t)
        [(5, 7), (25, 32), (36, 36)]
    """
    lo, hi = hit.phrase_start, hit.end
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


_FRAME_OPENING = re.compile(r"^(?:compared\s+(?:to|with)|in\s+comparison\s+(?:to|with)|relative\s+to|against|versus)\s")


def carry_baseline(previous: Sequence[Found], found: list[Found], previous_text: str = "", previous_sent=None,
                   text: str = "") -> list[Found]:
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
    if not found or any(f.baseline or f.baseline_text or f.rule != "quantity" for f in found):
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


_LISTING = re.compile(r"(?:,|\band\b|\bor\b|/|\bvs\.?|\()")
# "... with 8 GPUs and 26.1% on four nodes": the next value of a list, right after its "and" (a longer setting between)
_AND_NEXT_VALUE = re.compile(r"[^\d.;:]\s(?:and|or)\s$")
_OF_EDGE = re.compile(r"\bof\s*$|^\s*of\b")
_OPEN_PAREN = re.compile(r"\s*\(\s*")
_REDUCING_HEAD = re.compile(r"\b(?:reduc|lower|cut|eliminat|minimi|mitigat|avoid|hid|sav)")
_LESS_TAIL = re.compile(r"\b(?:less|fewer|lower|smaller|reduc\w*|no)\b")


_OWN_CHANGE = re.compile(
    r"\b(?:while|whereas)\s+(?P<subj>[^,;]{1,60}?)\s+(?:drops?|dropped|falls?|fell|degrades?|degraded|decreases?|"
    r"decreased|declines?|declined|increases?|increased|grows?|grew|rises?|rose|deteriorates?|deteriorated)\s+"
    r"(?:by\s+)?(?:up\s+to\s+|over\s+|more\s+than\s+|about\s+|nearly\s+|almost\s+|as\s+much\s+as\s+|only\s+)?[<>~]?\s*$"
)
_OTHERS_SUBJECT = re.compile(r"\b(?:baselines?|existing|prior|previous|other|competing|competitors?|state-of-the-art|sota|"
                             r"conventional|vanilla|naive|theirs|those)\b")


def _baseline_own_change(text: str, q: Quantity) -> bool:
    """Whether the value ``q`` is the change of the baselines' own measure in a "while"/"whereas" clause ("...,
    while the throughput of baselines drops by over 90%"): what happens to them, not a claim of the paper.

    Examples:
        >>> t = "ours drops by less than 15%, while the throughput of baselines drops by over 90%"
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
        if any(f.baseline or f.baseline_text for f in found):
            continue  # "improves accuracy by 3% over X, reaching 80.1% compared with 77.1% for X": claimed already
        items, _, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        if not items:
            continue
        theirs = float(m.group("b"))
        # "71.3% accuracy vs. 69.0% for X" read as two values with no baseline: one claim against X
        found = [f for f in found if not (f.baseline is None and f.baseline_text is None and f.value in (q.value, theirs))]
        lo = _clause_bounds(text, q.start)[0]
        metric = _resolve(metric_of(text, q.start, q.end, lo, m.start(), q.unit), q.unit, quality)
        less = _LESS_IS_BETTER.search(text, lo, m.start()) is not None
        direction = "parity" if q.value == theirs else "better" if (q.value > theirs) != less else "worse"
        for item in items:
            out.append(Found(
                baseline=item.id, baseline_label=item.name if item.id else None,
                baseline_text=item.text if not item.id else None,
                metric=metric, value=q.value, value_max=q.value_max, unit=q.unit, qualifier=q.qualifier,
                direction=direction, rule="value-versus", confidence=0.7,
            ))
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
            out.append(Found(
                baseline=item.id, baseline_label=item.name if item.id else None,
                baseline_text=item.text if not item.id else None,
                metric="accuracy", value=q.value, value_max=q.value_max, unit=q.unit, qualifier=q.qualifier,
                direction=direction, rule="level+" + hit.cue, confidence=0.7,
            ))
    return out


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
    if is_study_doc(sent.doc):
        return []  # an evaluation or survey of others' products claims nothing of its own
    text = _sentence_lower(sent)
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
    absolute_share = False
    found_quantities = find_quantities(text)
    if "times the " in text:
        found_quantities = _times_the_quantities(text, found_quantities)
    for q in _times_than_quantities(text, found_quantities, hits) if hits and "times " in text else found_quantities:
        comparative = is_comparative(text, q)
        if not comparative and q.unit == "%":
            absolute_share = True  # "compared with 91.7% for X": the baseline's own value (see _value_versus_claims)
        if within and not comparative and q.end + 1 in within:
            comparative, q = True, q._replace(qualifier="max")
        if not comparative and previous_q is not None and _same_measure_unit(previous_q, q) \
                and (q.start - previous_q.end < 30 or q.start - previous_q.end < 70 and _AND_NEXT_VALUE.search(text, max(0, q.start - 8), q.start)) \
                and _LISTING.search(text[previous_q.end: q.start]) \
                and not _OF_EDGE.search(text[max(0, q.start - 5): q.end + 5][:5]):
            comparative = True  # "(12.3% for 1.5B and 7.5% for 7B)"
        if comparative and not _BASELINE_NUMBER.match(text, q.end):
            quantities.append(q)
            previous_q = q
        elif not comparative:
            previous_q = None
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
    # "a 100x difference in compute" sizes a gap; "a 2x difference over X" still names a baseline
    if quantities and ("gap" in text or "differen" in text or "dispar" in text or "discrepan" in text):  # _GAP_AFTER's words
        quantities = [q for q in quantities if not _neutral_gap(text, q) or any(0 <= h.start - q.end < 60 for h in hits)]
    if quantities and ("while " in text or "whereas " in text):
        # "..., while the throughput of baselines drops by over 90%": the baselines' own change, not a claim
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
        found = _time_owner(sent, text, found, cut, proposed)
    if ("where" in text or "while " in text) and _has_digit(text) and _may_contrast(text, found_quantities):
        found = found + _contrast_claims(sent, text, found_quantities, found, paper_quality, proposed)
    if absolute_share and ("compared " in text or "vs" in text or "versus " in text) and _VALUE_VERSUS.search(text):
        found = _value_versus_claims(sent, text, found, paper_quality)
    if absolute_share and hits:
        found = _level_then_cue_claims(text, hits, found_quantities, quantities, found)
    if (hits or "compare " in text) and not (found and found[0].value is not None) and _peer_words(text) \
            and not any(f.value is not None for f in found):
        found = _named_earlier_parity(sent, text, hits, found, proposed, sentence_quality)
    if ("most of t" in text or "all of t" in text) and _has_any(text, _MOST_KEPT_VERBS) and _MOST_KEPT.search(text):
        found = _most_kept_claims(sent, text, found, sentence_quality)
    if "same level " in text and _SAME_LEVEL.search(text):
        found = _same_level_claims(sent, text, found)
    found = _parity_claims(text, hits, found, paper_quality)
    if "memory " in text and (" the " in text or " than " in text) and _has_any(text, _MEMORY_LIMIT_WORDS) \
            and _BEYOND_MEMORY.search(text):
        found = _beyond_memory_claims(text, found)
    if found and "linear" in text:
        found = [f for f in found if not (f.value is None and f.baseline_text and _LINEAR.match(f.baseline_text))]
    if found and (" its " in text or " their " in text):
        found = _possessed_measure_claims(found, sentence_quality)
    if found and ("'s " in text or "’s " in text):
        found = _owner_measure_claims(found, sentence_quality)
    return found


# "(265-15,500x real-time)": a speed against playback; "2.9x more requests within 99% SLO attainment": a condition
_REAL_TIME_AFTER = re.compile(r"\s*(?:faster\s+than\s+)?real[\s-]?time\b")
_SLO_LEVEL_AFTER = re.compile(r"\s*(?:(?:latency|tail|p\d+|tpot|ttft)\s+)?slos?\s+(?:attainment|compliance|satisfaction)\b")
_CONDITION_BEFORE = re.compile(r"\b(?:within|at|under|with|for|meeting|maintaining|keeping|guaranteeing|achieving)\s+"
                               r"(?:an?\s+|the\s+)?$")
# "the scaling efficiency is kept close to linear": an ideal, not a baseline
_LINEAR = re.compile(r"^(?:near[\s-]?|almost\s+|nearly\s+)?linear(?:ly)?(?:\s+scaling|\s+speedups?)?$")


def _level_not_claim(text: str, q: Quantity) -> bool:
    """Whether ``q`` is a level, not a gain: a speed against real time ("265x real-time") or an SLO attainment
    that conditions a claim ("within 99% SLO attainment").

    Examples:
        >>> from paperkg.extract.quantities import find_quantities
        >>> t = "2.9x more requests within 99% slo attainment, at 120x real-time"
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


# "train models up to 12 times the GPU memory limit", "sequences 8x larger than the device memory capacity": a scale
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
#: "reduced from 3 days to just 76 minutes", "cuts the time to train from 12 hours to 40 minutes"
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
        found = [f._replace(baseline=item.id, baseline_label=item.name, baseline_text=None, direction=direction,
                            rule=f.rule + "+other-subject")
                 if f.value == value and f.direction != "parity" else f for f in found]
    return found


def _from_to_time_claims(text: str, found: Sequence[Found], sent=None) -> list[Found]:
    """A time cut "from" one duration "to" a shorter one ("training time can be reduced from 3 days to just 76
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


# "reduces the overall Zorbix training time from 11 days to 67 hours": the named system whose time is cut
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
    """Whether the value ``q`` sizes a neutral gap ("their mobile counterparts exhibit at least a 100-1,000x
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
    return _WHILE_USING.fullmatch(text, cue_end, q.start) is not None and _SAVING_NEXT.match(text, q.end) is not None


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
    return m is not None and (m.group("v") == "saving" or _SAVING_NEXT.match(text, q.end) is not None)


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
            out.append(Found(
                baseline=item.id, baseline_label=item.name if item.id else None,
                baseline_text=item.text if not item.id else None,
                metric=metric, value=q.value, value_max=q.value_max, unit=q.unit, qualifier=q.qualifier,
                direction=direction, rule="contrast", confidence=0.6,
            ))
    return out


#: "32 times longer than X", "up to 5 times larger than X", "4 times more requests than X" (``find_quantities``
#: leaves "N times longer/larger/more" alone: without "than" the phrase may be a setting, "5 times larger models")
_TIMES_THAN = re.compile(r"times(?=\s+(?:longer|larger|bigger|more(?:\s+[\w-]+){0,3}?)\s+than\b)")
_NUMBER_END = re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s?$")


def _times_than_quantities(text: str, quantities: list[Quantity], hits: Sequence[CueHit]) -> list[Quantity]:
    """``quantities`` with each "N times longer/larger/more ... than" ratio added, in text order, when a baseline
    follows its "than" (in ``hits``): "prompts are 37 times longer than generated outputs" compares no system.

    Examples:
        >>> t = "sequences 32 times longer than a and up to 4 times longer than b"
        >>> than = [CueHit(k, k + 6, "than", None, (BaselineItem("a", "a", None),), False) for k in (26, 58)]
        >>> [(q.value, q.unit, q.qualifier) for q in _times_than_quantities(t, [], than)]
        [(32.0, 'x', None), (4.0, 'x', 'up to')]
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
                out.append(Found(
                    baseline=item.id, baseline_label=item.name if item.id else None,
                    baseline_text=item.text if not item.id else None, metric=metric, value=None, value_max=None,
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
        >>> t = "the runtime outperforms a and b in bert inference latency across variable sequence lengths."
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
        >>> t = "ours outperforms x by achieving a better fid score and reducing the compute by 2x."
        >>> listed_measures(t, 18)
        (50, ['accuracy'])
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


# "keeps most of the accuracy of the teacher", "retains nearly all of the quality of the dense model": parity with it
_MOST_KEPT = re.compile(r"\b(?:keep|retain|preserv|recover|maintain)\w*\s+(?:most|nearly\s+all|almost\s+all)\s+"
                        r"of\s+(?=(?:the|its|their)\s+(?:[\w-]+\s+){0,2}?(?P<m>accurac(?:y|ies)|quality|performance|"
                        r"perplexity)\s+of\s)")


_MOST_KEPT_VERBS = ("keep", "retain", "preserv", "recover", "maintain")  # every _MOST_KEPT match holds one


def _kept_parity(items: Sequence[BaselineItem], metric: str, rule: str) -> list[Found]:
    """A number-less parity claim on ``metric`` against each baseline of ``items`` whose measure is said to be kept
    or matched (not a pronoun: "most of the accuracy of it" names nothing)."""
    return [Found(baseline=item.id, baseline_label=item.name if item.id else None,
                  baseline_text=None if item.id else item.text, metric=metric, value=None, value_max=None, unit=None,
                  qualifier=None, direction="parity", rule=rule, confidence=0.6)
            for item in items if not (item.text and item.text.lower() in _PRONOUNS)]


def _most_kept_claims(sent, text: str, found: list[Found], quality: Callable[[], bool]) -> list[Found]:
    """``found`` plus a parity claim for each "keeps most of the accuracy of X" (X's measure kept, near enough)."""
    out = list(found)
    for m in _MOST_KEPT.finditer(text):
        items, _, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        word = m.group("m")
        metric = _resolve(PERFORMANCE, None, quality) if word == "performance" else "accuracy"
        out.extend(_kept_parity(items, metric, "most-kept"))
    return out


# "reduce the computational cost (GPU hours and energy) to the same level of plain decoding": parity with it
_SAME_LEVEL = re.compile(r"\b(?:reduc|lower|cut|bring|brought|decreas|shrink|shrank)\w*\s+(?P<obj>[^,;]{1,80}?)\s+(?:down\s+)?"
                         r"to\s+the\s+same\s+level\s+of\s+")  # "... level as X": the "same as" cue's


def _same_level_claims(sent, text: str, found: list[Found]) -> list[Found]:
    """``found`` plus a parity claim for each measure cut "to the same level of X" (X's own level)."""
    out = list(found)
    for m in _SAME_LEVEL.finditer(text):
        hits = _metric_hits(text, m.start("obj"), m.end("obj"))
        if not hits:
            continue
        metric = hits[0][2]  # "the computational cost (GPU hours and GPU memory)": the cost
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
_SAVING = re.compile(r"\b(?:less|fewer|smaller|lower|cheaper|faster|half|third|quarter)\b")


def _measure_inside(text: str, hit: CueHit) -> bool:
    """Whether a parity cue names its own measure between its words ("the same convergence speed as X"): a value
    before it ("cuts communication by 5x and provides the same convergence speed as X") is then no parity.

    Examples:
        >>> _measure_inside("the same convergence speed as x", CueHit(4, 31, "same as", "parity", (), True, 30))
        True
        >>> _measure_inside("the same as x", CueHit(4, 13, "same as", "parity", (), True, 12))
        False
    """
    return any(_metric_word(w.group(0)) for w in _metric_regex()[0].finditer(text, hit.start, hit.phrase_start))


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
        if hit is None or not any(q.value == f.value and (q.start >= hit.end and _SAVING.search(text, q.start, q.end + 25)
                                                          or hit.phrase_start < q.start < hit.end
                                                          or q.end <= hit.start and _measure_inside(text, hit))
                                  for q in quantities):
            continue  # no saving after the baseline, nor the baseline's size ("matching models with twice the parameters")
        # the measure the cue holds equal ("the same accuracy as": held by the cue, so no _CONTROLLED test)
        named = [_metric_word(m.group(0)) for m in _metric_regex()[0].finditer(text, max(0, hit.start - 30), hit.phrase_start)]
        named = [m for m in named if m]
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
    low memory footprint, and semantics similar to", "a model to help find policies with higher throughput than"
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
    larger value of the others ("less than 1% overhead, whereas X costs up to 8% of training throughput": ours is
    the better; a bare overhead takes the measure named on their side).

    Examples:
        >>> t = "ours incurs less than 1% overhead, whereas the rest cost up to 8% of training throughput"
        >>> _bound_as_max(t, find_quantities(t)[0], "other", "up to", "worse")
        ('throughput', 'max', 'better')
        >>> t = "it keeps the overhead within 3.5%"
        >>> _bound_as_max(t, find_quantities(t)[0], "other", "up to", "better")
        ('other', 'max', 'worse')
        >>> t = "while keeping the slowdown to less than 2%"  # a loss held under a bound
        >>> _bound_as_max(t, find_quantities(t)[0], "speedup", "up to", "worse")
        ('speedup', 'max', 'worse')
        >>> t = "with accuracy losses of less than 1%"  # no contrast: a bound read as "up to"
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
    return metric, qualifier, _bounded_loss(text, q, direction)  # "accuracy losses of less than 1%"


def _bounded_loss(text: str, q: Quantity, direction: str) -> str:
    """The direction of the value ``q`` that a bound follows: a loss named before it ("the latency overhead under 5%",
    "accuracy losses of less than 1%") is ours, unless reduced ("reduces the overhead to below 2%").

    Examples:
        >>> t = "with accuracy losses of less than 1%"
        >>> _bounded_loss(t, find_quantities(t)[0], "better")
        'worse'
        >>> t = "it reduces the overhead to below 2%"
        >>> _bounded_loss(t, find_quantities(t)[0], "better")
        'better'
    """
    lo = max(0, q.start - 40)
    if direction == "better" and _worse_regex().search(text, lo, q.start) \
            and not _REDUCING_HEAD.search(text, lo, q.start):
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
        if before and before[-1].verb and "whil" in text and _saving_beside_cue(text, before[-1].end, q):
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
        elif before and before[-1].verb and _BY_GAP.fullmatch(text, before[-1].end, q.start):
            hit = before[-1]  # "outperforms A by 1.5x and B by 2x": the value after "by" is A's
        elif after:
            nearest = after[0]
            between = text[q.end: nearest.start]
            # "2.8x speedups and a 30% improvement over X": X is the 30%'s baseline only
            other_units = "," not in between and any(
                o.start > q.end and o.end <= nearest.start and not _same_measure_unit(o, q)
                and not (" up to" in between and _parallel_up_to(text, q, o)) for o in quantities)
            if len(between) < 140 and (not other_units or _frame_cue_ends_clause(text, nearest)):
                hit = nearest
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
        tail = text[q.end: min(hi, q.end + 40)]
        head = text[max(lo, q.start - 30): q.start]
        if _worse_regex().search(tail) and not _REDUCING_HEAD.search(head) and not _LESS_TAIL.search(tail[:14]) \
                and not ("without" in tail and _negated_loss(tail)):
            direction = "worse" if direction == "better" else direction
        if q.unit in _SCORE_DELTA_UNITS:
            direction = score_change_direction(text, q) or direction  # "a 0.5 increase in perplexity": a loss
        qualifier = _list_qualifier(q, all_quantities, text) or ("average" if opening_average else None)
        if qualifier == "up to" and q.value is not None:
            metric, qualifier, direction = _bound_as_max(text, q, metric, qualifier, direction)
        for one_metric in dict.fromkeys([metric] + [_resolve(m, q.unit, sentence_quality) for m in more_metrics]):
            found.append(Found(
                baseline=item.id if item and item.id else None,
                baseline_label=item.name if item and item.id else None,
                baseline_text=item.text if item and not item.id else None,
                metric=one_metric, value=q.value, value_max=q.value_max, unit=q.unit,
                qualifier=qualifier, direction=direction,
                rule=f"quantity+{hit.cue}" if hit else "quantity", confidence=0.9 if hit else 0.6,
            ))
            if own_value:  # the parity the cue states, before the value's own gain
                found.append(found[-1]._replace(value=None, value_max=None, unit=None, qualifier=None, direction="parity",
                                                rule=f"cue:{hit.cue}", confidence=0.7))
    # cues left without a number: "outperforms X", "matches X", "faster than X"
    for k, hit in enumerate(hits):
        if k in used_hits or hit.cue == "when applied to":
            continue  # "when applied to X": the setting of a number, never a claim of its own
        if not hit.verb and hit.cue not in ("than", "compared to", "compared with", "relative to", "over", "in comparison to", "in comparison with", "when compared to", "versus", "vs.", "vs", "against"):
            continue
        lo, hi = _clause_bounds(text, hit.start)
        if not text[: hit.start].strip():
            hi = len(text)  # "Compared with X, ours has superior latency": the whole sentence
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
            if hit.phrase_start <= m.start() < hit.end:
                continue  # "AR-LLMs of the same scale": the baseline's words, not the measure
            metric = _cue_metric_word(m.group(0).lower())
            if metric and not hit.start <= m.start() < hit.end and (
                    _CONTROLLED.search(text, max(0, m.start() - 40), m.start())
                    or metric == "scale" and _AT_SCALE.search(text, max(0, m.start() - 12), m.start())):
                continue  # "on a range of sequence lengths": a setting (but "the same accuracy as X" is the claim)
            if metric and metric not in metrics and metric != "other":
                metrics.append(metric)
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
                found.append(Found(
                    baseline=item.id, baseline_label=item.name if item.id else None,
                    baseline_text=item.text if not item.id else None,
                    metric=metric, value=None, value_max=None, unit=None,
                    qualifier="at least" if _AT_LEAST_END.search(text, max(0, hit.start - 12), hit.start) else None,
                    direction=direction, rule=f"cue:{hit.cue}", confidence=0.7,
                ))
    return found
