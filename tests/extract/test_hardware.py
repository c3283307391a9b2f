"""Hardware ids end to end through the spaCy pipeline, and the consistency of the vocabulary files."""

from __future__ import annotations

from collections import defaultdict

import pytest

from paperkg.extract import extract_paper
from paperkg.extract.vocab import VOCABULARY_FILES, exact_forms, hardware_class, load_jsonl, ruler_patterns
from paperkg.model import Paper
from tests.extract.claim_rows import facts


def hardware(abstract: str) -> tuple[set[str], set[str]]:
    f = extract_paper(Paper(key="p", title="A Measurement Study", abstract=abstract))
    return set(f.hardware), set(f.hardware_classes)


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # counts, plurals, possessives and vendor prefixes
        ("Runs use 8×A100 GPUs connected with NVLink.", {"nvidia-a100"}),
        ("We rent sixteen A100s and four H100s for the sweep.", {"nvidia-a100", "nvidia-h100"}),
        ("On NVIDIA's H200 the kernel saturates HBM bandwidth.", {"nvidia-h200"}),
        ("Each node holds eight A100-SXM4 cards.", {"nvidia-a100"}),
        # memory variants stay apart from each other
        ("Fine-tuning fits on one A100-80GB but not on an A100-40GB.", {"nvidia-a100-80gb", "nvidia-a100-40gb"}),
        ("We compare a V100 32GB with an H100 NVL.", {"nvidia-v100-32gb", "nvidia-h100-nvl"}),
        # a Ti card is its own device, its suffix joined to the number as the gold files write it
        ("A GTX 1080 Ti trails an RTX 2080Ti and a plain RTX 2080.", {"nvidia-gtx-1080ti", "nvidia-rtx-2080ti", "nvidia-rtx-2080"}),
        # vendor-level mentions and coordinations
        ("The library targets NVIDIA GPUs.", {"nvidia-gpu"}),
        ("Gains hold for both NVIDIA and AMD GPUs.", {"nvidia-gpu", "amd-gpu"}),
        ("We tune kernels for AMD and NVIDIA GPUs alike.", {"amd-gpu", "nvidia-gpu"}),
        ("The compiler was evaluated on Intel and ARM CPUs.", {"intel-cpu", "arm-cpu"}),
        ("It also runs on an ARM CPU inside a phone.", {"arm-cpu"}),
        # architectures, named alone only in a GPU context
        ("We compare against the older Ada and Ampere generations.", {"nvidia-ada", "nvidia-ampere"}),
        ("The model also holds for other NVIDIA architectures, such as Volta.", {"nvidia-volta"}),
        ("Blackwell doubles FP4 tensor core throughput over Hopper GPUs.", {"nvidia-blackwell", "nvidia-hopper"}),
        ("A Turing machine can simulate any program.", set()),
        ("Our Ampere Altra servers host the CPU baselines.", {"ampere-altra"}),
        # other vendors, digits and variants kept apart
        ("Results on MI300X, MI325X and MI355X accelerators.", {"amd-mi300x", "amd-mi325x", "amd-mi355x"}),
        ("The CDNA3 and CDNA4 architectures differ in matrix cores.", {"amd-cdna3", "amd-cdna4"}),
        ("TPU v5e and TPU v5p pods differ in interconnect.", {"google-tpu-v5e", "google-tpu-v5p"}),
        ("We train on Trillium chips.", {"google-tpu-v6e"}),
        ("Gaudi 3 and Gaudi2 results are reported separately.", {"intel-gaudi3", "intel-gaudi2"}),
        ("Inference runs on AWS Inferentia2 and on Trainium.", {"aws-inferentia2", "aws-trainium"}),
        ("The wafer-scale WSE-3 is compared with the WSE-2.", {"cerebras-wse-3", "cerebras-wse-2"}),
        ("A Graphcore Bow IPU and a Graphcore IPU of the previous generation.", {"graphcore-ipu-bow", "graphcore-ipu"}),
        ("Ascend 910B NPUs and Apple M2 Max laptops.", {"huawei-ascend-910b", "apple-m2-max"}),
        ("Sapphire Rapids Xeon servers run the CPU baseline.", {"intel-sapphire-rapids"}),
        # a suffix letter, a size or a model number is another part, never the family or the plain part
        ("We rent V100S cards, older V100s and one Tesla V100S.", {"nvidia-v100s", "nvidia-v100"}),
        ("A Tesla V100 and an A800 80GB serve as references.", {"nvidia-v100", "nvidia-a800-80gb"}),
        ("Both the Apple M3 and the Apple M3 Pro run the model.", {"apple-m3", "apple-m3-pro"}),
        ("The design runs on a Versal VPK180 board, not on other Versal parts.", {"xilinx-vpk180", "xilinx-versal"}),
        ("An RTX 4090D and an RTX 4090 give the same result.", {"nvidia-rtx-4090d", "nvidia-rtx-4090"}),
        ("On an A100 PCIe 80GB and an H100 SXM5 80GB.", {"nvidia-a100-80gb", "nvidia-h100-80gb"}),
        # CPU microarchitectures are their own ids
        ("The CPU baseline is a dual-socket Intel Haswell server; a Skylake node is slower.", {"intel-haswell", "intel-skylake"}),
        ("Zen 4 cores and Granite Rapids cores are compared.", {"amd-zen4", "intel-granite-rapids"}),
        # Google's product name, capitalised, against the generic class
        ("The design is a custom Tensor Processing Unit deployed in datacenters.", {"google-tpu"}),
        ("Systolic arrays are common in tensor processing units.", set()),
        # FPGAs, embedded and supercomputers
        ("The design is placed on an Alveo U250 and a ZCU104 board.", {"xilinx-alveo-u250", "xilinx-zcu104"}),
        ("Deployed on a Raspberry Pi 4 and an Arm Cortex-M7 microcontroller.", {"raspberry-pi-4", "arm-cortex-m7"}),
        ("We scale to 9,000 nodes of the Frontier supercomputer.", {"frontier"}),
        ("This result pushes the Frontier of efficient inference.", set()),
        ("We train on 9600 Knights Landing nodes of Cori at NERSC.", {"cori", "intel-knights-landing"}),
        ("Scaling runs on the Theta and Mira supercomputers agree.", {"theta", "mira"}),
        ("The Titan supercomputer and a GTX Titan X card are compared.", {"titan-supercomputer", "nvidia-titan-x"}),
        ("Cori is the name of our scheduler.", set()),
        # older phones, mobile SoCs, edge and Chinese accelerators, each its own id
        ("Latency is measured on a Samsung S8 and an iPhone X.", {"samsung-s8", "apple-iphone-x"}),
        ("We run on Pixel 3 and Pixel 7 phones with a Kirin 990 tablet.", {"google-pixel-3", "google-pixel-7", "huawei-kirin-990"}),
        ("Each pixel 2 bits wide is packed.", set()),
        ("It targets the Cambricon MLU370, the Baidu Kunlun chip and a Myriad X stick.",
         {"cambricon-mlu370", "baidu-kunlun", "intel-movidius-myriad-x"}),
        ("The format was designed for the Intel Nervana NNP.", {"intel-nervana-nnp"}),
        ("Training ran on the Jean Zay supercomputer.", {"jean-zay"}),
        ("It sustains 2.8 TFLOP/s on an NVIDIA TitanX GPU.", {"nvidia-titan-x"}),
    ],
)
def test_hardware_ids(abstract, expected):
    assert hardware(abstract)[0] == expected


