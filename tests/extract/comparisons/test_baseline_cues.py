"""Tests of baseline cues and the cue-less baseline shapes (:mod:`paperkg.extract.comparisons.baseline_cues`)."""

from __future__ import annotations

import random
import re

import pytest

from paperkg.extract.comparisons.baseline_cues import _AS_FAST_AS_WORDS, _baseline_cues
from paperkg.extract.comparisons.cues import _baseline_cue_regex, _cue_parts
from paperkg.extract.vocab import cues

from tests.extract.claim_rows import baselines, rows
from tests.extract.comparisons.helpers import _rows, facts, metric_rows, pairs


def test_match_or_outperform_is_parity():
    (c,) = facts("We present Quill. Quill matches or outperforms Orca on every workload.").comparisons
    assert (c.baseline, c.direction) == ("orca", "parity")


def test_value_times_a_device_compared_before():
    f = facts("We present Quill. We compare the Quill chip to a Zorbic CPU and an NVIDIA V100 GPU. "
              "A faster memory would raise its TOPS/Watt to nearly 60X the GPU and 150X the CPU.")
    assert [(c.baseline, c.value, c.qualifier, c.metric) for c in f.comparisons] == [
        ("nvidia-v100", 60.0, "about", "energy"), ("zorbic", 150.0, "about", "energy")]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill beats Orca, although it remains behind Zorbix-4.", [("orca", "better"), ("zorbix-4", "worse")]),
        ("Quill lags slightly behind Zorbix on reasoning.", [("zorbix", "worse")]),
        ("Our two models remain far behind Zorbix in coding.", [("zorbix", "worse")]),
        ("Quill falls well short of Zorbix on math.", [("zorbix", "worse")]),
        ("Quill falls behind Zorbix on long prompts.", [("zorbix", "worse")]),
        # near misses: "behind" without a verb of falling back, an adverb that is not one of degree
        ("The idea behind Zorbix is old, and Quill builds on it.", []),
        ("Quill lags, behind Zorbix in the list.", []),
    ],
)
def test_falling_behind_a_baseline_is_worse(sentence, expected):
    assert [(c.baseline, c.direction) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill is competitive against Zorbix-7B on standard benchmarks.", [("zorbix-7b", "parity")]),
        ("Quill achieves competitive accuracy against Zorbix.", [("zorbix", "parity")]),
        ("Quill achieves competitive or superior accuracy against leading graph models.", [("leading graph models", "parity")]),
    ],
)
def test_competitive_against_is_parity(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.direction) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "no worse, sometimes better" set off by commas: parity, the weaker reading, with the names after the aside
        ("Quill is competitive with, and in some cases better than, distributed systems such as Zorbix and Plinth.",
         [("zorbix", "parity"), ("plinth", "parity")]),
        ("Quill is comparable to, or better than, Zorbix.", [("zorbix", "parity")]),
        ("Quill performs comparably, or in a few cases, even slightly better, than Zorbix.", [("zorbix", "parity")]),
        # near miss: a plain comparative with its own baseline
        ("Quill is better than Zorbix, and comparable to Plinth.", [("zorbix", "better"), ("plinth", "parity")]),
    ],
)
def test_a_parity_with_an_aside_of_better(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.direction) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N times as fast as X": a ratio over X
        ("We present Quill. Quill is twice as fast as Zorbix.", [("zorbix", 2.0)]),
        ("We present Quill. Quill is three times as fast as Zorbix and Quattro.", [("zorbix", 3.0), ("quattro", 3.0)]),
        ("We present Quill. Quill kernels run 4 times as fast as Zorbix.", [("zorbix", 4.0)]),
        # near misses: a size, not a ratio over a baseline
        ("We present Quill. Quill holds three times as large a cache.", []),
        ("We present Quill. The Quill cluster is 3 times as large as the Zorbix cluster.", []),
    ],
)
def test_times_as_fast_as(sentence, expected):
    assert [(c.baseline, c.value) for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "within N% of X": a bounded loss against X (worse, max); "its" is the baseline named before
        ("On an H100 GPU, Quill runs within 10% of Zorbix in the forward pass.",
         [("zorbix", "speedup", 10.0, "max", "worse")]),
        ("Quill stays within 0.5 points of the accuracy of Quattro-7B.",
         [("quattro-7b", "accuracy", 0.5, "max", "worse")]),
        ("Quill needs 3x less memory than a CPU-only deployment while staying within 15% of its throughput.",
         [("a CPU-only deployment", "memory", 3.0, None, "better"),
          ("a CPU-only deployment", "throughput", 15.0, "max", "worse")]),
        # another value of the sentence keeps its own direction
        ("Quill runs within 8% of Zorbix on short inputs and reaches 1.3x its speed on long ones.",
         [("zorbix", "speedup", 8.0, "max", "worse"), ("zorbix", "speedup", 1.3, None, "better")]),
        # an ideal reference system ("an ideal schedule") is an unnamed baseline, unlike an ideal level
        ("On idle links, its goodput stays within 6% of an ideal schedule.",
         [("an ideal schedule", "throughput", 6.0, "max", "worse")]),
        ("Quill runs within 8% of the ideal speedup.", []),
        # near misses: a level reached, a time limit, a share
        ("Quill reaches throughput within 5% of the theoretical peak.", []),
        ("Quill keeps latency within 5% of optimal.", []),
        ("Quill finishes within 10 minutes of launch.", []),
    ],
)
def test_within_a_bound_of_a_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "instead of NAME" with a gain in the sentence: NAME is the baseline
        ("When the trainer uses Quill instead of the state-of-the-art Zorbix data loading library, training time is "
         "reduced (by as much as 5x on one server).", [("zorbix", "speedup", 5.0, "up to", "better")]),
        ("Using Quill instead of Quattro improves throughput by 2.1x.", [("quattro", "throughput", 2.1, None, "better")]),
        # near misses: an unnamed design choice is no baseline; no value, no claim
        ("Quill keeps the cache in CPU memory instead of GPU memory, which cuts cost by 40%.",
         [(None, "cost", 40.0, None, "better")]),
        ("Quill runs on Zorbix instead of Quattro.", []),
    ],
)
def test_instead_of_a_named_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


