"""The vocabulary data files: valid, consistent, general knowledge of the field."""

from __future__ import annotations

import json
from importlib.resources import files

import pytest

from paperkg.extract.vocab import (
    VOCABULARY_FILES,
    alias_index,
    cues,
    entity_index,
    hardware_class,
    load_jsonl,
    requirements,
    ruler_patterns,
    vocabulary_entities,
)
from tests.extract.claim_rows import baselines, facts

#: The 26 technique ids of benchmarks/gold/GUIDELINE.md.
GUIDELINE_TECHNIQUES = (
    "data-parallelism sharded-data-parallelism tensor-parallelism pipeline-parallelism sequence-parallelism "
    "context-parallelism expert-parallelism model-parallelism hybrid-parallelism speculative-decoding "
    "parallel-decoding mixture-of-experts kv-cache batching quantization sparse-attention linear-attention "
    "offloading activation-recomputation communication-overlap warp-specialization test-time-scaling "
    "parallel-reasoning load-balancing disaggregated-serving parallel-code-generation"
).split()


@pytest.mark.parametrize("name", VOCABULARY_FILES + ("comparison_cues.jsonl", "technique_cues.jsonl"))
def test_every_line_is_a_json_object(name):
    text = files("paperkg.data").joinpath(name).read_text(encoding="utf-8")
    for lineno, line in enumerate(text.splitlines(), start=1):
        assert isinstance(json.loads(line), dict), f"{name}:{lineno}"
    assert load_jsonl(name)


@pytest.mark.parametrize("name", VOCABULARY_FILES)
def test_each_id_has_one_preferred_label(name):
    seen: dict[str, int] = {}
    for r in load_jsonl(name):
        if "prefLabel" in r:
            seen[r["id"]] = seen.get(r["id"], 0) + 1
    assert seen and all(n == 1 for n in seen.values()), [k for k, n in seen.items() if n > 1]


def test_patterns_are_in_spacy_format():
    for p in ruler_patterns():
        assert set(p) <= {"label", "pattern", "id", "case"}
        assert p["label"] in {"TECHNIQUE", "HARDWARE", "SYSTEM", "HWCLASS"}
        assert isinstance(p["pattern"], (str, list)) and p["pattern"]


def test_guideline_techniques_are_all_there():
    ids = {e.id for e in vocabulary_entities() if e.kind == "technique"}
    assert set(GUIDELINE_TECHNIQUES) <= ids


def test_taxonomy_links_resolve_and_have_no_cycle():
    index = entity_index()
    for e in vocabulary_entities():
        for b in e.broader:
            assert ("technique", b) in index, (e.id, b)
        seen, stack = set(), list(e.broader)
        while stack:
            b = stack.pop()
            assert b != e.id, f"cycle through {e.id}"
            if b not in seen:
                seen.add(b)
                stack.extend(index["technique", b].broader)


@pytest.mark.parametrize(
    "technique, ancestor",
    [("tensor-parallelism", "model-parallelism"), ("tensor-parallelism", "parallelism"),
     ("pipeline-parallelism", "parallelism"), ("sharded-data-parallelism", "data-parallelism"),
     ("context-parallelism", "sequence-parallelism"), ("parallel-reasoning", "test-time-scaling")],
)
def test_broader_chains(technique, ancestor):
    index = entity_index()
    seen, stack = set(), [technique]
    while stack:
        for b in index["technique", stack.pop()].broader:
            if b not in seen:
                seen.add(b)
                stack.append(b)
    assert ancestor in seen


@pytest.mark.parametrize(
    "alias, ident",
    [("FA3", "flashattention-3"), ("FlashAttention-3", "flashattention-3"), ("FA2", "flashattention-2"),
     ("Megatron", "megatron-lm"), ("TRT-LLM", "tensorrt-llm"), ("vllm", "vllm")],
)
def test_aliases_share_one_id(alias, ident):
    assert alias_index()[alias.lower()] == ident


@pytest.mark.parametrize(
    "a, b",
    [("nvidia-h100", "nvidia-h200"), ("nvidia-a100-40gb", "nvidia-a100-80gb"), ("nvidia-a100", "nvidia-a100-80gb"),
     ("google-tpu-v5e", "google-tpu-v5p"), ("amd-mi300x", "amd-mi300a"), ("intel-gaudi2", "intel-gaudi3")],
)
def test_variants_stay_apart(a, b):
    index = entity_index()
    assert ("hardware", a) in index and ("hardware", b) in index and a != b


