"""Baseline cues of a sentence: where a comparison names its baseline, as :class:`CueHit` s.

:func:`cue_hits` finds the cues of ``data/comparison_cues.jsonl`` ("over", "than", "compared to", "outperforms",
"matches", ...) and parses the baseline phrase after each (:func:`~.baselines.parse_baselines`); further readers
add the cue-less shapes: a measure of X that the work changes (:mod:`.owned_measures`: "the latency of X", "speeds up X
by 2x", "a fraction of the cost of X"), "with X as the baseline", "the time taken by X",
"N times that of X", "within N% of X", "instead of X", "both" for two baselines named before.

Examples:
    >>> _cue_name("comparable performance to"), _is_verb_cue("outperforms"), _is_verb_cue("than")
    ('comparable to', True, False)
    >>> _cue_name("lags slightly behind"), _cue_name("competes favorably with")
    ('lags behind', 'competes with')
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Sequence

from paperkg.extract.quantities import AS_GAIN, Quantity, by_prefix
from paperkg.extract.vocab import cues

from .records import BaselineItem, CueHit
from .cues import _cue_info, _cue_parts, _has_any, _metric_regex
from .metrics import _first_metric, _metric_hits, _metric_word
from .baselines import _is_list_item_start, _item, _sentence_lower, _tokens_after, parse_baselines
from .owned_measures import _BY_NEXT, _MODEL_FAMILY, owned_measure_hits


_VERB_CUES = re.compile(
    r"^(?:(?:achiev|reach)\w*\s+the\s+performance\s+of|approach\w*\s+the\s+(?:performance|accuracy)\s+of|advantages?\s+over|outperform\w*|outpac\w*|beat\w*|surpass\w*|exceed\w*|improv\w*\s+(?:over|upon)|improvements?\s+(?:over|upon)|superior\s+to|match\w*|"
    r"comparable\s+\w+|on[\s-]par\s+with|competitive\s+\w+|compet(?:e|es|ing)\s+with|compar(?:e|es)\s+favorably\s+\w+|rival\w*|as\s+good\s+as|as\s+(?:fast|accurate|robust)\s+as|as\s+well\s+as|"
    r"close\s+to|similar\s+to|same\s+as|no\s+worse\s+than|(?:lags?|falls?|remains?)\s+behind|falls\s+short\s+of|trails|comparably\s+\w+|"
    r"competitively\s+\w+|parity\s+with|when\s+applied\s+to)$",
)
_COMPARATIVE_THAN = re.compile(
    r"\b(?:better|faster|slower|higher|lower|more|less|fewer|smaller|larger|greater|cheaper|stronger|worse|tighter|stricter|"
    r"shorter|longer|quicker|superior|accurate|efficient|effective|robust|sharper|crisper)\b(?:-(?:performing|quality|accuracy|converging|scaling))?(?:\s+[\w/-]+){0,3},?\s*$",
)
# "faster (up to 3x in our runs) than X": an aside in parentheses between the comparative and "than"
_ASIDE_END = re.compile(r"\([^()]{1,70}\)\s$")
# "higher and more stable over 9,100 kernel shapes than X": the comparative a few words back
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
_IS_BEFORE = re.compile(r"\b(?:is|are|was|were|be|being)\s+(?:\w+ly\s+)?$")
_PREFERRED_END = re.compile(r"\b(?:prefer|prefers|preferring|preferred|favou?r|favou?rs|favou?ring|choos\w*|chose|pick\w*|select\w*)"
                            r"\s+[^,;]{1,45}$")
_PERFORMS_END = re.compile(r"\b(?:performs?|performing|works?|scales?)\s*$")
_MODAL_END = re.compile(r"\b(?:to|can|could|may|might)\s*$")
_MATCHER_END = re.compile(r"\b(?:kernels?|models?|systems?|we|they|methods?|results?|deployments?|designs?|implementations?|"
                          r"variants?|configurations?|policies|pipelines?|architectures?|engines?|schedulers?|algorithms?)\s*$|"
                          # "our models trained on Zorb-5B match X": what the models were trained on, then the verb
                          r"\bmodels?\s+(?:trained|fine-tuned|pretrained|pre-trained)\s+(?:on|with)\s+[\w.+-]+\s*$")
_MATCH_WELL = re.compile(r"\s*(?:well|nicely)\b")
_ACHIEVED_BY = re.compile(r"\s*(?:the\s+)?[\d.~∼–-]+\s?[×x%]?\s+(?:\w+\s+){0,2}?(?:achieved|obtained|reported|attained|reached)\s+by\s")
# ... "matches and sometimes exceeds X", "matches or even surpasses X": a hedged better is still parity
_PARITY_OR = re.compile(r"\b(?:match(?:es|ing)?|comparable\s+to|on\s+par\s+with)\s+(?:or\s+(?:even\s+)?|and\s+"
                        r"(?:(?:sometimes|often|occasionally|even|in\s+some\s+cases),?\s+)+)$")
# "comparable or even slightly better accuracy than", "similar or better quality compared with": no worse, parity
_PARITY_OR_BETTER = re.compile(
    r"\b(?:comparable|comparably|similar|similarly|equivalent|on[\s-]par|competitive|competitively|the\s+same)"
    r"(?:\s+(?:to|with))?,?\s+(?:or|and)\s+(?:(?:in\s+(?:a\s+few|some|many)\s+cases|sometimes|often|occasionally),?\s+)?"
    r"(?:even\s+)?(?:\w+ly\s+)?(?:better|improved|superior|higher|greater|stronger|faster)\b(?:\s+[\w-]+){0,3},?\s*$"
)
# "competitive with, and in some cases better than, X": an aside after the parity cue, the baseline after it
_ASIDE_AFTER_CUE = re.compile(
    r"\s*,\s*(?:and|or)\s+(?:(?:in\s+(?:a\s+few|some|many)\s+cases|sometimes|often|occasionally),?\s+)?(?:even\s+)?"
    r"(?:\w+ly\s+)?(?:better|superior|faster|higher)\s+(?:than|to)\s*,\s*"
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
_CUE_INNER_WORD = re.compile(r"^(comparable|similar|competitive|superior|close|same) .+ (to|with|as|against)$")
# "lags slightly behind" -> "lags behind" (see :func:`~.cues._cue_parts`)
_CUE_ADVERB = re.compile(r" (?:\w+ly|far|well|still) (?=behind$|short of$)")
# "competes favorably with" -> "competes with"
_COMPETE_ADVERB = re.compile(r"^(compet(?:e|es|ing)) \w+ly (with|against)$")


@functools.lru_cache(maxsize=1024)
def _cue_name(matched: str) -> str:
    """The cue of a match of :func:`_baseline_cue_regex` ("similar  accuracy to" -> "similar to")."""
    cue = _CUE_ADVERB.sub(" ", _CUE_INNER_WORD.sub(r"\1 \2", _SPACES.sub(" ", matched.lower())))
    return _COMPETE_ADVERB.sub(r"\1 \2", cue)


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
        if not _is_list_item_start(sent.doc, i := _tokens_after(sent, m.end()), sent.end):
            break  # "... on CPUs, and better performance than Y": a clause with its own cue, not a second name
        more, more_end, _ = parse_baselines(sent, i, strong=False)
        if not more or not all(it.id for it in more):
            break  # "... on GPUs and reduces memory": no second baseline
        items, end = items + tuple(it for it in more if it not in items), more_end
    return items, end


def cue_hits(sent, text: str | None = None) -> list[CueHit]:
    """Every baseline cue in ``sent`` with the baselines that follow it (``text``: its lowercased text, if known)."""
    if text is None:
        text = _sentence_lower(sent)
    if "compare " in text and sent.doc[sent.start: sent.end].ents:
        # "We compare the board to an AMD EPYC CPU and an NVIDIA P40 GPU": no claim, but the devices it names
        # are the ones a later "than the GPU" means
        for m in _COMPARE_TO.finditer(text):
            parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
    hits: list[CueHit] = owned_measure_hits(sent, text)
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
    asides: list[tuple[int, int]] = []
    for m in _baseline_cues(text):
        cue = _cue_name(m.group(0))
        if cue == "than" and not _COMPARATIVE_THAN.search(text[: m.start()]) and not _VALUE_BEFORE.search(text, max(0, m.start() - 32), m.start()) \
                and not _COMPARATIVE_THAN_FAR.search(text, max(0, m.start() - 90), m.start()) \
                and not (text.endswith(") ", 0, m.start()) and (aside := _ASIDE_END.search(text, max(0, m.start() - 80), m.start()))
                         and _COMPARATIVE_THAN.search(text[: aside.start()])):
            continue  # "1.8x than SGLang" in "2.3x higher than vLLM and 1.8x than SGLang" keeps its cue
        if cue in ("as well as",) and not _PERFORMS_END.search(text[: m.start()]):
            continue
        if cue == "match" and (_MODAL_END.search(text[: m.start()]) is None and _MATCHER_END.search(text[: m.start()]) is None
                               or _MATCH_WELL.match(text, m.end())):
            continue  # (and "the kernels match well with the hardware": a fit, not a parity)
        if cue == "similar to" and m.end() - m.start() == 10 and _IS_BEFORE.search(text, max(0, m.start() - 24), m.start()) \
                and not _first_metric(text, max(0, m.start() - 60), m.start()):
            continue  # "a library that is similar to the CRAN library for R": a likeness of design, no measure compared
        if cue == "over" and "prefer" in text and _PREFERRED_END.search(text, max(0, m.start() - 50), m.start()):
            continue  # "preferring data parallelism over tensor parallelism": a design choice, no claim
        if cue.startswith("exceed") and _VALUE_NEXT.match(text, m.end()):
            continue  # "the speedups exceed 5x": a bound on the value, no baseline (see quantities' "at least")
        if cue == "over" and _OVER_LINK.match(text, m.end()):
            continue  # "by 82% over PCIe and InfiniBand": the link the data travels over, a setting
        if cue == "against" and "validat" in text and _VALIDATED_END.search(text, max(0, m.start() - 24), m.start()):
            continue  # "validated against two published designs": references the model is checked on, no baselines
        if cue == "matching" and _NOUN_BEFORE_MATCHING.search(text, max(0, m.start() - 25), m.start()):
            continue  # "a bipartite graph matching problem", "prefix match": a noun, not a comparison
        if cue in inner_cues and m.end() - m.start() > len(cue) + 1 and not _inner_measure(text, m.start(), m.end()):
            continue  # "the same batch size as X", "the same local operator as X": a setting or a kind, no claim
        if asides and any(a <= m.start() < b for a, b in asides):
            continue  # the "better than" of "competitive with, and in some cases better than, X": the parity's aside
        i = _tokens_after(sent, m.end())
        if "," in text[m.end(): m.end() + 3] and (aside := _ASIDE_AFTER_CUE.match(text, m.end())) is not None:
            asides.append((aside.start(), aside.end()))
            i = _tokens_after(sent, aside.end())
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
        if cue in _AS_GOOD_CUES and not _as_good_as_claim(text, m.start(), items, cue):
            continue
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
    if "gap of " in text and (gaps := _gap_to_hits(sent, text)):
        hits = sorted(hits + gaps, key=lambda h: h.start)
    if "instead of" in text and (instead := _instead_hits(sent, text)):
        return sorted(hits + instead, key=lambda h: h.start)
    return sorted(hits, key=lambda h: h.start) if hits and hits[0].cue in ("of", "times the", "times as") else hits


#: "over PCIe", "over 100 Gbps Ethernet", "over NVLink and InfiniBand": an interconnect after "over" is the link used
_OVER_LINK = re.compile(r"\s*(?:the\s+|a\s+|an\s+)?(?:(?:[\d.]+\s*(?:gb|gbps|gb/s|tb/s)|commodity|slow|fast|low-bandwidth|"
                        r"high-bandwidth)\s+)?(?:pcie|pci-e|nvlink|infiniband|ethernet|roce|rdma|nvswitch|cxl|tcp)\b")


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
    if at < 0:
        return None
    k = max((j for j, h in enumerate(hits) if h.end <= at), default=None)
    # "3x the goodput of engines that pre-allocate cache, such as A": a relative clause between kind and list
    if not text.endswith(_LATE_KINDS, 0, at) and not (k is not None and _RELATIVE_TAIL.fullmatch(text, hits[k].end, at)):
        return None
    if k is None or not all(it.text and not it.id for it in hits[k].items) \
            or not _GENERIC_PLURAL.search(hits[k].items[-1].text.lower()):
        return None
    items, end, _ = parse_baselines(sent, _tokens_after(sent, at + 10), strong=True)
    if not items or not all(it.id for it in items) or not _SENTENCE_END.match(text, end - sent.start_char):
        return None
    return hits[:k] + [hits[k]._replace(items=items)] + hits[k + 1:]


_RELATIVE_TAIL = re.compile(r"\s+(?:that|which|who)\s+[^,;()]{1,100}")
# an unnamed baseline of such a kind (or "models") may have its members listed late
_GENERIC_PLURAL = re.compile(r"(?:" + "|".join(_PLURAL_KINDS + ("models",)) + r")$")


_TIME_TAKEN_BY = re.compile(r"\btime\s+(?:taken|required|needed|spent|used)\s+by\s+")
_TIME_TAKEN_WORDS = ("time taken", "time required", "time needed", "time spent", "time used")  # what a match holds


def _time_taken_hits(sent, text: str) -> list[CueHit]:
    """"half the time taken by X", "in 40% of the time required by X": X, named, is the baseline of the time."""
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
_TIMES_VALUE_BY = re.compile(r"\s+the\s+[\d.,]+\s?[a-z/%-]*\s+(?:(?:\w+\s+)?(?:achieved|obtained|attained|reached|reported|"
                             r"delivered|sustained)\s+)?(?P<by>by)\s+")


def _times_of_hits(sent, text: str, quantities: Sequence[Quantity]) -> list[CueHit]:
    """"MiCS's efficiency is up to 1.27x that of X", "achieves 2.1x the throughput of X": X, named or not, is the
    baseline of the value before it (the words between "the" and "of" must name a measure: "2x the number of GPUs
    of X" is a setting; "the latency of Llama-7B" names the model served, not a baseline)."""
    hits = []
    for q in quantities:
        if q.unit == "x" and " by " in text and (by := _TIMES_VALUE_BY.match(text, q.end)) is not None:
            # "3.4x the 45 TFLOPS achieved by X": X reached the level the value multiplies
            items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, by.end()), strong=True)
            if items and all(it.id for it in items):
                hits.append(CueHit(by.start("by"), end - sent.start_char, "achieved by", None, items, False,
                                   phrase_start - sent.start_char))
            continue
        if q.unit != "x" or not text.startswith(_TIMES_OF_NEXT, q.end) or (m := _TIMES_OF.match(text, q.end)) is None:
            continue
        if m.group("m") is not None and not _first_metric(text, m.start("m"), m.end("m")) \
                and not m.group("m").rstrip().endswith("efficiency"):
            continue  # (but "1.88x the efficiency of X": a measure of X's)
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
        >>> t = "ours has near-linear scaling efficiency, which is roughly 1.31x that of x"
        >>> _antecedent_measure(t, t.index("1.31"), t.index(" which"))
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
# "trains as fast as X", "at least as accurate as X": parity; not "twice as fast as X" (a ratio, read above), not
# "not as fast as X", "as fast as possible" (no named baseline), nor "as accurate as" an unnamed phrase with no article
_AS_GOOD_CUES = ("as fast as", "as accurate as", "as robust as")
_AS_GOOD_BEFORE = re.compile(r"(?:\btwice|\bthrice|\btimes|\bhalf|\d\s?[×x]|\bnot|\bnearly|\balmost|\bbe)\s+$")


