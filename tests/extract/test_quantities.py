"""Numbers, ranges, units and qualifiers (sentences written for these tests)."""

from __future__ import annotations

import importlib
import pkgutil
import random
import re

import pytest

from paperkg.extract import comparisons, quantities
from paperkg.extract.quantities import find_quantities, letters_first


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The kernel runs 1.7× faster.", [(1.7, None, "x", None)]),
        ("It is up to 3.2x quicker.", [(3.2, None, "x", "up to")]),
        ("We get a 4X reduction.", [(4.0, None, "x", None)]),
        ("Throughput rises by 45%.", [(45.0, None, "%", None)]),
        ("Latency drops 1.4-2.9x.", [(1.4, 2.9, "x", None)]),
        ("Speedups of 2.1~6.3× are observed.", [(2.1, 6.3, "x", None)]),
        ("costs fall by 20%--35% overall", [(20.0, 35.0, "%", None)]),
        ("between 3x and 7x higher", [(3.0, 7.0, "x", None)]),
        ("an average of 2.4x", [(2.4, None, "x", "average")]),
        # a hyphen left hanging before "to" ("10- to 20-fold") still opens a range
        ("cuts energy 10- to 20-fold", [(10.0, 20.0, "x", None)]),
        ("a 3- to 5-fold reduction", [(3.0, 5.0, "x", None)]),
        ("runs 2- to 4x faster", [(2.0, 4.0, "x", None)]),
        # a hedge after "up to" keeps the bound: "up to roughly 80x" is at most 80x
        ("up to roughly 80x more tokens", [(80.0, None, "x", "up to")]),
        ("by up to approximately 35%", [(35.0, None, "%", "up to")]),
        ("reaching up to about 4.1x", [(4.1, None, "x", "up to")]),
        ("an average speedup of 1.6x", [(1.6, None, "x", "average")]),
        ("scaling close to the ideal 8x", [(8.0, None, "x", "about")]),
        ("1.9× on average across models", [(1.9, None, "x", "average")]),
        ("18% geomean (max 52%)", [(18.0, None, "%", "geomean"), (52.0, None, "%", "max")]),
        ("roughly 40% less memory", [(40.0, None, "%", "about")]),
        ("more than 12x lower cost", [(12.0, None, "x", "at least")]),
        ("25+% more tokens per second", [(25.0, None, "%", "at least")]),
        ("<0.2 perplexity increase", [(0.2, None, "perplexity", "up to")]),
        ("improves accuracy by 6.5 percentage points", [(6.5, None, "points", None)]),
        ("gains 1.2 and 3.4 in BLEU and ROUGE", [(1.2, None, "BLEU", None), (3.4, None, "ROUGE", None)]),
        ("more than three orders of magnitude faster", [(1000.0, None, "x", "at least")]),
        ("an order-of-magnitude smaller footprint", [(10.0, None, "x", "about")]),
        ("six times fewer GPUs", [(6.0, None, "x", None)]),
        ("it doubles the throughput", [(2.0, None, "x", None)]),
        ("runs on 8×H200 nodes for 3 days", []),
        ("a 2x2 tile of 16 KB", []),
        ("1,200x faster than the script", [(1200.0, None, "x", None)]),
        # "several" is no number: the change stays, its value is unknown
        ("by several orders of magnitude", [(None, None, None, None)]),
        # "double" names a thing; "doubles", "doubling", "double the" change one
        ("flat tiles with double buffering", []),
        ("doubling the request rate", [(2.0, None, "x", None)]),
        ("it can double the goodput", [(2.0, None, "x", None)]),
        ("it cuts the memory by half", [(2.0, None, "x", None)]),
        ("by half of the time", []),
        ("to halve the runtime", [(2.0, None, "x", None)]),
        # a bound before a tilde is the bound
        ("gains of up to ~9% in pass@1", [(9.0, None, "%", "up to")]),
        ("about ~3x", [(3.0, None, "x", "about")]),
        ("an average 40x speedup (with a maximum of 310x)", [(40.0, None, "x", "average"), (310.0, None, "x", "max")]),
        ("as much as 45% lower", [(45.0, None, "%", "up to")]),
        ("an average quality gain reaching 7%", [(7.0, None, "%", "average")]),
        ("a 1.3x decode geometric mean speedup", [(1.3, None, "x", "geomean")]),
        # "geometric mean speedups of" ends with "mean speedups of" too: the geometric mean, not an average
        ("geometric mean speedups of 3.4x", [(3.4, None, "x", "geomean")]),
        # a speedup's bare numbers are ratios, each of a list; a count or a time after the number is none
        ("a speedup of 2.5 over the baseline", [(2.5, None, "x", None)]),
        ("speed-ups of 3.6 and 6.3 over one GPU", [(3.6, None, "x", None), (6.3, None, "x", None)]),
        ("speedups of up to 3.2, 4.1, and 5.5 on A, B and C", [(3.2, None, "x", "up to"), (4.1, None, "x", None), (5.5, None, "x", None)]),
        ("a speedup of 8 GPUs over one", []),
        ("a speedup of 3 seconds", []),
        # what is used, halved: a 2x saving ("half of the" and a halved count of things are left to other rules)
        ("while needing only half the memory", [(2.0, None, "x", None)]),
        ("at half the cost of the baseline", [(2.0, None, "x", None)]),
        ("as little as half the training bandwidth", [(2.0, None, "x", None)]),
        ("half the layers are pruned", []),
        ("with half the number of GPUs", []),
        ("a geometric-mean speedup of 1.4x and a mean speedup of 2x", [(1.4, None, "x", "geomean"), (2.0, None, "x", "average")]),
    ],
)
def test_quantities(text, expected):
    got = [(q.value, q.value_max, q.unit, q.qualifier) for q in find_quantities(text)]
    assert got == expected


