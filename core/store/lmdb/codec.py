"""How records and keys are spelled in the store: msgpack values, NUL-joined composite keys.

Kept apart from the store itself so that what writes records (migrations among them) can
spell keys without importing the store.
"""

from __future__ import annotations

from typing import Any

import msgspec

_encoder = msgspec.msgpack.Encoder()
_decoders: dict[Any, msgspec.msgpack.Decoder] = {}


def encode(obj: Any) -> bytes:
    """Encode a record (msgspec Struct or plain data) for storage."""
    return _encoder.encode(obj)


def decode(data: bytes, type: Any = Any) -> Any:  # noqa: A002 - mirrors msgspec
    decoder = _decoders.get(type)
    if decoder is None:
        decoder = _decoders[type] = msgspec.msgpack.Decoder(type)
    return decoder.decode(data)


def key(*parts: str) -> bytes:
    """A composite key: parts joined by NUL, so prefixes group and sort correctly."""
    return "\x00".join(parts).encode()
