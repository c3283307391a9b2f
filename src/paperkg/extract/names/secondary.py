"""Secondary names: the named components of a proposed system, beside its main name.

:func:`secondary_names` reads, in a sentence about the paper's own work (:func:`~.cues.ours_subject`), the names
of its parts: "Kestrel uses a distributed routing algorithm, R3, ...", "It also introduces TileGEMM and TileGEMV",
"a novel QTRM model"; :func:`secondary_candidates` the names worth that test. Hyphenated siblings of a proposed
name ("Foo-HE" beside "Foo") count as its parts (:func:`sibling_prefixes`, :func:`sibling_prefix_in`). Built on
:mod:`.apposed` and the layers below it.

Examples:
    >>> secondary_names("Kestrel uses a distributed routing algorithm, R3, that balances load.", ["Kestrel"], "")
    ['R3']
    >>> secondary_names("We propose a novel EP algorithm for it.", ["Kestrel"], "")
    []
"""

from __future__ import annotations

import functools
import re

from paperkg.extract.quantities import is_word_char

from .shapes import _LIST_SEP, GENERIC_NAMES, _word_count, is_name_like
from .acronyms import _parts, acronym_for, generic_long_form
from .cues import _COMPARING, _KIND_WORDS, _NAME_TOKEN, _OTHERS_DESCRIPTION, _clean_name, ours_subject
from .apposed import our_apposed


#: A preposition right before a description: "(built) on a popular engine, X", "into an open framework, X" (someone else's).
_AFTER_PREPOSITION = re.compile(r"\b(?:into|onto|on|upon|atop|from|in|within|to|with|of|by|via|using)\s+$")
#: "a decentralized placement algorithm, Z3, that ...", "its Hybrid Engine, Foo-HE, can ...": the name, then its description before it.
_APPOSED_NAME = re.compile(rf", (?P<name>{_NAME_TOKEN})\s*(?=,|\()")
_APPOSED_DESCRIPTION = re.compile(r"\b(?:an?|its|our)\s+(?:[\w/-]+\s+){0,5}?[\w-]+$")
#: "the efficient neural architecture (FooNAS) and the lightweight engine (FooEngine)": the name, then its description.
_PAREN_NAME = re.compile(r"\((?P<name>[A-Za-z][\w.+!-]*[\w+!])\)")
_PAREN_DESCRIPTION = re.compile(r"\b(?:the|an?|our|its)\s+(?:[a-z][\w-]*\s+){1,4}$")
#: "a novel FOOM model": a name between "novel" and the kind of thing it names (after a determiner).
_NOVEL_NAMED = re.compile(rf"(?:novel|new)\s+(?P<name>{_NAME_TOKEN})\s+[a-z]")
_DETERMINER_BEFORE = re.compile(r"\b(?:an?|our|its)\s+$")
#: "We design a Token Ledger, a new component that ...": a capitalised name, then "a new/novel" part of a system.
_NAME_THEN_NEW_PART = re.compile(
    r"\b(?:an?|our|its)\s+(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}),\s+(?:an?\s+)?(?:new|novel)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:component|module|abstraction|service|subsystem|mechanism|layer|engine|library|scheduler|planner|runtime|manager)s?\b"
)
#: The verbs before :data:`_AFTER_VERB_LIST` and :data:`_AFTER_VERB_PHRASE`, as literals.
_OWN_VERBS = ("introduces ", "proposes ", "presents ", "designs ", "develops ", "contributes ")
#: After a verb of the paper's own system ("(It|Foo) also introduces FooGEMM and FooGEMV, ..."): the names.
_AFTER_VERB_LIST = re.compile(
    rf"(?P<names>(?:{_NAME_TOKEN})(?:(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)(?:{_NAME_TOKEN})){{0,3}})"
    r"(?=\s*[,.;:(]|\s+(?:to|for|that|which|as|in|on|with)\b)"
)
#: After such a verb, "a Summation Service abstraction": a capitalised phrase before the kind of thing it names.
_AFTER_VERB_PHRASE = re.compile(r"(?:an?|the|its|our)\s+(?:novel\s+|new\s+)?(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,2})\s+[a-z]")
#: "a Foo-RLHF pipeline", "its Foo-HE engine": a name before the kind of thing it names (see :func:`_siblings`).
_HYPHEN_NAMED = re.compile(r"\b(?:an?|its|our)\s+(?:[a-z][\w-]*\s+)?(?P<name>[A-Z][\w]*-[A-Za-z][A-Za-z-]*)\s+[a-z]")


