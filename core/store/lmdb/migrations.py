"""The LMDB store's ordered migrations, applied on open and recorded in the store.

Each migration is a function `mNNN_name(txn)` run inside one write transaction with its
record, so a crash mid-migration leaves it unapplied. Append new ones; never edit or
reorder applied ones. The store calls `apply_migrations` when it opens for writing; a store
opened read-only asks `pending_migrations` and refuses to read one that needs an upgrade.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from teambrain.core.store.lmdb.codec import key
from teambrain.core.store.secret import ensure_secret

if TYPE_CHECKING:
    from teambrain.core.store.lmdb.env import KvTxn as Txn
    from teambrain.core.store.lmdb.env import LmdbStore as Store

SCHEMA_VERSION = 1


def m001_initial(txn: Txn) -> None:
    """A fresh store: record when it was created and the schema it holds."""
    txn.put_obj("meta", key("store", "created_at"), datetime.now(UTC).isoformat())
    txn.put_obj("meta", key("store", "schema"), SCHEMA_VERSION)


def m002_tool_ids_per_session(txn: Txn) -> None:
    """Tool ids are unique only within a session: rekey `tool_ids` from owner NUL tool id
    to owner NUL session NUL tool id (a server reusing `call_1` in three sessions no longer
    makes them share one event)."""
    old = list(txn.range("tool_ids"))
    for k, _ in old:
        txn.delete("tool_ids", k)
    for _, event_id in old:
        event = txn.get_obj("events", event_id)  # a plain map: owner, session_id, tool_id...
        if isinstance(event, dict):
            k = key(event["owner"], event["session_id"], event["tool_id"])
            if len(k) <= 511:  # LMDB's key limit; an id that long never attached anyway
                txn.put("tool_ids", k, event_id)


def m003_store_secret(txn: Txn) -> None:
    """A random per-store secret: the key of stored ids' hashes and of the reflector's token."""
    from teambrain.core.store.lmdb.uow import LmdbTxn

    ensure_secret(LmdbTxn(txn))


MIGRATIONS: list[Callable[[Txn], None]] = [
    m001_initial,
    m002_tool_ids_per_session,
    m003_store_secret,
]


def applied_migrations(store: Store) -> list[str]:
    with store.read_kv() as txn:
        return [k.decode().split("\x00")[1] for k, _ in txn.prefix("meta", key("migration", ""))]


def pending_migrations(store: Store) -> list[str]:
    """The migrations a store still needs, in order."""
    done = set(applied_migrations(store))
    return [m.__name__ for m in MIGRATIONS if m.__name__ not in done]


def apply_migrations(store: Store) -> list[str]:
    """Apply outstanding migrations in order; return the names applied now."""
    done = set(applied_migrations(store))
    applied = []
    for migration in MIGRATIONS:
        name = migration.__name__
        if name in done:
            continue

        def run(txn: Txn, migration: Callable[[Txn], None] = migration, name: str = name) -> None:
            migration(txn)
            txn.put_obj("meta", key("migration", name), datetime.now(UTC).isoformat())

        store.write_kv(run)
        applied.append(name)
    return applied
