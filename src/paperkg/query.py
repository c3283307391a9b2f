"""Read-only SPARQL over a built graph: a file loaded into memory or an on-disk store.

Queries run on Oxigraph (pyoxigraph). The prefixes of
:data:`paperkg.vocab.SPARQL_PREFIXES` (``pkg:``, ``dcterms:``, ``skos:``,
``rdfs:``, ``prov:``, ``xsd:``, ``schema:``, ``paper:``, ``system:``, ...) need no
``PREFIX`` line. UPDATE requests are refused, and a syntax error names the line
and column and shows where.

Examples:
    >>> is_update("PREFIX ex: <urn:x#>\\n# add one\\nINSERT DATA { ex:a ex:b ex:c }")
    True
    >>> is_update("SELECT * WHERE { ?s ?p 'INSERT' }")
    False
    >>> parse_param("threshold=2.5")
    ('threshold', <Literal value=2.5 datatype=<NamedNode value=http://www.w3.org/2001/XMLSchema#decimal>>)
    >>> parse_param("hw=hardware:nvidia-h100")
    ('hw', <NamedNode value=https://w3id.org/paperkg/id/hardware/nvidia-h100>)
"""

from __future__ import annotations

import io
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pyoxigraph import Store

__all__ = [
    "RESULT_FORMATS",
    "QueryError",
    "QueryResult",
    "is_update",
    "parse_param",
    "parse_params",
    "bind_params",
    "open_source",
    "execute",
    "run_query",
    "select_rows",
    "query_text",
    "render_table",
    "short_iri",
    "term_value",
]

#: ``--format`` choices: a table for people, SPARQL results formats for tools.
RESULT_FORMATS: tuple[str, ...] = ("table", "csv", "tsv", "json", "xml")

_UPDATE_WORDS = {"INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP", "COPY", "MOVE", "ADD", "WITH"}
_PROLOGUE = re.compile(r"\s*(?:(?:PREFIX\s+[^\s:]*:\s*<[^>]*>)|(?:BASE\s*<[^>]*>))", re.IGNORECASE)
_POSITION = re.compile(r"error at (\d+):(\d+)")


class QueryError(ValueError):
    """A query that cannot run: bad syntax (with a pointer to where), an update, a bad source.

    Attributes:
        line: For a syntax error, the line (from 1) of the query where it is.
        column: And the column (from 1).
    """

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


@dataclass
class QueryResult:
    """A query's answer, materialised.

    Attributes:
        kind: ``"select"``, ``"ask"`` or ``"graph"`` (CONSTRUCT / DESCRIBE).
        variables: Column names of a SELECT.
        rows: SELECT rows (pyoxigraph terms or ``None`` when unbound).
        boolean: The answer of an ASK.
        triples: The triples of a CONSTRUCT or DESCRIBE.
    """

    kind: str
    variables: list[str]
    rows: list[tuple[Any, ...]]
    boolean: bool | None = None
    triples: list[Any] | None = None


def _strip_prologue(text: str) -> str:
    """``text`` without its leading comments and PREFIX / BASE declarations."""
    while True:
        text = text.lstrip()
        if text.startswith("#"):
            text = text.partition("\n")[2]
            continue
        match = _PROLOGUE.match(text)
        if not match:
            return text
        text = text[match.end():]


def is_update(text: str) -> bool:
    """Whether ``text`` is a SPARQL UPDATE request (INSERT, DELETE, LOAD, CLEAR, ...)."""
    body = _strip_prologue(text)
    word = re.match(r"[A-Za-z]+", body)
    return bool(word) and word.group(0).upper() in _UPDATE_WORDS


def _expand(name: str):
    from pyoxigraph import NamedNode

    from paperkg.vocab import SPARQL_PREFIXES

    if name.startswith("<") and name.endswith(">"):
        return NamedNode(name[1:-1])
    prefix, _, local = name.partition(":")
    if prefix in SPARQL_PREFIXES:
        return NamedNode(SPARQL_PREFIXES[prefix] + local)
    if re.match(r"^[a-z][a-z0-9+.-]*://", name):
        return NamedNode(name)
    return None


