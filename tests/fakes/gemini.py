"""A provider teambrain does not ship: Gemini's `generateContent`, in one module.

It is written as a module of addons/providers would be, to show that one module and one
registry line (tests/fakes/gemini_registry.py) are all a provider costs: capture parses it,
injection places its block, the gateway recognizes and refuses it in its own shape. Small
on purpose: text parts only, JSON bodies and SSE streams (`:streamGenerateContent?alt=sse`,
each event a whole GenerateContentResponse).
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
    USER,
    Said,
    human_texts,
    request_info,
    system_text,
)
from teambrain.addons.providers.placing import SystemPlace, holds_marker, last_words

NAME = "gemini"
_STATUSES = {400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED"}


def _is_user(content: dict[str, Any]) -> bool:
    return content.get("role", "user") == "user"


class GeminiSystem(SystemPlace):
    """The block is the last part of `systemInstruction` (made when the request has none)."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        system = req.get("systemInstruction")
        return isinstance(system, dict) and holds_marker(system.get("parts"))

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        return last_words(req.get("contents"), _is_user, key="parts")

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        system = req.get("systemInstruction")
        if system is None:
            req["systemInstruction"] = {"parts": [{"text": block}]}
            return True
        if not isinstance(system, dict) or not isinstance(system.get("parts"), list):
            return False
        req["systemInstruction"] = {**system, "parts": [*system["parts"], {"text": block}]}
        return True


def _refusal(status: int, message: str) -> dict[str, Any]:
    return {
        "error": {"code": status, "message": message, "status": _STATUSES.get(status, "INTERNAL")}
    }


GATEWAY = GatewaySide(
    listener=NAME,
    recognizes=lambda headers: "x-goog-api-key" in headers,  # Google's SDKs send the key so
    refusal=_refusal,
)


class GeminiProvider:
    name = NAME
    paths = ("/v1beta/models/*:generateContent", "/v1beta/models/*:streamGenerateContent")
    place = GeminiSystem
    gateway = GATEWAY
    chains = False
    websocket = False

    def parse_request(self, body: bytes) -> RequestInfo:
        req = request_json(body, "Gemini generateContent")
        contents = req.get("contents")
        if not isinstance(contents, list):
            raise ParseError("Gemini generateContent request has no 'contents' list")
        conversation = [_said(c) for c in contents if isinstance(c, dict)]
        system = req.get("systemInstruction")
        parts = system.get("parts") if isinstance(system, dict) else None
        return request_info(req, conversation, system_text(parts))

    def parse_response(self, body: bytes) -> ResponseInfo:
        return parse_json_body(body, _read_body)

    def stream_parser(self) -> GeminiStream:
        return GeminiStream()


def _said(content: dict[str, Any]) -> Said:
    if not _is_user(content):
        return Said(ASSISTANT)
    return Said(USER, lambda: human_texts(content.get("parts")))


def _read_chunk(obj: dict[str, Any], info: ResponseInfo, texts: list[str]) -> bool:
    """One GenerateContentResponse (a body, or one event of a stream); whether it ended."""
    info.model = text_field(obj, "modelVersion") or info.model
    info.response_id = text_field(obj, "responseId") or info.response_id
    usage = obj.get("usageMetadata")
    if isinstance(usage, dict):
        info.usage.input_tokens = count(usage.get("promptTokenCount")) or info.usage.input_tokens
        output = count(usage.get("candidatesTokenCount"))
        info.usage.output_tokens = output or info.usage.output_tokens
    candidates = obj.get("candidates")
    first = candidates[0] if isinstance(candidates, list) and candidates else {}
    content = first.get("content") if isinstance(first, dict) else None
    parts = content.get("parts") if isinstance(content, dict) else None
    for part in parts if isinstance(parts, list) else []:
        if isinstance(part, dict) and not part.get("thought"):
            texts.append(text_field(part, "text"))
    reason = text_field(first, "finishReason") if isinstance(first, dict) else ""
    info.stop_reason = reason or info.stop_reason
    return bool(reason)


def _read_body(obj: dict[str, Any], info: ResponseInfo, outcome: Outcome) -> None:
    if "error" in obj:
        outcome.fail(error_detail(obj["error"]))
        return
    texts: list[str] = []
    _read_chunk(obj, info, texts)
    info.text = "".join(texts)


class GeminiStream(JsonEventParser):
    terminal = "a finishReason"

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def handle(self, event: str | None, obj: dict[str, Any]) -> None:
        if "error" in obj:
            self.outcome.fail(error_detail(obj["error"]))
            self.outcome.ended = True
            return
        if _read_chunk(obj, self.info, self.texts):
            self.outcome.ended = True

    def assemble(self, info: ResponseInfo) -> None:
        info.text = "".join(self.texts)
