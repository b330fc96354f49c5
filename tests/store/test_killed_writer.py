"""A writer killed (SIGKILL) in the middle of a transaction leaves nothing half-written, and
the store takes the next writer at once (LMDB: the dead writer's lock is released; PostgreSQL:
the dead session's transaction is rolled back)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from teambrain.core.episodes import records
from teambrain.core.recall.search import recall

from tests.mcpserver.episode_world import capture

REPO = Path(__file__).resolve().parents[2]
WRITER = textwrap.dedent(
    """
    import sys, time
    from datetime import datetime, timedelta
    from pathlib import Path
    from teambrain.core.capture.build import build_record
    from teambrain.core.capture.captured import CapturedExchange
    from teambrain.core.config import Config
    from teambrain.core.episodes.writes import write_capture
    from teambrain.core.store import open_store
    from tests.mcpserver.episode_world import PassThrough

    where, ready, at = sys.argv[1], Path(sys.argv[2]), datetime.fromisoformat(sys.argv[3])
    store = open_store(where if "://" in where else Path(where), map_size_mb=4)

    def record(i):
        cap = CapturedExchange(
            owner="alice", session_id="s1", provider="anthropic",
            started_at=at + timedelta(seconds=i), ended_at=at + timedelta(seconds=i),
            user_text=f"the half written walrus {i}", response_text="noted",
        )
        return build_record(cap, PassThrough(), Config())

    def write(txn):
        for i in range(20):
            write_capture(txn, record(i))
        ready.write_text("inside")
        time.sleep(600)  # killed here, before the commit

    store.write(write)
    """
)


def test_a_writer_killed_mid_transaction_leaves_nothing_and_blocks_no_one(store, tmp_path) -> None:
    at = datetime(2026, 11, 2, 8, 0, tzinfo=UTC)
    ready = tmp_path / "ready"
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, store.url, str(ready), at.isoformat()],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 120
        while not ready.exists():
            assert proc.poll() is None, proc.communicate()[1]
            assert time.monotonic() < deadline, "the writer never got inside its transaction"
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
    # nothing of the killed transaction, and the next writer goes through at once
    assert records.list_episodes(store, "alice") == []
    capture(store, "alice", "the walrus that was committed", at=at + timedelta(minutes=1))
    (kept,) = records.list_episodes(store, "alice")
    assert kept.user_digest == "the walrus that was committed"
    hits = recall(store, "alice", "walrus", window=None).hits
    assert [h.id for h in hits] == [kept.id]
