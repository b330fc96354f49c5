"""`recall_episodes` and `get_episode` through the MCP SDK's in-memory client, against a store
filled through the capture path: structured hits, honest empty, tool errors for bad
arguments, and no argument that reaches another owner's episodes."""

from __future__ import annotations

from datetime import timedelta

import pytest
from mcp import Client
from teambrain.core.config import Config
from teambrain.core.errors import ConfigError
from teambrain.mcpserver.server import build_server

from tests.mcpserver.episode_world import capture


@pytest.fixture
def world(store, clock):
    now = clock()
    ours = capture(
        store,
        "alice",
        "Alembic says DuplicateTable when the users migration runs twice",
        "Guard the create_table with has_table and rerun the migration.",
        at=now - timedelta(hours=5),
        session="s-mig",
        tools=[("bash", {"command": "alembic upgrade head"}, "DuplicateTable: users")],
    )
    old = capture(store, "alice", "Tuning the ostrich cache", at=now - timedelta(days=40))
    theirs = capture(
        store,
        "bob",
        "Bob's pelican payroll export",
        "The pelican payroll sits in hr/pelican.csv",
        at=now - timedelta(hours=1),
        session="s-bob",
        tools=[("read_file", {"path": "hr/pelican.csv"}, "salary,name")],
    )
    return ours, old, theirs


def server_for(store, clock, owner: str = "alice"):
    return build_server(store, Config(), owner=owner, clock=clock)


async def test_tools_take_no_owner_argument(store, clock, world) -> None:
    async with Client(server_for(store, clock)) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    assert set(tools["recall_episodes"].input_schema["properties"]) == {
        "query",
        "kind",
        "window_days",
        "limit",
    }
    assert set(tools["get_episode"].input_schema["properties"]) == {"id"}
    assert "save_knowledge" in tools  # the knowledge tools are assembled beside recall's


async def test_recall_returns_structured_hits_and_a_summary(store, clock, world) -> None:
    ours, _, _ = world
    async with Client(server_for(store, clock)) as client:
        result = await client.call_tool("recall_episodes", {"query": "DuplicateTable migration"})
    assert not result.is_error
    answer = result.structured_content
    assert answer["summary"].endswith("match 'DuplicateTable migration' in the last 7 days.")
    assert answer["hits"][0]["id"] == ours.episode.id
    assert answer["hits"][0]["kind"] == "exchange"
    assert set(answer["hits"][0]) == {
        "id",
        "kind",
        "session_id",
        "at",
        "score",
        "snippet",
        "status",
    }


async def test_an_empty_result_is_a_successful_call_that_says_so(store, clock, world) -> None:
    async with Client(server_for(store, clock)) as client:
        result = await client.call_tool("recall_episodes", {"query": "terraform state lock"})
        wide = await client.call_tool(
            "recall_episodes", {"query": "ostrich cache", "window_days": 0}
        )
    assert not result.is_error
    assert result.structured_content == {
        "summary": "No episodes of yours match 'terraform state lock' in the last 7 days.",
        "hits": [],
    }
    assert len(wide.structured_content["hits"]) == 1
    assert wide.structured_content["summary"].endswith("in all your history.")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"query": ""}, "query is empty"),
        ({"query": "   "}, "query is empty"),
        ({"query": "x", "window_days": -1}, "window_days"),
        ({"query": "x", "kind": "everything"}, "kind"),
        ({"query": "x", "limit": 0}, "limit"),
        ({"query": "x", "limit": 1000}, "limit"),
    ],
)
async def test_bad_arguments_are_tool_errors(store, clock, world, arguments, message) -> None:
    async with Client(server_for(store, clock)) as client:
        result = await client.call_tool("recall_episodes", arguments)
    assert result.is_error
    assert message in result.content[0].text


async def test_get_episode_gives_full_digests_of_ones_own(store, clock, world) -> None:
    ours, _, _ = world
    async with Client(server_for(store, clock)) as client:
        result = await client.call_tool("get_episode", {"id": ours.episode.id})
        via_event = await client.call_tool("get_episode", {"id": ours.events[0].id})
    assert not result.is_error
    digest = result.structured_content
    assert digest["user_digest"] == ours.episode.user_digest
    assert digest["response_digest"] == ours.episode.response_digest
    assert [c["tool_name"] for c in digest["tool_calls"]] == ["bash"]
    assert via_event.structured_content["id"] == ours.episode.id


async def test_no_argument_reaches_another_owners_episodes(store, clock, world) -> None:
    _, _, theirs = world
    async with Client(server_for(store, clock)) as client:
        for arguments in [
            {"query": "pelican payroll"},
            {"query": "pelican payroll", "window_days": 0, "kind": "both", "limit": 100},
            {"query": "pelican", "kind": "executions", "window_days": 0},
            {"query": theirs.episode.id, "window_days": 0},
            {"query": "pelican", "owner": "bob"},  # not a parameter: ignored, never obeyed
            {"query": "pelican", "as": "bob", "session_id": "s-bob"},
        ]:
            result = await client.call_tool("recall_episodes", arguments)
            assert not result.is_error, arguments
            assert result.structured_content["hits"] == [], arguments
        for record_id in (theirs.episode.id, theirs.events[0].id, "../bob", "", "\x00"):
            stolen = await client.call_tool("get_episode", {"id": record_id})
            assert stolen.is_error, record_id
            assert "no episode" in stolen.content[0].text
            assert "pelican" not in stolen.content[0].text
    async with Client(server_for(store, clock, owner="bob")) as client:
        own = await client.call_tool("recall_episodes", {"query": "pelican payroll"})
    assert own.structured_content["hits"][0]["id"] == theirs.episode.id


def test_the_server_needs_an_owner_or_tokens(store, clock) -> None:
    with pytest.raises(ConfigError, match="needs an owner"):
        build_server(store, Config(), owner=None, clock=clock)
    with pytest.raises(ConfigError, match="no bearer tokens"):
        build_server(store, Config(), http_url="http://127.0.0.1:1", clock=clock)
