"""Technique tags end to end through the spaCy pipeline (sentences written for these tests)."""

from __future__ import annotations

import pytest

from paperkg.extract import extract_paper
from paperkg.extract.techniques import coordinated_techniques, cue_techniques, hybrid_techniques, kind_mentions
from paperkg.model import Paper
from tests.extract.claim_rows import facts


def techniques(abstract: str) -> set[str]:
    return set(extract_paper(Paper(key="p", title="A Study of Serving and Training", abstract=abstract)).techniques)


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # offloading: weights, KV or activations held in CPU / NVMe / SSD / CXL memory
        ("Weights that do not fit stay in host memory and are streamed to the accelerator layer by layer.", {"offloading"}),
        ("We spill optimizer states from GPU and CPU memory to NVMe drives during fine-tuning.", {"offloading"}),
        ("The runtime pools GPU, DRAM, and SSD capacity to hold a 400B-parameter model.", {"offloading"}),
        ("Rarely used experts are executed on the CPU while the GPU handles the popular ones.", {"offloading"}),
        ("Long contexts overflow into a CXL memory expander attached to the server.", {"offloading"}),
        ("We extend the limited GPU memory with host DRAM for long prompts.", {"offloading"}),
        ("The service loads model checkpoints from disk in seconds.", set()),
        ("We keep the inverted index in main memory for fast lookups.", set()),
        # batching: continuous / iteration-level / dynamic / in-flight, never bare batching
        ("The engine relies on continuous batching to keep accelerators busy.", {"batching"}),
        ("Each decoding iteration admits new requests into the running batch.", {"batching"}),
        ("Requests join and leave the ongoing batch independently of one another.", {"batching"}),
        ("In-flight batching and iteration-level scheduling raise utilization.", {"batching"}),
        ("Batching many prompts together amortizes the cost of reading the weights.", set()),
        # requests that the design lets be "batched together", and dynamic batch scheduling, are batching
        ("Splitting images into tiles lets requests of different resolutions be batched together.", {"batching"}),
        ("Queries of many tenants are batched together on one accelerator.", {"batching"}),
        ("The runtime relies on dynamic batch scheduling to keep both pipelines busy.", {"batching"}),
        ("The results were batched together in one table.", set()),
        # the key cache and the value cache of attention, named apart, are the KV cache
        ("The key cache is laid out column-wise and the value cache row-wise in each memory bank.", {"kv-cache"}),
        ("During decoding, the value cache of each layer stays on the accelerator.", {"kv-cache"}),
        ("A value cache memoizes the results of pure functions.", set()),
        # "<unit>-level disaggregation" of inference stages is disaggregated serving; of memory in a rack it is not
        ("Stage-level disaggregation moves the prefill output of every request to the decode GPUs.",
         {"disaggregated-serving"}),
        ("For multimodal inference, modality-level disaggregation places the vision encoder on cheaper GPUs.",
         {"disaggregated-serving"}),
        ("Rack-level disaggregation of memory lets servers borrow DRAM from their neighbours.", set()),
        ("We also apply heterogeneous batching of adapter computations inside one kernel.", set()),
        # prefill/decode disaggregation, by its names and paraphrases
        ("We disaggregate the prefill and decoding stages of inference.", {"disaggregated-serving"}),
        ("Prefill instances and decoding instances are scaled independently.", {"disaggregated-serving"}),
        ("It places prefill and decode computation on separate GPU pools to avoid interference.", {"disaggregated-serving"}),
        ("Our scheduler runs the two phases of each request on different machines, linked by fast RDMA.",
         {"disaggregated-serving"}),
        ("PD disaggregation removes interference between the phases.", {"disaggregated-serving"}),
        # kv-cache synonyms
        ("Workers share one attention cache and see each other's tokens.", {"kv-cache"}),
        ("The key-value cache grows linearly with the context.", {"kv-cache"}),
        ("Keeping the KV states of all prior tokens exhausts memory.", {"kv-cache"}),
        ("Storing past keys and values avoids recomputing them; we evict the least useful ones.", {"kv-cache"}),
        ("Prefix caching lets conversations reuse computed prompts.", {"kv-cache"}),
        ("PagedAttention stores the cache in fixed-size blocks.", {"kv-cache"}),
        # quantization cues
        ("We store weights in 4-bit precision.", {"quantization"}),
        ("INT8 weights and FP8 activations halve memory traffic.", {"quantization"}),
        ("Our low-bit kernels support W4A16 layouts.", {"quantization"}),
        ("All projections are compressed to 3 bits after training.", {"quantization"}),
        ("Training in lower-precision formats keeps the loss stable.", {"quantization"}),
        # parallelism kinds, coordinated ellipsis, and their names
        ("Experts are sharded across GPUs with expert parallelism.", {"expert-parallelism"}),
        ("Experts are distributed across many devices and tokens are routed with all-to-all.", {"expert-parallelism"}),
        ("We use FSDP for the encoder and ZeRO-3 for the decoder.", {"sharded-data-parallelism"}),
        ("The trainer shards gradients and optimizer states across data-parallel ranks.",
         {"sharded-data-parallelism", "data-parallelism"}),
        ("DeepSpeed Ulysses splits attention heads across devices.", {"sequence-parallelism"}),
        ("Ring attention passes key blocks around the device ring.", {"context-parallelism"}),
        ("Long inputs rely on tensor and sequence parallelism.", {"tensor-parallelism", "sequence-parallelism"}),
        ("It searches data, operator, and pipeline parallelism per stage.",
         {"data-parallelism", "tensor-parallelism", "pipeline-parallelism"}),
        ("We adopt an intra-layer model parallel approach for the attention blocks.", {"tensor-parallelism"}),
        ("Consecutive layers are partitioned across four accelerators.", {"pipeline-parallelism"}),
        # hybrid parallelism needs a word of combination
        ("Data, tensor, and pipeline parallelism are composed to reach 4096 GPUs.",
         {"data-parallelism", "tensor-parallelism", "pipeline-parallelism", "hybrid-parallelism"}),
        ("The planner mixes inter- and intra-operator parallelism.",
         {"pipeline-parallelism", "tensor-parallelism", "hybrid-parallelism"}),
        ("Tensor parallelism is orthogonal to pipeline parallelism.", {"tensor-parallelism", "pipeline-parallelism"}),
        ("We train in mixed precision with data parallelism and tensor parallelism.",
         {"quantization", "data-parallelism", "tensor-parallelism"}),
        # decoding
        ("Extra heads predict several future tokens in parallel.", {"parallel-decoding"}),
        ("A small model drafts candidate tokens that the large model then verifies.", {"speculative-decoding"}),
        ("A token tree lets the model check many speculative continuations in one step.", {"speculative-decoding"}),
        ("A block-wise parallel decoding scheme corrects syndromes of surface codes in real time.", set()),
        # activation recomputation only with activations in view
        ("Rotary embeddings let the engine avoid recomputation of earlier positions.", set()),
        ("Quill recomputes activations in the backward pass rather than keeping them.", {"activation-recomputation"}),
        # load balancing and communication overlap
        ("Imbalanced workloads across ranks leave some accelerators idle.", {"load-balancing"}),
        ("The planner balances computation, memory, and communication cost.", set()),
        ("Asynchronous copies overlap computation with data movement.", {"communication-overlap"}),
        ("Kernels use producer-consumer warps that hand tiles to tensor cores.", {"warp-specialization"}),
        # "quantizes" in the sense of tile or wave quantization is no numeric quantization
        ("The schedule works whatever way the output tiling quantizes across the streaming multiprocessors.", set()),
        ("The method quantizes weights to 4 bits per channel.", {"quantization"}),
        # choosing how to parallelize a model over a cluster is hybrid parallelism (automatic plans)
        ("The serving system adapts the model parallelization configuration to the number of GPUs available.",
         {"hybrid-parallelism"}),
        ("The planner finds a strategy for placing and parallelizing many models across a shared cluster.",
         {"hybrid-parallelism"}),
    ],
)
def test_techniques(abstract, expected):
    assert techniques(abstract) == expected


