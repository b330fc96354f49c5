"""Time named in a recall query: "last Tuesday", "in June 2023", "on October 24" as a window.

A word check, then a regular expression, find the spans that look like time expressions; only
when one is found is the date parser (dateparser, a heavy import) loaded, and it parses each
span relative to now, preferring the past. Each span becomes a window of its own granularity (a
day, a week, a month, a year) in UTC; "since", "before" and "after" open it on one side. Spans
that name a date outright (a month, a year, an ISO date) win over relative ones ("last Friday
on 23 January" means the 23rd), and several are joined into the smallest window holding them.
A time named outright is exact; a relative one ("last week", "yesterday") is how people
remember, roughly, and recall ranks by it rather than bounding the search.

Invariant: the words of a recognised time expression are not searched as text (a date lives
in the record's timestamp, not in its words), except a season's name, which is also a topic;
a span the parser cannot read stays text.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import TYPE_CHECKING

import msgspec
from teambrain.core.recall import dates
from teambrain.core.text.patterns import LazyPattern

if TYPE_CHECKING:
    from dateparser.date import DateDataParser

_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
)
_FULL_MONTH = r"(?:january|february|april|june|july|august|september|october|november|december)"
"""Months that are not also common words ('may', 'march'): found even without a day or year."""
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
_YEAR = r"(?:19|20)\d{2}"
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_UNIT = r"(?:day|week|month|year)s?"
_SEASON = r"(?:summer|winter|autumn|fall|spring)"
_COUNT = (
    r"(?:\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of|a\s+few|few)"
)
_SHIFT = (
    rf"(?:(?:the|last)\s+(?:day|week(?:end)?|month|year)|{_COUNT}\s+{_UNIT})\s+(?:before|after)"
)
"""'the weekend before', 'two weeks after': a time counted from the one that follows."""
_LEAD = rf"(?:(?:in|on|during|since|before|after|by|of|from|early|mid|late|the\s+beginning\s+of|the\s+end\s+of|the\s+start\s+of|{_SHIFT})\s+)*"
_NEAR = r"(?:last|this|past|previous)"
"""Recall searches the past: 'next week' stays text."""
_AFTER_WORD = (
    "(?:"
    + "|".join(
        rf"(?<=\b{w}\s)"
        for w in [
            "in",
            "during",
            "since",
            "of",
            "by",
            "before",
            "after",
            "early",
            "late",
            "mid",
            "last",
            "this",
            "past",
            "previous",
            "next",
        ]
    )
    + ")"
)
"""A month or year counts alone only after a word that makes it one ('in May', 'since 2023')."""
_IN_WORD = "(?:" + "|".join(rf"(?<=\b{w}\s)" for w in ["in", "during", "since", "of", "by"]) + ")"
"""A season counts after a word that puts something in it ('in the summer'); after 'last' or
'this' the pair is one expression, and 'next summer' is the future, left as text."""

_PATTERNS = [
    r"\d{4}-\d{2}-\d{2}",
    r"\d{4}-\d{2}(?!\d)",
    rf"{_DAY}\s+(?:of\s+)?{_MONTH},?(?:\s*{_YEAR})?",
    rf"{_MONTH}\s+{_DAY}(?:,?\s*{_YEAR})?(?![\d:])",
    rf"{_MONTH},?\s+{_YEAR}",
    rf"{_AFTER_WORD}{_MONTH}",
    rf"{_FULL_MONTH}",
    rf"{_AFTER_WORD}{_YEAR}",
    r"(?:the\s+)?day\s+before\s+yesterday|yesterday|today|tonight|this\s+(?:morning|afternoon|evening)|last\s+night",
    rf"(?:earlier\s+)?{_NEAR}\s+(?:week(?:end)?|month|year|{_WEEKDAY})",
    rf"{_COUNT}\s+{_UNIT}\s+ago",
    rf"{_WEEKDAY}",
    rf"{_IN_WORD}(?:the\s+{_SEASON}|summer|winter|autumn)(?:\s+(?:of\s+)?{_YEAR})?",
    rf"{_NEAR}\s+{_SEASON}|(?:the\s+)?{_SEASON}\s+(?:of\s+)?{_YEAR}",
    r"(?:the\s+)?week(?:end)?\s+before\s+last|(?:the\s+)?weekend\s+before|the\s+other\s+day",
]
_TRIGGER_TEXT = """
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
    saturday sunday yesterday today tonight ago week weekend month year morning afternoon
    evening night summer winter autumn fall spring other
