"""OpenAI Responses (`/v1/responses`): requests, JSON responses and SSE streams.

A response is a list of output items: assistant messages, client-run calls (`function_call`,
`custom_tool_call`, `shell_call`... with a `call_id`, answered by a `*_output` item in a
later request) and server-run calls (`web_search_call`, `mcp_call`...; their outcome is in
the item itself). A stream is rebuilt item by item from `output_item.added/done` and the
deltas, because `response.completed` may carry an empty `output`. Unknown events and item
types are ignored.
"""

from __future__ import annotations

from typing import Any

from teambrain.addons.providers.base import (
    JsonEventParser,
    Outcome,
    RequestInfo,
    ResponseInfo,
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
from teambrain.addons.providers.openai_chat import usage_of
from teambrain.core.capture import CapturedToolCall

_SYSTEM_ROLES = ("system", "developer")
_ARG_KEYS = ("arguments", "input", "action", "operation", "queries", "code")
_RESULT_KEYS = ("output", "outputs", "results", "error")  # not `result`: image data


class OpenAIResponsesProvider:
    name = "openai-responses"

    def parse_request(self, body: bytes) -> RequestInfo:
        req = request_json(body, "OpenAI Responses")
        raw = req.get("input")
        if isinstance(raw, str):
            items: list[dict[str, Any]] = [{"type": "message", "role": "user", "content": raw}]
        else:
            items = [i for i in raw if isinstance(i, dict)] if isinstance(raw, list) else []
        conversation = [_said(i) for i in items]
        system = "\n\n".join(
            [text_field(req, "instructions")]
            + [flatten(i.get("content")) for i in items if _is_message(i, _SYSTEM_ROLES)]
        )
        previous = req.get("previous_response_id")
        previous = previous if isinstance(previous, str) and previous else None
        cache_key = req.get("prompt_cache_key")
        hint = cache_key if isinstance(cache_key, str) and cache_key else previous
        info = request_info(req, conversation, system.strip(), hint)
        info.previous_response_id = previous
        return info

    def parse_response(self, body: bytes) -> ResponseInfo:
        return parse_json_body(body, _read_body)

    def stream_parser(self) -> OpenAIResponsesStream:
        return OpenAIResponsesStream()


def _is_message(item: dict[str, Any], roles: tuple[str, ...]) -> bool:
    return item.get("type", "message") == "message" and item.get("role") in roles


def _said(item: dict[str, Any]) -> Said:
    kind = item.get("type", "message")
    if not isinstance(kind, str):
        return Said(OTHER)
    if kind.endswith("_call_output"):
        call_id = item.get("call_id") or item.get("id")  # local_shell_call_output names it `id`
        failed = item.get("status") == "failed"
        return Said(USER, results=lambda: tool_results(call_id, item.get("output"), failed))
    if kind == "reasoning" or kind.endswith("_call") or _is_message(item, ("assistant",)):
        return Said(ASSISTANT)
    if not _is_message(item, ("user",)):
        return Said(OTHER)
    return Said(USER, lambda: human_texts(item.get("content")))


# -- responses ------------------------------------------------------------------------


def _read_items(items: list[Any], info: ResponseInfo) -> None:
    messages: list[str] = []
    for item in items:
        if not isinstance(item, dict):
            continue
        kind = item.get("type")
        if kind == "message":
            parts = [
                text_field(p, "text") or text_field(p, "refusal")
                for p in item.get("content") or ()
                if isinstance(p, dict)
            ]
            messages.append("".join(parts))
        elif isinstance(kind, str) and kind.endswith("_call"):
            info.tool_calls.append(_call(kind, item))
    info.text = "\n\n".join(m for m in messages if m)


def _call(kind: str, item: dict[str, Any]) -> CapturedToolCall:
    args = next((item[k] for k in _ARG_KEYS if item.get(k) is not None), None)
    name = text_field(item, "name") or kind.removesuffix("_call")
    call_id = text_field(item, "call_id")
    if call_id:  # run by the client: its output comes in a later request
        return CapturedToolCall(tool_id=call_id, name=name, input_json=json_args(args))
    status = text_field(item, "status")
    result = next((item[k] for k in _RESULT_KEYS if item.get(k)), None)
    return CapturedToolCall(
        tool_id=text_field(item, "id"),
        name=name,
        input_json=json_args(args),
        result=flatten(result) if result is not None else status,
        is_error=status == "failed" or bool(item.get("error")),
    )


def _read_response(response: dict[str, Any], info: ResponseInfo, outcome: Outcome) -> bool:
    """Id, model, usage and how it ended; True when `output` holds the items."""
    info.response_id = text_field(response, "id") or info.response_id
    info.model = text_field(response, "model") or info.model
    usage_of(response.get("usage"), info.usage)
    status = text_field(response, "status")
    details = response.get("incomplete_details")
    reason = text_field(details, "reason") if isinstance(details, dict) else ""
    if status and status not in ("in_progress", "queued"):
        info.stop_reason = reason or status
    if status == "failed":
        outcome.fail(error_detail(response.get("error") or "response failed"))
    elif status == "incomplete":
        outcome.note(f"response incomplete: {reason or 'unknown reason'}")
    elif status in ("in_progress", "queued"):
        outcome.note(f"response {status}")
    output = response.get("output")
    return isinstance(output, list) and bool(output)


def _read_body(obj: dict[str, Any], info: ResponseInfo, outcome: Outcome) -> None:
    if obj.get("error") and "output" not in obj:
        outcome.fail(error_detail(obj["error"]))
        return
    if not isinstance(obj.get("output"), list):
        outcome.note("response body is not an OpenAI response")
        return
    _read_response(obj, info, outcome)
    _read_items(obj["output"], info)


class _Item:
    __slots__ = ("item", "parts", "args", "done")

    def __init__(self, item: dict[str, Any]) -> None:
        self.item = item
        self.parts: dict[int, list[str]] = {}
        self.args: list[str] = []
        self.done = False


class OpenAIResponsesStream(JsonEventParser):
    """Rebuilds the output items of one streamed response, by output index."""

    terminal = "response.completed"

    def __init__(self) -> None:
        super().__init__()
        self._items: dict[int, _Item] = {}
        self._final: list[Any] = []

    def handle(self, event: str | None, obj: dict[str, Any]) -> None:
        kind = obj.get("type") or event
        if not isinstance(kind, str):
            return
        if kind in ("response.output_text.delta", "response.refusal.delta"):
            self._part(obj).append(obj["delta"])
        elif kind in ("response.output_text.done", "response.refusal.done"):
            key = "text" if "text" in obj else "refusal"
            self._part(obj)[:] = [obj[key]]
        elif kind in (
            "response.function_call_arguments.delta",
            "response.custom_tool_call_input.delta",
        ):
            self._item(obj).args.append(obj["delta"])
        elif kind in (
            "response.function_call_arguments.done",
            "response.custom_tool_call_input.done",
        ):
            self._item(obj).args[:] = [obj.get("arguments", obj.get("input"))]
        elif kind in ("response.output_item.added", "response.output_item.done"):
            item = obj["item"]
            entry = self._items.setdefault(obj["output_index"], _Item(item))
            if kind.endswith("done"):
                entry.item, entry.done = item, True
        elif kind in ("response.created", "response.in_progress"):
            _read_response(obj["response"], self.info, Outcome(""))
        elif kind in ("response.completed", "response.failed", "response.incomplete"):
            self.outcome.ended = True
            if _read_response(obj["response"], self.info, self.outcome):
                self._final = obj["response"]["output"]
        elif kind == "error":
            self.outcome.fail(error_detail(obj))
        # reasoning, search progress and unknown events carry nothing to keep

    def _item(self, obj: dict[str, Any]) -> _Item:
        index = obj.get("output_index")
        if not isinstance(index, int):
            index = next(i for i, e in self._items.items() if e.item.get("id") == obj["item_id"])
        return self._items.setdefault(index, _Item({"type": "message", "content": []}))

    def _part(self, obj: dict[str, Any]) -> list[str]:
        index = obj.get("content_index", 0)
        return self._item(obj).parts.setdefault(index if isinstance(index, int) else 0, [])

    def assemble(self, info: ResponseInfo) -> None:
        if self._final:
            _read_items(self._final, info)
            return
        items = []
        for index in sorted(self._items):
            entry = self._items[index]
            if entry.done:
                items.append(entry.item)
                continue
            item = dict(entry.item)
            kind = item.get("type")
            if kind == "message":
                parts = [{"text": "".join(entry.parts[i])} for i in sorted(entry.parts)]
                item["content"] = parts
            elif not self.outcome.ended:
                continue  # a call cut mid-arguments was never made
            elif entry.args:
                item["arguments" if "arguments" in item else "input"] = "".join(entry.args)
            items.append(item)
        _read_items(items, info)
