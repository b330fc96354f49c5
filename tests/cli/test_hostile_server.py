"""A member's CLI, in its own process, against a team server that misbehaves on purpose
(tests/fakes/hostile.py): it never sends the token where it could be read, never echoes a
broken token, stops reading an answer that is too long or too slow, retries an acting call
under the same request id, and prints whatever the server says as inert text."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest
from teambrain.core.knowledge import entries as knowledge

from tests.fakes.hostile import HostileServer, answer_error, answer_json, wait_for_hangup
from tests.mcpserver.episode_world import PassThrough

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")
REQUEST_ID = "X-Teambrain-Request-Id"  # core/service/api.py REQUEST_ID: the wire's spelling
TOKEN = "alice-member-token-3f9a0c1d7e"
# what a hostile server plants: colour, clear screen, OSC 52 (writes the clipboard), an OSC
# title, 8-bit CSI, a bell, and bidi overrides and isolates that reorder what is shown
EVIL = "\x1b[31m\x1b[2J\x1b]52;c;cm0gLXJmIH4=\x07\x1b]0;pwned\x07\x9b2J\u202etxt.exe\u2066x\u2069"
UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def cli(
    url: str, *args: str, token: str = TOKEN, timeout: str = "", home: Path
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    env.update(
        TEAMBRAIN_CONFIG=str(home / "absent.toml"),
        TEAMBRAIN_LOGIN=str(home / "login.json"),
        TEAMBRAIN_STORE=str(home / "member-store"),
        TEAMBRAIN_TOKEN=token,
    )
    if timeout:
        env["TEAMBRAIN_SERVER_TIMEOUT"] = timeout
    return subprocess.run(
        [TEAMBRAIN, "--server", url, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )


def non_loopback_address() -> str | None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks a route
        except OSError:
            return None
        address = s.getsockname()[0]
    return None if address.startswith("127.") else address


def test_the_token_never_goes_in_clear_text_beyond_this_machine(tmp_path) -> None:
    address = non_loopback_address()
    if address is None:
        pytest.skip("this machine has no address beyond loopback")
    with HostileServer("0.0.0.0") as fake:
        fake.behave = lambda h, op, body: answer_json(h, {"owner": "alice", "channel": "api"})
        for host in (address, f"{address}.nip.io", "0.0.0.0", "127.1"):
            url = f"http://{host}:{fake.port}"
            done = cli(url, "whoami", home=tmp_path)
            assert done.returncode != 0, (host, done.stdout)
            assert "clear text" in done.stderr and "https://" in done.stderr, done.stderr
            login = subprocess.run(
                [TEAMBRAIN, "login", url],
                input=TOKEN,
                env={**os.environ, "TEAMBRAIN_LOGIN": str(tmp_path / "login.json")},
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert login.returncode != 0 and "clear text" in login.stderr
        assert fake.requests == []  # nothing, and so no token, was sent
        assert not (tmp_path / "login.json").exists()
        # this machine itself is fine over plain http
        assert cli(fake.url("localhost"), "whoami", home=tmp_path).returncode == 0
        assert cli(fake.url("127.0.0.1"), "whoami", home=tmp_path).returncode == 0


@pytest.mark.parametrize(
    "token",
    [
        "alice-token\nX-Evil: 1 secret-rest",
        "alice-token\r\nsecret-rest",
        "alice-token secret-rest",
        "alice-token\x1b]52;c;secret-rest\x07",
        "alice-tökén-secret-rest",
        "alice-token\tsecret-rest",
    ],
)
def test_a_broken_token_is_refused_without_being_shown(tmp_path, token: str) -> None:
    with HostileServer() as fake:
        done = cli(fake.url(), "review", "list", token=token, home=tmp_path)
        assert done.returncode != 0
        assert "not a member token" in done.stderr, done.stderr
        assert "secret-rest" not in done.stdout + done.stderr
        assert fake.requests == []


@pytest.mark.parametrize("declared", [300 * 1024 * 1024, None], ids=["declared", "chunked"])
def test_an_answer_too_long_is_refused_and_not_read_to_its_end(tmp_path, declared) -> None:
    with HostileServer() as fake:
        fake.behave = fake.endless(declared=declared)
        done = cli(fake.url(), "review", "list", home=tmp_path)
        assert done.returncode != 0
        assert "more than" in done.stderr and "bytes" in done.stderr, done.stderr
        # the client stopped reading at its bound (64 MiB): far less than was on offer
        assert fake.sent < 200 * 1024 * 1024


@pytest.mark.parametrize("in_headers", [True, False], ids=["headers", "body"])
def test_a_dripping_server_cannot_hold_the_cli_past_its_deadline(tmp_path, in_headers) -> None:
    """One byte every 0.2 s keeps every read within its timeout; the call's deadline ends it."""
    with HostileServer() as fake:
        fake.behave = fake.drip(every=0.2, in_headers=in_headers)
        done = cli(fake.url(), "whoami", timeout="2", home=tmp_path)
        assert done.returncode != 0
        assert "did not answer whoami within 2 s" in done.stderr, done.stderr
        assert fake.sent < 20_000  # it never got to the end of the answer


