"""End to end: OpenAI Responses over a WebSocket, as Codex speaks it, through a real mitmdump.

A real WebSocket client (the `websockets` library) holds a Codex-shaped conversation with
the fake provider, which accepts the upgrade as OpenAI does: a warm-up frame
(`generate: false`), the first request with Codex's leading developer items and its tools
in an `additional_tools` item, the function call the response asks for, its output in the
next frame, and `response.processed`. Through the proxy (ws:// and wss:// upstreams) and
through a gateway listener, it must become one episode per response with its execution
event and result, every message crossing unchanged in both directions; a WebSocket closed
mid-response leaves the response stored partial.
"""

from __future__ import annotations

import json
import ssl
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from teambrain.addons.inject_block import MARKER
from teambrain.addons.providers.openai_responses import TERMINAL_EVENTS
from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.knowledge import entries as knowledge
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection

from tests.e2e.proxy import TeambrainProxy, free_port
from tests.e2e.test_capture_invariants import drops
from tests.e2e.test_capture_sdk import session_of, wait_session
from tests.e2e.test_gateway import ALICE, HEADER, gateway_config, listener_url, start_gateway
from tests.e2e.websocket_client import connect
from tests.fakes.reflector_upstream import text_sanitizer
from tests.fakes.upstream import FakeUpstream, Recorded

CODEX_AGENT = "codex_exec/0.171.0 (Debian 12.0.0; x86_64) xterm (codex_exec; 0.171.0)"
BASE_PROMPT = "You are Codex, an agent based on GPT-5. You and the user share a workspace."
TOOLS_ITEM = {
    "type": "additional_tools",
    "role": "developer",
    "tools": [
        {
            "type": "namespace",
            "name": "clock",
            "tools": [{"type": "function", "name": "sleep", "parameters": {"type": "object"}}],
        }
    ],
}


def message(role: str, text: str) -> dict[str, Any]:
    return {"type": "message", "role": role, "content": [{"type": "input_text", "text": text}]}


def opening(words: str) -> list[dict[str, Any]]:
    """Codex's first request input: tools, developer prompts, harness context, the words."""
    return [
        TOOLS_ITEM,
        message("developer", BASE_PROMPT),
        message("developer", "<permissions instructions>read-only</permissions instructions>"),
        message("user", "<environment_context>\n  <cwd>/work</cwd>\n</environment_context>"),
        message("user", words),
    ]


def frame(**fields: Any) -> str:
    return json.dumps({"type": "response.create", "model": "gpt-5", "stream": True, **fields})


class Conversation:
    """One Codex-shaped WebSocket: what the client sent and received, message by message."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.sent: list[bytes] = []
        self.received: list[bytes] = []

    def send(self, text: str) -> None:
        self.sent.append(text.encode())
        self.ws.send(text)

    def response(self, text: str) -> list[dict[str, Any]]:
        """Send a frame, read its events up to the one that ends the response."""
        self.send(text)
        events = []
        while True:
            raw = self.ws.recv()
            assert isinstance(raw, str)
            self.received.append(raw.encode())
            events.append(json.loads(raw))
            if events[-1]["type"] in TERMINAL_EVENTS:
                return events


def response_id(events: list[dict[str, Any]]) -> str:
    return events[-1]["response"]["id"]


def items_done(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e["item"] for e in events if e["type"] == "response.output_item.done"]


def codex_turn(conv: Conversation, words: str, tool_output: str) -> tuple[str, str]:
    """Warm-up, the opening request, its function call's output, the ack: (call id, reply)."""
    warm = conv.response(frame(generate=False, input=[]))
    first = conv.response(frame(previous_response_id=response_id(warm), input=opening(words)))
    (call,) = items_done(first)
    assert call["type"] == "function_call" and call["name"] == "sleep"
    output = {"type": "function_call_output", "call_id": call["call_id"], "output": tool_output}
    second = conv.response(frame(previous_response_id=response_id(first), input=[output]))
    (reply,) = items_done(second)
    conv.send(json.dumps({"type": "response.processed", "response_id": response_id(second)}))
    return call["call_id"], reply["content"][0]["text"]


