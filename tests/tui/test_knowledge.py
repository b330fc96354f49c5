"""The knowledge screen: your lessons and the team's, filtered by state and visibility, with
attribution, counters and the citation trail; flag and archive your own."""

from __future__ import annotations

from teambrain.core.knowledge import entries as knowledge
from teambrain.tui.screens.confirm import ConfirmScreen
from textual.widgets import DataTable, Static

from tests.tui.conftest import drive, settle
from tests.tui.world import (
    AGENDA_NEW,
    ALICE,
    BOB_PENDING,
    BOB_SHARED,
    REJECTED,
    SHARED_MINE,
)


def _rows(app) -> list[str]:
    table = app.screen.query_one("#entries", DataTable)
    return [str(table.coordinate_to_cell_key((i, 0)).row_key.value) for i in range(table.row_count)]


def _detail(app) -> str:
    return str(app.screen.query_one("#entry-body", Static).render())


async def test_filters_attribution_counters_and_the_citation_trail(world, app_on) -> None:
    e = world.entries
    app = app_on("knowledge")
    async with drive(app) as (pilot, _):
        approved = _rows(app)
        assert len(approved) == 7 and e[BOB_SHARED] in approved
        assert e[BOB_PENDING] not in approved and e[REJECTED] not in approved
        # Newest first: the lesson approved yesterday, with its trail into Alice's episodes.
        assert approved[0] == e[AGENDA_NEW]
        detail = _detail(app)
        assert (
            "approved/private (on the ceremony agenda: the team sees it there) · reflection by alice"
            in detail
        )
        assert "Citations (2)" in detail and "session alice-deploy" in detail
        assert "History" in detail

        await pilot.press("v", "v")  # visibility: all -> private -> team
        await settle(pilot)
        assert set(_rows(app)) == {e[BOB_SHARED], e[SHARED_MINE]}
        table = app.screen.query_one("#entries", DataTable)
        table.move_cursor(row=_rows(app).index(e[BOB_SHARED]))
        await settle(pilot)
        detail = _detail(app)
        assert "approved/team · reflection by bob" in detail
        assert "retrieved 1× (last 2026-11-01 09:00)" in detail
        assert "an episode of bob's (episodes are private to their owner)" in detail
        assert "History" not in detail  # Bob's history is his

        await pilot.press("v", "t")  # visibility: all; state: approved -> pending
        await settle(pilot)
        assert len(_rows(app)) == 2 and e[BOB_PENDING] not in _rows(app)
        await pilot.click("#state")  # rejected, by mouse
        await settle(pilot)
        assert _rows(app) == [e[REJECTED]]
        assert "reject by alice" in _detail(app) and "one-off" in _detail(app)


async def test_your_lesson_is_flagged_and_another_archived_after_a_confirmation(
    world, app_on
) -> None:
    e = world.entries
    app = app_on("knowledge")
    async with drive(app) as (pilot, notes):
        await pilot.press("f")  # the highlighted one: the newest approved lesson
        await settle(pilot)
        flagged = knowledge.get_entry(world.store, ALICE, e[AGENDA_NEW])
        assert flagged.flagged and flagged.flag_reason == "flagged by its owner as idle"
        assert "Flagged for decay review (see Decay)." in notes.said()

        table = app.screen.query_one("#entries", DataTable)
        table.move_cursor(row=_rows(app).index(e[SHARED_MINE]))
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        assert knowledge.get_entry(world.store, ALICE, e[SHARED_MINE]).state == "archived"
        assert e[SHARED_MINE] not in _rows(app)

        table.move_cursor(row=_rows(app).index(e[BOB_SHARED]))
        await pilot.press("f")  # Bob's shared lesson is his to flag
        await settle(pilot)
        assert f"Only bob may flag entry {e[BOB_SHARED]}." in notes.said("warning")
        await pilot.press("a")  # nor his to archive: refused at once, with no confirmation
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert f"Only bob may archive entry {e[BOB_SHARED]}." in notes.said("warning")
        assert notes.errors() == []
        assert knowledge.get_entry(world.store, "bob", e[BOB_SHARED]).state == "approved"
