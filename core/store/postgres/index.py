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
from teambrain.core.store.postgres import rows as R
from teambrain.core.store.postgres.episodes import SESSION_NEAR, fill_neighbours
from teambrain.core.store.postgres.partitions import WEEK_S, week_start
from teambrain.core.store.postgres.schema import STATS_MERGE
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
    from teambrain.core.store.postgres.txn import PgTxn

U16 = 65535
"""Postings keep tf and dl clamped like LMDB's 16-bit postings (scores agree across backends)."""
_WIRE = np.dtype([("doc", ">i4"), ("tf", ">i4"), ("dl", ">i4"), ("kind", ">i2")])
_AGG = (
    "string_agg(int4send(doc) || int4send(tf) || int4send(dl) || int2send(kind), ''::bytea"
    " ORDER BY t, doc)"
)
_MIN_T, _MAX_T = -(2**62), 2**62
_STATS = (
    "SELECT (SELECT next_doc FROM owner_docnums WHERE owner_id = %s),"
    " coalesce(sum(exchanges), 0), coalesce(sum(exchange_length), 0),"
    " coalesce(sum(executions), 0), coalesce(sum(execution_length), 0),"
    " (SELECT through FROM df_sealed WHERE owner_id = %s)"
    " FROM owner_stats WHERE owner_id = %s"
)
"""An owner's docnum counter, BM25 statistics and roll-up mark."""
_DF = (
    "SELECT term, sum(n) FROM ("
    " SELECT term, df AS n FROM term_totals WHERE owner_id = %s AND term = ANY(%s)"
    " UNION ALL SELECT term, 1 FROM postings WHERE owner_id = %s AND term = ANY(%s)"
    " AND t >= %s) AS f GROUP BY term"
)
"""Terms' document frequencies: rolled up (term_totals, all weeks' term_df), plus postings
from the mark on. The
mark is a parameter, not a subquery, so the server leaves the weeks before it out of the
plan as the statement starts (a subquery's value prunes them only as it runs, once every
week's index is opened)."""

