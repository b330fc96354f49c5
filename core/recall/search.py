"""Recall: owner-clamped search over the caller's own episodes, honest when nothing matches.

Ranking is BM25 over field-weighted term frequencies (core/episodes/index.py), re-ranked with
the neighbouring exchanges of the same session, a small recency prior that also breaks ties,
and, when the query names a time ("last Tuesday", "in June 2023"; core/recall/time.py), a
window around that time with a prior for the time itself. The honest-empty gate
(core/recall/gate.py, docs/recall.md) judges from features of the query and of what it found
whether the query is answered at all; when it is not, the result is empty and says so in a
plain sentence; it is never padded with weak matches.

Invariants: the acting owner is a parameter the surface takes from the caller's identity;
only that owner's postings are read, and every hit is re-checked against its record's owner.
teambrain's own tool calls never answer a recall, and neither does the turn that is asking
(core/recall/asking.py).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from datetime import datetime, timedelta
from itertools import islice
from typing import Literal, TypedDict, Unpack

import msgspec
import numpy as np
from teambrain.core.clock import Clock, system_clock, to_ms
from teambrain.core.episodes import index as ix
from teambrain.core.episodes import meaning as episode_meaning
from teambrain.core.episodes.model import Episode, ExecutionEvent
from teambrain.core.episodes.records import iter_episodes, iter_events
from teambrain.core.recall import bm25
from teambrain.core.recall import gate as recall_gate
from teambrain.core.recall.asking import asking_turn
from teambrain.core.recall.options import DEFAULT_SPAN as DEFAULT_SPAN
from teambrain.core.recall.options import DEFAULT_WINDOW as DEFAULT_WINDOW
from teambrain.core.recall.options import EPOCH as _EPOCH
from teambrain.core.recall.options import KINDS as KINDS
from teambrain.core.recall.options import MAX_LIMIT as MAX_LIMIT
from teambrain.core.recall.options import STORE_END as STORE_END
from teambrain.core.recall.options import RecallError as RecallError
from teambrain.core.recall.options import as_utc as _utc
from teambrain.core.recall.query_meaning import QueryMeaning
from teambrain.core.recall.time import TimeSpan, find_time
from teambrain.core.recall.time_prior import Candidate, TimePrior, nth_session, time_prior
from teambrain.core.store import IndexReader, Postings, RecordHead, Store, Txn
from teambrain.core.text import search_terms
from teambrain.core.text.search_terms import matching_spans, query_terms

MAX_QUERY_TERMS = 32

RECENCY_WEIGHT = 0.05
"""At most +5% for a record made now, halving every RECENCY_HALF_LIFE_DAYS: a tie-breaker."""
RECENCY_HALF_LIFE_DAYS = 7.0
GATE_STRENGTH = 1.12
"""A coverage the gate reads as a feature (and knowledge search uses as its gate): a record
holding min(1, GATE_STRENGTH / sqrt(n)) of the IDF mass of a query of n terms: all of a
one-word query, 79% of two words, 56% of four, 40% of eight."""
KEEP_SHARE = 0.5
"""Of an answered query, hits holding less than this share of the top hit's coverage are
left out: weak matches never pad the list."""
POSTINGS_BUDGET = 60_000
"""Postings read per query before the remaining, most common terms are left out."""
SESSION_CONTEXT = 0.4
"""Share of the neighbouring exchanges' scores (same session, just before and after) added
to an exchange's: a turn is understood with the turns around it..."""
CONTEXT_REACH = 2
"""...the two before it and the two after it..."""
CONTEXT_WEIGHTS = (SESSION_CONTEXT, SESSION_CONTEXT / 2)
"""...the nearer weighing more (before and after alike)..."""
CONTEXT_HELD = 0.0
"""...for the query's terms the exchange does not hold itself; a term it holds counts this
share of the neighbours' score for it (the neighbours complete the exchange's match rather
than repeat it: a name said in every greeting around it adds nothing to the turn that says
it too)."""
RERANK_DEPTH = 100
"""Candidates (the best by BM25) re-ranked with recency, the named time and their session
context."""
TIME_PRIOR = 0.5
"""A record inside the time the query names scores this much more than one in the margin
around it."""
TIME_MARGIN_DAYS = {
    "day": (2, 7),
    "week": (3, 7),
    "month": (7, 7),
    "year": (14, 14),
    "open": (2, 7),
}
"""Days searched before and after a named time (what happened is often told days later)."""
FOUND_PRIOR = 200
"""The gate reads how many records a query's terms reach as a share of the owner's records,
counted as if there were this many more: in a store of a few records, reaching all of them
says nothing."""
FEEDBACK_DOCS = 5
"""Pseudo-relevance feedback: the best first-pass records read for their terms..."""
FEEDBACK_TERMS = 10
"""...the terms they share most added to the query..."""
FEEDBACK_WEIGHT = 0.0
"""...at this weight (the query's own terms weigh 1)..."""
FEEDBACK_MAX_DF = 0.05
"""...if no more than this share of the owner's records holds them."""
SNIPPET_CHARS = 200
MEANING_WEIGHT = 0.5
"""Re-ranking by meaning: a candidate's value is its BM25 value (with recency, named time
and session context) as a share of the best candidate's, plus this much of the cosine
similarity between the query and the exchange (core/episodes/meaning.py). A candidate with
no meaning of the query's model takes the candidates' mean similarity: its words alone
place it."""
MEANING_SCAN = 2_000
"""Of the owner's exchanges in the window, the most recently indexed this many are read
for their meanings when the query's words found anything...
"""
MEANING_NEAREST = 20
"""...and the nearest this many by meaning are candidates too, whether or not they share a
word with the query (a paraphrase)...
"""
MEANING_CONTEXT = 0.4
"""A candidate's similarity gains this much of its session neighbours' (the one just before
and after, then half of the next out): a turn is understood with the turns around it."""
MEANING_JOIN = 1.0
"""...and one sharing no word is ranked if its similarity is at least this share of the
best similarity among the candidates the words found."""


