"""How time ranks a query's candidates, beyond their capture time: the dates their own text
mentions, which session of the matches the query asks for, and whether it asks "when".

A record told on 9 May that says "we went camping yesterday" is about 8 May: a query naming 8
May (or "that weekend", "in May") ranks it as inside the time, like a record captured then.
"Our first session" and "the last time we" rank the matches of that session (the first or
last by time among the strong candidates) first. A question asking when something happened
ranks first the candidates whose text names a time (the answer has to say when).

Everything is derived at query time from the candidates the ranker already holds (their
capture time, session and text), never from storage, so it is the same on every backend.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import NamedTuple, Protocol

from teambrain.core.recall import dates
from teambrain.core.recall.time import TimeSpan
from teambrain.core.text.patterns import LazyPattern

WHEN_PRIOR = 0.2
"""A candidate whose text names a time scores this much more when the query asks when."""
READ_SHARE = 0.2
"""Candidates scoring under this share of the best are not read for the dates their text
names (reading costs about 0.15 ms a text; the weakest rarely reach the top ten)."""
STRONG_SHARE = 0.5
"""Candidates scoring at least this share of the best are the matches whose sessions an
ordinal ('the second time') counts."""
_ASKS_WHEN = LazyPattern(
    r"^\W*(?:when|what\s+(?:date|day|time|year|month|week)|how\s+long\s+ago|since\s+when)\b"
    r"|\bwhen\s+(?:did|was|were|is|are|do|does|have|has|had|will)\b",
    re.IGNORECASE,
)
"""A question asking when (not 'when' as a conjunction: 'who helps her when she...')."""


class Candidate(NamedTuple):
    """What the ranker holds of a candidate record."""

    at: datetime
    session_id: str
    text: str
    score: float


class TimePrior(NamedTuple):
    """What a query says about time that ranks, rather than bounds, its candidates."""

    named: TimeSpan | None
    asks_when: bool

    def boosts(self, candidates: Sequence[Candidate | None], in_time: float) -> list[float]:
        """A factor per candidate (1.0 for None): 1 + in_time for one inside the named time
        (captured then, or its text mentions it) or in the asked-for session, and
        1 + WHEN_PRIOR more for one whose text names a time when the query asks when."""
        named = self.named
        best = max((c.score for c in candidates if c is not None), default=0.0)
        said = [
            mentions(c.text, c.at) if c is not None and c.score >= READ_SHARE * best else []
            for c in candidates
        ]
        inside = [False] * len(candidates)
        if named is not None and named.timed:
            lo, hi = named.start, named.end
            for i, c in enumerate(candidates):
                if c is not None:
                    inside[i] = lo <= c.at < hi or any(s < hi and lo < e for s, e in said[i])
        if named is not None and named.nth:
            session = _nth_session(candidates, named.nth, inside if named.timed else None)
            inside = [c is not None and c.session_id == session for c in candidates]
        out = []
        for held, times in zip(inside, said, strict=True):
            factor = 1.0 + in_time if held else 1.0
            if self.asks_when and times:
                factor *= 1.0 + WHEN_PRIOR
            out.append(factor)
        return out

    def features(self, top: Candidate) -> dict[str, float]:
        """What the gate reads of time: whether the top hit falls in the named time (by
        its capture or its text), and, for a question asking when, whether its text names
        a time."""
        named = self.named
        inside = (
            named is not None
            and named.timed
            and (
                named.start <= top.at < named.end
                or any(s < named.end and named.start < e for s, e in mentions(top.text, top.at))
            )
        )
        dated = self.asks_when and bool(mentions(top.text, top.at))
        return {"time_top": float(inside), "when_dated_top": float(dated)}


def time_prior(query: str, named: TimeSpan | None) -> TimePrior | None:
    """The prior for a query, or None when time says nothing about its ranking."""
    asks_when = bool(_ASKS_WHEN.search(query))
    return TimePrior(named, asks_when) if named is not None or asks_when else None


def mentions(text: str, at: datetime) -> list[tuple[datetime, datetime]]:
    """The windows of the times a record's text names, read relative to its capture day."""
    found = []
    for words in dates.in_text(text) if text else ():
        window = dates.mentioned(words, at)
        if window is not None:
            found.append(window)
    return found


def _nth_session(
    candidates: Sequence[Candidate | None], nth: int, inside: list[bool] | None
) -> str | None:
    """The session of the nth (or, for -1, the last) occurrence among the strong matches
    (inside the named time, when one is named), by time."""
    pool = [c for i, c in enumerate(candidates) if c is not None and (inside is None or inside[i])]
    if not pool:
        return None
    best = max(c.score for c in pool)
    first_seen: dict[str, datetime] = {}
    for c in pool:
        if c.score >= STRONG_SHARE * best:
            first_seen[c.session_id] = min(c.at, first_seen.get(c.session_id, c.at))
    sessions = sorted(first_seen, key=first_seen.__getitem__)
    if nth < 0:
        return sessions[-1]
    return sessions[nth - 1] if nth <= len(sessions) else None


class _Dated(Protocol):
    @property
    def session_id(self) -> str: ...

    @property
    def started_at(self) -> datetime: ...


def nth_session(records: Iterable[_Dated], nth: int) -> tuple[str, datetime, datetime] | None:
    """For a query that names only an occurrence ('our first session'): the session asked
    for and its first and last record's time, from the owner's episodes in time order
    (oldest first for the first, second..., newest first for the last). Reads on only until
    two more sessions have begun after it."""
    want = nth if nth > 0 else 1
    order: list[str] = []
    spans: dict[str, tuple[datetime, datetime]] = {}
    for r in records:
        if r.session_id not in spans:
            if len(order) >= want + 2:
                break
            order.append(r.session_id)
        lo, hi = spans.get(r.session_id, (r.started_at, r.started_at))
        spans[r.session_id] = (min(lo, r.started_at), max(hi, r.started_at))
    if len(order) < want:
        return None
    chosen = order[want - 1]
    return chosen, *spans[chosen]