def test_the_as_fast_as_gate():
    """``cue_hits`` reads the "as fast as" phrases only where " as " occurs: each phrase holds it."""
    assert all(" as " in words for words in _AS_FAST_AS_WORDS)
    rows = metric_rows("Quill is twice as fast as Zorbix.")
    assert [(r[0], r[2]) for r in rows] == [("zorbix", 2.0)]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a baseline per device
        ("Quill runs on par with or even faster than oneDNN on CPU and cuBLAS on GPU.",
         {("onednn", "speedup", None, "parity"), ("cublas", "speedup", None, "parity")}),
        ("Quill is 2x faster than MKL on CPUs and cuBLAS on GPUs.",
         {("intel-mkl", "speedup", 2.0, "better"), ("cublas", "speedup", 2.0, "better")}),
        # near miss: a second predicate, not a second baseline
        ("Quill is 2x faster than MKL on CPUs and reduces memory by 3x.",
         {("intel-mkl", "speedup", 2.0, "better"), ("intel-mkl", "memory", 3.0, "better")}),
    ],
)
def test_a_baseline_per_device(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "them, such as A and B" at the end: the members of the unnamed baselines before
        ("Quill is clearly better than small state-of-the-art baselines on pruning, with only about 40% "
         "of the latency of them, such as Zorb-PKD and DistilZorb.", ["zorb-pkd", "distilzorb"]),
        ("Quill is 2x faster than prior compilers and uses half the memory of them, such as Zorbix and Fenwick.",
         ["zorbix", "fenwick"]),
        # near miss: the examples of a setting ("long prompts") are no baselines
        ("Quill outperforms existing serving systems by up to 2.1x on long prompts, such as Zorbix and Fenwick.",
         ["existing serving systems"]),
    ],
)
def test_late_such_as_names_the_baselines(sentence, expected):
    assert [c.baseline or c.baseline_text for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "half the time spent by X": X is the baseline of the time
        ("On 16 nodes, Quill finds a good schedule in half the time spent by Zorbix.", [("zorbix", "speedup", 2.0)]),
        ("Quill converges 2x faster, in half the time required by Fenwick.", [("fenwick", "speedup", 2.0)]),
        # near miss: a model whose measure is raised is the workload, not a baseline
        ("Quill boosts the accuracy of Swin-B by up to 3% on CIFAR-100.", [(None, "accuracy", 3.0)]),
        ("Quill reduces the latency of ResNet-50 by 2x.", [(None, "latency", 2.0)]),
    ],
)
def test_time_taken_by_and_model_owners(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # each listed baseline with its own device
        ("Quill is 2x faster than Zorbix on the A100 and Fenwick on TPUs.", ["zorbix", "fenwick"]),
        ("Quill is 1.5x faster than the vendor libraries Zorblas on CPU and Fenblas on GPU.", ["zorblas", "fenblas"]),
        # near misses: a second device with no name, an unnamed rest
        ("Quill is 2x faster than Zorbix on GPUs and on CPUs.", ["zorbix"]),
        ("Quill is 2x faster than Zorbix on GPU and the rest on CPU.", ["zorbix"]),
    ],
)
def test_baselines_listed_with_their_devices(sentence, expected):
    assert [c.baseline for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "keeps the accuracy of X within N%": X is the baseline of the bound (a loss of at most N)
        ("Quill maintains the accuracy of Zorbix within 1% across tasks.", [("zorbix", "accuracy", 1.0, "max", "worse")]),
        ("Quill keeps the accuracy of the FP16 baseline within 0.5 points on all tasks.",
         [("the FP16 baseline", "accuracy", 0.5, "max", "worse")]),
        # near misses: no number after "within"; "within N% of X" keeps its own reading
        ("Quill keeps the accuracy of Zorbix within a small margin.", []),
        ("Quill keeps the accuracy within 1% of the FP16 baseline.", [("the FP16 baseline", "accuracy", 1.0, "max", "worse")]),
    ],
)
def test_kept_accuracy_of_a_baseline_within_a_bound(sentence, expected):
    rows = [(c.baseline or c.baseline_text, c.metric, c.value, c.qualifier, c.direction)
            for c in facts("We present Quill. " + sentence).comparisons]
    assert rows == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an owner word before an unknown product's name is dropped in a baseline slot
        ("Quill answers queries 12x faster than Microsoft Zorbstore.", [("zorbstore", "speedup", 12.0, None, None, "better")]),
        ("Quill is 3.5x quicker than existing stores such as Baidu Quarrel and Tencent Plinth.",
         [("quarrel", "speedup", 3.5, None, None, "better"), ("plinth", "speedup", 3.5, None, None, "better")]),
        # ... but a device keeps its vendor ("an AMD Zorbic CPU")
        ("The Quill chip is 9x faster than an AMD Zorbic CPU.", [("amd-zorbic", "speedup", 9.0, None, None, "better")]),
        # an acronym after a known framework names a part of it
        ("Quill cuts save time by 6.1x compared to PyTorch ZCP.", [("pytorch-zcp", "speedup", 6.1, None, None, "better")]),
        ("Quill is 2x faster than cuBLAS GEMM.", [("cublas", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_owner_prefix_and_product_acronym(sentence, expected):
    assert rows(sentence) == expected


def test_baseline_cues_are_the_matches_of_the_cue_regex():
    rng = random.Random(17)
    cues = [re.sub(r"\\s\+|\(\?:\\s\+\\w\+\)\?", " ", p).replace("\\", "") for p in _cue_parts()]
    pieces = cues + ["-", "_", " ", ",", ".", "(", "x", "é", "2x", "\n"]
    texts = ["".join(rng.choice(pieces) + rng.choice(["", "", " ", "-"]) for _ in range(rng.randint(0, 12)))
             for _ in range(20_000)]
    for text in texts:
        got = [(m.span(), m.group(0)) for m in _baseline_cues(text)]
        assert got == [(m.span(), m.group(0)) for m in _baseline_cue_regex().finditer(text)], text


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "as fast as X", "as accurate as X", "as robust as the original X": parity in the measure the cue names
        ("Quill is at least as accurate as Orca-X on every split.", [("orca-x", "accuracy", None, "at least", "parity")]),
        ("Quill cuts memory use by 6x, while remaining as robust as the original encoder.",
         [(None, "memory", 6.0, None, "better"), ("the original encoder", "accuracy", None, None, "parity")]),
        # a trailing "while C is N x slower" takes the value; the parity names keep theirs
        ("On one card, Quill trains small vision models as fast as Orca-X and Zorbix, while Plinth is about 2× slower.",
         [("orca-x", "speedup", None, None, "parity"), ("plinth", "speedup", 2.0, "about", "better"),
          ("zorbix", "speedup", None, None, "parity")]),
        # near misses: a ratio, a negation, a goal, no named baseline
        ("Quill is twice as fast as Orca-X.", [("orca-x", "speedup", 2.0, None, "better")]),
        ("Quill is not as fast as Orca-X on tiny inputs.", []),
        ("We built Quill to be as fast as Orca-X.", []),
        ("Quill replays logs as fast as possible.", []),
    ],
)
def test_as_fast_as_a_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a hyphenated comparative of a measure before "than": a claim against what follows
        ("Quill trains higher-quality models than Orca-X.", [("orca-x", "accuracy", None, None, "better")]),
        ("Quill yields better-performing retrievers than other public corpora.",
         [("other public corpora", "other", None, None, "better")]),
        # near miss: a hyphenated adjective of no measure
        ("Quill is a better-known tool than Orca-X.", []),
    ],
)
def test_a_hyphenated_comparative_before_than(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "a gap of only N points to X": a loss of that size against X
        ("At 3 bits, Quill keeps a gap of just 1.8 points to the full-precision Varda model, while beating Zorbix "
         "by 7.5 points.",
         [("the full-precision Varda model", "accuracy", 1.8, None, "worse"), ("zorbix", "accuracy", 7.5, None, "better")]),
        # near miss: a gap between two other things is no claim
        ("Quill opens a 4x gap between the two tiers.", []),
        # "within N perplexity of X": a bounded loss, as "within N points of X"
        ("Quill stays within 0.8 perplexity of the 16-bit model on long documents.",
         [("the 16-bit model", "accuracy", 0.8, "max", "worse")]),
    ],
)
def test_small_gaps_and_bounds_in_score_units(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the examples after a kind word and its relative clause are the baselines of "N x the goodput of"
        ("Quill achieves up to 5.2x the goodput of engines that pre-allocate cache for the longest reply, such as Zorbix.",
         [("zorbix", "throughput", 5.2, "up to", "better")]),
        # "N x the <level> reached by X": X is the baseline
        ("When checked, Quill gets 2.8x the 31 TFLOPS reached by Zorbix.", [("zorbix", "throughput", 2.8, None, "better")]),
        # "validated against" names references a model is checked on, not baselines
        ("Validated against two silicon prototypes, Zorbix and Fenwick, its latency predictions land within 7% of "
         "measured figures.", []),
    ],
)
def test_baselines_in_late_or_owned_slots(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a second clause with its own cue after "on <device>, and": its names are not the first value's
        ("Quill achieves at least an order of magnitude speedup over Zorbix and Fenwick on multi-core CPUs, and better "
         "performance than the GPU libraries Varda and Plinth.",
         [("zorbix", "speedup", 10.0, "at least", "better"), ("fenwick", "speedup", 10.0, "at least", "better"),
          ("varda", "speedup", None, None, "better"), ("plinth", "speedup", None, None, "better")]),
        # near miss: "A on CPU and B on GPU" is still one list of names
        ("Quill is 2x faster than Zorbix on CPU and Fenwick on GPU.",
         [("zorbix", "speedup", 2.0, None, "better"), ("fenwick", "speedup", 2.0, None, "better")]),
        # "X's multi-GPU mode": X's own mode, X the baseline
        ("On multi-GPU configurations Quill runs 2x faster on average than Zorbix's multi-GPU mode.",
         [("zorbix", "speedup", 2.0, "average", "better")]),
    ],
)
def test_clauses_after_a_device_and_owned_modes(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # well-known libraries written in their own case are baselines
        ("On a 48-core machine, Quill is up to 30x faster than pandas on common operations.",
         [("pandas", "speedup", 30.0, "up to", "better")]),
        ("Quill trains 4.4x faster than Caffe on a single GPU.", [("caffe", "speedup", 4.4, None, "better")]),
        # an operation is no named baseline: "the standard GEMM-based implementation" stays unnamed
        ("Quill is a 6x speedup over the standard GEMM-based implementation at the same batch size.",
         [("the standard GEMM-based implementation", "speedup", 6.0, None, "better")]),
    ],
)
def test_library_names_and_operations(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a known model's name qualifying a class of methods names no baseline
        ("Quill significantly outperforms existing BERT compression methods.",
         [("existing BERT compression methods", "other", None, None, "better")]),
        # near miss: the known name heading its phrase stays the baseline
        ("Quill significantly outperforms BERT on every task.", [("bert", "accuracy", None, None, "better")]),
        # "comparable performance as X": parity, as "comparable to"
        ("At its largest size, Quill has comparable accuracy as BERT-base.", [("bert-base", "accuracy", None, None, "parity")]),
    ],
)
def test_classes_of_methods_and_comparable_as(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N x the speed of llama.cpp": an engine named after a model family is still the baseline
        ("On an RTX 4090, Quill decodes with 4-bit weights at up to 1.3x the speed of llama.cpp.",
         [("llama.cpp", "speedup", 1.3, "up to", "better")]),
        # near miss: the model served is no baseline
        ("Quill reaches 1.3x the throughput of Llama-2-7B on one GPU.", [(None, "throughput", 1.3, None, "better")]),
        # a kind, a colon, then the names and "respectively"
        ("Quill achieves 9.99x and 4.36x performance improvement over other mobile inference engines: Zorbix and "
         "Fenwick, respectively.",
         [("zorbix", "speedup", 9.99, None, "better"), ("fenwick", "speedup", 4.36, None, "better")]),
    ],
)
def test_engines_named_after_models_and_colon_lists_with_respectively(sentence, expected):
    assert metric_rows(sentence) == expected


