"""Recall tools: `recall_episodes` and `get_episode`, always over the caller's own records.

An empty result is a successful call whose summary says nothing matched; a bad argument
(empty query, negative window, unknown kind, a limit out of range) raises a tool error.
"""

from __future__ import annotations

from typing import Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel
from teambrain.core.errors import TeambrainError
from teambrain.core.recall.options import RecallOptions, span_of_days
from teambrain.mcpserver.server import acting_service


class RecallHit(BaseModel):
    id: str
    kind: Literal["exchange", "execution"]
    session_id: str
    at: str
    """ISO 8601, UTC."""
    score: float
    snippet: str
    status: str = ""
    """complete, partial or error (an exchange that got no answer); a tool call: error or
    complete."""


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
    service = acting_service(ctx)
    try:
        asked = RecallOptions(query=query, kind=kind, window=span_of_days(window_days), limit=limit)
        result = service.recall(asked)
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
            status=h.status,
        )
        for h in result.hits
    ]
    return RecallAnswer(summary=result.message, hits=hits)


def get_episode(id: str, ctx: Context) -> EpisodeDigest:  # noqa: A002 - the tool's argument name
    """The full sanitized digests of one of your episodes (or of a tool call's exchange)."""
    try:
        view = acting_service(ctx).show_exchange(id)
    except TeambrainError:
        raise ToolError(f"no episode {id!r} of yours") from None
    episode = view.episode
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
            for ev in view.calls
        ],
    )


def register(server: MCPServer) -> None:
    server.add_tool(recall_episodes, structured_output=True)
    server.add_tool(get_episode, structured_output=True)
