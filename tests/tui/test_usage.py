"""The Usage screen: spend and tokens per day as a chart, and per model the cost a person can
compute by hand from the token counts and the price table; opened from Home with `u`."""

from __future__ import annotations

from datetime import timedelta

import pytest
from teambrain.core.episodes.model import Usage
from teambrain.tui.screens.usage import UsageScreen
from teambrain.tui.widgets.day_chart import DayChart, bar
from textual.widgets import DataTable, Static

from tests.mcpserver.episode_world import capture
from tests.tui.conftest import drive, settle, until
from tests.tui.world import ALICE, BOB, NOW

SONNET = Usage(
    input_tokens=2_000, output_tokens=1_000, cache_read_tokens=50_000, cache_write_tokens=4_000
)
SONNET_COST = (2_000 * 3 + 1_000 * 15 + 50_000 * 0.3 + 4_000 * 3.75) / 1e6  # $0.051
HAIKU = Usage(input_tokens=10_000, output_tokens=2_000)
HAIKU_COST = (10_000 * 1 + 2_000 * 5) / 1e6  # $0.02


@pytest.fixture
def spent(world) -> None:
    def spend(owner: str, days_ago: int, usage: Usage, model: str) -> None:
        at = NOW - timedelta(days=days_ago, minutes=5)
        capture(
            world.store,
            owner,
            "what did it cost",
            "this much",
            at=at,
            embed=False,
            usage=usage,
            model=model,
        )

    spend(ALICE, 1, SONNET, "claude-sonnet-4-5-20250929")
    spend(ALICE, 1, SONNET, "claude-sonnet-4-5-20250929")
    spend(ALICE, 10, HAIKU, "claude-haiku-4-5")
    spend(ALICE, 0, Usage(input_tokens=5, output_tokens=5), "mystery-model")
    spend(BOB, 1, SONNET, "claude-sonnet-4-5-20250929")


def cells(screen: UsageScreen) -> dict[str, list[str]]:
    table = screen.query_one("#usage-models", DataTable)
    rows = [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]
    return {row[0]: row for row in rows}


async def test_cost_per_model_and_a_chart_of_days(spent, app_on) -> None:
    app = app_on("home")
    async with drive(app, size=(120, 36)) as (pilot, notes):
        await pilot.press("u")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, UsageScreen)
        await until(pilot, lambda: "claude-sonnet-4-5-20250929" in cells(screen), "usage read")
        rows = cells(screen)
        assert rows["claude-sonnet-4-5-20250929"][1] == f"${2 * SONNET_COST:.4f}"
        assert rows["claude-sonnet-4-5-20250929"][-2] == f"{50_000 / 56_000:.0%}"  # cache hit
        assert rows["claude-haiku-4-5"][1] == f"${HAIKU_COST:.4f}"
        assert rows["mystery-model"][1] == "unknown"  # never $0
        assert rows["claude-sonnet-4-5"][1] == "-"  # the world's exchanges reported no tokens
        assert rows["total"][1] == f"${2 * SONNET_COST + HAIKU_COST:.4f} + unknown"
        assert "No price for mystery-model" in str(screen.query_one("#usage-note", Static).render())
        chart = str(screen.query_one(DayChart).render())
        yesterday = (NOW - timedelta(days=1)).date().isoformat()
        (line,) = [x for x in chart.splitlines() if x.startswith(yesterday)]
        assert bar(1, 1) in line and f"${2 * SONNET_COST:.4f}" in line and "114,000" in line
        await pilot.press("s")  # 7 days: the Haiku exchange 10 days ago leaves
        await until(pilot, lambda: "claude-haiku-4-5" not in cells(screen), "span changed")
        assert cells(screen)["total"][1] == f"${2 * SONNET_COST:.4f} + unknown"
        assert notes.errors() == []


def test_bars_are_scaled_and_never_empty_above_zero() -> None:
    assert bar(0, 10) == "" and bar(5, 0) == ""
    assert bar(10, 10, cells=4) == "████"
    assert bar(5, 10, cells=4) == "██"
    assert bar(0.001, 10, cells=4) == "▏"