"""
_TRIGGERS = frozenset(_TRIGGER_TEXT.split())
"""Words without which no pattern can match: a query with none of them (and no year or ISO
date) is not read further, and the full expression is never compiled."""
_WORD = LazyPattern(r"[a-z]+")
_NUMERIC = LazyPattern(r"\b(?:19|20)\d{2}\b|\d{4}-\d{2}")


@lru_cache(maxsize=1)
def finder() -> re.Pattern[str]:
    """The full expression (compiling it costs about 15 ms: only for a query that may need it)."""
    alternatives = "|".join(f"(?:{p})" for p in _PATTERNS)
    return re.compile(rf"\b{_LEAD}(?:{alternatives})\b", re.IGNORECASE)


_PREFIX = LazyPattern(
    r"^(?:(?:in|on|during|since|before|after|by|of|from|early|mid|late|earlier"
    r"|the\s+beginning\s+of|the\s+end\s+of|the\s+start\s+of)\s+)+",
    re.IGNORECASE,
)
_ABSOLUTE = LazyPattern(rf"\d{{4}}|\b{_MONTH}", re.IGNORECASE)


class TimeSpan(msgspec.Struct, frozen=True):
    """A window [start, end) named by a query, and the words that named it."""

    start: datetime
    end: datetime
    text: str
    """The query's own words for it, e.g. 'in June 2023'."""
    period: str
    """day | week | month | year | open: how wide the named time is."""
    exact: bool = True
    """Named outright (a date, a month, a year) rather than relative to now ('last week'):
    an exact time bounds the search, a relative one only ranks what falls in it first."""
    nth: int = 0
    """An occurrence the query asks for ('our first session' 1, 'the second time' 2, 'the
    last time we' -1; 0: none): recall ranks that session of the matches first."""
    timed: bool = True
    """False when the query names only an occurrence, no time: the window is all history."""

    def describe(self) -> str:
        """The window in words, for the result's message."""
        if self.period == "day":
            return f"on {self.start:%A %Y-%m-%d}"
        if self.period == "month":
            return f"in {self.start:%B %Y}"
        if self.period == "year":
            return f"in {self.start:%Y}"
        if self.period == "week":
            return f"in the week of {self.start:%Y-%m-%d}"
        return f"between {self.start:%Y-%m-%d} and {self.end:%Y-%m-%d}"


class QueryTime(msgspec.Struct, frozen=True):
    """What a query says about time: its window, and the query text left to search."""

    span: TimeSpan
    rest: str
    """The query with the time expressions taken out."""


def might_name_a_time(query: str) -> bool:
    """Does the query hold anything that looks like a time expression?"""
    return triggered(query) and finder().search(query) is not None


def triggered(query: str) -> bool:
    """Cheap: a word or a number any time expression needs."""
    return not _TRIGGERS.isdisjoint(_WORD.findall(query.lower())) or bool(_NUMERIC.search(query))


def find_time(query: str, now: datetime) -> QueryTime | None:
    """The window a query names (relative to now, in the past), or None.

    The date parser is imported only here, and only once a span looks like a time.
    """
    matches = list(finder().finditer(query)) if triggered(query) else []
    parsed: list[tuple[re.Match[str], TimeSpan]] = []
    for m in matches:
        span = _parse(m.group(), now)
        if span is not None:
            parsed.append((m, span))
    ordinal = _ORDINAL.search(query) if _ORDINAL_HINT.search(query) else None
    if not parsed and ordinal is None:
        return None
    nth = _nth(ordinal.group("nth")) if ordinal is not None else 0
    spans: list[re.Match[str]] = [m for m, _ in parsed] + ([ordinal] if ordinal else [])
    seasons = {id(m) for m, s in parsed if s.period == "season"}
    rest = query
    for m in sorted(spans, key=lambda m: m.start(), reverse=True):
        kept = _SEASON_WORD.findall(m.group()) if id(m) in seasons else []
        rest = rest[: m.start()] + " " + " ".join(kept) + " " + rest[m.end() :]
    rest = " ".join(rest.split())
    text = " ".join(m.group() for m in sorted(spans, key=lambda m: m.start()))
    if not parsed:
        start = datetime(1970, 1, 1, tzinfo=UTC)
        whole = TimeSpan(start, max(now, start), text, "open", False, nth, timed=False)
        return QueryTime(span=whole, rest=rest)
    absolute = [(m, s) for m, s in parsed if s.exact and _ABSOLUTE.search(m.group())]
    chosen = [s for _, s in absolute] or [s for _, s in parsed]
    start = min(s.start for s in chosen)
    end = max(s.end for s in chosen)
    period = chosen[0].period if len(chosen) == 1 else "open"
    span = TimeSpan(start, end, text, period, exact=bool(absolute), nth=nth)
    return QueryTime(span=span, rest=rest)