def parse_param(text: str) -> tuple[str, Any]:
    """Parse a ``--param NAME=VALUE`` into a variable name and an RDF term.

    ``VALUE`` is an IRI (``<...>``, ``http(s)://...`` or a predeclared prefixed
    name such as ``hardware:nvidia-h100``), a number (``xsd:integer`` or
    ``xsd:decimal``), or else a plain string.

    Raises:
        QueryError: when there is no ``=``.
    """
    from pyoxigraph import Literal, NamedNode

    name, sep, value = text.partition("=")
    name = name.strip().lstrip("?$")
    if not sep or not name:
        raise QueryError(f"--param {text!r}: expected NAME=VALUE")
    if value == "UNDEF":
        return name, "UNDEF"
    xsd = "http://www.w3.org/2001/XMLSchema#"
    if re.fullmatch(r"[+-]?\d+", value):
        return name, Literal(value, datatype=NamedNode(xsd + "integer"))
    if re.fullmatch(r"[+-]?(\d+\.\d*|\.\d+)", value):
        return name, Literal(value, datatype=NamedNode(xsd + "decimal"))
    return name, _expand(value) or Literal(value)


def parse_params(texts: list[str] | tuple[str, ...]) -> dict[str, Any]:
    """Parse repeated ``--param NAME=VALUE`` options; a repeated NAME gives a list of values.

    Examples:
        >>> p = parse_params(["b=system:cublas", "b=system:vllm", "t=2"])
        >>> [v.value for v in p["b"]], p["t"].value
        (['https://w3id.org/paperkg/id/system/cublas', 'https://w3id.org/paperkg/id/system/vllm'], '2')
    """
    params: dict[str, Any] = {}
    for text in texts:
        name, value = parse_param(text)
        if name in params:
            previous = params[name]
            params[name] = [*(previous if isinstance(previous, list) else [previous]), value]
        else:
            params[name] = value
    return params


def open_source(graph: str | os.PathLike[str] | None = None, store: str | os.PathLike[str] | None = None) -> Store:
    """An Oxigraph store to query: ``graph`` (an RDF file) loaded into memory, or ``store`` opened read-only.

    Raises:
        QueryError: when neither or both are given, or the source cannot be read.
    """
    from paperkg.store import memory_store, open_store

    if (graph is None) == (store is None):
        raise QueryError("give either a graph file or --store oxigraph:DIR")
    try:
        if store is not None:
            return open_store(store, read_only=True)
        path = Path(graph)
        if not path.is_file():
            raise QueryError(f"{path}: no such graph file")
        return memory_store(path)
    except (OSError, ValueError) as err:
        if isinstance(err, QueryError):
            raise
        raise QueryError(str(err)) from err


def _syntax_error(query: str, err: Exception) -> QueryError:
    message = str(err)
    match = _POSITION.search(message)
    if not match:
        return QueryError(f"SPARQL syntax error: {message}")
    line, col = int(match.group(1)), int(match.group(2))
    if len(message) > 300:  # Oxigraph may list every character class it expected
        message = message[:300] + " ..."
    lines = query.splitlines() or [""]
    source = lines[line - 1] if 0 < line <= len(lines) else ""
    pointer = " " * (col - 1) + "^"
    return QueryError(
        f"SPARQL syntax error at line {line}, column {col}: {message}\n  {source}\n  {pointer}", line, col
    )


