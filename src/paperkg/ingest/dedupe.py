"""Merge records of the same paper into one :class:`~paperkg.model.Paper`.

Two records are the same paper when they share

* a record id or an arXiv id;
* a normalised title (case, accents and punctuation ignored), unless both
  have abstracts that clearly differ: "Comet" and "COMET" about different
  things stay two papers;
* a near-identical abstract (another version of the paper under a new title):
  a Levenshtein-based similarity (rapidfuzz ``ratio``) of at least
  :data:`ABSTRACT_SIMILARITY` over the first :data:`COMPARE_CHARS` characters.

Candidate pairs for the abstract test come from bottom-k shingle sketches, so
the work grows with the number of records, not its square, and a
multi-megabyte abstract costs no more than its first few thousand characters.

When merged records disagree, the choice is deterministic: the longest title
(the first among equals; the others become ``alt_titles``), the longest
abstract, the most precise then earliest date, the largest author count and
upvote count, the first arXiv id and URL in input order; every source and
record id is kept.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
import zlib
from collections import defaultdict
from collections.abc import Sequence

from paperkg.model import Paper, Record, slugify

__all__ = [
    "ABSTRACT_SIMILARITY",
    "TITLE_ABSTRACT_SIMILARITY",
    "COMPARE_CHARS",
    "MAX_KEY_LENGTH",
    "PARALLEL_SKETCHES",
    "merge_records",
    "normalize_title",
    "paper_key",
]

#: rapidfuzz ``ratio`` (0-100) above which two abstracts are one paper.
ABSTRACT_SIMILARITY: float = 90.0
#: Records with the same normalised title merge unless both abstracts exist and
#: their rapidfuzz ``token_set_ratio`` is below this.
TITLE_ABSTRACT_SIMILARITY: float = 60.0
#: Only this many leading characters of an abstract are compared.
COMPARE_CHARS: int = 4000
#: Abstracts shorter than this are never merged on abstract alone.
MIN_ABSTRACT_CHARS: int = 200
#: Longest paper key made from a title.
MAX_KEY_LENGTH: int = 80

_SHINGLE_WORDS = 5
_SKETCH_SIZE = 8
# A sketch value shared by more records than this is boilerplate ("code is
# available at"), not evidence of a duplicate: its bucket is skipped, so the
# candidate pairs stay linear in the corpus instead of quadratic. True
# duplicates share most of their sketch and still meet in a smaller bucket.
_MAX_BUCKET = 32
_WORD = re.compile(r"[a-z0-9]+")
# bytes.translate table: ASCII lowercase letters and digits kept, every other byte a space
_WORD_BYTES = bytes(b if b in b"abcdefghijklmnopqrstuvwxyz0123456789" else 32 for b in range(256))


def normalize_title(title: str) -> str:
    """The title compared for duplicates: lowercase ASCII words, single-spaced.

    Examples:
        >>> normalize_title("COMET: Towards  Practical W4A4KV4 LLMs Serving!")
        'comet towards practical w4a4kv4 llms serving'
        >>> normalize_title("Naïve Scaling") == normalize_title("naive scaling")
        True
    """
    ascii_text = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode().lower()
    return " ".join(_WORD.findall(ascii_text))


def paper_key(title: str, arxiv_id: str | None = None) -> str:
    """The paper's key: its arXiv id when known, else its title's slug.

    Title slugs longer than :data:`MAX_KEY_LENGTH` are cut at a hyphen.

    Examples:
        >>> paper_key("Tawa: Automatic Warp Specialization", "2510.14719")
        '2510.14719'
        >>> paper_key("Tawa: Automatic Warp Specialization")
        'tawa-automatic-warp-specialization'
        >>> len(paper_key("word " * 40)) <= 80
        True
    """
    if arxiv_id:
        return slugify(arxiv_id)
    slug = slugify(title)
    if len(slug) > MAX_KEY_LENGTH:
        cut = slug.rfind("-", 0, MAX_KEY_LENGTH + 1)
        slug = slug[: cut if cut > 0 else MAX_KEY_LENGTH].strip("-.")
    return slug


def merge_records(records: Sequence[Record], *, jobs: int | None = 1) -> list[Paper]:
    """Group records of the same paper and merge each group into a Paper.

    Args:
        records: Records in input order (the order breaks ties).
        jobs: Worker processes that compute the abstract sketches of a large
            input (at least :data:`PARALLEL_SKETCHES` records; ``None``: one
            per core). The result is the same for any number.

    Returns:
        Papers sorted by key; keys are unique.

    Examples:
        >>> a = Record("Comet: MoE overlap", "Comet overlaps communication " * 10, "a.txt")
        >>> b = Record("COMET: MoE Overlap", "A benchmark of reasoning tasks " * 10, "b.txt")
        >>> c = Record("Comet: MoE overlap", "", "c.jsonl", identifier="x1")
        >>> papers = merge_records([a, b, c])
        >>> sorted((p.title, p.sources) for p in papers)
        [('COMET: MoE Overlap', ('b.txt',)), ('Comet: MoE overlap', ('a.txt', 'c.jsonl'))]
        >>> sorted(p.key for p in papers)  # same slug: a stable hash tells them apart
        ['comet-moe-overlap-b1fb03', 'comet-moe-overlap-deaf1c']
    """
    groups = _UnionFind(len(records))
    _link_ids(records, groups)
    _link_titles(records, groups)
    _link_abstracts(records, groups, jobs)
    members: dict[int, list[int]] = defaultdict(list)
    for index in range(len(records)):
        members[groups.find(index)].append(index)
    papers = [_merge([records[i] for i in sorted(group)]) for group in members.values()]
    return _unique_keys(papers)


class _UnionFind:
    def __init__(self, size: int) -> None:
        self.parent = list(range(size))

    def find(self, item: int) -> int:
        root = item
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[item] != root:
            self.parent[item], item = root, self.parent[item]
        return root

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            # the smaller index stays the root: merging is order-independent
            self.parent[max(ra, rb)] = min(ra, rb)


def _link_ids(records: Sequence[Record], groups: _UnionFind) -> None:
    first: dict[tuple[str, str], int] = {}
    for index, record in enumerate(records):
        keys = []
        if record.arxiv_id:
            keys.append(("arxiv", record.arxiv_id.lower()))
        if record.identifier:
            keys.append(("id", record.identifier.strip().lower()))
        for key in keys:
            if key in first:
                groups.union(first[key], index)
            else:
                first[key] = index


def _link_titles(records: Sequence[Record], groups: _UnionFind) -> None:
    from rapidfuzz import fuzz

    by_title: dict[str, list[int]] = defaultdict(list)
    for index, record in enumerate(records):
        by_title[normalize_title(record.title)].append(index)
    for indexes in by_title.values():
        if len(indexes) < 2:
            continue
        anchors: list[int] = []  # one record with an abstract per distinct paper
        without_abstract: list[int] = []
        for index in indexes:
            text = _compared(records[index].abstract)
            if not text:
                without_abstract.append(index)
                continue
            for anchor in anchors:
                score = fuzz.token_set_ratio(_compared(records[anchor].abstract), text)
                if score >= TITLE_ABSTRACT_SIMILARITY:
                    groups.union(anchor, index)
                    break
            else:
                anchors.append(index)
        # records without an abstract join the first paper of that title
        target = anchors[0] if anchors else without_abstract[0]
        for index in without_abstract:
            groups.union(target, index)


def _link_abstracts(records: Sequence[Record], groups: _UnionFind, jobs: int | None = 1) -> None:
    """Union the records whose abstracts are near-identical (see the module docstring).

    Candidate pairs are every two records sharing a sketch value whose bucket
    holds at most :data:`_MAX_BUCKET` records. A pair already in one group,
    or whose lengths or character counts alone rule out a similarity of
    :data:`ABSTRACT_SIMILARITY`, is not scored: both tests are exact bounds,
    so the groups are the same as scoring every candidate pair.
    """
    from itertools import combinations

    buckets: dict[int, list[int]] = defaultdict(list)
    eligible = [i for i, record in enumerate(records) if len(record.abstract) >= MIN_ABSTRACT_CHARS]
    for index, sketch in zip(eligible, _sketches([records[i].abstract for i in eligible], jobs)):
        for value in sketch:
            buckets[value].append(index)
    candidates: set[tuple[int, int]] = set()
    for indexes in buckets.values():
        if 1 < len(indexes) <= _MAX_BUCKET:
            candidates.update(combinations(indexes, 2))  # indexes ascend: a < b
    pairs = sorted(p for p in candidates if groups.find(p[0]) != groups.find(p[1]))
    if not pairs:
        return
    abstracts = {i: records[i].abstract for i in sorted({i for pair in pairs for i in pair})}
    pairs = _possible(pairs, abstracts)
    compared = {i: _compared(abstracts[i]) for i in sorted({i for pair in pairs for i in pair})}
    for a, b in _similar_pairs(pairs, compared):
        groups.union(a, b)


def _similar_pairs(pairs: list[tuple[int, int]], compared: dict[int, str]) -> list[tuple[int, int]]:
    """The pairs whose rapidfuzz ``ratio`` reaches :data:`ABSTRACT_SIMILARITY`, in order.

    Scored in one call on every core (rapidfuzz ``process.cpdist``, the same
    scorer) when rapidfuzz has it, else pair by pair.

    Examples:
        >>> _similar_pairs([(0, 1), (0, 2)], {0: "a" * 300, 1: "a" * 299 + "b", 2: "b" * 300})
        [(0, 1)]
    """
    from rapidfuzz import fuzz, process

    if not pairs:
        return []
    cpdist = getattr(process, "cpdist", None)  # rapidfuzz >= 3.6
    if cpdist is None:  # pragma: no cover - older rapidfuzz
        scores = [fuzz.ratio(compared[a], compared[b], score_cutoff=ABSTRACT_SIMILARITY) for a, b in pairs]
    else:
        queries = [compared[a] for a, _ in pairs]
        choices = [compared[b] for _, b in pairs]
        scores = cpdist(queries, choices, scorer=fuzz.ratio, score_cutoff=ABSTRACT_SIMILARITY, workers=-1).tolist()
    return [pair for pair, score in zip(pairs, scores) if score >= ABSTRACT_SIMILARITY]


# Characters are counted in this many bins (code point modulo, counts capped):
# merging bins and capping counts only shrink the distance between two count
# vectors, so it stays a lower bound of the edit distance.
_HISTOGRAM_BINS = 256
_PAIR_CHUNK = 4096


def _possible(pairs: list[tuple[int, int]], abstracts: dict[int, str]) -> list[tuple[int, int]]:
    """The pairs that may still reach :data:`ABSTRACT_SIMILARITY` (exact bounds, in order).

    What is compared is :func:`_compared` of each abstract. rapidfuzz
    ``ratio`` is ``100 * (1 - d / (len(a) + len(b)))`` with ``d`` the
    insert/delete edit distance, and ``d`` is at least both the length
    difference and the summed difference of the character counts. A pair is
    dropped only when that bound already puts it below the threshold (with a
    margin for rounding). Only the counts are kept, not the compared texts.

    Examples:
        >>> _possible([(0, 1), (0, 2)], {0: "a" * 300, 1: "a" * 290 + "b" * 10, 2: "b" * 300})
        [(0, 1)]
    """
    import numpy as np

    order = sorted(abstracts)
    row = {index: n for n, index in enumerate(order)}
    lengths = np.zeros(len(order), dtype=np.int64)
    counts = np.zeros((len(order), _HISTOGRAM_BINS), dtype=np.int16)
    for n, index in enumerate(order):
        text = _compared(abstracts[index])
        lengths[n] = len(text)
        codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32) % _HISTOGRAM_BINS
        counts[n] = np.minimum(np.bincount(codes, minlength=_HISTOGRAM_BINS), 30000)
    # d <= (1 - threshold / 100) * (len(a) + len(b)) is needed to pass; allow a margin
    slack = 1.0 - ABSTRACT_SIMILARITY / 100.0
    kept: list[tuple[int, int]] = []
    for start in range(0, len(pairs), _PAIR_CHUNK):
        chunk = pairs[start : start + _PAIR_CHUNK]
        a = np.array([row[p[0]] for p in chunk], dtype=np.int64)
        b = np.array([row[p[1]] for p in chunk], dtype=np.int64)
        total = lengths[a] + lengths[b]
        limit = slack * total * 1.001 + 1
        ok = np.abs(lengths[a] - lengths[b]) <= limit
        if ok.any():
            where = np.flatnonzero(ok)
            diff = np.abs(counts[a[where]].astype(np.int32) - counts[b[where]]).sum(axis=1)
            ok[where] = diff <= limit[where]
        kept.extend(chunk[i] for i in np.flatnonzero(ok).tolist())
    return kept


#: Inputs with at least this many abstracts have their sketches computed by
#: worker processes when ``jobs`` allows (below it, starting them costs more).
PARALLEL_SKETCHES: int = 20_000
_SKETCH_CHUNK = 2_000


def _sketches(abstracts: list[str], jobs: int | None) -> list[list[int]]:
    """:func:`_sketch` of each abstract, in order; by worker processes for a large input."""
    from paperkg.executors import default_jobs

    jobs = jobs or default_jobs()
    if jobs <= 1 or len(abstracts) < PARALLEL_SKETCHES:
        return [_sketch(abstract) for abstract in abstracts]
    from paperkg.executors import LocalExecutor

    chunks = (
        [abstract[:COMPARE_CHARS] for abstract in abstracts[i : i + _SKETCH_CHUNK]]
        for i in range(0, len(abstracts), _SKETCH_CHUNK)
    )
    sketches: list[list[int]] = []
    with LocalExecutor(jobs) as pool:
        for part in pool.map(_sketch_chunk, chunks):
            sketches.extend(part)
    return sketches


def _sketch_chunk(abstracts: list[str]) -> list[list[int]]:
    """The worker task of :func:`_sketches`."""
    return [_sketch(abstract) for abstract in abstracts]


def _compared(abstract: str) -> str:
    return abstract[:COMPARE_CHARS].casefold()


def _sketch(abstract: str) -> list[int]:
    """The smallest hashes of the abstract's word 5-grams (a bottom-k sketch).

    Each 5-gram is its words joined by single spaces; its hash is CRC-32.

    Examples:
        >>> words = "we present a fast kernel compiler for modern gpus".split()
        >>> slow = sorted({zlib.crc32(" ".join(words[i : i + 5]).encode()) for i in range(len(words) - 4)})[:8]
        >>> _sketch(" ".join(words)) == slow
        True
        >>> _sketch("Two words") == [zlib.crc32(b"two words")]
        True
    """
    # the words of _WORD, found on bytes: UTF-8 keeps ASCII letters and digits
    # as themselves and turns every other character into bytes >= 0x80
    words = abstract[:COMPARE_CHARS].lower().encode("utf-8", "surrogatepass").translate(_WORD_BYTES).split()
    if len(words) <= _SHINGLE_WORDS:
        return [zlib.crc32(b" ".join(words))]
    shingles = map(b" ".join, zip(*(words[i:] for i in range(_SHINGLE_WORDS))))
    return sorted(set(map(zlib.crc32, shingles)))[:_SKETCH_SIZE]


_PRECISION = {10: 3, 7: 2, 4: 1}  # YYYY-MM-DD, YYYY-MM / --MM-DD, YYYY


def _date_rank(issued: str) -> tuple[int, str]:
    return (-_PRECISION.get(len(issued), 0), issued)


def _merge(records: list[Record]) -> Paper:
    first_longest = max(range(len(records)), key=lambda i: (len(records[i].title), -i))
    title = records[first_longest].title
    alt_titles = sorted({r.title for r in records} - {title})
    abstract = max(enumerate(records), key=lambda p: (len(p[1].abstract), -p[0]))[1].abstract
    dates = sorted((r.issued for r in records if r.issued), key=_date_rank)
    authors = max(enumerate(records), key=lambda p: (len(p[1].authors), -p[0]))[1].authors
    counts = [r.author_count for r in records if r.author_count is not None]
    upvotes = [r.upvotes for r in records if r.upvotes is not None]
    arxiv_id = next((r.arxiv_id for r in records if r.arxiv_id), None)
    return Paper(
        key=paper_key(title, arxiv_id),
        title=title,
        abstract=abstract,
        alt_titles=tuple(alt_titles),
        sources=tuple(sorted({r.source for r in records})),
        identifiers=tuple(sorted({r.identifier for r in records if r.identifier})),
        issued=dates[0] if dates else None,
        author_count=max(counts) if counts else (len(authors) or None),
        authors=authors,
        upvotes=max(upvotes) if upvotes else None,
        arxiv_id=arxiv_id,
        url=next((r.url for r in records if r.url), None),
    )


def _unique_keys(papers: list[Paper]) -> list[Paper]:
    """Give papers that share a key a short stable suffix; sort by key."""
    from dataclasses import replace

    by_key: dict[str, list[Paper]] = defaultdict(list)
    for paper in papers:
        by_key[paper.key].append(paper)
    result = []
    for key, same in by_key.items():
        if len(same) == 1:
            result.append(same[0])
            continue
        for paper in same:
            digest = hashlib.sha1(f"{paper.title}\n{paper.abstract[:COMPARE_CHARS]}".encode()).hexdigest()[:6]
            result.append(replace(paper, key=f"{key}-{digest}"))
    return sorted(result, key=lambda p: p.key)