def test_offsets_point_at_the_number():
    text = "We see a 2.5x speedup."
    (q,) = find_quantities(text)
    assert text[q.start:q.end].startswith("2.5")


def test_score_lists_need_two_score_names_after_a_space():
    """find_quantities looks for a value list per score name only where _SCORE_PAIR matches."""
    from paperkg.extract import quantities

    texts = ["by 1.56 and 6.92 in bleu and codebleu", "gains of 2, 3 and 4 points on rouge, meteor and f1",
             "by 0.5 and 0.7 in terms of bleu, chrf", "1 and 2 for pass@1 and em"]
    for text in texts:
        m = quantities._SCORE_LIST.search(text)
        assert m is not None, text
        assert quantities._SCORE_PAIR.search(text) is not None, text
    assert [(q.value, q.unit) for q in find_quantities(texts[0])] == [(1.56, "BLEU"), (6.92, "CodeBLEU")]


@pytest.mark.parametrize("text, expected", [
    ("~ .5x faster", [(0.5, "x", "about")]),
    ("<2x slower", [(2.0, "x", "up to")]),
    ("≈ 3× fewer", [(3.0, "x", "about")]),
])
def test_a_quantity_may_start_before_its_first_digit(text, expected):
    """The number search starts three characters before the first digit: a comparator and a dot fit in."""
    assert [(q.value, q.unit, q.qualifier) for q in find_quantities(text)] == expected


# ----------------------------------------------------------------------------- faster regexes, same matches

_LETTER_FIRST = re.compile(r"([a-z])\(\?<!\\w\.\)")


def _plain(pattern: str) -> str:
    """A :func:`letters_first` pattern with its ``\\b`` back before each letter."""
    return _LETTER_FIRST.sub(r"\\b\1", pattern)


