"""Injection with no per-session state held in one process, on both backends: capture and
injection resolve sessions alike, and two gateways over one store (two Inject addons, each
with nothing in memory of the other's requests) send a session the same block, see one
another's Responses chains and never hand one owner's choice to another."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from mitmproxy.test import taddons, tutils
from teambrain.addons import inject as inject_addon
from teambrain.addons.capture import Capture
from teambrain.addons.inject import SESSION_METADATA, Inject
from teambrain.addons.inject_block import MARKER
from teambrain.core.episodes.records import list_episodes
from teambrain.core.identity import IdKeys, stored_session_key
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import Store
from teambrain.core.store.secret import store_secret

from tests.addons.test_inject import (
    ANTHROPIC,
    CODEX_ITEMS,
    RESPONSE,
    block_of,
    hook,
    llm_flow,
    sent,
)
from tests.fakes.reflector_upstream import text_sanitizer

LESSONS = {
    "commit": "Kafka consumers lag when offsets are committed synchronously; commit async.",
    "lag": "Kafka consumer lag alerts fire at ten thousand messages behind.",
    "brokers": "Kafka brokers restart one at a time, never together.",
}

PRODUCT_DEADLINE_S = inject_addon._DEADLINE_S  # noqa: SLF001  (the fixture lengthens it)


class OtherGateway(Inject):
    """A second gateway's injection addon (mitmproxy names addons by class)."""


@pytest.fixture(scope="module")
def sanitizer():
    return text_sanitizer()


@pytest.fixture
def gateways(store: Store, tmp_path: Path, sanitizer, no_pool_at_load, monkeypatch):  # noqa: ANN001, ANN201
    """Capture and injection as one gateway loads them, and a second gateway's injection,
    over one store with approved kafka lessons (ann's; bob has one of his own).

    What these tests check is what the gateways agree on, not how fast a database answers:
    on a busy machine a read can outlast a request's store deadline, and a request past it
    goes on without a block, by design (the stalled-store test puts the deadline back)."""
    monkeypatch.setattr(inject_addon, "_DEADLINE_S", 60.0)
    config = tmp_path / "c.toml"
    config.write_text(
        '[owners]\nlocal = "ann"\n[owners.proxyauth]\nann = "ann"\nbob = "bob"\n'
        "[sanitizer]\nworkers = 0\n[inject]\nenabled = true\nrefresh_seconds = 3600\n"
    )
    ids = {}
    for name, text in LESSONS.items():
        ids[name] = knowledge.save(store, "ann", text, sanitizer=sanitizer).id
        knowledge.approve(store, "ann", ids[name])
    bobs = knowledge.save(
        store, "bob", "Kafka consumer lag: bob restarts them.", sanitizer=sanitizer
    )
    knowledge.approve(store, "bob", bobs.id)
    ids["bob"] = bobs.id
    capture, one, other = Capture(), Inject(), OtherGateway()
    with taddons.context(capture, one, other) as tctx:
        tctx.configure(capture, teambrain_store=store.url, teambrain_config=str(config))
        # on a database store each gateway learns the store's id keys on its worker's thread
        # (the database may be down as a proxy starts): requests wait for that here
        deadline = time.monotonic() + 60
        while (one.keys is None or other.keys is None) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert one.keys is not None and other.keys is not None, "the store's keys never came"
        yield capture, one, other, ids
        other.done()
        one.done()
        capture.done()


_clock = [time.time() + 1]


def flow_at(body: Any, path: str = "/v1/messages", rid: str = "", **headers: str):  # noqa: ANN201
    """A flow started a second after the last one (capture's episodes sort as they ran)."""
    _clock[0] = max(_clock[0] + 1, time.time() + 1)  # after capture's enablement, in order
    flow = llm_flow(body, path=path, **headers)
    flow.request.timestamp_start = _clock[0]
    flow.metadata["response_id"] = rid
    return flow


def through(addons, flow, owner: str = "") -> None:  # noqa: ANN001
    """The hooks in mitmproxy's order; upstream answers (with the flow's response id, for
    Responses) between request and responseheaders."""
    if owner:
        flow.metadata["proxyauth"] = (owner, "pw")
    for name in ("requestheaders", "request", "responseheaders", "response"):
        if name == "responseheaders":
            rid = flow.metadata.get("response_id")
            content = json.dumps({"id": rid, "output": []}).encode() if rid else RESPONSE
            flow.response = tutils.tresp(content=content)
            flow.response.headers["content-type"] = "application/json"
        for addon in addons:
            hook(addon, name, flow)


def anthropic(words: str, **extra: Any) -> dict[str, Any]:
    return {**ANTHROPIC, "messages": [{"role": "user", "content": words}], **extra}


def chat(system: str, words: str) -> dict[str, Any]:
    return {
        "model": "gpt",
        "messages": [{"role": "system", "content": system}, {"role": "user", "content": words}],
    }