def test_a_parallelization_strategy_of_one_kernel_is_no_hybrid_parallelism():
    paper = Paper(key="p", title="Faster Stencils", abstract="We pick a parallelization strategy for the loop nest of a stencil kernel.")
    assert "hybrid-parallelism" not in extract_paper(paper).techniques


@pytest.mark.parametrize(
    "text, expected",
    [
        ("data, tensor, and pipeline parallelism", {"data-parallelism", "tensor-parallelism", "pipeline-parallelism"}),
        ("expert- and data-parallel training", {"expert-parallelism", "data-parallelism"}),
        ("combining inter- and intra-layer parallelism", {"pipeline-parallelism", "tensor-parallelism"}),
        ("unifies the inter- and intra-data partitioning", {"data-parallelism", "context-parallelism"}),
        ("parallelism strategies (e.g., data/pipeline/tensor)", {"data-parallelism", "pipeline-parallelism", "tensor-parallelism"}),
        ("a plain parallel sort", set()),
    ],
)
def test_coordinated_kinds(text, expected):
    assert coordinated_techniques(text) | kind_mentions(text) == expected


@pytest.mark.parametrize(
    "text, hybrid",
    [
        ("The integration of pipeline parallelism and data parallelism is the key.", True),
        ("We study tensor, pipeline, and sharded data parallelism. We then combine them to maximize throughput.", True),
        ("We study tensor parallelism. Later, we combine them with better kernels.", False),
        ("Pipeline parallelism and data parallelism are both common.", False),
    ],
)
def test_hybrid_needs_several_kinds_and_a_combination(text, hybrid):
    assert (hybrid_techniques(text) == {"hybrid-parallelism"}) is hybrid


