"""`teambrain proxy`, `addon-path` and `env`: running the capturing proxy and routing clients.

`proxy` runs mitmdump with the capture addon; any option after `--` goes to mitmdump
unchanged (e.g. `--proxyauth @htpasswd`, `--mode reverse:...`), as mitmproxy users expect.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import click
from teambrain.cli.context import AppContext, pass_app

DEFAULT_CONFDIR = Path("~/.mitmproxy")


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
        "--set",
        f"teambrain_store={app.store_dir}",
    ]
    if app.config_path is not None:
        args += ["--set", f"teambrain_config={app.config_path}"]
    elif os.environ.get("TEAMBRAIN_CONFIG"):
        args += ["--set", f"teambrain_config={os.environ['TEAMBRAIN_CONFIG']}"]
    if quiet:
        args.append("--quiet")
    return args + list(extra)


@click.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True})
@click.option("--port", default=8080, show_default=True, type=click.IntRange(1, 65535))
@click.option("--listen-host", default="127.0.0.1", show_default=True)
@click.option(
    "--confdir",
    type=click.Path(path_type=Path, file_okay=False),
    default=DEFAULT_CONFDIR,
    show_default=True,
    help="mitmproxy's directory (its CA lives here).",
)
@click.option("--verbose", is_flag=True, help="Let mitmdump print every flow.")
@click.argument("mitmdump_options", nargs=-1, type=click.UNPROCESSED)
@pass_app
def proxy(
    app: AppContext,
    port: int,
    listen_host: str,
    confdir: Path,
    verbose: bool,
    mitmdump_options: tuple[str, ...],
) -> None:
    """Run the capturing proxy (mitmdump with the teambrain addon).

    \b
    Examples:
      teambrain proxy
      teambrain proxy --port 8081 -- --proxyauth @/etc/teambrain/htpasswd
    """
    app.config  # fail now, with a clear message, on a bad config  # noqa: B018
    args = mitmdump_args(app, port, listen_host, confdir, not verbose, mitmdump_options)
    click.echo(f"teambrain: proxy on http://{listen_host}:{port}", err=True)
    click.echo(f"teambrain: store {app.store_dir}", err=True)
    click.echo(
        f"teambrain: CA certificate {ca_path(confdir)} (created on first start; "
        "see `teambrain env` to trust it)",
        err=True,
    )
    sys.stderr.flush()
    os.execv(args[0], args)


@click.command("addon-path")
def addon_path_cmd() -> None:
    """Print the addon script's path, for `mitmdump -s "$(teambrain addon-path)"`."""
    click.echo(str(addon_path()))


@click.command("env")
@click.option("--port", default=8080, show_default=True, type=click.IntRange(1, 65535))
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--confdir", type=click.Path(path_type=Path), default=DEFAULT_CONFDIR)
def env_cmd(port: int, host: str, confdir: Path) -> None:
    """Print shell lines that route a client through the proxy and trust its CA.

    \b
    Example: eval "$(teambrain env)" && claude
    """
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


@click.command("fingerprint")
@click.argument("api_key", required=False)
def fingerprint_cmd(api_key: str | None) -> None:
    """Print an API key's one-way fingerprint, for the config's [owners.api_keys] map.

    \b
    Example: teambrain fingerprint "$ANTHROPIC_API_KEY"   (or pipe the key on stdin)
    """
    from teambrain.core.identity import fingerprint

    key = api_key if api_key is not None else click.get_text_stream("stdin").read().strip()
    if not key:
        raise click.UsageError("give an API key as the argument or on standard input")
    click.echo(fingerprint(key))


COMMANDS = [proxy, addon_path_cmd, env_cmd, fingerprint_cmd]
