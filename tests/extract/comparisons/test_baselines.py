"""Tests of baseline phrases split into named or unnamed baselines (:mod:`paperkg.extract.comparisons.baselines`)."""

from __future__ import annotations

import pytest

from paperkg.extract import IMPLICIT_BASELINE, extract_paper
from paperkg.extract.comparisons.baselines import _tokens_after
from paperkg.extract.vocab import cues
from paperkg.model import Paper

from tests.extract.claim_rows import baselines, rows
from tests.extract.comparisons.helpers import _rows, facts, metric_rows, pairs


def _tokens_after_reference(sent, char_end: int) -> int:
    """The Span-based reading that ``_tokens_after`` replaced."""
    doc = sent.doc
    full = doc.text
    char = sent.start_char + char_end
    while char < sent.end_char and full[char].isspace():
        char += 1
    if char >= sent.end_char:
        return sent.end
    span = doc.char_span(char, char + 1, alignment_mode="expand")
    if span is None:
        return sent.end
    tok = doc[span.start]
    return tok.i if tok.idx >= char else min(tok.i + 1, sent.end)


def test_coordinated_list_with_such_as():
    f = facts("We present Quill. Against compilers such as TVM and XLA, as well as libraries like cuBLAS and CUTLASS, "
              "Quill is 1.1x, 1.3x, 1.5x and 1.7x faster, respectively.")
    assert [(c.baseline, c.value) for c in f.comparisons] == [("tvm", 1.1), ("xla", 1.3), ("cublas", 1.5), ("cutlass", 1.7)]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # examples after a generic head: the names are the baselines
        ("We present Quill. Quill is 1.7x faster than existing engines, such as LightLLM and SGLang.",
         [("lightllm", 1.7), ("sglang", 1.7)]),
        ("We present Quill. Quill beats prior schedulers, including Llumnix and DistServe, by up to 2.4x.",
         [("llumnix", 2.4), ("distserve", 2.4)]),
        # a citation inside the baseline phrase is skipped
        ("We present Quill. Quill is 1.3x faster than GPipe (Huang et al., 2019) and PipeDream.",
         [("gpipe", 1.3), ("pipedream", 1.3)]),
        # a variant glued to a known name is a system of its own
        ("We present Quill. Quill trains 2.1x faster than PipeDream-Flush.", [("pipedream-flush", 2.1)]),
        # so is a size letter glued to it, in either case (never merged with the bare name)
        ("We present Quill. Quill beats ViT-b by 1.5 points and ViT-L by 0.5 points.", [("vit-b", 1.5), ("vit-l", 0.5)]),
        # a comma followed by the sentence's subject does not extend the list
        ("We present Quill. Against hand-written Triton kernels, Quill attains a geomean speedup of 1.12x.",
         [("triton", 1.12)]),
    ],
)
def test_baseline_lists(sentence, expected):
    assert [(c.baseline, c.value) for c in facts(sentence).comparisons] == expected


def test_implicit_baselines_are_described():
    (c,) = facts("We present Quill. Quill delivers a 2.5x speedup on long prompts.").comparisons
    assert c.baseline is None and c.baseline_text and c.value == 2.5


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # a counted kind word, then the names; the value list aligns with the name list in order
        ("We present Quill. Quill improves throughput over three popular engines Zorblax, Fenwick-Serve, and HydraKV "
         "by up to 12x, 9x, and 2x on long prompts.",
         [("zorblax", 12.0), ("fenwick-serve", 9.0), ("hydrakv", 2.0)]),
        ("We present Quill. Quill achieves 1.5x and 2.5x speedups over Zorblax and Fenwick.",
         [("zorblax", 1.5), ("fenwick", 2.5)]),
        ("We present Quill. Compared to Zorblax, Fenwick, and HydraKV, Quill reduces latency by 20%, 30%, and 40%.",
         [("zorblax", 20.0), ("fenwick", 30.0), ("hydrakv", 40.0)]),
        ("We present Quill. Compared with Zorblax (2.1x) and Fenwick (1.5x), Quill has the lowest latency.",
         [("zorblax", 2.1), ("fenwick", 1.5)]),
        # examples after a generic head and its qualifying phrase
        ("We present Quill. Quill achieves a 1.4x speedup compared with leading systems for sparse models, "
         "including Zorblax, Fenwick, and Grail Layer.",
         [("zorblax", 1.4), ("fenwick", 1.4), ("grail-layer", 1.4)]),
        ("We present Quill. Quill is 3x faster than state-of-the-art concurrent maps, including the lock-free map "
         "from Zorblax and the Java ConcurrentHashMap.",
         [("zorblax", 3.0), ("java-concurrenthashmap", 3.0)]),
        ("We present Quill. Quill beats three baselines: Zorblax, Fenwick, and the ring allreduce by 1.2x, 1.5x, and 2x.",
         [("zorblax", 1.2), ("fenwick", 1.5), ("ring-allreduce", 2.0)]),
        # slash lists in parentheses
        ("We present Quill. Quill kernels run on par with vendor libraries (cuBLAS / cuDNN).",
         [("cublas", None), ("cudnn", None)]),
        # a technique written as a proper name is also a baseline
        ("We present Quill. Quill cuts memory by 3x compared to ZeRO-Infinity.", [("zero-infinity", 3.0)]),
        ("We present Quill. Quill reduces the communication volume of ZeRO by 4x.", [("zero", 4.0)]),
        # a named system the work speeds up by a number
        ("We present Quill. Quill speeds up Zorbix-LM model-parallel inference by up to 1.51x.", [("zorbix-lm", 1.51)]),
        ("We present Quill. Ported to Zorbix, the new partitioning alone speeds Zorbix up by up to 1.33x.", [("zorbix", 1.33)]),
        ("We present Quill. Quill accelerates Zorbix by 2x.", [("zorbix", 2.0)]),
        # ... not a model it runs, nor "the original" model (the paper's own reference)
        ("We present Quill. Quill accelerates Vicuna inference by up to 2.8x.", []),
        ("We present Quill. Quill speeds up the original DiT-XL/2 by up to 8x.", []),
        ("We present Quill. Quill speeds up the training process of conventional ZBDT by up to 20 times.", []),
        # ... also written with a possessive
        ("We present Quill. Quill reduces Zorbert's latency by 40%.", [("zorbert", 40.0)]),
        ("We present Quill. This method cuts HuBERT's size by 75%.", [("hubert", 75.0)]),
        ("We present Quill. Quill outperforms the 1F1B schedule by 18% in throughput.", [("1f1b", 18.0)]),
        # ... but a model whose measure improves is the workload, not a baseline
        ("We present Quill. Quill improves the serving throughput of Zorb-7B by 2x.", []),
        ("We present Quill. Quill cuts Llama's latency by 2x and Google's costs by 20%.", []),
        # model variants stay apart from their family
        ("We present Quill. Quill surpasses GPT-3.5 Turbo and Llama 2 70B chat on dialogue benchmarks.",
         [("gpt-3.5-turbo", None), ("llama-2-70b-chat", None)]),
        ("We present Quill. Quill reaches the performance of o3-mini (high) on math benchmarks.", [("o3-mini-high", None)]),
        # a shared head word: "Gated and Sliding Attention"
        ("We present Quill. Quill offers clear advantages over Gated and Sliding Attention in accuracy.",
         [("gated-attention", None), ("sliding-attention", None)]),
        # plural acronyms and "<X>-LLMs" are kinds of things
        ("We present Quill. Quill outperforms AR-LLMs by 2.3% and is 2x faster than contemporary DSAs.", []),
        # a baseline closing the sentence covers values in its earlier clauses
        ("We present Quill. Quill raises throughput by 1.2x on short prompts; and by 2.4x on long prompts, compared to Zorblax.",
         [("zorblax", 1.2), ("zorblax", 2.4)]),
        # a sentence opening with the baseline frames the next one
        ("We present Quill. Compared with Zorblax, Quill has superior latency. In our experiments, Quill reduces latency by 30%.",
         [("zorblax", None), ("zorblax", 30.0)]),
        # "respectively" values follow the list that closes the sentence before
        ("We present Quill. We evaluate Quill across three designs: systolic grid, Zorblax, and Fenwick-2. "
         "Quill improves area efficiency by 1.2x, 1.3x, and 1.4x, respectively.",
         [("systolic-grid", 1.2), ("zorblax", 1.3), ("fenwick-2", 1.4)]),
        # ... but not a list of the models it runs
        ("We present Quill. We evaluate Quill on three models: Zorb-7B, Zorb-13B, and Zorb-70B. "
         "Quill is faster by 1.2x, 1.3x, and 1.4x, respectively.", []),
        # "A by x and B by y": each value goes with the name before its "by"
        ("We present Quill. Quill outperforms Zorblax by 1.5x, Fenwick by 2x, and HydraKV by 3x.",
         [("zorblax", 1.5), ("fenwick", 2.0), ("hydrakv", 3.0)]),
        ("We present Quill. Quill reaches up to 2.3x higher throughput than Zorblax and 1.8x than Fenwick.",
         [("zorblax", 2.3), ("fenwick", 1.8)]),
        # examples after a relative phrase; glued slash lists; a stack written with a slash
        ("We present Quill. Quill is 2x faster than systems using paged memory, such as Zorblax.", [("zorblax", 2.0)]),
        ("We present Quill. Quill is 3x faster than cuBLAS/cuDNN.", [("cublas", 3.0), ("cudnn", 3.0)]),
        ("We present Quill. Quill matches the JAX/Zorblax reference in accuracy.", [("jax-zorblax", None)]),
        # a hardware product after a cue is a baseline; "a/an ... system" describes a setup
        ("We present Quill. The Quill chip is 1.9x faster than the NVIDIA A100 and 3x faster than a V100 GPU server.",
         [("nvidia-a100", 1.9)]),
        # a proper technique name right after a system belongs to it; languages and "X-optimized" are no names
        ("We present Quill. Quill trains 1.4x faster than DeepSpeed ZeRO-3.", [("deepspeed-zero-3", 1.4)]),
        ("We present Quill. Quill is 1.2x faster than hand-written CUDA and 2x faster than CUDA-optimized Zorblax.",
         [("zorblax", 2.0)]),
        # an organisation's own feature is named; its generic systems are not
        ("We present Quill. Quill is 1.4x faster than Zorbcorp's latest batched tool calling.",
         [("zorbcorp-s-batched-tool-calling", 1.4)]),
        ("We present Quill. Quill is 2x faster than Zorbcorp's production system.", []),
        # a command-line tool with its flags
        ("We present Quill. Quill code runs 1.3x faster than gcc -O3 builds.", [("gcc", 1.3)]),
        # a capitalised tool before its flag, after a filler ("state of the art"): the tool
        ("We present Quill. Quill cuts binary size by up to 4% compared with state of the art Zorbcc -Os.",
         [("zorbcc", 4.0)]),
        # ... and the word stays a name later in the abstract
        ("We present Quill. Quill compresses 5% better than zstd -19. Without its cache, Quill still beats zstd.",
         [("zstd", 5.0), ("zstd", None)]),
    ],
)
def test_baseline_names_and_alignment(abstract, expected):
    assert pairs(abstract) == expected


