"""The gateway addon: members identified by a token header that never leaves the gateway.

Gateway mode (docs/gateway.md) points a client's base URL at a mitmproxy reverse-mode listener,
one per provider, so no CA is installed anywhere. This addon runs before the capture addon and
keeps these invariants:
- the token header (`[gateway] token_header`) is removed from every request, in every proxy
  mode, before anything goes upstream; its value is only compared with `[owners.tokens]`, and
  only the owner it maps to is handed on (flow.metadata), never the token itself;
- on a gateway listener with `[gateway] require_token`, a request without a known token is
  answered here with a 401 in the provider's error shape, marked not to be retried, so the
  client stops and shows our message (see error_response), and never reaches upstream;
- those failures are limited per address and, across every address, by one budget
  (core/ratelimit.py FailureBudget, in this process's memory): past it they are answered 429
  with Retry-After, so guessing a token is slow however many addresses try. The token is
  checked first and only failures count, so a member's valid token always passes; the
  address is the connection's, never a header's;
- on a gateway listener, plain HTTP from another host is refused (a team gateway must not take
  API keys in clear text over the network) unless `[gateway] allow_plain_http` says otherwise.
All of it is a header lookup and a few comparisons: cheap enough for the event loop.
"""

from __future__ import annotations

import json
import logging

from mitmproxy import exceptions, http
from mitmproxy.proxy.mode_specs import ReverseMode
from teambrain.addons.flows import (
    TOKEN_OWNER,
    add_config_option,
    is_websocket_handshake,
    options_config,
)
from teambrain.addons.providers.registry import gateway_side, recognized
from teambrain.core.config import Config
from teambrain.core.errors import TeambrainError
from teambrain.core.member_tokens import TokenMap
from teambrain.core.ratelimit import FailureBudget, MemoryRates

log = logging.getLogger("teambrain.gateway")

_CODEX_AGENTS = ("codex_",)
"""User-agent prefixes of Codex (codex_cli_rs/, codex_exec/, codex_vscode/...)."""


class Gateway:
    """mitmproxy addon: gateway-token identity, and the gateway listeners' refusals."""

    def __init__(self) -> None:
        self.config = Config()
        self.tokens = TokenMap({})
        self.failures = failure_budget(self.config)
        self._configured = False

    def load(self, loader) -> None:  # noqa: ANN001 - mitmproxy's Loader
        add_config_option(loader)

    def configure(self, updated: set[str]) -> None:
        if self._configured and "teambrain_config" not in updated:
            return
        try:
            self.config = options_config()
        except TeambrainError as e:
            raise exceptions.OptionsError(f"teambrain: {e}") from e
        self.tokens = TokenMap(self.config.owners.tokens)
        self.failures = failure_budget(self.config)
        self._configured = True

    def requestheaders(self, flow: http.HTTPFlow) -> None:
        gateway = self.config.gateway
        presented = flow.request.headers.get_all(gateway.token_header)
        if presented:
            del flow.request.headers[gateway.token_header]
        owner = self.tokens.owner_of_values(presented)
        if owner is not None:
            flow.metadata[TOKEN_OWNER] = owner
        if isinstance(flow.client_conn.proxy_mode, ReverseMode) and flow.response is None:
            refused = self.refusal(flow, bool(presented), owner)
            if refused is not None:
                flow.response = refused

    def refusal(
        self, flow: http.HTTPFlow, presented: bool, owner: str | None
    ) -> http.Response | None:
        """The local answer to a gateway request that must not go upstream, or None."""
        gateway = self.config.gateway
        peer = flow.client_conn.peername[0] if flow.client_conn.peername else ""
        if not flow.client_conn.tls_established and not gateway.plain_http_allowed(peer):
            log.warning("teambrain: refused plain HTTP from %s on a gateway listener", peer)
            return error_response(
                self.provider_of(flow),
                403,
                "teambrain gateway: plain HTTP from another host is refused; use https:// "
                "(the operator sets [gateway] cert)",
                flow.request,
            )
        if gateway.require_token and owner is None:
            wait = self.failures.take("addr:" + peer)
            if wait > 0:
                return too_many(self.provider_of(flow), wait, gateway.token_header, flow.request)
            why = "is not known to this gateway" if presented else "is missing"
            log.info("teambrain: refused a gateway request from %s: the token %s", peer, why)
            return error_response(
                self.provider_of(flow),
                401,
                f"teambrain gateway: the {gateway.token_header} header {why}; "
                "ask your teambrain operator for a member token",
                flow.request,
            )
        return None

    def provider_of(self, flow: http.HTTPFlow) -> str:
        """The listener's provider (anthropic, openai...): the configured listener's, else
        the one whose provider module recognizes the request's headers."""
        sockname = flow.client_conn.sockname
        port = sockname[1] if sockname else None
        for listener in self.config.gateway.listeners:
            if listener.port == port:
                return listener.provider
        return recognized(flow.request.headers).listener


def error_response(
    provider: str, status: int, message: str, request: http.Request | None = None
) -> http.Response:
    """A JSON error in the shape of the listener's provider (its module's `gateway`), which
    makes the client stop and show it.

    The provider's SDKs raise with our message (AuthenticationError for a 401...), and
    `x-should-retry: false` tells the Anthropic and OpenAI SDKs, Claude Code included, not
    to try again: without it Claude Code retries a 401 for minutes and shows nothing. Codex
    needs other statuses for the same message (see client_status).
    """
    status = client_status(status, request)
    body = gateway_side(provider).refusal(status, message)
    return http.Response.make(
        status,
        json.dumps(body).encode(),
        {"content-type": "application/json", "x-should-retry": "false"},
    )


def failure_budget(config: Config) -> FailureBudget:
    """The budget of failed tokens for one gateway process, counted in its memory."""
    gateway = config.gateway
    return FailureBudget(
        MemoryRates(),
        gateway.failed_tokens_per_second,
        gateway.failed_tokens_burst,
        name="gateway",
    )


def too_many(provider: str, wait: float, header: str, request: http.Request) -> http.Response:
    """The 429 for a request past the budget of failed tokens, with Retry-After."""
    seconds = max(1, int(wait + 0.999))
    response = error_response(
        provider,
        429,
        f"teambrain gateway: too many requests without a known {header} header; "
        f"try again in {seconds} s",
        request,
    )
    response.headers["retry-after"] = str(seconds)
    return response


def client_status(status: int, request: http.Request | None) -> int:
    """The status a refusal is answered with for the client that sent `request`.

    Codex retries every status but 400 (7 WebSocket attempts, then 6 over HTTP: ~13 s before
    it shows anything), and does not show the body of a refused WebSocket handshake. So Codex
    gets a 426 at the handshake, which makes it go over HTTP at once, and a 400 there, whose
    message it shows. Every other client gets `status`.
    """
    if request is None:
        return status
    if not request.headers.get("user-agent", "").lower().startswith(_CODEX_AGENTS):
        return status
    return 426 if is_websocket_handshake(request) else 400
