"""Which words a text contains, each searched once: :class:`_Contains`, shared by the cue searches of one text.

Examples:
    >>> has = _Contains("sharded optimizer states", {"gpu": False})
    >>> has["shard"], has["gpu"], has["state"]
    (True, False, True)
"""

from __future__ import annotations



class _Contains(dict):
    """``has[word]``: whether ``text`` contains ``word``, searched on first use and remembered.

    The cues of a text share many words.

    ``known``: words whose answer is known beforehand (see :func:`_presence`).
    ``guards``: the answers of cue guards, by guard pattern (see :func:`_part_matches`).

    Examples:
        >>> has = _Contains("tensor cores")
        >>> has["core"], has["gpu"], dict(has)
        (True, False, {'core': True, 'gpu': False})
    """

    def __init__(self, text: str, known: dict[str, bool] | None = None) -> None:
        super().__init__(known or ())
        self.text = text
        self.guards: dict[str, bool] = {}

    def __missing__(self, word: str) -> bool:
        present = self[word] = word in self.text
        return present
