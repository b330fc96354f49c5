"""Presentation helpers: times, one-line excerpts, counts and paths as the screens print them."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from teambrain.core.inert import one_line as inert_line


def when(at: datetime | None) -> str:
    """A moment in UTC, to the minute (the dashboard's one time format)."""
    return "-" if at is None else at.strftime("%Y-%m-%d %H:%M")


def short_when(at: datetime | None) -> str:
    """A moment in UTC without the year, for tables."""
    return "-" if at is None else at.strftime("%m-%d %H:%M")


def day(at: datetime | None) -> str:
    return "-" if at is None else at.strftime("%Y-%m-%d")


def clock_time(at: datetime | None) -> str:
    return "-" if at is None else at.strftime("%H:%M:%S")


def one_line(text: str, width: int = 0) -> str:
    """Text on one line, whitespace collapsed, controls shown inert, cut with an ellipsis
    beyond `width` (0: no cut)."""
    flat = inert_line(text)
    if width and len(flat) > width:
        return flat[: width - 1] + "…"
    return flat


def count(n: int, noun: str, plural: str = "") -> str:
    return f"{n:,} {noun if n == 1 else (plural or noun + 's')}"


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


def cut(text: str, width: int) -> str:
    """`one_line(text, width)`: the name screens use for a bounded excerpt."""
    return one_line(text, width)
