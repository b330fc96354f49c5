"""Decay on screen: open flags with why each looks idle; keep, quarantine, restore."""

from __future__ import annotations

from teambrain.core.knowledge import entries as knowledge
from textual.widgets import OptionList

from tests.tui.conftest import drive, settle
from tests.tui.world import ALICE, IDLE_ONE, IDLE_TWO, QUARANTINED


def _ids(app, selector: str) -> list[str]:
    return [o.id for o in app.screen.query_one(selector, OptionList).options if o.id]


async def test_flags_are_kept_or_quarantined_and_quarantine_is_undone(world, app_on) -> None:
    e = world.entries
    app = app_on("decay")
    async with drive(app) as (pilot, notes):
        assert _ids(app, "#flags") == [e[IDLE_ONE], e[IDLE_TWO]]
        assert _ids(app, "#quarantined") == [e[QUARANTINED]]
        why = str(app.screen.query_one("#flags", OptionList).options[0].prompt)
        assert "why: idle since 2026-04-16: never injected, not retrieved for 90 days" in why

        await pilot.press("k")  # keep the first: flag cleared, idle clock restarted
        await settle(pilot)
        kept = knowledge.get_entry(world.store, ALICE, e[IDLE_ONE])
        assert (kept.state, kept.flagged, kept.idle_since) == ("approved", False, world.clock())
        assert _ids(app, "#flags") == [e[IDLE_TWO]]

        await pilot.press("x")  # quarantine the other
        await settle(pilot)
        assert knowledge.get_entry(world.store, ALICE, e[IDLE_TWO]).state == "quarantined"
        assert _ids(app, "#flags") == []
        assert _ids(app, "#quarantined") == [e[QUARANTINED], e[IDLE_TWO]]

        app.screen.query_one("#quarantined", OptionList).highlighted = 1
        await pilot.press("r")  # and restore it: quarantine is reversible
        await settle(pilot)
        assert knowledge.get_entry(world.store, ALICE, e[IDLE_TWO]).state == "approved"
        assert _ids(app, "#quarantined") == [e[QUARANTINED]]
        assert [n.split(":")[0] for n in notes.said()] == [
            "Kept, idle clock restarted",
            "Quarantined (r restores it)",
            "Restored",
        ]

        await pilot.press("k")  # no open flag left: said, not done
        await settle(pilot)
        assert notes.said("warning") == ["No flag to act on."]
        assert notes.errors() == []


async def test_a_flag_cleared_elsewhere_is_refused_as_a_notification(world, app_on) -> None:
    e = world.entries
    app = app_on("decay")
    async with drive(app) as (pilot, notes):
        knowledge.keep(world.store, ALICE, e[IDLE_ONE], clock=world.clock)  # the CLI, meanwhile
        await pilot.press("x")
        await settle(pilot)
        (error,) = notes.errors()
        assert "cannot quarantine" in error
        assert knowledge.get_entry(world.store, ALICE, e[IDLE_ONE]).state == "approved"
        assert _ids(app, "#flags") == [e[IDLE_TWO]]
