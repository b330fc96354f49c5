"""The executions timeline: an owner's sessions, and each session's steps in order.

A step is one tool call the model asked for (an ExecutionEvent): its tool, bounded input,
bounded result, whether it failed, when it was requested and when its result arrived, with
the assistant text around it (the response that asked for it, and the response that came
after its result). Everything is reconstructed from the session's stored exchanges and
events (core/episodes.py `session_records`); nothing here reads a raw payload.

The export is an archival record for audit: JSON with a documented schema
(docs/timeline-schema.json), `"executable": false` and a sha256 content hash over the record,
or Markdown for reading. It holds no request, no header and no script: nothing in teambrain
re-runs a tool or replays a request, and nothing in an export is meant to be fed back.

Invariant (owner-private): every read takes the acting owner; another owner's session is
NotFound, indistinguishable from a missing one.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from datetime import datetime
from typing import Any

import msgspec
from teambrain.core.clock import Clock, system_clock, to_ms
from teambrain.core.episodes import Episode, ExecutionEvent, Usage, iter_episodes, session_records
from teambrain.core.errors import NotFound, TeambrainError
from teambrain.core.inert import inert_json, one_line, printable
from teambrain.core.store import Store, Txn, key

EXPORT_FORMAT = "teambrain.timeline"
EXPORT_SCHEMA_VERSION = 2
NOTICE = (
    "An archival record for audit. Nothing in it is meant to be run: teambrain never "
    "re-runs a tool or replays a request, and this record holds no request that could be."
)


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
    model: str
    status: str
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


def total_usage(usages: Iterable[Usage]) -> Usage:
    """Token counts summed field by field; a field no exchange reported stays None."""
    total = Usage()
    for usage in usages:
        for field in Usage.__struct_fields__:
            value = getattr(usage, field)
            if value is not None:
                setattr(total, field, (getattr(total, field) or 0) + value)
    return total


def _records(txn: Txn, owner: str, session_id: str) -> tuple[list[Episode], list[ExecutionEvent]]:
    episodes, events = session_records(txn, owner, session_id)
    if not episodes:
        raise NotFound(f"no session {session_id!r} of yours")
    episodes.sort(key=lambda ep: (ep.started_at, ep.id))
    return episodes, events


def resolve_session(txn: Txn, owner: str, ref: str) -> str:
    """The owner's session named by `ref`: its full id, or a unique prefix of it."""
    ref = ref.strip()
    if not ref or "\x00" in ref:
        raise NotFound(f"no session {ref!r} of yours")
    if next(txn.prefix("sessions", key(owner, ref, "")), None) is not None:
        return ref
    found: list[str] = []
    start, stop = key(owner, ref), key(owner, ref) + b"\xff"
    while len(found) < 2:
        first = next(iter(txn.range("sessions", start, stop, values=False)), None)
        if first is None:
            break
        session_id = first[0].split(b"\x00")[1]
        found.append(session_id.decode())
        start = key(owner) + b"\x00" + session_id + b"\x01"
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
        session_id = resolve_session(txn, owner, session_ref)
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


# -- export ------------------------------------------------------------------------------


def canonical_json(data: Any) -> bytes:
    """The bytes the content hash is taken over: sorted keys, no whitespace, UTF-8."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def content_hash(record: Any) -> str:
    """`sha256:<hex>` over the canonical JSON of a record (plain data)."""
    return "sha256:" + hashlib.sha256(canonical_json(record)).hexdigest()


def export_record(
    store: Store, owner: str, session_ref: str, *, clock: Clock = system_clock
) -> dict[str, Any]:
    """The JSON export (docs/timeline-schema.json) of one of the owner's sessions."""
    return _export(timeline(store, owner, session_ref), clock())


def _export(t: Timeline, at: datetime) -> dict[str, Any]:
    record = msgspec.to_builtins(t)
    return {
        "format": EXPORT_FORMAT,
        "schema_version": EXPORT_SCHEMA_VERSION,
        "executable": False,
        "notice": NOTICE,
        "exported_at": msgspec.to_builtins(at),
        "content_hash": content_hash(record),
        "record": record,
    }


