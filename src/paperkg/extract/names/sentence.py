"""Names proposed in a sentence: "we present Corvid, an automated compiler".

:func:`proposed_in_sentence` reads the object of a proposal verb ("propose", "present", "introduce", ...): a name
in apposition, a name "called X", an acronym with its long form, title-case phrases (:func:`title_case_objects`),
a second apposed name, with the descriptions of others' work left out. Built on :mod:`.shapes`, :mod:`.acronyms`
and :mod:`.cues`.

Examples:
    >>> verbs = ("propose", "present", "introduce")
    >>> proposed_in_sentence("To address this, we present Corvid, an automated compiler.", verbs)
    ['Corvid']
    >>> proposed_in_sentence("We propose a new scheduler called FlowGuard that adapts.", verbs)
    ['FlowGuard']
"""

from __future__ import annotations

import functools
import re

from paperkg.extract.quantities import lowered
from paperkg.extract.vocab import vocabulary_phrases

from .shapes import (
    _ACRONYM_AFTER,
    _ADJECTIVE,
    _DESCRIPTION_LEAD,
    _FUNCTION_WORDS,
    _LIST_SEP,
    GENERIC_NAMES,
    GENERIC_PHRASES,
    is_name_like,
    positional_name,
)
from .acronyms import _field_phrase, _subsequence, acronym_for, generic_long_form
from .cues import (
    _COMPARING,
    _KIND_WORDS,
    _NAME_TOKEN,
    _OTHERS_DESCRIPTION,
    _PAREN,
    _clean_name,
    _may_match,
    _proposal_regex,
)


_CALLED = re.compile(rf"\b(?:called|named|dubbed|termed|namely|coined|entitled|titled)\s+(?P<name>(?:{_NAME_TOKEN})(?:\s(?:{_NAME_TOKEN}))?)")
# "an allocator, Brisk (BalanceR of Idle Shared Kernels).": an apposed name, its long form in parentheses
# (found from its comma, then checked for the described kind before it: a search that opens with "," is cheap)
_NAME_THEN_LONG = re.compile(r",\s+(?P<name>[A-Z][\w-]*)\s+\((?P<long>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){1,4})\)\s*(?:[.,;]|$)")
_KIND_BEFORE = re.compile(r"\b(?:an?|our|the)\s+(?:[\w-]+\s+){0,6}?[\w-]+$")


def _name_then_long_form(sentence: str) -> list[str]:
    """The name of "a <kind>, Name (Long Form)" when Name's letters run through the long form in order, its first
    letter a capital there (an acronym or a backronym, "Brisk (BalanceR of Idle Shared Kernels)"); none in a comparison.

    Examples:
        >>> _name_then_long_form("Our search finds a new optimizer, Kite (KInetic Trust Estimation).")
        ['Kite']
        >>> _name_then_long_form("It beats a strong optimizer, Kite (KInetic Trust Estimation), on all tasks than before.")
        []
        >>> _name_then_long_form("We find a new optimizer, Kite (Gradient Trust Estimation).")
        []
    """
    if "(" not in sentence:
        return []
    m = _NAME_THEN_LONG.search(sentence)
    if m is None or not _KIND_BEFORE.search(sentence, max(0, m.start() - 80), m.start()) or _COMPARING.search(sentence):
        return []
    name, long_form = m.group("name"), m.group("long")
    if name[0] not in long_form or not _subsequence(name.lower(), long_form.lower()):
        return []
    return [name]


_APPOSITION = re.compile(
    r"^(?:an?|the|our|two|three|four|several|multiple)\s+(?!(?:[\w-]+\s+){0,3}?(?:comparison|study|analysis|evaluation|survey)\b)"
    rf"(?:[\w-]+\s+){{0,8}}?[\w-]+[,:]\s+(?P<names>(?:[A-Z][a-z]+\s(?=[A-Z]\w*[A-Z]))?(?:{_NAME_TOKEN})"
    rf"(?:(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)(?:{_NAME_TOKEN})){{0,3}})"
    r"\s*(?:,|\(|\.|$)"
)


def _hyphenated_acronym(acronym: str) -> bool:
    """An acronym such as "V-MoE" or "X-LLM": a letter prefix before a generic word makes a name of it.

    Examples:
        >>> _hyphenated_acronym("V-MoE"), _hyphenated_acronym("MoE"), _hyphenated_acronym("LLM-based")
        (True, False, False)
    """
    return "-" in acronym and sum(ch.isupper() for ch in acronym) >= 2 and acronym.lower() not in GENERIC_NAMES \
        and not _ADJECTIVE.search(acronym)


