"""MCP tools over the knowledge base: `save_knowledge(text)`, the deliberate save,
`search_knowledge(query, limit)`, over the approved entries the caller may see, and
`flag_knowledge(id, reason)`, to send one of your approved lessons to decay review.

The owner is the caller (mcpserver/server.py `acting_service`), never a tool argument, so a
client can only ever file into its own review queue and flag its own lessons. A save lands
pending and private like every other way in; a failure (duplicate, empty text, sanitizer
down, someone else's entry) is raised as a tool error, and nothing is changed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from teambrain.core.errors import TeambrainError
from teambrain.core.knowledge import entries as knowledge
from teambrain.mcpserver.server import acting_service


def _entry(entry: knowledge.KnowledgeEntry, next_step: str) -> dict[str, Any]:
    return {
        "id": entry.id,
        "state": entry.state,
        "visibility": entry.visibility,
        "flagged": entry.flagged,
        "text": entry.text,
        "next": next_step,
    }


async def save_knowledge(text: str, ctx: Context) -> dict[str, Any]:
    """Save a lesson worth keeping; it waits, private, for your review (`teambrain review list`)."""
    service = acting_service(ctx)
    try:
        entry = await anyio.to_thread.run_sync(service.save, text)
    except TeambrainError as e:
        raise ToolError(str(e)) from e
    return _entry(entry, f"teambrain review approve {entry.id}")


async def search_knowledge(query: str, ctx: Context, limit: int = 5) -> dict[str, Any]:
    """Search approved knowledge (yours and the team's shared lessons); empty means none matched."""
    service = acting_service(ctx)
    try:
        result = await anyio.to_thread.run_sync(
            lambda: service.search_knowledge(query, limit=limit)
        )
    except TeambrainError as e:
        raise ToolError(str(e)) from e
    return {
        "summary": result.message,
        "entries": [
            {
                "id": h.id,
                "text": h.text,
                "owner": h.owner,
                "shared": h.visibility == knowledge.TEAM,
                "citations": h.citations,
                "origin": h.origin,
                "score": h.score,
                "retrieved_count": h.retrieved_count,
                "injected_count": h.injected_count,
            }
            for h in result.hits
        ],
    }


async def flag_knowledge(id: str, ctx: Context, reason: str = "") -> dict[str, Any]:  # noqa: A002
    """Flag one of your approved lessons you now doubt; you then keep or quarantine it."""
    service = acting_service(ctx)
    try:
        entry = await anyio.to_thread.run_sync(lambda: service.flag(id, reason=reason))
    except TeambrainError as e:
        raise ToolError(str(e)) from e
    return _entry(entry, f"teambrain decay keep {entry.id} | teambrain decay quarantine {entry.id}")


TOOLS: list[Callable[..., Any]] = [save_knowledge, search_knowledge, flag_knowledge]


def register(server: MCPServer) -> None:
    """Add the knowledge tools to a server built by `build_server`."""
    for tool in TOOLS:
        server.add_tool(tool)
