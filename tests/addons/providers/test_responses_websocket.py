"""OpenAI Responses over a WebSocket: what the proxy reads of each message, and how a frame
and its messages parse into the same exchange an HTTP request and its stream would."""

from __future__ import annotations

import json

import pytest
from teambrain.addons.providers import PROVIDERS, parse_events, parse_stream
from teambrain.addons.providers.openai_responses import (
    peek_event,
    peek_frame,
    websocket_request,
)

from tests.addons.providers.streams import fixture

P = PROVIDERS["openai-responses"]


@pytest.mark.parametrize(
    ("raw", "asks", "warmup", "continues"),
    [
        (b'{"type":"response.create","model":"m","input":[]}', True, False, ""),
        (b'{"type":"response.create","generate":false,"input":[]}', True, True, ""),
        (b'{"previous_response_id":"resp_1","type":"response.create"}', True, False, "resp_1"),
        (b'{"type":"response.append","input":[]}', True, False, ""),  # earlier Codex
        (b'{"type":"response.processed","response_id":"resp_1"}', False, False, ""),
        (b'{"type":7,"generate":"no","previous_response_id":9}', False, False, ""),  # odd types
        (b'{"input":[]}', False, False, ""),
    ],
)
def test_peek_frame(raw: bytes, asks: bool, warmup: bool, continues: str) -> None:
    frame = peek_frame(raw)
    assert frame is not None
    assert (frame.asks, frame.warmup, frame.continues) == (asks, warmup, continues)


@pytest.mark.parametrize("raw", [b"", b"not json", b"[1, 2]", b'"response.create"', b"{"])
def test_what_is_not_a_frame_or_an_event(raw: bytes) -> None:
    assert peek_frame(raw) is None and peek_event(raw) is None


@pytest.mark.parametrize(
    ("raw", "ends", "response_id"),
    [
        (b'{"type":"response.created","response":{"id":"resp_1","output":[]}}', False, "resp_1"),
        (b'{"type":"response.output_text.delta","delta":"hi"}', False, ""),
        (b'{"type":"response.completed","response":{"id":"resp_1","output":[]}}', True, "resp_1"),
        (b'{"type":"response.failed","response":{"id":"resp_2"}}', True, "resp_2"),
        (b'{"type":"response.incomplete","response":{"id":"resp_3"}}', True, "resp_3"),
        (b'{"type":"error","status":429,"error":{"message":"slow down"}}', True, ""),
        (b'{"type":"response.completed","response":"odd"}', True, ""),
        (b'{"type":"response.completed","response":{"id":5}}', True, ""),
        (b'{"type":"codex.rate_limits","primary":{}}', False, ""),
    ],
)
def test_peek_event(raw: bytes, ends: bool, response_id: str) -> None:
    event = peek_event(raw)
    assert event is not None
    assert (event.ends, event.response_id) == (ends, response_id)


def test_a_frame_is_the_request_it_carries() -> None:
    request = {"model": "gpt-5", "input": [{"role": "user", "content": "hi"}], "stream": True}
    body = websocket_request(json.dumps({"type": "response.create", **request}).encode())
    assert json.loads(body) == request
    assert P.parse_request(body).user_text == "hi"


def test_a_request_after_a_warm_up_holds_the_warm_ups_input_first() -> None:
    warmup = {
        "type": "response.create",
        "generate": False,
        "previous_response_id": "resp_0",
        "input": [{"type": "message", "role": "user", "content": "what changed?"}],
    }
    after = {"type": "response.create", "previous_response_id": "resp_w", "input": []}
    merged = json.loads(websocket_request(json.dumps(after).encode(), json.dumps(warmup).encode()))
    assert merged["input"] == warmup["input"]
    assert merged["previous_response_id"] == "resp_0", "the chain the warm-up continued"
    info = P.parse_request(json.dumps(merged).encode())
    assert info.user_text == "what changed?" and info.previous_response_id == "resp_0"
    fresh = {**warmup, "previous_response_id": None, "input": "a string input"}
    merged = json.loads(websocket_request(json.dumps(after).encode(), json.dumps(fresh).encode()))
    assert "previous_response_id" not in merged, "the chain starts at the warm-up"
    assert merged["input"] == [{"type": "message", "role": "user", "content": "a string input"}]


@pytest.mark.parametrize("raw", [b"not json", b"[1]"])
def test_a_frame_that_is_no_object_is_left_to_be_refused(raw: bytes) -> None:
    assert websocket_request(raw) == raw
    assert websocket_request(b'{"input": []}', raw) == b'{"input":[]}'


def test_events_as_messages_parse_as_the_same_stream() -> None:
    """The SSE fixture's events, one message each, give what the stream gives."""
    stream = fixture("responses_tools.sse")
    messages = [
        line[len(b"data: ") :] for line in stream.splitlines() if line.startswith(b"data: ")
    ]
    assert messages
    over_socket = parse_events(P, messages, complete=True)
    over_http = parse_stream(P, [stream], None, complete=True)
    assert over_socket == over_http and over_socket.status == "complete"
    cut = parse_events(P, messages[: len(messages) // 2], complete=False)
    assert cut.status == "partial" and "cut before response.completed" in cut.status_detail


def test_a_namespaced_call_is_named_with_its_namespace() -> None:
    item = {
        "type": "function_call",
        "call_id": "call_1",
        "namespace": "clock",
        "name": "sleep",
        "arguments": '{"duration_ms": 1}',
    }
    info = P.parse_response(json.dumps({"id": "resp_1", "output": [item]}).encode())
    (call,) = info.tool_calls
    assert (call.tool_id, call.name, call.input_json) == (
        "call_1",
        "clock.sleep",
        '{"duration_ms":1}',
    )
