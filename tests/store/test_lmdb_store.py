"""The store facade: migrations, file modes, map growth, readers beside a writer, fork guard."""

from __future__ import annotations

import os
import stat
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest
from teambrain.core.episodes.model import ExecutionEvent
from teambrain.core.errors import StoreError
from teambrain.core.store import open_store
from teambrain.core.store.lmdb.codec import key
from teambrain.core.store.lmdb.env import LmdbStore as Store
from teambrain.core.store.lmdb.migrations import MIGRATIONS, applied_migrations, apply_migrations
from teambrain.core.store.secret import store_secret


@pytest.fixture
def store(tmp_path):  # noqa: ANN001, ANN201 - LMDB's own layout: this file is not for every backend
    """An LMDB store only (these tests read LMDB's keys and files)."""
    from teambrain.core.store.lmdb.env import open_lmdb

    s = open_lmdb(tmp_path / "store", map_size_mb=4)
    yield s
    s.close()


def test_fresh_store_applies_migrations_in_order(store: Store) -> None:
    assert applied_migrations(store) == [m.__name__ for m in MIGRATIONS]
    with store.read_kv() as txn:
        assert txn.get_obj("meta", key("store", "schema"), int) == 1


def test_reopening_applies_nothing_twice(tmp_path: Path) -> None:
    s = open_store(tmp_path / "s")
    s.close()
    s = open_store(tmp_path / "s")
    assert applied_migrations(s) == [m.__name__ for m in MIGRATIONS]
    s.close()


def test_files_are_private(store: Store) -> None:
    assert stat.S_IMODE(os.stat(store.path).st_mode) == 0o700
    for name in ("data.mdb", "lock.mdb"):
        assert stat.S_IMODE(os.stat(store.path / name).st_mode) == 0o600


def test_one_environment_per_file_per_process(tmp_path: Path) -> None:
    a = open_store(tmp_path / "s")
    b = open_store(tmp_path / "s" / ".." / "s")
    assert a is b
    a.close()


def test_map_grows_on_full_and_readers_keep_working(tmp_path: Path) -> None:
    s = open_store(tmp_path / "grow", map_size_mb=1, max_map_size_mb=64)
    blob = os.urandom(64 * 1024)
    for i in range(60):  # ~4 MB into a 1 MB map
        s.write_kv(lambda txn, i=i: txn.put("meta", key("blob", str(i)), blob))
    assert s.info()["map_size"] > 1024 * 1024
    with s.read_kv() as txn:
        assert txn.get("meta", key("blob", "59")) == blob
    s.close()


def test_a_full_map_at_its_limit_is_a_clear_error(tmp_path: Path) -> None:
    s = open_store(tmp_path / "full", map_size_mb=1, max_map_size_mb=1)
    blob = os.urandom(64 * 1024)
    with pytest.raises(StoreError, match="size limit"):
        for i in range(40):
            s.write_kv(lambda txn, i=i: txn.put("meta", key("blob", str(i)), blob))
    with s.read_kv() as txn:  # what was committed is intact
        assert txn.get("meta", key("blob", "0")) == blob
    s.close()


def test_a_failed_write_commits_nothing(store: Store) -> None:
    def half(txn) -> None:  # noqa: ANN001
        txn.put("meta", key("half"), b"1")
        raise RuntimeError("crash mid-write")

    with pytest.raises(RuntimeError):
        store.write_kv(half)
    with store.read_kv() as txn:
        assert txn.get("meta", key("half")) is None


def test_readers_do_not_wait_for_a_writer(store: Store) -> None:
    started, release = threading.Event(), threading.Event()

    def slow_writer(txn) -> None:  # noqa: ANN001
        txn.put("meta", key("slow"), b"1")
        started.set()
        release.wait(5)

    t = threading.Thread(target=lambda: store.write_kv(slow_writer))
    t.start()
    started.wait(5)
    with store.read_kv() as txn:  # would deadlock if readers waited for the writer
        assert txn.get("meta", key("slow")) is None
    release.set()
    t.join()
    with store.read_kv() as txn:
        assert txn.get("meta", key("slow")) == b"1"


def test_range_and_prefix_walk_in_key_order(store: Store) -> None:
    store.write_kv(
        lambda txn: [txn.put("owner_episodes", key("ann", f"{i:03d}"), b"") for i in range(10)]
    )
    store.write_kv(lambda txn: txn.put("owner_episodes", key("anna", "000"), b""))
    with store.read_kv() as txn:
        ann = [k for k, _ in txn.prefix("owner_episodes", key("ann", ""))]
        newest = [k for k, _ in txn.prefix("owner_episodes", key("ann", ""), reverse=True)]
        window = [k for k, _ in txn.range("owner_episodes", key("ann", "003"), key("ann", "006"))]
    assert len(ann) == 10 and newest == list(reversed(ann))
    assert window == [key("ann", f"{i:03d}") for i in (3, 4, 5)]


def test_unknown_database_is_a_clear_error(store: Store) -> None:
    with store.read_kv() as txn, pytest.raises(StoreError, match="unknown database"):
        txn.get("nope", b"x")


def test_store_refuses_use_across_fork(tmp_path: Path) -> None:
    s = open_store(tmp_path / "forked")
    pid = os.fork()
    if pid == 0:
        try:
            with s.read():
                pass
            os._exit(1)
        except StoreError:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    s.close()


def test_empty_and_oversized_ids_are_simply_not_found(store: Store) -> None:
    from teambrain.core.episodes.records import get_episode, get_event
    from teambrain.core.errors import NotFound

    for bad in ("", "x" * 600, "é"):
        with pytest.raises(NotFound):
            get_episode(store, "ann", bad)
        with pytest.raises(NotFound):
            get_event(store, "ann", bad)


def test_m002_rekeys_tool_ids_per_session(store: Store) -> None:
    """A store from before m002 kept tool ids per owner: after it, per (owner, session)."""
    at = datetime(2026, 11, 2, tzinfo=UTC)
    events = [
        ExecutionEvent(
            id=f"01KB000000000000000000000{i}",
            owner="ann",
            session_id=f"s{i}",
            exchange_id="x",
            tool_id=f"toolu_{i}",
            tool_name="bash",
            requested_at=at,
        )
        for i in range(2)
    ]

    def old_layout(txn) -> None:  # noqa: ANN001
        txn.delete("meta", key("migration", "m002_tool_ids_per_session"))
        for ev in events:
            txn.put_obj("events", ev.id.encode(), ev)
            txn.put("tool_ids", key(ev.owner, ev.tool_id), ev.id.encode())

    store.write_kv(old_layout)
    assert apply_migrations(store) == ["m002_tool_ids_per_session"]
    with store.read_kv() as txn:
        assert sorted(k for k, _ in txn.range("tool_ids")) == [
            key("ann", "s0", "toolu_0"),
            key("ann", "s1", "toolu_1"),
        ]


def test_every_store_has_its_own_lasting_secret(tmp_path: Path) -> None:
    a = open_store(tmp_path / "a")
    b = open_store(tmp_path / "b")
    secret = store_secret(a)
    assert len(secret) == 32 and secret != store_secret(b)
    a.close()
    assert store_secret(open_store(tmp_path / "a")) == secret  # kept across reopening