def test_hyphenated_technique_in_a_list_of_baselines_takes_its_value():
    # "gradient-checkpointing" is a technique named as a baseline: the second value is its own
    assert metric_rows("Quill outperforms Zorbix and gradient-checkpointing by up to 286% and 55% under the same "
                       "memory budget.") == [("zorbix", "speedup", 286.0, "up to", "better"),
                                             ("gradient-checkpointing", "speedup", 55.0, "up to", "better")]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a release number after a known name is part of the baseline (H100 and H200 are never merged; nor are releases)
        ("On one CPU core, Quill runs ResNet-50 up to 2.7x faster than TensorFlow 1.7 and 1.3x faster than TVM.",
         [("tensorflow-1.7", "speedup", 2.7, "up to", "better"), ("tvm", "speedup", 1.3, "up to", "better")]),
        # near miss: a number followed by "times" is the value, not a release
        ("Quill is faster than TensorFlow 2.1 times on average.", [("tensorflow", "speedup", 2.1, "average", "better")]),
        # "than computing the X mask": the named system the clause runs is the baseline
        ("Pruning with Quill takes 6 minutes, roughly 300 times faster than computing the SparseGPT mask.",
         [("sparsegpt", "speedup", 300.0, "about", "better")]),
    ],
)
def test_releases_and_gerund_clauses(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "models trained on X match Y": the models are the subject of the parity
        ("Our CLIP models trained on Zorb-5B match the performance of the original Fenwick on zero-shot classification.",
         [("fenwick", "accuracy", None, None, "parity")]),
        # "spanning four orders of magnitude": the extent of a range, no claim
        ("Our benchmark has compute scales spanning four orders of magnitude, which enables the study of scaling.", []),
    ],
)
def test_trained_models_matching_and_extents(sentence, expected):
    assert metric_rows(sentence) == expected