class Hit(msgspec.Struct):
    id: str
    kind: Literal["exchange", "execution"]
    session_id: str
    at: datetime
    score: float
    snippet: str
    status: str = ""
    """How the exchange was captured (complete, partial, error), or for a tool call, error or
    complete; empty for a hit whose record was not read."""


FAILED_WEIGHT = 0.5
"""A failed exchange (the request got no answer: a 502, a refusal) keeps half its score: still
found, but ranked below what was answered."""


class RecallResult(msgspec.Struct):
    query: str
    hits: list[Hit]
    window: str
    """The window in words, e.g. 'in the last 7 days'."""
    message: str
    """One plain sentence for the surface: how many matched, or that nothing did."""
    relevance: float = 0.0
    """The gate's score: the model's probability that the query is answered, over the
    probability the gate asks (1.0 or more answers)."""


# -- windows ----------------------------------------------------------------------------


def _clamp(
    since: datetime | None, until: datetime | None
) -> tuple[datetime | None, datetime | None]:
    """Bounds past the store's range: no record is older than 1970 or newer than STORE_END,
    so a bound beyond them is no bound (or, facing the other way, an empty window)."""
    if since is not None and since <= _EPOCH:
        since = None
    if until is not None and until > STORE_END:
        until = None
    if since is not None and since > STORE_END:
        since = STORE_END
    if until is not None and until < _EPOCH:
        until = _EPOCH
    return since, until


def describe_window(since: datetime | None, until: datetime | None, now: datetime) -> str:
    if since is None:
        return "in all your history" if until is None else f"before {_when(until)} UTC"
    if until is None:
        span = now - since
        days = span / timedelta(days=1)
        if abs(days - round(days)) < 1e-9 and round(days) >= 1:
            n = round(days)
            return "in the last day" if n == 1 else f"in the last {n} days"
        hours = span / timedelta(hours=1)
        if abs(hours - round(hours)) < 1e-9 and 1 <= round(hours) < 48:
            return f"in the last {round(hours)} hours"
        return f"since {_when(since)} UTC"
    return f"between {_when(since)} and {_when(until)} UTC"


def _when(at: datetime) -> str:
    return f"{at.date().isoformat()} {at:%H:%M}"


def resolve_window(
    window: timedelta | None,
    since: datetime | None,
    until: datetime | None,
    now: datetime,
    named: TimeSpan | None = None,
) -> tuple[datetime | None, datetime | None]:
    """The search window: explicit since/until win; a time named in the query replaces the
    look-back window (and narrows explicit bounds it overlaps); else the window counts back
    from `until` or now. A window longer than the store's range is all history. Every
    value comes typed from the surface (core/recall/options.py parses text there)."""
    since_at = _utc(since, "since") if since is not None else None
    until_at = _utc(until, "until") if until is not None else None
    if since_at and until_at and since_at >= until_at:
        raise RecallError("the window's start (since) must be before its end (until)")
    if named is not None and named.exact:
        lo, hi = widened(named)
        if since_at is None and until_at is None:
            return lo, hi
        narrow_lo = max(lo, since_at) if since_at else lo
        narrow_hi = min(hi, until_at) if until_at else hi
        if narrow_lo < narrow_hi:
            return narrow_lo, narrow_hi
    explicit = since_at is not None
    if since_at is None and window is not None:
        try:
            since_at = (until_at or now) - window
        except OverflowError:
            since_at = None  # before year 1: all history
    if named is not None and not named.exact and not explicit and since_at is not None:
        since_at = min(since_at, widened(named)[0])  # the look-back reaches the named time
    return since_at, until_at


def widened(named: TimeSpan) -> tuple[datetime, datetime]:
    """The window searched for a named time: the time itself and a margin around it, since
    what happened on a day is often written down a few days later."""
    before, after = TIME_MARGIN_DAYS.get(named.period, TIME_MARGIN_DAYS["open"])
    try:
        return named.start - timedelta(days=before), named.end + timedelta(days=after)
    except OverflowError:  # a named year 1 or 9999: the store holds nothing near either
        return named.start, named.end


# -- recall -----------------------------------------------------------------------------


class SearchOptions(TypedDict, total=False):
    """search()'s options, which recall() passes on (their defaults are search()'s)."""

    kind: str
    window: timedelta | None
    since: datetime | None
    until: datetime | None
    session_id: str | None
    limit: int
    clock: Clock


