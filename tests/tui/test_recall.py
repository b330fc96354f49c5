"""Recall on screen: results as you type, kind and window toggles, the full digest, honest
emptiness, and only ever the acting owner's records."""

from __future__ import annotations

from teambrain.tui.messages import OpenRecord
from teambrain.tui.screens.record import EXCHANGE, RecordScreen
from textual.widgets import Input, OptionList, Static

from tests.fakes.reflector_upstream import capture
from tests.tui.conftest import drive, settle, until
from tests.tui.world import ALICE, BOB_AGENDA, BOB_SHARED, NOW, SHARED_MINE


def _results(app) -> list[str]:
    listing = app.screen.query_one("#results", OptionList)
    return [o.id or "" for o in listing.options]


def _status(app) -> str:
    return str(app.screen.query_one("#recall-status", Static).render())


async def test_results_come_as_you_type_and_enter_opens_the_sanitized_digest(app_on) -> None:
    app = app_on("recall")
    async with drive(app) as (pilot, notes):
        assert app.screen.query_one("#query", Input).has_focus
        await pilot.press(*"deploy staging")
        await until(pilot, lambda: len(_results(app)) > 0, "results while typing")
        assert "match 'deploy staging' in the last 7 days" in _status(app)
        assert all(r.split(":")[0] in ("exchange", "execution") for r in _results(app))

        await pilot.press("enter")  # search now, and into the results
        await settle(pilot)
        assert app.screen.query_one("#results", OptionList).has_focus
        first = _results(app)[0]
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen) and app.screen.record_id in first
        shown = str(app.screen.query_one("#record-body", Static).render())
        assert "deploy" in shown.lower()
        assert "ops@example.com" not in shown
        await pilot.press("escape")
        assert not isinstance(app.screen, RecordScreen)
        assert notes.errors() == []


async def test_nothing_relevant_says_so_and_another_owners_words_find_nothing(app_on) -> None:
    app = app_on("recall")
    async with drive(app) as (pilot, _):
        await pilot.press(*"kubernetes ingress", "enter")
        await settle(pilot)
        assert _results(app) == []
        assert _status(app) == "No episodes of yours match 'kubernetes ingress' in the last 7 days."

        app.screen.query_one("#query", Input).value = "gateway certificate"  # Bob's words
        await until(pilot, lambda: "gateway" in _status(app), "the debounced search")
        assert _results(app) == []
        assert _status(app).startswith("No episodes of yours match 'gateway certificate'")


async def test_kind_and_window_toggles_narrow_the_search(app_on) -> None:
    app = app_on("recall")
    async with drive(app) as (pilot, _):
        await pilot.press(*"pnpm", "enter")
        await settle(pilot)
        kinds = {r.split(":")[0] for r in _results(app)}
        assert kinds == {"exchange", "execution"}

        await pilot.press("ctrl+t")  # kind: exchanges
        await settle(pilot)
        assert {r.split(":")[0] for r in _results(app)} == {"exchange"}
        await pilot.press("ctrl+t")  # kind: executions
        await settle(pilot)
        assert {r.split(":")[0] for r in _results(app)} == {"execution"}

        await pilot.click("#kind")  # and by mouse: back to both
        await settle(pilot)
        assert {r.split(":")[0] for r in _results(app)} == {"exchange", "execution"}

        await pilot.press("ctrl+o")  # window 7d -> 30d: the same (it was yesterday)
        await settle(pilot)
        assert len(_results(app)) == 3
        for _ in range(3):  # 30d -> 90d -> all -> 1d: yesterday's session is out of the day
            await pilot.press("ctrl+o")
        await settle(pilot)
        assert _results(app) == []
        assert _status(app) == "No episodes of yours match 'pnpm' in the last day."


async def test_an_exchange_lists_the_knowledge_injected_into_it(world, sanitizer, app_on) -> None:
    given = [world.entries[t] for t in (SHARED_MINE, BOB_SHARED, BOB_AGENDA)]
    episode = capture(
        world.store, sanitizer, owner=ALICE, session="s-inj", at=NOW, user="vpn?", injected=given
    )
    app = app_on("recall")
    async with drive(app) as (pilot, notes):
        app.post_message(OpenRecord(EXCHANGE, episode))
        await until(pilot, lambda: isinstance(app.screen, RecordScreen), "the exchange opened")
        body = app.screen.query_one("#record-body", Static)
        await until(pilot, lambda: "Knowledge injected" in str(body.render()), "injected shown")
        shown = str(body.render())
        assert "Knowledge injected into the request (3)" in shown
        assert f"{given[0]}  {SHARED_MINE}  (yours)" in shown
        assert f"{given[1]}  {BOB_SHARED}  (by bob)" in shown
        # Bob's lesson on the agenda is not shared with Alice: named by its id alone
        assert f"{given[2]}  (no longer shared with you, or removed)" in shown
        assert BOB_AGENDA not in shown
        assert notes.errors() == []
