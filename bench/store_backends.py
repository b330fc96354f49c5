"""Both store backends in one run: ingest, recall, listing and space, at the same sizes.

For each backend (an LMDB directory, a PostgreSQL database of a server this script starts
itself, or one named by --pg-url) it builds OWNERS x N episodes through the capture path's
own write (core/episodes/writes.py: the episode, its tool call and its recall postings,
batches of them in one transaction), vacuums and analyzes a PostgreSQL store as autovacuum
would have one filled over weeks, then prints:
  ingest   exchanges per second, one capture per transaction (as the proxy writes an
           LMDB store), each with one tool call and ~60 indexed terms
  drained  exchanges per second through the outbox (as the proxy writes a PostgreSQL
           store: committed locally, then sent in [outbox] batch-sized transactions,
           each skipping a capture already stored); for LMDB the same batches, direct
  hosts    the same with --hosts N outboxes drained at once, each by its own process (N
           gateway hosts sending into one database; the client's work runs in parallel)
  recall   p50/p99 ms of a 3-word recall with the gate, default 7-day window
  list     p50 ms of listing an owner's 20 newest exchanges
  space    bytes used in all, and per episode

    .venv/bin/python bench/store_backends.py                       # 100 owners, 100,000 episodes
    .venv/bin/python bench/store_backends.py --episodes 1000000    # the 1M row (takes long)
    .venv/bin/python bench/store_backends.py --episodes 20000 --backends postgresql
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from teambrain.core import meaning  # noqa: E402
from teambrain.core.capture.outbox import OutboxSender  # noqa: E402
from teambrain.core.clock import FrozenClock, to_ms  # noqa: E402
from teambrain.core.config import Config  # noqa: E402
from teambrain.core.episodes import meaning as episode_meaning  # noqa: E402
from teambrain.core.episodes import retention  # noqa: E402
from teambrain.core.episodes.model import CaptureRecord, Episode, ExecutionEvent  # noqa: E402
from teambrain.core.episodes.records import list_episodes  # noqa: E402
from teambrain.core.episodes.writes import write_batch, write_capture  # noqa: E402
from teambrain.core.ids import new_id  # noqa: E402
from teambrain.core.recall import search as recall  # noqa: E402
from teambrain.core.store import Store, open_store  # noqa: E402

from bench.recall_speed import NOW, SPAN_DAYS, Text, percentile  # noqa: E402


def record(text: Text, owner: str, at: datetime, i: int) -> CaptureRecord:
    ep_id = new_id(to_ms(at))
    session = f"{owner}-s{i // 2000}"
    return CaptureRecord(
        episode=Episode(
            id=ep_id,
            owner=owner,
            session_id=session,
            provider="anthropic",
            started_at=at,
            ended_at=at,
            user_digest=text.sentence(text.rng.randint(10, 30)),
            response_digest=text.sentence(text.rng.randint(20, 50)),
        ),
        events=[
            ExecutionEvent(
                id=new_id(to_ms(at)),
                owner=owner,
                session_id=session,
                exchange_id=ep_id,
                tool_id=f"toolu_{i}",
                tool_name="Bash",
                input_digest=text.sentence(8),
                requested_at=at,
            )
        ],
        meaning=meaning_of(text.rng),
    )


WIDTH = 384
"""The sentence model's vector width."""


def meaning_of(rng: random.Random) -> bytes:
    """A meaning as the capture worker stores one (the model's tag and 384 signed bytes),
    of a random direction: what the store keeps and recall reads, without embedding 100,000
    texts first."""
    vector = np.array([rng.gauss(0.0, 1.0) for _ in range(WIDTH)], dtype=np.float32)
    return episode_meaning.tag() + meaning.encode(vector / np.linalg.norm(vector))


def build(store: Store, text: Text, owners: int, total: int, batch: int) -> None:
    """The bulk of the store, in batched transactions as an outbox sends them (write_batch:
    quicker to build than to measure)."""
    step_ms = SPAN_DAYS * 86_400_000 / total
    start_ms = to_ms(NOW) - SPAN_DAYS * 86_400_000
    done = 0
    started = time.perf_counter()
    while done < total:
        records = [
            record(text, f"owner{i % owners:03d}", at, i)
            for i in range(done, min(done + batch, total))
            if (at := datetime.fromtimestamp((start_ms + i * step_ms) / 1000, UTC))
        ]

        store.write(lambda txn, records=records: write_batch(txn, records))
        done += len(records)
        if done % 50_000 == 0 or done == total:
            rate = done / (time.perf_counter() - started)
            print(f"    built {done:>9,} ({rate:,.0f}/s in batches)", flush=True)


def settle(store: Store) -> None:
    """A database store as autovacuum leaves one whose weeks were written long ago: vacuumed
    (its visibility map lets index-only reads skip the table) and analyzed. A store built in
    minutes has not been yet; one filled over weeks has (LMDB: nothing to do)."""
    if store.backend != "postgresql":
        return
    import psycopg

    started = time.perf_counter()
    with psycopg.connect(store.url, autocommit=True) as conn:
        conn.execute("VACUUM (ANALYZE)")
    print(f"    vacuumed and analyzed in {time.perf_counter() - started:.0f} s", flush=True)


def ingest(store: Store, text: Text, owners: int, n: int) -> float:
    """Exchanges per second, one capture per write transaction, as the proxy writes them."""
    at = NOW - timedelta(minutes=5)
    records = [record(text, f"owner{i % owners:03d}", at, 10_000_000 + i) for i in range(n)]
    started = time.perf_counter()
    for r in records:
        store.write(lambda txn, r=r: write_capture(txn, r))
    return n / (time.perf_counter() - started)


