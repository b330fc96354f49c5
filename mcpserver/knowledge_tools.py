"""MCP tools over the knowledge base: `save_knowledge(text)`, the deliberate save, and
`search_knowledge(query, limit)`, over the approved entries the caller may see.

The owner is the server's acting owner, taken from the lifespan context (never from a tool
argument), so a client can only ever file into its own review queue. What the tools expect of
the lifespan context: `store` (a Store), `owner` (str) and `sanitizer` (an object with
`sanitize(text)`, core/sanitize.py). A save lands pending and private like every other way in;
a failure (duplicate, empty text, sanitizer down) is raised as a tool error, nothing is filed.
"""

from __future__ import annotations

from typing import Any

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from teambrain.core import knowledge, knowledge_search
from teambrain.core.errors import TeambrainError


async def save_knowledge(text: str, ctx: Context) -> dict[str, Any]:
    """Save a lesson worth keeping; it waits, private, for your review (`teambrain review list`)."""
    state = ctx.request_context.lifespan_context

    def save() -> knowledge.KnowledgeEntry:
        return knowledge.save(state.store, state.owner, text, sanitizer=state.sanitizer)

    try:
        entry = await anyio.to_thread.run_sync(save)
    except TeambrainError as e:
        raise ToolError(str(e)) from e
    return {
        "id": entry.id,
        "state": entry.state,
        "visibility": entry.visibility,
        "text": entry.text,
        "next": f"teambrain review approve {entry.id}",
    }


async def search_knowledge(query: str, ctx: Context, limit: int = 5) -> dict[str, Any]:
    """Search approved knowledge (yours and the team's shared lessons); empty means none matched."""
    state = ctx.request_context.lifespan_context
    owner = state.owner

    def search() -> knowledge_search.KnowledgeSearchResult:
        return knowledge_search.search_knowledge(state.store, owner, query, limit=limit)

    try:
        result = await anyio.to_thread.run_sync(search)
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


TOOLS = [save_knowledge, search_knowledge]


def register(server: MCPServer) -> None:
    """Add the knowledge tools to a server whose lifespan context holds store/owner/sanitizer."""
    for tool in TOOLS:
        server.add_tool(tool)
