"""The capture worker: parsed exchanges in, sanitized bounded episodes out, off the proxy's loop.

The proxy's hooks hand this worker a job (a callable that parses one flow's plain data into
a CapturedExchange) through a bounded queue and return at once. The worker thread runs the
job, sanitizes every text that will be stored, bounds it into digests and writes the
episode, its tool calls and the tool results it carries in one write transaction.

Invariants kept here:
- fail-closed: if sanitizing raises (or the sanitizer never loaded), the capture is dropped
  and counted by reason; raw text is never stored, logged or queued to disk;
- never blocking the proxy: a full queue drops the capture and counts it;
- nothing half-written: one transaction per exchange.
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import os
import queue
import threading
import time
from collections import Counter, deque
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

import msgspec
from teambrain.core import retention
from teambrain.core.clock import Clock, system_clock, to_ms
from teambrain.core.config import Config
from teambrain.core.digest import bound, window
from teambrain.core.episodes import (
    CaptureRecord,
    Episode,
    ExecutionEvent,
    ToolResult,
    Usage,
    write_capture,
)
from teambrain.core.errors import CaptureDropped, SanitizerError, StoreError
from teambrain.core.ids import new_id
from teambrain.core.store import Store, Txn, key, open_store

log = logging.getLogger("teambrain.capture")

CONTINUATION_DIGEST = "(tool results only: continuation of the previous turn)"


class CapturedToolCall(msgspec.Struct, kw_only=True):
    tool_id: str
    name: str
    input_json: str = "{}"
    """The call's arguments as JSON text, as the model produced them."""
    result: str | None = None
    """Set when the result arrived in the same response (provider-run server tools)."""
    is_error: bool = False


class CapturedToolResult(msgspec.Struct, kw_only=True):
    tool_id: str
    content: str = ""
    is_error: bool = False


class CapturedExchange(msgspec.Struct, kw_only=True):
    """One parsed exchange, raw (unsanitized). Lives only in memory, only in this worker."""

    owner: str
    session_id: str
    chain_from: str = ""
    """The provider response id this exchange continues, if any (see CaptureRecord)."""
    provider: str
    model: str = ""
    client: str = ""
    started_at: datetime
    ended_at: datetime
    user_text: str = ""
    continuation: bool = False
    agent_id: str = ""
    """A subagent's id ("" for the main agent): its user text is then another agent's words."""
    parent_agent_id: str = ""
    response_text: str = ""
    status: str = "complete"
    status_detail: str = ""
    stop_reason: str = ""
    response_id: str = ""
    """The provider's id for the response (chains OpenAI Responses sessions)."""
    usage: Usage = msgspec.field(default_factory=Usage)
    tool_calls: list[CapturedToolCall] = []
    tool_results: list[CapturedToolResult] = []


Parse = Callable[[Any, Config], CapturedExchange]
"""Turns a surface's plain, picklable data into a CapturedExchange (or raises CaptureDropped)."""


class Sanitizing(Protocol):
    """What the worker needs of a sanitizer (core/sanitize.py provides it).

    Both methods return (sanitized text, entity type -> count) or raise SanitizerError.
    """

    def sanitize(self, text: str) -> tuple[str, dict[str, int]]: ...

    def sanitize_json(self, text: str) -> tuple[str, dict[str, int]]: ...


class _Redactor:
    """Sanitize-then-bound, accumulating the entity counts of one exchange."""

    def __init__(self, sanitizer: Sanitizing) -> None:
        self.sanitizer = sanitizer
        self.counts: Counter[str] = Counter()

    def text(self, raw: str, cap: int) -> str:
        if not raw:
            return ""
        part, beyond = window(raw, cap)
        clean, counts = self.sanitizer.sanitize(part)
        self.counts.update(counts)
        return bound(clean, cap, beyond)

    def json_text(self, raw: str, cap: int) -> str:
        part, beyond = window(raw, cap)
        if beyond:  # too long to parse whole: treat the window as plain text
            return self.text(raw, cap)
        clean, counts = self.sanitizer.sanitize_json(part)
        self.counts.update(counts)
        return bound(clean, cap)

    def take(self) -> dict[str, int]:
        counts, self.counts = dict(self.counts), Counter()
        return counts


