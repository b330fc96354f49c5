"""Exchanges and execution events in LMDB: records by id, and owner-first listings.

  episodes          episode id -> Episode        (ids sort by time: key order = time order)
  events            event id -> ExecutionEvent
  owner_episodes    owner NUL id -> ""
  owner_events      owner NUL id -> ""
  sessions          owner NUL session NUL kind NUL id -> ""
  tool_ids          owner NUL session NUL tool id -> event id
  response_sessions owner NUL response id -> session id
  fallback_sessions owner NUL opening hash -> FallbackSession
  held_results      owner NUL session NUL tool id -> HeldResult (a result before its call)

Every read checks the record's owner against the asking one, so a key that strays into
another owner's range still yields nothing of theirs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import datetime
from itertools import islice
from typing import TYPE_CHECKING

from teambrain.core.clock import to_ms
from teambrain.core.ids import id_floor
from teambrain.core.records.episodes import (
    EXCHANGE,
    EXECUTION,
    Episode,
    ExecutionEvent,
    FallbackSession,
    HeldResult,
    tool_base_name,
)
from teambrain.core.store.lmdb.codec import decode, key
from teambrain.core.store.repos import RecordHead

if TYPE_CHECKING:
    from teambrain.core.store.lmdb.env import KvTxn
    from teambrain.core.store.lmdb.recall_index import LmdbRecallIndex
    from teambrain.core.store.repos import WriteKeys

_MAX_ID = 64
"""Longer ids name no record (LMDB refuses over-long keys)."""


def _raw_id(record_id: str) -> bytes | None:
    try:
        raw = record_id.encode("ascii")
    except UnicodeEncodeError:
        return None
    return raw if raw and len(raw) <= _MAX_ID else None


class LmdbEpisodes:
    def __init__(self, kv: KvTxn, index: Callable[[], LmdbRecallIndex]) -> None:
        self.kv = kv
        self._index = index
        """The transaction's recall index, on first use (retention unindexes)."""

    # -- writes ----------------------------------------------------------------------

    def put_episode(self, episode: Episode, *, fresh: bool = False) -> None:
        kv = self.kv
        kv.put_obj("episodes", episode.id.encode(), episode)
        kv.put("owner_episodes", key(episode.owner, episode.id), b"")
        kv.put("sessions", key(episode.owner, episode.session_id, EXCHANGE, episode.id), b"")
        if episode.response_id:
            kv.put_obj(
                "response_sessions", key(episode.owner, episode.response_id), episode.session_id
            )

    def put_event(self, event: ExecutionEvent, *, fresh: bool = False) -> None:
        kv = self.kv
        kv.put_obj("events", event.id.encode(), event)
        kv.put("owner_events", key(event.owner, event.id), b"")
        kv.put("sessions", key(event.owner, event.session_id, EXECUTION, event.id), b"")

    # -- records ---------------------------------------------------------------------

    def episode(self, owner: str, episode_id: str) -> Episode | None:
        raw = _raw_id(episode_id)
        ep = None if raw is None else self.kv.get_obj("episodes", raw, Episode)
        return ep if ep is not None and ep.owner == owner else None

    def episode_at(self, owner: str, episode_id: str, started_at: datetime) -> Episode | None:
        ep = self.episode(owner, episode_id)
        return ep if ep is not None and ep.started_at == started_at else None

    def event(self, owner: str, event_id: str) -> ExecutionEvent | None:
        raw = _raw_id(event_id)
        ev = None if raw is None else self.kv.get_obj("events", raw, ExecutionEvent)
        return ev if ev is not None and ev.owner == owner else None

    def _owned(
        self,
        listing: str,
        records: str,
        type_: type,
        owner: str,
        since: datetime | None,
        until: datetime | None,
        newest_first: bool,
    ) -> Iterator:
        start = key(owner, id_floor(to_ms(since)) if since else "")
        stop = key(owner, id_floor(to_ms(until))) if until else key(owner) + b"\x01"
        for k, _ in self.kv.range(listing, start, stop, reverse=newest_first, values=False):
            record = self.kv.get_obj(records, k.split(b"\x00", 1)[1], type_)
            if record is not None and record.owner == owner:
                yield record

    def episodes(
        self,
        owner: str,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        newest_first: bool = True,
    ) -> Iterator[Episode]:
        return self._owned("owner_episodes", "episodes", Episode, owner, since, until, newest_first)

    def events(
        self,
        owner: str,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        newest_first: bool = True,
    ) -> Iterator[ExecutionEvent]:
        return self._owned(
            "owner_events", "events", ExecutionEvent, owner, since, until, newest_first
        )

    def id_prefixed(self, owner: str, prefix: str, *, limit: int) -> tuple[list[str], list[str]]:
        found: tuple[list[str], list[str]] = ([], [])
        for listing, out in zip(("owner_episodes", "owner_events"), found, strict=True):
            for k, _ in self.kv.prefix(listing, key(owner, prefix)):
                out.append(k.split(b"\x00", 1)[1].decode())
                if len(out) >= limit:
                    break
        return found

    # -- sessions --------------------------------------------------------------------

    def session_exchange_ids(
        self,
        owner: str,
        session_id: str,
        *,
        after: str | None = None,
        through: str | None = None,
        newest_first: bool = False,
    ) -> Iterator[str]:
        prefix = key(owner, session_id, EXCHANGE, "")
        start = prefix + after.encode() + b"\x00" if after is not None else prefix
        stop = prefix + through.encode() + b"\x00" if through is not None else prefix + b"\xff"
        for k, _ in self.kv.range("sessions", start, stop, reverse=newest_first, values=False):
            yield k[len(prefix) :].decode()

    def session_neighbours(
        self, owner: str, episodes: Sequence[RecordHead], reach: int
    ) -> dict[str, tuple[list[str], list[str]]]:
        found: dict[str, tuple[list[str], list[str]]] = {}
        for ep in episodes:
            prefix = key(owner, ep.session_id, EXCHANGE, "")
            here = prefix + ep.id.encode()
            before: list[str] = []
            after: list[str] = []
            for side, start, stop, reverse in (
                (before, prefix, here, True),
                (after, here + b"\x00", prefix + b"\xff", False),
            ):
                if reach <= 0:
                    break
                for k, _ in self.kv.range("sessions", start, stop, reverse=reverse, values=False):
                    side.append(k[len(prefix) :].decode())
                    if len(side) == reach:
                        break
            found[ep.id] = (before, after)
        return found

    def heads(
        self, owner: str, episode_ids: Sequence[str], event_ids: Sequence[str]
    ) -> dict[str, RecordHead]:
        """Read off the records themselves: decoding one from mapped memory costs less than
        a second index would."""
        found: dict[str, RecordHead] = {}
        for ids, get in ((episode_ids, self.episode), (event_ids, self.event)):
            for record_id in ids:
                record = get(owner, record_id)
                if record is not None:
                    found[record_id] = RecordHead.of(record)
        return found

    def prefetch(self, owner: str, episode_ids: Sequence[str], event_ids: Sequence[str]) -> None:
        """Nothing to do: a read is a lookup in mapped memory."""

    def prefetch_writes(self, wanted: Mapping[str, WriteKeys]) -> None:
        """Nothing to do: a read is a lookup in mapped memory."""

    def session_event_ids(
        self, owner: str, session_id: str, *, since: datetime | None = None
    ) -> Iterator[str]:
        prefix = key(owner, session_id, EXECUTION, "")
        start = prefix + id_floor(to_ms(since)).encode() if since is not None else prefix
        for k, _ in self.kv.range("sessions", start, prefix + b"\xff", values=False):
            yield k[len(prefix) :].decode()

    def last_session_event(self, owner: str, session_id: str) -> ExecutionEvent | None:
        prefix = key(owner, session_id, EXECUTION, "")
        for k, _ in self.kv.prefix("sessions", prefix, reverse=True):
            return self.event(owner, k[len(prefix) :].decode())
        return None

    def pending_calls(
        self, owner: str, since: datetime, *, scan: int, tools: frozenset[str]
    ) -> list[ExecutionEvent]:
        return [
            e
            for e in islice(self.events(owner, since=since), scan)
            if e.result_digest is None and tool_base_name(e.tool_name) in tools
        ]

    def session_exists(self, owner: str, session_id: str) -> bool:
        return next(self.kv.prefix("sessions", key(owner, session_id, "")), None) is not None

    def sessions_prefixed(self, owner: str, prefix: str, *, limit: int) -> list[str]:
        found: list[str] = []
        start, stop = key(owner, prefix), key(owner, prefix) + b"\xff"
        while len(found) < limit:
            first = next(iter(self.kv.range("sessions", start, stop, values=False)), None)
            if first is None:
                break
            session_id = first[0].split(b"\x00")[1]
            found.append(session_id.decode())
            start = key(owner) + b"\x00" + session_id + b"\x01"  # skip to the next session
        return found

    # -- tool ids, chains, fallback sessions -----------------------------------------

    def tool_event_id(self, owner: str, session_id: str, tool_id: str) -> str | None:
        raw = self.kv.get("tool_ids", key(owner, session_id, tool_id))
        return None if raw is None else raw.decode()

    def set_tool_event(self, owner: str, session_id: str, tool_id: str, event_id: str) -> None:
        self.kv.put("tool_ids", key(owner, session_id, tool_id), event_id.encode())

    def held_result(self, owner: str, session_id: str, tool_id: str) -> HeldResult | None:
        found: HeldResult | None = self.kv.get_obj(
            "held_results", key(owner, session_id, tool_id), HeldResult
        )
        return found

    def hold_result(self, owner: str, session_id: str, tool_id: str, held: HeldResult) -> None:
        self.kv.put_obj("held_results", key(owner, session_id, tool_id), held)

    def drop_held_result(self, owner: str, session_id: str, tool_id: str) -> None:
        self.kv.delete("held_results", key(owner, session_id, tool_id))

    def response_session(self, owner: str, response_id: str) -> str | None:
        found: str | None = self.kv.get_obj("response_sessions", key(owner, response_id), str)
        return found or None

    def fallback_session(self, owner: str, seed: str) -> FallbackSession | None:
        found: FallbackSession | None = self.kv.get_obj(
            "fallback_sessions", key(owner, seed), FallbackSession
        )
        return found

    def set_fallback_session(self, owner: str, seed: str, session: FallbackSession) -> None:
        self.kv.put_obj("fallback_sessions", key(owner, seed), session)

    # -- figures ---------------------------------------------------------------------

    def counts(self, owner: str | None = None) -> tuple[int, int]:
        if owner is None:
            return self.kv.count("episodes"), self.kv.count("events")
        prefix = key(owner, "")
        return (
            sum(1 for _ in self.kv.prefix("owner_episodes", prefix)),
            sum(1 for _ in self.kv.prefix("owner_events", prefix)),
        )

    def owners(self) -> list[str]:
        owners: list[str] = []
        start = b""
        while True:
            first = next(iter(self.kv.range("owner_episodes", start, values=False)), None)
            if first is None:
                return owners
            owner = first[0].split(b"\x00", 1)[0]
            owners.append(owner.decode())
            start = owner + b"\x01"  # skip to the next owner's keys

    # -- retention -------------------------------------------------------------------

    def expire(self, cutoff: datetime, *, batch: int) -> tuple[int, int]:
        kv = self.kv
        cutoff_key = id_floor(to_ms(cutoff)).encode()
        episodes = events = 0
        doomed = list(islice(kv.range("episodes", b"", cutoff_key), batch))
        for raw_id, value in doomed:
            ep = decode(value, Episode)
            self._index().remove(ep.id)
            kv.delete("owner_episodes", key(ep.owner, ep.id))
            kv.delete("sessions", key(ep.owner, ep.session_id, EXCHANGE, ep.id))
            if ep.response_id:
                kv.delete("response_sessions", key(ep.owner, ep.response_id))
            kv.delete("episodes", raw_id)
            episodes += 1
        room = batch - episodes
        doomed = list(islice(kv.range("events", b"", cutoff_key), room))
        for raw_id, value in doomed:
            ev = decode(value, ExecutionEvent)
            self._index().remove(ev.id)
            kv.delete("owner_events", key(ev.owner, ev.id))
            kv.delete("sessions", key(ev.owner, ev.session_id, EXECUTION, ev.id))
            tool_key = key(ev.owner, ev.session_id, ev.tool_id)
            if kv.get("tool_ids", tool_key) == raw_id:  # a newer call may hold the id now
                kv.delete("tool_ids", tool_key)
            kv.delete("events", raw_id)
            events += 1
        return episodes, events

    def expire_fallback_sessions(self, cutoff: datetime, *, batch: int) -> int:
        return self.kv.delete_older(
            "fallback_sessions", FallbackSession, lambda s: s.last_at, cutoff, batch
        )

    def expire_held_results(self, cutoff: datetime, *, batch: int) -> int:
        return self.kv.delete_older(
            "held_results", HeldResult, lambda h: h.result_at, cutoff, batch
        )
