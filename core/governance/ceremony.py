"""The share ceremony: the team's sitting over approved lessons still waiting to be shared.

The agenda is every member's approved, undecided private lessons, grouped by owner, oldest
first, each with its citation trail. In a sitting each owner decides their own items: share
with the team (attribution kept), keep private, or archive. Undecided items carry over to
the next agenda and never expire; one that sat on an earlier ceremony's agenda says since when.

A ceremony is a UTC day's sitting: every batch decided that day joins its record (who
attended = who decided, what each decided, when), kept in the `ceremonies` database.

Invariants kept here: a batch is applied in one write transaction through the knowledge
base's own transitions (core/knowledge/entries.py `apply`), so it lands whole or not at all and the
error names the item that failed; only the owner decides their items, and a decision by
anyone else refuses the whole batch and is recorded in that owner's audit log; only items
on the agenda can be decided here. Lesson text never enters the ceremony record.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Final

import msgspec
from teambrain.core import audit
from teambrain.core.clock import Clock, system_clock
from teambrain.core.errors import Forbidden, InvalidTransition, NotFound, TeambrainError
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.entries import CitedEpisode, KnowledgeEntry, on_agenda
from teambrain.core.records.governance import (  # re-exported: the records, named where their rules live
    Ceremony as Ceremony,
)
from teambrain.core.records.governance import (
    Decision as Decision,
)
from teambrain.core.records.governance import (
    DecisionWord as DecisionWord,
)
from teambrain.core.records.governance import (
    parse_decision as parse_decision,
)
from teambrain.core.store import Store, Txn

SHARE: Final = "share"
PRIVATE: Final = "private"
ARCHIVE: Final = "archive"
DECISIONS: dict[DecisionWord, knowledge.Move] = {
    SHARE: knowledge.SHARE,
    PRIVATE: knowledge.KEEP_PRIVATE,
    ARCHIVE: knowledge.ARCHIVE,
}
"""A ceremony decision -> the knowledge-base transition it makes."""


class AgendaItem(msgspec.Struct, kw_only=True):
    """One lesson waiting for its owner's decision."""

    entry_id: str
    owner: str
    text: str
    origin: knowledge.Origin
    approved_at: datetime
    flagged: bool = False
    carried_over_since: datetime | None = None
    """When the first earlier ceremony that had it on its agenda sat; None if it is new."""
    citations: list[CitedEpisode] = []
    """The citation trail, resolved against the viewer's own episodes: snippets for your
    own items, bare episode ids for everyone else's (episodes are owner-private)."""


class OwnerAgenda(msgspec.Struct, kw_only=True):
    owner: str
    items: list[AgendaItem]


class Agenda(msgspec.Struct, kw_only=True):
    at: datetime
    viewer: str
    size: int
    owners: list[OwnerAgenda]


class BatchOutcome(msgspec.Struct, kw_only=True):
    ceremony_id: str
    decided: list[Decision]
    counts: dict[str, int]


# -- the agenda ----------------------------------------------------------------------------


def _approved_at(entry: KnowledgeEntry) -> datetime:
    return entry.decided_at or entry.created_at


def iter_agenda_entries(txn: Txn) -> Iterable[KnowledgeEntry]:
    """Every entry on the agenda, any owner, in id order."""
    for entry in txn.knowledge.all():
        if on_agenda(entry):
            yield entry


def _ceremonies(txn: Txn, *, newest_first: bool = False) -> list[Ceremony]:
    return txn.governance.ceremonies(newest_first=newest_first)


def _carried_over_since(entry: KnowledgeEntry, earlier: Sequence[Ceremony]) -> datetime | None:
    approved = _approved_at(entry)
    for ceremony in earlier:
        if ceremony.ended_at >= approved:
            return ceremony.started_at
    return None


def agenda(store: Store, viewer: str, *, clock: Clock = system_clock) -> Agenda:
    """The agenda as `viewer` sees it: every member's items, grouped by owner, oldest first."""
    now = clock()
    today = ceremony_id(now)
    with store.read() as txn:
        entries = list(iter_agenda_entries(txn))
        earlier = [c for c in _ceremonies(txn) if c.id < today]
    groups: dict[str, list[AgendaItem]] = {}
    for entry in sorted(entries, key=lambda e: (_approved_at(e), e.id)):
        trail = [
            knowledge.resolve_citation(store, viewer, c)
            if entry.owner == viewer
            else CitedEpisode(id=c, found=False)
            for c in entry.citations
        ]
        groups.setdefault(entry.owner, []).append(
            AgendaItem(
                entry_id=entry.id,
                owner=entry.owner,
                text=entry.text,
                origin=entry.origin,
                approved_at=_approved_at(entry),
                flagged=entry.flagged,
                carried_over_since=_carried_over_since(entry, earlier),
                citations=trail,
            )
        )
    return Agenda(
        at=now,
        viewer=viewer,
        size=len(entries),
        owners=[OwnerAgenda(owner=o, items=groups[o]) for o in sorted(groups)],
    )