SLOT = "floor(random() * 16)::smallint"
"""The statistics row a write adds into: one of 16 per owner, at random, so concurrent
writers rarely touch the same row (a read sums them)."""
_STATS_COLS = "owner_id, slot, exchanges, exchange_length, executions, execution_length"
_ADD_STATS = (
    f"INSERT INTO owner_stats AS s ({_STATS_COLS}) VALUES (%s, {SLOT}, %s, %s, %s, %s) "
    + STATS_MERGE
)
SEP = "\x1f"
"""Terms travel as one string split server-side (cheaper than a text[] parameter)."""
_INDEX_PUT = (
    "SELECT index_put(%s, %s, %s, %s::smallint, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s,"
    " %s::bytea)"
)
_INDEX_PUT_FRESH = (
    "SELECT index_put_fresh(%s, %s::text[], %s::bigint[], %s::smallint[], %s::bigint[],"
    " %s::integer[], %s::integer[], %s, %s, %s, %s, %s, %s, %s::text[], %s::bigint[],"
    " %s::text[], %s::bytea[])"
)
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
    (owner_id, doc, t, kind, dl, terms), and their rolled-up document frequencies where
    their week is rolled up."""
    if not docs:
        return
    txn.run_many(
        "DELETE FROM postings WHERE owner_id = %s AND t = %s AND doc = %s AND term = ANY(%s)",
        [(owner, t, doc, list(terms)) for owner, doc, t, _, _, terms in docs],
    )
    through = dict(
        txn.rows(
            "SELECT owner_id, through FROM df_sealed WHERE owner_id = ANY(%s)",
            [sorted({d[0] for d in docs})],
        )
    )
    gone: dict[tuple[str, str, int], int] = {}
    for owner, _, t, _, _, terms in docs:
        if t < through.get(owner, _MIN_T):
            for term in terms:
                slot = (owner, term, week_start(t))
                gone[slot] = gone.get(slot, 0) - 1
    if gone:
        owners, terms, weeks = zip(*sorted(gone), strict=True)
        txn.run(_ADD_DF, [list(owners), list(terms), list(weeks), list(gone.values())])
    per_owner: dict[str, list[int]] = {}
    for owner, _, _, kind, dl, _ in docs:
        acc = per_owner.setdefault(owner, [0, 0, 0, 0])
        for i, v in enumerate(stats_delta(kind, dl, -1)):
            acc[i] += v
    for owner, delta in per_owner.items():
        add_stats(txn, owner, (delta[0], delta[1], delta[2], delta[3]))


_ADD_DF = (
    "INSERT INTO term_df AS d (owner_id, term, week, df)"
    " SELECT * FROM unnest(%s::text[], %s::text[], %s::bigint[], %s::bigint[])"
    " ON CONFLICT (owner_id, term, week) DO UPDATE SET df = d.df + EXCLUDED.df"
)
_ROLL_UP = (
    "INSERT INTO term_df AS d (owner_id, term, week, df)"
    " SELECT %s, u.term, %s::bigint, count(*) FROM recall_docs r, unnest(r.terms) AS u(term)"
    " WHERE r.owner_id = %s AND r.t >= %s AND r.t < %s GROUP BY u.term"
    " ON CONFLICT (owner_id, term, week) DO UPDATE SET df = d.df + EXCLUDED.df"
)
"""A record's terms are its postings' terms: counting them off recall_docs reads one row
per record, not one per posting."""
ROLL_UP_LAG_S = 3_600
"""Records are rolled up once they are this old (the housekeeping runs hourly): a recall
counts only the postings of about the last hour or two. Later writes behind the mark are
rare (a late outbox, a re-index) and add to the rolled-up counts themselves."""
_DOC_RETURNING = "RETURNING owner_id, doc, t, kind, dl, terms"
_CANDIDATES = (
    "SELECT doc, record_id, kind, t, session_id, at_us, tool_name, meaning FROM recall_docs"
    " WHERE owner_id = %s AND doc = ANY(%s)"
)
"""Candidates by docnum, with their heads (schema 0007) and meanings (0010)..."""
_CANDIDATES_IN = _CANDIDATES + " AND t >= %s AND t < %s"
"""...within the window their postings were read in (a docnum names no week)."""
_MEANINGS = (
    "SELECT doc, meaning FROM recall_docs WHERE owner_id = %s AND meaning IS NOT NULL"
    " AND t >= %s AND t < %s ORDER BY doc DESC LIMIT %s"
)
"""The owner's newest meanings in a window (recall_docs_meaning, 0010)."""
_PACKED = (
    f"SELECT u.term, (SELECT {_AGG} FROM postings WHERE owner_id = %s AND term = u.term"
    " AND t >= %s AND t < %s) FROM unnest(%s::text[]) AS u(term)"
)
"""Several terms' postings in a window, each term's packed in one value."""
SESSION_DOCS = (
    "SELECT session_id, record_id, doc FROM recall_docs WHERE owner_id = %s AND kind = 0"
    " AND session_id = ANY(%s) AND t >= %s"
)
"""Recall's session context: the indexed exchanges of the candidates' sessions from a time
on, read off the session index (recall_docs_session) alone..."""
SESSION_DOCS_BEFORE = (
    "SELECT s.sid, b.record_id, b.doc FROM unnest(%s::text[]) AS s(sid), LATERAL ("
    " SELECT record_id, doc FROM recall_docs WHERE owner_id = %s AND kind = 0"
    " AND session_id = s.sid AND t < %s ORDER BY record_id DESC LIMIT %s) AS b"
)
"""...and, per session, the exchanges just before that time."""


def _meaning(doc: IndexDoc) -> bytes | None:
    """The row's meaning (NULL for none), as much of it as an index entry keeps."""
    return doc.meaning[:MEANING_BYTES] if doc.meaning else None


