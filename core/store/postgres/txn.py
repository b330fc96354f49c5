"""One unit of work on one pooled connection: the repositories over it, the acting owner set
for row-level security (transaction-local, cached), and the small query helpers they share
(bound parameters only; listings fetched in keyset-paginated chunks while the transaction
is open).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from psycopg import errors
from teambrain.core.config import RESERVED_OWNERS, STORE_WIDE
from teambrain.core.errors import StoreError
from teambrain.core.store.postgres.partitions import week_start
from teambrain.core.store.postgres.schema import OWNER_SETTING

if TYPE_CHECKING:
    import psycopg

_NO_SEQSCAN = "set_config('enable_seqscan', 'off', true)"
"""Set at the start of every write: under SERIALIZABLE a sequential scan locks the whole
table against every concurrent writer (PostgreSQL's predicate locks), so writes read by
index, even from a partition the planner believes tiny (a new week's)."""
_GENERIC_PLANS = "set_config('plan_cache_mode', 'force_generic_plan', true)"
ALL_OWNERS = STORE_WIDE
"""The row-level security scope of the methods that span owners (scope_all only: no owner
may be named so, core/config.py RESERVED_OWNERS)."""
FIRST_CHUNK = 64
CHUNK = 256
"""Rows per query of a listing: the first small (most callers stop early), then larger."""


def missing_partition(error: BaseException) -> bool:
    """Whether a write failed for want of a partition (PostgreSQL found none for a row)."""
    return isinstance(error, errors.CheckViolation) and "no partition of relation" in (
        error.diag.message_primary or ""
    )


def prefix_upper(prefix: str) -> str | None:
    """The smallest string above every string starting with `prefix` (bytewise = code point
    order under COLLATE "C"); None when there is none (empty prefix, or all U+10FFFF)."""
    chars = list(prefix)
    while chars:
        last = ord(chars.pop())
        nxt = last + 1
        if 0xD800 <= nxt <= 0xDFFF:
            nxt = 0xE000
        if nxt <= 0x10FFFF:
            return "".join(chars) + chr(nxt)
    return None


class PgTxn:
    """A transaction over every repository (core/store/repos.py: Txn)."""

    def __init__(self, conn: psycopg.Connection, *, write: bool) -> None:
        from teambrain.core.store.postgres.episodes import PgEpisodes
        from teambrain.core.store.postgres.governance import PgGovernance
        from teambrain.core.store.postgres.index import PgRecallIndex
        from teambrain.core.store.postgres.inject import PgInjectChoices
        from teambrain.core.store.postgres.knowledge import PgAudit, PgKnowledge
        from teambrain.core.store.postgres.meta import PgMeta

        self.write = write
        self.conn = conn
        self.cur = conn.cursor()
        self._prepare: bool | None = None
        """psycopg prepares the statements a connection repeats (unless `[store] prepare`
        is off): planning a recall's queries over every week's partition cost more than
        running them. A prepared plan still reads only the weeks a recall's window names:
        PostgreSQL prunes partitions when the statement starts, from its parameters."""
        self.open = True
        self.weeks_written: set[int] = set()
        """Weeks of the partitioned rows this transaction wrote (the ones it may lack)."""
        self._scope: str | None = None
        self._prepared = False
        """Whether this transaction has set its planner settings yet."""
        self._generic = False
        """Whether generic plans are on: for the whole of a read transaction that asked
        (prefer_generic_plans), or inside a write's generic_plans()."""
        self.times: dict[str, int] = {}
        """Seconds of the records this transaction read, by id (an index row's t, an
        exchange's start): later lookups by id go straight to their week (hints.py)."""
        self.episodes = PgEpisodes(self)
        self.index = PgRecallIndex(self)
        self.knowledge = PgKnowledge(self)
        self.audit = PgAudit(self)
        self.governance = PgGovernance(self)
        self.meta = PgMeta(self)
        self.inject = PgInjectChoices(self)

    def close(self) -> None:
        self.open = False

    # -- scope --------------------------------------------------------------------------

    def scope(self, owner: str) -> None:
        """Make `owner` the row-level security owner for what follows (transaction-local).
        A name the store reserves is refused: `*` would open every owner's rows."""
        if owner in RESERVED_OWNERS:
            raise StoreError(f"no owner may be named {owner!r}: the store reserves it")
        self._set_scope(owner)

    def _set_scope(self, owner: str) -> None:
        if owner != self._scope:
            if not self.open:
                raise StoreError("a store listing was read after its transaction ended")
            if self.write and not self._prepared:
                self._prepared = True
                self.cur.execute(
                    f"SELECT set_config(%s, %s, true), {_NO_SEQSCAN}", [OWNER_SETTING, owner]
                )
            elif self._generic and not self._prepared:
                self._prepared = True
                self.cur.execute(
                    f"SELECT set_config(%s, %s, true), {_GENERIC_PLANS}", [OWNER_SETTING, owner]
                )
            else:
                self.cur.execute("SELECT set_config(%s, %s, true)", [OWNER_SETTING, owner])
            self._scope = owner

    def prefer_generic_plans(self) -> None:
        """Plan this read transaction's bound statements once per connection (recall's).
        PostgreSQL's own choice re-plans them on every run: it prices a generic plan as
        reading every week's partition, though it prunes them from the parameters when the
        statement starts. Without prepared statements (`[store] prepare = false`) a generic plan would be
        made on every run, so nothing changes there."""
        if not self.write and not self._generic and self.conn.prepare_threshold is not None:
            self._generic = True
            self._scope = None  # the next scope() sets the plan mode with the owner

    @contextmanager
    def generic_plans(self) -> Iterator[None]:
        """Plan the statements run inside once per connection, in a write transaction too
        (exact lookups per key, as a batch's write-ahead loads are): left to choose, the
        planner plans them afresh on every run, for the same reason as recall's reads
        (prefer_generic_plans). Set back to the server's default after, so the batch's
        writes are planned as before."""
        if not self.write or self.conn.prepare_threshold is None or self._generic:
            yield  # a read's mode is set for it already; a nested call keeps the outer one's
            return
        self._check()
        self.cur.execute("SET LOCAL plan_cache_mode = force_generic_plan")
        self._generic = True
        try:
            yield
        finally:
            self._generic = False
            self.cur.execute("SET LOCAL plan_cache_mode = DEFAULT")

    def scope_all(self) -> None:
        self._set_scope(ALL_OWNERS)

    # -- queries ------------------------------------------------------------------------

    def _check(self) -> None:
        if not self.open:
            raise StoreError("a store listing was read after its transaction ended")
        if self.write and not self._prepared:
            self._prepared = True
            self.cur.execute(f"SELECT {_NO_SEQSCAN}")

    def write_check(self) -> None:
        if not self.write:
            raise StoreError("a write outside store.write()")

    def rows(self, sql: str, params: Any = None) -> list[tuple]:
        self._check()
        return self.cur.execute(sql, params, prepare=self._prepare).fetchall()

    def rows_together(self, statements: Sequence[tuple[str, Any]]) -> list[list[tuple]]:
        """Several independent reads, (sql, params) each, in one round trip (pipeline
        mode): their rows, in order."""
        self._check()
        if len(statements) <= 1:
            return [self.rows(sql, params) for sql, params in statements]
        cursors = []
        with self.conn.pipeline():
            for sql, params in statements:
                cur = self.conn.cursor()
                cur.execute(sql, params, prepare=self._prepare)
                cursors.append(cur)
        return [cur.fetchall() for cur in cursors]

    def delete_older(self, table: str, key: str, at: str, cutoff: Any, batch: int) -> int:
        """Delete at most `batch` rows of `table` (primary key `key`) whose `at` is before
        the cutoff, oldest first, across owners; how many."""
        if batch <= 0:
            return 0
        self.scope_all()
        self.write_check()
        return len(
            self.rows(
                f"DELETE FROM {table} WHERE ({key}) IN (SELECT {key} FROM {table}"
                f" WHERE {at} < %s ORDER BY {at} LIMIT %s) RETURNING 1",
                [cutoff, batch],
            )
        )

    def one(self, sql: str, params: Sequence[Any] | None = None) -> tuple | None:
        self._check()
        return self.cur.execute(sql, params, prepare=self._prepare).fetchone()

    def value(self, sql: str, params: Sequence[Any] | None = None) -> Any:
        row = self.one(sql, params)
        return None if row is None else row[0]

    def run(self, sql: str, params: Any = None) -> None:
        """A write statement."""
        self._check()
        self.write_check()
        self.cur.execute(sql, params)

    def run_many(self, sql: str, seq: Sequence[Sequence[Any]]) -> None:
        self._check()
        self.write_check()
        if seq:
            self.cur.executemany(sql, seq)

    def run_partitioned(self, sql: str, params: Any, at_s: int) -> None:
        """A write into a partitioned table at time `at_s` (seconds). Its week is noted: if
        the transaction fails for want of a partition, the store makes the weeks noted and
        re-runs it."""
        self.weeks_written.add(week_start(at_s))
        self.run(sql, params)

    def rows_partitioned(self, sql: str, params: Any, at_s: int) -> list[tuple]:
        """`run_partitioned` for a statement whose rows are wanted (RETURNING)."""
        self.write_check()
        self.weeks_written.add(week_start(at_s))
        return self.rows(sql, params)

    def paged(
        self,
        owner: str | None,
        select: str,
        where: str,
        params: Sequence[Any],
        key: str,
        key_at: int,
        *,
        desc: bool,
        convert: Callable[[tuple], Any],
        limit: int | None = None,
        every: bool = False,
    ) -> Iterator[Any]:
        """Rows of `SELECT {select} WHERE {where}` ordered by the unique column `key`, in
        chunks: each next chunk starts after the last key seen (`key_at`: its position in
        the row). `owner` is the scope set before each chunk (generators interleave); None
        for a table without row-level security; `every` for the store-wide scope."""
        size = FIRST_CHUNK
        last: Any = None
        left = limit
        cmp, order = ("<", "DESC") if desc else (">", "ASC")
        while True:
            if every:
                self.scope_all()
            elif owner is not None:
                self.scope(owner)
            clause = where if last is None else f"({where}) AND {key} {cmp} %s"
            args = list(params) if last is None else [*params, last]
            take = size if left is None else min(size, left)
            if take <= 0:
                return
            chunk = self.rows(
                f"SELECT {select} WHERE {clause} ORDER BY {key} {order} LIMIT %s", [*args, take]
            )
            for row in chunk:
                yield convert(row)
            if len(chunk) < take:
                return
            last = chunk[-1][key_at]
            if left is not None:
                left -= len(chunk)
            size = CHUNK
