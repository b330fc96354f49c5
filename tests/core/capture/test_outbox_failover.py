"""A failover's read-only window is an outage, not bad data: captures sent to a hot standby
wait in the outbox (none dead-lettered) and reach the database once it is promoted. And
which PostgreSQL errors are which (core/store/postgres/faults.py), by SQLSTATE."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import errors
from teambrain.core.capture.outbox import OutboxSender
from teambrain.core.config import Config
from teambrain.core.errors import StoreError
from teambrain.core.store import open_store
from teambrain.core.store.postgres.faults import Fault, classify, connection_lost

from tests.core.capture.test_outbox import Counted, capture, stored
from tests.pgserver import PgServer


@pytest.mark.parametrize(
    ("sqlstate", "fault"),
    [
        ("25006", Fault.OUTAGE),  # read_only_sql_transaction: a standby, a failover under way
        ("0A000", Fault.OUTAGE),  # "cannot use serializable mode in a hot standby"
        ("08006", Fault.OUTAGE),  # connection_failure
        ("57P01", Fault.OUTAGE),  # admin_shutdown
        ("57P02", Fault.OUTAGE),  # crash_shutdown
        ("57P03", Fault.OUTAGE),  # cannot_connect_now
        ("53300", Fault.OUTAGE),  # too_many_connections
        ("53100", Fault.OUTAGE),  # disk_full
        ("42P01", Fault.OUTAGE),  # undefined_table: a schema not migrated yet, not the data
        ("40001", Fault.RETRY),  # serialization_failure
        ("40P01", Fault.RETRY),  # deadlock_detected
        ("22001", Fault.REFUSED),  # string_data_right_truncation
        ("22P05", Fault.REFUSED),  # untranslatable_character
        ("23505", Fault.REFUSED),  # unique_violation
        ("54000", Fault.REFUSED),  # program_limit_exceeded (an index row too large)
    ],
)
def test_errors_are_classified_by_sqlstate_not_by_exception_class(
    sqlstate: str, fault: Fault
) -> None:
    assert classify(errors.lookup(sqlstate)("from the server")) is fault


def test_errors_the_driver_raises_itself_are_classified_by_what_they_concern() -> None:
    assert classify(psycopg.OperationalError("connection refused")) is Fault.OUTAGE
    assert classify(psycopg.InterfaceError("the connection is closed")) is Fault.OUTAGE
    assert classify(psycopg.DataError("text cannot contain NUL (0x00) bytes")) is Fault.REFUSED
    assert connection_lost(errors.lookup("57P01")("terminating connection"))
    assert connection_lost(psycopg.OperationalError("server closed the connection"))
    assert not connection_lost(errors.lookup("25006")("read-only transaction"))


@pytest.fixture
def primary(own_pg_server: PgServer) -> Iterator[PgServer]:
    if not own_pg_server.running:
        own_pg_server.start()
    yield own_pg_server


def test_captures_wait_out_a_failovers_read_only_window_and_none_is_dead_lettered(
    primary: PgServer, tmp_path: Path
) -> None:
    url = primary.create_database()
    open_store(url).close()  # migrated on the primary, replicated to the standby
    standby = primary.standby()
    try:
        at_standby = url.replace(f":{primary.port}/", f":{standby.port}/")
        store = open_store(at_standby, connect=False)  # the url still names the old host
        store.connection_wait = 2.0  # type: ignore[attr-defined]
        out = OutboxSender(store, Config(), Counted(), path=tmp_path / "outbox")
        kept = [capture("ann", n) for n in range(5)]
        for record in kept:
            assert out.put(record) is None
        for _ in range(3):  # the drainer's tries during the window
            with pytest.raises(StoreError, match="recovery|hot standby|read-only"):
                out._greet()
            with pytest.raises(StoreError, match="recovery|hot standby|read-only"):
                out.drain()
        stats = out.outbox.stats()
        assert (stats.depth, stats.dead) == (5, 0)  # all waiting, nothing set aside
        standby.promote()  # the failover completes: the standby takes writes
        out.start()
        assert out.wait_drained(60)
        assert out.outbox.stats().dead == 0
        assert [e.user_digest for e in stored(store, "ann")] == [f"exchange {n}" for n in range(5)]
        assert "outbox.dead" not in out._count.counts  # type: ignore[attr-defined]
        out.stop()
        store.close()
    finally:
        standby.close()
