"""Store-wide named values (msgpack in bytea) and persistent counters, whose additions
commute: each addition goes into one of 16 slot rows at random, and a read sums them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from teambrain.core.store.postgres.rows import mp_dump, mp_load
from teambrain.core.store.postgres.txn import prefix_upper

if TYPE_CHECKING:
    from teambrain.core.store.postgres.txn import PgTxn


class PgMeta:
    def __init__(self, txn: PgTxn) -> None:
        self.t = txn

    def get(self, name: str) -> Any:
        raw = self.t.value("SELECT value FROM meta WHERE name = %s", [name])
        return None if raw is None else mp_load(raw)

    def put(self, name: str, value: Any) -> None:
        self.t.run(
            "INSERT INTO meta (name, value) VALUES (%s, %s)"
            " ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value",
            [name, mp_dump(value)],
        )

    def counter_add(self, name: str, amount: int = 1) -> None:
        if amount:
            self.t.run(
                "INSERT INTO counters AS c (name, slot, n) VALUES (%s, floor(random() * 16)::smallint, %s)"
                " ON CONFLICT (name, slot) DO UPDATE SET n = c.n + EXCLUDED.n",
                [name, amount],
            )

    def counters(self, prefix: str = "") -> dict[str, int]:
        where, params = "true", []
        if prefix:
            where, params = "name >= %s", [prefix]
            upper = prefix_upper(prefix)
            if upper is not None:
                where += " AND name < %s"
                params.append(upper)
        got = self.t.rows(
            f"SELECT name, sum(n) FROM counters WHERE {where} GROUP BY name ORDER BY name", params
        )
        return {name: int(n) for name, n in got}
