"""Names in apposition to the paper's own work: "Our approach, SwiftAgg, ...", "the resulting dataset, X".

:func:`our_apposed`, :func:`resulting_apposed`, :func:`variant_apposed` and :func:`our_apposed_within` read a name set
off by commas after "our <kind>", "its <kind>", "the resulting (fine-tuned, distilled, proposed) <kind>" or "a lighter
variant"; :func:`apposed_long_forms` the acronyms of capitalised long forms apposed to a description of the paper's own work;
:func:`passive_proposed` a made-up name "is proposed to ..."; :func:`heart_of` the part "at the heart of" the
system, :func:`kind_named_parts` the made-up names of the parts it provides ("our M2N library"). Built on
:mod:`.sentence` and the layers below it.

Examples:
    >>> our_apposed("Our approach, SwiftAgg, reduces traffic.")
    'SwiftAgg'
    >>> our_apposed("Our approach, however, is slower.") is None
    True
"""

from __future__ import annotations

import re

from .shapes import _FUNCTION_WORDS, _LIST_SEP, GENERIC_NAMES, is_name_like, positional_name
from .acronyms import acronym_for, generic_long_form
from .cues import _COMPARING, _NAME_TOKEN, _OTHERS_DESCRIPTION, _clean_name
from .sentence import _PLACED_IN, _hyphenated_acronym


#: "Our approach, Foo, ...", "Its parameter server, Foo, ...": the sentence's subject, then its name in apposition.
_OUR_APPOSED = re.compile(
    rf"(?:Our|Its)\s+(?:[a-z][\w-]*\s+){{0,2}}?[a-z][\w-]*,\s+(?:called\s+|named\s+|dubbed\s+|termed\s+)?(?P<name>{_NAME_TOKEN}),\s")


def our_apposed(sentence: str) -> str | None:
    """The name a sentence gives its subject in "Our approach, Foo, reduces ..." (a made-up name only).

    Examples:
        >>> our_apposed("Our approach, SwiftAgg, reduces traffic.")
        'SwiftAgg'
        >>> our_apposed("Our new scheduling policy, Kestrel-Q, admits jobs.")
        'Kestrel-Q'
        >>> our_apposed("Our codec, called LumoPack, packs weights.")
        'LumoPack'
        >>> our_apposed("Our approach, however, is slower."), our_apposed("Our results, Table 2, show it.")
        (None, None)
        >>> our_apposed("Our strongest baseline, FooNet, is slower.") is None
        True
        >>> our_apposed("Our earlier work, FooNet, was slower.") is None
        True
        >>> our_apposed("Its parameter server, AgileQ, adapts to revocations.")  # (after a sentence about the system)
        'AgileQ'
        >>> our_apposed("Our platform, Puffer, hosts the experiment.")  # a plain capitalised word in that position
        'Puffer'
    """
    m = _OUR_APPOSED.match(sentence) if sentence.startswith(("Our ", "Its ")) else None
    if not m or not positional_name(m.group("name")) or _OTHERS_DESCRIPTION.search(sentence, 4, m.start("name")):
        return None  # (not "Our baseline, FooNet, ...": someone else's)
    return m.group("name")


#: "The resulting (synthetic) dataset, Foo, ...", "..., the resulting agent, Long Form (LF), ...", "The fine-tuned
#: model, Foo, ...": what the paper's own process produced, then its name (or a long form and its acronym) between
#: commas.
_PRODUCED = r"(?:resulting|fine-?tuned|distilled|proposed)"
_RESULTING_APPOSED = re.compile(
    rf"\b[Tt]he\s+{_PRODUCED}\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:dataset|corpus|benchmark|model|suite|collection|library|"
    rf"agent|system|framework|method|algorithm|architecture|accelerator|compiler|policy|network|tool|engine)s?,\s+"
    rf"(?:(?P<long>(?:[A-Z][\w-]*\s+){{1,6}})\((?P<acr>{_NAME_TOKEN})\)|(?P<name>{_NAME_TOKEN})),\s")