def test_cues_only_return_known_ids():
    from paperkg.extract.vocab import entity_index

    found = cue_techniques(
        "We overlap the all-reduce with computation, balance expert load, and spill weights to NVMe and host memory."
    )
    assert found and all(("technique", t) in entity_index() for t in found)


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # paraphrases of known techniques (vocabulary phrases and cues)
        ("Instead of storing activations, the trainer relies on re-computation in the backward pass.",
         {"activation-recomputation"}),
        ("The re-computation of the whole schedule takes a second.", set()),
        ("It supports within-layer model parallelism for wide layers.", {"tensor-parallelism"}),
        ("Its sharding annotations can express mixed paradigms of parallelism on many models.", {"hybrid-parallelism"}),
        ("The compiler supports hybrid forms of parallelization for each operator.", {"hybrid-parallelism"}),
        ("The kernel exploits different forms of parallelism inside a thread block.", set()),
        ("The partitioner statically balances the computations across machines.", {"load-balancing"}),
        ("The partitioner balances computations and communication cost.", set()),
        ("Quill pins hot experts on the GPU while buffering the rest in host memory.", {"offloading"}),
        ("The router predicts request cost to avoid decode scheduling hotspots on replicas.", {"load-balancing"}),
        ("The floorplan avoids thermal hotspots on the chip.", set()),
        ("The schedule lets gradient reduction overlap with the rest of the backward pass.", {"communication-overlap"}),
        ("Gradient synchronization is overlapped with backpropagation.", {"communication-overlap"}),
        ("The kernels recompute cheap intermediates in the backward pass instead of storing them.",
         {"activation-recomputation"}),
        ("The planner recomputes the schedule when a worker joins.", set()),
        ("Memory reduction techniques such as recomputation fragment the allocator's pool.", {"activation-recomputation"}),
        ("Quill beats the sliding-window recomputation baseline.", set()),
        ("Workers send ternary gradients to cut traffic.", {"quantization"}),
        ("The ternary search tree indexes the keys.", set()),
        ("We combine data parallelism with tensor slicing from the library.", {"data-parallelism", "tensor-parallelism"}),
        ("A kernel's bit-width can be tuned per layer to keep precision.", {"quantization"}),
        ("The bit-width of the bus is 512 on this chip.", set()),
    ],
)
def test_technique_paraphrases(abstract, expected):
    assert techniques(abstract) == expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # a model's layers pipelined across stages or devices: pipeline parallelism
        ("Our system matches the throughput of the SPMD case for encoder models that are pipelined across 8 stages.",
         {"pipeline-parallelism"}),
        ("We pipeline the network across four accelerators to fit it in memory.", {"pipeline-parallelism"}),
        # communication pipelined with computation: communication overlap
        ("Quill issues asynchronous transfers, which can be pipelined by the computation of the next layer.",
         {"communication-overlap"}),
        ("In our runtime, computation and communication are fully pipelined.", {"communication-overlap"}),
        # a batch scheduler for serving requests, requests grouped into batches: batching
        ("A serving layer with a new batch scheduler based on dynamic programming maximizes throughput on "
         "variable-length requests.", {"batching"}),
        ("The server batches incoming requests to raise GPU utilization.", {"batching"}),
        ("Requests are grouped into batches of similar length.", {"batching"}),
        # near misses: kernel pipelining, a pipeline of compression steps, an HPC job scheduler, batched training
        ("The loads are pipelined across 3 stages in shared memory.", set()),
        ("We apply a three stage pipeline of pruning, clustering and coding.", set()),
        ("Slurm is a batch scheduler for HPC jobs.", set()),
        ("Data loading is pipelined with the training computation.", set()),
    ],
)
def test_pipelining_and_batching_paraphrases(abstract, expected):
    assert techniques(abstract) == expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # "data-parallel" describing a kind of workload or hardware, without any training context
        ("While accelerators do well on data-parallel kernels, older designs expose less parallelism.", set()),
        ("SIMD units speed up data parallel workloads such as image filters.", set()),
        # with a training context it is data parallelism
        ("We train with data-parallel workers on 8 GPUs.", {"data-parallelism"}),
        ("Gradients are averaged across data parallel replicas.", {"data-parallelism"}),
        ("Inference runs as data-parallel instances behind a load balancer.", {"data-parallelism"}),
    ],
)
def test_data_parallel_as_an_adjective_needs_a_training_context(abstract, expected):
    facts = extract_paper(Paper(key="p", title="Fast Similarity Search on Accelerators", abstract=abstract))
    assert set(facts.techniques) - {"load-balancing"} == expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # dynamic batching of requests, by a verb and an adverb
        ("The gateway dynamically batches incoming requests before they reach the accelerators.", {"batching"}),
        ("Our frontend batches user queries adaptively to meet each latency target.", {"batching"}),
        ("Requests are opportunistically batched on the cheapest instance.", {"batching"}),
        ("We batch requests to amortize the weight reads.", set()),
        ("The kernel dynamically batches small GEMM operations.", set()),
        # memory offloading: GPU and CPU memory used together, or one heterogeneous memory space
        ("A runtime memory manager lets both GPU and CPU memory be utilized for training larger networks.", {"offloading"}),
        ("The trainer spans both the accelerator and host memory to hold the optimizer states.", {"offloading"}),
        ("Parameters live in a CPU-GPU heterogeneous memory space managed in chunks.", {"offloading"}),
        ("It reduces both GPU and CPU memory usage by 30%.", set()),
        ("The compiler offloads the runtime scheduling to compile time for a tiny training footprint of quantized models.",
         {"quantization"}),
        # load balancing said of the load itself
        ("Shards move as traffic drifts, so that the load across all hosts stays balanced.", {"load-balancing"}),
        ("The router keeps the per-GPU workload balanced during decoding.", {"load-balancing"}),
        ("Loads remain roughly balanced across replicas after migration.", {"load-balancing"}),
        ("The trade-off between accuracy and cost is balanced by a knob.", set()),
        # 3D-parallel as an adjective, half precision
        ("The planner reconfigures 3D-parallel training jobs after each failure.", {"hybrid-parallelism"}),
        ("Using half-precision arithmetic on tensor cores doubles throughput.", {"quantization"}),
        ("Activations are stored in half precision to save memory.", {"quantization"}),
        # "tensor parallel" as a kind of task, and "<kind> partitioning" that sends nothing to devices
        ("Graph and tensor parallel tasks overlap in a deep pipeline during training.", set()),
        ("Tensor parallel training across 8 GPUs splits each layer.", {"tensor-parallelism"}),
        ("It streamlines the handling of data partitioning, placement, and caching during training.", set()),
        ("Tensor partitioning lets all-to-all and all-reduce share links during training.", set()),
        ("Data partitioning across 64 workers keeps every GPU busy during training.", {"data-parallelism"}),
    ],
)
def test_dev6_phrasing_families(abstract, expected):
    assert techniques(abstract) == expected


