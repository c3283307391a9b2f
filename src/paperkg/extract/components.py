"""paperkg's spaCy components, registered once (import this module to register them).

Each component is split like spaCy's ``SpanRuler``: ``match(doc)`` finds what
the component is about and ``set_annotations(doc, matches)`` writes it to the
doc; ``__call__`` is the two in a row.

* ``paperkg_paragraphs``: a sentence starts after every line break (the
  title is its own sentence); runs before the sentencizer.
* ``paperkg.vocabulary_filter.v1``: the entity filter of the vocabulary
  ruler (longest match first; drops matches whose exact casing or
  ``requires`` context is missing: "DP" in a text that never speaks of
  parallelism).
* ``paperkg_techniques``: techniques named in coordinations ("tensor and
  pipeline parallelism") or by cue regexes (``doc._.techniques``).
* ``paperkg_proposed``: the names of the systems the paper proposes
  (``doc._.proposed``).
* ``paperkg_comparisons``: the comparisons of every sentence
  (``doc._.comparisons``: :class:`SentenceComparison` tuples).

A doc's text is the paper's title, a blank line, then the abstract. Work is
shared through ``doc.user_data`` (the text, its lowercased copy, the kept
vocabulary matches, the sentence offsets), computed once per doc: spaCy
rebuilds ``doc.text`` and ``doc.ents`` from every token on each access.
"""

from __future__ import annotations

import bisect
import functools
import re
from typing import NamedTuple

from spacy.attrs import IDX, SENT_START
from spacy.language import Language
from spacy.tokens import Doc
from spacy.util import filter_spans, registry

from paperkg.extract.comparisons import Found, _prefilter_regex, carry_baseline, quality_context, sentence_comparisons
from paperkg.extract.names import (
    acronym_for,
    introduced_acronyms,
    is_name_like,
    named_by_us,
    proposed_in_sentence,
    proposed_in_title,
)
from paperkg.extract.quantities import lowered
from paperkg.extract.vocab import cues, exact_forms, requirements

__all__ = [
    "ParagraphBreaks",
    "VocabularyFilter",
    "keep_mention",
    "TechniqueCues",
    "ProposedSystems",
    "ComparisonFinder",
    "SentenceComparison",
    "Mention",
    "Sentence",
    "title_end",
    "text_of",
    "lower_text_of",
    "mentions",
    "sentences",
]

if not Doc.has_extension("proposed"):
    Doc.set_extension("proposed", default=())
if not Doc.has_extension("comparisons"):
    Doc.set_extension("comparisons", default=())
if not Doc.has_extension("techniques"):
    Doc.set_extension("techniques", default=())


class Mention(NamedTuple):
    """A vocabulary match, kept as plain data (reading ``doc.ents`` walks the whole doc)."""

    start: int
    end: int
    start_char: int
    end_char: int
    label: str
    id: str
    text: str


def mentions(doc: Doc) -> tuple[Mention, ...]:
    """The doc's vocabulary matches, kept by :class:`VocabularyFilter` (read from ``doc.ents`` otherwise)."""
    cached = doc.user_data.get("paperkg_mentions")
    if cached is None:
        cached = tuple(Mention(e.start, e.end, e.start_char, e.end_char, e.label_, e.ent_id_, e.text) for e in doc.ents)
        doc.user_data["paperkg_mentions"] = cached
    return cached


class Sentence(NamedTuple):
    """A sentence as token and character offsets (cheaper than a ``Span`` until one is needed)."""

    start: int
    end: int
    start_char: int
    end_char: int


def sentences(doc: Doc) -> list[Sentence]:
    """The doc's sentences, computed once from the sentence-start flags."""
    cached = doc.user_data.get("paperkg_sents")
    if cached is None:
        text = text_of(doc)
        arr = doc.to_array([SENT_START, IDX])
        starts = [i for i, flag in enumerate(arr[:, 0].tolist()) if flag == 1 or i == 0]
        idx = arr[:, 1].tolist()
        cached = []
        for k, a in enumerate(starts):
            b = starts[k + 1] if k + 1 < len(starts) else len(doc)
            end_char = idx[b] if b < len(doc) else len(text)
            while end_char > idx[a] and text[end_char - 1].isspace():
                end_char -= 1
            start_char = idx[a]
            while start_char < end_char and text[start_char].isspace():
                start_char += 1
            cached.append(Sentence(a, b, start_char, end_char))
        doc.user_data["paperkg_sents"] = cached
    return cached


