"""The schedule: `tick` runs whichever of prune (daily), reflect (daily) and decay (weekly) is due.

A job is due once per period: a UTC calendar day for daily jobs, an ISO week (UTC) for
weekly ones. Each job's state (last period run, last run time, what it did, a lease) lives
in the store's `schedule` database, so `tick` is idempotent and safe to call from cron
every few minutes: a second tick in the same period runs nothing.

Invariants kept here: a job runs only after its tick has claimed a lease on it in a write
transaction (LMDB serializes writers across processes), so two ticks, in one process or
many, never run the same job at once; a lease expires after LEASE in case its holder died.
A job that fails is not marked done: it is retried by a tick at least RETRY_AFTER later,
and the failure stays in its state and the tick's report. One job's failure never stops
the others. Pruning is recorded in the audit log with its counts.
"""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Final, Literal

import msgspec
from teambrain.core import audit
from teambrain.core.clock import Clock, system_clock, week_of
from teambrain.core.config import Config, RetentionConfig
from teambrain.core.records.governance import (  # re-exported: the records, named where their rules live
    Detail as Detail,
)
from teambrain.core.records.governance import (
    JobState as JobState,
)
from teambrain.core.store import Store, Txn

if TYPE_CHECKING:
    from teambrain.core.episodes import retention
    from teambrain.core.governance import reflect
    from teambrain.core.sanitize.protocol import (
        Sanitizer,  # the jobs' modules load when a job is built: `stats` needs none of them
    )

DAILY, WEEKLY = "daily", "weekly"
LEASE = timedelta(hours=2)
"""A claimed job not finished by then is presumed dead with its tick and may be claimed again."""
RETRY_AFTER = timedelta(hours=1)

Outcome = Literal["ran", "not_due", "running_elsewhere", "retry_later", "failed"]
RAN: Final = "ran"
NOT_DUE: Final = "not_due"
RUNNING_ELSEWHERE: Final = "running_elsewhere"
RETRY_LATER: Final = "retry_later"
FAILED: Final = "failed"

JOB_PERIODS: dict[str, str] = {"prune": DAILY, "reflect": DAILY, "decay": WEEKLY}
"""The default jobs, in the order a tick runs them."""


@dataclass(frozen=True)
class Job:
    """A named piece of housekeeping and how often it is due; `run(now)` returns its counts."""

    name: str
    every: str
    run: Callable[[datetime], Mapping[str, int | str]]


class JobRun(msgspec.Struct, kw_only=True):
    job: str
    period: str
    outcome: Outcome
    detail: Detail = {}
    error: str = ""


class TickReport(msgspec.Struct, kw_only=True):
    at: datetime
    runs: list[JobRun]

    @property
    def failed(self) -> bool:
        return any(r.outcome == FAILED for r in self.runs)


def period_of(every: str, at: datetime) -> str:
    """The period a moment falls in: the UTC date, or the ISO week."""
    if every == DAILY:
        return at.date().isoformat()
    if every == WEEKLY:
        return week_of(at)
    raise ValueError(f"a job is due daily or weekly, not {every!r}")


# -- the jobs ------------------------------------------------------------------------------


def prune(
    store: Store,
    policy: RetentionConfig,
    *,
    clock: Clock = system_clock,
    channel: audit.Channel = audit.SCHEDULE,
) -> retention.PruneReport:
    """Prune episodes past retention (episodes/retention.py records the counts in the audit log).

    `channel` says who asked: the schedule, or a person (`teambrain prune`, channel local).
    """
    from teambrain.core.episodes import retention

    return retention.prune(
        store, days=policy.days, batch=policy.batch, clock=clock, channel=channel
    )


def default_jobs(
    store: Store,
    config: Config,
    *,
    sanitizer: Sanitizer | None = None,
    reflector: reflect.Reflector | None = None,
) -> list[Job]:
    """prune (daily), reflect (daily, every owner), decay (weekly), in that order.

    The sanitizer and the reflector are built from the config when reflection is due and
    there is anyone to reflect for.
    """

    from teambrain.core.governance import decay, reflect, reflectors

    def run_prune(now: datetime) -> Detail:
        report = prune(store, config.retention, clock=lambda: now)
        return {"episodes": report.episodes, "events": report.events}

    def run_reflect(now: datetime) -> Detail:
        owners = reflect.owners_in_store(store)
        if not owners:
            return {"owners": 0, "filed": 0, "failed_owners": 0}
        chosen = reflector or reflectors.build_reflector(config.reflect, store=store)
        cleaner = sanitizer
        if cleaner is None:
            from teambrain.core.sanitize.engine import build_sanitizer

            cleaner = build_sanitizer(config.sanitizer)
        reports = reflect.reflect(store, owners, chosen, cleaner, config.reflect, clock=lambda: now)
        return reflection_detail(reports)

    def run_decay(now: datetime) -> Detail:
        report = decay.run_pass(store, config.decay, clock=lambda: now)
        return {
            "week": report.week,
            "flagged": len(report.flagged),
            "flagged_before": report.flagged_before,
        }

    runs = {"prune": run_prune, "reflect": run_reflect, "decay": run_decay}
    return [Job(name, every, runs[name]) for name, every in JOB_PERIODS.items()]


