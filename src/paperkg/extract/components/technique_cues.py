"""The technique component (``paperkg_techniques``): techniques the vocabulary ruler has not found.

:class:`TechniqueCues` writes ``doc._.techniques``: the techniques named in coordinations ("tensor and pipeline
parallelism") or by cue regexes (:func:`paperkg.extract.techniques.technique_ids`), less those already among the
doc's vocabulary matches. Built on :mod:`.doc_state`.

Examples:
    >>> import spacy
    >>> TechniqueCues().match(spacy.blank("en")("Quill: a planner\\n\\nQuill mixes tensor and pipeline parallelism."))
    ['hybrid-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
"""

from __future__ import annotations

from spacy.tokens import Doc

from paperkg.extract.techniques import technique_ids

from .doc_state import BatchedComponent, lower_text_of, mentions, set_result


class TechniqueCues(BatchedComponent):
    """Techniques from coordinations ("tensor and pipeline parallelism") and cue regexes (``doc._.techniques``).

    Only those the vocabulary ruler has not found already: the facts take
    both (:func:`~paperkg.extract.facts_from_doc`), so a cue that could only
    find one of those again is not searched.
    """

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[str]:
        known = {m.id for m in mentions(doc) if m.label == "TECHNIQUE"}
        return sorted(technique_ids(lower_text_of(doc), known, is_lowered=True) - known)

    def set_annotations(self, doc: Doc, ids: list[str]) -> Doc:
        set_result(doc, "techniques", tuple(ids))
        return doc
