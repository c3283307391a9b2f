"""``paperkg analyze``: answers about the field as tables (or JSON) in the terminal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer

from paperkg.cli import app
from paperkg.cli.messages import error, plain, terminal

#: The default graph file (what ``paperkg build`` writes).
DEFAULT_GRAPH = Path("graphs") / "paperkg.json"

#: Questions ``paperkg analyze`` answers -> one-line help.
QUESTIONS: dict[str, str] = {
    "summary": "node counts per kind, edges, components, isolated nodes, density",
    "leaderboard": "every claim over one baseline, best first (needs NAME)",
    "baselines": "the systems papers compare against most",
    "contradictions": "pairs of systems papers disagree about, and cycles of 'beats'",
    "techniques": "papers per technique and techniques used together",
    "hardware": "papers per piece of hardware, by year",
    "central": "systems ranked by PageRank on the graph of who beats whom (rank flows to the beaten: the field's reference points first)",
    "communities": "groups of papers sharing techniques and baselines (Louvain)",
}

_HELP = "\n\n".join(f"[bold]{q}[/bold]: {h}" for q, h in QUESTIONS.items())


def _split_args(args: list[str]) -> tuple[Path, str, list[str]]:
    """``[GRAPH] [QUESTION] [ARGS...]`` -> (graph, question, args): GRAPH may be left out.

    Examples:
        >>> _split_args(["leaderboard", "cuBLAS"])
        (PosixPath('graphs/paperkg.json'), 'leaderboard', ['cuBLAS'])
        >>> _split_args(["out/g.ttl", "summary"])
        (PosixPath('out/g.ttl'), 'summary', [])
        >>> _split_args([])
        (PosixPath('graphs/paperkg.json'), 'summary', [])
    """
    if args and (args[0] not in QUESTIONS or Path(args[0]).is_file()):
        graph, rest = Path(args[0]), args[1:]
    else:
        graph, rest = DEFAULT_GRAPH, list(args)
    question = rest[0] if rest else "summary"
    return graph, question, rest[1:]


def _fmt(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


@app.command(help=f"Answer a question about the graph.\n\nGRAPH defaults to graphs/paperkg.json (any file `paperkg build` writes, or an Oxigraph store folder). QUESTION defaults to summary:\n\n{_HELP}\n\nExamples: `paperkg analyze leaderboard cuBLAS`, `paperkg analyze graphs/paperkg.ttl contradictions --json`.")
def analyze(
    args: list[str] = typer.Argument(
        None, metavar="[GRAPH] [QUESTION] [NAME]", help="Graph file, question, and the baseline NAME for leaderboard.",
        show_default=False,
    ),
    as_json: bool = typer.Option(False, "--json", help="Print the answer as JSON (for scripts)."),
    metric: str = typer.Option(None, "--metric", "-m", help="leaderboard: only claims of this metric.",
                               show_default=False),
    top: int = typer.Option(20, "--top", "-n", help="How many rows to show where a list is ranked."),
    evidence: bool = typer.Option(False, "--evidence", "-e", help="leaderboard, contradictions: show each claim's sentence."),
    same_metric: bool = typer.Option(False, "--same-metric", help="contradictions: only between claims of the same metric."),
) -> None:
    err = terminal(stderr=True)
    graph_path, question, rest = _split_args(list(args or []))
    if question not in QUESTIONS:
        error(err, f"unknown question {question!r}; choose from {', '.join(QUESTIONS)}")
        raise typer.Exit(2)
    if question == "leaderboard" and not rest:
        error(err, "leaderboard needs a baseline NAME, e.g. `paperkg analyze leaderboard cuBLAS`")
        raise typer.Exit(2)
    G = _load(graph_path, err)

    try:
        result = _answer(G, question, rest, metric=metric, top=top, same_metric=same_metric)
    except LookupError as problem:
        error(err, f"{problem}{_suggest(G, rest[0])}")
        raise typer.Exit(1) from None
    if as_json:
        typer.echo(json.dumps(result, indent=2, ensure_ascii=False, sort_keys=False, default=list))
        return
    _print(terminal(), G, question, result, rest, evidence=evidence)


def _load(path: Path, err) -> Any:
    from paperkg.export.nx import load_graph

    try:
        return load_graph(path)
    except FileNotFoundError:
        hint = ""
        if path == DEFAULT_GRAPH:
            hint = " (build it with `paperkg build`)"
        elif not path.suffix and len(path.parts) == 1:  # "paperkg analyze bogus": a mistyped question?
            hint = f", nor a question (choose from {', '.join(QUESTIONS)})"
        error(err, f"{path}: no such graph file or store{hint}")
    except ValueError as problem:
        error(err, problem)
    raise typer.Exit(2)


def _answer(G, question: str, rest: list[str], *, metric: str | None, top: int, same_metric: bool) -> Any:
    from paperkg import analysis

    if question == "summary":
        return analysis.graph_summary(G)
    if question == "leaderboard":
        return analysis.baseline_leaderboard(G, " ".join(rest), metric=metric)
    if question == "baselines":
        return analysis.most_compared_baselines(G, top)
    if question == "contradictions":
        return analysis.contradictions(G, same_metric=same_metric)
    if question == "techniques":
        return {"usage": analysis.technique_usage(G)[:top], "cooccurrence": analysis.technique_cooccurrence(G)[:top]}
    if question == "hardware":
        return analysis.hardware_coverage(G)[:top]
    if question == "central":
        return analysis.central_systems(G, top)
    return analysis.communities(G)


def _suggest(G, name: str) -> str:
    import difflib

    labels = sorted({str(d.get("label")) for _, d in G.nodes(data=True) if d.get("kind") == "system"})
    close = difflib.get_close_matches(name, labels, n=5, cutoff=0.5)
    close += [lab for lab in labels if name.casefold() in lab.casefold() and lab not in close][: 5 - len(close)]
    return f"; did you mean {', '.join(close)}?" if close else ""


def _print(console, G, question: str, result: Any, rest: list[str], *, evidence: bool) -> None:
    from rich.table import Table
    from rich.text import Text

    from paperkg import analysis

    class _Table(Table):  # cells are plain text: paper titles may hold "[...]"
        def add_row(self, *cells: Any, **kwargs: Any) -> None:
            super().add_row(*(Text(c) if isinstance(c, str) else c for c in cells), **kwargs)

    def table(title: str, *columns: str, right: tuple[str, ...] = ()) -> Table:
        t = _Table(title=Text(title, style="bold"), title_justify="left", show_lines=evidence)
        for c in columns:
            t.add_column(c, justify="right" if c in right else "left", overflow="fold")
        return t

    if question in ("leaderboard", "baselines", "hardware", "central", "communities") and not result:
        plain(console, f"Nothing to show: no {'claims over ' + ' '.join(rest) if rest else question} in this graph.")
    elif question == "summary":
        t = table("Graph summary", "", "count", right=("count",))
        for kind, n in result["nodes_by_kind"].items():
            t.add_row(f"{kind} nodes", str(n))
        for key in ("nodes", "edges", "comparisons", "components", "largest_component", "isolated", "density"):
            t.add_row(key.replace("_", " "), _fmt(result[key]))
        console.print(t)
    elif question == "leaderboard":
        cols = ["#", "subject", "claim", "metric", "direction", "hardware", "paper"] + (["evidence"] if evidence else [])
        t = table(f"Claims over {' '.join(rest)} ({len(result)})", *cols, right=("#", "claim"))
        for i, r in enumerate(result, 1):
            row = [str(i), _fmt(r["subject_label"]), analysis.claim_text(r), _fmt(r["metric"]), _fmt(r["direction"]),
                   _fmt(r["hardware_label"]), _fmt(r["title"])]
            t.add_row(*row, *([_fmt(r["evidence"])] if evidence else []))
        console.print(t)
    elif question == "baselines":
        t = table("Most compared baselines", "#", "baseline", "papers", "claims", right=("#", "papers", "claims"))
        for i, r in enumerate(result, 1):
            t.add_row(str(i), _fmt(r["label"]), str(r["papers"]), str(r["claims"]))
        console.print(t)
    elif question == "contradictions" and not result["disagreements"] and not result["cycles"]:
        console.print("No two papers disagree about a pair of systems, and no cycles of 'beats'.")
    elif question == "contradictions":
        t = table(f"Papers that disagree ({len(result['disagreements'])} pairs)", "pair", "winner", "claim",
                  "metric", "paper", *(["evidence"] if evidence else []))
        for d in result["disagreements"]:
            for c in d["claims"]:
                winner = "parity" if c["winner"] is None else G.nodes[c["winner"]].get("label", c["winner"])
                t.add_row(f"{d['a_label']} vs {d['b_label']}", winner, analysis.claim_text(c), _fmt(c["metric"]),
                          _fmt(c["title"]), *([_fmt(c["evidence"])] if evidence else []))
        if result["disagreements"]:
            console.print(t)
        c = table(f"Cycles of 'beats' ({len(result['cycles'])})", "cycle")
        for cycle in result["cycles"]:
            c.add_row(" > ".join(G.nodes[n].get("label", n) for n in cycle + cycle[:1]))
        if result["cycles"]:
            console.print(c)
    elif question == "techniques":
        t = table("Papers per technique", "technique", "papers", right=("papers",))
        for r in result["usage"]:
            t.add_row(_fmt(r["label"]), str(r["papers"]))
        console.print(t)
        c = table("Techniques used together", "technique", "with", "papers", right=("papers",))
        for r in result["cooccurrence"]:
            c.add_row(_fmt(r["a_label"]), _fmt(r["b_label"]), str(r["papers"]))
        console.print(c)
    elif question == "hardware":
        t = table("Hardware coverage", "hardware", "papers", "by year", "undated", right=("papers", "undated"))
        for r in result:
            years = ", ".join(f"{y}: {n}" for y, n in r["by_year"].items())
            t.add_row(_fmt(r["label"]), str(r["papers"]), years, str(r["undated"]))
        console.print(t)
    elif question == "central":
        t = table("Central systems (PageRank on who beats whom)", "#", "system", "score", "won", "lost",
                  right=("#", "score", "won", "lost"))
        for i, r in enumerate(result, 1):
            t.add_row(str(i), _fmt(r["label"]), f"{r['score']:.4f}", str(r["wins"]), str(r["losses"]))
        console.print(t)
    else:
        groups = [g for g in result if g["size"] > 1]
        t = table(f"Communities of papers ({len(groups)} groups; {len(result) - len(groups)} papers alone)",
                  "#", "papers", "shared techniques", "shared baselines", "titles", right=("#", "papers"))
        for i, g in enumerate(groups, 1):
            t.add_row(str(i), str(g["size"]), ", ".join(g["techniques"]), ", ".join(g["baselines"]),
                      "; ".join(g["titles"][:3]) + (" ..." if g["size"] > 3 else ""))
        console.print(t)
