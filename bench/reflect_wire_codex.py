"""The corpus on the wire as Codex sends it (OpenAI Responses) and as the API streams back.

The same functions as bench/reflect_wire.py (Claude Code), for a member who works in Codex:
`input` holds the whole conversation (the `<environment_context>` harness message first, then
user messages, the assistant's messages and `function_call`s, and each `function_call_output`
as Codex formats it: exit code, wall time, then the command's output), the session id rides in
the `session_id` header and `prompt_cache_key`, and the key is a Bearer token. Codex runs
everything through its `shell` tool (files are read with `sed`, fetched with `curl`) and edits
with `apply_patch`. The reply is the Responses SSE stream.
"""

from __future__ import annotations

import hashlib
import json
import shlex
from typing import Any

from bench.reflect_corpus import Exchange, Session, Tool

PROVIDER = "openai-responses"
PATH = "/v1/responses"
MODEL = "gpt-5-codex"
CLIENT = "codex_cli_rs/0.46.0 (Mac OS 15.6.1; arm64) iTerm.app/3.6.1"
INSTRUCTIONS = "You are Codex, based on GPT-5. You are running as a coding agent in the Codex CLI."
ENVIRONMENT = (
    "<environment_context>\n  <cwd>/Users/dev/src/app</cwd>\n  <approval_policy>on-request"
    "</approval_policy>\n  <sandbox_mode>workspace-write</sandbox_mode>\n  <network_access>"
    "restricted</network_access>\n  <shell>zsh</shell>\n</environment_context>"
)
TOOLS = [
    {"type": "function", "name": "shell", "description": "Runs a shell command.", "strict": False,
     "parameters": {"type": "object", "properties": {"command": {"type": "array"}}}},
    {"type": "custom", "name": "apply_patch", "description": "Edit files with a patch."},
]  # fmt: skip


def api_key(member: str) -> str:
    return "sk-proj-bench-" + hashlib.sha256(member.encode()).hexdigest()[:40]


def tool_id(session: Session, turn: int, index: int) -> str:
    return "call_" + hashlib.sha256(f"{session.id}/{turn}/{index}".encode()).hexdigest()[:24]


def headers(session: Session) -> dict[str, str]:
    return {
        "authorization": f"Bearer {api_key(session.member)}",
        "originator": "codex_cli_rs",
        "user-agent": CLIENT,
        "session_id": session.id,
        "openai-beta": "responses=experimental",
        "accept": "text/event-stream",
        "content-type": "application/json",
    }


def request_body(session: Session, turns: list[Exchange], i: int) -> dict[str, Any]:
    """Exchange `i` of a session as Codex sends it: the history, then its own turn."""
    items: list[dict[str, Any]] = [_message("user", "input_text", ENVIRONMENT)]
    for n, ex in enumerate(turns[: i + 1]):
        items += [
            {"type": "function_call_output", "call_id": tool_id(session, n - 1, k), "output": _output(call)}
            for k, call in enumerate(ex.results)
        ]  # fmt: skip
        if ex.user is not None:
            items.append(_message("user", "input_text", ex.user))
        if n < i:
            items += _assistant_items(session, n, ex)
    return {
        "model": MODEL,
        "instructions": INSTRUCTIONS,
        "input": items,
        "tools": TOOLS,
        "tool_choice": "auto",
        "parallel_tool_calls": False,
        "reasoning": {"effort": "medium", "summary": "auto"},
        "store": False,
        "stream": True,
        "include": ["reasoning.encrypted_content"],
        "prompt_cache_key": session.id,
    }


def _message(role: str, kind: str, text: str) -> dict[str, Any]:
    return {"type": "message", "role": role, "content": [{"type": kind, "text": text}]}


def _output(call: Tool) -> str:
    if call.name == "Edit":  # apply_patch's own answer
        return f"Success. Updated the following files:\nM {call.input['file_path']}\n"
    if call.name not in _SHELL_TOOLS:  # an MCP tool answers with its own content
        return call.result
    code = 1 if call.error else 0
    return f"Exit code: {code}\nWall time: 0.8 seconds\nOutput:\n{call.result}"


