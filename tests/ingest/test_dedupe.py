"""Merging records of one paper; keeping different papers apart."""

from __future__ import annotations

import random

from paperkg.ingest.dedupe import merge_records, normalize_title, paper_key
from paperkg.model import Record

COMET_MOE = (
    "Mixture-of-experts (MoE) has been extensively employed to scale large language models to trillion-plus "
    "parameters while maintaining a fixed computational cost. We propose Comet, an optimized MoE system with "
    "fine-grained communication-computation overlapping. Comet accelerates a single MoE layer by 1.96x."
)
COMET_QUANT = (
    "Quantization is a widely used compression technique for reducing the memory and computation costs of large "
    "pre-trained models. We propose COMET, a serving system with a W4A4KV4 mixed-precision scheme that achieves "
    "a 2.88x kernel-level speedup over cuBLAS and a 2.02x end-to-end throughput improvement."
)
V1 = (
    "The rise of GPU-based high-performance computing has driven the adoption of parallel programming models such "
    "as CUDA. In this paper, we propose QiMeng-MuPa, a novel Mutual-Supervised Learning framework for "
    "Sequential-to-Parallel code translation. QiMeng-MuPa consists of two models, a Translator and a Tester, that "
    "mutually generate data for each other and improve collectively, improving Pass@1 by up to 28.91%."
)
V2 = V1.replace("QiMeng-MuPa, a novel Mutual-Supervised Learning framework", "a novel Mutual-Supervised Learning (MuSL) framework").replace(
    "QiMeng-MuPa consists", "MuSL consists"
)


def rec(title: str, abstract: str, source: str = "a.txt", **kw) -> Record:
    return Record(title=title, abstract=abstract, source=source, **kw)


def test_same_title_on_several_pages_is_one_paper() -> None:
    papers = merge_records([rec("Tawa", COMET_MOE, "p1.txt", upvotes=2), rec("Tawa", COMET_MOE, "p2.txt", upvotes=5)])
    [paper] = papers
    assert paper.sources == ("p1.txt", "p2.txt") and paper.upvotes == 5 and paper.alt_titles == ()


def test_title_match_ignores_case_accents_and_punctuation() -> None:
    [paper] = merge_records([rec("Naïve Scaling: A Study", COMET_MOE), rec("naive scaling: a study", "", "b.bib")])
    assert paper.title == "Naïve Scaling: A Study" and paper.alt_titles == ("naive scaling: a study",)


def test_versions_under_two_titles_merge_by_abstract() -> None:
    short = "Mutual-Supervised Learning for Sequential-to-Parallel Code Translation"
    long = "QiMeng-MuPa: " + short
    [paper] = merge_records([rec(short, V2, "b.txt"), rec(long, V1, "a.txt")])
    assert paper.title == long and paper.alt_titles == (short,)
    assert paper.abstract == V1  # the longest abstract
    assert paper.sources == ("a.txt", "b.txt")


def test_comet_and_comet_stay_apart() -> None:
    full = merge_records(
        [
            rec("Comet: Fine-grained Computation-communication Overlapping for Mixture-of-Experts", COMET_MOE),
            rec("COMET: Towards Partical W4A4KV4 LLMs Serving", COMET_QUANT, "b.atom"),
        ]
    )
    assert len(full) == 2
    # even under the very same short title, different abstracts mean different papers
    short = merge_records([rec("Comet", COMET_MOE, "a.txt"), rec("COMET", COMET_QUANT, "b.json")])
    assert sorted(p.title for p in short) == ["COMET", "Comet"]
    assert len({p.key for p in short}) == 2 and all(p.key.startswith("comet-") for p in short)


def test_same_ids_merge_whatever_the_titles() -> None:
    papers = merge_records(
        [
            rec("Speculative Decoding", COMET_MOE, "a.atom", arxiv_id="2211.17192"),
            rec("Fast Inference via Speculative Decoding", "", "b.bib", identifier="k1", arxiv_id="2211.17192"),
            rec("Another Title Entirely", "", "c.json", identifier="K1"),
        ]
    )
    [paper] = papers
    assert paper.key == "2211.17192" and paper.arxiv_id == "2211.17192"
    assert paper.title == "Fast Inference via Speculative Decoding"
    assert paper.alt_titles == ("Another Title Entirely", "Speculative Decoding")
    assert paper.identifiers == ("K1", "k1")


