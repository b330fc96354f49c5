"""Fail-closed scanning for the sanitizer's recognizers: one deadline per call, no silent skips.

presidio's own PatternRecognizer logs a regex timeout and skips the pattern, which lets the
text through unredacted. Every recognizer of ours scans through a `Scan` instead: it carries
one deadline for the whole sanitize call, and a timeout or an exhausted candidate budget
raises SanitizerError, so the caller drops the text. A recognizer either finishes its work
or the text is not stored; it never quietly lets text through.

Recognizers declare their work as `Rule`s (a compiled `regex` pattern, the literal needles
that must occur in the text for the rule to run at all, and an optional check), so adding a
secret kind is adding a rule. They are plain classes, not presidio's: the default sanitizer
runs them itself and never imports presidio (its package imports spaCy and compiles some
170 stock patterns we replace, a second of every sanitizing command's start).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TypedDict

import regex
from teambrain.core.errors import SanitizerError


class Memo(TypedDict, total=False):
    """Work shared by recognizers within one call (e.g. one pass yielding two types)."""

    named_values: list[tuple[str, int, int]]
    """(entity, start, end) of every secret-named value (core/sanitize/secrets.py)."""
    address_spans: list[tuple[int, int]]
    """Every address (core/sanitize/address.py), asked for by the name recognizer too."""
    prose_words: list[tuple[int, int]]
    """The capitalized words of prose (core/sanitize/prose.py), for names and places."""


class Scan:
    """The state of one sanitize call: the text, its deadline, and a lowercased copy.

    The lowercased copy is only for needle tests (`in`); offsets always refer to `text`
    (lowercasing may change the length of some Unicode text).
    """

    __slots__ = ("text", "deadline", "memo", "_lower", "_where")

    def __init__(self, text: str, timeout: float) -> None:
        self.text = text
        self.deadline = time.monotonic() + timeout
        self.memo: Memo = {}
        self._lower: str | None = None
        self._where: dict[str, list[int]] | None = None

    @property
    def lower(self) -> str:
        if self._lower is None:
            self._lower = self.text.lower()
        return self._lower

    def where(self) -> dict[str, list[int]]:
        """Lowercased word -> the offsets where it starts, computed once per call (a
        possessive `partner's` also stands under `partner`). Recognizers look their cue
        words up here, one dict lookup per cue, instead of running an alternation of many
        words at every position of the text."""
        if self._where is None:
            self.remaining()
            lower = self.lower
            where: dict[str, list[int]] = {}
            if len(lower) == len(self.text):
                for m in _WORD.finditer(lower):
                    where.setdefault(m.group(), []).append(m.start())
            else:  # lowercasing moved offsets: lowercase word by word instead
                for m in _WORD.finditer(self.text):
                    where.setdefault(m.group().lower(), []).append(m.start())
            if "'" in lower or "’" in lower:
                for word in [w for w in where if w[-2:] in ("'s", "’s")]:
                    where.setdefault(word[:-2], []).extend(where[word])
            self._where = where
        return self._where

    def starts(self, words: tuple[str, ...]) -> list[int]:
        """The offsets, in order, where one of the lowercase `words` begins in the lowercased
        text (a substring test, like a needle's, not a word lookup)."""
        lower = self.lower
        found: set[int] = set()
        for word in words:
            at = lower.find(word)
            while at != -1:
                found.add(at)
                at = lower.find(word, at + 1)
        return sorted(found)

    def remaining(self) -> float:
        """Seconds left; raises SanitizerError('timeout') when none are."""
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise SanitizerError("timeout", "sanitizer deadline exceeded")
        return left

    def finditer(
        self, pattern: regex.Pattern[str], pos: int = 0, endpos: int | None = None
    ) -> Iterator[regex.Match[str]]:
        """pattern.finditer over the text under the call's deadline (fail-closed)."""
        try:
            yield from pattern.finditer(self.text, pos, endpos, timeout=self.remaining())
        except TimeoutError as e:
            raise SanitizerError("timeout", f"pattern timed out: {pattern.pattern[:40]!r}") from e

    def search(
        self, pattern: regex.Pattern[str], pos: int, endpos: int | None = None
    ) -> regex.Match[str] | None:
        """pattern.search within [pos, endpos) under the call's deadline (fail-closed)."""
        return self._bounded(pattern.search, pattern, pos, endpos)

    def match(
        self, pattern: regex.Pattern[str], pos: int, endpos: int | None = None
    ) -> regex.Match[str] | None:
        """pattern.match at `pos` under the call's deadline (fail-closed)."""
        return self._bounded(pattern.match, pattern, pos, endpos)

    def _bounded(
        self,
        call: Callable[..., regex.Match[str] | None],
        pattern: regex.Pattern[str],
        pos: int,
        endpos: int | None,
    ) -> regex.Match[str] | None:
        try:
            return call(self.text, pos, endpos, timeout=self.remaining())
        except TimeoutError as e:
            raise SanitizerError("timeout", f"pattern timed out: {pattern.pattern[:40]!r}") from e


_WORD = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*")


class CueIndex[V]:
    """Cue phrases (`my name is`, `dear`, `lives at`) by their first word, found in a
    scan's words with one dict lookup per first word."""

    def __init__(self) -> None:
        self._by_first: dict[str, list[tuple[str, V]]] = {}

    def add(self, phrases: str, value: V) -> None:
        """Each whitespace-separated phrase of `phrases` (words joined by `_`) -> value."""
        for phrase in phrases.split():
            words = phrase.lower().split("_")
            self._by_first.setdefault(words[0], []).append((" ".join(words), value))

    def find(self, scan: Scan) -> list[tuple[int, int, V]]:
        """(start, end, value) of each cue phrase in the scan's text, in order (the words
        of a phrase separated by single spaces)."""
        where = scan.where()
        lower = scan.lower if len(scan.lower) == len(scan.text) else None
        found = []
        for first in self._by_first.keys() & where.keys():
            for phrase, value in self._by_first[first]:
                for start in where[first]:
                    end = start + len(phrase)
                    if len(phrase) > len(first):
                        hay = lower if lower is not None else scan.text[start:end].lower()
                        at = start if lower is not None else 0
                        if not hay.startswith(phrase, at) or scan.text[end : end + 1].isalnum():
                            continue
                    found.append((start, end, value))
        found.sort(key=lambda hit: (hit[0], hit[1]))
        return found


Check = Callable[[regex.Match[str], Scan], "tuple[int, int] | bool"]


@dataclass(frozen=True)
class Rule:
    """One pattern of a recognizer.

    `needles`: the rule runs only if one of them occurs in the text (in the lowercased text
    when `fold`), a cheap test that keeps most rules off most text. `group`: the part of the
    match to redact. `check`: refuses a match (False), accepts it (True) or narrows it to
    another span (a (start, end) pair). `starts`: lowercase words one of which opens every
    match, in any case (see `matches`).
    """

    name: str
    pattern: regex.Pattern[str]
    needles: tuple[str, ...] = ()
    fold: bool = False
    group: int | str = 0
    check: Check | None = None
    starts: tuple[str, ...] = field(default=(), kw_only=True)

    def applies(self, scan: Scan) -> bool:
        if not self.needles:
            return True
        hay = scan.lower if self.fold else scan.text
        # a loop, not any(): a generator costs more than the test, run ~35 times a call
        for needle in self.needles:  # noqa: SIM110
            if needle in hay:
                return True
        return False

    def matches(self, scan: Scan) -> Iterator[regex.Match[str]]:
        """The pattern's matches, as `scan.finditer` finds them.

        With `starts`, in ASCII text the pattern is tried only where one of them stands: an
        alternation of words under IGNORECASE is tried at every offset, the engine cannot skip
        to it. (In other text, case folding may match characters that lowercasing does not
        turn into the words, and may move offsets: there it runs as it is.)"""
        if not self.starts or not scan.text.isascii():
            yield from scan.finditer(self.pattern)
            return
        end = 0
        for at in scan.starts(self.starts):
            if at >= end:
                m = scan.match(self.pattern, at)
                if m is not None:
                    yield m
                    end = m.end()

    def spans(self, scan: Scan) -> Iterator[tuple[int, int]]:
        if not self.applies(scan):
            return
        for m in self.matches(scan):
            start, end = m.span(self.group)
            if self.check is not None:
                verdict = self.check(m, scan)
                if verdict is False:
                    continue
                if verdict is not True:
                    start, end = verdict
            if start < end:
                yield start, end


@dataclass(frozen=True)
class WordRule(Rule):
    """A rule that runs only where one of its cue `words` stands as a word of the text: a
    set lookup in the scan's words, where a substring needle would fire on parts of words
    (`pass` in `password`, `aba` in `database`)."""

    words: frozenset[str] = frozenset()

    def applies(self, scan: Scan) -> bool:
        return not self.words.isdisjoint(scan.where())


def compile_rule_pattern(pattern: str, *, fold: bool = False) -> regex.Pattern[str]:
    flags = regex.VERBOSE | regex.VERSION0
    if fold:
        flags |= regex.IGNORECASE
    return regex.compile(pattern, flags)


class FailClosedRecognizer:
    """A recognizer for one entity type whose scans are bounded and fail closed.

    Subclasses set ENTITY and either RULES or override `spans`.
    """

    ENTITY = ""
    RULES: tuple[Rule, ...] = ()

    def __init__(self, name: str | None = None) -> None:
        self.name = name or type(self).__name__

    def spans(self, scan: Scan) -> Iterable[tuple[int, int]]:
        """The (start, end) of every finding in the scan's text."""
        for rule in self.RULES:
            yield from rule.spans(scan)
