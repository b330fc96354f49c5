"""What core asks of a store, in core's own words: one Protocol per repository.

A backend (core/store/lmdb/, core/store/postgres/) implements every repository here. Callers
reach them through a unit of work (`Txn`): `store.read()` gives a consistent snapshot,
`store.write(fn)` runs `fn(txn)` in one atomic transaction that the backend may re-run (map
growth on LMDB, a serialization failure on PostgreSQL), so `fn` must be safe to re-run.

Nothing above core/store names a key, a range, a table or a cursor: listings take an owner
and a time window, never a key prefix. Every owner-scoped read takes the acting owner and
returns only that owner's records (a record of someone else's is indistinguishable from a
missing one); the repositories that span owners (knowledge, tombstones, audit, ceremonies,
decay, schedule) are those whose rules above them decide who sees what.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

import msgspec

if TYPE_CHECKING:
    import numpy as np
    from teambrain.core.records.audit import AuditRecord
    from teambrain.core.records.episodes import (
        Episode,
        ExecutionEvent,
        FallbackSession,
        HeldResult,
    )
    from teambrain.core.records.governance import (
        Ceremony,
        DecayWeek,
        JobState,
        ReflectionReport,
    )
    from teambrain.core.records.inject import InjectChoice
    from teambrain.core.records.knowledge import KnowledgeEntry, Tombstone

T = TypeVar("T")

KIND_EXCHANGE = 0
KIND_EXECUTION = 1
MEANING_BYTES = 512
"""The most an index entry keeps of its record's meaning (IndexDoc.meaning)."""


# -- the recall index's shapes -----------------------------------------------------------


class OwnerStats(msgspec.Struct, array_like=True):
    """Per-owner collection figures, kept incrementally for BM25."""

    next_doc: int = 0
    exchanges: int = 0
    exchange_length: int = 0
    executions: int = 0
    execution_length: int = 0
    merged_doc: int = 0
    """LMDB: documents numbered below this are in the term blocks; the rest wait in the
    pending buffer. Unused elsewhere."""


class DocHead(msgspec.Struct, array_like=True):
    """Owner, docnum and kind of an indexed record."""

    owner: str
    doc: int
    kind: int


class RecordHead(msgspec.Struct, frozen=True):
    """What ranking reads of a recall candidate, without its texts: which record, of which
    session, when (an exchange's start, a call's request), and a call's tool (teambrain's
    own calls never answer). The full record is read only for the hits a recall shows."""

    id: str
    kind: int
    session_id: str
    at: datetime
    tool_name: str = ""
    meaning: bytes = b""
    """An exchange's stored meaning (IndexDoc.meaning), b"" when it has none."""

    @staticmethod
    def of(record: Episode | ExecutionEvent) -> RecordHead:
        from teambrain.core.records.episodes import Episode

        if isinstance(record, Episode):
            return RecordHead(record.id, KIND_EXCHANGE, record.session_id, record.started_at)
        return RecordHead(
            record.id, KIND_EXECUTION, record.session_id, record.requested_at, record.tool_name
        )


class WriteKeys(msgspec.Struct, kw_only=True):
    """What one owner's captures in a batch will look up as they are written
    (Episodes.prefetch_writes)."""

    episodes: list[tuple[str, datetime]] = msgspec.field(default_factory=list)
    """(id, start time) of each capture's exchange."""
    sessions: list[str] = msgspec.field(default_factory=list)
    """Sessions whose newest call is asked for."""
    tool_ids: list[tuple[str, str]] = msgspec.field(default_factory=list)
    """(session, tool id) pairs asked for the call they name."""
    held: list[tuple[str, str]] = msgspec.field(default_factory=list)
    """(session, tool id) pairs of new calls, asked for a result held for them."""


class IndexDoc(msgspec.Struct, kw_only=True):
    """What one record adds to the recall index (core/episodes/index.py computes it)."""

    record_id: str
    owner: str
    kind: int
    t: int
    """Seconds since the epoch: when the record happened."""
    length: int
    """The field-weighted length, in quarter units."""
    tf: dict[str, int]
    """Term -> field-weighted frequency, in quarter units."""
    fresh: bool = False
    """The record was never indexed (a new capture's): there is nothing to replace."""
    session_id: str = ""
    at_us: int = 0
    """Microseconds since the epoch: the record's exact time (t is its second)."""
    tool_name: str = ""
    """A call's tool ("" for an exchange). With session_id and at_us, what ranking reads
    of a candidate (RecordHead): a backend may keep them beside the index entry so that
    ranking never reads the records themselves."""
    meaning: bytes = b""
    """An exchange's meaning as core/episodes/meaning.py writes it (the model's tag, then
    its vector as signed bytes; at most MEANING_BYTES), b"" for none: stored beside the
    index entry, removed with it, and handed back with the candidate's head."""


