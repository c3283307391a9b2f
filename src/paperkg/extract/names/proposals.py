"""Names the authors give, and acronyms they introduce: "which we name Heron", "Adaptive Prefix Routing (APR)".

:func:`named_by_us` reads "we call/name/dub X" and "<ours> proposes X, a ..."; :func:`named_acronyms` an acronym
after a naming word; :func:`novel_such_as` the names given as examples of novel parts ("novel optimizations such as FlowCache"); :func:`introduced_acronyms` the
acronyms a sentence introduces with their long forms, or the named parts it lists. Built on :mod:`.parts`,
:mod:`.sentence` and the layers below them.

Examples:
    >>> named_by_us("Our largest model, which we name Heron, beats the rest.")
    ['Heron']
    >>> named_by_us("We call the method once per batch.")
    []
"""

from __future__ import annotations

import re

from .shapes import _FUNCTION_WORDS, _LIST_SEP, GENERIC_NAMES, WordStartTest, is_name_like, word_then
from .acronyms import _subsequence, acronym_for, generic_long_form
from .cues import _NAME_TOKEN, _clean_name, _may_match
from .parts import _PARTS_CUE, _title_case_parts
from .sentence import _name_then_long_form


# the cue words grouped by first letter, in their order within a letter: the same matches, fewer tries per position
_INTRO_ACRONYM = re.compile(
    r"\b(?:we\s+(?:\w+\s+){0,3}?(?:propose|present|introduce|develop|design|call|name|term|dub)\w*|p(?:roposed|roposing|resenting)|"
    r"introducing|n(?:amed|amely|ovel)|c(?:alled|oined)|dubbed|termed|our)\s+(?:the\s+|a\s+|an\s+)?"
    r"(?P<long>(?:[\w'-]+\s+){0,7}?[\w'-]+)\s*\(\s*(?P<acr>[A-Za-z][\w.+!*-]*[\w+!*]?)\s*\)",
    re.IGNORECASE,
)
#: What every match of ``_INTRO_ACRONYM`` ends with: a parenthesised acronym.
_ACRONYM_PAREN = re.compile(r"\(\s*[A-Za-z][\w.+!*-]*[\w+!*]?\s*\)", re.IGNORECASE)
#: Whether ``_INTRO_ACRONYM`` matches (each alternative of its cue starts with a letter).
_has_intro_acronym = WordStartTest(_INTRO_ACRONYM.pattern.removeprefix(r"\b"), re.IGNORECASE)
_OUR_NOVEL = re.compile(
    r"(?P<name>\b(?:[A-Z][a-z]+\s+)?(?:[A-Z][\w.+!-]*[\w+!]|[a-z]{1,3}[A-Z][\w.+!-]*[\w+!])),\s+(?:our|a|an)\s+(?:novel|new|proposed)\b"
    r"(?!\s+(?:case|instance|example|setting|application|use|kind|type)s?\s+of\b)"  # "with Foo, a new case of Bar": studied
)
_OUR_NOVEL_TAIL = re.compile(r",\s+(?:our|a|an)\s+(?:novel|new|proposed)\b")


def _our_novel(sentence: str) -> list[str]:
    """Names in "Name, our/a novel ..." appositions; a capitalised word before a name joins it ("Dynamic SplitFuse")."""
    out = []
    if not _OUR_NOVEL_TAIL.search(sentence):  # what every match ends with, found fast (it starts with a comma)
        return out
    for m in _OUR_NOVEL.finditer(sentence):
        words = m.group("name").split()
        if len(words) == 2 and (words[0].lower() in GENERIC_NAMES or words[0].lower() in _FUNCTION_WORDS or not is_name_like(words[1])):
            words = words[1:]
        if is_name_like(words[-1]):
            out.append(" ".join(words))
    return out


_WE_NAME = re.compile(
    rf"\b[Ww]e\s+(?:(?:name|call|dub|term)\s+|refer\s+to\s+(?:it\s+|them\s+|this\s+\w+\s+)?as\s+)"
    rf"(?:it\s+|them\s+|this\s+\w+\s+|(?:the|our)\s+(?:proposed\s+|resulting\s+|new\s+)?"
    rf"(?:method|approach|technique|system|framework|algorithm|model|design|scheme|dataset|library|tool|engine|agent|policy|"
    rf"network|architecture|accelerator|compiler|runtime|index|protocol|pipeline|layer|module|operator|block|format|"
    rf"mechanism|estimator|optimizer)s?\s+(?:the\s+)?)?"
    rf"(?P<name>{_NAME_TOKEN})(?:\s(?P<second>[A-Z][\w'-]*\w)(?:\s(?P<third>[A-Z][\w'-]*\w))?)?"
)


