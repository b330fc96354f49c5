"""Knowledge: the lessons you can see (your own, and the team's approved ones) with their trail.

Filter by state and visibility; the highlighted lesson shows its attribution, counters,
citation trail and (for your own) its history. Your approved lessons can be flagged for
decay review (f) or archived (a, after a confirmation).
"""

from __future__ import annotations

from typing import Any

from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.entries import (
    ARCHIVE,
    FLAG,
    CitedEpisode,
    EntryView,
    KnowledgeEntry,
    Move,
    refusal,
)
from teambrain.tui.format import count, one_line
from teambrain.tui.messages import ToggleChanged
from teambrain.tui.render import entry_view, muted
from teambrain.tui.screens.base import TeambrainScreen
from teambrain.tui.screens.confirm import ConfirmScreen
from teambrain.tui.widgets.toggle import Toggle
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, HorizontalGroup, VerticalScroll
from textual.content import Content
from textual.widgets import DataTable, Static

ALL = "all"
STATE_CHOICES = (knowledge.APPROVED, *[s for s in knowledge.STATES if s != knowledge.APPROVED], ALL)
VISIBILITY_CHOICES = (ALL, knowledge.PRIVATE, knowledge.TEAM)


class KnowledgeScreen(TeambrainScreen):
    """What teambrain has learned, and from where."""

    MODE = "knowledge"
    BINDINGS = [
        Binding("t", "advance('state')", "State"),
        Binding("v", "advance('visibility')", "Visibility"),
        Binding("f", "flag", "Flag idle"),
        Binding("a", "archive", "Archive"),
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.entries: dict[str, KnowledgeEntry] = {}

    def compose_body(self) -> ComposeResult:
        with HorizontalGroup(id="knowledge-filters"):
            yield Toggle("state", STATE_CHOICES, key="t", id="state")
            yield Toggle("visibility", VISIBILITY_CHOICES, key="v", id="visibility")
        with Container(id="knowledge-body"):
            table: DataTable[str | Content] = DataTable(
                id="entries", classes="pane", cursor_type="row", zebra_stripes=True
            )
            table.border_title = "Lessons"
            table.add_columns("state", "shared", "by", "used", "lesson")
            yield table
            with VerticalScroll(id="entry", classes="pane") as entry:
                entry.border_title = "Attribution and trail"
                yield Static("", id="entry-body")
        yield Static("", id="knowledge-status", classes="status")

    def action_advance(self, toggle_id: str) -> None:
        self.query_one(f"#{toggle_id}", Toggle).advance()

    @on(ToggleChanged)
    def filter_changed(self) -> None:
        self.reload()

    def reload(self) -> None:
        service = self.ctx.service
        state = self.query_one("#state", Toggle).value
        visibility = self.query_one("#visibility", Toggle).value
        states = () if state == ALL else (state,)

        def read() -> list[KnowledgeEntry]:
            found = service.list_entries(states=states)
            return [e for e in found if visibility in (ALL, e.visibility)]

        self.background(read, self.show_entries)

    def show_entries(self, entries: list[KnowledgeEntry]) -> None:
        table: DataTable[str | Content] = self.query_one("#entries", DataTable)
        keep = self.highlighted_id
        self.entries = {e.id: e for e in entries}
        table.clear()
        for e in reversed(entries):
            state = e.state + (" ⚑" if e.flagged else "")
            by = "you" if e.owner == self.ctx.owner else e.owner
            used = f"{e.retrieved_count}r {e.injected_count}i"
            table.add_row(state, e.visibility, by, used, one_line(e.text, 60), key=e.id)
        ids = [e.id for e in reversed(entries)]
        if ids:
            table.move_cursor(row=ids.index(keep) if keep in ids else 0)
        else:
            self.query_one("#entry-body", Static).update(muted("No lessons match the filters."))
        self.query_one("#knowledge-status", Static).update(
            Content(f"{count(len(entries), 'lesson')}, newest first. r/i: retrieved/injected.")
        )

    @property
    def highlighted_id(self) -> str | None:
        table: DataTable[str | Content] = self.query_one("#entries", DataTable)
        if not table.row_count:
            return None
        row_key, _ = table.coordinate_to_cell_key(table.cursor_coordinate)
        return row_key.value

    @on(DataTable.RowHighlighted, "#entries")
    def highlighted(self, event: DataTable.RowHighlighted) -> None:
        entry = self.entries.get(event.row_key.value or "")
        if entry is None:
            return
        service = self.ctx.service
        self.background(lambda: service.show_entry(entry.id), self.show_entry, group="entry")

    def show_entry(self, view: EntryView) -> None:
        cited = view.cited or [CitedEpisode(id=c, found=False) for c in view.entry.citations]
        self.query_one("#entry-body", Static).update(entry_view(view.entry, self.ctx.owner, cited))

    def _movable(self, action: Move) -> KnowledgeEntry | None:
        """The highlighted lesson, if the move is yours to make on it now; otherwise say why
        at once, rather than after a confirmation."""
        entry = self.entries.get(self.highlighted_id or "")
        if entry is None:
            self.notify("No lesson highlighted.", severity="warning")
            return None
        if (why := refusal(entry, action, self.ctx.owner)) is not None:
            self.notify(why[0].upper() + why[1:] + ".", severity="warning")
            return None
        return entry

    def action_flag(self) -> None:
        if (entry := self._movable(FLAG)) is None:
            return
        service = self.ctx.service
        self.background(
            lambda: service.flag(entry.id, reason="flagged by its owner as idle"),
            lambda _: self.done("Flagged for decay review (see Decay)"),
            group="decide",
            exclusive=False,
        )

    def action_archive(self) -> None:
        if (entry := self._movable(ARCHIVE)) is None:
            return
        question = (
            f"Archive '{one_line(entry.text, 120)}'? It leaves search and injection for good "
            "(an archived lesson is never restored)."
        )
        self.app.push_screen(
            ConfirmScreen("Archive a lesson", question, yes="Archive"),
            lambda yes: self.archive(entry.id) if yes else None,
        )

    def archive(self, entry_id: str) -> None:
        service = self.ctx.service
        self.background(
            lambda: service.archive(entry_id),
            lambda _: self.done("Archived"),
            group="decide",
            exclusive=False,
        )

    def done(self, what: str) -> None:
        self.notify(what + ".", title="Knowledge")
        self.reload()