@pytest.mark.parametrize(
    "abstract, classes",
    [
        ("Our kernels run on commodity GPUs and multi-core CPUs.", {"gpu", "cpu"}),
        ("An FPGA prototype and an ASIC estimate are both reported.", {"fpga", "asic"}),
    ],
)
def test_generic_classes_are_no_hardware_ids(abstract, classes):
    ids, found = hardware(abstract)
    assert ids == set()
    assert found == classes


def _records():
    return [(name, r) for name in VOCABULARY_FILES for r in load_jsonl(name)]


def test_every_pattern_has_an_id():
    for name, r in _records():
        if "pattern" in r:
            assert isinstance(r.get("id"), str) and r["id"], (name, r)
    assert all(p["id"] for p in ruler_patterns())


def test_each_id_belongs_to_one_label_and_has_one_preferred_label():
    labels: dict[str, set[str]] = defaultdict(set)
    preferred: dict[str, int] = defaultdict(int)
    for _, r in _records():
        labels[r["id"]].add(r["label"])
        preferred[r["id"]] += "prefLabel" in r
    assert [i for i, ls in labels.items() if len(ls) > 1] == []
    assert [i for i, n in preferred.items() if n > 1] == []


def test_no_two_ids_share_a_pattern():
    """Ids may share a lowercased phrase only when each spells it its own exact way ("V100s" plural, "V100S" part)."""
    owners: dict[str, set[str]] = defaultdict(set)
    spellings: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    inexact: set[str] = set()
    for p in ruler_patterns():
        text = p["pattern"] if isinstance(p["pattern"], str) else " ".join(t["ORTH"] for t in p["pattern"])
        owners[text.lower()].add(p["id"])
        spellings[text.lower()][text].add(p["id"])
        if isinstance(p["pattern"], str) and p.get("case") != "exact":
            inexact.add(text.lower())
    shared = {
        t: ids for t, ids in owners.items()
        if len(ids) > 1 and (t in inexact or any(len(by) > 1 for by in spellings[t].values()))
    }
    assert shared == {}


