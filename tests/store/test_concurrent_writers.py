"""The budgets and the schedule's leases hold with writers racing each other (invariant 8).

On LMDB one writer runs at a time; on PostgreSQL the racing transactions really overlap
(each thread takes its own pooled connection) and the store re-runs the losers of a
serialization conflict. Either way the sums come out exactly at the ceilings.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from teambrain.core.clock import FrozenClock
from teambrain.core.config import DecayConfig, ReflectConfig
from teambrain.core.governance import decay, reflect
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.operations import schedule
from teambrain.core.records.governance import WOULD_FILE, ReflectionReport, Verdict

from tests.mcpserver.episode_world import PassThrough

NOW = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def race(n: int, work: Callable[[int], object]) -> list[object]:
    """Run work(0..n-1) in n threads released together; re-raise the first failure."""
    start = threading.Barrier(n)
    results: list[object] = [None] * n
    errors: list[BaseException] = []

    def run(i: int) -> None:
        try:
            start.wait()
            results[i] = work(i)
        except BaseException as e:  # noqa: BLE001 - handed to the test thread
            errors.append(e)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not any(t.is_alive() for t in threads), "a writer never finished"
    if errors:
        raise errors[0]
    return results


def test_racing_reflection_passes_file_at_most_the_days_budget(store) -> None:
    config = ReflectConfig()

    def one_pass(i: int) -> int:
        report = ReflectionReport(
            owner="alice", reflector="test", window_start=NOW - timedelta(days=3), window_end=NOW
        )
        candidates = [
            (
                Verdict(
                    text=f"Pass {i} lesson {j}: run `make check-{i}-{j}` before pushing tag v{i}.{j}.",
                    citations=[f"01KPBC3T2J{i:08d}{j:08d}"],  # each its own evidence
                    verdict=WOULD_FILE,
                ),
                {},
            )
            for j in range(4)
        ]
        filed = store.write(lambda txn: reflect._file(txn, report, candidates, config, NOW, False))
        return filed.filed

    filed = race(6, one_pass)
    assert sum(filed) == 8  # 6 passes x 4 candidates, but 8 lessons a day at most
    assert len(knowledge.list_entries(store, "alice", include_team=False)) == 8


def test_racing_decay_passes_flag_at_most_five_a_week(store) -> None:
    old = FrozenClock(NOW - timedelta(days=200))
    for i in range(12):
        entry = knowledge.save(
            store,
            f"owner{i % 3}",
            f"Lesson {i}: pin tool {i} to version {i}.0.",
            sanitizer=PassThrough(),
            clock=old,
        )
        knowledge.approve(store, entry.owner, entry.id, clock=old)
    policy = DecayConfig(idle_days=30)
    reports = race(4, lambda i: decay.run_pass(store, policy, clock=FrozenClock(NOW)))
    assert sum(len(r.flagged) for r in reports) == 5
    flagged = [e for o in ("owner0", "owner1", "owner2") for e in decay.review(store, o).flagged]
    assert len(flagged) == 5


def test_racing_ticks_run_a_due_job_once(store) -> None:
    ran: list[int] = []
    lock = threading.Lock()

    def job(now: datetime) -> dict[str, int]:
        with lock:
            ran.append(1)
        return {"n": len(ran)}

    jobs = [schedule.Job("prune", schedule.DAILY, job)]
    reports = race(
        5,
        lambda i: schedule.tick(store, jobs, clock=FrozenClock(NOW), holder=f"host{i}:1:tag"),
    )
    outcomes = sorted(r.runs[0].outcome for r in reports)
    assert len(ran) == 1
    assert outcomes.count(schedule.RAN) == 1
    assert schedule.job_states(store)["prune"].runs == 1
