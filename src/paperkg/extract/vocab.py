"""The extraction vocabularies and cue lists, read once from ``paperkg/data``.

Every data file is JSONL in spaCy's pattern format
(``{"label": "TECHNIQUE", "pattern": "tensor parallelism", "id": "tensor-parallelism"}``)
with a few extra keys the entity ruler ignores:

* ``prefLabel`` (and, for techniques, ``broader``; for hardware,
  ``hardwareClass``) on the first line of an id;
* ``case: "exact"``: the phrase only matches with this exact casing (names that
  are also common words: "Ladder", "Orca");
* ``requires``: a regular expression the text must also match for the
  mention to count ("DP" is data parallelism only in a text about parallelism).

Everything is loaded with :func:`functools.cache` and returned as tuples or
read-only mappings: callers never mutate shared data.

Examples:
    >>> ents = {(e.kind, e.id): e for e in vocabulary_entities()}
    >>> ents["technique", "tensor-parallelism"].broader
    ('model-parallelism',)
    >>> ents["system", "flashattention-3"].label
    'FlashAttention-3'
    >>> "FA3" in ents["system", "flashattention-3"].aliases
    True
    >>> ents["hardware", "nvidia-h100"].id != ents["hardware", "nvidia-h200"].id
    True
"""

from __future__ import annotations

import functools
import json
import re
from importlib.resources import files
from types import MappingProxyType
from typing import Any, Mapping

from paperkg.model import Entity, slugify

__all__ = [
    "VOCABULARY_FILES",
    "LABEL_KINDS",
    "load_jsonl",
    "ruler_patterns",
    "vocabulary_phrases",
    "requirements",
    "exact_forms",
    "vocabulary_entities",
    "entity_index",
    "hardware_class",
    "cues",
    "alias_index",
]

#: Vocabulary files under ``paperkg/data`` fed to the entity ruler.
VOCABULARY_FILES: tuple[str, ...] = ("techniques.jsonl", "hardware.jsonl", "systems.jsonl")

#: Entity ruler label -> entity kind (``HWCLASS`` marks generic hardware classes).
LABEL_KINDS: Mapping[str, str] = MappingProxyType(
    {"TECHNIQUE": "technique", "HARDWARE": "hardware", "SYSTEM": "system", "HWCLASS": "hardware-class"}
)


class DataFileError(ValueError):
    """A data file line is malformed; the message names the file and line."""


@functools.cache
def load_jsonl(name: str) -> tuple[Mapping[str, Any], ...]:
    """Read ``paperkg/data/<name>``: one JSON object per line, read-only.

    Raises:
        DataFileError: naming the file and line of a malformed record.
    """
    text = files("paperkg.data").joinpath(name).read_text(encoding="utf-8")
    records = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise DataFileError(f"paperkg/data/{name}, line {lineno}: {exc.msg}") from None
        if not isinstance(record, dict):
            raise DataFileError(f"paperkg/data/{name}, line {lineno}: expected a JSON object")
        if name in VOCABULARY_FILES:
            if record.get("label") not in LABEL_KINDS or not record.get("id"):
                raise DataFileError(f"paperkg/data/{name}, line {lineno}: needs a known 'label' and an 'id'")
            if "pattern" not in record and "prefLabel" not in record:
                raise DataFileError(f"paperkg/data/{name}, line {lineno}: needs a 'pattern' or a 'prefLabel'")
        records.append(MappingProxyType(record))
    return tuple(records)


def _vocabulary_records() -> list[Mapping[str, Any]]:
    return [r for name in VOCABULARY_FILES for r in load_jsonl(name)]


def _pattern_text(pattern: Any) -> str:
    if isinstance(pattern, str):
        return pattern
    return " ".join(str(tok.get("ORTH") or tok.get("LOWER") or tok.get("TEXT") or "") for tok in pattern)


@functools.cache
def _device_plurals() -> tuple[Mapping[str, Any], ...]:
    """An exact-case plural for each hardware phrase that ends with a model number ("RTX 5090" -> "RTX 5090s"),
    unless the vocabulary spells that plural already: "two RTX 5090s" names the device. Exact case, so a plural
    never matches a variant written with a capital S ("V100S").

    Examples:
        >>> plurals = {r["pattern"]: r["id"] for r in _device_plurals()}
        >>> plurals["RTX 5090s"], "H100ss" in plurals
        ('nvidia-rtx-5090', False)
    """
    records = _vocabulary_records()
    spelt = {_pattern_text(r["pattern"]).lower() for r in records if "pattern" in r}
    out, seen = [], set()
    for r in records:
        if r["label"] != "HARDWARE" or not isinstance(r.get("pattern"), str) or not r["pattern"][-1:].isdigit() \
                or r.get("requires"):
            continue
        plural = r["pattern"] + "s"
        if plural.lower() in spelt or plural in seen:
            continue
        seen.add(plural)
        out.append(MappingProxyType({"label": "HARDWARE", "pattern": plural, "id": r["id"], "case": "exact"}))
    return tuple(out)


@functools.cache
def ruler_patterns() -> tuple[Mapping[str, Any], ...]:
    """Entity ruler patterns ``{"label", "pattern", "id"}`` plus ``case`` when exact, and the devices' plurals
    (:func:`_device_plurals`).

    Exact-case phrases are returned with ``case: "exact"``; :func:`paperkg.extract.build_nlp`
    turns them into token patterns with ``ORTH``.
    """
    out = []
    for r in (*_vocabulary_records(), *_device_plurals()):
        if "pattern" not in r:
            continue
        p = {"label": r["label"], "pattern": r["pattern"], "id": r["id"]}
        if r.get("case") == "exact":
            p["case"] = "exact"
        out.append(MappingProxyType(p))
    return tuple(out)


