"""The capture worker: parsed exchanges in, sanitized bounded episodes out, off the proxy's loop.

The proxy's hooks hand this worker a job (a callable that parses one flow's plain data into
a CapturedExchange) through a bounded queue and return at once. The worker thread runs the
job, sanitizes every text that will be stored, bounds it into digests and writes the
episode, its tool calls and the tool results it carries in one write transaction.

Invariants kept here:
- fail-closed: if sanitizing raises (or the sanitizer never loaded), the capture is dropped
  and counted by reason; raw text is never stored, logged or queued to disk;
- every stored string is sanitized (digests, model, client, tool names, stop reason) or,
  for ids, kept only when it is plainly an id and hashed otherwise (core/identity.py);
- never blocking the proxy: a full queue drops the capture and counts it;
- bounded in bytes: captures in flight and queued hold at most `capture.max_queued_bytes`
  (a ByteBudget the proxy's hooks lease from); past it they are partial or dropped;
- nothing half-written: one transaction per exchange;
- a sanitizer process that dies costs no capture that did not kill it: its jobs go to a
  fresh pool, and only a job that broke two pools is dropped (`worker_crashed`);
- a database store is never reached from here (core/capture/outbox.py): its secret, which
  keys stored ids, comes from the outbox's drainer, and until a host that never reached the
  database first does, captures wait in the bounded queue.
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import os
import queue
import re
import select
import signal
import threading
import time
from collections import Counter, deque
from collections.abc import Callable
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from datetime import datetime
from functools import partial
from typing import Any, Literal

import msgspec
from teambrain.core.capture.digest import bound, window
from teambrain.core.capture.enablement import ensure_enabled
from teambrain.core.capture.outbox import OutboxSender, uses_outbox
from teambrain.core.clock import Clock, system_clock, to_ms
from teambrain.core.config import Config
from teambrain.core.episodes import retention
from teambrain.core.episodes.meaning import exchange_meaning
from teambrain.core.episodes.model import (
    CONTINUATION_DIGEST,
    CaptureRecord,
    Episode,
    ExecutionEvent,
    ToolResult,
    Usage,
    WriteOutcome,
)
from teambrain.core.episodes.writes import write_capture
from teambrain.core.errors import CaptureDropped, SanitizerError, StoreError
from teambrain.core.identity import UNKEYED, IdKeys
from teambrain.core.ids import new_id
from teambrain.core.records.episodes import Status, numbered_tool_id
from teambrain.core.sanitize.protocol import Sanitizer
from teambrain.core.store import Store, Txn, open_configured
from teambrain.core.store.secret import store_secret
from teambrain.core.telemetry.export import capture_telemetry

log = logging.getLogger("teambrain.capture")


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
    session_id: str = ""
    """The session id the client named (raw); "" when it named none."""
    session_seed: str = ""
    """The conversation's opening (system prompt, first user message): with no session id,
    the exchange joins the latest session of the same opening unless it went idle."""
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
    status: Status = "complete"
    status_detail: str = ""
    stop_reason: str = ""
    response_id: str = ""
    """The provider's id for the response (chains OpenAI Responses sessions)."""
    usage: Usage = msgspec.field(default_factory=Usage)
    tool_calls: list[CapturedToolCall] = []
    tool_results: list[CapturedToolResult] = []


Parse = Callable[[Any, Config], CapturedExchange]
"""Turns a surface's plain, picklable data into a CapturedExchange (or raises CaptureDropped)."""


class _Redactor:
    """Sanitize-then-bound, counting what one exchange had redacted: per part and in all."""

    def __init__(self, sanitizer: Sanitizer) -> None:
        self.sanitizer = sanitizer
        self.counts: Counter[str] = Counter()
        self.total: Counter[str] = Counter()

    def text(self, raw: str, cap: int) -> str:
        if not raw:
            return ""
        part, beyond = window(raw, cap)
        clean, counts = self.sanitizer.sanitize(part)
        self.counts.update(counts)
        return bound(clean, cap, beyond)

    def line(self, raw: str, cap: int) -> str:
        """A one-line field (model, client, tool name): control characters become spaces."""
        return self.text(_CONTROLS.sub(" ", raw).strip(), cap)

    def json_text(self, raw: str, cap: int) -> str:
        part, beyond = window(raw, cap)
        if beyond:  # too long to parse whole: treat the window as plain text
            return self.text(raw, cap)
        clean, counts = self.sanitizer.sanitize_json(part)
        self.counts.update(counts)
        return bound(clean, cap)

    def unchanged(self, raw: str) -> bool:
        """Whether the sanitizer leaves `raw` as it is (what it finds is counted)."""
        clean, counts = self.sanitizer.sanitize(raw)
        self.counts.update(counts)
        return clean == raw and not counts

    def take(self) -> dict[str, int]:
        """What was redacted since the last take (also kept in `total`)."""
        counts, self.counts = dict(self.counts), Counter()
        self.total.update(counts)
        return counts


