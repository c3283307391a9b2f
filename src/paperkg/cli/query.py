"""``paperkg query``: run a read-only SPARQL query over a built graph or a store."""

from __future__ import annotations

from pathlib import Path

import typer

from paperkg.cli import app


@app.command()
def query(
    arguments: list[str] = typer.Argument(
        None,
        metavar="[GRAPH] [QUERY]",
        help="The graph file (.ttl, .nt, .jsonld; not with --store), then the SPARQL query text (not with --file).",
        show_default=False,
    ),
    file: Path = typer.Option(None, "--file", help="Read the query from this .rq file.", show_default=False),
    store: str = typer.Option(
        None, "--store", help="Query an on-disk Oxigraph store (oxigraph:DIR) instead of a graph file.", show_default=False
    ),
    output_format: str = typer.Option("table", "--format", "-f", help="table, csv, tsv, json or xml."),
    param: list[str] = typer.Option(
        None,
        "--param",
        "-p",
        help=(
            "Set a query parameter, NAME=VALUE (an IRI, prefixed name, number, text, or UNDEF for any): "
            "replaces the values of the query's `VALUES ?NAME { ... }` line (repeat NAME for several), "
            "else binds ?NAME. Repeatable."
        ),
        show_default=False,
    ),
) -> None:
    """Run a read-only SPARQL query; prints a table, or SPARQL results as CSV, TSV, JSON or XML.

    The prefixes pkg:, dcterms:, skos:, rdfs:, prov:, xsd:, schema:, owl:, id:,
    paper:, system:, technique:, hardware: and metric: are predeclared. UPDATE
    requests are refused.

    Examples: paperkg query graphs/paperkg.ttl "SELECT (COUNT(?p) AS ?n) WHERE { ?p a pkg:Paper }";
    paperkg query graphs/paperkg.ttl --file queries/leaderboard.rq --param baseline=system:triton
    """
    from paperkg.cli.messages import error, terminal
    from paperkg.query import RESULT_FORMATS, QueryError, open_source, parse_params, query_text

    err = terminal(stderr=True, highlight=False)

    def fail(message: str, code: int = 1) -> None:
        error(err, message)
        raise typer.Exit(code)

    args = list(arguments or [])
    if output_format not in RESULT_FORMATS:
        fail(f"unknown --format {output_format}; choose from {', '.join(RESULT_FORMATS)}", 2)
    graph = None
    if store is None:
        if not args:
            fail("give a graph file (or --store oxigraph:DIR) and a query", 2)
        graph = args.pop(0)
    if file is not None:
        if args:
            fail("give the query either as text or with --file, not both", 2)
        try:
            text = file.read_text(encoding="utf-8")
        except OSError as exc:
            fail(f"{file}: {exc.strerror or exc}", 2)
    elif len(args) == 1:
        text = args[0]
    else:
        fail("give exactly one query (as text, or --file q.rq)", 2)
    try:
        params = parse_params(param or [])
        source = open_source(graph=graph, store=store)
        output = query_text(source, text, output_format, params)
    except QueryError as exc:
        where = f"{file}:{exc.line}: " if file is not None and exc.line else ""
        fail(where + str(exc))
    typer.echo(output, nl=False)