def test_exact_case_variant_beats_the_plural_spelled_alike():
    assert hardware("Eight V100S GPUs.")[0] == {"nvidia-v100s"}
    assert hardware("Eight V100s.")[0] == {"nvidia-v100"}


def test_every_hardware_id_has_a_class():
    for r in load_jsonl("hardware.jsonl"):
        if r["label"] == "HARDWARE":
            assert hardware_class(r["id"]), r["id"]


def test_exact_case_entries_keep_their_spelling():
    assert "Ada" in exact_forms()[("nvidia-ada", "ada")]
    assert hardware("The ada programming language is not a GPU.")[0] == set()


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # a DGX system named after its GPU is its own id, as DGX-1 and DGX-2 are (not the GPU, not the plain DGX)
        ("Public clouds offer less GPU memory than DGX-A100 clusters.", {"nvidia-dgx-a100"}),
        ("We train on two DGX A100 nodes and eight DGX-A100s.", {"nvidia-dgx-a100"}),
        ("Each NVIDIA DGX-H100 box hosts eight H100 GPUs.", {"nvidia-dgx-h100", "nvidia-h100"}),
        # the GPU and the other DGX generations stay apart
        ("A DGX-1 with V100 GPUs and a DGX-2 node.", {"nvidia-dgx-1", "nvidia-v100", "nvidia-dgx-2"}),
        ("Runs use A100 GPUs in DGX servers.", {"nvidia-a100", "nvidia-dgx"}),
    ],
)
def test_dgx_systems_named_after_their_gpu(abstract, expected):
    assert hardware(abstract)[0] == expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # hyphenated Apple variants and mobile SoCs
        ("Decoding on an M2-Ultra is twice as fast as on an M1-Max.", ({"apple-m2-ultra", "apple-m1-max"}, {"cpu"})),
        ("On a MediaTek Dimensity 9300 phone and a Snapdragon 8 Gen 1 phone.",
         ({"mediatek-dimensity-9300", "qualcomm-snapdragon-8-gen-1"}, {"cpu"})),
        ("The Google Tensor G3 and the A17 Pro run the model.", ({"google-tensor-g3", "apple-a17-pro"}, {"cpu"})),
        # unversioned TPU pods are the class only; a versioned pod is its version
        ("Training runs on TPU pods.", (set(), {"tpu"})),
        ("We train across multiple TPU Pods with 6144 TPU v4 chips.", ({"google-tpu-v4"}, {"tpu"})),
    ],
)
def test_versioned_devices_and_pods(abstract, expected):
    assert hardware(abstract) == expected


def planner_hardware(abstract: str) -> set[str]:
    return set(facts(abstract).hardware)


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # phones as test devices, each model and variant its own id
        ("Latency drops by 40% on a Samsung Galaxy S24 Ultra and by 30% on an iPhone 15 Pro.",
         {"samsung-s24-ultra", "apple-iphone-15-pro"}),
        ("We run the model on a Samsung S22 and an iPhone 13 Pro Max.", {"samsung-s22", "apple-iphone-13-pro-max"}),
        ("A Google Pixel 8 Pro and a Pixel 7 Pro serve as test phones.", {"google-pixel-8-pro", "google-pixel-7-pro"}),
        # board variants are not merged with the base model
        ("Edge runs use a Raspberry Pi 4B and a Raspberry Pi 4.", {"raspberry-pi-4b", "raspberry-pi-4"}),
        ("We test a Raspberry Pi 3B+ next to a Raspberry Pi 3B.", {"raspberry-pi-3b-plus", "raspberry-pi-3b"}),
        # a research SSD board (storage: no class)
        ("The prototype is built on a Cosmos+ OpenSSD board.", {"openssd"}),
    ],
)
def test_devices(abstract, expected):
    assert planner_hardware(abstract) == expected


def test_a_storage_board_adds_no_class():
    assert facts("The prototype is built on an OpenSSD board.").hardware_classes == ()


@pytest.mark.parametrize(
    "abstract, hardware",
    [
        ("We present Quill. Quill runs 2x faster on an NVIDIA A100X than on a workstation.", "nvidia-a100x"),
        ("We present Quill. We profile Quill on a Quadro P4000 and four other cards.", "nvidia-p4000"),
        ("We present Quill. Predictions go from the NVIDIA P4000 to larger cards.", "nvidia-p4000"),
    ],
)
def test_new_hardware_ids(abstract, hardware):
    assert hardware in facts(abstract).hardware


def test_a100x_is_not_merged_with_a100():
    f = facts("We present Quill. Quill runs on an A100X converged card.")
    assert "nvidia-a100x" in f.hardware and "nvidia-a100" not in f.hardware


