"""A real headless Chromium for the tests, driven through Playwright.

The browser is Debian's `chromium` package (`make test` installs it, as root with apt-get);
Playwright, from the test extra, drives it and never downloads a browser of its own. Started
with the background services that would call home turned off, so every request the page
makes is one the test sees.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser

FLAGS = (
    "--no-sandbox",  # the tests run as root, where Chromium's sandbox will not start
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
)


def chromium_binary() -> str | None:
    """Debian's chromium on PATH, or None."""
    return shutil.which("chromium") or shutil.which("chromium-browser")


@contextmanager
def headless_chromium() -> Iterator[Browser]:
    """A headless Chromium for one test; skipped, saying why, when there is none."""
    binary = chromium_binary()
    if binary is None:
        pytest.skip("no chromium: make test installs it (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=binary, args=list(FLAGS), timeout=60_000)
        try:
            yield browser
        finally:
            browser.close()
