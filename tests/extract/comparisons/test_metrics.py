"""Tests of the metric of a number or cue (:mod:`paperkg.extract.comparisons.metrics`)."""

from __future__ import annotations

import pytest

from paperkg.extract.comparisons.metrics import _QUALITY_CONTEXT, quality_context

from tests.extract.claim_rows import rows
from tests.extract.comparisons.helpers import facts, metric_rows, q4_rows, random_texts


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measure named right after the number wins over words further away
        ("Quill serves 5.2x more requests than Orca while keeping a latency target.",
         [("orca", "throughput", 5.2, None, "better")]),
        ("Quill is 310x more cost-effective than a GPU cluster.",
         [("a GPU cluster", "cost", 310.0, None, "better")]),
        ("Quill handles 12x longer sequences than Megatron-LM.",
         [("megatron-lm", "scale", 12.0, None, "better")]),
        # the head of the noun phrase: "latency speedup" is a speedup, "memory overhead" is memory
        ("Quill shows a latency speedup of up to 2.9x over Orca.",
         [("orca", "speedup", 2.9, "up to", "better")]),
        ("Quill cuts the activation memory overhead by 6x compared to DeepSpeed.",
         [("deepspeed", "memory", 6.0, None, "better")]),
        # two measures coordinated after one number give two comparisons
        ("Quill delivers 5.1x better latency and cost than existing engines.",
         [("existing engines", "latency", 5.1, None, "better"), ("existing engines", "cost", 5.1, None, "better")]),
        # the object of the verb sets the measure of the values after its "by", across an elliptic clause
        ("Quill improves the goodput of tiny models by 1.5x at the same latency level compared to vLLM.",
         [("vllm", "throughput", 1.5, None, "better")]),
        ("Quill improves the serving throughput of Zorb-7B by 1.3x; and Zorb-70B by 2.2x.",
         [(None, "throughput", 1.3, None, "better"), (None, "throughput", 2.2, None, "better")]),
        ("Quill reduces tail latency by an order of magnitude compared to Zorbix.",
         [("zorbix", "latency", 10.0, "about", "better")]),
        # a measure held fixed is a condition, not the measure
        ("On reasoning benchmarks, Quill beats Orca by 4.2% on average using the same context length.",
         [("orca", "accuracy", 4.2, "average", "better")]),
        # kernels compete on speed, models on benchmarks compete on quality
        ("Quill kernels are on par with cuBLAS.",
         [("cublas", "speedup", None, None, "parity")]),
        ("Quill surpasses Llama 3 on coding and math benchmarks.",
         [("llama-3", "accuracy", None, None, "better")]),
        # numbers that are not comparisons
        ("Quill with 15% retained tokens improves the throughput over Orca by up to 3x.",
         [("orca", "throughput", 3.0, "up to", "better")]),
        ("Quill reaches 48% MFU, which is 12% faster than the 43% of Megatron-LM.",
         [(None, "speedup", 12.0, None, "better")]),
        ("Quill reaches 610 TFLOPs/s (71% utilization) and a 1.4x speedup.",
         [(None, "speedup", 1.4, None, "better")]),
        ("Quill achieves 2.5x lower 99% latency compared to Orca.",
         [("orca", "latency", 2.5, None, "better")]),
        ("Quill uses double buffering to hide loads.", []),
        # "several orders of magnitude" is a change with no number
        ("Quill raises the number of concurrently served adapters by orders of magnitude compared to Zorbix.",
         [("zorbix", "scale", None, None, "better")]),
        # a qualifier opening coordinated values covers them
        ("Quill offers up to 3.5x faster and 7x cheaper inference than dense models.",
         [("dense models", "speedup", 3.5, "up to", "better"), ("dense models", "cost", 7.0, "up to", "better")]),
        ("Quill achieves up to 2x higher throughput and a 1.5x lower latency than Orca.",
         [("orca", "throughput", 2.0, "up to", "better"), ("orca", "latency", 1.5, None, "better")]),
        ("Quill reaches an average 31x speedup (with a maximum of 402x) over serial code.",
         [("serial code", "speedup", 31.0, "average", "better"), ("serial code", "speedup", 402.0, "max", "better")]),
        # keeping quality is a parity claim beside the measured one
        ("Quill is 2.1x faster than vLLM without compromising output quality.",
         [("vllm", "speedup", 2.1, None, "better"), ("vllm", "accuracy", None, None, "parity")]),
        ("Quill runs 1.9x faster while retaining model accuracy.",
         [(None, "speedup", 1.9, None, "better"), (None, "accuracy", None, None, "parity")]),
        ("Quill stores weights in 3 bits with negligible accuracy loss.",
         [(None, "accuracy", None, None, "parity")]),
        ("Quill cuts token usage by 40% compared to existing methods while keeping accuracy within 2 percentage points.",
         [("existing methods", "cost", 40.0, None, "better"), ("existing methods", "accuracy", 2.0, "up to", "parity")]),
        ("Quill needs 3x less memory than models that reach the same quality.",
         [("models", "memory", 3.0, None, "better")]),
        # a side claim with no number beside a measured one
        ("Quill is 40x faster than exact solvers, with only small losses in accuracy.",
         [("exact solvers", "speedup", 40.0, None, "better"), ("exact solvers", "accuracy", None, None, "worse")]),
        ("Quill cuts memory by 3x compared to existing engines while substantially improving decode throughput.",
         [("existing engines", "memory", 3.0, None, "better"), ("existing engines", "throughput", None, None, "better")]),
        ("Quill kernels match the output of cuDNN bit-for-bit.", [("cudnn", "accuracy", None, None, "parity")]),
        ("Quill serves 9x more requests than vLLM while only adding 3 ms latency per token.",
         [("vllm", "throughput", 9.0, None, "better"), ("vllm", "latency", None, None, "worse")]),
        # a measure joined by hyphens to what it measures; shrinking a model is memory
        ("Quill achieves a 41% per-request-latency reduction compared to Orca.",
         [("orca", "latency", 41.0, None, "better")]),
        ("Quill compresses the model size by 3.1x relative to GPTQ.",
         [("gptq", "memory", 3.1, None, "better")]),
        ("Quill cuts the KV cache memory by half compared to vLLM.",
         [("vllm", "memory", 2.0, None, "better")]),
        # a count that names no measure; a size given as the setting
        ("Quill trains the same model with 2.5x fewer GPUs than ZeRO-3.",
         [("zero-3", "other", 2.5, None, "better")]),
        ("Quill kernels outperform Marlin by 1.3x at batch size 16.",
         [("marlin", "speedup", 1.3, None, "better")]),
        ("Quill gains 0.8 points of accuracy over GPTQ.",
         [("gptq", "accuracy", 0.8, None, "better")]),
        # a share of the baseline's level is a comparison with it; a share of the peak is not
        ("Quill keeps 96.5% of the accuracy of the BF16 model at 3 bits.",
         [("the BF16 model", "accuracy", 96.5, None, "worse")]),
        ("Quill reaches 71% of the peak throughput of the H100.", []),
        ("Quill attains up to a 1.4x latency gain over Orca.", [("orca", "speedup", 1.4, "up to", "better")]),
        ("On language modeling, Quill stays competitive to Mamba on a range of sequence lengths.",
         [("mamba", "accuracy", None, None, "parity")]),
        # counts of correct outputs are quality
        ("Quill generates 41% more syntactically correct code than Zorbix-002.", [("zorbix-002", "accuracy", 41.0, None, "better")]),
        ("Quill gives 12% more correct answers than Orca.", [("orca", "accuracy", 12.0, None, "better")]),
        # a condition is no claim
        ("Quill sheds load when the queue exceeds the budget.", []),
    ],
)
def test_metric_value_and_qualifier(sentence, expected):
    assert metric_rows(sentence) == expected


