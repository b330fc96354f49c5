"""`save_knowledge` through the MCP SDK's in-memory client: lands pending and private, owned by
the server's acting owner; no way to name another owner; failures are tool errors."""

from __future__ import annotations

import pytest
from mcp import Client
from mcp.server.mcpserver import MCPServer
from teambrain.core.config import Config
from teambrain.core.knowledge import entries as knowledge
from teambrain.mcpserver.server import build_server

from tests.fakes.reflector_upstream import text_sanitizer


def _server(store, owner: str) -> MCPServer:
    return build_server(store, Config(), owner=owner, sanitizer=text_sanitizer())


@pytest.mark.anyio
async def test_save_knowledge_files_pending_private_for_the_servers_owner(store) -> None:
    async with Client(_server(store, "alice")) as client:
        tool = next(t for t in (await client.list_tools()).tools if t.name == "save_knowledge")
        assert set(tool.input_schema["properties"]) == {"text"}  # no owner argument exists
        result = await client.call_tool(
            "save_knowledge", {"text": "Mail deploy notes to ops@example.com.", "owner": "bob"}
        )
        assert not result.is_error
        saved = result.structured_content
    assert (saved["state"], saved["visibility"]) == ("pending", "private")
    assert "ops@example.com" not in saved["text"]
    entry = knowledge.get_entry(store, "alice", saved["id"])
    assert entry.owner == "alice" and entry.origin == "saved"
    assert knowledge.list_entries(store, "bob") == []


@pytest.mark.anyio
async def test_failures_are_tool_errors_and_file_nothing(store) -> None:
    async with Client(_server(store, "alice")) as client:
        first = await client.call_tool(
            "save_knowledge", {"text": "Run migrations before the tests."}
        )
        dup = await client.call_tool(
            "save_knowledge", {"text": "Before the tests, run migrations!"}
        )
        empty = await client.call_tool("save_knowledge", {"text": "   "})
    assert not first.is_error
    assert dup.is_error and "duplicates pending entry" in dup.content[0].text
    assert empty.is_error and "needs some text" in empty.content[0].text
    assert len(knowledge.list_entries(store, "alice")) == 1


@pytest.mark.anyio
async def test_search_knowledge_returns_the_callers_scope_with_attribution(store) -> None:
    sanitizer = text_sanitizer()
    made = {}
    for owner, text, actions in (
        ("alice", "Warm the gradle daemon before running benchmarks.", ("approve",)),
        ("bob", "Gradle benchmarks need a warm daemon and --offline.", ("approve", "share")),
        ("bob", "Bob keeps gradle daemon notes in his private wiki.", ("approve",)),
        ("alice", "Pending: gradle daemon heap is 4g.", ()),
    ):
        made[text] = knowledge.save(store, owner, text, sanitizer=sanitizer).id
        for action in actions:
            knowledge.act(store, owner, made[text], action)
    async with Client(_server(store, "alice")) as client:
        tool = next(t for t in (await client.list_tools()).tools if t.name == "search_knowledge")
        assert set(tool.input_schema["properties"]) == {"query", "limit"}  # no owner argument
        found = await client.call_tool(
            "search_knowledge", {"query": "gradle daemon benchmarks", "owner": "bob"}
        )
        empty = await client.call_tool("search_knowledge", {"query": "kubernetes ingress"})
        bad = await client.call_tool("search_knowledge", {"query": "  "})
    assert not found.is_error
    entries = {e["text"]: e for e in found.structured_content["entries"]}
    assert set(entries) == {
        "Warm the gradle daemon before running benchmarks.",
        "Gradle benchmarks need a warm daemon and --offline.",
    }
    shared = entries["Gradle benchmarks need a warm daemon and --offline."]
    assert (shared["owner"], shared["shared"], shared["citations"]) == ("bob", True, 0)
    assert all(e["retrieved_count"] == 1 for e in entries.values())
    assert not empty.is_error and empty.structured_content["entries"] == []
    assert empty.structured_content["summary"].startswith("No approved knowledge")
    assert bad.is_error and "empty" in bad.content[0].text
