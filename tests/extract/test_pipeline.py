"""The spaCy pipeline's tokenizer and vocabulary ruler (sentences written for these tests)."""

from __future__ import annotations

import pytest

from paperkg.extract.pipeline import LEXICAL_ATTRIBUTES, build_nlp


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


def test_only_the_lexical_attributes_the_rules_read_are_computed(nlp):
    from spacy.attrs import IDS

    assert set(nlp.vocab.lex_attr_getters) == {IDS[name] for name in LEXICAL_ATTRIBUTES}
    token = nlp("Quill reaches 2.5x the speed of Orca-X.")[1]
    assert (token.lower_, token.like_num, token.shape_) == ("reaches", False, "")


_INVENTED_ABSTRACTS = [
    (
        "Quill: Overlapped Tensor Parallel Serving",
        "We present Quill, a serving system that overlaps communication with computation under tensor "
        "parallelism. On 8 NVIDIA H100 GPUs, Quill achieves up to 2.7x higher throughput than Orca-X and "
        "vLLM, and cuts tail latency by 41% compared to DeepSpeed-Inference. It matches the accuracy of "
        "the FP16 model while using 3.1 times less memory; speculative decoding adds a further 1.4x speedup.",
    ),
    (
        "Heron: Sparse Experts on Many Chips",
        "Mixture-of-experts models waste memory on idle experts. Heron, our runtime, offloads cold experts "
        "to host memory and prefetches them with pipeline parallelism. Heron trains 1.9-2.3x faster than "
        "Megatron-LM on 64 AMD MI300X accelerators, and its 4-bit kernels run within 3% of cuBLAS.",
    ),
]


def test_facts_do_not_depend_on_the_lexical_attributes_left_out():
    """The same facts with every attribute spaCy knows (a pipeline as spaCy builds it)."""
    import spacy

    from paperkg.extract import extract_batch
    from paperkg.model import Paper

    papers = [Paper(key=f"p{i}", title=title, abstract=abstract) for i, (title, abstract) in enumerate(_INVENTED_ABSTRACTS)]
    trimmed = build_nlp()
    full = build_nlp()
    full.vocab.lex_attr_getters = spacy.blank("en").vocab.lex_attr_getters
    assert len(full.vocab.lex_attr_getters) > len(LEXICAL_ATTRIBUTES)
    facts = extract_batch(papers, trimmed)
    assert facts == extract_batch(papers, full)
    assert any(f.comparisons for f in facts)
