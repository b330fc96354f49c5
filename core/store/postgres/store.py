"""PostgresStore: the connection pool, read snapshots and serializable writes with retries.

`read()` is a REPEATABLE READ READ ONLY transaction (one consistent snapshot). `write(fn)`
runs fn in a SERIALIZABLE transaction, pipelined (statements whose rows nobody reads go
out without waiting on the server), and re-runs the whole of fn on a serialization
failure or a deadlock (faults.py reads each error's SQLSTATE; an outage becomes a
StoreError, a refusal of the data stays the driver's error): the domain code reads then writes inside fn (budgets, leases), and
SERIALIZABLE makes that safe with concurrent writers on several hosts. A write that meets a
missing weekly partition is re-run once the partition is made (partitions.py). Connections
hold only transaction-local settings, and statements are prepared at the protocol level
(off with `prepare=False`), so a PgBouncer in transaction mode may sit in front.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import psycopg
from psycopg import IsolationLevel, errors
from psycopg_pool import ConnectionPool, PoolTimeout
from teambrain.core.config import shown_location
from teambrain.core.errors import StoreError
from teambrain.core.store.postgres import conninfo, migrate, partitions
from teambrain.core.store.postgres.faults import Fault, classify, connection_lost
from teambrain.core.store.postgres.inject import PgRates
from teambrain.core.store.postgres.notify import CeremonyListener
from teambrain.core.store.postgres.rows import configure
from teambrain.core.store.postgres.schema import OWNER_SETTING
from teambrain.core.store.postgres.txn import ALL_OWNERS, PgTxn, missing_partition

T = TypeVar("T")

MAX_TRIES = 20
"""Attempts of one write before a serialization failure is given up as a StoreError."""
IDLE_CHECK_S = 1.0
"""A pooled connection unused this long is checked with a round trip before it is lent."""


class _QuietAbortedPipeline(logging.Filter):
    """psycopg warns when a pipeline ends after its block raised; the block's own error (a
    serialization failure re-run, a missing partition made) is what counts, so drop it."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (
            record.msg == "error ignored terminating %r: %s"
            and isinstance(record.args, tuple)
            and len(record.args) == 2
            and isinstance(record.args[1], errors.PipelineAborted)
        )


logging.getLogger("psycopg").addFilter(_QuietAbortedPipeline())


