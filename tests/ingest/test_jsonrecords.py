"""JSON and JSONL: common field names and the Hugging Face API shape."""

from __future__ import annotations

from paperkg.ingest import Problems, read_records
from paperkg.ingest.jsonrecords import read_json

from .helpers import FIXTURES

FORMATS = FIXTURES / "formats"


def records(name: str):
    problems = Problems()
    return list(read_records(FORMATS / name, problems=problems)), problems


def test_hf_daily_papers_api_shape() -> None:
    recs, problems = records("hf_api.json")
    assert problems.rejected == [] and problems.warnings == []
    comet, comet_quant = recs
    assert comet.title == "Comet: Fine-grained Computation-communication Overlapping for Mixture-of-Experts"
    assert comet.identifier == "2502.19811" and comet.arxiv_id == "2502.19811"
    assert comet.authors == ("Shulai Zhang", "Ningxin Zheng", "Haibin Lin") and comet.author_count == 3
    assert comet.issued == "2025-02-27"  # the paper's date wins over the listing's
    assert comet.upvotes == 12
    assert "by 1.96× and achieves a 1.71× end-to-end speedup" in comet.abstract
    assert comet.location == "record 1" and comet.source.endswith("formats/hf_api.json")
    assert comet_quant.title == "COMET: Towards Partical W4A4KV4 LLMs Serving"


def test_object_holding_a_list_with_other_field_names() -> None:
    (megatron, vllm), problems = records("scholar_export.json")
    assert problems.rejected == [] and problems.warnings == []
    assert megatron.identifier == "arXiv:1909.08053v4" and megatron.arxiv_id == "1909.08053"
    assert megatron.url == "https://arxiv.org/pdf/1909.08053v4.pdf"
    assert megatron.authors == ("Mohammad Shoeybi", "Mostofa Patwary", "Raul Puri")
    assert megatron.issued == "2019"
    assert "with 76% scaling efficiency" in megatron.abstract
    assert vllm.identifier == "10.1145/3600006.3613165" and vllm.arxiv_id is None
    assert vllm.author_count == 9  # an explicit count beats the two names listed
    assert vllm.issued == "2023-10-23" and vllm.upvotes == 5
    assert "by 2-4× with the same level of latency" in vllm.abstract


def test_jsonl_with_blank_lines_and_locations() -> None:
    recs, problems = records("dump.jsonl")
    assert problems.rejected == []
    assert [(r.location, r.arxiv_id) for r in recs] == [
        ("line 1", "2510.14719"),
        ("line 3", "2105.13120"),
        ("line 4", "cs/0112017"),
    ]
    assert recs[0].url == "https://huggingface.co/papers/2510.14719"
    assert recs[1].abstract.startswith("Compared with tensor parallelism, our approach achieved 13.7× and 3.0×")
    assert recs[2].issued == "2001-12"


def test_broken_jsonl_line_is_skipped_and_named() -> None:
    problems = Problems()
    text = '{"title": "A", "abstract": "x"}\n{"title": "B", "abstract": \n{"title": "C", "abstract": "z"}\n'
    assert [r.title for r in read_json(text, "d.jsonl", problems)] == ["A", "C"]
    assert [str(p) for p in problems.rejected] == [
        "d.jsonl:2: broken JSON (skipped): Expecting value at column 28"
    ]
    assert problems.rejected_records == 1


def test_broken_jsonl_messages_say_where_once() -> None:
    problems = Problems()
    text = '{"title": "B", "abstract": "ok"}\n{"title": "A", "abstract": "unterminated\n'
    assert [r.title for r in read_json(text, "d.jsonl", problems)] == ["B"]
    assert [str(p) for p in problems.rejected] == [
        "d.jsonl:2: broken JSON (skipped): Unterminated string starting at column 28"
    ]


def test_broken_json_document_is_one_file_problem() -> None:
    problems = Problems()
    text = '[\n  {"title": "A",\n   "abstract": "x"\n  },\n  {"title": \n]\n'
    assert list(read_json(text, "d.json", problems)) == []
    [problem] = problems.rejected
    assert str(problem).startswith("d.json:6: broken JSON (file skipped)")
    assert problems.rejected_records == 0


def test_non_objects_and_objects_without_papers() -> None:
    problems = Problems()
    assert [r.title for r in read_json('[{"title": "A", "summary": "s"}, 3, "x"]', "l.json", problems)] == ["A"]
    assert [str(p) for p in problems.rejected] == [
        "l.json: line 1, record 2: expected a JSON object, found int (skipped)",
        "l.json: line 1, record 3: expected a JSON object, found str (skipped)",
    ]
    problems = Problems()
    assert list(read_json('[\n {"title": "A", "summary": "s"},\n 3\n]', "p.json", problems)) != []
    assert [str(p) for p in problems.rejected] == ["p.json: record 2: expected a JSON object, found int (skipped)"]
    problems = Problems()
    assert list(read_json('{"count": 0}', "o.json", problems)) == []
    assert list(read_json('{\n  "count": 0\n}', "o.json", problems)) == []
    assert [str(p) for p in problems.rejected] == [
        "o.json:1: record without title (skipped)",
        "o.json: record 1: record without title (skipped)",
    ]


def test_one_line_wrapper_and_list_per_line() -> None:
    problems = Problems()
    text = '{"results": [{"title": "A", "abstract": "a"}, {"title": "B", "abstract": "b"}]}\n[{"title": "C", "abstract": "c"}]\n'
    assert [(r.title, r.location) for r in read_json(text, "w.jsonl", problems)] == [
        ("A", "line 1, record 1"),
        ("B", "line 1, record 2"),
        ("C", "line 2, record 1"),
    ]
    assert problems.rejected == []


def test_single_record_object() -> None:
    [rec] = read_json('{"title": "Only", "abstract": "One.", "authors": "A B and C D"}', "one.json", Problems())
    assert rec.authors == ("A B", "C D") and rec.author_count == 2