def test_a_respectively_list_after_a_colon_still_names_the_baselines():
    """The sentence before is read as a Span only when needed: a "respectively" list after a colon still works."""
    found = facts("We present Quill. We compare against three systems: Zorbal, Quexa, and Vintar. "
                  "Quill is 1.2x, 1.5x, and 2x faster, respectively.").comparisons
    assert sorted((c.baseline, c.value) for c in found) == [("quexa", 1.5), ("vintar", 2.0), ("zorbal", 1.2)]


def test_a_bare_device_class_refers_to_the_device_compared_before():
    f = facts("We present Quill. We compare the Quill chip to a server-class Zorbic CPU and an NVIDIA V100 GPU. "
              "Quill is about 12X faster than its contemporary CPU or GPU.")
    assert [(c.baseline, c.value) for c in f.comparisons] == [("zorbic", 12.0), ("nvidia-v100", 12.0)]
    # with no device compared before, the class stays unnamed
    g = facts("We present Quill. Quill is about 12X faster than its contemporary GPU.")
    assert [(c.baseline, c.baseline_text) for c in g.comparisons] == [(None, "its contemporary GPU")]


def test_a_hyphenated_number_starts_an_unnamed_baseline():
    f = facts("We present Quill. Quill gives faster inference than 8-bit baselines.")
    assert [(c.baseline_text, c.metric) for c in f.comparisons] == [("8-bit baselines", "speedup")]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a coordinated generic head, then the names it introduces
        ("We present Quill. Quill outperforms vendor kernels and leading compilers, including Zorbix, "
         "Quattro and Blipper, by up to 21.4×.",
         [("zorbix", 21.4, "up to"), ("quattro", 21.4, "up to"), ("blipper", 21.4, "up to")]),
        ("We present Quill. Quill is 2× faster than hand-tuned kernels and existing compilers such as Zorbix and Quattro.",
         [("zorbix", 2.0, None), ("quattro", 2.0, None)]),
        ("We present Quill. Quill beats expert libraries or auto-tuners including Zorbix and Quattro by 3×.",
         [("zorbix", 3.0, None), ("quattro", 3.0, None)]),
        # "i.e.," after a generic head: the names, with their values in order
        ("We present Quill. Quill outperforms the state-of-the-art library, i.e., Zorbix and Quattro by an average of "
         "2.9× and 1.5×, respectively.",
         [("zorbix", 2.9, "average"), ("quattro", 1.5, "average")]),
        ("We present Quill. Quill is 4× faster than existing kernels, i.e., Zorbix.", [("zorbix", 4.0, None)]),
        # near misses: no example marker, or a name in the second conjunct, or the marker in another clause
        ("We present Quill. Quill outperforms vendor kernels and leading compilers by up to 21.4×.",
         [("vendor kernels", 21.4, "up to")]),
        ("We present Quill. Quill outperforms existing systems and Zorbix, including Quattro, by 2×.",
         [("existing systems", 2.0, None)]),
        ("We present Quill. Quill beats vendor libraries and compilers by 2×, including on large models.",
         [("vendor libraries", 2.0, None)]),
    ],
)
def test_names_after_a_generic_head(sentence, expected):
    assert [(c.baseline or c.baseline_text, c.value, c.qualifier) for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a long form with its acronym: the acronym names the baseline
        ("We present Quill. Quill outperforms the Acme Collective Transfer Library (ACTL) by up to 6.7×.", ["actl"]),
        ("We present Quill. Quill is 2× faster than the Parallel Tensor Engine (PTE) and Zorbix.", ["pte", "zorbix"]),
        ("We present Quill. Quill is 2× faster than the Zorb Redundancy Optimizer (ZeRO-2).", ["zero-2"]),
        # "&" inside a name does not split it
        ("We present Quill. Quill beats the Wide & Shallow Network (WSN) by 3% in accuracy.", ["wsn"]),
        ("We present Quill. Quill beats the Wide & Shallow Network by 3% in accuracy.", ["wide-shallow-network"]),
        # two known systems joined by "&" stay two
        ("We present Quill. Quill outperforms vLLM & SGLang by 2×.", ["vllm", "sglang"]),
        # near misses: a parenthesis that is no acronym of the words before it
        ("We present Quill. Quill outperforms Zorbix (FP16) by 2×.", ["zorbix"]),
        ("We present Quill. Quill outperforms the Acme Transfer Library (QX) by 2×.", ["acme-transfer-library"]),
        # near miss: more words after the acronym, read as before
        ("We present Quill. Quill is 2× faster than the Zorb Redundancy Optimizer (ZRO) baselines.",
         ["zorb-redundancy-optimizer"]),
    ],
)
def test_long_form_with_acronym_and_ampersand(sentence, expected):
    assert [c.baseline for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a device beside ours, inside "GPU supercomputer"
        ("We present Quill. Compared with a contemporary NVIDIA P100 GPU supercomputer, Quill delivers 0.91× to 1.4× "
         "the performance.", [("nvidia-p100", None)]),
        ("We present Quill. Quill is 3× faster than a comparable NVIDIA A100 GPU supercomputer.", [("nvidia-a100", None)]),
        # near miss: a cluster with an article stays a setup, kept as text
        ("We present Quill. Quill is 2× faster than a V100 GPU cluster.", [(None, "a V100 GPU cluster")]),
        # "NAME-based solutions": the name they build on
        ("We present Quill. Quill runs 2.4-3.4× faster than MobileZorb and ZorbNAS-based solutions.",
         [("mobilezorb", None), ("zorbnas", None)]),
        ("We present Quill. Quill is 2× faster than Quattro-based approaches.", [("quattro", None)]),
        # near misses: a generic word before "-based", or no kind word after
        ("We present Quill. Quill is 2× faster than GPU-based solutions.", [(None, "GPU-based solutions")]),
        ("We present Quill. Quill is 2× faster than CNN-based approaches.", [(None, "CNN-based approaches")]),
    ],
)
def test_device_supercomputers_and_based_on_names(sentence, expected):
    assert [(c.baseline, c.baseline_text) for c in facts(sentence).comparisons] == expected


