"""``paperkg report``: a self-contained HTML report with plots, for reading offline."""

from __future__ import annotations

from pathlib import Path

import typer

from paperkg.cli import app
from paperkg.cli.analyze import DEFAULT_GRAPH


@app.command()
def report(
    graph: Path = typer.Argument(
        DEFAULT_GRAPH, help="The graph: any file `paperkg build` writes (.json, .ttl, .nt, .jsonld) or an Oxigraph store folder."
    ),
    out: Path = typer.Option(Path("report"), "--out", "-o", help="Folder to write report.html into."),
) -> None:
    """Write an HTML report of GRAPH: summary, plots, leaderboards, disagreements.

    The page is one file with every plot inline (SVG); it makes no network
    request, so it can be opened offline or mailed around.
    """
    from paperkg.cli.analyze import _load
    from paperkg.cli.messages import plain, terminal
    from paperkg.report import write_report

    console = terminal(stderr=True)
    G = _load(graph, console)
    path = write_report(G, out, source=graph.name)
    plain(console, f"wrote {path}")