def responses(rid: str, previous: str = "", words: str = "", **headers: str):  # noqa: ANN201
    body: dict[str, Any] = {"model": "gpt-5", "input": CODEX_ITEMS}
    if previous:
        output = {"type": "function_call_output", "call_id": "call_1", "output": words or "9000"}
        body = {"model": "gpt-5", "previous_response_id": previous, "input": [output]}
    return flow_at(body, path="/v1/responses", rid=rid, **headers)


def stored_sessions(capture: Capture, store: Store, flows: list) -> list[str]:  # noqa: ANN001
    """The session capture stored each flow's exchange in, in the flows' order."""
    assert capture.worker is not None and capture.worker.wait_idle(90)
    episodes = sorted(list_episodes(store, "ann", limit=1000), key=lambda e: e.started_at)
    assert len(episodes) == len(flows)
    return [e.session_id for e in episodes]


def test_capture_and_injection_put_the_same_requests_in_the_same_sessions(
    gateways, store: Store
) -> None:
    capture, one, other, _ = gateways
    user_id = json.dumps({"session_id": "meta-sess-1", "device_id": "d"})
    flows = [
        # a session header (a UUID, in capitals: stored lower-cased)
        flow_at(
            anthropic("kafka consumers lag"),
            x_claude_code_session_id="0F8FAD5B-D9CB-469F-A165-70867728950E",
        ),
        flow_at(
            anthropic("kafka lag again"),
            x_claude_code_session_id="0F8FAD5B-D9CB-469F-A165-70867728950E",
        ),
        # the body's metadata names it
        flow_at(anthropic("kafka offsets commit", metadata={"user_id": user_id})),
        flow_at(anthropic("brokers restart?", metadata={"user_id": user_id})),
        # a header capture stores as a keyed hash (it holds an address)
        flow_at(anthropic("kafka consumer lag alerts"), session_id="ann@example.com"),
        flow_at(anthropic("and again"), session_id="ann@example.com"),
        # none named: the opening decides
        flow_at(chat("Be brief.", "kafka consumers lag behind"), path="/v1/chat/completions"),
        flow_at(chat("Be brief.", "kafka consumers lag behind"), path="/v1/chat/completions"),
        flow_at(chat("Be terse.", "kafka brokers restart"), path="/v1/chat/completions"),
        # a Responses chain under a session header, and one with nothing named
        responses("resp_named1", session_id="c-7"),
        responses("resp_named2", previous="resp_named1", session_id="c-7"),
        responses("resp_bare1"),
        responses("resp_bare2", previous="resp_bare1"),
        # a continuation of a response nobody saw
        responses("resp_after", previous="resp_never_seen"),
    ]
    for flow in flows:
        through((capture, one), flow)
    sessions = stored_sessions(capture, store, flows)
    keys = [f.metadata[SESSION_METADATA] for f in flows]
    pairs = range(len(flows))
    same_key = {(i, j) for i in pairs for j in pairs if keys[i] == keys[j]}
    same_session = {(i, j) for i in pairs for j in pairs if sessions[i] == sessions[j]}
    assert same_key == same_session, list(zip(keys, sessions, strict=True))
    ids = IdKeys(store_secret(store))
    named = [0, 1, 2, 3, 4, 5, 9, 10, 13]  # keyed as capture stored them
    for i in named:
        assert keys[i] == stored_session_key(ids, sessions[i]), i
    assert sessions[0] == "0f8fad5b-d9cb-469f-a165-70867728950e"
    assert sessions[4].startswith("s-") and "example" not in keys[4]

    # Another gateway that saw none of it puts the continuations in capture's sessions,
    # through what capture stored of the responses they continue.
    for i, again in (
        (10, responses("resp_named2b", previous="resp_named1", session_id="c-7")),
        (12, responses("resp_bare2b", previous="resp_bare1")),
        (13, responses("resp_after2", previous="resp_never_seen")),
    ):
        through((other,), again)
        assert again.metadata[SESSION_METADATA] == stored_session_key(ids, sessions[i]), i


def test_two_gateways_send_one_session_the_same_block(gateways) -> None:
    capture, one, other, ids = gateways
    first = flow_at(anthropic("why do kafka consumers lag when offsets commit?"), session_id="s-1")
    through((capture, one), first)
    block = block_of(first)
    assert "commit async" in block
    # the session's next turn lands on the other gateway, with words that alone would have
    # chosen another block: the session's block is the one the first gateway chose
    later = flow_at(anthropic("do kafka brokers restart together?"), session_id="s-1")
    through((other,), later)
    assert block_of(later) == block
    fresh = flow_at(anthropic("do kafka brokers restart together?"), session_id="s-2")
    through((other,), fresh)
    assert block_of(fresh) != block and "brokers restart" in block_of(fresh)


