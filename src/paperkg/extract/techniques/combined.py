"""The technique finders of a text run together: :func:`technique_ids` and :func:`cue_techniques`.

:func:`technique_ids` lowers the text and finds its cue words once, expands its ellipses once, and runs the
coordinations, single kinds, cues and hybrid parallelism on them.

Examples:
    >>> sorted(technique_ids("Quill mixes data and pipeline parallelism."))
    ['data-parallelism', 'hybrid-parallelism', 'pipeline-parallelism']
"""

from __future__ import annotations

from paperkg.extract.quantities import lowered

from .kind_words import _HYBRID, _expand_ellipsis
from .coordinations import _coordinated
from .single_kinds import _kinds, kind_mentions
from .hybrid import _hybrid
from .cue_matching import _cue_ids
from .word_presence import _presence


def technique_ids(text: str, known: set[str] | frozenset[str] = frozenset(), *, is_lowered: bool = False) -> set[str]:
    """``coordinated_techniques(text) | cue_techniques(text)``, the work they share done once.

    The text is lowered once, its ellipses expanded once, and the words the
    cues look for are found in one pass over its words (see :func:`_presence`).

    ``known``: ids the caller has found otherwise. Cues that could only find
    one of them again are not searched, so the result may or may not hold
    them; ``technique_ids(text, known) | known == technique_ids(text) | known``.

    ``is_lowered``: ``text`` is :func:`~paperkg.extract.quantities.lowered`
    already (which lowering again would not change), as a doc's
    ``lower_text_of`` is.

    Examples:
        >>> sorted(technique_ids("We combine tensor and pipeline parallelism and overlap all-reduce with compute."))
        ['communication-overlap', 'hybrid-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
        >>> sorted(technique_ids("We overlap all-reduce with compute.", {"communication-overlap"}))
        []
    """
    if not is_lowered:
        text = lowered(text)
    has = _presence(text)
    if not has["parallel"] and not has["partitioning"]:
        # expanding an ellipsis neither adds nor removes these head words: without them only the cues can match
        return _cue_ids(text, has, known)
    expanded = _expand_ellipsis(text)
    found = _coordinated(expanded) | _kinds(expanded, known)
    found |= _cue_ids(text, has, found | known if known else found)  # an id found already: its cues not searched
    if _HYBRID not in found and _HYBRID not in known:
        found |= _hybrid(text, has)
    return found


def cue_techniques(text: str) -> set[str]:
    """Technique ids whose cue regex matches ``text`` (run only when the cue's trigger word occurs).

    Kinds of parallelism in spellings the phrase list lacks (:func:`kind_mentions`)
    and hybrid parallelism by combination (:func:`hybrid_techniques`) are cues too.
    """
    text = lowered(text)
    has = _presence(text)
    return _cue_ids(text, has) | kind_mentions(text) | _hybrid(text, has)