def _as_good_as_claim(text: str, at: int, items, cue: str) -> bool:
    """Whether the cue ``cue`` ("as fast as") at ``at`` states a parity with ``items``.

    Examples:
        >>> named = (BaselineItem("Orca-X", "orca-x", None),)
        >>> _as_good_as_claim("it trains as fast as orca-x", 10, named, "as fast as")
        True
        >>> _as_good_as_claim("it is twice as fast as orca-x", 12, named, "as fast as")
        False
        >>> _as_good_as_claim("it runs as fast as possible", 8, (BaselineItem(None, None, "possible"),), "as fast as")
        False
    """
    if _AS_GOOD_BEFORE.search(text, max(0, at - 12), at):
        return False
    if cue == "as fast as":
        return all(it.id for it in items)
    return all(it.id or (it.text or "").lower().startswith(("the ", "its ", "their ")) for it in items)


_VALIDATED_END = re.compile(r"\bvalidat(?:ed|es?|ing|ion)\s+(?:\w+\s+)?$")
_COMPARE_TO = re.compile(r"\bcompare\s+(?:the\s+|our\s+|its\s+)?(?:[\w-]+\s+){1,3}?(?:to|with|against)\s+")
# "3.3x speedup than X" (a common non-native form of "a 3.3x speedup over X"): the gain noun may sit between
#: A value right after a cue: "exceeds 5x", "exceed 30%".
_VALUE_NEXT = re.compile(r"\s+(?:about\s+|roughly\s+|nearly\s+)?[\d.]+\s?(?:[×x%]|times\b)")
_VALUE_BEFORE = re.compile(r"\d\s?(?:[×x%]|times)\s*(?:(?:speed-?ups?|improvements?|gains?)\s*)?$")
_VALUE_TAIL = r"(?:up\s+to\s+|about\s+|over\s+|nearly\s+|~\s*)?[\d.,]+\s?(?:[×x%]|times|points?|pp)?(?:\s+on\s+average)?"
_BY_VALUE = rf"by\s+{_VALUE_TAIL}"
# "beats A by 1.5x and B by 2x"; "A by 1.7x (mean) and (by) 2.1x (peak), and B by ...": A's values, then B
_BY_VALUE_AND = re.compile(rf"\s+{_BY_VALUE}(?:\s*,?\s+and\s+(?:by\s+)?{_VALUE_TAIL})?\s*(?:,\s*and|,|and)\s+")


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
    r"\bwithin\s+(?:about\s+|roughly\s+|approximately\s+|~\s*)?(?:[\d.]+\s?%?\s?[-–]\s?)?[\d.]+\s?(?:%|percent\b|[×x]|percentage\s+points?\b|points?\b|perplexity\b|ppl\b|bleu\b|rouge(?:-\w+)?\b|wer\b|map\b|miou\b|f1\b)"
    r"\s+(?:(?P<score>map|miou|top-[15](?:\s+accuracy)?|accuracy|bleu|f1|wer|auc|rouge(?:-\w+)?)\s+)?(?P<of>of)\s+(?P<own>(?:its|their)\s+)?"
)
# "within 5% of the theoretical peak", "of optimal": a level reached, not a baseline; but "an ideal pipeline" is a
# reference system that a loss is measured against
_IDEAL_SYSTEMS = (r"(?:pipelines?|baselines?|systems?|deployments?|setups?|schedul\w+|implementations?|configurations?|"
                  r"clusters?|networks?|placements?|polic(?:y|ies))\b")
