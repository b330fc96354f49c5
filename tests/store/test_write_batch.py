"""A batch of captures written in one transaction (the outbox's write_batch, whose lookups a
database store answers from what it loaded ahead) leaves the store exactly as the same
captures written one by one: sessions' call orders, results attached once, resent captures
and history skipped, reused tool ids, calls of one id in one response, another owner with
the same session and tool ids, and captures stored by an earlier transaction."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from itertools import count

from teambrain.core.clock import FrozenClock, to_ms
from teambrain.core.episodes.writes import write_batch, write_once
from teambrain.core.ids import new_id
from teambrain.core.recall import search as recall
from teambrain.core.records.episodes import CaptureRecord, Episode, ExecutionEvent, ToolResult
from teambrain.core.store import Store

T0 = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)


class Scenario:
    """The same traffic for any pair of owners, with ids of its own each time it is built."""

    def __init__(self, owners: tuple[str, str]) -> None:
        self.owners = owners
        self.tick = count()

    def at(self) -> datetime:
        return T0 + timedelta(seconds=10 * next(self.tick))

    def capture(
        self, owner: str, session: str, words: str, calls: list[str], results: list[str]
    ) -> CaptureRecord:
        at = self.at()
        ep = Episode(
            id=new_id(to_ms(at)),
            owner=owner,
            session_id=session,
            provider="anthropic",
            started_at=at,
            ended_at=at + timedelta(seconds=2),
            user_digest=f"user asks about {words}",
            response_digest=f"the answer covers {words}",
        )
        events = [
            ExecutionEvent(
                id=new_id(to_ms(at) + 1 + i),
                owner=owner,
                session_id=session,
                exchange_id=ep.id,
                tool_id=tool_id,
                tool_name="Bash",
                input_digest=f"run {words} step {i}",
                requested_at=at + timedelta(milliseconds=1 + i),
            )
            for i, tool_id in enumerate(calls)
        ]
        found = [ToolResult(tool_id=t, result_digest=f"{t} printed {words}") for t in results]
        return CaptureRecord(episode=ep, events=events, results=found)

    def earlier(self) -> list[CaptureRecord]:
        """Stored by a transaction before the batch."""
        a, b = self.owners
        return [
            self.capture(a, "s1", "kafka offsets", ["toolu_1", "toolu_2"], []),
            self.capture(b, "s1", "kafka offsets", ["toolu_1"], []),
        ]

    def batch(self, earlier: list[CaptureRecord]) -> list[CaptureRecord]:
        a, b = self.owners
        second = self.capture(a, "s1", "consumer lag", ["toolu_3"], ["toolu_1"])
        return [
            earlier[0],  # sent again after a crash: skipped
            second,
            self.capture(
                a, "s1", "rebalance storm", ["toolu_4", "toolu_4#2"], ["toolu_2", "toolu_3"]
            ),
            second,  # the same capture twice in one batch
            self.capture(
                a, "s1", "retention bytes", ["toolu_1"], ["toolu_1", "toolu_4", "toolu_4"]
            ),
            self.capture(a, "s2", "schema registry", ["toolu_1"], ["toolu_4"]),  # another session
            self.capture(b, "s1", "broker disk", ["toolu_2"], ["toolu_1", "toolu_1"]),
            self.capture(a, "s1", "idempotent producer", [], ["toolu_1"]),  # the reused id's call
        ]


def _shape(store: Store, owner: str, ids: dict[str, int]) -> list[tuple]:
    """Everything the owner's writes left, with ids replaced by the order they were made in."""

    def n(record_id: str | None) -> int | None:
        return None if record_id is None else ids.setdefault(record_id, len(ids))

    with store.read() as txn:
        episodes = sorted(txn.episodes.episodes(owner, newest_first=False), key=lambda e: e.id)
        events = sorted(txn.episodes.events(owner, newest_first=False), key=lambda e: e.id)
        tools = {
            (e.session_id, t): n(txn.episodes.tool_event_id(owner, e.session_id, t))
            for e in events
            for t in ("toolu_1", "toolu_2", "toolu_3", "toolu_4", "toolu_4#2")
        }
        return [
            *[("ep", n(e.id), e.session_id, e.user_digest) for e in episodes],
            *[
                (
                    "ev",
                    n(e.id),
                    e.session_id,
                    e.tool_id,
                    e.order,
                    e.result_digest,
                    n(e.result_exchange_id),
                )
                for e in events
            ],  # fmt: skip
            ("tools", sorted(tools.items())),
        ]


def _recalled(store: Store, owner: str, ids: dict[str, int]) -> list[tuple]:
    clock = FrozenClock(T0 + timedelta(hours=1))
    found = recall.recall(store, owner, "consumer lag printed", gate=False, clock=clock)
    return [(ids.get(h.id), h.kind, round(h.score, 3)) for h in found.hits]


