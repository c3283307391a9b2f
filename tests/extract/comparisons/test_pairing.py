"""Tests of pairing values with their cues (:mod:`paperkg.extract.comparisons.pairing`)."""

from __future__ import annotations

import pytest

from tests.extract.claim_rows import rows
from tests.extract.comparisons.helpers import facts, metric_rows, q4_rows


def test_respectively_aligns_values_and_baselines():
    f = facts("We present Quill. Compared with Alpa and GSPMD, Quill improves training throughput by 1.4× and 2.2×, respectively.")
    assert [(c.baseline, c.value) for c in f.comparisons] == [("alpa", 1.4), ("gspmd", 2.2)]
    assert f.baselines == ("alpa", "gspmd")


def test_score_units_align_in_order():
    f = facts("We present Quill. Quill improves over Marian by 2.5 and 4.1 in BLEU and ROUGE scores.")
    assert [(c.baseline, c.value, c.unit, c.metric) for c in f.comparisons] == [
        ("marian", 2.5, "BLEU", "accuracy"), ("marian", 4.1, "ROUGE", "accuracy")]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # each value goes to the baselines of its own "over"
        ("We present Quill. Quill achieves improvements of 1.31× to 6.85× over plain data parallelism and up to 2.94× "
         "over Zorbix and Quattro.",
         [("plain data parallelism", 1.31, 6.85), ("zorbix", 2.94, None), ("quattro", 2.94, None)]),
        ("We present Quill. Quill achieves 1.3× to 2.5× speedup over Blipper and up to 4× over Zorbix and Quattro.",
         [("blipper", 1.3, 2.5), ("zorbix", 4.0, None), ("quattro", 4.0, None)]),
    ],
)
def test_values_go_to_the_baselines_of_their_own_cue(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.value, c.value_max) for c in facts(sentence).comparisons] == expected