#: The openings of ``_RESULTING_APPOSED``: a sentence with none is not searched.
_PRODUCED_OPENINGS = re.compile(rf"he {_PRODUCED} ")


def resulting_apposed(sentence: str) -> str | None:
    """The made-up name of what the paper's process produced: "The resulting dataset, Foo, holds ...".

    Examples:
        >>> resulting_apposed("The resulting synthetic corpus, WebQuill-Mini, holds 4M pairs.")
        'WebQuill-Mini'
        >>> resulting_apposed("With one set of settings, the resulting agent, Deep Replay Learner (DRL2), wins.")
        'DRL2'
        >>> resulting_apposed("The fine-tuned model, CodeQuill, built on Zorb-16B, writes more correct code.")
        'CodeQuill'
        >>> resulting_apposed("The resulting dataset, however, is small."), resulting_apposed("The resulting speedup, 2x, helps.")
        (None, None)
    """
    m = _RESULTING_APPOSED.search(sentence) if _PRODUCED_OPENINGS.search(sentence) else None
    if m is None:
        return None
    if m.group("acr"):  # a capitalised long form and its short name, whatever letters that abbreviates
        return m.group("acr") if is_name_like(m.group("acr")) else None
    return m.group("name") if positional_name(m.group("name")) else None


#: "A lighter variant, Foo++, ...", "A smaller version, FooTiny, ...": a variant of the paper's system, named.
_VARIANT_APPOSED = re.compile(rf"(?:An?|Our)\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:variant|version)s?,\s+(?P<name>{_NAME_TOKEN}),\s")


def variant_apposed(sentence: str, names: list[str] | tuple[str, ...]) -> str | None:
    """The name of a variant of a proposed system given in apposition: "A lighter variant, Foo++, removes ...". The
    variant's name must start with a proposed one's (someone else's variant is no part of the paper's work).

    Examples:
        >>> variant_apposed("A lighter variant, Compacter++, removes adapters.", ["Compacter"])
        'Compacter++'
        >>> variant_apposed("A smaller version, QuillTiny, runs on phones.", ["Quill"])
        'QuillTiny'
        >>> variant_apposed("A popular variant, ZorbNet, is slower.", ["Quill"]) is None
        True
    """
    m = _VARIANT_APPOSED.match(sentence) if sentence[:1] in "AO" else None
    if m is None:
        return None
    name = m.group("name")
    return name if any(name.lower().startswith(n.lower()) and name.lower() != n.lower() for n in names) else None


#: "At the heart of Foo is Bar, a ...", "At the core of our design lies a planner, Bar, that ...": the central part.
_HEART_OF = re.compile(
    rf"(?:At\s+(?:the\s+)?(?:heart|core|centre|center)\s+of|Central\s+to|Key\s+to)\s+(?P<owner>[^,.;]{{1,40}}?)\s+"
    rf"(?:is|lies|are|sits)\s+(?:an?\s+|the\s+)?(?:(?:[a-z][\w-]*\s+){{0,3}}?[a-z][\w-]*,\s+)?(?P<name>{_NAME_TOKEN})"
    rf"(?=\s*(?:,|\(|\.|$)|\s+(?:that|which)\b)"
)
_OWN_OWNER = re.compile(r"^(?:it|its|this|our)\b", re.IGNORECASE)


def heart_of(sentence: str, proposed: list[str] | tuple[str, ...]) -> str | None:
    """The named central part of the paper's system: "At the heart of Foo is Bar, a lightweight protocol ...".

    The part's owner must be a proposed name or the paper's own work ("it", "our design").

    Examples:
        >>> heart_of("At the heart of Kestrel is LIRA, a lightweight rebalancing protocol.", ["Kestrel"])
        'LIRA'
        >>> heart_of("At the core of our design lies a planner, FlowMint, that splits work.", ["Kestrel"])
        'FlowMint'
        >>> heart_of("At the heart of PyTorch is Autograd, a tape.", ["Kestrel"]) is None  # someone else's
        True
    """
    m = _HEART_OF.match(sentence)
    if m is None or not is_name_like(m.group("name")):
        return None
    owner = m.group("owner").strip()
    if _OWN_OWNER.match(owner) or any(p and p in owner for p in proposed):
        return m.group("name")
    return None


