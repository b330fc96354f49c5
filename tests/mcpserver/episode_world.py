"""A small world of captured episodes for recall tests, written through the real capture path
(build_record + write_capture), with a pass-through sanitizer where sanitizing is not the
subject."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange, CapturedToolCall, CapturedToolResult
from teambrain.core.config import Config, ProviderName
from teambrain.core.episodes.model import CaptureRecord, Usage
from teambrain.core.episodes.writes import write_capture
from teambrain.core.records.episodes import Status
from teambrain.core.store import Store


class PassThrough:
    def sanitize(self, text: str) -> tuple[str, dict[str, int]]:
        return text, {}

    def sanitize_json(self, text: str) -> tuple[str, dict[str, int]]:
        return text, {}


def capture(
    store: Store,
    owner: str,
    user: str,
    response: str = "",
    *,
    at: datetime,
    session: str = "s1",
    tools: list[tuple[str, dict, str | None]] = (),
    results: list[tuple[str, str]] = (),
    tool_ids: list[str] | None = None,
    embed: bool = True,
    status: Status = "complete",
    usage: Usage | None = None,
    model: str = "claude-sonnet-4-5",
    provider: ProviderName = "anthropic",
    client: str = "",
    stop_reason: str = "",
) -> CaptureRecord:
    """Capture one exchange; tools are (name, input, inline result or None); `embed`: with
    its meaning, as the capture worker computes it."""
    ids = tool_ids or [f"toolu_{owner}_{at.timestamp():.0f}_{i}" for i in range(len(tools))]
    cap = CapturedExchange(
        owner=owner,
        session_id=session,
        provider=provider,
        model=model,
        client=client,
        stop_reason=stop_reason,
        started_at=at,
        ended_at=at + timedelta(seconds=2),
        user_text=user,
        response_text=response,
        tool_calls=[
            CapturedToolCall(tool_id=tid, name=name, input_json=json.dumps(args), result=result)
            for tid, (name, args, result) in zip(ids, tools, strict=True)
        ],
        tool_results=[CapturedToolResult(tool_id=tid, content=text) for tid, text in results],
        continuation=bool(results) and not user,
        status=status,
        usage=usage or Usage(),
    )
    record = build_record(cap, PassThrough(), Config(), embed=embed)
    store.write(lambda txn: write_capture(txn, record))
    return record