# -- deciding ------------------------------------------------------------------------------


def ceremony_id(at: datetime) -> str:
    return at.date().isoformat()


def _check_item(txn: Txn, actor: str, entry_id: str) -> KnowledgeEntry:
    """The entry if `actor` may decide it here; otherwise the error that refuses it."""
    entry = knowledge._load(txn, entry_id)
    if entry is None or not (on_agenda(entry) or knowledge.visible_to(entry, actor)):
        raise NotFound(f"no agenda item {entry_id!r} that you can see")
    if entry.owner != actor:
        raise Forbidden(f"only {entry.owner} may decide entry {entry.id}")
    if not on_agenda(entry):
        where = f"{entry.state}/{entry.visibility}"
        raise InvalidTransition(
            f"entry {entry.id} is not on the agenda (it is {where}"
            + (", already decided)" if entry.sharing_decided_at else ")")
        )
    return entry


class _Refused(Exception):
    """Carries the batch's foreign items out of the rolled-back transaction."""

    def __init__(self, foreign: list[tuple[int, str, DecisionWord]]) -> None:
        self.foreign = foreign


def decide(
    store: Store,
    actor: str,
    decisions: Sequence[tuple[str, str]],
    *,
    clock: Clock = system_clock,
    channel: audit.Channel = audit.LOCAL,
) -> BatchOutcome:
    """Apply a batch of (entry id, decision) as `actor`, all or nothing.

    Raises NotFound, Forbidden or InvalidTransition naming the first item that failed;
    nothing of the batch is applied then. Items of someone else's refuse the whole batch
    and every such attempt is audited in its owner's log.
    """
    if not decisions:
        raise TeambrainError("nothing to decide: give ENTRY_ID DECISION pairs")
    batch = [(entry_id.strip(), parse_decision(word)) for entry_id, word in decisions]
    seen: set[str] = set()
    for entry_id, _ in batch:
        if entry_id in seen:
            raise TeambrainError(f"entry {entry_id} appears twice in the batch; decide it once")
        seen.add(entry_id)
    at = clock()
    cid = ceremony_id(at)

    def write(txn: Txn) -> BatchOutcome:
        foreign = []
        for n, (entry_id, word) in enumerate(batch, 1):
            try:
                _check_item(txn, actor, entry_id)
            except Forbidden:
                foreign.append((n, entry_id, word))
            except TeambrainError as e:
                raise type(e)(f"item {n} ({entry_id} {word}): {e}; nothing was applied") from e
        if foreign:
            raise _Refused(foreign)
        decided = []
        for n, (entry_id, word) in enumerate(batch, 1):
            try:
                entry = knowledge.apply(
                    txn,
                    actor,
                    entry_id,
                    DECISIONS[word],
                    at=at,
                    detail={"ceremony": cid},
                    channel=channel,
                )
            except TeambrainError as e:
                raise type(e)(f"item {n} ({entry_id} {word}): {e}; nothing was applied") from e
            decided.append(
                Decision(at=at, by=actor, entry_id=entry.id, owner=entry.owner, decision=word)
            )
        counts: dict[str, int] = {
            word: sum(d.decision == word for d in decided) for word in DECISIONS
        }
        _record(txn, cid, at, actor, decided)
        audit.append(
            txn,
            at=at,
            actor=actor,
            owner=actor,
            action="ceremony",
            detail={"ceremony": cid, **counts},
            channel=channel,
        )
        return BatchOutcome(ceremony_id=cid, decided=decided, counts=counts)

    try:
        return store.write(write)
    except _Refused as refused:
        for _, entry_id, word in refused.foreign:
            knowledge.audit_refusal(store, actor, entry_id, DECISIONS[word], at, channel=channel)
        n, entry_id, _ = refused.foreign[0]
        with store.read() as txn:
            entry = knowledge._load(txn, entry_id)
        owner = entry.owner if entry else "its owner"
        raise Forbidden(
            f"item {n} ({entry_id}): only {owner} may decide it; nothing was applied"
            + (
                f" ({len(refused.foreign)} items in this batch are not yours)"
                if len(refused.foreign) > 1
                else ""
            )
        ) from None


def _record(txn: Txn, cid: str, at: datetime, actor: str, decided: list[Decision]) -> None:
    ceremony = txn.governance.ceremony(cid) or Ceremony(id=cid, started_at=at, ended_at=at)
    ceremony.ended_at = max(ceremony.ended_at, at)
    if actor not in ceremony.attendees:
        ceremony.attendees.append(actor)
    ceremony.decisions.extend(decided)
    txn.governance.put_ceremony(ceremony)


def history(store: Store, *, limit: int = 50) -> list[Ceremony]:
    """Every ceremony held, newest first: when, who attended, what was decided."""
    with store.read() as txn:
        return _ceremonies(txn, newest_first=True)[:limit]
