"""End to end: a real mitmdump exports a streamed exchange with a tool call as OpenTelemetry
GenAI spans to a real OTLP receiver (Arize Phoenix, tests/e2e/phoenix.py), and the spans read
back from it carry the pinned conventions' attribute names and values (docs/opentelemetry.md).

Two proxies, each exporting to the same receiver: one on LMDB with the defaults (no message
content, the owner hashed), one on PostgreSQL (spans leave from the outbox's drainer) with
content on, which holds only the sanitized digests. The Anthropic SDK streams through the proxy
to the fake provider, which reports cache reads and writes apart from input tokens.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from datetime import datetime
from typing import Any

import anthropic
import pytest
from teambrain.core.episodes.records import session_records
from teambrain.core.operations.stats import counters

from tests.conftest import BACKENDS
from tests.e2e.conftest import LOCAL_CONFIG
from tests.e2e.phoenix import Phoenix
from tests.e2e.proxy import TeambrainProxy
from tests.fakes.upstream import FakeUpstream

TOOLS = [
    {
        "name": "bash",
        "description": "Run a shell command",
        "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}},
    }
]
USAGE = {
    "input_tokens": 30,
    "output_tokens": 9,
    "cache_read_input_tokens": 4000,
    "cache_creation_input_tokens": 600,
}
EMAIL = "jane.doe@example.com"
SPANS_SECONDS = 60.0


@pytest.fixture(scope="module")
def phoenix(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Phoenix]:
    receiver = Phoenix(tmp_path_factory.mktemp("phoenix"))
    try:
        yield receiver.start()
    finally:
        receiver.stop()


@pytest.fixture(
    scope="module",
    params=[("lmdb", False), ("postgresql", True)],
    ids=["lmdb-defaults", "postgresql-content"],
)
def exporting(
    request: pytest.FixtureRequest, phoenix: Phoenix, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[TeambrainProxy, bool]]:
    backend, content = request.param
    if backend not in BACKENDS:
        pytest.skip(f"{backend} is not among TEAMBRAIN_TEST_BACKENDS")
    url = None
    if backend == "postgresql":
        server = request.getfixturevalue("pg_server")
        url = server.create_database(template=server.template)
    config = LOCAL_CONFIG + (
        f'[telemetry]\nenabled = true\nendpoint = "{phoenix.traces_endpoint}"\n'
        f"content = {json.dumps(content)}\n"
    )
    with TeambrainProxy(tmp_path_factory.mktemp("proxy"), config=config, store=url) as proxy:
        yield proxy, content
    if url is not None:
        server.drop_database(url)


def converse(proxy: TeambrainProxy, upstream: FakeUpstream, session: str) -> tuple[Any, Any]:
    """A streamed turn that asks for a tool, and the streamed turn that carries its result."""
    client = anthropic.Anthropic(
        base_url=upstream.url,
        api_key="sk-ant-api03-test-key",
        max_retries=0,
        default_headers={"X-Claude-Code-Session-Id": session},
        http_client=anthropic.DefaultHttpxClient(proxy=proxy.url),
    )
    question = f"list my files, my email is {EMAIL}"
    with client.messages.stream(
        model="claude-sonnet-4-5",
        max_tokens=100,
        tools=TOOLS,
        messages=[{"role": "user", "content": question}],
        extra_headers={"x-fake-usage": json.dumps(USAGE)},
    ) as stream:
        first = stream.get_final_message()
    tool_use = next(b for b in first.content if b.type == "tool_use")
    history = [
        {"role": "user", "content": question},
        {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in first.content]},
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": tool_use.id, "content": "a.txt"}],
        },
    ]
    with client.messages.stream(
        model="claude-sonnet-4-5", max_tokens=100, tools=TOOLS, messages=history
    ) as stream:
        stream.get_final_message()
    return first, tool_use


def spans_of_session(phoenix: Phoenix, session: str, n: int) -> list[dict[str, Any]]:
    """The session's spans once the receiver holds `n` of them."""
    deadline = time.monotonic() + SPANS_SECONDS
    while True:
        mine = [
            s for s in phoenix.spans() if s["attributes"].get("gen_ai.conversation.id") == session
        ]
        if len(mine) >= n:
            return mine
        if time.monotonic() > deadline:
            raise AssertionError(f"the receiver holds {len(mine)} of {n} spans\n{phoenix.log()}")
        time.sleep(0.2)


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)


