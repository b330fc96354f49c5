"""The capture worker: sanitize, bound, write in order; drop (never store raw) on any failure."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec
import pytest
from teambrain.core.capture.budget import LEASE_BLOCK, ByteBudget
from teambrain.core.capture.build import build_record
from teambrain.core.capture.captured import CapturedExchange, CapturedToolCall, CapturedToolResult
from teambrain.core.capture.process import prepare
from teambrain.core.capture.worker import CaptureWorker
from teambrain.core.config import Config, parse_config
from teambrain.core.episodes.records import list_episodes, session_records
from teambrain.core.episodes.writes import write_capture
from teambrain.core.errors import CaptureDropped
from teambrain.core.identity import IdKeys
from teambrain.core.operations.stats import counters
from teambrain.core.sanitize.engine import build_sanitizer
from teambrain.core.store import Store

T0 = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)


def exchange(raw: dict[str, Any], config: Config) -> CapturedExchange:
    """A parse function as the addon provides one (module level: it crosses processes)."""
    if raw.get("unparseable"):
        raise CaptureDropped("unparseable_request")
    if raw.get("explode"):
        raise RuntimeError("parser bug")
    if raw.get("die"):  # what a crash in native code does to the process running it
        os._exit(3)
    results = raw.get("results", {})
    return CapturedExchange(
        owner=raw.get("owner", "ann"),
        session_id=raw.get("session", "s1"),
        session_seed=raw.get("seed", ""),
        provider="anthropic",
        model=raw.get("model", ""),
        client=raw.get("client", ""),
        started_at=raw.get("at", T0),
        ended_at=raw.get("at", T0) + timedelta(seconds=1),
        user_text=raw.get("user", ""),
        continuation=raw.get("continuation", False),
        response_text=raw.get("response", ""),
        response_id=raw.get("response_id", ""),
        chain_from=raw.get("chain_from", ""),
        stop_reason=raw.get("stop", ""),
        tool_calls=[
            CapturedToolCall(
                tool_id=t, name=raw.get("tool_name", "bash"), input_json=raw.get("input", "{}")
            )
            for t in raw.get("calls", [])
        ],
        tool_results=[
            CapturedToolResult(tool_id=t, content=c)
            for t, c in (results.items() if isinstance(results, dict) else results)
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


# -- every stored string sanitized, every id kept only when plainly an id ---------------------

EMAIL = "mallory.planted@example.org"
KEY = "sk-ant-api03-" + "Zx9" * 30 + "AA"


def test_every_stored_field_is_sanitized_or_hashed(sanitizer, config: Config) -> None:  # noqa: ANN001
    keys = IdKeys(b"a store's secret")
    raw = {
        "session": f"sess {EMAIL}",
        "model": f"claude {KEY}",
        "client": f"evil-cli/1.0 ({EMAIL})\x1b[31m\x00",
        "stop": f"end {EMAIL}",
        "tool_name": f"bash {EMAIL}",
        "calls": [f"toolu_{KEY}"],
        "response_id": f"msg_{EMAIL}",
        "chain_from": f"resp_{EMAIL}",
    }
    record = build_record(exchange(raw, config), sanitizer, config, keys)
    ep, (event,) = record.episode, record.events
    assert ep.model == "claude <API_KEY>" and ep.stop_reason == "end <EMAIL_ADDRESS>"
    assert ep.client == "evil-cli/1.0 (<EMAIL_ADDRESS>) [31m"  # no control characters either
    assert event.tool_name == "bash <EMAIL_ADDRESS>"
    assert ep.session_id == keys.hashed("session", raw["session"])
    assert event.tool_id == ep.tool_use_ids[0] == keys.hashed("tool", raw["calls"][0])
    assert ep.response_id == keys.hashed("response", raw["response_id"])
    assert record.chain_from == keys.hashed("response", raw["chain_from"])
    stored = msgspec.msgpack.encode(record)
    assert EMAIL.encode() not in stored and KEY[13:40].encode() not in stored


def test_a_recurring_field_is_redacted_and_counted_in_every_exchange(
    sanitizer, config: Config
) -> None:  # noqa: ANN001
    raw = {"model": f"claude {KEY}", "stop": f"end {EMAIL}", "calls": ["t1"], "tool_name": "bash"}
    first, again = (build_record(exchange(raw, config), sanitizer, config) for _ in range(2))
    for record in (first, again):  # the second exchange's fields are the remembered ones
        assert record.episode.model == "claude <API_KEY>"
        assert record.episode.stop_reason == "end <EMAIL_ADDRESS>"
        assert record.events[0].tool_name == "bash"
        assert record.episode.sanitizer == {"API_KEY": 1, "EMAIL_ADDRESS": 1}


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ("toolu_01A09q90qw90lq917835lq9", True),  # what providers send
        ("call_abc123XYZ987def654", True),
        ("0F8FAD5B-D9CB-469F-A165-70867728950E", True),  # a UUID, kept (lowercased)
        ("sess-1", True),
        (KEY, False),  # id characters, but the sanitizer finds a key
        (f"id-{EMAIL}", False),
        ("nul\x00inside", False),
        ("x" * 600, False),  # over LMDB's key limit once in a key: hashed, short
        ("line\nbreak", False),
    ],
)
def test_ids_are_kept_only_when_plainly_ids(
    sanitizer, config: Config, raw: str, kept: bool
) -> None:  # noqa: ANN001
    keys = IdKeys(b"a store's secret")
    record = build_record(exchange({"session": raw}, config), sanitizer, config, keys)
    session = record.episode.session_id
    assert (session == raw or session == raw.lower()) is kept
    assert "\x00" not in session and len(session.encode()) <= 80
    again = build_record(exchange({"session": raw}, config), sanitizer, config, keys)
    assert again.episode.session_id == session  # the same raw id, the same stored one
    if not kept:
        other = build_record(exchange({"session": raw}, config), sanitizer, config, IdKeys(b"x"))
        assert other.episode.session_id != session  # keyed per store


def test_the_episode_counts_its_tool_calls_redactions(sanitizer, config: Config) -> None:  # noqa: ANN001
    raw = {
        "user": "mail bob@example.com",
        "calls": ["t1"],
        "input": '{"to": "eve@example.com", "key": "' + KEY + '"}',
        "results": {"t0": "sent to carol@example.com"},
    }
    record = build_record(exchange(raw, config), sanitizer, config)
    assert record.events[0].sanitizer == {"EMAIL_ADDRESS": 1, "API_KEY": 1}
    assert record.results[0].sanitizer == {"EMAIL_ADDRESS": 1}
    assert record.episode.sanitizer == {"EMAIL_ADDRESS": 3, "API_KEY": 1}


# -- tool ids are unique only within (owner, session) --------------------------------------


def test_a_reused_call_id_in_three_sessions_keeps_three_calls_and_results(
    store: Store, config: Config
) -> None:
    jobs = []
    for i in range(3):
        at = T0 + timedelta(minutes=i)
        jobs.append({"session": f"s{i}", "calls": ["call_1"], "at": at})
        jobs.append({"session": f"s{i}", "results": {"call_1": f"result {i}"}, "at": at})
    run(store, config, jobs)
    for i in range(3):
        with store.read() as txn:
            _, (event,) = session_records(txn, "ann", f"s{i}")
        assert event.result_digest == f"result {i}"


def test_a_follow_up_written_before_the_call_it_answers_still_attaches(
    store: Store, config: Config
) -> None:
    """Another gateway, or another sanitizer process, can write a conversation's follow-up
    first: its result waits for the call and attaches once the call is written."""
    jobs = [
        {"results": {"toolu_5": "5 tests passed"}, "at": T0 + timedelta(seconds=5)},
        {"user": "run the tests", "calls": ["toolu_5"], "at": T0},
    ]
    run(store, config, jobs)
    with store.read() as txn:
        episodes, (event,) = session_records(txn, "ann", "s1")
    assert event.result_digest == "5 tests passed" and event.is_error is False
    follow_up = next(e for e in episodes if not e.user_digest)
    assert event.result_exchange_id == follow_up.id and event.result_at == follow_up.started_at


def test_empty_duplicate_and_reused_ids_within_a_session(store: Store, config: Config) -> None:
    later = T0 + timedelta(seconds=5)
    jobs = [
        {"calls": ["", "dup", "dup"], "at": T0},
        {"results": [("dup", "first"), ("dup", "second"), ("dup", "resent")], "at": later},
        {"calls": ["dup"], "at": later + timedelta(seconds=5)},  # the server reuses it
        {"results": [("dup", "third")], "at": later + timedelta(seconds=10)},
    ]
    run(store, config, jobs)
    with store.read() as txn:
        _, events = session_records(txn, "ann", "s1")
    assert [(e.tool_id[-2:], e.result_digest) for e in events[1:]] == [
        ("up", "first"),
        ("#2", "second"),
        ("up", "third"),
    ]
    assert events[0].tool_id.startswith("t-") and events[0].result_digest is None


# -- sessions no client names are bounded in time ------------------------------------------


def test_runs_without_session_ids_an_hour_apart_are_two_sessions(store: Store) -> None:
    config = parse_config("[capture]\nsession_idle_minutes = 30\n")
    opening = {"session": "", "seed": "system\x1efix the flaky test"}
    jobs = [
        {**opening, "user": "first run", "at": T0},
        {**opening, "user": "a minute later", "at": T0 + timedelta(minutes=1)},
        {**opening, "user": "an hour later", "at": T0 + timedelta(minutes=62)},
        {**opening, "user": "same opening", "owner": "bob", "at": T0 + timedelta(minutes=63)},
    ]
    run(store, config, jobs)
    episodes = {e.user_digest: e.session_id for e in list_episodes(store, "ann")}
    assert episodes["first run"] == episodes["a minute later"]
    assert episodes["an hour later"] != episodes["first run"]
    assert all(s.startswith("h-") for s in episodes.values())
    (bobs,) = list_episodes(store, "bob")
    assert bobs.session_id not in episodes.values()  # an owner never joins another's


def test_a_tool_result_after_a_long_run_still_joins_its_session(store: Store) -> None:
    config = parse_config("[capture]\nsession_idle_minutes = 30\n")
    opening = {"session": "", "seed": "system\x1ebuild the release"}
    jobs = [
        {**opening, "user": "build it", "calls": ["toolu_9"], "at": T0},
        {**opening, "results": {"toolu_9": "built"}, "at": T0 + timedelta(minutes=45)},
    ]
    run(store, config, jobs)
    first, second = list_episodes(store, "ann", limit=2)
    assert first.session_id == second.session_id
    with store.read() as txn:
        _, (event,) = session_records(txn, "ann", first.session_id)
    assert event.result_digest == "built"


# -- the sanitizer pool: warm before traffic, and a dead process costs no capture ----------


def test_the_pool_is_warm_before_the_first_capture(store: Store, config: Config) -> None:
    worker = CaptureWorker(store, config, workers=1)
    try:
        assert worker.start(warm_seconds=120)
        assert worker._executor is not None and worker._executor._processes  # already up
    finally:
        worker.stop()


def test_a_capture_that_kills_its_process_is_dropped_and_the_others_are_kept(
    store: Store, config: Config
) -> None:
    worker = CaptureWorker(store, config, workers=1)
    worker.start(warm_seconds=120)
    try:
        for job in (
            {"user": "before", "session": "a"},
            {"die": True},
            {"user": "after", "session": "b"},
        ):
            assert worker.submit(exchange, job)
        assert worker.wait_idle(120)
    finally:
        worker.stop()
    # the poison job broke two pools and was dropped; the one behind it ran in a third
    assert worker.drops == {"worker_crashed": 1} and worker.restarts == 2
    assert sorted(e.user_digest for e in list_episodes(store, "ann")) == ["after", "before"]
    assert counters(store, "capture.worker_restarts") == {"capture.worker_restarts": 2}


# -- memory: a job gives back what it held --------------------------------------------------


def test_leases_are_given_back_when_done_or_dropped(store: Store) -> None:
    config = parse_config("[capture]\nqueue_size = 1\nmax_queued_bytes = 1000\n")
    worker = CaptureWorker(store, config, workers=0)
    held = [worker.budget.lease() for _ in range(3)]
    assert held[0].take(400) and held[1].take(400) and not held[2].take(400)
    assert worker.submit(exchange, {"user": "a"}, held[0])
    assert not worker.submit(exchange, {"user": "b"}, held[1])  # queue full: dropped
    assert worker.budget.used == 400  # the dropped one gave its bytes back at once
    worker.start()
    assert worker.wait_idle(60)
    worker.stop()
    assert worker.budget.used == 0 and worker.budget.peak == 800


def test_a_lease_takes_ahead_in_blocks_and_gives_the_spare_back() -> None:
    budget = ByteBudget(1 << 20)
    lease = budget.lease()
    assert lease.take(100) and budget.used == LEASE_BLOCK  # one lock for many small chunks
    assert lease.take(200) and budget.used == LEASE_BLOCK
    lease.trim()
    assert budget.used == lease.held == 300
    tight = ByteBudget(LEASE_BLOCK // 2)
    other = tight.lease()
    assert other.take(1000) and tight.used == 1000  # no room for a block: exactly what it needs
    lease.release()
    other.release()
    assert budget.used == tight.used == 0


def test_the_proxys_hourly_prune_is_audited_like_every_prune(store: Store, config: Config) -> None:
    from datetime import UTC, datetime, timedelta

    from teambrain.core import audit
    from teambrain.core.clock import FrozenClock

    def housekeeping_at(clock: FrozenClock) -> None:
        worker = CaptureWorker(store, config, workers=0, clock=clock)
        worker.start()  # a capture, then the idle worker's housekeeping (the hourly prune)
        assert worker.submit(exchange, {"user": "a fresh question", "session": "s-new"})
        assert worker.wait_idle(60)
        worker.stop()

    def prunes() -> list[audit.AuditRecord]:
        return [r for r in audit.read(store, "anyone") if r.action == "prune"]

    housekeeping_at(FrozenClock(datetime.now(UTC)))
    assert prunes() == []  # nothing was old enough: an hourly prune of nothing is not recorded
    housekeeping_at(FrozenClock(datetime.now(UTC) + timedelta(days=91)))
    (pruned,) = prunes()
    assert pruned.channel == "schedule" and pruned.detail["episodes"] >= 1