def test_a_batch_leaves_what_one_by_one_writes_leave(store: Store) -> None:
    batched, single = Scenario(("alice", "bob")), Scenario(("carol", "dave"))
    early_b, early_s = batched.earlier(), single.earlier()
    for record in early_b + early_s:
        assert store.write(lambda txn, r=record: write_once(txn, r))
    batch_b, batch_s = batched.batch(early_b), single.batch(early_s)

    sent = store.write(lambda txn: write_batch(txn, batch_b))
    alone = [store.write(lambda txn, r=r: write_once(txn, r)) for r in batch_s]

    written = [outcome is not None for outcome in sent]
    assert written == [outcome is not None for outcome in alone]
    assert written == [False, True, True, False, True, True, True, True]
    answered = [len(outcome.answered) for outcome in sent if outcome is not None]
    assert answered == [len(outcome.answered) for outcome in alone if outcome is not None]
    assert sum(answered) == 7  # alice's six results and bob's one, each attached once
    for outcome in sent:
        assert all(e.result_digest is not None for e in (outcome.answered if outcome else []))
    for mine, theirs in (("alice", "carol"), ("bob", "dave")):
        ids_b: dict[str, int] = {}
        ids_s: dict[str, int] = {}
        assert _shape(store, mine, ids_b) == _shape(store, theirs, ids_s)
        assert _recalled(store, mine, ids_b) == _recalled(store, theirs, ids_s)
    with store.read() as txn:
        orders = [e.order for e in txn.episodes.events("alice", newest_first=False)]
        answered = [e for e in txn.episodes.events("alice") if e.result_digest is not None]
    assert sorted(orders) == [0, 0, 1, 2, 3, 4, 5]  # s2's one call, s1's six
    assert len(answered) == 6


def test_a_batch_sent_twice_writes_nothing_the_second_time(store: Store) -> None:
    scenario = Scenario(("alice", "bob"))
    early = scenario.earlier()
    batch = scenario.batch(early)
    first = store.write(lambda txn: write_batch(txn, early + batch))
    before = _shape(store, "alice", {})
    again = store.write(lambda txn: write_batch(txn, early + batch))
    assert any(first) and not any(again)
    assert _shape(store, "alice", {}) == before


def test_a_result_written_before_its_call_attaches_when_the_call_is_written(store: Store) -> None:
    """Two gateways (or two sanitizer processes) can finish a conversation's exchanges out of
    order: the follow-up carrying a tool's result is written before the exchange that asked
    for the call. The result is held, and the call's write takes it, whether it was held by
    an earlier transaction or earlier in the same batch, once and for its own owner and
    session only."""
    for owner, other, batched in (("alice", "bob", True), ("carol", "dave", False)):
        s = Scenario((owner, other))
        held_before = s.capture(owner, "s1", "lag alert", [], ["toolu_9"])
        assert store.write(lambda txn, r=held_before: write_once(txn, r))
        records = [
            s.capture(owner, "s1", "lag alert again", [], ["toolu_8", "toolu_7"]),
            s.capture(owner, "s2", "other session", ["toolu_7"], []),  # not the held one's
            s.capture(other, "s1", "another owner", ["toolu_8"], []),  # nor another owner's
            s.capture(owner, "s1", "the calls", ["toolu_9", "toolu_8", "toolu_6"], []),
            s.capture(owner, "s1", "resent follow-up", [], ["toolu_8"]),  # answered already
        ]
        if batched:
            outcomes = store.write(lambda txn, r=records: write_batch(txn, r))
        else:
            outcomes = [store.write(lambda txn, r=r: write_once(txn, r)) for r in records]
        assert [o.results_held for o in outcomes if o] == [2, 0, 0, 0, 0]
        assert [o.results_attached for o in outcomes if o] == [0, 0, 0, 2, 0]
        assert [o.duplicates_skipped for o in outcomes if o] == [0, 0, 0, 0, 1]
        with store.read() as txn:
            got = {
                (e.session_id, e.tool_id): (e.result_digest, e.result_exchange_id)
                for e in txn.episodes.events(owner)
            }
            assert txn.episodes.held_result(owner, "s1", "toolu_9") is None  # taken
            assert txn.episodes.held_result(owner, "s1", "toolu_7") is not None  # still waiting
            (others,) = list(txn.episodes.events(other))
        assert got == {
            ("s1", "toolu_9"): ("toolu_9 printed lag alert", held_before.episode.id),
            ("s1", "toolu_8"): ("toolu_8 printed lag alert again", records[0].episode.id),
            ("s1", "toolu_6"): (None, None),
            ("s2", "toolu_7"): (None, None),
        }
        assert others.result_digest is None


def test_a_held_result_whose_call_never_comes_expires_with_the_episodes(store: Store) -> None:
    from teambrain.core.episodes.retention import prune

    s = Scenario(("alice", "bob"))
    old = s.capture("alice", "s1", "old follow-up", [], ["toolu_1"])
    new = s.capture("alice", "s1", "new follow-up", [], ["toolu_2"])
    new.episode.started_at = new.episode.ended_at = T0 + timedelta(days=60)
    for record in (old, new):
        store.write(lambda txn, r=record: write_once(txn, r))
    prune(store, days=90, clock=FrozenClock(T0 + timedelta(days=91)))
    with store.read() as txn:
        assert txn.episodes.held_result("alice", "s1", "toolu_1") is None
        assert txn.episodes.held_result("alice", "s1", "toolu_2") is not None
