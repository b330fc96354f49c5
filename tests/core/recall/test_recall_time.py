"""Time expressions in recall queries: found cheaply, parsed relative to now, lazily loaded."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from datetime import UTC, date, datetime

import pytest
from teambrain.core.recall.time import find_time, might_name_a_time

NOW = datetime(2026, 11, 30, 21, 0, tzinfo=UTC)  # a Monday


@pytest.mark.parametrize(
    ("query", "start", "end", "period", "exact", "rest"),
    [
        ("migration in June 2023", date(2023, 6, 1), date(2023, 7, 1), "month", True, "migration"),
        ("what did we do on October 24", date(2026, 10, 24), date(2026, 10, 25), "day", True, "what did we do"),
        ("On 1 May, 2022 the deploy", date(2022, 5, 1), date(2022, 5, 2), "day", True, "the deploy"),
        ("8th December, 2023 review", date(2023, 12, 8), date(2023, 12, 9), "day", True, "review"),
        ("2023-06-12 outage", date(2023, 6, 12), date(2023, 6, 13), "day", True, "outage"),
        ("2023-06 deploy", date(2023, 6, 1), date(2023, 7, 1), "month", True, "deploy"),
        ("pytest flakes in 2024", date(2024, 1, 1), date(2025, 1, 1), "year", True, "pytest flakes"),
        ("the flaky test last Tuesday", date(2026, 11, 24), date(2026, 11, 25), "day", False, "the flaky test"),
        ("yesterday", date(2026, 11, 29), date(2026, 11, 30), "day", False, ""),
        ("three days ago build", date(2026, 11, 27), date(2026, 11, 28), "day", False, "build"),
        ("last week", date(2026, 11, 23), date(2026, 11, 30), "week", False, ""),
        ("a couple of weeks ago", date(2026, 11, 16), date(2026, 11, 23), "week", False, ""),
        ("last weekend", date(2026, 11, 28), date(2026, 11, 30), "day", False, ""),
        ("last Friday on 23 January, 2022", date(2022, 1, 23), date(2022, 1, 24), "day", True, ""),
    ],
)  # fmt: skip
def test_time_expressions_become_windows(query, start, end, period, exact, rest) -> None:
    found = find_time(query, NOW)
    assert found is not None
    assert (found.span.start.date(), found.span.end.date()) == (start, end)
    assert found.span.start.tzinfo is not None
    assert (found.span.period, found.span.exact, found.rest) == (period, exact, rest)


def test_since_before_and_after_open_one_side() -> None:
    since = find_time("TimeoutError since March 2024", NOW)
    assert since.span.start.date() == date(2024, 3, 1) and since.span.end >= NOW
    before = find_time("the week before August 3, 2023", NOW)
    assert before.span.end.date() == date(2023, 8, 3)
    assert before.span.start.date() == date(2023, 7, 27)
    after = find_time("after 2025-01-01 deploys", NOW)
    assert after.span.start.date() == date(2025, 1, 2) and after.rest == "deploys"


@pytest.mark.parametrize(
    "query",
    [
        "May I ask about pytest fixtures",
        "march the migrations forward",
        "the 2.0 release",
        "python3.12 upgrade",
        "port 2023 is busy",
        "next month plan",
        "ConnectionTimeoutError in upload_worker.py",
    ],
)
def test_words_that_only_look_like_time_stay_text(query: str) -> None:
    assert not might_name_a_time(query)
    assert find_time(query, NOW) is None


def test_dates_at_the_edge_of_the_calendar_stay_text() -> None:
    assert find_time("on 9999-12-31 the thing", NOW) is None
    assert find_time("before 0001-01-03 it", NOW) is None


def test_the_date_parser_loads_only_for_a_query_that_names_a_time(tmp_path) -> None:
    code = textwrap.dedent(
        f"""
        import sys
        from teambrain.core.recall.search import recall
        from teambrain.core.store import open_store
        store = open_store({str(tmp_path / "store")!r}, map_size_mb=4)
        recall(store, "alice", "TimeoutError in the upload worker")
        print("dateparser" in sys.modules)
        recall(store, "alice", "TimeoutError last Tuesday")
        print("dateparser" in sys.modules)
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.split() == ["False", "True"]
