"""The real `teambrain mcp` process: the SDK's stdio client spawning it; and streamable HTTP on
127.0.0.1, served by `teambrain serve` at /mcp, where a bearer token maps to its owner (no
token, an unknown token, or another owner's session: refused). `teambrain mcp --http` is
retired and says to use `teambrain serve`."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from teambrain.core.knowledge import entries as knowledge

from tests.mcpserver.episode_world import capture
from tests.mcpserver.handshake import initialize_request

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")
TOKENS = {"alice-token-7f3a9c": "alice", "bob-token-1d8e42": "bob"}


@pytest.fixture
def world(store):
    now = datetime.now(UTC)
    alice = capture(
        store,
        "alice",
        "The canary deploy stalled on the readiness probe",
        "Raise initialDelaySeconds on the readiness probe.",
        at=now - timedelta(minutes=30),
        session="s-alice",
    )
    bob = capture(
        store,
        "bob",
        "Bob's canary deploy of the billing service",
        "Billing canary uses the blue pool.",
        at=now - timedelta(minutes=20),
        session="s-bob",
    )
    return alice, bob


def child_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    env["TEAMBRAIN_CONFIG"] = str(tmp_path / "absent.toml")
    return env


async def test_stdio_client_spawning_teambrain_mcp(store, world, tmp_path) -> None:
    alice, _ = world
    params = StdioServerParameters(
        command=TEAMBRAIN,
        args=["--store", store.url, "--as", "alice", "mcp"],
        env=child_env(tmp_path),
    )
    async with Client(params) as client:
        names = {t.name for t in (await client.list_tools()).tools}
        found = await client.call_tool("recall_episodes", {"query": "canary deploy"})
        empty = await client.call_tool("recall_episodes", {"query": "nothing like this zx"})
        stolen = await client.call_tool("get_episode", {"id": world[1].episode.id})
    assert {"recall_episodes", "get_episode"} <= names
    assert [h["id"] for h in found.structured_content["hits"]] == [alice.episode.id]
    assert not empty.is_error and empty.structured_content["hits"] == []
    assert stolen.is_error


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def http_server(store, tmp_path):
    config = tmp_path / "config.toml"
    lines = ["[owners.tokens]"] + [f'"{t}" = "{o}"' for t, o in TOKENS.items()]
    config.write_text("\n".join(lines) + "\n")
    port = free_port()
    proc = subprocess.Popen(
        [TEAMBRAIN, "--store", store.url, "--config", str(config), "serve"] + ["--port", str(port)],
        env=child_env(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError(proc.stderr.read().decode()) from None
            time.sleep(0.1)
    else:
        proc.kill()
        raise RuntimeError("the MCP server did not start listening")
    yield f"http://127.0.0.1:{port}/mcp"
    proc.terminate()
    proc.wait(timeout=10)


def connect(url: str, token: str | None) -> Client:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return Client(streamable_http_client(url, http_client=create_mcp_http_client(headers=headers)))


async def test_http_tokens_map_to_their_owners(store, world, http_server) -> None:
    alice, bob = world
    async with connect(http_server, "alice-token-7f3a9c") as client:
        as_alice = await client.call_tool("recall_episodes", {"query": "canary deploy"})
        stolen = await client.call_tool("get_episode", {"id": bob.episode.id})
    async with connect(http_server, "bob-token-1d8e42") as client:
        as_bob = await client.call_tool("recall_episodes", {"query": "canary deploy"})
        saved = await client.call_tool(
            "save_knowledge", {"text": "Billing canaries go to the blue pool.", "owner": "alice"}
        )
    assert [h["id"] for h in as_alice.structured_content["hits"]] == [alice.episode.id]
    assert [h["id"] for h in as_bob.structured_content["hits"]] == [bob.episode.id]
    assert stolen.is_error and "billing" not in stolen.content[0].text
    # the knowledge tools take their owner from the same token: bob's save is bob's
    assert not saved.is_error
    assert knowledge.get_entry(store, "bob", saved.structured_content["id"]).owner == "bob"
    assert knowledge.list_entries(store, "alice") == []


INITIALIZE = initialize_request("probe")
ACCEPT = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


def test_http_refuses_missing_unknown_and_borrowed_credentials(world, http_server) -> None:
    with httpx2.Client(timeout=10) as http:
        body = json.dumps(INITIALIZE)
        missing = http.post(http_server, content=body, headers=ACCEPT)
        unknown = http.post(
            http_server, content=body, headers={**ACCEPT, "Authorization": "Bearer guess"}
        )
        prefix = http.post(
            http_server,
            content=body,
            headers={**ACCEPT, "Authorization": "Bearer alice-token-7f3a9"},
        )
        assert (missing.status_code, unknown.status_code, prefix.status_code) == (401, 401, 401)
        # a session opened by alice cannot be driven with bob's token
        alice = {**ACCEPT, "Authorization": "Bearer alice-token-7f3a9c"}
        opened = http.post(http_server, content=body, headers=alice)
        assert opened.status_code == 200
        session = opened.headers["mcp-session-id"]
        call = {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "tools/call",
            "params": {"name": "recall_episodes", "arguments": {"query": "canary"}},
        }
        borrowed = http.post(
            http_server,
            content=json.dumps(call),
            headers={
                **ACCEPT,
                "Authorization": "Bearer bob-token-1d8e42",
                "mcp-session-id": session,
                "mcp-protocol-version": "2025-06-18",
            },
        )
    assert borrowed.status_code in (400, 403, 404)
    assert "readiness" not in borrowed.text


def test_mcp_over_http_is_retired_in_favour_of_serve(store, tmp_path) -> None:
    """`mcp --http` had none of serve's hardening; it now points at serve and serves nothing."""
    config = tmp_path / "config.toml"
    config.write_text('[owners.tokens]\n"alice-token-7f3a9c" = "alice"\n')
    port = free_port()
    done = subprocess.run(
        [TEAMBRAIN, "--store", store.url, "--config", str(config), "mcp", "--http"]
        + ["--port", str(port)],
        env=child_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "teambrain serve" in done.stderr and f"--port {port}" in done.stderr
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
