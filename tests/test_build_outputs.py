"""``build`` writes its outputs as a set: all of them, or none."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_a_failing_output_leaves_the_previous_build_untouched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import paperkg.export.html
    from paperkg.build import build

    monkeypatch.chdir(ROOT)
    first = build(["seeds"], tmp_path, formats=["json"], jobs=1)
    before = {p.name: p.read_bytes() for p in first.outputs}

    def broken(*_: object, **__: object) -> str:
        raise RuntimeError("renderer failed")

    monkeypatch.setattr(paperkg.export.html, "render_html", broken)
    (tmp_path / "paperkg.json").write_bytes(b"previous build")
    with pytest.raises(RuntimeError, match="renderer failed"):
        build(["seeds"], tmp_path, formats=["json", "html"], jobs=1)
    assert (tmp_path / "paperkg.json").read_bytes() == b"previous build"  # json rendered, but not swapped in
    assert sorted(p.name for p in tmp_path.iterdir()) == ["paperkg.json"]  # no staged leftovers
    assert before  # the first build did write it
