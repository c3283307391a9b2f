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


def merge_records(records: Sequence[Record]) -> list[Paper]:
    """Group records of the same paper and merge each group into a Paper.

    Args:
        records: Records in input order (the order breaks ties).

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
    _link_abstracts(records, groups)
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


def _link_abstracts(records: Sequence[Record], groups: _UnionFind) -> None:
    from rapidfuzz import fuzz

    buckets: dict[int, list[int]] = defaultdict(list)
    for index, record in enumerate(records):
        if len(record.abstract) >= MIN_ABSTRACT_CHARS:
            for value in _sketch(record.abstract):
                buckets[value].append(index)
    checked: set[tuple[int, int]] = set()
    for indexes in buckets.values():
        if len(indexes) > _MAX_BUCKET:
            continue
        for i, a in enumerate(indexes):
            for b in indexes[i + 1 :]:
                if (a, b) in checked or groups.find(a) == groups.find(b):
                    continue
                checked.add((a, b))
                score = fuzz.ratio(
                    _compared(records[a].abstract), _compared(records[b].abstract), score_cutoff=ABSTRACT_SIMILARITY
                )
                if score >= ABSTRACT_SIMILARITY:
                    groups.union(a, b)


def _compared(abstract: str) -> str:
    return abstract[:COMPARE_CHARS].casefold()


def _sketch(abstract: str) -> list[int]:
    """The smallest hashes of the abstract's word 5-grams (a bottom-k sketch)."""
    words = _WORD.findall(abstract[:COMPARE_CHARS].lower())
    shingles = {
        zlib.crc32(" ".join(words[i : i + _SHINGLE_WORDS]).encode())
        for i in range(max(1, len(words) - _SHINGLE_WORDS + 1))
    }
    return sorted(shingles)[:_SKETCH_SIZE]


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
