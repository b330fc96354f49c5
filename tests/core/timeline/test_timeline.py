"""The executions timeline: sessions and steps rebuilt from stored records, owner-clamped,
exported as a non-executable record with a schema and a stable content hash."""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timedelta
from pathlib import Path

import jsonschema
import pytest
from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange, CapturedToolCall, CapturedToolResult
from teambrain.core.config import Config
from teambrain.core.episodes.writes import write_capture
from teambrain.core.errors import NotFound, TeambrainError
from teambrain.core.store import Store
from teambrain.core.timeline import export
from teambrain.core.timeline import sessions as timeline

from tests.fakes.reflector_upstream import text_sanitizer

SCHEMA = json.loads((Path(__file__).parents[3] / "docs" / "timeline-schema.json").read_text())
SESSION = "7f3c2a10-5b1e-4c55-9a31-0d6e8c1b2f44"


@pytest.fixture(scope="session")
def sanitizer():
    return text_sanitizer()


def exchange(
    store: Store,
    sanitizer,
    *,
    owner: str,
    session: str,
    at: datetime,
    seconds: float = 2,
    user: str = "",
    response: str = "",
    calls: list[CapturedToolCall] | None = None,
    results: list[CapturedToolResult] | None = None,
    status: str = "complete",
    client: str = "claude-cli/2.1.328",
) -> str:
    """One exchange stored the way capture stores it (build_record + write_capture)."""
    cap = CapturedExchange(
        owner=owner,
        session_id=session,
        provider="anthropic",
        model="claude-sonnet-4-5",
        client=client,
        started_at=at,
        ended_at=at + timedelta(seconds=seconds),
        user_text=user,
        continuation=bool(results) and not user,
        response_text=response,
        status=status,
        stop_reason="tool_use" if calls else "end_turn",
        tool_calls=calls or [],
        tool_results=results or [],
    )
    record = build_record(cap, sanitizer, Config())
    store.write(lambda txn: write_capture(txn, record))
    return record.episode.id


@pytest.fixture
def world(store, clock, sanitizer) -> dict[str, str]:
    """Alice: a three-turn session with three tool calls (one fails) and an older one-turn
    session; Bob: a session of his own."""
    t0 = clock()
    ids = {}
    ids["older"] = exchange(
        store,
        sanitizer,
        owner="alice",
        session="older-session",
        at=t0 - timedelta(days=2),
        user="What does the Makefile do?",
        response="It builds the docs.",
        client="codex/0.50",
    )
    ids["x1"] = exchange(
        store,
        sanitizer,
        owner="alice",
        session=SESSION,
        at=t0,
        user="Run the tests and mail the summary to alice@example.com",
        response="I'll list the files and read the README first.",
        calls=[
            CapturedToolCall(tool_id="toolu_1", name="Bash", input_json='{"command": "ls -la"}'),
            CapturedToolCall(tool_id="toolu_2", name="Read", input_json='{"path": "README.md"}'),
        ],
    )
    ids["x2"] = exchange(
        store,
        sanitizer,
        owner="alice",
        session=SESSION,
        at=t0 + timedelta(seconds=10),
        seconds=3,
        response="Now running the test suite.",
        results=[
            CapturedToolResult(tool_id="toolu_1", content="Makefile\nREADME.md\nsrc"),
            CapturedToolResult(tool_id="toolu_2", content="# Project\nRun make test."),
        ],
        calls=[
            CapturedToolCall(tool_id="toolu_3", name="Bash", input_json='{"command": "make test"}')
        ],
    )
    ids["x3"] = exchange(
        store,
        sanitizer,
        owner="alice",
        session=SESSION,
        at=t0 + timedelta(seconds=40),
        seconds=5,
        response="One test failed: test_login expects port 8443.",
        results=[
            CapturedToolResult(tool_id="toolu_3", content="1 failed, 41 passed", is_error=True)
        ],
        calls=[CapturedToolCall(tool_id="toolu_4", name="Edit", input_json='{"path": "app.py"}')],
    )
    ids["bob"] = exchange(
        store,
        sanitizer,
        owner="bob",
        session="bobs-session",
        at=t0 + timedelta(minutes=5),
        user="Deploy the staging build",
        response="Deploying.",
        status="error",
    )
    return ids


