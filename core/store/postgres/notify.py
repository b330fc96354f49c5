"""Waiting for ceremony decisions: LISTEN teambrain_ceremony on a dedicated, unpooled
connection (a PgBouncer in transaction mode cannot carry LISTEN; then callers poll)."""

from __future__ import annotations

import threading

import psycopg
from teambrain.core.store.postgres import conninfo
from teambrain.core.store.postgres.governance import CEREMONY_CHANNEL

_CURRENT = "SELECT coalesce(max(ceremony_seq), 0) FROM ceremonies"


class CeremonyListener:
    def __init__(self, url: str) -> None:
        self._url = url
        self._conn: psycopg.Connection | None = None
        self._lock = threading.Lock()

    def _connect(self) -> psycopg.Connection:
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

    def wait(self, last_seq: int, timeout: float) -> int:
        with self._lock:
            try:
                conn = self._connect()  # LISTEN first, then read: nothing falls between
                current = self._current(conn)
                if current > last_seq:
                    return current
                for note in conn.notifies(timeout=max(timeout, 0.0)):
                    try:
                        current = max(current, int(note.payload))
                    except ValueError:
                        continue
                    if current > last_seq:
                        break
                return max(current, self._current(conn))
            except psycopg.OperationalError:
                self.close_unlocked()
                conn = self._connect()
                return self._current(conn)

    def close_unlocked(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except Exception:  # noqa: BLE001 - closing a broken connection
                pass
            self._conn = None

    def close(self) -> None:
        with self._lock:
            self.close_unlocked()
