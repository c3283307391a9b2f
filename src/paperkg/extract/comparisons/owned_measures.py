"""Baselines named through the measure a paper changes: "reduces the communication volume of ZeRO by 4x", "reduces
HuBERT's size by 75%", "speeds up Megatron-LM inference by 1.51x", "at a fraction of the cost of a cluster",
"GPT-4-level performance".

:func:`owned_measure_hits` gives each as a :class:`CueHit` for :func:`~.baseline_cues.cue_hits`. A model whose
serving measure improves ("the throughput of Llama-7B") is the workload, not a baseline (``_MODEL_FAMILY``); a model
made smaller ("reduces the size of VGG-16 by 49x", "reducing AlexNet by 5.46x") is the baseline of the compressed one.

Examples:
    >>> bool(_SPEEDS_UP.match("speeds up x")), bool(_FRACTION_OF.search("at a fraction of the cost of a cluster"))
    (True, True)
"""

from __future__ import annotations

import re

from paperkg.extract.vocab import owner_words

from .records import BaselineItem, CueHit, _name_like, _slug
from .metrics import _first_metric
from .baselines import _MODEL_SIZE, _item, _tokens_after, parse_baselines


#: The verbs that cut or raise a measure ("reduces", "cuts", "improves", ...).
_CHANGE_VERB = r"\b(?:reduc\w*|cut\w*|lower\w*|improv\w*|increas\w*|boost\w*|decreas\w*|halv\w*|shrink\w*)\s+"
_OWNER_CUE = re.compile(_CHANGE_VERB + r"(?:the\s+)?((?:[\w/-]+\s+){0,3}?)(?:of|(?:required|used|needed)\s+by)\s+(?=\S)")
_BY_NEXT = re.compile(r"\s+by\s")
# language-model families: "the latency of Llama 2" names the workload, not a baseline
_MODEL_FAMILY = re.compile(r"(?:llama|gpt|opt|bloom|mistral|mixtral|qwen|gemma|phi|falcon|t5|mt5|bert|roberta|vicuna|deepseek|"
                           r"claude|gemini|palm|chinchilla|gopher|pythia|olmo|yi|baichuan|internlm|chatglm|glm|"
                           r"vit|deit|swin|resnet|resnext|convnext|vgg|efficientnet|unet|dit|pixart)"
                           r"(?!\.[a-z])(?:\b|[-\d.])")  # not "llama.cpp"


#: A model's own size or computation: "reduces the size of VGG-16 by 49x", "the computation of CycleGAN by 21x" compare
#: the compressed model with that model, its baseline (unlike "the latency of Llama-2", a model that a system serves)
_SIZE_MEASURE = re.compile(r"(?:(?:model|storage|memory)\s+)?(?:size|storage|parameters|parameter\s+count|weights)|"
                           r"(?:(?:inference|training)\s+)?(?:computation|compute|flops|macs|operations)")


_OWNER_POSSESSIVE_CUE = re.compile(_CHANGE_VERB + r"(?P<x>[\w.+-]+)(?:'s|’s)\s+((?:[\w/-]+\s+){0,2}?[\w/-]+)\s+by\s")


def _owner_possessive_hits(sent, text: str) -> list[CueHit]:
    """"reduces HuBERT's size by 75%": a named system whose measure is cut or raised by a number is the baseline,
    written with a possessive (not a model family being served: "cuts Llama's latency by 2x")."""
    hits = []
    doc = sent.doc
    for m in _OWNER_POSSESSIVE_CUE.finditer(text):
        if not _first_metric(text, m.start(2), m.end(2) + 1) and "size" not in m.group(2):
            continue
        i = _tokens_after(sent, m.start("x"))
        if i >= sent.end or _MODEL_FAMILY.match(doc[i].lower_):
            continue
        tok = doc[i]
        if tok.ent_type_ == "SYSTEM":
            item = BaselineItem(tok.text, tok.ent_id_, None)
        elif _name_like(tok.text, capitalised_ok=True) and tok.lower_ not in owner_words():  # not "Google's costs"
            item = BaselineItem(tok.text, _slug(tok.text), None)
        else:
            continue
        hits.append(CueHit(m.start("x"), m.end("x"), "of", "better", (item,), False, m.start("x")))  # the measure after it
    return hits


# "speeds up Megatron-LM inference by 1.5x", "speeds GraphX up by up to 1.33x", "accelerates Zorbix by 2x"
_SPEEDS_UP = re.compile(r"\b(?:(?:speeds?|sped|speeding)\s+up|accelerat(?:es|ed|ing|e))\s+(?=\S)|\b(?:speeds?|sped|speeding)\s+(?=\S)")
_UP_BY_NEXT = re.compile(r"\s+(?:up\s+)?(?:(?:[\w-]+\s+){0,2}?(?:inference|training|serving|execution|queries|workloads?|jobs?)\s+)?by\s")


#: "speeds up ... of conventional GBDT": a class of methods named by its acronym, not one system
_CLASS_BEFORE_NAME = re.compile(r"\b(?:conventional|traditional|standard|vanilla|existing|classic|classical|regular)\s")


