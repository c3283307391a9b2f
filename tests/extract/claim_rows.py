"""Helpers shared by the comparison-phrasing tests: one invented sentence after "We present Quill." in an abstract.

Examples:
    >>> rows("Quill is 2x faster than Zorblax.")
    [('zorblax', 'speedup', 2.0, None, None, 'better')]
    >>> baselines("Quill is 2x faster than Zorblax.")
    ('zorblax',)
"""

from __future__ import annotations

from paperkg.extract import IMPLICIT_BASELINE, extract_paper
from paperkg.model import Paper

TITLE = "Quill: Fast Serving for Large Models"


def _facts(sentence: str):
    return extract_paper(Paper(key="p", title=TITLE, abstract="We present Quill. " + sentence))


def rows(sentence: str) -> list[tuple]:
    """Each comparison as (baseline id or text, metric, value, value_max, qualifier, direction); None: implicit."""
    return [(c.baseline or (None if c.baseline_text == IMPLICIT_BASELINE else c.baseline_text), c.metric, c.value,
             c.value_max, c.qualifier, c.direction) for c in _facts(sentence).comparisons]


def baselines(sentence: str) -> tuple[str, ...]:
    """The paper's named baselines."""
    return _facts(sentence).baselines
