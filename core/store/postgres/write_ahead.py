"""What a batch of captures' writes will look up, loaded in a few queries before the batch
and kept current by the batch's own writes.

Writing a capture asks whether its exchange is stored already, which event a tool id names
and which is its session's newest call. On a pipelined connection each of those answers is
a round trip that also waits for every write queued before it, so a batch of 500 captures
asked them 1,500 times. `Episodes.prefetch_writes` asks them once for the whole batch, every
owner's keys in one query of each kind (a batch drained from an outbox holds captures of
many owners: asked once per owner, a batch of 100 owners' captures still made 300 round
trips); this memo then answers them, and every put in the same transaction updates it, so
an answer is always what the database would give at that point of the transaction. A key it was not
loaded for is not known here: the repository asks the database, as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING

import msgspec
from teambrain.core.records.episodes import Episode, ExecutionEvent, HeldResult
from teambrain.core.store.postgres import rows as R

if TYPE_CHECKING:
    from teambrain.core.store.postgres.txn import PgTxn
    from teambrain.core.store.repos import WriteKeys

_EP_COLS = R.columns(R.EPISODE)
_EV_COLS = R.columns(R.EVENT)
_EPISODES = (
    "SELECT e.* FROM unnest(%s::text[], %s::text[], %s::timestamptz[]) AS w(owner_id, id, at),"
    f" LATERAL (SELECT {_EP_COLS} FROM episodes WHERE owner_id = w.owner_id AND id = w.id"
    f" AND {R.AT_KEY.format(column='started_at', at='w.at')}) AS e"
)
_NEWEST_CALLS = (
    "SELECT e.* FROM unnest(%s::text[], %s::text[]) AS s(owner_id, sid),"
    f" LATERAL (SELECT {_EV_COLS} FROM events WHERE owner_id = s.owner_id"
    " AND session_id = s.sid ORDER BY id DESC LIMIT 1) AS e"
)
_TOOL_IDS = (
    "SELECT w.owner_id, w.sid, w.tid, k.event_id"
    " FROM unnest(%s::text[], %s::text[], %s::text[]) AS w(owner_id, sid, tid),"
    " LATERAL (SELECT event_id FROM tool_ids WHERE owner_id = w.owner_id"
    " AND session_id = w.sid AND tool_id = w.tid) AS k"
)
_HELD = (
    "SELECT w.owner_id, w.sid, w.tid, h.*"
    " FROM unnest(%s::text[], %s::text[], %s::text[]) AS w(owner_id, sid, tid),"
    f" LATERAL (SELECT {R.columns(R.HELD)} FROM held_results WHERE owner_id = w.owner_id"
    " AND session_id = w.sid AND tool_id = w.tid) AS h"
)
ABSENT = object()
"""A key the memo was not loaded for (as opposed to one loaded and found missing: None)."""


class WriteLookups:
    """One transaction's memo of episodes by (owner, id, start), tool ids by (owner,
    session, tool id) and sessions' newest calls by (owner, session)."""

    def __init__(self) -> None:
        self.active = False
        """Whether anything was loaded (until then the puts need not be followed)."""
        self.episodes: dict[tuple[str, str], dict[datetime, Episode | None]] = {}
        """(owner, id) -> {start time looked at or put: the exchange there, or None}."""
        self.tool_ids: dict[tuple[str, str, str], str | None] = {}
        self.last_events: dict[tuple[str, str], ExecutionEvent | None] = {}
        self.held: dict[tuple[str, str, str], HeldResult | None] = {}
        """(owner, session, tool id) of a new call -> the result held for it, or None."""

    # -- loading ------------------------------------------------------------------------

    def load(self, txn: PgTxn, wanted: Mapping[str, WriteKeys]) -> list[tuple[str, str]]:
        """Four queries for every owner at once, in one round trip, each an exact lookup
        per key (under SERIALIZABLE a range read would lock what other hosts' writes
        touch); returns the (owner, event id) pairs its tool ids name (the caller loads
        those events, which results attach to)."""
        self.active = True
        episodes = sorted({(o, i, at) for o, k in wanted.items() for i, at in k.episodes})
        sessions = sorted({(o, s) for o, k in wanted.items() for s in k.sessions})
        tool_ids = sorted({(o, s, t) for o, k in wanted.items() for s, t in k.tool_ids})
        held = sorted({(o, s, t) for o, k in wanted.items() for s, t in k.held})
        for owner, ep_id, at in episodes:
            self.episodes.setdefault((owner, ep_id), {})[at] = None
        for session in sessions:
            self.last_events[session] = None
        for tool in tool_ids:
            self.tool_ids[tool] = None
        for tool in held:
            self.held[tool] = None
        named: list[tuple[str, str]] = []

        def found_tool_ids(rows: list[tuple]) -> None:
            for owner, session_id, tool_id, event_id in rows:
                self.tool_ids[(owner, session_id, tool_id)] = event_id
                named.append((owner, event_id))

        asked = [
            (sql, keys, take)
            for sql, keys, take in (
                (_EPISODES, episodes, self._found_episodes),
                (_NEWEST_CALLS, sessions, self._found_calls),
                (_TOOL_IDS, tool_ids, found_tool_ids),
                (_HELD, held, self._found_held),
            )
            if keys
        ]
        txn.scope_all()
        found = txn.rows_together([(sql, R.as_arrays(keys)) for sql, keys, _ in asked])
        for (_, _, take), rows in zip(asked, found, strict=True):
            take(rows)
        return named

    def _found_episodes(self, rows: list[tuple]) -> None:
        for ep in map(R.episode_from, rows):
            self.episodes[(ep.owner, ep.id)][ep.started_at] = ep

    def _found_held(self, rows: list[tuple]) -> None:
        for owner, session_id, tool_id, *held in rows:
            self.held[(owner, session_id, tool_id)] = R.held_from(held)

    def _found_calls(self, rows: list[tuple]) -> None:
        for event in map(R.event_from, rows):
            self.last_events[(event.owner, event.session_id)] = event

    # -- answers (ABSENT: not loaded, ask the database) --------------------------------

    def episode(self, owner: str, episode_id: str, at: datetime) -> Episode | None | object:
        return self.episodes.get((owner, episode_id), {}).get(at, ABSENT)

    def tool_event(self, owner: str, session_id: str, tool_id: str) -> str | None | object:
        return self.tool_ids.get((owner, session_id, tool_id), ABSENT)

    def last_event(self, owner: str, session_id: str) -> ExecutionEvent | None | object:
        return self.last_events.get((owner, session_id), ABSENT)

    def held_result(self, owner: str, session_id: str, tool_id: str) -> HeldResult | None | object:
        return self.held.get((owner, session_id, tool_id), ABSENT)

    # -- the transaction's own writes ---------------------------------------------------

    def put_episode(self, episode: Episode) -> None:
        seen = self.episodes.setdefault((episode.owner, episode.id), {})
        for at in seen:
            seen[at] = None  # a record put again at another time leaves no copy behind
        seen[episode.started_at] = msgspec.structs.replace(episode)

    def put_event(self, event: ExecutionEvent) -> None:
        key = (event.owner, event.session_id)
        if key in self.last_events:
            newest = self.last_events[key]
            if newest is None or event.id >= newest.id:
                self.last_events[key] = msgspec.structs.replace(event)

    def set_tool_event(self, owner: str, session_id: str, tool_id: str, event_id: str) -> None:
        self.tool_ids[(owner, session_id, tool_id)] = event_id

    def set_held(self, owner: str, session_id: str, tool_id: str, held: HeldResult | None) -> None:
        self.held[(owner, session_id, tool_id)] = held
