"""The ceremony on screen: the agenda by owner, marks on your own lessons only, a batch applied
after a confirmation, carry-overs marked, and a batch refused whole when something changed."""

from __future__ import annotations

from teambrain.core.governance import ceremony
from teambrain.core.knowledge import entries as knowledge
from teambrain.tui.screens.confirm import ConfirmScreen
from textual.widgets import OptionList, Static

from tests.tui.conftest import drive, settle
from tests.tui.world import AGENDA_CARRIED, AGENDA_NEW, ALICE, BOB, BOB_AGENDA


def _agenda(app) -> list[str]:
    return [o.id for o in app.screen.query_one("#agenda", OptionList).options if o.id]


def _go_to(app, entry_id: str) -> None:
    listing = app.screen.query_one("#agenda", OptionList)
    listing.highlighted = listing.get_option_index(entry_id)


async def test_a_ceremony_batch_marked_confirmed_and_applied(world, app_on) -> None:
    e = world.entries
    app = app_on("ceremony")
    async with drive(app) as (pilot, notes):
        assert _agenda(app) == [e[AGENDA_CARRIED], e[AGENDA_NEW], e[BOB_AGENDA]]
        listing = app.screen.query_one("#agenda", OptionList)
        headings = [str(o.prompt) for o in listing.options if o.disabled]
        assert headings == ["alice (you) · 2 lessons", "bob (read-only) · 1 lesson"]
        carried = str(listing.get_option(e[AGENDA_CARRIED]).prompt)
        assert carried.startswith("[ ] ↻ ")
        detail = str(app.screen.query_one("#item-body", Static).render())
        assert "carried over since the ceremony of 2026-10-26" in detail

        await pilot.press("s")  # share the carried-over one; the cursor stays on it
        await settle(pilot)
        status = str(app.screen.query_one("#ceremony-status", Static).render())
        assert status.startswith("“") and "” marked share." in status
        await pilot.press("down", "p")  # keep the new one private
        await settle(pilot)
        assert str(listing.get_option(e[AGENDA_CARRIED]).prompt).startswith("[share]")
        assert str(listing.get_option(e[AGENDA_NEW]).prompt).startswith("[keep private]")

        _go_to(app, e[BOB_AGENDA])  # Bob's lesson is his to decide
        await pilot.press("a")
        await settle(pilot)
        assert "Only bob decides bob's lessons: shown read-only." in notes.said("warning")

        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")  # not yet: nothing changes
        await settle(pilot)
        assert knowledge.get_entry(world.store, ALICE, e[AGENDA_NEW]).sharing_decided_at is None

        await pilot.press("c")
        await settle(pilot)
        await pilot.click("#go")  # and by mouse
        await settle(pilot)
        shared = knowledge.get_entry(world.store, ALICE, e[AGENDA_CARRIED])
        kept = knowledge.get_entry(world.store, ALICE, e[AGENDA_NEW])
        assert (shared.visibility, shared.owner) == ("team", ALICE)
        assert (kept.visibility, kept.sharing_decided_by) == ("private", ALICE)
        assert "Ceremony of 2026-11-02: shared 1, kept private 1." in notes.said()
        assert _agenda(app) == [e[BOB_AGENDA]]
        (today,) = [c for c in ceremony.history(world.store) if c.id == "2026-11-02"]
        assert today.attendees == [ALICE]
        assert knowledge.get_entry(world.store, BOB, e[BOB_AGENDA]).sharing_decided_at is None


async def test_a_mark_on_a_lesson_decided_elsewhere_survives_a_refresh(world, app_on) -> None:
    e = world.entries
    app = app_on("ceremony")
    async with drive(app) as (pilot, notes):
        await pilot.press("s", "down", "a")  # share the first, archive the second
        knowledge.keep_private(world.store, ALICE, e[AGENDA_NEW], clock=world.clock)  # elsewhere
        app.screen.reload()  # the live refresh comes before the person applies
        await settle(pilot)
        assert _agenda(app) == [e[AGENDA_CARRIED], e[BOB_AGENDA]]
        status = str(app.screen.query_one("#ceremony-status", Static).render())
        assert "2 marked (1 no longer on the agenda)" in status
        await pilot.press("c", "y")
        await settle(pilot)
        (error,) = notes.errors()  # refused whole, not the rest applied silently
        assert "is not on the agenda" in error and "nothing was applied" in error
        carried = knowledge.get_entry(world.store, ALICE, e[AGENDA_CARRIED])
        assert carried.visibility == "private" and carried.sharing_decided_at is None
        status = str(app.screen.query_one("#ceremony-status", Static).render())
        assert "1 marked." in status  # the mark that can still apply is kept


async def test_a_batch_with_an_item_changed_meanwhile_is_refused_whole(world, app_on) -> None:
    e = world.entries
    app = app_on("ceremony")
    async with drive(app) as (pilot, notes):
        await pilot.press("s", "down", "a")  # share the first, archive the second
        knowledge.keep_private(world.store, ALICE, e[AGENDA_NEW], clock=world.clock)  # elsewhere
        await pilot.press("c", "y")
        await settle(pilot)
        (error,) = notes.errors()
        assert "is not on the agenda" in error and "nothing was applied" in error
        carried = knowledge.get_entry(world.store, ALICE, e[AGENDA_CARRIED])
        assert carried.visibility == "private" and carried.sharing_decided_at is None
        assert _agenda(app) == [e[AGENDA_CARRIED], e[BOB_AGENDA]]


async def test_a_mark_acts_on_the_lesson_under_the_cursor_and_never_wraps(world, app_on) -> None:
    """s, Down, p marks the first lesson share and the second private: the cursor does not move
    on by itself (it used to, and wrapped round, so p landed on the wrong lesson)."""
    e = world.entries
    app = app_on("ceremony")
    async with drive(app) as (pilot, _notes):
        listing = app.screen.query_one("#agenda", OptionList)
        await pilot.press("s")
        await settle(pilot)
        assert listing.highlighted_option.id == e[AGENDA_CARRIED]
        await pilot.press("down", "p")
        await settle(pilot)
        assert listing.highlighted_option.id == e[AGENDA_NEW]
        await pilot.press("p")  # again on the same lesson: unmarks it, and says so
        await settle(pilot)
        status = str(app.screen.query_one("#ceremony-status", Static).render())
        assert "” unmarked." in status
        assert str(listing.get_option(e[AGENDA_NEW]).prompt).startswith("[ ]")
        assert str(listing.get_option(e[AGENDA_CARRIED]).prompt).startswith("[share]")
