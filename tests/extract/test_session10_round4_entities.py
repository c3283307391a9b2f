"""Entity families of the tenth session's fourth round (invented sentences): a proposed name that is also a product
in the hardware vocabulary, a lowercase long form defined with its short name as the whole object of the proposal
verb, and vocabulary for a TEE extension, a workstation GPU and a spelling of PyTorch's data-parallel wrapper."""

from __future__ import annotations

import pytest

from tests.extract.claim_rows import baselines, facts


def test_proposed_name_is_not_the_device_it_shares_a_name_with():
    f = facts("We propose Trillium, a sandbox for accelerator kernels. Trillium runs on NVIDIA GPUs with 9% overhead.",
              title="Trillium: Sandboxed Kernels for Shared Accelerators")
    assert "trillium" in f.proposes
    assert f.hardware == ("nvidia-gpu",)


def test_device_named_by_a_vendor_stays_hardware_next_to_a_proposed_name():
    f = facts("We propose Quill, a sandbox for kernels. Quill runs on Google Trillium chips.")
    assert "google-tpu-v6e" in f.hardware


@pytest.mark.parametrize(
    "abstract, name",
    [
        ("This paper introduces rolling patch attention (RPA) to cut the cost of long video models. RPA is fast.", "rpa"),
        ("We propose staggered gradient folding (SGF), which halves the memory of fine-tuning.", "sgf"),
    ],
)
def test_lowercase_definition_as_the_whole_object_is_a_name(abstract, name):
    assert name in facts(abstract, title="Faster Training of Long Video Models").proposes


@pytest.mark.parametrize(
    "abstract",
    [
        # a defined term inside a description ("a new paradigm, ...")
        "We propose a new paradigm, elastic batching (EB), for serving many adapters.",
        # the definition modifies a noun
        "We propose rolling patch attention (RPA) based scheduling for video models.",
        # a known term is nobody's new name
        "We introduce tensor parallelism (TP) to the planner for large models.",
        "We introduce large language models (LLMs) to compiler testing.",
    ],
)
def test_lowercase_definition_elsewhere_stays_generic(abstract):
    f = facts(abstract, title="Faster Training of Long Video Models")
    assert not {"eb", "rpa", "tp", "llms"} & set(f.proposes)


@pytest.mark.parametrize(
    "sentence, hardware",
    [
        ("Quill tunes a stencil kernel on an AMD Radeon Vega Frontier Edition in minutes.", "amd-vega-frontier-edition"),
        ("Quill runs the model inside an Intel SGX enclave.", "intel-sgx"),
        ("Quill keeps its keys inside Software Guard Extensions enclaves.", "intel-sgx"),
    ],
)
def test_hardware_vocabulary(sentence, hardware):
    f = facts("We present Quill, a runtime. " + sentence)
    assert hardware in f.hardware
    assert "frontier" not in f.hardware


def test_hyphenated_pytorch_ddp_is_its_own_baseline():
    assert baselines("Quill trains 1.4x faster than PyTorch-DDP on eight nodes.") == ("pytorch-ddp",)


def test_sliding_window_attention_is_no_technique_tag():
    # the seed gold leaves sliding-window attention untagged: a window is not the sparse attention of the guideline
    assert "sparse-attention" not in facts("We present Quill, which trains with sliding-window attention.").techniques


@pytest.mark.parametrize(
    "abstract, tagged",
    [
        ("We present Quill. Its cached attention rows (i.e., the key-value pairs) for a common preamble are read once.", True),
        ("We present Quill. Key-value pairs of past tokens are cached in host memory.", True),
        # key-value pairs of a data-processing job are not a KV cache
        ("We present Quill. Each mapper emits key-value pairs that a reducer merges.", False),
    ],
)
def test_cached_key_value_pairs_are_a_kv_cache(abstract, tagged):
    assert ("kv-cache" in facts(abstract).techniques) is tagged


