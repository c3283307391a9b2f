"""Entity families of the dev13 tuning round (invented sentences).

Techniques described in words rather than by their names: uneven load ("imbalance load"), loads allocated across
devices, attention said to be sparse, KV vectors (and KV entries kept in host memory). Proposed names given by
"We call the method X (Y)" and "Our codec, called X, ..."; an indefinite article before a word and a kind ("we
propose a QD approach") makes the word a modifier, not a name.
"""

from __future__ import annotations

import pytest

from tests.extract.claim_rows import baselines, facts

NAMELESS = "Shrinking Language Models Under Tight Memory Budgets"


@pytest.mark.parametrize(
    "abstract",
    [
        "Storage shards suffer from imbalance load across the nodes.",
        "The planner adaptively allocates computational loads across heterogeneous workers.",
        "Quill evenly spreads the training workload among the GPUs.",
    ],
)
def test_uneven_or_allocated_load_is_load_balancing(abstract):
    assert "load-balancing" in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract",
    [
        "The controller distributes jobs across machines.",
        "We distribute the load of the server to cut costs.",
        "Quill assigns heavy loads to a shared pool.",
    ],
)
def test_other_load_words_are_no_load_balancing(abstract):
    assert "load-balancing" not in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract",
    [
        "Quill exploits the dynamic sparsity of self attention at decode time.",
        "We observe that attention scores are highly sparse for long prompts.",
    ],
)
def test_attention_described_as_sparse_is_sparse_attention(abstract):
    assert "sparse-attention" in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract",
    ["Quill prunes weights by their sparsity in the model.", "Sparse matrices are common in graph workloads."],
)
def test_other_sparsity_is_no_sparse_attention(abstract):
    assert "sparse-attention" not in facts(abstract).techniques


def test_kv_vectors_are_the_kv_cache():
    assert "kv-cache" in facts("Long prompts slow decoding when storing key-value (KV) vectors for every token.").techniques


def test_kv_entries_in_host_memory_are_offloading():
    assert "offloading" in facts("Quill builds a search index over KV entries in host memory.").techniques


@pytest.mark.parametrize(
    "abstract, name",
    [
        ("We split each batch into chunks. We call the method Shard Relay (ShardRelay).", "shardrelay"),
        ("Our codec, called LumoPack, packs weights into two bits.", "lumopack"),
        ("We evaluate our prototype, named Brisko, on two clusters.", "brisko"),
    ],
)
def test_naming_phrases_give_the_proposed_name(abstract, name):
    assert facts(abstract, NAMELESS).proposes == (name,)


def test_a_word_before_a_kind_after_an_article_is_no_name():
    abstract = "Model pruning (MP) is a common technique. Here we propose a MP approach that keeps accuracy."
    assert facts(abstract, NAMELESS).proposes == ()


@pytest.mark.parametrize("title", [NAMELESS, "Quill: Distilling Retrieval Models"])
def test_the_resulting_dataset_named_between_commas_is_proposed(title):
    abstract = "We relabel the pairs with a teacher. The resulting synthetic corpus, WebQuill-Mini, holds 4M pairs."
    assert "webquill-mini" in facts(abstract, title).proposes


def test_a_resulting_measure_is_no_name():
    abstract = "We relabel the pairs with a teacher. The resulting dataset, however, stays small."
    assert facts(abstract, NAMELESS).proposes == ()


def test_a_title_case_title_head_written_mid_sentence_is_the_proposed_name():
    abstract = "Harbor Bench offers a platform to train policies on one GPU. Policies trained with Harbor Bench transfer well."
    assert facts(abstract, "Harbor Bench: Fast Physics Simulation for Robots").proposes == ("harbor-bench",)


@pytest.mark.parametrize(
    "abstract",
    [
        "Harbor Bench offers a platform. Policies train fast.",  # never mid-sentence
        "Harbor Bench offers a platform. Policies run on a harbor bench.",  # written in lowercase too
    ],
)
def test_a_title_case_head_without_that_evidence_stays_unnamed(abstract):
    assert facts(abstract, "Harbor Bench: Fast Physics Simulation for Robots").proposes == ()


@pytest.mark.parametrize("abstract", ["We train on the Lassen supercomputer with 512 GPUs.",
                                      "Runs on the Sierra and Lassen supercomputers show the same trend."])
def test_lassen_is_a_named_supercomputer(abstract):
    assert "lassen" in facts(abstract).hardware


def test_lassen_without_an_hpc_context_is_no_hardware():
    assert facts("Quill was first sketched on a trip to Lassen.").hardware == ()


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


def test_prefix_sharing_in_llm_inference_is_the_kv_cache():
    assert "kv-cache" in facts("Quill reorders LLM inference requests to raise prefix sharing.").techniques


def test_prefix_sharing_elsewhere_is_no_kv_cache():
    assert "kv-cache" not in facts("Quill compresses routing tables by prefix sharing.").techniques


def test_recomputation_after_an_unrelated_activation_is_no_activation_recomputation():
    abstract = "Quill predicts the next activation of each agent, avoiding recomputation of shared prompt states."
    assert "activation-recomputation" not in facts(abstract).techniques


def test_recomputation_of_activations_stays_activation_recomputation():
    assert "activation-recomputation" in facts("Quill trades recomputation for activation memory in training.").techniques
