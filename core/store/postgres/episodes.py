"""Exchanges and execution events with their listings (sessions, tool ids, response chains,
fallback sessions): the Episodes repository. Every query names the acting owner explicitly,
beside the row-level security scope."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

import msgspec
from teambrain.core.clock import to_ms
from teambrain.core.ids import id_floor
from teambrain.core.records.episodes import Episode, ExecutionEvent, FallbackSession, HeldResult
from teambrain.core.store.postgres import rows as R
from teambrain.core.store.postgres.hints import LOOKUPS, exact_lookups, near, seconds_of
from teambrain.core.store.postgres.txn import prefix_upper
from teambrain.core.store.postgres.write_ahead import ABSENT, WriteLookups
from teambrain.core.store.repos import KIND_EXCHANGE, KIND_EXECUTION, RecordHead

if TYPE_CHECKING:
    from teambrain.core.store.postgres.txn import PgTxn
    from teambrain.core.store.repos import WriteKeys

SESSION_NEAR = timedelta(days=7)
"""How far before the earliest exchange asked for its session's exchanges are read first
(recall's session context, here and in index.py)."""
_SECONDS = "date_part('epoch', started_at)::bigint"
"""An exchange's start in seconds, near enough for a lookup that searches a day either side
of it (read as an int: decoding a time, or the id, costs more)."""
SESSION_MEMBERS = (
    f"SELECT session_id, id, {_SECONDS} FROM episodes WHERE owner_id = %s"
    " AND session_id = ANY(%s) AND started_at >= %s"
)
"""Recall's session context: the exchanges of its candidates' sessions from a time on (read
off the session index alone, which holds each start: schema.py's 0006_session_times)."""
MEMBERS_BEFORE = (
    "SELECT s.sid, b.id, b.at FROM unnest(%s::text[]) AS s(sid), LATERAL ("
    f" SELECT id, {_SECONDS} AS at FROM episodes WHERE owner_id = %s AND session_id = s.sid"
    " AND started_at < %s ORDER BY id DESC LIMIT %s) AS b"
)
"""...and, per session, the exchanges just before that time."""
_EP_COLS = R.columns(R.EPISODE)
_EV_COLS = R.columns(R.EVENT)
_EP_HEAD = f"id, session_id, {R.micros('started_at')}, ''"
_EV_HEAD = f"id, session_id, {R.micros('requested_at')}, tool_name"
_OWNED_EVENTS = (
    "SELECT e.* FROM unnest(%s::text[], %s::text[], %s::bigint[]) AS w(owner_id, id, at),"
    f" LATERAL (SELECT {_EV_COLS} FROM events WHERE owner_id = w.owner_id AND id = w.id"
    f" AND {near('requested_at')}) AS e"
)

_MOVED = "moved AS (DELETE FROM {table} WHERE owner_id = %s AND id = %s AND {at} <> %s)"
"""An upsert keyed by (owner, id, time): a record put again at another time leaves no
copy behind in its old partition."""
_RESPONSE = (
    ", response AS (INSERT INTO response_sessions (owner_id, response_id, session_id)"
    " VALUES (%s, %s, %s) ON CONFLICT (owner_id, response_id)"
    " DO UPDATE SET session_id = EXCLUDED.session_id)"
)
_EPISODE_UPSERT = (
    f" INSERT INTO episodes ({_EP_COLS}) VALUES ({R.placeholders(R.EPISODE, R.EPISODE_CASTS)})"
    f" ON CONFLICT (owner_id, id, started_at) DO UPDATE SET"
    f" {R.updates(R.EPISODE, ('owner_id', 'id', 'started_at'))}"
)
_EVENT_UPSERT = (
    f" INSERT INTO events ({_EV_COLS}) VALUES ({R.placeholders(R.EVENT, R.EVENT_CASTS)})"
    f" ON CONFLICT (owner_id, id, requested_at) DO UPDATE SET"
    f" {R.updates(R.EVENT, ('owner_id', 'id', 'requested_at'))}"
)
_PUT_EPISODE = "WITH " + _MOVED.format(table="episodes", at="started_at") + _EPISODE_UPSERT
_PUT_EPISODE_RESPONSE = (
    "WITH " + _MOVED.format(table="episodes", at="started_at") + _RESPONSE + _EPISODE_UPSERT
)
_PUT_EVENT = "WITH " + _MOVED.format(table="events", at="requested_at") + _EVENT_UPSERT
_NEW_EPISODE_RESPONSE = "WITH " + _RESPONSE.removeprefix(", ") + _EPISODE_UPSERT
"""A fresh record's puts skip `moved`: looking for a copy at another time probes every
week's partition, and a new capture's record has none."""


def fill_neighbours(
    found: dict[str, tuple[list[str], list[str]]],
    episodes: Sequence[RecordHead],
    members: dict[str, list[str]],
    reach: int,
) -> list[RecordHead]:
    """Each exchange's neighbours among its session's `members`; returns those with fewer
    than `reach` before them (more may lie before the members read)."""
    for ids in members.values():
        ids.sort()
    short = []
    for e in episodes:
        ids = members.get(e.session_id, [])
        at = bisect_left(ids, e.id)
        stop = at + 1 if at < len(ids) and ids[at] == e.id else at
        found[e.id] = (ids[max(0, at - reach) : at][::-1], ids[stop : stop + reach])
        if at < reach:
            short.append(e)
    return short


def _valid(ids: Sequence[str]) -> list[str]:
    return [i for i in ids if valid_id(i)]


def valid_id(record_id: str) -> bool:
    """What LMDB could name: ASCII, 1..64 characters (anything else names no record)."""
    return (
        bool(record_id) and len(record_id) <= 64 and record_id.isascii() and "\x00" not in record_id
    )


def _window(column: str, since: datetime | None, until: datetime | None) -> tuple[str, list]:
    where, params = "owner_id = %s", []
    if since is not None:
        where += f" AND {column} >= %s"
        params.append(since)
    if until is not None:
        where += f" AND {column} < %s"
        params.append(until)
    return where, params


def _prefix(column: str, prefix: str) -> tuple[str, list]:
    if not prefix:
        return "", []
    upper = prefix_upper(prefix)
    if upper is None:
        return f" AND {column} >= %s", [prefix]
    return f" AND {column} >= %s AND {column} < %s", [prefix, upper]


class PgEpisodes:
    def __init__(self, txn: PgTxn) -> None:
        self.t = txn
        self._fetched: dict[tuple[str, str], Episode | ExecutionEvent | None] = {}
        """(owner, id) -> record, loaded by prefetch() and consumed by episode()/event()."""
        self._ahead = WriteLookups()
        """What this transaction's capture writes will look up (prefetch_writes)."""

    # -- records ------------------------------------------------------------------------

    def put_episode(self, episode: Episode, *, fresh: bool = False) -> None:
        """One statement: the exchange, and its response's session when it has one."""
        self._fetched.pop((episode.owner, episode.id), None)
        if self._ahead.active:
            self._ahead.put_episode(episode)
        t = self.t
        t.scope(episode.owner)
        key = [] if fresh else [episode.owner, episode.id, episode.started_at]
        if episode.response_id:
            sql = _NEW_EPISODE_RESPONSE if fresh else _PUT_EPISODE_RESPONSE
            key += [episode.owner, episode.response_id, episode.session_id]
        else:
            sql = _EPISODE_UPSERT if fresh else _PUT_EPISODE
        t.run_partitioned(sql, [*key, *R.episode_row(episode)], to_ms(episode.started_at) // 1000)

    def put_event(self, event: ExecutionEvent, *, fresh: bool = False) -> None:
        self._fetched.pop((event.owner, event.id), None)
        if self._ahead.active:
            self._ahead.put_event(event)
            self._fetched[(event.owner, event.id)] = msgspec.structs.replace(event)
        t = self.t
        t.scope(event.owner)
        key = [] if fresh else [event.owner, event.id, event.requested_at]
        t.run_partitioned(
            _EVENT_UPSERT if fresh else _PUT_EVENT,
            [*key, *R.event_row(event)],
            to_ms(event.requested_at) // 1000,
        )

    def episode(self, owner: str, episode_id: str) -> Episode | None:
        if not valid_id(episode_id):
            return None
        if (owner, episode_id) in self._fetched:
            got = self._fetched.pop((owner, episode_id))
            return got if isinstance(got, Episode) else None
        self.t.scope(owner)
        row = self.t.one(
            f"SELECT {_EP_COLS} FROM episodes WHERE owner_id = %s AND id = %s LIMIT 1",
            [owner, episode_id],
        )
        return None if row is None else R.episode_from(row)

    def episode_at(self, owner: str, episode_id: str, started_at: datetime) -> Episode | None:
        if not valid_id(episode_id):
            return None
        known = self._ahead.episode(owner, episode_id, started_at)
        if known is not ABSENT:
            return known  # type: ignore[return-value]
        self.t.scope(owner)
        row = self.t.one(
            f"SELECT {_EP_COLS} FROM episodes WHERE owner_id = %s AND id = %s"
            f" AND {R.AT_KEY.format(column='started_at', at='%s')}",
            [owner, episode_id, started_at, started_at],
        )
        return None if row is None else R.episode_from(row)

    def event(self, owner: str, event_id: str) -> ExecutionEvent | None:
        if not valid_id(event_id):
            return None
        if (owner, event_id) in self._fetched:
            got = self._fetched.pop((owner, event_id))
            return got if isinstance(got, ExecutionEvent) else None
        self.t.scope(owner)
        row = self.t.one(
            f"SELECT {_EV_COLS} FROM events WHERE owner_id = %s AND id = %s LIMIT 1",
            [owner, event_id],
        )
        return None if row is None else R.event_from(row)

    def episodes(
        self,
        owner: str,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        newest_first: bool = True,
    ) -> Iterator[Episode]:
        where, params = _window("started_at", since, until)
        return self.t.paged(
            owner,
            f"{_EP_COLS} FROM episodes",
            where,
            [owner, *params],
            "id",
            1,
            desc=newest_first,
            convert=R.episode_from,
        )

    def events(
        self,
        owner: str,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        newest_first: bool = True,
    ) -> Iterator[ExecutionEvent]:
        where, params = _window("requested_at", since, until)
        return self.t.paged(
            owner,
            f"{_EV_COLS} FROM events",
            where,
            [owner, *params],
            "id",
            1,
            desc=newest_first,
            convert=R.event_from,
        )

    def id_prefixed(self, owner: str, prefix: str, *, limit: int) -> tuple[list[str], list[str]]:
        if limit <= 0:
            return [], []
        t = self.t
        t.scope(owner)
        clause, params = _prefix("id", prefix)
        found = []
        for table in ("episodes", "events"):
            got = t.rows(
                f"SELECT id FROM {table} WHERE owner_id = %s{clause} ORDER BY id LIMIT %s",
                [owner, *params, limit],
            )
            found.append([r[0] for r in got])
        return found[0], found[1]

    # -- sessions -----------------------------------------------------------------------

    def session_exchange_ids(
        self,
        owner: str,
        session_id: str,
        *,
        after: str | None = None,
        through: str | None = None,
        newest_first: bool = False,
    ) -> Iterator[str]:
        where, params = "owner_id = %s AND session_id = %s", [owner, session_id]
        if after is not None:
            where += " AND id > %s"
            params.append(after)
        if through is not None:
            where += " AND id <= %s"
            params.append(through)
        return self.t.paged(
            owner,
            "id FROM episodes",
            where,
            params,
            "id",
            0,
            desc=newest_first,
            convert=lambda r: r[0],
        )

    def session_event_ids(
        self, owner: str, session_id: str, *, since: datetime | None = None
    ) -> Iterator[str]:
        where, params = "owner_id = %s AND session_id = %s", [owner, session_id]
        if since is not None:
            where += " AND id >= %s"
            params.append(id_floor(to_ms(since)))
        return self.t.paged(
            owner, "id FROM events", where, params, "id", 0, desc=False, convert=lambda r: r[0]
        )

    def heads(
        self, owner: str, episode_ids: Sequence[str], event_ids: Sequence[str]
    ) -> dict[str, RecordHead]:
        """Four narrow columns per record instead of the whole row: decoding recall's
        hundred candidates' texts and times cost more than finding them."""
        found: dict[str, RecordHead] = {}
        times = self.t.times
        for kind, rows in zip(
            (KIND_EXCHANGE, KIND_EXECUTION),
            self._by_ids(
                owner,
                [
                    (_valid(episode_ids), _EP_HEAD, 0, "episodes", "started_at"),
                    (_valid(event_ids), _EV_HEAD, 0, "events", "requested_at"),
                ],
            ),
            strict=True,
        ):
            for record_id, session_id, micros, tool_name in rows:
                found[record_id] = RecordHead(
                    record_id, kind, session_id, R.from_micros(micros), R.get_text(tool_name)
                )
                times[record_id] = micros // 1_000_000
        return found

    def prefetch(self, owner: str, episode_ids: Sequence[str], event_ids: Sequence[str]) -> None:
        """The shown hits' records: one round trip for both tables; each record is handed
        out once."""
        episodes, events = self._by_ids(
            owner,
            [
                (self._unfetched(owner, episode_ids), _EP_COLS, 1, "episodes", "started_at"),
                (self._unfetched(owner, event_ids), _EV_COLS, 1, "events", "requested_at"),
            ],
        )
        self._take(episodes, R.episode_from)
        self._take(events, R.event_from)
        for ids in (episode_ids, event_ids):
            for record_id in ids:
                self._fetched.setdefault((owner, record_id), None)

    def _unfetched(self, owner: str, ids: Sequence[str]) -> list[str]:
        return [i for i in _valid(ids) if (owner, i) not in self._fetched]

    def _by_ids(
        self, owner: str, wanted: Sequence[tuple[list[str], str, int, str, str]]
    ) -> list[list[tuple]]:
        """Rows of the owner's records by id, per (ids, columns, the id's position among
        them, table, time column): each id looked up in the days it names (hints.py), all
        tables in one round trip; then one query per table for any not found there."""
        self.t.scope(owner)
        lookups, timed_tables = [], []
        for ids, cols, _, table, at in wanted:
            timed, joined, seconds = exact_lookups(ids, self.t.times)
            if timed:
                lookups.append(
                    (
                        f"SELECT e.* FROM {LOOKUPS}, LATERAL (SELECT {cols} FROM {table}"
                        f" WHERE owner_id = %s AND id = w.id AND {near(at)}) AS e",
                        [joined, seconds, owner],
                    )
                )
            timed_tables.append(bool(timed))
        found = iter(self.t.rows_together(lookups))
        out = []
        for (ids, cols, id_at, table, _), was_timed in zip(wanted, timed_tables, strict=True):
            rows = next(found) if was_timed else []
            seen = {row[id_at] for row in rows}
            missed = [i for i in ids if i not in seen]
            if missed:
                rows += self.t.rows(
                    f"SELECT {cols} FROM {table} WHERE owner_id = %s AND id = ANY(%s)",
                    [owner, missed],
                )
            out.append(rows)
        return out

    def prefetch_writes(self, wanted: Mapping[str, WriteKeys]) -> None:
        """Two round trips for what writing a batch of captures will look up, every
        owner's at once (write_ahead.py): the lookups, then the events their tool ids name,
        for the results that attach to them. Their plans are made once per connection
        (generic_plans)."""
        if not wanted:
            return
        with self.t.generic_plans():
            named = self._ahead.load(self.t, wanted)
            if named:
                self._prefetch_events(named)

    def _prefetch_events(self, pairs: Sequence[tuple[str, str]]) -> None:
        """Events of several owners by (owner, id), each looked up in the days its id
        names (hints.py); any not found there, per owner by prefetch()."""
        wanted = sorted({p for p in pairs if valid_id(p[1]) and p not in self._fetched})
        timed = [
            (owner, event_id, at)
            for owner, event_id in wanted
            if (at := seconds_of(event_id, self.t.times)) is not None
        ]
        if timed:
            self.t.scope_all()
            self._take(self.t.rows(_OWNED_EVENTS, R.as_arrays(timed)), R.event_from)
        missed: dict[str, list[str]] = {}
        for owner, event_id in wanted:
            if (owner, event_id) not in self._fetched:
                missed.setdefault(owner, []).append(event_id)
        for owner, ids in missed.items():
            self.prefetch(owner, [], ids)

    def _take(
        self, rows: list[tuple], convert: Callable[[tuple], Episode | ExecutionEvent]
    ) -> None:
        for row in rows:
            record = convert(row)
            self._fetched[(record.owner, record.id)] = record

    def session_neighbours(
        self, owner: str, episodes: Sequence[RecordHead], reach: int
    ) -> dict[str, tuple[list[str], list[str]]]:
        """Each exchange's `reach` nearest exchanges before and after it in its session, by
        id (ids sort by time): one query for the sessions' exchanges from a week before the
        earliest of them on (partitions before are skipped), and, for sessions where one
        came up short before, one more for the `reach` exchanges just before that week."""
        found: dict[str, tuple[list[str], list[str]]] = {}
        if not episodes or reach <= 0:
            return {e.id: ([], []) for e in episodes}
        self.t.scope(owner)
        since = min(e.at for e in episodes) - SESSION_NEAR
        sessions = sorted({e.session_id for e in episodes})
        members: dict[str, list[str]] = {}
        times = self.t.times
        rows = self.t.rows(SESSION_MEMBERS, [owner, sessions, since])
        for session_id, record_id, at in rows:
            members.setdefault(session_id, []).append(record_id)
            times[record_id] = at
        short = fill_neighbours(found, episodes, members, reach)
        if short:
            rows = self.t.rows(
                MEMBERS_BEFORE, [sorted({e.session_id for e in short}), owner, since, reach]
            )
            for session_id, record_id, at in rows:
                members.setdefault(session_id, []).append(record_id)
                times[record_id] = at
            fill_neighbours(found, short, members, reach)
        return found

    def last_session_event(self, owner: str, session_id: str) -> ExecutionEvent | None:
        known = self._ahead.last_event(owner, session_id)
        if known is not ABSENT:
            return known  # type: ignore[return-value]
        self.t.scope(owner)
        row = self.t.one(
            f"SELECT {_EV_COLS} FROM events WHERE owner_id = %s AND session_id = %s"
            " ORDER BY id DESC LIMIT 1",
            [owner, session_id],
        )
        return None if row is None else R.event_from(row)

    def pending_calls(
        self, owner: str, since: datetime, *, scan: int, tools: frozenset[str]
    ) -> list[ExecutionEvent]:
        """The newest `scan` calls are looked at in the database; only the pending calls
        of `tools` come back (`^.*__` is greedy: what is left is the last segment). Only a
        recall asks this, first: its transaction's generic plans start here."""
        self.t.prefer_generic_plans()
        self.t.scope(owner)
        rows = self.t.rows(
            f"SELECT {_EV_COLS} FROM (SELECT {_EV_COLS} FROM events"
            " WHERE owner_id = %s AND requested_at >= %s ORDER BY id DESC LIMIT %s) AS e"
            " WHERE result_digest IS NULL AND regexp_replace(tool_name, '^.*__', '') = ANY(%s)"
            " ORDER BY id DESC",
            [owner, since, scan, sorted(tools)],
        )
        return [R.event_from(row) for row in rows]

    def session_exists(self, owner: str, session_id: str) -> bool:
        self.t.scope(owner)
        return bool(
            self.t.value(
                "SELECT EXISTS (SELECT 1 FROM episodes WHERE owner_id = %s AND session_id = %s)"
                " OR EXISTS (SELECT 1 FROM events WHERE owner_id = %s AND session_id = %s)",
                [owner, session_id, owner, session_id],
            )
        )

    def sessions_prefixed(self, owner: str, prefix: str, *, limit: int) -> list[str]:
        if limit <= 0:
            return []
        self.t.scope(owner)
        clause, params = _prefix("session_id", prefix)
        got = self.t.rows(
            "SELECT session_id FROM ("
            f" SELECT session_id FROM episodes WHERE owner_id = %s{clause}"
            f" UNION SELECT session_id FROM events WHERE owner_id = %s{clause}"
            ") s ORDER BY session_id LIMIT %s",
            [owner, *params, owner, *params, limit],
        )
        return [r[0] for r in got]

    def tool_event_id(self, owner: str, session_id: str, tool_id: str) -> str | None:
        known = self._ahead.tool_event(owner, session_id, tool_id)
        if known is not ABSENT:
            return known  # type: ignore[return-value]
        self.t.scope(owner)
        return self.t.value(
            "SELECT event_id FROM tool_ids WHERE owner_id = %s AND session_id = %s AND tool_id = %s",
            [owner, session_id, tool_id],
        )

    def set_tool_event(self, owner: str, session_id: str, tool_id: str, event_id: str) -> None:
        if self._ahead.active:
            self._ahead.set_tool_event(owner, session_id, tool_id, event_id)
        self.t.scope(owner)
        self.t.run(
            "INSERT INTO tool_ids (owner_id, session_id, tool_id, event_id) VALUES (%s, %s, %s, %s)"
            " ON CONFLICT (owner_id, session_id, tool_id) DO UPDATE SET event_id = EXCLUDED.event_id",
            [owner, session_id, tool_id, event_id],
        )

    def held_result(self, owner: str, session_id: str, tool_id: str) -> HeldResult | None:
        known = self._ahead.held_result(owner, session_id, tool_id)
        if known is not ABSENT:
            return known  # type: ignore[return-value]
        self.t.scope(owner)
        row = self.t.one(
            f"SELECT {R.columns(R.HELD)} FROM held_results"
            " WHERE owner_id = %s AND session_id = %s AND tool_id = %s",
            [owner, session_id, tool_id],
        )
        return None if row is None else R.held_from(row)

    def hold_result(self, owner: str, session_id: str, tool_id: str, held: HeldResult) -> None:
        if self._ahead.active:
            self._ahead.set_held(owner, session_id, tool_id, held)
        self.t.scope(owner)
        self.t.run(
            f"INSERT INTO held_results (owner_id, session_id, tool_id, {R.columns(R.HELD)})"
            " VALUES (%s, %s, %s, %s, %s, %s::jsonb, %s, %s)"
            " ON CONFLICT (owner_id, session_id, tool_id) DO UPDATE SET"
            " result_digest = EXCLUDED.result_digest, is_error = EXCLUDED.is_error,"
            " sanitizer = EXCLUDED.sanitizer, result_at = EXCLUDED.result_at,"
            " result_exchange_id = EXCLUDED.result_exchange_id",
            [owner, session_id, tool_id, *R.held_row(held)],
        )

    def drop_held_result(self, owner: str, session_id: str, tool_id: str) -> None:
        if self._ahead.active:
            self._ahead.set_held(owner, session_id, tool_id, None)
        self.t.scope(owner)
        self.t.run(
            "DELETE FROM held_results WHERE owner_id = %s AND session_id = %s AND tool_id = %s",
            [owner, session_id, tool_id],
        )

    def response_session(self, owner: str, response_id: str) -> str | None:
        self.t.scope(owner)
        return self.t.value(
            "SELECT session_id FROM response_sessions WHERE owner_id = %s AND response_id = %s",
            [owner, response_id],
        )

    def fallback_session(self, owner: str, seed: str) -> FallbackSession | None:
        self.t.scope(owner)
        row = self.t.one(
            "SELECT session_id, last_at FROM fallback_sessions WHERE owner_id = %s AND seed = %s",
            [owner, seed],
        )
        return None if row is None else FallbackSession(session_id=row[0], last_at=row[1])

    def set_fallback_session(self, owner: str, seed: str, session: FallbackSession) -> None:
        self.t.scope(owner)
        self.t.run(
            "INSERT INTO fallback_sessions (owner_id, seed, session_id, last_at)"
            " VALUES (%s, %s, %s, %s) ON CONFLICT (owner_id, seed)"
            " DO UPDATE SET session_id = EXCLUDED.session_id, last_at = EXCLUDED.last_at",
            [owner, seed, session.session_id, session.last_at],
        )

    # -- store-wide ---------------------------------------------------------------------

    def counts(self, owner: str | None = None) -> tuple[int, int]:
        t = self.t
        if owner is None:
            t.scope_all()
            row = t.one("SELECT (SELECT count(*) FROM episodes), (SELECT count(*) FROM events)")
        else:
            t.scope(owner)
            row = t.one(
                "SELECT (SELECT count(*) FROM episodes WHERE owner_id = %s),"
                " (SELECT count(*) FROM events WHERE owner_id = %s)",
                [owner, owner],
            )
        assert row is not None
        return int(row[0]), int(row[1])

    def owners(self) -> list[str]:
        """Distinct owners by a skip scan (one index probe per owner, not one per row)."""
        self.t.scope_all()
        got = self.t.rows(
            "WITH RECURSIVE o(owner_id) AS ("
            " (SELECT owner_id FROM episodes ORDER BY owner_id LIMIT 1)"
            " UNION ALL"
            " SELECT (SELECT e.owner_id FROM episodes e WHERE e.owner_id > o.owner_id"
            "         ORDER BY e.owner_id LIMIT 1) FROM o WHERE o.owner_id IS NOT NULL"
            ") SELECT owner_id FROM o WHERE owner_id IS NOT NULL"
        )
        return [r[0] for r in got]

    def expire(self, cutoff: datetime, *, batch: int) -> tuple[int, int]:
        from teambrain.core.store.postgres.retention import expire

        self.t.index.flush()  # retention reads the index tables itself
        return expire(self.t, cutoff, batch)

    def expire_fallback_sessions(self, cutoff: datetime, *, batch: int) -> int:
        return self.t.delete_older("fallback_sessions", "owner_id, seed", "last_at", cutoff, batch)

    def expire_held_results(self, cutoff: datetime, *, batch: int) -> int:
        return self.t.delete_older(
            "held_results", "owner_id, session_id, tool_id", "result_at", cutoff, batch
        )
