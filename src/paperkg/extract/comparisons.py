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
   in order; a cue left without a number still gives a comparison with no
   value ("outperforms X", "matches X");
5. metric (nearest metric word), direction (parity cue, or a loss word such
   as "overhead"), qualifier (from the quantity).

The rules work on a spaCy sentence ``Span`` whose doc went through the entity
ruler; everything else is plain regular expressions over the sentence text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import NamedTuple

from paperkg.extract.names import is_name_like
from paperkg.extract.quantities import Quantity, find_quantities, lowered
from paperkg.extract.vocab import cues
from paperkg.model import slugify

__all__ = [
    "BaselineItem",
    "CueHit",
    "Found",
    "sentence_comparisons",
    "metric_of",
    "is_comparative",
    "prefilter",
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
    return "|".join(parts)


@functools.cache
def _baseline_cue_regex() -> re.Pattern[str]:
    parts = []
    for c in sorted(cues()["baseline"], key=lambda c: len(c["cue"]), reverse=True):
        part = re.escape(c["cue"]).replace(r"\ ", r"\s+")
        # "similar accuracy to", "comparable performance with": one word may sit inside
        part = re.sub(r"^(comparable|similar|competitive|superior|close|same)(\\s\+)", r"\1(?:\\s+\\w+)?\2", part)
        parts.append(part)
    alt = "|".join(parts)
    return re.compile(rf"(?<![\w-])(?:{alt})(?![\w-])")


@functools.cache
def _prefilter_regex() -> re.Pattern[str]:
    """A digit, a baseline cue or a number word: the sentences worth a closer look."""
    return re.compile(r"\d|" + _baseline_cue_regex().pattern + r"|\b(?:twice|orders?[\s-]of[\s-]magnitude|halv|doubl|"
                      r"better|faster|superior|lower|higher)")


@functools.cache
def _cue_words() -> tuple[str, ...]:
    """The shortest distinctive word of every baseline cue, for a quick substring test."""
    return tuple(sorted({max(c["cue"].split(), key=len)[:6] for c in cues()["baseline"]}))


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
    return re.compile(rf"(?<![\w-])(?:{alt})(?![\w-])"), words


@functools.cache
def _worse_regex() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{_alternation([c['word'] for c in cues()['worse']])})\b")


@functools.cache
def _fillers() -> frozenset[str]:
    return frozenset(c["word"].lower() for c in cues()["filler"])


@functools.cache
def _generic_heads() -> frozenset[str]:
    return frozenset(c["word"].lower() for c in cues()["generic_head"])


