"""Whole vendor lines of hardware names: Xilinx evaluation boards and part numbers, Azure VM sizes.

Each board, part and VM size is its own id; names that differ in a digit or a variant never merge.
"""

from __future__ import annotations

import pytest

from paperkg.extract import extract_paper
from paperkg.model import Paper


def hardware(abstract: str) -> set[str]:
    return set(extract_paper(Paper(key="p", title="A Measurement Study", abstract=abstract)).hardware)


@pytest.mark.parametrize(
    "abstract, expected",
    [
        # Xilinx 7-series / UltraScale evaluation boards, with and without the vendor
        ("The design is mapped to a Xilinx VC709 board at 150MHz.", {"xilinx-vc709"}),
        ("Our prototype on the KC705 board reaches 60 GOPS.", {"xilinx-kc705"}),
        ("We synthesize the engine for an AMD Xilinx KCU105 kit.", {"xilinx-kcu105"}),
        ("A VCU1525 card hosts the accelerator.", {"xilinx-vcu1525"}),
        # device part numbers written as the FPGA itself
        ("Implemented on an XC7VX690T FPGA, the core uses 80% of the DSPs.", {"xilinx-xc7vx690t"}),
        ("The XCKU115 device runs the pipeline at 250MHz.", {"xilinx-xcku115"}),
        ("We target the Xilinx XCZU9EG MPSoC.", {"xilinx-xczu9eg"}),
        # Azure VM sizes: CPU Fsv2 and GPU NC/ND sizes, each its own id
        ("Serving runs on an Azure F8s_v2 instance.", {"azure-f8s-v2"}),
        ("Training used Standard_NC24s_v3 virtual machines.", {"azure-nc24s-v3"}),
        ("We benchmark on ND96asr_v4 nodes.", {"azure-nd96asr-v4"}),
    ],
)
def test_vendor_line_names(abstract: str, expected: set[str]) -> None:
    assert expected <= hardware(abstract)


def test_neighbouring_names_stay_apart() -> None:
    found = hardware("We compare a VC707 with a VC709, and an F16s_v2 with an F32s_v2 instance.")
    assert {"xilinx-vc707", "xilinx-vc709", "azure-f16s-v2", "azure-f32s-v2"} <= found


def test_part_and_family_are_distinct_ids() -> None:
    found = hardware("An XCKU060 belongs to the Kintex UltraScale family.")
    assert "xilinx-xcku060" in found
