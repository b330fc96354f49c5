"""Each provider is one module: the registry, the typed names and the config agree on it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import get_args

import pytest
from teambrain.addons.providers import PROVIDERS, provider_for
from teambrain.addons.providers.registry import gateway_side, named, recognized
from teambrain.core.config import PROVIDER_NAMES, CaptureConfig, ProviderName, parse_config
from teambrain.core.errors import ConfigError

from tests.fakes.gemini import GeminiProvider


def test_the_typed_names_are_the_registered_ones() -> None:
    assert set(get_args(ProviderName)) == set(PROVIDERS) == set(PROVIDER_NAMES)
    assert all(named(name) is provider for name, provider in PROVIDERS.items())
    with pytest.raises(ValueError, match="unknown provider 'gemini'"):
        named("gemini")


def test_config_paths_replace_a_modules_own_and_are_checked_on_load() -> None:
    config = parse_config('[capture.paths]\n"openai-chat" = ["/llm/chat"]\n').capture
    assert provider_for("/llm/chat", config) is PROVIDERS["openai-chat"]
    assert provider_for("/v1/chat/completions", config) is None
    assert provider_for("/v1/messages", config) is PROVIDERS["anthropic"]  # its own paths
    with pytest.raises(ConfigError, match="capture.paths.*openai-chat, openai-responses"):
        parse_config('[capture.paths]\ngemini = ["/x"]\n')


def test_the_older_path_keys_still_set_their_providers_paths() -> None:
    config = parse_config('[capture]\nanthropic_paths = ["/claude"]\n').capture
    assert config.paths == {"anthropic": ["/claude"]}
    assert provider_for("/gw/claude", config) is PROVIDERS["anthropic"]
    both = '[capture]\nanthropic_paths = ["/old"]\n[capture.paths]\nanthropic = ["/new"]\n'
    assert parse_config(both).capture.paths == {"anthropic": ["/new"]}


@pytest.fixture
def with_gemini() -> Iterator[object]:
    """The fake provider's registry line, for this test only."""
    PROVIDERS["gemini"] = GeminiProvider()  # type: ignore[index]
    yield PROVIDERS["gemini"]  # type: ignore[index]
    del PROVIDERS["gemini"]  # type: ignore[arg-type]


def test_a_registered_module_is_found_by_its_paths_and_headers(with_gemini: object) -> None:
    config = CaptureConfig()
    path = "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse"
    assert provider_for(path, config) is with_gemini
    assert provider_for("/v1beta/models/a/b:generateContent", config) is None  # one segment
    assert provider_for("/v1beta/models/x:countTokens", config) is None
    assert recognized({"x-goog-api-key": "k"}).listener == "gemini"
    assert gateway_side("gemini").refusal(403, "no")["error"]["status"] == "PERMISSION_DENIED"
    assert recognized({}).listener == "openai"  # nothing recognizes it: the fallback


def test_every_declared_listener_is_one_the_config_accepts() -> None:
    listeners = sorted({p.gateway.listener for p in PROVIDERS.values()})
    toml = "".join(
        f'[[gateway.listeners]]\nprovider = "{name}"\nport = {8080 + i}\n'
        f'upstream = "https://example.com"\n'
        for i, name in enumerate(listeners)
    )
    config = parse_config(toml)
    assert [x.provider for x in config.gateway.listeners] == listeners == ["anthropic", "openai"]
    assert all(gateway_side(name).listener == name for name in listeners)
