"""Named parts of a proposed system: "It comprises a Planner, which ..., and a Keeper, which ...".

:func:`capitalised_parts` reads the capitalised parts a system is made of, :func:`counted_defined_names` and
:func:`counted_apposed_names` the named items of a counted list ("two modules: ..."), :func:`named_part` a part
"called X", and :func:`counted_names` the names of "we propose two Xs, A, which ..., and B, which ...". Built on :mod:`.shapes`, :mod:`.acronyms` and
:mod:`.cues`.

Examples:
    >>> s = "It comprises a Planner, which picks tiles, and a Keeper, which evicts them."
    >>> capitalised_parts(s, s, {})
    ['Planner', 'Keeper']
"""

from __future__ import annotations

import re

from paperkg.extract.quantities import lowered

from .shapes import _ADJECTIVE, _FUNCTION_WORDS, _HYPHENATED_WORD, GENERIC_NAMES, is_name_like
from .acronyms import acronym_for, generic_long_form
from .cues import _COMPARING, _NAME_TOKEN, _OTHERS_DESCRIPTION


#: "It comprises a Planner, which ..., and a Keeper, which ...": capitalised parts, each with its relative clause.
_PART_WHICH = re.compile(r"\b(?:an?)\s+(?P<name>[A-Z][a-z]{2,}(?:\s+[A-Z][a-z]+){0,2}),\s+(?:which|that)\s")
#: The words that list a system's parts ("comprises", "is composed of", "consisting of", "made up of", "includes").
_PARTS_CUE = re.compile(
    r"\b(?:compris(?:es|ing)|consist(?:s|ing)\s+of|composed\s+of|made\s+up\s+of|includes|contains|features)\s")


def capitalised_parts(sentence: str, abstract: str, known: dict[str, str]) -> list[str]:
    """Parts of the paper's system that a sentence lists after "comprises" / "consists of", each a capitalised
    common word or two given a relative clause ("a Planner, which ..."): names, unless known to the vocabulary,
    generic, or written in lowercase elsewhere in the abstract.

    Examples:
        >>> s = "It comprises a Planner, which picks tiles, and a Keeper, which evicts them."
        >>> capitalised_parts(s, s, {})
        ['Planner', 'Keeper']
        >>> capitalised_parts(s, s + " Each planner is small.", {})
        ['Keeper']
        >>> capitalised_parts("It comprises a Transformer, which encodes text.", "", {"transformer": "TECHNIQUE"})
        []
        >>> capitalised_parts("It beats a Planner, which picks tiles.", "", {})
        []
    """
    cue = _PARTS_CUE.search(sentence)
    if cue is None:
        return []
    out = []
    for m in _PART_WHICH.finditer(sentence, cue.start()):
        name = m.group("name")
        if name.lower() not in known and not any(w.lower() in GENERIC_NAMES for w in name.split()) \
                and name.lower() not in abstract:
            out.append(name)
    return out


_TITLE_CASE_PART = re.compile(
    r"\b(?:an?|the|its|our)\s+(?P<long>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){1,5})\s*\(\s*(?P<acr>[A-Za-z][\w.+!*-]*[\w+!*]?)\s*\)"
)


def _title_case_parts(sentence: str, start: int) -> list[str]:
    """Acronyms of title-case long forms listed after "composed of" / "consisting of" from ``start`` on, each exactly
    what its acronym abbreviates and no generic term; none in a comparison.

    Examples:
        >>> s = "It presents a pipeline, composed of a shared store and a Token Relay Service (TRS) that scales out."
        >>> _title_case_parts(s, s.find("composed of") + 12)
        ['TRS']
        >>> s = "The chip consists of eight cores and a Tensor Processing Unit (TPU)."
        >>> _title_case_parts(s, s.find("consists of") + 12)
        []
    """
    if _COMPARING.search(sentence):
        return []
    out = []
    for m in _TITLE_CASE_PART.finditer(sentence, start):
        acr, long_form = m.group("acr"), m.group("long")
        if is_name_like(acr) and acronym_for(f"{long_form} ({acr})", acr) == long_form \
                and not generic_long_form(long_form, acr):
            out.append(acr)
    return out


#: "<count> <kind>s:" opening a list ("three subsystems: ...", "two scheduling policies: ...", "two parts including").
_COUNTED_COLON = re.compile(r"\b(?P<count>two|three|four|five)\s+(?:[\w-]+\s+){0,3}?[\w-]+s(?::|,?\s+(?:including|namely))\s")
#: A capitalised word, then a short name in parentheses ("... Service (PLAS)").
_CAPITAL_THEN_SHORT = re.compile(r"\b[A-Z][\w-]*\s*\((?P<acr>[A-Z][\w-]*)\)")
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}


