"""Incremental, bounded content decoding (gzip, deflate, br, zstd) of bodies, for parsing only.

The bytes the client receives are never touched: a decoder works on its own copy of each
chunk. Every decoder takes chunks cut anywhere and returns what they decode to so far.
An unknown encoding or a corrupt stream raises DecodingError, which the caller turns into a
partial capture; a stream that merely stops early is not an error here (the parser sees
that no terminal event arrived).

Invariant (bounded in bytes): a decoder given a `limit` never produces more than that many
bytes in all, nor holds more than about twice that at once: each decompressor call is
capped at PIECE bytes of output and counted, and passing the limit raises DecodedTooLarge
with what fit (a decompression bomb of a few kilobytes stops at the limit, whatever it
would expand to). zstd frames asking for a
window larger than MAX_ZSTD_WINDOW (RFC 8878's limit for HTTP) are refused as corrupt.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any, Protocol

import brotli
import zstandard

PIECE = 1 << 20
"""The most output one decompressor call may produce before it is counted."""
MAX_ZSTD_WINDOW = 8 << 20


class DecodingError(ValueError):
    """The body cannot be decoded: an unknown Content-Encoding or corrupt compressed data."""


class DecodedTooLarge(DecodingError):
    """The body decodes to more than the decoder's limit.

    `partial` is what the failing call decoded up to the limit (what earlier calls returned
    came before it), so a caller can still use everything up to the cap.
    """

    def __init__(self, limit: int, partial: bytes = b"") -> None:
        super().__init__(f"decodes to more than the {limit:,}-byte capture cap")
        self.limit = limit
        self.partial = partial


class Decoder(Protocol):
    def decode(self, chunk: bytes) -> bytes: ...

    def flush(self) -> bytes: ...


class _Meter:
    """Counts one stage's output against the limit (None: unlimited)."""

    __slots__ = ("limit", "left")

    def __init__(self, limit: int | None) -> None:
        self.limit = limit
        self.left = limit

    def take(self, piece: bytes, out: list[bytes]) -> None:
        """Add a piece to `out`; past the limit, raise with `out` cut at the limit."""
        if self.left is not None:
            if len(piece) > self.left:
                out.append(piece[: self.left])
                self.left = 0
                raise DecodedTooLarge(self.limit or 0, b"".join(out))
            self.left -= len(piece)
        if piece:
            out.append(piece)


class _Identity:
    def decode(self, chunk: bytes) -> bytes:
        return chunk

    def flush(self) -> bytes:
        return b""


class _Zlib:
    """A zlib decompressor (gzip, deflate), restarted for each gzip member.

    gzip may hold several members in a row; deflate is one stream and bytes after it are
    ignored.
    """

    def __init__(
        self, new: Callable[[bytes], Any], label: str, restart: bool, limit: int | None
    ) -> None:
        self._new = new
        self._label = label
        self._restart = restart
        self._meter = _Meter(limit)
        self._obj: Any = None
        self._head = b""  # bytes held until the first two arrive (deflate sniffs them)

    def decode(self, chunk: bytes) -> bytes:
        out: list[bytes] = []
        try:
            while chunk:
                if self._obj is not None and self._obj.eof:
                    if not self._restart:
                        break  # bytes after a deflate stream are ignored
                    self._obj = None  # the next member begins
                if self._obj is None:
                    chunk = self._head + chunk
                    if len(chunk) < 2:
                        self._head = chunk
                        break
                    self._head = b""
                    self._obj = self._new(chunk)
                chunk = self._drain(chunk, out)
        except zlib.error as e:
            raise DecodingError(f"corrupt {self._label} data: {e}") from e
        return b"".join(out)

    def _drain(self, chunk: bytes, out: list[bytes]) -> bytes:
        """Decompress `chunk` PIECE by PIECE; the bytes after the stream's end, if it ended."""
        obj = self._obj
        while True:
            piece = obj.decompress(chunk, PIECE)
            self._meter.take(piece, out)
            chunk = obj.unconsumed_tail
            if obj.eof or (not chunk and len(piece) < PIECE):
                break
        return obj.unused_data if obj.eof else b""

    def flush(self) -> bytes:
        if self._obj is None or self._obj.eof:
            return b""
        out: list[bytes] = []
        try:
            self._drain(b"", out)
        except zlib.error as e:
            raise DecodingError(f"corrupt {self._label} data: {e}") from e
        return b"".join(out)