#: Kinds of part a system is built from, after the part's name ("the M2N communication library").
_PART_KINDS = (
    r"(?:library|engine|scheduler|planner|allocator|runtime|module|component|kernel|protocol|compiler|profiler|"
    r"simulator|abstraction|controller|manager|predictor|layer|interface|framework|service|toolkit)"
)
_PROVIDES_PART = re.compile(
    rf"(?P<owner>{_NAME_TOKEN})\s+(?:also\s+)?(?:provides|introduces|includes|features|contains|comprises|offers|ships)\s+"
    rf"(?:an?|its)\s+(?:[\w-]+\s+){{0,3}}?(?P<name>{_NAME_TOKEN})\s+(?:[a-z][\w-]*\s+)?{_PART_KINDS}\b"
)
_OUR_PART = re.compile(rf"(?:[Oo]ur|Its)\s+(?:[a-z][\w-]*\s+){{0,2}}?(?P<name>{_NAME_TOKEN})\s+(?:[a-z][\w-]*\s+)?{_PART_KINDS}\b")
_MADE_UP = re.compile(r"[a-z].*[A-Z]|[A-Z].*[a-z].*[A-Z]|\d")  # CamelCase or a digit: not a generic acronym ("LRU")


def kind_named_parts(sentence: str, proposed: list[str] | tuple[str, ...]) -> list[str]:
    """Made-up names of the parts a proposed system provides: "Foo provides a fast M2N communication library".

    The name must look made up (CamelCase or with a digit: "M2N", "DejaVuLib", not "LRU" or "JIT") and be
    followed by a kind of part after "a"/"an"/"its" (not "the": "features the TorchDynamo compiler" uses someone
    else's); the owner must be a proposed name, or "our".

    Examples:
        >>> kind_named_parts("To cut dispatch cost, Kestrel provides a high-performance M2N communication library.", ["Kestrel"])
        ['M2N']
        >>> kind_named_parts("Compared with NCCL, our M2N library cuts latency by 68%.", ["Kestrel"])
        ['M2N']
        >>> kind_named_parts("Its BidBrain component allocates spot machines.", ["Kestrel"])
        ['BidBrain']
        >>> kind_named_parts("Kestrel provides an LRU cache manager and a JIT compiler.", ["Kestrel"])
        []
        >>> kind_named_parts("PyTorch provides the TorchDynamo compiler.", ["Kestrel"])
        []
    """
    out = []
    # each pattern tried only where its owner starts (a scan, not a regex that opens on a word run)
    for owner in proposed:
        at = sentence.find(owner + " ") if owner else -1
        while at >= 0:
            if (m := _PROVIDES_PART.match(sentence, at)) and m.group("owner") == owner:
                out.append(m.group("name"))
            at = sentence.find(owner + " ", at + 1)
    at = sentence.find("our ")
    while at >= 0:
        if (at == 0 or not sentence[at - 1].isalnum()) and (m := _OUR_PART.match(sentence, at)):
            out.append(m.group("name"))
        at = sentence.find("our ", at + 4)
    if sentence.startswith(("Our ", "Its ")) and (m := _OUR_PART.match(sentence)):
        out.append(m.group("name"))
    return [n for n in dict.fromkeys(out) if n not in proposed and is_name_like(n) and _MADE_UP.search(n)]


