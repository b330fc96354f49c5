"""Recall's inverted index, written in the same transaction as the records it covers.

Layout (named databases, every key owner-first so a query never touches another owner's):
  postings     owner NUL term NUL pos(8)  -> a sealed block of postings, sorted by pos
               owner NUL term NUL ff*8    -> the open tail block: df (u4) + postings
  doc_terms    record id                  -> DocEntry: what was indexed for it (for unindex)
  recall_docs  owner NUL docnum (u4 BE)   -> record id (turns a scored docnum back into a hit)
  term_stats   owner NUL                  -> OwnerStats: documents and total length per kind
               owner NUL 01 docnum        -> the pending buffer: a new document's postings

A posting is 13 packed bytes: docnum (a per-owner counter), t (seconds), the field-weighted
term frequency and document length (quarter units), and the kind. `pos` is (t, docnum) big
endian, so blocks sort by time and a window is one contiguous range. A new document's
postings go to the owner's pending buffer (one small write, terms named by hash); every
PENDING_DOCS documents the buffer is merged into the terms' open tail blocks (one get and one
put per distinct term); a full tail is sealed under its first posting's pos. Queries read
the buffer beside the blocks. Sealed blocks stay under one LMDB page, so a long posting list
is read as a few hundred small values and decoded with numpy in one go.

teambrain's own tools (recall_episodes, get_episode, search_knowledge, save_knowledge, also
as an MCP client names them, `mcp__<server>__<tool>`) are not indexed: a recall, and what it
returned, must never come back as an answer to a later recall.

Invariants: index and unindex run inside the caller's write transaction; unindexing a record
removes every posting, term statistic and mapping it added (nothing orphaned); an owner's
postings are reachable only under that owner's key prefix.
"""

from __future__ import annotations

import hashlib
import struct
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

import msgspec
import numpy as np
from teambrain.core.clock import to_ms
from teambrain.core.episodes.model import CONTINUATION_DIGEST
from teambrain.core.store import Txn, decode, encode
from teambrain.core.tokenize import terms

if TYPE_CHECKING:
    from teambrain.core.episodes.model import Episode, ExecutionEvent

KIND_EXCHANGE = 0
KIND_EXECUTION = 1

FIELD_WEIGHTS: dict[str, float] = {
    "user": 1.0,
    "response": 1.0,
    "tool_name": 2.0,
    "tool_input": 1.0,
    "tool_result": 1.0,
}
"""Per-field weights on term frequency and length (BM25F-style), in quarter steps."""

POSTING = np.dtype(
    [("doc", "<u4"), ("t", "<u4"), ("tf", "<u2"), ("dl", "<u2"), ("kind", "u1")], align=False
)
PENDING = np.dtype(
    [("h", "<u8"), ("doc", "<u4"), ("t", "<u4"), ("tf", "<u2"), ("dl", "<u2"), ("kind", "u1")],
    align=False,
)
"""A posting waiting in the owner's pending buffer, named by its term's hash."""
PENDING_DOCS = 16
"""New documents gather in one per-owner buffer (one write each) and move into their terms'
blocks 16 at a time: indexing touches a few pages, not one per term."""
BLOCK_POSTINGS = 128
"""Postings per sealed block: 128 x 13 bytes stays inline in one 4 KiB LMDB page."""
_TAIL = b"\xff" * 8
_DF = struct.Struct("<I")
_POS = struct.Struct(">II")
_DOCNUM = struct.Struct(">I")
_PENDING = struct.Struct("<QIIHHB")
_U16 = 65535


class OwnerStats(msgspec.Struct, array_like=True):
    """Per-owner collection figures, kept incrementally for BM25."""

    next_doc: int = 0
    exchanges: int = 0
    exchange_length: int = 0
    executions: int = 0
    execution_length: int = 0
    merged_doc: int = 0
    """Documents numbered below this are in the term blocks; the rest wait in the pending
    buffer."""


class DocHead(msgspec.Struct, array_like=True):
    """The leading fields of a DocEntry, decoded without its term list."""

    owner: str
    doc: int
    kind: int