class SentenceComparison(NamedTuple):
    """A comparison with where it was found: doc character offsets of its sentence."""

    start: int
    end: int
    subject: str | None
    hardware: tuple[str, ...]
    found: Found


def text_of(doc: Doc) -> str:
    """``doc.text``, computed once (spaCy rebuilds it from the tokens on every access)."""
    text = doc.user_data.get("paperkg_text")
    if text is None:
        text = doc.user_data["paperkg_text"] = doc.text
    return text


def lower_text_of(doc: Doc) -> str:
    """The doc's text, lowercased (same length), computed once."""
    low = doc.user_data.get("paperkg_lower")
    if low is None:
        low = doc.user_data["paperkg_lower"] = lowered(text_of(doc))
    return low


def title_end(doc: Doc) -> int:
    """Character offset where the title ends (the blank line before the abstract)."""
    end = text_of(doc).find("\n\n")
    return end if end >= 0 else 0


class ParagraphBreaks:
    """Start a sentence at the first token after a line break."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[int]:
        starts = []
        for m in re.finditer(r"\n\s*(?=\S)", text_of(doc)):
            span = doc.char_span(m.end(), m.end() + 1, alignment_mode="expand")
            if span is not None and span.start > 0:
                starts.append(span.start)
        return starts

    def set_annotations(self, doc: Doc, starts: list[int]) -> Doc:
        for i in starts:
            doc[i].is_sent_start = True
        return doc


def keep_mention(doc: Doc, mention: Mention) -> bool:
    """Whether a vocabulary match stands: exact casing where the entry asks for it, and its ``requires`` context.

    "ladder" is not the system Ladder; "DP" is data parallelism only in a text
    that speaks of parallelism elsewhere; "PP" that the abstract defines as
    "patch parallelism" is not pipeline parallelism.
    """
    key = (mention.id, mention.text.lower())
    forms = exact_forms().get(key)
    if forms is not None and mention.text not in forms:
        return False
    pattern = requirements().get(key)
    if pattern is None:
        return True
    if mention.text.isupper() and _defined_otherwise(text_of(doc), mention.text, mention.id):
        return False
    # the mention itself must not be what satisfies its requirement
    return any(m.start() < mention.start_char or m.end() > mention.end_char for m in pattern.finditer(lower_text_of(doc)))


class VocabularyFilter:
    """The entity filter of the vocabulary ``span_ruler`` (``ents_filter``): longest match first, then :func:`keep_mention`.

    It also keeps the surviving matches as :class:`Mention` tuples in the doc,
    so no later step has to read ``doc.ents`` back (which walks every token).
    """

    def __call__(self, entities, spans):
        # the span ruler hands matches over as a set: sort them so that ties break the same way in every process
        ordered = sorted(list(entities) + list(spans), key=lambda sp: (sp.start, sp.end, sp.label_, sp.id_))
        kept = filter_spans(ordered)
        if not kept:
            return kept
        doc = kept[0].doc
        out, cached = [], []
        for span in kept:
            mention = Mention(span.start, span.end, span.start_char, span.end_char, span.label_, span.id_,
                              text_of(doc)[span.start_char: span.end_char])
            if keep_mention(doc, mention):
                out.append(span)
                cached.append(mention)
        doc.user_data["paperkg_mentions"] = tuple(sorted(cached))
        return out


@registry.misc("paperkg.vocabulary_filter.v1")
def make_vocabulary_filter() -> VocabularyFilter:
    """The ``ents_filter`` of the vocabulary ruler (see :class:`VocabularyFilter`)."""
    return VocabularyFilter()


def _defined_otherwise(text: str, acronym: str, ident: str) -> bool:
    """Whether ``text`` defines ``acronym`` ("long form (ACR)") as something other than ``ident``."""
    if f"({acronym})" not in text:
        return False
    long_form = acronym_for(text, acronym)
    if long_form is None:
        return False
    return ident.replace("-", " ") not in long_form.lower().replace("-", " ")


class TechniqueCues:
    """Techniques from coordinations ("tensor and pipeline parallelism") and cue regexes (``doc._.techniques``)."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[str]:
        from paperkg.extract.techniques import coordinated_techniques, cue_techniques

        low = lower_text_of(doc)
        return sorted(coordinated_techniques(low) | cue_techniques(low))

    def set_annotations(self, doc: Doc, ids: list[str]) -> Doc:
        doc._.techniques = tuple(ids)
        return doc


