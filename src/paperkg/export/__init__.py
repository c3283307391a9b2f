"""Exporters: one module per output format (``rdf``, ``nx``, ``html``).

Each module pairs ``to_X(kg)`` / ``render_X(kg) -> str`` with ``write_X(kg, path)``;
import them from their modules (``from paperkg.export.rdf import to_rdf``) so
that importing this package stays cheap.
"""

__all__: list[str] = []