def test_a_ratio_after_spans_is_still_a_value():
    # near miss of the extent rule: only "orders of magnitude" after "spanning" is an extent
    assert pairs("We present Quill. Quill spans 3x more devices than Zorbix.") == [("zorbix", 3.0)]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a baseline described by its size: the ratio is the baseline's, not a gain of ours
        ("Quill achieves an average score of 66.31, competing with 7x larger models and 5x higher dimensional embeddings.",
         [("7x larger models", "accuracy", None, None, "parity")]),
        ("Quill matches the accuracy of 7x larger models.", [("7x larger models", "accuracy", None, None, "parity")]),
        ("On hard problems, Quill outperforms a 14x larger model in a FLOPs-matched evaluation.",
         [("a 14x larger model", "other", None, None, "better")]),
        # near miss: our own larger models are a gain in scale
        ("Quill can train 25x larger models than Zorbix.", [("zorbix", "scale", 25.0, None, "better")]),
        # "competes with X": parity, as "compete with"
        ("Quill competes with Zorbix on accuracy.", [("zorbix", "accuracy", None, None, "parity")]),
    ],
)
def test_baselines_described_by_their_size(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a plural kind, "such as" without a comma, then the names
        ("Its performance is competitive with best-in-class kernels in popular libraries such as Zorbix and Fenwick on "
         "many operations.", [("zorbix", "speedup", None, None, "parity"), ("fenwick", "speedup", None, None, "parity")]),
        # "exceeding the N x of X": N is X's own level, not a second gain
        ("The fastest generations reach 9.64x, slightly exceeding the 9.56x of the fastest human submission.",
         [("the fastest human submission", "speedup", 9.64, None, "better")]),
    ],
)
def test_examples_without_a_comma_and_baseline_levels(sentence, expected):
    assert metric_rows(sentence) == expected


