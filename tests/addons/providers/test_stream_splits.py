"""Every recorded stream parses to the same result however the network cut it.

Chunks end at any byte: inside an event, a line, a `\\r\\n` pair, a multibyte character or a
compressed block. Each stream is fed cut at every byte offset, in random many-way cuts,
with each line-end convention and under each content encoding.
"""

from __future__ import annotations

import gzip
import zlib

import brotli
import pytest
import zstandard
from teambrain.addons.providers import parse_stream

from tests.addons.providers.streams import (
    EXPECTED,
    cr,
    crlf,
    every_two_way_split,
    fixture,
    provider_of,
    random_splits,
)

NAMES = sorted(EXPECTED)


@pytest.mark.parametrize("line_end", [None, crlf], ids=["lf", "crlf"])
@pytest.mark.parametrize("name", NAMES)
def test_every_two_way_split_parses_alike(name, line_end) -> None:
    data = fixture(name)
    data = line_end(data) if line_end else data
    provider = provider_of(name)
    for chunks in every_two_way_split(data):
        got = parse_stream(provider, chunks, None, complete=True)
        assert got == EXPECTED[name], f"cut at byte {len(chunks[0])}"


@pytest.mark.parametrize("line_end", [None, crlf, cr], ids=["lf", "crlf", "cr"])
@pytest.mark.parametrize("name", NAMES)
def test_random_many_way_splits_parse_alike(name, line_end) -> None:
    data = fixture(name)
    data = line_end(data) if line_end else data
    for chunks in random_splits(data, seed=len(data), count=25):
        assert parse_stream(provider_of(name), chunks, None, complete=True) == EXPECTED[name]


def test_byte_at_a_time() -> None:
    for name in NAMES:
        data = crlf(fixture(name))
        chunks = [data[i : i + 1] for i in range(len(data))]
        assert parse_stream(provider_of(name), chunks, None, complete=True) == EXPECTED[name]


def _raw_deflate(data: bytes) -> bytes:
    c = zlib.compressobj(wbits=-zlib.MAX_WBITS)
    return c.compress(data) + c.flush()


def _flushed_zstd(data: bytes) -> bytes:
    """zstd written as a server streams it: several frames, one per flush."""
    c = zstandard.ZstdCompressor()
    third = len(data) // 3
    return b"".join(c.compress(data[i : i + third]) for i in range(0, len(data), third))


ENCODERS = {
    "gzip": gzip.compress,
    "deflate": zlib.compress,
    "deflate-raw": _raw_deflate,
    "br": brotli.compress,
    "zstd": _flushed_zstd,
}


def _header(encoding: str) -> str:
    return "deflate" if encoding == "deflate-raw" else encoding


@pytest.mark.parametrize("encoding", sorted(ENCODERS))
@pytest.mark.parametrize(
    "name", ["anthropic_tool_use.sse", "chat_tools.sse", "responses_tools.sse"]
)
def test_compressed_stream_every_split(name, encoding) -> None:
    body = ENCODERS[encoding](fixture(name))
    for chunks in every_two_way_split(body):
        got = parse_stream(provider_of(name), chunks, _header(encoding), complete=True)
        assert got == EXPECTED[name], f"cut at byte {len(chunks[0])}"


@pytest.mark.parametrize("encoding", sorted(ENCODERS))
@pytest.mark.parametrize("name", NAMES)
def test_compressed_stream_random_splits(name, encoding) -> None:
    body = ENCODERS[encoding](crlf(fixture(name)))
    for chunks in random_splits(body, seed=7, count=10, most=min(30, len(body) - 1)):
        got = parse_stream(provider_of(name), chunks, _header(encoding), complete=True)
        assert got == EXPECTED[name]
