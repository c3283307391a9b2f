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
from collections.abc import Callable, Iterator

from paperkg.extract.quantities import by_prefix, is_word_char, lowered
from paperkg.extract.vocab import vocabulary_phrases

__all__ = [
    "WordStartTest",
    "word_then",
    "GENERIC_NAMES",
    "GENERIC_PHRASES",
    "generic_long_form",
    "named_acronyms",
    "novel_such_as",
    "is_name_like",
    "is_dotted_name",
    "proposed_in_title",
    "acronym_for",
    "proposed_in_sentence",
    "introduced_acronyms",
    "named_by_us",
    "ours_subject",
    "OWN_WORK_OPENINGS",
    "WE_OPENINGS",
    "secondary_names",
    "own_verbs_in",
    "apposed_spans",
    "sibling_prefix_in",
    "sibling_prefixes",
    "secondary_candidates",
    "without_owner",
    "is_number_format",
    "NUMBER_FORMAT_START",
    "without_release",
    "title_tail_name",
    "project_name",
    "title_long_form",
    "title_head_proposed",
    "our_apposed",
    "resulting_apposed",
    "our_apposed_within",
    "apposed_long_forms",
    "title_case_objects",
    "compared_names",
    "passive_proposed",
    "quoted_in",
    "lowercase_phrase",
    "title_head_superseded",
    "named_part",
    "counted_names",
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
    NWP CFD MD DFT FEM ASR NMT OCR NER VQA LSTM LSTMs GRU GRUs MLP MLPs GAN GANs VAE VAEs SNN SNNs DRL MARL NAS HPO
    FL
    """.split()
)

#: Capitalised phrases that name a task, a field or a kind of model: their acronyms ("Language Modeling (LM)") are no systems.
GENERIC_PHRASES: frozenset[str] = frozenset(
    p.strip()
    for p in """
    language modeling, language modelling, masked language modeling, machine translation, neural machine translation,
    question answering, visual question answering, natural language processing, natural language understanding,
    natural language generation, computer vision, image classification, object detection, semantic segmentation,
    speech recognition, automatic speech recognition, text classification, text generation, code generation,
    sentiment analysis, named entity recognition, reinforcement learning, deep learning, machine learning,
    artificial intelligence, large language model, large language models, language model, language models,
    neural network, neural networks, deep neural network, deep neural networks, convolutional neural network,
    convolutional neural networks, recurrent neural network, recurrent neural networks, graph neural network,
    graph neural networks, high performance computing, high-performance computing, mixture of experts, mixture-of-experts,
    federated learning
    """.split(",")
)

_ADJECTIVE = re.compile(
    r"-(?:aware|based|driven|style|like|free|efficient|friendly|centric|oriented|specific|level|scale|grained|optimi[sz]ed|intensive|bound)$",
    re.IGNORECASE,
)
_CAMEL = re.compile(r"[a-z][A-Z]|[A-Z]{2,}|^[A-Z][a-z]*[A-Z]")
_DIGIT_ALPHA = re.compile(r"(?=.*\d)(?=.*[A-Za-z])")
# a lowercase code identifier: "jax.numpy", "torch.fx", "whisper.cpp" (not an abbreviation: "e.g", "w.r.t")
_DOTTED_NAME = re.compile(r"[a-z][a-z0-9_]+(?:\.[a-z][a-z0-9_]+)+")


#: An ASCII character that is not a word character: before a letter, a word boundary.
_ASCII_NON_WORD = r"[\x00-/:-@\[-^`{-\x7f]"


class WordStartTest:
    """Whether ``\\b(?:body)`` matches in a text, where every match of ``body`` starts with a letter.

    On ASCII text the boundary before a letter is the text's start or an
    ASCII character that is not a word character: a pattern that starts with
    that character class lets :mod:`re` skip ahead to the next such character
    instead of testing a boundary at every position (one scan: a space or
    another such character).

    Examples:
        >>> test = WordStartTest("we|here")
        >>> test("so we go"), test("(here)"), test("where we"), test("answer"), test("bientôt we")
        (True, True, True, False, True)
    """

    def __init__(self, body: str, flags: int = 0) -> None:
        self.plain = re.compile(rf"\b(?:{body})", flags)
        self.after_non_word = re.compile(rf"{_ASCII_NON_WORD}(?:{body})", flags)

    def __call__(self, text: str) -> bool:
        if not text.isascii():
            return self.plain.search(text) is not None
        return (self.plain.match(text) or self.after_non_word.search(text)) is not None

    def ascii_searches(self) -> tuple[Callable[[str], re.Match[str] | None], Callable[[str], re.Match[str] | None]]:
        """The two searches that answer for an ASCII text: it matches where either finds a match (a loop's shortcut).

        Examples:
            >>> first, second = WordStartTest("we|here").ascii_searches()
            >>> [(first(t) or second(t)) is not None for t in ("we go", "so we go", "where", "answer")]
            [True, True, False, False]
        """
        return self.plain.match, self.after_non_word.search

    def start(self, text: str, endpos: int | None = None) -> int | None:
        """Where the leftmost match of ``\\b(?:body)`` starts in ``text`` (``None`` without one).

        ``endpos``: as for :meth:`re.Pattern.search`, the text read as if it ended there.

        Examples:
            >>> test = WordStartTest("we|here")
            >>> test.start("so we go"), test.start("we"), test.start("answer"), test.start("bientôt we")
            (3, 0, None, 8)
            >>> test.start("so we go", 4), test.start("so we go", 5)
            (None, 3)
        """
        end = len(text) if endpos is None else endpos
        if not text.isascii():
            m = self.plain.search(text, 0, end)
            return m.start() if m else None
        if self.plain.match(text, 0, end):
            return 0
        m = self.after_non_word.search(text, 0, end)
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


#: Number formats ("FP16", "INT8", "W4A16"): what a model or kernel computes in, never a system's name.
_NUMBER_FORMATS = r"(?:FP|BF|TF|INT|UINT|MX|NF)\d+|W\d+A\d+"
#: A word that opens with a number format ("INT8", "FP16-only").
NUMBER_FORMAT_START = re.compile(rf"^(?:{_NUMBER_FORMATS})", re.IGNORECASE)
_NUMBER_FORMAT = re.compile(rf"(?:{_NUMBER_FORMATS}|E\dM\d)(?:-E\dM\d)?", re.IGNORECASE)


def is_number_format(name: str) -> bool:
    """Whether ``name`` (or a system id) is a number format, FP8's variants included: a baseline is computed in
    one, never named by one.

    Examples:
        >>> is_number_format("INT8"), is_number_format("e4m3"), is_number_format("fp8-e5m2"), is_number_format("int8x")
        (True, True, True, False)
    """
    return _NUMBER_FORMAT.fullmatch(name) is not None


# precompiled: these run for every word or name tried
_NUMBER = re.compile(r"[\d.,]+[%×xX]?")  # "2.25X" is a factor, not a name
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


@functools.lru_cache(maxsize=8192)
def is_name_like(word: str, *, capitalised_ok: bool = False) -> bool:
    """Whether ``word`` looks like a proper name of a system (remembered: the same words recur).

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
        >>> is_name_like("LoRA-aware"), is_name_like("LoRA-efficient"), is_name_like("LoRA-Efficient")
        (False, False, True)
    """
    if not word or word.lower() in GENERIC_NAMES or not word[0].isalnum():
        return False
    if _NUMBER.fullmatch(word):
        return False
    if "-" in word and word.rsplit("-", 1)[1][:1].islower() and _ADJECTIVE.search(word):
        return False  # "LoRA-aware", "CUDA-efficient": an adjective, however the word before the hyphen is written
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


def is_dotted_name(word: str) -> bool:
    """Whether ``word`` is a lowercase dotted code name ("jax.numpy", "torch.fx"): a baseline's name after a cue,
    though no proper name elsewhere (a module a paper merely uses).

    Examples:
        >>> is_dotted_name("jax.numpy"), is_dotted_name("whisper.cpp"), is_dotted_name("e.g"), is_dotted_name("w.r.t")
        (True, True, False, False)
    """
    return "." in word and _DOTTED_NAME.fullmatch(word) is not None


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
        >>> proposed_in_title("The QRX Kernel Smith: Agentic Tuning"), proposed_in_title("The Case for Racks: A Study")
        ('The QRX Kernel Smith', None)
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
        named = words[1:] if words[0] == "The" and len(words) > 2 else words  # "The Foo BAR Agent: ...": named with its article
        if 1 < len(named) <= 4 and not any(w.lower() in _FUNCTION_WORDS for w in named):
            if all(w[:1].isupper() or w[:1].isdigit() or is_name_like(w) for w in named) and any(is_name_like(w) for w in named):
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


#: Head nouns of the names of fields and tasks ("Numerical Weather Prediction", "Computational Fluid Dynamics").
_FIELD_HEADS = frozenset(
    """prediction forecasting translation recognition classification detection segmentation processing modeling
    modelling analysis analytics retrieval answering understanding computing vision intelligence simulation dynamics
    mining""".split()
)
#: A plain capitalised word ("Weather", "Fluid"), without inner capitals, digits or hyphens.
_PLAIN_CAPITALISED = re.compile(r"[A-Z][a-z]+")


def _field_phrase(long_form: str) -> bool:
    """Whether ``long_form`` names a field or a task: plain capitalised words ending with a field's head noun.

    Examples:
        >>> _field_phrase("Numerical Weather Prediction"), _field_phrase("Computational Fluid Dynamics")
        (True, True)
        >>> _field_phrase("Tiny Training Engine"), _field_phrase("Retrieval-Based Speculative Decoding"), _field_phrase("Prediction")
        (False, False, False)
    """
    words = long_form.split()
    return len(words) >= 2 and words[-1].lower() in _FIELD_HEADS and all(
        _PLAIN_CAPITALISED.fullmatch(w) or w in _FUNCTION_WORDS for w in words)


def generic_long_form(long_form: str, acronym: str) -> bool:
    """Whether an all-capitals acronym abbreviates a lowercase phrase: a generic term, not a name.

    "layered token routing (LTR)" names a kind of thing; "Spiral
    Block-Attention (SBA)" and "token folding (TokFold)" name one.

    Examples:
        >>> generic_long_form("layered token routing", "LTR"), generic_long_form("tile stationary", "TS")
        (True, True)
        >>> generic_long_form("Spiral Block-Attention", "SBA"), generic_long_form("token folding", "TokFold")
        (False, False)
        >>> generic_long_form("Machine Translation", "MT"), generic_long_form("Masked Language Modeling", "MLM")
        (True, True)
        >>> generic_long_form("Numerical Weather Prediction", "NWP"), generic_long_form("Integrated Forecasting System", "IFS")
        (True, False)
    """
    if long_form.lower() in GENERIC_PHRASES:
        return True  # "Language Modeling (LM)": a task, however it is capitalised
    if _field_phrase(long_form):
        return True  # "Numerical Weather Prediction (NWP)": a field or a task, in plain capitalised words
    if any(ch.islower() for ch in acronym):
        return False
    return all(not w[:1].isupper() for w in long_form.split())


@functools.lru_cache(maxsize=128)
def acronym_for(text: str, acronym: str) -> str | None:
    """The long form defined for ``acronym`` as ``long form (ACRONYM)`` in ``text``.

    Initials must match the acronym's letters in order, so a parenthesis that
    is not an acronym definition gives ``None``. Remembered for the last
    definitions read: the rules of one sentence often read the same one
    ("we propose Foo Bar (FB)" by :func:`proposed_in_sentence` and :func:`introduced_acronyms`).

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
    r"(?!\s+(?:case|instance|example|setting|application|use|kind|type)s?\s+of\b)"  # "with Foo, a new case of Bar": studied
)
_OUR_NOVEL_TAIL = re.compile(r",\s+(?:our|a|an)\s+(?:novel|new|proposed)\b")


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


_WE_NAME = re.compile(
    rf"\b[Ww]e\s+(?:name|call|dub|term)\s+(?:it\s+|them\s+|this\s+\w+\s+|(?:the|our)\s+(?:proposed\s+|resulting\s+|new\s+)?"
    rf"(?:method|approach|technique|system|framework|algorithm|model|design|scheme|dataset|library|tool|engine)\s+)?"
    rf"(?P<name>{_NAME_TOKEN})(?:\s(?P<second>[A-Z][\w'-]*\w))?"
)


def _we_named(m: re.Match[str]) -> str:
    """The name of a :data:`_WE_NAME` match, with the capitalised word after it ("we call Braided Attention").

    Examples:
        >>> _we_named(_WE_NAME.search("which we call Braided Attention, to fix it"))
        'Braided Attention'
        >>> _we_named(_WE_NAME.search("which we call Heron, a model"))
        'Heron'
        >>> _we_named(_WE_NAME.search("which we call Gliding Tensor Network (GTN)."))
        'GTN'
    """
    second = m.group("second")
    if "(" in m.string[m.end(): m.end() + 40] and (acr := _LONG_FORM_END.match(m.string, m.end())) \
            and is_name_like(acr.group("acr")):
        return acr.group("acr")  # "which we call Sparse Query Engine (SQE)": the acronym names it
    return f"{m.group('name')} {second}" if second and second.lower() not in _FUNCTION_WORDS else m.group("name")


# the rest of a long form, then its acronym: " Engine (SQE)"
_LONG_FORM_END = re.compile(r"(?:\s+[A-Z][\w-]*){0,2}\s*\(\s*(?P<acr>[A-Za-z][\w.+-]*)\s*\)")


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
        >>> named_by_us("We call the method Shard Relay (ShardRelay).")
        ['ShardRelay']
        >>> named_by_us("We extend it with a scheme, which we call Braided Attention, to fix this.")
        ['Braided Attention']
    """
    names = [_we_named(m) for m in _WE_NAME.finditer(sentence) if is_name_like(m.group("name"), capitalised_ok=True)] \
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
    r"(?:^|(?:,|;)\s+(?:and\s+)?)(?P<name>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}),\s+(?:an?|the)\s")


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
        >>> proposed_in_sentence("We propose a novel approach to reduce memory.", verbs)
        []
        >>> proposed_in_sentence("We propose a QD approach that shrinks models.", verbs)
        []
        >>> proposed_in_sentence("We introduce Leapfrog decoding, an exact algorithm.", verbs)
        ['Leapfrog decoding']
        >>> proposed_in_sentence("We introduce Vireo 4x9B, a Sparse Mixture of Experts (SMoE) model.", verbs)
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
    """
    m = _proposal_regex(verbs).search(lowered(sentence) if low is None else low)  # same length: offsets hold
    if not m:
        return []
    obj = sentence[m.start("obj"):]
    if obj[:1] in (",", "a"):  # "we design and implement X", "we design, build and evaluate X": the object after the last verb
        obj = _after_coordinated_verbs(obj, verbs)
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
            ) or not lead.strip() and _bare_definition(long_form, acr, obj[pm.end():]):
                names.append(acr)
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
            names.extend(n for n in (_clean_name(p) for p in _LIST_SEP.split(appo.group("names"))) if is_name_like(n))
    return [n for n in dict.fromkeys(names) if n.lower() not in GENERIC_NAMES]


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


