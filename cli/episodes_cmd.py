"""`teambrain episodes list|show`, `stats` and `prune`: reading and pruning what was captured.

Every read is clamped to the acting owner (--as, else the local owner).
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.core import episodes as ep_mod
from teambrain.core import schedule
from teambrain.core.sanitize import describe
from teambrain.core.stats import store_stats


@click.group()
def episodes() -> None:
    """Your captured exchanges (owner-private)."""


@episodes.command("list")
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 10_000))
@click.option("--session", "session_id", help="Only this session.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def episodes_list(app: AppContext, limit: int, session_id: str | None, as_json: bool) -> None:
    """List your newest episodes.

    \b
    Example: teambrain episodes list --limit 5 --json
    """
    found = ep_mod.list_episodes(app.store, app.owner, session_id=session_id, limit=limit)
    if as_json:
        with app.store.read() as txn:
            events = {ep.id: ep_mod.exchange_events(txn, app.owner, ep) for ep in found}
        emit_json([{**_builtins(ep), "events": events[ep.id]} for ep in found])
        return
    if not found:
        click.echo(f"No episodes of {app.owner}'s captured yet.")
        return
    for ep in found:
        user = ep.user_digest.replace("\n", " ")
        click.echo(
            f"{ep.started_at:%Y-%m-%d %H:%M} UTC  {ep.id}  {ep.provider:<16} {ep.status:<8} "
            f"session {ep.session_id[:24]}"
        )
        click.echo(f"    {user[:100]}{'…' if len(user) > 100 else ''}")


@episodes.command("show")
@click.argument("episode_id")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def episodes_show(app: AppContext, episode_id: str, as_json: bool) -> None:
    """Show one of your episodes in full (its sanitized digests and tool calls)."""
    with errors():
        ep = ep_mod.get_episode(app.store, app.owner, episode_id)
    with app.store.read() as txn:
        _, session_events = ep_mod.session_records(txn, app.owner, ep.session_id)
    calls = [e for e in session_events if e.exchange_id == ep.id]
    if as_json:
        emit_json({**_builtins(ep), "events": calls})
        return
    click.echo(f"{ep.id}  {ep.started_at:%Y-%m-%d %H:%M:%S} UTC  {ep.provider} {ep.model}")
    click.echo(f"session {ep.session_id}  client {ep.client or '-'}  status {ep.status}")
    if ep.status_detail:
        click.echo(f"detail: {ep.status_detail}")
    click.echo("\n── user ──\n" + ep.user_digest)
    click.echo("\n── response ──\n" + ep.response_digest)
    for ev in calls:
        click.echo(f"\n── tool {ev.tool_name} ({ev.tool_id}) ──\ninput: {ev.input_digest}")
        click.echo(f"result{' (error)' if ev.is_error else ''}: {ev.result_digest or '(pending)'}")
    if ep.sanitizer:
        redacted = ", ".join(f"{k} x{v}" for k, v in sorted(ep.sanitizer.items()))
        click.echo(f"\nredacted: {redacted}")


@click.command("stats")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def stats(app: AppContext, as_json: bool) -> None:
    """Counts: episodes and events (yours and all), drops by reason, store size, coverage.

    \b
    Example: teambrain stats --json
    """
    figures = store_stats(app.store, app.owner)
    coverage = describe(app.config.sanitizer)
    figures["sanitizer"] = {k: coverage[k] for k in ("ner", "covered", "secrets", "not_covered")}
    if as_json:
        emit_json(figures)
        return
    for section, values in figures.items():
        if isinstance(values, dict):
            click.echo(f"{section}:")
            for k, v in values.items():
                click.echo(f"  {k}: {v}")
        else:
            click.echo(f"{section}: {values}")


@click.command("prune")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def prune_cmd(app: AppContext, as_json: bool) -> None:
    """Delete episodes and events older than the retention period (default 90 days)."""
    with errors():
        report = schedule.prune(app.store, app.config.retention)  # audited with its counts
    if as_json:
        emit_json(report)
    else:
        click.echo(
            f"Pruned {report.episodes} episodes and {report.events} execution events "
            f"older than {report.cutoff}."
        )


def _builtins(obj: object) -> dict:
    import msgspec

    return msgspec.to_builtins(obj)


COMMANDS = [episodes, stats, prune_cmd]
