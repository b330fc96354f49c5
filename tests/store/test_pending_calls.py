"""The calls recall looks at for the turn that is asking (core/recall/asking.py), on every
backend: of the owner's newest calls since a time, the pending ones of the tools named,
bare or behind an MCP prefix, newest first; never another owner's."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from teambrain.core.clock import to_ms
from teambrain.core.ids import new_id
from teambrain.core.records.episodes import ExecutionEvent
from teambrain.core.store import Store

T0 = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
TOOLS = frozenset({"recall_episodes", "get_episode"})


def call(owner: str, name: str, minute: int, *, answered: bool = False) -> ExecutionEvent:
    at = T0 + timedelta(minutes=minute)
    return ExecutionEvent(
        id=new_id(to_ms(at)),
        owner=owner,
        session_id="s1",
        exchange_id=new_id(to_ms(at)),
        tool_id=f"toolu_{owner}_{minute}",
        tool_name=name,
        input_digest="deploy rollback",
        result_digest="done" if answered else None,
        requested_at=at,
    )


def test_pending_calls_of_the_named_tools_newest_first(store: Store) -> None:
    calls = [
        call("alice", "recall_episodes", 0),  # before `since`
        call("alice", "mcp__teambrain__recall_episodes", 10),
        call("alice", "mcp__teambrain__get_episode", 11, answered=True),
        call("alice", "Bash", 12),
        call("alice", "mcp__other___get_episode", 13),  # last segment after the last "__"
        call("alice", "recall_episodes_v2", 14),
        call("alice", "get_episode", 15),
        call("bob", "recall_episodes", 16),
    ]
    store.write(lambda txn: [txn.episodes.put_event(c) for c in calls])
    since = T0 + timedelta(minutes=5)
    with store.read() as txn:
        found = txn.episodes.pending_calls("alice", since, scan=500, tools=TOOLS)
        assert [c.tool_id for c in found] == ["toolu_alice_15", "toolu_alice_13", "toolu_alice_10"]
        newest_three = txn.episodes.pending_calls("alice", since, scan=3, tools=TOOLS)
        assert [c.tool_id for c in newest_three] == ["toolu_alice_15", "toolu_alice_13"]
        assert [c.owner for c in txn.episodes.pending_calls("bob", since, scan=9, tools=TOOLS)] == [
            "bob"
        ]
        assert txn.episodes.pending_calls("carol", since, scan=9, tools=TOOLS) == []
