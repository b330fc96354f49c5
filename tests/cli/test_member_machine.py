"""A member's own machine: logged in to a team server, with no store of its own. The host's
jobs say where they run instead of failing on a missing store, and `doctor` checks what a
member depends on: the server, the token and the login."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.service import credentials


@pytest.fixture
def member(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A machine with a saved login and no store."""
    login = tmp_path / "login.json"
    monkeypatch.setenv("TEAMBRAIN_LOGIN", str(login))
    monkeypatch.setenv("TEAMBRAIN_STORE", str(tmp_path / "no-store-here"))
    monkeypatch.delenv("TEAMBRAIN_SERVER", raising=False)
    monkeypatch.delenv("TEAMBRAIN_CONFIG", raising=False)
    credentials.save("https://team.example:8765", "not-a-real-token", path=login)
    return tmp_path


@pytest.mark.parametrize(
    "args", [("reflect",), ("reflect", "--all"), ("tick",), ("decay", "run"), ("prune",)]
)
def test_a_hosts_job_on_a_members_machine_says_where_it_runs(member: Path, args) -> None:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 1, result.output
    assert "runs on the team's host" in result.output
    assert "logged in to https://team.example:8765" in result.output
    assert "teambrain review list" in result.output
    assert "no store at" not in result.output
    assert not (member / "no-store-here").exists()  # nothing was created either


def test_a_fresh_machine_says_its_store_is_not_there_yet_and_how_to_join_a_team(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before the first proxy start and before any login, a newcomer (often a member who has
    not logged in yet) is told both ways on, not only the store's options."""
    monkeypatch.setenv("TEAMBRAIN_LOGIN", str(tmp_path / "login.json"))
    monkeypatch.setenv("TEAMBRAIN_STORE", str(tmp_path / "store"))
    monkeypatch.delenv("TEAMBRAIN_SERVER", raising=False)
    monkeypatch.delenv("TEAMBRAIN_CONFIG", raising=False)
    who = CliRunner().invoke(cli, ["whoami"])
    assert who.exit_code == 0 and "(not created yet: the proxy creates it" in who.output
    assert "`teambrain login URL`" in who.output
    listed = CliRunner().invoke(cli, ["review", "list"])
    assert listed.exit_code == 1 and "no store at" in listed.output
    assert "`teambrain login URL`" in listed.output
    assert not (tmp_path / "store").exists()