def build_record(cap: CapturedExchange, sanitizer: Sanitizing, config: Config) -> CaptureRecord:
    """Sanitize and bound everything of one exchange that will be stored."""
    d = config.digests
    r = _Redactor(sanitizer)
    episode_id = new_id(to_ms(cap.started_at))
    user = (
        CONTINUATION_DIGEST
        if cap.continuation and not cap.user_text
        else r.text(cap.user_text, d.user)
    )
    prompt = ""
    if cap.agent_id and user != CONTINUATION_DIGEST:  # a subagent: not the person's words
        user, prompt = "", user
    response = r.text(cap.response_text, d.response)
    detail = r.text(cap.status_detail, 500)
    episode = Episode(
        id=episode_id,
        owner=cap.owner,
        session_id=cap.session_id,
        provider=cap.provider,
        model=cap.model,
        client=cap.client,
        started_at=cap.started_at,
        ended_at=cap.ended_at,
        user_digest=user,
        response_digest=response,
        continuation=cap.continuation,
        status=cap.status,
        status_detail=detail,
        stop_reason=cap.stop_reason,
        response_id=cap.response_id[:200],
        usage=cap.usage,
        tool_use_ids=[c.tool_id for c in cap.tool_calls],
        agent_id=cap.agent_id,
        parent_agent_id=cap.parent_agent_id,
        prompt_digest=prompt,
    )
    episode.sanitizer = r.take()
    events = []
    for call in cap.tool_calls:
        input_digest = r.json_text(call.input_json or "{}", d.tool_input)
        inline = call.result is not None
        events.append(
            ExecutionEvent(
                id=new_id(to_ms(cap.ended_at)),
                owner=cap.owner,
                session_id=cap.session_id,
                exchange_id=episode_id,
                tool_id=call.tool_id,
                tool_name=call.name,
                input_digest=input_digest,
                requested_at=cap.ended_at,
                result_digest=r.text(call.result, d.tool_result) if inline else None,
                is_error=call.is_error if inline else None,
                result_at=cap.ended_at if inline else None,
                result_exchange_id=episode_id if inline else None,
                sanitizer=r.take(),
            )
        )
    results = []
    for res in cap.tool_results:
        digest = r.text(res.content, d.tool_result)
        results.append(
            ToolResult(
                tool_id=res.tool_id, result_digest=digest, is_error=res.is_error, sanitizer=r.take()
            )
        )
    return CaptureRecord(episode=episode, events=events, results=results, chain_from=cap.chain_from)


class Prepared(msgspec.Struct):
    """What the sanitizing side hands back: a record to write, or why there is none
    (or, when that side wrote it itself, just that it did)."""

    record: CaptureRecord | None = None
    drop: str | None = None
    written: bool = False


def store_record(store: Store, record: CaptureRecord) -> str | None:
    """Write one capture in one transaction; the drop reason if it could not be stored."""
    try:
        store.write(lambda txn: write_capture(txn, record))
    except StoreError as e:
        log.error("teambrain: capture not stored: %s", e)
        return "store_error"
    except Exception:
        log.exception("teambrain: capture not stored")
        return "store_error"
    return None


def _load_sanitizer(config: Config) -> Sanitizing | None:
    """This process's sanitizer for the config (built once; a worker's initializer warms it)."""
    try:
        from teambrain.core.sanitize import build_sanitizer

        return build_sanitizer(config.sanitizer)
    except Exception as e:  # fail closed: every capture is dropped while it is missing
        log.error("teambrain: sanitizer unavailable, captures will be dropped: %s", e)
        return None


def _init_worker_process(config: Config, parent_pid: int) -> None:
    """A sanitizer process: warm the sanitizer, and leave with the proxy.

    A proxy killed with SIGKILL cannot shut its pool down, and a pool process blocked on its
    call queue would wait forever; it watches its parent instead and exits when it is gone.
    """

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="teambrain-parent-watch", daemon=True).start()
    _load_sanitizer(config)


def prepare(parse: Parse, raw: Any, config: Config, store_path: str | None = None) -> Prepared:
    """Parse, sanitize and bound one exchange, and write it when given the store's path.

    Never raises; raw text never leaves here. Writing here (a single sanitizer process, so
    in submission order) keeps the indexing work, too, off the proxy's GIL.
    """
    prepared = _prepare(parse, raw, config)
    if store_path is None or prepared.record is None:
        return prepared
    store = open_store(
        Path(store_path),
        map_size_mb=config.store.map_size_mb,
        max_map_size_mb=config.store.max_map_size_mb,
    )
    drop = store_record(store, prepared.record)
    return Prepared(drop=drop, written=drop is None)


def _prepare(parse: Parse, raw: Any, config: Config) -> Prepared:
    try:
        captured = parse(raw, config)
    except CaptureDropped as e:
        log.info("teambrain: not captured: %s", e)
        return Prepared(drop=e.reason)
    except Exception:
        log.exception("teambrain: could not parse an exchange; it was not captured")
        return Prepared(drop="parse_error")
    sanitizer = _load_sanitizer(config)
    if sanitizer is None:
        return Prepared(drop="sanitizer_unavailable")
    try:
        return Prepared(record=build_record(captured, sanitizer, config))
    except SanitizerError as e:
        return Prepared(drop=f"sanitizer_{e.reason}")
    except Exception as e:  # any failure while sanitizing is a drop, never a raw write
        return Prepared(drop=f"sanitizer_{type(e).__name__}")


