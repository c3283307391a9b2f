"""``python -m paperkg``: the same as the ``paperkg`` command."""

from paperkg.cli import main

if __name__ == "__main__":  # pragma: no cover
    main()
