"""The spaCy factories of the components: ``paperkg_sentences``, ``paperkg_vocabulary_ruler``,
``paperkg_techniques``, ``paperkg_proposed`` and ``paperkg_comparisons``.

Registered with ``@Language.factory`` when this module is imported, which importing
:mod:`paperkg.extract.components` does (worker processes too). The top layer: it imports each component.

Examples:
    >>> from spacy.language import Language
    >>> all(Language.has_factory(n) for n in ("paperkg_sentences", "paperkg_comparisons"))
    True
"""

from __future__ import annotations

from spacy.language import Language

from .sentence_breaks import SentenceBreaks
from .vocabulary_ruler import VocabularyRuler
from .technique_cues import TechniqueCues
from .proposed_systems import ProposedSystems
from .comparison_finder import ComparisonFinder


@Language.factory("paperkg_sentences")
def make_sentences(nlp: Language, name: str) -> SentenceBreaks:
    """Factory of :class:`SentenceBreaks`."""
    return SentenceBreaks()


@Language.factory("paperkg_vocabulary_ruler")
def make_vocabulary_ruler(nlp: Language, name: str) -> VocabularyRuler:
    """Factory of :class:`VocabularyRuler` (add its patterns with ``add_patterns``)."""
    return VocabularyRuler(nlp, name)


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
