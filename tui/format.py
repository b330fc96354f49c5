"""Presentation helpers: times, one-line excerpts, counts and paths as the screens print them."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from teambrain.core.inert import one_line as inert_line
from teambrain.core.present import count as count
from teambrain.core.present import cut as cut
from teambrain.core.present import when as when


def short_when(at: datetime | None) -> str:
    """A moment in UTC without the year, for tables."""
    return when(at, "%m-%d %H:%M")


def day(at: datetime | None) -> str:
    return when(at, "%Y-%m-%d")


def clock_time(at: datetime | None) -> str:
    return when(at, "%H:%M:%S")


def one_line(text: str, width: int = 0) -> str:
    """Text on one line, whitespace collapsed, controls shown inert, cut with an ellipsis
    beyond `width` (0: no cut)."""
    return cut(text, width) if width else inert_line(text)


def duration_ms(ms: int | None) -> str:
    if ms is None:
        return "-"
    if ms < 1000:
        return f"{ms} ms"
    if ms < 60_000:
        return f"{ms / 1000:.1f} s"
    return f"{ms / 60_000:.1f} min"


def mebibytes(n: int) -> str:
    return f"{n / (1 << 20):,.1f} MiB"


def shown_path(path: Path | str) -> str:
    """A path as a person would type it: relative under the current directory, else ~/..."""
    path = Path(path)
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        pass
    try:
        return str(Path("~") / path.relative_to(Path.home()))
    except ValueError:
        return str(path)
