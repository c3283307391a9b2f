"""Headless Chromium with the network cut off: how paperkg checks the pages it writes.

The browser tests, the README screenshot script and the page benchmark all
open pages through :class:`OfflinePage`, which aborts and records every
network request and records console errors, page errors and dialogs, so a
page that reaches for a CDN or runs injected script is caught.

Needs Playwright (the ``test`` extra; its bundled browsers are never
downloaded) and Debian's chromium (``apt-get install chromium``) at
``/usr/bin/chromium``, or the path in ``PAPERKG_CHROMIUM``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

__all__ = ["CHROMIUM", "CHROMIUM_ARGS", "OfflinePage", "chromium_available", "launch"]

#: The Chromium executable Playwright drives.
CHROMIUM: str = os.environ.get("PAPERKG_CHROMIUM", "/usr/bin/chromium")

#: Flags for a quiet headless run as root on a machine without a network.
CHROMIUM_ARGS: tuple[str, ...] = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
)

_NETWORK_SCHEMES = ("http:", "https:", "ws:", "wss:")


def chromium_available() -> bool:
    """Whether :data:`CHROMIUM` exists on this machine."""
    return os.path.exists(CHROMIUM)


def launch(playwright: Any) -> Any:
    """Launch headless Chromium from a ``sync_playwright()`` context."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=list(CHROMIUM_ARGS))


class OfflinePage:
    """A local page opened in a fresh browser context with every network request aborted.

    Attributes:
        requests: URLs the page tried to fetch over the network (all aborted).
        errors: Console errors and uncaught page errors.
        dialogs: Messages of alert/confirm/prompt dialogs (all dismissed).
        page: The Playwright page.
    """

    def __init__(
        self,
        browser: Any,
        path: Path,
        *,
        viewport: tuple[int, int] = (1400, 850),
        scale: float = 1.0,
    ) -> None:
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self.context = browser.new_context(
            viewport={"width": viewport[0], "height": viewport[1]}, device_scale_factor=scale
        )
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", self._dialog)
        self.page.goto(Path(path).resolve().as_uri(), wait_until="load")

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith(_NETWORK_SCHEMES):
            self.requests.append(url)
            route.abort()
        else:
            route.continue_()

    def _dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def js(self, expression: str, arg: Any = None) -> Any:
        """Evaluate a JavaScript expression or function in the page."""
        return self.page.evaluate(expression, arg)

    def close(self) -> None:
        """Close the page's browser context."""
        self.context.close()
