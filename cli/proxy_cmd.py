"""`teambrain proxy`, `addon-path` and `env`: running the capturing proxy and routing clients.

`proxy` runs mitmdump with the capture addon; any option after `--` goes to mitmdump
unchanged (e.g. `--proxyauth @htpasswd`, `--mode reverse:...`), as mitmproxy users expect.
`proxy --gateway` runs one reverse-mode listener per provider instead of (or beside) the
regular proxy, and refuses to take API keys in clear text on a non-loopback address.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

import click
from teambrain.cli.context import AppContext, pass_app
from teambrain.core.config import Config, GatewayConfig, GatewayListener, shown_location
from teambrain.core.operations.running import Listen, bind_refusal, record

DEFAULT_CONFDIR = Path("~/.mitmproxy")
CERT_NAME = "teambrain-gateway"
"""The name the gateway certificate is registered under in mitmproxy's `certs` option. Not `*`:
the certificate is served for its own names only, so the regular proxy beside the gateway
still mints its certificates for every other host."""


def addon_path() -> Path:
    """The addon script to load with `mitmdump -s`."""
    from teambrain.addons import entry

    return Path(entry.__file__).resolve()


def mitmdump_path() -> str:
    beside = Path(sys.executable).parent / "mitmdump"
    if beside.exists():
        return str(beside)
    found = shutil.which("mitmdump")
    if not found:
        raise click.ClickException("mitmdump not found: install teambrain with its dependencies")
    return found


def ca_path(confdir: Path) -> Path:
    return confdir.expanduser() / "mitmproxy-ca-cert.pem"


def mitmdump_args(
    app: AppContext, port: int, listen_host: str, confdir: Path, quiet: bool, extra: tuple[str, ...]
) -> list[str]:
    args = [
        mitmdump_path(),
        "-s",
        str(addon_path()),
        "--listen-host",
        listen_host,
        "--listen-port",
        str(port),
        "--set",
        f"confdir={confdir.expanduser()}",
    ]
    if isinstance(app.store_dir, Path):
        args += ["--set", f"teambrain_store={app.store_dir}"]
    # a database URL may hold a password: it reaches mitmdump through its environment
    # (readable by its user alone; see store_environment), never its command line, which
    # every user of the host can read
    if app.config_path is not None:
        args += ["--set", f"teambrain_config={app.config_path}"]
    elif os.environ.get("TEAMBRAIN_CONFIG"):
        args += ["--set", f"teambrain_config={os.environ['TEAMBRAIN_CONFIG']}"]
    if quiet:
        args.append("--quiet")
    return args + list(extra)


_OURS = {"-p": "--port", "--listen-port": "--port", "--listen-host": "--listen-host"}


def refuse_listen_options(options: tuple[str, ...]) -> None:
    """mitmdump's own listen options would move the proxy away from what teambrain prints
    and what `teambrain env` tells clients: they are teambrain's options, given before `--`."""
    for option in options:
        name = option.split("=", 1)[0]
        if name.startswith("-p") and not name.startswith("--"):
            name = "-p"
        if name in _OURS:
            raise click.UsageError(
                f"{option!r} is set by teambrain: use `teambrain proxy {_OURS[name]} ...` instead"
            )


def gateway_args(gateway: GatewayConfig, host: str, proxy_at: tuple[str, int] | None) -> list[str]:
    """mitmdump options for the gateway listeners, and for the regular proxy beside them.

    Refuses what must not run: plain HTTP on a non-loopback address (unless
    `allow_plain_http`), a certificate file without its key, the proxy on a listener's port.
    """
    if not gateway.listeners:
        raise click.ClickException("[gateway] listeners is empty: there is nothing to run")
    args: list[str] = []
    if gateway.cert:
        args += ["--set", f"certs={CERT_NAME}={checked_cert(Path(gateway.cert))}"]
    elif not gateway.plain_http_allowed(host):
        raise click.ClickException(
            f"the gateway would take API keys in clear text on {host or 'every interface'}: "
            "set [gateway] cert (a PEM file with the certificate chain and its key), listen on "
            "127.0.0.1, or set [gateway] allow_plain_http = true if a TLS proxy sits in front"
        )
    if proxy_at is not None:
        proxy_host, proxy_port = proxy_at
        for listener in gateway.listeners:
            if listener.port == proxy_port:
                raise click.ClickException(
                    f"port {proxy_port} is the {listener.provider} gateway listener's: "
                    "give the proxy beside the gateway another --port"
                )
        args += ["--mode", f"regular@{proxy_host}:{proxy_port}"]
    for listener in gateway.listeners:
        args += ["--mode", f"reverse:{listener.upstream.rstrip('/')}@{host}:{listener.port}"]
    return args


