"""What ranking reads of recall's candidates (Episodes.heads) on every backend: exactly what
the records hold (times to the microsecond, a tool name with the characters the database
store escapes), only the acting owner's, and nothing for an id that names no record."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from teambrain.core.clock import to_ms
from teambrain.core.ids import new_id
from teambrain.core.records.episodes import Episode, ExecutionEvent
from teambrain.core.store import KIND_EXCHANGE, KIND_EXECUTION, RecordHead, Store

AT = datetime(2026, 9, 7, 9, 0, 1, 123457, tzinfo=UTC)


def test_heads_are_the_records_own_and_only_the_owners(store: Store) -> None:
    mine = Episode(
        id=new_id(to_ms(AT)),
        owner="alice",
        session_id="s-1",
        provider="anthropic",
        started_at=AT,
        ended_at=AT + timedelta(seconds=2),
        user_digest="the whole text is not what ranking reads",
    )
    call = ExecutionEvent(
        id=new_id(to_ms(AT) + 5),
        owner="alice",
        session_id="s-1",
        exchange_id=mine.id,
        tool_id="toolu_1",
        tool_name="mcp__odd\x00\ue000tool",
        input_digest="{}",
        requested_at=AT + timedelta(microseconds=1),
    )
    theirs = Episode(
        id=new_id(to_ms(AT) + 9),
        owner="bob",
        session_id="s-1",
        provider="anthropic",
        started_at=AT,
        ended_at=AT,
    )

    def put(txn) -> None:  # noqa: ANN001
        txn.episodes.put_episode(mine)
        txn.episodes.put_event(call)
        txn.episodes.put_episode(theirs)

    store.write(put)
    with store.read() as txn:
        got = txn.episodes.heads(
            "alice", [mine.id, theirs.id, "no-such-record", "", "x" * 65], [call.id, mine.id]
        )
        assert got == {
            mine.id: RecordHead(mine.id, KIND_EXCHANGE, "s-1", AT),
            call.id: RecordHead(
                call.id, KIND_EXECUTION, "s-1", AT + timedelta(microseconds=1), call.tool_name
            ),
        }
        assert got[mine.id].at == mine.started_at and got[mine.id].at.tzinfo is not None
        assert txn.episodes.heads("bob", [mine.id], [call.id]) == {}
        assert txn.episodes.heads("alice", [], []) == {}
