"""`teambrain doctor` on a member's machine checks what the member depends on: the login, the
server and the token, through a real `teambrain serve`, not a local store it does not have."""

from __future__ import annotations

import json

from tests.server.conftest import TOKENS


def _checks(done) -> dict:  # noqa: ANN001
    return {c["name"]: c for c in json.loads(done.stdout)["checks"]}


def test_doctor_checks_the_server_and_the_token(team_server) -> None:
    done = team_server.cli(TOKENS["alice"], "doctor", "--json")
    checks = _checks(done)
    assert checks["server"]["status"] == "ok"
    assert "your token names alice" in checks["server"]["summary"]
    assert checks["login"]["details"]["server"] == team_server.url
    assert "store" not in checks and "CA" not in checks  # the member's machine has neither

    refused = team_server.cli("a-guessed-token", "doctor", "--json", ok=False)
    assert refused.returncode == 1
    checks = _checks(refused)
    assert checks["server"]["status"] == "FAILED" and "token" in checks["server"]["summary"]
    assert "a-guessed-token" not in refused.stdout  # the token is never echoed


def test_doctor_says_when_the_server_does_not_answer(team_server) -> None:
    url = team_server.url
    team_server.stop()
    done = team_server.cli(TOKENS["alice"], "doctor", ok=False)
    assert done.returncode == 1
    assert "FAILED" in done.stdout and "server" in done.stdout and url in done.stdout