def checked_cert(path: Path, key: str = "[gateway] cert") -> Path:
    """A listener's certificate file (`key` names its config key), if it holds a certificate
    and a private key."""
    path = path.expanduser()
    try:
        text = path.read_text(errors="replace")
    except OSError as e:
        raise click.ClickException(f"{key}: cannot read {path}: {e}") from e
    if "-----BEGIN CERTIFICATE-----" not in text or "PRIVATE KEY-----" not in text:
        raise click.ClickException(
            f"{key}: {path} must hold the certificate chain and its private key, "
            "in PEM (e.g. `cat fullchain.pem privkey.pem > gateway.pem`)"
        )
    return path.resolve()


def listener_url(gateway: GatewayConfig, host: str, listener: GatewayListener) -> str:
    scheme = "https" if gateway.cert else "http"
    host = f"[{host}]" if ":" in host else host
    return f"{scheme}://{host}:{listener.port}"


@click.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.option("--port", default=8080, show_default=True, type=click.IntRange(1, 65535))
@click.option(
    "--listen-host",
    help="Address to listen on [default: 127.0.0.1; gateway listeners: [gateway] listen_host].",
)
@click.option(
    "--gateway/--no-gateway",
    default=None,
    help="Run the gateway listeners ([gateway] listeners): clients set a base URL, no CA. "
    "[default: [gateway] enabled]",
)
@click.option(
    "--with-proxy/--without-proxy",
    default=None,
    help="With the gateway: also run the regular proxy on --port. [default: [gateway] with_proxy]",
)
@click.option(
    "--confdir",
    type=click.Path(path_type=Path, file_okay=False),
    default=DEFAULT_CONFDIR,
    show_default=True,
    help="mitmproxy's directory (its CA lives here).",
)
@click.option("--verbose", is_flag=True, help="Let mitmdump print every flow.")
@click.option(
    "--quiet", is_flag=True, help="No capture summary on the terminal (by default one a minute)."
)
@click.argument("mitmdump_options", nargs=-1, type=click.UNPROCESSED)
@pass_app
def proxy(
    app: AppContext,
    port: int,
    listen_host: str | None,
    gateway: bool | None,
    with_proxy: bool | None,
    confdir: Path,
    verbose: bool,
    quiet: bool,
    mitmdump_options: tuple[str, ...],
) -> None:
    """Run the capturing proxy (mitmdump with the teambrain addon).

    \b
    Examples:
      teambrain proxy
      teambrain proxy --port 8081 -- --proxyauth @/etc/teambrain/htpasswd
      teambrain proxy --gateway                  # base-URL listeners, no CA (see env --gateway)
      teambrain proxy --gateway --with-proxy --port 8079
    """
    app.local_only("proxy")
    refuse_listen_options(mitmdump_options)
    config = app.config  # fail now, with a clear message, on a bad config
    settings = config.gateway
    proxy_host = "127.0.0.1" if listen_host is None else listen_host
    run_gateway = settings.enabled if gateway is None else gateway
    run_proxy = not run_gateway or (settings.with_proxy if with_proxy is None else with_proxy)
    extra = tuple(mitmdump_options)
    if quiet:
        extra = ("--set", "teambrain_summary=0", *extra)
    listens: list[Listen] = []
    if run_proxy:
        listens.append(Listen("proxy", proxy_host, port, f"http://{proxy_host}:{port}"))
    if run_gateway:
        host = settings.listen_host if listen_host is None else listen_host
        proxy_at = (proxy_host, port) if run_proxy else None
        extra = (*gateway_args(settings, host, proxy_at), *extra)
        listens += [
            Listen(f"gateway {x.provider}", host, x.port, listener_url(settings, host, x))
            for x in settings.listeners
        ]
    refuse_busy_ports(listens)
    if run_gateway:
        for listener in settings.listeners:
            click.echo(
                f"teambrain: gateway for {listener.provider} clients on "
                f"{listener_url(settings, host, listener)} -> {listener.upstream}",
                err=True,
            )
        click.echo("teambrain: `teambrain env --gateway` prints the client settings", err=True)
    args = mitmdump_args(app, port, proxy_host, confdir, not verbose, extra)
    if run_proxy:
        click.echo(f"teambrain: proxy on http://{proxy_host}:{port}", err=True)
    click.echo(f"teambrain: store {shown_location(app.store_dir)}", err=True)
    if run_proxy:
        click.echo(
            f"teambrain: CA certificate {ca_path(confdir)} (created on first start; "
            "see `teambrain env` to trust it)",
            err=True,
        )
    sys.stderr.flush()
    record(listens, shown_location(app.store_dir))  # this pid becomes mitmdump's
    os.environ.update(store_environment(app.store_dir))
    os.execv(args[0], args)


