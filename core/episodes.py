"""Episodes and execution events: what teambrain remembers of each LLM exchange.

An Episode is one request/response exchange; an ExecutionEvent is one tool call the model
asked for, with its result attached when a later request carries it. Both hold only
sanitized, bounded digests, never raw payloads.

Invariant (owner-private): every read here takes the acting owner and returns only that
owner's records; a record of someone else is indistinguishable from a missing one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from datetime import datetime

import msgspec
from teambrain.core.clock import to_ms
from teambrain.core.errors import NotFound
from teambrain.core.ids import id_floor
from teambrain.core.store import Store, Txn, key

SCHEMA = 1

EXCHANGE = "x"
EXECUTION = "e"


class Usage(msgspec.Struct, omit_defaults=True):
    input_tokens: int | None = None
    output_tokens: int | None = None
    cache_read_tokens: int | None = None
    cache_write_tokens: int | None = None


class Episode(msgspec.Struct, kw_only=True):
    """One exchange: a request and its response (DESIGN.md section 3)."""

    id: str
    owner: str
    session_id: str
    provider: str
    model: str = ""
    client: str = ""
    started_at: datetime
    ended_at: datetime
    user_digest: str = ""
    response_digest: str = ""
    continuation: bool = False
    """The last user turn held only tool results (no human text)."""
    status: str = "complete"  # complete | partial | error
    status_detail: str = ""
    stop_reason: str = ""
    response_id: str = ""
    usage: Usage = msgspec.field(default_factory=Usage)
    tool_use_ids: list[str] = []
    sanitizer: dict[str, int] = {}
    """Entity type -> count redacted (never values)."""
    agent_id: str = ""
    """Who spoke: "" for the person's own conversation (the main agent), else the client's
    id of the subagent whose exchange this is (Claude Code: x-claude-code-agent-id)."""
    parent_agent_id: str = ""
    """For a subagent: the agent that spawned it ("" when the main agent did)."""
    prompt_digest: str = ""
    """For a subagent: the words of the agent that spawned it or wrote to it. Never the
    person's, so never in user_digest (which stays empty for a subagent)."""
    schema: int = SCHEMA


class ExecutionEvent(msgspec.Struct, kw_only=True):
    """One tool call asked for by a response, with its result once it arrives."""

    id: str
    owner: str
    session_id: str
    exchange_id: str
    tool_id: str
    tool_name: str
    input_digest: str = ""
    result_digest: str | None = None
    is_error: bool | None = None
    requested_at: datetime
    result_at: datetime | None = None
    result_exchange_id: str | None = None
    order: int = 0
    sanitizer: dict[str, int] = {}
    schema: int = SCHEMA


class ToolResult(msgspec.Struct, kw_only=True):
    """A tool result found in a request, sanitized and bounded, waiting to be attached."""

    tool_id: str
    result_digest: str
    is_error: bool = False
    sanitizer: dict[str, int] = {}


class CaptureRecord(msgspec.Struct, kw_only=True):
    """Everything one exchange writes, in one transaction."""

    episode: Episode
    events: list[ExecutionEvent] = []
    results: list[ToolResult] = []
    chain_from: str = ""
    """A provider response id this exchange continues (OpenAI Responses): if it is the
    owner's, the exchange joins that response's session."""
    fallback: str = ""
    """The conversation opening's hash when the client named no session (IdKeys.seed):
    the session is then resolved here, bounded by `idle_seconds`."""
    idle_seconds: float = 1800.0


class FallbackSession(msgspec.Struct):
    """The latest session of one conversation opening that no client named."""

    session_id: str
    last_at: datetime


class WriteOutcome(msgspec.Struct):
    events_written: int = 0
    results_attached: int = 0
    duplicates_skipped: int = 0
    """Tool results for calls already answered (resent), or for no call of the session."""
    reused_ids: int = 0
    """Tool calls whose id an earlier call of the session had (the newer one takes it)."""


# -- writes -----------------------------------------------------------------------------


