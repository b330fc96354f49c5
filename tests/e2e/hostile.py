"""A hostile upstream on 127.0.0.1: it answers each request with exactly what a test scripted.

tests/fakes/upstream.py behaves like a provider; this one behaves like an attacker, or a
careless OpenAI-compatible server: decompression bombs, streams of any size cut into any
chunks, ids reused across sessions, and emails and keys planted in the model name, the
response id, the tool name and the tool id. A test scripts a response under a name and
sends the request with `x-hostile: NAME`; the body is streamed (chunked) piece by piece as
the script yields it, and what was received and sent is recorded by digest, never held.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from tests.fakes.http import FakeHandler

Body = Callable[[dict[str, Any]], Iterable[bytes]]
"""What to send, given the request body (parsed JSON, or {} when it is not)."""


@dataclass
class Script:
    body: Body
    headers: dict[str, str] = field(default_factory=dict)
    status: int = 200


@dataclass
class Seen:
    """One request as the upstream saw it, and the response it sent."""

    path: str
    headers: dict[str, str]
    received: int
    received_sha256: str
    sent: int = 0
    sent_sha256: str = ""


class Hostile:
    """The server; a context manager. `url` is its base URL."""

    def __init__(self) -> None:
        self.scripts: dict[str, Script] = {}
        self.seen: list[Seen] = []
        self._lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> Hostile:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

    def on(self, name: str, body: Body, status: int = 200, **headers: str) -> None:
        """Answer requests sent with `x-hostile: name` with `body` (header names use _)."""
        self.scripts[name] = Script(
            body, {k.replace("_", "-"): v for k, v in headers.items()}, status
        )

    def requests(self, name: str) -> list[Seen]:
        with self._lock:
            return [s for s in self.seen if s.headers.get("x-hostile") == name]

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        hostile = self

        class Handler(FakeHandler):
            def do_GET(self) -> None:  # noqa: N802
                self._answer()

            def do_POST(self) -> None:  # noqa: N802
                self._answer()

            def _answer(self) -> None:
                headers = {k.lower(): v for k, v in self.headers.items()}
                digest, size, head = hashlib.sha256(), 0, b""
                left = int(headers.get("content-length") or 0)
                while left:
                    piece = self.rfile.read(min(left, 1 << 20))
                    if not piece:
                        break
                    digest.update(piece)
                    head = head or piece[: 1 << 16]
                    size, left = size + len(piece), left - len(piece)
                seen = Seen(self.path, headers, size, digest.hexdigest())
                with hostile._lock:
                    hostile.seen.append(seen)
                script = hostile.scripts.get(headers.get("x-hostile", ""))
                if script is None:
                    self.send_response(404)
                    self.send_header("content-length", "0")
                    self.end_headers()
                    return
                try:
                    request = json.loads(head) if head and size == len(head) else {}
                except ValueError:
                    request = {}
                self.send_response(script.status)
                for k, v in script.headers.items():
                    self.send_header(k, v)
                self.send_header("transfer-encoding", "chunked")
                self.end_headers()
                sent = hashlib.sha256()
                try:
                    for piece in script.body(request if isinstance(request, dict) else {}):
                        if piece:
                            sent.update(piece)
                            seen.sent += len(piece)
                            self.wfile.write(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
                    self.wfile.write(b"0\r\n\r\n")
                    self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    self.close_connection = True
                seen.sent_sha256 = sent.hexdigest()

        return Handler


# -- bodies ---------------------------------------------------------------------------------


def sse(*events: tuple[str, dict[str, Any]]) -> bytes:
    return b"".join(
        f"event: {name}\ndata: {json.dumps({'type': name, **data})}\n\n".encode()
        for name, data in events
    )


def anthropic_stream(text: str, *, model: str = "claude-test", message_id: str = "msg_1") -> bytes:
    """A whole Anthropic Messages stream answering `text`."""
    return sse(
        ("message_start", {"message": {"id": message_id, "model": model, "content": []}}),
        ("content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}}),
        ("content_block_delta", {"index": 0, "delta": {"type": "text_delta", "text": text}}),
        ("content_block_stop", {"index": 0}),
        ("message_delta", {"delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 3}}),
        ("message_stop", {}),
    )


def big_stream(total: int, piece: int = 64 * 1024) -> Iterator[bytes]:
    """An Anthropic stream of about `total` bytes of text deltas, in `piece`-sized chunks."""
    yield sse(("message_start", {"message": {"id": "msg_big", "model": "m", "content": []}}))
    yield sse(("content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}}))
    delta = sse(
        ("content_block_delta", {"index": 0, "delta": {"type": "text_delta", "text": "z" * piece}})
    )
    for _ in range(max(1, total // len(delta))):
        yield delta
    yield sse(("content_block_stop", {"index": 0}), ("message_stop", {}))


def chat_completion(
    *,
    calls: list[dict[str, Any]] = (),  # type: ignore[assignment]
    text: str | None = None,
    model: str = "local-model",
    completion_id: str = "chatcmpl-1",
) -> bytes:
    """An OpenAI Chat Completions JSON body with the given tool calls (id, name, arguments)."""
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if calls:
        message["tool_calls"] = [
            {
                "id": c["id"],
                "type": "function",
                "function": {"name": c.get("name", "bash"), "arguments": c.get("arguments", "{}")},
            }
            for c in calls
        ]
    return json.dumps(
        {
            "id": completion_id,
            "object": "chat.completion",
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": "tool_calls" if calls else "stop",
                }
            ],
        }
    ).encode()
