"""paperkg's spaCy components, registered once (import this module to register them).

Each component is split like spaCy's ``SpanRuler``: ``match(doc)`` finds what
the component is about and ``set_annotations(doc, matches)`` writes it to the
doc; ``__call__`` is the two in a row. Each also has spaCy's ``pipe``
(:class:`BatchedComponent`): ``nlp.pipe`` then runs a whole batch of docs
through one component before the next, which keeps each component's code and
tables warm (about 15% faster than taking every doc through all of them).

* ``paperkg_sentences``: sentence starts by spaCy's sentencizer rule, and
  after every line break (the title is its own sentence), reading only the
  tokens at the sentence-final characters the text shows.
* ``paperkg_vocabulary_ruler`` (named ``vocabulary_ruler``): vocabulary
  phrases as ``doc.ents``, one phrase matcher on lowercased tokens, longest
  match first; drops matches whose exact casing or ``requires`` context is
  missing ("DP" in a text that never speaks of parallelism).
* ``paperkg_techniques``: techniques named in coordinations ("tensor and
  pipeline parallelism") or by cue regexes (``doc._.techniques``).
* ``paperkg_proposed``: the names of the systems the paper proposes
  (``doc._.proposed``).
* ``paperkg_comparisons``: the comparisons of every sentence
  (``doc._.comparisons``: :class:`SentenceComparison` tuples).

A doc's text is the paper's title, a blank line, then the abstract. Work is
shared through ``doc.user_data`` (the text, its lowercased copy, the token
offsets, the kept vocabulary matches, the sentence offsets, the matches of
``requires`` patterns, which sentences speak of the paper's own work),
computed once per doc: spaCy rebuilds ``doc.text`` and ``doc.ents`` from every
token on each access. The components' results are read and written where
``doc._`` keeps them (:func:`result`), without building the accessor.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Iterable, Iterator
from typing import NamedTuple

import numpy
from spacy.attrs import ENT_IOB, ENT_TYPE, IDX, SENT_START
from spacy.language import Language
from spacy.tokens import Doc, Span

from paperkg.extract.comparisons import (
    Found,
    Lazy,
    carry_baseline,
    is_study_doc,
    prefilter_lowered,
    quality_context,
    sentence_comparisons,
)
from paperkg.extract.names import (
    OWN_WORK_OPENINGS,
    WE_OPENINGS,
    WordStartTest,
    acronym_for,
    counted_apposed_names,
    counted_defined_names,
    introduced_acronyms,
    is_name_like,
    named_acronyms,
    named_by_us,
    novel_such_as,
    our_apposed,
    our_apposed_within,
    resulting_apposed,
    apposed_long_forms,
    capitalised_parts,
    compared_names,
    passive_proposed,
    lowercase_phrase,
    title_head_superseded,
    named_part,
    counted_names,
    project_name,
    proposed_in_sentence,
    proposed_in_title,
    apposed_spans,
    own_verbs_in,
    secondary_names,
    sibling_prefixes,
    title_head_proposed,
    title_long_form,
    title_tail_name,
    without_owner,
    without_release,
    word_then,
)
from paperkg.extract.quantities import by_prefix, letters_first, lowered
from paperkg.extract.regex_literals import match_openings, search_at
from paperkg.extract.techniques import technique_ids
from paperkg.extract.vocab import cues, exact_forms, owner_words, requirements

__all__ = [
    "SentenceBreaks",
    "sentence_starts",
    "token_starts",
    "VocabularyRuler",
    "longest_first",
    "keep_mention",
    "TechniqueCues",
    "ProposedSystems",
    "ComparisonFinder",
    "RESULTS",
    "result",
    "set_result",
    "SentenceComparison",
    "BatchedComponent",
    "Mention",
    "Sentence",
    "title_end",
    "text_of",
    "lower_text_of",
    "mentions",
    "sentences",
    "compared_baselines",
]

#: The doc extensions the components write (each defaults to an empty tuple).
RESULTS = ("proposed", "comparisons", "techniques")
for _name in RESULTS:
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=())
del _name


def _extension_key(name: str) -> tuple[str, str, None, None]:
    """The ``doc.user_data`` key under which spaCy keeps the value of ``doc._.<name>`` (a doc's ``Underscore`` key).

    Examples:
        >>> import spacy
        >>> doc = spacy.blank("en")("x")
        >>> doc._.proposed = ("Corvid",)
        >>> doc.user_data[_extension_key("proposed")]
        ('Corvid',)
    """
    return ("._.", name, None, None)


def result(doc: Doc, name: str) -> tuple:
    """``doc._.<name>`` of one of :data:`RESULTS`, read without building the ``doc._`` accessor (about 40 times cheaper).

    Examples:
        >>> import spacy
        >>> doc = spacy.blank("en")("x")
        >>> result(doc, "proposed")
        ()
        >>> doc._.proposed = ("Corvid",)
        >>> result(doc, "proposed")
        ('Corvid',)
    """
    return doc.user_data.get(_extension_key(name), ())


def set_result(doc: Doc, name: str, value: tuple) -> None:
    """``doc._.<name> = value`` for one of :data:`RESULTS` (they have no setter), without building the accessor.

    Examples:
        >>> import spacy
        >>> doc = spacy.blank("en")("x")
        >>> set_result(doc, "comparisons", ())
        >>> set_result(doc, "techniques", ("tiling",))
        >>> doc._.techniques
        ('tiling',)
    """
    doc.user_data[_extension_key(name)] = value


class Mention(NamedTuple):
    """A vocabulary match, kept as plain data (reading ``doc.ents`` walks the whole doc)."""

    start: int
    end: int
    start_char: int
    end_char: int
    label: str
    id: str
    text: str


def mentions(doc: Doc) -> tuple[Mention, ...]:
    """The doc's vocabulary matches, as :class:`VocabularyRuler` kept them (read from ``doc.ents`` otherwise)."""
    cached = doc.user_data.get("paperkg_mentions")
    if cached is None:
        cached = tuple(Mention(e.start, e.end, e.start_char, e.end_char, e.label_, e.ent_id_, e.text) for e in doc.ents)
        doc.user_data["paperkg_mentions"] = cached
    return cached


class Sentence(NamedTuple):
    """A sentence as token and character offsets (cheaper than a ``Span`` until one is needed)."""

    start: int
    end: int
    start_char: int
    end_char: int


def sentences(doc: Doc) -> list[Sentence]:
    """The doc's sentences, computed once from the sentence-start flags."""
    cached = doc.user_data.get("paperkg_sents")
    if cached is None:
        arr = doc.to_array([SENT_START, IDX])
        starts = [i for i, flag in enumerate(arr[:, 0].tolist()) if flag == 1 or i == 0]
        cached = doc.user_data["paperkg_sents"] = _sentence_tuples(text_of(doc), starts, arr[starts, 1].tolist(), len(doc))
    return cached


def _sentence_tuples(text: str, starts: list[int], start_idx: list[int], n: int) -> list[Sentence]:
    """:class:`Sentence` tuples from the sentence-start tokens of a doc of ``n`` tokens.

    Args:
        text: The doc's text.
        starts: Indices of the tokens that start a sentence, ascending.
        start_idx: Character offset of each of those tokens.
        n: Number of tokens.

    Examples:
        >>> _sentence_tuples("Hi.  Go on\\n", [0, 2], [0, 5], 5)
        [Sentence(start=0, end=2, start_char=0, end_char=3), Sentence(start=2, end=5, start_char=5, end_char=10)]
    """
    out = []
    token_ends, char_ends = starts[1:], start_idx[1:]  # each sentence ends where the next starts, the last with the doc
    token_ends.append(n)
    char_ends.append(len(text))
    new = tuple.__new__  # what ``Sentence(...)`` calls, without its Python-level ``__new__``
    for a, b, start_char, end_char in zip(starts, token_ends, start_idx, char_ends):
        while end_char > start_char and text[end_char - 1].isspace():
            end_char -= 1
        while start_char < end_char and text[start_char].isspace():
            start_char += 1
        out.append(new(Sentence, (a, b, start_char, end_char)))
    return out


class BatchedComponent:
    """spaCy's ``pipe`` for a component with ``__call__``: batch after batch, each doc of a batch in turn.

    ``nlp.pipe`` calls a component's ``pipe`` when it has one; a component
    that takes a whole batch before handing it on makes the pipeline run
    component by component over each batch instead of doc by doc.
    """

    def pipe(self, docs: Iterable[Doc], batch_size: int = 64) -> Iterator[Doc]:
        """Annotate ``docs`` (in order), ``batch_size`` at a time."""
        batch: list[Doc] = []
        for doc in docs:
            batch.append(doc)
            if len(batch) >= batch_size:
                yield from [self(d) for d in batch]  # the whole batch, before the next component sees it
                batch = []
        yield from [self(d) for d in batch]


class SentenceComparison(NamedTuple):
    """A comparison with where it was found: doc character offsets of its sentence."""

    start: int
    end: int
    subject: str | None
    hardware: tuple[str, ...]
    found: Found


def text_of(doc: Doc) -> str:
    """``doc.text``, computed once (spaCy rebuilds it from the tokens on every access)."""
    text = doc.user_data.get("paperkg_text")
    if text is None:
        text = doc.user_data["paperkg_text"] = doc.text
    return text


def lower_text_of(doc: Doc) -> str:
    """The doc's text, lowercased (same length), computed once."""
    low = doc.user_data.get("paperkg_lower")
    if low is None:
        low = doc.user_data["paperkg_lower"] = lowered(text_of(doc))
    return low


def title_end(doc: Doc) -> int:
    """Character offset where the title ends (the blank line before the abstract)."""
    end = text_of(doc).find("\n\n")
    return end if end >= 0 else 0


#: A line break and the whitespace after it: the next character starts a sentence.
_PARAGRAPH = re.compile(r"\n\s*(?=\S)")


@functools.cache
def _punct_orths() -> frozenset[int]:
    """Hashes (``ORTH`` ids) of the characters that end a sentence for spaCy's sentencizer."""
    from spacy.pipeline import Sentencizer
    from spacy.strings import get_string_id

    return frozenset(get_string_id(c) for c in Sentencizer.default_punct_chars)


@functools.cache
def _final_chars() -> frozenset[str]:
    """The characters that end a sentence for spaCy's sentencizer."""
    from spacy.pipeline import Sentencizer

    return frozenset(Sentencizer.default_punct_chars)


@functools.cache
def _final_chars_listed() -> tuple[str, ...]:
    """:func:`_final_chars` as a tuple, ".", "!" and "?" first (the only ASCII ones)."""
    return (".", "!", "?", *sorted(_final_chars() - {".", "!", "?"}))


def sentence_starts(doc: Doc, enders: list[int], paragraph_starts: list[int]) -> list[int]:
    """The tokens that start a sentence: spaCy's sentencizer rule plus paragraph starts, ascending.

    The rule of spaCy's ``Sentencizer`` (default punctuation): after a token
    that is one of its sentence-final characters, the first token that is
    neither punctuation nor sentence-final starts a sentence. Tokens in
    ``paragraph_starts`` start one too (a line break), and the first token
    always does. Only the tokens after a sentence-final one are read.

    Args:
        doc: The doc (not empty).
        enders: Indices of the tokens that may be sentence-final (any
            others must not be), ascending.
        paragraph_starts: Indices of tokens that follow a line break.

    Examples:
        >>> import spacy
        >>> doc = spacy.blank("en")("Fast. It works!) Yes\\nNext")
        >>> [t.text for t in doc]
        ['Fast', '.', 'It', 'works', '!', ')', 'Yes', '\\n', 'Next']
        >>> sentence_starts(doc, [1, 4], [8])
        [0, 2, 6, 8]
    """
    final = _punct_orths()
    return _starts_after(doc, [i for i in enders if doc[i].orth in final], paragraph_starts)


def _starts_after(doc: Doc, enders: list[int], paragraph_starts: list[int]) -> list[int]:
    """:func:`sentence_starts` of tokens ``enders`` that are each sentence-final.

    (:meth:`SentenceBreaks.match` runs the same loop as it finds the enders,
    where it also knows the first character after each: a token that starts
    with a letter or digit is neither punctuation nor sentence-final, as
    spaCy's ``is_punct`` asks for punctuation characters only, so it starts
    the sentence without being read.)
    """
    final = _punct_orths()
    n = len(doc)
    starts = {0, *paragraph_starts}
    after = 0  # tokens before this one were read already
    for i in enders:
        if i < after:
            continue
        j = i + 1
        while j < n and ((tok := doc[j]).is_punct or tok.orth in final):
            j += 1
        starts.add(j)
        after = j
    starts.discard(n)
    return sorted(starts)


def token_starts(doc: Doc) -> numpy.ndarray:
    """The character offset of every token (``doc.to_array(IDX)``), computed once per doc."""
    idx = doc.user_data.get("paperkg_idx")
    if idx is None:
        idx = doc.user_data["paperkg_idx"] = doc.to_array(IDX)
    return idx


def _final_positions(text: str) -> list[int]:
    """Where ``text`` holds a character that ends a sentence for spaCy's sentencizer (:func:`_final_chars`), ascending.

    String searches, one per such character that the text holds: on ASCII
    text only ".", "!" and "?" can be, and on other text ``in`` rules out
    most of the others at once (a string stores every character at the width
    of its widest, so a wider character is not looked for).

    Examples:
        >>> _final_positions("Is it? Yes! 3.5 ok."), _final_positions("Done\u3002 Next. \U0001F600 \U00011047")
        ([5, 10, 13, 18], [4, 10, 14])
    """
    if text.isascii():
        chars: tuple[str, ...] | list[str] = (".", "!", "?") if "!" in text or "?" in text else (".",)
    else:
        chars = [c for c in _final_chars_listed() if c in text]
    out = []
    find = text.find
    for ch in chars:
        pos = find(ch)
        while pos >= 0:
            out.append(pos)
            pos = find(ch, pos + 1)
    if len(chars) > 1:
        out.sort()
    return out


#: ``SENT_START`` of a token that continues a sentence (-1), as the ``uint64`` that ``Doc.from_array`` reads.
_CONTINUES = numpy.uint64(2**64 - 1)

#: Enough ``_CONTINUES`` for most docs, copied from (read-only: never written).
_CONTINUES_TEMPLATE = numpy.full(4096, _CONTINUES, dtype="uint64")
_CONTINUES_TEMPLATE.flags.writeable = False


def _continuing(n: int) -> numpy.ndarray:
    """A new array of ``n`` times ``_CONTINUES`` (a template's copy: cheaper than ``numpy.full``).

    Examples:
        >>> a = _continuing(3); a[1] = 1
        >>> a.tolist(), _continuing(5000).shape, _continuing(3).tolist() == [2**64 - 1] * 3
        ([18446744073709551615, 1, 18446744073709551615], (5000,), True)
    """
    if n > len(_CONTINUES_TEMPLATE):
        return numpy.full(n, _CONTINUES, dtype="uint64")
    return _CONTINUES_TEMPLATE[:n].copy()


class SentenceBreaks(BatchedComponent):
    """Sentence starts from a few token reads: spaCy's sentencizer rule plus a start after every line break.

    Same boundaries as ``sentencizer`` after a component that starts a
    sentence at the first token after each line break (the title is its own
    sentence), without creating a ``Token`` object per token: the text tells
    where the sentence-final characters and line breaks are, and only the
    tokens right after them that the text cannot tell about are read. The
    sentences are also kept as :class:`Sentence` tuples (see :func:`sentences`).
    """

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[int]:
        """The tokens that start a sentence, ascending (none for an empty doc)."""
        n = len(doc)
        if not n:
            return []
        text = text_of(doc)
        idx = memoryview(token_starts(doc))  # bisected in place: its items read as ints
        # a paragraph starts with the token holding the first character after the line break (never whitespace)
        starts = {0, *(i for i in (bisect.bisect_right(idx, m.end()) - 1 for m in _PARAGRAPH.finditer(text)) if i > 0)}
        final = _punct_orths()
        read = 0  # tokens before this one were read already (as in _starts_after, in the same pass)
        for p in _final_positions(text):
            # a sentence-final character is a token of its own: a token starts at it, and it ends before a
            # space (a token holds none), the text's end or the next token (beyond the BMP, one of them)
            i = bisect.bisect_left(idx, p)
            if i == n or idx[i] != p:
                continue
            after = text[p + 1: p + 2]
            if after == " ":
                first = text[p + 2: p + 3]  # the next token starts after the space that follows this one
            elif after == "" or (i + 1 < n and idx[i + 1] == p + 1):
                first = after
            else:
                continue
            if i < read:
                continue
            j = i + 1
            if not first.isalnum():  # (a token that starts with a letter or digit is neither punctuation nor final)
                while j < n and ((tok := doc[j]).is_punct or tok.orth in final):
                    j += 1
            starts.add(j)
            read = j
        starts.discard(n)
        return sorted(starts)

    def set_annotations(self, doc: Doc, starts: list[int]) -> Doc:
        """Write the sentence starts (``SENT_START``: 1 starts, -1 continues) and keep the :class:`Sentence` tuples."""
        if starts:
            flags = _continuing(len(doc))
            for i in starts:
                flags[i] = 1
            doc.from_array([SENT_START], flags)
        idx = memoryview(token_starts(doc))
        doc.user_data["paperkg_sents"] = _sentence_tuples(text_of(doc), starts, [idx[i] for i in starts], len(doc))
        return doc


def keep_mention(doc: Doc, mention: Mention) -> bool:
    """Whether a vocabulary match stands: exact casing where the entry asks for it, and its ``requires`` context.

    "ladder" is not the system Ladder; "DP" is data parallelism only in a text
    that speaks of parallelism elsewhere; "PP" that the abstract defines as
    "patch parallelism" is not pipeline parallelism.
    """
    key = (mention.id, mention.text.lower())
    forms = exact_forms().get(key)
    if forms is not None and mention.text not in forms:
        return False
    return _context_holds(doc, mention, key)


def _context_holds(doc: Doc, mention: Mention, key: tuple[str, str]) -> bool:
    """The ``requires`` test of :func:`keep_mention` (``key``: the mention's id and lowercased text)."""
    pattern = requirements().get(key)
    if pattern is None:
        return True
    if mention.text.isupper() and _defined_otherwise(text_of(doc), mention.text, mention.id):
        return False
    # the mention itself must not be what satisfies its requirement
    return _matched_outside(doc, pattern, mention.start_char, mention.end_char)


def _matched_outside(doc: Doc, pattern: re.Pattern[str], start_char: int, end_char: int) -> bool:
    """Whether a ``requires`` pattern matches the lowercased doc (as ``finditer`` does) other than within
    ``[start_char, end_char)``.

    The first match is looked for once per doc (a phrase mentioned three
    times asks three times) and mostly answers: only when it lies within the
    mention are the others read.
    """
    found = doc.user_data.setdefault("paperkg_requirements", {})
    key = (pattern.pattern, pattern.flags)  # hashing a compiled pattern hashes its whole program
    low = lower_text_of(doc)
    if key not in found:
        m = _requirement_search(pattern, low)
        found[key] = m.span() if m else None
    first = found[key]
    if first is None:
        return False
    if first[0] < start_char or first[1] > end_char:
        return True
    return any(m.start() < start_char or m.end() > end_char for m in _requirement_regex(pattern, low).finditer(low))


#: The characters that ``re.IGNORECASE`` matches to an ASCII letter other than themselves and that
#: lowercasing leaves in place (dotted and dotless i, long s; the Kelvin sign, lowered to "k" anyway).
#: Each is looked for with ``in``: none fits in a byte, so a text of Latin-1 characters is not searched at all.
_CASE_FOLDS_TO_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a")

#: A regex source of lowercase ASCII with only the escapes whose meaning does not depend on case.
_CASELESS_SOURCE = re.compile(r"(?:[^\\A-Z\x80-\U0010ffff]|\\[bswd.\-()\[\]\\/+*?|{}&^$ ])*")


def _requirement_regex(pattern: re.Pattern[str], low: str) -> re.Pattern[str]:
    """``pattern`` (case-insensitive) or its case-sensitive twin, whichever finds the same matches faster in ``low``.

    ``low`` is lowercased, so a lowercase pattern finds the same matches
    with or without ``re.IGNORECASE`` unless the text holds one of the few
    characters that ignoring case would match to an ASCII letter ("ſ" to
    "s"); without the flag, :mod:`re` can skip ahead to the letters a match
    starts with.

    Examples:
        >>> p = re.compile(r"\\bgpus?\\b|nvidia", re.IGNORECASE)
        >>> _requirement_regex(p, "two gpus") is p, _requirement_regex(p, "ſome gpus") is p
        (False, True)
        >>> [_requirement_regex(p, t) is p for t in ("2× gpus", "gpus — fast", "gpus — \\u0131", "\\U0001d4aa gpus \\u212a")]
        [False, False, True, True]
    """
    twin = _case_sensitive_twin(pattern.pattern, pattern.flags)
    if twin is None or (not low.isascii() and any(map(low.__contains__, _CASE_FOLDS_TO_ASCII))):
        return pattern
    return twin


@functools.cache
def _case_sensitive_twin(source: str, flags: int) -> re.Pattern[str] | None:
    """The regex ``source`` without ``re.IGNORECASE`` when it is lowercase ASCII without case-dependent escapes.

    Keyed by the pattern's text and flags: hashing a compiled pattern hashes its whole program.
    """
    if not flags & re.IGNORECASE or not _CASELESS_SOURCE.fullmatch(source):
        return None
    return re.compile(letters_first(source), flags & ~re.IGNORECASE)


def _requirement_search(pattern: re.Pattern[str], low: str) -> re.Match[str] | None:
    """``pattern.search(low)`` for the lowercased text ``low``: by its twin (:func:`_requirement_regex`), tried only
    where one of the strings that every match opens with occurs, when there are a few such strings (for one,
    :mod:`re` itself skips ahead to it).

    Examples:
        >>> p = re.compile(r"\\b(?:amd|intel)\\s+(?:and|or)\\s+(?:amd|intel)\\b", re.IGNORECASE)
        >>> _requirement_search(p, "intelligent amd or intel cpus").span()
        (12, 24)
    """
    regex = _requirement_regex(pattern, low)
    openings = match_openings(pattern.pattern) if regex is not pattern else None
    return regex.search(low) if openings is None or len(openings) == 1 else search_at(regex, low, openings)


def longest_first(matches: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str, str]]:
    """Non-overlapping ``(start, end, label, id)`` matches: longest first, then leftmost (``spacy.util.filter_spans``).

    Ties (same tokens, other label or id) go to the smallest ``(label, id)``.

    Examples:
        >>> longest_first([(0, 2, "SYSTEM", "b"), (1, 3, "TECHNIQUE", "c"), (0, 2, "HARDWARE", "a"), (4, 5, "SYSTEM", "d")])
        [(0, 2, 'HARDWARE', 'a'), (4, 5, 'SYSTEM', 'd')]
    """
    ordered = sorted(matches)
    if _disjoint(ordered):
        return ordered  # non-empty and no two overlap: every match stands
    result = []
    seen: set[int] = set()
    for match in sorted(ordered, key=lambda m: (m[1] - m[0], -m[0]), reverse=True):
        start, end = match[0], match[1]
        if start not in seen and end - 1 not in seen:
            result.append(match)
            seen.update(range(start, end))
    return sorted(result, key=lambda m: m[0])


