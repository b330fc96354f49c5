"""Choosing a provider by request path, and parsing whole bodies through decoding."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys

import brotli
import pytest
import zstandard
from teambrain.addons.providers import PROVIDERS, parse_body, provider_for
from teambrain.core.config import CaptureConfig

from tests.addons.providers.streams import EXPECTED, fixture


@pytest.mark.parametrize(
    "path,name",
    [
        ("/v1/messages", "anthropic"),
        ("/v1/messages?beta=true", "anthropic"),
        ("/v1/messages/", "anthropic"),
        ("/anthropic/v1/messages", "anthropic"),
        ("/v1/chat/completions", "openai-chat"),
        ("/chat/completions?api-version=2024-10-21", "openai-chat"),
        ("/openai/deployments/gpt4/chat/completions", "openai-chat"),
        ("/v1/responses", "openai-responses"),
        ("/backend-api/codex/responses", "openai-responses"),
        ("/v1/messages/count_tokens", None),
        ("/v1/messages/batches", None),
        ("/v1/responses/resp_123", None),
        ("/v1/models", None),
        ("/v1/xmessages", None),
        ("/", None),
        ("", None),
    ],
)
def test_default_paths(path: str, name: str | None) -> None:
    provider = provider_for(path, CaptureConfig())
    assert (provider.name if provider else None) == name


def test_configured_paths_replace_the_defaults() -> None:
    config = CaptureConfig(
        anthropic_paths=["/gateway/claude"], openai_chat_paths=[], openai_responses_paths=[]
    )
    assert provider_for("/gateway/claude?x=1", config) is PROVIDERS["anthropic"]
    assert provider_for("/v1/messages", config) is None
    assert provider_for("/v1/chat/completions", config) is None


def test_the_longest_configured_path_wins() -> None:
    config = CaptureConfig(anthropic_paths=["/proxy/v1/messages"], openai_chat_paths=["/messages"])
    assert provider_for("/proxy/v1/messages", config) is PROVIDERS["anthropic"]
    assert provider_for("/other/messages", config) is PROVIDERS["openai-chat"]


def test_registry_names_match_the_providers() -> None:
    assert sorted(PROVIDERS) == ["anthropic", "openai-chat", "openai-responses"]
    assert all(p.name == n for n, p in PROVIDERS.items())


CHAT_BODY = json.dumps(
    {
        "id": "chatcmpl-B",
        "model": "gpt-4.1",
        "choices": [{"index": 0, "message": {"content": "Grüße"}, "finish_reason": "stop"}],
    }
).encode()


@pytest.mark.parametrize(
    "encoding,encode",
    [
        (None, lambda b: b),
        ("gzip", gzip.compress),
        ("br", brotli.compress),
        ("zstd", zstandard.ZstdCompressor().compress),
    ],
)
def test_parse_body_decodes_first(encoding, encode) -> None:
    got = parse_body(PROVIDERS["openai-chat"], encode(CHAT_BODY), encoding)
    assert (got.text, got.status, got.response_id) == ("Grüße", "complete", "chatcmpl-B")


def test_parse_body_of_an_event_stream_parses_the_stream() -> None:
    name = "anthropic_server_tool.sse"
    got = parse_body(PROVIDERS["anthropic"], gzip.compress(fixture(name)), "gzip")
    assert got == EXPECTED[name]


def test_parse_body_that_cannot_be_decoded_is_partial() -> None:
    got = parse_body(PROVIDERS["openai-chat"], b"plain, not gzip", "gzip")
    assert got.status == "partial"
    assert got.status_detail.startswith("content decoding failed: corrupt gzip data")
    got = parse_body(PROVIDERS["openai-chat"], CHAT_BODY, "lzw")
    assert got.status_detail == "content decoding failed: unsupported Content-Encoding: 'lzw'"


def test_parsers_run_without_the_proxy() -> None:
    """The parsers are plain Python: importing them loads no mitmproxy module."""
    code = (
        "import sys, teambrain.addons.providers as p; "
        "assert not [m for m in sys.modules if m.startswith('mitmproxy')], 'mitmproxy loaded'"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
