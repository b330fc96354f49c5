"""What recall indexes of each record, and when: field-weighted terms, in the record's own
write transaction (the index itself is the store's: core/store/repos.py RecallIndex).

teambrain's own tools (recall_episodes, get_episode, search_knowledge, save_knowledge, also
as an MCP client names them, `mcp__<server>__<tool>`) are not indexed: a recall, and what it
returned, must never come back as an answer to a later recall.

Invariants: index and unindex run inside the caller's write transaction; re-indexing a
record replaces what it had (a tool call whose result arrived), never doubles it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from teambrain.core.clock import to_ms, to_us
from teambrain.core.records.episodes import CONTINUATION_DIGEST, tool_base_name
from teambrain.core.store import KIND_EXCHANGE, KIND_EXECUTION, IndexDoc, RecordHead, Txn
from teambrain.core.text.search_terms import terms

if TYPE_CHECKING:
    from teambrain.core.records.episodes import Episode, ExecutionEvent

__all__ = [
    "FIELD_WEIGHTS",
    "KIND_EXCHANGE",
    "KIND_EXECUTION",
    "OWN_TOOLS",
    "episode_doc",
    "event_doc",
    "index_episode",
    "index_event",
    "is_own_tool",
    "unindex_episode",
    "unindex_event",
]

FIELD_WEIGHTS: dict[str, float] = {
    "user": 1.0,
    "response": 1.0,
    "tool_name": 2.0,
    "tool_input": 1.0,
    "tool_result": 1.0,
}
"""Per-field weights on term frequency and length (BM25F-style), in quarter steps."""

OWN_TOOLS = frozenset({"recall_episodes", "get_episode", "search_knowledge", "save_knowledge"})
"""The MCP tools teambrain serves: calls to them are about memory, not memories."""


def is_own_tool(name: str) -> bool:
    """A call to one of teambrain's own tools, bare or as `mcp__<server>__<tool>`."""
    return tool_base_name(name) in OWN_TOOLS


def _weighted(fields: Iterable[tuple[str, str]]) -> tuple[Counter[str], int]:
    """Field-weighted term frequencies (quarter units) and the weighted length."""
    tf: Counter[str] = Counter()
    length = 0
    for field, text in fields:
        if not text:
            continue
        weight = round(FIELD_WEIGHTS[field] * 4)
        found = terms(text)
        length += weight * len(found)
        for term in found:
            tf[term] += weight
    return tf, length


def _episode_fields(episode: Episode) -> list[tuple[str, str]]:
    user = "" if episode.user_digest == CONTINUATION_DIGEST else episode.user_digest
    return [("user", user), ("response", episode.response_digest)]


def _event_fields(event: ExecutionEvent) -> list[tuple[str, str]]:
    return [
        ("tool_name", event.tool_name),
        ("tool_input", event.input_digest),
        ("tool_result", event.result_digest or ""),
    ]


def _doc(record: Episode | ExecutionEvent, fields: list[tuple[str, str]]) -> IndexDoc:
    head = RecordHead.of(record)
    tf, length = _weighted(fields)
    return IndexDoc(
        record_id=head.id,
        owner=record.owner,
        kind=head.kind,
        t=to_ms(head.at) // 1000,
        length=length,
        tf=dict(tf),
        session_id=head.session_id,
        at_us=to_us(head.at),
        tool_name=head.tool_name,
    )


def episode_doc(episode: Episode) -> IndexDoc:
    """What an exchange adds to the index: its user and response digests."""
    return _doc(episode, _episode_fields(episode))


def event_doc(event: ExecutionEvent) -> IndexDoc:
    """What a tool call adds: its name, input and (once attached) result."""
    return _doc(event, _event_fields(event))


def index_episode(txn: Txn, episode: Episode, *, fresh: bool = False, meaning: bytes = b"") -> None:
    """Index an exchange's user and response digests (`fresh`: never indexed before), and
    keep its meaning (core/episodes/meaning.py) beside them."""
    doc = episode_doc(episode)
    doc.fresh = fresh
    doc.meaning = meaning
    txn.index.add(doc)


def unindex_episode(txn: Txn, episode: Episode) -> None:
    txn.index.remove(episode.id)


def index_event(txn: Txn, event: ExecutionEvent, *, fresh: bool = False) -> None:
    """Index a tool call: its name, input and (once attached) result; not teambrain's own."""
    if is_own_tool(event.tool_name):
        return
    doc = event_doc(event)
    doc.fresh = fresh
    txn.index.add(doc)


def unindex_event(txn: Txn, event: ExecutionEvent) -> None:
    txn.index.remove(event.id)
