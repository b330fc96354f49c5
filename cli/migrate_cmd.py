"""`teambrain migrate`: bring a store's schema up to this release's (docs/postgres.md).

Opening a store for writing migrates it too; this command is for an operator who wants it
done, and seen, before the proxies and servers start (a PostgreSQL store opened only for
reading is refused until it is migrated).
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.core.config import shown_location


@click.command("migrate")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def migrate_cmd(app: AppContext, as_json: bool) -> None:
    """Apply the store's outstanding schema migrations (LMDB or PostgreSQL).

    \b
    Examples:
      teambrain --store postgresql://teambrain@db.internal/teambrain migrate
      TEAMBRAIN_STORE=~/teambrain-store teambrain migrate
    """
    from teambrain.core.store import migrate

    app.local_only("migrate")
    with errors():
        applied = migrate(app.store_dir, app.config)
    where = shown_location(app.store_dir)
    if as_json:
        emit_json({"store": where, "applied": applied})
    elif applied:
        click.echo(f"{where}: applied {', '.join(applied)}")
    else:
        click.echo(f"{where}: up to date")


COMMANDS = [migrate_cmd]
