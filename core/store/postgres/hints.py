"""Time bounds for lookups by id: partitions are weekly, and a lookup that names no time
probes every week's index. A record's id encodes the millisecond it was made at (ids.py),
which for captured records is the record's own time, so a lookup first searches the days
around those times and then, for whatever it did not find there, everywhere."""

from __future__ import annotations

from collections.abc import Iterable

from teambrain.core.ids import id_ms

MARGIN_S = 86_400
"""Searched either side of the times the ids name."""


def id_bounds(ids: Iterable[str]) -> tuple[int, int] | None:
    """(lo, hi) seconds around every id's time, or None when an id encodes none."""
    found: list[int] = []
    for record_id in ids:
        try:
            found.append(id_ms(record_id) // 1000)
        except ValueError:
            return None
    if not found:
        return None
    return min(found) - MARGIN_S, max(found) + MARGIN_S
