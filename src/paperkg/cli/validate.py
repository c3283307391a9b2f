"""``paperkg validate``: check a graph file against the SHACL shapes."""

from __future__ import annotations

from pathlib import Path

import typer

from paperkg.cli import app


@app.command()
def validate(
    graphs: list[Path] = typer.Argument(..., help="Graph files to check (.ttl, .nt, .jsonld)."),
    limit: int = typer.Option(50, "--limit", help="Show at most this many problems per file (0: all)."),
) -> None:
    """Validate GRAPHS with pyshacl against paperkg's SHACL shapes; exit 1 on any violation."""
    from paperkg.cli.messages import error, terminal
    from paperkg.validate import validate_file

    out = terminal(highlight=False)
    failed = False
    for path in graphs:
        try:
            result = validate_file(path)
        except (OSError, ValueError) as exc:
            message = str(exc) if str(path) in str(exc) else f"{path}: {exc}"  # name the file once
            error(out, message)
            failed = True
            continue
        if result.conforms:
            out.print(f"{path}: conforms ({result.triples} triples)", markup=False)
            continue
        failed = True
        shown = result.violations if limit <= 0 else result.violations[:limit]
        out.print(f"{path}: {len(result.violations)} problem(s)", markup=False)
        for v in shown:
            out.print(f"  {v}", markup=False)
        if len(shown) < len(result.violations):
            out.print(f"  ... and {len(result.violations) - len(shown)} more (use --limit 0)", markup=False)
    if failed:
        raise typer.Exit(1)
