"""Episodes and execution events: what teambrain remembers of each LLM exchange.

An Episode is one request/response exchange; an ExecutionEvent is one tool call the model
asked for, with its result attached when a later request carries it. Both hold only
sanitized, bounded digests, never raw payloads. This module is the records' shape; their
writes and owner-clamped reads are episodes/records.py, their index episodes/index.py.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal, get_args

import msgspec

SCHEMA = 1
"""A tool call's record layout version."""
EPISODE_SCHEMA = 2
"""An exchange's record layout version. 2: its `usage.input_tokens` counts only the prompt
tokens that were neither read from nor written to the cache, for every provider (OpenAI's
counts, which include the cached ones, were stored whole before: see Episode.__post_init__)."""

EXCHANGE = "x"
EXECUTION = "e"
HASHED_SESSION = "h-"
"""How the id of a session the client named none for begins: `h-` and a hash of its opening."""
CONTINUATION_DIGEST = "(tool results only: continuation of the previous turn)"
"""The user digest of a turn that carried only tool results (no words of the person's)."""

Status = Literal["complete", "partial", "error"]
"""How an exchange was captured: whole; cut short or only partly parsed (status_detail says
why); or the request failed with no answer."""
STATUSES: tuple[Status, ...] = get_args(Status)


class Usage(msgspec.Struct, omit_defaults=True):
    """Token counts as the provider reported them, in one meaning for every provider: the
    prompt is input + cache read + cache write, apart from each other (Anthropic's own
    shape; OpenAI's prompt count, which includes the cached tokens, is stored less them).
    None: the provider did not say."""

    input_tokens: int | None = None
    """Prompt tokens neither read from nor written to the provider's cache."""
    output_tokens: int | None = None
    """Generated tokens, reasoning included."""
    cache_read_tokens: int | None = None
    cache_write_tokens: int | None = None
    """Prompt tokens written to the cache, whatever their lifetime..."""
    cache_write_1h_tokens: int | None = None
    """...of which written for an hour (Anthropic bills them higher than 5-minute writes)."""


class Episode(msgspec.Struct, kw_only=True):
    """One exchange: a request and its response."""

    id: str
    owner: str
    session_id: str
    provider: str
    model: str = ""
    client: str = ""
    started_at: datetime
    """When the request's first byte reached the proxy..."""
    ended_at: datetime
    """...and when the answer's last byte did (or the exchange failed): its total duration."""
    first_byte_at: datetime | None = None
    """When the answer's first byte arrived (an HTTP response's status line and headers, a
    WebSocket answer's first event): less started_at, the time to first byte. None: no
    answer, or captured before it was recorded."""
    user_digest: str = ""
    response_digest: str = ""
    continuation: bool = False
    """The last user turn held only tool results (no human text)."""
    status: Status = "complete"
    status_detail: str = ""
    stop_reason: str = ""
    response_id: str = ""
    usage: Usage = msgspec.field(default_factory=Usage)
    tool_use_ids: list[str] = []
    sanitizer: dict[str, int] = {}
    """Entity type -> count redacted (never values)."""
    agent_id: str = ""
    """Who spoke: "" for the person's own conversation (the main agent), else the client's
    id of the subagent whose exchange this is (Claude Code: x-claude-code-agent-id)."""
    parent_agent_id: str = ""
    """For a subagent: the agent that spawned it ("" when the main agent did)."""
    prompt_digest: str = ""
    """For a subagent: the words of the agent that spawned it or wrote to it. Never the
    person's, so never in user_digest (which stays empty for a subagent)."""
    schema: int = EPISODE_SCHEMA
    injected: list[str] = []
    """The ids of the approved knowledge entries injection added to this exchange's request,
    in the block's order (empty: none were)."""

    def __post_init__(self) -> None:
        """An exchange stored before layout 2 read in today's meaning (on every decode and
        row read, so no backend rewrites its records): OpenAI's input tokens held the cached
        ones too."""
        if self.schema < 2:
            usage = self.usage
            if self.provider.startswith("openai") and usage.input_tokens is not None:
                usage.input_tokens = max(0, usage.input_tokens - (usage.cache_read_tokens or 0))
            self.schema = EPISODE_SCHEMA


def tool_base_name(name: str) -> str:
    """A tool's own name: the last `__` segment of an MCP tool's (`mcp__<server>__<tool>`)."""
    return name.rsplit("__", 1)[-1]


def numbered_tool_id(tool_id: str, n: int) -> str:
    """The stored id of the n-th call (from 1) sharing `tool_id` within one response:
    `id`, `id#2`, `id#3`..., so results of that id attach in order."""
    return tool_id if n == 1 else f"{tool_id}#{n}"


class ExecutionEvent(msgspec.Struct, kw_only=True):
    """One tool call asked for by a response, with its result once it arrives."""

    id: str
    owner: str
    session_id: str
    exchange_id: str
    tool_id: str
    tool_name: str
    input_digest: str = ""
    result_digest: str | None = None
    is_error: bool | None = None
    requested_at: datetime
    result_at: datetime | None = None
    result_exchange_id: str | None = None
    order: int = 0
    sanitizer: dict[str, int] = {}
    schema: int = SCHEMA


class ToolResult(msgspec.Struct, kw_only=True):
    """A tool result found in a request, sanitized and bounded, waiting to be attached."""

    tool_id: str
    result_digest: str
    is_error: bool = False
    sanitizer: dict[str, int] = {}


class HeldResult(msgspec.Struct, kw_only=True):
    """A tool result written before the call it answers, held until that call is written.

    Two exchanges of one conversation can reach the store out of order: two gateways write
    them (a member's traffic moves when a gateway leaves or rejoins), or a sanitizer pool
    finishes the later one first. The call's write takes the result; a result whose call is
    never captured expires with the episodes."""

    result_digest: str
    is_error: bool = False
    sanitizer: dict[str, int] = {}
    result_at: datetime
    """When the exchange carrying the result started."""
    result_exchange_id: str


class CaptureRecord(msgspec.Struct, kw_only=True):
    """Everything one exchange writes, in one transaction."""

    episode: Episode
    events: list[ExecutionEvent] = []
    results: list[ToolResult] = []
    chain_from: str = ""
    """A provider response id this exchange continues (OpenAI Responses): if it is the
    owner's, the exchange joins that response's session."""
    fallback: str = ""
    """The conversation opening's hash when the client named no session (IdKeys.seed):
    the session is then resolved here, bounded by `idle_seconds`."""
    idle_seconds: float = 1800.0
    meaning: bytes = b""
    """The exchange's meaning for recall (core/episodes/meaning.py), b"" for none: indexed
    with the episode, in the same transaction."""


class FallbackSession(msgspec.Struct):
    """The latest session of one conversation opening that no client named."""

    session_id: str
    last_at: datetime


class WriteOutcome(msgspec.Struct):
    events_written: int = 0
    results_attached: int = 0
    duplicates_skipped: int = 0
    """Tool results for calls already answered (resent, or an id used again)."""
    results_held: int = 0
    """Tool results for a call of the session not written yet (HeldResult)."""
    reused_ids: int = 0
    """Tool calls whose id an earlier call of the session had (the newer one takes it)."""
    answered: list[ExecutionEvent] = []
    """The earlier calls whose results this write attached, as stored now (result included)."""
