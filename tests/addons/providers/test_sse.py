"""The SSE decoder: framing by the SSE grammar, whatever the chunk boundaries."""

from __future__ import annotations

import pytest
from teambrain.addons.providers.sse import SSEDecoder

from tests.addons.providers.streams import every_two_way_split, random_splits


def decode(*chunks: bytes) -> list[tuple[str | None, str]]:
    d = SSEDecoder()
    events = []
    for chunk in chunks:
        events += d.feed(chunk)
    return events + d.flush()


MIXED = (
    b": comment line\n"
    b"event: first\ndata: one\n\n"
    b"event: multi\r\ndata: line a\r\ndata:line b\r\ndata:  two spaces\r\n\r\n"
    b"data: \xe2\x9c\x85 done \xf0\x9f\x9a\x80\r\rid: 7\nretry: 100\ndata\n\n"
    b"event: empty\n\n"
    b'data: {"x": "caf\xc3\xa9"}\n\n'
)
MIXED_EVENTS = [
    ("first", "one"),
    ("multi", "line a\nline b\n two spaces"),
    (None, "✅ done 🚀"),
    (None, ""),
    (None, '{"x": "café"}'),
]


def test_events_comments_fields_and_line_ends() -> None:
    assert decode(MIXED) == MIXED_EVENTS


def test_every_split_of_mixed_line_ends() -> None:
    for chunks in every_two_way_split(MIXED):
        assert decode(*chunks) == MIXED_EVENTS, f"cut at byte {len(chunks[0])}"
    for chunks in random_splits(MIXED, seed=3, count=200):
        assert decode(*chunks) == MIXED_EVENTS


def test_crlf_split_between_cr_and_lf_is_one_line_end() -> None:
    assert decode(b"data: a\r", b"\n", b"\r", b"\n") == [(None, "a")]
    assert decode(b"data: a\r", b"\ndata: b\r", b"\n\r\n") == [(None, "a\nb")]


def test_lone_cr_line_ends() -> None:
    assert decode(b"event: e\rdata: x\r\r") == [("e", "x")]


def test_events_complete_as_they_arrive() -> None:
    d = SSEDecoder()
    assert d.feed(b"data: a\n") == []
    assert d.feed(b"\ndata: b") == [(None, "a")]
    assert d.feed(b"\n\n") == [(None, "b")]
    assert d.flush() == []


def test_event_name_does_not_leak_to_the_next_event() -> None:
    assert decode(b"event: x\ndata: 1\n\ndata: 2\n\n") == [("x", "1"), (None, "2")]


def test_field_without_data_is_not_an_event() -> None:
    assert decode(b"event: lonely\n\n: only a comment\n\n") == []


def test_invalid_utf8_is_replaced_not_raised() -> None:
    assert decode(b"data: ok \xff\xfe bad\n\n") == [(None, "ok \ufffd\ufffd bad")]


def test_multibyte_character_split_across_chunks() -> None:
    text = "日本語 🚀".encode()
    raw = b"data: " + text + b"\n\n"
    for i in range(len(raw) + 1):
        assert decode(raw[:i], raw[i:]) == [(None, "日本語 🚀")]


def test_byte_order_mark_at_start_is_ignored() -> None:
    raw = b"\xef\xbb\xbfdata: x\n\n"
    for i in range(len(raw) + 1):
        assert decode(raw[:i], raw[i:]) == [(None, "x")]


def test_flush_takes_a_last_event_missing_only_its_blank_line() -> None:
    assert decode(b"data: one\n\ndata: tail\n") == [(None, "one"), (None, "tail")]
    assert decode(b"data: one\n\ndata: tail\r") == [(None, "one"), (None, "tail")]


def test_flush_drops_a_line_cut_mid_way() -> None:
    assert decode(b'data: one\n\ndata: {"cut') == [(None, "one")]
    assert decode(b'data: one\n\ndata: a\ndata: {"cut') == [(None, "one")]


@pytest.mark.parametrize("chunk", [b"", b"\n", b"\r\n", b":\n"])
def test_degenerate_chunks(chunk: bytes) -> None:
    assert decode(chunk, chunk, chunk) == []


def test_long_line_in_many_chunks() -> None:
    payload = b"x" * 50_000
    raw = b"data: " + payload + b"\n\n"
    chunks = [raw[i : i + 7] for i in range(0, len(raw), 7)]
    assert decode(*chunks) == [(None, payload.decode())]
