"""Write the README screenshot of the HTML page: ``docs/img/graph.png``.

Opens the page in headless Chromium (network blocked, as in the browser
tests), waits until the graph is drawn and saves a screenshot. With
``--focus NAME`` it also searches for NAME, which highlights that node's
neighbourhood, and shows the hover card of the node.

Usage (after ``paperkg build``)::

    python tests/browser/screenshot.py                                  # graphs/paperkg.html -> docs/img/graph.png
    python tests/browser/screenshot.py graphs/paperkg.html docs/img/graph-tawa.png --focus Tawa

Not a test; the browser tests write their screenshots into temporary folders.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path



def screenshot(
    page_path: Path, png: Path, *, focus: str | None = None, size: tuple[int, int] = (1400, 850), scale: float = 1.5
) -> None:
    """Save a screenshot of the page at ``page_path`` into ``png`` (``scale``: device pixel ratio)."""
    from playwright.sync_api import sync_playwright

    from paperkg.browser import OfflinePage, launch

    with sync_playwright() as p:
        browser = launch(p)
        opened = OfflinePage(browser, page_path, viewport=size, scale=scale)
        page = opened.page
        page.wait_for_function("window.paperkg && window.paperkg.ready === true", timeout=60_000)
        if focus:
            page.evaluate("() => { window.__moved = new Promise(r => paperkg.network.once('animationFinished', r)); }")
            node = page.evaluate("name => paperkg.search(name)", focus)
            if node is None:
                raise SystemExit(f"--focus {focus!r}: no node of {page_path} matches")
            page.evaluate("window.__moved")  # until the view has moved to the neighbourhood
            page.wait_for_timeout(300)
            x, y = page.evaluate(
                """id => { const d = paperkg.network.canvasToDOM(paperkg.network.getPosition(id));
                   const r = document.getElementById('network').getBoundingClientRect();
                   return [r.left + d.x, r.top + d.y]; }""",
                node,
            )
            page.mouse.move(x - 40, y - 40)
            page.mouse.move(x, y, steps=4)
            page.wait_for_selector("#tooltip:not([hidden])", timeout=10_000)
        page.wait_for_timeout(300)
        png.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(png))
        browser.close()
    if opened.requests or opened.errors:
        raise SystemExit(f"{page_path}: network requests {opened.requests} / console errors {opened.errors}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Screenshot of a paperkg HTML page (for the README).")
    parser.add_argument("page", nargs="?", type=Path, default=Path("graphs/paperkg.html"))
    parser.add_argument("png", nargs="?", type=Path, default=Path("docs/img/graph.png"))
    parser.add_argument("--focus", help="Search for this node first (highlights its neighbourhood).")
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--height", type=int, default=850)
    parser.add_argument("--scale", type=float, default=1.5, help="Device pixel ratio (sharper, bigger file).")
    args = parser.parse_args(argv)
    if not args.page.exists():
        print(f"{args.page}: no such page; run `paperkg build` first", file=sys.stderr)
        return 2
    screenshot(args.page, args.png, focus=args.focus, size=(args.width, args.height), scale=args.scale)
    print(f"wrote {args.png}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
