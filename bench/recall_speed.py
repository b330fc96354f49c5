"""Recall speed: a store of OWNERS x EPISODES episodes, queries of 1, 3 and 8 words.

Builds the store through the store API in large batched write transactions (episodes and
their index entries, exactly as the capture path writes them), then prints p50/p99 recall
latency per query length and window and for queries that name a time, index bytes per
episode, the time to index one episode, and the time to prune the oldest 100,000 episodes
(at most a tenth of the store) while a reader keeps querying.

    .venv/bin/python bench/recall_speed.py                 # 10 owners x 100,000 episodes
    .venv/bin/python bench/recall_speed.py --scale 0.05    # a quick run (10 x 5,000)
    .venv/bin/python bench/recall_speed.py --owners 2      # 100,000 per owner, built faster
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from teambrain.core.clock import FrozenClock, to_ms
from teambrain.core.episodes import index as recall_index
from teambrain.core.episodes import retention
from teambrain.core.episodes.model import CaptureRecord, Episode
from teambrain.core.episodes.writes import write_capture
from teambrain.core.ids import new_id
from teambrain.core.recall import search as recall
from teambrain.core.recall.options import parse_window
from teambrain.core.store import Txn, open_store

NOW = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
SPAN_DAYS = 100
DATE_BACK = timedelta(days=40)
"""A date named in a query: 40 days back, outside the default 7-day window."""
CODE_WORDS = [
    "TimeoutError", "ConnectionResetError", "src/app/main.py", "user_id", "get_session",
    "pytest", "KeyError", "docker-compose.yml", "parse_config", "HttpClient", "README.md",
    "migrations/0042_add_index.py", "asyncio", "ValueError", "npm", "tsconfig.json",
]  # fmt: skip


def vocabulary(rng: random.Random, size: int) -> list[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = {"".join(rng.choices(letters, k=rng.randint(3, 10))) for _ in range(size * 2)}
    return sorted(words)[:size] + CODE_WORDS


class Text:
    """Zipf-distributed words: a few very common, a long tail of rare ones."""

    def __init__(self, rng: random.Random, size: int = 30_000) -> None:
        self.rng = rng
        self.words = vocabulary(rng, size)
        rng.shuffle(self.words)
        weights = [1.0 / (rank + 1) ** 1.05 for rank in range(len(self.words))]
        total = 0.0
        self.cum = []
        for w in weights:
            total += w
            self.cum.append(total)

    def words_of(self, n: int) -> list[str]:
        return self.rng.choices(self.words, cum_weights=self.cum, k=n)

    def sentence(self, n: int) -> str:
        return " ".join(self.words_of(n))


def build(store, text: Text, owners: int, per_owner: int, batch: int, now: datetime = NOW) -> float:
    """Write owners x per_owner episodes over the SPAN_DAYS before `now`, oldest first;
    return seconds spent."""
    total = owners * per_owner
    step_ms = SPAN_DAYS * 86_400_000 / total
    start_ms = to_ms(now) - SPAN_DAYS * 86_400_000
    started = time.perf_counter()
    done = 0
    while done < total:
        records = []
        for i in range(done, min(done + batch, total)):
            at = datetime.fromtimestamp((start_ms + i * step_ms) / 1000, UTC)
            owner = f"owner{i % owners:02d}"
            records.append(
                CaptureRecord(
                    episode=Episode(
                        id=new_id(to_ms(at)),
                        owner=owner,
                        session_id=f"{owner}-s{i // (owners * 20)}",
                        provider="anthropic",
                        started_at=at,
                        ended_at=at,
                        user_digest=text.sentence(text.rng.randint(10, 40)),
                        response_digest=text.sentence(text.rng.randint(30, 120)),
                    )
                )
            )

        def write(txn: Txn, records: list[CaptureRecord] = records) -> None:
            for record in records:
                write_capture(txn, record)

        store.write(write)
        done += len(records)
        if done % 100_000 == 0 or done == total:
            rate = done / (time.perf_counter() - started)
            print(f"  {done:>9,} episodes written ({rate:,.0f}/s)", flush=True)
    return time.perf_counter() - started


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def query_latency(
    store, text: Text, owner: str, words: int, window: str, n: int, when: str = ""
) -> list[float]:
    clock = FrozenClock(NOW)
    out = []
    for _ in range(n):
        query = " ".join(text.words_of(words)) + (f" {when}" if when else "")
        t0 = time.perf_counter()
        recall.recall(
            store, owner, query, window=parse_window(window), limit=10, gate=True, clock=clock
        )
        out.append((time.perf_counter() - t0) * 1000)
    return out


def index_bytes(store, owner: str) -> int:
    """Key and value bytes of one owner's index entries (page overhead not included)."""
    prefix = f"{owner}\x00".encode()
    total = 0
    with store.read_kv() as txn:  # LMDB's own layout, read raw
        for db in ("postings", "recall_docs", "term_stats"):
            total += sum(len(k) + len(v) for k, v in txn.prefix(db, prefix))
        for k, _ in txn.prefix("owner_episodes", prefix):
            raw = txn.get("doc_terms", k.split(b"\x00", 1)[1])
            total += len(k) + len(raw or b"")
    return total


