"""End to end: the real anthropic and openai SDKs through a real mitmdump with the addon.

The client must get byte-for-byte what upstream sent, and the store must hold one
owner-private, sanitized episode per request, with tool calls as execution events whose
results attach exactly once.
"""

from __future__ import annotations

import ssl
import uuid

import anthropic
import httpx2
import openai
import pytest
from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.episodes.records import list_episodes, session_records
from teambrain.core.store import Store

from tests.e2e.proxy import TeambrainProxy
from tests.fakes.upstream import FakeUpstream
from tests.markers import fresh_marker

TOOLS = [
    {
        "name": "bash",
        "description": "Run a shell command",
        "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}},
    }
]
OPENAI_TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "bash",
            "parameters": {"type": "object", "properties": {"command": {"type": "string"}}},
        },
    }
]


def session_of(
    store: Store, owner: str, session: str
) -> tuple[list[Episode], list[ExecutionEvent]]:
    with store.read() as txn:
        return session_records(txn, owner, session)


def wait_session(
    proxy: TeambrainProxy, session: str, episodes: int, owner: str = "alice"
) -> tuple[list[Episode], list[ExecutionEvent]]:
    store = proxy.wait_for(lambda s: len(session_of(s, owner, session)[0]) >= episodes)
    return session_of(store, owner, session)


def anthropic_client(
    upstream: FakeUpstream, proxy: TeambrainProxy, session: str
) -> anthropic.Anthropic:
    verify: ssl.SSLContext | bool = True
    if upstream.tls:
        verify = ssl.create_default_context(cafile=str(proxy.ca_path))
    return anthropic.Anthropic(
        base_url=upstream.url,
        api_key="sk-ant-api03-test-key",
        max_retries=0,
        default_headers={"X-Claude-Code-Session-Id": session},
        http_client=anthropic.DefaultHttpxClient(proxy=proxy.url, verify=verify),
    )


def test_anthropic_stream_with_tool_call_and_result(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    session = f"cc-{uuid.uuid4()}"
    client = anthropic_client(upstream, proxy, session)
    question = "list my files, my email is jane.doe@example.com"
    with client.messages.stream(
        model="claude-sonnet-4-5",
        max_tokens=100,
        tools=TOOLS,
        messages=[{"role": "user", "content": question}],
    ) as stream:
        first = stream.get_final_message()
    tool_use = next(b for b in first.content if b.type == "tool_use")
    assert tool_use.input == {"command": f"echo {question[:40]}"}

    history = [
        {"role": "user", "content": question},
        {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in first.content]},
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "<system-reminder>harness note</system-reminder>"},
                {"type": "tool_result", "tool_use_id": tool_use.id, "content": "a.txt b.txt"},
            ],
        },
    ]
    with client.messages.stream(
        model="claude-sonnet-4-5", max_tokens=100, tools=TOOLS, messages=history
    ) as stream:
        second = stream.get_final_message()
    assert second.content[0].text == "Tool said: a.txt b.txt"

    episodes, events = wait_session(proxy, session, 2)
    assert [e.owner for e in episodes] == ["alice", "alice"]
    opening, follow_up = episodes
    assert opening.user_digest == "list my files, my email is <EMAIL_ADDRESS>"
    assert "jane.doe" not in opening.response_digest
    assert opening.status == "complete" and opening.stop_reason == "tool_use"
    assert opening.tool_use_ids == [tool_use.id]
    assert follow_up.continuation and "harness" not in follow_up.user_digest
    assert follow_up.response_digest == "Tool said: a.txt b.txt"
    assert len(events) == 1
    event = (
        proxy.wait_for(lambda s: session_of(s, "alice", session)[1][0].result_digest is not None)
        and session_of(proxy.store(), "alice", session)[1][0]
    )
    assert event.tool_name == "bash" and event.tool_id == tool_use.id
    assert event.result_digest == "a.txt b.txt" and event.is_error is False
    assert event.exchange_id == opening.id and event.result_exchange_id == follow_up.id


def test_resent_history_never_duplicates(proxy: TeambrainProxy, upstream: FakeUpstream) -> None:
    session = f"cc-{uuid.uuid4()}"
    client = anthropic_client(upstream, proxy, session)
    first = client.messages.create(
        model="claude-sonnet-4-5",
        max_tokens=50,
        tools=TOOLS,
        messages=[{"role": "user", "content": "run it"}],
    )
    tool_use = next(b for b in first.content if b.type == "tool_use")
    history = [
        {"role": "user", "content": "run it"},
        {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in first.content]},
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": tool_use.id, "content": "ok"}],
        },
    ]
    for _ in range(3):  # the same continuation resent three times
        client.messages.create(model="claude-sonnet-4-5", max_tokens=50, messages=history)
    episodes, events = wait_session(proxy, session, 4)
    assert len(episodes) == 4
    assert len(events) == 1 and events[0].result_digest == "ok"