#: The names an object starts with: "Corvid, an ...", "X and Y, ..." (then a mark or a small word, looked ahead at).
_OBJECT_HEAD = re.compile(
    rf"^(?:the\s+|a\s+)?(?P<list>(?:{_NAME_TOKEN})(?:\s(?:{_NAME_TOKEN}))?(?:\s*(?:,|and|,\s*and)\s*(?:{_NAME_TOKEN})){{0,3}})"
    r"(?=\s*(?:[,:(.;]|\b(?:is|which|that|an?|to|for|as|by|with|using|in|on)\b|$))"
)

#: A lowercase dotted name ("foo.data"): a name where an apposition follows it ("we present foo.data, a ...").
_DOTTED_WORD = re.compile(r"[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*")

#: Lowercase head nouns that belong to a method's name ("Lookahead decoding").
_METHOD_HEADS: frozenset[str] = frozenset("decoding sampling attention paging quantization".split())


#: "X, a ..., and Y, the ...": a second name with its own apposition, after the first one's.
_SECOND_APPOSED = re.compile(rf",\s+and\s+(?P<name>{_NAME_TOKEN}),\s+(?:an?|the)\s")


def _second_apposed(obj: str, start: int) -> list[str]:
    """The second of two apposed names of the verb's object: "we release Quill, a planner, and Corvex, a corpus"
    gives "Corvex" (the first is read by the caller); a made-up name only (CamelCase, capitals or digits), not
    one the vocabulary knows, and never past a clause of its own ("; ", " we ").

    Examples:
        >>> obj = "Quill, a fast planner for racks, and CorpusNine, the largest set of traces."
        >>> _second_apposed(obj, 5), _second_apposed("Quill, a planner on top of PyTorch, and Kubernetes, a tool.", 5)
        (['CorpusNine'], [])
    """
    m = _SECOND_APPOSED.search(obj, start, start + 250)
    if not m or "; " in obj[start:m.start()] or " we " in obj[start:m.start()]:
        return []
    name = m.group("name")
    return [name] if is_name_like(name) and name.lower() not in vocabulary_phrases() else []


#: What may follow a bare definition that is the whole object: "introduces foo bar (FB) to ...", "... (FB), which".
_BARE_DEFINITION_END = re.compile(r"\s*(?:[,.;:]|$|(?:to|that|which|for)\s)")


def _bare_definition(long_form: str, acronym: str, after: str) -> bool:
    """Whether a lowercase ``long form (ACRONYM)``, the verb's whole object with no article, names the paper's
    own method: "this paper introduces rolling patch attention (RPA) to ..." does, although a lowercase long
    form is a generic term elsewhere (:func:`generic_long_form`); a field or a known term ("large language
    model", a vocabulary name) does not, and neither does a definition that modifies a noun ("(RPA) based").

    Examples:
        >>> _bare_definition("rolling patch attention", "RPA", " to cut cost."), _bare_definition("rolling patch attention", "RPA", ", which")
        (True, True)
        >>> _bare_definition("rolling patch attention", "RPA", " based scheduler.")
        False
        >>> _bare_definition("large language model", "LLM", ", which ..."), _bare_definition("tensor parallelism", "TP", ".")
        (False, False)
    """
    if not (len(acronym) >= 2 and acronym.isalpha() and acronym.isupper()) or len(long_form.split()) < 2:
        return False
    if not _BARE_DEFINITION_END.match(after) or long_form.lower() in GENERIC_PHRASES or _field_phrase(long_form):
        return False
    terms = vocabulary_phrases()
    return long_form.lower() not in terms and acronym.lower() not in terms


#: "we introduce a method to render Neural Radiance Fields (NeRFs)": the acronym names what the purpose acts on
_PURPOSE_LEAD = re.compile(r"\bto\s+[a-z]+\s+(?:(?:the|a|an|existing|large|modern)\s+)?$")


