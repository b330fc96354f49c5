"""The store: where teambrain keeps what it remembers, behind domain repositories.

Core asks in its own words (core/store/repos.py: `txn.episodes.put_episode(...)`,
`txn.knowledge.owned(owner)`...), never in keys or SQL. Two backends implement those
repositories: an embedded LMDB directory (the default; core/store/lmdb/) and a PostgreSQL
database (`postgresql://USER@HOST/DB`; core/store/postgres/). Only those packages import
their driver; `open_store` picks one from what the user named.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from teambrain.core.config import Config, StoreLocation, is_database_url, store_location
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

if TYPE_CHECKING:
    from teambrain.core.store.lmdb.outbox_repair import SetAside

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
    "damaged_outboxes",
    "database_health",
    "is_database_url",
    "migrate",
    "open_configured",
    "open_outbox",
    "open_store",
    "store_file_damage",
]


def open_store(
    where: str | Path,
    *,
    map_size_mb: int = 256,
    max_map_size_mb: int = 65536,
    readonly: bool = False,
    pool_max: int = 4,
    prepare: bool = True,
    connect: bool = True,
) -> Store:
    """The store at `where`: a PostgreSQL URL, or an LMDB directory (the process's one
    environment for it). `readonly` creates and changes nothing until a first write;
    `connect=False` opens a database store without reaching it (it is migrated when first
    reached), for a process that must start while the database is down."""
    if is_database_url(where):
        from teambrain.core.store.postgres import open_postgres

        return open_postgres(
            str(where), readonly=readonly, pool_max=pool_max, prepare=prepare, connect=connect
        )
    from teambrain.core.store.lmdb.env import open_lmdb

    return open_lmdb(
        Path(where), map_size_mb=map_size_mb, max_map_size_mb=max_map_size_mb, readonly=readonly
    )


def open_outbox(path: Path, cap_bytes: int, *, store: str) -> Outbox:
    """The host's outbox directory (an LMDB environment of its own) for the store named
    `store`, for a capture path writing to a database store (core/capture/outbox.py)."""
    from teambrain.core.store.lmdb.outbox import open_outbox as open_lmdb_outbox

    return open_lmdb_outbox(path, cap_bytes, store=store)


def damaged_outboxes(path: Path) -> list[SetAside]:
    """The damaged outboxes set aside in the host's outbox directory `path`, kept for
    inspection until someone deletes them (core/store/lmdb/outbox_repair.py)."""
    from teambrain.core.store.lmdb.outbox_repair import set_aside

    return set_aside(path)


def store_file_damage(store_dir: Path) -> str | None:
    """Why an LMDB store's data file is damaged, from its meta pages and its length read
    with plain reads (nothing is mapped or opened as LMDB); None when sound or absent."""
    from teambrain.core.store.lmdb.datafile import damage

    return damage(store_dir / "data.mdb")


def open_configured(
    config: Config,
    where: StoreLocation | None = None,
    *,
    readonly: bool = False,
    connect: bool = True,
) -> Store:
    """The store `where` names (else TEAMBRAIN_STORE, the config's [store] url, the data
    dir), opened with the config's store settings (`connect`: see open_store)."""
    return open_store(
        store_location(where, config),
        map_size_mb=config.store.map_size_mb,
        max_map_size_mb=config.store.max_map_size_mb,
        readonly=readonly,
        pool_max=config.store.pool_max,
        prepare=config.store.prepare,
        connect=connect,
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
