"""Names: what looks like a system name, and which names a paper proposes.

Pure functions over strings. A *name* is a token that is unlikely to be an
ordinary English word: CamelCase ("SpecRouter"), an acronym ("KVSP"), a mix
of letters and digits ("GPT-4.1", "C4"), or an exclamation ("Blitz!").

Examples:
    >>> [is_name_like(w) for w in ("SpecRouter", "KVSP", "GPT-4.1", "approach", "The")]
    [True, True, True, False, False]
    >>> proposed_in_title("Corvid: Fast Pipelined Decoding on Modern GPUs")
    'Corvid'
    >>> proposed_in_title("Sparse Kernels on Modern Hardware: A Comparative Analysis") is None
    True
    >>> acronym_for("we propose Adaptive Prefix Routing (APR), a method", "APR")
    'Adaptive Prefix Routing'

The package, lowest layer first (a module imports only modules listed before it):

- :mod:`.shapes`: what looks like a name (:func:`is_name_like`, :func:`is_dotted_name`), number formats
  (:func:`is_number_format`), word-start tests (:class:`WordStartTest`, :func:`word_then`), the generic words;
- :mod:`.acronyms`: acronyms and their long forms (:func:`acronym_for`, :func:`generic_long_form`);
- :mod:`.cues`: the shared cues: the name token, the proposal-verb regex, whose work a sentence is about
  (:func:`~.cues.ours_subject`), the names a paper compares itself against (:func:`compared_names`);
- :mod:`.parts`: named parts of the proposed system and counted lists (:func:`capitalised_parts`,
  :func:`named_part`, :func:`counted_names`, ...);
- :mod:`.sentence`: names proposed in a sentence (:func:`proposed_in_sentence`);
- :mod:`.apposed`: names in apposition to the paper's own work (:func:`our_apposed`, :func:`passive_proposed`, ...);
- :mod:`.proposals`: names the authors give and acronyms they introduce (:func:`named_by_us`,
  :func:`introduced_acronyms`, ...);
- :mod:`.secondary`: the named components beside a system's main name (:func:`secondary_names`);
- :mod:`.titles`: names in titles, and names without owner or release words (:func:`proposed_in_title`,
  :func:`title_tail_name`, :func:`without_release`, :func:`without_owner`, ...);
- :mod:`.subjects`: the subject of the abstract's measured claims, the last resort (:func:`claim_subject`).
"""

from __future__ import annotations

from .shapes import NUMBER_FORMAT_START, WordStartTest, is_dotted_name, is_name_like, is_number_format, word_then
from .acronyms import acronym_for, generic_long_form, own_short_form, short_forms
from .cues import OWN_WORK_OPENINGS, WE_OPENINGS, compared_names
from .parts import capitalised_parts, counted_apposed_names, counted_defined_names, counted_names, named_part
from .sentence import proposed_in_sentence
from .apposed import apposed_long_forms, heart_of, kind_named_parts, kind_then_names, ordinal_parts, our_apposed, our_apposed_within, our_kind_named, passive_proposed, resulting_apposed, variant_apposed
from .proposals import introduced_acronyms, named_acronyms, named_by_us, novel_such_as
from .secondary import apposed_spans, own_verbs_in, secondary_names, sibling_prefix_in, sibling_prefixes
from .titles import (
    lowercase_phrase,
    project_name,
    proposed_in_title,
    title_head_proposed,
    title_head_superseded,
    title_long_form,
    title_tail_name,
    without_owner,
    without_release,
)
from .subjects import claim_subject

__all__ = [
    "NUMBER_FORMAT_START",
    "OWN_WORK_OPENINGS",
    "WE_OPENINGS",
    "WordStartTest",
    "acronym_for",
    "apposed_long_forms",
    "apposed_spans",
    "capitalised_parts",
    "claim_subject",
    "compared_names",
    "counted_apposed_names",
    "counted_defined_names",
    "counted_names",
    "generic_long_form",
    "heart_of",
    "introduced_acronyms",
    "is_dotted_name",
    "is_name_like",
    "is_number_format",
    "kind_named_parts",
    "kind_then_names",
    "lowercase_phrase",
    "named_acronyms",
    "named_by_us",
    "named_part",
    "novel_such_as",
    "ordinal_parts",
    "our_apposed",
    "our_apposed_within",
    "our_kind_named",
    "own_short_form",
    "own_verbs_in",
    "passive_proposed",
    "project_name",
    "proposed_in_sentence",
    "proposed_in_title",
    "resulting_apposed",
    "variant_apposed",
    "secondary_names",
    "short_forms",
    "sibling_prefix_in",
    "sibling_prefixes",
    "title_head_proposed",
    "title_head_superseded",
    "title_long_form",
    "title_tail_name",
    "without_owner",
    "without_release",
    "word_then",
]
