"""Whether a sentence speaks of the paper's own work ("we", "our", "this paper", "here").

:func:`_contribution` tests a lowercased sentence (the regex ``_CONTRIBUTION``, tried only when one of its words
occurs; ``_contributes`` is the same test as a :class:`~paperkg.extract.names.WordStartTest`), and
:func:`_contributing` keeps the answers per doc: :class:`~.proposed_systems.ProposedSystems` fills it for the
sentences it asks about, :class:`~.comparison_finder.ComparisonFinder` reads it. Imports none of the package's
modules.

Examples:
    >>> _contribution("in this paper we build quill."), _contribution("orca-x is slow.")
    (True, False)
    >>> _contributes("here, quill wins") is not None
    True
"""

from __future__ import annotations

import re

from spacy.tokens import Doc

from paperkg.extract.names import WordStartTest


_CONTRIBUTION = re.compile(r"\b(?:we|our|ours|this\s+(?:paper|work|article|study)|in\s+this\s+(?:paper|work)|here)\b")
#: The test of ``_CONTRIBUTION`` (every alternative starts with a letter), faster.
_contributes = WordStartTest(_CONTRIBUTION.pattern.removeprefix(r"\b"))
#: What every ``_CONTRIBUTION`` match holds ("ours", "in this paper" too): a sentence with none is not searched.
_CONTRIBUTION_WORDS = ("we", "our", "this", "here")


def _contribution(text: str) -> bool:
    """Whether the lowercased ``text`` speaks of the paper's own work (``_CONTRIBUTION``: "we", "this paper")."""
    return any(map(text.__contains__, _CONTRIBUTION_WORDS)) and _CONTRIBUTION.search(text) is not None


def _contributing(doc: Doc) -> dict[int, bool]:
    """The doc's sentences (by start character) known to speak, or not, of the paper's own work (``_CONTRIBUTION``).

    Filled by :class:`ProposedSystems` for the sentences it asks about, read
    by :class:`ComparisonFinder`: the same test on the same sentence, once.
    """
    return doc.user_data.setdefault("paperkg_contributes", {})
