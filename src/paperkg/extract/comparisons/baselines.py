"""Baseline phrases: the named systems (or unnamed text) after a cue, split into :class:`BaselineItem` s.

:func:`parse_baselines` reads the tokens after a cue of a spaCy sentence: vocabulary systems (entity ruler ids),
unknown words shaped like names, hardware ("an Intel Xeon CPU"), coordinated lists ("A, B, and C"), examples of a
generic baseline ("existing systems such as A and B"), filler stripped; text it cannot name stays an unnamed item
("state-of-the-art serving systems"). :func:`enumerated_names`, :func:`colon_list` and :func:`_item_at` read the
other list shapes. Works on tokens; the cue scan (:mod:`.baseline_cues`) and the claim rules call it.

Examples:
    >>> _may_name("Orca-X"), _may_name("existing")
    (True, False)
"""

from __future__ import annotations

import bisect
import functools
import re

from paperkg.extract.names import NUMBER_FORMAT_START, acronym_for
from paperkg.extract.vocab import owner_words

from .records import BaselineItem, _name_like, _slug
from .cues import _DIGIT, _HW_HEADS, _PRONOUNS, _STOP_WORDS, _fillers, _generic_heads, _has_any, _metric_regex


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
# a precision or compression form before a known model: "the full-precision X", "the uncompressed X model"
_REFERENCE_FORM = re.compile(r"(?:^|\s)(?:full\s?-\s?precision|half\s?-\s?precision|\d+\s?-\s?bit|fp(?:16|32)|bf16|uncompressed|"
                             r"unquantized|unpruned|non\s?-\s?quantized)(?:\s|$)")
_ADJECTIVE_END = re.compile(r"(?:ed|al|ive|ic|ous|ent|ant|ary|ar|ful|less|able|ible|est|er)$")
_NAME_HEADS = frozenset(
    "model models system framework library engine compiler kernel kernels runtime scheduler implementation server "
    "simulator toolkit package".split()
)
# kind words after a written name that keep it the head: "the 1F1B schedule", "Hugging Face implementations"
_NAMED_HEADS = frozenset(
    "implementation implementations library libraries framework frameworks kernel kernels schedule schedules "
    "version versions configuration configurations model models system systems engine engines baseline scheme method "
    "approach algorithm design architecture policy detector detectors classifier classifiers solver solvers "
    "scheduler schedulers planner planners service services pipeline pipelines".split()
) | frozenset("optimizer optimizers regime recipe index indexes indices policies predictor predictors prefetcher prefetchers "
                "baselines estimator estimators".split())  # "the Quill optimizer", "the standard Quill recipe", "a Quill index", "our A and B baselines"
_ARTICLES = frozenset(("the", "a", "an"))
#: What a named system does, written after its name: "faster than Zorbix training" compares with Zorbix.
_WORKLOAD_WORDS = frozenset("training inference serving pretraining pre-training fine-tuning finetuning".split())
#: Network-card kinds written after a product's name ("the Zorb-9 DPU", "a Quill smartNIC"): the kind, not the name.
_NIC_KINDS = frozenset("dpu dpus smartnic smartnics nic nics".split())
# device nouns: "an Intel Xeon CPU", "the Foo accelerator" name one product (not "an H100 system", a setup)
_DEVICE_HEADS = frozenset("gpu gpus cpu cpus chip chips accelerator accelerators processor processors card cards tpu tpus "
                          "fpga fpgas npu npus soc supercomputer supercomputers ipu ipus".split()) | _NIC_KINDS
_VENDORS = frozenset("nvidia amd intel google xilinx amd-xilinx qualcomm apple arm huawei graphcore cerebras".split())
_EXAMPLE_MARKERS = frozenset(["such", "including", "e.g.", "e.g", "like", "namely", "i.e."])
#: One-token words after a comma that open the list of examples of a generic baseline (", including A and B").
_LIST_OPENERS = frozenset(["including", "like", "e.g.", "i.e.", "namely"])
_CLAUSE_PRONOUNS = frozenset("it they we he she this these those each both".split())
_SIZE = re.compile(r"^\d+(?:\.\d+)?[BMK]$")


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
    if k < end and doc[k].ent_type_ in ("HARDWARE", "HWCLASS"):
        return None  # "than X on the T4 and A10 GPUs": a second device of the setting, never a baseline
    if k < end and (doc[k].ent_type_ == "SYSTEM" or _name_like(doc[k].text, capitalised_ok=True)):
        return k
    return None


def _slash_names(left, right) -> bool:
    """Whether the tokens around a "/" are two unknown names ("Zorbix/Fenwick"; not "TCP/IP", "I/O": short parts)."""
    return not left.ent_type_ and not right.ent_type_ and len(left.text) > 2 and len(right.text) > 2 \
        and not left.whitespace_ and _name_like(left.text, capitalised_ok=True) \
        and _name_like(right.text, capitalised_ok=True)


#: Parts of a library or system named after them: "the attention kernels in X", "the default scheduler in X".
_PART_HEADS = frozenset("kernel kernels implementation implementations operator operators scheduler allocator "
                        "routines primitives".split())
#: A plural noun ending ("datasets", "methods"; not "loss", "access").
_PLURAL_CLASS = re.compile(r"[^su]s$")
#: The second half of a glued modifier that says what kind of thing the next name is ("CPU-based", "GPU-accelerated").
_GLUED_KIND_ENDS = frozenset(("based", "accelerated", "powered", "only", "centric", "native"))


#: Kind words that end a description of the name before it ("Zorbix, the state-of-the-art serving system").
_APPOSITION_HEADS = frozenset("system framework library engine compiler runtime scheduler server toolkit package "
                              "implementation baseline approach method".split())


