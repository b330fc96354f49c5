"""`teambrain audit`: the append-only log of governance actions, clamped to the acting owner.

You see the records about your own entries (refused attempts by others included) and the
store-wide ones that belong to nobody (pruning counts), each with who acted and through
which channel; the log never holds episode text.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.output import say, table, when


@click.command("audit")
@click.option("--limit", default=50, show_default=True, type=click.IntRange(1, 100_000))
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def audit_cmd(app: AppContext, limit: int, as_json: bool) -> None:
    """The audit log of governance actions on your entries, newest first.

    \b
    Example: teambrain audit --limit 20
    """
    with errors():
        records = app.service.audit(limit=limit)
    if as_json:
        emit_json(records, "audit")
        return
    if not records:
        say("The audit log holds nothing of yours yet.")
        return
    rows = [
        (
            when(r.at, "%Y-%m-%d %H:%M:%S"),
            r.action,
            r.entry_id or "-",
            r.actor,
            r.channel or "-",
            " ".join(f"{k}={v}" for k, v in r.detail.items()),
        )
        for r in records
    ]
    table(("AT (UTC)", "ACTION", "ENTRY", "BY", "VIA", "DETAIL"), rows)


COMMANDS = [audit_cmd]
