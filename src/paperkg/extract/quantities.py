"""Numbers in comparison sentences: values, ranges, units and qualifiers.

Pure functions over plain text (no spaCy), so they are cheap and easy to test.
:func:`find_quantities` finds every quantity a comparison can carry: ratios
("1.1×", "2.36~8.02×", "two orders of magnitude", "twice"), percentages
("30%", "13.75 percentage points") and score deltas ("2.9 BLEU"), each with
the qualifier that governs it ("up to", "average", "geomean", "max",
"about", "at least").

Examples:
    >>> [(q.value, q.value_max, q.unit, q.qualifier) for q in find_quantities("up to 1.1× faster")]
    [(1.1, None, 'x', 'up to')]
    >>> [(q.value, q.value_max, q.unit) for q in find_quantities("a 2.36~8.02× speed-up")]
    [(2.36, 8.02, 'x')]
    >>> [(q.value, q.qualifier) for q in find_quantities("30% geomean (max 47%)")]
    [(30.0, 'geomean'), (47.0, 'max')]
    >>> [(q.value, q.unit, q.qualifier) for q in find_quantities("over two orders of magnitude")]
    [(100.0, 'x', 'at least')]
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import NamedTuple

__all__ = [
    "Quantity", "find_quantities", "lowered", "parse_number", "qualifier_before", "qualifier_after", "SCORE_UNITS",
    "letters_first", "by_prefix", "is_word_char", "AS_GAIN", "LOWER_IS_BETTER", "score_change_direction",
]

# a character class (left whole), a word boundary before a letter that no quantifier makes optional, or another
# escape (consumed whole, so that an escaped backslash before a "b" is not read as a boundary)
_BOUNDARY_LETTER = re.compile(r"\[\^?\]?(?:\\.|[^\]\\])*\]|\\b([a-z])(?![*+?{])|\\.")


def letters_first(pattern: str) -> str:
    r"""``pattern`` with each ``\b`` before a letter moved behind it: ``\bup`` becomes ``u(?<!\w.)p``.

    Both match the same: the letter is a word character, so ``\b`` before it
    means no word character before it, which the lookbehind checks one
    character back. But the regex engine rejects a position at once when an
    alternative opens with a letter, and it jumps straight to the first
    characters when every alternative opens with one: a search of
    ``\bup\s+to|\bover|...`` runs several times faster. (A group such as
    ``\b(?:over|about)`` is left alone: its one ``\b`` already fails fast
    inside words.)

    Examples:
        >>> letters_first(r"\bup\s+to|\bover\b|\b(?:a|b)|~")
        'u(?<!\\w.)p\\s+to|o(?<!\\w.)ver\\b|\\b(?:a|b)|~'
        >>> bool(re.search(letters_first(r"\bover"), "moreover")), bool(re.search(letters_first(r"\bover"), "x over"))
        (False, True)
        >>> letters_first(r"[\bx]\bx|\\bx")  # a class and an escaped backslash stay as they are
        '[\\bx]x(?<!\\w.)|\\\\bx'
    """
    return _BOUNDARY_LETTER.sub(lambda m: f"{m[1]}(?<!\\w.)" if m[1] else m[0], pattern)


#: Score names that serve as a unit ("by 2.9 BLEU").
SCORE_UNITS: tuple[str, ...] = (
    "CodeBLEU", "BLEU", "ROUGE-L", "ROUGE", "METEOR", "chrF", "F1", "LPIPS", "FID", "PSNR", "SSIM", "mAP",
    "mIoU", "AUROC", "AUC", "perplexity", "PPL", "Pass@1", "pass@1", "EM", "CLIP Score", "CLIPScore", "BERTScore",
    "WER",
)
#: Scores where lower is better: a rise is a loss ("a 0.3 increase in perplexity").
LOWER_IS_BETTER: frozenset[str] = frozenset(("perplexity", "FID", "LPIPS", "WER"))

_NUM = r"\d+(?:\.\d+)?e[+-]?\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+"
# the same numbers, with possessive digit runs (``_QUANTITY`` gives up no digit: nothing after a number opens with
# one, so a shorter run could never match and the engine need not try it)
_NUM_POSSESSIVE = r"\d++(?:\.\d++)?e[+-]?\d++|\d{1,3}+(?:,\d{3})+(?:\.\d++)?|\d++(?:\.\d++)?|\.\d++"
#: "twice as many GPUs as", "3 times as large as": a size; "twice as fast as X" is a ratio (the adjectives of a gain)
AS_GAIN = r"(?:fast|quick|efficient)"
_X = rf"(?:\s?[×x](?![\w×])|\s?-?\s?fold\b|\s?times\b(?!\s+(?:the|more|larger|longer|as\s+(?!{AS_GAIN}\s)\w+\s+as)\b))"
# "95%ile", "99%-ile": a percentile, not a percentage
_PCT = r"(?:\s?%(?!-?ile\b)|\s?percent\b)"
# "2.9 points", and "20.5 absolute points" / "a 20.5 absolute accuracy improvement": points of a score
_PTS = (r"(?:\s?percentage[\s-]points?\b|\s?pp\b|\s?p\.p\.|\s?points?\b|"
        r"\sabsolute\s(?:percentage[\s-])?points?\b|\sabsolute\s(?:accuracy\s)?(?:improvements?|gains?)\b)")


def is_word_char(c: str) -> bool:
    r"""Whether the character ``c`` is a regex word character (``\w`` of :mod:`re` on ``str``: alphanumeric or ``_``).

    Examples:
        >>> [is_word_char(c) for c in "a_9é -"]
        [True, True, True, True, False, False]
    """
    return c.isalnum() or c == "_"


#: Characters with a meaning of their own in a regex: a part that opens with one is no plain literal.
_REGEX_SPECIAL = frozenset(".^$*+?{}[]\\|()")


def _opening_literal(part: str) -> tuple[str, str] | None:
    r"""The character that regex ``part`` opens with when it is a plain literal that nothing makes optional: ``(as
    written, character matched)`` (an escaped punctuation mark such as ``\ `` is one), else ``None``.

    Examples:
        >>> _opening_literal("over"), _opening_literal(r"\ up"), _opening_literal(r"\s+to"), _opening_literal("t?x")
        (('o', 'o'), ('\\ ', ' '), None, None)
    """
    if part[:1] == "\\":
        written = part[:2]
        if len(written) < 2 or written[1].isalnum():
            return None  # a class (\d, \w, \s), an anchor (\b) or a back-reference
        char = written[1]
    elif part[:1] and part[0] not in _REGEX_SPECIAL:
        written = char = part[0]
    else:
        return None
    if part[len(written): len(written) + 1] in ("?", "*", "+", "{"):
        return None
    return written, char


def by_prefix(parts: Sequence[str]) -> str:
    r"""``"|".join(parts)`` (regex alternatives) as a tree of shared opening characters.

    Parts that open with different literal characters never match at the same
    place, and within a group they keep their order: the regex matches the
    same text the same way, but :mod:`re` tries one group per position instead
    of every part, and inside a group reads each shared character once (the
    grouping applies again at every depth). A part that opens otherwise (an
    escape class, a character class, a character made optional) could match
    where a literal part does, so it keeps its place: only the runs of
    literal parts between such parts are grouped.

    Examples:
        >>> by_prefix(["than", "over", "outperforms", "the"])
        'th(?:an|e)|o(?:ver|utperforms)'
        >>> by_prefix(["intra-layer", "tensor", "t", "[ab]x", "t?x", "f1", "fid"])
        'intra-layer|t(?:ensor|)|[ab]x|t?x|f(?:1|id)'
        >>> by_prefix(["speed\\ up", "speedup", "speed", r"s\w*"])
        's(?:peed(?:\\ up|up|)|\\w*)'
    """
    out: list[str] = []
    run: dict[str, tuple[str, list[str]]] = {}

    def close_run() -> None:
        for written, rests in run.values():
            while len(rests) > 1:  # a longer opening that every part of the group shares
                openings = [_opening_literal(rest) for rest in rests]
                if openings[0] is None or any(o is None or o[1] != openings[0][1] for o in openings):
                    break
                written += openings[0][0]
                rests = [rest[len(o[0]):] for rest, o in zip(rests, openings)]
            out.append(written + (rests[0] if len(rests) == 1 else f"(?:{by_prefix(rests)})"))
        run.clear()

    for part in parts:
        opening = _opening_literal(part)
        if opening is None:
            close_run()
            out.append(part)
        else:
            written, char = opening
            run.setdefault(char, (written, []))[1].append(part[len(written):])
    close_run()
    return "|".join(out)


# every score name opens with a letter (see by_prefix)
_SCORES = by_prefix(list(dict.fromkeys(re.escape(s.lower()) for s in SCORE_UNITS)))
_RANGE_SEP = r"\s?(?:~|∼|–|—|-\s?to|-{1,2}|to)\s?"  # "10- to 20-fold": a hyphen left hanging before "to"

_WORDNUM = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "hundred": 100,
}

# every quantity opens with a comparison sign or its number (a digit or "."): the lookahead lets the engine
# reject the other positions at once
_QUANTITY = re.compile(
    rf"(?=[<>≤≥~≈\d.])(?<![\w.])(?P<lt>[<>≤≥~≈]\s?)?(?P<a>{_NUM_POSSESSIVE})(?P<plus>\+)?"
    rf"(?:(?P<ua>{_X}|{_PCT}){_RANGE_SEP}(?P<b1>{_NUM_POSSESSIVE}))?"          # 2%-5%, 2×-3×
    rf"(?:{_RANGE_SEP}(?P<b2>{_NUM_POSSESSIVE}))?"                              # 2-5%
    rf"(?P<unit>{_X}|{_PCT}|{_PTS}|\s(?:{_SCORES})\b)(?P<plus2>\+)?",
)
# a digit and a unit after it (a "+" between): what every ``_QUANTITY`` match holds (its last number, then its unit).
# Cheap to look for (the engine tries the digits only): a text without one is not searched for quantities.
_UNIT_AFTER_DIGIT = re.compile(rf"\d\+?(?:{_X}|{_PCT}|{_PTS}|\s(?:{_SCORES})\b)")
_ORDERS = re.compile(
    # "three to four orders of magnitude", "2-3 orders of magnitude": a range of powers of ten
    r"\b(?:(?P<lo>one|two|three|four|five|[1-5])\s*(?:to|-|–|or)\s*)?"
    r"(?P<n>an|one|two|three|four|five|several|many|(?<=[\s-])[1-6]|(?<=–)[1-6])[\s-]orders?[\s-]of[\s-]magnitude\b|"
    # "cuts the cost by orders of magnitude": a change with no count, as "several"
    r"(?<=\bby\s)(?P<bare>orders)[\s-]of[\s-]magnitude\b"
)
_TIMES_WORD = re.compile(
    rf"\b(?P<w>{'|'.join(_WORDNUM)})[\s-](?:times|fold)\b(?!\s+(?:the|as\s+(?!{AS_GAIN}\s)\w+\s+as)\b)|\b(?P<twice>twice)\b(?!\s+as\s+(?!{AS_GAIN}\s)\w+\s+as)|\b(?P<halve>halv(?:e|es|ed|ing)\b|half\b(?:(?<=by\shalf)|(?<=by\snearly\shalf)|(?<=by\salmost\shalf)|(?<=by\sabout\shalf)|(?<=by\sroughly\shalf)|(?<=by\sover\shalf))(?![\s-]+(?:of|the|a|an|precision|as)\b)|(?<=in\s)half\b)|\b(?P<double>doubl(?:es|ed|ing)|double(?=\s+(?:the|its|their|our|this|that|throughput|speed|performance)\b))\b",
)
_BETWEEN = re.compile(rf"\bbetween\s+(?P<a>{_NUM})(?:{_X}|{_PCT})?\s+and\s+(?P<b>{_NUM})(?P<unit>{_X}|{_PCT})")
# "by 1.56 and 6.92 in BLEU and CodeBLEU": values aligned with score names
_SCORE_LIST = re.compile(
    rf"(?P<nums>(?:{_NUM})(?:\s?(?:,|,?\s?and)\s?(?:{_NUM}))+)\s(?:points\s)?(?:in|on|for)\s(?:terms\s+of\s)?(?P<names>(?:{_SCORES})(?:\s?(?:,|,?\s?and)\s?(?:{_SCORES}))+)\b"
)
# "83.4% vs. 60.0%": the first value is the contribution's
_VERSUS = re.compile(rf"(?P<a>{_NUM})(?P<u>%?)\s?(?:vs\.?|versus|compared to)\s?(?P<b>{_NUM})(?P=u)")
# what every _VERSUS match holds: its first number ends with a digit
_VERSUS_HINT = re.compile(r"\d%?\s?(?:vs|versus|compared to)")

_CHANGE_NOUNS = (r"declines?|decreases?|drops?|degradations?|loss(?:es)?|reductions?|increases?|rises?|improvements?|"
                 r"gains?|boosts?")
_DELTA_QUAL = (r"(?:(?:up\s+to|about|around|roughly|nearly|approximately|less\s+than|at\s+most|at\s+least|over|"
               r"more\s+than|only|just|~)\s*)?")
# "a 0.08 decline in CLIP Score", "a slight decrease of 0.3 in FID", "a 0.4-point gain in BLEU": a change of a quality
# score in the score's own units, the score named after "in"
_SCORE_CHANGE_IN = re.compile(
    rf"(?<![\w.])(?P<a>{_NUM_POSSESSIVE})(?:[\s-]points?)?\s(?:[a-z]+\s)?(?:{_CHANGE_NOUNS})\s+in\s+(?:the\s+)?"
    rf"(?P<s>{_SCORES})\b"
    rf"|(?:{_CHANGE_NOUNS})\s+of\s+{_DELTA_QUAL}(?P<b>{_NUM_POSSESSIVE})(?:\s+points?)?\s+in\s+(?:the\s+)?"
    rf"(?P<s2>{_SCORES})\b"
    # "0.2 lower BLEU", "1.4 lower FID" (but "2.3 points better perplexity" is in points)
    rf"|(?<![\w.])(?P<c>{_NUM_POSSESSIVE})\s(?:lower|higher|better|worse)\s(?P<s3>{_SCORES})\b"
)
# "improves BLEU by 1.3", "perplexity rises by only 0.2", "CodeBLEU by at least 4.63 points", "the perplexity of X
# increases by 0.05": the score named before "by", the number with no unit of its own
_SCORE_BY = re.compile(
    rf"(?<![\w@-])(?P<s>{_SCORES})(?:\s+scores?)?\s+(?:[a-z][\w-]*\s+){{0,4}}by\s+{_DELTA_QUAL}(?P<a>{_NUM_POSSESSIVE})"
    r"(?!\.?\d|\s?(?:%|percent\b|[×x](?!\w)|times\b|-?fold\b))(?:\s+points?\b)?"
)
# "an FID change of at most 2.3", "a BLEU drop of 0.4": the score named before its change noun
_SCORE_NOUN_OF = re.compile(
    rf"(?<![\w@-])(?P<s>{_SCORES})\s+(?:changes?|differences?|{_CHANGE_NOUNS})\s+of\s+{_DELTA_QUAL}(?P<a>{_NUM_POSSESSIVE})"
    r"(?!\.?\d|\s?(?:%|percent\b|[×x](?!\w)|times\b|-?fold\b))(?:\s+points?\b)?"
)
# "a GLUE score of 77.7, 0.6 lower than X", "an F1 of 90.0/79.2, 1.5/2.1 higher than X": a score's level, then its
# distance to the baseline's in the score's points (one value per task after a slash: the first, the last its top)
_LEVEL_THEN_DELTA = re.compile(
    rf"(?:\bscores?|\baccuracy|(?<![\w@-])(?:{_SCORES}))\s+(?:of\s+)?(?:{_NUM})%?(?:/(?:{_NUM})%?)*,\s"
    rf"(?P<a>{_NUM})(?:/(?P<b>{_NUM}))?(?:\s?points?)?\s(?:lower|higher|better|worse)\s+than\b"
)
#: What every ``_LEVEL_THEN_DELTA`` match holds (cheap to look for).
_DELTA_THAN = re.compile(r"\d(?:\s?points?)?\s(?:lower|higher|better|worse)\s+than\b")
#: What the sentences searched for ``_SCORE_NOUN_OF`` hold (its most common change nouns): cheap to look for.
# what every _SCORE_CHANGE_IN match holds, after its number (opening with a space: cheap to look for)
_IN_SCORE = re.compile(rf" (?:in (?:the )?|lower |higher |better |worse )(?:{_SCORES})\b")
# what every _SCORE_BY match holds: " by " and a number with no unit of its own (cheap: the regex opens with " by ")
_BY_BARE_NUMBER = re.compile(
    r" by (?:up to |about |around |at least |at most |only |just |over |nearly |roughly |approximately |more than |"
    r"less than |~)?\d++(?:\.\d++)?(?![\d.%×]|\s?(?:x\b|times\b|fold\b|-fold\b|percent\b))"
)
# the change a word names: a loss, a rise, a fall, a gain ("decline", "increases", "lower", "improvement")
_CHANGE_STEM = re.compile(
    r"\b(?:(?P<loss>declin|drop|degrad|loss|los[et]|deteriorat|penalt|wors|hurt|sacrific)|"
    r"(?P<up>increas|ris[ei]|rais|higher|grow)|(?P<down>decreas|reduc|lower|cut|fall|fell)|"
    r"(?P<gain>improv|gain|boost|enhanc|better))\w*"
)
_HEDGED = re.compile(r"\b(?:slight|small|minor|marginal|modest|mild|only|just)\w*\s+(?:an?\s+)?$")
_CHANGE_CUT = re.compile(r"[\d,;()][^\d,;()]*$")


_DIGIT = re.compile(r"\d")
_NUM_RE = re.compile(_NUM)
_SCORES_RE = re.compile(_SCORES)
_COUNT_TIMES = re.compile(r"\s?[×x]\s?\d")
_FROM_END = re.compile(r"\bfrom\s*$")
# "speedups from 1.4 to 6.2 times", "ranging from 2x to 5x": after a gain noun or "ranging", a range (not a new level)
_RANGE_FROM_END = re.compile(r"\b(?:speed-?ups?|improvements?|gains?|reductions?|savings?|rang(?:e|es|ing)|ratios?|"
                             r"var(?:y|ies|ying))\s+from\s*$")
# "by up to 9x (from 2x)": the low end of the range the value before tops, in parentheses after it
_FROM_LOW = re.compile(r"\s?\(from\s(?P<q>[^()]{1,12})\)")
# a space, then two score names in a row (" bleu and codebleu"): what every _SCORE_LIST match holds, cheap to
# look for (the regex engine skips to the spaces)
_SCORE_PAIR = re.compile(rf"\s(?:{_SCORES})\s?(?:,|,?\s?and)\s?(?:{_SCORES})")
# a number, a comma or "and", and another number: what every ``_SCORE_LIST`` match opens with (cheap to look for:
# the engine tries the digits only)
_NUMBER_LIST = re.compile(r"\d\s?(?:,|,?\s?and)\s?\.?\d")
#: A hedge between "factor of" / "speedup of" and its number ("a factor of up to 3", "a speedup of about 2.5").
_HEDGE = r"(?:up\s+to\s+|about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|approximately\s+|over\s+)?"
#: What may not follow a bare number read as a ratio: more digits, or a unit of its own.
_NO_UNIT_AFTER = r"[\d%×]|[.,]\d|\s?(?:x|times|-?fold|percent)\b"
# "by a factor of 3", "a factor of 2.75 drop in time": a ratio whose number carries no unit of its own
_FACTOR_OF = re.compile(
    rf"\bfactor\s+of\s+{_HEDGE}"
    rf"(?P<a>{_NUM_POSSESSIVE})(?:\s?(?:-|–|to)\s?(?P<b>{_NUM_POSSESSIVE}))?"
    rf"(?!{_NO_UNIT_AFTER})"
)
# "a speedup of 2.5 over X", "speed-ups of 3.6 and 6.3": a speedup's bare numbers are ratios (each of a list, from "of")
_SPEEDUP_OF_BARE = re.compile(rf"\bspeed-?ups?\s+(?:factors?\s+)?of\s+(?={_HEDGE}\d)")
_BARE_LISTED_NUMBER = re.compile(
    rf"{_HEDGE}(?P<a>{_NUM_POSSESSIVE})"
    rf"(?!{_NO_UNIT_AFTER}|\s?[a-z]?(?:b|gb|mb|s|ms|us)\b|\s+(?:gpus?|cpus?|nodes?|cores?|"
    r"machines?|workers?|threads?|devices?|servers?|processes|accelerators?|chips?|seconds?|minutes?|hours?|days?)\b)"
    r"(?P<sep>(?:,\s*(?:and\s+)?|\s+and\s+)(?=\d))?"
)
# "by a factor of ten", "a factor of up to three": a ratio written in words after "factor of" (matched from "factor")
_FACTOR_OF_WORD = re.compile(
    rf"\bfactor\s+of\s+{_HEDGE}"
    rf"(?P<w>{'|'.join(_WORDNUM)})\b(?![\s-]+(?:hundred|thousand|million|percent)\b)", re.I)
# "repeated over 60,000 times", "occurs 300 times": a count of occurrences right before "N times", not a ratio
_OCCURRENCES_BEFORE = re.compile(
    r"\b(?:repeated|repeats|recurs|occurs|occurred|occurring|appears|appeared|appearing|duplicated|copied|invoked|called)"
    r"\s+(?:over\s+|more\s+than\s+|about\s+|nearly\s+|up\s+to\s+|at\s+least\s+|roughly\s+)?$")
# "two to three times": the low end of a range in words, right before a ``_TIMES_WORD`` match (matched on the few
# characters before it only)
_WORD_RANGE_LOW = re.compile(rf"\b(?P<lo>{'|'.join(_WORDNUM)})(?:\s+to\s+|-to-|\s?[-–]\s?)$", re.I)
#: "needing only half the memory", "at half the cost", "with half the GPUs": what is used, halved (a 2x saving)
_HALF_THE = re.compile(r"(?:\b(?:us(?:e|es|ed|ing)|need(?:s|ed|ing)?|requir(?:e|es|ed|ing)|consum(?:e|es|ed|ing)|with|at|"
                       r"occup(?:y|ies|ied|ying))\s+(?:only\s+|just\s+|about\s+|roughly\s+|nearly\s+|approximately\s+)?|"
                       r"\bas\s+little\s+as\s+)(?P<h>half)\s+the\s+"
                       r"(?!(?:[\w-]+\s+)?(?:number|size|sizes|length|lengths|rate|resolution|precision|bit-?width|depth|width)\b)")
#: What every ``_TIMES_WORD`` match contains.
_WORD_HINTS = ("times", "fold", "twice", "halv", "half", "doubl")  # not "hal": "challenge" holds it


class Quantity(NamedTuple):
    """A number found in a sentence, as a comparison value."""

    start: int
    end: int
    value: float | None  # None: a change with no number ("by several orders of magnitude")
    value_max: float | None
    unit: str | None
    qualifier: str | None


def lowered(text: str) -> str:
    """``text.lower()`` with the same length (offsets stay valid).

    Examples:
        >>> lowered("Up To 2X"), len(lowered("İx")) == 2
        ('up to 2x', True)
    """
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


def parse_number(text: str) -> float:
    """Parse ``"1,234.5"``-style numbers.

    Examples:
        >>> parse_number("242,000")
        242000.0
        >>> parse_number(".5")
        0.5
    """
    return float(text.replace(",", ""))


_QUAL_BEFORE = [
    (re.compile(letters_first(r"(?:\bup\s+to(?:\s+(?:about|around|roughly|approximately|nearly|almost))?|\bas\s+(?:much|high|many|large|fast)\s+as|\bby\s+up\s+to|\bat\s+most|\bpeak(?:ing)?\s+at|\bless\s+than|\bfewer\s+than|\bbelow|\bwithin|\bunder|<|≤)\s*(?:a\s+|an\s+)?$")), "up to"),
    # before the average: "geometric mean speedups of 3.4x" ends with "mean speedups of" too
    (re.compile(letters_first(r"(?:\bgeomean|\bgeometric[\s-]mean)\s*(?:\w+\s+){0,2}?(?:of\s+)?(?:a\s+|an\s+)?$")), "geomean"),
    (re.compile(letters_first(r"(?:\bon\s+average,?\s*(?:(?!(?:and|but|while|whereas)\b)\w+\s+){0,3}|\baverage\s+of|\baveraging|\baverage|\bavg\.?|\bmean)\s*(?!(?:and|but|while|whereas)\b)(?:a\s+|an\s+|of\s+)?(?:[a-z]+\s+){0,3}?(?:of\s+)?$")), "average"),
    (re.compile(letters_first(r"(?:\bmax(?:imum)?\.?|\bpeak)\s*(?:of\s+)?$")), "max"),  # "max 47%", "a maximum of 1103x"
    (re.compile(letters_first(r"(?:\babout|\baround|\bapproximately|\bapprox\.|\broughly|\bnearly|\balmost|\bclose\s+to(?:\s+the\s+(?:ideal|theoretical|optimal)(?:\s+\w+)?)?|\bsome|~|∼|≈)\s*(?:a\s+|an\s+)?$")), "about"),
    (re.compile(letters_first(r"(?:\bat\s+least(?:\s+by)?|\bover|\bmore\s+than|\bgreater\s+than|\bexceed(?:s|ed|ing)?|\bin\s+excess\s+of|\bbeyond|\bupwards\s+of|>|≥)\s*(?:a\s+|an\s+)?$")), "at least"),
]
_TILDE_END = re.compile(r"\s*(?:~|∼|≈|sim)\s*$")
_QUAL_AFTER = [
    (re.compile(r"^\s*(?:\(|,)?\s*(?:on\s+average|in\s+average|averaged|avg\.?|average)\b"), "average"),
    (re.compile(r"^\s*(?:\(|,)?\s*(?:[a-z-]+\s+)?(?:geomean|geometric\s+mean|geo-?mean)\b"), "geomean"),
    (re.compile(r"^\s*(?:\w+\s+){0,3}?(?:speedups?\s+)?on\s+average\b"), "average"),
    (re.compile(r"^\s*(?:\w+\s+){0,3}?(?:on|in)\s+(?:the\s+)?geo(?:metric)?\s*-?mean\b"), "geomean"),
]


def qualifier_before(prefix: str) -> str | None:
    """The qualifier that ends ``prefix`` (the text right before a number).

    Examples:
        >>> qualifier_before("achieving up to ")
        'up to'
        >>> qualifier_before("speedups of over ")
        'at least'
        >>> qualifier_before("an average of ")
        'average'
        >>> qualifier_before("improves by ") is None
        True
        >>> qualifier_before("cuts the average latency by ") is None, qualifier_before("an average latency gain of ")
        (True, 'average')
    """
    return _qualifier_of_tail(prefix[-40:].lower())


def _qualifier_before_at(text: str, start: int) -> str | None:
    """``qualifier_before(text[:start])``, without copying the text before its last 40 characters.

    Examples:
        >>> _qualifier_before_at("gains of up to 2x", 15), _qualifier_before_at("2x", 0)
        ('up to', None)
    """
    return qualifier_before(text[max(0, start - 40): start])


@functools.lru_cache(maxsize=8192)  # the same words come before many numbers; the tail is all that matters
def _qualifier_of_tail(tail: str) -> str | None:
    bare = _TILDE_END.sub("", tail) if tail.rstrip().endswith(("~", "∼", "≈", "sim")) else tail  # what a match ends with
    if bare != tail and (_QUAL_BEFORE[0][0].search(bare) or _QUAL_BEFORE[-1][0].search(bare)):
        tail = bare  # "up to ~9%", "over ~2x": the bound, not "about"
    for pattern, name in _QUAL_BEFORE:
        if pattern.search(tail):
            if name == "average" and " by" in tail and _MEAN_MEASURE_BY.search(tail):
                continue  # "lowers the average latency by": the measure is a mean, not an average of results
            return name
    return None


#: "the average latency by", "average TPOT and average waiting time by", "the mean latency by": a mean time named as the measure
_MEAN_MEASURE_BY = re.compile(
    r"\b(?:average|mean)\s+(?:[\w-]+\s+)?(?:latenc(?:y|ies)|ttft|tpot|jct|(?:job\s+)?completion\s+times?|response\s+times?|"
    r"waiting\s+times?|queuing\s+delays?)\s+by\s*$"
)


def qualifier_after(suffix: str) -> str | None:
    """A qualifier that follows the number ("2.8× on average", "30% geomean").

    Examples:
        >>> qualifier_after(" speedup on average across models")
        'average'
        >>> qualifier_after(" geomean (max 47%)")
        'geomean'
        >>> qualifier_after(" over vLLM") is None
        True
    """
    head = suffix[:60].lower()
    if "av" not in head and "geo" not in head:
        return None  # every pattern needs "average"/"avg" or "geomean"/"geometric mean"/"geo-mean"
    for pattern, name in _QUAL_AFTER:
        if pattern.search(head):
            return name
    return None


@functools.lru_cache(maxsize=256)  # a pure function of the few unit spellings: asked for every quantity
def _unit(raw: str) -> str:
    raw = raw.strip()
    low = raw.lower()
    if low in ("×", "x") or "fold" in low or low == "times":
        return "x"
    if low in ("%", "percent"):
        return "%"
    if low.startswith(("percentage", "pp", "p.p", "point", "absolute")):
        return "points"
    for score in SCORE_UNITS:
        if low == score.lower():
            return "perplexity" if score == "PPL" else score
    return raw


def _qualify(text: str, start: int, end: int, lt: str | None, plus: bool) -> str | None:
    if lt and lt.strip() in "<≤":
        return "up to"
    if lt and lt.strip() in ">≥":
        return "at least"
    if lt and lt.strip() in "~≈":
        return _qualifier_before_at(text, start) or "about"
    if plus:
        return "at least"
    return _qualifier_before_at(text, start) or qualifier_after(text[end: end + 60])  # all it reads


def score_change_direction(text: str, q: Quantity) -> str | None:
    """The direction of the change of a quality score that quantity ``q`` of ``text`` measures in the score's own
    units, from the change word in or right after it, else before it in its phrase: a decline or a loss is
    ``"worse"``, a gain ``"better"``, a rise or a fall as the score reads (a rise in perplexity or FID is a loss; a
    fall is one too when hedged: "a slight decrease of 0.2 in FID"). ``None`` when no change word tells.

    Examples:
        >>> t = "with only a 0.08 decline in CLIP Score and a 0.6 perplexity increase"
        >>> [score_change_direction(t, q) for q in find_quantities(t)]
        ['worse', 'worse']
        >>> t = "it improves BLEU by 1.3 and reduces perplexity by 0.4"
        >>> [score_change_direction(t, q) for q in find_quantities(t)]
        ['better', 'better']
        >>> t = "it reaches 31.2 BLEU on WMT"
        >>> score_change_direction(t, find_quantities(t)[0]) is None
        True
    """
    text = lowered(text)
    change = _CHANGE_STEM.search(text, q.start, q.end)  # "0.08 decline in clip score"
    if change is None and text[q.end: q.end + 1] == " ":
        change = _CHANGE_STEM.match(text, q.end + 1, q.end + 24)  # "0.5 perplexity increase"
    if change is None:  # the last change word before it in its phrase: "improves bleu by 1.3"
        before = text[max(0, q.start - 45): q.start]
        cut = _CHANGE_CUT.search(before)
        lo = q.start - len(before) + (cut.start() + 1 if cut else 0)
        changes = list(_CHANGE_STEM.finditer(text, lo, q.start))
        change = changes[-1] if changes else None
    if change is None:
        return None
    if change.group("loss"):
        return "worse"
    if change.group("gain"):
        return "better"
    lower_better = q.unit in LOWER_IS_BETTER
    if change.group("up"):
        return "worse" if lower_better else "better"
    hedged = _HEDGED.search(text, max(0, change.start() - 25), change.start()) is not None
    return "better" if lower_better and not hedged else "worse"


def _has_noun_of(text: str) -> bool:
    """Whether ``text`` holds "change(s) of " or "difference of " ("an FID change of 0.3"), before :data:`_SCORE_NOUN_OF`."""
    return "change of " in text or "changes of " in text or "difference of " in text


def _score_changes(text: str, free, lo: int) -> list[Quantity]:
    """The quantities of :data:`_SCORE_CHANGE_IN` and :data:`_SCORE_BY` in (lowered) ``text`` from ``lo`` on, whose
    spans are ``free``: each regex is run only around the matches of its gate (the " in SCORE" it ends with, the
    " by N" its number follows).

    Examples:
        >>> t = "a 0.3 drop in bleu; it improves fid by 1.2"
        >>> [(q.value, q.unit) for q in _score_changes(t, lambda s, e: True, 0)]
        [(0.3, 'BLEU'), (1.2, 'FID')]
    """
    found: list[Quantity] = []
    seen: set[int] = set()
    pairs = ((_IN_SCORE, _SCORE_CHANGE_IN, 70), (_BY_BARE_NUMBER, _SCORE_BY, 60))
    if "e of " in text and _has_noun_of(text):
        pairs += ((_SCORE_NOUN_OF, _SCORE_NOUN_OF, 0),)
    for gate, regex, back in pairs:
        for g in gate.finditer(text, max(0, lo - 22)):
            for m in regex.finditer(text, max(0, g.start() - back), min(len(text), g.end() + 12)):
                groups = m.groupdict()
                num = "a" if groups["a"] else "b" if groups.get("b") else "c"
                # "a decrease of 0.3 in FID" opens at its change word: the text before it is not the next quantity's
                s, e = (m.start() if num == "b" else m.start(num)), m.end()
                if regex is _SCORE_BY and _CHANGE_STEM.search(text, max(0, m.start() - 25), m.start("a")) is None:
                    continue  # "maps the layers by 2": no change of the score named
                if s not in seen and free(s, e):
                    seen.add(s)
                    unit = _unit(groups["s"] or groups.get("s2") or groups.get("s3"))
                    qualifier = _qualifier_before_at(text, m.start(num))
                    found.append(Quantity(s, e, parse_number(groups[num]), None, unit, qualifier))
    found.sort(key=lambda q: q.start)
    return found


# "3.15 and 2.5 times", "by 12, 15 and 20%": bare numbers listed before a number with its unit share that unit
_SHARED_UNIT_LIST = re.compile(r"(?<![\w.$/-])(?P<nums>\d+(?:\.\d+)?(?:\s?,\s?\d+(?:\.\d+)?)*)\s?,?\s(?:and|or)\s$")
_BARE_NUM = re.compile(r"\d+(?:\.\d+)?")
# "faster than zorbix 2.4 and 1.3x": a number right after a compared name is its version, not a listed value
_VERSION_BEFORE = re.compile(r"\b(?:than|over|vs\.?|versus|against|to|with)\s+(?!(?:about|around|approximately|nearly|"
                             r"roughly|almost|only|just|over|under|up|at|by|the|a|an)\s)[a-z][\w-]*\s$", re.IGNORECASE)
# what every _SHARED_UNIT_LIST match is followed by: a digit, " and " or " or ", a digit
_NUMBER_AND_NUMBER = re.compile(r"\d\s?,?\s(?:and|or)\s\d")


def _shared_unit_values(text: str, found: Sequence[Quantity], free) -> list[Quantity]:
    """The bare numbers listed right before a ratio or a percentage, with its unit ("3.15 and 2.5 times").

    Examples:
        >>> t = "grows the batch sizes 3.15 and 2.5 times of x"
        >>> [(q.value, q.unit) for q in _shared_unit_values(t, find_quantities(t)[-1:], lambda s, e: True)]
        [(3.15, 'x')]
        >>> _shared_unit_values("on 8 gpus and 2.5x", find_quantities("on 8 gpus and 2.5x"), lambda s, e: True)
        []
        >>> t = "is 1.9x faster than quill 3.2 and 1.4x faster than orca"
        >>> _shared_unit_values(t, find_quantities(t), lambda s, e: True)
        []
    """
    out = []
    for q in found:
        if q.unit not in ("x", "%") or q.value_max is not None or q.value is None:
            continue
        m = _SHARED_UNIT_LIST.search(text, max(0, q.start - 40), q.start)
        if m is None or text.endswith(("between ", "from "), 0, m.start()) \
                or _VERSION_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            continue
        for n in _BARE_NUM.finditer(m.group("nums")):
            s, e = m.start("nums") + n.start(), m.start("nums") + n.end()
            if free(s, e):
                out.append(Quantity(s, e, parse_number(n.group()), None, q.unit, _qualifier_before_at(text, s)))
    return out


def find_quantities(text: str) -> list[Quantity]:
    """Every comparison-like quantity in ``text``, in order of appearance.

    Absolute measurements with other units (ms, GB, tokens/s) are not returned.

    Examples:
        >>> [(q.value, q.unit) for q in find_quantities("by 1.56 and 6.92 in BLEU and CodeBLEU")]
        [(1.56, 'BLEU'), (6.92, 'CodeBLEU')]
        >>> [(q.value, q.unit, q.qualifier) for q in find_quantities("10+% higher throughput")]
        [(10.0, '%', 'at least')]
        >>> [(q.value, q.value_max) for q in find_quantities("1.27-2.58x lower latency")]
        [(1.27, 2.58)]
        >>> [(q.value, q.unit) for q in find_quantities("13.75 percentage points")]
        [(13.75, 'points')]
        >>> [(q.value, q.unit) for q in find_quantities("eight times fewer qubits, and twice the speed")]
        [(8.0, 'x'), (2.0, 'x')]
        >>> find_quantities("a batch of 8 GPUs for 3 hours")
        []
        >>> [(q.value, q.value_max, q.unit) for q in find_quantities("by 11%–2.3× for various sizes")]
        [(1.11, 2.3, 'x')]
        >>> [(q.value, q.value_max) for q in find_quantities("from 0% to 60%; speedups from 1.4 to 6.2 times")]
        [(60.0, None), (1.4, 6.2)]
        >>> t = "by a factor of up to 3.25, not a factor of 2%, by a factor of 5."
        >>> [(q.value, q.unit, q.qualifier) for q in find_quantities(t)]
        [(3.25, 'x', 'up to'), (2.0, '%', None), (5.0, 'x', None)]
    """
    text = lowered(text)
    found: list[Quantity] = []
    taken: list[tuple[int, int]] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    first_digit = _DIGIT.search(text)
    has_digit = first_digit is not None
    # every match holds a score pair after its first number: look for one from the first digit on
    score_list = has_digit and _NUMBER_LIST.search(text, first_digit.start()) is not None \
        and _SCORE_PAIR.search(text, first_digit.start()) is not None
    for m in (_SCORE_LIST.finditer(text) if score_list else ()):
        nums = _NUM_RE.findall(m.group("nums"))
        names = _SCORES_RE.findall(m.group("names"))
        if len(nums) != len(names):
            continue
        offset = m.start("nums")
        for num_match, name in zip(_NUM_RE.finditer(m.group("nums")), names):
            s, e = offset + num_match.start(), offset + num_match.end()
            found.append(Quantity(s, e, parse_number(num_match.group()), None, _unit(name), _qualifier_before_at(text, s)))
        taken.append((m.start(), m.end()))
    for m in (_BETWEEN.finditer(text) if has_digit and "between" in text else ()):
        a, b = parse_number(m.group("a")), parse_number(m.group("b"))
        found.append(Quantity(m.start("a"), m.end(), a, b if b > a else None, _unit(m.group("unit")), None))
        taken.append((m.start(), m.end()))
    # "a 0.08 decline in CLIP Score", "0.2 lower BLEU" (a number before the score), "improves BLEU by 1.3" (" by" at
    # most 22 characters before its first digit)
    if has_digit and (_IN_SCORE.search(text, first_digit.start()) is not None
                      or " by " in text and _BY_BARE_NUMBER.search(text, max(0, first_digit.start() - 22)) is not None
                      or "e of " in text and _has_noun_of(text)):
        for q in _score_changes(text, free, first_digit.start()):
            found.append(q)
            taken.append((q.start, q.end))
    if has_digit and " than" in text and _DELTA_THAN.search(text, first_digit.start()) is not None:
        for m in _LEVEL_THEN_DELTA.finditer(text):
            if free(m.start("a"), m.end()):
                a, b = parse_number(m.group("a")), m.group("b") and parse_number(m.group("b"))
                found.append(Quantity(m.start("a"), m.end("b") if b else m.end("a"), a, b if b and b > a else None,
                                      "points", None))
                taken.append((m.start("a"), m.end()))
    # a match opens with its number (".5" one character before the digit): skip the text before
    versus = has_digit and ("vs" in text or "versus" in text or "compared to" in text) \
        and _VERSUS_HINT.search(text, first_digit.start()) is not None
    for m in (_VERSUS.finditer(text, max(0, first_digit.start() - 1)) if versus else ()):
        if not free(m.start(), m.end()):
            continue
        unit = "%" if m.group("u") else None
        found.append(Quantity(m.start("a"), m.end("a"), parse_number(m.group("a")), None, unit, None))
        taken.append((m.start(), m.end()))
    # a quantity starts at most 3 characters before its first digit ("~ .5x"): skip the text before
    has_unit = has_digit and _UNIT_AFTER_DIGIT.search(text, first_digit.start()) is not None
    # the matches of one finditer never overlap: each needs to be free of the spans taken before the loop only
    taken_before = bool(taken)
    for m in (_QUANTITY.finditer(text, max(0, first_digit.start() - 3)) if has_unit else ()):
        if taken_before and not free(m.start(), m.end()):
            continue
        unit = _unit(m.group("unit"))
        if unit == "x" and _COUNT_TIMES.match(text[m.start("unit"):m.start("unit") + 4]):
            continue  # "8×A100", "2x2": a count, not a ratio
        if unit == "x" and "times" in m.group("unit") and _OCCURRENCES_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            continue  # "a sentence repeated over 60,000 times": how often something happens, not a ratio
        second = m.group("b1") or m.group("b2")
        value = parse_number(m.group("a"))
        value_max = parse_number(second) if second else None
        if m.group("b1") and unit == "x" and _unit(m.group("ua")) == "%":
            value = round(1 + value / 100, 4)  # "by 11%-2.3x": from 1.11x to 2.3x
        if value_max is not None and _FROM_END.search(text[max(0, m.start() - 6): m.start()]) \
                and not _RANGE_FROM_END.search(text, max(0, m.start() - 20), m.start()) \
                and not (unit == "x" and m.group("ua") and _unit(m.group("ua")) == "x"):
            # "from 0% to 60%": the new value; "and from 1.49x to 3.26x": two ratios, a range (ratios are gains)
            value, value_max = value_max, None
        if value_max is not None and value_max <= value:
            value_max = None
        qual = _qualify(text, m.start(), m.end(), m.group("lt"), bool(m.group("plus") or m.group("plus2")))
        found.append(Quantity(m.start(), m.end(), value, value_max, unit, qual))
        taken.append((m.start(), m.end()))
    for m in (_FACTOR_OF.finditer(text) if has_digit and "factor of" in text else ()):
        if free(m.start("a"), m.end()):
            a, b = parse_number(m.group("a")), m.group("b") and parse_number(m.group("b"))
            found.append(Quantity(m.start("a"), m.end(), a, b if b and b > a else None, "x",
                                  _qualifier_before_at(text, m.start("a")) or _factor_qualifier(text, m.start())))
            taken.append((m.start("a"), m.end()))
    for m in (_SPEEDUP_OF_BARE.finditer(text) if has_digit and "speed" in text and ("p of " in text or "ps of " in text) else ()):
        at = m.end()
        while (n := _BARE_LISTED_NUMBER.match(text, at)) is not None and free(n.start("a"), n.end("a")):
            found.append(Quantity(n.start("a"), n.end("a"), parse_number(n.group("a")), None, "x",
                                  _qualifier_before_at(text, n.start("a"))))
            taken.append((n.start("a"), n.end("a")))
            if not n.group("sep"):
                break
            at = n.end()
    for m in (_FACTOR_OF_WORD.finditer(text) if "factor of " in text else ()):
        if free(m.start("w"), m.end()):
            found.append(Quantity(m.start("w"), m.end(), float(_WORDNUM[m.group("w").lower()]), None, "x",
                                  _qualifier_before_at(text, m.start("w")) or _factor_qualifier(text, m.start())))
            taken.append((m.start("w"), m.end()))
    for m in (_ORDERS.finditer(text) if "magnitude" in text else ()):
        if not free(m.start(), m.end()):
            continue
        n = (m.group("n") or "several").lower()  # no count ("by orders of magnitude"): as "several"
        taken.append((m.start(), m.end()))
        if n in ("several", "many"):
            found.append(Quantity(m.start(), m.end(), None, None, None, None))  # a change, but no number
            continue
        power = int(n) if n.isdigit() else {"an": 1, "one": 1}.get(n, _WORDNUM.get(n, 1))
        qual = _qualifier_before_at(text, m.start())
        low = m.group("lo")
        if low is not None:  # "three to four orders of magnitude": 1000x to 10000x, as stated
            low_power = int(low) if low.isdigit() else _WORDNUM.get(low, 1)
            if low_power < power:
                found.append(Quantity(m.start(), m.end(), float(10**low_power), float(10**power), "x", qual))
                continue
        found.append(Quantity(m.start(), m.end(), float(10**power), None, "x", qual or "about"))
    for m in (_TIMES_WORD.finditer(text) if any(map(text.__contains__, _WORD_HINTS)) else ()):
        if not free(m.start(), m.end()):
            continue
        start, value_max = m.start(), None
        if m.group("w"):
            value = float(_WORDNUM[m.group("w").lower()])
            if (low := _WORD_RANGE_LOW.search(text, max(0, start - 12), start)) is not None \
                    and _WORDNUM[low.group("lo").lower()] < value and free(low.start(), start):
                start, value, value_max = low.start(), float(_WORDNUM[low.group("lo").lower()]), value  # "two to three times"
        else:
            value = 2.0
        found.append(Quantity(start, m.end(), value, value_max, "x", _qualifier_before_at(text, start)))
        taken.append((m.start(), m.end()))
    for m in (_HALF_THE.finditer(text) if "half the " in text else ()):
        if free(m.start("h"), m.end("h")):  # "while needing only half the memory": a 2x saving
            found.append(Quantity(m.start("h"), m.end("h"), 2.0, None, "x", _qualifier_before_at(text, m.start("h"))))
            taken.append((m.start("h"), m.end("h")))
    if has_unit and (" and " in text or " or " in text) and _NUMBER_AND_NUMBER.search(text, first_digit.start()):
        found.extend(_shared_unit_values(text, found, free))
    found.sort(key=lambda q: q.start)
    if "(from " in text and len(found) > 1:
        found = _from_low_ends(text, found)
    if "from " in text and " up to " in text and len(found) > 1:
        found = _from_up_to_ranges(text, found)
    return found


def _from_up_to_ranges(text: str, found: list[Quantity]) -> list[Quantity]:
    """``found`` with "from Ax up to Bx" made one range of ratios from A to B (ratios are gains, never levels that
    move: "from 60% up to 80%" stays two values).

    Examples:
        >>> [(q.value, q.value_max, q.qualifier) for q in find_quantities("we achieve from 9.8x up to 233.9x speed-up")]
        [(9.8, 233.9, None)]
        >>> [(q.value, q.value_max) for q in find_quantities("accuracy rises from 60% up to 80%")]
        [(60.0, None), (80.0, None)]
    """
    out: list[Quantity] = []
    skip = -1
    for k, q in enumerate(found):
        if k == skip:
            continue
        nxt = found[k + 1] if k + 1 < len(found) else None
        if nxt is not None and q.unit == nxt.unit == "x" and q.value_max is None and nxt.value_max is None \
                and q.value is not None and nxt.value is not None and q.value < nxt.value \
                and text[max(0, q.start - 5): q.start] == "from " and text[q.end: nxt.start].strip() == "up to":
            out.append(q._replace(end=nxt.end, value_max=nxt.value, qualifier=None))
            skip = k + 1
            continue
        out.append(q)
    return out


def _factor_qualifier(text: str, factor: int) -> str | None:
    """The qualifier read before "(by) a factor of" at ``factor`` (where "factor" starts), as if the phrase were
    the number's "by": "improves average performance by a factor of ten" is an average.

    Examples:
        >>> _factor_qualifier("improves average system performance by a factor of ten", 41)
        'average'
    """
    return _qualifier_before_at(text, factor - 2 if text[max(0, factor - 2): factor] == "a " else factor)


def _from_low_ends(text: str, found: list[Quantity]) -> list[Quantity]:
    """``found`` with each value followed by "(from N)" (N of the same unit) made the range from N to it: "by up to
    9x (from 2x)" is one claim from 2x to 9x, not two.

    Examples:
        >>> [(q.value, q.value_max, q.qualifier) for q in find_quantities("by up to 7.5x (from 1.8x) and 30x (from 4x)")]
        [(1.8, 7.5, 'up to'), (4.0, 30.0, None)]
    """
    out: list[Quantity] = []
    skip = -1
    for k, q in enumerate(found):
        if k == skip:
            continue
        m = _FROM_LOW.match(text, q.end)
        nxt = found[k + 1] if k + 1 < len(found) else None
        if m is not None and nxt is not None and nxt.start == m.start("q") and nxt.end <= m.end("q") \
                and nxt.unit == q.unit and nxt.value is not None and q.value is not None and nxt.value < q.value \
                and nxt.value_max is None and q.value_max is None:
            out.append(q._replace(end=m.end(), value=nxt.value, value_max=q.value))
            skip = k + 1
            continue
        out.append(q)
    return out
