"""The dashboard as a whole: every screen by its key and by a click, the live home figures."""

from __future__ import annotations

from datetime import timedelta

from teambrain.core import audit
from teambrain.core.service.facade import LocalService
from teambrain.tui.app import SCREENS, make_app
from teambrain.tui.screens.home import HomeScreen
from teambrain.tui.widgets.nav import PAGES, NavItem
from textual.widgets import Digits, Static

from tests.fakes.reflector_upstream import capture
from tests.tui.conftest import drive, settle, until
from tests.tui.world import ALICE, NOW


async def test_every_screen_opens_by_its_number_key_or_a_click(app) -> None:
    async with drive(app) as (pilot, notes):
        assert isinstance(app.screen, HomeScreen)
        for n, (mode, _title) in reversed(list(enumerate(PAGES, 1))):
            await pilot.press(str(n))
            await settle(pilot)
            assert type(app.screen) is SCREENS[mode]
            (lit,) = app.screen.query("NavItem.-active").results(NavItem)
            assert lit.mode == mode
            if mode == "recall":
                await pilot.press("escape")  # out of the search box, where digits are typed
        for mode in ("review", "home"):
            item = next(i for i in app.screen.query(NavItem) if i.mode == mode)
            await pilot.click(item)
            await settle(pilot)
            assert type(app.screen) is SCREENS[mode]
        assert notes.errors() == []


async def test_home_shows_the_owners_figures_and_follows_the_proxys_writes(
    world, sanitizer, app_on
) -> None:
    app = app_on("home", refresh_every=0.05)
    async with drive(app) as (pilot, _):
        episodes = app.screen.query_one("#card-episodes Digits", Digits)
        assert episodes.value == "7"  # Alice's seven exchanges; Bob's one is not hers
        assert app.screen.query_one("#card-pending Digits", Digits).value == "2"
        agenda = str(app.screen.query_one("#fig-agenda", Static).render())
        assert "3 lessons waiting to be shared, 2 yours" in agenda
        whole = str(app.screen.query_one("#fig-all", Static).render())
        assert "8 episodes" in whole

        capture(
            world.store,
            sanitizer,
            owner=ALICE,
            session="alice-late",
            at=NOW - timedelta(minutes=1),
            user="One more question while the dashboard is open.",
        )
        await until(pilot, lambda: episodes.value == "8", "the home figures refreshed")


async def test_home_through_the_server_shows_no_team_totals(world) -> None:
    """As a member acts through `teambrain serve` (the api channel): the team's totals are
    not theirs to see, and the home screen says so instead of failing on their absence."""
    service = LocalService(world.store, world.config, ALICE, channel=audit.API, clock=world.clock)
    app = make_app(service=service, start="home")
    async with drive(app) as (pilot, notes):
        assert app.screen.query_one("#card-episodes Digits", Digits).value == "7"
        whole = str(app.screen.query_one("#fig-all", Static).render())
        assert "not shown to members" in whole
        flags = str(app.screen.query_one("#fig-flags", Static).render())
        assert "in the team" not in flags
        assert notes.errors() == []
