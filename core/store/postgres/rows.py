"""Records to rows and back: one column per scalar field, JSONB or arrays for nested parts,
msgpack bytes for fingerprints and meta values, exact round trips.

PostgreSQL text cannot hold NUL, which a tool result's digest may: free text is stored with
a reversible escape (NUL -> U+E000 '0', U+E000 -> U+E000 'e'), applied only when one of the
two characters is present, so ordinary text is stored as it is.

A column that holds a word of a closed set (an episode's status, an entry's state) is read
back through `closed`: a word outside the set (a newer release's, or a hand edit) is refused
with a StoreError naming the record, the field and the word, as msgspec refuses it in JSONB
parts and in LMDB's records.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
from psycopg.adapt import Loader
from psycopg.pq import Format
from teambrain.core.clock import EPOCH
from teambrain.core.errors import StoreError
from teambrain.core.records.audit import AUDIT_ACTIONS, RECORDED_CHANNELS, AuditRecord
from teambrain.core.records.episodes import STATUSES, Episode, ExecutionEvent, HeldResult, Usage
from teambrain.core.records.governance import (
    Ceremony,
    DecayWeek,
    Decision,
    FlaggedEntry,
    JobState,
    ReflectionReport,
    Verdict,
)
from teambrain.core.records.knowledge import (
    ORIGINS,
    STATES,
    VISIBILITIES,
    CitationSource,
    Fingerprint,
    KnowledgeEntry,
    Tombstone,
    Transition,
)

ESC = "\ue000"
_ESC_B = ESC.encode()
_UNESCAPE = re.compile(ESC + "(.)", re.DOTALL)
_JSON_NUL = re.compile(r"(?<!\\)((?:\\\\)*)\\u0000")
_JSON_UNESCAPE = re.compile(ESC + "([0e])")
_json = msgspec.json.Encoder()
_mp = msgspec.msgpack.Encoder()


# -- text and JSON ----------------------------------------------------------------------


def put_text(s: str) -> str:
    if "\x00" in s or ESC in s:
        return s.replace(ESC, ESC + "e").replace("\x00", ESC + "0")
    return s


def get_text(s: str) -> str:
    if ESC in s:
        return _UNESCAPE.sub(lambda m: "\x00" if m.group(1) == "0" else ESC, s)
    return s


def opt_put(s: str | None) -> str | None:
    return None if s is None else put_text(s)


def opt_get(s: str | None) -> str | None:
    return None if s is None else get_text(s)


def jdump(obj: Any) -> str:
    """JSON text for a JSONB column (which refuses \\u0000: escaped as free text is)."""
    s = _json.encode(obj).decode()
    if "\\u0000" in s or ESC in s:
        s = s.replace(ESC, ESC + "e")
        s = _JSON_NUL.sub(lambda m: m.group(1) + ESC + "0", s)
    return s


def jload[T](raw: bytes | str, type_: type[T]) -> T:
    data = raw.encode() if isinstance(raw, str) else bytes(raw)
    if _ESC_B in data:
        text = _JSON_UNESCAPE.sub(lambda m: "\\u0000" if m.group(1) == "0" else ESC, data.decode())
        data = text.encode()
    return msgspec.json.decode(data, type=type_)


def closed[T: str](value: str, allowed: tuple[T, ...], field: str, record: str, key: str) -> T:
    """A stored word of a closed set as its type, or a StoreError naming where it was read."""
    for word in allowed:
        if value == word:
            return word
    raise StoreError(
        f"the stored {record} {key} has {field} {value!r}, which is not one of"
        f" {', '.join(allowed)} (written by a newer teambrain, or edited by hand)"
    )


def mp_dump(obj: Any) -> bytes:
    return _mp.encode(obj)


def mp_load(raw: bytes, type_: Any = Any) -> Any:
    return msgspec.msgpack.decode(bytes(raw), type=type_)


class RawJsonLoader(Loader):
    """JSONB comes back as its text (msgspec decodes it into the record's own types)."""

    format = Format.TEXT

    def load(self, data: Any) -> bytes:
        return bytes(data)


class UtcTimestampLoader(Loader):
    """timestamptz as a UTC-aware datetime, whatever the session's TimeZone."""

    format = Format.TEXT

    def __init__(self, oid: int, context: Any = None) -> None:
        super().__init__(oid, context)
        import psycopg

        base = psycopg.adapters.get_loader(oid, Format.TEXT)
        assert base is not None
        self._inner = base(oid, context)

    def load(self, data: Any) -> datetime:
        value = self._inner.load(data)
        return value if value.tzinfo is UTC else value.astimezone(UTC)


def configure(conn: Any) -> None:
    """Loaders for every connection the store uses."""
    conn.adapters.register_loader("jsonb", RawJsonLoader)
    conn.adapters.register_loader("json", RawJsonLoader)
    conn.adapters.register_loader("timestamptz", UtcTimestampLoader)


def micros(column: str) -> str:
    """A timestamptz column as microseconds since the epoch (an integer decodes quicker
    than a time, and converts back exactly: from_micros)."""
    return f"(extract(epoch FROM {column}) * 1000000)::bigint"


def from_micros(value: int) -> datetime:
    return EPOCH + timedelta(microseconds=value)


def columns(cols: tuple[str, ...]) -> str:
    return ", ".join(cols)


def as_arrays(keys: Sequence[tuple]) -> list[list]:
    """Key tuples as one list per position: the arrays an `unnest(...)` lookup takes."""
    return [list(c) for c in zip(*keys, strict=True)]


AT_KEY = "{column} >= {at} AND {column} <= {at}"
"""A record's time as part of its key, in a lookup by (owner, id, time): equal to `at`,
spelled as a range. Spelled `=`, the planner prices the time alone as selective as the
whole key and reads the smaller index on time, which holds every record of that instant: a
burst of captures stamped alike made each lookup read all of them. As a range it reads the
key; the week's partition is still the only one searched."""


def int_array(values: Iterable[int]) -> str:
    """Integers as an array literal, for a parameter cast to an integer array (`%s::int[]`):
    psycopg adapts a list element by element, and an outbox batch sends thousands."""
    return "{" + ",".join(map(str, values)) + "}"


def placeholders(cols: tuple[str, ...], casts: dict[str, str]) -> str:
    return ", ".join(f"%s::{casts[c]}" if c in casts else "%s" for c in cols)


def updates(cols: tuple[str, ...], keys: tuple[str, ...]) -> str:
    return ", ".join(f"{c} = EXCLUDED.{c}" for c in cols if c not in keys)


# -- episodes ----------------------------------------------------------------------------

EPISODE = (
    "owner_id",
    "id",
    "session_id",
    "provider",
    "model",
    "client",
    "started_at",
    "ended_at",
    "user_digest",
    "response_digest",
    "continuation",
    "status",
    "status_detail",
    "stop_reason",
    "response_id",
    "usage",
    "tool_use_ids",
    "sanitizer",
    "agent_id",
    "parent_agent_id",
    "prompt_digest",
    "schema",
    "first_byte_at",
    "injected",
)
EPISODE_CASTS = {"usage": "jsonb", "sanitizer": "jsonb"}


def episode_row(e: Episode) -> tuple:
    return (
        e.owner,
        e.id,
        e.session_id,
        put_text(e.provider),
        put_text(e.model),
        put_text(e.client),
        e.started_at,
        e.ended_at,
        put_text(e.user_digest),
        put_text(e.response_digest),
        e.continuation,
        e.status,
        put_text(e.status_detail),
        put_text(e.stop_reason),
        e.response_id,
        jdump(e.usage),
        list(e.tool_use_ids),
        jdump(e.sanitizer),
        e.agent_id,
        e.parent_agent_id,
        put_text(e.prompt_digest),
        e.schema,
        e.first_byte_at,
        list(e.injected),
    )


def episode_from(r: Any) -> Episode:
    return Episode(
        owner=r[0],
        id=r[1],
        session_id=r[2],
        provider=get_text(r[3]),
        model=get_text(r[4]),
        client=get_text(r[5]),
        started_at=r[6],
        ended_at=r[7],
        user_digest=get_text(r[8]),
        response_digest=get_text(r[9]),
        continuation=r[10],
        status=closed(r[11], STATUSES, "status", "episode", r[1]),
        status_detail=get_text(r[12]),
        stop_reason=get_text(r[13]),
        response_id=r[14],
        usage=jload(r[15], Usage),
        tool_use_ids=list(r[16]),
        sanitizer=jload(r[17], dict[str, int]),
        agent_id=r[18],
        parent_agent_id=r[19],
        prompt_digest=get_text(r[20]),
        schema=r[21],
        first_byte_at=r[22],
        injected=list(r[23]),
    )


EVENT = (
    "owner_id",
    "id",
    "session_id",
    "exchange_id",
    "tool_id",
    "tool_name",
    "input_digest",
    "result_digest",
    "is_error",
    "requested_at",
    "result_at",
    "result_exchange_id",
    "call_order",
    "sanitizer",
    "schema",
)
EVENT_CASTS = {"sanitizer": "jsonb"}


def event_row(e: ExecutionEvent) -> tuple:
    return (
        e.owner,
        e.id,
        e.session_id,
        e.exchange_id,
        e.tool_id,
        put_text(e.tool_name),
        put_text(e.input_digest),
        opt_put(e.result_digest),
        e.is_error,
        e.requested_at,
        e.result_at,
        e.result_exchange_id,
        e.order,
        jdump(e.sanitizer),
        e.schema,
    )


def event_from(r: Any) -> ExecutionEvent:
    return ExecutionEvent(
        owner=r[0],
        id=r[1],
        session_id=r[2],
        exchange_id=r[3],
        tool_id=r[4],
        tool_name=get_text(r[5]),
        input_digest=get_text(r[6]),
        result_digest=opt_get(r[7]),
        is_error=r[8],
        requested_at=r[9],
        result_at=r[10],
        result_exchange_id=r[11],
        order=r[12],
        sanitizer=jload(r[13], dict[str, int]),
        schema=r[14],
    )


HELD = (
    "result_digest",
    "is_error",
    "sanitizer",
    "result_at",
    "result_exchange_id",
)


def held_row(h: HeldResult) -> tuple:
    return (
        put_text(h.result_digest),
        h.is_error,
        jdump(h.sanitizer),
        h.result_at,
        h.result_exchange_id,
    )


def held_from(r: Any) -> HeldResult:
    return HeldResult(
        result_digest=get_text(r[0]),
        is_error=r[1],
        sanitizer=jload(r[2], dict[str, int]),
        result_at=r[3],
        result_exchange_id=r[4],
    )


# -- knowledge ---------------------------------------------------------------------------

ENTRY = (
    "owner_id",
    "id",
    "text",
    "origin",
    "citations",
    "state",
    "visibility",
    "flagged",
    "flagged_at",
    "flag_reason",
    "injected_count",
    "last_injected_at",
    "retrieved_count",
    "last_retrieved_at",
    "created_at",
    "created_by",
    "decided_at",
    "decided_by",
    "sharing_decided_at",
    "sharing_decided_by",
    "idle_since",
    "fingerprint",
    "sanitizer",
    "history",
    "schema",
    "provenance",
)
ENTRY_CASTS = {"sanitizer": "jsonb", "history": "jsonb", "provenance": "jsonb"}


def entry_row(e: KnowledgeEntry) -> tuple:
    return (
        e.owner,
        e.id,
        put_text(e.text),
        e.origin,
        list(e.citations),
        e.state,
        e.visibility,
        e.flagged,
        e.flagged_at,
        put_text(e.flag_reason),
        e.injected_count,
        e.last_injected_at,
        e.retrieved_count,
        e.last_retrieved_at,
        e.created_at,
        e.created_by,
        e.decided_at,
        e.decided_by,
        e.sharing_decided_at,
        e.sharing_decided_by,
        e.idle_since,
        mp_dump(e.fingerprint),
        jdump(e.sanitizer),
        jdump(e.history),
        e.schema,
        jdump(e.provenance),
    )


def entry_from(r: Any) -> KnowledgeEntry:
    return KnowledgeEntry(
        owner=r[0],
        id=r[1],
        text=get_text(r[2]),
        origin=closed(r[3], ORIGINS, "origin", "knowledge entry", r[1]),
        citations=list(r[4]),
        state=closed(r[5], STATES, "state", "knowledge entry", r[1]),
        visibility=closed(r[6], VISIBILITIES, "visibility", "knowledge entry", r[1]),
        flagged=r[7],
        flagged_at=r[8],
        flag_reason=get_text(r[9]),
        injected_count=r[10],
        last_injected_at=r[11],
        retrieved_count=r[12],
        last_retrieved_at=r[13],
        created_at=r[14],
        created_by=r[15],
        decided_at=r[16],
        decided_by=r[17],
        sharing_decided_at=r[18],
        sharing_decided_by=r[19],
        idle_since=r[20],
        fingerprint=mp_load(r[21], Fingerprint),
        sanitizer=jload(r[22], dict[str, int]),
        history=jload(r[23], list[Transition]),
        schema=r[24],
        provenance=jload(r[25], list[CitationSource]),
    )


TOMBSTONE = ("owner_id", "id", "entry_id", "at", "rejected_by", "fingerprint")


def tombstone_row(t: Tombstone) -> tuple:
    return (t.owner, t.id, t.entry_id, t.at, t.by, mp_dump(t.fingerprint))


def tombstone_from(r: Any) -> Tombstone:
    return Tombstone(
        owner=r[0], id=r[1], entry_id=r[2], at=r[3], by=r[4], fingerprint=mp_load(r[5], Fingerprint)
    )


# -- audit -------------------------------------------------------------------------------

AUDIT = ("id", "at", "actor", "owner_id", "action", "entry_id", "detail", "channel")
AUDIT_CASTS = {"detail": "jsonb"}


def audit_row(a: AuditRecord) -> tuple:
    return (a.id, a.at, a.actor, a.owner, a.action, a.entry_id, jdump(a.detail), a.channel)


def audit_from(r: Any) -> AuditRecord:
    return AuditRecord(
        id=r[0],
        at=r[1],
        actor=r[2],
        owner=r[3],
        action=closed(r[4], AUDIT_ACTIONS, "action", "audit record", r[0]),
        entry_id=r[5],
        detail=jload(r[6], dict[str, str | int]),
        channel=closed(r[7], RECORDED_CHANNELS, "channel", "audit record", r[0]),
    )


# -- governance --------------------------------------------------------------------------

REPORT = (
    "owner_id",
    "day",
    "id",
    "reflector",
    "window_start",
    "window_end",
    "dry_run",
    "episodes_read",
    "proposed",
    "filed",
    "discarded_uncited",
    "discarded_unsupported",
    "discarded_single_session",
    "skipped_duplicate",
    "over_budget",
    "budget_left",
    "pending_before",
    "backpressure",
    "error",
    "notes",
    "lessons",
    "refused_unsafe",
)
REPORT_CASTS = {"notes": "jsonb", "lessons": "jsonb"}


def report_row(rep: ReflectionReport, day: str, report_id: str) -> tuple:
    return (
        rep.owner,
        day,
        report_id,
        put_text(rep.reflector),
        rep.window_start,
        rep.window_end,
        rep.dry_run,
        rep.episodes_read,
        rep.proposed,
        rep.filed,
        rep.discarded_uncited,
        rep.discarded_unsupported,
        rep.discarded_single_session,
        rep.skipped_duplicate,
        rep.over_budget,
        rep.budget_left,
        rep.pending_before,
        rep.backpressure,
        put_text(rep.error),
        jdump(rep.notes),
        jdump(rep.lessons),
        rep.refused_unsafe,
    )


def report_from(r: Any) -> ReflectionReport:
    return ReflectionReport(
        owner=r[0],
        reflector=get_text(r[3]),
        window_start=r[4],
        window_end=r[5],
        dry_run=r[6],
        episodes_read=r[7],
        proposed=r[8],
        filed=r[9],
        discarded_uncited=r[10],
        discarded_unsupported=r[11],
        discarded_single_session=r[12],
        skipped_duplicate=r[13],
        over_budget=r[14],
        budget_left=r[15],
        pending_before=r[16],
        backpressure=r[17],
        error=get_text(r[18]),
        notes=jload(r[19], list[str]),
        lessons=jload(r[20], list[Verdict]),
        refused_unsafe=r[21],
    )


CEREMONY = ("id", "started_at", "ended_at", "attendees", "decisions")
CEREMONY_CASTS = {"decisions": "jsonb"}


def ceremony_row(c: Ceremony) -> tuple:
    return (c.id, c.started_at, c.ended_at, list(c.attendees), jdump(c.decisions))


def ceremony_from(r: Any) -> Ceremony:
    return Ceremony(
        id=r[0],
        started_at=r[1],
        ended_at=r[2],
        attendees=list(r[3]),
        decisions=jload(r[4], list[Decision]),
    )


DECAY = ("week", "flagged", "passes")
DECAY_CASTS = {"flagged": "jsonb"}


def decay_row(d: DecayWeek) -> tuple:
    return (d.week, jdump(d.flagged), d.passes)


def decay_from(r: Any) -> DecayWeek:
    return DecayWeek(week=r[0], flagged=jload(r[1], list[FlaggedEntry]), passes=r[2])


JOB = (
    "name",
    "last_period",
    "last_run_at",
    "last_detail",
    "runs",
    "lease_holder",
    "lease_until",
    "last_error",
    "last_failed_at",
)
JOB_CASTS = {"last_detail": "jsonb"}


def job_row(j: JobState) -> tuple:
    return (
        j.name,
        j.last_period,
        j.last_run_at,
        jdump(j.last_detail),
        j.runs,
        j.lease_holder,
        j.lease_until,
        put_text(j.last_error),
        j.last_failed_at,
    )


def job_from(r: Any) -> JobState:
    return JobState(
        name=r[0],
        last_period=r[1],
        last_run_at=r[2],
        last_detail=jload(r[3], dict[str, int | str]),
        runs=r[4],
        lease_holder=r[5],
        lease_until=r[6],
        last_error=get_text(r[7]),
        last_failed_at=r[8],
    )
