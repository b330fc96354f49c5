"""Bounded forgetting: the weekly decay pass flags a few idle lessons for a person to confirm.

An approved entry is idle when it has been neither injected nor retrieved for `idle_days`
(default 90), counted from its last use: the latest of its last injection, its last
retrieval and the start of its idle clock (its approval, or the last keep or restore). Use
long ago buys no immunity: an entry injected once and never again becomes idle
`idle_days` after that injection. The pass flags the longest-idle first (oldest last use),
at most `max_flags_per_week` (default 5, never more) per ISO week (UTC); the week's count
lives in the store (`decay_weeks`), so running the pass again that week adds nothing
beyond the budget. A person then confirms each flag: keep (flag cleared, idle clock
reset) or quarantine (out of search and injection; `kb restore` brings it back).

Invariants kept here: nothing is ever deleted; flags are made by the system actor through
the knowledge base's own transition (core/knowledge/entries.py `apply`), in one write transaction
with the week's count, so two passes can never exceed the budget; keep and quarantine are
the owner's alone.
"""

from __future__ import annotations

from datetime import datetime, timedelta

import msgspec
from teambrain.core import audit
from teambrain.core.clock import Clock, system_clock, week_of
from teambrain.core.config import DECAY_FLAGS_CEILING, DecayConfig
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.entries import KnowledgeEntry
from teambrain.core.records.governance import (  # re-exported: the records, named where their rules live
    DecayWeek as DecayWeek,
)
from teambrain.core.records.governance import (
    FlaggedEntry as FlaggedEntry,
)
from teambrain.core.store import Store, Txn


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


def idle_since(entry: KnowledgeEntry) -> datetime:
    """The entry's last use: its last injection or retrieval, or the start of its idle clock."""
    start = entry.idle_since or entry.decided_at or entry.created_at
    uses = (entry.last_injected_at, entry.last_retrieved_at)
    return max((start, *(at for at in uses if at is not None)))


def is_idle(entry: KnowledgeEntry, now: datetime, idle_days: int) -> bool:
    """Approved, unflagged, and neither injected nor retrieved for `idle_days`."""
    return (
        entry.state == knowledge.APPROVED
        and not entry.flagged
        and idle_since(entry) <= now - timedelta(days=idle_days)
    )


def _why_idle(entry: KnowledgeEntry, since: datetime, idle_days: int) -> str:
    unused = "not injected or retrieved"
    if entry.injected_count == 0:
        unused = "never injected, not retrieved"
    return f"idle since {since:%Y-%m-%d}: {unused} for {idle_days} days"


def _week(txn: Txn, week: str) -> DecayWeek:
    return txn.governance.decay_week(week) or DecayWeek(week=week)


def run_pass(store: Store, policy: DecayConfig, *, clock: Clock = system_clock) -> DecayReport:
    """Flag the oldest-idle entries of every owner, up to what is left of the week's budget."""
    now = clock()
    week = week_of(now)

    def write(txn: Txn) -> DecayReport:
        record = _week(txn, week)
        idle = sorted(
            (e for e in txn.knowledge.all() if is_idle(e, now, policy.idle_days)),
            key=lambda e: (idle_since(e), e.id),
        )
        budget = min(policy.max_flags_per_week, DECAY_FLAGS_CEILING)
        room = max(0, budget - len(record.flagged))
        flagged = []
        for entry in idle[:room]:
            since = idle_since(entry)
            knowledge.apply(
                txn,
                audit.SYSTEM,
                entry.id,
                knowledge.FLAG,
                at=now,
                note=_why_idle(entry, since, policy.idle_days),
                detail={"week": week, "idle_days": policy.idle_days},
                channel=audit.SCHEDULE,
            )
            flagged.append(FlaggedEntry(entry_id=entry.id, owner=entry.owner, idle_since=since))
        report = DecayReport(
            at=now,
            week=week,
            budget=budget,
            idle_days=policy.idle_days,
            flagged_before=len(record.flagged),
            idle_found=len(idle),
            flagged=flagged,
        )
        record.flagged.extend(flagged)
        record.passes += 1
        txn.governance.put_decay_week(record)
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
