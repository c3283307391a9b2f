"""The vocabulary ruler (``paperkg_vocabulary_ruler``): vocabulary phrases as ``doc.ents``.

:class:`VocabularyRuler` runs one phrase matcher on lowercased tokens, keeps the longest match first
(:func:`longest_first`), then drops the matches whose exact casing or ``requires`` context is missing
(:func:`keep_mention`: "DP" in a text that never speaks of parallelism). The ``requires`` patterns are searched
once per doc, by a case-sensitive twin where that finds the same matches faster (:func:`_requirement_regex`).
Built on :mod:`.doc_state`.

Examples:
    >>> longest_first([(0, 2, "SYSTEM", "quill"), (1, 3, "TECHNIQUE", "tiling"), (3, 4, "HARDWARE", "h100")])
    [(0, 2, 'SYSTEM', 'quill'), (3, 4, 'HARDWARE', 'h100')]
"""

from __future__ import annotations

import bisect
import functools
import re

import numpy
from spacy.attrs import ENT_IOB, ENT_TYPE
from spacy.language import Language
from spacy.tokens import Doc

from paperkg.extract.hardware_models import cue_words, device_models
from paperkg.extract.names import acronym_for
from paperkg.extract.quantities import letters_first
from paperkg.extract.regex_literals import match_openings, search_at
from paperkg.extract.vocab import exact_forms, requirements

from .doc_state import BatchedComponent, Mention, lower_text_of, text_of, token_starts


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
        # the words that announce a device named by product line and model ("Tesla", "Galaxy", "GPU"): matched with
        # the vocabulary, so finding them costs nothing more (see paperkg.extract.hardware_models)
        self.add_patterns([{"label": _DEVICE_CUE, "pattern": word, "id": word} for word in cue_words()])

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
        cues = [m for m in found if m[2] == _DEVICE_CUE]
        if not cues:
            return self._vocabulary_matches(doc, found)
        kept = self._vocabulary_matches(doc, found.difference(cues)) if len(cues) < len(found) else []
        starts = token_starts(doc)
        devices = device_models(text_of(doc), sorted((int(starts[start]), cue) for start, _, _, cue in cues))
        return _with_device_models(doc, kept, devices, starts) if devices else kept

    def _vocabulary_matches(self, doc: Doc, found: set[tuple[int, int, str, str]]) -> list[Mention]:
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
            if label == "HWCLASS" and text.startswith("-", end_char) and text[end_char + 1: end_char + 2].isupper() \
                    and mention.text.istitle():
                continue  # "Cluster-GCN": the first word of a hyphenated name, not a class of hardware
            if text.startswith(("-like", "-style"), end_char) and label in ("HARDWARE", "SYSTEM"):
                continue  # "TPUv6e-like hardware", "DeepSpeed-Chat-like systems": a kind like the product, not the product
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


#: The label of a cue word of :mod:`paperkg.extract.hardware_models` among the phrase matches (never an entity).
_DEVICE_CUE = "DEVICE_CUE"


def _with_device_models(doc: Doc, kept: list[Mention], devices, starts) -> list[Mention]:
    """``kept`` with the devices named by product line and model (:func:`device_models`) that no vocabulary phrase
    covers: a device replaces the hardware phrases inside it ("NVIDIA Jetson" of "NVIDIA Jetson TX1"), never a
    system, a technique or a longer phrase (``starts``: :func:`token_starts`). Their labels go to
    ``doc.user_data["paperkg_device_labels"]``."""
    n = len(doc)
    text = text_of(doc)
    labels = doc.user_data.setdefault("paperkg_device_labels", {})
    out = list(kept)
    for d in devices:
        first = bisect.bisect_left(starts, d.start)
        last = bisect.bisect_left(starts, d.end)  # the token after the device
        if first >= n or starts[first] != d.start or len(doc[last - 1]) + starts[last - 1] != d.end:
            continue  # not on token boundaries ("K20X-based")
        inside = [m for m in out if m.start_char < d.end and d.start < m.end_char]
        if any(m.label not in ("HARDWARE", "HWCLASS") or m.start_char < d.start or m.end_char > d.end
               or (m.start_char, m.end_char) == (d.start, d.end) for m in inside):
            continue  # a known name, or a vocabulary phrase as long or longer: the vocabulary's reading stands
        out = [m for m in out if m not in inside]
        out.append(Mention(first, last, d.start, d.end, "HARDWARE", d.id, text[d.start:d.end]))
        labels[d.id] = d.label
    return sorted(out)


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
