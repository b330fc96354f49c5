"""Secrets in a pasted table, under a column whose header names a secret.

Credentials are pasted as tables as often as assignments: the AWS console's CSV
(`Access key ID,Secret access key`), an OAuth client's (`Client ID,Client secret`), a
spreadsheet of accounts (`username,password`), a Markdown table (`| user | token |`). The value
has no name before it on its own line; its name is the column's header. So a header line whose
cells are names, one of them a secret's, makes the cells of that column in the rows below it
secrets, row by row while the rows keep the header's shape (the same separator, as many
cells). A header is the first row of its table (in a schema, `| password | string |` is a
row), and a secret cell is one run without blanks that is not a plain word: a line of prose
with commas under a header-like line, or a column of names, is no row of secrets.

The caller says what a secret name is and what a plausible value is (core/sanitize/secrets.py,
which owns both), so this module knows only the shape of a table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import regex
from teambrain.core.sanitize.scan import Scan

SEPARATORS = (",", "\t", "|", ";")
MAX_ROWS = 50
"""Rows read under one header: a pasted table, not a file."""
MAX_HEADER = 400

_COLUMN_NAME = regex.compile(
    r"[ \t]*+[\"']?+(?P<n>\p{L}[\p{L}\d_\-]*+(?:[ ][\p{L}\d_\-]++){0,3})[\"']?+[ \t]*+"
)
"""A column's name: up to four words of letters, digits, `_` and `-`, maybe quoted."""
_CELL = regex.compile(r"[ \t]*+[\"']?+(?P<v>[^\"'\r\n]*?)[\"']?+[ \t]*+")
_NOT_A_HEADER = regex.compile(r"[{}()\[\]=<>/\\@:.]")
_NEEDLES = ("secret", "password", "passwd", "token", "key")


def _cells(line: str, separator: str) -> list[tuple[int, int]]:
    """The (start, end) of each cell of `line`, without the outer pipes of a Markdown row."""
    spans: list[tuple[int, int]] = []
    start = 0
    for cell in line.split(separator):
        spans.append((start, start + len(cell)))
        start += len(cell) + 1
    if separator == "|" and len(spans) > 2 and not line[: spans[0][1]].strip():
        spans = spans[1:]
        if not line[spans[-1][0] :].strip():
            spans = spans[:-1]
    return spans


def _secret_like(value: str) -> bool:
    """A cell a secret could be: one run without blanks, not a plain word (`token`, `yes`)."""
    return bool(value) and not value.isalpha() and not any(ch.isspace() for ch in value)


def _header(line: str) -> tuple[str, list[str]] | None:
    """The separator and the column names of a header line, or None when it is none."""
    label = line.find(": ")
    if label >= 0:  # `noted: Client ID,Client secret`
        line = line[label + 2 :]
    if _NOT_A_HEADER.search(line):
        return None  # code, JSON, a URL, a sentence: no column names
    for separator in SEPARATORS:
        if separator not in line:
            continue
        names = []
        for start, end in _cells(line, separator):
            m = _COLUMN_NAME.fullmatch(line, start, end)
            if m is None:
                return None
            names.append(m.group("n").strip())
        return (separator, names) if len(names) >= 2 else None
    return None


def table_cells(
    scan: Scan,
    entity_of: Callable[[str], str | None],
    plausible: Callable[[str], bool],
) -> Iterator[tuple[str, int, int]]:
    """(entity, start, end) of each cell under a secret-named column of a pasted table:
    `entity_of(name)` is the entity a column name names (None for no secret), `plausible`
    whether a cell's text could be a secret at all (not empty, a placeholder, a mask)."""
    text = scan.text
    lower = scan.lower
    if len(lower) != len(text) or not any(needle in lower for needle in _NEEDLES):
        return
    for start in _lines_with_needles(text, lower):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        line = text[start:end].rstrip("\r")
        found = _header(line) if len(line) <= MAX_HEADER else None
        if found is not None and not _same_table(_line_before(text, start), found):
            yield from _column_values(scan, end + 1, found, entity_of, plausible)


def _lines_with_needles(text: str, lower: str) -> list[int]:
    """Where each line holding a needle starts, in order: only they may be a header."""
    starts = set()
    for needle in _NEEDLES:
        at = lower.find(needle)
        while at >= 0:
            start = text.rfind("\n", 0, at) + 1
            starts.add(start)
            after = text.find("\n", at)
            at = -1 if after < 0 else lower.find(needle, after)
    return sorted(starts)


def _line_before(text: str, start: int) -> str:
    if start == 0:
        return ""
    return text[text.rfind("\n", 0, start - 1) + 1 : start - 1].rstrip("\r")


def _same_table(previous: str, header: tuple[str, list[str]]) -> bool:
    """Whether the line before a header-like line is a row of the same table: then the line
    is a row too (`| password | string | yes |` in a schema), not the table's header."""
    separator, names = header
    return separator in previous and len(_cells(previous, separator)) == len(names)


def _column_values(
    scan: Scan,
    start: int,
    header: tuple[str, list[str]],
    entity_of: Callable[[str], str | None],
    plausible: Callable[[str], bool],
) -> Iterator[tuple[str, int, int]]:
    """The secret cells of the rows from `start` on, while they have the header's shape."""
    separator, names = header
    columns = [(i, entity_of(name.lower().replace(" ", "_"))) for i, name in enumerate(names)]
    secret = [(i, entity) for i, entity in columns if entity is not None]
    if not secret:
        return
    text = scan.text
    for _ in range(MAX_ROWS):
        if start >= len(text):
            return
        scan.remaining()
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        line = text[start:end].rstrip("\r")
        cells = _cells(line, separator)
        if not line.strip() or len(cells) != len(names):
            return
        for i, entity in secret:
            m = _CELL.fullmatch(line, *cells[i])
            value = m.group("v") if m is not None else ""
            if _secret_like(value) and plausible(value):
                yield entity, start + m.start("v"), start + m.end("v")
        start = end + 1
