"""The dashboard shows planted escape sequences as visible stand-ins, never as terminal codes:
every screen holding captured text or a lesson is drawn and its screen contents checked."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from teambrain.core.config import Config
from teambrain.core.episodes.model import Usage
from teambrain.core.knowledge import entries as knowledge
from teambrain.tui.app import make_app
from teambrain.tui.messages import OpenRecord

from tests.mcpserver.episode_world import PassThrough, capture
from tests.tui.conftest import drive, settle

CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
EVIL = "\x1b[31mred\x1b[0m \x1b]0;owned\x07 \x9b2J \x7f end"
MARKUP = "planted"


async def test_every_screen_shows_planted_controls_inert(store) -> None:
    now = datetime.now(UTC)
    record = capture(
        store,
        "alice",
        f"why {EVIL}",
        f"because {EVIL}",
        at=now - timedelta(minutes=3),
        session=f"evil{EVIL}",
        tools=[(f"bash{EVIL}", {"cmd": EVIL}, f"out {EVIL}")],
    )
    capture(  # a model's name is captured text too; in a table cell it is not markup
        store,
        "alice",
        "what did it cost",
        at=now - timedelta(minutes=2),
        model=f"m{EVIL}[b]{MARKUP}[/b]",
        usage=Usage(input_tokens=1, output_tokens=1),
    )
    approved = knowledge.save(store, "alice", f"Check {EVIL} first", sanitizer=PassThrough())
    knowledge.approve(store, "alice", approved.id)
    knowledge.save(store, "alice", f"Pending {EVIL} lesson", sanitizer=PassThrough())
    for start in ("timeline", "review", "ceremony", "knowledge", "recall", "usage"):
        app = make_app(store, "alice", Config(), start=start)
        async with drive(app, size=(120, 36)) as (pilot, _):
            if start == "recall":
                await pilot.press(*"why red")
                await pilot.pause(0.4)
                await settle(pilot)
            shot = app.export_screenshot()
            assert not CONTROLS.search(shot.replace("\n", "")), start
            if start == "usage":  # in the model's table row and in the note under it
                assert shot.count(f"[b]{MARKUP}[/b]") == 2
            if start == "timeline":
                app.post_message(OpenRecord("exchange", record.episode.id))
                await settle(pilot)
                shot = app.export_screenshot()
                assert "because" in shot and "␛" in shot
                assert not CONTROLS.search(shot.replace("\n", ""))