def store_environment(where: Path | str) -> dict[str, str]:
    """The environment that names a database store to the proxy (TEAMBRAIN_STORE, which the
    addon reads when its option is empty); an LMDB directory is named on the command line."""
    return {} if isinstance(where, Path) else {"TEAMBRAIN_STORE": where}


def free_port_after(host: str, port: int, taken: set[int]) -> int | None:
    """The first port above `port` that nothing listens on and this start does not use: the one
    worth suggesting (the next port is often the gateway's, or another proxy's)."""
    for candidate in range(port + 1, min(port + 100, 65536)):
        if candidate not in taken and bind_refusal(host, candidate) is None:
            return candidate
    return None


def refuse_busy_ports(listens: list[Listen]) -> None:
    """Bind each address once before saying the proxy listens there: a busy port is refused
    now, with teambrain's own option to change it (to a port that is free), not after the
    listening lines."""
    for listen in listens:
        e = bind_refusal(listen.host, listen.port)
        if e is not None:
            other = free_port_after(listen.host, listen.port, {x.port for x in listens})
            fix = (
                "start it on another with `teambrain proxy --port "
                f"{other if other is not None else 'PORT'}`"
                if listen.use == "proxy"
                else "give that listener another port in the config ([gateway] listeners)"
                + (f", e.g. {other}" if other is not None else "")
            )
            raise click.ClickException(
                f"cannot listen on {listen.host}:{listen.port} for the {listen.use}: "
                f"{e.strerror or e} (is a proxy already running? `teambrain doctor` "
                f"shows yours); {fix}"
            )


@click.command("addon-path")
def addon_path_cmd() -> None:
    """Print the addon script's path, for `mitmdump -s "$(teambrain addon-path)"`."""
    click.echo(str(addon_path()))


@click.command("env")
@click.option(
    "--port",
    type=click.IntRange(1, 65535),
    help="The proxy's port [default: the port your running proxy listens on, else 8080].",
)
@click.option("--host", help="The proxy's (or gateway's) address as clients reach it.")
@click.option("--confdir", type=click.Path(path_type=Path), default=DEFAULT_CONFDIR)
@click.option(
    "--gateway", is_flag=True, help="Gateway mode: base URLs and the token header, no CA."
)
@click.option("--token", help="With --gateway: your member token (else set TEAMBRAIN_TOKEN).")
@pass_app
def env_cmd(
    app: AppContext,
    port: int | None,
    host: str | None,
    confdir: Path,
    gateway: bool,
    token: str | None,
) -> None:
    """Print shell lines that route a client through the proxy and trust its CA.

    \b
    Examples:
      eval "$(teambrain env)" && claude
      eval "$(teambrain env --gateway --token "$MY_TOKEN")" && claude
    """
    if gateway:
        click.echo("\n".join(gateway_env_lines(app.config, host, token)))
        return
    host = host or "127.0.0.1"
    if port is None:
        from teambrain.core.operations.running import proxy_port

        port = proxy_port(default=8080)
    ca = ca_path(confdir)
    proxy_url = f"http://{host}:{port}"
    lines = [
        "# route HTTPS traffic through teambrain",
        f"export HTTPS_PROXY={proxy_url}",
        f"export HTTP_PROXY={proxy_url}",
        "export NO_PROXY=localhost,127.0.0.1",
        "# trust the proxy's CA: Claude Code and other Node.js clients",
        f"export NODE_EXTRA_CA_CERTS={ca}",
        "# Python clients (anthropic, openai, httpx, requests)",
        f"export SSL_CERT_FILE={ca}",
        f"export REQUESTS_CA_BUNDLE={ca}",
    ]
    if not ca.expanduser().exists():
        lines.insert(
            0, f"# note: {ca} does not exist yet; start `teambrain proxy` once to create it"
        )
    click.echo("\n".join(lines))


