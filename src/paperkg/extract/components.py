"""paperkg's spaCy components, registered once (import this module to register them).

Each component is split like spaCy's ``SpanRuler``: ``match(doc)`` finds what
the component is about and ``set_annotations(doc, matches)`` writes it to the
doc; ``__call__`` is the two in a row.

* ``paperkg_paragraphs``: a sentence starts after every line break (the
  title is its own sentence); runs before the sentencizer.
* ``paperkg_vocab_filter``: drops vocabulary matches whose ``requires``
  context is missing ("DP" in a text that never speaks of parallelism).
* ``paperkg_proposed``: the names of the systems the paper proposes
  (``doc._.proposed``).
* ``paperkg_comparisons``: the comparisons of every sentence
  (``doc._.comparisons``: :class:`SentenceComparison` tuples).

A doc's text is the paper's title, a blank line, then the abstract.
"""

from __future__ import annotations

import bisect
import functools
import re
from typing import NamedTuple

from spacy.language import Language
from spacy.tokens import Doc, Span

from paperkg.extract.comparisons import Found, prefilter, sentence_comparisons
from paperkg.extract.quantities import lowered
from paperkg.extract.names import proposed_in_sentence, proposed_in_title, is_name_like, acronym_for
from paperkg.extract.vocab import cues, requirements