def test_an_acting_call_is_retried_with_the_same_request_id(store, tmp_path) -> None:
    """The first attempt gets no answer (the server committed while the client gave up); the
    retry carries the same id, so a real server answers it with the first answer."""
    saved = knowledge.save(store, "alice", "Pin the terraform provider.", sanitizer=PassThrough())
    entry = msgspec.to_builtins(saved)
    with HostileServer() as fake:

        def behave(handler, operation: str, body: bytes) -> None:
            if len([r for r in fake.requests if r["operation"] == "save"]) == 1:
                wait_for_hangup(handler)  # as if still committing when the client gave up
                return
            answer_json(handler, entry)

        fake.behave = behave
        done = cli(
            fake.url(), "kb", "save", "Pin the terraform provider.", timeout="1.5", home=tmp_path
        )
        assert done.returncode == 0, done.stderr
        saves = [r for r in fake.requests if r["operation"] == "save"]
        assert len(saves) == 2
        ids = {r["headers"][REQUEST_ID] for r in saves}
        assert len(ids) == 1 and len(ids.pop()) >= 16
        assert saves[0]["body"] == saves[1]["body"]
        # reads are not retried, and each logical call has its own id
        fake.behave = lambda h, op, body: answer_error(h, "not_found", "nothing")
        cli(fake.url(), "kb", "show", "01ABC", home=tmp_path)
        cli(fake.url(), "kb", "show", "01ABC", home=tmp_path)
        shows = [r["headers"][REQUEST_ID] for r in fake.requests if r["operation"] == "show_entry"]
        assert len(shows) == 2 and len(set(shows)) == 2


def hostile_answers(store) -> dict[str, object]:
    """Well-formed answers whose every string holds EVIL."""
    entry = knowledge.save(store, "alice", f"Lesson {EVIL}", sanitizer=PassThrough())
    entry = msgspec.to_builtins(entry)
    entry["owner"] = f"alice{EVIL}"
    return {
        "whoami": {
            "owner": f"alice{EVIL}",
            "channel": f"api{EVIL}",
            "may_act": False,
            "acting_refusal": f"no {EVIL}",
        },
        "list_entries": [entry],
        "export_session": {"session_id": f"s{EVIL}", "format": "markdown", "text": f"# {EVIL}\n"},
    }


def test_nothing_a_hostile_server_says_reaches_the_terminal_raw(store, tmp_path) -> None:
    answers = hostile_answers(store)
    with HostileServer() as fake:

        def behave(handler, operation: str, body: bytes) -> None:
            request = msgspec.json.decode(body)
            if operation == "export_session":
                fmt = request["format"]
                text = (
                    f"# {EVIL}\n"
                    if fmt == "markdown"
                    else '{"title": "'
                    + EVIL.replace("\x1b", "\\u001b").replace("\x07", "\\u0007")
                    + '"}'
                )
                if fmt == "json":
                    text = text + f"\n\x1b[2J{EVIL}"  # not even JSON: still shown inert
                answer_json(handler, {**answers["export_session"], "format": fmt, "text": text})
            elif operation in answers:
                answer_json(handler, answers[operation])
            elif operation == "approve":
                answer_error(handler, "invalid_transition", f"refused {EVIL}", 409)
            elif operation == "review_queue":
                handler.send_response(502)
                handler.send_header("Content-Length", "40")
                handler.end_headers()
                handler.wfile.write((f"<h1>{EVIL}</h1>".encode() + b" " * 40)[:40])
            else:
                answer_error(handler, "not_found", f"no such thing {EVIL}")

        fake.behave = behave
        commands = [
            ("whoami",),
            ("whoami", "--json"),
            ("kb", "list"),
            ("kb", "list", "--json"),
            ("kb", "show", "01ABC"),
            ("review", "approve", "01ABC"),
            ("review", "list"),
            ("timeline", "export", "s1", "--format", "markdown"),
            ("timeline", "export", "s1", "--format", "json"),
            ("episodes", "show", "01ABC"),
            ("ceremony", "agenda"),
        ]
        for args in commands:
            done = cli(fake.url(), *args, home=tmp_path)
            out = done.stdout + done.stderr
            assert not UNSAFE.search(out.replace("\n", "").replace("\t", "")), (args, out)
        shown = cli(fake.url(), "whoami", home=tmp_path).stdout
        assert "␛[31m" in shown and "<U+202E>" in shown  # shown, not dropped