class Postings:
    """One term's postings in a window, as contiguous arrays ready for scoring."""

    __slots__ = ("df", "doc", "tf", "dl", "kind")

    def __init__(
        self, df: int, doc: np.ndarray, tf: np.ndarray, dl: np.ndarray, kind: np.ndarray
    ) -> None:
        self.df = df
        self.doc, self.tf, self.dl, self.kind = doc, tf, dl, kind

    def __len__(self) -> int:
        return len(self.doc)

    def keep(self, mask: np.ndarray) -> None:
        self.doc, self.tf, self.dl, self.kind = (
            self.doc[mask],
            self.tf[mask],
            self.dl[mask],
            self.kind[mask],
        )


# -- repositories ------------------------------------------------------------------------


class Episodes(Protocol):
    """Exchanges and their execution events, with the listings every surface reads."""

    def put_episode(self, episode: Episode, *, fresh: bool = False) -> None:
        """Store an exchange (new or replaced) with its owner, session and response listings.
        `fresh`: it was never stored (a new capture's), so no copy of it stored at another
        time need be looked for."""
        ...

    def put_event(self, event: ExecutionEvent, *, fresh: bool = False) -> None:
        """Store a tool call (new, or updated when its result attaches); `fresh` as above."""
        ...

    def episode(self, owner: str, episode_id: str) -> Episode | None: ...

    def episode_at(self, owner: str, episode_id: str, started_at: datetime) -> Episode | None:
        """The exchange if it is stored with this start time (a capture sent again always
        is): one place to look on a store partitioned by time."""
        ...

    def event(self, owner: str, event_id: str) -> ExecutionEvent | None: ...

    def episodes(
        self,
        owner: str,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        newest_first: bool = True,
    ) -> Iterator[Episode]:
        """The owner's exchanges started in [since, until), by time."""
        ...

    def events(
        self,
        owner: str,
        *,
        since: datetime | None = None,
        until: datetime | None = None,
        newest_first: bool = True,
    ) -> Iterator[ExecutionEvent]:
        """The owner's tool calls asked for in [since, until), by time."""
        ...

    def id_prefixed(self, owner: str, prefix: str, *, limit: int) -> tuple[list[str], list[str]]:
        """The owner's (exchange ids, event ids) starting with prefix, at most `limit` each."""
        ...

    def session_exchange_ids(
        self,
        owner: str,
        session_id: str,
        *,
        after: str | None = None,
        through: str | None = None,
        newest_first: bool = False,
    ) -> Iterator[str]:
        """Ids of one session's exchanges with after < id <= through, in id (time) order."""
        ...

    def session_neighbours(
        self, owner: str, episodes: Sequence[RecordHead], reach: int
    ) -> dict[str, tuple[list[str], list[str]]]:
        """For each exchange, the ids of up to `reach` exchanges of its session before it
        (nearest first) and up to `reach` after it (nearest first): recall's context, asked
        for all candidates at once."""
        ...

    def heads(
        self, owner: str, episode_ids: Sequence[str], event_ids: Sequence[str]
    ) -> dict[str, RecordHead]:
        """The owner's records among these ids, by id, as ranking reads them (without their
        texts): recall's candidates, in one round trip on a backend with round trips."""
        ...

    def prefetch(self, owner: str, episode_ids: Sequence[str], event_ids: Sequence[str]) -> None:
        """A hint that episode() and event() will be asked for these ids in this unit of
        work: a backend with round trips loads them at once (LMDB: nothing to do)."""
        ...

    def prefetch_writes(self, wanted: Mapping[str, WriteKeys]) -> None:
        """A hint that this unit of work's writes will ask, for each owner in `wanted`,
        episode_at() for its (id, start time) pairs, last_session_event() for its sessions
        and tool_event_id() for its (session, tool id) pairs: a backend with round trips
        loads the answers for every owner at once and keeps them current with the unit's
        own writes (LMDB: nothing to do)."""
        ...

    def session_event_ids(
        self, owner: str, session_id: str, *, since: datetime | None = None
    ) -> Iterator[str]:
        """Ids of one session's tool calls asked for from `since` on, in id order."""
        ...

    def last_session_event(self, owner: str, session_id: str) -> ExecutionEvent | None:
        """The session's newest tool call (its order numbers the next one)."""
        ...

    def pending_calls(
        self, owner: str, since: datetime, *, scan: int, tools: frozenset[str]
    ) -> list[ExecutionEvent]:
        """Of the owner's `scan` newest tool calls asked for from `since` on, those still
        without a result and calling one of `tools` (a name's last `__` segment), newest
        first."""
        ...

    def session_exists(self, owner: str, session_id: str) -> bool: ...

    def sessions_prefixed(self, owner: str, prefix: str, *, limit: int) -> list[str]:
        """The owner's session ids starting with prefix, in id order, at most `limit`."""
        ...

    def tool_event_id(self, owner: str, session_id: str, tool_id: str) -> str | None:
        """The event a tool id of a session names now (the newest call that used it)."""
        ...

    def set_tool_event(self, owner: str, session_id: str, tool_id: str, event_id: str) -> None: ...

    def held_result(self, owner: str, session_id: str, tool_id: str) -> HeldResult | None:
        """A result of the session waiting for its call of `tool_id` to be written."""
        ...

    def hold_result(self, owner: str, session_id: str, tool_id: str, held: HeldResult) -> None:
        """Keep a result until its call of `tool_id` is written (replacing one held)."""
        ...

    def drop_held_result(self, owner: str, session_id: str, tool_id: str) -> None:
        """Forget a held result (its call took it)."""
        ...

    def response_session(self, owner: str, response_id: str) -> str | None:
        """The session of one of the owner's provider responses (OpenAI Responses chains)."""
        ...

    def fallback_session(self, owner: str, seed: str) -> FallbackSession | None:
        """The latest session of a conversation opening no client named."""
        ...

    def set_fallback_session(self, owner: str, seed: str, session: FallbackSession) -> None: ...

    def counts(self, owner: str | None = None) -> tuple[int, int]:
        """(exchanges, events): one owner's, or the whole store's."""
        ...

    def owners(self) -> list[str]:
        """Every owner with exchanges in the store."""
        ...

    def expire(self, cutoff: datetime, *, batch: int) -> tuple[int, int]:
        """Remove up to `batch` exchanges and events from before `cutoff`, with every index
        entry and listing pointing at them; return (exchanges, events) removed."""
        ...

    def expire_fallback_sessions(self, cutoff: datetime, *, batch: int) -> int:
        """Forget up to `batch` fallback sessions idle since before `cutoff`."""
        ...

    def expire_held_results(self, cutoff: datetime, *, batch: int) -> int:
        """Forget up to `batch` held results carried by exchanges from before `cutoff`."""
        ...


