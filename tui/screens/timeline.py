"""The executions timeline: your sessions, newest first, and the walk of one session.

The walk is the session in order: each turn (what you said, what the assistant said) and
under it the tool calls it asked for, with input, result, timing and errors. Enter opens a
turn or a step in full; `e` exports the session as an audit record (JSON or Markdown).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from teambrain.core.episodes.model import Usage
from teambrain.core.errors import TeambrainError
from teambrain.core.present import cached_share, in_out, in_out_short
from teambrain.core.timeline.sessions import (
    SessionSummary,
    Timeline,
    TimelineExchange,
    TimelineStep,
)
from teambrain.tui.format import clock_time, count, duration_ms, one_line, short_when
from teambrain.tui.messages import OpenRecord
from teambrain.tui.screens.base import TeambrainScreen
from teambrain.tui.screens.export import ExportChoice, ExportScreen
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container
from textual.content import Content
from textual.widgets import DataTable, OptionList, Static
from textual.widgets.option_list import Option

SESSION_LIMIT = 200


def tokens_said(usage: Usage) -> str:
    """A session's tokens and the share of its prompt read from the cache, or nothing."""
    if usage.input_tokens is None and usage.output_tokens is None:
        return ""
    share = cached_share(usage)
    return f" · {in_out(usage)} tokens" + (f", {share:.0%} cached" if share else "")


def span(s: SessionSummary) -> str:
    return duration_ms(int((s.ended_at - s.started_at).total_seconds() * 1000))


def turn_prompt(ex: TimelineExchange) -> Content:
    status = one_line(ex.status + (f" ({ex.stop_reason})" if ex.stop_reason else ""))
    pad = "  " * ex.depth  # a subagent's turns sit under the step that spawned it
    if ex.agent:
        spawned = f" · from step {ex.spawned_by}" if ex.spawned_by is not None else ""
        who = Content.from_markup(
            " [$text-muted]agent $agent$spawned[/]", agent=one_line(ex.agent, 24), spawned=spawned
        )
        asked = f"{pad}asked: {one_line(ex.prompt, 200) or '-'}"
    else:
        who = Content("")
        asked = f"you: {'(tool results)' if ex.continuation else one_line(ex.user, 200)}"
    return Content("\n").join(
        [
            Content(pad)
            + Content.from_markup(
                "[b]Turn $n[/] [$text-muted]$at · $status · $took[/]",
                n=str(ex.n),
                at=clock_time(ex.started_at),
                status=status,
                took=duration_ms(ex.duration_ms),
            )
            + who,
            Content(asked),
            Content(f"{pad}said: {one_line(ex.assistant, 200) or '(no text)'}"),
        ]
    )


def step_prompt(step: TimelineStep) -> Content:
    if step.result is None:
        outcome = Content.from_markup("[$warning]no result yet[/]")
    elif step.is_error:
        outcome = Content.from_markup("[$error]error[/] after $t", t=duration_ms(step.wait_ms))
    else:
        outcome = Content.from_markup("[$success]ok[/] after $t", t=duration_ms(step.wait_ms))
    head = Content.from_markup(
        "  [b]▸ Step $n · $tool[/] · ", n=str(step.n), tool=one_line(step.tool, 60)
    )
    return Content("\n").join(
        [
            head + outcome,
            Content(f"    in:  {one_line(step.input, 200)}"),
            Content(f"    out: {one_line(step.result or '', 200) or '-'}"),
        ]
    )


