"""Recall tools: `recall_episodes` and `get_episode`, always over the caller's own records.

An empty result is a successful call whose summary says nothing matched; a bad argument
(empty query, negative window, unknown kind, a limit out of range) raises a tool error.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel
from teambrain.core import episodes as ep_mod
from teambrain.core import recall as recall_mod
from teambrain.core.errors import NotFound, TeambrainError
from teambrain.mcpserver.server import acting_owner, resources

_ID = re.compile(r"[0-9A-Z]{26}")
"""Record ids are 26 Crockford base32 characters; anything else names nothing."""


class RecallHit(BaseModel):
    id: str
    kind: Literal["exchange", "execution"]
    session_id: str
    at: str
    """ISO 8601, UTC."""
    score: float
    snippet: str


class RecallAnswer(BaseModel):
    summary: str
    """One plain sentence: how many of your episodes matched, or that none did."""
    hits: list[RecallHit]


class ToolCall(BaseModel):
    id: str
    tool_name: str
    input_digest: str
    result_digest: str | None
    is_error: bool | None
    requested_at: str


class EpisodeDigest(BaseModel):
    id: str
    session_id: str
    provider: str
    model: str
    started_at: str
    status: str
    user_digest: str
    response_digest: str
    tool_calls: list[ToolCall]


def recall_episodes(
    query: str,
    ctx: Context,
    kind: Literal["exchanges", "executions", "both"] = "both",
    window_days: int = 7,
    limit: int = 10,
) -> RecallAnswer:
    """Search your own past LLM exchanges and tool calls (window_days=0: all history).

    A time named in the query is searched, relative to now: a date ("on October 24",
    "in June 2023", "2023-06-12") searches that time and a few days around it; a relative
    time ("yesterday", "last Tuesday", "two weeks ago") ranks what happened then first.
    Results never fall outside window_days: pass window_days=0 for a time older than it. A
    query naming only a time lists what you did then. An empty result means nothing of yours
    matches: say so rather than guess.
    """
    if window_days < 0:
        raise ToolError(f"window_days must be 0 (all history) or more, got {window_days}")
    shared = resources(ctx)
    owner = acting_owner(ctx)
    since = shared.clock() - timedelta(days=window_days) if window_days else None
    try:
        result = recall_mod.recall(
            shared.store,
            owner,
            query,
            kind=kind,
            window="all",
            since=since,
            limit=limit,
            clock=shared.clock,
        )
    except TeambrainError as e:
        raise ToolError(str(e)) from e
    hits = [
        RecallHit(
            id=h.id,
            kind=h.kind,
            session_id=h.session_id,
            at=h.at.isoformat(),
            score=h.score,
            snippet=h.snippet,
        )
        for h in result.hits
    ]
    return RecallAnswer(summary=result.message, hits=hits)


def get_episode(id: str, ctx: Context) -> EpisodeDigest:  # noqa: A002 - the tool's argument name
    """The full sanitized digests of one of your episodes (or of a tool call's exchange)."""
    shared = resources(ctx)
    owner = acting_owner(ctx)
    if not _ID.fullmatch(id):
        raise ToolError(f"no episode {id!r} of yours")
    try:
        try:
            episode = ep_mod.get_episode(shared.store, owner, id)
        except NotFound:
            event = ep_mod.get_event(shared.store, owner, id)
            episode = ep_mod.get_episode(shared.store, owner, event.exchange_id)
    except NotFound:
        raise ToolError(f"no episode {id!r} of yours") from None
    with shared.store.read() as txn:
        _, events = ep_mod.session_records(txn, owner, episode.session_id)
    return EpisodeDigest(
        id=episode.id,
        session_id=episode.session_id,
        provider=episode.provider,
        model=episode.model,
        started_at=episode.started_at.isoformat(),
        status=episode.status,
        user_digest=episode.user_digest,
        response_digest=episode.response_digest,
        tool_calls=[
            ToolCall(
                id=ev.id,
                tool_name=ev.tool_name,
                input_digest=ev.input_digest,
                result_digest=ev.result_digest,
                is_error=ev.is_error,
                requested_at=ev.requested_at.isoformat(),
            )
            for ev in events
            if ev.exchange_id == episode.id
        ],
    )


def register(server: MCPServer) -> None:
    server.add_tool(recall_episodes, structured_output=True)
    server.add_tool(get_episode, structured_output=True)