def _speeds_up_hits(sent, text: str) -> list[CueHit]:
    """"PABEE speeds up Megatron-LM inference by 1.51x", "speeds GraphX up by up to 1.33x": a named system that the
    paper's work makes faster by a number is the baseline (not a model being served: "accelerates Vicuna inference")."""
    hits = []
    doc = sent.doc
    for m in _SPEEDS_UP.finditer(text):
        i = _tokens_after(sent, m.end())
        particle_after = not m.group(0).rstrip().endswith("up") and "accelerat" not in m.group(0)  # "speeds X up"
        up = next((k for k in range(i + 1, min(sent.end, i + 5)) if doc[k].lower_ == "up"), None)
        if particle_after and up is not None:
            item = _item(doc[i: up], strong=False)  # "speeds GraphX up by ...": the name between the verb and "up"
            items, end, phrase_start = ((item,) if item else ()), doc[up - 1].idx + len(doc[up - 1]), doc[i].idx
        else:
            items, end, phrase_start = parse_baselines(sent, i, strong=True)  # named ones only (below)
            if len(items) == 1 and not items[0].id and i < sent.end:
                # "speeds up Zorbix-LM inference by": the glued name before the workload words
                k = i
                while k + 1 < sent.end and not doc[k].whitespace_:
                    k += 1
                item = _item(doc[i: k + 1], strong=False) if _name_like(doc[i: k + 1].text) else None
                if item is not None and item.id and _UP_BY_NEXT.match(text, doc[k].idx + len(doc[k]) - sent.start_char):
                    items, end = (item,), doc[k].idx + len(doc[k])
        stop = end - sent.start_char
        if not items or not all(it.id and it.name and _name_like(it.name, capitalised_ok=True) for it in items) \
                or any(_MODEL_FAMILY.match(it.id) for it in items) or _CLASS_BEFORE_NAME.search(text, m.end(), stop) \
                or text.startswith(("the original ", "the base ", "the vanilla "), phrase_start - sent.start_char) \
                or not _UP_BY_NEXT.match(text, stop) or particle_after and not text.startswith(" up", stop):
            continue
        hits.append(CueHit(m.start(), stop, "speeds up", "better", items, False, phrase_start - sent.start_char))
    return hits


# "at a fraction of the cost of a cluster", "uses a fraction of the memory of X": a saving against X, no number
_FRACTION_OF = re.compile(r"\ba\s+(?:small\s+|tiny\s+|mere\s+)?fraction\s+of\s+(?:the\s+)?(?P<m>[\w-]+(?:\s+[\w-]+)?)\s+"
                          r"(?:of|used\s+by|required\s+by|needed\s+by|taken\s+by)\s+(?=\S)")


_GERUND_START = re.compile(r"[a-z]+ing\s")


def _fraction_of_hits(sent, text: str) -> list[CueHit]:
    """"solves problems at a fraction of the cost of a cluster": the measure of X cut to a fraction, X the baseline
    (a gain without a number; the measure must be one: not "a fraction of the vertices of the graph")."""
    hits = []
    for m in _FRACTION_OF.finditer(text):
        if not _first_metric(text, m.start("m"), m.end("m") + 1):
            continue
        items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.end()), strong=True)
        if items and _GERUND_START.match(text, m.end()):
            # "a fraction of the cost of training CLIP on it": the cost of a run, unnamed (the model is its workload)
            stop = end - sent.start_char
            items = (BaselineItem(None, None, sent.text[m.end(): stop].strip()),)
        if items:
            hits.append(CueHit(m.start(), end - sent.start_char, "fraction of", "better", items, True, phrase_start - sent.start_char))
    return hits


# "GPT-4-level performance", "NeRF-comparable quality": a measure at the level of a named system, parity with it
_LEVEL_OF = re.compile(r"(?<![\w-])(?P<x>[a-z0-9][\w.+]*(?:-[\w.+]+)*?)-(?:level|comparable|class|grade)\s+"
                       r"(?:[\w-]+\s+)?(?:quality|performance|accuracy|results?|capabilit\w*|reasoning|speed|throughput)\b")


def _level_of_hits(sent, text: str) -> list[CueHit]:
    """"achieves GPT-4-level performance", "NeRF-comparable quality": parity with the named system whose level the
    measure reaches (a name only: "human-level accuracy" names no system)."""
    hits = []
    doc = sent.doc
    for m in _LEVEL_OF.finditer(text):
        name = sent.text[m.start("x"): m.end("x")]
        if not _name_like(name):
            continue
        i = _tokens_after(sent, m.start("x"))
        tok = doc[i] if i < sent.end else None
        sid = tok.ent_id_ if tok is not None and tok.ent_type_ == "SYSTEM" and tok.text == name else _slug(name)
        # the hit holds its measure ("-comparable quality" is the claim, not a setting held fixed)
        hits.append(CueHit(m.start(), m.end(), "level of", "parity", (BaselineItem(name, sid, None),), True, m.end()))
    return hits


