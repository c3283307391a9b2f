"""Problems found while reading input: skipped records and files, warnings.

Readers never raise on bad input; they report a :class:`Problem` naming the
file and the line or record, and carry on with the rest.

Examples:
    >>> str(Problem("seeds/x.txt", "line 12", "record without title (skipped)"))
    'seeds/x.txt:12: record without title (skipped)'
    >>> str(Problem("lib.bib", "entry smith20", "record without title (skipped)"))
    'lib.bib: entry smith20: record without title (skipped)'
    >>> str(Problem("missing.json", "", "no such file or directory"))
    'missing.json: no such file or directory'
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Problem", "Problems"]


@dataclass(frozen=True)
class Problem:
    """One skipped or noteworthy piece of input.

    Attributes:
        source: The input file as the user named it (``"<stdin>"`` for ``-``).
        location: ``"line 12"``, ``"record 3"``, ``"entry smith20"`` or ``""``
            for the whole file.
        message: What is wrong and what was done about it.
    """

    source: str
    location: str
    message: str

    def __str__(self) -> str:
        if self.location.startswith("line ") and self.location[5:].isdigit():
            return f"{self.source}:{self.location[5:]}: {self.message}"
        if self.location:
            return f"{self.source}: {self.location}: {self.message}"
        return f"{self.source}: {self.message}"


@dataclass
class Problems:
    """Collects problems while inputs are read.

    Attributes:
        rejected: Records and files that were skipped.
        warnings: Input that was kept but deserves a look.
        rejected_records: How many of ``rejected`` are single records (not
            whole files); they count as records read.

    Examples:
        >>> p = Problems()
        >>> p.reject("a.jsonl", "line 3", "broken JSON (skipped)")
        >>> p.reject("b.bin", "", "binary file (skipped)", record=False)
        >>> p.rejected_records, len(p.rejected)
        (1, 2)
    """

    rejected: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)
    rejected_records: int = 0

    def reject(self, source: str, location: str, message: str, *, record: bool = True) -> None:
        """Report skipped input; ``record=False`` for a whole file."""
        self.rejected.append(Problem(source, location, message))
        if record:
            self.rejected_records += 1

    def warn(self, source: str, location: str, message: str) -> None:
        """Report input that was kept but is noteworthy."""
        self.warnings.append(Problem(source, location, message))
