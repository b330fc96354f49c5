"""Roll-ups' timing figures: the median and 95th percentile of a group's exchanges."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from teambrain.core.usage.prices import shipped
from teambrain.core.usage.report import Latency, latency, usage_report

from tests.mcpserver.episode_world import capture


def test_latency_is_the_median_and_the_95th_percentile_by_nearest_rank() -> None:
    assert latency([]) is None
    assert latency([7]) == Latency(p50_ms=7, p95_ms=7)
    assert latency(list(range(100, 0, -1))) == Latency(p50_ms=50, p95_ms=95)
    assert latency([1, 2, 3, 1000]) == Latency(p50_ms=2, p95_ms=1000)


def test_an_exchange_that_got_no_answer_counts_but_takes_no_time(store) -> None:
    at = datetime.now(UTC) - timedelta(minutes=5)
    capture(store, "ann", "answered", "yes", at=at, embed=False)  # two seconds, start to end
    capture(store, "ann", "refused", at=at, embed=False, status="error")
    report = usage_report(store, "ann", shipped())
    assert report.total.exchanges == 2
    assert report.total.duration == Latency(p50_ms=2000, p95_ms=2000)
    assert report.total.first_byte is None  # neither recorded its first byte
    assert (report.total.cost, report.unpriced_models) == (None, [])  # no tokens: none to price
