"""The review queue on screen: each lesson beside its evidence; approve, reject with a reason,
batches; a lesson that changed meanwhile is refused with a notification, not a traceback."""

from __future__ import annotations

from teambrain.core.knowledge import entries as knowledge
from teambrain.tui.screens.reason import ReasonScreen
from teambrain.tui.screens.record import RecordScreen
from textual.widgets import Input, OptionList, SelectionList, Static

from tests.tui.conftest import drive, settle
from tests.tui.world import ALICE, BOB_PENDING, MIGRATE_LESSON, PNPM_LESSON


def _queue(app) -> list[str]:
    queue = app.screen.query_one("#queue", SelectionList)
    return [queue.get_option_at_index(i).value for i in range(queue.option_count)]


def _state(world, text: str) -> knowledge.KnowledgeEntry:
    return knowledge.get_entry(world.store, ALICE, world.entries[text])


async def test_each_lesson_stands_beside_the_episodes_it_cites(world, app_on) -> None:
    app = app_on("review")
    async with drive(app) as (pilot, _):
        assert _queue(app) == [world.entries[PNPM_LESSON], world.entries[MIGRATE_LESSON]]
        assert world.entries[BOB_PENDING] not in _queue(app)  # Bob's queue is his own
        lesson = str(app.screen.query_one("#lesson", Static).render())
        assert PNPM_LESSON in lesson and "2 citations" in lesson
        cited = app.screen.query_one("#citations", OptionList)
        assert [o.id for o in cited.options] == [
            f"exchange:{world.episodes['frontend-1']}",
            f"exchange:{world.episodes['frontend-2']}",
        ]
        cited.focus()
        cited.highlighted = 0
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        assert "frontend build fail" in str(app.screen.query_one("#record-body", Static).render())
        await pilot.press("escape")
        app.screen.query_one("#queue", SelectionList).focus()
        await pilot.press("down")
        await settle(pilot)
        lesson = str(app.screen.query_one("#lesson", Static).render())
        assert MIGRATE_LESSON in lesson
        assert "cites nothing" in str(cited.options[0].prompt)


async def test_approve_then_reject_with_a_reason(world, app_on) -> None:
    app = app_on("review")
    async with drive(app) as (pilot, notes):
        await pilot.press("a")  # the highlighted one: the pnpm lesson
        await settle(pilot)
        assert _state(world, PNPM_LESSON).state == "approved"
        assert _queue(app) == [world.entries[MIGRATE_LESSON]]
        assert "Approved 1 lesson: private until you share it in a ceremony." in notes.said()

        await pilot.press("x", "escape")  # changed my mind: it stays pending
        await settle(pilot)
        assert _state(world, MIGRATE_LESSON).state == "pending"

        await pilot.press("x")
        await settle(pilot)
        assert isinstance(app.screen, ReasonScreen)
        app.screen.query_one("#reason", Input).value = "we script it; mail me at al@example.com"
        await pilot.press("enter")
        await settle(pilot)
        rejected = _state(world, MIGRATE_LESSON)
        assert rejected.state == "rejected"
        assert rejected.history[-1].note == "we script it; mail me at <EMAIL_ADDRESS>"
        assert _queue(app) == []
        assert "Nothing waits" in str(app.screen.query_one("#review-status", Static).render())
        assert notes.errors() == []


async def test_a_batch_is_selected_then_approved_together(world, app_on) -> None:
    app = app_on("review")
    async with drive(app) as (pilot, notes):
        await pilot.press("ctrl+a")
        assert len(app.screen.query_one("#queue", SelectionList).selected) == 2
        await pilot.press("a")
        await settle(pilot)
        assert {_state(world, t).state for t in (PNPM_LESSON, MIGRATE_LESSON)} == {"approved"}
        assert "Approved 2 lessons: private until you share them in a ceremony." in notes.said()


async def test_a_lesson_decided_elsewhere_meanwhile_is_refused_as_a_notification(
    world, app_on
) -> None:
    app = app_on("review")
    async with drive(app) as (pilot, notes):
        # The CLI (another process, the same store) approves it while the screen shows it.
        knowledge.approve(world.store, ALICE, world.entries[PNPM_LESSON], clock=world.clock)
        await pilot.press("a")
        await settle(pilot)
        (error,) = notes.errors()
        assert "cannot approve" in error and "only a pending entry can be approved" in error
        assert app.is_running
        assert _queue(app) == [world.entries[MIGRATE_LESSON]]  # and the queue was read again


async def test_the_days_reflection_report_stands_above_the_queue(tmp_path, world) -> None:
    """A real pass is kept as its report; the queue shows what it filed and discarded."""
    from teambrain.core.governance import reflect
    from teambrain.core.governance.reflector_offline import OfflineReflector
    from teambrain.core.sanitize.engine import build_sanitizer
    from teambrain.core.store import open_store
    from teambrain.tui.app import make_app

    store = open_store(tmp_path / "fresh")
    app = make_app(store, ALICE, world.config, clock=world.clock, start="review")
    async with drive(app) as (pilot, _):
        line = str(app.screen.query_one("#reflection", Static).render())
        assert "no pass has run yet" in line
    sanitizer = build_sanitizer(world.config.sanitizer)
    reflect.reflect(
        store, [ALICE], OfflineReflector(), sanitizer, world.config.reflect, clock=world.clock
    )
    app = make_app(store, ALICE, world.config, clock=world.clock, start="review")
    async with drive(app) as (pilot, _):
        line = str(app.screen.query_one("#reflection", Static).render())
        assert "Today's reflection (1 pass, offline)" in line and "filed 0" in line
        assert "no episodes in the window" in line


async def test_one_key_shows_whose_words_carry_the_lesson_and_where_it_recurred(
    world, app_on
) -> None:
    app = app_on("review")
    async with drive(app) as (pilot, _):
        await pilot.press("e")  # the highlighted one: the pnpm lesson
        await settle(pilot)
        shown = str(app.screen.query_one("#lesson", Static).render())
        assert PNPM_LESSON in shown
        assert "recurred in 1 session on 1 day; your words in 1 citation" in shown
        assert "Why does the frontend build fail with npm install?" in shown  # a citation's line
        assert "use pnpm install instead of npm" in shown  # the other's: the agent's reply
