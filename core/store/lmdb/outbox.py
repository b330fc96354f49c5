"""The gateway host's durable outbox: captures waiting to reach a database store, in an
LMDB environment of their own (fast, crash-safe, shared by the host's processes).

Layout (named databases):
  queue  8-byte big-endian sequence -> 8-byte big-endian enqueue time (ms) + payload
  dead   the same, for entries the database refused on their own (kept, never dropped)
  meta   b"seq" next sequence number, b"bytes" payload bytes queued, b"store" the store
         it feeds (one outbox never drains into another store)

Sequence numbers are taken inside the write that queues, so the queue's key order is the
order captures were committed on this host, across its processes. The byte cap counts
payloads only; past it `put` refuses (the caller counts a drop) and never waits.

A damaged outbox is found when a process opens it, set aside and replaced by a fresh one
with what could be salvaged (outbox_repair.py); a read gives its reader slot back when it
ends (`_reading`).
"""

from __future__ import annotations

import os
import struct
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import lmdb
from teambrain.core.errors import StoreError
from teambrain.core.store.lmdb import outbox_repair
from teambrain.core.store.lmdb.datafile import DAMAGE_ERRORS
from teambrain.core.store.repos import OutboxEntry, OutboxStats

_U64 = struct.Struct(">Q")
_HEADROOM = 64 * 1024 * 1024
"""Map size beyond the byte cap: keys, pages, free lists and the dead letters."""
_OPEN: dict[str, LmdbOutbox] = {}
_OPEN_LOCK = threading.Lock()


class OutboxDamaged(StoreError):
    """The outbox's file cannot be read as LMDB wrote it."""


class LmdbOutbox:
    """One outbox directory (core/store/repos.py: Outbox)."""

    def __init__(self, path: Path, cap_bytes: int, store: str) -> None:
        self.path = path
        self.cap_bytes = cap_bytes
        self.held: int | None = None
        """This process's mark that the outbox is open here (outbox_repair.hold)."""
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        try:
            self._env = lmdb.open(
                str(path),
                map_size=max(cap_bytes * 2, 1) + _HEADROOM,
                max_dbs=4,
                max_readers=64,
                mode=0o600,
                subdir=True,
                readahead=False,
            )
        except DAMAGE_ERRORS as e:
            raise OutboxDamaged(str(e)) from None
        except lmdb.Error as e:
            raise StoreError(f"cannot open the outbox at {path}: {e}") from None
        try:
            self._queue = self._env.open_db(b"queue")
            self._dead = self._env.open_db(b"dead")
            self._meta = self._env.open_db(b"meta")
            self._claim(store)
        except DAMAGE_ERRORS as e:
            self._env.close()
            raise OutboxDamaged(str(e)) from None

    def _claim(self, store: str) -> None:
        """Record which store this outbox feeds; refuse one made for another store."""
        with self._env.begin(write=True) as txn:
            mine = txn.get(b"store", db=self._meta)
            if mine is None:
                txn.put(b"store", store.encode(), db=self._meta)
            elif mine.decode() != store:
                self._env.close()
                raise StoreError(
                    f"the outbox at {self.path} holds captures for {mine.decode()},"
                    f" not {store}: point [outbox] dir elsewhere"
                )

    # -- writes -------------------------------------------------------------------------

    def put(self, payload: bytes) -> bool:
        """Queue one payload durably (committed and synced when this returns); False when
        it would pass the byte cap."""
        return self.put_many([payload]) == 1

    def put_many(self, payloads: Sequence[bytes]) -> int:
        """Queue payloads durably in one transaction, in order; how many fitted under the
        byte cap."""
        stamp = _U64.pack(int(time.time() * 1000))
        return self.restore([stamp + payload for payload in payloads], dead=False)

    def restore(self, records: list[bytes], *, dead: bool) -> int:
        """Queue records already stamped with their queueing time (a salvaged outbox's), in
        order, in one transaction; how many fitted under the byte cap."""
        kept = 0
        try:
            with self._env.begin(write=True) as txn:
                used = _int(txn.get(b"bytes", db=self._meta))
                seq = _int(txn.get(b"seq", db=self._meta))
                for record in records:
                    size = len(record) - _U64.size
                    if not dead and used + size > self.cap_bytes:
                        break
                    txn.put(_U64.pack(seq), record, db=self._dead if dead else self._queue)
                    seq, kept, used = seq + 1, kept + 1, used + (0 if dead else size)
                if kept:  # nothing written, nothing to commit (and no sync)
                    txn.put(b"seq", _U64.pack(seq), db=self._meta)
                    txn.put(b"bytes", _U64.pack(used), db=self._meta)
        except lmdb.MapFullError:
            return 0
        except lmdb.Error as e:
            raise StoreError(f"the outbox at {self.path} could not be written: {e}") from None
        return kept

    def remove(self, seqs: Iterable[int]) -> None:
        """Take sent entries out (entries already gone are skipped: a second drainer)."""
        self._take_out(seqs, into=None)

    def bury(self, seqs: Iterable[int]) -> None:
        """Move entries the database refused on their own to the dead letters."""
        self._take_out(seqs, into=self._dead)

    def _take_out(self, seqs: Iterable[int], into: lmdb._Database | None) -> None:
        try:
            with self._env.begin(write=True) as txn:
                used = _int(txn.get(b"bytes", db=self._meta))
                for seq in seqs:
                    k = _U64.pack(seq)
                    value = txn.pop(k, db=self._queue)
                    if value is None:
                        continue
                    used -= len(value) - _U64.size
                    if into is not None:
                        txn.put(k, value, db=into)
                txn.put(b"bytes", _U64.pack(max(0, used)), db=self._meta)
        except lmdb.Error as e:
            raise StoreError(f"the outbox at {self.path} could not be written: {e}") from None

    def revive(self) -> int:
        """Put every dead letter back in the queue, in its place by sequence (an operator
        sends them again once the cause is fixed); how many."""
        try:
            with self._env.begin(write=True) as txn:
                used = _int(txn.get(b"bytes", db=self._meta))
                dead = list(txn.cursor(db=self._dead))
                for k, value in dead:
                    txn.put(k, value, db=self._queue)
                    used += len(value) - _U64.size
                txn.drop(self._dead, delete=False)
                txn.put(b"bytes", _U64.pack(used), db=self._meta)
        except lmdb.Error as e:
            raise StoreError(f"the outbox at {self.path} could not be written: {e}") from None
        return len(dead)

    # -- reads --------------------------------------------------------------------------

    def take(self, limit: int) -> list[OutboxEntry]:
        """The oldest `limit` entries, in order (they stay until removed)."""
        out: list[OutboxEntry] = []
        with self._reading() as txn:
            for k, v in txn.cursor(db=self._queue):
                out.append(
                    OutboxEntry(
                        seq=_U64.unpack(k)[0], queued_ms=_U64.unpack(v[:8])[0], payload=v[8:]
                    )
                )
                if len(out) >= limit:
                    break
        return out

    def stats(self) -> OutboxStats:
        with self._reading() as txn:
            depth = txn.stat(self._queue)["entries"]
            dead = txn.stat(self._dead)["entries"]
            used = _int(txn.get(b"bytes", db=self._meta))
            oldest: int | None = None
            cursor = txn.cursor(db=self._queue)
            if cursor.first():
                oldest = _U64.unpack(cursor.value()[:8])[0]
        return OutboxStats(
            depth=depth, bytes=used, cap_bytes=self.cap_bytes, oldest_ms=oldest, dead=dead
        )

    @contextmanager
    def _reading(self) -> Iterator[Any]:
        """A read transaction, ended (its reader slot given back) when the block ends."""
        try:
            txn = self._env.begin()
        except lmdb.Error as e:
            raise StoreError(f"the outbox at {self.path} could not be read: {e}") from None
        try:
            yield txn
        except lmdb.Error as e:
            raise StoreError(f"the outbox at {self.path} could not be read: {e}") from None
        finally:
            txn.abort()

    def close(self) -> None:
        with _OPEN_LOCK:
            if _OPEN.get(_where(self.path)) is self:
                del _OPEN[_where(self.path)]
        self._env.close()
        if self.held is not None:
            os.close(self.held)  # no longer open in this process
            self.held = None


