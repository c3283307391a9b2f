"""paperkg's spaCy components, registered once (import this module to register them).

Each component is split like spaCy's ``SpanRuler``: ``match(doc)`` finds what
the component is about and ``set_annotations(doc, matches)`` writes it to the
doc; ``__call__`` is the two in a row. Each also has spaCy's ``pipe``
(:class:`BatchedComponent`): ``nlp.pipe`` then runs a whole batch of docs
through one component before the next, which keeps each component's code and
tables warm (about 15% faster than taking every doc through all of them).

* ``paperkg_sentences``: sentence starts by spaCy's sentencizer rule, and
  after every line break (the title is its own sentence), reading only the
  tokens at the sentence-final characters the text shows.
* ``paperkg_vocabulary_ruler`` (named ``vocabulary_ruler``): vocabulary
  phrases as ``doc.ents``, one phrase matcher on lowercased tokens, longest
  match first; drops matches whose exact casing or ``requires`` context is
  missing ("DP" in a text that never speaks of parallelism).
* ``paperkg_techniques``: techniques named in coordinations ("tensor and
  pipeline parallelism") or by cue regexes (``doc._.techniques``).
* ``paperkg_proposed``: the names of the systems the paper proposes
  (``doc._.proposed``).
* ``paperkg_comparisons``: the comparisons of every sentence
  (``doc._.comparisons``: :class:`SentenceComparison` tuples).

A doc's text is the paper's title, a blank line, then the abstract. Work is
shared through ``doc.user_data`` (the text, its lowercased copy, the token
offsets, the kept vocabulary matches, the sentence offsets, the matches of
``requires`` patterns, which sentences speak of the paper's own work),
computed once per doc: spaCy rebuilds ``doc.text`` and ``doc.ents`` from every
token on each access. The components' results are read and written where
``doc._`` keeps them (:func:`result`), without building the accessor.

The package, lowest layer first (a module imports only modules listed before it):

- :mod:`.doc_state`: the per-doc state the components share (:func:`text_of`, :func:`lower_text_of`,
  :func:`title_end`, :func:`token_starts`, :class:`Mention`, :func:`mentions`, :class:`Sentence`,
  :func:`sentences`, :func:`result`, :func:`set_result`) and :class:`BatchedComponent`;
- :mod:`.sentence_breaks`: the sentence-break component (:class:`SentenceBreaks`, :func:`sentence_starts`);
- :mod:`.vocabulary_ruler`: the vocabulary ruler (:class:`VocabularyRuler`), its casing and ``requires`` checks
  (:func:`keep_mention`) and :func:`longest_first`;
- :mod:`.technique_cues`: the technique component (:class:`TechniqueCues`);
- :mod:`.contribution`: whether a sentence speaks of the paper's own work, kept per doc for the two components below;
- :mod:`.proposed_systems`: the proposed-systems component (:class:`ProposedSystems`);
- :mod:`.comparison_finder`: the comparison component (:class:`ComparisonFinder`, :class:`SentenceComparison`) and
  :func:`compared_baselines`;
- :mod:`.factories`: the ``@Language.factory`` registrations (``make_*``), done on importing this package.
"""

from __future__ import annotations

from .doc_state import (
    RESULTS,
    BatchedComponent,
    Mention,
    Sentence,
    lower_text_of,
    mentions,
    result,
    sentences,
    set_result,
    text_of,
    title_end,
    token_starts,
)
from .sentence_breaks import SentenceBreaks, sentence_starts
from .vocabulary_ruler import VocabularyRuler, keep_mention, longest_first
from .technique_cues import TechniqueCues
from .proposed_systems import ProposedSystems
from .comparison_finder import ComparisonFinder, SentenceComparison, compared_baselines
from .factories import make_comparisons, make_proposed, make_sentences, make_techniques, make_vocabulary_ruler

__all__ = [
    "SentenceBreaks",
    "sentence_starts",
    "token_starts",
    "VocabularyRuler",
    "longest_first",
    "keep_mention",
    "TechniqueCues",
    "ProposedSystems",
    "ComparisonFinder",
    "RESULTS",
    "result",
    "set_result",
    "SentenceComparison",
    "BatchedComponent",
    "Mention",
    "Sentence",
    "title_end",
    "text_of",
    "lower_text_of",
    "mentions",
    "sentences",
    "compared_baselines",
]
