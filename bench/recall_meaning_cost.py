"""What ranking by meaning costs a recall: four ways of asking, taken in turn on one store.

Builds the store as bench/store_backends.py does (OWNERS x N episodes, each with a meaning of
a random direction), then asks the same 3-word queries (with the gate, default 7-day window)
each in four ways, rotating which goes first, and prints p50/p99 ms of each:
  words     no meaning: the query is not embedded and no meanings are read (as before recall
            ranked by meaning)
  inline    the query embedded when re-ranking needs it, on the asking thread
  overlap   as recall does: on a store whose reads wait on a server (PostgreSQL), embedded on
            a shared thread while the words are looked up; on LMDB the same as inline
  cached    as overlap, the query asked before (the MCP tool and the TUI repeat queries)
Every way but `cached` empties the cache of query vectors before each query. The first of
the two rounds warms the caches and is not counted. Also printed: the median time of one
embedding during the run.

    .venv/bin/python bench/recall_meaning_cost.py --backend lmdb --episodes 20000
    .venv/bin/python bench/recall_meaning_cost.py --backend postgresql --episodes 100000
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from teambrain.core.clock import FrozenClock  # noqa: E402
from teambrain.core.episodes import meaning as episode_meaning  # noqa: E402
from teambrain.core.episodes import retention  # noqa: E402
from teambrain.core.recall import query_meaning  # noqa: E402
from teambrain.core.recall import search as recall  # noqa: E402
from teambrain.core.store import Store, open_store  # noqa: E402

from bench.recall_speed import NOW, Text, percentile  # noqa: E402
from bench.store_backends import build, settle  # noqa: E402

WAYS = ("words", "inline", "overlap", "cached")
EMBEDDED: list[float] = []
_query_vector = episode_meaning.query_vector


def timed_vector(text: str) -> np.ndarray | None:
    started = time.perf_counter()
    vector = _query_vector(text)
    EMBEDDED.append((time.perf_counter() - started) * 1000)
    return vector


class NoMeaning:
    """A query ranked by its words alone."""

    def __init__(self, text: str, beside: bool) -> None:
        pass

    def get(self) -> None:
        return None


def ask_as(way: str) -> None:
    recall.QueryMeaning = NoMeaning if way == "words" else query_meaning.QueryMeaning  # type: ignore[misc]
    query_meaning.OVERLAP = way in ("overlap", "cached")
    if way != "cached":
        query_meaning.forget()


def measure(store: Store, text: Text, owners: int, n: int) -> dict[str, list[float]]:
    clock = FrozenClock(NOW)
    rng = random.Random(3)
    queries = [(f"owner{rng.randrange(owners):03d}", " ".join(text.words_of(3))) for _ in range(n)]
    times: dict[str, list[float]] = {way: [] for way in WAYS}
    for counted in (False, True):
        for i, (owner, query) in enumerate(queries):
            for way in WAYS[i % 4 :] + WAYS[: i % 4]:
                ask_as(way)
                started = time.perf_counter()
                recall.recall(store, owner, query, limit=10, gate=True, clock=clock)
                if counted:
                    times[way].append((time.perf_counter() - started) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--backend", choices=("lmdb", "postgresql"), default="lmdb")
    parser.add_argument("--owners", type=int, default=100)
    parser.add_argument("--episodes", type=int, default=20_000)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    episode_meaning.query_vector = timed_vector
    with ExitStack() as stack:
        if args.backend == "lmdb":
            where: str | Path = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        else:
            from tests.pgserver import postgres_server

            where = stack.enter_context(postgres_server()).create_database()
        store = open_store(where)
        text = Text(random.Random(7))
        build(store, text, args.owners, args.episodes, 500)
        retention.roll_up(store, FrozenClock(NOW))
        settle(store)
        times = measure(store, text, args.owners, args.queries)
        store.close()
    print(f"\n{args.backend}, {args.episodes:,} episodes over {args.owners} owners")
    for way in WAYS:
        print(f"  {way:<8} p50 {statistics.median(times[way]):6.2f} ms"
              f"  p99 {percentile(times[way], 99):6.2f} ms")  # fmt: skip
    print(f"  one embedding: p50 {statistics.median(EMBEDDED):.2f} ms")


if __name__ == "__main__":
    main()
