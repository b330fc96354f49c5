"""Waiting for ceremony decisions: LISTEN teambrain_ceremony on one dedicated, unpooled
connection per store (a PgBouncer in transaction mode cannot carry LISTEN; callers behind
one poll instead).

Many threads may wait at once: one of them (the leader) reads the connection, the others
wait for what it sees, so a second waiter never queues behind the first one's timeout.
"""

from __future__ import annotations

import threading
import time

import psycopg
from teambrain.core.errors import StoreError
from teambrain.core.store.postgres import conninfo
from teambrain.core.store.postgres.governance import CEREMONY_CHANNEL

_CURRENT = "SELECT coalesce(max(ceremony_seq), 0) FROM ceremonies"


class CeremonyListener:
    def __init__(self, url: str) -> None:
        self._url = url
        self._conn: psycopg.Connection | None = None
        self._cv = threading.Condition()
        self._leading = False
        self._latest = 0
        """The newest sequence number seen (by any waiter)."""
        self._closed = False

    def wait(self, last_seq: int, timeout: float) -> int:
        """The newest sequence number once it is past `last_seq`, or the newest known when
        `timeout` seconds pass first."""
        deadline = time.monotonic() + max(timeout, 0.0)
        with self._cv:
            while self._leading:
                if self._latest > last_seq:
                    return self._latest
                left = deadline - time.monotonic()
                if left <= 0:
                    return self._latest
                self._cv.wait(left)
            if self._latest > last_seq:
                return self._latest
            self._leading = True
        seq = self._latest
        try:
            seq = self._listen(last_seq, deadline)
            return seq
        finally:
            with self._cv:
                self._leading = False
                self._latest = max(self._latest, seq)
                self._cv.notify_all()

    def _listen(self, last_seq: int, deadline: float) -> int:
        try:
            conn = self._connect()  # LISTEN first, then read: nothing falls between
            current = self._current(conn)
            while current <= last_seq:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                for note in conn.notifies(timeout=left, stop_after=1):
                    try:
                        current = max(current, int(note.payload))
                    except ValueError:
                        continue
            return current
        except psycopg.OperationalError:
            self._drop()  # lost: reconnect and say what is current, so the caller refetches
            if self._closed:
                return self._latest
            return self._current(self._connect())

    def _connect(self) -> psycopg.Connection:
        if self._closed:
            raise StoreError("the store is closed")
        if self._conn is None or self._conn.closed:
            kwargs = conninfo.connect_kwargs(self._url)
            kwargs["autocommit"] = True
            try:
                conn = psycopg.connect(self._url, **kwargs)  # type: ignore[arg-type]
            except psycopg.OperationalError as e:
                raise conninfo.unreachable(self._url, e) from None
            conn.execute(f"LISTEN {CEREMONY_CHANNEL}")
            self._conn = conn
        return self._conn

    def _current(self, conn: psycopg.Connection) -> int:
        row = conn.execute(_CURRENT).fetchone()
        return int(row[0]) if row else 0

    def _drop(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except Exception:  # noqa: BLE001 - closing a broken connection
                pass
            self._conn = None

    def close(self) -> None:
        with self._cv:
            self._closed = True
            self._drop()
