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
import queue
import threading
import time
from collections import Counter
from collections.abc import Callable
from datetime import datetime
from typing import Protocol

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
from teambrain.core.errors import SanitizerError, StoreError
from teambrain.core.ids import new_id
from teambrain.core.store import Store, Txn, key

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
    provider: str
    model: str = ""
    client: str = ""
    started_at: datetime
    ended_at: datetime
    user_text: str = ""
    continuation: bool = False
    response_text: str = ""
    status: str = "complete"
    status_detail: str = ""
    stop_reason: str = ""
    response_id: str = ""
    """The provider's id for the response (chains OpenAI Responses sessions)."""
    usage: Usage = msgspec.field(default_factory=Usage)
    tool_calls: list[CapturedToolCall] = []
    tool_results: list[CapturedToolResult] = []


Job = Callable[[], "CapturedExchange | None"]


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
    return CaptureRecord(episode=episode, events=events, results=results)


class CaptureWorker:
    """A thread that turns capture jobs into stored episodes; bounded, never blocking."""

    def __init__(
        self,
        store: Store,
        config: Config,
        sanitizer_factory: Callable[[], Sanitizing],
        *,
        clock: Clock = system_clock,
        prune_every_seconds: float = 3600.0,
    ) -> None:
        self.store = store
        self.config = config
        self.clock = clock
        self._sanitizer_factory = sanitizer_factory
        self._sanitizer: Sanitizing | None = None
        self._sanitizer_error: str | None = None
        self._queue: queue.Queue[Job | None] = queue.Queue(maxsize=config.capture.queue_size)
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

    def submit(self, job: Job) -> bool:
        try:
            self._queue.put_nowait(job)
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
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        """Finish queued work, then stop."""
        if not self._thread.is_alive():
            return
        try:
            self._queue.put(None, timeout=timeout)
        except queue.Full:
            pass
        self._thread.join(timeout)

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Block until every submitted job is done (tests, shutdown)."""
        return self._idle.wait(timeout)

    # -- the worker thread ----------------------------------------------------------------

    def _load_sanitizer(self) -> None:
        try:
            self._sanitizer = self._sanitizer_factory()
        except Exception as e:  # fail closed: every capture is dropped while it is missing
            self._sanitizer_error = f"{type(e).__name__}"
            log.error("teambrain: sanitizer unavailable, captures will be dropped: %s", e)

    def _run(self) -> None:
        self._load_sanitizer()
        while True:
            try:
                job = self._queue.get(timeout=1.0)
            except queue.Empty:
                self._housekeeping()
                if self._queue.empty():
                    self._idle.set()
                continue
            if job is None:
                self._flush_counters()
                self._idle.set()
                return
            self._process(job)
            if self._queue.empty():
                self._flush_counters()
                self._housekeeping()
                self._idle.set()

    def _process(self, job: Job) -> None:
        try:
            captured = job()
        except Exception:
            log.exception("teambrain: could not parse an exchange; it was not captured")
            self.drop("parse_error")
            return
        if captured is None:
            return
        if self._sanitizer is None:
            self.drop("sanitizer_unavailable")
            return
        try:
            record = build_record(captured, self._sanitizer, self.config)
        except SanitizerError as e:
            self.drop(f"sanitizer_{e.reason}")
            return
        except Exception as e:  # any failure while sanitizing is a drop, never a raw write
            self.drop(f"sanitizer_{type(e).__name__}")
            return
        del captured  # the raw text goes no further than this frame
        try:
            self.store.write(lambda txn: write_capture(txn, record))
        except StoreError as e:
            log.error("teambrain: capture not stored: %s", e)
            self.drop("store_error")
            return
        except Exception:
            log.exception("teambrain: capture not stored")
            self.drop("store_error")
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
            "sanitizer": "ready" if self._sanitizer else (self._sanitizer_error or "loading"),
        }


def as_json_text(value: object) -> str:
    """Compact JSON for a tool input already parsed by a provider."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