def test_sessions_list_newest_first_with_span_client_steps_tools_and_errors(
    store, clock, world
) -> None:
    recent, older = timeline.list_sessions(store, "alice")
    assert recent.session_id == SESSION
    assert (recent.started_at, recent.ended_at) == (clock(), clock() + timedelta(seconds=45))
    assert (recent.client, recent.provider, recent.models) == (
        "claude-cli/2.1.328",
        "anthropic",
        ["claude-sonnet-4-5"],
    )
    assert (recent.exchanges, recent.steps, recent.tools) == (3, 4, ["Bash", "Read", "Edit"])
    assert (recent.tool_errors, recent.failed_exchanges, recent.errors, recent.unanswered) == (
        1,
        0,
        1,
        1,
    )
    assert (older.session_id, older.client, older.steps, older.tools) == (
        "older-session",
        "codex/0.50",
        0,
        [],
    )
    assert [s.session_id for s in timeline.list_sessions(store, "alice", limit=1)] == [SESSION]
    (bobs,) = timeline.list_sessions(store, "bob")
    assert (bobs.session_id, bobs.failed_exchanges, bobs.errors) == ("bobs-session", 1, 1)
    assert timeline.list_sessions(store, "carol") == []


def test_a_session_is_its_steps_in_order_with_the_assistant_text_around_each(
    store, clock, world
) -> None:
    t = timeline.timeline(store, "alice", SESSION)
    t0 = clock()
    assert [(s.n, s.tool, s.tool_id) for s in t.steps] == [
        (1, "Bash", "toolu_1"),
        (2, "Read", "toolu_2"),
        (3, "Bash", "toolu_3"),
        (4, "Edit", "toolu_4"),
    ]
    ls, read, make, edit = t.steps
    assert json.loads(ls.input) == {"command": "ls -la"}
    assert ls.result == "Makefile\nREADME.md\nsrc" and ls.is_error is False
    assert (ls.requested_at, ls.result_at, ls.wait_ms) == (
        t0 + timedelta(seconds=2),
        t0 + timedelta(seconds=10),
        8000,
    )
    assert (ls.exchange_id, ls.result_exchange_id) == (world["x1"], world["x2"])
    assert ls.said_before == "I'll list the files and read the README first."
    assert ls.said_after == "Now running the test suite."
    assert (make.is_error, make.result, make.wait_ms) == (True, "1 failed, 41 passed", 27000)
    assert make.said_after == "One test failed: test_login expects port 8443."
    assert (edit.result, edit.is_error, edit.result_at, edit.wait_ms, edit.said_after) == (
        None,
        None,
        None,
        None,
        "",
    )
    assert read.said_before == ls.said_before

    assert [(x.n, x.id, x.steps, x.duration_ms) for x in t.exchanges] == [
        (1, world["x1"], [1, 2], 2000),
        (2, world["x2"], [3], 3000),
        (3, world["x3"], [4], 5000),
    ]
    first, second, _ = t.exchanges
    # the stored text is the sanitized digest, never the raw value
    assert "alice@example.com" not in first.user and "<EMAIL_ADDRESS>" in first.user
    assert second.continuation and "continuation" in second.user


def test_a_session_is_found_by_a_unique_prefix_of_its_id(store, clock, world, sanitizer) -> None:
    assert timeline.timeline(store, "alice", SESSION[:8]).session.session_id == SESSION
    twin = SESSION[:8] + "-twin"
    exchange(store, sanitizer, owner="alice", session=twin, at=clock(), user="hi", response="hi")
    with pytest.raises(TeambrainError, match="more than one of your sessions"):
        timeline.timeline(store, "alice", SESSION[:8])
    assert timeline.timeline(store, "alice", SESSION[:10]).session.session_id == SESSION


