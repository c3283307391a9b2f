"""The extracted-facts cache: exact round trips, only changed papers re-extracted, invalidation."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from paperkg.extract.cache import (
    FactsCache,
    decode_facts,
    default_cache_dir,
    encode_facts,
    extractor_version,
    paper_fingerprint,
)
from paperkg.extract.parallel import ExtractStats, extract_facts
from paperkg.model import Comparison, Entity, Paper, PaperFacts

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"


@pytest.fixture(scope="module")
def seed_papers() -> list[Paper]:
    from paperkg.ingest import load_papers

    return list(load_papers([SEEDS]).papers)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Keys of the papers the real extractor turns into facts, in this process."""
    import paperkg.extract

    calls: list[str] = []
    real = paperkg.extract.facts_from_doc

    def counting(paper: Paper, doc: object) -> PaperFacts:
        calls.append(paper.key)
        return real(paper, doc)

    monkeypatch.setattr(paperkg.extract, "facts_from_doc", counting)
    return calls


def test_facts_survive_the_json_round_trip_exactly() -> None:
    facts = PaperFacts(
        paper="p-1",
        proposes=("corvid",),
        techniques=("warp-specialization", "tensor-parallelism"),
        hardware=("nvidia-h100",),
        hardware_classes=("gpu",),
        baselines=("cublas",),
        comparisons=(
            Comparison("corvid", "cublas", "speedup", "Up to 1.1× over “cuBLAS”.", 3, 27, "over",
                       value=0.1 + 0.2, value_max=8.02, unit="x", qualifier="up to", hardware="nvidia-h100",
                       confidence=0.85),
            Comparison(None, None, "latency", "Lower latency.", 30, 44, "generic", baseline_text="SOTA systems",
                       direction="parity"),
        ),
        entities=(Entity("system", "corvid", "Corvid", aliases=("CORVID", "Corvid compiler")),
                  Entity("technique", "fa3", "FlashAttention-3", broader=("attention",))),
    )  # fmt: skip
    back = decode_facts(encode_facts(facts))
    assert back == facts
    assert back.comparisons[0].value == 0.1 + 0.2  # floats are exact, not rounded
    assert isinstance(back.entities[0].aliases, tuple)


def test_fingerprint_follows_what_extraction_reads() -> None:
    paper = Paper(key="p", title="Corvid: Fast", abstract="Corvid is 1.1x faster than cuBLAS.")
    same = dataclasses.replace(paper, upvotes=12, sources=("other.txt",))
    assert paper_fingerprint(paper) == paper_fingerprint(same)
    for change in ({"abstract": paper.abstract + " "}, {"title": "Corvid: Faster"}, {"key": "q"}, {"alt_titles": ("X",)}):
        assert paper_fingerprint(dataclasses.replace(paper, **change)) != paper_fingerprint(paper)


def test_cache_is_keyed_by_version_and_drops_old_versions(tmp_path: Path) -> None:
    facts = PaperFacts(paper="p1", techniques=("moe",))
    with FactsCache(tmp_path, version="v1") as old:
        old.put([("fp", facts)])
        assert old.get(["fp", "other"]) == {"fp": facts}
    with FactsCache(tmp_path, version="v2") as new:
        assert new.get(["fp"]) == {}
        new.put([("fp2", facts)])
    with FactsCache(tmp_path, version="v1") as old:
        assert len(old) == 0  # writing v2 pruned v1
    assert (tmp_path / "facts.sqlite").is_file()


def test_default_cache_sits_beside_the_output_folder(tmp_path: Path) -> None:
    assert default_cache_dir(tmp_path / "graphs") == tmp_path / ".paperkg-cache"


def test_extractor_version_changes_with_a_vocabulary_or_rule_edit(tmp_path: Path) -> None:
    import paperkg

    package = Path(paperkg.__file__).parent
    copy = tmp_path / "paperkg"
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__"))
    before = extractor_version(copy)
    assert before == extractor_version(package)  # the copy hashes like the original
    (copy / "__pycache__").mkdir()
    (copy / "__pycache__" / "x.pyc").write_bytes(b"junk")
    assert extractor_version(copy) == before  # bytecode does not count
    vocab = next(iter(sorted((copy / "data").glob("*.jsonl"))))
    vocab.write_text(vocab.read_text() + '{"label": "TECHNIQUE", "pattern": "warp juggling", "id": "warp-juggling"}\n')
    after_vocab = extractor_version(copy)
    assert after_vocab != before
    rule = copy / "extract" / "__init__.py"
    rule.write_text(rule.read_text() + "\n# a rule edit\n")
    after_rule = extractor_version(copy)
    assert after_rule not in (before, after_vocab)
    exporter = copy / "export" / "nx.py"  # not part of extraction: the cache stays valid
    exporter.write_text(exporter.read_text() + "\n# an exporter edit\n")
    assert extractor_version(copy) == after_rule


def test_rebuild_extracts_only_new_and_changed_papers(
    seed_papers: list[Paper], counted: list[str], tmp_path: Path
) -> None:
    plain = list(extract_facts(seed_papers, jobs=1))
    counted.clear()
    first, stats = seed_papers[:-10], ExtractStats()
    assert list(extract_facts(first, jobs=1, cache=tmp_path, stats=stats)) == plain[:-10]
    assert len(counted) == len(first) and (stats.extracted, stats.cached) == (len(first), 0)

    counted.clear()
    edited = dataclasses.replace(seed_papers[3], abstract=seed_papers[3].abstract + " It is open source.")
    grown = [*seed_papers[:3], edited, *seed_papers[4:]]
    stats = ExtractStats()
    result = list(extract_facts(grown, jobs=1, cache=tmp_path, stats=stats))
    assert sorted(counted) == sorted([edited.key] + [p.key for p in seed_papers[-10:]])
    assert (stats.extracted, stats.cached) == (11, len(seed_papers) - 11)
    assert result[:3] == plain[:3] and result[4:] == plain[4:]  # cached facts are the extractor's facts

    counted.clear()
    assert list(extract_facts(grown, jobs=1, cache=tmp_path)) == result
    assert counted == []


def test_a_new_extractor_version_re_extracts_everything(
    seed_papers: list[Paper], counted: list[str], tmp_path: Path
) -> None:
    papers = seed_papers[:20]
    with FactsCache(tmp_path, version="before-vocabulary-edit") as cache:
        expected = list(extract_facts(papers, jobs=1, cache=cache))
    counted.clear()
    with FactsCache(tmp_path, version="after-vocabulary-edit") as cache:
        assert list(extract_facts(papers, jobs=1, cache=cache)) == expected
    assert len(counted) == len(papers)


def test_cached_build_writes_the_same_bytes(seed_build: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from paperkg.build import build

    monkeypatch.chdir(ROOT)
    cache = tmp_path / "cache"
    cold = build(["seeds"], tmp_path / "cold", jobs=1, cache=cache)
    warm = build(["seeds"], tmp_path / "warm", jobs=1, cache=cache)
    assert (cold.extracted, cold.cached) == (cold.papers, 0)
    assert (warm.extracted, warm.cached) == (0, cold.papers)
    assert cold.outputs
    for path in cold.outputs:
        data = (seed_build / path.name).read_bytes()  # the uncached session build
        assert path.read_bytes() == data
        assert (tmp_path / "warm" / path.name).read_bytes() == data
