"""Recorded-format streams for the provider tests, and what each must parse to.

The fixtures in `fixtures/` are written from the providers' documented wire formats (the
SSE event shapes of the Messages, Chat Completions and Responses APIs), one behaviour each.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from teambrain.addons.providers import PROVIDERS, Provider, ResponseInfo
from teambrain.core.capture.captured import CapturedToolCall
from teambrain.core.episodes.model import Usage

FIXTURES = Path(__file__).parent / "fixtures"

_PROVIDER_BY_PREFIX = {
    "anthropic": "anthropic",
    "chat": "openai-chat",
    "responses": "openai-responses",
}


def fixture(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


def provider_of(name: str) -> Provider:
    return PROVIDERS[_PROVIDER_BY_PREFIX[name.split("_", 1)[0]]]


def every_two_way_split(data: bytes) -> list[list[bytes]]:
    return [[data[:i], data[i:]] for i in range(len(data) + 1)]


def random_splits(data: bytes, seed: int, count: int, most: int = 40) -> list[list[bytes]]:
    """`count` ways to cut `data` into up to `most` pieces, reproducibly."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        cuts = sorted(rng.sample(range(1, len(data)), rng.randint(2, most)))
        out.append([data[a:b] for a, b in zip([0, *cuts], [*cuts, len(data)], strict=True)])
    return out


def sse(*events: dict | str) -> bytes:
    """Events on the wire: a JSON event named by its `type` (as Anthropic and the Responses
    API send them), an unnamed one otherwise (Chat Completions); a string is sent as is."""
    out = []
    for e in events:
        data = e if isinstance(e, str) else json.dumps(e)
        named = isinstance(e, dict) and isinstance(e.get("type"), str)
        out.append((f"event: {e['type']}\n" if named else "") + f"data: {data}\n\n")
    return "".join(out).encode()


def crlf(data: bytes) -> bytes:
    return data.replace(b"\n", b"\r\n")


def cr(data: bytes) -> bytes:
    return data.replace(b"\n", b"\r")