def ws_url(upstream: FakeUpstream) -> str:
    return upstream.url.replace("http", "ws", 1) + "/v1/responses"


def upstream_socket(upstream: FakeUpstream, session: str, frames: int = 0) -> Recorded:
    """The fake provider's record of the session's WebSocket, once it holds `frames` frames
    (the last one may still be on its way when the client has closed)."""
    deadline = time.monotonic() + 10
    while True:
        (found,) = [r for r in upstream.requests if r.headers.get("session-id") == session]
        if len(found.received) >= frames or time.monotonic() > deadline:
            return found
        time.sleep(0.02)


def assert_the_codex_turn_was_captured(
    proxy: TeambrainProxy,
    session: str,
    call_id: str,
    reply: str,
    settle: Callable[[], object],
    owner: str = "alice",
) -> tuple[list[Episode], list[ExecutionEvent]]:
    """`settle` sends one more exchange through the proxy and waits until it is stored."""
    store = proxy.wait_for(lambda s: any(e.result_digest for e in session_of(s, owner, session)[1]))
    settle()  # a third episode (the warm-up) would have been written by now
    episodes, events = session_of(store, owner, session)
    assert len(episodes) == 2, "one episode per response; the warm-up is not one"
    asked, answered = episodes
    assert asked.user_digest == "list the files here" and not asked.continuation
    assert asked.provider == "openai-responses" and asked.client.startswith("codex_exec/")
    assert asked.tool_use_ids == [call_id] and asked.status == "complete"
    assert answered.continuation and answered.response_digest == reply
    for episode in episodes:  # each answer's first event, between its request and its end
        assert episode.first_byte_at is not None
        assert episode.started_at <= episode.first_byte_at <= episode.ended_at
    (event,) = events
    assert event.tool_id == call_id and event.tool_name == "clock.sleep"
    assert event.exchange_id == asked.id and event.result_exchange_id == answered.id
    assert event.result_digest == "Wall time: 0.0035 seconds\nSleep completed."
    return episodes, events


@pytest.fixture(params=["ws", "wss"])
def any_upstream(
    request: pytest.FixtureRequest, upstream: FakeUpstream, tls_upstream: FakeUpstream
) -> FakeUpstream:
    return upstream if request.param == "ws" else tls_upstream


def test_a_codex_conversation_through_the_proxy(
    proxy: TeambrainProxy, any_upstream: FakeUpstream, upstream: FakeUpstream
) -> None:
    session = str(uuid.uuid4())
    before = drops(proxy)
    trust = ssl.create_default_context(cafile=str(proxy.ca_path)) if any_upstream.tls else None
    headers = {"session-id": session, "user-agent": CODEX_AGENT, "x-fake-seed": session}
    with connect(
        ws_url(any_upstream), proxy=proxy.url, ssl=trust, additional_headers=headers
    ) as ws:
        conv = Conversation(ws)
        call_id, reply = codex_turn(
            conv, "list the files here", "Wall time: 0.0035 seconds\nSleep completed."
        )
    assert reply == "Tool said: Wall time: 0.0035 seconds\nSleep completed."
    recorded = upstream_socket(any_upstream, session, len(conv.sent))
    assert conv.received == recorded.messages, "the client got every message as sent"
    assert conv.sent == recorded.received, "upstream got every frame as the client sent it"
    assert_the_codex_turn_was_captured(
        proxy, session, call_id, reply, lambda: proxy.settle(upstream.url)
    )
    assert drops(proxy) == before, "the handshake is not a dropped capture"