def _described_apposition(doc, k: int, end: int) -> int:
    """Where the phrase at ``k`` ("the ...") ends when it is a description ending in a kind word, then the end of the
    phrase or a punctuation mark (that token's index), else 0."""
    m = k + 1
    while m < end and m < k + 20 and doc[m].text not in (",", ";", ".", "(", ")"):
        m += 1
    if m - 1 > k and doc[m - 1].lower_ in _APPOSITION_HEADS and (m >= end or doc[m].text in (",", ";", ".", ")")):
        return m
    return 0


def _is_list_item_start(doc, i: int, end: int) -> bool:
    """Whether a new named list item starts at token ``i`` (after fillers)."""
    fillers = _fillers()
    k = i
    heads = _generic_heads()
    while k < end and k < i + 12 and (
        (low := (tok := doc[k]).lower_) in fillers or low in heads or tok.text in ("-", "such", "as", "like", "including", "even")
        or (tok.is_lower and not tok.is_punct and low not in _STOP_WORDS
            and (_ADJECTIVE_END.search(low) or k + 1 < len(doc) and doc[k + 1].text == "-" or doc[k - 1].text == "-"))
    ):
        if tok.ent_type_ in ("SYSTEM", "TECHNIQUE"):
            break
        k += 1
    # "and the GPU-based Zorblax", "or the CUDA-accelerated Fenwick": a glued kind modifier before the name
    if k + 3 < end and doc[k + 1].text == "-" and doc[k + 2].lower_ in _GLUED_KIND_ENDS and not doc[k].whitespace_ \
            and not doc[k + 1].whitespace_ and doc[k + 2].whitespace_ \
            and (doc[k + 3].ent_type_ == "SYSTEM" or _name_like(doc[k + 3].text, capitalised_ok=True)):
        k += 3  # (not "and Foo-based solutions": Foo is the name then)
    i = k
    if i >= end:
        return False
    tok = doc[i]
    if tok.ent_type_ in ("SYSTEM", "TECHNIQUE"):
        return True
    if tok.ent_type_ == "HWCLASS" and tok.ent_id_ in doc.user_data.get("paperkg_devices", ()):
        return True  # "than its contemporary TPU or DSP": both devices compared before
    return _name_like(tok.text, capitalised_ok=True) and not tok.is_sent_start


