"""Registers each command module on the root group; one module per noun.

To add a command group: write cli/<noun>_cmd.py and add it below.
"""

from teambrain.cli.main import cli


def register() -> None:
    from teambrain.cli import (
        audit_cmd,
        ceremony_cmd,
        decay_cmd,
        doctor_cmd,
        episodes_cmd,
        kb_cmd,
        mcp_cmd,
        proxy_cmd,
        recall_cmd,
        reflect_cmd,
        review_cmd,
        serve_cmd,
        tick_cmd,
        timeline_cmd,
        tui_cmd,
    )

    modules = (proxy_cmd, episodes_cmd, timeline_cmd, kb_cmd, review_cmd, reflect_cmd)
    modules += (ceremony_cmd, decay_cmd, tick_cmd, audit_cmd, doctor_cmd)
    modules += (recall_cmd, mcp_cmd, tui_cmd, serve_cmd)
    for module in modules:
        for command in module.COMMANDS:
            cli.add_command(command)


register()