def index_one(store, text: Text, owner: str, n: int) -> list[float]:
    """Milliseconds to index one episode, measured inside single-episode transactions."""
    times = []
    for _ in range(n):
        ep = Episode(
            id=new_id(to_ms(NOW)),
            owner=owner,
            session_id="bench",
            provider="anthropic",
            started_at=NOW,
            ended_at=NOW,
            user_digest=text.sentence(25),
            response_digest=text.sentence(75),
        )

        def write(txn: Txn, ep: Episode = ep) -> None:
            t0 = time.perf_counter()
            recall_index.index_episode(txn, ep)
            times.append((time.perf_counter() - t0) * 1000)

        store.write(write)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--owners", type=int, default=10)
    parser.add_argument("--episodes", type=int, default=100_000, help="per owner")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply --episodes")
    parser.add_argument("--queries", type=int, default=200, help="per query length and window")
    parser.add_argument("--batch", type=int, default=1000, help="episodes per write transaction")
    parser.add_argument("--store", type=Path, help="build here (default: a temp dir)")
    args = parser.parse_args(argv)
    per_owner = max(1, int(args.episodes * args.scale))
    rng = random.Random(4)
    text = Text(rng)
    with tempfile.TemporaryDirectory() as tmp:
        path = args.store or Path(tmp) / "store"
        store = open_store(path, map_size_mb=1024, max_map_size_mb=256 * 1024)
        print(f"building {args.owners} owners x {per_owner:,} episodes in {path}")
        seconds = build(store, text, args.owners, per_owner, args.batch)
        total = args.owners * per_owner
        print(
            f"built {total:,} episodes in {seconds:.0f} s ({seconds / total * 1e3:.2f} ms each, "
            f"store {store.info()['used_bytes'] / 2**20:,.0f} MiB)"
        )
        owner = f"owner{min(3, args.owners - 1):02d}"
        print(f"\nrecall latency for {owner} ({per_owner:,} episodes), {args.queries} queries each")
        print(f"{'words':>6} {'window':>7} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
        for window in ("7d", "all"):
            for words in (1, 3, 8):
                query_latency(store, text, owner, words, window, 10)  # warm the page cache
                lat = query_latency(store, text, owner, words, window, args.queries)
                print(
                    f"{words:>6} {window:>7} {percentile(lat, 50):>8.2f} "
                    f"{percentile(lat, 99):>8.2f} {max(lat):>8.2f}"
                )
        # a time named in the query (the date parser loads with the first one, not timed)
        for label, when in (("last week", "last week"), ("a date", f"on {NOW - DATE_BACK:%B %d}")):
            query_latency(store, text, owner, 3, "7d", 10, when)
            lat = query_latency(store, text, owner, 3, "7d", args.queries, when)
            print(
                f"{'3 + ' + label:>16}  p50 {percentile(lat, 50):.2f} ms, "
                f"p99 {percentile(lat, 99):.2f} ms, max {max(lat):.2f} ms"
            )
        size = index_bytes(store, owner)
        print(f"\nindex size: {size / per_owner:,.0f} bytes per episode (keys + values)")
        times = index_one(store, text, owner, 500)
        print(
            f"indexing one episode (100 words): mean {statistics.mean(times):.3f} ms, "
            f"p99 {percentile(times, 99):.3f} ms"
        )

        expire = min(100_000, total // 10)
        cutoff_days = (SPAN_DAYS * (1 - expire / total)) - 1e-6
        stop = threading.Event()
        reader_lat: list[float] = []

        def reader() -> None:
            while not stop.is_set():
                reader_lat.extend(query_latency(store, text, owner, 3, "all", 1))

        thread = threading.Thread(target=reader)
        thread.start()
        t0 = time.perf_counter()
        report = retention.prune(store, days=cutoff_days, batch=200, clock=FrozenClock(NOW))
        pruned_in = time.perf_counter() - t0
        stop.set()
        thread.join()
        print(
            f"\npruned {report.episodes:,} expired episodes in {pruned_in:.1f} s "
            f"(batches of 200); a reader ran {len(reader_lat)} queries meanwhile, "
            f"p50 {percentile(reader_lat, 50):.2f} ms, max {max(reader_lat):.2f} ms"
        )
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
