"""What every teambrain addon asks of a flow, in one place: who it belongs to, whether it is
teambrain's own, whether it is a WebSocket handshake, and which config and store the
mitmproxy options name.

The owner is resolved one way for every addon (proxy-auth user, member token, API-key
fingerprint, local owner); secrets are read in memory only, never kept.
"""

from __future__ import annotations

from pathlib import Path

from mitmproxy import ctx, exceptions, http
from teambrain.core.config import Config, load_config
from teambrain.core.errors import TeambrainError
from teambrain.core.identity import api_key_from_headers, resolve_owner, valid_owner
from teambrain.core.store import Store, open_configured

TOKEN_OWNER = "teambrain_token_owner"
"""flow.metadata key: the owner of the request's gateway token (set by addons/gateway.py)."""
INTERNAL = "teambrain_internal"
"""flow.metadata key: set on teambrain's own (authenticated) reflection calls."""
INJECTED = "teambrain_injected"
"""flow.metadata key: the knowledge entry ids addons/inject.py added to the request, in the
block's order (absent: none); the capture addon keeps them with the exchange."""


def internal_flow(flow: http.HTTPFlow) -> bool:
    """Whether the flow is one of teambrain's own reflection calls (authenticated)."""
    return bool(flow.metadata.get(INTERNAL))


def flow_owner(flow: http.HTTPFlow, config: Config) -> str | None:
    """The request's owner: proxy-auth user, gateway token, API-key fingerprint, local owner.

    The one resolution every addon uses; the API key and password are read in memory only.
    """
    proxyauth = flow.metadata.get("proxyauth")
    headers = flow.request.headers
    owner = resolve_owner(
        config,
        proxyauth[0] if proxyauth else None,
        api_key_from_headers(
            {
                "x-api-key": headers.get("x-api-key", ""),
                "authorization": headers.get("authorization", ""),
            }
        ),
        flow.metadata.get(TOKEN_OWNER),
    )
    return owner if owner is not None and valid_owner(owner) else None


def is_websocket_handshake(request: http.Request) -> bool:
    """A request asking to become a WebSocket (`GET` with `Upgrade: websocket`).

    The method is compared first: an LLM request (a POST) costs no header lookup.
    """
    return (
        request.method == "GET"
        and request.headers.get("upgrade", "").strip().lower() == "websocket"
    )


def add_config_option(loader) -> None:  # noqa: ANN001 - mitmproxy's Loader
    """Declare teambrain_config; each addon reading the config declares it, identically."""
    loader.add_option(
        "teambrain_config", str, "", "teambrain config file (default: the user config dir)."
    )


def options_config() -> Config:
    """The config file the teambrain_config option names (default: the user config dir)."""
    path = ctx.options.teambrain_config
    return load_config(Path(path) if path else None)


def options_config_and_store() -> tuple[Config, Store]:
    """The config and store the teambrain_* options name; a bad one is an OptionsError.
    A database store is opened without being reached: the proxy starts, and passes
    traffic, while the database is down (captures wait in the host's outbox)."""
    try:
        config = options_config()
        store = open_configured(config, ctx.options.teambrain_store or None, connect=False)
    except TeambrainError as e:
        raise exceptions.OptionsError(f"teambrain: {e}") from e
    return config, store
