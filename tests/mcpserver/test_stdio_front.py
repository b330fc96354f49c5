"""The stdio front door answers `initialize` exactly as the MCP server itself would, once, and
before the SDK has loaded; everything after it reaches the server in order."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from teambrain.mcpserver.stdio_front import HANDSHAKE_VERSIONS, early_answer

TEAMBRAIN = str(Path(sys.executable).parent / "teambrain")
PLAIN_SDK = """
import sys
from teambrain.core.config import Config
from teambrain.core.store import open_store
from teambrain.mcpserver.server import build_server
build_server(open_store(sys.argv[1]), Config(), owner="alice").run("stdio")
"""


def initialize(version: str, request_id: object = 1) -> bytes:
    params = {
        "protocolVersion": version,
        "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"},
    }
    return (
        json.dumps(
            {"jsonrpc": "2.0", "id": request_id, "method": "initialize", "params": params}
        ).encode()
        + b"\n"
    )


def env(tmp_path: Path) -> dict[str, str]:
    e = {k: v for k, v in os.environ.items() if not k.startswith("TEAMBRAIN_")}
    e["TEAMBRAIN_CONFIG"] = str(tmp_path / "absent.toml")
    return e


def test_the_versions_are_the_sdks() -> None:
    assert tuple(HANDSHAKE_PROTOCOL_VERSIONS) == HANDSHAKE_VERSIONS


@pytest.mark.parametrize(
    "version", ["2024-11-05", "2025-06-18", "2025-11-25", "2026-07-28", "1999-01-01"]
)
def test_the_early_answer_is_the_servers_own(store, tmp_path, version) -> None:
    sdk = subprocess.Popen(
        [sys.executable, "-c", PLAIN_SDK, store.url],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=env(tmp_path),
    )
    try:
        sdk.stdin.write(initialize(version, "req-7"))
        sdk.stdin.flush()
        own = json.loads(sdk.stdout.readline())
    finally:
        sdk.kill()
        sdk.wait()
    request_id, answer = early_answer(initialize(version, "req-7"))
    assert request_id == "req-7"
    assert json.loads(answer) == own


@pytest.mark.parametrize(
    "line",
    [
        b"not json\n",
        b'{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n',
        b'{"jsonrpc":"2.0","id":true,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}\n',
        b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":[]}\n',
    ],
)
def test_anything_else_first_is_left_to_the_server(line) -> None:
    assert early_answer(line) is None


def test_the_real_process_answers_initialize_once_then_serves(store, tmp_path) -> None:
    proc = subprocess.Popen(
        [TEAMBRAIN, "--store", store.url, "--as", "alice", "mcp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env(tmp_path),
    )
    try:
        proc.stdin.write(initialize("2025-06-18"))
        proc.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        proc.stdin.write(b'{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n')
        proc.stdin.flush()
        first = json.loads(proc.stdout.readline())
        second = json.loads(proc.stdout.readline())
    finally:
        proc.kill()
        proc.wait()
    assert first["id"] == 1 and first["result"]["serverInfo"]["name"] == "teambrain"
    assert second["id"] == 2, "the server's own answer to initialize must not be sent again"
    assert "recall_episodes" in {t["name"] for t in second["result"]["tools"]}
