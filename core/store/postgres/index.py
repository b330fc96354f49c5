"""Recall's inverted index in two tables: recall_docs (one row per indexed record: its
per-owner docnum, time, kind, length and terms) and postings (one row per term of it),
both partitioned by week on t; with the per-owner docnum counter and BM25 statistics.

Docnums are dense per owner (the search code sizes arrays by an owner's docnum range), so
they come from one counter row per owner. The statistics are commuting increments into a
few slot rows per owner (summed on read), so concurrent writers do not all update one row.
Postings go in with one INSERT .. SELECT FROM unnest(arrays) per document, and come back as
one bytea per term, decoded by numpy.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
from teambrain.core.store.repos import KIND_EXCHANGE, DocHead, IndexDoc, OwnerStats, Postings

if TYPE_CHECKING:
    from teambrain.core.store.postgres.txn import PgTxn

U16 = 65535
"""Postings keep tf and dl clamped like LMDB's 16-bit postings (scores agree across backends)."""
_WIRE = np.dtype([("doc", ">i4"), ("tf", ">i4"), ("dl", ">i4"), ("kind", ">i2")])
_AGG = (
    "string_agg(int4send(doc) || int4send(tf) || int4send(dl) || int2send(kind), ''::bytea"
    " ORDER BY t, doc)"
)
_MIN_T, _MAX_T = -(2**62), 2**62

SLOT = "floor(random() * 16)::smallint"
"""The statistics row a write adds into: one of 16 per owner, at random, so concurrent
writers rarely touch the same row (a read sums them)."""
_STATS_SET = (
    " ON CONFLICT (owner_id, slot) DO UPDATE SET"
    " exchanges = s.exchanges + EXCLUDED.exchanges,"
    " exchange_length = s.exchange_length + EXCLUDED.exchange_length,"
    " executions = s.executions + EXCLUDED.executions,"
    " execution_length = s.execution_length + EXCLUDED.execution_length"
)
_STATS_COLS = "owner_id, slot, exchanges, exchange_length, executions, execution_length"
_ADD_STATS = (
    f"INSERT INTO owner_stats AS s ({_STATS_COLS}) VALUES (%s, {SLOT}, %s, %s, %s, %s)" + _STATS_SET
)
SEP = "\x1f"
"""Terms travel as one string split server-side (cheaper than a text[] parameter)."""
_INDEX_PUT = "SELECT index_put(%s, %s, %s, %s::smallint, %s, %s, %s, %s, %s, %s, %s, %s)"
_INSERT_POSTINGS = (
    "INSERT INTO postings (owner_id, term, t, doc, tf, dl, kind)"
    " SELECT %s, u.term, %s, %s, u.tf, %s, %s FROM unnest(%s::text[], %s::int[]) AS u(term, tf)"
)
"""The slow path, for a term holding SEP (none does: terms are words and identifiers)."""


def stats_delta(kind: int, length: int, sign: int) -> tuple[int, int, int, int]:
    if kind == KIND_EXCHANGE:
        return sign, sign * length, 0, 0
    return 0, 0, sign, sign * length


def add_stats(txn: PgTxn, owner: str, delta: tuple[int, int, int, int]) -> None:
    if any(delta):
        txn.run(_ADD_STATS, [owner, *delta])


def drop_docs(txn: PgTxn, docs: list[tuple]) -> None:
    """Remove the postings and subtract the statistics of removed recall_docs rows
    (owner_id, doc, t, kind, dl, terms)."""
    if not docs:
        return
    txn.run_many(
        "DELETE FROM postings WHERE owner_id = %s AND t = %s AND doc = %s AND term = ANY(%s)",
        [(owner, t, doc, list(terms)) for owner, doc, t, _, _, terms in docs],
    )
    per_owner: dict[str, list[int]] = {}
    for owner, _, _, kind, dl, _ in docs:
        acc = per_owner.setdefault(owner, [0, 0, 0, 0])
        for i, v in enumerate(stats_delta(kind, dl, -1)):
            acc[i] += v
    for owner, delta in per_owner.items():
        add_stats(txn, owner, (delta[0], delta[1], delta[2], delta[3]))


