"""OpenAI Chat Completions (`/v1/chat/completions`): requests, JSON responses and SSE streams.

Only the first choice is captured (agents ask for one). Streamed tool calls are rebuilt by
their `index`: the id and name come first, the arguments in pieces. The stream ends with
`[DONE]`; usage arrives in a last chunk with no choices; an `{"error": ...}` object in the
stream ends it as an error. Unknown fields and chunk kinds are ignored.
"""

from __future__ import annotations

from typing import Any

from teambrain.addons.providers.base import (
    GatewaySide,
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
    tool_results,
)
from teambrain.addons.providers.placing import (
    SystemPlace,
    is_user,
    last_words,
    leading_holds,
    leading_system,
)
from teambrain.core.capture.captured import CapturedToolCall
from teambrain.core.config import ProviderName
from teambrain.core.episodes.model import Usage

_SYSTEM_ROLES = ("system", "developer")


class OpenAIChatSystem(SystemPlace):
    """A message after the leading system/developer messages, with the role the client uses
    there (developer if its last leading message is one)."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        return leading_holds(req.get("messages"))

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        return last_words(req.get("messages"), is_user)

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        messages = req.get("messages")
        if not isinstance(messages, list):
            return False
        n = leading_system(messages)
        role = messages[n - 1]["role"] if n else "system"
        req["messages"] = [*messages[:n], {"role": role, "content": block}, *messages[n:]]
        return True


def _refusal(status: int, message: str) -> dict[str, Any]:
    return {
        "error": {
            "message": message,
            "type": "invalid_request_error",
            "param": None,
            "code": "teambrain_gateway_refused",
        }
    }


GATEWAY = GatewaySide(
    listener="openai",
    recognizes=lambda headers: False,  # no header says OpenAI: it is the gateway's fallback
    refusal=_refusal,
)
"""The OpenAI listener's, for Chat Completions and Responses alike."""


class OpenAIChatProvider:
    name: ProviderName = "openai-chat"
    paths = ("/v1/chat/completions", "/chat/completions")
    place = OpenAIChatSystem
    gateway = GATEWAY
    chains = False
    websocket = False

    def parse_request(self, body: bytes) -> RequestInfo:
        req = request_json(body, "OpenAI Chat Completions")
        messages = req.get("messages")
        if not isinstance(messages, list):
            raise ParseError("OpenAI Chat Completions request has no 'messages' list")
        messages = [m for m in messages if isinstance(m, dict)]
        conversation = [_said(m) for m in messages]
        system = "\n\n".join(
            flatten(m.get("content")) for m in messages if m.get("role") in _SYSTEM_ROLES
        )
        return request_info(req, conversation, system, req.get("prompt_cache_key"))

    def parse_response(self, body: bytes) -> ResponseInfo:
        return parse_json_body(body, _read_body)

    def stream_parser(self) -> OpenAIChatStream:
        return OpenAIChatStream()


def _said(message: dict[str, Any]) -> Said:
    role = message.get("role")
    content = message.get("content")
    if role == "tool":
        return Said(USER, results=lambda: tool_results(message.get("tool_call_id"), content))
    if role == "assistant":
        return Said(ASSISTANT)
    if role != "user":
        return Said(OTHER)
    return Said(USER, lambda: human_texts(content))


def usage_of(raw: Any, usage: Usage) -> None:
    """Update `usage` from an OpenAI usage object (Chat or Responses names). OpenAI counts
    the cached tokens inside the prompt's; ours are apart (core/records/episodes.py Usage),
    so the input stored is the prompt less what was read from the cache."""
    if not isinstance(raw, dict):
        return
    prompt = cached = None
    for name in ("prompt_tokens", "input_tokens"):
        prompt = count(raw.get(name)) if prompt is None else prompt
    for name in ("completion_tokens", "output_tokens"):
        if (n := count(raw.get(name))) is not None:
            usage.output_tokens = n
    for details in ("prompt_tokens_details", "input_tokens_details"):
        d = raw.get(details)
        if cached is None and isinstance(d, dict):
            cached = count(d.get("cached_tokens"))
    if cached is not None:
        usage.cache_read_tokens = cached
    if prompt is not None:
        usage.input_tokens = max(0, prompt - (cached or 0))


