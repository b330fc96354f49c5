"""Fixtures for the dashboard: the test world in a fresh store, the app over it, and helpers
that let workers and messages settle before a test looks."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from teambrain.core.store import open_store
from teambrain.tui.app import TeambrainApp, make_app
from textual.message import Message
from textual.notifications import Notification, Notify
from textual.pilot import Pilot
from textual.worker import WorkerCancelled

from tests.fakes.reflector_upstream import text_sanitizer
from tests.tui.world import ALICE, World, build_world


@pytest.fixture(scope="session")
def sanitizer() -> Any:
    """The real sanitizer, built once (presidio takes a moment to load)."""
    return text_sanitizer()


@pytest.fixture
def world(tmp_path: Path, sanitizer: Any) -> Iterator[World]:
    store = open_store(tmp_path / "store", map_size_mb=8)
    yield build_world(store, sanitizer)
    store.close()


@pytest.fixture
def app(world: World) -> TeambrainApp:
    return make_app(world.store, ALICE, world.config, clock=world.clock)


@pytest.fixture
def app_on(world: World) -> Callable[..., TeambrainApp]:
    """The app as Alice, opening on a given screen (mounting one screen, not two)."""

    def build(start: str, **kwargs: Any) -> TeambrainApp:
        return make_app(world.store, ALICE, world.config, clock=world.clock, start=start, **kwargs)

    return build


async def settle(pilot: Pilot) -> None:
    """Until no worker is running and the messages they caused have been handled."""
    app = pilot.app
    for _ in range(50):
        await pilot.pause()
        if all(w.is_finished for w in app.workers):
            await pilot.pause()
            if all(w.is_finished for w in app.workers):
                return
        try:
            await app.workers.wait_for_complete()
        except WorkerCancelled:
            pass  # an exclusive worker replaced by a newer one (a refresh overtaking a load)
    raise AssertionError("workers did not settle")


async def until(pilot: Pilot, condition: Callable[[], bool], what: str) -> None:
    """Let the app run until `condition` holds (a debounce or an interval has to pass)."""
    for _ in range(200):
        await settle(pilot)
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"never happened: {what}")


class Notes(list[Notification]):
    """Every notification the app showed, in order (they expire on screen, not here)."""

    def errors(self) -> list[str]:
        return [n.message for n in self if n.severity == "error"]

    def said(self, severity: str = "information") -> list[str]:
        return [n.message for n in self if n.severity == severity]


@asynccontextmanager
async def drive(
    app: TeambrainApp, size: tuple[int, int] = (80, 24)
) -> AsyncIterator[tuple[Pilot, Notes]]:
    """Run the real app headless at `size`, settled, recording its notifications."""
    seen = Notes()

    def hook(message: Message) -> None:
        if isinstance(message, Notify):
            seen.append(message.notification)

    async with app.run_test(size=size, message_hook=hook) as pilot:
        await settle(pilot)
        yield pilot, seen
