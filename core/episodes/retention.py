"""Bounded retention: episodes and execution events older than N days are pruned.

Pruning walks the time-ordered id keys from the oldest, deleting each record with every
index entry that points at it (owner listings, sessions, tool ids, the recall index), and
the fallback sessions idle since before the cutoff, in batches of bounded size so the writer is never held long and readers never wait.
"""

from __future__ import annotations

from datetime import datetime, timedelta

import msgspec
from teambrain.core import audit
from teambrain.core.clock import Clock, system_clock, to_ms
from teambrain.core.episodes import index as recall_index
from teambrain.core.episodes.model import (
    EXCHANGE,
    EXECUTION,
    Episode,
    ExecutionEvent,
    FallbackSession,
)
from teambrain.core.ids import id_floor
from teambrain.core.store import Store, Txn, key


class PruneReport(msgspec.Struct):
    cutoff: str
    episodes: int = 0
    events: int = 0


def cutoff_for(days: int, clock: Clock = system_clock) -> datetime:
    return clock() - timedelta(days=days)


def _prune_batch(txn: Txn, cutoff_key: bytes, batch: int) -> tuple[int, int]:
    """Up to `batch` deletions: episodes, then events (their counts)."""
    episodes = events = 0
    doomed = [
        kv for _, kv in zip(range(batch), txn.range("episodes", b"", cutoff_key), strict=False)
    ]
    for raw_id, value in doomed:
        ep = msgspec.msgpack.decode(value, type=Episode)
        recall_index.unindex_episode(txn, ep)
        txn.delete("owner_episodes", key(ep.owner, ep.id))
        txn.delete("sessions", key(ep.owner, ep.session_id, EXCHANGE, ep.id))
        if ep.response_id:
            txn.delete("response_sessions", key(ep.owner, ep.response_id))
        txn.delete("episodes", raw_id)
        episodes += 1
    room = batch - episodes
    doomed = [kv for _, kv in zip(range(room), txn.range("events", b"", cutoff_key), strict=False)]
    for raw_id, value in doomed:
        ev = msgspec.msgpack.decode(value, type=ExecutionEvent)
        recall_index.unindex_event(txn, ev)
        txn.delete("owner_events", key(ev.owner, ev.id))
        txn.delete("sessions", key(ev.owner, ev.session_id, EXECUTION, ev.id))
        tool_key = key(ev.owner, ev.session_id, ev.tool_id)
        if txn.get("tool_ids", tool_key) == raw_id:  # a newer call may hold the id now
            txn.delete("tool_ids", tool_key)
        txn.delete("events", raw_id)
        events += 1
    return episodes, events


def _prune_fallback_sessions(txn: Txn, cutoff: datetime, batch: int) -> int:
    """Up to `batch` fallback sessions idle since before the cutoff (core/episodes/)."""
    stale = [
        k
        for k, value in txn.range("fallback_sessions")
        if msgspec.msgpack.decode(value, type=FallbackSession).last_at < cutoff
    ][:batch]
    for k in stale:
        txn.delete("fallback_sessions", k)
    return len(stale)


def prune(
    store: Store,
    *,
    days: int,
    batch: int = 200,
    clock: Clock = system_clock,
    channel: str = audit.SCHEDULE,
    record_nothing: bool = True,
) -> PruneReport:
    """Delete every episode and event older than `days`, batch by batch, and say so in the
    audit log (who asked: `channel`). The one prune path: the schedule's, a person's
    (`teambrain prune`) and the proxy's hourly housekeeping (which records only a prune that
    removed something: `record_nothing=False`)."""
    cutoff = cutoff_for(days, clock)
    cutoff_key = id_floor(to_ms(cutoff)).encode()
    report = PruneReport(cutoff=cutoff.isoformat())
    while True:
        episodes, events = store.write(lambda txn: _prune_batch(txn, cutoff_key, batch))
        report.episodes += episodes
        report.events += events
        if episodes + events < batch:
            break
    while store.write(lambda txn: _prune_fallback_sessions(txn, cutoff, batch)) == batch:
        pass
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


def _record(txn: Txn, report: PruneReport) -> None:
    txn.counter_add("pruned.episodes", report.episodes)
    txn.counter_add("pruned.events", report.events)
