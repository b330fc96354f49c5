"""State every gateway and server process shares through the store, on both backends:
injection's chosen block per (owner, session), and the team server's rate-limit windows,
counted by several processes at once."""

from __future__ import annotations

import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta

import pytest
from teambrain.core.episodes import retention
from teambrain.core.records.inject import InjectChoice
from teambrain.core.store import Store

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def choice(*ids: str, at: datetime = T0, carried: bool = False) -> InjectChoice:
    return InjectChoice(ids=list(ids), carried=carried, chosen_at=at)


def test_a_choice_is_kept_per_owner_and_session(store: Store) -> None:
    alices = choice("01M8RYMCQXCSTKSG5CQS60EA8M", "01M8RYMDQS7VF8HY0H4GFH4K10")
    store.write(lambda txn: txn.inject.put_choice("alice", "s-shared", alices))
    with store.read() as txn:
        assert txn.inject.choice("alice", "s-shared") == alices
        # another owner naming the same session key finds nothing of alice's
        assert txn.inject.choice("bob", "s-shared") is None
        assert txn.inject.choice("alice", "s-other") is None
    bobs = choice(at=T0 + timedelta(seconds=1))  # settled on no block
    store.write(lambda txn: txn.inject.put_choice("bob", "s-shared", bobs))
    with store.read() as txn:
        assert txn.inject.choice("bob", "s-shared") == bobs
        assert txn.inject.choice("alice", "s-shared") == alices
    carried = choice(*alices.ids, carried=True)
    store.write(lambda txn: txn.inject.put_choice("alice", "s-shared", carried))
    with store.read() as txn:
        assert txn.inject.choice("alice", "s-shared") == carried


def test_retention_removes_choices_made_before_the_cutoff(store: Store) -> None:
    now = datetime.now(UTC)
    old, recent = choice("k1", at=now - timedelta(days=91)), choice("k2", at=now)
    store.write(lambda txn: txn.inject.put_choice("alice", "s-old", old))
    store.write(lambda txn: txn.inject.put_choice("alice", "s-new", recent))
    retention.prune(store, days=90, batch=1)
    with store.read() as txn:
        assert txn.inject.choice("alice", "s-old") is None
        assert txn.inject.choice("alice", "s-new") == recent


def test_choices_sit_behind_row_level_security_on_postgresql(store: Store) -> None:
    if store.backend != "postgresql":
        pytest.skip("row-level security is PostgreSQL's")
    store.write(lambda txn: txn.inject.put_choice("alice", "s-1", choice("k")))
    with store.sql() as conn:  # type: ignore[attr-defined]
        forced = conn.execute(
            "SELECT relrowsecurity, relforcerowsecurity FROM pg_class"
            " WHERE relname = 'inject_choices'"
        ).fetchone()
        assert forced == (True, True)
        conn.execute("SELECT set_config('teambrain.owner', 'bob', true)")
        assert conn.execute("SELECT count(*) FROM inject_choices").fetchone() == (0,)
        conn.execute("SELECT set_config('teambrain.owner', 'alice', true)")
        assert conn.execute("SELECT count(*) FROM inject_choices").fetchone() == (1,)


# -- rate windows ------------------------------------------------------------------------

_HIT = """
import sys
from teambrain.core.store import open_store
store = open_store(sys.argv[1])
for _ in range(int(sys.argv[3])):
    n, left = store.rates.hit(sys.argv[2], 3600.0)
print(n)
store.close()
"""


def hit_elsewhere(store: Store, name: str, times: int = 1) -> int:
    """Hits from another process over the same store (its own environment or pool)."""
    done = subprocess.run(
        [sys.executable, "-c", _HIT, store.url, name, str(times)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return int(done.stdout.strip())


def test_a_window_is_counted_across_processes(store: Store) -> None:
    assert store.rates.hit("server.member:owner:alice", 3600.0)[0] == 1
    assert hit_elsewhere(store, "server.member:owner:alice", 3) == 4
    count, left = store.rates.hit("server.member:owner:alice", 3600.0)
    assert count == 5 and 3500 < left <= 3600
    assert store.rates.hit("server.member:owner:bob", 3600.0)[0] == 1  # each name its own
    assert hit_elsewhere(store, "server.member:owner:bob") == 2


def test_a_window_that_ended_opens_a_new_one_and_old_ones_are_forgotten(store: Store) -> None:
    name = "server.failed:addr:192.0.2.7"
    assert store.rates.hit(name, 0.2)[0] == 1
    assert store.rates.hit(name, 0.2)[0] == 2
    deadline = time.monotonic() + 30
    while (count := store.rates.hit(name, 0.2)[0]) != 1:  # until the window has ended
        assert time.monotonic() < deadline
    assert count == 1
    store.rates.hit("server.failed:addr:198.51.100.1", 3600.0)
    deadline = time.monotonic() + 30
    while store.rates.forget(older_than_s=0.0) == 0:  # the short window, once it is over
        assert time.monotonic() < deadline
    assert store.rates.hit("server.failed:addr:198.51.100.1", 3600.0)[0] == 2  # kept
    assert store.rates.hit(name, 0.2)[0] == 1


def test_any_name_is_counted(store: Store) -> None:
    for name in ("addr:\x00nul", "addr:" + "x" * 5000, "owner:émile", "addr:[::1]"):
        assert store.rates.hit(name, 3600.0)[0] == 1
        assert store.rates.hit(name, 3600.0)[0] == 2
