"""The sentence-break component (``paperkg_sentences``): spaCy's sentencizer rule plus a start after every line break.

:class:`SentenceBreaks` finds the sentence starts from a few token reads: the text tells where the sentence-final
characters (:func:`_final_positions`) and line breaks are, and only the tokens right after them are read.
:func:`sentence_starts` is the same rule for given enders. Built on :mod:`.doc_state`.

Examples:
    >>> import spacy
    >>> doc = SentenceBreaks()(spacy.blank("en")("Quill: a planner\\n\\nIt is fast. It is small!"))
    >>> [str(s) for s in doc.sents]
    ['Quill: a planner\\n\\n', 'It is fast.', 'It is small!']
"""

from __future__ import annotations

import bisect
import functools
import re

import numpy
from spacy.attrs import SENT_START
from spacy.tokens import Doc

from .doc_state import BatchedComponent, _sentence_tuples, text_of, token_starts


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
