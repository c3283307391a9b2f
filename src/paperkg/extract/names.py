"""Names: what looks like a system name, and which names a paper proposes.

Pure functions over strings. A *name* is a token that is unlikely to be an
ordinary English word: CamelCase ("SpecRouter"), an acronym ("KVSP"), a mix
of letters and digits ("GPT-4.1", "C4"), or an exclamation ("Blitz!").

Examples:
    >>> [is_name_like(w) for w in ("SpecRouter", "KVSP", "GPT-4.1", "approach", "The")]
    [True, True, True, False, False]
    >>> proposed_in_title("Corvid: Fast Pipelined Decoding on Modern GPUs")
    'Corvid'
    >>> proposed_in_title("Sparse Kernels on Modern Hardware: A Comparative Analysis") is None
    True
    >>> acronym_for("we propose Adaptive Prefix Routing (APR), a method", "APR")
    'Adaptive Prefix Routing'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from paperkg.extract.quantities import by_prefix, is_word_char, lowered

__all__ = [
    "WordStartTest",
    "word_then",
    "GENERIC_NAMES",
    "generic_long_form",
    "named_acronyms",
    "novel_such_as",
    "is_name_like",
    "proposed_in_title",
    "acronym_for",
    "proposed_in_sentence",
    "introduced_acronyms",
    "named_by_us",
]

#: Capitalised words and acronyms that name kinds of things, not systems.
GENERIC_NAMES: frozenset[str] = frozenset(
    w.lower()
    for w in """
    LLM LLMs AI ML DL DNN DNNs CNN CNNs RNN RNNs GNN GNNs NLP HPC GPU GPUs CPU CPUs TPU TPUs NPU NPUs FPGA FPGAs ASIC
    ASICs API APIs SOTA SoTA IR IRs MoE MoEs KV SLO SLOs TTFT TPOT QPS RL SFT IO I/O OS VM VMs SIMT SIMD PDE PDEs
    FLOPs FLOPS TFLOPS MFU HBM DRAM SRAM PIM CXL NVMe SSD SSDs RDMA NIC NICs Transformer Transformers Attention
    In On For With We Our This These That Our Experiments Evaluation Results Existing Compared Moreover However
    Furthermore Additionally Finally First Second Third Specifically Overall Extensive Across Using Based Unlike
    To By As At From Through When While Its Their It They Notably Besides Importantly Together Thus Hence
    English Chinese Python C C++ CUDA-enabled AR Dense Sparse Large Small Vision Language Models Model
    FP16 FP32 BF16 FP8 INT8 INT4 E2E OOM SM SMs Pareto Bayesian Gaussian Markov Monte Carlo Newton Euler Fourier
    """.split()
)

_ADJECTIVE = re.compile(
    r"-(?:aware|based|driven|style|like|free|efficient|friendly|centric|oriented|specific|level|scale|grained|optimi[sz]ed|intensive|bound)$",
    re.IGNORECASE,
)
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2,}|^[A-Z][a-z]*[A-Z]")
_DIGIT_ALPHA = re.compile(r"(?=.*\d)(?=.*[A-Za-z])")


#: An ASCII character that is not a word character: before a letter, a word boundary.
_ASCII_NON_WORD = r"[\x00-/:-@\[-^`{-\x7f]"
#: The same characters but the space.
_ASCII_NON_WORD_NOT_SPACE = r"[\x00-\x1f!-/:-@\[-^`{-\x7f]"


class WordStartTest:
    """Whether ``\\b(?:body)`` matches in a text, where every match of ``body`` starts with a letter.

    On ASCII text the boundary before a letter is the text's start or an
    ASCII character that is not a word character: a pattern that starts with
    that character class lets :mod:`re` skip ahead to the next such character
    instead of testing a boundary at every position. Whether it matches is
    asked of a space first (most words follow one), which :mod:`re` finds as
    fast as a string search, then of the other such characters.

    Examples:
        >>> test = WordStartTest("we|here")
        >>> test("so we go"), test("(here)"), test("where we"), test("answer"), test("bientôt we")
        (True, True, True, False, True)
    """

    def __init__(self, body: str, flags: int = 0) -> None:
        self.plain = re.compile(rf"\b(?:{body})", flags)
        self.after_non_word = re.compile(rf"{_ASCII_NON_WORD}(?:{body})", flags)
        self.after_space = re.compile(rf" (?:{body})", flags)
        self.after_other = re.compile(rf"{_ASCII_NON_WORD_NOT_SPACE}(?:{body})", flags)

    def __call__(self, text: str) -> bool:
        if not text.isascii():
            return self.plain.search(text) is not None
        return (self.plain.match(text) or self.after_space.search(text) or self.after_other.search(text)) is not None

    def start(self, text: str) -> int | None:
        """Where the leftmost match of ``\\b(?:body)`` starts in ``text`` (``None`` without one).

        Examples:
            >>> test = WordStartTest("we|here")
            >>> test.start("so we go"), test.start("we"), test.start("answer"), test.start("bientôt we")
            (3, 0, None, 8)
        """
        if not text.isascii():
            m = self.plain.search(text)
            return m.start() if m else None
        if self.plain.match(text):
            return 0
        m = self.after_non_word.search(text)
        return m.start() + 1 if m else None


def word_then(text: str, word: str, tail: re.Pattern[str]) -> Iterator[tuple[int, re.Match[str]]]:
    """The matches of ``\\b`` + ``re.escape(word)`` + ``tail`` in ``text``, as ``finditer`` finds them, without a regex per word.

    Yields where each match starts and the match of ``tail`` after the word
    (which must never match an empty string).

    Examples:
        >>> [(i, m.group()) for i, m in word_then("Kestrel-2 and MyKestrel-3, Kestrel-4x", "Kestrel", re.compile(r"-\\d+\\b"))]
        [(0, '-2')]
    """
    pos = text.find(word)
    while pos >= 0:
        before = pos > 0 and is_word_char(text[pos - 1])
        m = tail.match(text, pos + len(word)) if before != is_word_char(text[pos]) else None
        if m:
            yield pos, m
            pos = text.find(word, m.end())
        else:
            pos = text.find(word, pos + 1)


# precompiled: these run for every word or name tried
_NUMBER = re.compile(r"[\d.,]+[%×x]?")
_LETTER = re.compile(r"[A-Za-z]")
_SIZE = re.compile(r"\d+(?:\.\d+)?[BMK]")
_PART_SEP = re.compile(r"[-/]")
_NOT_UPPER = re.compile(r"[^A-Z]")
_NOT_LOWER = re.compile(r"[^a-z]")
_DESCRIPTION_LEAD = re.compile(r"[(:;]|\b(?:of|in|from|between|among)\b|,\s+(?:an?|the)\s")
_ACRONYM_AFTER = re.compile(r"[\w\s'-]{0,60}?\(\s*(?P<acr>[A-Za-z][\w.+!*-]*)\s*\)")
_LIST_SEP = re.compile(r"\s*,\s*and\s+|\s*,\s*|\s+and\s+")
_TITLE_ACRONYM = re.compile(r"\((?P<acr>[A-Z][\w*+-]*)\)\s*$")
_TITLE_HEAD = re.compile(r"^\s*(?P<head>[^:?]{1,80}?)\s*(?::|\s[-–—]{1,2}\s)")
_HYPHENATED_WORD = re.compile(r"[A-Z][\w]*(?:-[\w]+)+")
_TITLE_TAIL = re.compile(r"\b(?:[Ww]ith|[Vv]ia|[Uu]sing|[Ii]n)\s+(?P<name>[A-Z][\w.+!-]*)\s*(?::|$)")


def is_name_like(word: str, *, capitalised_ok: bool = False) -> bool:
    """Whether ``word`` looks like a proper name of a system.

    Args:
        word: One word (may contain hyphens, dots, digits).
        capitalised_ok: Accept a plain capitalised word ("Triton") too, as
            after a comparison cue, where a capital cannot come from a
            sentence start.

    Examples:
        >>> is_name_like("Triton"), is_name_like("Triton", capitalised_ok=True)
        (False, True)
        >>> is_name_like("LLMs"), is_name_like("8B"), is_name_like("Hogwild!")
        (False, True, True)
        >>> is_name_like("state-of-the-art"), is_name_like("Sarathi-Serve")
        (False, True)
    """
    if not word or word.lower() in GENERIC_NAMES or not word[0].isalnum():
        return False
    if _NUMBER.fullmatch(word):
        return False
    if _CAMEL.search(word) or "!" in word:
        return True
    if _DIGIT_ALPHA.match(word) and _LETTER.search(word[:1] + word[-1:]) or _SIZE.fullmatch(word):
        return True
    if "-" in word and word.rsplit("-", 1)[-1].lower() in GENERIC_NAMES:
        return False  # "AR-LLMs", "MoE-GPUs": kinds of things
    if _ADJECTIVE.search(word):
        return False  # "CXL-aware", "GPU-based": adjectives
    if "-" in word and word[0].isupper() and any(p[:1].isupper() for p in word.split("-")[1:] if p):
        return True
    return capitalised_ok and word[0].isupper() and len(word) > 1


_FUNCTION_WORDS = frozenset(
    "a an the of for in on with is are not all you need to and or via using towards toward from by at as what how why "
    "when where can do does be we our your my it its into over under beyond without between through vs versus".split()
)


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
        >>> proposed_in_title("TPU v9: A Reconfigurable Training Machine")
        'TPU v9'
        >>> proposed_in_title("Prune & Merge: Faster Token Reduction")
        'Prune & Merge'
    """
    paren = _TITLE_ACRONYM.search(title) if ")" in title else None
    if paren and is_name_like(paren.group("acr")) and acronym_for(title, paren.group("acr")):
        return paren.group("acr")
    m = _TITLE_HEAD.match(title)
    head = m.group("head").strip() if m else ""
    if head:
        words = head.split()
        if len(words) == 1 and (is_name_like(words[0]) or words[0][:1].isupper() and words[0].isalpha() and len(words[0]) > 2
                                or _HYPHENATED_WORD.fullmatch(words[0])):
            return words[0]
        if len(words) == 3 and words[1] == "&" and all(w[:1].isupper() and w.isalpha() for w in words[::2]):
            return head  # "Prune & Merge: ...": a name joined by an ampersand
        if 1 < len(words) <= 4 and not any(w.lower() in _FUNCTION_WORDS for w in words):
            if all(w[:1].isupper() or w[:1].isdigit() or is_name_like(w) for w in words) and any(is_name_like(w) for w in words):
                return head
    tail = _TITLE_TAIL.search(title)
    if tail and is_name_like(tail.group("name")):
        return tail.group("name")
    return None


