"""What a provider's parser hands the capture path: one exchange, raw, as plain data.

These types carry no I/O and import nothing of the worker, the sanitizer or the store, so
a parser that builds them stays light wherever it runs (the proxy, a sanitizer process, a
test). Their text is raw: it lives only in memory until core/capture/build.py sanitizes it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from typing import Any

import msgspec
from teambrain.core.config import Config
from teambrain.core.records.episodes import Status, Usage


class CapturedToolCall(msgspec.Struct, kw_only=True):
    tool_id: str
    name: str
    input_json: str = "{}"
    """The call's arguments as JSON text, as the model produced them."""
    result: str | None = None
    """Set when the result arrived in the same response (provider-run server tools)."""
    is_error: bool = False


class CapturedToolResult(msgspec.Struct, kw_only=True):
    tool_id: str
    content: str = ""
    is_error: bool = False


class CapturedExchange(msgspec.Struct, kw_only=True):
    """One parsed exchange, raw (unsanitized). Lives only in memory, only on the capture path."""

    owner: str
    session_id: str = ""
    """The session id the client named (raw); "" when it named none."""
    session_seed: str = ""
    """The conversation's opening (system prompt, first user message): with no session id,
    the exchange joins the latest session of the same opening unless it went idle."""
    chain_from: str = ""
    """The provider response id this exchange continues, if any (see CaptureRecord)."""
    provider: str
    model: str = ""
    client: str = ""
    started_at: datetime
    ended_at: datetime
    first_byte_at: datetime | None = None
    """When the answer's first byte arrived (None: no answer, or not seen)."""
    user_text: str = ""
    continuation: bool = False
    agent_id: str = ""
    """A subagent's id ("" for the main agent): its user text is then another agent's words."""
    parent_agent_id: str = ""
    response_text: str = ""
    status: Status = "complete"
    status_detail: str = ""
    stop_reason: str = ""
    response_id: str = ""
    """The provider's id for the response (chains OpenAI Responses sessions)."""
    usage: Usage = msgspec.field(default_factory=Usage)
    tool_calls: list[CapturedToolCall] = []
    tool_results: list[CapturedToolResult] = []


Parse = Callable[[Any, Config], CapturedExchange]
"""Turns a surface's plain, picklable data into a CapturedExchange (or raises CaptureDropped)."""


def as_json_text(value: object) -> str:
    """Compact JSON for a tool input already parsed by a provider."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
