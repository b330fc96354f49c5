"""Recall's lookups by id on every backend. A database store looks each id up first in the
days its id names and then everywhere for what it did not find there, so a record whose id
names another time (an id made long before the record, one that names none) is still
found: as a candidate, as a call, and as a session neighbour whose docnum counts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from teambrain.core.clock import FrozenClock, to_ms
from teambrain.core.episodes.index import index_episode, index_event
from teambrain.core.ids import new_id
from teambrain.core.recall import search
from teambrain.core.records.episodes import Episode, ExecutionEvent
from teambrain.core.store import RecordHead, Store

NOW = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
"""Monday: the week's partition starts here, so ids of the last week name older weeks."""


def exchange(record_id: str, session: str, at: datetime, text: str) -> Episode:
    return Episode(
        id=record_id,
        owner="alice",
        session_id=session,
        provider="anthropic",
        started_at=at,
        ended_at=at + timedelta(seconds=1),
        user_digest=text,
        response_digest="noted",
    )


def test_records_whose_ids_name_another_time_are_found(store: Store) -> None:
    at = NOW - timedelta(hours=2)
    old_id = new_id(to_ms(NOW - timedelta(days=40)))  # names a week long dropped from view
    nameless = "legacy-exchange-7"  # names no time at all
    records = [
        exchange(new_id(to_ms(at - timedelta(minutes=2))), "s1", at - timedelta(minutes=2), "x"),
        exchange(old_id, "s1", at, "quokka migration plan for the ledger"),
        exchange(nameless, "s1", at + timedelta(minutes=1), "ledger quokka rollback notes"),
        exchange(new_id(to_ms(at + timedelta(minutes=3))), "s1", at + timedelta(minutes=3), "y"),
    ]
    call = ExecutionEvent(
        id="legacy-call-3",
        owner="alice",
        session_id="s1",
        exchange_id=records[1].id,
        tool_id="toolu_1",
        tool_name="Bash",
        input_digest="quokka ledger export",
        requested_at=at + timedelta(seconds=30),
    )

    def put(txn) -> None:  # noqa: ANN001
        for e in records:
            txn.episodes.put_episode(e)
            index_episode(txn, e)
        txn.episodes.put_event(call)
        index_event(txn, call)

    store.write(put)
    found = search.recall(
        store, "alice", "quokka ledger", limit=10, gate=False, clock=FrozenClock(NOW)
    )
    assert {h.id for h in found.hits} == {old_id, nameless, call.id}
    with store.read() as txn:
        txn.episodes.prefetch("alice", [old_id, nameless, "absent-1"], [call.id])
        assert txn.episodes.episode("alice", old_id) == records[1]
        assert txn.episodes.episode("alice", nameless) == records[2]
        assert txn.episodes.episode("alice", "absent-1") is None
        assert txn.episodes.event("alice", call.id) == call
        heads = txn.episodes.heads("alice", [old_id, nameless, "absent-1"], [call.id])
        assert heads == {
            old_id: RecordHead.of(records[1]),
            nameless: RecordHead.of(records[2]),
            call.id: RecordHead.of(call),
        }
        reader = txn.index.reader("alice")
        ids = [e.id for e in records]
        heads = [reader.head(i) for i in ids]
        assert all(h is not None for h in heads)
        docs = [h.doc for h in heads if h is not None]
        assert len(set(docs)) == 4
        assert reader.head("absent-1") is None
        near = reader.session_context([RecordHead.of(records[1]), RecordHead.of(records[2])], 2)
        # by id: the old id sorts first, the nameless one ('l' after '0') last
        assert near == {
            old_id: [None, None, docs[0], docs[3]],
            nameless: [docs[3], docs[0], None, None],
        }
        assert reader.candidates([docs[1], docs[2], max(docs) + 100]) == [
            RecordHead.of(records[1]),
            RecordHead.of(records[2]),
            None,
        ]
        assert txn.index.reader("bob").head(old_id) is None  # another owner's reader