def test_two_gateways_given_a_new_session_at_once_agree(
    gateways,
) -> None:
    _, one, other, _ = gateways
    # What is tested is that the two agree: their two writes race for one session's row.
    for n in range(5):
        flows = [
            flow_at(
                anthropic("why do kafka consumers lag when offsets commit?"), session_id=f"t{n}"
            ),
            flow_at(
                anthropic("do kafka brokers restart together, one at a time?"), session_id=f"t{n}"
            ),
        ]
        start = threading.Barrier(2)

        def send(addon: Inject, flow, start: threading.Barrier = start) -> None:  # noqa: ANN001
            start.wait()
            through((addon,), flow)

        threads = [
            threading.Thread(target=send, args=(addon, flow))
            for addon, flow in zip((one, other), flows, strict=True)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        assert block_of(flows[0]) == block_of(flows[1]), n


def test_a_removal_reaches_every_gateway(gateways, store: Store) -> None:
    capture, one, other, ids = gateways
    first = flow_at(anthropic("why do kafka consumers lag when offsets commit?"), session_id="s-q")
    through((capture, one), first)
    assert "commit async" in block_of(first)
    knowledge.flag(store, "ann", ids["commit"])
    knowledge.quarantine(store, "ann", ids["commit"])
    one.scopes.refresh()
    again = flow_at(anthropic("kafka consumer lag alerts"), session_id="s-q")
    through((one,), again)
    chosen = block_of(again)
    assert "commit async" not in chosen and "ten thousand" in chosen
    other.scopes.refresh()
    elsewhere = flow_at(anthropic("do kafka brokers restart together?"), session_id="s-q")
    through((other,), elsewhere)
    assert block_of(elsewhere) == chosen  # the one choice made again, not a third


def test_another_owners_session_never_finds_a_choice(gateways) -> None:
    capture, one, other, ids = gateways
    anns = flow_at(anthropic("kafka consumer lag alerts and offsets"), session_id="shared-1")
    through((capture, one), anns, owner="ann")
    assert "ten thousand" in block_of(anns)
    bobs = flow_at(anthropic("kafka consumer lag alerts and offsets"), session_id="shared-1")
    through((other,), bobs, owner="bob")
    assert anns.metadata[SESSION_METADATA] == bobs.metadata[SESSION_METADATA]  # same key
    assert "bob restarts them" in block_of(bobs)
    for name in ("commit", "lag", "brokers"):
        assert LESSONS[name] not in block_of(bobs)
    later = flow_at(anthropic("more"), session_id="shared-1")
    through((one,), later, owner="ann")
    assert block_of(later) == block_of(anns)


def test_a_chain_continued_on_another_gateway_gets_no_second_block(gateways) -> None:
    capture, one, other, _ = gateways
    root = responses("resp_x1", session_id="c-9")
    through((capture, one), root)
    assert MARKER in json.dumps(sent(root)["input"])  # into the chain's items
    assert capture.worker is not None and capture.worker.wait_idle(90)
    for gateway in (other, one):  # one never saw resp_x2; other saw neither
        rid = "resp_x2" if gateway is other else "resp_x3"
        previous = "resp_x1" if gateway is other else "resp_x2"
        turn = responses(rid, previous=previous, session_id="c-9")
        original = turn.request.content
        through((capture, gateway), turn)
        assert turn.request.content == original, "the provider holds the block already"
        assert capture.worker.wait_idle(90)
    assert other.tally.totals == {"already_present": 1}
    assert one.tally.totals == {"injected": 1, "already_present": 1}


def test_a_chain_with_its_block_in_instructions_gets_it_on_any_gateway(gateways) -> None:
    capture, one, other, _ = gateways
    body = {"model": "gpt-5", "instructions": "Be brief.", "input": "kafka consumer lag grows"}
    root = flow_at(body, path="/v1/responses", rid="resp_i1", session_id="c-i")
    through((capture, one), root)
    assert capture.worker is not None and capture.worker.wait_idle(90)
    turn = flow_at(
        {**body, "input": "and now?", "previous_response_id": "resp_i1"},
        path="/v1/responses",
        rid="resp_i2",
    )  # no header: the chain alone names the session, through what capture stored
    through((other,), turn)
    assert sent(turn)["instructions"] == sent(root)["instructions"]
    assert sent(root)["instructions"].startswith("Be brief.\n\n" + MARKER)


def test_a_store_that_does_not_answer_costs_one_request_the_deadline_not_every_request(
    gateways, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database down or stalled: the request waits injection's deadline at most and goes
    on as the client sent it; the requests after it skip injection for a while."""
    capture, one, _, _ = gateways
    monkeypatch.setattr(inject_addon, "_DEADLINE_S", PRODUCT_DEADLINE_S)
    stalled = threading.Event()
    calls: list[int] = []

    def no_answer(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        stalled.wait(10)  # the store's read hangs (a pool waiting for a dead server)
        raise AssertionError("never answers in time")

    monkeypatch.setattr(one, "_inject", no_answer)
    monkeypatch.setattr(one, "_inline_reads", False)
    try:
        first = flow_at(anthropic("why do kafka consumers lag?"), session_id="s-stall")
        body = first.request.content
        through((capture, one), first)
        assert first.request.content == body  # forwarded as sent
        second = flow_at(anthropic("why do kafka consumers lag?"), session_id="s-stall")
        sent_as = second.request.content
        through((capture, one), second)
        assert second.request.content == sent_as and len(calls) == 1  # not even asked
        assert one.tally.totals["store_unavailable"] == 2
    finally:
        stalled.set()