def test_flashattention_versions_stay_apart():
    ids = {alias_index()[n] for n in ("flashattention", "flashattention-2", "flashattention-3")}
    assert len(ids) == 3


def test_hardware_classes():
    assert hardware_class("nvidia-h100") == "gpu"
    assert hardware_class("google-tpu-v4") == "tpu"
    assert hardware_class("xilinx-alveo-u280") == "fpga"


def test_loaded_data_is_read_only():
    with pytest.raises(TypeError):
        load_jsonl("systems.jsonl")[0]["id"] = "changed"  # type: ignore[index]


def test_every_cue_has_an_example():
    for kind, entries in cues().items():
        for entry in entries:
            assert entry.get("example"), (kind, entry)


def test_data_parallel_adjective_requires_a_training_context():
    """"data-parallel" alone is the technique only where the text speaks of training or serving replicas."""
    for spelling in ("data-parallel", "data parallel"):
        req = requirements()[("data-parallelism", spelling)]
        assert req.search("gradients are averaged") and req.search("we train the model")
        assert not req.search("gpus excel at such tasks") and not req.search("it constrains the search")



@pytest.mark.parametrize(
    "a, b",
    [("nvidia-dgx-a100", "nvidia-a100"), ("nvidia-dgx-a100", "nvidia-dgx"), ("nvidia-dgx-a100", "nvidia-dgx-h100"),
     ("nvidia-dgx-h100", "nvidia-h100"), ("nvidia-dgx-1", "nvidia-dgx-a100")],
)
def test_dgx_systems_stay_apart_from_their_gpus(a, b):
    index = entity_index()
    assert ("hardware", a) in index and ("hardware", b) in index and a != b
    assert hardware_class(a) == "gpu"


def test_tensor_parallel_adjective_is_no_kind_of_task():
    """"tensor parallel" is the technique unless it describes a kind of task or workload."""
    for spelling in ("tensor-parallel", "tensor parallel"):
        req = requirements()[("tensor-parallelism", spelling)]
        assert req.search("tensor parallel training on 8 gpus") and req.search("a tensor-parallel group.")
        assert not req.search("graph and tensor parallel tasks overlap") and not req.search("tensor-parallel workloads")


def test_verb_offload_needs_a_memory_context():
    """"offloads" is memory offloading where the text speaks of host memory, disks or weights, not of quantization."""
    for spelling in ("offload", "offloads", "offloaded"):
        req = requirements()[("offloading", spelling)]
        assert req.search("parameters go to cpu memory") and req.search("the weights stay on nvme")
        assert not req.search("a lightweight engine of quantized models runs at lower precision")


@pytest.mark.parametrize("phrase", ["3D-parallel", "3D parallel", "4D-parallel", "half precision", "half-precision"])
def test_adjective_and_precision_spellings_are_listed(phrase):
    ids = {p["id"] for p in ruler_patterns() if p["pattern"] == phrase}
    assert ids == ({"quantization"} if "precision" in phrase else {"hybrid-parallelism"})


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # a vendor or owner word before a known name is not part of it
        ("We present Quill. Quill answers queries 12x faster than Microsoft SPTAG and Acme Vearch.", {"sptag", "vearch"}),
        ("We present Quill. Quill lifts GPU utilization by 4x over NVIDIA MPS.", {"nvidia-mps"}),
        ("We present Quill. Quill raises utilization by 3x over MPS on NVIDIA GPUs.", {"nvidia-mps"}),
        # a checkpointing library written with its framework's name is that library, not the framework
        ("We present Quill. Quill cuts save stalls by 9x compared with PyTorch DCP.", {"pytorch-dcp"}),
        ("We present Quill. Quill trains embeddings 5x faster than PyTorch-BigGraph and DGL-KE.", {"pytorch-biggraph", "dgl-ke"}),
    ],
)
def test_vocabulary_baselines(abstract, expected):
    assert set(facts(abstract).baselines) == expected


@pytest.mark.parametrize(
    "sentence, name",
    [
        ("Quill, tuned from a small student, beats a prompted 540B PaLM model on two tasks.", "palm"),
        ("Quill beats PaLM 2 by 3 points.", "palm-2"),
        ("Quill is 2x cheaper than Megatron-Turing NLG.", "mt-nlg"),
        ("Quill is 2x cheaper than MT-NLG.", "mt-nlg"),
        ("Quill beats Gopher by 4 points.", "gopher"),
    ],
)
def test_widely_used_language_models_are_named_baselines(sentence, name):
    assert baselines(sentence) == (name,)
