"""Captured exchanges and tool calls as OpenTelemetry GenAI spans (docs/opentelemetry.md).

The mapping follows the OpenTelemetry semantic conventions for generative AI at one pinned
version (SEMCONV_VERSION): an exchange is an inference span (`chat {model}`, kind CLIENT), a
tool call an `execute_tool {tool}` span (kind INTERNAL) under the exchange that asked for it,
sent once its result has arrived. Spans are built from stored records only, after the
sanitizer: nothing raw can reach them. Message content (the sanitized digests) is left out
unless the config asks for it, and an owner is a keyed hash unless the config names owners in
the clear.

Ids are derived from the records' own ids, so a tool span sent when its result arrives, turns
later, still names its exchange's trace and span as parent. Plain data only: the SDK is
imported by core/telemetry/otlp.py, and only when export is enabled.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Literal

import msgspec
from teambrain.core.records.episodes import CaptureRecord, Episode, ExecutionEvent
from teambrain.core.usage.tokens import prompt_tokens

SEMCONV_VERSION = "1.41.0"
"""The semantic conventions version every attribute name here follows."""
SCHEMA_URL = f"https://opentelemetry.io/schemas/{SEMCONV_VERSION}"

PROVIDERS = {"anthropic": "anthropic", "openai-chat": "openai", "openai-responses": "openai"}
"""teambrain's wire formats -> `gen_ai.provider.name` well-known values."""

AttributeValue = str | int | float | bool | list[str]
SpanKind = Literal["client", "internal"]


class SpanRecord(msgspec.Struct, kw_only=True):
    """One finished span, as plain data: what core/telemetry/otlp.py hands the SDK."""

    name: str
    kind: SpanKind
    trace_id: int
    """128 bits, never 0."""
    span_id: int
    """64 bits, never 0."""
    parent_span_id: int | None
    start_ns: int
    end_ns: int
    attributes: dict[str, AttributeValue]
    error: bool = False


class SpanOptions(msgspec.Struct, kw_only=True, frozen=True):
    """What a span may carry, from the config's [telemetry] section."""

    content: bool = False
    """Add the sanitized digests (the person's words, the response, tool input and result)."""
    owner_names: Literal["hashed", "plain"] = "hashed"


def spans_of(
    record: CaptureRecord,
    answered: Sequence[ExecutionEvent],
    options: SpanOptions,
    owner_id: Callable[[str], str],
) -> list[SpanRecord]:
    """The spans one stored capture completes: its exchange; the tool calls it asked for whose
    results came in the same response; and the earlier calls whose results it carried.
    `owner_id` turns an owner into what `user.id` says (a keyed hash, unless plain)."""
    ep = record.episode
    user = ep.owner if options.owner_names == "plain" else owner_id(ep.owner)
    spans = [exchange_span(ep, record.events, options, user)]
    finished = [e for e in record.events if e.result_digest is not None]
    spans += [tool_span(e, ep.provider, options, user) for e in [*finished, *answered]]
    return spans


def exchange_span(
    ep: Episode, calls: Sequence[ExecutionEvent], options: SpanOptions, user: str
) -> SpanRecord:
    """The inference span of one exchange."""
    usage = ep.usage
    attributes: dict[str, AttributeValue | None] = {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": PROVIDERS.get(ep.provider, ep.provider),
        "gen_ai.request.model": ep.model or None,
        "gen_ai.response.model": ep.model or None,
        "gen_ai.response.id": ep.response_id or None,
        "gen_ai.response.finish_reasons": [ep.stop_reason] if ep.stop_reason else None,
        "gen_ai.conversation.id": ep.session_id,
        "gen_ai.agent.id": ep.agent_id or None,
        "gen_ai.usage.input_tokens": prompt_tokens(usage),
        "gen_ai.usage.output_tokens": usage.output_tokens,
        "gen_ai.usage.cache_read.input_tokens": usage.cache_read_tokens,
        "gen_ai.usage.cache_creation.input_tokens": usage.cache_write_tokens,
        "user.id": user,
        "user_agent.original": ep.client or None,
        "error.type": error_type(ep.status_detail) if ep.status == "error" else None,
        "teambrain.exchange.id": ep.id,
        "teambrain.capture.status": ep.status,
    }
    if options.content:
        attributes["gen_ai.input.messages"] = _messages("user", ep.prompt_digest or ep.user_digest)
        attributes["gen_ai.output.messages"] = _output(ep, calls)
    return SpanRecord(
        name=f"chat {ep.model}" if ep.model else "chat",
        kind="client",
        trace_id=trace_id(ep.id),
        span_id=span_id("x", ep.id),
        parent_span_id=None,
        start_ns=ns(ep.started_at),
        end_ns=max(ns(ep.ended_at), ns(ep.started_at)),
        attributes=_present(attributes),
        error=ep.status == "error",
    )


