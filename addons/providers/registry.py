"""The providers teambrain speaks, one line each, and the questions every addon asks of them.

Each provider's module declares all of what teambrain needs of its wire format (base.py
Provider): the paths it is served on, its parser, where injection's block goes and how a
gateway recognizes and refuses its requests. Capture, injection, the gateway and the config
read them from here, never by a provider's name, so adding one (Gemini, Bedrock) is its
module, its line in PROVIDERS and its name in core/config.py ProviderName.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from teambrain.addons.providers.anthropic import AnthropicProvider
from teambrain.addons.providers.base import GatewaySide, Provider
from teambrain.addons.providers.openai_chat import GATEWAY as OPENAI_GATEWAY
from teambrain.addons.providers.openai_chat import OpenAIChatProvider
from teambrain.addons.providers.openai_responses import OpenAIResponsesProvider
from teambrain.core.config import CaptureConfig, ProviderName

PROVIDERS: dict[ProviderName, Provider] = {
    p.name: p
    for p in (
        AnthropicProvider(),
        OpenAIChatProvider(),
        OpenAIResponsesProvider(),
    )
}
"""Name -> provider, in the order their paths and gateway recognition are tried."""

FALLBACK_GATEWAY = OPENAI_GATEWAY
"""A gateway request no provider recognizes is answered in the OpenAI shape, which most
other clients read too."""


def named(name: str) -> Provider:
    """The provider of a name that crossed a boundary (a capture handed to a worker
    process); ValueError naming the known ones for any other."""
    provider = PROVIDERS.get(name)  # type: ignore[call-overload]  # any str may come in
    if provider is None:
        raise ValueError(f"unknown provider {name!r}; known: {', '.join(PROVIDERS)}")
    return provider


def provider_for(path: str, config: CaptureConfig) -> Provider | None:
    """The provider whose configured path the request path is, or ends with.

    The query string is ignored (`/v1/messages?beta=true`). A configured path also matches
    under a prefix (`/openai/v1/chat/completions` behind a gateway), but only whole: a
    longer path such as `/v1/messages/count_tokens` is not a match. A provider's paths are
    the config's `[capture] paths` for it, else its module's. A `*` stands for any text
    inside one segment (`/v1beta/models/*:generateContent`). The longest matching path wins;
    between equals, the provider listed first.
    """
    path = path.split("?", 1)[0].split("#", 1)[0].rstrip("/")
    best: tuple[int, Provider] | None = None
    configured_paths = config.paths  # asked of every request: no call per path
    for provider in PROVIDERS.values():
        for configured in configured_paths.get(provider.name, provider.paths):
            configured = configured.rstrip("/")
            if not configured:
                continue
            if not configured.startswith("/"):
                configured = "/" + configured  # a leading `/` keeps segments whole
            if best is not None and len(configured) <= best[0]:
                continue
            if "*" in configured:
                found = _pattern(configured).search(path) is not None
            else:
                found = path.endswith(configured)
            if found:
                best = (len(configured), provider)
    return best[1] if best else None


@functools.lru_cache(maxsize=256)
def _pattern(configured: str) -> re.Pattern[str]:
    return re.compile(re.escape(configured).replace(r"\*", "[^/]*") + r"\Z")


def recognized(headers: Mapping[str, str]) -> GatewaySide:
    """The gateway side of the first provider that recognizes a request's headers (a
    listener the config does not name), else the fallback."""
    for provider in PROVIDERS.values():
        if provider.gateway.recognizes(headers):
            return provider.gateway
    return FALLBACK_GATEWAY


def gateway_side(listener: str) -> GatewaySide:
    """The gateway side served on listeners of this `[[gateway.listeners]]` provider."""
    for provider in PROVIDERS.values():
        if provider.gateway.listener == listener:
            return provider.gateway
    return FALLBACK_GATEWAY