def _parts(word: str) -> list[str] | tuple[str]:
    """``_PART_SEP.split(word)``, without the regex for a word that holds no separator (most words).

    Examples:
        >>> _parts("Block-Attention"), _parts("I/O"), _parts("cache")
        (['Block', 'Attention'], ['I', 'O'], ('cache',))
    """
    return _PART_SEP.split(word) if "-" in word or "/" in word else (word,)


def _initials(words: list[str]) -> str:
    out = []
    for w in words:
        for part in _parts(w):
            if part:
                out.append(part[0].lower())
    return "".join(out)


def _capital_initials(words: list[str]) -> str:
    """Initials where a CamelCase word gives each of its capitals ("Vision MoE" -> "vme").

    Examples:
        >>> _capital_initials(["Vision", "MoE"]), _capital_initials(["sparse", "FlashAttention"])
        ('vme', 'sfa')
    """
    out = []
    for w in words:
        for part in _parts(w):
            if part:  # (a rest that is all lowercase holds no capital)
                out.append(part[0].lower() + ("" if part[1:].islower() else "".join(ch.lower() for ch in part[1:] if ch.isupper())))
    return "".join(out)


def generic_long_form(long_form: str, acronym: str) -> bool:
    """Whether an all-capitals acronym abbreviates a lowercase phrase: a generic term, not a name.

    "layered token routing (LTR)" names a kind of thing; "Spiral
    Block-Attention (SBA)" and "token folding (TokFold)" name one.

    Examples:
        >>> generic_long_form("layered token routing", "LTR"), generic_long_form("tile stationary", "TS")
        (True, True)
        >>> generic_long_form("Spiral Block-Attention", "SBA"), generic_long_form("token folding", "TokFold")
        (False, False)
    """
    if any(ch.islower() for ch in acronym):
        return False
    return all(not w[:1].isupper() for w in long_form.split())