class DocEntry(msgspec.Struct, array_like=True):
    """What was indexed for one record, so it can be removed exactly."""

    owner: str
    doc: int
    kind: int
    t: int
    dl: int
    terms: list[str]


OWN_TOOLS = frozenset({"recall_episodes", "get_episode", "search_knowledge", "save_knowledge"})
"""The MCP tools teambrain serves: calls to them are about memory, not memories."""


def is_own_tool(name: str) -> bool:
    """A call to one of teambrain's own tools, bare or as `mcp__<server>__<tool>`."""
    return name.rsplit("__", 1)[-1] in OWN_TOOLS


# -- keys -------------------------------------------------------------------------------


def term_prefix(owner: str, term: str) -> bytes:
    return f"{owner}\x00{term}\x00".encode()


def stats_key(owner: str) -> bytes:
    return f"{owner}\x00".encode()


def doc_key(owner: str, doc: int) -> bytes:
    return f"{owner}\x00".encode() + _DOCNUM.pack(doc)


def pos_bytes(t: int, doc: int) -> bytes:
    return _POS.pack(t, doc)


def read_stats(txn: Txn, owner: str) -> OwnerStats:
    raw = txn.get("term_stats", stats_key(owner))
    return OwnerStats() if raw is None else decode(raw, OwnerStats)


# -- documents --------------------------------------------------------------------------


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


def index_episode(txn: Txn, episode: Episode) -> None:
    """Index an exchange's user and response digests."""
    _index(
        txn,
        episode.id,
        episode.owner,
        KIND_EXCHANGE,
        to_ms(episode.started_at),
        _episode_fields(episode),
    )


def unindex_episode(txn: Txn, episode: Episode) -> None:
    _unindex(txn, episode.id)


def index_event(txn: Txn, event: ExecutionEvent) -> None:
    """Index a tool call: its name, input and (once attached) result; not teambrain's own."""
    if is_own_tool(event.tool_name):
        return
    _index(
        txn, event.id, event.owner, KIND_EXECUTION, to_ms(event.requested_at), _event_fields(event)
    )


def unindex_event(txn: Txn, event: ExecutionEvent) -> None:
    _unindex(txn, event.id)


def _index(
    txn: Txn, record_id: str, owner: str, kind: int, at_ms: int, fields: list[tuple[str, str]]
) -> None:
    rid = record_id.encode()
    if txn.get("doc_terms", rid) is not None:
        _unindex(txn, record_id)  # re-indexing replaces, never doubles
    tf, length = _weighted(fields)
    stats = read_stats(txn, owner)
    doc = stats.next_doc
    stats.next_doc += 1
    if kind == KIND_EXCHANGE:
        stats.exchanges += 1
        stats.exchange_length += length
    else:
        stats.executions += 1
        stats.execution_length += length
    t = at_ms // 1000
    dl = min(length, _U16)
    entry = DocEntry(owner=owner, doc=doc, kind=kind, t=t, dl=dl, terms=list(tf))
    txn.put("doc_terms", rid, encode(entry))
    txn.put("recall_docs", doc_key(owner, doc), rid)
    added = b"".join(
        _PENDING.pack(term_hash(term), doc, t, min(freq, _U16), dl, kind)
        for term, freq in tf.items()
    )
    if stats.next_doc - stats.merged_doc >= PENDING_DOCS:
        waiting = [(k, v) for k, v in txn.prefix("term_stats", pending_prefix(owner))]
        _merge(txn, owner, b"".join(v for _, v in waiting) + added)
        for k, _ in waiting:
            txn.delete("term_stats", k)
        stats.merged_doc = stats.next_doc
    elif added:
        txn.put("term_stats", pending_prefix(owner) + _DOCNUM.pack(doc), added)
    txn.put("term_stats", stats_key(owner), encode(stats))