def _we_named(m: re.Match[str]) -> str:
    """The name of a :data:`_WE_NAME` match, with the capitalised word after it ("we call Braided Attention").

    Examples:
        >>> _we_named(_WE_NAME.search("which we call Braided Attention, to fix it"))
        'Braided Attention'
        >>> _we_named(_WE_NAME.search("a method we call Graph Block Training that scales"))
        'Graph Block Training'
        >>> _we_named(_WE_NAME.search("a hybrid which we refer to as StableAdamX because"))
        'StableAdamX'
        >>> _we_named(_WE_NAME.search("which we call Heron, a model"))
        'Heron'
        >>> _we_named(_WE_NAME.search("which we call Gliding Tensor Network (GTN)."))
        'GTN'
    """
    second = m.group("second")
    if "(" in m.string[m.end(): m.end() + 40] and (acr := _LONG_FORM_END.match(m.string, m.end())) \
            and is_name_like(acr.group("acr")):
        return acr.group("acr")  # "which we call Sparse Query Engine (SQE)": the acronym names it
    if second and second.lower() not in _FUNCTION_WORDS:
        third = m.group("third")
        return f"{m.group('name')} {second} {third}" if third and third.lower() not in _FUNCTION_WORDS else \
            f"{m.group('name')} {second}"
    return m.group("name")


#: After a :data:`_WE_NAME` name: what it is for, then "and" and a second name ("... Ape-X DQN for discrete actions
#: and Ape-X DPG"), that name's capitalised second word too.
_AND_NAMED = re.compile(
    rf"(?:\s+for\s+[^,.;()]{{1,40}}?)?,?\s+and\s+(?:(?:the|a|an)\s+)?(?P<name>{_NAME_TOKEN})(?:\s(?P<second>[A-Z][\w'-]*\w))?"
    rf"(?=\s+for\b|[,.;]|$)"
)


# the rest of a long form, then its acronym: " Engine (SQE)"
_LONG_FORM_END = re.compile(r"(?:\s+[A-Z][\w-]*){0,2}\s*\(\s*(?P<acr>[A-Za-z][\w.+-]*)\s*\)")


#: What follows a proposed name in "<name> proposes/introduces/presents X" (see :func:`word_then`).
_INTRODUCES = re.compile(r"\s+(?:proposes|introduces|presents)\s+(?P<name>[A-Z][\w+!-]*(?:\s+[A-Z][\w+!-]*)?)")


# "which we call the cascading residual network (CARN)": a lowercase long form, the acronym names it
_WE_NAME_LONG_FORM = re.compile(
    r"\b[Ww]e\s+(?:name|call|dub|term|refer\s+to\s+as)\s+(?:it\s+|this\s+\w+\s+)?(?:the\s+|our\s+)?"
    r"(?P<long>[a-z][\w-]*(?:\s+[a-z][\w-]*){1,5})\s*\(\s*(?P<acr>[A-Z][\w.+-]*)\s*\)"
)


def _initials_within(long_form: str, acronym: str) -> bool:
    """Whether the initials of ``long_form`` appear in order in ``acronym``, which starts with the first of them
    (acronyms may take more letters of a word: "cascading residual network" -> CARN).

    Examples:
        >>> _initials_within("cascading residual network", "CARN"), _initials_within("the resulting layer", "TTL")
        (True, False)
    """
    initials = "".join(w[0] for w in long_form.lower().split() if w not in _FUNCTION_WORDS)
    return bool(initials) and acronym[:1].lower() == initials[0] and _subsequence(initials, acronym.lower())


