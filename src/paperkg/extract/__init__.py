"""Extraction: from a paper's title and abstract to its :class:`~paperkg.model.PaperFacts`.

The spaCy pipeline (:func:`build_nlp`) finds vocabulary mentions (techniques,
hardware, systems), the systems the paper proposes and every comparison it
claims; :func:`facts_from_doc` turns the annotated doc into compact facts.

Examples:
    >>> from paperkg.model import Paper
    >>> p = Paper(key="corvid", title="Corvid: Tile Scheduling for Fused Kernels",
    ...           abstract="We present Corvid, a kernel compiler. On NVIDIA H100 GPUs, Corvid reaches "
    ...                    "up to 1.3× speedup over the vendor-tuned cuBLAS GEMM kernels.")
    >>> f = extract_paper(p)
    >>> f.proposes, f.hardware, f.baselines
    (('corvid',), ('nvidia-h100',), ('cublas',))
    >>> c = f.comparisons[0]
    >>> (c.subject, c.baseline, c.metric, c.value, c.unit, c.qualifier, c.hardware)
    ('corvid', 'cublas', 'speedup', 1.3, 'x', 'up to', 'nvidia-h100')
    >>> p.abstract[c.start:c.end] == c.evidence
    True
"""

from __future__ import annotations

import contextlib
import functools
import gc
from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any

from paperkg.extract.hardware_memory import stated_variant
from paperkg.extract.hardware_models import model_class
from paperkg.extract.names import is_number_format, short_forms
from paperkg.extract.pipeline import build_nlp
from paperkg.extract.vocab import alias_index, entity_index, hardware_class, vocabulary_entities
from paperkg.model import Comparison, Entity, Paper, PaperFacts, slugify

__all__ = [
    "build_nlp",
    "vocabulary_entities",
    "extract_paper",
    "extract_papers",
    "extract_batch",
    "facts_from_doc",
    "doc_text",
    "IMPLICIT_BASELINE",
    "MAX_ABSTRACT_CHARS",
]

#: Docs per ``nlp.pipe`` batch: each component runs over the whole batch before the next one starts (see
#: :class:`~paperkg.extract.components.BatchedComponent`), so a larger batch switches components less often
#: per doc and keeps each one's code and tables warm longer: 256 takes about 5% less CPU than 64 (128 about
#: 2.5%, 512 no less than 256) for a few more megabytes of docs alive at once.
_BATCH_SIZE = 256

#: Extraction reads at most this many characters of an abstract (real ones
#: are a few thousand); a pathological multi-megabyte "abstract" is cut, not fatal.
MAX_ABSTRACT_CHARS = 100_000

#: ``baseline_text`` of a comparison whose abstract states no reference at all
#: ("a 2.5x speedup"): every comparison names or describes its baseline.
IMPLICIT_BASELINE = "implicit baseline (not stated)"


@functools.cache
def _default_nlp() -> Any:
    return build_nlp()


def doc_text(paper: Paper) -> str:
    """The text extraction reads: title, a blank line, the abstract.

    Examples:
        >>> doc_text(Paper(key="k", title="A: b", abstract="Text."))
        'A: b\\n\\nText.'
    """
    title = " ".join(paper.title.split())
    return f"{title}\n\n{paper.abstract[:MAX_ABSTRACT_CHARS]}"


def extract_paper(paper: Paper, nlp: Any = None) -> PaperFacts:
    """The facts of one paper (``nlp`` defaults to a cached :func:`build_nlp`)."""
    nlp = nlp or _default_nlp()
    return facts_from_doc(paper, nlp(_make_doc(nlp, paper)))


def extract_batch(papers: list[Paper], nlp: Any = None) -> list[PaperFacts]:
    """The facts of several papers through ``nlp.pipe`` (same order)."""
    nlp = nlp or _default_nlp()
    with collector_paused():
        docs = nlp.pipe((_make_doc(nlp, p) for p in papers), batch_size=_BATCH_SIZE)
        return [facts_from_doc(p, d) for p, d in zip(papers, docs)]


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused for the duration (one batch of papers).

    Extraction makes a great many short-lived objects but hardly any
    reference cycles: reference counting frees them, and the collector's
    frequent passes over young objects (one per 700 allocations) find nothing
    while costing about 4% of the time. Whatever cycles a batch leaves are
    collected after it, as usual.

    Examples:
        >>> import gc
        >>> with collector_paused():
        ...     gc.isenabled()
        False
        >>> gc.isenabled()
        True
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _make_doc(nlp: Any, paper: Paper) -> Any:
    """Tokenize, keeping the text beside the doc (``Doc.text`` is rebuilt on every access)."""
    text = doc_text(paper)
    doc = nlp.make_doc(text)
    doc.user_data["paperkg_text"] = text
    return doc


