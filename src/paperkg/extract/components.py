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

import functools
import re
from typing import NamedTuple

from spacy.language import Language
from spacy.tokens import Doc, Span

from paperkg.extract.comparisons import Found, prefilter, sentence_comparisons
from paperkg.extract.names import proposed_in_sentence, proposed_in_title, is_name_like, acronym_for
from paperkg.extract.vocab import cues, requirements

__all__ = [
    "ParagraphBreaks",
    "VocabularyFilter",
    "ProposedSystems",
    "ComparisonFinder",
    "SentenceComparison",
    "title_end",
]

if not Doc.has_extension("proposed"):
    Doc.set_extension("proposed", default=())
if not Doc.has_extension("comparisons"):
    Doc.set_extension("comparisons", default=())


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
        return [t.i + 1 for t in doc[:-1] if t.is_space and "\n" in t.text]

    def set_annotations(self, doc: Doc, starts: list[int]) -> Doc:
        for i in starts:
            doc[i].is_sent_start = True
        return doc


class VocabularyFilter:
    """Remove entity matches whose vocabulary entry ``requires`` a context the text lacks."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[Span]:
        req = requirements()
        dropped = []
        lowered = None
        for ent in doc.ents:
            pattern = req.get((ent.ent_id_, ent.text.lower()))
            if pattern is None:
                continue
            lowered = lowered if lowered is not None else doc.text.lower()
            # the mention itself must not be what satisfies its requirement
            if not pattern.search(lowered[: ent.start_char] + " " + lowered[ent.end_char:]):
                dropped.append(ent)
        return dropped

    def set_annotations(self, doc: Doc, dropped: list[Span]) -> Doc:
        if dropped:
            gone = {(e.start, e.end) for e in dropped}
            doc.ents = [e for e in doc.ents if (e.start, e.end) not in gone]
        return doc


@functools.cache
def _proposal_verbs() -> tuple[str, ...]:
    return tuple(c["word"] for c in cues()["proposal"])


_CONTRIBUTION = re.compile(
    r"\b(?:we|our|ours|this\s+(?:paper|work|article|study)|in\s+this\s+(?:paper|work)|here)\b", re.IGNORECASE
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
        known = {e.text.lower(): e.label_ for e in doc.ents}
        head = proposed_in_title(title) if title else None
        if head:
            words = head.split()
            acr = None
            if len(words) > 1:
                m = re.search(re.escape(head) + r"\s*\((?P<acr>[A-Za-z][\w-]*)\)", abstract, re.IGNORECASE)
                acr = m.group("acr") if m and is_name_like(m.group("acr")) else None
            if known.get(head.lower()) not in ("HARDWARE", "HWCLASS", "TECHNIQUE"):
                names.append(acr or head)
        for sent in doc.sents:
            if sent.start_char < end:
                continue
            text = sent.text
            if len(names) >= 6:
                break
            if _CONTRIBUTION.search(text):
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
    r"\b(?:evaluat\w*|experiment\w*|benchmark\w*|measur\w*|test\w*|results?|runs?|running|deploy\w*|on\s+(?:\d+|an?|the|eight|four|two|sixteen)?\s*\S*\s*(?:gpus?|tpus?|npus?|fpgas?|cpus?|nodes|servers|clusters?)|using|with)\b",
    re.IGNORECASE,
)


class ComparisonFinder:
    """Every comparison of the abstract's sentences, with subject and hardware context."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[SentenceComparison]:
        end = title_end(doc)
        proposed = list(doc._.proposed)
        sents = [s for s in doc.sents if s.start_char >= end]
        hardware_by_sent: dict[int, list[str]] = {}
        for ent in doc.ents:
            if ent.label_ == "HARDWARE" and ent.start_char >= end:
                hardware_by_sent.setdefault(ent.sent.start, []).append(ent.ent_id_)
        lowered_names = [(p, re.compile(r"(?<![\w-])" + re.escape(p) + r"(?![\w-])", re.IGNORECASE)) for p in proposed]
        started = False
        setting: tuple[str, ...] = ()
        out: list[SentenceComparison] = []
        for sent in sents:
            text = sent.text
            mentioned = [p for p, rx in lowered_names if rx.search(text)]
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


@Language.factory("paperkg_proposed")
def make_proposed(nlp: Language, name: str) -> ProposedSystems:
    """Factory of :class:`ProposedSystems`."""
    return ProposedSystems()


@Language.factory("paperkg_comparisons")
def make_comparisons(nlp: Language, name: str) -> ComparisonFinder:
    """Factory of :class:`ComparisonFinder`."""
    return ComparisonFinder()
