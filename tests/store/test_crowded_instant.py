"""A burst of captures stamped with one instant: looking one of them up by its key reads
that record's row, not every record of the instant.

Before a batch is written, each of its exchanges is looked up by (owner, id, start). With
the start spelled `=`, a prepared (generic) plan priced the start alone as selective as the
whole key and read the smaller index on start, holding every record of that instant: with
thousands stamped alike, each batch of an outbox took half a second instead of a few
milliseconds. This checks what the lookup reads, the plan PostgreSQL runs; not its time.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from teambrain.core.clock import to_ms
from teambrain.core.episodes.model import CaptureRecord, Episode
from teambrain.core.episodes.writes import write_batch
from teambrain.core.ids import new_id
from teambrain.core.store import Store
from teambrain.core.store.postgres import rows as R
from teambrain.core.store.postgres import write_ahead

AT = datetime(2026, 11, 2, 8, 56, tzinfo=UTC)


def capture(owner: str, at: datetime, i: int) -> CaptureRecord:
    return CaptureRecord(
        episode=Episode(
            id=new_id(to_ms(at)),
            owner=owner,
            session_id=f"{owner}-s{i // 50}",
            provider="anthropic",
            started_at=at,
            ended_at=at,
            user_digest=f"question {i}",
            response_digest=f"answer {i}",
        ),
        events=[],
    )


def rows_read(conn, sql: str, params: list) -> int:  # noqa: ANN001
    """Rows the plan's scans of episodes read (returned, or read and filtered out)."""
    (raw,) = conn.execute(f"EXPLAIN (ANALYZE, FORMAT JSON) {sql}", params).fetchone()
    plan = json.loads(raw)  # the store's connections leave JSON undecoded

    def walk(node: dict) -> int:
        read = 0
        if node.get("Relation Name", "").startswith("episodes"):
            read = node.get("Actual Loops", 0) * node.get("Actual Rows", 0)
            read += node.get("Rows Removed by Filter", 0) + node.get(
                "Rows Removed by Index Recheck", 0
            )
        return read + sum(walk(child) for child in node.get("Plans", []))

    return walk(plan[0]["Plan"])


def test_a_key_lookup_among_records_of_one_instant_reads_only_its_row(store: Store) -> None:
    if store.backend != "postgresql":
        pytest.skip("a planner's choice: LMDB reads its key")
    weeks = [capture("owner0", AT - timedelta(days=7 * w), -1 - w) for w in range(3)]
    store.write(lambda txn: write_batch(txn, weeks))  # makes the weeks' partitions
    spread = [capture(f"owner{i % 3}", AT - timedelta(seconds=25 * i), i) for i in range(40_000)]
    crowd = [capture(f"owner{i % 3}", AT, i) for i in range(2_000)]
    with store.sql() as conn:  # type: ignore[attr-defined]
        # rows straight in: the lookup's plan is the subject, and 42,000 captures written
        # through the capture path would take a minute
        # (copied into a table of its own first: COPY does not pass row-level security)
        columns = R.columns(R.EPISODE)
        for part in (spread, crowd):  # the burst comes after the statistics were taken
            conn.execute("CREATE TEMP TABLE burst (LIKE episodes) ON COMMIT DROP")
            with conn.cursor().copy(f"COPY burst ({columns}) FROM STDIN") as copy:
                for record in part:
                    copy.write_row(R.episode_row(record.episode))
            conn.execute(f"INSERT INTO episodes ({columns}) SELECT {columns} FROM burst")
            conn.execute("DROP TABLE burst")
            if part is spread:
                conn.execute("ANALYZE episodes")
    wanted = [(r.episode.owner, r.episode.id, AT) for r in crowd[::200]]
    absent = [("owner1", new_id(to_ms(AT)), AT)]  # a new capture of the same instant
    with store.sql() as conn:  # type: ignore[attr-defined]
        conn.execute("SET LOCAL plan_cache_mode = force_generic_plan")  # as a batch plans it
        for keys in (wanted, absent):
            found = conn.execute(write_ahead._EPISODES, R.as_arrays(keys)).fetchall()
            assert len(found) == (len(wanted) if keys is wanted else 0)
            assert rows_read(conn, write_ahead._EPISODES, R.as_arrays(keys)) <= len(found)