def test_short_or_different_abstracts_do_not_merge() -> None:
    assert len(merge_records([rec("A", "We propose X."), rec("B", "We propose X.")])) == 2
    assert len(merge_records([rec("A", COMET_MOE), rec("B", COMET_QUANT)])) == 2


def test_metadata_is_picked_deterministically() -> None:
    records = [
        rec("T", COMET_MOE, "a.txt", issued="--04-04", author_count=3),
        rec("T", COMET_MOE, "b.txt", issued="2025-04-04", upvotes=1, url="https://x/1"),
        rec("T", COMET_MOE, "c.json", issued="2024", authors=("A", "B"), url="https://x/2"),
    ]
    [paper] = merge_records(records)
    assert paper.issued == "2025-04-04"  # the most precise date
    assert paper.author_count == 3 and paper.authors == ("A", "B")
    assert paper.url == "https://x/1"
    for _ in range(5):
        shuffled = records[:]
        random.shuffle(shuffled)
        [again] = merge_records(shuffled)
        assert (again.issued, again.author_count, again.sources) == (paper.issued, paper.author_count, paper.sources)


def test_output_is_sorted_and_stable() -> None:
    records = [rec(f"Paper {i}", f"Abstract number {i} " * 20, f"f{i % 3}.txt") for i in range(30)]
    first = merge_records(records)
    assert [p.key for p in first] == sorted(p.key for p in first)
    assert merge_records(records) == first


def test_paper_key() -> None:
    assert paper_key("Anything", "cs/0112017") == "cs-0112017"
    long_title = "A Very Long Title About Scaling Distributed Training of Large Language Models Across Many Accelerators"
    key = paper_key(long_title)
    assert len(key) <= 80 and not key.endswith("-") and long_title.lower().replace(" ", "-").startswith(key)
    assert normalize_title("COMET!") == normalize_title("Comet")


def test_many_records_stay_fast() -> None:
    import time

    rng = random.Random(7)
    vocabulary = [f"w{n}" for n in range(5000)]
    records = [rec(f"Distinct paper {i}", " ".join(rng.choices(vocabulary, k=120)), f"f{i % 7}.txt") for i in range(3000)]
    # and every one of them listed a second time on another page, under a new title
    records += [rec(f"Renamed {r.title}", r.abstract, "g.txt") for r in records]
    started = time.perf_counter()
    papers = merge_records(records)
    assert time.perf_counter() - started < 30
    assert len(papers) == 3000
    assert all(len(p.sources) == 2 and len(p.alt_titles) == 1 for p in papers)


def _slow_sketch(abstract: str) -> list[int]:
    """The sketch as first written: regex words, 5-word shingles, CRC-32, the 8 smallest."""
    import re
    import zlib

    words = re.findall(r"[a-z0-9]+", abstract[:4000].lower())
    shingles = {zlib.crc32(" ".join(words[i : i + 5]).encode()) for i in range(max(1, len(words) - 4))}
    return sorted(shingles)[:8]


def test_the_fast_sketch_is_the_word_shingle_sketch() -> None:
    from paperkg.ingest.dedupe import _sketch

    rng = random.Random(3)
    pieces = ["GPU", "x", "1.5×", "naïve", "İstanbul", "K", "\u212a", "—", "ß", "a-b", "  ", "\n", "é", "ǅ", "99", "\ud800"]
    texts = ["", "one", "one two three four five", "one two three four five six", V1, V2, COMET_MOE, "x" * 5000]
    texts += [" ".join(rng.choice(pieces) for _ in range(rng.randrange(1, 400))) for _ in range(300)]
    for text in texts:
        assert _sketch(text) == _slow_sketch(text), text[:80]


def _edited(text: str, rng: random.Random, edits: int) -> str:
    chars = list(text)
    for _ in range(edits):
        i = rng.randrange(len(chars))
        if rng.random() < 0.5:
            del chars[i]
        else:
            chars.insert(i, rng.choice("abcdefghijklmnopqrstuvwxyz ,.0123456789"))
    return "".join(chars)


