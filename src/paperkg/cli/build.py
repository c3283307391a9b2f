"""``paperkg build``: inputs in, graph files out."""

from __future__ import annotations

from pathlib import Path

import typer

from paperkg.cli import app


@app.command()
def build(
    inputs: list[str] = typer.Argument(
        None,
        help=(
            "Files or folders to read (folders are walked, without hidden files and without the --out, --store "
            "and --cache folders; '-' reads standard input). Default: seeds/."
        ),
        show_default=False,
    ),
    out: Path = typer.Option(Path("graphs"), "--out", "-o", help="Folder to write the graph files into."),
    output_format: list[str] = typer.Option(
        None,
        "--format",
        "-f",
        help="Output format(s) to write, repeatable: ttl, nt, jsonld, json, html. Default: ttl, json, html.",
        show_default=False,
    ),
    input_format: str = typer.Option(
        None,
        "--input-format",
        help="Read every input with this reader instead of guessing: dailypapers, json, jsonl, atom, bibtex.",
        show_default=False,
    ),
    jobs: int = typer.Option(
        None,
        "--jobs",
        "-j",
        min=1,
        help="Worker processes for extraction. Default: the number of cores.",
        show_default=False,
    ),
    executor: str = typer.Option(
        "local", "--executor", help="Where extraction runs: 'local' (worker processes) or 'dask' (a Dask cluster)."
    ),
    scheduler: str = typer.Option(
        None,
        "--scheduler",
        help="Dask scheduler address (tcp://HOST:8786) for --executor dask. Default: a local Dask cluster.",
        show_default=False,
    ),
    cache: Path = typer.Option(
        None,
        "--cache",
        help="Folder of the extracted-facts cache. Default: .paperkg-cache/ beside --out.",
        show_default=False,
    ),
    no_cache: bool = typer.Option(False, "--no-cache", help="Extract every paper again; read and write no cache."),
    store: str = typer.Option(
        None,
        "--store",
        help="Also bulk-load the graph into an on-disk Oxigraph store, oxigraph:DIR (replacing its content).",
        show_default=False,
    ),
    strict: bool = typer.Option(False, "--strict", help="Exit non-zero when any input was skipped or warned about."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar; print only the summary."),
) -> None:
    """Build the knowledge graph of INPUTS and write it to --out.

    Writes paperkg.ttl (RDF Turtle), paperkg.json (networkx node-link JSON) and
    paperkg.html (an interactive page that works offline) by default.
    """
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from paperkg.build import DEFAULT_FORMATS, OUTPUT_FORMATS
    from paperkg.build import build as run_build
    from paperkg.cli.messages import counted, error, plain, terminal, warning
    from paperkg.executors import EXECUTORS
    from paperkg.extract.cache import default_cache_dir

    console = terminal(stderr=True)
    formats = output_format or list(DEFAULT_FORMATS)
    unknown = [f for f in formats if f not in OUTPUT_FORMATS]
    if unknown:
        error(console, f"unknown --format {', '.join(unknown)}; choose from {', '.join(OUTPUT_FORMATS)}")
        raise typer.Exit(2)
    if input_format:
        from paperkg.ingest.detect import normalize_format

        try:
            normalize_format(input_format)
        except ValueError as exc:
            error(console, exc)
            raise typer.Exit(2) from None
    if executor not in EXECUTORS:
        error(console, f"unknown --executor {executor}; choose from {', '.join(EXECUTORS)}")
        raise typer.Exit(2)
    if scheduler and executor != "dask":
        error(console, "--scheduler needs --executor dask")
        raise typer.Exit(2)
    given = [str(i) for i in (inputs or ["seeds"])]
    missing = [i for i in given if i != "-" and not Path(i).exists()]
    if missing and len(missing) == len(given):  # nothing to read: fail before writing an empty graph
        error(console, f"no such file or directory: {', '.join(missing)}; nothing was written")
        raise typer.Exit(2)
    if store:  # fail before the work, not after it
        from paperkg.store import check_store_target

        try:
            check_store_target(store)
        except (ValueError, FileExistsError) as exc:
            error(console, f"--store: {exc}; nothing was written")
            raise typer.Exit(2) from None
    cache_dir = None if no_cache else (cache or default_cache_dir(out))

    with Progress(
        TextColumn("[bold]extracting"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        disable=quiet,
        transient=True,
    ) as bar:
        task = bar.add_task("papers", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        summary = run_build(
            inputs or ["seeds"],
            out,
            formats=formats,
            input_format=input_format,
            jobs=jobs,
            progress=progress,
            executor=executor,
            scheduler=scheduler,
            cache=cache_dir,
            store=store,
        )

    for problem in summary.rejected + summary.warnings:
        warning(console, problem)
    nodes = ", ".join(f"{n} {kind}" for kind, n in summary.nodes.items())
    plain(
        console,
        f"read {counted(summary.records_read, 'input listing')} -> "
        f"{counted(summary.papers, 'distinct paper')} "
        f"({counted(summary.duplicates_merged, 'duplicate merged', 'duplicates merged')}, "
        f"{len(summary.rejected)} rejected)",
    )
    plain(console, f"nodes: {nodes}; {counted(summary.comparisons, 'comparison')}")
    if cache_dir is not None:
        plain(console, f"extracted {counted(summary.extracted, 'paper')}, {summary.cached} from the cache in {cache_dir}")
    plain(console, f"wrote {', '.join(str(p) for p in summary.outputs)} in {summary.seconds:.1f} s")
    if strict and (summary.rejected or summary.warnings):
        raise typer.Exit(1)