_DOC_RETURNING = "RETURNING owner_id, doc, t, kind, dl, terms"


class PgRecallIndex:
    def __init__(self, txn: PgTxn) -> None:
        self.t = txn

    def add(self, doc: IndexDoc) -> None:
        """One call of the schema's index_put(): take the record's old row out with its
        postings and statistics, number the document, write its row, postings and
        statistics. It returns nothing, so a pipelined write does not wait on it."""
        t = self.t
        owner = doc.owner
        t.scope(owner)
        terms = list(doc.tf)
        tfs = [min(f, U16) for f in doc.tf.values()]
        joined = not any(SEP in term for term in terms)
        dl = min(doc.length, U16)
        t.run_partitioned(
            _INDEX_PUT,
            [
                owner,
                doc.record_id,
                doc.t,
                doc.kind,
                doc.length,
                dl,
                SEP.join(terms) if joined else "",
                " ".join(map(str, tfs)) if joined else "",
                *stats_delta(doc.kind, doc.length, 1),
            ],
            doc.t,
        )
        if not joined:
            docnum = t.value(
                "SELECT doc FROM recall_docs WHERE owner_id = %s AND record_id = %s",
                [owner, doc.record_id],
            )
            t.run(
                "UPDATE recall_docs SET terms = %s WHERE owner_id = %s AND doc = %s",
                [terms, owner, docnum],
            )
            t.run(_INSERT_POSTINGS, [owner, doc.t, docnum, dl, doc.kind, terms, tfs])

    def remove(self, record_id: str) -> None:
        t = self.t
        t.scope_all()
        drop_docs(
            t, t.rows(f"DELETE FROM recall_docs WHERE record_id = %s {_DOC_RETURNING}", [record_id])
        )

    def reader(self, owner: str) -> PgIndexReader:
        return PgIndexReader(self.t, owner)