def _gzip(first: bytes) -> Any:
    return zlib.decompressobj(16 + zlib.MAX_WBITS)


def _deflate(first: bytes) -> Any:
    """zlib-wrapped or raw, decided from the first two bytes: servers send both as deflate."""
    wrapped = (first[0] & 0x0F) == 8 and ((first[0] << 8) | first[1]) % 31 == 0
    return zlib.decompressobj(zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS)


class _Zstd:
    """zstd through a stream writer whose sink counts every piece (frames in a row included).

    python-zstandard's decompressobj cannot cap its output; the writer hands it over in
    pieces of PIECE bytes, and the sink stops it at the limit.
    """

    def __init__(self, limit: int | None) -> None:
        self._meter = _Meter(limit)
        self._out: list[bytes] = []
        dctx = zstandard.ZstdDecompressor(max_window_size=MAX_ZSTD_WINDOW)
        # zstandard's stubs ask for IO[bytes]; the library only calls write() on its sink.
        self._writer = dctx.stream_writer(self, write_size=PIECE)  # type: ignore[arg-type]

    def write(self, data: bytes) -> int:
        """The writer's sink (not for callers)."""
        self._meter.take(bytes(data), self._out)
        return len(data)

    def decode(self, chunk: bytes) -> bytes:
        try:
            self._writer.write(chunk)
        except zstandard.ZstdError as e:
            raise DecodingError(f"corrupt zstd data: {e}") from e
        out, self._out = self._out, []
        return b"".join(out)

    def flush(self) -> bytes:
        return b""


class _Brotli:
    def __init__(self, limit: int | None) -> None:
        self._obj = brotli.Decompressor()
        self._meter = _Meter(limit)

    def decode(self, chunk: bytes) -> bytes:
        if not chunk or self._obj.is_finished():
            return b""
        out: list[bytes] = []
        try:
            self._meter.take(self._obj.process(chunk, output_buffer_limit=PIECE), out)
            while not self._obj.can_accept_more_data():
                self._meter.take(self._obj.process(b"", output_buffer_limit=PIECE), out)
        except brotli.error as e:
            raise DecodingError(f"corrupt br data: {e}") from e
        return b"".join(out)

    def flush(self) -> bytes:
        return b""


class _Chain:
    """Several encodings, applied in the order listed, so undone in reverse."""

    def __init__(self, decoders: list[Decoder]) -> None:
        self._decoders = decoders

    def decode(self, chunk: bytes) -> bytes:
        for i, d in enumerate(self._decoders):
            try:
                chunk = d.decode(chunk)
            except DecodedTooLarge as e:  # what fit goes through the remaining stages
                raise DecodedTooLarge(e.limit, self._rest(i + 1, e.partial)) from e
        return chunk

    def _rest(self, start: int, data: bytes) -> bytes:
        for d in self._decoders[start:]:
            try:
                data = d.decode(data)
            except DecodedTooLarge as e:
                return e.partial
        return data

    def flush(self) -> bytes:
        data = b""
        for d in self._decoders:
            data = d.decode(data) + d.flush()
        return data


def _one(name: str, limit: int | None) -> Decoder:
    match name:
        case "" | "identity":
            return _Identity()
        case "gzip" | "x-gzip":
            return _Zlib(_gzip, "gzip", restart=True, limit=limit)
        case "deflate":
            return _Zlib(_deflate, "deflate", restart=False, limit=limit)
        case "br":
            return _Brotli(limit)
        case "zstd":
            return _Zstd(limit)
    raise DecodingError(f"unsupported Content-Encoding: {name!r}")


def make_decoder(content_encoding: str | None, limit: int | None = None) -> Decoder:
    """A fresh incremental decoder for a Content-Encoding header value (None: identity).

    With `limit`, each decoding stage produces at most that many bytes in all and raises
    DecodedTooLarge past it.
    """
    names = [n.strip().lower() for n in (content_encoding or "").split(",")]
    names = [n for n in names if n and n != "identity"]
    if not names:
        return _Identity()
    if len(names) == 1:
        return _one(names[0], limit)
    return _Chain([_one(n, limit) for n in reversed(names)])
