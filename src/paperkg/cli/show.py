"""``paperkg show``: write the interactive HTML page of a built graph, or of part of it."""

from __future__ import annotations

from pathlib import Path

import typer

from paperkg.cli import app


@app.command()
def show(
    graph: Path = typer.Argument(
        Path("graphs/paperkg.json"),
        help="A built graph: paperkg.json (node-link), .ttl, .nt, .jsonld or an Oxigraph store folder.",
    ),
    out: Path = typer.Option(
        None, "--out", "-o", help="HTML file to write. Default: beside GRAPH, named after it (paperkg.html, or paperkg-NAME.html with --focus).",
        show_default=False,
    ),
    focus: str = typer.Option(
        None, "--focus", help="Draw the neighbourhood of this node: a name, title, alias or node key (system:cublas).",
        show_default=False,
    ),
    hops: int = typer.Option(1, "--hops", min=0, help="With --focus: keep nodes at most this many links away."),
    max_nodes: int = typer.Option(
        None,
        "--max-nodes",
        min=0,
        help="Draw at most this many nodes, the best connected (degree, then name). 0: no cap. Default: 1000.",
        show_default=False,
    ),
    title: str = typer.Option("paperkg", "--title", help="Page title."),
) -> None:
    """Write an interactive, offline HTML page of GRAPH (all of it, or a subgraph).

    Big graphs are cut to their best-connected nodes (--max-nodes); the page
    says what was left out. Example: paperkg show graphs/paperkg.json --focus cuBLAS --hops 2
    """
    from paperkg.cli.messages import error, plain, terminal
    from paperkg.export.html import DEFAULT_MAX_NODES, write_html
    from paperkg.export.html_data import NodeNotFound
    from paperkg.export.nx import load_graph
    from paperkg.model import slugify

    console = terminal(stderr=True)
    try:
        G = load_graph(graph)
    except (OSError, ValueError) as err:
        error(console, err)
        raise typer.Exit(2) from None
    cap = DEFAULT_MAX_NODES if max_nodes is None else (None if max_nodes == 0 else max_nodes)
    if out is None:
        stem = graph.name if graph.is_dir() else graph.stem
        out = graph.parent / (f"{stem}-{slugify(focus)}.html" if focus else f"{stem}.html")
    try:
        write_html(G, out, max_nodes=cap, focus=focus, hops=hops, title=title)
    except NodeNotFound as err:
        error(console, err)
        raise typer.Exit(2) from None
    plain(console, f"wrote {out}")
