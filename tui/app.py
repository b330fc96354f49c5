"""The dashboard app and `make_app`, the one factory the CLI and the tests both call.

Each screen is a mode of its own (its state survives switching away and back), opened by
its number key or a click in the navigation bar. The app holds the context every screen
uses, and opens the full view of a record when any screen asks for one.
"""

from __future__ import annotations

from functools import partial

from teambrain.core.clock import Clock, system_clock
from teambrain.core.config import Config
from teambrain.core.errors import TeambrainError
from teambrain.core.inert import one_line, printable
from teambrain.core.service.facade import LocalService, Service
from teambrain.core.store import Store
from teambrain.tui.context import Context
from teambrain.tui.messages import Navigate, OpenRecord
from teambrain.tui.screens.base import TeambrainScreen
from teambrain.tui.screens.ceremony import CeremonyScreen
from teambrain.tui.screens.decay import DecayScreen
from teambrain.tui.screens.home import HomeScreen
from teambrain.tui.screens.knowledge import KnowledgeScreen
from teambrain.tui.screens.recall import RecallScreen
from teambrain.tui.screens.record import RecordScreen
from teambrain.tui.screens.review import ReviewScreen
from teambrain.tui.screens.timeline import TimelineScreen
from teambrain.tui.screens.usage import UsageScreen
from teambrain.tui.widgets.nav import PAGES
from textual import on
from textual.app import App
from textual.binding import Binding
from textual.notifications import SeverityLevel

SCREENS: dict[str, type[TeambrainScreen]] = {
    screen.MODE: screen
    for screen in (
        HomeScreen,
        RecallScreen,
        TimelineScreen,
        ReviewScreen,
        CeremonyScreen,
        DecayScreen,
        KnowledgeScreen,
        UsageScreen,
    )
}
_GO = Binding.Group("screens", compact=True)
SCREENS_CSS = tuple(SCREENS)
"""Every screen's styles load with the app: loading a stylesheet later re-parses them all."""


class TeambrainApp(App[None]):
    """teambrain in the terminal, as one acting owner."""

    TITLE = "teambrain"
    CSS_PATH = [
        "app.tcss",
        *(f"screens/{name}.tcss" for name in (*SCREENS_CSS, "record", "modal")),
    ]
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    BINDINGS = [
        *(
            Binding(str(n), f"go('{mode}')", title, group=_GO)
            for n, (mode, title) in enumerate(PAGES, 1)
        ),
        Binding("ctrl+r", "reload", "Refresh"),
    ]

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Every notification, inert: it may quote a server's error or a captured text, so
        controls are shown (core/inert.py) and markup is never interpreted (a planted
        `[@click=...]` would be an action)."""
        del markup
        super().notify(
            printable(message),
            title=one_line(title),
            severity=severity,
            timeout=timeout,
            markup=False,
        )

    def __init__(self, ctx: Context, start: str = "home", refusal: str = "") -> None:
        super().__init__()
        self.ctx = ctx
        self.start = start
        self.refusal = refusal
        """Why the server would not say who we act as: reported once the screen is drawn."""
        for mode, screen in SCREENS.items():  # Usage opens from Home (`u`), not the bar
            self.add_mode(mode, partial(screen, ctx))

    def on_mount(self) -> None:
        self.switch_mode(self.start)
        if self.refusal:  # after the screen, so the person sees where they are, then why
            self.call_after_refresh(self.notify, self.refusal, severity="error", timeout=30)

    def action_go(self, mode: str) -> None:
        self.switch_mode(mode)

    def action_reload(self) -> None:
        if isinstance(self.screen, TeambrainScreen):
            self.screen.reload()

    @on(Navigate)
    def navigate(self, message: Navigate) -> None:
        self.switch_mode(message.mode)

    @on(OpenRecord)
    def open_record(self, message: OpenRecord) -> None:
        self.push_screen(RecordScreen(self.ctx, message.kind, message.record_id))


def make_app(
    store: Store | None = None,
    owner: str | None = None,
    config: Config | None = None,
    *,
    service: Service | None = None,
    clock: Clock = system_clock,
    refresh_every: float = 2.0,
    start: str = "home",
) -> TeambrainApp:
    """The dashboard over a service (or over `store` as `owner`), opening on `start`."""
    if start not in SCREENS:
        raise ValueError(f"no screen {start!r}: one of {', '.join(SCREENS)}")
    if service is None:
        if store is None or owner is None:
            raise ValueError("make_app needs a service, or a store and an owner")
        service = LocalService(store, config or Config(), owner, clock=clock)
    where = store.url if store is not None else getattr(service, "url", "")
    owner, refusal = _acting_owner(service)
    ctx = Context(
        service=service,
        owner=owner,
        clock=clock,
        refresh_every=refresh_every,
        where=where,
    )
    return TeambrainApp(ctx, start, refusal)


UNKNOWN_OWNER = "?"
"""Who we act as when the server will not say: shown in the nav bar, never anyone's name."""


def _acting_owner(service: Service) -> tuple[str, str]:
    """(the owner the service acts as, ""), or (UNKNOWN_OWNER, why) when a server refuses to
    say (a refused token, an error of its own): the dashboard opens anyway and reports it,
    rather than exiting before a screen is drawn. The token still decides every action."""
    try:
        return service.owner, ""
    except TeambrainError as e:
        return UNKNOWN_OWNER, str(e)
