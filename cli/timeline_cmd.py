"""`teambrain timeline list|show|export`: your sessions, step by step, and their audit export.

Reads go through the service facade as the acting owner; a session is named by its id or a
unique prefix of it. An export is an archival record (JSON with a schema, or Markdown),
never something to run: teambrain has no command that re-runs a tool or replays a request.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.output import count, cut, say, table, when
from teambrain.core.present import cached_share, in_out

if TYPE_CHECKING:
    from teambrain.core.service.facade import ExportFormat

PREVIEW_CHARS = 300


@click.group("timeline")
def timeline_group() -> None:
    """The executions timeline: what your agents did, step by step, per session."""


def summary_line(s: Any) -> str:
    tools = ", ".join(s.tools) or "no tools"
    errors_ = f", {count(s.errors, 'error')}" if s.errors else ""
    return (
        f"{s.session_id}  {when(s.started_at)}-{when(s.ended_at, '%H:%M')}  "
        f"{s.client or 'unknown client'}  {count(s.exchanges, 'turn')}, "
        f"{count(s.steps, 'step')}{errors_}  ({tools})"
    )


def usage_summary(s: Any) -> str:
    """A session's tokens: `12,345 in / 678 out, 80% from cache`, or '-' when none were reported."""
    usage = getattr(s, "usage", None)
    if usage is None or (not usage.input_tokens and not usage.output_tokens):
        return "-"
    share = cached_share(usage)
    return in_out(usage) + (f", {share:.0%} from cache" if share else "")


@timeline_group.command("list")
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 1000))
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def timeline_list(app: AppContext, limit: int, as_json: bool) -> None:
    """Your sessions, most recently active first.

    \b
    Example: teambrain timeline list --limit 5
    """
    with errors():
        sessions = app.service.list_sessions(limit=limit)
    if as_json:
        emit_json(sessions, "list_sessions")
        return
    if not sessions:
        say(app.nothing_yet("sessions"))
        return
    rows = [
        (
            cut(s.session_id, 24),
            f"{when(s.started_at)}-{when(s.ended_at, '%H:%M')}",
            cut(s.client or "-", 24),
            s.exchanges,
            s.steps,
            s.errors,
            usage_summary(s),
            cut(", ".join(s.tools) or "-", 40),
        )
        for s in sessions
    ]
    table(("SESSION", "SPAN (UTC)", "CLIENT", "TURNS", "STEPS", "ERRORS", "TOKENS", "TOOLS"), rows)


def _preview(text: str | None) -> str:
    if text is None:
        return "(no result yet)"
    return cut(text, PREVIEW_CHARS)


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
        t = app.service.show_session(session)
    if as_json:
        emit_json(t, "show_session")
        return
    say(summary_line(t.session))
    if (tokens := usage_summary(t.session)) != "-":
        say(f"tokens: {tokens}")
    steps = {s.n: s for s in t.steps}
    for x in t.exchanges:
        pad = "    " * x.depth  # a subagent's turns sit under the step that spawned it
        who = ""
        if x.agent:
            spawned = f", spawned by step {x.spawned_by}" if x.spawned_by is not None else ""
            who = f"  agent {cut(x.agent, 24)}{spawned}"
        say(
            f"\n{pad}[{x.n}] {when(x.started_at, '%H:%M:%S')}  {x.model}  {x.status}  "
            f"{x.duration_ms} ms{who}"
        )
        if x.agent and x.prompt:
            say(f"{pad}  asked: {_preview(x.prompt)}")
        elif x.user:
            say(f"{pad}  you: {_preview(x.user)}")
        if x.assistant:
            say(f"{pad}  assistant: {_preview(x.assistant)}")
        for n in x.steps:
            s = steps[n]
            state = "pending" if s.result is None else ("ERROR" if s.is_error else "ok")
            wait = f" after {s.wait_ms} ms" if s.wait_ms is not None else ""
            say(f"{pad}  step {s.n}: {s.tool}  {state}{wait}")
            say(f"{pad}    input:  {_preview(s.input)}")
            say(f"{pad}    result: {_preview(s.result)}")


@timeline_group.command("export")
@click.argument("session")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["json", "markdown", "html"]),
    default="json",
    show_default=True,
)
@click.option(
    "--html",
    "fmt",
    flag_value="html",
    help="Same as --format html: one self-contained page to open in a browser.",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Write to FILE (mode 0600) instead of standard output.",
)
@pass_app
def timeline_export(app: AppContext, session: str, fmt: ExportFormat, output: Path | None) -> None:
    """Export a session as an archival record (JSON per docs/timeline-schema.json, Markdown,
    or an inert HTML page to share: no script, no external resource).

    \b
    Examples:
      teambrain timeline export 7f3c2a10 --format json -o session.json
      teambrain timeline export 7f3c2a10 --format markdown
      teambrain timeline export 7f3c2a10 --html -o session.html
    """
    with errors():
        export = app.service.export_session(session, format=fmt)
    text = export.text if export.text.endswith("\n") else export.text + "\n"
    if output is None:
        click.echo(_inert(text, fmt), nl=False)
        return
    write_private(output, text)
    say(f"Wrote {output} ({fmt}, mode 0600).", err=True)


def _inert(text: str, fmt: ExportFormat) -> str:
    """The export as a terminal may show it: JSON keeps its meaning (C1, bidi and line
    separators spelled as escapes), and any control left (none in valid JSON) is shown."""
    from teambrain.core.inert import inert_json, printable

    if fmt == "json":
        text = inert_json(text.encode("utf-8", "replace")).decode("utf-8")
    return printable(text)


def write_private(path: Path, text: str) -> None:
    """Write `text` to `path` as a new 0600 file renamed into place: an existing file is
    replaced, never left with its old (perhaps world-readable) mode."""
    target = path.expanduser()
    fd, temp = tempfile.mkstemp(dir=target.parent or Path("."), prefix=".teambrain-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:  # mkstemp creates it 0600
            f.write(text)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


COMMANDS = [timeline_group]
