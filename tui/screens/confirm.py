"""A yes/no question before a change that matters (a ceremony batch, an archive)."""

from __future__ import annotations

from teambrain.tui.screens.dialog import DialogScreen
from textual.binding import Binding
from textual.content import Content


class ConfirmScreen(DialogScreen[bool]):
    """Dismisses with True to go ahead, None to leave things as they are (y / n keys too)."""

    BINDINGS = [Binding("y", "yes", "Yes"), Binding("n,escape", "cancel", "No")]

    def __init__(self, title: str, question: Content | str, *, yes: str = "Apply") -> None:
        super().__init__(title, question, go=f"{yes} (y)")

    def on_mount(self) -> None:
        self.query_one("#go").focus()

    def answer(self) -> bool:
        return True

    def action_yes(self) -> None:
        self.dismiss(True)