@functools.cache
def _proposal_verbs() -> tuple[str, ...]:
    return tuple(c["word"] for c in cues()["proposal"])


@functools.cache
def _proposal_hint() -> re.Pattern[str]:
    """A cheap test for a proposal sentence: the first letters of every proposal verb, or a naming word."""
    stems = {w.lower()[:5] for w in _proposal_verbs()} | {"call", "name", "dub", "term", "coin", "novel"}
    return re.compile(r"\b(?:" + "|".join(sorted(re.escape(x) for x in stems)) + ")")


_CONTRIBUTION = re.compile(r"\b(?:we|our|ours|this\s+(?:paper|work|article|study)|in\s+this\s+(?:paper|work)|here)\b")
_SENT_NAME = re.compile(r"^(?P<name>[A-Z][\w.+!-]*[\w+!])(?:\s*\((?P<acr>[A-Z][\w-]*)\))?,\s+(?:an?|the)\s")


_STUDY = re.compile(r"\b(?:evaluat\w*|dissect\w*|understand\w*|characteri[sz]\w*|benchmarking|microbenchmark\w*|study|survey|analysis|comparison|performance\s+of)\b", re.IGNORECASE)


def _not_a_system(name: str, known: dict[str, str], *, hardware_ok: bool = False) -> bool:
    """Whether ``name`` cannot be a proposed system.

    A hardware class never is; a named device only where the paper presents
    it as its own design (``hardware_ok``: "TPU v4: ..." titles, "we present
    TPU v4"); a technique only when it has a proper name ("PagedAttention",
    not "TP").
    """
    label = known.get(name.lower())
    if label == "HWCLASS" or (label == "HARDWARE" and not hardware_ok):
        return True
    return label == "TECHNIQUE" and (name.isupper() or not re.search(r"[a-z][A-Z]", name))


