"""The WebSocket capture addon: OpenAI Responses over a WebSocket become episodes, one per response.

Codex (its built-in `openai` provider, and any provider with `supports_websockets = true`)
opens a WebSocket on `GET /v1/responses` and sends `response.create` frames; each response's
events come back as text messages, one event each, until `response.completed` (or `.failed`,
`.incomplete`, `error`). The next frame carries the tool outputs (`previous_response_id`
names the response before). This addon cuts the conversation into responses as it passes
and hands each to the capture worker as an exchange: the frame is its request, the messages
its stream. Invariants kept here:
- transparent: no message is changed, held or reordered here; per message the hook keeps a
  reference and reads the event type, so the peer waits on nothing more than that;
- bounded: a response's kept messages stop at `[capture] max_body_bytes` (the capture is
  then partial), at most MAX_WAITING requests wait for their answer, and mitmproxy's own
  list of the connection's messages is cut to the last one, so a connection open for an hour
  holds one response at most (`--set teambrain_websocket_keep_messages=true` keeps them all);
- a warm-up (`generate: false`) is not an exchange: it is not stored, and the request that
  continues it is stored with the warm-up's input first, as the provider holds it;
- bounded on the wire: no message of a WebSocket (either direction, inflated) may pass
  `max_body_bytes`; past it mitmproxy's reader closes the WebSocket (1009) before the message
  is assembled (addons/websocket_limits.py), and what was in flight is stored partial;
- responses are matched to requests by the provider's order and response ids, not by what
  arrived last: requests sent before the last one ended wait their turn (`response.created`
  starts the oldest), so each answer lands on its own request;
- a WebSocket closed mid-response leaves that response stored partial;
- forward-only and owner-clamped exactly as the capture addon (the handshake decides).
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass, field
from functools import partial

from mitmproxy import ctx, http
from mitmproxy.websocket import WebSocketMessage
from teambrain.addons.capture import HEADERS_KEPT, OVER_QUEUE, Capture
from teambrain.addons.exchange import RawExchange, build_exchange
from teambrain.addons.flows import flow_owner, internal_flow, is_websocket_handshake
from teambrain.addons.providers import provider_for
from teambrain.addons.providers.openai_responses import peek_event, peek_frame
from teambrain.addons.websocket_limits import CAP, CUT, install
from teambrain.core.capture.budget import CHUNK_OVERHEAD, Lease
from teambrain.core.config import ProviderName

log = logging.getLogger("teambrain.websocket")

LLM_WEBSOCKET = "teambrain_llm_websocket"
"""flow.metadata key: the handshake was for an LLM endpoint (set whether captured or not)."""
_STATE = "teambrain_websocket"
MAX_WAITING = 64
"""Requests asked and not yet answered on one WebSocket; past it a request is not captured."""
CUT_COUNTER = "capture.websocket_cut"
"""Persistent counter: WebSockets closed by the message cap."""

install()  # mitmproxy's WebSocket reader caps the flows that carry CAP (websocket_limits.py)


@dataclass(slots=True)
class OpenResponse:
    """A response asked for and not yet ended: its frame and the events so far."""

    frame: bytes
    started_at: float
    warmup: bool
    continues: str = ""
    """The response id the frame names as its previous one."""
    response_id: str = ""
    """The provider's id for this response, once `response.created` (or its end) said it."""
    warmup_frame: bytes = b""
    """The warm-up frame this request continues, if any."""
    events: list[bytes] = field(default_factory=list)
    first_at: float | None = None
    """When its first event arrived: the answer's first byte."""
    size: int = 0
    overflow: str = ""
    """Why the events were not kept whole (a cap); "" while they are."""
    lease: Lease | None = None
    """This response's share of the capture worker's byte budget."""


@dataclass(slots=True)
class Connection:
    """Per-WebSocket state, kept in flow.metadata while the connection is open."""

    provider: ProviderName
    headers: dict[str, str]
    limit: int
    open: OpenResponse | None = None
    """The response being answered now."""
    waiting: deque[OpenResponse] = field(default_factory=deque)
    """Requests sent and not yet answered, oldest first (the provider answers in order)."""
    warmed: tuple[str, bytes] | None = None
    """The last warm-up's response id and frame, for the request that continues it."""


