"""`teambrain serve`: the team server on the gateway host, and `login`/`logout`/`whoami` on a
member's machine.

`serve` answers the service facade as a versioned JSON API (`/api/v1/...`), the MCP
streamable-HTTP endpoint (`/mcp`) and a health check (`/healthz`), as the owner each
request's bearer token names (`[owners.tokens]`, re-read when the config file changes). It
reads and writes the same store as the proxy beside it. Beyond 127.0.0.1 it needs a
certificate, as the gateway does: tokens must not cross the network in clear text.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import click
from teambrain.cli.context import AppContext, errors, pass_app
from teambrain.cli.output import say
from teambrain.core.config import default_config_path, shown_location


@click.command("serve")
@click.option("--listen-host", help="Address to listen on [default: [server] listen_host].")
@click.option(
    "--port", type=click.IntRange(1, 65535), help="Port to listen on [default: [server] port]."
)
@click.option("--access-log", is_flag=True, help="Log every request (method, path, status).")
@pass_app
def serve(app: AppContext, listen_host: str | None, port: int | None, access_log: bool) -> None:
    """Serve the team: every member reviews, shares and decides as their token's owner.

    \b
    Examples:
      teambrain serve                                  # 127.0.0.1:8765, [server] in the config
      teambrain serve --listen-host 0.0.0.0 --port 8765   # needs [server] cert
    Members then run `teambrain login https://HOST:8765` and use every command as usual;
    Claude Code reaches recall at https://HOST:8765/mcp with the same token.
    """
    from teambrain.cli.proxy_cmd import checked_cert

    app.local_only("serve")
    config = app.config
    settings = config.server
    host = settings.listen_host if listen_host is None else listen_host
    port = port or settings.port
    cert = checked_cert(Path(settings.cert), "[server] cert") if settings.cert else None
    if cert is None and not settings.plain_http_allowed(host):
        raise click.ClickException(
            f"the server would take member tokens in clear text on {host or 'every interface'}: "
            "set [server] cert (a PEM file with the certificate chain and its key), listen on "
            "127.0.0.1, or set [server] allow_plain_http = true if a TLS proxy sits in front"
        )
    if not config.owners.tokens:
        raise click.ClickException(
            "no member tokens: add [owners.tokens] to the config (token = owner, one per member; "
            "make one with `openssl rand -hex 24`)"
        )
    proxies = trusted_proxies(settings.trusted_proxies)
    app_ = build(app, host, port, tls=cert is not None)
    scheme = "https" if cert else "http"
    shown = f"[{host}]" if ":" in host else host
    say(
        f"teambrain: serving {shown_location(app.store_dir)} for {len(config.owners.tokens)} tokens",
        err=True,
    )
    say(
        f"teambrain: API {scheme}://{shown}:{port}/api/v1/, MCP {scheme}://{shown}:{port}/mcp",
        err=True,
    )
    sys.stderr.flush()

    import uvicorn

    uvicorn.run(
        app_,
        host=host,
        port=port,
        ssl_certfile=str(cert) if cert else None,
        ssl_keyfile=str(cert) if cert else None,
        log_level="info" if access_log else "warning",
        access_log=access_log,
        server_header=False,
        # forwarded headers only from configured proxies: anyone else could name any address
        # and so get round the per-address limit on token guessing
        proxy_headers=bool(proxies),
        forwarded_allow_ips=proxies or "",
    )


def trusted_proxies(values: list[str]) -> list[str]:
    """[server] trusted_proxies as networks uvicorn reads, or a clear error naming the key."""
    import ipaddress

    shown = []
    for value in values:
        try:
            shown.append(str(ipaddress.ip_network(value.strip(), strict=False)))
        except ValueError as e:
            raise click.ClickException(
                f"[server] trusted_proxies: {value!r} is not an address or network ({e})"
            ) from e
    return shown


def build(app: AppContext, host: str, port: int, *, tls: bool):  # noqa: ANN201 - an ASGI app
    """The API app with the MCP endpoint mounted beside it, over the configured store. The
    endpoint is built on its first request (server/lazy_mount.py): the MCP SDK takes seconds
    to import, and the API answers meanwhile."""
    from teambrain.core.member_tokens import TokenSource
    from teambrain.core.service.facade import LazySanitizer
    from teambrain.server.app import build_app
    from teambrain.server.lazy_mount import Built, LazyMount

    config = app.config
    path = (
        app.config_path
        or (Path(os.environ["TEAMBRAIN_CONFIG"]) if os.environ.get("TEAMBRAIN_CONFIG") else None)
        or default_config_path()
    )
    tokens = TokenSource(path, config.owners.tokens)
    store = app.open_store(writable=True)
    url = f"{'https' if tls else 'http'}://{host}:{port}"
    sanitizer = LazySanitizer(config.sanitizer)  # one for the API and MCP, warmed at start

    def mcp_endpoint() -> Built:
        from teambrain.mcpserver.server import build_server

        mcp = build_server(store, config, http_url=url, tokens=tokens, sanitizer=sanitizer)
        endpoint = mcp.streamable_http_app(
            streamable_http_path="/mcp",
            host=host,
            max_request_body_size=config.server.max_body_bytes,
        )
        return endpoint, mcp.session_manager.run

    mcp = LazyMount(mcp_endpoint, "MCP endpoint")
    return build_app(
        store, config, tokens, mounts=[("/", mcp)], lifespans=[mcp.lifespan], sanitizer=sanitizer
    )


@click.command("login")
@click.argument("url")
@click.option(
    "--ca-file",
    type=click.Path(path_type=Path, dir_okay=False, exists=True),
    help="Trust this CA bundle for the server (a private CA).",
)
def login(url: str, ca_file: Path | None) -> None:
    """Save your member token for a team server and act through it from now on.

    The token is read from standard input (typed without echo at a terminal), never from
    the command line; it is checked with the server before it is saved (mode 0600).

    \b
    Example: teambrain login https://gateway.example:8765 < ~/teambrain-token
    """
    from teambrain.core.service import credentials
    from teambrain.core.service.remote import RemoteService, check_url, timeout_from_env

    stdin = click.open_file("-")  # standard input (get_text_stream is deprecated)
    if stdin.isatty():
        token = click.prompt("Member token", hide_input=True).strip()
    else:
        token = stdin.read().strip()
    if not token:
        raise click.UsageError("give your member token on standard input")
    with errors():
        url = check_url(url)
        service = RemoteService(
            url, token, ca_file=str(ca_file) if ca_file else None, timeout=timeout_from_env()
        )
        try:
            who = service.whoami()
        finally:
            service.close()
        saved = credentials.save(url, token, ca_file=str(ca_file.resolve()) if ca_file else "")
    say(
        f"Logged in to {url} as {who.owner}; commands now act through it (`teambrain logout` to stop)."
    )
    say(f"Saved in {saved} (mode 0600).")


@click.command("logout")
@click.argument("url", required=False)
def logout(url: str | None) -> None:
    """Forget the token for a team server (default: the one commands act through)."""
    from teambrain.core.service import credentials

    with errors():
        gone = credentials.forget(url.rstrip("/") if url else None)
        left = credentials.load().default
    if gone is None:
        raise click.ClickException(f"not logged in to {url}" if url else "not logged in anywhere")
    say(f"Logged out of {gone}." + (f" Commands now act through {left}." if left else ""))


@click.command("whoami")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def whoami(app: AppContext, as_json: bool) -> None:
    """Who commands act as, and where: the local store or a team server."""
    from teambrain.cli.context import emit_json

    with errors():
        who = app.service.whoami()
    if as_json:
        import msgspec

        emit_json(
            {"where": app.server or shown_location(app.store_dir), **msgspec.to_builtins(who)}
        )
        return
    where = app.server or f"the store at {shown_location(app.store_dir)}"
    if not app.server and isinstance(app.store_dir, Path) and not app.store_dir.exists():
        where += " (not created yet: the proxy creates it; or `teambrain login URL` for a team)"
    say(f"{who.owner} via {who.channel}, on {where}")
    if not who.may_act:
        say(f"reading only: {who.acting_refusal}")


COMMANDS = [serve, login, logout, whoami]
