"""The audit record: one governance action, append-only (rules in core/audit.py)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

import msgspec

Channel = Literal["local", "api", "mcp", "schedule"]
"""How an action reached the store (core/audit.py CHANNELS says what each means)."""


class AuditRecord(msgspec.Struct, kw_only=True, omit_defaults=True):
    id: str
    at: datetime
    actor: str
    """Who acted (an owner, or SYSTEM)."""
    owner: str
    """Whose record this is: the owner of the entry acted on; empty for store-wide records."""
    action: str
    """approve, reject, share, keep_private, archive, flag, keep, quarantine, restore, save,
    file, prune... A refused attempt is `refused:<action>`."""
    entry_id: str = ""
    detail: dict[str, str | int] = {}
    """Counts and short labels only (a state, a reason code), never text."""
    channel: Channel | Literal[""] = ""
    """How the action reached the store (CHANNELS); empty in records written before channels."""