def _letters_first_regexes() -> list[re.Pattern[str]]:
    modules = [quantities] + [importlib.import_module(f"{comparisons.__name__}.{m.name}") for m in pkgutil.iter_modules(comparisons.__path__)]
    regexes = [r for module in modules for r in vars(module).values() if isinstance(r, re.Pattern)]
    regexes += [r for r, _ in quantities._QUAL_BEFORE]
    return [r for r in regexes if "(?<!\\w.)" in r.pattern]


def _texts_for(pattern: str, n: int, seed: int) -> list[str]:
    """Random texts made of the pattern's own words, glued or spaced, with word characters and symbols next to them."""
    words = sorted(set(re.findall(r"[a-z]+", _plain(pattern)))) + ["1.5", "3", "%", "x", "~", ">", "<", "≤", "≈"]
    glue = ["", " ", " ", "  ", "-", "_", "é", "2", ",", ".", ";", "(", ")", ":"]
    rng = random.Random(seed)
    return ["".join(rng.choice(words) + rng.choice(glue) for _ in range(rng.randint(0, 10))) for _ in range(n)]


def test_letters_first_regexes_exist():
    assert len(_letters_first_regexes()) >= 12


@pytest.mark.parametrize("regex", _letters_first_regexes(), ids=lambda r: r.pattern[:40])
def test_letters_first_matches_as_the_plain_pattern(regex):
    """Moving each ``\\b`` behind its letter changes no match: not at the text's start, nor after ``pos``."""
    plain = re.compile(_plain(regex.pattern))
    assert plain.pattern != regex.pattern
    rng = random.Random(5)
    for text in _texts_for(regex.pattern, 1_500, seed=len(regex.pattern)):
        assert [m.span() for m in regex.finditer(text)] == [m.span() for m in plain.finditer(text)], text
        pos = rng.randint(0, len(text))
        endpos = rng.randint(pos, len(text))
        got, want = regex.search(text, pos, endpos), plain.search(text, pos, endpos)
        assert (got and got.span()) == (want and want.span()), (text, pos, endpos)


def test_letters_first_leaves_other_patterns_alone():
    assert letters_first(r"\b(?:a|b)*x") == r"\b(?:a|b)*x"  # a group keeps its \b
    assert letters_first(r"\bs?x|\bt*") == r"\bs?x|\bt*"  # an optional letter keeps its \b
    assert letters_first(r"\b1x|x\b") == r"\b1x|x\b"  # before a digit, after a letter


