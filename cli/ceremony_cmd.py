"""`teambrain ceremony agenda|decide|history`: the share ceremony from the shell.

Everything goes through core/ceremony.py as the acting owner: the agenda is the team's,
a batch of decisions is applied whole or not at all, and only your own items are yours to
decide (an attempt on someone else's is refused and recorded in their audit log).
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.kb_cmd import citation_line
from teambrain.core import ceremony


@click.group("ceremony")
def ceremony_group() -> None:
    """The share ceremony: decide, together, which approved lessons the team gets."""


@ceremony_group.command("agenda")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def ceremony_agenda(app: AppContext, as_json: bool) -> None:
    """Every member's approved, undecided private lessons, by owner, oldest first.

    \b
    Example: teambrain ceremony agenda
    """
    agenda = ceremony.agenda(app.store, app.owner)
    if as_json:
        emit_json(agenda)
        return
    if not agenda.size:
        click.echo("The agenda is empty: no approved private lesson waits for a decision.")
        return
    click.echo(f"Agenda of {agenda.at:%Y-%m-%d}: {agenda.size} lessons")
    for group in agenda.owners:
        you = " (you)" if group.owner == app.owner else ""
        click.echo(f"\n{group.owner}{you}: {len(group.items)}")
        for item in group.items:
            notes = [f"approved {item.approved_at:%Y-%m-%d}"]
            if item.carried_over_since:
                notes.append(f"carried over since {item.carried_over_since:%Y-%m-%d}")
            if item.flagged:
                notes.append("flagged idle")
            click.echo(f"  {item.entry_id}  {' · '.join(notes)}")
            click.echo(f"    {item.text}")
            for cited in item.citations:
                if group.owner == app.owner:
                    click.echo("  " + citation_line(cited))
                else:
                    click.echo(f"    cites {cited.id}")
    click.echo("\nDecide your own with: teambrain ceremony decide ID share|private|archive ...")


@ceremony_group.command("decide")
@click.argument("pairs", nargs=-1, required=True, metavar="ID DECISION [ID DECISION ...]")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def ceremony_decide(app: AppContext, pairs: tuple[str, ...], as_json: bool) -> None:
    """Decide your items in one batch: share, private (keep private) or archive each.

    The batch is applied whole or not at all; the error names the item that failed.

    \b
    Example:
      teambrain ceremony decide 01KB...A share 01KB...B private 01KB...C archive
    """
    if len(pairs) % 2:
        raise click.UsageError("give ID DECISION pairs: each entry id followed by its decision")
    batch = list(zip(pairs[::2], pairs[1::2], strict=True))
    with errors():
        outcome = ceremony.decide(app.store, app.owner, batch)
    if as_json:
        emit_json(outcome)
        return
    for d in outcome.decided:
        click.echo(f"{d.entry_id}  {d.decision}")
    counts = ", ".join(f"{n} {word}" for word, n in outcome.counts.items() if n)
    click.echo(f"Recorded in ceremony {outcome.ceremony_id}: {counts}.")


@ceremony_group.command("history")
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 10_000))
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def ceremony_history(app: AppContext, limit: int, as_json: bool) -> None:
    """The ceremonies held, newest first: when, who attended, what was decided."""
    held = ceremony.history(app.store, limit=limit)
    if as_json:
        emit_json(held)
        return
    if not held:
        click.echo("No ceremony has been held yet.")
        return
    for c in held:
        click.echo(
            f"{c.id}  {c.started_at:%H:%M}-{c.ended_at:%H:%M} UTC  "
            f"attended by {', '.join(c.attendees)}  ({len(c.decisions)} decisions)"
        )
        for d in c.decisions:
            click.echo(f"  {d.at:%H:%M}  {d.by:<12} {d.decision:<8} {d.entry_id}")


COMMANDS = [ceremony_group]
