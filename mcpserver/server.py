"""The MCP server: teambrain's facade as tools for Claude Code, Claude Desktop and other agents.

`build_server()` is the one factory (the CLI, `teambrain serve` and the tests call it). It
assembles the tools from TOOL_MODULES: each module exposes `register(server: MCPServer) ->
None`, and its tools take `ctx: Context` and act through `acting_service(ctx)`, the service
facade (core/service/facade.py) bound to the caller.

Invariant (owner clamp): the acting owner is never a tool argument. Over stdio it is the
owner the server was started for (--as, else the local owner; on a team-mode store a named
owner may read but not act); over streamable HTTP it is the owner the request's bearer token
maps to in `owners.tokens`, and a request with no token or an unknown one is refused before
any tool runs.
"""

from __future__ import annotations

import importlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import AnyHttpUrl
from teambrain.core import audit
from teambrain.core.clock import Clock, system_clock
from teambrain.core.config import Config
from teambrain.core.errors import ConfigError
from teambrain.core.member_tokens import TokenSource
from teambrain.core.service.facade import LazySanitizer, LocalService, team_mode_refusal
from teambrain.core.store import Store
from teambrain.mcpserver.stdio_front import INSTRUCTIONS, NAME

TOOL_MODULES = ("teambrain.mcpserver.recall_tools", "teambrain.mcpserver.knowledge_tools")


class Resources:
    """What every tool shares (the lifespan context): the store, the config, the clock, one
    lazily built sanitizer, and who the caller is (a fixed owner over stdio; over HTTP the
    owner of the request's token)."""

    def __init__(
        self,
        store: Store,
        config: Config,
        clock: Clock,
        owner: str | None,
        *,
        named: bool = False,
        sanitizer: Any = None,
    ) -> None:
        self.store = store
        self.config = config
        self.clock = clock
        self.fixed_owner = owner
        self.refusal = team_mode_refusal(config) if named and config.owners.team_mode else ""
        self.sanitizer = sanitizer if sanitizer is not None else LazySanitizer(config.sanitizer)

    def service(self, owner: str, channel: audit.Channel) -> LocalService:
        return LocalService(
            self.store,
            self.config,
            owner,
            channel=channel,
            clock=self.clock,
            sanitizer=self.sanitizer,
            acting_refusal=self.refusal if channel == audit.LOCAL else "",
        )


class OwnerTokens:
    """The MCP SDK's token verifier over teambrain's member tokens (core/member_tokens.py)."""

    def __init__(self, tokens: TokenSource) -> None:
        self.tokens = tokens

    async def verify_token(self, token: str) -> AccessToken | None:
        owner = self.tokens.current().owner(token)
        if owner is None:
            return None
        return AccessToken(token=token, client_id=owner, subject=owner, scopes=[])


def build_server(
    store: Store,
    config: Config,
    *,
    owner: str | None = None,
    named: bool = False,
    http_url: str | None = None,
    tokens: TokenSource | None = None,
    clock: Clock = system_clock,
    sanitizer: Any = None,
) -> MCPServer:
    """The server for one store: stdio for `owner`, or HTTP (http_url set) with token owners.

    `named` says the stdio owner was given by name (`--as`); `tokens` lets a long-running
    server see token edits (default: the config's tokens as they are now).
    """
    if http_url is None and not owner:
        raise ConfigError("the MCP server over stdio needs an owner (--as, or owners.local)")
    auth_kwargs: dict[str, Any] = {}
    if http_url is not None:
        tokens = tokens or TokenSource(None, config.owners.tokens)
        if not len(tokens.current()):
            raise ConfigError(
                "no bearer tokens configured: add [owners.tokens] (token = owner) to the config"
            )
        owner = None
        auth_kwargs = {
            "auth": AuthSettings(issuer_url=AnyHttpUrl(http_url), resource_server_url=None),
            "token_verifier": OwnerTokens(tokens),
        }
    shared = Resources(store, config, clock, owner, named=named, sanitizer=sanitizer)

    @asynccontextmanager
    async def lifespan(_: MCPServer) -> AsyncIterator[Resources]:
        yield shared

    server = MCPServer(
        NAME,
        instructions=INSTRUCTIONS,
        lifespan=lifespan,
        log_level="WARNING",
        **auth_kwargs,
    )
    for name in TOOL_MODULES:
        importlib.import_module(name).register(server)
    return server


def resources(ctx: Context[Any, Any]) -> Resources:
    """What this server's lifespan yields (a bare Context types it as the SDK's default dict)."""
    return ctx.request_context.lifespan_context


def acting_service(ctx: Context) -> LocalService:
    """The facade as the caller: the server's owner over stdio, the request's token's over HTTP."""
    shared = resources(ctx)
    if shared.fixed_owner is not None:
        return shared.service(shared.fixed_owner, audit.LOCAL)
    request = ctx.request_context.request
    user = request.scope.get("user") if request is not None else None
    token = getattr(user, "access_token", None) or get_access_token()
    if token is None or not token.client_id:
        raise ToolError("not authenticated: send a bearer token from owners.tokens")
    return shared.service(token.client_id, audit.MCP)
