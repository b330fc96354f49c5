"""The audit log: append-only, owner-clamped, never holding text."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from teambrain.core import audit


def test_records_are_appended_in_time_order_and_clamped_to_the_owner(store, clock) -> None:
    audit.record(store, at=clock(), actor="alice", owner="alice", action="approve", entry_id="E1")
    clock.advance(minutes=1)
    audit.record(store, at=clock(), actor="bob", owner="bob", action="share", entry_id="E2")
    clock.advance(minutes=1)
    audit.record(
        store, at=clock(), actor=audit.SYSTEM, owner="", action="prune", detail={"episodes": 4}
    )
    clock.advance(minutes=1)
    audit.record(
        store, at=clock(), actor="mallory", owner="alice", action="refused:share", entry_id="E1"
    )

    alice = audit.read(store, "alice")
    assert [r.action for r in alice] == ["refused:share", "prune", "approve"]
    assert [r.action for r in audit.read(store, "alice", newest_first=False)] == [
        "approve",
        "prune",
        "refused:share",
    ]
    assert [r.action for r in audit.read(store, "bob")] == ["prune", "share"]
    assert [r.action for r in audit.read(store, "mallory")] == ["prune"]
    assert alice[1].detail == {"episodes": 4}


def test_since_and_limit(store, clock) -> None:
    start = clock()
    for i in range(5):
        audit.record(
            store, at=clock(), actor="alice", owner="alice", action="approve", entry_id=f"E{i}"
        )
        clock.advance(days=1)
    assert [r.entry_id for r in audit.read(store, "alice", limit=2)] == ["E4", "E3"]
    since = audit.read(store, "alice", since=start + timedelta(days=3), newest_first=False)
    assert [r.entry_id for r in since] == ["E3", "E4"]


def test_append_never_overwrites(store, clock) -> None:
    def twice(txn):
        a = audit.append(txn, at=clock(), actor="alice", owner="alice", action="approve")
        b = audit.append(txn, at=clock(), actor="alice", owner="alice", action="reject")
        return a, b

    a, b = store.write(twice)
    assert a.id < b.id
    assert {r.action for r in audit.read(store, "alice")} == {"approve", "reject"}


def test_a_write_that_fails_leaves_no_audit_record(store, clock) -> None:
    def fails(txn):
        audit.append(txn, at=clock(), actor="alice", owner="alice", action="approve")
        raise RuntimeError("the action failed")

    with pytest.raises(RuntimeError):
        store.write(fails)
    assert audit.read(store, "alice") == []


def test_a_stored_channel_is_one_of_the_set_when_read_back(clock) -> None:
    """Records written before channels decode with none; a channel outside the set is refused."""
    import msgspec
    from teambrain.core.store.lmdb.codec import decode, encode

    fields = {"id": "A1", "at": clock(), "actor": "alice", "owner": "alice", "action": "save"}
    assert decode(encode(fields), audit.AuditRecord).channel == ""
    for channel in audit.CHANNELS:
        assert decode(encode(fields | {"channel": channel}), audit.AuditRecord).channel == channel
    with pytest.raises(msgspec.ValidationError, match="channel"):
        decode(encode(fields | {"channel": "telnet"}), audit.AuditRecord)


def test_a_refusal_is_spelled_refused_and_its_move() -> None:
    from teambrain.core.records.knowledge import ACTIONS

    assert {move: f"refused:{move}" for move in ACTIONS} == audit.REFUSED


def test_records_stored_with_the_actions_as_text_read_back_typed(tmp_path, clock) -> None:
    """Every action an LMDB store holds was written as plain text: each still decodes, and a
    word outside the set is refused when read."""
    import msgspec
    from teambrain.core.ids import new_id
    from teambrain.core.store import open_store

    class StoredBefore(msgspec.Struct, kw_only=True, omit_defaults=True):
        """The record as it was written while its action was any string."""

        id: str
        at: datetime
        actor: str
        owner: str
        action: str
        entry_id: str = ""
        channel: str = ""

    written = [
        "file",
        "save",
        "approve",
        "keep_private",
        "restore",
        "ceremony",
        "prune",
        "refused:share",
        "refused:keep_private",
    ]
    store = open_store(tmp_path / "store", map_size_mb=4)
    try:

        def put(txn, action: str, at_ms: int) -> None:
            record = StoredBefore(
                id=new_id(at_ms), at=clock(), actor="mallory", owner="alice", action=action
            )
            txn.put("audit", record.id.encode(), msgspec.msgpack.encode(record))

        store.write_kv(lambda txn: [put(txn, a, 1_000 + i) for i, a in enumerate(written)])
        assert [r.action for r in audit.read(store, "alice", newest_first=False)] == written
        store.write_kv(lambda txn: put(txn, "refused:publish", 9_000))
        with pytest.raises(msgspec.ValidationError, match="action"):
            audit.read(store, "alice")
    finally:
        store.close()
