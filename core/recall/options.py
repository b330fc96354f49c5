"""What a recall asks for, typed: the one struct every surface fills and the facade takes.

Text becomes these types at the surface that reads it (the CLI's options, an MCP tool's
arguments, an API request's JSON, the dashboard's toggles) with the parsers below, so core
is handed a span and instants, never a CLI spelling. Light on purpose: a command's options
and help read these constants without loading the ranker.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Literal

import msgspec
from teambrain.core.clock import EPOCH as EPOCH
from teambrain.core.errors import TeambrainError

Kind = Literal["exchanges", "executions", "both"]
KINDS: tuple[Kind, ...] = ("exchanges", "executions", "both")
DEFAULT_WINDOW = "7d"
"""The look-back window as the surfaces spell it..."""
DEFAULT_SPAN = timedelta(days=7)
"""...and as a span."""
MAX_LIMIT = 100

STORE_END = datetime.fromtimestamp(2**32 - 1, UTC)
"""Records are indexed by their time in seconds since 1970 as 32 bits: nothing is later."""
MAX_SPAN_DAYS = (STORE_END - EPOCH).days + 1
"""A window at least this long reaches back past any record the store can hold."""

_SPAN = re.compile(r"^\s*(\d+)\s*([hdw])\s*$", re.I)
_UNITS = {"h": 1 / 24, "d": 1.0, "w": 7.0}


class RecallError(TeambrainError):
    """A recall request is malformed (empty query, unknown kind, bad window or limit)."""


class RecallOptions(msgspec.Struct, kw_only=True, frozen=True):
    """One recall: what to look for, in which records, over which stretch of time."""

    query: str
    kind: Kind = "both"
    window: timedelta | None = DEFAULT_SPAN
    """How far back from `until` (or now) to look; None: all history."""
    since: datetime | None = None
    """From this instant (UTC); overrides `window`."""
    until: datetime | None = None
    session: str | None = None
    limit: int = 10

    def __post_init__(self) -> None:
        if self.since is not None and self.until is not None and self.since >= self.until:
            raise RecallError("the window's start (since) must be before its end (until)")


def kind_of(text: str) -> Kind:
    """Which records a recall searches, from its name (one of KINDS)."""
    for kind in KINDS:
        if text == kind:
            return kind
    raise RecallError(f"unknown kind {text!r}: use one of {', '.join(KINDS)}")


def span_of_days(days: float) -> timedelta | None:
    """A look-back of `days`; None (all history) for 0 or a span past the store's range."""
    if days <= 0 or days >= MAX_SPAN_DAYS:
        return None
    return timedelta(days=days)


def parse_window(text: str) -> timedelta | None:
    """'7d', '30d', '12h', '2w' -> a span; 'all', or a span past the store's range -> None."""
    if text.strip().lower() == "all":
        return None
    m = _SPAN.match(text)
    if not m or int(m.group(1)) <= 0:
        raise RecallError(f"unknown window {text!r}: use e.g. 7d, 30d, 12h, 2w or all")
    return span_of_days(int(m.group(1)) * _UNITS[m.group(2).lower()])


def window_text(span: timedelta | None) -> str:
    """A span as parse_window reads it (whole hours, rounded up): the inverse, for the wire."""
    if span is None:
        return "all"
    hours = -(-span // timedelta(hours=1))
    return f"{hours // 24}d" if hours % 24 == 0 else f"{hours}h"


def parse_when(text: str, option: str) -> datetime:
    """An ISO date or date-time (UTC unless it says otherwise), for the option the surface
    names (its own spelling: `--since` on the command line, `since` in a request)."""
    try:
        at = datetime.fromisoformat(text.strip())
    except ValueError:
        raise RecallError(
            f"{option}: not a date: {text!r} (use e.g. 2026-11-02 or 2026-11-02T09:30)"
        ) from None
    return as_utc(at, option)


def as_utc(at: datetime, option: str) -> datetime:
    """`at` in UTC (a naive time is taken as UTC already)."""
    try:
        return at.astimezone(UTC) if at.tzinfo else at.replace(tzinfo=UTC)
    except OverflowError:
        raise RecallError(
            f"{option}: {at.isoformat()} is outside the dates recall can use"
        ) from None