def named_by_us(sentence: str, proposed: list[str] | tuple[str, ...] = ()) -> list[str]:
    """Names given in "which we name X" or introduced by a proposed system ("Corvid proposes X").

    Examples:
        >>> named_by_us("Our largest model, which we name Heron, beats the rest.")
        ['Heron']
        >>> named_by_us("To cut fragmentation, Kestrel proposes Shared Paging, a memory pool.", ["Kestrel"])
        ['Shared Paging']
        >>> named_by_us("We call the method once per batch.")
        []
        >>> named_by_us("We call the method Shard Relay (ShardRelay).")
        ['ShardRelay']
        >>> named_by_us("We extend it with a scheme, which we call Braided Attention, to fix this.")
        ['Braided Attention']
        >>> named_by_us("We call the resulting agents Kite-Q for discrete actions and Kite-P for continuous control.")
        ['Kite-Q', 'Kite-P']
    """
    names = []
    for m in _WE_NAME.finditer(sentence) if _may_match(_WE_NAME, sentence) else ():
        if is_name_like(m.group("name"), capitalised_ok=True):
            names.append(_we_named(m))
            # "we call them Kite-A for reads and Kite-B for writes": the second name of the pair
            if (more := _AND_NAMED.match(sentence, m.end())) and is_name_like(more.group("name")):
                names.append(f"{more.group('name')} {more.group('second')}" if more.group("second") else more.group("name"))
    if "(" in sentence and not names:
        for m in _WE_NAME_LONG_FORM.finditer(sentence):
            if is_name_like(m.group("acr")) and _initials_within(m.group("long"), m.group("acr")):
                names.append(m.group("acr"))  # "which we call the cascading residual network (CARN)"
    if "proposes" not in sentence and "introduces" not in sentence and "presents" not in sentence:
        return names  # no verb of the pattern below: no regex to build
    for p in proposed:
        if p not in sentence:
            continue
        for _, m in word_then(sentence, p, _INTRODUCES):
            words = m.group("name").split()
            if words[0].lower() not in GENERIC_NAMES and words[0].lower() not in _FUNCTION_WORDS:
                names.append(m.group("name"))
    return names


_NAMING_WORD = re.compile(r"\b(?:called|named|dubbed|termed)\s")
_NAMED_ACRONYM = re.compile(
    r"\b(?:called|named|dubbed|termed)\s+(?:the\s+|a\s+|an\s+)?(?P<long>(?:[A-Z][\w'-]*\s+){1,6}?[A-Z][\w'-]*)\s*\(\s*(?P<acr>[A-Z][\w.+!*-]*)\s*\)"
)


#: A kind of figure right before a naming word: "a metric called Span Weight (SW)" names a measure, not a system.
_METRIC_BEFORE = re.compile(
    r"\b(?:metric|measure|score|criterion|indicator|statistic)s?\s*,?\s*(?:(?:called|named|termed|dubbed|coined|namely)\s+)?"
    r"(?:the\s+|an?\s+)?$", re.IGNORECASE)


def _names_a_metric(sentence: str, start: int) -> bool:
    """Whether the name at ``start`` follows a metric's kind and maybe a naming word ("a metric called ...").

    Examples:
        >>> s = "We define a new metric called Span Weight (SW) to rank blocks."
        >>> _names_a_metric(s, s.index("Span")), _names_a_metric("A system called Quill (Q).", 16)
        (True, False)
    """
    return _METRIC_BEFORE.search(sentence, max(0, start - 40), start) is not None


def named_acronyms(sentence: str) -> list[str]:
    """Acronyms a naming word gives to a capitalised long form ("called a Tensor Streaming Unit (TSU)").

    The naming word makes even a word that usually names a class of
    hardware ("TPU", "NPU") the name of the thing the paper introduces.

    Examples:
        >>> named_acronyms("This work builds an accelerator, called a Neural Streaming Unit (NSU), for vision.")
        ['NSU']
        >>> named_acronyms("It uses a dataflow called weight stationary (WS).")
        []
    """
    out = []
    for m in _NAMED_ACRONYM.finditer(sentence):
        acr, long_form = m.group("acr"), m.group("long")
        if _names_a_metric(sentence, m.start("long")):
            continue
        if acronym_for(f"{long_form} ({acr})", acr) == long_form:
            out.append(acr)
    return out


_NOVEL_SUCH_AS = re.compile(
    rf"\b(?:novel|new)\s+(?:[\w-]+\s+){{0,2}}?(?:such\s+as|including|like)\s+"
    rf"(?P<names>(?:{_NAME_TOKEN})(?:(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)(?:{_NAME_TOKEN})){{0,3}})"
)
_OTHERS_WORK = re.compile(r"\b(?:prior|previous|existing|recent|earlier|related)\s+(?:work|works|studies|research|methods|systems)\b|\bet\s+al\b", re.IGNORECASE)


