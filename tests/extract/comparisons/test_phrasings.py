"""Tests of the phrasing-family claim rules (:mod:`paperkg.extract.comparisons.phrasings`)."""

from __future__ import annotations

import pytest

from paperkg.extract import IMPLICIT_BASELINE

from tests.extract.claim_rows import rows
from tests.extract.comparisons.helpers import TITLE, _rows, facts, metric_rows, row


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the baselines' own change in a "while" clause is not a claim
        ("We present Quill. Longer prefixes decrease Quill throughput by less than 12%, while the goodput of "
         "baselines drops by over 80%.", [12.0]),
        ("We present Quill. Quill loses 2% accuracy at 4 bits, whereas the accuracy of prior methods degrades by up to 12%.",
         []),
        ("We present Quill. Quill is 2× faster than Zorbix, while existing systems' memory grows by 3×.", [2.0]),
        # near misses: our own change in the "while" clause stays
        ("We present Quill. Quill is 2× faster than Zorbix, while its memory use drops by 30%.", [2.0, 30.0]),
        ("We present Quill. Quill is 2× faster than Zorbix, while reducing memory by 30%.", [2.0, 30.0]),
    ],
)
def test_the_baselines_own_change_is_no_claim(sentence, expected):
    assert [c.value for c in facts(sentence).comparisons if c.value is not None] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a bounded loss, then ", outperforming X": the loss is against the implicit reference, the gain over X
        ("Quill reaches less than 1% accuracy loss with 4-bit weights, outperforming existing methods.",
         [(None, "accuracy", 1.0, "up to", "worse"), ("existing methods", "accuracy", None, None, "better")]),
        ("With 3-bit keys, Quill shows a 0.2 perplexity degradation on C4, surpassing Zorbix.",
         [(None, "accuracy", 0.2, None, "worse"), ("zorbix", "accuracy", None, None, "better")]),
        # near misses: the verb first, a worse cue of its own
        ("Quill outperforms Zorbix with a 1% accuracy drop.", [("zorbix", "accuracy", 1.0, None, "worse")]),
        ("Quill shows a 3% accuracy drop compared to Zorbix.", [("zorbix", "accuracy", 3.0, None, "worse")]),
    ],
)
def test_a_loss_then_outperforming(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "superior <measure>" far before "compared with" a list of baselines: one gain per baseline, on that measure
        ("Extensive experiments validate Quill's superior accuracy across diverse bit-width configurations such as "
         "W2A16, W3A16, W4A4, W4A16 and W6A6 on all model families compared with prior methods such as Zorbix, "
         "Quattro and Fizzle.",
         [("zorbix", "accuracy", None, None, "better"), ("quattro", "accuracy", None, None, "better"),
          ("fizzle", "accuracy", None, None, "better")]),
        # near miss: "superior" describes something else in another clause
        ("Given the superior memory bandwidth of HBM3 across all of our evaluated platforms, precisions and "
         "configurations, we evaluate Quill as compared with Zorbix.", []),
    ],
)
def test_a_distant_superior_before_compared_with(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # our value, then "compared with" the baseline's value "for" the baseline
        ("The board reaches an accuracy of 71.3% on the digit task, compared with 88.2% for a conventional digital "
         "computer.", [("a conventional digital computer", "accuracy", 71.3, None, "worse")]),
        ("Quill reaches 94.1% top-1 accuracy, compared with 91.2% for Zorbix.", [("zorbix", "accuracy", 94.1, None, "better")]),
        # a value per further baseline
        ("Quill routes prompts with an accuracy of 50.9%, compared to 23.6% by Zorb Turbo and 10.8% by Gorilla.",
         [("zorb-turbo", "accuracy", 50.9, None, "better"), ("gorilla", "accuracy", 50.9, None, "better")]),
        ("Quill reaches 76.7% accuracy, compared with 91.7% for Orca, 60.1% for Plinth, and 50% for Fenwick.",
         [("orca", "accuracy", 76.7, None, "worse"), ("plinth", "accuracy", 76.7, None, "better"),
          ("fenwick", "accuracy", 76.7, None, "better")]),
        ("Quill attains 71.3% accuracy vs. 69.0% for Zorbix.", [("zorbix", "accuracy", 71.3, None, "better")]),
        ("Quill keeps the error rate at 2.1%, versus 4.5% for the dense baseline.",
         [("the dense baseline", "accuracy", 2.1, None, "better")]),
        # near misses: no baseline after the second value; a sentence claimed already
        ("Quill reaches 80% utilization, compared with 40% in prior work.", []),
        ("Quill improves accuracy by 3% over Zorbix, reaching 80.1% compared with 77.1% for Zorbix.",
         [("zorbix", "accuracy", 3.0, None, "better"), ("zorbix", "accuracy", 80.1, None, "better")]),
    ],
)
def test_our_value_compared_with_the_baselines_value(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # our gain over one baseline, then "compared with" another's own gain: that one loses, without a number
        ("Quill reduces the miss rate by 8.9% over Zorbix, compared with 7.1% for Quaxo.",
         [("zorbix", "other", 8.9, None, "better"), ("quaxo", "other", None, None, "better")]),
        ("Quill reduces the miss rate by 4.2% over Zorbix, compared with 7.1% for Quaxo.",
         [("zorbix", "other", 4.2, None, "better"), ("quaxo", "other", None, None, "worse")]),
    ],
)
def test_our_gain_compared_with_another_baselines_gain(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # our time or resource use against the baseline's, both stated: a claim without a number
        ("The search takes 3.5 GPU-hours instead of 5000 GPU-hours for Zorbix.", [("zorbix", "cost", None, None, "better")]),
        ("The policy search takes 5 GPU hours on eight GPUs, compared to the 5000 GPU hours used by Zorbix.",
         [("zorbix", "cost", None, None, "better")]),
        ("Quill trains the model in 2 hours compared with 10 hours for Zorbix.", [("zorbix", "speedup", None, None, "better")]),
        ("Quill needs 12 minutes versus 3 minutes for Zorbix.", [("zorbix", "speedup", None, None, "worse")]),
        # near misses: times in different units; no baseline named after the second time
        ("Quill needs 2 hours instead of 3 days for Zorbix.", []),
        ("The search takes 3.5 GPU-hours instead of 5000 GPU-hours for the full search space.", []),
    ],
)
def test_our_time_against_the_baselines_time(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N x that of X", "N x the <measure> of X": X is the baseline of the multiple
        ("Quill has near-linear weak-scaling efficiency, which is up to 1.31x that of Zorbix.",
         [("zorbix", "utilization", 1.31, "up to", "better")]),
        ("The throughput of Quill is 2.4x that of Zorbix on eight GPUs.", [("zorbix", "throughput", 2.4, None, "better")]),
        ("Quill delivers 3.1x the throughput of Zorbix.", [("zorbix", "throughput", 3.1, None, "better")]),
        ("Quill sustains twice the goodput of Quattro.", [("quattro", "throughput", 2.0, None, "better")]),
        ("The throughput of Quill is up to 2.9x that of existing training systems.",
         [("existing training systems", "throughput", 2.9, "up to", "better")]),
        # near misses: no measure between "the" and "of" (a count), a served model is no baseline
        ("Quill uses 2x the number of GPUs of Zorbix.", [(None, "speedup", 2.0, None, "better")]),
        ("Quill delivers 2x the throughput of Llama-7B served on one GPU.", [(None, "throughput", 2.0, None, "better")]),
    ],
)
def test_a_multiple_of_the_baselines_measure(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N times longer/larger/more ... than X": one record per value and baseline
        ("Quill trains sequences 32 times longer than Zorbix and up to 5 times longer than previous memory-efficient "
         "methods.", [("zorbix", "scale", 32.0, None, "better"),
                      ("previous memory-efficient methods", "scale", 5.0, "up to", "better")]),
        ("Quill fits models 6 times larger than Quattro on one node.", [("quattro", "scale", 6.0, None, "better")]),
        ("Quill serves 3 times more requests than Zorbix.", [("zorbix", "throughput", 3.0, None, "better")]),
        # near misses: no baseline after "than"; no "than" at all
        ("We see that inputs are on average 24 times longer than generated replies.", []),
        ("Quill trains 5 times larger models.", []),
    ],
)
def test_times_longer_than_a_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a value sizing a neutral gap or difference claims nothing
        ("Their closest phone counterparts show at least a 200-2,000x difference in compute power and memory.", []),
        ("There is a 10x gap between CPU and GPU memory bandwidth.", []),
        # near misses: a difference over a named baseline; a gap the system narrows
        ("Quill shows a 2x throughput difference over Zorbix.", [("zorbix", "throughput", 2.0, None, "better")]),
        ("Quill narrows the 3x gap to FP16 kernels.", [(None, "speedup", 3.0, None, "better")]),
    ],
)
def test_a_neutral_gap_is_no_claim(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a time cut "from" one duration "to" a shorter one: our (new) time, its unit
        ("With Quill, tuning time can be cut from 4 days to just 50 minutes.", [(None, "latency", 50.0, None, "better")]),
        ("Quill cuts the end-to-end latency from 12 hours to 40 minutes.", [(None, "latency", 40.0, None, "better")]),
        ("The time to checkpoint drops from 90 seconds to 4 seconds with Quill.", [(None, "latency", 4.0, None, "better")]),
        # near misses: a longer time, a span of settings
        ("The evaluation window grows from 1 hour to 8 hours.", []),
        ("We profile jobs that run from 2 hours to 3 days.", []),
    ],
)
def test_a_time_cut_from_to(sentence, expected):
    assert metric_rows(sentence) == expected
    if expected:
        assert [c.unit for c in facts("We present Quill. " + sentence).comparisons] == [
            "minutes" if "minutes" in sentence else "seconds"]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # our value, then a contrast clause with others' value: named after "like"/"such as", or a baseline subject
        ("Quill reaches 95%+ recall on one node, where state-of-the-art indices like Zorbix and Quattro plateau at "
         "around 50% recall.",
         [("zorbix", "accuracy", 95.0, "at least", "better"), ("quattro", "accuracy", 95.0, "at least", "better")]),
        ("Quill finishes the simulation in 6.5 hours, whereas the reference solver would take 9.5 days.",
         [("the reference solver", "latency", 6.5, None, "better")]),
        ("Quill keeps the error rate at 2%, whereas prior methods reach 5%.", [("prior methods", "accuracy", 2.0, None, "better")]),
        ("Quill reaches 45% MFU, while Zorbix achieves only 30%.", [("zorbix", "utilization", 45.0, None, "better")]),
        # near misses: no baseline in the contrast clause, no subject at all, our own system, another quantity
        ("Quill reaches 80% accuracy on A, while the model reaches 60% on B.", []),
        ("Quill reaches 80% accuracy on A, while achieving 60% on B.", []),
        ("Zorbix reaches 40% MFU, whereas Quill achieves 60%.", []),
        ("Quill reaches 45% MFU on eight GPUs, where each GPU holds 30% of the cache.", []),
    ],
)
def test_our_value_against_a_contrast_clause(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "<verb cue> X while using N x fewer/less Y": the saving is against X, and the cue keeps its own claim
        ("Quill outperforms Zorbix while using up to 4.5x fewer GPUs.",
         [("zorbix", "other", 4.5, "up to", "better"), ("zorbix", "other", None, None, "better")]),
        ("Quill matches Zorbix while requiring 3x less memory.",
         [("zorbix", "memory", 3.0, None, "better"), ("zorbix", "other", None, None, "parity")]),
        ("Quill outperforms Zorbix in throughput, while using 30% less energy.",
         [("zorbix", "energy", 30.0, None, "better"), ("zorbix", "throughput", None, None, "better")]),
    ],
)
def test_a_saving_beside_a_verb_cue(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        # near misses of the contrast: changes on both sides are no levels
        "Quill loses 2% accuracy at 4 bits, whereas prior methods lose 9%.",
        "Quill keeps 98% of the accuracy, while the accuracy of existing methods drops by 20%.",
    ],
)
def test_a_contrast_of_changes_is_no_level_claim(sentence):
    # (a kept share alone, "keeps 98% of the accuracy", is a worse claim against the unnamed original: not the contrast)
    assert not [r for r in metric_rows(sentence) if r[2] in (2.0, 98.0) and r[0] is not None]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # two words between the parity adjective and its "to/with/as": the measure named in between
        ("Quill achieves the same end-to-end latency as Zorbix.", [("zorbix", "latency", None, None, "parity")]),
        ("Quill achieves similar model quality to Zorbix on 12 tasks.", [("zorbix", "accuracy", None, None, "parity")]),
        ("Quill reaches the same final accuracy as Zorbix in half the training time.",
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        ("Quill sustains comparable decoding throughput with Zorbix on long prompts.",
         [("zorbix", "throughput", None, None, "parity")]),
        # "comparable or (even slightly) better": parity (as "match or outperform")
        ("Quill achieves comparable or even slightly better accuracy than Zorbix.",
         [("zorbix", "accuracy", None, None, "parity")]),
        ("Quill obtains similar or marginally improved quality compared with Zorbix.",
         [("zorbix", "accuracy", None, None, "parity")]),
        ("Quill gives comparable or even slightly improved results with Zorbix and Quattro.",
         [("zorbix", "accuracy", None, None, "parity"), ("quattro", "accuracy", None, None, "parity")]),
        # near misses: a setting, a likeness in kind, a plain gain
        ("Quill uses the same batch size as Zorbix.", []),
        ("Quill trains models of similar size to Zorbix and is 2x faster.", [(None, "speedup", 2.0, None, "better")]),
        ("Quill is similar in spirit to Zorbix.", []),
        ("Quill achieves slightly better accuracy than Zorbix.", [("zorbix", "accuracy", None, None, "better")]),
    ],
)
def test_parity_adjective_before_its_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the baseline named in an earlier clause ("we compare A to B", "Compared to B,"), the parity words later
        ("We compare Quill to the Zorbix serving system and find that it achieves comparable throughput and latency.",
         [("zorbix", "throughput", None, None, "parity"), ("zorbix", "latency", None, None, "parity")]),
        ("We compare Quill with Zorbix and show that it delivers equivalent model quality.",
         [("zorbix", "accuracy", None, None, "parity")]),
        ("Compared to Zorbix, Quill achieves comparable accuracy.", [("zorbix", "accuracy", None, None, "parity")]),
        ("When compared against Zorbix, Quill shows similar throughput and latency.",
         [("zorbix", "throughput", None, None, "parity"), ("zorbix", "latency", None, None, "parity")]),
        ("We evaluate Quill against Zorbix and observe comparable accuracy on all tasks.",
         [("zorbix", "accuracy", None, None, "parity")]),
        # near misses: a setting held equal, hardware, a property of the baseline, a purpose, no measure
        ("We compare Quill to Zorbix under comparable latency budgets.", []),
        ("We compare Quill to Zorbix on comparable hardware.", []),
        ("We compare Quill to Zorbix, a system with comparable throughput.", []),
        ("We compare Quill to Zorbix to achieve comparable accuracy.", []),
        ("Compared to Zorbix, Quill is a simpler design.", []),
    ],
)
def test_parity_with_a_baseline_named_earlier(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, title, expected",
    [
        # a value before a parity cue that names its own measure is a gain; the named measure is the parity
        ("Quill is 2x faster and reaches the same accuracy as Zorbix.", TITLE,
         [("zorbix", "speedup", 2.0, None, "better"), ("zorbix", "accuracy", None, None, "parity")]),
        ("Quill cuts memory use by up to 4x and keeps the same end-to-end latency as Zorbix.", TITLE,
         [("zorbix", "memory", 4.0, "up to", "better"), ("zorbix", "latency", None, None, "parity")]),
        # the unmodified original of the paper's own method is no other system ("4-bit Zorbix" vs "full-precision
        # Zorbix"), kept as words; any other mention of the name stays a named baseline
        ("4-bit Zorbix cuts memory by 3x and reaches the same final accuracy as full-precision Zorbix.",
         "4-bit Zorbix: Memory-Efficient Optimizers",
         [("full-precision Zorbix", "memory", 3.0, None, "better"), ("full-precision Zorbix", "accuracy", None, None, "parity")]),
        ("4-bit Zorbix converges 2x faster than Quattro.", "4-bit Zorbix: Memory-Efficient Optimizers",
         [("quattro", "speedup", 2.0, None, "better")]),
        # a serving variant of a known framework is its own system
        ("Quill serves 1.5x more requests per second than PyTorch Serving.", TITLE,
         [("pytorch-serving", "throughput", 1.5, None, "better")]),
        # "accelerators" names hardware, no comparative: a network "over" which they talk is no baseline
        ("Quill shards the model across 2 pods of chips linked over a datacenter network.", TITLE, []),
    ],
)
def test_parity_cue_after_a_gain_and_own_originals(sentence, title, expected):
    assert metric_rows(sentence, title=title) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the named system whose time is cut is the baseline, also of the sentence's other claims without one
        ("Quill reduces overall Zorbix training time from 9 days to 52 hours and achieves 6.5-8.5x speedup for "
         "long-sequence inference.", [("zorbix", "speedup", 6.5), ("zorbix", "latency", 52.0)]),
        ("Quill cuts the Fenwick's end-to-end latency from 3 hours to 20 minutes.", [("fenwick", "latency", 20.0)]),
        ("Quill reduces the Zorbix-Fold inference latency from 3 hours to 20 minutes, and reaches 2x higher throughput "
         "than Fenwick.", [("fenwick", "throughput", 2.0), ("zorbix-fold", "latency", 20.0)]),
        # near misses: no name, the proposed system itself, a hardware class, a model family
        ("Quill reduces the training time from 9 days to 52 hours.", [(None, "latency", 52.0)]),
        ("Quill reduces Quill training time from 9 days to 52 hours.", [(None, "latency", 52.0)]),
        ("Quill reduces the GPU training time from 3 days to 76 minutes.", [(None, "latency", 76.0)]),
        ("Quill reduces BERT training time from 3 days to 76 minutes.", [(None, "latency", 76.0)]),
    ],
)
def test_a_named_systems_time_cut_from_to(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measures a verb cue's "in ..." complement lists, beside a number of a second predicate
        ("Quill outperforms Zorbix and Fenwick in both serving throughput and scalability, and improves GPU "
         "utilization by up to 1.9x.",
         {("zorbix", "utilization", 1.9, "better"), ("fenwick", "utilization", 1.9, "better"),
          ("zorbix", "throughput", None, "better"), ("zorbix", "scale", None, "better"),
          ("fenwick", "throughput", None, "better"), ("fenwick", "scale", None, "better")}),
        ("Quill surpasses Zorbix in terms of latency and memory footprint, and cuts energy by 35%.",
         {("zorbix", "energy", 35.0, "better"), ("zorbix", "latency", None, "better"), ("zorbix", "memory", None, "better")}),
        ("Quill beats Zorbix by achieving higher accuracy and reducing training cost by up to 2.5x.",
         {("zorbix", "cost", 2.5, "better"), ("zorbix", "accuracy", None, "better")}),
        # near misses: the number is the listed measure's own, a restatement after a colon, no measure listed
        ("Quill outperforms Zorbix in throughput by 2.1x.", {("zorbix", "throughput", 2.1, "better")}),
        ("Quill outperforms Zorbix in terms of both throughput and latency: 3.1x higher throughput at the same latency.",
         {("zorbix", "throughput", 3.1, "better")}),
        ("Quill outperforms Zorbix in most settings, and reduces latency by 20%.", {("zorbix", "latency", 20.0, "better")}),
    ],
)
def test_measures_listed_after_a_verb_cue_beside_a_number(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "keeps most of the quality of X": parity with X
        ("On phones, the small model keeps most of the quality of the large one.", {("the large one", "accuracy", None, "parity")}),
        # (the value after "while" names no reference: it is faster than the model whose accuracy it keeps)
        ("The pruned network recovers most of the accuracy of Zorbix-L while running 2.3x faster.",
         {("zorbix-l", "speedup", 2.3, "better"), ("zorbix-l", "accuracy", None, "parity")}),
        ("Quill retains nearly all of the quality of the dense Zorbix model while halving memory.",
         {("zorbix", "memory", 2.0, "better"), ("zorbix", "accuracy", None, "parity")}),
        # near misses: no measure of a baseline
        ("Quill keeps most of the weights in memory.", set()),
        ("Quill retains most of its accuracy after pruning.", set()),
    ],
)
def test_most_of_a_baselines_measure_kept(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measure a possessive baseline phrase names
        ("Quill can match the reference model's predictive performance.", {("the reference model's", "accuracy", None, "parity")}),
        ("Quill matches Zorbix's throughput.", {("zorbix", "throughput", None, "parity")}),
        ("Quill matches the original model's quality.", {("the original model's", "accuracy", None, "parity")}),
        # near miss: a possessive name, no measure
        ("Quill outperforms NVIDIA's cuBLAS.", {("cublas", "speedup", None, "better")}),
    ],
)
def test_a_measure_of_a_possessive_baseline(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a measure cut to a baseline's level
        ("Quill serves 1.8x faster and reduces the compute cost (GPU time and power) to the same level of "
         "plain sampling.", {(IMPLICIT_BASELINE, "speedup", 1.8, "better"), ("plain sampling", "cost", None, "parity")}),
        ("Quill cuts the energy use to the same level of a dense baseline on 8 GPUs.",
         {("a dense baseline", "energy", None, "parity")}),
        # near miss: no measure
        ("Quill reduces the number of layers to the same level of Zorbix on 8 GPUs.", set()),
    ],
)
def test_a_measure_cut_to_a_baselines_level(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # our quality level, then ", which is on par with X" / ", better than X": the level is the claim's value
        ("On SVHN, Quill reaches a test error of 1.93%, which is on par with ZorbNet (Doe et al., 2019), whose "
         "test error is 1.88%.", [("zorbnet", "accuracy", 1.93, "parity")]),
        ("On CIFAR-10, Quill achieves 2.1% test error with only 5M parameters, better than the previous "
         "state-of-the-art architecture FenNet-B.", [("fennet-b", "accuracy", 2.1, "better")]),
        ("Quill reaches 76.3% top-1 accuracy, comparable to ZorbNet.", [("zorbnet", "accuracy", 76.3, "parity")]),
        # near misses: a record that a verb surpasses keeps its claim without the value; a change keeps its own
        ("Quill reaches a record accuracy of 99.2% on MNIST, surpassing ZorbNet.",
         [("zorbnet", "accuracy", None, "better")]),
        ("Quill reaches 76.3% top-1 accuracy, which is 1.2% higher accuracy than ZorbNet.",
         [("zorbnet", "accuracy", 1.2, "better")]),
    ],
)
def test_a_quality_level_then_its_cue(sentence, expected):
    rows = [(c.baseline, c.metric, c.value, c.direction) for c in facts("We present Quill. " + sentence).comparisons]
    assert rows == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the saving after the gain is against the same baseline
        ("Quill outperforms Zorblax by 1.5x on latency, while also saving an order of magnitude of memory.",
         [("zorblax", "latency", 1.5, None, None, "better"), ("zorblax", "memory", 10.0, None, "about", "better")]),
        ("Quill is 1.5x faster than Zorblax while saving 3x in memory.",
         [("zorblax", "speedup", 1.5, None, None, "better"), ("zorblax", "memory", 3.0, None, None, "better")]),
        ("Quill is 2.2x faster than Orca-X, while using 4x less memory.",
         [("orca-x", "speedup", 2.2, None, None, "better"), ("orca-x", "memory", 4.0, None, None, "better")]),
        ("Quill beats Zorblax by 30% in speed while using 2x fewer GPUs.",
         [("zorblax", "speedup", 30.0, None, None, "better"), ("zorblax", "other", 2.0, None, None, "better")]),
    ],
)
def test_saving_after_gain_keeps_baseline(sentence, expected):
    assert rows(sentence) == expected


