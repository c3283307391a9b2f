"""The one-line example of each input format given in the README's "Input formats" section."""

from __future__ import annotations

import pytest

from paperkg.ingest import Problems, load_papers, parse_records

TAWA = "Tawa: Automatic Warp Specialization for Modern GPUs"
ABSTRACT = "Tawa achieves up to 1.1× speedup over cuBLAS on NVIDIA H100 GPUs."

EXAMPLES = {
    "papers.json": (
        '[{"id": "2510.14719", "title": "Tawa: Automatic Warp Specialization for Modern GPUs", '
        '"abstract": "Tawa achieves up to 1.1$\\\\times$ speedup over cuBLAS on NVIDIA H100 GPUs."}]'
    ),
    "daily.json": (
        '[{"paper": {"id": "2510.14719", "title": "Tawa: Automatic Warp Specialization for Modern GPUs", '
        '"summary": "Tawa achieves up to 1.1x speedup over cuBLAS on NVIDIA H100 GPUs.", '
        '"authors": [{"name": "Hongzheng Chen"}], "publishedAt": "2025-10-16T14:20:33.000Z", "upvotes": 7}}]'
    ),
    "papers.jsonl": (
        '{"arxiv_id": "arXiv:2510.14719v2", "title": "Tawa: Automatic Warp Specialization for Modern GPUs", '
        '"summary": "Tawa achieves up to 1.1times speedup over cuBLAS on NVIDIA H100 GPUs.", '
        '"authors": ["Hongzheng Chen", "Bin Fan"], "date": "2025-10-16"}'
    ),
    "query.atom": (
        '<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/abs/2510.14719v2</id>'
        "<title>Tawa: Automatic Warp Specialization for Modern GPUs</title>"
        "<summary>Tawa achieves up to 1.1$\\times$ speedup over cuBLAS on NVIDIA H100 GPUs.</summary>"
        "<author><name>Hongzheng Chen</name></author><published>2025-10-16T14:20:33Z</published></entry></feed>"
    ),
    "library.bib": (
        "@misc{chen2025tawa, title = {{Tawa}: Automatic Warp Specialization for Modern GPUs}, "
        "author = {Chen, Hongzheng and Fan, Bin}, year = {2025}, eprint = {2510.14719}, archiveprefix = {arXiv}, "
        "abstract = {Tawa achieves up to 1.1$\\times$ speedup over cuBLAS on NVIDIA H100 GPUs.}}"
    ),
}


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_one_line_example(name: str) -> None:
    text = EXAMPLES[name]
    assert "\n" not in text
    problems = Problems()
    [record] = parse_records(text.encode("utf-8"), name, problems)
    assert problems.rejected == [] and problems.warnings == []
    assert (record.title, record.arxiv_id) == (TAWA, "2510.14719")
    expected = ABSTRACT.replace("×", "x") if name == "daily.json" else ABSTRACT  # "1.1x" is plain text already
    assert record.abstract == expected


def test_all_examples_together_are_one_paper(tmp_path) -> None:
    for name, text in EXAMPLES.items():
        (tmp_path / name).write_text(text + "\n", encoding="utf-8")
    result = load_papers([tmp_path])
    [paper] = result.papers
    assert paper.key == "2510.14719" and len(paper.sources) == 5
    assert result.records_read == 5 and result.duplicates_merged == 4
