"""The share ceremony: the agenda, all-or-nothing batches, owner-only decisions, carry-over."""

from __future__ import annotations

from datetime import timedelta

import pytest
from teambrain.core import audit
from teambrain.core.errors import Forbidden, InvalidTransition, NotFound, TeambrainError
from teambrain.core.governance import ceremony
from teambrain.core.knowledge import entries as knowledge
from teambrain.core.store import Store

from tests.fakes.reflector_upstream import capture, text_sanitizer


@pytest.fixture(scope="session")
def sanitizer():
    return text_sanitizer()


def _entry(store: Store, sanitizer, clock, owner: str, text: str, *, approve: bool = True) -> str:
    entry = knowledge.save(store, owner, text, sanitizer=sanitizer, clock=clock)
    if approve:
        knowledge.approve(store, owner, entry.id, clock=clock)
    return entry.id


def _state(store: Store, owner: str, entry_id: str) -> tuple[str, str, bool]:
    e = knowledge.get_entry(store, owner, entry_id)
    return e.state, e.visibility, e.sharing_decided_at is not None


def _agenda_ids(store: Store, viewer: str, clock) -> dict[str, list[str]]:
    got = ceremony.agenda(store, viewer, clock=clock)
    return {group.owner: [i.entry_id for i in group.items] for group in got.owners}


def test_the_agenda_is_every_members_approved_undecided_private_lessons_oldest_first(
    store, clock, sanitizer
) -> None:
    a1 = _entry(store, sanitizer, clock, "alice", "Run the migrations before the test suite.")
    clock.advance(minutes=5)
    b1 = _entry(store, sanitizer, clock, "bob", "The staging API listens on port 8443.")
    clock.advance(minutes=5)
    # alice approves an older save after a newer one: approval time orders the agenda
    a_old = _entry(
        store, sanitizer, clock, "alice", "Use pnpm, not npm, in the web folder.", approve=False
    )
    clock.advance(minutes=5)
    a2 = _entry(
        store, sanitizer, clock, "alice", "Restart the dev server after editing vite.config.ts."
    )
    clock.advance(minutes=5)
    knowledge.approve(store, "alice", a_old, clock=clock)
    # never on the agenda: pending, decided, shared, archived, rejected, quarantined
    _entry(
        store, sanitizer, clock, "alice", "Pending lessons wait for review first.", approve=False
    )
    kept = _entry(store, sanitizer, clock, "alice", "The CI cache key includes the lockfile hash.")
    knowledge.keep_private(store, "alice", kept, clock=clock)
    shared = _entry(store, sanitizer, clock, "bob", "Deploys freeze on Fridays after noon.")
    knowledge.share(store, "bob", shared, clock=clock)
    archived = _entry(store, sanitizer, clock, "bob", "The old VPN profile is named corp-legacy.")
    knowledge.archive(store, "bob", archived, clock=clock)
    rejected = _entry(store, sanitizer, clock, "bob", "Nothing useful here at all.", approve=False)
    knowledge.reject(store, "bob", rejected, clock=clock)
    quarantined = _entry(store, sanitizer, clock, "bob", "Lint with ruff before each push.")
    knowledge.flag(store, "bob", quarantined, clock=clock)
    knowledge.quarantine(store, "bob", quarantined, clock=clock)
    flagged = _entry(store, sanitizer, clock, "bob", "Docker builds need BuildKit enabled.")
    knowledge.flag(store, "bob", flagged, clock=clock)

    expected = {"alice": [a1, a2, a_old], "bob": [b1, flagged]}
    assert _agenda_ids(store, "alice", clock) == expected
    assert _agenda_ids(store, "carol", clock) == expected  # the same sitting for everyone
    got = ceremony.agenda(store, "carol", clock=clock)
    assert got.size == 5 and [g.owner for g in got.owners] == ["alice", "bob"]
    bob_items = got.owners[1].items
    assert [i.flagged for i in bob_items] == [False, True]
    assert bob_items[0].text == "The staging API listens on port 8443."
    assert all(i.carried_over_since is None for g in got.owners for i in g.items)


def test_the_citation_trail_reads_only_the_viewers_own_episodes(store, clock, sanitizer) -> None:
    ep1 = capture(
        store,
        sanitizer,
        owner="alice",
        session="s1",
        at=clock(),
        user="Run migrations first: the tests need the tables.",
    )
    ep2 = capture(
        store,
        sanitizer,
        owner="alice",
        session="s2",
        at=clock(),
        user="Again the tests failed until the migrations ran.",
    )
    entry = knowledge.new_entry(
        "alice",
        "Run the migrations before the tests.",
        origin="reflection",
        at=clock(),
        citations=[ep1, ep2],
    )
    store.write(lambda txn: knowledge.file_pending(txn, entry))
    knowledge.approve(store, "alice", entry.id, clock=clock)

    (own,) = ceremony.agenda(store, "alice", clock=clock).owners[0].items
    assert [c.id for c in own.citations] == [ep1, ep2]
    assert all(c.found and c.session_id in ("s1", "s2") for c in own.citations)
    assert "migrations" in own.citations[0].snippet

    (seen_by_bob,) = ceremony.agenda(store, "bob", clock=clock).owners[0].items
    assert [c.id for c in seen_by_bob.citations] == [ep1, ep2]
    assert all(not c.found and not c.snippet and not c.session_id for c in seen_by_bob.citations)


