"""The miss bench keeps working: every lesson missed gets one reason, and a lesson said in
the same words in two sessions is lost only if it was alike and still not filed."""

from __future__ import annotations

from teambrain.core.config import ReflectConfig

from bench.reflect_corpus import load_split
from bench.reflect_misses import REASONS, reasons, saying_days


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
