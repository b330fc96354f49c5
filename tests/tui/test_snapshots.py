"""One snapshot per screen at 80x24, over the fixed test world with a frozen clock.

Update after an intended change with `pytest tests/tui/test_snapshots.py --snapshot-update`
and look at the pictures in tests/tui/__snapshots__/ before committing them.
"""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from tests.tui.conftest import settle


@pytest.fixture
def shown_from(tmp_path, monkeypatch):
    """Paths show relative to the current directory: stand where the test store is."""
    monkeypatch.chdir(tmp_path)


async def _settled(pilot: Pilot) -> None:
    await settle(pilot)


async def _searched(pilot: Pilot) -> None:
    # The honest empty state: results themselves follow recall's ranking, which is tuned
    # on its own (tests/tui/test_recall.py checks them); this picture should not move then.
    await pilot.press(*"kubernetes ingress", "enter")
    await settle(pilot)


@pytest.mark.parametrize(
    ("screen", "run_before"),
    [
        pytest.param(name, run_before, id=name)
        for name, run_before in (
            ("home", _settled),
            ("recall", _searched),
            ("timeline", _settled),
            ("review", _settled),
            ("ceremony", _settled),
            ("decay", _settled),
            ("knowledge", _settled),
        )
    ],
)
def test_screen(snap_compare, app_on, shown_from, screen, run_before) -> None:
    assert snap_compare(app_on(screen), terminal_size=(80, 24), run_before=run_before)
