"""``paperkg evaluate``: extraction quality against a gold annotation."""

from __future__ import annotations

from pathlib import Path

import typer

from paperkg.cli import app

_LABELS = {
    "papers": "papers",
    "systems": "systems (proposed)",
    "techniques": "techniques",
    "hardware": "hardware",
    "baselines": "baselines (named, per paper)",
    "comparisons": "comparisons (named baseline)",
    "claims": "claims (all comparisons)",
}


@app.command()
def evaluate(
    gold: Path = typer.Argument(
        Path("benchmarks/gold/seeds.jsonl"), help="Gold annotation (JSONL, benchmarks/gold/GUIDELINE.md)."
    ),
    inputs: list[str] = typer.Option(
        None,
        "--input",
        "-i",
        help="Files or folders to build from, repeatable. Default: the gold file when its rows carry "
        "an abstract, else seeds/.",
        show_default=False,
    ),
    errors: bool = typer.Option(False, "--errors", help="List every miss and every extra."),
    as_json: bool = typer.Option(False, "--json", help="Print the scores as JSON."),
    jobs: int = typer.Option(1, "--jobs", "-j", help="Worker processes for extraction."),
) -> None:
    """Build the graph of the GOLD papers, read it back from RDF with SPARQL, print P/R/F1.

    Papers are matched to gold rows by normalised title (alternative titles
    included). Comparisons match on paper, baseline and value (within 1%);
    claims include unnamed baselines, matched on paper and value.
    """
    import json

    from rich.table import Table
    from rich.text import Text

    from paperkg.cli.messages import error, plain, terminal
    from paperkg.evaluate import ACCURACY_FIELDS, CATEGORIES, evaluate as run_evaluate

    console = terminal()
    if not gold.is_file():
        error(terminal(stderr=True), f"gold file {gold} does not exist")
        raise typer.Exit(2)
    result = run_evaluate(gold, inputs or None, jobs=jobs)
    if as_json:
        data = result.as_dict()
        if errors:
            data["errors"] = result.errors
        typer.echo(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False))
        return
    table = Table(title=f"Extraction quality on {gold} ({result.gold_rows} gold rows)")
    for column in ("", "precision", "recall", "F1", "tp", "fp", "fn"):
        table.add_column(column, justify="left" if not column else "right")
    for category in CATEGORIES:
        s = result.scores[category]
        table.add_row(_LABELS[category], f"{s.precision:.3f}", f"{s.recall:.3f}", f"{s.f1:.3f}",
                      str(s.tp), str(s.fp), str(s.fn))
    console.print(table)
    acc = Table(title="Accuracy on matched comparisons")
    for column in ("field", "comparisons", "claims"):
        acc.add_column(column, justify="left" if column == "field" else "right")
    for field in ACCURACY_FIELDS:
        cells = []
        for category in ("comparisons", "claims"):
            right, total = result.accuracy.get(f"{category}.{field}", (0, 0))
            cells.append(f"{right / total:.3f} ({right}/{total})" if total else "-")
        acc.add_row(field, *cells)
    console.print(acc)
    if errors:
        for e in result.errors:
            console.print(Text.assemble((e["category"], "bold"), f" {e['kind']}: {e['item']}  ", (f"({e['paper']})", "dim")))
            if e.get("evidence"):
                plain(console, f"    {e['evidence']}", style="dim")
