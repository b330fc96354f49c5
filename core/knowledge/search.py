"""Knowledge search: owner-scoped search over approved lessons, honest when nothing matches.

The scope for acting owner O is O's approved entries (private or shared) and the approved
entries other owners shared with the team. Pending, rejected, quarantined and archived
entries are never in it, nor another owner's private entries; episodes are never read here
at all (this module reads only the knowledge base). The same scope feeds the gateway's
injection (addons/inject.py) and the `kb search` / `search_knowledge` surfaces.

Ranking is BM25 (recall's K1 and B) over the identifier-aware terms of
core/text/search_terms.py plus the cosine of the query's and the entry's meanings (core/meaning),
so a query sharing no word with a lesson still finds it ("database migrations" finds "Run the
schema upgrade tool before deploying"). The gate keeps results honest: a hit holds recall's
share `gate_share(n)` of the IDF mass of a query of n terms, or the query's words it does not
hold are answered by its meaning (their cosine with the entry reaches ANSWERED), or its meaning
is close to the whole query's (STRONG); so a query nothing answers returns an empty result that
says so. A knowledge base is small, so IDF is smoothed by a prior (PRIOR_ENTRIES), and the
entries' meanings are the ones their fingerprints hold (computed when they were filed). Injection
asks the other way round (a conversation is a long text): an entry is relevant when the
conversation holds enough of the entry's own IDF mass (ENTRY_COVERAGE).

A search bumps `retrieved_count`/`last_retrieved_at` of the entries it returns
(core/knowledge/entries.py's `record_use`), so the decay pass sees real use.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import datetime

import msgspec
import numpy as np
from teambrain.core import meaning
from teambrain.core.clock import Clock, system_clock
from teambrain.core.errors import TeambrainError
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge.entries import APPROVED, TEAM, KnowledgeEntry
from teambrain.core.recall import bm25
from teambrain.core.recall.search import MAX_QUERY_TERMS, gate_share
from teambrain.core.store import Store, Txn
from teambrain.core.text.search_terms import query_terms, term_spans, terms

MAX_LIMIT = 50
PRIOR_ENTRIES = 50
"""IDF is computed as if the scope held this many more entries sharing none of its terms: a
knowledge base of a few dozen lessons is too small to call a word two of them share common."""
ENTRY_COVERAGE = 0.3
"""An entry is relevant to a conversation holding at least this share of its IDF mass."""
MAX_CONVERSATION_CHARS = 8000
"""Only the start of a conversation text is read to choose entries for it."""
ANSWERED = 0.3
"""The cosine at which an entry answers by meaning the query words it does not hold (all of
them when it shares none): "database migrations" against "Run the schema upgrade tool before
deploying" is 0.30, unrelated queries against a lesson mostly below 0.28 (all-MiniLM-L6-v2)."""
STRONG = 0.55
"""The cosine with the whole query at which an entry is relevant whatever words it shares
("postgres maintenance" / "Vacuum the postgres replica weekly.", 0.63)."""
MEANING_WEIGHT = 8.0
"""What a cosine of 1 adds to an entry's BM25 score when ranking: about two rare words."""


class KnowledgeSearchError(TeambrainError):
    """A knowledge search request is malformed (empty query, limit out of range)."""


class KnowledgeHit(msgspec.Struct, kw_only=True):
    """One entry a search found, with its attribution and how it has been used."""

    id: str
    text: str
    owner: str
    """Attribution: whose lesson it is (kept when shared)."""
    visibility: knowledge.Visibility
    origin: knowledge.Origin
    citations: int
    """How many episodes the lesson cites."""
    score: float
    retrieved_count: int
    injected_count: int
    approved_at: datetime | None = None


class KnowledgeSearchResult(msgspec.Struct, kw_only=True):
    query: str
    hits: list[KnowledgeHit]
    message: str
    """One plain sentence: how many entries matched, or that none did."""
    relevance: float = 0.0
    """The gate's score: the best entry's share of the query's IDF mass over the share the
    gate asks of a query this long (a hit needs 1.0 or more)."""


# -- scope ------------------------------------------------------------------------------


def in_scope(entry: KnowledgeEntry, owner: str) -> bool:
    """Approved, and the owner's own or shared with the team."""
    return entry.state == APPROVED and (entry.owner == owner or entry.visibility == TEAM)