def proposed_in_sentence(sentence: str, verbs: tuple[str, ...], low: str | None = None, *, abstract: str = "") -> list[str]:
    """Names a sentence says the paper proposes ("we present X, a ...", "called X", "long form (ACR)").

    ``low``: the sentence lowercased, when the caller has it (a slice of the
    doc's :func:`lowered` text: it may differ from ``lowered(sentence)`` in a
    Greek final sigma, never in length, ASCII letters or word characters,
    all that the search reads). ``abstract``: the whole abstract, where a
    capitalised phrase the object opens with may also be written in lowercase
    (:func:`title_case_objects`).

    Examples:
        >>> verbs = ("propose", "present", "introduce")
        >>> proposed_in_sentence("To address this, we present Corvid, an automated compiler.", verbs)
        ['Corvid']
        >>> proposed_in_sentence("We propose a new scheduler called FlowGuard that adapts.", verbs)
        ['FlowGuard']
        >>> proposed_in_sentence("We introduce Most-Recent Token Eviction (MRTE), a dynamic algorithm.", verbs)
        ['MRTE']
        >>> proposed_in_sentence("We introduce a method to render Neural Radiance Fields (NeRFs) in real time.", verbs)
        []
        >>> proposed_in_sentence("We propose a novel approach to reduce memory.", verbs)
        []
        >>> proposed_in_sentence("We propose a QD approach that shrinks models.", verbs)
        []
        >>> proposed_in_sentence("We introduce Leapfrog decoding, an exact algorithm.", verbs)
        ['Leapfrog decoding']
        >>> proposed_in_sentence("We introduce Vireo 4x9B, a Gated Mixture of Experts (GMoE) model.", verbs)
        ['Vireo 4x9B']
        >>> proposed_in_sentence("We introduce QA-Suite and QALM, a 7B model.", verbs)
        ['QA-Suite', 'QALM']
        >>> proposed_in_sentence("We present np.flow, a library for streams.", verbs), proposed_in_sentence("We present np.flow to users.", verbs)
        (['np.flow'], [])
        >>> proposed_in_sentence("We design and implement Kestrel, a planner.", ("design", "implement"))
        ['Kestrel']
        >>> proposed_in_sentence("We implement two kernels in a widely used library, FooBLAS, for it.", ("implement",))
        []
        >>> proposed_in_sentence("We built a tool to emulate FP6 math in FooFlow, Caffix, and Neox for tests.", ("built",))
        []
        >>> proposed_in_sentence("We present two extensions to the popular FooNet framework, FooA and FooB, for it.", ("present",))
        ['FooA', 'FooB']
        >>> proposed_in_sentence("We present two approximations of dense layers: Bin-Nets and XOR-Nets.", ("present",))
        ['Bin-Nets', 'XOR-Nets']
    """
    m = _proposal_regex(verbs).search(lowered(sentence) if low is None else low)  # same length: offsets hold
    if not m:
        return []
    obj = sentence[m.start("obj"):]
    if obj[:1] in (",", "a"):  # "we design and implement X", "we design, build and evaluate X": the object after the last verb
        obj = _after_coordinated_verbs(obj, verbs)
    names = _names_in_object(obj, abstract)
    if names:
        # "(2) present X, a ..., and (3) introduce Y, which ...": the object of each later proposal verb too
        low_obj = lowered(obj)
        for later in _later_verb_regex(verbs).finditer(low_obj, 1):
            names.extend(n for n in _names_in_object(obj[later.end():], abstract) if n not in names)
    return names


@functools.cache
def _later_verb_regex(verbs: tuple[str, ...]) -> re.Pattern[str]:
    """A proposal verb after a comma or "and" in an object, without a subject of its own (", and (3) introduce ")."""
    alt = "|".join(re.escape(v.lower()) for v in sorted(verbs, key=len, reverse=True))
    return re.compile(rf"(?:,|\band)\s+(?:\(\w{{1,3}}\)\s*|then\s+|also\s+|finally\s+)?(?:{alt})\s+")


_ARTICLE_ONLY = re.compile(r"\s*(?:an?|the)\s+")
#: What comes between one proposed acronym's definition and the next of a list: "..., and an " (a new list item)
_NEXT_ITEM_END = re.compile(r"(?:,\s*(?:and|or)|,|\band|\bor)\s+(?:an?|the)\s+$")