def counted_defined_names(sentence: str) -> list[str]:
    """The short names of a counted list after a colon, each a capitalised long form with its short name in
    parentheses ("It has two parts: Slow Path Relay (SPR) for ..., and Warm Queue Unit (WQU) for ..."). The
    count must equal the number of parenthesised names after the colon (so every listed part has one), and
    a comparison never holds them; the short name need not spell the long form's initials.

    Examples:
        >>> counted_defined_names("Quill has two modules: the Fast Lane Keeper (FLK), which sorts, and the Slow Lane Tuner (SLT).")
        ['FLK', 'SLT']
        >>> counted_defined_names("Quill holds two new parts including Warm Queue Unit (WQU) and Cold Relay (CR).")
        ['WQU', 'CR']
        >>> counted_defined_names("Quill uses three stages: Warm Queue Unit (WQU) and Cold Relay (CR).")
        []
        >>> counted_defined_names("Quill beats two systems: Orca Serve (OS) and Brisk Engine (BE) by 2x.")
        []
        >>> counted_defined_names("It adds two phases: warm-up (WU) and steady state (SS).")
        []
    """
    m = _COUNTED_COLON.search(sentence)
    if m is None or _COMPARING.search(sentence):
        return []
    found = [a.group("acr") for a in _CAPITAL_THEN_SHORT.finditer(sentence, m.end())]
    if len(found) != _COUNTS[m.group("count")] or len(sentence[m.end():].split("(")) - 1 != len(found) \
            or not all(is_name_like(a) for a in found):
        return []
    return found


#: "<count> <kind>s [for ...]:" opening a list of apposed names ("two algorithms for sparse tasks: A, a ..., and B, an ...").
_COUNTED_LIST = re.compile(r"\b(?P<count>two|three|four)\s+(?:[\w-]+\s+){0,3}?[\w-]+s\b(?:\s+[\w-]+){0,5}?:\s+")
#: One listed name with its description ("Name, a ..."), first after the colon or after ", and" / ";".
_APPOSED_ITEM = re.compile(
    r"(?:^|(?:,|;)\s+(?:and\s+)?)(?P<name>(?:[A-Z][\w-]*|[a-z]+[A-Z][\w-]*)(?:\s+[A-Z][\w-]*){0,2}),\s+(?:an?|the|which|that)\s")


def counted_apposed_names(sentence: str, abstract: str) -> list[str]:
    """The names of a counted list after a colon, each followed by its description ("we built two engines for it:
    Quill Sync, a lock-free ..., and Brisk, an adaptive ..."): the count must equal the names found, none written
    in lowercase elsewhere in ``abstract``, none generic, and no comparison in the sentence.

    Examples:
        >>> s = "With it we built two engines for sparse tasks: Quill Sync, a lock-free loop, and Brisk, an adaptive planner."
        >>> counted_apposed_names(s, s)
        ['Quill Sync', 'Brisk']
        >>> counted_apposed_names(s, s + " Each brisk step is short.")
        []
        >>> s = "It consists of two libraries: cuQuillVec, which simulates states, and cuBrisk, which contracts networks."
        >>> counted_apposed_names(s, s)
        ['cuQuillVec', 'cuBrisk']
        >>> s = "We built three engines: Quill Sync, a loop, and Brisk, a planner."
        >>> counted_apposed_names(s, s)
        []
        >>> s = "It beats two engines: Quill Sync, a loop, and Brisk, a planner, by 2x over them."
        >>> counted_apposed_names(s, s)
        []
    """
    m = _COUNTED_LIST.search(sentence)
    if m is None or _COMPARING.search(sentence):
        return []
    tail = sentence[m.end():]
    found = [n.group("name") for n in _APPOSED_ITEM.finditer(tail)]
    if len(found) != _COUNTS[m.group("count")] or not tail.startswith(found[0]):
        return []
    for name in found:
        words = name.split()
        if any(w.lower() in GENERIC_NAMES for w in words) or not (
                any(is_name_like(w) for w in words) or is_name_like(words[0], capitalised_ok=True)) \
                or name.lower() in abstract:
            return []
    return found


#: "(Foo uses) a group-theoretic algorithm called Bar": a short description, a naming word, the name.
_CALLED_PART = re.compile(
    rf"\b(?:an?|the|its|our)\s+(?P<desc>(?:[\w-]+\s+){{0,5}}?[\w-]+)\s*,?\s+(?:called|named|dubbed|termed)\s+(?P<name>{_NAME_TOKEN})"
)