def _disjoint(ordered: list[tuple[int, int, str, str]]) -> bool:
    """Whether sorted ``(start, end, ...)`` matches are each non-empty and none overlaps the next.

    Examples:
        >>> _disjoint([(0, 2, "A", "a"), (2, 3, "A", "b")]), _disjoint([(0, 2, "A", "a"), (1, 3, "A", "b")])
        (True, False)
        >>> _disjoint([(1, 1, "A", "a")]), _disjoint([])
        (False, True)
    """
    previous_end = ordered[0][0] if ordered else 0
    for match in ordered:
        if match[0] >= match[1] or match[0] < previous_end:
            return False
        previous_end = match[1]
    return True


class VocabularyRuler(BatchedComponent):
    """The vocabulary's phrases as entities (``doc.ents``): one phrase matcher on lowercased tokens.

    Like spaCy's ``span_ruler`` writing ``doc.ents`` with
    ``phrase_matcher_attr="LOWER"`` and an entity filter: the longest match
    wins (:func:`longest_first`), then :func:`keep_mention` drops matches
    whose exact casing or ``requires`` context is missing ("DP" in a text
    that never speaks of parallelism). Matches stay plain tuples until they
    are kept, and the kept ones are also stored as :class:`Mention` tuples
    in the doc, so no later step has to read ``doc.ents`` back (which walks
    every token).
    """

    def __init__(self, nlp: Language, name: str = "vocabulary_ruler") -> None:
        from spacy.matcher import PhraseMatcher

        self.nlp = nlp
        self.name = name
        self.phrase_matcher = PhraseMatcher(nlp.vocab, attr="LOWER", validate=False)
        self._labels: dict[int, tuple[str, str]] = {}
        self._hashes: dict[str, int] = {}  # each pattern's label and id in the string store
        self._space_tokens = False  # whether a pattern holds a whitespace token (a match may then end with one)

    def add_patterns(self, patterns: list[dict[str, str]]) -> None:
        """Add phrase patterns ``{"label", "pattern", "id"}`` (the pattern is tokenized as text is)."""
        keys, texts = [], []
        strings = self.nlp.vocab.strings
        for entry in patterns:
            key = repr((entry["label"], entry.get("id", "")))
            self._labels[strings.as_int(key)] = (entry["label"], entry.get("id", ""))
            for name in (entry["label"], entry.get("id", "")):
                self._hashes[name] = strings.add(name)
            keys.append(key)
            texts.append(entry["pattern"])
        for key, pattern in zip(keys, self.nlp.tokenizer.pipe(texts)):
            self._space_tokens = self._space_tokens or any(token.is_space for token in pattern)
            self.phrase_matcher.add(key, [pattern])

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[Mention]:
        labels = self._labels
        found = {(start, end, *labels[match_id]) for match_id, start, end in self.phrase_matcher(doc) if start != end}
        if not found:
            return []
        text = text_of(doc)
        # the token offsets that the sentence breaks read (no token then ends with whitespace, see _char_offsets)
        idx = None if self._space_tokens else memoryview(token_starts(doc))
        exact_ids = _exact_ids()
        if any(m[3] in exact_ids for m in found):
            # a phrase whose casing differs from an exact-case entry ("V100S" for the plural "V100s") never
            # matched that entry: drop it before the longest match is chosen, so the entry spelt that way wins
            forms = exact_forms()
            found = {m for m in found if m[3] not in exact_ids or _exact_case_holds(doc, m, forms, idx)}
        # the exact casing of what is left holds (see keep_mention): only the ``requires`` contexts are tested
        contextual = _contextual_ids()
        kept: list[Mention] = []
        new = tuple.__new__  # what ``Mention(...)`` calls, without its Python-level ``__new__``
        n = len(doc)
        for start, end, label, ident in longest_first(list(found)):
            if idx is None:
                start_char, end_char = _char_offsets(doc, start, end)
            else:  # _char_offsets with ``idx``, inline: a doc holds a few dozen mentions
                after = idx[end] if end < n else len(text)
                start_char, end_char = idx[start], after - 1 if text[after - 1] == " " else after
            mention = new(Mention, (start, end, start_char, end_char, label, ident, text[start_char:end_char]))
            if ident not in contextual or _context_holds(doc, mention, (ident, mention.text.lower())):
                kept.append(mention)
        return kept

    def set_annotations(self, doc: Doc, mentions: list[Mention]) -> Doc:
        """Write ``doc.ents`` as ``doc.ents = spans`` does (every other token outside, its entity id left as it was).

        IOB tags and labels go in one array pass (set item by item: a
        mention is a token or two, where slices cost more); the entity ids
        are set on the entities' own tokens, so the other tokens' ids need
        not be read back.
        """
        if len(doc):
            hashes = self._hashes
            strings = doc.vocab.strings
            # one row per attribute: the columns ``from_array`` reads are then the transpose's, without a copy
            iob, types = arr = numpy.zeros((2, len(doc)), dtype="uint64")
            iob[:] = 2  # "O"
            for m in mentions:
                label = hashes.get(m.label) or strings.add(m.label)
                iob[m.start] = 3  # "B"
                types[m.start] = label
                for i in range(m.start + 1, m.end):
                    iob[i] = 1  # "I"
                    types[i] = label
            doc.from_array([ENT_IOB, ENT_TYPE], arr.T)
            for m in mentions:
                ident = hashes.get(m.id) or strings.add(m.id)
                for i in range(m.start, m.end):
                    doc[i].ent_id = ident
        doc.user_data["paperkg_mentions"] = tuple(sorted(mentions))
        return doc


