"""`teambrain timeline list|show|export` through click's CliRunner on a temp store."""

from __future__ import annotations

import json
import stat
from datetime import UTC, datetime, timedelta
from pathlib import Path

import jsonschema
import pytest
from teambrain.core.capture.captured import CapturedToolCall, CapturedToolResult

from tests.fakes.reflector_upstream import capture

SCHEMA = json.loads((Path(__file__).parents[2] / "docs" / "timeline-schema.json").read_text())
AT = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


@pytest.fixture
def sessions(store, sanitizer) -> None:
    capture(
        store,
        sanitizer,
        owner="alice",
        session="deploy-4711",
        at=AT,
        user="Check the disk usage on the build box",
        response="Checking disk usage.",
        tool_calls=[
            CapturedToolCall(tool_id="toolu_a", name="Bash", input_json='{"command": "df -h"}')
        ],
    )
    capture(
        store,
        sanitizer,
        owner="alice",
        session="deploy-4711",
        at=AT + timedelta(seconds=30),
        user="",
        response="The disk is 91% full.",
        tool_results=[
            CapturedToolResult(tool_id="toolu_a", content="/dev/sda1 91%", is_error=False)
        ],
    )
    capture(
        store,
        sanitizer,
        owner="bob",
        session="bob-secret",
        at=AT,
        user="Rotate the keys",
        response="Done.",
    )


def test_list_and_show(run, sessions) -> None:
    listed = run("alice", "timeline", "list").output
    header, row = listed.splitlines()
    assert header.split() == [
        "SESSION",
        "SPAN",
        "(UTC)",
        "CLIENT",
        "TURNS",
        "STEPS",
        "ERRORS",
        "TOKENS",
        "TOOLS",
    ]
    assert row.split() == [
        "deploy-4711",
        "2026-11-02",
        "09:00-09:00",
        "claude-cli/2.1.328",
        "2",
        "1",
        "0",
        "-",
        "Bash",
    ]
    assert "bob-secret" not in listed
    data = json.loads(run("alice", "timeline", "list", "--json").output)
    assert [(s["session_id"], s["steps"], s["tools"]) for s in data] == [
        ("deploy-4711", 1, ["Bash"])
    ]
    assert "No sessions captured" in run("carol", "timeline", "list").output

    shown = run("alice", "timeline", "show", "deploy").output
    assert "step 1: Bash  ok after 30000 ms" in shown
    assert 'input:  {"command":"df -h"}' in shown and "result: /dev/sda1 91%" in shown
    assert "assistant: The disk is 91% full." in shown
    steps = json.loads(run("alice", "timeline", "show", "deploy-4711", "--json").output)["steps"]
    assert steps[0]["said_after"] == "The disk is 91% full."


def test_export_json_to_a_private_file_and_markdown_to_stdout(run, sessions, tmp_path) -> None:
    target = tmp_path / "deploy.json"
    run("alice", "timeline", "export", "deploy-4711", "--format", "json", "-o", str(target))
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    exported = json.loads(target.read_text())
    jsonschema.Draft202012Validator(SCHEMA).validate(exported)
    assert exported["executable"] is False and exported["content_hash"].startswith("sha256:")
    again = json.loads(run("alice", "timeline", "export", "deploy-4711").output)
    assert again["content_hash"] == exported["content_hash"]

    md = run("alice", "timeline", "export", "deploy", "--format", "markdown").output
    assert md.startswith("# Session deploy-4711") and "not executable" in md
    assert exported["content_hash"] in md


def test_another_owners_session_is_not_found(run, sessions, tmp_path) -> None:
    target = tmp_path / "stolen.json"
    for args in (
        ["show", "bob-secret"],
        ["export", "bob-secret", "-o", str(target)],
        ["export", "bob", "--format", "markdown"],
    ):
        out = run("alice", "timeline", *args, ok=False).output
        assert "of yours" in out and "Rotate" not in out
    assert not target.exists()
    assert "bob-secret" in run("bob", "timeline", "show", "bob-secret").output
