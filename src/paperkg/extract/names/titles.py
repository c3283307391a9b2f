"""Names in titles, and names without their owner or release words.

:func:`proposed_in_title` reads the name a title announces ("Name: subtitle", "... with Name");
:func:`title_tail_name`, :func:`title_head_proposed` and :func:`project_name` check a title's name against the
abstract, :func:`title_long_form` finds the acronym the abstract defines for the title's opening phrase; :func:`without_release` and :func:`without_owner` drop a release number ("Kestrel 1.0")
or an owner's name ("Zorbco QX-9") that the abstract leaves out; :func:`quoted_in`, :func:`lowercase_phrase` and
:func:`title_head_superseded` handle names written in quotes, in lower case, or lengthened in the abstract. The top
layer of :mod:`paperkg.extract.names`.

Examples:
    >>> proposed_in_title("Corvid: Fast Pipelined Decoding on Modern GPUs")
    'Corvid'
    >>> without_release("Kestrel 1.0", "We introduce Kestrel, a planner.")
    'Kestrel'
"""

from __future__ import annotations

import re

from paperkg.extract.quantities import is_word_char, lowered

from .shapes import (
    _FUNCTION_WORDS,
    _HYPHENATED_WORD,
    _TITLE_ACRONYM,
    _TITLE_HEAD,
    _TITLE_TAIL,
    GENERIC_NAMES,
    _word_count,
    is_name_like,
)
from .acronyms import acronym_for
from .cues import _PAREN, _proposal_regex


def proposed_in_title(title: str) -> str | None:
    """The system name a title announces ("Name: subtitle", "... with Name"), if any.

    Examples:
        >>> proposed_in_title("Blitz! Serving: Multi-Tenant LLM Serving via Shared Prefixes")
        'Blitz! Serving'
        >>> proposed_in_title("Faster Sharded Training with K7: A Topology-Aware Approach")
        'K7'
        >>> proposed_in_title("Pipeline Parallelism: Scaling Training Across Many Devices") is None
        True
        >>> proposed_in_title("DNN is not all you need: Parallelizing ML on IoT") is None
        True
        >>> proposed_in_title("TPU v9: A Reconfigurable Training Machine"), proposed_in_title("Deep Speech 2: Speech at Scale")
        ('TPU v9', 'Deep Speech 2')
        >>> proposed_in_title("Prune & Merge: Faster Token Reduction")
        'Prune & Merge'
        >>> proposed_in_title("The QRX Kernel Smith: Agentic Tuning"), proposed_in_title("The Case for Racks: A Study")
        ('The QRX Kernel Smith', None)
        >>> proposed_in_title("Heron++: Faster Serving"), proposed_in_title("The KV-store: Fast Lookups")
        ('Heron++', 'KV-store')
        >>> proposed_in_title("The Bottleneck: Why GPUs Idle") is None
        True
        >>> proposed_in_title("ZorbTrees for Real-time Rendering"), proposed_in_title("LLMs for Code Review")
        ('ZorbTrees', None)
    """
    paren = _TITLE_ACRONYM.search(title) if ")" in title else None
    if paren and is_name_like(paren.group("acr")) and acronym_for(title, paren.group("acr")):
        return paren.group("acr")
    m = _TITLE_HEAD.match(title)
    head = m.group("head").strip() if m else ""
    if head:
        words = head.split()
        if len(words) == 1 and (is_name_like(words[0]) or words[0][:1].isupper() and words[0].rstrip("+").isalpha()
                                and len(words[0]) > 2
                                or _HYPHENATED_WORD.fullmatch(words[0])):
            return words[0]
        if len(words) == 2 and words[0] == "The" and is_name_like(words[1]):
            return words[1]  # "The PGM-index: ...": the name, without its article
        if len(words) == 3 and words[1] == "&" and all(w[:1].isupper() and w.isalpha() for w in words[::2]):
            return head  # "Prune & Merge: ...": a name joined by an ampersand
        named = words[1:] if words[0] == "The" and len(words) > 2 else words  # "The Foo BAR Agent: ...": named with its article
        if 1 < len(named) <= 4 and not any(w.lower() in _FUNCTION_WORDS for w in named):
            if all(w[:1].isupper() or w[:1].isdigit() or is_name_like(w) for w in named) and any(is_name_like(w) for w in named):
                return head
            if _NUMBERED_HEAD.fullmatch(head):
                return head  # "Deep Speech 2: ...": capitalised words with a version number are a name
    tail = _TITLE_TAIL.search(title)
    if tail and is_name_like(tail.group("name")):
        return tail.group("name")
    lead = _TITLE_FOR_HEAD.match(title) if " for " in title else None
    if lead and is_name_like(lead.group("name")) and not lead.group("name").isupper():
        return lead.group("name")  # "PlenOctrees for Real-time Rendering": a made-up word, then what it is for
    return None


