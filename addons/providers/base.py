"""What every provider is: plain data in (bytes, SSE events, a request's JSON), plain data out.

A provider turns a request body into a RequestInfo and a response (a JSON body or a stream
of SSE events) into a ResponseInfo, and declares the rest of what teambrain needs of its
wire format: the paths it is served on, where injection's block goes (Place) and how a
gateway tells its requests apart and refuses them (GatewaySide). Providers import no proxy
types, so they run anywhere, including the capture worker thread.

Invariants kept here: parsing a response never raises (a malformed event is skipped and
noted, the status says partial or error and keeps what was received); only a request body
that is not an LLM request at all raises ParseError.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

import msgspec
from teambrain.core.capture.captured import CapturedToolCall, CapturedToolResult
from teambrain.core.config import ProviderName
from teambrain.core.episodes.model import Usage
from teambrain.core.records.episodes import Status


@dataclass
class RequestInfo:
    model: str = ""
    stream: bool = False
    user_text: str = ""
    """Human-authored text of the last user turn only; harness blocks removed."""
    continuation: bool = False
    """The last user turn holds only tool results (no human text)."""
    tool_results: list[CapturedToolResult] = field(default_factory=list)
    """Tool results of the trailing turn after the last assistant turn (never resent ones)."""
    session_hint: str | None = None
    """A client-supplied conversation id found in the body."""
    session_seed: str = ""
    """System prompt and first user message: stable across the turns of one conversation."""
    previous_response_id: str | None = None
    """OpenAI Responses: the response this request continues (chains turns into a session)."""


@dataclass
class ResponseInfo:
    text: str = ""
    """The assistant's text; thinking is not included."""
    tool_calls: list[CapturedToolCall] = field(default_factory=list)
    stop_reason: str = ""
    usage: Usage = field(default_factory=Usage)
    model: str = ""
    status: Status = "complete"
    status_detail: str = ""
    response_id: str = ""


class ParseError(Exception):
    """The request body is not a parseable LLM request (bad JSON, wrong shape)."""


class StreamParser(Protocol):
    def feed(self, event: str | None, data: str) -> None:
        """One SSE event; never raises."""
        ...

    def finish(self, complete: bool) -> ResponseInfo:
        """The stream is over; complete=False means it was cut (a disconnect)."""
        ...


class Place(Protocol):
    """Where injection's block goes in a request of this wire format (plain JSON in and out),
    and the words that choose it. Implemented by a class of static methods."""

    @staticmethod
    def holds(req: dict[str, Any]) -> bool:
        """The request already holds a block (the marker) where blocks are put."""
        ...

    @staticmethod
    def words(req: dict[str, Any]) -> str:
        """The person's latest words, which choose the block."""
        ...

    @staticmethod
    def add(req: dict[str, Any], block: str) -> bool:
        """Put the block in `req`; False (and `req` unchanged) when its shape has no room."""
        ...

    @staticmethod
    def leads(req: dict[str, Any]) -> bool:
        """The block goes into the conversation's items (after leading system ones), which a
        provider that chains responses keeps: see Provider.chains."""
        ...


@dataclass(frozen=True, slots=True)
class GatewaySide:
    """How a gateway serves a wire format: the `[[gateway.listeners]]` provider it is served
    on, how a request to a listener not in the config is recognized as its own (headers
    only: it is asked before the body arrives), and its error body for a refusal."""

    listener: str
    recognizes: Callable[[Mapping[str, str]], bool]
    refusal: Callable[[int, str], dict[str, Any]]
    """(status, message) -> the JSON error body its SDKs raise with our message."""


class Provider(Protocol):
    """A wire format, declared by its module; plain class attributes satisfy the properties."""

    @property
    def name(self) -> ProviderName: ...

    @property
    def paths(self) -> tuple[str, ...]:
        """The request paths it is served on, matched as a suffix by whole segments (`*`
        stands for one segment's text); `[capture] paths` may replace them."""
        ...

    @property
    def place(self) -> type[Place]: ...

    @property
    def gateway(self) -> GatewaySide: ...

    @property
    def chains(self) -> bool:
        """A request may continue an earlier response by its id (`previous_response_id`),
        whose input the provider keeps: injection follows the chain (addons/inject.py)."""
        ...

    @property
    def websocket(self) -> bool:
        """Also spoken over a WebSocket on its path (addons/websocket.py)."""
        ...

    def parse_request(self, body: bytes) -> RequestInfo: ...

    def parse_response(self, body: bytes) -> ResponseInfo: ...

    def stream_parser(self) -> StreamParser: ...


# -- JSON -------------------------------------------------------------------------------


