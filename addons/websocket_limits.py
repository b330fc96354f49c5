"""A byte cap on each WebSocket message, applied while mitmproxy reads it, before any hook runs.

mitmproxy 12 has no option for it: its WebSocket layer inflates (permessage-deflate) and
assembles a whole message before `websocket_message` is called, so a 64 KiB deflate bomb
becomes a 64 MiB message, held several times over, and no hook can see it in time. This
module gives each side's frame decoder (wsproto) of a flow that asks for it one more
extension, which wraps the negotiated permessage-deflate, if any:
- it inflates with a bound (`zlib` `max_length`): never more than the room left under the
  cap, so a bomb costs at most the cap;
- it counts a message's payload as it arrives; a frame whose header already says it will
  not fit is refused before its payload is read;
- past the cap the decoder fails with 1009 (message too big): mitmproxy then closes the
  WebSocket on both sides with that code and calls `websocket_end`, where the capture
  stores what it held as partial and counts the cut (addons/websocket.py).

Nothing else changes: the handshake (permessage-deflate stays negotiated, so the bytes on
the wire are as before), outbound frames, and messages under the cap. Only flows whose
metadata carry `CAP` are touched, so plain mitmproxy and other scripts see no difference.
"""

from __future__ import annotations

import logging
import zlib
from collections.abc import Callable
from typing import Any

from mitmproxy.proxy import events
from mitmproxy.proxy.layers import websocket as ws_layer
from mitmproxy.proxy.utils import expect
from wsproto.extensions import Extension, PerMessageDeflate
from wsproto.frame_protocol import CloseReason, Opcode, RsvBits

log = logging.getLogger("teambrain.websocket")

CAP = "teambrain_websocket_cap"
"""flow.metadata: the byte cap for one message of this WebSocket, either direction."""
CUT = "teambrain_websocket_cut"
"""flow.metadata: (the side whose message went past the cap, why), set when the cap closed
this WebSocket."""

_NO_RSV = RsvBits(False, False, False)


class MessageCap(Extension):
    """A wsproto extension on the inbound side only: bounded inflation and a message cap."""

    name = "teambrain-message-cap"  # never offered nor negotiated: decoders only

    def __init__(
        self, limit: int, deflate: PerMessageDeflate | None, on_cut: Callable[[str], None]
    ) -> None:
        self.limit = limit
        self.deflate = deflate
        self.on_cut = on_cut
        self.size = 0
        """Payload bytes (inflated) of the message being read."""

    def enabled(self) -> bool:
        return True

    def offer(self) -> bool:
        return False  # never offered in a handshake

    def _compressed(self) -> bool:
        d = self.deflate
        return bool(d is not None and d._inbound_compressed and d._inbound_is_compressible)

    def _cut(self, why: str) -> CloseReason:
        self.on_cut(why)
        return CloseReason.MESSAGE_TOO_BIG

    def frame_inbound_header(
        self, proto: Any, opcode: Opcode, rsv: RsvBits, payload_length: int
    ) -> CloseReason | RsvBits:
        result = (
            self.deflate.frame_inbound_header(proto, opcode, rsv, payload_length)
            if self.deflate is not None
            else _NO_RSV
        )
        if isinstance(result, CloseReason) or opcode.iscontrol():
            return result
        if opcode is not Opcode.CONTINUATION:
            self.size = 0  # a new message
        if not self._compressed() and self.size + payload_length > self.limit:
            return self._cut(f"a frame of {payload_length:,} bytes")
        return result

    def frame_inbound_payload_data(self, proto: Any, data: bytes) -> bytes | CloseReason:
        room = self.limit - self.size
        if self._compressed():
            assert self.deflate is not None and self.deflate._decompressor is not None
            pieces = _inflate(self.deflate._decompressor, bytes(data), room)
            if pieces is None:
                return CloseReason.INVALID_FRAME_PAYLOAD_DATA
            if sum(map(len, pieces)) > room:
                return self._cut("a compressed message inflating")
            data = pieces[0] if len(pieces) == 1 else b"".join(pieces)
        elif len(data) > room:
            return self._cut("a message")
        self.size += len(data)
        return data

    def frame_inbound_complete(self, proto: Any, fin: bool) -> bytes | CloseReason | None:
        result = self.deflate.frame_inbound_complete(proto, fin) if self.deflate else None
        if isinstance(result, bytes | bytearray):
            self.size += len(result)
            if self.size > self.limit:
                return self._cut("a compressed message inflating")
        if fin:
            self.size = 0
        return result

    def frame_outbound(
        self, proto: Any, opcode: Opcode, rsv: RsvBits, data: bytes, fin: bool
    ) -> tuple[RsvBits, bytes]:
        return rsv, data  # never called: only decoders hold this extension


