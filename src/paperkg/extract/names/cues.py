"""The cues the proposal rules share: the name token, the proposal-verb regex, and whose work a sentence is about.

:data:`_NAME_TOKEN` is the pattern of one name in the rules' regexes, :func:`_proposal_regex` the "we ... VERB
OBJECT" regex of a set of proposal verbs, :func:`_may_match` a cheap test of the words a regex requires. A sentence
about the paper's own work opens with :data:`OWN_WORK_OPENINGS` or :data:`WE_OPENINGS` (:func:`ours_subject`);
descriptions of others' work (:data:`_OTHERS_DESCRIPTION`) and comparison words (:data:`_COMPARING`) keep a name
from being proposed; :func:`compared_names` finds the names a paper compares itself against.

Examples:
    >>> ours_subject("For example, its engine is fast.", ["Kestrel"]), ours_subject("Prior systems use FooNet.", ["Kestrel"])
    (True, False)
    >>> s = "We compare Quill against two strong engines, Zorblax and Orca-X, on many workloads."
    >>> [s[a:b] for a, b in compared_names(s, ["Quill"])]
    ['Zorblax', 'Orca-X']
"""

from __future__ import annotations

import functools
import re

from paperkg.extract.quantities import by_prefix

from .shapes import _REFERENCE_WORDS, is_name_like


@functools.cache
def _proposal_regex(verbs: tuple[str, ...]) -> re.Pattern[str]:
    """ "we/this paper/here ... VERB OBJECT": the verbs longest first, grouped by their openings (:func:`~paperkg.extract.quantities.by_prefix`).

    The subject is ``\\b(?:we|this\\s+...|the\\s+paper|here)`` written with
    the word boundary looked behind after its first letter ("w(?<!\\ww)e":
    the same matches), so that :mod:`re` skips ahead to a "w", "t" or "h".
    """
    alt = by_prefix([re.escape(v) for v in sorted((v.lower() for v in verbs), key=lambda v: len(re.escape(v)), reverse=True)])
    subject = r"w(?<!\ww)e|t(?<!\wt)his\s+(?:paper|work|article|study|report)|t(?<!\wt)he\s+paper|h(?<!\wh)ere"
    return re.compile(rf"(?:{subject})\b[^.;]{{0,120}}?\b(?:{alt})\b\s*(?P<obj>.*)", re.DOTALL)


_NAME_TOKEN = r"[A-Za-z0-9][\w.+!'’-]*[\w+!]|[A-Z]"
_PAREN = re.compile(r"\(\s*(?P<acr>[A-Za-z][\w.+!*-]*[\w+!*]?)\s*\)")


def _clean_name(name: str) -> str:
    return name.strip().strip(",.;:'\"’").strip()


@functools.cache
def _required(pattern: str, flags: int) -> tuple[frozenset[str], ...]:
    """Sets of strings, one of each of which a text must hold for a regex to match in it (none when it ignores case).

    Keyed by the pattern's text and flags: hashing a compiled pattern hashes its whole program.
    """
    if flags & re.IGNORECASE:
        return ()
    from paperkg.extract.regex_literals import required_literals

    return required_literals(pattern, shortest=1)


def _may_match(regex: re.Pattern[str], text: str) -> bool:
    """``False`` when ``regex`` cannot match ``text`` (a word it requires is missing): a cheap test before the regex.

    Examples:
        >>> from paperkg.extract.names.proposals import _WE_NAME
        >>> _may_match(_WE_NAME, "a model we call Heron"), _may_match(_WE_NAME, "we propose Heron")
        (True, False)
    """
    for words in _required(regex.pattern, regex.flags):
        for word in words:
            if word in text:
                break
        else:
            return False
    return True


#: An adverbial that may open a sentence before its subject ("For example, ", "In addition, ").
_LEAD_ADVERBIAL = re.compile(r"^(?:[A-Z][a-z]*(?:\s+[a-z]+){0,2}),\s+")
#: How a sentence about the paper's own work opens: its system ("It", "This paper") or its authors ("We", "Our")
#: (a proposed name is tried as written).
OWN_WORK_OPENINGS = ("It ", "Its ", "This paper ", "This work ", "This article ", "This system ")
WE_OPENINGS = ("We ", "Our ")
_OUR_SUBJECTS_CAPITALISED = WE_OPENINGS + OWN_WORK_OPENINGS
_OUR_SUBJECTS = tuple(w.lower() for w in _OUR_SUBJECTS_CAPITALISED)


