"""Damaged streams: cut anywhere, malformed events, no terminal event, bad encodings.

A damaged stream never raises; it yields what was received, marked partial (or error when
the provider said so), and never invents a tool call whose arguments were cut off.
"""

from __future__ import annotations

import gzip

import pytest
from teambrain.addons.providers import PROVIDERS, ParseError, parse_stream

from tests.addons.providers.streams import EXPECTED, fixture, provider_of

NAMES = sorted(EXPECTED)
TERMINAL = {
    "anthropic": b"message_stop",
    "openai-chat": b"[DONE]",
    "openai-responses": b'"type":"response.',
}


def _terminal_end(name: str) -> int:
    """The byte offset just past the stream's last event."""
    return len(fixture(name).rstrip(b"\n")) + 1


def _call_keys(info):
    return [(c.tool_id, c.name, c.input_json) for c in info.tool_calls]


@pytest.mark.parametrize("name", NAMES)
def test_cut_at_every_byte_keeps_a_prefix_and_says_partial(name: str) -> None:
    data = fixture(name)
    full = EXPECTED[name]
    provider = provider_of(name)
    for i in range(len(data)):
        got = parse_stream(provider, [data[:i]], None, complete=False)
        assert full.text.startswith(got.text), f"cut at byte {i}"
        assert set(_call_keys(got)) <= set(_call_keys(full)), f"cut at byte {i}"
        if i < _terminal_end(name) - 2 and full.status != "error":
            assert got.status != "complete", f"cut at byte {i}"
        if got.status == "partial" and i < _terminal_end(name) - 2:
            assert got.status_detail, f"cut at byte {i}"


@pytest.mark.parametrize(
    "name,detail",
    [
        ("anthropic_text.sse", "stream was cut before message_stop"),
        ("chat_text.sse", "stream was cut before [DONE]"),
        ("responses_text.sse", "stream was cut before response.completed"),
    ],
)
def test_disconnect_mid_text(name: str, detail: str) -> None:
    data = fixture(name)
    cut = data.index(b"delta") + 200
    got = parse_stream(provider_of(name), [data[:cut]], None, complete=False)
    assert got.status == "partial"
    assert got.status_detail == detail
    assert got.model and got.response_id


@pytest.mark.parametrize(
    "name,detail",
    [
        ("anthropic_text.sse", "stream ended before message_stop"),
        ("chat_text.sse", "stream ended before [DONE]"),
        ("responses_text.sse", "stream ended before response.completed"),
    ],
)
def test_stream_ending_without_its_terminal_event(name: str, detail: str) -> None:
    data = fixture(name)
    last = data.rstrip(b"\n").rindex(b"\n\n")
    got = parse_stream(provider_of(name), [data[:last]], None, complete=True)
    assert got.status == "partial"
    assert got.status_detail == detail
    assert got.text == EXPECTED[name].text


def test_terminal_event_seen_then_disconnect_is_complete() -> None:
    name = "anthropic_tool_use.sse"
    got = parse_stream(provider_of(name), [fixture(name)], None, complete=False)
    assert got == EXPECTED[name]


@pytest.mark.parametrize("name", NAMES)
def test_malformed_event_is_skipped_and_noted(name: str) -> None:
    data = fixture(name)
    first = data.index(b"\n\n") + 2
    bad = b'data: {"type": "content_block_delta", "index": 0, "delta": {"type": "tex\n\n'
    bad += b"data: [1, 2, 3]\n\n"
    got = parse_stream(provider_of(name), [data[:first] + bad + data[first:]], None, True)
    want = EXPECTED[name]
    assert (got.text, got.tool_calls, got.usage) == (want.text, want.tool_calls, want.usage)
    assert got.status == ("error" if want.status == "error" else "partial")
    assert "2 malformed events skipped" in got.status_detail


@pytest.mark.parametrize("name", NAMES)
def test_events_of_unexpected_shape_never_raise(name: str) -> None:
    weird = [
        '{"type": "content_block_start", "index": "zero", "content_block": []}',
        '{"type": "content_block_delta", "index": [0], "delta": {"type": "text_delta"}}',
        '{"type": "message_start", "message": "hello"}',
        '{"choices": "none", "usage": 5}',
        '{"choices": [{"index": 0, "delta": {"tool_calls": [{"index": "a"}, 7]}}]}',
        '{"type": "response.output_text.delta", "output_index": 99, "item_id": "nope"}',
        '{"type": "response.output_item.added", "output_index": 0}',
        '{"type": "response.completed", "response": null}',
        '{"type": "error", "error": 42}',
        "null",
        '"just a string"',
    ]
    parser = provider_of(name).stream_parser()
    for data in weird:
        parser.feed(None, data)
    info = parser.finish(complete=False)
    assert info.status in ("partial", "error")


def test_undecodable_stream_is_partial_with_what_was_decoded() -> None:
    name = "anthropic_text.sse"
    body = gzip.compress(fixture(name))
    half = len(body) // 2
    chunks = [body[:half], b"\xff" * 16 + body[half + 16 :]]
    got = parse_stream(provider_of(name), chunks, "gzip", complete=True)
    assert got.status == "partial"
    assert "content decoding failed" in got.status_detail
    assert EXPECTED[name].text.startswith(got.text)


def test_unknown_encoding_is_partial_with_a_clear_detail() -> None:
    got = parse_stream(PROVIDERS["openai-chat"], [b"\x1f\x8b..."], "compress", complete=True)
    assert got.status == "partial"
    assert "unsupported Content-Encoding: 'compress'" in got.status_detail


def test_empty_stream() -> None:
    got = parse_stream(PROVIDERS["anthropic"], [], None, complete=True)
    assert got.status == "partial"
    assert got.status_detail == "stream ended before message_stop"


def test_absurdly_nested_json_is_refused_cleanly() -> None:
    nested = "[" * 100_000 + "]" * 100_000
    for provider in PROVIDERS.values():
        with pytest.raises(ParseError):
            provider.parse_request(nested.encode())
        parser = provider.stream_parser()
        parser.feed(None, nested)
        assert "1 malformed event skipped" in parser.finish(complete=True).status_detail
        assert provider.parse_response(nested.encode()).status == "partial"
