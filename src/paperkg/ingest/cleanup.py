"""Text cleanup for titles and abstracts, run before anything is extracted.

One public function, :func:`clean_text`. Extraction runs on its output and the
graph stores it, so every evidence sentence is a substring of the stored
abstract.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import cache, lru_cache

__all__ = ["clean_text"]

# ---------------------------------------------------------------- LaTeX --

# Inline math: "$...$", short, no whitespace just inside the dollars; when a
# digit follows the closing dollar the span must hold a macro ("$\\sim$3"),
# so "costs $5 and $10" is left alone.
_INLINE_MATH = re.compile(r"(?<![\\$])\$(?=[^\s$])([^$\n]{1,80}?)(?<![\s\\])\$")
# A control word with up to three brace arguments (one level of nesting,
# bounded so an unclosed brace cannot make the scan quadratic), an accent
# ("\"i", "\'{e}", "\v{c}") or an escaped symbol ("\%", "\&").
_MACRO = re.compile(
    r"\\(?:"
    r"[A-Za-z]+\*?(?:\{(?:[^{}\\]|\\.|\{[^{}]{0,200}\}){0,300}\}){0,3}"
    r"|[\"'`^~=.](?:\{\\?[A-Za-z]\}|\\?[A-Za-z])"
    r"|[Hvuc]\{[A-Za-z]\}"
    r"|[%&_#${}]"
    r")"
)
_MACRO_NAME = re.compile(r"\\([A-Za-z]+)")
# Dashes swallow the space after them, as in LaTeX:
# "tokens\textemdash discrete" -> "tokens—discrete".
_DASH_MACROS = re.compile(r"\\text(em|en)dash(?![A-Za-z])\s*")

# ------------------------------------------- flattened extraction artifacts --

# Ordered (guard, pattern, replacement) triples for LaTeX that lost its
# backslash and dollars when a page was saved as text; a pattern only runs
# when its guard (a cheap search for a literal every match contains) finds
# something. Each pattern needs a digit or a non-word neighbour, so real
# words ("three times", "runtimes", "simulation", "similar") never match.
_ARROWS = {"leftright": "↔", "Leftright": "⇔", "right": "→", "Right": "⇒", "left": "←", "Left": "⇐"}
_ARTIFACTS: tuple[tuple[re.Pattern[str], re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # "2.36sim 8.02", "3.65 sim 39.14", "4sim 8" -> a range "2.36~8.02"
    (re.compile(r"sim\s?\d"), re.compile(r"(\d)\s?sim\s?(?=\d)"), r"\1~"),
    # "sim500-billion", "up to sim 7.7" -> "~500-billion", "up to ~7.7"
    (re.compile(r"sim\s?\d"), re.compile(r"(?<![A-Za-z0-9])sim\s?(?=\d)"), "~"),
    # "1.1times", "8timesRTX" -> "1.1×", "8×RTX" ("7.1 times" is English)
    (re.compile(r"times"), re.compile(r"times(?<=\dtimes)(?![a-z])"), "×"),
    # "ZhrightarrowEn" -> "Zh→En" (no English word contains these)
    (
        re.compile(r"tarrow"),
        re.compile(r"(?:long)?(leftright|Leftright|right|Right|left|Left)arrow"),
        lambda m: _ARROWS[m.group(1)],
    ),
    # "g(1),g(2),ldots,g(J)" -> "g(1),g(2),…,g(J)"
    (re.compile(r"dots"), re.compile(r"(?<=[,\s(])[lc]dots(?=[,\s)])"), "…"),
    # "M^{3}ViT" -> "M^3ViT", "L_{1}" -> "L_1", "10^{-3}" -> "10^-3"
    (re.compile(r"\{"), re.compile(r"([\^_])\{([-+]?[0-9]+)\}"), r"\1\2"),
)

_INVISIBLE_CHARS = "\u00ad\u200b\u200c\u200d\u2060\ufeff"
_INVISIBLE = dict.fromkeys(map(ord, _INVISIBLE_CHARS), None)
# Every character str.split() splits on, except the plain space: ASCII ones
# first, so ASCII text is checked for those alone.
_ASCII_SPACES = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f"
_OTHER_SPACES = (
    _ASCII_SPACES + "\x85\xa0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + "\u2028\u2029\u202f\u205f\u3000"
)


def clean_text(text: str) -> str:
    """Turn a title or abstract into plain Unicode text.

    Applied, in order: Unicode NFC, invisible characters dropped; inline math
    and LaTeX markup converted with pylatexenc; the flattened LaTeX that
    saved web pages leave behind (``times``, ``sim``, ``rightarrow`` glued to
    numbers or words) replaced by the symbols; whitespace collapsed to single
    spaces. The function is idempotent (``clean_text(clean_text(t)) ==
    clean_text(t)``) and linear in the length of the text. Unknown LaTeX
    macros are left as they are rather than guessed at.

    Superscripts and subscripts keep the caret form: ``M^{3}ViT`` becomes
    ``M^3ViT`` (not ``M³ViT``), so a name reads the same whether its source
    wrote braces or not, and ``10^5`` stays a number extraction can read.

    ==============================  ==========================
    input                           output
    ==============================  ==========================
    ``up to 1.1times speedup``      ``up to 1.1× speedup``
    ``2.36sim 8.02times``           ``2.36~8.02×``
    ``3.65 sim 39.14times``         ``3.65~39.14×``
    ``sim500-billion``              ``~500-billion``
    ``up to sim 7.7times``          ``up to ~7.7×``
    ``ZhrightarrowEn``              ``Zh→En``
    ``50-73\\%``                    ``50-73%``
    ``na\\"ive``                    ``naïve``
    ``M^{3}ViT``                    ``M^3ViT``
    ``2-4$\\times$``                ``2-4×``
    ``$\\sim$3x``                   ``~3x``
    ``\\texttt{vLLM}``              ``vLLM``
    ``\\emph{not}``                 ``not``
    ``PanGu-$\\alpha$``             ``PanGu-α``
    ``data\\textemdash tokens``     ``data—tokens``
    ``three times faster``          unchanged
    ``runtimes``, ``simulation``    unchanged
    ``costs $5 and $10``            unchanged
    ==============================  ==========================

    Args:
        text: Raw text from any reader.

    Returns:
        The cleaned text, stripped, single-spaced.

    Examples:
        >>> clean_text("achieving up to 1.1times speedup")
        'achieving up to 1.1× speedup'
        >>> clean_text("achieves 2.36sim 8.02times inference speed-up")
        'achieves 2.36~8.02× inference speed-up'
        >>> clean_text("in sim500-billion parameter models")
        'in ~500-billion parameter models'
        >>> clean_text("in ZhrightarrowEn and DerightarrowEn")
        'in Zh→En and De→En'
        >>> clean_text(r'reaching 50-73\\% of peak, unlike a na\\"ive design')
        'reaching 50-73% of peak, unlike a naïve design'
        >>> clean_text(r"M^{3}ViT and 2-4$\\times$ with $\\sim$3 GPUs")
        'M^3ViT and 2-4× with ~3 GPUs'
        >>> clean_text(r"\\texttt{vLLM} is \\emph{not}  PanGu-$\\alpha$")
        'vLLM is not PanGu-α'
        >>> clean_text("three times faster runtimes in simulation")
        'three times faster runtimes in simulation'
    """
    if not text:
        return ""
    text = unicodedata.normalize("NFC", text)
    ascii_only = text.isascii()
    if not ascii_only and any(char in text for char in _INVISIBLE_CHARS):
        text = text.translate(_INVISIBLE)
    if "\\" in text or "$" in text:
        text = _INLINE_MATH.sub(_math_to_text, text)
        text = _DASH_MACROS.sub(lambda m: "—" if m.group(1) == "em" else "–", text)
        text = _MACRO.sub(_macro_to_text, text)
    for guard, pattern, replacement in _ARTIFACTS:
        if guard.search(text):
            text = pattern.sub(replacement, text)
    return _single_spaced(text, ascii_only and text.isascii())


def _single_spaced(text: str, ascii_only: bool) -> str:
    """Runs of whitespace as one space, ends stripped.

    Examples:
        >>> _single_spaced(" a \\t b\\u2009c ", False)
        'a b c'
        >>> _single_spaced(" a b ", True)
        'a b'
    """
    spaces = _ASCII_SPACES if ascii_only else _OTHER_SPACES
    if "  " in text or any(char in text for char in spaces):
        return " ".join(text.split())
    return text.strip(" ")


def _math_to_text(match: re.Match[str]) -> str:
    content = match.group(1)
    following = match.string[match.end() : match.end() + 1]
    if following.isdigit() and "\\" not in content:
        return match.group(0)  # "$5 and $10": money, not math
    return _latex_to_text(content)


def _macro_to_text(match: re.Match[str]) -> str:
    span = match.group(0)
    name = _MACRO_NAME.match(span)
    if name and name.group(1) not in _known_macros():
        return span
    return _latex_to_text(span)


@lru_cache(maxsize=4096)  # the same few spans ("$\\times$", "\\%") recur in every abstract
def _latex_to_text(latex: str) -> str:
    from pylatexenc import latexwalker

    walker_db, converter = _converter()
    try:
        walker = latexwalker.LatexWalker(latex, latex_context=walker_db, tolerant_parsing=True)
        nodes, _, _ = walker.get_latex_nodes()
        out = converter.nodelist_to_text(nodes)
    except Exception:  # pylatexenc raises assorted errors on odd input: keep the text
        return latex
    out = out.replace("\u223c", "~")  # \sim renders as U+223C; plain "~" reads better
    # a dollar left in the output would open a new inline-math span on a second pass
    return out.replace("$", "")


@cache
def _known_macros() -> frozenset[str]:
    walker_db, _ = _converter()
    from pylatexenc.latex2text import get_default_latex_context_db

    names = {spec.macroname for spec in get_default_latex_context_db().iter_macro_specs()}
    names |= {spec.macroname for spec in walker_db.iter_macro_specs()}
    return frozenset(names)


@cache
def _converter():  # -> (latexwalker context, LatexNodes2Text); pylatexenc imported lazily
    from pylatexenc import latexwalker, macrospec
    from pylatexenc.latex2text import LatexNodes2Text, MacroTextSpec, get_default_latex_context_db

    text_db = get_default_latex_context_db()
    text_db.add_context_category(
        "paperkg",
        prepend=True,
        macros=[
            *(MacroTextSpec(name, simplify_repl="%(1)s") for name in _PLAIN_ONE_ARG),
            MacroTextSpec("href", simplify_repl="%(2)s"),
            MacroTextSpec("sim", simplify_repl="~"),
            *(MacroTextSpec(name, discard=True) for name in ("cite", "citep", "citet", "footnote", "label", "ref")),
        ],
    )
    walker_db = latexwalker.get_default_latex_context_db()
    walker_db.add_context_category(
        "paperkg",
        prepend=True,
        macros=[
            *(macrospec.std_macro(name, False, 1) for name in _PLAIN_ONE_ARG),
            macrospec.std_macro("href", False, 2),
            *(macrospec.std_macro(name, False, 1) for name in ("cite", "citep", "citet", "footnote", "label", "ref")),
        ],
    )
    return walker_db, LatexNodes2Text(latex_context=text_db, math_mode="text", strict_latex_spaces=False)


# Macros whose single argument is kept as plain text (pylatexenc would drop
# \texttt's argument and map \mathbf to mathematical bold letters).
_PLAIN_ONE_ARG = (
    "texttt",
    "textsc",
    "textrm",
    "textsf",
    "textup",
    "url",
    "mathrm",
    "mathbf",
    "mathit",
    "mathsf",
    "mathtt",
    "mathcal",
    "mathbb",
    "operatorname",
    "boldsymbol",
)