def _names_in_object(obj: str, abstract: str) -> list[str]:
    """The names the object of a proposal verb gives (see :func:`proposed_in_sentence`)."""
    names: list[str] = []
    # acronyms defined in the object: "Mutual-Supervised Learning (MSL)"
    for pm in _PAREN.finditer(obj[:200]):
        acr = pm.group("acr")
        long_form = acronym_for(obj[: pm.end()], acr) if is_name_like(acr) or _hyphenated_acronym(acr) else None
        if long_form:
            lead = obj[: pm.start()][: -len(long_form) - 1] if obj[: pm.start()].rstrip().endswith(long_form) else obj[: pm.start()]
            if ":" in lead and _ARTICLE_ONLY.fullmatch(lead.rsplit(":", 1)[1]):
                # "two heuristics: a Greedy Heuristic (GH)": one item after the colon (not "three models: Message
                # Passing Interface (MPI), ...", a list of what is compared)
                lead = lead.rsplit(":", 1)[1]
            # "Name 4x9B, a Gated Mixture of Experts (GMoE) model": the acronym belongs to the description
            # "a new paradigm, elastic batching (EB)": a generic term, not a name
            if len(lead.split()) <= 6 and not _DESCRIPTION_LEAD.search(lead) and not generic_long_form(long_form, acr) \
                    and not _PURPOSE_LEAD.search(lead) \
                    and not _OTHERS_DESCRIPTION.search(lead) and (  # not "... that optimizes the well-known Foo (F)"
                is_name_like(acr) or long_form[:1].isupper()
            ) or not lead.strip() and _bare_definition(long_form, acr, obj[pm.end():]):
                names.append(acr)
                names.extend(_listed_acronyms(obj, pm.end()))  # "a Greedy Heuristic (GH) ..., and an Adaptive ... (AGH)"
            break
    if not names and "(" in obj[:120]:
        names.extend(_described_in_parens(obj))  # "we design optimized kernels (FooBag) to ..."
    called = _CALLED.search(obj[:200]) if _may_match(_CALLED, obj[:200]) else None
    if called:
        cand = _clean_name(called.group("name"))
        after = _ACRONYM_AFTER.match(obj[called.start("name"):])
        if after and is_name_like(after.group("acr")) and acronym_for(obj[called.start("name"): called.start("name") + after.end()], after.group("acr")):
            cand = after.group("acr")
        words = cand.split()
        if len(words) == 2 and not is_name_like(words[1], capitalised_ok=True):
            cand = words[0]
        if is_name_like(cand.split()[0], capitalised_ok=True):
            names.append(cand)
    if not names and ", or " in obj[:80]:
        names.extend(_or_acronym(obj))  # "we propose Sparse Token Routing, or STR, which ...": the acronym
    # "we propose Dynamic Axial Sharding and Foo Bar to ..." (title_case_objects needs "[A-Z][a-z]" first)
    if not names and obj[:1].isupper() and "a" <= obj[1:2] <= "z" and abstract:
        names.extend(title_case_objects(obj, abstract))
    # the object starts with the name(s): "Corvid, an ...", "X and Y, ..."
    head = _OBJECT_HEAD.match(obj) if not names else None
    if head:
        for part in _LIST_SEP.split(head.group("list")):
            words = part.split()
            if not words:
                continue
            if len(words) == 2 and not is_name_like(words[1]) and not words[1][:1].isupper() and words[1].lower() not in _METHOD_HEADS:
                if head.group(0).startswith("a "):
                    continue  # "we propose a KD approach": an indefinite article makes the word a modifier of a kind
                words = words[:1]
            cand = _clean_name(" ".join(words))
            if _ADJECTIVE.search(words[0]):
                continue
            if is_name_like(words[0]) or _DOTTED_WORD.fullmatch(words[0]) and obj[head.end():head.end() + 2] == ", " or (words[0][:1].isupper() and len(words[0]) > 2 and words[0].lower() not in _FUNCTION_WORDS
                                          and words[0].lower() not in GENERIC_NAMES) or (
                len(words) == 2 and words[0][:1].isupper() and is_name_like(words[1]) and words[1][:1].islower()
            ):  # "TPU v4": a versioned name
                names.append(cand)
        if names and obj.startswith((", a", ", the"), head.end()) and ", and " in obj:
            names.extend(_second_apposed(obj, head.end()))
    if not names:
        # "a novel framework, FlowGuard, that ...", "two extensions to X, FlowA and FlowB, which ..."
        appo = _APPOSITION.match(obj)
        # (not "our kernels in a popular framework, PyTorch, ...": someone else's product, where the work is placed)
        described = _last_article(obj, appo.start("names")) if appo else -1
        placed = _PLACED_LIST.search(obj, 0, appo.start("names")) if appo else None
        if placed and is_name_like(placed.group("place")) and placed.group("place").lower() not in GENERIC_NAMES:
            appo = None  # "a method ... in FooFlow, Caffix and Neox": a list of places, no apposition
        if appo and (described < 0 or not _PLACED_IN.search(obj, max(0, described - 8), described)
                     or not _OTHERS_DESCRIPTION.search(obj, described, appo.start("names"))):
            listed = [_clean_name(p) for p in _LIST_SEP.split(appo.group("names"))]
            # a capitalised word alone names by its position only when it stands alone ("an ABR algorithm, Fugu,"),
            # not in a list ("an architecture, Encode, Shuffle, Analyze (ESA)")
            names.extend(n for n in listed if is_name_like(n) or len(listed) == 1 and (positional_name(n) or _qualified_name(n)))
    return [n for n in dict.fromkeys(names) if n.lower() not in GENERIC_NAMES]


