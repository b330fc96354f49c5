"""Rate-limit windows shared by the processes of one host: an LMDB environment of its own.

It lives in `rates/` inside the store's directory and is opened without fsync (`sync` and
`metasync` off): a counter is worth a few seconds, so a hit costs a page write into a shared
memory map and LMDB's cross-process write lock, never a disk flush. An operating system
crash may lose or damage it; a damaged one is removed and started anew (every window then
starts empty, which is all that is lost); one cut short is found before it is mapped
(datafile.py).

  name -> [when its window ends (ms since the epoch), requests counted in it]
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import lmdb
from teambrain.core.errors import StoreError
from teambrain.core.store.lmdb.codec import decode, encode
from teambrain.core.store.lmdb.datafile import damage

log = logging.getLogger("teambrain.store")

_MAP_SIZE = 64 * 1024 * 1024
"""Room for hundreds of thousands of counters; forgotten ones make room (`forget`)."""
_MAX_NAME = 400


class LmdbRates:
    """RateWindows (core/store/repos.py) for an LMDB store at `store_dir`."""

    def __init__(self, store_dir: Path, clock: Callable[[], float] = time.time) -> None:
        self.path = store_dir / "rates"
        self._clock = clock
        self._env: Any = None
        self._lock = threading.Lock()

    def _open(self) -> Any:
        if self._env is None:
            if damage(self.path / "data.mdb"):  # cut short: mapping it would be SIGBUS
                self._reset()
            try:
                self._env = self._open_env()
            except lmdb.Error:  # damaged by a crash: it held only counters
                self._reset()
                self._env = self._open_env()
        return self._env

    def _reset(self) -> None:
        log.warning("teambrain: the rate-limit counters at %s were reset", self.path)
        shutil.rmtree(self.path, ignore_errors=True)

    def _open_env(self) -> Any:
        self.path.mkdir(parents=True, exist_ok=True, mode=0o700)
        env = lmdb.open(
            str(self.path),
            map_size=_MAP_SIZE,
            subdir=True,
            sync=False,
            metasync=False,
            readahead=False,
            max_dbs=0,
            mode=0o600,
        )
        for name in ("data.mdb", "lock.mdb"):
            f = self.path / name
            if f.exists() and (f.stat().st_mode & 0o077):
                os.chmod(f, 0o600)
        return env

    def hit(self, name: str, window_s: float) -> tuple[int, float]:
        k = _key(name)
        with self._lock:
            for attempt in range(2):
                now_ms = self._clock() * 1000
                try:
                    with self._open().begin(write=True) as txn:
                        raw = txn.get(k)
                        end, n = decode(raw, tuple[int, int]) if raw is not None else (0, 0)
                        if end <= now_ms:  # the last window is over: this request opens one
                            end, n = int(now_ms + window_s * 1000), 0
                        n += 1
                        txn.put(k, encode((end, n)))
                    break
                except lmdb.MapFullError:
                    if attempt:
                        raise StoreError("the rate-limit counters are full") from None
                    self._forget_locked(0.0)  # a flood of names: keep the live windows
                except lmdb.Error as e:
                    raise StoreError(
                        f"the rate-limit counters at {self.path} failed: {e}"
                    ) from None
        return n, max(0.0, (end - now_ms) / 1000)

    def forget(self, older_than_s: float) -> int:
        with self._lock:
            return self._forget_locked(older_than_s)

    def _forget_locked(self, older_than_s: float) -> int:
        before = (self._clock() - older_than_s) * 1000
        gone = 0
        with self._open().begin(write=True) as txn:  # bounded by the map: a few MiB at most
            stale = [k for k, v in txn.cursor() if decode(v, tuple[int, int])[0] < before]
            for k in stale:
                txn.delete(k)
                gone += 1
        return gone

    def close(self) -> None:
        with self._lock:
            if self._env is not None:
                self._env.close()
                self._env = None


def _key(name: str) -> bytes:
    raw = name.encode("utf-8", "surrogatepass")
    return raw if len(raw) <= _MAX_NAME else b"#" + hashlib.sha256(raw).digest()