_WITHIN_LEVEL = re.compile(rf"\b(?:peak|theoretical|ideal(?!\s+{_IDEAL_SYSTEMS})|roofline|optimal|optimum|bound|limit|maximum|"
                           r"hardware)\b")
_IDEAL_REFERENCE = re.compile(rf"(?:an?|the)\s+ideal\s+{_IDEAL_SYSTEMS}")


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
            # "within 4% of an ideal schedule": a hypothetical reference system, kept as unnamed text
            strong = "ideal" in text and _IDEAL_REFERENCE.match(text, m.end()) is not None
            items, end, _ = parse_baselines(sent, _tokens_after(sent, m.end()), strong=strong)
            stop = end - sent.start_char
            if not items or _WITHIN_LEVEL.search(text, m.end(), stop):
                continue
        # at the character after the bound (where sentence_comparisons looks): "of", or a score's name ("0.3% mAP of X")
        out.append(CueHit(m.start("score") if m.group("score") else m.start("of"), stop, "within", "worse", items, False, m.end()))
    return out + _kept_within_hits(sent, text) if " of " in text else out


# "keep the accuracy of the BF16 originals within 2%": the baseline named before its bound
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


# "trails with a gap of just 1.1 points to the FP16 model": a loss of that size against what follows "to"
_GAP_OF_TO = re.compile(
    r"\bgap\s+of\s+(?:only\s+|just\s+|merely\s+|about\s+|roughly\s+|around\s+|less\s+than\s+)*[\d.]+\s?"
    r"(?:%|percent\b|percentage\s+points?\b|points?\b|pp\b|perplexity\b|ppl\b)\s+(?P<to>to|from|with)\s+"
)


def _gap_to_hits(sent, text: str) -> list[CueHit]:
    """"a gap of 1.1 points to X": a cue "gap to" (direction worse) at "to", right after the value (see
    sentence_comparisons), X its baseline; "a 10x gap between A and B" is no such cue (see _neutral_gap)."""
    out = []
    for m in _GAP_OF_TO.finditer(text):
        items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        if items:
            out.append(CueHit(m.start("to"), end - sent.start_char, "gap to", "worse", items, False,
                              phrase_start - sent.start_char))
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


_SENTENCE_END = re.compile(r"\s*[.!]?\s*$")
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
