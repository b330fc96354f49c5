"""Recall: owner-clamped search over the caller's own episodes, honest when nothing matches.

Ranking is BM25 over field-weighted term frequencies (core/recall_index.py), re-ranked with
the neighbouring exchanges of the same session and a small recency prior that also breaks
ties. The relevance gate (docs/recall.md) keeps a hit only when it covers enough of the
query's information: the IDF mass of the query terms the hit contains, over the IDF mass of
all query terms (a term the owner never wrote counts at the highest IDF), at least
min(1, GATE_STRENGTH / sqrt(terms)). When no hit passes, the result is empty and says so in
a plain sentence; it is never padded with weak matches.

Invariants: the acting owner is a parameter the surface takes from the caller's identity;
only that owner's postings are read, and every hit is re-checked against its record's owner.
"""

from __future__ import annotations

import math
import re
from datetime import UTC, datetime, timedelta

import msgspec
import numpy as np
from teambrain.core import recall_index as ix
from teambrain.core.clock import Clock, system_clock, to_ms
from teambrain.core.episodes import EXCHANGE, Episode, ExecutionEvent
from teambrain.core.errors import TeambrainError
from teambrain.core.store import Store, Txn, key
from teambrain.core.tokenize import matching_spans, query_terms

KINDS = ("exchanges", "executions", "both")
DEFAULT_WINDOW = "7d"
MAX_LIMIT = 100
MAX_QUERY_TERMS = 32

K1 = 1.2
B = 0.75
RECENCY_WEIGHT = 0.05
"""At most +5% for a record made now, halving every RECENCY_HALF_LIFE_DAYS: a tie-breaker."""
RECENCY_HALF_LIFE_DAYS = 7.0
GATE_STRENGTH = 1.12
"""The gate (docs/recall.md): a hit must hold at least min(1, GATE_STRENGTH / sqrt(n)) of the
IDF mass of a query of n terms: all of a one-word query, 79% of two words, 56% of four, 40%
of eight. Matching a share of a long query is stronger evidence than the same share of a
short one, since chance overlaps of many terms are rare."""
POSTINGS_BUDGET = 60_000
"""Postings read per query before the remaining, most common terms are left out."""
SESSION_CONTEXT = 0.2
"""Share of the neighbouring exchanges' scores (same session, just before and after) added
to an exchange's: a turn is understood with the turns around it."""
RERANK_DEPTH = 30
"""Candidates (the best by BM25) re-ranked with recency and their session context."""
SNIPPET_CHARS = 200


class RecallError(TeambrainError):
    """A recall request is malformed (empty query, unknown kind, bad window or limit)."""


class Hit(msgspec.Struct):
    id: str
    kind: str
    session_id: str
    at: datetime
    score: float
    snippet: str


class RecallResult(msgspec.Struct):
    query: str
    hits: list[Hit]
    window: str
    """The window in words, e.g. 'in the last 7 days'."""
    message: str
    """One plain sentence for the surface: how many matched, or that nothing did."""
    relevance: float = 0.0
    """The gate's score: the best record's share of the query's IDF mass over the share the
    gate asks of a query this long (a hit needs 1.0 or more)."""


# -- windows ----------------------------------------------------------------------------

_SPAN = re.compile(r"^\s*(\d+)\s*([hdw])\s*$", re.I)
_UNITS = {"h": ("hours", 1 / 24), "d": ("days", 1.0), "w": ("weeks", 7.0)}


def parse_window(text: str) -> timedelta | None:
    """'7d', '30d', '12h', '2w' -> a span; 'all' -> None (no lower bound)."""
    if text.strip().lower() == "all":
        return None
    m = _SPAN.match(text)
    if not m or int(m.group(1)) <= 0:
        raise RecallError(f"unknown window {text!r}: use e.g. 7d, 30d, 12h, 2w or all")
    return timedelta(days=int(m.group(1)) * _UNITS[m.group(2).lower()][1])


def parse_when(text: str) -> datetime:
    """An ISO date or date-time (UTC unless it says otherwise)."""
    try:
        at = datetime.fromisoformat(text.strip())
    except ValueError:
        raise RecallError(
            f"not a date: {text!r} (use e.g. 2026-11-02 or 2026-11-02T09:30)"
        ) from None
    return at if at.tzinfo else at.replace(tzinfo=UTC)


def describe_window(since: datetime | None, until: datetime | None, now: datetime) -> str:
    if since is None and until is None:
        return "in all your history"
    if until is None and since is not None:
        span = now - since
        days = span / timedelta(days=1)
        if abs(days - round(days)) < 1e-9 and round(days) >= 1:
            n = round(days)
            return "in the last day" if n == 1 else f"in the last {n} days"
        hours = span / timedelta(hours=1)
        if abs(hours - round(hours)) < 1e-9 and 1 <= round(hours) < 48:
            return f"in the last {round(hours)} hours"
        return f"since {since:%Y-%m-%d %H:%M} UTC"
    if since is None:
        return f"before {until:%Y-%m-%d %H:%M} UTC"
    return f"between {since:%Y-%m-%d %H:%M} and {until:%Y-%m-%d %H:%M} UTC"


