"""Recall's session context on every backend: an exchange's nearest exchanges before and
after it in its session, by id (which sorts by time), however far apart in time they are,
and never another session's or another owner's."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from teambrain.core.clock import to_ms
from teambrain.core.ids import new_id
from teambrain.core.records.episodes import Episode
from teambrain.core.store import RecordHead, Store

T0 = datetime(2026, 9, 7, 9, 0, tzinfo=UTC)


def exchange(owner: str, session: str, at: datetime) -> Episode:
    return Episode(
        id=new_id(to_ms(at)),
        owner=owner,
        session_id=session,
        provider="anthropic",
        started_at=at,
        ended_at=at + timedelta(seconds=1),
    )


def test_neighbours_reach_across_weeks_and_stay_in_their_session(store: Store) -> None:
    days = [0, 1, 20, 21, 22, 50]  # a session resumed after weeks, and again
    mine = [exchange("alice", "s1", T0 + timedelta(days=d)) for d in days]
    other_session = [exchange("alice", "s2", T0 + timedelta(days=d, hours=1)) for d in days]
    other_owner = [exchange("bob", "s1", T0 + timedelta(days=d, hours=2)) for d in days]

    def put(txn) -> None:  # noqa: ANN001
        for e in mine + other_session + other_owner:
            txn.episodes.put_episode(e)

    store.write(put)
    ids = [e.id for e in mine]
    mine_heads = [RecordHead.of(e) for e in mine]
    with store.read() as txn:
        near = txn.episodes.session_neighbours("alice", [mine_heads[i] for i in (2, 5, 0)], 2)
        assert near[mine[2].id] == ([ids[1], ids[0]], [ids[3], ids[4]])
        assert near[mine[5].id] == ([ids[4], ids[3]], [])  # 28 days after the one before
        assert near[mine[0].id] == ([], [ids[1], ids[2]])
        assert txn.episodes.session_neighbours("alice", [mine_heads[3]], 1) == {
            mine[3].id: ([ids[2]], [ids[4]])
        }
        bobs = [e.id for e in other_owner]
        assert txn.episodes.session_neighbours("bob", [RecordHead.of(other_owner[2])], 2) == {
            bobs[2]: ([bobs[1], bobs[0]], [bobs[3], bobs[4]])
        }
        assert txn.episodes.session_neighbours("alice", [], 2) == {}
