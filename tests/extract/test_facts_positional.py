"""facts_from_doc builds Comparison and PaperFacts by position: the orders it assumes are the models' field orders."""

import dataclasses

from paperkg.extract import _COMPARISON_ORDER, _PAPER_FACTS_ORDER, extract_paper
from paperkg.model import Comparison, Paper, PaperFacts


def test_positional_orders_match_the_models():
    assert _COMPARISON_ORDER == tuple(f.name for f in dataclasses.fields(Comparison))
    assert _PAPER_FACTS_ORDER == tuple(f.name for f in dataclasses.fields(PaperFacts))


def test_facts_fields_land_where_named():
    # invented system, baseline and values
    paper = Paper(key="quill", title="Quill: Tiled Decoding on GPUs",
                  abstract="We present Quill, a decoding engine. On NVIDIA H100 GPUs, Quill reaches up to 2.7x "
                           "higher throughput than vLLM and 35% lower latency than existing serving systems.")
    facts = extract_paper(paper)
    assert facts.paper == "quill" and facts.proposes == ("quill",) and facts.baselines == ("vllm",)
    named = next(c for c in facts.comparisons if c.baseline == "vllm")
    assert (named.subject, named.metric, named.value, named.unit, named.qualifier, named.direction, named.hardware) \
        == ("quill", "throughput", 2.7, "x", "up to", "better", "nvidia-h100")
    assert paper.abstract[named.start: named.end] == named.evidence and named.baseline_text is None
    unnamed = next(c for c in facts.comparisons if c.baseline is None)
    assert unnamed.baseline_text and unnamed.value == 35.0 and unnamed.unit == "%"
    rebuilt = [Comparison(**{name: getattr(c, name) for name in _COMPARISON_ORDER}) for c in facts.comparisons]
    assert rebuilt == list(facts.comparisons)