@functools.lru_cache(maxsize=256)
def sibling_prefixes(proposed: tuple[str, ...]) -> tuple[str, ...]:
    """The first parts (with their hyphen) of hyphenated proposed names that are names themselves.

    Examples:
        >>> sibling_prefixes(("Kestrel-Chat", "MoE-Lite", "Kestrel"))
        ('Kestrel-',)
    """
    prefixes = {p.split("-", 1)[0] + "-" for p in proposed if "-" in p}
    return tuple(sorted(p for p in prefixes if len(p) > 4 and is_name_like(p[:-1], capitalised_ok=True)
                        and p[:-1].lower() not in GENERIC_NAMES))


def apposed_spans(text: str, pos: int = 0) -> list[tuple[int, int]]:
    """Where ``text`` (from ``pos``) holds ", Name," or ", Name (" with a name that is not all lowercase: a cheap test first.

    Examples:
        >>> apposed_spans("It uses a planner, R7, and a cache, then, for it.")
        [(17, 22)]
    """
    return [m.span() for m in _APPOSED_GATE.finditer(text, pos)]


#: ", Name," / ", Name (" with a capital or a digit in the name: :data:`_APPOSED_NAME`'s matches that
#: :func:`secondary_candidates` keeps, found without backtracking (possessive quantifiers).
_APPOSED_GATE = re.compile(r", (?P<name>[a-z]*+[A-Z0-9][\w.+!'’-]*+)(?<=[\w+!])\s*+[,(]")


def own_verbs_in(text: str) -> bool:
    """Whether ``text`` holds a verb after which :func:`secondary_names` reads names ("introduces ", "proposes ", ...).

    Examples:
        >>> own_verbs_in("it also introduces two kernels"), own_verbs_in("it is introduced")
        (True, False)
    """
    return any(map(text.__contains__, _OWN_VERBS))


def sibling_prefix_in(text: str, proposed: list[str] | tuple[str, ...]) -> bool:
    """Whether ``text`` holds the first part of a hyphenated proposed name other than in that name ("Kestrel-" of "Kestrel-Chat").

    Examples:
        >>> sibling_prefix_in("Kestrel-Chat offers a Kestrel-Align pipeline.", ["Kestrel-Chat"])
        True
        >>> sibling_prefix_in("Kestrel-Chat offers a pipeline.", ["Kestrel-Chat", "Kestrel-Chat"])
        False
    """
    return _holds_sibling_prefix(text, proposed, _hyphen_prefixes(proposed))