# -- tick ----------------------------------------------------------------------------------


def _state(txn: Txn, name: str) -> JobState:
    return txn.governance.job(name) or JobState(name=name)


def _claim(
    txn: Txn, job: Job, period: str, now: datetime, holder: str
) -> Literal["not_due", "running_elsewhere", "retry_later", ""]:
    """Take the job's lease for this period; "" when taken, else why it does not run now."""
    state = _state(txn, job.name)
    if state.last_period == period:
        return NOT_DUE
    if state.lease_holder and state.lease_until is not None and state.lease_until > now:
        return RUNNING_ELSEWHERE
    if state.last_failed_at is not None and now - state.last_failed_at < RETRY_AFTER:
        return RETRY_LATER
    state.lease_holder, state.lease_until = holder, now + LEASE
    txn.governance.put_job(state)
    return ""


def _finish(
    txn: Txn,
    job: Job,
    holder: str,
    now: datetime,
    *,
    period: str | None = None,
    detail: Detail | None = None,
    error: str = "",
) -> None:
    """Record how a claimed run ended (a period means success) and release the lease."""
    state = _state(txn, job.name)
    if state.lease_holder == holder:
        state.lease_holder, state.lease_until = "", None
    if period is not None:
        state.last_period, state.last_run_at, state.runs = period, now, state.runs + 1
        state.last_detail, state.last_error, state.last_failed_at = detail or {}, "", None
    elif error:
        state.last_error, state.last_failed_at = error[:500], now
    txn.governance.put_job(state)


def new_holder() -> str:
    """Who holds a lease: host, process and a random tag (two ticks in one process differ)."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def tick(
    store: Store,
    jobs: Sequence[Job],
    *,
    clock: Clock = system_clock,
    holder: str | None = None,
) -> TickReport:
    """Run every job that is due and not running elsewhere, one after the other."""
    holder = holder or new_holder()
    at = clock()
    return TickReport(at=at, runs=[_run(store, job, clock, holder) for job in jobs])


def _run(store: Store, job: Job, clock: Clock, holder: str) -> JobRun:
    """Claim one job's period and run it; its failure is reported, never raised."""
    now = clock()
    period = period_of(job.every, now)
    refused = store.write(lambda txn: _claim(txn, job, period, now, holder))
    if refused:
        return JobRun(job=job.name, period=period, outcome=refused)
    finished = False
    try:
        detail = dict(job.run(now))
        store.write(lambda txn: _finish(txn, job, holder, clock(), period=period, detail=detail))
        finished = True
        return JobRun(job=job.name, period=period, outcome=RAN, detail=detail)
    except Exception as e:  # one job's failure must not stop the others; it is reported
        error = f"{type(e).__name__}: {e}"
        store.write(lambda txn: _finish(txn, job, holder, clock(), error=error))
        finished = True
        return JobRun(job=job.name, period=period, outcome=FAILED, error=error)
    finally:
        if not finished:  # interrupted: give the lease back so the next tick can run it
            store.write(lambda txn: _finish(txn, job, holder, clock()))


def reflection_detail(reports: Sequence[reflect.ReflectionReport]) -> Detail:
    """What a reflection pass over every owner did, as its job's run records it."""
    return {
        "owners": len(reports),
        "filed": sum(r.filed for r in reports),
        "failed_owners": sum(bool(r.error) for r in reports),
    }


def record_run(store: Store, name: str, at: datetime, detail: Detail) -> None:
    """Record a job's whole pass run by hand (`reflect --all`) as that period's run, as a tick
    would: its last run shows, and the tick later that period has nothing left to do."""
    job = Job(name, JOB_PERIODS.get(name, DAILY), lambda _now: detail)
    store.write(
        lambda txn: _finish(txn, job, "", at, period=period_of(job.every, at), detail=detail)
    )


def job_states(store: Store) -> dict[str, JobState]:
    """The default jobs and any other the store has seen, by name (a job never run has
    no last run)."""
    with store.read() as txn:
        seen = {state.name: state for state in txn.governance.jobs()}
    return {**{name: JobState(name=name) for name in JOB_PERIODS}, **seen}