#: "Our approach, Foo, ...": the sentence's subject, then its name in apposition.
_OUR_APPOSED = re.compile(
    rf"Our\s+(?:[a-z][\w-]*\s+){{0,2}}?[a-z][\w-]*,\s+(?:called\s+|named\s+|dubbed\s+|termed\s+)?(?P<name>{_NAME_TOKEN}),\s")


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
    """
    m = _OUR_APPOSED.match(sentence) if sentence.startswith("Our ") else None
    if not m or not is_name_like(m.group("name")) or _OTHERS_DESCRIPTION.search(sentence, 4, m.start("name")):
        return None  # (not "Our baseline, FooNet, ...": someone else's)
    return m.group("name")


#: "The resulting (synthetic) dataset, Foo, ...": what the paper's own process produced, then its name between commas.
_RESULTING_APPOSED = re.compile(
    rf"The\s+resulting\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:dataset|corpus|benchmark|model|suite|collection|library)s?,\s+"
    rf"(?P<name>{_NAME_TOKEN}),\s")


def resulting_apposed(sentence: str) -> str | None:
    """The made-up name of what the paper's process produced: "The resulting dataset, Foo, holds ...".

    Examples:
        >>> resulting_apposed("The resulting synthetic corpus, WebQuill-Mini, holds 4M pairs.")
        'WebQuill-Mini'
        >>> resulting_apposed("The resulting dataset, however, is small."), resulting_apposed("The resulting speedup, 2x, helps.")
        (None, None)
    """
    m = _RESULTING_APPOSED.match(sentence) if sentence.startswith("The resulting ") else None
    return m.group("name") if m and is_name_like(m.group("name")) else None


#: "... our (open-source) implementation, Foo, ...": "our", a short description, then its name between commas.
_OUR_APPOSED_WITHIN = re.compile(
    rf"\bour\s+(?:[a-z][\w-]*\s+){{0,2}}?[a-z][\w-]*,\s+(?:called\s+|named\s+|dubbed\s+|termed\s+)?(?P<name>{_NAME_TOKEN}),\s")
#: Words of such a description that make the name someone else's ("our strongest baseline, FooNet, ...").
_NOT_OURS = re.compile(
    r"\b(?:baselines?|prior|previous|earlier|existing|competing|competitors?|reference|teacher|backbone|base|datasets?|"
    r"benchmarks?|traces?|workloads?|testbeds?|clusters?|supercomputers?|partners?|collaborators?)\b"
)


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
    ("... by a lightweight training system, Tiny Training Engine (TTE), which ...").

    The description must end with a noun for something built (a system, a
    model, an algorithm), not be someone else's ("a popular library") nor
    place the work in it ("on a framework, ..."), and no comparison may come
    before it.

    Examples:
        >>> apposed_long_forms("It is implemented by a lightweight training system, Tiny Training Engine (TTE), which prunes graphs.")
        ['TTE']
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


#: "We propose Dynamic Axial Parallelism and Duality Async Operation to ...": capitalised phrases, each of two words
#: or more, as the whole object of a proposal verb.
_TITLE_CASE_OBJECTS = re.compile(
    r"(?P<list>[A-Z][a-z][\w-]*(?:\s+[A-Z][\w-]*){1,3}(?:(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)[A-Z][a-z][\w-]*(?:\s+[A-Z][\w-]*){1,3}){0,2})"
    r"(?=\s*(?:[,.;]|\b(?:to|for|that|which|as|in|on|with)\b|$))"  # (not "(": an acronym's long form)
)


def title_case_objects(obj: str, abstract: str = "") -> list[str]:
    """Capitalised phrases of two words or more that open a proposal verb's object: names the paper coins.

    A phrase the abstract also writes in lowercase ("Sparse Update" and
    "sparse updates") is a method phrase, and a known field or task
    ("Machine Translation") no name.

    Examples:
        >>> title_case_objects("Dynamic Axial Sharding and Duality Async Operation to improve scaling.")
        ['Dynamic Axial Sharding', 'Duality Async Operation']
        >>> title_case_objects("Sparse Update to skip layers.", "We propose Sparse Update to skip layers; sparse updates save memory.")
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


