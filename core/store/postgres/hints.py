"""Time bounds for lookups by id: partitions are weekly, and a lookup that names no time
probes every week's index. A record's time is known when the transaction read it already
(an index row, a session's exchanges); otherwise its id encodes the millisecond it was made
at (ids.py), which for captured records is the record's own time. So a lookup first
searches the days around that time and then, for whatever it did not find, everywhere."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from teambrain.core.ids import id_ms

MARGIN_S = 86_400
"""Searched either side of the times the ids name."""
SEP = "\x1f"
"""Joins ids into one parameter (split server-side: cheaper to send than a text[])."""


def exact_lookups(ids: Iterable[str], known: Mapping[str, int]) -> tuple[list[str], str, str]:
    """The ids whose time is known (`known`: seconds of records already read) or encoded,
    with the two parameters of one exact lookup per id (unnest .. LATERAL), each touching
    only the days around its time under a plan prepared once: the ids joined by SEP and
    their seconds joined by spaces. Any other id is for the lookup everywhere."""
    timed: list[str] = []
    seconds: list[str] = []
    for record_id in ids:
        at = seconds_of(record_id, known)
        if at is None or SEP in record_id:
            continue
        timed.append(record_id)
        seconds.append(str(at))
    return timed, SEP.join(timed), " ".join(seconds)


def seconds_of(record_id: str, known: Mapping[str, int]) -> int | None:
    """The record's time in seconds: known from an earlier read, else the one its id
    encodes; None for an id that encodes none (it is looked for everywhere)."""
    at = known.get(record_id)
    if at is not None:
        return at
    try:
        return id_ms(record_id) // 1000
    except ValueError:
        return None


LOOKUPS = (
    f"unnest(string_to_array(%s, chr({ord(SEP)})), string_to_array(%s, ' ')::bigint[]) AS w(id, at)"
)
"""The FROM item of exact_lookups' parameters: one row (id, at) per id."""


def near(column: str) -> str:
    """Within the days around the id's time (w.at), for a table timed by a timestamptz
    column."""
    return (
        f"{column} >= to_timestamp(w.at - {MARGIN_S})"
        f" AND {column} < to_timestamp(w.at + {MARGIN_S})"
    )