class PostgresStore:
    """One PostgreSQL database (core/store/repos.py: Store)."""

    backend = "postgresql"

    def __init__(
        self,
        url: str,
        *,
        readonly: bool = False,
        pool_min: int = 1,
        pool_max: int = 4,
        prepare: bool = True,
        migrate_first: bool = False,
    ) -> None:
        self._dsn = url
        self.url = shown_location(url)
        self.readonly = readonly
        self.where = conninfo.where(url)
        self._known_weeks: set[int] = set()
        self._weeks_lock = threading.Lock()
        self._closed = False
        self.connection_wait = float(conninfo.CONNECT_TIMEOUT)
        """Seconds a unit of work waits for a pooled connection before a StoreError."""
        self.retries = 0
        """Writes re-run after a serialization failure or deadlock (for tests and figures)."""
        self._last_used: dict[int, float] = {}
        """id(connection) -> when it was last given back (monotonic seconds)."""
        self._pool = ConnectionPool(
            url,
            min_size=max(0, min(pool_min, pool_max)),
            max_size=max(1, pool_max),
            kwargs=conninfo.connect_kwargs(url, prepare=prepare),
            configure=configure,
            check=self._check_idle,
            open=False,
            timeout=float(conninfo.CONNECT_TIMEOUT),
            reconnect_timeout=60.0,
            name=f"teambrain {self.where}",
        )
        self._listener = CeremonyListener(url)
        self._pool_lock = threading.Lock()
        self._pool_open = False
        self._migrate_first = migrate_first
        """Migrate (and make this week's partitions) before the first unit of work: a store
        opened without reaching the database (a gateway started during an outage)."""
        self.rates = PgRates(self._connection)
        """The team server's rate-limit windows (inject.py)."""

    # -- connections --------------------------------------------------------------------

    def _check_idle(self, conn: psycopg.Connection) -> None:
        """The pool's check before lending a connection: a round trip only for one idle
        over IDLE_CHECK_S (a server restart leaves those broken); a busy writer's next
        connection was in use a moment ago and is not pinged on every capture."""
        last = self._last_used.get(id(conn))
        if last is None or time.monotonic() - last > IDLE_CHECK_S:
            ConnectionPool.check_connection(conn)

    def _open_pool(self) -> None:
        if self._pool_open:
            return
        with self._pool_lock:
            if not self._pool_open:
                if self._closed:
                    raise StoreError(f"the store at {self.where} is closed")
                self._pool.open(wait=False)
                self._pool_open = True

    def _settle(self) -> None:
        """The migrations a store opened unreached still owes, applied once it is reached
        (StoreError while the database cannot be reached: the next unit of work tries again)."""
        with self._pool_lock:
            if not self._migrate_first:
                return
            try:
                with migrate.connect(self._dsn) as conn:
                    if migrate.pending(conn):  # a read first: a standby answers it too
                        migrate.apply(conn)
            except psycopg.Error as e:  # whatever it says, not about the work that waits
                raise StoreError(
                    f"cannot migrate PostgreSQL at {self.where} yet: {conninfo.first_line(e)}"
                ) from None
            self._migrate_first = False

    @contextmanager
    def _connection(self) -> Iterator[psycopg.Connection]:
        try:
            if self._migrate_first:
                self._settle()
            self._open_pool()
            with self._pool.connection(timeout=self.connection_wait) as conn:
                try:
                    yield conn
                finally:
                    self._last_used[id(conn)] = time.monotonic()
        except PoolTimeout:
            raise StoreError(
                f"no connection to PostgreSQL at {self.where} within"
                f" {self.connection_wait:g}s: is the server up?"
            ) from None
        except psycopg.Error as e:
            if classify(e) is not Fault.OUTAGE:
                raise  # write() re-runs a conflict; a refusal is about the data
            # else a failover's read-only window, a shutdown, a timeout, a cancel...
            what = "lost the connection to" if connection_lost(e) else "cannot work now on"
            raise StoreError(
                f"{what} PostgreSQL at {self.where}: {conninfo.first_line(e)}"
            ) from None

    # -- units of work ------------------------------------------------------------------

    @contextmanager
    def read(self) -> Iterator[PgTxn]:
        """A read snapshot. A pooled connection the server dropped (a restart, a failover,
        pg_terminate_backend) fails as the snapshot begins, before the caller reads: that
        is retried once on a fresh connection, so a dropped pool costs no reader an error."""
        for attempt in range(2):
            began = lost = False
            with self._connection() as conn:
                txn = PgTxn(conn, write=False)
                try:
                    conn.isolation_level = IsolationLevel.REPEATABLE_READ
                    conn.read_only = True
                    with conn.transaction():
                        began = True
                        yield txn
                except psycopg.Error as e:
                    if began or attempt or not connection_lost(e):
                        raise
                    lost = True  # the pool discards the broken connection as it comes back,
                    self._last_used.clear()  # and pings each other one before lending it
                finally:
                    txn.close()
            if not lost:
                return

    def write(self, fn: Callable[[PgTxn], T]) -> T:
        if self.readonly:
            self.readonly = False  # as LMDB: read-only until a first write
        self.ensure_current_weeks()
        delay = 0.002
        last: Exception | None = None
        made: set[int] = set()
        conflicts = 0
        while conflicts < MAX_TRIES:  # a round that made a missing week does not count: each
            try:  # makes one more, so a batch over many weeks gets there
                with self._connection() as conn:
                    conn.isolation_level = IsolationLevel.SERIALIZABLE
                    conn.read_only = False
                    txn = PgTxn(conn, write=True)
                    try:
                        with conn.pipeline(), conn.transaction():
                            result = fn(txn)
                            txn.index.flush()
                        return result
                    except Exception as e:
                        missing = txn.weeks_written - made
                        if not (missing_partition(e) and missing):
                            raise  # not a missing week, or one made already: a real error
                    finally:
                        txn.close()
                    self._make_weeks(conn, missing)
                    made |= missing
            except psycopg.Error as e:
                if classify(e) is not Fault.RETRY:
                    raise
                last = e
                conflicts += 1
                self.retries += 1
                time.sleep(random.uniform(0, delay))
                delay = min(delay * 2, 0.25)
        raise StoreError(
            f"a write to PostgreSQL at {self.where} kept conflicting with concurrent writers"
            f" ({MAX_TRIES} tries): {conninfo.first_line(last) if last else ''}"
        )

    @contextmanager
    def sql(self) -> Iterator[psycopg.Connection]:
        """A pooled connection in one transaction under the store-wide ('*') row-level
        security scope, committed at the end: raw SQL for operators' tools and tests
        (nothing in teambrain writes through it)."""
        self.readonly = False
        with self._connection() as conn:
            conn.isolation_level = IsolationLevel.READ_COMMITTED
            conn.read_only = False
            with conn.transaction():
                conn.execute("SELECT set_config(%s, %s, true)", [OWNER_SETTING, ALL_OWNERS])
                yield conn

    # -- partitions ---------------------------------------------------------------------

    def _make_weeks(self, conn: psycopg.Connection, weeks: set[int]) -> None:
        conn.isolation_level = IsolationLevel.READ_COMMITTED
        conn.read_only = False
        for attempt in range(3):
            try:
                partitions.make_weeks(conn, weeks)
                break
            except (errors.LockNotAvailable, errors.DuplicateTable, errors.UniqueViolation):
                if attempt == 2:
                    raise
        with self._weeks_lock:
            self._known_weeks |= weeks

    def ensure_current_weeks(self) -> None:
        """This week's and next week's partitions exist (checked once per week per process)."""
        now = partitions.week_start(int(time.time()))
        if now in self._known_weeks:
            return
        with self._connection() as conn:
            self._make_weeks(conn, {now, now + partitions.WEEK_S})

    # -- the rest of Store --------------------------------------------------------------

    def exists(self) -> bool:
        try:
            with self._connection() as conn:
                conn.isolation_level = IsolationLevel.READ_COMMITTED
                conn.read_only = True
                return not migrate.pending(conn)
        except StoreError:
            return False

    def info(self) -> dict[str, int]:
        with self.read() as txn:
            used = txn.value("SELECT pg_database_size(current_database())")
        return {"used_bytes": int(used or 0), "map_size": 0, "readers": 0}

    def sync(self) -> None:
        """Nothing to do: a committed write is durable on the server."""

    def close(self) -> None:
        self._closed = True
        self._listener.close()
        with self._pool_lock:
            if self._pool_open:
                self._pool.close()
                self._pool_open = False

    def wait_for_ceremony(self, last_seq: int, timeout: float) -> int:
        """The newest ceremony sequence number, waiting up to `timeout` seconds for one past
        `last_seq` (LISTEN on a dedicated connection). After a lost connection it reconnects
        and returns the current number, so callers refetch."""
        return self._listener.wait(last_seq, timeout)

    def __enter__(self) -> PostgresStore:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"PostgresStore({self.url!r})"
