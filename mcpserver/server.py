"""The MCP server: teambrain's owner-clamped reads as tools for Claude Code and Claude Desktop.

`build_server()` is the one factory (the CLI and the tests call it). It assembles the tools
from TOOL_MODULES: each module exposes `register(server: MCPServer) -> None` and its tools
take `ctx: Context`, reading the shared resources with `resources(ctx)` and the acting owner
with `acting_owner(ctx)`.

Invariant (owner clamp): the acting owner is never a tool argument. Over stdio it is the
owner the server was started for (--as, else the local owner); over streamable HTTP it is
the owner that the request's bearer token maps to in `owners.tokens`, and a request with no
token or an unknown one is refused before any tool runs.
"""

from __future__ import annotations

import hmac
import importlib
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from teambrain.core.clock import Clock, system_clock
from teambrain.core.config import Config
from teambrain.core.errors import ConfigError
from teambrain.core.store import Store

TOOL_MODULES = ("teambrain.mcpserver.recall_tools", "teambrain.mcpserver.knowledge_tools")

INSTRUCTIONS = (
    "teambrain remembers your own past LLM exchanges and tool calls (sanitized, private to "
    "you). Use recall_episodes to look up what you did before; an empty result means "
    "nothing of yours matched."
)


class Resources:
    """What every tool shares (the lifespan context): store, config, clock, owner, sanitizer.

    `owner` is the fixed owner over stdio; over HTTP it is the owner of the request being
    served (its bearer token's), and reading it outside an authenticated request fails.
    """

    def __init__(self, store: Store, config: Config, clock: Clock, owner: str | None) -> None:
        self.store = store
        self.config = config
        self.clock = clock
        self.fixed_owner = owner
        self._sanitizer: Any = None
        self._lock = threading.Lock()

    @property
    def owner(self) -> str:
        if self.fixed_owner is not None:
            return self.fixed_owner
        token = get_access_token()
        if token is None or not token.client_id:
            raise ToolError("not authenticated: send a bearer token from owners.tokens")
        return token.client_id

    @property
    def sanitizer(self) -> Any:
        """The configured sanitizer, built on first use (saving knowledge needs it)."""
        with self._lock:
            if self._sanitizer is None:
                from teambrain.core.sanitize import build_sanitizer

                self._sanitizer = build_sanitizer(self.config.sanitizer)
            return self._sanitizer


class OwnerTokens:
    """Bearer tokens from `owners.tokens`, each mapped to its owner (compared in constant time)."""

    def __init__(self, tokens: dict[str, str]) -> None:
        self._tokens = {t.encode(): owner for t, owner in tokens.items() if t and owner}

    async def verify_token(self, token: str) -> AccessToken | None:
        given = token.encode()
        owner = None
        for known, who in self._tokens.items():
            if hmac.compare_digest(given, known):
                owner = who
        if owner is None:
            return None
        return AccessToken(token=token, client_id=owner, subject=owner, scopes=[])


def build_server(
    store: Store,
    config: Config,
    *,
    owner: str | None = None,
    http_url: str | None = None,
    clock: Clock = system_clock,
) -> MCPServer:
    """The server for one store: stdio for `owner`, or HTTP (http_url set) with token owners."""
    if http_url is None and not owner:
        raise ConfigError("the MCP server over stdio needs an owner (--as, or owners.local)")
    auth_kwargs: dict[str, Any] = {}
    if http_url is not None:
        if not config.owners.tokens:
            raise ConfigError(
                "no bearer tokens configured: add [owners.tokens] (token = owner) to the config"
            )
        owner = None
        auth_kwargs = {
            "auth": AuthSettings(issuer_url=http_url, resource_server_url=None),
            "token_verifier": OwnerTokens(config.owners.tokens),
        }
    shared = Resources(store, config, clock, owner)

    @asynccontextmanager
    async def lifespan(_: MCPServer) -> AsyncIterator[Resources]:
        yield shared

    server = MCPServer(
        "teambrain",
        instructions=INSTRUCTIONS,
        lifespan=lifespan,
        log_level="WARNING",
        **auth_kwargs,
    )
    for name in TOOL_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name == name:
                continue  # a tool module not (yet) part of this build
            raise
        module.register(server)
    return server


def resources(ctx: Context) -> Resources:
    return ctx.request_context.lifespan_context


def acting_owner(ctx: Context) -> str:
    """The caller's owner: the server's own over stdio, the request's token's over HTTP."""
    shared = resources(ctx)
    if shared.fixed_owner is not None:
        return shared.fixed_owner
    request = ctx.request_context.request
    user = request.scope.get("user") if request is not None else None
    token = getattr(user, "access_token", None)
    if token is not None and token.client_id:
        return token.client_id
    return shared.owner  # the authenticated context's owner, or a refusal
