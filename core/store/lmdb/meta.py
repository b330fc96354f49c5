"""Store-wide values and persistent counters in the `meta` database.

A dotted name spells its key as its first part NUL the rest (`capture.enabled_at` ->
capture NUL enabled_at), as stores have always held them; a counter is counter NUL name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from teambrain.core.store.lmdb.codec import decode, key

if TYPE_CHECKING:
    from teambrain.core.store.lmdb.env import KvTxn


def meta_key(name: str) -> bytes:
    return key(*name.split(".", 1))


class LmdbMeta:
    def __init__(self, kv: KvTxn) -> None:
        self.kv = kv

    def get(self, name: str) -> Any:
        return self.kv.get_obj("meta", meta_key(name))

    def put(self, name: str, value: Any) -> None:
        self.kv.put_obj("meta", meta_key(name), value)

    def counter_add(self, name: str, amount: int = 1) -> None:
        self.kv.counter_add(name, amount)

    def counters(self, prefix: str = "") -> dict[str, int]:
        return {
            k.decode().split("\x00", 1)[1]: decode(v, int)
            for k, v in self.kv.prefix("meta", key("counter", prefix))
        }
