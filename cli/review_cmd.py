"""`teambrain review list|approve|reject`: the one review queue, each entry beside its evidence.

Only the acting owner's pending entries are listed, and each citation is resolved against
that owner's own episodes (time, session, snippet). Approving or rejecting goes through
core/knowledge.py; a rejection leaves a tombstone so the content is never filed again.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.kb_cmd import citation_line, load_sanitizer
from teambrain.core import knowledge


@click.group("review")
def review() -> None:
    """Review what reflection proposed and what you saved: approve or reject."""


@review.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def review_list(app: AppContext, as_json: bool) -> None:
    """Your pending entries, oldest first, with the episodes they cite.

    \b
    Example: teambrain review list --json
    """
    items = knowledge.review_queue(app.store, app.owner)
    if as_json:
        emit_json(items)
        return
    if not items:
        click.echo("Nothing waits for your review.")
        return
    for item in items:
        e = item.entry
        click.echo(f"{e.id}  {e.origin}  {e.created_at:%Y-%m-%d %H:%M} UTC")
        click.echo(f"  {e.text}")
        for c in item.citations:
            click.echo(citation_line(c))
        click.echo("")
    click.echo(f"{len(items)} pending. teambrain review approve ID | reject ID [--reason ...]")


@review.command("approve")
@click.argument("entry_ids", nargs=-1, required=True, metavar="ID...")
@pass_app
def review_approve(app: AppContext, entry_ids: tuple[str, ...]) -> None:
    """Approve pending entries of yours (they stay private until you share them)."""
    for entry_id in entry_ids:
        with errors():
            entry = knowledge.approve(app.store, app.owner, entry_id)
        click.echo(f"Approved {entry.id}: {entry.state}/{entry.visibility}.")


@review.command("reject")
@click.argument("entry_id", metavar="ID")
@click.option("--reason", default="", help="Why (kept in the entry's history, sanitized).")
@pass_app
def review_reject(app: AppContext, entry_id: str, reason: str) -> None:
    """Reject a pending entry of yours; its tombstone keeps it from being filed again."""
    sanitizer = load_sanitizer(app) if reason.strip() else None
    with errors():
        entry = knowledge.reject(app.store, app.owner, entry_id, reason=reason, sanitizer=sanitizer)
    click.echo(f"Rejected {entry.id}; a tombstone keeps it (and near-duplicates) out.")


COMMANDS = [review]
