"""Recall's inverted index, written in the same transaction as the records it covers.

(Filled in by the recall work: until then indexing is a no-op.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from teambrain.core.episodes import Episode, ExecutionEvent
    from teambrain.core.store import Txn


def index_episode(txn: Txn, episode: Episode) -> None:
    pass


def unindex_episode(txn: Txn, episode: Episode) -> None:
    pass


def index_event(txn: Txn, event: ExecutionEvent) -> None:
    pass


def unindex_event(txn: Txn, event: ExecutionEvent) -> None:
    pass