class IndexReader(Protocol):
    """One owner's view of the recall index for one query (it may cache as it goes)."""

    def stats(self) -> OwnerStats: ...

    def document_frequency(self, term: str) -> int: ...

    def postings(self, term: str, since_s: int | None, until_s: int | None) -> Postings:
        """The term's postings with since_s <= t < until_s (df counts all time)."""
        ...

    def record(self, doc: int) -> str | None:
        """The record id behind a docnum."""
        ...

    def head(self, record_id: str) -> DocHead | None:
        """The owner's indexed record: its docnum and kind (None for anyone else's)."""
        ...

    def prefetch(self, docs: Sequence[int]) -> None:
        """A hint that record() and head() will be asked for these docnums: a backend with
        round trips loads them at once (LMDB: nothing to do)."""
        ...

    def candidates(self, docs: Sequence[int]) -> list[RecordHead | None]:
        """The owner's records behind these docnums as ranking reads them, in order (None
        for a docnum no longer indexed, or one whose record is gone): recall's candidates,
        in one round trip on a backend with round trips."""
        ...

    def session_context(
        self, exchanges: Sequence[RecordHead], reach: int
    ) -> dict[str, list[int | None]]:
        """For each exchange, the docnums of up to `reach` exchanges of its session before
        it, nearest first, then of up to `reach` after it, nearest first (None where there
        is none): recall's session context, by id order (ids sort by time), however far
        apart in time they are."""
        ...

    def prefetch_terms(self, terms: Sequence[str]) -> None:
        """The same hint for document_frequency() of these terms."""
        ...

    def prefetch_postings(
        self, terms: Sequence[str], since_s: int | None, until_s: int | None, meanings: int = 0
    ) -> None:
        """The same hint for postings() of these terms in this window, and (meanings > 0)
        for meanings(since_s, until_s, meanings): a database reads both in one round trip."""
        ...

    def terms(self, record_id: str) -> list[str]:
        """The terms indexed for one of the owner's records."""
        ...

    def meanings(
        self, since_s: int | None, until_s: int | None, limit: int
    ) -> tuple[list[int], list[bytes]]:
        """Docnums and meanings (IndexDoc.meaning) of the owner's exchanges that have one,
        with since_s <= t < until_s: at most `limit` read, the most recently indexed first
        (a backend may stop at the first older than the window: indexing order is nearly
        time order). Recall's nearest-meaning candidates, a bounded scan in one round trip."""
        ...