def test_quantity_lookahead_finds_the_same_quantities():
    bare = re.compile(quantities._QUANTITY.pattern.removeprefix("(?=[<>≤≥~≈\\d.])"))
    assert bare.pattern != quantities._QUANTITY.pattern
    pieces = ["1.5", "2", ".5", "x", "×", "%", " ", "-", "~", "<", "≥", "a", "fold", "times", "points", "bleu", ".", ",",
              "to", "+", "e3", "1,000"]
    rng = random.Random(3)
    for _ in range(5_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert [m.span() for m in quantities._QUANTITY.finditer(text)] == [m.span() for m in bare.finditer(text)], text


def test_versus_and_score_lists_start_at_the_first_digit():
    """find_quantities looks for "A vs. B" values and score-name pairs from the first digit (one character before)."""
    pieces = ["1.5", "2", ".5", "%", " ", "vs.", "vs", "versus", "compared to", "and", ",", "bleu", "rouge", "em", "in",
              "on", "for", "points", "terms of", "a", "x"]
    rng = random.Random(4)
    for _ in range(5_000):
        text = "".join(rng.choice(pieces) + rng.choice(["", " "]) for _ in range(rng.randint(0, 12)))
        first = quantities._DIGIT.search(text)
        if first is None:
            continue
        start = max(0, first.start() - 1)
        assert [m.span() for m in quantities._VERSUS.finditer(text, start)] == \
            [m.span() for m in quantities._VERSUS.finditer(text)], text
        if quantities._SCORE_LIST.search(text):
            assert quantities._SCORE_PAIR.search(text, first.start()), text


@pytest.mark.parametrize("text, expected", [
    ("speedups between 2x and 3x, and 1.5x lower latency", [(2.0, 3.0, "x"), (1.5, None, "x")]),
    ("an accuracy of 83.4% vs. 60.0% and 2x faster", [(83.4, None, "%"), (2.0, None, "x")]),
    ("by 1.56 and 6.92 in bleu and codebleu, and 3x faster", [(1.56, None, "BLEU"), (6.92, None, "CodeBLEU"), (3.0, None, "x")]),
    ("up to 2.3x and 1.8x faster, 20% and 30% cheaper", [(2.3, None, "x"), (1.8, None, "x"), (20.0, None, "%"), (30.0, None, "%")]),
])
def test_ratios_skip_the_spans_other_forms_took(text, expected):
    """A ratio or percentage inside a range, a "vs." pair or a score list found before is not found again; the ones
    after it, and those of a sentence with none of these forms, all are (find_quantities checks them only against
    the spans taken before its ratio loop: the loop's own matches never overlap)."""
    assert [(q.value, q.value_max, q.unit) for q in find_quantities(text)] == expected


@pytest.mark.parametrize("suffix", [
    " on average", " (average)", ", avg.", " averaged over runs", " geomean", " geometric mean", " speedup on average",
    " in the geo-mean", " on geometric mean", " over vllm", "", " x", " average", "  speedups on average across",
])
def test_qualifier_after_needs_average_or_geo(suffix):
    """qualifier_after answers None without its regexes when neither "av" nor "geo" occurs: every regex needs one."""
    head = suffix[:60].lower()
    expected = next((name for pattern, name in quantities._QUAL_AFTER if pattern.search(head)), None)
    assert quantities.qualifier_after(suffix) == expected
    if expected is not None:
        assert "av" in head or "geo" in head


@pytest.mark.parametrize(
    "text, expected",
    [
        ("cuts the 95%ile latency by 1.6x", [(1.6, None, "x")]),
        ("the 99%-ile response time drops by 40%", [(40.0, None, "%")]),
        # near misses: a percentage and a range stay
        ("a 95% reduction in latency", [(95.0, None, "%")]),
        ("by 2%-5% over the baseline", [(2.0, 5.0, "%")]),
    ],
)
def test_a_percentile_is_not_a_percentage(text, expected):
    assert [(q.value, q.value_max, q.unit) for q in find_quantities(text)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "on average" closing a clause does not reach into the next one
        ("cuts latency by 1.6× on average, and it uses 3.4× less memory", [(1.6, "average"), (3.4, None)]),
        ("is 2x faster on average, but it needs 3x more memory", [(2.0, "average"), (3.0, None)]),
        # near misses: an opening "on average" still covers the value
        ("on average, the kernel attains 1.45x speedup", [(1.45, "average")]),
        ("on average, it gives 2x", [(2.0, "average")]),
    ],
)
def test_on_average_stays_in_its_clause(text, expected):
    assert [(q.value, q.qualifier) for q in find_quantities(text)] == expected


@pytest.mark.parametrize("text, expected", [
    # a range from a percentage gain to a ratio: the percentage as its ratio ("11%" faster is 1.11x)
    ("It speeds up training by 11%–2.3× across batch sizes.", [(1.11, 2.3, "x")]),
    ("Gains range over 20%-2x.", [(1.2, 2.0, "x")]),
    ("It is 30% to 2.1x faster.", [(1.3, 2.1, "x")]),
    # near misses: ranges in one unit stay as written
    ("It is 5%-9% faster.", [(5.0, 9.0, "%")]),
    ("It is 2x-3x faster.", [(2.0, 3.0, "x")]),
])
def test_a_percentage_to_ratio_range_is_a_ratio_range(text, expected):
    assert [(q.value, q.value_max, q.unit) for q in find_quantities(text)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "the average latency by": the measure is a mean time, the value has no qualifier
        ("it lowers average TPOT and average response time by 63% and 38%", [(63.0, None), (38.0, None)]),
        ("it cuts the mean latency by 2x", [(2.0, None)]),
        ("it lowers the average response time by 35%", [(35.0, None)]),
        # near misses: an average of the results
        ("an average latency reduction of 35%", [(35.0, "average")]),
        ("an average speedup of 1.8x", [(1.8, "average")]),
        ("it reduces latency by 35% on average", [(35.0, "average")]),
    ],
)
def test_an_average_time_is_a_measure_not_a_qualifier(text, expected):
    assert [(q.value, q.qualifier) for q in find_quantities(text)] == expected


