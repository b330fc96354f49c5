"""A stored word of a closed set reads back as the word it was, on both backends; a word
outside its set (a newer release's, or a hand edit) is refused with an error that names the
field and the word, never handed on as if it were one of the set."""

from __future__ import annotations

from typing import Any, get_args

import msgspec
import pytest
from teambrain.core import audit
from teambrain.core.episodes.records import get_episode
from teambrain.core.errors import StoreError
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.records.audit import Channel
from teambrain.core.records.episodes import STATUSES
from teambrain.core.records.knowledge import ORIGINS, VISIBILITIES
from teambrain.core.store import Store

from tests.mcpserver.episode_world import PassThrough, capture

REFUSED = (StoreError, msgspec.ValidationError)
"""PostgreSQL's columns are checked as a row is read (StoreError); LMDB's records and
PostgreSQL's JSONB parts by msgspec as they decode (ValidationError)."""


def restate(store: Store, table: str, record_id: str, field: str, value: str) -> None:
    """Set one field of a stored record by hand, as no teambrain code does."""
    if store.backend == "lmdb":

        def put(kv: Any) -> None:
            fields = msgspec.msgpack.decode(kv.get(table, record_id.encode()))
            kv.put(table, record_id.encode(), msgspec.msgpack.encode(fields | {field: value}))

        store.write_kv(put)  # type: ignore[attr-defined]
        return
    with store.sql() as conn:  # type: ignore[attr-defined]
        conn.execute(f"UPDATE {table} SET {field} = %s WHERE id = %s", (value, record_id))  # noqa: S608


def restate_history(store: Store, entry_id: str, field: str, value: str) -> None:
    """Set one field of an entry's first transition by hand (a JSONB part in PostgreSQL)."""
    if store.backend == "lmdb":

        def put(kv: Any) -> None:
            fields = msgspec.msgpack.decode(kv.get("knowledge", entry_id.encode()))
            fields["history"][0][field] = value
            kv.put("knowledge", entry_id.encode(), msgspec.msgpack.encode(fields))

        store.write_kv(put)  # type: ignore[attr-defined]
        return
    with store.sql() as conn:  # type: ignore[attr-defined]
        conn.execute(
            "UPDATE knowledge SET history = jsonb_set(history, %s, to_jsonb(%s::text))"
            " WHERE id = %s",
            (["0", field], value, entry_id),
        )


def restate_audit(store: Store, record_id: str, field: str, value: str) -> None:
    """restate() for the audit log, which PostgreSQL keeps append-only even against its
    owner: a superuser edits it with triggers off, as only an operator by hand could."""
    if store.backend == "lmdb":
        restate(store, "audit", record_id, field, value)
        return
    import psycopg

    superuser = store.url.replace("postgresql://teambrain@", "postgresql://postgres@", 1)  # type: ignore[attr-defined]
    with psycopg.connect(superuser, autocommit=True) as conn:
        conn.execute("SET session_replication_role = replica")
        conn.execute(f"UPDATE audit SET {field} = %s WHERE id = %s", (value, record_id))  # noqa: S608


def _episode(store: Store, clock: Any) -> str:
    record = capture(store, "alice", "why is staging red?", "the lock", at=clock())
    return record.episode.id


def _entry(store: Store, clock: Any) -> str:
    entry = knowledge.save(
        store, "alice", "Run `make unlock` first.", sanitizer=PassThrough(), clock=clock
    )
    return entry.id


def test_every_episode_status_reads_back(store, clock) -> None:
    episode_id = _episode(store, clock)
    for status in STATUSES:
        restate(store, "episodes", episode_id, "status", status)
        assert get_episode(store, "alice", episode_id).status == status


def test_an_episode_status_outside_the_set_is_refused(store, clock) -> None:
    episode_id = _episode(store, clock)
    restate(store, "episodes", episode_id, "status", "aborted")
    with pytest.raises(REFUSED, match=r"(?s)status.*'aborted'|'aborted'.*status"):
        get_episode(store, "alice", episode_id)


@pytest.mark.parametrize(
    ("field", "words"),
    [("state", knowledge.STATES), ("visibility", VISIBILITIES), ("origin", ORIGINS)],
)
def test_every_entry_word_reads_back(store, clock, field, words) -> None:
    entry_id = _entry(store, clock)
    for word in words:
        restate(store, "knowledge", entry_id, field, word)
        assert getattr(knowledge.get_entry(store, "alice", entry_id), field) == word


@pytest.mark.parametrize(
    ("field", "word"), [("state", "shelved"), ("visibility", "public"), ("origin", "imported")]
)
def test_an_entry_word_outside_its_set_is_refused(store, clock, field, word) -> None:
    entry_id = _entry(store, clock)
    restate(store, "knowledge", entry_id, field, word)
    with pytest.raises(REFUSED, match=rf"(?s){field}.*'{word}'|'{word}'.*{field}"):
        knowledge.get_entry(store, "alice", entry_id)


def test_a_transition_outside_the_set_is_refused(store, clock) -> None:
    entry_id = _entry(store, clock)
    restate_history(store, entry_id, "action", "approve")
    assert knowledge.get_entry(store, "alice", entry_id).history[0].action == "approve"
    restate_history(store, entry_id, "action", "publish")
    with pytest.raises(REFUSED, match=r"(?s)'publish'.*action"):
        knowledge.get_entry(store, "alice", entry_id)


def test_the_channels_audit_names_are_the_literal_s() -> None:
    """core/audit.py spells its channels as constants: they are the literal's, in order."""
    assert get_args(Channel) == audit.CHANNELS


@pytest.mark.parametrize(("field", "word"), [("action", "publish"), ("channel", "cli")])
def test_an_audit_word_outside_its_set_is_refused(store, clock, field, word) -> None:
    entry_id = _entry(store, clock)  # saving files an audit record
    (record,) = audit.read(store, "alice")
    assert record.entry_id == entry_id
    restate_audit(store, record.id, field, word)
    with pytest.raises(REFUSED, match=rf"(?s){field}.*'{word}'|'{word}'.*{field}"):
        audit.read(store, "alice")
