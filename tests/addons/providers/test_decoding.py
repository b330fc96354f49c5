"""Incremental content decoding: every supported encoding, cut anywhere, and bad input."""

from __future__ import annotations

import gzip
import zlib

import brotli
import pytest
import zstandard
from teambrain.addons.providers.decoding import DecodingError, make_decoder

from tests.addons.providers.streams import every_two_way_split, random_splits

PLAIN = ("data: héllo wörld 🚀\n\n" * 40).encode()


def _raw_deflate(data: bytes) -> bytes:
    c = zlib.compressobj(wbits=-zlib.MAX_WBITS)
    return c.compress(data) + c.flush()


ENCODED = {
    "gzip": gzip.compress(PLAIN),
    "x-gzip": gzip.compress(PLAIN),
    "deflate": zlib.compress(PLAIN),
    "deflate-raw": _raw_deflate(PLAIN),
    "br": brotli.compress(PLAIN),
    "zstd": zstandard.ZstdCompressor().compress(PLAIN),
}


def run(encoding: str | None, chunks: list[bytes]) -> bytes:
    d = make_decoder(encoding)
    return b"".join(d.decode(c) for c in chunks) + d.flush()


@pytest.mark.parametrize("name", sorted(ENCODED))
def test_every_split_decodes_whole(name: str) -> None:
    header = "deflate" if name == "deflate-raw" else name
    body = ENCODED[name]
    for chunks in every_two_way_split(body):
        assert run(header, chunks) == PLAIN, f"cut at byte {len(chunks[0])}"
    for chunks in random_splits(body, seed=1, count=30, most=min(40, len(body) - 1)):
        assert run(header, chunks) == PLAIN


@pytest.mark.parametrize("encoding", [None, "", "identity", " Identity "])
def test_identity(encoding: str | None) -> None:
    assert run(encoding, [PLAIN[:5], PLAIN[5:]]) == PLAIN


def test_header_is_case_insensitive() -> None:
    assert run("GZIP", [ENCODED["gzip"]]) == PLAIN


def test_gzip_members_in_a_row() -> None:
    body = gzip.compress(b"first ") + gzip.compress(b"second")
    for chunks in every_two_way_split(body):
        assert run("gzip", chunks) == b"first second"


def test_zstd_frames_in_a_row() -> None:
    c = zstandard.ZstdCompressor()
    body = c.compress(b"frame one, ") + c.compress(b"frame two")
    for chunks in every_two_way_split(body):
        assert run("zstd", chunks) == b"frame one, frame two"


def test_zstd_streamed_without_content_size() -> None:
    c = zstandard.ZstdCompressor().compressobj()
    body = c.compress(PLAIN[:100]) + c.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
    body += c.compress(PLAIN[100:]) + c.flush()
    assert run("zstd", [body[:10], body[10:]]) == PLAIN


def test_stacked_encodings_are_undone_in_reverse() -> None:
    body = brotli.compress(gzip.compress(PLAIN))
    for chunks in random_splits(body, seed=2, count=20, most=20):
        assert run("gzip, br", chunks) == PLAIN


def test_truncated_stream_decodes_what_arrived_without_raising() -> None:
    for name in ("gzip", "br", "zstd", "deflate"):
        body = ENCODED[name]
        got = run(name, [body[: len(body) // 2]])
        assert PLAIN.startswith(got)


@pytest.mark.parametrize("encoding", ["compress", "lzma", "gzip, snappy"])
def test_unknown_encoding_is_a_clear_error(encoding: str) -> None:
    with pytest.raises(DecodingError, match="unsupported Content-Encoding"):
        make_decoder(encoding)


@pytest.mark.parametrize("encoding", ["gzip", "deflate", "br", "zstd"])
def test_corrupt_data_is_a_clear_error(encoding: str) -> None:
    with pytest.raises(DecodingError, match="corrupt"):
        run(encoding, [b"this is not compressed at all, not even a little"])


def test_interleaved_streams_do_not_share_state() -> None:
    a, b = make_decoder("zstd"), make_decoder("zstd")
    body = ENCODED["zstd"]
    out_a, out_b = [], []
    for i in range(0, len(body), 9):
        out_a.append(a.decode(body[i : i + 9]))
        out_b.append(b.decode(body[i : i + 9]))
    assert b"".join(out_a) == b"".join(out_b) == PLAIN
