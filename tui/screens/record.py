"""The full view of one of the acting owner's records: an exchange or a tool call.

Everything shown is what the store holds: sanitized, bounded digests, never a raw payload.
An exchange is shown with the tool calls it asked for; a tool call is shown within its
exchange, marked (the facade's `show_exchange` assembles both the one way).
"""

from __future__ import annotations

from teambrain.tui.context import Context
from teambrain.tui.messages import RecordKind
from teambrain.tui.render import exchange_view
from teambrain.tui.screens.base import CoreCalls
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

EXCHANGE, EXECUTION = "exchange", "execution"


class RecordScreen(CoreCalls, ModalScreen[None]):
    """One exchange or tool call in full; escape closes it."""

    BINDINGS = [Binding("escape", "dismiss", "Close"), Binding("q", "dismiss", "Close", show=False)]

    def __init__(self, ctx: Context, kind: RecordKind, record_id: str) -> None:
        super().__init__()
        self.ctx = ctx
        self.kind = kind
        self.record_id = record_id

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="record", classes="pane") as scroll:
            scroll.border_title = "Exchange" if self.kind == EXCHANGE else "Tool call"
            yield Static("Reading…", id="record-body")
        yield Footer(show_command_palette=False)

    def on_mount(self) -> None:
        service, record_id = self.ctx.service, self.record_id

        def read() -> Content:
            return exchange_view(service.show_exchange(record_id))

        self.background(
            read, self.query_one("#record-body", Static).update, failed=lambda _: self.dismiss()
        )