def test_quality_context_agrees_with_its_regex():
    texts = ["accuracy", "-accuracy", "xaccuracy", "pass@1", "the llms.", "a language model", "kernels"]
    texts += [t + " " + w for t in random_texts(2_000, seed=10) for w in ("bleu", "-f1", "f1x")]
    for text in texts:
        assert quality_context(text) == (_QUALITY_CONTEXT.search(text) is not None), text


def test_semicolon_clauses_keep_the_measure():
    f = facts("We present Quill. Moving data to SRAM gives Quill 90× energy saving; pruning saves 6×; sharing gives 4×.")
    assert [(c.value, c.metric) for c in f.comparisons] == [(90.0, "energy"), (6.0, "energy"), (4.0, "energy")]


def test_second_object_of_a_verb_keeps_its_measure():
    f = facts("We present Quill. Compared to prior systems, Quill reduces the cache size by 2.5× and the total delay "
              "in loading contexts by 2.2× with negligible impact on the answer quality.")
    assert [(c.value, c.metric, c.direction) for c in f.comparisons] == [
        (2.5, "memory", "better"), (2.2, "latency", "better"), (None, "accuracy", "parity")]


@pytest.mark.parametrize("abstract, metric", [
    ("We present Quill. Quill improves accuracy on reasoning benchmarks. Quill outperforms Zorb by 12%.", "accuracy"),
    ("We present Quill. Quill speeds up GEMM kernels. Quill outperforms Zorb by 12%.", "speedup"),
    ("We present Quill. Quill improves accuracy on reasoning benchmarks. Quill kernels outperform Zorb by 12%.",
     "speedup"),
])
def test_bare_performance_follows_the_paper_and_the_sentence(abstract, metric):
    """The paper's quality flag is computed only when a bare "performance" needs it, with the same answer."""
    assert [(c.baseline, c.metric) for c in facts(abstract).comparisons if c.value == 12.0] == [("zorb", metric)]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # on-chip and flash memory words are memory; "memory-efficient than X" is a memory claim
        ("Quill uses 2.5× less SRAM and 4.7× less Flash compared to Zorbix.",
         [("zorbix", "memory", 2.5, None, "better"), ("zorbix", "memory", 4.7, None, "better")]),
        ("Quill runs 2.4-3.4× faster than Zorbix with 3.7-4.1× smaller peak SRAM.",
         [("zorbix", "speedup", 2.4, None, "better"), ("zorbix", "memory", 3.7, None, "better")]),
        ("Quill is more memory-efficient than common methods such as Zorbix.",
         [("zorbix", "memory", None, None, "better")]),
        # the serving time of a request is its latency; a throughput unit per GPU-second is throughput
        ("Quill reduces end-to-end serving time by 23% on average compared with Zorbix.",
         [("zorbix", "latency", 23.0, "average", "better")]),
        ("For tokens per GPU-second, Quill achieves up to 3.4× and 2.6× improvement over Zorbix and Quattro, "
         "respectively.",
         [("zorbix", "throughput", 3.4, "up to", "better"), ("quattro", "throughput", 2.6, "up to", "better")]),
        # near misses: the training time stays a speedup, a plain improvement stays a speedup
        ("Quill reduces end-to-end training time by 29% compared with Zorbix.",
         [("zorbix", "speedup", 29.0, None, "better")]),
        ("Quill achieves up to 3.8× improvement over Zorbix.", [("zorbix", "speedup", 3.8, "up to", "better")]),
    ],
)
def test_memory_latency_and_throughput_words(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N improvement in A and B": one claim per measure
        ("Quill delivers over an order of magnitude gain in latency and throughput over Zorbix.",
         [("zorbix", "latency", 10.0, "at least", "better"), ("zorbix", "throughput", 10.0, "at least", "better")]),
        ("Quill yields 40% savings in memory and cost compared with Zorbix.",
         [("zorbix", "memory", 40.0, None, "better"), ("zorbix", "cost", 40.0, None, "better")]),
        # near misses: a second value of its own, a second measure after the baseline, two devices
        ("Quill gives a 3× improvement in latency and a 2× improvement in throughput over Zorbix.",
         [("zorbix", "latency", 3.0, None, "better"), ("zorbix", "throughput", 2.0, None, "better")]),
        ("Quill gives a 3× improvement in latency over Zorbix and higher throughput.",
         [("zorbix", "latency", 3.0, None, "better")]),
        ("Quill gives a 3× improvement in latency on A100 and H100 over Zorbix.",
         [("zorbix", "latency", 3.0, None, "better")]),
    ],
)
def test_a_gain_in_two_measures(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a change of a quality score in the score's own units: the unit is the score, a decline a loss
        ("Quill speeds up sampling by 2.1x with only a 0.08 decline in CLIP Score.",
         [(None, "speedup", 2.1, "x", None, "better"), (None, "accuracy", 0.08, "CLIP Score", None, "worse")]),
        ("Quill cuts memory by 3x with a slight decrease of 0.4 in BLEU.",
         [(None, "memory", 3.0, "x", None, "better"), (None, "accuracy", 0.4, "BLEU", None, "worse")]),
        ("Quill halves the latency with a 0.3 increase in perplexity.",
         [(None, "latency", 2.0, "x", None, "better"), (None, "accuracy", 0.3, "perplexity", None, "worse")]),
        # the score named before "by", or before its number with a comparative
        ("Quill improves BLEU by 1.3 over Zorbix.", [("zorbix", "accuracy", 1.3, "BLEU", None, "better")]),
        ("The perplexity of Quill rises by only 0.05 relative to the FP16 model.",
         [("the FP16 model", "accuracy", 0.05, "perplexity", None, "worse")]),
        ("Quill improves CodeBLEU by at least 4.6 points compared to Zorbix.",
         [("zorbix", "accuracy", 4.6, "CodeBLEU", "at least", "better")]),
        ("Quill's samples reach 1.4 lower FID than Zorbix.", [("zorbix", "accuracy", 1.4, "FID", None, "better")]),
        # listed score deltas share their baseline; each ratio after a score delta keeps its own measure
        ("Quill yields +1.2 mIoU and +0.8 mAP over Zorbix.",
         [("zorbix", "accuracy", 1.2, "mIoU", None, "better"), ("zorbix", "accuracy", 0.8, "mAP", None, "better")]),
        ("Quill outperforms Zorbix by 2.9 BLEU and 1.7 chrF points.",
         [("zorbix", "accuracy", 2.9, "BLEU", None, "better"), ("zorbix", "accuracy", 1.7, "chrF", None, "better")]),
        ("Quill gives a 1.8x speedup on Zorb-7B with a 0.1 decline in BLEU, and 2.6x on Zorb-70B with a 0.3 decline "
         "in BLEU.", [(None, "speedup", 1.8, "x", None, "better"), (None, "accuracy", 0.1, "BLEU", None, "worse"),
                      (None, "speedup", 2.6, "x", None, "better"), (None, "accuracy", 0.3, "BLEU", None, "worse")]),
        # near misses: an absolute score; a share or points as the unit
        ("Quill reaches 31.2 BLEU on the news benchmark.", []),
        ("Quill reaches 31.2 BLEU and 0.8 chrF on the news benchmark.", []),
        ("Quill improves BLEU by 12% over Zorbix.", [("zorbix", "accuracy", 12.0, "%", None, "better")]),
        ("Quill achieves 2.3 points better perplexity than Zorbix.",
         [("zorbix", "accuracy", 2.3, "points", None, "better")]),
    ],
)
def test_quality_deltas_in_score_units(sentence, expected):
    assert q4_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # shrinking "the size of" a model is memory (against that model); changing "the number of" things is a count
        ("Quill reduces the size of ResNet-50 by 12x without loss of accuracy.",
         [("resnet-50", "memory", 12.0, "x", None, "better"), ("resnet-50", "accuracy", None, None, None, "parity")]),
        ("Quill shrinks the size of the vector index by 3x compared to Zorbix.",
         [("zorbix", "memory", 3.0, "x", None, "better")]),
        ("Quill reduces the number of kernel launches by 4x.", [(None, "other", 4.0, "x", None, "better")]),
        ("Quill cuts the number of pipeline bubbles by 40% compared to Zorbix.",
         [("zorbix", "other", 40.0, "%", None, "better")]),
        # a job completion time is a latency
        ("Quill improves the mean JCT by up to 2.7x over Zorbix.", [("zorbix", "latency", 2.7, "x", "up to", "better")]),
        ("Quill cuts average job completion times by 35% relative to Zorbix.",
         [("zorbix", "latency", 35.0, "%", None, "better")]),
        ("Quill shortens the job completion time by 2.2x.", [(None, "latency", 2.2, "x", None, "better")]),
        # near misses: a measure word in the object wins; the completion time of an operation is its speed
        ("Quill reduces the latency of the model by 2x.", [(None, "latency", 2.0, "x", None, "better")]),
        ("Quill reduces the completion time of all-reduce by 2x.", [(None, "speedup", 2.0, "x", None, "better")]),
    ],
)
def test_sizes_counts_and_job_completion_times(sentence, expected):
    assert q4_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a verb cue's "in <measure>" names the measure: not the subject's words ("the runtime"), nor a setting
        ("On a single GPU, the runtime outperforms Zorbix, Quattro and Brisket in BERT inference latency across "
         "variable sequence lengths.",
         [("zorbix", "latency", None, None, "better"), ("quattro", "latency", None, None, "better"),
          ("brisket", "latency", None, None, "better")]),
        ("The faster engine beats Zorbix and Quattro in terms of memory footprint and throughput on long prompts.",
         [("zorbix", "memory", None, None, "better"), ("zorbix", "throughput", None, None, "better"),
          ("quattro", "memory", None, None, "better"), ("quattro", "throughput", None, None, "better")]),
        ("Our lightweight runtime surpasses Zorbix in accuracy on every benchmark.",
         [("zorbix", "accuracy", None, None, "better")]),
        ("The runtime outperforms Zorbix in both latency and throughput.",
         [("zorbix", "latency", None, None, "better"), ("zorbix", "throughput", None, None, "better")]),
        # near misses: an "in" that names no measure, or a setting, leaves the other words their say
        ("The runtime outperforms Zorbix in most settings.", [("zorbix", "speedup", None, None, "better")]),
        ("The faster runtime outperforms Zorbix in sequence lengths up to 8K.",
         [("zorbix", "speedup", None, None, "better"), ("zorbix", "scale", None, None, "better")]),
    ],
)
def test_one_record_per_measure_the_verb_names(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N times of X" (for "N times that of X"), and bare numbers sharing the unit of the last one
        ("Quill extends the model sizes 2.1 and 2.9 times of Zorbix on one node and on 16 nodes respectively.",
         [("zorbix", "scale", 2.1, None, "better"), ("zorbix", "scale", 2.9, None, "better")]),
        ("The throughput of Quill is 1.7 times of Quattro.", [("quattro", "throughput", 1.7, None, "better")]),
        # "N times the GPU memory limit": a scale with no baseline
        ("Quill can fit models up to 9 times the GPU memory limit.", [(None, "scale", 9.0, "up to", "better")]),
        ("Quill fits sequences 8x larger than the device memory capacity.", [(None, "scale", 8.0, None, "better")]),
        # "higher computing efficiency than X": utilization
        ("On eight GPUs, Quill achieves higher computing efficiency than Zorbix at every model size.",
         [("zorbix", "utilization", None, None, "better")]),
        # near misses: a measure after "times of", the memory of a baseline
        ("Quill achieves 3.5 times of speedup over Zorbix.", [("zorbix", "speedup", 3.5, None, "better")]),
        ("Quill needs 3 times the memory capacity of Zorbix.", []),
    ],
)
def test_r2_scale_and_efficiency_wording(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, metric",
    [
        # job completion time is a latency
        ("Quill reduces the average completion time by 35% compared to Zorbix.", "latency"),
        ("Quill reduces the average training task completion time by 25% compared to Zorbix.", "latency"),
        ("Quill cuts the tail job completion times by 1.6x over Zorbix.", "latency"),
        # a compression ratio of the cache is a memory saving
        ("Quill achieves up to 20x compression of the KV cache over Zorbix.", "memory"),
        # AUC is a quality score
        ("Quill reaches a 0.5% higher AUC than Zorbix.", "accuracy"),
        # requests processed at higher rates: throughput
        ("Quill can process requests at rates 1.8-12.7x higher than Zorbix under latency constraints.", "throughput"),
        # data transferred is communication
        ("Quill achieves up to 90% data transferring reduction compared to Zorbix.", "communication"),
        # "outperforms X by a significant margin" with no measure: its performance (speed in a systems sentence)
        ("Quill outperforms Zorbix by a significant margin on small graphs.", "speedup"),
        ("Quill outperforms prior systems by large margins.", "speedup"),
    ],
)
def test_r2_metric_words(sentence, metric):
    assert [r[1] for r in metric_rows(sentence)] == [metric]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # compute saved is a cost; a smaller model or state is memory
        ("Quill saves up to 3x the pre-training compute on C4 over Zorbix.", [("zorbix", "cost", 3.0)]),
        ("Quill beats Zorbix by cutting the pretraining compute by up to 1.9x.", [("zorbix", "cost", 1.9)]),
        ("Quill needs 3x less compute than Fenwick.", [("fenwick", "cost", 3.0)]),
        ("The index of Quill is over 40 times smaller than that of Zorbix.", [("zorbix", "memory", 40.0)]),
        ("Quill is 3x smaller and 2x faster than Fenwick.", [("fenwick", "memory", 3.0), ("fenwick", "speedup", 2.0)]),
        # near misses: a named measure wins over "smaller"; compute utilization is utilization
        ("Quill yields a 2x smaller error than Fenwick.", [("fenwick", "accuracy", 2.0)]),
        ("Quill reaches 2x higher compute utilization than Fenwick.", [("fenwick", "utilization", 2.0)]),
    ],
)
def test_compute_savings_and_smaller_sizes(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill is 1000x less expensive than the standard Zorbix baseline.", [("zorbix", "cost", 1000.0)]),
        ("Quill lowers the data movement cost by 1.4x over Fenwick.", [("fenwick", "communication", 1.4)]),
        # near miss: "less" before another noun stays a count
        ("Quill needs 3x less tuning than Fenwick.", [("fenwick", "other", 3.0)]),
    ],
)
def test_expense_and_memory_movement_measures(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "the <hyphenated measure> of X and Y": the baselines after "of"
        ("At 25 Gbps, compared with the dense all-gather of Zorblax and Plinth, Quill reduces communication time by "
         "2.1x and 2.8x, respectively, on large models.",
         [("zorblax", "communication", 2.1, None, None, "better"), ("plinth", "communication", 2.8, None, None, "better")]),
    ],
)
def test_measure_of_baselines(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Compared with Zorblax, Quill is 30% cheaper.", [("zorblax", "cost", 30.0, None, None, "better")]),
        ("Quill is 30% cheaper.", [(None, "cost", 30.0, None, None, "better")]),
        # a frame with an example list: one claim per named member; a parity beside it
        ("Against hosted services such as Zorblax and Orca-X, our routers are 30% cheaper.",
         [("zorblax", "cost", 30.0, None, None, "better"), ("orca-x", "cost", 30.0, None, None, "better")]),
        ("Against Zorblax, our routers reach the same accuracy while being over 30% cheaper.",
         [("zorblax", "cost", 30.0, None, "at least", "better"), ("zorblax", "accuracy", None, None, None, "parity")]),
    ],
)
def test_percent_cheaper_is_a_cost_change(sentence, expected):
    assert rows(sentence) == expected


