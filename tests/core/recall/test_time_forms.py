"""The time forms people use in recall queries, and the dates an episode's own text names:
each form read to its window, and the ranking it gives over a real store."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from teambrain.core.recall import dates
from teambrain.core.recall.search import recall
from teambrain.core.recall.time import find_time
from teambrain.core.recall.time_prior import mentions, time_prior

from tests.mcpserver.episode_world import capture

NOW = datetime(2026, 11, 30, 21, 0, tzinfo=UTC)  # a Monday


def window(query: str, now: datetime = NOW) -> tuple[date, date, bool, str]:
    found = find_time(query, now)
    assert found is not None, query
    return found.span.start.date(), found.span.end.date(), found.span.exact, found.rest


@pytest.mark.parametrize(
    ("query", "start", "end"),
    [
        ("yesterday's deploy", date(2026, 11, 29), date(2026, 11, 30)),
        ("3 days ago build", date(2026, 11, 27), date(2026, 11, 28)),
        ("last week", date(2026, 11, 23), date(2026, 11, 30)),
        ("two weeks ago", date(2026, 11, 16), date(2026, 11, 23)),
        ("the week before last", date(2026, 11, 16), date(2026, 11, 23)),
        ("the other day", date(2026, 11, 24), date(2026, 11, 30)),
    ],
)  # fmt: skip
def test_relative_days_and_weeks_rank_around_now(query, start, end) -> None:
    found_start, found_end, exact, _ = window(query)
    assert (found_start, found_end, exact) == (start, end, False)


@pytest.mark.parametrize(
    ("query", "start", "end", "exact"),
    [
        ("the migration in March", date(2026, 3, 1), date(2026, 4, 1), True),
        ("what did we build last summer", date(2026, 6, 1), date(2026, 9, 1), False),
        ("a parade during the summer", date(2026, 6, 1), date(2026, 9, 1), False),
        ("in the summer of 2023", date(2023, 6, 1), date(2023, 9, 1), False),
        ("outage in autumn 2024", date(2024, 9, 1), date(2024, 12, 1), False),
        ("last winter", date(2025, 12, 1), date(2026, 3, 1), False),
        ("in the spring", date(2026, 3, 1), date(2026, 6, 1), False),
    ],
)  # fmt: skip
def test_named_months_and_seasons(query, start, end, exact) -> None:
    assert window(query)[:3] == (start, end, exact)


def test_last_summer_while_it_is_summer_is_the_year_before() -> None:
    july = datetime(2026, 7, 15, tzinfo=UTC)
    assert window("last summer", july)[:2] == (date(2025, 6, 1), date(2025, 9, 1))
    assert window("this summer", july)[:2] == (date(2026, 6, 1), date(2026, 9, 1))


@pytest.mark.parametrize(
    "query",
    ["spring boot config", "the build would fall over", "next summer plans", "summer internship"],
)
def test_season_words_without_a_time_around_them_stay_text(query: str) -> None:
    assert find_time(query, NOW) is None


@pytest.mark.parametrize(
    ("query", "start", "end"),
    [
        ("the weekend before April 10, 2023", date(2023, 4, 8), date(2023, 4, 10)),
        ("last weekend before April 10, 2023", date(2023, 4, 8), date(2023, 4, 10)),
        ("the weekend before", date(2026, 11, 21), date(2026, 11, 23)),
        ("the weekend before last", date(2026, 11, 21), date(2026, 11, 23)),
        ("the day after 2023-05-01", date(2023, 5, 2), date(2023, 5, 3)),
        ("two weeks before August 11, 2023", date(2023, 7, 25), date(2023, 8, 11)),
    ],
)  # fmt: skip
def test_the_weekend_before_and_other_counted_times(query, start, end) -> None:
    found_start, found_end, _, rest = window(query)
    assert (found_start, found_end, rest) == (start, end, "")


@pytest.mark.parametrize(
    ("query", "nth", "rest"),
    [
        ("our first session", 1, ""),
        ("the second time we deployed", 2, "deployed"),
        ("the last time we talked about lmdb", -1, "talked about lmdb"),
        ("what did we fix in the 3rd session", 3, "what did we fix in"),
    ],
)  # fmt: skip
def test_ordinals_of_sessions_and_last_time_we(query, nth, rest) -> None:
    found = find_time(query, NOW)
    assert found is not None
    assert (found.span.nth, found.rest, found.span.timed, found.span.exact) == (
        nth,
        rest,
        False,
        False,
    )


@pytest.mark.parametrize(
    ("query", "day"),
    [
        ("the outage on 12 May 2023", date(2023, 5, 12)),
        ("the outage 2023-05-08", date(2023, 5, 8)),
        ("the outage on May 8th, 2023", date(2023, 5, 8)),
        ("the outage on May 8th", date(2026, 5, 8)),
    ],
)  # fmt: skip
def test_dates_written_in_the_query(query, day) -> None:
    assert window(query)[:3] == (day, day + timedelta(days=1), True)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("On 8 May 2023 we moved the queue to redis", date(2023, 5, 8), date(2023, 5, 9)),
        ("we fixed it yesterday", date(2023, 5, 11), date(2023, 5, 12)),
        ("the flaky test came back last week", date(2023, 5, 1), date(2023, 5, 8)),
        ("it broke 3 days ago", date(2023, 5, 9), date(2023, 5, 10)),
        ("we went camping last Saturday", date(2023, 5, 6), date(2023, 5, 7)),
        ("that was on May 8th", date(2023, 5, 8), date(2023, 5, 9)),
        ("the release in December", date(2022, 12, 1), date(2023, 1, 1)),
        ("deployed 2023-04-30, reverted", date(2023, 4, 30), date(2023, 5, 1)),
    ],
)  # fmt: skip
def test_dates_an_episode_mentions_are_read_from_its_capture_day(text, start, end) -> None:
    told = datetime(2023, 5, 12, 15, 0, tzinfo=UTC)  # a Friday
    found = mentions(text, told)
    assert [(s.date(), e.date()) for s, e in found] == [(start, end)]


def test_text_without_a_date_mentions_none() -> None:
    told = datetime(2023, 5, 12, tzinfo=UTC)
    assert mentions("May I see the python3.12 logs on port 2023", told) == []
    assert dates.mentioned("next summer", told) is None


def test_only_a_time_or_a_when_question_has_a_prior() -> None:
    assert time_prior("upload worker timeout", None) is None
    assert time_prior("when did the upload worker time out", None) is not None


# -- ranking over a real store ----------------------------------------------------------------


def test_a_date_the_text_mentions_ranks_like_a_capture_date(store, clock) -> None:
    now = clock()
    day = (now - timedelta(days=20)).replace(hour=12)
    told = f"On {day:%d %B %Y} we moved the billing queue to redis streams"
    capture(store, "alice", told, "ok", at=day + timedelta(days=3), session="s-told")
    capture(
        store, "alice", "We moved the billing queue to redis streams again", "ok",
        at=day + timedelta(days=4), session="s-plain",
    )  # fmt: skip
    result = recall(
        store, "alice", f"billing queue redis on {day:%d %B %Y}", gate=False, clock=clock
    )
    assert [h.session_id for h in result.hits] == ["s-told", "s-plain"]


def test_a_when_question_ranks_first_the_answer_that_names_a_time(store, clock) -> None:
    now = clock()
    capture(
        store, "alice", "I renewed the TLS certificate for the gateway yesterday", "nice",
        at=now - timedelta(days=30), session="s-dated",
    )  # fmt: skip
    capture(
        store, "alice", "I renewed the TLS certificate for the gateway properly", "nice",
        at=now - timedelta(days=29), session="s-undated",
    )  # fmt: skip
    asked = recall(
        store, "alice", "When did I renew the gateway TLS certificate?", window=None,
        gate=False, clock=clock,
    )  # fmt: skip
    assert [h.session_id for h in asked.hits] == ["s-dated", "s-undated"]
    plain = recall(
        store, "alice", "renew the gateway TLS certificate", window=None, gate=False, clock=clock
    )
    assert [h.session_id for h in plain.hits] == ["s-undated", "s-dated"]  # newer first


@pytest.mark.parametrize(
    ("query", "session"),
    [
        ("the first time we deployed the worker", "s-1"),
        ("the second time we deployed the worker", "s-2"),
        ("the last time we deployed the worker", "s-3"),
    ],
)
def test_ordinals_rank_that_session_of_the_matches_first(store, clock, query, session) -> None:
    now = clock()
    for i, days in enumerate((40, 20, 5), start=1):
        capture(
            store, "alice", "We deployed the worker to staging", "done",
            at=now - timedelta(days=days), session=f"s-{i}",
        )  # fmt: skip
    capture(store, "alice", "lunch plans", "pizza", at=now - timedelta(days=50), session="s-0")
    result = recall(store, "alice", query, window=timedelta(days=7), gate=False, clock=clock)
    assert result.hits[0].session_id == session
    assert len(result.hits) == 3  # the ordinal reaches all history, past the 7-day window


@pytest.mark.parametrize(
    ("query", "session"),
    [("our first session", "s-1"), ("our second session", "s-2"), ("our last session", "s-3")],
)
def test_a_query_of_only_an_ordinal_lists_that_session(store, clock, query, session) -> None:
    now = clock()
    for i, days in enumerate((40, 20, 5), start=1):
        for turn in range(2):
            capture(
                store, "alice", f"step {turn} of session {i}", "ok",
                at=now - timedelta(days=days, minutes=-turn), session=f"s-{i}",
            )  # fmt: skip
    result = recall(store, "alice", query, window=None, clock=clock)
    assert [h.session_id for h in result.hits] == [session, session]


def test_an_ordinal_past_the_sessions_there_are_lists_nothing(store, clock) -> None:
    capture(store, "alice", "the only session", "ok", at=clock() - timedelta(days=1))
    assert recall(store, "alice", "our fifth session", window=None, clock=clock).hits == []


@pytest.mark.parametrize("query", ["the last call to the upload API", "first request after deploy"])
def test_ordinals_of_things_that_are_not_sessions_stay_text(query: str) -> None:
    assert find_time(query, NOW) is None