def test_a_batch_shares_keeps_private_and_archives_in_one_go(store, clock, sanitizer) -> None:
    s = _entry(store, sanitizer, clock, "alice", "Run the migrations before the test suite.")
    p = _entry(store, sanitizer, clock, "alice", "The staging API listens on port 8443.")
    a = _entry(store, sanitizer, clock, "alice", "Use pnpm, not npm, in the web folder.")
    clock.advance(hours=1)

    outcome = ceremony.decide(
        store, "alice", [(s, "share"), (p, "private"), (a, "archive")], clock=clock
    )

    assert outcome.counts == {"share": 1, "private": 1, "archive": 1}
    assert _state(store, "alice", s) == ("approved", "team", True)
    assert _state(store, "alice", p) == ("approved", "private", True)
    assert _state(store, "alice", a) == ("archived", "private", False)
    assert _agenda_ids(store, "alice", clock) == {}
    # a shared lesson carries its owner's attribution wherever it appears
    (seen,) = knowledge.list_entries(store, "bob")
    assert (seen.id, seen.owner, seen.visibility) == (s, "alice", "team")
    assert knowledge.get_entry(store, "bob", s).history[-1].actor == "alice"
    with pytest.raises(NotFound):
        knowledge.get_entry(store, "bob", p)
    # each decision is audited with its ceremony, plus one record of the batch
    records = audit.read(store, "alice", since=clock())
    by_action = {r.action: r for r in records}
    assert {"share", "keep_private", "archive", "ceremony"} <= set(by_action)
    assert by_action["share"].detail["ceremony"] == outcome.ceremony_id == "2026-11-02"
    assert by_action["ceremony"].detail == {
        "ceremony": "2026-11-02",
        "share": 1,
        "private": 1,
        "archive": 1,
    }


def test_a_batch_with_one_bad_item_applies_nothing_and_names_it(store, clock, sanitizer) -> None:
    good = _entry(store, sanitizer, clock, "alice", "Run the migrations before the test suite.")
    pending = _entry(
        store, sanitizer, clock, "alice", "The staging API listens on port 8443.", approve=False
    )
    before = len(audit.read(store, "alice", limit=1000))

    with pytest.raises(
        InvalidTransition,
        match=rf"item 2 \({pending} share\).*not on the agenda.*nothing was applied",
    ):
        ceremony.decide(store, "alice", [(good, "share"), (pending, "share")], clock=clock)
    with pytest.raises(NotFound, match=r"item 2 \(01NOPE archive\).*nothing was applied"):
        ceremony.decide(store, "alice", [(good, "share"), ("01NOPE", "archive")], clock=clock)

    assert _state(store, "alice", good) == ("approved", "private", False)
    assert len(audit.read(store, "alice", limit=1000)) == before
    assert ceremony.history(store) == []


@pytest.mark.parametrize(
    "batch, message",
    [
        ([], "nothing to decide"),
        ([("ID", "publish")], "unknown decision 'publish'"),
        ([("ID", "share"), ("ID", "archive")], "appears twice"),
    ],
)
def test_malformed_batches_are_refused_before_anything_is_read(
    store, clock, batch, message
) -> None:
    with pytest.raises(TeambrainError, match=message):
        ceremony.decide(store, "alice", batch, clock=clock)


def test_deciding_someone_elses_item_is_refused_audited_and_applies_nothing(
    store, clock, sanitizer
) -> None:
    mine = _entry(store, sanitizer, clock, "mallory", "Keep secrets out of the repository.")
    b1 = _entry(store, sanitizer, clock, "bob", "The staging API listens on port 8443.")
    b2 = _entry(store, sanitizer, clock, "bob", "Run the migrations before the test suite.")
    clock.advance(minutes=1)

    with pytest.raises(
        Forbidden, match=rf"item 2 \({b1}\): only bob may decide it; nothing was applied \(2 items"
    ):
        ceremony.decide(
            store, "mallory", [(mine, "archive"), (b1, "share"), (b2, "archive")], clock=clock
        )

    assert _state(store, "mallory", mine) == ("approved", "private", False)
    assert _state(store, "bob", b1) == ("approved", "private", False)
    assert _state(store, "bob", b2) == ("approved", "private", False)
    refusals = [r for r in audit.read(store, "bob") if r.action.startswith("refused:")]
    assert {(r.action, r.entry_id, r.actor) for r in refusals} == {
        ("refused:share", b1, "mallory"),
        ("refused:archive", b2, "mallory"),
    }
    assert ceremony.history(store) == []
    # a shared entry of bob's is visible to mallory, still not hers to decide
    knowledge.share(store, "bob", b1, clock=clock)
    with pytest.raises(Forbidden):
        ceremony.decide(store, "mallory", [(b1, "archive")], clock=clock)
    assert _state(store, "bob", b1) == ("approved", "team", True)