def test_percent_of_a_price_is_no_change():
    assert rows("Quill costs 30% of the price of Zorblax.") == []


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "communicating N times less": a communication saving, against the baseline of the claim before it
        ("Quill matches the loss of Zorblax while communicating 300 times less.",
         [("zorblax", "communication", 300.0, None, None, "better"), ("zorblax", "accuracy", None, None, None, "parity")]),
        ("Quill is 2x faster than Zorblax while communicating 5x less.",
         [("zorblax", "speedup", 2.0, None, None, "better"), ("zorblax", "communication", 5.0, None, None, "better")]),
    ],
)
def test_communicating_less_is_a_communication_saving(sentence, expected):
    assert rows(sentence) == expected


def test_valueless_win_on_downstream_evaluations_is_accuracy():
    assert rows("Quill models beat open models such as Orca and Nimbus on a range of downstream evaluations.") == [
        ("orca", "accuracy", None, None, None, "better"), ("nimbus", "accuracy", None, None, None, "better")]


@pytest.mark.parametrize(
    "sentence, metric",
    [
        ("Quill improves fairness by 1.9x over Zorblax.", "other"),
        ("Quill is 30% more cluster efficient than Zorblax.", "utilization"),
        ("Quill is nearly 6x more communication-efficient than Zorblax.", "communication"),
        ("Quill uses 20x fewer GPU cycles than Zorblax.", "cost"),
        ("Quill saves up to 35% of GPUs compared to Zorblax.", "cost"),
        ("Quill shortens the makespan by 21% compared to Zorblax.", "other"),
    ],
)
def test_metric_words(sentence, metric):
    assert rows(sentence)[0][1] == metric


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # carbon and temperature are their own measures (other), not energy
        ("Quill cuts the carbon footprint of serving by up to 30%.", [(None, "other", 30.0, "up to", "better")]),
        ("Quill lowers the 95th-percentile temperature by 12% and peak power by 20%.",
         [(None, "other", 12.0, None, "better"), (None, "energy", 20.0, None, "better")]),
        ("Quill cuts operational carbon emissions by 40% and energy use by 20%.",
         [(None, "other", 40.0, None, "better"), (None, "energy", 20.0, None, "better")]),
    ],
)
def test_carbon_and_temperature_are_other(sentence, expected):
    assert metric_rows(sentence) == expected


