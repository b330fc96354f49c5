"""The miss bench keeps working: every lesson missed gets one reason, a lesson said in the
same words in two sessions is lost only if it was alike and still not filed, and one the
reflector worded right is lost to the guard that refused it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from teambrain.core.config import ReflectConfig

from bench.reflect_corpus import load_split
from bench.reflect_misses import REASONS, main, reasons, saying_days


def test_each_lesson_missed_gets_one_reason() -> None:
    split = load_split("dev")
    missed = {x.id for x in split.lessons if x.member == "maya"}
    got = reasons(split, missed, ReflectConfig().days)
    assert set(got) == missed
    assert set(got.values()) <= set(REASONS)
    # most of dev's lessons are found: their sayings group, so missing them is a loss
    assert list(got.values()).count("alike, not filed") > len(missed) // 2


def test_each_saying_is_placed_on_its_day() -> None:
    split = load_split("dev")
    days = saying_days(split)
    for lesson in split.lessons:
        placed = [days[f"{lesson.id}#{j}"] for j in range(len(lesson.sayings))]
        assert len(set(placed)) == len(placed)  # each saying on a day of its own


def test_a_lesson_proposed_in_its_words_and_refused_is_lost_to_the_guards() -> None:
    split = load_split("dev")
    missed = {x.id for x in split.lessons if x.member == "maya"}
    refused_one = sorted(missed)[0]
    got = reasons(
        split, missed, ReflectConfig().days, {refused_one: {"discarded_single_session": 3}}
    )
    assert got[refused_one] == REASONS[0] == "worded, refused"
    assert list(got.values()).count(REASONS[0]) == 1  # the others keep their own reasons


def test_the_summary_names_the_guard_that_refused_most(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    split = load_split("dev")
    lessons = sorted(x.id for x in split.lessons if x.member == "maya")
    results = tmp_path / "results.json"
    refused = {
        lessons[0]: {"discarded_single_session": 2, "skipped_duplicate": 1},
        lessons[1]: {"duplicates content rejected before": 4},
        lessons[2]: {"discarded_single_session": 1},
    }
    result = {
        "reflector": "offline",
        "split": "dev",
        "findable": dict.fromkeys(lessons, 3),
        "filed": [],
        "refused": refused,
    }
    results.write_text(json.dumps({"results": [result]}), encoding="utf-8")
    monkeypatch.setattr(sys, "argv", ["reflect_misses", str(results), "--list"])
    main()
    out = capsys.readouterr().out
    assert f"{len(lessons)} of {len(lessons)} findable lessons not filed" in out
    assert f"{lessons[1]}" in out and "worded, refused (duplicates content rejected before)" in out
    assert "most often by: discarded_single_session 2, duplicates content rejected before 1" in out
