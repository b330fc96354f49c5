"""What no teambrain code does, done to a store by hand for a test (an operator's mistake,
or damage): each backend in its own terms."""

from __future__ import annotations

from pathlib import Path

from teambrain.core.store import Store


def forget_entry(store: Store, entry_id: str) -> None:
    """Remove a knowledge entry's record outright, as no command ever does."""
    if store.backend == "lmdb":
        store.write_kv(lambda kv: kv.delete("knowledge", entry_id.encode()))  # type: ignore[attr-defined]
        return
    with store.sql() as conn:  # type: ignore[attr-defined]
        conn.execute("DELETE FROM knowledge WHERE id = %s", (entry_id,))


def stored_bytes(store: Store) -> bytes:
    """Everything the store holds, as bytes to scan for what must never be stored: LMDB's
    data file as it is on disk; every row of every table of a PostgreSQL store, as text
    (row text rather than pages on disk, which may hold values compressed)."""
    if store.backend == "lmdb":
        store.sync()
        return (Path(store.url) / "data.mdb").read_bytes()
    out = []
    with store.sql() as conn:  # type: ignore[attr-defined]
        tables = conn.execute(
            "SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) FROM pg_tables"
            " WHERE schemaname NOT IN ('pg_catalog', 'information_schema')"
        ).fetchall()
        for (table,) in tables:
            for (row,) in conn.execute(f"SELECT t::text FROM {table} t"):  # noqa: S608
                out.append(row.encode())
    return b"\n".join(out)