def test_even_before_the_last_name_of_a_list():
    # "A, B and even C": C is the third baseline
    assert pairs("We present Quill. Quill achieves higher throughput than Zorbix, Fenwick and even Varda, which "
                 "needs help from the network.") == [("zorbix", None), ("fenwick", None), ("varda", None)]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "outperforms A, B and C, achieving up to N x over the fastest of them": the value is against the best of them
        ("On one GPU, Quill outperforms Zorbix, Fenwick and Varda, achieving up to 10.71x speedup over the fastest of "
         "them.", [("the fastest of them", "speedup", 10.71, "up to", "better"), ("zorbix", "speedup", None, None, "better"),
                   ("fenwick", "speedup", None, None, "better"), ("varda", "speedup", None, None, "better")]),
        # near miss: a value with no such phrase is each name's
        ("On one GPU, Quill outperforms Zorbix and Fenwick by up to 3x.",
         [("zorbix", "speedup", 3.0, "up to", "better"), ("fenwick", "speedup", 3.0, "up to", "better")]),
    ],
)
def test_a_value_over_the_best_of_the_named_baselines(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "competes favorably with" is parity, "compares favorably with" a gain
        ("Quill competes favorably with existing systems for graph processing.", [("existing systems", "parity")]),
        ("Quill competes closely with Zorbix.", [("zorbix", "parity")]),
        ("Quill compares favorably with recent hashing methods.", [("recent hashing methods", "better")]),
        ("Quill compares favorably to Zorbix on every benchmark.", [("zorbix", "better")]),
        # a modifier glued to a stop word opens the baseline phrase ("in-memory", "on-device")
        ("Quill is 2x faster than in-memory frameworks.", [("in-memory frameworks", "better")]),
        ("Quill is comparable to or better than on-device baselines.", [("on-device baselines", "parity")]),
    ],
)
def test_favorably_and_glued_modifiers(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.direction) for c in facts("We present Quill. " + sentence).comparisons] == expected


