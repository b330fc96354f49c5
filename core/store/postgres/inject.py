"""Injection's per-session choices (owner-scoped, row-level security like every owner
table) and the team server's rate-limit windows (store-wide)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from contextlib import AbstractContextManager
from datetime import datetime
from typing import TYPE_CHECKING

from psycopg import IsolationLevel
from teambrain.core.records.inject import InjectChoice
from teambrain.core.store.postgres import rows as R

if TYPE_CHECKING:
    import psycopg
    from teambrain.core.store.postgres.txn import PgTxn


class PgInjectChoices:
    def __init__(self, txn: PgTxn) -> None:
        self.t = txn

    def choice(self, owner: str, session: str) -> InjectChoice | None:
        self.t.scope(owner)
        row = self.t.one(
            "SELECT ids, carried, chosen_at FROM inject_choices"
            " WHERE owner_id = %s AND session_key = %s",
            [owner, session],
        )
        if row is None:
            return None
        return InjectChoice(ids=list(row[0]), carried=row[1], chosen_at=row[2])

    def put_choice(self, owner: str, session: str, choice: InjectChoice) -> None:
        self.t.scope(owner)
        self.t.run(
            "INSERT INTO inject_choices (owner_id, session_key, ids, carried, chosen_at)"
            " VALUES (%s, %s, %s, %s, %s) ON CONFLICT (owner_id, session_key) DO UPDATE SET"
            " ids = EXCLUDED.ids, carried = EXCLUDED.carried, chosen_at = EXCLUDED.chosen_at",
            [owner, session, choice.ids, choice.carried, choice.chosen_at],
        )

    def expire(self, cutoff: datetime, *, batch: int) -> int:
        return self.t.delete_older(
            "inject_choices", "owner_id, session_key", "chosen_at", cutoff, batch
        )


_HIT = """
INSERT INTO rate_windows AS r (name, ends_at, n)
VALUES (%(name)s, now() + make_interval(secs => %(w)s), 1)
ON CONFLICT (name) DO UPDATE SET
    n = CASE WHEN r.ends_at <= now() THEN 1 ELSE r.n + 1 END,
    ends_at = CASE WHEN r.ends_at <= now() THEN EXCLUDED.ends_at ELSE r.ends_at END
RETURNING n, extract(epoch FROM ends_at - now())::float8
"""
"""One statement, one row: concurrent hits of a name queue on its row lock (READ COMMITTED
re-reads the row they waited for), so no hit is lost and none fails. Windows are on the
database's clock (`now()`: this statement's start), which every host shares."""


class PgRates:
    """RateWindows (core/store/repos.py): one autocommitted statement per hit, outside the
    SERIALIZABLE units of work (a counter has no read-then-write rule to protect)."""

    def __init__(self, connection: Callable[[], AbstractContextManager[psycopg.Connection]]):
        self._connection = connection

    def _run(self, sql: str, params: dict[str, object]) -> tuple | None:
        with self._connection() as conn:
            conn.isolation_level = IsolationLevel.READ_COMMITTED
            conn.read_only = False
            with conn.transaction():
                return conn.execute(sql, params).fetchone()

    def hit(self, name: str, window_s: float) -> tuple[int, float]:
        row = self._run(_HIT, {"name": _name(name), "w": window_s})
        assert row is not None
        return int(row[0]), max(0.0, float(row[1]))

    def forget(self, older_than_s: float) -> int:
        row = self._run(
            "WITH gone AS (DELETE FROM rate_windows"
            " WHERE ends_at < now() - make_interval(secs => %(s)s) RETURNING 1)"
            " SELECT count(*) FROM gone",
            {"s": older_than_s},
        )
        return int(row[0]) if row else 0


def _name(name: str) -> str:
    """The row's key: the name, or its digest when too long for an index entry."""
    if len(name) <= 400:
        return R.put_text(name)
    return "#" + hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()