def test_a_streamed_exchange_and_its_tool_call_arrive_as_genai_spans(
    exporting: tuple[TeambrainProxy, bool], phoenix: Phoenix, upstream: FakeUpstream
) -> None:
    proxy, content = exporting
    session = f"cc-{uuid.uuid4()}"
    first, tool_use = converse(proxy, upstream, session)

    def answered(store) -> bool:
        with store.read() as txn:
            episodes, events = session_records(txn, "alice", session)
        return len(episodes) == 2 and bool(events) and events[0].result_digest is not None

    store = proxy.wait_for(answered)
    with store.read() as txn:
        episodes, (event,) = session_records(txn, "alice", session)
    asking, following = sorted(episodes, key=lambda e: e.started_at)

    spans = spans_of_session(phoenix, session, 3)
    chats = {
        s["attributes"]["teambrain.exchange.id"]: s for s in spans if s["name"].startswith("chat")
    }
    (tool,) = [s for s in spans if s["name"].startswith("execute_tool")]
    chat = chats[asking.id]
    assert set(chats) == {asking.id, following.id}

    a = chat["attributes"]
    assert chat["name"] == "chat claude-sonnet-4-5"
    assert a["gen_ai.operation.name"] == "chat"
    assert a["gen_ai.provider.name"] == "anthropic"
    assert a["gen_ai.request.model"] == a["gen_ai.response.model"] == "claude-sonnet-4-5"
    assert a["gen_ai.response.id"] == first.id
    assert a["gen_ai.response.finish_reasons"] == ["tool_use"]
    # the conventions count cached tokens inside input_tokens; Anthropic reports them apart
    assert a["gen_ai.usage.input_tokens"] == 30 + 4000 + 600
    assert a["gen_ai.usage.output_tokens"] == 9
    assert a["gen_ai.usage.cache_read.input_tokens"] == 4000
    assert a["gen_ai.usage.cache_creation.input_tokens"] == 600
    assert a["user_agent.original"].startswith("Anthropic/Python")
    assert a["user.id"].startswith("o-")  # the owner, hashed with the store's secret
    assert at(chat["start_time"]) == asking.started_at
    assert at(chat["end_time"]) == asking.ended_at
    assert chat["parent_id"] is None

    t = tool["attributes"]
    assert tool["name"] == "execute_tool bash"
    assert t["gen_ai.operation.name"] == "execute_tool"
    assert t["gen_ai.tool.name"] == "bash" and t["gen_ai.tool.type"] == "function"
    assert t["gen_ai.tool.call.id"] == tool_use.id
    assert t["user.id"] == a["user.id"]
    assert tool["parent_id"] == chat["context"]["span_id"]  # under the exchange that asked
    assert tool["context"]["trace_id"] == chat["context"]["trace_id"]
    assert at(tool["start_time"]) == event.requested_at and at(tool["end_time"]) == event.result_at

    everything = json.dumps(spans)
    assert "alice" not in everything and EMAIL not in everything
    content_keys = (
        "gen_ai.input.messages",
        "gen_ai.output.messages",
        "gen_ai.tool.call.arguments",
        "gen_ai.tool.call.result",
    )
    if not content:
        assert not [k for s in spans for k in s["attributes"] if k in content_keys]
    else:  # only the digests, as stored: sanitized
        said = json.loads(a["gen_ai.input.messages"])[0]["parts"][0]["content"]
        assert said == asking.user_digest == "list my files, my email is <EMAIL_ADDRESS>"
        assert t["gen_ai.tool.call.result"] == "a.txt"
        assert json.loads(t["gen_ai.tool.call.arguments"]) == tool_use.input

    # what was sent is counted where `teambrain stats` reads it
    deadline = time.monotonic() + SPANS_SECONDS
    while counters(proxy.store(), "telemetry.").get("telemetry.spans_sent", 0) < 3:
        assert time.monotonic() < deadline, proxy.log()
        time.sleep(0.1)
