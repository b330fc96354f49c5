"""Time bounds for lookups by id: partitions are weekly, and a lookup that names no time
probes every week's index. A record's id encodes the millisecond it was made at (ids.py),
which for captured records is the record's own time, so a lookup first searches the days
around those times and then, for whatever it did not find there, everywhere."""

from __future__ import annotations

from collections.abc import Collection

from teambrain.core.ids import id_ms

MARGIN_S = 86_400
"""Searched either side of the times the ids name."""


def id_bounds(ids: Collection[str]) -> tuple[int, int] | None:
    """(lo, hi) seconds around the ids' times, from the first and last of them (ids sort
    by time), or None when either encodes none. An id that is not one of ours is simply
    not found in the bounds, and then looked for everywhere."""
    if not ids:
        return None
    try:
        return id_ms(min(ids)) // 1000 - MARGIN_S, id_ms(max(ids)) // 1000 + MARGIN_S
    except ValueError:
        return None