#: "Name for ...": one made-up word (not an acronym, which often names the field: "DNNs for ...") before "for".
_TITLE_FOR_HEAD = re.compile(r"(?P<name>[A-Z][\w.+!-]*)\s+for\s")
#: Two or three capitalised words and a version number ("Deep Speech 2", "Stable Cascade 3").
_NUMBERED_HEAD = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+){1,2} [1-9]\d?")
_VERSION_TAIL = re.compile(r"\s+v?\d+(?:\.\d+)+$")


def without_release(name: str, abstract: str) -> str:
    """``name`` without a trailing release number ("Foo 1.0") when the abstract uses only the bare name.

    Examples:
        >>> without_release("Kestrel 1.0", "We introduce Kestrel, a planner.")
        'Kestrel'
        >>> without_release("Kestrel 2.1", "Kestrel 2.1 improves on Kestrel.")
        'Kestrel 2.1'
        >>> without_release("Kestrel-2", "We introduce Kestrel, a planner.")
        'Kestrel-2'
    """
    m = _VERSION_TAIL.search(name) if " " in name else None
    if not m or name in abstract:
        return name
    bare = name[: m.start()]
    return bare if _word_count(abstract, bare) else name


def without_owner(name: str, abstract: str, owners: frozenset[str]) -> str:
    """``name`` without a company word before it ("Zorbco QX-9" -> "QX-9") when the rest is a name by its look
    (not a plain word: "Zorbco Vizor" stays) and the abstract also writes it alone.

    Examples:
        >>> without_owner("Zorbco QX-9", "We present QX-9, a chip. Zorbco QX-9 is fast.", frozenset({"zorbco"}))
        'QX-9'
        >>> without_owner("Zorbco Vizor", "We present Vizor, a tuner.", frozenset({"zorbco"}))
        'Zorbco Vizor'
        >>> without_owner("Zorbco QX-9", "Zorbco QX-9 is a chip.", frozenset({"zorbco"}))
        'Zorbco QX-9'
    """
    owner, _, rest = name.partition(" ")
    if not rest or owner.lower() not in owners or " " in rest or not is_name_like(rest):
        return name
    return rest if _word_count(abstract, rest) > abstract.count(name) else name


def title_tail_name(title: str, abstract: str, verbs: tuple[str, ...]) -> str | None:
    """A capitalised name a title ends with ("... with Foo") that the abstract says the paper builds and uses as a subject.

    Examples:
        >>> verbs = ("build", "design", "present")
        >>> title_tail_name("Faster Sharded Training with Kestrel", "We design and build Kestrel to shard. Kestrel is fast.", verbs)
        'Kestrel'
        >>> title_tail_name("Faster Sharded Training with Kestrel", "Kestrel is an optimizer. Kestrel is old.", verbs) is None
        True
    """
    m = _TITLE_TAIL.search(title) if " " in title else None
    if not m:
        return None
    name = m.group("name")
    if len(name) < 3 or name.lower() in GENERIC_NAMES or name.lower() in _FUNCTION_WORDS or f". {name} " not in abstract:
        return None
    for sentence in abstract.split(". "):
        if name in sentence:
            found = _proposal_regex(verbs).search(lowered(sentence))
            if found and name in sentence[found.start("obj"): found.start("obj") + len(name) + 30]:
                return name
    return None


_PROJECT = re.compile(r"\bProject\s+(?P<name>[A-Z][\w-]+)")


def project_name(sentence: str, abstract: str) -> list[str]:
    """Names given as "Project Foo" that the abstract also uses bare ("the Foo NPU").

    Examples:
        >>> project_name("This paper describes Project Kestrel, a system.", "Project Kestrel is new. The Kestrel NPU is fast.")
        ['Kestrel']
        >>> project_name("This paper describes Project Kestrel, a system.", "Project Kestrel is new.")
        []
    """
    out = []
    for m in _PROJECT.finditer(sentence):
        name = m.group("name")
        if name.lower() not in GENERIC_NAMES and _word_count(abstract, name) > abstract.count("Project " + name):
            out.append(name)
    return out