_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]+")
_SHORT = 200
"""Cap, in characters, of one-line fields: model, client, tool name, stop reason."""


class _StoredIds:
    """Raw ids to stored ids for one exchange (memoized: a call and its result agree)."""

    def __init__(self, keys: IdKeys, redactor: _Redactor) -> None:
        self.keys = keys
        self._redactor = redactor
        self._memo: dict[tuple[str, str], str] = {}

    def __call__(self, kind: str, raw: str) -> str:
        found = self._memo.get((kind, raw))
        if found is None:
            found = self._memo[(kind, raw)] = self.keys.stored(kind, raw, self._redactor.unchanged)
        return found

    def calls(self, calls: list[CapturedToolCall], episode_id: str) -> list[str]:
        """Stored ids of one response's calls, unique within it.

        A call without an id gets one of its own (no result can name it); calls sharing an
        id are `id`, `id#2`, `id#3`... so results of that id attach in order.
        """
        seen: Counter[str] = Counter()
        out = []
        for i, call in enumerate(calls):
            base = self("tool", call.tool_id) or self.keys.hashed("tool", f"\x00{episode_id}/{i}")
            seen[base] += 1
            out.append(numbered_tool_id(base, seen[base]))
        return out


def build_record(
    cap: CapturedExchange,
    sanitizer: Sanitizer,
    config: Config,
    keys: IdKeys = UNKEYED,
    *,
    embed: bool = True,
) -> CaptureRecord:
    """Sanitize and bound everything of one exchange that will be stored, and (`embed`)
    compute the meaning recall ranks it by from its sanitized digests.

    `keys` are the store's (the capture worker passes them); the episode's redaction counts
    include its tool calls' and the tool results it carries.
    """
    d = config.digests
    r = _Redactor(sanitizer)
    ids = _StoredIds(keys, r)
    episode_id = new_id(to_ms(cap.started_at))
    session = ids("session", cap.session_id)
    user = (
        CONTINUATION_DIGEST
        if cap.continuation and not cap.user_text
        else r.text(cap.user_text, d.user)
    )
    prompt = ""
    if cap.agent_id and user != CONTINUATION_DIGEST:  # a subagent: not the person's words
        user, prompt = "", user
    episode = Episode(
        id=episode_id,
        owner=cap.owner,
        session_id=session,
        provider=cap.provider,
        model=r.line(cap.model, _SHORT),
        client=r.line(cap.client, _SHORT),
        started_at=cap.started_at,
        ended_at=cap.ended_at,
        user_digest=user,
        response_digest=r.text(cap.response_text, d.response),
        continuation=cap.continuation,
        status=cap.status,
        status_detail=r.text(cap.status_detail, 500),
        stop_reason=r.line(cap.stop_reason, _SHORT),
        response_id=ids("response", cap.response_id),
        usage=cap.usage,
        tool_use_ids=ids.calls(cap.tool_calls, episode_id),
        agent_id=ids("agent", cap.agent_id),
        parent_agent_id=ids("agent", cap.parent_agent_id),
        prompt_digest=prompt,
    )
    r.take()
    events = []
    for call, tool_id in zip(cap.tool_calls, episode.tool_use_ids, strict=True):
        inline = call.result is not None
        events.append(
            ExecutionEvent(
                id=new_id(to_ms(cap.ended_at)),
                owner=cap.owner,
                session_id=session,
                exchange_id=episode_id,
                tool_id=tool_id,
                tool_name=r.line(call.name, _SHORT),
                input_digest=r.json_text(call.input_json or "{}", d.tool_input),
                requested_at=cap.ended_at,
                result_digest=r.text(call.result or "", d.tool_result) if inline else None,
                is_error=call.is_error if inline else None,
                result_at=cap.ended_at if inline else None,
                result_exchange_id=episode_id if inline else None,
                sanitizer=r.take(),
            )
        )
    results = []
    for res in cap.tool_results:
        tool_id = ids("tool", res.tool_id)
        digest = r.text(res.content, d.tool_result)
        results.append(
            ToolResult(
                tool_id=tool_id, result_digest=digest, is_error=res.is_error, sanitizer=r.take()
            )
        )
    chain_from = ids("response", cap.chain_from)
    r.take()
    episode.sanitizer = dict(r.total)
    return CaptureRecord(
        episode=episode,
        events=events,
        results=results,
        chain_from=chain_from,
        fallback="" if session else keys.seed(cap.owner, cap.provider, cap.session_seed),
        idle_seconds=config.capture.session_idle_minutes * 60.0,
        meaning=exchange_meaning(episode.user_digest, episode.response_digest) if embed else b"",
    )


