"""An exchange's meaning is kept beside its index entry, on every backend: written in the
same transaction as the episode and its postings, handed back with its candidate's head and
by the bounded scan of the owner's meanings, removed when the exchange is re-indexed or
pruned; an exchange captured without one has none."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

import pytest
from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange
from teambrain.core.clock import FrozenClock
from teambrain.core.config import Config
from teambrain.core.episodes import retention
from teambrain.core.episodes.model import CaptureRecord
from teambrain.core.episodes.writes import write_capture
from teambrain.core.store import Store
from teambrain.core.store.postgres.schema import _index_put_fresh, _index_put_sealed

from tests.mcpserver.episode_world import PassThrough

NOW = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def built(owner: str, user: str, response: str, at: datetime) -> CaptureRecord:
    """A capture as the worker builds it, with a meaning of its own (the store keeps the
    bytes it is given: which model made them is recall's concern)."""
    cap = CapturedExchange(owner=owner, session_id="s1", provider="anthropic", started_at=at,
                           ended_at=at, user_text=user, response_text=response)  # fmt: skip
    record = build_record(cap, PassThrough(), Config(), embed=False)
    record.meaning = hashlib.sha256(f"{user}|{response}".encode()).digest() * 12
    return record


def capture(store: Store, owner: str, user: str, response: str, *, at: datetime) -> CaptureRecord:
    record = built(owner, user, response, at)
    store.write(lambda txn: write_capture(txn, record))
    return record


class Abandoned(Exception):
    """Raised inside a write to roll it back."""


def meanings(store: Store, owner: str) -> dict[str, bytes]:
    """The owner's stored meanings by record id, through the index reader."""
    with store.read() as txn:
        reader = txn.index.reader(owner)
        docs, found = reader.meanings(None, None, 1000)
        heads = reader.candidates(docs)
        return {h.id: m for h, m in zip(heads, found, strict=True) if h is not None}


def test_the_meaning_is_written_with_the_episode_and_read_with_its_head(store: Store) -> None:
    record = capture(store, "alice", "how do I rotate the API keys", "run keys rotate", at=NOW)
    assert len(record.meaning) == 384
    assert meanings(store, "alice") == {record.episode.id: record.meaning}
    assert meanings(store, "bob") == {}
    with store.read() as txn:
        reader = txn.index.reader("alice")
        head = reader.head(record.episode.id)
        assert head is not None
        assert [h.meaning for h in reader.candidates([head.doc]) if h] == [record.meaning]


def test_a_write_rolled_back_leaves_no_meaning(store: Store) -> None:
    kept = capture(store, "alice", "first exchange about walruses", "noted", at=NOW)
    lost = built("alice", "second exchange about walruses", "also noted", NOW)

    def write(txn) -> None:  # noqa: ANN001
        write_capture(txn, lost)
        raise Abandoned

    with pytest.raises(Abandoned):
        store.write(write)
    assert meanings(store, "alice") == {kept.episode.id: kept.meaning}


def test_an_exchange_without_a_meaning_has_none(store: Store) -> None:
    record = built("alice", "captured before meanings were kept", "ok", NOW)
    record.meaning = b""
    store.write(lambda txn: write_capture(txn, record))
    with store.read() as txn:
        reader = txn.index.reader("alice")
        head = reader.head(record.episode.id)
        assert head is not None
        assert [h.meaning for h in reader.candidates([head.doc]) if h] == [b""]
    assert meanings(store, "alice") == {}


def test_the_scan_keeps_to_its_window_and_bound(store: Store) -> None:
    ids = [
        capture(
            store, "alice", f"exchange number {i}", "ok", at=NOW - timedelta(days=10 - i)
        ).episode.id
        for i in range(6)
    ]
    with store.read() as txn:
        reader = txn.index.reader("alice")
        since = int((NOW - timedelta(days=7)).timestamp())
        docs, found = reader.meanings(since, None, 1000)
        assert [h.id for h in reader.candidates(docs) if h] == ids[:2:-1]  # newest first
        assert len(reader.meanings(None, None, 2)[0]) == 2


def test_pruning_takes_the_meaning_with_the_episode(store: Store) -> None:
    old = capture(store, "alice", "an old exchange", "long ago", at=NOW - timedelta(days=100))
    new = capture(store, "alice", "a new exchange", "just now", at=NOW)
    assert set(meanings(store, "alice")) == {old.episode.id, new.episode.id}
    retention.prune(store, days=90, batch=10, clock=FrozenClock(NOW))
    assert set(meanings(store, "alice")) == {new.episode.id}


BEFORE_0010 = f"""
DROP FUNCTION index_put(text, text, bigint, smallint, bigint, integer, text, text,
    bigint, bigint, bigint, bigint, boolean, text, bigint, text, bytea);
{_index_put_sealed(heads=True)}
DROP FUNCTION index_put_fresh(text, text[], bigint[], smallint[], bigint[], integer[],
    integer[], text, text, bigint, bigint, bigint, bigint, text[], bigint[], text[], bytea[]);
{_index_put_fresh(heads=True)}
DROP INDEX recall_docs_meaning;
ALTER TABLE recall_docs DROP COLUMN meaning;
DELETE FROM schema_migrations WHERE name = '0010_meaning';
"""
"""The schema as 0009 left it, made from the released migrations' own function texts."""
