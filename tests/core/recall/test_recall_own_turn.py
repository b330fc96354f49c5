"""Recall never answers from teambrain's own tool calls, nor from the turn that is asking."""

from __future__ import annotations

from datetime import timedelta

import pytest
from teambrain.core.episodes import index as ix
from teambrain.core.recall.search import recall

from tests.mcpserver.episode_world import capture

QUERY = "upload worker ConnectionTimeoutError"


@pytest.mark.parametrize(
    ("name", "own"),
    [
        ("recall_episodes", True),
        ("mcp__teambrain__recall_episodes", True),
        ("mcp__tb-prod__get_episode", True),
        ("mcp__teambrain__search_knowledge", True),
        ("save_knowledge", True),
        ("mcp__teambrain__recall_episodes_v2", False),
        ("my_recall_episodes", False),
        ("Bash", False),
        ("", False),
    ],
)
def test_own_tools_are_known_by_name_or_mcp_suffix(name: str, own: bool) -> None:
    assert ix.is_own_tool(name) is own


@pytest.fixture
def turn(store, clock):
    """An earlier genuine episode; then a turn that runs a command and asks recall_episodes."""
    now = clock()
    capture(
        store,
        "alice",
        "The upload worker dies with ConnectionTimeoutError after 30 seconds",
        "Raise the timeout and retry with backoff.",
        at=now - timedelta(days=2),
        session="s-earlier",
    )
    asked = capture(
        store,
        "alice",
        "why does the upload worker hit ConnectionTimeoutError again?",
        "Let me look at the logs first.",
        at=now - timedelta(minutes=3),
        session="s-asking",
        tools=[("Bash", {"command": "grep ConnectionTimeoutError upload_worker.log"}, None)],
        tool_ids=["toolu_bash"],
    )
    calling = capture(
        store,
        "alice",
        "",
        "I will check your memory.",
        at=now - timedelta(minutes=2),
        session="s-asking",
        results=[("toolu_bash", "upload worker: ConnectionTimeoutError x3")],
        tools=[("mcp__teambrain__recall_episodes", {"query": QUERY}, None)],
        tool_ids=["toolu_recall"],
    )
    return asked, calling


def test_the_asking_turn_does_not_answer_its_own_question(store, clock, turn) -> None:
    asked, calling = turn
    hits = recall(store, "alice", QUERY, clock=clock).hits
    assert [h.session_id for h in hits] == ["s-earlier"]
    # without the gate too: the turn is left out, not merely outranked
    ungated = recall(store, "alice", QUERY, gate=False, clock=clock).hits
    assert {h.id for h in ungated}.isdisjoint(
        {asked.episode.id, calling.episode.id, asked.events[0].id, calling.events[0].id}
    )


def test_a_query_the_pending_call_does_not_hold_is_answered_normally(store, clock, turn) -> None:
    asked, _ = turn
    hits = recall(store, "alice", "grep upload_worker.log", clock=clock).hits
    assert [h.id for h in hits] == [asked.events[0].id]  # the turn is out only for its query


def test_once_answered_the_turn_is_an_ordinary_episode(store, clock, turn) -> None:
    asked, _ = turn
    capture(
        store,
        "alice",
        "",
        "Found it: raise the timeout.",
        at=clock() - timedelta(minutes=1),
        session="s-asking",
        results=[("toolu_recall", '{"summary": "1 episode", "hits": ["sprocketology"]}')],
    )
    hits = recall(store, "alice", QUERY, clock=clock).hits
    assert {h.session_id for h in hits} == {"s-earlier", "s-asking"}
    assert asked.episode.id in {h.id for h in hits}
    # the recall tool's call and its result never feed recall
    assert recall(store, "alice", "sprocketology", window=None, kind="executions").hits == []
    assert all(h.kind == "exchange" or "Bash" in h.snippet for h in hits)


def test_own_tool_calls_are_not_indexed(store, clock, turn) -> None:
    _, calling = turn
    with store.read() as txn:
        reader = txn.index.reader("alice")
        assert reader.head(calling.events[0].id) is None
        assert reader.head(turn[0].events[0].id) is not None
        bash = reader.terms(turn[0].events[0].id)
    assert "grep" in bash


def test_a_time_only_query_does_not_list_the_asking_turn(store, clock, turn) -> None:
    asking = capture(
        store,
        "alice",
        "what did I do today?",
        "Let me check.",
        at=clock() - timedelta(seconds=30),
        session="s-today",
        tools=[("mcp__teambrain__recall_episodes", {"query": "today"}, None)],
        tool_ids=["toolu_today"],
    )
    listed = recall(store, "alice", "today", clock=clock)
    assert listed.hits and asking.episode.id not in {h.id for h in listed.hits}
    assert {h.session_id for h in listed.hits} == {"s-asking"}  # today's other turn
    assert all("recall_episodes" not in h.snippet for h in listed.hits)
