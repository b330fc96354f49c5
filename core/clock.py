"""Time, injected: every component takes a clock so tests can freeze and walk it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
"""Where stored times count from."""

Clock = Callable[[], datetime]


def system_clock() -> datetime:
    """The current time in UTC."""
    return datetime.now(UTC)


class FrozenClock:
    """A clock that only moves when told to (tests, benchmarks)."""

    def __init__(self, at: datetime) -> None:
        self.at = at if at.tzinfo else at.replace(tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.at

    def advance(self, **kwargs: float) -> None:
        self.at += timedelta(**kwargs)


def to_ms(at: datetime) -> int:
    """Milliseconds since the epoch, the unit ids and stored timestamps use."""
    return int(at.timestamp() * 1000)


def to_us(at: datetime) -> int:
    """Microseconds since the epoch, exactly (a timezone-aware time)."""
    return (at - EPOCH) // timedelta(microseconds=1)


def from_ms(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000, UTC)


def week_of(at: datetime) -> str:
    """The ISO week of a moment in UTC, e.g. 2026-W45 (decay's budget and weekly jobs count by it)."""
    year, week, _ = at.isocalendar()
    return f"{year}-W{week:02d}"