@functools.cache
def _exact_ids() -> frozenset[str]:
    """Ids with at least one exact-case spelling (a cheap test before reading a match's text)."""
    return frozenset(ident for ident, _ in exact_forms())


@functools.cache
def _contextual_ids() -> frozenset[str]:
    """Ids with a ``requires`` context (on one of their spellings at least)."""
    return frozenset(ident for ident, _ in requirements())


def _exact_case_holds(doc: Doc, match: tuple[int, int, str, str], forms, idx: memoryview | None = None) -> bool:
    """Whether a ``(start, end, label, id)`` match is written as its exact-case entry asks (or has none)."""
    start_char, end_char = _char_offsets(doc, match[0], match[1], idx)
    span_text = text_of(doc)[start_char:end_char]
    allowed = forms.get((match[3], span_text.lower()))
    return allowed is None or span_text in allowed


def _char_offsets(doc: Doc, start: int, end: int, idx: memoryview | None = None) -> tuple[int, int]:
    """``doc[start:end].start_char`` and ``.end_char``, without making the ``Span``.

    Read from its first and last token, or from ``idx`` (:func:`token_starts`)
    and the text when given, for a span whose last token is no whitespace
    token: a token holds no space then, so the text before the next token
    (or the text's end) is its own or a space after it.

    Examples:
        >>> import spacy
        >>> doc = spacy.blank("en")("Fast  kernels, on H100 ")
        >>> idx = memoryview(token_starts(doc))
        >>> [_char_offsets(doc, a, b, idx) == _char_offsets(doc, a, b) for a, b in ((0, 1), (2, 4), (5, 6), (3, 6))]
        [True, True, True, True]
    """
    if idx is None:
        first = doc[start]
        last = first if end == start + 1 else doc[end - 1]
        return first.idx, last.idx + len(last)
    text = text_of(doc)
    after = idx[end] if end < len(idx) else len(text)
    return idx[start], after - 1 if text[after - 1] == " " else after


