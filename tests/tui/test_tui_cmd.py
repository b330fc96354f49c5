"""`teambrain tui` starts the real dashboard over the store it is given, as `--as`."""

from __future__ import annotations

from typing import Any

from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.tui.app import TeambrainApp
from teambrain.tui.screens.review import ReviewScreen
from textual.widgets import SelectionList

from tests.tui.conftest import settle
from tests.tui.world import MIGRATE_LESSON, PNPM_LESSON


def test_the_command_opens_the_store_as_the_acting_owner(world, monkeypatch) -> None:
    seen: dict[str, Any] = {}
    run = TeambrainApp.run

    async def look(pilot) -> None:
        await settle(pilot)
        app = pilot.app
        queue = app.screen.query_one("#queue", SelectionList)
        seen["screen"] = type(app.screen)
        seen["queue"] = [queue.get_option_at_index(i).value for i in range(queue.option_count)]
        seen["ctx"] = app.ctx
        app.exit()

    def headless(self: TeambrainApp, **_: Any) -> None:
        run(self, headless=True, size=(80, 24), auto_pilot=look)

    monkeypatch.setattr(TeambrainApp, "run", headless)
    store_dir = world.store.url
    result = CliRunner().invoke(
        cli, ["--store", store_dir, "--as", "alice", "tui", "--screen", "review", "--refresh", "5"]
    )
    assert result.exit_code == 0, result.output
    assert seen["screen"] is ReviewScreen
    assert seen["queue"] == [world.entries[PNPM_LESSON], world.entries[MIGRATE_LESSON]]
    assert (seen["ctx"].owner, seen["ctx"].refresh_every) == ("alice", 5.0)
    assert seen["ctx"].service.store is world.store  # the process's one environment for it


def test_an_unknown_screen_is_a_usage_error(world) -> None:
    result = CliRunner().invoke(cli, ["--store", world.store.url, "tui", "--screen", "x"])
    assert result.exit_code == 2
    assert "no screen 'x': one of home, recall, timeline" in result.output
