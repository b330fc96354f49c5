"""`teambrain review list|show|approve|reject`: the one review queue, each entry beside its
evidence.

Only the acting owner's pending entries are listed, each citation resolved against that
owner's own episodes (time, session, snippet); `show` gives one entry's provenance (the
person's words or tool output), the sessions and days it recurred in and the line of each
citation that carries it. Approving or rejecting goes through the
service facade; a rejection leaves a tombstone so the content is never filed again.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.kb_cmd import citation_line
from teambrain.cli.output import count, cut, say, when
from teambrain.core.errors import TeambrainError
from teambrain.core.present import evidence, sources
from teambrain.core.records.knowledge import where
from teambrain.core.service.answers import public


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
    with errors():
        items = app.service.review_queue()
    if as_json:
        emit_json(items, "review_queue")
        return
    if not items:
        say("Nothing waits for your review.")
        return
    for item in items:
        e = item.entry
        say(f"{e.id}  {e.origin}  {when(e.created_at)} UTC")
        say(f"  {e.text}")
        for c in item.citations:
            say(citation_line(c))
        say("")
    say(
        f"{count(len(items), 'lesson')} pending. teambrain review approve ID | reject ID [--reason ...]"
    )


@review.command("show")
@click.argument("ref", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def review_show(app: AppContext, ref: str, as_json: bool) -> None:
    """One entry of yours with its evidence: whose words carry it, how often it recurred,
    and the line of each cited exchange that holds it.

    \b
    Example: teambrain review show 01JD
    """
    with errors():
        detail = app.service.review_show(ref)
    if as_json:
        emit_json(detail, "review_show")
        return
    e = detail.entry
    say(f"{e.id}  {e.origin}  {e.state}/{e.visibility}  {when(e.created_at)} UTC")
    say(f"  {e.text}")
    cited = [c.sources if c.found else None for c in detail.citations]
    say(f"  {evidence(detail.sessions, detail.days, cited)}")
    for c in detail.citations:
        if not c.found:
            say(f"  cites {c.id}  (not found: pruned, or not yours)")
            continue
        say(f"  cites {c.id}  {c.day}  session {cut(c.session_id, 16)}  [{sources(c.sources)}]")
        say(f"    {cut(c.line, 160)}")


@review.command("approve")
@click.argument("refs", nargs=-1, required=True, metavar="ID...")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def review_approve(app: AppContext, refs: tuple[str, ...], as_json: bool) -> None:
    """Approve pending entries of yours (private, on the ceremony agenda until you decide).

    Each id is decided on its own: one refusal does not stop the others, and the exit
    status is 1 if any was refused.
    """
    approved, refused = [], []
    for ref in refs:
        try:
            approved.append(app.service.approve(ref))
        except TeambrainError as e:
            refused.append(f"{ref}: {e}")
    if as_json:
        emit_json([public("approve", e) for e in approved])
    else:
        for entry in approved:
            say(f"Approved {entry.id}: {where(entry)}.")
        if approved:
            one = len(approved) == 1
            say(
                f"{count(len(approved), 'lesson')} approved: only you use "
                f"{'it' if one else 'them'}, and the team reads {'it' if one else 'them'} on the "
                "ceremony agenda until you share, keep private or archive "
                f"{'it' if one else 'them'} (`teambrain ceremony agenda`)."
            )
    for line in refused:
        say(f"Not approved: {line}", err=True)
    if refused:
        raise SystemExit(1)


@review.command("reject")
@click.argument("ref", metavar="ID")
@click.option("--reason", default="", help="Why (kept in the entry's history, sanitized).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def review_reject(app: AppContext, ref: str, reason: str, as_json: bool) -> None:
    """Reject a pending entry of yours; its tombstone keeps it from being filed again."""
    with errors():
        entry = app.service.reject(ref, reason=reason)
    if as_json:
        emit_json(entry, "reject")
        return
    say(f"Rejected {entry.id}; a tombstone keeps it (and its near-duplicates) out.")


COMMANDS = [review]