EXPECTED: dict[str, ResponseInfo] = {
    "anthropic_text.sse": ResponseInfo(
        text="Café au lait — ready 🚀 日本語も\nnext line.",
        stop_reason="end_turn",
        usage=Usage(
            input_tokens=25, output_tokens=17, cache_read_tokens=1200, cache_write_tokens=0
        ),
        model="claude-sonnet-4-5-20250929",
        response_id="msg_01TextStream",
    ),
    "anthropic_tool_use.sse": ResponseInfo(
        text="Let me look at the test file.",
        tool_calls=[
            CapturedToolCall(
                tool_id="toolu_01Read",
                name="Read",
                input_json='{"file_path":"/repo/tests/test_ü.py","limit":200}',
            ),
            CapturedToolCall(tool_id="toolu_02Status", name="GitStatus", input_json="{}"),
        ],
        stop_reason="tool_use",
        usage=Usage(
            input_tokens=412, output_tokens=96, cache_read_tokens=0, cache_write_tokens=2048
        ),
        model="claude-opus-4-1",
        response_id="msg_01ToolUse",
    ),
    "anthropic_interleaved.sse": ResponseInfo(
        text="Running the tests.",
        tool_calls=[
            CapturedToolCall(
                tool_id="toolu_03Bash", name="Bash", input_json='{"command":"pytest -q"}'
            )
        ],
        stop_reason="tool_use",
        usage=Usage(input_tokens=90, output_tokens=40),
        model="claude-sonnet-4-5",
        response_id="msg_01Interleaved",
    ),
    "anthropic_server_tool.sse": ResponseInfo(
        text="I'll search for that.\n\nGrow the map with set_mapsize.",
        tool_calls=[
            CapturedToolCall(
                tool_id="srvtoolu_01Web",
                name="web_search",
                input_json='{"query":"lmdb map size growth"}',
                result="LMDB: set_mapsize\nhttps://lmdb.readthedocs.io/en/release/#environment-class\n"
                "MapFullError handling\nhttps://example.org/lmdb-mapfull",
                is_error=False,
            ),
            CapturedToolCall(
                tool_id="srvtoolu_02Code",
                name="code_execution",
                input_json='{"code":"import lmdb; print(lmdb.version())"}',
                result="ModuleNotFoundError: No module named 'lmdb'",
                is_error=True,
            ),
        ],
        stop_reason="end_turn",
        usage=Usage(input_tokens=2100, output_tokens=310, cache_read_tokens=0),
        model="claude-sonnet-4-5",
        response_id="msg_01Search",
    ),
    "anthropic_error.sse": ResponseInfo(
        text="Partial answ",
        usage=Usage(input_tokens=30, output_tokens=1),
        model="claude-sonnet-4-5",
        status="error",
        status_detail="overloaded_error: Overloaded",
        response_id="msg_01Overload",
    ),
    "chat_text.sse": ResponseInfo(
        text="Grüße! The build is green ✅",
        stop_reason="stop",
        usage=Usage(input_tokens=25, output_tokens=9, cache_read_tokens=32),  # 57 less the cached
        model="gpt-4.1-2025-04-14",
        response_id="chatcmpl-Text1",
    ),
    "chat_tools.sse": ResponseInfo(
        tool_calls=[
            CapturedToolCall(
                tool_id="call_Weather1", name="get_weather", input_json='{"location":"Zürich"}'
            ),
            CapturedToolCall(
                tool_id="call_Time2", name="get_time", input_json='{"tz":"Europe/Zurich"}'
            ),
        ],
        stop_reason="tool_calls",
        usage=Usage(input_tokens=88, output_tokens=41, cache_read_tokens=0),
        model="gpt-4o-2024-08-06",
        response_id="chatcmpl-Tools1",
    ),
    "chat_error.sse": ResponseInfo(
        text="Half of the",
        model="gpt-4.1",
        status="error",
        status_detail="server_error: The server had an error while processing your request. "
        "Sorry about that!",
        response_id="chatcmpl-Err1",
    ),
    "responses_text.sse": ResponseInfo(
        text="Naïve Bayes works fine here 👍",
        stop_reason="completed",
        usage=Usage(input_tokens=36, output_tokens=12, cache_read_tokens=0),
        model="gpt-5-2025-08-07",
        response_id="resp_Text1",
    ),
    "responses_tools.sse": ResponseInfo(
        text="Listing the repo.",
        tool_calls=[
            CapturedToolCall(
                tool_id="call_Shell1", name="shell", input_json='{"command":["ls","-la"]}'
            ),
            CapturedToolCall(
                tool_id="call_Patch1",
                name="apply_patch",
                input_json='"*** Begin Patch\\n*** End Patch"',
            ),
        ],
        stop_reason="completed",
        usage=Usage(input_tokens=904, output_tokens=80, cache_read_tokens=4096),  # 5000 less cached
        model="gpt-5-codex",
        response_id="resp_Tools1",
    ),
    "responses_failed.sse": ResponseInfo(
        text="Start of",
        stop_reason="failed",
        model="gpt-5",
        status="error",
        status_detail="server_error: The model failed to generate a response.",
        response_id="resp_Fail1",
    ),
    "responses_incomplete.sse": ResponseInfo(
        text="A long essay that runs out",
        stop_reason="max_output_tokens",
        usage=Usage(input_tokens=20, output_tokens=64),
        model="gpt-5-mini",
        status="partial",
        status_detail="response incomplete: max_output_tokens",
        response_id="resp_Inc1",
    ),
    "responses_error_event.sse": ResponseInfo(
        model="gpt-5",
        status="error",
        status_detail="rate_limit_exceeded: Rate limit reached for requests",
        response_id="resp_Err1",
    ),
}
