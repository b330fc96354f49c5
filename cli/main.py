"""teambrain: episodic memory at the LLM gateway seam.

\b
Run the proxy, point your LLM clients at it, and teambrain remembers what your agents
did: privately, sanitized, for 90 days.

\b
Examples:
  teambrain proxy                      # start the capturing proxy on 127.0.0.1:8080
  teambrain env                        # shell lines that route a client through it
  teambrain episodes list              # your latest captured exchanges
  teambrain stats --json               # counts, drops by reason, queue high-water mark
  teambrain review list                # lessons waiting for your approval

\b
On a team, act from your own machine through the gateway's `teambrain serve`:
  teambrain login https://gateway.example:8765      # reads your member token from stdin
  teambrain review approve 01KB...                  # as the owner your token names
"""

from __future__ import annotations

import importlib
from pathlib import Path

import click
from teambrain.cli.commands import COMMANDS, SECTIONS
from teambrain.cli.context import AppContext
from teambrain.core.errors import TeambrainError
from teambrain.core.inert import printable


class TeambrainGroup(click.Group):
    """The root group: commands load only when used (cli/commands.py), and a core error
    anywhere in a command becomes its message and exit 1, never a traceback."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        entry = COMMANDS.get(cmd_name)
        if entry is None:
            return None
        module = importlib.import_module(f"teambrain.cli.{entry.module}")
        return getattr(module, entry.attribute)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands by section, from the table: listing them imports none."""
        for section in SECTIONS:
            rows = [(name, e.help) for name, e in COMMANDS.items() if e.section == section]
            with formatter.section(section):
                formatter.write_dl(rows)

    def invoke(self, ctx: click.Context) -> object:
        """Every error message leaves here inert: it may quote a server's answer, a ref or a
        captured text, and click prints it raw (invariant 14, one place for every command)."""
        try:
            return super().invoke(ctx)
        except TeambrainError as e:
            raise click.ClickException(printable(str(e))) from e
        except click.ClickException as e:
            setattr(e, "message", printable(e.message))  # noqa: B010 - click types it Final
            raise


@click.group(cls=TeambrainGroup, help=__doc__)
@click.option(
    "--store",
    "store_dir",
    metavar="DIR|URL",
    envvar="TEAMBRAIN_STORE",
    help="Store: an LMDB directory, or postgresql://USER@HOST/DB (env TEAMBRAIN_STORE, "
    "or [store] url in the config; default: your user data dir).",
)
@click.option(
    "--config",
    "config_path",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Config file (env TEAMBRAIN_CONFIG; default: your user config dir).",
)
@click.option(
    "--as",
    "acting",
    metavar="OWNER",
    help="Act as OWNER on a local store (default: the local owner; on a team-mode store "
    "only for reading).",
)
@click.option(
    "--server",
    metavar="URL",
    envvar="TEAMBRAIN_SERVER",
    help="Act through a team server (env TEAMBRAIN_SERVER; default: the one you logged in "
    "to), as the owner your token names (env TEAMBRAIN_TOKEN, or `teambrain login URL`).",
)
@click.version_option(package_name="teambrain")
@click.pass_context
def cli(
    ctx: click.Context,
    store_dir: str | None,
    config_path: Path | None,
    acting: str | None,
    server: str | None,
) -> None:
    if acting is not None and server:
        raise click.UsageError(
            "--as cannot be used with --server: the server acts as the owner your token names"
        )
    ctx.obj = AppContext(store_dir, config_path, acting, server or None)


def main() -> None:
    cli()
