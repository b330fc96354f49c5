"""A cycling toggle: a labelled choice that moves to its next value on a click or a key."""

from __future__ import annotations

from collections.abc import Sequence

from teambrain.tui.messages import ToggleChanged
from textual import on
from textual.content import Content
from textual.events import Click
from textual.reactive import reactive
from textual.widgets import Static


class Toggle(Static):
    """Shows `label: value [key]`; `advance()` moves on and posts ToggleChanged."""

    value: reactive[str] = reactive("", init=False)

    def __init__(
        self, label: str, choices: Sequence[str], *, key: str, id: str, value: str | None = None
    ) -> None:
        super().__init__(id=id)
        self.label = label
        self.choices = tuple(choices)
        self.key = key
        self.set_reactive(Toggle.value, value if value is not None else self.choices[0])

    def render(self) -> Content:
        return Content(f"{self.label}: {self.value} ({self.key})")

    def advance(self) -> None:
        i = self.choices.index(self.value)
        self.value = self.choices[(i + 1) % len(self.choices)]

    def watch_value(self, value: str) -> None:
        self.post_message(ToggleChanged(self, value))

    @on(Click)
    def clicked(self) -> None:
        self.advance()
