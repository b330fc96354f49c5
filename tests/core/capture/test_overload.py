"""Captures dropped for falling behind are never only a counter: a log line at a bounded
rate, and a report that `doctor` reads."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest
from teambrain.core.capture.overload import RECENT, OverloadLog, recent
from teambrain.core.operations.doctor import check_capture


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if "fell behind" in r.getMessage()]


def test_a_flood_of_drops_is_one_line_per_period_with_its_count(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    clock = Clock()
    drops = OverloadLog(tmp_path, every=10.0, clock=clock)
    caplog.set_level(logging.ERROR, "teambrain.capture")
    drops.dropped("queue_full")  # the first one is told at once
    for _ in range(499):
        drops.dropped("queue_full")
    drops.dropped("unparseable_request")  # the traffic's own fault: not an overload
    assert len(lines(caplog)) == 1 and "1 capture dropped" in lines(caplog)[0]
    clock.now += 10.0
    drops.dropped("queue_bytes_full")
    assert len(lines(caplog)) == 2
    assert "500 captures dropped" in lines(caplog)[1]
    assert "queue_full 499" in lines(caplog)[1] and "queue_bytes_full 1" in lines(caplog)[1]
    drops.dropped("queue_full")
    drops.flush()  # the worker, idle: what was not told yet is told
    assert len(lines(caplog)) == 3
    (report,) = recent(tmp_path, now=clock.now)
    assert report.dropped == {"queue_full": 501, "queue_bytes_full": 1}


def test_doctor_is_degraded_for_an_hour_after_a_drop_for_falling_behind(tmp_path: Path) -> None:
    assert check_capture(tmp_path).status == "ok"
    clock = Clock()
    OverloadLog(tmp_path, clock=clock).dropped("queue_full")
    assert recent(tmp_path, now=clock.now + RECENT + 1) == []  # an old overload is not news
    check = check_capture(tmp_path)
    # the report's clock is far in the past: not recent by the real clock
    assert check.status == "ok"
    OverloadLog(tmp_path).dropped("queue_full")
    check = check_capture(tmp_path)
    assert check.status == "DEGRADED" and check.details["dropped"] == {"queue_full": 1}
    assert "[sanitizer] workers" in check.summary


def test_reports_of_gateways_long_gone_are_deleted_by_the_next_report(tmp_path: Path) -> None:
    gone = tmp_path / "overload-1.json"
    gone.write_text('{"pid": 1, "first_at": 0, "last_at": 0, "dropped": {"queue_full": 1}}')
    os.utime(gone, (0, 0))
    OverloadLog(tmp_path).dropped("queue_full")
    assert not gone.exists() and len(list(tmp_path.glob("overload-*.json"))) == 1
