"""`teambrain decay run|list|keep|quarantine|restore`: bounded forgetting from the shell.

The pass (core/governance/decay.py) flags at most a few idle lessons a week for every owner: an
operator's job on the store's host, or `teambrain tick`. You see and confirm only your own
flags, through the service facade; quarantine is reversible (`decay restore` or `kb restore`).
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.kb_cmd import done, entries_table
from teambrain.cli.output import count, say, when


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
    from teambrain.core.governance import decay

    app.host_only("decay run")
    with errors():
        report = decay.run_pass(app.store, app.config.decay).for_owner(app.owner)
    if as_json:
        emit_json(report)
        return
    say(
        f"Week {report.week}: {count(report.idle_found, 'idle entry', 'idle entries')} found "
        f"(not injected or retrieved for {report.idle_days} days); "
        f"{report.flagged_before} of {report.budget} flags already used this week."
    )
    if not report.flagged:
        say("Nothing of yours was flagged.")
    for f in report.flagged:
        say(f"  flagged {f.entry_id}  idle since {when(f.idle_since, '%Y-%m-%d')}")
    if report.flagged:
        say("Confirm each: teambrain decay keep ID  |  teambrain decay quarantine ID")


@decay_group.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def decay_list(app: AppContext, as_json: bool) -> None:
    """Your open flags waiting for a decision, and your quarantined entries."""
    with errors():
        review = app.service.decay_review()
    if as_json:
        emit_json(review, "decay_review")
        return
    if not review.flagged:
        say("No open flags.")
    else:
        entries_table(review.flagged, app.owner)
        for entry in review.flagged:
            if entry.flag_reason:
                say(f"  {entry.id}: {entry.flag_reason}")
    if review.quarantined:
        say(f"\nQuarantined ({len(review.quarantined)}; `teambrain kb restore ID` to undo):")
        entries_table(review.quarantined, app.owner)


def _confirm(name: str, verb: str, helptext: str) -> click.Command:
    @click.command(name, help=helptext)
    @click.argument("ref", metavar="ID")
    @click.option("--json", "as_json", is_flag=True, help="Print JSON.")
    @pass_app
    def confirm(app: AppContext, ref: str, as_json: bool) -> None:
        with errors():
            entry = getattr(app.service, name)(ref)
        done(verb, entry, as_json)

    return confirm


for _name, _verb, _help in (
    ("keep", "Kept", "Keep a flagged entry: the flag clears, its idle clock restarts."),
    (
        "quarantine",
        "Quarantined",
        "Quarantine a flagged entry: out of search and injection (undo: decay restore ID).",
    ),
    ("restore", "Restored", "Bring a quarantined entry back to approved."),
):
    decay_group.add_command(_confirm(_name, _verb, _help))

COMMANDS = [decay_group]
