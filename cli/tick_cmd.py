"""`teambrain tick`: run whatever housekeeping is due (for cron or a systemd timer).

prune and reflect are due once a UTC day, decay once an ISO week (core/operations/schedule.py keeps
the last runs and the leases), so calling it every few minutes is safe and cheap.
The exit status is 1 when a job failed (it is retried by a later tick).
"""

from __future__ import annotations

import sys

import click
from teambrain.cli.context import AppContext, emit_json, errors, pass_app
from teambrain.core.operations import schedule


@click.command("tick")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def tick_cmd(app: AppContext, as_json: bool) -> None:
    """Run the jobs that are due: prune and reflect daily, decay weekly.

    \b
    Example (crontab): */10 * * * * teambrain tick
    """
    app.host_only("tick")
    with errors():
        report = schedule.tick(app.store, schedule.default_jobs(app.store, app.config))
    if as_json:
        emit_json(report)
    else:
        for run in report.runs:
            detail = " ".join(f"{k}={v}" for k, v in run.detail.items())
            line = f"{run.job:<8} {run.period:<10} {run.outcome.replace('_', ' ')}"
            click.echo(" ".join(part for part in (line, detail, run.error) if part))
    if report.failed:
        sys.exit(1)


COMMANDS = [tick_cmd]
