"""Recall ranks its candidates by their heads and reads their session context through the
index reader. PostgreSQL answers both from its index rows, which keep their records' heads
(schema 0007); LMDB reads the records. Either way the answer is what the records say, and a
database indexed before 0007 is filled in from its records as it migrates."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import msgspec
import psycopg
from teambrain.core.clock import FrozenClock, to_ms
from teambrain.core.episodes.index import index_event
from teambrain.core.ids import new_id
from teambrain.core.recall import search
from teambrain.core.records.episodes import ExecutionEvent
from teambrain.core.store import KIND_EXCHANGE, RecordHead, Store, open_store
from teambrain.core.store.postgres.schema import _index_put_fresh, _index_put_sealed

from tests.mcpserver.episode_world import capture
from tests.pgserver import PgServer
from tests.store.test_recall_meaning import BEFORE_0010 as _BEFORE_0010

NOW = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def fill(store: Store, *, embed: bool = True) -> dict[str, list[RecordHead]]:
    """Exchanges of two owners in sessions that run across weeks, calls among them (one
    whose result comes later, so its index row is written again), interleaved in time;
    the heads of each owner's records. `embed`: with their meanings (a store from before
    0010 has none)."""
    heads: dict[str, list[RecordHead]] = {"alice": [], "bob": []}
    for day, session in [(40, "s1"), (39, "s2"), (20, "s1"), (3, "s2"), (2, "s1"), (1, "s1")]:
        at = NOW - timedelta(days=day)
        for owner in ("alice", "bob"):
            record = capture(
                store,
                owner,
                f"walrus ledger reconcile step {day}",
                "reconciled the walrus ledger",
                at=at,
                session=session,
                tools=[("Bash", {"command": f"ledger check --day {day}"}, None)],
                tool_ids=[f"toolu_{day}"],
                embed=embed,
            )
            later = capture(
                store,
                owner,
                "",
                "done",
                at=at + timedelta(minutes=1),
                session=session,
                results=[(f"toolu_{day}", "walrus ledger balanced")],
                embed=embed,
            )
            heads[owner] += [RecordHead.of(record.episode), RecordHead.of(later.episode)]
            heads[owner] += [RecordHead.of(e) for e in record.events]
    return heads


def bare(heads: list[RecordHead | None]) -> list[RecordHead | None]:
    """Heads without their meanings (tests/store/test_recall_meaning.py covers those)."""
    return [h if h is None else msgspec.structs.replace(h, meaning=b"") for h in heads]


def test_candidates_and_session_context_are_what_the_records_say(store: Store) -> None:
    everyone = fill(store)
    heads = everyone["alice"]
    with store.read() as txn:
        reader = txn.index.reader("alice")
        found = [reader.head(h.id) for h in heads]
        assert all(f is not None for f in found)
        docs = [f.doc for f in found if f is not None]
        assert bare(reader.candidates([*docs, max(docs) + 1000])) == [*heads, None]
        # docnums are each owner's own: alice's, asked of bob's reader, name bob's records
        bobs = bare(txn.index.reader("bob").candidates(docs))
        assert {h for h in bobs if h} <= set(everyone["bob"])
        exchanges = [h for h in heads if h.kind == KIND_EXCHANGE]
        near = reader.session_context(exchanges, 2)
        by_records = txn.episodes.session_neighbours("alice", exchanges, 2)
        for head in exchanges:
            before, after = by_records[head.id]
            expected = [d.doc if (d := reader.head(i)) else None for i in before]
            expected += [None] * (2 - len(before))
            expected += [d.doc if (d := reader.head(i)) else None for i in after]
            expected += [None] * (2 - len(after))
            assert near[head.id] == expected, head
        assert any(near[h.id][0] is not None for h in exchanges)  # the context is not empty
        assert reader.session_context([], 2) == {}


def test_a_tool_name_holding_nul_reads_back_as_written(store: Store) -> None:
    """Capture folds a NUL out of a tool's name; a record put through the repositories
    keeps it, and its head reads back the same."""
    call = ExecutionEvent(
        id=new_id(to_ms(NOW)),
        owner="alice",
        session_id="s1",
        exchange_id=new_id(to_ms(NOW)),
        tool_id="toolu_1",
        tool_name="Bash\x00 \ue000e",  # NUL, and the character PostgreSQL's escape uses
        input_digest="nul in a tool name",
        requested_at=NOW,
    )

    def put(txn) -> None:  # noqa: ANN001
        txn.episodes.put_event(call)
        index_event(txn, call, fresh=True)

    store.write(put)
    with store.read() as txn:
        reader = txn.index.reader("alice")
        head = reader.head(call.id)
        assert head is not None
        assert reader.candidates([head.doc]) == [RecordHead.of(call)]


_BEFORE_0007 = f"""
SELECT set_config('teambrain.owner', '*', false);
{_BEFORE_0010}
DROP INDEX recall_docs_session;
ALTER TABLE recall_docs DROP COLUMN session_id, DROP COLUMN at_us, DROP COLUMN tool_name;
DROP FUNCTION index_put(text, text, bigint, smallint, bigint, integer, text, text,
    bigint, bigint, bigint, bigint, boolean, text, bigint, text);
{_index_put_sealed(heads=False)}
DROP FUNCTION index_put_fresh(text, text[], bigint[], smallint[], bigint[], integer[],
    integer[], text, text, bigint, bigint, bigint, bigint, text[], bigint[], text[]);
{_index_put_fresh(heads=False)}
DELETE FROM schema_migrations WHERE name = '0007_candidate_heads';
"""
"""The schema as 0006 left it, made from the released migrations' own function texts."""


def test_an_index_written_before_0007_is_filled_from_its_records(pg_server: PgServer) -> None:
    url = pg_server.create_database()
    try:
        store = open_store(url)
        heads = fill(store, embed=False)
        asked = {"window": timedelta(days=60), "gate": False, "clock": FrozenClock(NOW)}
        answer = search.recall(store, "alice", "walrus ledger", **asked)  # type: ignore[arg-type]
        with store.read() as txn:
            docs = {o: [d.doc if (d := txn.index.reader(o).head(h.id)) else -1 for h in heads[o]]
                    for o in heads}  # fmt: skip
        store.close()
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(_BEFORE_0007)
            # a record gone while its index row stayed: 0007 has no head to copy for it
            conn.execute("DELETE FROM episodes WHERE id = %s", [heads["bob"][0].id])
        store = open_store(url)  # migrates
        try:
            after = search.recall(store, "alice", "walrus ledger", **asked)  # type: ignore[arg-type]
            assert after == answer
            with store.read() as txn:
                assert bare(txn.index.reader("alice").candidates(docs["alice"])) == heads["alice"]
                bobs = txn.index.reader("bob")
                assert bare(bobs.candidates(docs["bob"])) == [None, *heads["bob"][1:]]
            found = search.recall(store, "bob", "walrus ledger", **asked)  # type: ignore[arg-type]
            assert found.hits and heads["bob"][0].id not in {h.id for h in found.hits}
            capture(store, "alice", "walrus ledger after the upgrade", at=NOW, session="s9")
            again = search.recall(store, "alice", "upgrade walrus", gate=False,
                                  clock=FrozenClock(NOW + timedelta(minutes=1)))  # fmt: skip
            assert again.hits and again.hits[0].session_id == "s9"
        finally:
            store.close()
    finally:
        pg_server.drop_database(url)