def test_anothers_entry_off_the_agenda_is_indistinguishable_from_a_missing_one(
    store, clock, sanitizer
) -> None:
    pending = _entry(
        store, sanitizer, clock, "bob", "The staging API listens on port 8443.", approve=False
    )
    kept = _entry(store, sanitizer, clock, "bob", "Run the migrations before the test suite.")
    knowledge.keep_private(store, "bob", kept, clock=clock)
    before = audit.read(store, "bob", limit=1000)
    for entry_id in (pending, kept, "01MISSING"):
        with pytest.raises(NotFound, match="no agenda item"):
            ceremony.decide(store, "mallory", [(entry_id, "share")], clock=clock)
    assert audit.read(store, "bob", limit=1000) == before
    assert _state(store, "bob", kept) == ("approved", "private", True)


def test_an_owner_cannot_redecide_an_item_that_left_the_agenda(store, clock, sanitizer) -> None:
    e = _entry(store, sanitizer, clock, "alice", "Run the migrations before the test suite.")
    ceremony.decide(store, "alice", [(e, "private")], clock=clock)
    with pytest.raises(InvalidTransition, match="not on the agenda.*already decided"):
        ceremony.decide(store, "alice", [(e, "share")], clock=clock)
    assert _state(store, "alice", e) == ("approved", "private", True)


def test_undecided_items_carry_over_say_since_when_and_never_expire(
    store, clock, sanitizer
) -> None:
    a = _entry(store, sanitizer, clock, "alice", "Run the migrations before the test suite.")
    b = _entry(store, sanitizer, clock, "bob", "The staging API listens on port 8443.")
    first_sitting = clock()
    ceremony.decide(store, "alice", [(a, "share")], clock=clock)
    clock.advance(hours=2)
    late = _entry(store, sanitizer, clock, "bob", "Use pnpm, not npm, in the web folder.")

    # later the same day it is still the same sitting: nothing has carried over yet
    assert all(
        i.carried_over_since is None
        for g in ceremony.agenda(store, "bob", clock=clock).owners
        for i in g.items
    )
    clock.advance(days=1)
    items = {i.entry_id: i for i in ceremony.agenda(store, "bob", clock=clock).owners[0].items}
    assert items[b].carried_over_since == first_sitting
    assert items[late].carried_over_since is None  # approved after that sitting ended

    clock.advance(days=400)
    items = {i.entry_id: i for i in ceremony.agenda(store, "carol", clock=clock).owners[0].items}
    assert set(items) == {b, late}
    assert items[b].carried_over_since == first_sitting


def test_each_ceremony_is_recorded_with_who_attended_and_what_was_decided(
    store, clock, sanitizer
) -> None:
    a1 = _entry(store, sanitizer, clock, "alice", "Run the migrations before the test suite.")
    a2 = _entry(store, sanitizer, clock, "alice", "Use pnpm, not npm, in the web folder.")
    b1 = _entry(store, sanitizer, clock, "bob", "The staging API listens on port 8443.")
    day1 = clock()
    ceremony.decide(store, "alice", [(a1, "share")], clock=clock)
    clock.advance(minutes=30)
    ceremony.decide(store, "bob", [(b1, "archive")], clock=clock)
    clock.advance(days=7)
    ceremony.decide(store, "alice", [(a2, "keep_private")], clock=clock)

    later, first = ceremony.history(store)
    assert (first.id, first.started_at, first.ended_at) == (
        "2026-11-02",
        day1,
        day1 + timedelta(minutes=30),
    )
    assert first.attendees == ["alice", "bob"]
    assert [(d.by, d.entry_id, d.owner, d.decision) for d in first.decisions] == [
        ("alice", a1, "alice", "share"),
        ("bob", b1, "bob", "archive"),
    ]
    assert (later.id, later.attendees) == ("2026-11-09", ["alice"])
    assert [d.decision for d in later.decisions] == ["private"]
    assert "migrations" not in repr(ceremony.history(store))
    assert ceremony.history(store, limit=1) == [later]
