"""Terms for recall: prose and code alike, the same way at index time and at query time.

Identifier-aware: `snake_case`, `CamelCase`, `kebab-case`, dotted names and paths are kept
whole (lowercased, so `TimeoutError` is one rare term) and also split into their parts, so a
query for `timeout` finds `ConnectionTimeoutError` while a query for the whole identifier
ranks the exact match first. Prose words are lowercased and stemmed (Snowball English);
stopwords are dropped (the stop words, the token pattern and the stemmer are core/text's).
Invariant: `terms()` is deterministic for a given text, so what an index wrote can be found
again by the same query words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from teambrain.core.text.stemming import ENGLISH
from teambrain.core.text.stopwords import SEARCH_STOPWORDS
from teambrain.core.text.tokens import SEARCH_TOKEN, SEARCH_TOKEN_CHARS

MAX_TERM = 64
"""Longer terms are cut (they are keys in the store)."""

_SEPARATORS = re.compile(r"[./\\:@#_-]+")
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")


@lru_cache(maxsize=200_000)
def _word(word: str) -> str | None:
    """A prose word's term: lowercased, stemmed; None for a stopword."""
    lower = word.lower()
    if lower in SEARCH_STOPWORDS:
        return None
    if lower.isdigit():
        return lower[:MAX_TERM]
    if len(lower) == 1:
        return None  # a lone letter says nothing (the `e` and `g` of `e.g.`)
    return ENGLISH.stemWord(lower)[:MAX_TERM]


@lru_cache(maxsize=200_000)
def _token_terms(token: str) -> tuple[str, ...]:
    """Every term one raw token stands for."""
    parts = [p for p in _SEPARATORS.split(token) if p]
    compound = len(parts) > 1
    words: list[str] = []
    for part in parts:
        pieces = _CAMEL.findall(part)
        if len(pieces) > 1:
            compound = True
            words.extend(pieces)
        else:
            words.append(part)
    out: list[str] = []
    if compound:
        whole = token.lower().strip("./\\:@#-_")[:MAX_TERM]
        if whole:
            out.append(whole)
    for w in words:
        term = _word(w)
        if term:
            out.append(term)
    return tuple(out)


def terms(text: str) -> list[str]:
    """All terms of a text, with repetition, in order."""
    out: list[str] = []
    for token in SEARCH_TOKEN.findall(text):
        out.extend(_token_terms(token))
    return out


def query_terms(text: str) -> list[str]:
    """A query's distinct terms, in the order they first appear."""
    return list(dict.fromkeys(terms(text)))


def term_spans(text: str) -> Iterator[tuple[int, int, tuple[str, ...]]]:
    """(start, end, terms) for each raw token of a text."""
    for m in SEARCH_TOKEN.finditer(text):
        found = _token_terms(m.group())
        if found:
            yield m.start(), m.end(), found


def matching_spans(text: str, wanted: set[str]) -> list[tuple[int, int, set[str]]]:
    """(start, end, matched terms) of the raw tokens of text holding any wanted term.

    Cheap on long texts: a stem is a prefix of the lowercased word it came from (but for a
    final y turned i), so only tokens containing one of those prefixes are tokenized.
    """
    if not wanted or not text:
        return []
    prefixes = sorted({t[:-1] if len(t) > 2 and t.endswith("i") else t for t in wanted}, key=len)
    finder = re.compile("|".join(re.escape(p) for p in reversed(prefixes)), re.IGNORECASE)
    out: list[tuple[int, int, set[str]]] = []
    covered = -1
    for m in finder.finditer(text):
        if m.start() < covered:
            continue
        start, end = m.start(), m.end()
        while start > 0 and text[start - 1] in SEARCH_TOKEN_CHARS:
            start -= 1
        while end < len(text) and text[end] in SEARCH_TOKEN_CHARS:
            end += 1
        covered = end
        for tm in SEARCH_TOKEN.finditer(text, start, end):
            found = wanted.intersection(_token_terms(tm.group()))
            if found:
                out.append((tm.start(), tm.end(), found))
    return out
