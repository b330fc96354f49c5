"""The store: one LMDB environment per file per process, behind a small facade.

Data model (named databases, never keys in the main database):
  meta            str key -> msgpack value: migrations applied, enablement time, counters
  episodes        episode id -> Episode            (ids are time-sortable: key order = time order)
  events          event id -> ExecutionEvent
  owner_episodes  owner NUL id -> ""               (owner-clamped listings)
  owner_events    owner NUL id -> ""
  sessions        owner NUL session NUL kind NUL id -> ""   (timelines)
  tool_ids        owner NUL session NUL tool id -> event id (results attach exactly once)
  response_sessions owner NUL response id -> session id     (OpenAI Responses chains)
  fallback_sessions owner NUL opening hash -> FallbackSession (sessions clients do not name)
Ids in keys are stored ids (core/identity.py: IdKeys): no NUL, a few dozen bytes at most.
Further databases are declared by the modules that own them (recall index, knowledge).

Invariants kept here: the file is 0600 in a 0700 directory; one write transaction at a
time; a full map grows and the write is retried (bounded); a reader that meets a map
grown by another process adopts the new size and retries. Only this module imports lmdb.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import lmdb
import msgspec
from teambrain.core.errors import StoreError

T = TypeVar("T")

DATABASES: tuple[str, ...] = (
    "meta",
    "episodes",
    "events",
    "owner_episodes",
    "owner_events",
    "sessions",
    "tool_ids",
    "response_sessions",
    "fallback_sessions",
    # recall index (core/recall_index.py)
    "postings",
    "doc_terms",
    "term_stats",
    "recall_docs",
    # knowledge base (core/knowledge.py)
    "knowledge",
    "owner_knowledge",
    "tombstones",
    "audit",
    # reflection reports (core/reflect.py), owner NUL day NUL id -> report
    "reflect_reports",
    # ceremony, decay and the schedule (core/ceremony.py, core/decay.py, core/schedule.py)
    "ceremonies",
    "decay_weeks",
    "schedule",
)

_MAX_GROW_RETRIES = 8
_encoder = msgspec.msgpack.Encoder()
_decoders: dict[Any, msgspec.msgpack.Decoder] = {}


def encode(obj: Any) -> bytes:
    """Encode a record (msgspec Struct or plain data) for storage."""
    return _encoder.encode(obj)


def decode(data: bytes, type: Any = Any) -> Any:  # noqa: A002 - mirrors msgspec
    decoder = _decoders.get(type)
    if decoder is None:
        decoder = _decoders[type] = msgspec.msgpack.Decoder(type)
    return decoder.decode(data)


def key(*parts: str) -> bytes:
    """A composite key: parts joined by NUL, so prefixes group and sort correctly."""
    return "\x00".join(parts).encode()


def split_key(raw: bytes) -> list[str]:
    return raw.decode().split("\x00")


class Txn:
    """A transaction over the named databases. Writes only in a write transaction."""

    def __init__(self, txn: lmdb.Transaction, dbs: dict[str, Any], write: bool) -> None:
        self._txn = txn
        self._dbs = dbs
        self.write = write

    def _db(self, name: str) -> Any:
        try:
            return self._dbs[name]
        except KeyError:
            raise StoreError(f"unknown database {name!r}; declare it in store.DATABASES") from None

    def get(self, db: str, k: bytes) -> bytes | None:
        return self._txn.get(k, db=self._db(db))

    def put(self, db: str, k: bytes, value: bytes, *, overwrite: bool = True) -> bool:
        return self._txn.put(k, value, db=self._db(db), overwrite=overwrite)

    def delete(self, db: str, k: bytes) -> bool:
        return self._txn.delete(k, db=self._db(db))

    def get_obj(self, db: str, k: bytes, type: Any = Any) -> Any:  # noqa: A002
        raw = self.get(db, k)
        return None if raw is None else decode(raw, type)

    def put_obj(self, db: str, k: bytes, obj: Any) -> None:
        self.put(db, k, encode(obj))

    def range(
        self,
        db: str,
        start: bytes = b"",
        stop: bytes | None = None,
        *,
        reverse: bool = False,
        values: bool = True,
    ) -> Iterator[tuple[bytes, bytes]]:
        """Items with start <= key < stop, in key order (or reversed)."""
        with self._txn.cursor(db=self._db(db)) as cur:
            if not reverse:
                if not cur.set_range(start):
                    return
                for k, v in cur:
                    if stop is not None and k >= stop:
                        return
                    yield k, (v if values else b"")
            else:
                if stop is None:
                    positioned = cur.last()
                else:
                    positioned = cur.set_range(stop)
                    positioned = cur.prev() if positioned else cur.last()
                if not positioned:
                    return
                for k, v in cur.iterprev():
                    if k < start:
                        return
                    yield k, (v if values else b"")

    def prefix(
        self, db: str, prefix: bytes, *, reverse: bool = False
    ) -> Iterator[tuple[bytes, bytes]]:
        return self.range(db, prefix, prefix + b"\xff", reverse=reverse)

    def count(self, db: str) -> int:
        return self._txn.stat(self._db(db))["entries"]

    def counter_add(self, name: str, amount: int = 1) -> int:
        """Add to a persistent counter in meta (a write transaction)."""
        k = key("counter", name)
        value = (self.get_obj("meta", k, int) or 0) + amount
        self.put_obj("meta", k, value)
        return value


class Store:
    """One LMDB environment (a directory holding data.mdb and lock.mdb)."""

    def __init__(self, path: Path, *, map_size_mb: int = 256, max_map_size_mb: int = 65536) -> None:
        self.path = Path(path)
        self.max_map_size = max_map_size_mb * 1024 * 1024
        self._pid = os.getpid()
        self._write_lock = threading.Lock()
        self._readers = 0
        self._readers_cv = threading.Condition()
        try:
            self.path.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.chmod(self.path, 0o700)
            self._env = lmdb.open(
                str(self.path),
                map_size=map_size_mb * 1024 * 1024,
                max_dbs=len(DATABASES) + 8,
                max_readers=256,
                mode=0o600,
                subdir=True,
                readahead=False,
            )
        except (lmdb.Error, OSError) as e:
            raise StoreError(f"cannot open the store at {self.path}: {e}") from e
        for name in ("data.mdb", "lock.mdb"):
            f = self.path / name
            if f.exists():
                os.chmod(f, 0o600)
        self._dbs: dict[str, Any] = {}
        self._open_databases()
        from teambrain.core.migrations import apply_migrations

        apply_migrations(self)

    def _open_databases(self) -> None:
        def _open() -> None:
            with self._env.begin(write=True) as txn:
                for name in DATABASES:
                    self._dbs[name] = self._env.open_db(name.encode(), txn=txn, create=True)

        self._retry_grow(_open)

    # -- transactions -----------------------------------------------------------------

    @contextmanager
    def read(self) -> Iterator[Txn]:
        """A read-only snapshot; never blocks and is never blocked by the writer."""
        self._check_pid()
        with self._readers_cv:
            self._readers += 1
        try:
            for _ in range(3):
                try:
                    txn = self._env.begin(write=False)
                    break
                except lmdb.MapResizedError:
                    self._adopt_new_size()
            else:
                raise StoreError("the store kept resizing under us; try again")
            try:
                yield Txn(txn, self._dbs, write=False)
            finally:
                txn.abort()
        finally:
            with self._readers_cv:
                self._readers -= 1
                self._readers_cv.notify_all()

    def write(self, fn: Callable[[Txn], T]) -> T:
        """Run fn in one write transaction, committed atomically; re-run after map growth.

        fn must be safe to re-run: it sees a fresh transaction each attempt.
        """
        self._check_pid()

        def attempt() -> T:
            with self._env.begin(write=True) as raw:
                return fn(Txn(raw, self._dbs, write=True))

        with self._write_lock:
            return self._retry_grow(attempt)

    def _retry_grow(self, attempt: Callable[[], T]) -> T:
        for _ in range(_MAX_GROW_RETRIES):
            try:
                return attempt()
            except lmdb.MapFullError:
                self._grow()
            except lmdb.MapResizedError:
                self._adopt_new_size()
        raise StoreError(
            f"the store at {self.path} is full at {self._env.info()['map_size'] >> 20} MiB "
            f"(limit {self.max_map_size >> 20} MiB: raise store.max_map_size_mb)"
        )

    def _grow(self) -> None:
        current = self._env.info()["map_size"]
        if current >= self.max_map_size:
            raise StoreError(
                f"the store at {self.path} reached its size limit of {self.max_map_size >> 20} MiB "
                "(raise store.max_map_size_mb, or prune)"
            )
        # set_mapsize needs no live transaction in this process: wait for our readers.
        with self._readers_cv:
            self._readers_cv.wait_for(lambda: self._readers == 0, timeout=10)
            self._env.set_mapsize(min(current * 2, self.max_map_size))

    def _adopt_new_size(self) -> None:
        self._env.set_mapsize(0)

    def _check_pid(self) -> None:
        if os.getpid() != self._pid:
            raise StoreError("a Store must not be used across fork(); open it in the child")

    # -- housekeeping -------------------------------------------------------------------

    def info(self) -> dict[str, int]:
        info = self._env.info()
        stat = self._env.stat()
        return {
            "map_size": info["map_size"],
            "used_bytes": (info["last_pgno"] + 1) * stat["psize"],
            "readers": info["num_readers"],
        }

    def sync(self) -> None:
        self._env.sync(True)

    def close(self) -> None:
        _forget(self)
        self._env.close()


_registry: dict[tuple[int, str], Store] = {}
_registry_lock = threading.Lock()


def open_store(path: Path, *, map_size_mb: int = 256, max_map_size_mb: int = 65536) -> Store:
    """The process's one Store for `path` (LMDB forbids opening a file twice in a process)."""
    resolved = str(Path(path).expanduser().resolve())
    with _registry_lock:
        store = _registry.get((os.getpid(), resolved))
        if store is None:
            store = Store(Path(resolved), map_size_mb=map_size_mb, max_map_size_mb=max_map_size_mb)
            _registry[(os.getpid(), resolved)] = store
        return store


def _forget(store: Store) -> None:
    with _registry_lock:
        for k, v in list(_registry.items()):
            if v is store:
                del _registry[k]
