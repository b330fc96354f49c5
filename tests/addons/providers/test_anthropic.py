"""Anthropic Messages: request turns, session hints, JSON bodies and stream specifics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from teambrain.addons.providers import PROVIDERS, ParseError, parse_stream
from teambrain.core.capture.captured import CapturedToolCall, CapturedToolResult

from tests.addons.providers.streams import EXPECTED, fixture, sse

P = PROVIDERS["anthropic"]
SESSION = "4f1c2a9e-7d3b-4c11-9a0e-2b5d8f6e1c34"
REMINDER = (
    "<system-reminder>\nAs you answer, use this context: CLAUDE.md says ...\n</system-reminder>"
)


def body(**fields) -> bytes:
    return json.dumps(fields).encode()


def claude_code_request(messages: list[dict], **extra) -> bytes:
    """Shaped like Claude Code's requests: system blocks, metadata, tools, streaming."""
    return body(
        model="claude-sonnet-4-5-20250929",
        max_tokens=32000,
        stream=True,
        system=[
            {"type": "text", "text": "You are Claude Code, Anthropic's official CLI for Claude."},
            {
                "type": "text",
                "text": "You are an interactive CLI tool.",
                "cache_control": {"type": "ephemeral"},
            },
        ],
        metadata={"user_id": json.dumps({"device_id": "d1", "session_id": SESSION})},
        tools=[{"name": "Read", "input_schema": {"type": "object"}}],
        messages=messages,
        **extra,
    )


FIRST_TURN = {
    "role": "user",
    "content": [
        {"type": "text", "text": REMINDER},
        {
            "type": "text",
            "text": "Why does test_store fail?",
            "cache_control": {"type": "ephemeral"},
        },
    ],
}
ASKS_FOR_READ = {
    "role": "assistant",
    "content": [
        {"type": "thinking", "thinking": "Let me check.", "signature": "abc"},
        {"type": "text", "text": "Let me read it."},
        {"type": "tool_use", "id": "toolu_01Read", "name": "Read", "input": {"file_path": "a.py"}},
    ],
}
READ_RESULT = {
    "role": "user",
    "content": [
        {
            "type": "tool_result",
            "tool_use_id": "toolu_01Read",
            "content": "def test_store(): ...\n"
            "<system-reminder>Whenever you read a file, consider whether it is malware.</system-reminder>",
        }
    ],
}
ASKS_FOR_TWO = {
    "role": "assistant",
    "content": [
        {"type": "tool_use", "id": "toolu_02Bash", "name": "Bash", "input": {"command": "pytest"}},
        {"type": "tool_use", "id": "toolu_03Grep", "name": "Grep", "input": {"pattern": "x"}},
    ],
}
TWO_RESULTS = {
    "role": "user",
    "content": [
        {
            "type": "tool_result",
            "tool_use_id": "toolu_02Bash",
            "is_error": True,
            "content": [{"type": "text", "text": "1 failed"}, {"type": "text", "text": "exit 1"}],
        },
        {
            "type": "tool_result",
            "tool_use_id": "toolu_03Grep",
            "content": [{"type": "image", "source": {"type": "base64", "data": "iVBOR"}}],
        },
        {"type": "text", "text": REMINDER},
    ],
}


def test_first_turn_keeps_only_the_persons_words() -> None:
    info = P.parse_request(claude_code_request([FIRST_TURN]))
    assert info.user_text == "Why does test_store fail?"
    assert not info.continuation
    assert info.tool_results == []
    assert info.model == "claude-sonnet-4-5-20250929"
    assert info.stream is True
    assert info.session_hint == SESSION


def test_tool_result_turn_is_a_continuation_with_its_results() -> None:
    info = P.parse_request(claude_code_request([FIRST_TURN, ASKS_FOR_READ, READ_RESULT]))
    assert info.user_text == ""
    assert info.continuation
    assert info.tool_results == [
        CapturedToolResult(tool_id="toolu_01Read", content="def test_store(): ...")
    ]


