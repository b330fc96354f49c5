"""Calendar arithmetic for time expressions the date parser does not read, or that recall
must read fast: seasons, "the weekend before", "two weeks after X", "the other day", and the
dates an episode's own text mentions ("yesterday", "last week", "on 8 May 2023"), each
read relative to a day (the query's today, or the day the episode was captured).

Pure arithmetic, no date parser: reading the mentions of a hundred candidates costs
microseconds each. Seasons are the northern meteorological ones (spring March-May, summer
June-August, autumn September-November, winter December-February, named by the year of its
January); a year-less date in an episode's text is the occurrence nearest its day.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Protocol

from teambrain.core.text.patterns import LazyPattern

Window = tuple[datetime, datetime, str]
"""[start, end) in UTC and its period (day, week, month, season, year, open)."""

_COUNTS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "a couple of": 2, "couple of": 2,
    "a few": 3, "few": 3,
}  # fmt: skip
_MONTHS = {
    name: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]  # fmt: skip
    )
    for name in names
}
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_SEASON_MONTH = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_COUNT = r"\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|(?:a\s+)?couple\s+of|(?:a\s+)?few"
_UNIT = r"(day|week|month|year)s?"
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DAY = r"([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"

_SEASON_RE = LazyPattern(
    r"(?:(last|this|past|previous|next|the)\s+)?(spring|summer|autumn|fall|winter)"
    r"(?:\s+(?:of\s+)?(\d{4}))?"
)
_SHIFT_RE = LazyPattern(
    rf"(?:(?:the|last)\s+(day|week|weekend|month|year)|({_COUNT})\s+{_UNIT})\s+(before|after)"
    r"(?:\s+(.+))?"
)
_AGO_RE = LazyPattern(rf"({_COUNT})\s+{_UNIT}\s+ago")
_NEAR_RE = LazyPattern(
    r"(?:earlier\s+)?(last|this|past|previous)\s+(week|weekend|month|year|"
    + "|".join(_WEEKDAYS)
    + ")"
)
_ISO_RE = LazyPattern(r"(\d{4})-(\d{2})(?:-(\d{2}))?")
_DAY_MONTH_RE = LazyPattern(rf"{_DAY}\s+(?:of\s+)?({_MONTH})\.?,?(?:\s*(\d{{4}}))?")
_MONTH_DAY_RE = LazyPattern(rf"({_MONTH})\.?\s+{_DAY}(?:,?\s*(\d{{4}}))?")
_MONTH_YEAR_RE = LazyPattern(rf"({_MONTH})\.?,?(?:\s+(\d{{4}}))?")
_WEEKDAY = "|".join(_WEEKDAYS)
_IN_TEXT = LazyPattern(
    r"\b(?:(?:the\s+)?day\s+before\s+yesterday|yesterday|today|tonight|last\s+night"
    r"|this\s+(?:morning|afternoon|evening)"
    rf"|(?:last|this|past|previous)\s+(?:week(?:end)?|month|year|spring|summer|autumn|fall|winter|{_WEEKDAY})"
    rf"|(?:{_COUNT})\s+{_UNIT}\s+ago|\d{{4}}-\d{{2}}-\d{{2}}"
    rf"|{_DAY}\s+(?:of\s+)?(?:{_MONTH})\.?(?:,?\s*\d{{4}})?"
    rf"|(?:{_MONTH})\.?\s+{_DAY}(?:,?\s*\d{{4}})?(?![\d:])"
    r"|(?:in|during|since)\s+(?:the\s+)?(?:january|february|april|june|july|august|september"
    r"|october|november|december|spring|summer|autumn|winter|(?:19|20)\d\d)(?:,?\s+(?:19|20)\d\d)?"
    r")\b"
)
"""The time expressions an episode's text is read for: a simpler expression than a query's
(no leading words to weigh), fast enough for every candidate of a query."""
_TEXT_TRIGGERS = frozenset(
    [
        "yesterday",
        "today",
        "tonight",
        "night",
        "morning",
        "afternoon",
        "evening",
        "week",
        "weekend",
        "month",
        "year",
        "ago",
        "spring",
        "summer",
        "autumn",
        "fall",
        "winter",
    ]
    + list(_MONTHS)
    + _WEEKDAYS
)
_TOKEN = LazyPattern(r"[a-z]+")
_YEAR = LazyPattern(r"\d{4}")
_LEAD_RE = LazyPattern(
    r"^(?:(?:in|on|during|since|before|after|by|of|from|early|mid|late|earlier"
    r"|the\s+beginning\s+of|the\s+end\s+of|the\s+start\s+of)\s+)+"
)


class _Anchor(Protocol):
    """A time another is counted from ('the weekend before <it>')."""

    @property
    def start(self) -> datetime: ...

    @property
    def end(self) -> datetime: ...


def _day(base: datetime) -> datetime:
    return base.replace(hour=0, minute=0, second=0, microsecond=0, tzinfo=UTC)


def _month(year: int, month: int) -> tuple[datetime, datetime]:
    start = datetime(year, month, 1, tzinfo=UTC)
    return start, (start + timedelta(days=32)).replace(day=1)


def _months_back(start: datetime, n: int) -> datetime:
    index = start.year * 12 + start.month - 1 - n
    return datetime(index // 12, index % 12 + 1, 1, tzinfo=UTC)


def _week(day: datetime) -> tuple[datetime, datetime]:
    start = day - timedelta(days=day.weekday())
    return start, start + timedelta(days=7)


def _weekend_before(day: datetime) -> datetime:
    """The Saturday of the last weekend that ends on or before this day."""
    saturday = day - timedelta(days=(day.weekday() - 5) % 7)
    return saturday - timedelta(days=7) if saturday + timedelta(days=2) > day else saturday


def _season(name: str, year: int) -> tuple[datetime, datetime]:
    """The season whose January (for winter) or whose months fall in this year."""
    month = _SEASON_MONTH[name]
    start = datetime(year - 1 if name == "winter" else year, month, 1, tzinfo=UTC)
    return start, _months_back(start, -3)


def _count(word: str) -> int:
    word = " ".join(word.split())
    return int(word) if word.isdigit() else _COUNTS[word]


def season(words: str, base: datetime) -> Window | None:
    """'last summer', 'the summer', 'summer of 2023': the season, relative to base."""
    m = _SEASON_RE.fullmatch(words)
    if m is None or m.group(1) == "next":
        return None
    which, name, year = m.groups()
    if year:
        return (*_season(name, int(year)), "season")
    day = _day(base)
    seasons = [_season(name, y) for y in range(day.year + 1, day.year - 3, -1)]
    if which in ("last", "past", "previous"):
        return next((*s, "season") for s in seasons if s[1] <= day)
    return next((*s, "season") for s in seasons if s[0] <= day)


def shifted(
    words: str, base: datetime, read_anchor: Callable[[str], _Anchor | None]
) -> Window | None:
    """'the weekend before April 10', 'two weeks after 2023-05-01', 'the week before last':
    a time counted from another (read by read_anchor), or from the last such unit."""
    m = _SHIFT_RE.fullmatch(words)
    if m is None:
        return None
    unit, count, count_unit, direction, anchor_words = m.groups()
    if anchor_words in (None, "last"):
        if unit not in ("week", "weekend"):
            return None
        last = near("last " + unit, base)
        assert last is not None
        start, end = last[0], last[1]
    else:
        anchor = read_anchor(anchor_words)
        if anchor is None:
            return None
        start, end = anchor.start, anchor.end
    before = direction == "before"
    if unit == "weekend":
        saturday = (
            _weekend_before(start) if before else end + timedelta(days=(5 - end.weekday()) % 7)
        )
        return saturday, saturday + timedelta(days=2), "day"
    if unit == "day":
        day = start - timedelta(days=1) if before else end
        return day, day + timedelta(days=1), "day"
    if unit == "week":
        return (
            (start - timedelta(days=7), start, "week")
            if before
            else (end, end + timedelta(days=7), "week")
        )
    if unit in ("month", "year"):
        months = 1 if unit == "month" else 12
        lo = _months_back(start.replace(day=1), months) if before else end
        hi = start if before else _months_back(end.replace(day=1), -months)
        return lo, hi, unit
    # 'two weeks before X' runs from then to X: what happened then is often told on X
    n = _count(count)
    step = {"day": timedelta(days=n), "week": timedelta(weeks=n)}.get(count_unit)
    if step is not None:
        point = start - step if before else start + step
        slack = timedelta(days=0 if count_unit == "day" else 3)
        lo, hi = point - slack, point + slack + timedelta(days=1)
    else:
        months = n * (12 if count_unit == "year" else 1)
        lo, hi = _month(*_ym(_months_back(start.replace(day=1), months if before else -months)))
    return (lo, start, "open") if before else (end, hi, "open")


def _ym(at: datetime) -> tuple[int, int]:
    return at.year, at.month


def _year(year: int) -> tuple[datetime, datetime]:
    return datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)


def counted(
    words: str, base: datetime, read_anchor: Callable[[str], _Anchor | None]
) -> Window | None:
    """The forms the date parser does not read: seasons, shifts, 'the weekend before', 'the
    other day'."""
    words = " ".join(words.lower().split())
    if words == "the other day":
        day = _day(base)
        return day - timedelta(days=6), day, "week"
    if words in (
        "the weekend before",
        "weekend before",
        "the weekend before last",
        "weekend before last",
    ):
        words = "the weekend before last"
    return season(words, base) or shifted(words, base, read_anchor)