class Prepared(msgspec.Struct):
    """What the sanitizing side hands back: a record to write, or why there is none
    (or, when that side wrote it itself, just that it did)."""

    record: CaptureRecord | None = None
    drop: str | None = None
    written: bool = False
    status: Status = "complete"
    """The exchange's capture status, for the proxy's running tally."""
    outcome: WriteOutcome | None = None
    """When that side wrote it and the telemetry export listens: what the write did (the
    record then comes back too, as written)."""


def store_record(store: Store, record: CaptureRecord) -> tuple[str | None, WriteOutcome | None]:
    """Write one capture in one transaction: (None, what the write did), or (the drop
    reason, None) if it could not be stored."""
    try:
        return None, store.write(lambda txn: write_capture(txn, record))
    except StoreError as e:
        log.error("teambrain: capture not stored: %s", e)
    except Exception:
        log.exception("teambrain: capture not stored")
    return "store_error", None


def _build_sanitizer(config: Config) -> Sanitizer:
    """This process's sanitizer for the config (built once; presidio is imported only here)."""
    from teambrain.core.sanitize.engine import build_sanitizer

    return build_sanitizer(config.sanitizer)


def _load_sanitizer(config: Config) -> Sanitizer | None:
    """The sanitizer, or None (logged) when it cannot load: every capture is then dropped."""
    try:
        return _build_sanitizer(config)
    except Exception as e:  # fail closed: every capture is dropped while it is missing
        log.error("teambrain: sanitizer unavailable, captures will be dropped: %s", e)
        return None


def _init_worker_process(config: Config, proxy_pid: int) -> None:
    """A sanitizer process: warm the sanitizer, and leave with the proxy.

    A proxy killed with SIGKILL cannot shut its pool down, and a pool process blocked on its
    call queue would wait forever; it watches the proxy instead and exits when it is gone.
    (Its parent is the fork server, which in turn waits for the processes it forked.) A
    terminal's Ctrl-C reaches it too, with the whole foreground group: it is the proxy's to
    act on, so this process ignores it rather than die mid-call with a traceback.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(
        target=_exit_with, args=(proxy_pid,), name="teambrain-proxy-watch", daemon=True
    ).start()
    _load_sanitizer(config)
    exchange_meaning("warm-up", "")  # the sentence model loads here, not on a first capture


def _exit_with(pid: int) -> None:
    """Exit this process as soon as process `pid` has ended."""
    try:
        handle = os.pidfd_open(pid)
    except ProcessLookupError:
        os._exit(0)
    except (AttributeError, OSError):  # no pidfd here: look once a second
        while True:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:
                pass
            time.sleep(1.0)
    select.select([handle], [], [])  # readable once it has ended
    os._exit(0)


PRELOADED = ("teambrain.core.capture.worker", "teambrain.core.sanitize.engine")
"""What the sanitizer processes' fork server imports once (presidio and spaCy take seconds
of CPU to import): each process it forks, the first and any that replaces one that died,
starts with them loaded. A module that fails to import here is imported, and fails closed,
in the process itself."""


def _sanitizer_processes() -> multiprocessing.context.BaseContext:
    """Sanitizer processes are forked from a fork server that holds nothing of the proxy (not
    from the proxy itself, which holds a store environment and an event loop), and not
    spawned afresh, which would import the proxy's own program and presidio in each."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(list(PRELOADED))
    return context


