"""After PostgreSQL drops its connections (a restart, pg_terminate_backend), the next reads
succeed: a pooled connection found dead as a snapshot begins is replaced once, rather than
each pooled connection costing one reader (a member of `teambrain serve`) an error."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import ExitStack

import pytest
from teambrain.core.episodes.records import list_episodes
from teambrain.core.store import Store, open_store
from teambrain.core.store.postgres import store as pg_store_module

from tests.pgserver import APP_ROLE, PgServer

POOL = 4


@pytest.fixture
def database(pg_server: PgServer) -> Iterator[tuple[PgServer, Store]]:
    url = pg_server.create_database(template=pg_server.template)
    store = open_store(url, pool_max=POOL)
    yield pg_server, store
    store.close()
    pg_server.drop_database(url)


def drop_connections(server: PgServer, dbname: str) -> None:
    """Terminate every connection to the database and wait until they are gone."""
    with server.admin() as conn:
        pids = [
            r[0]
            for r in conn.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = %s AND usename = %s",
                [dbname, APP_ROLE],
            )
        ]
        assert len(pids) >= POOL
        conn.execute("SELECT pg_terminate_backend(pid) FROM unnest(%s::int[]) pid", [pids])
        deadline = time.monotonic() + 30
        while conn.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE pid = ANY(%s)", [pids]
        ).fetchone()[0]:
            assert time.monotonic() < deadline, "the backends never ended"
            time.sleep(0.02)


def test_every_read_after_the_server_dropped_the_pool_succeeds(
    database: tuple[PgServer, Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    server, store = database
    # Every pooled connection was used a moment ago (a busy server): none is pinged before
    # it is lent. Made so here whatever the machine's speed.
    monkeypatch.setattr(pg_store_module, "IDLE_CHECK_S", 3600.0)
    with ExitStack() as held:  # the pool opens all of its connections
        for _ in range(POOL):
            held.enter_context(store.read())
    drop_connections(server, store.url.rsplit("/", 1)[1])
    for _ in range(POOL + 1):  # each pooled connection is dead now
        assert list_episodes(store, "ann") == []