def export_json(store: Store, owner: str, session_ref: str, *, clock: Clock = system_clock) -> str:
    """The JSON export as text: C1 controls spelled as escapes, so it is inert in a terminal."""
    record = export_record(store, owner, session_ref, clock=clock)
    return inert_json(json.dumps(record, indent=2, ensure_ascii=False).encode()).decode()


def export_markdown(
    store: Store, owner: str, session_ref: str, *, clock: Clock = system_clock
) -> str:
    """The same record for reading: the conversation, each step under the turn that asked.

    Inert under any CommonMark renderer (invariant 14): every captured text sits in a fenced
    block longer than any fence inside it, so nothing in it renders (no images, links, HTML,
    headings); the few inline values (ids, names, models) have every ASCII punctuation
    character backslash-escaped and no line breaks; control characters are shown, not sent.
    """
    t = timeline(store, owner, session_ref)
    exported = _export(t, clock())
    s = t.session
    models = ", ".join(_inline(m) for m in s.models) or "no model"
    lines = [
        f"# Session {_inline(s.session_id)}",
        "",
        f"> **Archival record, not executable.** {NOTICE}",
        "",
        f"- Owner: {_inline(t.owner)}",
        f"- Span: {_at(s.started_at)} to {_at(s.ended_at)} UTC",
        f"- Client: {_inline(s.client or 'unknown')} ({_inline(s.provider)}; {models})",
        f"- Exchanges: {s.exchanges}; steps: {s.steps}; errors: {s.errors}"
        f" ({s.tool_errors} tool, {s.failed_exchanges} exchange); unanswered: {s.unanswered}",
        f"- Tools: {', '.join(_inline(t) for t in s.tools) or 'none'}",
        f"- Content hash of the JSON record: `{exported['content_hash']}`",
        f"- Exported: {exported['exported_at']}",
    ]
    steps = {step.n: step for step in t.steps}
    for ex in t.exchanges:
        stop = f" ({_inline(ex.stop_reason)})" if ex.stop_reason else ""
        who = f" · agent {_inline(ex.agent)}" if ex.agent else ""
        if ex.spawned_by is not None:
            who += f" (spawned by step {ex.spawned_by})"
        said = (
            ["**Prompt from the spawning agent:**", "", *_fenced(ex.prompt or "(nothing)")]
            if ex.agent
            else ["**User:**", "", *_fenced(ex.user or "(nothing)")]
        )
        lines += [
            "",
            f"## Turn {ex.n}{who} · {_at(ex.started_at)} · {_inline(ex.model or 'model?')} · "
            f"{_inline(ex.status)}{stop} · {_duration(ex.duration_ms)}",
            "",
            *said,
            "",
            "**Assistant:**",
            "",
            *_fenced(ex.assistant or "(no text)"),
        ]
        for n in ex.steps:
            step = steps[n]
            outcome = (
                "no result yet"
                if step.result is None
                else ("error" if step.is_error else "ok") + f" after {_duration(step.wait_ms)}"
            )
            lines += [
                "",
                f"### Step {step.n}: {_inline(step.tool)} ({outcome})",
                "",
                f"Requested {_at(step.requested_at)}"
                + (f", result {_at(step.result_at)}" if step.result_at else ""),
                "",
                "Input:",
                "",
                *_fenced(step.input),
                "",
                "Result:",
                "",
                *_fenced(step.result if step.result is not None else "(not arrived)"),
            ]
    return "\n".join(lines) + "\n"


def _at(at: datetime) -> str:
    return at.strftime("%Y-%m-%d %H:%M:%S")


def _duration(ms: int | None) -> str:
    if ms is None:
        return "?"
    return f"{ms} ms" if ms < 1000 else f"{ms / 1000:.1f} s"


_MARKUP = re.compile(r"([\\`*_\[\]<>!&~|{}#])")
"""The characters that can open markup inside a line: escaped, the rest stays readable."""


def _inline(text: str) -> str:
    """A captured value inside a line of Markdown: one line, controls shown, markup escaped."""
    return _MARKUP.sub(r"\\\1", one_line(text))


def _fenced(text: str) -> list[str]:
    """A plain-text fence longer than any run of tildes inside, so content cannot close it."""
    text = printable(text)
    run, fence = 0, 3
    for ch in text:
        run = run + 1 if ch == "~" else 0
        fence = max(fence, run + 1)
    return [("~" * fence) + "text", *text.splitlines(), "~" * fence]
