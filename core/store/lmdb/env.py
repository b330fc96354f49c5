"""The LMDB store: one environment per file per process, and its key-value transactions.

Only core/store/lmdb/ sees keys: the repositories beside this module (episodes.py,
recall_index.py, knowledge.py, governance.py, meta.py) turn core's questions into key
ranges over the named databases below, and `LmdbStore` hands core a unit of work
(uow.py) holding them.

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
  held_results    owner NUL session NUL tool id -> HeldResult (a result written before its call)
  inject_choices  owner NUL session key -> InjectChoice    (injection's block per session)
Ids in keys are stored ids (core/identity.py: IdKeys): no NUL, a few dozen bytes at most.
Further databases: the recall index (recall_index.py), knowledge and the governance records.

Invariants kept here: the file is 0600 in a 0700 directory; one write transaction at a
time; a full map grows and the write is retried (bounded); a reader that meets a map
grown by another process adopts the new size and retries. Only core/store/lmdb/ imports lmdb.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import lmdb
from teambrain.core.errors import StoreError
from teambrain.core.store.lmdb import datafile
from teambrain.core.store.lmdb.codec import decode, encode, key
from teambrain.core.store.lmdb.datafile import DAMAGE_ERRORS
from teambrain.core.store.lmdb.migrations import apply_migrations, pending_migrations
from teambrain.core.store.lmdb.rates import LmdbRates
from teambrain.core.store.lmdb.uow import LmdbTxn
from teambrain.core.store.repos import Txn

if TYPE_CHECKING:
    from datetime import datetime

__all__ = ["DATABASES", "KvTxn", "LmdbStore", "open_lmdb"]

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
    "held_results",
    # recall index (core/episodes/index.py)
    "postings",
    "doc_terms",
    "term_stats",
    "recall_docs",
    "recall_meaning",
    # knowledge base (core/knowledge/entries.py)
    "knowledge",
    "owner_knowledge",
    "tombstones",
    "audit",
    # reflection reports (core/governance/reflect.py), owner NUL day NUL id -> report
    "reflect_reports",
    # ceremony, decay and the schedule (core/governance/ceremony.py, core/governance/decay.py, core/operations/schedule.py)
    "ceremonies",
    "decay_weeks",
    "schedule",
    # injection's per-session choices (addons/inject.py), owner NUL session -> InjectChoice
    "inject_choices",
)

_MAX_GROW_RETRIES = 8
DAMAGED = "restore it from a backup, or move it aside (teambrain then starts a new, empty store)"


class _Ended:
    """Stands in for a transaction that has ended: any use of it is a clear error."""

    def __getattr__(self, name: str) -> Any:
        raise StoreError("a store read was used after its `with` block ended")


_ENDED: Any = _Ended()


class KvTxn:
    """A key-value transaction over the named databases. Writes only in a write transaction."""

    def __init__(self, txn: lmdb.Transaction[bytes], dbs: dict[str, Any], write: bool) -> None:
        self._txn = txn
        self._dbs = dbs
        self.write = write

    def end(self) -> None:
        """End a read transaction and give its reader slot back now. Aborting alone is not
        enough: py-lmdb keeps an aborted read transaction's slot until the Python object is
        freed, and a repository or a half-read range can keep this KvTxn alive in a cycle
        until the garbage collector runs; dropping our one reference frees the slot."""
        txn, self._txn = self._txn, _ENDED
        txn.abort()

    def _db(self, name: str) -> Any:
        try:
            return self._dbs[name]
        except KeyError:
            raise StoreError(f"unknown database {name!r}; declare it in store.DATABASES") from None

    def _has(self, name: str) -> bool:
        """Whether a database exists (a store opened read-only may predate some)."""
        return self._db(name) is not None

    def get(self, db: str, k: bytes) -> bytes | None:
        if not self._has(db):
            return None
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

    def delete_older(
        self, db: str, kind: Any, at: Callable[[Any], datetime], cutoff: datetime, batch: int
    ) -> int:
        """Delete at most `batch` records of `db` (each a `kind`) whose time (`at`) is before
        the cutoff; how many. Small session-state tables: a scan, not an index."""
        stale = [k for k, value in self.range(db) if at(decode(value, kind)) < cutoff][:batch]
        for k in stale:
            self.delete(db, k)
        return len(stale)

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
        if not self._has(db):
            return
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
        if not self._has(db):
            return 0
        return self._txn.stat(self._db(db))["entries"]

    def counter_add(self, name: str, amount: int = 1) -> int:
        """Add to a persistent counter in meta (a write transaction)."""
        k = key("counter", name)
        value = (self.get_obj("meta", k, int) or 0) + amount
        self.put_obj("meta", k, value)
        return value


class LmdbStore:
    """One LMDB environment (a directory holding data.mdb and lock.mdb).

    Opened `readonly`, it never creates, changes or chmods anything: reading a store that
    does not exist says so plainly (StoreError), and the first write reopens it for writing
    (creating it if need be), so a command that only reads leaves no trace.
    """

    def __init__(
        self,
        path: Path,
        *,
        map_size_mb: int = 256,
        max_map_size_mb: int = 65536,
        readonly: bool = False,
    ) -> None:
        self.path = Path(path)
        self.url = str(self.path)
        self.backend = "lmdb"
        self.map_size = map_size_mb * 1024 * 1024
        self.max_map_size = max_map_size_mb * 1024 * 1024
        self._pid = os.getpid()
        self._write_lock = threading.RLock()  # reentrant: opening for writing migrates
        self._readers = 0
        self._readers_cv = threading.Condition()
        self._env: Any = None
        self._dbs: dict[str, Any] = {}
        self.readonly = readonly
        self.rates = LmdbRates(self.path)
        """The team server's rate-limit windows: an environment of their own (rates.py)."""
        if not readonly:
            self._open(readonly=False)
        elif (self.path / "data.mdb").exists():
            self._open(readonly=True)

    def exists(self) -> bool:
        return self._env is not None

    def _open(self, *, readonly: bool) -> None:
        """Open the environment: read-only as it is, or for writing (created if missing)."""
        created = not self.path.exists()
        if damage := datafile.damage(self.path / "data.mdb"):  # before LMDB maps it
            raise self._damaged(damage)
        try:
            if not readonly:
                self.path.mkdir(parents=True, exist_ok=True, mode=0o700)
                if created:
                    os.chmod(self.path, 0o700)  # the umask must not widen a new store
            env = lmdb.open(
                str(self.path),
                map_size=self.map_size,
                max_dbs=len(DATABASES) + 8,
                max_readers=256,
                mode=0o600,
                subdir=True,
                readahead=False,
                readonly=readonly,
                create=not readonly,
            )
        except DAMAGE_ERRORS as e:
            raise self._damaged(e) from e
        except (lmdb.Error, OSError) as e:
            raise StoreError(f"cannot open the store at {self.path}: {e}") from e
        if created:
            for name in ("data.mdb", "lock.mdb"):
                f = self.path / name
                if f.exists():
                    os.chmod(f, 0o600)
        self._env, self.readonly = env, readonly
        try:
            self._open_databases()
        except DAMAGE_ERRORS as e:
            raise self._damaged(e) from e
        if not readonly:
            apply_migrations(self)
        elif waiting := pending_migrations(self):
            self._upgrade(waiting)

    def _damaged(self, why: object) -> StoreError:
        return StoreError(f"the store at {self.path} is damaged ({why}): {DAMAGED}")

    def _upgrade(self, waiting: list[str]) -> None:
        """A store written by an older teambrain: migrated once, even by a reading command
        (its records are read in their new shape only), or a clear error if it cannot be."""
        self._env.close()
        self._env = None
        try:
            self._open(readonly=False)
        except StoreError as e:
            raise StoreError(
                f"the store at {self.path} was written by an older teambrain and needs an "
                f"upgrade ({', '.join(waiting)}) that cannot be written here: {e}"
            ) from e

    def _writable(self) -> None:
        """Reopen a read-only (or not yet created) store for writing, once."""
        if not self.readonly and self._env is not None:
            return
        with self._readers_cv:
            self._readers_cv.wait_for(lambda: self._readers == 0, timeout=10)
            if self._env is not None:
                self._env.close()
                self._env = None
            self._open(readonly=False)

    def _open_databases(self) -> None:
        dbs: dict[str, Any] = {}
        if self.readonly:
            for name in DATABASES:  # each handle in its own transaction (LMDB keeps them)
                try:
                    dbs[name] = self._env.open_db(name.encode(), create=False)
                except lmdb.NotFoundError:
                    dbs[name] = None  # a store from before this database: read as empty
            self._dbs = dbs
            return

        def _open() -> None:
            with self._env.begin(write=True) as txn:
                for name in DATABASES:
                    dbs[name] = self._env.open_db(name.encode(), txn=txn, create=True)

        self._retry_grow(_open)
        self._dbs = dbs

    # -- transactions -----------------------------------------------------------------

    @contextmanager
    def read(self) -> Iterator[Txn]:
        """A read-only snapshot; never blocks and is never blocked by the writer."""
        with self.read_kv() as kv:
            yield LmdbTxn(kv)

    def write(self, fn: Callable[[Txn], T]) -> T:
        """Run fn in one write transaction, committed atomically; re-run after map growth.

        fn must be safe to re-run: it sees a fresh transaction each attempt.
        """
        return self.write_kv(lambda kv: fn(LmdbTxn(kv)))

    @contextmanager
    def read_kv(self) -> Iterator[KvTxn]:
        """The raw snapshot under `read` (the repositories and migrations speak keys)."""
        self._check_pid()
        if self._env is None:
            raise StoreError(
                f"no store at {self.path}: nothing has been captured there yet (the proxy "
                "creates it on its first start); check --store or TEAMBRAIN_STORE, or on a "
                "team member's machine act through the team server: `teambrain login URL`"
            )
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
            kv = KvTxn(txn, self._dbs, write=False)
            del txn  # kv holds the only reference: kv.end() frees the slot
            try:
                yield kv
            except DAMAGE_ERRORS as e:
                raise self._damaged(e) from e
            finally:
                kv.end()
        finally:
            with self._readers_cv:
                self._readers -= 1
                self._readers_cv.notify_all()

    def write_kv(self, fn: Callable[[KvTxn], T]) -> T:
        """The raw write transaction under `write`."""
        self._check_pid()
        if self.readonly or self._env is None:
            with self._write_lock:
                self._writable()

        def attempt() -> T:
            with self._env.begin(write=True) as raw:
                return fn(KvTxn(raw, self._dbs, write=True))

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
            except DAMAGE_ERRORS as e:
                raise self._damaged(e) from e
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
        if self._env is None:
            return {"map_size": 0, "used_bytes": 0, "readers": 0}
        info = self._env.info()
        stat = self._env.stat()
        return {
            "map_size": info["map_size"],
            "used_bytes": (info["last_pgno"] + 1) * stat["psize"],
            "readers": info["num_readers"],
        }

    def sync(self) -> None:
        if self._env is not None:
            self._env.sync(True)

    def close(self) -> None:
        _forget(self)
        self.rates.close()
        if self._env is not None:
            self._env.close()


_registry: dict[tuple[int, str], LmdbStore] = {}
_registry_lock = threading.Lock()


def open_lmdb(
    path: Path, *, map_size_mb: int = 256, max_map_size_mb: int = 65536, readonly: bool = False
) -> LmdbStore:
    """The process's one Store for `path` (LMDB forbids opening a file twice in a process).

    `readonly` opens nothing new for writing; a writer asking later gets the same Store,
    reopened for writing.
    """
    resolved = str(Path(path).expanduser().resolve())
    with _registry_lock:
        store = _registry.get((os.getpid(), resolved))
        if store is None:
            store = LmdbStore(
                Path(resolved),
                map_size_mb=map_size_mb,
                max_map_size_mb=max_map_size_mb,
                readonly=readonly,
            )
            _registry[(os.getpid(), resolved)] = store
        elif not readonly and (store.readonly or not store.exists()):
            with store._write_lock:
                store._writable()
        return store


def _forget(store: LmdbStore) -> None:
    with _registry_lock:
        for k, v in list(_registry.items()):
            if v is store:
                del _registry[k]
