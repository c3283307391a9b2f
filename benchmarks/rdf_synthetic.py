"""A synthetic KnowledgeGraph of any size, made by varying the seed build's papers.

Copy ``k`` of seed paper ``p`` keeps its abstract, techniques, hardware and
baselines (so leaderboards over cuBLAS or Triton grow with the corpus), but
gets its own key, title and proposed systems (``tawa`` becomes ``tawa-v3``),
and every claimed value is scaled by a random factor. About 2% of the claims
between two named systems are turned around and kept on the original systems
(a reproduction finding the opposite), so contradicting claims exist at scale. Deterministic for a given size and seed.
"""

from __future__ import annotations

import random
from dataclasses import replace

from paperkg.model import Entity, KnowledgeGraph, PaperFacts

__all__ = ["synthesize"]


def _scaled(value: float | None, factor: float) -> float | None:
    return None if value is None else round(value * factor, 2)


def synthesize(seed_kg: KnowledgeGraph, papers: int, seed: int = 0) -> KnowledgeGraph:
    """A graph of ``papers`` papers, varied from the papers of ``seed_kg``.

    Examples:
        >>> from paperkg.model import Comparison, Paper
        >>> c = Comparison("t", "cublas", "speedup", "T is 2x faster.", 0, 15, "r", value=2.0, unit="x")
        >>> kg = KnowledgeGraph.from_parts([Paper("t", "T", "T is 2x faster.")], [],
        ...                                [PaperFacts("t", proposes=("t",), comparisons=(c,))])
        >>> big = synthesize(kg, 3)
        >>> sorted(big.papers)
        ['t', 't-v1', 't-v2']
        >>> big.facts["t-v2"].proposes, big.facts["t-v2"].comparisons[0].baseline
        (('t-v2',), 'cublas')
    """
    rng = random.Random(seed)
    base = [p for p in seed_kg.papers.values()]
    if not base:
        raise ValueError("the seed graph has no papers")
    out_papers, out_facts, out_entities = [], [], list(seed_kg.entities.values())
    for i in range(papers):
        k, paper = divmod(i, len(base))[0], base[i % len(base)]
        facts = seed_kg.facts.get(paper.key, PaperFacts(paper.key))
        if k == 0:
            out_papers.append(paper)
            out_facts.append(facts)
            continue
        key = f"{paper.key}-v{k}"
        renamed = {s: f"{s}-v{k}" for s in facts.proposes}
        entities = []
        for s, new in renamed.items():
            old = seed_kg.entity("system", s)
            entities.append(Entity("system", new, f"{old.label if old else s} v{k}"))
        out_entities.extend(entities)
        comparisons = []
        for c in facts.comparisons:
            factor = rng.uniform(0.8, 1.25)
            if c.subject and c.baseline and c.direction in ("better", "worse") and rng.random() < 0.02:
                # a reproduction that finds the opposite: the original system, the other direction
                c = replace(c, direction="worse" if c.direction == "better" else "better")
            else:
                c = replace(c, subject=renamed.get(c.subject, c.subject), baseline=renamed.get(c.baseline, c.baseline))
            comparisons.append(replace(c, value=_scaled(c.value, factor), value_max=_scaled(c.value_max, factor)))
        out_papers.append(
            replace(paper, key=key, title=f"{paper.title} (variant {k})", alt_titles=(), identifiers=(),
                    arxiv_id=None, url=None, upvotes=None if paper.upvotes is None else rng.randint(0, 300))
        )
        out_facts.append(
            replace(
                facts,
                paper=key,
                proposes=tuple(sorted(renamed.values())),
                baselines=tuple(renamed.get(b, b) for b in facts.baselines),
                comparisons=tuple(comparisons),
                entities=tuple(entities) + tuple(e for e in facts.entities if e.id not in renamed),
            )
        )
    return KnowledgeGraph.from_parts(out_papers, out_entities, out_facts)
