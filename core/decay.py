"""Bounded forgetting: the weekly decay pass flags a few idle lessons for a person to confirm.

An approved entry is idle when it was never injected and has not been retrieved for
`idle_days` (default 90), counted from the start of its idle clock (its approval, or the
last keep or restore): an entry younger than the idle period is never idle. The pass flags
the oldest-idle first, at most `max_flags_per_week` (default 5) per ISO week (UTC); the
week's count lives in the store (`decay_weeks`), so running the pass again that week adds
nothing beyond the budget. A person then confirms each flag: keep (flag cleared, idle clock
reset) or quarantine (out of search and injection; `kb restore` brings it back).

Invariants kept here: nothing is ever deleted; flags are made by the system actor through
the knowledge base's own transition (core/knowledge.py `apply`), in one write transaction
with the week's count, so two passes can never exceed the budget; keep and quarantine are
the owner's alone.
"""

from __future__ import annotations

from datetime import datetime, timedelta

import msgspec
from teambrain.core import audit, knowledge
from teambrain.core.clock import Clock, system_clock
from teambrain.core.config import DecayConfig
from teambrain.core.knowledge import KnowledgeEntry
from teambrain.core.store import Store, Txn, decode


class FlaggedEntry(msgspec.Struct, kw_only=True):
    entry_id: str
    owner: str
    idle_since: datetime


class DecayWeek(msgspec.Struct, kw_only=True):
    """What the passes of one ISO week flagged (the budget counts these)."""

    week: str
    flagged: list[FlaggedEntry] = []
    passes: int = 0


class DecayReport(msgspec.Struct, kw_only=True):
    """One pass: the week, its budget, what earlier passes that week used, what this one flagged."""

    at: datetime
    week: str
    budget: int
    idle_days: int
    flagged_before: int
    """Flags earlier passes made this week."""
    idle_found: int
    """Idle, unflagged entries the pass saw (before the budget)."""
    flagged: list[FlaggedEntry]

    def for_owner(self, owner: str) -> DecayReport:
        """The report as `owner` may read it: counts, and only their own flagged entries."""
        return msgspec.structs.replace(self, flagged=[f for f in self.flagged if f.owner == owner])


class DecayReview(msgspec.Struct, kw_only=True):
    """An owner's entries waiting on decay: open flags to confirm, and quarantined ones."""

    owner: str
    flagged: list[KnowledgeEntry]
    quarantined: list[KnowledgeEntry]


def week_of(at: datetime) -> str:
    """The ISO week of a moment in UTC, e.g. 2026-W45."""
    year, week, _ = at.isocalendar()
    return f"{year}-W{week:02d}"


def idle_since(entry: KnowledgeEntry) -> datetime:
    """When the entry last showed life: the start of its idle clock, or its last retrieval."""
    start = entry.idle_since or entry.decided_at or entry.created_at
    if entry.last_retrieved_at is not None and entry.last_retrieved_at > start:
        return entry.last_retrieved_at
    return start


def is_idle(entry: KnowledgeEntry, now: datetime, idle_days: int) -> bool:
    """Approved, unflagged, never injected, and no sign of life for `idle_days`."""
    return (
        entry.state == knowledge.APPROVED
        and not entry.flagged
        and entry.injected_count == 0
        and idle_since(entry) <= now - timedelta(days=idle_days)
    )


def _week(txn: Txn, week: str) -> DecayWeek:
    return txn.get_obj("decay_weeks", week.encode(), DecayWeek) or DecayWeek(week=week)


def run_pass(store: Store, policy: DecayConfig, *, clock: Clock = system_clock) -> DecayReport:
    """Flag the oldest-idle entries of every owner, up to what is left of the week's budget."""
    now = clock()
    week = week_of(now)

    def write(txn: Txn) -> DecayReport:
        record = _week(txn, week)
        idle = sorted(
            (
                e
                for _, raw in txn.range("knowledge")
                if is_idle(e := decode(raw, KnowledgeEntry), now, policy.idle_days)
            ),
            key=lambda e: (idle_since(e), e.id),
        )
        room = max(0, policy.max_flags_per_week - len(record.flagged))
        flagged = []
        for entry in idle[:room]:
            since = idle_since(entry)
            knowledge.apply(
                txn,
                audit.SYSTEM,
                entry.id,
                knowledge.FLAG,
                at=now,
                note=(
                    f"idle since {since:%Y-%m-%d}: never injected, "
                    f"not retrieved for {policy.idle_days} days"
                ),
                detail={"week": week, "idle_days": policy.idle_days},
                channel=audit.SCHEDULE,
            )
            flagged.append(FlaggedEntry(entry_id=entry.id, owner=entry.owner, idle_since=since))
        report = DecayReport(
            at=now,
            week=week,
            budget=policy.max_flags_per_week,
            idle_days=policy.idle_days,
            flagged_before=len(record.flagged),
            idle_found=len(idle),
            flagged=flagged,
        )
        record.flagged.extend(flagged)
        record.passes += 1
        txn.put_obj("decay_weeks", week.encode(), record)
        return report

    return store.write(write)


def review(store: Store, owner: str) -> DecayReview:
    """The owner's open flags (oldest flag first) and quarantined entries."""
    with store.read() as txn:
        own = list(knowledge.iter_own(txn, owner))
    flagged = [e for e in own if e.state == knowledge.APPROVED and e.flagged]
    flagged.sort(key=lambda e: (e.flagged_at or e.created_at, e.id))
    quarantined = [e for e in own if e.state == knowledge.QUARANTINED]
    return DecayReview(owner=owner, flagged=flagged, quarantined=quarantined)


def keep(
    store: Store,
    actor: str,
    entry_id: str,
    *,
    clock: Clock = system_clock,
    channel: str = audit.LOCAL,
) -> KnowledgeEntry:
    """Confirm a flagged entry is still worth keeping: the flag clears, the idle clock restarts."""
    return knowledge.keep(store, actor, entry_id, clock=clock, channel=channel)


def quarantine(
    store: Store,
    actor: str,
    entry_id: str,
    *,
    clock: Clock = system_clock,
    channel: str = audit.LOCAL,
) -> KnowledgeEntry:
    """Take a flagged entry out of search and injection (reversible with `kb restore`)."""
    return knowledge.quarantine(store, actor, entry_id, clock=clock, channel=channel)