def _warm(config: Config, store_path: str | None) -> bool:
    """Run before traffic: the sanitizer loaded and called once (its first call compiles what
    it builds lazily), and the store opened if this process writes.

    Trouble is a warning, not an error: mitmproxy exits on an error logged while it starts,
    and a proxy without a sanitizer still serves its clients (dropping the captures).
    """
    try:
        _build_sanitizer(config).sanitize("warm-up: write to someone@example.org")
        if store_path is not None:
            _open(store_path, config)
    except Exception as e:
        log.warning("teambrain: the sanitizer could not warm up (%s); captures wait for it", e)
        return False
    return True


def _open(store_path: str, config: Config) -> Store:
    return open_configured(config, store_path)


def prepare(
    parse: Parse,
    raw: Any,
    config: Config,
    store_path: str | None = None,
    keys: IdKeys = UNKEYED,
) -> Prepared:
    """Parse, sanitize and bound one exchange, and write it when given the store's path.

    Never raises; raw text never leaves here. Writing here (a single sanitizer process, so
    in submission order) keeps the indexing work, too, off the proxy's GIL.
    """
    prepared = _prepare(parse, raw, config, keys)
    if store_path is None or prepared.record is None:
        return prepared
    try:
        store = _open(store_path, config)
    except StoreError as e:
        log.error("teambrain: capture not stored: %s", e)
        return Prepared(drop="store_error")
    record = prepared.record
    drop, outcome = store_record(store, record)
    if drop is not None:
        return Prepared(drop=drop)
    if not config.telemetry.enabled:  # nothing listens: the record need not travel back
        return Prepared(written=True, status=record.episode.status)
    return Prepared(written=True, status=record.episode.status, record=record, outcome=outcome)


def _prepare(parse: Parse, raw: Any, config: Config, keys: IdKeys) -> Prepared:
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
        return Prepared(record=build_record(captured, sanitizer, config, keys))
    except SanitizerError as e:
        return Prepared(drop=f"sanitizer_{e.reason}")
    except Exception as e:  # any failure while sanitizing is a drop, never a raw write
        return Prepared(drop=f"sanitizer_{type(e).__name__}")


CHUNK_OVERHEAD = 64
"""Bytes charged per kept chunk beyond its length (the object and the list slot): a stream
cut into one-byte chunks cannot hold far more memory than its budget says."""


LEASE_BLOCK = 16 * 1024
"""A lease takes from the budget in blocks this large when it can (so most chunks of a
stream take no lock); what it took but did not use is given back when its flow ends."""