class RecallIndex(Protocol):
    """Recall's inverted index, written in the same transaction as the records it covers."""

    waits: bool
    """Whether a read waits on a server (time in which another thread may compute)."""

    def add(self, doc: IndexDoc) -> None:
        """Index a record; re-indexing one replaces it, never doubles it."""
        ...

    def remove(self, record_id: str) -> None:
        """Remove every posting, statistic and mapping a record added."""
        ...

    def reader(self, owner: str) -> IndexReader: ...

    def roll_up(self, now_s: int, *, owners: int) -> int:
        """Fold statistics that a backend keeps rolled up for queries (PostgreSQL: document
        frequencies per week) up to date for at most `owners` owners; returns how many it
        did (0 when none is behind). Run by retention's pass."""
        ...


class Knowledge(Protocol):
    """Knowledge entries (every owner's: visibility is decided above) and tombstones."""

    def insert(self, entry: KnowledgeEntry) -> bool:
        """Store a new entry; False if its id exists."""
        ...

    def put(self, entry: KnowledgeEntry) -> None:
        """Store an entry's new state."""
        ...

    def get(self, entry_id: str) -> KnowledgeEntry | None: ...

    def owned(
        self, owner: str, *, since: datetime | None = None, until: datetime | None = None
    ) -> Iterator[KnowledgeEntry]:
        """The owner's entries filed in [since, until), oldest first."""
        ...

    def all(self) -> Iterator[KnowledgeEntry]:
        """Every entry, in id order (agenda, decay, the team's shared lessons)."""
        ...

    def id_prefixed(self, prefix: str, *, limit: int) -> Iterator[KnowledgeEntry]:
        """Entries whose id starts with prefix, in id order; the caller filters and stops."""
        ...

    def count(self) -> int: ...

    def add_tombstone(self, stone: Tombstone) -> None: ...

    def tombstones(self) -> Iterator[Tombstone]: ...


class Audit(Protocol):
    """The append-only audit log."""

    def append(self, record: AuditRecord) -> None: ...

    def read(
        self, owner: str, *, since: datetime | None = None, newest_first: bool = True
    ) -> Iterator[AuditRecord]:
        """The owner's records and the store-wide ones (owner ""), by time."""
        ...

    def count(self) -> int: ...


class Governance(Protocol):
    """Reflection reports, ceremony sittings, decay weeks and the schedule's job states."""

    def add_report(self, report: ReflectionReport, at: datetime) -> None: ...

    def reports_of_day(self, owner: str, day: str) -> list[ReflectionReport]:
        """One owner's reports of a UTC day (YYYY-MM-DD), oldest first."""
        ...

    def ceremony(self, ceremony_id: str) -> Ceremony | None: ...

    def put_ceremony(self, ceremony: Ceremony) -> None: ...

    def ceremonies(self, *, newest_first: bool = False) -> list[Ceremony]: ...

    def decay_week(self, week: str) -> DecayWeek | None: ...

    def put_decay_week(self, record: DecayWeek) -> None: ...

    def job(self, name: str) -> JobState | None: ...

    def put_job(self, state: JobState) -> None: ...

    def jobs(self) -> list[JobState]: ...


