"""The capture addon: live LLM exchanges through mitmproxy become owner-private episodes.

Loaded through addons/entry.py: `mitmdump -s "$(teambrain addon-path)" --set
teambrain_store=DIR`, or `teambrain proxy`. Hooks stay thin: on the event loop they only
copy plain data out of the flow (header values, body references, timestamps) into a
RawExchange and queue it; parsing and sanitizing happen in the capture worker's process
pool, writing in batches in its group commit's thread. Invariants kept here:
- transparent: SSE chunks pass through the tee unchanged and unbuffered (O(1) per chunk);
  nothing we do can fail the client's exchange;
- bounded in bytes: what a flow keeps (its chunks, then its bodies) is leased from the
  worker's ByteBudget (`capture.max_queued_bytes`) and capped per body; past a cap the
  capture is partial or dropped and counted;
- no silent drops: a full capture queue holds the response's end (after its last byte) for
  room, at most `capture.hold_full_seconds` (addons/backlog.py), before the capture is
  dropped, counted, logged and reported to `doctor`;
- forward-only: replays, flows loaded from files and flows older than enablement are ignored;
- only POSTs to a provider path are exchanges (a GET or a WebSocket upgrade is not one);
- only teambrain's own reflection calls are exempt: `x-teambrain-internal` must carry the
  store's token (core/identity.py), is removed before the request goes upstream, and every
  exemption, and every refused header, is counted;
- the sanitizer processes are started and warm before mitmproxy serves traffic (at most
  WARM_SECONDS: connections made meanwhile wait), so the first exchange is captured at once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial

from mitmproxy import ctx, http
from teambrain.addons.backlog import Backlog
from teambrain.addons.exchange import RawExchange, build_exchange
from teambrain.addons.flows import (
    INJECTED,
    INTERNAL,
    add_config_option,
    flow_owner,
    is_websocket_handshake,
    options_config_and_store,
)
from teambrain.addons.providers import Provider, provider_for
from teambrain.core.capture.budget import CHUNK_OVERHEAD, Lease
from teambrain.core.capture.worker import CaptureWorker
from teambrain.core.config import Config
from teambrain.core.identity import (
    AGENT_HEADER,
    PARENT_AGENT_HEADER,
    SESSION_HEADERS,
)
from teambrain.core.store import Store
from teambrain.core.store.secret import INTERNAL_HEADER, internal_token, is_internal_token

log = logging.getLogger("teambrain.capture")

HEADERS_KEPT = ("user-agent", *SESSION_HEADERS, AGENT_HEADER, PARENT_AGENT_HEADER)
"""The request headers an exchange keeps (values copied; nothing else of them is stored)."""
WARM_SECONDS = 30.0
"""How long the proxy's start waits, at most, for its sanitizer processes to be warm."""
OVER_QUEUE = "not kept whole: captures in memory reached capture.max_queued_bytes"


@dataclass(slots=True)
class FlowCapture:
    """Per-flow state, kept in flow.metadata while the exchange is in flight."""

    provider: Provider
    started_at: float
    headers: dict[str, str]
    lease: Lease | None = None
    """This flow's share of the worker's ByteBudget (what it keeps counts against it)."""
    request_body: bytes | None = None
    request_encoding: str | None = None
    request_too_large: bool = False
    chunks: list[bytes] = field(default_factory=list)
    streamed_bytes: int = 0
    overflow: str = ""
    """Why the response copy stopped (a cap); "" while it is whole."""
    streaming: bool = False
    submitted: bool = False
    limit: int = 16 * 1024 * 1024

    def tee(self, chunk: bytes) -> bytes:
        """The response stream callable: remember the chunk, return it unchanged.

        O(1) per chunk and never raises: past the body cap or the memory budget the copy
        stops (the capture will be partial) and the chunks still flow.
        """
        if chunk and not self.overflow:
            size = len(chunk)
            if self.streamed_bytes + size > self.limit:
                self.overflow = (
                    f"response over the {self.limit:,}-byte capture cap (capture.max_body_bytes)"
                )
            elif self.lease is not None and not self.lease.take(size + CHUNK_OVERHEAD):
                self.overflow = "response " + OVER_QUEUE
            else:
                self.streamed_bytes += size
                self.chunks.append(chunk)
        return chunk


