"""The ``paperkg`` command line: a thin typer layer over the library.

Each command lives in its own module in this package and makes one call into
the library; this module creates the app and registers them.
"""

from __future__ import annotations

import typer

from paperkg import __version__

__all__ = ["app", "main"]

app = typer.Typer(
    name="paperkg",
    help=(
        "Build and query a knowledge graph of the ML-systems literature: papers, "
        "techniques, hardware, baselines and every quantitative claim, with the "
        "sentence it came from."
    ),
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="rich",
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"paperkg {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """paperkg: papers in, a queryable knowledge graph with evidence out."""


# Command modules register themselves on ``app`` when imported.
from paperkg.cli import build as _build  # noqa: E402,F401
from paperkg.cli import query as _query  # noqa: E402,F401
from paperkg.cli import validate as _validate  # noqa: E402,F401
from paperkg.cli import serve as _serve  # noqa: E402,F401
from paperkg.cli import analyze as _analyze  # noqa: E402,F401
from paperkg.cli import report as _report  # noqa: E402,F401
from paperkg.cli import export as _export  # noqa: E402,F401
from paperkg.cli import show as _show  # noqa: E402,F401
from paperkg.cli import evaluate as _evaluate  # noqa: E402,F401


def main() -> None:
    """Entry point of the ``paperkg`` console script."""
    app()
