"""OpenAI Chat Completions: request turns, session hints, JSON bodies and stream specifics."""

from __future__ import annotations

import json

import pytest
from teambrain.addons.providers import PROVIDERS, ParseError, parse_stream
from teambrain.core.capture.captured import CapturedToolCall, CapturedToolResult

from tests.addons.providers.streams import EXPECTED, fixture, sse

P = PROVIDERS["openai-chat"]


def body(**fields) -> bytes:
    return json.dumps(fields).encode()


SYSTEM = {"role": "system", "content": "You are a coding agent."}
DEVELOPER = {"role": "developer", "content": [{"type": "text", "text": "Prefer pytest."}]}
ASK = {
    "role": "user",
    "content": [
        {"type": "text", "text": "What's the weather in Zürich?"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBOR"}},
    ],
}
CALLS = {
    "role": "assistant",
    "content": None,
    "tool_calls": [
        {
            "id": "call_W1",
            "type": "function",
            "function": {"name": "get_weather", "arguments": '{"location": "Zürich"}'},
        },
        {"id": "call_T2", "type": "function", "function": {"name": "get_time", "arguments": "{}"}},
    ],
}
RESULTS = [
    {"role": "tool", "tool_call_id": "call_W1", "content": "12°C, rain"},
    {"role": "tool", "tool_call_id": "call_T2", "content": [{"type": "text", "text": "14:05"}]},
]


def test_first_turn() -> None:
    info = P.parse_request(
        body(model="gpt-4.1", stream=True, messages=[SYSTEM, DEVELOPER, ASK], prompt_cache_key="k1")
    )
    assert info.user_text == "What's the weather in Zürich?\n\n[image]"
    assert not info.continuation
    assert info.model == "gpt-4.1"
    assert info.stream
    assert info.session_hint == "k1"
    assert "You are a coding agent." in info.session_seed
    assert "Prefer pytest." in info.session_seed


def test_tool_messages_after_the_assistant_are_a_continuation() -> None:
    info = P.parse_request(body(model="m", messages=[SYSTEM, ASK, CALLS, *RESULTS]))
    assert info.continuation
    assert info.user_text == ""
    assert info.tool_results == [
        CapturedToolResult(tool_id="call_W1", content="12°C, rain"),
        CapturedToolResult(tool_id="call_T2", content="14:05"),
    ]
    assert info.session_hint is None


def test_resent_tool_results_are_not_taken_again() -> None:
    answer = {"role": "assistant", "content": "Rainy, 12°C, at 14:05."}
    follow = {"role": "user", "content": "And tomorrow?"}
    info = P.parse_request(body(model="m", messages=[SYSTEM, ASK, CALLS, *RESULTS, answer, follow]))
    assert info.user_text == "And tomorrow?"
    assert info.tool_results == []
    assert not info.continuation


def test_seed_is_stable_across_turns() -> None:
    first = P.parse_request(body(model="m", messages=[SYSTEM, ASK]))
    later = P.parse_request(body(model="m", messages=[SYSTEM, ASK, CALLS, *RESULTS]))
    assert first.session_seed == later.session_seed


def test_tool_message_without_an_id_and_unknown_roles_are_ignored() -> None:
    messages = [
        ASK,
        CALLS,
        {"role": "tool", "content": "orphan"},
        {"role": "function", "name": "f", "content": "legacy"},
        {"role": "critic", "content": "?"},
        RESULTS[0],
        7,
    ]
    info = P.parse_request(body(model="m", messages=messages))
    assert info.tool_results == [CapturedToolResult(tool_id="call_W1", content="12°C, rain")]


def test_harness_blocks_are_removed_from_user_text() -> None:
    msg = {
        "role": "user",
        "content": "<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>\nrun the tests",
    }
    assert P.parse_request(body(model="m", messages=[msg])).user_text == "run the tests"


@pytest.mark.parametrize(
    "raw", [b"{", b'"messages"', b'{"model": "m"}', b'{"messages": null}', b'{"messages": "hi"}']
)
def test_malformed_request_is_a_parse_error(raw: bytes) -> None:
    with pytest.raises(ParseError):
        P.parse_request(raw)


# -- JSON bodies ----------------------------------------------------------------------


def completion(message: dict, finish: str = "stop", **extra) -> bytes:
    return body(
        id="chatcmpl-1",
        object="chat.completion",
        model="gpt-4o-2024-08-06",
        choices=[{"index": 0, "message": message, "finish_reason": finish}],
        usage={
            "prompt_tokens": 88,
            "completion_tokens": 41,
            "total_tokens": 129,
            "prompt_tokens_details": {"cached_tokens": 0},
        },
        **extra,
    )


def test_json_body_with_tool_calls_parses_like_its_stream() -> None:
    message = {
        "role": "assistant",
        "content": None,
        "refusal": None,
        "tool_calls": [
            {
                "id": "call_Weather1",
                "type": "function",
                "function": {"name": "get_weather", "arguments": '{"location":"Zürich"}'},
            },
            {
                "id": "call_Time2",
                "type": "function",
                "function": {"name": "get_time", "arguments": '{"tz": "Europe/Zurich"}'},
            },
        ],
    }
    got = P.parse_response(completion(message, "tool_calls"))
    want = EXPECTED["chat_tools.sse"]
    assert (got.tool_calls, got.stop_reason, got.usage) == (
        want.tool_calls,
        want.stop_reason,
        want.usage,
    )
    assert got.status == "complete"


def test_json_body_text_and_custom_tool_call() -> None:
    message = {
        "role": "assistant",
        "content": "Applying the patch.",
        "tool_calls": [
            {"id": "call_P", "type": "custom", "custom": {"name": "apply_patch", "input": "*** x"}}
        ],
    }
    got = P.parse_response(completion(message))
    assert got.text == "Applying the patch."
    assert got.tool_calls == [
        CapturedToolCall(tool_id="call_P", name="apply_patch", input_json='"*** x"')
    ]


def test_only_the_first_choice_is_captured() -> None:
    raw = body(
        id="c",
        model="m",
        choices=[
            {"index": 1, "message": {"content": "second"}, "finish_reason": "stop"},
            {"index": 0, "message": {"content": "first"}, "finish_reason": "stop"},
        ],
    )
    assert P.parse_response(raw).text == "first"


def test_error_body() -> None:
    raw = body(
        error={
            "message": "Incorrect API key",
            "type": "invalid_request_error",
            "code": "invalid_api_key",
        }
    )
    got = P.parse_response(raw)
    assert (got.status, got.status_detail) == ("error", "invalid_api_key: Incorrect API key")


def test_body_without_choices_is_partial() -> None:
    got = P.parse_response(body(object="list", data=[]))
    assert (got.status, got.status_detail) == ("partial", "response body is not a chat completion")


# -- stream specifics -----------------------------------------------------------------


def test_cut_inside_tool_arguments_drops_the_calls() -> None:
    data = fixture("chat_tools.sse")
    cut = data.index(b"Europe/Zurich")
    got = parse_stream(P, [data[:cut]], None, complete=False)
    assert got.tool_calls == []
    assert got.status == "partial"


def test_finish_reason_without_done_keeps_the_calls_but_is_partial() -> None:
    data = fixture("chat_tools.sse")
    got = parse_stream(P, [data[: data.index(b"data: [DONE]")]], None, complete=True)
    assert got.tool_calls == EXPECTED["chat_tools.sse"].tool_calls
    assert (got.status, got.status_detail) == ("partial", "stream ended before [DONE]")


def test_refusal_deltas_are_the_assistants_words() -> None:
    raw = sse(
        {"id": "c", "model": "m", "choices": [{"index": 0, "delta": {"refusal": "I can't "}}]},
        {"id": "c", "choices": [{"index": 0, "delta": {"refusal": "help with that."}}]},
        {"id": "c", "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
        "[DONE]",
    )
    got = parse_stream(P, [raw], None, True)
    assert got.text == "I can't help with that."
    assert got.status == "complete"


def test_other_choices_in_a_stream_are_ignored() -> None:
    raw = sse(
        {"id": "c", "choices": [{"index": 1, "delta": {"content": "B"}}]},
        {"id": "c", "choices": [{"index": 0, "delta": {"content": "A"}}]},
        "[DONE]",
    )
    assert parse_stream(P, [raw], None, True).text == "A"


def test_repeated_id_and_name_in_later_deltas_are_not_doubled() -> None:
    call = {"index": 0, "id": "call_1", "function": {"name": "f", "arguments": '{"a":'}}
    again = {"index": 0, "id": "call_1", "function": {"name": "f", "arguments": " 1}"}}
    raw = sse(
        {"id": "c", "choices": [{"index": 0, "delta": {"tool_calls": [call]}}]},
        {"id": "c", "choices": [{"index": 0, "delta": {"tool_calls": [again]}}]},
        {"id": "c", "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]},
        "[DONE]",
    )
    got = parse_stream(P, [raw], None, True)
    assert got.tool_calls == [CapturedToolCall(tool_id="call_1", name="f", input_json='{"a":1}')]
