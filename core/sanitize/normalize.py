"""The text the recognizers scan: normalized, with every character mapped back to the original.

A value disguised so that a pattern misses it must still be redacted: a full-width `＠`, an
email written `ana%40example.com` or `ana\\u0040example.com`, a zero-width space inside a card
number, a key hard-wrapped across two lines. Before scanning, the text is normalized (NFKC,
zero-width characters removed, common escapes decoded, hard-wrapped tokens joined) into a
`NormalizedText` that remembers, for every piece, the range of original characters it came
from. Findings in the normalized text map back to original ranges that cover every original
character of the value, so redaction replaces the disguise too, never only part of it.

Most text needs none of this: ASCII text without escapes or wraps is scanned as it is, at the
cost of one regex search.
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_right
from dataclasses import dataclass

import regex
from teambrain.core.text.invisible import ZERO_WIDTH

_NAMED_ENTITIES = {"commat": "@", "period": ".", "amp": "&", "lt": "<", "gt": ">", "quot": '"'}
_NAMED_ENTITIES |= {"apos": "'", "nbsp": " ", "colon": ":", "plus": "+", "hyphen": "-"}

_TOKEN = r"[A-Za-z0-9+/=_\-]"
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-")
_LINE_END_CHARS = _TOKEN_CHARS | {"."}
_EVENTS = regex.compile(
    rf"""
      \\u(?P<u>[0-9A-Fa-f]{{4}})
    | \\x(?P<x>[0-9A-Fa-f]{{2}})
    | %(?P<pct>[0-9A-Fa-f]{{2}})
    | &\#(?:[xX](?P<hexent>[0-9A-Fa-f]{{1,6}})|(?P<decent>[0-9]{{1,7}}));?
    | &(?P<named>{"|".join(_NAMED_ENTITIES)});
    | (?P<zw>[{ZERO_WIDTH}]+)
    """,
    regex.VERBOSE,
)
_DOTTED = r"[A-Za-z0-9+/=_\-.]"
"""Token characters and the dot that separates the parts of a JWT."""
_WRAP = regex.compile(rf"(?<={_DOTTED}{{3}})[ \t]{{0,40}}\r?\n[ \t]{{0,8}}(?={_TOKEN}{{8}})")
"""A line break between token characters (trailing blanks and indentation allowed)."""
_NON_ASCII = regex.compile(r"[^\x00-\x7f]")
_RUN_BEFORE = regex.compile(rf"{_DOTTED}+\Z")
_RUN_AFTER = regex.compile(
    r"[A-Za-z0-9+/_\-]++(?:\.[A-Za-z0-9+/_\-]++)*+=*+(?![A-Za-z0-9+/_\-:=]|\.[A-Za-z0-9+/_\-])"
)
"""The continuation of a wrapped token: token characters, the dots between a JWT's parts,
base64 padding only at its end, then the end of the token (a blank, a quote, a bracket, a
sentence's dot, `<`...), not a `:` or `=` that would make it a new key or label."""
_WRAP_LINE = 40
"""A line is hard-wrapped only if it is at least this long: a short line ended on purpose."""
_WRAP_RUN = 20
"""Joined across a wrap, the two runs of token characters make at least this many."""


@dataclass(frozen=True)
class NormalizedText:
    """`text` (normalized) and the map from its offsets to the original's.

    Piece i starts at `starts[i]` in `text` and came from original[orig_starts[i]:
    orig_ends[i]]; when `same[i]`, it is a copy and maps character for character."""

    text: str
    joined_wraps: bool = False
    """Whether a line break was taken for a hard wrap: the caller scans the text without
    these joins too, so a join can only add findings, never hide one."""
    starts: tuple[int, ...] = ()
    orig_starts: tuple[int, ...] = ()
    orig_ends: tuple[int, ...] = ()
    same: tuple[bool, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.starts)

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The original range holding the normalized characters [start, end)."""
        if not self.starts:
            return start, end
        return self._origin(start)[0], self._origin(end - 1)[1]

    def _origin(self, offset: int) -> tuple[int, int]:
        i = bisect_right(self.starts, offset) - 1
        if self.same[i]:
            at = self.orig_starts[i] + offset - self.starts[i]
            return at, at + 1
        return self.orig_starts[i], self.orig_ends[i]


def normalize(text: str, *, join_wraps: bool = True) -> NormalizedText:
    """`text` as the recognizers should see it (see the module docstring)."""
    events = _events(text, join_wraps)
    if not events:
        return NormalizedText(text)
    parts: list[str] = []
    starts: list[int] = []
    orig_starts: list[int] = []
    orig_ends: list[int] = []
    same: list[bool] = []
    length = 0
    position = 0

    def piece(value: str, start: int, end: int, copy: bool) -> None:
        nonlocal length
        if not value and copy:
            return
        parts.append(value)
        starts.append(length)
        orig_starts.append(start)
        orig_ends.append(end)
        same.append(copy)
        length += len(value)

    for start, end, value in events:
        if start > position:
            piece(text[position:start], position, start, True)
        if value:
            piece(value, start, end, False)
        elif starts and not same[-1]:
            orig_ends[-1] = end  # removed characters join the piece before them
        elif starts:
            piece("", start, end, False)  # an empty piece: never looked up, keeps order
        position = end
    if position < len(text):
        piece(text[position:], position, len(text), True)
    joined = join_wraps and any(
        not value and "\n" in text[start:end] for start, end, value in events
    )
    return NormalizedText(
        "".join(parts), joined, tuple(starts), tuple(orig_starts), tuple(orig_ends), tuple(same)
    )


def _events(text: str, join_wraps: bool = True) -> list[tuple[int, int, str]]:
    """(start, end, replacement) for every change, in order and not overlapping."""
    ascii_only = text.isascii()
    found: list[tuple[int, int, str]] = []
    if not ascii_only or "%" in text or "\\" in text or "&" in text:
        for m in _EVENTS.finditer(text):
            value = _replacement(m)
            if value is not None:
                found.append((m.start(), m.end(), value))
    if join_wraps:
        found += _wraps(text)
    if not ascii_only and not unicodedata.is_normalized("NFKC", text):
        taken = {start for start, _end, _value in found}
        for m in _NON_ASCII.finditer(text):
            ch = m.group()
            folded = unicodedata.normalize("NFKC", ch)
            if folded != ch and m.start() not in taken and ch not in ZERO_WIDTH:
                found.append((m.start(), m.end(), folded))
    found.sort()
    return _without_overlaps(found)


def _wraps(text: str) -> list[tuple[int, int, str]]:
    """Line breaks to remove because they cut a token (`_hard_wrap`); only lines long enough
    to have been filled are looked at, one bounded search each."""
    found: list[tuple[int, int, str]] = []
    line_start = 0
    newline = text.find("\n")
    while newline != -1:
        if (
            newline - line_start >= _WRAP_LINE
            and text[line_start:newline].rstrip(" \t\r")[-1:] in _LINE_END_CHARS
            and text[newline + 1 : newline + 10].lstrip(" \t")[:1] in _TOKEN_CHARS
        ):
            window = max(line_start, newline - 42)
            m = _WRAP.search(text, window, min(len(text), newline + 20))
            if m is not None and _hard_wrap(text, m.start(), m.end()):
                found.append((m.start(), m.end(), ""))
        line_start = newline + 1
        newline = text.find("\n", line_start)
    return found


def _without_overlaps(found: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    kept: list[tuple[int, int, str]] = []
    for event in found:
        if kept and event[0] < kept[-1][1]:
            continue
        kept.append(event)
    return kept


def _replacement(m: regex.Match[str]) -> str | None:
    """What the match stands for, '' to remove it, or None to leave it alone."""
    kind = m.lastgroup
    if kind == "zw":
        return ""
    if kind == "named":
        return _NAMED_ENTITIES[m.group("named")]
    code = int(m.group(kind), 10 if kind == "decent" else 16)
    if kind == "pct" and not 0x20 <= code < 0x7F:
        return None  # a byte of a UTF-8 sequence, or a control character: leave it
    if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF or code < 0x20:
        return None
    return unicodedata.normalize("NFKC", chr(code))


def _hard_wrap(text: str, start: int, end: int) -> bool:
    """A line break inside a token: the line before it is long (it was filled, not ended),
    the next line goes on with the rest of the token and nothing else glued to it (not
    `name: value`, not `key=value`), and the two runs make one long run holding a digit."""
    line_start = text.rfind("\n", 0, start) + 1
    if start - line_start < _WRAP_LINE:
        return False
    before = _RUN_BEFORE.search(text, line_start, start)
    after = _RUN_AFTER.match(text, end)
    if before is None or after is None:
        return False
    run = before.group() + after.group()
    return len(run) >= _WRAP_RUN and any(ch.isdigit() for ch in run)
