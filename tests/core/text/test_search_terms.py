"""Identifier-aware terms: code and prose tokenize the same way at index and query time."""

from __future__ import annotations

import pytest
from teambrain.core.text.search_terms import MAX_TERM, matching_spans, query_terms, terms


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("TimeoutError", ["timeouterror", "timeout", "error"]),
        ("parse_config", ["parse_config", "pars", "config"]),
        ("HTTPServer", ["httpserver", "http", "server"]),
        ("src/app/main.py", ["src/app/main.py", "src", "app", "main", "py"]),
        ("kebab-case", ["kebab-case", "kebab", "case"]),
        ("requests.exceptions.ConnectionError", None),
        ("The tests were failing", ["test", "fail"]),
        ("error 404 on port 8080", ["error", "404", "port", "8080"]),
    ],
)
def test_identifiers_are_kept_whole_and_split(text: str, expected: list[str] | None) -> None:
    found = terms(text)
    if expected is not None:
        assert found == expected
    else:
        assert found[0] == "requests.exceptions.connectionerror"
        assert {"request", "except", "connect", "error"} <= set(found)


def test_stopwords_and_lone_letters_are_dropped() -> None:
    assert terms("what is the and of a") == []
    assert terms("e.g. x") == ["e.g"]


def test_query_terms_are_distinct_in_first_seen_order() -> None:
    assert query_terms("timeout Timeout TIMEOUT error") == ["timeout", "error"]


def test_terms_are_bounded_for_store_keys() -> None:
    long = "a" * 500
    assert all(len(t) <= MAX_TERM for t in terms(long + "_" + long))


def test_matching_spans_find_stems_inside_identifiers() -> None:
    text = "We hit ConnectionTimeoutError in src/app/main.py; happy, running tests."
    spans = matching_spans(text, set(query_terms("timeout happiness run")))
    words = [text[s:e] for s, e, _ in spans]
    assert words == ["ConnectionTimeoutError", "happy", "running"]  # happiness, happy: happi
    spans = matching_spans(text, set(query_terms("happy main.py")))
    assert [text[s:e] for s, e, _ in spans] == ["src/app/main.py", "happy"]