def execute(store: Store, query: str, params: dict[str, Any] | None = None):
    """Run a read-only SPARQL query on ``store``; return pyoxigraph's (lazy) answer.

    Args:
        store: The Oxigraph store (see :func:`open_source`).
        query: SPARQL SELECT, ASK, CONSTRUCT or DESCRIBE.
        params: Variables to bind before evaluation (name -> pyoxigraph term).

    Raises:
        QueryError: for an UPDATE or a syntax error (with line, column and a pointer).
    """
    from pyoxigraph import Variable

    from paperkg.vocab import SPARQL_PREFIXES

    if is_update(query):
        raise QueryError(
            "paperkg query is read-only: SPARQL UPDATE (INSERT, DELETE, LOAD, CLEAR, DROP, ...) is refused; "
            "rebuild the graph with `paperkg build` instead"
        )
    query, rest = bind_params(query, params or {})
    for name, value in rest.items():
        if isinstance(value, (list, tuple, str)):
            raise QueryError(f"--param {name}: several values or UNDEF need a `VALUES ?{name} {{ ... }}` line in the query")
    substitutions = {Variable(k): v for k, v in rest.items()}
    try:
        return store.query(query, prefixes=dict(SPARQL_PREFIXES), substitutions=substitutions or None)
    except SyntaxError as err:
        raise _syntax_error(query, err) from None


