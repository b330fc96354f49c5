"""Recall's session context reads a session's exchanges off the session index of
recall_docs alone: the index holds each exchange's time and docnum, so no wide row is
fetched from the table for one the visibility map says all can see (here, after VACUUM, all
of them). This checks the plan PostgreSQL runs for both of its reads, not their time."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import psycopg
import pytest
from teambrain.core.clock import to_ms
from teambrain.core.episodes.index import index_episode
from teambrain.core.ids import new_id
from teambrain.core.records.episodes import Episode
from teambrain.core.store import Store
from teambrain.core.store.postgres.index import SESSION_DOCS, SESSION_DOCS_BEFORE

AT = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def scans(conn: psycopg.Connection, sql: str, params: list) -> list[dict]:
    """The plan's scans of recall_docs partitions that ran, as EXPLAIN ANALYZE reports them."""
    (raw,) = conn.execute(f"EXPLAIN (ANALYZE, FORMAT JSON) {sql}", params).fetchone()
    plan = json.loads(raw)  # the store's connections leave JSON undecoded
    found: list[dict] = []

    def walk(node: dict) -> None:
        if node.get("Relation Name", "").startswith("recall_docs") and node.get("Actual Loops"):
            found.append(node)
        for child in node.get("Plans", []):
            walk(child)

    walk(plan[0]["Plan"])
    return found


def test_session_context_reads_the_index_alone(store: Store) -> None:
    if store.backend != "postgresql":
        pytest.skip("a planner's choice: LMDB's session keys hold no more than the ids")
    sessions = [f"s{i}" for i in range(400)]
    records = [
        Episode(
            id=new_id(to_ms(at)),
            owner="alice" if i % 10 == 0 else "bob",  # alice's are a few among many
            session_id=sessions[i % 400],
            provider="anthropic",
            started_at=at,
            ended_at=at,
            user_digest="a wide row: " + "text " * 200,
        )
        for i in range(6_000)
        if (at := AT - timedelta(days=20) + timedelta(minutes=5 * i))
    ]

    def put(txn) -> None:  # noqa: ANN001
        for e in records:
            txn.episodes.put_episode(e)
            index_episode(txn, e, fresh=True)

    store.write(put)
    with psycopg.connect(store.url, autocommit=True) as conn:
        # the test server commits asynchronously: until the WAL holds the write's commit,
        # VACUUM may not hint its rows committed, nor mark their pages all-visible (as
        # autovacuum would, later). A synchronous commit flushes the WAL through it.
        conn.execute("SET synchronous_commit = on")
        with conn.transaction():
            conn.execute("SELECT pg_current_xact_id()")
        conn.execute("VACUUM ANALYZE recall_docs")  # as autovacuum does for a table written to
    since = AT - timedelta(days=7)
    with store.sql() as conn:  # type: ignore[attr-defined]
        conn.execute("SET LOCAL plan_cache_mode = force_generic_plan")  # as a recall plans it
        # a week of a few pages may be read whole instead: the subject is what an index read
        # of the session index needs, which these small partitions leave to the planner
        conn.execute("SET LOCAL enable_seqscan = off")
        since_s = int(since.timestamp())
        reads = [
            (SESSION_DOCS, ["alice", sessions[:300:10], since_s]),
            (SESSION_DOCS_BEFORE, [sessions[:300:10], "alice", since_s, 2]),
        ]
        for sql, params in reads:
            assert conn.execute(sql, params).fetchall()  # each read finds exchanges
            ran = scans(conn, sql, params)
            assert ran
            for node in ran:
                assert node["Node Type"] == "Index Only Scan", (node["Node Type"], sql)
                assert node["Heap Fetches"] == 0, (node["Relation Name"], sql)  # no wide row