class Capture:
    """mitmproxy addon: hands every LLM exchange to the capture worker."""

    def __init__(self) -> None:
        self.config = Config()
        self.store: Store | None = None
        self.worker: CaptureWorker | None = None
        self.enabled_at: float = 0.0
        self._token: tuple[bytes, str] | None = None
        self.backlog = Backlog()
        """Captures held at their response's end while the capture queue is full."""
        self._holding: set[asyncio.Task[None]] = set()
        """Captures made mid-connection (a WebSocket's responses) waiting in that line."""

    # -- options ---------------------------------------------------------------------------

    def load(self, loader) -> None:  # noqa: ANN001 - mitmproxy's Loader
        loader.add_option(
            "teambrain_store", str, "", "teambrain store directory (default: the user data dir)."
        )
        add_config_option(loader)
        loader.add_option("teambrain_capture", bool, True, "Capture LLM exchanges into the store.")

    def configure(self, updated: set[str]) -> None:
        if not ({"teambrain_store", "teambrain_config"} & updated) and self.worker is not None:
            return
        config, store = options_config_and_store()
        starting = self.worker is None
        self._stop_worker()
        self.config, self.store = config, store
        self.worker = CaptureWorker(store, config)  # a database store is not reached here
        self.worker.on_room = self.backlog.wake
        self.enabled_at = self.worker.enabled_at
        # mitmproxy loads this script on its event loop as it starts, before it serves any
        # connection: waiting here for warm sanitizer processes means the first exchange is
        # captured without a cold start. A later reconfiguration warms in the background
        # instead of stalling traffic.
        warm = self.worker.start(warm_seconds=WARM_SECONDS if starting else 0.0)
        log.info(
            "teambrain: capturing into %s (sanitizer %s)", store.url, "warm" if warm else "warming"
        )

    def done(self) -> None:
        self._stop_worker()

    def _stop_worker(self) -> None:
        if self.worker is not None:
            self.worker.stop()
            self.worker = None

    # -- hooks (event loop: copy plain data, never block, never raise) ---------------------

    def requestheaders(self, flow: http.HTTPFlow) -> None:
        internal = self._take_internal_header(flow)
        worker = self.worker  # capturing() is False without one
        if flow.response is not None or worker is None or not self.capturing(flow):
            return  # answered before it left (e.g. refused by the gateway): nothing to capture
        if is_websocket_handshake(flow.request):
            return  # its messages are captured by addons/websocket.py
        if flow.request.method != "POST":
            return  # a GET on a provider path is not an exchange we parse
        provider = provider_for(flow.request.path, self.config.capture)
        if provider is None:
            return
        if internal:
            worker.count("capture.exempt.reflection")
            return
        headers = flow.request.headers
        state = FlowCapture(
            provider=provider,
            started_at=flow.request.timestamp_start,
            headers={k: headers[k] for k in HEADERS_KEPT if k in headers},
            lease=worker.budget.lease(),
            limit=self.config.capture.max_body_bytes,
        )
        flow.metadata["teambrain"] = state

    def request(self, flow: http.HTTPFlow) -> None:
        state: FlowCapture | None = flow.metadata.get("teambrain")
        if state is None:
            return
        body = flow.request.raw_content
        if body is not None and len(body) > self.config.capture.max_request_bytes:
            state.request_too_large = True  # not kept: counted when the exchange ends
            return
        state.request_body = body
        state.request_encoding = flow.request.headers.get("content-encoding")

    def responseheaders(self, flow: http.HTTPFlow) -> None:
        state: FlowCapture | None = flow.metadata.get("teambrain")
        if state is None or flow.response is None:
            return
        content_type = flow.response.headers.get("content-type", "")
        wants_stream = "text/event-stream" in content_type or flow.response.stream
        # Chunks go to the client as they arrive; the tee only remembers them. A stream
        # callable another addon already set is left alone (its flow is not parsed).
        if wants_stream and not callable(flow.response.stream):
            state.streaming = True
            flow.response.stream = state.tee

    def response(self, flow: http.HTTPFlow) -> Awaitable[None] | None:
        """Submit the capture. On a database store the response's end (after its last byte,
        which the client already has) waits, up to `[outbox] hold_end_seconds`, until the
        capture is committed to the host's outbox: an exchange the client saw complete
        is kept even if this process is killed the next moment. On any store, a full capture
        queue holds the end until there is room, up to `capture.hold_full_seconds`, before
        the capture is dropped (addons/backlog.py)."""
        return self._submit(flow, complete=True)

    def error(self, flow: http.HTTPFlow) -> Awaitable[None] | None:
        return self._submit(flow, complete=False)

    # -- the job handed to the worker ------------------------------------------------------

    @property
    def internal_token(self) -> str:
        """The store's internal token; "" until a database store was first reached (no
        request is exempt from capture meanwhile)."""
        secret = self.worker.secret if self.worker is not None else None
        if not secret:
            return ""
        if self._token is None or self._token[0] != secret:
            self._token = (secret, internal_token(secret))
        return self._token[1]

    def _take_internal_header(self, flow: http.HTTPFlow) -> bool:
        """Remove x-teambrain-internal; True when it carried the store's token.

        A client may send the header, but only teambrain's reflector knows the token: any
        other value is counted and the request is captured like every other.
        """
        values = flow.request.headers.get_all(INTERNAL_HEADER)
        if not values:
            return False
        del flow.request.headers[INTERNAL_HEADER]  # never forwarded upstream
        if all(is_internal_token(v, self.internal_token) for v in values):
            flow.metadata[INTERNAL] = True
            return True
        if self.worker is not None:
            self.worker.count("capture.internal_header_refused")
        return False

    def capturing(self, flow: http.HTTPFlow) -> bool:
        """Whether the flow is live traffic this addon records (also asked by addons/websocket.py)."""
        if self.worker is None or not ctx.options.teambrain_capture:
            return False
        if not self.config.capture.enabled:
            return False
        if not flow.live or flow.is_replay:
            return False  # forward-only: no replays, no flows loaded from files
        return flow.request.timestamp_start >= self.enabled_at

    def _submit(self, flow: http.HTTPFlow, complete: bool) -> Awaitable[None] | None:
        """Hand the flow's capture to the worker; what the hook's end waits on, if anything."""
        worker = self.worker
        state: FlowCapture | None = flow.metadata.get("teambrain")
        if state is None or state.submitted or worker is None:
            return None
        state.submitted = True
        raw, reason = self._job(flow, state, complete)
        if raw is None:
            if state.lease is not None:
                state.lease.release()
            worker.drop(reason or "flow_error")
            return None
        hold = self.config.outbox.hold_end_seconds if worker.outbox is not None else 0.0
        kept, settled = _kept_signal() if complete and hold > 0 else (None, None)
        submit = partial(worker.submit, build_exchange, raw, state.lease, settled)
        if not self.backlog and submit(drop_if_full=False):
            return None if kept is None else _held_until(kept, hold, worker)
        return self._held_for_room(worker, submit, kept, hold)

    def queue_or_hold(self, submit: Callable[..., bool]) -> None:
        """Queue a capture made mid-connection (a WebSocket's response, whose messages go on
        and must not wait): when the capture queue is full it waits in the same line as the
        HTTP responses' ends, in a task of its own, up to `capture.hold_full_seconds`, and is
        dropped, counted and logged only then. `submit` is CaptureWorker.submit with the
        capture bound."""
        if not self.backlog and submit(drop_if_full=False):
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # not on the proxy's loop: no line to wait in
            submit()
            return
        assert self.worker is not None
        task = loop.create_task(self._held_for_room(self.worker, submit, None, 0.0))
        self._holding.add(task)
        task.add_done_callback(self._holding.discard)

    async def _held_for_room(
        self,
        worker: CaptureWorker,
        submit: Callable[..., bool],
        kept: asyncio.Future[None] | None,
        hold: float,
    ) -> None:
        """Wait in line for room in the full capture queue, then (on a database store) for
        the commit; a capture still without room after `capture.hold_full_seconds` is
        submitted one last time, and dropped, counted and logged when that fails too."""
        queued = False

        def offer() -> bool:
            nonlocal queued
            queued = submit(drop_if_full=False)
            return queued

        try:
            await self.backlog.wait(offer, self.config.capture.hold_full_seconds)
        finally:  # out of time, or the proxy is stopping: a last try, then the drop
            if not queued:
                queued = submit()
        if queued and kept is not None:
            await _held_until(kept, hold, worker)

    def _job(
        self, flow: http.HTTPFlow, state: FlowCapture, complete: bool
    ) -> tuple[RawExchange | None, str | None]:
        """The capture's plain data with its bodies leased, or why there is none."""
        if state.request_too_large:
            return None, "request_too_large"
        owner = flow_owner(flow, self.config)
        if owner is None:
            return None, "unresolved_owner"
        try:
            raw = self._raw(flow, state, owner, complete)
        except Exception:  # our failure never reaches the client
            log.exception("teambrain: could not read a flow; it was not captured")
            return None, "flow_error"
        if state.lease is not None and not _hold_bodies(state.lease, raw):
            return None, "queue_bytes_full"
        return raw, None

    @staticmethod
    def _raw(flow: http.HTTPFlow, state: FlowCapture, owner: str, complete: bool) -> RawExchange:
        """Copy the plain data out of the flow (references, no parsing: this is the event loop)."""
        response = flow.response
        raw = RawExchange(
            provider=state.provider.name,
            owner=owner,
            started_at=state.started_at,
            headers=state.headers,
            request_body=state.request_body or b"",
            request_encoding=state.request_encoding,
            streaming=state.streaming,
            chunks=state.chunks,
            complete=complete,
            overflow=state.overflow,
            error_msg=flow.error.msg if flow.error else "",
            injected=flow.metadata.get(INJECTED, ()),
        )
        if response is not None:
            raw.status_code = response.status_code
            raw.encoding = response.headers.get("content-encoding")
            raw.ended_at = response.timestamp_end
            raw.first_byte_at = response.timestamp_start
            if not state.streaming:
                body = response.raw_content
                if body is not None and len(body) > state.limit:
                    raw.overflow = (
                        f"response over the {state.limit:,}-byte capture cap "
                        "(capture.max_body_bytes)"
                    )
                else:
                    raw.body = body
        if raw.ended_at is None and flow.error:
            raw.ended_at = flow.error.timestamp
        return raw


