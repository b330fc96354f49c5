"""What the cue-less name and place rules share: capitalized words of running text, and where
text is code rather than prose.

A word counts only where a person would write it as a word of a sentence: not inside a
fenced or inline code span, not glued to an identifier (`os.Path`, `user_Name`, `@Ana`,
`Ana(`, `Ana.method`), not CamelCase or in capitals. `sentence_start` tells whether a word
opens a sentence, where English capitalizes any word.
"""

from __future__ import annotations

from bisect import bisect_right

import regex
from teambrain.core.sanitize.gazetteer import fold, word_set
from teambrain.core.sanitize.scan import Scan

WORD = regex.compile(
    r"(?<![\p{L}\p{N}_@.$#/\\\-\[<{=:`])"
    r"(?<![=:\p{L}]['\"])"
    r"(?:Mc|Mac|O['’]|D['’])?\p{Lu}[\p{Ll}\p{M}]++(?:[\-'’]\p{Lu}[\p{Ll}\p{M}]++)?+"
    r"(?![\p{L}\p{N}_@(\[{<=`]|\.[\p{L}_]|::|/|-\p{Ll}|['’](?!s\b)\p{L})"
)
"""A capitalized word standing as a word of prose (see the module docstring)."""

_CODE = regex.compile(r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)|`[^`\n]{1,200}+`", regex.DOTALL)
_OPENERS = frozenset('.!?:;\n"“”«»()[]*>•#|-–—')


class CodeSpans:
    """The code spans of a text (fenced blocks, inline code), tested by offset."""

    def __init__(self, scan: Scan) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        if "`" in scan.text or "~~~" in scan.text:
            for m in scan.finditer(_CODE):
                self.starts.append(m.start())
                self.ends.append(m.end())

    def holds(self, offset: int) -> bool:
        i = bisect_right(self.starts, offset) - 1
        return i >= 0 and offset < self.ends[i]


def sentence_start(text: str, start: int) -> bool:
    """Whether the word at `start` opens a sentence, a line, a quote or a list item."""
    i = start - 1
    while i >= 0 and text[i] in " \t":
        i -= 1
    return i < 0 or text[i] in _OPENERS


def previous_word(text: str, start: int) -> str:
    """The lowercased word just before `start` on the same line, or ''."""
    i = start - 1
    while i >= 0 and text[i] == " ":
        i -= 1
    j = i
    while j >= 0 and text[j].isalpha():
        j -= 1
    return text[j + 1 : i + 1].lower()


def prose_words(scan: Scan) -> list[tuple[int, int]]:
    """The spans of the capitalized words of prose outside code, found once per call (the
    name and the place rules share them)."""
    words = scan.memo.get("prose_words")
    if words is None:
        code = CodeSpans(scan)
        words = [m.span() for m in scan.finditer(WORD)]  # bounded by the call's deadline
        if code.starts:
            words = [w for w in words if not code.holds(w[0])]
        scan.memo["prose_words"] = words
    return words


def runs(scan: Scan, gap: regex.Pattern[str]) -> list[list[tuple[int, int]]]:
    """The capitalized words of prose, outside code, grouped into runs of words that only
    `gap` (a space, initials, particles...) separates: each run may be one name. A run
    longer than MAX_RUN is dropped (a heading, a list of names)."""
    text = scan.text
    found: list[list[tuple[int, int]]] = []
    last = -1
    for start, end in prose_words(scan):
        if last >= 0 and (
            (start == last + 1 and text[last] == " ") or gap.fullmatch(text, last, start)
        ):
            if len(found[-1]) <= MAX_RUN:
                found[-1].append((start, end))
        else:
            found.append([(start, end)])
        last = end
    return found


MAX_RUN = 8
"""A run of more capitalized words is a heading or a list of names, not one name."""


def run_lead(
    text: str, run: list[tuple[int, int]], refused: frozenset[str]
) -> tuple[int, list[str]] | None:
    """Where a name or a place may start in a run, and the folded words of the run: at its
    first word, or past one word like `When` or `Thanks` that opens a sentence. A word after
    other capitalized words is part of a longer proper noun (`New York Giants`, `Command
    Line Tools`), so nothing else may start one."""
    if len(run) > MAX_RUN:
        return None
    keys = [fold(text[s:e]) for s, e in run]
    if keys[0] not in refused:
        return 0, keys
    if len(keys) > 1 and keys[0] not in _PROPER_PREFIXES and keys[1] not in refused:
        return (1, keys) if sentence_start(text, run[0][0]) else None
    return None


_PROPER_PREFIXES = word_set(
    "the new old north south east west great little upper lower san santa saint st fort "
    "port mount lake los las el la le"
)
"""Capitalized words that begin longer proper nouns (`The New York Times`, `San Jose`)."""