def _call(raw: dict[str, Any]) -> CapturedToolCall:
    """A tool call object: `function` (name, arguments) or `custom` (name, input)."""
    fn = raw.get("function")
    if not isinstance(fn, dict):
        custom = raw.get("custom")
        fn = custom if isinstance(custom, dict) else {}
    args = fn.get("arguments") if "arguments" in fn else fn.get("input")
    return CapturedToolCall(
        tool_id=text_field(raw, "id"), name=text_field(fn, "name"), input_json=json_args(args)
    )


def _first_choice(obj: dict[str, Any]) -> dict[str, Any] | None:
    choices = obj.get("choices")
    if not isinstance(choices, list):
        return None
    for choice in choices:
        if isinstance(choice, dict) and choice.get("index", 0) == 0:
            return choice
    return None


def _read_body(obj: dict[str, Any], info: ResponseInfo, outcome: Outcome) -> None:
    if "error" in obj and obj["error"]:
        outcome.fail(error_detail(obj["error"]))
        return
    choice = _first_choice(obj)
    if choice is None:
        outcome.note("response body is not a chat completion")
        return
    info.response_id = text_field(obj, "id")
    info.model = text_field(obj, "model")
    info.stop_reason = text_field(choice, "finish_reason")
    usage_of(obj.get("usage"), info.usage)
    message = choice.get("message")
    if not isinstance(message, dict):
        return
    info.text = flatten(message.get("content")) + flatten(message.get("refusal"))
    calls = message.get("tool_calls")
    info.tool_calls = (
        [_call(c) for c in calls if isinstance(c, dict)] if isinstance(calls, list) else []
    )


class OpenAIChatStream(JsonEventParser):
    """Accumulates the first choice's deltas, tool calls by index, and the usage chunk."""

    terminal = "[DONE]"

    def __init__(self) -> None:
        super().__init__()
        self._text: list[str] = []
        self._calls: dict[int, dict[str, Any]] = {}

    def feed(self, event: str | None, data: str) -> None:
        if data.strip() == "[DONE]":
            self.outcome.ended = True
            return
        super().feed(event, data)

    def handle(self, event: str | None, obj: dict[str, Any]) -> None:
        if obj.get("error"):
            self.outcome.fail(error_detail(obj["error"]))
            return
        if isinstance(obj.get("id"), str) and obj["id"]:
            self.info.response_id = obj["id"]
        if isinstance(obj.get("model"), str) and obj["model"]:
            self.info.model = obj["model"]
        usage_of(obj.get("usage"), self.info.usage)
        choice = _first_choice(obj)
        if choice is None:
            return
        if isinstance(choice.get("finish_reason"), str):
            self.info.stop_reason = choice["finish_reason"]
        delta = choice.get("delta")
        if not isinstance(delta, dict):
            return
        for key in ("content", "refusal"):
            if isinstance(delta.get(key), str):
                self._text.append(delta[key])
        for piece in delta.get("tool_calls") or ():
            if isinstance(piece, dict):
                self._call_delta(piece)

    def _call_delta(self, piece: dict[str, Any]) -> None:
        index = piece.get("index", 0)
        if not isinstance(index, int):
            return
        call = self._calls.setdefault(index, {"id": "", "name": "", "args": []})
        if isinstance(piece.get("id"), str) and not call["id"]:
            call["id"] = piece["id"]
        for key in ("function", "custom"):
            fn = piece.get(key)
            if not isinstance(fn, dict):
                continue
            if isinstance(fn.get("name"), str) and not call["name"]:
                call["name"] = fn["name"]
            for arg_key in ("arguments", "input"):
                if isinstance(fn.get(arg_key), str):
                    call["args"].append(fn[arg_key])

    def assemble(self, info: ResponseInfo) -> None:
        info.text = "".join(self._text)
        whole = self.outcome.ended or bool(info.stop_reason)
        if not whole:  # arguments may be cut mid-way: such calls were never made
            return
        for index in sorted(self._calls):
            call = self._calls[index]
            info.tool_calls.append(
                CapturedToolCall(
                    tool_id=call["id"],
                    name=call["name"],
                    input_json=json_args("".join(call["args"])),
                )
            )