def test_in_memory_is_a_place_not_the_memory_measure():
    (c,) = facts("We present Quill. Its in-memory performance is comparable to Zorbix.").comparisons
    assert (c.baseline, c.metric, c.direction) == ("zorbix", "speedup", "parity")


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a time or condition after the baseline ends its phrase
        ("Quill matches the image quality of Zorbix after only a few seconds of training.", [("zorbix", "parity")]),
        ("Quill beats Zorbix before convergence.", [("zorbix", "better")]),
        # a preference between techniques is a design choice, not a claim
        ("Quill prefers data parallelism over tensor parallelism within a stage.", []),
        ("Quill is 2x faster than Zorbix, preferring small kernels over Plinth.", [("zorbix", "better")]),
    ],
)
def test_phrase_ends_and_preferences(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.direction) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a measure cut to "a fraction of" X's: a gain without a number
        ("It thus solves problems at a fraction of the cost of a cluster.", [("a cluster", "cost", "better")]),
        ("On long inputs, Quill uses a fraction of the memory of Zorbix.", [("zorbix", "memory", "better")]),
        # near miss: a fraction of things, no measure
        ("Quill samples a fraction of the vertices of the graph.", []),
    ],
)
def test_a_fraction_of_the_measure_of_a_baseline(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.metric, c.direction)
            for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a measure at the level of a named system: parity with it
        ("Quill achieves Zorb-4-level performance on math benchmarks.", [("zorb-4", "parity")]),
        ("Our approach achieves ZorbNeRF-comparable quality and converges in minutes.", [("zorbnerf", "parity")]),
        # near misses: no system named
        ("Quill reaches human-level accuracy.", []),
        ("Quill offers production-level performance.", []),
    ],
)
def test_the_level_of_a_named_system(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.direction) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a likeness of design compares no measure; a measure named before "similar to" does
        ("Quill is an open-source library that is similar to the Zorb library for R.", []),
        ("Its accuracy is similar to Zorbix.", [("zorbix", "parity")]),
        ("Quill reaches similar accuracy to Zorbix.", [("zorbix", "parity")]),
    ],
)
def test_similar_to_needs_a_measure(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.direction) for c in facts("We present Quill. " + sentence).comparisons] == expected


