"""What a batch of captures' writes will look up, loaded in a few queries before the batch
and kept current by the batch's own writes.

Writing a capture asks whether its exchange is stored already, which event a tool id names
and which is its session's newest call. On a pipelined connection each of those answers is
a round trip that also waits for every write queued before it, so a batch of 500 captures
asked them 1,500 times. `Episodes.prefetch_writes` asks them once per owner instead; this
memo then answers them, and every put in the same transaction updates it, so an answer is
always what the database would give at that point of the transaction. A key it was not
loaded for is not known here: the repository asks the database, as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

import msgspec
from teambrain.core.records.episodes import Episode, ExecutionEvent
from teambrain.core.store.postgres import rows as R

if TYPE_CHECKING:
    from teambrain.core.store.postgres.txn import PgTxn

_EP_COLS = R.columns(R.EPISODE)
_EV_COLS = R.columns(R.EVENT)
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

    # -- loading ------------------------------------------------------------------------

    def load(
        self,
        txn: PgTxn,
        owner: str,
        episodes: Sequence[tuple[str, datetime]],
        sessions: Sequence[str],
        tool_ids: Sequence[tuple[str, str]],
    ) -> list[str]:
        """Three queries for one owner, each an exact lookup per key (under SERIALIZABLE a
        range read would lock what other hosts' writes touch); returns the event ids its tool ids name (the
        caller loads those events, which results attach to)."""
        self.active = True
        txn.scope(owner)
        if episodes:
            found = {
                (ep.id, ep.started_at): ep
                for ep in map(
                    R.episode_from,
                    txn.rows(
                        f"SELECT e.* FROM unnest(%s::text[], %s::timestamptz[]) AS w(id, at),"
                        f" LATERAL (SELECT {_EP_COLS} FROM episodes WHERE owner_id = %s"
                        " AND id = w.id AND started_at = w.at) AS e",
                        [[i for i, _ in episodes], [at for _, at in episodes], owner],
                    ),
                )
            }
            for ep_id, at in episodes:
                self.episodes.setdefault((owner, ep_id), {})[at] = found.get((ep_id, at))
        if sessions:
            wanted = sorted(set(sessions))
            for key in wanted:
                self.last_events[(owner, key)] = None
            for row in txn.rows(
                f"SELECT e.* FROM unnest(%s::text[]) AS s(sid), LATERAL (SELECT {_EV_COLS}"
                " FROM events WHERE owner_id = %s AND session_id = s.sid"
                " ORDER BY id DESC LIMIT 1) AS e",
                [wanted, owner],
            ):
                event = R.event_from(row)
                self.last_events[(owner, event.session_id)] = event
        named: list[str] = []
        if tool_ids:
            pairs = sorted(set(tool_ids))
            for session_id, tool_id in pairs:
                self.tool_ids[(owner, session_id, tool_id)] = None
            for session_id, tool_id, event_id in txn.rows(
                "SELECT k.session_id, k.tool_id, k.event_id FROM tool_ids k"
                " JOIN unnest(%s::text[], %s::text[]) AS w(sid, tid)"
                " ON k.session_id = w.sid AND k.tool_id = w.tid WHERE k.owner_id = %s",
                [[s for s, _ in pairs], [t for _, t in pairs], owner],
            ):
                self.tool_ids[(owner, session_id, tool_id)] = event_id
                named.append(event_id)
        return named

    # -- answers (ABSENT: not loaded, ask the database) --------------------------------

    def episode(self, owner: str, episode_id: str, at: datetime) -> Episode | None | object:
        return self.episodes.get((owner, episode_id), {}).get(at, ABSENT)

    def tool_event(self, owner: str, session_id: str, tool_id: str) -> str | None | object:
        return self.tool_ids.get((owner, session_id, tool_id), ABSENT)

    def last_event(self, owner: str, session_id: str) -> ExecutionEvent | None | object:
        return self.last_events.get((owner, session_id), ABSENT)

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