def _kind_then_paren(doc, i: int, end: int) -> bool:
    """Whether a short lowercase kind phrase starts at token ``i`` and a "(" follows it ("tensor compilers (B)",
    "state-of-the-art tensor compilers (B)"): another kind with its names in parentheses.

    Examples:
        >>> import spacy
        >>> doc = spacy.blank("en")("than libraries (A) and tensor compilers (B) on x")
        >>> _kind_then_paren(doc, 6, len(doc)), _kind_then_paren(doc, 10, len(doc))
        (True, False)
    """
    k = i
    while k < end and k < i + 12 and (doc[k].text == "-" or doc[k].text.replace("-", "").isalpha() and doc[k].text.islower()
                                     and (doc[k].lower_ not in _STOP_WORDS or doc[k - 1].text == "-" and not doc[k - 1].whitespace_)):
        k += 1
    return i < k < end and doc[k].text == "(" and doc[k - 1].is_alpha


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
    # "compared with A and with B": the cue's preposition said again before the next item
    again = doc[i - 1].lower_ if i > sent.start and doc[i - 1].lower_ in _REPEATED_PREPOSITIONS else None
    # "compared to those of X", "than that in X"
    if i + 1 < end and first.lower_ in ("that", "those", "what") and doc[i + 1].lower_ in ("of", "in", "from", "with", "by"):
        i += 2
        first = doc[i] if i < end else None
    if i + 2 < end and first.lower_.endswith("ly") and first.is_alpha and doc[i + 1].lower_ == "using":
        i += 1  # "comparable performance to fully using GPT-4": the adverb says how it is used
        first = doc[i]
    if i + 1 < end and first.lower_ == "using" and doc[i + 1].lower_ not in _STOP_WORDS:
        i += 1  # "3x faster than using cuBLAS": what is used is the baseline
        first = doc[i]
    elif i + 2 < end and first.lower_ in _GERUNDS:
        # "5x faster than building a Zorblax index": the named thing the clause builds or runs (a name only)
        k = i + 2 if doc[i + 1].lower_ in _ARTICLES else i + 1
        if k < end and (doc[k].ent_type_ == "SYSTEM" or _name_like(doc[k].text, capitalised_ok=True)):
            if k + 1 < end and doc[k + 1].is_alpha and doc[k + 1].is_lower and doc[k].whitespace_ \
                    and (k + 2 >= end or doc[k + 2].is_punct or doc[k + 2].lower_ in _STOP_WORDS) \
                    and (doc[k].ent_type_ == "SYSTEM" and doc[k].ent_iob_ == "B" or _name_like(doc[k].text)):
                # "than computing the SparseGPT mask": the named system whose output the clause computes
                sid = doc[k].ent_id_ if doc[k].ent_type_ == "SYSTEM" else _slug(doc[k].text)
                return (BaselineItem(doc[k].text, sid, None),), doc[k + 1].idx + len(doc[k + 1]), doc[k].idx
            i = k
            first = doc[i]
    if first is not None and first.is_lower and (first.lower_.endswith("ing") or first.lower_.endswith("ly")) \
            and (clause := _gerund_clause(doc, i, end)) is not None:
        # "than naively replicating the shards", "compared with running the tasks back to back": a practice, unnamed
        item = BaselineItem(None, None, _span_text(doc, i, clause))
        if again and clause + 2 < end and doc[clause].lower_ == "and" and doc[clause + 1].lower_ == again:
            more, more_end, _ = parse_baselines(sent, clause + 2, strong=strong)  # "... and with full recomputation"
            if more:
                return (item, *more), more_end, first.idx
        return (item,), doc[clause - 1].idx + len(doc[clause - 1]), first.idx
    if i + 3 < end and first.lower_ == "the" and doc[i + 1].lower_ in _SUPERLATIVES and doc[i + 2].lower_ == "of" \
            and doc[i + 3].lower_ in ("them", "these", "those", "all"):
        # "up to 10x over the fastest of them": the best of the baselines just named, unnamed
        last = doc[i + 3] if doc[i + 3].lower_ != "all" or i + 4 >= end or doc[i + 4].is_punct else doc[i + 4]
        return (BaselineItem(None, None, _span_text(doc, i, last.i + 1)),), last.idx + len(last), first.idx
    # "matches the performance of X": skip to X
    j = i
    if j < end and first.lower_ in ("the", "its", "their"):
        k = j + 1
        while k < end and k <= j + 5 and (tok := doc[k]).lower_ != "of" and tok.ent_type_ == "" \
                and (not tok.is_punct or tok.text == "-" and not doc[k - 1].whitespace_ and not tok.whitespace_):
            k += 1  # "the dense all-reduce of X": a hyphenated word is one word of the measure
        if k < end and doc[k].lower_ == "of" and k > j + 1 and doc[k - 1].whitespace_ \
                and doc[k - 1].lower_ not in _COMPOSITE_HEADS:  # not "state-of-the-art", "the combination of A and B"
            i = k + 1
            first = doc[i] if i < end else None
    if i + 3 < end and first.lower_ in ("that", "those") and doc[i + 2].lower_ in ("by", "with", "using") \
            and doc[i + 1].lower_ in _MADE_WITH and _has_name(doc[i + 3: i + 4]):
        i += 3  # "the same quality as those trained by X": X made them
        first = doc[i]
    start_char = first.idx if first is not None else sent.end_char
    if first is not None and i + 2 < end and doc[i + 1].lower_ in ("larger", "bigger") and _RATIO_WORD.match(first.text):
        # "competing with 7x larger models": a baseline described by its size, kept as written
        k = i + 2
        while k < end and k < i + 5 and doc[k].is_alpha and doc[k].lower_ not in _STOP_WORDS and doc[k].lower_ not in ("and", "or"):
            k += 1
        if k > i + 2:
            return (BaselineItem(None, None, _span_text(doc, i, k)),), doc[k - 1].idx + len(doc[k - 1]), start_char
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
    # "beats both recomputation and offloading": "both" says two comparators follow, named or not
    both = first is not None and first.lower_ == "both" and i + 1 < end
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
                if again and k < end and doc[k].lower_ == again and k > j:
                    k += 1  # "compared with A and with B"
                elif orth == "," and k + 2 < end and _span_text(doc, k, k + 3).lower() == "as well as":
                    k += 3
                bare_comma = orth == "," and k == j + 1
                if bare_comma and cur and k < end and doc[k].lower_ == "the" and _has_name(cur) \
                        and (after := _described_apposition(doc, k, end)):
                    j = after  # "than Zorbix, the leading multi-adapter serving system": what Zorbix is, no new item
                    continue
                if cur and (_has_name(cur) or (k < end and doc[k].ent_type_ == "SYSTEM")
                            or cur[-1].ent_type_ == "HWCLASS" and cur[-1].ent_id_ in doc.user_data.get("paperkg_devices", ())) \
                        and _is_list_item_start(doc, k, end) \
                        and (not bare_comma or _ends_list_item(doc, k, end)):
                    items.append(cur)
                    cur = []
                    j = k + (k < end and doc[k].lower_ == "even")  # "A, B and even C": C
                    continue
                if both and low == "and" and cur and not items and k < end and doc[k].is_alpha and doc[k].lower_ not in _STOP_WORDS \
                        and not (len(cur) == 2 and cur[1].is_lower and _ADJECTIVE_END.search(cur[1].lower_)) \
                        and not (cur[-1].is_lower and _PLURAL_CLASS.search(cur[-1].lower_)):
                    # (not "both homogeneous and heterogeneous baselines": two adjectives share one head; not "both
                    # hand-built datasets and prior generators": two classes of systems read as one comparator)
                    items.append(cur[1:] if cur[0].lower_ == "both" and len(cur) > 1 else cur)  # "both A and B": A
                    cur = []
                    both = False
                    j = k
                    continue
                if low in ("and", "or") and cur and not _has_name(cur) and _has_any(_span_text(doc, j, end), _MARKER_WORDS) \
                        and (marker := _examples_ahead(doc, j, end)) is not None:
                    j = marker  # "vendor kernels and leading compilers, including A and B": the examples
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
                if close is not None and close <= j + 4 and _has_name(cur) and _PAREN_REMARK.match(_span_text(doc, j + 1, close)) \
                        and (close + 1 >= end or doc[close + 1].is_punct or doc[close + 1].lower_ in ("and", "or")):
                    j = close + 1  # "than A (CNN-based) and B (ViT-based)": a remark on the kind of the name
                    continue
            # without a ")" among the 19 tokens read above there are no names in parentheses (at most 16 tokens)
            if orth == "(" and cur and close is not None and not _has_name([t for t in cur if t.ent_type_ != "HWCLASS"]) \
                    and _tool_with_flag(cur) is None:
                inner = _parenthesised_names(doc, j + 1, end)
                if inner:
                    items.append(("names", inner))
                    cur = []
                    j = close + 1  # "the state-of-the-art (NCCL), ...": the phrase ends at the ")"
                    k = j + 1 + (j + 1 < end and doc[j].text == "," and doc[j + 1].lower_ in ("and", "or"))
                    if j < end and doc[j].lower_ in ("and", "or", ",") and _kind_then_paren(doc, k, end):
                        j = k  # "industry libraries (A) and tensor compilers (B)": another kind with its names
                        continue
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
            if low == "as" and cur and j + 1 < end and (doc[j + 1].lower_ in _CLAUSE_PRONOUNS or doc[j + 1].lower_ == "well"
                                                        and (j + 2 >= end or doc[j + 2].is_punct)):
                break  # "cheaper than Quill as it only caches the keys": a reason; "outperforming A and B as well"
            if orth == "/" and cur and j + 1 < end and (
                    cur[-1].ent_type_ == "SYSTEM" and doc[j + 1].ent_type_ == "SYSTEM" and doc[j + 1].ent_iob_ == "B"
                    or _slash_names(cur[-1], doc[j + 1])):
                items.append(cur)  # "cuBLAS/cuDNN": two known systems; "Zorbix/Fenwick": two names
                cur = []
                j += 1
                continue
            if low == "on" and len(cur) > 1 and cur[-1].lower_ in ("running", "run", "executing", "deployed") \
                    and _has_name(cur[:-1]) and any(t.ent_type_ in ("HARDWARE", "HWCLASS") or t.lower_ in _DEVICE_HEADS
                                                    for t in doc[j + 1: min(end, j + 5)]):
                cur = cur[:-1]  # "than ZorbIdx running on a multi-core CPU": the name; the device is its setting
                break
            if low in ("with", "using", "on") and cur and cur[-1].lower_ in ("trained", "built", "implemented", "written", "served", "run", "running") \
                    and tok.ent_type_ == "":
                if low == "on" and len(cur) > 1 and _span_text(doc, j + 1, j + 3).lower() == "the same":
                    cur = cur[:-1]  # "X pipelines running on the same Y backend": Y is the shared setting, X the baseline
                    break
                cur.append(tok)  # "MoEs trained with the Tutel library": the name follows
                j += 1
                continue
        if low == "on" and cur and (k := _device_then_next(doc, j, end)) is not None and _has_name(cur):
            items.append(cur)  # "than oneDNN on CPU and cuBLAS on GPU": each name with its own device
            cur = []
            j = k
            continue
        if tok.like_num and cur and cur[-1].ent_type_ == "SYSTEM" and doc[j - 1].whitespace_ and _RELEASE.match(orth) \
                and not (j + 1 < end and doc[j + 1].lower_ in _RATIO_WORDS):
            cur.append(tok)  # "TensorFlow 1.7": the release of a known name (not "than X 2.1 times")
            j += 1
            continue
        if low in _STOP_WORDS and tok.ent_type_ == "" or (tok.like_num and orth[:1].isdigit() and not _SIZE.match(orth) and tok.ent_type_ == ""):
            if not (cur and tok.like_num and doc[j - 1].whitespace_ == "") \
                    and not (not tok.whitespace_ and j + 1 < end and doc[j + 1].text == "-" and (
                        tok.like_num or not doc[j + 1].whitespace_ and j + 2 < end and doc[j + 2].is_alpha)):
                # a stop word glued by a hyphen to the next word is part of a modifier ("on-device", "in-memory")
                if low in ("for", "by", "in") and len(cur) >= 2 and cur[-1].lower_ in _USED_FOR and not _has_name(cur) \
                        and j + 1 < end and _has_name(doc[j + 1: j + 2]):
                    cur = []  # "the plan used for Zorbix", "the setup adopted by Zorbix": the named system is the baseline
                    j += 1
                    continue
                if low in ("by", "at") and len(cur) >= 2 and cur[-1].lower_ in _MAKER_VERBS and _has_name(cur[:-1]):
                    cur = cur[:-1]  # "Zorbix developed by Plinth Labs": the system, not its makers
                    break
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
                if low == "in" and cur and cur[-1].lower_ in _PART_HEADS and not _has_name(cur) and _name_then_stop(doc, j + 1, end):
                    cur.append(tok)  # "the attention kernels in Zorbix": the named library that holds them
                    j += 1
                    continue
                marker = _examples_ahead(doc, j, end) if cur and low in _QUALIFIER_PREPS and not _has_name(cur) else None
                if marker is None:
                    break
                j = marker  # "state-of-the-art engines for sparse models, including A and B": the examples
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
    if len(out) > 1 and out[-1].name and out[-1].name.count(" ") == 1 and out[-1].name.rsplit(" ", 1)[1].lower() in _SHARED_HEADS:
        # "over Linear and Softmax Attention": the earlier bare words share the last item's head (a modifier and a
        # head; not "Index-Based Join Sampling"), but not a mixed-case name ("PostgreSQL and Random Sampling")
        head = out[-1].name.rsplit(" ", 1)[1]
        out = [BaselineItem(f"{it.name} {head}", _slug(f"{it.name} {head}"), None)
               if it.name and it.name.isalpha() and it.name[:1].isupper() and it.name[1:].islower()
               and it.id == _slug(it.name) and it.name.lower() not in _vocab_names()
               else it for it in out[:-1]] + out[-1:]
    end_char = (last := doc[j - 1]).idx + len(last) if j > i else doc[i].idx if i < len(doc) else sent.end_char
    return tuple(out), end_char, start_char


