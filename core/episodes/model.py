"""Episodes and execution events: their shapes live with the other stored records
(core/records/episodes.py); this module names them where the episodes package uses them."""

from teambrain.core.records.episodes import (
    CONTINUATION_DIGEST,
    EXCHANGE,
    EXECUTION,
    SCHEMA,
    CaptureRecord,
    Episode,
    ExecutionEvent,
    FallbackSession,
    HeldResult,
    ToolResult,
    Usage,
    WriteOutcome,
)

__all__ = [
    "CONTINUATION_DIGEST",
    "EXCHANGE",
    "EXECUTION",
    "SCHEMA",
    "CaptureRecord",
    "Episode",
    "ExecutionEvent",
    "FallbackSession",
    "HeldResult",
    "ToolResult",
    "Usage",
    "WriteOutcome",
]