def near(words: str, base: datetime) -> Window | None:
    """Relative to a day: 'yesterday', 'last week', 'three days ago', 'last Friday'."""
    day = _day(base)
    if words in ("yesterday", "last night"):
        return day - timedelta(days=1), day, "day"
    if words in ("today", "tonight") or re.fullmatch(r"this (morning|afternoon|evening)", words):
        return day, day + timedelta(days=1), "day"
    if re.fullmatch(r"(the )?day before yesterday", words):
        return day - timedelta(days=2), day - timedelta(days=1), "day"
    m = _AGO_RE.fullmatch(words)
    if m is not None:
        n, unit = _count(m.group(1)), m.group(2)
        if unit == "day":
            return day - timedelta(days=n), day - timedelta(days=n - 1), "day"
        if unit == "week":
            return (*_week(day - timedelta(weeks=n)), "week")
        if unit == "month":
            return (*_month(*_ym(_months_back(day.replace(day=1), n))), "month")
        return (*_year(day.year - n), "year")
    m = _NEAR_RE.fullmatch(words)
    if m is None:
        return None
    this, what = m.group(1) == "this", m.group(2)
    if what == "week":
        return (*_week(day if this else day - timedelta(days=7)), "week")
    if what == "weekend":
        saturday = day + timedelta(days=(5 - day.weekday()) % 7) if this else _weekend_before(day)
        return saturday, saturday + timedelta(days=2), "day"
    if what == "month":
        return (*_month(*_ym(day if this else _months_back(day.replace(day=1), 1))), "month")
    if what == "year":
        return (*_year(day.year - (0 if this else 1)), "year")
    back = (day.weekday() - _WEEKDAYS.index(what)) % 7 or 7
    at = day - timedelta(days=back)
    return at, at + timedelta(days=1), "day"


