"""End to end: a WebSocket message can not grow the proxy past its byte cap (invariant 15).

Hostile messages through a real mitmdump whose `[capture] max_body_bytes` is 2 MiB: a
permessage-deflate message inflating to 64 MiB (about 64 KiB on the wire) and an
uncompressed 32 MiB frame, each sent by the provider and by the client. mitmproxy assembles
and inflates a whole message before any hook, so without a cap on its reader each grew
mitmdump by hundreds of MiB. With it, the WebSocket is closed (1009, both sides) as the
message passes the cap, the response in flight is stored partial with why, the cut is
counted, and mitmdump's peak memory (VmHWM) grows by a few times the cap at most.
Messages under the cap cross unchanged in both directions.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.proxy import TeambrainProxy
from tests.e2e.test_capture_invariants import drops
from tests.e2e.test_capture_sdk import wait_session
from tests.e2e.test_websocket import Conversation, frame, message, upstream_socket, ws_url
from tests.e2e.websocket_client import connect
from tests.fakes.upstream import FakeUpstream
from tests.fakes.ws_hostile import MIB, HostileClient

CAP = 2 * MIB
BOMBS = [
    pytest.param("deflate", 64 * MIB, id="deflate-64MiB"),
    pytest.param("raw", 32 * MIB, id="raw-32MiB"),
    pytest.param("fragments", 32 * MIB, id="fragments-32MiB"),
    pytest.param("deflate-fragments", 64 * MIB, id="deflate-fragments-64MiB"),
]
GROWTH = 8 * CAP
"""What the test allows mitmdump's peak to grow per bomb (the bench measures it: about 1x)."""


@pytest.fixture(scope="module")
def capped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TeambrainProxy]:
    workdir: Path = tmp_path_factory.mktemp("ws-capped")
    config = f'[owners]\nlocal = "alice"\n[capture]\nmax_body_bytes = {CAP}\n'
    with TeambrainProxy(workdir, config=config) as p, FakeUpstream() as warm:
        # one ordinary conversation first: what mitmdump loads on its first WebSocket and
        # first capture is not a bomb's growth
        session = str(uuid.uuid4())
        headers = {"session-id": session}
        with connect(ws_url(warm), proxy=p.url, additional_headers=headers) as ws:
            Conversation(ws).response(frame(input=[message("user", "warm up")]))
        wait_session(p, session, 1)
        yield p


def peak_kib(proxy: TeambrainProxy) -> int:
    """mitmdump's peak resident memory so far (VmHWM), in KiB."""
    assert proxy.proc is not None
    for line in Path(f"/proc/{proxy.proc.pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise AssertionError("no VmHWM")


def cuts(proxy: TeambrainProxy) -> int:
    return proxy.counters("capture.websocket_cut").get("capture.websocket_cut", 0)


def client(proxy: TeambrainProxy, upstream: FakeUpstream, **headers: str) -> HostileClient:
    return HostileClient(proxy.port, "127.0.0.1", upstream.port, headers)


@pytest.mark.parametrize(("kind", "size"), BOMBS)
def test_a_bomb_from_the_provider_closes_the_websocket_and_the_response_is_partial(
    capped: TeambrainProxy, upstream: FakeUpstream, kind: str, size: int
) -> None:
    session = str(uuid.uuid4())
    before, cut_before = peak_kib(capped), cuts(capped)
    ws = client(capped, upstream, **{"session-id": session, "x-fake-ws-bomb": f"{kind}:{size}"})
    try:
        assert ws.deflate, "permessage-deflate stays negotiated"
        ws.send_text(frame(input=[message("user", "tell me everything")]))
        sizes, code = ws.messages_until_close()
    finally:
        ws.close()
    assert code == 1009, "closed as the message passed the cap (message too big)"
    assert len(sizes) == 2 and max(sizes) < CAP, "the two events before it, not the bomb"
    (episode,), _ = wait_session(capped, session, 1)
    assert episode.status == "partial" and episode.user_digest == "tell me everything"
    assert "from the server went past the 2,097,152-byte message cap" in episode.status_detail
    capped.wait_for(lambda s: cuts(capped) == cut_before + 1)
    grown = (peak_kib(capped) - before) * 1024
    assert grown < GROWTH, f"mitmdump's peak grew by {grown / MIB:.1f} MiB"


@pytest.mark.parametrize(("kind", "size"), BOMBS)
def test_a_bomb_from_the_client_closes_the_websocket_and_is_counted(
    capped: TeambrainProxy, upstream: FakeUpstream, kind: str, size: int
) -> None:
    session = str(uuid.uuid4())
    before, cut_before = peak_kib(capped), cuts(capped)
    dropped = drops(capped).get("request_too_large", 0)
    headers = {"session-id": session, "x-fake-events": "20", "x-fake-interval-ms": "100"}
    ws = client(capped, upstream, **headers)
    asked = frame(input=[message("user", "a question in flight")])
    try:
        ws.send_text(asked)
        ws.send_bomb(kind, size)
        _, code = ws.messages_until_close()
    finally:
        ws.close()
    assert code == 1009
    (episode,), _ = wait_session(capped, session, 1)
    assert episode.status == "partial" and episode.user_digest == "a question in flight"
    assert "from the client went past the 2,097,152-byte message cap" in episode.status_detail
    assert upstream_socket(upstream, session, 1).received == [asked.encode()], "never forwarded"
    capped.wait_for(lambda s: drops(capped).get("request_too_large", 0) == dropped + 1)
    assert cuts(capped) == cut_before + 1
    grown = (peak_kib(capped) - before) * 1024
    assert grown < GROWTH, f"mitmdump's peak grew by {grown / MIB:.1f} MiB"


def test_messages_under_the_cap_cross_unchanged_both_ways(
    capped: TeambrainProxy, upstream: FakeUpstream
) -> None:
    """A frame of 90% of the cap, and the provider's echo of it (compressed by both peers)."""
    session = str(uuid.uuid4())
    words = "many words " * (CAP * 9 // 10 // 11)
    headers = {"session-id": session, "x-fake-events": "1"}
    with connect(
        ws_url(upstream), proxy=capped.url, additional_headers=headers, max_size=None
    ) as ws:
        conv = Conversation(ws)
        reply = conv.response(frame(input=[message("user", words)]))
    assert reply[-1]["type"] == "response.completed"
    assert max(len(m) for m in conv.received) > CAP * 8 // 10
    recorded = upstream_socket(upstream, session, 1)
    assert conv.sent == recorded.received and conv.received == recorded.messages
    (episode,), _ = wait_session(capped, session, 1)
    assert "message cap" not in episode.status_detail