#: Heads of a baseline made of parts ("the combination of a GPU and an FPGA card"): the phrase names it, not its parts.
_COMPOSITE_HEADS = frozenset("system systems combination combinations pair pairs ensemble ensembles mix".split())
#: Kind words after "the default <ACRONYM>" that make the phrase a setting, not a named system.
_SETTING_HEADS = frozenset(("baseline", "policy", "policies", "configuration", "setting", "settings"))
#: Cue prepositions a coordinated list may say again before its next item ("compared with A and with B").
_REPEATED_PREPOSITIONS = frozenset(("with", "to", "over", "than", "against"))
#: Words in "-ing" that are adjectives or kinds, never the verb of a practice compared with ("existing systems").
_NOT_GERUNDS = frozenset("existing leading competing preceding remaining corresponding underlying following prevailing "
                         "pioneering emerging evolving promising outstanding surrounding varying increasing growing ongoing "
                         "cutting-edge state-of-the-art during including according something nothing thing things string "
                         "strings setting settings ring king spring".split())
#: Words that end a practice compared with: a clause, a value's "by", a list or a note after it.
_GERUND_CLAUSE_END = frozenset("while whereas but which that respectively by and or although when where as".split())


def _gerund_clause(doc, i: int, end: int) -> int | None:
    """The end (token index) of a practice written as a gerund clause at ``i`` ("(naively) replicating the shards",
    "running the tasks back to back"), else ``None``: the clause runs to a punctuation mark or a clause word
    (:data:`_GERUND_CLAUSE_END`), holds no named system, and its verb is no adjective in "-ing" ("existing")."""
    k = i + 1 if doc[i].lower_.endswith("ly") and doc[i].is_alpha else i
    if k + 1 >= end or not (doc[k].is_lower and doc[k].is_alpha and doc[k].lower_.endswith("ing") and len(doc[k].text) > 5
                            and doc[k].lower_ not in _NOT_GERUNDS and doc[k].ent_type_ == "" and doc[k].whitespace_):
        return None
    if doc[k + 1].is_punct or doc[k + 1].lower_ in _GERUND_CLAUSE_END or doc[k + 1].lower_ in _STOP_WORDS \
            and doc[k + 1].lower_ not in ("the", "a", "an", "each", "every", "all", "in", "on", "with", "from", "at"):
        return None  # "than batching alone" keeps its own reading; a gerund with an object or a setting only
    m = k + 1
    while m < end and m < k + 16 and not (doc[m].is_punct and doc[m].text not in ("-", "/")) \
            and doc[m].lower_ not in _GERUND_CLAUSE_END and not (doc[m].like_num and doc[m].text[:1].isdigit()):
        if doc[m].ent_type_ == "SYSTEM" or _name_like(doc[m].text, capitalised_ok=True):
            return None  # "than running Zorbix with fewer steps": the name's reading (see parse_baselines)
        m += 1
    if m == k + 2 and doc[k + 1].lower_.endswith("ly"):
        return None  # "than simply scaling sequentially": a manner of doing the same, no practice compared with
    return m if m > k + 1 and (m >= end or doc[m].is_punct or doc[m].lower_ in _GERUND_CLAUSE_END) else None