def bind_params(query: str, params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Set query parameters: a ``VALUES ?name { ... }`` line of the query gets the given value(s).

    A library query declares each parameter with a one-variable ``VALUES``
    line holding its default; this replaces the default, which keeps the query
    as fast as the default (Oxigraph evaluates a VALUES block first). A value
    may be a list of terms, or ``"UNDEF"`` for "any". Parameters without such
    a line are returned, to be bound by substitution instead.

    Returns:
        The rewritten query and the parameters left over.

    Examples:
        >>> from pyoxigraph import NamedNode
        >>> q, rest = bind_params("SELECT * { VALUES ?b { <urn:x> } ?c ?p ?b }", {"b": NamedNode("urn:y"), "n": 1})
        >>> q, rest
        ('SELECT * { VALUES ?b { <urn:y> } ?c ?p ?b }', {'n': 1})
        >>> bind_params("SELECT * { VALUES ?b { <urn:x> } }", {"b": "UNDEF"})[0]
        'SELECT * { VALUES ?b { UNDEF } }'
    """
    left = {}
    for name, value in params.items():
        pattern = re.compile(r"(VALUES\s+[?$]" + re.escape(name) + r"\s*\{)[^{}]*(\})", re.IGNORECASE)
        if not pattern.search(query):
            left[name] = value
            continue
        values = value if isinstance(value, (list, tuple)) else [value]
        text = " ".join(v if isinstance(v, str) else str(v) for v in values)
        query = pattern.sub(lambda m: f"{m.group(1)} {text} {m.group(2)}", query, count=1)
    return query, left


def run_query(store: Store, query: str, params: dict[str, Any] | None = None) -> QueryResult:
    """Run a read-only SPARQL query (see :func:`execute`) and materialise the answer."""
    from pyoxigraph import QueryBoolean, QuerySolutions

    answer = execute(store, query, params)
    if isinstance(answer, QueryBoolean):
        return QueryResult("ask", [], [], boolean=bool(answer))
    if isinstance(answer, QuerySolutions):
        names = [v.value for v in answer.variables]
        rows = [tuple(solution[i] for i in range(len(names))) for solution in answer]
        return QueryResult("select", names, rows)
    return QueryResult("graph", [], [], triples=list(answer))


def term_value(term) -> Any:
    """A pyoxigraph term as a plain Python value (IRI text, number, bool or string).

    Examples:
        >>> from pyoxigraph import Literal, NamedNode
        >>> term_value(Literal("1.1", datatype=NamedNode("http://www.w3.org/2001/XMLSchema#decimal")))
        1.1
        >>> term_value(NamedNode("https://w3id.org/paperkg/id/system/cublas"))
        'https://w3id.org/paperkg/id/system/cublas'
    """
    from pyoxigraph import Literal

    if term is None:
        return None
    if isinstance(term, Literal):
        kind = term.datatype.value.rsplit("#", 1)[-1]
        if kind in ("integer", "int", "long", "nonNegativeInteger"):
            return int(term.value)
        if kind in ("decimal", "double", "float"):
            return float(term.value)
        if kind == "boolean":
            return term.value == "true"
        return term.value
    return term.value


def select_rows(store: Store, query: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Run a SELECT and return its rows as dicts of plain values (see :func:`term_value`)."""
    result = run_query(store, query, params)
    if result.kind != "select":
        raise QueryError("select_rows needs a SELECT query")
    return [{name: term_value(t) for name, t in zip(result.variables, row)} for row in result.rows]


def short_iri(iri: str) -> str:
    """An IRI shortened with the longest matching predeclared prefix.

    Examples:
        >>> short_iri("https://w3id.org/paperkg/id/system/cublas")
        'system:cublas'
        >>> short_iri("urn:x")
        'urn:x'
    """
    from paperkg.vocab import SPARQL_PREFIXES

    best = ""
    for name, ns in SPARQL_PREFIXES.items():
        if iri.startswith(ns) and len(ns) > len(SPARQL_PREFIXES.get(best, "")):
            best = name
    if best and "/" not in iri[len(SPARQL_PREFIXES[best]):]:
        return f"{best}:{iri[len(SPARQL_PREFIXES[best]):]}"
    return iri


def _cell(term) -> str:
    from pyoxigraph import Literal

    if term is None:
        return ""
    if isinstance(term, Literal):
        return term.value
    return short_iri(term.value)


def query_text(store: Store, query: str, fmt: str = "table", params: dict[str, Any] | None = None) -> str:
    """Run a query and render its answer as text.

    Args:
        fmt: ``"table"`` (for people), or a SPARQL results format written by
            Oxigraph: ``"csv"``, ``"tsv"``, ``"json"``, ``"xml"``. CONSTRUCT and
            DESCRIBE answers are N-Triples whatever ``fmt``.

    Raises:
        QueryError: for an unknown format, an UPDATE or a syntax error.
    """
    from pyoxigraph import QueryResultsFormat, QueryTriples, RdfFormat

    if fmt not in RESULT_FORMATS:
        raise QueryError(f"unknown format {fmt!r}; choose from {', '.join(RESULT_FORMATS)}")
    if fmt == "table":
        return render_table(run_query(store, query, params))
    answer = execute(store, query, params)
    if isinstance(answer, QueryTriples):
        return answer.serialize(format=RdfFormat.N_TRIPLES).decode("utf-8")
    return answer.serialize(format=getattr(QueryResultsFormat, fmt.upper())).decode("utf-8")


def render_table(result: QueryResult) -> str:
    """A materialised result as a text table (``true``/``false`` for ASK, N-Triples for graphs)."""
    from pyoxigraph import RdfFormat, serialize

    if result.kind == "graph":
        return serialize(result.triples, format=RdfFormat.N_TRIPLES).decode("utf-8")
    if result.kind == "ask":
        return "true\n" if result.boolean else "false\n"
    return _table(result)


def _table(result: QueryResult) -> str:
    from rich.console import Console
    from rich.table import Table

    table = Table(show_lines=False, header_style="bold")
    for name in result.variables:
        table.add_column(name, overflow="fold")
    for row in result.rows:
        table.add_row(*(_cell(t) for t in row))
    # a terminal gets a table that fits it; a pipe or file gets every cell unwrapped
    width = _terminal_width() if sys.stdout.isatty() else 100_000
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None, markup=False)
    console.print(table)
    console.print(f"{len(result.rows)} row{'s' if len(result.rows) != 1 else ''}")
    return "\n".join(line.rstrip() for line in console.export_text().splitlines()) + "\n"


def _terminal_width() -> int:
    import shutil

    return shutil.get_terminal_size((120, 24)).columns
