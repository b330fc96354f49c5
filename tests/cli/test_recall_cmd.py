"""`teambrain recall` through click's runner: human and JSON output, honest empty, and no
option that reaches another owner's episodes."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from click.testing import CliRunner
from teambrain.cli.main import cli

from tests.mcpserver.episode_world import capture


@pytest.fixture
def world(store):
    now = datetime.now(UTC)
    ours = capture(
        store,
        "alice",
        "The nightly export failed with PermissionError on /var/exports",
        "Give the export user write access to /var/exports.",
        at=now - timedelta(hours=2),
        session="s-export",
        tools=[("bash", {"command": "ls -ld /var/exports"}, "drwxr-x--- root root")],
    )
    capture(
        store,
        "alice",
        "Old question about the gazebo lighting",
        at=now - timedelta(days=20),
        session="s-old",
    )
    theirs = capture(
        store,
        "bob",
        "Bob's flamingo launch codes live in vault/flamingo.txt",
        at=now - timedelta(hours=1),
        session="s-bob",
    )
    return ours, theirs


def run(store, *args: str):
    result = CliRunner().invoke(cli, ["--store", store.url, *args])
    return result


def test_human_output_shows_time_kind_session_and_snippet(store, world) -> None:
    result = run(store, "--as", "alice", "recall", "export PermissionError")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "1 exchange of yours matches 'export PermissionError' in the last 7 days."
    assert "exchange" in lines[1] and "session s-export" in lines[1] and "UTC" in lines[1]
    assert "PermissionError on /var/exports" in lines[2]


def test_json_is_a_list_of_hits(store, world) -> None:
    ours, _ = world
    result = run(store, "--as", "alice", "recall", "PermissionError", "--json")
    assert result.exit_code == 0, result.output
    hits = json.loads(result.output)
    assert [h["id"] for h in hits] == [ours.episode.id]
    assert set(hits[0]) == {"id", "kind", "session_id", "at", "score", "snippet", "status"}
    executions = json.loads(
        run(store, "--as", "alice", "recall", "exports", "--kind", "executions", "--json").output
    )
    assert [h["kind"] for h in executions] == ["execution"]


def test_empty_is_plain_and_exits_zero(store, world) -> None:
    result = run(store, "--as", "alice", "recall", "kubernetes helm chart")
    assert result.exit_code == 0
    assert result.output.strip() == (
        "No episodes of yours match 'kubernetes helm chart' in the last 7 days."
    )
    as_json = run(store, "--as", "alice", "recall", "kubernetes helm chart", "--json")
    assert as_json.exit_code == 0 and json.loads(as_json.output) == []


def test_window_since_and_session_options(store, world) -> None:
    assert json.loads(run(store, "--as", "alice", "recall", "gazebo", "--json").output) == []
    wide = run(store, "--as", "alice", "recall", "gazebo", "--window", "30d", "--json")
    assert len(json.loads(wide.output)) == 1
    since = (datetime.now(UTC) - timedelta(days=25)).date().isoformat()
    explicit = run(store, "--as", "alice", "recall", "gazebo", "--since", since, "--json")
    assert len(json.loads(explicit.output)) == 1
    other = run(store, "--as", "alice", "recall", "export", "--session", "s-old", "--json")
    assert json.loads(other.output) == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["recall", "x", "--window", "forever"], "unknown window"),
        (["recall", "x", "--since", "yesterday"], "not a date"),
        (["recall", "   "], "query is empty"),
        (["recall", "x", "--kind", "everything"], "Invalid value for '--kind'"),
        (["recall", "x", "--limit", "0"], "Invalid value for '--limit'"),
    ],
)
def test_bad_options_are_refused_with_a_reason(store, world, args, message) -> None:
    result = run(store, "--as", "alice", *args)
    assert result.exit_code != 0
    assert message in result.output


def test_no_option_reaches_another_owners_episodes(store, world) -> None:
    _, theirs = world
    attempts = [
        ["recall", "flamingo"],
        ["recall", "flamingo", "--window", "all", "--kind", "both"],
        ["recall", "flamingo", "--session", "s-bob", "--window", "all"],
        ["recall", theirs.episode.id, "--window", "all"],
        ["recall", "bob flamingo vault", "--kind", "exchanges", "--window", "all"],
    ]
    for args in attempts:
        result = run(store, "--as", "alice", *args, "--json")
        assert result.exit_code == 0, result.output
        assert json.loads(result.output) == [], args
    # the owner is who runs it: bob, acting as himself, does see his own
    mine = run(store, "--as", "bob", "recall", "flamingo", "--json")
    assert [h["id"] for h in json.loads(mine.output)] == [theirs.episode.id]
