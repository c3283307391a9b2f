"""Technique mentions the phrase ruler cannot see.

* Coordinated kinds of parallelism share one head noun: "tensor and pipeline
  parallelism", "data/pipeline/model parallelism", "parallelism techniques
  (data, pipeline, tensor)", "data, operator, and pipeline parallelism",
  "inter- and intra-operator parallelism". The kind words come from the
  technique vocabulary (``data/techniques.jsonl``): the id of every
  ``*-parallelism`` technique and the modifier of each of its
  "<modifier> parallelism" / "<modifier> partitioning" phrases.
* Several kinds of parallelism named in one sentence together with a word of
  combination ("composed", "unifies", "the integration of") are hybrid
  parallelism; so is "combine them" right after a sentence naming several.
* Phrasings too varied for a phrase list ("overlaps the all-reduce with
  computation") are regular expressions in ``data/technique_cues.jsonl``,
  each with an example sentence, and optionally a ``guard``: a regex that
  every match of the cue contains a match of, cheaper to search (tried first).

Examples:
    >>> sorted(coordinated_techniques("combining tensor and pipeline model parallelism"))
    ['pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(coordinated_techniques("parallelism techniques (data, pipeline, tensor)"))
    ['data-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(coordinated_techniques("schedules that merge data, operator, and pipeline parallelism"))
    ['data-parallelism', 'pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(coordinated_techniques("automating inter- and intra-operator parallelism"))
    ['pipeline-parallelism', 'tensor-parallelism']
    >>> sorted(hybrid_techniques("Expert and data parallelism are composed per layer."))
    ['hybrid-parallelism']
    >>> sorted(cue_techniques("Communication and computation are overlapped."))
    ['communication-overlap']

The package, lowest layer first (a module imports only modules listed before it):

- :mod:`.regex_pieces`: a regex pattern read as pieces: its top-level branches (:func:`top_level_branches`), its
  atoms and their quantifiers;
- :mod:`.cue_guards`: cheap necessary conditions (guards) derived from a cue regex, and a pattern split at its
  opening group of alternatives;
- :mod:`.kind_words`: the kind words of parallelism from the vocabulary (:func:`parallelism_kinds`), the regexes
  built from them and the expansion of "inter- and intra-operator";
- :mod:`.head_words`: where the head words "parallel..." and "partitioning" are, and which of them a kind ends before;
- :mod:`.coordinations`: kinds named in a coordination sharing one head (:func:`coordinated_techniques`);
- :mod:`.single_kinds`: kinds named one at a time in spellings the phrase list lacks (:func:`kind_mentions`);
- :mod:`.contains`: which words a text contains, each searched once (``_Contains``);
- :mod:`.hybrid`: hybrid parallelism, several kinds combined in a sentence (:func:`hybrid_techniques`);
- :mod:`.cue_regexes`: the cue regexes of ``data/technique_cues.jsonl`` (:func:`technique_cues`) made ready to search;
- :mod:`.cue_matching`: whether the cues match a text (required words, then guard, then regex);
- :mod:`.word_presence`: which cue words (needles) a text holds, found in one pass over its words;
- :mod:`.combined`: all of the above run on a text, the shared work done once (:func:`technique_ids`,
  :func:`cue_techniques`).
"""

from __future__ import annotations

from .regex_pieces import top_level_branches
from .kind_words import parallelism_kinds
from .coordinations import coordinated_techniques
from .single_kinds import kind_mentions
from .hybrid import hybrid_techniques
from .cue_regexes import technique_cues
from .combined import cue_techniques, technique_ids

__all__ = [
    "technique_ids",
    "coordinated_techniques",
    "kind_mentions",
    "hybrid_techniques",
    "cue_techniques",
    "technique_cues",
    "parallelism_kinds",
    "top_level_branches",
]
