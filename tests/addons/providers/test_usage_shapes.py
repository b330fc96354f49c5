"""Token usage in each provider's shape, streamed and not, stored in one meaning: the prompt's
input, cache read and cache write apart (Anthropic's shape; OpenAI counts cached tokens inside
the prompt's, so its input is stored less them), 1-hour cache writes counted apart."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import msgspec
import pytest
from teambrain.addons.providers import PROVIDERS, parse_stream
from teambrain.core.episodes.model import Episode, Usage

from tests.addons.providers.streams import sse

ANTHROPIC_USAGE = {
    "input_tokens": 40,
    "cache_read_input_tokens": 9_000,
    "cache_creation_input_tokens": 3_000,
    "cache_creation": {"ephemeral_5m_input_tokens": 1_000, "ephemeral_1h_input_tokens": 2_000},
    "output_tokens": 1,
}
ANTHROPIC_STORED = Usage(
    input_tokens=40,
    output_tokens=250,
    cache_read_tokens=9_000,
    cache_write_tokens=3_000,
    cache_write_1h_tokens=2_000,
)
OPENAI_STORED = Usage(input_tokens=1_000, output_tokens=250, cache_read_tokens=4_000)
"""5,000 prompt tokens of which 4,000 read from the cache."""


def streamed(provider: str, *events: dict | str) -> Usage:
    return parse_stream(PROVIDERS[provider], [sse(*events)], None, complete=True).usage


def whole(provider: str, body: dict) -> Usage:
    return PROVIDERS[provider].parse_response(json.dumps(body).encode()).usage


def test_anthropic_streamed_and_whole() -> None:
    start = {"id": "msg_1", "model": "claude-sonnet-4-5", "content": [], "usage": ANTHROPIC_USAGE}
    got = streamed(
        "anthropic",
        {"type": "message_start", "message": start},
        {
            "type": "message_delta",
            "delta": {"stop_reason": "end_turn"},
            "usage": {"output_tokens": 250},
        },
        {"type": "message_stop"},
    )
    assert got == ANTHROPIC_STORED
    body = start | {"content": [{"type": "text", "text": "hi"}]}
    body["usage"] = ANTHROPIC_USAGE | {"output_tokens": 250}
    assert whole("anthropic", body) == ANTHROPIC_STORED


def test_anthropic_final_delta_may_restate_every_count() -> None:
    start = {"id": "msg_1", "model": "m", "content": [], "usage": {"input_tokens": 3}}
    got = streamed(
        "anthropic",
        {"type": "message_start", "message": start},
        {"type": "message_delta", "delta": {}, "usage": ANTHROPIC_USAGE | {"output_tokens": 250}},
        {"type": "message_stop"},
    )
    assert got == ANTHROPIC_STORED


CHAT_USAGE = {
    "prompt_tokens": 5_000,
    "completion_tokens": 250,
    "total_tokens": 5_250,
    "prompt_tokens_details": {"cached_tokens": 4_000},
    "completion_tokens_details": {"reasoning_tokens": 100},
}
CHOICE = {"index": 0, "message": {"role": "assistant", "content": "hi"}, "finish_reason": "stop"}
RESPONSES_USAGE = {
    "input_tokens": 5_000,
    "input_tokens_details": {"cached_tokens": 4_000},
    "output_tokens": 250,
    "output_tokens_details": {"reasoning_tokens": 100},
    "total_tokens": 5_250,
}


def test_openai_chat_streamed_and_whole() -> None:
    chunk = {"id": "c1", "model": "gpt-4.1", "choices": [{"index": 0, "delta": {"content": "hi"}}]}
    got = streamed("openai-chat", chunk, {"id": "c1", "choices": [], "usage": CHAT_USAGE}, "[DONE]")
    assert got == OPENAI_STORED
    choice = {
        "index": 0,
        "message": {"role": "assistant", "content": "hi"},
        "finish_reason": "stop",
    }
    body = {"id": "c1", "model": "gpt-4.1", "choices": [choice], "usage": CHAT_USAGE}
    assert whole("openai-chat", body) == OPENAI_STORED


def test_openai_responses_streamed_and_whole() -> None:
    response = {"id": "r1", "model": "gpt-5", "status": "completed", "usage": RESPONSES_USAGE}
    message = {
        "type": "message",
        "role": "assistant",
        "content": [{"type": "output_text", "text": "hi"}],
    }
    got = streamed(
        "openai-responses",
        {
            "type": "response.created",
            "response": response | {"status": "in_progress", "usage": None},
        },
        {"type": "response.output_item.done", "output_index": 0, "item": message},
        {"type": "response.completed", "response": response | {"output": []}},
    )
    assert got == OPENAI_STORED
    assert whole("openai-responses", response | {"output": [message]}) == OPENAI_STORED


@pytest.mark.parametrize("cached", [0, 5_000, 6_000])
def test_openai_input_never_goes_below_zero(cached: int) -> None:
    usage = CHAT_USAGE | {"prompt_tokens_details": {"cached_tokens": cached}}
    got = whole("openai-chat", {"id": "c", "model": "m", "choices": [CHOICE], "usage": usage})
    assert (got.input_tokens, got.cache_read_tokens) == (max(0, 5_000 - cached), cached)


def test_an_openai_exchange_stored_before_the_counts_meant_one_thing_reads_in_todays() -> None:
    at = datetime(2026, 11, 1, tzinfo=UTC)
    old = {
        "id": "01",
        "owner": "ann",
        "session_id": "s",
        "provider": "openai-responses",
        "started_at": at.isoformat(),
        "ended_at": at.isoformat(),
        "usage": {"input_tokens": 5_000, "output_tokens": 250, "cache_read_tokens": 4_000},
        "schema": 1,
    }
    for codec in (msgspec.json, msgspec.msgpack):
        episode = codec.decode(codec.encode(old), type=Episode)
        assert (episode.usage, episode.schema) == (OPENAI_STORED, 2)
        again = codec.decode(codec.encode(episode), type=Episode)
        assert again.usage == OPENAI_STORED  # read again: not taken off twice
    anthropic = msgspec.json.decode(
        msgspec.json.encode(old | {"provider": "anthropic"}), type=Episode
    )
    assert anthropic.usage.input_tokens == 5_000
