"""The dashboard's own messages: small dataclasses posted by widgets and handled up the DOM."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message
from textual.widget import Widget


@dataclass
class Navigate(Message):
    """A screen was chosen in the navigation bar (the app switches to its mode)."""

    mode: str


@dataclass
class OpenRecord(Message):
    """Show one of the acting owner's records in full: an exchange or a tool call."""

    kind: str
    """`exchange` or `execution` (the kinds recall returns)."""
    record_id: str


@dataclass
class ToggleChanged(Message):
    """A cycling toggle moved to another value."""

    toggle: Widget
    value: str

    @property
    def control(self) -> Widget:
        """The toggle, so handlers can match it with a selector (`@on(ToggleChanged, "#id")`)."""
        return self.toggle