def _unindex(txn: Txn, record_id: str) -> None:
    rid = record_id.encode()
    raw = txn.get("doc_terms", rid)
    if raw is None:
        return
    entry = decode(raw, DocEntry)
    stats = read_stats(txn, entry.owner)
    if entry.doc >= stats.merged_doc:  # still in the pending buffer
        txn.delete("term_stats", pending_prefix(entry.owner) + _DOCNUM.pack(entry.doc))
    else:
        for term in entry.terms:
            _remove_posting(txn, term_prefix(entry.owner, term), (entry.t, entry.doc))
    if entry.kind == KIND_EXCHANGE:
        stats.exchanges -= 1
        stats.exchange_length -= entry.dl
    else:
        stats.executions -= 1
        stats.execution_length -= entry.dl
    txn.put("term_stats", stats_key(entry.owner), encode(stats))
    txn.delete("recall_docs", doc_key(entry.owner, entry.doc))
    txn.delete("doc_terms", rid)


# -- the pending buffer -------------------------------------------------------------------


@lru_cache(maxsize=200_000)
def term_hash(term: str) -> int:
    """A 64-bit hash naming a term inside one owner's pending buffer."""
    return int.from_bytes(hashlib.blake2b(term.encode(), digest_size=8).digest(), "little")


def pending_prefix(owner: str) -> bytes:
    """Keys of the owner's pending buffer, one per waiting document: prefix + docnum."""
    return f"{owner}\x00".encode() + b"\x01"


def _merge(txn: Txn, owner: str, buffer: bytes) -> None:
    """Move the pending postings into their terms' blocks: one read and write per term."""
    pending = np.frombuffer(buffer, PENDING)
    names: dict[int, str] = {}
    for doc in np.unique(pending["doc"]).tolist():
        record_id = doc_record(txn, owner, doc)
        entry = doc_entry(txn, record_id) if record_id is not None else None
        for term in entry.terms if entry is not None else ():
            names[term_hash(term)] = term
    order = np.lexsort((pending["doc"], pending["t"], pending["h"]))
    pending = pending[order]
    packed = np.empty(len(pending), POSTING)
    for field in POSTING.names or ():  # None only for an unstructured dtype
        packed[field] = pending[field]
    raw, size = packed.tobytes(), POSTING.itemsize
    bounds = [0, *(np.flatnonzero(np.diff(pending["h"])) + 1).tolist(), len(pending)]
    hashes = pending["h"][bounds[:-1]].tolist()
    for h, lo, hi in zip(hashes, bounds[:-1], bounds[1:], strict=True):
        name = names.get(h)
        if name is not None:  # None: its document was unindexed meanwhile
            _add_run(txn, term_prefix(owner, name), raw[lo * size : hi * size])


class Pending:
    """An owner's pending postings, read once per query."""

    def __init__(self, txn: Txn, owner: str) -> None:
        waiting = b"".join(v for _, v in txn.prefix("term_stats", pending_prefix(owner)))
        self.array = np.frombuffer(waiting, PENDING)

    def of(self, term: str) -> np.ndarray:
        if not len(self.array):
            return self.array
        return self.array[self.array["h"] == term_hash(term)]


# -- posting blocks ----------------------------------------------------------------------


def _pos_at(block: bytes, i: int) -> tuple[int, int]:
    doc, t = struct.unpack_from("<II", block, i * POSTING.itemsize)
    return t, doc


def _find(block: bytes, pos: tuple[int, int]) -> int:
    """Index of the first posting in a sorted block whose pos is >= pos."""
    lo, hi = 0, len(block) // POSTING.itemsize
    while lo < hi:
        mid = (lo + hi) // 2
        if _pos_at(block, mid) < pos:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _insert(block: bytes, posting: bytes, pos: tuple[int, int]) -> bytes:
    size = POSTING.itemsize
    n = len(block) // size
    if n == 0 or _pos_at(block, n - 1) < pos:
        return block + posting
    i = _find(block, pos) * size
    return block[:i] + posting + block[i:]


def _sealed_before(txn: Txn, prefix: bytes, pos: tuple[int, int]) -> tuple[bytes, bytes] | None:
    """The sealed block whose range holds pos: the last one starting at or before it."""
    stop = prefix + pos_bytes(*pos) + b"\x00"
    for k, v in txn.range("postings", prefix, stop, reverse=True):
        return k, v
    return None


