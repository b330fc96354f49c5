"""Opening the store as a careless operator would: reading commands leave no trace, a missing
or mistyped store is said plainly, a read-only filesystem can be read, and a damaged store is
one line of error and an exit code, never a traceback or a signal."""

from __future__ import annotations

import json
import os
import random
import shutil
import stat
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from teambrain.core.errors import StoreError
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import open_store
from teambrain.core.store.lmdb.env import LmdbStore as Store

from tests.mcpserver.episode_world import PassThrough, capture


@pytest.fixture
def store(tmp_path):  # noqa: ANN001, ANN201 - LMDB's own layout: this file is not for every backend
    """An LMDB store only (these tests read LMDB's keys and files)."""
    from teambrain.core.store.lmdb.env import open_lmdb

    s = open_lmdb(tmp_path / "store", map_size_mb=4)
    yield s
    s.close()


TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")


def teambrain(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    base["TEAMBRAIN_CONFIG"] = "/nonexistent/teambrain.toml"
    return subprocess.run(
        [TEAMBRAIN, *args], env={**base, **(env or {})}, capture_output=True, text=True, timeout=60
    )


def filled(path: Path, n: int = 300) -> Path:
    store = open_store(path)
    now = datetime.now(UTC)
    for i in range(n):
        capture(
            store,
            "alice",
            f"question {i} " + "words " * 50,
            "answer " * 80,
            at=now - timedelta(minutes=n - i),
            session=f"s{i % 7}",
        )
    store.sync()
    store.close()
    return path


def snapshot(path: Path) -> dict[str, tuple[int, int, int]]:
    """Mode, size and modification time of the store and its files (lock.mdb is LMDB's reader
    table: every reader registers there, so only its mode and size count)."""
    return {
        p.name: (
            p.stat().st_mode,
            p.stat().st_size,
            0 if p.name == "lock.mdb" else p.stat().st_mtime_ns,
        )
        for p in [path, *path.iterdir()]
    }


def test_reading_a_missing_store_says_so_and_creates_nothing(tmp_path) -> None:
    missing = tmp_path / "typo" / "store"
    store = Store(missing, readonly=True)
    with pytest.raises(StoreError, match="no store at"):
        with store.read():
            pass
    assert not missing.parent.exists()
    for args in (("stats",), ("episodes", "list"), ("recall", "x"), ("review", "list")):
        done = teambrain("--store", str(missing), *args)
        assert done.returncode == 1 and "no store at" in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr
    assert not missing.parent.exists()


def test_reading_commands_leave_an_existing_store_as_it_was(tmp_path) -> None:
    path = filled(tmp_path / "store", n=5)
    os.chmod(path, 0o750)  # an operator's choice: group may read
    before = snapshot(path)
    for args in (
        ("stats",),
        ("episodes", "list"),
        ("timeline", "list"),
        ("audit",),
        ("kb", "list"),
    ):
        done = teambrain("--store", str(path), "--as", "alice", *args)
        assert done.returncode == 0, (args, done.stderr)
    assert snapshot(path) == before
    assert stat.S_IMODE(path.stat().st_mode) == 0o750


def test_the_first_write_opens_a_read_only_store_for_writing(tmp_path) -> None:
    path = filled(tmp_path / "store", n=2)
    store = Store(path, readonly=True)
    entry = knowledge.save(store, "alice", "Write after read works.", sanitizer=PassThrough())
    assert not store.readonly and knowledge.get_entry(store, "alice", entry.id).owner == "alice"
    store.close()
    fresh = tmp_path / "new"
    created = Store(fresh, readonly=True)
    knowledge.save(created, "alice", "A first save creates the store.", sanitizer=PassThrough())
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o700
    assert stat.S_IMODE((fresh / "data.mdb").stat().st_mode) == 0o600
    created.close()


def test_a_store_on_a_read_only_filesystem_can_be_read(tmp_path) -> None:
    if shutil.which("unshare") is None:
        pytest.skip("unshare is not installed")
    source = filled(tmp_path / "src" / "store", n=3).parent
    mount = tmp_path / "ro"
    mount.mkdir()
    script = (
        f"mount --bind {source} {mount} && mount -o remount,bind,ro {mount} && "
        f"{TEAMBRAIN} --store {mount / 'store'} --as alice episodes list --json"
    )
    probe = subprocess.run(["unshare", "-m", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip("no mount namespaces here")
    env = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    env["TEAMBRAIN_CONFIG"] = "/nonexistent/teambrain.toml"
    done = subprocess.run(
        ["unshare", "-m", "sh", "-c", script], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.count('"owner":"alice"') == 3


@pytest.mark.parametrize("damage", ["truncated", "zeroed_meta", "not_lmdb"])
def test_a_damaged_store_is_one_line_and_an_exit_code(tmp_path, damage) -> None:
    path = filled(tmp_path / "store")
    data = path / "data.mdb"
    size = data.stat().st_size
    if damage == "truncated":
        os.truncate(data, size // 3)
    elif damage == "zeroed_meta":
        with open(data, "r+b") as f:
            f.write(b"\x00" * 8192)
    else:
        data.write_bytes(b"this is not a database\n" * 400)
    for args in (("stats",), ("episodes", "list"), ("recall", "question"), ("kb", "save", "x y z")):
        done = teambrain("--store", str(path), "--as", "alice", *args)
        assert done.returncode == 1, (damage, args, done.returncode, done.stderr)
        assert "damaged" in done.stderr and "Traceback" not in done.stderr, done.stderr
        assert len(done.stderr.strip().splitlines()) == 1


def test_a_store_from_an_older_teambrain_is_upgraded_once_even_by_a_read(tmp_path) -> None:
    from teambrain.core.store.lmdb.codec import key
    from teambrain.core.store.lmdb.migrations import MIGRATIONS, applied_migrations

    path = filled(tmp_path / "store", n=2)
    store = open_store(path)
    newest = MIGRATIONS[-1].__name__
    store.write_kv(lambda txn: txn.delete("meta", key("migration", newest)))  # as if older
    store.close()
    done = teambrain("--store", str(path), "--as", "alice", "episodes", "list", "--json")
    assert done.returncode == 0, done.stderr
    reopened = Store(path, readonly=True)
    assert newest in applied_migrations(reopened) and reopened.readonly
    reopened.close()


def junk_in_every_leaf_page(data: Path) -> None:
    """Overwrite each B-tree leaf page (the meta pages stay sound: LMDB opens the file)."""
    page = 4096
    junk = random.Random(4573)  # the same junk every run: which error LMDB meets depends on it
    raw = bytearray(data.read_bytes())
    for at in range(2 * page, len(raw), page):
        if raw[at + 10] == 0x02:  # mp_flags: P_LEAF
            raw[at : at + page] = junk.randbytes(page)
    data.write_bytes(bytes(raw))


def test_junk_inside_the_pages_is_one_line_and_an_exit_code(tmp_path) -> None:
    path = filled(tmp_path / "store")
    junk_in_every_leaf_page(path / "data.mdb")
    for args in (("episodes", "list"), ("recall", "question")):
        done = teambrain("--store", str(path), "--as", "alice", *args)
        assert done.returncode == 1, (args, done.returncode, done.stderr)
        assert "damaged" in done.stderr and "Traceback" not in done.stderr, done.stderr


def test_doctor_names_a_damaged_store_without_opening_it(tmp_path) -> None:
    path = filled(tmp_path / "store", n=40)
    data = path / "data.mdb"
    os.truncate(data, data.stat().st_size // 2)
    done = teambrain("--store", str(path), "doctor", "--json")
    assert done.returncode != 0 and done.returncode > 0, done.stderr
    check = next(c for c in json.loads(done.stdout)["checks"] if c["name"] == "store")
    assert check["status"] == "FAILED", check
    assert "damaged" in check["summary"] and "truncated" in check["summary"], check
