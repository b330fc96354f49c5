"""`teambrain timeline list|show|export`: your sessions, step by step, and their audit export.

Reads are clamped to the acting owner (core/timeline.py); a session is named by its id or a
unique prefix of it. An export is an archival record (JSON with a schema, or Markdown),
never something to run: teambrain has no command that re-runs a tool or replays a request.
"""

from __future__ import annotations

import os
from pathlib import Path

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.core import timeline
from teambrain.core.timeline import SessionSummary

PREVIEW_CHARS = 300


@click.group("timeline")
def timeline_group() -> None:
    """The executions timeline: what your agents did, step by step, per session."""


def summary_line(s: SessionSummary) -> str:
    tools = ", ".join(s.tools) or "no tools"
    errors_ = f", {s.errors} errors" if s.errors else ""
    return (
        f"{s.session_id}  {s.started_at:%Y-%m-%d %H:%M}-{s.ended_at:%H:%M}  "
        f"{s.client or 'unknown client'}  {s.exchanges} turns, {s.steps} steps{errors_}  ({tools})"
    )


@timeline_group.command("list")
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 1000))
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def timeline_list(app: AppContext, limit: int, as_json: bool) -> None:
    """Your sessions, most recently active first.

    \b
    Example: teambrain timeline list --limit 5
    """
    sessions = timeline.list_sessions(app.store, app.owner, limit=limit)
    if as_json:
        emit_json(sessions)
        return
    if not sessions:
        click.echo("No sessions captured for you yet.")
    for s in sessions:
        click.echo(summary_line(s))


def _preview(text: str | None) -> str:
    if text is None:
        return "(no result yet)"
    text = " ".join(text.split())
    return text if len(text) <= PREVIEW_CHARS else text[: PREVIEW_CHARS - 1] + "…"


@timeline_group.command("show")
@click.argument("session")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def timeline_show(app: AppContext, session: str, as_json: bool) -> None:
    """One session's turns and steps in order (SESSION: an id or a unique prefix).

    \b
    Example: teambrain timeline show 7f3c2a10
    """
    with errors():
        t = timeline.timeline(app.store, app.owner, session)
    if as_json:
        emit_json(t)
        return
    click.echo(summary_line(t.session))
    steps = {s.n: s for s in t.steps}
    for x in t.exchanges:
        click.echo(f"\n[{x.n}] {x.started_at:%H:%M:%S}  {x.model}  {x.status}  {x.duration_ms} ms")
        if x.user:
            click.echo(f"  user: {_preview(x.user)}")
        if x.assistant:
            click.echo(f"  assistant: {_preview(x.assistant)}")
        for n in x.steps:
            s = steps[n]
            state = "pending" if s.result is None else ("ERROR" if s.is_error else "ok")
            wait = f" after {s.wait_ms} ms" if s.wait_ms is not None else ""
            click.echo(f"  step {s.n}: {s.tool}  {state}{wait}")
            click.echo(f"    input:  {_preview(s.input)}")
            click.echo(f"    result: {_preview(s.result)}")


@timeline_group.command("export")
@click.argument("session")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["json", "markdown"]),
    default="json",
    show_default=True,
)
@click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Write to FILE (mode 0600) instead of standard output.",
)
@pass_app
def timeline_export(app: AppContext, session: str, fmt: str, output: Path | None) -> None:
    """Export a session as an archival record (JSON per docs/timeline-schema.json, or Markdown).

    \b
    Examples:
      teambrain timeline export 7f3c2a10 --format json -o session.json
      teambrain timeline export 7f3c2a10 --format markdown
    """
    render = timeline.export_json if fmt == "json" else timeline.export_markdown
    with errors():
        text = render(app.store, app.owner, session)
    if output is None:
        click.echo(text.rstrip("\n"))
        return
    fd = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text if text.endswith("\n") else text + "\n")
    click.echo(f"Wrote {output} ({fmt}).", err=True)


COMMANDS = [timeline_group]
