"""Helpers shared by the extraction-phrasing tests: the facts of an invented abstract, or of one invented sentence
after "We present Quill.".

Examples:
    >>> rows("Quill is 2x faster than Zorblax.")
    [('zorblax', 'speedup', 2.0, None, None, 'better')]
    >>> baselines("Quill is 2x faster than Zorblax.")
    ('zorblax',)
    >>> facts("We present Quill, a planner. Quill is 2x faster than Zorblax.").proposes
    ('quill',)
"""

from __future__ import annotations

from paperkg.extract import IMPLICIT_BASELINE, extract_paper
from paperkg.model import Paper

TITLE = "Quill: Fast Serving for Large Models"
#: The title of the entity tests' abstracts.
PLANNER_TITLE = "Quill: A Planner for Shared Accelerators"


def facts(abstract: str, title: str = PLANNER_TITLE):
    """The facts of a whole invented abstract."""
    return extract_paper(Paper(key="p", title=title, abstract=abstract))


def _facts(sentence: str):
    return extract_paper(Paper(key="p", title=TITLE, abstract="We present Quill. " + sentence))


def rows(sentence: str) -> list[tuple]:
    """Each comparison as (baseline id or text, metric, value, value_max, qualifier, direction); None: implicit."""
    return [(c.baseline or (None if c.baseline_text == IMPLICIT_BASELINE else c.baseline_text), c.metric, c.value,
             c.value_max, c.qualifier, c.direction) for c in _facts(sentence).comparisons]


def baselines(sentence: str) -> tuple[str, ...]:
    """The paper's named baselines."""
    return _facts(sentence).baselines
