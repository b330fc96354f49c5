"""The LLM wire formats teambrain parses, and the one way to run each over a response.

The providers, and what every addon asks of them (`provider_for` a request path), are in
registry.py; each provider's module declares its paths, parser, block placement and gateway
shape. `parse_stream` and `parse_body` run content decoding, SSE framing and the
provider's parser over a response, `parse_events` the parser over events that came whole
(WebSocket messages). Each always returns a ResponseInfo: a decoding failure makes the
capture partial, it never raises.
"""

from __future__ import annotations

from collections.abc import Iterable

from teambrain.addons.providers.base import (
    ParseError,
    Provider,
    RequestInfo,
    ResponseInfo,
    StreamParser,
)
from teambrain.addons.providers.decoding import DecodedTooLarge, DecodingError, make_decoder
from teambrain.addons.providers.registry import PROVIDERS, provider_for
from teambrain.addons.providers.sse import SSEDecoder

__all__ = [
    "PROVIDERS",
    "ParseError",
    "Provider",
    "RequestInfo",
    "ResponseInfo",
    "StreamParser",
    "parse_body",
    "parse_events",
    "parse_stream",
    "provider_for",
]


def parse_stream(
    provider: Provider,
    chunks: Iterable[bytes],
    content_encoding: str | None,
    complete: bool,
    limit: int | None = None,
) -> ResponseInfo:
    """Decode, frame and parse a streamed response, chunk by chunk, as it was received.

    Decoding past `limit` bytes stops there: what came before is parsed, the capture is
    partial.
    """
    parser = provider.stream_parser()
    sse = SSEDecoder()
    failure = ""
    try:
        decoder = make_decoder(content_encoding, limit)
        for chunk in chunks:
            for event, data in sse.feed(decoder.decode(chunk)):
                parser.feed(event, data)
        tail = decoder.flush()
        events = sse.feed(tail) + sse.flush()
    except DecodingError as e:
        failure = _decoding_failure(e)
        partial = e.partial if isinstance(e, DecodedTooLarge) else b""
        events = sse.feed(partial) + sse.flush()  # what fit under the cap still counts
    for event, data in events:
        parser.feed(event, data)
    info = parser.finish(complete and not failure)
    return _with_failure(info, failure)


def parse_events(provider: Provider, events: Iterable[bytes], complete: bool) -> ResponseInfo:
    """Parse a response that arrived as whole events, one message each (a WebSocket)."""
    parser = provider.stream_parser()
    for data in events:
        parser.feed(None, data.decode("utf-8", errors="replace"))
    return parser.finish(complete)


def parse_body(
    provider: Provider, body: bytes, content_encoding: str | None, limit: int | None = None
) -> ResponseInfo:
    """Decode and parse a whole (non-streamed) response body (decoded up to `limit` bytes).

    A body that turns out to be an event stream is parsed as one.
    """
    try:
        decoder = make_decoder(content_encoding, limit)
        decoded = decoder.decode(body) + decoder.flush()
    except DecodingError as e:
        return _with_failure(ResponseInfo(), _decoding_failure(e))
    if _looks_like_sse(decoded):
        return parse_stream(provider, [decoded], None, complete=True)
    return provider.parse_response(decoded)


def _decoding_failure(e: DecodingError) -> str:
    if isinstance(e, DecodedTooLarge):
        return f"response {e}"
    return f"content decoding failed: {e}"


def _looks_like_sse(body: bytes) -> bool:
    head = body.lstrip()[:16]
    return head.startswith((b"event:", b"data:", b":"))


def _with_failure(info: ResponseInfo, failure: str) -> ResponseInfo:
    if not failure:
        return info
    if info.status == "complete":
        info.status = "partial"
    info.status_detail = "; ".join(d for d in (info.status_detail, failure) if d)
    return info
