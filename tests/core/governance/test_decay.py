"""Bounded forgetting: the weekly budget, the idle policy, keep / quarantine / restore, no deletes."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta

import pytest
from teambrain.core import audit
from teambrain.core.clock import week_of
from teambrain.core.config import DecayConfig
from teambrain.core.errors import Forbidden, InvalidTransition, NotFound
from teambrain.core.governance import decay
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.knowledge import search as knowledge_search
from teambrain.core.store import Store

from tests.fakes.reflector_upstream import text_sanitizer

_n = itertools.count(1)
POLICY = DecayConfig()


@pytest.fixture(scope="session")
def sanitizer():
    return text_sanitizer()


def _approved(store: Store, sanitizer, clock, owner: str = "alice") -> str:
    n = next(_n)
    text = f"Lesson {n}: the service on port {9000 + n} needs the flag --level-{n}."
    entry = knowledge.save(store, owner, text, sanitizer=sanitizer, clock=clock)
    knowledge.approve(store, owner, entry.id, clock=clock)
    return entry.id


def _many(store, sanitizer, clock, count: int, owner: str = "alice") -> list[str]:
    ids = []
    for _ in range(count):
        ids.append(_approved(store, sanitizer, clock, owner))
        clock.advance(minutes=1)
    return ids


def _flagged(store: Store, *owners: str) -> set[str]:
    return {e.id for o in owners for e in decay.review(store, o).flagged}


def _records(store: Store) -> dict[str, int]:
    with store.read() as txn:
        return {
            "knowledge": txn.knowledge.count(),
            "tombstones": sum(1 for _ in txn.knowledge.tombstones()),
        }


def test_at_most_five_flags_a_week_oldest_idle_first_however_often_it_runs(
    store, clock, sanitizer
) -> None:
    alice = _many(store, sanitizer, clock, 4, "alice")
    bob = _many(store, sanitizer, clock, 4, "bob")
    clock.advance(days=91)

    first = decay.run_pass(store, POLICY, clock=clock)
    assert (first.week, first.budget, first.flagged_before, first.idle_found) == (
        "2027-W05",
        5,
        0,
        8,
    )
    assert [f.entry_id for f in first.flagged] == alice + bob[:1]
    assert _flagged(store, "alice", "bob") == set(alice + bob[:1])

    # a second and third run the same week add nothing, even after flags were confirmed
    knowledge.keep(store, "alice", alice[0], clock=clock)
    knowledge.quarantine(store, "alice", alice[1], clock=clock)
    clock.advance(days=3)
    for _ in range(2):
        again = decay.run_pass(store, POLICY, clock=clock)
        assert (again.flagged_before, again.flagged, again.idle_found) == (5, [], 3)
    assert _flagged(store, "alice", "bob") == set(alice[2:] + bob[:1])

    clock.advance(days=4)  # a new ISO week: a new budget
    week2 = decay.run_pass(store, POLICY, clock=clock)
    assert (week2.week, week2.flagged_before) == ("2027-W06", 0)
    assert [f.entry_id for f in week2.flagged] == bob[1:]
    assert decay.run_pass(store, POLICY, clock=clock).flagged == []


def test_a_sixth_flag_waits_for_next_week_even_across_many_owners(store, clock, sanitizer) -> None:
    ids = [_approved(store, sanitizer, clock, owner) for owner in "abcdefg"]
    clock.advance(days=100)
    assert len(decay.run_pass(store, POLICY, clock=clock).flagged) == 5
    assert decay.run_pass(store, POLICY, clock=clock).flagged == []
    clock.advance(days=7)
    assert [f.entry_id for f in decay.run_pass(store, POLICY, clock=clock).flagged] == ids[5:]


def test_idle_is_counted_from_the_last_use_and_unapproved_entries_are_never_flagged(
    store, clock, sanitizer
) -> None:
    t0 = clock()
    old_idle = _approved(store, sanitizer, clock)
    injected_long_ago = _approved(store, sanitizer, clock)
    injected_recently = _approved(store, sanitizer, clock)
    retrieved_recently = _approved(store, sanitizer, clock)
    retrieved_long_ago = _approved(store, sanitizer, clock)
    late = knowledge.save(
        store,
        "alice",
        "Pending for a long while before approval.",
        sanitizer=sanitizer,
        clock=clock,
    )
    pending = knowledge.save(
        store, "alice", "Never reviewed: stays pending.", sanitizer=sanitizer, clock=clock
    )

    def use(entry_id: str, at: datetime, kind: str) -> None:
        store.write(lambda txn: knowledge.record_use(txn, [entry_id], at=at, kind=kind))

    use(injected_long_ago, t0 + timedelta(days=1), "injected")
    use(retrieved_long_ago, t0 + timedelta(days=5), "retrieved")
    clock.advance(days=60)
    knowledge.approve(store, "alice", late.id, clock=clock)
    use(retrieved_recently, clock(), "retrieved")
    use(injected_recently, clock(), "injected")

    clock.at = t0 + timedelta(days=100)
    first = decay.run_pass(store, POLICY, clock=clock)
    # an injection long ago buys no immunity; the oldest last use goes first
    assert [f.entry_id for f in first.flagged] == [old_idle, injected_long_ago, retrieved_long_ago]
    assert [f.idle_since for f in first.flagged] == [
        t0,
        t0 + timedelta(days=1),
        t0 + timedelta(days=5),
    ]
    reasons = {
        f.entry_id: knowledge.get_entry(store, "alice", f.entry_id).flag_reason
        for f in first.flagged
    }
    assert reasons[retrieved_long_ago] == (
        "idle since 2026-11-07: never injected, not retrieved for 90 days"
    )
    assert reasons[injected_long_ago] == (
        "idle since 2026-11-03: not injected or retrieved for 90 days"
    )

    clock.at = t0 + timedelta(days=150)  # exactly 90 days after the approval and the uses
    second = decay.run_pass(store, POLICY, clock=clock)
    assert {f.entry_id for f in second.flagged} == {injected_recently, retrieved_recently, late.id}
    clock.advance(days=365)
    assert decay.run_pass(store, POLICY, clock=clock).flagged == []
    assert pending.id not in _flagged(store, "alice")


def test_policy_comes_from_the_decay_config(store, clock, sanitizer) -> None:
    ids = _many(store, sanitizer, clock, 4)
    clock.advance(days=31)
    policy = DecayConfig(max_flags_per_week=2, idle_days=30)
    assert [f.entry_id for f in decay.run_pass(store, policy, clock=clock).flagged] == ids[:2]
    assert decay.run_pass(store, DecayConfig(), clock=clock).flagged == []  # 90 days: none idle
    assert (
        decay.run_pass(store, DecayConfig(max_flags_per_week=0, idle_days=1), clock=clock).flagged
        == []
    )


def test_keep_clears_the_flag_and_restarts_the_idle_clock(store, clock, sanitizer) -> None:
    e = _approved(store, sanitizer, clock)
    clock.advance(days=90)
    decay.run_pass(store, POLICY, clock=clock)
    kept_at = clock()
    kept = knowledge.keep(store, "alice", e, clock=clock)
    assert (kept.state, kept.flagged, kept.flag_reason, kept.idle_since) == (
        "approved",
        False,
        "",
        kept_at,
    )
    clock.advance(days=89, hours=23)
    assert decay.run_pass(store, POLICY, clock=clock).flagged == []
    clock.advance(hours=1)
    assert [f.entry_id for f in decay.run_pass(store, POLICY, clock=clock).flagged] == [e]


def test_quarantine_leaves_search_restore_brings_it_back_and_nothing_is_ever_deleted(
    store, clock, sanitizer
) -> None:
    e = _approved(store, sanitizer, clock)
    knowledge.share(store, "alice", e, clock=clock)
    other = _approved(store, sanitizer, clock)
    clock.advance(days=91)
    before = _records(store)

    decay.run_pass(store, POLICY, clock=clock)
    assert _records(store) == before
    assert [x.id for x in knowledge.list_entries(store, "bob")] == [e]
    knowledge.quarantine(store, "alice", e, clock=clock)
    knowledge.keep(store, "alice", other, clock=clock)
    assert _records(store) == before

    # out of search and injection: not in the team's listing, not among approved entries,
    # and retrieval/injection counters cannot touch it
    assert knowledge.list_entries(store, "bob") == []
    assert [x.id for x in knowledge.list_entries(store, "alice", states=["approved"])] == [other]
    assert store.write(lambda txn: knowledge.record_use(txn, [e], at=clock(), kind="injected")) == 0
    with pytest.raises(NotFound):
        knowledge.get_entry(store, "bob", e)
    review = decay.review(store, "alice")
    assert (review.flagged, [x.id for x in review.quarantined]) == ([], [e])

    restored = knowledge.restore(store, "alice", e, clock=clock)
    assert (restored.state, restored.visibility, restored.idle_since) == (
        "approved",
        "team",
        clock(),
    )
    assert [x.id for x in knowledge.list_entries(store, "bob")] == [e]
    assert _records(store) == before
    actions = [
        (r.action, r.actor) for r in audit.read(store, "alice", newest_first=False, limit=100)
    ]
    assert actions[-5:] == [
        ("flag", audit.SYSTEM),
        ("flag", audit.SYSTEM),
        ("quarantine", "alice"),
        ("keep", "alice"),
        ("restore", "alice"),
    ]


def test_only_the_owner_confirms_a_flag(store, clock, sanitizer) -> None:
    private = _approved(store, sanitizer, clock)
    shared = _approved(store, sanitizer, clock)
    knowledge.share(store, "alice", shared, clock=clock)
    clock.advance(days=91)
    decay.run_pass(store, POLICY, clock=clock)

    for action in (knowledge.keep, knowledge.quarantine):
        with pytest.raises(NotFound):
            action(store, "mallory", private, clock=clock)
        with pytest.raises(Forbidden):
            action(store, "mallory", shared, clock=clock)
    assert _flagged(store, "alice") == {private, shared}
    refused = [r for r in audit.read(store, "alice") if r.actor == "mallory"]
    assert sorted(r.action for r in refused) == ["refused:keep", "refused:quarantine"]
    with pytest.raises(InvalidTransition):
        knowledge.quarantine(store, "alice", _approved(store, sanitizer, clock), clock=clock)


def test_a_report_shows_each_owner_only_their_own_flags(store, clock, sanitizer) -> None:
    a = _approved(store, sanitizer, clock, "alice")
    _approved(store, sanitizer, clock, "bob")
    clock.advance(days=91)
    report = decay.run_pass(store, POLICY, clock=clock)
    assert len(report.flagged) == 2
    mine = report.for_owner("alice")
    assert [f.entry_id for f in mine.flagged] == [a] and mine.idle_found == 2
    assert report.for_owner("carol").flagged == []


@pytest.mark.parametrize(
    "at, week",
    [
        (datetime(2026, 11, 2), "2026-W45"),
        (datetime(2026, 11, 8, 23, 59), "2026-W45"),
        (datetime(2026, 11, 9), "2026-W46"),
        (datetime(2027, 1, 1), "2026-W53"),
    ],
)
def test_weeks_are_iso_weeks(at, week) -> None:
    assert decay.week_of(at) == week


def test_quarantine_takes_an_entry_out_of_knowledge_search_and_restore_puts_it_back(
    store, clock, sanitizer
) -> None:
    text = "The billing worker retries webhooks with exponential backoff."
    entry = knowledge.save(store, "alice", text, sanitizer=sanitizer, clock=clock)
    knowledge.approve(store, "alice", entry.id, clock=clock)
    knowledge.share(store, "alice", entry.id, clock=clock)
    clock.advance(days=91)
    decay.run_pass(store, POLICY, clock=clock)

    def found(owner: str) -> list[str]:
        result = knowledge_search.search_knowledge(
            store, owner, "billing webhooks backoff", clock=clock
        )
        return [hit.id for hit in result.hits]

    assert found("alice") == found("bob") == [entry.id]  # flagged entries are still searchable
    knowledge.quarantine(store, "alice", entry.id, clock=clock)
    assert found("alice") == found("bob") == []
    knowledge.restore(store, "alice", entry.id, clock=clock)
    assert found("bob") == [entry.id]


def test_a_search_counts_as_use_so_a_searched_entry_is_not_idle(store, clock, sanitizer) -> None:
    searched = knowledge.save(
        store, "alice", "The billing worker retries webhooks.", sanitizer=sanitizer, clock=clock
    )
    unused = _approved(store, sanitizer, clock)
    knowledge.approve(store, "alice", searched.id, clock=clock)
    clock.advance(days=60)
    assert knowledge_search.search_knowledge(store, "alice", "billing webhooks", clock=clock).hits
    clock.advance(days=31)
    assert [f.entry_id for f in decay.run_pass(store, POLICY, clock=clock).flagged] == [unused]


def test_sixty_weeks_idle_means_unused_within_the_window_and_five_flags_a_week_at_most(
    store, clock, sanitizer
) -> None:
    """A frozen clock walks 60 weeks. The test keeps its own record of each entry's last use
    and checks every pass against it: only entries unused for 90 days are flagged, the longest
    idle first, at most 5 a week, and never one used within the window."""
    window = timedelta(days=POLICY.idle_days)
    owners = ("alice", "bob")
    never_used = [_approved(store, sanitizer, clock, owners[i % 2]) for i in range(8)]
    used_once = [_approved(store, sanitizer, clock, owners[i % 2]) for i in range(6)]
    used_often = [_approved(store, sanitizer, clock, owners[i % 2]) for i in range(4)]
    used_then_dropped = [_approved(store, sanitizer, clock, owners[i % 2]) for i in range(3)]
    owner_of = {e.id: e.owner for o in owners for e in knowledge.list_entries(store, o)}
    last_use = {entry_id: clock() for entry_id in owner_of}
    t0 = clock()

    def use(entry_id: str, kind: str) -> None:
        store.write(lambda txn: knowledge.record_use(txn, [entry_id], at=clock(), kind=kind))
        last_use[entry_id] = clock()

    first_flagged: dict[str, datetime] = {}
    quarantined: set[str] = set()
    for week in range(60):
        if week == 1:
            for i, entry_id in enumerate(used_once):
                use(entry_id, "injected" if i % 2 else "retrieved")
        if week % 4 == 0:
            for i, entry_id in enumerate(used_often):
                use(entry_id, "injected" if (week // 4 + i) % 2 else "retrieved")
        if week < 20 and week % 2 == 0:
            for entry_id in used_then_dropped:
                use(entry_id, "injected")

        now = clock()
        open_flags = _flagged(store, *owners)
        eligible = sorted(
            (last_use[e], e)
            for e in owner_of
            if e not in open_flags | quarantined and last_use[e] <= now - window
        )
        flagged = decay.run_pass(store, POLICY, clock=clock).flagged
        flagged += decay.run_pass(store, POLICY, clock=clock).flagged  # a rerun adds nothing
        ids = [f.entry_id for f in flagged]
        assert len(ids) == min(5, len(eligible)), week
        assert ids == [e for _, e in eligible[:5]], week  # the longest idle first
        for f in flagged:
            assert f.idle_since == last_use[f.entry_id] <= now - window
            first_flagged.setdefault(f.entry_id, now)
        # the owner keeps what decay flagged among the never-used ones (idle clock restarts)
        # and quarantines the rest, so the walk keeps producing work for later weeks
        for f in flagged:
            if f.entry_id in never_used:
                knowledge.keep(store, owner_of[f.entry_id], f.entry_id, clock=clock)
                last_use[f.entry_id] = clock()
            else:
                knowledge.quarantine(store, owner_of[f.entry_id], f.entry_id, clock=clock)
                quarantined.add(f.entry_id)
        clock.advance(days=7)

    assert not set(used_often) & set(first_flagged)  # used within the window: never flagged
    for entry_id in used_once:  # used once, long ago: eligible only after the window
        assert first_flagged[entry_id] >= t0 + timedelta(weeks=1) + window
    for entry_id in used_then_dropped:
        assert first_flagged[entry_id] >= t0 + timedelta(weeks=18) + window
    assert set(never_used) <= set(first_flagged)
    weeks = decay_weeks(store)
    assert len(weeks) == 60 and max(len(w.flagged) for w in weeks) == 5
    assert all(len(w.flagged) <= 5 for w in weeks)


def decay_weeks(store: Store) -> list[decay.DecayWeek]:
    with store.read() as txn:
        start = datetime(2025, 1, 1, tzinfo=UTC)
        weeks = {week_of(start + timedelta(weeks=n)) for n in range(52 * 4)}
        return [w for week in sorted(weeks) if (w := txn.governance.decay_week(week))]
