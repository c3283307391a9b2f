"""The measure of a bare gain from the paper's topic: a network transport's or a collective library's gain that
names no measure ("Kestrel outperforms Zorbix by up to 6x", "it beats the vendor's library by 50%") is a
communication gain, as the gold sets record it.

:func:`network_title` tells such a paper from its title; :func:`bare_network_metric` gives the measure of one of its
values, read from its sentence: only a sentence that names no measure but communication itself gets it ("faster",
"latency", "throughput" or "performance" keep theirs). Built on the metric-word regex of :mod:`.cues`.

Examples:
    >>> network_title("Kestrel: A Multipath Transport for Training Clusters")
    True
    >>> network_title("Quill: Fast Serving for Large Models")
    False
    >>> network_title("Sinkhorn Solvers for Optimal Transport on GPUs")  # the mathematical kind
    False
    >>> bare_network_metric("kestrel outperforms zorbix by up to 6x on synthetic workloads.", "speedup")
    'communication'
    >>> bare_network_metric("it is 2x faster than zorbix.", "speedup")
    'speedup'
"""

from __future__ import annotations

import re

from .cues import _metric_regex
from .metrics import _metric_word

__all__ = ["bare_network_metric", "network_title"]

#: Titles of network transports, congestion control and collective communication (not an accelerator's on-chip
#: "interconnects", whose gains are speed).
_NETWORK_TITLE = re.compile(r"(?i)\b(?:(?<!optimal )transport|congestion\s+control|collective\s+communications?|"
                            r"network\s+fabrics?|(?:data-?\s?center|datacenter)\s+networks?|rdma)\b")


#: A word every match of :data:`_NETWORK_TITLE` holds: most titles are told apart by these substring tests alone.
_NETWORK_WORDS = ("transport", "congestion", "collective", "network", "rdma")


def network_title(title: str) -> bool:
    """Whether ``title`` names a network transport, congestion control or collective communication work."""
    low = title.lower()
    return any(word in low for word in _NETWORK_WORDS) and _NETWORK_TITLE.search(title) is not None


def bare_network_metric(sentence: str, metric: str) -> str:
    """The measure of a value of a network paper whose ``sentence`` (lowercased) gave it ``metric``: "communication"
    when that is a default ("speedup" for a ratio, "other") and the sentence names no measure but communication."""
    if metric not in ("speedup", "other"):
        return metric
    for m in _metric_regex()[0].finditer(sentence):
        if _metric_word(m.group(0)) != "communication":
            return metric  # "2x faster", "lower latency", "better performance": the measure it names
    return "communication"