@pytest.mark.parametrize("text, expected", [
    # "by (nearly) half" is a factor of two, its hedge a qualifier
    ("cuts the bytes each node sends by nearly half", [(2.0, None, "x", "about")]),
    ("shrinks the index by roughly half", [(2.0, None, "x", "about")]),
    ("reduces memory by half", [(2.0, None, "x", None)]),
    # near misses: half of something, half precision
    ("by nearly half of the workers", []),
    ("by about half precision", []),
])
def test_by_nearly_half(text, expected):
    assert [(q.value, q.value_max, q.unit, q.qualifier) for q in find_quantities(text)] == expected


# --- seventh session: metrics (Q4) ---


@pytest.mark.parametrize(
    "text, expected",
    [
        # a change of a quality score in its own units: "N <change> in SCORE", "<change> of N in SCORE"
        ("with only a 0.07 decline in CLIP Score", [(0.07, "CLIP Score", None, "worse")]),
        ("with a slight decrease of 0.31 in FID", [(0.31, "FID", None, "worse")]),
        ("a decrease of about 1.5 in FID", [(1.5, "FID", "about", "better")]),
        ("a 0.4-point gain in BLEU", [(0.4, "BLEU", None, "better")]),
        ("an increase of less than 0.1 in perplexity", [(0.1, "perplexity", "up to", "worse")]),
        # "SCORE ... by N" and "N lower/higher SCORE"
        ("it improves BLEU by 1.3 over the baseline", [(1.3, "BLEU", None, "better")]),
        ("the perplexity of the model rises by only 0.05", [(0.05, "perplexity", None, "worse")]),
        ("raising CodeBLEU by at least 4.63 points", [(4.63, "CodeBLEU", "at least", "better")]),
        ("with 0.2 lower BLEU", [(0.2, "BLEU", None, "worse")]),
        ("with 1.4 lower FID", [(1.4, "FID", None, "better")]),
        ("with a 0.5 perplexity increase", [(0.5, "perplexity", None, "worse")]),
        # near misses: a share or a ratio keeps its unit; an absolute score has no change word; "by N" with no score
        ("a 20% decline in CLIP Score", [(20.0, "%", None, "worse")]),
        ("it improves BLEU by 2x", [(2.0, "x", None, "better")]),
        ("it reaches 31.2 BLEU on the news task", [(31.2, "BLEU", None, None)]),
        ("it scales the model by 2 layers", []),
        ("we map the tensors by 2 before the reduction", []),
        ("2.3 points better perplexity", [(2.3, "points", None, "better")]),
    ],
)
def test_score_changes_in_score_units(text, expected):
    assert [(q.value, q.unit, q.qualifier, quantities.score_change_direction(text, q))
            for q in find_quantities(text)] == expected


# --- seventh session, round 2: ranges of orders of magnitude, bare numbers sharing a unit (R2) ---


