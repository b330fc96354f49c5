"""The dashboard's own messages: small dataclasses posted by widgets and handled up the DOM."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from textual.message import Message
from textual.widget import Widget


@dataclass
class Navigate(Message):
    """A screen was chosen in the navigation bar (the app switches to its mode)."""

    mode: str


RecordKind = Literal["exchange", "execution"]
"""The records a screen opens in full (the kinds recall returns)."""
RECORD_KINDS: dict[str, RecordKind] = {"exchange": "exchange", "execution": "execution"}


@dataclass
class OpenRecord(Message):
    """Show one of the acting owner's records in full: an exchange or a tool call."""

    kind: RecordKind
    record_id: str

    @classmethod
    def chosen(cls, option_id: str | None) -> OpenRecord:
        """The record a list option names by its id, `<kind>:<record id>`."""
        kind, _, record_id = (option_id or "").partition(":")
        if kind not in RECORD_KINDS:
            raise ValueError(f"an option names no record kind: {option_id!r}")
        return cls(RECORD_KINDS[kind], record_id)


@dataclass
class ToggleChanged(Message):
    """A cycling toggle moved to another value."""

    toggle: Widget
    value: str

    @property
    def control(self) -> Widget:
        """The toggle, so handlers can match it with a selector (`@on(ToggleChanged, "#id")`)."""
        return self.toggle
