"""`teambrain audit`: the append-only log of governance actions, clamped to the acting owner.

You see the records about your own entries (refused attempts by others included) and the
store-wide ones that belong to nobody (pruning counts); the log never holds episode text.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, pass_app
from teambrain.core import audit as audit_log


@click.command("audit")
@click.option("--limit", default=50, show_default=True, type=click.IntRange(1, 100_000))
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def audit_cmd(app: AppContext, limit: int, as_json: bool) -> None:
    """The audit log of governance actions on your entries, newest first.

    \b
    Example: teambrain audit --limit 20
    """
    records = audit_log.read(app.store, app.owner, limit=limit)
    if as_json:
        emit_json(records)
        return
    if not records:
        click.echo("The audit log holds nothing of yours yet.")
        return
    for r in records:
        detail = " ".join(f"{k}={v}" for k, v in r.detail.items())
        click.echo(
            f"{r.at:%Y-%m-%d %H:%M:%S}  {r.action:<20} {r.entry_id or '-':<26}  by {r.actor}  {detail}"
        )


COMMANDS = [audit_cmd]