@pytest.mark.parametrize(
    "text, expected",
    [
        ("three to four orders of magnitude faster", [(1000.0, 10000.0, "x", None)]),
        ("by 1-2 orders of magnitude", [(10.0, 100.0, "x", None)]),
        ("one or two orders of magnitude lower latency", [(10.0, 100.0, "x", None)]),
        ("by 3 orders of magnitude", [(1000.0, None, "x", "about")]),
        # a single order stays as before
        ("up to four orders of magnitude", [(10000.0, None, "x", "up to")]),
        ("two orders of magnitude", [(100.0, None, "x", "about")]),
    ],
)
def test_ranges_of_orders_of_magnitude(text, expected):
    assert [(q.value, q.value_max, q.unit, q.qualifier) for q in find_quantities(text)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("it is 1.8 and 2.6 times faster", [(1.8, "x"), (2.6, "x")]),
        ("by 1.2, 1.5 and 2.3x, respectively", [(1.2, "x"), (1.5, "x"), (2.3, "x")]),
        ("lowers latency by 12 or 15%", [(12.0, "%"), (15.0, "%")]),
        # near misses: a count before "and", a range, a version
        ("on 8 gpus and 2x faster", [(2.0, "x")]),
        ("between 2 and 3x", [(2.0, "x")]),
        ("with llama-2 and 3x fewer steps", [(3.0, "x")]),
        ("on v2 and 4x more data", [(4.0, "x")]),
    ],
)
def test_bare_numbers_listed_before_a_unit_share_it(text, expected):
    assert [(q.value, q.unit) for q in find_quantities(text)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "a factor of N": a ratio whose number has no unit of its own
        ("we saw a factor of 2.75 drop in step time", [(2.75, None, "x", None)]),
        ("it speeds up training by a factor of 4.", [(4.0, None, "x", None)]),
        ("it cuts cost by a factor of up to 6 over the rest", [(6.0, None, "x", "up to")]),
        ("a factor of 2-3 improvement", [(2.0, 3.0, "x", None)]),
        # near misses: the number carries its own unit, or no number follows
        ("by a factor of 3.1× and 1.4×", [(3.1, None, "x", None), (1.4, None, "x", None)]),
        ("by a factor of 30%", [(30.0, None, "%", None)]),
        ("a key factor of the design", []),
    ],
)
def test_a_factor_of_a_bare_number(text, expected):
    assert [(q.value, q.value_max, q.unit, q.qualifier) for q in find_quantities(text)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # a gain noun or "ranging" before "from A to B": a range of gains
        ("speedups from 1.4 to 6.2 times over the baselines", [(1.4, 6.2)]),
        ("improvements ranging from 1.5x to 3x", [(1.5, 3.0)]),
        ("reductions from 20% to 45% in memory", [(20.0, 45.0)]),
        # two ratios are a range, also in a second "and from ..." without the gain noun
        ("speedups ranging from 1.24x to 5.53x on real graphs and from 1.49x to 3.26x on synthetic graphs",
         [(1.24, 5.53), (1.49, 3.26)]),
        # near miss: a level that moves "from A to B" is the new level
        ("raises the sparsity from 0% to 60%", [(60.0, None)]),
    ],
)
def test_gains_from_a_to_b_are_a_range(text, expected):
    assert [(q.value, q.value_max) for q in find_quantities(text)] == expected


def test_orders_of_magnitude_without_count_is_a_change_without_value():
    from paperkg.extract.quantities import find_quantities

    assert [(q.value, q.unit) for q in find_quantities("it cuts the cost by orders of magnitude")] == [(None, None)]
    assert find_quantities("sizes span orders of magnitude") == []


