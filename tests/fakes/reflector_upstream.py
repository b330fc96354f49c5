"""A local fake reflector endpoint on 127.0.0.1 with scripted answers, speaking Anthropic's
Messages (/v1/messages) and OpenAI's Chat Completions (/v1/chat/completions) wire formats,
and the helpers reflection tests use to fill a store the way capture does.

The fake stands in for the provider (what is outside the machine). Each request takes the
next scripted step, answered in the wire format of the path it came to:
- `lessons([...])`: a forced `propose_lessons` tool call whose input is {"lessons": [...]};
- `tool_input({...})`: a tool call with any input (malformed shapes);
- `status(529)`: an error body with that status (overloaded, rate limited...);
- `raw(b"...")`: a 200 whose body is not JSON;
- `content("...")`: Chat Completions only: a message whose content is the given text and
  which calls no tool (a server answering a response format, or ignoring the tools);
- `delay(seconds, step)`: answer `step` after a pause (timeouts).
When the script runs out the fake answers with no lessons. Every request is recorded.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange, CapturedToolCall, CapturedToolResult
from teambrain.core.config import Config
from teambrain.core.episodes.writes import write_capture
from teambrain.core.store import Store

from tests.fakes.http import FakeHandler

TOOL_NAME = "propose_lessons"


def lessons(items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"kind": "tool", "input": {"lessons": items}}


def tool_input(value: Any) -> dict[str, Any]:
    return {"kind": "tool", "input": value}


def status(code: int, message: str = "scripted error") -> dict[str, Any]:
    return {"kind": "status", "code": code, "message": message}


def raw(body: bytes) -> dict[str, Any]:
    return {"kind": "raw", "body": body}


def content(text: str) -> dict[str, Any]:
    return {"kind": "content", "text": text}


def delay(seconds: float, step: dict[str, Any]) -> dict[str, Any]:
    return {**step, "delay": seconds}


class FakeReflectorUpstream:
    """The scripted server; use as a context manager, `base_url` for the SDK."""

    def __init__(self) -> None:
        self.script: deque[dict[str, Any]] = deque()
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        fake = self

        class Handler(FakeHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length)
                headers = {k.lower(): v for k, v in self.headers.items()}
                try:
                    parsed = json.loads(body)
                except ValueError:
                    parsed = None
                with fake._lock:
                    fake.requests.append({"path": self.path, "headers": headers, "body": parsed})
                    step = fake.script.popleft() if fake.script else lessons([])
                if step.get("delay"):
                    fake._stop.wait(step["delay"])
                fake._answer(self, step, parsed or {})

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> FakeReflectorUpstream:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._server.shutdown()
        self._server.server_close()

    def add(self, *steps: dict[str, Any]) -> None:
        with self._lock:
            self.script.extend(steps)

    def _answer(self, handler: BaseHTTPRequestHandler, step: dict[str, Any], request: dict) -> None:
        kind = step["kind"]
        code = 200
        headers = {"content-type": "application/json", "request-id": "req_fake"}
        if handler.path.endswith("/chat/completions"):
            code, data = _chat_answer(step, request)
            if kind == "status":
                headers["retry-after-ms"] = "1"
        elif kind == "tool":
            payload = {
                "id": f"msg_fake_{time.monotonic_ns()}",
                "type": "message",
                "role": "assistant",
                "model": request.get("model", "fake"),
                "content": [
                    {
                        "type": "tool_use",
                        "id": "toolu_fake_1",
                        "name": TOOL_NAME,
                        "input": step["input"],
                    }
                ],
                "stop_reason": "tool_use",
                "stop_sequence": None,
                "usage": {"input_tokens": 100, "output_tokens": 50, "cache_read_input_tokens": 80},
            }
            data = json.dumps(payload).encode()
        elif kind == "status":
            code = step["code"]
            error_type = {529: "overloaded_error", 429: "rate_limit_error"}.get(code, "api_error")
            data = json.dumps(
                {"type": "error", "error": {"type": error_type, "message": step["message"]}}
            ).encode()
            headers["retry-after-ms"] = "1"
        else:
            data = step["body"]
        try:
            handler.send_response(code)
            for k, v in headers.items():
                handler.send_header(k, v)
            handler.send_header("content-length", str(len(data)))
            handler.end_headers()
            handler.wfile.write(data)
        except OSError:
            pass  # the client gave up (a timeout test)


def _chat_answer(step: dict[str, Any], request: dict) -> tuple[int, bytes]:
    """A scripted step as a Chat Completions answer (status, body)."""
    kind = step["kind"]
    if kind == "status":
        error = {"message": step["message"], "type": "server_error", "code": step["code"]}
        return step["code"], json.dumps({"error": error}).encode()
    if kind == "raw":
        return 200, step["body"]
    message: dict[str, Any] = {"role": "assistant", "content": None}
    finish = "stop"
    if kind == "tool":
        call = {"name": TOOL_NAME, "arguments": json.dumps(step["input"])}
        message["tool_calls"] = [{"id": "call_fake_1", "type": "function", "function": call}]
        finish = "tool_calls"
    else:
        message["content"] = step["text"]
    payload = {
        "id": f"chatcmpl-fake-{time.monotonic_ns()}",
        "object": "chat.completion",
        "created": 1700000000,
        "model": request.get("model", "fake"),
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150},
    }
    return 200, json.dumps(payload).encode()


# -- filling a store the way capture does --------------------------------------------------


def capture(
    store: Store,
    sanitizer: Any,
    *,
    owner: str,
    session: str,
    at: datetime,
    user: str,
    response: str = "ok",
    tool_calls: list[CapturedToolCall] | None = None,
    tool_results: list[CapturedToolResult] | None = None,
    config: Config | None = None,
    injected: list[str] | None = None,
) -> str:
    """Store one exchange through build_record + write_capture; returns the episode id
    (`injected`: the knowledge entry ids injection gave its request)."""
    cap = CapturedExchange(
        owner=owner,
        session_id=session,
        provider="anthropic",
        model="claude-test",
        client="claude-cli/2.1.328",
        started_at=at,
        ended_at=at,
        user_text=user,
        response_text=response,
        tool_calls=tool_calls or [],
        tool_results=tool_results or [],
        injected=injected or [],
    )
    record = build_record(cap, sanitizer, config or Config())
    store.write(lambda txn: write_capture(txn, record))
    return record.episode.id


def text_sanitizer() -> Any:
    """The sanitizer tests store text through: the real one from core/sanitize/engine.py."""
    from teambrain.core.sanitize.engine import build_sanitizer

    return build_sanitizer(Config().sanitizer)
