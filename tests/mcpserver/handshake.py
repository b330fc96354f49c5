"""The MCP client's first request, as the tests and benches that speak raw JSON-RPC send it."""

from __future__ import annotations

PROTOCOL_VERSION = "2025-06-18"


def initialize_request(client: str) -> dict:
    """An `initialize` request from a client named `client` (id 1, no capabilities)."""
    return {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": PROTOCOL_VERSION,
            "capabilities": {},
            "clientInfo": {"name": client, "version": "1"},
        },
    }