#: "Our first component, Foo, ...", "The second component, Bar, ...": a counted part of the system, then its name.
_ORDINAL_PART = re.compile(
    rf"\b(?:[Tt]he|[Oo]ur|[Ii]ts)\s+(?:first|second|third|fourth|fifth|final|last|next|other)\s+(?:[a-z][\w-]*\s+)?"
    rf"(?:component|module|part|piece|contribution|subsystem|layer|stage|tool|technique|protocol|algorithm|policy|"
    rf"mechanism|optimization)s?,\s+(?P<name>{_NAME_TOKEN}),\s"
)


def ordinal_parts(sentence: str) -> list[str]:
    """The names of counted parts of the paper's system: "Our first component, Athena, is a compiler".

    The name may be a plain capitalised word: set off by commas after "the second component", it can only be the
    part's name.

    Examples:
        >>> ordinal_parts("Finally, our third component, Cyra, is a technique that hardens it.")
        ['Cyra']
        >>> ordinal_parts("The second component, Borea, is an improved protocol.")
        ['Borea']
        >>> ordinal_parts("The second component, however, is slower."), ordinal_parts("The first stage, Table 2, shows it.")
        ([], [])
    """
    return [m.group("name") for m in _ORDINAL_PART.finditer(sentence) if positional_name(m.group("name"))]


#: "... with the policies AutoA and AutoB": a plural kind of part, then the parts' made-up names.
_KIND_THEN_NAMES = re.compile(
    rf"\b(?:with|using|via|through|namely)\s+(?:the|its|our|two|three|four)\s+(?:new\s+|novel\s+)?(?:[a-z][\w-]*\s+)?"
    rf"(?:policies|algorithms|techniques|components|modules|strategies|optimizations|mechanisms|schedulers|planners)\s+"
    rf"(?P<names>(?:{_NAME_TOKEN})(?:\s*,\s*(?:{_NAME_TOKEN}))*,?\s+and\s+(?:{_NAME_TOKEN}))"
)


def kind_then_names(sentence: str) -> list[str]:
    """Made-up names listed after a plural kind of part: "a system called Pecan, with the policies AutoA and AutoB".

    Only CamelCase names or names with digits count ("AutoOrder", not "Linux"); the caller checks that the sentence
    is about the paper's own system.

    Examples:
        >>> kind_then_names("We implement it in a system called Kestrel, with the policies AutoPlace and AutoOrderX.")
        ['AutoPlace', 'AutoOrderX']
        >>> kind_then_names("It runs with the schedulers Linux and Windows.")
        []
    """
    out = []
    for m in _KIND_THEN_NAMES.finditer(sentence):
        out.extend(n for n in (_clean_name(p) for p in _LIST_SEP.split(m.group("names"))) if n and _MADE_UP.search(n)
                   and is_name_like(n))
    return out


#: "... our (open-source) implementation, Foo, ...": "our", a short description, then its name between commas.
_OUR_APPOSED_WITHIN = re.compile(
    rf"\bour\s+(?:[a-z][\w-]*\s+){{0,2}}?[a-z][\w-]*,\s+(?:called\s+|named\s+|dubbed\s+|termed\s+)?(?P<name>{_NAME_TOKEN}),\s")
#: Words of such a description that make the name someone else's ("our strongest baseline, FooNet, ...").
_NOT_OURS = re.compile(
    r"\b(?:baselines?|prior|previous|earlier|existing|competing|competitors?|reference|teacher|backbone|base|datasets?|"
    r"benchmarks?|traces?|workloads?|testbeds?|clusters?|supercomputers?|partners?|collaborators?)\b"
)


#: "our system SALIENT achieves ...": "our", a kind of artefact, then its made-up name and a verb
_OUR_KIND_NAMED = re.compile(
    rf"\b[Oo]ur\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:system|framework|prototype|tool|toolkit|library|compiler|engine|runtime|"
    rf"implementation|scheduler|planner|accelerator|architecture|design|method|approach|algorithm|technique|solution|"
    rf"platform|service|simulator|profiler)\s+(?P<name>{_NAME_TOKEN})\s+(?:achieves|attains|reaches|reduces|improves|"
    rf"outperforms|delivers|provides|yields|runs|trains|serves|speeds|accelerates|scales|is|was|can|consistently|also)\b"
)


