"""The MCP server's front door over stdio: `initialize` answered before the SDK has loaded.

Importing the MCP SDK takes most of a second, and clients wait on `initialize` before they
show a server as connected. This module imports nothing of the SDK: it reads the client's
first message, and if it is `initialize`, answers it at once with exactly what the server
would answer (the protocol version negotiated as the SDK does, the same capabilities, name
and instructions; a test compares the two). Then it builds the real server and hands it the
conversation from the start: the `initialize` again (its second answer is not sent), then
everything else in order. Anything unexpected in the first message goes to the server as is.

The wire keeps the SDK's own protection: while serving, fd 0 reads the null device and fd 1
writes to stderr, so stray output from libraries never corrupts the protocol.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import AsyncIterator, Callable
from typing import Any, BinaryIO

NAME = "teambrain"
INSTRUCTIONS = (
    "teambrain remembers your own past LLM exchanges and tool calls (sanitized, private to "
    "you). Use recall_episodes to look up what you did before; an empty result means "
    "nothing of yours matched."
)
HANDSHAKE_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")
"""The protocol versions the SDK negotiates through `initialize`, oldest to newest."""
CAPABILITIES = {
    "prompts": {"listChanged": False},
    "resources": {"listChanged": False, "subscribe": False},
    "tools": {"listChanged": False},
}


def initialize_result(params: dict[str, Any]) -> dict[str, Any]:
    """What the server answers to `initialize` with these params."""
    requested = params.get("protocolVersion")
    version = requested if requested in HANDSHAKE_VERSIONS else HANDSHAKE_VERSIONS[-1]
    return {
        "capabilities": CAPABILITIES,
        "instructions": INSTRUCTIONS,
        "protocolVersion": version,
        "serverInfo": {"name": NAME, "version": ""},
    }


def early_answer(line: bytes) -> tuple[Any, bytes] | None:
    """(request id, the answer's bytes) when `line` is a well-formed `initialize`; else None."""
    try:
        message = json.loads(line)
    except ValueError:
        return None
    if not isinstance(message, dict) or message.get("method") != "initialize":
        return None
    params, request_id = message.get("params"), message.get("id")
    if not isinstance(params, dict) or not isinstance(params.get("protocolVersion"), str):
        return None
    if not isinstance(request_id, (int, str)) or isinstance(request_id, bool):
        return None
    answer = {"jsonrpc": "2.0", "id": request_id, "result": initialize_result(params)}
    return request_id, json.dumps(answer, separators=(",", ":")).encode() + b"\n"


class _Replay:
    """The client's messages for the SDK: the first line read here, then the rest of stdin."""

    def __init__(self, first: bytes, wire: BinaryIO) -> None:
        self.first, self.wire = first, wire

    async def __aiter__(self) -> AsyncIterator[str]:
        import anyio

        if self.first:
            yield self.first.decode("utf-8", "replace")
        while line := await anyio.to_thread.run_sync(self.wire.readline):
            yield line.decode("utf-8", "replace")


class _Answers:
    """The server's messages for the client, less its second answer to `initialize`."""

    def __init__(self, wire: BinaryIO, answered: Any) -> None:
        self.wire, self.answered = wire, answered

    async def write(self, text: str) -> None:
        if self.answered is not None and '"result"' in text:
            message = json.loads(text)
            if message.get("id") == self.answered and "result" in message:
                self.answered = None  # sent already, as the first thing the client heard
                return
        self.wire.write(text.encode())

    async def flush(self) -> None:
        self.wire.flush()


def serve(build: Callable[[], Any]) -> None:
    """Serve over stdio: answer `initialize` at once, then run the server `build()` returns."""
    wire_in = os.fdopen(os.dup(0), "rb")
    wire_out = os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(2, 1)  # from here, stray output goes to stderr, never onto the wire
    os.close(null)
    first = wire_in.readline()
    answered = None
    if first and (early := early_answer(first)) is not None:
        answered, answer = early
        wire_out.write(answer)
        wire_out.flush()
    server = build()

    import anyio
    from mcp.server.stdio import stdio_server

    async def run() -> None:
        lowlevel = server._lowlevel_server  # what MCPServer.run_stdio_async drives, too
        # The SDK annotates these as anyio.AsyncFile; it only iterates one and writes the other.
        async with stdio_server(
            stdin=_Replay(first, wire_in),  # type: ignore[arg-type]
            stdout=_Answers(wire_out, answered),  # type: ignore[arg-type]
        ) as (read, write):
            await lowlevel.run(read, write, lowlevel.create_initialization_options())

    try:
        anyio.run(run)
    finally:
        sys.stdout.flush()
