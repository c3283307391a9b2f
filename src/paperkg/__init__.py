"""paperkg: a knowledge graph of the ML-systems literature, with evidence.

The data flow, one entry point per stage::

    load_papers(paths)            -> papers        (paperkg.ingest)
    extract_papers(papers)        -> PaperFacts    (paperkg.extract, spaCy)
    KnowledgeGraph.from_parts(..) -> the model     (paperkg.model)
    to_rdf / to_networkx / render_html             (paperkg.export)
    load_graph(path)              -> networkx.MultiDiGraph
    build(inputs, out)            -> all of the above, written to disk

Heavy libraries (spaCy, rdflib, pyvis) are imported lazily, so importing
paperkg and ``paperkg --help`` stay fast.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from paperkg.model import Comparison, Entity, KnowledgeGraph, Paper, PaperFacts, Record

__version__ = "0.1.0"

__all__ = [
    "__version__",
    "Comparison",
    "Entity",
    "KnowledgeGraph",
    "Paper",
    "PaperFacts",
    "Record",
    "build",
    "extract_papers",
    "load_graph",
    "load_papers",
    "render_html",
    "to_networkx",
    "to_rdf",
]

_LAZY = {
    "build": "paperkg.build",
    "load_papers": "paperkg.ingest",
    "extract_papers": "paperkg.extract",
    "to_rdf": "paperkg.export.rdf",
    "to_networkx": "paperkg.export.nx",
    "load_graph": "paperkg.export.nx",
    "render_html": "paperkg.export.html",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'paperkg' has no attribute {name!r}")
