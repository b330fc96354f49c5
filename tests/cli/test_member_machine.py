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