def tool_span(ev: ExecutionEvent, provider: str, options: SpanOptions, user: str) -> SpanRecord:
    """The span of one answered tool call, a child of the exchange that asked for it."""
    attributes: dict[str, AttributeValue | None] = {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.provider.name": PROVIDERS.get(provider, provider),
        "gen_ai.tool.name": ev.tool_name,
        "gen_ai.tool.call.id": ev.tool_id,
        "gen_ai.tool.type": "function",
        "gen_ai.conversation.id": ev.session_id,
        "user.id": user,
        "error.type": "tool_error" if ev.is_error else None,
        "teambrain.event.id": ev.id,
        "teambrain.exchange.id": ev.exchange_id,
    }
    if options.content:
        attributes["gen_ai.tool.call.arguments"] = ev.input_digest
        attributes["gen_ai.tool.call.result"] = ev.result_digest
    start = ns(ev.requested_at)
    return SpanRecord(
        name=f"execute_tool {ev.tool_name}",
        kind="internal",
        trace_id=trace_id(ev.exchange_id),
        span_id=span_id("e", ev.id),
        parent_span_id=span_id("x", ev.exchange_id),
        start_ns=start,
        end_ns=max(start, ns(ev.result_at) if ev.result_at else start),
        attributes=_present(attributes),
        error=bool(ev.is_error),
    )


_HTTP_STATUS = re.compile(r"HTTP (\d{3})\b")


def error_type(detail: str) -> str:
    """`error.type` of a failed exchange: the HTTP status the provider answered with, else
    `_OTHER` (the conventions' value when no other applies)."""
    match = _HTTP_STATUS.match(detail)
    return match.group(1) if match else "_OTHER"


def trace_id(exchange_id: str) -> int:
    """The trace of one exchange and its tool calls, from the exchange's id."""
    return _nonzero(hashlib.sha256(b"trace\x00" + exchange_id.encode()).digest()[:16])


def span_id(kind: str, record_id: str) -> int:
    """A span's id from its record's kind (`x` exchange, `e` tool call) and id."""
    data = f"span\x00{kind}\x00{record_id}".encode()
    return _nonzero(hashlib.sha256(data).digest()[:8])


def ns(at: datetime) -> int:
    """Nanoseconds since the epoch, as OTLP counts time."""
    return int(at.timestamp() * 1_000_000) * 1000


def _nonzero(digest: bytes) -> int:
    return int.from_bytes(digest, "big") or 1


def _present(attributes: dict[str, AttributeValue | None]) -> dict[str, AttributeValue]:
    """Attributes with a value: an unreported figure is left out, never sent as 0."""
    return {k: v for k, v in attributes.items() if v is not None}


def _messages(role: str, text: str) -> str:
    return json.dumps([{"role": role, "parts": [{"type": "text", "content": text}]}])


def _output(ep: Episode, calls: Sequence[ExecutionEvent]) -> str:
    parts: list[dict[str, str]] = [{"type": "text", "content": ep.response_digest}]
    parts += [
        {"type": "tool_call", "id": c.tool_id, "name": c.tool_name, "arguments": c.input_digest}
        for c in calls
    ]
    message = {"role": "assistant", "parts": parts, "finish_reason": ep.stop_reason or "stop"}
    return json.dumps([message])