class ByteBudget:
    """The bytes the proxy may hold for captures, shared by every flow; never blocks.

    Each flow leases from it as its copy grows (a stream's chunks, then the bodies it
    queues) and gives everything back when its job is done or dropped.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0
        self.peak = 0
        self._lock = threading.Lock()

    def lease(self) -> Lease:
        return Lease(self)

    def _take(self, n: int) -> bool:
        with self._lock:
            used = self.used + n
            if used > self.limit:
                return False
            self.used = used
            if used > self.peak:
                self.peak = used
            return True

    def _give(self, n: int) -> None:
        with self._lock:
            self.used -= n


class Lease:
    """One capture's share of a ByteBudget: O(1) to grow, given back once (or when dropped)."""

    __slots__ = ("_budget", "held", "_spare")

    def __init__(self, budget: ByteBudget) -> None:
        self._budget = budget
        self.held = 0
        """Bytes taken from the budget, the spare included."""
        self._spare = 0

    def take(self, n: int) -> bool:
        """Hold `n` more bytes; False (and nothing more held) when the budget has no room."""
        if n <= self._spare:
            self._spare -= n
            return True
        need = n - self._spare
        block = max(need, LEASE_BLOCK)
        if not self._budget._take(block):
            if block == need or not self._budget._take(need):
                return False
            block = need
        self.held += block
        self._spare = block - need
        return True

    def trim(self) -> None:
        """Give back what was taken ahead but not used (the flow keeps no more)."""
        spare, self._spare = self._spare, 0
        if spare:
            self.held -= spare
            self._budget._give(spare)

    def release(self) -> None:
        held, self.held, self._spare = self.held, 0, 0
        if held:
            self._budget._give(held)

    def __del__(self) -> None:  # a flow that never reached its job still gives its bytes back
        try:
            self.release()
        except Exception:
            pass


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
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="teambrain-capture", daemon=True)
        self._idle = threading.Event()
        self._idle.set()

    # -- called from the proxy's event loop: O(1), never blocks -------------------------

    def submit(
        self,
        parse: Parse,
        raw: Any,
        lease: Lease | None = None,
        settled: Callable[[], None] | None = None,
    ) -> bool:
        """Queue a capture; `lease` (its bytes) is given back when it is done or dropped, and
        `settled` is called (from the worker's thread) once it is kept durably or given up."""
        job = _Job(parse, raw, lease, settled)
        try:
            self._queue.put_nowait(job)
        except queue.Full:
            job.done()
            job.settle()
            self.drop("queue_full")
            return False
        self._idle.clear()
        size = self._queue.qsize()
        if size > self.high_water:
            self.high_water = size
        return True

    def drop(self, reason: str) -> None:
        """Count a capture that was not stored, by reason (`capture.dropped.<reason>`)."""
        with self._lock:
            self.drops[reason] += 1
            self._unflushed[f"capture.dropped.{reason}"] += 1

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
            return _warm(self.config, None)
        deadline = time.monotonic() + seconds
        for _ in range(2):  # a pool that breaks while starting gets one successor
            try:
                futures = [
                    self._executor.submit(_warm, self.config, self._store_path())
                    for _ in range(self.workers)
                ]
                _, waiting = wait(futures, timeout=max(0.0, deadline - time.monotonic()))
                if waiting:
                    log.warning("teambrain: the sanitizer is still warming up; captures wait")
                    return False
                return all(f.result() for f in futures)
            except Exception as e:  # a process died or could not start: a warning, see _warm
                log.warning("teambrain: the sanitizer pool failed to start (%s); retrying", e)
                self._replace_pool()
        return False

    def _new_executor(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=_sanitizer_processes(),
            initializer=_init_worker_process,
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
        """Block until every submitted job is done (tests, shutdown): stored, or on a
        database store sent on from the outbox."""
        deadline = time.monotonic() + timeout
        if not self._idle.wait(timeout):
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
                    self._finish(pending.popleft())
                self._flush_counters()
                self._idle.set()
                return
            if job:
                self._send(job)
                pending.append(job)
            while pending and (
                _ready(pending[0]) or len(pending) >= in_flight or self._queue.empty()
            ):
                self._finish(pending.popleft())
            if not pending and self._queue.empty():
                if self.outbox is None:  # else the drainer's thread does them (a database
                    self._database_chores()  # that is down must not stall capture)
                self._idle.set()

    def _store_path(self) -> str | None:
        # one process writes an LMDB store in submission order itself; several processes, or
        # a database (whose pool lives here), hand records back to this thread
        if self.workers == 1 and self.store.backend == "lmdb":
            return self.store.url
        return None

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
            job.outcome = self._executor.submit(
                prepare, job.parse, job.raw, self.config, self._store_path(), keys
            )
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

    def _finish(self, job: _Job) -> None:
        try:
            self._keep(job)
        finally:
            job.settle()

    def _keep(self, job: _Job) -> None:
        try:
            item = self._outcome(job)
        finally:
            job.done()
        if item.written:
            self._tally(item.status)
            self._tell(item.record, item.outcome)
            return
        if item.drop is not None or item.record is None:
            self.drop(item.drop or "parse_error")
            return
        outcome = None
        if self.outbox is not None:  # its drainer tells the listener, once the database has it
            drop = self.outbox.put(item.record)
        else:
            drop, outcome = store_record(self.store, item.record)
        if drop is not None:
            self.drop(drop)
            return
        self._tally(item.record.episode.status)
        self._tell(item.record, outcome)

    def _tell(self, record: CaptureRecord | None, outcome: WriteOutcome | None) -> None:
        """Hand a capture this process saw stored to the telemetry export, if it is on."""
        if self.telemetry is not None and record is not None and outcome is not None:
            self.telemetry.stored(record, outcome)

    def _tally(self, status: Status) -> None:
        self.captured += 1
        if status != "complete":
            self.by_status[status] += 1

    def _database_chores(self) -> None:
        self._flush_counters()
        self._housekeeping()

    def _flush_counters(self) -> None:
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
            **({"outbox_sent": self.outbox.sent} if self.outbox is not None else {}),
            **({"telemetry": self.telemetry.status()} if self.telemetry is not None else {}),
        }


def _ready(job: _Job) -> bool:
    return not isinstance(job.outcome, Future) or job.outcome.done()


def as_json_text(value: object) -> str:
    """Compact JSON for a tool input already parsed by a provider."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