@pytest.mark.parametrize(
    "text, expected",
    [
        ("achieving up to a 20.5 absolute accuracy improvement on TREC", [(20.5, "points", "up to")]),
        ("a 3.2 absolute improvement in accuracy", [(3.2, "points", None)]),
        ("by 1.5 absolute points", [(1.5, "points", None)]),
        ("by 1.5 absolute percentage points", [(1.5, "points", None)]),
        ("it trains on 128 absolute positions", []),
    ],
)
def test_absolute_points(text, expected):
    assert [(q.value, q.unit, q.qualifier) for q in find_quantities(text) if q.unit] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("roughly two to three times faster", [(2.0, 3.0, "about")]),
        ("three to five times less memory", [(3.0, 5.0, None)]),
        ("up to four-to-five times higher throughput", [(4.0, 5.0, "up to")]),
        ("six - ten times fewer steps", [(6.0, 10.0, None)]),
        # near misses: not a range (a lone word count, a low end that is not lower)
        ("two times faster than A and three times cheaper", [(2.0, None, None), (3.0, None, None)]),
        ("five to three times", [(3.0, None, None)]),
    ],
)
def test_ranges_of_number_words(text, expected):
    assert [(q.value, q.value_max, q.qualifier) for q in find_quantities(text)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("it is faster by a factor of five", [(5.0, "x", None)]),
        ("a factor of up to three in search time", [(3.0, "x", "up to")]),
        ("improves average system performance by a factor of ten", [(10.0, "x", "average")]),
        ("improves average system performance by a factor of 10", [(10.0, "x", "average")]),
        # near miss: a larger number written in words is not read as its first word
        ("by a factor of two hundred", []),
    ],
)
def test_factor_of_a_number_word(text, expected):
    assert [(q.value, q.unit, q.qualifier) for q in find_quantities(text)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("we achieve from 9.8x up to 233.9x speed-up", [(9.8, 233.9, None)]),
        ("speedups from 1.5× up to 12×", [(1.5, 12.0, None)]),
        # near misses: levels that move, a lower second value, no "from"
        ("accuracy rises from 60% up to 80%", [(60.0, None, None), (80.0, None, "up to")]),
        ("from 5x up to 2x", [(5.0, None, None), (2.0, None, "up to")]),
        ("2x on A and up to 5x on B", [(2.0, None, None), (5.0, None, "up to")]),
    ],
)
def test_from_a_up_to_b_ratios_are_a_range(text, expected):
    assert [(q.value, q.value_max, q.qualifier) for q in find_quantities(text)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("a 61 word sentence that is repeated over 60,000 times", []),
        ("the string occurs 300 times in the corpus", []),
        ("the kernel is called 1,000 times per step", []),
        # near misses: ratios stay ratios
        ("quill is 3 times faster", [(3.0, "x")]),
        ("the kernel is called 2x less often", [(2.0, "x")]),
    ],
)
def test_counts_of_occurrences_are_no_ratios(text, expected):
    assert [(q.value, q.unit) for q in find_quantities(text)] == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # a score's level, then its distance to the baseline's: points of the score (a slash: one per task)
        ("a glue score of 77.7, 0.6 lower than zorbix", [(0.6, None, "points")]),
        ("a dev f1 score of 90.0/79.2, 1.5/2.1 higher than zorbix", [(1.5, 2.1, "points")]),
        # near misses: no level before the number, or a count
        ("0.6 lower than zorbix", []),
        ("a batch of 64, 2 lower than zorbix", []),
    ],
)
def test_score_level_then_its_distance(text, expected):
    assert [(q.value, q.value_max, q.unit) for q in find_quantities(text)] == expected


def test_level_then_delta_gate_holds_for_every_match():
    """``_DELTA_THAN`` (the cheap check) finds something in every text ``_LEVEL_THEN_DELTA`` matches."""
    slots = [["score", "scores", "accuracy", "bleu", "xscore", ""], [" of ", " ", "  ", ""], ["77.7", "90.0/79.2", "8%", ""],
             [", ", ",", " "], ["0.6", "1.5/2.1", ".5", ""], [" points", "points", " point", "", ""],
             [" ", ""], ["lower", "higher", "better", "worse", "low"], [" than", "  than", "than", " then"], ["", " x", "x"]]
    rng = random.Random(11)
    hits = 0
    for _ in range(20_000):
        text = "".join(rng.choice(slot) for slot in slots)
        if quantities._LEVEL_THEN_DELTA.search(text):
            hits += 1
            assert quantities._DELTA_THAN.search(text), text
    assert hits > 100
