"""What every fake HTTP server's handler shares: HTTP/1.1 keep-alive, no request log on the
test's output, and bytes sent as written (no Nagle delay between headers and the first event)."""

from __future__ import annotations

import socket
from http.server import BaseHTTPRequestHandler


class FakeHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: object) -> None:
        pass

    def setup(self) -> None:
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
