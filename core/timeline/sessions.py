"""The executions timeline: an owner's sessions, and each session's steps in order.

A step is one tool call the model asked for (an ExecutionEvent): its tool, bounded input,
bounded result, whether it failed, when it was requested and when its result arrived, with
the assistant text around it (the response that asked for it, and the response that came
after its result). Everything is reconstructed from the session's stored exchanges and
events (episodes/records.py `session_records`); nothing here reads a raw payload.

Invariant (owner-private): every read takes the acting owner; another owner's session is
NotFound, indistinguishable from a missing one.
"""

from __future__ import annotations

from datetime import datetime

import msgspec
from teambrain.core.clock import to_ms
from teambrain.core.episodes.model import Episode, ExecutionEvent, Usage
from teambrain.core.episodes.records import iter_episodes, session_records
from teambrain.core.errors import NotFound, TeambrainError
from teambrain.core.records.episodes import HASHED_SESSION, Status
from teambrain.core.store import Store, Txn
from teambrain.core.usage.tokens import total_usage


class SessionSummary(msgspec.Struct, kw_only=True):
    session_id: str
    started_at: datetime
    ended_at: datetime
    client: str
    provider: str
    models: list[str]
    exchanges: int
    steps: int
    tools: list[str]
    """Distinct tool names, in order of first use."""
    tool_errors: int
    failed_exchanges: int
    errors: int
    """tool_errors + failed_exchanges."""
    unanswered: int
    """Steps whose result never arrived (the session ended, or the call predates capture)."""
    usage: Usage = msgspec.field(default_factory=Usage)
    """Tokens over the session's exchanges (a count is None when no exchange reported it)."""


class TimelineExchange(msgspec.Struct, kw_only=True):
    """One request/response turn of the session."""

    n: int
    id: str
    started_at: datetime
    ended_at: datetime
    duration_ms: int
    first_byte_ms: int | None = None
    """From the request to the answer's first byte; None when no answer came, or the exchange
    was captured before this was recorded."""
    model: str
    status: Status
    stop_reason: str
    user: str
    """The human-authored text of the turn (a digest), or a note that it carried only tool results."""
    continuation: bool
    assistant: str
    """The response's text (a digest)."""
    steps: list[int]
    """Numbers of the steps this response asked for."""
    usage: Usage = msgspec.field(default_factory=Usage)
    agent: str = ""
    """Who spoke: "" for the person's own conversation, else the subagent's id."""
    prompt: str = ""
    """A subagent's words from the agent that spawned it (a digest; never the person's)."""
    spawned_by: int | None = None
    """For a subagent's turn: the step (an Agent or Task call) that spawned it, if found."""
    depth: int = 0
    """How deep the speaking agent is nested: 0 for the person's conversation."""


class TimelineStep(msgspec.Struct, kw_only=True):
    """One tool call, with what the assistant said around it."""

    n: int
    event_id: str
    tool_id: str
    tool: str
    input: str
    """Bounded, sanitized digest of the call's arguments."""
    result: str | None
    """Bounded, sanitized digest of the result; null until it arrived."""
    is_error: bool | None
    requested_at: datetime
    result_at: datetime | None
    wait_ms: int | None
    """From the request to the result's arrival: the tool's run plus the client's turn."""
    exchange_id: str
    result_exchange_id: str | None
    said_before: str
    """The assistant text of the response that asked for this call."""
    said_after: str
    """The assistant text of the response that followed its result (empty if none yet)."""


class Timeline(msgspec.Struct, kw_only=True):
    owner: str
    session: SessionSummary
    exchanges: list[TimelineExchange]
    steps: list[TimelineStep]


# -- reads -------------------------------------------------------------------------------


def _summary(
    session_id: str, episodes: list[Episode], events: list[ExecutionEvent]
) -> SessionSummary:
    ends = [ep.ended_at for ep in episodes] + [e.result_at for e in events if e.result_at]
    tools: list[str] = []
    for event in events:
        if event.tool_name not in tools:
            tools.append(event.tool_name)
    models: list[str] = []
    for ep in episodes:
        if ep.model and ep.model not in models:
            models.append(ep.model)
    tool_errors = sum(bool(e.is_error) for e in events)
    failed = sum(ep.status == "error" for ep in episodes)
    return SessionSummary(
        session_id=session_id,
        started_at=min(ep.started_at for ep in episodes),
        ended_at=max(ends),
        client=next((ep.client for ep in episodes if ep.client), ""),
        provider=episodes[0].provider,
        models=models,
        exchanges=len(episodes),
        steps=len(events),
        tools=tools,
        tool_errors=tool_errors,
        failed_exchanges=failed,
        errors=tool_errors + failed,
        unanswered=sum(e.result_digest is None for e in events),
        usage=total_usage(ep.usage for ep in episodes),
    )


def _records(txn: Txn, owner: str, session_id: str) -> tuple[list[Episode], list[ExecutionEvent]]:
    episodes, events = session_records(txn, owner, session_id)
    if not episodes:
        raise NotFound(f"no session {session_id!r} of yours")
    episodes.sort(key=lambda ep: (ep.started_at, ep.id))
    return episodes, events


