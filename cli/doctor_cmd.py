"""`teambrain doctor`: is this installation ready, and what does it protect? Said plainly.

The checks live in core/operations/doctor.py; this module prints them as an aligned checklist (or
JSON) and turns the verdict into the exit status.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click
from teambrain.cli.context import AppContext, emit_json, pass_app
from teambrain.cli.proxy_cmd import DEFAULT_CONFDIR, ca_path

if TYPE_CHECKING:
    from teambrain.core.operations.doctor import DoctorReport

EXIT = {"ok": 0, "FAILED": 1, "DEGRADED": 2}
"""The exit status of each verdict: DEGRADED is neither success nor failure."""


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@click.option(
    "--port",
    type=click.IntRange(1, 65535),
    help="The proxy's port, when no proxy of yours is running [default: 8080].",
)
@click.option(
    "--confdir",
    type=click.Path(path_type=Path),
    default=DEFAULT_CONFDIR,
    show_default=True,
    help="mitmproxy's directory (the CA certificate).",
)
@pass_app
def doctor(app: AppContext, as_json: bool, port: int | None, confdir: Path) -> None:
    """Check this installation: config, store, CA, ports, proxy and sanitizer coverage;
    on a member's machine (logged in to a team server): the login, the server and the token.

    The sanitizer is built and must redact planted values.

    Touches nothing: the store is looked at, never opened, created or chmod'ed.

    \b
    Exit status: 0 ok; 1 FAILED (something cannot work, e.g. the sanitizer cannot load
    and every capture is dropped); 2 DEGRADED (it works but protects less than it should,
    e.g. names without a cue word, places and organizations pass unredacted because no
    NER model is configured, or others can read the store).

    \b
    Examples:
      teambrain doctor
      teambrain doctor --json | jq .status
    """
    if app.server:
        report = _member_report(app)
    else:
        from teambrain.core.operations.doctor import run_doctor

        report = run_doctor(app.config_path, app.store_dir, ca_path(confdir), port)
    if as_json:
        emit_json(report.to_builtins())
    else:
        _print(report)
    raise SystemExit(EXIT[report.status])


def _member_report(app: AppContext) -> DoctorReport:
    """On a member's machine (a team server from --server, TEAMBRAIN_SERVER or a saved
    login) what matters is the server, the token and the login, not a local store."""
    import os

    from teambrain.core.operations.doctor import member_doctor

    server = app.server or ""
    if os.environ.get("TEAMBRAIN_SERVER"):
        login = "from TEAMBRAIN_SERVER"
    else:
        from teambrain.core.service import credentials

        login = f"saved login in {credentials.login_path()}"

    def who() -> str:
        from teambrain.core.errors import TeambrainError

        try:
            return app.service.whoami().owner
        except click.ClickException as e:  # the token or URL refused before any request
            raise TeambrainError(e.format_message()) from e

    return member_doctor(app.config_path, server, login, who)


def _print(report: DoctorReport) -> None:
    width = max(len(c.name) for c in report.checks)
    for check in report.checks:
        click.echo(f"{check.status:<9} {check.name:<{width}}  {check.summary}")
        if check.name == "sanitizer":
            _print_coverage(check.details, indent=" " * (10 + width + 2))
    click.echo(f"\nstatus: {report.status}")


def _print_coverage(info: dict, indent: str) -> None:
    rows = info.get("coverage") or []
    if not rows:
        return
    width = max(len(r["entity"]) for r in rows)
    for row in rows:
        click.echo(f"{indent}{row['entity']:<{width}}  {row['level']:<7}  {row['by']}")
    click.echo(f"{indent}{'secrets':<{width}}  {'on':<7}  {', '.join(info['secrets'])}")
    click.echo(f"{indent}NER: {info['ner']}")
    if info.get("loads"):
        probe = info.get("probe", {})
        speed = info.get("speed", {})
        click.echo(
            f"{indent}loaded in {info['build_seconds']} s; probe redacted "
            f"{probe.get('redacted', 0)} of {probe.get('planted', 0)} planted values; "
            f"{speed.get('pattern_ms_per_kb', 0):.2f} ms/KB patterns"
            + (f", {speed['ner_ms_per_kb']:.2f} ms/KB NER" if speed.get("ner_ms_per_kb") else "")
        )


COMMANDS = [doctor]
