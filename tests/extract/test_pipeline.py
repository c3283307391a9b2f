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