def _int(raw: bytes | None) -> int:
    return 0 if raw is None else _U64.unpack(raw)[0]


def _where(path: Path) -> str:
    return os.path.realpath(path)


def open_outbox(path: Path, cap_bytes: int, *, store: str) -> LmdbOutbox:
    """The process's one environment for the outbox at `path` (LMDB allows one per file
    per process)."""
    with _OPEN_LOCK:
        found = _OPEN.get(_where(path))
        if found is None:
            found = _OPEN[_where(path)] = _open_sound(path, cap_bytes, store)
        return found


def _open_sound(path: Path, cap_bytes: int, store: str) -> LmdbOutbox:
    """The outbox at `path`, checked before LMDB maps it; a damaged one is set aside and
    a fresh one opened in its place, with what could be salvaged."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    with outbox_repair.opening(path):
        held = outbox_repair.hold(path)
        try:
            outbox = _checked(path, cap_bytes, store, held)
        except BaseException:
            os.close(held)
            raise
    outbox.held = held
    return outbox


def _checked(path: Path, cap_bytes: int, store: str, held: int) -> LmdbOutbox:
    reason = outbox_repair.check(path)
    if reason is None:
        try:
            return LmdbOutbox(path, cap_bytes, store)
        except OutboxDamaged as e:
            reason = str(e)
    with outbox_repair.alone(held) as alone:
        if not alone:
            raise OutboxDamaged(
                f"the outbox at {path} is damaged ({reason}) and open in another process on"
                " this host: stop this host's gateways; the first to start again sets it aside"
                " and salvages what still reads"
            )
        return outbox_repair.repair(path, reason, lambda: LmdbOutbox(path, cap_bytes, store))
