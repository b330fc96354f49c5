"""The audit record: one governance action, append-only (rules in core/audit.py)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal, get_args

import msgspec
from teambrain.core.records.knowledge import ACTIONS, Action, Move

Channel = Literal["local", "api", "mcp", "schedule"]
"""How an action reached the store (core/audit.py CHANNELS says what each means)."""

Refusal = Literal[
    "refused:approve",
    "refused:reject",
    "refused:share",
    "refused:keep_private",
    "refused:archive",
    "refused:flag",
    "refused:keep",
    "refused:quarantine",
    "refused:restore",
]
"""A move someone tried and was refused: `refused:<move>`, the form stored since the start."""
REFUSED: dict[Move, Refusal] = dict(zip(ACTIONS, get_args(Refusal), strict=True))
"""A move -> the record of its refusal (tests/core/test_audit.py checks the spelling)."""

AuditAction = Action | Literal["ceremony", "prune"] | Refusal
"""What an audit record says was done: an entry filed or moved, a ceremony batch, a pruning
pass, or a refused move. Validated when a record is read back."""
AUDIT_ACTIONS: tuple[AuditAction, ...] = tuple(
    word for part in get_args(AuditAction) for word in get_args(part)
)
"""Every AuditAction, for a backend that reads them as plain text."""
RECORDED_CHANNELS: tuple[Channel | Literal[""], ...] = (*get_args(Channel), "")
"""Every channel a stored record may carry ("" for those written before channels)."""


class AuditRecord(msgspec.Struct, kw_only=True, omit_defaults=True):
    id: str
    at: datetime
    actor: str
    """Who acted (an owner, or SYSTEM)."""
    owner: str
    """Whose record this is: the owner of the entry acted on; empty for store-wide records."""
    action: AuditAction
    """approve, reject, share, keep_private, archive, flag, keep, quarantine, restore, save,
    file, ceremony, prune; a refused attempt is `refused:<move>` (REFUSED)."""
    entry_id: str = ""
    detail: dict[str, str | int] = {}
    """Counts and short labels only (a state, a reason code), never text."""
    channel: Channel | Literal[""] = ""
    """How the action reached the store (CHANNELS); empty in records written before channels."""
