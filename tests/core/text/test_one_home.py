"""Text normalization has one home (core/text/): recall, the near-duplicate guard and the
sanitizer read their stop words, tokens, stemmer and invisible characters from there, and where
two of them need different rules, each reads its own named variant."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from teambrain.core.knowledge import dedup
from teambrain.core.sanitize import normalize
from teambrain.core.text import confusables, invisible, search_terms, stemming, stopwords, tokens

CORE = Path(__file__).parents[3] / "core"


def test_recall_and_the_guard_read_their_named_variants_from_the_one_home() -> None:
    assert search_terms.SEARCH_STOPWORDS is stopwords.SEARCH_STOPWORDS
    assert search_terms.SEARCH_TOKEN is tokens.SEARCH_TOKEN
    assert dedup.LESSON_STOPWORDS is stopwords.LESSON_STOPWORDS
    assert dedup.LESSON_TOKEN is tokens.LESSON_TOKEN
    assert search_terms.ENGLISH is stemming.ENGLISH
    assert dedup.strip_invisible is invisible.strip_invisible
    assert dedup.skeleton is confusables.skeleton
    assert normalize.ZERO_WIDTH is invisible.ZERO_WIDTH


def test_no_module_of_core_outside_the_home_keeps_a_stop_list_of_its_own() -> None:
    found = []
    for path in CORE.rglob("*.py"):
        if "text" in path.relative_to(CORE).parts[:1]:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
                found += [f"{path.relative_to(CORE)}: {n}" for n in names if "STOPWORD" in n]
    assert found == []


@pytest.mark.parametrize("word", sorted(stopwords.SEARCH_STOPWORDS))
def test_a_search_stop_word_is_never_a_recall_term(word: str) -> None:
    assert search_terms.terms(f"restart {word} nginx") == search_terms.terms("restart nginx")


@pytest.mark.parametrize("word", sorted(stopwords.LESSON_STOPWORDS))
def test_a_lesson_stop_word_is_never_a_content_term(word: str) -> None:
    assert dedup.content_terms(f"restart {word} nginx") == ["restart", "nginx"]


def test_the_two_stop_lists_differ_as_documented() -> None:
    # polarity and order make another lesson, never another search
    for word in ("not", "no", "before", "after"):
        assert word in stopwords.SEARCH_STOPWORDS
        assert word not in stopwords.LESSON_STOPWORDS
    assert dedup.is_negated("do not restart nginx")
    # a rule's framing is no part of a lesson, but a word one may search for
    assert dedup.content_terms("Please make sure to run the tests") == dedup.content_terms(
        "Always run the tests"
    )
    assert search_terms.terms("always please must") == ["alway", "pleas", "must"]


def test_one_stemmer_stems_a_word_alike_for_recall_and_for_the_guard() -> None:
    assert search_terms.terms("deploying") == [stemming.ENGLISH.stemWord("deploying")]
    assert dedup.content_terms("deploying restarts") == stemming.ENGLISH.stemWords(
        ["deploy", "restarts"]
    )


def test_the_guard_drops_every_invisible_character_the_sanitizer_removes_and_more() -> None:
    for ch in invisible.ZERO_WIDTH:
        assert invisible.strip_invisible(f"ca{ch}rd") == "card"
        assert normalize.normalize(f"ca{ch}rd").text == "card"
    # a bidi override is the recognizers' to judge, but never part of a lesson
    assert normalize.normalize("ca\u202erd").text == "ca\u202erd"
    assert invisible.strip_invisible("ca\u202erd") == "card"