def test_a_name_after_an_example_marker_stands_alone():
    assert [c.baseline for c in facts("We present Quill. Quill is 4× faster than existing kernels, e.g., Zorbix.").comparisons] \
        == ["zorbix"]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "than using X": what is used is the baseline
        ("We present Quill. Quill is 3× faster than using Zorbix.", [("zorbix", None)]),
        ("We present Quill. Quill is 3× faster than using Zorbix and Quattro.", [("zorbix", None), ("quattro", None)]),
        ("We present Quill. Quill reaches accuracy comparable to fully using Zorb-4.", [("zorb-4", None)]),
        ("We present Quill. Quill is 3× faster than directly using Zorbix.", [("zorbix", None)]),
        # near misses: a setting after "using" stays unnamed or gives nothing
        ("We present Quill. Quill is 2× faster than using a single GPU.", [(None, "a single GPU")]),
        ("We present Quill. Quill is 2× faster than using 8 GPUs.", [(None, IMPLICIT_BASELINE)]),
    ],
)
def test_than_using_a_name(sentence, expected):
    assert [(c.baseline, c.baseline_text) for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an accelerator is a device, not a speedup word, even where the window after the number cuts it
        ("Tests show that Quill reaches 150× better wafer-scale accelerator utilization than Zorbix.",
         [("zorbix", "utilization", 150.0, None, "better")]),
        ("Quill achieves 3× higher accelerator utilization than Zorbix.",
         [("zorbix", "utilization", 3.0, None, "better")]),
        # a percentage after "outperforms" with no measure word is the paper's main measure, even far from the verb
        ("For large training jobs, Quill outperforms the state-of-the-art open source parameter servers by up to 84%.",
         [("the state-of-the-art open source parameter servers", "speedup", 84.0, "up to", "better")]),
        # near misses: the verb "accelerates" is still a speedup; a measure word still wins
        ("Quill accelerates training by 30% over Zorbix.", [("zorbix", "speedup", 30.0, None, "better")]),
        ("Quill outperforms the open source Zorbix and Quattro in memory by up to 84% and 45%, respectively.",
         [("zorbix", "memory", 84.0, "up to", "better"), ("quattro", "memory", 45.0, "up to", "better")]),
    ],
)
def test_accelerators_and_distant_outperforms(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a generic head with the name in parentheses before the subject: every value of the sentence takes the name
        ("Compared to the state-of-the-art (Zorbix), Quill delivers up to 6x faster model synchronization and "
         "cuts training time by up to 35%.",
         [("zorbix", "communication", 6.0, "up to", "better"), ("zorbix", "speedup", 35.0, "up to", "better")]),
        ("Relative to prior serving systems (Zorbix and Quattro), Quill reduces latency by 30%.",
         [("zorbix", "latency", 30.0, None, "better"), ("quattro", "latency", 30.0, None, "better")]),
        ("In comparison with the strongest baseline (Zorbix), Quill cuts cost by 45%.",
         [("zorbix", "cost", 45.0, None, "better")]),
        ("Quill outperforms existing compilers (Zorbix and Quattro) by 1.8x on average.",
         [("zorbix", "speedup", 1.8, "average", "better"), ("quattro", "speedup", 1.8, "average", "better")]),
        # near miss: a setting in parentheses is no name
        ("Compared with the default setting (batch size 8), Quill is 2x faster.",
         [("the default setting", "speedup", 2.0, None, "better")]),
        # a value per name in parentheses, each with its own measure words
        ("Quill outperforms frameworks such as Zorbix (4.1× faster) and Quattro (2.5× faster) on all graphs.",
         [("zorbix", "speedup", 4.1, None, "better"), ("quattro", "speedup", 2.5, None, "better")]),
        ("Quill outperforms Zorbix (2.1x higher throughput) and Quattro (30% lower latency).",
         [("zorbix", "throughput", 2.1, None, "better"), ("quattro", "latency", 30.0, None, "better")]),
        ("Compared with Zorbix (30% lower latency), Quattro (2x speedup) and Fenwick (up to 3.1x speedup), Quill wins.",
         [("zorbix", "latency", 30.0, None, "better"), ("quattro", "speedup", 2.0, None, "better"),
          ("fenwick", "speedup", 3.1, "up to", "better")]),
        ("Quill beats existing systems such as Zorbix (by 2x) and Quattro (by 40%).",
         [("zorbix", "speedup", 2.0, None, "better"), ("quattro", "speedup", 40.0, None, "better")]),
        # near miss: a parenthesis that is no value does not continue the list
        ("Against Zorbix, Quattro (a strong baseline) attains 2x.", [("zorbix", "speedup", 2.0, None, "better")]),
    ],
)
def test_names_in_parentheses(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a generic head with a technique word ("offloading systems"), then "including" and four names: each is a baseline
        ("Quill cuts latency by 2.1-4.3x compared with leading offloading systems, including Zorbix-Serve, "
         "Fen.cpp, Marlo Cache and Quattro.",
         ["zorbix-serve", "fen.cpp", "marlo-cache", "quattro"]),
        ("Quill is 3x faster than popular quantization toolkits, including Zorbix, Fen.js and Marlo Kit.",
         ["zorbix", "fen.js", "marlo-kit"]),
        # an appositive list between commas after an unnamed kind
        ("Quill outperforms the state-of-the-art serverless platforms, Zorbix and QUATTRO, by 2x-5x in throughput.",
         ["zorbix", "quattro"]),
        ("Quill beats two strong baselines, Zorbix and Fenwick, by up to 40% in accuracy.", ["zorbix", "fenwick"]),
        ("Quill outperforms existing schedulers, Zorbix, Fenwick, and Marlo, by 3x.", ["zorbix", "fenwick", "marlo"]),
        ("Quill outperforms the strongest baseline, Zorbix, by 40%.", ["zorbix"]),
        # near misses: the names start a new clause, or the list goes on with an unnamed phrase
        ("Compared with existing systems, Zorbix and Fenwick both run out of memory, while Quill is 2x faster.", []),
        ("Quill is 2x faster than existing systems, Zorbix and the other baselines.", []),
        ("Quill is 2x faster than prior systems, Zorbix included.", []),
    ],
)
def test_named_list_after_a_generic_head(sentence, expected):
    named = [c.baseline for c in facts("We present Quill. " + sentence).comparisons if c.baseline]
    assert named == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a known name with a title-case product word is its own baseline
        ("Quill is 2x faster than Clipper and TensorFlow Serving.", ["clipper", "tensorflow-serving"]),
        ("Quill serves 3x more requests than PyTorch Mobile.", ["pytorch-mobile"]),
        ("Quill trains 2x faster than PyTorch Lightning on eight GPUs.", ["pytorch-lightning"]),
        # near misses: a lowercase kind word, an all-caps word, a stop word after the name
        ("Quill is 2x faster than the PyTorch implementation.", ["pytorch"]),
        ("Quill is 2x faster than PyTorch on eight GPUs.", ["pytorch"]),
        ("Quill is 2x faster than cuBLAS GEMM kernels.", ["cublas"]),
    ],
)
def test_a_known_name_with_a_product_word(sentence, expected):
    named = [c.baseline for c in facts("We present Quill. " + sentence).comparisons if c.baseline]
    assert named == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "those trained/produced by X": X is the baseline
        ("Models tuned with Quill reach the same quality as those trained by Zorbix DDP.",
         [("zorbix-ddp", "accuracy", None, None, "parity")]),
        ("Quill matches the quality of those served by Zorbix.", [("zorbix", "accuracy", None, None, "parity")]),
        # a range within a named reference model, with a kind word after the name
        ("Quill keeps accuracy within 2-6% of the reference Zorbix detector.", [("zorbix", "accuracy", 2.0, "max", "worse")]),
        ("Quill stays within 2%-3% of the Fenwick classifier in accuracy.", [("fenwick", "accuracy", 2.0, "max", "worse")]),
        # near miss: within a range of a level is no baseline
        ("Quill keeps accuracy within 1-5% of the theoretical peak.", []),
    ],
)
def test_baselines_in_unusual_slots(sentence, expected):
    assert metric_rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # unnamed baselines: full fine-tuning, earlier records, an optimizer named with its kind word
        ("Quill performs on par or better than fine-tuning in answer quality.", {("fine-tuning", "accuracy", None, "parity")}),
        ("That is faster than the best previously reported records.", {("the best previously reported records", "speedup", None, "better")}),
        ("Quill converges 2x faster than the Zorbix optimizer.", {("zorbix", "speedup", 2.0, "better")}),
        # a reason after the name is not part of it
        ("Quill is more memory-efficient than Zorbix as it only keeps one moment.", {("zorbix", "memory", None, "better")}),
        # near miss: no baseline word
        ("Quill is faster than expected.", set()),
    ],
)
def test_more_unnamed_baseline_phrases(sentence, expected):
    assert _rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "N× speedup than X" (a non-native "speedup over X"), a slash pair of names, a second value with its own cue
        ("Quill achieves up to 3.1× speedup than Zorbix/Fenwick, and 1.4× speedup than Tarn.",
         [("zorbix", 3.1), ("fenwick", 3.1), ("tarn", 1.4)]),
        ("Quill brings a 25% improvement than Zorbix on long prompts.", [("zorbix", 25.0)]),
        ("Quill shows 2x gains than Fenwick.", [("fenwick", 2.0)]),
        # near miss: "than" with neither a comparative nor a value before it keeps no claim
        ("The speedup than expected was small for Zorbix.", []),
    ],
)
def test_speedup_than_a_baseline(sentence, expected):
    assert [(c.baseline, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # an appositive name after an unnamed head, its kind word after it ("service", "library")
        ("Compared to the leading data loading service, Zorbix service, Quill cuts training time by up to 2.9×.",
         [("zorbix", "speedup", 2.9)]),
        ("Quill is 1.7x faster than the strongest baseline, Fenwick library, on A100 GPUs.", [("fenwick", "speedup", 1.7)]),
        # a lowercase dotted code name is a name
        ("Compared to the leading data service, np.stream, Quill improves throughput by 2.1×.",
         [("np.stream", "throughput", 2.1)]),
        ("Quill is 2x faster than torchx.fuse.", [("torchx.fuse", "speedup", 2.0)]),
        ("Quill is 2x faster than Google's internal Zorbix service.", [("zorbix", "speedup", 2.0)]),
        # near misses: no name after the head's comma, an abbreviation is no name
        ("Compared to the leading data service, Quill improves throughput by 2.1×.",
         [("the leading data service", "throughput", 2.1)]),
        ("Quill is 2x faster than prior work, e.g. tensor fusion.", [("prior work, e.g. tensor fusion", "speedup", 2.0)]),
    ],
)
def test_appositive_and_dotted_baseline_names(sentence, expected):
    rows = [(c.baseline or c.baseline_text, c.metric, c.value) for c in facts("We present Quill. " + sentence).comparisons]
    assert rows == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a device kind word after an unknown product's name is not part of the name
        ("Compared with the Zorb-9 DPU and the Plinth smartNIC, Quill is 12x and 4x faster, respectively.",
         [("zorb-9", "speedup", 12.0, None, None, "better"), ("plinth", "speedup", 4.0, None, None, "better")]),
        ("Quill is 3x faster than a Zorblax NIC.", [("zorblax", "speedup", 3.0, None, None, "better")]),
        # but an all-caps name alone stays a name
        ("Quill is 3x faster than ZORBLAX.", [("zorblax", "speedup", 3.0, None, None, "better")]),
    ],
)
def test_device_kind_word_after_name(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # the examples after "on <devices>, including" are the devices of the setting, not baselines
        ("Quill achieves up to 2.5x lower latency than existing runtimes on popular CPUs, including Zorbon X7 and "
         "Plinth Q2 processors.", [("existing runtimes", "latency", 2.5, None, "up to", "better")]),
        # examples of the baselines themselves are still baselines
        ("Quill is 2x faster than existing runtimes, including Zorblax and Plinth.",
         [("zorblax", "speedup", 2.0, None, None, "better"), ("plinth", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_devices_of_a_setting_are_not_baselines(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "than both": the two baselines named before in the sentence
        ("Compared with Zorblax and Plinth, Quill cuts latency by up to 9X and 4.2X, respectively, and it also runs "
         "faster than both on phones.",
         [("zorblax", "latency", 9.0, None, "up to", "better"), ("plinth", "latency", 4.2, None, "up to", "better"),
          ("zorblax", "speedup", None, None, None, "better"), ("plinth", "speedup", None, None, None, "better")]),
        # "both" before names is not a back-reference
        ("Quill is 2x faster than Zorblax, and it is also faster than both Plinth and Vexa.",
         [("zorblax", "speedup", 2.0, None, None, "better"), ("plinth", "speedup", None, None, None, "better"),
          ("vexa", "speedup", None, None, None, "better")]),
        # an appositive name after coordinated adjectives ("a specialized, serverful store, X")
        ("Quill is 100x faster than a generic cloud function platform, Zorblax, and 3.5x faster than a "
         "specialized, serverful key-value store, Plinth, when training a small model.",
         [("zorblax", "speedup", 100.0, None, None, "better"), ("plinth", "speedup", 3.5, None, None, "better")]),
    ],
)
def test_back_references_and_appositives(sentence, expected):
    assert rows(sentence) == expected


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


def test_devices_in_parentheses_are_no_baselines():
    assert baselines("Quill is 2x faster than plain engines on GPUs (e.g., A100 and H100).") == ()


def test_version_after_compared_name_is_not_a_listed_value():
    # "than Zorbix 2.4 and 1.3x faster": 2.4 is Zorbix's version, not a second ratio sharing the "x"
    f = facts("We present Quill. Quill is 1.7x faster than Zorbix 2.4 and 1.3x faster than Orca-X.")
    assert [c.value for c in f.comparisons] == [1.7, 1.3]
    # a plain list still shares its unit
    f = facts("We present Quill. Quill is 2.2 and 3.5x faster than Orca-X on two workloads.")
    assert sorted(c.value for c in f.comparisons) == [2.2, 3.5]


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "With X as the baseline, ..." frames the values after it (a counted setting word is not part of the name)
        ("With 32-thread Zorblax as the baseline, Quill still reaches a 3.3-9.1x speedup.",
         [("zorblax", "speedup", 3.3, 9.1, None, "better")]),
        ("Taking the stock planner as the reference, Quill lowers cost by 27%.",
         [("the stock planner", "cost", 27.0, None, None, "better")]),
        # a gerund clause names the baseline it builds or runs
        ("Index construction in Quill is 4.4~19× faster than building a Zorblax index on a CPU.",
         [("zorblax", "speedup", 4.4, 19.0, None, "better")]),
        ("Quill is 2x faster than running ZorbDB.", [("zorbdb", "speedup", 2.0, None, None, "better")]),
        # a parenthesised value between the comparative and "than"
        ("Quill decodes markedly faster (up to 6× faster on our cluster) than prior methods such as Zorblax, while "
         "using 3× less peak memory.",
         [("zorblax", "speedup", 6.0, None, "up to", "better"), ("zorblax", "memory", 3.0, None, None, "better")]),
        # an opening "Compared with X," keeps a value that a later cue with its own value does not take
        ("Compared with Zorblax, Quill needs 61% less memory, and sharding over 4 nodes cuts training time by a "
         "factor of 3 relative to a single server.",
         [("zorblax", "memory", 61.0, None, None, "better"), ("a single server", "speedup", 3.0, None, None, "better")]),
    ],
)
def test_baselines_in_more_unusual_slots(sentence, expected):
    assert rows(sentence) == expected


def test_value_not_read_as_name():
    assert baselines("Quill improves fairness by more than 1.8X and is 20% cheaper than Zorblax.") == ("zorblax",)


@pytest.mark.parametrize("cue", [pytest.param(c, id=c["word"]) for c in cues()["owner"]])
def test_owner_words(cue):
    # every owner word of data/comparison_cues.jsonl is dropped before an unknown product's name
    assert extract_paper(Paper(key="k", title="FooNet: A System", abstract=cue["example"])).baselines == ("quillstore",)


@pytest.mark.parametrize("text", [
    "FooNet is 2.5x faster than Zorblax-3 (Smith et al., 2023) on A100s.",
    "Title  here\n\nIt  beats   BarLib,\tand \n BazKit  by 30%.  Done .",
    "x\u00a0y  than\u2009QuxDB\u3000and \u200bNorf!",
])
def test_tokens_after_is_the_char_span_token(text):
    import spacy

    doc = spacy.blank("en")(text)
    for a in range(len(doc)):
        for b in range(a + 1, len(doc) + 1):
            sent = doc[a:b]
            for offset in range(0, sent.end_char - sent.start_char + 2):
                assert _tokens_after(sent, offset) == _tokens_after_reference(sent, offset), (a, b, offset)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a known system's named component after a possessive is the baseline, owner included
        ("Quill beats PyTorch's TensorPipe and DALI on every node count.", ["pytorch-s-tensorpipe", "dali"]),
        # near misses: a measure of the owner; a plain word after the possessive
        ("Quill beats PyTorch's accuracy on each task.", ["pytorch"]),
        ("Quill beats PyTorch's loader on each task.", ["pytorch"]),
    ],
)
def test_a_possessive_component_of_a_known_system(sentence, expected):
    assert [c.baseline for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "the plan used for X": X is the baseline; "X developed by Y": X, not its makers
        ("Quill lowers serving cost by 9% compared to the layout used for Orca-X.", [("orca-x", 9.0)]),
        ("Quill lowers serving cost by 9% compared to the setup adopted by Orca-X.", [("orca-x", 9.0)]),
        ("Quill is 3x faster than Zorbix developed by Plinth Labs.", [("zorbix", 3.0)]),
        # near miss: a generic phrase used for a setting stays unnamed
        ("Quill is 3x faster than the scheduler used in production.", [(None, 3.0)]),
    ],
)
def test_a_named_system_after_used_for_or_before_developed_by(sentence, expected):
    assert [(c.baseline, c.value) for c in facts("We present Quill. " + sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a second device after "on ... and" is a setting, never a baseline
        ("Quill is 2.2x faster than Zorbix, Fenwick and Plinth on NVIDIA P100 and L4 GPUs.", ["fenwick", "plinth", "zorbix"]),
        ("Quill beats Zorbix and Fenwick by 1.4x on V100 and A100 GPUs.", ["fenwick", "zorbix"]),
        # near miss: a name after "on <device> and" is still the next baseline
        ("Quill is 2x faster than Zorbix on CPU and Fenwick on GPU.", ["fenwick", "zorbix"]),
    ],
)
def test_a_device_after_on_is_no_baseline(sentence, expected):
    assert list(facts("We present Quill. " + sentence).baselines) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "X pipelines": a name with its kind word; "running on the same Y backend": Y is the shared setting
        ("Against Zorbix and Fenwick pipelines running on the same Plinth backend, Quill cuts latency by 1.4x.",
         ["fenwick", "zorbix"]),
        ("Quill is 1.5x faster than Fenwick pipelines.", ["fenwick"]),
        # near misses: "trained with the X library" still names X; a kind word alone stays unnamed
        ("Quill is 1.5x faster than MoEs trained with the Zorbix library.", ["zorbix"]),
        ("Quill is 10 times faster than standard implementations written with Zorbix, Plinth or Orca.",
         ["orca", "plinth", "zorbix"]),
        ("Quill is 1.5x faster than existing pipelines.", []),
    ],
)
def test_pipelines_on_a_shared_backend(sentence, expected):
    assert list(facts("We present Quill. " + sentence).baselines) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a precision form before a model's name: the paper's own reference, unnamed
        ("Quill is 2.1x faster than the full-precision Varda model.",
         [("the full-precision Varda model", "speedup", 2.1, None, "better")]),
        ("Quill is 2x faster than the 16-bit model.", [("the 16-bit model", "speedup", 2.0, None, "better")]),
        # near miss: the model alone is a named baseline
        ("Quill is 2.1x faster than Varda.", [("varda", "speedup", 2.1, None, "better")]),
        # a device's role word between its name and its noun
        ("Compared with the previous NVIDIA T4 inference GPU, the Quill chip delivers 1.9x the performance per TCO "
         "on our workloads.", [("nvidia-t4", "cost", 1.9, None, "better")]),
    ],
)
def test_reference_models_and_device_roles(sentence, expected):
    assert metric_rows(sentence) == expected