def test_parallelism_configurations_need_a_parallelism_context():
    # named in passing (checkpoints resharded after a change of setup): no technique
    f = facts("We present Quill, a store for training snapshots that survives changes in node counts and "
              "parallelism configurations.")
    assert "hybrid-parallelism" not in f.techniques
    # beside named parallelism dimensions, a search over them: combined parallelism
    f = facts("We present Quill, which picks parallelism configurations that mix tensor and pipeline parallelism.")
    assert "hybrid-parallelism" in f.techniques


@pytest.mark.parametrize(
    "abstract, technique",
    [
        ("We present Quill. Large sparsely activated networks need 4x less energy per token than dense ones.",
         "mixture-of-experts"),
        ("We present Quill. Sparsely-activated language models are routed by Quill across hosts.", "mixture-of-experts"),
        ("We present Quill. Quill applies prompt/token disaggregation so long prompts never stall generation.",
         "disaggregated-serving"),
        ("We present Quill. In Quill, prompt and token phases are fully decoupled onto separate GPU pools.",
         "disaggregated-serving"),
        ("We present Quill. Quill overlaps remote parameter fetches with the computation of each batch.",
         "communication-overlap"),
    ],
)
def test_technique_cues(abstract, technique):
    assert technique in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract, technique",
    [
        # sparse activations of neurons are not experts
        ("We present Quill. Quill skips sparsely activated neurons in the feed-forward layers.", "mixture-of-experts"),
        # "prompt tokens" alone is no disaggregation
        ("We present Quill. Quill compresses prompt tokens before decoding.", "disaggregated-serving"),
        # local data loading overlapped with computation is not communication
        ("We present Quill. Quill overlaps disk reads with the computation of each batch.", "communication-overlap"),
        # moving queries to GPUs moves compute, not memory; "compared to CPU-only" is no offloading target
        ("We present Quill. Quill offloads large queries to GPUs, a 1.5x gain compared to CPU-only execution.",
         "offloading"),
    ],
)
def test_technique_cues_do_not_fire_on_neighbours(abstract, technique):
    assert technique not in facts(abstract).techniques