class PgIndexReader:
    """One owner's view for one query; caches statistics, df and docnum lookups."""

    def __init__(self, txn: PgTxn, owner: str) -> None:
        self.t = txn
        self.owner = owner
        self._stats: OwnerStats | None = None
        self._df: dict[str, int] = {}
        self._records: dict[int, str | None] = {}
        self._heads: dict[str, DocHead | None] = {}
        self._terms: dict[str, list[str]] = {}

    def stats(self) -> OwnerStats:
        if self._stats is None:
            t, owner = self.t, self.owner
            t.scope(owner)
            row = t.one(
                "SELECT (SELECT next_doc FROM owner_docnums WHERE owner_id = %s),"
                " coalesce(sum(exchanges), 0), coalesce(sum(exchange_length), 0),"
                " coalesce(sum(executions), 0), coalesce(sum(execution_length), 0)"
                " FROM owner_stats WHERE owner_id = %s",
                [owner, owner],
            )
            assert row is not None
            next_doc = int(row[0] or 0)
            self._stats = OwnerStats(
                next_doc=next_doc,
                exchanges=int(row[1]),
                exchange_length=int(row[2]),
                executions=int(row[3]),
                execution_length=int(row[4]),
                merged_doc=next_doc,
            )
        return self._stats

    def document_frequency(self, term: str) -> int:
        df = self._df.get(term)
        if df is None:
            self.t.scope(self.owner)
            df = self._df[term] = int(
                self.t.value(
                    "SELECT count(*) FROM postings WHERE owner_id = %s AND term = %s",
                    [self.owner, term],
                )
            )
        return df

    def postings(self, term: str, since_s: int | None, until_s: int | None) -> Postings:
        t, owner = self.t, self.owner
        lo = _MIN_T if since_s is None else since_s
        hi = _MAX_T if until_s is None else until_s
        window = (
            f"SELECT {_AGG} FROM postings WHERE owner_id = %s AND term = %s AND t >= %s AND t < %s"
        )
        t.scope(owner)
        df = self._df.get(term)
        if df is None:
            row = t.one(
                "SELECT (SELECT count(*) FROM postings WHERE owner_id = %s AND term = %s),"
                f" ({window})",
                [owner, term, owner, term, lo, hi],
            )
            assert row is not None
            df = self._df[term] = int(row[0])
            raw = row[1]
        else:
            raw = t.value(window, [owner, term, lo, hi])
        packed = np.frombuffer(raw or b"", _WIRE)
        return Postings(
            df,
            packed["doc"].astype(np.intp),
            packed["tf"].astype(np.float32),
            packed["dl"].astype(np.float32),
            packed["kind"].astype(np.uint8),
        )

    def record(self, doc: int) -> str | None:
        if doc in self._records:
            return self._records[doc]
        self.t.scope(self.owner)
        found = self.t.value(
            "SELECT record_id FROM recall_docs WHERE owner_id = %s AND doc = %s LIMIT 1",
            [self.owner, doc],
        )
        self._records[doc] = found
        return found

    def head(self, record_id: str) -> DocHead | None:
        if "\x00" in record_id:
            return None
        if record_id in self._heads:
            return self._heads[record_id]
        self.t.scope(self.owner)
        row = self.t.one(
            "SELECT doc, kind FROM recall_docs WHERE owner_id = %s AND record_id = %s LIMIT 1",
            [self.owner, record_id],
        )
        head = None if row is None else DocHead(owner=self.owner, doc=int(row[0]), kind=int(row[1]))
        self._heads[record_id] = head
        return head

    def prefetch(self, docs: Sequence[int]) -> None:
        """One query for the records and heads behind these docnums (recall's candidates)."""
        wanted = [d for d in docs if d not in self._records]
        if not wanted:
            return
        self.t.scope(self.owner)
        for doc, record_id, kind, terms in self.t.rows(
            "SELECT doc, record_id, kind, terms FROM recall_docs"
            " WHERE owner_id = %s AND doc = ANY(%s)",
            [self.owner, wanted],
        ):
            self._records[int(doc)] = record_id
            self._heads[record_id] = DocHead(owner=self.owner, doc=int(doc), kind=int(kind))
            self._terms[record_id] = list(terms or [])
        for doc in wanted:
            self._records.setdefault(doc, None)

    def prefetch_heads(self, record_ids: Sequence[str]) -> None:
        wanted = [r for r in set(record_ids) if r not in self._heads and "\x00" not in r]
        if not wanted:
            return
        self.t.scope(self.owner)
        for doc, record_id, kind in self.t.rows(
            "SELECT doc, record_id, kind FROM recall_docs"
            " WHERE owner_id = %s AND record_id = ANY(%s)",
            [self.owner, wanted],
        ):
            self._heads[record_id] = DocHead(owner=self.owner, doc=int(doc), kind=int(kind))
        for record_id in wanted:
            self._heads.setdefault(record_id, None)

    def prefetch_terms(self, terms: Sequence[str]) -> None:
        """One query for the document frequencies of these terms."""
        wanted = [term for term in set(terms) if term not in self._df]
        if not wanted:
            return
        self.t.scope(self.owner)
        for term, df in self.t.rows(
            "SELECT term, count(*) FROM postings WHERE owner_id = %s AND term = ANY(%s)"
            " GROUP BY term",
            [self.owner, wanted],
        ):
            self._df[term] = int(df)
        for term in wanted:
            self._df.setdefault(term, 0)

    def terms(self, record_id: str) -> list[str]:
        if record_id in self._terms:
            return self._terms[record_id]
        if "\x00" in record_id:
            return []
        self.t.scope(self.owner)
        found = self.t.value(
            "SELECT terms FROM recall_docs WHERE owner_id = %s AND record_id = %s LIMIT 1",
            [self.owner, record_id],
        )
        return list(found) if found else []
