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

if TYPE_CHECKING:
    from teambrain.core.store.postgres.txn import PgTxn

_SUBTRACT_PARTITION = (
    "INSERT INTO owner_stats AS s (owner_id, slot, exchanges, exchange_length, executions,"
    " execution_length)"
    " SELECT owner_id, floor(random() * 16)::smallint,"
    " -count(*) FILTER (WHERE kind = 0), -coalesce(sum(dl) FILTER (WHERE kind = 0), 0),"
    " -count(*) FILTER (WHERE kind <> 0), -coalesce(sum(dl) FILTER (WHERE kind <> 0), 0)"
    " FROM {part} GROUP BY owner_id"
    " ON CONFLICT (owner_id, slot) DO UPDATE SET"
    " exchanges = s.exchanges + EXCLUDED.exchanges,"
    " exchange_length = s.exchange_length + EXCLUDED.exchange_length,"
    " executions = s.executions + EXCLUDED.executions,"
    " execution_length = s.execution_length + EXCLUDED.execution_length"
)


def expire(txn: PgTxn, cutoff: datetime, batch: int) -> tuple[int, int]:
    txn.scope_all()
    txn.run("SELECT set_config('lock_timeout', '10s', true)")
    cutoff_s = cutoff.timestamp()
    episodes = events = 0
    found = partitions.existing(txn.cur)
    whole = {
        table: [name for week, name in parts if week + partitions.WEEK_S <= cutoff_s]
        for table, parts in found.items()
    }
    # Names below come from the catalog and match partitions._NAME: safe to splice.
    for name in whole["recall_docs"]:
        txn.run(_SUBTRACT_PARTITION.format(part=name))
    for name in whole["postings"] + whole["recall_docs"] + whole["term_df"]:
        txn.run(f"DROP TABLE {name}")
    for name in whole["episodes"]:
        episodes += int(txn.value(f"SELECT count(*) FROM {name}"))
        txn.run(
            f"DELETE FROM response_sessions r USING {name} e"
            " WHERE r.owner_id = e.owner_id AND r.response_id = e.response_id"
            " AND e.response_id <> ''"
        )
        txn.run(f"DROP TABLE {name}")
    for name in whole["events"]:
        events += int(txn.value(f"SELECT count(*) FROM {name}"))
        txn.run(
            f"DELETE FROM tool_ids k USING {name} e WHERE k.owner_id = e.owner_id"
            " AND k.session_id = e.session_id AND k.tool_id = e.tool_id AND k.event_id = e.id"
        )
        txn.run(f"DROP TABLE {name}")
    if batch <= 0:
        return episodes, events
    # The partition that straddles the cutoff: oldest first, at most `batch` records.
    doomed = txn.rows(
        "SELECT owner_id, id, started_at, response_id FROM episodes WHERE started_at < %s"
        " ORDER BY started_at, id LIMIT %s",
        [cutoff, batch],
    )
    if doomed:
        _unindex(txn, [r[1] for r in doomed])
        txn.run(
            "DELETE FROM response_sessions r USING unnest(%s::text[], %s::text[]) AS d(o, rid)"
            " WHERE r.owner_id = d.o AND r.response_id = d.rid",
            [[r[0] for r in doomed if r[3]], [r[3] for r in doomed if r[3]]],
        )
        txn.run(
            "DELETE FROM episodes e USING unnest(%s::text[], %s::text[], %s::timestamptz[])"
            " AS d(o, id, at) WHERE e.owner_id = d.o AND e.id = d.id AND e.started_at = d.at",
            [[r[0] for r in doomed], [r[1] for r in doomed], [r[2] for r in doomed]],
        )
        episodes += len(doomed)
    room = batch - len(doomed)
    if room > 0:
        doomed = txn.rows(
            "SELECT owner_id, id, requested_at, session_id, tool_id FROM events"
            " WHERE requested_at < %s ORDER BY requested_at, id LIMIT %s",
            [cutoff, room],
        )
        if doomed:
            _unindex(txn, [r[1] for r in doomed])
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
            txn.run(
                "DELETE FROM events e USING unnest(%s::text[], %s::text[], %s::timestamptz[])"
                " AS d(o, id, at) WHERE e.owner_id = d.o AND e.id = d.id AND e.requested_at = d.at",
                [[r[0] for r in doomed], [r[1] for r in doomed], [r[2] for r in doomed]],
            )
            events += len(doomed)
    return episodes, events


def _unindex(txn: PgTxn, record_ids: list[str]) -> None:
    drop_docs(
        txn,
        txn.rows(
            "DELETE FROM recall_docs WHERE record_id = ANY(%s)"
            " RETURNING owner_id, doc, t, kind, dl, terms",
            [record_ids],
        ),
    )