def novel_such_as(sentence: str) -> list[str]:
    """Names the paper gives as examples of its novel parts ("with novel optimizations such as FlowCache").

    Examples:
        >>> novel_such_as("The runtime speeds up decoding with novel optimizations such as SpanCache and TreeFuse.")
        ['SpanCache', 'TreeFuse']
        >>> novel_such_as("Prior work proposed novel kernels such as FastGEMM.")
        []
        >>> novel_such_as("It supports new hardware such as GPUs.")
        []
        >>> novel_such_as("It may enable new applications such as 6-DOF visualization and VR-Tours.")
        []
    """
    if "novel" not in sentence and "new" not in sentence:
        return []
    found = list(_NOVEL_SUCH_AS.finditer(sentence))
    if not found or _OTHERS_WORK.search(sentence):  # the cheaper test first
        return []
    out = []
    for m in found:
        if _USES_KIND.search(m.group(0), 0, m.start("names") - m.start()):
            continue  # "may enable new applications such as 6-DOF visualization": uses of the work, not its parts
        out.extend(n for n in (_clean_name(p) for p in _LIST_SEP.split(m.group("names"))) if is_name_like(n))
    return out


#: Kinds of uses, not of parts: "new applications such as ...", "new use cases like ...".
_USES_KIND = re.compile(r"\b(?:applications?|use\s+cases?|domains?|tasks?|scenarios?|settings?|workloads?|opportunities|"
                        r"directions?|avenues|possibilities|fields?)\s")


def introduced_acronyms(sentence: str) -> list[str]:
    """Acronyms a sentence defines for something the paper introduces.

    Examples:
        >>> introduced_acronyms("This method, namely elastic batching (ElaBatch), reuses memory.")
        ['ElaBatch']
        >>> introduced_acronyms("The proposed Adaptive Exponent Unit (AEU) saves area.")
        ['AEU']
        >>> introduced_acronyms("Central to it is FlowPack, our novel data pipeline.")
        ['FlowPack']
        >>> introduced_acronyms("It relies on Adaptive BlockMerge, a new scheduling policy.")
        ['Adaptive BlockMerge']
        >>> introduced_acronyms("Moreover BlockMerge, a new policy, helps.")
        ['BlockMerge']
        >>> introduced_acronyms("At its heart is qSlab, a new memory abstraction.")
        ['qSlab']
        >>> introduced_acronyms("This paper studies serving with VXG, a new case of the packing problem.")
        []
        >>> introduced_acronyms("Simultaneous Machine Translation (SiMT) is hard.")
        []
        >>> introduced_acronyms("It relies on a proposed data layout, called block major (BM), on chip.")
        []
        >>> introduced_acronyms("This note studies a custom chip, called a Matrix Streaming Unit (MSU), in depth.")
        ['MSU']
    """
    names = []
    if "(" not in sentence:
        return _our_novel(sentence)
    # cheap tests before finditer, which starts where the first match does; every match ends with the ")" of
    # its acronym, so neither search reads past the last one (a match holds no assertion there: the same matches)
    last = sentence.rfind(")") + 1
    first = _has_intro_acronym.start(sentence, last) if _ACRONYM_PAREN.search(sentence) else None
    for m in _INTRO_ACRONYM.finditer(sentence, first, last) if first is not None else ():
        acr = m.group("acr")
        long_form = m.group("long")
        if _names_a_metric(sentence, m.start("long")):
            continue  # "a metric called Span Weight (SW)": a measure the paper defines, not a system
        # the long form must be exactly what the acronym abbreviates, right after the cue word;
        # a lowercase long form is a generic term ("called row major (RM)"), not a name
        if is_name_like(acr) and acronym_for(f"{long_form} ({acr})", acr) == long_form and not generic_long_form(long_form, acr):
            names.append(acr)
    if _may_match(_NAMING_WORD, sentence) and _NAMING_WORD.search(sentence):
        names.extend(n for n in named_acronyms(sentence) if n not in names)
    names.extend(_our_novel(sentence))
    if not names and ", " in sentence:
        names.extend(_name_then_long_form(sentence))
    if not names and ("compos" in sentence or "consist" in sentence or "compris" in sentence or "made up" in sentence) \
            and (cue := _PARTS_CUE.search(sentence)):
        names.extend(_title_case_parts(sentence, cue.end()))
    return names
