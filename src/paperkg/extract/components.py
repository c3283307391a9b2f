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

from spacy.attrs import IDX, SENT_START
from spacy.language import Language
from spacy.tokens import Doc, Span

from paperkg.extract.comparisons import Found, _prefilter_regex, quality_context, sentence_comparisons
from paperkg.extract.quantities import lowered
from paperkg.extract.names import acronym_for, introduced_acronyms, is_name_like, proposed_in_sentence, proposed_in_title
from paperkg.extract.vocab import cues, exact_forms, requirements

__all__ = [
    "ParagraphBreaks",
    "VocabularyFilter",
    "TechniqueCues",
    "ProposedSystems",
    "ComparisonFinder",
    "SentenceComparison",
    "title_end",
    "text_of",
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
    """The doc's vocabulary matches, computed once by ``paperkg_vocab_filter``."""
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


class VocabularyFilter:
    """Remove entity matches whose vocabulary entry ``requires`` a context the text lacks."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[Mention]:
        req = requirements()
        exact = exact_forms()
        dropped = []
        for ent in mentions(doc):
            forms = exact.get((ent.id, ent.text.lower()))
            if forms is not None and ent.text not in forms:
                dropped.append(ent)  # "ladder" is not the system Ladder
                continue
            pattern = req.get((ent.id, ent.text.lower()))
            if pattern is None:
                continue
            if ent.text.isupper() and _defined_otherwise(text_of(doc), ent.text, ent.id):
                dropped.append(ent)  # "PP" defined as "patch parallelism" is not pipeline parallelism
                continue
            lowered_text = lower_text_of(doc)
            # the mention itself must not be what satisfies its requirement
            if not any(m.start() < ent.start_char or m.end() > ent.end_char for m in pattern.finditer(lowered_text)):
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
    stems = {w.lower()[:5] for w in _proposal_verbs()} | {"call", "name", "dub", "term"}
    return re.compile("|".join(sorted(re.escape(x) for x in stems)))


_CONTRIBUTION = re.compile(r"\b(?:we|our|ours|this\s+(?:paper|work|article|study)|in\s+this\s+(?:paper|work)|here)\b")
_SENT_NAME = re.compile(r"^(?P<name>[A-Z][\w.+!-]*[\w+!])(?:\s*\((?P<acr>[A-Z][\w-]*)\))?,\s+(?:an?|the)\s")


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
            if known.get(head.lower()) not in ("HARDWARE", "HWCLASS", "TECHNIQUE"):
                names.append(acr or head)
        for sent in sentences(doc):
            if sent.start_char < end or sent.start_char == sent.end_char:
                continue
            text = text_of(doc)[sent.start_char: sent.end_char]
            if len(names) >= 6:
                break
            low = lower_text_of(doc)[sent.start_char: sent.end_char]
            if _proposal_hint().search(low) and _CONTRIBUTION.search(low):
                for name in proposed_in_sentence(text, verbs):
                    if known.get(name.lower()) in ("HARDWARE", "HWCLASS", "TECHNIQUE"):
                        continue
                    names.append(name)
            if "(" in text or ", our" in low or ", a novel" in low or ", a new" in low:
                names.extend(n for n in introduced_acronyms(text) if known.get(n.lower()) not in ("HARDWARE", "HWCLASS"))
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
        out: list[SentenceComparison] = []
        for sent in sents:
            text = lower_text_of(doc)[sent.start_char: sent.end_char]
            mentioned = [p for low, p in lowered_names if _mentions(text, low)]
            if not started and (_CONTRIBUTION.search(text) or mentioned):
                started = True
            hw = tuple(dict.fromkeys(hardware_by_sent.get(sent.start, ())))
            if hw and _EVAL_SETTING.search(text):
                current = hw
            else:
                current = hw or setting
            if not started or not _prefilter_regex().search(text):
                if hw and _EVAL_SETTING.search(text):
                    setting = hw
                continue
            subject = mentioned[0] if mentioned else (proposed[0] if proposed else None)
            for found in sentence_comparisons(doc[sent.start: sent.end], proposed=proposed, quality=quality):
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