def test_offloading_to_the_cpu_still_counts():
    assert "offloading" in facts("We present Quill. Quill offloads optimizer states to the CPU to fit larger models.").techniques


@pytest.mark.parametrize(
    "abstract, expected",
    [
        ("We present Quill. Quill adds slack-aware batching, which fills every slot of a step with pending requests.", True),
        ("We present Quill. Each query is served with deadline-driven batching of the pending prompts.", True),
        # pipeline micro-batches, a property of models and the state of the art are no request batching
        ("We present Quill. Quill trains with micro-batching so that requests of the pipeline stay busy.", False),
        ("We present Quill. Quill exploits model-specific batching properties of inference requests.", False),
        ("We present Quill. Despite state-of-the-art batching, requests still wait in queues.", False),
    ],
)
def test_hyphenated_request_batching(abstract, expected):
    assert ("batching" in facts(abstract).techniques) is expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        ("We present Quill. Quill keeps expert weights in flash memory and pages each into DRAM when it fires.", True),
        ("We present Quill. Quill streams layers from the flash storage of a phone on demand.", True),
        # FlashAttention and flash memory as a device feature are no offloading
        ("We present Quill. Quill fuses kernels like FlashAttention to cut memory traffic.", False),
        ("We present Quill. The phone ships 256 GB of flash memory and 12 GB of DRAM.", False),
    ],
)
def test_flash_memory_offloading(abstract, expected):
    assert ("offloading" in facts(abstract).techniques) is expected


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
    "abstract",
    [
        "Quill adds a fully overlapped tensor prefetching stage between layers.",
        "Each worker of Orca-X runs an overlapped prefetching loop.",
    ],
)
def test_overlapped_prefetching_is_communication_overlap(abstract):
    assert "communication-overlap" in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract",
    [
        "Quill overlaps the scan with the following iterations.",
        "Our scheduler may reorder and overlap jobs with varied memory demands.",
        "Many prompts have overlapping prefixes and shared computation.",
        "Quill overlaps shard decompression with the forward computation.",
    ],
)
def test_other_overlaps_are_no_communication_overlap(abstract):
    assert "communication-overlap" not in facts(abstract).techniques


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


def test_prefix_sharing_in_llm_inference_is_the_kv_cache():
    assert "kv-cache" in facts("Quill reorders LLM inference requests to raise prefix sharing.").techniques


def test_prefix_sharing_elsewhere_is_no_kv_cache():
    assert "kv-cache" not in facts("Quill compresses routing tables by prefix sharing.").techniques


def test_recomputation_after_an_unrelated_activation_is_no_activation_recomputation():
    abstract = "Quill predicts the next activation of each agent, avoiding recomputation of shared prompt states."
    assert "activation-recomputation" not in facts(abstract).techniques


def test_recomputation_of_activations_stays_activation_recomputation():
    assert "activation-recomputation" in facts("Quill trades recomputation for activation memory in training.").techniques


