"""`teambrain outbox show|retry-dead`: this host's outbox for a database store.

Captures on their way to a PostgreSQL store wait here (docs/capture.md). Both commands read
the outbox's files only, so they work while the database is down.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.output import say


@click.group()
def outbox() -> None:
    """This host's outbox for a PostgreSQL store: what waits, and dead letters sent again."""


def _database_url(app: AppContext) -> str:
    from teambrain.core.config import shown_location
    from teambrain.core.store import is_database_url

    app.local_only("outbox")
    where = app.store_dir
    if not is_database_url(where):
        raise click.ClickException(
            f"{shown_location(where)} is an LMDB store: captures are written to it directly,"
            " with no outbox; name a postgresql:// store (--store or [store] url)"
        )
    return shown_location(where)


@outbox.command("show")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def outbox_show(app: AppContext, as_json: bool) -> None:
    """What waits in this host's outbox, for how long, and what the database refused.

    \b
    Example: teambrain --store postgresql://teambrain@db.internal/teambrain outbox show
    """
    from teambrain.cli.episodes_cmd import outbox_line
    from teambrain.core.operations.stats import outbox_figures

    url = _database_url(app)
    with errors():
        figures = outbox_figures(app.config, url)
    if as_json:
        emit_json({"store": url, "outbox": figures})
    elif figures is None:
        say(f"{url}: no outbox on this host (no proxy has captured here)")
    else:
        say(f"{url}: {outbox_line(figures)}\n{figures.dir}")


@outbox.command("retry-dead")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def outbox_retry_dead(app: AppContext, as_json: bool) -> None:
    """Send the captures the database refused again: back in the queue, for the proxy's drainer.

    Fix what made the database refuse them first (see the proxy's log); one it refuses
    again is set aside again, never dropped.

    \b
    Example: teambrain --store postgresql://teambrain@db.internal/teambrain outbox retry-dead
    """
    from teambrain.core.operations.outbox import retry_dead

    url = _database_url(app)
    with errors():
        revived = retry_dead(app.config, url)
    if as_json:
        emit_json({"store": url, "requeued": revived})
    else:
        say(f"{url}: {revived:,} dead letter(s) back in the queue")
