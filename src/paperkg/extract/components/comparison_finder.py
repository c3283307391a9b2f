"""The comparison component (``paperkg_comparisons``), and the baselines an abstract says it compares against.

:class:`ComparisonFinder` writes ``doc._.comparisons``: each sentence's comparisons
(:func:`paperkg.extract.comparisons.sentence_comparisons`) as :class:`SentenceComparison` tuples, from the first
sentence about the paper's own work on, with the sentence's subject (a proposed name it mentions) and hardware
context (named devices of the sentence, or of the last evaluation setting). :func:`compared_baselines` reads
"We compare Quill against A and B". Built on :mod:`.doc_state` and :mod:`.contribution`.

Examples:
    >>> _mentioned("quill beats orca-x; quillfast too", [("quill", "Quill"), ("orca", "Orca")])
    ['Quill']
"""

from __future__ import annotations

import bisect
import functools
import re
from typing import NamedTuple

from spacy.tokens import Doc, Span

from paperkg.extract.comparisons import (
    Found,
    Lazy,
    carry_baseline,
    is_study_doc,
    prefilter_lowered,
    quality_context,
    sentence_comparisons,
)
from paperkg.extract.comparisons.records import mentions_word
from paperkg.extract.comparisons.sentence import may_name_these
from paperkg.extract.comparisons.studies import names_own_design
from paperkg.extract.comparisons.topics import bare_network_metric, network_title
from paperkg.extract.hardware_memory import stated_variant
from paperkg.extract.names import compared_names

from .doc_state import BatchedComponent, lower_text_of, mentions, result, sentences, set_result, text_of, title_end
from .contribution import _contributing, _contribution


class SentenceComparison(NamedTuple):
    """A comparison with where it was found: doc character offsets of its sentence."""

    start: int
    end: int
    subject: str | None
    hardware: tuple[str, ...]
    found: Found


#: The verbs of :func:`~paperkg.extract.names.compared_names`, as they must occur in the lowercased text.
_COMPARE_CUES = (" compare ", " evaluate ", " benchmark ")


def compared_baselines(doc: Doc, proposed: tuple[str, ...] | list[str]) -> list[str]:
    """The names the abstract says the paper compares itself against ("We compare Quill against A and B, on ..."),
    number or not (see :func:`~paperkg.extract.names.compared_names`); a listed device, device class or technique
    is left to the comparisons. Only sentences holding " compare ", " evaluate " or " benchmark " are read.

    Examples:
        >>> from paperkg.extract import build_nlp
        >>> from paperkg.extract.components import compared_baselines
        >>> nlp = build_nlp()
        >>> doc = nlp("Quill: a planner\\n\\nWe compare Quill against Zorblax and an NVIDIA A100 GPU on ten tasks.")
        >>> compared_baselines(doc, ("Quill",))
        ['Zorblax']
    """
    low = lower_text_of(doc)
    end = title_end(doc)
    cues = [c for c in _COMPARE_CUES if low.find(c, end) >= 0]
    if not cues:
        return []
    text = text_of(doc)
    others = [m for m in mentions(doc) if m.label != "SYSTEM"]
    out = []
    for s in sentences(doc):
        if s.start_char < end or not any(low.find(c, s.start_char, s.end_char) >= 0 for c in cues):
            continue
        for a, b in compared_names(text[s.start_char:s.end_char], proposed):
            a, b = a + s.start_char, b + s.start_char
            if not any(m.start_char < b and a < m.end_char for m in others):
                out.append(text[a:b])
    return out


_EVAL_SETTING = re.compile(
    r"\b(?:evaluat\w*|experiment\w*|benchmark\w*|measur\w*|test\w*|results?|runs?|running|deploy\w*|on\s+(?:\d+|an?|the|eight|four|two|sixteen)?\s*\S*\s*(?:gpus?|tpus?|npus?|fpgas?|cpus?|nodes|servers|clusters?)|using|with)\b"
)


