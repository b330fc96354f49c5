"""Incremental content decoding: every supported encoding, cut anywhere, and bad input."""

from __future__ import annotations

import gzip
import tracemalloc
import zlib

import brotli
import pytest
import zstandard
from teambrain.addons.providers.decoding import (
    PIECE,
    DecodedTooLarge,
    DecodingError,
    make_decoder,
)

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


# -- bombs: a few kilobytes that expand to gigabytes stop at the limit ----------------------

BOMB_SIZE = 256 << 20  # what the bomb expands to
LIMIT = 2 << 20


def _bomb(encoding: str) -> bytes:
    """BOMB_SIZE zero bytes, compressed, built piece by piece (never held decoded)."""
    zero = bytes(1 << 20)
    if encoding == "br":
        c = brotli.Compressor(quality=1)
        return b"".join(c.process(zero) for _ in range(BOMB_SIZE >> 20)) + c.finish()
    if encoding == "zstd":
        z = zstandard.ZstdCompressor(level=1).compressobj()
        return b"".join(z.compress(zero) for _ in range(BOMB_SIZE >> 20)) + z.flush()
    wbits = {"gzip": 31, "deflate": 15}[encoding]
    c = zlib.compressobj(1, zlib.DEFLATED, wbits)
    return b"".join(c.compress(zero) for _ in range(BOMB_SIZE >> 20)) + c.flush()


@pytest.mark.parametrize("encoding", ["gzip", "deflate", "br", "zstd", "gzip, br"])
def test_a_decompression_bomb_stops_at_the_limit_without_materialising_it(encoding: str) -> None:
    if encoding == "gzip, br":
        body = brotli.compress(_bomb("gzip"), quality=1)
    else:
        body = _bomb(encoding)
    assert len(body) < BOMB_SIZE // 100
    decoder = make_decoder(encoding, limit=LIMIT)
    tracemalloc.start()
    got = 0
    try:
        with pytest.raises(DecodedTooLarge, match="capture cap"):
            for i in range(0, len(body), 4096):  # as a stream arrives
                got += len(decoder.decode(body[i : i + 4096]))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert got <= LIMIT
    # at most the limit twice (the pieces, and what fit handed over whole) and a few pieces
    # per stage in memory, against 256 MiB expanded
    stages = len(encoding.split(","))
    assert peak < stages * (2 * LIMIT + 4 * PIECE), peak


@pytest.mark.parametrize("encoding", sorted(set(ENCODED) - {"deflate-raw"}))
def test_a_body_within_the_limit_decodes_whole(encoding: str) -> None:
    decoder = make_decoder(encoding, limit=len(PLAIN))
    assert decoder.decode(ENCODED[encoding]) + decoder.flush() == PLAIN
    with pytest.raises(DecodedTooLarge):
        tight = make_decoder(encoding, limit=len(PLAIN) - 1)
        tight.decode(ENCODED[encoding]) + tight.flush()


def test_a_zstd_frame_asking_for_a_huge_window_is_refused() -> None:
    params = zstandard.ZstdCompressionParameters.from_level(3, window_log=27)  # 128 MiB
    stream = zstandard.ZstdCompressor(compression_params=params).compressobj()
    body = stream.compress(PLAIN) + stream.flush()  # no content size: the window stays
    with pytest.raises(DecodingError, match="corrupt zstd"):
        run("zstd", [body])


@pytest.mark.parametrize("encoding", ["gzip", "br", "zstd", "gzip, br"])
def test_what_decodes_under_the_limit_is_handed_over_with_the_error(encoding: str) -> None:
    body = PLAIN * 100
    if encoding == "gzip, br":
        data = brotli.compress(gzip.compress(body))
    else:
        data = {"gzip": gzip.compress, "br": brotli.compress, "zstd": zstd_compress}[encoding](body)
    with pytest.raises(DecodedTooLarge) as caught:
        make_decoder(encoding, limit=1000).decode(data)
    assert caught.value.partial == body[:1000]


def zstd_compress(data: bytes) -> bytes:
    return zstandard.ZstdCompressor().compress(data)
