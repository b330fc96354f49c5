"""The PostgreSQL backend against a real, throwaway server (tests/pgserver.py): every
repository's behaviour, owner clamping twice (explicit filters and row-level security),
retention across weekly partitions, serializable retries, migrations and a restart."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import msgspec
import numpy as np
import psycopg
import pytest
from teambrain.core.clock import to_ms
from teambrain.core.errors import StoreError
from teambrain.core.ids import new_id
from teambrain.core.records.audit import AuditRecord
from teambrain.core.records.episodes import Episode, ExecutionEvent, FallbackSession, Usage
from teambrain.core.records.governance import (
    Ceremony,
    DecayWeek,
    Decision,
    FlaggedEntry,
    JobState,
    ReflectionReport,
    Verdict,
)
from teambrain.core.records.knowledge import Fingerprint, KnowledgeEntry, Tombstone, Transition
from teambrain.core.store.postgres import (
    MIGRATIONS,
    PostgresStore,
    check,
    migrate,
    open_postgres,
    schema_version,
)
from teambrain.core.store.postgres.index import ROLL_UP_LAG_S
from teambrain.core.store.postgres.partitions import partition_name, week_of_time
from teambrain.core.store.postgres.txn import PgTxn
from teambrain.core.store.repos import KIND_EXCHANGE, KIND_EXECUTION, DocHead, IndexDoc

from tests.pgserver import PgServer, PgServerError, find_bindir, postgres_server

try:
    find_bindir()
except PgServerError as _missing:  # pragma: no cover - depends on the machine
    pytest.skip(str(_missing), allow_module_level=True)

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)  # a Monday


@pytest.fixture(scope="module")
def pg() -> Iterator[PgServer]:
    """One server for the module, with a migrated database to copy (quicker than migrating
    each test's anew)."""
    with postgres_server() as server:
        migrated = server.create_database(template="template0")
        open_postgres(migrated).close()  # the first open migrates
        server.template = migrated.rsplit("/", 1)[1]
        yield server


@pytest.fixture
def url(pg: PgServer) -> Iterator[str]:
    """An empty database: the test migrates it (or not)."""
    if not pg.running:
        pg.start()
    with pg.database(template="template0") as u:
        yield u


@pytest.fixture
def db(pg: PgServer) -> Iterator[PostgresStore]:
    """A store on a fresh copy of the migrated database."""
    if not pg.running:
        pg.start()
    with pg.database() as u:
        s = open_postgres(u)
        yield s
        s.close()


# -- builders ----------------------------------------------------------------------------


def ep(owner: str, at: datetime, session: str = "s1", **kw: object) -> Episode:
    fields: dict = {
        "id": new_id(to_ms(at)),
        "owner": owner,
        "session_id": session,
        "provider": "anthropic",
        "started_at": at,
        "ended_at": at + timedelta(seconds=2),
    }
    fields.update(kw)
    return Episode(**fields)


def ev(
    owner: str, at: datetime, exchange: str, session: str = "s1", **kw: object
) -> ExecutionEvent:
    fields: dict = {
        "id": new_id(to_ms(at)),
        "owner": owner,
        "session_id": session,
        "exchange_id": exchange,
        "tool_id": "toolu_1",
        "tool_name": "Bash",
        "requested_at": at,
    }
    fields.update(kw)
    return ExecutionEvent(**fields)


def fp(seed: int = 1) -> Fingerprint:
    return Fingerprint(
        exact="ab" * 32,
        terms=(seed, 2, 3),
        critical=(7,),
        negated=False,
        words=(1, 2),
        spans=((1, 2), (3,)),
        distinctive=True,
        contrast=(9,),
        compounds=((4, 5, 6),),
        code=((8,),),
        version=2,
        meaning=bytes(range(256)) * 2,
    )


def entry(owner: str, at: datetime, **kw: object) -> KnowledgeEntry:
    fields: dict = {
        "id": new_id(to_ms(at)),
        "owner": owner,
        "text": "use `make test` before pushing",
        "origin": "saved",
        "created_at": at,
        "created_by": owner,
        "fingerprint": fp(),
    }
    fields.update(kw)
    return KnowledgeEntry(**fields)


def write(store: PostgresStore, *records: object) -> None:
    def fn(txn) -> None:
        for r in records:
            if isinstance(r, Episode):
                txn.episodes.put_episode(r)
            elif isinstance(r, ExecutionEvent):
                txn.episodes.put_event(r)
            elif isinstance(r, IndexDoc):
                txn.index.add(r)
            else:
                raise TypeError(r)

    store.write(fn)


def doc_of(
    record: Episode | ExecutionEvent, tf: dict[str, int], length: int | None = None
) -> IndexDoc:
    at = record.started_at if isinstance(record, Episode) else record.requested_at
    return IndexDoc(
        record_id=record.id,
        owner=record.owner,
        kind=KIND_EXCHANGE if isinstance(record, Episode) else KIND_EXECUTION,
        t=to_ms(at) // 1000,
        length=sum(tf.values()) if length is None else length,
        tf=tf,
    )


# -- opening, urls, migrations -----------------------------------------------------------


def test_url_backend_and_doctor(pg: PgServer, url: str) -> None:
    secret_url = url.replace("teambrain@", "teambrain:hunter2@")
    s = open_postgres(secret_url)
    try:
        assert s.backend == "postgresql"
        assert s.url == url and "hunter2" not in s.url
        assert s.exists()
        assert s.info()["used_bytes"] > 0 and s.info()["map_size"] == 0
        rows = check(s)
        assert [name for name, _, _ in rows] == [
            "postgresql connection",
            "postgresql schema",
            "postgresql row-level security",
            "postgresql role",
        ]
        assert all(ok for _, ok, _ in rows), rows
        assert schema_version(s) == len(MIGRATIONS)
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("ALTER TABLE knowledge NO FORCE ROW LEVEL SECURITY")
        as_superuser = PostgresStore(url.replace("teambrain@", "postgres@"))
        doctor = {name: (ok, detail) for name, ok, detail in check(as_superuser)}
        assert doctor["postgresql row-level security"] == (False, "not forced on: knowledge")
        assert doctor["postgresql role"][0] is False
        assert "superuser" in doctor["postgresql role"][1]
        as_superuser.close()
    finally:
        s.close()


def test_unreachable_server_fails_fast_without_the_password(pg: PgServer) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # free once closed: nobody listens there
    start = time.monotonic()
    with pytest.raises(StoreError) as e:
        open_postgres(f"postgresql://teambrain:s3cret@127.0.0.1:{port}/nowhere")
    assert time.monotonic() - start < 6
    message = str(e.value)
    assert f"127.0.0.1:{port}" in message and "nowhere" in message
    assert "s3cret" not in message and "\n" not in message
    with pytest.raises(StoreError):
        open_postgres("sqlite:///tmp/x")


def test_migrations_are_recorded_idempotent_and_readonly_refuses_before(url: str) -> None:
    with pytest.raises(StoreError, match="teambrain migrate"):
        open_postgres(url, readonly=True)
    assert migrate(url) == [name for name, _ in MIGRATIONS]
    assert migrate(url) == []
    with psycopg.connect(url) as c:
        names = [r[0] for r in c.execute("SELECT name FROM schema_migrations ORDER BY name")]
        assert names == [name for name, _ in MIGRATIONS]
    ro = open_postgres(url, readonly=True)
    try:
        assert ro.readonly
        with ro.read() as txn:
            assert txn.episodes.counts() == (0, 0)
        ro.write(lambda txn: txn.meta.put("x", 1))  # as LMDB: read-only until a first write
        assert not ro.readonly
        with ro.read() as txn:
            assert txn.meta.get("x") == 1
    finally:
        ro.close()


def test_a_database_of_the_first_schema_migrates_and_reindexes_exactly(url: str) -> None:
    """A database made by the first release's schema (index_add) gains index_put on open,
    and a record it indexed re-indexes without doubling postings or statistics."""
    first_name, first_sql = MIGRATIONS[0]
    with psycopg.connect(url, autocommit=True) as c:
        c.execute(
            'CREATE TABLE schema_migrations (name text COLLATE "C" PRIMARY KEY,'
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        c.execute(first_sql)
        c.execute("INSERT INTO schema_migrations (name) VALUES (%s)", [first_name])
    e1 = ep("alice", T0)
    store = open_postgres(url)
    try:
        with psycopg.connect(url) as c:
            names = [r[0] for r in c.execute("SELECT name FROM schema_migrations ORDER BY name")]
        assert names == [name for name, _ in MIGRATIONS]
        write(store, e1, doc_of(e1, {"deploy": 4, "kubectl": 12}))
        write(store, doc_of(e1, {"deploy": 4, "helm": 4}))  # re-indexed: the old row leaves
        with store.read() as txn:
            r = txn.index.reader("alice")
            assert r.document_frequency("kubectl") == 0 and r.document_frequency("deploy") == 1
            s = r.stats()
            assert (s.next_doc, s.exchanges, s.exchange_length) == (2, 1, 8)
    finally:
        store.close()


@pytest.mark.parametrize("prepare", [True, False])
def test_prepared_statements_can_be_turned_off(url: str, prepare: bool) -> None:
    """Writes prepare what they repeat; `[store] prepare = false` (a pooler older than
    PgBouncer 1.21) prepares nothing, with the same results."""
    store = open_postgres(url, prepare=prepare, pool_max=1)  # one connection: one session
    try:
        for i in range(6):  # past psycopg's threshold
            e = ep("alice", T0 + timedelta(minutes=i))
            write(store, e, doc_of(e, {"deploy": 2}))
        with store.sql() as c:
            (prepared,) = c.execute("SELECT count(*) FROM pg_prepared_statements").fetchone()
        assert (prepared > 0) is prepare
        with store.read() as txn:
            assert txn.index.reader("alice").stats().exchanges == 6
    finally:
        store.close()


def test_a_writes_generic_plans_hold_to_the_outermost_block_and_end_with_it(
    db: PostgresStore,
) -> None:
    """PgTxn.generic_plans: a nested block keeps the outer one's mode, and the writes after
    the outermost block are planned with the server's default again."""

    def mode(txn) -> str:
        return txn.value("SHOW plan_cache_mode")

    def check(txn) -> list[str]:
        seen = [mode(txn)]
        with txn.generic_plans():
            with txn.generic_plans():
                seen.append(mode(txn))
            seen.append(mode(txn))
        seen.append(mode(txn))
        return seen

    default, nested, outer, after = db.write(check)
    assert (nested, outer) == ("force_generic_plan", "force_generic_plan")
    assert after == default == "auto"


def test_concurrent_migrations_do_not_collide(url: str) -> None:
    results: list[object] = []

    def go() -> None:
        try:
            results.append(migrate(url))
        except Exception as e:  # noqa: BLE001 - collected and asserted on
            results.append(e)

    threads = [threading.Thread(target=go) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(map(str, results)) == sorted(
        [str([name for name, _ in MIGRATIONS])] + [str([])] * 3
    )


# -- episodes ----------------------------------------------------------------------------


def test_episode_and_event_round_trip_exactly(db: PostgresStore) -> None:
    e = ep(
        "alice",
        T0.replace(microsecond=123456),
        model="claude",
        client="cli",
        user_digest="nul \x00 and escape \ue000 and é",
        response_digest="answer",
        continuation=True,
        status="partial",
        status_detail="cut",
        stop_reason="max_tokens",
        response_id="resp_1",
        usage=Usage(input_tokens=10, output_tokens=5, cache_read_tokens=0),
        tool_use_ids=["toolu_1", "toolu_2"],
        sanitizer={"EMAIL": 2, "KEY": 1},
        agent_id="a1",
        parent_agent_id="a0",
        prompt_digest="do the thing",
        injected=["01KBZZZZZZZZZZZZZZZZZZZZZ1", "01KBZZZZZZZZZZZZZZZZZZZZZ0"],
    )
    x = ev(
        "alice",
        T0 + timedelta(seconds=2),
        e.id,
        input_digest='{"cmd": "ls\\u0000"} \x00',
        result_digest=None,
        is_error=None,
        order=3,
        sanitizer={"PATH": 1},
    )
    y = ev(
        "alice",
        T0 + timedelta(seconds=3),
        e.id,
        tool_id="toolu_2",
        result_digest="",
        is_error=False,
        result_at=T0 + timedelta(seconds=4),
        result_exchange_id=e.id,
    )
    write(db, e, x, y)
    with db.read() as txn:
        assert txn.write is False
        got = txn.episodes.episode("alice", e.id)
        assert got == e and got.started_at.tzinfo is UTC
        assert txn.episodes.event("alice", x.id) == x
        assert txn.episodes.event("alice", y.id) == y
        assert txn.episodes.response_session("alice", "resp_1") == "s1"
        # someone else's, or malformed ids: nothing, never an error
        assert txn.episodes.episode("bob", e.id) is None
        assert txn.episodes.event("bob", x.id) is None
        assert txn.episodes.response_session("bob", "resp_1") is None
        for bad in ("", "é" * 3, "x" * 65, "a\x00b"):
            assert txn.episodes.episode("alice", bad) is None
            assert txn.episodes.event("alice", bad) is None


def test_exchanges_captured_before_0011_read_as_given_no_knowledge(url: str) -> None:
    e = ep("alice", T0)
    store = open_postgres(url)
    try:
        write(store, e)
    finally:
        store.close()
    with psycopg.connect(url, autocommit=True) as c:  # the schema as 0010 left it
        c.execute("ALTER TABLE episodes DROP COLUMN injected")
        c.execute("DELETE FROM schema_migrations WHERE name = '0011_injected'")
    store = open_postgres(url)
    try:
        with store.read() as txn:
            assert txn.episodes.episode("alice", e.id) == e and e.injected == []
    finally:
        store.close()


def test_put_episode_replaces_even_when_its_time_moves(db: PostgresStore) -> None:
    e = ep("alice", T0)
    write(db, e)
    later = msgspec.structs.replace(e, status="error", started_at=T0 + timedelta(days=8))
    write(db, later)
    with db.read() as txn:
        assert txn.episodes.counts("alice") == (1, 0)
        assert txn.episodes.episode("alice", e.id) == later


def test_windows_order_and_pagination(db: PostgresStore) -> None:
    episodes = [ep("alice", T0 + timedelta(minutes=i)) for i in range(300)]
    events = [
        ev("alice", T0 + timedelta(minutes=i, seconds=5), episodes[i].id) for i in range(0, 300, 3)
    ]
    write(db, *episodes, *events, ep("bob", T0 + timedelta(minutes=5)))
    with db.read() as txn:
        newest = list(txn.episodes.episodes("alice"))
        assert [x.id for x in newest] == [x.id for x in reversed(episodes)]
        oldest = list(txn.episodes.episodes("alice", newest_first=False))
        assert oldest == episodes
        since, until = T0 + timedelta(minutes=10), T0 + timedelta(minutes=20)
        window = list(txn.episodes.episodes("alice", since=since, until=until, newest_first=False))
        assert window == episodes[10:20]  # [since, until)
        assert list(txn.episodes.events("alice", since=since, until=until)) == list(
            reversed([x for x in events if since <= x.requested_at < until])
        )
        it = txn.episodes.episodes("alice")
        first = [next(it) for _ in range(50)]
        assert first == list(reversed(episodes))[:50]
        assert [x.owner for x in txn.episodes.episodes("bob")] == ["bob"]
    with db.read() as txn:
        it = txn.episodes.episodes("alice")
        next(it)
    with pytest.raises(StoreError):
        list(it)  # a listing read after its transaction ended


def test_sessions_tool_ids_prefixes_and_counts(db: PostgresStore) -> None:
    a1 = ep("alice", T0, "sess-a")
    a2 = ep("alice", T0 + timedelta(minutes=1), "sess-a")
    a3 = ep("alice", T0 + timedelta(minutes=2), "sess-a")
    b1 = ep("alice", T0 + timedelta(minutes=3), "sess-b")
    e1 = ev("alice", T0 + timedelta(minutes=1, seconds=1), a2.id, "sess-a", order=0)
    e2 = ev("alice", T0 + timedelta(minutes=2, seconds=1), a3.id, "sess-a", order=1)
    e3 = ev("alice", T0 + timedelta(minutes=9), b1.id, "sess-c", order=0)  # events only
    other = ep("bob", T0, "sess-a")
    write(db, a1, a2, a3, b1, e1, e2, e3, other)
    db.write(lambda txn: txn.episodes.set_tool_event("alice", "sess-a", "toolu_1", e1.id))
    db.write(lambda txn: txn.episodes.set_tool_event("alice", "sess-a", "toolu_1", e2.id))
    with db.read() as txn:
        x = txn.episodes
        assert list(x.session_exchange_ids("alice", "sess-a")) == [a1.id, a2.id, a3.id]
        assert list(x.session_exchange_ids("alice", "sess-a", after=a1.id, through=a3.id)) == [
            a2.id,
            a3.id,
        ]
        assert list(
            x.session_exchange_ids("alice", "sess-a", through=a2.id, newest_first=True)
        ) == [
            a2.id,
            a1.id,
        ]
        assert list(x.session_exchange_ids("bob", "sess-b")) == []
        assert list(x.session_event_ids("alice", "sess-a")) == [e1.id, e2.id]
        assert list(x.session_event_ids("alice", "sess-a", since=e2.requested_at)) == [e2.id]
        assert x.last_session_event("alice", "sess-a") == e2
        assert x.last_session_event("bob", "sess-a") is None
        assert x.session_exists("alice", "sess-c") and x.session_exists("alice", "sess-b")
        assert not x.session_exists("alice", "sess-z") and not x.session_exists("bob", "sess-b")
        assert x.sessions_prefixed("alice", "sess-", limit=10) == ["sess-a", "sess-b", "sess-c"]
        assert x.sessions_prefixed("alice", "sess-", limit=2) == ["sess-a", "sess-b"]
        assert x.sessions_prefixed("alice", "", limit=10) == ["sess-a", "sess-b", "sess-c"]
        assert x.sessions_prefixed("bob", "sess-", limit=10) == ["sess-a"]
        assert x.tool_event_id("alice", "sess-a", "toolu_1") == e2.id
        assert x.tool_event_id("bob", "sess-a", "toolu_1") is None
        prefix = a1.id[:8]
        got_x, got_e = x.id_prefixed("alice", prefix, limit=10)
        assert got_x == sorted(i.id for i in (a1, a2, a3, b1) if i.id.startswith(prefix))
        assert got_e == sorted(i.id for i in (e1, e2, e3) if i.id.startswith(prefix))
        assert x.id_prefixed("alice", a2.id, limit=10) == ([a2.id], [])
        assert x.id_prefixed("alice", prefix, limit=1)[0] == [a1.id]
        assert x.id_prefixed("bob", a2.id, limit=10) == ([], [])
        assert x.counts("alice") == (4, 3) and x.counts("bob") == (1, 0)
        assert x.counts() == (5, 3)
        assert x.owners() == ["alice", "bob"]


def test_fallback_sessions(db: PostgresStore) -> None:
    old = FallbackSession(session_id="s-old", last_at=T0)
    new = FallbackSession(session_id="s-new", last_at=T0 + timedelta(hours=2))
    db.write(lambda txn: txn.episodes.set_fallback_session("alice", "seed1", old))
    db.write(lambda txn: txn.episodes.set_fallback_session("alice", "seed2", new))
    db.write(lambda txn: txn.episodes.set_fallback_session("bob", "seed1", old))
    with db.read() as txn:
        assert txn.episodes.fallback_session("alice", "seed1") == old
        assert txn.episodes.fallback_session("carol", "seed1") is None
    cutoff = T0 + timedelta(hours=1)
    assert db.write(lambda txn: txn.episodes.expire_fallback_sessions(cutoff, batch=1)) == 1
    assert db.write(lambda txn: txn.episodes.expire_fallback_sessions(cutoff, batch=10)) == 1
    assert db.write(lambda txn: txn.episodes.expire_fallback_sessions(cutoff, batch=10)) == 0
    with db.read() as txn:
        assert txn.episodes.fallback_session("alice", "seed2") == new
        assert txn.episodes.fallback_session("alice", "seed1") is None


# -- the recall index --------------------------------------------------------------------


def test_index_postings_stats_and_replacement(db: PostgresStore) -> None:
    e1 = ep("alice", T0)
    e2 = ep("alice", T0 + timedelta(days=8))  # another week's partition
    x1 = ev("alice", T0 + timedelta(hours=1), e1.id)
    b1 = ep("bob", T0)
    write(
        db,
        e1,
        e2,
        x1,
        b1,
        doc_of(e2, {"deploy": 8, "staging": 4}),
        doc_of(e1, {"deploy": 4, "kubectl": 12}),
        doc_of(x1, {"deploy": 8, "bash": 8}, length=70000),
        doc_of(b1, {"deploy": 4}),
    )
    with db.read() as txn:
        r = txn.index.reader("alice")
        stats = r.stats()
        assert (stats.next_doc, stats.exchanges, stats.exchange_length) == (3, 2, 28)
        assert (stats.executions, stats.execution_length) == (1, 70000)
        p = r.postings("deploy", None, None)
        assert p.df == 3 and len(p) == 3
        assert p.doc.dtype == np.intp and p.tf.dtype == np.float32
        assert p.dl.dtype == np.float32 and p.kind.dtype == np.uint8
        assert p.doc.tolist() == [1, 2, 0]  # by (t, doc): e1, x1, then e2 a week later
        assert p.tf.tolist() == [4.0, 8.0, 8.0]
        assert p.dl.tolist() == [16.0, 65535.0, 12.0]  # clamped to 16 bits like LMDB
        assert p.kind.tolist() == [KIND_EXCHANGE, KIND_EXECUTION, KIND_EXCHANGE]
        w = r.postings("deploy", to_ms(T0) // 1000, to_ms(T0 + timedelta(days=1)) // 1000)
        assert w.df == 3 and w.doc.tolist() == [1, 2]  # df counts all time
        assert r.document_frequency("deploy") == 3 and r.document_frequency("nothing") == 0
        assert len(r.postings("nothing", None, None)) == 0
        assert r.record(1) == e1.id and r.record(99) is None
        assert r.head(e1.id) == DocHead(owner="alice", doc=1, kind=KIND_EXCHANGE)
        assert r.head(b1.id) is None  # bob's record, alice's reader
        assert sorted(r.terms(e1.id)) == ["deploy", "kubectl"] and r.terms(b1.id) == []
        rb = txn.index.reader("bob")
        assert rb.document_frequency("deploy") == 1 and rb.record(1) is None
        assert rb.head(b1.id) == DocHead(owner="bob", doc=0, kind=KIND_EXCHANGE)
    # re-indexing replaces (a new docnum), never doubles
    write(db, doc_of(e1, {"deploy": 4, "helm": 4}))
    with db.read() as txn:
        r = txn.index.reader("alice")
        assert r.document_frequency("deploy") == 3 and r.document_frequency("kubectl") == 0
        assert r.head(e1.id) == DocHead(owner="alice", doc=3, kind=KIND_EXCHANGE)
        assert r.record(1) is None and r.record(3) == e1.id
        s = r.stats()
        assert (s.next_doc, s.exchanges, s.exchange_length) == (4, 2, 20)
    odd = ep("alice", T0 + timedelta(hours=3))
    write(db, odd, doc_of(odd, {"a\x1fb": 4, "plain": 4}))  # the slow path: a term holding SEP
    with db.read() as txn:
        r = txn.index.reader("alice")
        assert sorted(r.terms(odd.id)) == ["a\x1fb", "plain"]
        assert r.postings("a\x1fb", None, None).df == 1
    db.write(lambda txn: txn.index.remove(odd.id))
    db.write(lambda txn: txn.index.remove(x1.id))
    db.write(lambda txn: txn.index.remove("never-indexed"))
    with db.read() as txn:
        r = txn.index.reader("alice")
        assert r.document_frequency("bash") == 0 and r.postings("deploy", None, None).df == 2
        s = r.stats()
        assert (s.executions, s.execution_length, s.exchanges) == (0, 0, 2)
        assert txn.index.reader("bob").stats().exchanges == 1


def test_fresh_documents_of_several_owners_are_numbered_as_each_owner_alone(
    db: PostgresStore,
) -> None:
    """One flush of several owners' fresh documents (an outbox batch) numbers each owner's
    in the order they were added, on from what the owner had, and adds each owner's
    statistics to that owner alone."""
    first = ep("alice", T0)
    write(db, first, doc_of(first, {"deploy": 4}))
    added = [
        ep(owner, T0 + timedelta(minutes=i))
        for i, owner in enumerate(["bob", "alice", "carol", "alice", "bob", "alice"], 1)
    ]
    docs = [doc_of(e, {"deploy": 4, f"w{i}": 4}) for i, e in enumerate(added)]
    calls = [ev("carol", T0 + timedelta(minutes=m), added[2].id) for m in (9, 10)]
    docs += [doc_of(call, {"bash": 4}) for call in calls]
    for d in docs:
        d.fresh = True
    write(db, *added, *docs)
    with db.read() as txn:
        assert isinstance(txn, PgTxn)
        txn.scope_all()
        numbered = txn.rows(
            "SELECT owner_id, record_id, doc FROM recall_docs ORDER BY owner_id, doc", []
        )
        stats = {o: txn.index.reader(o).stats() for o in ("alice", "bob", "carol")}
    by_owner: dict[str, list[str]] = {}
    for owner, record_id, doc in numbered:
        assert doc == len(by_owner.setdefault(owner, []))  # dense, from 0, per owner
        by_owner[owner].append(record_id)
    assert by_owner == {
        "alice": [first.id, added[1].id, added[3].id, added[5].id],
        "bob": [added[0].id, added[4].id],
        "carol": [added[2].id, calls[0].id, calls[1].id],
    }
    assert [(s.next_doc, s.exchanges, s.exchange_length) for s in stats.values()] == [
        (4, 4, 4 + 3 * 8),
        (2, 2, 16),
        (3, 1, 8),
    ]
    assert (stats["carol"].executions, stats["carol"].execution_length) == (2, 8)
    assert_df_exact(db, "alice", ["deploy", "w1", "w2"])


def assert_df_exact(store: PostgresStore, owner: str, terms: list[str]) -> None:
    """Every term's document frequency (rolled up or counted) is its postings' number."""
    with store.read() as txn:
        r = txn.index.reader(owner)
        for term in terms:
            held = len(r.postings(term, None, None))
            assert (term, r.document_frequency(term)) == (term, held)
        fresh = txn.index.reader(owner)
        fresh.prefetch_terms(terms)
        assert [fresh.document_frequency(t) for t in terms] == [
            len(fresh.postings(t, None, None)) for t in terms
        ]


def frequencies(store: PostgresStore, owner: str, terms: list[str]) -> dict[str, int]:
    with store.read() as txn:
        r = txn.index.reader(owner)
        return {t: r.document_frequency(t) for t in terms}


def rolled_through(store: PostgresStore, owner: str) -> int | None:
    with store.read() as txn:
        assert isinstance(txn, PgTxn)
        txn.scope(owner)
        return txn.value("SELECT through FROM df_sealed WHERE owner_id = %s", [owner])


def test_rolled_up_document_frequencies_stay_exact(db: PostgresStore) -> None:
    terms = ["deploy", "helm", "kubectl", "rare"]
    weeks = [ep("alice", T0 + timedelta(days=7 * w, hours=h)) for w in range(3) for h in (1, 2)]
    bob = ep("bob", T0 + timedelta(hours=1))
    write(db, *weeks, bob, doc_of(bob, {"deploy": 4, "helm": 4}))
    write(
        db,
        *[doc_of(e, {"deploy": 4, "helm" if i % 2 else "kubectl": 4}) for i, e in enumerate(weeks)],
    )
    assert frequencies(db, "alice", terms) == {"deploy": 6, "helm": 3, "kubectl": 3, "rare": 0}
    now = T0 + timedelta(days=14, hours=2, minutes=30)  # an hour behind: all but the last
    assert db.write(lambda txn: txn.index.roll_up(to_ms(now) // 1000, owners=10)) == 2
    assert rolled_through(db, "alice") == to_ms(now) // 1000 - ROLL_UP_LAG_S
    assert db.write(lambda txn: txn.index.roll_up(to_ms(now) // 1000, owners=10)) == 0
    assert_df_exact(db, "alice", terms)
    assert_df_exact(db, "bob", terms)
    with db.read() as txn:
        assert isinstance(txn, PgTxn)
        txn.scope("alice")
        rolled = txn.value("SELECT sum(df) FROM term_df WHERE owner_id = 'alice'")
    assert rolled == 10  # five records of two terms each, counted once (the sixth is not)
    # a late record into a rolled-up week, a re-index there and a removal all keep df exact
    late = ep("alice", T0 + timedelta(days=1))
    write(db, late, doc_of(late, {"deploy": 4, "rare": 4}))
    write(db, doc_of(weeks[0], {"helm": 4, "rare": 4}))
    db.write(lambda txn: txn.index.remove(weeks[2].id))
    assert_df_exact(db, "alice", terms)
    assert frequencies(db, "alice", terms) == {"deploy": 5, "helm": 4, "kubectl": 1, "rare": 2}
    # fresh captures sent on late, in one batch: behind the mark and after it, two owners
    fresh = [ep("alice", T0 + timedelta(days=2)), ep("bob", T0 + timedelta(days=3))]
    fresh += [ep("alice", now), ep("alice", T0 + timedelta(days=9))]
    docs = [
        doc_of(e, {"deploy": 4, "rare": 4} if i % 2 else {"helm": 8}) for i, e in enumerate(fresh)
    ]
    for d in docs:
        d.fresh = True
    write(db, *fresh, *docs, doc_of(ep("alice", T0 + timedelta(days=4)), {}))
    assert_df_exact(db, "alice", terms)
    assert_df_exact(db, "bob", terms)
    assert frequencies(db, "alice", terms) == {"deploy": 6, "helm": 6, "kubectl": 1, "rare": 3}
    # rolling further on, and retention dropping a rolled-up week and part of the next
    later = now + timedelta(days=14)
    assert db.write(lambda txn: txn.index.roll_up(to_ms(later) // 1000, owners=10)) == 2
    assert_df_exact(db, "alice", terms)
    cutoff = T0 + timedelta(days=7, hours=2, minutes=30)  # week 0 whole, two of week 1
    db.write(lambda txn: txn.episodes.expire(cutoff, batch=10))
    assert_df_exact(db, "alice", terms)
    assert frequencies(db, "alice", terms) == {"deploy": 3, "helm": 2, "kubectl": 1, "rare": 1}
    with db.sql() as conn:  # the totals are the weeks' sums, and a term no week holds is gone
        totals = conn.execute("SELECT owner_id, term, df FROM term_totals ORDER BY 1, 2")
        weekly = conn.execute(
            "SELECT owner_id, term, sum(df) FROM term_df GROUP BY 1, 2 HAVING sum(df) <> 0"
            " ORDER BY 1, 2"
        )
        assert totals.fetchall() == weekly.fetchall()


def test_concurrent_roll_ups_count_each_week_once(db: PostgresStore) -> None:
    owners = [f"o{i}" for i in range(6)]
    records = [ep(o, T0 + timedelta(days=d, hours=1)) for o in owners for d in (0, 8, 16)]
    write(db, *records, *[doc_of(e, {"deploy": 4, "helm": 4}) for e in records])
    now_s = to_ms(T0 + timedelta(days=30)) // 1000
    start = threading.Barrier(4)
    done: list[int] = []

    def roll() -> None:
        start.wait()
        done.append(db.write(lambda txn: txn.index.roll_up(now_s, owners=2)))

    threads = [threading.Thread(target=roll) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    while db.write(lambda txn: txn.index.roll_up(now_s, owners=2)):
        pass
    assert sum(done) <= len(owners)
    for owner in owners:
        assert frequencies(db, owner, ["deploy", "helm"]) == {"deploy": 3, "helm": 3}
        assert_df_exact(db, owner, ["deploy", "helm"])
    with db.sql() as conn:
        rolled = conn.execute("SELECT sum(df) FROM term_df").fetchone()
    assert rolled is not None and rolled[0] == 2 * len(records)  # every week, once


# -- retention ---------------------------------------------------------------------------


def test_expire_drops_old_partitions_and_is_exact_at_the_cutoff(db: PostgresStore) -> None:
    cutoff = T0 + timedelta(days=15, hours=12)  # Wednesday of the third week
    times = [T0 + timedelta(days=d, hours=h) for d in (0, 3, 8, 15) for h in (0, 6)]
    times += [cutoff - timedelta(microseconds=1), cutoff, cutoff + timedelta(days=1)]
    records: list = []
    for i, at in enumerate(times):
        owner = "alice" if i % 2 else "bob"
        e = ep(owner, at, f"s{i}", response_id=f"r{i}")
        x = ev(
            owner,
            at + timedelta(microseconds=1) if at != cutoff - timedelta(microseconds=1) else at,
            e.id,
            f"s{i}",
            tool_id=f"t{i}",
        )
        records += [e, x, doc_of(e, {"alpha": 4, f"w{i}": 4}), doc_of(x, {"alpha": 4})]
    write(db, *records)

    def name_tools(txn: PgTxn) -> None:
        for r in records:
            if isinstance(r, ExecutionEvent):
                txn.episodes.set_tool_event(r.owner, r.session_id, r.tool_id, r.id)

    db.write(name_tools)
    gone = [r for r in records if isinstance(r, Episode | ExecutionEvent) and _at(r) < cutoff]
    kept = [r for r in records if isinstance(r, Episode | ExecutionEvent) and _at(r) >= cutoff]
    assert gone and kept
    total = [0, 0]
    while True:
        n_ep, n_ev = db.write(lambda txn: txn.episodes.expire(cutoff, batch=3))
        total[0] += n_ep
        total[1] += n_ev
        if n_ep + n_ev < 3:
            break
    assert tuple(total) == (
        sum(isinstance(r, Episode) for r in gone),
        sum(isinstance(r, ExecutionEvent) for r in gone),
    )
    with db.read() as txn:
        for r in gone:
            assert txn.episodes.episode(r.owner, r.id) is None
            assert txn.episodes.event(r.owner, r.id) is None
            assert txn.index.reader(r.owner).head(r.id) is None
            if isinstance(r, Episode):
                assert txn.episodes.response_session(r.owner, r.response_id) is None
            else:
                assert txn.episodes.tool_event_id(r.owner, r.session_id, r.tool_id) is None
        for r in kept:
            getter = txn.episodes.episode if isinstance(r, Episode) else txn.episodes.event
            assert getter(r.owner, r.id) == r
            assert txn.index.reader(r.owner).head(r.id) is not None
        for owner in ("alice", "bob"):
            mine = [r for r in kept if r.owner == owner]
            stats = txn.index.reader(owner).stats()
            assert stats.exchanges == sum(isinstance(r, Episode) for r in mine)
            assert stats.executions == sum(isinstance(r, ExecutionEvent) for r in mine)
            assert stats.exchange_length == 8 * stats.exchanges
            assert stats.execution_length == 4 * stats.executions
            assert txn.index.reader(owner).document_frequency("alpha") == len(mine)
        names = {r[0] for r in txn.rows("SELECT tablename FROM pg_tables")}
    for table in ("episodes", "events", "recall_docs", "postings"):
        assert partition_name(table, week_of_time(T0)) not in names
        assert partition_name(table, week_of_time(T0 + timedelta(days=8))) not in names
        assert partition_name(table, week_of_time(cutoff)) in names


def _at(r: Episode | ExecutionEvent) -> datetime:
    return r.started_at if isinstance(r, Episode) else r.requested_at


# -- row-level security ------------------------------------------------------------------


def test_row_level_security_with_plain_sql_as_the_app_role(db: PostgresStore) -> None:
    url = db.url  # no password in the tests' urls
    a = ep("alice", T0)
    b = ep("bob", T0)
    write(db, a, b, ev("alice", T0, a.id), ev("bob", T0, b.id))
    write(db, doc_of(a, {"x": 4}), doc_of(b, {"x": 4}))
    db.write(lambda txn: txn.knowledge.insert(entry("alice", T0)))
    db.write(lambda txn: txn.knowledge.insert(entry("bob", T0)))
    db.write(lambda txn: txn.index.roll_up(to_ms(T0 + timedelta(days=1)) // 1000, owners=10))
    tables = ("episodes", "events", "postings", "recall_docs", "knowledge", "owner_stats")
    tables += ("term_df", "term_totals")
    partition = partition_name("episodes", week_of_time(T0))
    with psycopg.connect(url) as conn:  # the app role, as anyone holding its password would
        role = conn.execute(
            "SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user"
        ).fetchone()
        assert role == (False, False)
        for table in (*tables, partition):
            assert conn.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,), table
        conn.rollback()
        conn.execute("SELECT set_config('teambrain.owner', 'alice', true)")
        for table in (*tables, partition):
            owners = {r[0] for r in conn.execute(f"SELECT owner_id FROM {table}")}
            assert owners == {"alice"}, table
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO owner_docnums (owner_id, next_doc) VALUES ('bob', 99)"
            )  # WITH CHECK: alice's scope cannot write bob's rows
        conn.rollback()
        conn.execute("SELECT set_config('teambrain.owner', 'alice', true)")
        conn.commit()  # transaction-local: gone after the transaction
        assert conn.execute("SELECT count(*) FROM episodes").fetchone() == (0,)
        conn.rollback()
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE audit SET actor = 'x'")  # append-only (a trigger)


# -- knowledge, audit, governance, meta ----------------------------------------------------


def test_knowledge_and_tombstones(db: PostgresStore) -> None:
    e = entry(
        "alice",
        T0,
        citations=["01A", "01B"],
        state="approved",
        visibility="team",
        flagged=True,
        flagged_at=T0 + timedelta(days=1),
        flag_reason="idle",
        injected_count=3,
        last_injected_at=T0 + timedelta(hours=2),
        decided_at=T0 + timedelta(hours=1),
        decided_by="alice",
        sanitizer={"EMAIL": 1},
        history=[
            Transition(at=T0, actor="alice", action="save", state="pending", visibility="private"),
            Transition(
                at=T0 + timedelta(hours=1),
                actor="alice",
                action="approve",
                state="approved",
                visibility="team",
                note="nul\x00",
            ),
        ],
    )
    later = [entry("bob", T0 + timedelta(days=i)) for i in range(1, 4)]
    assert db.write(lambda txn: txn.knowledge.insert(e)) is True
    assert db.write(lambda txn: txn.knowledge.insert(e)) is False
    for x in later:
        db.write(lambda txn, x=x: txn.knowledge.insert(x))  # type: ignore[misc]
    changed = msgspec.structs.replace(e, retrieved_count=9, idle_since=T0 + timedelta(days=2))
    db.write(lambda txn: txn.knowledge.put(changed))
    stone = Tombstone(
        id=new_id(to_ms(T0)), owner="bob", entry_id=later[0].id, at=T0, by="bob", fingerprint=fp(5)
    )
    db.write(lambda txn: txn.knowledge.add_tombstone(stone))
    with db.read() as txn:
        k = txn.knowledge
        assert k.get(e.id) == changed and k.get("nope") is None
        assert k.get(later[0].id) == later[0]  # every owner's: visibility is decided above
        assert list(k.all()) == [changed, *later]
        assert k.count() == 4
        assert list(k.owned("bob")) == later
        assert list(k.owned("bob", since=T0 + timedelta(days=2), until=T0 + timedelta(days=3))) == [
            later[1]
        ]
        assert list(k.owned("carol")) == []
        assert list(k.id_prefixed(later[1].id[:26], limit=5)) == [later[1]]
        assert list(k.id_prefixed("", limit=2)) == [changed, later[0]]
        assert list(k.tombstones()) == [stone]
        assert list(k.tombstones())[0].fingerprint.meaning == fp(5).meaning


def test_audit_log(db: PostgresStore) -> None:
    recs = [
        AuditRecord(
            id=new_id(to_ms(T0 + timedelta(minutes=i))),
            at=T0 + timedelta(minutes=i),
            actor="alice",
            owner=owner,
            action="approve",
            entry_id="E",
            detail={"n": i, "s": "x"},
            channel="local",
        )
        for i, owner in enumerate(["alice", "", "bob", "alice"])
    ]

    def append_all(txn: PgTxn) -> None:
        for r in recs:
            txn.audit.append(r)

    db.write(append_all)
    with db.read() as txn:
        assert list(txn.audit.read("alice")) == [recs[3], recs[1], recs[0]]
        assert list(txn.audit.read("alice", newest_first=False)) == [recs[0], recs[1], recs[3]]
        assert list(txn.audit.read("alice", since=recs[1].at)) == [recs[3], recs[1]]
        assert list(txn.audit.read("carol")) == [recs[1]]
        assert txn.audit.count() == 4


def test_governance_records_and_ceremony_notifications(db: PostgresStore) -> None:
    rep = ReflectionReport(
        owner="alice",
        reflector="claude",
        window_start=T0,
        window_end=T0 + timedelta(days=1),
        proposed=2,
        filed=1,
        notes=["n1"],
        lessons=[Verdict(text="t", citations=["01A"], verdict="filed", entry_id="E1")],
    )
    rep2 = msgspec.structs.replace(rep, filed=0, error="boom")
    with db.read() as txn:
        assert txn.governance.reports_of_day("alice", "2026-11-02") == []
    db.write(lambda txn: txn.governance.add_report(rep, T0 + timedelta(hours=1)))
    db.write(lambda txn: txn.governance.add_report(rep2, T0 + timedelta(hours=2)))
    db.write(lambda txn: txn.governance.add_report(rep, T0 + timedelta(days=1)))
    c1 = Ceremony(
        id="2026-11-02",
        started_at=T0,
        ended_at=T0 + timedelta(hours=1),
        attendees=["alice", "bob"],
        decisions=[Decision(at=T0, by="alice", entry_id="E1", owner="alice", decision="share")],
    )
    c2 = Ceremony(
        id="2026-11-09", started_at=T0 + timedelta(days=7), ended_at=T0 + timedelta(days=7, hours=1)
    )
    assert db.wait_for_ceremony(0, 0.05) == 0
    got: list[int] = []
    waiters = [
        threading.Thread(target=lambda: got.append(db.wait_for_ceremony(0, 30))) for _ in range(3)
    ]
    for w in waiters:
        w.start()
    start = time.monotonic()
    assert db.wait_for_ceremony(0, 0.2) == 0  # a short wait ends on time beside long ones
    assert time.monotonic() - start < 2
    db.write(lambda txn: txn.governance.put_ceremony(c2))
    for w in waiters:
        w.join(5)
    assert len(got) == 3 and min(got) >= 1  # every waiter woke on the one notification
    assert time.monotonic() - start < 10
    db.write(lambda txn: txn.governance.put_ceremony(c1))
    seq = db.wait_for_ceremony(got[0], 5)  # already past: returns at once
    assert seq > got[0]
    assert db.wait_for_ceremony(seq, 0.05) == seq  # nothing new: the current number
    week = DecayWeek(
        week="2026-W45",
        flagged=[FlaggedEntry(entry_id="E1", owner="alice", idle_since=T0)],
        passes=2,
    )
    job = JobState(
        name="reflect",
        last_period="2026-11-02",
        last_run_at=T0,
        last_detail={"filed": 1, "who": "x"},
        runs=4,
        lease_holder="h1",
        lease_until=T0 + timedelta(minutes=5),
    )

    def put_all(txn: PgTxn) -> None:
        txn.governance.put_decay_week(week)
        txn.governance.put_job(job)
        txn.governance.put_job(JobState(name="decay"))

    db.write(put_all)
    with db.read() as txn:
        g = txn.governance
        assert g.reports_of_day("alice", "2026-11-02") == [rep, rep2]
        assert g.reports_of_day("alice", "2026-11-03") == [rep]
        assert g.reports_of_day("bob", "2026-11-02") == []
        assert g.ceremony("2026-11-02") == c1 and g.ceremony("2026-11-03") is None
        assert g.ceremonies() == [c1, c2] and g.ceremonies(newest_first=True) == [c2, c1]
        assert g.decay_week("2026-W45") == week and g.decay_week("2026-W46") is None
        assert g.job("reflect") == job and g.job("nope") is None
        assert [j.name for j in g.jobs()] == ["decay", "reflect"]


def test_meta_values_and_counters(db: PostgresStore) -> None:
    def put_all(txn: PgTxn) -> None:
        txn.meta.put("enabled_at", "2026-11-02")
        txn.meta.put("secret", b"\x00\x01")
        txn.meta.put("hwm", 12)

    def count(txn: PgTxn) -> None:
        txn.meta.counter_add("drops.a")
        txn.meta.counter_add("drops.b", 2)

    db.write(put_all)
    db.write(lambda txn: txn.meta.put("hwm", 13))

    def add(n: int) -> None:
        for _ in range(n):
            db.write(count)

    threads = [threading.Thread(target=add, args=(10,)) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    db.write(lambda txn: txn.meta.counter_add("pruned.episodes", 5))
    with db.read() as txn:
        assert txn.meta.get("enabled_at") == "2026-11-02"
        assert txn.meta.get("secret") == b"\x00\x01"
        assert txn.meta.get("hwm") == 13 and txn.meta.get("missing") is None
        assert txn.meta.counters("drops.") == {"drops.a": 40, "drops.b": 80}
        assert txn.meta.counters() == {"drops.a": 40, "drops.b": 80, "pruned.episodes": 5}


# -- concurrency, partitions, restarts -----------------------------------------------------


def test_serializable_writes_retry_so_read_modify_write_is_exact(url: str) -> None:
    s = open_postgres(url, pool_max=8)
    try:
        s.write(lambda txn: txn.meta.put("n", 0))
        per_thread, threads = 15, 8

        def bump(txn) -> None:
            txn.meta.put(
                "n", txn.meta.get("n") + 1
            )  # read, then write: a lost update without retries

        def worker() -> None:
            for _ in range(per_thread):
                s.write(bump)

        pool = [threading.Thread(target=worker) for _ in range(threads)]
        for t in pool:
            t.start()
        for t in pool:
            t.join()
        with s.read() as txn:
            assert txn.meta.get("n") == per_thread * threads
        assert s.retries > 0
    finally:
        s.close()


def test_two_writers_making_the_same_new_week_both_succeed(url: str) -> None:
    stores = [open_postgres(url), open_postgres(url)]  # two processes, in effect
    at = T0 + timedelta(days=70)
    errors: list[Exception] = []
    barrier = threading.Barrier(2)

    def go(s: PostgresStore, owner: str) -> None:
        barrier.wait()
        try:
            write(s, ep(owner, at), doc_of(ep(owner, at), {"w": 4}))
        except Exception as e:  # noqa: BLE001 - asserted on below
            errors.append(e)

    try:
        threads = [
            threading.Thread(target=go, args=(s, o))
            for s, o in zip(stores, ("alice", "bob"), strict=True)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert errors == []
        with stores[0].read() as txn:
            assert txn.episodes.counts() == (2, 0)
    finally:
        for s in stores:
            s.close()


def test_server_restart_fails_clearly_then_recovers(pg: PgServer, db: PostgresStore) -> None:
    db.write(lambda txn: txn.meta.put("k", 1))
    assert db.wait_for_ceremony(0, 0.01) == 0  # the listener's connection is open
    db.connection_wait = 1.0  # how long a unit of work waits for a connection (default 5 s)
    pg.stop()
    try:
        start = time.monotonic()
        with pytest.raises(StoreError, match=r"127\.0\.0\.1:\d+/tb_"):
            db.write(lambda txn: txn.meta.put("k", 2))
        with pytest.raises(StoreError):
            with db.read() as txn:
                txn.meta.get("k")
        assert db.exists() is False
        assert time.monotonic() - start < 6
    finally:
        pg.start()
    db.connection_wait = 10.0
    db.write(lambda txn: txn.meta.put("k", 3))  # the pool drops its dead connections
    with db.read() as txn:
        assert txn.meta.get("k") == 3
    assert db.wait_for_ceremony(0, 0.05) == 0  # the listener reconnects too
