"""Comparison rules: from one sentence to the comparisons it claims.

The work per sentence, in order (see :func:`sentence_comparisons`):

1. a cheap filter: only sentences with a number or a comparison cue go on;
2. quantities (:func:`paperkg.extract.quantities.find_quantities`), kept when
   they read as a comparison (a ratio, or a percentage next to a comparative
   word such as "lower", "reduces", "faster");
3. baseline cues ("over", "than", "compared to", "outperforms", "matches"...,
   from ``data/comparison_cues.jsonl``) and the baseline phrase after each,
   split into named baselines (vocabulary systems, or unknown names shaped
   like names, filler stripped, coordinated lists split) or kept as text
   for unnamed baselines ("state-of-the-art serving systems");
4. each quantity is paired with the next cue of its clause, else the
   previous one in the sentence; "respectively" aligns values and baselines
   in order, and so does a value list as long as the name list next to it
   ("over A, B and C by 3x, 2x and 1.5x"); a baseline closing the sentence
   covers its earlier clauses; a cue left without a number still gives a
   comparison with no value ("outperforms X", "matches X"); across sentences
   (:func:`carry_baseline`), a sentence opening with "Compared with X," frames
   the next one, and "respectively" values follow a list closing the sentence
   before ("...three designs: A, B, and C.");
5. metric (see :func:`_quantity_metrics`: the measure named right after the
   number, else right before it, else the object of the verb whose "by" the
   number follows, else the nearest measure word), direction (parity cue, a
   loss word such as "overhead", or a comparative read with the measure it
   qualifies: "12% lower latency" is a gain, "12% lower throughput" a loss),
   qualifier (from the quantity, or shared with the value list it opens);
6. claims with no number beside a measured one: a kept measure ("without
   compromising accuracy" -> parity), a side gain or loss ("while reducing
   latency", "with small losses in accuracy"), and a share of the baseline's
   level ("99% of the accuracy of X"). An evaluation or survey of others'
   products (:func:`is_study_title`) claims nothing.

The rules work on a spaCy sentence ``Span`` whose doc went through the entity
ruler; everything else is plain regular expressions over the sentence text.

The package, lowest layer first (a module imports only modules listed before it):

- :mod:`.records`: the records passed between the rules (:class:`BaselineItem`, :class:`CueHit`, :class:`Found`,
  :func:`~.records.found_against`, :class:`Lazy`);
- :mod:`.cues`: the data-driven cue and metric-word regexes, the prefilter, :func:`is_comparative`;
- :mod:`.polarity`: which way a comparative value points ("12% lower throughput" is a loss), losses named before a value;
- :mod:`.value_lists`: value lists, their shared qualifier, values aligned with names, clause bounds;
- :mod:`.metrics`: the metric of a number or a cue (:func:`metric_of`);
- :mod:`.parity`: claims without a number (kept measures, side gains, no overhead);
- :mod:`.studies`: evaluations and surveys of others' products;
- :mod:`.baselines`: baseline phrases split into named or unnamed :class:`BaselineItem` s;
- :mod:`.baseline_cues`: the baseline cues of a sentence (:class:`CueHit` s);
- :mod:`.shares`: a share of the baseline's level;
- :mod:`.phrasings`: the claim rules of further phrasing families;
- :mod:`.pairing`: each value paired with its cue;
- :mod:`.sentence`: :func:`sentence_comparisons` and :func:`carry_baseline`.
"""

from __future__ import annotations

from .records import BaselineItem, CueHit, Found, Lazy
from .cues import is_comparative, prefilter, prefilter_lowered
from .metrics import metric_of, quality_context
from .studies import is_study_doc, is_study_title
from .sentence import carry_baseline, sentence_comparisons

__all__ = [
    "BaselineItem",
    "CueHit",
    "Found",
    "Lazy",
    "sentence_comparisons",
    "carry_baseline",
    "metric_of",
    "is_comparative",
    "prefilter",
    "prefilter_lowered",
    "is_study_doc",
    "is_study_title",
    "quality_context",
]
