"""Comparison tables in the spirit of ORKG's comparisons: one row per claim, as CSV or Markdown.

``paperkg export comparisons`` calls :func:`render_comparisons`. Every claim
(comparison edge) of the graph becomes a row with the columns of
:data:`COLUMNS`; ``baseline=`` keeps only the claims over one baseline (then
the rows come best value first, as in
:func:`paperkg.analysis.baseline_leaderboard`).

Examples:
    >>> from paperkg.analysis import _example
    >>> print(render_comparisons(_example(), "md", baseline="cuBLAS"))
    | paper | title | subject | baseline | metric | value | value_max | unit | qualifier | direction | hardware | evidence |
    |---|---|---|---|---|---|---|---|---|---|---|---|
    | p2 | FastKern: quantized kernels | FastKern | cuBLAS | speedup | 2.5 |  | x | average | better |  | fastkern beats cublas by 2.5x. |
    | p1 | Tawa: warp specialization | Tawa | cuBLAS | speedup | 1.1 |  | x | up to | better | NVIDIA H100 | tawa beats cublas by 1.1x. |
    <BLANKLINE>
"""

from __future__ import annotations

import csv
import io
import os
from html import escape
from typing import Any

import networkx as nx

__all__ = ["COLUMNS", "TABLE_FORMATS", "comparison_table", "render_csv", "render_markdown", "render_comparisons",
           "write_comparisons"]

#: The columns of a comparison table, in order.
COLUMNS: tuple[str, ...] = (
    "paper",
    "title",
    "subject",
    "baseline",
    "metric",
    "value",
    "value_max",
    "unit",
    "qualifier",
    "direction",
    "hardware",
    "evidence",
)

#: Formats :func:`render_comparisons` writes: name -> file suffix.
TABLE_FORMATS: dict[str, str] = {"csv": ".csv", "md": ".md"}


def _number(value: Any) -> str:
    """A number as written in a table: no trailing ``.0``.

    Examples:
        >>> _number(30.0), _number(1.1), _number(None)
        ('30', '1.1', '')
    """
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def comparison_table(G: nx.MultiDiGraph, baseline: str | None = None) -> list[dict[str, str]]:
    """One row of text per claim, keyed by :data:`COLUMNS`.

    ``paper`` is the paper's key; ``subject``, ``baseline`` and ``hardware``
    are labels (an unnamed baseline shows its words, e.g. "state-of-the-art
    serving systems"). Empty cells are ``""``.

    Args:
        G: The graph (schema of :mod:`paperkg.export.nx`).
        baseline: Only claims over this baseline (label, id or alias, any case).

    Raises:
        LookupError: No system has the name given as ``baseline``.

    Examples:
        >>> from paperkg.analysis import _example
        >>> rows = comparison_table(_example())
        >>> len(rows), rows[-1]["subject"], rows[-1]["baseline"], rows[-1]["value"], rows[-1]["unit"]
        (7, 'Triton revisited', 'hand-written kernels', '30', '%')
    """
    from paperkg.analysis import baseline_leaderboard, claim_rows

    claims = claim_rows(G) if baseline is None else baseline_leaderboard(G, baseline)
    rows = []
    for c in claims:
        rows.append(
            {
                "paper": str(c["paper"] or "").partition(":")[2],
                "title": c["title"] or "",
                "subject": c["subject_label"] or "",
                "baseline": c["baseline_label"] or "",
                "metric": c["metric"] or "",
                "value": _number(c["value"]),
                "value_max": _number(c["value_max"]),
                "unit": c["unit"] or "",
                "qualifier": c["qualifier"] or "",
                "direction": c["direction"] or "",
                "hardware": c["hardware_label"] or "",
                "evidence": c["evidence"] or "",
            }
        )
    return rows


def render_csv(rows: list[dict[str, str]]) -> str:
    """Rows as CSV (a header line, then one line per row; ``\\n`` line ends).

    Examples:
        >>> print(render_csv([dict.fromkeys(COLUMNS, "a, b")]), end="")
        paper,title,subject,baseline,metric,value,value_max,unit,qualifier,direction,hardware,evidence
        "a, b","a, b","a, b","a, b","a, b","a, b","a, b","a, b","a, b","a, b","a, b","a, b"
    """
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue()


def _md_cell(text: str) -> str:
    """Text safe inside a Markdown table cell: one line, pipes escaped, no raw HTML.

    Examples:
        >>> _md_cell("a | b\\n<script>")
        'a \\\\| b &lt;script&gt;'
    """
    return escape(" ".join(str(text).split()), quote=False).replace("|", "\\|")


def render_markdown(rows: list[dict[str, str]]) -> str:
    """Rows as a GitHub-flavoured Markdown table."""
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    lines += ["| " + " | ".join(_md_cell(row.get(c, "")) for c in COLUMNS) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def render_comparisons(G: nx.MultiDiGraph, fmt: str = "csv", baseline: str | None = None) -> str:
    """The comparison table of ``G`` as ``"csv"`` or ``"md"`` text.

    Raises:
        ValueError: An unknown format.
        LookupError: No system has the name given as ``baseline``.
    """
    if fmt not in TABLE_FORMATS:
        raise ValueError(f"unknown table format {fmt!r}; choose from {', '.join(TABLE_FORMATS)}")
    rows = comparison_table(G, baseline)
    return render_csv(rows) if fmt == "csv" else render_markdown(rows)


def write_comparisons(
    G: nx.MultiDiGraph, path: str | os.PathLike[str], fmt: str | None = None, baseline: str | None = None
) -> None:
    """Write :func:`render_comparisons` to ``path`` atomically (format from the suffix when not given)."""
    from pathlib import Path

    from paperkg.io import atomic_write_text

    if fmt is None:
        suffix = Path(path).suffix.lower()
        fmt = {v: k for k, v in TABLE_FORMATS.items()}.get(suffix, "csv" if suffix != ".markdown" else "md")
    atomic_write_text(path, render_comparisons(G, fmt, baseline))
