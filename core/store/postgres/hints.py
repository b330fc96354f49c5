"""Time bounds for lookups by id: partitions are weekly, and a lookup that names no time
probes every week's index. A record's id encodes the millisecond it was made at (ids.py),
which for captured records is the record's own time, so a lookup first searches the days
around those times and then, for whatever it did not find there, everywhere."""

from __future__ import annotations

from collections.abc import Iterable

from teambrain.core.ids import id_ms

MARGIN_S = 86_400
"""Searched either side of the times the ids name."""


def id_windows(ids: Iterable[str]) -> tuple[list[str], list[int], list[int]]:
    """The ids that encode a time, each with its own (lo, hi) seconds around it: for one
    exact lookup per id (unnest .. LATERAL), each touching only the weeks its id names,
    under a plan prepared once. The others are for the lookup everywhere."""
    timed: list[str] = []
    los: list[int] = []
    his: list[int] = []
    for record_id in ids:
        try:
            at = id_ms(record_id) // 1000
        except ValueError:
            continue
        timed.append(record_id)
        los.append(at - MARGIN_S)
        his.append(at + MARGIN_S)
    return timed, los, his