def load_json(text: str | bytes) -> Any:
    """Decode JSON; invalid UTF-8 is replaced rather than refused. Raises ValueError."""
    if isinstance(text, bytes | bytearray | memoryview):
        text = bytes(text).decode("utf-8", errors="replace")
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return msgspec.json.decode(text)
    except (msgspec.DecodeError, RecursionError) as e:  # RecursionError: absurd nesting
        raise ValueError(str(e)) from e


def request_json(body: bytes, what: str) -> dict[str, Any]:
    """A request body as a JSON object, or ParseError naming what was expected."""
    try:
        obj = load_json(body)
    except ValueError as e:
        raise ParseError(f"{what} request body is not JSON: {e}") from e
    if not isinstance(obj, dict):
        raise ParseError(f"{what} request body is not a JSON object")
    return obj


def text_field(obj: dict[str, Any], key: str) -> str:
    value = obj.get(key)
    return value if isinstance(value, str) else ""


def count(value: object) -> int | None:
    """A token count, if it is one."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def error_detail(err: object) -> str:
    """`type: message` of a provider's error object, whatever its exact shape."""
    if isinstance(err, str):
        return err
    if not isinstance(err, dict):
        return "error"
    code, kind = err.get("code"), err.get("type")
    kind = code if isinstance(code, str) and code else kind if kind != "error" else None
    kind = kind if isinstance(kind, str) and kind else "error"
    message = err.get("message") or ""
    return f"{kind}: {message}" if message else str(kind)


# -- status -----------------------------------------------------------------------------


class Outcome:
    """How a response ended: an error, skipped events, notes, whether its last event came."""

    def __init__(self, terminal: str) -> None:
        self.terminal = terminal
        """The event that ends a whole stream, named in the detail when it never came."""
        self.ended = False
        self.error = ""
        self.skipped = 0
        self.notes: list[str] = []

    def fail(self, detail: str) -> None:
        if not self.error:
            self.error = detail

    def note(self, detail: str) -> None:
        self.notes.append(detail)

    def settle(self, info: ResponseInfo, complete: bool | None) -> ResponseInfo:
        """Set status and detail; complete=None means a whole (non-streamed) body."""
        details = [self.error] if self.error else []
        if complete is not None and not self.ended and not self.error:
            how = "ended" if complete else "was cut"
            details.append(f"stream {how} before {self.terminal}")
        if self.skipped:
            plural = "s" if self.skipped > 1 else ""
            details.append(f"{self.skipped} malformed event{plural} skipped")
        details.extend(self.notes)
        info.status = "error" if self.error else "partial" if details else "complete"
        info.status_detail = "; ".join(details)
        return info


class JsonEventParser:
    """A StreamParser over events whose data is a JSON object; subclasses handle each one.

    Every failure while handling an event, or assembling the result, is contained here:
    the event counts as malformed and the stream goes on.
    """

    terminal = "the final event"

    def __init__(self) -> None:
        self.outcome = Outcome(self.terminal)
        self.info = ResponseInfo()

    def feed(self, event: str | None, data: str) -> None:
        try:
            obj = load_json(data)
        except ValueError:
            self.outcome.skipped += 1
            return
        if not isinstance(obj, dict):
            self.outcome.skipped += 1
            return
        try:
            self.handle(event, obj)
        except Exception:  # an unexpected shape: skip the event, never break the capture
            self.outcome.skipped += 1

    def finish(self, complete: bool) -> ResponseInfo:
        try:
            self.assemble(self.info)
        except Exception:
            self.outcome.note("response could not be fully assembled")
        return self.outcome.settle(self.info, complete)

    def handle(self, event: str | None, obj: dict[str, Any]) -> None:
        raise NotImplementedError

    def assemble(self, info: ResponseInfo) -> None:
        """Fill `info` from what the events accumulated."""
        raise NotImplementedError


BodyReader = Callable[[dict[str, Any], ResponseInfo, "Outcome"], None]


def parse_json_body(body: bytes, read: BodyReader) -> ResponseInfo:
    """A non-streamed response body through `read(obj, info, outcome)`; never raises."""
    info = ResponseInfo()
    outcome = Outcome("")
    if not body.strip():
        outcome.note("empty response body")
        return outcome.settle(info, None)
    try:
        obj = load_json(body)
    except ValueError:
        outcome.note("response body is not JSON")
        return outcome.settle(info, None)
    if not isinstance(obj, dict):
        outcome.note("response body is not a JSON object")
        return outcome.settle(info, None)
    try:
        read(obj, info, outcome)
    except Exception:
        outcome.note("response body has an unexpected shape")
    return outcome.settle(info, None)
