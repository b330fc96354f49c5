"""Decay: lessons the weekly pass flagged as idle, and the ones you quarantined.

Each open flag says why it looks idle. Keep it (the flag clears, its idle clock restarts)
or quarantine it (out of search and injection). Quarantine is reversible: restore brings a
lesson back. Every move is core's (core/governance/decay.py, core/knowledge/entries.py) and only yours.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from teambrain.core.governance.decay import DecayReview
from teambrain.core.knowledge.entries import KnowledgeEntry, Move
from teambrain.tui.format import count, day, one_line
from teambrain.tui.render import lines, muted
from teambrain.tui.screens.base import TeambrainScreen
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option


def flag_prompt(entry: KnowledgeEntry) -> Content:
    why = entry.flag_reason or f"flagged {day(entry.flagged_at)}"
    return lines(Content(one_line(entry.text, 150)), muted(f"  why: {why}"))


def quarantined_prompt(entry: KnowledgeEntry) -> Content:
    last = entry.history[-1].at if entry.history else None
    vis = entry.visibility
    return lines(Content(one_line(entry.text, 150)), muted(f"  quarantined {day(last)} · {vis}"))


class DecayScreen(TeambrainScreen):
    """Confirm or dismiss the week's decay flags."""

    MODE = "decay"
    BINDINGS = [
        Binding("k", "keep", "Keep"),
        Binding("x", "quarantine", "Quarantine"),
        Binding("r", "restore", "Restore"),
    ]

    def compose_body(self) -> ComposeResult:
        with Container(id="decay-body"):
            flags = OptionList(id="flags", classes="pane")
            flags.border_title = "Open flags (k keep · x quarantine)"
            yield flags
            held = OptionList(id="quarantined", classes="pane")
            held.border_title = "Quarantined (r restore)"
            yield held
        yield Static("", id="decay-status", classes="status")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.entries: dict[str, KnowledgeEntry] = {}

    def reload(self) -> None:
        self.background(self.ctx.service.decay_review, self.show_review)

    def show_review(self, review: DecayReview) -> None:
        self.entries = {e.id: e for e in review.flagged + review.quarantined}
        for selector, entries, prompt, empty in (
            ("#flags", review.flagged, flag_prompt, "No open flags: nothing of yours looks idle."),
            ("#quarantined", review.quarantined, quarantined_prompt, "Nothing quarantined."),
        ):
            listing = self.query_one(selector, OptionList)
            keep = listing.highlighted
            listing.clear_options()
            if not entries:
                listing.add_option(Option(muted(empty), disabled=True))
                continue
            listing.add_options(Option(prompt(e), id=e.id) for e in entries)
            listing.highlighted = min(keep or 0, len(entries) - 1)
        self.query_one("#decay-status", Static).update(
            Content(
                f"{count(len(review.flagged), 'open flag')}, "
                f"{count(len(review.quarantined), 'quarantined lesson')}."
            )
        )

    def _chosen(self, selector: str, what: str) -> str | None:
        option = self.query_one(selector, OptionList).highlighted_option
        if option is None or option.id is None:
            self.notify(f"No {what} to act on.", severity="warning")
            return None
        return option.id

    def _act(self, selector: str, what: str, move: Move, done: str) -> None:
        entry_id = self._chosen(selector, what)
        if entry_id is None:
            return
        act: Callable[[str], KnowledgeEntry] = getattr(self.ctx.service, move)
        text = one_line(self.entries[entry_id].text, 50)

        def finished(_: KnowledgeEntry) -> None:
            self.notify(f"{done}: {text}", title="Decay")
            self.reload()

        self.background(
            lambda: act(entry_id),
            finished,
            group="decide",
            exclusive=False,
            failed=lambda _: self.reload(),
        )

    def action_keep(self) -> None:
        self._act("#flags", "flag", "keep", "Kept, idle clock restarted")

    def action_quarantine(self) -> None:
        self._act("#flags", "flag", "quarantine", "Quarantined (r restores it)")

    def action_restore(self) -> None:
        self._act("#quarantined", "quarantined lesson", "restore", "Restored")

    @on(OptionList.OptionSelected, "#flags")
    def selected_flag(self) -> None:
        self.notify("k keeps it, x quarantines it.", timeout=3)