def gateway_env_lines(config: Config, host: str | None, token: str | None) -> list[str]:
    """Shell lines (and, commented, config and code) pointing each client at the gateway."""
    gateway = config.gateway
    if host is None:
        specific = gateway.listen_host not in ("", "0.0.0.0", "::")
        host = gateway.listen_host if specific else "127.0.0.1"
    header = gateway.token_header
    with_token = bool(token or config.owners.tokens or config.owners.team_mode)
    lines = ["# teambrain gateway: point each client's base URL at it (no CA to trust)"]
    if with_token:
        if token:
            lines.append(f"export TEAMBRAIN_TOKEN={shlex.quote(token)}")
        else:
            lines.append("# first: export TEAMBRAIN_TOKEN=<your member token>")
    anthropic = next((x for x in gateway.listeners if x.provider == "anthropic"), None)
    if anthropic is not None:
        url = listener_url(gateway, host, anthropic)
        lines += [
            "# Claude Code; the anthropic SDK reads ANTHROPIC_BASE_URL too",
            f"export ANTHROPIC_BASE_URL={url}",
        ]
        if with_token:
            lines.append(f'export ANTHROPIC_CUSTOM_HEADERS="{header}: $TEAMBRAIN_TOKEN"')
    openai = next((x for x in gateway.listeners if x.provider == "openai"), None)
    if openai is not None:
        url = listener_url(gateway, host, openai) + "/v1"
        lines += [
            "# the openai SDK reads OPENAI_BASE_URL",
            f"export OPENAI_BASE_URL={url}",
        ]
        if with_token:  # Codex's built-in provider sends no header of ours: one of its own
            lines += [
                "# Codex: in ~/.codex/config.toml (model_provider before any table); it speaks",
                "# WebSockets as Codex's built-in openai provider does",
                '#   model_provider = "teambrain"',
                "#   [model_providers.teambrain]",
                '#   name = "OpenAI through teambrain"',
                f'#   base_url = "{url}"',
                '#   env_key = "OPENAI_API_KEY"',
                '#   wire_api = "responses"',
                "#   supports_websockets = true",
                f'#   env_http_headers = {{ "{header}" = "TEAMBRAIN_TOKEN" }}',
            ]
        else:
            lines += [
                "# Codex, its built-in openai provider: in ~/.codex/config.toml, before any table",
                f"# (or per run: codex -c 'openai_base_url=\"{url}\"')",
                f'#   openai_base_url = "{url}"',
            ]
    headers = (
        f', default_headers={{"{header}": os.environ["TEAMBRAIN_TOKEN"]}}' if with_token else ""
    )
    lines.append("# Python SDKs, in code:")
    if anthropic is not None:
        lines.append(
            f'#   anthropic.Anthropic(base_url="{listener_url(gateway, host, anthropic)}"{headers})'
        )
    if openai is not None:
        lines.append(
            f'#   openai.OpenAI(base_url="{listener_url(gateway, host, openai)}/v1"{headers})'
        )
    return lines


@click.command("fingerprint")
@click.argument("api_key", required=False)
def fingerprint_cmd(api_key: str | None) -> None:
    """Print an API key's one-way fingerprint, for the config's [owners.api_keys] map.

    \b
    Example: teambrain fingerprint "$ANTHROPIC_API_KEY"   (or pipe the key on stdin)
    """
    from teambrain.core.identity import fingerprint

    key = api_key if api_key is not None else click.open_file("-").read().strip()  # stdin
    if not key:
        raise click.UsageError("give an API key as the argument or on standard input")
    click.echo(fingerprint(key))


COMMANDS = [proxy, addon_path_cmd, env_cmd, fingerprint_cmd]