def test_one_value_keeps_one_measure_for_every_baseline():
    f = facts("We present Quill. Quill always achieves superior system throughput, with improvements of 2× over pure "
              "data parallelism and up to 3.2× over Zorbix and Quattro.")
    assert {(c.value, c.metric) for c in f.comparisons if c.value} == {(2.0, "throughput"), (3.2, "throughput")}


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the measures listed after the values, in order, for "respectively"
        ("We present Quill. Quill yields improvements of 12.4×, 4.5×, and 6.5× in throughput, energy, and "
         "computational density (respectively), relative to Zorbix.",
         [(12.4, "throughput"), (4.5, "energy"), (6.5, "other")]),
        ("We present Quill. Compared to Zorbix, Quill is 3×, 2× and 4× better in latency, memory footprint and cost, "
         "respectively.",
         [(3.0, "latency"), (2.0, "memory"), (4.0, "cost")]),
        # the measures before the values still win
        ("We present Quill. Quill reduces latency and memory by 30% and 40% over Zorbix, respectively.",
         [(30.0, "latency"), (40.0, "memory")]),
        # near miss: "respectively" over settings, not measures
        ("We present Quill. Quill achieves 3× and 2× lower latency than Zorbix on A100 and H100, respectively.",
         [(3.0, "latency"), (2.0, "latency")]),
    ],
)
def test_respectively_measures_after_the_values(sentence, expected):
    assert [(c.value, c.metric) for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a purpose clause states a design goal, not a measured result
        ("Quill combines double buffering and coalescing to ensure high throughput, a low memory footprint, and "
         "update semantics similar to Zorbix.", []),
        ("Quill adds a cost model to help find plans with higher throughput than prior systems.", []),
        ("Quill uses a planner to guarantee latency comparable to Zorbix.", []),
        # near misses: a result after the purpose clause, a result reached by a means
        ("We tune Quill to ensure fairness, and it achieves accuracy comparable to Zorbix.",
         [("zorbix", "accuracy", None, None, "parity")]),
        ("Quill uses a search to find the plan, and it runs faster than Zorbix.",
         [("zorbix", "speedup", None, None, "better")]),
        ("Quill exploits sparsity to achieve significantly lower latency than Zorbix.",
         [("zorbix", "latency", None, None, "better")]),
    ],
)
def test_a_design_goal_is_no_claim(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "respectively" aligns the value list right before it with its own measures, not an earlier value's
        ("Quill uses 31% less resources all the while cutting mean TTFT and mean JCT by 92% and 44%, "
         "respectively.",
         [(None, "cost", 31.0, None, "better"), (None, "latency", 92.0, None, "better"),
          (None, "latency", 44.0, None, "better")]),
        ("Quill needs 2x less memory and cuts latency and cost by 30% and 40%, respectively.",
         [(None, "memory", 2.0, None, "better"), (None, "latency", 30.0, None, "better"),
          (None, "cost", 40.0, None, "better")]),
        # a smaller model is memory, a larger one scale
        ("Quill achieves 104 times and 96 times model size compression on the two datasets, respectively.",
         [(None, "memory", 104.0, None, "better"), (None, "memory", 96.0, None, "better")]),
        ("Quill attains a 9x model size reduction.", [(None, "memory", 9.0, None, "better")]),
        # near misses: one list only; a larger model
        ("Quill cuts latency and cost by 30% and 40%, respectively.",
         [(None, "latency", 30.0, None, "better"), (None, "cost", 40.0, None, "better")]),
        ("Quill trains with a 4x larger model size than Zorbix.", [("zorbix", "scale", 4.0, None, "better")]),
    ],
)
def test_values_align_with_their_own_measures(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "competitive/similar <measure> compared to X" with no number: parity on that measure
        ("Quill delivers competitive performance compared to existing kernel libraries on every GPU.",
         [("existing kernel libraries", "speedup", None, None, "parity")]),
        ("Quill attains similar throughput compared with Zorbix.", [("zorbix", "throughput", None, None, "parity")]),
        # near misses: a gain, no baseline
        ("Quill achieves higher throughput compared with Zorbix.", [("zorbix", "throughput", None, None, "better")]),
        ("Quill delivers competitive performance.", []),
    ],
)
def test_parity_words_before_compared_to(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "less than N" against the larger value of the others' clause: the bound of ours ("max"), ours the better;
        # a bare overhead takes the measure the others' clause names
        ("Quill incurs less than 2% overhead, whereas checkpointing every hour costs up to 20% of training throughput.",
         [(None, "throughput", 2.0, "%", "max", "better")]),
        ("Quill's accuracy drops by less than 0.5%, whereas prior pruning methods lose up to 6%.",
         [(None, "accuracy", 0.5, "%", "max", "better")]),
        # "within N": the bound of a loss, its measure named before the bound
        ("Quill keeps the overhead within 4%.", [(None, "other", 4.0, "%", "max", "worse")]),
        ("Quill bounds the runtime overhead within 3%.", [(None, "speedup", 3.0, "%", "max", "worse")]),
        # a loss kept under a bound ("keeps/limits ... below", "stays under"): its bound, as "within N" (session 9)
        ("Quill keeps the accuracy loss below 1% compared to the FP16 model.",
         [("the FP16 model", "accuracy", 1.0, "%", "max", "worse")]),
        ("Quill keeps the latency overhead under 5%, while cutting memory by 40%.",
         [(None, "latency", 5.0, "%", "max", "worse"), (None, "memory", 40.0, "%", None, "better")]),
        # near misses: a bound with no contrast and no verb of keeping stays "up to" (a loss named before it is ours);
        # a reduced loss; a parity bound
        ("Quill adds less than 2% latency overhead compared to Zorbix.", [("zorbix", "latency", 2.0, "%", "up to", "worse")]),
        ("Quill reduces the overhead to below 2%.", [(None, "other", 2.0, "%", "up to", "better")]),
        ("Quill cuts token usage by 40% compared to existing methods while keeping accuracy within 2 percentage points.",
         [("existing methods", "cost", 40.0, "%", None, "better"), ("existing methods", "accuracy", 2.0, "points", "up to", "parity")]),
    ],
)
def test_bounds_read_as_max(sentence, expected):
    assert q4_rows(sentence) == expected


