"""The ceremony: the team's approved lessons still waiting to be shared, grouped by owner.

Mark each of your own lessons share / keep private / archive, then apply the batch (after
a confirmation) in one go through core/governance/ceremony.py: all of it lands or none of it. Other
members' lessons are shown read-only (only their owner decides them); lessons that sat on
an earlier ceremony's agenda say since when.
"""

from __future__ import annotations

from typing import Any

from teambrain.core.governance import ceremony
from teambrain.core.governance.ceremony import (
    Agenda,
    AgendaItem,
    BatchOutcome,
    DecisionWord,
    OwnerAgenda,
)
from teambrain.tui.format import count, day, one_line, when
from teambrain.tui.render import citation_view, lines, muted, plain, title
from teambrain.tui.screens.base import TeambrainScreen
from teambrain.tui.screens.confirm import ConfirmScreen
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, VerticalScroll
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

MARKS: dict[DecisionWord, str] = {
    ceremony.SHARE: "share",
    ceremony.PRIVATE: "keep private",
    ceremony.ARCHIVE: "archive",
}
SITTING_REFRESH = 1.0
"""Seconds between reads of the agenda while the screen shows."""
DONE = {ceremony.SHARE: "shared", ceremony.PRIVATE: "kept private", ceremony.ARCHIVE: "archived"}