def resolve_window(
    window: str | None,
    since: datetime | str | None,
    until: datetime | str | None,
    now: datetime,
) -> tuple[datetime | None, datetime | None]:
    """Explicit since/until win over a window; a window counts back from now."""
    since_at = parse_when(since) if isinstance(since, str) else since
    until_at = parse_when(until) if isinstance(until, str) else until
    if since_at is None and window is not None:
        span = parse_window(window)
        if span is not None:
            since_at = (until_at or now) - span
    if since_at and until_at and since_at >= until_at:
        raise RecallError("--since must be before --until")
    return since_at, until_at


# -- recall -----------------------------------------------------------------------------


def recall(
    store: Store,
    owner: str,
    query: str,
    *,
    kind: str = "both",
    window: str | None = DEFAULT_WINDOW,
    since: datetime | str | None = None,
    until: datetime | str | None = None,
    session_id: str | None = None,
    limit: int = 10,
    gate: bool = True,
    clock: Clock = system_clock,
) -> RecallResult:
    """Search the owner's episodes and executions; an empty result says so plainly.

    The window counts back from now (default 7 days; "all" for all history); an explicit
    `since` replaces it. Hits are ranked best first; with `gate` only relevant ones remain.
    """
    if not owner or "\x00" in owner:
        raise RecallError("no valid acting owner")
    if not query or not query.strip():
        raise RecallError("the query is empty: say what to look for")
    if kind not in KINDS:
        raise RecallError(f"unknown kind {kind!r}: use one of {', '.join(KINDS)}")
    if not 1 <= limit <= MAX_LIMIT:
        raise RecallError(f"limit must be between 1 and {MAX_LIMIT}, got {limit}")
    now = clock()
    since_at, until_at = resolve_window(window, since, until, now)
    where = describe_window(since_at, until_at, now)
    words = query_terms(query)[:MAX_QUERY_TERMS]
    with store.read() as txn:
        hits, relevance = _search(
            txn, owner, words, kind, since_at, until_at, session_id, limit, gate, now
        )
    return RecallResult(
        query=query,
        hits=hits,
        window=where,
        message=_message(query, hits, kind, where, words),
        relevance=round(relevance, 4),
    )


def _message(query: str, hits: list[Hit], kind: str, where: str, words: list[str]) -> str:
    what = {"both": "episodes", "exchanges": "exchanges", "executions": "executions"}[kind]
    if not words:
        return f"'{query}' has no words to search for (only common words)."
    if not hits:
        return f"No {what} of yours match '{query}' {where}."
    if len(hits) == 1:
        return f"1 {what[:-1]} of yours matches '{query}' {where}."
    return f"{len(hits)} {what} of yours match '{query}' {where}."


def _session_docs(txn: Txn, owner: str, session_id: str) -> np.ndarray:
    docs: list[int] = []
    for k, _ in txn.prefix("sessions", key(owner, session_id, "")):
        entry = ix.doc_head(txn, k.split(b"\x00")[-1].decode())
        if entry is not None and entry.owner == owner:
            docs.append(entry.doc)
    return np.array(docs, dtype=np.intp)