def test_cost_effectiveness_is_cost():
    assert metric_rows("Quill raises cost-effectiveness by up to 1.6x on rented GPUs.") == [
        (None, "cost", 1.6, "up to", "better")]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "speedups of up to N for A": the measure named before the value, not the workload after "for"
        ("Against Zorbix, Quill achieves speedups of up to 2.7x for all-gather traffic and up to 12% for chat serving.",
         [("zorbix", "speedup", 2.7, "up to", "better"), ("zorbix", "speedup", 12.0, "up to", "better")]),
        # near miss: the measure after the value still wins when nothing names one before it
        ("Quill cuts latency by up to 3x for chat and up to 40% for summarization.",
         [(None, "latency", 3.0, "up to", "better"), (None, "latency", 40.0, "up to", "better")]),
    ],
)
def test_speedups_for_workloads(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the KV cache is memory: shrinking it is a memory saving, whatever else the sentence cuts
        ("Quill shrinks the KV cache by 71% and cuts training cost by 20% compared with Zorbix.",
         [("zorbix", "memory", 71.0, None, "better"), ("zorbix", "cost", 20.0, None, "better")]),
        ("Quill needs a 2x smaller KV cache than Zorbix.", [("zorbix", "memory", 2.0, None, "better")]),
        # near miss: a larger cache held is a capacity gain
        ("Quill serves 3.1x larger KV caches than Zorbix.", [("zorbix", "scale", 3.1, None, "better")]),
    ],
)
def test_the_kv_cache_as_memory(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a setting after "at" is not the measure: the verb's is
        ("Quill speeds up the 4-bit quantized model by up to 2x at 16k context length.",
         [(None, "speedup", 2.0, "up to", "better")]),
        ("Quill reduces latency by 40% at a batch size of 64.", [(None, "latency", 40.0, None, "better")]),
        # a speed verb whose object names the work, not a measure: a speedup
        ("Quill can accelerate dynamic sparsity computation by up to 5.9x over state-of-the-art compilers.",
         [("state-of-the-art compilers", "speedup", 5.9, "up to", "better")]),
        ("Quill speeds up sparse attention by 3.1x.", [(None, "speedup", 3.1, None, "better")]),
    ],
)
def test_speed_verbs_and_settings(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill is more accurate than Zorblax and Frobnic.", [("zorblax", "accuracy"), ("frobnic", "accuracy")]),
        ("Quill estimates selectivities more accurately than Zorblax, by 3x at the median.", [("zorblax", "accuracy")]),
        ("On skewed data Quill is far more accurate than Zorblax.", [("zorblax", "accuracy")]),
    ],
)
def test_more_accurate_than_is_accuracy(sentence, expected):
    assert [(r[0], r[1]) for r in rows(sentence)] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill answers queries while using up to 83x less space than Zorblax.", "memory"),
        ("Quill improves the space occupancy of Zorblax by up to 20x.", "memory"),
        ("Quill beats Zorblax with a 2000x smaller index size.", "memory"),
        # near miss: a search space is no memory
        ("Quill explores a 10x larger search space than Zorblax.", "scale"),
    ],
)
def test_space_words_are_memory(sentence, expected):
    assert [r[1] for r in rows(sentence) if r[2] is not None] == [expected]