def write_capture(txn: Txn, record: CaptureRecord) -> WriteOutcome:
    """Write an episode, its tool calls and the tool results it carries.

    The session is settled first (a Responses chain, else a fallback session), since tool
    ids are unique only within (owner, session). A result attaches to the session's newest
    call of that id that has none yet, exactly once; a result seen before (resent
    history), another owner's or another session's call, attaches nothing.
    """
    from teambrain.core import recall_index

    ep = record.episode
    out = WriteOutcome()
    joined = bool(record.chain_from) and _join_chained_session(txn, record)
    if not joined and record.fallback:
        _settle_fallback_session(txn, record)
    ep_key = ep.id.encode()
    txn.put_obj("episodes", ep_key, ep)
    txn.put("owner_episodes", key(ep.owner, ep.id), b"")
    txn.put("sessions", key(ep.owner, ep.session_id, EXCHANGE, ep.id), b"")
    if ep.response_id:
        txn.put_obj("response_sessions", key(ep.owner, ep.response_id), ep.session_id)
    recall_index.index_episode(txn, ep)

    for result in record.results:
        event = _unanswered_call(txn, ep.owner, ep.session_id, result.tool_id)
        if event is None:
            out.duplicates_skipped += 1
            continue  # resent, or the call predates capture, or is another session's
        recall_index.unindex_event(txn, event)
        event.result_digest = result.result_digest
        event.is_error = result.is_error
        event.result_at = ep.started_at
        event.result_exchange_id = ep.id
        event.sanitizer = _merge(event.sanitizer, result.sanitizer)
        txn.put_obj("events", event.id.encode(), event)
        recall_index.index_event(txn, event)
        out.results_attached += 1

    for event in record.events:
        tool_key = key(ep.owner, ep.session_id, event.tool_id)
        if txn.get("tool_ids", tool_key) is not None:
            out.reused_ids += 1  # a server reusing ids: this newer call answers to it now
        event.order = _next_order(txn, ep.owner, ep.session_id)
        txn.put_obj("events", event.id.encode(), event)
        txn.put("tool_ids", tool_key, event.id.encode())
        txn.put("owner_events", key(ep.owner, event.id), b"")
        txn.put("sessions", key(ep.owner, ep.session_id, EXECUTION, event.id), b"")
        recall_index.index_event(txn, event)
        out.events_written += 1
    return out


def _unanswered_call(txn: Txn, owner: str, session: str, tool_id: str) -> ExecutionEvent | None:
    """The session's newest call of `tool_id` still without a result.

    Calls sharing an id within one response are stored as `id`, `id#2`, `id#3`... (see
    core/capture.py), so a second result of that id goes to the second call.
    """
    for n in range(1, 1000):
        stored = tool_id if n == 1 else f"{tool_id}#{n}"
        event_id = txn.get("tool_ids", key(owner, session, stored))
        if event_id is None:
            return None
        event = txn.get_obj("events", event_id, ExecutionEvent)
        if event is not None and event.owner == owner and event.result_digest is None:
            return event
    return None


def _set_session(record: CaptureRecord, session: str) -> None:
    record.episode.session_id = session
    for event in record.events:
        event.session_id = session


def _join_chained_session(txn: Txn, record: CaptureRecord) -> bool:
    session = txn.get_obj("response_sessions", key(record.episode.owner, record.chain_from), str)
    if session:
        _set_session(record, session)
    return bool(session)


def _settle_fallback_session(txn: Txn, record: CaptureRecord) -> None:
    """The session of an exchange whose client named none (docs/capture.md, Session).

    The latest session of the same conversation opening continues if its last exchange
    ended at most `idle_seconds` before this one started, or if this request carries the
    result of one of its calls; otherwise a new session begins.
    """
    ep = record.episode
    ended = max(ep.started_at, ep.ended_at)
    k = key(ep.owner, record.fallback)
    latest = txn.get_obj("fallback_sessions", k, FallbackSession)
    if latest is not None and (
        (ep.started_at - latest.last_at).total_seconds() <= record.idle_seconds
        or any(
            _unanswered_call(txn, ep.owner, latest.session_id, r.tool_id) is not None
            for r in record.results
        )
    ):
        session = latest.session_id
        last_at = max(latest.last_at, ended)
    else:
        opening = hashlib.sha256(f"{record.fallback}\x00{ep.id}".encode()).hexdigest()
        session, last_at = "h-" + opening[:20], ended
    _set_session(record, session)
    txn.put_obj("fallback_sessions", k, FallbackSession(session_id=session, last_at=last_at))


def fallback_session(txn: Txn, owner: str, fallback: str) -> str | None:
    """The latest session of a conversation opening (IdKeys.seed) no client named, if any."""
    latest = txn.get_obj("fallback_sessions", key(owner, fallback), FallbackSession)
    return latest.session_id if latest is not None else None


def _next_order(txn: Txn, owner: str, session_id: str) -> int:
    for _k, _ in txn.prefix("sessions", key(owner, session_id, EXECUTION, ""), reverse=True):
        last = txn.get_obj("events", _k.split(b"\x00")[-1], ExecutionEvent)
        return (last.order + 1) if last else 0
    return 0


def _merge(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    merged = dict(a)
    for k, v in b.items():
        merged[k] = merged.get(k, 0) + v
    return merged


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


def _get_owned(txn: Txn, db: str, owner: str, record_id: str, type_: type) -> object | None:
    try:
        raw_id = record_id.encode("ascii")
    except UnicodeEncodeError:
        return None
    if not raw_id or len(raw_id) > 64:
        return None  # LMDB refuses empty and over-long keys: neither names a record
    record = txn.get_obj(db, raw_id, type_)
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
