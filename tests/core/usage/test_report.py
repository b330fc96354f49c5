"""Roll-ups' timing figures: the median and 95th percentile of a group's exchanges."""

from __future__ import annotations

from teambrain.core.usage.report import Latency, latency


def test_latency_is_the_median_and_the_95th_percentile_by_nearest_rank() -> None:
    assert latency([]) is None
    assert latency([7]) == Latency(p50_ms=7, p95_ms=7)
    assert latency(list(range(100, 0, -1))) == Latency(p50_ms=50, p95_ms=95)
    assert latency([1, 2, 3, 1000]) == Latency(p50_ms=2, p95_ms=1000)