def _defined_otherwise(text: str, acronym: str, ident: str) -> bool:
    """Whether ``text`` defines ``acronym`` ("long form (ACR)") as something other than ``ident``."""
    if f"({acronym})" not in text:
        return False
    long_form = acronym_for(text, acronym)
    if long_form is None:
        return False
    return ident.replace("-", " ") not in long_form.lower().replace("-", " ")


class TechniqueCues(BatchedComponent):
    """Techniques from coordinations ("tensor and pipeline parallelism") and cue regexes (``doc._.techniques``).

    Only those the vocabulary ruler has not found already: the facts take
    both (:func:`~paperkg.extract.facts_from_doc`), so a cue that could only
    find one of those again is not searched.
    """

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[str]:
        known = {m.id for m in mentions(doc) if m.label == "TECHNIQUE"}
        return sorted(technique_ids(lower_text_of(doc), known, is_lowered=True) - known)

    def set_annotations(self, doc: Doc, ids: list[str]) -> Doc:
        set_result(doc, "techniques", tuple(ids))
        return doc


@functools.cache
def _proposal_verbs() -> tuple[str, ...]:
    return tuple(c["word"] for c in cues()["proposal"])


@functools.cache
def _proposal_stems() -> tuple[str, ...]:
    """The first letters of every proposal verb, and the naming words (each starts with a letter)."""
    return tuple(sorted({w.lower()[:5] for w in _proposal_verbs()} | {"call", "name", "dub", "term", "coin", "novel"}))


