"""Acronyms and their long forms: "Adaptive Prefix Routing (APR)".

:func:`acronym_for` finds the words before an acronym's parenthesis whose initials (or letters, in order) spell it;
:func:`generic_long_form` tells a long form that names a task or a field ("Language Modeling (LM)"), not a system.
Built on :mod:`.shapes` only.

Examples:
    >>> acronym_for("we propose Adaptive Prefix Routing (APR), a method", "APR")
    'Adaptive Prefix Routing'
    >>> acronym_for("the system (see Section 3)", "SEE") is None
    True
"""

from __future__ import annotations

import functools
import re

from .shapes import _FUNCTION_WORDS, _NOT_LOWER, _NOT_UPPER, _PART_SEP, GENERIC_NAMES, GENERIC_PHRASES, is_name_like


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
        >>> generic_long_form("Single-Instruction-Multiple-Data", "SIMD"), generic_long_form("High Bandwidth Memory", "HBM")
        (True, True)
    """
    if long_form.lower() in GENERIC_PHRASES or acronym.lower() in GENERIC_NAMES:
        return True  # "Language Modeling (LM)": a task, however it is capitalised; "Single-Instruction-Multiple-Data (SIMD)"
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


def own_short_form(name: str, text: str) -> str | None:
    """The shorter name that ``text`` gives ``name`` in parentheses right after it, from its letters in order.

    "we design RecPipeAccel (RPAccel), an accelerator": the paper then goes by the short form.

    Examples:
        >>> own_short_form("RecPipeAccel", "we design RecPipeAccel (RPAccel), an accelerator")
        'RPAccel'
        >>> own_short_form("Quill", "Quill (ours) wins"), own_short_form("FooNet", "FooNet (Zed) wins")
        (None, None)
    """
    at = text.find(name + " (")
    if at < 0:
        return None
    start = at + len(name) + 2
    close = text.find(")", start, start + 16)
    short = text[start:close] if close > 0 else ""
    if not short or not is_name_like(short):
        return None
    return short if _long_form_before([name], short) == name else None  # its letters, in order (as short_forms reads)


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(ch in it for ch in short)


#: A short form: two to six letters or digits, the first a capital (at least two capitals: see :func:`short_forms`).
_SHORT_FORM = re.compile(r"[A-Z][A-Za-z0-9]{1,5}")
#: A word of a long form before it.
_LONG_FORM_WORD = re.compile(r"[\w.+-]+")


def short_forms(text: str) -> dict[str, str]:
    """The short forms that ``text`` defines for a name right before them, as ``{short: long}``.

    A one-word long form (a product name such as "Tensorflow") defines a short form whose letters it holds in
    order, from its first letter; longer ones must give the short form as their initials (:func:`acronym_for`).
    Lowercase long forms ("key-value (KV)") define no name.

    Examples:
        >>> short_forms("outperforming Tensorflow (TF) on a GPU; SLIDE is 10x faster than TF")
        {'TF': 'Tensorflow'}
        >>> short_forms("over PyTorch Geometric (PyG) and the Deep Graph Library (DGL)")
        {'PyG': 'PyTorch Geometric', 'DGL': 'Deep Graph Library'}
        >>> short_forms("the key-value (KV) cache, on 8 GPUs (H100), a ratio (see Table 2)")
        {}
    """
    found: dict[str, str] = {}
    at = text.find(" (")
    while at >= 0:  # each " (" (a scan, not a regex tried at every character)
        close = text.find(")", at + 2, at + 9)
        short = text[at + 2: close] if close > 0 else ""
        if short and _SHORT_FORM.fullmatch(short) and sum(ch.isupper() for ch in short) >= 2 and short not in found:
            long = _long_form_before(text[max(0, at - 80): at].split()[-3:], short)
            if long:
                found[short] = long
        at = text.find(" (", at + 2)
    return found


def _long_form_before(words: list[str], short: str) -> str | None:
    """The one to three ``words`` before a parenthesis whose name ``short`` abbreviates (see :func:`short_forms`).

    Examples:
        >>> _long_form_before(["of", "Tensorflow"], "TF"), _long_form_before(["the", "Deep", "Graph", "Library"][-3:], "DGL")
        ('Tensorflow', 'Deep Graph Library')
    """
    for k in range(len(words), 0, -1):
        cand = words[-k:]
        if not all(_LONG_FORM_WORD.fullmatch(w) for w in cand) or not cand[0][:1].isupper():
            continue
        long = " ".join(cand)
        if k == 1:
            word = cand[0]
            if word[0].lower() == short[0].lower() and _subsequence(short.lower(), word.lower()) \
                    and len(word) > len(short) and not word.isupper():
                return long
        elif acronym_for(f"{long} ({short})", short) == long:
            return long
    return None
