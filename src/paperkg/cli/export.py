"""``paperkg export``: tables derived from the graph (``paperkg export comparisons``)."""

from __future__ import annotations

from pathlib import Path

import typer

from paperkg.cli import app
from paperkg.cli.analyze import DEFAULT_GRAPH

export_app = typer.Typer(
    name="export", help="Export tables derived from the graph.", no_args_is_help=True, rich_markup_mode="rich"
)
app.add_typer(export_app)


@export_app.command()
def comparisons(
    graph: Path = typer.Argument(
        DEFAULT_GRAPH, help="The graph: any file `paperkg build` writes (.json, .ttl, .nt, .jsonld) or an Oxigraph store folder."
    ),
    baseline: str = typer.Option(None, "--baseline", "-b", help="Only claims over this baseline (name or id, any case).",
                                 show_default=False),
    table_format: str = typer.Option("csv", "--format", "-f", help="csv or md (a Markdown table)."),
    out: Path = typer.Option(None, "--out", "-o", help="File to write (default: standard output).", show_default=False),
) -> None:
    """One row per claim: paper, subject, baseline, metric, value, unit, qualifier, hardware, evidence."""
    from paperkg.cli.analyze import _load, _suggest
    from paperkg.cli.messages import error, plain, terminal
    from paperkg.export.table import TABLE_FORMATS, comparison_table, render_csv, render_markdown

    err = terminal(stderr=True)
    if table_format not in TABLE_FORMATS:
        error(err, f"unknown --format {table_format!r}; choose from {', '.join(TABLE_FORMATS)}")
        raise typer.Exit(2)
    G = _load(graph, err)
    try:
        rows = comparison_table(G, baseline)
    except LookupError as problem:
        error(err, f"{problem}{_suggest(G, baseline)}")
        raise typer.Exit(1) from None
    text = render_csv(rows) if table_format == "csv" else render_markdown(rows)
    if out is None:
        typer.echo(text, nl=False)
    else:
        from paperkg.io import atomic_write_text

        atomic_write_text(out, text)
        plain(err, f"wrote {out} ({len(rows)} claims)")
