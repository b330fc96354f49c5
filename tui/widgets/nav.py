"""The navigation bar: every screen with the key that opens it, the current one lit; clickable."""

from __future__ import annotations

from teambrain.tui.format import one_line
from teambrain.tui.messages import Navigate
from textual import on
from textual.app import ComposeResult
from textual.containers import HorizontalGroup
from textual.content import Content
from textual.events import Click
from textual.widgets import Label

PAGES: tuple[tuple[str, str], ...] = (
    ("home", "Home"),
    ("recall", "Recall"),
    ("timeline", "Timeline"),
    ("review", "Review"),
    ("ceremony", "Ceremony"),
    ("decay", "Decay"),
    ("knowledge", "Knowledge"),
)
"""(mode, title): the screen opened by key N is PAGES[N - 1]."""


class NavItem(Label):
    """One screen's entry: its key and title; a click asks for it."""

    def __init__(self, key: str, mode: str, title: str, *, active: bool) -> None:
        super().__init__(f"{key} {title}", classes="-active" if active else "")
        self.mode = mode

    @on(Click)
    def choose(self) -> None:
        self.post_message(Navigate(self.mode))


class NavBar(HorizontalGroup):
    """The top line of every screen."""

    def __init__(self, current: str, owner: str) -> None:
        super().__init__()
        self.current = current
        self.owner = owner

    def compose(self) -> ComposeResult:
        for n, (mode, title) in enumerate(PAGES, 1):
            yield NavItem(str(n), mode, title, active=mode == self.current)
        yield Label(Content(f"as {one_line(self.owner)}"), id="nav-owner")  # a server says it