def test_resent_history_contributes_no_results() -> None:
    messages = [FIRST_TURN, ASKS_FOR_READ, READ_RESULT, ASKS_FOR_TWO, TWO_RESULTS]
    info = P.parse_request(claude_code_request(messages))
    assert info.continuation
    assert info.tool_results == [
        CapturedToolResult(tool_id="toolu_02Bash", content="1 failed\nexit 1", is_error=True),
        CapturedToolResult(tool_id="toolu_03Grep", content="[image]"),
    ]


def test_person_speaking_alongside_tool_results_is_not_a_continuation() -> None:
    interjection = {
        "role": "user",
        "content": [*TWO_RESULTS["content"], {"type": "text", "text": "stop, use uv instead"}],
    }
    messages = [FIRST_TURN, ASKS_FOR_READ, READ_RESULT, ASKS_FOR_TWO, interjection]
    info = P.parse_request(claude_code_request(messages))
    assert info.user_text == "stop, use uv instead"
    assert not info.continuation
    assert [r.tool_id for r in info.tool_results] == ["toolu_02Bash", "toolu_03Grep"]


def test_new_question_after_history_is_only_the_new_question() -> None:
    follow_up = {"role": "user", "content": "Now fix it, please."}
    answer = {"role": "assistant", "content": "The fixture leaks."}
    messages = [FIRST_TURN, ASKS_FOR_READ, READ_RESULT, answer, follow_up]
    info = P.parse_request(claude_code_request(messages))
    assert info.user_text == "Now fix it, please."
    assert info.tool_results == []


def test_session_seed_is_stable_across_turns_and_differs_between_conversations() -> None:
    turn1 = P.parse_request(claude_code_request([FIRST_TURN]))
    turn3 = P.parse_request(
        claude_code_request([FIRST_TURN, ASKS_FOR_READ, READ_RESULT, ASKS_FOR_TWO, TWO_RESULTS])
    )
    other = P.parse_request(
        claude_code_request([{"role": "user", "content": "A different question"}])
    )
    assert turn1.session_seed == turn3.session_seed
    assert "You are Claude Code" in turn1.session_seed
    assert "Why does test_store fail?" in turn1.session_seed
    assert other.session_seed != turn1.session_seed


def test_system_role_messages_and_unknown_roles_and_blocks_are_taken_in_stride() -> None:
    messages = [
        {"role": "system", "content": "Be terse."},
        FIRST_TURN,
        ASKS_FOR_READ,
        {"role": "system", "content": [{"type": "text", "text": "Reminder of the rules"}]},
        READ_RESULT,
        {"role": "critic", "content": "hmm"},
        {
            "role": "user",
            "content": [
                {"type": "hologram", "shimmer": True},
                {"type": "text", "text": "and check the logs"},
                "not a block",
                {"type": "document", "source": {"type": "text", "data": "log"}},
            ],
        },
        "not a message",
    ]
    info = P.parse_request(claude_code_request(messages))
    assert info.user_text == "and check the logs\n\n[document]"
    assert [r.tool_id for r in info.tool_results] == ["toolu_01Read"]
    assert not info.continuation


def test_prefilled_assistant_turn_is_passed_over() -> None:
    messages = [
        {"role": "user", "content": "Answer in JSON"},
        {"role": "assistant", "content": "{"},
    ]
    info = P.parse_request(body(model="m", messages=messages))
    assert info.user_text == "Answer in JSON"


def test_image_only_turn_is_marked_not_empty() -> None:
    messages = [{"role": "user", "content": [{"type": "image", "source": {"type": "url"}}]}]
    info = P.parse_request(body(model="m", messages=messages))
    assert info.user_text == "[image]"
    assert not info.continuation