@functools.cache
def vocabulary_phrases() -> frozenset[str]:
    """Every phrase of the vocabulary (techniques, hardware, systems), lowercased: terms that are nobody's new name.

    Examples:
        >>> "tensor parallelism" in vocabulary_phrases(), "quill" in vocabulary_phrases()
        (True, False)
    """
    return frozenset(_pattern_text(p["pattern"]).lower() for p in ruler_patterns())


@functools.cache
def requirements() -> Mapping[tuple[str, str], re.Pattern[str]]:
    """``(id, lowercased matched text) -> regex`` the document must also match."""
    req = {}
    for r in _vocabulary_records():
        if r.get("requires") and "pattern" in r:
            req[(r["id"], _pattern_text(r["pattern"]).lower())] = re.compile(r["requires"], re.IGNORECASE)
    return MappingProxyType(req)


@functools.cache
def exact_forms() -> Mapping[tuple[str, str], frozenset[str]]:
    """``(id, lowercased text) -> the spellings that count`` for exact-case entries ("Ladder", "TP")."""
    forms: dict[tuple[str, str], set[str]] = {}
    for r in (*_vocabulary_records(), *_device_plurals()):
        if "pattern" not in r:
            continue
        if r.get("case") == "exact" or not isinstance(r["pattern"], str):
            text = _pattern_text(r["pattern"])
            forms.setdefault((r["id"], text.lower()), set()).add(text)
    return MappingProxyType({k: frozenset(v) for k, v in forms.items()})


@functools.cache
def _entities() -> tuple[Entity, ...]:
    kinds = {"TECHNIQUE": "technique", "HARDWARE": "hardware", "SYSTEM": "system"}
    labels: dict[tuple[str, str], str] = {}
    broader: dict[tuple[str, str], tuple[str, ...]] = {}
    aliases: dict[tuple[str, str], list[str]] = {}
    for r in _vocabulary_records():
        kind = kinds.get(r["label"])
        if kind is None:
            continue
        key = (kind, r["id"])
        if "prefLabel" in r:
            labels.setdefault(key, r["prefLabel"])
            if r.get("broader"):
                broader[key] = tuple(r["broader"])
        if "pattern" in r:
            aliases.setdefault(key, [])
            text = _pattern_text(r["pattern"])
            if text not in aliases[key]:
                aliases[key].append(text)
    out = []
    for key in sorted(set(labels) | set(aliases)):
        label = labels.get(key) or aliases[key][0]
        alias = tuple(a for a in aliases.get(key, ()) if a != label)
        out.append(Entity(key[0], key[1], label, alias, broader.get(key, ())))
    return tuple(out)


def vocabulary_entities() -> list[Entity]:
    """Every vocabulary :class:`~paperkg.model.Entity`: techniques (with ``broader``), hardware, systems."""
    return list(_entities())


@functools.cache
def entity_index() -> Mapping[tuple[str, str], Entity]:
    """``(kind, id) -> Entity`` for the whole vocabulary."""
    return MappingProxyType({(e.kind, e.id): e for e in _entities()})


@functools.cache
def alias_index() -> Mapping[str, str]:
    """Lowercased system name or alias -> system id (to resolve names written freely).

    Examples:
        >>> alias_index()["fa3"], alias_index()["megatron"]
        ('flashattention-3', 'megatron-lm')
    """
    index: dict[str, str] = {}
    for e in _entities():
        if e.kind != "system":
            continue
        for name in (e.label, *e.aliases):
            index.setdefault(name.lower(), e.id)
            index.setdefault(slugify(name), e.id)
    return MappingProxyType(index)


@functools.cache
def _hardware_classes() -> Mapping[str, str]:
    return MappingProxyType({r["id"]: r["hardwareClass"] for r in load_jsonl("hardware.jsonl") if r.get("hardwareClass")})


def hardware_class(hardware_id: str) -> str | None:
    """The generic class of a hardware id (``"nvidia-h100" -> "gpu"``).

    Examples:
        >>> hardware_class("nvidia-h100"), hardware_class("xilinx-alveo-u280")
        ('gpu', 'fpga')
    """
    return _hardware_classes().get(hardware_id)


@functools.cache
def cues() -> Mapping[str, tuple[Mapping[str, Any], ...]]:
    """``paperkg/data/comparison_cues.jsonl`` grouped by ``type``."""
    grouped: dict[str, list[Mapping[str, Any]]] = {}
    for r in load_jsonl("comparison_cues.jsonl"):
        grouped.setdefault(r["type"], []).append(r)
    return MappingProxyType({k: tuple(v) for k, v in grouped.items()})


@functools.cache
def owner_words() -> frozenset[str]:
    """Company words that may open a product's name ("Zorbco QX-9", "than Zorbco Quillstore"): the ``owner`` entries
    of ``paperkg/data/comparison_cues.jsonl``, lowercased.

    Examples:
        >>> "nvidia" in owner_words(), "quill" in owner_words()
        (True, False)
    """
    return frozenset(c["word"].lower() for c in cues().get("owner", ()))
