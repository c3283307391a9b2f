"""The spaCy pipeline: ``spacy.blank("en")``, sentences, vocabulary ruler, paperkg components.

Examples:
    >>> nlp = build_nlp()
    >>> nlp.pipe_names
    ['paperkg_sentences', 'vocabulary_ruler', 'paperkg_techniques', 'paperkg_proposed', 'paperkg_comparisons']
    >>> doc = nlp("Tawa: Warp Specialization\\n\\nOn NVIDIA H100 GPUs, Tawa is 1.1× faster than cuBLAS.")
    >>> [(e.label_, e.ent_id_) for e in doc.ents]
    [('TECHNIQUE', 'warp-specialization'), ('HARDWARE', 'nvidia-h100'), ('HWCLASS', 'gpu'), ('SYSTEM', 'cublas')]
"""

from __future__ import annotations

from typing import Any

__all__ = ["build_nlp", "LEXICAL_ATTRIBUTES", "PIPE_NAMES"]

#: The components of :func:`build_nlp`, in order.
PIPE_NAMES: tuple[str, ...] = (
    "paperkg_sentences",
    "vocabulary_ruler",
    "paperkg_techniques",
    "paperkg_proposed",
    "paperkg_comparisons",
)

#: The lexical attributes the rules read (``token.lower_``, ``.is_alpha``, ...;
#: the phrase matchers match on ``LOWER``). spaCy computes every attribute it
#: knows (23 for English) when it meets a word for the first time; computing
#: only these makes that about a fifth cheaper. ``token.shape_``, ``.norm_``,
#: ``.is_stop`` and the others are left unset (empty, false) in our Docs.
LEXICAL_ATTRIBUTES: tuple[str, ...] = ("LOWER", "IS_ALPHA", "IS_LOWER", "IS_PUNCT", "IS_SPACE", "LIKE_NUM")


def build_nlp() -> Any:
    """A fresh pipeline (``spacy.Language``) with the vocabulary ruler and paperkg's components."""
    import spacy

    import paperkg.extract.components  # noqa: F401  (registers the factories)
    from paperkg.extract.affix_search import AffixSearch, UrlMatch
    from paperkg.extract.vocab import _pattern_text, ruler_patterns

    from spacy.attrs import IDS

    nlp = spacy.blank("en")
    kept = {IDS[name] for name in LEXICAL_ATTRIBUTES}
    nlp.vocab.lex_attr_getters = {attr: get for attr, get in nlp.vocab.lex_attr_getters.items() if attr in kept}
    nlp.max_length = 20_000_000  # no parser or NER: long abstracts cost time, not gigabytes
    # "8×H100", "4xA100": a count times a device is two tokens
    # "TPU v5e-256": a slice size after a versioned device name is its own token
    infixes = list(nlp.Defaults.infixes) + [r"(?<=[0-9])[×xX](?=[A-Z])", r"(?<=[vV][0-9][a-z])-(?=[0-9])"]
    nlp.tokenizer.infix_finditer = spacy.util.compile_infix_regex(infixes).finditer
    # "on MI250X." / "A10G.": a full stop after digit + capital ends the sentence, not the name; so does one
    # after a ratio sign ("by 3.5×.") and one after a lone capital ("on a Titan V.": spaCy keeps "V." whole, as an
    # initial, which abstracts hardly use)
    # and so does one after a name that ends in a capital ("than DeepZ."), which spaCy keeps as an abbreviation
    suffixes = list(nlp.Defaults.suffixes) + [r"(?<=[0-9][A-Z×])\.", r"(?<=^[A-Z])\.", r"(?<=[a-z][A-Z])\."]
    # the same matches as spaCy's suffix, prefix and URL regexes, for less (see affix_search)
    nlp.tokenizer.suffix_search = AffixSearch(suffixes).search
    nlp.tokenizer.prefix_search = AffixSearch(nlp.Defaults.prefixes, at_start=True).search
    if nlp.tokenizer.url_match is not None:
        nlp.tokenizer.url_match = UrlMatch(nlp.tokenizer.url_match.__self__).match
    # abbreviations whose period does not end a sentence ("Dao et al., 2023")
    for abbreviation in ("al.", "approx.", "Fig.", "Eq.", "resp.", "cf.", "w.r.t."):
        nlp.tokenizer.add_special_case(abbreviation, [{"ORTH": abbreviation}])
    # spaCy's sentencizer rule and a sentence start after every line break, in one pass
    nlp.add_pipe("paperkg_sentences")
    # like spaCy's span ruler writing doc.ents: one phrase matcher on lowercased
    # text; entries that need their exact casing ("Ladder", "TP") or a context
    # are checked after the longest-match filter. Phrase patterns only: a
    # token-pattern Matcher would cost a pass per pattern.
    patterns = [{"label": p["label"], "pattern": _pattern_text(p["pattern"]), "id": p["id"]} for p in ruler_patterns()]
    ruler = nlp.add_pipe("paperkg_vocabulary_ruler", name="vocabulary_ruler")
    ruler.add_patterns(patterns)
    nlp.add_pipe("paperkg_techniques")
    nlp.add_pipe("paperkg_proposed")
    nlp.add_pipe("paperkg_comparisons")
    return nlp