def recall(
    store: Store, owner: str, query: str, *, gate: bool = True, **options: Unpack[SearchOptions]
) -> RecallResult:
    """Search the owner's episodes and executions; an empty result says so plainly.

    The window counts back from now (default 7 days; None for all history); an explicit
    `since`/`until` bounds it. A time named in the query ("last Tuesday", "in June 2023")
    replaces the look-back window, and narrows explicit bounds it overlaps. Hits are ranked
    best first; with `gate` the result is empty unless the gate judges the query answered.
    """
    found = search(store, owner, query, snippets=False, **options)
    kind = options.get("kind", "both")
    answered = found.answered if gate else bool(found.hits)
    hits = found.kept if gate and answered else (found.hits if not gate else [])
    hits = found.with_snippets(hits)
    return RecallResult(
        query=query,
        hits=hits,
        window=found.where,
        message=_message(query, hits, kind, found.where, found.words, found.named),
        relevance=round(found.relevance, 4),
    )


class Found(msgspec.Struct):
    """What a search found before the gate decides: the ranked hits, the hits the gate
    would keep, its features and its decision (recall() turns this into a result)."""

    hits: list[Hit]
    kept: list[Hit]
    features: dict[str, float]
    relevance: float
    answered: bool
    where: str
    words: list[str]
    named: TimeSpan | None = None
    records: dict[str, Episode | ExecutionEvent] = {}
    """The records behind the ranked hits, by id (for their snippets)."""

    def with_snippets(self, hits: list[Hit]) -> list[Hit]:
        """These hits with their snippets: a hit's passage is cut only once it is shown."""
        return _with_snippets(hits, self.records, self.words)


def _with_snippets(
    hits: list[Hit], records: dict[str, Episode | ExecutionEvent], words: list[str]
) -> list[Hit]:
    """The hits with their passages and statuses, failed ones ranked down (FAILED_WEIGHT)."""
    shown = [
        _hit(record, hit.score, words) if (record := records.get(hit.id)) else hit for hit in hits
    ]
    return by_score(shown)


def by_score(hits: list[Hit]) -> list[Hit]:
    """Highest score first; equal scores keep their order."""
    return sorted(hits, key=lambda hit: -hit.score)


def search(
    store: Store,
    owner: str,
    query: str,
    *,
    kind: str = "both",
    window: timedelta | None = DEFAULT_SPAN,
    since: datetime | None = None,
    until: datetime | None = None,
    session_id: str | None = None,
    limit: int = 10,
    clock: Clock = system_clock,
    snippets: bool = True,
) -> Found:
    """Rank the owner's records for a query and compute the gate's features and decision.

    Without `snippets` the hits' passages are left empty (a caller that shows few of them,
    or none once the gate says no, cuts them with Found.with_snippets)."""
    if not owner or "\x00" in owner:
        raise RecallError("no valid acting owner")
    if not query or not query.strip():
        raise RecallError("the query is empty: say what to look for")
    if kind not in KINDS:
        raise RecallError(f"unknown kind {kind!r}: use one of {', '.join(KINDS)}")
    if not 1 <= limit <= MAX_LIMIT:
        raise RecallError(f"limit must be between 1 and {MAX_LIMIT}, got {limit}")
    now = clock()
    asked = find_time(query, now)
    named = asked.span if asked is not None else None
    since_at, until_at = resolve_window(window, since, until, now, named)
    if named is not None and named.exact and (since_at, until_at) == widened(named):
        where = ("on or around " if named.period == "day" else "in or around ") + (
            named.describe().removeprefix("on ").removeprefix("in ")
        )
    else:
        where = describe_window(since_at, until_at, now)
    text = asked.rest if asked is not None else query
    words = query_terms(text)[:MAX_QUERY_TERMS]
    since_at, until_at = _clamp(since_at, until_at)
    with store.read() as txn:
        # embedded beside the reads below when they wait on a server, else when needed
        meant = QueryMeaning(text, txn.index.waits) if words and kind != "executions" else None
        left_out = asking_turn(txn, owner, set(query_terms(query)), now)
        if not words and named is not None:
            # only a time: what happened then, inside any explicit bounds
            inside = _clamp(
                max(since_at, named.start) if since_at else named.start,
                min(until_at, named.end) if until_at else named.end,
            )
            if named.nth and session_id is None:  # 'our first session': that session
                in_order = iter_episodes(txn, owner, since=inside[0], until=inside[1],
                                         newest_first=named.nth < 0)  # fmt: skip
                asked_for = nth_session(in_order, named.nth)
                session_id = asked_for[0] if asked_for else ""
                if asked_for:
                    inside = (asked_for[1], asked_for[2] + timedelta(seconds=1))
            hits = _listing(txn, owner, kind, inside, session_id, limit, left_out)
            where = named.describe() if inside[0] == named.start else where
            return Found(hits, hits, {}, float(bool(hits)), bool(hits), where, words, named)
        hits, kept, features, records = _search(
            txn, owner, words, kind, since_at, until_at, session_id, limit, now, named,
            left_out, time_prior(query, named), meant,
        )  # fmt: skip
    if snippets:
        cut = {hit.id: hit for hit in _with_snippets(hits, records, words)}
        hits, kept = list(cut.values()), by_score([cut[hit.id] for hit in kept])
    relevance = recall_gate.relevance(features)
    return Found(hits, kept, features, relevance, relevance >= 1.0, where, words, named, records)


def _message(
    query: str,
    hits: list[Hit],
    kind: str,
    where: str,
    words: list[str],
    named: TimeSpan | None,
) -> str:
    what = {"both": "episodes", "exchanges": "exchanges", "executions": "tool calls"}[kind]
    if not words and named is None:
        return f"'{query}' has no words to search for (only common words)."
    found = _counted(hits)
    if not words:
        return f"No {what} of yours {where}." if not hits else f"{found} of yours {where}."
    if not hits:
        return f"No {what} of yours match '{query}' {where}."
    verb = "matches" if len(hits) == 1 else "match"
    return f"{found} of yours {verb} '{query}' {where}."