@pytest.mark.parametrize(
    "metadata,hint",
    [
        ({"user_id": json.dumps({"session_id": SESSION})}, SESSION),
        ({"user_id": f"user_abc123_account_9b1f_session_{SESSION}"}, SESSION),
        ({"user_id": "plain-user-42"}, None),
        ({"user_id": json.dumps({"device_id": "d"})}, None),
        ({"user_id": json.dumps(["session_id"])}, None),
        ({"user_id": json.dumps({"session_id": 7})}, None),
        ({"user_id": 12}, None),
        ({}, None),
        ("metadata as a string", None),
    ],
)
def test_session_hint_from_metadata_user_id(metadata, hint) -> None:
    info = P.parse_request(body(model="m", metadata=metadata, messages=[FIRST_TURN]))
    assert info.session_hint == hint


def test_system_as_a_plain_string() -> None:
    info = P.parse_request(body(model="m", system="Be brief.", messages=[FIRST_TURN]))
    assert info.session_seed.startswith("Be brief.")


def test_invalid_utf8_inside_a_string_is_replaced_not_refused() -> None:
    raw = b'{"model": "m", "messages": [{"role": "user", "content": "caf\xe9 ok"}]}'
    assert P.parse_request(raw).user_text == "caf\ufffd ok"


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"not json",
        b'{"model": "m", "messages": [',
        b"[1, 2]",
        b'{"model": "m"}',
        b'{"model": "m", "messages": "hello"}',
        b'{"model": "m", "messages": {"role": "user"}}',
    ],
)
def test_malformed_request_is_a_parse_error(raw: bytes) -> None:
    with pytest.raises(ParseError):
        P.parse_request(raw)


# -- JSON bodies ----------------------------------------------------------------------


def message_body() -> dict:
    """The JSON body that the tool-use stream fixture streams."""
    return {
        "id": "msg_01ToolUse",
        "type": "message",
        "role": "assistant",
        "model": "claude-opus-4-1",
        "content": [
            {"type": "thinking", "thinking": "The user wants the failing test.", "signature": "Eq"},
            {"type": "text", "text": "Let me look at the test file."},
            {
                "type": "tool_use",
                "id": "toolu_01Read",
                "name": "Read",
                "input": {"file_path": "/repo/tests/test_ü.py", "limit": 200},
            },
            {"type": "tool_use", "id": "toolu_02Status", "name": "GitStatus", "input": {}},
        ],
        "stop_reason": "tool_use",
        "stop_sequence": None,
        "usage": {
            "input_tokens": 412,
            "cache_creation_input_tokens": 2048,
            "cache_read_input_tokens": 0,
            "output_tokens": 96,
        },
    }


def test_json_body_parses_like_its_stream() -> None:
    got = P.parse_response(json.dumps(message_body()).encode())
    assert got == EXPECTED["anthropic_tool_use.sse"]


def test_json_body_with_server_tool_result() -> None:
    msg = message_body()
    msg["content"] = [
        {"type": "server_tool_use", "id": "srvtoolu_1", "name": "web_fetch", "input": {"url": "u"}},
        {
            "type": "web_fetch_tool_result",
            "tool_use_id": "srvtoolu_1",
            "content": {"type": "web_fetch_tool_result_error", "error_code": "url_not_accessible"},
        },
        {
            "type": "mcp_tool_use",
            "id": "mcptoolu_1",
            "name": "lookup",
            "server_name": "kb",
            "input": {},
        },
        {
            "type": "mcp_tool_result",
            "tool_use_id": "mcptoolu_1",
            "is_error": False,
            "content": [{"type": "text", "text": "found 3"}],
        },
        {"type": "text", "text": "The page could not be fetched."},
    ]
    got = P.parse_response(json.dumps(msg).encode())
    assert got.tool_calls == [
        CapturedToolCall(
            tool_id="srvtoolu_1",
            name="web_fetch",
            input_json='{"url":"u"}',
            result="url_not_accessible",
            is_error=True,
        ),
        CapturedToolCall(
            tool_id="mcptoolu_1", name="lookup", input_json="{}", result="found 3", is_error=False
        ),
    ]
    assert got.text == "The page could not be fetched."


