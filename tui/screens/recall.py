"""Recall: search your own episodes and tool calls as you type; Enter shows one in full.

Searching is debounced and runs in a worker, so typing never waits for the store; a newer
query supersedes an older one. When nothing is relevant the screen says so in recall's own
plain sentence and shows nothing else (recall never pads with weak matches).
"""

from __future__ import annotations

from typing import Any

from teambrain.core.recall.options import RecallOptions, kind_of, parse_window
from teambrain.core.recall.search import (
    DEFAULT_WINDOW,
    KINDS,
    Hit,
    RecallResult,
    highlights,
    kind_label,
)
from teambrain.tui.format import one_line, when
from teambrain.tui.messages import OpenRecord, ToggleChanged
from teambrain.tui.render import plain
from teambrain.tui.screens.base import TeambrainScreen
from teambrain.tui.widgets.toggle import Toggle
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalGroup
from textual.content import Content
from textual.timer import Timer
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

DEBOUNCE_SECONDS = 0.25
WINDOWS = ("1d", "7d", "30d", "90d", "all")
LIMIT = 50


def hit_prompt(hit: Hit, query: str) -> Content:
    """A result: what and when on the first line, the matching passage (lit) on the second."""
    head = Content.from_markup(
        "[b]$kind[/]$status [$text-muted]$at · session $session[/]",
        kind=kind_label(hit.kind),
        status="" if hit.status in ("", "complete") else f" ({hit.status})",
        at=when(hit.at),
        session=one_line(hit.session_id),
    )
    shown = one_line(hit.snippet)
    body = Content(shown)
    for start, end in highlights(shown, query):
        body = body.stylize("bold $accent", start, end)
    return Content("\n").join([head, body])


class RecallScreen(TeambrainScreen):
    """Find a past exchange or tool call of yours."""

    MODE = "recall"
    BINDINGS = [
        Binding("ctrl+t", "advance('kind')", "Kind"),
        Binding("ctrl+o", "advance('window')", "Window"),
        Binding("slash", "search_box", "Search"),
        Binding("escape", "leave_search_box", "Leave search box"),
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._debounce: Timer | None = None

    def compose_body(self) -> ComposeResult:
        yield Input(placeholder="Search your episodes and tool calls…", id="query")
        with HorizontalGroup(id="recall-options"):
            yield Toggle("kind", KINDS, key="ctrl+t", id="kind", value="both")
            yield Toggle("window", WINDOWS, key="ctrl+o", id="window", value=DEFAULT_WINDOW)
        yield Static("Type to search. Enter opens a result in full.", id="recall-status")
        yield OptionList(id="results", classes="pane")

    def on_mount(self) -> None:
        self.query_one("#results", OptionList).border_title = "Results"
        self.query_one("#query", Input).focus()

    @property
    def query_text(self) -> str:
        return self.query_one("#query", Input).value.strip()

    def action_advance(self, toggle_id: str) -> None:
        self.query_one(f"#{toggle_id}", Toggle).advance()

    def action_search_box(self) -> None:
        self.query_one("#query", Input).focus()

    def action_leave_search_box(self) -> None:
        """Out of the search box, so that the number keys switch screens again."""
        self.query_one("#results", OptionList).focus()

    @on(Input.Changed, "#query")
    def typed(self) -> None:
        if self._debounce is not None:
            self._debounce.stop()
        self._debounce = self.set_timer(DEBOUNCE_SECONDS, self.search)

    @on(Input.Submitted, "#query")
    def submitted(self) -> None:
        if self._debounce is not None:
            self._debounce.stop()
        self.search()
        self.query_one("#results", OptionList).focus()

    @on(ToggleChanged)
    def option_changed(self) -> None:
        self.search()

    def search(self) -> None:
        query = self.query_text
        status = self.query_one("#recall-status", Static)
        if not query:
            self.workers.cancel_group(self, "recall")
            self.query_one("#results", OptionList).clear_options()
            status.update("Type to search. Enter opens a result in full.")
            return
        service = self.ctx.service
        kind = self.query_one("#kind", Toggle).value
        window = self.query_one("#window", Toggle).value
        status.update(Content(f"Searching for '{query}'…"))

        def find() -> RecallResult:
            asked = RecallOptions(
                query=query, kind=kind_of(kind), window=parse_window(window), limit=LIMIT
            )
            return service.recall(asked)

        self.background(find, self.show, group="recall")

    def show(self, result: RecallResult) -> None:
        results = self.query_one("#results", OptionList)
        results.clear_options()
        results.add_options(
            Option(hit_prompt(hit, result.query), id=f"{hit.kind}:{hit.id}") for hit in result.hits
        )
        if result.hits:
            results.highlighted = 0
        self.query_one("#recall-status", Static).update(plain(result.message))

    @on(OptionList.OptionSelected, "#results")
    def open_hit(self, event: OptionList.OptionSelected) -> None:
        self.post_message(OpenRecord.chosen(event.option.id))