@pytest.mark.parametrize(
    "abstract, hardware",
    [
        ("We present Quill. Quill runs on H100 DGX nodes.", "nvidia-dgx-h100"),
        ("We present Quill. Quill runs on A100 DGX systems.", "nvidia-dgx-a100"),
    ],
)
def test_gpu_model_before_dgx(abstract, hardware):
    f = facts(abstract)
    assert hardware in f.hardware and "nvidia-dgx" not in f.hardware


@pytest.mark.parametrize(
    "abstract, hardware, absent",
    [
        ("We present Quill. Quill aggregates gradients inside a Tofino switch.", "intel-tofino", "intel-tofino2"),
        ("We present Quill. Quill aggregates gradients inside a Tofino2 switch.", "intel-tofino2", "intel-tofino"),
        ("We present Quill. Quill synthesizes collectives for an Azure NDv2 topology.", "azure-ndv2", None),
        ("We present Quill. Quill is compared with the TPUv1 of an earlier paper.", "google-tpu-v1", "google-tpu-v2"),
    ],
)
def test_switch_cloud_and_first_generation_ids(abstract, hardware, absent):
    f = facts(abstract)
    assert hardware in f.hardware and absent not in f.hardware


def test_lowercase_tofino_word_is_no_hardware():
    assert "intel-tofino" not in facts("We present Quill. The tofino of our lab is unrelated.").hardware


def test_device_named_by_a_vendor_stays_hardware_next_to_a_proposed_name():
    f = facts("We propose Quill, a sandbox for kernels. Quill runs on Google Trillium chips.")
    assert "google-tpu-v6e" in f.hardware


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


@pytest.mark.parametrize("sentence, hw", [("Quill trains on eight GTX 1080 Ti cards.", "nvidia-gtx-1080ti"),
                                          ("Quill runs on an RTX 3090 Ti.", "nvidia-rtx-3090ti")])
def test_ti_cards_use_the_gold_id_spelling(sentence, hw):
    assert hw in facts(sentence).hardware


@pytest.mark.parametrize("abstract", ["We train on the Lassen supercomputer with 512 GPUs.",
                                      "Runs on the Sierra and Lassen supercomputers show the same trend."])
def test_lassen_is_a_named_supercomputer(abstract):
    assert "lassen" in facts(abstract).hardware


def test_lassen_without_an_hpc_context_is_no_hardware():
    assert facts("Quill was first sketched on a trip to Lassen.").hardware == ()


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # a model named after its maker's hardware is a model, not the hardware
        ("We evaluate on three models, GPT-J, Cerebras-GPT and MPT.", set()),
        ("We train on a Cerebras CS-2 and compare with GPT-J.", {"cerebras-wse-2"}),
    ],
)
def test_models_named_after_hardware_makers_are_no_hardware(abstract, expected):
    assert hardware(abstract)[0] == expected


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # FPGA evaluation boards and parts, each its own id (never merged across a digit)
        ("We implement the accelerator on a VC707 FPGA board.", {"xilinx-vc707"}),
        ("Our design runs on a Xilinx VC709 and a KCU1500.", {"xilinx-vc709", "xilinx-kcu1500"}),
        ("Implemented on a Xilinx XCKU060 FPGA running at 200MHz.", {"xilinx-xcku060"}),
        ("We prototype on a Zynq XC7Z020 and a Terasic DE10-Nano.", {"xilinx-xc7z020", "terasic-de10-nano"}),
    ],
)
def test_fpga_boards_and_parts(abstract, expected):
    assert hardware(abstract)[0] == expected
    assert "fpga" in hardware(abstract)[1]


@pytest.mark.parametrize("abstract, expected", [
    ("Quill was tuned on an NVIDIA Titan X.", {"nvidia-titan-x"}),
    ("Quill runs on a Titan V. It beats the CPU by 3x.", {"nvidia-titan-v"}),
])
def test_a_device_name_ending_in_a_capital_letter_ends_a_sentence(abstract, expected):
    assert hardware(abstract)[0] == expected


@pytest.mark.parametrize(
    "sentence, present, absent",
    [
        # a device's plural names the device; a capital S stays the variant
        ("Quill splits experts across two RTX 5090s.", {"nvidia-rtx-5090"}, set()),
        ("Quill runs on four V100S GPUs and eight V100s.", {"nvidia-v100s", "nvidia-v100"}, set()),
        # the words of a product line in either order name one device
        ("Quill runs on the Jetson Orin AGX.", {"nvidia-jetson-agx-orin"}, {"nvidia-jetson-orin"}),
        # a vendor's class of accelerators
        ("Quill runs on Huawei NPUs.", {"huawei-npu"}, set()),
        # a design like a device is not the device
        ("Quill targets TPUv6e-like hardware with more on-chip memory.", set(), {"google-tpu-v6e"}),
    ],
)
def test_plurals_word_orders_and_likenesses(sentence, present, absent):
    hw = set(facts("We present Quill. " + sentence).hardware)
    assert present <= hw and not absent & hw
