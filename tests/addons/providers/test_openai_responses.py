"""OpenAI Responses: input items, chained turns, output items, JSON bodies and streams."""

from __future__ import annotations

import json

import pytest
from teambrain.addons.providers import PROVIDERS, ParseError, parse_stream
from teambrain.core.capture.captured import CapturedToolCall, CapturedToolResult

from tests.addons.providers.streams import EXPECTED, fixture, sse

P = PROVIDERS["openai-responses"]


def body(**fields) -> bytes:
    return json.dumps(fields).encode()


CODEX_INPUT = [
    {
        "type": "message",
        "role": "developer",
        "content": [{"type": "input_text", "text": "Sandbox: on"}],
    },
    {
        "type": "message",
        "role": "user",
        "content": [
            {
                "type": "input_text",
                "text": "<user_instructions>\nAGENTS.md ...\n</user_instructions>",
            }
        ],
    },
    {
        "type": "message",
        "role": "user",
        "content": [
            {
                "type": "input_text",
                "text": "<environment_context>\n<cwd>/repo</cwd>\n</environment_context>",
            }
        ],
    },
    {
        "type": "message",
        "role": "user",
        "content": [{"type": "input_text", "text": "list the repo"}],
    },
]
CALL = {
    "type": "function_call",
    "id": "fc_1",
    "call_id": "call_Shell1",
    "name": "shell",
    "arguments": '{"command":["ls"]}',
}
OUTPUT = {"type": "function_call_output", "call_id": "call_Shell1", "output": "README.md\nsrc"}


def test_string_input() -> None:
    info = P.parse_request(body(model="gpt-5", input="Tell me a joke", instructions="Be funny"))
    assert info.user_text == "Tell me a joke"
    assert info.session_seed.startswith("Be funny")
    assert info.session_hint is None


def test_codex_first_turn_skips_harness_messages() -> None:
    info = P.parse_request(
        body(
            model="gpt-5-codex",
            instructions="You are Codex.",
            input=CODEX_INPUT,
            stream=True,
            prompt_cache_key="0199a213-81c0-7800-8aa1-bbab2a035a53",
        )
    )
    assert info.user_text == "list the repo"
    assert info.session_hint == "0199a213-81c0-7800-8aa1-bbab2a035a53"
    assert "You are Codex." in info.session_seed and "Sandbox: on" in info.session_seed
    assert "list the repo" in info.session_seed
    assert info.stream


def test_full_history_with_call_output_is_a_continuation() -> None:
    reasoning = {"type": "reasoning", "id": "rs_1", "summary": []}
    info = P.parse_request(body(model="m", input=[*CODEX_INPUT, reasoning, CALL, OUTPUT]))
    assert info.continuation
    assert info.tool_results == [
        CapturedToolResult(tool_id="call_Shell1", content="README.md\nsrc")
    ]


def test_resent_outputs_are_not_taken_again() -> None:
    answer = {
        "type": "message",
        "role": "assistant",
        "content": [{"type": "output_text", "text": "Two entries."}],
    }
    follow = {"role": "user", "content": "now read README.md"}
    info = P.parse_request(body(model="m", input=[*CODEX_INPUT, CALL, OUTPUT, answer, follow]))
    assert info.user_text == "now read README.md"
    assert info.tool_results == []


def test_chained_request_carries_only_the_new_items() -> None:
    outputs = [
        OUTPUT,
        {"type": "custom_tool_call_output", "call_id": "call_Patch1", "output": "Done!"},
        {"type": "local_shell_call_output", "id": "call_Local1", "output": "ok"},
        {
            "type": "shell_call_output",
            "call_id": "call_Sh2",
            "output": [{"stdout": "hi", "stderr": "", "outcome": {"type": "exit", "exit_code": 0}}],
        },
        {
            "type": "apply_patch_call_output",
            "call_id": "call_Ap3",
            "status": "failed",
            "output": "conflict",
        },
    ]
    info = P.parse_request(body(model="m", previous_response_id="resp_Tools1", input=outputs))
    assert info.continuation
    assert info.previous_response_id == "resp_Tools1"
    assert info.session_hint == "resp_Tools1"
    assert info.tool_results == [
        CapturedToolResult(tool_id="call_Shell1", content="README.md\nsrc"),
        CapturedToolResult(tool_id="call_Patch1", content="Done!"),
        CapturedToolResult(tool_id="call_Local1", content="ok"),
        CapturedToolResult(tool_id="call_Sh2", content="hi"),
        CapturedToolResult(tool_id="call_Ap3", content="conflict", is_error=True),
    ]


def test_prompt_cache_key_is_preferred_over_the_chain() -> None:
    info = P.parse_request(
        body(model="m", previous_response_id="resp_1", prompt_cache_key="conv", input="x")
    )
    assert (info.session_hint, info.previous_response_id) == ("conv", "resp_1")


def test_no_input_at_all_is_an_empty_turn() -> None:
    info = P.parse_request(body(model="m", prompt={"id": "pmpt_1"}))
    assert (info.user_text, info.tool_results, info.continuation) == ("", [], False)


def test_unknown_items_are_ignored() -> None:
    items = [
        {"type": "item_reference", "id": "msg_old"},
        {"type": "hologram"},
        {
            "role": "user",
            "content": [
                {"type": "input_file", "file_id": "f"},
                {"type": "input_text", "text": "see file"},
            ],
        },
        "junk",
    ]
    assert P.parse_request(body(model="m", input=items)).user_text == "[file]\n\nsee file"


