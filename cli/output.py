"""How commands print for a person: inert text, aligned tables with headers, plural-aware counts.

Everything a command prints that came from the store goes through `say()` or `table()`,
which show control characters as visible stand-ins (core/inert.py), so captured content
never drives the terminal.
"""

from __future__ import annotations

from collections.abc import Sequence

import click
from teambrain.core.inert import one_line, printable
from teambrain.core.present import count as count
from teambrain.core.present import cut as cut
from teambrain.core.present import when as when


def say(text: str = "", *, err: bool = False) -> None:
    click.echo(printable(text), err=err)


def table(
    headers: Sequence[str], rows: Sequence[Sequence[object]], *, last_free: bool = True
) -> None:
    """Rows under a header line, columns aligned; the last column runs free (no padding)."""
    cells = [[one_line(str(c)) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in cells:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))
    last = len(headers) - 1

    def line(values: Sequence[str]) -> str:
        parts = [
            v if (i == last and last_free) else v.ljust(widths[i]) for i, v in enumerate(values)
        ]
        return "  ".join(parts).rstrip()

    click.echo(line(list(headers)))
    for row in cells:
        click.echo(line(row))


def pairs(rows: Sequence[tuple[str, object]]) -> None:
    """`name   value` lines, the values aligned."""
    width = max((len(name) for name, _ in rows), default=0)
    for name, value in rows:
        click.echo(f"{name.ljust(width)}  {one_line(str(value))}".rstrip())