def acronym_for(text: str, acronym: str) -> str | None:
    """The long form defined for ``acronym`` as ``long form (ACRONYM)`` in ``text``.

    Initials must match the acronym's letters in order, so a parenthesis that
    is not an acronym definition gives ``None``.

    Examples:
        >>> acronym_for("tensor sharding named partially replicated tensor sharding (PRTS)", "PRTS")
        'partially replicated tensor sharding'
        >>> acronym_for("a framework, Route to Serve (RTS), for agents", "RTS")
        'Route to Serve'
        >>> acronym_for("the system (see Section 3)", "SEE") is None
        True
    """
    before = _words_before_definition(text, acronym)
    if before is None:
        return None
    words = before.split()
    upper = _NOT_UPPER.sub("", acronym)
    letters = upper.lower() if len(upper) >= 2 else _NOT_LOWER.sub("", acronym.lower())
    if not letters:
        return None
    # the initials of words[start:], grown one word to the left per step
    init = init_no_small = capitals = ""
    for start in range(len(words) - 1, -1, -1):
        cand = words[start:]
        word_initials = _initials(cand[:1])
        init = word_initials + init
        if cand[0].lower() not in _FUNCTION_WORDS:
            init_no_small = word_initials + init_no_small
        if len(init_no_small) > len(letters) + 2:
            # too many initials: no option can match, and neither can the capitals (never fewer) nor a longer candidate
            return None
        if len(capitals) <= len(letters):  # longer capitals never equal the letters again (they only grow)
            capitals = _capital_initials(cand[:1]) + capitals
        for option in (init, init_no_small):
            if option == letters or (len(letters) >= 2 and option.startswith(letters[0]) and _subsequence(letters, option)
                                     and len(option) <= len(letters) + 2 and cand[0][0].lower() == letters[0]):
                if len(cand) >= 2 or "-" in cand[0]:
                    return " ".join(cand)
        if len(cand) >= 2 and capitals == letters:
            return " ".join(cand)  # "Vision MoE (V-MoE)": a CamelCase word gives each of its capitals
    return None


