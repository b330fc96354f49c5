"""Anthropic Messages (`/v1/messages`): requests, JSON responses and SSE streams.

A stream is rebuilt into the same content-block list a JSON response carries, and both go
through one reader, so a streamed and a non-streamed answer capture alike. Thinking is not
kept. Client tools (`tool_use`) wait for their result in a later request; server tools
(`server_tool_use`, `mcp_tool_use`) get theirs from the `*_tool_result` block of the same
response. Unknown events, blocks and deltas are ignored.
"""

from __future__ import annotations

import json
import re
from typing import Any

from teambrain.addons.providers.base import (
    JsonEventParser,
    Outcome,
    ParseError,
    RequestInfo,
    ResponseInfo,
    count,
    error_detail,
    parse_json_body,
    request_json,
    text_field,
)
from teambrain.addons.providers.content import (
    ASSISTANT,
    OTHER,
    USER,
    Said,
    flatten,
    human_texts,
    json_args,
    request_info,
    system_text,
    tool_results,
)
from teambrain.core.capture.worker import CapturedToolCall
from teambrain.core.episodes.model import Usage

_CALL_TYPES = ("tool_use", "server_tool_use", "mcp_tool_use")
_LEGACY_SESSION = re.compile(r"_session_([0-9a-fA-F-]{8,})$")


class AnthropicProvider:
    name = "anthropic"

    def parse_request(self, body: bytes) -> RequestInfo:
        req = request_json(body, "Anthropic Messages")
        messages = req.get("messages")
        if not isinstance(messages, list):
            raise ParseError("Anthropic Messages request has no 'messages' list")
        conversation = [_said(m) for m in messages if isinstance(m, dict)]
        system = system_text(req.get("system"))
        return request_info(req, conversation, system, _session_hint(req.get("metadata")))

    def parse_response(self, body: bytes) -> ResponseInfo:
        return parse_json_body(body, _read_body)

    def stream_parser(self) -> AnthropicStream:
        return AnthropicStream()


def _said(message: dict[str, Any]) -> Said:
    role = message.get("role")
    if role != "user":
        return Said(ASSISTANT if role == "assistant" else OTHER)
    content = message.get("content")
    if not isinstance(content, list):
        return Said(USER, lambda: human_texts(content))
    blocks = [b for b in content if isinstance(b, dict)]
    return Said(
        USER,
        lambda: human_texts([b for b in blocks if b.get("type") != "tool_result"]),
        lambda: [
            r
            for b in blocks
            if b.get("type") == "tool_result"
            for r in tool_results(b.get("tool_use_id"), b.get("content"), b.get("is_error"))
        ],
    )


def _session_hint(metadata: Any) -> str | None:
    """Claude Code's session id from `metadata.user_id`, a JSON string (or a legacy form)."""
    if not isinstance(metadata, dict):
        return None
    user_id = metadata.get("user_id")
    if not isinstance(user_id, str) or not user_id:
        return None
    try:
        parsed = json.loads(user_id)
    except ValueError:
        legacy = _LEGACY_SESSION.search(user_id)  # user_<hash>_account_<uuid>_session_<uuid>
        return legacy.group(1) if legacy else None
    session = parsed.get("session_id") if isinstance(parsed, dict) else None
    return session if isinstance(session, str) and session else None


# -- responses ------------------------------------------------------------------------


def _usage(raw: Any, usage: Usage) -> None:
    """Update `usage` with the counts present in an Anthropic usage object."""
    if not isinstance(raw, dict):
        return
    for ours, theirs in (
        ("input_tokens", "input_tokens"),
        ("output_tokens", "output_tokens"),
        ("cache_read_tokens", "cache_read_input_tokens"),
        ("cache_write_tokens", "cache_creation_input_tokens"),
    ):
        n = count(raw.get(theirs))
        if n is not None:
            setattr(usage, ours, n)


def _read_content(blocks: list[Any], info: ResponseInfo) -> None:
    """Text and tool calls of a content-block list; server results attach to their call."""
    texts: list[str] = []
    calls: dict[str, CapturedToolCall] = {}
    apart = False  # a tool call or result since the last text: a new paragraph
    for block in blocks:
        if not isinstance(block, dict):
            continue
        kind = block.get("type")
        if kind == "text":
            if apart and texts:
                texts.append("\n\n")
            texts.append(text_field(block, "text"))
            apart = False
            continue
        apart = True
        if kind in _CALL_TYPES:
            call = CapturedToolCall(
                tool_id=text_field(block, "id"),
                name=text_field(block, "name"),
                input_json=json_args(block.get("input")),
            )
            info.tool_calls.append(call)
            calls[call.tool_id] = call
        elif isinstance(kind, str) and kind.endswith("_tool_result"):
            asked = calls.get(text_field(block, "tool_use_id"))
            if asked is not None and asked.result is None:
                content = block.get("content")
                asked.result = flatten(content)
                asked.is_error = block.get("is_error") is True or _is_error_content(content)
    info.text = "".join(texts)


