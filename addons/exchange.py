"""One flow's plain data, and how it becomes a CapturedExchange.

`RawExchange` is what the capture addon copies out of a mitmproxy flow on the event loop:
bytes, header values and timestamps, no mitmproxy types, so it can cross into the
sanitizer's worker process. `build_exchange` parses it there (decoding, SSE framing,
the provider's wire format); it never sees the network and never raises on a damaged
stream: that becomes a partial capture. A response over a WebSocket (addons/websocket.py)
is one too: its request frame for the body, its messages for the events. Decoding is
capped at `capture.max_decoded_bytes` per body: a response past it is partial, a request
past it is not captured (counted as `request_too_large`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from teambrain.addons.providers import parse_body, parse_events, parse_stream
from teambrain.addons.providers.base import ParseError
from teambrain.addons.providers.decoding import DecodedTooLarge, make_decoder
from teambrain.addons.providers.openai_responses import websocket_request
from teambrain.addons.providers.registry import named
from teambrain.core.capture.captured import CapturedExchange
from teambrain.core.config import Config, ProviderName
from teambrain.core.errors import CaptureDropped
from teambrain.core.identity import agent_from_headers, session_claim


@dataclass(slots=True)
class RawExchange:
    provider: ProviderName
    owner: str
    started_at: float
    headers: dict[str, str]
    request_body: bytes = b""
    request_encoding: str | None = None
    streaming: bool = False
    chunks: list[bytes] = field(default_factory=list)
    body: bytes | None = None
    encoding: str | None = None
    status_code: int | None = None
    complete: bool = True
    overflow: str = ""
    """Why the response was not kept whole (a cap was reached); "" when it was."""
    ended_at: float | None = None
    first_byte_at: float | None = None
    """When the answer began: the response's status line and headers (HTTP), or its first
    event (WebSocket)."""
    error_msg: str = ""
    events: bool = False
    """The chunks are whole events, one WebSocket message each (not an SSE byte stream)."""
    warmup_frame: bytes = b""
    """A warm-up frame the request frame continues (see addons/websocket.py)."""


def build_exchange(raw: RawExchange, config: Config) -> CapturedExchange:
    """Parse a RawExchange; CaptureDropped when the request is not one we can read."""
    try:
        provider = named(raw.provider)
    except ValueError as e:
        raise CaptureDropped("unparseable_request", str(e)) from e  # no such wire format here
    limit = config.capture.max_decoded_bytes
    try:
        body = _decode_whole(raw.request_body, raw.request_encoding, limit)
    except DecodedTooLarge as e:
        raise CaptureDropped("request_too_large", f"the request body {e}") from e
    if raw.events:  # a WebSocket frame stands for the request
        body = websocket_request(body, raw.warmup_frame)
    try:
        request = provider.parse_request(body)
    except (ParseError, ValueError) as e:
        raise CaptureDropped("unparseable_request", f"not a {provider.name} request: {e}") from e
    del body

    complete = raw.complete and not raw.overflow
    if raw.events:
        info = parse_events(provider, raw.chunks, complete)
    elif raw.streaming:
        info = parse_stream(provider, raw.chunks, raw.encoding, complete, limit)
    elif raw.body is not None:
        info = parse_body(provider, raw.body, raw.encoding, limit)
    else:
        info = None

    started = datetime.fromtimestamp(raw.started_at, UTC)
    agent_id, parent_agent_id = agent_from_headers(raw.headers)
    claim = session_claim(
        raw.headers, request.session_hint, request.session_seed, request.previous_response_id
    )  # the same reading as injection's (addons/inject.py)
    cap = CapturedExchange(
        owner=raw.owner,
        session_id=claim.named,
        session_seed=claim.seed,
        chain_from=claim.chain_from,
        provider=provider.name,
        model=request.model,
        client=raw.headers.get("user-agent", "")[:1000],
        started_at=started,
        ended_at=datetime.fromtimestamp(raw.ended_at, UTC) if raw.ended_at else started,
        first_byte_at=(
            datetime.fromtimestamp(raw.first_byte_at, UTC) if raw.first_byte_at else None
        ),
        user_text=request.user_text,
        continuation=request.continuation,
        agent_id=agent_id,
        parent_agent_id=parent_agent_id,
        tool_results=list(request.tool_results),
    )
    if info is not None:
        cap.model = info.model or cap.model
        cap.response_text = info.text
        cap.tool_calls = list(info.tool_calls)
        cap.stop_reason = info.stop_reason
        cap.usage = info.usage
        cap.status = info.status
        cap.status_detail = info.status_detail
        cap.response_id = info.response_id
    details = [cap.status_detail] if cap.status_detail else []
    if raw.status_code is not None and raw.status_code >= 400:
        cap.status = "error"
        details.insert(0, f"HTTP {raw.status_code}")
    if raw.error_msg:
        if cap.status == "complete":
            got_something = info is not None and (info.text or info.tool_calls)
            cap.status = "partial" if got_something else "error"
        details.append(raw.error_msg)
    if raw.overflow:
        cap.status = "partial"
        details.append(raw.overflow)
    cap.status_detail = "; ".join(details)
    return cap


def _decode_whole(data: bytes, encoding: str | None, limit: int) -> bytes:
    if not encoding or encoding == "identity":
        return data
    decoder = make_decoder(encoding, limit)
    return decoder.decode(data) + decoder.flush()