def our_kind_named(sentence: str) -> str | None:
    """The made-up name right after "our <kind>" in a sentence reporting what it does ("our system SALIENT achieves a
    3x speedup").

    Examples:
        >>> our_kind_named("for the largest data set, our system SALIENT achieves a speedup of 3x over PyG")
        'SALIENT'
        >>> our_kind_named("Our prototype QuillKV reduces latency by 2x.")
        'QuillKV'
        >>> our_kind_named("our system achieves a speedup"), our_kind_named("our method first trains the model")
        (None, None)
    """
    m = _OUR_KIND_NAMED.search(sentence)
    if m is None or not is_name_like(m.group("name")) or _NOT_OURS.search(sentence, m.start(), m.start("name")):
        return None
    return m.group("name")


def our_apposed_within(sentence: str) -> str | None:
    """The name given in apposition to "our <description>" anywhere in a sentence ("we evaluate our prototype, Foo, on ...").

    A plain capitalised word counts here: "our implementation, Falcon," can
    only be the paper's name for its own work.

    Examples:
        >>> our_apposed_within("We evaluate our implementation, Falcon, using production traces.")
        'Falcon'
        >>> our_apposed_within("On two benchmarks, our open-source library, QuickANN, answers twice as many queries.")
        'QuickANN'
        >>> our_apposed_within("We compare against our strongest baseline, FooNet, on it.") is None
        True
        >>> our_apposed_within("In our experiments, However, it fails."), our_apposed_within("We run our code, and it works.")
        (None, None)
    """
    m = _OUR_APPOSED_WITHIN.search(sentence)
    if not m or _NOT_OURS.search(sentence, m.start(), m.start("name")):
        return None
    name = m.group("name")
    if is_name_like(name) or (name[:1].isupper() and name.isalpha() and len(name) > 2
                              and name.lower() not in GENERIC_NAMES and name.lower() not in _FUNCTION_WORDS):
        return name
    return None


#: ", Tiny Training Engine (TTE)," after a description: a capitalised long form, then its acronym in parentheses.
_APPOSED_LONG_FORM = re.compile(
    r",\s+(?P<long>[A-Z][\w'-]*(?:\s+(?:[A-Z][\w'-]*|of|for|with|and|in|on|via|to))*?\s+[A-Z][\w'-]*)"
    r"\s*\(\s*(?P<acr>[A-Za-z][\w.+!*-]*[\w+!*]?)\s*\)\s*(?=[,;.]|$)"
)
#: The description such a long form is apposed to, ending right before its comma: "a lightweight training system".
_APPOSED_TO = re.compile(r"\b(?:an?|our|its)\s+(?P<desc>(?:[a-z][\w-]*\s+){0,4}[a-z][\w-]*)$")
#: Nouns that end a description of something a paper builds (its system, or a part of it).
_ARTIFACT_NOUNS = frozenset(
    """system engine framework library runtime compiler scheduler model abstraction algorithm mechanism method technique
    scheme module component interface language format layer architecture accelerator tool toolkit pipeline planner
    optimizer allocator manager server platform service kernel operator protocol policy strategy primitive
    representation structure simulator unit controller""".split()
)


#: A list of examples opening right before a description ("classic methods, including a greedy search, ..."): the
#: items are others' known methods, not parts the paper names.
_EXAMPLES_BEFORE = re.compile(r"\b(?:including|such\s+as|e\.g\.,?|namely)\s+$")