def extract_papers(papers: Iterable[Paper], *, jobs: int | None = 1) -> Iterator[PaperFacts]:
    """Facts for every paper, in input order (single process; see ``extract.parallel`` for workers)."""
    from paperkg.extract.parallel import extract_facts

    yield from extract_facts(papers, jobs=jobs)


@functools.lru_cache(maxsize=65536)
def _system_id(name: str) -> str:
    """The system id of a name as written: a known name's or alias's id, else its slug (the same baselines recur)."""
    index = alias_index()
    known = index.get(name.lower())
    if known:
        return known
    slug = slugify(name)  # once (it normalises the text)
    return index.get(slug) or slug


@functools.lru_cache(maxsize=8192)
def _system_entity(sid: str, label: str) -> Entity:
    """``Entity("system", sid, label)``, made once (frozen: the same baselines recur from paper to paper).

    Examples:
        >>> _system_entity("vllm", "vLLM") == Entity("system", "vllm", "vLLM")
        True
    """
    return Entity("system", sid, label)


@functools.cache
def _doc_readers() -> tuple[Any, Any, Any, Any]:
    """``mentions``, ``result``, ``title_end`` and ``compared_baselines`` of the components module, imported once
    (spaCy loads with it)."""
    from paperkg.extract.components import compared_baselines, mentions, result, title_end

    return mentions, result, title_end, compared_baselines


def _defined_short_forms(abstract: str) -> dict[str, tuple[str, str]]:
    """The system ids of the short forms ``abstract`` defines for a name ("Tensorflow (TF)"), each mapped to the
    long form's ``(id, label)``: the short form's mentions name the same system.

    Examples:
        >>> _defined_short_forms("We beat Tensorflow (TF) by 3x; on CPUs, we are 10x faster than TF.")
        {'tf': ('tensorflow', 'Tensorflow')}
        >>> _defined_short_forms("We propose Sub-Linear Engine (SLE), 2x faster than vLLM.")
        {}
    """
    out: dict[str, tuple[str, str]] = {}
    for short, long in short_forms(abstract).items():
        short_id, long_id = _system_id(short), _system_id(long)
        if short_id != long_id and ("system", long_id) in entity_index():
            out[short_id] = (long_id, long)
    return out


