"""Quantities said in one form, so the near-duplicate guard compares what they measure.

"half an hour", "30 minutes", "thirty-minute" and "1800s" are one payload; so are "a week"
and "7 days", "1,000,000" and "a million", "a hundred" and "100", "6x" and "six times", "25
percent", "twenty-five-percent" and "25%", "1 MB", "1MB" and "a megabyte". A duration
becomes its seconds (`1800s`); a size its bytes (`1000000b`; a kibibyte is 1,024 of them, a
kilobyte 1,000); a count loses its thousands separators; a multiple is "N times"; "percent"
after a number is dropped. Runs on folded text before it is split into tokens, so only the
payload reads the canonical form; the sentence model still reads the lesson as written.

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
_MILLION = re.compile(rf"\b(?P<n>\d+|{_NUMBER_WORD}|an?) (?P<unit>hundred|thousand|million)\b")
_MAGNITUDES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_BYTES = {
    "byte": 1,
    "kb": 1e3, "kilobyte": 1e3, "kib": 1024, "kibibyte": 1024,
    "mb": 1e6, "megabyte": 1e6, "mib": 1024**2, "mebibyte": 1024**2,
    "gb": 1e9, "gigabyte": 1e9, "gig": 1e9, "gib": 1024**3, "gibibyte": 1024**3,
    "tb": 1e12, "terabyte": 1e12, "tib": 1024**4, "tebibyte": 1024**4,
}  # fmt: skip
"""Bytes per unit of size (plurals are read by dropping a final "s")."""
_SIZE_UNIT = "|".join(
    sorted({*_BYTES, *(u + "s" for u in _BYTES if len(u) > 3)}, key=len, reverse=True)
)
_SIZE = re.compile(
    rf"{_START}(?:(?P<digits>\d+(?:\.\d+)?) ?(?P<unit>{_SIZE_UNIT})"
    rf"|(?P<half>half[ -])?(?P<n>{_NUMBER_WORD}|an?)[ -](?P<spaced>{_SIZE_UNIT})){_END}"
)
"""A number and its unit of size, joined or apart ("512 KB", "1MB", "a megabyte", "half a
gigabyte"); a bare "b" is no unit ("an 8b model" counts parameters, "a b c" is letters)."""
_EVERY = re.compile(r"\b(?P<unit>hour|dai|week)ly\b")
_TIMES = re.compile(r"\b(?P<n>\d+(?:\.\d+)?)x\b")
_TWICE = re.compile(r"\btwice\b")
_PERCENT = re.compile(
    rf"\b(?P<n>\d+(?:\.\d+)?|(?:{_NUMBER_WORD})(?:-(?:{_NUMBER_WORD}))?)[ -]?(?:percent|per cent)\b"
)
"""A share said with digits or words ("5 percent", "five-percent", "twenty-five percent")."""


def quantities(folded: str) -> str:
    """The folded text with its quantities in one form (see the module's docstring)."""
    folded = _THOUSANDS.sub(lambda m: m[0].replace(",", ""), folded)
    folded = _MILLION.sub(_magnitude, folded)
    folded = _EVERY.sub(lambda m: "every " + {"dai": "day"}.get(m["unit"], m["unit"]), folded)
    folded = _SIZE.sub(_size, folded)
    folded = _DURATION.sub(_duration, folded)
    folded = _HALF_UNIT.sub(lambda m: _seconds(0.5 * _SECONDS[_unit(m["unit"])]), folded)
    folded = _TIMES.sub(lambda m: f"{m['n']} times", _TWICE.sub("2 times", folded))
    return _PERCENT.sub(lambda m: f"{_worded(m['n'])}%", folded)


def _unit(word: str) -> str:
    return word if word in _SECONDS else word[:-1]


def _count(word: str) -> float:
    if word in _ONE:
        return 1
    return float(NUMBERS.get(word, word))


def _worded(number: str) -> str:
    """Digits for a number said in words, hyphenated tens too ("twenty-five" is 25)."""
    if number[0].isdigit():
        return number
    return f"{sum(_count(part) for part in number.split('-')):g}"


def _magnitude(m: re.Match[str]) -> str:
    return str(int(_count(m["n"]) * _MAGNITUDES[m["unit"]]))


def _size(m: re.Match[str]) -> str:
    if m["digits"]:
        value = float(m["digits"]) * _BYTES[_size_unit(m["unit"])]
    else:
        value = _count(m["n"]) * _BYTES[_size_unit(m["spaced"])] * (0.5 if m["half"] else 1)
    return _canonical(value, "b", "size")


def _size_unit(word: str) -> str:
    return word if word in _BYTES else word[:-1]


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
    return _canonical(value, "s", "duration")


def _canonical(value: float, unit: str, word: str) -> str:
    """The canonical token and a word standing for the unit it replaced, so that a lesson
    saying "10 minutes" keeps as many words in common with another saying it as before."""
    return (f"{int(value)}{unit}" if value == int(value) else f"{value:g}{unit}") + f" {word}"
