"""`teambrain recall QUERY`: search your own episodes from the terminal.

The acting owner is the token's on a team server, else --as or the local owner, never an
option of this command; an empty result prints a plain sentence (or `[]` with --json) and
exits 0.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.core.inert import one_line
from teambrain.core.recall import options


@click.command("recall")
@click.argument("query")
@click.option(
    "--kind",
    type=click.Choice(options.KINDS),
    default="both",
    show_default=True,
    help="Exchanges, tool executions, or both.",
)
@click.option(
    "--window",
    default=options.DEFAULT_WINDOW,
    show_default=True,
    help="How far back: 7d, 30d, 12h, 2w or all.",
)
@click.option("--since", help="From this date or time (ISO, UTC); overrides --window.")
@click.option("--until", help="Up to this date or time (ISO, UTC).")
@click.option("--session", "session_id", help="Only this session.")
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, options.MAX_LIMIT))
@click.option("--json", "as_json", is_flag=True, help="Print the hits as a JSON list.")
@pass_app
def recall_cmd(
    app: AppContext,
    query: str,
    kind: options.Kind,
    window: str,
    since: str | None,
    until: str | None,
    session_id: str | None,
    limit: int,
    as_json: bool,
) -> None:
    """Find your own episodes that match QUERY (owner-private, honest when empty).

    \b
    Examples:
      teambrain recall "TimeoutError in the upload worker"
      teambrain recall pytest --kind executions --window 30d
      teambrain recall "migration" --since 2026-10-01 --json
    """
    with errors():  # the options' text is read here, once: core is handed them typed
        asked = options.RecallOptions(
            query=query,
            kind=kind,
            window=options.parse_window(window),
            since=None if since is None else options.parse_when(since, "--since"),
            until=None if until is None else options.parse_when(until, "--until"),
            session=session_id,
            limit=limit,
        )
        result = app.service.recall(asked)
    if as_json:
        from teambrain.core.service.answers import public

        emit_json(public("recall", result).hits)
        return
    if not result.hits:  # one plain sentence: nothing to style, so rich is not loaded
        click.echo(one_line(result.message))
        return
    from rich.console import Console
    from rich.text import Text
    from teambrain.core.recall.search import highlights, kind_label

    console = Console(highlight=False, soft_wrap=True)
    console.print(Text(one_line(result.message)))
    for hit in result.hits:
        head = Text(f"{hit.at:%Y-%m-%d %H:%M} UTC  ", style="bold")
        head.append(f"{kind_label(hit.kind):<9}", style="cyan")
        if hit.status and hit.status != "complete":
            head.append(f"  {hit.status}", style="red" if hit.status == "error" else "yellow")
        head.append(
            f"  session {one_line(hit.session_id)[:16]}  {hit.id}  score {hit.score:.2f}",
            style="dim",
        )
        console.print(head)
        shown = one_line(hit.snippet)
        body = Text("  " + shown)
        for start, end in highlights(shown, query):
            body.stylize("bold yellow", start + 2, end + 2)
        console.print(body)


COMMANDS = [recall_cmd]
