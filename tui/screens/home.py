"""Home: the live figures of `teambrain stats` for the acting owner, refreshed on an interval;
`u` opens Usage (tokens and spend in full).

The proxy writes while the dashboard reads (LMDB readers never block the writer), so the
figures are read again every few seconds while this screen is showing.
"""

from __future__ import annotations

from teambrain.core.operations.stats import JobFigures, Stats
from teambrain.core.present import in_out
from teambrain.tui.format import count, mebibytes, short_when, shown_path, when
from teambrain.tui.messages import Navigate
from teambrain.tui.screens.base import TeambrainScreen
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, HorizontalGroup, VerticalGroup, VerticalScroll
from textual.content import Content
from textual.widgets import Digits, Label, Static

FIGURES: tuple[tuple[str, str], ...] = (
    ("tokens", "Your tokens"),
    ("agenda", "Ceremony agenda"),
    ("flags", "Decay flags open"),
    ("runs", "Last runs"),
    ("enabled", "Capture enabled"),
    ("dropped", "Captures dropped"),
    ("queue", "Queue high-water"),
    ("pruned", "Pruned"),
    ("all", "Whole store"),
    ("store", "Store"),
)


class Card(VerticalGroup):
    """One headline figure: big digits under a caption."""

    def __init__(self, caption: str, *, id: str) -> None:
        super().__init__(id=id, classes="card")
        self.caption = caption

    def compose(self) -> ComposeResult:
        yield Label(self.caption, classes="caption")
        yield Digits("-")

    def show(self, value: int) -> None:
        self.query_one(Digits).update(f"{value:,}")


def last_runs(schedule: dict[str, JobFigures]) -> str:
    """Each scheduled job's last run, briefly; a failure is named."""
    said = []
    for name, job in schedule.items():
        at = short_when(job.last_run_at) if job.last_run_at else "never"
        said.append(f"{name} {at}" + (" (last try failed)" if job.last_error else ""))
    return " · ".join(said)


class HomeScreen(TeambrainScreen):
    """What teambrain holds for you right now."""

    MODE = "home"
    BINDINGS = [Binding("u", "usage", "Usage")]

    def action_usage(self) -> None:
        """Tokens and spend in full: the Usage screen."""
        self.post_message(Navigate("usage"))

    def compose_body(self) -> ComposeResult:
        with VerticalScroll(id="home"):
            with HorizontalGroup(id="cards"):
                yield Card("Your episodes", id="card-episodes")
                yield Card("Your tool calls", id="card-events")
                yield Card("Waiting for review", id="card-pending")
            with Grid(id="figures"):
                for key, caption in FIGURES:
                    yield Label(caption, classes="figure-name")
                    yield Static("-", id=f"fig-{key}", classes="figure")
            yield Static("", id="refresh-note")

    def live_every(self) -> float:
        return self.ctx.refresh_every

    def on_mount(self) -> None:  # the base's on_mount (the live timer) runs too
        every = self.ctx.refresh_every
        self.query_one("#refresh-note", Static).update(
            f"Live: read again every {every:g} s while the proxy writes."
        )

    def reload(self) -> None:
        self.background(self.ctx.service.stats, self.show)

    def show(self, stats: Stats) -> None:
        lessons, capture = stats.knowledge, stats.capture
        self.query_one("#card-episodes", Card).show(stats.yours.episodes)
        self.query_one("#card-events", Card).show(stats.yours.events)
        self.query_one("#card-pending", Card).show(lessons.pending)
        reasons = ", ".join(f"{k} {v:,}" for k, v in sorted(capture.dropped.items()))
        store = stats.store
        tokens = stats.tokens
        values = {
            "tokens": (
                f"{in_out(tokens.usage)} "
                f"over {count(tokens.exchanges, 'exchange')} in {tokens.days} days"
                + (f", {tokens.cache_share:.0%} of prompts cached" if tokens.cache_share else "")
                if tokens.exchanges
                else f"none reported in the last {tokens.days} days"
            ),
            "agenda": f"{count(lessons.agenda, 'lesson')} waiting to be shared, "
            f"{lessons.agenda_yours} yours",
            "flags": f"{lessons.flags_yours} yours"
            + ("" if lessons.flags_open is None else f" ({lessons.flags_open} in the team)"),
            "runs": last_runs(stats.schedule),
            "enabled": when(capture.enabled_at) + " UTC"
            if capture.enabled_at
            else "not yet (no proxy has run on this store)",
            "dropped": f"{capture.dropped_total:,}" + (f" ({reasons})" if reasons else ""),
            "queue": f"{capture.queue_high_water:,} waiting at most",
            "pruned": ", ".join(f"{k} {v:,}" for k, v in sorted(stats.pruned.items()))
            or "nothing yet",
            "all": f"{count(stats.all.episodes, 'episode')}, "
            f"{count(stats.all.events, 'tool call')} (every owner)"
            if stats.all is not None
            else "not shown to members",
            "store": f"{self.ctx.where if self.ctx.where.startswith(('http', 'postgres')) else shown_path(store.path)}"
            f" · {mebibytes(store.used_bytes)} used"
            + (f" of {mebibytes(store.map_size)}" if store.map_size else ""),
        }
        for key, value in values.items():
            self.query_one(f"#fig-{key}", Static).update(Content(value))