def _mentioned(text: str, lowered_names: list[tuple[str, str]]) -> list[str]:
    """The names (``(lowercased, as written)`` pairs) that the lowercased ``text`` mentions as whole words."""
    return [name for low, name in lowered_names if low in text and mentions_word(text, low)]


class ComparisonFinder(BatchedComponent):
    """Every comparison of the abstract's sentences, with subject and hardware context."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[SentenceComparison]:
        end = title_end(doc)
        proposed = list(result(doc, "proposed"))
        if is_study_doc(doc) and not proposed and not names_own_design(lower_text_of(doc)):
            return []  # an evaluation or survey of others' products claims nothing (see sentence_comparisons)
        sents = [s for s in sentences(doc) if s.start_char >= end and s.end_char > s.start_char]
        hardware_by_sent: dict[int, list[str]] = {}
        starts = [s.start for s in sents]
        for ent in mentions(doc):
            if ent.label == "HARDWARE" and ent.start_char >= end:
                k = bisect.bisect_right(starts, ent.start) - 1
                if k >= 0:
                    # "an A100 GPU with 40 GB of memory": the variant, as for the paper's hardware
                    hardware_by_sent.setdefault(starts[k], []).append(stated_variant(ent.id, text_of(doc), ent.end_char))
        lowered_names = [(p.lower(), p) for p in proposed]
        started = False
        low = lower_text_of(doc)
        quality = Lazy(functools.partial(quality_context, low))  # asked only when a rule needs it
        setting: tuple[str, ...] = ()
        previous: list[Found] = []
        previous_text = ""
        previous_span = None
        out: list[SentenceComparison] = []
        new = tuple.__new__
        contributing = _contributing(doc)
        network: bool | None = None
        for sent in sents:
            text = low[sent.start_char: sent.end_char]
            mentioned = None
            if not started:
                contributes = contributing.get(sent.start_char)
                if contributes is None:
                    contributes = _contribution(text)
                if contributes:
                    started = True
                else:
                    mentioned = _mentioned(text, lowered_names)
                    started = bool(mentioned)
            hw = tuple(dict.fromkeys(hardware_by_sent[sent.start])) if sent.start in hardware_by_sent else ()
            is_setting = bool(hw) and _EVAL_SETTING.search(text) is not None
            current = hw or setting
            if not started or not prefilter_lowered(text):
                if is_setting:
                    setting = hw
                previous, previous_text, previous_span = [], text, sent
                continue
            if mentioned is None:
                mentioned = _mentioned(text, lowered_names)
            subject = mentioned[0] if mentioned else (proposed[0] if proposed else None)
            span = Span(doc, sent.start, sent.end)  # ``doc[sent.start: sent.end]`` without its slice checks
            # the sentence before is read as a Span only for a "respectively" list or "these systems" (see carry_baseline)
            previous_sent = doc[previous_span.start: previous_span.end] \
                if previous_span is not None and ("respectively" in text or may_name_these(text)) else None
            found_here = carry_baseline(previous, sentence_comparisons(span, proposed=proposed, quality=quality),
                                        previous_text, previous_sent, text, proposed)
            previous, previous_text, previous_span = found_here, text, sent
            if network is None:
                network = network_title(text_of(doc)[:end])  # once per abstract, when a sentence found something
            if network:  # "Kestrel outperforms Zorbix by 6x": a transport's bare gain is a communication gain
                found_here = [f._replace(metric=bare_network_metric(text, f.metric)) if f.value is not None else f
                              for f in found_here]
            for found in found_here:  # ``SentenceComparison(...)`` without its Python-level ``__new__``
                out.append(new(SentenceComparison, (sent.start_char, sent.end_char, subject, current, found)))
            if is_setting:
                setting = hw
        return out

    def set_annotations(self, doc: Doc, found: list[SentenceComparison]) -> Doc:
        set_result(doc, "comparisons", tuple(found))
        return doc