def test_a_defined_short_form_names_the_same_baseline():
    f = facts("We present Quill, a CPU engine. Quill outperforms an optimized implementation of Tensorflow (TF) on "
              "a V100. On the same CPU, Quill is over 10x faster than TF.")
    assert f.baselines == ("tensorflow",)
    assert [(c.baseline, c.value) for c in f.comparisons if c.value] == [("tensorflow", 10.0)]


def test_a_plural_names_the_same_baseline_as_its_singular():
    f = facts("We present Quill, a learned index. Quill beats a ZTree by up to 3x in lookup time. Across "
              "workloads, Quill beats ZTrees by up to 4.1x while never performing worse.")
    assert f.baselines == ("ztree",)
    assert [(c.baseline, c.value) for c in f.comparisons] == [("ztree", 3.0), ("ztree", 4.1)]
    assert "ztrees" not in {e.id for e in f.entities}
    f = facts("We present Quill. Quill beats ZTrees by 2x.")  # no singular: the plural stays
    assert f.baselines == ("ztrees",)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a lowercase prefix on a generic acronym is a modifier of a kind, not a name
        ("Quill reduces SLO violations compared with state-of-the-art multi-DNN schedulers.", ()),
        ("Quill is 2x faster than existing multi-LLM serving systems.", ()),
        ("Quill is 2x faster than prior cross-GPU transfer libraries.", ()),
        # a capitalised name with such a prefix stays a name
        ("Quill is 2x faster than Multi-LoRA.", ("multi-lora",)),
    ],
)
def test_prefixed_generic_acronyms_are_no_baselines(sentence, expected):
    assert baselines(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Compared with state-of-the-art on-device training frameworks such as Zorblax and Frobnic, Quill achieves "
         "up to 4.5x training speedup.", ("frobnic", "zorblax")),
        ("Compared to existing in-memory stores such as Zorblax and Frobnic, Quill cuts latency by 30%.",
         ("frobnic", "zorblax")),
        ("Quill outperforms popular off-chip designs, including Zorblax and Frobnic, by 2x.", ("frobnic", "zorblax")),
        # near miss: a kind with no names after it stays unnamed
        ("Compared to the state-of-the-art on-chip designs, Quill is 2x faster.", ()),
    ],
)
def test_hyphenated_modifiers_with_a_stop_word_do_not_end_the_kind(sentence, expected):
    assert baselines(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill is more accurate than Zorblax, Random Sampling and Index-Based Join Sampling.",
         ("index-based-join-sampling", "random-sampling", "zorblax")),
        ("Quill estimates better than Hash-Based Join Sampling.", ("hash-based-join-sampling",)),
        ("Quill beats PostgreSQL and Random Sampling.", ("postgresql", "random-sampling")),
        # the shared head still goes to bare modifier words, and a lowercase compound stays a kind
        ("Quill is faster than Linear and Softmax Attention.", ("linear-attention", "softmax-attention")),
        ("Quill beats LLM-based planners by 2x.", ()),
    ],
)
def test_title_cased_compound_names_and_shared_heads(sentence, expected):
    assert baselines(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill is 2x faster than Zorblax-based training on 64 GPUs.", ("zorblax",)),
        ("Compared with Frobnic-based inference, Quill cuts latency by 40%.", ("frobnic",)),
        ("Quill is 3x faster than Zorblax-based pipelines.", ("zorblax",)),
        # near miss: a device class before "-based" names no baseline
        ("Quill is 2x faster than GPU-based training.", ()),
    ],
)
def test_name_based_training_names_the_name(sentence, expected):
    assert baselines(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill is 2x faster than industry libraries (Zorblax) and state-of-the-art tensor compilers (Frobnic).",
         ("frobnic", "zorblax")),
        ("Quill is 2x faster than vendor libraries (Zorblax, Frobnic), and hand-tuned kernels (Plinth) on A100.",
         ("frobnic", "plinth", "zorblax")),
        # near misses: a relative clause or a second verb after the names ends the phrase
        ("Quill is 2x faster than vendor libraries (Zorblax), which are tuned by hand.", ("zorblax",)),
        ("Quill is 2x faster than vendor libraries (Zorblax) and reduces memory (by 30%).", ("zorblax",)),
    ],
)
def test_several_kinds_each_with_names_in_parentheses(sentence, expected):
    assert baselines(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # what a system produces or is built from, after its possessive name: the system is the baseline
        ("Quill reduces the median q-error of ZorbaDB's estimates by 3x.", [("zorbadb", 3.0)]),
        ("Quill cuts the latency of ZorbaDB's query optimizer by 2x.", [("zorbadb", 2.0)]),
        # a company's feature or a named component stays as it was read
        ("Quill beats OpenAI's parallel function calling by 2x.", [("openai-s-parallel-function-calling", 2.0)]),
        ("Quill beats Zorbix's DataPump by 2x.", [("datapump", 2.0)]),
    ],
)
def test_a_possessive_system_name_before_its_output_or_part(sentence, expected):
    assert [(r[0], r[2]) for r in rows(sentence)] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Quill builds its index 10x faster than ZorbIdx running on a multi-core CPU.", [("zorbidx", 10.0)]),
        ("Quill is 2x faster than ZorbIdx deployed on an NVIDIA A100 GPU.", [("zorbidx", 2.0)]),
        # a generic baseline keeps its words
        ("Quill is 2x faster than systems running on CPUs.", [("systems running on CPUs", 2.0)]),
    ],
)
def test_a_named_baseline_running_on_a_device(sentence, expected):
    assert [(r[0], r[2]) for r in rows(sentence)] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a field's or a technique's acronym before a kind word qualifies the kind: no name
        ("We present Quill. Quill trains 1.4x faster than existing DP implementations.", [(None, 1.4)]),
        ("We present Quill. Quill outperforms popular AutoML libraries by 3%.", [(None, 3.0)]),
        # near miss: a name that holds the acronym is a name
        ("We present Quill. Quill trains 2x faster than DP-SGD.", [("dp-sgd", 2.0)]),
    ],
)
def test_generic_acronyms_qualify_a_kind(sentence, expected):
    assert [(c.baseline, c.value) for c in facts(sentence).comparisons] == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a kind word shared by listed names ("the A and B policies") and a closing "as well" leave the names
        ("We present Quill. Quill outperforms the Zorbix and MPQB policies as well.", ["mpqb", "zorbix"]),
        ("We present Quill. Quill beats the Zorbix and MPQB prefetchers.", ["mpqb", "zorbix"]),
        ("We present Quill. Quill is 2x and 5x faster than our Zorbix and MPQB baselines respectively.", ["mpqb", "zorbix"]),
        ("We present Quill. Its error is 3x lower than that of the learned Zorbix estimator.", ["zorbix"]),
        # a capitalised class word opening a hyphenated name is the name ("Cluster-GCN"), not a cluster
        ("We present Quill. Quill is more accurate than Cluster-GCN and Zorbix.", ["cluster-gcn", "zorbix"]),
        # near miss: a generic kind alone names nothing
        ("We present Quill. Quill is 2x faster than the strongest baselines.", []),
        # one name before "baselines" is their kind: several baselines of kind X, unnamed
        ("We present Quill. Quill raises throughput over the Zorbix baselines by 15x.", []),
        # a name before a compound plural kind after a class word is a class of products, not one product
        ("We present Quill. Quill is 2x faster than state-of-the-art Zorbix serving systems.", []),
        ("We present Quill. Quill is 2x faster than existing Zorbix inference engines.", []),
        # a kind like a product is not the product, known or not
        ("We present Quill. Quill runs up to 10.7x faster than DeepSpeed-Chat-like systems.", []),
        ("We present Quill. Quill runs 2x faster than Zorbix-style engines.", []),
        ("We present Quill. Quill is 2x faster than the Zorbix and MPQB serving systems.", ["mpqb", "zorbix"]),
        ("We present Quill. Quill outperforms prior replacement policies as well.", []),
    ],
)
def test_shared_kind_words_and_as_well(sentence, expected):
    assert sorted(facts(sentence).baselines) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a name with what it does after it ("Zorbix training") names the system
        ("We present Quill. Quill is faster than Zorbix training.", ["zorbix"]),
        ("We present Quill. Quill needs a fraction of the memory of Zorbix and Quaxo inference.", ["quaxo", "zorbix"]),
        # near miss: a lowercase workload alone
        ("We present Quill. Quill is faster than distributed training.", []),
    ],
)
def test_a_name_with_its_workload_word(sentence, expected):
    assert sorted(facts(sentence).baselines) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # PyTorch's data loader is a baseline of its own, not PyTorch
        ("Quill shortens epochs by up to 4x compared with PyTorch DataLoader and Zorbix.", ("pytorch-dataloader", "zorbix")),
        ("Quill loads data 3x faster than PyTorch's DataLoader.", ("pytorch-dataloader",)),
        ("Quill loads batches 2x faster than the PyTorch Dataloader.", ("pytorch-dataloader",)),
        # near miss: PyTorch alone stays PyTorch
        ("Quill trains 2x faster than PyTorch.", ("pytorch",)),
    ],
)
def test_pytorch_dataloader_is_its_own_baseline(sentence, expected):
    assert baselines(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a field's acronym before a plural kind, after a class word, is a class of systems, not a name
        ("Quill is 2x faster than prior RAG systems.", [("prior RAG systems", "speedup", 2.0, None, None, "better")]),
        ("Compared with existing disk-based ANN systems, Quill needs 40% less memory.",
         [("existing disk-based ANN systems", "memory", 40.0, None, None, "better")]),
        ("Quill is 2x faster than existing HPC schedulers.",
         [("existing HPC schedulers", "speedup", 2.0, None, None, "better")]),
        # a mixed-case acronym plural is a kind of device ("SoCs", "NoCs")
        ("Quill cuts energy by 3x compared with state-of-the-art mobile SoCs.",
         [("state-of-the-art mobile SoCs", "energy", 3.0, None, None, "better")]),
        # near misses: one named system, or a name that is no acronym, stays named
        ("Quill is 2x faster than the ZORB system.", [("zorb", "speedup", 2.0, None, None, "better")]),
        ("Quill is 2x faster than existing ZorbDB engines.", [("zorbdb", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_an_acronym_class_is_no_named_baseline(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a lowercase setup word glued to a known name is another baseline, never the known system itself
        ("Quill is 2x faster than PyTorch-opt.", ("pytorch-opt",)),
        ("Quill beats TensorRT and TensorRT-naive by 3x and 5x, respectively.", ("tensorrt", "tensorrt-naive")),
        ("Quill is 1.5x faster than vLLM-default on long prompts.", ("vllm-default",)),
        # near misses: "-based" names what a class builds on; "-tuned" kernels are the known system's output
        ("Quill is 2x faster than PyTorch-based systems.", ("pytorch",)),
        ("Quill is 2x faster than TVM-tuned kernels.", ("tvm",)),
    ],
)
def test_a_setup_glued_to_a_known_name(sentence, expected):
    assert baselines(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a plural kind "built on" a known system names systems that use it: the kind is the (unnamed) baseline
        ("Compared with serial RAG systems built on vLLM, Quill cuts latency by up to 3.6x.",
         [("serial RAG systems built on vLLM", "latency", 3.6, None, "up to", "better")]),
        ("Quill is 2x faster than agent frameworks built on top of SGLang.",
         [("agent frameworks built on top of SGLang", "speedup", 2.0, None, None, "better")]),
        ("Quill is 2x faster than existing pipelines implemented on PyTorch.",
         [("existing pipelines implemented on PyTorch", "speedup", 2.0, None, None, "better")]),
        # near miss: the known system itself
        ("Quill is 2x faster than vLLM on long prompts.", [("vllm", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_kinds_built_on_a_known_system(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a glued kind modifier ("the GPU-based X") before the second name of a list
        ("Compared with the CPU-based Fenwick and the GPU-based Zorbix, Quill answers queries 5x faster.",
         [("fenwick", "speedup", 5.0, None, None, "better"), ("zorbix", "speedup", 5.0, None, None, "better")]),
        ("Quill is 3x faster than the CPU-only Fenwick and the FPGA-accelerated Zorbix.",
         [("fenwick", "speedup", 3.0, None, None, "better"), ("zorbix", "speedup", 3.0, None, None, "better")]),
        # near misses: a modifier before a kind word ("Foo-based solutions" still names Foo; "the GPU-based version"
        # names nothing)
        ("Quill runs 2-3x faster than Fenwick and Zorbix-based solutions.",
         [("fenwick", "speedup", 2.0, 3.0, None, "better"), ("zorbix", "speedup", 2.0, 3.0, None, "better")]),
        ("Quill is 3x faster than Fenwick and the GPU-based version.", [("fenwick", "speedup", 3.0, None, None, "better")]),
    ],
)
def test_glued_kind_modifier_before_a_listed_name(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "both A and B": two comparators, named or not, each with the claim
        ("Quill beats both swapping and rematerialization in wall-clock time by more than 15%.",
         [("swapping", "speedup", 15.0, None, "at least", "better"),
          ("rematerialization", "speedup", 15.0, None, "at least", "better")]),
        ("Quill outperforms both eager execution and graph capture by 2x.",
         [("eager execution", "speedup", 2.0, None, None, "better"), ("graph capture", "speedup", 2.0, None, None, "better")]),
        ("Quill outperforms both Fenwick and Zorbix by 2x.",
         [("fenwick", "speedup", 2.0, None, None, "better"), ("zorbix", "speedup", 2.0, None, None, "better")]),
        # near misses: two adjectives sharing one head, two classes read as one comparator, "both" with no "and"
        ("Quill outperforms both homogeneous and heterogeneous baselines by 2x.",
         [("both homogeneous", "speedup", 2.0, None, None, "better")]),
        ("Quill beats both hand-built datasets and prior generators by 10%.",
         [("both hand-built datasets", "speedup", 10.0, None, None, "better")]),
        ("Quill beats both baselines by 2x.", [("both baselines", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_both_a_and_b(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a baseline made of parts is named by its phrase, not by one part ("the hybrid system of a GPU and ...")
        ("Compared with the hybrid system of an H100 GPU and a memory module, Quill lowers energy by 3x.",
         [("the hybrid system of an H100 GPU", "energy", 3.0, None, None, "better")]),
        ("Quill draws 4x less power than the combination of a V100 GPU and an FPGA card.",
         [("the combination of a V100 GPU", "energy", 4.0, None, None, "better")]),
        # near misses: "the performance of X", "the speed of X" still name X
        ("Quill is 2x faster than the performance of Zorbix.", [("zorbix", "speedup", 2.0, None, None, "better")]),
        ("Quill is 2x faster than the speed of an H100 GPU.", [("h100", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_composite_baseline_phrase(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "the equivalent kernels in X", "the default scheduler in X": the named library or system holding the part
        ("On older GPUs, Quill is 1.4x faster than the matching routines in Zorbix.",
         [("zorbix", "speedup", 1.4, None, None, "better")]),
        ("Quill is 1.4x faster than the attention kernels in Fenwick on small inputs.",
         [("fenwick", "speedup", 1.4, None, None, "better")]),
        ("Quill cuts latency by 30% over the default scheduler in Zorbix.", [("zorbix", "latency", 30.0, None, None, "better")]),
        # near miss: no name after "in"
        ("Quill is 1.4x faster than the kernels in prior work.", [("the kernels", "speedup", 1.4, None, None, "better")]),
    ],
)
def test_part_in_a_named_library(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "than X, the <description> system": the description says what X is; it is no second comparator, even with
        # a name-like word inside it
        ("Quill is up to 1.5x faster than Zorbix, the state-of-the-art multi-adapter serving system.",
         [("zorbix", "speedup", 1.5, None, "up to", "better")]),
        ("Quill is 2x faster than Zorbix, the leading XLA-based serving engine, on long inputs.",
         [("zorbix", "speedup", 2.0, None, None, "better")]),
        ("Quill is 2x faster than Zorbix, the leading JAX system, and Fenwick.",
         [("zorbix", "speedup", 2.0, None, None, "better"), ("fenwick", "speedup", 2.0, None, None, "better")]),
        # near miss: a list of names goes on
        ("Quill is 2x faster than Zorbix, Fenwick and Quark.",
         [("zorbix", "speedup", 2.0, None, None, "better"), ("fenwick", "speedup", 2.0, None, None, "better"),
          ("quark", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_description_after_a_named_baseline(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # a practice compared with, written as a gerund clause (with an adverb or not): an unnamed baseline
        ("Quill trains 2x faster than naively replicating the shards.", [("naively replicating the shards", "speedup", 2.0, None, None, "better")]),
        ("Quill reaches 3x higher throughput than running the tasks back to back.",
         [("running the tasks back to back", "throughput", 3.0, None, None, "better")]),
        ("Compared with replicating every embedding on each GPU, Quill cuts memory by 4x.",
         [("replicating every embedding on each GPU", "memory", 4.0, None, None, "better")]),
        # near misses: an adjective in "-ing", a named system inside the clause, a manner of doing the same
        ("Quill is 2x faster than existing systems.", [("existing systems", "speedup", 2.0, None, None, "better")]),
        ("Quill is 3x faster than using Zorbix.", [("zorbix", "speedup", 3.0, None, None, "better")]),
        ("Scaling in parallel is a better way to reason than simply scaling sequentially.", []),
    ],
)
def test_practice_written_as_a_gerund_clause(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "compared with A and with B": the cue's preposition said again before the second item
        ("Compared with Zorbix and with Fenwick, Quill cuts memory by 2x.",
         [("zorbix", "memory", 2.0, None, None, "better"), ("fenwick", "memory", 2.0, None, None, "better")]),
        ("Compared with holding all tensors in device memory and with full rematerialization, Quill cuts memory by 2x.",
         [("holding all tensors in device memory", "memory", 2.0, None, None, "better"),
          ("full rematerialization", "memory", 2.0, None, None, "better")]),
        # near miss: "and with" opening a side phrase after a name
        ("Quill is 2x faster than Zorbix and with less memory.", [("zorbix", "speedup", 2.0, None, None, "better")]),
    ],
)
def test_repeated_cue_preposition_in_a_list(sentence, expected):
    assert rows(sentence) == expected


@pytest.mark.parametrize(
    "sentence, expected",
    [
        # "the default <ACRONYM> baseline/policy": a setting of a method, unnamed (a known system keeps its name)
        ("Quill cuts energy by up to 25% compared with the default LRU baseline.",
         [("the default LRU baseline", "energy", 25.0, None, "up to", "better")]),
        ("Quill cuts latency by 20% over the default FIFO policy.", [("the default FIFO policy", "latency", 20.0, None, None, "better")]),
        # near misses: a known system's default setup, a named baseline without "default"
        ("Quill cuts energy by up to 25% compared with the default ROCm configuration.",
         [("rocm", "energy", 25.0, None, "up to", "better")]),
        ("Quill cuts energy by up to 25% compared with the Zorbix baseline.", [("zorbix", "energy", 25.0, None, "up to", "better")]),
    ],
)
def test_default_setting_of_a_method(sentence, expected):
    assert rows(sentence) == expected
