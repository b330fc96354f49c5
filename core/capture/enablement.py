"""When capture was first enabled on a store: flows that started earlier are never recorded
(forward-only). The first process to capture sets it; later ones keep the earliest."""

from __future__ import annotations

from teambrain.core.store import Txn

ENABLED_AT = "capture.enabled_at"
"""The meta value holding the enablement time (seconds since the epoch, UTC)."""


def ensure_enabled(txn: Txn, at: float) -> float:
    """The store's enablement time, set to `at` in this (write) transaction if it has none."""
    existing = txn.meta.get(ENABLED_AT)
    if existing is None:
        existing = at
        txn.meta.put(ENABLED_AT, existing)
    return float(existing)