class WebSocketCapture:
    """mitmproxy addon: hands each response over an LLM WebSocket to the capture worker."""

    def __init__(self, capture: Capture) -> None:
        self.capture = capture
        self.keep_messages = False

    def load(self, loader) -> None:  # noqa: ANN001 - mitmproxy's Loader
        loader.add_option(
            "teambrain_websocket_keep_messages",
            bool,
            False,
            "Keep every message of LLM WebSockets in the flow, as mitmproxy does by default "
            "(memory grows with the connection); by default only the last one is kept.",
        )

    def configure(self, updated: set[str]) -> None:
        # read once here: an option lookup costs more than the rest of the message hook
        if "teambrain_websocket_keep_messages" in updated:
            self.keep_messages = ctx.options.teambrain_websocket_keep_messages

    # -- hooks (event loop: keep references, read one field, never raise) -----------------

    def requestheaders(self, flow: http.HTTPFlow) -> None:
        if not is_websocket_handshake(flow.request):
            return
        # every WebSocket through teambrain, LLM or not: the proxy's memory is what is bounded
        flow.metadata[CAP] = self.capture.config.capture.max_body_bytes
        provider = provider_for(flow.request.path, self.capture.config.capture)
        if provider is None or not provider.websocket:  # OpenAI Responses' frames, today
            return
        flow.metadata[LLM_WEBSOCKET] = True
        if flow.response is not None or not self.capture.capturing(flow):
            return  # refused before it left (the gateway), or not recorded
        if internal_flow(flow):
            return  # teambrain's own reflection calls (authenticated by the capture addon)
        headers = flow.request.headers
        flow.metadata[_STATE] = Connection(
            provider=provider.name,
            headers={k: headers[k] for k in HEADERS_KEPT if k in headers},
            limit=self.capture.config.capture.max_body_bytes,
        )

    def websocket_message(self, flow: http.HTTPFlow) -> None:
        if not flow.metadata.get(LLM_WEBSOCKET) or flow.websocket is None:
            return
        messages = flow.websocket.messages
        message = messages[-1]
        if len(messages) > 1 and not self.keep_messages:
            del messages[:-1]  # hooks after this one read messages[-1]; it stays
        conn: Connection | None = flow.metadata.get(_STATE)
        if conn is None or not message.is_text:
            return
        try:
            if message.from_client:
                self._frame(flow, conn, message)
            else:
                self._event(flow, conn, message)
        except Exception:  # ours: the message has gone on untouched; only the capture is lost
            log.exception("teambrain: could not follow a WebSocket message")
            for response in (conn.open, *conn.waiting):
                if response is not None and response.lease is not None:
                    response.lease.release()
            conn.open = None
            conn.waiting.clear()
            self._drop("flow_error")

    def websocket_end(self, flow: http.HTTPFlow) -> None:
        cut: tuple[str, str] | None = flow.metadata.get(CUT)
        if cut is not None and self.capture.worker is not None:
            self.capture.worker.count(CUT_COUNTER)
        conn: Connection | None = flow.metadata.get(_STATE)
        if conn is None or flow.websocket is None:
            return
        ws = flow.websocket
        if cut is not None:
            side, why = cut
            if side == "client":  # the frame over the cap never reached a hook: not captured
                self._drop("request_too_large")
        else:
            who = "client" if ws.closed_by_client else "server"
            why = (
                f"the WebSocket was closed by the {who} (code {ws.close_code}) "
                "before the response ended"
            )
        if conn.open is not None:
            self._submit(flow, conn, complete=False, ended_at=ws.timestamp_end, error=why)
        while self._start(conn) is not None:  # asked, never answered: the request is kept
            self._submit(
                flow, conn, complete=False, ended_at=ws.timestamp_end, error=why + " (no answer)"
            )

    # -- the work ----------------------------------------------------------------------------

    def _frame(self, flow: http.HTTPFlow, conn: Connection, message: WebSocketMessage) -> None:
        frame = peek_frame(message.content)
        if frame is None or not frame.asks:
            return  # `response.processed` and the like: no response follows
        if len(message.content) > conn.limit:
            self._drop("request_too_large")
            return
        if len(conn.waiting) >= MAX_WAITING:
            self._drop("websocket_backlog")
            return
        worker = self.capture.worker
        lease = worker.budget.lease() if worker is not None else None
        if lease is not None and not lease.take(len(message.content)):
            lease.release()
            self._drop("queue_bytes_full")
            return
        conn.waiting.append(
            OpenResponse(
                frame=message.content,
                started_at=message.timestamp,
                warmup=frame.warmup,
                continues=frame.continues,
                lease=lease,
            )
        )

    def _start(self, conn: Connection) -> OpenResponse | None:
        """The oldest waiting request becomes the one answered now (None if none waits)."""
        while conn.waiting:
            response = conn.waiting.popleft()
            warmed = conn.warmed
            if warmed and response.continues and response.continues == warmed[0]:
                if response.lease is not None and not response.lease.take(len(warmed[1])):
                    response.lease.release()
                    self._drop("queue_bytes_full")
                    continue
                response.warmup_frame = warmed[1]
            conn.open = response
            return response
        return None

    def _event(self, flow: http.HTTPFlow, conn: Connection, message: WebSocketMessage) -> None:
        content = message.content
        event = peek_event(content)
        kind = event.type if event is not None else None
        response = conn.open
        if kind == "response.created":
            rid = event.response_id if event is not None else ""
            if response is not None and response.response_id and response.response_id != rid:
                self._submit(
                    flow,
                    conn,
                    complete=False,
                    ended_at=message.timestamp,
                    error="the next response started before this one ended",
                )
                response = None
            if response is None:
                response = self._start(conn)
            if response is not None and not response.response_id:
                response.response_id = rid
        elif response is None and event is not None and event.type is not None:
            response = self._start(conn)  # a provider that skips `response.created`
        if response is None:
            return  # between responses: nothing asked for, nothing to keep
        rid = event.response_id if event is not None and event.ends else ""
        if rid and response.response_id and rid != response.response_id:
            return  # the end of another response (one already stored partial): not this one's
        if response.first_at is None:
            response.first_at = message.timestamp
        if not response.overflow:
            response.size += len(content)
            if response.size > conn.limit:
                response.overflow = (
                    f"response over the {conn.limit:,}-byte capture cap (capture.max_body_bytes)"
                )
            elif response.lease is not None and not response.lease.take(
                len(content) + CHUNK_OVERHEAD
            ):
                response.overflow = "response " + OVER_QUEUE
            else:
                response.events.append(content)
        if event is None or not event.ends:
            return
        if response.warmup:  # not an exchange: remembered for the request that continues it
            rid = rid or response.response_id
            conn.warmed = (rid, response.frame) if rid else None
            conn.open = None
            if response.lease is not None:
                response.lease.release()
            return
        self._submit(flow, conn, complete=True, ended_at=message.timestamp)

    def _submit(
        self,
        flow: http.HTTPFlow,
        conn: Connection,
        *,
        complete: bool,
        ended_at: float | None,
        error: str = "",
    ) -> None:
        response, conn.open = conn.open, None
        worker = self.capture.worker
        if response is None:
            return
        if response.warmup or worker is None:
            if response.lease is not None:
                response.lease.release()
            return
        owner = flow_owner(flow, self.capture.config)
        if owner is None:
            if response.lease is not None:
                response.lease.release()
            worker.drop("unresolved_owner")
            return
        raw = RawExchange(
            provider=conn.provider,
            owner=owner,
            started_at=response.started_at,
            headers=conn.headers,
            request_body=response.frame,
            streaming=True,
            events=True,
            chunks=response.events,
            complete=complete,
            overflow=response.overflow,
            ended_at=ended_at,
            first_byte_at=response.first_at,
            error_msg=error,
            warmup_frame=response.warmup_frame,
        )
        if response.lease is not None:
            response.lease.trim()
        self.capture.queue_or_hold(partial(worker.submit, build_exchange, raw, response.lease))

    def _drop(self, reason: str) -> None:
        if self.capture.worker is not None:
            self.capture.worker.drop(reason)