@functools.cache
def _hinted() -> WordStartTest:
    """A cheap test for a proposal sentence: a word that starts with a stem of :func:`_proposal_stems`.

    The stems are grouped by their openings (:func:`~paperkg.extract.quantities.by_prefix`):
    the same words, but :mod:`re` tries one group per position instead of every word.
    """
    return WordStartTest(f"(?:{by_prefix([re.escape(stem) for stem in _proposal_stems()])})")


_NAMING = re.compile(r"\b(?:called|named|dubbed|termed)\s")
#: Words that list a system's parts ("comprises", "consists of"), see :func:`~paperkg.extract.names.capitalised_parts`.
_PARTS_WORDS = ("compris", "consist", "compos", "includes", "contains", "features")
#: Count words that open a list of named parts ("two modules: ..."), see :func:`~paperkg.extract.names.counted_defined_names`.
_COUNT_WORDS = (" two ", " three ", " four ", " five ")
#: A present-tense passive proposal verb ("is proposed to", "are introduced for"), see :func:`passive_proposed`.
_PASSIVE_CUE = re.compile(r"\b(?:is|are)\s+(?:\w+\s+)?(?:proposed|introduced|presented)\s")
_CONTRIBUTION = re.compile(r"\b(?:we|our|ours|this\s+(?:paper|work|article|study)|in\s+this\s+(?:paper|work)|here)\b")
#: The test of ``_CONTRIBUTION`` (every alternative starts with a letter), faster.
_contributes = WordStartTest(_CONTRIBUTION.pattern.removeprefix(r"\b"))
_SENT_NAME = re.compile(r"^(?P<name>[A-Z][\w.+!-]*[\w+!])(?:\s*\((?P<acr>[A-Z][\w-]*)\))?,\s+(?:an?|the)\s")
#: What every match of ``_SENT_NAME`` ends with (no two of its matches overlap: each holds one comma, its first character).
_SENT_NAME_TAIL = re.compile(r",\s+(?:an?|the)\s")
#: ", our", ", a novel" or ", a new" (one search of the text instead of three).
_APPOSITION_CUE = re.compile(r", (?:our|a n(?:ovel|ew))")




def _sentences_holding(sents: list[Sentence], spans: list[tuple[int, int]], starts: list[int] | None = None) -> set[int]:
    """Indices of the sentences that hold one of the ``(start, end)`` character spans whole.

    ``starts``: the sentences' start characters, when the caller has them.

    Examples:
        >>> sents = [Sentence(0, 5, 0, 10), Sentence(5, 9, 11, 20), Sentence(9, 12, 21, 30)]
        >>> sorted(_sentences_holding(sents, [(3, 9), (9, 12), (18, 22), (25, 30)]))
        [0, 2]
        >>> _sentences_holding(sents, [(18, 22), (25, 30)], [0, 11, 21])
        {2}
    """
    if not spans:
        return set()
    if starts is None:
        starts = [s.start_char for s in sents]
    out = set()
    for start, end in spans:
        k = bisect.bisect_right(starts, start) - 1
        if k >= 0 and end <= sents[k].end_char:
            out.add(k)
    return out


_STUDY = re.compile(r"\b(?:evaluat\w*|dissect\w*|understand\w*|characteri[sz]\w*|benchmarking|microbenchmark\w*|study|survey|analysis|comparison|performance\s+of)\b", re.IGNORECASE)


#: A numbered variant's suffix after a proposed name ("Name-2"; see :func:`word_then`).
_NUMBER_SUFFIX = re.compile(r"-\d+\b")
_LOWER_UPPER = re.compile(r"[a-z][A-Z]")
_NOT_ALNUM = re.compile(r"[^a-z0-9]")


