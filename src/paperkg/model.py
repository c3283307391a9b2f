"""The library-free data model at the centre of paperkg.

Every stage talks in these types: ingest produces :class:`Record` objects and
merges them into :class:`Paper` objects, extraction turns a paper into
:class:`PaperFacts`, and :class:`KnowledgeGraph` gathers papers, entities and
facts for the exporters (RDF, networkx, HTML). Nothing here imports a
third-party library, so the model is cheap to import, pickle and test.

Identity rules:

* an :class:`Entity` is identified by ``(kind, id)``; ``id`` is a lowercase
  slug (``"nvidia-h100"``, ``"tensor-parallelism"``, ``"cublas"``) that is also
  the networkx node key suffix and the last segment of its RDF IRI;
* a :class:`Paper` is identified by ``key`` (a slug, see :func:`slugify`).

Examples:
    >>> slugify("FlashAttention-3")
    'flashattention-3'
    >>> slugify("NVIDIA H100 GPUs")
    'nvidia-h100-gpus'
    >>> node_key("system", "cublas")
    'system:cublas'
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

__all__ = [
    "KINDS",
    "METRICS",
    "DIRECTIONS",
    "Record",
    "Paper",
    "Entity",
    "Comparison",
    "PaperFacts",
    "KnowledgeGraph",
    "slugify",
    "node_key",
]

#: Node kinds of the graph (besides papers).
KINDS: tuple[str, ...] = ("technique", "hardware", "system")

#: The closed set of comparison metrics (see benchmarks/gold/GUIDELINE.md).
METRICS: tuple[str, ...] = (
    "speedup",
    "throughput",
    "latency",
    "memory",
    "accuracy",
    "cost",
    "energy",
    "communication",
    "scale",
    "utilization",
    "other",
)

#: Who wins a comparison: the paper's contribution ("better"), the baseline
#: ("worse"), or neither ("parity").
DIRECTIONS: tuple[str, ...] = ("better", "worse", "parity")

_NON_SLUG = re.compile(r"[^a-z0-9.+]+")


def slugify(text: str) -> str:
    """Turn a name into a lowercase ASCII slug that keeps every digit.

    Letters are lowercased and accents dropped; runs of other characters
    become one hyphen. Digits, ``.`` and ``+`` survive, so names that differ
    in a digit or a variant never share a slug.

    Args:
        text: Any name or title.

    Returns:
        The slug; ``"x"`` if nothing is left.

    Examples:
        >>> slugify("H100") != slugify("H200")
        True
        >>> slugify("A100-80GB")
        'a100-80gb'
        >>> slugify("Megatron-LM ")
        'megatron-lm'
        >>> slugify("C++")
        'c++'
    """
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    slug = _NON_SLUG.sub("-", ascii_text.lower()).strip("-.")
    return slug or "x"


def node_key(kind: str, ident: str) -> str:
    """The networkx node key of an entity or paper: ``"kind:id"``.

    Examples:
        >>> node_key("paper", "tawa-automatic-warp-specialization")
        'paper:tawa-automatic-warp-specialization'
    """
    return f"{kind}:{ident}"


@dataclass(frozen=True, slots=True)
class Record:
    """One paper as read from one input, before duplicates are merged.

    Attributes:
        title: The title as given (cleaned).
        abstract: The abstract (cleaned); ``""`` when the input has none.
        source: The input file the record came from (as the user named it).
        location: Where in the file ("line 12", "record 3", "entry key").
        issued: ``YYYY-MM-DD``, ``YYYY-MM``, ``YYYY`` or a partial
            ``--MM-DD`` (month and day, no year: ``xsd:gMonthDay``).
        author_count: Number of authors when known.
        authors: Author names when known.
        upvotes: Daily Papers upvotes when known.
        identifier: The record's own id (``"2502.12345"``, a DOI, a key).
        arxiv_id: An arXiv id found in the id or URL, without version.
        url: A link to the paper.
    """

    title: str
    abstract: str
    source: str
    location: str = ""
    issued: str | None = None
    author_count: int | None = None
    authors: tuple[str, ...] = ()
    upvotes: int | None = None
    identifier: str | None = None
    arxiv_id: str | None = None
    url: str | None = None


@dataclass(frozen=True, slots=True)
class Paper:
    """A distinct paper: one or more merged :class:`Record` objects.

    Attributes:
        key: Stable slug identifying the paper (IRI ``.../id/paper/<key>``).
        title: The preferred title.
        abstract: The cleaned abstract every evidence sentence is a substring of.
        alt_titles: Other titles the same paper was found under.
        sources: Every input file the paper was read from, sorted.
        identifiers: Every record id, sorted.
    """

    key: str
    title: str
    abstract: str
    alt_titles: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    identifiers: tuple[str, ...] = ()
    issued: str | None = None
    author_count: int | None = None
    authors: tuple[str, ...] = ()
    upvotes: int | None = None
    arxiv_id: str | None = None
    url: str | None = None


@dataclass(frozen=True, slots=True)
class Entity:
    """A technique, piece of hardware or system (method, library, model...).

    Attributes:
        kind: One of :data:`KINDS`.
        id: Canonical slug; aliases share it.
        label: Preferred display name ("FlashAttention-3", "NVIDIA H100").
        aliases: Other names seen or known for it.
        broader: For techniques, the ids of broader techniques (SKOS).
    """

    kind: str
    id: str
    label: str
    aliases: tuple[str, ...] = ()
    broader: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        """The networkx node key, e.g. ``"hardware:nvidia-h100"``."""
        return node_key(self.kind, self.id)


@dataclass(frozen=True, slots=True)
class Comparison:
    """One quantitative (or explicit) comparison a paper claims.

    Attributes:
        subject: System id of the paper's contribution, or ``None`` when the
            contribution has no name (the paper itself is the subject).
        baseline: System id of a named baseline, or ``None``.
        baseline_text: The words naming an unnamed baseline
            ("state-of-the-art serving systems"), when ``baseline`` is None.
        metric: One of :data:`METRICS`.
        value: The number claimed (``1.1`` for "1.1x", ``30`` for "30%").
        value_max: Upper end of a range ("2.36~8.02x"), else ``None``.
        unit: ``"x"``, ``"%"``, ``"points"``, a score name, or ``None``.
        qualifier: "up to", "average", "geomean", "max", "about",
            "at least", or ``None``.
        direction: One of :data:`DIRECTIONS`.
        hardware: Hardware id of the evaluation setting, or ``None``.
        evidence: The sentence, a substring of the paper's stored abstract.
        start: Character offset of ``evidence`` in the abstract.
        end: ``start + len(evidence)``.
        rule: Name of the extraction rule that produced it.
        confidence: 0..1, how sure the rule is.
    """

    subject: str | None
    baseline: str | None
    metric: str
    evidence: str
    start: int
    end: int
    rule: str
    baseline_text: str | None = None
    value: float | None = None
    value_max: float | None = None
    unit: str | None = None
    qualifier: str | None = None
    direction: str = "better"
    hardware: str | None = None
    confidence: float = 1.0


@dataclass(frozen=True, slots=True)
class PaperFacts:
    """Everything extracted from one paper: compact, picklable, sorted.

    Attributes:
        paper: The paper's key.
        proposes: System ids the paper introduces.
        techniques: Technique ids it mentions.
        hardware: Hardware ids it mentions.
        hardware_classes: Generic classes ("gpu", "cpu", "fpga", ...).
        baselines: System ids it compares against.
        comparisons: Its comparisons, in order of appearance.
        entities: Every system entity referenced above (with labels), so
            names not in any vocabulary still get a node.
    """

    paper: str
    proposes: tuple[str, ...] = ()
    techniques: tuple[str, ...] = ()
    hardware: tuple[str, ...] = ()
    hardware_classes: tuple[str, ...] = ()
    baselines: tuple[str, ...] = ()
    comparisons: tuple[Comparison, ...] = ()
    entities: tuple[Entity, ...] = ()


@dataclass(slots=True)
class KnowledgeGraph:
    """Papers, entities and extracted facts: what every exporter consumes.

    Build one with :meth:`from_parts`; it sorts everything so that exports are
    deterministic.

    Examples:
        >>> p = Paper(key="p1", title="Tawa: ...", abstract="...")
        >>> f = PaperFacts(paper="p1", proposes=("tawa",),
        ...                entities=(Entity("system", "tawa", "Tawa"),))
        >>> kg = KnowledgeGraph.from_parts([p], [], [f])
        >>> kg.entity("system", "tawa").label
        'Tawa'
        >>> kg.introduced_by("tawa")
        ('p1',)
    """

    papers: dict[str, Paper] = field(default_factory=dict)
    entities: dict[tuple[str, str], Entity] = field(default_factory=dict)
    facts: dict[str, PaperFacts] = field(default_factory=dict)

    @classmethod
    def from_parts(
        cls,
        papers: list[Paper] | tuple[Paper, ...],
        entities: list[Entity] | tuple[Entity, ...],
        facts: list[PaperFacts] | tuple[PaperFacts, ...],
    ) -> "KnowledgeGraph":
        """Assemble a graph; entities referenced by facts are added too.

        When the same ``(kind, id)`` appears twice, the first entity wins
        (vocabulary entities are passed first, so their labels are kept).
        """
        kg = cls()
        for paper in sorted(papers, key=lambda p: p.key):
            kg.papers[paper.key] = paper
        for fact in sorted(facts, key=lambda f: f.paper):
            kg.facts[fact.paper] = fact
        for entity in list(entities) + [e for f in kg.facts.values() for e in f.entities]:
            kg.entities.setdefault((entity.kind, entity.id), entity)
        kg.entities = dict(sorted(kg.entities.items()))
        return kg

    def entity(self, kind: str, ident: str) -> Entity | None:
        """The entity of that kind and id, or ``None``."""
        return self.entities.get((kind, ident))

    def used_entities(self) -> list[Entity]:
        """Entities some paper refers to (vocabulary entries nobody uses are left out), sorted."""
        used: set[tuple[str, str]] = set()
        for f in self.facts.values():
            used.update(("system", s) for s in f.proposes + f.baselines)
            used.update(("technique", t) for t in f.techniques)
            used.update(("hardware", h) for h in f.hardware)
            for c in f.comparisons:
                used.update(("system", s) for s in (c.subject, c.baseline) if s)
                if c.hardware:
                    used.add(("hardware", c.hardware))
        # techniques pull in their broader techniques so the taxonomy is complete
        stack = [k for k in used if k[0] == "technique"]
        while stack:
            ent = self.entities.get(stack.pop())
            for b in ent.broader if ent else ():
                if ("technique", b) not in used:
                    used.add(("technique", b))
                    stack.append(("technique", b))
        return [e for k, e in self.entities.items() if k in used]

    def introduced_by(self, system_id: str) -> tuple[str, ...]:
        """Keys of the papers that propose ``system_id``, sorted."""
        return tuple(k for k, f in self.facts.items() if system_id in f.proposes)

    def comparisons(self) -> list[tuple[str, Comparison]]:
        """Every ``(paper key, comparison)`` pair, in paper order."""
        return [(k, c) for k, f in self.facts.items() for c in f.comparisons]