#: Superlatives in "the fastest of them": the best of a set of baselines named before.
_SUPERLATIVES = frozenset("fastest best strongest closest".split())
#: Verbs whose gerund may open a baseline written as a clause ("than building an X index", "over running X").
_GERUNDS = frozenset("building running executing training serving deploying applying calling invoking querying "
                     "computing generating compiling".split())
#: A release number written after a known name: "1.7", "2.0.1", "v0.4".
_RELEASE = re.compile(r"^v?\d+\.\d+(?:\.\d+)*$")
_RATIO_WORDS = frozenset("x × times fold % percent".split())
_VALUE_WORD = re.compile(r"^[\d.]+[×xX%]?$")  # "than 2.25X": a value, never a name
_RATIO_WORD = re.compile(r"^[\d.]+[×xX]$")  # "7x", "14×"
#: Participles after which "by NAME" names who made the baseline: "plans generated by NAME", "kernels produced by NAME".
#: Participles in "the plan used for X": the generic words before them describe X's own setting.
_USED_FOR = frozenset("used adopted employed".split())
#: Participles in "X developed by Y": Y made X, the baseline.
_MAKER_VERBS = frozenset("developed proposed introduced released designed built published maintained".split())
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


#: Plural kinds whose examples may follow "such as" without a comma.
_PLURAL_KIND_WORDS = frozenset("libraries frameworks systems engines compilers tools packages implementations "
                               "baselines methods approaches solvers simulators runtimes".split())
_QUALIFIER_PREPS = frozenset(("for", "in", "on", "with", "without", "from", "across", "under", "at", "using", "that", "which",
                              "built"))


#: What every example marker that :func:`_examples_ahead` reads after "and" holds: a phrase with none is not read.
_MARKER_WORDS = ("including", "such as", "like", "e.g.", "i.e.", "namely")