def _listed_acronyms(obj: str, end: int) -> list[str]:
    """The acronyms of the later items of a list of defined names, each item opened by ", and a(n)/the":
    "a Greedy Heuristic (GH) that allocates ..., and an Adaptive Greedy Heuristic (AGH) that ..." -> ["AGH"].

    Examples:
        >>> _listed_acronyms("a Greedy Heuristic (GH) that packs jobs, and an Adaptive Greedy Heuristic (AGH) that", 23)
        ['AGH']
        >>> _listed_acronyms("a Greedy Heuristic (GH) that packs jobs on the Tensor Cores (TC)", 23)
        []
    """
    out = []
    for pm in _PAREN.finditer(obj, end, 300):
        acr = pm.group("acr")
        long_form = acronym_for(obj[: pm.end()], acr) if is_name_like(acr) else None
        if not long_form or not long_form[:1].isupper() or generic_long_form(long_form, acr):
            break
        lead = obj[end: pm.start()].rstrip()[: -len(long_form)]
        if not _NEXT_ITEM_END.search(lead) or "(" in lead:
            break
        out.append(acr)
        end = pm.end()
    return out


def _qualified_name(words: str) -> bool:
    """A capitalised word and a name after it ("Subscale WaveRNN").

    Examples:
        >>> _qualified_name("Subscale WaveRNN"), _qualified_name("Subscale network")
        (True, False)
    """
    first, _, rest = words.partition(" ")
    return bool(rest) and " " not in rest and first[:1].isupper() and first.isalpha() and is_name_like(rest)


_OR_ACRONYM = re.compile(rf"(?P<long>[A-Z][\w-]*(?:\s+[\w-]+){{0,5}}?),\s+or\s+(?P<acr>{_NAME_TOKEN})\s*(?:[,.;(]|$)")


def _or_acronym(obj: str) -> list[str]:
    """The acronym of "Long Form, or ACR," that opens a proposal's object, when ACR abbreviates the long form.

    Examples:
        >>> _or_acronym("Gated Tile Fusion, or GTF, which fuses tiles."), _or_acronym("Gated Tile Fusion, or fusion, which.")
        (['GTF'], [])
    """
    m = _OR_ACRONYM.match(obj)
    if m is None or not is_name_like(m.group("acr")):
        return []
    long_form = m.group("long")
    return [m.group("acr")] if acronym_for(f"{long_form} ({m.group('acr')})", m.group("acr")) == long_form else []


_ARTICLE = re.compile(r"\b(?:an?|the)\s")
#: A preposition that places the work in or on something ("implemented in a popular framework, X").
_PLACED_IN = re.compile(r"\b(?:in|into|on|onto|upon|atop|with|using|within|inside|via)\s+$")


#: A name placed by a preposition right before the comma of an apparent apposition ("... in FooFlow, "): the
#: comma continues a list of the places the work runs in, not a description's name.
_PLACED_LIST = re.compile(r"\b(?:in|into|on|onto|atop|upon|with|using|within|inside|via)\s+(?:the\s+)?(?P<place>[A-Z][\w.+-]*),\s+$")


def _last_article(text: str, end: int) -> int:
    """Where the last "a"/"an"/"the" before ``end`` starts in ``text`` (-1 without one): the start of a description.

    Examples:
        >>> _last_article("kernels in a popular framework, X", 31), _last_article("two kernels, X", 12)
        (11, -1)
    """
    return max((m.start() for m in _ARTICLE.finditer(text, 0, end)), default=-1)


#: A short lowercase description right after a proposal verb, then a name in parentheses: "optimized kernels (FooBag)".
_DESCRIBED_PAREN = re.compile(
    r"(?:(?:an?|the|our)\s+)?(?P<desc>(?:[a-z][\w-]*\s+){0,4}?[a-z][\w-]*)\s*\(\s*(?P<name>[A-Za-z][\w.+!-]*[\w+!])\s*\)"
)
#: Words that make such a description someone else's or a setting ("kernels in PyTorch (..."), not the name's kind.
_NOT_DESCRIBING = frozenset("in on of from with using into onto to for by via over atop upon than against between among as like such".split())


