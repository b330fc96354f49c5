"""`teambrain doctor`: what this installation covers, and proof that it really works here.

Today it checks the sanitizer: which entity types it redacts, whether NER is on (and, if a
configured model is missing, says so plainly instead of claiming PERSON/LOCATION coverage),
and that the engine loads and redacts planted values. It exits non-zero when a check fails.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, emit_json, pass_app


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_app
def doctor(app: AppContext, as_json: bool) -> None:
    """Check that the sanitizer loads and show what it covers.

    \b
    Example: teambrain doctor --json
    """
    from teambrain.core.sanitize import self_check  # loads presidio: only when asked

    report = self_check(app.config.sanitizer)
    ok = bool(report.get("ok")) and bool(report.get("loads")) and not report.get("degraded")
    if as_json:
        emit_json({"ok": ok, "sanitizer": report})
    else:
        _print(report)
    if not ok:
        raise SystemExit(1)


def _print(report: dict) -> None:
    click.echo("sanitizer")
    click.echo(f"  engine:   {report['engine']}")
    click.echo(f"  NER:      {report['ner']}")
    if report.get("covered"):
        click.echo(f"  PII:      {', '.join(report['covered'])}")
        click.echo(f"  secrets:  {', '.join(report['secrets'])}")
    if report.get("not_covered"):
        click.echo(f"  not covered: {', '.join(report['not_covered'])}")
    click.echo(f"  phone regions: {', '.join(report['phone_regions'])}")
    click.echo(
        f"  limits:   {report['max_input_chars']:,} characters, {report['timeout_seconds']} s"
    )
    if report.get("loads"):
        probe = report.get("probe", {})
        click.echo(
            f"  loads:    yes, built in {report['build_seconds']} s; probe redacted "
            f"{probe.get('redacted', 0)} of {probe.get('planted', 0)} planted values"
        )
    else:
        click.echo("  loads:    NO")
    if report.get("error"):
        click.echo(f"  problem:  {report['error']}")
    if not report.get("ok") or not report.get("loads"):
        click.echo("status: FAILED (captures are dropped until this is fixed)")
    elif report.get("degraded"):
        click.echo(f"status: DEGRADED ({report['degraded']})")
    else:
        click.echo("status: ok")


COMMANDS = [doctor]