def _is_hardware(name: str, known: dict[str, str]) -> bool:
    """Whether the vocabulary knows ``name`` as a named device (the only case :func:`_not_a_system` reads ``hardware_ok``)."""
    return known.get(name.lower()) == "HARDWARE"


def _not_a_system(name: str, known: dict[str, str], *, hardware_ok: bool = False, proposed: bool = False) -> bool:
    """Whether ``name`` cannot be a proposed system.

    A hardware class never is; a named device only where the paper presents
    it as its own design (``hardware_ok``: "TPU v4: ..." titles, "we present
    TPU v4"); a technique only when it has a proper name ("PagedAttention",
    not "TP"), or when the sentence proposes it by a capitalised name of
    several words (``proposed``: "we introduce Braided Attention, ...", "which we call Braided Attention").

    Examples:
        >>> known = {"braided attention": "TECHNIQUE", "tp": "TECHNIQUE"}
        >>> _not_a_system("Braided Attention", known), _not_a_system("Braided Attention", known, proposed=True)
        (True, False)
        >>> _not_a_system("TP", known, proposed=True), _not_a_system("braided attention", known, proposed=True)
        (True, True)
    """
    label = known.get(name.lower())
    if label == "HWCLASS" or (label == "HARDWARE" and not hardware_ok):
        return True
    if label == "TECHNIQUE" and proposed and name[:1].isupper() and " " in name and not name.isupper():
        return False
    return label == "TECHNIQUE" and (name.isupper() or not _LOWER_UPPER.search(name))


def _head_acronym(head: str, abstract: str, abstract_low: str) -> re.Match[str] | None:
    """``head (ACR)`` in the abstract, ignoring case (``abstract_low``: the abstract lowercased).

    The regex is built only when it can match: an ASCII head and abstract
    must contain the head's lowercase form and a parenthesis.

    Examples:
        >>> _head_acronym("Warp Fusion", "Warp fusion (WF) is new.", "warp fusion (wf) is new.").group("acr")
        'WF'
        >>> _head_acronym("Warp Fusion", "We fuse warps (WF).", "we fuse warps (wf).") is None
        True
    """
    if "(" not in abstract or (head.isascii() and abstract.isascii() and head.lower() not in abstract_low):
        return None
    return re.search(re.escape(head) + r"\s*\((?P<acr>[A-Za-z][\w-]*)\)", abstract, re.IGNORECASE)