def _described_in_parens(obj: str) -> list[str]:
    """A made-up name in parentheses after a short description that opens a proposal verb's object.

    The name must not abbreviate the description (an acronym is read as one)
    nor be a short all-capitals word, which is mostly a generic term's.

    Examples:
        >>> _described_in_parens("optimized kernels (FooBag) to evaluate it.")
        ['FooBag']
        >>> _described_in_parens("a lightweight scheduler (Kestrel-S) that adapts.")
        ['Kestrel-S']
        >>> _described_in_parens("our kernels on a popular library (FooBLAS).")
        []
        >>> _described_in_parens("a key-value (KV) cache.")
        []
    """
    m = _DESCRIBED_PAREN.match(obj)
    if not m:
        return []
    name, desc = m.group("name"), m.group("desc")
    if not is_name_like(name) or name.isupper() and len(name) < 4 or name.lower() in _KIND_WORDS:
        return []
    if any(w in _NOT_DESCRIBING for w in desc.split()) or _OTHERS_DESCRIPTION.search(desc) or acronym_for(f"{desc} ({name})", name):
        return []
    return [name]


#: "We propose Ring Tile Sharding and Lazy Async Merge to ...": capitalised phrases, each of two words
#: or more, as the whole object of a proposal verb.
_TITLE_CASE_OBJECTS = re.compile(
    r"(?P<list>[A-Z][a-z][\w-]*(?:\s+[A-Z][\w-]*){1,3}(?:(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)[A-Z][a-z][\w-]*(?:\s+[A-Z][\w-]*){1,3}){0,2})"
    r"(?=\s*(?:[,.;]|\b(?:to|for|that|which|as|in|on|with)\b|$))"  # (not "(": an acronym's long form)
)


def title_case_objects(obj: str, abstract: str = "") -> list[str]:
    """Capitalised phrases of two words or more that open a proposal verb's object: names the paper coins.

    A phrase the abstract also writes in lowercase ("Lazy Update" and
    "lazy updates") is a method phrase, and a known field or task
    ("Machine Translation") no name.

    Examples:
        >>> title_case_objects("Ring Tile Sharding and Lazy Async Merge to improve scaling.")
        ['Ring Tile Sharding', 'Lazy Async Merge']
        >>> title_case_objects("Lazy Update to skip blocks.", "We propose Lazy Update to skip blocks; lazy updates save memory.")
        []
        >>> title_case_objects("Machine Translation models for it."), title_case_objects("Kestrel to plan.")
        ([], [])
        >>> title_case_objects("Numerical Weather Prediction for it.")
        []
    """
    m = _TITLE_CASE_OBJECTS.match(obj)
    if not m:
        return []
    out = []
    for part in _LIST_SEP.split(m.group("list")):
        words = part.split()
        if len(words) < 2 or part.lower() in GENERIC_PHRASES or _field_phrase(part) or any(w.lower() in GENERIC_NAMES or w.lower() in _FUNCTION_WORDS for w in words) \
                or _ADJECTIVE.search(words[-1]) or (abstract and part.lower() in abstract):
            return []
        out.append(part)
    return out


#: A verb coordinated with the one before: "(design) and implement", "(design), build, and evaluate".
_COORDINATED_VERB = re.compile(r"(?:,\s*(?:and\s+)?|and\s+)(?P<verb>[a-z]+)\b\s*")
#: Verbs that follow a proposal verb in a coordination without being proposal verbs themselves.
_COORDINATED_EXTRA = frozenset(("evaluate", "deploy", "prototype", "open-source", "test", "analyze", "analyse"))


def _after_coordinated_verbs(obj: str, verbs: tuple[str, ...]) -> str:
    """``obj`` after the proposal verbs coordinated with the one before it ("and implement Kestrel" -> "Kestrel").

    Examples:
        >>> _after_coordinated_verbs("and implement Kestrel, a planner.", ("implement",))
        'Kestrel, a planner.'
        >>> _after_coordinated_verbs(", build, and evaluate Kestrel.", ("build",))
        'Kestrel.'
        >>> _after_coordinated_verbs("and Kestrel, two planners.", ("build",))
        'and Kestrel, two planners.'
    """
    pos = 0
    while m := _COORDINATED_VERB.match(obj, pos):
        if m.group("verb") not in verbs and m.group("verb") not in _COORDINATED_EXTRA:
            break
        pos = m.end()
    return obj[pos:]
