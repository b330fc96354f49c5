"""Operator figures from the store: counts, drops by reason, store size, last runs.

Counts for the acting owner are owner-clamped; store-wide totals are figures, never records.
"""

from __future__ import annotations

from typing import Any

from teambrain.core import episodes, knowledge
from teambrain.core.ceremony import on_agenda
from teambrain.core.clock import from_ms
from teambrain.core.schedule import job_states
from teambrain.core.store import Store, decode, key


def counters(store: Store, prefix: str = "") -> dict[str, int]:
    """Persistent counters whose name starts with prefix."""
    out = {}
    with store.read() as txn:
        for k, v in txn.prefix("meta", key("counter", prefix)):
            out[k.decode().split("\x00", 1)[1]] = decode(v, int)
    return out


def knowledge_figures(store: Store) -> dict[str, Any]:
    """Per owner: pending queue size, ceremony agenda size, open decay flags (counts only)."""
    figures: dict[str, dict[str, int]] = {"pending": {}, "agenda": {}, "flags_open": {}}
    with store.read() as txn:
        for _, raw in txn.range("knowledge"):
            entry = decode(raw, knowledge.KnowledgeEntry)
            for name, counts in (
                ("pending", entry.state == knowledge.PENDING),
                ("agenda", on_agenda(entry)),
                ("flags_open", entry.state == knowledge.APPROVED and entry.flagged),
            ):
                if counts:
                    figures[name][entry.owner] = figures[name].get(entry.owner, 0) + 1
    return {
        "pending_per_owner": figures["pending"],
        "agenda_size": sum(figures["agenda"].values()),
        "agenda_per_owner": figures["agenda"],
        "flags_open": sum(figures["flags_open"].values()),
        "flags_open_per_owner": figures["flags_open"],
    }


def last_runs(store: Store) -> dict[str, Any]:
    """Each scheduled job's last run (None if it never ran) and last failure, if any."""
    return {
        name: {
            "last_run_at": state.last_run_at.isoformat() if state.last_run_at else None,
            "runs": state.runs,
            "last_error": state.last_error,
        }
        for name, state in job_states(store).items()
    }


def _section(c: dict[str, int], prefix: str) -> dict[str, int]:
    return {k.removeprefix(prefix): v for k, v in c.items() if k.startswith(prefix)}


def store_stats(store: Store, owner: str) -> dict[str, Any]:
    c = counters(store)
    dropped = _section(c, "capture.dropped.")
    with store.read() as txn:
        enabled_ts = txn.get_obj("meta", key("capture", "enabled_at"))
        enabled = from_ms(int(enabled_ts * 1000)).isoformat() if enabled_ts else None
        high_water = txn.get_obj("meta", key("capture", "high_water"), int) or 0
    return {
        "owner": owner,
        "yours": episodes.counts(store, owner),
        "all": episodes.counts(store),
        "capture": {
            "enabled_at": enabled,
            "dropped": dropped,
            "dropped_total": sum(dropped.values()),
            "exempted": _section(c, "capture.exempt."),
            "internal_header_refused": c.get("capture.internal_header_refused", 0),
            "worker_restarts": c.get("capture.worker_restarts", 0),
            "queue_high_water": high_water,
        },
        "pruned": _section(c, "pruned."),
        "inject": _section(c, "inject."),
        "knowledge": knowledge_figures(store),
        "schedule": last_runs(store),
        "store": {"path": str(store.path), **store.info()},
    }
