"""OpenAI Responses (`/v1/responses`): requests, JSON responses, SSE streams and WebSocket frames.

A response is a list of output items: assistant messages, client-run calls (`function_call`,
`custom_tool_call`, `shell_call`... with a `call_id`, answered by a `*_output` item in a
later request) and server-run calls (`web_search_call`, `mcp_call`...; their outcome is in
the item itself). A stream is rebuilt item by item from `output_item.added/done` and the
deltas, because `response.completed` may carry an empty `output`. Unknown events and item
types are ignored.

Over a WebSocket (`GET /v1/responses` upgraded, as Codex speaks it) the request is a
`response.create` frame (the request body plus `"type"`) and each event arrives as one text
message with the same JSON as an SSE event's data. `peek_frame` and `peek_event` read the
one or two fields the proxy needs per message, without building the rest; `websocket_request`
turns a frame back into the request it stands for.
"""

from __future__ import annotations

from typing import Any

import msgspec
from teambrain.addons.providers.base import (
    JsonEventParser,
    Outcome,
    RequestInfo,
    ResponseInfo,
    error_detail,
    load_json,
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
from teambrain.addons.providers.openai_chat import GATEWAY, usage_of
from teambrain.addons.providers.placing import (
    append_text,
    holds_marker,
    last_words,
    leading_holds,
    leading_system,
)
from teambrain.core.capture.captured import CapturedToolCall
from teambrain.core.config import ProviderName

_SYSTEM_ROLES = ("system", "developer")
_ARG_KEYS = ("arguments", "input", "action", "operation", "queries", "code")
_RESULT_KEYS = ("output", "outputs", "results", "error")  # not `result`: image data


def _is_user_item(item: dict[str, Any]) -> bool:
    return item.get("type", "message") == "message" and item.get("role") == "user"


class OpenAIResponsesSystem:
    """A message after the leading system/developer input items (Codex sends its base prompt
    as the first input item and no `instructions`), with the role of the last of them; with
    none, after the client's `instructions` (a string), or as `instructions`.

    A request continuing a response (`previous_response_id`) is the addon's to judge: the
    provider holds the earlier input items, so where the chain's block went decides."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        return holds_marker(req.get("instructions")) or leading_holds(req.get("input"))

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        given = req.get("input")
        return given if isinstance(given, str) else last_words(given, _is_user_item)

    @staticmethod
    def leads(req: dict[str, Any]) -> bool:
        """Whether the request opens with system/developer items (the block goes after them)."""
        items = req.get("input")
        return isinstance(items, list) and leading_system(items) > 0

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        items = req.get("input")
        n = leading_system(items) if isinstance(items, list) else 0
        if n:
            assert isinstance(items, list)
            role = items[n - 1]["role"]
            message = {
                "type": "message",
                "role": role,
                "content": [{"type": "input_text", "text": block}],
            }
            req["input"] = [*items[:n], message, *items[n:]]
            return True
        text = append_text(req.get("instructions"), block)
        if text is None:
            return False
        req["instructions"] = text
        return True


class OpenAIResponsesProvider:
    name: ProviderName = "openai-responses"
    paths = ("/v1/responses", "/responses")
    place = OpenAIResponsesSystem
    gateway = GATEWAY
    chains = True
    websocket = True

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
    namespace = text_field(item, "namespace")  # Codex groups its tools (`clock.sleep`)
    name = f"{namespace}.{name}" if namespace else name
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
            whole: Any = obj.get("arguments", obj.get("input"))  # as sent, like the deltas
            self._item(obj).args[:] = [whole]
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


# -- over a WebSocket ---------------------------------------------------------------------

REQUEST_FRAMES = frozenset({"response.create", "response.append"})
"""Client frames that ask for a response (`response.append`: earlier Codex versions)."""
TERMINAL_EVENTS = frozenset(
    {"response.completed", "response.failed", "response.incomplete", "error"}
)
"""Events after which a response gets no more (an `error` ends it too)."""


class Frame(msgspec.Struct):
    """What the proxy reads of a client frame (any JSON value: a field of an odd type is
    the parser's to judge, not a reason to miss the frame)."""

    type: Any = None
    generate: Any = None
    """False: a warm-up (the provider prepares the prompt and generates nothing)."""
    previous_response_id: Any = None

    @property
    def asks(self) -> bool:
        """Whether the frame asks for a response."""
        return self.type in REQUEST_FRAMES

    @property
    def warmup(self) -> bool:
        return self.generate is False

    @property
    def continues(self) -> str:
        previous = self.previous_response_id
        return previous if isinstance(previous, str) else ""


class Event(msgspec.Struct):
    """What the proxy reads of a server message: its type; the response, left unparsed."""

    type: Any = None
    response: msgspec.Raw = msgspec.Raw(b"null")

    @property
    def ends(self) -> bool:
        return self.type in TERMINAL_EVENTS

    @property
    def response_id(self) -> str:
        """The id of the response the event carries (parsed only when asked for)."""
        try:
            found = _RESPONSE.decode(self.response)
        except msgspec.DecodeError:
            return ""
        return found.id if isinstance(found.id, str) else ""


class _ResponseId(msgspec.Struct):
    id: Any = ""


_FRAME = msgspec.json.Decoder(Frame)
_EVENT = msgspec.json.Decoder(Event)
_RESPONSE = msgspec.json.Decoder(_ResponseId)


def peek_frame(content: bytes) -> Frame | None:
    """A client frame's type and the fields that place it; None if it is not a JSON object.

    Only these fields are built; the rest of the frame (the whole input) is skipped over.
    """
    try:
        return _FRAME.decode(content)
    except msgspec.DecodeError:  # not JSON, or not an object
        return None


def peek_event(content: bytes) -> Event | None:
    """A server message's event type (its response kept raw); None if it is not an event."""
    try:
        return _EVENT.decode(content)
    except msgspec.DecodeError:
        return None


def websocket_request(frame: bytes, warmup: bytes = b"") -> bytes:
    """The request a `response.create` frame stands for, as a Responses request body.

    `warmup` is a warm-up frame (`generate: false`) this one continues: the provider holds
    its input, so the request is the warm-up's input followed by this frame's (Codex sends
    the first turn whole in the warm-up and only the new items after it). A frame that is
    not a JSON object comes back unchanged, to be refused as a request would be.
    """
    try:
        request = load_json(frame)
    except ValueError:
        return frame
    if not isinstance(request, dict):
        return frame
    try:
        opened = load_json(warmup) if warmup else None
    except ValueError:
        opened = None  # a warm-up we cannot read adds nothing
    request.pop("type", None)
    if isinstance(opened, dict):
        request["input"] = _items(opened.get("input")) + _items(request.get("input"))
        previous = opened.get("previous_response_id")
        if previous:
            request["previous_response_id"] = previous
        else:
            request.pop("previous_response_id", None)  # the chain starts at the warm-up
    return msgspec.json.encode(request)


def _items(value: Any) -> list[Any]:
    if isinstance(value, str):
        return [{"type": "message", "role": "user", "content": value}]
    return list(value) if isinstance(value, list) else []
