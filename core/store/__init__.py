"""The store: where teambrain keeps what it remembers, behind domain repositories.

Core asks in its own words (core/store/repos.py: `txn.episodes.put_episode(...)`,
`txn.knowledge.owned(owner)`...), never in keys or SQL. Two backends implement those
repositories: an embedded LMDB directory (the default; core/store/lmdb/) and a PostgreSQL
database (`postgresql://USER@HOST/DB`; core/store/postgres/). Only those packages import
their driver; `open_store` picks one from what the user named.
"""

from __future__ import annotations

from pathlib import Path

from teambrain.core.config import Config, StoreLocation, store_location
from teambrain.core.store.repos import (
    KIND_EXCHANGE,
    KIND_EXECUTION,
    MEANING_BYTES,
    DocHead,
    IndexDoc,
    IndexReader,
    Outbox,
    OutboxEntry,
    OutboxStats,
    OwnerStats,
    Postings,
    RecordHead,
    Store,
    Txn,
    WriteKeys,
)

__all__ = [
    "KIND_EXCHANGE",
    "KIND_EXECUTION",
    "MEANING_BYTES",
    "DocHead",
    "IndexDoc",
    "IndexReader",
    "Outbox",
    "OutboxEntry",
    "OutboxStats",
    "OwnerStats",
    "Postings",
    "RecordHead",
    "Store",
    "Txn",
    "WriteKeys",
    "database_health",
    "is_database_url",
    "migrate",
    "open_configured",
    "open_outbox",
    "open_store",
]

_SCHEMES = ("postgresql://", "postgres://")


def is_database_url(where: str | Path) -> bool:
    """Whether a store location names a PostgreSQL database rather than a directory."""
    return isinstance(where, str) and where.startswith(_SCHEMES)


def open_store(
    where: str | Path,
    *,
    map_size_mb: int = 256,
    max_map_size_mb: int = 65536,
    readonly: bool = False,
    pool_max: int = 4,
    prepare: bool = True,
) -> Store:
    """The store at `where`: a PostgreSQL URL, or an LMDB directory (the process's one
    environment for it). `readonly` creates and changes nothing until a first write."""
    if is_database_url(where):
        from teambrain.core.store.postgres import open_postgres

        return open_postgres(str(where), readonly=readonly, pool_max=pool_max, prepare=prepare)
    from teambrain.core.store.lmdb.env import open_lmdb

    return open_lmdb(
        Path(where), map_size_mb=map_size_mb, max_map_size_mb=max_map_size_mb, readonly=readonly
    )


def open_outbox(path: Path, cap_bytes: int, *, store: str) -> Outbox:
    """The host's outbox directory (an LMDB environment of its own) for the store named
    `store`, for a capture path writing to a database store (core/capture/outbox.py)."""
    from teambrain.core.store.lmdb.outbox import open_outbox as open_lmdb_outbox

    return open_lmdb_outbox(path, cap_bytes, store=store)


def open_configured(
    config: Config, where: StoreLocation | None = None, *, readonly: bool = False
) -> Store:
    """The store `where` names (else TEAMBRAIN_STORE, the config's [store] url, the data
    dir), opened with the config's store settings."""
    return open_store(
        store_location(where, config),
        map_size_mb=config.store.map_size_mb,
        max_map_size_mb=config.store.max_map_size_mb,
        readonly=readonly,
        pool_max=config.store.pool_max,
        prepare=config.store.prepare,
    )


def migrate(where: StoreLocation, config: Config) -> list[str]:
    """Apply the store's outstanding schema migrations; the names applied now (a new
    store is created with all of them)."""
    if is_database_url(where):
        from teambrain.core.store.postgres import migrate as migrate_postgres

        return migrate_postgres(str(where))
    from teambrain.core.store.lmdb.env import open_lmdb
    from teambrain.core.store.lmdb.migrations import apply_migrations

    store = open_lmdb(
        Path(where),
        map_size_mb=config.store.map_size_mb,
        max_map_size_mb=config.store.max_map_size_mb,
    )
    return apply_migrations(store)  # opening applied them already: nothing left, normally


def database_health(url: str, config: Config) -> list[tuple[str, bool, str]]:
    """The doctor's rows for a PostgreSQL store: (what, fine, detail): the connection, the
    schema version, row-level security and the role it connects as."""
    from teambrain.core.store.postgres import PostgresStore, check

    store = PostgresStore(url, readonly=True, pool_max=1)  # connects only to check: a
    # database that needs migrating is a row of its own, not a refusal
    try:
        return check(store)
    finally:
        store.close()