@pytest.mark.parametrize(
    "sentence, metric",
    [
        # bandwidth used is communication, bandwidth reached is throughput
        ("Quill reduces bandwidth usage by 18-58% compared to ZorbStream.", "communication"),
        ("Quill cuts the bandwidth consumption of ZorbStream by 30%.", "communication"),
        ("Quill achieves 2x higher memory bandwidth than ZorbStream.", "throughput"),
        # an overhead in or on a named measure is that measure
        ("Quill only incurs less than 2% overhead in the end-to-end latency for real-time tasks.", "latency"),
        ("Quill adds a 3% overhead to the training throughput.", "throughput"),
        ("Quill adds a 3% overhead to each request.", "other"),
        # a model compressed by a factor is a memory claim
        ("Quill compresses ZorbBERT by 4x.", "memory"),
        ("Quill shrinks ZorbNet by 3x.", "memory"),
        ("Quill speeds up ZorbNet by 3x.", "speedup"),
    ],
)
def test_the_measure_of_bandwidth_overhead_and_compression_claims(sentence, metric):
    assert {r[1] for r in rows(sentence)} == {metric}


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "<measure> is N x smaller than X's": the subject names the measure; a possessive alone names the baseline
        ("Quill's search cost is 420x smaller than Zorbix's.", [("zorbix", "cost", 420.0, None, "better")]),
        ("The search cost of Quill is 420x smaller than that of Zorbix.", [("zorbix", "cost", 420.0, None, "better")]),
        # near miss: a smaller thing with no measure of its own stays a memory saving
        ("Quill's index is 20x smaller than Zorbix's.", [("zorbix", "memory", 20.0, None, "better")]),
    ],
)
def test_the_subject_of_smaller_names_the_measure(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a forecast's lead time is a setting, not a latency; weather forecasting measures quality
        ("On weather forecasting it outperforms Zorbix and performs competitively with Fenwick at lead times beyond "
         "three days, although it still trails Fenwick at shorter lead times of one and three days.",
         [("zorbix", "accuracy", None, None, "better"), ("fenwick", "accuracy", None, None, "parity"),
          ("fenwick", "accuracy", None, None, "worse")]),
        # near miss: days of training are still a latency
        ("Quill trains the model in 3 days, 2x faster than Zorbix's 6 days.", [("zorbix", "speedup", 2.0, None, "better")]),
        # the error measures of forecasts are quality scores
        ("Quill lowers the RMSE by 12% compared with Zorbix.", [("zorbix", "accuracy", 12.0, None, "better")]),
    ],
)
def test_forecast_lead_times_and_errors(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the energy-delay product is an energy figure, not a latency
        ("Quill achieves over three orders of magnitude better energy-delay product than Zorbix.",
         [("zorbix", "energy", 1000.0, "at least", "better")]),
        ("Quill improves the EDP by 4x over Zorbix.", [("zorbix", "energy", 4.0, None, "better")]),
        # near miss: a delay alone is a latency
        ("Quill cuts the delay by 4x over Zorbix.", [("zorbix", "latency", 4.0, None, "better")]),
    ],
)
def test_energy_delay_product_is_energy(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a count of floating-point operations is no rate: a measure of its own ("other"), as a parameter count is
        ("Quill needs 28x fewer FLOPs than Zorbix.", [("zorbix", "other", 28.0, "x", None, "better")]),
        ("Quill requires a fraction of the floating-point operations of Zorbix.", [("zorbix", "other", None, None, None, "better")]),
        # near miss: a rate per second is a throughput
        ("Quill reaches 2x higher TFLOPS than Zorbix.", [("zorbix", "throughput", 2.0, "x", None, "better")]),
    ],
)
def test_flop_counts_are_not_rates(sentence, expected):
    assert q4_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a compression ratio reached is a memory saving
        ("Quill reaches a 12x compression ratio on the checkpoints of Zorb-7B.", [(None, "memory", 12.0, None, "better")]),
        ("Quill attains a compression ratio of up to 6.5x over Zorbix.", [("zorbix", "memory", 6.5, "up to", "better")]),
        ("Quill achieves 3x higher compression ratios than Zorbix.", [("zorbix", "memory", 3.0, None, "better")]),
        # near miss: a ratio held fixed is the setting of a quality claim
        ("At the same compression ratio, Quill beats Zorbix in accuracy.", [("zorbix", "accuracy", None, None, "better")]),
    ],
)
def test_a_compression_ratio_is_memory(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the power-delay product and operations per watt are energy figures; operations per second a throughput
        ("Quill improves the power-delay product by 7.5x over Zorbix.", [("zorbix", "energy", 7.5, None, "better")]),
        ("Quill lowers the PDP by 31% compared with Zorbix.", [("zorbix", "energy", 31.0, None, "better")]),
        ("Quill delivers 4x higher GOPS/W than Zorbix.", [("zorbix", "energy", 4.0, None, "better")]),
        ("Quill improves the TFLOPS/W by 2.5x over Zorbix.", [("zorbix", "energy", 2.5, None, "better")]),
        ("Quill serves 2x more tokens/s than Zorbix.", [("zorbix", "throughput", 2.0, None, "better")]),
        ("Quill delivers 3x higher GOPS than Zorbix.", [("zorbix", "throughput", 3.0, None, "better")]),
        ("Quill serves 40% more tokens per joule than Zorbix.", [("zorbix", "energy", 40.0, None, "better")]),
        # near misses: "TOPS/Watt" is per watt, "TOPS/mm2" per area (not the TOPS in them)
        ("Quill raises TOPS/Watt by 30x over Zorbix.", [("zorbix", "energy", 30.0, None, "better")]),
        ("Quill reaches 2x higher TOPS/mm2 than Zorbix.", [("zorbix", "other", 2.0, None, "better")]),
    ],
)
def test_power_delay_product_and_operations_per_watt(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "respectively" reads its measures in the values' own clause, not in a clause before ": " or ", but"
        ("CPUs keep a lower latency, but Quill is more frugal: it improves the energy-delay product by 4.4x and 3.6x "
         "compared with Zorbix and Blorp, respectively.",
         [("zorbix", "energy", 4.4, None, "better"), ("blorp", "energy", 3.6, None, "better")]),
        ("Quill trails on short prompts, but it cuts the memory footprint by 30% and 45% compared with Zorbix and "
         "Blorp, respectively.",
         [("zorbix", "memory", 30.0, None, "better"), ("blorp", "memory", 45.0, None, "better")]),
        # near miss: measures listed before the values in the same clause still align in order
        ("Quill cuts latency and memory by 30% and 45% over Zorbix, respectively.",
         [("zorbix", "latency", 30.0, None, "better"), ("zorbix", "memory", 45.0, None, "better")]),
    ],
)
def test_respectively_measures_of_the_values_own_clause(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a flow's completion time is a network latency
        ("Quill cuts the 99th-percentile flow completion time by 40% compared with Zorbix.",
         [("zorbix", "latency", 40.0, None, "better")]),
        ("Quill lowers tail FCTs by 3x over Zorbix.", [("zorbix", "latency", 3.0, None, "better")]),
        # a job's completion time was a latency already
        ("Quill cuts the job completion time by 30% over Zorbix.", [("zorbix", "latency", 30.0, None, "better")]),
    ],
)
def test_flow_completion_time_is_latency(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # SLO attainment (the share of requests that meet their SLO) is a measure of its own, not a quality score
        ("Quill raises the SLO attainment by up to 44% over Zorbix.", [("zorbix", "other", 44.0, "up to", "better")]),
        ("Compared with Zorbix, Quill reaches an SLO satisfaction rate 30.1% higher.",
         [("zorbix", "other", 30.1, None, "better")]),
        # near miss: at the same SLO attainment, the value is the cost's
        ("Quill cuts the serving cost by 40% at the same SLO attainment compared with Zorbix.",
         [("zorbix", "cost", 40.0, None, "better")]),
        # "<measure> climbs from A to B": the subject's measure, not a measure named after it
        ("Compared with Zorbix, GPU utilization climbs from 46% to 90%, and model accuracy is preserved.",
         [("zorbix", "utilization", 90.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        ("Compared with Zorbix, SM occupancy rises from 35% to 80%, and accuracy is unchanged.",
         [("zorbix", "utilization", 80.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
    ],
)
def test_slo_attainment_and_a_level_that_moves(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the time to reach a target accuracy (or convergence) is a speed measure, not an accuracy
        ("Quill shortens time-to-accuracy by 40% compared with Zorbix.", [("zorbix", "speedup", 40.0, None, None, "better")]),
        ("Quill shows 20-35% lower time-to-accuracy than prior schedulers.",
         [("prior schedulers", "speedup", 20.0, 35.0, None, "better")]),
        ("Quill improves the time to convergence by 2.1x over Zorbix.", [("zorbix", "speedup", 2.1, None, None, "better")]),
        ("Quill beats Zorbix in convergence time by 20%.", [("zorbix", "speedup", 20.0, None, None, "better")]),
        ("Quill cuts the time to converge by 2x relative to Zorbix.", [("zorbix", "speedup", 2.0, None, None, "better")]),
        # near miss: the accuracy reached itself
        ("Quill improves the final accuracy by 2% over Zorbix.", [("zorbix", "accuracy", 2.0, None, None, "better")]),
    ],
)
def test_time_to_accuracy_is_speed(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # SLO violations are their own measure (other), also after a latency word ("TPOT SLO violations")
        ("Quill lowers mean latency by 40% and reduces TTFT SLO violations by 15% relative to Zorbix.",
         [("zorbix", "latency", 40.0, None, None, "better"), ("zorbix", "other", 15.0, None, None, "better")]),
        ("Quill achieves 1.6x fewer SLO violations than Zorbix.", [("zorbix", "other", 1.6, None, None, "better")]),
        # near miss: a latency
        ("Quill cuts tail latency by 2x over Zorbix.", [("zorbix", "latency", 2.0, None, None, "better")]),
    ],
)
def test_slo_violations_are_other(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N x fewer/less parameters": a smaller model, a memory saving (the word "parameters" alone stays other)
        ("Quill reaches 9% higher recall than Zorbix with 6x fewer parameters.",
         [("zorbix", "accuracy", 9.0, None, None, "better"), ("zorbix", "memory", 6.0, None, None, "better")]),
        ("Quill is 3.1 times faster than Zorbix with 38% fewer parameters.",
         [("zorbix", "speedup", 3.1, None, None, "better"), ("zorbix", "memory", 38.0, None, None, "better")]),
        ("Quill has 40x less parameters than Zorbix.", [("zorbix", "memory", 40.0, None, None, "better")]),
        # near miss: fewer operations are compute, not memory
        ("Quill needs 3x fewer FLOPs than Zorbix.", [("zorbix", "other", 3.0, None, None, "better")]),
    ],
)
def test_fewer_parameters_is_memory(sentence, expected):
    assert rows(sentence) == expected
