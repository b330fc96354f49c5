"""Hostile WebSocket traffic, built frame by frame: deflate bombs and oversized frames.

A bomb is a message that is small on the wire and huge once read: a permessage-deflate
message of N bytes of one letter (about N/1000 bytes compressed), or an uncompressed frame
of N bytes whose payload is written in pieces (so the sender never holds N bytes). Both
sides use it: `HostileClient` is a WebSocket client (tunnelled through an HTTP proxy) that can
send raw frames, and the fake provider (tests/fakes/upstream.py) sends the same bombs from
the server side when a handshake carries `x-fake-ws-bomb: deflate:N` or `raw:N`.
"""

from __future__ import annotations

import contextlib
import functools
import socket
import struct
import threading
import zlib
from collections.abc import Callable, Iterator

from wsproto import ConnectionType, WSConnection
from wsproto import events as wsevents
from wsproto.extensions import PerMessageDeflate

MIB = 1024 * 1024
_PIECE = b"a" * MIB
_TEXT = 0x1
_FIN = 0x80
_RSV1 = 0x40


def header(
    length: int, *, compressed: bool, masked: bool, fin: bool = True, opcode: int = _TEXT
) -> bytes:
    """A frame's header; masked with the all-zero key (the payload stays as is)."""
    first = (_FIN if fin else 0) | opcode | (_RSV1 if compressed else 0)
    mask = 0x80 if masked else 0
    if length <= 125:
        head = struct.pack("!BB", first, mask | length)
    elif length <= 0xFFFF:
        head = struct.pack("!BBH", first, mask | 126, length)
    else:
        head = struct.pack("!BBQ", first, mask | 127, length)
    return head + (b"\x00\x00\x00\x00" if masked else b"")


@functools.lru_cache(maxsize=4)
def deflated(size: int) -> bytes:
    """`size` bytes of "a", compressed as one permessage-deflate message (RFC 7692)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    out = [compressor.compress(_PIECE) for _ in range(size // MIB)]
    out.append(compressor.compress(_PIECE[: size % MIB]))
    out.append(compressor.flush(zlib.Z_SYNC_FLUSH))
    data = b"".join(out)
    assert data.endswith(b"\x00\x00\xff\xff")
    return data[:-4]


def bomb(kind: str, size: int, *, masked: bool) -> Iterator[bytes]:
    """The wire bytes of one hostile message, in pieces: `deflate` (one frame), `raw` (one
    uncompressed frame), `fragments` (uncompressed 64 KiB frames) or `deflate-fragments`
    (the compressed message cut into frames of 1 KiB)."""
    if kind == "deflate":
        payload = deflated(size)
        yield header(len(payload), compressed=True, masked=masked) + payload
        return
    if kind in ("fragments", "deflate-fragments"):
        compressed = kind == "deflate-fragments"
        step = 1024 if compressed else 64 * 1024
        payload = deflated(size) if compressed else b""
        total = len(payload) if compressed else size
        for start in range(0, total, step):
            piece = payload[start : start + step] if compressed else _PIECE[:step]
            piece = piece[: total - start]
            first = start == 0
            yield (
                header(
                    len(piece),
                    compressed=compressed and first,
                    masked=masked,
                    fin=start + step >= total,
                    opcode=_TEXT if first else 0x0,
                )
                + piece
            )
        return
    yield header(size, compressed=False, masked=masked)
    for start in range(0, size, MIB):
        yield _PIECE[: min(MIB, size - start)]


def send_all(send: Callable[[bytes], None], pieces: Iterator[bytes]) -> bool:
    """Send the pieces; False if the peer closed the connection on the way (it may)."""
    try:
        for piece in pieces:
            send(piece)
    except OSError:
        return False
    return True


class HostileClient:
    """A WebSocket client through an HTTP proxy's CONNECT tunnel, offering permessage-deflate."""

    def __init__(self, proxy_port: int, host: str, port: int, headers: dict[str, str]) -> None:
        self.sock = socket.create_connection(("127.0.0.1", proxy_port), timeout=30)
        self._sender: threading.Thread | None = None
        self.sock.sendall(f"CONNECT {host}:{port} HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
        answer = b""
        while b"\r\n\r\n" not in answer:
            chunk = self.sock.recv(4096)
            assert chunk, "the proxy closed the tunnel"
            answer += chunk
        assert answer.startswith(b"HTTP/1.1 200"), answer
        self.ws = WSConnection(ConnectionType.CLIENT)
        self.sock.sendall(
            self.ws.send(
                wsevents.Request(
                    host=f"{host}:{port}",
                    target="/v1/responses",
                    extensions=[PerMessageDeflate()],
                    extra_headers=[(k.encode(), v.encode()) for k, v in headers.items()],
                )
            )
        )
        self.deflate = False
        for event in self._events():
            if isinstance(event, wsevents.AcceptConnection):
                self.deflate = bool(event.extensions)
                return
            raise AssertionError(f"the handshake was not accepted: {event!r}")

    def _events(self) -> Iterator[wsevents.Event]:
        while True:
            yield from self.ws.events()
            data = self.sock.recv(65536)
            self.ws.receive_data(data or None)
            if not data:
                yield from self.ws.events()
                return

    def send_text(self, text: str) -> None:
        self.sock.sendall(self.ws.send(wsevents.TextMessage(data=text)))

    def send_bomb(self, kind: str, size: int) -> None:
        """Start sending one hostile message (the last this connection sends: it is raw on
        the wire), beside reading: a proxy that refuses it answers with a close and stops
        reading, so a sender that read only after sending would wait out its timeout."""
        self._sender = threading.Thread(
            target=send_all, args=(self.sock.sendall, bomb(kind, size, masked=True)), daemon=True
        )
        self._sender.start()

    def messages_until_close(self, most: int = 0) -> tuple[list[int], int | None]:
        """Read to the end, or to `most` messages: (the size of each message received, the
        close code or None)."""
        sizes, current = [], 0
        try:
            for event in self._events():
                if isinstance(event, wsevents.TextMessage | wsevents.BytesMessage):
                    current += len(event.data)
                    if event.message_finished:
                        sizes.append(current)
                        current = 0
                        if most and len(sizes) >= most:
                            return sizes, None
                elif isinstance(event, wsevents.CloseConnection):
                    return sizes, event.code
        except OSError:
            pass
        return sizes, None

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)  # a sender still blocked gets its error now
        if self._sender is not None:
            self._sender.join(30)
        self.sock.close()
