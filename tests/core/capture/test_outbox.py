"""The host's outbox and its drainer: captures for a database store are committed locally
first; none is lost across an outage or a crash, none is stored twice, a capture the
database refuses is kept aside without holding up the others."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import msgspec
import pytest
from teambrain.core.capture.outbox import OutboxSender, uses_outbox
from teambrain.core.clock import to_ms
from teambrain.core.config import Config, outbox_dir, parse_config
from teambrain.core.episodes.model import (
    CaptureRecord,
    Episode,
    ExecutionEvent,
    ToolResult,
)
from teambrain.core.episodes.records import session_records
from teambrain.core.errors import StoreError
from teambrain.core.ids import new_id
from teambrain.core.operations.doctor import check_outbox
from teambrain.core.operations.stats import outbox_figures
from teambrain.core.store import Store, open_outbox, open_store
from teambrain.core.store.lmdb.outbox import open_outbox as open_lmdb_outbox

from tests.pgserver import PgServer

T0 = datetime.now(UTC) - timedelta(hours=1)


def capture(owner: str, n: int, *, call: str = "", result: str = "", **ep: object) -> CaptureRecord:
    at = T0 + timedelta(seconds=n)
    episode = Episode(
        id=new_id(to_ms(at)),
        owner=owner,
        session_id="s1",
        provider="anthropic",
        started_at=at,
        ended_at=at,
        user_digest=f"exchange {n}",
        **ep,  # type: ignore[arg-type]
    )
    events = (
        [
            ExecutionEvent(
                id=new_id(to_ms(at)),
                owner=owner,
                session_id="s1",
                exchange_id=episode.id,
                tool_id=call,
                tool_name="Bash",
                input_digest="ls",
                requested_at=at,
            )
        ]
        if call
        else []
    )
    results = [ToolResult(tool_id=result, result_digest="a.txt")] if result else []
    return CaptureRecord(episode=episode, events=events, results=results)


class Counted:
    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def __call__(self, name: str, n: int) -> None:
        self.counts[name] = self.counts.get(name, 0) + n


def stored(store: Store, owner: str) -> list[Episode]:
    with store.read() as txn:
        episodes, _ = session_records(txn, owner, "s1")
    return episodes


# -- the outbox itself -------------------------------------------------------------------


def test_entries_keep_commit_order_survive_reopening_and_respect_the_cap(tmp_path: Path) -> None:
    box = open_lmdb_outbox(tmp_path / "ob", 100, store="postgresql://tb@h/db")
    assert [box.put(b"x" * 30) for _ in range(4)] == [True, True, True, False]  # 120 > 100
    assert [e.seq for e in box.take(10)] == [0, 1, 2]
    box.remove([0, 7])  # an entry already gone is skipped
    assert box.put(b"y" * 30)  # room again
    box.close()
    again = open_lmdb_outbox(tmp_path / "ob", 100, store="postgresql://tb@h/db")
    try:
        entries = again.take(10)
        assert [e.seq for e in entries] == [1, 2, 3] and entries[-1].payload == b"y" * 30
        stats = again.stats()
        assert (stats.depth, stats.bytes, stats.dead) == (3, 90, 0)
        assert stats.oldest_ms is not None
        again.bury([2])
        assert (again.stats().depth, again.stats().dead, again.stats().bytes) == (2, 1, 60)
    finally:
        again.close()


def test_an_outbox_never_feeds_another_store(tmp_path: Path) -> None:
    open_lmdb_outbox(tmp_path / "ob", 1000, store="postgresql://tb@a/one").close()
    with pytest.raises(StoreError, match="holds captures for postgresql://tb@a/one"):
        open_lmdb_outbox(tmp_path / "ob", 1000, store="postgresql://tb@b/two")
    config = Config()
    assert outbox_dir(config, "postgresql://tb@a/one") != outbox_dir(
        config, "postgresql://tb@b/two"
    )


# -- draining into a database ------------------------------------------------------------


@pytest.fixture
def database(own_pg_server: PgServer) -> Iterator[Store]:
    if not own_pg_server.running:
        own_pg_server.start()
    store = open_store(own_pg_server.create_database())
    store.connection_wait = 1.0  # type: ignore[attr-defined]
    yield store
    store.close()


def sender(store: Store, tmp_path: Path, config: Config | None = None) -> OutboxSender:
    return OutboxSender(store, config or Config(), Counted(), path=tmp_path / "outbox")


def test_a_database_store_goes_through_the_outbox_an_lmdb_one_does_not(
    database: Store, tmp_path: Path
) -> None:
    lmdb = open_store(tmp_path / "lmdb")
    try:
        assert uses_outbox(database) and not uses_outbox(lmdb)
    finally:
        lmdb.close()


def test_sent_once_in_order_with_results_attached_even_when_sent_again(
    database: Store, tmp_path: Path
) -> None:
    out = sender(database, tmp_path)
    call = capture("ann", 1, call="toolu_1")
    records = [call, capture("ann", 2, result="toolu_1"), capture("bob", 3)]
    for r in records:
        assert out.put(r) is None
    assert out.put(call) is None  # a crash after the database's commit, before the removal: again
    while out.drain():
        pass
    assert out.outbox.stats().depth == 0
    ann = stored(database, "ann")
    assert [e.user_digest for e in ann] == ["exchange 1", "exchange 2"]
    with database.read() as txn:
        _, events = session_records(txn, "ann", "s1")
    assert [(e.tool_id, e.result_digest) for e in events] == [("toolu_1", "a.txt")]
    assert [e.user_digest for e in stored(database, "bob")] == ["exchange 3"]
    assert out._count.counts == {"outbox.sent": 4}  # type: ignore[attr-defined]
    out.stop()


def test_an_outage_keeps_everything_and_the_drainer_sends_it_when_the_database_is_back(
    own_pg_server: PgServer, database: Store, tmp_path: Path
) -> None:
    config = parse_config("[outbox]\ndegraded_age_seconds = 1\n")
    out = sender(database, tmp_path, config)
    out.start()
    try:
        own_pg_server.stop()
        kept = [capture("ann", n) for n in range(5)]
        for r in kept:
            assert out.put(r) is None  # the capture path never waits on the database
        with pytest.raises(StoreError):
            out.drain()
        assert out.outbox.stats().depth == 5
        own_pg_server.start()
        assert out.wait_drained(60)
    finally:
        out.stop()
    assert [e.user_digest for e in stored(database, "ann")] == [f"exchange {n}" for n in range(5)]


def test_a_capture_the_database_refuses_is_kept_aside_and_the_rest_go_on(
    database: Store, tmp_path: Path
) -> None:
    out = sender(database, tmp_path)
    refused = capture("ann", 2)
    refused.episode.session_id = "s\x001"  # no PostgreSQL text holds a NUL
    for r in (capture("ann", 1), refused, capture("ann", 3)):
        assert out.put(r) is None
    while out.drain():
        pass
    assert [e.user_digest for e in stored(database, "ann")] == ["exchange 1", "exchange 3"]
    stats = out.outbox.stats()
    assert (stats.depth, stats.dead) == (0, 1)
    assert out._count.counts == {"outbox.sent": 2, "outbox.dead": 1}  # type: ignore[attr-defined]
    out.stop()


def test_only_one_process_drains_a_host_outbox_at_a_time(database: Store, tmp_path: Path) -> None:
    first, second = sender(database, tmp_path), sender(database, tmp_path)
    assert None is first.put(capture("ann", 1))
    assert first.drain() == 1
    assert None is first.put(capture("ann", 2))
    assert second.drain() == 0  # the first holds the host's drain lock
    first.stop()  # and lets it go
    assert second.drain() == 1
    second.stop()
    assert len(stored(database, "ann")) == 2


def test_stats_and_doctor_show_depth_age_and_go_degraded(database: Store, tmp_path: Path) -> None:
    config = parse_config(f'[outbox]\ndir = "{tmp_path}/outboxes"\ndegraded_depth = 2\n')
    assert outbox_figures(config, database.url) is None
    assert check_outbox(database.url, config).status == "ok"
    box = open_outbox(outbox_dir(config, database.url), 1 << 20, store=database.url)
    payload = msgspec.msgpack.encode(capture("ann", 1))
    for _ in range(3):
        assert box.put(payload)
    figures = outbox_figures(config, database.url)
    assert figures is not None and figures.depth == 3 and figures.bytes == 3 * len(payload)
    assert figures.oldest_age_seconds is not None and figures.oldest_age_seconds < 60
    check = check_outbox(database.url, config)
    assert check.status == "DEGRADED" and "3 waiting" in check.summary
    box.remove([0, 1])
    assert check_outbox(database.url, config).status == "ok"