@pytest.mark.parametrize("raw", [b"", b"{]", b"null", b"[]"])
def test_malformed_request_is_a_parse_error(raw: bytes) -> None:
    with pytest.raises(ParseError):
        P.parse_request(raw)


# -- JSON bodies ----------------------------------------------------------------------


def response(output: list, status: str = "completed", **extra) -> bytes:
    return body(
        id="resp_J1",
        object="response",
        status=status,
        model="gpt-5",
        output=output,
        usage={
            "input_tokens": 10,
            "output_tokens": 5,
            "input_tokens_details": {"cached_tokens": 2},
        },
        **extra,
    )


def test_json_body_with_messages_and_calls() -> None:
    output = [
        {"type": "reasoning", "id": "rs", "summary": []},
        {
            "type": "message",
            "role": "assistant",
            "content": [{"type": "output_text", "text": "Checking."}],
        },
        {
            "type": "web_search_call",
            "id": "ws_1",
            "status": "completed",
            "action": {"type": "search", "query": "lmdb"},
        },
        {
            "type": "mcp_call",
            "id": "mcp_1",
            "name": "lookup",
            "server_label": "kb",
            "arguments": '{"q":1}',
            "output": "3 hits",
        },
        {
            "type": "mcp_call",
            "id": "mcp_2",
            "name": "lookup",
            "server_label": "kb",
            "arguments": "{}",
            "error": {"type": "mcp_error", "message": "down"},
        },
        CALL,
        {
            "type": "message",
            "role": "assistant",
            "content": [{"type": "refusal", "refusal": "Not that."}],
        },
    ]
    got = P.parse_response(response(output))
    assert got.text == "Checking.\n\nNot that."
    assert got.tool_calls == [
        CapturedToolCall(
            tool_id="ws_1",
            name="web_search",
            input_json='{"type":"search","query":"lmdb"}',
            result="completed",
        ),
        CapturedToolCall(tool_id="mcp_1", name="lookup", input_json='{"q":1}', result="3 hits"),
        CapturedToolCall(
            tool_id="mcp_2", name="lookup", input_json="{}", result="down", is_error=True
        ),
        CapturedToolCall(tool_id="call_Shell1", name="shell", input_json='{"command":["ls"]}'),
    ]
    assert (got.response_id, got.model, got.stop_reason, got.status) == (
        "resp_J1",
        "gpt-5",
        "completed",
        "complete",
    )
    assert (got.usage.input_tokens, got.usage.output_tokens, got.usage.cache_read_tokens) == (
        8,  # the 10 of the prompt less the 2 read from the cache
        5,
        2,
    )


def test_failed_and_incomplete_bodies() -> None:
    failed = P.parse_response(
        response([], "failed", error={"code": "server_error", "message": "boom"})
    )
    assert (failed.status, failed.status_detail) == ("error", "server_error: boom")
    incomplete = P.parse_response(
        response([], "incomplete", incomplete_details={"reason": "content_filter"})
    )
    assert (incomplete.status, incomplete.stop_reason) == ("partial", "content_filter")
    queued = P.parse_response(response([], "queued"))
    assert (queued.status, queued.status_detail) == ("partial", "response queued")


def test_error_body() -> None:
    raw = body(
        error={
            "message": "No such model",
            "type": "invalid_request_error",
            "param": "model",
            "code": "model_not_found",
        }
    )
    got = P.parse_response(raw)
    assert (got.status, got.status_detail) == ("error", "model_not_found: No such model")


# -- stream specifics -----------------------------------------------------------------


def test_completed_output_wins_over_accumulated_items() -> None:
    got = parse_stream(P, [fixture("responses_text.sse")], None, True)
    assert got == EXPECTED["responses_text.sse"]


def test_cut_inside_function_arguments_drops_the_call() -> None:
    data = fixture("responses_tools.sse")
    cut = data.index(b'"delta":" \\"-la')
    got = parse_stream(P, [data[:cut]], None, complete=False)
    assert got.text == "Listing the repo."
    assert got.tool_calls == []
    assert (got.status, got.status_detail) == (
        "partial",
        "stream was cut before response.completed",
    )


def test_item_done_before_the_cut_is_kept() -> None:
    data = fixture("responses_tools.sse")
    cut = data.index(b"event: response.completed")
    got = parse_stream(P, [data[:cut]], None, complete=False)
    assert [c.tool_id for c in got.tool_calls] == ["call_Shell1"]


def test_deltas_found_by_item_id_when_output_index_is_missing() -> None:
    events = [
        {
            "type": "response.created",
            "response": {"id": "r", "model": "m", "status": "in_progress", "output": []},
        },
        {
            "type": "response.output_item.added",
            "output_index": 0,
            "item": {"id": "msg_x", "type": "message", "content": []},
        },
        {
            "type": "response.output_text.delta",
            "item_id": "msg_x",
            "content_index": 0,
            "delta": "by id",
        },
        {
            "type": "response.completed",
            "response": {"id": "r", "status": "completed", "output": []},
        },
    ]
    got = parse_stream(P, [sse(*events)], None, True)
    assert (got.text, got.status) == ("by id", "complete")
