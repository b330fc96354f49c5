"""The export modal: choose JSON, Markdown or the HTML page, and where to write a session's
audit record."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from teambrain.tui.messages import ToggleChanged
from teambrain.tui.screens.dialog import DialogScreen
from teambrain.tui.widgets.toggle import Toggle
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Input

if TYPE_CHECKING:
    from teambrain.core.service.facade import ExportFormat

SUFFIX: dict[ExportFormat, str] = {"json": ".json", "markdown": ".md", "html": ".html"}


@dataclass(frozen=True)
class ExportChoice:
    format: ExportFormat
    path: Path


def default_name(session_id: str, fmt: ExportFormat) -> str:
    safe = re.sub(r"[^A-Za-z0-9._-]+", "-", session_id).strip("-.")[:60] or "session"
    return f"teambrain-session-{safe}{SUFFIX[fmt]}"


class ExportScreen(DialogScreen[ExportChoice]):
    """Where and how to export one session."""

    BINDINGS = [Binding("ctrl+f", "toggle_format", "Format")]

    def __init__(self, session_id: str) -> None:
        super().__init__(
            "Export session",
            f"An audit record of session {session_id}: not executable, nothing in it is "
            "meant to be run.",
            go="Export",
        )
        self.session_id = session_id

    def compose_fields(self) -> ComposeResult:
        yield Toggle("format", tuple(SUFFIX), key="ctrl+f", id="format", value="json")
        yield Input(default_name(self.session_id, "json"), id="path")

    def action_toggle_format(self) -> None:
        self.query_one("#format", Toggle).advance()

    @on(ToggleChanged, "#format")
    def format_changed(self, event: ToggleChanged) -> None:
        path = self.query_one("#path", Input)
        suffix = next(s for f, s in SUFFIX.items() if f == event.value)
        path.value = str(Path(path.value).with_suffix(suffix))

    def answer(self) -> ExportChoice | None:
        value = self.query_one("#path", Input).value.strip()
        if not value:
            self.notify("Say where to write the export.", severity="warning")
            return None
        chosen = self.query_one("#format", Toggle).value
        fmt = next(f for f in SUFFIX if f == chosen)
        return ExportChoice(format=fmt, path=Path(value))