@pytest.mark.parametrize(
    "abstract",
    [
        "Uneven layer cuts cause imbalances among the pipeline stages of the job.",
        "Quill restores memory balance across GPUs by moving stashed tensors.",
        "An activation balancing pass moves tensors from busy ranks to idle ones.",
        "With balanced memory usage, Quill fits larger micro-batches.",
        "A front end routes incoming user requests across model replicas by queue depth.",
    ],
)
def test_imbalance_memory_balance_and_routing_are_load_balancing(abstract):
    assert "load-balancing" in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract",
    [
        "Varying prompt lengths cause imbalance across micro-batches.",
        "The gate routes each token to two experts.",
        "Quill routes packets between switches with a learned policy.",
    ],
)
def test_other_imbalance_and_routing_words_are_no_load_balancing(abstract):
    assert "load-balancing" not in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # weights kept in CPU memory are offloaded; CPU work overlapped with GPU work hides one behind the other
        ("On one workstation, the cold expert parameters remain in CPU memory between steps.", "offloading"),
        ("Quill overlaps host-side sampling work with the GPU kernels of the next layer.", "communication-overlap"),
    ],
)
def test_cpu_resident_weights_and_cpu_gpu_overlap(abstract, expected):
    assert expected in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract, unexpected",
    [
        ("All weights stay in GPU memory for the whole run.", "offloading"),
        ("Quill overlaps tiles with halos to cut redundant loads.", "communication-overlap"),
    ],
)
def test_other_cpu_memory_and_overlap_words(abstract, unexpected):
    assert unexpected not in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # a model split or partitioned across devices is model parallelism
        ("Quill can partition already trained DNN models onto several mobile devices.", "model-parallelism"),
        ("Splitting the model graph across multiple devices is slow to plan.", "model-parallelism"),
        # both the model and the data split across machines: model and data parallelism
        ("Quill scales by partitioning both the model and the data across machines.", "data-parallelism"),
        # workers that average their parameters train data-parallel
        ("Each worker runs SGD for a fixed number of iterations before the parameters are averaged.", "data-parallelism"),
        # work stealing balances the load
        ("It further realizes a distributed work stealing approach at inference runtime.", "load-balancing"),
    ],
)
def test_parallelism_and_balancing_described_in_words(abstract, expected):
    assert expected in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract, unexpected",
    [
        # "the split models": an adjective, not a verb that splits a model
        ("The planner then maps the split models onto the GPUs.", "model-parallelism"),
        # a weight average of checkpoints is no data parallelism
        ("The final weights are averaged over the last five checkpoints.", "data-parallelism"),
        # distributing data (not a model) across machines
        ("Quill distributes the input files across machines.", "model-parallelism"),
    ],
)
def test_other_splits_and_averages(abstract, unexpected):
    assert unexpected not in facts(abstract).techniques


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # offloading of memory (weights, experts, KV caches) is the technique; sending work to another processor is not
        ("We present Quill. Quill hides the latency of expert offloading in MoE inference.", True),
        ("We present Quill. Quill combines activation checkpointing and offloading.", True),
        ("We present Quill, an on-device trainer with DSP offloading for phones.", False),
        ("We present Quill. Quill outperforms cloud-based offloading of vision models on phones.", False),
    ],
)
def test_offloading_names_memory_moved(abstract, expected):
    assert ("offloading" in facts(abstract).techniques) is expected


@pytest.mark.parametrize(
    "abstract, present",
    [
        # "DDP" (PyTorch's distributed data parallel) is data parallelism wherever the text is about training
        ("We present Quill. Jobs run up to 2x faster than with plain DDP training on 64 GPUs.", True),
        ("We present Quill, which overlaps the all-reduce of DDP with the backward pass.", True),
        ("We present Quill. Quill speeds up DDP jobs on a distributed cluster by 2x.", True),
        # near misses: the acronym with nothing about training (a planner's DDP is another method)
        ("We present Quill, a planner for DDP-based trajectory optimization of robots.", False),
        ("We present Quill. Quill speeds up DDP jobs by 2x.", False),
    ],
)
def test_ddp_is_data_parallelism_in_training_text(abstract, present):
    found = extract_paper(Paper(key="p", title="Quill: Fast Jobs on Shared Clusters", abstract=abstract)).techniques
    assert ("data-parallelism" in found) is present
