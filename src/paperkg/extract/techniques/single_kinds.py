"""Kinds of parallelism named one at a time, in spellings the phrase list lacks ("intra-layer model parallel").

:func:`kind_mentions` finds them near the head words (:func:`_single_mentions`); an adjective spelling must have the
context its vocabulary entry asks for (:func:`_adjective_out_of_context`), and "<kind> partitioning" must send its
parts to devices (:func:`_partitioned_across_devices`).

Examples:
    >>> sorted(kind_mentions("we shard it with pipeline- and tensor-parallel stages"))
    ['pipeline-parallelism', 'tensor-parallelism']
    >>> kind_mentions("tensor partitioning of the message")
    set()
"""

from __future__ import annotations

import bisect
import functools
import re

from paperkg.extract.quantities import lowered
from paperkg.extract.vocab import requirements

from .kind_words import _coordination, _expand_ellipsis, _lookup, parallelism_kinds
from .head_words import _head_words, _heads_after, _single_tail


_HEAD_WORD = re.compile(r"[\s-]+(?:model[\s-]+)?(?:parallel\w*|partitioning)$")


def kind_mentions(text: str) -> set[str]:
    """Kinds of parallelism named one at a time in any spelling the phrase list lacks.

    Examples:
        >>> sorted(kind_mentions("an intra-layer model parallel approach and data- and pipeline-parallel runs"))
        ['data-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
    """
    text = lowered(text)
    if "parallel" not in text and "partitioning" not in text:
        return set()
    return _kinds(_expand_ellipsis(text))


def _kinds(text: str, known: set[str] | frozenset[str] = frozenset()) -> set[str]:
    """:func:`kind_mentions` of a lowered text whose ellipses are expanded (:func:`_expand_ellipsis`).

    ``known``: ids found otherwise, whose adjective spellings need no test of their context.
    """
    found: set[str] = set()
    for words in _single_mentions(text):
        ident = _lookup(_HEAD_WORD.sub("", words))
        if ident and (ident in known or not (words.endswith("parallel") and _adjective_out_of_context(ident, words, text))) \
                and not (words.endswith("partitioning") and ident not in known and not _partitioned_across_devices(words, text)):
            found.add(ident)
    return found


#: After "<kind> partitioning": the devices the parts go to ("across 8 GPUs", "among the workers").
_ACROSS_DEVICES = re.compile(
    r"[^.;]{0,80}?\b(?:across|among|over|onto|between|to)\s+(?:the\s+|all\s+|multiple\s+|many\s+|several\s+|different\s+|"
    r"\d+\s+|two\s+|four\s+|eight\s+)?(?:[\w-]+\s+)?(?:gpus|devices|workers|nodes|ranks|replicas|machines|accelerators|chips|tpus|servers)\b"
)


def _partitioned_across_devices(words: str, text: str) -> bool:
    """Whether a "<kind> partitioning" mention (``words``, in the lowered ``text``) sends its parts to devices.

    "data partitioning" or "tensor partitioning" alone is how data or a
    message is cut (a graph's partitions, chunks of a transfer); it is a kind
    of parallelism where the parts go to devices.

    Examples:
        >>> _partitioned_across_devices("data partitioning", "data partitioning across 8 gpus speeds it up.")
        True
        >>> _partitioned_across_devices("data partitioning", "better handling of data partitioning, placement and caching.")
        False
    """
    pos = text.find(words)
    while pos >= 0:
        if _ACROSS_DEVICES.match(text, pos + len(words)):
            return True
        pos = text.find(words, pos + 1)
    return False


_HYPHENS_SPACES = re.compile(r"[\s-]+")


def _adjective_out_of_context(ident: str, words: str, text: str) -> bool:
    """Whether an adjective spelling ("data-parallel") lacks the context its vocabulary entry ``requires``.

    "GPUs excel at data-parallel tasks" speaks of a kind of workload, not of
    data-parallel training: the phrase list asks for a training context of
    that spelling, and so does this search of the same kind word.

    Examples:
        >>> _adjective_out_of_context("data-parallelism", "data-parallel", "gpus excel at data-parallel tasks.")
        True
        >>> _adjective_out_of_context("data-parallelism", "data parallel", "data parallel workers train it.")
        False
        >>> _adjective_out_of_context("tensor-parallelism", "tensor-parallel", "tensor-parallel ranks.")
        False
    """
    form = _HYPHENS_SPACES.sub("-", words)
    req = requirements().get((ident, form)) or requirements().get((ident, form.replace("-", " ")))
    return req is not None and req.search(text) is None


@functools.cache
def _longest_kind() -> int:
    """Length of the longest kind word; 0 when a kind word holds a head word (windows would be unsafe)."""
    kinds = parallelism_kinds()
    if any("parallel" in k or "partitioning" in k for k in kinds):
        return 0
    return max(map(len, kinds), default=0)


def _single_mentions(text: str) -> list[str]:
    """What ``single.finditer(text)`` matches (``single`` from :func:`_coordination`), searched near head words only.

    Every match ends with a head word ("parallel...", "partitioning") and
    starts at most a kind word, separators and "model" before it, so each
    search runs from there (or from the end of the previous match) to the
    end of the head's word: the same leftmost, non-overlapping matches as
    one search over the whole text, without trying every position.

    Examples:
        >>> _single_mentions("tensor parallelism, then a data- parallel stage and intra-layer model partitioning")
        ['tensor parallelism', 'data- parallel', 'intra-layer model partitioning']
    """
    _, _, _, single = _coordination()
    longest = _longest_kind()
    if not longest:
        return [m.group(0) for m in single.finditer(text)]
    parallel, partitioning, _ = _head_words(text)
    heads = sorted(parallel + partitioning)
    # a match ends with a head that a kind ends right before (_single_tail): none in a window, no search there
    named = _heads_after(text, _single_tail()) if heads else []
    out: list[str] = []
    pos = 0
    for head in heads:
        end = _WORD_REST.match(text, head).end()
        if end <= pos:
            continue
        k = bisect.bisect_left(named, pos)  # every search starts at ``pos`` or later
        if k == len(named) or named[k] >= end:
            continue
        start = _separators_before(text, head)
        if text.endswith("model", 0, start):
            start = min(start, _separators_before(text, start - len("model")))
        for m in single.finditer(text, max(pos, start - longest - 1), end):
            out.append(m.group(0))
            pos = m.end()
    return out


_WORD_REST = re.compile(r"\w*")


def _separators_before(text: str, pos: int) -> int:
    """Start of the run of whitespace and hyphens that ends at ``pos``."""
    while pos > 0 and (text[pos - 1] == "-" or text[pos - 1].isspace()):
        pos -= 1
    return pos
