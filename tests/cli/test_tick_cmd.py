"""`teambrain tick`, and what it leaves behind in `stats`, `audit` and `prune`."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli
from teambrain.core.clock import FrozenClock, system_clock
from teambrain.core.knowledge import entries as knowledge

from tests.fakes.reflector_upstream import capture, text_sanitizer


@pytest.fixture(scope="session")
def sanitizer():
    return text_sanitizer()


@pytest.fixture
def run(store, tmp_path, monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    config = tmp_path / "config.toml"
    config.write_text('[reflect]\nreflector = "offline"\n')
    runner = CliRunner()

    def invoke(owner: str, *args: str, ok: bool = True, config_path=config):
        result = runner.invoke(
            cli, ["--store", store.url, "--config", str(config_path), "--as", owner, *args]
        )
        assert (result.exit_code == 0) == ok, result.output
        return result

    return invoke


def test_tick_runs_what_is_due_once_and_stats_show_the_last_runs(run, store, sanitizer) -> None:
    now = system_clock()
    capture(
        store, sanitizer, owner="alice", session="s0", at=now - timedelta(days=100), user="Old."
    )
    past = FrozenClock(now - timedelta(days=100))
    for owner, text in (("alice", "The staging API listens on port 8443."), ("bob", "Use pnpm.")):
        entry = knowledge.save(store, owner, text, sanitizer=sanitizer, clock=past)
        knowledge.approve(store, owner, entry.id, clock=past)
    pending = knowledge.save(store, "alice", "Run the migrations first.", sanitizer=sanitizer)

    first = run("alice", "tick").output.splitlines()
    assert [line.split()[0] for line in first] == ["prune", "reflect", "decay"]
    assert "ran episodes=1 events=0" in first[0] and "ran owners=0" in first[1]
    assert "flagged=2 flagged_before=0" in first[2]
    again = json.loads(run("alice", "tick", "--json").output)
    assert [r["outcome"] for r in again["runs"]] == ["not_due"] * 3

    figures = json.loads(run("alice", "stats", "--json").output)
    assert figures["knowledge"]["pending"] == 1
    assert (figures["knowledge"]["flags_yours"], figures["knowledge"]["flags_open"]) == (1, 2)
    assert figures["knowledge"]["agenda"] == 2
    assert {name: job["runs"] for name, job in figures["schedule"].items()} == {
        "prune": 1,
        "reflect": 1,
        "decay": 1,
    }
    assert all(job["last_run_at"] for job in figures["schedule"].values())
    knowledge.approve(store, "alice", pending.id)
    assert json.loads(run("bob", "stats", "--json").output)["knowledge"]["agenda"] == 3

    (pruned,) = [
        r for r in json.loads(run("bob", "audit", "--json").output) if r["action"] == "prune"
    ]
    assert pruned["detail"] == {"episodes": 1, "events": 0, "days": 90}


def test_a_failing_job_sets_the_exit_status_and_the_others_still_run(
    run, store, sanitizer, tmp_path
) -> None:
    capture(store, sanitizer, owner="alice", session="s1", at=system_clock(), user="Hello there.")
    broken = tmp_path / "broken.toml"
    broken.write_text('[reflect]\nreflector = "anthropic"\napi_key_env = "NO_SUCH_KEY_VAR"\n')
    out = run("alice", "tick", ok=False, config_path=broken).output
    assert "reflect" in out and "failed TeambrainError" in out and "NO_SUCH_KEY_VAR" in out
    assert "prune" in out and "decay" in out
    assert out.count(" ran ") == 2
    stats = json.loads(run("alice", "stats", "--json").output)["schedule"]
    assert stats["reflect"]["runs"] == 0 and "NO_SUCH_KEY_VAR" in stats["reflect"]["last_error"]


def test_prune_from_the_shell_is_audited_too(run, store, sanitizer) -> None:
    capture(
        store,
        sanitizer,
        owner="ann",
        session="s0",
        at=system_clock() - timedelta(days=91),
        user="Old.",
    )
    assert "Pruned 1 exchange and 0 tool calls" in run("ann", "prune").output
    (record,) = [
        r for r in json.loads(run("ann", "audit", "--json").output) if r["action"] == "prune"
    ]
    assert (record["actor"], record["detail"]["episodes"]) == ("teambrain", 1)


def test_a_manual_reflect_all_counts_as_the_days_reflection(run, store, sanitizer) -> None:
    """`reflect --all` by hand is the day's pass: stats show it (it said "never"), and the
    day's tick does not run it again; a dry run or a single owner's pass is not the job."""
    capture(store, sanitizer, owner="alice", session="s2", at=system_clock(), user="Hello.")
    run("alice", "reflect", "--all", "--dry-run")
    run("alice", "reflect")
    job = json.loads(run("alice", "stats", "--json").output)["schedule"]["reflect"]
    assert job["last_run_at"] is None and job["runs"] == 0
    run("alice", "reflect", "--all")
    job = json.loads(run("alice", "stats", "--json").output)["schedule"]["reflect"]
    assert job["last_run_at"] and job["runs"] == 1
    ticked = json.loads(run("alice", "tick", "--json").output)["runs"]
    assert {r["job"]: r["outcome"] for r in ticked}["reflect"] == "not_due"