def ours_subject(sentence: str, proposed: list[str] | tuple[str, ...]) -> bool:
    """Whether ``sentence`` opens with the paper's own work as subject (a proposed name, "we", "it", "its", "this paper").

    Examples:
        >>> ours_subject("Kestrel uses a planner, K2, to route.", ["Kestrel"])
        True
        >>> ours_subject("For example, its engine is fast.", ["Kestrel"]), ours_subject("Prior systems use FooNet.", ["Kestrel"])
        (True, False)
    """
    if sentence.startswith(_OUR_SUBJECTS_CAPITALISED):
        return True
    for p in proposed:
        if sentence.startswith(p) and sentence[len(p): len(p) + 1] in (" ", "'", "’"):
            return True
    if sentence.find(", ", 0, 30) < 0:
        return False
    m = _LEAD_ADVERBIAL.match(sentence)
    if not m:
        return False
    sentence = sentence[m.end():]
    if sentence[:14].lower().startswith(_OUR_SUBJECTS):
        return True
    return any(sentence.startswith(p) and sentence[len(p): len(p) + 1] in (" ", "'", "’") for p in proposed if p)


#: Words of a description that make its name someone else's product ("a state-of-the-art system, X").
_OTHERS_DESCRIPTION = re.compile(
    r"\b(?:state-of-the-art|sota|existing|baselines?|prior|previous|earlier|popular|widely|commercial|standard|conventional|"
    r"traditional|vanilla|default|recent|open-source|well-known|leading|competing|competitors?|rivals?|predecessors?|"
    r"strong|such|e\.g|like|"
    r"base|pre-?trained|off-the-shelf|public|publicly|original|teacher|backbone|"
    r"datasets?|benchmarks?|traces?|workloads?|suites?|clusters?|supercomputers?)\b",
    re.IGNORECASE,
)
#: Words that make a sentence a comparison: a name after them is a baseline, not a component.
_COMPARING = re.compile(r"\b(?:outperform\w*|than|compar\w*|over|versus|vs|against|relative|unlike|beats?|evaluat\w*|experiment\w*)\b")
#: Name-like words that name a kind of thing in "a novel X kernel" (a platform, a format).
_KIND_WORDS = frozenset("cuda opencl rocm triton simd gemm gemv spmm spmv lora ptx isa mlp mlps vit ffn".split())
#: "We (also) compare [SUBJECT] against|with|to OBJECT", "We evaluate NAME ... against|relative to OBJECT": the paper
#: names what it measures itself against.
_COMPARE_WITH = re.compile(
    r"\b(?:[Ww]e|[Tt]his\s+(?:paper|work))\s+(?:(?:also|further|then|additionally|extensively|thoroughly|empirically|"
    r"systematically|carefully)\s+)?(?:compare\s+(?:(?P<subject>[^,;:.()]{1,60}?)\s+)?(?:against|with|to|relative\s+to)|"
    r"(?:evaluate|benchmark)\s+(?:(?P<evaluated>[^,;:.()]{1,60}?)\s+)?(?:against|relative\s+to|versus))\s+"
)
#: A parenthesis after a class of things that names its members: "industry libraries (Intel MKL)".
_NAMES_IN_PARENS = re.compile(r"\((?!see\b|cf\.)(?P<names>[^()]{1,80})\)")
#: Where the list of compared names ends: a setting ("on", "in", "for", "across" ...), a clause, a sentence end.
_COMPARED_END = re.compile(
    r"\s+(?:on|in|for|across|using|under|at|over|by|from|via|while|when|where|which|that|showing|and\s+(?:show|find|"
    r"demonstrate|observe|report)\w*)\s+|[;:()]|\.(?:\s|$)"
)
_COMPARED_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|as\s+well\s+as|such\s+as|including|like|namely)\s+")
_COMPARED_LEAD = re.compile(r"^(?:(?:such\s+as|including|namely|e\.g\.,?|i\.e\.,?|like|both|the|an?)\s+)+")
#: Kind words a compared name may carry ("the Zorblax system"): dropped from the name.
_COMPARED_KINDS = frozenset("system systems framework frameworks library libraries implementation implementations engine "
                            "engines baseline baselines method methods approach approaches model models".split())
