"""Name shapes: what looks like a system name, number formats, and fast word-start tests.

A *name* is a token that is unlikely to be an ordinary English word: CamelCase ("SpecRouter"), an acronym
("KVSP"), a mix of letters and digits ("GPT-4.1", "C4"), or an exclamation ("Blitz!") (:func:`is_name_like`); a
lowercase code identifier ("jax.numpy") is one too (:func:`is_dotted_name`). Number formats ("FP8", "INT4") are
no names (:func:`is_number_format`). :class:`WordStartTest` and :func:`word_then` find a word's starts without
running a regex at every position. The words that are never names (:data:`GENERIC_NAMES`,
:data:`GENERIC_PHRASES`) and the regexes several rule modules share live here too. This is the lowest layer of
:mod:`paperkg.extract.names`: it imports none of its modules.

Examples:
    >>> [is_name_like(w) for w in ("SpecRouter", "KVSP", "GPT-4.1", "approach", "The")]
    [True, True, True, False, False]
    >>> is_dotted_name("jax.numpy"), is_number_format("INT4")
    (True, True)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator

from paperkg.extract.quantities import is_word_char


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
    FL GEMM GEMMs GEMV SpMM SpMV SDDMM DP AutoML
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
    r"-(?:aware|based|driven|style|like|free|efficient|friendly|centric|oriented|specific|level|scale|grained|optimi[sz]ed|intensive|bound|accelerated|powered|enabled|assisted|guided|augmented|resident|native|compatible|agnostic|sensitive|inspired)$",
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


#: Number formats ("FP16", "INT8", "W4A16", "16-bit"): what a model or kernel computes in, never a system's name.
_NUMBER_FORMATS = r"(?:FP|BF|TF|INT|UINT|MX|NF)\d+|W\d+A\d+|\d+-bits?\b"
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


#: Words that point into the paper itself ("Table 2", "Section 5"): never a name, however capitalised.
_REFERENCE_WORDS = frozenset("section sections table tables figure figures fig appendix eq equation".split())
_FUNCTION_WORDS = frozenset(
    "a an the of for in on with is are not all you need to and or via using towards toward from by at as what how why "
    "when where can do does be we our your my it its into over under beyond without between through vs versus".split()
)


def positional_name(word: str) -> bool:
    """Whether ``word`` may be a name by its position alone (set off by commas after a description of the paper's
    own part: "Our platform, Puffer, ...", "The second component, Borea, ..."): a name by its look, or a plain
    capitalised word that is no generic, function or reference word.

    Examples:
        >>> positional_name("Fugu"), positional_name("However"), positional_name("Table"), positional_name("fugu")
        (True, False, False, False)
    """
    return is_name_like(word, capitalised_ok=True) and word.lower() not in _FUNCTION_WORDS \
        and word.lower() not in _REFERENCE_WORDS


def _word_count(text: str, name: str) -> int:
    """How often ``name`` occurs in ``text`` as a whole word.

    Examples:
        >>> _word_count("FooNAS runs. FooNAS-2 and (FooNAS) too", "FooNAS")
        2
    """
    return sum(1 for _, _ in word_then(text, name, _WORD_END))


_WORD_END = re.compile(r"(?![\w-])|(?=-[^\w])")
