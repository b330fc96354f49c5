"""A fake `teambrain serve` that misbehaves on purpose, on an address of the test's choosing.

It stands in for a malicious or compromised team server: each test sets `behave(handler,
operation, body)`, which answers one API request however it likes (an endless answer, a
byte every so often, control sequences in every string, no answer at all). Every request
is recorded (operation, headers, body) so a test can see what the client sent, and how many
bytes of an answer went out before the client hung up is counted.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http.server import ThreadingHTTPServer
from typing import Any

from tests.fakes.http import FakeHandler

Behaviour = Callable[[FakeHandler, str, bytes], None]


def answer_json(handler: FakeHandler, value: Any, status: int = 200) -> None:
    body = json.dumps(value).encode()
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


def answer_error(handler: FakeHandler, code: str, message: str, status: int = 404) -> None:
    answer_json(handler, {"error": {"code": code, "message": message}}, status)


def wait_for_hangup(handler: FakeHandler, most: float = 120.0) -> None:
    """Block until the client closes the connection (a read returns nothing)."""
    handler.connection.settimeout(most)
    try:
        while handler.rfile.read(1):
            pass
    except OSError:
        pass


class HostileServer:
    def __init__(self, host: str = "127.0.0.1") -> None:
        self.requests: list[dict[str, Any]] = []
        self.sent = 0
        self.behave: Behaviour = lambda h, op, body: answer_error(h, "not_found", "nothing")
        fake = self

        class Handler(FakeHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                operation = self.path.rsplit("/", 1)[-1]
                fake.requests.append(
                    {"operation": operation, "headers": dict(self.headers), "body": body}
                )
                try:
                    fake.behave(self, operation, body)
                except OSError:  # the client hung up: that is what several tests want
                    self.close_connection = True

        self.httpd = ThreadingHTTPServer((host, 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def url(self, host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}"

    def __enter__(self) -> HostileServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    # -- misbehaviours ----------------------------------------------------------------------

    def endless(self, *, declared: int | None, chunk: int = 1 << 20) -> Behaviour:
        """A 200 that never ends (or declares `declared` bytes and tries to send them)."""

        def behave(handler: FakeHandler, operation: str, body: bytes) -> None:
            handler.send_response(200)
            handler.send_header("Content-Type", "application/json")
            if declared is None:
                handler.send_header("Transfer-Encoding", "chunked")
            else:
                handler.send_header("Content-Length", str(declared))
            handler.end_headers()
            block = b'["' + b"x" * (chunk - 4) + b'",'
            total = 0
            while declared is None or total < declared:
                if declared is None:
                    handler.wfile.write(f"{len(block):x}\r\n".encode() + block + b"\r\n")
                else:
                    handler.wfile.write(block[: declared - total])
                total += len(block)
                self.sent = total

        return behave

    def drip(self, *, every: float, in_headers: bool) -> Behaviour:
        """An answer sent one byte every `every` seconds, in its headers or its body."""

        def behave(handler: FakeHandler, operation: str, body: bytes) -> None:
            payload = b'{"owner": "' + b"a" * 10_000 + b'"}'
            head = (
                b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                + f"Content-Length: {len(payload)}\r\n".encode()
                + b"X-Padding: "
                + b"p" * 10_000
                + b"\r\n\r\n"
            )
            if not in_headers:
                handler.wfile.write(head)
                head = b""
            for byte in head + payload:
                handler.wfile.write(bytes([byte]))
                handler.wfile.flush()
                self.sent += 1
                time.sleep(every)

        return behave