#: "Besides, FooChunk is proposed to reduce ...": a made-up name, then a passive proposal verb in the present tense.
_PASSIVE_PROPOSED = re.compile(
    rf"(?:^|,\s+)(?P<names>(?:{_NAME_TOKEN})(?:(?:\s*,\s*and\s+|\s*,\s*|\s+and\s+)(?:{_NAME_TOKEN})){{0,3}})\s+(?:is|are)\s+"
    r"(?:also\s+|further\s+|then\s+|additionally\s+)?"
    r"(?:proposed|introduced|presented)\s+(?:to|for|that|as)\b"
)


def passive_proposed(sentence: str) -> list[str]:
    """Made-up names a sentence says "is proposed to ..." of (a part of the paper's own system).

    Examples:
        >>> passive_proposed("Besides, FooChunk is proposed to reduce memory cost by 80%.")
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


#: "(Foo uses) a group-theoretic algorithm called Bar": a short description, a naming word, the name.
_CALLED_PART = re.compile(
    rf"\b(?:an?|the|its|our)\s+(?P<desc>(?:[\w-]+\s+){{0,5}}?[\w-]+)\s+(?:called|named|dubbed|termed)\s+(?P<name>{_NAME_TOKEN})"
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


#: "we propose two policies, " (then the names, each with a relative clause): the counted kind of thing.
_COUNTED_KIND = re.compile(
    r"\b(?:we|this\s+(?:paper|work))\s+(?:also\s+|further\s+|then\s+)?(?:propose|introduce|present|design|develop|devise)\s+"
    r"(?:two|three|four)\s+(?:new\s+|novel\s+)?(?:[\w-]+\s+){0,2}?[\w-]+s,\s+"
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
    r"traditional|vanilla|default|recent|open-source|well-known|leading|competing|strong|such|e\.g|like|"
    r"base|pre-?trained|off-the-shelf|public|publicly|original|teacher|backbone|"
    r"datasets?|benchmarks?|traces?|workloads?|suites?|clusters?|supercomputers?)\b",
    re.IGNORECASE,
)
#: Words that make a sentence a comparison: a name after them is a baseline, not a component.
_COMPARING = re.compile(r"\b(?:outperform\w*|than|compar\w*|over|versus|vs|against|relative|unlike|beats?|evaluat\w*|experiment\w*)\b")
#: A preposition right before a description: "(built) on a popular engine, X", "into an open framework, X" (someone else's).
_AFTER_PREPOSITION = re.compile(r"\b(?:into|onto|on|upon|atop|from|in|within|to|with|of|by|via|using)\s+$")
#: "a distributed scheduling algorithm, E2, that ...", "its Hybrid Engine, Foo-HE, can ...": the name, then its description before it.
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
#: Name-like words that name a kind of thing in "a novel X kernel" (a platform, a format).
_KIND_WORDS = frozenset("cuda opencl rocm triton simd gemm gemv spmm spmv lora ptx isa mlp mlps vit ffn".split())


def _word_count(text: str, name: str) -> int:
    """How often ``name`` occurs in ``text`` as a whole word.

    Examples:
        >>> _word_count("FooNAS runs. FooNAS-2 and (FooNAS) too", "FooNAS")
        2
    """
    return sum(1 for _, _ in word_then(text, name, _WORD_END))


_WORD_END = re.compile(r"(?![\w-])|(?=-[^\w])")


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
            if not m.group("name").islower() and _strong_name(m.group("name"), known):
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


#: "We (also) compare [SUBJECT] against|with|to OBJECT": the paper names what it measures itself against.
_COMPARE_WITH = re.compile(
    r"\b(?:[Ww]e|[Tt]his\s+(?:paper|work))\s+(?:(?:also|further|then|additionally|extensively|thoroughly|empirically|"
    r"systematically|carefully)\s+)?compare\s+(?:(?P<subject>[^,;:.()]{1,60}?)\s+)?(?:against|with|to)\s+"
)
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
    """The ``(start, end)`` offsets of the names in a "we compare X against A and B" sentence.

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
    """
    m = _COMPARE_WITH.search(sentence)
    if m is None:
        return []
    subject = m.group("subject")
    if subject and not (any(p in subject for p in proposed) or _OUR_SUBJECT.match(subject)):
        return []
    start = m.end()
    stop = _COMPARED_END.search(sentence, start)
    end = stop.start() if stop else len(sentence)
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
                or not all(w[:1].isupper() or w[:1].isdigit() for w in words[1:]) or words[0] in proposed:
            continue
        b = a + len(" ".join(words))
        if sentence[a:b] == " ".join(words):
            out.append((a, b))
    return out