def test_a_hashed_session_is_found_without_its_h_prefix(store, clock, sanitizer) -> None:
    """A session the client named no id for reads `h-` and a hash: the hash alone finds it,
    as it is what a person copies from a listing."""
    hashed = "h-7f3c2a10b4e5d6c7a8b9"
    exchange(store, sanitizer, owner="alice", session=hashed, at=clock(), user="hi", response="ok")
    assert timeline.timeline(store, "alice", "7f3c2a").session.session_id == hashed
    assert timeline.timeline(store, "alice", "h-7f3c").session.session_id == hashed
    with pytest.raises(NotFound):
        timeline.timeline(store, "bob", "7f3c2a")  # still only the owner's


@pytest.mark.parametrize(
    "ref", ["bobs-session", "bobs", "bob", "no-such-session", "", "older-session\x00x"]
)
def test_anothers_session_is_indistinguishable_from_a_missing_one(store, world, ref) -> None:
    for read in (timeline.timeline, export.export_record, export.export_markdown):
        with pytest.raises(NotFound) as refused:
            read(store, "alice", ref)
        assert str(refused.value) == f"no session {ref.strip()!r} of yours"


def test_the_json_export_follows_its_schema_and_is_not_executable(store, clock, world) -> None:
    exported = json.loads(export.export_json(store, "alice", SESSION, clock=clock))
    jsonschema.Draft202012Validator(SCHEMA).validate(exported)
    assert exported["executable"] is False
    assert exported["format"] == "teambrain.timeline" and exported["schema_version"] == 3
    assert exported["record"]["owner"] == "alice"
    assert [s["tool"] for s in exported["record"]["steps"]] == ["Bash", "Read", "Bash", "Edit"]
    # an archival record: no request, headers, endpoint or script anywhere in it
    keys = _all_keys(exported)
    assert keys.isdisjoint(
        {"messages", "request", "headers", "url", "endpoint", "body", "script", "replay", "curl"}
    )
    assert "#!/" not in json.dumps(exported)


def test_the_content_hash_covers_the_record_and_is_stable(store, clock, world, sanitizer) -> None:
    first = export.export_record(store, "alice", SESSION, clock=clock)
    clock.advance(days=1)
    again = export.export_record(store, "alice", SESSION, clock=clock)
    assert first["exported_at"] != again["exported_at"]
    assert first["content_hash"] == again["content_hash"]
    # anyone can verify it from the file alone
    parsed = json.loads(json.dumps(first))
    canonical = json.dumps(
        parsed["record"], sort_keys=True, separators=(",", ":"), ensure_ascii=False
    )
    assert parsed["content_hash"] == "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()
    # and it changes when the record does
    exchange(
        store,
        sanitizer,
        owner="alice",
        session=SESSION,
        at=clock(),
        response="Fixed.",
        results=[CapturedToolResult(tool_id="toolu_4", content="edited")],
    )
    changed = export.export_record(store, "alice", SESSION, clock=clock)
    assert changed["content_hash"] != first["content_hash"]
    assert changed["record"]["steps"][3]["result"] == "edited"


def test_the_markdown_export_reads_as_a_record_and_holds_nothing_to_run(
    store, clock, world, sanitizer
) -> None:
    exchange(
        store,
        sanitizer,
        owner="alice",
        session="fenced",
        at=clock(),
        user="try to break the fence",
        response="ok",
        calls=[
            CapturedToolCall(
                tool_id="toolu_9", name="Bash", input_json='{"command": "echo ~~~~ done"}'
            )
        ],
    )
    md = export.export_markdown(store, "alice", SESSION, clock=clock)
    digest = export.export_record(store, "alice", SESSION, clock=clock)["content_hash"]
    assert md.startswith(f"# Session {SESSION}\n")
    assert "**Archival record, not executable.**" in md and digest in md
    assert "### Step 3: Bash (error after 27.0 s)" in md
    assert "### Step 4: Edit (no result yet)" in md
    assert "<EMAIL_ADDRESS>" in md and "alice@example.com" not in md
    assert "```" not in md  # no language-tagged code block a reader could paste into a shell
    fenced = export.export_markdown(store, "alice", "fenced", clock=clock)
    assert '~~~~~text\n{"command":"echo ~~~~ done"}\n~~~~~' in fenced


def _all_keys(value: object) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _all_keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _all_keys(v)}
    return set()
