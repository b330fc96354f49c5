"""The dashboard over a team server that plants control sequences in what it answers: the
nav bar's `as OWNER` (and the screens) show them inert (invariant 14). The server is a fake
on 127.0.0.1 (tests/fakes/hostile.py); the client is the real RemoteService."""

from __future__ import annotations

from teambrain.core.service.remote import RemoteService
from teambrain.tui.app import make_app
from textual.widgets import Label

from tests.fakes.hostile import HostileServer, answer_error, answer_json
from tests.tui.conftest import drive

EVIL = "\x1b]52;c;cm0gLXJmIH4=\x07\x1b[2J\u202eeve"


async def test_the_nav_bar_shows_a_hostile_owner_inert() -> None:
    with HostileServer() as fake:

        def behave(handler, operation: str, body: bytes) -> None:
            if operation == "whoami":
                answer_json(handler, {"owner": f"mallory{EVIL}", "channel": "api"})
            else:
                answer_error(handler, "not_found", f"nothing {EVIL}")

        fake.behave = behave
        service = RemoteService(fake.url(), "alice-member-token-3f9a0c1d7e", timeout=5)
        app = make_app(service=service)
        async with drive(app) as (pilot, notes):
            label = app.screen.query_one("#nav-owner", Label)
            shown = str(label.render())
            assert "mallory" in shown
            assert "\x1b" not in shown and "\x07" not in shown and "\u202e" not in shown
            assert "␛]52" in shown and "<U+202E>" in shown
            for message in notes.errors():
                assert "\x1b" not in message and "\u202e" not in message
        service.close()


async def test_a_hostile_error_is_shown_inert_after_the_screen_is_drawn() -> None:
    """A server that answers even `whoami` with an error full of control sequences: the
    dashboard still opens and draws its screen, then reports the error, inert."""
    with HostileServer() as fake:
        fake.behave = lambda handler, operation, body: answer_error(
            handler, "unauthorized", f"go away {EVIL}", status=401
        )
        service = RemoteService(fake.url(), "alice-member-token-3f9a0c1d7e", timeout=5)
        app = make_app(service=service)
        async with drive(app) as (pilot, notes):
            assert app.screen.query_one("#nav-owner", Label)  # the screen is drawn
            assert app.is_running
            errors = notes.errors()
            assert any("go away" in message for message in errors), list(notes)
            for message in errors:
                assert "\x1b" not in message and "\x07" not in message and "\u202e" not in message
            assert any("␛]52" in message for message in errors)
        service.close()
