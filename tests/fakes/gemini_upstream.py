"""A local fake of Gemini's `generateContent` on 127.0.0.1: JSON and SSE, every request recorded.

It answers what tests/fakes/gemini.py parses: `POST /v1beta/models/<model>:generateContent`
with one GenerateContentResponse, `...:streamGenerateContent?alt=sse` with the same reply in
three events (the last one carrying `finishReason` and the usage). The reply is
"Echo: <the last user text>".
"""

from __future__ import annotations

import json
import threading
from http.server import ThreadingHTTPServer
from typing import Any

from tests.fakes.http import FakeHandler
from tests.fakes.upstream import Recorded


def _last_user_text(body: dict[str, Any]) -> str:
    for content in reversed(body.get("contents") or []):
        if content.get("role", "user") == "user":
            return " ".join(p.get("text", "") for p in content.get("parts") or [])
    return ""


def _chunk(model: str, rid: str, text: str, last: bool) -> dict[str, Any]:
    candidate: dict[str, Any] = {"content": {"role": "model", "parts": [{"text": text}]}}
    chunk: dict[str, Any] = {"candidates": [candidate], "modelVersion": model, "responseId": rid}
    if last:
        candidate["finishReason"] = "STOP"
        chunk["usageMetadata"] = {"promptTokenCount": 11, "candidatesTokenCount": 7}
    return chunk


class FakeGemini:
    """The server; use as a context manager. `url` is its base URL."""

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self._lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> FakeGemini:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

    def _handler_class(self) -> type[FakeHandler]:
        upstream = self

        class Handler(FakeHandler):
            def do_POST(self) -> None:  # noqa: N802
                raw = self.rfile.read(int(self.headers.get("content-length") or 0))
                headers = {k.lower(): v for k, v in self.headers.items()}
                with upstream._lock:
                    upstream.requests.append(Recorded(self.path, headers, raw))
                    rid = f"gem-{len(upstream.requests):06d}"
                path = self.path.split("?", 1)[0]
                model, _, method = path.rsplit("/", 1)[-1].partition(":")
                text = "Echo: " + _last_user_text(json.loads(raw))
                if method == "generateContent":
                    return self._send(
                        "application/json", json.dumps(_chunk(model, rid, text, True))
                    )
                if method != "streamGenerateContent":
                    return self._send("application/json", '{"error": {"code": 404}}', 404)
                thirds = [text[: len(text) // 3], text[len(text) // 3 : 2 * len(text) // 3]]
                pieces = [*thirds, text[2 * len(text) // 3 :]]
                events = [
                    _chunk(model, rid, piece, i == len(pieces) - 1)
                    for i, piece in enumerate(pieces)
                ]
                self._send(
                    "text/event-stream", "".join(f"data: {json.dumps(e)}\r\n\r\n" for e in events)
                )

            def _send(self, content_type: str, payload: str, status: int = 200) -> None:
                data = payload.encode()
                self.send_response(status)
                self.send_header("content-type", content_type)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        return Handler
