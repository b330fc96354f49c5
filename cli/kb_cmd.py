"""`teambrain kb save|list|search|show|restore|flag`: the knowledge base from the shell.

Everything goes through the service facade as the acting owner: a save lands pending and
private; listings show your own entries and the team's approved ones; ids may be given as
a unique prefix.
"""

from __future__ import annotations

from typing import Any

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.output import count, cut, say, table, when
from teambrain.core.knowledge.entries import where

STATES = ("pending", "approved", "rejected", "quarantined", "archived")


def entry_row(entry: Any, viewer: str) -> tuple[str, ...]:
    state = where(entry)
    by = "you" if entry.owner == viewer else entry.owner
    return (entry.id, state, by, cut(entry.text, 80))


def entries_table(entries: list[Any], viewer: str) -> None:
    table(("ID", "STATE", "BY", "LESSON"), [entry_row(e, viewer) for e in entries])


def citation_line(c: Any) -> str:
    if not c.found:
        return f"  cites {c.id}  (not found: pruned, or not yours)"
    return f"  cites {c.id}  {when(c.started_at)}  session {cut(c.session_id, 16)}  {cut(c.snippet, 100)}"


def done(verb: str, entry: Any, as_json: bool, note: str = "") -> None:
    """What a transition prints: the entry as JSON, or one line saying where it is now."""
    if as_json:
        emit_json(entry, "approve")  # every move answers the entry in the one shape
        return
    say(f"{verb} {entry.id}: {where(entry)}.{note}")


@click.group("kb")
def kb() -> None:
    """The knowledge base: lessons you saved or reflection proposed, once reviewed."""


@kb.command("save")
@click.argument("text")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def kb_save(app: AppContext, text: str, as_json: bool) -> None:
    """Save a lesson: it lands pending and private, for you to approve in `review`.

    \b
    Example: teambrain kb save "Run the migrations before the test suite."
    """
    with errors():
        entry = app.service.save(text)
    if as_json:
        emit_json(entry, "save")
        return
    say(f"Saved {entry.id}: pending your review, private. Approve with:")
    say(f"  teambrain review approve {entry.id}")


@kb.command("list")
@click.option("--state", "states", multiple=True, type=click.Choice(STATES))
@click.option("--mine", is_flag=True, help="Only your own entries (not the team's).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def kb_list(app: AppContext, states: tuple[str, ...], mine: bool, as_json: bool) -> None:
    """Your entries of any state, and the team's approved ones.

    \b
    Example: teambrain kb list --state approved --json
    """
    with errors():
        entries = app.service.list_entries(states=states, mine=mine)
    if as_json:
        emit_json(entries, "list_entries")
        return
    if not entries:
        say("No knowledge entries yet. Save one with `teambrain kb save TEXT`.")
        return
    entries_table(entries, app.owner)


@kb.command("search")
@click.argument("query")
@click.option("--limit", default=5, show_default=True, help="At most this many entries.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def kb_search(app: AppContext, query: str, limit: int, as_json: bool) -> None:
    """Search approved knowledge: yours and the team's shared lessons (never episodes).

    Nothing relevant gives an empty answer that says so. What it returns counts as
    retrieved, for the decay pass.

    \b
    Example: teambrain kb search "database migrations" --json
    """
    with errors():
        result = app.service.search_knowledge(query, limit=limit)
    if as_json:
        emit_json(result, "search_knowledge")
        return
    say(result.message)
    for hit in result.hits:
        by = "yours" if hit.owner == app.owner else f"by {hit.owner}"
        cites = f", cites {count(hit.citations, 'episode')}" if hit.citations else ""
        say(f"\n{hit.id}  {hit.visibility}, {by}{cites}  score {hit.score:.2f}")
        say(f"  {hit.text}")


@kb.command("show")
@click.argument("ref", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def kb_show(app: AppContext, ref: str, as_json: bool) -> None:
    """One entry with its history (and, for your own, its cited episodes)."""
    import msgspec
    from teambrain.core.service.answers import public

    with errors():
        view = app.service.show_entry(ref)
    entry = view.entry
    if as_json:  # the entry's fields with its cited episodes beside them
        shown = msgspec.to_builtins(public("show_entry", view))
        emit_json({**shown["entry"], "cited": shown["cited"]})
        return
    entries_table([entry], app.owner)
    say(f"\n{entry.text}\n")
    say(f"origin {entry.origin}, created {when(entry.created_at)} UTC by {entry.created_by}")
    for c in view.cited:
        say(citation_line(c))
    say("history:")
    for t in entry.history:
        note = f"  ({t.note})" if t.note else ""
        say(f"  {when(t.at)}  {t.action:<12} by {t.actor} -> {t.state}/{t.visibility}{note}")


@kb.command("restore")
@click.argument("ref", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def kb_restore(app: AppContext, ref: str, as_json: bool) -> None:
    """Bring a quarantined entry of yours back to approved (quarantine is reversible)."""
    with errors():
        entry = app.service.restore(ref)
    done("Restored", entry, as_json)


@kb.command("flag")
@click.argument("ref", metavar="ID")
@click.option("--reason", default="", help="Why you doubt it (kept in its history, sanitized).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def kb_flag(app: AppContext, ref: str, reason: str, as_json: bool) -> None:
    """Flag an approved lesson of yours you now doubt; then keep or quarantine it.

    \b
    Example: teambrain kb flag 01KB3F --reason "the staging port moved to 9443"
    """
    with errors():
        entry = app.service.flag(ref, reason=reason)
    done(
        "Flagged",
        entry,
        as_json,
        f" Decide with: teambrain decay keep {entry.id} | teambrain decay quarantine {entry.id}",
    )


COMMANDS = [kb]