#: 1 to 8 (whitespace, word) runs of a reversed text: (word, whitespace) runs that end where the text ends.
_RUNS_BACKWARDS = re.compile(r"(?:\s+[\w'-]+){1,8}")


def _words_before_definition(text: str, acronym: str) -> str | None:
    """The words before the first ``(ACRONYM)`` of ``text``: group 1 of ``((?:[\\w'-]+\\s+){1,8})\\(\\s*ACRONYM\\s*\\)``.

    The same leftmost match as :func:`re.search` with that pattern, found
    with string scans instead of a regex compiled per acronym.

    Examples:
        >>> _words_before_definition("so we use Fast Paged Cache (FPC) here", "FPC")
        'so we use Fast Paged Cache '
        >>> _words_before_definition("x(FPC) and a b c d e f g h i j ( FPC )", "FPC")
        'c d e f g h i j '
        >>> _words_before_definition("Cache(FPC)", "FPC") is None
        True
    """
    if not acronym or acronym[0].isspace() or acronym[-1].isspace():
        m = re.search(r"((?:[\w'-]+\s+){1,8})\(\s*" + re.escape(acronym) + r"\s*\)", text)
        return m.group(1) if m else None
    n = len(text)
    q = text.find("(")
    while q >= 0:
        j = q + 1
        while j < n and text[j].isspace():
            j += 1
        if text.startswith(acronym, j):
            k = j + len(acronym)
            while k < n and text[k].isspace():
                k += 1
            if k < n and text[k] == ")":
                # up to 8 (word, whitespace) runs right before the parenthesis, read in the reversed text
                runs = _RUNS_BACKWARDS.match(text[q - 1:: -1]) if q else None
                if runs:
                    return text[q - runs.end(): q]
        q = text.find("(", q + 1)
    return None


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(ch in it for ch in short)


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
_CALLED = re.compile(rf"\b(?:called|named|dubbed|termed|namely|coined|entitled|titled)\s+(?P<name>(?:{_NAME_TOKEN})(?:\s(?:{_NAME_TOKEN}))?)")
_PAREN = re.compile(r"\(\s*(?P<acr>[A-Za-z][\w.+!*-]*[\w+!*]?)\s*\)")


