"""Every cue in the data files carries an example sentence, and the example does what the cue says."""

from __future__ import annotations

import pytest

from paperkg.extract import extract_paper
from paperkg.extract.components.contribution import _CONTRIBUTION
from paperkg.extract.quantities import lowered
from paperkg.extract.techniques import cue_techniques
from paperkg.extract.vocab import cues, load_jsonl
from paperkg.evaluate import canonical_name
from paperkg.model import Paper


def _facts(sentence: str):
    return extract_paper(Paper(key="k", title="FooNet: A System", abstract=sentence))


def _ids(kind: str):
    return [pytest.param(c, id=f"{kind}:{c.get('cue') or c.get('word') or c.get('metric')}") for c in cues()[kind]]


@pytest.mark.parametrize("cue", _ids("baseline"))
def test_baseline_cue(cue):
    f = _facts(cue["example"])
    assert canonical_name(cue["expect"]) in f.baselines
    if cue["direction"] in ("parity", "worse"):
        assert any(c.direction == cue["direction"] for c in f.comparisons)


@pytest.mark.parametrize("cue", _ids("metric"))
def test_metric_words(cue):
    f = _facts(cue["example"])
    assert f.comparisons and f.comparisons[0].metric == cue["expect"]


@pytest.mark.parametrize("cue", _ids("worse"))
def test_worse_words(cue):
    f = _facts(cue["example"])
    assert [c.direction for c in f.comparisons] == ["worse"]


@pytest.mark.parametrize("cue", _ids("filler"))
def test_fillers_are_stripped(cue):
    assert _facts(cue["example"]).baselines == ("tvm",)


@pytest.mark.parametrize("cue", _ids("generic_head"))
def test_generic_baselines_stay_unnamed(cue):
    f = _facts(cue["example"])
    assert f.baselines == ()
    assert [c.baseline_text for c in f.comparisons] == [f"existing {cue['word']}"]


@pytest.mark.parametrize("cue", _ids("contribution"))
def test_contribution_markers(cue):
    assert _CONTRIBUTION.search(lowered(cue["example"]))


@pytest.mark.parametrize("cue", _ids("proposal"))
def test_proposal_verbs(cue):
    f = extract_paper(Paper(key="k", title="Scheduling for Serving", abstract=cue["example"]))
    assert f.proposes == ("foonet",)


@pytest.mark.parametrize("cue", [pytest.param(c, id=f"{c['id']}:{n}") for n, c in enumerate(load_jsonl("technique_cues.jsonl"))])
def test_technique_cues(cue):
    assert cue["id"] in cue_techniques(cue["example"])
    assert cue["trigger"] in cue["example"].lower()