def named_part(sentence: str) -> list[str]:
    """Made-up names a sentence about the paper's own system gives its parts ("Foo then uses an algorithm called Bar").

    The caller checks that the sentence speaks of the paper's system; a
    description that makes the name someone else's, or a comparison before
    it, rules the name out.

    Examples:
        >>> named_part("Kestrel then uses a graph-inspired algorithm called HopPerms to pick routes.")
        ['HopPerms']
        >>> named_part("Kestrel outperforms a scheduler called FooSched by 2x.")
        []
        >>> named_part("Kestrel replaces the standard heuristic called FooSched."), named_part("It uses a method called sampling.")
        ([], [])
        >>> named_part("We reach it with a new weighting rule called W-mix."), named_part("It uses a step called Cache-aware.")
        (['W-mix'], [])
        >>> named_part("It shows that the custom DIMMs, called ZetaDIMM, and the node that houses them, called ZetaNode, work.")
        ['ZetaDIMM', 'ZetaNode']
    """
    out = []
    for m in _CALLED_PART.finditer(sentence):
        name = m.group("name")
        # after a naming word, a capital joined to a lowercase word by a hyphen is a name too ("W-mix")
        shaped = is_name_like(name) or _HYPHENATED_WORD.fullmatch(name) is not None and not _ADJECTIVE.search(name)
        if shaped and not _OTHERS_DESCRIPTION.search(m.group("desc")) \
                and not _COMPARING.search(sentence, 0, m.start("name")):
            out.append(name)
    return out


#: "we propose two policies, ", "we develop two tools that clean data: " (then the names, each with a relative clause): the counted kind of thing.
_COUNTED_KIND = re.compile(
    r"\b(?:we|this\s+(?:paper|work))\s+(?:also\s+|further\s+|then\s+)?(?:propose|introduce|present|design|develop|devise)\s+"
    r"(?:two|three|four)\s+(?:new\s+|novel\s+)?(?:[\w-]+\s+){0,2}?[\w-]+s(?:\s+(?:that|which|to|for)\s+[^,:;.()]{1,60}?)?[,:]\s+"
)
#: One name of such a list, then its relative clause: "Adaptive 2D-LAS index, which ...".
_NAME_WITH_CLAUSE = re.compile(
    rf"(?P<name>(?:[A-Z][\w-]*\s+){{0,2}}?(?:{_NAME_TOKEN})(?:\s+(?P<tail>[a-z]+))?),\s+(?:which|that|whose)\b[^,;.]*(?:,\s+(?P<and>and\s+)?|(?=[.;]|$))"
)


def counted_names(sentence: str, low: str | None = None) -> list[str]:
    """Names in "we propose two Xs, A, which ..., and B, which ...": a count, then each name with its own clause.

    ``low``: the sentence lowercased, when the caller has it (as for :func:`proposed_in_sentence`).

    Examples:
        >>> counted_names("Here we propose two policies, Adaptive 2D-LAS index, which needs hints, and Static FooQ, which is blind, for it.")
        ['Adaptive 2D-LAS index', 'Static FooQ']
        >>> counted_names("We propose three rules, FooA, which is greedy, FooB, which waits, and FooC, which is blind.")
        ['FooA', 'FooB', 'FooC']
        >>> counted_names("We develop two tools that clean corpora: ExactCut, which drops repeats, and NearCut, which merges.")
        ['ExactCut', 'NearCut']
        >>> counted_names("We propose two policies, one of which is blind, and the other, which is not, for it.")
        []
        >>> counted_names("We propose two schedulers, Heron, which is blind, and the other, which is not.")
        []
    """
    low = lowered(sentence) if low is None else low
    if " two " not in low and " three " not in low and " four " not in low:
        return []
    m = _COUNTED_KIND.search(low)
    if not m:
        return []
    out = []
    pos = m.end()
    while True:
        n = _NAME_WITH_CLAUSE.match(sentence, pos)
        if not n:
            break
        name, tail = n.group("name"), n.group("tail")
        words = name.split()[:-1] if tail else name.split()
        if not is_name_like(words[-1]) or tail in _FUNCTION_WORDS or any(w.lower() in _FUNCTION_WORDS for w in words):
            return []
        out.append(name)
        pos = n.end()
        if n.group("and"):
            last = _NAME_WITH_CLAUSE.match(sentence, pos)
            if last is None:
                return []
            lwords = last.group("name").split()[:-1] if last.group("tail") else last.group("name").split()
            if not is_name_like(lwords[-1]) or last.group("tail") in _FUNCTION_WORDS:
                return []
            out.append(last.group("name"))
            break
    return out if len(out) >= 2 else []
