"""Ordered store migrations, applied on open and recorded in the store.

Each migration is a function `mNNN_name(txn)` run inside one write transaction with its
record, so a crash mid-migration leaves it unapplied. Append new ones; never edit or
reorder applied ones. The store calls `apply_migrations` when it opens for writing; a store
opened read-only asks `pending_migrations` and refuses to read one that needs an upgrade.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from teambrain.core.codec import key

if TYPE_CHECKING:
    from teambrain.core.store import Store, Txn

SCHEMA_VERSION = 1


def m001_initial(txn: Txn) -> None:
    """A fresh store: record when it was created and the schema it holds."""
    txn.put_obj("meta", key("store", "created_at"), datetime.now(UTC).isoformat())
    txn.put_obj("meta", key("store", "schema"), SCHEMA_VERSION)


MIGRATIONS: list[Callable[[Txn], None]] = [m001_initial]


def applied_migrations(store: Store) -> list[str]:
    with store.read() as txn:
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

        store.write(run)
        applied.append(name)
    return applied
