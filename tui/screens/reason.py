"""Why a lesson is rejected: a short reason kept (sanitized) in the entry's history."""

from __future__ import annotations

from teambrain.tui.screens.dialog import DialogScreen
from textual.app import ComposeResult
from textual.widgets import Input


class ReasonScreen(DialogScreen[str]):
    """Dismisses with the reason (possibly empty) to reject, or None to leave it pending."""

    GO_VARIANT = "error"

    def __init__(self, what: str) -> None:
        super().__init__(
            "Reject",
            f"Reject {what}? A tombstone keeps it, and rewordings of it, from being filed again.",
            go="Reject",
        )

    def compose_fields(self) -> ComposeResult:
        yield Input(placeholder="Why (optional; kept in the history, sanitized)", id="reason")

    def answer(self) -> str:
        return self.query_one("#reason", Input).value.strip()