class PgRecallIndex:
    waits = True
    """A read waits on the server (psycopg releases the interpreter meanwhile)."""

    def __init__(self, txn: PgTxn) -> None:
        self.t = txn
        self._fresh: list[IndexDoc] = []
        """Fresh documents not yet written: flush() writes them, in order, one call per
        owner, before anything else touches the index and before the commit."""

    def add(self, doc: IndexDoc) -> None:
        """A fresh document (a new capture's) waits for flush(); any other is one call of
        the schema's index_put(), after the waiting ones so documents are numbered in the
        order they were added: take the record's old row out with its postings and
        statistics, number the document, write its row, postings and statistics. Neither
        returns anything, so a pipelined write does not wait on them."""
        terms = list(doc.tf)
        joined = not any(SEP in term for term in terms)
        if doc.fresh and joined:
            self._fresh.append(doc)
            return
        self.flush()
        t = self.t
        owner = doc.owner
        t.scope(owner)
        tfs = [min(f, U16) for f in doc.tf.values()]
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
                doc.fresh,
                doc.session_id,
                doc.at_us,
                R.put_text(doc.tool_name),
                _meaning(doc),
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

    def flush(self) -> None:
        """Write the waiting fresh documents: one index_put_fresh() per owner, each
        owner's in the order they were added."""
        if not self._fresh:
            return
        waiting, self._fresh = self._fresh, []
        by_owner: dict[str, list[IndexDoc]] = {}
        for doc in waiting:
            by_owner.setdefault(doc.owner, []).append(doc)
        with self.t.generic_plans():
            self._flush(by_owner)

    def _flush(self, by_owner: dict[str, list[IndexDoc]]) -> None:
        t = self.t
        for owner, docs in by_owner.items():
            t.scope(owner)
            t.weeks_written.update(week_start(d.t) for d in docs)
            stats = [0, 0, 0, 0]
            for d in docs:
                for i, v in enumerate(stats_delta(d.kind, d.length, 1)):
                    stats[i] += v
            t.run(
                _INDEX_PUT_FRESH,
                [
                    owner,
                    [d.record_id for d in docs],
                    R.int_array(d.t for d in docs),
                    R.int_array(d.kind for d in docs),
                    R.int_array(d.length for d in docs),
                    R.int_array(min(d.length, U16) for d in docs),
                    R.int_array(i for i, d in enumerate(docs, 1) for _ in d.tf),
                    SEP.join(term for d in docs for term in d.tf),
                    " ".join(str(min(f, U16)) for d in docs for f in d.tf.values()),
                    *stats,
                    [d.session_id for d in docs],
                    R.int_array(d.at_us for d in docs),
                    [R.put_text(d.tool_name) for d in docs],
                    [_meaning(d) for d in docs],
                ],
            )

    def remove(self, record_id: str) -> None:
        self.flush()
        t = self.t
        t.scope_all()
        drop_docs(
            t, t.rows(f"DELETE FROM recall_docs WHERE record_id = %s {_DOC_RETURNING}", [record_id])
        )

    def reader(self, owner: str) -> PgIndexReader:
        self.flush()
        return PgIndexReader(self.t, owner)

    def roll_up(self, now_s: int, *, owners: int) -> int:
        """Roll up the document frequencies of the records older than ROLL_UP_LAG_S before
        now_s, for at most `owners` owners behind; returns how many it rolled up (0: none
        is behind). Each week touched is one GROUP BY over the owner's recall_docs rows
        since their mark. Under SERIALIZABLE a write racing behind the mark being moved is
        retried, and then sees the mark moved and adds to the counts itself."""
        self.flush()
        t = self.t
        t.scope_all()
        target = now_s - ROLL_UP_LAG_S
        behind = t.rows(
            "SELECT n.owner_id, s.through, CASE WHEN s.through IS NULL THEN"
            " (SELECT min(r.t) FROM recall_docs r WHERE r.owner_id = n.owner_id AND r.t < %s)"
            " END"
            " FROM owner_docnums n LEFT JOIN df_sealed s ON s.owner_id = n.owner_id"
            " WHERE s.through IS NULL OR s.through < %s ORDER BY n.owner_id LIMIT %s",
            [target, target, owners],
        )
        for owner, through, oldest in behind:
            if through is not None:
                start = int(through)
            else:  # the first roll-up: from the owner's oldest record
                start = target if oldest is None else min(target, int(oldest))
            week = week_start(start)
            while week < target:
                lo, hi = max(start, week), min(target, week + WEEK_S)
                t.run_partitioned(_ROLL_UP, [owner, week, owner, lo, hi], week)
                week += WEEK_S
            t.run(
                "INSERT INTO df_sealed (owner_id, through) VALUES (%s, %s)"
                " ON CONFLICT (owner_id) DO UPDATE SET through = EXCLUDED.through",
                [owner, target],
            )
        return len(behind)


