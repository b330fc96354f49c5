"""Captured exchanges and tool calls as GenAI spans (core/telemetry/genai.py): the pinned
conventions' names and values, cache tokens counted once, content only when asked for and
only the digests, owners hashed unless named in the clear, ids that tie a late tool span to
its exchange."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from teambrain.core.identity import IdKeys
from teambrain.core.records.episodes import CaptureRecord, Episode, ExecutionEvent, Usage
from teambrain.core.telemetry.genai import (
    SCHEMA_URL,
    SEMCONV_VERSION,
    SpanOptions,
    error_type,
    span_id,
    spans_of,
    trace_id,
)

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
KEYS = IdKeys(b"store secret")
HASHED = SpanOptions()
OPEN = SpanOptions(content=True, owner_names="plain")


def owner_hash(owner: str) -> str:
    return KEYS.hashed("owner", owner)


def episode(**kw) -> Episode:
    fields = {
        "id": "01KB0000000000000000000001",
        "owner": "alice",
        "session_id": "7f3c2a10-5b1e-4c55-9a31-0d6e8c1b2f44",
        "provider": "anthropic",
        "model": "claude-sonnet-4-5",
        "client": "claude-cli/2.1.328",
        "started_at": T0,
        "ended_at": T0 + timedelta(seconds=3),
        "user_digest": "list the files",
        "response_digest": "I'll run ls",
        "stop_reason": "tool_use",
        "response_id": "msg_01abc",
        "usage": Usage(
            input_tokens=120, output_tokens=40, cache_read_tokens=9000, cache_write_tokens=500
        ),
    }
    fields.update(kw)
    return Episode(**fields)


def call(n: int, exchange_id: str, **kw) -> ExecutionEvent:
    fields = {
        "id": f"01KB00000000000000000000E{n}",
        "owner": "alice",
        "session_id": "7f3c2a10-5b1e-4c55-9a31-0d6e8c1b2f44",
        "exchange_id": exchange_id,
        "tool_id": f"toolu_0{n}",
        "tool_name": "Bash",
        "input_digest": '{"command": "ls -la"}',
        "requested_at": T0 + timedelta(seconds=3),
    }
    fields.update(kw)
    return ExecutionEvent(**fields)


def test_an_exchange_is_a_chat_span_with_the_conventions_names() -> None:
    ep = episode()
    (span,) = spans_of(CaptureRecord(episode=ep), [], HASHED, owner_hash)
    assert SEMCONV_VERSION == "1.41.0" and SCHEMA_URL.endswith("/1.41.0")
    assert span.name == "chat claude-sonnet-4-5" and span.kind == "client"
    assert span.parent_span_id is None and not span.error
    assert span.end_ns - span.start_ns == 3_000_000_000
    assert span.attributes == {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "anthropic",
        "gen_ai.request.model": "claude-sonnet-4-5",
        "gen_ai.response.model": "claude-sonnet-4-5",
        "gen_ai.response.id": "msg_01abc",
        "gen_ai.response.finish_reasons": ["tool_use"],
        "gen_ai.conversation.id": "7f3c2a10-5b1e-4c55-9a31-0d6e8c1b2f44",
        # Anthropic counts cached tokens beside input_tokens; the conventions count them in
        "gen_ai.usage.input_tokens": 120 + 9000 + 500,
        "gen_ai.usage.output_tokens": 40,
        "gen_ai.usage.cache_read.input_tokens": 9000,
        "gen_ai.usage.cache_creation.input_tokens": 500,
        "user.id": owner_hash("alice"),
        "user_agent.original": "claude-cli/2.1.328",
        "teambrain.exchange.id": ep.id,
        "teambrain.capture.status": "complete",
    }
    assert span.attributes["user.id"].startswith("o-") and "alice" not in str(span.attributes)


def test_openai_gets_its_own_prompt_count_back() -> None:
    # stored apart from its cached part, as every provider's (core/records/episodes.py Usage)
    ep = episode(
        provider="openai-responses",
        model="gpt-5",
        usage=Usage(input_tokens=120, output_tokens=12, cache_read_tokens=9000),
    )
    (span,) = spans_of(CaptureRecord(episode=ep), [], HASHED, owner_hash)
    assert span.attributes["gen_ai.provider.name"] == "openai"
    assert span.attributes["gen_ai.usage.input_tokens"] == 9120
    assert span.attributes["gen_ai.usage.cache_read.input_tokens"] == 9000
    assert "gen_ai.usage.cache_creation.input_tokens" not in span.attributes


def test_what_was_not_reported_is_left_out_never_zero() -> None:
    ep = episode(usage=Usage(), model="", stop_reason="", response_id="", client="")
    (span,) = spans_of(CaptureRecord(episode=ep), [], HASHED, owner_hash)
    assert span.name == "chat"
    for absent in (
        "gen_ai.usage.input_tokens",
        "gen_ai.usage.output_tokens",
        "gen_ai.request.model",
        "gen_ai.response.finish_reasons",
        "gen_ai.response.id",
        "user_agent.original",
    ):
        assert absent not in span.attributes


def test_a_failed_exchange_says_why_in_error_type() -> None:
    ep = episode(status="error", status_detail="HTTP 529; overloaded")
    (span,) = spans_of(CaptureRecord(episode=ep), [], HASHED, owner_hash)
    assert span.error and span.attributes["error.type"] == "529"
    assert error_type("stream cut") == "_OTHER"


def test_content_is_off_by_default_and_only_ever_the_digests() -> None:
    ep = episode()
    calls = [call(1, ep.id)]
    (hidden,) = spans_of(CaptureRecord(episode=ep, events=calls), [], HASHED, owner_hash)
    assert not [k for k in hidden.attributes if "messages" in k or "arguments" in k]
    (shown,) = spans_of(CaptureRecord(episode=ep, events=calls), [], OPEN, owner_hash)
    assert json.loads(shown.attributes["gen_ai.input.messages"]) == [
        {"role": "user", "parts": [{"type": "text", "content": "list the files"}]}
    ]
    assert json.loads(shown.attributes["gen_ai.output.messages"]) == [
        {
            "role": "assistant",
            "parts": [
                {"type": "text", "content": "I'll run ls"},
                {
                    "type": "tool_call",
                    "id": "toolu_01",
                    "name": "Bash",
                    "arguments": '{"command": "ls -la"}',
                },
            ],
            "finish_reason": "tool_use",
        }
    ]
    assert shown.attributes["user.id"] == "alice"  # owner_names = "plain"


def test_a_subagent_speaks_its_spawning_agents_words() -> None:
    ep = episode(agent_id="a6cdb4952d6cf055f", user_digest="", prompt_digest="find the config")
    (span,) = spans_of(CaptureRecord(episode=ep), [], OPEN, owner_hash)
    assert span.attributes["gen_ai.agent.id"] == "a6cdb4952d6cf055f"
    assert "find the config" in span.attributes["gen_ai.input.messages"]


def test_a_tool_call_becomes_a_span_when_its_result_arrives_under_its_exchange() -> None:
    asking = episode()
    asked = spans_of(CaptureRecord(episode=asking, events=[call(1, asking.id)]), [], OPEN, str)
    assert [s.name for s in asked] == ["chat claude-sonnet-4-5"]  # no result yet: no span yet
    answered = call(
        1,
        asking.id,
        result_digest="a.txt\nb.txt",
        is_error=False,
        result_at=T0 + timedelta(seconds=8),
        result_exchange_id="01KB0000000000000000000002",
    )
    later = episode(id="01KB0000000000000000000002", started_at=T0 + timedelta(seconds=8))
    spans = spans_of(CaptureRecord(episode=later), [answered], OPEN, str)
    chat, tool = spans
    assert tool.name == "execute_tool Bash" and tool.kind == "internal"
    assert tool.trace_id == trace_id(asking.id) == asked[0].trace_id  # the asking exchange's
    assert tool.parent_span_id == span_id("x", asking.id) == asked[0].span_id
    assert chat.trace_id != tool.trace_id
    assert tool.end_ns - tool.start_ns == 5_000_000_000
    assert tool.attributes == {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.provider.name": "anthropic",
        "gen_ai.tool.name": "Bash",
        "gen_ai.tool.call.id": "toolu_01",
        "gen_ai.tool.type": "function",
        "gen_ai.conversation.id": answered.session_id,
        "user.id": "alice",
        "teambrain.event.id": answered.id,
        "teambrain.exchange.id": asking.id,
        "gen_ai.tool.call.arguments": '{"command": "ls -la"}',
        "gen_ai.tool.call.result": "a.txt\nb.txt",
    }


def test_a_failed_tool_and_a_server_tool_answered_in_the_same_response() -> None:
    ep = episode()
    server_tool = call(
        2, ep.id, tool_name="web_search", result_digest="3 results", result_at=ep.ended_at
    )
    failed = call(
        1, "01KB0000000000000000000000", is_error=True, result_digest="exit 1", result_at=T0
    )
    record = CaptureRecord(episode=ep, events=[call(3, ep.id), server_tool])
    chat, server, tool = spans_of(record, [failed], HASHED, owner_hash)
    assert server.name == "execute_tool web_search" and server.parent_span_id == chat.span_id
    assert tool.error and tool.attributes["error.type"] == "tool_error"
    assert "gen_ai.tool.call.result" not in tool.attributes  # content off