def _hold_bodies(lease: Lease, raw: RawExchange) -> bool:
    """Lease the bodies a queued capture keeps; False when even the request does not fit.

    A response body that does not fit is let go: the capture is kept partial without it.
    """
    if not lease.take(len(raw.request_body)):
        return False
    if raw.body is not None and not lease.take(len(raw.body)):
        raw.body = None
        raw.overflow = "response " + OVER_QUEUE
    lease.trim()
    return True


def _kept_signal() -> tuple[asyncio.Future[None], Callable[[], None]]:
    """A future the event loop awaits, and the call (from any thread) that resolves it."""
    loop = asyncio.get_running_loop()
    kept: asyncio.Future[None] = loop.create_future()

    def settled() -> None:
        loop.call_soon_threadsafe(_resolve, kept)

    return kept, settled


def _resolve(kept: asyncio.Future[None]) -> None:
    if not kept.done():
        kept.set_result(None)


async def _held_until(kept: asyncio.Future[None], seconds: float, worker: CaptureWorker) -> None:
    """Wait for a capture to be kept, `seconds` at most (then the response ends anyway and
    the wait is counted: the capture goes on in the background)."""
    try:
        await asyncio.wait_for(kept, seconds)
    except TimeoutError:
        worker.count("capture.hold_timeout")
