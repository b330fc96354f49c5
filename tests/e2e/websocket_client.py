"""The WebSocket client the end-to-end tests speak through: websockets' own, given time.

websockets gives an opening handshake 10 s. On a host whose every core is busy, a proxy's
answer to a wss:// upgrade (a CONNECT, two TLS handshakes, then the upgrade itself) can take
longer, and a client that gave up on it leaves websockets' reader blocked on the TLS socket
until the test's own timeout. The tests wait for the answer instead, as a patient client would.
"""

from __future__ import annotations

from typing import Any

from websockets.sync.client import ClientConnection
from websockets.sync.client import connect as _connect

OPEN_TIMEOUT = 60.0


def connect(uri: str, **kwargs: Any) -> ClientConnection:
    """websockets.sync.client.connect with a handshake deadline for a busy host."""
    kwargs.setdefault("open_timeout", OPEN_TIMEOUT)
    return _connect(uri, **kwargs)
