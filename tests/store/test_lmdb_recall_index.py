"""The recall index in LMDB: blocks stay sorted and disjoint, pruning leaves nothing behind
(in the same transaction as the episode), and a reader survives a map grown elsewhere."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from collections import Counter
from datetime import timedelta

import numpy as np
import pytest
from teambrain.core.clock import to_ms
from teambrain.core.episodes import index as ix
from teambrain.core.episodes import retention
from teambrain.core.episodes.model import Episode
from teambrain.core.recall.search import recall
from teambrain.core.store.lmdb import recall_index as rix
from teambrain.core.store.lmdb.codec import decode

from tests.mcpserver.episode_world import capture


@pytest.fixture
def store(tmp_path):  # noqa: ANN001, ANN201 - LMDB's own layout: this file is not for every backend
    """An LMDB store only (these tests read LMDB's keys and files)."""
    from teambrain.core.store.lmdb.env import open_lmdb

    s = open_lmdb(tmp_path / "store", map_size_mb=4)
    yield s
    s.close()


def _index_snapshot(store) -> dict:
    """Every posting of the store, with the df each term's tail claims."""
    postings: Counter = Counter()
    claimed: dict[tuple[str, str], int] = {}
    with store.read_kv() as txn:
        for k, v in txn.range("postings"):
            owner, term, _ = k.split(b"\x00", 2)
            key = (owner.decode(), term.decode())
            if k.endswith(b"\xff" * 8):
                claimed[key] = rix._DF.unpack_from(v)[0]
                v = v[rix._DF.size :]
            postings[key] += len(v) // rix.POSTING.itemsize
        docs = {k: v for k, v in txn.range("recall_docs")}
        entries = {k: decode(v, rix.DocEntry) for k, v in txn.range("doc_terms")}
        pending: Counter = Counter()
        for k, v in txn.range("term_stats"):
            if k[-6:-4] == b"\x00\x01":
                for h in np.frombuffer(v, rix.PENDING)["h"].tolist():
                    pending[(k[:-6].decode(), h)] += 1
    return {
        "postings": postings,
        "claimed": claimed,
        "docs": docs,
        "entries": entries,
        "pending": pending,
    }


def _assert_consistent(store) -> None:
    """Every indexed record's terms are in the blocks or the pending buffer, exactly once."""
    snap = _index_snapshot(store)
    assert snap["postings"] == Counter({k: v for k, v in snap["claimed"].items()})
    in_blocks, waiting = Counter(), Counter()
    with store.read_kv() as txn:
        for entry in snap["entries"].values():
            merged = entry.doc < rix.read_stats(txn, entry.owner).merged_doc
            for term in entry.terms:
                if merged:
                    in_blocks[(entry.owner, term)] += 1
                else:
                    waiting[(entry.owner, rix.term_hash(term))] += 1
    assert +snap["postings"] == +in_blocks
    assert +snap["pending"] == +waiting
    assert len(snap["docs"]) == len(snap["entries"])
    with store.read_kv() as txn:
        for record_id in snap["entries"]:
            assert txn.get("episodes", record_id) or txn.get("events", record_id)


def test_many_postings_seal_into_sorted_disjoint_blocks(store, clock) -> None:
    now = clock()
    rng = random.Random(7)
    offsets = list(range(300))
    late = offsets[200:]
    rng.shuffle(late)
    offsets[200:] = late  # the last third arrives out of order
    for i in offsets:
        capture(
            store,
            "alice",
            f"deploy step {i} of the canary rollout",
            at=now - timedelta(minutes=1000 - i),
        )
    with store.read_kv() as txn:
        prefix = rix.term_prefix("alice", "canari")
        blocks = list(txn.range("postings", prefix, prefix + b"\xff" * 9))
        postings = rix.read_postings(txn, "alice", "canari")
    assert len(blocks) >= 3  # sealed blocks plus the tail
    assert postings.df == len(postings) == 300
    with store.read_kv() as txn:
        packed = [
            np.frombuffer(v[rix._DF.size :] if k.endswith(b"\xff" * 8) else v, rix.POSTING)
            for k, v in blocks
        ]
    times = np.concatenate([p["t"] for p in packed])
    assert (np.diff(times) >= 0).all()
    assert all(len(p) <= rix.BLOCK_POSTINGS for p in packed)
    _assert_consistent(store)
    since = to_ms(now - timedelta(minutes=750)) // 1000
    with store.read_kv() as txn:
        assert len(rix.read_postings(txn, "alice", "canari", since_s=since)) == 50


def test_prune_leaves_no_orphan_postings(store, clock) -> None:
    now = clock()
    for i in range(150):
        capture(
            store,
            "alice",
            f"old note {i} about the zebra cache",
            at=now - timedelta(days=100, minutes=i),
        )
    for i in range(5):
        capture(
            store,
            "alice",
            f"new note {i} about the zebra cache",
            at=now - timedelta(days=1, minutes=i),
        )
    capture(store, "bob", "bob's zebra", at=now - timedelta(days=100))
    report = retention.prune(store, days=90, batch=7, clock=clock)
    assert report.episodes == 151
    _assert_consistent(store)
    with store.read_kv() as txn:
        assert rix.document_frequency(txn, "alice", "zebra") == 5
        assert rix.document_frequency(txn, "bob", "zebra") == 0
        assert list(txn.prefix("postings", rix.term_prefix("bob", ""))) == []
        stats = rix.read_stats(txn, "alice")
    assert stats.exchanges == 5
    assert len(recall(store, "alice", "zebra cache", window=None, clock=clock).hits) == 5


def test_a_failed_prune_keeps_episode_and_postings_together(store, clock) -> None:
    now = clock()
    capture(store, "alice", "the walrus migration", at=now - timedelta(days=120))
    cutoff = now - timedelta(days=90)

    def prune_then_fail(txn) -> None:
        episodes, _ = txn.episodes.expire(cutoff, batch=10)
        assert episodes == 1
        raise RuntimeError("crash after unindexing, before commit")

    with pytest.raises(RuntimeError):
        store.write(prune_then_fail)
    assert len(recall(store, "alice", "walrus", window=None, clock=clock).hits) == 1
    _assert_consistent(store)


def test_reindexing_replaces_and_never_doubles(store, clock) -> None:
    record = capture(store, "alice", "the heron pipeline", at=clock() - timedelta(hours=1))
    ep: Episode = record.episode
    store.write(lambda txn: ix.index_episode(txn, ep))
    store.write(lambda txn: ix.index_episode(txn, ep))
    with store.read_kv() as txn:
        assert rix.document_frequency(txn, "alice", "heron") == 1
        assert rix.read_stats(txn, "alice").exchanges == 1
    _assert_consistent(store)


def test_a_reader_opened_before_another_process_grows_the_map_recovers(store, clock) -> None:
    capture(store, "alice", "the first kingfisher note", at=clock() - timedelta(hours=2))
    assert len(recall(store, "alice", "kingfisher", clock=clock).hits) == 1
    before = store.info()["map_size"]
    grower = textwrap.dedent(
        f"""
        from datetime import datetime, timedelta
        from teambrain.core.store import open_store
        from tests.mcpserver.episode_world import capture
        store = open_store({str(store.path)!r}, map_size_mb=4)
        at = datetime.fromisoformat({(clock() - timedelta(hours=1)).isoformat()!r})
        big = " ".join(f"word{{i}}" for i in range(300))
        for i in range(400):
            capture(store, "alice", f"kingfisher {{i}} " + big, at=at + timedelta(seconds=i))
        print(store.info()["map_size"])
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", grower], capture_output=True, text=True, check=True, timeout=120
    )
    assert int(out.stdout.split()[-1]) > before  # the other process grew the map
    result = recall(store, "alice", "kingfisher", window=None, limit=100, clock=clock)
    assert len(result.hits) == 100