class ProposedSystems:
    """Find the names of the systems a paper proposes (title, "we present X", acronyms)."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[str]:
        end = title_end(doc)
        title = text_of(doc)[:end]
        abstract = text_of(doc)[end:]
        verbs = _proposal_verbs()
        names: list[str] = []
        known = {e.text.lower(): e.label for e in mentions(doc)}
        head = proposed_in_title(title) if title else None
        if head:
            words = head.split()
            acr = None
            if len(words) > 1:
                m = re.search(re.escape(head) + r"\s*\((?P<acr>[A-Za-z][\w-]*)\)", abstract, re.IGNORECASE)
                acr = m.group("acr") if m and is_name_like(m.group("acr")) else None
                if acr is None and words[-1].isupper() and len(words[-1]) > 1 and f"({words[-1]})" in abstract:
                    acr = words[-1]  # "PyTorch FSDP" whose abstract defines "... (FSDP)": the acronym is the name
            if not _not_a_system(head, known, hardware_ok=not _STUDY.search(title)):
                names.append(acr or head)
        full, full_low = text_of(doc), lower_text_of(doc)
        for sent in sentences(doc):
            if sent.start_char < end or sent.start_char == sent.end_char:
                continue
            if len(names) >= 6:
                break
            text = full[sent.start_char: sent.end_char]
            low = full_low[sent.start_char: sent.end_char]
            hinted = _proposal_hint().search(low) is not None
            if hinted and _CONTRIBUTION.search(low):
                for name in proposed_in_sentence(text, verbs):
                    if _not_a_system(name, known, hardware_ok=not _STUDY.search(title) and not _STUDY.search(low)):
                        continue
                    names.append(name)
            if ("(" in text and (hinted or "novel" in low or "our" in low)) or ", our" in low or ", a novel" in low or ", a new" in low:
                names.extend(n for n in introduced_acronyms(text) if known.get(n.lower()) not in ("HARDWARE", "HWCLASS"))
            if hinted or " propos" in low or " introduc" in low:
                names.extend(n for n in named_by_us(text, names) if not _not_a_system(n, known))
            m = _SENT_NAME.match(text)
            if m and is_name_like(m.group("name")) and (
                m.group("name").lower() in title.lower() or known.get(m.group("name").lower()) is None
            ):
                names.append(m.group("acr") or m.group("name"))
        # numbered variants of a proposed name that the abstract uses ("Name-1 ... Name-2")
        for n in list(names):
            if n[-1:].isalpha():
                names.extend(dict.fromkeys(re.findall(r"\b" + re.escape(n) + r"-\d+\b", abstract)))
        out: list[str] = []
        seen: set[str] = set()
        for n in names:
            key = re.sub(r"[^a-z0-9]", "", n.lower())
            if key and key not in seen:
                seen.add(key)
                out.append(n)
        return out

    def set_annotations(self, doc: Doc, names: list[str]) -> Doc:
        doc._.proposed = tuple(names)
        return doc


_DIGIT = re.compile(r"\d")
_EVAL_SETTING = re.compile(
    r"\b(?:evaluat\w*|experiment\w*|benchmark\w*|measur\w*|test\w*|results?|runs?|running|deploy\w*|on\s+(?:\d+|an?|the|eight|four|two|sixteen)?\s*\S*\s*(?:gpus?|tpus?|npus?|fpgas?|cpus?|nodes|servers|clusters?)|using|with)\b"
)


def _mentions(text: str, name: str) -> bool:
    """Whether ``name`` occurs in ``text`` as a whole word (both lowercased)."""
    pos = text.find(name)
    while pos >= 0:
        before = text[pos - 1] if pos else " "
        after = text[pos + len(name)] if pos + len(name) < len(text) else " "
        if not (before.isalnum() or before == "-") and not (after.isalnum() or after == "-"):
            return True
        pos = text.find(name, pos + 1)
    return False


class ComparisonFinder:
    """Every comparison of the abstract's sentences, with subject and hardware context."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[SentenceComparison]:
        end = title_end(doc)
        proposed = list(doc._.proposed)
        sents = [s for s in sentences(doc) if s.start_char >= end and s.end_char > s.start_char]
        hardware_by_sent: dict[int, list[str]] = {}
        starts = [s.start for s in sents]
        for ent in mentions(doc):
            if ent.label == "HARDWARE" and ent.start_char >= end:
                k = bisect.bisect_right(starts, ent.start) - 1
                if k >= 0:
                    hardware_by_sent.setdefault(starts[k], []).append(ent.id)
        lowered_names = [(p.lower(), p) for p in proposed]
        started = False
        quality = quality_context(lower_text_of(doc))
        setting: tuple[str, ...] = ()
        previous: list[Found] = []
        previous_text = ""
        previous_span = None
        out: list[SentenceComparison] = []
        for sent in sents:
            text = lower_text_of(doc)[sent.start_char: sent.end_char]
            mentioned = [p for low, p in lowered_names if _mentions(text, low)]
            if not started and (_CONTRIBUTION.search(text) or mentioned):
                started = True
            hw = tuple(dict.fromkeys(hardware_by_sent.get(sent.start, ())))
            is_setting = bool(hw) and _EVAL_SETTING.search(text) is not None
            current = hw or setting
            if not started or not (_DIGIT.search(text) or _prefilter_regex().search(text)):
                if is_setting:
                    setting = hw
                previous, previous_text, previous_span = [], text, doc[sent.start: sent.end]
                continue
            subject = mentioned[0] if mentioned else (proposed[0] if proposed else None)
            span = doc[sent.start: sent.end]
            found_here = carry_baseline(previous, sentence_comparisons(span, proposed=proposed, quality=quality),
                                        previous_text, previous_span, text)
            previous, previous_text, previous_span = found_here, text, span
            for found in found_here:
                out.append(SentenceComparison(sent.start_char, sent.end_char, subject, current, found))
            if is_setting:
                setting = hw
        return out

    def set_annotations(self, doc: Doc, found: list[SentenceComparison]) -> Doc:
        doc._.comparisons = tuple(found)
        return doc


@Language.factory("paperkg_paragraphs")
def make_paragraphs(nlp: Language, name: str) -> ParagraphBreaks:
    """Factory of :class:`ParagraphBreaks`."""
    return ParagraphBreaks()


@Language.factory("paperkg_techniques")
def make_techniques(nlp: Language, name: str) -> TechniqueCues:
    """Factory of :class:`TechniqueCues`."""
    return TechniqueCues()


@Language.factory("paperkg_proposed")
def make_proposed(nlp: Language, name: str) -> ProposedSystems:
    """Factory of :class:`ProposedSystems`."""
    return ProposedSystems()


@Language.factory("paperkg_comparisons")
def make_comparisons(nlp: Language, name: str) -> ComparisonFinder:
    """Factory of :class:`ComparisonFinder`."""
    return ComparisonFinder()
