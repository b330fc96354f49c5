"""Operator figures from the store: counts, drops by reason, store size, last runs.

Counts for the acting owner are owner-clamped; store-wide totals are figures, never records.
"""

from __future__ import annotations

from typing import Any

from teambrain.core import episodes
from teambrain.core.clock import from_ms
from teambrain.core.store import Store, decode, key


def counters(store: Store, prefix: str = "") -> dict[str, int]:
    """Persistent counters whose name starts with prefix."""
    out = {}
    with store.read() as txn:
        for k, v in txn.prefix("meta", key("counter", prefix)):
            out[k.decode().split("\x00", 1)[1]] = decode(v, int)
    return out


def store_stats(store: Store, owner: str) -> dict[str, Any]:
    c = counters(store)
    dropped = {
        k.removeprefix("capture.dropped."): v
        for k, v in c.items()
        if k.startswith("capture.dropped.")
    }
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
            "queue_high_water": high_water,
        },
        "pruned": {k.removeprefix("pruned."): v for k, v in c.items() if k.startswith("pruned.")},
        "store": {"path": str(store.path), **store.info()},
    }