class TimelineScreen(TeambrainScreen):
    """Walk a session's tool calls, step by step."""

    MODE = "timeline"
    BINDINGS = [Binding("e", "export", "Export")]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.session_id: str | None = None

    def compose_body(self) -> ComposeResult:
        with Container(id="timeline-body"):
            sessions: DataTable[str] = DataTable(
                id="sessions", classes="pane", cursor_type="row", zebra_stripes=True
            )
            sessions.border_title = "Sessions (newest first)"
            sessions.add_columns("active", "session", "client", "span", "steps", "errors", "tokens")
            yield sessions
            walk = OptionList(id="walk", classes="pane")
            walk.border_title = "Steps"
            yield walk
        yield Static("", id="timeline-status", classes="status")

    def reload(self) -> None:
        service = self.ctx.service
        self.background(lambda: service.list_sessions(limit=SESSION_LIMIT), self.show_sessions)

    def show_sessions(self, sessions: list[SessionSummary]) -> None:
        table: DataTable[str | Content] = self.query_one("#sessions", DataTable)
        keep = self.session_id
        table.clear()
        for s in sessions:
            errors = Content.from_markup("[$error]$n[/]", n=str(s.errors)) if s.errors else "0"
            table.add_row(
                short_when(s.ended_at),
                one_line(s.session_id, 20),
                one_line(s.client or "-", 14),
                span(s),
                str(s.steps),
                errors,
                in_out_short(s.usage),
                key=s.session_id,
            )
        status = self.query_one("#timeline-status", Static)
        if not sessions:
            status.update("No sessions of yours captured yet.")
            self.query_one("#walk", OptionList).clear_options()
            return
        status.update(Content(f"{len(sessions)} sessions. Enter on a step opens it; e exports."))
        ids = [s.session_id for s in sessions]
        table.move_cursor(row=ids.index(keep) if keep in ids else 0)

    @on(DataTable.RowHighlighted, "#sessions")
    def session_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key.value is None:
            return
        self.session_id = event.row_key.value
        service, session_id = self.ctx.service, self.session_id
        self.background(lambda: service.show_session(session_id), self.show_walk, group="walk")

    @on(DataTable.RowSelected, "#sessions")
    def session_selected(self) -> None:
        self.query_one("#walk", OptionList).focus()

    def show_walk(self, t: Timeline) -> None:
        walk = self.query_one("#walk", OptionList)
        walk.clear_options()
        steps = {step.n: step for step in t.steps}
        options: list[Option] = []
        for ex in t.exchanges:
            options.append(Option(turn_prompt(ex), id=f"exchange:{ex.id}"))
            options.extend(
                Option(step_prompt(steps[n]), id=f"execution:{steps[n].event_id}") for n in ex.steps
            )
        walk.add_options(options)
        if options:
            walk.highlighted = 0
        s = t.session
        walk.border_title = f"Steps of {one_line(s.session_id, 30)}"
        walk.border_subtitle = (
            f"{count(s.exchanges, 'turn')} · {count(s.steps, 'step')} · "
            f"{count(s.errors, 'error')} · {s.unanswered} unanswered" + tokens_said(s.usage)
        )

    @on(OptionList.OptionSelected, "#walk")
    def open_item(self, event: OptionList.OptionSelected) -> None:
        self.post_message(OpenRecord.chosen(event.option.id))

    def action_export(self) -> None:
        if self.session_id is None:
            self.notify("No session to export.", severity="warning")
            return
        session_id = self.session_id
        self.app.push_screen(
            ExportScreen(session_id), lambda choice: self.export(session_id, choice)
        )

    def export(self, session_id: str, choice: ExportChoice | None) -> None:
        if choice is None:
            return
        service = self.ctx.service

        def write() -> Path:
            export = service.export_session(session_id, format=choice.format)
            return write_new_file(choice.path, export.text)

        self.background(
            write,
            lambda path: self.notify(f"Exported to {path}", title="Timeline"),
            group="export",
            exclusive=False,
        )


def write_new_file(path: Path, text: str) -> Path:
    """Write an export to a new file readable only by you; an existing file is never replaced."""
    path = path.expanduser()
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        raise TeambrainError(f"{path} exists already: choose another name") from None
    except OSError as e:
        raise TeambrainError(f"cannot write {path}: {e.strerror}") from None
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    return path