class ProposedSystems(BatchedComponent):
    """Find the names of the systems a paper proposes (title, "we present X", acronyms)."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[str]:
        end = title_end(doc)
        title = text_of(doc)[:end]
        abstract = text_of(doc)[end:]
        verbs = _proposal_verbs()
        names: list[str] = []
        known = {e.text.lower(): e.label for e in mentions(doc)}
        head = proposed_in_title(title) if title else None
        if head and head.startswith("The ") and head not in abstract:
            head = None  # "The Foo Compiler: ..." whose abstract never writes the name with its capital article
        if head:
            words = head.split()
            acr = None
            if len(words) > 1:
                m = _head_acronym(head, abstract, lower_text_of(doc)[end:])
                acr = m.group("acr") if m and is_name_like(m.group("acr")) else None
                if acr is None and words[-1].isupper() and len(words[-1]) > 1 and f"({words[-1]})" in abstract:
                    acr = words[-1]  # "PyTorch FSDP" whose abstract defines "... (FSDP)": the acronym is the name
            # a named device is the paper's own design unless the title reads as a study of hardware
            if not _not_a_system(head, known, hardware_ok=_is_hardware(head, known) and not _STUDY.search(title)) and (
                    acr or not lowercase_phrase(head, abstract)):  # not "Lazy-Merge Caching" written "lazy-merge caching"
                names.append(without_owner(without_release(acr or head, abstract), abstract, owner_words()))
        elif title:
            head = title_tail_name(title, abstract, verbs) or title_head_proposed(title, abstract)
            if head and not _not_a_system(head, known):
                names.append(head)
        full, full_low = text_of(doc), lower_text_of(doc)
        # cues looked for once in the whole abstract: a sentence can only hold what the abstract holds
        apposition_cue = _APPOSITION_CUE.search(full_low, end) is not None
        novel_cue = full_low.find("novel", end) >= 0 or full_low.find(" new ", end) >= 0
        sents = sentences(doc)
        tails = [m.span() for m in _SENT_NAME_TAIL.finditer(full, end)]
        starts = [s.start_char for s in sents] if tails else None  # (for the apposed sentences too)
        appositive = _sentences_holding(sents, tails, starts)
        contributing = _contributing(doc)
        hinted_test = _hinted()
        # on an ASCII text (every slice ASCII too), the two searches of ``hinted_test`` called directly (see WordStartTest)
        ascii_text = full_low.isascii()
        hinted_searches = hinted_test.ascii_searches() if ascii_text else None
        contribution_searches = _contributes.ascii_searches() if ascii_text else None
        apposed: set[int] | None = None
        sibling: str | None = None
        parts_cue: bool | None = None
        count_cue: bool | None = None
        for k, (_, _, start, stop) in enumerate(sents):
            if start < end or start == stop:
                continue
            if len(names) >= 6:
                break
            low = full_low[start:stop]
            hinted = hinted_test(low) if hinted_searches is None else (
                hinted_searches[0](low) or hinted_searches[1](low)) is not None
            apposition = apposition_cue and (", our" in low or ", a novel" in low or ", a new" in low)
            novel = novel_cue and ("novel" in low or " new " in low)
            # named parts of the paper's own system ("Foo uses a planner, Bar, ...", see secondary_names): each shape
            # needs its cue (", Name,", "novel", a proposal verb before names, a parenthesis or the main name's "Foo-"
            # after a proposal word), and the sentence must open with the paper's own work (after "We"/"Our" only for
            # "novel" or a parenthesis); these cheap tests come first
            if names:
                if apposed is None:  # once per abstract: the sentences with ", Name," or ", Name (", and "Foo-"
                    apposed = _sentences_holding(sents, apposed_spans(full, end), starts)
                    sibling = next(iter(sibling_prefixes((names[0],))), None) if "-" in names[0] else None
                if (hinted or novel or k in apposed) and (
                        (_opens_own_work(full, start, names) or full.find(", ", start, start + 30) >= 0)
                        or (novel or hinted and "(" in low) and full.startswith(WE_OPENINGS, start)):
                    verbs_here = hinted and own_verbs_in(low)
                    if k in apposed or novel or verbs_here or hinted and (
                            "(" in low or sibling is not None and full.find(sibling, start, stop) >= 0):
                        names.extend(n for n in secondary_names(full[start:stop], names, abstract, known, verbs=verbs_here,
                                                                novel=novel, parens=hinted, appositions=k in apposed,
                                                                siblings=hinted)
                                     if not _not_a_system(n, known))
            if names and parts_cue is None:  # once per abstract: "..., which" and a word that lists parts
                parts_cue = full_low.find(", which", end) >= 0 and any(full_low.find(w, end) >= 0 for w in _PARTS_WORDS)
            if names and parts_cue and ", which" in low and any(w in low for w in _PARTS_WORDS) \
                    and _opens_own_work(full, start, names):
                # "It comprises a Planner, which ..., and a Keeper, which ...": its named parts
                names.extend(n for n in capitalised_parts(full[start:stop], abstract, known) if not _not_a_system(n, known))
            if names and count_cue is None:  # once per abstract: a count word that may open a list of parts
                count_cue = any(full_low.find(w, end) >= 0 for w in _COUNT_WORDS)
            counted = bool(names) and count_cue and any(w in low for w in _COUNT_WORDS)
            if counted and "(" in low and ("s: " in low or "includ" in low or "namely" in low) \
                    and _opens_own_work(full, start, names):
                # "Quill consists of two modules: the Fast Lane Keeper (FLK) ..., and ... (SLT)": its named parts
                names.extend(n for n in counted_defined_names(full[start:stop]) if not _not_a_system(n, known))
            if counted and ": " in low and ", a" in low and (_opens_own_work(full, start, names) or _contributes(low)):
                # "Within it we built two engines for X: Quill Sync, a ..., and Brisk, an ...": its named parts
                names.extend(n for n in counted_apposed_names(full[start:stop], abstract)
                             if not _not_a_system(n, known) and n.lower() not in known)
            if hinted and names and (_opens_own_work(full, start, names) or novel and full.startswith(WE_OPENINGS, start)) and (
                    "called " in low or "named " in low or "dubbed " in low or "termed " in low):
                # "Foo then uses an algorithm called Bar", "We ... with a novel method called Bar": a named part
                names.extend(n for n in named_part(full[start:stop]) if not _not_a_system(n, known, proposed=True))
            # (the flags first, then ")": a one-character scan, cheap, that "),"/")." need)
            if (names or hinted) and ")" in low and (")," in low or ")." in low) and ", " in low \
                    and (names or _contributes(low)):
                # "... by a lightweight training system, Tiny Training Engine (TTE), which ...": a named part
                names.extend(n for n in apposed_long_forms(full[start:stop]) if not _not_a_system(n, known))
            if hinted and (" is " in low or " are " in low) \
                    and ("ed to " in low or "ed for " in low or "ed as " in low or "ed that " in low) and _PASSIVE_CUE.search(low):
                # "Besides, FooChunk is proposed to reduce ...": a made-up name the paper proposes
                names.extend(n for n in passive_proposed(full[start:stop])
                             if not _not_a_system(n, known) and known.get(n.lower()) != "SYSTEM")
            if not names and full.startswith("Our ", start):  # "Our approach, Foo, ...": the paper's only name
                ours = our_apposed(full[start:stop])
                if ours and not _not_a_system(ours, known):
                    names.append(ours)
            if full.startswith("The resulting ", start):  # "The resulting dataset, Foo, ...": the paper's product
                made = resulting_apposed(full[start:stop])
                if made and not _not_a_system(made, known):
                    names.append(made)
            if not names and "our " in low and ", " in low:  # "we evaluate our implementation, Foo, on ..."
                ours = our_apposed_within(full[start:stop])
                if ours and not _not_a_system(ours, known):
                    names.append(ours)
            if not (hinted or apposition or novel or k in appositive or "(" in low):
                continue  # no rule below can fire ("(" is in the lowercased sentence where it is in the sentence)
            text = full[start:stop]
            if hinted:
                contributes = contributing[start] = _contributes(low) if contribution_searches is None else (
                    contribution_searches[0](low) or contribution_searches[1](low)) is not None
            else:
                contributes = False
            if contributes:
                if not head and "(" in text:
                    names.extend(n for n in title_long_form(title, text) if not _not_a_system(n, known))
                if "Project " in text:
                    names.extend(n for n in project_name(text, abstract) if not _not_a_system(n, known))
                if ", which" in low or ", that" in low:  # "we propose two policies, A, which ..., and B, which ..."
                    names.extend(n for n in counted_names(text, low) if not _not_a_system(n, known))
                for name in proposed_in_sentence(text, verbs, low, abstract=abstract):
                    hardware_ok = _is_hardware(name, known) and not _STUDY.search(title) and not _STUDY.search(low)
                    if not _not_a_system(name, known, hardware_ok=hardware_ok, proposed=True):
                        names.append(name)
            if ("(" in text and (hinted or "novel" in low or "our" in low)) or apposition:
                intro = introduced_acronyms(text)
                # "a custom ASIC, called a Tensor Processing Unit (TPU)": a naming word makes a hardware word a name
                named = named_acronyms(text) if intro and _NAMING.search(low) else ()
                names.extend(n for n in intro if n in named or known.get(n.lower()) not in ("HARDWARE", "HWCLASS"))
            # "we name X" holds a contribution word, "Corvid proposes X" one of its verbs (either is a hint too)
            if contributes or hinted and ("proposes" in text or "introduces" in text or "presents" in text):
                names.extend(n for n in named_by_us(text, names) if not _not_a_system(n, known, proposed=True))
            if novel:
                names.extend(n for n in novel_such_as(text) if not _not_a_system(n, known) and known.get(n.lower()) != "SYSTEM")
            # it opens with [A-Z] and holds the comma and article that follow the name
            m = _SENT_NAME.match(text) if k in appositive and "A" <= text[:1] <= "Z" else None
            if m and is_name_like(m.group("name")) and (
                m.group("name").lower() in title.lower() or known.get(m.group("name").lower()) is None
            ):
                names.append(m.group("acr") or m.group("name"))
        if len(names) > 1 and " " in names[0] and title_head_superseded(names[0], names, abstract):
            del names[0]  # "Foo RL: ..." whose abstract only says "an agent called Foo"
        # numbered variants of a proposed name that the abstract uses ("Name-1 ... Name-2")
        for n in list(names):
            if n[-1:].isalpha() and n + "-" in abstract:  # (every suffix starts with "-")
                names.extend(dict.fromkeys(abstract[start: m.end()] for start, m in word_then(abstract, n, _NUMBER_SUFFIX)))
        out: list[str] = []
        seen: set[str] = set()
        for n in names:
            key = _NOT_ALNUM.sub("", n.lower())
            if key and key not in seen:
                seen.add(key)
                out.append(n)
        if len(out) > 1 and (defined := [a for a in out if f"({a})" in abstract]):
            # "a new layout called Zig-Zag Tiling (ZZT)": the long form and its acronym name one thing, by its short name
            out = [n for n in out if not any(a != n and f"{n} ({a})" in abstract for a in defined)]
        return out

    def set_annotations(self, doc: Doc, names: list[str]) -> Doc:
        set_result(doc, "proposed", tuple(names))
        return doc


def _opens_own_work(text: str, start: int, names: list[str]) -> bool:
    """Whether the sentence at ``start`` opens with the paper's first proposed name or with "It"/"Its"/"This paper"
    (:data:`~paperkg.extract.names.OWN_WORK_OPENINGS`): a sentence about its own work.

    Examples:
        >>> _opens_own_work("Quill has two parts.", 0, ["Quill"]), _opens_own_work("It has two.", 0, ["Quill"])
        (True, True)
        >>> _opens_own_work("Orca has two parts.", 0, ["Quill"])
        False
    """
    return text.startswith(names[0], start) or text.startswith(OWN_WORK_OPENINGS, start)


def compared_baselines(doc: Doc, proposed: tuple[str, ...] | list[str]) -> list[str]:
    """The names the abstract says the paper compares itself against ("We compare Quill against A and B, on ..."),
    number or not (see :func:`~paperkg.extract.names.compared_names`); a listed device, device class or technique
    is left to the comparisons. Only abstracts holding " compare " are read.

    Examples:
        >>> from paperkg.extract import build_nlp
        >>> from paperkg.extract.components import compared_baselines
        >>> nlp = build_nlp()
        >>> doc = nlp("Quill: a planner\\n\\nWe compare Quill against Zorblax and an NVIDIA A100 GPU on ten tasks.")
        >>> compared_baselines(doc, ("Quill",))
        ['Zorblax']
    """
    low = lower_text_of(doc)
    end = title_end(doc)
    if low.find(" compare ", end) < 0:
        return []
    text = text_of(doc)
    others = [m for m in mentions(doc) if m.label != "SYSTEM"]
    out = []
    for s in sentences(doc):
        if s.start_char < end or low.find(" compare ", s.start_char, s.end_char) < 0:
            continue
        for a, b in compared_names(text[s.start_char:s.end_char], proposed):
            a, b = a + s.start_char, b + s.start_char
            if not any(m.start_char < b and a < m.end_char for m in others):
                out.append(text[a:b])
    return out


_EVAL_SETTING = re.compile(
    r"\b(?:evaluat\w*|experiment\w*|benchmark\w*|measur\w*|test\w*|results?|runs?|running|deploy\w*|on\s+(?:\d+|an?|the|eight|four|two|sixteen)?\s*\S*\s*(?:gpus?|tpus?|npus?|fpgas?|cpus?|nodes|servers|clusters?)|using|with)\b"
)


def _mentions(text: str, name: str) -> bool:
    """Whether ``name`` occurs in ``text`` as a whole word (both lowercased)."""
    pos = text.find(name)
    while pos >= 0:
        before = text[pos - 1] if pos else " "
        after = text[pos + len(name)] if pos + len(name) < len(text) else " "
        if not (before.isalnum() or before == "-") and not (after.isalnum() or after == "-"):
            return True
        pos = text.find(name, pos + 1)
    return False


#: What every ``_CONTRIBUTION`` match holds ("ours", "in this paper" too): a sentence with none is not searched.
_CONTRIBUTION_WORDS = ("we", "our", "this", "here")


def _contribution(text: str) -> bool:
    """Whether the lowercased ``text`` speaks of the paper's own work (``_CONTRIBUTION``: "we", "this paper")."""
    return any(map(text.__contains__, _CONTRIBUTION_WORDS)) and _CONTRIBUTION.search(text) is not None