def _clean_name(name: str) -> str:
    return name.strip().strip(",.;:'\"’").strip()


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
)
_OUR_NOVEL_TAIL = re.compile(r",\s+(?:our|a|an)\s+(?:novel|new|proposed)\b")


@functools.cache
def _required(pattern: str, flags: int) -> tuple[frozenset[str], ...]:
    """Sets of strings, one of each of which a text must hold for a regex to match in it (none when it ignores case).

    Keyed by the pattern's text and flags: hashing a compiled pattern hashes its whole program.
    """
    if flags & re.IGNORECASE:
        return ()
    from paperkg.extract.techniques import required_literals

    return required_literals(pattern, shortest=1)


def _may_match(regex: re.Pattern[str], text: str) -> bool:
    """``False`` when ``regex`` cannot match ``text`` (a word it requires is missing): a cheap test before the regex.

    Examples:
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


_WE_NAME = re.compile(rf"\bwe\s+(?:name|call|dub|term)\s+(?:it\s+|them\s+|this\s+\w+\s+)?(?P<name>{_NAME_TOKEN})")


#: What follows a proposed name in "<name> proposes/introduces/presents X" (see :func:`word_then`).
_INTRODUCES = re.compile(r"\s+(?:proposes|introduces|presents)\s+(?P<name>[A-Z][\w+!-]*(?:\s+[A-Z][\w+!-]*)?)")


def named_by_us(sentence: str, proposed: list[str] | tuple[str, ...] = ()) -> list[str]:
    """Names given in "which we name X" or introduced by a proposed system ("Corvid proposes X").

    Examples:
        >>> named_by_us("Our largest model, which we name Heron, beats the rest.")
        ['Heron']
        >>> named_by_us("To cut fragmentation, Kestrel proposes Shared Paging, a memory pool.", ["Kestrel"])
        ['Shared Paging']
        >>> named_by_us("We call the method once per batch.")
        []
    """
    names = [m.group("name") for m in _WE_NAME.finditer(sentence) if is_name_like(m.group("name"), capitalised_ok=True)] \
        if _may_match(_WE_NAME, sentence) else []
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
    """
    if "novel" not in sentence and "new" not in sentence:
        return []
    found = list(_NOVEL_SUCH_AS.finditer(sentence))
    if not found or _OTHERS_WORK.search(sentence):  # the cheaper test first
        return []
    out = []
    for m in found:
        out.extend(n for n in (_clean_name(p) for p in _LIST_SEP.split(m.group("names"))) if is_name_like(n))
    return out


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
    # cheap tests before finditer, which starts where the first match does
    first = _has_intro_acronym.start(sentence) if _ACRONYM_PAREN.search(sentence) else None
    for m in _INTRO_ACRONYM.finditer(sentence, first) if first is not None else ():
        acr = m.group("acr")
        long_form = m.group("long")
        # the long form must be exactly what the acronym abbreviates, right after the cue word;
        # a lowercase long form is a generic term ("called row major (RM)"), not a name
        if is_name_like(acr) and acronym_for(f"{long_form} ({acr})", acr) == long_form and not generic_long_form(long_form, acr):
            names.append(acr)
    if _may_match(_NAMING_WORD, sentence) and _NAMING_WORD.search(sentence):
        names.extend(n for n in named_acronyms(sentence) if n not in names)
    names.extend(_our_novel(sentence))
    return names