def test_a_codex_conversation_through_a_gateway_listener(
    tmp_path_factory: pytest.TempPathFactory, upstream: FakeUpstream
) -> None:
    config = gateway_config(upstream, (free_port(), free_port()), "require_token = true")
    gateway = start_gateway(tmp_path_factory.mktemp("ws-gateway"), config, with_proxy=False)
    try:
        session = str(uuid.uuid4())
        url = listener_url(gateway, "openai").replace("http", "ws", 1) + "/v1/responses"
        without = {"session-id": session, "user-agent": CODEX_AGENT}
        with pytest.raises(InvalidStatus) as refused:  # no token: answered at the handshake
            connect(url, additional_headers=without)
        answer = refused.value.response
        assert answer.status_code == 426, "Codex goes over HTTP at once, to be told why"
        assert answer.headers["x-should-retry"] == "false"
        assert "x-teambrain-token header is missing" in json.loads(answer.body)["error"]["message"]
        assert [r for r in upstream.requests if r.headers.get("session-id") == session] == []
        headers = {
            "session-id": session,
            "user-agent": CODEX_AGENT,
            "x-fake-seed": session,  # ids of its own: a tool id is its owner's once
            HEADER: ALICE,
        }
        with connect(url, additional_headers=headers) as ws:
            conv = Conversation(ws)
            call_id, reply = codex_turn(
                conv, "list the files here", "Wall time: 0.0035 seconds\nSleep completed."
            )
        recorded = upstream_socket(upstream, session, len(conv.sent))
        assert HEADER not in recorded.headers and ALICE not in str(recorded.headers)
        assert conv.received == recorded.messages and conv.sent == recorded.received
        anthropic = listener_url(gateway, "anthropic")
        assert_the_codex_turn_was_captured(
            gateway,
            session,
            call_id,
            reply,
            lambda: gateway.settle(anthropic, proxied=False, headers={HEADER: ALICE}),
        )
        assert drops(gateway) == {}
    finally:
        gateway.stop()


