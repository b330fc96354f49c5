"""One transaction may write records spread over many weeks (a batch, an import of a long
conversation): on PostgreSQL each missing weekly partition is made and the write re-run, as
often as it takes, without counting as a conflict."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange
from teambrain.core.config import Config
from teambrain.core.episodes import records
from teambrain.core.episodes.writes import write_capture
from teambrain.core.recall.search import recall

from tests.mcpserver.episode_world import PassThrough  # noqa: F401 - the fixtures' sanitizer


def test_one_write_over_forty_weeks(store) -> None:
    start = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
    batch = [
        build_record(
            CapturedExchange(
                owner="alice",
                session_id="long",
                provider="anthropic",
                started_at=start + timedelta(weeks=w),
                ended_at=start + timedelta(weeks=w),
                user_text=f"week {w}: the heron migration",
                response_text="noted",
            ),
            PassThrough(),
            Config(),
        )
        for w in range(40)
    ]
    store.write(lambda txn: [write_capture(txn, r) for r in batch])
    assert len(records.list_episodes(store, "alice", limit=100)) == 40
    clock_now = start + timedelta(weeks=41)
    hits = recall(store, "alice", "heron migration", window=None, limit=50, clock=lambda: clock_now)
    assert len(hits.hits) == 40
