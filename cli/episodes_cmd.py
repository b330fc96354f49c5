"""`teambrain episodes list|show`, `stats` and `prune`: reading and pruning what was captured.

Every read goes through the service facade as the acting owner (the token's on a team
server; else --as, else the local owner). `prune` is an operator's job on the store's host.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.output import count, cut, pairs, say, table, when
from teambrain.cli.spans import Moment
from teambrain.core.present import (
    cost_and_timing,
    in_out_short,
    injected_line,
    redactions,
    usage_line,
)
from teambrain.core.records.episodes import STATUSES, Status


@click.group()
def episodes() -> None:
    """Your captured exchanges (owner-private)."""


def exchange_json(view: Any) -> dict[str, Any]:
    """An exchange as `--json` prints it: the episode's fields (in the documented shape), its
    tool calls as `events`, the entries injection gave it as `injected_entries`."""
    import msgspec
    from teambrain.core.service.answers import public

    shown = msgspec.to_builtins(public("show_exchange", view))
    data = shown["episode"]
    data["events"] = shown["calls"]
    if view.focus:
        data["focus"] = view.focus
    if shown["injected"]:
        data["injected_entries"] = shown["injected"]
    return data


@episodes.command("list")
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 10_000))
@click.option("--session", "session_id", help="Only this session.")
@click.option(
    "--since", type=Moment("--since"), help="Only since then: 2d, 12h, 1w, or 2026-11-02."
)
@click.option("--model", help="Only models whose name holds this (any case): sonnet, gpt-5.")
@click.option("--status", type=click.Choice(STATUSES), help="Only exchanges captured so.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def episodes_list(
    app: AppContext,
    limit: int,
    session_id: str | None,
    since: datetime | None,
    model: str | None,
    status: Status | None,
    as_json: bool,
) -> None:
    """List your newest exchanges: when, model, status, tokens, tool calls, what you said.

    \b
    Examples:
      teambrain episodes list --limit 5 --json
      teambrain episodes list --since 2d --model sonnet --status error
    """
    with errors():
        found = app.service.list_exchanges(
            limit=limit, session=session_id, since=since, model=model, status=status
        )
    if as_json:
        emit_json([exchange_json(view) for view in found])
        return
    if not found:
        filtered = since or model or status or session_id
        say(
            "No episodes of yours match those filters." if filtered else app.nothing_yet("episodes")
        )
        return
    rows = []
    for view in found:
        ep = view.episode
        said = ep.user_digest or ("(tool results)" if ep.continuation else "")
        rows.append(
            (
                when(ep.started_at),
                ep.id,
                cut(ep.model or ep.provider, 24),
                ep.status,
                in_out_short(ep.usage),
                len(view.calls),
                cut(ep.session_id, 18),
                cut(said, 50),
            )
        )
    table(
        ("STARTED (UTC)", "ID", "MODEL", "STATUS", "TOKENS IN/OUT", "TOOLS", "SESSION", "YOU SAID"),
        rows,
    )


@episodes.command("show")
@click.argument("ref", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def episodes_show(app: AppContext, ref: str, as_json: bool) -> None:
    """Show one of your exchanges in full: its digests, tool calls and injected knowledge.

    ID is an exchange's or a tool call's id (the tool call is shown within its exchange),
    or a unique prefix of one.

    \b
    Example: teambrain episodes show 01KB3F
    """
    with errors():
        view = app.service.show_exchange(ref)
    if as_json:
        emit_json(exchange_json(view))
        return
    ep = view.episode
    say(f"{ep.id}  {when(ep.started_at, '%Y-%m-%d %H:%M:%S')} UTC  {ep.provider} {ep.model}")
    say(f"session {ep.session_id}  client {ep.client or '-'}  status {ep.status}")
    if ep.status_detail:
        say(f"detail: {ep.status_detail}")
    if tokens := usage_line(ep.usage):
        say(f"tokens: {tokens}")
    say(cost_and_timing(view.cost, ep.usage, ep.started_at, ep.first_byte_at, ep.ended_at))
    say("\n── you ──\n" + (ep.user_digest or "(tool results only)"))
    say("\n── response ──\n" + (ep.response_digest or "(no text)"))
    for ev in view.calls:
        mark = "  ◀ the tool call you asked for" if ev.id == view.focus else ""
        say(f"\n── tool {ev.tool_name} ({ev.id}){mark} ──\ninput: {ev.input_digest}")
        result = ev.result_digest if ev.result_digest is not None else "(no result yet)"
        say(f"result{' (error)' if ev.is_error else ''}: {result}")
    if view.injected:
        say("\n── knowledge injected into the request ──")
        for entry in view.injected:
            say(f"{entry.id}  {injected_line(entry, ep.owner)}")
    if redacted := redactions([ep.sanitizer, *(ev.sanitizer for ev in view.calls)]):
        say("\nredacted: " + redacted)


@click.command("stats")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def stats(app: AppContext, as_json: bool) -> None:
    """Your figures and the store's: episodes, review queue, drops by reason, last runs.

    \b
    Exit status: 0; 2 when a PostgreSQL store cannot be reached: this host's outbox is
    shown (what waits, for how long) and the database is said to be unreachable.

    \b
    Example: teambrain stats --json
    """
    from teambrain.core.errors import StoreError

    try:
        with errors():
            figures = app.service.stats()
    except click.ClickException as e:
        if not isinstance(e.__cause__, StoreError) or not _degrade_stats(app, e, as_json):
            raise
        raise SystemExit(2) from None
    if as_json:
        emit_json(figures, "stats")
        return
    print_stats(figures)


def _degrade_stats(app: AppContext, error: click.ClickException, as_json: bool) -> bool:
    """Print what is known without the database (this host's outbox); False when the store
    is not a local database store, so the error stands."""
    from teambrain.core.config import shown_location
    from teambrain.core.operations.outbox import unreachable
    from teambrain.core.store import is_database_url

    if app.server or not is_database_url(app.store_dir):
        return False
    figures = unreachable(app.config, shown_location(app.store_dir), error.message)
    if as_json:
        emit_json(figures)
        return True
    rows = [("database", f"unreachable: {figures.error}")]
    rows.append(("outbox", outbox_line(figures.outbox) if figures.outbox else "none on this host"))
    say(f"teambrain figures for {figures.store} (the database is unreachable)")
    pairs(rows)
    return True


def token_line(t: Any) -> str:
    """Your tokens of the last days as one line, with the share read from the cache."""
    if not t.exchanges:
        return f"none reported in the last {t.days} days"
    used = usage_line(t.usage)
    share = (
        f"; {t.cache_share:.0%} of prompt tokens from the cache"
        if t.cache_share is not None
        else ""
    )
    return f"{used} over {count(t.exchanges, 'exchange')} in the last {t.days} days{share}"


def outbox_line(o: Any) -> str:
    """The host's outbox in one line: what waits, for how long, what was set aside."""
    waited = (
        f", the oldest {o.oldest_age_seconds:,.0f} s old"
        if o.oldest_age_seconds is not None
        else ""
    )
    dead = f"; {o.dead:,} refused by the database, kept aside" if o.dead else ""
    return (
        f"{count(o.depth, 'capture')} waiting{waited}"
        f" ({o.bytes / 1e6:,.1f} of {o.cap_bytes / 1e6:,.0f} MB){dead}"
    )


def telemetry_line(t: dict[str, int]) -> str:
    """The OpenTelemetry export in one line: spans sent, and spans dropped by reason."""
    dropped = {k.removeprefix("dropped."): n for k, n in t.items() if k.startswith("dropped.")}
    why = ", ".join(f"{n:,} {reason}" for reason, n in sorted(dropped.items()))
    line = f"{count(t.get('spans_sent', 0), 'span')} sent"
    return line + (f"; {sum(dropped.values()):,} dropped ({why})" if dropped else "; none dropped")


NOT_SHOWN = "not shown to members ([server] team_totals)"


def totals(c: Any) -> str:
    """Every owner's records, or why they are not shown (a member through the server)."""
    if c is None:
        return NOT_SHOWN
    return f"{count(c.episodes, 'exchange')}, {count(c.events, 'tool call')}"


def flags_line(k: Any) -> str:
    if k.flags_open is None:
        return f"{count(k.flags_yours, 'flag')} of yours open"
    return f"{count(k.flags_open, 'flag')} open, {k.flags_yours:,} of them yours"


def print_stats(s: Any) -> None:
    k, c = s.knowledge, s.capture
    dropped = ", ".join(f"{n:,} {why}" for why, n in sorted(c.dropped.items()))
    rows = [
        ("yours", f"{count(s.yours.episodes, 'exchange')}, {count(s.yours.events, 'tool call')}"),
        ("everyone's", totals(s.all)),
        ("tokens", token_line(s.tokens)),
        ("review queue", f"{count(k.pending, 'lesson')} waiting for you"),
        ("ceremony agenda", f"{count(k.agenda, 'lesson')}, {k.agenda_yours:,} of them yours"),
        ("decay flags", flags_line(k)),
        ("capture since", when(c.enabled_at) + (" UTC" if c.enabled_at else " (never ran)")),
        ("dropped", f"{c.dropped_total:,}" + (f" ({dropped})" if dropped else "")),
        ("queue high-water", f"{c.queue_high_water:,}"),
        ("pruned", ", ".join(f"{n:,} {what}" for what, n in sorted(s.pruned.items())) or "none"),
    ]
    if s.inject:
        rows.append(("injection", inject_line(s.inject)))
    refused = ", ".join(f"{n:,} {w}" for w, n in sorted(s.reflect_refused.items()))
    rows.append(("lessons refused", refused or "none"))
    if s.outbox is not None:
        rows.append(("outbox", outbox_line(s.outbox)))
    if s.telemetry:
        rows.append(("telemetry", telemetry_line(s.telemetry)))
    for name, job in s.schedule.items():
        ran = (
            f"{when(job.last_run_at)} UTC ({count(job.runs, 'run')})"
            if job.last_run_at
            else "never"
        )
        rows.append(
            (
                f"last {name}",
                ran + (f"; last try failed: {job.last_error}" if job.last_error else ""),
            )
        )
    used = s.store.used_bytes / (1 << 20)
    room = f" of {s.store.map_size >> 20:,} MiB" if s.store.map_size else ""
    rows.append(("store", f"{s.store.path} ({used:,.1f} MiB used{room})"))
    if s.sanitizer:
        status = s.sanitizer.get("status") or (
            "DEGRADED" if s.sanitizer.get("not_covered") else "ok"
        )
        off = s.sanitizer.get("switched_off")
        if off is None:  # a server from before the default sanitizer counted as complete
            off = s.sanitizer.get("uncovered") or s.sanitizer.get("not_covered") or []
        ner = s.sanitizer.get("with_ner") or []
        rows.append(
            (
                "sanitizer",
                status
                + (f": switched off {', '.join(off)}" if off else "")
                + (f" (a NER model would add {', '.join(ner)} without a cue)" if ner else ""),
            )
        )
    say(f"teambrain figures for {s.owner}")
    pairs(rows)


def inject_line(outcomes: dict[str, int]) -> str:
    """What injection did to the LLM requests the proxy saw, in words: "8 off" read as eight of
    something switched off; it is eight requests sent while injection is off."""
    if set(outcomes) == {"off"}:
        return (
            f"off: {count(outcomes['off'], 'request')} sent without it "
            "([inject] enabled = true turns it on)"
        )
    said = ", ".join(f"{n:,} {w.replace('_', ' ')}" for w, n in sorted(outcomes.items()))
    return f"{said} (of {count(sum(outcomes.values()), 'request')})"


@click.command("prune")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def prune_cmd(app: AppContext, as_json: bool) -> None:
    """Delete exchanges and tool calls older than the retention period (default 90 days)."""
    from teambrain.core import audit
    from teambrain.core.operations import schedule

    app.host_only("prune")
    with errors():
        report = schedule.prune(app.store, app.config.retention, channel=audit.LOCAL)
    if as_json:
        emit_json(report)
    else:
        say(
            f"Pruned {count(report.episodes, 'exchange')} and "
            f"{count(report.events, 'tool call')} older than {when(datetime.fromisoformat(report.cutoff))} UTC "
            f"(kept: the last {count(app.config.retention.days, 'day')}, [retention] days)."
        )


COMMANDS = [episodes, stats, prune_cmd]