def _search(
    txn: Txn,
    owner: str,
    words: list[str],
    kind: str,
    since: datetime | None,
    until: datetime | None,
    session_id: str | None,
    limit: int,
    gate: bool,
    now: datetime,
) -> tuple[list[Hit], float]:
    stats = ix.read_stats(txn, owner)
    n = stats.exchanges + stats.executions
    if not words or n <= 0:
        return [], 0.0
    avgdl = (
        max(stats.exchange_length / max(stats.exchanges, 1), 1.0),
        max(stats.execution_length / max(stats.executions, 1), 1.0),
    )
    since_s = to_ms(since) // 1000 if since else None
    until_s = to_ms(until) // 1000 if until else None
    in_session = _session_docs(txn, owner, session_id) if session_id is not None else None
    wanted_kind = {"exchanges": ix.KIND_EXCHANGE, "executions": ix.KIND_EXECUTION}.get(kind)
    # Rarest terms first; once the budget of postings read is spent, the remaining (most
    # common, least informative) terms are left out of scoring and of the gate's mass.
    pending = ix.Pending(txn, owner)
    by_rarity = sorted(words, key=lambda w: ix.document_frequency(txn, owner, w, pending))
    total_idf, read, counted = 0.0, 0, 0
    docs_parts, score_parts, idf_parts = [], [], []
    for word in by_rarity:
        if read >= POSTINGS_BUDGET:
            break
        postings = ix.read_postings(txn, owner, word, since_s, until_s, pending)
        read += len(postings)
        idf = _idf(n, postings.df)
        total_idf += idf if postings.df else _idf(n, 0)
        counted += 1
        if wanted_kind is not None and len(postings):
            postings.keep(postings.kind == wanted_kind)
        if in_session is not None and len(postings):
            postings.keep(np.isin(postings.doc, in_session))
        if not len(postings):
            continue
        inv_avg = np.where(postings.kind == ix.KIND_EXCHANGE, B / avgdl[0], B / avgdl[1])
        norm = (1.0 - B) + postings.dl * inv_avg.astype(np.float32)
        tf = postings.tf
        docs_parts.append(postings.doc)
        score_parts.append(np.float32(idf * (K1 + 1.0)) * tf / (tf + np.float32(K1) * norm))
        idf_parts.append(np.full(len(postings), idf))
    if not docs_parts:
        return [], 0.0
    docs = np.concatenate(docs_parts)
    lo = int(docs.min())
    rel = docs - lo
    score = np.bincount(rel, weights=np.concatenate(score_parts))
    coverage = np.bincount(rel, weights=np.concatenate(idf_parts)) / total_idf
    needed = gate_share(counted)
    relevance = float(coverage.max()) / needed
    eligible = (coverage >= needed - 1e-9) if gate else (score > 0)  # float sums
    scored = np.where(eligible, score, 0.0)
    found = int(np.count_nonzero(scored))
    if not found:
        return [], relevance
    take = min(found, max(limit * 3, RERANK_DEPTH))
    if take < len(scored):
        candidates = np.argpartition(-scored, take - 1)[:take]
    else:
        candidates = np.flatnonzero(scored)
    now_s = now.timestamp()
    ranked: list[tuple[float, float, Episode | ExecutionEvent]] = []
    for rel_doc in candidates:
        record = _record(txn, owner, int(rel_doc) + lo)
        if record is None:
            continue  # removed since it was indexed
        at = (record.started_at if isinstance(record, Episode) else record.requested_at).timestamp()
        age_days = max(now_s - at, 0.0) / 86400.0
        value = float(score[rel_doc]) * (
            1.0 + RECENCY_WEIGHT * 0.5 ** (age_days / RECENCY_HALF_LIFE_DAYS)
        )
        if isinstance(record, Episode):
            for doc in _session_neighbours(txn, owner, record):
                if lo <= doc < lo + len(score):
                    value += SESSION_CONTEXT * float(score[doc - lo])
        ranked.append((value, at, record))
    ranked.sort(key=lambda r: (-r[0], -r[1]))
    return [_hit(record, value, words) for value, _, record in ranked[:limit]], relevance


def gate_share(terms: int) -> float:
    """The share of a query's IDF mass a hit must hold, for a query of this many terms."""
    return min(1.0, GATE_STRENGTH / math.sqrt(max(terms, 1)))


def _idf(n: int, df: int) -> float:
    return math.log(1.0 + (n - df + 0.5) / (df + 0.5))


def _record(txn: Txn, owner: str, doc: int) -> Episode | ExecutionEvent | None:
    """The owner's record behind a docnum, re-checked against its owner."""
    record_id = ix.doc_record(txn, owner, doc)
    entry = ix.doc_head(txn, record_id) if record_id is not None else None
    if entry is None or entry.owner != owner:
        return None
    if entry.kind == ix.KIND_EXCHANGE:
        record = txn.get_obj("episodes", record_id.encode(), Episode)
    else:
        record = txn.get_obj("events", record_id.encode(), ExecutionEvent)
    return record if record is not None and record.owner == owner else None


def _session_neighbours(txn: Txn, owner: str, episode: Episode) -> list[int]:
    """Docnums of the exchanges just before and just after this one in its session."""
    prefix = key(owner, episode.session_id, EXCHANGE, "")
    here = prefix + episode.id.encode()
    found = []
    for start, stop, reverse in ((prefix, here, True), (here + b"\x00", prefix + b"\xff", False)):
        for k, _ in txn.range("sessions", start, stop, reverse=reverse, values=False):
            entry = ix.doc_head(txn, k[len(prefix) :].decode())
            if entry is not None and entry.owner == owner:
                found.append(entry.doc)
            break
    return found


def _hit(record: Episode | ExecutionEvent, score: float, words: list[str]) -> Hit:
    if isinstance(record, Episode):
        return Hit(
            id=record.id,
            kind="exchange",
            session_id=record.session_id,
            at=record.started_at,
            score=round(score, 4),
            snippet=snippet([record.user_digest, record.response_digest], words),
        )
    body = snippet([record.input_digest, record.result_digest or ""], words)
    return Hit(
        id=record.id,
        kind="execution",
        session_id=record.session_id,
        at=record.requested_at,
        score=round(score, 4),
        snippet=f"{record.tool_name}: {body}" if body else record.tool_name,
    )


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