_STEP = 1024 * 1024
"""Inflate in steps of this many bytes, so a bomb is stopped with one step past the room
(one call with the whole room as its bound would hold the room about twice over)."""


def _inflate(decompressor: Any, data: bytes, room: int) -> list[bytes] | None:
    """`data` inflated, in pieces, stopping as soon as they are past `room` bytes; None if
    it is not valid deflate."""
    pieces: list[bytes] = []
    total = 0
    try:
        while True:
            piece = decompressor.decompress(data, _STEP)
            pieces.append(piece)
            total += len(piece)
            data = decompressor.unconsumed_tail
            if total > room or (not data and len(piece) < _STEP):
                return pieces
    except zlib.error:
        return None


def cap_connection(conn: Any, limit: int, on_cut: Callable[[str], None]) -> bool:
    """Give one wsproto connection's decoder the cap; False if wsproto is not as expected."""
    decoder = getattr(getattr(conn, "_proto", None), "_frame_decoder", None)
    extensions = getattr(decoder, "extensions", None)
    if decoder is None or not isinstance(extensions, list):
        return False
    deflates = [e for e in extensions if isinstance(e, PerMessageDeflate)]
    if deflates and not hasattr(deflates[0], "_decompressor"):
        return False
    others = [e for e in extensions if not isinstance(e, PerMessageDeflate)]
    # a new list: when not empty, the encoder shares the old one (outbound stays as it was)
    decoder.extensions = [*others, MessageCap(limit, deflates[0] if deflates else None, on_cut)]
    return True


def _install(layer: Any) -> None:
    flow = layer.flow
    limit = flow.metadata.get(CAP)
    if not limit:
        return
    for conn, side in ((layer.client_ws, "client"), (layer.server_ws, "server")):

        def on_cut(what: str, side: str = side) -> None:
            flow.metadata.setdefault(
                CUT,
                (
                    side,
                    f"the WebSocket was closed (1009): {what} from the {side} went past "
                    f"the {limit:,}-byte message cap (capture.max_body_bytes)",
                ),
            )

        if not cap_connection(conn, limit, on_cut):
            log.warning("teambrain: this wsproto has no frame decoder to cap; messages uncapped")
            return


_ORIGINAL = ws_layer.WebsocketLayer.start


@expect(events.Start)
def _capped_start(self: Any, event: events.Event) -> Any:
    yield from _ORIGINAL(self, event)  # builds both connections, runs websocket_start
    _install(self)


def install() -> bool:
    """Make mitmproxy's WebSocket layer cap the flows that ask for it (idempotent)."""
    layer = ws_layer.WebsocketLayer
    if getattr(layer, "_teambrain_capped", False):
        return True
    if layer.__dict__.get("_handle_event") is not _ORIGINAL:
        log.warning("teambrain: mitmproxy's WebSocket layer is not as expected; messages uncapped")
        return False
    layer._handle_event = _capped_start
    setattr(layer, "_teambrain_capped", True)  # noqa: B010 - an attribute of ours on their class
    return True
