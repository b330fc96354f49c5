"""End to end: recall_episodes called from a session going through the proxy.

Claude Code's turn is captured before its MCP call runs: the typed question, and the response
asking for `mcp__teambrain__recall_episodes` with the query as input. Recall, called as the
MCP tool calls it (core recall as the owner), must answer from the owner's other episodes:
never from the turn that is asking, never from teambrain's own tool calls and their results.
"""

from __future__ import annotations

import json
import uuid

import httpx2
from teambrain.core.episodes.records import session_records
from teambrain.core.recall.search import recall
from teambrain.core.store import Store

from tests.e2e.proxy import TeambrainProxy
from tests.fakes.upstream import FakeUpstream

MESSAGES = "/v1/messages"
RECALL_TOOL = "mcp__teambrain__recall_episodes"


def claude_code(
    http: httpx2.Client,
    upstream: FakeUpstream,
    session: str,
    messages: list[dict],
    *,
    tools: bool,
) -> None:
    """One streamed request shaped as Claude Code sends it."""
    body = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 64,
        "stream": True,
        "system": [{"type": "text", "text": "You are Claude Code."}],
        "metadata": {"user_id": json.dumps({"session_id": session, "account": "acct"})},
        "messages": messages,
    }
    if tools:
        body["tools"] = [
            {
                "name": RECALL_TOOL,
                "description": "Search your own past LLM exchanges and tool calls.",
                "input_schema": {"type": "object", "properties": {"query": {"type": "string"}}},
            }
        ]
    headers = {"x-claude-code-session-id": session, "user-agent": "claude-cli/2.1.328 (cli)"}
    with http.stream("POST", upstream.url + MESSAGES, json=body, headers=headers) as r:
        assert r.status_code == 200
        b"".join(r.iter_raw())


def typed(text: str) -> dict:
    return {
        "role": "user",
        "content": [
            {"type": "text", "text": "<system-reminder>context</system-reminder>"},
            {"type": "text", "text": text},
        ],
    }


def records(store: Store, session: str) -> tuple[list, list]:
    with store.read() as txn:
        return session_records(txn, "alice", session)


def pending_call(proxy: TeambrainProxy, session: str):  # noqa: ANN201
    """Wait until the session's call to the recall tool is captured, still without result."""
    store = proxy.wait_for(lambda s: len(records(s, session)[1]) >= 1)
    (call,) = records(store, session)[1]
    assert call.tool_name == RECALL_TOOL and call.result_digest is None
    return store, call


def test_a_session_calling_recall_does_not_find_itself(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    earlier, asking, nonsense = (f"{name}-{uuid.uuid4()}" for name in ("earlier", "ask", "nope"))
    question = "upload worker ConnectionTimeoutError fix"
    with httpx2.Client(proxy=proxy.url) as http:
        # a genuine earlier episode, in another session
        claude_code(
            http,
            upstream,
            earlier,
            [typed("The upload worker dies with ConnectionTimeoutError after 30 s, how to fix?")],
            tools=False,
        )
        proxy.wait_for(lambda s: len(records(s, earlier)[0]) == 1)
        # the session that asks: its typed question and its pending call to recall_episodes
        claude_code(http, upstream, asking, [typed(question)], tools=True)
        store, call = pending_call(proxy, asking)
        assert question in call.input_digest

        # what the MCP tool does now: core recall as the owner
        found = recall(store, "alice", question)
        assert found.hits, found.message
        assert found.hits[0].session_id == earlier
        assert all(h.session_id != asking for h in found.hits)

        # a nonsense query from a calling session: the honest empty answer
        claude_code(
            http, upstream, nonsense, [typed("zorblax quibbleflux snarfwidget")], tools=True
        )
        store, _ = pending_call(proxy, nonsense)
        empty = recall(store, "alice", "zorblax quibbleflux snarfwidget")
        assert empty.hits == []
        assert empty.message.startswith("No episodes of yours match")

        # the recall's result comes back as a tool result: it never feeds a later recall
        result_text = json.dumps({"summary": "1 episode", "hits": [{"snippet": "sprocketology"}]})
        claude_code(
            http,
            upstream,
            asking,
            [
                typed(question),
                {
                    "role": "assistant",
                    "content": [
                        {
                            "type": "tool_use",
                            "id": call.tool_id,
                            "name": RECALL_TOOL,
                            "input": {"query": question},
                        }
                    ],
                },  # fmt: skip
                {
                    "role": "user",
                    "content": [
                        {"type": "tool_result", "tool_use_id": call.tool_id, "content": result_text}
                    ],
                },  # fmt: skip
            ],
            tools=True,
        )
        store = proxy.wait_for(lambda s: records(s, asking)[1][0].result_digest is not None)
    assert recall(store, "alice", "sprocketology", window=None, kind="executions").hits == []
    assert all(h.kind == "exchange" for h in recall(store, "alice", question).hits)