def test_the_pair_bounds_never_drop_a_pair_that_scores_high_enough() -> None:
    from rapidfuzz import fuzz

    from paperkg.ingest.dedupe import ABSTRACT_SIMILARITY, _compared, _possible

    rng = random.Random(11)
    base = [V1, V2, COMET_MOE, COMET_QUANT]
    texts = [rng.choice(base)]
    for _ in range(400):  # edits around the threshold: 0 to ~25% of the characters
        texts.append(_edited(rng.choice(base), rng, rng.randrange(0, 120)))
    pairs = [(a, b) for a in range(len(texts)) for b in range(a + 1, len(texts)) if rng.random() < 0.05]
    kept = set(_possible(pairs, dict(enumerate(texts))))
    compared = [_compared(text) for text in texts]
    similar = {p for p in pairs if fuzz.ratio(compared[p[0]], compared[p[1]]) >= ABSTRACT_SIMILARITY}
    assert similar and similar <= kept  # exact: every pair that can merge is scored
    assert len(kept) < len(pairs)  # and the bounds do rule pairs out


def _reference_groups(records: list[Record]) -> list[frozenset[int]]:
    """Which records end up together when every candidate pair of the sketch buckets is scored."""
    from collections import defaultdict

    from rapidfuzz import fuzz

    from paperkg.ingest import dedupe

    groups = dedupe._UnionFind(len(records))
    dedupe._link_ids(records, groups)
    dedupe._link_titles(records, groups)
    buckets: dict[int, list[int]] = defaultdict(list)
    for index, record in enumerate(records):
        if len(record.abstract) >= dedupe.MIN_ABSTRACT_CHARS:
            for value in _slow_sketch(record.abstract):
                buckets[value].append(index)
    for indexes in buckets.values():
        if len(indexes) > dedupe._MAX_BUCKET:
            continue
        for i, a in enumerate(indexes):
            for b in indexes[i + 1 :]:
                x, y = records[a].abstract[:4000].casefold(), records[b].abstract[:4000].casefold()
                if fuzz.ratio(x, y) >= dedupe.ABSTRACT_SIMILARITY:
                    groups.union(a, b)
    members: dict[int, set[int]] = defaultdict(set)
    for index in range(len(records)):
        members[groups.find(index)].add(index)
    return sorted(map(frozenset, members.values()), key=min)


def test_merging_is_the_same_as_scoring_every_candidate_pair() -> None:
    rng = random.Random(5)
    base = [V1, V2, COMET_MOE, COMET_QUANT, V1.replace("CUDA", "HIP"), COMET_MOE.replace("1.96x", "2.5x")]
    records = []
    for i in range(300):  # versions of a few abstracts under distinct titles, some close, some not
        text = _edited(rng.choice(base), rng, rng.choice([0, 5, 40, 90, 200]))
        records.append(rec(f"Paper number {i}", text, f"s{i % 3}.txt"))
    papers = merge_records(records)
    expected = _reference_groups(records)
    got = sorted(
        (frozenset(i for i, r in enumerate(records) if r.title in {p.title, *p.alt_titles}) for p in papers), key=min
    )
    assert got == expected
    assert 1 < len(expected) < len(records)  # some merged, some kept apart


def test_sketches_from_worker_processes_merge_the_same(monkeypatch) -> None:
    from paperkg.ingest import dedupe

    rng = random.Random(9)
    base = [V1, V2, COMET_MOE, COMET_QUANT]
    records = [rec(f"Paper {i}", _edited(rng.choice(base), rng, rng.choice([0, 10, 150])), "a.txt") for i in range(120)]
    alone = merge_records(records)
    monkeypatch.setattr(dedupe, "PARALLEL_SKETCHES", 10)
    monkeypatch.setattr(dedupe, "_SKETCH_CHUNK", 25)
    assert dedupe._sketches([r.abstract for r in records], 2) == [dedupe._sketch(r.abstract) for r in records]
    assert merge_records(records, jobs=2) == alone