def test_a_warm_up_carrying_the_first_turn_is_stored_with_the_request_after_it(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    """Codex may send the whole first turn in the warm-up and nothing new after it: the
    person's words are then in the warm-up frame, and the episode still has them."""
    session = str(uuid.uuid4())
    with connect(
        ws_url(upstream), proxy=proxy.url, additional_headers={"session-id": session}
    ) as ws:
        conv = Conversation(ws)
        warm = conv.response(frame(generate=False, input=[message("user", "what changed?")]))
        reply = conv.response(frame(previous_response_id=response_id(warm), input=[]))
    assert items_done(reply)[0]["type"] == "message"
    (episode,), _ = wait_session(proxy, session, 1)
    assert episode.user_digest == "what changed?" and episode.status == "complete"


@pytest.mark.parametrize("who", ["server", "client"])
def test_a_websocket_closed_mid_response_is_stored_partial(
    proxy: TeambrainProxy, upstream: FakeUpstream, who: str
) -> None:
    session = str(uuid.uuid4())
    headers = {"session-id": session, "x-fake-events": "12"}
    if who == "server":
        headers["x-fake-mode"] = "cut"
    else:
        headers["x-fake-interval-ms"] = "150"
    with connect(ws_url(upstream), proxy=proxy.url, additional_headers=headers) as ws:
        ws.send(frame(input=[message("user", "tell me a long story about the build")]))
        got = [json.loads(ws.recv(timeout=10)) for _ in range(3)]
        assert got[0]["type"] == "response.created"
        if who == "client":
            ws.close()
        else:
            with pytest.raises(ConnectionClosed):  # the server dropped the connection
                while True:
                    ws.recv(timeout=10)
    (episode,), _ = wait_session(proxy, session, 1)
    assert episode.status == "partial", episode.status_detail
    assert "before response.completed" in episode.status_detail
    assert episode.user_digest == "tell me a long story about the build"
    kept = episode.response_digest  # what arrived before the close is kept
    assert kept and "Echo: tell me a long story about the build".startswith(kept)


def test_frames_that_ask_for_nothing_pass_untouched(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    session = str(uuid.uuid4())
    before = drops(proxy)
    with connect(
        ws_url(upstream), proxy=proxy.url, additional_headers={"session-id": session}
    ) as ws:
        conv = Conversation(ws)
        conv.send(json.dumps({"type": "response.processed", "response_id": "resp_x"}))
        conv.send("not json at all")
        refusal = json.loads(ws.recv(timeout=10))
        conv.received.append(json.dumps(refusal).encode())
        reply = conv.response(frame(input="hello over a socket"))
    assert refusal["type"] == "error" and reply[-1]["type"] == "response.completed"
    recorded = upstream_socket(upstream, session, len(conv.sent))
    assert conv.sent == recorded.received
    assert [json.loads(m) for m in conv.received] == [json.loads(m) for m in recorded.messages]
    (episode,), _ = wait_session(proxy, session, 1)
    assert episode.user_digest == "hello over a socket"
    proxy.settle(upstream.url)  # a second episode would have been written by now
    assert len(session_of(proxy.store(), "alice", session)[0]) == 1
    assert drops(proxy) == before


# -- injection into Codex's frames ------------------------------------------------------------

LESSON = "Run the flaky build with make build RETRIES=3 before reading its logs."
INJECT_CONFIG = """
[owners]
local = "alice"
[inject]
enabled = true
refresh_seconds = 0.2
"""


@pytest.fixture(scope="module")
def injecting(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TeambrainProxy]:
    workdir: Path = tmp_path_factory.mktemp("ws-inject")
    store_proxy = TeambrainProxy(workdir, config=INJECT_CONFIG)
    store = store_proxy.store()
    entry = knowledge.save(store, "alice", LESSON, sanitizer=text_sanitizer())
    knowledge.approve(store, "alice", entry.id)
    with store_proxy as p:
        yield p


def test_codex_frames_get_the_block_after_codex_s_own_prompt(
    injecting: TeambrainProxy, upstream: FakeUpstream
) -> None:
    session = str(uuid.uuid4())
    words = "the flaky build keeps failing, what should I read in its logs?"
    headers = {"session-id": session, "user-agent": CODEX_AGENT, "x-fake-seed": session}
    with connect(ws_url(upstream), proxy=injecting.url, additional_headers=headers) as ws:
        conv = Conversation(ws)
        warm = conv.response(frame(generate=False, input=[]))
        first = conv.response(frame(previous_response_id=response_id(warm), input=opening(words)))
        (call,) = items_done(first)
        output = {"type": "function_call_output", "call_id": call["call_id"], "output": "ok"}
        conv.response(frame(previous_response_id=response_id(first), input=[output]))
    warm_up, opened, continued = [
        json.loads(f) for f in upstream_socket(upstream, session, 3).received
    ]
    assert warm_up == json.loads(conv.sent[0]), "nothing to choose by: the warm-up is untouched"
    roles = [(i["type"], i["role"]) for i in opened["input"]]
    assert roles == [
        ("additional_tools", "developer"),
        ("message", "developer"),
        ("message", "developer"),
        ("message", "developer"),  # the block, right after Codex's own developer items
        ("message", "user"),
        ("message", "user"),
    ]
    block = opened["input"][3]["content"][0]["text"]
    assert block.startswith(MARKER) and LESSON in block
    assert "instructions" not in opened, "Codex's base prompt stays first"
    assert continued == json.loads(conv.sent[2]), "the provider holds the block already"
    episodes, _ = wait_session(injecting, session, 2)
    assert all(MARKER not in e.user_digest for e in episodes)
    raw = b"".join(p.read_bytes() for p in injecting.store_dir.iterdir())
    assert MARKER.encode() not in raw


# -- requests sent before the last answer ended ----------------------------------------------


def test_requests_sent_back_to_back_get_their_own_answers(
    proxy: TeambrainProxy, upstream: FakeUpstream
) -> None:
    """Two frames sent at once: the provider answers them in turn, and each answer must land
    on its own request (not the first answer on the second request, the second one lost)."""
    session = str(uuid.uuid4())
    headers = {"session-id": session, "x-fake-events": "6"}
    with connect(ws_url(upstream), proxy=proxy.url, additional_headers=headers) as ws:
        conv = Conversation(ws)
        for words in ("the first question", "the second question", "and a third"):
            conv.send(frame(input=[message("user", words)]))
        ends = []
        while len(ends) < 3:
            event = json.loads(ws.recv(timeout=10))
            if event["type"] in TERMINAL_EVENTS:
                ends.append(event)
    episodes, _ = wait_session(proxy, session, 3)
    proxy.settle(upstream.url)  # a fourth episode would have been written by now
    episodes, _ = session_of(proxy.store(), "alice", session)
    got = sorted((e.user_digest, e.response_digest, e.status) for e in episodes)
    assert got == sorted(
        (words, f"Echo: {words}", "complete")
        for words in ("the first question", "the second question", "and a third")
    )
