"""Reads give their LMDB reader slot back when they end, not when the garbage collector
runs: a process that reads in a loop must never fill the reader table that every process
on the host shares (the gateways' own reads would then fail with MDB_READERS_FULL)."""

from __future__ import annotations

import gc
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from teambrain.core.episodes.records import list_episodes
from teambrain.core.store.lmdb.env import open_lmdb

from tests.mcpserver.episode_world import capture

READS = 300
"""More reads than the reader table has slots (256)."""


@contextmanager
def no_garbage_collector() -> Iterator[None]:
    """Only reference counting frees objects meanwhile: what a busy process sees between
    two collections."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def stored(path: Path) -> Path:
    store = open_lmdb(path, map_size_mb=8)
    capture(store, "alice", "how do slots work", "they are released", at=datetime.now(UTC))
    store.close()
    return path


def test_many_reads_in_one_process_keep_the_reader_table_small(tmp_path: Path) -> None:
    store = open_lmdb(stored(tmp_path / "store"), map_size_mb=8)
    try:
        with no_garbage_collector():
            for _ in range(READS):
                assert len(list_episodes(store, "alice", limit=5)) == 1
                with store.read() as txn:  # a read left early, inside a half-read range
                    next(iter(txn.meta.counters()), None)
            # the table's high-water mark: slots are reused only once given back
            assert store.info()["readers"] <= 2
    finally:
        store.close()


def test_another_process_reads_fine_after_a_reading_loop(tmp_path: Path) -> None:
    path = stored(tmp_path / "store")
    store = open_lmdb(path, map_size_mb=8)
    reader = (
        "import sys\n"
        "from teambrain.core.episodes.records import list_episodes\n"
        "from teambrain.core.store.lmdb.env import open_lmdb\n"
        "store = open_lmdb(sys.argv[1], readonly=True)\n"
        "print(len(list_episodes(store, 'alice', limit=5)))\n"
    )
    try:
        with no_garbage_collector():
            for _ in range(READS):
                list_episodes(store, "alice", limit=5)
            done = subprocess.run(
                [sys.executable, "-c", reader, str(path)],
                capture_output=True,
                text=True,
                timeout=120,
            )
    finally:
        store.close()
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "1"
