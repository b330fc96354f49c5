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
from typing import Final, Required, TypedDict, Unpack

from teambrain.core.clock import to_ms
from teambrain.core.ids import new_id
from teambrain.core.records.audit import REFUSED as REFUSED
from teambrain.core.records.audit import AuditAction as AuditAction
from teambrain.core.records.audit import (  # re-exported: the records, named where their rules live
    AuditRecord as AuditRecord,
)
from teambrain.core.records.audit import Channel as Channel
from teambrain.core.store import Store, Txn

SYSTEM = "teambrain"
"""The actor of actions nobody typed: reflection filing, decay flags, pruning."""

LOCAL: Final = "local"
API: Final = "api"
MCP: Final = "mcp"
SCHEDULE: Final = "schedule"
CHANNELS: tuple[Channel, ...] = (LOCAL, API, MCP, SCHEDULE)
"""How an action reached the store: `local` (a command or the dashboard on the store's own
host, as the configured owner, or `--as` in single-user mode), `api` (`teambrain serve`, as the
owner of the bearer token), `mcp` (the MCP server over HTTP, as the token's owner) or
`schedule` (a job nobody typed: reflection, decay, pruning)."""


def append(
    txn: Txn,
    *,
    at: datetime,
    actor: str,
    owner: str,
    action: AuditAction,
    entry_id: str = "",
    detail: Mapping[str, str | int] | None = None,
    channel: Channel = LOCAL,
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
    txn.audit.append(record)
    return record


class _Fields(TypedDict, total=False):
    """The keyword arguments of `append`."""

    at: Required[datetime]
    actor: Required[str]
    owner: Required[str]
    action: Required[AuditAction]
    entry_id: str
    detail: Mapping[str, str | int] | None
    channel: Channel


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
    out: list[AuditRecord] = []
    with store.read() as txn:
        for rec in txn.audit.read(owner, since=since, newest_first=newest_first):
            out.append(rec)
            if len(out) >= limit:
                break
    return out
