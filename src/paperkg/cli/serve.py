"""``paperkg serve``: a read-only SPARQL endpoint on localhost."""

from __future__ import annotations

from pathlib import Path

import typer

from paperkg.cli import app


@app.command()
def serve(
    graph: Path = typer.Argument(None, help="A graph file to serve (.ttl, .nt, .jsonld).", show_default=False),
    store: str = typer.Option(
        None, "--store", help="Serve an on-disk Oxigraph store (oxigraph:DIR) instead.", show_default=False
    ),
    host: str = typer.Option("localhost", "--host", help="Interface to listen on."),
    port: int = typer.Option(7878, "--port", help="TCP port to listen on."),
) -> None:
    """Serve GRAPH (or --store DIR) as a read-only SPARQL 1.1 Protocol endpoint until Ctrl-C.

    Queries go to http://HOST:PORT/query (GET ?query=... or POST); results come
    as SPARQL JSON, XML, CSV or TSV by content negotiation. Updates are refused.
    """
    from paperkg.cli.messages import error, plain, terminal
    from paperkg.serve import ServeError
    from paperkg.serve import serve as run_server

    err = terminal(stderr=True, highlight=False)

    def ready(url: str) -> None:
        plain(err, f"SPARQL endpoint (read-only): {url}  (Ctrl-C to stop)")

    try:
        code = run_server(graph, store, host=host, port=port, on_ready=ready)
    except (ServeError, ValueError, OSError) as exc:
        error(err, exc)
        raise typer.Exit(1)
    raise typer.Exit(code)
