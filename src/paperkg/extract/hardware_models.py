"""Named devices that the vocabulary does not list, read from how device names are written.

A vendor's product line and a model number ("Tesla K20X", "Samsung Galaxy S6", "Snapdragon 845", "Jetson TX1",
"a single K2 GPU") name one device even when ``hardware.jsonl`` has no entry for it. Each family of
``paperkg/data/hardware_models.jsonl`` gives a regular expression whose ``model`` group is the model, the id prefix
(``vendor-model``, as the guideline writes hardware ids), a display label and the device's class. The vocabulary
ruler adds these as hardware mentions where no vocabulary phrase covers them.

Examples:
    >>> [(m.id, m.label, m.hardware_class) for m in device_models("Trained on a Tesla K20X and a Galaxy Note 9.")]
    [('nvidia-k20x', 'NVIDIA K20X', 'gpu'), ('samsung-note-9', 'Samsung Galaxy Note 9', 'cpu')]
    >>> device_models("We tune the grid search on a galaxy of models.")
    []
    >>> model_class("nvidia-k20x"), model_class("intel-xeon-gold")
    ('gpu', None)
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import NamedTuple

from paperkg.extract.vocab import load_jsonl

__all__ = ["DeviceModel", "cue_words", "device_models", "model_class"]


class DeviceModel(NamedTuple):
    """A device named by its product line and model, at characters ``start``-``end`` of the text."""

    start: int
    end: int
    id: str
    label: str
    hardware_class: str


class _Family(NamedTuple):
    regex: re.Pattern[str]
    prefix: str
    label: str
    hardware_class: str
    cues: tuple[str, ...]


@functools.cache
def _families() -> tuple[_Family, ...]:
    return tuple(_Family(re.compile(row["regex"]), row["id"], row["label"], row["class"], tuple(row["cue"]))
                 for row in load_jsonl("hardware_models.jsonl"))


@functools.cache
def _cue_regex() -> re.Pattern[str]:
    """Every family's cue words as whole words (to find them in a text without the vocabulary ruler)."""
    words = sorted({cue for family in _families() for cue in family.cues}, key=lambda w: (-len(w), w))
    return re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\b")


@functools.cache
def _classes_by_prefix() -> tuple[tuple[str, str], ...]:
    """``(id prefix + "-", class)`` of every family, longest prefix first (each family has one class)."""
    seen: dict[str, str] = {}
    for family in _families():
        seen.setdefault(family.prefix + "-", family.hardware_class)
    return tuple(sorted(seen.items(), key=lambda item: -len(item[0])))


_SPACES = re.compile(r"[\s_]+")


def _model_id(prefix: str, model: str) -> str:
    """``prefix-model`` in lowercase, the model's spaces as hyphens and a "+" as "-plus" ("S10+" -> "s10-plus")."""
    return prefix + "-" + _SPACES.sub("-", model.strip().lower()).replace("+", "-plus")


def device_models(text: str, cues: Sequence[tuple[int, str]] | None = None) -> list[DeviceModel]:
    """The devices named by product line and model in ``text``, in order.

    ``cues``: the ``(character offset, lowercased word)`` of each family cue word in the text (the vocabulary ruler's
    phrase matcher finds them with the vocabulary); each family's regex is then searched only around its cues.
    Without them, the text is scanned for the cue words. Where two matches overlap, the earlier and then the
    longer is kept.
    """
    if cues is None:
        cues = [(m.start(), m.group(0)) for m in _cue_regex().finditer(text.lower())]
    by_cue = _families_by_cue()
    found: dict[tuple[int, int], DeviceModel] = {}
    for at, cue in cues:
        for family in by_cue.get(cue, ()):
            for m in family.regex.finditer(text, max(0, at - _BEFORE_CUE), at + _AFTER_CUE):
                if (m.start(), m.end()) not in found:
                    model = m.group("model")
                    found[m.start(), m.end()] = DeviceModel(m.start(), m.end(), _model_id(family.prefix, model),
                                                            family.label.format(model=model), family.hardware_class)
    kept: list[DeviceModel] = []
    for d in sorted(found.values(), key=lambda d: (d.start, -d.end)):
        if not kept or d.start >= kept[-1].end:
            kept.append(d)
    return kept


#: How far before and after a cue word its family's device name may start and end ("NVIDIA Tesla K20X", "a K2 GPU").
_BEFORE_CUE, _AFTER_CUE = 30, 60


@functools.cache
def _families_by_cue() -> dict[str, tuple[_Family, ...]]:
    """Cue word -> the families it announces."""
    out: dict[str, list[_Family]] = {}
    for family in _families():
        for cue in family.cues:
            out.setdefault(cue, []).append(family)
    return {cue: tuple(families) for cue, families in out.items()}


def cue_words() -> tuple[str, ...]:
    """Every family's cue words (lowercase single words), sorted."""
    return tuple(sorted(_families_by_cue()))


def model_class(hardware_id: str) -> str | None:
    """The class of a device id made by :func:`device_models` (from the family whose prefix it starts with)."""
    return next((cls for prefix, cls in _classes_by_prefix() if hardware_id.startswith(prefix)), None)