@pytest.mark.parametrize(
    "tail, expected",
    [
        # a kept measure within a range, with no reference named: parity, the range its bound
        (".", [("zorbix", None, "accuracy", 1.0, 5.0, "up to", "parity")]),
        # "within N% of X": the bound of a loss against X (the gold's convention), and no parity record beside it
        (" of the reference.", [(None, "the reference", "accuracy", 1.0, 5.0, "max", "worse")]),
        (" of the reference Zorbix detector.", [("zorbix", None, "accuracy", 1.0, 5.0, "max", "worse")]),
    ],
)
def test_r2_a_bounded_parity_keeps_its_range(tail, expected):
    rows = [(c.baseline, c.baseline_text, c.metric, c.value, c.value_max, c.qualifier, c.direction) for c in facts(
        "We present Quill. Quill runs 4x faster than Zorbix while maintaining accuracy within 1-5%" + tail).comparisons]
    assert rows == [("zorbix", None, "speedup", 4.0, None, None, "better")] + expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # parallel "up to A ... and up to B over X": both values are against X
        ("Quill achieves up to 96.8% data transfer reduction and up to 4.8x speedup over the state-of-the-art system Zorbix.",
         [("zorbix", 96.8), ("zorbix", 4.8)]),
        ("Quill achieves up to 45% memory reduction and up to 3x speedup over Zorbix.", [("zorbix", 45.0), ("zorbix", 3.0)]),
        # near misses: no parallel "up to", the first value stands alone
        ("Quill achieves 2.8x speedups and a 30% improvement over Zorbix.", [(None, 2.8), ("zorbix", 30.0)]),
        ("Quill achieves up to 2.8x speedups and 30% lower cost than Zorbix.", [(None, 2.8), ("zorbix", 30.0)]),
    ],
)
def test_parallel_up_to_values_share_the_baseline(sentence, expected):
    assert [(c.baseline, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "compared to X" closing the clause frames every value before it, whatever their units
        ("Quill shows up to 2.6x gain in throughput and 45% reduction in energy use compared to Zorbix.",
         [("zorbix", "throughput", 2.6), ("zorbix", "energy", 45.0)]),
        ("Quill achieves 3x higher throughput and 40% lower cost compared with Fenwick on A100 GPUs.",
         [("fenwick", "throughput", 3.0), ("fenwick", "cost", 40.0)]),
        # near miss: "over X" binds to the gain right before it
        ("Quill achieves 2.8x speedups across tasks and a 30% improvement over Zorbix.",
         [(None, "speedup", 2.8), ("zorbix", "speedup", 30.0)]),
    ],
)
def test_a_closing_compared_to_frames_every_value(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # parity with X, then "and up to N faster": two claims, the value not read as parity
        ("Quill is on par with Zorblax for small inputs and up to 2.2x faster for large ones.",
         [("zorblax", "speedup", 2.2, None, "up to", "better"), ("zorblax", "speedup", None, None, None, "parity")]),
        # a value that is the parity's own stays parity
        ("Quill performs on par with Zorblax.", [("zorblax", "speedup", None, None, None, "parity")]),
    ],
)
def test_parity_then_own_gain(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a second value right after "and", past a longer setting ("on one node with 8 GPUs")
        ("Quill saves up to 21.5% energy on one node with 8 GPUs and 26.1% on four nodes with 32 GPUs.",
         [(None, "energy", 21.5, None, "up to", "better"), (None, "energy", 26.1, None, "up to", "better")]),
        # a loss kept under a bound: its bound ("max"), the measure named by the loss
        ("Quill recovers quickly, while its throughput overhead in normal runs stays below 4%.",
         [(None, "throughput", 4.0, None, "max", "worse")]),
    ],
)
def test_listed_values_and_bounds(sentence, expected):
    assert rows(sentence) == expected