def scope_entries(txn: Txn, owner: str) -> list[KnowledgeEntry]:
    """The entries in the owner's scope, oldest first."""
    found = [e for e in knowledge.iter_own(txn, owner) if in_scope(e, owner)]
    found.extend(e for e in knowledge.iter_team(txn, owner) if in_scope(e, owner))
    found.sort(key=lambda e: e.id)
    return found


def scope_version(txn: Txn) -> tuple[int, int]:
    """Changes whenever any entry could have entered or left a scope.

    Every filing and every transition appends to the append-only audit log in its own
    transaction (core/knowledge/entries.py), so the log's length moves with each of them.
    """
    return txn.audit.count(), txn.knowledge.count()


# -- ranking ----------------------------------------------------------------------------


class KnowledgeIndex:
    """An in-memory BM25 index over a fixed list of entries (one owner's scope).

    Each term keeps its documents and their BM25 weights as numpy arrays, so scoring a
    query is a few vector additions per term, whatever the size of the scope.
    """

    def __init__(self, entries: Sequence[KnowledgeEntry]) -> None:
        self.entries = sorted(entries, key=lambda e: e.id)  # index order is time order
        self.ids = frozenset(e.id for e in self.entries)
        n = len(self.entries)
        found: dict[str, tuple[list[int], list[int]]] = {}
        lengths = np.zeros(n)
        self._terms: list[frozenset[str]] = []
        for doc, entry in enumerate(self.entries):
            counts = Counter(terms(entry.text))
            self._terms.append(frozenset(counts))
            lengths[doc] = sum(counts.values())
            for term, tf in counts.items():
                docs, tfs = found.setdefault(term, ([], []))
                docs.append(doc)
                tfs.append(tf)
        norm = bm25.length_norm(lengths, max(float(lengths.mean()) if n else 1.0, 1.0))
        self._unseen_idf = bm25.idf(n + PRIOR_ENTRIES, 0)
        self._mass = np.zeros(n)
        """Each entry's IDF mass: the sum of its distinct terms' IDF."""
        self._postings: dict[str, tuple[np.ndarray, np.ndarray, float]] = {}
        for term, (docs, tfs) in found.items():
            at, freqs = np.array(docs, dtype=np.intp), np.array(tfs, dtype=np.float64)
            idf = bm25.idf(n + PRIOR_ENTRIES, len(docs))
            self._postings[term] = (at, bm25.weight(idf, freqs, norm[at]), idf)
            self._mass[at] += idf
        self._vectors: np.ndarray | None = None
        """The entries' meanings as rows, read on the first search (injection needs none)."""

    def __len__(self) -> int:
        return len(self.entries)

    def _score(self, words: Iterable[str]) -> tuple[np.ndarray, np.ndarray, float]:
        """BM25 per entry, the IDF mass of the query terms each holds, the query's mass."""
        scores = np.zeros(len(self.entries))
        matched = np.zeros(len(self.entries))
        total = 0.0
        for word in words:
            postings = self._postings.get(word)
            if postings is None:
                total += self._unseen_idf
                continue
            docs, weights, idf = postings
            scores[docs] += weights  # a term's documents are distinct
            matched[docs] += idf
            total += idf
        return scores, matched, total

    def search(
        self, query: str, limit: int, *, gate: bool = True
    ) -> tuple[list[tuple[KnowledgeEntry, float]], float]:
        """The best entries for a short query, each holding recall's share of its IDF mass or
        answering it by meaning; with the gate's score (the best entry's, over what it asks)."""
        words = query_terms(query)[:MAX_QUERY_TERMS]
        if not words or not self.entries:
            return [], 0.0
        scores, matched, total = self._score(words)
        needed = gate_share(len(words))
        coverage = matched / total
        cosines, answered = self._meaning(query)
        lexical = (scores > 0) & (coverage >= needed - 1e-9) if gate else scores > 0
        kept = lexical | (answered >= ANSWERED) | (cosines >= STRONG)
        relevance = max(float(coverage.max()) / needed, float(answered.max()) / ANSWERED)
        ranked = scores + MEANING_WEIGHT * np.maximum(cosines, 0.0)
        return self._ranked(np.flatnonzero(kept), ranked, limit), relevance

    def _meaning(self, query: str) -> tuple[np.ndarray, np.ndarray]:
        """Per entry: the cosine of its meaning with the query's, and with the meaning of the
        query words it does not hold (1.0 when it holds them all)."""
        vectors = self._entry_vectors()
        cosines = vectors @ meaning.embed(query)
        spans = [(query[start:end], set(found)) for start, end, found in term_spans(query)]
        answered = np.ones(len(self.entries))
        asked: dict[str, np.ndarray] = {}
        for doc, held in enumerate(self._terms):
            rest = " ".join(word for word, found in spans if not found <= held)
            if rest:
                if rest not in asked:
                    asked[rest] = meaning.embed(rest)
                answered[doc] = float(vectors[doc] @ asked[rest])
        return cosines, answered

    def _entry_vectors(self) -> np.ndarray:
        if self._vectors is None:
            self._vectors = np.array(
                [_entry_meaning(e) for e in self.entries], dtype=np.float32
            ).reshape(len(self.entries), -1)
        return self._vectors

    def relevant(self, conversation: str, limit: int) -> list[tuple[KnowledgeEntry, float]]:
        """The best entries for a conversation: each holds ENTRY_COVERAGE of the entry's mass."""
        words = query_terms(conversation[:MAX_CONVERSATION_CHARS])
        if not words or not self.entries:
            return []
        scores, matched, _ = self._score(words)
        kept = (matched > 0) & (matched >= ENTRY_COVERAGE * self._mass)
        return self._ranked(np.flatnonzero(kept), scores, limit)

    def _ranked(
        self, docs: np.ndarray, scores: np.ndarray, limit: int
    ) -> list[tuple[KnowledgeEntry, float]]:
        """Best first; ties go to the newer entry."""
        order = docs[np.lexsort((-docs, -scores[docs]))][:limit]
        return [(self.entries[d], float(scores[d])) for d in order]


