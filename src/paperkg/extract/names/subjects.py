"""The name a paper's claims are about, when nothing else names what it proposes: "... shows that Decima improves ...".

Some abstracts never announce their system ("we present X") and their title carries no name; the system
appears first as the subject of the results ("Decima improves the average job completion time by 21%",
"MSCN is more accurate than PostgreSQL"). :func:`claim_subject` reads that name. It is the last resort of
:class:`~paperkg.extract.components.proposed_systems.ProposedSystems`, asked only when no other rule found a name.

Examples:
    >>> claim_subject([
    ...     "Decima learns scheduling policies with reinforcement learning.",
    ...     "Experiments show that Decima improves job completion time by 21% over tuned heuristics.",
    ... ])
    'Decima'
    >>> claim_subject(["Pruning reduces memory by 30%.", "Careful pruning of weights helps."]) is None
    True
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from .shapes import _FUNCTION_WORDS, is_name_like

__all__ = ["claim_subject"]

# a name, then (maybe an adverb) a verb that states a measured result, or "is <N>x faster"/"is more accurate"
_CLAIM = re.compile(
    r"(?:^|\bthat\s+|,\s+|\bwhile\s+)(?P<name>[^\W\d_][\w.+!-]*[\w+!])\s+"
    r"(?:(?:consistently|significantly|substantially|also|further|still|even|thereby)\s+)?"
    r"(?:(?:outperform|improve|reduce|achieve|accelerate|compresse|cut|lower|beat|surpasse|matche|deliver|attain|"
    r"increase|shorten|boost|speed)s\b|"
    r"is\s+(?:up\s+to\s+|about\s+|on\s+average\s+|consistently\s+|also\s+)?(?:[\d.]+\s*(?:x|×|times)\s+)?"
    r"(?:more|less|faster|slower|better|smaller|cheaper|higher|lower)\b)"
)
# where a name is someone else's: "than X", "over X", "compared with X"
_BASELINE_BEFORE = re.compile(
    r"(?:\bthan|\bover|\bagainst|\bvs\.?|\bversus|\bcompared\s+(?:to|with)|\brelative\s+to|\bsuch\s+as|\bincluding)\s+$",
    re.IGNORECASE,
)
_NUMBER_OR_THAN = re.compile(r"\d|\bthan\b")


def claim_subject(sentences: Sequence[str], known: Mapping[str, str] | None = None) -> str | None:
    """The name that is the subject of the abstract's measured claims, if one stands out.

    A candidate opens a clause ("X improves ...", "... shows that X reduces ...", "X is 2x faster") in a
    sentence with a number or "than"; it is a name ("MSCN", "FastGen"), or a capitalised word the
    abstract also writes in mid-sentence (a proper noun, not a sentence's first word: "Decima") and never
    in lowercase; the vocabulary knows it as nothing but a system (``known``: lowercased mention text ->
    label: not a device or a technique; a known system may well be the paper's own); and no
    comparison cue ("than", "over", "compared with") precedes any of its mentions. The candidate
    with the most mentions wins (ties: the first claimed).

    Args:
        sentences: The abstract's sentences, in order.
        known: Lowercased texts of the vocabulary's mentions in the abstract.

    Examples:
        >>> claim_subject(["On JOB-light, MSCN is more accurate than PostgreSQL.", "MSCN reduces q-error by 3x."])
        'MSCN'
        >>> claim_subject(["Our results show that FastGen compresses the KV cache by 50%."])
        'FastGen'
        >>> claim_subject(["It is 2x faster than FooDB.", "FooDB is 3x slower."]) is None  # a baseline
        True
        >>> claim_subject(["Training improves accuracy by 2%.", "Training takes 3 days."]) is None  # only opens sentences
        True
        >>> claim_subject(["H100 improves speed by 2x."], {"h100": "HARDWARE"}) is None
        True
    """
    known = known or {}
    claimed: list[str] = []
    for sentence in sentences:
        if not _NUMBER_OR_THAN.search(sentence):
            continue
        for m in _CLAIM.finditer(sentence):
            name = m.group("name")
            if name not in claimed:
                claimed.append(name)
    if not claimed:
        return None
    text = " ".join(sentences)
    best, most = None, 0
    for name in claimed:
        if known.get(name.lower(), "SYSTEM") != "SYSTEM" or name.lower() in _FUNCTION_WORDS or not is_name_like(name, capitalised_ok=True):
            continue
        mentions = [m.start() for m in re.finditer(rf"(?<![\w.+!-]){re.escape(name)}(?![\w+!-])", text)]
        if any(_BASELINE_BEFORE.search(text, max(0, at - 25), at) for at in mentions):
            continue
        if not is_name_like(name):  # a plain capitalised word: a proper noun only if written so in mid-sentence
            mid = any(at >= 2 and text[at - 2] not in ".!?" and text[at - 1] == " " for at in mentions)
            if not mid or re.search(rf"\b{re.escape(name.lower())}\b", text):
                continue
        if len(mentions) > most:
            best, most = name, len(mentions)
    return best
