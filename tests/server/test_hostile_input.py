"""`teambrain serve` fed what a hostile client sends, from outside, over raw sockets where
HTTP clients would refuse to: a request smuggled behind a chunked body, and JSON nested
deeper than any parser's stack. Each is refused with a 400 that says why and changes
nothing."""

from __future__ import annotations

import socket

import pytest
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import Store

from tests.server.conftest import TOKENS, TeamServer, World

ALICE = TOKENS["alice"]
SMUGGLED = "Alice's lesson: this text was smuggled behind a chunked body."


def raw_exchange(server: TeamServer, raw: bytes) -> bytes:
    """Send `raw` on one connection and read until the server closes it."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as s:
        s.sendall(raw)
        chunks = []
        while chunk := s.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def request(method: str, path: str, headers: dict[str, str], body: bytes = b"") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


@pytest.mark.parametrize("order", ["length-first", "chunked-first"])
def test_a_request_smuggled_behind_a_chunked_body_never_runs(
    team_server: TeamServer, world: World, store: Store, order: str
) -> None:
    """RFC 9112 section 6.3: Content-Length beside Transfer-Encoding is an attack on whatever
    stands in front (it reads one length, we another): 400, and the connection is closed, so
    what follows the chunked body is never read as a request of its own."""
    body = f'{{"text": "{SMUGGLED}"}}'.encode()
    hidden = request(
        "POST",
        "/api/v1/save",
        {
            "Authorization": f"Bearer {ALICE}",
            "Content-Type": "application/json",
            "Content-Length": str(len(body)),
        },
        body,
    )
    chunked = b"0\r\n\r\n" + hidden  # a front reading Content-Length forwards all of it
    framing = {"Content-Length": str(len(chunked)), "Transfer-Encoding": "chunked"}
    if order == "chunked-first":
        framing = dict(reversed(framing.items()))
    outer = request(
        "POST",
        "/api/v1/whoami",
        {"Authorization": f"Bearer {ALICE}", "Content-Type": "application/json", **framing},
        chunked,
    )
    answer = raw_exchange(team_server, outer)
    assert answer.count(b"HTTP/1.1 ") == 1, answer
    head = answer.split(b"\r\n\r\n", 1)[0].lower()
    assert head.startswith(b"http/1.1 400"), answer
    assert b"connection: close" in head
    assert b"transfer-encoding" in answer.lower()  # the message says why
    assert SMUGGLED not in [e.text for e in knowledge.list_entries(store, "alice")]
    # the server goes on answering everyone else
    assert team_server.api(ALICE, "whoami").status_code == 200


@pytest.mark.parametrize(
    "body",
    [
        b'{"text": ' + b"[" * 30_000 + b"]" * 30_000 + b"}",
        b"[" * 30_000 + b"]" * 30_000,
        b'{"text": ' + b'{"a":' * 5_000 + b"1" + b"}" * 5_000 + b"}",
    ],
    ids=["in-a-field", "the-whole-body", "objects"],
)
def test_json_nested_too_deep_is_a_clear_400(
    team_server: TeamServer, world: World, store: Store, body: bytes
) -> None:
    before = knowledge.list_entries(store, "alice")
    reply = team_server.api(
        ALICE, "save", content=body, headers={"content-type": "application/json"}
    )
    assert reply.status_code == 400, reply.text
    error = reply.json()["error"]
    assert error["code"] == "invalid_json"
    assert "nested" in error["message"] and "nothing was done" in error["message"]
    assert knowledge.list_entries(store, "alice") == before
