"""Reading episodes: every read takes the acting owner and returns only that owner's records.

Invariant (owner-private): a record of someone else is indistinguishable from a missing one.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.errors import NotFound
from teambrain.core.records.episodes import Status
from teambrain.core.store import Store, Txn

# -- owner-clamped reads ----------------------------------------------------------------


def iter_episodes(
    txn: Txn,
    owner: str,
    *,
    since: datetime | None = None,
    until: datetime | None = None,
    newest_first: bool = True,
) -> Iterator[Episode]:
    """The owner's episodes in a time window (ids sort by time)."""
    return txn.episodes.episodes(owner, since=since, until=until, newest_first=newest_first)


def iter_events(
    txn: Txn,
    owner: str,
    *,
    since: datetime | None = None,
    until: datetime | None = None,
    newest_first: bool = True,
) -> Iterator[ExecutionEvent]:
    """The owner's execution events in a time window."""
    return txn.episodes.events(owner, since=since, until=until, newest_first=newest_first)


def list_episodes(
    store: Store,
    owner: str,
    *,
    since: datetime | None = None,
    until: datetime | None = None,
    session_id: str | None = None,
    model: str | None = None,
    status: Status | None = None,
    limit: int = 50,
) -> list[Episode]:
    """The owner's newest episodes first, optionally in one session, of one model (a part of
    its name, any case: `sonnet`) or with one capture status."""
    wanted = model.casefold() if model else None
    with store.read() as txn:
        out = []
        for ep in iter_episodes(txn, owner, since=since, until=until):
            if session_id is not None and ep.session_id != session_id:
                continue
            if wanted is not None and wanted not in (ep.model or "").casefold():
                continue
            if status is not None and ep.status != status:
                continue
            out.append(ep)
            if len(out) >= limit:
                break
        return out


def get_episode(store: Store, owner: str, episode_id: str) -> Episode:
    """One of the owner's episodes; NotFound for a missing id and for anyone else's."""
    with store.read() as txn:
        ep = txn.episodes.episode(owner, episode_id)
    if ep is None:
        raise NotFound(f"no episode {episode_id!r} of yours")
    return ep


def get_event(store: Store, owner: str, event_id: str) -> ExecutionEvent:
    with store.read() as txn:
        ev = txn.episodes.event(owner, event_id)
    if ev is None:
        raise NotFound(f"no execution event {event_id!r} of yours")
    return ev


def session_records(
    txn: Txn, owner: str, session_id: str
) -> tuple[list[Episode], list[ExecutionEvent]]:
    """One session of the owner's: its exchanges and its tool calls, oldest first."""
    episodes = [
        ep
        for record_id in txn.episodes.session_exchange_ids(owner, session_id)
        if (ep := txn.episodes.episode(owner, record_id)) is not None
    ]
    events = [
        ev
        for record_id in txn.episodes.session_event_ids(owner, session_id)
        if (ev := txn.episodes.event(owner, record_id)) is not None
    ]
    events.sort(key=lambda e: e.order)
    return episodes, events


def exchange_events(txn: Txn, owner: str, episode: Episode) -> list[ExecutionEvent]:
    """The tool calls one of the owner's exchanges asked for, in the order the session made them.

    Read through the session index from the exchange's own time on (a call is recorded when
    the response that asked for it ends), so a long session is not read from its start.
    """
    calls = []
    for record_id in txn.episodes.session_event_ids(
        owner, episode.session_id, since=episode.started_at
    ):
        event = txn.episodes.event(owner, record_id)
        if event is not None and event.exchange_id == episode.id:
            calls.append(event)
    calls.sort(key=lambda e: e.order)
    return calls


def counts(store: Store, owner: str | None = None) -> dict[str, int]:
    """Episode and event counts: one owner's, or the whole store's (for operators)."""
    with store.read() as txn:
        episodes, events = txn.episodes.counts(owner)
    return {"episodes": episodes, "events": events}