def apposed_long_forms(sentence: str) -> list[str]:
    """Acronyms of capitalised long forms given in apposition to a description of the paper's own work
    ("... by a compact serving system, Quill Serving Engine (QSE), which ...").

    The description must end with a noun for something built (a system, a
    model, an algorithm), not be someone else's ("a popular library") nor
    place the work in it ("on a framework, ..."), and no comparison may come
    before it.

    Examples:
        >>> apposed_long_forms("It is built by a compact tuning system, Quill Tuning Engine (QTE), which prunes graphs.")
        ['QTE']
        >>> apposed_long_forms("Foo exposes a vertex-centric programming model, Scatter-Apply with Neural Networks (SA-NN), and runs it.")
        ['SA-NN']
        >>> apposed_long_forms("We compare it with a strong baseline system, Zero Redundancy Optimizer (ZeRO), on GPUs.")
        []
        >>> apposed_long_forms("It runs on a popular framework, Message Passing Interface (MPI), at scale.")
        []
        >>> apposed_long_forms("It reaches a low error, Mean Absolute Error (MAE), of 0.1.")
        []
        >>> apposed_long_forms("It blends classic methods, including a greedy search, Simulated Cooling (SC), and more.")
        []
    """
    out = []
    for m in _APPOSED_LONG_FORM.finditer(sentence):
        acr, long_form = m.group("acr"), m.group("long")
        desc = _APPOSED_TO.search(sentence, max(0, m.start() - 80), m.start())
        if not desc or desc.group("desc").split()[-1] not in _ARTIFACT_NOUNS:
            continue
        if _OTHERS_DESCRIPTION.search(desc.group()) or _NOT_OURS.search(desc.group()) \
                or _PLACED_IN.search(sentence, max(0, desc.start() - 8), desc.start()) \
                or _EXAMPLES_BEFORE.search(sentence, max(0, desc.start() - 12), desc.start()) \
                or _COMPARING.search(sentence, 0, desc.start()):
            continue
        if (is_name_like(acr) or _hyphenated_acronym(acr)) and acronym_for(f"{long_form} ({acr})", acr) == long_form \
                and not generic_long_form(long_form, acr):
            out.append(acr)
    return out


#: "Besides, FooChunk is proposed to reduce ...": a made-up name, then a passive proposal verb in the present tense.
_PASSIVE_PROPOSED = re.compile(
    rf"(?:^|,\s+)(?P<names>(?:{_NAME_TOKEN})(?:(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)(?:{_NAME_TOKEN})){{0,3}})\s+(?:is|are)\s+"
    r"(?:also\s+|further\s+|then\s+|additionally\s+)?"
    r"(?:proposed|introduced|presented)\s+(?:to|for|that|as)\b"
)


def passive_proposed(sentence: str) -> list[str]:
    """Made-up names a sentence says "is proposed to ..." of (a part of the paper's own system).

    Examples:
        >>> passive_proposed("Besides, FooChunk is proposed to lower memory use by 35%.")
        ['FooChunk']
        >>> passive_proposed("FooChunk is also introduced to pick chunk sizes.")
        ['FooChunk']
        >>> passive_proposed("In addition, FooChunk and BarSwap are introduced to balance devices.")
        ['FooChunk', 'BarSwap']
        >>> passive_proposed("FooAttention was proposed to cut IO."), passive_proposed("Sampling is proposed to help.")
        ([], [])
        >>> passive_proposed("FooAttention is proposed to cut IO, but it fails on long inputs.")
        []
    """
    pos = 0
    while m := _PASSIVE_PROPOSED.search(sentence, pos):
        names = [_clean_name(p) for p in _LIST_SEP.split(m.group("names"))]
        if names and not is_name_like(names[0]) and len(names) > 1:
            pos = m.start("names") + 1  # "Besides, FooChunk is ...": the list starts after the opening word
            continue
        if _CONTRAST.search(sentence, m.end()) or not all(is_name_like(n) for n in names):
            return []
        return names
    return []


_CONTRAST = re.compile(r"\b(?:but|however|although|though|yet|unfortunately)\b")
