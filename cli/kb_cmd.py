"""`teambrain kb save|list|search|show|restore`: the knowledge base from the shell.

Everything goes through core/knowledge.py as the acting owner (--as, else the local owner):
a save lands pending and private; listings show your own entries and the team's approved ones.
"""

from __future__ import annotations

import click
import msgspec
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.core import knowledge
from teambrain.core.knowledge import KnowledgeEntry, TextSanitizer
from teambrain.core.knowledge_search import search_knowledge


def load_sanitizer(app: AppContext) -> TextSanitizer:
    """The configured sanitizer; a failure to load it refuses the command (fail-closed)."""
    from teambrain.core.sanitize import build_sanitizer

    with errors():
        return build_sanitizer(app.config.sanitizer)


def entry_line(entry: KnowledgeEntry) -> str:
    flag = " flagged" if entry.flagged else ""
    by = "" if entry.visibility == knowledge.PRIVATE else f" by {entry.owner}"
    text = entry.text.replace("\n", " ")
    return f"{entry.id}  {entry.state}/{entry.visibility}{flag}{by}  {text[:90]}"


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
    sanitizer = load_sanitizer(app)
    with errors():
        entry = knowledge.save(app.store, app.owner, text, sanitizer=sanitizer)
    if as_json:
        emit_json(entry)
        return
    click.echo(f"Saved {entry.id}: pending your review, private. Approve with:")
    click.echo(f"  teambrain review approve {entry.id}")


@kb.command("list")
@click.option("--state", "states", multiple=True, type=click.Choice(knowledge.STATES))
@click.option("--mine", is_flag=True, help="Only your own entries (not the team's).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def kb_list(app: AppContext, states: tuple[str, ...], mine: bool, as_json: bool) -> None:
    """Your entries of any state, and the team's approved ones.

    \b
    Example: teambrain kb list --state approved --json
    """
    entries = knowledge.list_entries(
        app.store, app.owner, states=states or None, include_team=not mine
    )
    if as_json:
        emit_json(entries)
        return
    if not entries:
        click.echo("No knowledge entries yet. Save one with `teambrain kb save TEXT`.")
        return
    for entry in entries:
        click.echo(entry_line(entry))


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
        result = search_knowledge(app.store, app.owner, query, limit=limit)
    if as_json:
        emit_json(result)
        return
    click.echo(result.message)
    for hit in result.hits:
        by = "yours" if hit.owner == app.owner else f"by {hit.owner}"
        cites = f", cites {hit.citations}" if hit.citations else ""
        click.echo(f"\n{hit.id}  {hit.visibility}, {by}{cites}  score {hit.score:.2f}")
        click.echo(f"  {hit.text}")


@kb.command("show")
@click.argument("entry_id")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def kb_show(app: AppContext, entry_id: str, as_json: bool) -> None:
    """One entry with its history (and, for your own, its cited episodes)."""
    with errors():
        entry = knowledge.get_entry(app.store, app.owner, entry_id)
    own = entry.owner == app.owner
    cited = (
        [knowledge.resolve_citation(app.store, app.owner, c) for c in entry.citations]
        if own
        else []
    )
    if as_json:
        emit_json({**msgspec.to_builtins(entry), "cited": cited})
        return
    click.echo(entry_line(entry))
    click.echo(f"\n{entry.text}\n")
    click.echo(
        f"origin {entry.origin}, created {entry.created_at:%Y-%m-%d %H:%M} UTC by {entry.created_by}"
    )
    for c in cited:
        click.echo(citation_line(c))
    click.echo("history:")
    for t in entry.history:
        note = f"  ({t.note})" if t.note else ""
        click.echo(
            f"  {t.at:%Y-%m-%d %H:%M}  {t.action:<12} by {t.actor} -> {t.state}/{t.visibility}{note}"
        )


def citation_line(c: knowledge.CitedEpisode) -> str:
    if not c.found:
        return f"  cites {c.id}  (not found: pruned, or not yours)"
    return (
        f"  cites {c.id}  {c.started_at:%Y-%m-%d %H:%M}  session {c.session_id[:16]}  {c.snippet}"
    )


@kb.command("restore")
@click.argument("entry_id")
@pass_app
def kb_restore(app: AppContext, entry_id: str) -> None:
    """Bring a quarantined entry back to approved (quarantine is reversible)."""
    with errors():
        entry = knowledge.restore(app.store, app.owner, entry_id)
    click.echo(f"Restored {entry.id}: {entry.state}/{entry.visibility}.")


COMMANDS = [kb]