__all__ = [
    "ParagraphBreaks",
    "VocabularyFilter",
    "TechniqueCues",
    "ProposedSystems",
    "ComparisonFinder",
    "SentenceComparison",
    "title_end",
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
    """The doc's vocabulary matches, computed once by ``paperkg_vocab_filter``."""
    cached = doc.user_data.get("paperkg_mentions")
    if cached is None:
        cached = tuple(Mention(e.start, e.end, e.start_char, e.end_char, e.label_, e.ent_id_, e.text) for e in doc.ents)
        doc.user_data["paperkg_mentions"] = cached
    return cached


def sentences(doc: Doc) -> list[Span]:
    """The doc's sentences, computed once."""
    cached = doc.user_data.get("paperkg_sents")
    if cached is None:
        cached = [(s.start, s.end) for s in doc.sents]
        doc.user_data["paperkg_sents"] = cached
    return [doc[a:b] for a, b in cached]


class SentenceComparison(NamedTuple):
    """A comparison with where it was found: doc character offsets of its sentence."""

    start: int
    end: int
    subject: str | None
    hardware: tuple[str, ...]
    found: Found


def title_end(doc: Doc) -> int:
    """Character offset where the title ends (the blank line before the abstract)."""
    end = doc.text.find("\n\n")
    return end if end >= 0 else 0


class ParagraphBreaks:
    """Start a sentence at the first token after a line break."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[int]:
        starts = []
        for m in re.finditer(r"\n\s*(?=\S)", doc.text):
            span = doc.char_span(m.end(), m.end() + 1, alignment_mode="expand")
            if span is not None and span.start > 0:
                starts.append(span.start)
        return starts

    def set_annotations(self, doc: Doc, starts: list[int]) -> Doc:
        for i in starts:
            doc[i].is_sent_start = True
        return doc


class VocabularyFilter:
    """Remove entity matches whose vocabulary entry ``requires`` a context the text lacks."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[Mention]:
        req = requirements()
        dropped = []
        lowered = None
        for ent in mentions(doc):
            pattern = req.get((ent.id, ent.text.lower()))
            if pattern is None:
                continue
            if ent.text.isupper() and _defined_otherwise(doc.text, ent.text, ent.id):
                dropped.append(ent)  # "PP" defined as "patch parallelism" is not pipeline parallelism
                continue
            lowered = lowered if lowered is not None else doc.text.lower()
            # the mention itself must not be what satisfies its requirement
            if not any(m.start() < ent.start_char or m.end() > ent.end_char for m in pattern.finditer(lowered)):
                dropped.append(ent)
        return dropped

    def set_annotations(self, doc: Doc, dropped: list[Mention]) -> Doc:
        if dropped:
            gone = {(e.start, e.end) for e in dropped}
            doc.ents = [e for e in doc.ents if (e.start, e.end) not in gone]
            doc.user_data["paperkg_mentions"] = tuple(m for m in mentions(doc) if (m.start, m.end) not in gone)
        return doc


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

        return sorted(coordinated_techniques(doc.text) | cue_techniques(doc.text))

    def set_annotations(self, doc: Doc, ids: list[str]) -> Doc:
        doc._.techniques = tuple(ids)
        return doc


@functools.cache
def _proposal_verbs() -> tuple[str, ...]:
    return tuple(c["word"] for c in cues()["proposal"])


_CONTRIBUTION = re.compile(r"\b(?:we|our|ours|this\s+(?:paper|work|article|study)|in\s+this\s+(?:paper|work)|here)\b")
_PROPOSAL_HINT = re.compile(
    r"propos|present|introduc|develop|design|build|implement|describ|releas|contribut|offer|creat|construct|curat|"
    r"devis|unveil|report|put forward|establish|formulat|call|nam|dub|term"
)
_SENT_NAME = re.compile(r"^(?P<name>[A-Z][\w.+!-]*[\w+!])(?:\s*\((?P<acr>[A-Z][\w-]*)\))?,\s+(?:an?|the)\s")


class ProposedSystems:
    """Find the names of the systems a paper proposes (title, "we present X", acronyms)."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[str]:
        end = title_end(doc)
        title = doc.text[:end]
        abstract = doc.text[end:]
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
            if known.get(head.lower()) not in ("HARDWARE", "HWCLASS", "TECHNIQUE"):
                names.append(acr or head)
        for sent in sentences(doc):
            if sent.start_char < end:
                continue
            text = sent.text
            if len(names) >= 6:
                break
            low = lowered(text)
            if _PROPOSAL_HINT.search(low) and _CONTRIBUTION.search(low):
                for name in proposed_in_sentence(text, verbs):
                    if known.get(name.lower()) in ("HARDWARE", "HWCLASS", "TECHNIQUE"):
                        continue
                    names.append(name)
            m = _SENT_NAME.match(text)
            if m and is_name_like(m.group("name")) and (
                m.group("name").lower() in title.lower() or known.get(m.group("name").lower()) is None
            ):
                names.append(m.group("acr") or m.group("name"))
        # a long title head whose acronym the abstract defines
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
        sents = [s for s in sentences(doc) if s.start_char >= end]
        hardware_by_sent: dict[int, list[str]] = {}
        starts = [s.start for s in sents]
        for ent in mentions(doc):
            if ent.label == "HARDWARE" and ent.start_char >= end:
                k = bisect.bisect_right(starts, ent.start) - 1
                if k >= 0:
                    hardware_by_sent.setdefault(starts[k], []).append(ent.id)
        lowered_names = [(p.lower(), p) for p in proposed]
        started = False
        setting: tuple[str, ...] = ()
        out: list[SentenceComparison] = []
        for sent in sents:
            text = lowered(sent.text)
            mentioned = [p for low, p in lowered_names if _mentions(text, low)]
            if not started and (_CONTRIBUTION.search(text) or mentioned):
                started = True
            hw = tuple(dict.fromkeys(hardware_by_sent.get(sent.start, ())))
            if hw and _EVAL_SETTING.search(text):
                current = hw
            else:
                current = hw or setting
            if not started or not prefilter(text):
                if hw and _EVAL_SETTING.search(text):
                    setting = hw
                continue
            subject = mentioned[0] if mentioned else (proposed[0] if proposed else None)
            for found in sentence_comparisons(sent, proposed=proposed):
                out.append(SentenceComparison(sent.start_char, sent.end_char, subject, current, found))
            if hw and _EVAL_SETTING.search(text):
                setting = hw
        return out

    def set_annotations(self, doc: Doc, found: list[SentenceComparison]) -> Doc:
        doc._.comparisons = tuple(found)
        return doc


@Language.factory("paperkg_paragraphs")
def make_paragraphs(nlp: Language, name: str) -> ParagraphBreaks:
    """Factory of :class:`ParagraphBreaks`."""
    return ParagraphBreaks()


@Language.factory("paperkg_vocab_filter")
def make_vocab_filter(nlp: Language, name: str) -> VocabularyFilter:
    """Factory of :class:`VocabularyFilter`."""
    return VocabularyFilter()


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
