"""The executions timeline on screen: sessions newest first, a session's walk in order, a
step in full, and the audit export (JSON, Markdown and the HTML page) from the screen."""

from __future__ import annotations

import json
import stat

from teambrain.tui.screens.export import ExportScreen
from teambrain.tui.screens.record import RecordScreen
from textual.widgets import DataTable, Input, OptionList, Static

from tests.tui.conftest import drive, settle


def _sessions(app) -> list[str]:
    table = app.screen.query_one("#sessions", DataTable)
    return [str(table.coordinate_to_cell_key((i, 0)).row_key.value) for i in range(table.row_count)]


def _walk(app) -> list[str]:
    return [o.id or "" for o in app.screen.query_one("#walk", OptionList).options]


async def test_walk_a_sessions_tool_calls_and_open_a_step(world, app_on) -> None:
    app = app_on("timeline")
    async with drive(app) as (pilot, notes):
        assert _sessions(app) == ["alice-deploy", "alice-frontend", "alice-docs"]
        walk = _walk(app)
        kinds = [w.split(":")[0] for w in walk]
        assert kinds == ["exchange", "execution", "exchange", "execution", "exchange"] + [
            "execution",
            "exchange",
        ]
        step_one = str(app.screen.query_one("#walk", OptionList).options[1].prompt)
        assert "Step 1 · Bash · error after 56.0 s" in step_one
        assert "./deploy.sh staging" in step_one and "3 migrations pending" in step_one

        await pilot.press("enter")  # into the walk
        await pilot.press("down", "enter")  # step 1 in full
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen) and app.screen.kind == "execution"
        shown = str(app.screen.query_one("#record-body", Static).render())
        assert "Tool call 1 · Bash · error" in shown and "error: 3 migrations pending" in shown
        await pilot.press("escape")

        await pilot.press("shift+tab", "down")  # the next session's walk
        await settle(pilot)
        assert len(_walk(app)) == 3
        assert "1 step" in app.screen.query_one("#walk", OptionList).border_subtitle
        assert notes.errors() == []


async def test_export_from_the_screen_as_json_markdown_and_html(
    world, app_on, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    app = app_on("timeline")
    async with drive(app) as (pilot, notes):
        await pilot.press("e")
        await settle(pilot)
        assert isinstance(app.screen, ExportScreen)
        assert app.screen.query_one("#path", Input).value == "teambrain-session-alice-deploy.json"
        await pilot.click("#go")
        await settle(pilot)
        written = tmp_path / "teambrain-session-alice-deploy.json"
        record = json.loads(written.read_text())
        assert record["executable"] is False and record["record"]["session"]["steps"] == 3
        assert stat.S_IMODE(written.stat().st_mode) == 0o600
        assert f"Exported to {written.name}" in notes.said()

        await pilot.press("e", "ctrl+f")  # Markdown
        await settle(pilot)
        assert app.screen.query_one("#path", Input).value.endswith("alice-deploy.md")
        await pilot.press("enter")
        await settle(pilot)
        markdown = (tmp_path / "teambrain-session-alice-deploy.md").read_text()
        assert markdown.startswith("# Session alice-deploy")
        assert "ops@example.com" not in markdown

        await pilot.press("e", "ctrl+f", "ctrl+f")  # the HTML page
        await settle(pilot)
        assert app.screen.query_one("#path", Input).value.endswith("alice-deploy.html")
        await pilot.press("enter")
        await settle(pilot)
        page = (tmp_path / "teambrain-session-alice-deploy.html").read_text()
        assert page.startswith("<!doctype html>") and "Content-Security-Policy" in page

        await pilot.press("e", "enter")  # the JSON again: never overwritten
        await settle(pilot)
        (error,) = notes.errors()
        assert error == "teambrain-session-alice-deploy.json exists already: choose another name"


async def test_a_wide_terminal_shows_every_session_column_without_scrolling(world, app_on) -> None:
    """At 130 columns the sessions table sits beside the walk: it takes the width its columns
    need (steps, errors and tokens included) instead of hiding them behind a scroll."""
    for width in (80, 130, 200):
        app = app_on("timeline")
        async with drive(app, size=(width, 36)) as (pilot, _notes):
            table = app.screen.query_one("#sessions", DataTable)
            labels = [str(c.label) for c in table.columns.values()]
            assert labels[-3:] == ["steps", "errors", "tokens"]
            widths = {str(c.label): c.get_render_width(table) for c in table.columns.values()}
            assert table.virtual_size.width <= table.scrollable_content_region.width, (
                width,
                widths,
            )
            walk = app.screen.query_one("#walk", OptionList)
            assert walk.size.width >= 40, width
