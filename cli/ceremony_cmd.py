"""`teambrain ceremony agenda|decide|history`: the share ceremony from the shell.

Everything goes through the service facade as the acting owner: the agenda is the team's,
a batch of decisions is applied whole or not at all, and only your own items are yours to
decide (an attempt on someone else's is refused and recorded in their audit log).
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.kb_cmd import citation_line
from teambrain.cli.output import count, say, when


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
    with errors():
        agenda = app.service.agenda()
    if as_json:
        emit_json(agenda, "agenda")
        return
    if not agenda.size:
        say("The agenda is empty: no approved private lesson waits for a decision.")
        return
    say(f"Agenda of {when(agenda.at, '%Y-%m-%d')}: {count(agenda.size, 'lesson')}")
    for group in agenda.owners:
        you = " (you)" if group.owner == agenda.viewer else ""
        say(f"\n{group.owner}{you}: {count(len(group.items), 'lesson')}")
        for item in group.items:
            notes = [f"approved {when(item.approved_at, '%Y-%m-%d')}"]
            if item.carried_over_since:
                notes.append(f"carried over since {when(item.carried_over_since, '%Y-%m-%d')}")
            if item.flagged:
                notes.append("flagged idle")
            say(f"  {item.entry_id}  {' · '.join(notes)}")
            say(f"    {item.text}")
            for cited in item.citations:
                if group.owner == agenda.viewer:
                    say("  " + citation_line(cited))
                else:
                    say(f"    cites {cited.id}")
    say("\nDecide your own with: teambrain ceremony decide ID share|private|archive ...")


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
        outcome = app.service.decide(batch)
    if as_json:
        emit_json(outcome, "decide")
        return
    for d in outcome.decided:
        say(f"{d.entry_id}  {d.decision}")
    said = ", ".join(f"{n} {word}" for word, n in outcome.counts.items() if n)
    say(f"Recorded in the ceremony of {outcome.ceremony_id}: {said}.")


@ceremony_group.command("history")
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 10_000))
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def ceremony_history(app: AppContext, limit: int, as_json: bool) -> None:
    """The ceremonies held, newest first: when, who attended, what was decided."""
    with errors():
        held = app.service.ceremony_history(limit=limit)
    if as_json:
        emit_json(held, "ceremony_history")
        return
    if not held:
        say("No ceremony has been held yet.")
        return
    for c in held:
        say(
            f"{c.id}  {when(c.started_at, '%H:%M')}-{when(c.ended_at, '%H:%M')} UTC  "
            f"attended by {', '.join(c.attendees)}  ({count(len(c.decisions), 'decision')})"
        )
        for d in c.decisions:
            say(f"  {when(d.at, '%H:%M')}  {d.by:<12} {d.decision:<8} {d.entry_id}")


COMMANDS = [ceremony_group]