def _nearest(
    base: datetime, make: Callable[[int], tuple[datetime, datetime]]
) -> tuple[datetime, datetime]:
    """Of a year-less date's occurrences (last year, this year, next year), the nearest."""
    day = _day(base)

    def distance(window: tuple[datetime, datetime]) -> timedelta:
        return max(window[0] - day, day - window[1], timedelta(0))

    options = []
    for year in (day.year - 1, day.year, day.year + 1):
        try:
            options.append(make(year))
        except ValueError:
            continue  # 29 February in a year without it
    return min(options, key=distance)


def named(words: str, base: datetime) -> Window | None:
    """A date written out: '2023-05-08', '8 May 2023', 'May 8th', 'in March', 'March 2023'."""
    m = _ISO_RE.fullmatch(words)
    if m is not None:
        year, month, dayno = int(m.group(1)), int(m.group(2)), m.group(3)
        if not 1 <= month <= 12:
            return None
        if dayno is None:
            return (*_month(year, month), "month")
        at = datetime(year, month, int(dayno), tzinfo=UTC)
        return at, at + timedelta(days=1), "day"
    m = _DAY_MONTH_RE.fullmatch(words)
    parts = (m.group(2), m.group(1), m.group(3)) if m is not None else None
    m = _MONTH_DAY_RE.fullmatch(words) if parts is None else None
    parts = (m.group(1), m.group(2), m.group(3)) if m is not None else parts
    if parts is not None:
        month, dayno = _MONTHS[parts[0]], int(parts[1])

        def on(year: int) -> tuple[datetime, datetime]:
            at = datetime(year, month, dayno, tzinfo=UTC)
            return at, at + timedelta(days=1)

        return (*(on(int(parts[2])) if parts[2] else _nearest(base, on)), "day")
    m = _MONTH_YEAR_RE.fullmatch(words)
    if m is not None:
        month, written = _MONTHS[m.group(1)], m.group(2)
        if written:
            return (*_month(int(written), month), "month")
        return (*_nearest(base, lambda y: _month(y, month)), "month")
    if re.fullmatch(r"(19|20)\d\d", words):
        return (*_year(int(words)), "year")
    return None


def mentioned(words: str, base: datetime) -> tuple[datetime, datetime] | None:
    """The window a time expression found in an episode's text names, read relative to the
    day the episode was captured; None for one this arithmetic does not read."""
    words = _LEAD_RE.sub("", " ".join(words.lower().split()))
    try:
        found = (
            near(words, base)
            or named(words, base)
            or counted(words, base, lambda w: _as_anchor(w, base))
        )
    except (ValueError, OverflowError, KeyError):
        return None
    return (found[0], found[1]) if found else None


class _Span:
    def __init__(self, start: datetime, end: datetime):
        self.start, self.end = start, end


def _as_anchor(words: str, base: datetime) -> _Span | None:
    found = mentioned(words, base)
    return _Span(*found) if found else None


@lru_cache(maxsize=8192)
def in_text(text: str) -> tuple[str, ...]:
    """The time expressions an episode's text holds. Cached: a record's text never changes,
    and the same candidates come back across a session's queries (about 0.15 ms a text)."""
    lower = text.lower()
    if _TEXT_TRIGGERS.isdisjoint(_TOKEN.findall(lower)) and not _YEAR.search(lower):
        return ()
    return tuple(m.group() for m in _IN_TEXT.finditer(lower))
