"""End to end: a provider teambrain does not ship costs one module and one registry line.

tests/fakes/gemini.py declares Gemini's `generateContent` as a module of addons/providers
would; tests/fakes/gemini_registry.py is its registry line, loaded by a real mitmdump
before teambrain's addons. Nothing else knows of it, yet capture parses its JSON and SSE
answers, injection places the block where its module says (and the same bytes on every
turn), and a gateway listener the config does not name recognizes its requests by their
headers and refuses them in its shape.
"""

from __future__ import annotations

import json
import secrets
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import msgspec
import pytest
from teambrain.addons.inject_block import MARKER, render_block
from teambrain.core.episodes.model import Episode
from teambrain.core.episodes.records import list_episodes
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import Store

from tests.e2e.proxy import ADDON, ROOT, TeambrainProxy, free_port
from tests.fakes.gemini_upstream import FakeGemini
from tests.fakes.reflector_upstream import text_sanitizer
from tests.fakes.upstream import Recorded

REGISTRY = str(ROOT / "tests" / "fakes" / "gemini_registry.py")
BOB = "tb-bob-" + secrets.token_hex(12)
LESSON = "Run the database migrations with make migrate before the integration test suite."
QUESTION = "Why does the integration test suite fail against the database after a pull?"
SYSTEM = {"parts": [{"text": "You are a terse coding agent."}]}
MODEL = "gemini-2.5-flash"


@pytest.fixture(scope="module")
def upstream() -> Iterator[FakeGemini]:
    with FakeGemini() as server:
        yield server


@pytest.fixture(scope="module")
def gemini(
    tmp_path_factory: pytest.TempPathFactory, upstream: FakeGemini
) -> Iterator[tuple[TeambrainProxy, int]]:
    """The proxy (owner alice), and a gateway listener on the port returned, which no
    `[[gateway.listeners]]` names: only the provider modules can tell what it serves."""
    config = f"""
[owners]
local = "alice"
[owners.tokens]
"{BOB}" = "bob"
[sanitizer]
workers = 0
[gateway]
require_token = true
listeners = []
[inject]
enabled = true
refresh_seconds = 0.2
"""
    proxy = TeambrainProxy(
        tmp_path_factory.mktemp("gemini"), config=config, scripts=[REGISTRY, ADDON]
    )
    gateway_port = free_port()
    proxy.extra_args = [
        *("--mode", f"regular@127.0.0.1:{proxy.port}"),
        *("--mode", f"reverse:{upstream.url}@127.0.0.1:{gateway_port}"),
    ]
    store = proxy.store()
    saved = knowledge.save(store, "alice", LESSON, sanitizer=text_sanitizer())
    knowledge.act(store, "alice", saved.id, "approve")
    with proxy:
        yield proxy, gateway_port


def url(base: str, method: str) -> str:
    return f"{base}/v1beta/models/{MODEL}:{method}"


def ask(client: httpx.Client, base: str, method: str, contents: list, **headers: str) -> Any:
    """One request as Google's SDKs send it (the key in x-goog-api-key)."""
    body = {"systemInstruction": SYSTEM, "contents": contents}
    headers = {"x-goog-api-key": "AIza-test-key", **headers}
    return client.post(url(base, method), json=body, headers=headers)


def sent(upstream: FakeGemini, test_id: str) -> list[Recorded]:
    return [r for r in upstream.requests if r.headers.get("x-test-id") == test_id]


def episode(store: Store, owner: str, response_id: str) -> Episode | None:
    found = [e for e in list_episodes(store, owner) if e.response_id == response_id]
    return found[0] if found else None


def stored(proxy: TeambrainProxy, owner: str, response_id: str) -> Episode:
    store = proxy.wait_for(lambda s: episode(s, owner, response_id) is not None)
    found = episode(store, owner, response_id)
    assert found is not None
    return found


def user(text: str) -> dict:
    return {"role": "user", "parts": [{"text": text}]}