def test_error_body_is_an_error() -> None:
    raw = (
        b'{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: too big"}}'
    )
    got = P.parse_response(raw)
    assert got.status == "error"
    assert got.status_detail == "invalid_request_error: max_tokens: too big"


@pytest.mark.parametrize(
    "raw,detail",
    [
        (b"", "empty response body"),
        (b"<html>502 Bad Gateway</html>", "response body is not JSON"),
        (b"[]", "response body is not a JSON object"),
        (b'{"type": "message", "content": "text?"}', "response body is not an Anthropic message"),
        (b'{"content": [{"type": "text", "text": 5}], "usage": "x"}', ""),
    ],
)
def test_odd_bodies_are_partial_and_never_raise(raw: bytes, detail: str) -> None:
    got = P.parse_response(raw)
    assert got.status == ("partial" if detail else "complete")
    assert got.status_detail == detail


# -- stream specifics -----------------------------------------------------------------


START = {"type": "message_start", "message": {"id": "msg_1", "model": "m", "usage": {}}}
STOP = {"type": "message_stop"}


def test_tool_use_with_input_in_its_start_and_no_deltas() -> None:
    raw = sse(
        START,
        {
            "type": "content_block_start",
            "index": 0,
            "content_block": {"type": "tool_use", "id": "t1", "name": "Edit", "input": {"a": 1}},
        },
        {"type": "content_block_stop", "index": 0},
        STOP,
    )
    got = parse_stream(P, [raw], None, complete=True)
    assert got.tool_calls == [CapturedToolCall(tool_id="t1", name="Edit", input_json='{"a":1}')]


def test_tool_use_without_any_input_is_empty_object() -> None:
    raw = sse(
        START,
        {
            "type": "content_block_start",
            "index": 0,
            "content_block": {"type": "tool_use", "id": "t1", "name": "Now"},
        },
        {"type": "content_block_stop", "index": 0},
        STOP,
    )
    assert parse_stream(P, [raw], None, True).tool_calls[0].input_json == "{}"


def test_cut_inside_tool_arguments_keeps_text_and_drops_the_call() -> None:
    data = fixture("anthropic_tool_use.sse")
    cut = data.index(b"sts/test_")
    got = parse_stream(P, [data[:cut]], None, complete=False)
    assert got.text == "Let me look at the test file."
    assert got.tool_calls == []
    assert got.status == "partial"
    assert got.status_detail == "stream was cut before message_stop"


def test_thinking_is_not_kept() -> None:
    got = parse_stream(P, [fixture("anthropic_tool_use.sse")], None, True)
    assert "failing test" not in got.text


def test_deltas_without_a_start_still_keep_the_words() -> None:
    raw = sse(
        START,
        {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "hi"}},
        STOP,
    )
    assert parse_stream(P, [raw], None, True).text == "hi"


# -- Claude Code's own user-role text is not the person's ---------------------------------
# The bodies below are the forms Claude Code 2.1.197 writes (the literal strings of its
# bundle; the ToolSearch one is a real request it sent, see tests/data/claude_code_README.md).

DATA = Path(__file__).resolve().parents[2] / "data"
CAVEAT = (
    "<local-command-caveat>Caveat: The messages below were generated by the user while running"
    " local commands. DO NOT respond to these messages or otherwise consider them in your"
    " response unless the user explicitly asks you to.</local-command-caveat>"
)
TOOL_SEARCH_CALL = {
    "role": "assistant",
    "content": [
        {
            "type": "tool_use",
            "id": "toolu_04Search",
            "name": "ToolSearch",
            "input": {"query": "select:WebFetch", "max_results": 1},
        }
    ],
}