def facts_from_doc(paper: Paper, doc: Any) -> PaperFacts:
    """Turn a doc annotated by :func:`build_nlp` into the paper's :class:`PaperFacts`."""
    mentions, result, title_end, compared_baselines = _doc_readers()
    offset = title_end(doc) + 2  # the abstract starts after the blank line
    abstract = paper.abstract
    techniques: set[str] = set()
    hardware: set[str] = set()
    classes: set[str] = set()
    proposed = result(doc, "proposed")
    device_labels = doc.user_data.get("paperkg_device_labels") or {}  # devices read from product line and model
    full: str | None = None  # the doc's text, read once (spaCy rebuilds ``doc.text`` on every access)
    for ent in mentions(doc):
        if ent.label == "TECHNIQUE":
            techniques.add(ent.id)
        elif ent.label == "HARDWARE":
            if proposed and ent.text in proposed:
                continue  # "We propose Graviton, ...": the paper's own system named like a product, not that device
            if full is None:
                full = doc.user_data.get("paperkg_text") or doc.text  # (the components' cached text, see text_of)
            hardware.add(stated_variant(ent.id, full, ent.end_char))  # "an A100 GPU with 40 GB of memory"
            cls = hardware_class(ent.id) or (model_class(ent.id) if ent.id in device_labels else None)
            if cls and cls != "memory":
                classes.add(cls)
        elif ent.label == "HWCLASS":
            classes.add(ent.id)
    techniques.update(result(doc, "techniques"))
    labels: dict[str, str] = {}
    vocab = entity_index()

    def remember(sid: str, label: str) -> str:
        known = vocab.get(("system", sid))
        labels.setdefault(sid, known.label if known else label)
        return sid

    proposes = []
    name_to_id: dict[str, str] = {}
    for name in proposed:
        sid = remember(_system_id(name), name)
        name_to_id[name] = sid
        if sid not in proposes:
            proposes.append(sid)
    comparisons = []
    baselines: list[str] = []
    seen: set[tuple] = set()
    defined = _defined_short_forms(abstract)
    for sc in result(doc, "comparisons"):
        f = sc.found
        subject = name_to_id.get(sc.subject) if sc.subject else None
        baseline = None
        baseline_text = f.baseline_text
        if f.baseline and is_number_format(f.baseline):
            baseline_text = f.baseline_label or f.baseline  # "outperform INT4": a number format, never a named baseline
        elif f.baseline:
            baseline = _system_id(f.baseline_label or f.baseline) if f.baseline_label else f.baseline
            if baseline in defined:  # "Tensorflow (TF) ... faster than TF": the short form names Tensorflow
                baseline, label = defined[baseline]
            else:
                label = f.baseline_label or f.baseline
            baseline = remember(baseline, label)
            if baseline == subject or baseline in proposes:
                continue
            if baseline not in baselines:
                baselines.append(baseline)
        start, end = sc.start - offset, sc.end - offset
        evidence = abstract[start:end]
        key = (start, baseline, baseline_text, f.metric, f.value, f.value_max, f.unit, f.direction)  # "1.1-1.6x and 1.1-1.2x": two
        if key in seen:
            continue
        seen.add(key)
        # positional, in field order (see _COMPARISON_ORDER): half the cost of keyword arguments for a frozen dataclass
        comparisons.append(Comparison(
            subject, baseline, f.metric, evidence, start, end, f.rule,
            None if baseline else (baseline_text or IMPLICIT_BASELINE),  # baseline_text
            f.value, f.value_max, f.unit, f.qualifier, f.direction,
            sc.hardware[0] if len(sc.hardware) == 1 else None,  # hardware
            f.confidence,
        ))
    # "We compare Quill against A and B": baselines named without a measured claim
    for name in compared_baselines(doc, proposed):
        sid = _system_id(name)
        if sid in defined:
            sid, name = defined[sid]
        if sid not in proposes and sid not in baselines and not is_number_format(sid):
            baselines.append(remember(sid, name))
    if plural := {b: b[:-1] for b in baselines if b.endswith("s") and b[:-1] in baselines}:
        # "beats a B+Tree by 3x ... beats B+Trees by 4x": the plural names the same baseline as the singular
        baselines = [b for b in baselines if b not in plural]
        comparisons = [replace(c, baseline=plural[c.baseline]) if c.baseline in plural else c for c in comparisons]
        for b in plural:
            del labels[b]
    entities = tuple(_system_entity(sid, labels[sid]) for sid in sorted(labels))
    if device_labels:
        # devices named by product line and model that the vocabulary does not list: their labels as written
        entities += tuple(Entity("hardware", hid, device_labels[hid]) for hid in sorted(hardware)
                          if hid in device_labels and ("hardware", hid) not in vocab)
    # positional too: paper, proposes, techniques, hardware, hardware_classes, baselines, comparisons, entities
    return PaperFacts(
        paper.key, tuple(proposes), tuple(sorted(techniques)), tuple(sorted(hardware)), tuple(sorted(classes)),
        tuple(sorted(baselines)), tuple(comparisons), entities,
    )


#: The field order that :func:`facts_from_doc` passes a :class:`~paperkg.model.Comparison` and a
#: :class:`~paperkg.model.PaperFacts` by position (``tests/extract/test_facts_positional.py`` holds it to the model).
_COMPARISON_ORDER = ("subject", "baseline", "metric", "evidence", "start", "end", "rule", "baseline_text", "value",
                     "value_max", "unit", "qualifier", "direction", "hardware", "confidence")
_PAPER_FACTS_ORDER = ("paper", "proposes", "techniques", "hardware", "hardware_classes", "baselines", "comparisons",
                      "entities")