def test_up_to_over_a_longer_value_list():
    # "up to" opening a list of three coordinated values covers all of them
    assert rows("Quill achieves up to 1.2× higher throughput, 1.8× fewer SLO misses, and 14.5× lower cost than Zorblax.") == [
        ("zorblax", "throughput", 1.2, None, "up to", "better"), ("zorblax", "other", 1.8, None, "up to", "better"),
        ("zorblax", "cost", 14.5, None, "up to", "better")]
    # a value with a verb of its own does not take it
    assert rows("Quill achieves up to 1.2× higher throughput than Zorblax and it cuts cost by 14.5×.") == [
        ("zorblax", "throughput", 1.2, None, "up to", "better"), ("zorblax", "cost", 14.5, None, None, "better")]


def test_list_members_share_the_value():
    assert rows("Quill yields 1.7x speedup compared to plans produced by popular auto-parallel planners such as "
                "Orca-X, Zephyr and Nimbus.") == [
        ("orca-x", "speedup", 1.7, None, None, "better"), ("zephyr", "speedup", 1.7, None, None, "better"),
        ("nimbus", "speedup", 1.7, None, None, "better")]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "less than a N% increase": a bound, not the baseline's own value; a rise of a less-is-better measure is a loss
        ("Underclocking trims power by 12% with less than a 6% increase in latency.",
         [(None, "energy", 12.0, None, "better"), (None, "latency", 6.0, "up to", "worse")]),
        ("Quill pays a 3% increase in memory for its index.", [(None, "memory", 3.0, None, "worse")]),
        ("Quill reaches 18% more throughput than Orca-X with only a 2% slowdown of its decoder.",
         [("orca-x", "throughput", 18.0, None, "better"), ("orca-x", "speedup", 2.0, None, "worse")]),
        ("Quill verifies every step with only a 3% slowdown.", [(None, "speedup", 3.0, None, "worse")]),
        # near misses: a rise of a measure where more is better stays a gain
        ("Quill delivers a 40% increase in throughput.", [(None, "throughput", 40.0, None, "better")]),
    ],
)
def test_a_bound_or_rise_of_a_loss(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # "outperforms X" with no measure word: the measure stays unknown, whatever else the paper measures
        ("We present Quill, a data loader. Quill outperforms Orca-X on every cluster size we test.",
         [("orca-x", "other")]),
        ("We present Quill, a data loader. Quill outperforms Orca-X on every cluster size we test. "
         "Quill keeps 99.1% top-1 accuracy.", [("orca-x", "other")]),
    ],
)
def test_outperforming_with_no_measure(abstract, expected):
    assert [(c.baseline, c.metric) for c in facts(abstract).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a loss before a later clause with its own value and baseline is not against that baseline
        ("Quill runs with a fifth of its hosts down, with only 9% throughput degradation, and keeps 1.3x higher "
         "throughput than Zorbix and Fenwick.",
         [(None, "throughput", 9.0, None, "worse"), ("zorbix", "throughput", 1.3, None, "better"),
          ("fenwick", "throughput", 1.3, None, "better")]),
        # near miss: a gain before the later cue still takes its baseline
        ("Quill cuts memory by 30%, and is 1.3x faster than Zorbix.",
         [("zorbix", "memory", 30.0, None, "better"), ("zorbix", "speedup", 1.3, None, "better")]),
    ],
)
def test_a_loss_keeps_no_later_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a value with its own "over" is not carried into a parity clause that follows it
        ("The pruned Quill models lift exact match by up to 11% over retraining, behave comparably to open models "
         "such as Varda 9B and Orlin 6B, and beat earlier distillation recipes.",
         [(None, "accuracy", 11.0, "up to", "better"), ("varda-9b", "accuracy", None, None, "parity"),
          ("orlin-6b", "accuracy", None, None, "parity"), ("earlier distillation recipes", "accuracy", None, None, "better")]),
        # near miss: a value with no cue of its own still goes to the parity cue after it (unchanged)
        ("Quill lifts exact match by up to 11%, performing comparably to Varda.",
         [("varda", "accuracy", 11.0, "up to", "parity")]),
    ],
)
def test_a_value_with_its_own_cue_stays_out_of_a_later_parity(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # each parity cue holds the measure word right before it equal
        ("Our results show that Quill attains quality close to dense routing at a speed comparable to Fenwick.",
         [("dense routing", "accuracy", None, None, "parity"), ("fenwick", "speedup", None, None, "parity")]),
        ("Quill offers throughput on par with Zorbix.", [("zorbix", "throughput", None, None, "parity")]),
    ],
)
def test_a_parity_cue_holds_its_own_measure(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # two values after A's "by" (a mean and a peak), then B's: each pair is its own
        ("In our runs Quill beats Zorbix by 1.42x on average and up to 1.90x, and Fenwick by 1.15x on average "
         "and up to 1.33x.",
         [("zorbix", "speedup", 1.42, "average", "better"), ("zorbix", "speedup", 1.9, "up to", "better"),
          ("fenwick", "speedup", 1.15, "average", "better"), ("fenwick", "speedup", 1.33, "up to", "better")]),
        # near miss: the plain form keeps working
        ("Quill beats Zorbix by 1.5x and Fenwick by 2x.",
         [("zorbix", "speedup", 1.5, None, "better"), ("fenwick", "speedup", 2.0, None, "better")]),
    ],
)
def test_two_values_per_baseline_in_a_by_list(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a gain, then a joined clause with a loss: the loss word is the later value's, not the gain's
        ("Quill is 3x faster than Zorblax, and accuracy drops by 4 points.",
         [("zorblax", "speedup", 3.0, None, None, "better"), ("zorblax", "accuracy", 4.0, None, None, "worse")]),
        ("Quill cuts latency by 40% compared to Zorblax, but its accuracy decreases by 2%.",
         [("zorblax", "latency", 40.0, None, None, "better"), ("zorblax", "accuracy", 2.0, None, None, "worse")]),
        ("Quill delivers 2.5x higher throughput than Zorblax, and accuracy drops by 0.3 points.",
         [("zorblax", "throughput", 2.5, None, None, "better"), ("zorblax", "accuracy", 0.3, None, None, "worse")]),
        # a measure where less is better falling by a value is a gain
        ("Quill is 3x faster than Zorblax, and latency drops by 40%.",
         [("zorblax", "speedup", 3.0, None, None, "better"), ("zorblax", "latency", 40.0, None, None, "better")]),
        # a loss word in the value's own clause still makes it a loss
        ("Quill is 5% slower than Zorblax on small inputs, and 2x faster on large ones.",
         [("zorblax", "speedup", 5.0, None, None, "worse"), ("zorblax", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_a_joined_clause_keeps_its_own_direction(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a closing ", on average." qualifies every value of its clause
        ("Quill scales out, saving 32x training time and 26x cost, on average.",
         [(None, "speedup", 32.0, None, "average", "better"), (None, "cost", 26.0, None, "average", "better")]),
        ("Quill is 3x faster than Zorblax and 2x faster than Vexis, on average.",
         [("zorblax", "speedup", 3.0, None, "average", "better"), ("vexis", "speedup", 2.0, None, "average", "better")]),
        # a closing average covers its own clause only
        ("Quill is 3x faster than Zorblax; it also cuts cost by 2x, on average.",
         [("zorblax", "speedup", 3.0, None, None, "better"), (None, "cost", 2.0, None, "average", "better")]),
        # an order of magnitude keeps its "about" to itself; "less time" is a speedup
        ("Quill needs an order of magnitude less communication and 20x-30x less time than Zorblax.",
         [("zorblax", "communication", 10.0, None, "about", "better"), ("zorblax", "speedup", 20.0, 30.0, None, "better")]),
    ],
)
def test_closing_averages_and_orders_of_magnitude(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a small side loss after "with" says nothing of the value before it
        ("We show how to compress ZorbBERT by 4x with minimal accuracy loss.", ("memory", 4.0, "better")),
        ("Quill is 2x slower than ZorbBERT with a small accuracy gain.", ("speedup", 2.0, "worse")),
    ],
)
def test_a_side_loss_after_with_keeps_the_direction_of_the_value(sentence, expected):
    assert [(r[1], r[2], r[5]) for r in rows(sentence) if r[2] is not None] == [expected]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a score's level, then "N lower than X": points below X, a loss
        ("Quill achieves a GLUE score of 77.7, 0.6 lower than Zorbix, at 62 ms latency.",
         [("zorbix", "accuracy", 0.6, None, "worse")]),
        ("Quill achieves a dev F1 score of 90.0/79.2, 1.5/2.1 higher than Zorbix.",
         [("zorbix", "accuracy", 1.5, None, "better")]),
    ],
)
def test_score_level_then_points_to_the_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a second value after the first one's setting ("on A and 14.7% on B") is the first baseline's too, when the
        # next cue opens a clause of its own
        ("Quill improves IPC by 8.1% over Zorbix on single-core workloads and 14.7% on 4-core workloads, outperforming "
         "the Quaxo and Fizzle policies as well.",
         [("zorbix", "speedup", 8.1, None, "better"), ("zorbix", "speedup", 14.7, None, "better"),
          ("quaxo", "speedup", None, None, "better"), ("fizzle", "speedup", None, None, "better")]),
        # near miss: the next cue follows the value directly, so the value is its own
        ("Quill is 2x faster than Zorbix on small inputs and 3x faster than Quaxo.",
         [("zorbix", "speedup", 2.0, None, "better"), ("quaxo", "speedup", 3.0, None, "better")]),
    ],
)
def test_a_second_value_after_a_setting_keeps_its_baseline(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a later clause that outperforms "by a large margin" has its own size: the earlier values are not its
        ("Quill improves the throughput by 62% with only 0.3% accuracy drop, outperforming Zorbix by a large margin.",
         [(None, "throughput", 62.0, None, "better"), (None, "accuracy", 0.3, None, "worse"),
          ("zorbix", "throughput", None, None, "better"), ("zorbix", "accuracy", None, None, "better")]),
        # near miss: without the margin, the clause's cue takes the value before it
        ("Quill improves the throughput by 62%, outperforming Zorbix.", [("zorbix", "throughput", 62.0, None, "better")]),
    ],
)
def test_a_cue_with_its_own_margin_takes_no_earlier_value(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a value before "and outperforms X by N" is no claim against X: X's is the value after "by"
        ("Quill reaches speedups of 2.2x and outperforms Zorb by up to 36%.",
         [(None, "speedup", 2.2, None, "better"), ("zorb", "speedup", 36.0, "up to", "better")]),
        ("Quill is 2.1x faster and also outperforms Zorb by 20%.",
         [(None, "speedup", 2.1, None, "better"), ("zorb", "speedup", 20.0, None, "better")]),
        # near miss: without a value of its own, the cue takes the value before it
        ("Quill achieves a 2.1x speedup and outperforms Zorb.", [("zorb", "speedup", 2.1, None, "better")]),
    ],
)
def test_value_before_and_outperforms_by(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a halved resource beside a cue is a saving against its baselines, whatever the cue's direction
        ("Quill matches Zorb at half the cost.",
         [("zorb", "cost", 2.0, None, "better"), ("zorb", "cost", None, None, "parity")]),
        ("Quill outperforms Zorb while using half the GPUs.",
         [("zorb", "cost", 2.0, None, "better"), ("zorb", "other", None, None, "better")]),
        # the link data travels over is a setting, not a baseline
        ("Quill improves throughput by 30% over NVLink and by 82% over PCIe and InfiniBand.",
         [(None, "throughput", 30.0, None, "better"), (None, "throughput", 82.0, None, "better")]),
        # "N x the efficiency of X": X is the baseline
        ("Quill sustains 1.4M tokens per second, which is 1.88x the efficiency of Zorb.",
         [("zorb", "throughput", 1.88, None, "better")]),
    ],
)
def test_halved_resources_links_and_efficiency(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a halved resource in a "while" clause after a gain over X is a saving against X
        ("Quill reaches 1.14x the training throughput of Zorb while needing only half the memory.",
         [("zorb", "throughput", 1.14, None, "better"), ("zorb", "memory", 2.0, None, "better")]),
        # what the baselines do in a relative clause is not the measure of the gain
        ("Quill outperforms prior methods that support near-unlimited sequence lengths, by up to 77% on GPT models.",
         [(None, "speedup", 77.0, "up to", "better")]),
    ],
)
def test_halved_after_gain_and_relative_clauses(sentence, expected):
    rows = metric_rows(sentence)
    assert [(r[0] if r[0] == "zorb" else None, *r[1:]) for r in rows] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # comparatives coordinated before one "than" are all against its baseline, whatever their units
        ("Quill delivers 3x higher throughput and 40% lower latency than Zorbix.",
         [("zorbix", "throughput", 3.0), ("zorbix", "latency", 40.0)]),
        ("Quill needs 2.5x less memory and 30% lower cost than Fenwick.",
         [("fenwick", "memory", 2.5), ("fenwick", "cost", 30.0)]),
        ("Quill serves up to 12x more requests per second and 35% more tokens per joule than Blorp.",
         [("blorp", "throughput", 12.0), ("blorp", "energy", 35.0)]),
        # near miss: a gain that is no comparative keeps its own (implicit) baseline
        ("Quill reaches 2.8x speedups and a 30% lower cost than Zorbix.",
         [(None, "speedup", 2.8), ("zorbix", "cost", 30.0)]),
    ],
)
def test_coordinated_comparatives_share_one_than(sentence, expected):
    assert [(c.baseline, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an opening "Compared with X," then a cut with no number: a gain against X
        ("Compared with Zorbix, Quill shortens training time.", [("zorbix", "speedup", None, "better")]),
        ("Compared with prior schemes such as Zorbix, Quill clearly shortens the flow completion times.",
         [("zorbix", "latency", None, "better")]),
        ("Compared with Zorbix, Quill cuts memory use.", [("zorbix", "memory", None, "better")]),
        ("Compared with Fenwick, Quill substantially decreases the communication volume.",
         [("fenwick", "communication", None, "better")]),
        # near miss: no gain word, no claim
        ("Compared with Zorbix, Quill runs on a single GPU.", []),
    ],
)
def test_a_framed_cut_without_a_number(sentence, expected):
    assert [(c.baseline, c.metric, c.value, c.direction) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "<gain> exceeds N": N bounds the gain from below, and the baseline is the gain's own ("over X")
        ("Quill's speedup over Zorbix exceeds 3x on every model.", [("zorbix", "speedup", 3.0, "at least")]),
        ("Compared with Zorbix, Quill's throughput gains exceed 30% on every model.",
         [("zorbix", "throughput", 30.0, "at least")]),
        ("The speedup of Quill over Fenwick reaches 2.5x on long prompts.", [("fenwick", "speedup", 2.5, None)]),
        # near miss: "exceeds X by N" keeps X as the baseline and N as its margin
        ("Quill exceeds Zorbix by 2x in throughput.", [("zorbix", "throughput", 2.0, None)]),
    ],
)
def test_a_gain_that_exceeds_a_value(sentence, expected):
    assert [(c.baseline, c.metric, c.value, c.qualifier) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "... show that, compared with X, ours ...": a frame opening the reported clause covers the whole sentence
        ("Our experiments show that, compared with Zorbix, Quill substantially shortens the training time.",
         [("zorbix", "speedup", None, "better")]),
        ("The results show that, compared with prior schedulers, Quill reduces the tail latency.",
         [("prior schedulers", "latency", None, "better")]),
        # near miss: a frame in the middle of a clause stays local
        ("Quill, compared with Zorbix on small inputs, runs on a single GPU.", []),
    ],
)
def test_a_frame_after_that_covers_the_sentence(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.metric, c.value, c.direction)
            for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an opening frame whose value took its cue still frames the comparatives of its clauses with no value
        ("Compared with Zorbix, Quill reaches higher recall with lower query latency, and it reduces the memory "
         "footprint by 66%.",
         [("zorbix", "memory", 66.0, "better"), ("zorbix", "accuracy", None, "better"),
          ("zorbix", "latency", None, "better")]),
        ("Compared with Fenwick, Quill delivers better accuracy on long inputs, and it cuts the cost by 40%.",
         [("fenwick", "cost", 40.0, "better"), ("fenwick", "accuracy", None, "better")]),
        # near miss: a comparative in the value's own clause is that value's
        ("Compared with Zorbix, Quill cuts latency by 2x with higher throughput.", [("zorbix", "latency", 2.0, "better")]),
    ],
)
def test_an_opening_frame_covers_its_valueless_comparatives(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.metric, c.value, c.direction)
            for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "at the cost of N ...": the value after it is a price paid (worse), not another gain
        ("Quill is 2x faster than Zorbix at the cost of 10% more memory.",
         [("zorbix", "speedup", 2.0, None, None, "better"), ("zorbix", "memory", 10.0, None, None, "worse")]),
        ("Quill is 2x faster than Zorbix at a cost of 5% more memory.",
         [("zorbix", "speedup", 2.0, None, None, "better"), ("zorbix", "memory", 5.0, None, None, "worse")]),
        ("Quill trims power by up to 25% relative to Zorbix, at the cost of less than 1% more SLO violations.",
         [("zorbix", "energy", 25.0, None, "up to", "better"), ("zorbix", "other", 1.0, None, "up to", "worse")]),
        # near miss: the cost of a thing is a cost measure, cut
        ("Quill cuts the cost of training by 2x over Zorbix.", [("zorbix", "cost", 2.0, None, None, "better")]),
    ],
)
def test_at_the_cost_of_a_value(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an opening "Compared with X," whose value took the cue: a "much faster" beside it is a speed claim against X
        ("Compared with Zorbix, Quill warms up replicas significantly faster and trims resume latency by 12-35%.",
         [("zorbix", "latency", 12.0, 35.0, None, "better"), ("zorbix", "speedup", None, None, None, "better")]),
        ("Compared with Zorbix, Quill cuts tail latency by 30% and restores checkpoints much faster.",
         [("zorbix", "latency", 30.0, None, None, "better"), ("zorbix", "speedup", None, None, None, "better")]),
        # near misses: a speedup with its own number, no opening frame
        ("Compared with Zorbix, Quill is 2x faster and cuts memory by 30%.",
         [("zorbix", "speedup", 2.0, None, None, "better"), ("zorbix", "memory", 30.0, None, None, "better")]),
        ("Quill cuts memory by 30% over Zorbix and restores checkpoints much faster.", [("zorbix", "memory", 30.0, None, None, "better")]),
    ],
)
def test_framed_much_faster(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a cue with no number before "X's <measure>": the measure of X the cue compares
        ("Quill matches Zorbix's accuracy on code generation.", [("zorbix", "accuracy", None, None, None, "parity")]),
        ("Quill surpasses Zorbix's throughput under bursty load.", [("zorbix", "throughput", None, None, None, "better")]),
        ("Quill rivals Zorbix's speed on long prompts.", [("zorbix", "speedup", None, None, None, "parity")]),
        # near misses: a possessive that names a part of X, not a measure; a company's feature stays as written
        ("Quill outperforms Zorbix's default scheduler.", [("zorbix", "other", None, None, None, "better")]),
        ("Quill beats Zorbco's parallel function calling.",
         [("zorbco-s-parallel-function-calling", "other", None, None, None, "better")]),
    ],
)
def test_a_measure_owned_by_the_baseline(sentence, expected):
    assert rows(sentence) == expected
