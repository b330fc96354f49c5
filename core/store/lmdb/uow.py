"""The LMDB unit of work: one key-value transaction, seen through every repository."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from teambrain.core.store.lmdb.episodes import LmdbEpisodes
from teambrain.core.store.lmdb.governance import LmdbAudit, LmdbGovernance, LmdbKnowledge
from teambrain.core.store.lmdb.inject import LmdbInjectChoices
from teambrain.core.store.lmdb.meta import LmdbMeta

if TYPE_CHECKING:
    from teambrain.core.store.lmdb.env import KvTxn
    from teambrain.core.store.lmdb.recall_index import LmdbRecallIndex


class LmdbTxn:
    """What `LmdbStore.read()` yields and `write(fn)` passes: core's repositories over one
    LMDB transaction (a write transaction commits them together)."""

    def __init__(self, kv: KvTxn) -> None:
        self.kv = kv
        self.write = kv.write
        self.episodes = LmdbEpisodes(kv, lambda: self.index)
        self.knowledge = LmdbKnowledge(kv)
        self.audit = LmdbAudit(kv)
        self.governance = LmdbGovernance(kv)
        self.meta = LmdbMeta(kv)
        self.inject = LmdbInjectChoices(kv)

    @cached_property
    def index(self) -> LmdbRecallIndex:
        """Built on first use: the index needs numpy, which a listing never does."""
        from teambrain.core.store.lmdb.recall_index import LmdbRecallIndex

        return LmdbRecallIndex(self.kv, self.episodes)