def _counted(hits: list[Hit]) -> str:
    """`2 exchanges and 1 tool call`: what was found, by kind, as a person counts it."""
    exchanges = sum(1 for hit in hits if hit.kind == "exchange")
    calls = len(hits) - exchanges
    parts = [
        f"{n} {noun if n == 1 else plural}"
        for n, noun, plural in (
            (exchanges, "exchange", "exchanges"),
            (calls, "tool call", "tool calls"),
        )
        if n
    ]
    return " and ".join(parts)


def _listing(
    txn: Txn,
    owner: str,
    kind: str,
    bounds: tuple[datetime | None, datetime | None],
    session_id: str | None,
    limit: int,
    left_out: set[str],
) -> list[Hit]:
    """A query that names only a time: the owner's records of that time, newest first."""
    since, until = bounds
    if since is not None and until is not None and since >= until:
        return []
    found: list[Episode | ExecutionEvent] = []
    if kind in ("exchanges", "both"):
        episodes = iter_episodes(txn, owner, since=since, until=until)
        found += islice(_listed(episodes, session_id, left_out), limit)
    if kind in ("executions", "both"):
        events = iter_events(txn, owner, since=since, until=until)
        found += islice(_listed(events, session_id, left_out), limit)
    found.sort(key=_record_time, reverse=True)
    return [_hit(r, 0.0, []) for r in found[:limit]]


def _listed(
    records: Iterable[Episode | ExecutionEvent], session_id: str | None, left_out: set[str]
) -> Iterator[Episode | ExecutionEvent]:
    """Records a listing may show: in the session asked for, not of the asking turn, not a
    call to teambrain's own tools."""
    for r in records:
        if r.id in left_out or (session_id is not None and r.session_id != session_id):
            continue
        if isinstance(r, ExecutionEvent) and ix.is_own_tool(r.tool_name):
            continue
        yield r


def _record_time(record: Episode | ExecutionEvent) -> datetime:
    return record.started_at if isinstance(record, Episode) else record.requested_at


def _session_docs(txn: Txn, reader: IndexReader, owner: str, session_id: str) -> np.ndarray:
    ids = set(txn.episodes.session_exchange_ids(owner, session_id))
    ids.update(txn.episodes.session_event_ids(owner, session_id))
    return _docnums(reader, ids)


_Ranked = tuple[float, float, RecordHead, int]
"""A re-ranked candidate: (value, time in seconds, head, relative docnum)."""


class _Scored:
    """BM25 scores and query-term coverage of every record that matched a term."""

    def __init__(self, lo: int, score: np.ndarray, coverage: np.ndarray, matched: np.ndarray):
        self.lo = lo
        self.score = score
        self.coverage = coverage
        self.matched = matched
        self.terms: list[tuple[float, int, np.ndarray]] = []
        """(idf, df over all time, matching docnums) per term read, rarest first."""
        self.by_term: list[tuple[np.ndarray, np.ndarray]] = []
        """Each scored term's matching docnums, sorted, and its score in each."""
        self.total_idf = 0.0
        self.near: dict[int, list[int | None]] = {}
        """Re-ranked exchanges' session neighbours (docnums), by relative docnum."""
        self.nearest: list[int] = []
        """Relative docnums of the exchanges nearest the query by meaning."""
        self.meant: np.ndarray | None = None
        """The query's meaning (None: ranking by words alone)."""
        self.scanned: dict[int, float] = {}
        """Similarity by meaning of every exchange the scan read, by docnum."""
        self.similarity: dict[int, float] = {}
        """Re-ranked candidates' similarity to the query by meaning, by relative docnum
        (NaN: no meaning of the query's model)."""


