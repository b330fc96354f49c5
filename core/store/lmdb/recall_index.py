"""Recall's inverted index in LMDB, written in the same transaction as the records it covers.

Layout (named databases, every key owner-first so a query never touches another owner's):
  postings     owner NUL term NUL pos(8)  -> a sealed block of postings, sorted by pos
               owner NUL term NUL ff*8    -> the open tail block: df (u4) + postings
  doc_terms    record id                  -> DocEntry: what was indexed for it (for removal)
  recall_docs  owner NUL docnum (u4 BE)   -> record id (turns a scored docnum back into a hit)
  recall_meaning owner NUL docnum (u4 BE) -> t (u4) + the record's meaning (IndexDoc.meaning)
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

Invariants: removing a record removes every posting, term statistic and mapping it added
(nothing orphaned); an owner's postings are reachable only under that owner's key prefix.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Sequence
from functools import lru_cache
from itertools import islice
from typing import TYPE_CHECKING

import msgspec
import numpy as np
from teambrain.core.store.candidates import candidates_through_records, context_through_sessions
from teambrain.core.store.lmdb.codec import decode, encode
from teambrain.core.store.repos import (
    KIND_EXCHANGE,
    MEANING_BYTES,
    DocHead,
    IndexDoc,
    OwnerStats,
    Postings,
    RecordHead,
)

if TYPE_CHECKING:
    from teambrain.core.store.lmdb.env import KvTxn as Txn
    from teambrain.core.store.repos import Episodes

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
_T = struct.Struct("<I")
_POS = struct.Struct(">II")
_DOCNUM = struct.Struct(">I")
_PENDING = struct.Struct("<QIIHHB")
_U16 = 65535


class DocEntry(msgspec.Struct, array_like=True):
    """What was indexed for one record, so it can be removed exactly."""

    owner: str
    doc: int
    kind: int
    t: int
    dl: int
    terms: list[str]


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


def _index(txn: Txn, d: IndexDoc) -> None:
    record_id, owner, kind = d.record_id, d.owner, d.kind
    rid = record_id.encode()
    if txn.get("doc_terms", rid) is not None:
        _unindex(txn, record_id)  # re-indexing replaces, never doubles
    tf, length = d.tf, d.length
    stats = read_stats(txn, owner)
    doc = stats.next_doc
    stats.next_doc += 1
    if kind == KIND_EXCHANGE:
        stats.exchanges += 1
        stats.exchange_length += length
    else:
        stats.executions += 1
        stats.execution_length += length
    t = d.t
    dl = min(length, _U16)
    entry = DocEntry(owner=owner, doc=doc, kind=kind, t=t, dl=dl, terms=list(tf))
    txn.put("doc_terms", rid, encode(entry))
    txn.put("recall_docs", doc_key(owner, doc), rid)
    if d.meaning:
        txn.put("recall_meaning", doc_key(owner, doc), _T.pack(t) + d.meaning[:MEANING_BYTES])
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
    txn.delete("recall_meaning", doc_key(entry.owner, entry.doc))
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


def _postings(df: int, packed: np.ndarray, waiting: np.ndarray | None = None) -> Postings:
    """Sealed and tail postings, then the pending ones, as contiguous scoring arrays."""
    parts = [packed] if waiting is None or not len(waiting) else [packed, waiting]
    return Postings(
        df,
        np.concatenate([p["doc"] for p in parts]).astype(np.intp),
        np.concatenate([p["tf"] for p in parts]).astype(np.float32),
        np.concatenate([p["dl"] for p in parts]).astype(np.float32),
        np.concatenate([p["kind"] for p in parts]).astype(np.uint8),
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
        return _postings(len(waiting), np.empty(0, POSTING), waiting)
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
    return _postings(df, packed, waiting)


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


def _with_meaning(txn: Txn, owner: str, doc: int, head: RecordHead | None) -> RecordHead | None:
    if head is None or head.kind != KIND_EXCHANGE:
        return head
    kept = txn.get("recall_meaning", doc_key(owner, doc))
    if not kept:
        return head
    return msgspec.structs.replace(head, meaning=bytes(kept[_T.size :]))


class LmdbIndexReader:
    """One owner's index for one query: the pending buffer is read once, and each record's
    head once (a candidate's and its session neighbours' heads are asked for again and
    again while re-ranking)."""

    def __init__(self, txn: Txn, owner: str, episodes: Episodes) -> None:
        self.txn, self.owner = txn, owner
        self.episodes = episodes
        self.pending = Pending(txn, owner)
        self._heads: dict[str, DocHead | None] = {}

    def stats(self) -> OwnerStats:
        return read_stats(self.txn, self.owner)

    def document_frequency(self, term: str) -> int:
        return document_frequency(self.txn, self.owner, term, self.pending)

    def postings(self, term: str, since_s: int | None, until_s: int | None) -> Postings:
        return read_postings(self.txn, self.owner, term, since_s, until_s, self.pending)

    def record(self, doc: int) -> str | None:
        return doc_record(self.txn, self.owner, doc)

    def head(self, record_id: str) -> DocHead | None:
        if record_id in self._heads:
            return self._heads[record_id]
        head = doc_head(self.txn, record_id)
        mine = head if head is not None and head.owner == self.owner else None
        self._heads[record_id] = mine
        return mine

    def prefetch(self, docs: Sequence[int]) -> None:
        """Nothing to do: a read is a lookup in mapped memory."""

    def candidates(self, docs: Sequence[int]) -> list[RecordHead | None]:
        """The records' heads, each exchange's with the meaning kept beside its entry."""
        heads = candidates_through_records(self, self.episodes, self.owner, docs)
        return [
            _with_meaning(self.txn, self.owner, doc, h) for doc, h in zip(docs, heads, strict=True)
        ]

    def meanings(
        self, since_s: int | None, until_s: int | None, limit: int
    ) -> tuple[list[int], list[bytes]]:
        """Newest docnum first, until `limit` are read or one is older than the window
        (docnums are numbered as records are indexed, which is nearly time order)."""
        docs: list[int] = []
        found: list[bytes] = []
        newest = self.txn.prefix("recall_meaning", stats_key(self.owner), reverse=True)
        for k, v in islice(newest, limit):
            t = _T.unpack_from(v)[0]
            if since_s is not None and t < since_s:
                break
            if until_s is None or t < until_s:
                docs.append(_DOCNUM.unpack_from(k, len(k) - _DOCNUM.size)[0])
                found.append(bytes(v[_T.size :]))
        return docs, found

    def session_context(
        self, exchanges: Sequence[RecordHead], reach: int
    ) -> dict[str, list[int | None]]:
        return context_through_sessions(self, self.episodes, self.owner, exchanges, reach)

    def prefetch_terms(self, terms: Sequence[str]) -> None:
        """Nothing to do, as for prefetch."""

    def prefetch_postings(
        self, terms: Sequence[str], since_s: int | None, until_s: int | None, meanings: int = 0
    ) -> None:
        """Nothing to do, as for prefetch."""

    def terms(self, record_id: str) -> list[str]:
        entry = doc_entry(self.txn, record_id)
        return entry.terms if entry is not None and entry.owner == self.owner else []


class LmdbRecallIndex:
    waits = False
    """A read is a lookup in mapped memory, holding the interpreter."""

    def __init__(self, txn: Txn, episodes: Episodes) -> None:
        self.txn = txn
        self.episodes = episodes

    def add(self, doc: IndexDoc) -> None:
        _index(self.txn, doc)

    def remove(self, record_id: str) -> None:
        _unindex(self.txn, record_id)

    def reader(self, owner: str) -> LmdbIndexReader:
        return LmdbIndexReader(self.txn, owner, self.episodes)

    def roll_up(self, now_s: int, *, owners: int) -> int:
        """Nothing to roll up: a term's open tail block carries its document frequency."""
        return 0
