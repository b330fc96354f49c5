"""The other surfaces against a real `teambrain serve`: the MCP endpoint it serves with the
same tokens, and the dashboard in remote mode, two members at one ceremony sitting."""

from __future__ import annotations

import time

from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from teambrain.core import audit
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import Store
from teambrain.tui.app import make_app
from textual.widgets import OptionList

from tests.server.conftest import TOKENS, TeamServer, World
from tests.tui.conftest import settle


def mcp_client(server: TeamServer, token: str | None) -> Client:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    http = create_mcp_http_client(headers=headers)
    return Client(streamable_http_client(server.url + "/mcp", http_client=http))


async def test_the_mcp_endpoint_takes_the_same_tokens(
    team_server: TeamServer, world: World, store: Store
) -> None:
    async with mcp_client(team_server, TOKENS["alice"]) as client:
        found = await client.call_tool("recall_episodes", {"query": "deploy readiness probe"})
        stolen = await client.call_tool("get_episode", {"id": world.exchanges["bob"]})
        flagged = await client.call_tool(
            "flag_knowledge", {"id": world.entries[("alice", "team")], "reason": "moved to v2"}
        )
        refused = await client.call_tool(
            "flag_knowledge", {"id": world.entries[("bob", "team")], "reason": "mine now"}
        )
    assert {h["session_id"] for h in found.structured_content["hits"]} == {"s-alice"}
    assert stolen.is_error and "billing" not in stolen.content[0].text
    assert not flagged.is_error and flagged.structured_content["flagged"] is True
    assert refused.is_error and "only bob may flag" in refused.content[0].text
    entry = knowledge.get_entry(store, "alice", world.entries[("alice", "team")])
    assert entry.flag_reason == "moved to v2"
    channels = {(r.action, r.channel) for r in audit.read(store, "alice") if r.actor == "alice"}
    assert ("flag", "mcp") in channels
    reply = team_server.http().post(
        "/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}},
        headers={"Accept": "application/json, text/event-stream"},
    )
    assert reply.status_code == 401


async def test_two_members_at_one_sitting_see_each_others_decisions(
    team_server: TeamServer, world: World
) -> None:
    alice_app = make_app(service=team_server.remote("alice"), start="ceremony", refresh_every=2.0)
    bob_app = make_app(service=team_server.remote("bob"), start="ceremony", refresh_every=2.0)
    mine = world.entries[("alice", "agenda")]
    async with alice_app.run_test(size=(120, 36)) as alice, bob_app.run_test(size=(120, 36)) as bob:
        await settle(alice)
        await settle(bob)

        def shown(app) -> set[str]:
            listing = app.screen.query_one("#agenda", OptionList)
            return {o.id for o in listing.options if o.id}

        assert mine in shown(bob_app) and mine in shown(alice_app)
        # bob may not decide alice's item: shown read-only, nothing marked
        listing = bob_app.screen.query_one("#agenda", OptionList)
        listing.highlighted = listing.get_option_index(mine)
        await bob.press("s")
        assert bob_app.screen.marks == {}
        # alice shares hers; bob's screen drops it on its own within 2 s
        listing = alice_app.screen.query_one("#agenda", OptionList)
        listing.highlighted = listing.get_option_index(mine)
        await alice.press("s", "c")
        await settle(alice)
        await alice.press("enter")  # confirm the batch
        await settle(alice)
        decided_at = time.monotonic()
        while mine in shown(bob_app):
            assert time.monotonic() - decided_at < 2.0, "bob still sees alice's decided item"
            await bob.pause(0.1)
        assert mine not in shown(alice_app)


async def test_the_review_queue_from_a_members_dashboard(
    team_server: TeamServer, world: World, store: Store
) -> None:
    app = make_app(service=team_server.remote("bob"), start="review")
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("a")
        await settle(pilot)
    entry = knowledge.get_entry(store, "bob", world.entries[("bob", "pending")])
    assert (entry.state, entry.decided_by) == ("approved", "bob")
    (record,) = [
        r for r in audit.read(store, "bob") if r.action == "approve" and r.entry_id == entry.id
    ]
    assert record.channel == "api"