_APPOSITION = re.compile(
    r"^(?:an?|the|our|two|three|four|several|multiple)\s+(?!(?:[\w-]+\s+){0,3}?(?:comparison|study|analysis|evaluation|survey)\b)"
    rf"(?:[\w-]+\s+){{0,8}}?[\w-]+,\s+(?P<names>(?:{_NAME_TOKEN})(?:(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)(?:{_NAME_TOKEN})){{0,3}})"
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

#: Lowercase head nouns that belong to a method's name ("Lookahead decoding").
_METHOD_HEADS: frozenset[str] = frozenset("decoding sampling attention paging quantization".split())


def proposed_in_sentence(sentence: str, verbs: tuple[str, ...], low: str | None = None) -> list[str]:
    """Names a sentence says the paper proposes ("we present X, a ...", "called X", "long form (ACR)").

    ``low``: the sentence lowercased, when the caller has it (a slice of the
    doc's :func:`lowered` text: it may differ from ``lowered(sentence)`` in a
    Greek final sigma, never in length, ASCII letters or word characters,
    all that the search reads).

    Examples:
        >>> verbs = ("propose", "present", "introduce")
        >>> proposed_in_sentence("To address this, we present Corvid, an automated compiler.", verbs)
        ['Corvid']
        >>> proposed_in_sentence("We propose a new scheduler called FlowGuard that adapts.", verbs)
        ['FlowGuard']
        >>> proposed_in_sentence("We introduce Most-Recent Token Eviction (MRTE), a dynamic algorithm.", verbs)
        ['MRTE']
        >>> proposed_in_sentence("We propose a novel approach to reduce memory.", verbs)
        []
        >>> proposed_in_sentence("We introduce Leapfrog decoding, an exact algorithm.", verbs)
        ['Leapfrog decoding']
        >>> proposed_in_sentence("We introduce Vireo 4x9B, a Sparse Mixture of Experts (SMoE) model.", verbs)
        ['Vireo 4x9B']
        >>> proposed_in_sentence("We introduce QA-Suite and QALM, a 7B model.", verbs)
        ['QA-Suite', 'QALM']
    """
    m = _proposal_regex(verbs).search(lowered(sentence) if low is None else low)  # same length: offsets hold
    if not m:
        return []
    obj = sentence[m.start("obj"):]
    names: list[str] = []
    # acronyms defined in the object: "Mutual-Supervised Learning (MSL)"
    for pm in _PAREN.finditer(obj[:200]):
        acr = pm.group("acr")
        long_form = acronym_for(obj[: pm.end()], acr) if is_name_like(acr) or _hyphenated_acronym(acr) else None
        if long_form:
            lead = obj[: pm.start()][: -len(long_form) - 1] if obj[: pm.start()].rstrip().endswith(long_form) else obj[: pm.start()]
            # "Name 8x7B, a Sparse Mixture of Experts (SMoE) model": the acronym belongs to the description
            # "a new paradigm, elastic batching (EB)": a generic term, not a name
            if len(lead.split()) <= 6 and not _DESCRIPTION_LEAD.search(lead) and not generic_long_form(long_form, acr) and (
                is_name_like(acr) or long_form[:1].isupper()
            ):
                names.append(acr)
            break
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
    # the object starts with the name(s): "Corvid, an ...", "X and Y, ..."
    head = _OBJECT_HEAD.match(obj) if not names else None
    if head:
        for part in _LIST_SEP.split(head.group("list")):
            words = part.split()
            if not words:
                continue
            if len(words) == 2 and not is_name_like(words[1]) and not words[1][:1].isupper() and words[1].lower() not in _METHOD_HEADS:
                words = words[:1]
            cand = _clean_name(" ".join(words))
            if _ADJECTIVE.search(words[0]):
                continue
            if is_name_like(words[0]) or (words[0][:1].isupper() and len(words[0]) > 2 and words[0].lower() not in _FUNCTION_WORDS
                                          and words[0].lower() not in GENERIC_NAMES) or (
                len(words) == 2 and words[0][:1].isupper() and is_name_like(words[1]) and words[1][:1].islower()
            ):  # "TPU v4": a versioned name
                names.append(cand)
    if not names:
        # "a novel framework, FlowGuard, that ...", "two extensions to X, FlowA and FlowB, which ..."
        appo = _APPOSITION.match(obj)
        if appo:
            names.extend(n for n in (_clean_name(p) for p in _LIST_SEP.split(appo.group("names"))) if is_name_like(n))
    return [n for n in dict.fromkeys(names) if n.lower() not in GENERIC_NAMES]