def _hyphen_prefixes(proposed: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """``sibling_prefixes(tuple(proposed))``, without the cached call when no name holds a hyphen (then there are none).

    Examples:
        >>> _hyphen_prefixes(["Kestrel", "Kestrel-Chat"]), _hyphen_prefixes(["Kestrel"])
        (('Kestrel-',), ())
    """
    return sibling_prefixes(tuple(proposed)) if any("-" in p for p in proposed) else ()


def _holds_sibling_prefix(text: str, proposed: list[str] | tuple[str, ...], prefixes: tuple[str, ...]) -> bool:
    """:func:`sibling_prefix_in` given the names' ``prefixes`` (:func:`sibling_prefixes`)."""
    return bool(prefixes) and any(text.count(p) > sum(text.count(n) for n in set(proposed) if n.startswith(p)) for p in prefixes)


def _siblings(sentence: str, proposed: list[str] | tuple[str, ...], known: dict[str, str]) -> list[tuple[int, str]]:
    """Hyphenated names that share their first part with a proposed name ("a Kestrel-RLHF pipeline" beside "Kestrel-Chat").

    Examples:
        >>> _siblings("Kestrel-Chat adds a robust Kestrel-RLHF pipeline and a GPU-CPU link.", ["Kestrel-Chat"], {})
        [(18, 'Kestrel-RLHF')]
    """
    prefixes = _hyphen_prefixes(proposed)
    if not _holds_sibling_prefix(sentence, proposed, prefixes):
        return []  # every use of the prefix is a proposed name
    return [(m.start(), m.group("name")) for m in _HYPHEN_NAMED.finditer(sentence)
            if m.group("name").startswith(prefixes) and m.group("name") not in proposed and m.group("name").lower() not in known]


def _strong_name(name: str, known: dict[str, str]) -> bool:
    """A made-up name (CamelCase, capitals, digits) the vocabulary does not know as anything else.

    Examples:
        >>> _strong_name("LoomPipe", {}), _strong_name("CPU-GPU", {}), _strong_name("vLLM", {"vllm": "SYSTEM"})
        (True, False, False)
    """
    return is_name_like(name) and name.lower() not in known and name.lower() not in _KIND_WORDS \
        and not all(part.lower() in GENERIC_NAMES for part in _parts(name))  # "CPU-GPU": kinds of things


def secondary_names(sentence: str, proposed: list[str] | tuple[str, ...], abstract: str,
                    known: dict[str, str] | None = None, *, verbs: bool = True, novel: bool = True,
                    parens: bool = True, appositions: bool = True, siblings: bool = True) -> list[str]:
    """Named parts of the paper's own system that a sentence about it introduces.

    The sentence must open with the paper's work as subject (:func:`ours_subject`);
    a name must look made up (:func:`is_name_like`), be unknown to the
    vocabulary (``known``: lowercased name to label) and not follow a
    comparison word or a description of others' work ("a state-of-the-art
    system, X").

    Examples:
        >>> secondary_names("Kestrel uses a distributed routing algorithm, R3, that balances load.", ["Kestrel"], "")
        ['R3']
        >>> secondary_names("It also introduces TileGEMM and TileGEMV, the first kernels for it.", ["Kestrel"], "")
        ['TileGEMM', 'TileGEMV']
        >>> secondary_names("Kestrel is guided by a novel QTRM model of the chip.", ["Kestrel"], "")
        ['QTRM']
        >>> secondary_names("We propose a novel EP algorithm for it.", ["Kestrel"], "")
        []
        >>> ab = "We propose Kestrel, joining the fast planner (FlowPlan) and the tiny runtime (FlowRun). FlowPlan is new. FlowRun is small."
        >>> secondary_names("We propose Kestrel, joining the fast planner (FlowPlan) and the tiny runtime (FlowRun).", ["Kestrel"], ab)
        ['FlowPlan', 'FlowRun']
        >>> ab = "It introduces a Gradient Pool abstraction for sums. Gradient Pool runs on CPUs."
        >>> secondary_names("It introduces a Gradient Pool abstraction for sums.", ["Kestrel"], ab)
        ['Gradient Pool']
        >>> secondary_names("We design a Token Ledger, a new component that tracks every write.", ["Kestrel"], "")
        ['Token Ledger']
        >>> secondary_names("We design a Token Ledger, a new component; token ledger entries are small.", ["Kestrel"],
        ...                 "We design a Token Ledger, a new component; token ledger entries are small.")
        []
        >>> secondary_names("Kestrel beats a state-of-the-art system, FooServe, by 2x.", ["Kestrel"], "")
        []
        >>> secondary_names("Prior work uses a scheduling algorithm, R3, that balances load.", ["Kestrel"], "")
        []
        >>> secondary_names("We build Kestrel on a serving engine, FooServe, and test it.", ["Kestrel"], "")
        []
        >>> ab = "We fine-tune the small model (FooLM-7B). FooLM-7B is strong."
        >>> secondary_names("We fine-tune the small model (FooLM-7B).", ["Kestrel"], ab, verbs=False)
        []
        >>> secondary_names("Kestrel develops PP to cut traffic.", ["Kestrel"], "Page Packing (PP) is old. Kestrel develops PP to cut traffic.")
        []
        >>> secondary_names("Kestrel uses a novel CUDA kernel and a fast planner, cuBLAS, for GEMMs.", ["Kestrel"], "", {"cublas": "SYSTEM"})
        []
    """
    if not ours_subject(sentence, proposed):
        return []
    known = known or {}
    # "we propose X, a ..., Y" is read by proposed_in_sentence: after "we", only parts named in parentheses or after "novel"
    we = sentence.startswith(("We ", "Our "))
    ours = our_apposed(sentence) if we and appositions else None  # "Our planner, Bar, routes ...": its name
    found = [(0, ours)] if ours and _strong_name(ours, known) else []
    found += secondary_candidates(sentence, proposed, abstract, known, verbs=verbs and not we, novel=novel,
                                 appositions=appositions and not we, parens=parens and (verbs or not we),
                                 siblings=siblings and not we)  # "we fine-tune the base model (Foo-7B)" uses another's
    if not found:
        return []
    comparing = _COMPARING.search(sentence)
    limit = comparing.start() if comparing else len(sentence)  # names after a comparison word are baselines
    # a part is introduced where it is first mentioned: "Foo develops PP" after "Patch Parallelism (PP)" extends another's
    here = abstract.find(sentence)
    before = abstract[:here] if here > 0 else ""
    return [n for n in dict.fromkeys(n for where, n in sorted(found) if where < limit) if n not in proposed and n not in before]


_ACRONYM_AFTER_NAME = re.compile(r"\s*\(([\w/-]+)\)")


def _generic_acronym_after(text: str, name: str, end: int) -> bool:
    """Whether ``name``, which ends at ``end``, is defined as the long form of a generic acronym
    (:func:`~.acronyms.generic_long_form`): "modern CPUs, Single-Instruction-Multiple-Data (SIMD) registers," is a
    kind of register, not a name.

    Examples:
        >>> _generic_acronym_after("CPUs, Single-Instruction-Multiple-Data (SIMD) registers", "Single-Instruction-Multiple-Data", 38)
        True
        >>> _generic_acronym_after("a planner, Fast Route (FR), and", "Fast Route", 21)
        False
    """
    m = _ACRONYM_AFTER_NAME.match(text, end)
    return m is not None and generic_long_form(name, m.group(1))


def secondary_candidates(text: str, proposed: list[str] | tuple[str, ...], abstract: str,
                         known: dict[str, str], *, verbs: bool = True, novel: bool = True,
                         appositions: bool = True, parens: bool = True, siblings: bool = True) -> list[tuple[int, str]]:
    """Where and which names :func:`secondary_names` may take from a sentence.

    Every shape is found by a regex led by a literal (", ", "(", "novel"), its
    description looked at only behind a name that looks made up. ``verbs``
    and ``novel``: whether the text may hold a proposal verb or "novel"/"new"
    (a caller that knows it does not saves their tests); ``appositions``:
    whether to read appositions; ``parens``: names in parentheses after a
    description; ``siblings``: hyphenated siblings of a proposed name.

    Examples:
        >>> secondary_candidates("It uses a fast planner, R7, and an EP (EP) test.", [], "", {})
        [(8, 'R7')]
    """
    found: list[tuple[int, str]] = []  # (where, name)
    if appositions and ", " in text:
        for m in _APPOSED_NAME.finditer(text):
            if not m.group("name").islower() and _strong_name(m.group("name"), known) \
                    and not _generic_acronym_after(text, m.group("name"), m.end("name")):
                desc = _APPOSED_DESCRIPTION.search(text, max(0, m.start() - 80), m.start())
                if desc and not _OTHERS_DESCRIPTION.search(desc.group()) \
                        and not _AFTER_PREPOSITION.search(text, max(0, desc.start() - 8), desc.start()):
                    found.append((desc.start(), m.group("name")))
    if parens and "(" in text:
        for m in _PAREN_NAME.finditer(text):
            name = m.group("name")
            if name.isupper() and len(name) < 4 or not _strong_name(name, known):  # "(KV)", "(PP)": mostly generic terms
                continue
            desc = _PAREN_DESCRIPTION.search(text, max(0, m.start() - 60), m.start())
            if not desc or _OTHERS_DESCRIPTION.search(desc.group()) \
                    or _AFTER_PREPOSITION.search(text, max(0, desc.start() - 8), desc.start()):
                continue
            long_form = acronym_for(text[desc.start(): m.end()], name)
            if (long_form is None or not generic_long_form(long_form, name)) and _word_count(abstract, name) >= 2:
                found.append((desc.start(), name))  # not the acronym of a generic term ("key-value (KV)"), used again
    if novel and ("novel " in text or "new " in text):
        for m in _NOVEL_NAMED.finditer(text):
            name = m.group("name")
            # a short acronym ("a novel EP algorithm") is more often a generic term's than a name
            if _strong_name(name, known) and not (name.isupper() and len(name) < 4) \
                    and _DETERMINER_BEFORE.search(text, max(0, m.start() - 5), m.start()):
                found.append((m.start(), name))
        if ", a new " in text or ", a novel " in text:
            for m in _NAME_THEN_NEW_PART.finditer(text):
                name = m.group("name")
                if name.lower() not in known and not any(w.lower() in GENERIC_NAMES for w in name.split()) \
                        and name.lower() not in abstract:  # (a capitalised common phrase is written lowercase too)
                    found.append((m.start(), name))
    if siblings and "-" in text:
        found.extend(_siblings(text, proposed, known))
    for verb in _OWN_VERBS if verbs else ():
        pos = text.find(verb)
        while pos >= 0:
            if pos == 0 or not is_word_char(text[pos - 1]):
                m = _AFTER_VERB_LIST.match(text, pos + len(verb))
                parts = [_clean_name(p) for p in _LIST_SEP.split(m.group("names"))] if m else []
                if parts and all(_strong_name(p, known) for p in parts):
                    found.extend((pos, p) for p in parts)
                m = _AFTER_VERB_PHRASE.match(text, pos + len(verb))
                if m and not any(w.lower() in GENERIC_NAMES for w in m.group("name").split()) \
                        and _word_count(abstract, m.group("name")) >= 2:
                    found.append((pos, m.group("name")))
            pos = text.find(verb, pos + 1)
    return found