def _owner_hits(sent, text: str) -> list[CueHit]:
    """"reduces the communication volume of ZeRO by 4x": a named system whose measure is cut or raised by a number
    is the baseline (not a model being served: "the throughput of Llama-7B")."""
    hits = []
    for m in _OWNER_CUE.finditer(text):
        size = _SIZE_MEASURE.fullmatch(m.group(1).strip()) is not None
        if not size and not _first_metric(text, m.start(1), m.end(1) + 1):
            continue
        items, end, phrase_start = parse_baselines(sent, _tokens_after(sent, m.end()), strong=False)
        stop = end - sent.start_char
        if not items or not all(it.id for it in items) or not _BY_NEXT.match(text, stop, stop + 4) \
                or _MODEL_SIZE.search(text, m.end(), stop) \
                or not size and any(_MODEL_FAMILY.match(it.id) for it in items):
            continue
        hits.append(CueHit(m.end() - 3, stop, "of", "better", items, False, phrase_start - sent.start_char))
        if (more := _BY_VALUE_NEXT.match(text, stop)) is not None:
            hits.extend(_names_by(sent, text, more.end()))  # "the computation of A by 21x, B by 12x and C by 33x"
    return hits


# "reducing AlexNet by 5.46x, VGG-S by 7.40x and GoogLeNet by 1.28x", "compresses BERT by 4x": a named model made
# smaller by a number, each name before its own "by"
_SHRINKS = re.compile(r"\b(?:compress(?:es|ed|ing)?|reduc(?:es|ed|ing|e)|prun(?:es|ed|ing|e)|shrink(?:s|ing)?|shrank)\s+(?=\S)")
#: "by 5.46x" and what lists a next owner after it (", ", ", and ", " and ")
_BY_VALUE = r"\s+by\s+(?:up\s+to\s+|about\s+|over\s+)?\d[\d.,]*\s*(?:x|×|times|%)?"
_LIST_NEXT = r"\s*,\s*(?:and\s+)?|\s+and\s+"
_NAME_BY = re.compile(rf"(?P<x>[\w.+-]+){_BY_VALUE}(?P<next>{_LIST_NEXT})?")


def _shrinks_hits(sent, text: str) -> list[CueHit]:
    """"reducing AlexNet by 5.46x, VGG-S by 7.40x ...", "compresses BERT by 4x": the named model that the paper's
    method makes smaller is the baseline of each value (the compressed model is compared with the original)."""
    hits = []
    for m in _SHRINKS.finditer(text):
        hits.extend(_names_by(sent, text, m.end()))
    return hits


def _names_by(sent, text: str, at: int) -> list[CueHit]:
    """One hit per "Name by N" from ``at`` on, listed with commas or "and" ("AlexNet by 5.46x, VGG-S by 7.40x and
    GoogLeNet by 1.28x"): each name is the baseline of the value after its "by" (see the pairing of "shrinks")."""
    hits = []
    doc = sent.doc
    while (n := _NAME_BY.match(text, at)) is not None:
        i = _tokens_after(sent, n.start("x"))
        if i >= sent.end or doc[i].idx - sent.start_char != n.start("x"):
            break
        name = sent.text[n.start("x"): n.end("x")]
        if not _name_like(name, capitalised_ok=True) or name.lower() in owner_words():
            break
        tok = doc[i]
        if tok.ent_type_ in ("HARDWARE", "HWCLASS", "TECHNIQUE"):
            break  # "reduces DRAM by 30%", "reduces KV cache by 2x": a resource, not a model
        sid = tok.ent_id_ if tok.ent_type_ == "SYSTEM" and tok.text == name else _slug(name)
        hits.append(CueHit(n.start("x"), n.end("x"), "shrinks", "better", (BaselineItem(name, sid, None),), False,
                           n.start("x")))
        if not n.group("next"):
            break
        at = n.end()
    return hits


#: The value after an owner's "by" and what lists the next owner: "... of Zorbix by 4x, Quaxo by 3x"
_BY_VALUE_NEXT = re.compile(rf"{_BY_VALUE}(?:{_LIST_NEXT})")


def owned_measure_hits(sent, text: str) -> list[CueHit]:
    """The hits of the readers above that the lowercased sentence ``text`` may hold (cheap word tests first)."""
    hits: list[CueHit] = _owner_hits(sent, text) if (" of " in text or "d by " in text) and " by " in text else []
    if " by " in text and ("compress" in text or "reduc" in text or "prun" in text or "shr" in text):
        hits.extend(_shrinks_hits(sent, text))
    if "'s " in text and " by " in text:
        hits.extend(_owner_possessive_hits(sent, text))
    if " by " in text and ("speed" in text or "sped " in text or "accelerat" in text):
        hits.extend(_speeds_up_hits(sent, text))
    if "fraction of " in text:
        hits.extend(_fraction_of_hits(sent, text))
    if "-level " in text or "-comparable " in text or "-class " in text or "-grade " in text:
        hits.extend(_level_of_hits(sent, text))
    return hits
