"""The WebSocket capture addon's hooks on test flows (mitmproxy's taddons/tflow), beside the
real capture addon and its worker: how a connection is cut into responses, what is kept of
it, and what is never touched."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from mitmproxy.test import taddons, tflow
from mitmproxy.websocket import WebSocketData, WebSocketMessage
from teambrain.addons import websocket as websocket_module
from teambrain.addons.capture import Capture
from teambrain.addons.websocket import WebSocketCapture
from teambrain.addons.websocket_limits import CAP as CAP_KEY
from teambrain.addons.websocket_limits import cap_connection
from teambrain.core.episodes.model import Episode
from teambrain.core.episodes.records import list_episodes
from teambrain.core.store.secret import internal_token, store_secret
from wsproto import ConnectionType, WSConnection
from wsproto.events import AcceptConnection, CloseConnection, Request, TextMessage
from wsproto.extensions import PerMessageDeflate
from wsproto.frame_protocol import Opcode

from tests.fakes.ws_hostile import MIB, bomb

SESSION = "01a22e65-4e79-7742-9c5d-3e5a695fd2fd"
CAP = 4096


@pytest.fixture
def addons(
    tmp_path: Path, no_pool_at_load: None
) -> Iterator[tuple[Capture, WebSocketCapture, taddons.context]]:
    capture = Capture()
    ws = WebSocketCapture(capture)
    config = tmp_path / "c.toml"
    config.write_text(
        f'[owners]\nlocal = "ann"\n[sanitizer]\nworkers = 0\n[capture]\nmax_body_bytes = {CAP}\n'
    )
    with taddons.context(capture, ws) as tctx:
        tctx.configure(
            capture, teambrain_store=str(tmp_path / "store"), teambrain_config=str(config)
        )
        yield capture, ws, tctx
        capture.done()


def handshake(path: str = "/v1/responses", **headers: str):  # noqa: ANN201
    """A WebSocket handshake in flight (see upgraded): no response yet."""
    f = tflow.twebsocketflow(messages=False)
    f.websocket = WebSocketData()
    f.response = None
    f.live = True
    f.request.path = path
    f.request.timestamp_start = time.time() + 1
    f.request.headers["session-id"] = SESSION
    f.request.headers["user-agent"] = "codex_exec/0.171.0"
    for name, value in headers.items():
        f.request.headers[name.replace("_", "-")] = value
    return f


def upgraded(addons, flow):  # noqa: ANN001, ANN201
    """The handshake through the addons' requestheaders, then upstream's 101."""
    capture, ws, _ = addons
    capture.requestheaders(flow)
    ws.requestheaders(flow)
    if flow.response is None:
        flow.response = tflow.twebsocketflow().response
    return flow


def send(addons, flow, content: bytes | str, from_client: bool) -> WebSocketMessage:  # noqa: ANN001
    """One message through the hooks as mitmproxy delivers it."""
    capture, ws, _ = addons
    raw = content.encode() if isinstance(content, str) else content
    message = WebSocketMessage(Opcode.TEXT, from_client, raw)
    flow.websocket.messages.append(message)
    ws.websocket_message(flow)
    return message


def create(**fields: object) -> str:
    return json.dumps({"type": "response.create", "model": "gpt-5", **fields})


def events(rid: str, text: str, end: str = "response.completed") -> list[str]:
    item = {"type": "message", "id": "msg_1", "role": "assistant", "content": []}
    return [
        json.dumps({"type": "response.created", "response": {"id": rid, "output": []}}),
        json.dumps({"type": "response.output_item.added", "output_index": 0, "item": item}),
        json.dumps(
            {
                "type": "response.output_text.delta",
                "output_index": 0,
                "content_index": 0,
                "delta": text,
            }
        ),
        json.dumps({"type": end, "response": {"id": rid, "status": "completed", "output": []}}),
    ]


def converse(addons, flow, frame: str, answer: list[str]) -> None:  # noqa: ANN001
    send(addons, flow, frame, from_client=True)
    for event in answer:
        send(addons, flow, event, from_client=False)


def stored(addons) -> list[Episode]:  # noqa: ANN001
    capture, _, _ = addons
    assert capture.worker.wait_idle(30)
    return list(reversed(list_episodes(capture.store, "ann")))


def test_one_episode_per_response_and_the_warm_up_is_none(addons) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    flow = upgraded(addons, handshake())
    assert "teambrain" not in flow.metadata, "the HTTP capture leaves the handshake alone"
    converse(
        addons,
        flow,
        create(generate=False, input=[{"role": "user", "content": "hi a"}]),
        events("resp_w", ""),
    )
    converse(addons, flow, create(previous_response_id="resp_w", input=[]), events("resp_1", "one"))
    converse(
        addons, flow, create(previous_response_id="resp_1", input="and b"), events("resp_2", "two")
    )
    first, second = stored(addons)
    assert (first.user_digest, first.response_digest) == ("hi a", "one"), "warm-up input first"
    assert (second.user_digest, second.response_digest) == ("and b", "two")
    assert first.session_id == second.session_id == SESSION
    assert capture.worker.drops == {}


def test_only_a_request_naming_the_warm_up_continues_it(addons) -> None:  # noqa: ANN001
    flow = upgraded(addons, handshake())
    failed = json.dumps({"type": "error", "status": 500, "error": {"message": "warm-up failed"}})
    converse(addons, flow, create(generate=False, input="ignored a"), [failed])  # no response id
    converse(addons, flow, create(input="fresh b"), events("resp_1", "one"))
    converse(addons, flow, create(generate=False, input="ignored c"), events("resp_w", ""))
    converse(
        addons, flow, create(previous_response_id="resp_1", input="d"), events("resp_2", "two")
    )
    assert [e.user_digest for e in stored(addons)] == ["fresh b", "d"]


def test_the_connection_keeps_only_its_last_message(addons) -> None:  # noqa: ANN001
    capture, ws, tctx = addons
    flow = upgraded(addons, handshake())
    converse(addons, flow, create(input="hi"), events("resp_1", "one"))
    assert len(flow.websocket.messages) == 1 and flow.websocket.messages[0].content.startswith(
        b'{"type": "response.completed"'
    )
    tctx.options.teambrain_websocket_keep_messages = True
    converse(addons, flow, create(input="again"), events("resp_2", "two"))
    assert len(flow.websocket.messages) == 1 + 5


def test_other_websockets_are_not_touched(addons) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    flow = upgraded(addons, handshake(path="/socket.io/"))
    assert flow.metadata == {CAP_KEY: CAP}, "only the message cap, which bounds every WebSocket"
    converse(addons, flow, create(input="hi"), events("resp_1", "one"))
    assert len(flow.websocket.messages) == 5 and stored(addons) == []


def test_every_message_goes_on_as_it_came(addons) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    flow = upgraded(addons, handshake())
    for content, from_client in [
        (create(input="hi"), True),
        (b"\xff\xfe not utf-8", False),
        (b'{"type": 7}', False),
        (events("resp_1", "one")[-1], False),
    ]:
        message = send(addons, flow, content, from_client)
        raw = content.encode() if isinstance(content, str) else content
        assert message.content == raw and not message.dropped and not message.injected


def test_a_response_the_next_one_started_over_is_partial(addons) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    flow = upgraded(addons, handshake())
    converse(addons, flow, create(input="first"), events("resp_1", "half")[:3])
    converse(addons, flow, create(input="second"), events("resp_2", "whole"))
    cut, whole = stored(addons)
    assert cut.status == "partial" and cut.response_digest == "half"
    assert "the next response started before this one ended" in cut.status_detail
    assert whole.status == "complete" and whole.user_digest == "second"
    assert whole.response_digest == "whole"


@pytest.mark.parametrize("order", ["answered in turn", "second frame mid-answer"])
def test_requests_sent_before_the_last_answer_get_their_own_answers(addons, order) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    flow = upgraded(addons, handshake())
    a, b = events("resp_a", "answer to a"), events("resp_b", "answer to b")
    send(addons, flow, create(input="question a"), from_client=True)
    if order == "answered in turn":
        send(addons, flow, create(input="question b"), from_client=True)
        converse_events = a
    else:
        for event in a[:2]:
            send(addons, flow, event, from_client=False)
        send(addons, flow, create(input="question b"), from_client=True)
        converse_events = a[2:]
    for event in [*converse_events, *b]:
        send(addons, flow, event, from_client=False)
    got = [(e.user_digest, e.response_digest, e.status) for e in stored(addons)]
    assert got == [
        ("question a", "answer to a", "complete"),
        ("question b", "answer to b", "complete"),
    ]


def test_requests_never_answered_are_stored_partial_when_it_closes(addons) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    flow = upgraded(addons, handshake())
    send(addons, flow, create(input="asked first"), from_client=True)
    send(addons, flow, create(input="asked second"), from_client=True)
    send(addons, flow, events("resp_1", "so far")[0], from_client=False)
    flow.websocket.closed_by_client, flow.websocket.close_code = True, 1000
    ws.websocket_end(flow)
    first, second = stored(addons)
    assert (first.user_digest, first.status) == ("asked first", "partial")
    assert (second.user_digest, second.status) == ("asked second", "partial")
    assert "(no answer)" in second.status_detail


def test_a_websocket_closed_mid_response_leaves_it_partial(addons) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    flow = upgraded(addons, handshake())
    converse(addons, flow, create(input="tell me more"), events("resp_1", "so far")[:3])
    flow.websocket.closed_by_client, flow.websocket.close_code = False, 1006
    flow.websocket.timestamp_end = time.time()
    ws.websocket_end(flow)
    (episode,) = stored(addons)
    assert episode.status == "partial" and episode.response_digest == "so far"
    assert "closed by the server (code 1006)" in episode.status_detail


def test_past_the_cap_a_response_is_partial_and_a_frame_is_not_captured(addons) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    flow = upgraded(addons, handshake())
    big = "x" * CAP
    converse(addons, flow, create(input="long one"), events("resp_1", big))
    converse(addons, flow, create(input="y" * CAP), events("resp_2", "short"))
    (episode,) = stored(addons)
    assert episode.user_digest == "long one" and episode.status == "partial"
    assert f"over the {CAP:,}-byte capture cap" in episode.status_detail
    assert capture.worker.drops == {"request_too_large": 1}


def test_a_refused_or_internal_handshake_is_not_followed(addons) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    refused = handshake()
    refused.response = tflow.tresp(status_code=401)  # answered by the gateway
    ws.requestheaders(refused)
    token = internal_token(store_secret(capture.store))
    internal = upgraded(addons, handshake(x_teambrain_internal=token))
    for flow in (refused, internal):
        converse(addons, flow, create(input="hi"), events("resp_1", "one"))
    assert stored(addons) == []
    assert "x-teambrain-internal" not in internal.request.headers  # never forwarded


def test_a_client_claiming_the_internal_header_is_captured_anyway(addons) -> None:  # noqa: ANN001
    capture, _, _ = addons
    borrowed = upgraded(addons, handshake(x_teambrain_internal="reflect"))
    converse(addons, borrowed, create(input="hi"), events("resp_1", "one"))
    (episode,) = stored(addons)
    assert episode.user_digest == "hi"
    assert "x-teambrain-internal" not in borrowed.request.headers


def test_a_failure_of_ours_loses_only_the_capture(addons, monkeypatch) -> None:  # noqa: ANN001
    capture, ws, _ = addons
    flow = upgraded(addons, handshake())

    def broken(content: bytes) -> None:
        raise RuntimeError("bug")

    monkeypatch.setattr(websocket_module, "peek_event", broken)
    send(addons, flow, create(input="hi"), from_client=True)
    message = send(addons, flow, events("resp_1", "one")[0], from_client=False)
    assert message.content.startswith(b'{"type": "response.created"')
    monkeypatch.undo()
    converse(addons, flow, create(input="after"), events("resp_2", "fine"))
    (episode,) = stored(addons)
    assert episode.user_digest == "after"
    assert capture.worker.drops == {"flow_error": 1}


# -- the message cap on mitmproxy's reader (websocket_limits.py), on wsproto connections ------


def socket_pair(limit: int, cuts: list[str]) -> tuple[WSConnection, WSConnection]:
    """A client and a capped server, permessage-deflate negotiated, in memory."""
    client, server = WSConnection(ConnectionType.CLIENT), WSConnection(ConnectionType.SERVER)
    server.receive_data(
        client.send(Request(host="x", target="/v1/responses", extensions=[PerMessageDeflate()]))
    )
    (request,) = server.events()
    assert isinstance(request, Request)
    client.receive_data(server.send(AcceptConnection(extensions=[PerMessageDeflate()])))
    assert [type(e) for e in client.events()] == [AcceptConnection]
    assert cap_connection(server.connection, limit, cuts.append)  # what mitmproxy holds
    return client, server


def read(server: WSConnection, wire: bytes, piece: int = 1000) -> list[object]:
    """What the server reads of `wire`, fed `piece` bytes at a time: texts and close codes."""
    got: list[object] = []
    text = ""
    for start in range(0, len(wire), piece):
        server.receive_data(wire[start : start + piece])
        for event in server.events():
            if isinstance(event, TextMessage):
                text += event.data
                if event.message_finished:
                    got.append(text)
                    text = ""
            elif isinstance(event, CloseConnection):
                return [*got, event.code]
    return got


def test_messages_under_the_cap_read_as_sent_compressed_or_fragmented() -> None:
    cuts: list[str] = []
    client, server = socket_pair(64 * 1024, cuts)
    texts = ["a" * 60_000, "small", json.dumps({"type": "response.create", "input": "b" * 9000})]
    wire = b"".join(client.send(TextMessage(data=t)) for t in texts)
    wire += client.send(TextMessage(data="x" * 30_000, message_finished=False))
    wire += client.send(TextMessage(data="y" * 30_000, message_finished=True))
    assert read(server, wire) == [*texts, "x" * 30_000 + "y" * 30_000]
    assert cuts == []


@pytest.mark.parametrize("kind", ["deflate", "raw", "fragments", "deflate-fragments"])
def test_a_message_past_the_cap_fails_the_reader_with_1009(kind: str) -> None:
    cuts: list[str] = []
    client, server = socket_pair(64 * 1024, cuts)
    wire = client.send(TextMessage(data="fine"))
    wire += b"".join(bomb(kind, 4 * MIB, masked=True))
    assert read(server, wire, piece=65536) == ["fine", 1009]
    assert len(cuts) == 1