@pytest.mark.parametrize(
    "sentence",
    [
        "Then we define a metric called Span Weight (SW) to rank the blocks of a model.",
        "To compare plans, it uses a stability measure termed Route Stability Index (RSI).",
    ],
)
def test_a_named_metric_is_not_a_system(sentence):
    f = facts("We present Quill, a pruner for language models. " + sentence)
    assert f.proposes == ("quill",)


def test_a_named_method_after_called_stays_a_system():
    f = facts("We present Quill, a pruner. Quill uses a new method called Span Weight Pruning (SWP) to drop blocks.")
    assert "swp" in f.proposes


@pytest.mark.parametrize(
    "abstract, proposes",
    [
        ("We present Quill, a fast planner for shared racks, and CorpusNine, a public corpus of rack traces.",
         ("quill", "corpusnine")),
        ("Here we report Quill, a trainable copy of Orca-X, and TraceBank2, the largest open set of traces.",
         ("quill", "tracebank2")),
        # a known system in the second slot is someone else's
        ("We present Quill, a planner built on top of a runtime, and DeepSpeed, a popular library.", ("quill",)),
        # a second clause of its own
        ("We present Quill, a planner; we test it on racks, and CorpusNine, a set of traces.", ("quill",)),
    ],
)
def test_second_apposed_name_of_the_object(abstract, proposes):
    assert facts(abstract).proposes == proposes


def test_title_name_with_its_article():
    f = facts("We introduce The QRX Kernel Smith, an agentic framework that rewrites slow operators. "
              "The QRX Kernel Smith is 1.8x faster than Orca-X on ten tasks.",
              title="The QRX Kernel Smith: Agentic Operator Rewriting")
    assert f.proposes == ("the-qrx-kernel-smith",)


def test_title_head_with_an_article_the_abstract_never_writes_is_not_the_name():
    f = facts("We present QuillC, a compiler for ragged tensors. QuillC is 1.5x faster than Orca-X.",
              title="The QuillC Ragged Compiler: Compiling Ragged Tensors")
    assert f.proposes == ("quillc",)


@pytest.mark.parametrize(
    "abstract, tagged",
    [
        ("We present Quill, an agentic system that translates NumPy programs into fast CUDA kernels.", True),
        ("We present Quill. We train LLM agents to write efficient Triton kernels for sparse layers.", True),
        # an agent and a code generator that are not one thing
        ("We present Quill. Our agent schedules jobs and the compiler generates CUDA kernels.", False),
    ],
)
def test_agents_that_write_parallel_code(abstract, tagged):
    assert ("parallel-code-generation" in facts(abstract).techniques) is tagged


@pytest.mark.parametrize("phrase", ["test-time methods", "test-time strategies"])
def test_test_time_methods(phrase):
    f = facts(f"We present Quill, a suite of tasks. We compare several open models and {phrase} on Quill.")
    assert "test-time-scaling" in f.techniques


def test_test_time_adaptation_is_not_test_time_scaling():
    assert "test-time-scaling" not in facts("We present Quill, which uses test-time adaptation methods.").techniques


@pytest.mark.parametrize(
    "abstract, name",
    [
        ("In this paper, we introduce Jacobi Decoding, an exact sampler that fills many positions per step.", "jacobi-decoding"),
        ("We propose a small change to Orca-X, which we call Windowed Attention, to skip far tokens.", "windowed-attention"),
    ],
)
def test_a_capitalised_technique_name_the_paper_proposes_is_its_system(abstract, name):
    assert name in facts(abstract, title="Faster Sampling for Long Prompts").proposes


@pytest.mark.parametrize(
    "abstract",
    [
        "In this paper, we introduce jacobi decoding to a new serving stack for long prompts.",
        "We present a planner that adds Jacobi decoding to serving engines for long prompts.",
    ],
)
def test_a_technique_in_lowercase_or_as_an_acronym_stays_a_technique(abstract):
    assert facts(abstract, title="Faster Sampling for Long Prompts").proposes == ()
