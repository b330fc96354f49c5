"""The audit log: an append-only record of every governance action.

Each record says who acted, on whose behalf, what they did and when, to which knowledge
entry, with counts or short labels as detail. It never holds episode text or entry text:
anything a person wants to read beyond ids and counts lives in the entry's own history.

Invariants kept here: records are only ever appended (keys are time-sortable ids, so key
order is time order); a read is clamped to the acting owner, who sees the records about
their own entries (including refused attempts by others) and the store-wide records that
belong to nobody (pruning counts), never another owner's.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Required, TypedDict, Unpack

import msgspec
from teambrain.core.clock import to_ms
from teambrain.core.ids import id_floor, new_id
from teambrain.core.store import Store, Txn, decode, encode

SYSTEM = "teambrain"
"""The actor of actions nobody typed: reflection filing, decay flags, pruning."""

LOCAL, API, MCP, SCHEDULE = "local", "api", "mcp", "schedule"
CHANNELS = (LOCAL, API, MCP, SCHEDULE)
"""How an action reached the store: `local` (a command or the dashboard on the store's own
host, as the configured owner, or `--as` in single-user mode), `api` (`teambrain serve`, as the
owner of the bearer token), `mcp` (the MCP server over HTTP, as the token's owner) or
`schedule` (a job nobody typed: reflection, decay, pruning)."""


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
    channel: str = ""
    """How the action reached the store (CHANNELS); empty in records written before channels."""


def append(
    txn: Txn,
    *,
    at: datetime,
    actor: str,
    owner: str,
    action: str,
    entry_id: str = "",
    detail: Mapping[str, str | int] | None = None,
    channel: str = LOCAL,
) -> AuditRecord:
    """Append one record inside the caller's write transaction (it commits with the action)."""
    if channel not in CHANNELS:
        raise ValueError(f"unknown audit channel {channel!r}")
    record = AuditRecord(
        id=new_id(to_ms(at)),
        at=at,
        actor=actor,
        owner=owner,
        action=action,
        entry_id=entry_id,
        detail=dict(detail or {}),
        channel=channel,
    )
    txn.put("audit", record.id.encode(), encode(record), overwrite=False)
    return record


class _Fields(TypedDict, total=False):
    """The keyword arguments of `append`."""

    at: Required[datetime]
    actor: Required[str]
    owner: Required[str]
    action: Required[str]
    entry_id: str
    detail: Mapping[str, str | int] | None
    channel: str


def record(store: Store, **kwargs: Unpack[_Fields]) -> AuditRecord:
    """Append one record in its own write transaction (e.g. a refusal, whose action rolled back)."""
    return store.write(lambda txn: append(txn, **kwargs))


def read(
    store: Store,
    owner: str,
    *,
    since: datetime | None = None,
    limit: int = 100,
    newest_first: bool = True,
) -> list[AuditRecord]:
    """The owner's audit records (and store-wide ones), newest first by default."""
    start = id_floor(to_ms(since)).encode() if since else b""
    out: list[AuditRecord] = []
    with store.read() as txn:
        for _, raw in txn.range("audit", start, None, reverse=newest_first):
            rec = decode(raw, AuditRecord)
            if rec.owner not in (owner, ""):
                continue
            out.append(rec)
            if len(out) >= limit:
                break
    return out
