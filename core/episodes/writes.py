"""Writing an exchange: the episode, its new tool calls and the results for earlier calls,
with their recall index entries (episodes/index.py), in one transaction.

Sessions are settled here, inside the transaction: an OpenAI Responses chain joins the
session of the response it continues; a conversation no client named gets a fallback
session bounded by an idle gap. Tool ids are unique only within (owner, session).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Sequence

from teambrain.core.episodes import index
from teambrain.core.episodes.model import (
    CaptureRecord,
    ExecutionEvent,
    FallbackSession,
    HeldResult,
    ToolResult,
    WriteOutcome,
)
from teambrain.core.identity import settle_session
from teambrain.core.records.episodes import HASHED_SESSION, numbered_tool_id
from teambrain.core.store import Txn, WriteKeys

Stored = Callable[[CaptureRecord, WriteOutcome], None]
"""Told of each capture once it is stored, with what its write did (the telemetry export
listens here): called after the commit, on the writing thread, and must not raise."""

# -- writes -----------------------------------------------------------------------------


def write_capture(txn: Txn, record: CaptureRecord, *, fresh: bool = False) -> WriteOutcome:
    """Write an episode, its tool calls and the tool results it carries.

    The session is settled first (core/identity.py `settle_session`, the rule injection
    follows too: a Responses chain, else the named id, else a fallback session), since tool
    ids are unique only within (owner, session). A result attaches to the session's newest
    call of that id that has none yet, exactly once; a result seen before (resent
    history), another owner's or another session's call, attaches nothing. `fresh`: the
    capture's episode is known not to be stored (write_once looked), so neither it nor its
    new calls have a stored copy to replace.
    """
    ep = record.episode
    out = WriteOutcome()
    ref = settle_session(
        ep.session_id,
        record.chain_from,
        record.fallback,
        lambda response: txn.episodes.response_session(ep.owner, response),
    )
    if ref.how == "chain":
        _set_session(record, ref.id)
    elif ref.how == "opening" and record.fallback:
        _settle_fallback_session(txn, record)
    txn.episodes.put_episode(ep, fresh=fresh)
    index.index_episode(txn, ep, fresh=fresh, meaning=record.meaning)

    carried: Counter[str] = Counter()
    for result in record.results:
        carried[result.tool_id] += 1
        arrived = _arrived(record, result)
        event = _unanswered_call(txn, ep.owner, ep.session_id, result.tool_id)
        if event is None:
            if txn.episodes.tool_event_id(ep.owner, ep.session_id, result.tool_id) is None:
                held_as = numbered_tool_id(result.tool_id, carried[result.tool_id])
                txn.episodes.hold_result(ep.owner, ep.session_id, held_as, arrived)
                out.results_held += 1
            else:
                out.duplicates_skipped += 1  # resent, or for an id used again
            continue
        index.unindex_event(txn, event)
        _answer(event, arrived)
        txn.episodes.put_event(event)
        index.index_event(txn, event, fresh=True)  # unindexed just above: nothing to replace
        out.results_attached += 1
        out.answered.append(event)

    for event in record.events:
        if txn.episodes.tool_event_id(ep.owner, ep.session_id, event.tool_id) is not None:
            out.reused_ids += 1  # a server reusing ids: this newer call answers to it now
        last = txn.episodes.last_session_event(ep.owner, ep.session_id)
        event.order = last.order + 1 if last is not None else 0
        if _take_held(txn, event):
            out.results_attached += 1
            out.answered.append(event)
        txn.episodes.put_event(event, fresh=fresh)
        txn.episodes.set_tool_event(ep.owner, ep.session_id, event.tool_id, event.id)
        index.index_event(txn, event, fresh=fresh)
        out.events_written += 1
    return out


def write_once(txn: Txn, record: CaptureRecord) -> WriteOutcome | None:
    """`write_capture` unless the capture's episode is stored already (its id and start
    time are assigned when the capture is built, so it is looked for at that time): a
    capture sent again after a crash, or by a second sender, writes nothing. None when it
    was there."""
    ep = record.episode
    if txn.episodes.episode_at(ep.owner, ep.id, ep.started_at) is not None:
        return None
    return write_capture(txn, record, fresh=True)


def write_batch(txn: Txn, records: Sequence[CaptureRecord]) -> list[WriteOutcome | None]:
    """`write_once` for each capture of a batch, in order, after telling the store what
    their writes will look up (every owner's at once: on a database store that is two
    round trips for the batch instead of several per capture)."""
    wanted: dict[str, WriteKeys] = {}
    for record in records:
        ep = record.episode
        keys = wanted.setdefault(ep.owner, WriteKeys())
        keys.episodes.append((ep.id, ep.started_at))
        keys.sessions.append(ep.session_id)
        keys.tool_ids += [(ep.session_id, e.tool_id) for e in record.events]
        keys.held += [(ep.session_id, e.tool_id) for e in record.events]
        for result in record.results:
            keys.tool_ids += [(ep.session_id, numbered_tool_id(result.tool_id, n)) for n in (1, 2)]
    txn.episodes.prefetch_writes(wanted)
    return [write_once(txn, record) for record in records]


def _unanswered_call(txn: Txn, owner: str, session: str, tool_id: str) -> ExecutionEvent | None:
    """The session's newest call of `tool_id` still without a result.

    Calls sharing an id within one response are stored as `id`, `id#2`, `id#3`... (see
    core/capture/build.py), so a second result of that id goes to the second call.
    """
    for n in range(1, 1000):
        stored = numbered_tool_id(tool_id, n)
        event_id = txn.episodes.tool_event_id(owner, session, stored)
        if event_id is None:
            return None
        event = txn.episodes.event(owner, event_id)
        if event is not None and event.result_digest is None:
            return event
    return None


def _arrived(record: CaptureRecord, result: ToolResult) -> HeldResult:
    """A result as its call keeps it: with the exchange that carried it, and when."""
    ep = record.episode
    return HeldResult(
        result_digest=result.result_digest,
        is_error=result.is_error,
        sanitizer=result.sanitizer,
        result_at=ep.started_at,
        result_exchange_id=ep.id,
    )


def _answer(event: ExecutionEvent, result: HeldResult) -> None:
    event.result_digest = result.result_digest
    event.is_error = result.is_error
    event.result_at = result.result_at
    event.result_exchange_id = result.result_exchange_id
    event.sanitizer = _merge(event.sanitizer, result.sanitizer)


def _take_held(txn: Txn, event: ExecutionEvent) -> bool:
    """Give a new call the result held for it, if one is: whether one was."""
    held = txn.episodes.held_result(event.owner, event.session_id, event.tool_id)
    if held is None:
        return False
    txn.episodes.drop_held_result(event.owner, event.session_id, event.tool_id)
    _answer(event, held)
    return True


def _set_session(record: CaptureRecord, session: str) -> None:
    record.episode.session_id = session
    for event in record.events:
        event.session_id = session


def _settle_fallback_session(txn: Txn, record: CaptureRecord) -> None:
    """The session of an exchange whose client named none (docs/capture.md, Session).

    The latest session of the same conversation opening continues if its last exchange
    ended at most `idle_seconds` before this one started, or if this request carries the
    result of one of its calls; otherwise a new session begins.
    """
    ep = record.episode
    ended = max(ep.started_at, ep.ended_at)
    latest = txn.episodes.fallback_session(ep.owner, record.fallback)
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
        session, last_at = HASHED_SESSION + opening[:20], ended
    _set_session(record, session)
    txn.episodes.set_fallback_session(
        ep.owner, record.fallback, FallbackSession(session_id=session, last_at=last_at)
    )


def fallback_session(txn: Txn, owner: str, fallback: str) -> str | None:
    """The latest session of a conversation opening (IdKeys.seed) no client named, if any."""
    latest = txn.episodes.fallback_session(owner, fallback)
    return latest.session_id if latest is not None else None


def _merge(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    merged = dict(a)
    for k, v in b.items():
        merged[k] = merged.get(k, 0) + v
    return merged
