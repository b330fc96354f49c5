"""A lazily compiled pattern answers as the compiled one would, and compiles once, on use."""

from __future__ import annotations

import re

from teambrain.core.text.patterns import LazyPattern

PATTERN = r"(\d{4})-(\d{2})"
TEXT = "from 2023-05 to 2024-11, not 99-1"


def test_it_answers_as_the_compiled_pattern_does() -> None:
    lazy, compiled = LazyPattern(PATTERN, re.I), re.compile(PATTERN, re.I)
    for method in ("search", "match", "fullmatch"):
        for text in (TEXT, "2023-05", "x"):
            got, want = getattr(lazy, method)(text), getattr(compiled, method)(text)
            assert (got and got.span()) == (want and want.span()), (method, text)
    assert [m.groups() for m in lazy.finditer(TEXT)] == [
        m.groups() for m in compiled.finditer(TEXT)
    ]
    assert lazy.findall(TEXT) == compiled.findall(TEXT)
    assert lazy.sub(r"\2/\1", TEXT) == compiled.sub(r"\2/\1", TEXT)
    assert lazy.sub(lambda m: m[1], TEXT, 1) == compiled.sub(lambda m: m[1], TEXT, 1)


def test_it_compiles_on_first_use_only() -> None:
    lazy = LazyPattern(PATTERN)
    assert lazy._compiled is None
    lazy.search(TEXT)
    first = lazy._compiled
    assert first is not None and first.pattern == PATTERN
    lazy.findall(TEXT)
    assert lazy._compiled is first


def test_recalls_time_patterns_wait_for_a_query_that_needs_them() -> None:
    from teambrain.core.recall import dates, time

    assert isinstance(dates._IN_TEXT, LazyPattern) and isinstance(time._ORDINAL, LazyPattern)
    assert dates.in_text("why the deploy stalled") == ()
    assert dates.in_text("it broke last week") == ("last week",)
