"""The capture worker: sanitize, bound, write in order; drop (never store raw) on any failure."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from teambrain.core.capture import (
    CapturedExchange,
    CapturedToolCall,
    CapturedToolResult,
    CaptureWorker,
    build_record,
    prepare,
)
from teambrain.core.config import Config, parse_config
from teambrain.core.episodes import list_episodes, session_records, write_capture
from teambrain.core.errors import CaptureDropped
from teambrain.core.sanitize import build_sanitizer
from teambrain.core.stats import counters
from teambrain.core.store import Store

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def exchange(raw: dict[str, Any], config: Config) -> CapturedExchange:
    """A parse function as the addon provides one (module level: it crosses processes)."""
    if raw.get("unparseable"):
        raise CaptureDropped("unparseable_request")
    if raw.get("explode"):
        raise RuntimeError("parser bug")
    return CapturedExchange(
        owner=raw.get("owner", "ann"),
        session_id=raw.get("session", "s1"),
        provider="anthropic",
        started_at=raw.get("at", T0),
        ended_at=raw.get("at", T0) + timedelta(seconds=1),
        user_text=raw.get("user", ""),
        continuation=raw.get("continuation", False),
        response_text=raw.get("response", ""),
        tool_calls=[
            CapturedToolCall(tool_id=t, name="bash", input_json=raw.get("input", "{}"))
            for t in raw.get("calls", [])
        ],
        tool_results=[
            CapturedToolResult(tool_id=t, content=c) for t, c in raw.get("results", {}).items()
        ],
    )


@pytest.fixture(scope="module")
def sanitizer():  # noqa: ANN201
    return build_sanitizer(Config().sanitizer)


def run(store: Store, config: Config, jobs: list[dict], workers: int = 0) -> CaptureWorker:
    worker = CaptureWorker(store, config, workers=workers)
    worker.start()
    for job in jobs:
        assert worker.submit(exchange, job)
    assert worker.wait_idle(60)
    worker.stop()
    return worker


def test_digest_is_sanitized_and_bounded_with_marker(sanitizer, config: Config) -> None:  # noqa: ANN001
    text = "write to bob@example.com " + "x" * 5000
    record = build_record(exchange({"user": text}, config), sanitizer, config)
    digest = record.episode.user_digest
    assert "bob@example.com" not in digest and "<EMAIL_ADDRESS>" in digest
    assert digest.startswith("write to <EMAIL_ADDRESS> xxx")
    assert len(digest) < 2100 and digest.endswith("chars]") and "…[truncated " in digest
    assert record.episode.sanitizer == {"EMAIL_ADDRESS": 1}


def test_a_secret_straddling_the_cap_is_redacted_whole(sanitizer) -> None:  # noqa: ANN001
    config = parse_config("[digests]\nuser = 100\n")
    key_ = "sk-ant-api03-" + "A1b2C3d4" * 12
    text = "y" * 90 + " " + key_ + " tail"
    record = build_record(exchange({"user": text}, config), sanitizer, config)
    assert "A1b2C3d4" not in record.episode.user_digest


def test_continuation_digest_says_so(sanitizer, config: Config) -> None:  # noqa: ANN001
    record = build_record(
        exchange({"continuation": True, "results": {"t1": "ok"}}, config), sanitizer, config
    )
    assert "continuation" in record.episode.user_digest


def test_tool_input_json_is_sanitized_by_value(sanitizer, config: Config) -> None:  # noqa: ANN001
    cap = exchange(
        {"calls": ["t1"], "input": '{"to": "eve@example.com", "password": "hunter2!"}'}, config
    )
    record = build_record(cap, sanitizer, config)
    digest = record.events[0].input_digest
    assert "eve@example.com" not in digest and "hunter2" not in digest
    assert '"to"' in digest


@pytest.mark.parametrize("workers", [0, 1])
def test_worker_writes_in_order_and_attaches_results_once(
    store: Store, config: Config, workers: int
) -> None:
    jobs = [
        {"user": "run ls", "calls": ["toolu_1"], "at": T0},
        {"continuation": True, "results": {"toolu_1": "a.txt"}, "at": T0 + timedelta(seconds=2)},
        {"continuation": True, "results": {"toolu_1": "resent"}, "at": T0 + timedelta(seconds=4)},
    ]
    worker = run(store, config, jobs, workers=workers)
    assert worker.captured == 3
    with store.read() as txn:
        episodes, events = session_records(txn, "ann", "s1")
    assert len(episodes) == 3 and len(events) == 1
    assert events[0].result_digest == "a.txt"


@pytest.mark.parametrize("workers", [0, 1])
def test_failures_drop_and_count_never_store(store: Store, workers: int) -> None:
    config = parse_config("[sanitizer]\nmax_input_chars = 30\n")
    jobs = [
        {"unparseable": True},
        {"explode": True},
        {"user": "this text is longer than thirty characters: a@b.example", "session": "big"},
        {"user": "short", "session": "ok"},
    ]
    worker = run(store, config, jobs, workers=workers)
    assert worker.drops["unparseable_request"] == 1
    assert worker.drops["parse_error"] == 1
    assert sum(v for k, v in worker.drops.items() if k.startswith("sanitizer_")) == 1
    assert [e.session_id for e in list_episodes(store, "ann")] == ["ok"]
    persisted = counters(store, "capture.dropped.")
    assert sum(persisted.values()) == 3


def test_a_full_queue_drops_without_blocking(store: Store) -> None:
    config = parse_config("[capture]\nqueue_size = 2\n")
    worker = CaptureWorker(store, config, workers=0)  # not started: nothing drains the queue
    accepted = [worker.submit(exchange, {"user": str(i)}) for i in range(5)]
    assert accepted == [True, True, False, False, False]
    assert worker.drops["queue_full"] == 3 and worker.high_water == 2


def test_prepare_never_raises_and_holds_no_raw_text_on_failure(config: Config) -> None:
    out = prepare(exchange, {"explode": True}, config)
    assert out.record is None and out.drop == "parse_error"


def test_other_owner_cannot_attach_results_to_my_calls(
    store: Store, sanitizer, config: Config
) -> None:  # noqa: ANN001
    mine = build_record(exchange({"owner": "ann", "calls": ["toolu_x"]}, config), sanitizer, config)
    store.write(lambda txn: write_capture(txn, mine))
    theirs = build_record(
        exchange(
            {"owner": "mallory", "continuation": True, "results": {"toolu_x": "planted"}}, config
        ),
        sanitizer,
        config,
    )
    store.write(lambda txn: write_capture(txn, theirs))
    with store.read() as txn:
        _, events = session_records(txn, "ann", "s1")
    assert events[0].result_digest is None