def _entry_meaning(entry: KnowledgeEntry) -> np.ndarray:
    """The entry's meaning as its fingerprint holds it (embedded again if another model or
    version made it), else embedded from its text."""
    stored = knowledge.current_fingerprint(entry).meaning
    return meaning.decode(stored) if stored else meaning.embed(entry.text)


# -- the search surfaces use -------------------------------------------------------------


def search_knowledge(
    store: Store,
    owner: str,
    query: str,
    *,
    limit: int = 5,
    gate: bool = True,
    clock: Clock = system_clock,
    record: bool = True,
) -> KnowledgeSearchResult:
    """Search the approved entries in the owner's scope; the entries returned count as
    retrieved unless `record` is false (a reader who may not act writes nothing)."""
    if not owner:
        raise KnowledgeSearchError("no acting owner")
    if not query or not query.strip():
        raise KnowledgeSearchError("the query is empty: say what to look for")
    if not 1 <= limit <= MAX_LIMIT:
        raise KnowledgeSearchError(f"limit must be between 1 and {MAX_LIMIT}, got {limit}")
    with store.read() as txn:
        index = KnowledgeIndex(scope_entries(txn, owner))
    found, relevance = index.search(query, limit, gate=gate)
    if found and record:
        found = _record_retrieval(store, owner, found, clock())
    hits = [_hit(entry, score) for entry, score in found]
    return KnowledgeSearchResult(
        query=query, hits=hits, message=_message(query, hits), relevance=round(relevance, 4)
    )


def _record_retrieval(
    store: Store, owner: str, found: list[tuple[KnowledgeEntry, float]], at: datetime
) -> list[tuple[KnowledgeEntry, float]]:
    """Bump the retrieval counters; return the entries as they are now (still in scope)."""

    def write(txn: Txn) -> list[tuple[KnowledgeEntry, float]]:
        knowledge.record_use(txn, [e.id for e, _ in found], at=at, kind="retrieved")
        now = []
        for entry, score in found:
            current = txn.knowledge.get(entry.id)
            if current is not None and in_scope(current, owner):
                now.append((current, score))
        return now

    return store.write(write)


def _hit(entry: KnowledgeEntry, score: float) -> KnowledgeHit:
    return KnowledgeHit(
        id=entry.id,
        text=entry.text,
        owner=entry.owner,
        visibility=entry.visibility,
        origin=entry.origin,
        citations=len(entry.citations),
        score=round(score, 4),
        retrieved_count=entry.retrieved_count,
        injected_count=entry.injected_count,
        approved_at=entry.decided_at,
    )


def _message(query: str, hits: list[KnowledgeHit]) -> str:
    if not query_terms(query):
        return f"'{query}' has no words to search for (only common words)."
    if not hits:
        return f"No approved knowledge you can see matches '{query}'."
    noun = "entry" if len(hits) == 1 else "entries"
    return f"{len(hits)} approved knowledge {noun} match '{query}'."
