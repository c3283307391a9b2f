"""Comparison phrasing families of the tenth session's fourth round (sentences and names invented for these tests):
named baselines in a list behind a generic head or in parentheses."""

from __future__ import annotations

import pytest

from tests.extract.claim_rows import baselines, rows


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a long generic head (hyphenated words, an "of" phrase) before ", such as"
        ("Quill models beat widely-used open-weight models of comparable sizes, such as Orca, Zephyr-Q and the "
         "recent Kestrel models, on many tasks.", ("kestrel", "orca", "zephyr-q")),
        # hyphenated names in the list, glued letters included
        ("Quill is faster than Orca-X, Zephyr-Q and Nimbus.", ("nimbus", "orca-x", "zephyr-q")),
        ("Quill is faster than leading runtimes such as Orca-X, Zephyr and Nimbus.", ("nimbus", "orca-x", "zephyr")),
        # plans made by a generic kind of system, then its named examples
        ("Quill yields 1.7x speedup compared to plans produced by popular auto-parallel planners such as Orca-X, "
         "Zephyr and Nimbus.", ("nimbus", "orca-x", "zephyr")),
        # a qualifying phrase, then the names in a parenthesis
        ("Compared with plain runtimes without sandboxing (e.g., Orca, Zephyr, and Nimbus), Quill adds little "
         "overhead (below 4.5% in latency).", ("nimbus", "orca", "zephyr")),
        ("Quill is 2x faster than earlier engines for sparse inputs (such as Orca and Nimbus).", ("nimbus", "orca")),
        ("Quill is 2x faster than prior engines (Orca, Zephyr-Q, Nimbus).", ("nimbus", "orca", "zephyr-q")),
    ],
)
def test_named_members_of_a_generic_list(sentence, expected):
    assert baselines(sentence) == expected


def test_list_members_share_the_value():
    assert rows("Quill yields 1.7x speedup compared to plans produced by popular auto-parallel planners such as "
                "Orca-X, Zephyr and Nimbus.") == [
        ("orca-x", "speedup", 1.7, None, None, "better"), ("zephyr", "speedup", 1.7, None, None, "better"),
        ("nimbus", "speedup", 1.7, None, None, "better")]


def test_devices_in_parentheses_are_no_baselines():
    assert baselines("Quill is 2x faster than plain engines on GPUs (e.g., A100 and H100).") == ()


def test_valueless_win_on_downstream_evaluations_is_accuracy():
    assert rows("Quill models beat open models such as Orca and Nimbus on a range of downstream evaluations.") == [
        ("orca", "accuracy", None, None, None, "better"), ("nimbus", "accuracy", None, None, None, "better")]


def test_share_right_before_its_own_cue_keeps_that_baseline():
    # the share's "compared to" names its own (unnamed) baseline, not the named models beaten before it
    got = rows("Quill models beat open models such as Orca and Nimbus on many downstream tasks, while needing only "
               "4% of the compute compared with pretraining those models anew.")
    assert ("pretraining those models anew", "cost", 4.0, None, None, "better") in got
    assert not any(r[0] in ("orca", "nimbus") and r[1] == "cost" for r in got)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the owner of the level is the baseline, named or not
        ("With 30% of the weights pruned, the sparse Quill-7B retains 93.5% of the original model's few-shot "
         "accuracy.", [("the original model", "accuracy", 93.5, None, None, "worse")]),
        ("Quill retains about 88% of the dense model's mean task accuracy.",
         [("the dense model", "accuracy", 88.0, None, "about", "worse")]),
        ("On a chat benchmark, Quill reaches 92% of Orca-X's score.", [("orca-x", "accuracy", 92.0, None, None, "worse")]),
        # no owner: against the unnamed original
        ("Quill retains 97.5% of the zero-shot accuracy.", [(None, "accuracy", 97.5, None, None, "worse")]),
        # a list of kept shares of one baseline's level
        ("Quill keeps 98%, 96% and 91% task accuracy of the unpruned model on the three models respectively.",
         [("the unpruned model", "accuracy", 98.0, None, None, "worse"),
          ("the unpruned model", "accuracy", 96.0, None, None, "worse"),
          ("the unpruned model", "accuracy", 91.0, None, None, "worse")]),
    ],
)
def test_kept_share_is_a_worse_claim(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "Quill uses 40% of the GPU's memory.",  # a share of a device's resource, no quality level
        "Quill keeps 75% of the peak accuracy reported in the survey's table.",
    ],
)
def test_shares_that_are_no_kept_level(sentence):
    assert not [r for r in rows(sentence) if r[1] == "accuracy"]


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
        # a finite "keeps/maintains the <quality>" alone in its sentence: quality parity against the unnamed original
        ("Quill comes at no cost: it maintains the output quality while needing no retraining.",
         [(None, "accuracy", None, None, None, "parity")]),
        ("The compressed model preserves its generation quality.", [(None, "accuracy", None, None, None, "parity")]),
        # near misses: a goal, a level of a named system (left to the cue rules), a design statement
        ("Our goal is a system that keeps the output quality.", []),
        ("Quill speeds up attention on long contexts without sacrificing accuracy.", []),
    ],
)
def test_kept_quality_alone(sentence, expected):
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
    "sentence, expected",
    [
        # "reduces <measure> to N% of that of X": a gain over X, our share as the value
        ("Quill cuts the memory footprint to 40% of that of Orca-X.", [("orca-x", "memory", 40.0, None, None, "better")]),
        ("On small GPUs we reduce the inference compute of a 30B model to 58% of that of the unpruned model.",
         [("the unpruned model", "cost", 58.0, None, None, "better")]),
    ],
)
def test_reduced_to_a_share_of_the_baseline(sentence, expected):
    assert rows(sentence) == expected
