"""The spaCy pipeline's tokenizer and vocabulary ruler (sentences written for these tests)."""

from __future__ import annotations

import pytest

from paperkg.extract.pipeline import build_nlp


@pytest.fixture(scope="module")
def nlp():
    return build_nlp()


@pytest.mark.parametrize(
    "text, hardware",
    [
        # a full stop after digit + capital ends the sentence, not the device name
        ("The kernels were tuned on MI250X.", "amd-mi250x"),
        ("Serving ran on one A10G.", "nvidia-a10g"),
        ("We train on Ascend 910B. Results follow.", "huawei-ascend-910b"),
        # a slice size after a versioned device is its own token
        ("Training used TPU v5e-256 slices.", "google-tpu-v5e"),
    ],
)
def test_hardware_at_token_edges(nlp, text, hardware):
    doc = nlp(text)
    assert hardware in {e.ent_id_ for e in doc.ents if e.label_ == "HARDWARE"}


def test_sentence_split_after_device(nlp):
    doc = nlp("The runs used MI250X. Then we scaled out.")
    assert [s.text for s in doc.sents] == ["The runs used MI250X.", "Then we scaled out."]


@pytest.mark.parametrize(
    "text, word",
    [("GPT-4 is a baseline.", "GPT-4"), ("A 3.5x gain on ResNet-50.", "ResNet-50"), ("Heron-2 beats Heron-1.", "Heron-2")],
)
def test_hyphenated_names_stay_whole(nlp, text, word):
    assert word in [t.text for t in nlp.make_doc(text)]


def test_pipe_runs_component_by_component_over_each_batch(nlp, monkeypatch):
    """``nlp.pipe`` takes a whole batch through one component before the next; same annotations as ``nlp(text)``."""
    from paperkg.extract import components

    calls = []
    for cls in (components.SentenceBreaks, components.ComparisonFinder):
        original = cls.__call__

        def recorded(self, doc, original=original, name=cls.__name__):
            calls.append((name, doc.user_data.get("n")))
            return original(self, doc)

        monkeypatch.setattr(cls, "__call__", recorded)
    texts = [f"Zorblax{n}: A System\n\nOn H100 GPUs, Zorblax{n} is {n + 2}x faster than vLLM." for n in range(5)]

    def docs():
        for n, text in enumerate(texts):
            doc = nlp.make_doc(text)
            doc.user_data["n"] = n
            yield doc

    piped = list(nlp.pipe(docs(), batch_size=2))
    assert calls == [
        ("SentenceBreaks", 0), ("SentenceBreaks", 1), ("ComparisonFinder", 0), ("ComparisonFinder", 1),
        ("SentenceBreaks", 2), ("SentenceBreaks", 3), ("ComparisonFinder", 2), ("ComparisonFinder", 3),
        ("SentenceBreaks", 4), ("ComparisonFinder", 4),
    ]  # fmt: skip
    assert [d.user_data["n"] for d in piped] == [0, 1, 2, 3, 4]
    for doc, text in zip(piped, texts):
        alone = nlp(text)
        assert [(e.text, e.label_) for e in doc.ents] == [(e.text, e.label_) for e in alone.ents]
        assert doc._.comparisons == alone._.comparisons and doc._.comparisons