def drained(store: Store, text: Text, owners: int, n: int) -> float:
    """Exchanges per second sent on from a filled outbox, as its drainer sends them."""
    at = NOW - timedelta(minutes=4)
    records = [record(text, f"owner{i % owners:03d}", at, 20_000_000 + i) for i in range(n)]
    with tempfile.TemporaryDirectory() as where:
        sender = OutboxSender(store, Config(), lambda name, k: None, path=Path(where))
        for r in records:
            assert sender.put(r) is None
        started = time.perf_counter()
        while sender.drain():
            pass
        rate = n / (time.perf_counter() - started)
        sender.stop()
        sender.outbox.close()
    return rate


def hosts(store: Store, text: Text, owners: int, n: int, count: int) -> float:
    """Exchanges per second from `count` filled outboxes drained at once, each by a
    process of its own (as `count` gateway hosts send, each owner's captures through one
    of them); from the first start to the last end (CLOCK_MONOTONIC is one clock for
    every process)."""
    at = NOW - timedelta(minutes=3)
    with tempfile.TemporaryDirectory() as where:
        dirs = [Path(where) / f"host{h}" for h in range(count)]
        senders = [OutboxSender(store, Config(), lambda name, k: None, path=p) for p in dirs]
        for i in range(n):  # an owner's traffic goes to one host (HAProxy hashes the token)
            captured = record(text, f"owner{i % owners:03d}", at, 30_000_000 + i)
            assert senders[i % owners % count].put(captured) is None
        for sender in senders:
            sender.outbox.close()
        children = [
            subprocess.Popen(
                [sys.executable, __file__, "--drain-one", str(path), "--store", store.url],
                stdout=subprocess.PIPE,
                text=True,
            )
            for path in dirs
        ]
        spans = [tuple(map(float, c.communicate()[0].split())) for c in children]
    retried = int(sum(r for _, _, r in spans))
    if retried:
        print(f"    {count} hosts: {retried} transactions retried (serialization conflicts)")
    return n / (max(s[1] for s in spans) - min(s[0] for s in spans))


def drain_one(path: Path, where: str) -> None:
    """A child of hosts(): drain one outbox into the store, print start and end."""
    store = open_store(where)
    sender = OutboxSender(store, Config(), lambda name, k: None, path=path)
    started = time.monotonic()
    while sender.drain():
        pass
    ended = time.monotonic()
    print(started, ended, getattr(store, "retries", 0))
    sender.stop()
    sender.outbox.close()
    store.close()


def latencies(store: Store, text: Text, owners: int, n: int) -> tuple[list[float], list[float]]:
    clock = FrozenClock(NOW)
    rng = random.Random(3)
    recalls, lists = [], []
    for _ in range(n):
        owner = f"owner{rng.randrange(owners):03d}"
        query = " ".join(text.words_of(3))
        t0 = time.perf_counter()
        recall.recall(store, owner, query, limit=10, gate=True, clock=clock)
        recalls.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        list_episodes(store, owner, limit=20)
        lists.append((time.perf_counter() - t0) * 1000)
    return recalls, lists


def run(name: str, store: Store, args: argparse.Namespace) -> dict[str, float]:
    text = Text(random.Random(7))
    print(f"  {name}: building {args.owners} owners x {args.episodes // args.owners:,} episodes")
    build(store, text, args.owners, args.episodes, args.batch)
    retention.roll_up(store, FrozenClock(NOW))  # the hourly housekeeping's last step
    settle(store)
    rate = ingest(store, text, args.owners, args.ingest)
    sent = drained(store, text, args.owners, args.ingest)
    spread = hosts(store, text, args.owners, args.ingest, args.hosts)
    latencies(store, text, args.owners, 20)  # warm caches and the gate's model
    recalls, lists = latencies(store, text, args.owners, args.queries)
    used = store.info()["used_bytes"]
    return {
        "ingest/s": rate,
        "drained/s": sent,
        f"{args.hosts} hosts/s": spread,
        "recall p50": statistics.median(recalls),
        "recall p99": percentile(recalls, 99),
        "list p50": statistics.median(lists),
        "MB used": used / 1e6,
        "bytes/episode": used / (args.episodes + 2 * args.ingest),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--owners", type=int, default=100)
    parser.add_argument("--episodes", type=int, default=100_000)
    parser.add_argument("--ingest", type=int, default=2_000, help="captures timed one by one")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--batch", type=int, default=500)
    parser.add_argument("--backends", default="lmdb,postgresql")
    parser.add_argument("--pg-url", default="", help="a database to use instead of a new server")
    parser.add_argument("--hosts", type=int, default=3, help="outboxes drained at once")
    parser.add_argument("--drain-one", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--store", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.drain_one:
        drain_one(args.drain_one, args.store)
        return
    results: dict[str, dict[str, float]] = {}
    with ExitStack() as stack:
        for backend in args.backends.split(","):
            if backend == "lmdb":
                where: str | Path = Path(stack.enter_context(tempfile.TemporaryDirectory()))
            elif args.pg_url:
                where = args.pg_url
            else:
                from tests.pgserver import postgres_server

                server = stack.enter_context(postgres_server())
                where = server.create_database()
            store = open_store(where)
            try:
                results[backend] = run(backend, store, args)
            finally:
                store.close()
    print(f"\n{args.episodes:,} episodes over {args.owners} owners")
    columns = list(next(iter(results.values())))
    print(f"{'backend':<12}" + "".join(f"{c:>14}" for c in columns))
    for backend, figures in results.items():
        print(f"{backend:<12}" + "".join(f"{figures[c]:>14,.2f}" for c in columns))


if __name__ == "__main__":
    main()
