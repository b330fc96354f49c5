"""The full view of one of the acting owner's records: an exchange or a tool call.

Everything shown is what the store holds: sanitized, bounded digests, never a raw payload.
An exchange is shown with the tool calls it asked for, as the session's timeline pairs them.
"""

from __future__ import annotations

from teambrain.core import episodes, timeline
from teambrain.tui.context import Context
from teambrain.tui.render import event_view, exchange_view
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

    def __init__(self, ctx: Context, kind: str, record_id: str) -> None:
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
        store, owner, record_id = self.ctx.store, self.ctx.owner, self.record_id
        if self.kind == EXCHANGE:

            def read() -> Content:
                ep = episodes.get_episode(store, owner, record_id)
                session = timeline.timeline(store, owner, ep.session_id)
                turn = next(x for x in session.exchanges if x.id == ep.id)
                return exchange_view(ep, (session.steps[n - 1] for n in turn.steps))

        else:

            def read() -> Content:
                return event_view(episodes.get_event(store, owner, record_id))

        self.background(
            read, self.query_one("#record-body", Static).update, failed=lambda _: self.dismiss()
        )
