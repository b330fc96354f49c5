"""The schedule: each job exactly when due, leases across threads and processes, failures retried."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from teambrain.core import audit
from teambrain.core.clock import FrozenClock, system_clock
from teambrain.core.config import Config
from teambrain.core.governance.reflector_offline import OfflineReflector
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.operations import schedule
from teambrain.core.store import Store

from tests.fakes.reflector_upstream import capture, text_sanitizer

REPO = Path(__file__).parents[3]
MIGRATIONS = "Always run the database migrations before the test suite."


@pytest.fixture(scope="session")
def sanitizer():
    return text_sanitizer()


@pytest.fixture
def jobs(store, config, sanitizer) -> list[schedule.Job]:
    return schedule.default_jobs(store, config, sanitizer=sanitizer, reflector=OfflineReflector())


def _outcomes(report: schedule.TickReport) -> dict[str, str]:
    return {r.job: r.outcome for r in report.runs}


def test_tick_runs_each_job_exactly_when_due_walking_days_and_weeks(store, clock, jobs) -> None:
    ran: Counter[tuple[str, str]] = Counter()
    ticked: set[datetime] = set()
    start = clock()
    while clock() < start + timedelta(days=22):
        ticked.add(clock())
        for r in schedule.tick(store, jobs, clock=clock).runs:
            if r.outcome == schedule.RAN:
                ran[(r.job, r.period)] += 1
            else:
                assert r.outcome == schedule.NOT_DUE
        clock.advance(hours=5, minutes=10)  # ticks at every hour of the day, sooner or later

    assert set(ran.values()) == {1}  # never twice in a period
    days = sorted({at.date().isoformat() for at in ticked})
    assert len(days) == 23 and len(ticked) > 100  # several ticks a day, each hour of the day
    assert sorted(p for (job, p) in ran if job == "prune") == days
    assert sorted(p for (job, p) in ran if job == "reflect") == days
    weeks = ["2026-W45", "2026-W46", "2026-W47", "2026-W48"]
    assert sorted(p for (job, p) in ran if job == "decay") == weeks
    states = schedule.job_states(store)
    assert {name: s.runs for name, s in states.items()} == {"prune": 23, "reflect": 23, "decay": 4}
    assert all(not s.lease_holder and not s.last_error for s in states.values())


def test_daily_means_a_utc_calendar_day_and_weekly_an_iso_week(store, jobs) -> None:
    clock = FrozenClock(datetime(2026, 11, 8, 23, 50))  # a Sunday, late
    assert set(_outcomes(schedule.tick(store, jobs, clock=clock)).values()) == {"ran"}
    clock.advance(minutes=5)
    assert set(_outcomes(schedule.tick(store, jobs, clock=clock)).values()) == {"not_due"}
    clock.advance(minutes=10)  # Monday 00:05: a new day and a new week
    assert set(_outcomes(schedule.tick(store, jobs, clock=clock)).values()) == {"ran"}


def test_the_jobs_do_their_work_and_prune_is_audited_with_counts(
    store, clock, jobs, sanitizer
) -> None:
    old = capture(
        store,
        sanitizer,
        owner="alice",
        session="s0",
        at=clock() - timedelta(days=95),
        user="An old note.",
    )
    for owner in ("alice", "bob"):
        for n, session in enumerate(("s1", "s2")):
            capture(
                store,
                sanitizer,
                owner=owner,
                session=session,
                at=clock() - timedelta(hours=n + 1),
                user=MIGRATIONS,
            )
    stale = knowledge.save(
        store,
        "carol",
        "Lint with ruff before each push.",
        sanitizer=sanitizer,
        clock=FrozenClock(clock() - timedelta(days=120)),
    )
    knowledge.approve(store, "carol", stale.id, clock=FrozenClock(clock() - timedelta(days=120)))

    report = schedule.tick(store, jobs, clock=clock)
    details = {r.job: r.detail for r in report.runs}
    assert details["prune"] == {"episodes": 1, "events": 0}
    assert details["reflect"]["owners"] == 2 and details["reflect"]["filed"] == 2
    assert details["reflect"]["failed_owners"] == 0
    assert details["decay"] == {"week": "2026-W45", "flagged": 1, "flagged_before": 0}

    with store.read() as txn:
        assert all(txn.episodes.episode(o, old) is None for o in ("alice", "bob"))
    for owner in ("alice", "bob"):
        (lesson,) = knowledge.list_entries(store, owner, states=["pending"], include_team=False)
        assert lesson.origin == "reflection" and "migrations" in lesson.text
    assert knowledge.get_entry(store, "carol", stale.id).flagged
    # prune is a store-wide record every owner sees, with its counts and no text
    (pruned,) = [r for r in audit.read(store, "dave") if r.action == "prune"]
    assert (pruned.actor, pruned.owner, pruned.detail) == (
        audit.SYSTEM,
        "",
        {"episodes": 1, "events": 0, "days": 90},
    )
    flag = [r for r in audit.read(store, "carol") if r.action == "flag"]
    assert [(r.actor, r.entry_id) for r in flag] == [(audit.SYSTEM, stale.id)]
    assert schedule.job_states(store)["prune"].last_detail == {"episodes": 1, "events": 0}


def test_a_failing_job_is_reported_retried_later_and_never_stops_the_others(store, clock) -> None:
    calls: list[datetime] = []

    def flaky(now: datetime) -> dict[str, int]:
        calls.append(now)
        if len(calls) < 3:
            raise RuntimeError("upstream unavailable")
        return {"done": 1}

    jobs = [
        schedule.Job("flaky", schedule.DAILY, flaky),
        schedule.Job("steady", schedule.DAILY, lambda now: {"ok": 1}),
    ]
    first = schedule.tick(store, jobs, clock=clock)
    assert _outcomes(first) == {"flaky": "failed", "steady": "ran"} and first.failed
    assert first.runs[0].error == "RuntimeError: upstream unavailable"
    state = schedule.job_states(store)["flaky"]
    assert (state.runs, state.last_error, state.lease_holder) == (
        0,
        "RuntimeError: upstream unavailable",
        "",
    )

    clock.advance(minutes=30)
    assert _outcomes(schedule.tick(store, jobs, clock=clock)) == {
        "flaky": "retry_later",
        "steady": "not_due",
    }
    clock.advance(minutes=30)
    assert _outcomes(schedule.tick(store, jobs, clock=clock))["flaky"] == "failed"
    clock.advance(hours=1)
    assert _outcomes(schedule.tick(store, jobs, clock=clock))["flaky"] == "ran"
    clock.advance(minutes=10)
    assert _outcomes(schedule.tick(store, jobs, clock=clock))["flaky"] == "not_due"
    assert len(calls) == 3
    state = schedule.job_states(store)["flaky"]
    assert (state.runs, state.last_error, state.last_detail) == (1, "", {"done": 1})


def test_an_interrupted_job_gives_its_lease_back(store, clock) -> None:
    def interrupted(now: datetime) -> dict[str, int]:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        schedule.tick(store, [schedule.Job("prune", schedule.DAILY, interrupted)], clock=clock)
    assert schedule.job_states(store)["prune"].lease_holder == ""
    report = schedule.tick(
        store, [schedule.Job("prune", schedule.DAILY, lambda now: {})], clock=clock
    )
    assert _outcomes(report) == {"prune": "ran"}


def test_two_concurrent_ticks_in_one_process_never_run_a_job_twice(store, clock) -> None:
    started, release = threading.Event(), threading.Event()
    runs: list[str] = []

    def slow(now: datetime) -> dict[str, int]:
        runs.append("slow")
        started.set()
        assert release.wait(30)
        return {"n": 1}

    jobs = [schedule.Job("slow", schedule.DAILY, slow)]
    reports: list[schedule.TickReport] = []
    first = threading.Thread(target=lambda: reports.append(schedule.tick(store, jobs, clock=clock)))
    first.start()
    assert started.wait(30)
    second = schedule.tick(store, jobs, clock=clock)
    assert _outcomes(second) == {"slow": "running_elsewhere"}
    release.set()
    first.join(30)
    assert _outcomes(reports[0]) == {"slow": "ran"}
    assert _outcomes(schedule.tick(store, jobs, clock=clock)) == {"slow": "not_due"}
    assert runs == ["slow"] and schedule.job_states(store)["slow"].runs == 1


CLI = "import sys; from teambrain.cli.main import main; sys.argv[0] = 'teambrain'; main()"
HOLDER = textwrap.dedent(
    """
    import json, os, sys, time
    from pathlib import Path
    from teambrain.core.operations import schedule
    from teambrain.core.store import open_store

    store_dir, release, mode = sys.argv[1:4]

    def hold(now):
        if mode == "die":
            os._exit(3)  # the process dies holding the lease
        while not Path(release).exists():
            time.sleep(0.02)
        return {"held": 1}

    store = open_store(store_dir if "://" in store_dir else Path(store_dir), map_size_mb=4)
    report = schedule.tick(store, [schedule.Job("prune", schedule.DAILY, hold)])
    print(json.dumps([r.outcome for r in report.runs]))
    """
)


def _spawn_holder(store_dir: Path, release: Path, mode: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(store_dir), str(release), mode],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )


def _wait_for_lease(store: Store, proc: subprocess.Popen[str]) -> str:
    while proc.poll() is None:
        holder = schedule.job_states(store)["prune"].lease_holder
        if holder:
            return holder
        threading.Event().wait(0.02)
    raise AssertionError(f"the holder exited early: {proc.communicate()}")


def test_two_concurrent_ticks_in_two_processes_never_run_a_job_twice(
    store, tmp_path, sanitizer
) -> None:
    release = tmp_path / "release"
    holder = _spawn_holder(store.url, release, "hold")
    try:
        lease = _wait_for_lease(store, holder)
        assert lease.split(":")[1] == str(holder.pid)
        config = tmp_path / "config.toml"
        config.write_text('[reflect]\nreflector = "offline"\n')
        env = {k: v for k, v in os.environ.items() if k != "ANTHROPIC_API_KEY"}
        other = subprocess.run(
            [
                sys.executable,
                "-c",
                CLI,
                "--store",
                store.url,
                "--config",
                str(config),
                "tick",
                "--json",
            ],
            capture_output=True,
            text=True,
            cwd=REPO,
            env=env,
            timeout=120,
        )
        assert other.returncode == 0, other.stderr
        outcomes = {r["job"]: r["outcome"] for r in json.loads(other.stdout)["runs"]}
        assert outcomes == {"prune": "running_elsewhere", "reflect": "ran", "decay": "ran"}
    finally:
        release.touch()
        out, err = holder.communicate(timeout=60)
    assert holder.returncode == 0, err
    assert json.loads(out) == ["ran"]
    states = schedule.job_states(store)
    assert {name: s.runs for name, s in states.items()} == {"prune": 1, "reflect": 1, "decay": 1}
    again = schedule.tick(store, schedule.default_jobs(store, Config(), sanitizer=sanitizer))
    assert set(_outcomes(again).values()) == {"not_due"}


def test_a_lease_whose_holder_died_expires(store, tmp_path) -> None:
    holder = _spawn_holder(store.url, tmp_path / "never", "die")
    holder.communicate(timeout=60)
    assert holder.returncode == 3
    assert schedule.job_states(store)["prune"].lease_holder  # left behind by the dead process
    jobs = [schedule.Job("prune", schedule.DAILY, lambda now: {"n": 1})]
    assert _outcomes(schedule.tick(store, jobs)) == {"prune": "running_elsewhere"}
    later = FrozenClock(system_clock() + schedule.LEASE + timedelta(minutes=1))
    assert _outcomes(schedule.tick(store, jobs, clock=later)) == {"prune": "ran"}
    assert schedule.job_states(store)["prune"].lease_holder == ""
