"""One snapshot per screen at 80x24, over the fixed test world with a frozen clock.

Update after an intended change with `pytest tests/tui/test_snapshots.py --snapshot-update`
and look at the pictures in tests/tui/__snapshots__/ before committing them.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from teambrain.core.episodes.model import Usage
from textual.pilot import Pilot

from tests.mcpserver.episode_world import capture
from tests.tui.conftest import settle
from tests.tui.world import ALICE, NOW


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


async def _spent(pilot: Pilot) -> None:
    """Usage over the days, priced and not (the world's own exchanges report no tokens)."""
    store = pilot.app.ctx.service.store
    for days, model, usage in SPENDING:
        at = NOW - timedelta(days=days, minutes=1)
        capture(store, ALICE, "cost", "this", at=at, embed=False, usage=usage, model=model)
    pilot.app.screen.reload()
    await settle(pilot)


SPENDING = [
    (
        2,
        "claude-sonnet-4-5",
        Usage(input_tokens=900, output_tokens=4_000, cache_write_tokens=30_000),
    ),
    (
        1,
        "claude-sonnet-4-5",
        Usage(input_tokens=300, output_tokens=2_500, cache_read_tokens=90_000),
    ),
    (1, "gpt-5-codex", Usage(input_tokens=3_000, output_tokens=1_000, cache_read_tokens=20_000)),
    (0, "local-llama", Usage(input_tokens=500, output_tokens=200)),
]


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
            ("usage", _spent),
        )
    ],
)
def test_screen(snap_compare, app_on, shown_from, screen, run_before) -> None:
    assert snap_compare(app_on(screen), terminal_size=(80, 24), run_before=run_before)