def _is_error_content(content: Any) -> bool:
    if not isinstance(content, dict):
        return False
    kind = content.get("type")
    if isinstance(kind, str) and kind.endswith("_error"):
        return True
    code = content.get("return_code")
    return isinstance(code, int) and code != 0


def _read_message(message: dict[str, Any], info: ResponseInfo) -> None:
    info.response_id = text_field(message, "id") or info.response_id
    info.model = text_field(message, "model") or info.model
    info.stop_reason = text_field(message, "stop_reason") or info.stop_reason
    _usage(message.get("usage"), info.usage)


def _read_body(obj: dict[str, Any], info: ResponseInfo, outcome: Outcome) -> None:
    if obj.get("type") == "error" or isinstance(obj.get("error"), dict):
        outcome.fail(error_detail(obj.get("error")))
        return
    content = obj.get("content")
    if not isinstance(content, list):
        outcome.note("response body is not an Anthropic message")
        return
    _read_message(obj, info)
    _read_content(content, info)


class _Block:
    __slots__ = ("start", "pieces", "stopped")

    def __init__(self, start: dict[str, Any]) -> None:
        self.start = start
        self.pieces: list[str] = []
        self.stopped = False


class AnthropicStream(JsonEventParser):
    """Rebuilds the content blocks of one streamed message, interleaved by index."""

    terminal = "message_stop"

    def __init__(self) -> None:
        super().__init__()
        self._blocks: dict[int, _Block] = {}

    def handle(self, event: str | None, obj: dict[str, Any]) -> None:
        kind = obj.get("type") or event
        if kind == "content_block_delta":
            self._delta(obj.get("index"), obj.get("delta"))
        elif kind == "content_block_start":
            start = obj.get("content_block")
            if isinstance(start, dict) and isinstance(obj.get("index"), int):
                self._blocks[obj["index"]] = _Block(dict(start))
        elif kind == "content_block_stop":
            index: Any = obj.get("index")  # whatever the stream sent, as _delta takes it
            block = self._blocks.get(index)
            if block is not None:
                block.stopped = True
        elif kind == "message_start":
            message = obj.get("message")
            if isinstance(message, dict):
                _read_message(message, self.info)
        elif kind == "message_delta":
            delta = obj.get("delta")
            if isinstance(delta, dict) and isinstance(delta.get("stop_reason"), str):
                self.info.stop_reason = delta["stop_reason"]
            _usage(obj.get("usage"), self.info.usage)
        elif kind == "message_stop":
            self.outcome.ended = True
        elif kind == "error":
            self.outcome.fail(error_detail(obj.get("error")))
        # ping and unknown events carry nothing to keep

    def _delta(self, index: Any, delta: Any) -> None:
        if not isinstance(delta, dict):
            return
        kind = delta.get("type")
        if kind == "text_delta":
            piece = delta.get("text")
            start = {"type": "text", "text": ""}
        elif kind == "input_json_delta":
            piece = delta.get("partial_json")
            start = {"type": "tool_use"}
        else:  # thinking, signatures, citations and unknown deltas are not kept
            return
        if not isinstance(piece, str) or not isinstance(index, int):
            return
        block = self._blocks.get(index)
        if block is None:  # a delta without its start: keep the words anyway
            block = self._blocks[index] = _Block(start)
        block.pieces.append(piece)

    def assemble(self, info: ResponseInfo) -> None:
        blocks = []
        for index in sorted(self._blocks):
            block = self._blocks[index]
            start = block.start
            kind = start.get("type")
            if kind == "text":
                start["text"] = text_field(start, "text") + "".join(block.pieces)
            elif kind in _CALL_TYPES:
                if not (block.stopped or self.outcome.ended):
                    continue  # a call cut mid-arguments was never made
                if block.pieces:
                    start["input"] = "".join(block.pieces)
            blocks.append(start)
        _read_content(blocks, info)
