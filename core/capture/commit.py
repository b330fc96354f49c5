"""Group commit: sanitized captures written in batches, one transaction and one sync each.

A sync costs the same for one capture as for a hundred, and an LMDB store takes one writer
at a time however many processes share it: one transaction per capture made every capture
wait its turn at the lock and at the disk. Here a thread takes what has arrived (at most
`batch` captures, waiting at most `wait_seconds` for more after the first) and writes it in
one transaction. While one batch commits the next one fills, so the host's gateway
processes, taking turns at the store's lock, each commit whatever came meanwhile.

Invariants kept here:
- submission order: captures are written in the order they were put (a tool result never
  overtakes its call);
- a capture counts as stored only once its batch has committed (synced): `done` is called
  then, and only then;
- one bad capture costs only itself: a batch that fails is written again capture by capture,
  so only the capture that fails alone is dropped (by the reason the writer gives);
- bounded: at most `limit` captures wait here; past it `put` waits (the capture worker's
  thread, never the proxy's loop), so a slow disk backs up into the capture queue, where it
  is held at the response's end and counted (core/capture/worker.py).
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence

from teambrain.core.episodes.model import CaptureRecord, WriteOutcome
from teambrain.core.episodes.writes import write_capture
from teambrain.core.errors import StoreError
from teambrain.core.store import Store

log = logging.getLogger("teambrain.capture")

Written = str | WriteOutcome | None
"""How one capture of a batch fared: why it was dropped (a str), or kept, with what its write
did (WriteOutcome) when the writer says (the outbox's does not: its drainer tells later)."""
WriteBatch = Callable[[Sequence[CaptureRecord]], list[Written]]
"""Writes captures in one transaction; how each fared."""
Done = Callable[[Written], None]
"""Told once a capture's batch committed, or why the capture was dropped."""


class GroupCommit:
    """A writer thread that commits captures in batches (see the module docstring)."""

    def __init__(
        self,
        write: WriteBatch,
        *,
        batch: int = 256,
        wait_seconds: float = 0.002,
        limit: int = 4096,
    ) -> None:
        self._write = write
        self.batch = batch
        self.wait_seconds = wait_seconds
        self.limit = limit
        self._waiting: deque[tuple[CaptureRecord, Done]] = deque()
        self._cv = threading.Condition()
        self._writing = 0
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="teambrain-commit", daemon=True)
        self.batches = 0
        """Transactions committed, for the figures (`captures / batches` is the batch size)."""

    def start(self) -> None:
        self._thread.start()

    def put(self, record: CaptureRecord, done: Done) -> None:
        """Queue a capture for the next batch; waits while `limit` captures wait already."""
        with self._cv:
            self._cv.wait_for(lambda: len(self._waiting) < self.limit or self._stopping)
            self._waiting.append((record, done))
            self._cv.notify_all()

    def wait_idle(self, timeout: float) -> bool:
        """Block until every capture put so far is committed or dropped; False on timeout."""
        with self._cv:
            return self._cv.wait_for(lambda: not self._waiting and not self._writing, timeout)

    def stop(self, timeout: float = 20.0) -> None:
        """Commit what waits, then stop the thread."""
        with self._cv:
            self._stopping = True
            self._cv.notify_all()
        if self._thread.is_alive():
            self._thread.join(timeout)
        else:  # never started: what waits is written here
            while self._waiting:
                self._commit(self._take())

    def _run(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: self._waiting or self._stopping)
                if not self._waiting:
                    return  # stopping, and nothing left
            self._fill()
            self._commit(self._take())

    def _fill(self) -> None:
        """Let a batch gather for up to `wait_seconds` after its first capture."""
        deadline = time.monotonic() + self.wait_seconds
        with self._cv:
            while len(self._waiting) < self.batch and not self._stopping:
                left = deadline - time.monotonic()
                if left <= 0 or not self._cv.wait(left):
                    return

    def _take(self) -> list[tuple[CaptureRecord, Done]]:
        with self._cv:
            n = min(self.batch, len(self._waiting))
            taken = [self._waiting.popleft() for _ in range(n)]
            self._writing = n
            self._cv.notify_all()  # room for a waiting put
            return taken

    def _commit(self, taken: list[tuple[CaptureRecord, Done]]) -> None:
        try:
            outcomes = self._outcomes([record for record, _ in taken])
            self.batches += 1
            for (_, done), drop in zip(taken, outcomes, strict=True):
                try:
                    done(drop)
                except Exception:
                    log.exception("teambrain: a capture's outcome could not be told")
        finally:
            with self._cv:
                self._writing = 0
                self._cv.notify_all()

    def _outcomes(self, records: list[CaptureRecord]) -> list[Written]:
        try:
            return self._write(records)
        except Exception:
            log.exception("teambrain: a batch of captures could not be written")
            return ["store_error"] * len(records)


def store_writer(store: Store) -> WriteBatch:
    """Captures written straight into `store` (an LMDB store: local and durable), a batch in
    one transaction; when the batch fails, each capture alone, so only the failing one is
    dropped."""

    def write(records: Sequence[CaptureRecord]) -> list[Written]:
        if len(records) > 1:
            try:
                return list(store.write(lambda txn: [write_capture(txn, r) for r in records]))
            except Exception:
                log.info("teambrain: a batch of captures failed; writing them one by one")
        return [_store_one(store, r) for r in records]

    return write


def _store_one(store: Store, record: CaptureRecord) -> Written:
    try:
        return store.write(lambda txn: write_capture(txn, record))
    except StoreError as e:
        log.error("teambrain: capture not stored: %s", e)
    except Exception:
        log.exception("teambrain: capture not stored")
    return "store_error"