_SEASON_WORD = LazyPattern(_SEASON, re.IGNORECASE)
"""A season is also a topic ('the summer trip'), and people write it as a word: it stays
searched as text, besides ranking what falls in it."""
_ORDINAL_HINT = LazyPattern(r"\b(?:time|session|conversation|chat|meeting|discussion)s?\b", re.I)
_ORDINAL = LazyPattern(
    r"\b(?:(?:our|the|my|that)\s+)?(?P<nth>first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th"
    r"|last|latest|most\s+recent|previous)\s+(?:time|session|conversation|chat|meeting"
    r"|discussion)s?\b(?:\s+(?:we|i|you)\b)?",
    re.IGNORECASE,
)
"""'our first session', 'the second time', 'the last time we': which occurrence, not when
('the last call', 'the first request' name a thing, and stay text)."""
_NTH = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _nth(word: str) -> int:
    word = word.lower()
    if word[0].isdigit():
        return int(word[0])
    return _NTH.get(word, -1)


def _parse(words: str, now: datetime) -> TimeSpan | None:
    lead = _PREFIX.match(words)
    prefix = lead.group().lower().split() if lead else []
    core = words[lead.end() :] if lead else words
    core = re.sub(r"\b(?:a\s+couple\s+of)\b", "2", core, flags=re.IGNORECASE)
    core = re.sub(r"\b(?:a\s+few|few)\b", "3", core, flags=re.IGNORECASE)
    base = now.astimezone(UTC).replace(tzinfo=None, hour=0, minute=0, second=0, microsecond=0)
    counted = dates.counted(core, base, lambda anchor: _parse(anchor, now))
    if counted is not None:
        start, end, period = counted
        # a season's edges are fuzzy: even with its year, it ranks rather than bounds
        span = TimeSpan(start, end, words, period, exact=period != "season")
        return _open_sides(span, prefix, now)
    weekend = re.fullmatch(r"(last|this|past|previous)\s+weekend", core.strip(), re.IGNORECASE)
    if weekend:
        saturday = base.date() - timedelta(days=(base.weekday() - 5) % 7)
        if weekend.group(1).lower() != "this" and saturday + timedelta(days=2) > base.date():
            saturday -= timedelta(days=7)
        start = datetime.combine(saturday, datetime.min.time(), UTC)
        return _open_sides(TimeSpan(start, start + timedelta(days=2), words, "day"), prefix, now)
    at, period = _read(core.strip().lower(), base)
    if at is None:
        return None
    day = at.replace(hour=0, minute=0, second=0, microsecond=0)
    try:
        start, end = _bounds(day, period)
        return _open_sides(TimeSpan(start, end, words, period), prefix, now)
    except (OverflowError, ValueError):
        return None  # at the very edge of the calendar (year 1 or 9999): left as text


def _bounds(day: datetime, period: str) -> tuple[datetime, datetime]:
    """The day, week (from Monday), month or year holding a day."""
    if period == "day":
        return day, day + timedelta(days=1)
    if period == "week":
        start = day - timedelta(days=day.weekday())
        return start, start + timedelta(days=7)
    if period == "month":
        start = day.replace(day=1)
        return start, (start + timedelta(days=32)).replace(day=1)
    start = day.replace(month=1, day=1)
    return start, start.replace(year=start.year + 1)


def _open_sides(span: TimeSpan, prefix: list[str], now: datetime) -> TimeSpan:
    """'since X' runs from X to now, 'after X' from its end, 'before X' up to its start."""
    if "since" in prefix or "from" in prefix:
        return TimeSpan(span.start, max(now, span.end), span.text, "open", span.exact)
    if "after" in prefix:
        end = max(now, span.end + timedelta(days=1))
        return TimeSpan(span.end, end, span.text, "open", span.exact)
    if "before" in prefix:
        length = span.end - span.start
        start = span.start - max(length, timedelta(days=7))
        return TimeSpan(start, span.start, span.text, "open", span.exact)
    return span


@lru_cache(maxsize=512)
def _read(words: str, base: datetime) -> tuple[datetime | None, str]:
    """The date parser's reading of a time expression on a day: the date (UTC) and its
    period. Cached: every window is whole days, so a reading holds for the whole day."""
    data = _parser(base).get_date_data(words)
    if data.date_obj is None:
        return None, ""
    at = data.date_obj.replace(tzinfo=UTC) if data.date_obj.tzinfo is None else data.date_obj
    period = data.period if data.period in ("day", "week", "month", "year") else "day"
    return at.astimezone(UTC), period


@lru_cache(maxsize=4)
def _parser(base: datetime) -> DateDataParser:
    from dateparser.date import DateDataParser

    return DateDataParser(
        languages=["en"],
        settings={
            "PREFER_DATES_FROM": "past",
            "RELATIVE_BASE": base,
            "RETURN_AS_TIMEZONE_AWARE": False,
            "PREFER_DAY_OF_MONTH": "first",
        },
    )