def _search(
    txn: Txn,
    owner: str,
    words: list[str],
    kind: str,
    since: datetime | None,
    until: datetime | None,
    session_id: str | None,
    limit: int,
    now: datetime,
    named: TimeSpan | None,
    left_out_ids: set[str],
    prior: TimePrior | None = None,
    query_meaning: QueryMeaning | None = None,
) -> tuple[list[Hit], list[Hit], dict[str, float], dict[str, Episode | ExecutionEvent]]:
    """The ranked hits (without snippets), those the gate would keep, its features, and the
    hits' records by id; the query's meaning is waited for once the words found something."""
    reader = txn.index.reader(owner)
    stats = reader.stats()
    n = stats.exchanges + stats.executions
    if not words or n <= 0:
        return [], [], {}, {}
    avgdl = (
        max(stats.exchange_length / max(stats.exchanges, 1), 1.0),
        max(stats.execution_length / max(stats.executions, 1), 1.0),
    )
    since_s = to_ms(since) // 1000 if since else None
    until_s = to_ms(until) // 1000 if until else None
    keep_only = _session_docs(txn, reader, owner, session_id) if session_id is not None else None
    left_out = _docnums(reader, left_out_ids) if left_out_ids else None
    wanted_kind = {"exchanges": ix.KIND_EXCHANGE, "executions": ix.KIND_EXECUTION}.get(kind)

    def postings_of(word: str) -> Postings:
        postings = reader.postings(word, since_s, until_s)
        if wanted_kind is not None and len(postings):
            postings.keep(postings.kind == wanted_kind)
        if keep_only is not None and len(postings):
            postings.keep(np.isin(postings.doc, keep_only))
        if left_out is not None and len(postings):
            postings.keep(~np.isin(postings.doc, left_out))
        return postings

    def scores_of(postings: Postings, term_idf: float) -> np.ndarray:
        average = np.where(postings.kind == ix.KIND_EXCHANGE, avgdl[0], avgdl[1]).astype(np.float32)
        return bm25.weight(term_idf, postings.tf, bm25.length_norm(postings.dl, average))

    # Rarest terms first; once the budget of postings read is spent, the remaining (most
    # common, least informative) terms are left out of scoring and of the gate's mass.
    reader.prefetch_terms(words)
    by_rarity = sorted(words, key=reader.document_frequency)
    read_terms = _within_budget(reader, by_rarity)
    scan = MEANING_SCAN if query_meaning is not None and MEANING_NEAREST else 0
    reader.prefetch_postings(read_terms, since_s, until_s, meanings=scan)
    read, total_idf = 0, 0.0
    terms: list[tuple[float, int, np.ndarray]] = []
    docs_parts, score_parts = [], []
    for word in read_terms:
        postings = postings_of(word)
        read += postings.df
        idf = bm25.idf(n, postings.df)
        total_idf += idf
        terms.append((idf, postings.df, postings.doc))
        if len(postings):
            docs_parts.append(postings.doc)
            score_parts.append(scores_of(postings, idf))
    if not docs_parts:
        return [], [], {}, {}
    if FEEDBACK_TERMS and FEEDBACK_WEIGHT:
        for word in _feedback_terms(reader, docs_parts, score_parts, set(words), n):
            if read >= POSTINGS_BUDGET:
                break
            postings = postings_of(word)
            read += len(postings)
            if len(postings):
                docs_parts.append(postings.doc)
                score_parts.append(FEEDBACK_WEIGHT * scores_of(postings, bm25.idf(n, postings.df)))
    by_term = [_sorted(docs, scores) for docs, scores in zip(docs_parts, score_parts, strict=True)]
    nearest = np.zeros(0, dtype=np.intp)
    scanned: dict[int, float] = {}
    meant = query_meaning.get() if query_meaning is not None else None
    if meant is not None and MEANING_NEAREST:
        nearest = _nearest(reader, meant, since_s, until_s, keep_only, left_out, scanned)
        docs_parts.append(nearest)
        score_parts.append(np.zeros(len(nearest)))
    docs = np.concatenate(docs_parts)
    lo = int(docs.min())
    rel = docs - lo
    size = int(rel.max()) + 1
    scored = _Scored(
        lo,
        np.bincount(rel, weights=np.concatenate(score_parts), minlength=size),
        np.zeros(size),
        np.zeros(size),
    )
    scored.nearest, scored.meant, scored.scanned = (nearest - lo).tolist(), meant, scanned
    for idf, _, term_docs in terms:
        if len(term_docs):
            np.add.at(scored.coverage, term_docs - lo, idf / total_idf)
            np.add.at(scored.matched, term_docs - lo, 1.0)
    scored.terms, scored.total_idf, scored.by_term = terms, total_idf, by_term
    ranked, records = _rerank(txn, reader, owner, scored, limit, now, prior)
    if not ranked:
        return [], [], {}, {}
    shown = ranked[:limit]
    records = _fetch(txn, owner, [head for _, _, head, _ in ranked[: max(limit, 3)]], records)
    features = _features(txn, owner, scored, ranked, n)
    features["pairs_top"] = _pairs(words, [records.get(head.id) for _, _, head, _ in ranked[:3]])
    features["named_time"] = float(named is not None)
    features.update(_time_features(prior, records.get(ranked[0][2].id)))
    hits = [_head_hit(head, value) for value, _, head, _ in shown]
    top = ranked[0][0]
    kept = [hit for hit, r in zip(hits, ranked, strict=False) if r[0] >= KEEP_SHARE * top]
    return hits, kept, features, {hit.id: records[hit.id] for hit in hits if hit.id in records}