_OUR_SUBJECT = re.compile(r"^(?:(?:the|our|its)\s+(?:[\w-]+\s+){0,3}of\s+)?(?:our|it|its|them|they|this|these)\b", re.IGNORECASE)


def compared_names(sentence: str, proposed: list[str] | tuple[str, ...] = ()) -> list[tuple[int, int]]:
    """The ``(start, end)`` offsets of the names in a "we compare X against A and B" sentence (or "we evaluate X
    relative to A", with the proposed name; a class's members in parentheses count: "libraries (A)").

    The compared side must be the paper's own work (a proposed name, "our ...", "it") or left out
    ("we compare against A"); each listed item counts when it is a name ("Orca-X", "Zorblax Serve"),
    with its article and a trailing kind word dropped, and generic items ("two strong systems") are
    skipped. These are baselines even where the sentence gives no number.

    Examples:
        >>> s = "We compare Quill against two strong engines, Zorblax and Orca-X, on many workloads."
        >>> [s[a:b] for a, b in compared_names(s, ["Quill"])]
        ['Zorblax', 'Orca-X']
        >>> s = "We also compare our planner with widely used tools, such as Heron and the Kestrel system."
        >>> [s[a:b] for a, b in compared_names(s, ["Quill"])]
        ['Heron', 'Kestrel']
        >>> compared_names("We compare Heron with Kestrel on a benchmark.", ["Quill"])
        []
        >>> compared_names("We compare Quill to the strongest prior art.", ["Quill"])
        []
        >>> s = "We evaluate Quill on many kernels relative to vendor libraries (Intel MKL) and compilers (TACO)."
        >>> [s[a:b] for a, b in compared_names(s, ["Quill"])]
        ['Intel MKL', 'TACO']
        >>> compared_names("We evaluate Quill against the results (see Section 5).", ["Quill"])
        []
    """
    m = _COMPARE_WITH.search(sentence)
    if m is None:
        return []
    subject = m.group("subject") or m.group("evaluated")
    if subject and not (any(p in subject for p in proposed) or _OUR_SUBJECT.match(subject)):
        return []
    if m.group("evaluated") is not None and not any(p in subject for p in proposed):
        return []  # "we evaluate it against ...": only with the system's own name
    start = m.end()
    stop = _COMPARED_END.search(sentence, start)
    if stop and stop.group() == "(":  # "relative to industry libraries (Intel MKL) and compilers (TACO)": the members
        clause = _COMPARED_CLAUSE_END.search(sentence, start)
        end = clause.start() if clause else len(sentence)
        return [span for pm in _NAMES_IN_PARENS.finditer(sentence, start, end)
                for span in _listed_names(sentence, pm.start("names"), pm.end("names"), proposed)]
    return _listed_names(sentence, start, stop.start() if stop else len(sentence), proposed)


#: Where a list of compared classes with their members in parentheses ends: a clause or the sentence.
_COMPARED_CLAUSE_END = re.compile(r"\s+(?:while|when|where|which|showing|and\s+(?:show|find|demonstrate|observe|report)\w*)\s+|[;:]|\.(?:\s|$)")


def _listed_names(sentence: str, start: int, end: int, proposed: list[str] | tuple[str, ...]) -> list[tuple[int, int]]:
    """The offsets of the names listed in ``sentence[start:end]`` (see :func:`compared_names`)."""
    out = []
    pos = start
    for part in _COMPARED_SPLIT.split(sentence[start:end]) + [""]:
        at = sentence.find(part, pos, end) if part else -1
        if at < 0:
            continue
        pos = at + len(part)
        lead = _COMPARED_LEAD.match(part)
        a = at + (lead.end() if lead else 0)
        words = sentence[a:pos].split()
        if words and words[-1].lower() in _COMPARED_KINDS and len(words) > 1:
            words = words[:-1]
        if not 1 <= len(words) <= 3 or not is_name_like(words[0], capitalised_ok=True) \
                or not all(w[:1].isupper() or w[:1].isdigit() for w in words[1:]) or words[0] in proposed \
                or words[0].lower() in _REFERENCE_WORDS:
            continue
        b = a + len(" ".join(words))
        if sentence[a:b] == " ".join(words):
            out.append((a, b))
    return out