def title_long_form(title: str, sentence: str) -> list[str]:
    """Acronyms a sentence defines for the phrase the title opens with ("Deep Foo Model for X" -> "... (DFM)").

    Examples:
        >>> title_long_form("Sparse Routing Network for Fast Search", "We develop a sparse routing network (SRN) for it.")
        ['SRN']
        >>> title_long_form("Fast Search with Sparse Routing", "We develop a sparse routing network (SRN).")
        []
    """
    out = []
    low_title = title.lower()
    for m in _PAREN.finditer(sentence):
        acr = m.group("acr")
        if not is_name_like(acr):
            continue
        long_form = acronym_for(sentence[: m.end()], acr) or _long_form_before_size(sentence[: m.start()], acr)
        if long_form and len(long_form.split()) >= 2 and (
            low_title.startswith(long_form.lower()) and not low_title[len(long_form): len(long_form) + 1].isalnum()
            or _named_within_title(long_form, low_title)
        ):
            out.append(acr)
    return out


#: A size or release after a model's name: "530B", "1.5", "v2".
_SIZE_OR_RELEASE = re.compile(r"(?:\d+(?:\.\d+)?[BMKT]|v?\d+(?:\.\d+)*)")


def _long_form_before_size(before: str, acronym: str) -> str | None:
    """The long form of ``acronym`` when a size or release stands between them ("Foo-Bar LM 70B (FB-LM)").

    Examples:
        >>> _long_form_before_size("we train Kestrel-Heron LM 70B ", "KH-LM")
        'Kestrel-Heron LM'
        >>> _long_form_before_size("we train Kestrel-Heron LM ", "KH-LM") is None
        True
    """
    words = before.split()
    if len(words) < 3 or not _SIZE_OR_RELEASE.fullmatch(words[-1]):
        return None
    return acronym_for(" ".join(words[:-1]) + f" ({acronym})", acronym)


def _named_within_title(long_form: str, low_title: str) -> bool:
    """Whether a long form with a made-up name in it ("Kestrel-Heron LM") occurs in the lowercased title as whole words.

    Examples:
        >>> _named_within_title("Kestrel-Heron LM", "training kestrel-heron lm 70b, a large model")
        True
        >>> _named_within_title("Sparse Routing Network", "scaling a sparse routing network")
        False
    """
    if not any(is_name_like(w) for w in long_form.split()):
        return False
    low = long_form.lower()
    pos = low_title.find(low)
    while pos >= 0:
        end = pos + len(low)
        if (pos == 0 or not is_word_char(low_title[pos - 1]) and low_title[pos - 1] != "-") and (
                end == len(low_title) or not is_word_char(low_title[end]) and low_title[end] != "-"):
            return True
        pos = low_title.find(low, pos + 1)
    return False


def title_head_proposed(title: str, abstract: str) -> str | None:
    """The title's head ("Head: subtitle") when the abstract speaks of "our proposed Head".

    Examples:
        >>> title_head_proposed("Pre-sorted MoE: Fast Experts", "Our proposed Pre-sorted MoE system is fast.")
        'Pre-sorted MoE'
        >>> title_head_proposed("Pre-sorted MoE: Fast Experts", "Pre-sorted MoE is fast.") is None
        True
        >>> title_head_proposed("Kite Merge: Fast Decoding", "Our method, Kite Merge, splits the sum.")
        'Kite Merge'
        >>> title_head_proposed("Kite Merge: Fast Decoding", "The prior method, Kite Merge, is slow.") is None
        True
        >>> title_head_proposed("Harbor Bench: Agent Tasks", "Harbor Bench holds tasks. Agents are scored with Harbor Bench.")
        'Harbor Bench'
        >>> title_head_proposed("Harbor Bench: Agent Tasks", "Harbor Bench holds tasks. We build a harbor bench.") is None
        True
    """
    m = _TITLE_HEAD.match(title) if ":" in title else None
    if not m:
        return None
    head = m.group("head").strip()
    if len(head.split()) > 4 or not head[:1].isupper():
        return None
    if f"proposed {head} " in abstract or quoted_in(head, abstract):
        return head
    if _TITLE_CASE_WORDS.fullmatch(head) and head in abstract and head.lower() not in abstract \
            and not any(w.lower() in _FUNCTION_WORDS for w in head.split()) and _after_lowercase_word(head, abstract):
        return head  # "Harbor Bench: ..." whose abstract writes "... run with Harbor Bench": a proper name, never lowercased
    # "Our algorithm, Head, splits ...": the abstract names its own work with the title's head
    at = abstract.find(f", {head},")
    return head if at >= 0 and _OUR_DESCRIPTION_BEFORE.search(abstract, max(0, at - 60), at) else None