def test_using_more_is_no_saving_against_the_baseline():
    # "while using 3x more memory" is not a saving: it is not given the gain's baseline
    assert all(r[0] != "zorblax" for r in rows("Quill is 1.5x faster than Zorblax while using 3x more memory.")[1:])


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a name in parentheses after the old time is whose time it was
        ("On a large video model, Quill lowers the total latency from 812s (Orca-X) to 540s.",
         [("orca-x", "latency", 540.0, None, None, "better")]),
        # no name in the parentheses: the implicit old setup, as before
        ("Quill reduces the run time from 812 s (on average) to 540 s.", [(None, "latency", 540.0, None, None, "better")]),
        ("Quill lowers the total latency from 812s to 540s.", [(None, "latency", 540.0, None, None, "better")]),
    ],
)
def test_from_to_time_with_the_old_owner_in_parentheses(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a named system as the subject of a trailing "while" clause: our side of its value, against it
        ("Quill is 3x faster than Orca, while Nimbus is 2x slower.",
         [("orca", "speedup", 3.0, None, None, "better"), ("nimbus", "speedup", 2.0, None, None, "better")]),
        ("Quill trains small networks about as quickly as Orca, whereas Nimbus is about 2.5x slower in our runs.",
         [("nimbus", "speedup", 2.5, None, "about", "better")]),
        # "it" is our system: unchanged
        ("Quill is 3x faster than Orca, while it is 2x slower than Nimbus.",
         [("orca", "speedup", 3.0, None, None, "better"), ("nimbus", "speedup", 2.0, None, None, "worse")]),
    ],
)
def test_named_subject_of_a_trailing_clause(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # "X's <measure>" behind a comparison: the owner is the baseline, also when the measure is already read
        ("We present Quill. Quill achieves a 1.3x speedup over Orca-X, running on par with or surpassing "
         "Zorbix's speedup.",
         [("orca-x", 1.3, None, "x", None, "speedup", "better"),
          ("zorbix", None, None, None, None, "speedup", "parity")]),
        ("We present Quill. Quill matches Zorbix's accuracy while using 2x less memory.",
         [("zorbix", 2.0, None, "x", None, "memory", "better"),
          ("zorbix", None, None, None, None, "accuracy", "parity")]),
    ],
)
def test_owner_measure_names_the_owner(abstract, expected):
    f = facts(abstract)
    assert [row(c) for c in f.comparisons] == expected
    assert all("-s-" not in b for b in f.baselines)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an error or a gap under a bound, a share added to a time, a share of a gain measure a change costs
        ("Quill estimates kernel time with less than 5.3% error rate.", [(None, "accuracy", 5.3, "max", "worse")]),
        ("Quill forecasts job length with an error of under 7%.", [(None, "accuracy", 7.0, "max", "worse")]),
        ("Quill brings pooled memory close to an all-local setup (<3% gap).",
         [("an all-local setup", "memory", None, None, "parity"), (None, "other", 3.0, "max", "worse")]),
        ("Snapshots in Quill add less than 0.4% to the total training time.", [(None, "latency", 0.4, "max", "worse")]),
        ("Pinning the fan speed costs only about 9% of throughput.", [(None, "throughput", 9.0, "about", "worse")]),
        # near misses: an error brought under a bound is a gain; an error cut by a share is a gain; a price share
        ("Quill lowers the forecast error to below 4%.", []),
        ("Quill trims energy by 20% and error by 11%.", [(None, "energy", 20.0, None, "better"),
                                                        (None, "accuracy", 11.0, None, "better")]),
        ("Quill costs 35% of the price of Orca-X.", []),
    ],
)
def test_a_bounded_loss_with_no_comparative(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a change word held under a bound by a verb of keeping; a bound relative to a reference after it
        ("Quill speeds up decoding by 2x, while the quality change stays under 0.8%.",
         [(None, "speedup", 2.0, None, "better"), (None, "accuracy", 0.8, "max", "worse")]),
        ("With Quill the extra profiling cost remains below 4%.", [(None, "cost", 4.0, "max", "worse")]),
        ("Quill keeps the batch tenant's p95 latency within 11% of an isolated run.",
         [(None, "latency", 11.0, "max", "worse")]),
        ("On ARC, Quill stays within 2.5 points of the score reached by the uncut model.",
         [(None, "accuracy", 2.5, "max", "worse")]),
        # near misses: a kept level with no change word, a level reached near a peak
        ("Quill keeps the SLO miss ratio below 3% during spikes.", []),
        ("Quill stays within 6% of the theoretical peak bandwidth.", []),
    ],
)
def test_a_loss_held_under_a_bound(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a named other system failing where ours does not: a claim against it with no number
        ("On our cluster Quill holds its decoding throughput flat up to 64K tokens, whereas Zorbix slows down "
         "sharply and Fenwick runs out of memory beyond 16K tokens.",
         [("zorbix", "throughput", None, None, "better"), ("fenwick", "scale", None, None, "better")]),
        ("Quill trains a 90B model on one workstation, a size that Zorbix fails to train at all.",
         [("zorbix", "scale", None, None, "better")]),
        ("With 3-bit weights Quill stays usable, while Zorbix at the same width degrades to a perplexity near 80.",
         [("zorbix", "accuracy", None, None, "better")]),
        # near misses: an unnamed subject, or the paper's own system, is no baseline
        ("Quill holds its throughput flat, whereas the naive kernel slows down sharply.", []),
        ("Zorbix is fast, but Quill runs out of memory on the largest inputs.", []),
    ],
)
def test_a_named_other_system_failing(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # named systems that time out where ours finishes: better on speed, no number
        ("On small properties, Quill solves in seconds instances on which the solvers Zorb, Plinth and Orca time out.",
         [("zorb", "speedup", "better"), ("plinth", "speedup", "better"), ("orca", "speedup", "better")]),
        ("Quill finishes in minutes where Zorbix times out.", [("zorbix", "speedup", "better")]),
        # near miss: no named system
        ("Quill finishes in minutes where the naive search times out.", []),
    ],
)
def test_others_time_out(sentence, expected):
    assert [(c.baseline, c.metric, c.direction) for c in facts("We present Quill. " + sentence).comparisons] == expected