_COMPARATIVE = re.compile(
    r"\b(?:reduc\w*|improv\w*|increas\w*|decreas\w*|higher|lower|less|fewer|more|faster|slower|better|worse|gains?|boost\w*|"
    r"speed-?ups?|sav\w*|cuts?|cutting|lift\w*|rais\w*|outperform\w*|surpass\w*|exceed\w*|overheads?|degrad\w*|drops?|loss|"
    r"accelerat\w*|shorten\w*|shrink\w*|smaller|larger|greater|enhanc\w*|advantage|margin|over|than|compared|relative|"
    r"lowering|raising|trim\w*|eliminat\w*|higher|up|penalty|versus|vs|ris\w*|fall\w*|grow\w*|jump\w*|climb\w*|comparison|"
    r"geomean|geometric)\b",
)
_VERB_CUES = re.compile(
    r"^(?:outperform\w*|outpac\w*|beat\w*|surpass\w*|exceed\w*|improv\w*\s+(?:over|upon)|improvements?\s+(?:over|upon)|superior\s+to|match\w*|"
    r"comparable\s+\w+|on[\s-]par\s+with|competitive\s+\w+|compete\s+with|rival\w*|as\s+good\s+as|as\s+well\s+as|"
    r"close\s+to|similar\s+to|same\s+as|no\s+worse\s+than|lags\s+behind|falls\s+short\s+of|trails|comparably\s+\w+|"
    r"competitively\s+\w+|parity\s+with|when\s+applied\s+to)$",
)
_BASELINE_WORDS = re.compile(
    r"\b(?:existing|prior|previous|state[\s-]of[\s-]the[\s-]art|sota|standard|conventional|baselines?|naive|naïve|default|"
    r"original|vanilla|traditional|sequential|serial|unoptimized|non-\w+|dense|full|single|prevailing|mainstream|"
    r"popular|leading|widely|commercial|closed-source|open-source|reference|uniform|static|hand-\w+|cutting-edge|"
    r"alternatives?|counterparts?|other|strong|competing|recent|best|manual|expert|human|heuristics?|cpu|gpu|"
    r"fp16|fp32|bf16|implementations?|methods?|approach(?:es)?|systems?|frameworks?|solutions?|techniques?|works?|"
    r"models?|kernels?|libraries|library|engines?|schemes?|designs?|algorithms?|strategies|strategy|accelerators?|"
    r"compilers?|policies|tools|versions?|samplers?|solvers?|simulators?|predictors?|schedulers?|benchmarks?|"
    r"llms?|transformers?|decoding|execution|rebuilds?|plans?|deployments?|caching|only|datasets?)\b",
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
_OF_METRIC = re.compile(r"\b[\w-]+(?:\s+[\w-]+)?\s+of\s+(?:up\s+to\s+|about\s+|around\s+|over\s+|~\s*|an?\s+)?$")
_COMPARATIVE_VERB = re.compile(r"\b(?:outperform\w*|beat\w*|surpass\w*|exceed\w*|improv\w*)\b")
_SPEEDISH = re.compile(r"\b(?:kernels?|speed\w*|faster|latency|throughput|runtime|gemm|flops)\b")
_TIGHT_STOP = re.compile(r",|;|\band\b|\bwhile\b|\bwith\b|\bwhereas\b")
_NAME_HEADS = frozenset(
    "model models system framework library engine compiler kernel kernels runtime scheduler implementation server "
    "simulator toolkit package".split()
)
# kind words after a written name that keep it the head: "the 1F1B schedule", "Hugging Face implementations"
_NAMED_HEADS = frozenset(
    "implementation implementations library libraries framework frameworks kernel kernels schedule schedules "
    "version versions configuration configurations model models system systems engine engines baseline".split()
)
_PRECISION = re.compile(r"^(?:FP|BF|TF|INT|UINT|MX|NF)\d+|^W\d+A\d+", re.IGNORECASE)
_ARTICLES = frozenset(("the", "a", "an"))
_HW_HEADS = frozenset("gpu gpus chip chips accelerator accelerators system systems cluster clusters pod pods tpu tpus".split())
_EXAMPLE_MARKERS = frozenset(["such", "including", "e.g.", "e.g", "like", "namely", "i.e."])
_WEAK_PARITY = frozenset(["same as", "similar to", "close to", "as well as", "as good as"])
_PRONOUNS = frozenset("it them they this that these those others one ones itself themselves ours".split())
_SIZE = re.compile(r"^\d+(?:\.\d+)?[BMK]$")
_BASELINE_NUMBER = re.compile(r"\s*(?:\w+\s+){0,2}?(?:achieved|obtained|reported|attained|reached)\s+by\b")
_LIST_SEP = re.compile(r"^\s*(?:,|,?\s*and|,?\s*or|/|;)?\s*$")
_RESPECTIVELY = re.compile(r"\brespectively\b")
_CLAUSE_BREAK = re.compile(
    r";|\.\s|,\s+(?:while|whereas|but|and\s+(?:it|we|our|they))\b|\bwhile\b|\bwhereas\b|"
    r",\s+(?:and\s+)?(?:the|its|our|their|this|it|we|which)\s",
)
_COMPARATIVE_THAN = re.compile(
    r"\b(?:better|faster|slower|higher|lower|more|less|fewer|smaller|larger|greater|cheaper|stronger|worse|"
    r"shorter|longer|quicker|superior|accurate|efficient|effective|robust)\b(?:\s+\w+){0,3}\s*$",
)


def prefilter(text: str) -> bool:
    """Whether a sentence is worth analysing: it has a digit or a comparison cue.

    Examples:
        >>> prefilter("We present Corvid, a compiler.")
        False
        >>> prefilter("Corvid is 1.2x faster than Triton.")
        True
    """
    return bool(_prefilter_regex().search(lowered(text)))


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
    text = lowered(text)
    before = text[max(0, q.start - 45): q.start]
    after = text[q.end: q.end + 45]
    if re.search(r"\bby\s+(?:up\s+to\s+|about\s+|around\s+|over\s+|nearly\s+|roughly\s+|an?\s+average\s+of\s+|as\s+much\s+as\s+)?[<>~]?\s*(?:[\d.]+\s?%?\s?(?:,|,?\s?and)\s?)*$", before):
        return True
    if re.match(r"^\s*of\b", after):
        return False  # "4% of training time", "72% of peak": a share, not a change
    # "over 99%", "up to 60%": qualifiers, not comparisons
    before = re.sub(r"(?:\bup\s+to|\bover|\bmore\s+than|\babout|\baround|\bapproximately|\bnearly|\balmost|\bat\s+least|"
                    r"\bless\s+than|\bbelow|\babove|\bunder|\bwithin|~|>|<)\s*$", "", before)
    if before.rstrip().endswith("("):
        before = before.rstrip()[:-1]
    after_words = re.split(r"\b(?:and|while|which|whereas)\b", re.match(r"^[^,;.()]{0,45}", after).group(0))[0]
    before_words = re.split(r"\b(?:and|while|which|whereas)\b", re.search(r"[^,;.()]{0,45}$", before).group(0))[-1]
    return bool(_COMPARATIVE.search(after_words) or _COMPARATIVE.search(before_words))


def _metric_word(word: str) -> str | None:
    words = _metric_regex()[1]
    metric = words.get(word) or words.get(word.rstrip("s")) or words.get(re.sub(r"e?s$", "", word))
    if metric is None:
        metric = next((v for k, v in words.items() if word.startswith(k) and k.endswith(("t", "at"))), None)
    return metric


def _first_metric(text: str, lo: int, hi: int, exclude: Sequence[tuple[int, int]] = ()) -> str | None:
    """The metric of the first metric word in ``text[lo:hi]`` outside the ``exclude`` ranges."""
    for m in _metric_regex()[0].finditer(text, lo, max(lo, hi)):
        if any(a <= m.start() < b for a, b in exclude):
            continue
        metric = _metric_word(m.group(0))
        if metric:
            return metric
    return None


#: Placeholder metric of the bare word "performance" (see :func:`resolve_performance`).
PERFORMANCE = "@performance"
_QUALITY_CONTEXT = re.compile(
    r"\b(?:accuracy|accurate|pass@|bleu|rouge|perplexity|reasoning|benchmarks? scores?|aime|gsm8k|mmlu|humaneval|"
    r"swe-bench|f1|exact match|win rate|success rate|translation quality|image quality|benchmarks?|llms?|language models?)\b"
)


def quality_context(text: str) -> bool:
    """Whether a (lowercased) abstract measures quality, so that a bare "performance" means accuracy.

    Examples:
        >>> quality_context("pass@1 rises on reasoning benchmarks"), quality_context("the kernel is fast")
        (True, False)
    """
    return bool(_QUALITY_CONTEXT.search(text))


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
        if any(a <= m.start() < b for a, b in exclude):
            continue  # words of a baseline phrase describe the baseline, not the measure
        metric = _metric_word(m.group(0))
        if metric is None:
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
    return PERFORMANCE if unit == "%" and _COMPARATIVE_VERB.search(text, max(lo, start - 60), start) else "other"


# ----------------------------------------------------------------------------- baseline phrases


def _sentence_lower(sent) -> str:
    """The lowercased text of a sentence, sliced from the doc's cached lowercased text."""
    from paperkg.extract.components import lower_text_of

    return lower_text_of(sent.doc)[sent.start_char: sent.end_char]


def _tokens_after(sent, char_end: int) -> int:
    """Index (in the doc) of the first token of ``sent`` starting at or after sentence offset ``char_end``."""
    from paperkg.extract.components import text_of

    doc = sent.doc
    full = text_of(doc)
    char = sent.start_char + char_end
    while char < sent.end_char and full[char].isspace():
        char += 1
    if char >= sent.end_char:
        return sent.end
    span = doc.char_span(char, char + 1, alignment_mode="expand")
    if span is None:
        return sent.end
    tok = doc[span.start]
    return tok.i if tok.idx >= char else min(tok.i + 1, sent.end)


def _words(tokens) -> list[list]:
    """Group tokens written without spaces between them ("FlashAttention-3", "C++", "o3-mini")."""
    groups: list[list] = []
    for tok in tokens:
        if groups and not groups[-1][-1].whitespace_ and not tok.is_punct | (tok.text in "-+/.'’!") and groups[-1][-1].text not in ",;:":
            groups[-1].append(tok)
        elif groups and not groups[-1][-1].whitespace_ and tok.text in "-+/.!’'" and not tok.whitespace_:
            groups[-1].append(tok)
        elif groups and not groups[-1][-1].whitespace_ and tok.text in "+!" :
            groups[-1].append(tok)
        else:
            groups.append([tok])
    return groups


def _word_text(group) -> str:
    return "".join(t.text_with_ws for t in group).strip()


def _is_list_item_start(doc, i: int, end: int) -> bool:
    """Whether a new named list item starts at token ``i`` (after fillers)."""
    fillers = _fillers()
    k = i
    heads = _generic_heads()
    while k < end and k < i + 12 and (
        doc[k].lower_ in fillers or doc[k].lower_ in heads or doc[k].text in ("-", "such", "as", "like", "including")
        or (doc[k].is_lower and not doc[k].is_punct and doc[k].lower_ not in _STOP_WORDS
            and (_ADJECTIVE_END.search(doc[k].lower_) or doc[k + 1: k + 2].text == "-" or doc[k - 1].text == "-"))
    ):
        if doc[k].ent_type_ in ("SYSTEM", "TECHNIQUE"):
            break
        k += 1
    i = k
    if i >= end:
        return False
    tok = doc[i]
    if tok.ent_type_ in ("SYSTEM", "TECHNIQUE"):
        return True
    return is_name_like(tok.text, capitalised_ok=True) and not tok.is_sent_start


def parse_baselines(sent, i: int, *, strong: bool) -> tuple[tuple[BaselineItem, ...], int, int]:
    """Baseline items starting at doc token ``i`` of ``sent``; returns ``(items, end char in doc)``.

    ``strong`` is true after verb cues ("outperforms"), where any noun phrase
    is a baseline; after prepositions ("over", "than") an unnamed phrase must
    read like a baseline ("existing systems", "the FP16 baseline"). The third
    value is the doc character offset where the baseline words start.
    """
    doc = sent.doc
    end = sent.end
    # "compared to those of X", "than that in X"
    if i + 1 < end and doc[i].lower_ in ("that", "those", "what") and doc[i + 1].lower_ in ("of", "in", "from", "with", "by"):
        i += 2
    # "matches the performance of X": skip to X
    j = i
    if j < end and doc[j].lower_ in ("the", "its", "their"):
        k = j + 1
        while k < end and k <= j + 5 and doc[k].lower_ != "of" and not doc[k].is_punct and doc[k].ent_type_ == "":
            k += 1
        if k < end and doc[k].lower_ == "of" and k > j + 1:
            i = k + 1
    start_char = doc[i].idx if i < end else sent.end_char
    if i < end and (doc[i].like_num or re.match(r"^[\d.]+[×x%]?$", doc[i].text)):
        return (), doc[i].idx, start_char
    items: list[list] = []
    cur: list = []
    j = i
    while j < end:
        tok = doc[j]
        low = tok.lower_
        if tok.text == "," and cur and not _has_name(cur) and doc[j + 1: j + 3].text.lower() in ("such as", "e.g.", "e.g. ,", "i.e.") \
                or (tok.text == "," and cur and not _has_name(cur) and j + 1 < end and doc[j + 1].lower_ in ("including", "like", "e.g.", "namely")):
            cur.append(tok)  # "state-of-the-art systems, such as A and B": the names follow
            j += 1
            continue
        if tok.text == "," and cur and any(t.lower_ in _EXAMPLE_MARKERS for t in cur) and not _has_name(cur[-1:]):
            j += 1  # "frameworks, e.g., A and B": the list follows the marker
            continue
        if tok.text == "," and cur and not _has_name(cur):
            # an appositive name: "the strongest baseline, EAGLE3"
            k = j + 1
            run = []
            while k < end and (doc[k].ent_type_ == "SYSTEM" or is_name_like(doc[k].text, capitalised_ok=True)
                               or (run and not doc[k - 1].whitespace_ and doc[k].text in "-.")):
                run.append(doc[k])
                k += 1
            if run and (k >= end or doc[k].is_punct):
                items.append(run)
                cur = []
                j = k
                break
        if tok.text == "," or low in ("and", "or", "&") or (low == "as" and doc[j + 1: j + 3].text.lower() == "well as"):
            skip = 3 if low == "as" else 1
            k = j + skip
            if tok.text == "," and k < end and doc[k].lower_ in ("and", "or"):
                k += 1
            elif tok.text == "," and k + 2 < end and doc[k: k + 3].text.lower() == "as well as":
                k += 3
            bare_comma = tok.text == "," and k == j + 1
            if cur and (_has_name(cur) or (k < end and doc[k].ent_type_ == "SYSTEM")) and _is_list_item_start(doc, k, end) \
                    and (not bare_comma or _ends_list_item(doc, k, end)):
                items.append(cur)
                cur = []
                j = k
                continue
            break
        if tok.text == "(" and cur:
            close = next((k for k in range(j + 1, min(end, j + 20)) if doc[k].text == ")"), None)
            if close is not None and re.search(r"\bet al\b|\b(?:19|20)\d\d[a-z]?\b", doc[j + 1: close].text):
                j = close + 1  # a citation: "(Dao, 2023)", "(Sun et al., 2023a)"
                continue
        if tok.text == "(" and cur and not _has_name(cur):
            inner = _parenthesised_names(doc, j + 1, end)
            if inner:
                items.append(("names", inner))
                cur = []
                j = end
                break
        if tok.text in ";:()[]." and not (tok.text == "." and tok.whitespace_ == "" and j + 1 < end):
            if tok.text == "(" and cur and j + 2 < end and doc[j + 2].text == ")" and len(doc[j + 1].text) < 8 and doc[j + 1].is_alpha and doc[j + 1].is_lower:
                cur.extend(doc[j: j + 3])
                j += 3
                continue
            break
        if low == "up" and j + 1 < end and doc[j + 1].lower_ == "to":
            break
        if low in ("with", "using", "on") and cur and cur[-1].lower_ in ("trained", "built", "implemented", "served", "run", "running") \
                and tok.ent_type_ == "":
            cur.append(tok)  # "MoEs trained with the Tutel library": the name follows
            j += 1
            continue
        if low in _STOP_WORDS and tok.ent_type_ == "" or (tok.like_num and tok.text[:1].isdigit() and not _SIZE.match(tok.text) and tok.ent_type_ == ""):
            if not (cur and tok.like_num and doc[j - 1].whitespace_ == ""):
                break
        if tok.text == "," or len(cur) >= 14:
            break
        cur.append(tok)
        j += 1
    if cur:
        items.append(cur)
    out = []
    for toks in items:
        if isinstance(toks, tuple):
            out.extend(toks[1])
            continue
        item = _item(toks, strong=strong)
        if item is not None:
            out.append(item)
    end_char = doc[j - 1].idx + len(doc[j - 1].text) if j > i else doc[i].idx if i < len(doc) else sent.end_char
    return tuple(out), end_char, start_char


def _parenthesised_names(doc, i: int, end: int) -> list[BaselineItem]:
    """Named items inside a parenthesis that starts at token ``i``: "(Allo and DFX)", "(e.g., Masstree)"."""
    k = i
    while k < end and doc[k].text != ")":
        k += 1
    if k >= end or k - i > 16:
        return []
    pieces: list[list] = [[]]
    for tok in doc[i:k]:
        if tok.text in (",", ";") or tok.lower_ in ("and", "or", "e.g.", "i.e.", "eg", "ie", "e.g", "such", "as", "including", "like"):
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


def _ends_list_item(doc, k: int, end: int) -> bool:
    """After a bare comma: the name at ``k`` is a list item only if a comma, "and"/"or" or the end follows it
    ("over A, B and C"), not a verb ("Against A, B attains ...")."""
    while k < end and (doc[k].ent_type_ or not doc[k].whitespace_ or is_name_like(doc[k].text, capitalised_ok=True)
                       or doc[k].lower_ in _fillers()):
        if doc[k].text in (",", ")", "."):
            break
        k += 1
    return k >= end or doc[k].text in (",", ")", ".", ";") or doc[k].lower_ in ("and", "or", "as", "respectively")


def _has_name(tokens) -> bool:
    return any(t.ent_type_ in ("SYSTEM", "TECHNIQUE") or is_name_like(t.text, capitalised_ok=not t.is_sent_start) for t in tokens)


def _item(tokens, *, strong: bool) -> BaselineItem | None:
    """Turn the tokens of one baseline phrase into a named or unnamed :class:`BaselineItem`."""
    text = "".join(t.text_with_ws for t in tokens).strip().rstrip(",.;:")
    if not text or text.lower() in _PRONOUNS:
        return None
    fillers = _fillers()
    heads = _generic_heads()
    # 1. a vocabulary system: the last one is the head ("CUTLASS ... FlashAttention-3 kernel")
    systems = _entity_runs(tokens, "SYSTEM")
    if systems:
        run = systems[-1]
        name = "".join(t.text_with_ws for t in run).strip()
        sid = run[0].ent_id_
        after = tokens[tokens.index(run[-1]) + 1:] if run[-1] in tokens else []
        # a variant glued to a known name is another system: "PipeDream-Flush", "Orca-2"
        if len(after) >= 2 and not run[-1].whitespace_ and after[0].text == "-" and not after[0].whitespace_ \
                and (after[1].text[:1].isupper() or after[1].text[:1].isdigit()) and after[1].ent_type_ == "":
            name = f"{name}-{after[1].text}"
            sid = slugify(name)
            after = after[2:]
        if after and _SIZE.match(after[0].text):
            name = f"{name} {after[0].text}"
            sid = slugify(name)
        return BaselineItem(name, sid, None)
    # 2. an unknown name ("SpecRouter", "Java ConcurrentSkipListMap", "standard EP")
    groups = _words([t for t in tokens])
    runs: list[list] = []
    cur_run: list = []
    for g in groups:
        gtext = _word_text(g)
        hard = any(t.ent_type_ in ("HARDWARE", "HWCLASS") for t in g)
        technique = any(t.ent_type_ == "TECHNIQUE" for t in g)
        if not hard and not technique and gtext.lower() not in fillers and not _PRECISION.match(gtext) and (
            is_name_like(gtext, capitalised_ok=not g[0].is_sent_start) or (cur_run and _SIZE.match(gtext))
            # "Switch Transformer", "Sparse Attention": a capitalised kind word continues a name
            or (cur_run and gtext[:1].isupper() and gtext.isalpha() and gtext.lower() not in _STOP_WORDS)
        ):
            cur_run.append(g)
        else:
            if cur_run:
                runs.append(cur_run)
            cur_run = []
    if cur_run:
        runs.append(cur_run)
    if runs:
        run = runs[-1]
        last_tok = run[-1][-1]
        rest = [t for t in tokens if t.i > last_tok.i]
        rest_words = [t.lower_ for t in rest if not t.is_punct]
        # the name must be the head of the phrase: "MAC approaches", "the FP16 baseline" are unnamed;
        # a CamelCase or versioned name may still carry a kind word ("the ZipKV engine")
        run_text = " ".join(_word_text(g) for g in run)
        shaped = re.search(r"[a-z][A-Z]|[A-Za-z]\d|\d[A-Za-z]", run_text) is not None
        if not rest_words or rest_words == ["model"] or (shaped and len(rest_words) == 1 and rest_words[0] in _NAME_HEADS) \
                or (len(rest_words) == 1 and rest_words[0] in _NAMED_HEADS and not _PRECISION.match(run_text)):
            name = " ".join(_word_text(g) for g in run)
            return BaselineItem(name, slugify(name), None)
    # 3. a technique named as the baseline ("over tensor parallelism", "than Ring Attention")
    run = _heading_entity(tokens, "TECHNIQUE", fillers)
    if run:
        name = "".join(t.text_with_ws for t in run).strip()
        return BaselineItem(name, slugify(name), None)
    # 4. a specific hardware product as the head ("than the NVIDIA A100", "over TPU v3 chips")
    run = _heading_entity(tokens, "HARDWARE", fillers | _ARTICLES, heads=_HW_HEADS)
    if run:
        name = "".join(t.text_with_ws for t in run).strip()
        return BaselineItem(name, run[0].ent_id_ or slugify(name), None)
    # 5. an unnamed baseline, kept as written
    if any(t.ent_type_ in ("HARDWARE", "HWCLASS") for t in tokens) or strong or _BASELINE_WORDS.search(text.lower()):
        if len(text) > 2 and not text.lower().startswith(("this ", "these ", "which", "that ")):
            return BaselineItem(None, None, text)
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


def cue_hits(sent) -> list[CueHit]:
    """Every baseline cue in ``sent`` with the baselines that follow it."""
    text = _sentence_lower(sent)
    if not any(word in text for word in _cue_words()):
        return []  # str.find is far cheaper than the cue alternation
    info = _cue_info()
    hits: list[CueHit] = []
    for m in _baseline_cue_regex().finditer(text):
        cue = re.sub(r"\s+", " ", m.group(0).lower())
        cue = re.sub(r"^(comparable|similar|competitive|superior|close|same) \w+ (to|with|as)$", r"\1 \2", cue)
        if cue == "than" and not _COMPARATIVE_THAN.search(text[: m.start()]):
            continue
        if cue in ("as well as",) and not re.search(r"\b(?:performs?|performing|works?|scales?)\s*$", text[: m.start()]):
            continue
        if cue == "match" and re.search(r"\b(?:to|can|could|may|might)\s*$", text[: m.start()]) is None and \
                re.search(r"\b(?:kernels?|models?|systems?|we|they|methods?|results?)\s*$", text[: m.start()]) is None:
            continue
        i = _tokens_after(sent, m.end())
        by = re.match(r"\s*(?:the\s+)?[\d.~∼–-]+\s?[×x%]?\s+(?:\w+\s+){0,2}?(?:achieved|obtained|reported|attained|reached)\s+by\s", text[m.end():])
        if by:
            i = _tokens_after(sent, m.end() + by.end())
        verb = bool(_VERB_CUES.match(cue))
        direction = info.get(cue)
        if verb and re.search(r"\b(?:match(?:es|ing)?|comparable\s+to|on\s+par\s+with)\s+or\s+$", text[max(0, m.start() - 40): m.start()]):
            direction = "parity"  # "matches or outperforms X": the claim is parity
        items, end, phrase_start = parse_baselines(sent, i, strong=verb)
        if not items:
            continue
        hits.append(CueHit(m.start(), end - sent.start_char, cue, direction, items, verb, phrase_start - sent.start_char))
    return hits


# ----------------------------------------------------------------------------- the sentence rule


def _list_last(q: Quantity, quantities: Sequence[Quantity], text: str) -> Quantity:
    """The last quantity of the list ("1.2x, 1.5x and 2x") that ``q`` belongs to."""
    last = q
    for other in quantities:
        if other.start > last.end and _LIST_SEP.match(text[last.end: other.start]):
            last = other
    return last


def _list_qualifier(q: Quantity, quantities: Sequence[Quantity], text: str) -> str | None:
    """The qualifier of ``q``, else the one that opens its value list ("up to 3.8x, 2.6x, and 1.7x")."""
    if q.qualifier is not None:
        return q.qualifier
    first = q
    for other in sorted(quantities, key=lambda o: -o.start):
        if other.end <= first.start and _LIST_SEP.match(text[other.end: first.start]) and other.unit == first.unit:
            first = other
    return first.qualifier if first is not q and first.qualifier in ("up to", "about", "at least") else None


@functools.lru_cache(maxsize=64)
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


def sentence_comparisons(sent, *, proposed: Sequence[str] = (), quality: bool = False) -> list[Found]:
    """Every comparison the sentence ``sent`` (a spaCy ``Span``) claims.

    Args:
        sent: A sentence of a doc annotated by the entity ruler.
        proposed: Lowercased names of the systems the paper proposes (never a
            baseline of their own paper).
        quality: The paper measures quality (see :func:`quality_context`): a
            bare "performance" then means accuracy rather than speed.
    """
    text = _sentence_lower(sent)
    quality = quality and not _SPEEDISH.search(text)
    proposed_slugs = {slugify(p) for p in proposed}
    hits = [
        h._replace(items=tuple(it for it in h.items if not (it.id and (it.id in proposed_slugs or slugify(it.name or "") in proposed_slugs))))
        for h in cue_hits(sent)
    ]
    hits = [h for h in hits if h.items]
    quantities = []
    previous_q = None
    for q in find_quantities(text):
        comparative = is_comparative(text, q)
        if not comparative and previous_q is not None and previous_q.unit == q.unit and q.start - previous_q.end < 30 \
                and re.search(r"(?:,|\band\b|\bor\b|/|\bvs\.?|\()", text[previous_q.end: q.start]) \
                and not re.search(r"\bof\s*$|^\s*of\b", text[max(0, q.start - 5): q.end + 5][:5]):
            comparative = True  # "(12.3% for 1.5B and 7.5% for 7B)"
        if comparative and not _BASELINE_NUMBER.match(text, q.end):
            quantities.append(q)
            previous_q = q
        elif not comparative:
            previous_q = None
    # drop quantities inside a baseline phrase ("over 8 GPUs" never gets here, but "GPT-3.5" might)
    quantities = [q for q in quantities if not any(h.start <= q.start < h.end and h.end - h.start > 0 and
                                                   any(it.name and it.name in text[q.start - 8: q.end + 8] for it in h.items) for h in hits)]
    all_quantities = list(quantities)
    found: list[Found] = []
    used_hits: set[int] = set()
    respectively = _RESPECTIVELY.search(text)
    assigned: list[tuple[Quantity, CueHit | None, BaselineItem | None]] = []
    if respectively and hits:
        # values before "respectively" aligned with the items of the cue they belong to
        hit = next((h for h in hits if h.start < respectively.start() and len(h.items) > 1), None)
        if hit is not None:
            group = [q for q in quantities if q.start < respectively.start()]
            n = len(hit.items)
            if group and len(group) % n == 0:
                for k, q in enumerate(group):
                    assigned.append((q, hit, hit.items[k % n]))
                used_hits.add(hits.index(hit))
                quantities = [q for q in quantities if q not in group]
    for q in quantities:
        lo, hi = _clause_bounds(text, q.start)
        after = [h for h in hits if h.start >= q.end and h.start < hi]
        before = [h for h in hits if h.end <= q.start]
        hit = None
        if before and re.fullmatch(r"\s*\(\s*", text[before[-1].end: q.start]):
            hit = before[-1]  # "parity with MJX (1.04x)"
        elif after:
            nearest = after[0]
            between = text[q.end: nearest.start]
            # "2.8x speedups and a 30% improvement over X": X is the 30%'s baseline only
            other_units = "," not in between and any(
                o.start > q.end and o.end <= nearest.start and o.unit != q.unit for o in quantities)
            if len(between) < 140 and not other_units:
                hit = nearest
        if hit is None and before:
            last = before[-1]
            # an earlier cue of the same clause, or a sentence-opening "Compared to X, ..."
            if last.start >= lo or not text[: last.start].strip() or text[last.end: last.end + 3].lstrip().startswith(","):
                hit = last
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
        uniq = list(dict.fromkeys(group))
        regex, words = _metric_regex()
        mwords = [words.get(m.group(0).lower(), None) for m in regex.finditer(text, 0, uniq[0].start)] if uniq else []
        mwords = [m for m in dict.fromkeys(w for w in mwords if w)]
        if len(uniq) > 1 and len(mwords) == len(uniq):
            metrics_in_order = dict(zip(uniq, mwords))
    positions = sorted({q.start for q, _, _ in assigned} | {q.end for q, _, _ in assigned})
    exclude = [(h.phrase_start, h.end) for h in hits]
    assigned.sort(key=lambda a: a[0].start)
    previous: tuple[Quantity, str] | None = None
    for q, hit, item in assigned:
        prev_end = max([p for p in positions if p <= q.start and p != q.start] or [0])
        nexts = [qq.start for qq, _, _ in assigned if qq.start > q.start]
        lo, hi = _clause_bounds(text, q.start)
        lo = max(lo, prev_end if prev_end < q.start else lo)
        hi = min([hi] + nexts) if nexts else hi
        metric = metrics_in_order.get(q)
        if metric is None:
            stop = _TIGHT_STOP.search(text, q.end, min(hi, q.end + 30))
            tight = _first_metric(text, q.end, stop.start() if stop else min(hi, q.end + 30), exclude)
            of_phrase = _OF_METRIC.search(text, max(lo, q.start - 45), q.start)
            if of_phrase:
                tight = _first_metric(text, of_phrase.start(), of_phrase.end(), exclude) or tight  # "speedup of up to 3.7x"
            group_last = _list_last(q, all_quantities, text)
            same_clause = previous is not None and previous[0] is not q and _clause_bounds(text, previous[0].start)[0] == _clause_bounds(text, q.start)[0]
            if tight:
                metric = tight
            elif group_last is not q and _first_metric(text, group_last.end, group_last.end + 30, exclude) \
                    and not _SPEED_VERB.search(text, max(0, q.start - 90), q.start):
                metric = _first_metric(text, group_last.end, group_last.end + 30, exclude)  # "3x and 2.4x higher throughput"
            elif same_clause and previous is not None and _first_metric(text, previous[0].end, q.start, exclude) is None:
                metric = previous[1]  # "throughput improves by 1.35x over A and 1.6x over B"
            else:
                metric = metric_of(text, q.start, q.end, lo, hi, q.unit, exclude)
        metric = resolve_performance(metric, q.unit, quality)
        if previous is None or previous[0] is not q:
            previous = (q, metric)
        direction = "better"
        if hit is not None and hit.direction in ("parity", "worse"):
            direction = hit.direction
        tail = text[q.end: min(hi, q.end + 40)]
        head = text[max(lo, q.start - 30): q.start]
        if _worse_regex().search(tail) and not re.search(r"\b(?:reduc|lower|cut|eliminat|minimi|mitigat|avoid|hid|sav)", head) \
                and not re.search(r"\b(?:less|fewer|lower|smaller|reduc\w*|no)\b", tail[:14]):
            direction = "worse" if direction == "better" else direction
        found.append(Found(
            baseline=item.id if item and item.id else None,
            baseline_label=item.name if item and item.id else None,
            baseline_text=item.text if item and not item.id else None,
            metric=metric, value=q.value, value_max=q.value_max, unit=q.unit, qualifier=_list_qualifier(q, all_quantities, text),
            direction=direction, rule=f"quantity+{hit.cue}" if hit else "quantity", confidence=0.9 if hit else 0.6,
        ))
    # cues left without a number: "outperforms X", "matches X", "faster than X"
    for k, hit in enumerate(hits):
        if k in used_hits:
            continue
        if not hit.verb and hit.cue not in ("than", "compared to", "compared with", "relative to", "over", "in comparison to", "in comparison with", "when compared to", "versus", "vs.", "vs", "against"):
            continue
        lo, hi = _clause_bounds(text, hit.start)
        if not text[: hit.start].strip():
            hi = len(text)  # "Compared with X, ours has superior latency": the whole sentence
        if not hit.verb:
            window = text[max(lo, hit.start - 100): hit.start]
            trailing = text[hit.end: hi]
            if not (_COMPARATIVE.search(window.replace("over", "")) or re.search(
                    r"\b(?:improv|reduc|lower|higher|faster|better|outperform|superior|accelerat|speed|more|less|fewer|"
                    r"surpass|exceed|excel|advantage|gain|boost)", trailing)):
                continue
        direction = hit.direction or "better"
        regex, words = _metric_regex()
        metrics = []
        for m in regex.finditer(text, max(lo, hit.start - 80), min(hi, hit.end + 120)):
            if hit.phrase_start <= m.start() < hit.end:
                continue  # "AR-LLMs of the same scale": the baseline's words, not the measure
            word = m.group(0).lower()
            metric = words.get(word) or words.get(re.sub(r"e?s$", "", word))
            if metric is None:
                metric = next((v for kk, v in words.items() if word.startswith(kk)), None)
            if metric and metric not in metrics and metric != "other":
                metrics.append(metric)
        if PERFORMANCE in metrics:
            # "superior performance on latency and throughput": the specific words win
            metrics = [m for m in metrics if m != PERFORMANCE] or [resolve_performance(PERFORMANCE, None, quality)]
        if hit.cue.startswith(("than",)) and not metrics:
            metrics = ["other"]
        if not metrics and hit.cue in _WEAK_PARITY:
            continue  # "the same as a serial one": no measure, no claim
        if not metrics and found:
            metrics = [found[-1].metric]  # "1.2x speedup over A and matches B": same measure
        for item in hit.items:
            for metric in metrics[:2] or ["other"]:
                found.append(Found(
                    baseline=item.id, baseline_label=item.name if item.id else None,
                    baseline_text=item.text if not item.id else None,
                    metric=metric, value=None, value_max=None, unit=None, qualifier=None,
                    direction=direction, rule=f"cue:{hit.cue}", confidence=0.7,
                ))
    return found
