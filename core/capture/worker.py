"""The capture worker: parsed exchanges in, sanitized bounded episodes out, off the proxy's loop.

The proxy's hooks hand this worker a job (a callable that parses one flow's plain data into
a CapturedExchange) through a bounded queue and return at once. The worker's thread sends
each job to a pool of sanitizer processes (core/capture/process.py), which parse, sanitize
and bound it (core/capture/build.py), and hands the records, in submission order, to the
group commit (core/capture/commit.py), which writes them in batches: into an LMDB store, or
a database store's outbox.

Invariants kept here:
- never blocking the proxy: a full queue drops a capture at once, or refuses it (the addon
  then holds the response's end and submits it again when `on_room` says so); a drop is
  counted, and one for falling behind is logged and reported to
  `doctor` (core/capture/overload.py);
- bounded in bytes: each job holds a lease on the ByteBudget (core/capture/budget.py) and
  gives it back when it is done or dropped;
- a sanitizer process that dies costs no capture that did not kill it: its jobs go to a
  fresh pool, and only a job that broke two pools is dropped (`worker_crashed`);
- a database store is never reached from here (core/capture/outbox.py): its secret, which
  keys stored ids, comes from the outbox's drainer, and until a host that never reached the
  database first does, captures wait in the bounded queue.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
import time
from collections import Counter, deque
from collections.abc import Callable
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from pathlib import Path
from typing import Any, Literal

from teambrain.core.capture.budget import ByteBudget, Lease
from teambrain.core.capture.captured import Parse
from teambrain.core.capture.commit import GroupCommit, Written, store_writer
from teambrain.core.capture.enablement import ensure_enabled
from teambrain.core.capture.outbox import OutboxSender, uses_outbox
from teambrain.core.capture.overload import OverloadLog
from teambrain.core.capture.process import (
    Prepared,
    init_sanitizer_process,
    prepare,
    sanitizer_processes,
    warm_process,
)
from teambrain.core.clock import Clock, system_clock
from teambrain.core.config import Config
from teambrain.core.episodes import retention
from teambrain.core.identity import IdKeys
from teambrain.core.records.episodes import CaptureRecord, Status, WriteOutcome
from teambrain.core.store import Store, Txn
from teambrain.core.store.secret import store_secret
from teambrain.core.telemetry.export import capture_telemetry

log = logging.getLogger("teambrain.capture")


class _Job:
    """One capture on its way: its parse function and data, its lease, and how it stands."""

    __slots__ = ("parse", "raw", "lease", "outcome", "generation", "tries", "settled")

    def __init__(
        self,
        parse: Parse,
        raw: Any,
        lease: Lease | None,
        settled: Callable[[], None] | None = None,
    ) -> None:
        self.parse = parse
        self.raw = raw
        self.lease = lease
        self.settled = settled
        """Called once the capture is kept durably or given up (a response's end waits on
        it, addons/capture.py)."""
        self.outcome: Future[Prepared] | Prepared | None = None
        self.generation = 0
        """The pool it was sent to (CaptureWorker._generation)."""
        self.tries = 0
        """How many pools broke while it ran in them."""

    def done(self) -> None:
        """Let go of the data and the bytes it held."""
        self.raw = None
        if self.lease is not None:
            self.lease.release()

    def settle(self) -> None:
        settled, self.settled = self.settled, None
        if settled is not None:
            try:
                settled()
            except Exception:  # a waiter gone (its loop closed): nothing is owed to it
                log.debug("teambrain: a capture's waiter could not be told", exc_info=True)


class CaptureWorker:
    """Turns capture jobs into stored episodes: bounded, ordered, never blocking the proxy.

    A thread takes jobs from a bounded queue and hands each to a pool of `workers`
    processes that parse and sanitize it (CPU-heavy work must not hold the proxy's GIL).
    Their records go, in submission order, to the group commit's writer thread, so a tool
    result never overtakes its call. `workers=0` parses and sanitizes in the thread (tests,
    tiny deployments).
    """

    def __init__(
        self,
        store: Store,
        config: Config,
        *,
        workers: int | None = None,
        clock: Clock = system_clock,
        prune_every_seconds: float = 3600.0,
    ) -> None:
        self.store = store
        self.config = config
        self.clock = clock
        self.workers = config.sanitizer.workers if workers is None else workers
        self.budget = ByteBudget(config.capture.max_queued_bytes)
        self._executor: ProcessPoolExecutor | None = None
        self._generation = 0
        self._queue: queue.Queue[_Job | None] = queue.Queue(maxsize=config.capture.queue_size)
        self._pending: deque[_Job] = deque()
        self._lock = threading.Lock()
        self.drops: Counter[str] = Counter()
        self._unflushed: Counter[str] = Counter()
        self.captured = 0
        self.by_status: Counter[str] = Counter()
        """Stored captures that were not complete (partial, error), for the running tally."""
        self.restarts = 0
        self.high_water = 0
        self._flushed_high_water = 0
        self._prune_every = prune_every_seconds
        self._last_prune: float | None = None
        """When the last hourly prune ran (monotonic); None: not yet in this process, so the
        first idle moment prunes, however recently the host booted."""
        self.telemetry = capture_telemetry(config.telemetry, self.count, lambda: self.keys)
        """The OpenTelemetry export (core/telemetry/), None unless enabled."""
        self.outbox: OutboxSender | None = (
            OutboxSender(
                store,
                config,
                self.count,
                idle=self._database_chores,
                stored=self.telemetry.stored if self.telemetry is not None else None,
            )
            if uses_outbox(store)
            else None
        )
        """On a database store: the host's outbox, where captures are kept first."""
        self._keys: IdKeys | None = None
        self._keys_of: bytes | None = None
        if self.outbox is None:  # an LMDB store is local: it answers now
            self.enabled_at = store.write(partial(ensure_enabled, at=time.time()))
            self._keys_of = store_secret(store)
            self._keys = IdKeys(self._keys_of)
        else:  # a database is reached by the outbox's drainer only (it may be down now)
            self.enabled_at = self.outbox.enabled_at
        self._commit = GroupCommit(
            self.outbox.put_batch if self.outbox is not None else store_writer(store),
            batch=config.capture.commit_batch,
            wait_seconds=config.capture.commit_wait_ms / 1000,
        )
        """Writes the sanitized records in batches, one transaction and one sync each."""
        self.overload = OverloadLog(Path(store.url) if self.outbox is None else self.outbox.path)
        """Drops for falling behind: logged at a bounded rate and reported to doctor."""
        self.on_room: Callable[[], None] | None = None
        """Called from the worker's thread each time it takes a capture off a queue that was
        full (the addon's backlog of held responses, addons/backlog.py)."""
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="teambrain-capture", daemon=True)
        self._idle = threading.Event()
        """Set while no submitted capture waits for the worker (`_outstanding` is 0)."""
        self._idle.set()
        self._outstanding = 0

    # -- called from the proxy's event loop: O(1), never blocks -------------------------

    def submit(
        self,
        parse: Parse,
        raw: Any,
        lease: Lease | None = None,
        settled: Callable[[], None] | None = None,
        *,
        drop_if_full: bool = True,
    ) -> bool:
        """Queue a capture; whether it was. When the queue is full it is dropped
        (`queue_full`), or with `drop_if_full=False` left to the caller, nothing done.
        `lease` (its bytes) is given back when it is done or dropped, and `settled` is called
        (from the worker's thread) once it is kept durably or given up."""
        job = _Job(parse, raw, lease, settled)
        if self._put(job):
            return True
        if drop_if_full:
            job.done()
            job.settle()
            self.drop("queue_full")
        return False

    def _put(self, job: _Job) -> bool:
        # counted before it is queued: the worker may take it (and find the queue empty)
        # before this thread runs again, and idle must not be set while it is in hand
        with self._lock:
            self._outstanding += 1
            self._idle.clear()
        try:
            self._queue.put_nowait(job)
        except queue.Full:
            self._handled()
            return False
        size = self._queue.qsize()
        if size > self.high_water:
            self.high_water = size
        return True

    def _handled(self) -> None:
        """A submitted capture is off the worker's hands (handed to the group commit, or
        dropped): idle once none is left."""
        with self._lock:
            self._outstanding -= 1
            if self._outstanding == 0:
                self._idle.set()

    def drop(self, reason: str) -> None:
        """Count a capture that was not stored, by reason (`capture.dropped.<reason>`)."""
        with self._lock:
            self.drops[reason] += 1
            self._unflushed[f"capture.dropped.{reason}"] += 1
        self.overload.dropped(reason)

    def count(self, counter: str, n: int = 1) -> None:
        """Add to a persistent counter (e.g. `capture.exempt.reflection`)."""
        with self._lock:
            self._unflushed[counter] += n

    # -- lifecycle ------------------------------------------------------------------------

    def start(self, *, warm_seconds: float = 0.0) -> bool:
        """Start the pool and the thread; with `warm_seconds`, first wait (that long at most)
        until every sanitizer process is up and warm. True when warm (or not asked to be)."""
        if self.workers > 0:
            self._executor = self._new_executor()
        self._commit.start()
        if self.outbox is not None:
            self.outbox.start()
        warm = self._warm_up(warm_seconds) if warm_seconds > 0 else True
        self._thread.start()
        if self.outbox is not None and warm_seconds > 0:
            # a database that answers is reached before the first exchange (its secret keys
            # the captures); one that is down costs this wait only its first refusal
            self.outbox.tried.wait(warm_seconds)
        return warm

    def _warm_up(self, seconds: float) -> bool:
        if self._executor is None:
            return warm_process(self.config)
        deadline = time.monotonic() + seconds
        for _ in range(2):  # a pool that breaks while starting gets one successor
            try:
                futures = [
                    self._executor.submit(warm_process, self.config) for _ in range(self.workers)
                ]
                _, waiting = wait(futures, timeout=max(0.0, deadline - time.monotonic()))
                if waiting:
                    log.warning("teambrain: the sanitizer is still warming up; captures wait")
                    return False
                return all(f.result() for f in futures)
            except Exception as e:  # a process died or could not start: a warning, see warm_process
                log.warning("teambrain: the sanitizer pool failed to start (%s); retrying", e)
                self._replace_pool()
        return False

    def _new_executor(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=sanitizer_processes(),
            initializer=init_sanitizer_process,
            initargs=(self.config, os.getpid()),
        )

    def _replace_pool(self) -> None:
        old, self._executor = self._executor, self._new_executor()
        self._generation += 1
        self.restarts += 1
        self.count("capture.worker_restarts")
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)

    def stop(self, timeout: float = 20.0) -> None:
        """Finish queued work, then stop."""
        self._stopping.set()
        if self._thread.is_alive():
            try:
                self._queue.put(None, timeout=timeout)
            except queue.Full:
                pass
            self._thread.join(timeout)
        self._commit.stop(timeout)
        if self.outbox is not None:
            self.outbox.stop(timeout=min(timeout, 10.0))
        if self.telemetry is not None:
            self.telemetry.stop(timeout=min(timeout, 5.0))
        if self.outbox is not None or self.telemetry is not None:
            self._flush_counters()  # what the drainer and the export sent while stopping
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Block until every submitted job is done (tests, benchmarks; `stop` drains on its
        own): stored, or on a database store sent on from the outbox."""
        deadline = time.monotonic() + timeout
        if not self._idle.wait(timeout):
            return False
        if not self._commit.wait_idle(max(0.0, deadline - time.monotonic())):
            return False
        if self.outbox is None:
            return True
        return self.outbox.wait_drained(max(0.0, deadline - time.monotonic()))

    # -- the worker thread ----------------------------------------------------------------

    def _run(self) -> None:
        pending = self._pending
        in_flight = max(1, self.workers) * 2
        while True:
            job: _Job | Literal[False] | None  # None: stop; False: nothing arrived in time
            try:
                job = self._queue.get(timeout=0.02 if pending else 1.0)
            except queue.Empty:
                job = False
            if job is None:
                while pending:
                    self._finish_first(pending)
                self._flush_counters()
                self._idle.set()
                return
            if job:
                if self.on_room is not None:
                    self.on_room()
                self._send(job)
                pending.append(job)
            while pending and (
                _ready(pending[0]) or len(pending) >= in_flight or self._queue.empty()
            ):
                self._finish_first(pending)
            if not pending and self._queue.empty() and self.outbox is None:
                # else the drainer's thread does them (a database that is down must not
                # stall capture)
                self._database_chores()

    @property
    def secret(self) -> bytes | None:
        """The store's secret, None until a database store is first reached."""
        return self.outbox.secret if self.outbox is not None else self._keys_of

    @property
    def keys(self) -> IdKeys | None:
        """The store's id keys; None until a database store is first reached."""
        secret = self.secret
        if secret is None:
            return None
        if self._keys is None or secret != self._keys_of:
            self._keys, self._keys_of = IdKeys(secret), secret
        return self._keys

    def _wait_keys(self) -> IdKeys | None:
        """The store's id keys, waiting (in this thread, captures queued meanwhile) until
        the outbox's drainer first reaches a database this host never reached; None when
        the worker stops first."""
        while self.outbox is not None and not self.outbox.known.is_set():
            if self._stopping.is_set():
                return None
            self.outbox.known.wait(0.5)
        return self.keys

    def _send(self, job: _Job, *, retry: bool = True) -> None:
        """Start a job: in this thread, or in the pool (a new one if this one cannot take it)."""
        keys = self._wait_keys()
        if keys is None:
            job.outcome = Prepared(drop="store_unreachable")
            return
        if self._executor is None:
            job.outcome = prepare(job.parse, job.raw, self.config, keys=keys)
            return
        try:
            job.outcome = self._executor.submit(prepare, job.parse, job.raw, self.config, keys)
            job.generation = self._generation
        except Exception as e:  # a broken pool, or a process that cannot start (EAGAIN...)
            if not retry:
                log.error("teambrain: no sanitizer process could take a capture: %s", e)
                job.outcome = Prepared(drop="worker_crashed")
                return
            log.error("teambrain: the sanitizer pool is broken (%s); starting a new one", e)
            self._replace_pool()
            self._send(job, retry=False)

    def _outcome(self, job: _Job) -> Prepared:
        """Wait for a job; one whose pool broke under it runs again in a new pool, once."""
        while isinstance(job.outcome, Future):
            try:
                job.outcome = job.outcome.result()
            except (BrokenProcessPool, CancelledError):
                if job.generation == self._generation:  # its pool broke with it at the head
                    job.tries += 1
                    log.error("teambrain: a sanitizer process died; starting a new pool")
                    self._replace_pool()
                if job.tries >= 2:
                    log.error("teambrain: a capture broke two sanitizer pools; it was dropped")
                    job.outcome = Prepared(drop="worker_crashed")
                else:
                    self._send(job)
            except Exception:
                log.exception("teambrain: capture failed in the sanitizer process")
                job.outcome = Prepared(drop="parse_error")
        return job.outcome or Prepared(drop="parse_error")

    def _finish_first(self, pending: deque[_Job]) -> None:
        try:
            self._finish(pending.popleft())
        finally:
            self._handled()

    def _finish(self, job: _Job) -> None:
        committing = False
        try:
            committing = self._keep(job)
        finally:
            if not committing:
                job.settle()

    def _keep(self, job: _Job) -> bool:
        """Hand the job's record to the group commit; False when there is none (dropped)."""
        try:
            item = self._outcome(job)
        finally:
            job.done()
        if item.drop is not None or item.record is None:
            self.drop(item.drop or "parse_error")
            return False
        self._commit.put(item.record, partial(self._committed, job, item.record))
        return True

    def _committed(self, job: _Job, record: CaptureRecord, written: Written) -> None:
        """A record's batch committed (or the record was dropped): count it, hand it to the
        telemetry export, tell its waiter."""
        try:
            if isinstance(written, str):
                self.drop(written)
            else:
                self._tally(record.episode.status)
                self._tell(record, written)
        finally:
            job.settle()

    def _tell(self, record: CaptureRecord | None, outcome: WriteOutcome | None) -> None:
        """Hand a capture this process saw stored to the telemetry export, if it is on (on a
        database store the outbox's drainer does, once the database has it)."""
        if self.telemetry is not None and record is not None and outcome is not None:
            self.telemetry.stored(record, outcome)

    def _tally(self, status: Status) -> None:
        with self._lock:
            self.captured += 1
            if status != "complete":
                self.by_status[status] += 1

    def _database_chores(self) -> None:
        self._flush_counters()
        self._housekeeping()

    def _flush_counters(self) -> None:
        self.overload.flush()
        with self._lock:
            pending, self._unflushed = self._unflushed, Counter()
        high_water = self.high_water
        if not pending and high_water <= self._flushed_high_water:
            return

        def write(txn: Txn) -> None:
            for name, n in pending.items():
                txn.meta.counter_add(name, n)
            if high_water > (txn.meta.get("capture.high_water") or 0):
                txn.meta.put("capture.high_water", high_water)

        try:
            self.store.write(write)
            self._flushed_high_water = high_water
        except Exception:
            with self._lock:
                self._unflushed.update(pending)

    def _housekeeping(self) -> None:
        now = time.monotonic()
        if self._last_prune is not None and now - self._last_prune < self._prune_every:
            return
        self._last_prune = now
        try:
            retention.prune(
                self.store,
                days=self.config.retention.days,
                batch=self.config.retention.batch,
                record_nothing=False,
                clock=self.clock,
            )
        except Exception:
            log.exception("teambrain: retention pruning failed; it will be retried")

    def status(self) -> dict[str, object]:
        return {
            "captured": self.captured,
            "by_status": dict(self.by_status),
            "queued": self._queue.qsize(),
            "queued_bytes": self.budget.used,
            "high_water": self.high_water,
            "dropped": dict(self.drops),
            "workers": self.workers,
            "restarts": self.restarts,
            "commits": self._commit.batches,
            **({"outbox_sent": self.outbox.sent} if self.outbox is not None else {}),
            **({"telemetry": self.telemetry.status()} if self.telemetry is not None else {}),
        }


def _ready(job: _Job) -> bool:
    return not isinstance(job.outcome, Future) or job.outcome.done()