def _result(tool_id: str, content: object, **extra: object) -> dict:
    return {"type": "tool_result", "tool_use_id": tool_id, "content": content, **extra}


def _text(text: str) -> dict:
    return {"type": "text", "text": text}


def test_a_real_tool_search_request_is_a_continuation_not_the_persons_words() -> None:
    """Claude Code 2.1.197 sent this: the ToolSearch result and "Tool loaded." beside it."""
    raw = (DATA / "claude_code_2.1.197_tool_search.json").read_bytes()
    assert b'"Tool loaded."' in raw
    info = P.parse_request(raw)
    assert info.user_text == ""
    assert info.continuation
    assert [r.tool_id for r in info.tool_results] == ["toolu_00"]
    assert info.session_hint == "df819156-b42b-4f9e-a229-b84ce345b8b7"


TOOL_LOADED_TURNS = {
    "alone": [_text("Tool loaded.")],
    "with a reminder in its block": [_text("Tool loaded.\n\n" + REMINDER)],
    "after a reminder block": [_text(REMINDER), _text("Tool loaded.")],
}


@pytest.mark.parametrize("how", sorted(TOOL_LOADED_TURNS))
def test_tool_loaded_beside_a_tool_search_result_is_harness_text(how: str) -> None:
    reference = [{"type": "tool_reference", "tool_name": "WebFetch"}]
    loaded = {
        "role": "user",
        "content": [_result("toolu_04Search", reference), *TOOL_LOADED_TURNS[how]],
    }
    info = P.parse_request(claude_code_request([FIRST_TURN, TOOL_SEARCH_CALL, loaded]))
    assert info.user_text == ""
    assert info.continuation
    assert [r.tool_id for r in info.tool_results] == ["toolu_04Search"]


def test_a_person_who_types_tool_loaded_is_still_heard() -> None:
    """Without a tool result beside it, "Tool loaded." is what the person typed."""
    typed = {"role": "user", "content": [_text("Tool loaded.")]}
    answer = {"role": "assistant", "content": "ok"}
    info = P.parse_request(claude_code_request([FIRST_TURN, answer, typed]))
    assert info.user_text == "Tool loaded."
    assert not info.continuation


INTERRUPTED_TOOL = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it"
    " was a file edit, the new_string was NOT written to the file). STOP what you are doing and"
    " wait for the user to tell you how to proceed."
)


def test_an_interruption_for_tool_use_beside_its_result_is_a_continuation() -> None:
    interrupted = {
        "role": "user",
        "content": [
            _result("toolu_02Bash", INTERRUPTED_TOOL, is_error=True),
            _result("toolu_03Grep", INTERRUPTED_TOOL, is_error=True),
            _text("[Request interrupted by user for tool use]"),
        ],
    }
    info = P.parse_request(claude_code_request([FIRST_TURN, ASKS_FOR_TWO, interrupted]))
    assert info.user_text == ""
    assert info.continuation
    assert len(info.tool_results) == 2


@pytest.mark.parametrize(
    "notice",
    ["[Request interrupted by user]", "[Request interrupted by user for tool use]"],
)
@pytest.mark.parametrize("as_string", [True, False])
def test_an_interruption_notice_is_not_the_persons_words(notice: str, as_string: bool) -> None:
    answer = {"role": "assistant", "content": "Working on it"}
    stopped = {"role": "user", "content": notice if as_string else [_text(notice)]}
    follow_up = {"role": "user", "content": [_text("use uv instead")]}
    merged = {"role": "user", "content": [_text(notice + "\n\nuse uv instead")]}
    for messages in ([stopped, follow_up], [merged]):
        info = P.parse_request(claude_code_request([FIRST_TURN, answer, *messages]))
        assert info.user_text == "use uv instead"
    info = P.parse_request(claude_code_request([FIRST_TURN, answer, stopped]))
    assert info.user_text == ""


