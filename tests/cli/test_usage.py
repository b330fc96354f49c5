"""Token usage as providers reported it, shown per exchange, per session and per owner."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange
from teambrain.core.config import Config
from teambrain.core.episodes.model import Usage
from teambrain.core.episodes.writes import write_capture

from tests.mcpserver.episode_world import PassThrough


def exchange(store, owner: str, at: datetime, usage: Usage, session: str = "s-tokens") -> str:
    cap = CapturedExchange(
        owner=owner,
        session_id=session,
        provider="anthropic",
        model="claude-sonnet-4-5",
        started_at=at,
        ended_at=at + timedelta(seconds=1),
        user_text="count my tokens",
        response_text="counted",
        usage=usage,
    )
    record = build_record(cap, PassThrough(), Config())
    store.write(lambda txn: write_capture(txn, record))
    return record.episode.id


def test_tokens_per_exchange_session_and_owner(store, run) -> None:
    now = datetime.now(UTC)
    first = exchange(
        store,
        "alice",
        now - timedelta(minutes=3),
        Usage(input_tokens=100, output_tokens=20, cache_write_tokens=900),
    )
    exchange(
        store,
        "alice",
        now - timedelta(minutes=2),
        Usage(input_tokens=50, output_tokens=30, cache_read_tokens=950),
    )
    exchange(
        store,
        "alice",
        now - timedelta(days=30),
        Usage(input_tokens=7, output_tokens=7),
        session="old",
    )
    exchange(store, "bob", now, Usage(input_tokens=999, output_tokens=999))

    shown = run("alice", "episodes", "show", first).output
    assert "tokens: 100 in, 20 out, 900 cache write" in shown
    sessions = {
        s["session_id"]: s for s in json.loads(run("alice", "timeline", "list", "--json").output)
    }
    assert sessions["s-tokens"]["usage"] == {
        "input_tokens": 150,
        "output_tokens": 50,
        "cache_read_tokens": 950,
        "cache_write_tokens": 900,
    }
    listed = run("alice", "timeline", "list").output
    assert "150 in / 50 out, 48% from cache" in listed  # 950 of 1,100 + 900 prompt tokens
    figures = json.loads(run("alice", "stats", "--json").output)["tokens"]
    assert (figures["exchanges"], figures["usage"]["input_tokens"]) == (2, 150)  # 7 days, alice's
    assert "of prompt tokens from the cache" in run("alice", "stats").output
