"""arXiv API Atom feeds, read with feedparser."""

from __future__ import annotations

from paperkg.ingest import Problems, read_records
from paperkg.ingest.atom import read_atom

from .helpers import FIXTURES


def test_arxiv_api_feed() -> None:
    problems = Problems()
    speculative, eagle = read_records(FIXTURES / "formats" / "arxiv_api.atom", problems=problems)
    assert speculative.title == "Fast Inference from Transformers via Speculative Decoding"
    assert speculative.identifier == "http://arxiv.org/abs/2211.17192v2"
    assert speculative.arxiv_id == "2211.17192"
    assert speculative.url == "http://arxiv.org/abs/2211.17192v2"
    assert speculative.issued == "2022-11-30"
    assert speculative.authors == ("Yaniv Leviathan", "Matan Kalman", "Yossi Matias")
    assert speculative.author_count == 3
    assert "\n" not in speculative.abstract and "  " not in speculative.abstract
    assert speculative.abstract.endswith("compared to the standard T5X implementation, with identical outputs.")
    assert eagle.title == "EAGLE: Speculative Sampling Requires Rethinking Feature Uncertainty"
    assert "latency speedup ratio of 2.7×-3.5× on LLaMA2-Chat 70B" in eagle.abstract
    assert [str(p) for p in problems.rejected] == [
        f"{(FIXTURES / 'formats' / 'arxiv_api.atom').as_posix()}: entry 3: record without title (skipped)"
    ]


def test_declared_encoding_of_decoded_text_is_ignored() -> None:
    feed = (
        '<?xml version="1.0" encoding="ISO-8859-1"?><feed xmlns="http://www.w3.org/2005/Atom">'
        "<entry><id>http://arxiv.org/abs/2501.00001v1</id><title>Naïve Caching</title>"
        "<summary>Über-fast.</summary></entry></feed>"
    )
    [rec] = read_atom(feed, "f.atom", Problems())
    assert (rec.title, rec.abstract, rec.arxiv_id) == ("Naïve Caching", "Über-fast.", "2501.00001")


def test_html_summary_is_stripped() -> None:
    feed = (
        '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>T</title>'
        '<summary type="html">&lt;p&gt;We get &lt;b&gt;2x&lt;/b&gt; speedup &amp;amp; more.&lt;/p&gt;</summary>'
        "</entry></feed>"
    )
    [rec] = read_atom(feed, "f.atom", Problems())
    assert rec.abstract == "We get 2x speedup & more."


def test_broken_xml_keeps_the_entries_before_the_break() -> None:
    problems = Problems()
    feed = '<feed xmlns="http://www.w3.org/2005/Atom">\n<entry><title>Kept</title><summary>s</summary></entry>\n<entry><ti'
    assert [r.title for r in read_atom(feed, "b.atom", problems)] == ["Kept"]
    assert [str(p) for p in problems.warnings] == [
        "b.atom: XML problem: unclosed token at line 4 (entries before it were read)"
    ]


def test_unreadable_feeds_are_rejected() -> None:
    problems = Problems()
    assert list(read_atom("not xml at all", "n.atom", problems)) == []
    assert list(read_atom("<html><body>hi</body></html>", "h.xml", problems)) == []
    first, second = (str(p) for p in problems.rejected)
    assert first.startswith("n.atom: not a readable Atom feed: ") and first.endswith(" (skipped)")
    assert second == "h.xml: no Atom entries found (skipped)"
    assert problems.rejected_records == 0
