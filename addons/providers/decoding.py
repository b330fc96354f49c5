"""Incremental content decoding (gzip, deflate, br, zstd) of response bodies, for parsing only.

The bytes the client receives are never touched: a decoder works on its own copy of each
chunk. Every decoder takes chunks cut anywhere and returns what they decode to so far.
An unknown encoding or a corrupt stream raises DecodingError, which the caller turns into a
partial capture; a stream that merely stops early is not an error here (the parser sees
that no terminal event arrived).
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any, Protocol

import brotli
import zstandard


class DecodingError(ValueError):
    """The body cannot be decoded: an unknown Content-Encoding or corrupt compressed data."""


class Decoder(Protocol):
    def decode(self, chunk: bytes) -> bytes: ...

    def flush(self) -> bytes: ...


class _Identity:
    def decode(self, chunk: bytes) -> bytes:
        return chunk

    def flush(self) -> bytes:
        return b""


class _Framed:
    """A zlib-style decompressor (gzip, deflate, zstd), restarted for each member or frame.

    gzip may hold several members in a row and a server may flush zstd as a series of
    frames; deflate is one stream and bytes after it are ignored.
    """

    def __init__(
        self, new: Callable[[bytes], Any], label: str, errors: type[Exception], restart: bool
    ) -> None:
        self._new = new
        self._label = label
        self._errors = errors
        self._restart = restart
        self._obj: Any = None
        self._head = b""  # bytes held until the first two arrive (deflate sniffs them)

    def decode(self, chunk: bytes) -> bytes:
        out = []
        try:
            while chunk:
                if self._obj is not None and self._obj.eof:
                    if not self._restart:
                        break  # bytes after a deflate stream are ignored
                    self._obj = None  # the next member or frame begins
                if self._obj is None:
                    chunk = self._head + chunk
                    if len(chunk) < 2:
                        self._head = chunk
                        break
                    self._head = b""
                    self._obj = self._new(chunk)
                out.append(self._obj.decompress(chunk))
                chunk = self._obj.unused_data if self._obj.eof else b""
        except self._errors as e:
            raise DecodingError(f"corrupt {self._label} data: {e}") from e
        return b"".join(out)

    def flush(self) -> bytes:
        if self._obj is None:
            return b""
        try:
            return self._obj.flush()
        except self._errors as e:
            raise DecodingError(f"corrupt {self._label} data: {e}") from e


def _gzip(first: bytes) -> Any:
    return zlib.decompressobj(16 + zlib.MAX_WBITS)


def _deflate(first: bytes) -> Any:
    """zlib-wrapped or raw, decided from the first two bytes: servers send both as deflate."""
    wrapped = (first[0] & 0x0F) == 8 and ((first[0] << 8) | first[1]) % 31 == 0
    return zlib.decompressobj(zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS)


def _zstd() -> Callable[[bytes], Any]:
    """Frames of one stream share a context; streams never do (a context is single-use)."""
    dctx = zstandard.ZstdDecompressor()
    return lambda first: dctx.decompressobj()


class _Brotli:
    def __init__(self) -> None:
        self._obj = brotli.Decompressor()

    def decode(self, chunk: bytes) -> bytes:
        if not chunk or self._obj.is_finished():
            return b""
        try:
            return self._obj.process(chunk)
        except brotli.error as e:
            raise DecodingError(f"corrupt br data: {e}") from e

    def flush(self) -> bytes:
        return b""


class _Chain:
    """Several encodings, applied in the order listed, so undone in reverse."""

    def __init__(self, decoders: list[Decoder]) -> None:
        self._decoders = decoders

    def decode(self, chunk: bytes) -> bytes:
        for d in self._decoders:
            chunk = d.decode(chunk)
        return chunk

    def flush(self) -> bytes:
        data = b""
        for d in self._decoders:
            data = d.decode(data) + d.flush()
        return data


def _one(name: str) -> Decoder:
    match name:
        case "" | "identity":
            return _Identity()
        case "gzip" | "x-gzip":
            return _Framed(_gzip, "gzip", zlib.error, restart=True)
        case "deflate":
            return _Framed(_deflate, "deflate", zlib.error, restart=False)
        case "br":
            return _Brotli()
        case "zstd":
            return _Framed(_zstd(), "zstd", zstandard.ZstdError, restart=True)
    raise DecodingError(f"unsupported Content-Encoding: {name!r}")


def make_decoder(content_encoding: str | None) -> Decoder:
    """A fresh incremental decoder for a Content-Encoding header value (None: identity)."""
    names = [n.strip().lower() for n in (content_encoding or "").split(",")]
    names = [n for n in names if n and n != "identity"]
    if not names:
        return _Identity()
    if len(names) == 1:
        return _one(names[0])
    return _Chain([_one(n) for n in reversed(names)])