class CeremonyScreen(TeambrainScreen):
    """Hold the share ceremony for your lessons."""

    MODE = "ceremony"
    BINDINGS = [
        Binding("s", f"mark('{ceremony.SHARE}')", "Share"),
        Binding("p", f"mark('{ceremony.PRIVATE}')", "Private"),
        Binding("a", f"mark('{ceremony.ARCHIVE}')", "Archive"),
        Binding("u", "unmark", "Unmark"),
        Binding("c", "apply", "Apply"),
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.items: dict[str, AgendaItem] = {}
        self.marks: dict[str, DecisionWord] = {}
        self._shown: list[OwnerAgenda] | None = None
        self._refused = False
        self._said = ""
        """What the last mark did, kept on the status line across the agenda's refreshes."""

    def compose_body(self) -> ComposeResult:
        with Container(id="ceremony-body"):
            agenda = OptionList(id="agenda", classes="pane")
            agenda.border_title = "Agenda"
            yield agenda
            with VerticalScroll(id="item", classes="pane") as item:
                item.border_title = "Lesson"
                yield Static("", id="item-body")
        yield Static("", id="ceremony-status", classes="status")

    def live_every(self) -> float:
        """A sitting is shared: a teammate's decision shows here within about a second."""
        return min(SITTING_REFRESH, self.ctx.refresh_every)

    def reload(self) -> None:
        self.background(self.ctx.service.agenda, self.show_agenda)

    def show_agenda(self, agenda: Agenda) -> None:
        on_agenda = {i.entry_id for group in agenda.owners for i in group.items}
        if self._refused:
            # the batch was refused: marks of lessons decided elsewhere meanwhile go now
            self._refused = False
            self.marks = {k: v for k, v in self.marks.items() if k in on_agenda}
        if self._shown is not None and agenda.owners == self._shown:
            self.show_status()
            return  # nothing changed since the last read: keep the cursor where it is
        self._shown = agenda.owners
        listing = self.query_one("#agenda", OptionList)
        keep = self.highlighted_id
        self.items = {i.entry_id: i for group in agenda.owners for i in group.items}
        # A mark on a lesson that left the agenda (decided elsewhere meanwhile) stays: applying
        # then refuses the whole batch and says why, instead of applying the rest silently.
        listing.clear_options()
        for group in agenda.owners:
            mine = group.owner == self.ctx.owner
            heading = f"{group.owner}{' (you)' if mine else ' (read-only)'}"
            listing.add_option(
                Option(title(f"{heading} · {count(len(group.items), 'lesson')}"), disabled=True)
            )
            listing.add_options(Option(self.prompt(item), id=item.entry_id) for item in group.items)
        ids = [o.id for o in listing.options if o.id]
        if keep in ids:
            listing.highlighted = listing.get_option_index(keep)
        elif ids:
            listing.highlighted = listing.get_option_index(ids[0])
        else:
            self.show_item(None)
        self.show_status()

    def prompt(self, item: AgendaItem) -> Content:
        mark = self.marks.get(item.entry_id)
        if item.owner != self.ctx.owner:
            head = muted("  ·  ")
        elif mark:
            head = Content.from_markup("[b $accent]$m[/] ", m=f"[{MARKS[mark]}]")
        else:
            head = Content("[ ] ")
        carried = muted("↻ ") if item.carried_over_since else Content("")
        text = one_line(item.text, 70)
        return head + carried + (Content(text) if item.owner == self.ctx.owner else muted(text))

    def show_status(self) -> None:
        """The agenda's counts, after what the last mark did, if anything."""
        said = self._said
        mine = sum(1 for i in self.items.values() if i.owner == self.ctx.owner)
        status = self.query_one("#ceremony-status", Static)
        if not self.items:
            status.update("The agenda is empty: nothing approved waits to be shared.")
            return
        gone = sum(1 for k in self.marks if k not in self.items)
        left = f" ({gone} no longer on the agenda)" if gone else ""
        status.update(
            Content(
                f"{said}{count(len(self.items), 'lesson')} on the agenda, {mine} yours; "
                f"{len(self.marks)} marked{left}. ↻ carried over."
            )
        )

    @property
    def highlighted_id(self) -> str | None:
        listing = self.query_one("#agenda", OptionList)
        option = listing.highlighted_option
        return option.id if option is not None else None

    @on(OptionList.OptionHighlighted, "#agenda")
    def highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show_item(self.items.get(event.option.id or ""))

    def show_item(self, item: AgendaItem | None) -> None:
        body = self.query_one("#item-body", Static)
        if item is None:
            body.update(muted("Nothing on the agenda."))
            return
        mine = item.owner == self.ctx.owner
        parts: list[Content | str] = [
            plain(item.text),
            "",
            muted(f"{item.origin} by {item.owner} · approved {when(item.approved_at)} UTC"),
        ]
        if item.carried_over_since:
            parts.append(
                muted(f"carried over since the ceremony of {day(item.carried_over_since)}")
            )
        if item.flagged:
            parts.append(muted("flagged as idle by decay"))
        if not mine:
            parts.append(muted(f"read-only: only {item.owner} decides it"))
        elif item.entry_id in self.marks:
            parts.append(Content(f"marked: {MARKS[self.marks[item.entry_id]]}"))
        parts += ["", title(f"Citations ({len(item.citations)})")]
        if not item.citations:
            parts.append(muted("none (a deliberate save)"))
        parts.extend(citation_view(c, "" if mine else item.owner) for c in item.citations)
        body.update(lines(*parts))

    # -- marking --------------------------------------------------------------------------

    def _own_highlighted(self) -> AgendaItem | None:
        item = self.items.get(self.highlighted_id or "")
        if item is None:
            return None
        if item.owner != self.ctx.owner:
            self.notify(
                f"Only {item.owner} decides {item.owner}'s lessons: shown read-only.",
                severity="warning",
            )
            return None
        return item

    def _remark(self, item: AgendaItem) -> None:
        listing = self.query_one("#agenda", OptionList)
        listing.replace_option_prompt(item.entry_id, self.prompt(item))
        self.show_item(item)
        self.show_status()

    def action_mark(self, decision: DecisionWord) -> None:
        if (item := self._own_highlighted()) is None:
            return
        if self.marks.get(item.entry_id) == decision:
            del self.marks[item.entry_id]
        else:
            self.marks[item.entry_id] = decision
        # The cursor stays on the lesson just marked: a mark that moved it on (and wrapped
        # round) made "s, Down, p" mark the wrong lesson. The status says what was marked.
        self._remark(item)
        self._say_marked(item)

    def action_unmark(self) -> None:
        if (item := self._own_highlighted()) is None:
            return
        self.marks.pop(item.entry_id, None)
        self._remark(item)
        self._say_marked(item)

    def _say_marked(self, item: AgendaItem) -> None:
        mark = self.marks.get(item.entry_id)
        what = f"marked {MARKS[mark]}" if mark else "unmarked"
        self._said = f"“{one_line(item.text, 50)}” {what}. "
        self.show_status()

    # -- applying -------------------------------------------------------------------------

    def action_apply(self) -> None:
        if not self.marks:
            self.notify("Mark some of your lessons first (s, p or a).", severity="warning")
            return
        tally = {d: sum(1 for m in self.marks.values() if m == d) for d in MARKS}
        said = ", ".join(f"{MARKS[d]} {n}" for d, n in tally.items() if n)
        question = (
            f"Apply {count(len(self.marks), 'decision')}: {said}? Shared lessons become "
            "visible to the whole team, attributed to you; archived ones leave the knowledge "
            "base for good."
        )
        batch = list(self.marks.items())
        self.app.push_screen(
            ConfirmScreen("Apply the ceremony batch", question),
            lambda yes: self.apply(batch) if yes else None,
        )

    def apply(self, batch: list[tuple[str, DecisionWord]]) -> None:
        service = self.ctx.service
        self.background(
            lambda: service.decide(batch),
            self.applied,
            group="decide",
            exclusive=False,
            failed=lambda _: self._refused_batch(),
        )

    def _refused_batch(self) -> None:
        self._refused = True
        self.reload()

    def applied(self, outcome: BatchOutcome) -> None:
        said = ", ".join(f"{DONE[d]} {n}" for d, n in outcome.counts.items() if n)
        self.notify(f"Ceremony of {outcome.ceremony_id}: {said}.", title="Ceremony")
        self.marks.clear()
        self._said = ""
        self.reload()
