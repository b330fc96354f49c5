"""Recall's candidates read through the records themselves: their heads, and the docnums of
their session neighbours, for a backend whose index entries hold no more than a record's id
and kind (LMDB, where reading a record from mapped memory costs less than a copy would).

A backend that keeps the heads beside its index entries (PostgreSQL's recall_docs) answers
IndexReader.candidates and session_context from them instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from teambrain.core.store.repos import KIND_EXCHANGE, Episodes, IndexReader, RecordHead


def candidates_through_records(
    reader: IndexReader, episodes: Episodes, owner: str, docs: Sequence[int]
) -> list[RecordHead | None]:
    """The records behind these docnums, re-checked against their owner by reading them."""
    reader.prefetch(docs)
    ids: list[tuple[str, int] | None] = []
    for doc in docs:
        record_id = reader.record(doc)
        head = None if record_id is None else reader.head(record_id)
        ids.append(None if record_id is None or head is None else (record_id, head.kind))
    known = [i for i in ids if i is not None]
    found = episodes.heads(
        owner,
        [rid for rid, kind in known if kind == KIND_EXCHANGE],
        [rid for rid, kind in known if kind != KIND_EXCHANGE],
    )
    return [None if wanted is None else found.get(wanted[0]) for wanted in ids]


def context_through_sessions(
    reader: IndexReader,
    episodes: Episodes,
    owner: str,
    exchanges: Sequence[RecordHead],
    reach: int,
) -> dict[str, list[int | None]]:
    """Each exchange's session neighbours from the session listing, as docnums (None for a
    neighbour not indexed)."""
    near = episodes.session_neighbours(owner, exchanges, reach)
    found: dict[str, list[int | None]] = {}
    for record_id, sides in near.items():
        docs: list[int | None] = []
        for side in sides:
            heads = [reader.head(i) for i in side[:reach]]
            docs += [h.doc if h is not None else None for h in heads]
            docs += [None] * (reach - len(heads))
        found[record_id] = docs
    return found
