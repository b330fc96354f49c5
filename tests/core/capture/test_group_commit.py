"""Group commit: captures written in batches (one transaction, one sync each), in the order
they were put, each told only once its batch committed, one bad capture costing only itself."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import pytest
from teambrain.core.capture import commit
from teambrain.core.capture.build import build_record
from teambrain.core.capture.commit import GroupCommit, Written, store_writer
from teambrain.core.config import Config
from teambrain.core.episodes.model import CaptureRecord, WriteOutcome
from teambrain.core.episodes.records import list_episodes
from teambrain.core.store import Store

from tests.core.capture.test_capture_worker import T0, exchange
from tests.mcpserver.episode_world import PassThrough


def record(text: str, config: Config) -> CaptureRecord:
    return build_record(exchange({"user": text, "at": T0}, config), PassThrough(), config)


class GatedWriter:
    """A batch writer whose first batch waits at a gate, so the next ones gather behind it."""

    def __init__(self) -> None:
        self.batches: list[list[str]] = []
        self.inside = threading.Event()
        self.gate = threading.Event()

    def __call__(self, records: Sequence[CaptureRecord]) -> list[Written]:
        self.inside.set()
        self.gate.wait(60)
        self.batches.append([r.episode.user_digest for r in records])
        return [None] * len(records)


def test_captures_that_arrive_while_a_batch_commits_form_the_next_batch(config: Config) -> None:
    writer = GatedWriter()
    group = GroupCommit(writer, batch=50, wait_seconds=0.0)
    group.start()
    told: list[Written] = []
    group.put(record("first", config), told.append)
    assert writer.inside.wait(60)  # the first batch is committing: the rest wait behind it
    texts = [f"capture {i}" for i in range(120)]
    for text in texts:
        group.put(record(text, config), told.append)
    writer.gate.set()
    assert group.wait_idle(60)
    group.stop()
    assert writer.batches[0] == ["first"]
    assert [len(b) for b in writer.batches[1:]] == [50, 50, 20]  # bounded by count
    assert [t for b in writer.batches for t in b] == ["first", *texts]  # in the order put
    assert told == [None] * 121 and group.batches == 4


def test_a_capture_is_told_only_after_its_batch_committed(store: Store, config: Config) -> None:
    group = GroupCommit(store_writer(store), batch=10, wait_seconds=0.0)
    group.start()
    seen: list[list[str]] = []

    def told(written: Written) -> None:
        assert isinstance(written, WriteOutcome)  # kept, and what its write did
        seen.append(sorted(e.user_digest for e in list_episodes(store, "ann")))

    for i in range(5):
        group.put(record(f"kept {i}", config), told)
    assert group.wait_idle(60)
    group.stop()
    assert [f"kept {i}" in kept for i, kept in enumerate(seen)] == [True] * 5


def test_one_bad_capture_in_a_batch_costs_only_itself(
    store: Store, config: Config, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = commit.write_capture

    def write(txn, record: CaptureRecord, **kw):  # noqa: ANN001, ANN202
        if record.episode.user_digest == "poison":
            raise ValueError("a capture the store refuses")
        return real(txn, record, **kw)

    monkeypatch.setattr(commit, "write_capture", write)
    writer = store_writer(store)
    batch = [record("before", config), record("poison", config), record("after", config)]
    written = writer(batch)
    assert written[1] == "store_error"
    assert all(isinstance(w, WriteOutcome) for w in (written[0], written[2]))
    assert sorted(e.user_digest for e in list_episodes(store, "ann")) == ["after", "before"]


def test_stop_commits_what_waits(store: Store, config: Config) -> None:
    group = GroupCommit(store_writer(store))  # never started
    told: list[Written] = []
    for i in range(3):
        group.put(record(f"late {i}", config), told.append)
    group.stop()
    assert all(isinstance(w, WriteOutcome) for w in told) and len(told) == 3
    assert len(list_episodes(store, "ann")) == 3
