"""What no teambrain code does, done to a store by hand for a test (an operator's mistake,
or damage): each backend in its own terms."""

from __future__ import annotations

from teambrain.core.store import Store


def forget_entry(store: Store, entry_id: str) -> None:
    """Remove a knowledge entry's record outright, as no command ever does."""
    if store.backend == "lmdb":
        store.write_kv(lambda kv: kv.delete("knowledge", entry_id.encode()))  # type: ignore[attr-defined]
        return
    with store.sql() as conn:  # type: ignore[attr-defined]
        conn.execute("DELETE FROM knowledge WHERE id = %s", (entry_id,))