class Meta(Protocol):
    """Store-wide values (enablement time, high-water marks, the secret) and counters."""

    def get(self, name: str) -> Any: ...

    def put(self, name: str, value: Any) -> None: ...

    def counter_add(self, name: str, amount: int = 1) -> None:
        """Add to a persistent counter (commutes with every other writer's additions)."""
        ...

    def counters(self, prefix: str = "") -> dict[str, int]: ...


@runtime_checkable
class InjectChoices(Protocol):
    """The block injection chose for each session (owner-scoped: another owner's session
    key never finds a choice)."""

    def choice(self, owner: str, session: str) -> InjectChoice | None: ...

    def put_choice(self, owner: str, session: str, choice: InjectChoice) -> None: ...

    def expire(self, cutoff: datetime, *, batch: int) -> int:
        """Remove up to `batch` choices made before `cutoff`; how many went."""
        ...


class RateWindows(Protocol):
    """Fixed-window request counters shared by every process on the store (the team
    server's rate limits). Each call is its own tiny atomic write, outside any unit of work,
    and cheap: no fsync on LMDB, one statement on PostgreSQL."""

    def hit(self, name: str, window_s: float) -> tuple[int, float]:
        """Count one request of `name` in its current window: the requests counted in it
        so far, this one included, and the seconds until it ends. A window opens with the
        first request after the last one ended and lasts `window_s` seconds, on the store's
        clock (the database's on PostgreSQL), so every process counts into the same one."""
        ...

    def forget(self, older_than_s: float) -> int:
        """Drop the counters whose window ended over `older_than_s` seconds ago."""
        ...


class Txn(Protocol):
    """A unit of work over every repository; writes only inside `Store.write`."""

    @property
    def write(self) -> bool: ...

    @property
    def episodes(self) -> Episodes: ...

    @property
    def index(self) -> RecallIndex: ...

    @property
    def knowledge(self) -> Knowledge: ...

    @property
    def audit(self) -> Audit: ...

    @property
    def governance(self) -> Governance: ...

    @property
    def meta(self) -> Meta: ...

    @property
    def inject(self) -> InjectChoices: ...


@runtime_checkable
class Store(Protocol):
    """One store: an LMDB directory or a PostgreSQL database."""

    @property
    def url(self) -> str:
        """Where it lives: a directory, or postgresql://... without a password."""
        ...

    @property
    def backend(self) -> str: ...

    @property
    def readonly(self) -> bool: ...

    @property
    def rates(self) -> RateWindows: ...

    def read(self) -> AbstractContextManager[Txn]:
        """A consistent snapshot; never blocks the writer."""
        ...

    def write(self, fn: Callable[[Txn], T]) -> T:
        """Run fn in one atomic transaction; fn must be safe to re-run."""
        ...

    def exists(self) -> bool: ...

    def info(self) -> dict[str, int]:
        """Size figures: `used_bytes` at least."""
        ...

    def sync(self) -> None: ...

    def close(self) -> None: ...


# -- the gateway host's outbox -------------------------------------------------------------


class OutboxEntry(msgspec.Struct, kw_only=True):
    seq: int
    """Its place in the host's queue (commit order)."""
    queued_ms: int
    payload: bytes


class OutboxStats(msgspec.Struct, kw_only=True):
    depth: int
    """Entries waiting."""
    bytes: int
    cap_bytes: int
    oldest_ms: int | None
    """When the oldest waiting entry was queued (epoch ms); None when empty."""
    dead: int
    """Entries the database refused on their own, kept aside."""


@runtime_checkable
class Outbox(Protocol):
    """A durable local queue of captures on their way to a database store."""

    def put(self, payload: bytes) -> bool:
        """Commit one entry durably; False when it would pass the byte cap."""
        ...

    def put_many(self, payloads: Sequence[bytes]) -> int:
        """Commit entries durably, in order, in one transaction (one sync); how many fitted
        under the byte cap (the first ones)."""
        ...

    def take(self, limit: int) -> list[OutboxEntry]:
        """The oldest entries in commit order; they stay until removed."""
        ...

    def remove(self, seqs: Iterable[int]) -> None: ...

    def bury(self, seqs: Iterable[int]) -> None:
        """Set entries aside that the database refuses on their own."""
        ...

    def revive(self) -> int:
        """Put every entry set aside back in the queue; how many."""
        ...

    def stats(self) -> OutboxStats: ...

    def close(self) -> None: ...