class CaptureWorker:
    """Turns capture jobs into stored episodes: bounded, ordered, never blocking the proxy.

    A thread takes jobs from a bounded queue and hands each to a pool of `workers`
    processes that parse and sanitize it (CPU-heavy work must not hold the proxy's GIL).
    One process also writes (in submission order); with several, this thread writes their
    results in submission order, so a tool result never overtakes its
    call. `workers=0` does everything in the thread (tests, tiny deployments).
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
        self._executor: ProcessPoolExecutor | None = None
        self._queue: queue.Queue[tuple[Parse, Any] | None] = queue.Queue(
            maxsize=config.capture.queue_size
        )
        self._lock = threading.Lock()
        self.drops: Counter[str] = Counter()
        self._unflushed: Counter[str] = Counter()
        self.captured = 0
        self.high_water = 0
        self._flushed_high_water = 0
        self._prune_every = prune_every_seconds
        self._last_prune = 0.0
        self._thread = threading.Thread(target=self._run, name="teambrain-capture", daemon=True)
        self._idle = threading.Event()
        self._idle.set()

    # -- called from the proxy's event loop: O(1), never blocks -------------------------

    def submit(self, parse: Parse, raw: Any) -> bool:
        try:
            self._queue.put_nowait((parse, raw))
        except queue.Full:
            self.drop("queue_full")
            return False
        self._idle.clear()
        size = self._queue.qsize()
        if size > self.high_water:
            self.high_water = size
        return True

    def drop(self, reason: str) -> None:
        with self._lock:
            self.drops[reason] += 1
            self._unflushed[reason] += 1

    # -- lifecycle ------------------------------------------------------------------------

    def start(self) -> None:
        if self.workers > 0:
            self._executor = self._new_executor()
        self._thread.start()

    def _new_executor(self) -> ProcessPoolExecutor:
        # spawn, not fork: the proxy process holds an LMDB environment and an event loop
        return ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_init_worker_process,
            initargs=(self.config, os.getpid()),
        )

    def stop(self, timeout: float = 20.0) -> None:
        """Finish queued work, then stop."""
        if self._thread.is_alive():
            try:
                self._queue.put(None, timeout=timeout)
            except queue.Full:
                pass
            self._thread.join(timeout)
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Block until every submitted job is done (tests, shutdown)."""
        return self._idle.wait(timeout)

    # -- the worker thread ----------------------------------------------------------------

    def _run(self) -> None:
        pending: deque[Future[Prepared] | Prepared] = deque()
        in_flight = max(1, self.workers) * 2
        while True:
            try:
                job = self._queue.get(timeout=0.02 if pending else 1.0)
            except queue.Empty:
                job = False
            if job is None:
                while pending:
                    self._finish(pending.popleft())
                self._flush_counters()
                self._idle.set()
                return
            if job:
                pending.append(self._start(*job))
            while pending and (
                _ready(pending[0]) or len(pending) >= in_flight or self._queue.empty()
            ):
                self._finish(pending.popleft())
            if not pending and self._queue.empty():
                self._flush_counters()
                self._housekeeping()
                self._idle.set()

    def _start(self, parse: Parse, raw: Any) -> Future[Prepared] | Prepared:
        if self._executor is None:
            return prepare(parse, raw, self.config)
        # one process writes in submission order itself; several hand records back to us
        store_path = str(self.store.path) if self.workers == 1 else None
        try:
            return self._executor.submit(prepare, parse, raw, self.config, store_path)
        except (BrokenProcessPool, RuntimeError):
            self._executor = self._new_executor()
            return Prepared(drop="worker_crashed")

    def _finish(self, item: Future[Prepared] | Prepared) -> None:
        if isinstance(item, Future):
            try:
                item = item.result()
            except BrokenProcessPool:
                log.error("teambrain: a sanitizer process died; its capture was dropped")
                self._executor = self._new_executor()
                item = Prepared(drop="worker_crashed")
            except Exception:
                log.exception("teambrain: capture failed in the sanitizer process")
                item = Prepared(drop="parse_error")
        if item.written:
            self.captured += 1
            return
        if item.drop is not None or item.record is None:
            self.drop(item.drop or "parse_error")
            return
        drop = store_record(self.store, item.record)
        if drop is not None:
            self.drop(drop)
            return
        self.captured += 1

    def _flush_counters(self) -> None:
        with self._lock:
            pending, self._unflushed = self._unflushed, Counter()
        high_water = self.high_water
        if not pending and high_water <= self._flushed_high_water:
            return

        def write(txn: Txn) -> None:
            for reason, n in pending.items():
                txn.counter_add(f"capture.dropped.{reason}", n)
            k = key("capture", "high_water")
            if high_water > (txn.get_obj("meta", k, int) or 0):
                txn.put_obj("meta", k, high_water)

        try:
            self.store.write(write)
            self._flushed_high_water = high_water
        except Exception:
            with self._lock:
                self._unflushed.update(pending)

    def _housekeeping(self) -> None:
        now = time.monotonic()
        if now - self._last_prune < self._prune_every:
            return
        self._last_prune = now
        try:
            retention.prune(
                self.store,
                days=self.config.retention.days,
                batch=self.config.retention.batch,
                clock=self.clock,
            )
        except Exception:
            log.exception("teambrain: retention pruning failed; it will be retried")

    def status(self) -> dict[str, object]:
        return {
            "captured": self.captured,
            "queued": self._queue.qsize(),
            "high_water": self.high_water,
            "dropped": dict(self.drops),
            "workers": self.workers,
        }


def _ready(item: Future[Prepared] | Prepared) -> bool:
    return not isinstance(item, Future) or item.done()


def as_json_text(value: object) -> str:
    """Compact JSON for a tool input already parsed by a provider."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
