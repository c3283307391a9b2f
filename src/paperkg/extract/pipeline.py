"""The spaCy pipeline: ``spacy.blank("en")``, sentences, vocabulary ruler, paperkg components.

Examples:
    >>> nlp = build_nlp()
    >>> nlp.pipe_names
    ['paperkg_paragraphs', 'sentencizer', 'entity_ruler', 'paperkg_vocab_filter', 'paperkg_proposed', 'paperkg_comparisons']
    >>> doc = nlp("Tawa: Warp Specialization\\n\\nOn NVIDIA H100 GPUs, Tawa is 1.1× faster than cuBLAS.")
    >>> [(e.label_, e.ent_id_) for e in doc.ents]
    [('TECHNIQUE', 'warp-specialization'), ('HARDWARE', 'nvidia-h100'), ('HWCLASS', 'gpu'), ('SYSTEM', 'cublas')]
"""

from __future__ import annotations

from typing import Any

__all__ = ["build_nlp", "PIPE_NAMES"]

#: The components of :func:`build_nlp`, in order.
PIPE_NAMES: tuple[str, ...] = (
    "paperkg_paragraphs",
    "sentencizer",
    "entity_ruler",
    "paperkg_vocab_filter",
    "paperkg_proposed",
    "paperkg_comparisons",
)


def build_nlp() -> Any:
    """A fresh pipeline (``spacy.Language``) with the vocabulary ruler and paperkg's components."""
    import spacy

    import paperkg.extract.components  # noqa: F401  (registers the factories)
    from paperkg.extract.vocab import ruler_patterns

    nlp = spacy.blank("en")
    nlp.add_pipe("paperkg_paragraphs")
    nlp.add_pipe("sentencizer")
    ruler = nlp.add_pipe("entity_ruler", config={"phrase_matcher_attr": "LOWER", "validate": False})
    patterns = []
    for p in ruler_patterns():
        pattern = p["pattern"]
        if p.get("case") == "exact" and isinstance(pattern, str):
            pattern = [{"ORTH": t.text} for t in nlp.make_doc(pattern)]
        patterns.append({"label": p["label"], "pattern": pattern, "id": p["id"]})
    ruler.add_patterns(patterns)
    nlp.add_pipe("paperkg_vocab_filter")
    nlp.add_pipe("paperkg_proposed")
    nlp.add_pipe("paperkg_comparisons")
    return nlp
