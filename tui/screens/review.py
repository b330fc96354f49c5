"""The review queue: your pending lessons, each beside the episodes it cites; approve or reject.

`e` shows the highlighted lesson's evidence: whose words carry it (yours, or a tool's output
or fetched content), how many sessions and days it recurred in, and the line of each cited
exchange that holds it (core/governance/evidence.py).

Select several with space (ctrl+a selects all) to act on them together; with nothing
selected, a key acts on the highlighted lesson. Approving keeps a lesson private until the
ceremony; rejecting asks for an optional reason and leaves a tombstone. Each decision is
core's (core/knowledge/entries.py): a lesson that changed meanwhile is refused, and the refusal
shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from teambrain.core.errors import TeambrainError
from teambrain.core.governance import reflect
from teambrain.core.knowledge.entries import KnowledgeEntry, ReviewItem
from teambrain.core.present import evidence, sources
from teambrain.core.records.governance import ReviewDetail
from teambrain.tui.format import count, one_line, short_when, when
from teambrain.tui.messages import OpenRecord
from teambrain.tui.render import citation_view, lines, muted, plain
from teambrain.tui.screens.base import TeambrainScreen, refused
from teambrain.tui.screens.reason import ReasonScreen
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, VerticalScroll
from textual.content import Content
from textual.widgets import OptionList, SelectionList, Static
from textual.widgets.option_list import Option
from textual.widgets.selection_list import Selection

Outcome = tuple[list[KnowledgeEntry], list[TeambrainError]]


def each(ids: list[str], act: Callable[[str], KnowledgeEntry]) -> Outcome:
    """Act on each lesson in turn; one refusal does not stop the others."""
    done: list[KnowledgeEntry] = []
    failed: list[TeambrainError] = []
    for entry_id in ids:
        try:
            done.append(act(entry_id))
        except TeambrainError as e:
            failed.append(e)
    return done, failed


def reflection_summary(reports: list[reflect.ReflectionReport]) -> Content:
    if not reports:
        return muted("Today's reflection: no pass has run yet (teambrain reflect, or tick).")
    last = reports[-1]
    discarded = {
        "uncited": sum(r.discarded_uncited for r in reports),
        "unsupported": sum(r.discarded_unsupported for r in reports),
        "single-session": sum(r.discarded_single_session for r in reports),
        "duplicate": sum(r.skipped_duplicate for r in reports),
        "over budget": sum(r.over_budget for r in reports),
        "refused as unsafe": sum(r.refused_unsafe for r in reports),
    }
    why = ", ".join(f"{n} {reason}" for reason, n in discarded.items() if n) or "none"
    text = (
        f"Today's reflection ({count(len(reports), 'pass', 'passes')}, {last.reflector}): "
        f"proposed {sum(r.proposed for r in reports)} · filed {sum(r.filed for r in reports)} · "
        f"discarded: {why}"
    )
    notes = [n for n in (last.error, *last.notes) if n]
    return plain(text + (f". {notes[0]}" if notes else ""))


def evidence_view(detail: ReviewDetail) -> Content:
    """A lesson's provenance, recurrence and each citation's evidence line."""
    e = detail.entry
    cited = [c.sources if c.found else None for c in detail.citations]
    rows = [plain(e.text), muted(evidence(detail.sessions, detail.days, cited))]
    for c in detail.citations:
        if not c.found:
            rows.append(muted(f"{c.id}: not found (pruned, or not yours)"))
            continue
        rows.append(muted(f"{c.day} · session {one_line(c.session_id, 16)} · {sources(c.sources)}"))
        rows.append(plain(f"  {one_line(c.line, 160)}"))
    return lines(*rows)


class ReviewScreen(TeambrainScreen):
    """Clear the morning review queue."""

    MODE = "review"
    BINDINGS = [
        Binding("a", "approve", "Approve"),
        Binding("x", "reject", "Reject"),
        Binding("e", "evidence", "Evidence"),
        Binding("space", "toggle_entry", "Select", show=False),
        Binding("ctrl+a", "select_all", "Select all"),
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.items: dict[str, ReviewItem] = {}

    def compose_body(self) -> ComposeResult:
        with Container(id="review-body"):
            queue: SelectionList[str] = SelectionList(id="queue", classes="pane")
            queue.border_title = "Pending"
            yield queue
            with VerticalScroll(id="evidence", classes="pane") as evidence:
                evidence.border_title = "Lesson and its evidence"
                yield Static("", id="lesson")
                yield OptionList(id="citations")
        yield Static("", id="reflection", classes="status")
        yield Static("", id="review-status", classes="status")

    def reload(self) -> None:
        service = self.ctx.service
        self.background(service.review_queue, self.show_queue)
        self.background(service.reflection_today, self.show_reflection, group="reflection")

    def show_reflection(self, reports: list[reflect.ReflectionReport]) -> None:
        """Today's reflection passes: what was filed, what was discarded and why."""
        self.query_one("#reflection", Static).update(reflection_summary(reports))

    def show_queue(self, items: list[ReviewItem]) -> None:
        queue: SelectionList[str] = self.query_one("#queue", SelectionList)
        selected = set(queue.selected)
        highlighted = self.highlighted_id
        self.items = {item.entry.id: item for item in items}
        queue.clear_options()
        queue.add_options(
            Selection(
                Content(f"{short_when(i.entry.created_at)} {one_line(i.entry.text, 60)}"),
                i.entry.id,
                i.entry.id in selected,
            )
            for i in items
        )
        ids = list(self.items)
        if ids:
            queue.highlighted = ids.index(highlighted) if highlighted in ids else 0
        else:
            self.show_item(None)
        status = self.query_one("#review-status", Static)
        status.update(
            Content(
                f"{count(len(items), 'lesson')} waiting. space selects, ctrl+a selects all."
                if items
                else "Nothing waits for your review."
            )
        )

    @property
    def highlighted_id(self) -> str | None:
        queue: SelectionList[str] = self.query_one("#queue", SelectionList)
        if queue.highlighted is None or queue.highlighted >= queue.option_count:
            return None
        return queue.get_option_at_index(queue.highlighted).value

    @on(SelectionList.SelectionHighlighted, "#queue")
    def highlighted(self, event: SelectionList.SelectionHighlighted[str]) -> None:
        self.show_item(self.items.get(event.selection.value))

    def show_item(self, item: ReviewItem | None) -> None:
        lesson = self.query_one("#lesson", Static)
        citations = self.query_one("#citations", OptionList)
        citations.clear_options()
        if item is None:
            lesson.update(muted("No lesson waits for your review."))
            return
        e = item.entry
        lesson.update(
            lines(
                plain(e.text),
                muted(
                    f"{e.origin} · filed {when(e.created_at)} UTC · "
                    f"{count(len(item.citations), 'citation')}"
                ),
            )
        )
        if not item.citations:
            citations.add_option(
                Option(muted("A deliberate save: it cites nothing."), disabled=True)
            )
        citations.add_options(
            Option(citation_view(c), id=f"exchange:{c.id}", disabled=not c.found)
            for c in item.citations
        )

    def action_evidence(self) -> None:
        entry_id = self.highlighted_id
        if entry_id is None:
            self.notify("No lesson to show.", severity="warning")
            return
        service = self.ctx.service
        self.background(lambda: service.review_show(entry_id), self.show_evidence, group="evidence")

    def show_evidence(self, detail: ReviewDetail) -> None:
        if detail.entry.id == self.highlighted_id:
            self.query_one("#lesson", Static).update(evidence_view(detail))

    @on(OptionList.OptionSelected, "#citations")
    def open_citation(self, event: OptionList.OptionSelected) -> None:
        self.post_message(OpenRecord.chosen(event.option.id))

    # -- selecting ------------------------------------------------------------------------

    def action_toggle_entry(self) -> None:
        queue: SelectionList[str] = self.query_one("#queue", SelectionList)
        if (entry_id := self.highlighted_id) is not None:
            queue.toggle(entry_id)

    def action_select_all(self) -> None:
        queue: SelectionList[str] = self.query_one("#queue", SelectionList)
        if len(queue.selected) == queue.option_count:
            queue.deselect_all()
        else:
            queue.select_all()

    def targets(self) -> list[str]:
        """The selected lessons, or the highlighted one when none is selected."""
        selected = self.query_one("#queue", SelectionList).selected
        if selected:
            return list(selected)
        return [self.highlighted_id] if self.highlighted_id else []

    # -- deciding -------------------------------------------------------------------------

    def action_approve(self) -> None:
        ids = self.targets()
        if not ids:
            self.notify("Nothing to approve.", severity="warning")
            return
        service = self.ctx.service
        self.background(
            lambda: each(ids, service.approve),
            lambda outcome: self.decided(
                "Approved",
                "private until you share "
                + ("it" if len(outcome[0]) == 1 else "them")
                + " in a ceremony",
                outcome,
            ),
            group="decide",
            exclusive=False,
        )

    def action_reject(self) -> None:
        ids = self.targets()
        if not ids:
            self.notify("Nothing to reject.", severity="warning")
            return
        what = "this lesson" if len(ids) == 1 else count(len(ids), "lesson")
        self.app.push_screen(ReasonScreen(what), lambda reason: self.reject(ids, reason))

    def reject(self, ids: list[str], reason: str | None) -> None:
        if reason is None:
            return
        service = self.ctx.service

        def run() -> Outcome:
            return each(ids, lambda i: service.reject(i, reason=reason))

        self.background(
            run,
            lambda outcome: self.decided("Rejected", "a tombstone keeps it out", outcome),
            group="decide",
            exclusive=False,
        )

    def decided(self, verb: str, note: str, outcome: Outcome) -> None:
        done, failed = outcome
        if done:
            self.notify(f"{verb} {count(len(done), 'lesson')}: {note}.", title="Review")
        for error in failed:
            refused(self, error)
        self.query_one("#queue", SelectionList).deselect_all()
        self.reload()
