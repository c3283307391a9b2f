"""A device's memory variant, read from the memory size written after its name.

"an NVIDIA A100 GPU with 40 GiB of memory", "A100 GPUs with 80 GB memory" name the 40GB and 80GB variants that
``hardware.jsonl`` lists (``nvidia-a100-40gb``); a size in "DRAM" is usually the host's and keeps the plain device,
and so does a size the vocabulary lists no variant for.

Examples:
    >>> memory_variant("nvidia-a100", " GPU with 40 GiB of memory, we", {"nvidia-a100-40gb"})
    'nvidia-a100-40gb'
    >>> memory_variant("nvidia-a100", "-SXM4 GPUs, each with 80GB HBM2e memory", {"nvidia-a100-80gb"})
    'nvidia-a100-80gb'
    >>> memory_variant("nvidia-v100", " GPU with 16GB of DRAM", {"nvidia-v100-16gb"}) is None
    True
    >>> memory_variant("nvidia-a100", " GPU with 48 GB of memory", {"nvidia-a100-40gb"}) is None
    True
"""

from __future__ import annotations

import functools
import re
from collections.abc import Container

from paperkg.extract.vocab import entity_index

__all__ = ["hardware_ids", "memory_variant", "stated_variant"]


@functools.cache
def hardware_ids() -> frozenset[str]:
    """The ids of the vocabulary's hardware."""
    return frozenset(hid for kind, hid in entity_index() if kind == "hardware")

#: After a device name: a form factor, a device noun, then "(each) with N GB (of) (HBM) memory".
_WITH_MEMORY = re.compile(
    r"(?:[-\s](?:SXM\d?|PCIe))?(?:\s+(?:GPUs?|cards?|accelerators?|devices?))?,?\s+(?:each\s+)?with\s+"
    r"(?P<n>\d{1,3})\s?(?:GB|GiB|G)\s+(?:of\s+)?(?:(?:on-board|device|GPU|HBM\w*)\s+)?(?:memory|HBM\w*)\b"
)


def memory_variant(hardware_id: str, after: str, known: Container[str]) -> str | None:
    """The id of ``hardware_id``'s memory variant that the text ``after`` its name states, if ``known`` lists it."""
    if "with" not in after[:40]:
        return None
    m = _WITH_MEMORY.match(after)
    if m is None:
        return None
    variant = f"{hardware_id}-{m.group('n')}gb"
    return variant if variant in known else None


def stated_variant(hardware_id: str, text: str, end: int) -> str:
    """``hardware_id``, or the memory variant the words after its mention (which ends at ``end`` in ``text``) state.

    Examples:
        >>> text = "on NVIDIA A100 GPUs with 80 GB of memory"
        >>> stated_variant("nvidia-a100", text, text.index(" GPUs")), stated_variant("nvidia-a100", "on A100s", 8)
        ('nvidia-a100-80gb', 'nvidia-a100')
    """
    after = text[end: end + 80]
    if "with" not in after[:40]:  # most mentions: no variant stated, nothing searched
        return hardware_id
    return memory_variant(hardware_id, after, hardware_ids()) or hardware_id