def test_json_is_captured_and_the_block_goes_into_its_system_instruction(
    gemini: tuple[TeambrainProxy, int], upstream: FakeGemini
) -> None:
    proxy, _ = gemini
    test_id = uuid.uuid4().hex
    with httpx.Client(proxy=proxy.url, trust_env=False) as client:
        reply = ask(
            client, upstream.url, "generateContent", [user(QUESTION)], **{"x-test-id": test_id}
        )
    assert reply.status_code == 200
    answer = reply.json()
    assert answer["candidates"][0]["content"]["parts"] == [{"text": "Echo: " + QUESTION}]

    (received,) = sent(upstream, test_id)
    assert received.json()["systemInstruction"]["parts"] == [
        *SYSTEM["parts"],
        {"text": render_block([LESSON])},
    ]
    assert received.json()["contents"] == [user(QUESTION)]

    ep = stored(proxy, "alice", answer["responseId"])
    assert (ep.provider, ep.model, ep.status, ep.stop_reason) == (
        "gemini",
        MODEL,
        "complete",
        "STOP",
    )
    assert ep.user_digest == QUESTION and ep.response_digest == "Echo: " + QUESTION
    assert (ep.usage.input_tokens, ep.usage.output_tokens) == (11, 7)
    assert MARKER not in msgspec.json.encode(ep).decode()  # capture kept the client's bytes


def test_a_stream_is_captured_and_every_turn_gets_the_same_block(
    gemini: tuple[TeambrainProxy, int], upstream: FakeGemini
) -> None:
    proxy, _ = gemini
    test_id = uuid.uuid4().hex
    first = [user(QUESTION)]
    with httpx.Client(proxy=proxy.url, trust_env=False) as client:
        streamed = ask(
            client, upstream.url, "streamGenerateContent?alt=sse", first, **{"x-test-id": test_id}
        )
        events = [json.loads(line[5:]) for line in streamed.text.splitlines() if line]
        text = "".join(e["candidates"][0]["content"]["parts"][0]["text"] for e in events)
        later = [*first, {"role": "model", "parts": [{"text": text}]}, user("And after that?")]
        ask(client, upstream.url, "generateContent", later, **{"x-test-id": test_id})
    assert text == "Echo: " + QUESTION and len(events) == 3

    ep = stored(proxy, "alice", events[0]["responseId"])
    assert (ep.provider, ep.status, ep.response_digest) == ("gemini", "complete", text)
    assert (ep.usage.input_tokens, ep.usage.output_tokens) == (11, 7)
    blocks = [r.json()["systemInstruction"]["parts"][1:] for r in sent(upstream, test_id)]
    assert blocks == [[{"text": render_block([LESSON])}]] * 2


def test_a_gateway_recognizes_it_by_its_headers_and_refuses_in_its_shape(
    gemini: tuple[TeambrainProxy, int], upstream: FakeGemini
) -> None:
    proxy, port = gemini
    base, test_id = f"http://127.0.0.1:{port}", uuid.uuid4().hex
    with httpx.Client(trust_env=False) as client:
        refused = ask(client, base, "generateContent", [user(QUESTION)], **{"x-test-id": test_id})
        bare = client.post(url(base, "generateContent"), json={"contents": [user(QUESTION)]})
        allowed = ask(
            client,
            base,
            "generateContent",
            [user(QUESTION)],
            **{"x-test-id": test_id, "x-teambrain-token": BOB},
        )
    assert refused.status_code == 401 and refused.headers["x-should-retry"] == "false"
    error = refused.json()["error"]
    assert (error["code"], error["status"]) == (401, "UNAUTHENTICATED")
    assert "x-teambrain-token header is missing" in error["message"]
    # a request none of the modules recognizes gets the fallback's (OpenAI's) shape
    assert bare.status_code == 401 and bare.json()["error"]["code"] == "teambrain_gateway_refused"

    assert allowed.status_code == 200
    (received,) = sent(upstream, test_id)  # the refused one never left
    assert "x-teambrain-token" not in received.headers
    ep = stored(proxy, "bob", allowed.json()["responseId"])
    assert (ep.provider, ep.owner, ep.user_digest) == ("gemini", "bob", QUESTION)
