"""`teambrain usage`: tokens, cost and cache hit rate, rolled up by model, member, session or
day, for you (or, where the config allows, the team)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.cli.output import say, table, when
from teambrain.cli.spans import Moment
from teambrain.core.present import USAGE_COLUMNS, usage_cells
from teambrain.core.usage.options import BY, By

HEADINGS = {"model": "MODEL", "member": "MEMBER", "session": "SESSION", "day": "DAY (UTC)"}


@click.command("usage")
@click.option(
    "--by", "by", type=click.Choice(BY), default="model", show_default=True, help="Group by."
)
@click.option("--since", type=Moment("--since"), help="From then: 30d, 12h, 1w, or 2026-11-02.")
@click.option("--until", type=Moment("--until"), help="Before then: 1d, or 2026-11-30.")
@click.option(
    "--team",
    is_flag=True,
    help="Every member's figures (through a server: if [usage] team_totals).",
)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def usage_cmd(
    app: AppContext,
    by: By,
    since: datetime | None,
    until: datetime | None,
    team: bool,
    as_json: bool,
) -> None:
    """Tokens and spend: cost, cache reads and writes, cache hit rate, per model, member,
    session or day.

    Costs use the providers' published prices shipped with teambrain (the date they were
    read is shown), or the config's [usage.prices."MODEL"]; a model without a price shows
    its tokens with the cost unknown, never zero.

    \b
    Examples:
      teambrain usage                          # your spend per model, everything kept
      teambrain usage --by day --since 7d
      teambrain usage --by session --json
      teambrain usage --team --by member       # on the host, or where [usage] team_totals
    """
    with errors():
        report = app.service.usage(by=by, since=since, until=until, team=team)
    if as_json:
        emit_json(report, "usage")
        return
    print_usage(report)


def print_usage(report: Any) -> None:
    whose = "the team" if report.scope == "team" else report.owner
    span = f"since {when(report.since)} UTC" if report.since else "everything kept"
    if report.until:
        span += f", until {when(report.until)} UTC"
    say(
        f"Usage of {whose} by {report.by}, {span} "
        f"(prices of {report.prices_read_on.isoformat()}, {report.currency})"
    )
    if not report.rows:
        say("No exchanges in that span.")
        return
    rows = [(r.key, *usage_cells(r, report.currency)) for r in [*report.rows, report.total]]
    table((HEADINGS[report.by], *USAGE_COLUMNS), rows)
    for model in report.unpriced_models:
        say(
            f"No price for {model}: its cost is unknown (not zero); give one under "
            f'[usage.prices."{model}"] in the config.'
        )