_SHELL_TOOLS = ("Bash", "Read", "WebFetch", "Write")
"""The corpus tools Codex runs through `shell` or `apply_patch`; any other (an MCP server's,
`mcp__grafana__get_dashboard`) is a function call of its own name."""


def _arguments(call: Tool) -> dict[str, Any]:
    """A corpus tool call the way Codex makes it."""
    if call.name == "Bash":
        return {"command": ["bash", "-lc", call.input["command"]], "workdir": "/Users/dev/src/app"}
    if call.name == "Read":
        return {"command": ["sed", "-n", "1,200p", call.input["file_path"]]}
    if call.name == "WebFetch":
        return {"command": ["bash", "-lc", f"curl -sL {shlex.quote(call.input['url'])}"]}
    if call.name == "Write":  # a new file: Codex adds it with a patch of its lines
        added = "".join(f"+{line}\n" for line in call.input["content"].split("\n"))
        patch = f"*** Begin Patch\n*** Add File: {call.input['file_path']}\n{added}*** End Patch"
        return {"input": patch}
    patch = (
        f"*** Begin Patch\n*** Update File: {call.input['file_path']}\n@@\n"
        f"-{call.input['old_string']}\n+{call.input['new_string']}\n*** End Patch"
    )
    return {"input": patch}


def _assistant_items(session: Session, turn: int, ex: Exchange) -> list[dict[str, Any]]:
    items = [_message("assistant", "output_text", ex.text)] if ex.text else []
    for k, call in enumerate(ex.calls):
        item: dict[str, Any] = {"call_id": tool_id(session, turn, k), "status": "completed"}
        if call.name not in (*_SHELL_TOOLS, "Edit"):
            item |= {
                "type": "function_call",
                "name": call.name,
                "arguments": json.dumps(call.input),
            }
            items.append(item)
            continue
        args = _arguments(call)
        if "input" in args:
            item |= {"type": "custom_tool_call", "name": "apply_patch", "input": args["input"]}
        else:
            item |= {"type": "function_call", "name": "shell", "arguments": json.dumps(args)}
        items.append(item)
    return items or [_message("assistant", "output_text", "OK.")]


def sse_reply(session: Session, turn: int, ex: Exchange) -> bytes:
    """The Responses stream answering exchange `turn`."""
    rid = "resp_" + hashlib.sha256(f"{session.id}/{turn}".encode()).hexdigest()[:24]
    items = _assistant_items(session, turn, ex)
    for k, item in enumerate(items):
        item["id"] = f"{'msg' if item['type'] == 'message' else 'fc'}_{rid[5:17]}{k}"
    usage = {
        "input_tokens": 1500 + 50 * turn,
        "output_tokens": 80,
        "total_tokens": 1580 + 50 * turn,
    }
    response = {
        "id": rid,
        "object": "response",
        "model": MODEL,
        "status": "in_progress",
        "output": [],
    }
    events: list[tuple[str, dict[str, Any]]] = [("response.created", {"response": response})]
    for idx, item in enumerate(items):
        events.append(("response.output_item.added", {"output_index": idx, "item": item}))
        if item["type"] == "message":
            text = item["content"][0]["text"]
            events += [
                ("response.output_text.delta", {"item_id": item["id"], "output_index": idx, "content_index": 0, "delta": text[k : k + 40]})
                for k in range(0, len(text), 40)
            ]  # fmt: skip
        events.append(("response.output_item.done", {"output_index": idx, "item": item}))
    done = {**response, "status": "completed", "output": items, "usage": usage}
    events.append(("response.completed", {"response": done}))
    return b"".join(
        f"event: {name}\ndata: {json.dumps({'type': name, 'sequence_number': n, **data})}\n\n".encode()
        for n, (name, data) in enumerate(events)
    )
