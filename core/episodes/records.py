"""Reading episodes: every read takes the acting owner and returns only that owner's records.

Invariant (owner-private): a record of someone else is indistinguishable from a missing one.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime

from teambrain.core.clock import to_ms
from teambrain.core.episodes.model import (
    EXCHANGE,
    EXECUTION,
    Episode,
    ExecutionEvent,
)
from teambrain.core.errors import NotFound
from teambrain.core.ids import id_floor
from teambrain.core.store import Store, Txn, key

# -- owner-clamped reads ----------------------------------------------------------------


def _window_bounds(
    owner: str, since: datetime | None, until: datetime | None
) -> tuple[bytes, bytes]:
    start = key(owner, id_floor(to_ms(since)) if since else "")
    stop = key(owner, id_floor(to_ms(until))) if until else key(owner) + b"\x01"
    return start, stop


def _iter_owned(
    txn: Txn,
    index: str,
    records: str,
    type_: type,
    owner: str,
    since: datetime | None,
    until: datetime | None,
    newest_first: bool,
) -> Iterator:
    start, stop = _window_bounds(owner, since, until)
    for k, _ in txn.range(index, start, stop, reverse=newest_first, values=False):
        record = txn.get_obj(records, k.split(b"\x00", 1)[1], type_)
        if record is not None and record.owner == owner:
            yield record


def iter_episodes(
    txn: Txn,
    owner: str,
    *,
    since: datetime | None = None,
    until: datetime | None = None,
    newest_first: bool = True,
) -> Iterator[Episode]:
    """The owner's episodes in a time window (ids sort by time)."""
    return _iter_owned(
        txn, "owner_episodes", "episodes", Episode, owner, since, until, newest_first
    )


def iter_events(
    txn: Txn,
    owner: str,
    *,
    since: datetime | None = None,
    until: datetime | None = None,
    newest_first: bool = True,
) -> Iterator[ExecutionEvent]:
    """The owner's execution events in a time window."""
    return _iter_owned(
        txn, "owner_events", "events", ExecutionEvent, owner, since, until, newest_first
    )


def list_episodes(
    store: Store,
    owner: str,
    *,
    since: datetime | None = None,
    until: datetime | None = None,
    session_id: str | None = None,
    limit: int = 50,
) -> list[Episode]:
    """The owner's newest episodes first, optionally in one session."""
    with store.read() as txn:
        out = []
        for ep in iter_episodes(txn, owner, since=since, until=until):
            if session_id is not None and ep.session_id != session_id:
                continue
            out.append(ep)
            if len(out) >= limit:
                break
        return out


def get_episode(store: Store, owner: str, episode_id: str) -> Episode:
    """One of the owner's episodes; NotFound for a missing id and for anyone else's."""
    with store.read() as txn:
        ep = _get_owned(txn, "episodes", owner, episode_id, Episode)
    if ep is None:
        raise NotFound(f"no episode {episode_id!r} of yours")
    return ep


def get_event(store: Store, owner: str, event_id: str) -> ExecutionEvent:
    with store.read() as txn:
        ev = _get_owned(txn, "events", owner, event_id, ExecutionEvent)
    if ev is None:
        raise NotFound(f"no execution event {event_id!r} of yours")
    return ev


def _get_owned[R: (Episode, ExecutionEvent)](
    txn: Txn, db: str, owner: str, record_id: str, type_: type[R]
) -> R | None:
    try:
        raw_id = record_id.encode("ascii")
    except UnicodeEncodeError:
        return None
    if not raw_id or len(raw_id) > 64:
        return None  # LMDB refuses empty and over-long keys: neither names a record
    record: R | None = txn.get_obj(db, raw_id, type_)
    if record is None or record.owner != owner:
        return None
    return record


def session_records(
    txn: Txn, owner: str, session_id: str
) -> tuple[list[Episode], list[ExecutionEvent]]:
    """One session of the owner's: its exchanges and its tool calls, oldest first."""
    episodes: list[Episode] = []
    events: list[ExecutionEvent] = []
    for k, _ in txn.prefix("sessions", key(owner, session_id, "")):
        # from the right: a session id stored before ids were normalised may hold a NUL
        *_, kind, record_id = k.decode().split("\x00")
        if kind == EXCHANGE:
            ep = txn.get_obj("episodes", record_id.encode(), Episode)
            if ep is not None and ep.owner == owner:
                episodes.append(ep)
        else:
            ev = txn.get_obj("events", record_id.encode(), ExecutionEvent)
            if ev is not None and ev.owner == owner:
                events.append(ev)
    events.sort(key=lambda e: e.order)
    return episodes, events


def exchange_events(txn: Txn, owner: str, episode: Episode) -> list[ExecutionEvent]:
    """The tool calls one of the owner's exchanges asked for, in the order the session made them.

    Read through the session index from the exchange's own time on (a call is recorded when
    the response that asked for it ends), so a long session is not read from its start.
    """
    start = key(owner, episode.session_id, EXECUTION, id_floor(to_ms(episode.started_at)))
    stop = key(owner, episode.session_id, EXECUTION) + b"\x01"
    calls = []
    for k, _ in txn.range("sessions", start, stop, values=False):
        event = txn.get_obj("events", k.rsplit(b"\x00", 1)[1], ExecutionEvent)
        if event is not None and event.owner == owner and event.exchange_id == episode.id:
            calls.append(event)
    calls.sort(key=lambda e: e.order)
    return calls


def counts(store: Store, owner: str | None = None) -> dict[str, int]:
    """Episode and event counts: one owner's, or the whole store's (for operators)."""
    with store.read() as txn:
        if owner is None:
            return {"episodes": txn.count("episodes"), "events": txn.count("events")}
        prefix = key(owner, "")
        return {
            "episodes": sum(1 for _ in txn.prefix("owner_episodes", prefix)),
            "events": sum(1 for _ in txn.prefix("owner_events", prefix)),
        }