def test_spark_mllib_is_its_own_system():
    assert [c.baseline for c in facts("We present Quill. Quill is 10x faster than Spark MLlib.").comparisons] == ["spark-mllib"]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a bound on a loss, with the score named between the bound and "of", or as the bound's unit
        ("Quill is within 0.3% mAP of Zorbix on COCO.", [("zorbix", "accuracy", 0.3, "max", "worse")]),
        ("Quill stays within 1.5 BLEU of Zorbix.", [("zorbix", "accuracy", 1.5, "max", "worse")]),
        ("Quill is within 2 points of Zorbix.", [("zorbix", "accuracy", 2.0, "max", "worse")]),
        # near miss: a level, not a baseline
        ("Quill is within 0.3% mAP of the theoretical maximum.", []),
    ],
)
def test_within_a_score_of_a_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N x tighter/stricter <measure> than X": a comparative, X the baseline
        ("Quill sustains 2x stricter SLOs than Zorbix.", ("zorbix",)),
        ("Quill meets 1.5x tighter latency targets than Fenwick.", ("fenwick",)),
    ],
)
def test_tighter_and_stricter_are_comparatives(sentence, expected):
    assert baselines(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "match" after a plural kind of the work's artefacts ("deployments", "policies", "designs"): a parity verb
        ("In our testbed, Quill pipelines match the performance of Zorbix.",
         [("zorbix", "speedup", None, None, None, "parity")]),
        ("Our scheduling policies match Zorbix on small clusters.", [("zorbix", "other", None, None, None, "parity")]),
        ("Quill designs match the performance of non-blocking fabrics, while saving considerable cost.",
         [("non-blocking fabrics", "speedup", None, None, None, "parity"),
          ("non-blocking fabrics", "cost", None, None, None, "better")]),
        # near misses: a fit ("match well with"), a noun ("prefix match")
        ("Its kernels match well with the hardware.", []),
        ("The results of exact prefix match are cached.", []),
    ],
)
def test_match_after_a_plural_kind(sentence, expected):
    assert rows(sentence) == expected
