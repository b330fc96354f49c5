"""The PostgreSQL backend: the server-grade store (docs/postgres.md).

`open_postgres(url)` opens (and, unless read-only, migrates) a database; `migrate(url)`
applies outstanding migrations; `check(store)` is the doctor's rows.
"""

from __future__ import annotations

from teambrain.core.errors import StoreError
from teambrain.core.store.postgres import migrate as _migrate
from teambrain.core.store.postgres.conninfo import params, where
from teambrain.core.store.postgres.schema import MIGRATIONS
from teambrain.core.store.postgres.store import PostgresStore

__all__ = [
    "MIGRATIONS",
    "PostgresStore",
    "check",
    "migrate",
    "open_postgres",
    "schema_version",
]


def migrate(url: str) -> list[str]:
    """Apply every outstanding migration to the database at `url`; the names applied now."""
    params(url)
    with _migrate.connect(url) as conn:
        return _migrate.apply(conn)


def open_postgres(
    url: str,
    *,
    readonly: bool = False,
    pool_min: int = 1,
    pool_max: int = 4,
    prepare: bool = True,
    connect: bool = True,
) -> PostgresStore:
    """Open the store at a postgresql:// url. A first open migrates; a read-only open of a
    database that needs migrating is refused (run `teambrain migrate`). `connect=False`
    opens it without reaching the database (a gateway starting during an outage): it
    migrates before its first unit of work instead."""
    params(url)
    if not connect and not readonly:
        return PostgresStore(
            url, pool_min=pool_min, pool_max=pool_max, prepare=prepare, migrate_first=True
        )
    with _migrate.connect(url) as conn:
        if readonly:
            waiting = _migrate.pending(conn)
            if waiting:
                raise StoreError(
                    f"the PostgreSQL store at {where(url)} needs migrating"
                    f" ({', '.join(waiting)}): run `teambrain migrate`"
                )
        else:
            _migrate.apply(conn)
    store = PostgresStore(
        url, readonly=readonly, pool_min=pool_min, pool_max=pool_max, prepare=prepare
    )
    if not readonly:
        store.ensure_current_weeks()  # this week's and next week's partitions
    return store


def schema_version(store: PostgresStore) -> int:
    """How many of the known migrations the store's database has."""
    with _migrate.connect(store._dsn) as conn:
        return _migrate.version(conn)


def check(store: PostgresStore) -> list[tuple[str, bool, str]]:
    """The doctor's rows: connection, schema version, row-level security, the role."""
    return _migrate.check(store._dsn)
