"""Bounded retention: episodes and execution events older than N days are pruned.

The store removes each expired record with every index entry that points at it (owner
listings, sessions, tool ids, the recall index), the fallback sessions idle since before
the cutoff and injection's session blocks chosen before it, in batches of bounded size so the writer is never held long and readers
never wait (core/store/repos.py Episodes.expire); then it brings the recall index's
rolled-up statistics up to date (RecallIndex.roll_up: PostgreSQL's past weeks).
"""

from __future__ import annotations

from datetime import datetime, timedelta

import msgspec
from teambrain.core import audit
from teambrain.core.clock import Clock, system_clock
from teambrain.core.store import Store, Txn

ROLL_UP_OWNERS = 20
"""Owners whose index statistics one write transaction rolls up (retention's last step)."""


class PruneReport(msgspec.Struct):
    cutoff: str
    episodes: int = 0
    events: int = 0


def cutoff_for(days: int, clock: Clock = system_clock) -> datetime:
    return clock() - timedelta(days=days)


def prune(
    store: Store,
    *,
    days: int,
    batch: int = 200,
    clock: Clock = system_clock,
    channel: audit.Channel = audit.SCHEDULE,
    record_nothing: bool = True,
) -> PruneReport:
    """Delete every episode and event older than `days`, batch by batch, and say so in the
    audit log (who asked: `channel`). The one prune path: the schedule's, a person's
    (`teambrain prune`) and the proxy's hourly housekeeping (which records only a prune that
    removed something: `record_nothing=False`)."""
    cutoff = cutoff_for(days, clock)
    report = PruneReport(cutoff=cutoff.isoformat())
    while True:
        episodes, events = store.write(lambda txn: txn.episodes.expire(cutoff, batch=batch))
        report.episodes += episodes
        report.events += events
        if episodes + events < batch:
            break
    while (
        store.write(lambda txn: txn.episodes.expire_fallback_sessions(cutoff, batch=batch)) == batch
    ):
        pass
    while store.write(lambda txn: txn.episodes.expire_held_results(cutoff, batch=batch)) == batch:
        pass  # results whose calls were never captured
    while store.write(lambda txn: txn.inject.expire(cutoff, batch=batch)) == batch:
        pass  # injection's per-session blocks chosen before the cutoff
    roll_up(store, clock)
    if report.episodes or report.events:
        store.write(lambda txn: _record(txn, report))
    if report.episodes or report.events or record_nothing:
        audit.record(
            store,
            at=clock(),
            actor=audit.SYSTEM,
            owner="",
            action="prune",
            detail={"episodes": report.episodes, "events": report.events, "days": days},
            channel=channel,
        )
    return report


def roll_up(store: Store, clock: Clock = system_clock) -> None:
    """Bring the recall index's rolled-up statistics up to date (records older than an
    hour), a few owners per write transaction."""
    now_s = int(clock().timestamp())
    while (
        store.write(lambda txn: txn.index.roll_up(now_s, owners=ROLL_UP_OWNERS)) == ROLL_UP_OWNERS
    ):
        pass


def _record(txn: Txn, report: PruneReport) -> None:
    txn.meta.counter_add("pruned.episodes", report.episodes)
    txn.meta.counter_add("pruned.events", report.events)
