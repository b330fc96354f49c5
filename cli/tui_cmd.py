"""`teambrain tui`: the terminal dashboard, as the acting owner, over the service facade.

Locally the store is opened like every other command's (LMDB readers never block the
proxy's writer); with a team server the dashboard acts as the owner the member's token
names. It refreshes its live figures on an interval.
"""

from __future__ import annotations

import click
from teambrain.cli.context import AppContext, errors, pass_app


@click.command("tui")
@click.option(
    "--refresh",
    "refresh_every",
    default=2.0,
    show_default=True,
    type=click.FloatRange(0.2, 3600),
    metavar="SECONDS",
    help="Seconds between refreshes of the live figures.",
)
@click.option(
    "--screen",
    "start",
    default="home",
    show_default=True,
    metavar="NAME",
    help="The screen to open on: home, recall, timeline, review, ceremony, decay, knowledge "
    "or usage.",
)
@pass_app
def tui_cmd(app: AppContext, refresh_every: float, start: str) -> None:
    """The terminal dashboard: recall, timeline, review, ceremony, decay, knowledge.

    \b
    Keys 1-7 open the screens (listed on the top line); each screen's own keys are in
    the footer; u on Home opens Usage (spend and tokens). ctrl+r refreshes, ctrl+q quits.
    Example: teambrain --as alice tui --screen review
    """
    from teambrain.tui.app import SCREENS, make_app

    if start not in SCREENS:
        raise click.BadParameter(
            f"no screen {start!r}: one of {', '.join(SCREENS)}", param_hint="--screen"
        )
    with errors():  # a server refusing to say who the token names is reported once drawn
        dashboard = make_app(
            store=None if app.server else app.open_store(writable=True),
            service=app.service,
            refresh_every=refresh_every,
            start=start,
        )
    dashboard.run()


COMMANDS = [tui_cmd]