def session_id_from_ref(txn: Txn, owner: str, ref: str) -> str:
    """The owner's session named by `ref`: its full id, or a unique prefix of it."""
    ref = ref.strip()
    if not ref or "\x00" in ref:
        raise NotFound(f"no session {ref!r} of yours")
    if txn.episodes.session_exists(owner, ref):
        return ref
    found = txn.episodes.sessions_prefixed(owner, ref, limit=2)
    if not found and not ref.startswith(HASHED_SESSION):
        # A session the client named no id for is `h-` and a hash (core/episodes/writes.py):
        # its id may be given without the `h-`, as the hash is what a person copies.
        found = txn.episodes.sessions_prefixed(owner, HASHED_SESSION + ref, limit=2)
    if not found:
        raise NotFound(f"no session {ref!r} of yours")
    if len(found) > 1:
        raise TeambrainError(f"{ref!r} names more than one of your sessions; give more of the id")
    return found[0]


def list_sessions(store: Store, owner: str, *, limit: int = 20) -> list[SessionSummary]:
    """The owner's sessions, most recently active first."""
    with store.read() as txn:
        chosen: list[str] = []
        for ep in iter_episodes(txn, owner):
            if ep.session_id not in chosen:
                chosen.append(ep.session_id)
                if len(chosen) >= limit:
                    break
        return [_summary(s, *_records(txn, owner, s)) for s in chosen]


def timeline(store: Store, owner: str, session_ref: str) -> Timeline:
    """One of the owner's sessions, step by step; NotFound for anyone else's."""
    with store.read() as txn:
        session_id = session_id_from_ref(txn, owner, session_ref)
        episodes, events = _records(txn, owner, session_id)
    by_id = {ep.id: ep for ep in episodes}
    number = {ep.id: n for n, ep in enumerate(episodes, 1)}
    steps = []
    asked: dict[str, list[int]] = {}
    for n, ev in enumerate(events, 1):
        before = by_id.get(ev.exchange_id)
        after = by_id.get(ev.result_exchange_id or "")
        if after is before:
            after = None  # a result that came in the same response: nothing said after it yet
        steps.append(
            TimelineStep(
                n=n,
                event_id=ev.id,
                tool_id=ev.tool_id,
                tool=ev.tool_name,
                input=ev.input_digest,
                result=ev.result_digest,
                is_error=ev.is_error,
                requested_at=ev.requested_at,
                result_at=ev.result_at,
                wait_ms=_ms_between(ev.requested_at, ev.result_at),
                exchange_id=ev.exchange_id,
                result_exchange_id=ev.result_exchange_id,
                said_before=before.response_digest if before else "",
                said_after=after.response_digest if after else "",
            )
        )
        asked.setdefault(ev.exchange_id, []).append(n)
    spawns = _spawning_steps(episodes, events)
    depth = _depths(episodes)
    exchanges = [
        TimelineExchange(
            n=number[ep.id],
            id=ep.id,
            started_at=ep.started_at,
            ended_at=ep.ended_at,
            duration_ms=_ms_between(ep.started_at, ep.ended_at) or 0,
            first_byte_ms=_ms_between(ep.started_at, ep.first_byte_at),
            model=ep.model,
            status=ep.status,
            stop_reason=ep.stop_reason,
            user=ep.user_digest,
            continuation=ep.continuation,
            assistant=ep.response_digest,
            steps=asked.get(ep.id, []),
            usage=ep.usage,
            agent=ep.agent_id,
            prompt=ep.prompt_digest,
            spawned_by=spawns.get(ep.agent_id) if ep.agent_id else None,
            depth=depth.get(ep.agent_id, 0),
        )
        for ep in episodes
    ]
    return Timeline(
        owner=owner,
        session=_summary(session_id, episodes, events),
        exchanges=exchanges,
        steps=steps,
    )


SPAWNING_TOOLS = ("Agent", "Task")
"""The tool calls by which Claude Code starts a subagent (Task in older versions)."""


def _spawning_steps(episodes: list[Episode], events: list[ExecutionEvent]) -> dict[str, int]:
    """Each subagent's spawning step: the parent agent's Agent/Task call whose input holds the
    subagent's first prompt, else the parent's latest unclaimed such call made before the
    subagent first spoke (an input digest is cut at its cap, so the prompt may not all be in it).
    """
    agent_of = {ep.id: ep.agent_id for ep in episodes}
    calls = [
        (n, ev)
        for n, ev in enumerate(events, 1)
        if ev.tool_name in SPAWNING_TOOLS and ev.exchange_id in agent_of
    ]
    first: dict[str, Episode] = {}
    for ep in episodes:
        if ep.agent_id and ep.agent_id not in first:
            first[ep.agent_id] = ep
    claimed: set[int] = set()
    found: dict[str, int] = {}
    for agent, ep in first.items():
        mine = [(n, ev) for n, ev in calls if agent_of[ev.exchange_id] == ep.parent_agent_id]
        head = " ".join(ep.prompt_digest.split())[:200]
        match = next(
            (
                n
                for n, ev in mine
                if n not in claimed and head and head in " ".join(ev.input_digest.split())
            ),
            None,
        )
        if match is None:
            earlier = [n for n, ev in mine if n not in claimed and ev.requested_at <= ep.started_at]
            match = earlier[-1] if earlier else None
        if match is not None:
            claimed.add(match)
            found[agent] = match
    return found


def _depths(episodes: list[Episode]) -> dict[str, int]:
    parent = {ep.agent_id: ep.parent_agent_id for ep in episodes if ep.agent_id}
    depths: dict[str, int] = {}
    for agent in parent:
        depth, seen, at = 0, set(), agent
        while at and at not in seen:  # a loop in client-sent ids must not hang us
            seen.add(at)
            depth += 1
            at = parent.get(at, "")
        depths[agent] = depth
    return depths


def _ms_between(start: datetime, end: datetime | None) -> int | None:
    return None if end is None else max(0, to_ms(end) - to_ms(start))