CLAUDE_CODE_ONLY = {
    "local command": [
        _text(CAVEAT),
        _text(
            "<command-name>/model</command-name>\n            <command-message>model"
            "</command-message>\n            <command-args></command-args>"
        ),
        _text("<local-command-stdout>Set model to opus (claude-opus-4-8)</local-command-stdout>"),
    ],
    "local command error": [
        _text("<local-command-stderr>Error: no such model</local-command-stderr>")
    ],
    "bash mode": [
        _text("<bash-input>ls -la</bash-input>"),
        _text("<bash-stdout>total 0</bash-stdout><bash-stderr></bash-stderr>"),
    ],
    "skill loading": [
        _text(
            "<command-message>review</command-message>\n<command-name>review</command-name>\n"
            "<skill-format>true</skill-format>"
        )
    ],
    "hook output": [
        _text("<user-prompt-submit-hook>remember the staging freeze</user-prompt-submit-hook>")
    ],
    "hook context in a reminder": [
        _text(
            "<system-reminder>\nUserPromptSubmit hook additional context: remember the freeze\n"
            "</system-reminder>"
        )
    ],
    "task notification": [
        _text(
            "<task-notification>\n<task-id>b1</task-id>\n<status>completed</status>\n"
            "<summary>Background command finished</summary>\n</task-notification>"
        )
    ],
    "another session": [
        _text(
            'Another Claude session sent a message:\n<teammate-message teammate_id="s2">'
            "deploy is done</teammate-message>"
        )
    ],
    "cross-session": [_text('<cross-session-message from="peer-1">merged</cross-session-message>')],
    "channel": [_text('<channel source="slack">new ticket</channel>')],
    "tick": [_text("<tick>12:00</tick>")],
    "session title": [
        _text(
            "<session>\nAlways use pnpm instead of npm in this repo. Fix the login test.\n"
            "</session>\n\nWrite the title in the language the user wrote in, regardless of "
            "the language of the examples above."
        )
    ],
    "session title in a set language": [
        _text(
            "<session>\ncorrige le test de login\n</session>\n\nWrite the title in French. "
            "Keep technical terms and code identifiers in their original form."
        )
    ],
    "an unclosed wrapper": [_text("<local-command-stdout>cut off output")],
}


@pytest.mark.parametrize("how", sorted(CLAUDE_CODE_ONLY))
def test_claude_codes_own_text_is_never_the_persons(how: str) -> None:
    answer = {"role": "assistant", "content": "Done."}
    own = {"role": "user", "content": CLAUDE_CODE_ONLY[how]}
    info = P.parse_request(claude_code_request([FIRST_TURN, answer, own]))
    assert info.user_text == ""
    # beside the person's words, only the person's words are kept
    said = {"role": "user", "content": [*CLAUDE_CODE_ONLY[how], _text("why did it fail?")]}
    info = P.parse_request(claude_code_request([FIRST_TURN, answer, said]))
    assert info.user_text == "why did it fail?"
    # beside tool results, the turn is a continuation
    beside = {"role": "user", "content": [*READ_RESULT["content"], *CLAUDE_CODE_ONLY[how]]}
    info = P.parse_request(claude_code_request([FIRST_TURN, ASKS_FOR_READ, beside]))
    assert (info.user_text, info.continuation) == ("", True)


@pytest.mark.parametrize(
    "text",
    [
        "Why does <tick> render twice in the clock widget?",
        "The log said [Request interrupted by user] then nothing, why?",
        "Tool loaded. What now?",
        "Is <channel> a valid element name?",
        "Why does the title prompt wrap my words in <session> tags?",
        "Write the title in French for the landing page.",
    ],
)
def test_a_person_mentioning_the_forms_is_still_heard(text: str) -> None:
    answer = {"role": "assistant", "content": "ok"}
    typed = {"role": "user", "content": [_text(text)]}
    info = P.parse_request(claude_code_request([FIRST_TURN, answer, typed]))
    assert info.user_text == text
