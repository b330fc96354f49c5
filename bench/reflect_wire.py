"""The corpus on the wire: each exchange as Claude Code sends it and as Anthropic answers.

A request carries the whole conversation so far (agent clients resend their history), the
Claude Code system prompt and tools, a `<system-reminder>` harness block in the first user
turn, the session id in `X-Claude-Code-Session-Id` and in `metadata.user_id`, and each
member's own API key (the proxy maps its fingerprint to the owner). The reply is the
Anthropic SSE stream (text block, then tool_use blocks with streamed JSON input). Tool ids
are derived from the session and the turn, so a corpus renders the same bytes every time.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from bench.reflect_corpus import Exchange, Session

PROVIDER = "anthropic"
PATH = "/v1/messages?beta=true"
MODEL = "claude-sonnet-4-5"
CLIENT = "claude-cli/2.1.328 (external, cli)"
SYSTEM = [
    {"type": "text", "text": "You are Claude Code, Anthropic's official CLI for Claude."},
    {
        "type": "text",
        "text": "You are an interactive CLI tool that helps users with software engineering "
        "tasks. Use the instructions below and the tools available to you to assist the user.",
    },
]
TOOLS = [
    {"name": name, "description": f"The {name} tool.", "input_schema": {"type": "object"}}
    for name in ("Bash", "Read", "Edit", "Write", "Grep", "Glob", "WebFetch", "TodoWrite")
]
REMINDER = (
    "<system-reminder>\nAs you answer the user's questions, you can use the following "
    "context:\n# claudeMd\nCodebase and user instructions are shown below.\n</system-reminder>"
)


def api_key(member: str) -> str:
    return "sk-ant-api03-bench-" + hashlib.sha256(member.encode()).hexdigest()[:40]


def tool_id(session: Session, turn: int, index: int) -> str:
    digest = hashlib.sha256(f"{session.id}/{turn}/{index}".encode()).hexdigest()
    return "toolu_01" + digest[:22]


def headers(session: Session) -> dict[str, str]:
    return {
        "x-api-key": api_key(session.member),
        "anthropic-version": "2023-06-01",
        "anthropic-beta": "claude-code-20250219,interleaved-thinking-2025-05-14",
        "user-agent": CLIENT,
        "x-app": "cli",
        "x-claude-code-session-id": session.id,
        "content-type": "application/json",
    }


def request_body(session: Session, turns: list[Exchange], i: int) -> dict[str, Any]:
    """Exchange `i` of a session as the client sends it: the history, then its own turn."""
    messages: list[dict[str, Any]] = []
    for n, ex in enumerate(turns[: i + 1]):
        content: list[dict[str, Any]] = []
        if ex.results:
            content += [
                {
                    "type": "tool_result",
                    "tool_use_id": tool_id(session, n - 1, k),
                    "content": call.result,
                    "is_error": call.error,
                }
                for k, call in enumerate(ex.results)
            ]
        if ex.user is not None:
            if n == 0:
                content.append({"type": "text", "text": REMINDER})
            content.append({"type": "text", "text": ex.user})
        messages.append({"role": "user", "content": content})
        if n < i:
            messages.append({"role": "assistant", "content": _assistant_blocks(session, n, ex)})
    user_id = {"device_id": api_key(session.member)[-16:], "session_id": session.id}
    return {
        "model": MODEL,
        "max_tokens": 32000,
        "stream": True,
        "system": SYSTEM,
        "tools": TOOLS,
        "metadata": {"user_id": json.dumps(user_id)},
        "messages": messages,
    }


def _assistant_blocks(session: Session, turn: int, ex: Exchange) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = [{"type": "text", "text": ex.text}] if ex.text else []
    blocks += [
        {"type": "tool_use", "id": tool_id(session, turn, k), "name": c.name, "input": c.input}
        for k, c in enumerate(ex.calls)
    ]
    return blocks or [{"type": "text", "text": "OK."}]


def sse_reply(session: Session, turn: int, ex: Exchange) -> bytes:
    """The Anthropic Messages stream answering exchange `turn`."""
    msg_id = "msg_01" + hashlib.sha256(f"{session.id}/{turn}".encode()).hexdigest()[:22]
    events: list[tuple[str, dict[str, Any]]] = [
        (
            "message_start",
            {
                "message": {
                    "id": msg_id,
                    "type": "message",
                    "role": "assistant",
                    "model": MODEL,
                    "content": [],
                    "stop_reason": None,
                    "usage": {"input_tokens": 1200 + 40 * turn, "output_tokens": 1},
                }
            },
        )
    ]
    for index, block in enumerate(_assistant_blocks(session, turn, ex)):
        events += _block_events(index, block)
    stop = "tool_use" if ex.calls else "end_turn"
    events.append(
        ("message_delta", {"delta": {"stop_reason": stop}, "usage": {"output_tokens": 60}})
    )
    events.append(("message_stop", {}))
    return b"".join(
        f"event: {name}\ndata: {json.dumps({'type': name, **data})}\n\n".encode()
        for name, data in events
    )


def _block_events(index: int, block: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    if block["type"] == "text":
        start: dict[str, Any] = {"type": "text", "text": ""}
        text = block["text"]
        deltas = [{"type": "text_delta", "text": text[k : k + 40]} for k in range(0, len(text), 40)]
    else:
        start = {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}
        raw = json.dumps(block["input"])
        deltas = [
            {"type": "input_json_delta", "partial_json": raw[k : k + 30]}
            for k in range(0, len(raw), 30)
        ]
    return [
        ("content_block_start", {"index": index, "content_block": start}),
        *[("content_block_delta", {"index": index, "delta": d}) for d in deltas],
        ("content_block_stop", {"index": index}),
    ]
