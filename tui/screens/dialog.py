"""The frame every question of the dashboard shares: a titled box, what is asked, its fields,
and a go-ahead and a cancel button. Enter in a field or the go-ahead button answers;
escape or cancel dismisses with None."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalGroup, VerticalGroup
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label

if TYPE_CHECKING:
    from textual.widgets.button import ButtonVariant


class DialogScreen[T](ModalScreen[T | None]):
    """Subclasses say what is asked (`compose_fields`) and what the answer is (`answer`)."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]
    GO_VARIANT: ClassVar[ButtonVariant] = "primary"

    def __init__(self, title: str, question: Content | str, *, go: str) -> None:
        super().__init__()
        self.title_text = title
        self.question = Content(question) if isinstance(question, str) else question
        self.go = go

    def compose(self) -> ComposeResult:
        with VerticalGroup(classes="dialog") as dialog:
            dialog.border_title = self.title_text
            yield Label(self.question)
            yield from self.compose_fields()
            with HorizontalGroup(classes="buttons"):
                yield Button(self.go, variant=self.GO_VARIANT, id="go")
                yield Button("Cancel", id="cancel")

    def compose_fields(self) -> ComposeResult:
        yield from ()

    def answer(self) -> T | None:
        """The value to dismiss with; None keeps the dialog open (say why first)."""
        raise NotImplementedError

    @on(Input.Submitted)
    @on(Button.Pressed, "#go")
    def go_ahead(self) -> None:
        value = self.answer()
        if value is not None:
            self.dismiss(value)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