class PgIndexReader:
    """One owner's view for one query; caches statistics, df and docnum lookups."""

    def __init__(self, txn: PgTxn, owner: str) -> None:
        self.t = txn
        self.owner = owner
        txn.prefer_generic_plans()
        self._stats: OwnerStats | None = None
        self._through = _MIN_T
        """Weeks before this are in term_df; postings from it on are counted."""
        self._df: dict[str, int] = {}
        self._records: dict[int, str | None] = {}
        self._heads: dict[str, DocHead | None] = {}
        self._candidates: dict[int, RecordHead] = {}
        """Heads of the candidates read, by docnum."""
        self._terms: dict[str, list[str]] = {}
        self._packed: dict[tuple[str, int, int], bytes] = {}
        """Postings fetched ahead (prefetch_postings) by (term, since, until)."""
        self._meanings: dict[tuple[int, int, int], list[tuple]] = {}
        """Meanings fetched ahead (prefetch_postings) by (since, until, limit)."""
        self._read: tuple[int, int] | None = None
        """The span of the windows postings were read in (where candidates lie)."""

    def stats(self) -> OwnerStats:
        if self._stats is None:
            self.t.scope(self.owner)
            row = self.t.one(_STATS, [self.owner] * 3)
            assert row is not None
            next_doc = int(row[0] or 0)
            self._through = _MIN_T if row[5] is None else int(row[5])
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
            self.prefetch_terms([term])
            df = self._df[term]
        return df

    def postings(self, term: str, since_s: int | None, until_s: int | None) -> Postings:
        t, owner = self.t, self.owner
        lo = _MIN_T if since_s is None else since_s
        hi = _MAX_T if until_s is None else until_s
        window = (
            f"SELECT {_AGG} FROM postings WHERE owner_id = %s AND term = %s AND t >= %s AND t < %s"
        )
        df = self.document_frequency(term)
        self._note_read(lo, hi)
        raw = self._packed.pop((term, lo, hi), None)
        if raw is None:
            t.scope(owner)
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
        """One query for the records and heads behind these docnums (recall's candidates),
        inside the window of the postings read (where candidates come from), then one
        more for any found outside it."""
        wanted = [d for d in docs if d not in self._records]
        if not wanted:
            return
        self.t.scope(self.owner)
        if self._read is not None:
            self._take_docs(self.t.rows(_CANDIDATES_IN, [self.owner, wanted, *self._read]))
            wanted = [d for d in wanted if d not in self._records]
        if wanted:
            self._take_docs(self.t.rows(_CANDIDATES, [self.owner, wanted]))
        for doc in wanted:
            self._records.setdefault(doc, None)

    def _take_docs(self, rows: list[tuple]) -> None:
        for doc, record_id, kind, t, session_id, at_us, tool_name, meaning in rows:
            doc, kind = int(doc), int(kind)
            self._records[doc] = record_id
            self._heads[record_id] = DocHead(owner=self.owner, doc=doc, kind=kind)
            self.t.times[record_id] = int(t)
            if session_id is not None:  # None: a row whose record was gone when 0007 ran
                self._candidates[doc] = RecordHead(
                    record_id,
                    kind,
                    session_id,
                    R.from_micros(at_us),
                    R.get_text(tool_name or ""),
                    bytes(meaning) if meaning else b"",
                )

    def candidates(self, docs: Sequence[int]) -> list[RecordHead | None]:
        """Read off the index rows, which keep their records' heads (schema 0007): the
        owner is the row's, written with the record in one transaction."""
        self.prefetch(docs)
        return [self._candidates.get(doc) for doc in docs]

    def meanings(
        self, since_s: int | None, until_s: int | None, limit: int
    ) -> tuple[list[int], list[bytes]]:
        """The rows read ahead with the postings, else one query."""
        key = (_MIN_T if since_s is None else since_s, _MAX_T if until_s is None else until_s)
        rows = self._meanings.pop((*key, limit), None)
        if rows is None:
            self.t.scope(self.owner)
            rows = self.t.rows(_MEANINGS, [self.owner, *key, limit])
        return [int(doc) for doc, _ in rows], [bytes(m) for _, m in rows]

    def session_context(
        self, exchanges: Sequence[RecordHead], reach: int
    ) -> dict[str, list[int | None]]:
        """One query for the indexed exchanges of the candidates' sessions from a week
        before the earliest candidate on, off the session index alone (weeks before are
        skipped), and, for sessions where one came up short before, one more for the
        `reach` exchanges just before that week. Every exchange is indexed as it is
        written, so these are the session's exchanges."""
        if not exchanges or reach <= 0:
            return {e.id: [None] * (2 * max(reach, 0)) for e in exchanges}
        t, owner = self.t, self.owner
        t.scope(owner)
        since = int((min(e.at for e in exchanges) - SESSION_NEAR).timestamp())
        members: dict[str, list[str]] = {}
        docs: dict[str, int] = {}
        for session_id, record_id, doc in t.rows(
            SESSION_DOCS, [owner, sorted({e.session_id for e in exchanges}), since]
        ):
            members.setdefault(session_id, []).append(record_id)
            docs[record_id] = int(doc)
        found: dict[str, tuple[list[str], list[str]]] = {}
        short = fill_neighbours(found, exchanges, members, reach)
        if short:
            sessions = sorted({e.session_id for e in short})
            for session_id, record_id, doc in t.rows(
                SESSION_DOCS_BEFORE, [sessions, owner, since, reach]
            ):
                members.setdefault(session_id, []).append(record_id)
                docs[record_id] = int(doc)
            fill_neighbours(found, short, members, reach)
        return {
            record_id: [
                docs[i] if k < len(side) and (i := side[k]) in docs else None
                for side in sides
                for k in range(reach)
            ]
            for record_id, sides in found.items()
        }

    def _note_read(self, lo: int, hi: int) -> None:
        read = self._read
        self._read = (lo, hi) if read is None else (min(lo, read[0]), max(hi, read[1]))

    def prefetch_postings(
        self, terms: Sequence[str], since_s: int | None, until_s: int | None, meanings: int = 0
    ) -> None:
        """One query for these terms' postings in the window; postings() hands each out.
        Each term's are read by its own index scan, already in (t, doc) order within each
        week: cheaper than grouping all terms' rows together. The scan of `meanings`
        meanings goes in the same round trip (a pipeline of the two)."""
        lo = _MIN_T if since_s is None else since_s
        hi = _MAX_T if until_s is None else until_s
        wanted = sorted({term for term in terms if (term, lo, hi) not in self._packed})
        statements: list[tuple[str, list]] = []
        if wanted:
            statements.append((_PACKED, [self.owner, lo, hi, wanted]))
        if meanings > 0 and (lo, hi, meanings) not in self._meanings:
            statements.append((_MEANINGS, [self.owner, lo, hi, meanings]))
        if not statements:
            return
        self.t.scope(self.owner)
        read = self.t.rows_together(statements)
        if wanted:
            for term, raw in read.pop(0):
                self._packed[(term, lo, hi)] = raw or b""
        if read:
            self._meanings[(lo, hi, meanings)] = read[0]

    def prefetch_terms(self, terms: Sequence[str]) -> None:
        """One query for the document frequencies of these terms: their rolled-up counts
        (term_df) plus their postings since the owner's weeks were last rolled up."""
        wanted = sorted({term for term in terms if term not in self._df})
        if not wanted:
            return
        self.stats()
        owner = self.owner
        self.t.scope(owner)
        for term, df in self.t.rows(_DF, [owner, wanted, owner, wanted, self._through]):
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
        self._terms[record_id] = list(found) if found else []
        return self._terms[record_id]
