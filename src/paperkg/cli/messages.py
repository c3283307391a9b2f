"""Messages on the console that hold text from the user's files, printed literally.

Paths, titles, record names and evidence sentences can hold brackets that
rich would read as markup ("[/red]" in a folder name even raises an error),
so every console of the command line comes from :func:`terminal`, which
reads no markup, and a message's label is coloured by style, not markup.

Examples:
    >>> console = terminal(width=80, color_system=None)
    >>> error(console, "x[/red]/in.jsonl: no such file")
    error: x[/red]/in.jsonl: no such file
    >>> plain(console, "wrote o[b]/paperkg.ttl")
    wrote o[b]/paperkg.ttl
"""

from __future__ import annotations

from typing import Any

__all__ = ["counted", "error", "plain", "terminal", "warning"]


def terminal(*, stderr: bool = False, **options: Any) -> Any:
    """A rich ``Console`` that never reads markup in what it prints (tables of paper text included) and does not
    wrap long lines (``options`` go to ``Console``)."""
    from rich.console import Console

    return Console(stderr=stderr, markup=False, soft_wrap=True, **options)


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and the noun, plural unless ``n`` is 1.

    Examples:
        >>> counted(1, "paper"), counted(0, "paper"), counted(2, "input listing"), counted(1, "duplicate merged", "duplicates merged")
        ('1 paper', '0 papers', '2 input listings', '1 duplicate merged')
    """
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def error(console: Any, message: object) -> None:
    """Print ``error: MESSAGE`` with a red label."""
    _labelled(console, "error:", "red", message)


def warning(console: Any, message: object) -> None:
    """Print ``warning: MESSAGE`` with a yellow label."""
    _labelled(console, "warning:", "yellow", message)


def plain(console: Any, message: object, style: str = "") -> None:
    """Print ``MESSAGE`` as it is (in ``style``, if given)."""
    from rich.text import Text

    console.print(Text(str(message), style=style))


def _labelled(console: Any, label: str, colour: str, message: object) -> None:
    from rich.text import Text

    console.print(Text.assemble((label, colour), " ", str(message)))
