"""The batch size of extraction changes its speed only: any batch size gives the same facts, in order.

``nlp.pipe`` runs each component over a whole batch before the next component
(see ``BatchedComponent``); :data:`paperkg.extract._BATCH_SIZE` says how many docs a batch holds.
"""

from __future__ import annotations

import pytest

import paperkg.extract as extract
import paperkg.extract.parallel as parallel
from paperkg.model import Paper

# invented systems, baselines and values; the abstracts share words so that per-doc state could leak if it were kept
_ABSTRACTS = [
    ("Quill: Tiled Decoding on GPUs", "We present Quill, a decoding engine. On NVIDIA H100 GPUs, Quill reaches up to "
     "2.7x higher throughput than vLLM and 35% lower latency than existing serving systems."),
    ("Orca-X Revisited", "We study kernels of Orca-X on eight GPUs. The kernels scale with tensor and pipeline "
     "parallelism. Results hold across batch sizes."),
    ("Zorb: Sparse Attention at Scale", "We introduce Zorb (ZB), a sparse attention kernel. Zorb matches the accuracy "
     "of dense attention while being 1.9x faster than FlashAttention-2 on A100 GPUs."),
    ("Fenwick: Offloaded KV Caches", "This paper proposes Fenwick, which offloads the KV cache to host memory. "
     "Compared with DeepSpeed, Fenwick reduces memory by 41% with negligible accuracy loss."),
]


def _papers(copies: int) -> list[Paper]:
    return [Paper(key=f"p{i}-{k}", title=t, abstract=a) for i in range(copies) for k, (t, a) in enumerate(_ABSTRACTS)]


def test_the_default_batches_are_large():
    assert extract._BATCH_SIZE >= 128


@pytest.mark.parametrize("size", [1, 3, 7, 256])
def test_any_batch_size_gives_the_same_facts(size: int, monkeypatch: pytest.MonkeyPatch) -> None:
    papers = _papers(5)
    expected = [extract.extract_paper(p, parallel.worker_nlp()) for p in papers]  # one doc at a time
    monkeypatch.setattr(extract, "_BATCH_SIZE", size)
    got = list(parallel.extract_serial(papers))
    assert [f.paper for f in got] == [p.key for p in papers]
    assert got == expected
    assert any(f.comparisons for f in got) and any(f.proposes for f in got)
