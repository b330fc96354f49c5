"""Quantities said in one form, so the near-duplicate guard compares what they measure.

"half an hour", "30 minutes", "thirty-minute" and "1800s" are one payload; so are "a week"
and "7 days", "1,000,000" and "a million", "6x" and "six times", "85 percent" and "85%".
A duration becomes its seconds (`1800s`); a count loses its thousands separators; a
multiple is "N times"; "percent" after a number is dropped. Runs on folded text before it
is split into tokens, so only the payload reads the canonical form; the sentence model
still reads the lesson as written.

Invariant: only a number joined to a unit is rewritten, and two different quantities never
meet (`5s` and `50ms` stay apart); "a second" alone is an ordinal ("a second reviewer"),
not a duration, and "1m" stays as written (a minute or a million).
"""

from __future__ import annotations

import re

from teambrain.core.knowledge.dedup_lexicon import NUMBERS

_SECONDS = {
    "ms": 0.001, "msec": 0.001, "millisecond": 0.001,
    "s": 1, "sec": 1, "secs": 1, "second": 1,
    "min": 60, "mins": 60, "minute": 60,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600,
    "d": 86400, "day": 86400,
    "week": 604800, "wk": 604800,
}  # fmt: skip
"""Seconds per unit (plurals are read by dropping a final "s")."""
_ARTICLE_UNITS = frozenset(("minute", "hour", "day", "week"))
"""Units that "a"/"an" counts as one of ("a day"); "a second" is most often an ordinal."""
_ONE = frozenset(("a", "an", "per", "each", "every"))
_NUMBER_WORD = "|".join(sorted((w for w in NUMBERS if w != "single"), key=len, reverse=True))
_UNIT = "|".join(
    sorted({*_SECONDS, *(u + "s" for u in _SECONDS if len(u) > 2)}, key=len, reverse=True)
)
_JOINED_ONLY = frozenset(("h", "d"))
"""Units read only when joined to their number (`24h`): "port 22 h" names a host."""
_START, _END = r"(?<![\w./:@#$~=-])", r"(?![\w-])(?!\.\w)"
"""A quantity stands alone: never part of a path, version, flag or name (`src/5s.py`)."""
_DURATION = re.compile(
    rf"{_START}(?:(?P<digits>\d+(?:\.\d+)?)(?P<unit>{_UNIT})|(?P<half>half[ -](?:an?[ -])?)?"
    rf"(?P<n>\d+(?:\.\d+)?|{_NUMBER_WORD}|an?|per|each|every)[ -](?P<spaced>{_UNIT})){_END}"
)
"""A number and its unit, joined (`30s`, only after digits: "ones" is no duration) or apart
("30 seconds", "half an hour"); "per"/"each"/"every"/"a" count one ("5 times a minute" is
"5 times per minute")."""
_HALF_UNIT = re.compile(rf"{_START}half[ -](?P<unit>{_UNIT}){_END}")
_THOUSANDS = re.compile(r"\b\d{1,3}(?:,\d{3})+\b")
_MILLION = re.compile(rf"\b(?P<n>\d+|{_NUMBER_WORD}|an?) (?P<unit>thousand|million)\b")
_EVERY = re.compile(r"\b(?P<unit>hour|dai|week)ly\b")
_TIMES = re.compile(r"\b(?P<n>\d+(?:\.\d+)?)x\b")
_TWICE = re.compile(r"\btwice\b")
_PERCENT = re.compile(r"\b(?P<n>\d+(?:\.\d+)?) ?(?:percent|per cent)\b")


def quantities(folded: str) -> str:
    """The folded text with its quantities in one form (see the module's docstring)."""
    folded = _THOUSANDS.sub(lambda m: m[0].replace(",", ""), folded)
    folded = _MILLION.sub(_magnitude, folded)
    folded = _EVERY.sub(lambda m: "every " + {"dai": "day"}.get(m["unit"], m["unit"]), folded)
    folded = _DURATION.sub(_duration, folded)
    folded = _HALF_UNIT.sub(lambda m: _seconds(0.5 * _SECONDS[_unit(m["unit"])]), folded)
    folded = _TIMES.sub(lambda m: f"{m['n']} times", _TWICE.sub("2 times", folded))
    return _PERCENT.sub(lambda m: f"{m['n']}%", folded)


def _unit(word: str) -> str:
    return word if word in _SECONDS else word[:-1]


def _count(word: str) -> float:
    if word in _ONE:
        return 1
    return float(NUMBERS.get(word, word))


def _magnitude(m: re.Match[str]) -> str:
    return str(int(_count(m["n"]) * (1000 if m["unit"] == "thousand" else 1_000_000)))


def _duration(m: re.Match[str]) -> str:
    if m["spaced"] in _JOINED_ONLY:
        return m[0]
    if m["digits"]:
        return _seconds(float(m["digits"]) * _SECONDS[_unit(m["unit"])])
    unit = _unit(m["spaced"])
    if m["n"] in ("a", "an") and unit not in _ARTICLE_UNITS and not m["half"]:
        return m[0]
    return _seconds(_count(m["n"]) * _SECONDS[unit] * (0.5 if m["half"] else 1))


def _seconds(value: float) -> str:
    """The canonical token and a word standing for the unit it replaced, so that a lesson
    saying "10 minutes" keeps as many words in common with another saying it as before."""
    return (f"{int(value)}s" if value == int(value) else f"{value:g}s") + " duration"