def _examples_ahead(doc, j: int, end: int) -> int | None:
    """After a generic baseline, a short qualifying phrase, then ", including A, B" or ", such as A":
    the index of that comma, else ``None``. The phrase may also be a second generic baseline coordinated by "and"
    or "or" ("vendor kernels and leading compilers, including A and B"), with no name of its own."""
    coordinated = doc[j].lower_ in ("and", "or")
    if not coordinated and doc[j].lower_ not in _QUALIFIER_PREPS:
        return None
    for k in range(j + 1, min(end - 1, j + (12 if coordinated else 9))):
        tok = doc[k]
        if coordinated and (tok.ent_type_ == "SYSTEM" or not (tok.is_lower or tok.is_punct) and _name_like(tok.text, capitalised_ok=True)):
            return None
        if coordinated and (tok.lower_ == "including" or tok.lower_ == "such" and doc[k + 1].lower_ == "as"):
            return k  # "... and existing compilers such as A": the marker without a comma
        if tok.lower_ == "such" and doc[k + 1].lower_ == "as" and doc[k - 1].lower_ in _PLURAL_KIND_WORDS:
            return k  # "kernels in popular libraries such as A and B": a plural kind, then its examples
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
        if tok.lower_ in ("by", "respectively") and (pieces[-1] or tok.lower_ == "respectively"):
            break  # "...: A and B, respectively": the list ends before its comma
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
        if run[0] in tokens and _REFERENCE_FORM.search(" ".join(t.lower_ for t in tokens[: tokens.index(run[0])])):
            return BaselineItem(None, None, text)  # "the full-precision X model": the paper's own reference, unnamed
        name = "".join(t.text_with_ws for t in run).strip()
        sid = run[0].ent_id_
        after = tokens[tokens.index(run[-1]) + 1:] if run[-1] in tokens else []
        if run[0] in tokens and (k := tokens.index(run[0])) >= 3 and tokens[k - 1].lower_ in ("on", "upon", "atop", "of") \
                and any(t.lower_ in ("built", "implemented", "developed") for t in tokens[max(0, k - 5): k]) \
                and _BUILT_ON.search(" ".join(t.lower_ for t in tokens[:k])):
            return BaselineItem(None, None, text)  # "serial RAG systems built on vLLM": systems that use it, unnamed
        if after and after[-1].lower_ in _CLASS_HEADS and run[0] in tokens \
                and _CLASS_OF.search(" ".join(t.lower_ for t in tokens[: tokens.index(run[0])])):
            return BaselineItem(None, None, text)  # "existing BERT compression methods": a class of methods, unnamed
        # a variant glued to a known name is another system: "PipeDream-Flush", "Orca-2"
        glued = run[-1]
        if len(after) >= 2 and after[0].text == "/" and not glued.whitespace_ and not after[0].whitespace_ \
                and after[1].ent_type_ == "" and _name_like(after[1].text, capitalised_ok=True):
            name = f"{name}/{after[1].text}"  # "PyTorch/CUDA": the stack is the baseline
            sid = _slug(name)
            glued = after[1]
            after = after[2:]
        while len(after) >= 2 and not glued.whitespace_ and after[0].text == "-" and not after[0].whitespace_ \
                and (after[1].text[:1].isupper() or after[1].text[:1].isdigit() or after[1].lower_ in _VARIANT_WORDS
                     or after[1].lower_ in _GLUED_VARIANTS or len(after[1].text) == 1 and after[1].is_alpha) \
                and after[1].ent_type_ == "":
            # "Llama-2-7B-chat", "Qwen2.5-72B-Instruct", "ViT-b" (a size letter), "PyTorch-opt" (a tuned setup of it)
            name = f"{name}-{after[1].text}"
            sid = _slug(name)
            glued = after[1]
            after = after[2:]
        if after and _SIZE.match(after[0].text):
            name = f"{name} {after[0].text}"
            sid = _slug(name)
            after = after[1:]
        elif after and glued.whitespace_ and _RELEASE.match(after[0].text) and after[0].ent_type_ == "":
            name = f"{name} {after[0].text}"  # "TensorFlow 1.7": a release is its own baseline
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
        elif len(after) == 2 and after[0].text in ("'s", "’s") and after[1].ent_type_ == "" \
                and _name_like(after[1].text):
            name = f"{name}{after[0].text} {after[1].text}"  # "Torchlet's DataPump": the owner's named component
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
    for gi, g in enumerate(groups):
        gtext = _word_text(g)
        owner = gtext.endswith(("'s", "’s"))
        possessive = possessive or owner
        hard = hardware_words and any(t.ent_type_ in ("HARDWARE", "HWCLASS") for t in g) or owner
        # a technique written as a proper name is also a baseline name ("ZeRO", "the 1F1B schedule")
        technique = "TECHNIQUE" in labels and any(t.ent_type_ == "TECHNIQUE" for t in g) and not _proper_technique(g, gtext)
        if not hard and not technique and gtext.lower() not in fillers and not NUMBER_FORMAT_START.match(gtext) and not _kind_word(gtext) \
                and not (cur_run and gtext.lower() in _DEVICE_HEADS) \
                and gtext.lower() not in _NIC_KINDS \
                and not (gtext[:1].isdigit() and _COUNTED_SETTING.match(gtext)) and (
            _name_like(gtext, capitalised_ok=not g[0].is_sent_start) or (cur_run and _SIZE.match(gtext))
            # "Switch Transformer", "Sparse Attention": a capitalised kind word continues a name
            or (cur_run and gtext[:1].isupper() and gtext.isalpha() and gtext.lower() not in _STOP_WORDS)
            or (cur_run and gtext == "&")  # "Wide & Deep Model": one name
            # "Index-Based Join Sampling": a title-cased compound opens a name when a capitalised word follows
            or (not cur_run and "-" in gtext and gi + 1 < len(groups) and _titled_compound(gtext)
                and _word_text(groups[gi + 1])[:1].isupper())
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
        if len(rest) > 1 and rest[0].text == "-" and not rest[0].whitespace_ and rest[1].lower_ in ("like", "style"):
            return BaselineItem(None, None, text)  # "DeepSpeed-Chat-like systems": a class like the name, unnamed
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
                or (len(rest_words) == 1 and rest_words[0] in _NAMED_HEADS and not NUMBER_FORMAT_START.match(run_text)
                    and (rest_words[0] != "baselines" or _listed_last(run))
                    and not _acronym_class(tokens, run, run_text, rest_words[0])) \
                or (len(rest_words) in (2, 3) and rest_words[-1] in _NAMED_HEADS and _compound_head(rest, run_text)
                    and not _class_of_kind(tokens, run, rest_words[-1])) \
                or (len(rest_words) == 1 and rest_words[0] in _WORKLOAD_WORDS and run_text[:1].isupper()):
            before = " ".join(t.lower_ for t in tokens if t.i < run[0][0].i)
            if _REFERENCE_FORM.search(before):
                return BaselineItem(None, None, text)  # "the full-precision Zorb model": the own reference, unnamed
            if rest_words and rest_words[-1] in _SETTING_HEADS and before.endswith("default"):
                return BaselineItem(None, None, text)  # "the default LRU baseline": a setting of a method, unnamed
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


def _listed_last(run) -> bool:
    """Whether the name ``run`` closes a list ("our A and B baselines": B after "and"), so that a plural kind word
    after it is shared by the listed names (not "the X baselines": several baselines of kind X)."""
    first = run[0][0]
    return first.i > 0 and first.doc[first.i - 1].lower_ in ("and", "or", ",")


#: Words that make the named kind after them a class of things ("existing", "state-of-the-art", ...).
_CLASS_WORDS = (r"state-of-the-art|sota|existing|prior|previous|other|popular|leading|mainstream|conventional|current|"
                r"recent|modern|standard|traditional|typical")
#: Words before "NAME <noun> <kinds>" that make it a class of products: "state-of-the-art LoRA serving systems"
_CLASS_BEFORE = re.compile(rf"(?<![\w-])(?:{_CLASS_WORDS}|many|several|all|most)$")


def _words_before(tokens, run) -> str:
    """The text of ``tokens`` before the name ``run``, without trailing whitespace."""
    return "".join(t.text_with_ws for t in tokens if t.i < run[0][0].i).rstrip()


def _class_of_kind(tokens, run, kind: str) -> bool:
    """Whether "NAME <noun> <kinds>" after a class word names a class of products in a plural kind ("than
    state-of-the-art LoRA serving systems"), not one product ("the Zorblax graph engine", "the A and B serving
    systems")."""
    if not kind.endswith("s"):
        return False
    return _CLASS_BEFORE.search(_words_before(tokens, run).lower()) is not None


#: A class word, then at most two lowercase modifiers, ending the words before an acronym: "existing disk-based".
_CLASS_THEN_MODIFIERS = re.compile(rf"(?<![\w-])(?:{_CLASS_WORDS})(?:\s+[a-z][a-z-]*){{0,2}}$")


def _acronym_class(tokens, run, run_text: str, kind: str) -> bool:
    """Whether an unknown acronym before a plural kind, after a class word, names a field, not a product: "prior RAG
    systems", "existing disk-based ANN systems" (unnamed), unlike "the Zorb system" or "ZorbDB engines".

    Examples:
        >>> import spacy
        >>> doc = spacy.blank("en")("existing disk-based ANN systems")
        >>> _acronym_class(list(doc), [[doc[4]]], "ANN", "systems"), _acronym_class(list(doc), [[doc[4]]], "ANN", "system")
        (True, False)
    """
    if not kind.endswith("s") or not (run_text.isupper() and run_text.isalpha() and 2 <= len(run_text) <= 5):
        return False
    return _CLASS_THEN_MODIFIERS.search(_words_before(tokens, run)) is not None


#: Kind words after "NAME-based" that make NAME the baseline: "FooNAS-based solutions".
_BASED_KINDS = frozenset("solution solutions approach approaches method methods system systems design designs baseline "
                         "baselines implementation implementations framework frameworks training inference serving pipeline pipelines".split())


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
    run = _heading_entity(tokens, "HARDWARE", ((fillers | {"the"}) - {"a", "an"}) | counted, heads=_HW_HEADS | _DEVICE_ROLES)
    if run is not None and _DEVICE_ROLES.intersection(rest := [t.lower_ for t in tokens if t.i > run[-1].i and not t.is_punct]) \
            and rest[-1] not in _HW_HEADS:
        run = None  # a role word only before a device noun: "the L4 inference GPU"
    if run is None:
        run = _heading_entity(tokens, "HARDWARE", fillers | {"the", "a", "an"} | counted, heads=_DEVICE_HEADS)
        if run is not None and not any(t.lower_ in _DEVICE_HEADS for t in tokens if t.i > run[-1].i):
            run = None  # "an NVIDIA H100" alone after an article: a setup more often than a baseline
    if not run:
        return None
    vendor = [t for t in tokens if t.i < run[0].i and t.lower_ in _VENDORS][-1:]
    name = "".join(t.text_with_ws for t in vendor + run).strip()
    return _remember_device(BaselineItem(name, run[0].ent_id_ or _slug(name), None), [t for t in tokens if t.i > run[-1].i])


#: Roles of a device between its name and its noun: "an NVIDIA L4 inference GPU".
_DEVICE_ROLES = frozenset("inference training datacenter data-center edge mobile consumer desktop server".split())
#: Words that place a device beside the paper's own: "a contemporary AMD MI50 GPU cluster".
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
#: Lowercase words glued to a known name by a hyphen that name a setup of it, another baseline: "PyTorch-opt",
#: "cuBLAS-naive" (never the known system itself; "TVM-tuned kernels" are kernels TVM tuned, so no "-tuned").
_GLUED_VARIANTS = frozenset("opt naive default".split())
# plural acronyms and "<X>-LLMs" name kinds of things ("DSAs", "AR-LLMs"), not one system
_KIND_WORD = re.compile(r"^[A-Z]{2,}(?:s|es)$|^[A-Z](?:[a-z]?[A-Z])+s$|-(?:LLMs|GPUs|CPUs|DNNs|models|systems|kernels)$|"
                        # "multi-DNN schedulers", "cross-GPU transfers": a lowercase prefix on a generic acronym
                        r"^(?:multi|cross|single|inter|intra|non|many|dual|per)-(?:DNN|LLM|GPU|CPU|NPU|TPU|FPGA|GNN|CNN|RNN|"
                        r"model|node|tenant|modal|agent|task|query|device|core|stage|hop|turn)s?$|"
                        r"-(?i:aware|based|driven|style|like|free|efficient|friendly|centric|oriented|specific|optimi[sz]ed|"
                        r"accelerated|enabled|powered|tuned|native|only|compatible)$")


def _titled_compound(word: str) -> bool:
    """Whether a hyphenated word is written in title case, every part capitalised then lowercase ("Index-Based").

    Examples:
        >>> _titled_compound("Index-Based"), _titled_compound("LLM-based"), _titled_compound("State-of-the-Art")
        (True, False, False)
    """
    return all(p[:1].isupper() and p[1:].islower() and p.isalpha() for p in word.split("-"))


def _kind_word(word: str) -> bool:
    """Whether a word names a kind of thing ("DSAs", "FooNAS-based"), not a word of a name; a title-cased
    "<Word>-Based" ("Index-Based Join Sampling", "Hash-Based") is a word of a name written in title case.

    Examples:
        >>> _kind_word("LLM-based"), _kind_word("Index-Based"), _kind_word("AR-LLMs")
        (True, False, True)
    """
    m = _KIND_WORD.search(word)
    return m is not None and not (word[:1].isupper() and m.group(0)[:1] == "-" and m.group(0)[1:2].isupper()
                                  and m.group(0)[2:].islower())


# technique aliases that stay generic even when written in capitals
_GENERIC_TECHNIQUES = frozenset("moe moes smoe kv kvs kvcache".split())


def _proper_technique(group, text: str) -> bool:
    """Whether a technique mention is written as a proper name ("ZeRO", "1F1B", "Ring Attention"): the whole word
    group is the entity, not lowercase, no precision format and no generic acronym ("MoE", "KV")."""
    return (all(t.ent_type_ == "TECHNIQUE" for t in group) and not text.islower() and not NUMBER_FORMAT_START.match(text)
            and text.lower() not in _GENERIC_TECHNIQUES and not group[0].is_sent_start)


#: A plural kind "built on" a known system: systems that use it (its host), not the system itself.
_BUILT_ON = re.compile(r"\b[a-z][\w-]*s\s+(?:\w+\s+)?(?:built|implemented|developed)\s+(?:on|upon|atop|on\s+top\s+of)$")

#: The plural kinds of methods whose class a known name only qualifies ("existing BERT compression methods").
_CLASS_HEADS = frozenset("methods approaches techniques works schemes algorithms".split())
_CLASS_OF = re.compile(r"\b(?:existing|prior|previous|other|state-of-the-art|conventional|traditional|popular|recent)$")

_TIME_WORDS = frozenset("recent latest new newest current own native".split())


#: What a system produces or is built from, after its possessive name: "ZorbDB's estimates" compares with ZorbDB.
_OWNERS_PARTS = frozenset(
    "estimates estimate estimator estimators planner plans optimizer optimizers scheduler schedules implementation "
    "implementations kernels kernel compiler runtime allocator heuristics heuristic predictions defaults default "
    "results outputs solution solutions mode modes version variant backend".split()
)
#: A setting word a possessive name's part may carry: "Zorbix's multi-GPU mode".
_SETTING_WORD = re.compile(r"^(?:multi|single|many)-[A-Za-z]+$")


def _owned_feature(groups, fillers) -> str | None:
    """"OpenAI's recent parallel function calling" -> "OpenAI's parallel function calling": a capitalised owner
    with a possessive, then only lowercase words whose last is no generic kind word. When those words only name
    what a system produces or is built from ("ZorbDB's estimates", "ZorbDB's query planner") or a measure of it
    ("Zorbix's speed"), the owner itself."""
    for k, g in enumerate(groups):
        text = _word_text(g)
        if not text.endswith(("'s", "’s")) or not text[:1].isupper() or any(t.ent_type_ for t in g):
            continue
        words = [_word_text(w) for w in groups[k + 1:]]
        kept = [w for w in words if w.lower() not in fillers and w.lower() not in _TIME_WORDS]
        owner = text[:-2]
        # a name (a capitalised word too, mid-sentence), not a company's ("AMD's own kernels" stay as written)
        system_owner = (_name_like(owner) or _name_like(owner, capitalised_ok=True) and not g[0].is_sent_start) \
            and owner.lower() not in owner_words() and owner.lower() not in _VENDORS
        if not words and k == len(groups) - 1 and system_owner:
            return owner  # "420x smaller than Zorbix's": the owner's own measure, the owner compared
        if kept and len(kept) <= 2 and (kept[-1] in _OWNERS_PARTS or kept[-1] in _metric_regex()[1]) and system_owner \
                and all(w.islower() or _SETTING_WORD.match(w) for w in kept):
            return owner  # (and "Zorbix's speed", "Zorbix's peak memory": a measure of the owner's)
        if kept and len(words) <= 5 and all(w.islower() and w.replace("-", "").isalpha() for w in words) \
                and kept[-1] not in _generic_heads() and not _BASELINE_WORDS.search(kept[-1]):
            return f"{text} {' '.join(kept)}"
        return None
    return None


_FLAG = re.compile(r"^--?[A-Za-z0-9][\w=.-]*$")


def _tool_with_flag(tokens):
    """The word written right before a command-line flag ("xz -9e", "gcc -O3", "Zorbcc -Os"), lowercase or
    shaped like a name, else ``None``: the tool is the baseline, its flags a setting (as the seeds write it)."""
    for a, b in zip(tokens, tokens[1:]):
        if (a.is_lower or _name_like(a.text, capitalised_ok=True)) and a.is_alpha and len(a.text) <= 10 \
                and a.lower_ not in _STOP_WORDS and a.lower_ not in _ARTICLES \
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


_MODEL_SIZE = re.compile(r"\d(?:\.\d+)?[bm]\b")
#: A parenthesised remark on what kind of thing a name is: "(CNN-based)", "(ViT-based)", "(attention-free)".
_PAREN_REMARK = re.compile(r"^[A-Za-z0-9]+-(?:based|style|like|free|only)$")
# "(2.1x)", "(by 40%)", "(4.03x faster)": a value in parentheses after a name, with at most two words of its own
_PAREN_VALUE = re.compile(r"^(?:by\s+)?(?:up\s+to\s+|~\s*)?[\d.]+\s*[×x%]?(?:\s*[-–~]\s*[\d.]+\s*[×x%]?)?(?:\s+[a-z][a-z-]*){0,2}$")