def _add_posting(txn: Txn, prefix: bytes, posting: bytes, pos: tuple[int, int]) -> None:
    tail_key = prefix + _TAIL
    raw = txn.get("postings", tail_key)
    if raw is None:
        txn.put("postings", tail_key, _DF.pack(1) + posting)
        return
    df = _DF.unpack_from(raw)[0] + 1
    tail = raw[_DF.size :]
    size = POSTING.itemsize
    if tail:
        older = pos < _pos_at(tail, 0)
    else:
        last = next(txn.range("postings", prefix, tail_key, reverse=True), None)
        older = last is not None and pos < _pos_at(last[1], len(last[1]) // size - 1)
    block = None
    if older:
        # A late write or a re-indexed tool call: it goes into the sealed block whose range
        # holds it (or opens the first one), so blocks never overlap and stay sorted.
        block = _sealed_before(txn, prefix, pos) or next(
            txn.range("postings", prefix, tail_key), None
        )
    if block is not None:
        _put_sealed(txn, prefix, block[0], _insert(block[1], posting, pos))
    else:
        tail = _insert(tail, posting, pos)
        if len(tail) >= BLOCK_POSTINGS * size:
            txn.put("postings", prefix + pos_bytes(*_pos_at(tail, 0)), tail)  # seal it
            tail = b""
    txn.put("postings", tail_key, _DF.pack(df) + tail)


def _add_run(txn: Txn, prefix: bytes, run: bytes) -> None:
    """Add postings sorted by pos: appended in one write when all are newer than the tail."""
    size = POSTING.itemsize
    n = len(run) // size
    tail_key = prefix + _TAIL
    raw = txn.get("postings", tail_key)
    df, tail = (0, b"") if raw is None else (_DF.unpack_from(raw)[0], raw[_DF.size :])
    if raw is None:
        last = None  # no tail key: the term has no postings at all
    elif tail:
        last = _pos_at(tail, len(tail) // size - 1)
    else:
        block = next(txn.range("postings", prefix, tail_key, reverse=True), None)
        last = None if block is None else _pos_at(block[1], len(block[1]) // size - 1)
    if last is not None and _pos_at(run, 0) < last:
        for i in range(n):  # some arrived late: place them one by one
            posting = run[i * size : (i + 1) * size]
            _add_posting(txn, prefix, posting, _pos_at(posting, 0))
        return
    tail += run
    full = BLOCK_POSTINGS * size
    while len(tail) >= full:
        txn.put("postings", prefix + pos_bytes(*_pos_at(tail, 0)), tail[:full])  # seal it
        tail = tail[full:]
    txn.put("postings", tail_key, _DF.pack(df + n) + tail)


def _put_sealed(txn: Txn, prefix: bytes, old_key: bytes, block: bytes) -> None:
    """Store a sealed block under its first posting's pos, splitting it when too full."""
    size = POSTING.itemsize
    txn.delete("postings", old_key)
    n = len(block) // size
    if n > BLOCK_POSTINGS:
        half = (n // 2) * size
        parts = [block[:half], block[half:]]
    else:
        parts = [block] if block else []
    for part in parts:
        txn.put("postings", prefix + pos_bytes(*_pos_at(part, 0)), part)


def _remove_posting(txn: Txn, prefix: bytes, pos: tuple[int, int]) -> None:
    size = POSTING.itemsize
    tail_key = prefix + _TAIL
    raw = txn.get("postings", tail_key)
    if raw is None:
        return
    df = _DF.unpack_from(raw)[0] - 1
    tail = raw[_DF.size :]
    i = _find(tail, pos)
    if i < len(tail) // size and _pos_at(tail, i) == pos:
        tail = tail[: i * size] + tail[(i + 1) * size :]
    else:
        sealed = _sealed_before(txn, prefix, pos)
        if sealed is not None:
            k, block = sealed
            j = _find(block, pos)
            if j < len(block) // size and _pos_at(block, j) == pos:
                _put_sealed(txn, prefix, k, block[: j * size] + block[(j + 1) * size :])
    if df <= 0 and not tail:
        txn.delete("postings", tail_key)
    else:
        txn.put("postings", tail_key, _DF.pack(max(df, 0)) + tail)


# -- reading ----------------------------------------------------------------------------


def document_frequency(txn: Txn, owner: str, term: str, pending: Pending | None = None) -> int:
    raw = txn.get("postings", term_prefix(owner, term) + _TAIL)
    waiting = len((pending or Pending(txn, owner)).of(term))
    return waiting + (0 if raw is None else _DF.unpack_from(raw)[0])


class Postings:
    """One term's postings in a window, as contiguous arrays ready for scoring."""

    __slots__ = ("df", "doc", "tf", "dl", "kind")

    def __init__(self, df: int, packed: np.ndarray, waiting: np.ndarray | None = None) -> None:
        self.df = df
        parts = [packed] if waiting is None or not len(waiting) else [packed, waiting]
        self.doc = np.concatenate([p["doc"] for p in parts]).astype(np.intp)
        self.tf = np.concatenate([p["tf"] for p in parts]).astype(np.float32)
        self.dl = np.concatenate([p["dl"] for p in parts]).astype(np.float32)
        self.kind = np.concatenate([p["kind"] for p in parts]).astype(np.uint8)

    def __len__(self) -> int:
        return len(self.doc)

    def keep(self, mask: np.ndarray) -> None:
        self.doc, self.tf, self.dl, self.kind = (
            self.doc[mask],
            self.tf[mask],
            self.dl[mask],
            self.kind[mask],
        )


def read_postings(
    txn: Txn,
    owner: str,
    term: str,
    since_s: int | None = None,
    until_s: int | None = None,
    pending: Pending | None = None,
) -> Postings:
    """One owner's postings of a term with since_s <= t < until_s (df counts all time)."""
    waiting = (pending or Pending(txn, owner)).of(term)
    if len(waiting) and (since_s is not None or until_s is not None):
        keep = np.ones(len(waiting), bool)
        if since_s is not None:
            keep &= waiting["t"] >= since_s
        if until_s is not None:
            keep &= waiting["t"] < until_s
        waiting = waiting[keep]
    prefix = term_prefix(owner, term)
    tail_key = prefix + _TAIL
    raw = txn.get("postings", tail_key)
    if raw is None:
        return Postings(len(waiting), np.empty(0, POSTING), waiting)
    df = _DF.unpack_from(raw)[0] + len(waiting)
    start = prefix
    if since_s is not None:
        found = _sealed_before(txn, prefix, (since_s, 0))
        start = found[0] if found is not None else prefix + pos_bytes(since_s, 0)
    stop = tail_key if until_s is None else min(tail_key, prefix + pos_bytes(until_s, 0))
    chunks = [v for _, v in txn.range("postings", start, stop)]
    chunks.append(raw[_DF.size :])
    packed = np.frombuffer(b"".join(chunks), POSTING)
    # Blocks never overlap and the tail comes last, so the whole run is sorted by time.
    if since_s is not None or until_s is not None:
        t = packed["t"]
        lo = int(np.searchsorted(t, since_s, "left")) if since_s is not None else 0
        hi = int(np.searchsorted(t, until_s, "left")) if until_s is not None else len(t)
        packed = packed[lo:hi]
    return Postings(df, packed, waiting)


def doc_record(txn: Txn, owner: str, doc: int) -> str | None:
    """The record id behind one of the owner's docnums."""
    raw = txn.get("recall_docs", doc_key(owner, doc))
    return None if raw is None else raw.decode()


def doc_entry(txn: Txn, record_id: str) -> DocEntry | None:
    raw = txn.get("doc_terms", record_id.encode())
    return None if raw is None else decode(raw, DocEntry)


def doc_head(txn: Txn, record_id: str) -> DocHead | None:
    """Owner, docnum and kind of an indexed record (cheaper than its full entry)."""
    raw = txn.get("doc_terms", record_id.encode())
    return None if raw is None else decode(raw, DocHead)
