"""What a regex's matches must contain or open with (``extract.regex_literals``), against the regex itself."""

from __future__ import annotations

import random
import re

from paperkg.extract.regex_literals import match_openings, required_literals, search_at


def test_match_openings_of_invented_regexes():
    rng = random.Random(41)
    sources = [r"\bab?c|x(?:yz|w)\b", r"(?:ab|cd)+e|fg", r"\b(?:a|b)(?:c|d)", r"a\b|(?=b)bc", r"(?:ab)?c|d", r"a*b|c"]
    for source in sources:
        regex, openings = re.compile(source), match_openings(source)
        for _ in range(2_000):
            text = "".join(rng.choice("abcdefgwxyz _-") for _ in range(rng.randint(0, 12)))
            matches = list(regex.finditer(text))
            if openings is None:
                continue
            assert all(text.startswith(openings, m.start()) for m in matches), (source, text)
            found = search_at(regex, text, openings)
            assert (found.span() if found else None) == (matches[0].span() if matches else None), (source, text)
    assert match_openings(r"(?:ab)?c|d") is None and match_openings(r"a*b|c") is None


def test_required_literals_of_invented_regexes():
    rng = random.Random(7)
    sources = [r"\bab+c\s+(?:de|fg)\b", r"(?:xy)?zz|zzw", r"(?:ab|cd)+ef", r"a(?:bc|de)f|ghi"]
    for source in sources:
        regex, required = re.compile(source), required_literals(source, shortest=1)
        assert required, source
        for _ in range(2_000):
            text = "".join(rng.choice("abcdefgwxyz _-") for _ in range(rng.randint(0, 14)))
            if regex.search(text):
                assert all(any(w in text for w in words) for words in required), (source, text)
    assert required_literals(r"a(?:bc)?d") == ()
