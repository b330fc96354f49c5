"""`teambrain mcp`: the MCP server over stdio, for one owner.

The owner is --as, else the local owner (on a team-mode store a name given with --as may
read but not save). Over streamable HTTP, MCP is served by `teambrain serve` at `/mcp`,
beside the team's API and with its hardening (member tokens re-read when the config
changes, per-token and per-address rate limits, a body cap, one Authorization header);
`teambrain mcp --http`, which had none of it, is retired and says so.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, errors, pass_app

RETIRED_HTTP = (
    "`teambrain mcp --http` is retired: run `teambrain serve` (add --port {port} to keep the "
    "port), which serves MCP at http://127.0.0.1:{port}/mcp for the same [owners.tokens], "
    "with rate limits, a body cap and token changes picked up while it runs"
)


@click.command("mcp")
@click.option("--http", "over_http", is_flag=True, hidden=True, help="Retired: use serve.")
@click.option("--port", default=8765, hidden=True, type=click.IntRange(1, 65535))
@pass_app
def mcp_cmd(app: AppContext, over_http: bool, port: int) -> None:
    """Serve recall (and knowledge tools) to Claude Code or Claude Desktop over MCP (stdio).

    \b
    Examples:
      claude mcp add teambrain -- teambrain mcp
      teambrain --as alice mcp
    Over HTTP, with member tokens: `teambrain serve` (its /mcp endpoint).
    """
    if over_http:
        raise click.UsageError(RETIRED_HTTP.format(port=port))
    app.local_only("mcp")
    from teambrain.mcpserver.stdio_front import serve

    serve(lambda: _server(app))  # answers `initialize` before the MCP SDK has loaded


def _server(app: AppContext) -> object:
    from teambrain.mcpserver.server import build_server

    app.open_store(writable=True)
    with errors():
        return build_server(app.store, app.config, owner=app.owner, named=app.named)


COMMANDS = [mcp_cmd]
