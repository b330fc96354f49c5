"""Retention: `Episodes.expire` drops whole weekly partitions that end at or before the
cutoff (episodes, events, recall_docs, postings, term_df alike), after subtracting their documents
from the owners' statistics (one GROUP BY per partition) and removing the tool-id and
response listings that point into them; then, in the partition that straddles the cutoff,
deletes at most `batch` older records one by one with their index rows, so retention is
exact to the cutoff (time < cutoff goes, time >= cutoff stays). Never a mass DELETE.

Dropping a partition takes a brief exclusive lock on its parent table, once a week per
table; `lock_timeout` bounds how long it waits for running transactions.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from teambrain.core.store.postgres import partitions
from teambrain.core.store.postgres.index import drop_docs
from teambrain.core.store.postgres.schema import STATS_MERGE

if TYPE_CHECKING:
    from teambrain.core.store.postgres.txn import PgTxn

_SUBTRACT_PARTITION = (
    "INSERT INTO owner_stats AS s (owner_id, slot, exchanges, exchange_length, executions,"
    " execution_length)"
    " SELECT owner_id, floor(random() * 16)::smallint,"
    " -count(*) FILTER (WHERE kind = 0), -coalesce(sum(dl) FILTER (WHERE kind = 0), 0),"
    " -count(*) FILTER (WHERE kind <> 0), -coalesce(sum(dl) FILTER (WHERE kind <> 0), 0)"
    " FROM {part} GROUP BY owner_id "
) + STATS_MERGE

_SUBTRACT_WEEK_DF = (
    "INSERT INTO term_totals AS x (owner_id, term, df)"
    " SELECT owner_id, term, -sum(df) FROM {part} GROUP BY owner_id, term"
    " ON CONFLICT (owner_id, term) DO UPDATE SET df = x.df + EXCLUDED.df"
)
"""A week's rolled-up counts leave the owners' totals before the week is dropped (a dropped
partition fires no trigger)..."""
_FORGET_GONE_TERMS = (
    "DELETE FROM term_totals x USING {part} w"
    " WHERE x.owner_id = w.owner_id AND x.term = w.term AND x.df = 0"
)
"""...and a term no rolled-up week holds any more leaves them."""


def expire(txn: PgTxn, cutoff: datetime, batch: int) -> tuple[int, int]:
    txn.scope_all()
    txn.run("SELECT set_config('lock_timeout', '10s', true)")
    cutoff_s = cutoff.timestamp()
    found = partitions.existing(txn.cur)
    whole = {
        table: [name for week, name in parts if week + partitions.WEEK_S <= cutoff_s]
        for table, parts in found.items()
    }
    # Names below come from the catalog and match partitions._NAME: safe to splice.
    for name in whole["recall_docs"]:
        txn.run(_SUBTRACT_PARTITION.format(part=name))
    for name in whole["term_df"]:
        txn.run(_SUBTRACT_WEEK_DF.format(part=name))
        txn.run(_FORGET_GONE_TERMS.format(part=name))
    for name in whole["postings"] + whole["recall_docs"] + whole["term_df"]:
        txn.run(f"DROP TABLE {name}")
    episodes = _drop_whole(
        txn,
        whole["episodes"],
        "DELETE FROM response_sessions r USING {part} e"
        " WHERE r.owner_id = e.owner_id AND r.response_id = e.response_id"
        " AND e.response_id <> ''",
    )
    events = _drop_whole(
        txn,
        whole["events"],
        "DELETE FROM tool_ids k USING {part} e WHERE k.owner_id = e.owner_id"
        " AND k.session_id = e.session_id AND k.tool_id = e.tool_id AND k.event_id = e.id",
    )
    if batch <= 0:
        return episodes, events
    # The partition that straddles the cutoff: oldest first, at most `batch` records.
    doomed = _delete_oldest(txn, "episodes", "started_at", "response_id", cutoff, batch)
    if doomed:
        txn.run(
            "DELETE FROM response_sessions r USING unnest(%s::text[], %s::text[]) AS d(o, rid)"
            " WHERE r.owner_id = d.o AND r.response_id = d.rid",
            [[r[0] for r in doomed if r[3]], [r[3] for r in doomed if r[3]]],
        )
        episodes += len(doomed)
    room = batch - len(doomed)
    if room > 0:
        doomed = _delete_oldest(txn, "events", "requested_at", "session_id, tool_id", cutoff, room)
        if doomed:
            txn.run(
                "DELETE FROM tool_ids k"
                " USING unnest(%s::text[], %s::text[], %s::text[], %s::text[]) AS d(o, s, tid, eid)"
                " WHERE k.owner_id = d.o AND k.session_id = d.s AND k.tool_id = d.tid"
                " AND k.event_id = d.eid",
                [
                    [r[0] for r in doomed],
                    [r[3] for r in doomed],
                    [r[4] for r in doomed],
                    [r[1] for r in doomed],
                ],
            )
            events += len(doomed)
    return episodes, events


def _drop_whole(txn: PgTxn, names: list[str], unlist: str) -> int:
    """Drops these partitions of episodes or events after deleting the listings that point
    into them (`unlist`, with the partition as `{part}`); how many rows they held. Episodes
    and events go alike: only their listings differ."""
    rows = 0
    for name in names:
        rows += int(txn.value(f"SELECT count(*) FROM {name}"))
        txn.run(unlist.format(part=name))
        txn.run(f"DROP TABLE {name}")
    return rows


def _delete_oldest(
    txn: PgTxn, table: str, at: str, more: str, cutoff: datetime, limit: int
) -> list[tuple]:
    """Deletes at most `limit` records of `table` (episodes or events) timed (`at`) before
    the cutoff, oldest first, with their index rows; their rows (owner_id, id, `at`, then
    the `more` columns) are returned for the caller to remove the listings that point to
    them. Episodes and events go alike: only their time column and listings differ."""
    doomed = txn.rows(
        f"SELECT owner_id, id, {at}, {more} FROM {table} WHERE {at} < %s"
        f" ORDER BY {at}, id LIMIT %s",
        [cutoff, limit],
    )
    if doomed:
        _unindex(txn, [r[1] for r in doomed])
        txn.run(
            f"DELETE FROM {table} e USING unnest(%s::text[], %s::text[], %s::timestamptz[])"
            f" AS d(o, id, at) WHERE e.owner_id = d.o AND e.id = d.id AND e.{at} = d.at",
            [[r[0] for r in doomed], [r[1] for r in doomed], [r[2] for r in doomed]],
        )
    return doomed


def _unindex(txn: PgTxn, record_ids: list[str]) -> None:
    drop_docs(
        txn,
        txn.rows(
            "DELETE FROM recall_docs WHERE record_id = ANY(%s)"
            " RETURNING owner_id, doc, t, kind, dl, terms",
            [record_ids],
        ),
    )
