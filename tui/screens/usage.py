"""Usage: what your exchanges cost and used, over the last days: a chart of spend and tokens
per day, and the figures per model (tokens, cache reads and writes, cache hit rate, cost).

Costs use the providers' published prices as of the date shown (or the config's); a model
without a price shows its tokens with the cost unknown, never zero. Live: read again every
few seconds while the proxy writes. `s` changes the span.
"""

from __future__ import annotations

from datetime import timedelta

from rich.text import Text
from teambrain.core.present import USAGE_COLUMNS, money, usage_cells
from teambrain.core.usage.report import UsageReport
from teambrain.tui.format import one_line
from teambrain.tui.messages import ToggleChanged
from teambrain.tui.screens.base import TeambrainScreen
from teambrain.tui.widgets.day_chart import DayChart
from teambrain.tui.widgets.toggle import Toggle
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import DataTable, Static

SPANS = {"30 days": 30, "7 days": 7, "90 days": 90}
COLUMNS = ("model", *(c.lower() for c in USAGE_COLUMNS))


class UsageScreen(TeambrainScreen):
    """Your spend and tokens."""

    MODE = "usage"
    BINDINGS = [Binding("s", "span", "Span")]

    def compose_body(self) -> ComposeResult:
        with VerticalScroll(id="usage"):
            yield Toggle("span", tuple(SPANS), key="s", id="span")
            yield Static("", id="usage-title")
            yield DayChart(id="usage-chart")
            table: DataTable[str | Text] = DataTable(id="usage-models", cursor_type="row")
            table.add_columns(*COLUMNS)
            yield table
            yield Static("", id="usage-note")

    def live_every(self) -> float:
        return self.ctx.refresh_every

    def action_span(self) -> None:
        self.query_one("#span", Toggle).advance()

    @on(ToggleChanged)
    def span_changed(self) -> None:
        self.reload()

    def reload(self) -> None:
        service = self.ctx.service
        days = SPANS[self.query_one("#span", Toggle).value]
        since = self.ctx.clock() - timedelta(days=days)

        def read() -> tuple[UsageReport, UsageReport]:
            return service.usage(by="day", since=since), service.usage(by="model", since=since)

        self.background(read, self.show)

    def show(self, reports: tuple[UsageReport, UsageReport]) -> None:
        by_day, by_model = reports
        total = by_model.total
        self.query_one("#usage-title", Static).update(
            Content(
                f"{money(total.cost, by_model.currency, unpriced=total.unpriced)} "
                f"over {total.exchanges:,} exchanges · prices of "
                f"{by_model.prices_read_on.isoformat()} ({by_model.currency})"
            )
        )
        self.query_one(DayChart).show(by_day.rows, by_day.currency)
        table: DataTable[str | Text] = self.query_one("#usage-models", DataTable)
        table.clear()
        for r in [*by_model.rows, total] if by_model.rows else []:
            # a model's name is captured text: a Text cell, never read as markup
            table.add_row(Text(one_line(r.key)), *usage_cells(r, by_model.currency))
        unpriced = ", ".join(by_model.unpriced_models)
        self.query_one("#usage-note", Static).update(
            Content(f"No price for {unpriced}: cost unknown, not zero." if unpriced else "")
        )