def _sorted(docs: np.ndarray, scores: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A term's docnums and scores in docnum order (as its postings usually come)."""
    if len(docs) > 1 and bool((docs[1:] < docs[:-1]).any()):
        order = np.argsort(docs, kind="stable")
        return docs[order], scores[order]
    return docs, scores


def _within_budget(reader: IndexReader, by_rarity: list[str]) -> list[str]:
    """The terms whose postings a query reads: rarest first, until POSTINGS_BUDGET."""
    read, chosen = 0, []
    for word in by_rarity:
        if read >= POSTINGS_BUDGET:
            break
        chosen.append(word)
        read += reader.document_frequency(word)
    return chosen


def _feedback_terms(
    reader: IndexReader,
    docs_parts: list[np.ndarray],
    score_parts: list[np.ndarray],
    asked: set[str],
    n: int,
) -> list[str]:
    """Pseudo-relevance feedback: the terms that the best first-pass records share, beyond
    the query's own (how the owner's own words say what the query says in other words)."""
    docs = np.concatenate(docs_parts)
    scores = np.concatenate(score_parts)
    lo = int(docs.min())
    total = np.bincount(docs - lo, weights=scores)
    best = np.argsort(-total)[:FEEDBACK_DOCS]
    weight: dict[str, float] = {}
    top = float(total[best[0]]) if len(best) else 0.0
    reader.prefetch([d + lo for d in best.tolist()])
    for rel_doc in best.tolist():
        if total[rel_doc] <= 0:
            break
        record_id = reader.record(rel_doc + lo)
        if record_id is None:
            continue
        share = float(total[rel_doc]) / top
        for term in reader.terms(record_id):
            if term not in asked:
                weight[term] = weight.get(term, 0.0) + share
    chosen = []
    likely = sorted(weight.items(), key=lambda kv: -kv[1])[: FEEDBACK_TERMS * 4]
    reader.prefetch_terms([term for term, _ in likely])
    for term, w in likely:
        df = reader.document_frequency(term)
        if 2 <= df <= FEEDBACK_MAX_DF * n:
            chosen.append((w * bm25.idf(n, df), term))
    chosen.sort(reverse=True)
    return [term for _, term in chosen[:FEEDBACK_TERMS]]


def _rerank(
    txn: Txn,
    reader: IndexReader,
    owner: str,
    scored: _Scored,
    limit: int,
    now: datetime,
    prior: TimePrior | None,
) -> tuple[list[_Ranked], dict[str, Episode | ExecutionEvent]]:
    """The best candidates by BM25, re-ranked with recency, the named time and their
    session context: (value, time, head, relative docnum), best first; and the records
    read whole on the way (a named time reads every candidate's texts)."""
    score, lo = scored.score, scored.lo
    found = int(np.count_nonzero(score))
    take = min(found, max(limit * 3, RERANK_DEPTH))
    if take < len(score):
        candidates = np.argpartition(-score, take - 1)[:take]
    else:
        candidates = np.flatnonzero(score)
    now_s = now.timestamp()
    ranked: list[_Ranked] = []
    rel_docs = list(dict.fromkeys(candidates.tolist() + scored.nearest))
    heads = _heads(reader, [d + lo for d in rel_docs])
    exchanges = [h for h in heads if h is not None and h.kind == ix.KIND_EXCHANGE]
    neighbours = reader.session_context(exchanges, CONTEXT_REACH)
    records: dict[str, Episode | ExecutionEvent] = {}
    boosts = [1.0] * len(heads)
    if prior is not None:
        records = _fetch(txn, owner, [h for h in heads if h is not None], {})
        boosts = prior.boosts(
            [
                None if h is None or (r := records.get(h.id)) is None else _candidate(r, s)
                for h, s in zip(heads, score[rel_docs].tolist(), strict=True)
            ],
            TIME_PRIOR,
        )
    context = _session_context(scored, rel_docs, heads, neighbours)
    for rel_doc, head, boost, around in zip(rel_docs, heads, boosts, context, strict=True):
        if head is None:
            continue  # removed since it was indexed, or one of teambrain's own tool calls
        at = head.at.timestamp()
        age_days = max(now_s - at, 0.0) / 86400.0
        value = float(score[rel_doc]) * (
            1.0 + RECENCY_WEIGHT * 0.5 ** (age_days / RECENCY_HALF_LIFE_DAYS)
        )
        value *= boost
        if head.kind == ix.KIND_EXCHANGE:
            scored.near[rel_doc] = neighbours[head.id]
            value += float(around)
        ranked.append((value, at, head, rel_doc))
    ranked = _by_meaning(ranked, scored)
    ranked.sort(key=lambda r: (-r[0], -r[1]))
    return ranked, records


def _session_context(
    scored: _Scored,
    rel_docs: list[int],
    heads: list[RecordHead | None],
    neighbours: dict[str, list[int | None]],
) -> np.ndarray:
    """What each candidate exchange's session neighbours add to its value: CONTEXT_WEIGHTS
    of their scores for each query term the exchange lacks, CONTEXT_HELD of that for a term
    it holds (nothing for a tool call). Looked up term by term in the sorted postings, all
    the candidates at once."""
    grid = np.full((len(heads), 1 + 2 * CONTEXT_REACH), -1, dtype=np.int64)
    for i, (rel_doc, head) in enumerate(zip(rel_docs, heads, strict=True)):
        if head is not None and head.kind == ix.KIND_EXCHANGE:
            grid[i, 0] = rel_doc + scored.lo
            grid[i, 1:] = [-1 if doc is None else doc for doc in neighbours[head.id]]
    weights = np.array(CONTEXT_WEIGHTS * 2, dtype=np.float64)
    out = np.zeros(len(heads))
    for docs, scores in scored.by_term:
        at = np.minimum(np.searchsorted(docs, grid), len(docs) - 1)
        found = np.where(docs[at] == grid, scores[at], 0.0)
        share = np.where(found[:, 0] > 0, CONTEXT_HELD, 1.0)
        out += share * (found[:, 1:] @ weights)
    out[grid[:, 0] < 0] = 0.0
    return out


def _nearest(
    reader: IndexReader,
    meant: np.ndarray,
    since_s: int | None,
    until_s: int | None,
    keep_only: np.ndarray | None,
    left_out: np.ndarray | None,
    scanned: dict[int, float],
) -> np.ndarray:
    """The docnums of the owner's exchanges in the window nearest the query by meaning
    (MEANING_NEAREST of the MEANING_SCAN most recently indexed); every one read goes into
    `scanned` with its similarity (docnum -> similarity)."""
    docs, stored = reader.meanings(since_s, until_s, MEANING_SCAN)
    found = np.array(docs, dtype=np.intp)
    near = episode_meaning.similarities(meant, stored)
    usable = ~np.isnan(near)
    if keep_only is not None:
        usable &= np.isin(found, keep_only)
    if left_out is not None:
        usable &= ~np.isin(found, left_out)
    found, near = found[usable], near[usable]
    scanned.update(zip(found.tolist(), near.tolist(), strict=True))
    if len(found) > MEANING_NEAREST:
        best = np.argpartition(-near, MEANING_NEAREST - 1)[:MEANING_NEAREST]
        found = found[best]
    return found


def _by_meaning(ranked: list[_Ranked], scored: _Scored) -> list[_Ranked]:
    """The candidates' values as a share of the best one's, plus MEANING_WEIGHT of their
    similarity to the query by meaning (the candidates' mean where one has none)."""
    if scored.meant is None or not ranked:
        return ranked
    near = episode_meaning.similarities(scored.meant, [r[2].meaning for r in ranked])
    worded = np.array([scored.score[r[3]] > 0 for r in ranked])
    known = near[worded & ~np.isnan(near)]
    if not len(known):
        return [r for r, w in zip(ranked, worded.tolist(), strict=True) if w]
    # an exchange found by meaning alone joins if it is about as near as the nearest the
    # words found: a paraphrase, not the owner's next-nearest small talk
    joins = worded | (near >= MEANING_JOIN * float(known.max()))
    ranked, near = [r for r, j in zip(ranked, joins.tolist(), strict=True) if j], near[joins]
    near = np.where(np.isnan(near), float(known.mean()), near)
    top = max(r[0] for r in ranked) or 1.0
    scored.similarity = {r[3]: float(v) for r, v in zip(ranked, near.tolist(), strict=True)}
    return [
        (value / top + MEANING_WEIGHT * (v + _context_meaning(scored, rel_doc)), at, head, rel_doc)
        for (value, at, head, rel_doc), v in zip(ranked, near.tolist(), strict=True)
    ]


def _context_meaning(scored: _Scored, rel_doc: int) -> float:
    """MEANING_CONTEXT of the session neighbours' similarity to the query, the nearer
    weighing more (as their words do)."""
    if not MEANING_CONTEXT:
        return 0.0
    near = scored.near.get(rel_doc, ())
    weights = (1.0, 0.5) * 2
    return MEANING_CONTEXT * sum(
        w * scored.scanned.get(doc, 0.0)
        for doc, w in zip(near, weights, strict=False)
        if doc is not None
    )


def _candidate(record: Episode | ExecutionEvent, score: float) -> Candidate:
    return Candidate(_record_time(record), record.session_id, " ".join(_texts(record)), score)


def _time_features(
    prior: TimePrior | None, top: Episode | ExecutionEvent | None
) -> dict[str, float]:
    """The gate's time features of the top hit (core/recall/time_prior.py)."""
    if prior is None or top is None:
        return {"time_top": 0.0, "when_dated_top": 0.0}
    return prior.features(_candidate(top, 0.0))


def _features(
    txn: Txn,
    owner: str,
    scored: _Scored,
    ranked: list[_Ranked],
    n: int,
) -> dict[str, float]:
    """What the gate reads (core/recall/gate.py names and weighs them)."""
    terms, lo = scored.terms, scored.lo
    top_value, _, _, top = ranked[0]
    second = ranked[1][0] if len(ranked) > 1 else 0.0
    context = [top + lo]
    context += [d for d in scored.near.get(top, ()) if d is not None]
    in_context = [bool(np.isin(docs, context).any()) for _, _, docs in terms]
    context_cov = sum(idf for (idf, _, _), held in zip(terms, in_context, strict=True) if held)
    unmatched = max(
        (idf for (idf, _, _), held in zip(terms, in_context, strict=True) if not held), default=0.0
    )
    missing = sum(idf for idf, df, _ in terms if df == 0)
    present = [(df, docs) for _, df, docs in terms if df > 0]
    rarest_in_top = float(bool(present) and bool((present[0][1] == top + lo).any()))
    counted = len(terms)
    best = float(scored.coverage.max())
    top3 = [r[3] + lo for r in ranked[:3]]
    top3_cov = sum(idf for idf, _, docs in terms if np.isin(docs, top3).any())
    return {
        "coverage_top": float(scored.coverage[top]),
        "coverage_best": best,
        "coverage_needed": best / gate_share(counted),
        "context_coverage": context_cov / scored.total_idf,
        "top3_coverage": top3_cov / scored.total_idf,
        "missing": missing / scored.total_idf,
        "unmatched_max": unmatched / bm25.idf(n, 0),
        "matched_top": float(scored.matched[top]) / counted,
        "rarest_in_top": rarest_in_top,
        "score_top": float(scored.score[top]) / scored.total_idf,
        "margin": (top_value - second) / top_value if top_value > 0 else 0.0,
        "terms": math.log(counted),
        "found": math.log1p(int(np.count_nonzero(scored.score))) / math.log1p(n + FOUND_PRIOR),
        **_meaning_features(scored, ranked),
    }


def _meaning_features(scored: _Scored, ranked: list[_Ranked]) -> dict[str, float]:
    """How near the query the top hit and the nearest candidate are by meaning, and how far
    the nearest stands out from the rest (none when ranking had no meanings)."""
    if not scored.similarity:
        return {}  # the gate reads them as unknown (core/recall/gate.py)
    near = np.array(list(scored.similarity.values()))
    best = float(near.max())
    return {
        "meaning_top": scored.similarity.get(ranked[0][3], 0.0),
        "meaning_best": best,
        "meaning_lead": best - float(np.median(near)),
    }


def _pairs(words: list[str], records: list[Episode | ExecutionEvent | None]) -> float:
    """The best share, among the top records, of the query's adjacent term pairs that the
    record also holds side by side (a phrase matched, not just its words)."""
    pairs = set(zip(words, words[1:], strict=False))
    if not pairs:
        return 0.0
    best = 0.0
    for record in records:
        if record is None:
            continue
        held: set[tuple[str, str]] = set()
        for text in _texts(record):
            found = search_terms.terms(text)
            held.update(zip(found, found[1:], strict=False))
            held.update(zip(found, found[2:], strict=False))
        best = max(best, len(pairs & held) / len(pairs))
    return best


def _texts(record: Episode | ExecutionEvent) -> list[str]:
    if isinstance(record, Episode):
        return [record.user_digest, record.response_digest]
    return [record.input_digest, record.result_digest or ""]


def _docnums(reader: IndexReader, record_ids: set[str]) -> np.ndarray:
    heads = (reader.head(record_id) for record_id in record_ids)
    return np.array([h.doc for h in heads if h is not None], dtype=np.intp)


def gate_share(terms: int) -> float:
    """The share of a query's IDF mass a hit must hold, for a query of this many terms."""
    return min(1.0, GATE_STRENGTH / math.sqrt(max(terms, 1)))


def _heads(reader: IndexReader, docs: list[int]) -> list[RecordHead | None]:
    """The owner's records behind these docnums as ranking reads them (None for one removed
    since it was indexed, or one of teambrain's own tool calls)."""
    return [None if h is None or _own_call(h) else h for h in reader.candidates(docs)]


def _own_call(head: RecordHead) -> bool:
    """A call indexed before teambrain's own calls were left out of the index."""
    return head.kind != ix.KIND_EXCHANGE and ix.is_own_tool(head.tool_name)


def _fetch(
    txn: Txn, owner: str, heads: list[RecordHead], known: dict[str, Episode | ExecutionEvent]
) -> dict[str, Episode | ExecutionEvent]:
    """`known` and the whole records behind these heads (their texts: for the phrase
    feature, the time prior and the snippets), in one round trip on a database store."""
    wanted = [h for h in heads if h.id not in known]
    txn.episodes.prefetch(
        owner,
        [h.id for h in wanted if h.kind == ix.KIND_EXCHANGE],
        [h.id for h in wanted if h.kind != ix.KIND_EXCHANGE],
    )
    records = dict(known)
    for head in wanted:
        record: Episode | ExecutionEvent | None
        if head.kind == ix.KIND_EXCHANGE:
            record = txn.episodes.episode(owner, head.id)
        else:
            record = txn.episodes.event(owner, head.id)
        if record is not None:
            records[head.id] = record
    return records


def _head_hit(head: RecordHead, score: float, body: str = "") -> Hit:
    """A ranked record as a hit with this passage (a call's shows its tool before it; a hit
    is ranked before its passage is cut, and most never have one cut)."""
    exchange = head.kind == ix.KIND_EXCHANGE
    if not exchange:
        body = f"{head.tool_name}: {body}" if body else head.tool_name
    return Hit(
        id=head.id,
        kind="exchange" if exchange else "execution",
        session_id=head.session_id,
        at=head.at,
        score=round(score, 4),
        snippet=body,
    )


def _hit(record: Episode | ExecutionEvent, score: float, words: list[str]) -> Hit:
    """A record as a hit, with the passage of it that best matches `words` and its status."""
    exchange = isinstance(record, Episode)
    if isinstance(record, Episode):
        status = record.status
    else:
        status = "error" if record.is_error else "complete"
    # a call that failed is often what is asked for ("that migration error"): only an
    # exchange that got no answer is ranked down
    weight = FAILED_WEIGHT if exchange and status == "error" else 1.0
    hit = _head_hit(RecordHead.of(record), score * weight, snippet(_texts(record), words))
    hit.status = status
    return hit


# -- snippets and highlights ------------------------------------------------------------


def snippet(texts: list[str], words: list[str], width: int = SNIPPET_CHARS) -> str:
    """The passage of the best-matching text that holds the most distinct query terms."""
    wanted = set(words)
    best: tuple[int, int, str] = (-1, 0, "")
    for text in texts:
        if not text:
            continue
        spans = matching_spans(text, wanted)
        if not spans and best[0] < 0:
            best = (0, 0, text)
        for i, (start, _, _) in enumerate(spans):
            seen: set[str] = set()
            for s, _, found in spans[i:]:
                if s - start > width * 0.7:
                    break
                seen |= found
            if len(seen) > best[0]:
                best = (len(seen), start, text)
    count, start, text = best
    if count < 0:
        return ""
    begin = max(0, start - width // 4)
    if begin:
        space = text.find(" ", begin)
        begin = space + 1 if 0 <= space < start else begin
    end = min(len(text), begin + width)
    if end < len(text):
        space = text.rfind(" ", begin, end)
        end = space if space > begin else end
    body = " ".join(text[begin:end].split())
    return ("…" if begin else "") + body + ("…" if end < len(text) else "")


def highlights(text: str, query: str) -> list[tuple[int, int]]:
    """(start, end) of every word of text that matches a term of the query."""
    return [(s, e) for s, e, _ in matching_spans(text, set(query_terms(query)))]


def kind_label(kind: str) -> str:
    return {"exchange": "exchange", "execution": "tool call"}.get(kind, kind)
