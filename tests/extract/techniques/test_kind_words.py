"""Tests of :mod:`paperkg.extract.techniques.kind_words`: the kind-word regexes and the ellipsis expansion.

Both match as the plain regexes do (invented texts).
"""

from __future__ import annotations

import random
import re


def test_kind_regexes_with_grouped_alternatives_match_as_the_plain_alternation():
    from paperkg.extract.techniques import parallelism_kinds
    from paperkg.extract.techniques.kind_words import _SEP, _coordination, _kind_regex

    alt = "|".join(_kind_regex(k) for k in sorted(parallelism_kinds(), key=len, reverse=True))
    plain = [
        re.compile(rf"\b(?P<list>(?:{alt})(?:{_SEP}(?:{alt}))+)\s*(?:-|\s)(?:model\s+)?(?:parallel\w*|partitioning)"),
        re.compile(rf"\bparallel\w*(?:\s+\w+){{0,2}}\s*\((?:e\.g\.,?\s*|i\.e\.,?\s*|such\s+as\s+)?"
                   rf"(?P<list>(?:{alt})(?:{_SEP}(?:{alt}))+)\)"),
        re.compile(rf"\b(?:{alt})\b"),
        re.compile(rf"\b(?:{alt})[\s-]+(?:model[\s-]+)?(?:parallel|parallelism|parallelisms|partitioning)\b"),
    ]
    rng = random.Random(21)
    pieces = sorted(parallelism_kinds()) + ["op", "inter", "intra", "sharded", "fully", "level", "parallel",
                                            "parallelism", "partitioning", "(", ")", "e.g.,", "and", "or", ",", "/"]
    for _ in range(5_000):
        text = "".join(rng.choice(pieces) + rng.choice([" ", "-", "", ", ", " and "]) for _ in range(rng.randint(0, 10)))
        for fast, slow in zip(_coordination(), plain):
            assert [(m.span(), m.groupdict()) for m in fast.finditer(text)] == \
                [(m.span(), m.groupdict()) for m in slow.finditer(text)], (slow.pattern[:40], text)


def test_ellipses_expand_as_the_regex_substitution():
    from paperkg.extract.techniques.kind_words import _ELLIPSIS, _expand_ellipsis

    rng = random.Random(13)
    words = ["inter", "intra", "data", "a", "x1", "é", "_", "", "Op", "pre"]
    def ellipsis() -> str:  # "inter- and intra-operator", often spoilt
        return (rng.choice(words) + rng.choice(["-", "-", "-", "", "--"]) + rng.choice([" ", " ", "  ", "\n", "", "\t"])
                + rng.choice(["and", "or", "&", "/", "x", ""]) + rng.choice([" ", " ", " ", "", "- "]) + rng.choice(words)
                + rng.choice(["-", "-", "-", "", " "]) + rng.choice(words + ["operator", "parallel"]))
    for _ in range(30_000):
        text = "".join(ellipsis() + rng.choice(["", " ", ",", "-", "- ", "x"]) for _ in range(rng.randint(0, 4)))
        expected = _ELLIPSIS.sub(lambda m: f"{m['a']}-{m['head']} {m['conj']} {m['b']}-{m['head']}", text)
        assert _expand_ellipsis(text) == expected, text
