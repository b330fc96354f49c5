"""Knowledge, tombstones, the audit log and the governance records in LMDB.

knowledge        entry id -> KnowledgeEntry
owner_knowledge  owner NUL entry id -> ""        (an owner's entries; ids sort by time)
tombstones       tombstone id -> Tombstone       (never pruned)
audit            record id -> AuditRecord        (append-only; ids sort by time)
reflect_reports  owner NUL day NUL id -> ReflectionReport
ceremonies       sitting id (a UTC date) -> Ceremony
decay_weeks      ISO week -> DecayWeek
schedule         job name -> JobState
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from itertools import islice
from typing import TYPE_CHECKING

import msgspec
from teambrain.core.clock import to_ms
from teambrain.core.ids import id_floor, new_id
from teambrain.core.records.audit import AuditRecord
from teambrain.core.records.governance import Ceremony, DecayWeek, JobState, ReflectionReport
from teambrain.core.records.knowledge import KnowledgeEntry, Tombstone
from teambrain.core.store.lmdb.codec import decode, encode, key

if TYPE_CHECKING:
    from teambrain.core.store.lmdb.env import KvTxn


def _ascii(record_id: str) -> bytes | None:
    try:
        raw = record_id.encode("ascii")
    except UnicodeEncodeError:
        return None
    return raw if raw and len(raw) <= 64 else None


class LmdbKnowledge:
    def __init__(self, kv: KvTxn) -> None:
        self.kv = kv

    def insert(self, entry: KnowledgeEntry) -> bool:
        raw_id = entry.id.encode()
        if not self.kv.put("knowledge", raw_id, msgspec.msgpack.encode(entry), overwrite=False):
            return False
        self.kv.put("owner_knowledge", key(entry.owner, entry.id), b"")
        return True

    def put(self, entry: KnowledgeEntry) -> None:
        self.kv.put_obj("knowledge", entry.id.encode(), entry)

    def get(self, entry_id: str) -> KnowledgeEntry | None:
        raw = _ascii(entry_id)
        found: KnowledgeEntry | None = (
            None if raw is None else self.kv.get_obj("knowledge", raw, KnowledgeEntry)
        )
        return found

    def owned(
        self, owner: str, *, since: datetime | None = None, until: datetime | None = None
    ) -> Iterator[KnowledgeEntry]:
        lo = key(owner, id_floor(to_ms(since)) if since else "")
        hi = key(owner, id_floor(to_ms(until))) if until else key(owner) + b"\x01"
        for k, _ in self.kv.range("owner_knowledge", lo, hi, values=False):
            entry = self.kv.get_obj("knowledge", k.split(b"\x00", 1)[1], KnowledgeEntry)
            if entry is not None and entry.owner == owner:
                yield entry

    def all(self) -> Iterator[KnowledgeEntry]:
        for _, raw in self.kv.range("knowledge"):
            yield decode(raw, KnowledgeEntry)

    def id_prefixed(self, prefix: str, *, limit: int) -> Iterator[KnowledgeEntry]:
        raw = _ascii(prefix)
        if raw is None:
            return
        for _, value in islice(self.kv.prefix("knowledge", raw), limit):
            yield decode(value, KnowledgeEntry)

    def count(self) -> int:
        return self.kv.count("knowledge")

    def add_tombstone(self, stone: Tombstone) -> None:
        self.kv.put_obj("tombstones", stone.id.encode(), stone)

    def tombstones(self) -> Iterator[Tombstone]:
        for _, raw in self.kv.range("tombstones"):
            yield decode(raw, Tombstone)


class LmdbAudit:
    def __init__(self, kv: KvTxn) -> None:
        self.kv = kv

    def append(self, record: AuditRecord) -> None:
        self.kv.put("audit", record.id.encode(), encode(record), overwrite=False)

    def read(
        self, owner: str, *, since: datetime | None = None, newest_first: bool = True
    ) -> Iterator[AuditRecord]:
        start = id_floor(to_ms(since)).encode() if since else b""
        for _, raw in self.kv.range("audit", start, None, reverse=newest_first):
            rec = decode(raw, AuditRecord)
            if rec.owner in (owner, ""):
                yield rec

    def count(self) -> int:
        return self.kv.count("audit")


class LmdbGovernance:
    def __init__(self, kv: KvTxn) -> None:
        self.kv = kv

    def add_report(self, report: ReflectionReport, at: datetime) -> None:
        k = key(report.owner, f"{at:%Y-%m-%d}", new_id(to_ms(at)))
        self.kv.put_obj("reflect_reports", k, report)

    def reports_of_day(self, owner: str, day: str) -> list[ReflectionReport]:
        return [
            decode(raw, ReflectionReport)
            for _, raw in self.kv.prefix("reflect_reports", key(owner, day, ""))
        ]

    def ceremony(self, ceremony_id: str) -> Ceremony | None:
        raw = _ascii(ceremony_id)
        found: Ceremony | None = (
            None if raw is None else self.kv.get_obj("ceremonies", raw, Ceremony)
        )
        return found

    def put_ceremony(self, ceremony: Ceremony) -> None:
        self.kv.put_obj("ceremonies", ceremony.id.encode(), ceremony)

    def ceremonies(self, *, newest_first: bool = False) -> list[Ceremony]:
        return [
            decode(raw, Ceremony) for _, raw in self.kv.range("ceremonies", reverse=newest_first)
        ]

    def decay_week(self, week: str) -> DecayWeek | None:
        found: DecayWeek | None = self.kv.get_obj("decay_weeks", week.encode(), DecayWeek)
        return found

    def put_decay_week(self, record: DecayWeek) -> None:
        self.kv.put_obj("decay_weeks", record.week.encode(), record)

    def job(self, name: str) -> JobState | None:
        found: JobState | None = self.kv.get_obj("schedule", name.encode(), JobState)
        return found

    def put_job(self, state: JobState) -> None:
        self.kv.put_obj("schedule", state.name.encode(), state)

    def jobs(self) -> list[JobState]:
        return [decode(v, JobState) for _, v in self.kv.range("schedule")]