#: Two or three capitalised words, each a capital then lowercase letters ("Harbor Bench").
_TITLE_CASE_WORDS = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+){1,2}")


def _after_lowercase_word(head: str, abstract: str) -> bool:
    """Whether ``abstract`` writes ``head`` right after a lowercase word (mid-sentence, so its capitals are a name's).

    Examples:
        >>> _after_lowercase_word("Harbor Bench", "Harbor Bench is new. Agents run with Harbor Bench today.")
        True
        >>> _after_lowercase_word("Harbor Bench", "Harbor Bench is new. Harbor Bench runs.")
        False
    """
    at = abstract.find(head)
    while at >= 0:
        before = abstract[max(0, at - 30):at]
        if before.endswith(" ") and before.rstrip()[-1:].islower():
            return True
        at = abstract.find(head, at + 1)
    return False


#: "our <up to three words>" right before an apposed name: the paper's own work ("Our algorithm, Head,").
_OUR_DESCRIPTION_BEFORE = re.compile(r"\b[Oo]ur\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*$")


#: Opening and closing quotation marks, paired.
_QUOTES = (('"', '"'), ("\u201c", "\u201d"), ("'", "'"), ("\u2018", "\u2019"))


def quoted_in(phrase: str, text: str) -> bool:
    """Whether ``text`` writes ``phrase`` (any casing) between quotation marks: the paper coining a name ("we introduce "foo bar"").

    Examples:
        >>> quoted_in("Lazy Merge", 'To fix this, we introduce \u201clazy merge\u201d, a two-step policy.')
        True
        >>> quoted_in("Lazy Merge", "To fix this, we introduce lazy merge, a policy.")
        False
    """
    if not any(q in text for q, _ in _QUOTES):
        return False
    low = lowered(text)
    target = phrase.lower()
    return any(f"{q}{target}{e}" in low for q, e in _QUOTES)


def lowercase_phrase(head: str, abstract: str) -> bool:
    """Whether a capitalised title head ("Lazy-Merge Caching") is a method phrase: the abstract writes it, only in
    lowercase and never in quotes ("we propose lazy-merge caching").

    Examples:
        >>> lowercase_phrase("Lazy-Merge Caching", "We propose lazy-merge caching for agents.")
        True
        >>> lowercase_phrase("Lazy-Merge Caching", "We propose Lazy-Merge Caching; lazy-merge caching is fast.")
        False
        >>> lowercase_phrase("Kestrel Distributed", "We present the Kestrel distributed module.")
        False
        >>> lowercase_phrase("Lazy Merge", 'We propose "lazy merge", a policy.'), lowercase_phrase("Kestrel", "kestrel is new.")
        (False, False)
    """
    low = head.lower()
    if " " not in head or low == head or low not in abstract:
        return False
    found = [m for m in re.finditer(re.escape(low), abstract, re.IGNORECASE)]
    return all(m.group() == low for m in found) and not quoted_in(head, abstract)


def title_head_superseded(head: str, names: list[str], abstract: str) -> bool:
    """Whether the abstract names a several-word title head ("Foo RL") only by a shorter name of it ("called Foo").

    Examples:
        >>> title_head_superseded("Kestrel RL", ["Kestrel RL", "Kestrel"], "We present an agent called Kestrel.")
        True
        >>> title_head_superseded("Kestrel RL", ["Kestrel RL", "Kestrel"], "Kestrel RL is an agent called Kestrel.")
        False
        >>> title_head_superseded("Kestrel RL", ["Kestrel RL", "Heron"], "We present Heron.")
        False
    """
    if " " not in head or not any(n != head and head.startswith(n + " ") for n in names):
        return False
    key = _NOT_ALNUM_LOW.sub("", head.lower())
    return key not in _NOT_ALNUM_LOW.sub("", abstract.lower())


_NOT_ALNUM_LOW = re.compile(r"[^a-z0-9]")