def _contributing(doc: Doc) -> dict[int, bool]:
    """The doc's sentences (by start character) known to speak, or not, of the paper's own work (``_CONTRIBUTION``).

    Filled by :class:`ProposedSystems` for the sentences it asks about, read
    by :class:`ComparisonFinder`: the same test on the same sentence, once.
    """
    return doc.user_data.setdefault("paperkg_contributes", {})


def _mentioned(text: str, lowered_names: list[tuple[str, str]]) -> list[str]:
    """The names (``(lowercased, as written)`` pairs) that the lowercased ``text`` mentions as whole words."""
    return [name for low, name in lowered_names if low in text and _mentions(text, low)]


class ComparisonFinder(BatchedComponent):
    """Every comparison of the abstract's sentences, with subject and hardware context."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[SentenceComparison]:
        end = title_end(doc)
        if is_study_doc(doc):
            return []  # an evaluation or survey of others' products claims nothing (see sentence_comparisons)
        proposed = list(result(doc, "proposed"))
        sents = [s for s in sentences(doc) if s.start_char >= end and s.end_char > s.start_char]
        hardware_by_sent: dict[int, list[str]] = {}
        starts = [s.start for s in sents]
        for ent in mentions(doc):
            if ent.label == "HARDWARE" and ent.start_char >= end:
                k = bisect.bisect_right(starts, ent.start) - 1
                if k >= 0:
                    hardware_by_sent.setdefault(starts[k], []).append(ent.id)
        lowered_names = [(p.lower(), p) for p in proposed]
        started = False
        low = lower_text_of(doc)
        quality = Lazy(functools.partial(quality_context, low))  # asked only when a rule needs it
        setting: tuple[str, ...] = ()
        previous: list[Found] = []
        previous_text = ""
        previous_span = None
        out: list[SentenceComparison] = []
        new = tuple.__new__
        contributing = _contributing(doc)
        for sent in sents:
            text = low[sent.start_char: sent.end_char]
            mentioned = None
            if not started:
                contributes = contributing.get(sent.start_char)
                if contributes is None:
                    contributes = _contribution(text)
                if contributes:
                    started = True
                else:
                    mentioned = _mentioned(text, lowered_names)
                    started = bool(mentioned)
            hw = tuple(dict.fromkeys(hardware_by_sent[sent.start])) if sent.start in hardware_by_sent else ()
            is_setting = bool(hw) and _EVAL_SETTING.search(text) is not None
            current = hw or setting
            if not started or not prefilter_lowered(text):
                if is_setting:
                    setting = hw
                previous, previous_text, previous_span = [], text, sent
                continue
            if mentioned is None:
                mentioned = _mentioned(text, lowered_names)
            subject = mentioned[0] if mentioned else (proposed[0] if proposed else None)
            span = Span(doc, sent.start, sent.end)  # ``doc[sent.start: sent.end]`` without its slice checks
            # the sentence before is read as a Span only for a "respectively" list (see carry_baseline)
            previous_sent = doc[previous_span.start: previous_span.end] \
                if previous_span is not None and "respectively" in text else None
            found_here = carry_baseline(previous, sentence_comparisons(span, proposed=proposed, quality=quality),
                                        previous_text, previous_sent, text)
            previous, previous_text, previous_span = found_here, text, sent
            for found in found_here:  # ``SentenceComparison(...)`` without its Python-level ``__new__``
                out.append(new(SentenceComparison, (sent.start_char, sent.end_char, subject, current, found)))
            if is_setting:
                setting = hw
        return out

    def set_annotations(self, doc: Doc, found: list[SentenceComparison]) -> Doc:
        set_result(doc, "comparisons", tuple(found))
        return doc


@Language.factory("paperkg_sentences")
def make_sentences(nlp: Language, name: str) -> SentenceBreaks:
    """Factory of :class:`SentenceBreaks`."""
    return SentenceBreaks()


@Language.factory("paperkg_vocabulary_ruler")
def make_vocabulary_ruler(nlp: Language, name: str) -> VocabularyRuler:
    """Factory of :class:`VocabularyRuler` (add its patterns with ``add_patterns``)."""
    return VocabularyRuler(nlp, name)


@Language.factory("paperkg_techniques")
def make_techniques(nlp: Language, name: str) -> TechniqueCues:
    """Factory of :class:`TechniqueCues`."""
    return TechniqueCues()


@Language.factory("paperkg_proposed")
def make_proposed(nlp: Language, name: str) -> ProposedSystems:
    """Factory of :class:`ProposedSystems`."""
    return ProposedSystems()


@Language.factory("paperkg_comparisons")
def make_comparisons(nlp: Language, name: str) -> ComparisonFinder:
    """Factory of :class:`ComparisonFinder`."""
    return ComparisonFinder()
