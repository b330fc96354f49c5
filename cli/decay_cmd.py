"""`teambrain decay run|list|keep|quarantine`: bounded forgetting from the shell.

The pass (core/decay.py) flags at most a few idle lessons a week for every owner; you see
and confirm only your own flags. Quarantine is reversible with `teambrain kb restore ID`.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.kb_cmd import entry_line
from teambrain.core import decay


@click.group("decay")
def decay_group() -> None:
    """Bounded forgetting: flag idle lessons weekly, then keep or quarantine each."""


@decay_group.command("run")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def decay_run(app: AppContext, as_json: bool) -> None:
    """Run this week's pass for every owner (at most 5 flags a week, however often it runs).

    \b
    Example: teambrain decay run
    """
    with errors():
        report = decay.run_pass(app.store, app.config.decay).for_owner(app.owner)
    if as_json:
        emit_json(report)
        return
    click.echo(
        f"Week {report.week}: {report.idle_found} idle entries found "
        f"(never injected, not retrieved for {report.idle_days} days); "
        f"{report.flagged_before} of {report.budget} flags already used this week."
    )
    if not report.flagged:
        click.echo("Nothing of yours was flagged.")
    for f in report.flagged:
        click.echo(f"  flagged {f.entry_id}  idle since {f.idle_since:%Y-%m-%d}")
    if report.flagged:
        click.echo("Confirm each: teambrain decay keep ID  |  teambrain decay quarantine ID")


@decay_group.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def decay_list(app: AppContext, as_json: bool) -> None:
    """Your open flags waiting for a decision, and your quarantined entries."""
    review = decay.review(app.store, app.owner)
    if as_json:
        emit_json(review)
        return
    if not review.flagged:
        click.echo("No open flags.")
    for entry in review.flagged:
        click.echo(entry_line(entry))
        if entry.flag_reason:
            click.echo(f"    {entry.flag_reason}")
    if review.quarantined:
        click.echo(f"\nQuarantined ({len(review.quarantined)}; `teambrain kb restore ID` to undo):")
        for entry in review.quarantined:
            click.echo(entry_line(entry))


def _confirm(name: str, verb: str, helptext: str) -> click.Command:
    @click.command(name, help=helptext)
    @click.argument("entry_id")
    @click.option("--json", "as_json", is_flag=True, help="Print JSON.")
    @pass_app
    def confirm(app: AppContext, entry_id: str, as_json: bool) -> None:
        with errors():
            entry = getattr(decay, name)(app.store, app.owner, entry_id)
        if as_json:
            emit_json(entry)
        else:
            click.echo(f"{verb} {entry.id}: {entry.state}/{entry.visibility}.")

    return confirm


decay_group.add_command(
    _confirm("keep", "Kept", "Keep a flagged entry: the flag clears, its idle clock restarts.")
)
decay_group.add_command(
    _confirm(
        "quarantine",
        "Quarantined",
        "Quarantine a flagged entry: out of search and injection (undo: kb restore ID).",
    )
)

COMMANDS = [decay_group]