def test_client_gets_upstream_bytes_unchanged(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    """Invariant 5: byte-for-byte, for plain and compressed streams and JSON bodies."""
    body = {
        "model": "claude-sonnet-4-5",
        "max_tokens": 50,
        "stream": True,
        "messages": [{"role": "user", "content": "héllo wörld ✓ " * 20}],
    }
    with httpx2.Client(proxy=proxy.url) as http:
        for encoding in ("", "gzip", "br", "zstd"):
            for stream in (True, False):
                session = f"bytes-{uuid.uuid4()}"
                headers = {
                    "x-fake-encoding": encoding,
                    "x-fake-events": "40",
                    "x-claude-code-session-id": session,
                }
                with http.stream(
                    "POST",
                    upstream.url + "/v1/messages",
                    json={**body, "stream": stream},
                    headers=headers,
                ) as response:
                    received = b"".join(response.iter_raw())
                sent = next(
                    r
                    for r in upstream.requests
                    if r.headers.get("x-claude-code-session-id") == session
                ).sent
                assert received == bytes(sent), (encoding, stream)
                episodes, _ = wait_session(proxy, session, 1)
                assert episodes[0].status == "complete", (
                    encoding,
                    stream,
                    episodes[0].status_detail,
                )
                assert episodes[0].response_digest.startswith("Echo: héllo wörld ✓")


def test_https_interception_with_trusted_ca(
    proxy: TeambrainProxy, tls_upstream: FakeUpstream
) -> None:
    session = f"tls-{uuid.uuid4()}"
    client = anthropic_client(tls_upstream, proxy, session)
    text = "".join(
        event.delta.text
        for event in client.messages.create(
            model="claude-sonnet-4-5",
            max_tokens=50,
            stream=True,
            messages=[{"role": "user", "content": "over tls"}],
        )
        if event.type == "content_block_delta" and event.delta.type == "text_delta"
    )
    assert text == "Echo: over tls"
    episodes, _ = wait_session(proxy, session, 1)
    assert episodes[0].user_digest == "over tls"


def test_openai_chat_stream_tool_calls(proxy: TeambrainProxy, upstream: FakeUpstream) -> None:
    session = f"codex-{uuid.uuid4()}"
    client = openai.OpenAI(
        base_url=upstream.url + "/v1",
        api_key="sk-proj-test",
        max_retries=0,
        default_headers={"session_id": session},
        http_client=openai.DefaultHttpxClient(proxy=proxy.url),
    )
    messages: list[dict] = [{"role": "user", "content": "call me at +1 415 555 0132 please"}]
    stream = client.chat.completions.create(
        model="gpt-5",
        messages=messages,
        tools=OPENAI_TOOLS,
        stream=True,
        stream_options={"include_usage": True},
    )
    calls: dict[int, dict] = {}
    for chunk in stream:
        for choice in chunk.choices:
            for tc in choice.delta.tool_calls or []:
                slot = calls.setdefault(tc.index, {"id": "", "name": "", "arguments": ""})
                slot["id"] = tc.id or slot["id"]
                slot["name"] = (tc.function.name or "") or slot["name"]
                slot["arguments"] += tc.function.arguments or ""
    call = calls[0]
    messages += [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": call["id"],
                    "type": "function",
                    "function": {"name": call["name"], "arguments": call["arguments"]},
                }
            ],
        },
        {"role": "tool", "tool_call_id": call["id"], "content": "done"},
    ]
    reply = client.chat.completions.create(model="gpt-5", messages=messages, tools=OPENAI_TOOLS)
    assert reply.choices[0].message.content == "Tool said: done"
    episodes, events = wait_session(proxy, session, 2)
    assert episodes[0].provider == "openai-chat"
    assert "555 0132" not in episodes[0].user_digest and "<PHONE_NUMBER>" in episodes[0].user_digest
    assert episodes[0].usage.input_tokens == 12
    store = proxy.wait_for(lambda s: session_of(s, "alice", session)[1][0].result_digest == "done")
    assert len(session_of(store, "alice", session)[1]) == 1
    assert events[0].tool_id == call["id"]


def test_openai_responses_chain_is_one_session(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    client = openai.OpenAI(
        base_url=upstream.url + "/v1",
        api_key="sk-proj-test",
        max_retries=0,
        http_client=openai.DefaultHttpxClient(proxy=proxy.url),
    )
    tools = [
        {"type": "function", "name": "bash", "parameters": {"type": "object", "properties": {}}}
    ]
    marker = fresh_marker()
    first = client.responses.create(
        model="gpt-5", input=f"start {marker}", tools=tools, stream=False
    )
    call = next(item for item in first.output if item.type == "function_call")
    events = list(
        client.responses.create(
            model="gpt-5",
            previous_response_id=first.id,
            stream=True,
            input=[{"type": "function_call_output", "call_id": call.call_id, "output": "42"}],
        )
    )
    assert events[-1].type == "response.completed"
    store = proxy.wait_for(
        lambda s: any(
            ep.response_digest == "Tool said: 42" for ep in list_episodes(s, "alice", limit=500)
        )
    )
    mine = [e for e in list_episodes(store, "alice", limit=500) if marker in e.user_digest]
    assert len(mine) == 1
    opening = mine[0]
    episodes, events_ = session_of(store, "alice", opening.session_id)
    assert len(episodes) == 2, "the chained request stays in the opening's session"
    assert events_[0].result_digest == "42"


@pytest.mark.parametrize("provider_path", ["/v1/messages", "/v1/chat/completions", "/v1/responses"])
def test_unknown_events_and_error_events(
    proxy: TeambrainProxy, upstream: FakeUpstream, provider_path: str
) -> None:
    with httpx2.Client(proxy=proxy.url) as http:
        for mode, expected in (("unknown_events", "complete"), ("error_event", "error")):
            session = f"odd-{uuid.uuid4()}"
            body = {
                "model": "m",
                "stream": True,
                "max_tokens": 5,
                "messages": [{"role": "user", "content": "hi"}],
                "input": "hi",
            }
            with http.stream(
                "POST",
                upstream.url + provider_path,
                json=body,
                headers={"x-fake-mode": mode, "session_id": session},
            ) as response:
                received = b"".join(response.iter_raw())
            assert received  # the client got the stream, whatever it held
            if provider_path != "/v1/messages" and mode == "unknown_events":
                continue  # only the anthropic fake sends unknown events
            episodes, _ = wait_session(proxy, session, 1)
            assert episodes[0].status == expected, episodes[0].status_detail
