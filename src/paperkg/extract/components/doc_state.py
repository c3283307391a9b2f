"""The per-doc state the components share, kept in ``doc.user_data`` and computed once per doc.

spaCy rebuilds ``doc.text`` and ``doc.ents`` from every token on each access, so the components keep what they
share: the text (:func:`text_of`), its lowercased copy (:func:`lower_text_of`), where the title ends
(:func:`title_end`), the token offsets (:func:`token_starts`), the kept vocabulary matches (:class:`Mention`,
:func:`mentions`) and the sentences (:class:`Sentence`, :func:`sentences`). The components' results
(:data:`RESULTS`) are read and written where ``doc._`` keeps them (:func:`result`, :func:`set_result`), and
:class:`BatchedComponent` gives each component spaCy's ``pipe``. This is the lowest layer of
:mod:`paperkg.extract.components`: it imports none of its modules.

Examples:
    >>> import spacy
    >>> doc = spacy.blank("en")("Quill: a planner\\n\\nQuill is fast.")
    >>> text_of(doc)[title_end(doc):].strip(), lower_text_of(doc)[:5]
    ('Quill is fast.', 'quill')
    >>> set_result(doc, "proposed", ("Quill",)); result(doc, "proposed")
    ('Quill',)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple

import numpy
from spacy.attrs import IDX, SENT_START
from spacy.tokens import Doc

from paperkg.extract.quantities import lowered


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


def token_starts(doc: Doc) -> numpy.ndarray:
    """The character offset of every token (``doc.to_array(IDX)``), computed once per doc."""
    idx = doc.user_data.get("paperkg_idx")
    if idx is None:
        idx = doc.user_data["paperkg_idx"] = doc.to_array(IDX)
    return idx
