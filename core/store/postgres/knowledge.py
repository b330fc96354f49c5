"""Knowledge entries, tombstones and the audit log. Entries and tombstones are owner-scoped
rows read across owners (who sees which is decided above the store, so the cross-owner
reads run under the '*' scope); the audit log is a store-wide, append-only table."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from teambrain.core.clock import to_ms
from teambrain.core.ids import id_floor
from teambrain.core.records.audit import AuditRecord
from teambrain.core.records.knowledge import KnowledgeEntry, Tombstone
from teambrain.core.store.postgres import rows as R
from teambrain.core.store.postgres.txn import prefix_upper

if TYPE_CHECKING:
    from teambrain.core.store.postgres.txn import PgTxn

_ENTRY_COLS = R.columns(R.ENTRY)
_ENTRY_VALUES = R.placeholders(R.ENTRY, R.ENTRY_CASTS)
_TOMB_COLS = R.columns(R.TOMBSTONE)
_AUDIT_COLS = R.columns(R.AUDIT)


def _id_window(
    where: str, params: list[Any], since: datetime | None, until: datetime | None = None
) -> tuple[str, list[Any]]:
    """`where` and its `params` narrowed to the ids minted in [since, until): ids start with
    their time, so a time window is an id range (entries and the audit log alike)."""
    params = list(params)
    if since is not None:
        where += " AND id >= %s"
        params.append(id_floor(to_ms(since)))
    if until is not None:
        where += " AND id < %s"
        params.append(id_floor(to_ms(until)))
    return where, params


class PgKnowledge:
    def __init__(self, txn: PgTxn) -> None:
        self.t = txn

    def insert(self, entry: KnowledgeEntry) -> bool:
        self.t.scope(entry.owner)
        self.t.write_check()
        inserted = self.t.rows(
            f"INSERT INTO knowledge ({_ENTRY_COLS}) VALUES ({_ENTRY_VALUES})"
            " ON CONFLICT (owner_id, id) DO NOTHING RETURNING 1",
            R.entry_row(entry),
        )
        return bool(inserted)

    def put(self, entry: KnowledgeEntry) -> None:
        self.t.scope(entry.owner)
        self.t.run(
            f"INSERT INTO knowledge ({_ENTRY_COLS}) VALUES ({_ENTRY_VALUES})"
            f" ON CONFLICT (owner_id, id) DO UPDATE SET {R.updates(R.ENTRY, ('owner_id', 'id'))}",
            R.entry_row(entry),
        )

    def get(self, entry_id: str) -> KnowledgeEntry | None:
        if "\x00" in entry_id:
            return None
        self.t.scope_all()
        row = self.t.one(
            f"SELECT {_ENTRY_COLS} FROM knowledge WHERE id = %s ORDER BY owner_id LIMIT 1",
            [entry_id],
        )
        return None if row is None else R.entry_from(row)

    def owned(
        self, owner: str, *, since: datetime | None = None, until: datetime | None = None
    ) -> Iterator[KnowledgeEntry]:
        where, params = _id_window("owner_id = %s", [owner], since, until)
        return self._entries(owner, where, params)

    def all(self) -> Iterator[KnowledgeEntry]:
        return self._entries(None, "true", [])

    def id_prefixed(self, prefix: str, *, limit: int) -> Iterator[KnowledgeEntry]:
        where, params = "true", []
        if prefix:
            where = "id >= %s"
            params = [prefix]
            upper = prefix_upper(prefix)
            if upper is not None:
                where += " AND id < %s"
                params.append(upper)
        return self._entries(None, where, params, limit=max(limit, 0))

    def _entries(
        self, owner: str | None, where: str, params: Sequence[Any], *, limit: int | None = None
    ) -> Iterator[KnowledgeEntry]:
        """Entries matching `where`, oldest id first, under `owner`'s scope, or every
        owner's for None (every read of the table pages the same way)."""
        return self.t.paged(
            owner,
            f"{_ENTRY_COLS} FROM knowledge",
            where,
            params,
            "id",
            1,
            desc=False,
            convert=R.entry_from,
            limit=limit,
            every=owner is None,
        )

    def count(self) -> int:
        self.t.scope_all()
        return int(self.t.value("SELECT count(*) FROM knowledge"))

    def add_tombstone(self, stone: Tombstone) -> None:
        self.t.scope(stone.owner)
        self.t.run(
            f"INSERT INTO tombstones ({_TOMB_COLS}) VALUES (%s, %s, %s, %s, %s, %s)"
            f" ON CONFLICT (owner_id, id) DO UPDATE SET {R.updates(R.TOMBSTONE, ('owner_id', 'id'))}",
            R.tombstone_row(stone),
        )

    def tombstones(self) -> Iterator[Tombstone]:
        return self.t.paged(
            None,
            f"{_TOMB_COLS} FROM tombstones",
            "true",
            [],
            "id",
            1,
            desc=False,
            convert=R.tombstone_from,
            every=True,
        )


class PgAudit:
    """Append-only: rows are only ever inserted (a trigger refuses UPDATE, DELETE, TRUNCATE)."""

    def __init__(self, txn: PgTxn) -> None:
        self.t = txn

    def append(self, record: AuditRecord) -> None:
        self.t.run(
            f"INSERT INTO audit ({_AUDIT_COLS})"
            f" VALUES ({R.placeholders(R.AUDIT, R.AUDIT_CASTS)}) ON CONFLICT (id) DO NOTHING",
            R.audit_row(record),
        )

    def read(
        self, owner: str, *, since: datetime | None = None, newest_first: bool = True
    ) -> Iterator[AuditRecord]:
        where, params = _id_window("owner_id IN (%s, '')", [owner], since)
        return self.t.paged(
            None,
            f"{_AUDIT_COLS} FROM audit",
            where,
            params,
            "id",
            0,
            desc=newest_first,
            convert=R.audit_from,
        )

    def count(self) -> int:
        return int(self.t.value("SELECT count(*) FROM audit"))
