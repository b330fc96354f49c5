"""`teambrain reflect`: the daily reflection pass, for you, one owner, or every owner.

Lessons land pending and private in each owner's review queue (core/governance/reflect.py keeps the
guards and the budget). The report shows counts for every owner, and lesson texts only for
the acting owner's own pass: they come from that owner's private episodes.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime

import click
import msgspec
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.output import say
from teambrain.core.governance import reflect as reflect_mod
from teambrain.core.governance.reflect import ReflectionReport

_COUNTS = (
    ("proposed", "proposed"),
    ("filed", "filed"),
    ("discarded_uncited", "uncited"),
    ("discarded_unsupported", "unsupported"),
    ("discarded_single_session", "single-session"),
    ("skipped_duplicate", "duplicate"),
    ("over_budget", "over budget"),
    ("refused_unsafe", "refused as unsafe"),
)


@click.command("reflect")
@click.option("--all", "all_owners", is_flag=True, help="Every owner with episodes in the store.")
@click.option("--owner", "owners", multiple=True, metavar="OWNER", help="This owner (repeatable).")
@click.option(
    "--days",
    type=click.IntRange(1, 90),
    help="Days of episodes to read (default: [reflect] days, 14).",
)
@click.option("--dry-run", is_flag=True, help="Say what would be filed; file nothing.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def reflect_cmd(
    app: AppContext,
    all_owners: bool,
    owners: tuple[str, ...],
    days: int | None,
    dry_run: bool,
    as_json: bool,
) -> None:
    """Propose cited lessons from recent episodes into the review queue (at most 8 a day).

    \b
    Examples:
      teambrain reflect                  # your own pass
      teambrain reflect --dry-run        # what it would file
      teambrain reflect --all --json     # every owner (cron); counts only for others
    """
    if all_owners and owners:
        raise click.UsageError("--all and --owner exclude each other")
    app.host_only("reflect")
    chosen = reflect_mod.owners_in_store(app.store) if all_owners else list(owners or [app.owner])
    with errors():
        from teambrain.core.governance.reflectors import build_reflector

        reflector = build_reflector(app.config.reflect, store=app.store)
    with errors():
        from teambrain.core.sanitize.engine import build_sanitizer

        sanitizer = build_sanitizer(app.config.sanitizer)
    started = datetime.now(UTC)
    reports = reflect_mod.reflect(
        app.store, chosen, reflector, sanitizer, app.config.reflect, days=days, dry_run=dry_run
    )
    if all_owners and not dry_run and not any(r.error for r in reports):
        from teambrain.core.operations import schedule

        schedule.record_run(app.store, "reflect", started, schedule.reflection_detail(reports))
    shown = [r if r.owner == app.owner else msgspec.structs.replace(r, lessons=[]) for r in reports]
    if as_json:
        emit_json(shown)
    else:
        if not shown:
            say("No owner has episodes in the store yet.")
        for report in shown:
            print_report(report)
    if any(r.error for r in reports):
        sys.exit(1)


def print_report(r: ReflectionReport) -> None:
    mode = " (dry run)" if r.dry_run else ""
    say(
        f"{r.owner}{mode}: reflector {r.reflector}, {r.episodes_read} episodes from "
        f"{r.window_start:%Y-%m-%d %H:%M} to {r.window_end:%Y-%m-%d %H:%M} UTC"
    )
    labels = dict(_COUNTS, filed="would file" if r.dry_run else "filed")
    say("  " + " · ".join(f"{labels[name]} {getattr(r, name)}" for name, _ in _COUNTS))
    say(f"  budget left today {r.budget_left} · pending before {r.pending_before}")
    for v in r.lessons:
        label = {"filed": f"filed {v.entry_id}", "would_file": "would file"}.get(
            v.verdict, dict(_COUNTS).get(v.verdict, v.verdict.replace("_", " "))
        )  # the counts line's words ("duplicate"), not the JSON field ("skipped_duplicate")
        detail = f" ({v.detail})" if v.detail else ""
        say(f"  - {label}{detail}: {v.text[:120]}")
    for note in r.notes:
        say(f"  note: {note}")
    if r.error:
        say(f"  ERROR: {r.error}")


COMMANDS = [reflect_cmd]
