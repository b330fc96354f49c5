"""`teambrain mcp`: the MCP server, over stdio (one owner) or streamable HTTP (token owners).

Over stdio the owner is --as, else the local owner (on a team-mode store a name given with
--as may read but not save). Over HTTP it listens on 127.0.0.1 and each request's bearer
token maps to its owner through `[owners.tokens]`; a request with no token or an unknown one
is refused. For a team, `teambrain serve` serves the same endpoint beside its API, on the
gateway's network with TLS.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, errors, pass_app

HTTP_HOST = "127.0.0.1"


@click.command("mcp")
@click.option("--http", "over_http", is_flag=True, help="Serve streamable HTTP on 127.0.0.1.")
@click.option("--port", default=8765, show_default=True, type=click.IntRange(1, 65535))
@pass_app
def mcp_cmd(app: AppContext, over_http: bool, port: int) -> None:
    """Serve recall (and knowledge tools) to Claude Code or Claude Desktop over MCP.

    \b
    Examples:
      claude mcp add teambrain -- teambrain mcp
      teambrain --as alice mcp
      teambrain mcp --http --port 8765      # clients send Authorization: Bearer TOKEN
    """
    app.local_only("mcp")
    if not over_http:
        from teambrain.mcpserver.stdio_front import serve

        serve(lambda: _server(app))  # answers `initialize` before the MCP SDK has loaded
        return
    from teambrain.mcpserver.server import build_server

    app.open_store(writable=True)
    with errors():
        server = build_server(app.store, app.config, http_url=f"http://{HTTP_HOST}:{port}")
    click.echo(f"teambrain MCP server on http://{HTTP_HOST}:{port}/mcp", err=True)
    server.run("streamable-http", host=HTTP_HOST, port=port)


def _server(app: AppContext) -> object:
    from teambrain.mcpserver.server import build_server

    app.open_store(writable=True)
    with errors():
        return build_server(app.store, app.config, owner=app.owner, named=app.named)


COMMANDS = [mcp_cmd]
